package org.draughts.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextInput
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.ThemeMode
import org.draughts.core.AnalysisInput
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/** The core's test files of the import screen (their source is stated in each). */
private fun pdnFile(name: String): ByteArray =
    listOf("../../core/app/tests/data/$name", "core/app/tests/data/$name").map(::File).first { it.exists() }.readBytes()

/**
 * The PDN import screen with the real core: a file of several games chosen in the picker becomes a
 * list, the search keeps the games that match, a game opens on the analysis board at its start;
 * the warnings and a refusal in words; goldens of each.
 */
@OptIn(ExperimentalTestApi::class)
class ImportTest {
    private class Size(val name: String, val w: Int, val h: Int, val density: Float)
    private val phone = Size("phone", 360, 640, 1.5f)
    private val landscape = Size("landscape", 1000, 760, 1f)

    private fun SkikoComposeUiTest.open(platform: TestPlatform = TestPlatform(), dark: Boolean = false): AppState {
        val app =
            newApp(settings = AppSettings(theme = if (dark) ThemeMode.DARK else ThemeMode.LIGHT), platform = platform)
        setThemedContent { DraughtsApp(app) }
        waitForIdle()
        return app
    }

    @Test fun `a file of several games is listed, searched, and a game opens at its start`() = uiTest {
        val platform = TestPlatform().apply { pdnFile = pdnFile("import-games.pdn") }
        val app = open(platform)
        onNodeWithTag("open-pdn").performScrollTo().performClick()
        waitForIdle()
        assertEquals(Screen.Import, app.screen)
        onNodeWithTag("import-open-file").performClick()
        waitForIdle()
        val v = app.pdnImport!!.view
        assertEquals("6 games", v.title)
        assertTrue(v.searchShown)
        onNodeWithTag("import-game-0").assertIsDisplayed()
        onNodeWithTag("import-search").performTextInput("shashki")
        waitForIdle()
        assertEquals(listOf(4u), app.pdnImport!!.view.rows.map { it.index })
        onNodeWithTag("import-game-4").performClick()
        waitForIdle()
        assertTrue(app.screen is Screen.Analysis)
        val a = app.analysis!!.uiState.view
        assertNull(a.currentMove, "the board opens on the game's start")
        assertEquals(4, a.moves.size)
        assertEquals(24, a.board.squares.count { it.piece != null }, "Russian draughts: 12 men a side")
        runOnIdle { app.analysis!!.send(AnalysisInput.Forward) }
        assertEquals("1. c3-d4", app.analysis!!.uiState.view.currentMove)
        // Back on the list: the search is kept.
        runOnIdle { app.back() }
        waitForIdle()
        assertEquals(Screen.Import, app.screen)
        assertEquals("shashki", app.pdnImport!!.view.query)
    }

    @Test fun `a file or a paste of one game opens it on the analysis board at once, the list behind it`() = uiTest {
        val one = "[White \"Ann\"]\n[Black \"Bo\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 2. 28x19 14x23 *\n"
        val platform = TestPlatform().apply { pdnFile = one.encodeToByteArray() }
        val app = open(platform)
        runOnIdle { app.openImport() }
        waitForIdle()
        onNodeWithTag("import-open-file").performClick()
        waitForIdle()
        assertTrue(app.screen is Screen.Analysis, "one game: no list to pick from")
        assertEquals(4, app.analysis!!.uiState.view.moves.size)
        assertNull(app.analysis!!.uiState.view.currentMove, "at the game's start")
        runOnIdle { app.back() }
        waitForIdle()
        assertEquals(Screen.Import, app.screen)
        assertEquals(listOf("Ann – Bo"), app.pdnImport!!.view.rows.map { it.players })
        // Typed, the same text stays a list: it reads as one game long before it is finished.
        onNodeWithTag("import-text").performTextInput(one)
        waitForIdle()
        assertEquals(Screen.Import, app.screen)
        // Handed over by another app, it opens at once.
        runOnIdle { app.openImport(text = one) }
        waitForIdle()
        assertTrue(app.screen is Screen.Analysis)
    }

    @Test fun `the archive opens the import screen and a pasted text is read`() = uiTest {
        val app = open()
        runOnIdle { app.push(Screen.Archive) }
        waitForIdle()
        onNodeWithTag("archive-open-pdn").performClick()
        waitForIdle()
        onNodeWithTag("import-text").performTextInput(pdnFile("import-broken.pdn").decodeToString())
        waitForIdle()
        val v = app.pdnImport!!.view
        assertTrue(v.refusal!!.startsWith("This text cannot be opened: game 1, line 5:"), v.refusal)
        onNodeWithTag("import-refusal").assertIsDisplayed()
        assertFalse(v.searchShown)
    }

    /** Each size and theme; [setup] fills the screen before it is drawn, so the first frame is the picture's. */
    private fun shoot(state: String, setup: (AppState) -> Unit) {
        for (size in listOf(phone, landscape)) {
            for (dark in listOf(false, true)) {
                uiTest(size.w, size.h, size.density) {
                    val app = newApp(
                        settings = AppSettings(theme = if (dark) ThemeMode.DARK else ThemeMode.LIGHT),
                    )
                    setup(app)
                    setThemedContent { DraughtsApp(app) }
                    waitForIdle()
                    shot("$state-${size.name}-${if (dark) "dark" else "light"}")
                }
            }
        }
    }

    /** The list of a file with six games that read, the search above it. */
    @Test fun `import list goldens`() = shoot("import-list") { app ->
        app.openImport(bytes = pdnFile("import-games.pdn"))
    }

    /** A short text: one game read with a warning, one left out, both in words with game and line. */
    @Test fun `import warnings goldens`() = shoot("import-warnings") { app ->
        val text = pdnFile("import-games.pdn").decodeToString().split("\n\n[Event").let {
            "[Event" + it[3] + "\n\n[Event" + it[6]
        }
        app.openImport(text = text)
        assertEquals(2, app.pdnImport!!.view.warnings.size, app.pdnImport!!.view.warnings.toString())
    }

    /** A file none of whose games reads: the refusal with its game and line. */
    @Test fun `import refusal goldens`() = shoot("import-refusal") { app ->
        app.openImport(text = pdnFile("import-broken.pdn").decodeToString())
    }
}
