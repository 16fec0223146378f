package org.draughts.desktop

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performSemanticsAction
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.puzzles.PuzzleStateHolder
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.core.Language
import org.draughts.core.MoveInfo
import org.draughts.core.PuzzleDifficulty
import org.draughts.core.PuzzleInput
import org.draughts.core.PuzzleOutcome
import org.draughts.core.PuzzleSittingResult
import org.draughts.core.PuzzleStatus
import org.draughts.core.PuzzleStepKind
import org.draughts.core.PuzzleTheme
import org.draughts.core.PuzzleTrainerHandle
import org.draughts.core.StoredFile
import org.draughts.core.Variant
import org.draughts.core.storedFileName
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import androidx.compose.ui.input.key.Key as ComposeKey

/**
 * The puzzle screen on the real core: goldens of each state (solving, a
 * wrong move answered on the board, solved, landscape, the themes), a
 * puzzle solved by the keys alone and by the screen reader alone, the
 * pauses taken from the core's snapshot, and the record stored.
 */
@OptIn(ExperimentalTestApi::class)
class PuzzleTest {
    /** The moves of the first puzzle a newcomer gets, in notation (the core's own solution). */
    private val solution: List<String> by lazy {
        val shadow = PuzzleTrainerHandle(Variant.INTERNATIONAL, ByteArray(0), Language.EN)
        shadow.send(PuzzleInput.Next)
        shadow.send(PuzzleInput.ShowSolution).solution.also { shadow.close() }
    }

    private fun SkikoComposeUiTest.open(
        dark: Boolean = false,
        platform: TestPlatform = TestPlatform(),
        store: MemoryStore = MemoryStore(),
    ): AppState {
        val app = newApp(
            store = store,
            settings = AppSettings(theme = if (dark) ThemeMode.DARK else ThemeMode.LIGHT),
            platform = platform,
        )
        setThemedContent { DraughtsApp(app) }
        waitForIdle()
        runOnIdle { app.push(Screen.Puzzles) }
        waitForIdle()
        return app
    }

    private fun PuzzleStateHolder.move(notation: String): MoveInfo =
        nn(uiState.screen.board.legalMoves.firstOrNull { it.notation == notation }, "$notation is legal here")

    /** Taps a move on the holder, square by square, as the board would send them. */
    private fun PuzzleStateHolder.tapMove(m: MoveInfo) {
        onTap(m.from)
        for (sq in m.path) {
            if (uiState.screen.outcome != null) break
            onTap(sq)
        }
    }

    /** Lets every pause the core asked for pass. */
    private fun SkikoComposeUiTest.firePauses(platform: TestPlatform) {
        while (platform.timers.isNotEmpty()) runOnIdle { platform.fireTimer() }
        waitForIdle()
    }

    /** Plays the solution through the holder, the pauses passing between the moves. */
    private fun SkikoComposeUiTest.solve(app: AppState, platform: TestPlatform) {
        val h = app.puzzles()
        for (i in solution.indices step 2) {
            runOnIdle { h.tapMove(h.move(solution[i])) }
            firePauses(platform)
        }
        assertEquals(PuzzleStatus.SOLVED, h.uiState.screen.status)
    }

    private fun SkikoComposeUiTest.wrongMove(app: AppState, platform: TestPlatform) {
        val h = app.puzzles()
        val wrong = h.uiState.screen.board.legalMoves.first { it.notation != solution[0] }
        // The core's search at the proof's depth takes minutes in a debug build: its answer is faked.
        h.runCheck = { job -> job.answer(-400, job.replies().first()) }
        runOnIdle { h.tapMove(wrong) }
        assertTrue(h.uiState.screen.judging, "a move off the line is judged by the core's search")
        waitUntil(timeoutMillis = 120_000) { platform.queue.isNotEmpty() }
        runOnIdle { platform.drain() }
        waitForIdle()
    }

    private fun shoot(
        name: String,
        w: Int = 360,
        h: Int = 640,
        density: Float = 1.5f,
        setup: SkikoComposeUiTest.(AppState, TestPlatform) -> Unit,
    ) {
        for (dark in listOf(false, true)) {
            uiTest(w, h, density) {
                val platform = TestPlatform()
                val app = open(dark, platform)
                setup(app, platform)
                waitForIdle()
                shot("$name-${if (dark) "dark" else "light"}")
            }
        }
    }

