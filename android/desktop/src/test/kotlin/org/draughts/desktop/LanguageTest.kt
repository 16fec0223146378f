package org.draughts.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.i18n.Strings
import org.draughts.app.ui.i18n.appLanguages
import org.draughts.app.ui.i18n.languageForTag
import org.draughts.app.ui.i18n.nativeName
import org.draughts.app.ui.i18n.stringsFor
import org.draughts.app.ui.i18n.tag
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.SettingsStore
import org.draughts.core.GameHandle
import org.draughts.core.Language
import org.draughts.core.Player
import org.draughts.core.variants
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.awt.Font
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/** The app's languages: the generated string tables, the language setting and switching at run time. */
@OptIn(ExperimentalTestApi::class)
class LanguageTest {
    private val en = stringsFor(Language.EN)
    private val fr = stringsFor(Language.FR)

    /** The core's status line of a new International game in [language]. */
    private fun coreStatus(language: Language): String {
        val rules = variants(Language.EN).first { it.id == "international" }.rules
        return GameHandle(rules, Player.Human, Player.Human, language).use {
            it.playText("32-28")
            it.view().status
        }
    }

    @Test
    fun `switching the language in the settings changes the app's labels and the open game's core sentences`() =
        uiTest {
            val store = MemoryStore()
            val app = newApp(store = store)
            setThemedContent { DraughtsApp(app) }
            runOnIdle {
                app.chooseVariant("international")
                app.chooseVsBot(false)
                app.startGame()
            }
            waitForIdle()
            // A move, so the game is kept among the unfinished ones.
            for (sq in listOf(
                "32",
                "28",
            )) {
                onNodeWithTag("square-${app.game!!.uiState.view.board.index(sq)}").performClick()
            }
            waitForIdle()
            onNodeWithText(en.flipShort).assertExists()
            onNodeWithTag("status").assertTextEquals(coreStatus(Language.EN))
            // Back home, French in the settings, back to the game (its card).
            onNodeWithTag("back").performClick()
            onNodeWithTag("settings").performScrollTo().performClick()
            onNodeWithTag("lang").performScrollTo().performClick()
            onNodeWithTag("lang-system").assertIsSelected()
            onNodeWithTag("lang-fr").performClick()
            waitForIdle()
            onNodeWithText(fr.settings).assertExists()
            assertEquals(Language.FR, storedSettings(store).languageChoice)
            onNodeWithTag("back").performScrollTo().performClick()
            onNodeWithContentDescription(fr.resumeGame, substring = true).performScrollTo().performClick()
            waitForIdle()
            onNodeWithText(fr.flipShort).assertExists()
            val french = coreStatus(Language.FR)
            assertNotEquals(coreStatus(Language.EN), french)
            onNodeWithTag("status").assertTextEquals(french)
            shot("language-switched-game", golden = false)
        }

    @Test
    fun `the app follows the system's language until the setting chooses one, also when the system's changes`() =
        uiTest {
            val app = org.draughts.app.ui.AppState(
                org.draughts.app.ui.data.FfiCatalog(),
                TestPlatform(),
                MemoryStore(),
                systemLanguage = Language.FR,
            )
            setThemedContent { DraughtsApp(app) }
            onNodeWithText(fr.tutorial).assertExists()
            onNodeWithText(variants(Language.FR)[0].name).assertExists()
            runOnIdle { app.updateSystemLanguage(Language.EN) }
            waitForIdle()
            onNodeWithText(en.tutorial).assertExists()
            runOnIdle { app.updateSettings(app.settings.copy(languageChoice = Language.FR)) }
            runOnIdle { app.updateSystemLanguage(Language.EN) }
            waitForIdle()
            onNodeWithText(fr.tutorial).assertExists()
        }

