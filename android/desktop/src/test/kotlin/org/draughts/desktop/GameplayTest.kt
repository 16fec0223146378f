package org.draughts.desktop

import androidx.compose.ui.graphics.toPixelMap
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performKeyInput
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.pressKey
import androidx.compose.ui.test.requestFocus
import androidx.compose.ui.test.withKeyDown
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.data.FfiSession
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.game.GameRoute
import org.draughts.app.ui.game.GameStateHolder
import org.draughts.app.ui.settings.AnimationSpeed
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.app.ui.theme.DraughtsTheme
import org.draughts.core.ArchiveFilter
import org.draughts.core.GameHandle
import org.draughts.core.Language
import org.draughts.core.Player
import org.draughts.core.lessons
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import androidx.compose.ui.input.key.Key as ComposeKey

@OptIn(ExperimentalTestApi::class)
class GameplayTest {
    private fun SkikoComposeUiTest.startFromHome(app: org.draughts.app.ui.AppState, variant: String) {
        setThemedContent { DraughtsApp(app) }
        openNewGame(app, variant)
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
        while (game.uiState.view.result == null && plies < 600) {
            val view = game.uiState.view
            // The clicking player prefers the longest capture, so the game ends by material or a draw rule.
            val move = view.board.legalMoves.maxBy { it.captured.size }
            clickMove(move) { game.uiState.view.currentPly.toInt() }
            assertEquals(
                plies + 1,
                game.uiState.view.currentPly.toInt(),
                "move ${move.notation} was not played by clicks: ${game.uiState.announcement}",
            )
            assertEquals(move.notation, game.uiState.view.moves.last().text)
            plies++
            if (plies == 7) shot("pass-and-play-midgame")
        }
        val result = nn(game.uiState.view.result)
        // The status line is the core's (whose turn, or the result).
        onNodeWithTag("status").assertTextEquals(game.uiState.view.status)
        assertTrue(game.uiState.view.status.contains(result.text), game.uiState.view.status)
        // The end card: the core's headline, score and reason; the move list stays in sight; closing it keeps the game.
        onNodeWithTag("result").assertTextEquals(result.headline)
        onNodeWithTag("score").assertTextEquals(result.score)
        onNodeWithTag("result-why").assertTextEquals(result.why)
        onNodeWithTag("move-0").assertExists()
        shot("pass-and-play-end")
        onNodeWithTag("sheet-close").performClick()
        waitForIdle()
        onNodeWithTag("end-sheet").assertDoesNotExist()
        // Saved after the last move: a new process restores the same game.
        val restored = newApp(store = store)
        // Finished, it is in the archive.
        val id = restored.library.archive(ArchiveFilter(null, null)).rows.single().id
        val again = nn(restored.catalog.restore(nn(restored.library.saveOf(id))))
        assertEquals(game.uiState.view.moves.map { it.text }, again.view().moves.map { it.text })
        assertEquals(result, again.view().result)
        // Tapping a move in the list shows the core's position after it, read-only, without undoing.
        val total = game.uiState.view.currentPly.toInt()
        onNodeWithTag("move-2").performScrollTo().performClick()
        waitForIdle()
        val replay = game.uiState.view
        assertEquals(total, replay.currentPly.toInt(), "the game is not undone")
        assertEquals(3u, nn(replay.replay).plies)
        assertEquals((again as FfiSession).session.viewAt(3u).board.fen, replay.board.fen)
        onNodeWithTag("status").assertTextEquals(nn(replay.replay).text)
        onNodeWithTag("move-2").assertIsSelected()
        onNodeWithTag("end-replay").assertExists()
        // A tap on the replayed board is refused by the core, in its words.
        onNodeWithTag("square-${replay.board.squares.first { it.piece != null }.square}").performClick()
        waitForIdle()
        assertEquals(game.uiState.view.event?.text, game.uiState.announcement)
        assertEquals(org.draughts.core.EventKind.Refused, game.uiState.view.event?.kind)
        shot("replay")
        // Tapping the current move returns to the live board.
        onNodeWithTag("move-${total - 1}").performScrollTo().performClick()
        waitForIdle()
        assertNull(game.uiState.view.replay)
        onNodeWithTag("end-replay").assertDoesNotExist()
    }

