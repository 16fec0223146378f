package org.draughts.desktop

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performMouseInput
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTouchInput
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.data.Catalog
import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.i18n.appLanguages
import org.draughts.app.ui.i18n.tag
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.core.Language
import org.draughts.core.Side
import org.draughts.core.boardThemes
import org.draughts.core.pieceSets
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * One golden per screen and state, on a 360×640 dp phone and in a
 * 1000×760 landscape window, light and dark. Against the bot, the bot
 * never answers ([BotNeverAnswers]): its timed search would make the
 * pictures differ from run to run.
 */
@OptIn(ExperimentalTestApi::class)
class GoldenScreensTest {
    private data class Size(val name: String, val w: Int, val h: Int, val density: Float)
    private val phone = Size("phone", 360, 640, 1.5f)
    private val landscape = Size("landscape", 1000, 760, 1f)
    private val tablet = Size("tablet", 800, 1280, 1f)

    /** Shoots [state] at both sizes in both themes, [setup] bringing the app there. */
    private fun shoot(
        state: String,
        language: Language = Language.EN,
        sizes: List<Size> = listOf(phone, landscape),
        catalog: () -> Catalog = { FfiCatalog() },
        themes: List<Boolean> = listOf(false, true),
        look: (AppSettings) -> AppSettings = { it },
        lift: Boolean = true,
        setup: SkikoComposeUiTest.(AppState) -> Unit,
    ) {
        for (size in sizes) {
            for (dark in themes) {
                uiTest(size.w, size.h, size.density) {
                    val app =
                        newApp(
                            settings = look(
                                AppSettings(
                                    theme = if (dark) ThemeMode.DARK else ThemeMode.LIGHT,
                                    languageChoice = language,
                                ),
                            ),
                            catalog = catalog(),
                        )
                    setThemedContent { DraughtsApp(app) }
                    waitForIdle()
                    setup(app)
                    waitForIdle()
                    shot("$state-${size.name}-${if (dark) "dark" else "light"}", lift = lift)
                }
            }
        }
    }

    private fun SkikoComposeUiTest.start(app: AppState, variant: String, vsBot: Boolean = false) {
        runOnIdle {
            app.chooseVariant(variant)
            app.chooseVsBot(vsBot)
            app.startGame()
        }
        waitForIdle()
    }

    private fun SkikoComposeUiTest.tap(app: AppState, vararg names: String) {
        for (n in names) {
            onNodeWithTag("square-${app.game!!.uiState.view.board.index(n)}").performClick()
            waitForIdle()
        }
    }

    @Test fun home() = shoot("home") {}

    /** "Play the bot" opens the new-game sheet: the variant, the bot's level and colour, the clock, Start. */
    @Test fun `home's new-game sheet`() = shoot("home-new-game") {
        onNodeWithTag("play-bot").performScrollTo().performClick()
    }

    /** The variant card opens the variant sheet: the presets, the chosen one's diagram and description. */
    @Test fun `home's variant sheet`() = shoot("home-variant", themes = listOf(false)) { app ->
        runOnIdle { app.chooseVariant("english") }
        onNodeWithTag("variant-card").performScrollTo().performClick()
    }

    @Test fun `home and a game on a tablet`() {
        shoot("home", sizes = listOf(tablet)) {}
        shoot("game-10x10", sizes = listOf(tablet)) { app ->
            start(app, "international")
            tap(app, "32", "28", "19")
        }
    }

    /** Each of the core's board themes, on a game after 1. 32-28 (the last move marked). */
    @Test fun `board themes`() {
        for (t in boardThemes(Language.EN)) {
            shoot("board-theme-${t.id}", sizes = listOf(phone), themes = listOf(false), look = {
                it.copy(palette = t.id)
            }) { app ->
                start(app, "international")
                tap(app, "32", "28")
            }
        }
    }

