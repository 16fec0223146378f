package org.draughts.app.ui.home

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.core.BotLevel
import org.draughts.core.Side

/** One preset as the home screen lists it: the core's name and one-line description. */
data class VariantChoice(val id: String, val name: String, val summary: String)

data class HomeUiState(
    val canContinue: Boolean,
    val variants: List<VariantChoice>,
    /** Index into [variants], or -1 when [customRulesLabel] is chosen. */
    val selected: Int,
    val customRulesLabel: String?,
    val vsBot: Boolean,
    val levels: List<BotLevel>,
    val level: Int,
    val humanSide: Side,
)

data class HomeActions(
    val onContinue: () -> Unit = {},
    val onSelectVariant: (Int) -> Unit = {},
    val onSelectCustom: () -> Unit = {},
    val onEditRules: () -> Unit = {},
    val onVsBot: (Boolean) -> Unit = {},
    val onLevel: (Int) -> Unit = {},
    val onHumanSide: (Side) -> Unit = {},
    val onStart: () -> Unit = {},
    val onTutorial: () -> Unit = {},
    val onSettings: () -> Unit = {},
)

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun HomeScreen(uiState: HomeUiState, actions: HomeActions, modifier: Modifier = Modifier) {
    val s = LocalStrings.current
    Surface(modifier.fillMaxSize()) {
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp).widthIn(max = 720.dp),
            verticalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            Text(s.appName, style = MaterialTheme.typography.headlineMedium, modifier = Modifier.semantics { heading() })
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                if (uiState.canContinue) Button(onClick = actions.onContinue, Modifier.testTag("continue")) { Text(s.continueGame) }
                OutlinedButton(onClick = actions.onTutorial, Modifier.testTag("tutorial")) { Text(s.tutorial) }
                OutlinedButton(onClick = actions.onSettings, Modifier.testTag("settings")) { Text(s.settings) }
            }
            Text(s.newGame, style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
            uiState.variants.forEachIndexed { i, v ->
                ChoiceRow(v.name, v.summary, uiState.selected == i, Modifier.testTag("variant-${v.id}")) { actions.onSelectVariant(i) }
            }
            if (uiState.customRulesLabel != null) {
                ChoiceRow(s.customRules, uiState.customRulesLabel, uiState.selected == -1, Modifier.testTag("variant-custom"), actions.onSelectCustom)
            }
            OutlinedButton(onClick = actions.onEditRules, Modifier.testTag("edit-rules")) { Text(s.editRules) }

            Text(s.mode, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                FilterChip(selected = !uiState.vsBot, onClick = { actions.onVsBot(false) }, label = { Text(s.twoPlayers) }, modifier = Modifier.testTag("mode-two"))
                FilterChip(selected = uiState.vsBot, onClick = { actions.onVsBot(true) }, label = { Text(s.vsBot) }, modifier = Modifier.testTag("mode-bot"))
            }
            if (uiState.vsBot) {
                Text(s.botLevel, style = MaterialTheme.typography.labelLarge)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    for (l in uiState.levels) {
                        FilterChip(
                            selected = uiState.level == l.number.toInt(), onClick = { actions.onLevel(l.number.toInt()) },
                            label = { Text("${l.number} · ${l.name}") }, modifier = Modifier.testTag("level-${l.number}"),
                        )
                    }
                }
                Text(s.yourColour, style = MaterialTheme.typography.labelLarge)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    for (side in Side.entries) {
                        FilterChip(
                            selected = uiState.humanSide == side, onClick = { actions.onHumanSide(side) },
                            label = { Text(s.sideName(side)) }, modifier = Modifier.testTag("side-${side.name.lowercase()}"),
                        )
                    }
                }
            }
            Button(onClick = actions.onStart, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp).testTag("start")) { Text(s.start) }
        }
    }
}

@Composable
private fun ChoiceRow(title: String, summary: String, selected: Boolean, modifier: Modifier, onClick: () -> Unit) {
    Row(
        modifier.fillMaxWidth().heightIn(min = 48.dp).selectable(selected = selected, role = Role.RadioButton, onClick = onClick).padding(4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        RadioButton(selected = selected, onClick = null)
        Spacer(Modifier.padding(4.dp))
        Column {
            Text(title, style = MaterialTheme.typography.titleSmall)
            Text(summary, style = MaterialTheme.typography.bodySmall, maxLines = 2, overflow = TextOverflow.Ellipsis)
        }
    }
}

