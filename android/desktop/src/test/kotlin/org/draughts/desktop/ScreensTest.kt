package org.draughts.desktop

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertContentDescriptionContains
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performSemanticsAction
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.data.Samples
import org.draughts.app.ui.game.GameActions
import org.draughts.app.ui.game.GameScreen
import org.draughts.app.ui.game.GameUiState
import org.draughts.app.ui.game.SAVE_NAME
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.SquareLabels
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.app.ui.theme.DraughtsTheme
import org.draughts.core.DrawCounterView
import org.draughts.core.DrawOfferView
import org.draughts.core.EndReason
import org.draughts.core.Language
import org.draughts.core.MoveEntry
import org.draughts.core.MoveRow
import org.draughts.core.RuleKnobId
import org.draughts.core.Side
import org.draughts.core.StatusLineView
import org.draughts.core.StatusTone
import org.draughts.core.variants
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Every screen rendered headless, saved as PNG, and checked through the semantics tree. */
@OptIn(ExperimentalTestApi::class)
class ScreensTest {
    @Test
    fun `home lists every preset with the core's name and description, in light, dark and French`() {
        for ((name, settings) in listOf(
            "home-light" to AppSettings(theme = ThemeMode.LIGHT),
            "home-dark-fr" to AppSettings(theme = ThemeMode.DARK, languageChoice = Language.FR),
        )) {
            uiTest {
                val app = newApp(settings = settings)
                setThemedContent { DraughtsApp(app) }
                shot(name)
                // The variant card opens the sheet; each preset is one choice, named by the core, and choosing it
                // shows its full name and description, on the card too once the sheet is closed.
                onNodeWithTag("variant-card").performScrollTo().performClick()
                waitForIdle()
                for (v in variants(settings.language)) {
                    onNodeWithTag("variant-${v.id}").assertTextEquals(v.shortName).performClick()
                    waitForIdle()
                    onNodeWithTag("variant-${v.id}").assertIsSelected()
                    onNodeWithTag("variant-summary").assertTextContains(v.name).assertTextContains(v.tagline)
                }
                onNodeWithTag("variant-done").performClick()
                waitForIdle()
                onNodeWithTag("home-sheet").assertDoesNotExist()
                val last = variants(settings.language).last()
                onNodeWithTag("variant-card").assertContentDescriptionContains(last.name, substring = true)
            }
        }
    }

    @Test
    fun `games on 8x8 and 10x10 in light and dark, with labels and a piece selected`() {
        for (dark in listOf(false, true)) {
            for ((id, opening) in listOf("english" to "11", "international" to "32")) {
                uiTest {
                    val theme = if (dark) ThemeMode.DARK else ThemeMode.LIGHT
                    val app = newApp(settings = AppSettings(theme = theme, labels = SquareLabels.INSIDE))
                    setThemedContent { DraughtsApp(app) }
                    openNewGame(app, id)
                    onNodeWithTag("start").performClick()
                    waitForIdle()
                    val game = app.game!!
                    val snap = game.uiState.view.board
                    // Every playing square is a node labelled with its name, valued with the core's state (the name is not read twice), with the button role.
                    for (sq in snap.squares) {
                        val node = onNodeWithTag("square-${sq.square}")
                        assertEquals(sq.name, node.description())
                        assertEquals(sq.state, node.state())
                        assertFalse(sq.state.startsWith(sq.name + ","), sq.state)
                    }
                    onNodeWithTag("square-${snap.index(opening)}").performClick()
                    waitForIdle()
                    val selected = game.uiState.view.board.squares.first { it.flags.selected }
                    onNodeWithTag("square-${selected.square}").assertIsSelected()
                    assertTrue(game.uiState.view.board.squares.any { it.flags.target })
                    shot("game-${if (id == "english") "8x8" else "10x10"}-${if (dark) "dark" else "light"}")
                }
            }
        }
    }

