package org.draughts.app.ui.settings

import org.draughts.core.Language

enum class ThemeMode { SYSTEM, LIGHT, DARK }

/** What is written on the squares: nothing, the notation names, or coordinates. */
enum class SquareLabels { NONE, NUMBERS, COORDINATES }

/** Milliseconds per jump of a sliding piece. */
enum class AnimationSpeed(val millis: Int) { OFF(0), FAST(160), SLOW(250) }

/**
 * The player's preferences. Persisted by the shell as `key=value` lines.
 * [languageChoice] is the language setting: null follows the system's
 * language (stored `language=SYSTEM`), a language overrides it. [language]
 * is the language the app speaks, which `AppState` resolves
 * ([withSystemLanguage]); it is not stored.
 */
data class AppSettings(
    val theme: ThemeMode = ThemeMode.SYSTEM,
    val palette: String = "wood",
    val labels: SquareLabels = SquareLabels.NUMBERS,
    val animation: AnimationSpeed = AnimationSpeed.FAST,
    val sound: Boolean = true,
    val haptics: Boolean = true,
    val languageChoice: Language? = null,
    val autoFlip: Boolean = false,
    /** Between two people, undo asks the other player (the core files a request). */
    val takebackAsks: Boolean = false,
    val language: Language = languageChoice ?: Language.EN,
) {
    /** These settings speaking [languageChoice], or [system] when the choice is the system's. */
    fun withSystemLanguage(system: Language): AppSettings = copy(language = languageChoice ?: system)

    fun encode(): String = listOf(
        "theme=${theme.name}",
        "palette=$palette",
        "labels=${labels.name}",
        "animation=${animation.name}",
        "sound=$sound",
        "haptics=$haptics",
        "language=${languageChoice?.name ?: SYSTEM_LANGUAGE}",
        "autoFlip=$autoFlip",
        "takebackAsks=$takebackAsks",
    ).joinToString("\n")

    companion object {
        private const val SYSTEM_LANGUAGE = "SYSTEM"

        /**
         * The stored language setting: [default] when none is stored, null (the
         * system's) for SYSTEM and for a language this build does not have.
         */
        private fun decodeLanguage(stored: String?, default: Language?): Language? = when (stored) {
            null -> default
            SYSTEM_LANGUAGE -> null
            else -> runCatching { Language.valueOf(stored) }.getOrNull()
        }

        fun decode(text: String?, default: AppSettings = AppSettings()): AppSettings {
            if (text == null) return default
            val m = text.lines().mapNotNull { l ->
                l.split('=', limit = 2).takeIf { it.size == 2 }?.let { it[0] to it[1] }
            }.toMap()
            return AppSettings(
                theme = m["theme"]?.let { runCatching { ThemeMode.valueOf(it) }.getOrNull() } ?: default.theme,
                palette = m["palette"] ?: default.palette,
                labels = m["labels"]?.let { runCatching { SquareLabels.valueOf(it) }.getOrNull() } ?: default.labels,
                animation =
                m["animation"]?.let { runCatching { AnimationSpeed.valueOf(it) }.getOrNull() } ?: default.animation,
                sound = m["sound"]?.toBooleanStrictOrNull() ?: default.sound,
                haptics = m["haptics"]?.toBooleanStrictOrNull() ?: default.haptics,
                languageChoice = decodeLanguage(m["language"], default.languageChoice),
                autoFlip = m["autoFlip"]?.toBooleanStrictOrNull() ?: default.autoFlip,
                takebackAsks = m["takebackAsks"]?.toBooleanStrictOrNull() ?: default.takebackAsks,
            )
        }
    }
}
