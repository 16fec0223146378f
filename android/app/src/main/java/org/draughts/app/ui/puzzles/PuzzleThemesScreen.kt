package org.draughts.app.ui.puzzles

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Checkbox
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.common.Choice
import org.draughts.app.ui.common.ChoiceGroup
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.PuzzleDifficulty
import org.draughts.core.PuzzleMineRow
import org.draughts.core.PuzzleScreen
import org.draughts.core.PuzzleTheme
import org.draughts.core.PuzzleThemeRow
import org.draughts.core.PuzzleVariantRow
import org.draughts.core.Variant

/**
 * The themes of the variant's puzzles, each with a line saying what it is,
 * how many puzzles show it and the player's progress; several can be chosen
 * at once. Above them, the difficulty relative to the player's rating.
 */
@Composable
fun PuzzleThemesScreen(
    screen: PuzzleScreen,
    onToggle: (PuzzleTheme) -> Unit,
    onAllThemes: () -> Unit,
    onDifficulty: (PuzzleDifficulty) -> Unit,
    onBack: () -> Unit,
    variants: List<PuzzleVariantRow> = emptyList(),
    variant: Variant? = null,
    onVariant: (Variant) -> Unit = {},
    onToggleMine: () -> Unit = {},
    entries: @Composable () -> Unit = {},
) {
    val l = screen.labels
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp).widthIn(max = 720.dp),
            verticalArrangement = Arrangement.spacedBy(6.dp),
        ) {
            BackBar(l.themesTitle, onBack, focusFirst = true)
            entries()
            if (variants.size > 1) {
                Text(
                    l.variantTitle,
                    style = MaterialTheme.typography.titleMedium,
                    modifier = Modifier.semantics { heading() },
                )
                ChoiceGroup(
                    l.variantTitle,
                    variants.map {
                        Choice("puzzle-variant-${it.variant.name.lowercase()}", "${it.name} · ${it.countText}")
                    },
                    variants.indexOfFirst { it.variant == variant },
                    { onVariant(variants[it].variant) },
                    groupTag = "puzzle-variant",
                )
            }
            Text(
                l.difficultyTitle,
                style = MaterialTheme.typography.titleMedium,
                modifier = Modifier.semantics {
                    heading()
                },
            )
            ChoiceGroup(
                l.difficultyTitle,
                screen.difficulty.map { Choice("difficulty-${it.difficulty.name.lowercase()}", it.label) },
                screen.difficulty.indexOfFirst { it.chosen },
                { onDifficulty(screen.difficulty[it].difficulty) },
                groupTag = "difficulty",
            )
            Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
                Text(
                    l.chosenThemes,
                    style = MaterialTheme.typography.titleMedium,
                    maxLines = 2,
                    overflow = TextOverflow.Ellipsis,
                    modifier = Modifier.weight(1f).semantics { heading() }.testTag("chosen-themes"),
                )
                TextButton(
                    onClick = onAllThemes,
                    enabled = screen.controls.allThemes.enabled,
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("all-themes"),
                ) { Text(screen.controls.allThemes.label) }
            }
            MineRowView(screen.mine, onToggleMine)
            screen.themeRows.forEach { ThemeRowView(it, onToggle) }
        }
    }
}

@Composable
private fun ThemeRowView(row: PuzzleThemeRow, onToggle: (PuzzleTheme) -> Unit) = CheckRow(
    row.name,
    row.countText,
    row.description,
    row.progress,
    row.chosen,
    "theme-${row.theme.name.lowercase()}",
) { onToggle(row.theme) }

/** "From my games": the puzzles found in the player's reviewed games, chosen like a theme. */
@Composable
private fun MineRowView(row: PuzzleMineRow, onToggle: () -> Unit) =
    CheckRow(row.name, row.countText, row.description, row.progress, row.chosen, "theme-mine", onToggle)

@Composable
private fun CheckRow(
    name: String,
    count: String,
    description: String,
    progress: String,
    chosen: Boolean,
    tag: String,
    onToggle: () -> Unit,
) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 56.dp)
            .toggleable(value = chosen, role = Role.Checkbox) { onToggle() }
            .focusRing()
            .testTag(tag)
            .padding(vertical = 4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Checkbox(checked = chosen, onCheckedChange = null)
        Column(Modifier.weight(1f).padding(start = 8.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(name, style = MaterialTheme.typography.titleSmall, modifier = Modifier.weight(1f))
                Text(count, style = MaterialTheme.typography.labelMedium)
            }
            Text(
                description,
                style = MaterialTheme.typography.bodySmall,
                maxLines = 2,
                overflow = TextOverflow.Ellipsis,
            )
            Text(
                progress,
                style = MaterialTheme.typography.labelSmall,
                color = MaterialTheme.colorScheme.primary,
            )
        }
    }
}
