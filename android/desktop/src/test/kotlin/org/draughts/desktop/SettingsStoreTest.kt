package org.draughts.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.toAppSettings
import org.draughts.core.Language
import org.draughts.core.defaultSettings
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The settings' document as the core keeps it: nothing a version cannot read is written over. */
@OptIn(ExperimentalTestApi::class)
class SettingsStoreTest {
    @Test
    fun `unreadable settings are kept aside, the player is told, and the app starts with the defaults`() = uiTest {
        val newer = """{"format":"draughts-settings","version":7,"sound":false}"""
        val store = MemoryStore().apply { write("settings.json", newer) }
        val app = AppState(FfiCatalog(), TestPlatform(), store, systemLanguage = Language.FR)
        assertEquals(defaultSettings().toAppSettings().withSystemLanguage(Language.FR), app.settings)
        val kept = store.docs.keys.single { it.startsWith("settings.unreadable-v7-") && it.endsWith(".json") }
        assertEquals(newer, store.read(kept), "kept as it was")
        assertNull(store.read("settings.json"), "nothing written before a change")
        val notice = nn(app.settingsNotice)
        assertTrue(notice.startsWith("Les réglages sont illisibles") && notice.contains(kept), notice)

        setThemedContent { DraughtsApp(app) }
        onNodeWithTag("notices").assertExists()
        onNodeWithTag("notices-ok").performClick()
        waitForIdle()
        assertNull(app.settingsNotice)
        runOnIdle { app.updateSettings(app.settings.copy(sound = false)) }
        assertFalse(storedSettings(store).sound)
        assertEquals(newer, store.read(kept), "the kept document is never written over")
    }

    @Test
    fun `settings of earlier versions are read once and their file goes once the document is written`() {
        val store = MemoryStore().apply { write("settings.txt", "theme=DARK\nsound=false\nfutureKey=1") }
        val app = AppState(FfiCatalog(), TestPlatform(), store)
        assertFalse(app.settings.sound)
        app.updateSettings(app.settings.copy(haptics = false))
        assertNull(store.read("settings.txt"))
        val doc = nn(store.read("settings.json"))
        assertTrue(doc.contains("\"futureKey\": \"1\""), "a key this version does not know stays: $doc")
        assertFalse(storedSettings(store).haptics)
    }

    @Test
    fun `the app's default settings are the core's`() {
        assertEquals(AppSettings(), defaultSettings().toAppSettings())
    }
}
