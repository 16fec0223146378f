// The sheets over home: the new game's settings (the bot's level and colour, the clock, Start) and the variant.
// Drawn in the screen's own layout, not in a popup window: one focus tree, and the screenshots see them.
package org.draughts.app.ui.home

import androidx.compose.foundation.background
import androidx.compose.foundation.focusGroup
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.FocusDirection
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusProperties
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.input.key.Key
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.onKeyEvent
import androidx.compose.ui.input.key.type
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.common.Choice
import org.draughts.app.ui.common.ChoiceGroup
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.i18n.sideName
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.initialFocus
import org.draughts.core.ClockPick
import org.draughts.core.NewGameInput
import org.draughts.core.NewGameView
import org.draughts.core.Side

/**
 * [sheet] over home: from the bottom edge on a phone, centred on a wide
 * window; a tap on the scrim, the close button or Escape closes it. It
 * holds the keyboard focus until it closes: Tab past its last control comes
 * back to its first (the close button), Shift+Tab past the first goes to its
 * buttons at the bottom, and no key reaches the home screen behind it.
 */
@Composable
internal fun HomeSheetView(
    sheet: HomeSheet,
    form: NewGameView,
    actions: HomeActions,
    wide: Boolean,
    onSheet: (HomeSheet?) -> Unit,
) {
    val s = LocalStrings.current
    val first = remember { FocusRequester() }
    val last = remember { FocusRequester() }
    BoxWithConstraints(Modifier.fillMaxSize()) {
        Box(
            Modifier.fillMaxSize().background(MaterialTheme.colorScheme.scrim.copy(alpha = 0.4f))
                .pointerInput(Unit) { detectTapGestures { onSheet(null) } }
                .clearAndSetSemantics { },
        )
        Surface(
            shape = if (wide) RoundedCornerShape(28.dp) else SheetShape,
            color = MaterialTheme.colorScheme.surfaceContainerLow,
            modifier = Modifier.align(if (wide) Alignment.Center else Alignment.BottomCenter)
                .widthIn(max = 560.dp).fillMaxWidth().padding(horizontal = if (wide) 24.dp else 0.dp)
                .heightIn(max = maxHeight * 0.92f).testTag("home-sheet")
                .focusProperties {
                    // The focus wraps around inside the sheet; it never leaves it for the screen behind.
                    onExit = {
                        val to = when (requestedFocusDirection) {
                            FocusDirection.Next -> first
                            FocusDirection.Previous -> last
                            else -> null
                        }
                        cancelFocusChange()
                        to?.requestFocus()
                    }
                }
                .focusGroup()
                .onKeyEvent { e ->
                    val escape = e.type == KeyEventType.KeyDown && e.key == Key.Escape
                    if (escape) onSheet(null)
                    escape
                },
        ) {
            Column(Modifier.padding(start = 20.dp, end = 12.dp, bottom = 16.dp)) {
                if (!wide) {
                    Box(
                        Modifier.padding(top = 10.dp).size(32.dp, 4.dp).align(Alignment.CenterHorizontally)
                            .background(MaterialTheme.colorScheme.outlineVariant, RoundedCornerShape(50)),
                    )
                }
                Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.padding(top = 4.dp)) {
                    val title = if (sheet == HomeSheet.NEW_GAME) form.labels.sheetTitle else form.labels.variantHeading
                    Text(
                        title,
                        style = MaterialTheme.typography.titleLarge,
                        fontWeight = FontWeight.SemiBold,
                        modifier = Modifier.weight(1f).semantics { heading() },
                    )
                    IconButton(
                        onClick = { onSheet(null) },
                        modifier = Modifier.size(48.dp).focusRequester(first).focusRing(RoundedCornerShape(50))
                            .testTag("home-sheet-close"),
                    ) { Icon(AppIcons.Close, contentDescription = s.close) }
                }
                // The choices scroll; the sheet's main button stays in sight under them.
                Column(
                    Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState()).padding(end = 8.dp),
                    verticalArrangement = Arrangement.spacedBy(8.dp),
                ) {
                    when (sheet) {
                        HomeSheet.NEW_GAME -> NewGameChoices(form, actions) { onSheet(HomeSheet.GAME_VARIANT) }
                        HomeSheet.VARIANT, HomeSheet.GAME_VARIANT -> VariantChoices(form, actions)
                    }
                }
                Box(Modifier.padding(top = 12.dp, end = 8.dp).focusRequester(last)) {
                    when (sheet) {
                        HomeSheet.NEW_GAME -> StartButton(form, actions)
                        HomeSheet.VARIANT -> VariantButtons(actions) { onSheet(null) }
                        HomeSheet.GAME_VARIANT -> VariantButtons(actions) { onSheet(HomeSheet.NEW_GAME) }
                    }
                }
            }
        }
    }
}

