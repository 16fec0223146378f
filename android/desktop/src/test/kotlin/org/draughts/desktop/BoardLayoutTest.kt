package org.draughts.desktop

import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.onNodeWithTag
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The shared board layout, measured: on a phone and a tablet, upright and on its side, where the board, the
 * strips, the move table and the bars of the game and the analysis board land.
 */
@OptIn(ExperimentalTestApi::class)
class BoardLayoutTest {
    private data class Window(val name: String, val w: Int, val h: Int, val density: Float)

    private val phonePortrait = Window("phone portrait", 360, 640, 1.5f)
    private val phoneLandscape = Window("phone landscape", 780, 360, 1.5f)
    private val tabletPortrait = Window("tablet portrait", 800, 1280, 1f)
    private val tabletLandscape = Window("tablet landscape", 1280, 800, 1f)

    /** The landscape margin around the board (the scaffold's), in dp. */
    private val margin = 12f

    private fun SkikoComposeUiTest.bounds(tag: String): Rect = onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot

    private fun near(expected: Float, actual: Float, what: String) = assertEquals(expected, actual, 1.5f, what)

    private fun game(win: Window, check: SkikoComposeUiTest.(Window) -> Unit) = uiTest(win.w, win.h, win.density) {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        runOnIdle {
            app.chooseVariant("international")
            app.chooseVsBot(false)
            app.startGame()
        }
        waitForIdle()
        // One move, so the replay bar has a step that can act and is drawn.
        val game = nn(app.game)
        for (n in listOf("32", "28")) runOnIdle { game.onTap(game.uiState.view.board.index(n)) }
        waitForIdle()
        check(win)
    }

    /**
     * Landscape: the title row across the top; under it the board from the title to the bottom margin, the
     * strips level with its edges; nothing under the title.
     */
    private fun SkikoComposeUiTest.landscape(win: Window) {
        val d = win.density
        val board = bounds("board")
        val title = bounds("board-title")
        near(0f, title.top, "${win.name}: the title row is at the top")
        near(title.bottom, board.top, "${win.name}: the board starts under the title row")
        assertTrue(bounds("title").bottom <= board.top, "${win.name}: the title is above the board")
        near((win.h - margin) * d, board.bottom, "${win.name}: the board touches the bottom margin")
        near(
            win.h * d - title.bottom - margin * d,
            board.height,
            "${win.name}: the board's height is all the title row leaves, less the margin",
        )
        near(margin * d, board.left, "${win.name}: the board starts at the left margin")
        val top = bounds("player-black")
        val bottom = bounds("player-white")
        near(board.top, top.top, "${win.name}: the top strip is level with the board's top edge")
        near(board.bottom, bottom.bottom, "${win.name}: the bottom strip is level with the board's bottom edge")
        val moves = bounds("move-list")
        for ((tag, b) in listOf("player-black" to top, "player-white" to bottom, "move-list" to moves)) {
            assertTrue(b.left >= board.right, "${win.name}: $tag is beside the board: $b vs $board")
            assertTrue(b.right <= win.w * d + 0.5f, "${win.name}: $tag is inside the window: $b")
        }
        assertTrue(
            moves.top >= top.bottom && moves.bottom <= bottom.top,
            "${win.name}: the table is between the strips",
        )
        assertTrue(top.top >= title.bottom, "${win.name}: the top strip is under the title row, not over it")
        val undo = bounds("undo")
        assertTrue(undo.top >= moves.bottom && undo.bottom <= bottom.top, "${win.name}: the bar under the table: $undo")
        assertTrue(bounds("replay-next").top >= moves.bottom, "${win.name}: the replay bar under the table")
    }

    /** Portrait: the board as wide as it can be, the strips against it, the table and the bars below. */
    private fun SkikoComposeUiTest.portrait(win: Window, minTableDp: Float) {
        val d = win.density
        val board = bounds("board")
        near(board.width, board.height, "${win.name}: the board is square")
        near(win.w * d / 2, board.center.x, "${win.name}: the board is centred")
        assertTrue(board.width >= (win.w - 24) * d, "${win.name}: the board is nearly the window's width: $board")
        near(board.top, bounds("player-black").bottom, "${win.name}: the top strip sits on the board")
        near(board.bottom, bounds("player-white").top, "${win.name}: the bottom strip hangs under the board")
        val moves = bounds("move-list")
        assertTrue(moves.top >= bounds("status").bottom, "${win.name}: the table is under the status line")
        assertTrue(moves.height >= minTableDp * d, "${win.name}: the table has room: $moves")
        val undo = bounds("undo")
        assertTrue(undo.top >= moves.bottom && undo.bottom <= win.h * d + 0.5f, "${win.name}: the bar at the bottom")
    }

    @Test fun `phone portrait`() = game(phonePortrait) { portrait(it, minTableDp = 48f) }

    @Test fun `phone landscape`() = game(phoneLandscape) { landscape(it) }

    @Test fun `tablet portrait`() = game(tabletPortrait) { portrait(it, minTableDp = 200f) }

    @Test fun `tablet landscape`() = game(tabletLandscape) { landscape(it) }

    /** The analysis board uses the same layout: in landscape its board and gauge at full height. */
    @Test fun `analysis board in landscape`() = uiTest(tabletLandscape.w, tabletLandscape.h, 1f) {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        runOnIdle { app.analysisBoard() }
        waitForIdle()
        val area = bounds("board-area")
        near(bounds("board-title").bottom, area.top, "the analysis board starts under the title row")
        near(tabletLandscape.h - margin, area.bottom, "the analysis board touches the bottom margin")
        val panel = bounds("board-panel")
        assertTrue(panel.left >= area.right, "the panel is beside the board: $panel")
        near(area.top, panel.top, "the panel is level with the board")
        near(area.bottom, panel.bottom, "the panel is level with the board")
    }
}
