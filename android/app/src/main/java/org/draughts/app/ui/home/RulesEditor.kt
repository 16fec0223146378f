package org.draughts.app.ui.home

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.FilterChip
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.common.Choice
import org.draughts.app.ui.common.ChoiceGroup
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.initialFocus
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.app.ui.tutorial.PageView
import org.draughts.core.RuleKnob
import org.draughts.core.RuleKnobId
import org.draughts.core.RuleSet
import org.draughts.core.TutorialPage

data class RulesEditorUiState(
    val rules: RuleSet,
    /** The presets to start from: (name, rules). */
    val presets: List<Pair<String, RuleSet>>,
    /** The core's knobs for these rules: label, explanation, choices, current choice. */
    val knobs: List<RuleKnob>,
    /** The core's reason the last change was refused (an impossible combination), or why the rules cannot be played. */
    val error: String?,
    /** Whether the rules can be played (the core's `validateRules`). */
    val playable: Boolean,
    /** The core's page for these rules: differences, every knob, diagrams. */
    val page: TutorialPage?,
)

/**
 * The custom rules editor: the core's knobs (`ruleKnobs`), each with its
 * label, explanation and choices, starting from a preset. A choice goes to
 * the core's `setRuleKnob`, which refuses an impossible combination with
 * its reason; the core's live rules page below shows what the rules do.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun RulesEditorScreen(
    uiState: RulesEditorUiState,
    onPreset: (RuleSet) -> Unit,
    onKnob: (RuleKnobId, Int) -> Unit,
    onUse: () -> Unit,
    onBack: () -> Unit,
) {
    val s = LocalStrings.current
    val r = uiState.rules
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp).widthIn(max = 820.dp)) {
            BackBar(s.rulesEditor, onBack)
            Text(s.rulesStartFrom, style = MaterialTheme.typography.labelLarge)
            ChoiceGroup(
                s.rulesStartFrom,
                uiState.presets.map { (name, preset) -> Choice("preset-${preset.base.name.lowercase()}", name) },
                uiState.presets.indexOfFirst { it.second == r },
                { onPreset(uiState.presets[it].second) },
                modifier = Modifier.initialFocus(),
                groupTag = "presets",
            )
            HorizontalDivider(Modifier.padding(vertical = 8.dp))
            for (knob in uiState.knobs) KnobRow(knob) { onKnob(knob.id, it) }
            if (uiState.error != null) {
                Card(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
                    Column(Modifier.padding(12.dp)) {
                        Text(
                            s.rulesInvalid,
                            style = MaterialTheme.typography.titleSmall,
                            color = MaterialTheme.colorScheme.error,
                        )
                        Text(
                            uiState.error,
                            modifier = Modifier.testTag("rules-error").semantics {
                                liveRegion =
                                    LiveRegionMode.Polite
                            },
                        )
                    }
                }
            }
            Button(
                onClick = onUse,
                enabled = uiState.playable,
                modifier = Modifier.fillMaxWidth().padding(
                    vertical = 8.dp,
                ).heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag("use-rules"),
            ) { Text(s.useTheseRules) }
            uiState.page?.let { PageView(it, Modifier.testTag("rules-page")) }
        }
    }
}

/** One knob: the core's label, explanation and choices; the current choice is selected. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun KnobRow(knob: RuleKnob, onPick: (Int) -> Unit) {
    val tag = "knob-${knob.id.name.lowercase()}"
    Column(Modifier.padding(vertical = 4.dp).testTag(tag)) {
        Text(knob.label, style = MaterialTheme.typography.labelLarge, modifier = Modifier.semantics { heading() })
        Text(knob.explanation, style = MaterialTheme.typography.bodySmall)
        ChoiceGroup(knob.label, knob.choices.mapIndexed { i, c -> Choice("$tag-$i", c) }, knob.current.toInt(), onPick)
    }
}