/** The game the big action starts: its variant (a tap changes it), the bot's level and colour, the clock, Start. */
@Composable
private fun NewGameChoices(form: NewGameView, actions: HomeActions, onVariant: () -> Unit) {
    val s = LocalStrings.current
    TextButton(
        onClick = onVariant,
        shape = RoundedCornerShape(12.dp),
        modifier = Modifier.fillMaxWidth().focusRing(RoundedCornerShape(12.dp)).testTag("sheet-variant").semantics {
            contentDescription = variantDescription(form)
        },
    ) {
        Board(form.diagram, Modifier.size(40.dp))
        Spacer(Modifier.width(12.dp))
        Column(Modifier.weight(1f)) {
            Text(
                form.labels.variantHeading,
                style = MaterialTheme.typography.labelMedium,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
            Text(
                form.chosenName,
                style = MaterialTheme.typography.titleSmall,
                color = MaterialTheme.colorScheme.onSurface,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
            )
        }
        Icon(HomeIcons.Chevron, contentDescription = null, tint = MaterialTheme.colorScheme.onSurfaceVariant)
    }
    form.bot?.let { bot ->
        GroupLabel(s.botLevel)
        ChoiceGroup(
            s.botLevel,
            bot.levels.map { Choice("level-${it.number}", it.label) },
            bot.levels.indexOfFirst { it.selected },
            { actions.onForm(NewGameInput.SetLevel(bot.levels[it].number)) },
            groupTag = "levels",
        )
        GroupLabel(s.yourColour)
        ChoiceGroup(
            s.yourColour,
            Side.entries.map { Choice("side-${it.name.lowercase()}", s.sideName(it)) },
            Side.entries.indexOf(bot.side),
            { actions.onForm(NewGameInput.SetSide(Side.entries[it])) },
            groupTag = "sides",
        )
    }
    ClockChoice(form, actions)
}

/** Start: the game the form describes (disabled while the core cannot start it); the sheet's first focus. */
@Composable
private fun StartButton(form: NewGameView, actions: HomeActions) {
    Button(
        onClick = actions.onStart,
        enabled = form.canStart,
        modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).initialFocus()
            .focusRing(RoundedCornerShape(50)).testTag("start"),
    ) { Text(LocalStrings.current.start, style = MaterialTheme.typography.titleMedium) }
}

/** The seven presets (and the custom rules once made), the chosen one's diagram and description, the rules editor. */
@Composable
private fun VariantChoices(form: NewGameView, actions: HomeActions) {
    val s = LocalStrings.current
    val choices = form.variants.map { Choice("variant-${it.id}", it.shortName) } +
        listOfNotNull(form.customRules?.let { Choice("variant-custom", s.customRules) })
    val selected = if (form.customChosen) form.variants.size else form.variants.indexOfFirst { it.selected }
    ChoiceGroup(s.variant, choices, selected, { i ->
        actions.onForm(
            if (i < form.variants.size) NewGameInput.ChooseVariant(i.toUInt()) else NewGameInput.ChooseCustomRules,
        )
    }, modifier = Modifier.initialFocus(), groupTag = "variants")
    Row(
        Modifier.fillMaxWidth().padding(vertical = 4.dp).semantics(mergeDescendants = true) { }
            .testTag("variant-summary"),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Board(form.diagram, Modifier.size(112.dp))
        Spacer(Modifier.width(16.dp))
        Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(form.chosenName, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.SemiBold)
            Text(
                form.chosenSummary,
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
    }
}

/** The rules editor, and Close. */
@Composable
private fun VariantButtons(actions: HomeActions, onDone: () -> Unit) {
    val s = LocalStrings.current
    Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.fillMaxWidth()) {
        TextButton(
            onClick = actions.onEditRules,
            modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("edit-rules"),
        ) { Text(s.editRules) }
        Spacer(Modifier.weight(1f))
        Button(
            onClick = onDone,
            modifier = Modifier.heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag("variant-done"),
        ) { Text(s.close) }
    }
}

/** No clock, the core's presets, or a custom `BASE+INC` the core reads as it is typed (its refusal under the field). */
@Composable
private fun ClockChoice(form: NewGameView, actions: HomeActions) {
    val s = LocalStrings.current
    GroupLabel(s.clock)
    // Drawn in this order: none, each preset, the custom text.
    val picks = listOf(ClockPick.NoClock) + form.clockPresets.indices.map { ClockPick.Preset(it.toUInt()) } +
        ClockPick.Custom
    val choices = listOf(Choice("clock-none", s.clockNone)) +
        form.clockPresets.map { Choice("clock-${it.id}", it.id) } + Choice("clock-custom", s.clockCustom)
    ChoiceGroup(s.clock, choices, picks.indexOf(form.clock), {
        actions.onForm(NewGameInput.SetClock(picks[it]))
    }, groupTag = "clocks")
    form.customClock?.let { field ->
        OutlinedTextField(
            value = field.text,
            onValueChange = { actions.onForm(NewGameInput.SetCustomClock(it)) },
            label = { Text(s.clockCustomLabel) },
            singleLine = true,
            isError = field.refusal != null,
            supportingText = field.refusal?.let { e -> { Text(e, modifier = Modifier.testTag("clock-error")) } },
            modifier = Modifier.fillMaxWidth().focusRing().testTag("clock-text"),
        )
    }
}

@Composable
private fun GroupLabel(text: String) {
    Text(
        text,
        style = MaterialTheme.typography.labelLarge,
        color = MaterialTheme.colorScheme.onSurfaceVariant,
        modifier = Modifier.padding(start = 4.dp, top = 6.dp),
    )
}