    @Test
    fun `the game screen draws a hand-made snapshot - status, draw offer, counter, buttons and move list as given`() =
        uiTest {
            // Made up on purpose over a real start: a draw counter and an offer on move 2 cannot happen together,
            // and the screen must draw whatever it is given.
            val start = Samples.start
            val view = start.copy(
                status = "White to move",
                statusLine = StatusLineView("White to move", StatusTone.PLAIN),
                moves = listOf(move(0, "1.", "11-15"), move(1, null, "23-19", current = true)),
                currentPly = 2u,
                moveTable = start.moveTable.copy(
                    rows = listOf(MoveRow("1.", listOf(0u, 1u))),
                    currentRow = 0u,
                    emptyText = null,
                ),
                drawOffer = DrawOfferView(
                    Side.BLACK,
                    "Black offers a draw: White may accept or decline.",
                    "Accept",
                    "Decline",
                ),
                drawCounter = DrawCounterView(EndReason.KINGS_ONLY, 20u, 25u, 40u, null, "25-move rule: 20 moves left"),
                enabled = start.enabled.copy(
                    undo = true,
                    redo = false,
                    hint = false,
                    offerDraw = false,
                    answerDraw = true,
                    resign = true,
                    endReplay = false,
                ),
            )
            val replayed = mutableListOf<UInt>()
            val answers = mutableListOf<Boolean>()
            val actions = GameActions(onReplay = { replayed += it }, onAnswerDraw = { answers += it })
            setThemedContent {
                DraughtsTheme(dark = false) {
                    GameScreen(GameUiState(view, announcement = "said once"), AppSettings(), actions)
                }
            }
            onNodeWithTag("status").assertTextEquals("White to move")
            onNodeWithTag("announcement").assertTextEquals("said once")
            onNodeWithTag("draw-offer").assertTextEquals(view.drawOffer!!.text)
            onNodeWithTag("draw-counter").assertTextEquals(view.drawCounter!!.text)
            onNodeWithTag("undo").assertIsEnabled()
            onNodeWithTag("redo").assertIsNotEnabled()
            onNodeWithTag("hint").assertDoesNotExist() // two players: no hint button at all
            onNodeWithTag("end-replay").assertDoesNotExist()
            menuItem("offer-draw").assertIsNotEnabled()
            onNodeWithTag("resign").assertIsEnabled().performClick() // closes the menu
            waitForIdle()
            onNodeWithTag("decline-draw").assertIsEnabled().performClick()
            assertEquals(listOf(false), answers)
            onNodeWithTag("move-0").performScrollTo().assertTextEquals("11-15")
            onNodeWithTag("move-row-0").assertTextEquals("1.")
            onNodeWithTag("move-1").assertTextEquals("23-19").assertIsSelected()
            onNodeWithTag("move-0").performClick()
            assertEquals(listOf(1u), replayed, "a move's replayPlies: the position after it")
        }