    @Test
    fun `English played through the core lists its moves with the core's numbers`() = uiTest {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        startFromHome(app, "english")
        val game = app.game!!
        for (move in listOf("11-15", "23-19", "9-14")) {
            val (from, to) = move.split("-")
            val board = game.uiState.view.board
            onNodeWithTag("square-${board.index(from)}").performClick()
            onNodeWithTag("square-${board.index(to)}").performClick()
            waitForIdle()
        }
        // The core's table: each row's number, then the first mover's move and the second mover's.
        val listed = listOf("move-row-0", "move-0", "move-1", "move-row-1", "move-2").joinToString(" ") { tag ->
            onNodeWithTag(tag).performScrollTo().fetchSemanticsNode().config[SemanticsProperties.Text].joinToString("")
        }
        assertEquals("1. 11-15 23-19 2. 9-14", listed)
    }

    @Test
    fun `the must-capture ring and the core's refusal when another piece is tapped`() = uiTest {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        startFromHome(app, "international")
        val game = app.game!!
        val s0 = game.uiState.view.board
        onNodeWithTag("square-${s0.index("32")}").performClick()
        onNodeWithTag("square-${s0.index("28")}").performClick()
        onNodeWithTag("square-${s0.index("19")}").performClick()
        onNodeWithTag("square-${s0.index("23")}").performClick()
        waitForIdle()
        val s = game.uiState.view.board
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
            val session =
                FfiSession(GameHandle.fromFen(lesson.rules, lesson.fen, Player.Human, Player.Human, Language.EN))
            val holder = GameStateHolder(session, platform, null, Language.EN)
            setThemedContent { DraughtsTheme(dark = false) { GameRoute(holder, AppSettings(), {}, {}) } }
            waitForIdle()
            val move = holder.uiState.view.board.legalMoves.maxBy { it.captured.size }
            assertTrue(move.captured.size >= 2, "the lesson's position has a multi-capture")
            onNodeWithTag("square-${move.from}").performClick()
            for ((i, step) in move.path.dropLast(1).withIndex()) {
                onNodeWithTag("square-$step").performClick()
                waitForIdle()
                val snap = holder.uiState.view.board
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
            val done = holder.uiState.view
            assertNull(done.board.capture)
            assertEquals(move.notation, done.moves.last().text)
            shot("multi-capture-done")
        }
    }

