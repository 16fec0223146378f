package org.draughts.desktop

import org.draughts.app.ui.data.AtomicFileStore
import org.draughts.core.ArchiveFilter
import org.draughts.core.GameLibrary
import org.draughts.core.Language
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File
import java.nio.file.Files
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import java.util.zip.CRC32
import kotlin.random.Random

/**
 * Crash safety of [AtomicFileStore] (the app's saves on Android and the
 * desktop): a child JVM ([KillTestWriter]) writes one document again and
 * again and is killed (SIGKILL on Unix) at random moments, at least 300
 * times. After each kill the file must be the last document the child
 * finished or the one it was writing, whole, and it must load (its
 * checksum holds); the temporary files of killed writers go at the next
 * write once stale. Four files are written at once to keep it short.
 *
 * Before each document the child also writes a library archive of
 * realistic size ([ARCHIVE], 1,000 games written by the core) with its
 * entries rotated by the document's number: after each kill the archive
 * must be whole and be the last finished one or the one being written, and
 * at every [CORE_READ_EVERY]th kill of a lane and its last, the core must
 * read every one of its games ([GameLibrary], with no notice).
 */
class AtomicFileStoreKillTest {
    @Test
    fun everyKillLeavesAWholeDocument() {
        val root = Files.createTempDirectory("draughts-kill-kt").toFile()
        val seed = System.getProperty("draughts.kill.seed")?.toLong() ?: System.nanoTime()
        println("kill test seed $seed (-Ddraughts.kill.seed replays it)")
        val lanes = 4
        val started = System.nanoTime()
        val pool = Executors.newFixedThreadPool(lanes)
        val tallies = (0 until lanes).map { i ->
            pool.submit<Tally> { lane(File(root, "lane$i"), KILLS / lanes, seed + i) }
        }.map { it.get(10, TimeUnit.MINUTES) }
        pool.shutdown()
        val old = tallies.sumOf { it.old }
        val new = tallies.sumOf { it.new }
        val busy = tallies.sumOf { it.busy }
        println(
            "kill test (Kotlin): ${old + new} kills in %.1f s; the file held the last finished document $old times, the one being renamed $new times; $busy kills left a new temporary file"
                .format((System.nanoTime() - started) / 1e9),
        )
        val coreReads = tallies.sumOf { it.coreReads }
        println(
            "kill test (Kotlin): the archive was whole after every kill; the core read all its games $coreReads times",
        )
        assertEquals(KILLS, old + new)
        assertTrue(coreReads >= lanes * 2, "the core read the archive only $coreReads times")
        assertTrue(busy > KILLS / 10, "kills should often land in the middle of a write ($busy)")
        root.deleteRecursively()
    }

    @Test
    fun aSymbolicLinkIsWrittenThroughAndStaleTemporariesGo() {
        val dir = Files.createTempDirectory("draughts-link-kt").toFile()
        val real = File(dir, "real").apply { mkdirs() }
        File(real, "save.json").writeText("old")
        Files.createSymbolicLink(File(dir, "save.json").toPath(), File("real/save.json").toPath())
        // A killed writer's temporary file, old enough to be stale, and a fresh one.
        val stale = File(real, ".save.json.tmp-123").apply { writeText("half") }
        stale.setLastModified(System.currentTimeMillis() - AtomicFileStore.STALE_MS - 1000)
        val fresh = File(real, ".save.json.tmp-456").apply { writeText("busy") }
        AtomicFileStore(dir).write("save.json", "new")
        assertTrue(Files.isSymbolicLink(File(dir, "save.json").toPath()))
        assertEquals("new", File(real, "save.json").readText())
        assertEquals("new", AtomicFileStore(dir).read("save.json"))
        assertTrue(!stale.exists() && fresh.exists())
        assertEquals(setOf("save.json", ".save.json.tmp-456"), real.list()!!.toSet())
        dir.deleteRecursively()
    }

    private class Tally(var old: Int = 0, var new: Int = 0, var busy: Int = 0, var coreReads: Int = 0)

    /** After a kill: the archive is whole, the rotation of [last] or of the one after it. */
    private fun checkArchive(store: AtomicFileStore, last: Long, found: Long, where: String): String {
        val text = store.read(ARCHIVE_NAME) ?: error("$where: the archive is gone")
        val k = rotation(text) ?: error("$where: the archive is not whole")
        val n = archiveParts.second.size
        val ok = k == ((last + 1) % n).toInt() || (k == (last % n).toInt() && found == last)
        assertTrue(ok, "$where: archive rotation $k on disk, document $found, the child had finished $last")
        return text
    }

    /** The core reads every game of the archive, with nothing to say. */
    private fun coreReads(text: String, where: String) {
        val library = GameLibrary.open(null, text, null, Language.EN, "2026-12-05")
        assertEquals(emptyList<org.draughts.core.KeepAside>(), library.keepAside(), where)
        assertEquals(emptyList<String>(), library.notices(), where)
        val rows = library.archive(ArchiveFilter(null, null)).rows
        assertEquals(archiveParts.second.size, rows.size, "$where: the core read ${rows.size} games")
    }

