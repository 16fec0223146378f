package org.draughts.app.ui.settings

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.common.Choice
import org.draughts.app.ui.common.ChoiceDialog
import org.draughts.app.ui.common.ListGroup
import org.draughts.app.ui.common.RowDivider
import org.draughts.app.ui.common.SwitchRow
import org.draughts.app.ui.common.ValueRow
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.i18n.appLanguages
import org.draughts.app.ui.i18n.nativeName
import org.draughts.app.ui.i18n.tag
import org.draughts.app.ui.theme.BoardPalette
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.paletteById
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.Language
import org.draughts.core.boardThemes
import org.draughts.core.pieceSets

/** A setting with a few choices: its title, tag prefix, choices and the one set. */
private class Pick(
    val title: String,
    val tag: String,
    val choices: List<Choice>,
    val selected: Int,
    val onPick: (Int) -> Unit,
)

/**
 * The settings as grouped list rows: a row shows its current value and
 * opens its choices in a dialog; a switch row toggles; the board's look
 * opens its own screen with a live preview ([onBoardLook]).
 * [dynamicColourAvailable]: the shell can take the Material colours from
 * the wallpaper (Android 12+), so the switch is offered.
 */
@Composable
fun SettingsScreen(
    settings: AppSettings,
    onChange: (AppSettings) -> Unit,
    dynamicColourAvailable: Boolean = false,
    onBoardLook: () -> Unit = {},
    onBack: () -> Unit,
) {
    val s = LocalStrings.current
    var open by rememberSaveable { mutableStateOf<String?>(null) }
    val themes = remember(settings.language) { boardThemes(settings.language) }
    val sets = remember(settings.language) { pieceSets(settings.language) }
    fun <T> pick(
        title: String,
        tag: String,
        options: List<Pair<T, String>>,
        tagOf: (T) -> String,
        current: T,
        set: (T) -> AppSettings,
    ) = Pick(
        title,
        tag,
        options.map { (v, l) -> Choice("$tag-${tagOf(v)}", l) },
        options.indexOfFirst { it.first == current }.coerceAtLeast(0),
    ) { onChange(set(options[it].first)) }
    val picks = listOf(
        pick(
            s.theme,
            "theme",
            listOf(ThemeMode.SYSTEM to s.themeSystem, ThemeMode.LIGHT to s.themeLight, ThemeMode.DARK to s.themeDark),
            { it.name.lowercase() },
            settings.theme,
        ) { settings.copy(theme = it) },
        pick(
            s.languageLabel,
            "lang",
            listOf<Pair<Language?, String>>(null to s.languageSystem) + appLanguages.map { it to it.nativeName },
            { it?.tag ?: "system" },
            settings.languageChoice,
        ) { settings.copy(languageChoice = it) },
        pick(
            s.animation,
            "animation",
            listOf(
                AnimationSpeed.OFF to s.animationOff,
                AnimationSpeed.FAST to s.animationFast,
                AnimationSpeed.SLOW to s.animationSlow,
            ),
            { it.name.lowercase() },
            settings.animation,
        ) { settings.copy(animation = it) },
        pick(
            s.moveInput,
            "move-input",
            listOf(
                MoveInput.EITHER to s.moveInputEither,
                MoveInput.DRAG to s.moveInputDrag,
                MoveInput.TAP to s.moveInputTap,
            ),
            { it.name.lowercase() },
            settings.moveInput,
        ) { settings.copy(moveInput = it) },
    ).associateBy { it.tag }

    @Composable
    fun row(tag: String) {
        val p = picks.getValue(tag)
        ValueRow(p.title, p.choices[p.selected].label, tag, { open = tag })
    }
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        Box(Modifier.fillMaxSize(), contentAlignment = Alignment.TopCenter) {
            Column(
                Modifier.widthIn(max = 640.dp).fillMaxSize().verticalScroll(rememberScrollState())
                    .padding(horizontal = 12.dp, vertical = 8.dp),
                verticalArrangement = Arrangement.spacedBy(8.dp),
            ) {
                BackBar(s.settings, onBack, focusFirst = true)
                ListGroup {
                    row("theme")
                    if (dynamicColourAvailable) {
                        RowDivider()
                        SwitchRow(s.dynamicColour, settings.dynamicColour, "dynamic-colour") {
                            onChange(settings.copy(dynamicColour = it))
                        }
                    }
                    RowDivider()
                    row("lang")
                }
                ListGroup(s.boardColours) {
                    val theme = themes.firstOrNull { it.id == settings.palette }?.name ?: settings.palette
                    val set = sets.firstOrNull { it.id == settings.pieceSet }?.name ?: settings.pieceSet
                    ValueRow(s.boardTheme, "$theme · $set", "board-look", onBoardLook, leading = {
                        Swatch(paletteById(settings.palette, settings.pieceSet), 4, Modifier.size(40.dp))
                    })
                }
                ListGroup {
                    row("animation")
                    RowDivider()
                    row("move-input")
                    RowDivider()
                    SwitchRow(s.sound, settings.sound, "sound") { onChange(settings.copy(sound = it)) }
                    RowDivider()
                    SwitchRow(s.haptics, settings.haptics, "haptics") { onChange(settings.copy(haptics = it)) }
                    RowDivider()
                    SwitchRow(s.autoFlip, settings.autoFlip, "auto-flip") { onChange(settings.copy(autoFlip = it)) }
                    RowDivider()
                    SwitchRow(s.takebackAsks, settings.takebackAsks, "takeback-asks") {
                        onChange(settings.copy(takebackAsks = it))
                    }
                    RowDivider()
                    SwitchRow(s.confirmMoves, settings.confirmMoves, "confirm-moves") {
                        onChange(settings.copy(confirmMoves = it))
                    }
                }
            }
        }
    }
    open?.let { tag ->
        picks[tag]?.let { p -> ChoiceDialog(p.title, p.choices, p.selected, p.onPick, { open = null }, "$tag-choices") }
    }
}

/** A board theme in small: squares of its two colours, [columns] across, so a list shows each theme at a glance. */
@Composable
fun Swatch(palette: BoardPalette, columns: Int, modifier: Modifier = Modifier) {
    Canvas(modifier.clip(RoundedCornerShape(6.dp))) {
        val side = size.width / columns
        val rows = (size.height / side).toInt().coerceAtLeast(1)
        for (r in 0 until rows) {
            for (c in 0 until columns) {
                drawRect(
                    if ((r + c) % 2 == 0) palette.light else palette.dark,
                    Offset(c * side, r * side),
                    Size(side + 0.5f, side + 0.5f),
                )
            }
        }
    }
}