    /** Each of the core's piece sets, on the board look's preview board (men and kings of both colours). */
    @Test fun `piece sets`() {
        for (p in pieceSets(Language.EN)) {
            shoot("piece-set-${p.id}", sizes = listOf(phone), themes = listOf(false), look = {
                it.copy(pieceSet = p.id)
            }) { app ->
                runOnIdle { app.push(Screen.BoardLook) }
            }
        }
    }

    @Test
    fun `against the bot, while it thinks`() = shoot("game-vs-bot-thinking", catalog = { BotNeverAnswers() }) { app ->
        runOnIdle {
            app.chooseVariant("international")
            app.chooseVsBot(true)
            app.chooseLevel(4)
            app.chooseSide(Side.WHITE)
            app.startGame()
        }
        waitForIdle()
        tap(app, "32", "28")
        assertTrue(app.game!!.uiState.view.players[1].thinking, "the bot is thinking")
    }

    /**
     * The languages shot on their own (home, a game, a tutorial page) on the
     * phone, where long words and other scripts wrap first: every language the
     * core speaks (its sentences are on the same screens).
     */
    @Test
    fun `languages each on home, in a game and on a tutorial page`() {
        for (l in appLanguages) {
            val shots = "lang-${l.tag}"
            shoot("$shots-home", l, listOf(phone), themes = listOf(false)) {}
            shoot("$shots-game", l, listOf(phone), themes = listOf(false)) { app ->
                start(app, "international")
                tap(app, "32", "28")
            }
            shoot("$shots-tutorial-page", l, listOf(phone), themes = listOf(false)) { app ->
                runOnIdle { app.push(Screen.Page(1)) }
            }
        }
    }

    /** Black to move with eight seconds left (low, running), White's time stopped. */
    @Test fun `a game with a clock, one side short of time`() = shoot("game-clock") { app ->
        runOnIdle { app.chooseClockPreset(1) }
        start(app, "international")
        tap(app, "32", "28")
        (app.platform as TestPlatform).nowMs += 292_000
        runOnIdle { app.game!!.onTick() }
        assertTrue(app.game!!.uiState.view.clock!!.sides[1].low, "the core says Black is short of time")
    }

    /** The clock paused (its row with Resume), and a flag fallen (the end sheet over it), on the phone. */
    @Test fun `a paused clock and a fallen flag`() {
        shoot("game-clock-paused", sizes = listOf(phone)) { app ->
            runOnIdle { app.chooseClockPreset(2) }
            start(app, "international")
            tap(app, "32", "28")
            runOnIdle { app.game!!.pauseClock() }
        }
        shoot("game-clock-flagged", sizes = listOf(phone), themes = listOf(false)) { app ->
            runOnIdle { app.chooseClockPreset(1) }
            start(app, "international")
            tap(app, "32", "28")
            (app.platform as TestPlatform).nowMs += 300_001
            runOnIdle {
                app.game!!.onTick()
                app.game!!.onDismissEnd()
            }
        }
    }

    /** The custom clock's field with the core's reason it cannot be read. */
    @Test fun `home with a custom clock the core refuses`() =
        shoot("home-clock-custom", sizes = listOf(landscape), themes = listOf(false)) { app ->
            runOnIdle {
                app.chooseCustomClock("3+x")
            }
            onNodeWithTag("play-bot").performScrollTo().performClick()
            waitForIdle()
            onNodeWithTag("clock-text").performScrollTo()
        }

    /** Face to face with the far pieces turned: the top strip and the far status turned, the board fixed. */
    @Test fun `face to face`() = shoot("face-to-face") { app ->
        start(app, "international")
        tap(app, "32", "28")
        runOnIdle {
            app.game!!.onFaceToFace(true)
            app.game!!.onTurnFarPieces(true)
        }
    }

    /** Undo asked the other player: the core's request and its two answers. */
    @Test fun `a takeback request`() = shoot("takeback-request", sizes = listOf(phone)) { app ->
        runOnIdle { app.updateSettings(app.settings.copy(takebackAsks = true)) }
        start(app, "international")
        tap(app, "32", "28", "19", "23")
        onNodeWithTag("undo").performClick()
    }

