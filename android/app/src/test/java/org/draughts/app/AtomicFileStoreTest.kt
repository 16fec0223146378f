package org.draughts.app

import android.app.Application
import org.draughts.app.KillDocuments.document
import org.draughts.app.KillDocuments.generation
import org.draughts.app.ui.data.AtomicFileStore
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import java.io.File
import java.net.URL
import java.util.zip.CRC32
import kotlin.random.Random

/**
 * The app's saves ([AtomicFileStore]) in the Android app's `filesDir`, under
 * Robolectric: a writer process killed (SIGKILL) at random moments leaves
 * the last document it finished or the one it was renaming, whole; a
 * temporary file a killed writer left half written is never read as the
 * document. The desktop build runs a longer kill test of the same class.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
class AtomicFileStoreTest {
    private val app: Application = RuntimeEnvironment.getApplication()

    @Test
    fun everyKillLeavesTheLastFinishedDocumentOrTheNextOneWhole() {
        val dir = File(app.filesDir, "kill").apply { mkdirs() }
        val store = AtomicFileStore(dir)
        store.write(NAME, document(0))
        val seed = System.getProperty("draughts.kill.seed")?.toLong() ?: System.nanoTime()
        val rnd = Random(seed)
        var gen = 0L
        var renamed = 0
        repeat(KILLS) { k ->
            val child = ProcessBuilder(writerCommand(dir, gen)).redirectErrorStream(true).start()
            val out = child.inputStream.bufferedReader()
            // Kill after the child's first save, at a random moment of a later one.
            var last = gen
            while (true) {
                val line = out.readLine() ?: break
                if (line.startsWith("saved ")) {
                    last = line.removePrefix("saved ").toLong()
                    break
                }
            }
            Thread.sleep(rnd.nextLong(0, 20))
            // SIGKILL through the handle, which keeps the pipe open for the last reports.
            child.toHandle().destroyForcibly()
            child.waitFor()
            out.lineSequence().filter { it.startsWith("saved ") }.lastOrNull()?.let {
                last = it.removePrefix("saved ").toLong()
            }
            val where = "kill $k (seed $seed, -Ddraughts.kill.seed replays it)"
            val text = store.read(NAME) ?: error("$where: the document is gone")
            val found = generation(text) ?: error("$where: the document is not whole")
            val lastOrNext = found == last || found == last + 1
            assertTrue("$where: document $found on disk, the child had finished $last", lastOrNext)
            if (found == last + 1) renamed++
            gen = found
        }
        println("android-jvm kill test: $KILLS kills; $renamed times the file held the document being renamed")
    }

    @Test
    fun aHalfWrittenTemporaryFileIsNeverRead() {
        val dir = app.filesDir
        val store = AtomicFileStore(dir)
        // Only a killed writer's temporary file: there is no document yet.
        val half = document(7).let { it.substring(0, it.length / 2) }
        File(dir, ".$NAME.tmp-1").writeText(half)
        assertNull(store.read(NAME))

        store.write(NAME, document(1))
        File(dir, ".$NAME.tmp-2").writeText(half)
        assertEquals(document(1), store.read(NAME))
        assertEquals(1L, generation(store.read(NAME)!!))
        assertNull("half a document does not load", generation(half))
    }

    @Test
    fun aWriteRemovesStaleTemporariesAndKeepsAFreshOne() {
        val dir = app.filesDir
        val stale = File(dir, ".$NAME.tmp-3").apply { writeText("half") }
        stale.setLastModified(System.currentTimeMillis() - AtomicFileStore.STALE_MS - 1_000)
        val fresh = File(dir, ".$NAME.tmp-4").apply { writeText("busy") }
        AtomicFileStore(dir).write(NAME, document(2))
        assertEquals(document(2), AtomicFileStore(dir).read(NAME))
        assertTrue("the stale temporary is removed", !stale.exists())
        assertTrue("a fresh temporary may be another writer's: kept", fresh.exists())
    }

    /** The writer: this test's classes, the store's and Kotlin's, wherever the build put them. */
    private fun writerCommand(dir: File, gen: Long): List<String> {
        val java = File(System.getProperty("java.home"), "bin/java").path
        val cp = listOf(KillWriter::class.java, AtomicFileStore::class.java, Unit::class.java)
            .map { classRoot(it) }
            .distinct()
            .joinToString(File.pathSeparator)
        return listOf(
            java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
            "-cp", cp, KillWriter::class.java.name, dir.path, NAME, gen.toString(),
        )
    }

    private companion object {
        const val KILLS = 40
        const val NAME = "game.save"

        /**
         * The folder or jar a class was loaded from. Read from its resource
         * URL, not its code source: Robolectric's class loader defines the
         * classes itself.
         */
        fun classRoot(c: Class<*>): String {
            val res = c.name.replace('.', '/') + ".class"
            val url: URL = (c.classLoader ?: ClassLoader.getSystemClassLoader()).getResource(res)
                ?: error("no resource $res")
            return when (url.protocol) {
                "jar" -> File(URL(url.path.substringBefore("!/")).toURI()).path
                "file" -> File(url.toURI()).path.removeSuffix(res)
                else -> error("$res is in $url")
            }
        }
    }
}

/** The documents the kill test writes, apart from the test so that the writer needs no Android class. */
object KillDocuments {
    /** Document number [gen]: a header with its length and checksum, and 2-34 KiB of text. */
    fun document(gen: Long): String {
        val body = "draughts ".repeat(228 + ((gen * 2654435761L) and 0xFFFF).toInt() % 3641)
        val crc = CRC32().apply { update(body.toByteArray()) }.value
        return "kill-test gen=$gen len=${body.length} crc=$crc\n$body"
    }

    /** The document's number, if the text is that whole document. */
    fun generation(text: String): Long? {
        val gen = Regex("^kill-test gen=(\\d+) ").find(text)?.groupValues?.get(1)?.toLongOrNull()
        return gen?.takeIf { text == document(it) }
    }
}

/**
 * The process [AtomicFileStoreTest] kills: saves documents one after the
 * other and reports each; stops by itself after a minute, or when its
 * parent is gone (its output breaks), so that it never outlives the test.
 */
object KillWriter {
    @JvmStatic
    fun main(args: Array<String>) {
        val store = AtomicFileStore(File(args[0]))
        var gen = args[2].toLong()
        val deadline = System.nanoTime() + 60_000_000_000L
        while (System.nanoTime() < deadline) {
            gen++
            store.write(args[1], KillDocuments.document(gen))
            println("saved $gen")
            System.out.flush()
            if (System.out.checkError()) break
        }
    }
}
