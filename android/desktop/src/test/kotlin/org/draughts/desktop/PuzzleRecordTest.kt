package org.draughts.desktop

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.isFocused
import androidx.compose.ui.test.onLast
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performKeyInput
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.test.pressKey
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.core.Language
import org.draughts.core.PuzzleInput
import org.draughts.core.PuzzlePeriod
import org.draughts.core.PuzzleStatus
import org.draughts.core.PuzzleTrainerHandle
import org.draughts.core.StoredFile
import org.draughts.core.Variant
import org.draughts.core.storedFileName
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import androidx.compose.ui.input.key.Key as ComposeKey

/**
 * The player's record on the real core: the dashboard (periods, cards, the
 * rating line, strengths and weaknesses, "N to replay"), the history as
 * small boards, and streak mode on the puzzle screen; goldens of each, and
 * every control reached by the keyboard and by the screen reader.
 */
@OptIn(ExperimentalTestApi::class)
class PuzzleRecordTest {
    /**
     * A record of 14 International puzzles over three weeks up to the test
     * platform's today (2026-03-01): the core plays them (each one's
     * solution shown, so its history holds real puzzles), then the days,
     * results and ratings are set to tell a story of ups and downs.
     */
    private val record: String by lazy {
        val h = PuzzleTrainerHandle(Variant.INTERNATIONAL, ByteArray(0), Language.EN)
        repeat(14) {
            h.send(PuzzleInput.Next)
            h.showSolution()
        }
        val played = String(h.record(), Charsets.UTF_8)
        h.close()
        val changes = listOf(12, -8, 10, 9, -11, 14, 7, -6, 12, 9, -10, 8, 11, 6)
        val days = listOf(8, 9, 9, 12, 14, 15, 17, 20, 22, 24, 27, 28, 29, 29)
        var rating = 1500
        var n = 0
        val entry = Regex("\"day\":\"[0-9-]+\",\"result\":\"failed\",\"rating\":-?\\d+,\"change\":-?\\d+")
        val story = entry.replace(played) {
            val change = changes[n]
            rating += change
            val day = days[n]
            val date = if (day <= 28) "2026-02-%02d".format(day) else "2026-03-%02d".format(day - 28)
            val result = when {
                change < 0 -> "failed"
                n == 6 -> "hinted"
                else -> "solved"
            }
            n++
            "\"day\":\"$date\",\"result\":\"$result\",\"rating\":$rating,\"change\":$change"
        }
        check(n == 14) { "the record holds the 14 attempts" }
        story.replaceFirst(Regex("\"rating\":\\{\"rating\":[0-9.]+"), "\"rating\":{\"rating\":$rating.0")
    }

    private fun storeWithRecord() = MemoryStore().apply { write(storedFileName(StoredFile.PUZZLE_RECORD), record) }

    private fun SkikoComposeUiTest.open(dark: Boolean, vararg screens: Screen): AppState {
        val app = newApp(
            store = storeWithRecord(),
            settings = AppSettings(theme = if (dark) ThemeMode.DARK else ThemeMode.LIGHT),
        )
        setThemedContent { DraughtsApp(app) }
        waitForIdle()
        for (s in screens) {
            runOnIdle { app.push(s) }
            waitForIdle()
        }
        return app
    }

    private fun shoot(
        name: String,
        w: Int = 360,
        h: Int = 640,
        density: Float = 1.5f,
        screens: List<Screen>,
        setup: SkikoComposeUiTest.(AppState) -> Unit = {},
    ) {
        for (dark in listOf(false, true)) {
            uiTest(w, h, density) {
                val app = open(dark, *screens.toTypedArray())
                setup(app)
                waitForIdle()
                shot("$name-${if (dark) "dark" else "light"}")
            }
        }
    }

    @Test fun `puzzle dashboard`() =
        shoot("puzzle-dashboard-phone", screens = listOf(Screen.Puzzles, Screen.PuzzleThemes, Screen.PuzzleDashboard)) {
            val d = it.puzzles().dashboard(PuzzlePeriod.MONTH)
            assertEquals(14u, d.played)
            assertEquals(15, d.chart.points.size, "the line starts before the first puzzle")
            assertEquals("4 to replay", d.replay.label)
        }

    @Test fun `puzzle dashboard landscape`() = shoot(
        "puzzle-dashboard-landscape",
        1000,
        760,
        1f,
        listOf(Screen.Puzzles, Screen.PuzzleThemes, Screen.PuzzleDashboard),
    )

    @Test fun `puzzle history`() =
        shoot("puzzle-history-phone", screens = listOf(Screen.Puzzles, Screen.PuzzleThemes, Screen.PuzzleHistory))

