package org.draughts.desktop

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTouchInput
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.core.EditorInput
import org.draughts.core.EditorTool
import org.draughts.core.Side
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import androidx.compose.ui.input.key.Key as ComposeKey

/** The position editor with the real core: by keyboard alone, by screen reader, by touch; Play and Analyse hand on the core's handles. */
@OptIn(ExperimentalTestApi::class)
class EditorTest {
    private fun SkikoComposeUiTest.open(): AppState {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        waitForIdle()
        return app
    }

    @Test
    fun `a position set up by keys alone - home's entry, the palettes, the board's cursor, the side to move, then Analyse`() =
        uiTest(411, 891) {
            val app = open()
            tabTo("set-up-position")
            press(ComposeKey.Enter)
            assertEquals(Screen.Editor, app.screen)
            val editor = nn(app.editor)
            // Every control is a tab stop.
            val seen = mutableSetOf<String>()
            repeat(40) {
                focusedTag()?.let(seen::add)
                press(ComposeKey.Tab)
            }
            val wanted = listOf(
                "back", "tool-black_man", "tool-black_king", "tool-eraser-1", "board", "tool-white_man",
                "tool-white_king", "tool-eraser-0", "editor-start", "editor-flip", "editor-copy-fen",
                "editor-paste-fen", "editor-turns", "editor-variants",
            )
            for (tag in wanted) assertTrue(tag in seen, "$tag reachable by Tab: $seen")
            // A black king on 19, then white men on 32 and 33, by keys alone.
            tabTo("tool-black_king")
            press(ComposeKey.Enter)
            assertEquals(EditorTool.BLACK_KING, editor.view.tools.single { it.selected }.tool)
            tabTo("board")
            walkCursor(18u) { app.editor!!.view.board }
            press(ComposeKey.Enter)
            assertEquals("W:W:BK19", editor.view.fen)
            assertTrue(editor.view.said.contains("19"), editor.view.said)
            tabTo("tool-white_man")
            press(ComposeKey.Enter)
            tabTo("board")
            for (sq in listOf(31u, 32u)) {
                walkCursor(sq) { app.editor!!.view.board }
                press(ComposeKey.Enter)
            }
            assertEquals("W:W32,33:BK19", editor.view.fen)
            // Black to move: the turn group is one tab stop, the arrows choose.
            tabTo("editor-turns")
            press(ComposeKey.DirectionRight)
            assertEquals(Side.BLACK, editor.view.turn)
            onNodeWithTag("editor-analyse").assertIsEnabled()
            tabTo("editor-analyse")
            press(ComposeKey.Enter)
            // The editor's position opens on the analysis board.
            assertTrue(app.screen is Screen.Analysis, "the analysis board: ${app.screen}")
            assertEquals("B:W32,33:BK19", nn(app.analysis).uiState.view.fen)
        }

    @Test
    fun `every tool and the board speak - the tool in hand selected, the position in words, a refusal in words by the board`() =
        uiTest(411, 891) {
            val app = open()
            runOnIdle { app.openEditor() }
            waitForIdle()
            val editor = nn(app.editor)
            for (t in editor.view.tools) {
                val tag = if (t.tool == EditorTool.ERASER) "tool-eraser-0" else "tool-${t.tool.name.lowercase()}"
                val node = onNodeWithTag(tag).fetchSemanticsNode().config
                assertEquals(listOf(t.label), node[SemanticsProperties.ContentDescription])
                assertEquals(t.selected, node.getOrNull(SemanticsProperties.Selected))
            }
            val board = onNodeWithTag("board").fetchSemanticsNode().config
            assertEquals(listOf(editor.view.spoken), board[SemanticsProperties.ContentDescription])
            onNodeWithTag("editor-analyse").assertIsNotEnabled()
            assertNotNull(onNodeWithTag("editor-not-ready").fetchSemanticsNode())
            // A white man on its own promotion row: refused, and said in words beside the board.
            onNodeWithTag("square-2").performClick()
            waitForIdle()
            val refusal = nn(editor.view.refusal)
            val shown = onNodeWithTag("editor-refusal").fetchSemanticsNode().config[SemanticsProperties.Text]
            // The core's sentence for it, as it is announced.
            assertEquals(editor.view.said, shown.joinToString(""))
            assertTrue(editor.view.said.endsWith(refusal.drop(1)), editor.view.said)
            assertEquals("W:W:B", editor.view.fen)
        }

    @Test
    fun `a piece placed again and again, dragged off the board to go, then played against the bot`() =
        uiTest(411, 891) {
            val app = open()
            runOnIdle { app.openEditor() }
            waitForIdle()
            val editor = nn(app.editor)
            // The man in hand stays in hand: three taps, three men.
            for (sq in listOf(30u, 31u, 32u)) onNodeWithTag("square-$sq").performClick()
            waitForIdle()
            assertEquals("W:W31,32,33:B", editor.view.fen)
            // Dragged far off the board's left edge: the man on 31 goes.
            onNodeWithTag("square-30").performTouchInput {
                down(center)
                moveBy(Offset(-width * 12f, 0f))
                up()
            }
            waitForIdle()
            assertEquals("W:W32,33:B", editor.view.fen)
            runOnIdle {
                editor.send(EditorInput.Tool(EditorTool.BLACK_MAN))
                editor.send(EditorInput.Tap(10u))
            }
            waitForIdle()
            onNodeWithTag("editor-play-bot").performScrollTo().performClick()
            waitForIdle()
            assertEquals(Screen.Game, app.screen)
            assertNull(app.editor, "the editor closes with its game")
            assertEquals("W:W32,33:B11", nn(app.game).uiState.view.board.fen)
        }
}
