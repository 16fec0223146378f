package org.draughts.desktop

import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.SettingsStore
import org.draughts.app.ui.settings.SquareLabels
import org.draughts.app.ui.theme.BoardThemes
import org.draughts.app.ui.theme.BrandColors
import org.draughts.app.ui.theme.PieceSets
import org.draughts.app.ui.theme.paletteById
import org.draughts.core.Language
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The board's looks come from the core; the app's colours from the brand table; their settings persist. */
class LooksTest {
    @Test
    fun `themes and sets are the core's, an unknown id draws the default`() {
        assertTrue(BoardThemes.size >= 6 && PieceSets.size >= 3)
        assertEquals("wood", BoardThemes[0].id)
        assertEquals("blue", paletteById("blue", "flat").id)
        assertEquals("flat", paletteById("blue", "flat").pieces.id)
        assertEquals("wood", paletteById("gone", "gone").id)
        assertEquals("relief", paletteById("gone", "gone").pieces.id)
    }

    @Test
    fun `the look settings are stored, and the labels of earlier versions still read`() {
        val s = AppSettings(palette = "green", pieceSet = "ringed", labels = SquareLabels.NONE, dynamicColour = true)
        val store = MemoryStore()
        SettingsStore(store, "", Language.EN).write(s)
        assertEquals(s, storedSettings(store))
        assertEquals(SquareLabels.OUTSIDE, AppSettings().labels, "outside by default")
        assertFalse(AppSettings().dynamicColour, "dynamic colour is off by default")
        for ((old, labels) in listOf("NUMBERS" to SquareLabels.INSIDE, "COORDINATES" to SquareLabels.OUTSIDE)) {
            val former = MemoryStore().apply { write("settings.txt", "labels=$old") }
            assertEquals(labels, storedSettings(former).labels)
        }
    }

    @Test
    fun `no colour role is left to Material's stock palette`() {
        val stockLight = lightColorScheme()
        val stockDark = darkColorScheme()
        for ((ours, stock) in listOf(BrandColors.light to stockLight, BrandColors.dark to stockDark)) {
            for ((name, pair) in listOf(
                "primary" to (ours.primary to stock.primary),
                "secondaryContainer" to (ours.secondaryContainer to stock.secondaryContainer),
                "surface" to (ours.surface to stock.surface),
                "surfaceContainer" to (ours.surfaceContainer to stock.surfaceContainer),
                "surfaceVariant" to (ours.surfaceVariant to stock.surfaceVariant),
                "tertiary" to (ours.tertiary to stock.tertiary),
                "outline" to (ours.outline to stock.outline),
            )) {
                assertNotEquals(pair.second, pair.first, name)
            }
        }
    }
}
