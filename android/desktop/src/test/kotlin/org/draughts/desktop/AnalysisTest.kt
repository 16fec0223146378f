package org.draughts.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.isFocused
import androidx.compose.ui.test.onLast
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performKeyInput
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.pressKey
import androidx.compose.ui.test.requestFocus
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.analysis.AnalysisPort
import org.draughts.app.ui.analysis.Worker
import org.draughts.app.ui.data.Catalog
import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.core.AnalysisInput
import org.draughts.core.AnalysisView
import org.draughts.core.EngineLineView
import org.draughts.core.Language
import org.draughts.core.MoveArrowKind
import org.draughts.core.RuleSet
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import androidx.compose.ui.input.key.Key as ComposeKey

/** The searches an analysis asks for, held until the test runs them (on the test thread): no race with an input. */
class HeldSearches : Worker {
    val jobs = ArrayDeque<() -> Unit>()
    override fun run(block: () -> Unit) {
        jobs.addLast(block)
    }

    /** Runs the oldest held search. */
    fun runOne() = jobs.removeFirst().invoke()
}

/** Runs every held search and every post they make, until none is left (a review to its end). */
fun settle(searches: HeldSearches, platform: TestPlatform) {
    while (searches.jobs.isNotEmpty() || platform.queue.isNotEmpty()) {
        platform.drain()
        if (searches.jobs.isNotEmpty()) searches.runOne()
    }
}

/** The first 20 moves of a game of the bot against itself (the reader's International corpus, game 1). */
const val SELF_PLAY_PDN = """[GameType "20"]
1. 35-30 20-25 2. 31-27 15-20 3. 36-31 18-23 4. 33-29 12-18 5. 39-33 10-15 6.
40-35 17-21 7. 45-40 7-12 8. 50-45 11-17 9. 31-26 5-10 10. 43-39 20-24 11.
29x20 15x24 12. 33-29 24x33 13. 39x28 10-15 14. 41-36 14-20 15. 38-33 2-7 16.
48-43 7-11 17. 43-39 20-24 18. 49-43 15-20 19. 36-31 9-14 20. 42-38 3-9 *
"""

/**
 * The real core with the engine's lines fixed: the lines' search is timed, so
 * the pictures show these instead (what the screen draws from a snapshot).
 */
class FixedLines(private val inner: Catalog = FfiCatalog()) : Catalog by inner {
    override fun analysisOfPdn(pdn: String, language: Language): AnalysisPort =
        Fixed(inner.analysisOfPdn(pdn, language))
    override fun analysisOfStart(rules: RuleSet, language: Language): AnalysisPort =
        Fixed(inner.analysisOfStart(rules, language))

    private class Fixed(private val inner: AnalysisPort) : AnalysisPort by inner {
        private fun fix(v: AnalysisView) = if (v.engineOn) v.copy(lines = LINES, wantsLines = false) else v
        override fun view() = fix(inner.view())
        override fun send(input: AnalysisInput) = fix(inner.send(input))
    }

    companion object {
        private fun line(moves: String, score: Double, label: String, bar: Double, spoken: String) =
            EngineLineView(moves.split(" "), score, label, 0.5, bar, 14u, 400_000uL, spoken)
        val LINES = listOf(
            line(
                "19-23 28x19 14x23 37-32",
                0.12,
                "+0.1",
                52.4,
                "The position is about equal. Best: 19-23, then 28x19.",
            ),
            line("17-22 28x17 11x22 31-27", 0.05, "0.0", 50.0, "The position is about equal. Best: 17-22, then 28x17."),
            line("20-24 33-29 24x33 38x29", -0.31, "-0.3", 43.8, "Black is slightly better. Best: 20-24, then 33-29."),
        )
    }
}

@OptIn(ExperimentalTestApi::class)
class AnalysisTest {
    private class Size(val name: String, val w: Int, val h: Int, val density: Float)
    private val phone = Size("phone", 360, 640, 1.5f)
    private val landscape = Size("landscape", 1000, 760, 1f)

