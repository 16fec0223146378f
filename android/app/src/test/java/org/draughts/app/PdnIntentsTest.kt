package org.draughts.app

import android.app.Application
import android.content.Intent
import android.net.Uri
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/**
 * What another app hands over for the import screen, under Robolectric: a shared text, a shared
 * file, a file opened with the app, and the intents that carry no PDN; and the manifest's filters
 * that make the system offer the app for them.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
class PdnIntentsTest {
    private val app: Application = RuntimeEnvironment.getApplication()
    private val pdn = "[GameType \"20\"]\n1. 32-28 19-23 *\n"

    @Test
    fun aSharedTextIsHandedOverAsText() {
        val send = Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, pdn)
        assertEquals(SharedPdn.Text(pdn), sharedPdn(send, app.contentResolver))
    }

    @Test
    fun aFileOpenedWithTheAppIsHandedOverAsItsBytes() {
        val uri = Uri.parse("content://files/games/club.pdn")
        val latin1 = byteArrayOf(0x5B, 0xE9.toByte(), 0x5D)
        shadowOf(app.contentResolver).registerInputStream(uri, latin1.inputStream())
        val view = Intent(Intent.ACTION_VIEW, uri)
        val got = sharedPdn(view, app.contentResolver)
        assertTrue(got is SharedPdn.Bytes)
        assertArrayEquals("the bytes as they are, not decoded", latin1, (got as SharedPdn.Bytes).bytes)
    }

    @Test
    fun aSharedFileIsHandedOverAsItsBytes() {
        val uri = Uri.parse("content://files/games/shared.pdn")
        shadowOf(app.contentResolver).registerInputStream(uri, pdn.toByteArray().inputStream())
        val send = Intent(Intent.ACTION_SEND).setType("application/x-draughts-pdn").putExtra(Intent.EXTRA_STREAM, uri)
        val got = sharedPdn(send, app.contentResolver) as SharedPdn.Bytes
        assertEquals(pdn, got.bytes.decodeToString())
    }

    @Test
    fun theLauncherAndAnEmptyShareCarryNoPdn() {
        val main = Intent(Intent.ACTION_MAIN).addCategory(Intent.CATEGORY_LAUNCHER)
        assertNull(sharedPdn(main, app.contentResolver))
        assertNull(sharedPdn(Intent(Intent.ACTION_SEND), app.contentResolver))
        assertNull(sharedPdn(Intent(Intent.ACTION_VIEW), app.contentResolver))
    }

    @Test
    fun thePickersAnswerGoesToWhoAskedOnceAndNoneWhenNothingWasChosen() {
        val platform = AndroidPlatform(app)
        var launched = 0
        platform.documentPicker = { launched++ }
        val got = mutableListOf<String>()
        platform.pickPdnFile { got += it.decodeToString() }
        assertEquals(1, launched)
        platform.picked(pdn.toByteArray())
        platform.picked("again".toByteArray())
        assertEquals(listOf(pdn), got)
        platform.pickPdnFile { got += it.decodeToString() }
        platform.picked(null)
        assertEquals(1, got.size)
    }

    @Test
    fun theManifestOffersTheAppForPdnFilesAndSharedText() {
        val manifest = listOf("../app/src/main/AndroidManifest.xml", "src/main/AndroidManifest.xml")
            .map(::File).first { it.exists() }
        val doc = DocumentBuilderFactory.newInstance().apply { isNamespaceAware = true }
            .newDocumentBuilder().parse(manifest)
        val ns = "http://schemas.android.com/apk/res/android"
        val filters = doc.getElementsByTagName("intent-filter")
        val seen = (0 until filters.length).map { i ->
            val f = filters.item(i) as org.w3c.dom.Element
            val attr = { tag: String, name: String ->
                val nodes = f.getElementsByTagName(tag)
                (0 until nodes.length).map { (nodes.item(it) as org.w3c.dom.Element).getAttributeNS(ns, name) }
                    .filter { it.isNotEmpty() }
            }
            attr("action", "name").single() to (attr("data", "mimeType") + attr("data", "pathPattern"))
        }
        assertTrue("$seen", seen.contains(Intent.ACTION_VIEW to listOf("application/x-draughts-pdn")))
        // The manifest escapes the dot for the pattern matcher: `.*\\.pdn`.
        assertTrue("$seen", seen.any { (a, d) -> a == Intent.ACTION_VIEW && ".*\\\\.pdn" in d })
        assertTrue("$seen", seen.any { (a, d) -> a == Intent.ACTION_SEND && "text/plain" in d })
    }
}
