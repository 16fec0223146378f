package org.draughts.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextReplacement
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.data.reason
import org.draughts.app.ui.game.GameStateHolder
import org.draughts.app.ui.i18n.stringsFor
import org.draughts.core.ClockState
import org.draughts.core.EndReason
import org.draughts.core.GameInput
import org.draughts.core.GameMode
import org.draughts.core.Language
import org.draughts.core.NewGame
import org.draughts.core.Side
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The game clock on the real core, with the test's monotonic time
 * ([TestPlatform.nowMs]) and display timer ([TestPlatform.fireTimer]): no
 * test waits for real time.
 */
@OptIn(ExperimentalTestApi::class)
class ClockTest {
    private val catalog = FfiCatalog()
    private val s = stringsFor(Language.EN)

    private fun holder(platform: TestPlatform, clock: String): GameStateHolder {
        val rules = catalog.variants(Language.EN).first { it.id == "international" }.rules
        val players = catalog.newGamePlayers(NewGame(GameMode.TWO_PLAYERS, Side.WHITE, 1u))
        val session = catalog.newSession(rules, players.white, players.black, Language.EN)
        session.send(GameInput.SetClock(catalog.parseClock(clock, Language.EN)))
        return GameStateHolder(session, platform, null, Language.EN).also { it.start() }
    }

    private fun GameStateHolder.play(vararg names: String) {
        for (n in names) onTap(uiState.view.board.index(n))
    }

    private fun GameStateHolder.label(side: Side) = nn(uiState.view.clock).sides.first { it.side == side }.label

    @Test
    fun `the display timer wakes when the running label changes, until the flag falls, then stops`() {
        val platform = TestPlatform()
        val h = holder(platform, "1")
        assertTrue(platform.timers.isEmpty(), "no time runs before the first move")
        h.play("32", "28")
        assertEquals(Side.BLACK, nn(h.uiState.view.clock).running)
        var wakes = 0
        while (platform.timers.isNotEmpty()) {
            val before = h.label(Side.BLACK)
            val delay = platform.fireTimer()
            wakes++
            assertTrue(delay in 1..1_000, "sleeps at most a second: $delay")
            // Each wake shows a new label, or is the flag's fall.
            if (h.uiState.view.result == null) assertNotEquals(before, h.label(Side.BLACK), "after $wakes wakes")
            assertTrue(wakes < 500, "the timer stops")
        }
        val view = h.uiState.view
        assertEquals(Side.BLACK, nn(view.clock).flagged)
        assertEquals(EndReason.OUT_OF_TIME, nn(view.result).reason)
        // 50 one-second labels to 0:10.0, then 100 tenths.
        assertTrue(wakes in 145..155, "wakes: $wakes")
        assertEquals("1:00", h.label(Side.WHITE), "White's time did not run")
        h.close()
    }

    @Test
    fun `with a simple delay the timer sleeps as the core says, and the label changes when it wakes`() {
        val platform = TestPlatform()
        val h = holder(platform, "1+5d")
        h.play("32", "28")
        // Black's five seconds of delay run before the minute: no wake each second meanwhile.
        assertEquals(5_001L, platform.timers.single().first)
        assertEquals("1:00", h.label(Side.BLACK))
        platform.fireTimer()
        assertEquals("0:59", h.label(Side.BLACK))
        h.close()
    }

    @Test
    fun `a move is charged at the time it was made, and pausing stops the clock until resumed`() {
        val platform = TestPlatform()
        val h = holder(platform, "3+2")
        h.play("32", "28")
        platform.nowMs += 20_000
        h.play("19", "23")
        // Black thought 20 s and earned 2 s: 3:00 − 0:20 + 0:02.
        assertEquals("2:42", h.label(Side.BLACK))
        h.pauseClock()
        assertEquals(ClockState.Paused, nn(h.uiState.view.clock).state)
        assertTrue(platform.timers.isEmpty(), "no timer while paused")
        platform.nowMs += 60_000
        h.onResumeClock()
        platform.nowMs += 1_500
        h.onTick()
        assertEquals("2:58", h.label(Side.WHITE), "the pause did not count")
        h.close()
    }

    @Test
    fun `home offers the core's presets and a custom clock checked by the core`() = uiTest(1000, 900, 1f) {
        val app = newApp()
        setThemedContent { DraughtsApp(app) }
        val presets = catalog.clockPresets()
        onNodeWithTag("play-bot").performScrollTo().performClick()
        waitForIdle()
        for (p in presets) onNodeWithTag("clock-${p.id}").performScrollTo()
        onNodeWithTag("clock-custom").performScrollTo().performClick()
        onNodeWithTag("clock-text").performScrollTo().performTextReplacement("3+x")
        waitForIdle()
        val reason = runCatching { catalog.parseClock("3+x", Language.EN) }.exceptionOrNull()?.reason
        assertEquals(reason, app.homeForm.customClock?.refusal)
        // The reason is the field's supporting text, read with it.
        onNodeWithTag("clock-error", useUnmergedTree = true).assertTextEquals(nn(reason))
        // The core disables Start (as on iOS): a click starts nothing.
        assertFalse(app.homeForm.canStart)
        onNodeWithTag("start").assertIsNotEnabled().performClick()
        waitForIdle()
        assertEquals(Screen.Home, app.screen, "a clock the core cannot read starts no game")
        onNodeWithTag("clock-text").performTextReplacement("3+2")
        waitForIdle()
        assertNull(app.homeForm.customClock?.refusal)
        onNodeWithTag("start").assertIsEnabled().performClick()
        waitForIdle()
        assertEquals(Screen.Game, app.screen)
        assertEquals("3+2", nn(app.game!!.uiState.view.clock).label)
        // The strip reads the time after the core's words.
        for (side in nn(app.game!!.uiState.view.clock).sides) {
            val d = onNodeWithTag("player-${side.side.name.lowercase()}").description()
            assertTrue(d.endsWith(", ${side.spoken}"), d)
        }
    }

    @Test
    fun `leaving the game pauses its clock, and the paused row resumes it`() = uiTest {
        val platform = TestPlatform()
        val app = newApp(platform = platform)
        setThemedContent { DraughtsApp(app) }
        runOnIdle {
            app.chooseVsBot(false)
            app.chooseClockPreset(1)
            app.startGame()
        }
        waitForIdle()
        val game = nn(app.game)
        game.play("32", "28")
        waitForIdle()
        assertEquals(ClockState.Running, nn(game.uiState.view.clock).state)
        assertTrue(onNodeWithTag("player-black").description().endsWith(", Black’s clock: 5:00, running."))
        platform.nowMs += 292_000
        runOnIdle { game.onTick() }
        // Short of time, as the core says: the screen reader hears it after the time.
        assertTrue(nn(game.uiState.view.clock).sides[1].low)
        assertTrue(onNodeWithTag("player-black").description().endsWith(", Black’s clock: 0:08.0, short of time."))
        onNodeWithTag("back").performClick()
        waitForIdle()
        assertEquals(ClockState.Paused, nn(game.uiState.view.clock).state)
        runOnIdle { app.continueGame() }
        waitForIdle()
        // Continue restores the save: its clock comes back paused, and Resume starts it.
        val again = nn(app.game)
        assertEquals(ClockState.Paused, nn(again.uiState.view.clock).state)
        onNodeWithTag("resume-clock").assertIsEnabled().performClick()
        waitForIdle()
        assertEquals(ClockState.Running, nn(again.uiState.view.clock).state)
    }
}