    /** Move confirmation on: 32-28 made on the board waits, drawn there, with the core's Confirm and Cancel. */
    @Test fun `a move held for confirmation`() =
        shoot("game-confirm-move", sizes = listOf(phone), themes = listOf(false)) { app ->
            runOnIdle { app.updateSettings(app.settings.copy(confirmMoves = true)) }
            start(app, "international")
            tap(app, "32", "28")
            assertTrue(app.game!!.uiState.view.pendingMove != null, "the core holds the move")
        }

    @Test fun `home in French`() = shoot("home-fr", Language.FR) {}

    @Test fun `game on 8x8 with a piece selected`() = shoot("game-8x8") { app ->
        start(app, "english")
        tap(app, "11")
    }

    @Test fun `game on 10x10 with a piece selected`() = shoot("game-10x10") { app ->
        start(app, "international")
        tap(app, "32")
    }

    @Test fun `game in French`() = shoot("game-fr", Language.FR) { app ->
        start(app, "international")
        tap(app, "32", "28")
    }

    @Test fun `Russian with edge coordinates`() = shoot("game-russian") { app ->
        start(app, "russian")
        tap(app, "c3", "d4")
    }

    /** A selected man: the selection tinted, its two destinations dotted (the core's marks of a plain move). */
    @Test fun `marks of a selection`() = shoot("marks-destinations") { app ->
        start(app, "international")
        tap(app, "34", "30", "18", "22", "32")
    }

    /** A piece dragged: lifted under the finger, twice its size, over the square it would land on. */
    // The finger is still down: the pointer stays (moving the mouse away would cancel the drag).
    @Test fun `marks of a drag`() = shoot("marks-drag", sizes = listOf(phone), lift = false) { app ->
        start(app, "international")
        val from = app.game!!.uiState.view.board.index("32")
        onNodeWithTag("square-$from").performTouchInput {
            down(center)
            moveBy(Offset(width * 0.2f, -height * 0.2f))
            moveBy(Offset(-width * 0.9f, -height * 0.8f))
        }
        waitForIdle()
    }

    @Test fun `must capture`() = shoot("marks-must-capture") { app ->
        start(app, "international")
        tap(app, "32", "28", "19", "23")
    }

    @Test fun `multi-capture in progress`() = shoot("marks-multi-capture") { app ->
        // Both sides play into a double capture for White: 32-28 19-23 28x19 14x23 (then 37-32 ...) would be long;
        // the rules lesson's position is used instead.
        val lesson = app.lessons().indexOfFirst { it.title.contains("multi-capture", ignoreCase = true) }
        runOnIdle { app.openLesson(lesson) }
        waitForIdle()
        val h = app.lesson!!
        val move = h.uiState.board.legalMoves.maxBy { it.captured.size }
        onNodeWithTag("square-${move.from}").performClick()
        onNodeWithTag("square-${move.path.first()}").performClick()
        waitForIdle()
        assertTrue(h.uiState.board.capture != null)
    }

    @Test fun replay() = shoot("replay") { app ->
        start(app, "english")
        tap(app, "11", "15", "23", "19", "9", "14")
        onNodeWithTag("move-1").performScrollTo().performClick()
    }

    @Test fun `end of the game`() = shoot("end-of-game-english") { app ->
        start(app, "english")
        tap(app, "11", "15")
        runOnIdle { app.game!!.confirmResign() }
        waitForIdle()
        onNodeWithTag("end-sheet").assertExists()
    }

    /** International draughts scores 2-0: the card's score in the variant's style, the winner's trophy. */
    @Test fun `end of an international game`() = shoot("end-of-game-international") { app ->
        start(app, "international")
        tap(app, "32", "28", "19", "23", "28", "19", "14", "23")
        runOnIdle { app.game!!.confirmResign() }
        waitForIdle()
        onNodeWithTag("end-sheet").assertExists()
        onNodeWithTag("move-list").assertExists()
    }

