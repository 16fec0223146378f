// The archive: the finished (and retired) games the core keeps, filtered by variant and opponent.
package org.draughts.app.ui.library

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.common.Choice
import org.draughts.app.ui.common.ChoiceGroup
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.game.PDN_FILE_NAME
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.ArchiveFilter
import org.draughts.core.ArchivePage
import org.draughts.core.ArchiveRow
import org.draughts.core.FilterChoice

/** The archive screen's inputs. */
data class ArchiveActions(
    val onVariant: (String?) -> Unit = {},
    val onOpponent: (String?) -> Unit = {},
    val onOpen: (ULong) -> Unit = {},
    val onShare: (ULong) -> Unit = {},
    val onShareAll: () -> Unit = {},
    val onDelete: (ULong) -> Unit = {},
    val onStats: () -> Unit = {},
    val onBack: () -> Unit = {},
    val onAnalyse: (ULong) -> Unit = {},
    /** Opens the PDN import screen. */
    val onOpenPdn: () -> Unit = {},
)

/** The route: the filter is the screen's state; the page is the core's answer to it. */
@Composable
fun ArchiveRoute(
    library: LibraryStore,
    platform: Platform,
    onOpen: (ULong) -> Unit,
    onDelete: (ULong) -> Unit,
    onStats: () -> Unit,
    onAnalyse: (ULong) -> Unit = {},
    onOpenPdn: () -> Unit = {},
    onBack: () -> Unit,
) {
    var filter by remember { mutableStateOf(ArchiveFilter(null, null)) }
    library.version // read, so a deletion draws the page again
    ArchiveScreen(
        library.archive(filter),
        filter,
        ArchiveActions(
            onVariant = { filter = filter.copy(variant = it) },
            onOpponent = { filter = filter.copy(opponent = it) },
            onOpen = onOpen,
            onShare = { platform.sharePdn(library.exportPdn(listOf(it)), PDN_FILE_NAME) },
            // The page's games, as the core says; the PDN is built only now.
            onShareAll = { platform.sharePdn(library.exportArchive(filter), PDN_FILE_NAME) },
            onDelete = onDelete,
            onStats = onStats,
            onBack = onBack,
            onAnalyse = onAnalyse,
            onOpenPdn = onOpenPdn,
        ),
    )
}

@Composable
fun ArchiveScreen(page: ArchivePage, filter: ArchiveFilter, actions: ArchiveActions) {
    val s = LocalStrings.current
    Surface(Modifier.fillMaxSize().escapeGoesBack(actions.onBack)) {
        Box(Modifier.fillMaxSize(), contentAlignment = Alignment.TopCenter) {
            LazyColumn(
                Modifier.widthIn(max = 720.dp).fillMaxSize().testTag("archive-list"),
                contentPadding = PaddingValues(12.dp),
                verticalArrangement = Arrangement.spacedBy(6.dp),
            ) {
                item {
                    Row(verticalAlignment = Alignment.CenterVertically) {
                        Box(Modifier.weight(1f)) { BackBar(s.archive, actions.onBack, focusFirst = true) }
                        TextButton(
                            onClick = actions.onOpenPdn,
                            modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("archive-open-pdn"),
                        ) { Text(s.openPdn) }
                    }
                }
                item { Filters(page, filter, actions) }
                item {
                    Row(verticalAlignment = Alignment.CenterVertically) {
                        Text(page.countText, Modifier.weight(1f).testTag("archive-count"))
                        TextButton(
                            onClick = actions.onStats,
                            modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("archive-stats"),
                        ) { Text(s.statistics) }
                        TextButton(
                            onClick = actions.onShareAll,
                            enabled = page.shareAll.enabled,
                            modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("share-all"),
                        ) { Text(page.shareAll.label) }
                    }
                }
                if (page.rows.isEmpty()) item { Text(page.emptyText, Modifier.testTag("archive-empty")) }
                items(page.rows, key = { it.id.toString() }) { ArchiveRowView(it, actions) }
            }
        }
    }
}

/** The core's filter choices, each group with its "all" first (the filter's null). */
@Composable
private fun Filters(page: ArchivePage, filter: ArchiveFilter, actions: ArchiveActions) {
    val s = LocalStrings.current

    @Composable
    fun group(
        label: String,
        tag: String,
        all: String,
        choices: List<FilterChoice>,
        id: String?,
        on: (String?) -> Unit,
    ) {
        val ids = listOf<String?>(null) + choices.map { it.id }
        ChoiceGroup(
            label,
            listOf(Choice("$tag-all", all)) + choices.map { Choice("$tag-${it.id}", it.label) },
            ids.indexOf(id).coerceAtLeast(0),
            { on(ids[it]) },
            groupTag = tag,
        )
    }
    Column(verticalArrangement = Arrangement.spacedBy(4.dp)) {
        Text(s.variant, style = MaterialTheme.typography.labelLarge)
        group(s.variant, "filter-variant", page.allVariants, page.variants, filter.variant, actions.onVariant)
        Text(s.opponent, style = MaterialTheme.typography.labelLarge)
        group(s.opponent, "filter-opponent", page.allOpponents, page.opponents, filter.opponent, actions.onOpponent)
    }
}

/** One game: the core's words, read as its one spoken line; then open, share, delete. */
@Composable
private fun ArchiveRowView(row: ArchiveRow, actions: ArchiveActions) {
    val s = LocalStrings.current
    Card(Modifier.fillMaxWidth().testTag("row-${row.id}")) {
        Column(Modifier.padding(horizontal = 10.dp, vertical = 6.dp)) {
            Column(
                Modifier.fillMaxWidth().testTag("row-text-${row.id}").clearAndSetSemantics {
                    contentDescription = row.spoken
                },
            ) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Text(row.result, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
                    Text(
                        "  ${row.outcome} · ${row.variant}",
                        style = MaterialTheme.typography.titleSmall,
                        modifier = Modifier.weight(1f),
                        maxLines = 1,
                    )
                    Text(row.date, style = MaterialTheme.typography.bodySmall)
                }
                Text(
                    listOf(row.opponent, row.reason, row.length).filter { it.isNotEmpty() }.joinToString(" · "),
                    style = MaterialTheme.typography.bodySmall,
                    maxLines = 2,
                )
            }
            Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                TextButton(
                    onClick = { actions.onOpen(row.id) },
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("open-${row.id}"),
                ) { Text(s.openGame) }
                TextButton(
                    onClick = { actions.onAnalyse(row.id) },
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("analyse-${row.id}"),
                ) { Text(s.analyse) }
                TextButton(
                    onClick = { actions.onShare(row.id) },
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("share-${row.id}"),
                ) { Text(s.shareOne) }
                TextButton(
                    onClick = { actions.onDelete(row.id) },
                    modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("delete-${row.id}"),
                ) { Text(s.delete) }
            }
        }
    }
}
