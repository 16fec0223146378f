package org.draughts.app.ui.settings

import org.draughts.core.Language

enum class ThemeMode { SYSTEM, LIGHT, DARK }

/**
 * Where the squares' names are written: nowhere; inside the squares (a
 * number in each playing square, or files and ranks in the edge squares);
 * or outside the board, on its frame along two edges (lidraughts' default).
 */
enum class SquareLabels {
    NONE,
    INSIDE,
    OUTSIDE,
    ;

    companion object {
        /** A stored value, including the names of earlier versions (NUMBERS, COORDINATES). */
        fun decode(stored: String): SquareLabels? = when (stored) {
            "NUMBERS" -> INSIDE
            "COORDINATES" -> OUTSIDE
            else -> entries.firstOrNull { it.name == stored }
        }
    }
}

/** How the finger moves a piece (lichess's "move pieces by"): either way, only by dragging, or only by two taps. */
enum class MoveInput { EITHER, DRAG, TAP }

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
    /** The board theme's id (the core's looks); an unknown one draws the default. */
    val palette: String = "wood",
    /** The piece set's id (the core's looks). */
    val pieceSet: String = "relief",
    val labels: SquareLabels = SquareLabels.OUTSIDE,
    val animation: AnimationSpeed = AnimationSpeed.FAST,
    val moveInput: MoveInput = MoveInput.EITHER,
    val sound: Boolean = true,
    val haptics: Boolean = true,
    val languageChoice: Language? = null,
    val autoFlip: Boolean = false,
    /** Between two people, undo asks the other player (the core files a request). */
    val takebackAsks: Boolean = false,
    /** Android 12+: the Material colours from the wallpaper instead of the app's own. */
    val dynamicColour: Boolean = false,
    val language: Language = languageChoice ?: Language.EN,
) {
    /** These settings speaking [languageChoice], or [system] when the choice is the system's. */
    fun withSystemLanguage(system: Language): AppSettings = copy(language = languageChoice ?: system)

    fun encode(): String = listOf(
        "theme=${theme.name}",
        "palette=$palette",
        "pieceSet=$pieceSet",
        "labels=${labels.name}",
        "animation=${animation.name}",
        "moveInput=${moveInput.name}",
        "sound=$sound",
        "haptics=$haptics",
        "language=${languageChoice?.name ?: SYSTEM_LANGUAGE}",
        "autoFlip=$autoFlip",
        "takebackAsks=$takebackAsks",
        "dynamicColour=$dynamicColour",
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
                pieceSet = m["pieceSet"] ?: default.pieceSet,
                labels = m["labels"]?.let { SquareLabels.decode(it) } ?: default.labels,
                animation =
                m["animation"]?.let { runCatching { AnimationSpeed.valueOf(it) }.getOrNull() } ?: default.animation,
                moveInput =
                m["moveInput"]?.let { runCatching { MoveInput.valueOf(it) }.getOrNull() } ?: default.moveInput,
                sound = m["sound"]?.toBooleanStrictOrNull() ?: default.sound,
                haptics = m["haptics"]?.toBooleanStrictOrNull() ?: default.haptics,
                languageChoice = decodeLanguage(m["language"], default.languageChoice),
                autoFlip = m["autoFlip"]?.toBooleanStrictOrNull() ?: default.autoFlip,
                takebackAsks = m["takebackAsks"]?.toBooleanStrictOrNull() ?: default.takebackAsks,
                dynamicColour = m["dynamicColour"]?.toBooleanStrictOrNull() ?: default.dynamicColour,
            )
        }
    }
}