    /** Two unfinished games on home, most recent first: the core's cards with their mini boards. */
    @Test fun `home with unfinished games`() = shoot("home-unfinished") { app ->
        start(app, "english")
        tap(app, "11", "15")
        runOnIdle { app.back() }
        start(app, "international")
        tap(app, "32", "28")
        runOnIdle { app.back() }
    }

    /**
     * Four finished games: drawn by agreement on 8×8, resigned on 8×8 and
     * 10×10, and against the bot (each score's badge in its own colour).
     */
    private fun SkikoComposeUiTest.finishGames(app: AppState) {
        start(app, "english")
        tap(app, "11", "15")
        runOnIdle {
            app.game!!.onOfferDraw()
            app.game!!.onAnswerDraw(true)
            app.back()
        }
        for ((variant, bot) in listOf("english" to false, "international" to false, "international" to true)) {
            start(app, variant, vsBot = bot)
            tap(app, *(if (variant == "english") arrayOf("11", "15") else arrayOf("32", "28")))
            runOnIdle {
                app.game!!.confirmResign()
                app.back()
            }
        }
        waitForIdle()
    }

    @Test fun archive() = shoot("archive", catalog = { BotNeverAnswers() }) { app ->
        finishGames(app)
        runOnIdle { app.push(Screen.Archive) }
        // The pointer of the last tap would hover a row: moved off, as a finger lifts.
        onRoot().performMouseInput { moveTo(Offset(1f, 1f)) }
    }

    @Test fun statistics() = shoot("statistics", catalog = { BotNeverAnswers() }) { app ->
        finishGames(app)
        runOnIdle { app.push(Screen.Stats) }
    }

    @Test fun `rules editor`() = shoot("rules-editor") { app -> runOnIdle { app.homeActions.onEditRules() } }

    @Test fun `position editor`() = shoot("editor") { app ->
        runOnIdle {
            app.openEditor()
            val e = app.editor!!
            e.send(org.draughts.core.EditorInput.Fen("W:W27,28,32,33,K46:B12,13,19,K3"))
            e.send(org.draughts.core.EditorInput.Tool(org.draughts.core.EditorTool.BLACK_MAN))
            // A black man on its own promotion row: refused, the reason in words beside the board.
            e.send(org.draughts.core.EditorInput.Tap(45u))
        }
    }

    @Test fun lesson() = shoot("lesson") { app -> runOnIdle { app.openLesson(0) } }

    /** The rules pages and the lessons, the first two lessons solved (ticked). */
    @Test fun tutorial() = shoot("tutorial") { app ->
        runOnIdle {
            for (l in app.lessons().take(2)) app.lessonProgress.note(l.id, org.draughts.core.LessonState.SOLVED)
            app.push(Screen.Tutorial)
        }
    }

    @Test fun `tutorial page`() = shoot("tutorial-page") { app -> runOnIdle { app.push(Screen.Page(1)) } }

    @Test fun settings() = shoot("settings") { app -> runOnIdle { app.push(Screen.Settings) } }

    @Test fun `board look`() = shoot("board-look") { app -> runOnIdle { app.push(Screen.BoardLook) } }

    /** A setting's choices in their dialog, the current one selected. */
    @Test fun `settings choice`() = shoot("settings-choice", sizes = listOf(phone)) { app ->
        runOnIdle { app.push(Screen.Settings) }
        waitForIdle()
        onNodeWithTag("move-input").performClick()
    }

    @Test fun `keyboard shortcuts`() = shoot("help") { app -> runOnIdle { app.push(Screen.Help) } }

