package org.draughts.app.ui.analysis

import org.draughts.app.ui.data.DocumentStore
import org.draughts.core.StoredFile
import org.draughts.core.storedFileName

/**
 * The player's puzzle record as the review writes into it: the puzzles proved among a game's mistakes are
 * added by the core to the stored bytes and written back (atomically, by the [store]). [onWritten] lets the
 * app reload a puzzle trainer that holds the record in memory.
 */
class PersonalPuzzleSink(
    private val store: DocumentStore,
    /** The game the review is of, as the record names its source. */
    val game: String,
    private val onWritten: () -> Unit = {},
) {
    private val fileName = storedFileName(StoredFile.PUZZLE_RECORD)

    fun read(): ByteArray = store.read(fileName)?.toByteArray(Charsets.UTF_8) ?: ByteArray(0)

    fun write(record: ByteArray) {
        store.write(fileName, String(record, Charsets.UTF_8))
        onWritten()
    }
}
