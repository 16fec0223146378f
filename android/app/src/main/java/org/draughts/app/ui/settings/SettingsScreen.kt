package org.draughts.app.ui.settings

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.BoardPalettes
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.Language

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SettingsScreen(settings: AppSettings, onChange: (AppSettings) -> Unit, onBack: () -> Unit) {
    val s = LocalStrings.current
    Surface(Modifier.fillMaxSize()) {
        Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp).widthIn(max = 720.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            BackBar(s.settings, onBack)
            Section(s.theme)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                for ((mode, label) in listOf(ThemeMode.SYSTEM to s.themeSystem, ThemeMode.LIGHT to s.themeLight, ThemeMode.DARK to s.themeDark)) {
                    FilterChip(settings.theme == mode, { onChange(settings.copy(theme = mode)) }, { Text(label) }, Modifier.testTag("theme-${mode.name.lowercase()}"))
                }
            }
            Section(s.boardColours)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                for (p in BoardPalettes) {
                    FilterChip(
                        settings.palette == p.id, { onChange(settings.copy(palette = p.id)) },
                        label = {
                            Row(verticalAlignment = Alignment.CenterVertically) {
                                Box(Modifier.size(16.dp).background(p.light))
                                Box(Modifier.size(16.dp).background(p.dark))
                                Text("  ${p.id}")
                            }
                        },
                        modifier = Modifier.testTag("palette-${p.id}"),
                    )
                }
            }
            Section(s.labels)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                for ((v, label) in listOf(SquareLabels.NONE to s.labelsNone, SquareLabels.NUMBERS to s.labelsNumbers, SquareLabels.COORDINATES to s.labelsCoordinates)) {
                    FilterChip(settings.labels == v, { onChange(settings.copy(labels = v)) }, { Text(label) }, Modifier.testTag("labels-${v.name.lowercase()}"))
                }
            }
            Section(s.animation)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                for ((v, label) in listOf(AnimationSpeed.OFF to s.animationOff, AnimationSpeed.FAST to s.animationFast, AnimationSpeed.SLOW to s.animationSlow)) {
                    FilterChip(settings.animation == v, { onChange(settings.copy(animation = v)) }, { Text(label) })
                }
            }
            Toggle(s.sound, settings.sound) { onChange(settings.copy(sound = it)) }
            Toggle(s.autoFlip, settings.autoFlip) { onChange(settings.copy(autoFlip = it)) }
            Section(s.languageLabel)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                FilterChip(settings.language == Language.EN, { onChange(settings.copy(language = Language.EN)) }, { Text("English") }, Modifier.testTag("lang-en"))
                FilterChip(settings.language == Language.FR, { onChange(settings.copy(language = Language.FR)) }, { Text("Français") }, Modifier.testTag("lang-fr"))
            }
        }
    }
}

@Composable
private fun Section(title: String) {
    Text(title, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 8.dp).semantics { heading() })
}

@Composable
private fun Toggle(label: String, value: Boolean, onChange: (Boolean) -> Unit) {
    Row(Modifier.fillMaxWidth().heightIn(min = 48.dp), verticalAlignment = Alignment.CenterVertically) {
        Text(label, modifier = Modifier.weight(1f))
        Switch(checked = value, onCheckedChange = onChange, modifier = Modifier.semantics { contentDescription = label })
    }
}