    @Test
    fun `in a 1000x760 window the game's board sits beside the panel, whole`() = uiTest(1000, 760, 1f) {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        start(app, "international")
        val board = onNodeWithTag("board").fetchSemanticsNode().boundsInRoot
        assertTrue(board.left >= 0f && board.top >= 0f && board.bottom <= 760f, "the board is whole: $board")
        // The title row runs across the top, over neither the board nor the panel.
        for (tag in listOf("back", "title", "help")) {
            val b = onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot
            assertTrue(b.bottom <= board.top + 0.5f && b.top >= 0f, "$tag is above the board: $b vs $board")
        }
        for (tag in listOf("player-white", "status", "move-list", "undo", "more")) {
            val b = onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot
            assertTrue(b.left >= board.right && b.right <= 1000.5f, "$tag is beside the board: $b vs $board")
        }
    }

    @Test
    fun `the phone game screen needs no scrolling at 360x640`() {
        for (variant in listOf("international", "english")) {
            uiTest(360, 640, 1.5f) {
                val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
                setThemedContent { DraughtsApp(app) }
                start(app, variant)
                tap(app, if (variant == "english") "11" else "32")
                val height = 640f * 1.5f
                val tags = listOf(
                    "title", "player-black", "board", "player-white", "status", "announcement",
                    "move-list", "undo", "redo", "flip", "more",
                )
                for (tag in tags) {
                    val b = onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot
                    assertTrue(
                        b.top >= 0f && b.bottom <= height + 0.5f,
                        "$tag is on screen without scrolling: $b (window height $height)",
                    )
                }
                // Nothing on the game screen scrolls vertically but the move table, inside its own box.
                val scrolling = onNodeWithTag("game-body").fetchSemanticsNode().let { n ->
                    generateSequence(listOf(n)) { level ->
                        level.flatMap { it.children }.takeIf { it.isNotEmpty() }
                    }.flatten()
                        .filter { it.config.contains(SemanticsProperties.VerticalScrollAxisRange) }
                        .filter {
                            it.config.getOrElseNullable(SemanticsProperties.TestTag) { null } != "move-list"
                        }.toList()
                }
                assertEquals(emptyList<Any>(), scrolling.map { it.config })
                // The board nearly as wide as the window: it gives up a little for two rows of the move table.
                val board = onNodeWithTag("board").fetchSemanticsNode().boundsInRoot
                assertTrue(board.width >= (360 - 24) * 1.5f - 1, "board width ${board.width}")
            }
        }
    }

    @Test
    fun `the lesson keeps its board, task, verdict and buttons on screen at 1000x760 and 1270x600`() {
        for ((w, h) in listOf(1000 to 760, 1270 to 600)) {
            uiTest(w, h, 1f) {
                val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
                setThemedContent { DraughtsApp(app) }
                runOnIdle { app.openLesson(0) }
                waitForIdle()
                val holder = app.lesson!!
                val lesson = holder.uiState.lesson
                val legal = holder.uiState.board.legalMoves
                clickMove(
                    legal.firstOrNull {
                        it.notation in lesson.solutions
                    } ?: legal.first(),
                ) { holder.uiState.state.ordinal }
                onNodeWithTag("retry").performClick() // "Try again": the title must not scroll away
                waitForIdle()
                clickMove(
                    holder.uiState.board.legalMoves.firstOrNull { it.notation in lesson.solutions }
                        ?: holder.uiState.board.legalMoves.first(),
                ) {
                    holder.uiState.state.ordinal
                }
                for (tag in listOf("back", "lesson-task", "board", "verdict", "announcement", "retry", "next-lesson")) {
                    val b = onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot
                    assertTrue(
                        b.top >= 0f && b.bottom <= h + 0.5f && b.right <= w + 0.5f,
                        "$tag on screen at ${w}x$h: $b",
                    )
                }
                val board = onNodeWithTag("board").fetchSemanticsNode().boundsInRoot
                assertTrue(board.height >= h * 0.6f, "the board uses the height: $board")
                // Beside the panel, not under it.
                for (tag in listOf("back", "lesson-task", "verdict", "retry")) {
                    val b = onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot
                    assertTrue(
                        b.left >= board.right && board.left >= 0f,
                        "$tag is beside the board at ${w}x$h: $b vs $board",
                    )
                }
                shot("lesson-solved-${w}x$h")
            }
        }
    }
}