    @Test fun `puzzle solving`() = shoot("puzzle-solving-phone") { _, _ -> }

    @Test fun `puzzle wrong, the refutation on the board`() = shoot("puzzle-wrong-phone") { app, platform ->
        wrongMove(app, platform)
        val s = app.puzzles().uiState.screen
        assertEquals(PuzzleOutcome.WRONG, s.outcome)
        assertEquals(PuzzleStepKind.REFUTATION, s.nextStep?.kind)
        runOnIdle { platform.fireTimer() }
    }

    @Test fun `puzzle solved`() = shoot("puzzle-solved-phone") { app, platform -> solve(app, platform) }

    @Test fun `puzzle landscape`() = shoot("puzzle-landscape", 1000, 760, 1f) { app, platform ->
        wrongMove(app, platform)
        firePauses(platform)
        solve(app, platform)
    }

    @Test fun `puzzle themes`() = shoot("puzzle-themes-phone") { app, _ ->
        val h = app.puzzles()
        runOnIdle {
            h.onToggleTheme(PuzzleTheme.SHOT)
            h.onToggleTheme(PuzzleTheme.BREAKTHROUGH)
            h.onDifficulty(PuzzleDifficulty.HARDER)
            app.push(Screen.PuzzleThemes)
        }
    }

    @Test
    fun `the pauses come from the core - a wrong move is answered, then taken back, each on the platform's timer`() =
        uiTest {
            val platform = TestPlatform()
            val app = open(platform = platform)
            val h = app.puzzles()
            val start = h.uiState.screen.board.fen
            wrongMove(app, platform)
            assertEquals(listOf(500L), platform.timers.map { it.first }, "the refutation after the core's pause")
            assertNotEquals(start, h.uiState.screen.board.fen, "the wrong move stays on the board")
            runOnIdle { platform.fireTimer() }
            assertEquals(PuzzleStepKind.TAKE_BACK, h.uiState.screen.nextStep?.kind)
            assertEquals(listOf(1000L), platform.timers.map { it.first })
            runOnIdle { platform.fireTimer() }
            assertEquals(start, h.uiState.screen.board.fen, "taken back")
            assertTrue(platform.timers.isEmpty())
            assertEquals(PuzzleSittingResult.FAILED, h.uiState.screen.sitting.single().result)
        }

    @Test
    fun `the record is stored through the app's file store, and one it cannot read is kept aside`() = uiTest {
        val name = storedFileName(StoredFile.PUZZLE_RECORD)
        val store = MemoryStore()
        store.write(name, """{"format":"draughts-puzzles","version":99}""")
        val platform = TestPlatform()
        val app = open(platform = platform, store = store)
        val kept = store.docs.keys.single { it != name && it.startsWith("puzzles.unreadable") }
        assertEquals("""{"format":"draughts-puzzles","version":99}""", store.docs[kept], "kept aside as it was")
        assertNotNull(app.puzzles().uiState.notice, "the player is told")
        onNodeWithTag("puzzle-notice-ok").performSemanticsAction(SemanticsActions.OnClick)
        waitForIdle()
        solve(app, platform)
        val saved = nn(store.read(name))
        assertTrue(saved.contains("\"solved\":1"), saved)
    }

    @Test
    fun `a puzzle solved by the keys alone - the board has the focus, arrows and Enter play the solution`() = uiTest {
        val platform = TestPlatform()
        val app = open(platform = platform)
        val h = app.puzzles()
        fun board() = h.uiState.screen.board
        assertEquals("board", focused().fetchSemanticsNode().config.getOrNull(SemanticsProperties.TestTag))
        for (i in solution.indices step 2) {
            val m = h.move(solution[i])
            walkCursor(m.from, ::board)
            press(ComposeKey.Enter)
            for (sq in m.path) {
                if (h.uiState.screen.outcome != null) break
                walkCursor(sq, ::board)
                press(ComposeKey.Enter)
            }
            assertTrue(
                h.uiState.screen.outcome in listOf(PuzzleOutcome.RIGHT, PuzzleOutcome.SOLVED),
                "${solution[i]}: ${h.uiState.screen.said}",
            )
            firePauses(platform)
        }
        assertEquals(PuzzleStatus.SOLVED, h.uiState.screen.status)
        assertTrue(
            onNodeWithTag(
                "puzzle-said",
            ).fetchSemanticsNode().config[SemanticsProperties.Text].joinToString().startsWith("Right"),
        )
    }

