package org.draughts.app.ui.puzzles

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.buildAnnotatedString
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.withStyle
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.ControlView
import org.draughts.core.PuzzleRun

/**
 * Streak mode on the puzzle screen, a compact header after lichess's
 * streak bar so the board stays large: the run and the best one on one
 * line with Leave as a close mark; under it the mode's title with its rules
 * (or how the run ended), and New run once it is over.
 */
@Composable
fun PuzzleRunCard(run: PuzzleRun, onStart: () -> Unit, onLeave: () -> Unit) {
    val colours = MaterialTheme.colorScheme
    Card(
        Modifier.fillMaxWidth().testTag("puzzle-run"),
        colors = CardDefaults.cardColors(containerColor = colours.secondaryContainer),
    ) {
        Column(Modifier.padding(start = 12.dp, end = 4.dp, bottom = 8.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Text(
                    run.currentText,
                    style = MaterialTheme.typography.titleSmall,
                    fontWeight = FontWeight.Bold,
                    color = colours.primary,
                    modifier = Modifier.testTag("run-current"),
                )
                Text(
                    run.bestText,
                    style = MaterialTheme.typography.labelMedium,
                    textAlign = TextAlign.End,
                    modifier = Modifier.weight(1f),
                )
                IconButton(
                    onClick = onLeave,
                    enabled = run.leave.enabled,
                    modifier = Modifier.size(40.dp).focusRing(RoundedCornerShape(50)).testTag("run-leave"),
                ) { Icon(AppIcons.Close, contentDescription = run.leave.label) }
            }
            Row(
                Modifier.padding(end = 8.dp),
                verticalAlignment = Alignment.CenterVertically,
                horizontalArrangement = Arrangement.spacedBy(8.dp),
            ) {
                Text(
                    buildAnnotatedString {
                        withStyle(SpanStyle(fontWeight = FontWeight.SemiBold)) { append(run.title) }
                        append(" · ")
                        append(run.sentence)
                    },
                    style = MaterialTheme.typography.bodySmall,
                    modifier = Modifier.weight(1f).testTag("run-sentence")
                        .semantics { liveRegion = LiveRegionMode.Polite },
                )
                if (run.over) RunButton(run.start, "run-start", onStart)
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
