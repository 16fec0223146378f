package org.draughts.app.ui.home

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.FilterChip
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.BoardModel
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.i18n.choiceLabel
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.app.ui.tutorial.PageView
import org.draughts.core.BoardSize
import org.draughts.core.DiagramInfo
import org.draughts.core.DrawRule
import org.draughts.core.Numbering
import org.draughts.core.Precedence
import org.draughts.core.PromotionInCapture
import org.draughts.core.Removal
import org.draughts.core.RuleSet
import org.draughts.core.Side
import org.draughts.core.TutorialPage

data class RulesEditorUiState(
    val rules: RuleSet,
    /** The presets to start from: (name, rules). */
    val presets: List<Pair<String, RuleSet>>,
    /** The draw rules the presets use, offered as choices. */
    val drawRules: List<DrawRule>,
    /** The core's reason if these rules cannot be played. */
    val error: String?,
    /** The core's page for these rules: differences, every knob, diagrams. */
    val page: TutorialPage?,
)

/**
 * The custom rules editor: one control per knob of the core's `RuleSet`,
 * starting from a preset. Each change is checked by the core
 * (`validateRules`) and explained by the core's live rules page below.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun RulesEditorScreen(
    uiState: RulesEditorUiState,
    diagramModel: (DiagramInfo) -> BoardModel,
    onChange: (RuleSet) -> Unit,
    onUse: () -> Unit,
    onBack: () -> Unit,
) {
    val s = LocalStrings.current
    val k = s.knobs
    val r = uiState.rules
    val lang = s.language
    Surface(Modifier.fillMaxSize()) {
        Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp).widthIn(max = 820.dp)) {
            BackBar(s.rulesEditor, onBack)
            Text(s.rulesStartFrom, style = MaterialTheme.typography.labelLarge)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                for ((name, preset) in uiState.presets) {
                    FilterChip(selected = r == preset, onClick = { onChange(preset) }, label = { Text(name) }, modifier = Modifier.testTag("preset-${preset.base.name.lowercase()}"))
                }
            }
            HorizontalDivider(Modifier.padding(vertical = 8.dp))
            Choice(k.board, BoardSize.entries, r.board, lang) { onChange(r.copy(board = it)) }
            Toggle(k.a1Playing, r.a1Playing) { onChange(r.copy(a1Playing = it)) }
            Stepper(k.startRows, r.startRows.toInt(), 1..4) { onChange(r.copy(startRows = it.toUInt())) }
            Choice(k.first, Side.entries, r.first, lang) { onChange(r.copy(first = it)) }
            Toggle(k.menCaptureBackwards, r.menCaptureBackwards) { onChange(r.copy(menCaptureBackwards = it)) }
            Toggle(k.flyingKings, r.flyingKings) { onChange(r.copy(flyingKings = it)) }
            Toggle(k.captureCompulsory, r.captureCompulsory) { onChange(r.copy(captureCompulsory = it)) }
            Choice(k.precedence, Precedence.entries, r.precedence, lang) { onChange(r.copy(precedence = it)) }
            Toggle(k.menCaptureKings, r.menCaptureKings) { onChange(r.copy(menCaptureKings = it)) }
            Choice(k.promotion, PromotionInCapture.entries, r.promotion, lang) { onChange(r.copy(promotion = it)) }
            Choice(k.removal, Removal.entries, r.removal, lang) { onChange(r.copy(removal = it)) }
            Choice(k.numbering, Numbering.entries, r.numbering, lang) { onChange(r.copy(numbering = it)) }
            Choice(k.separator, listOf("x", ":"), r.captureSeparator, lang) { onChange(r.copy(captureSeparator = it)) }
            Stepper(k.repetition, r.repetition.toInt(), 2..5) { onChange(r.copy(repetition = it.toUInt())) }
            Choice(k.draw, uiState.drawRules, r.draw, lang) { onChange(r.copy(draw = it)) }
            if (uiState.error != null) {
                Card(Modifier.fillMaxWidth().padding(vertical = 8.dp)) {
                    Column(Modifier.padding(12.dp)) {
                        Text(s.rulesInvalid, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.error)
                        Text(uiState.error, modifier = Modifier.testTag("rules-error").semantics { liveRegion = LiveRegionMode.Polite })
                    }
                }
            }
            Button(
                onClick = onUse, enabled = uiState.error == null,
                modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp).padding(vertical = 8.dp).testTag("use-rules"),
            ) { Text(s.useTheseRules) }
            uiState.page?.let { PageView(it, diagramModel, Modifier.testTag("rules-page")) }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun <T> Choice(label: String, values: List<T>, current: T, lang: org.draughts.core.Language, onPick: (T) -> Unit) {
    Column(Modifier.padding(vertical = 4.dp)) {
        Text(label, style = MaterialTheme.typography.labelLarge)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            for (v in values) {
                FilterChip(selected = v == current, onClick = { onPick(v) }, label = { Text(choiceLabel(v as Any, lang)) })
            }
        }
    }
}

@Composable
private fun Toggle(label: String, value: Boolean, onChange: (Boolean) -> Unit) {
    Row(Modifier.fillMaxWidth().heightIn(min = 48.dp), verticalAlignment = Alignment.CenterVertically) {
        Text(label, modifier = Modifier.weight(1f))
        Switch(checked = value, onCheckedChange = onChange, modifier = Modifier.semantics { contentDescription = label })
    }
}

@Composable
private fun Stepper(label: String, value: Int, range: IntRange, onChange: (Int) -> Unit) {
    Row(Modifier.fillMaxWidth().heightIn(min = 48.dp), verticalAlignment = Alignment.CenterVertically) {
        Text(label, modifier = Modifier.weight(1f))
        OutlinedButton(onClick = { onChange(value - 1) }, enabled = value > range.first, modifier = Modifier.semantics { contentDescription = "$label −" }) { Text("−") }
        Text("$value", modifier = Modifier.padding(horizontal = 12.dp), style = MaterialTheme.typography.titleMedium)
        OutlinedButton(onClick = { onChange(value + 1) }, enabled = value < range.last, modifier = Modifier.semantics { contentDescription = "$label +" }) { Text("+") }
    }
}