    @Test
    fun `a puzzle solved by the screen reader alone - squares by their names, the verdict from the live region, Next by its label`() =
        uiTest {
            val platform = TestPlatform()
            val app = open(platform = platform)
            val h = app.puzzles()
            fun square(name: String) = onNode(
                SemanticsMatcher.expectValue(SemanticsProperties.ContentDescription, listOf(name)),
                useUnmergedTree = true,
            )
            fun live(): String =
                onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.LiveRegion)).fetchSemanticsNodes()
                    .joinToString(" ") { it.config.getOrNull(SemanticsProperties.Text)?.joinToString("").orEmpty() }
            onNode(hasText(h.uiState.screen.prompt)).fetchSemanticsNode()
            for (i in solution.indices step 2) {
                val m = h.move(solution[i])
                val b = h.uiState.screen.board
                square(b.at(m.from).name).performSemanticsAction(SemanticsActions.OnClick)
                waitForIdle()
                for (sq in m.path) {
                    if (h.uiState.screen.outcome != null) break
                    square(b.at(sq).name).performSemanticsAction(SemanticsActions.OnClick)
                    waitForIdle()
                }
                assertTrue(live().contains(solution[i]), "the live region reads the move: ${live()}")
                firePauses(platform)
            }
            assertTrue(live().contains("Solved"), live())
            val chip = h.uiState.screen.sitting.single()
            onNode(SemanticsMatcher.expectValue(SemanticsProperties.ContentDescription, listOf(chip.label)))
                .fetchSemanticsNode()
            val next = h.uiState.screen.controls.next
            assertTrue(next.offered)
            onNode(hasText(next.label)).performSemanticsAction(SemanticsActions.OnClick)
            waitForIdle()
            assertEquals(PuzzleStatus.SOLVING, h.uiState.screen.status)
            assertEquals(2, h.uiState.screen.sitting.size + 1, "the next puzzle is not yet rated")
        }

    @Test
    fun `by screen reader alone a puzzle is failed, a hint heard, then it is finished - squares by their names, words from the live region`() =
        uiTest {
            val platform = TestPlatform()
            val app = open(platform = platform)
            val h = app.puzzles()
            fun square(name: String) = onNode(
                SemanticsMatcher.expectValue(SemanticsProperties.ContentDescription, listOf(name)),
                useUnmergedTree = true,
            )
            fun live(): String =
                onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.LiveRegion)).fetchSemanticsNodes()
                    .joinToString(" ") { it.config.getOrNull(SemanticsProperties.Text)?.joinToString("").orEmpty() }
            fun playBySquares(m: MoveInfo) {
                val b = h.uiState.screen.board
                square(b.at(m.from).name).performSemanticsAction(SemanticsActions.OnClick)
                waitForIdle()
                for (sq in m.path) {
                    if (h.uiState.screen.outcome != null || h.uiState.screen.judging) break
                    square(b.at(sq).name).performSemanticsAction(SemanticsActions.OnClick)
                    waitForIdle()
                }
            }
            // The task, read as text.
            onNode(hasText(h.uiState.screen.prompt)).fetchSemanticsNode()

            // A move off the line: the core's search judges it (its answer faked: minutes in a debug build).
            h.runCheck = { job -> job.answer(-400, job.replies().first()) }
            playBySquares(h.uiState.screen.board.legalMoves.first { it.notation != solution[0] })
            waitUntil(timeoutMillis = 120_000) { platform.queue.isNotEmpty() }
            runOnIdle { platform.drain() }
            waitForIdle()
            assertEquals(PuzzleOutcome.WRONG, h.uiState.screen.outcome)
            assertTrue(live().contains(h.uiState.screen.said), "the verdict is heard: ${live()}")
            firePauses(platform)
            assertEquals(PuzzleStatus.SOLVING, h.uiState.screen.status, "taken back: the player may keep trying")

            // Hint, found by its label: the piece to move, in words.
            val hint = h.uiState.screen.controls.hint
            assertTrue(hint.enabled)
            onNode(hasText(hint.label)).performSemanticsAction(SemanticsActions.OnClick)
            waitForIdle()
            val from = solution[0].split('-', 'x').first()
            assertEquals(from.toUInt(), h.uiState.screen.hint, "the hint names the square of the solution's first move")
            assertTrue(live().contains("Hint") && live().contains(from), "the hint is heard: ${live()}")

            for (i in solution.indices step 2) {
                playBySquares(h.move(solution[i]))
                assertTrue(live().contains(solution[i]), "the live region reads the move: ${live()}")
                firePauses(platform)
            }
            assertEquals(PuzzleStatus.SOLVED, h.uiState.screen.status)
            val chip = h.uiState.screen.sitting.single()
            assertEquals(PuzzleSittingResult.FAILED, chip.result, "a failed puzzle stays failed")
            onNode(SemanticsMatcher.expectValue(SemanticsProperties.ContentDescription, listOf(chip.label)))
                .fetchSemanticsNode()
        }

    @Test
    fun `a move off the line that wins too counts as solved - the core's verdict, drawn as a success`() = uiTest {
        val platform = TestPlatform()
        val app = open(platform = platform)
        val h = app.puzzles()
        val other = h.uiState.screen.board.legalMoves.first { it.notation != solution[0] }
        // The core's search is faked: it finds a win after this move too.
        h.runCheck = { job -> job.answer(7900, null) }
        runOnIdle { h.tapMove(other) }
        assertTrue(h.uiState.screen.judging)
        waitUntil(timeoutMillis = 120_000) { platform.queue.isNotEmpty() }
        runOnIdle { platform.drain() }
        waitForIdle()
        assertEquals(PuzzleOutcome.ALSO_WINS, h.uiState.screen.outcome)
        assertEquals(PuzzleStatus.SOLVED, h.uiState.screen.status)
        assertEquals(PuzzleSittingResult.SOLVED, h.uiState.screen.sitting.single().result)
        assertTrue(h.uiState.screen.controls.next.offered)
        assertTrue(
            onNodeWithTag("puzzle-said").fetchSemanticsNode().config[SemanticsProperties.Text].joinToString()
                .contains(other.notation),
        )
    }

    @Test
    fun `the forced reply waits for the core's pause, and a chip of the sitting reopens its puzzle`() = uiTest {
        val platform = TestPlatform()
        val app = open(platform = platform)
        val h = app.puzzles()
        assertTrue(solution.size >= 3, "the first puzzle has a forced reply: $solution")
        val start = h.uiState.screen.fen
        runOnIdle { h.tapMove(h.move(solution[0])) }
        waitForIdle()
        val step = nn(h.uiState.screen.nextStep, "the reply waits")
        assertEquals(PuzzleStepKind.REPLY, step.kind)
        assertEquals(listOf(step.delayMs.toLong()), platform.timers.map { it.first }, "on the platform's timer")
        assertTrue(h.uiState.screen.board.legalMoves.none { it.notation == solution[2] }, "not played yet")
        runOnIdle { platform.fireTimer() }
        waitForIdle()
        assertNotNull(h.uiState.screen.board.legalMoves.firstOrNull { it.notation == solution[2] }, "played")
        for (i in 2 until solution.size step 2) {
            runOnIdle { h.tapMove(h.move(solution[i])) }
            firePauses(platform)
        }
        assertEquals(PuzzleStatus.SOLVED, h.uiState.screen.status)
        onNode(hasText(h.uiState.screen.controls.next.label)).performSemanticsAction(SemanticsActions.OnClick)
        waitForIdle()
        assertNotEquals(start, h.uiState.screen.fen)
        onNodeWithTag("sitting-0").performSemanticsAction(SemanticsActions.OnClick)
        waitForIdle()
        assertEquals(start, h.uiState.screen.fen, "the chip reopens its puzzle")
        assertEquals(PuzzleStatus.SOLVING, h.uiState.screen.status)
    }

    @Test
    fun `home's Puzzles card shows the rating and opens the trainer`() = uiTest {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        waitForIdle()
        val card = app.homeState().puzzles!!
        assertTrue(card.rating.contains("1500"), card.rating)
        onNodeWithTag("puzzles-card").performSemanticsAction(SemanticsActions.OnClick)
        waitForIdle()
        assertEquals(Screen.Puzzles, app.screen)
        assertEquals(PuzzleStatus.SOLVING, app.puzzles().uiState.screen.status)
    }
}
