package org.draughts.desktop

import org.jetbrains.skia.Bitmap
import org.jetbrains.skia.ColorAlphaType
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import org.jetbrains.skia.ImageInfo
import java.io.File

/**
 * Golden screenshots: each shot against `goldens.dir/NAME.png`, tile by tile.
 *
 * The tests render with Skia's software rasterizer and a bundled font, so two
 * runs give identical images; the budget is therefore absolute, not a share of
 * the picture: in each [TILE]×[TILE] tile at most [MAX_PER_TILE] pixels may
 * differ at all. A mark of 24×24 pixels overlaps some tile by at least 12×12 =
 * 144 pixels wherever it lands, far over the budget, so it fails; a one-unit
 * change of a large colour fails too.
 */
object Goldens {
    val dir = File(System.getProperty("goldens.dir") ?: "src/test/goldens")
    val update = System.getProperty("goldens.update") == "true"
    const val TILE = 16
    const val MAX_PER_TILE = 4

    /** A tile over the budget: its bounds, how many of its pixels differ, and by how much at most (of 255). */
    data class Region(val x: Int, val y: Int, val width: Int, val height: Int, val pixels: Int, val maxDelta: Int) {
        override fun toString() = "${width}x$height at ($x,$y): $pixels px, up to $maxDelta"
    }

    /** What a comparison found: every tile over the budget, and all differing pixels (within budget or not). */
    data class Diff(val pixels: Int, val differing: Int, val regions: List<Region>, val sizeMatches: Boolean) {
        val matches get() = sizeMatches && regions.isEmpty()
        override fun toString() = when {
            !sizeMatches -> "the size differs"

            regions.isEmpty() -> "$differing of $pixels pixels differ, no tile over $MAX_PER_TILE"

            else ->
                "${regions.size} tiles of ${TILE}x$TILE have more than $MAX_PER_TILE differing pixels " +
                    "($differing of $pixels pixels differ in all): " + regions.take(REPORTED).joinToString("; ") +
                    if (regions.size > REPORTED) "; and ${regions.size - REPORTED} more (see the diff image)" else ""
        }
    }

    /** Regions spelled out in a failure message; the diff image shows them all. */
    private const val REPORTED = 40

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

    /** A decoded picture: N32 pixels (BGRA on this machine), 4 bytes each, row by row. */
    class Pixels(val width: Int, val height: Int, val bytes: ByteArray) {
        fun encode(): ByteArray {
            val bmp = Bitmap()
            bmp.allocPixels(ImageInfo.makeN32(width, height, ColorAlphaType.UNPREMUL))
            bmp.installPixels(bytes)
            return nn(Image.makeFromBitmap(bmp).encodeToData(EncodedImageFormat.PNG)).bytes
        }
    }

    fun decode(png: ByteArray): Pixels {
        val img = Image.makeFromEncoded(png)
        val bmp = Bitmap()
        bmp.allocPixels(ImageInfo.makeN32(img.width, img.height, ColorAlphaType.UNPREMUL))
        img.readPixels(bmp, 0, 0)
        return Pixels(img.width, img.height, nn(bmp.readPixels()))
    }

    /** The largest channel difference of pixel [i]. */
    private fun delta(a: ByteArray, b: ByteArray, i: Int): Int {
        var d = 0
        for (c in 0 until 4) {
            d = maxOf(d, kotlin.math.abs((a[4 * i + c].toInt() and 0xFF) - (b[4 * i + c].toInt() and 0xFF)))
        }
        return d
    }

    /**
     * The comparison, and a diff image: changed pixels red over a faded copy of
     * the golden, each tile over the budget framed in blue.
     */
    fun compare(expected: ByteArray, actual: ByteArray): Pair<Diff, ByteArray?> {
        val a = decode(expected)
        val b = decode(actual)
        if (a.width != b.width || a.height != b.height) return compare(a, b) to null
        val out = Pixels(a.width, a.height, ByteArray(a.bytes.size))
        val diff = compare(a, b, out)
        for (r in diff.regions) frame(out, r)
        return diff to out.encode()
    }

    /**
     * The same comparison on decoded pictures; the diff image goes to [out]
     * when one is given (the mark tests compare many pictures and need none).
     */
    fun compare(a: Pixels, b: Pixels, out: Pixels? = null): Diff {
        val (w, h) = a.width to a.height
        if (w != b.width || h != b.height) return Diff(w * h, 0, emptyList(), sizeMatches = false)
        val regions = mutableListOf<Region>()
        var differing = 0
        for (ty in 0 until h step TILE) {
            for (tx in 0 until w step TILE) {
                val tile = compareTile(a, b, out, tx, ty)
                differing += tile.pixels
                if (tile.pixels > MAX_PER_TILE) regions += tile
            }
        }
        return Diff(w * h, differing, regions, sizeMatches = true)
    }

    /** One tile: counts its differing pixels and paints them (and the rest, faded) into [out]. */
    private fun compareTile(a: Pixels, b: Pixels, out: Pixels?, tx: Int, ty: Int): Region {
        val tw = minOf(TILE, a.width - tx)
        val th = minOf(TILE, a.height - ty)
        var count = 0
        var max = 0
        for (y in ty until ty + th) {
            for (x in tx until tx + tw) {
                val i = y * a.width + x
                val d = delta(a.bytes, b.bytes, i)
                if (d > 0) {
                    count++
                    max = maxOf(max, d)
                    out?.set(i, 0, 0, 0xFF)
                } else if (out != null) {
                    val g = a.bytes
                    out.set(i, fade(g[4 * i]), fade(g[4 * i + 1]), fade(g[4 * i + 2]))
                }
            }
        }
        return Region(tx, ty, tw, th, count, max)
    }

    private fun fade(channel: Byte) = ((channel.toInt() and 0xFF) / 4) + 191

    /** Sets pixel [i] to opaque blue, green, red (N32 order). */
    private fun Pixels.set(i: Int, blue: Int, green: Int, red: Int) {
        bytes[4 * i] = blue.toByte()
        bytes[4 * i + 1] = green.toByte()
        bytes[4 * i + 2] = red.toByte()
        bytes[4 * i + 3] = 0xFF.toByte()
    }

    private fun frame(out: Pixels, r: Region) {
        for (x in r.x until r.x + r.width) {
            out.set(r.y * out.width + x, 0xFF, 0, 0)
            out.set((r.y + r.height - 1) * out.width + x, 0xFF, 0, 0)
        }
        for (y in r.y until r.y + r.height) {
            out.set(y * out.width + r.x, 0xFF, 0, 0)
            out.set(y * out.width + r.x + r.width - 1, 0xFF, 0, 0)
        }
    }
}
