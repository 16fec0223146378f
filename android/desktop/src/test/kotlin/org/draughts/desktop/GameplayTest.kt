package org.draughts.desktop

import androidx.compose.ui.input.key.Key as ComposeKey
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performKeyInput
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.pressKey
import androidx.compose.ui.test.requestFocus
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.data.FfiSession
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.game.GameRoute
import org.draughts.app.ui.game.GameStateHolder
import org.draughts.app.ui.game.SAVE_NAME
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.app.ui.theme.DraughtsTheme
import org.draughts.core.GameSession
import org.draughts.core.Language
import org.draughts.core.Player
import org.draughts.core.lessons
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class GameplayTest {
    private fun SkikoComposeUiTest.startFromHome(app: org.draughts.app.ui.AppState, variant: String) {
        setContent { DraughtsApp(app) }
        onNodeWithTag("variant-$variant").performClick()
        onNodeWithTag("start").performClick()
        waitForIdle()
    }

    @Test
    fun `a whole pass-and-play game played by clicks, saved after every move`() = uiTest {
        val store = MemoryStore()
        val app = newApp(store = store, settings = AppSettings(theme = ThemeMode.LIGHT))
        startFromHome(app, "english")
        val game = app.game!!
        var plies = 0
        while (game.uiState.snapshot.result == null && plies < 600) {
            val snap = game.uiState.snapshot
            // The clicking player prefers the longest capture, so the game ends by material or a draw rule.
            val move = snap.legalMoves.maxBy { it.captured.size }
            clickMove(move) { game.uiState.snapshot.currentPly.toInt() }
            assertEquals(plies + 1, game.uiState.snapshot.currentPly.toInt(), "move ${move.notation} was not played by clicks: ${game.uiState.announcement}")
            assertEquals(move.notation, game.uiState.snapshot.moves.last().text)
            plies++
            if (plies == 7) shot("pass-and-play-midgame")
        }
        val result = nn(game.uiState.snapshot.result)
        // The status line is the core's (whose turn, or the result).
        onNodeWithTag("status").assertTextEquals(game.uiState.snapshot.status)
        assertTrue(game.uiState.snapshot.status.contains(result.text), game.uiState.snapshot.status)
        shot("pass-and-play-end")
        // Saved after the last move: a new process restores the same game.
        val restored = newApp(store = store)
        val doc = nn(store.read(SAVE_NAME))
        val again = nn(restored.catalog.restore(doc, Language.EN))
        assertEquals(game.uiState.snapshot.moves.map { it.text }, again.view().moves.map { it.text })
        assertEquals(result, again.view().result)
        // Tapping a move in the list reviews the core's position after it, read-only, without undoing.
        val total = game.uiState.snapshot.currentPly.toInt()
        onNodeWithTag("move-2").performScrollTo().performClick()
        waitForIdle()
        assertEquals(total, game.uiState.snapshot.currentPly.toInt(), "the game is not undone")
        assertEquals(3, nn(game.uiState.review).plies)
        onNodeWithTag("board").assertDoesNotExist()
        onNodeWithTag("diagram").assertExists()
        onNodeWithTag("reviewing").assertExists()
        val pieces = org.draughts.core.positionFromFen(again.rules(), (again as FfiSession).session.fenAt(3u)).pieces
        assertEquals(pieces.size, nn(game.uiState.review).board.cells.count { it.piece != null })
        shot("review")
        // Tapping the current move returns to the live board.
        onNodeWithTag("move-${total - 1}").performScrollTo().performClick()
        waitForIdle()
        assertNull(game.uiState.review)
        onNodeWithTag("board").assertExists()
    }

    @Test
    fun `the must-capture ring and the core's refusal when another piece is tapped`() = uiTest {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        startFromHome(app, "international")
        val game = app.game!!
        val s0 = game.uiState.snapshot
        onNodeWithTag("square-${s0.index("32")}").performClick()
        onNodeWithTag("square-${s0.index("28")}").performClick()
        onNodeWithTag("square-${s0.index("19")}").performClick()
        onNodeWithTag("square-${s0.index("23")}").performClick()
        waitForIdle()
        val s = game.uiState.snapshot
        val ring = s.squares.single { it.flags.mustCapture }
        assertEquals("28", ring.name)
        assertTrue(onNodeWithTag("square-${ring.square}").state().contains("must capture"))
        onNodeWithTag("square-${s.index("31")}").performClick()
        waitForIdle()
        onNodeWithTag("announcement").assertTextContains("capturing is compulsory", substring = true)
        shot("must-capture")
    }

    @Test
    fun `a multi-capture tapped landing square by landing square`() {
        val lesson = lessons(Language.EN).first { l -> l.title.contains("multi-capture", ignoreCase = true) }
        uiTest {
            val platform = TestPlatform()
            val session = FfiSession(GameSession.fromFen(lesson.rules, lesson.fen, Player.Human, Player.Human))
            val holder = GameStateHolder(session, platform, MemoryStore(), lesson.title, Language.EN)
            setContent { DraughtsTheme(dark = false) { GameRoute(holder, AppSettings(), {}, {}) } }
            waitForIdle()
            val move = holder.uiState.snapshot.legalMoves.maxBy { it.captured.size }
            assertTrue(move.captured.size >= 2, "the lesson's position has a multi-capture")
            onNodeWithTag("square-${move.from}").performClick()
            for ((i, step) in move.path.dropLast(1).withIndex()) {
                onNodeWithTag("square-$step").performClick()
                waitForIdle()
                val snap = holder.uiState.snapshot
                val capture = nn(snap.capture, "capture in progress after step ${i + 1}")
                assertEquals(move.path.take(i + 1), capture.steps)
                for (c in capture.captured) {
                    assertTrue(snap.squares.first { it.square == c }.flags.captured)
                    assertTrue(onNodeWithTag("square-$c").state().contains("being captured"))
                }
                shot("multi-capture-step${i + 1}")
            }
            onNodeWithTag("square-${move.to}").performClick()
            waitForIdle()
            val done = holder.uiState.snapshot
            assertNull(done.capture)
            assertEquals(move.notation, done.moves.last().text)
            shot("multi-capture-done")
        }
    }

    @Test
    fun `a game against the bot - it replies, thinks with progress, gives a hint, and the person can resign`() = uiTest {
        val platform = TestPlatform()
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT), platform = platform)
        setContent { DraughtsApp(app) }
        onNodeWithTag("variant-international").performClick()
        onNodeWithTag("mode-bot").performScrollTo().performClick()
        onNodeWithTag("level-1").performScrollTo().performClick()
        onNodeWithTag("side-black").performScrollTo().performClick()
        onNodeWithTag("start").performScrollTo().performClick()
        waitForIdle()
        val game = app.game!!
        assertEquals(org.draughts.core.Side.BLACK, game.uiState.humanSide)
        fun awaitBot() = waitUntil(timeoutMillis = 20_000) { platform.drain(); !game.uiState.botThinking && !game.uiState.snapshot.botToMove }
        awaitBot()
        assertEquals(1, game.uiState.snapshot.moves.size, "the bot (White) opened")
        // The bot's move is announced in the core's words, not in notation.
        assertEquals(game.uiState.snapshot.moves.last().spoken, game.uiState.announcement)
        onNodeWithTag("announcement").assertTextEquals(game.uiState.snapshot.moves.last().spoken)
        repeat(3) {
            val snap = game.uiState.snapshot
            clickMove(snap.legalMoves.first()) { game.uiState.snapshot.currentPly.toInt() }
            awaitBot()
            assertEquals(game.uiState.snapshot.moves.last().spoken, game.uiState.announcement)
        }
        assertEquals(7, game.uiState.snapshot.moves.size)
        onNodeWithTag("hint").performClick()
        waitUntil(timeoutMillis = 10_000) { platform.drain(); !game.uiState.hintRunning }
        waitForIdle()
        assertTrue(game.uiState.snapshot.squares.any { it.flags.hint }, "the hinted move is shown")
        assertTrue(onNodeWithTag("square-${game.uiState.snapshot.squares.first { it.flags.hint }.square}").state().contains("hint"))
        shot("vs-bot")
        onNodeWithTag("resign").performScrollTo().performClick()
        waitForIdle()
        assertEquals(org.draughts.core.Outcome.WHITE_WINS, game.uiState.snapshot.result?.outcome)
        onNodeWithTag("export-pdn").performScrollTo().performClick()
        val (file, pdn) = platform.shared.single()
        assertTrue(file.endsWith(".pdn"))
        assertTrue(pdn.contains("[GameType \"20\"]"), pdn)
        assertTrue(pdn.contains(game.uiState.snapshot.moves.first().text), pdn)
        assertTrue(platform.feedbacks >= 7)
    }

    @Test
    fun `a draw offered to the bot is answered at once by the core`() = uiTest {
        val platform = TestPlatform()
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT), platform = platform)
        setContent { DraughtsApp(app) }
        onNodeWithTag("variant-english").performClick()
        onNodeWithTag("mode-bot").performScrollTo().performClick()
        onNodeWithTag("level-1").performScrollTo().performClick()
        onNodeWithTag("side-black").performScrollTo().performClick() // Black moves first in English draughts
        onNodeWithTag("start").performScrollTo().performClick()
        waitForIdle()
        val game = app.game!!
        assertEquals(game.uiState.humanSide, game.uiState.snapshot.turn)
        onNodeWithTag("offer-draw").performScrollTo().assertIsEnabled().performClick()
        waitForIdle()
        // Equal material at the start: the core accepts for the bot, the status says the game is drawn.
        val result = nn(game.uiState.snapshot.result, "the bot accepted: ${game.uiState.announcement}")
        assertEquals(org.draughts.core.Outcome.DRAW, result.outcome)
        onNodeWithTag("status").assertTextEquals(game.uiState.snapshot.status)
        onNodeWithTag("offer-draw").assertIsNotEnabled()
        shot("vs-bot-draw")
    }

    @Test
    fun `a tutorial lesson - the task, the move tapped on the board, the core's verdict`() = uiTest {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setContent { DraughtsApp(app) }
        onNodeWithTag("tutorial").performClick()
        val lesson = app.lessons().first()
        onNodeWithTag("lesson-${lesson.id}").performScrollTo().performClick()
        waitForIdle()
        val holder = app.lesson!!
        onNodeWithTag("lesson-task").assertTextContains(lesson.task.joinToString("") { it.text })
        shot("lesson")
        // A wrong move first (if any), then the solution, each judged by the core.
        val legal = app.catalog.lessonSession(lesson.id, Language.EN).view().legalMoves
        val right = legal.firstOrNull { it.notation in lesson.solutions } ?: legal.first()
        clickMove(right) { holder.uiState.board.moveKey }
        waitForIdle()
        val verdict = nn(holder.uiState.verdict)
        assertTrue(verdict.correct, verdict.explanation)
        onNodeWithTag("verdict").assertTextEquals("Correct!")
        onNodeWithTag("announcement").assertTextEquals(verdict.explanation)
        shot("lesson-solved")
        onNodeWithTag("next-lesson").performClick()
        waitForIdle()
        assertEquals(1, holder.uiState.index)
    }

    @Test
    fun `keyboard arrows, Enter and Escape go to the core's cursor`() = uiTest {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        startFromHome(app, "english")
        val game = app.game!!
        onNodeWithTag("board").requestFocus()
        onNodeWithTag("board").performKeyInput { pressKey(ComposeKey.DirectionUp) }
        waitForIdle()
        val cursor = nn(game.uiState.snapshot.cursor)
        assertTrue(game.uiState.snapshot.squares.first { it.square == cursor }.flags.cursor)
        onNodeWithTag("board").performKeyInput { pressKey(ComposeKey.DirectionRight); pressKey(ComposeKey.Enter) }
        waitForIdle()
        onNodeWithTag("board").performKeyInput { pressKey(ComposeKey.Escape) }
        waitForIdle()
        assertNull(game.uiState.snapshot.selected)
        shot("keyboard-cursor")
    }

    @Test
    fun `continue after the process died restores the saved game`() = uiTest {
        val store = MemoryStore()
        val first = newApp(store = store, settings = AppSettings(theme = ThemeMode.LIGHT))
        setContent { DraughtsApp(first) }
        onNodeWithTag("variant-russian").performClick()
        onNodeWithTag("start").performClick()
        waitForIdle()
        val g = first.game!!
        clickMove(g.uiState.snapshot.legalMoves.first()) { g.uiState.snapshot.currentPly.toInt() }
        val played = g.uiState.snapshot.moves.map { it.text }
        assertEquals(1, played.size)
        // A new AppState over the same storage stands for the restarted process.
        val second = newApp(store = store)
        assertTrue(second.canContinue)
        second.continueGame()
        assertEquals(played, second.game!!.uiState.snapshot.moves.map { it.text })
        assertTrue(second.game!!.uiState.title.contains("Russian"))
    }
}
