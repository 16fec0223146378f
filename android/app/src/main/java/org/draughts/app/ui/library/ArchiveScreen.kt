// The archive: the finished (and retired) games the core keeps, filtered by variant and opponent.
package org.draughts.app.ui.library

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.itemsIndexed
import androidx.compose.foundation.shape.CornerSize
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
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
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.common.Choice
import org.draughts.app.ui.common.ChoiceDialog
import org.draughts.app.ui.common.GroupShape
import org.draughts.app.ui.common.ListGroup
import org.draughts.app.ui.common.RowDivider
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.game.PDN_FILE_NAME
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.ArchiveFilter
import org.draughts.core.ArchivePage
import org.draughts.core.ArchiveRow
import org.draughts.core.FilterChoice
import org.draughts.core.Standing

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
    var menuOf by remember { mutableStateOf<ArchiveRow?>(null) }
    Surface(Modifier.fillMaxSize().escapeGoesBack(actions.onBack)) {
        Box(Modifier.fillMaxSize(), contentAlignment = Alignment.TopCenter) {
            LazyColumn(
                Modifier.widthIn(max = 680.dp).fillMaxSize().testTag("archive-list"),
                contentPadding = PaddingValues(horizontal = 12.dp, vertical = 8.dp),
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
                    Row(
                        Modifier.fillMaxWidth().padding(start = 16.dp, top = 12.dp, bottom = 6.dp),
                        verticalAlignment = Alignment.CenterVertically,
                    ) {
                        Text(
                            page.countText,
                            style = MaterialTheme.typography.titleSmall,
                            color = MaterialTheme.colorScheme.primary,
                            maxLines = 1,
                            modifier = Modifier.weight(1f).testTag("archive-count"),
                        )
                    }
                }
                if (page.rows.isEmpty()) {
                    item {
                        ListGroup {
                            Text(page.emptyText, Modifier.padding(16.dp).testTag("archive-empty"))
                        }
                    }
                }
                itemsIndexed(page.rows, key = { _, r -> r.id.toString() }) { i, row ->
                    val shape = when {
                        page.rows.size == 1 -> GroupShape

                        i == 0 -> GroupShape.copy(bottomStart = CornerSize(0.dp), bottomEnd = CornerSize(0.dp))

                        i == page.rows.lastIndex -> GroupShape.copy(
                            topStart = CornerSize(0.dp),
                            topEnd = CornerSize(0.dp),
                        )

                        else -> RectangleShape
                    }
                    Surface(shape = shape, color = MaterialTheme.colorScheme.surfaceContainer) {
                        Column {
                            if (i > 0) RowDivider()
                            ArchiveRowView(row, actions) { menuOf = row }
                        }
                    }
                }
            }
        }
    }
    menuOf?.let { row -> RowActions(row, actions) { menuOf = null } }
}

