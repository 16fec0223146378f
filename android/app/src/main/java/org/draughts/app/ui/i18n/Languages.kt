package org.draughts.app.ui.i18n

import androidx.compose.runtime.staticCompositionLocalOf
import org.draughts.core.Language
import org.draughts.core.Side

// The languages the app speaks, and how the shared UI reaches the words of
// each. The list is the core's `Language` enum, so the app offers exactly the
// languages whose sentences the core can write; the app's own words (buttons,
// titles, settings) are the Android string resources, values-TAG/strings.xml,
// which the build turns into `stringTables` (android/tools/gen_strings.py).

/**
 * The BCP 47 tag of [Language]: its string table and its `values-*` folder.
 * A `when` over the enum, so a language the core adds does not compile until
 * it has its tag here (and its strings.xml).
 */
val Language.tag: String
    get() = when (this) {
        Language.EN -> "en"
        Language.FR -> "fr"
    }

/** Each language's name in itself, as the language setting lists it (the same in every language). */
private val nativeNames = mapOf(
    "en" to "English",
    "fr" to "Français",
    "nl" to "Nederlands",
    "ru" to "Русский",
    "pt-BR" to "Português (Brasil)",
)

/** The language's name in that language ("Français"). */
val Language.nativeName: String get() = nativeNames.getValue(tag)

/** The languages the settings offer, in this order. */
val appLanguages: List<Language> get() = Language.entries

/** The app's own words in [language]. */
fun stringsFor(language: Language): Strings = stringTables.getValue(language.tag)

/**
 * The app's language for a system locale tag (`fr-FR`, `pt_BR`, `nl`): the one
 * with the same primary language, or null when the app does not speak it.
 */
fun languageForTag(tag: String): Language? {
    val primary = tag.substringBefore('-').substringBefore('_').lowercase()
    return appLanguages.firstOrNull { it.tag.substringBefore('-') == primary }
}

/** Each keyboard shortcut: its keys, then what it does (two parallel string arrays). */
val Strings.shortcutList: List<Pair<String, String>> get() = shortcutKeys.zip(shortcutActions)

/** "White" or "Black" for [side]. */
fun Strings.sideName(side: Side): String = if (side == Side.WHITE) sideWhite else sideBlack

/** The words of the app's current language, provided at the top of `DraughtsApp`. */
val LocalStrings = staticCompositionLocalOf { stringsFor(Language.EN) }