    private fun SkikoComposeUiTest.open(
        platform: TestPlatform = TestPlatform(),
        searches: HeldSearches = HeldSearches(),
        dark: Boolean = false,
        catalog: Catalog = FfiCatalog(),
    ): AppState {
        val app = newApp(
            settings = AppSettings(theme = if (dark) ThemeMode.DARK else ThemeMode.LIGHT),
            platform = platform,
            catalog = catalog,
        )
        app.analysisWorker = searches
        setThemedContent { DraughtsApp(app) }
        waitForIdle()
        return app
    }

    private fun SkikoComposeUiTest.tapSquare(app: AppState, name: String) {
        val board = app.analysis!!.uiState.view.board
        onNodeWithTag("square-${board.index(name)}").performClick()
        waitForIdle()
    }

    private fun shoot(state: String, setup: SkikoComposeUiTest.(AppState, HeldSearches, TestPlatform) -> Unit) {
        for (size in listOf(phone, landscape)) {
            for (dark in listOf(false, true)) {
                uiTest(size.w, size.h, size.density) {
                    val platform = TestPlatform()
                    val searches = HeldSearches()
                    val app = open(platform, searches, dark, FixedLines())
                    setup(app, searches, platform)
                    waitForIdle()
                    shot("$state-${size.name}-${if (dark) "dark" else "light"}")
                }
            }
        }
    }

    /** A main line, a variation, the engine on with its three lines, the move after 1. 32-28 on screen. */
    @Test fun `analysis board goldens`() = shoot("analysis") { app, _, _ ->
        runOnIdle { app.chooseVariant("international") }
        onNodeWithTag("analysis-board").performClick()
        waitForIdle()
        for (sq in listOf("32", "28", "19", "23", "28", "19", "14", "23")) tapSquare(app, sq)
        runOnIdle {
            val h = app.analysis!!
            h.send(AnalysisInput.First)
            h.send(AnalysisInput.Forward)
        }
        waitForIdle()
        tapSquare(app, "17")
        tapSquare(app, "21")
        runOnIdle { app.analysis!!.send(AnalysisInput.Back) }
        onNodeWithTag("engine").performClick()
        waitForIdle()
        assertEquals(3, app.analysis!!.uiState.view.lines.size)
    }

    /** A reviewed game: the graph with the line at an error, the marks, each side's summary. */
    @Test fun `game review goldens`() = shoot("game-review") { app, searches, platform ->
        runOnIdle { app.analysePdn(SELF_PLAY_PDN) }
        waitForIdle()
        onNodeWithTag("review-fast").performClick()
        settle(searches, platform)
        waitForIdle()
        val v = app.analysis!!.uiState.view
        val review = nn(v.review)
        assertEquals(review.total, review.done)
        val error = review.moves.indexOfFirst { it.sign.isNotEmpty() }.takeIf { it >= 0 } ?: 20
        runOnIdle { app.analysis!!.send(AnalysisInput.GoTo(v.moves.filter { it.depth == 0u }[error].node)) }
        waitForIdle()
    }