    @Test
    fun `a game against the bot - it replies, thinks with progress, gives a hint, and the person can resign`() =
        uiTest {
            val platform = TestPlatform()
            val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT), platform = platform)
            setThemedContent { DraughtsApp(app) }
            openNewGame(app, "international", vsBot = true)
            onNodeWithTag("level-1").performScrollTo().performClick()
            onNodeWithTag("side-black").performScrollTo().performClick()
            onNodeWithTag("start").performClick()
            waitForIdle()
            val game = app.game!!
            assertEquals(org.draughts.core.Side.BLACK, game.uiState.view.actingSide)
            fun awaitSearch() = waitUntil(timeoutMillis = 120_000) {
                platform.drain()
                game.uiState.view.search == null
            }
            awaitSearch()
            val view = game.uiState.view
            assertEquals(1, view.moves.size, "the bot (White) opened")
            // The bot's move is announced once, in the core's words (its spoken move, not notation).
            val event = nn(view.event)
            assertEquals(org.draughts.core.EventKind.Moved(capture = false, byBot = true, gameOver = false), event.kind)
            assertTrue(event.text.contains(view.moves.last().spoken), event.text)
            onNodeWithTag("announcement").assertTextEquals(event.text)
            repeat(3) {
                clickMove(game.uiState.view.board.legalMoves.first()) { game.uiState.view.currentPly.toInt() }
                awaitSearch()
                assertTrue(game.uiState.announcement!!.contains(game.uiState.view.moves.last().spoken))
            }
            assertEquals(7, game.uiState.view.moves.size)
            onNodeWithTag("hint").assertIsEnabled().performClick()
            waitForIdle()
            onNodeWithTag("hint").assertIsNotEnabled()
            awaitSearch()
            waitForIdle()
            val hinted = game.uiState.view.board.squares.filter { it.flags.hint }
            assertTrue(hinted.isNotEmpty(), "the hinted move is shown")
            assertEquals(org.draughts.core.EventKind.Hint, game.uiState.view.event?.kind)
            assertTrue(onNodeWithTag("square-${hinted.first().square}").state().contains("hint"))
            shot("vs-bot", golden = false) // the bot's timed search chose this position
            menuItem("resign").performClick()
            waitForIdle()
            // The core asks to confirm.
            onNodeWithTag("confirm-resign").performClick()
            waitForIdle()
            assertEquals(org.draughts.core.Outcome.WHITE_WINS, game.uiState.view.result?.outcome)
            onNodeWithTag("result").assertTextEquals(nn(game.uiState.view.result).headline)
            onNodeWithTag("sheet-export").performClick()
            val (file, pdn) = platform.shared.single()
            assertTrue(file.endsWith(".pdn"))
            assertTrue(pdn.contains("[GameType \"20\"]"), pdn)
            assertTrue(pdn.contains("[Date \"2026.03.01\"]"), pdn)
            assertTrue(pdn.contains("[Site \"Test\"]"), pdn)
            assertTrue(pdn.contains(game.uiState.view.moves.first().text), pdn)
            assertEquals(7, platform.feedbacks.size, "one feedback per move")
            onNodeWithTag("sheet-close").performClick()
            waitForIdle()
            menuItem("resign").assertIsNotEnabled()
        }

    @Test
    fun `a draw offered to the bot is answered at once by the core`() = uiTest {
        val platform = TestPlatform()
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT), platform = platform)
        setThemedContent { DraughtsApp(app) }
        openNewGame(app, "english", vsBot = true)
        onNodeWithTag("level-1").performScrollTo().performClick()
        onNodeWithTag("side-black").performScrollTo().performClick() // Black moves first in English draughts
        onNodeWithTag("start").performClick()
        waitForIdle()
        val game = app.game!!
        assertEquals(game.uiState.view.actingSide, game.uiState.view.turn)
        menuItem("offer-draw").assertIsEnabled().performClick()
        waitForIdle()
        // Equal material at the start: the core accepts for the bot, the status says the game is drawn.
        val result = nn(game.uiState.view.result, "the bot accepted: ${game.uiState.announcement}")
        assertEquals(org.draughts.core.Outcome.DRAW, result.outcome)
        onNodeWithTag("status").assertTextEquals(game.uiState.view.status)
        onNodeWithTag("result").assertTextEquals(result.headline)
        shot("vs-bot-draw")
        onNodeWithTag("sheet-close").performClick()
        waitForIdle()
        menuItem("offer-draw").assertIsNotEnabled()
    }

    @Test
    fun `a tutorial lesson - the task, the move tapped on the board, the core's verdict`() = uiTest {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        onNodeWithTag("tutorial").performScrollTo().performClick()
        val lesson = app.lessons().first()
        onNodeWithTag("lesson-${lesson.id}").performScrollTo().performClick()
        waitForIdle()
        val holder = app.lesson!!
        onNodeWithTag("lesson-task").assertTextContains(lesson.task.joinToString("") { it.text })
        shot("lesson")
        onNodeWithTag("retry").assertDoesNotExist() // no "Try again" before an attempt
        // A wrong move first (if any), then the solution, each judged by the core.
        val legal = holder.uiState.board.legalMoves
        val right = legal.firstOrNull { it.notation in lesson.solutions } ?: legal.first()
        clickMove(right) { holder.uiState.state.ordinal }
        waitForIdle()
        val verdict = nn(holder.uiState.verdict)
        assertTrue(verdict.correct, verdict.explanation)
        onNodeWithTag("verdict").assertTextEquals("Correct!")
        onNodeWithTag("announcement").assertTextEquals(verdict.explanation)
        shot("lesson-solved")
        onNodeWithTag("next-lesson").performClick()
        waitForIdle()
        assertEquals(1u, holder.uiState.index)
        // The lessons list ticks the solved lesson, as the core's record says; the record is stored.
        onNodeWithTag("back").performClick()
        waitForIdle()
        val list = app.lessonProgress.list(Language.EN)
        assertTrue(list.rows.first().solved)
        assertEquals(list.rows.first().spoken, onNodeWithTag("lesson-${lesson.id}").description())
        onNodeWithTag("lessons-summary").assertTextEquals(list.summary)
    }

    @Test
    fun `keyboard - arrows, diagonals, Enter and Escape go to the core's cursor`() = uiTest {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        startFromHome(app, "english")
        val game = app.game!!
        fun cursor() = game.uiState.view.board.let { b -> b.at(nn(b.cursor)) }
        fun keys(block: androidx.compose.ui.test.KeyInjectionScope.() -> Unit) {
            onNodeWithTag("board").performKeyInput(block)
            waitForIdle()
        }
        onNodeWithTag("board").requestFocus()
        keys { pressKey(ComposeKey.DirectionUp) }
        assertTrue(cursor().flags.cursor)
        // The core's words for the square under the cursor are announced.
        assertEquals(cursor().description, game.uiState.announcement)
        // Away from the edges first (straight steps are two rows or two columns).
        while (cursor().row < 3u) keys { pressKey(ComposeKey.DirectionDown) }
        while (cursor().row > 5u) keys { pressKey(ComposeKey.DirectionUp) }
        while (cursor().column < 2u) keys { pressKey(ComposeKey.DirectionRight) }
        while (cursor().column > 5u) keys { pressKey(ComposeKey.DirectionLeft) }
        val (row, column) = cursor().row to cursor().column
        keys { pressKey(ComposeKey.PageUp) } // up and right, as on a keypad
        assertEquals(row - 1u to column + 1u, cursor().row to cursor().column)
        // Two arrows held together make one diagonal step, not a straight one first.
        keys { withKeyDown(ComposeKey.DirectionUp) { pressKey(ComposeKey.DirectionLeft) } }
        assertEquals(row - 2u to column, cursor().row to cursor().column)
        keys { pressKey(ComposeKey.PageDown) } // down and right
        assertEquals(row - 1u to column + 1u, cursor().row to cursor().column)
        keys { pressKey(ComposeKey.MoveHome) } // up and left
        assertEquals(row - 2u to column, cursor().row to cursor().column)
        keys { withKeyDown(ComposeKey.DirectionRight) { pressKey(ComposeKey.DirectionDown) } }
        keys { pressKey(ComposeKey.MoveEnd) } // down and left
        assertEquals(row to column, cursor().row to cursor().column)
        // Enter taps the square under the cursor (the core selects or refuses, in words).
        keys { pressKey(ComposeKey.Enter) }
        assertNotEquals(org.draughts.core.EventKind.Cursor, game.uiState.view.event?.kind)
        assertEquals(game.uiState.view.event?.text, game.uiState.announcement)
        shot("keyboard-cursor")
        // Escape on the board: the core cancels while it has something to cancel, else the screen is left.
        val cancels = game.uiState.view.enabled.cancel
        keys { pressKey(ComposeKey.Escape) }
        assertNull(game.uiState.view.board.selected)
        assertEquals(if (cancels) Screen.Game else Screen.Home, app.screen)
    }

    @Test
    fun `a new game while one is in progress keeps both, and each resumes where it was`() = uiTest {
        val store = MemoryStore()
        val app = newApp(store = store, settings = AppSettings(theme = ThemeMode.LIGHT))
        startFromHome(app, "english")
        val first = app.game!!
        clickMove(first.uiState.view.board.legalMoves.first()) { first.uiState.view.currentPly.toInt() }
        val firstMoves = first.uiState.view.moves.map { it.text }
        onNodeWithTag("back").performClick()
        openNewGame(app, "russian")
        onNodeWithTag("start").performClick()
        waitForIdle()
        val second = app.game!!
        assertTrue(second.uiState.view.moves.isEmpty(), "a new game, nothing asked")
        clickMove(second.uiState.view.board.legalMoves.first()) { second.uiState.view.currentPly.toInt() }
        onNodeWithTag("back").performClick()
        waitForIdle()
        // Both on home, the most recent first, as the core's cards.
        val cards = app.library.unfinished()
        assertEquals(2, cards.size)
        assertTrue(cards[0].title.contains("Russian"), cards[0].title)
        onNodeWithTag("card-${cards[1].id}").performScrollTo().performClick()
        waitForIdle()
        assertEquals(firstMoves, app.game!!.uiState.view.moves.map { it.text }, "resumed exactly")
        assertEquals(first.uiState.view.title, app.game!!.uiState.view.title)
    }

    @Test
    fun `continue after the process died restores the saved game`() = uiTest {
        val store = MemoryStore()
        val first = newApp(store = store, settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(first) }
        openNewGame(first, "russian")
        onNodeWithTag("start").performClick()
        waitForIdle()
        val g = first.game!!
        clickMove(g.uiState.view.board.legalMoves.first()) { g.uiState.view.currentPly.toInt() }
        val played = g.uiState.view.moves.map { it.text }
        assertEquals(1, played.size)
        // A new AppState over the same storage stands for the restarted process.
        val second = newApp(store = store)
        assertTrue(second.canContinue)
        second.continueGame()
        assertEquals(played, second.game!!.uiState.view.moves.map { it.text })
        assertTrue(second.game!!.uiState.view.title.contains("Russian"))
    }

    @Test
    fun `a move slides over several frames without blocking taps, and jumps at once with reduced motion`() {
        for (reduced in listOf(false, true)) {
            uiTest {
                val platform = TestPlatform().also { it.reduced = reduced }
                val app =
                    newApp(
                        settings = AppSettings(theme = ThemeMode.LIGHT, animation = AnimationSpeed.SLOW),
                        platform = platform,
                    )
                startFromHome(app, "english")
                val game = app.game!!
                fun board() = game.uiState.view.board
                fun picture() = onNodeWithTag("board").captureToImage().toPixelMap().let { m ->
                    List(m.width * m.height) {
                        m[
                            it %
                                m.width, it / m.width,
                        ]
                    }
                }
                mainClock.autoAdvance = false
                onNodeWithTag("square-${board().index("11")}").performClick()
                onNodeWithTag("square-${board().index("15")}").performClick()
                mainClock.advanceTimeBy(60)
                val during = picture()
                mainClock.advanceTimeBy(2_000)
                val after = picture()
                if (reduced) {
                    assertEquals(after, during, "no slide with reduced motion")
                } else {
                    assertNotEquals(after, during, "the piece is still on its way after 60 ms")
                }
                // Taps are not held back by a slide: White answers, Black replies, before any frame passes.
                for (sq in listOf("23", "19")) onNodeWithTag("square-${board().index(sq)}").performClick()
                for (sq in listOf("15", "18")) onNodeWithTag("square-${board().index(sq)}").performClick()
                assertEquals(3u, game.uiState.view.currentPly)
                mainClock.autoAdvance = true
            }
        }
    }
}