    @Test fun `puzzle history landscape`() = shoot(
        "puzzle-history-landscape",
        1000,
        760,
        1f,
        listOf(Screen.Puzzles, Screen.PuzzleThemes, Screen.PuzzleHistory),
    )

    @Test fun `puzzle streak, a run under way`() = shoot("puzzle-streak-phone", screens = listOf(Screen.Puzzles)) {
        runOnIdle { it.puzzles().onStartRun() }
        val run = it.puzzles().uiState.screen.run
        assertTrue(run.active && !run.over)
        assertFalse(it.puzzles().uiState.screen.controls.hint.enabled, "a run has no hint")
    }

    @Test fun `puzzle streak landscape, the run over`() =
        shoot("puzzle-streak-landscape", 1000, 760, 1f, listOf(Screen.Puzzles)) {
            runOnIdle {
                it.puzzles().onStartRun()
                it.puzzles().onSolution()
            }
            val run = it.puzzles().uiState.screen.run
            assertTrue(run.over)
            assertEquals("Run over: 0 puzzles solved. Your best is 0.", run.sentence)
        }

    private fun SkikoComposeUiTest.focusedTag(): String? =
        onAllNodes(isFocused()).fetchSemanticsNodes().lastOrNull()?.config?.getOrNull(SemanticsProperties.TestTag)

    private fun SkikoComposeUiTest.press(key: ComposeKey) {
        onAllNodes(isFocused()).onLast().performKeyInput { pressKey(key) }
        waitForIdle()
    }

    private fun SkikoComposeUiTest.tabTo(tag: String) {
        repeat(60) {
            if (focusedTag() == tag) return
            press(ComposeKey.Tab)
        }
        throw AssertionError("Tab never reached $tag (focus on ${focusedTag()})")
    }

    @Test
    fun `the dashboard by keys alone - the periods, the history, then the failed puzzles replayed on the board`() =
        uiTest {
            val app = open(false, Screen.Puzzles, Screen.PuzzleThemes, Screen.PuzzleDashboard)
            tabTo("periods")
            // The periods are one group: the arrows move the choice.
            press(ComposeKey.DirectionLeft)
            onNodeWithTag("dashboard-card-0").assertDescription("Played: 5")
            press(ComposeKey.DirectionRight)
            press(ComposeKey.DirectionRight)
            onNodeWithTag("dashboard-card-0").assertDescription("Played: 14")
            tabTo("dashboard-history")
            press(ComposeKey.Enter)
            assertEquals(Screen.PuzzleHistory, app.screen)
            press(ComposeKey.Escape)
            assertEquals(Screen.PuzzleDashboard, app.screen)
            tabTo("dashboard-replay")
            press(ComposeKey.Enter)
            assertEquals(Screen.Puzzles, app.screen)
            assertEquals(PuzzleStatus.SOLVING, app.puzzles().uiState.screen.status)
        }

    @Test
    fun `the record by the screen reader alone - cards, chart and tiles read the core's words, a tile reopens its puzzle`() =
        uiTest {
            val app = open(false, Screen.Puzzles, Screen.PuzzleThemes, Screen.PuzzleDashboard)
            onNodeWithTag("dashboard-card-1").assertDescription("Solved: 10 (71%)")
            val chart = onNodeWithTag("dashboard-chart").description()
            assertTrue(chart.startsWith("Rating: Rating from 1500 to 1563"), chart)
            onNodeWithTag("dashboard-history").performSemanticsAction(SemanticsActions.OnClick)
            waitForIdle()
            val tile = onNodeWithTag("history-0").description()
            assertTrue(tile.startsWith("Solved, rating 1563 (+6)"), tile)
            onNodeWithTag("history-0").performSemanticsAction(SemanticsActions.OnClick)
            waitForIdle()
            assertEquals(Screen.Puzzles, app.screen)
            // Streak mode from the themes screen, by its label.
            runOnIdle { app.push(Screen.PuzzleThemes) }
            waitForIdle()
            onNodeWithTag("entry-streak").performSemanticsAction(SemanticsActions.OnClick)
            waitForIdle()
            assertEquals(Screen.Puzzles, app.screen)
            assertTrue(app.puzzles().uiState.screen.run.active)
            onNodeWithTag("run-leave").performSemanticsAction(SemanticsActions.OnClick)
            waitForIdle()
            assertFalse(app.puzzles().uiState.screen.run.active)
        }

    private fun androidx.compose.ui.test.SemanticsNodeInteraction.assertDescription(expected: String) =
        assertEquals(expected, description())
}
