package org.draughts.desktop

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.toPixelMap
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsFocused
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.isFocused
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performKeyInput
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.test.pressKey
import androidx.compose.ui.test.requestFocus
import androidx.compose.ui.test.withKeyDown
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.data.FfiSession
import org.draughts.app.ui.game.GameRoute
import org.draughts.app.ui.game.GameStateHolder
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.app.ui.theme.BoardPalettes
import org.draughts.app.ui.theme.DraughtsTheme
import org.draughts.core.EventKind
import org.draughts.core.GameHandle
import org.draughts.core.GameMode
import org.draughts.core.Language
import org.draughts.core.Outcome
import org.draughts.core.Player
import org.draughts.core.Side
import org.draughts.core.lessons
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import androidx.compose.ui.input.key.Key as ComposeKey

/** The core's test files of the import screen. */
private fun importFile(name: String): ByteArray {
    val paths = listOf("../../core/app/tests/data/$name", "core/app/tests/data/$name")
    return paths.map { java.io.File(it) }.first { it.exists() }.readBytes()
}

/** Whole games without a mouse, the keyboard behaviour a keyboard user expects, the semantics of every screen, and contrast. */
@OptIn(ExperimentalTestApi::class)
class AccessibilityTest {
    private fun SkikoComposeUiTest.open(
        settings: AppSettings = AppSettings(theme = ThemeMode.LIGHT),
        platform: TestPlatform = TestPlatform(),
    ): AppState {
        val app = newApp(settings = settings, platform = platform)
        setThemedContent { DraughtsApp(app) }
        waitForIdle()
        return app
    }

    private fun SkikoComposeUiTest.startGame(app: AppState, variant: String, bot: Side? = null) {
        runOnIdle {
            app.chooseVariant(variant)
            app.chooseVsBot(bot != null)
            if (bot != null) {
                app.chooseLevel(1)
                app.chooseSide(if (bot == Side.WHITE) Side.BLACK else Side.WHITE)
            }
            app.startGame()
        }
        waitForIdle()
    }

