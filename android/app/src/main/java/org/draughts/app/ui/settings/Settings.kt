package org.draughts.app.ui.settings

import org.draughts.core.Language

enum class ThemeMode { SYSTEM, LIGHT, DARK }

/** What is written on the squares: nothing, the notation names, or coordinates. */
enum class SquareLabels { NONE, NUMBERS, COORDINATES }

/** Milliseconds per jump of a sliding piece. */
enum class AnimationSpeed(val millis: Int) { OFF(0), FAST(160), SLOW(250) }

/** The player's preferences. Persisted by the shell as `key=value` lines. */
data class AppSettings(
    val theme: ThemeMode = ThemeMode.SYSTEM,
    val palette: String = "wood",
    val labels: SquareLabels = SquareLabels.NUMBERS,
    val animation: AnimationSpeed = AnimationSpeed.FAST,
    val sound: Boolean = true,
    val haptics: Boolean = true,
    val language: Language = Language.EN,
    val autoFlip: Boolean = false,
) {
    fun encode(): String = listOf(
        "theme=${theme.name}",
        "palette=$palette",
        "labels=${labels.name}",
        "animation=${animation.name}",
        "sound=$sound",
        "haptics=$haptics",
        "language=${language.name}",
        "autoFlip=$autoFlip",
    ).joinToString("\n")

    companion object {
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
                language = m["language"]?.let { runCatching { Language.valueOf(it) }.getOrNull() } ?: default.language,
                autoFlip = m["autoFlip"]?.toBooleanStrictOrNull() ?: default.autoFlip,
            )
        }
    }
}
