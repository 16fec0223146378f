package org.draughts.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.analysis.AnalysisStateHolder
import org.draughts.app.ui.analysis.FfiAnalysis
import org.draughts.app.ui.analysis.PersonalPuzzleSink
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.puzzles.PuzzleStateHolder
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.core.AnalysisHandle
import org.draughts.core.AnalysisInput
import org.draughts.core.Language
import org.draughts.core.PuzzleStatus
import org.draughts.core.PuzzleTheme
import org.draughts.core.Variant
import org.draughts.core.presetRules
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * Puzzles from the player's games on the real core: a reviewed game that missed a shot, its proof run as
 * the review's searches are, the puzzle kept in the record and offered under "From my games", then solved;
 * and "Put it into practice" at the end of a lesson.
 */
@OptIn(ExperimentalTestApi::class)
class PersonalPuzzleTest {
    /** English: White to move has a shot, 14-9! 5x14 10x26; the game plays 21-17 instead. */
    private val shot = "W:WK10,14,21:B5,K16,22"

    /** Reviews the game (every search and proof run by the test), its puzzles written into [store]. */
    private fun reviewInto(store: MemoryStore, platform: TestPlatform): AnalysisStateHolder {
        val handle = AnalysisHandle.fromFen(presetRules(Variant.ENGLISH), shot, Language.EN)
        handle.playText("21-17")
        handle.playText("22-26")
        val searches = HeldSearches()
        val holder = AnalysisStateHolder(FfiAnalysis(handle), platform, searches, PersonalPuzzleSink(store, "Me – Bot"))
        holder.start()
        holder.send(AnalysisInput.StartReview(false))
        settle(searches, platform)
        return holder
    }

    private fun PuzzleStateHolder.play(notation: String) {
        val m = nn(uiState.screen.board.legalMoves.firstOrNull { it.notation == notation }, "$notation is legal")
        onTap(m.from)
        for (sq in m.path) {
            if (uiState.screen.outcome != null) break
            onTap(sq)
        }
    }

    @Test
    fun `a reviewed mistake becomes a puzzle the trainer offers, and it is solved`() {
        val store = MemoryStore()
        val platform = TestPlatform()
        val analysis = reviewInto(store, platform)
        val personal = nn(analysis.uiState.view.personal, "the search for puzzles")
        assertEquals("One position from this game was added to your puzzles.", personal.text)
        assertTrue(store.read(org.draughts.core.storedFileName(org.draughts.core.StoredFile.PUZZLE_RECORD)) != null)

        val h = PuzzleStateHolder(platform, store, Language.EN, Variant.ENGLISH)
        assertEquals(1u, h.uiState.screen.mine.count)
        h.onToggleMine()
        h.onNext()
        val s = h.uiState.screen
        assertEquals(shot, s.fen)
        assertEquals("White to play and win a man.", s.prompt)
        assertEquals("From your game Me – Bot", s.source, "the core names the game it came from")
        h.play("14-9")
        while (platform.timers.isNotEmpty()) platform.fireTimer()
        h.play("10x26")
        assertEquals(PuzzleStatus.SOLVED, h.uiState.screen.status)
        // Solved once: still offered, once more.
        assertEquals("0 of 1 solved twice", h.uiState.screen.mine.progress)
        h.close()
        analysis.close()
    }

    private fun shoot(name: String, setup: SkikoComposeUiTest.(AppState, TestPlatform) -> Unit) {
        for (dark in listOf(false, true)) {
            uiTest(360, 640, 1.5f) {
                val platform = TestPlatform()
                val store = MemoryStore()
                reviewInto(store, platform).close()
                val app = newApp(
                    store = store,
                    settings = AppSettings(theme = if (dark) ThemeMode.DARK else ThemeMode.LIGHT),
                    platform = platform,
                )
                setThemedContent { DraughtsApp(app) }
                waitForIdle()
                runOnIdle { app.choosePuzzleVariant(Variant.ENGLISH) }
                setup(app, platform)
                waitForIdle()
                shot("$name-${if (dark) "dark" else "light"}")
            }
        }
    }

    /** The themes with "From my games" chosen, and the variants with their counts. */
    @Test fun `personal puzzle themes`() = shoot("puzzle-personal-themes-phone") { app, _ ->
        runOnIdle {
            app.puzzles().onToggleMine()
            app.push(Screen.PuzzleThemes)
        }
    }

    /** The puzzle from the player's game on the board, its task naming the gain. */
    @Test fun `personal puzzle on the board`() = shoot("puzzle-personal-phone") { app, _ ->
        runOnIdle {
            app.puzzles().onToggleMine()
            app.push(Screen.Puzzles)
        }
        waitForIdle()
        assertEquals(shot, app.puzzles().uiState.screen.fen)
    }

    /** A lesson solved offers "Put it into practice", which opens the trainer on the lesson's themes. */
    @Test
    fun `put it into practice opens the lesson's themes`() = uiTest(360, 640, 1.5f) {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        onNodeWithTag("tutorial").performClick()
        val lesson = app.lessons().first { it.id == "multi-capture" }
        onNodeWithTag("lesson-${lesson.id}").performScrollTo().performClick()
        waitForIdle()
        val holder = app.lesson!!
        val right = holder.uiState.board.legalMoves.first { it.notation in lesson.solutions }
        clickMove(right) { holder.uiState.state.ordinal }
        waitForIdle()
        onNodeWithTag("practice").assertExists()
        shot("lesson-practice-phone-light")
        onNodeWithTag("practice").performClick()
        waitForIdle()
        assertTrue(app.screen is Screen.Puzzles)
        assertEquals(Variant.INTERNATIONAL, app.puzzleVariant)
        assertEquals("Multiple capture", app.puzzles().uiState.screen.labels.chosenThemes)
        assertTrue(app.puzzles().uiState.screen.themeRows.single { it.chosen }.theme == PuzzleTheme.MULTI_CAPTURE)
    }

    /**
     * The end of the tutorial (its last page) offers "Put it into practice": the core's label and themes, on
     * the variant the player trains on; other pages do not.
     */
    @Test
    fun `put it into practice ends the tutorial`() = uiTest(360, 640, 1.5f) {
        val app = newApp(settings = AppSettings(theme = ThemeMode.LIGHT))
        setThemedContent { DraughtsApp(app) }
        runOnIdle { app.choosePuzzleVariant(Variant.RUSSIAN) }
        onNodeWithTag("tutorial").performClick()
        onNodeWithTag("page-goal").performScrollTo().performClick()
        waitForIdle()
        onNodeWithTag("page-practice").assertDoesNotExist()
        runOnIdle { app.back() }
        onNodeWithTag("page-in-the-app").performScrollTo().performClick()
        waitForIdle()
        val practice = nn(org.draughts.core.pagePractice(Language.EN, "in-the-app", Variant.RUSSIAN), "the core's")
        onNodeWithTag("page-practice").performScrollTo().assertTextEquals(practice.control.label)
        shot("tutorial-practice-phone-light")
        onNodeWithTag("page-practice").performClick()
        waitForIdle()
        assertTrue(app.screen is Screen.Puzzles)
        assertEquals(Variant.RUSSIAN, app.puzzleVariant)
        val chosen = app.puzzles().uiState.screen.themeRows.filter { it.chosen }.map { it.theme }
        assertEquals(practice.themes.toSet(), chosen.toSet())
    }
}