    @Test
    fun `a whole game by keyboard - arrows and Enter on the board, a multi-capture step by step, an undo, Tab to the menu, the result announced`() =
        uiTest {
            // Two players from the rules lesson's position, where the side to move has a capture of several pieces.
            val lesson = lessons(Language.EN).first { l -> l.title.contains("multi-capture", ignoreCase = true) }
            val session =
                FfiSession(GameHandle.fromFen(lesson.rules, lesson.fen, Player.Human, Player.Human, Language.EN))
            val game = GameStateHolder(session, TestPlatform(), null, Language.EN)
            setThemedContent { DraughtsTheme(dark = false) { GameRoute(game, AppSettings(), {}, {}) } }
            waitForIdle()
            onNodeWithTag("board").assertIsFocused()
            fun view() = game.uiState.view
            fun cursorTo(square: UInt) = walkCursor(square) { view().board }
            val m = view().board.legalMoves.maxBy { it.captured.size }
            assertTrue(m.captured.size >= 2, "a multi-capture: ${m.notation}")
            // Select, then Escape cancels, announced in words.
            cursorTo(m.from)
            press(ComposeKey.Enter)
            assertEquals(m.from, view().board.selected)
            press(ComposeKey.Escape)
            assertEquals(EventKind.Cancelled, view().event?.kind)
            assertTrue(
                Regex("[A-Za-z]{3,}").containsMatchIn(game.uiState.announcement.orEmpty()),
                game.uiState.announcement,
            )
            // The capture, landing square by landing square.
            cursorTo(m.from)
            press(ComposeKey.Enter)
            for ((i, step) in m.path.withIndex()) {
                cursorTo(step)
                press(ComposeKey.Enter)
                if (i < m.path.size - 1) assertEquals(m.path.take(i + 1), nn(view().board.capture).steps)
            }
            assertEquals(m.notation, view().moves.last().text)
            // Undo with Ctrl+Z, announced in words; Ctrl+Y plays it again.
            val plies = view().currentPly
            focused().performKeyInput { withKeyDown(ComposeKey.CtrlLeft) { pressKey(ComposeKey.Z) } }
            waitForIdle()
            assertEquals(plies - 1u, view().currentPly)
            assertEquals(EventKind.Undone, view().event?.kind)
            assertEquals(view().event?.text, game.uiState.announcement)
            focused().performKeyInput { withKeyDown(ComposeKey.CtrlLeft) { pressKey(ComposeKey.Y) } }
            waitForIdle()
            assertEquals(plies, view().currentPly)
            if (view().result == null) {
                // The other side answers by keyboard too, then resigns: Tab to the menu, Enter opens it, the arrows reach Resign.
                val reply = view().board.legalMoves.first()
                cursorTo(reply.from)
                press(ComposeKey.Enter)
                for (step in reply.path) {
                    if (view().currentPly > plies) break
                    cursorTo(step)
                    press(ComposeKey.Enter)
                }
                assertEquals(plies + 1u, view().currentPly)
                tabTo("more")
                press(ComposeKey.Enter)
                repeat(8) { if (focusedTag() != "resign") press(ComposeKey.DirectionDown) }
                assertEquals("resign", focusedTag())
                press(ComposeKey.Enter)
                waitForIdle()
                // The core asks first ("Resign this game?").
                onNodeWithTag("confirm-resign").performClick()
                waitForIdle()
            }
            val result = nn(view().result, "the game ended")
            assertTrue(game.uiState.announcement.orEmpty().isNotBlank())
            assertEquals(
                result.headline,
                onNodeWithTag("result").fetchSemanticsNode().config[SemanticsProperties.Text].joinToString(""),
            )
            assertTrue(
                game.uiState.view.events.any {
                    it.text == game.uiState.announcement ||
                        game.uiState.announcement.orEmpty().contains(it.text)
                },
            )
            // The end card takes the focus on Rematch; its close button, last, gives the board back.
            onNodeWithTag("rematch").assertIsFocused()
            tabTo("sheet-close")
            press(ComposeKey.Enter)
            onNodeWithTag("board").assertIsFocused()
            shot("keyboard-game-end")
        }

