// The statistics: the core's rows (per variant and bot level, and two-player games) as a table.
package org.draughts.app.ui.library

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.StatsRow

/** Each row: its title, then played, won, drawn and lost under the column heads, and the streak; read as the core's line. */
@Composable
fun StatsScreen(rows: List<StatsRow>, emptyText: String, onBack: () -> Unit) {
    val s = LocalStrings.current
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        Box(Modifier.fillMaxSize(), contentAlignment = Alignment.TopCenter) {
            Column(
                Modifier.widthIn(max = 720.dp).fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp),
                verticalArrangement = Arrangement.spacedBy(6.dp),
            ) {
                BackBar(s.statistics, onBack, focusFirst = true)
                // The heads are for the eye; each row reads its numbers in words.
                Numbers(listOf(s.statsPlayed, s.statsWon, s.statsDrawn, s.statsLost), head = true)
                HorizontalDivider()
                for ((i, row) in rows.withIndex()) StatsLine(row, i)
                if (rows.isEmpty()) Text(emptyText, Modifier.testTag("stats-empty"))
            }
        }
    }
}

@Composable
private fun StatsLine(row: StatsRow, index: Int) {
    Column(Modifier.fillMaxWidth().testTag("stats-$index").clearAndSetSemantics { contentDescription = row.spoken }) {
        Text(row.title, style = MaterialTheme.typography.titleSmall)
        Numbers(listOf(row.played, row.won, row.drawn, row.lost).map { it.toString() }, head = false)
        if (row.streak.isNotEmpty()) Text(row.streak, style = MaterialTheme.typography.bodySmall)
        HorizontalDivider(Modifier.padding(top = 4.dp))
    }
}

@Composable
private fun Numbers(cells: List<String>, head: Boolean) {
    Row(Modifier.fillMaxWidth().let { if (head) it.clearAndSetSemantics {} else it }) {
        for (c in cells) {
            Text(
                c,
                Modifier.weight(1f),
                style = if (head) MaterialTheme.typography.labelMedium else MaterialTheme.typography.bodyLarge,
                fontWeight = if (head) FontWeight.Normal else FontWeight.Bold,
                textAlign = TextAlign.Center,
            )
        }
    }
}