/**
 * The filters as two compact buttons showing the current choice; each
 * opens the core's choices in a dialog, "all" first (the filter's null).
 * Then the statistics and "Share all".
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Filters(page: ArchivePage, filter: ArchiveFilter, actions: ArchiveActions) {
    val s = LocalStrings.current
    var open by remember { mutableStateOf<String?>(null) }

    class Group(
        val label: String,
        val tag: String,
        val all: String,
        val choices: List<FilterChoice>,
        val id: String?,
        val on: (String?) -> Unit,
    ) {
        val ids = listOf<String?>(null) + choices.map { it.id }
        val labels = listOf(all) + choices.map { it.label }
        val selected = ids.indexOf(id).coerceAtLeast(0)
    }
    val groups = listOf(
        Group(s.variant, "filter-variant", page.allVariants, page.variants, filter.variant, actions.onVariant),
        Group(s.opponent, "filter-opponent", page.allOpponents, page.opponents, filter.opponent, actions.onOpponent),
    )
    FlowRow(
        Modifier.fillMaxWidth().padding(top = 4.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        for (g in groups) FilterButton(g.label, g.labels[g.selected], g.tag, g.selected != 0) { open = g.tag }
    }
    FlowRow(Modifier.fillMaxWidth().padding(top = 4.dp), horizontalArrangement = Arrangement.spacedBy(4.dp)) {
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
    groups.firstOrNull { it.tag == open }?.let { g ->
        ChoiceDialog(
            g.label,
            g.labels.mapIndexed { i, l -> Choice("${g.tag}-${g.ids[i] ?: "all"}", l) },
            g.selected,
            { g.on(g.ids[it]) },
            { open = null },
            "${g.tag}-choices",
        )
    }
}

/** A compact filter: what it filters on, its current choice, and a drop-down mark; tinted when it filters. */
@Composable
private fun FilterButton(label: String, value: String, tag: String, active: Boolean, onClick: () -> Unit) {
    val colours = MaterialTheme.colorScheme
    Row(
        Modifier.heightIn(min = 48.dp).focusRing(RoundedCornerShape(50))
            .clip(RoundedCornerShape(50))
            .background(if (active) colours.secondaryContainer else colours.surfaceContainer)
            .border(1.dp, if (active) colours.secondaryContainer else colours.outlineVariant, RoundedCornerShape(50))
            .clickable(role = Role.Button, onClickLabel = label, onClick = onClick)
            .semantics { contentDescription = "$label: $value" }
            .testTag(tag)
            .padding(start = 16.dp, end = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(
            value,
            style = MaterialTheme.typography.labelLarge,
            color = if (active) colours.onSecondaryContainer else colours.onSurface,
            maxLines = 1,
        )
        Icon(AppIcons.DropDown, contentDescription = null, tint = colours.onSurfaceVariant)
    }
}

/**
 * One game as a list row: the score in a badge, what happened, against
 * whom and in which variant, the date; the row opens the game and reads as
 * the core's one spoken line. Its other actions are behind the menu button.
 */
@Composable
private fun ArchiveRowView(row: ArchiveRow, actions: ArchiveActions, onMenu: () -> Unit) {
    val s = LocalStrings.current
    val colours = MaterialTheme.colorScheme
    Row(Modifier.fillMaxWidth().testTag("row-${row.id}"), verticalAlignment = Alignment.CenterVertically) {
        Row(
            Modifier.weight(1f).heightIn(min = 72.dp).focusRing(GroupShape)
                .clickable(onClickLabel = s.openGame) { actions.onOpen(row.id) }
                .semantics { contentDescription = row.spoken }
                .testTag("open-${row.id}")
                .padding(start = 12.dp, top = 10.dp, bottom = 10.dp),
            verticalAlignment = Alignment.CenterVertically,
            horizontalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            ScoreBadge(row.result, row.standing, Modifier.testTag("badge-${row.id}-${row.standing.name.lowercase()}"))
            Column(Modifier.weight(1f).clearAndSetSemantics {}) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Text(
                        row.outcome,
                        style = MaterialTheme.typography.titleSmall,
                        modifier = Modifier.weight(1f),
                        maxLines = 1,
                        overflow = TextOverflow.Ellipsis,
                    )
                    Text(row.date, style = MaterialTheme.typography.labelSmall, color = colours.onSurfaceVariant)
                }
                Text(
                    "${row.variant} · ${row.opponent}",
                    style = MaterialTheme.typography.bodyMedium,
                    maxLines = 2,
                    overflow = TextOverflow.Ellipsis,
                )
                Text(
                    listOf(row.reason, row.length).filter { it.isNotEmpty() }.joinToString(" · "),
                    style = MaterialTheme.typography.bodySmall,
                    color = colours.onSurfaceVariant,
                    maxLines = 2,
                    overflow = TextOverflow.Ellipsis,
                )
            }
        }
        IconButton(
            onClick = onMenu,
            modifier = Modifier.size(48.dp).focusRing(RoundedCornerShape(50)).testTag("more-${row.id}"),
        ) { Icon(AppIcons.More, contentDescription = s.more, tint = colours.onSurfaceVariant) }
    }
}

/**
 * The score in a badge coloured by how the game went for the player, as
 * the core says ([Standing]): green won, red lost, grey drawn, tonal when
 * neither side was the player's, only outlined while unfinished. The
 * outcome word beside it says the same without colour.
 */
@Composable
private fun ScoreBadge(result: String, standing: Standing, modifier: Modifier = Modifier) {
    val colours = MaterialTheme.colorScheme
    val dark = colours.surface.luminance() < 0.5f
    val (fill, ink) = when (standing) {
        Standing.WON -> if (dark) Color(0xFF81C784) to Color(0xFF0B2E0D) else Color(0xFF2E7D32) to Color.White
        Standing.LOST -> colours.error to colours.onError
        Standing.DRAWN -> colours.outline to colours.surface
        Standing.DECIDED -> colours.secondaryContainer to colours.onSecondaryContainer
        Standing.UNFINISHED -> Color.Transparent to colours.onSurfaceVariant
    }
    val shape = RoundedCornerShape(10.dp)
    Box(
        modifier.size(width = 52.dp, height = 40.dp).background(fill, shape)
            .let { if (standing == Standing.UNFINISHED) it.border(1.dp, colours.outline, shape) else it },
        contentAlignment = Alignment.Center,
    ) {
        Text(
            result,
            style = MaterialTheme.typography.titleSmall,
            fontWeight = FontWeight.Bold,
            color = ink,
            modifier = Modifier.clearAndSetSemantics {},
        )
    }
}

/** A game's other actions: analyse, share, delete. */
@Composable
private fun RowActions(row: ArchiveRow, actions: ArchiveActions, onDismiss: () -> Unit) {
    val s = LocalStrings.current

    @Composable
    fun action(label: String, tag: String, run: (ULong) -> Unit) {
        TextButton(
            onClick = {
                onDismiss()
                run(row.id)
            },
            modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp).focusRing().testTag("$tag-${row.id}"),
        ) { Text(label, Modifier.fillMaxWidth()) }
    }
    AlertDialog(
        onDismissRequest = onDismiss,
        title = { Text("${row.result}  ${row.outcome}") },
        text = {
            Column {
                Text(
                    "${row.variant} · ${row.opponent} · ${row.date}",
                    style = MaterialTheme.typography.bodyMedium,
                    modifier = Modifier.padding(bottom = 8.dp),
                )
                action(s.analyse, "analyse", actions.onAnalyse)
                action(s.shareOne, "share", actions.onShare)
                action(s.delete, "delete", actions.onDelete)
            }
        },
        confirmButton = {
            TextButton(onClick = onDismiss, Modifier.heightIn(min = 48.dp).focusRing().testTag("row-actions-close")) {
                Text(s.close)
            }
        },
        modifier = Modifier.testTag("row-actions"),
    )
}
