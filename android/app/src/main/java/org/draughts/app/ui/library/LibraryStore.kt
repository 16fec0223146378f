package org.draughts.app.ui.library

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.data.Catalog
import org.draughts.app.ui.data.DocumentStore
import org.draughts.app.ui.data.LibraryPort
import org.draughts.app.ui.game.SAVE_NAME
import org.draughts.core.ArchiveFilter
import org.draughts.core.ArchivePage
import org.draughts.core.GameCard
import org.draughts.core.Language
import org.draughts.core.LibraryWrite
import org.draughts.core.StatsRow

/** The unfinished games' document. */
const val SHELF_NAME = "games.json"

/** The finished games' document. */
const val ARCHIVE_NAME = "archive.json"

/**
 * The app's side of the core's library: opens it from the two documents
 * (and the old single save, once), writes what each change returns, and
 * keeps the notices to show once. Where a game belongs, its card, the
 * archive's rows and the statistics are the core's.
 */
class GameShelf(private val catalog: Catalog, private val store: DocumentStore, language: Language) {
    private var language = language
    private var library: LibraryPort = open(language, store.read(SAVE_NAME))

    /** Bumped after every write, so screens read the cards again. */
    var version by mutableStateOf(0)
        private set

    /** Messages from the core to show once (a damaged entry skipped, the oldest game moved). */
    var notices by mutableStateOf(library.notices())
        private set

    private var cards: Triple<Int, Language, List<GameCard>>? = null

    init {
        // The old single save, imported: written into the shelf, then no longer needed.
        val w = library.flush()
        write(w)
        if (w.shelf != null) store.delete(SAVE_NAME)
    }

    private fun open(l: Language, legacy: String?) =
        catalog.openLibrary(store.read(SHELF_NAME), store.read(ARCHIVE_NAME), legacy, l)

    /** The library's texts follow the app's language: it is read again in the new one. */
    fun setLanguage(l: Language) {
        if (l == language) return
        language = l
        library = open(l, null)
        write(library.flush())
        version++
    }

    /** The open game's save changed: the core files it; returns the game's id. */
    fun put(id: ULong?, save: String, date: String): ULong {
        val w = library.put(id, save, date)
        write(w)
        return w.id
    }

    fun remove(id: ULong) = write(library.remove(id))

    fun unfinished(): List<GameCard> {
        cards?.let { (v, l, c) -> if (v == version && l == language) return c }
        return library.unfinished().also { cards = Triple(version, language, it) }
    }

    fun saveOf(id: ULong): String? = library.saveOf(id)
    fun archive(filter: ArchiveFilter): ArchivePage = library.archive(filter)
    fun exportPdn(ids: List<ULong>): String = library.exportPdn(ids)
    fun stats(): List<StatsRow> = library.stats()

    /** What the statistics say with no row. */
    fun statsEmptyText(): String = library.statsEmptyText()

    fun dismissNotices() {
        notices = emptyList()
    }

    /** The archive first: a game moving to it is then in both for a moment, never in neither. */
    private fun write(w: LibraryWrite) {
        w.archive?.let { store.write(ARCHIVE_NAME, it) }
        w.shelf?.let { store.write(SHELF_NAME, it) }
        if (w.archive != null || w.shelf != null) version++
        notices = notices + library.notices()
    }
}