    private fun lane(dir: File, kills: Int, seed: Long): Tally {
        dir.mkdirs()
        val store = AtomicFileStore(dir)
        store.write(NAME, document(0))
        store.write(ARCHIVE_NAME, rotatedArchive(0))
        val rnd = Random(seed)
        val t = Tally()
        var gen = 0L
        // Temporary files seen so far: a new one is a kill during a write.
        val seen = mutableSetOf<String>()
        repeat(kills) { k ->
            val child = ProcessBuilder(childCommand(dir, gen)).redirectErrorStream(true).start()
            val out = child.inputStream.bufferedReader()
            // Wait for the first write, then kill at a random moment (a
            // write takes a few milliseconds, mostly its fsyncs).
            var last = gen
            while (true) {
                val l = out.readLine() ?: break
                if (l.startsWith("saved ")) {
                    last = l.removePrefix("saved ").toLong()
                    break
                }
            }
            Thread.sleep(rnd.nextLong(0, 25))
            // SIGKILL through the handle: Process.destroyForcibly would also close
            // the pipe, losing the last reports.
            child.toHandle().destroyForcibly()
            child.waitFor()
            while (true) {
                val l = out.readLine() ?: break
                if (l.startsWith("saved ")) last = l.removePrefix("saved ").toLong()
            }
            val text = store.read(NAME) ?: error("$dir kill $k (seed $seed): the document is gone")
            val found = generation(text) ?: error("$dir kill $k (seed $seed): the document does not load")
            assertTrue(
                found == last || found == last + 1,
                "$dir kill $k (seed $seed): document $found on disk, the child had finished $last",
            )
            if (found == last + 1) t.new++ else t.old++
            val where = "$dir kill $k (seed $seed)"
            val archive = checkArchive(store, last, found, where)
            if (k % CORE_READ_EVERY == 0 || k == kills - 1) {
                coreReads(archive, where)
                t.coreReads++
            }
            val temps = dir.list()!!.filter { it != NAME && it != ARCHIVE_NAME }
            if (temps.any { it !in seen }) t.busy++
            seen += temps
            gen = found
        }
        return t
    }

    private fun childCommand(dir: File, gen: Long): List<String> {
        val java = File(System.getProperty("java.home"), "bin/java").path
        // Only what the writer needs: quicker to start than the test's class path.
        val cp = listOf(KillTestWriter::class.java, AtomicFileStore::class.java, Unit::class.java)
            .map { File(it.protectionDomain.codeSource.location.toURI()).path }
            .distinct()
            .joinToString(File.pathSeparator)
        return listOf(
            java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData",
            "-cp", cp, KillTestWriter::class.java.name, dir.path, NAME, gen.toString(), ARCHIVE.absolutePath,
        )
    }

    companion object {
        const val KILLS = 300
        const val NAME = "save.json"
        const val ARCHIVE_NAME = "archive.json"

        /** How often a lane has the core read the archive (reading 1,000 games takes a moment). */
        const val CORE_READ_EVERY = 15

        /** 1,000 finished games written by the core (core/app/examples/library_fixture.rs). */
        val ARCHIVE = File("../../tests/data/library/archive-1000.json")

        /** The archive's header line and its entry lines, without their separating commas. */
        val archiveParts: Pair<String, List<String>> by lazy { archiveParts(ARCHIVE.readText()) }

        fun archiveParts(text: String): Pair<String, List<String>> {
            val lines = text.split('\n').filter { it.isNotEmpty() }
            check(lines.size >= 3 && lines.last() == "]}") { "$ARCHIVE is not an archive document" }
            return lines.first() to lines.subList(1, lines.size - 1).map { it.removeSuffix(",") }
        }

        /** The archive with its entries rotated by [k], laid out as the core writes it. */
        fun rotatedArchive(k: Int, parts: Pair<String, List<String>> = archiveParts): String {
            val n = parts.second.size
            val rotated = List(n) { parts.second[(it + k) % n] }
            return parts.first + "\n" + rotated.joinToString(",\n") + "\n]}\n"
        }

        /** The rotation of a whole archive, if it is one. */
        fun rotation(text: String): Int? {
            val first = text.lineSequence().drop(1).firstOrNull()?.removeSuffix(",") ?: return null
            val k = archiveParts.second.indexOf(first).takeIf { it >= 0 } ?: return null
            return k.takeIf { text == rotatedArchive(it) }
        }

        /** Document number [gen]: a header with its length and checksum, and 2-34 KiB of text. */
        fun document(gen: Long): String {
            val body = "draughts ".repeat(228 + ((gen * 2654435761L) and 0xFFFF).toInt() % 3641)
            val crc = CRC32().apply { update(body.toByteArray()) }.value
            return "kill-test gen=$gen len=${body.length} crc=$crc\n$body"
        }

        /** The document's number, if it is whole. */
        fun generation(text: String): Long? {
            val head = text.substringBefore('\n')
            val fields = head.split(' ').drop(1).associate { it.substringBefore('=') to it.substringAfter('=') }
            val gen = fields["gen"]?.toLongOrNull() ?: return null
            return gen.takeIf { text == document(gen) }
        }
    }
}

/**
 * The child process of [AtomicFileStoreKillTest]: writes documents until it
 * is killed, or until its parent is gone (its output pipe breaks) or a
 * minute has passed, so that it never outlives an interrupted test.
 */
object KillTestWriter {
    @JvmStatic
    fun main(args: Array<String>) {
        val store = AtomicFileStore(File(args[0]))
        var gen = args[2].toLong()
        val parts = AtomicFileStoreKillTest.archiveParts(File(args[3]).readText())
        val deadline = System.nanoTime() + 60_000_000_000L
        while (System.nanoTime() < deadline) {
            gen++
            val rotation = (gen % parts.second.size).toInt()
            store.write(AtomicFileStoreKillTest.ARCHIVE_NAME, AtomicFileStoreKillTest.rotatedArchive(rotation, parts))
            store.write(args[1], AtomicFileStoreKillTest.document(gen))
            println("saved $gen")
            System.out.flush()
            if (System.out.checkError()) break
        }
    }
}