    /**
     * A reviewed error on screen: the core's better move as a translucent green arrow from its square to its
     * landing square (hop by hop for a capture), over the position after the error with its last-move marks.
     */
    @Test fun `the better move of a reviewed error is an arrow on the board`() = uiTest(
        phone.w,
        phone.h,
        phone.density,
    ) {
        val platform = TestPlatform()
        val searches = HeldSearches()
        val app = open(platform, searches, catalog = FixedLines())
        runOnIdle { app.analysePdn(SELF_PLAY_PDN) }
        waitForIdle()
        onNodeWithTag("review-fast").performClick()
        settle(searches, platform)
        waitForIdle()
        val v = app.analysis!!.uiState.view
        val error = nn(v.review).moves.indexOfFirst { it.sign.isNotEmpty() }
        assertTrue(error >= 0, "the review finds an error")
        runOnIdle { app.analysis!!.send(AnalysisInput.GoTo(v.moves.filter { it.depth == 0u }[error].node)) }
        waitForIdle()
        val arrows = app.analysis!!.uiState.view.arrows
        assertEquals(listOf(MoveArrowKind.BETTER), arrows.map { it.kind })
        val better = nn(v.review).moves[error].betterLine.first()
        val board = app.analysis!!.uiState.view.board
        val ends = better.split('-', 'x').let { listOf(board.index(it.first()), board.index(it.last())) }
        assertEquals(ends, listOf(arrows[0].squares.first(), arrows[0].squares.last()))
        // One step back: no error on screen, no arrow.
        runOnIdle { app.analysis!!.send(AnalysisInput.Back) }
        waitForIdle()
        assertTrue(app.analysis!!.uiState.view.arrows.isEmpty())
        runOnIdle { app.analysis!!.send(AnalysisInput.Forward) }
        waitForIdle()
        shot("analysis-better-move-phone-light")
    }

    /**
     * A game played on the desktop app and resigned, analysed from the end sheet, reviewed by the real core,
     * and its mistake (2. 30-24, a man given away) replayed in learn mode: the same move judged, the solution.
     */
    @Test fun `a game played here is reviewed and its mistake replayed`() = uiTest {
        val platform = TestPlatform()
        val searches = HeldSearches()
        val app = open(platform, searches)
        runOnIdle {
            app.chooseVariant("international")
            // Both sides are played here: two players (the form opens against the bot).
            app.chooseVsBot(false)
            app.startGame()
        }
        waitForIdle()
        for (sq in listOf("35", "30", "20", "25", "30", "24", "19", "30")) {
            onNodeWithTag("square-${app.game!!.uiState.view.board.index(sq)}").performClick()
            waitForIdle()
        }
        assertEquals(4, app.game!!.uiState.view.moves.size)
        menuItem("resign").performClick()
        waitForIdle()
        if (onAllNodes(hasTestTag("confirm-resign")).fetchSemanticsNodes().isNotEmpty()) {
            onNodeWithTag("confirm-resign").performClick()
            waitForIdle()
        }
        onNodeWithTag("sheet-analyse").performClick()
        waitForIdle()
        assertTrue(app.screen is Screen.Analysis)
        onNodeWithTag("review-fast").performClick()
        waitForIdle()
        // The review's first search is held: the progress shows, stop is offered.
        assertEquals(1, searches.jobs.size)
        onNodeWithTag("review-cancel").assertIsEnabled()
        settle(searches, platform)
        waitForIdle()
        onNodeWithTag("learn-white").performScrollTo().performClick()
        waitForIdle()
        onNodeWithTag("learn-prompt").assertExists()
        val learn = nn(app.analysis!!.uiState.view.learn)
        assertEquals("2. 30-24 was played: find a better move for White.", learn.prompt)
        // The same mistake again: not better, and the board is back before it.
        tapSquare(app, "30")
        tapSquare(app, "24")
        assertEquals("2. 30-24 is not better: try again.", app.analysis!!.uiState.view.learn!!.verdict)
        onNodeWithTag("learn-verdict").assertExists()
        onNodeWithTag("learn-solution").performScrollTo().performClick()
        waitForIdle()
        val solved = nn(app.analysis!!.uiState.view.learn)
        assertTrue(solved.solved)
        assertTrue(solved.verdict!!.startsWith("Best was 2. "), solved.verdict)
        onNodeWithTag("learn-solution").assertIsNotEnabled()
        onNodeWithTag("learn-stop").performScrollTo().performClick()
        waitForIdle()
        assertNull(app.analysis!!.uiState.view.learn)
        onNodeWithTag("eval-graph").assertExists()
    }

