package org.draughts.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsOff
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.data.MemoryStore
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Move confirmation on the real core: the setting, the move held with the core's two buttons, Confirm and Cancel. */
@OptIn(ExperimentalTestApi::class)
class ConfirmMoveTest {
    private fun SkikoComposeUiTest.tap(app: AppState, vararg names: String) {
        for (n in names) {
            onNodeWithTag("square-${app.game!!.uiState.view.board.index(n)}").performClick()
            waitForIdle()
        }
    }

    private fun AppState.view() = nn(game).uiState.view

    @Test
    fun `with the setting on, a move waits for Confirm, and Cancel puts the board back`() = uiTest {
        val store = MemoryStore()
        val app = newApp(store = store)
        setThemedContent { DraughtsApp(app) }
        runOnIdle { app.push(Screen.Settings) }
        waitForIdle()
        onNodeWithTag("confirm-moves").performScrollTo().assertIsOff().performClick()
        waitForIdle()
        assertTrue(app.settings.confirmMoves)
        assertTrue(storedSettings(store).confirmMoves, "stored with the other settings")
        runOnIdle {
            app.back()
            app.chooseVariant("international")
            app.chooseVsBot(false)
            app.startGame()
        }
        waitForIdle()
        onNodeWithTag("confirm-move").assertDoesNotExist()
        tap(app, "32", "28")
        val held = nn(app.view().pendingMove, "the core holds the move")
        assertEquals(0, app.view().moves.size, "not played yet")
        onNodeWithTag("confirm-move-text").assertTextEquals(held.text)
        onNodeWithTag("cancel-move").assertTextEquals(held.cancel.label).performClick()
        waitForIdle()
        assertNull(app.view().pendingMove)
        assertEquals(app.view().board.index("32"), app.view().board.selected, "the piece is still in hand")
        tap(app, "28")
        onNodeWithTag("confirm-move-button").assertTextEquals(held.confirm.label).performClick()
        waitForIdle()
        assertNull(app.view().pendingMove)
        assertEquals(listOf("32-28"), app.view().moves.map { it.text })
        onNodeWithTag("confirm-move").assertDoesNotExist()
    }
}
