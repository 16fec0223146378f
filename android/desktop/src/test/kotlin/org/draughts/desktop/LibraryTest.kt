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
import org.draughts.core.ArchiveFilter
import org.draughts.core.GameInput
import org.draughts.core.GameMode
import org.draughts.core.Language
import org.draughts.core.NewGame
import org.draughts.core.Side
import org.draughts.core.Standing
import org.draughts.core.StoredFile
import org.draughts.core.storedFileFormerNames
import org.draughts.core.storedFileName
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
    private val shelfName = storedFileName(StoredFile.SHELF)
    private val archiveName = storedFileName(StoredFile.ARCHIVE)

    /** The Android app's old autosave, under the name it had. */
    private val oldSaveName = storedFileFormerNames(StoredFile.LEGACY_SAVE).single()

    private fun SkikoComposeUiTest.start(app: AppState, variant: String, vsBot: Boolean = false) {
        runOnIdle {
            app.chooseVariant(variant)
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
        assertNotNull(store.read(shelfName), "the shelf written as the core returned it")
        val card = app.library.unfinished().single()
        // The card's board is the core's, described by its spoken line.
        onNodeWithTag("card-${card.id}").assertExists()
        onNodeWithTag("card-${card.id}").performScrollTo().performClick()
        waitForIdle()
        assertEquals(Screen.Game, app.screen)
        assertEquals(moves, app.game!!.uiState.view.moves.map { it.text })
        tap(app, "33", "29")
        onNodeWithTag("back").performClick()
        waitForIdle()
        assertEquals(1, app.library.unfinished().size, "the same game, filed again under its id")
        // A new process over the same files: the same card.
        val again = newApp(store = store)
        assertEquals(listOf(card.id), again.library.unfinished().map { it.id })
        onNodeWithTag("delete-${card.id}").performScrollTo().performClick()
        waitForIdle()
        assertTrue(app.library.unfinished().isEmpty())
        onNodeWithTag("card-${card.id}").assertDoesNotExist()
        assertTrue(newApp(store = store).library.unfinished().isEmpty(), "deleted in the stored shelf too")
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
        store.write(oldSaveName, session.save())
        val app = newApp(store = store)
        assertNull(store.read(oldSaveName), "the old file goes once the shelf has it")
        assertNotNull(store.read(shelfName))
        assertEquals(1, app.library.unfinished().size)
        app.continueGame()
        assertEquals(session.view().moves.map { it.text }, app.game!!.uiState.view.moves.map { it.text })
        assertEquals(1, newApp(store = store).library.unfinished().size, "not imported twice")
    }

    @Test
    fun `a damaged shelf is a notice shown once`() = uiTest {
        val store = MemoryStore()
        store.write(shelfName, "this is not a shelf")
        val app = newApp(store = store)
        setThemedContent { DraughtsApp(app) }
        val notices = app.library.notices
        assertFalse(notices.isEmpty(), "the core says what it could not read")
        onNodeWithTag("notices").assertExists()
        onNodeWithTag("notices-ok").performClick()
        waitForIdle()
        onNodeWithTag("notices").assertDoesNotExist()
    }

    @Test
    fun `the archive filters, opens to replay, shares as PDN and deletes, and the statistics are the core's rows`() =
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
            assertTrue(app.library.unfinished().isEmpty(), "finished games leave the shelf")
            onNodeWithTag("archive").performScrollTo().performClick()
            waitForIdle()
            val page = app.library.archive(ArchiveFilter(null, null))
            assertEquals(3, page.rows.size)
            onNodeWithTag("archive-count").assertTextEquals(page.countText)
            // Each score's badge is drawn for the core's standing: lost to the bot, decided between people.
            assertEquals(
                listOf(Standing.LOST, Standing.DECIDED, Standing.DECIDED),
                page.rows.map { it.standing },
            )
            for (r in page.rows) {
                onNodeWithTag("badge-${r.id}-${r.standing.name.lowercase()}", useUnmergedTree = true).assertExists()
            }
            // The filter is a compact button opening the core's choices, the current one selected.
            onNodeWithTag("filter-variant").performClick()
            onNodeWithTag("filter-variant-all").assertIsSelected()
            // A variant filter: the core's rows for it.
            val english = page.variants.first { it.label.contains("English") }
            onNodeWithTag("filter-variant-${english.id}").performClick()
            waitForIdle()
            val filtered = app.library.archive(ArchiveFilter(english.id, null))
            assertEquals(1, filtered.rows.size)
            onNodeWithTag("archive-count").assertTextEquals(filtered.countText)
            val row = filtered.rows.single()
            // Share all says what it exports, and exports that: the filtered page.
            onNodeWithTag("share-all").assertTextEquals(filtered.shareAll.label)
            onNodeWithTag("share-all").performClick()
            assertEquals(1, Regex("\\[Event ").findAll(platform.shared.removeLast().second).count())
            assertEquals(row.spoken, onNodeWithTag("open-${row.id}").description())
            onNodeWithTag("more-${row.id}").performClick()
            onNodeWithTag("share-${row.id}").performClick()
            assertEquals(1, platform.shared.size)
            assertTrue(platform.shared[0].second.contains("[GameType \"21\"]"), platform.shared[0].second)
            onNodeWithTag("filter-variant").performClick()
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
            onNodeWithTag("more-${row.id}").performScrollTo().performClick()
            onNodeWithTag("delete-${row.id}").performClick()
            waitForIdle()
            assertEquals(2, app.library.archive(ArchiveFilter(null, null)).rows.size)
            onNodeWithTag("row-${row.id}").assertDoesNotExist()
            // The statistics: one card per core row (in its variant's section), read as its spoken line.
            onNodeWithTag("archive-stats").performClick()
            waitForIdle()
            val sections = app.library.statsSections()
            sections.forEachIndexed { i, s -> onNodeWithTag("stats-section-$i").assertTextEquals(s.title) }
            val stats = sections.flatMap { it.rows }
            assertTrue(stats.isNotEmpty())
            stats.forEachIndexed { i, r -> assertEquals(r.spoken, onNodeWithTag("stats-$i").description()) }
        }

    @Test
    fun `a newer archive is kept aside, never written over, and a new one starts`() {
        val store = MemoryStore()
        val newer = "{\"format\":\"draughts-archive\",\"version\":2,\"entries\":[\n]}\n"
        store.write(archiveName, newer)
        val app = newApp(store = store)
        val kept = store.docs.keys.single { it.startsWith("archive.unreadable-v2-") }
        assertEquals(newer, store.read(kept), "kept byte for byte")
        assertTrue(app.library.notices.single().contains(kept), app.library.notices.toString())
        resignQuickly(app)
        assertNotNull(store.read(archiveName), "a new archive")
        assertEquals(newer, store.read(kept), "the kept one untouched")
    }

    @Test
    fun `notices stay through a change of language, re-worded`() {
        val store = MemoryStore()
        store.write(shelfName, "this is not a shelf")
        val app = newApp(store = store)
        val english = app.library.notices
        assertEquals(1, english.size)
        app.library.setLanguage(Language.FR)
        val french = app.library.notices
        assertEquals(1, french.size, "kept, not dropped nor repeated")
        assertTrue(french[0] != english[0] && french[0].startsWith("La liste"), french[0])
        app.library.dismissNotices()
        app.library.setLanguage(Language.EN)
        assertTrue(app.library.notices.isEmpty())
    }

    /** A two-player game with one move, resigned: into the archive. */
    private fun resignQuickly(app: AppState) {
        app.chooseVariant("international")
        app.chooseVsBot(false)
        app.startGame()
        val g = app.game!!
        g.onTap(g.uiState.view.board.index("32"))
        g.onTap(g.uiState.view.board.index("28"))
        g.confirmResign()
        app.back()
    }
}
