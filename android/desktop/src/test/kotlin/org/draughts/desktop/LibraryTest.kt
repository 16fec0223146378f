package org.draughts.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.Screen
import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.game.SAVE_NAME
import org.draughts.app.ui.library.ARCHIVE_NAME
import org.draughts.app.ui.library.SHELF_NAME
import org.draughts.core.ArchiveFilter
import org.draughts.core.GameInput
import org.draughts.core.GameMode
import org.draughts.core.Language
import org.draughts.core.NewGame
import org.draughts.core.Side
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * Several games, the archive and the statistics on the real core's
 * `GameLibrary`, stored in a [MemoryStore]: the app writes what the core
 * returns, never reads the documents itself.
 */
@OptIn(ExperimentalTestApi::class)
class LibraryTest {
    private fun SkikoComposeUiTest.start(app: AppState, variant: String, vsBot: Boolean = false) {
        runOnIdle {
            app.selected = app.homeState().variants.indexOfFirst { it.id == variant }
            app.vsBot = vsBot
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

    /** A game on the shelf, then resigned into the archive. */
    private fun SkikoComposeUiTest.resignOne(app: AppState, variant: String, vsBot: Boolean = false) {
        start(app, variant, vsBot)
        tap(app, *(if (variant == "english") arrayOf("11", "15") else arrayOf("32", "28")))
        runOnIdle {
            app.game!!.confirmResign()
            app.back()
        }
        waitForIdle()
    }

    @Test
    fun `unfinished games are cards on home - resumed exactly, deleted, and kept across a restart`() = uiTest {
        val store = MemoryStore()
        val app = newApp(store = store)
        setThemedContent { DraughtsApp(app) }
        onNodeWithTag("archive").assertExists()
        start(app, "international")
        tap(app, "32", "28", "19", "23")
        val moves = app.game!!.uiState.view.moves.map { it.text }
        onNodeWithTag("back").performClick()
        waitForIdle()
        assertNotNull(store.read(SHELF_NAME), "the shelf written as the core returned it")
        val card = app.shelf.unfinished().single()
        // The card's board is the core's, described by its spoken line.
        onNodeWithTag("card-${card.id}").assertExists()
        onNodeWithTag("resume-${card.id}").performScrollTo().performClick()
        waitForIdle()
        assertEquals(Screen.Game, app.screen)
        assertEquals(moves, app.game!!.uiState.view.moves.map { it.text })
        tap(app, "33", "29")
        onNodeWithTag("back").performClick()
        waitForIdle()
        assertEquals(1, app.shelf.unfinished().size, "the same game, filed again under its id")
        // A new process over the same files: the same card.
        val again = newApp(store = store)
        assertEquals(listOf(card.id), again.shelf.unfinished().map { it.id })
        onNodeWithTag("delete-${card.id}").performScrollTo().performClick()
        waitForIdle()
        assertTrue(app.shelf.unfinished().isEmpty())
        onNodeWithTag("card-${card.id}").assertDoesNotExist()
        assertTrue(newApp(store = store).shelf.unfinished().isEmpty(), "deleted in the stored shelf too")
    }

    @Test
    fun `the old single save is imported once, then deleted`() {
        val catalog = FfiCatalog()
        val rules = catalog.variants(Language.EN).first { it.id == "russian" }.rules
        val players = catalog.newGamePlayers(NewGame(GameMode.TWO_PLAYERS, Side.WHITE, 1u))
        val session = catalog.newSession(rules, players.white, players.black, Language.EN)
        session.send(GameInput.Tap(session.view().board.index("c3")))
        session.send(GameInput.Tap(session.view().board.index("d4")))
        val store = MemoryStore()
        store.write(SAVE_NAME, session.save())
        val app = newApp(store = store)
        assertNull(store.read(SAVE_NAME), "the old file goes once the shelf has it")
        assertNotNull(store.read(SHELF_NAME))
        assertEquals(1, app.shelf.unfinished().size)
        app.continueGame()
        assertEquals(session.view().moves.map { it.text }, app.game!!.uiState.view.moves.map { it.text })
        assertEquals(1, newApp(store = store).shelf.unfinished().size, "not imported twice")
    }

    @Test
    fun `a damaged shelf is a notice shown once`() = uiTest {
        val store = MemoryStore()
        store.write(SHELF_NAME, "this is not a shelf")
        val app = newApp(store = store)
        setThemedContent { DraughtsApp(app) }
        val notices = app.shelf.notices
        assertFalse(notices.isEmpty(), "the core says what it could not read")
        onNodeWithTag("notices").assertExists()
        onNodeWithTag("notices-ok").performClick()
        waitForIdle()
        onNodeWithTag("notices").assertDoesNotExist()
    }

    @Test
    fun `the archive filters, opens to review, shares as PDN and deletes, and the statistics are the core's rows`() =
        uiTest(
            1000,
            900,
            1f,
        ) {
            val platform = TestPlatform()
            val app = newApp(platform = platform, catalog = BotNeverAnswers())
            setThemedContent { DraughtsApp(app) }
            resignOne(app, "english")
            resignOne(app, "international")
            resignOne(app, "international", vsBot = true)
            assertTrue(app.shelf.unfinished().isEmpty(), "finished games leave the shelf")
            onNodeWithTag("archive").performScrollTo().performClick()
            waitForIdle()
            val page = app.shelf.archive(ArchiveFilter(null, null))
            assertEquals(3, page.rows.size)
            onNodeWithTag("archive-count").assertTextEquals(page.countText)
            onNodeWithTag("filter-variant-all").assertIsSelected()
            // A variant filter: the core's rows for it.
            val english = page.variants.first { it.label.contains("English") }
            onNodeWithTag("filter-variant-${english.id}").performClick()
            waitForIdle()
            val filtered = app.shelf.archive(ArchiveFilter(english.id, null))
            assertEquals(1, filtered.rows.size)
            onNodeWithTag("archive-count").assertTextEquals(filtered.countText)
            val row = filtered.rows.single()
            assertEquals(row.spoken, onNodeWithTag("row-text-${row.id}").description())
            onNodeWithTag("share-${row.id}").performClick()
            assertEquals(1, platform.shared.size)
            assertTrue(platform.shared[0].second.contains("[GameType \"21\"]"), platform.shared[0].second)
            onNodeWithTag("filter-variant-all").performClick()
            waitForIdle()
            onNodeWithTag("share-all").performClick()
            assertEquals(3, Regex("\\[Event ").findAll(platform.shared[1].second).count(), "every game in one PDN")
            // Open: the finished game, on the game screen.
            onNodeWithTag("open-${row.id}").performScrollTo().performClick()
            waitForIdle()
            assertEquals(Screen.Game, app.screen)
            assertNotNull(app.game!!.uiState.view.result)
            onNodeWithTag("back").performClick()
            waitForIdle()
            onNodeWithTag("delete-${row.id}").performScrollTo().performClick()
            waitForIdle()
            assertEquals(2, app.shelf.archive(ArchiveFilter(null, null)).rows.size)
            onNodeWithTag("row-${row.id}").assertDoesNotExist()
            // The statistics: one line per core row, read as its spoken line.
            onNodeWithTag("archive-stats").performClick()
            waitForIdle()
            val stats = app.shelf.stats()
            assertTrue(stats.isNotEmpty())
            stats.forEachIndexed { i, r -> assertEquals(r.spoken, onNodeWithTag("stats-$i").description()) }
        }
}
