package org.draughts.app.ui.data

import java.io.File
import java.io.FileOutputStream
import java.nio.file.AtomicMoveNotSupportedException
import java.nio.file.Files
import java.nio.file.StandardCopyOption

/**
 * Documents as files in one directory, each written atomically: to a
 * temporary file, synced, then renamed over the old one, so a process killed
 * mid-write leaves the previous save intact. Plain java.io/java.nio, which
 * both Android (API 26+) and the desktop JVM have; the shells choose the
 * directory (Android: `filesDir`; desktop: `~/.local/share/draughts`).
 */
class AtomicFileStore(private val dir: File) : DocumentStore {
    override fun read(name: String): String? = File(dir, name).takeIf { it.isFile }?.readText()

    override fun write(name: String, text: String) {
        dir.mkdirs()
        val target = File(dir, name)
        val tmp = File(dir, "$name.tmp")
        FileOutputStream(tmp).use { out ->
            out.write(text.toByteArray(Charsets.UTF_8))
            out.fd.sync()
        }
        try {
            Files.move(tmp.toPath(), target.toPath(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING)
        } catch (e: AtomicMoveNotSupportedException) {
            Files.move(tmp.toPath(), target.toPath(), StandardCopyOption.REPLACE_EXISTING)
        }
    }

    override fun delete(name: String) {
        File(dir, name).delete()
    }
}

/** In memory, for tests and previews. */
class MemoryStore : DocumentStore {
    val docs = mutableMapOf<String, String>()
    override fun read(name: String) = docs[name]
    override fun write(name: String, text: String) { docs[name] = text }
    override fun delete(name: String) { docs.remove(name) }
}