    @Test
    fun `the language setting is stored as the choice, the system's as SYSTEM`() {
        val store = MemoryStore()
        SettingsStore(store, "", Language.EN).write(AppSettings(languageChoice = Language.FR))
        assertEquals(Language.FR, storedSettings(store).languageChoice)
        SettingsStore(store, "", Language.EN).write(AppSettings())
        assertNull(storedSettings(store).languageChoice)
        assertNull(storedSettings(MemoryStore().apply { write("settings.txt", "language=KLINGON") }).languageChoice)
        assertEquals(Language.FR, AppSettings().withSystemLanguage(Language.FR).language)
        assertEquals(Language.EN, AppSettings(languageChoice = Language.EN).withSystemLanguage(Language.FR).language)
    }

    @Test
    fun `a system locale picks the app language with the same primary language`() {
        assertEquals(Language.FR, languageForTag("fr-CA"))
        assertEquals(Language.FR, languageForTag("fr_FR"))
        assertEquals(Language.EN, languageForTag("en-US"))
        assertEquals(Language.PT_BR, languageForTag("pt_BR"))
        assertEquals(Language.NL, languageForTag("nl-BE"))
        assertEquals(Language.RU, languageForTag("ru"))
        assertNull(languageForTag("de-DE"))
        assertEquals(listOf("fr", "en", "nl", "ru", "pt-BR"), appLanguages.map { it.tag })
        for (l in appLanguages) assertEquals(l, languageForTag(l.tag))
    }

    /** Every string resource of [folder] (`values`, `values-fr`): name to text, array items joined by a newline. */
    private fun resources(folder: File): Map<String, String> {
        val doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(folder, "strings.xml"))
        val out = LinkedHashMap<String, String>()
        val nodes = doc.documentElement.childNodes
        for (i in 0 until nodes.length) {
            val e = nodes.item(i) as? org.w3c.dom.Element ?: continue
            val items = e.getElementsByTagName("item")
            out[e.getAttribute("name")] = if (e.tagName == "string-array") {
                (0 until items.length).joinToString("\n") { items.item(it).textContent }
            } else {
                e.textContent
            }
        }
        return out
    }

    /** The table's value for a resource name, read through its generated getter (`app_name` is `getAppName`). */
    private fun Strings.value(name: String): String {
        val getter = "get" + name.split('_').joinToString("") { it.replaceFirstChar(Char::uppercase) }
        val v = Strings::class.java.getMethod(getter).invoke(this)
        return if (v is List<*>) v.joinToString("\n") else v as String
    }

    private val res = File(System.getProperty("user.dir"), "../app/src/main/res")
    private val folders = mapOf(
        "en" to "values",
        "fr" to "values-fr",
        "nl" to "values-nl",
        "ru" to "values-ru",
        "pt-BR" to "values-b+pt+BR",
    )

    @Test
    fun `every app language's table holds the words of its strings_xml, every name of the English one`() {
        val reference = resources(File(res, "values"))
        assertTrue(reference.size > 50, "English resources: ${reference.size}")
        for (language in appLanguages) {
            val strings = stringsFor(language)
            assertEquals(language.tag, strings.tag)
            val xml = resources(File(res, folders.getValue(language.tag)))
            assertEquals(reference.keys, xml.keys, language.tag)
            for ((name, text) in xml) assertEquals(text, strings.value(name), "${language.tag}: $name")
        }
        // Each language has its own words, not a copy of English.
        assertNotEquals(en.newGame, fr.newGame)
    }

    @Test
    fun `the bundled DejaVu Sans draws every word of every language's table, Cyrillic included`() {
        val font = Font.createFont(Font.TRUETYPE_FONT, nn(javaClass.getResourceAsStream("/fonts/DejaVuSans.ttf")))
        for (folder in folders.values) {
            for ((name, text) in resources(File(res, folder))) {
                assertEquals(-1, font.canDisplayUpTo(text), "$folder: $name: $text")
            }
        }
        for (l in appLanguages) assertEquals(-1, font.canDisplayUpTo(l.nativeName), l.nativeName)
        assertEquals(-1, font.canDisplayUpTo("Шашки, дамка, ничья · Português (Brasil)"))
    }
}
