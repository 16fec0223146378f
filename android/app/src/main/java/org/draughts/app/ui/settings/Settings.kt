package org.draughts.app.ui.settings

import org.draughts.core.AnimationSetting
import org.draughts.core.AppearanceSetting
import org.draughts.core.LabelsSetting
import org.draughts.core.Language
import org.draughts.core.MoveInputSetting

// Each choice names the core's stored value it stands for: the one mapping
// between the two, read both ways by SettingsStore.

/** Light, dark, or the system's. */
enum class ThemeMode(val setting: AppearanceSetting) {
    SYSTEM(AppearanceSetting.SYSTEM),
    LIGHT(AppearanceSetting.LIGHT),
    DARK(AppearanceSetting.DARK),
}

/**
 * Where the squares' names are written: nowhere; inside the squares (a
 * number in each playing square, or files and ranks in the edge squares);
 * or outside the board, on its frame along two edges (lidraughts' default).
 */
enum class SquareLabels(val setting: LabelsSetting) {
    NONE(LabelsSetting.HIDDEN),
    INSIDE(LabelsSetting.INSIDE),
    OUTSIDE(LabelsSetting.OUTSIDE),
}

/** How the finger moves a piece (lichess's "move pieces by"): either way, only by dragging, or only by two taps. */
enum class MoveInput(val setting: MoveInputSetting) {
    EITHER(MoveInputSetting.EITHER),
    DRAG(MoveInputSetting.DRAG),
    TAP(MoveInputSetting.TAP),
}

/** Milliseconds per jump of a sliding piece. */
enum class AnimationSpeed(val millis: Int, val setting: AnimationSetting) {
    OFF(0, AnimationSetting.OFF),
    FAST(160, AnimationSetting.FAST),
    SLOW(250, AnimationSetting.SLOW),
}

/**
 * The player's preferences, stored as the core's settings document
 * ([SettingsStore]).
 * [languageChoice] is the language setting: null follows the system's
 * language, a language overrides it. [language]
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
    /** A move made on the board waits for Confirm (the core holds it and draws the two buttons). */
    val confirmMoves: Boolean = false,
    /** Android 12+: the Material colours from the wallpaper instead of the app's own. */
    val dynamicColour: Boolean = false,
    val language: Language = languageChoice ?: Language.EN,
) {
    /** These settings speaking [languageChoice], or [system] when the choice is the system's. */
    fun withSystemLanguage(system: Language): AppSettings = copy(language = languageChoice ?: system)
}
