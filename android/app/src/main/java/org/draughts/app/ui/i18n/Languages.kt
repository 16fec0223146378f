package org.draughts.app.ui.i18n

import androidx.compose.runtime.staticCompositionLocalOf
import org.draughts.core.Language
import org.draughts.core.LanguageInfo
import org.draughts.core.Side
import org.draughts.core.languageForTag as coreLanguageForTag
import org.draughts.core.languages as coreLanguages

// The languages the app speaks, and how the shared UI reaches the words of
// each. The list, each language's tag and its name come from the core, so
// the app offers exactly the languages whose sentences the core can write;
// the app's own words (buttons, titles, settings) are the Android string
// resources, values-TAG/strings.xml, which the build turns into
// `stringTables` (android/tools/gen_strings.py).

/** The core's languages, in the order the settings list them. */
private val languageInfos: List<LanguageInfo> by lazy { coreLanguages() }

private fun Language.info(): LanguageInfo = languageInfos.first { it.language == this }

/** The BCP 47 tag of [Language]: its string table and its `values-*` folder. */
val Language.tag: String get() = info().tag

/** The language's name in that language ("Français"), the same in every language. */
val Language.nativeName: String get() = info().nativeName

/** The languages the settings offer, in this order. */
val appLanguages: List<Language> get() = languageInfos.map { it.language }

/** The app's own words in [language]. */
fun stringsFor(language: Language): Strings = stringTables.getValue(language.tag)

/**
 * The app's language for a system locale tag (`fr-FR`, `pt_BR`, `nl`), as the
 * core reads it, or null when the app does not speak it.
 */
fun languageForTag(tag: String): Language? = coreLanguageForTag(tag)

/** Each keyboard shortcut: its keys, then what it does (two parallel string arrays). */
val Strings.shortcutList: List<Pair<String, String>> get() = shortcutKeys.zip(shortcutActions)

/** "White" or "Black" for [side]. */
fun Strings.sideName(side: Side): String = if (side == Side.WHITE) sideWhite else sideBlack

/** The words of the app's current language, provided at the top of `DraughtsApp`. */
val LocalStrings = staticCompositionLocalOf { stringsFor(Language.EN) }
