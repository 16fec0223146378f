// The statistics: the core's sections (one per variant), each row (bot levels, two players) a card.
package org.draughts.app.ui.library

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.common.GroupShape
import org.draughts.app.ui.common.ListGroup
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.StatsRow
import org.draughts.core.StatsSection

/**
 * The core's sections, one per variant played: the variant as a heading,
 * then each of its rows (all levels, each level, two players) as a card:
 * played, won, drawn and lost as a small table, and the streak; read as the
 * core's line. Two columns of cards on a wide window.
 */
@Composable
fun StatsScreen(sections: List<StatsSection>, emptyText: String, onBack: () -> Unit) {
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        BoxWithConstraints(Modifier.fillMaxSize(), contentAlignment = Alignment.TopCenter) {
            val columns = if (maxWidth >= 600.dp) 2 else 1
            Column(
                Modifier.widthIn(max = if (columns == 2) 960.dp else 640.dp).fillMaxSize()
                    .verticalScroll(rememberScrollState()).padding(horizontal = 12.dp, vertical = 8.dp),
                verticalArrangement = Arrangement.spacedBy(10.dp),
            ) {
                BackBar(LocalStrings.current.statistics, onBack, focusFirst = true)
                if (sections.isEmpty()) ListGroup { Text(emptyText, Modifier.padding(16.dp).testTag("stats-empty")) }
                // Each card's tag counts across sections, in the core's order.
                var index = 0
                sections.forEachIndexed { si, section ->
                    SectionHeading(section.title, Modifier.testTag("stats-section-$si"))
                    val first = index
                    for (chunk in section.rows.withIndex().chunked(columns)) {
                        Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                            for ((i, row) in chunk) StatsCard(row, first + i, Modifier.weight(1f))
                            if (chunk.size < columns) Spacer(Modifier.weight(1f))
                        }
                    }
                    index += section.rows.size
                }
            }
        }
    }
}

/** A variant's heading: the section's title, as a heading for screen readers. */
@Composable
private fun SectionHeading(title: String, modifier: Modifier) {
    Text(
        title,
        style = MaterialTheme.typography.titleMedium,
        fontWeight = FontWeight.SemiBold,
        color = MaterialTheme.colorScheme.primary,
        modifier = modifier.padding(start = 4.dp, top = 8.dp).semantics { heading() },
    )
}

@Composable
private fun StatsCard(row: StatsRow, index: Int, modifier: Modifier) {
    val s = LocalStrings.current
    val colours = MaterialTheme.colorScheme
    Surface(
        modifier.testTag("stats-$index").clearAndSetSemantics { contentDescription = row.spoken },
        shape = GroupShape,
        color = colours.surfaceContainer,
    ) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Text(row.title, style = MaterialTheme.typography.titleSmall, modifier = Modifier.weight(1f))
                if (row.streak.isNotEmpty()) StreakChip(row.streak)
            }
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                for ((label, n) in listOf(
                    s.statsPlayed to row.played,
                    s.statsWon to row.won,
                    s.statsDrawn to row.drawn,
                    s.statsLost to row.lost,
                )) {
                    Column(
                        Modifier.weight(1f).background(colours.surfaceContainerHigh, RoundedCornerShape(10.dp))
                            .padding(vertical = 8.dp),
                        horizontalAlignment = Alignment.CenterHorizontally,
                    ) {
                        Text(
                            n.toString(),
                            style = MaterialTheme.typography.titleLarge,
                            fontWeight = FontWeight.Bold,
                            textAlign = TextAlign.Center,
                        )
                        Text(
                            label,
                            style = MaterialTheme.typography.labelSmall,
                            color = colours.onSurfaceVariant,
                            maxLines = 1,
                        )
                    }
                }
            }
        }
    }
}

/** The current streak ("3 wins in a row") as a small tonal chip. */
@Composable
private fun StreakChip(streak: String) {
    val colours = MaterialTheme.colorScheme
    Box(
        Modifier.background(
            colours.secondaryContainer,
            RoundedCornerShape(50),
        ).padding(horizontal = 10.dp, vertical = 3.dp),
    ) {
        Text(streak, style = MaterialTheme.typography.labelMedium, color = colours.onSecondaryContainer, maxLines = 1)
    }
}
