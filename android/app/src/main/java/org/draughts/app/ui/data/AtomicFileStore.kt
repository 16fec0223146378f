package org.draughts.app.ui.data

import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.nio.channels.FileChannel
import java.nio.file.AtomicMoveNotSupportedException
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.StandardCopyOption
import java.nio.file.StandardOpenOption

/**
 * Documents as files in one directory, each written so that a crash or a
 * kill at any moment leaves the old complete file or the new one. The
 * protocol is the same on every platform (the terminal's `cli/src/files.rs`,
 * iOS's `Storage.swift`):
 *
 * 1. write the new text to a temporary file in the same directory,
 *    `.NAME.tmp-<random>`, flush it and fsync it;
 * 2. rename it over the old file (atomic within one file system);
 * 3. fsync the directory, so that the rename itself is on disk.
 *
 * A symbolic link is written through (its target is replaced, the link
 * stays). Temporary files that a killed writer left behind are removed by
 * the next write of the same name once they are older than [STALE_MS]
 * (no write takes that long; Android has no portable way to ask whether
 * another process is alive). Plain java.io/java.nio, which both Android
 * (API 26+) and the desktop JVM have; the shells choose the directory
 * (Android: `filesDir`; desktop: `~/.local/share/draughts`).
 */
class AtomicFileStore(private val dir: File) : DocumentStore {
    override fun read(name: String): String? = File(dir, name).takeIf { it.isFile }?.readText()

    @Synchronized
    override fun write(name: String, text: String) {
        dir.mkdirs()
        val target = resolveLinks(File(dir, name).toPath())
        val folder = target.parent ?: dir.toPath()
        val base = target.fileName.toString()
        removeStaleTemporaries(folder, base)
        val tmp = Files.createTempFile(folder, ".$base.tmp-", "")
        try {
            FileOutputStream(tmp.toFile()).use { out ->
                out.write(text.toByteArray(Charsets.UTF_8))
                out.flush()
                out.fd.sync()
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING)
            } catch (e: AtomicMoveNotSupportedException) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING)
            }
            syncDirectory(folder)
        } catch (e: Throwable) {
            Files.deleteIfExists(tmp)
            throw e
        }
    }

    override fun delete(name: String) {
        File(dir, name).delete()
    }

    /**
     * Renames [from] to [to] in one atomic step (the core's "keep aside"),
     * never over an existing file; the directory is synced after.
     */
    @Synchronized
    override fun rename(from: String, to: String): Boolean {
        val source = File(dir, from).toPath()
        val target = File(dir, to).toPath()
        if (!Files.exists(source) || Files.exists(target, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return false
        try {
            Files.move(source, target, StandardCopyOption.ATOMIC_MOVE)
        } catch (e: IOException) {
            return false
        }
        syncDirectory(dir.toPath())
        return true
    }

    companion object {
        /** A temporary file older than this is a killed writer's. */
        const val STALE_MS = 60_000L

        /** The file a path names once symbolic links are followed (it need not exist). */
        fun resolveLinks(path: Path): Path {
            var p = path
            repeat(40) {
                if (!Files.isSymbolicLink(p)) return p
                val target = Files.readSymbolicLink(p)
                p = if (target.isAbsolute) target else (p.parent?.resolve(target) ?: target)
            }
            throw IOException("$path: too many levels of symbolic links")
        }

        /** Removes `.NAME.tmp-*` files in [folder] older than [STALE_MS]. */
        fun removeStaleTemporaries(folder: Path, name: String, now: Long = System.currentTimeMillis()) {
            val prefix = ".$name.tmp-"
            val old = folder.toFile().listFiles { f -> f.name.startsWith(prefix) } ?: return
            for (f in old) {
                if (now - f.lastModified() > STALE_MS) f.delete()
            }
        }

        /** Makes a rename durable where the system lets a directory be opened (not on Windows). */
        fun syncDirectory(folder: Path) {
            try {
                FileChannel.open(folder, StandardOpenOption.READ).use { it.force(true) }
            } catch (e: IOException) {
                // A directory cannot be opened here: the rename is as durable as the system makes it.
            } catch (e: UnsupportedOperationException) {
            }
        }
    }
}

/** In memory, for tests and previews. */
class MemoryStore : DocumentStore {
    val docs = mutableMapOf<String, String>()
    override fun read(name: String) = docs[name]
    override fun write(name: String, text: String) {
        docs[name] = text
    }
    override fun delete(name: String) {
        docs.remove(name)
    }
}
