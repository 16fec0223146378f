package org.draughts.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsOff
import androidx.compose.ui.test.assertIsOn
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.settings.AppSettings
import org.draughts.core.Side
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Two people at one table, on the real core: face to face, the far pieces turned, undo that asks. */
@OptIn(ExperimentalTestApi::class)
class FaceToFaceTest {
    private fun SkikoComposeUiTest.start(app: AppState, vsBot: Boolean = false) {
        runOnIdle {
            app.chooseVariant("international")
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

    private fun AppState.view() = nn(game).uiState.view

    /** Moves played and not taken back. */
    private fun AppState.played() = view().moves.count { !it.undone }

    @Test
    fun `face to face turns the top strip, shows the far status and turns the far pieces, from the menu`() = uiTest {
        val app = newApp()
        setThemedContent { DraughtsApp(app) }
        start(app)
        tap(app, "32", "28")
        onNodeWithTag("far-status").assertDoesNotExist()
        menuItem("face-to-face").assertIsEnabled().assertIsOff().performClick()
        waitForIdle()
        val v = app.view()
        assertTrue(v.faceToFace)
        val top = v.players.first { it.side == v.stripOrder[0] }
        assertTrue(top.turned, "the core turns the top strip")
        assertFalse(v.players.first { it.side == v.stripOrder[1] }.turned)
        onNodeWithTag("far-status").assertTextEquals(nn(v.farStatus))
        assertNull(v.board.turnedPieces)
        menuItem("face-to-face").assertIsOn()
        onNodeWithTag("turn-far-pieces").assertIsOff().performClick()
        waitForIdle()
        assertEquals(top.side, app.view().board.turnedPieces, "the far side's pieces are drawn turned")
        // Off again: nothing turned.
        menuItem("face-to-face").performClick()
        waitForIdle()
        assertFalse(app.view().faceToFace)
        assertTrue(app.view().players.none { it.turned })
        onNodeWithTag("far-status").assertDoesNotExist()
    }

    @Test
    fun `face to face is not offered against the bot`() = uiTest {
        val app = newApp(catalog = BotNeverAnswers())
        setThemedContent { DraughtsApp(app) }
        start(app, vsBot = true)
        menuItem("offer-draw").assertExists()
        onNodeWithTag("face-to-face").assertDoesNotExist()
    }

    @Test
    fun `with the setting on, undo asks the other player, who allows or refuses it`() = uiTest {
        val store = MemoryStore()
        val app = newApp(store = store)
        setThemedContent { DraughtsApp(app) }
        // The setting, from the settings screen, stored with the others.
        runOnIdle { app.push(Screen.Settings) }
        waitForIdle()
        onNodeWithTag("takeback-asks").performScrollTo().assertIsOff().performClick()
        waitForIdle()
        assertTrue(app.settings.takebackAsks)
        assertTrue(storedSettings(store).takebackAsks)
        runOnIdle { app.back() }
        start(app)
        tap(app, "32", "28", "19", "23")
        onNodeWithTag("undo").performClick()
        waitForIdle()
        val request = nn(app.view().takebackRequest, "undo filed a request")
        assertEquals(Side.BLACK, request.from)
        assertEquals(2, app.played(), "nothing taken back yet")
        onNodeWithTag("takeback-text").assertTextEquals(request.text)
        onNodeWithTag("decline-takeback").assertTextEquals(request.declineLabel).performClick()
        waitForIdle()
        assertNull(app.view().takebackRequest)
        assertEquals(2, app.played())
        onNodeWithTag("undo").performClick()
        waitForIdle()
        onNodeWithTag("accept-takeback").assertTextEquals(nn(app.view().takebackRequest).acceptLabel).performClick()
        waitForIdle()
        assertNull(app.view().takebackRequest)
        assertEquals(1, app.played(), "the last move was taken back")
        onNodeWithTag("takeback-request").assertDoesNotExist()
    }
}