    /** A PDN the core cannot read: no analysis opens, and the core's words say why until dismissed. */
    @Test fun `a PDN the core cannot read shows the core's reason`() = uiTest {
        val app = open()
        runOnIdle { app.analysePdn("1. 99-98 *") }
        waitForIdle()
        val reason = nn(app.errorNotice, "the core's reason is kept")
        assertTrue(reason.isNotBlank())
        assertFalse(app.screen is Screen.Analysis, "no analysis opened")
        onNodeWithTag("notices").assertExists()
        onNodeWithTag("notices-ok").performClick()
        waitForIdle()
        assertNull(app.errorNotice)
        onNodeWithTag("notices").assertDoesNotExist()
    }

    /** Two requests for lines held: the older, run last, is stopped by the newer and shows nothing. */
    @Test fun `the latest request for lines wins`() = uiTest {
        val platform = TestPlatform()
        val searches = HeldSearches()
        val app = open(platform, searches)
        runOnIdle { app.analysePdn(SELF_PLAY_PDN) }
        waitForIdle()
        onNodeWithTag("engine").performClick()
        waitForIdle()
        assertEquals(1, searches.jobs.size, "lines asked for the start")
        onNodeWithTag("next").performClick()
        waitForIdle()
        assertEquals(2, searches.jobs.size, "lines asked for the move on screen")
        val older = searches.jobs.removeFirst()
        searches.runOne()
        older()
        platform.drain()
        waitForIdle()
        val v = app.analysis!!.uiState.view
        assertEquals(1uL, v.current)
        assertEquals(3, v.lines.size, "the newer request's lines")
        assertTrue(v.lines.all { it.moves.first() in v.board.legalMoves.map { m -> m.notation } })
    }

    /**
     * Every control reachable by Tab with its label, the gauge and each line spoken in the core's words
     * ("White is better by about a man. Best: 32-28, then 19-23"), a line played from the keyboard.
     */
    @Test fun `keyboard and screen reader on the analysis board`() = uiTest {
        val platform = TestPlatform()
        val searches = HeldSearches()
        val app = open(platform, searches)
        runOnIdle { app.chooseVariant("international") }
        onNodeWithTag("analysis-board").performClick()
        waitForIdle()
        onNodeWithTag("engine").performClick()
        searches.runOne()
        platform.drain()
        waitForIdle()
        val v = app.analysis!!.uiState.view
        assertEquals(3, v.lines.size)
        val spoken = Regex("""(The position is about equal|(White|Black) is .+)\. Best: [\dx-]+(, then [\dx-]+)*\.""")
        for (i in 0..2) {
            val d = onNodeWithTag("line-$i").description()
            assertTrue(spoken.matches(d), d)
        }
        val gauge = onNodeWithTag("eval-gauge")
        assertEquals("Engine evaluation", gauge.description())
        assertEquals(v.lines[0].spoken, gauge.state())
        // Tab walks every control: each reached once, each labelled.
        val want = setOf("back", "analysis-flip", "engine", "deeper", "line-0", "line-1", "line-2")
        val seen = mutableListOf<String>()
        onNodeWithTag("back").requestFocus()
        repeat(40) {
            val node = onAllNodes(isFocused()).onLast().fetchSemanticsNode()
            node.config.getOrNull(SemanticsProperties.TestTag)?.let { seen += it }
            onAllNodes(isFocused()).onLast().performKeyInput { pressKey(ComposeKey.Tab) }
            waitForIdle()
        }
        assertTrue(seen.toSet().containsAll(want), "reached: $seen")
        // Enter on a line plays its first move.
        val first = v.lines[0].moves.first()
        onNodeWithTag("line-0").performClick()
        waitForIdle()
        assertEquals("1. $first", app.analysis!!.uiState.view.currentMove)
        assertFalse(app.analysis!!.uiState.view.said.isEmpty())
        assertNotNull(onNodeWithTag("move-1").description().takeIf { it.contains(first) })
    }
}
