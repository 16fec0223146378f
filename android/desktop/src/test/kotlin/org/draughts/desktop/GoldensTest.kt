package org.draughts.desktop

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/**
 * The golden comparison catches a small mark: a 24×24 magenta block painted
 * into a committed golden fails wherever it lands (corners, tile seams, over
 * the board), the untouched golden passes, and every marked place is reported.
 */
class GoldensTest {
    private val block = 24

    /** Goldens of each kind of picture: phone and window, light and dark, 8×8 and 10×10, home, lesson. */
    private val sample = listOf(
        "game-10x10-dark",
        "game-8x8-light",
        "home-light",
        "game-10x10-landscape-light",
        "lesson-phone-light",
    )

    private fun golden(name: String): ByteArray {
        val file = File(Goldens.dir, "$name.png")
        assertTrue(file.exists(), "the sample golden $file is missing")
        return file.readBytes()
    }

    /** [p] with a magenta block whose top-left corner is at ([x], [y]), as a new picture. */
    private fun marked(p: Goldens.Pixels, vararg at: Pair<Int, Int>): Goldens.Pixels {
        val bytes = p.bytes.copyOf()
        for ((x, y) in at) {
            for (j in y until y + block) {
                for (i in x until x + block) {
                    val k = 4 * (j * p.width + i)
                    bytes[k] = 0xFF.toByte() // N32 here is BGRA: blue, green, red, alpha
                    bytes[k + 1] = 0
                    bytes[k + 2] = 0xFF.toByte()
                    bytes[k + 3] = 0xFF.toByte()
                }
            }
        }
        return Goldens.Pixels(p.width, p.height, bytes)
    }

    /** Corners, the centre, a seam where four tiles meet (the block split evenly), and a grid over the whole picture. */
    private fun places(width: Int, height: Int): List<Pair<Int, Int>> {
        val t = Goldens.TILE
        val right = width - block
        val bottom = height - block
        val fixed = listOf(
            0 to 0,
            right to 0,
            0 to bottom,
            right to bottom,
            (width - block) / 2 to (height - block) / 2,
            5 * t - block / 2 to 7 * t - block / 2,
            11 * t + 3 to 9 * t + 5,
        )
        val grid = (0..bottom step 89).flatMap { y -> (0..right step 67).map { x -> x to y } }
        return fixed + grid
    }

    @Test
    fun `an untouched golden matches itself, also after decoding and encoding again`() {
        for (name in sample) {
            val png = golden(name)
            val (diff, _) = Goldens.compare(png, Goldens.decode(png).encode())
            assertTrue(diff.matches, "$name: $diff")
            assertEquals(0, diff.differing, name)
        }
    }

    @Test
    fun `a 24x24 block fails in the sample goldens wherever it is painted`() {
        for (name in sample) {
            val pixels = Goldens.decode(golden(name))
            val places = places(pixels.width, pixels.height)
            assertTrue(places.size > 40, "the grid covers the picture")
            for (at in places) {
                val diff = Goldens.compare(pixels, marked(pixels, at))
                assertFalse(diff.matches, "$name: a block at $at passed ($diff)")
            }
        }
    }

    @Test
    fun `a block in a corner or the centre fails in every golden`() {
        val all = nn(Goldens.dir.listFiles()).filter { it.name.matches(Regex("[^.]+\\.png")) }
        assertTrue(all.size >= sample.size, "the goldens are in ${Goldens.dir}")
        for (file in all) {
            val pixels = Goldens.decode(file.readBytes())
            for (at in places(pixels.width, pixels.height).take(5)) {
                val diff = Goldens.compare(pixels, marked(pixels, at))
                assertFalse(diff.matches, "${file.name}: a block at $at passed ($diff)")
            }
        }
    }

    @Test
    fun `every marked place is reported, not only the first`() {
        val png = golden("game-10x10-dark")
        val pixels = Goldens.decode(png)
        val at = listOf(0 to 0, 200 to 300, pixels.width - block to pixels.height - block)
        // Through the PNG files, as the golden tests compare them.
        val (diff, image) = Goldens.compare(png, marked(pixels, *at.toTypedArray()).encode())
        assertFalse(diff.matches)
        for ((x, y) in at) {
            assertTrue(
                diff.regions.any { r -> r.x < x + block && x < r.x + r.width && r.y < y + block && y < r.y + r.height },
                "the block at ($x,$y) is among the regions: $diff",
            )
        }
        assertTrue(diff.regions.size >= 3 * 4, "each block covers several tiles: $diff")
        assertTrue(image != null, "a diff image is made")
    }
}
