package org.draughts.app.ui.library

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.data.Catalog
import org.draughts.app.ui.data.DocumentStore
import org.draughts.app.ui.data.LibraryPort
import org.draughts.core.ArchiveFilter
import org.draughts.core.ArchivePage
import org.draughts.core.GameCard
import org.draughts.core.Language
import org.draughts.core.LibraryWrite
import org.draughts.core.StatsSection
import org.draughts.core.StoredFile

/**
 * The app's side of the core's library, the whole of it: opens it from
 * its documents (and the old single autosave), renames what the core says
 * to keep aside, writes what each change returns, removes the old autosave
 * when a write says so, and shows the core's notices until dismissed.
 * Where a game belongs, the file names, the cards, the archive's rows and
 * the statistics are the core's.
 */
class LibraryStore(private val catalog: Catalog, private val store: DocumentStore, language: Language, today: String) {
    private var language = language
    private val library: LibraryPort = catalog.openLibrary(
        read(StoredFile.SHELF),
        read(StoredFile.ARCHIVE),
        legacyNames().firstNotNullOfOrNull(store::read),
        language,
        today,
    )

    /** Bumped after every write, so screens read the cards again. */
    var version by mutableStateOf(0)
        private set

    /** The core's notices (a document kept aside, the oldest game moved), until dismissed. */
    var notices by mutableStateOf(emptyList<String>())
        private set

    private var cards: Triple<Int, Language, List<GameCard>>? = null

    init {
        // What cannot be read is renamed, never written over; a document
        // whose rename failed stays unwritten (the core withholds it).
        for (a in library.keepAside()) {
            if (store.rename(a.name, a.aside)) library.keptAside(a.file)
        }
        write(library.flush())
    }

    private fun read(file: StoredFile) = store.read(catalog.fileName(file))

    /** The old autosave's name and the names earlier versions gave it. */
    private fun legacyNames() =
        listOf(catalog.fileName(StoredFile.LEGACY_SAVE)) + catalog.formerFileNames(StoredFile.LEGACY_SAVE)

    /** The library's texts, notices included, in another language. */
    fun setLanguage(l: Language) {
        if (l == language) return
        language = l
        library.setLanguage(l)
        notices = library.notices()
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

    /** What the archive page's "Share all" exports for [filter] (built when asked). */
    fun exportArchive(filter: ArchiveFilter): String = library.exportArchive(filter)
    fun statsSections(): List<StatsSection> = library.statsSections()

    /** What the statistics say with no row. */
    fun statsEmptyText(): String = library.statsEmptyText()

    fun dismissNotices() {
        library.dismissNotices()
        notices = emptyList()
    }

    /** The archive first: a game moving to it is then in both for a moment, never in neither. */
    private fun write(w: LibraryWrite) {
        w.archive?.let { store.write(catalog.fileName(StoredFile.ARCHIVE), it) }
        w.shelf?.let { store.write(catalog.fileName(StoredFile.SHELF), it) }
        if (w.removeLegacy) legacyNames().forEach(store::delete)
        if (w.archive != null || w.shelf != null) version++
        notices = library.notices()
    }
}
