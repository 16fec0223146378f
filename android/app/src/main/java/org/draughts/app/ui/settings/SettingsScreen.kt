package org.draughts.app.ui.settings

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.common.Choice
import org.draughts.app.ui.common.ChoiceGroup
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.i18n.appLanguages
import org.draughts.app.ui.i18n.nativeName
import org.draughts.app.ui.i18n.tag
import org.draughts.app.ui.theme.LocalBoardPalette
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.paletteById
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.Language
import org.draughts.core.boardThemes
import org.draughts.core.lookPreview
import org.draughts.core.pieceSets

/**
 * The settings; each group of choices is one tab stop walked with the
 * arrows. [dynamicColourAvailable]: the shell can take the Material
 * colours from the wallpaper (Android 12+), so the switch is offered.
 */
@Composable
fun SettingsScreen(
    settings: AppSettings,
    onChange: (AppSettings) -> Unit,
    dynamicColourAvailable: Boolean = false,
    onBack: () -> Unit,
) {
    val s = LocalStrings.current
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp).widthIn(max = 720.dp),
            verticalArrangement = Arrangement.spacedBy(6.dp),
        ) {
            BackBar(s.settings, onBack, focusFirst = true)
            EnumChoices(
                s.theme,
                "theme",
                listOf(
                    ThemeMode.SYSTEM to s.themeSystem,
                    ThemeMode.LIGHT to s.themeLight,
                    ThemeMode.DARK to s.themeDark,
                ),
                settings.theme,
            ) { onChange(settings.copy(theme = it)) }
            if (dynamicColourAvailable) {
                Toggle(s.dynamicColour, settings.dynamicColour, "dynamic-colour") {
                    onChange(settings.copy(dynamicColour = it))
                }
            }
            BoardLookChoices(settings, onChange)
            EnumChoices(
                s.animation,
                "animation",
                listOf(
                    AnimationSpeed.OFF to s.animationOff,
                    AnimationSpeed.FAST to s.animationFast,
                    AnimationSpeed.SLOW to s.animationSlow,
                ),
                settings.animation,
            ) { onChange(settings.copy(animation = it)) }
            EnumChoices(
                s.moveInput,
                "move-input",
                listOf(
                    MoveInput.EITHER to s.moveInputEither,
                    MoveInput.DRAG to s.moveInputDrag,
                    MoveInput.TAP to s.moveInputTap,
                ),
                settings.moveInput,
            ) { onChange(settings.copy(moveInput = it)) }
            Toggle(s.sound, settings.sound) { onChange(settings.copy(sound = it)) }
            Toggle(s.haptics, settings.haptics) { onChange(settings.copy(haptics = it)) }
            Toggle(s.autoFlip, settings.autoFlip) { onChange(settings.copy(autoFlip = it)) }
            Toggle(s.takebackAsks, settings.takebackAsks, "takeback-asks") {
                onChange(settings.copy(takebackAsks = it))
            }
            LanguageChoices(settings.languageChoice) { onChange(settings.copy(languageChoice = it)) }
        }
    }
}

/**
 * The board's look: a live preview board drawn with the current choices,
 * then the board themes, the piece sets (the core's, named in the player's
 * language) and where the coordinates go.
 */
@Composable
private fun BoardLookChoices(settings: AppSettings, onChange: (AppSettings) -> Unit) {
    val s = LocalStrings.current
    val themes = remember(settings.language) { boardThemes(settings.language) }
    val sets = remember(settings.language) { pieceSets(settings.language) }
    val preview = remember(settings.language) { lookPreview(settings.language) }
    Section(s.boardColours)
    CompositionLocalProvider(LocalBoardPalette provides paletteById(settings.palette, settings.pieceSet)) {
        Board(
            preview,
            Modifier.fillMaxWidth().heightIn(max = 280.dp).aspectRatio(1f, matchHeightConstraintsFirst = true)
                .testTag("look-preview"),
            labels = settings.labels,
            description = preview.squares.filter { it.piece != null }.joinToString { it.description },
        )
    }
    Section(s.boardTheme)
    ChoiceGroup(
        s.boardTheme,
        themes.map { Choice("palette-${it.id}", it.name) },
        themes.indexOfFirst { it.id == settings.palette }.coerceAtLeast(0),
        { onChange(settings.copy(palette = themes[it].id)) },
    )
    Section(s.pieceSet)
    ChoiceGroup(
        s.pieceSet,
        sets.map { Choice("pieces-${it.id}", it.name) },
        sets.indexOfFirst { it.id == settings.pieceSet }.coerceAtLeast(0),
        { onChange(settings.copy(pieceSet = sets[it].id)) },
    )
    EnumChoices(
        s.labels,
        "labels",
        listOf(
            SquareLabels.OUTSIDE to s.labelsOutside,
            SquareLabels.INSIDE to s.labelsInside,
            SquareLabels.NONE to s.labelsNone,
        ),
        settings.labels,
    ) { onChange(settings.copy(labels = it)) }
}

/**
 * The language: the system's (null), or one of the app's languages, each
 * named in itself so a reader of that language finds it. Tagged `lang-system`
 * and `lang-TAG`.
 */
@Composable
private fun LanguageChoices(current: Language?, onPick: (Language?) -> Unit) {
    val s = LocalStrings.current
    val options = listOf(null to s.languageSystem) + appLanguages.map { it to it.nativeName }
    Section(s.languageLabel)
    ChoiceGroup(
        s.languageLabel,
        options.map { (l, name) -> Choice("lang-${l?.tag ?: "system"}", name) },
        options.indexOfFirst { it.first == current },
        { onPick(options[it].first) },
    )
}

/** A titled group of choices over an enum, tagged `PREFIX-name`, with [current] selected. */
@Composable
private fun <T : Enum<T>> EnumChoices(
    title: String,
    prefix: String,
    options: List<Pair<T, String>>,
    current: T,
    onPick: (T) -> Unit,
) {
    Section(title)
    ChoiceGroup(
        title,
        options.map { (v, l) -> Choice("$prefix-${v.name.lowercase()}", l) },
        options.indexOfFirst { it.first == current },
        { onPick(options[it].first) },
    )
}

@Composable
private fun Section(title: String) {
    Text(
        title,
        style = MaterialTheme.typography.titleMedium,
        modifier = Modifier.padding(top = 8.dp).semantics {
            heading()
        },
    )
}

/** The whole row is the switch, so the touch target is the row (48 dp high), not the small thumb. */
@Composable
private fun Toggle(label: String, value: Boolean, tag: String? = null, onChange: (Boolean) -> Unit) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 48.dp).let { if (tag != null) it.testTag(tag) else it }
            .focusRing()
            .toggleable(value = value, role = Role.Switch, onValueChange = onChange)
            .padding(horizontal = 4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(label, modifier = Modifier.weight(1f))
        Switch(checked = value, onCheckedChange = null)
    }
}