    @Test
    fun `a whole game by screen reader - squares found by description, clicked by action, every move and the bot's reply read from the live region`() =
        uiTest {
            val platform = TestPlatform()
            val app = open(platform = platform)
            startGame(app, "english", bot = Side.WHITE)
            val game = app.game!!
            fun view() = game.uiState.view
            fun awaitBot() = waitUntil(timeoutMillis = 120_000) {
                platform.drain()
                view().search == null
            }
            fun live(): String =
                onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.LiveRegion)).fetchSemanticsNodes()
                    .joinToString(" ") { it.config.getOrNull(SemanticsProperties.Text)?.joinToString("").orEmpty() }

            /** A square as TalkBack finds it: its name is the description, its state says what is on it. */
            fun square(name: String) = onNode(
                SemanticsMatcher.expectValue(SemanticsProperties.ContentDescription, listOf(name)),
                useUnmergedTree = true,
            )
            awaitBot() // Black (the person) moves first in English draughts; nothing to wait for unless the bot starts
            var moves = 0
            while (view().result == null && moves < 12) {
                val m = view().board.legalMoves.maxBy { it.captured.size }
                val from = view().board.at(m.from)
                val state = square(from.name).fetchSemanticsNode().config[SemanticsProperties.StateDescription]
                assertTrue(state.contains("black", ignoreCase = true), "the square says whose piece it is: $state")
                square(from.name).performSemanticsAction(SemanticsActions.OnClick)
                waitForIdle()
                for (step in m.path) {
                    if (view().moves.size > moves * 2) break
                    val target = view().board.at(step)
                    assertTrue(target.state.isNotBlank())
                    square(target.name).performSemanticsAction(SemanticsActions.OnClick)
                    waitForIdle()
                }
                val mine = view().moves.last { it.side == Side.BLACK }
                assertTrue(live().contains(mine.spoken), "the live region reads my move: ${live()} / ${mine.spoken}")
                if (view().result != null) break
                awaitBot()
                waitForIdle()
                val reply = view().moves.last()
                assertEquals(Side.WHITE, reply.side)
                assertTrue(
                    live().contains(reply.spoken),
                    "the live region reads the bot's reply: ${live()} / ${reply.spoken}",
                )
                moves++
            }
            if (view().result == null) {
                // End it as a screen-reader user would: the More menu, then Resign, by their labels.
                onNode(hasText("More")).performSemanticsAction(SemanticsActions.OnClick)
                waitForIdle()
                onNode(hasText("Resign")).performSemanticsAction(SemanticsActions.OnClick)
                waitForIdle()
                // The core asks first: the dialog's Resign button.
                onNodeWithTag("confirm-resign").performSemanticsAction(SemanticsActions.OnClick)
                waitForIdle()
            }
            val result = nn(view().result)
            assertTrue(result.outcome == Outcome.WHITE_WINS || view().moves.isNotEmpty())
            assertTrue(live().isNotBlank(), "the end is announced")
        }

    @Test
    fun `initial focus on each screen's main element, and Escape goes back everywhere`() = uiTest {
        val app = open()
        onNodeWithTag("play-bot").assertIsFocused()
        for ((screen, main) in listOf(
            Screen.Settings to "back",
            Screen.Help to "back",
            Screen.Archive to "back",
            Screen.Stats to "back",
            Screen.Tutorial to null,
            Screen.Page(1) to "page",
            Screen.RulesEditor to null,
        )) {
            runOnIdle { if (screen == Screen.RulesEditor) app.homeActions.onEditRules() else app.push(screen) }
            waitForIdle()
            if (main != null) {
                onNodeWithTag(main).assertIsFocused()
            } else {
                assertNotNull(focusedTag(), "something has the focus on $screen")
            }
            press(ComposeKey.Escape)
            assertEquals(Screen.Home, app.screen, "Escape leaves $screen")
        }
        runOnIdle { app.openLesson(0) }
        waitForIdle()
        onNodeWithTag("board").assertIsFocused()
        // On the lesson board Escape belongs to the lesson (cancel); from another control it goes back.
        tabTo("next-lesson") // no "Try again" before an attempt
        press(ComposeKey.Escape)
        assertEquals(Screen.Home, app.screen)
        startGame(app, "english")
        onNodeWithTag("board").assertIsFocused()
        // On the game board Escape cancels while the core has something to cancel, else goes back.
        assertFalse(app.game!!.uiState.view.enabled.cancel)
        press(ComposeKey.Escape)
        assertEquals(Screen.Home, app.screen, "nothing to cancel: Escape leaves the game")
        startGame(app, "english")
        tabTo("flip")
        press(ComposeKey.Escape)
        assertEquals(Screen.Home, app.screen)
    }

    @Test
    fun `the cursor starts on a piece of the side to move, a click moves it, and focus comes back after replay and the menu`() =
        uiTest {
            val app = open()
            startGame(app, "english")
            val game = app.game!!
            fun board() = game.uiState.view.board
            val start = board().at(nn(board().cursor))
            assertEquals(
                game.uiState.view.turn,
                start.piece?.side,
                "the cursor starts on a piece of the side to move: ${start.name}",
            )
            val other = board().squares.first { it.piece?.side == game.uiState.view.turn && it.square != start.square }
            onNodeWithTag("square-${other.square}").performClick()
            waitForIdle()
            assertEquals(other.square, board().cursor, "a click moves the cursor")
            // Play two moves, replay the first from the move strip with the arrows, come back.
            for (m in listOf("11" to "15", "23" to "19")) {
                onNodeWithTag("square-${board().index(m.first)}").performClick()
                onNodeWithTag("square-${board().index(m.second)}").performClick()
                waitForIdle()
            }
            onNodeWithTag("move-list").requestFocus()
            press(ComposeKey.DirectionLeft)
            assertEquals(1u, game.uiState.view.replay?.plies, "Left steps back one position")
            onNodeWithTag("move-0").assertIsSelected()
            onNodeWithTag("move-list").assertIsFocused() // one tab stop: the strip keeps the focus
            onNodeWithTag("end-replay").performClick()
            waitForIdle()
            onNodeWithTag("board").assertIsFocused()
            // The export in the menu: announced in words, and the focus back on the board.
            menuItem("export-pdn").performClick()
            waitForIdle()
            assertEquals(EventKind.Exported, game.uiState.view.event?.kind)
            assertTrue(Regex("[A-Za-z]{3,}").containsMatchIn(game.uiState.announcement.orEmpty()))
            onNodeWithTag("board").assertIsFocused()
        }

    @Test
    fun `each radio group is one tab stop walked with the arrows`() = uiTest {
        val app = open()
        onNodeWithTag("variant-card").performScrollTo().performClick()
        waitForIdle()
        onNodeWithTag("variants").assertIsFocused()
        val before = app.homeForm.variants.indexOfFirst { it.selected }
        press(ComposeKey.DirectionRight)
        assertEquals(before + 1, app.homeForm.variants.indexOfFirst { it.selected })
        onNodeWithTag("variants").assertIsFocused()
        press(ComposeKey.Tab)
        assertEquals("edit-rules", focusedTag(), "one Tab leaves the whole group")
        // Escape closes the sheet; the bot's sheet holds its level, colour and clock, each one tab stop.
        press(ComposeKey.Escape)
        onNodeWithTag("home-sheet").assertDoesNotExist()
        assertEquals(GameMode.VS_BOT, app.homeForm.mode, "the core opens the form against the bot")
        onNodeWithTag("play-bot").performClick()
        waitForIdle()
        onNodeWithTag("levels").requestFocus()
        val level = app.homeForm.bot!!.levels.indexOfFirst { it.selected }
        press(ComposeKey.DirectionRight)
        assertEquals(level + 1, app.homeForm.bot!!.levels.indexOfFirst { it.selected })
        press(ComposeKey.Tab)
        assertEquals("sides", focusedTag())
        press(ComposeKey.Tab)
        assertEquals("clocks", focusedTag())
    }

    /** Whether the focused node lies inside the open home sheet. */
    private fun SkikoComposeUiTest.focusInSheet(): Boolean =
        onAllNodes(isFocused() and hasAnyAncestor(hasTestTag("home-sheet"))).fetchSemanticsNodes().isNotEmpty()

    @Test
    fun `an open home sheet keeps the focus until Escape closes it`() = uiTest {
        val app = open()
        for (opener in listOf("variant-card", "play-bot")) {
            onNodeWithTag(opener).performScrollTo().performClick()
            waitForIdle()
            assertTrue(focusInSheet(), "$opener: the sheet takes the focus")
            // Forward and backward, well past the sheet's controls: the focus never reaches the screen behind.
            val seen = mutableSetOf<String?>()
            for (key in listOf(ComposeKey.Tab, null)) {
                repeat(30) {
                    if (key == null) {
                        focused().performKeyInput { withKeyDown(ComposeKey.ShiftLeft) { pressKey(ComposeKey.Tab) } }
                        waitForIdle()
                    } else {
                        press(key)
                    }
                    assertTrue(focusInSheet(), "$opener: the focus stays in the sheet (on ${focusedTag()})")
                    seen += focusedTag()
                }
            }
            assertTrue("home-sheet-close" in seen, "$opener: Tab wraps round to the close button: $seen")
            press(ComposeKey.Escape)
            onNodeWithTag("home-sheet").assertDoesNotExist()
            assertEquals(Screen.Home, app.screen, "$opener: Escape closes the sheet, not home")
        }
    }

    @Test
    fun `a hint is announced in words`() = uiTest {
        val platform = TestPlatform()
        val app = open(platform = platform)
        startGame(app, "english", bot = Side.WHITE)
        val game = app.game!!
        focused().performKeyInput { pressKey(ComposeKey.H) }
        waitUntil(timeoutMillis = 120_000) {
            platform.drain()
            game.uiState.view.search == null
        }
        waitForIdle()
        assertEquals(EventKind.Hint, game.uiState.view.event?.kind)
        val said = game.uiState.announcement.orEmpty()
        assertTrue(said.contains(" to ") || Regex("[A-Za-z]{4,}").containsMatchIn(said), "a hint in words: $said")
    }

    @Test
    fun `the tutorial page scrolls with the arrows`() = uiTest(360, 640, 1.5f) {
        val app = open()
        runOnIdle { app.push(Screen.Page(1)) }
        waitForIdle()
        val top = onNodeWithTag("back").fetchSemanticsNode().boundsInRoot.top
        repeat(4) { press(ComposeKey.DirectionDown) }
        assertTrue(onNodeWithTag("back").fetchSemanticsNode().boundsInRoot.top < top, "Down scrolled the page")
        press(ComposeKey.PageUp)
        press(ComposeKey.PageUp)
        assertEquals(top, onNodeWithTag("back").fetchSemanticsNode().boundsInRoot.top)
    }

    @Test
    fun `a visible focus ring on the controls and on the board`() = uiTest {
        val app = open()
        startGame(app, "english")
        fun pixels(tag: String) = onNodeWithTag(tag).captureToImage().toPixelMap().let { m ->
            IntArray(m.width * m.height) { m[it % m.width, it / m.width].hashCode() }
        }
        // The rings are the keyboard's: a key press (a lone Shift does nothing else) shows them.
        onNodeWithTag("board").requestFocus()
        press(ComposeKey.ShiftLeft)
        for (tag in listOf("flip", "more", "move-list", "board")) {
            onNodeWithTag(if (tag == "board") "flip" else "board").requestFocus()
            waitForIdle()
            val plain = pixels(tag)
            onNodeWithTag(tag).requestFocus()
            waitForIdle()
            val ringed = pixels(tag)
            val changed = plain.indices.count { plain[it] != ringed[it] }
            assertTrue(changed > plain.size / 50, "focus on $tag changes $changed of ${plain.size} pixels")
        }
        onNodeWithTag("board").requestFocus()
        shot("keyboard-focus-ring-board")
    }

    @Test
    fun `no focus mark until a key is pressed, none again after a touch`() = uiTest {
        val app = open()
        startGame(app, "english")
        fun pixels() = onNodeWithTag("board").captureToImage().toPixelMap().let { m ->
            IntArray(m.width * m.height) { m[it % m.width, it / m.width].hashCode() }
        }
        onNodeWithTag("board").assertIsFocused()
        val touch = pixels()
        press(ComposeKey.ShiftLeft)
        val keyboard = pixels()
        assertTrue(
            touch.indices.count {
                touch[it] != keyboard[it]
            } > touch.size / 100,
            "a key shows the ring and the cursor",
        )
        // A touch on a square with no piece of the side to move changes nothing but the mode.
        val empty = app.game!!.uiState.view.board.squares.first { it.piece == null && !it.flags.target }
        onNodeWithTag("square-${empty.square}").performClick()
        waitForIdle()
        assertTrue(pixels().contentEquals(touch), "a touch hides the focus marks again")
        onNodeWithTag("board").assertIsFocused()
    }

    /** Every square described, every clickable and focusable node labelled, touch targets ≥ 48 dp but squares. */
    private fun SkikoComposeUiTest.assertAccessible(where: String) {
        waitForIdle()
        val nodes = onAllNodes(SemanticsMatcher("any") { true }).fetchSemanticsNodes()
        fun label(n: SemanticsNode) = (
            n.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty() +
                n.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text }
            ).joinToString("").trim()
        val density = 1.5f
        for (n in nodes) {
            val tag = n.config.getOrNull(SemanticsProperties.TestTag).orEmpty()
            val acts = n.config.contains(SemanticsActions.OnClick)
            val focusable = n.config.contains(SemanticsProperties.Focused)
            if (acts ||
                focusable
            ) {
                assertTrue(
                    label(n).isNotEmpty(),
                    "$where: unlabelled ${if (acts) "button" else "focusable"} $tag ${n.config}",
                )
            }
            if (tag.startsWith("square-")) {
                assertTrue(n.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty().single().isNotBlank())
                assertTrue(
                    n.config.getOrNull(SemanticsProperties.StateDescription).orEmpty().isNotBlank(),
                    "$where: $tag has a state",
                )
            } else if (acts) {
                // The laid-out size: a node scrolled out of view has empty bounds but keeps its size.
                val b = n.size
                assertTrue(
                    b.width >= 48 * density - 1 && b.height >= 48 * density - 1,
                    "$where: touch target $tag '${label(n)}' is ${b.width / density}×${b.height / density} dp",
                )
            }
        }
    }

    @Test
    fun `semantics on every screen - squares described, controls labelled, targets of 48 dp`() = uiTest {
        val app = open()
        assertAccessible("home")
        onNodeWithTag("play-bot").performClick()
        assertAccessible("home's new-game sheet")
        press(ComposeKey.Escape)
        onNodeWithTag("variant-card").performScrollTo().performClick()
        assertAccessible("home's variant sheet")
        press(ComposeKey.Escape)
        startGame(app, "international")
        onNodeWithTag("square-${app.game!!.uiState.view.board.index("32")}").performClick()
        assertAccessible("game")
        onNodeWithTag("more").performClick()
        assertAccessible("game menu")
        press(ComposeKey.Escape)
        runOnIdle { app.game!!.onResign() }
        assertAccessible("end of game")
        // The resigned game is in the archive and the statistics: their rows are checked too.
        for (s in listOf(
            Screen.Settings,
            Screen.BoardLook,
            Screen.Help,
            Screen.Tutorial,
            Screen.Page(1),
            Screen.Archive,
            Screen.Stats,
        )) {
            runOnIdle { app.push(s) }
            assertAccessible(s.toString())
            runOnIdle { app.back() }
        }
        runOnIdle {
            app.back()
            app.homeActions.onEditRules()
        }
        assertAccessible("rules editor")
        runOnIdle {
            app.back()
            app.openLesson(0)
        }
        assertAccessible("lesson")
    }

    /**
     * The import screen: its controls labelled, and each game row one node a screen reader reads whole (the
     * core's sentence: number, players, result, variant, event and date) and can activate to open that game.
     */
    @Test
    fun `the import screen reads each game row whole and opens it by its action`() = uiTest(360, 640, 1.5f) {
        val app = open()
        runOnIdle { app.openImport(bytes = importFile("import-games.pdn")) }
        assertAccessible("import")
        val rows = app.pdnImport!!.view.rows
        assertEquals(6, rows.size)
        for (row in rows) {
            val node = onNodeWithTag("import-game-${row.index}").performScrollTo().fetchSemanticsNode()
            assertEquals(listOf(row.spoken), node.config.getOrNull(SemanticsProperties.ContentDescription))
            assertTrue(row.spoken.contains(row.players) && row.spoken.contains(row.result), row.spoken)
            assertTrue(node.config.contains(SemanticsActions.OnClick), "row ${row.index} is actionable")
            assertTrue(node.children.isEmpty(), "row ${row.index} is read as one node, not its parts")
        }
        // The Russian game's row, by its action: its game on the analysis board (12 men a side).
        val russian = rows.first { it.variant == "Russian" }
        onNodeWithTag("import-game-${russian.index}").performScrollTo()
            .performSemanticsAction(SemanticsActions.OnClick)
        waitForIdle()
        assertTrue(app.screen is Screen.Analysis)
        assertEquals(24, app.analysis!!.uiState.view.board.squares.count { it.piece != null })
    }

    private fun luminance(c: Color): Double {
        fun ch(v: Float) = if (v <= 0.03928f) v / 12.92 else Math.pow((v + 0.055) / 1.055, 2.4)
        return 0.2126 * ch(c.red) + 0.7152 * ch(c.green) + 0.0722 * ch(c.blue)
    }

    private fun contrast(a: Color, b: Color): Double {
        val (x, y) = luminance(a) to luminance(b)
        return (maxOf(x, y) + 0.05) / (minOf(x, y) + 0.05)
    }

    @Test
    fun `highlight marks reach 3 to 1 against both square colours, directly or through their dark keyline`() {
        // The board palettes are the same in the light and dark app themes, so each palette covers both.
        for (p in BoardPalettes) {
            for ((mark, colour) in listOf(
                "target" to p.target,
                "must capture" to p.mustCapture,
                "last move" to p.lastMove,
                "selected" to p.selected,
                "hint" to p.hint,
                "captured" to p.captured,
                "cursor" to p.cursor,
            )) {
                for ((square, bg) in listOf("light" to p.light, "dark" to p.dark)) {
                    val direct = contrast(colour, bg)
                    val keyed = minOf(contrast(p.keyline, bg), contrast(colour, p.keyline))
                    assertTrue(
                        direct >= 3.0 || keyed >= 3.0,
                        "${p.id}: $mark on the $square square: ${"%.2f".format(
                            direct,
                        )}:1, keyline ${"%.2f".format(keyed)}:1",
                    )
                }
            }
        }
        assertNotEquals(BoardPalettes[0].keyline, BoardPalettes[0].light)
    }

    @Test
    fun `desktop shortcuts - F flips, F1 lists the shortcuts, N leaves for a new game`() = uiTest {
        val app = open()
        startGame(app, "english")
        val game = app.game!!
        val flipped = game.uiState.view.board.flipped
        press(ComposeKey.F)
        assertEquals(!flipped, game.uiState.view.board.flipped)
        assertEquals(EventKind.Flipped, game.uiState.view.event?.kind)
        press(ComposeKey.F1)
        assertEquals(Screen.Help, app.screen)
        assertTrue(onAllNodes(hasTestTag("shortcut")).fetchSemanticsNodes().size >= 10)
        press(ComposeKey.Escape)
        assertEquals(Screen.Game, app.screen)
        onNodeWithTag("board").assertIsFocused()
        press(ComposeKey.N)
        assertEquals(Screen.Home, app.screen)
    }

    @Test
    fun `rematch from the end sheet swaps the colours against the bot`() = uiTest {
        val platform = TestPlatform()
        val app = open(platform = platform)
        startGame(app, "english", bot = Side.WHITE) // the person plays Black
        val first = app.game!!
        assertEquals(Side.BLACK, first.uiState.view.actingSide)
        menuItem("resign").performClick()
        waitForIdle()
        onNodeWithTag("confirm-resign").performClick()
        waitForIdle()
        onNodeWithTag("rematch").assertIsFocused().performClick()
        waitForIdle()
        val second = app.game!!
        assertTrue(second !== first)
        // A new game: at most the bot's opening move (the core may have applied it already).
        assertTrue(second.uiState.view.moves.none { it.side == Side.WHITE } && second.uiState.view.moves.size <= 1)
        assertEquals(Side.WHITE, second.uiState.view.actingSide, "colours swapped")
        assertEquals(first.uiState.view.title, second.uiState.view.title)
        onNodeWithTag("end-sheet").assertDoesNotExist()
    }
}
