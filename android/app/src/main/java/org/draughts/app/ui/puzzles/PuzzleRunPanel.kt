package org.draughts.app.ui.puzzles

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.ControlView
import org.draughts.core.PuzzleRun

/**
 * Streak mode on the puzzle screen, kept small so the board stays large:
 * the run and the best one, the rules or how the run ended, New run and
 * Leave.
 */
@Composable
fun PuzzleRunCard(run: PuzzleRun, onStart: () -> Unit, onLeave: () -> Unit) {
    Card(
        Modifier.fillMaxWidth().testTag("puzzle-run"),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.secondaryContainer),
    ) {
        Column(Modifier.padding(horizontal = 12.dp, vertical = 6.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(
                    run.title,
                    style = MaterialTheme.typography.titleSmall,
                    fontWeight = FontWeight.SemiBold,
                    modifier = Modifier.weight(1f),
                )
                Text(
                    run.currentText,
                    style = MaterialTheme.typography.titleSmall,
                    modifier = Modifier.testTag("run-current"),
                )
            }
            Text(
                run.sentence,
                style = MaterialTheme.typography.bodySmall,
                modifier = Modifier.testTag("run-sentence").semantics { liveRegion = LiveRegionMode.Polite },
            )
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Text(run.bestText, style = MaterialTheme.typography.labelMedium, modifier = Modifier.weight(1f))
                if (run.over) RunButton(run.start, "run-start", onStart)
                TextButton(
                    onClick = onLeave,
                    enabled = run.leave.enabled,
                    modifier = Modifier.heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag("run-leave"),
                ) { Text(run.leave.label) }
            }
        }
    }
}

/** The way into streak mode from the puzzles area: Start a streak with the best run, the dashboard and the history. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun PuzzleRecordEntries(
    run: PuzzleRun,
    dashboardTitle: String,
    historyTitle: String,
    onStreak: () -> Unit,
    onDashboard: () -> Unit,
    onHistory: () -> Unit,
) {
    FlowRow(
        Modifier.fillMaxWidth(),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalArrangement = Arrangement.spacedBy(4.dp),
        itemVerticalAlignment = Alignment.CenterVertically,
    ) {
        RunButton(run.start.copy(offered = true), "entry-streak", onStreak)
        Text(run.bestText, style = MaterialTheme.typography.labelMedium, modifier = Modifier.testTag("entry-best-run"))
        RunButton(ControlView(dashboardTitle, true, false), "entry-dashboard", onDashboard)
        RunButton(ControlView(historyTitle, true, false), "entry-history", onHistory)
    }
}

@Composable
private fun RunButton(control: ControlView, tag: String, onClick: () -> Unit) {
    val m = Modifier.heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag(tag)
    if (control.offered) {
        Button(onClick = onClick, enabled = control.enabled, modifier = m) { Text(control.label) }
    } else {
        OutlinedButton(onClick = onClick, enabled = control.enabled, modifier = m) { Text(control.label) }
    }
}