    @Test
    fun `landscape tablet layout`() = uiTest(widthDp = 1280, heightDp = 800, density = 1f) {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT, labels = SquareLabels.OUTSIDE))
        setThemedContent { DraughtsApp(app) }
        openNewGame(app, "russian")
        onNodeWithTag("start").performClick()
        waitForIdle()
        // Two panes: the board on the left, the strips, moves and actions beside it.
        val board = onNodeWithTag("board").fetchSemanticsNode().boundsInRoot
        for (tag in listOf("move-list", "player-white", "status", "undo")) {
            val b = onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot
            assertTrue(b.left >= board.right, "$tag is beside the board: $b vs $board")
        }
        shot("game-russian-landscape")
    }

    @Test
    fun `rules editor starts from a preset, explains with the core's page and refuses bad rules`() = uiTest {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        onNodeWithTag("variant-card").performScrollTo().performClick()
        onNodeWithTag("variant-english").performClick()
        onNodeWithTag("edit-rules").performClick()
        waitForIdle()
        onNodeWithTag("preset-english").assertIsSelected()
        // The knobs are the core's: its labels and choices, the preset's values selected.
        val knobs = org.draughts.core.ruleKnobs(app.editorRules, org.draughts.core.Language.EN)
        for (k in knobs) {
            onNodeWithTag("knob-${k.id.name.lowercase()}").performScrollTo()
            assertTrue(onAllNodesWithText(k.label).fetchSemanticsNodes().isNotEmpty(), k.label)
            onNodeWithTag("knob-${k.id.name.lowercase()}-${k.current}").assertIsSelected()
        }
        onNodeWithTag("knob-board").performScrollTo()
        val kings = knobs.first { it.id == RuleKnobId.FLYING_KINGS }
        onNodeWithTag("knob-flying_kings-${kings.current}").assertIsSelected()
        shot("rules-editor")
        val other = 1 - kings.current.toInt()
        onNodeWithTag("knob-flying_kings-$other").performScrollTo().performClick()
        waitForIdle()
        assertTrue(app.editorRules.flyingKings)
        onNodeWithTag("knob-flying_kings-$other").assertIsSelected()
        onNodeWithText("Custom rules", substring = true).assertExists()
        // A priority without compulsory capture makes no sense: the core says why, and the rules stay as they were.
        onNodeWithTag("knob-capture_compulsory-1").performScrollTo().performClick()
        waitForIdle()
        assertFalse(app.editorRules.captureCompulsory)
        val before = app.editorRules
        onNodeWithTag("knob-precedence-1").performScrollTo().performClick()
        waitForIdle()
        assertEquals(before, app.editorRules)
        onNodeWithTag("rules-error").performScrollTo().assertExists()
        assertTrue(app.rulesEditorState().error!!.contains("compulsory"), app.rulesEditorState().error)
        shot("rules-editor-refused")
        onNodeWithTag("knob-capture_compulsory-0").performScrollTo().performClick()
        waitForIdle()
        onNodeWithTag("rules-error").assertDoesNotExist()
        onNodeWithTag("use-rules").performScrollTo().performClick()
        waitForIdle()
        assertEquals(Screen.Home, app.screen)
        onNodeWithTag("variant-card").performScrollTo().performClick()
        waitForIdle()
        onNodeWithTag("variant-custom").assertIsSelected()
        // Under the title "Custom rules", the core's summary says what they are, not the title again.
        val form = app.homeForm
        assertTrue(form.chosenSummary != form.chosenName, "the summary repeats the title: ${form.chosenSummary}")
        assertTrue(onAllNodesWithText(form.chosenSummary).fetchSemanticsNodes().isNotEmpty(), "the summary is drawn")
        shot("home-custom-rules")
    }

    @Test
    fun `tutorial page draws its diagrams with the board and the core's caption`() = uiTest {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        // By its action, not the pointer: a pointer left over the next screen would draw its hover mark.
        onNodeWithTag("tutorial").performSemanticsAction(SemanticsActions.OnClick)
        waitForIdle()
        shot("tutorial-list")
        val pages = app.tutorialPages()
        val page = pages.first { p ->
            p.blocks.any { it is org.draughts.core.PageBlock.Diagram } && p.id != pages[0].id
        }
        onNodeWithTag("page-${page.id}").performScrollTo().performClick()
        waitForIdle()
        val diagram = page.blocks.filterIsInstance<org.draughts.core.PageBlock.Diagram>().first().diagram
        val caption = diagram.caption.joinToString("") { it.text }
        assertTrue(onAllNodesWithTag("diagram").fetchSemanticsNodes().isNotEmpty())
        val described = onAllNodesWithTag("diagram").fetchSemanticsNodes().map {
            it.config.getOrElse(androidx.compose.ui.semantics.SemanticsProperties.ContentDescription) {
                emptyList()
            }.joinToString()
        }
        assertTrue(caption in described, "diagram descriptions: $described, expected: $caption")
        shot("tutorial-page")
    }

    @Test
    fun `settings screen changes theme, labels and language`() = uiTest {
        val store = MemoryStore()
        val app = newApp(store = store, settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        onNodeWithTag("settings").performClick()
        // The board's look on its own screen, the preview drawn with each choice.
        onNodeWithTag("board-look").performScrollTo().performClick()
        onNodeWithTag("labels-inside").performScrollTo().performClick()
        onNodeWithTag("palette-green").performScrollTo().performClick()
        waitForIdle()
        onNodeWithTag("palette-green").assertIsSelected()
        onNodeWithTag("back").performClick()
        waitForIdle()
        shot("settings")
        // The language row opens its choices; a pick closes them.
        onNodeWithTag("lang").performScrollTo().performClick()
        onNodeWithTag("lang-fr").performClick()
        waitForIdle()
        assertEquals(Language.FR, app.settings.language)
        assertEquals(SquareLabels.INSIDE, app.settings.labels)
        assertEquals(Language.FR, storedSettings(store).languageChoice)
        onNodeWithText("Réglages").performScrollTo().assertIsDisplayed()
        onNodeWithTag("back").performClick()
        onNodeWithText("Jouer avec un ami").assertExists() // the core's words follow the language
    }

    /** A made-up move list entry (the hand-made snapshot above). */
    private fun move(ply: Int, label: String?, text: String, current: Boolean = false) = MoveEntry(
        ply = ply.toUInt(),
        replayPlies = ply.toUInt() + 1u,
        number = (ply / 2 + 1).toUInt(),
        label = label,
        side = if (ply % 2 == 0) Side.BLACK else Side.WHITE,
        text = text,
        spoken = text,
        undone = false,
        current = current,
    )
}
