package org.draughts.desktop

import org.jetbrains.skia.Bitmap
import org.jetbrains.skia.ColorAlphaType
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import org.jetbrains.skia.ImageInfo
import java.io.File

/**
 * Golden screenshots: each shot against `goldens.dir/NAME.png`. Font
 * antialiasing may move a few pixels by a unit or two, so a shot matches
 * when at most 0.1 % of its pixels differ by more than 2 in any channel
 * and at most 10 % differ by 1 or 2.
 */
object Goldens {
    val dir = File(System.getProperty("goldens.dir") ?: "src/test/goldens")
    val update = System.getProperty("goldens.update") == "true"
    const val BIG_DELTA = 2
    const val MAX_BIG = 0.001
    const val MAX_SMALL = 0.10

    /** What a comparison found: pixels compared, those off by more than [BIG_DELTA], those off by 1 or 2. */
    data class Diff(val pixels: Int, val big: Int, val small: Int, val sizeMatches: Boolean) {
        val matches get() = sizeMatches && big <= pixels * MAX_BIG && small <= pixels * MAX_SMALL
        override fun toString() = if (!sizeMatches) {
            "the size differs"
        } else {
            "$big of $pixels pixels differ by more than $BIG_DELTA, $small by 1 or 2"
        }
    }

    fun check(name: String, png: ByteArray) {
        val golden = File(dir, "$name.png")
        val actual = File(dir, "$name.actual.png")
        val diffFile = File(dir, "$name.diff.png")
        if (update) {
            dir.mkdirs()
            golden.writeBytes(png)
            actual.delete()
            diffFile.delete()
            return
        }
        if (!golden.exists()) {
            dir.mkdirs()
            actual.writeBytes(png)
            throw AssertionError(
                "golden $name.png is missing in $dir (make update-goldens writes it); this run's image: $actual",
            )
        }
        val (diff, image) = compare(golden.readBytes(), png)
        if (diff.matches) {
            actual.delete()
            diffFile.delete()
            return
        }
        actual.writeBytes(png)
        image?.let { diffFile.writeBytes(it) }
        throw AssertionError("screenshot $name differs from its golden: $diff; see $actual and $diffFile")
    }

    private fun pixels(png: ByteArray): Triple<Int, Int, ByteArray> {
        val img = Image.makeFromEncoded(png)
        val bmp = Bitmap()
        bmp.allocPixels(ImageInfo.makeN32(img.width, img.height, ColorAlphaType.UNPREMUL))
        img.readPixels(bmp, 0, 0)
        return Triple(img.width, img.height, nn(bmp.readPixels()))
    }

    /** The comparison, and a diff image (changed pixels red over a faded copy of the golden). */
    fun compare(expected: ByteArray, actual: ByteArray): Pair<Diff, ByteArray?> {
        val (w, h, a) = pixels(expected)
        val (w2, h2, b) = pixels(actual)
        if (w != w2 || h != h2) return Diff(w * h, 0, 0, sizeMatches = false) to null
        var big = 0
        var small = 0
        val out = ByteArray(a.size)
        for (i in 0 until w * h) {
            var d = 0
            for (c in 0 until 4) {
                d =
                    maxOf(d, kotlin.math.abs((a[4 * i + c].toInt() and 0xFF) - (b[4 * i + c].toInt() and 0xFF)))
            }
            when {
                d > BIG_DELTA -> big++
                d > 0 -> small++
            }
            // N32 is BGRA here: red where it differs, else the golden at a quarter strength.
            if (d > 0) {
                out[4 * i] = 0
                out[4 * i + 1] = 0
                out[4 * i + 2] = 0xFF.toByte()
            } else {
                for (c in 0 until 3) out[4 * i + c] = (((a[4 * i + c].toInt() and 0xFF) / 4) + 191).toByte()
            }
            out[4 * i + 3] = 0xFF.toByte()
        }
        val bmp = Bitmap()
        bmp.allocPixels(ImageInfo.makeN32(w, h, ColorAlphaType.UNPREMUL))
        bmp.installPixels(out)
        val diffPng = Image.makeFromBitmap(bmp).encodeToData(EncodedImageFormat.PNG)?.bytes
        return Diff(w * h, big, small, sizeMatches = true) to diffPng
    }
}
