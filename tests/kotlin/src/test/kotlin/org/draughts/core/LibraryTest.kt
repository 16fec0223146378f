package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The game library through the generated bindings: shelf, archive, stats, export. */
class LibraryTest {
    private val intl = presetRules(Variant.INTERNATIONAL)

    @Test
    fun `a game put, finished, then read in the archive and the stats`() {
        val game = GameHandle(intl, Player.Human, Player.Bot(2u), Language.EN)
        game.playText("32-28")
        val library = GameLibrary.open(null, null, null, Language.EN, "2026-05-01")
        val first = library.put(null, game.save(), "2026-05-01")
        assertNotNull(first.shelf)
        assertNull(first.archive)
        val cards = library.unfinished()
        assertEquals(1, cards.size)
        assertEquals("Black to move", cards[0].toMove)
        assertEquals(50, cards[0].board.squares.size)

        game.resign()
        val done = library.put(first.id, game.save(), "2026-05-01")
        assertEquals(first.id, done.id)
        val archive = checkNotNull(done.archive) { "the archive is written" }
        assertTrue(library.unfinished().isEmpty())
        val page = library.archive(ArchiveFilter(null, null))
        assertEquals(1, page.rows.size)
        assertEquals("Lost", page.rows[0].outcome)
        assertEquals("0-2", page.rows[0].result)
        assertEquals(listOf("international"), page.variants.map { it.id })
        val stats = library.stats()
        assertEquals("International — all levels", stats[0].title)
        assertEquals(listOf(1u, 0u, 0u, 1u), listOf(stats[0].played, stats[0].won, stats[0].drawn, stats[0].lost))

        // The archive document opens again, in another language, and exports.
        val again = GameLibrary.open(done.shelf, archive, null, Language.FR, "2026-05-01")
        assertTrue(again.notices().isEmpty())
        assertEquals("Perdue", again.archive(ArchiveFilter(null, null)).rows[0].outcome)
        val restored = GameHandle.restore(checkNotNull(again.saveOf(first.id)))
        assertEquals(1, restored.view().currentPly.toInt())
        assertTrue(again.exportArchive(ArchiveFilter(null, null)).contains("[Result \"0-2\"]"))
        assertEquals("", again.exportPdn(emptyList()), "no id, no game")
        assertNull(again.remove(first.id).shelf)
        assertTrue(again.archive(ArchiveFilter(null, null)).rows.isEmpty())
    }

    @Test
    fun `a damaged archive line becomes a notice`() {
        val game = GameHandle(intl, Player.Human, Player.Human, Language.EN)
        game.playText("32-28")
        game.resign()
        val library = GameLibrary.open(null, null, null, Language.EN, "2026-05-01")
        val archive = checkNotNull(library.put(null, game.save(), "2026-05-01").archive)
        val damaged = archive.replace("2026-05-01", "2026-05-09")
        val reopened = GameLibrary.open(null, damaged, null, Language.EN, "2026-05-02")
        val notices = reopened.notices()
        assertEquals("Entry 1 of the archive could not be read and was skipped.", notices[0])
        // The damaged file is kept aside before anything is written over it.
        val aside = reopened.keepAside().single()
        assertEquals(StoredFile.ARCHIVE, aside.file)
        assertEquals(storedFileName(StoredFile.ARCHIVE), aside.name)
        assertTrue(aside.aside.startsWith("archive.damaged-2026-05-02-"), aside.aside)
        assertTrue(notices[1].contains(aside.aside), notices[1])
        assertNull(reopened.flush().archive, "not written before it is kept aside")
        reopened.keptAside(StoredFile.ARCHIVE)
        assertNotNull(reopened.flush().archive)
        assertEquals(notices, reopened.notices(), "kept until dismissed")
        reopened.dismissNotices()
        assertTrue(reopened.notices().isEmpty())
    }
}
