// Home's cards: a game to continue, the two big actions, the variant, and one card per other screen.
package org.draughts.app.ui.home

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.initialFocus
import org.draughts.core.GameCard
import org.draughts.core.HomeLabels
import org.draughts.core.NewGameView

/** A row whose cards share the tallest one's height. */
private val EvenRow = Modifier.fillMaxWidth().height(IntrinsicSize.Min)

/** The variant card read aloud: its heading, the chosen rules' name and description, what a tap does. */
internal fun variantDescription(form: NewGameView): String =
    "${form.labels.variantHeading}: ${form.chosenName}. ${form.chosenSummary.trimEnd(
        '.',
    )}. ${form.labels.changeVariant}"

/** One unfinished game: its board as a picture, variant, players, whose move; a tap resumes it. */
@Composable
internal fun ContinueCard(card: GameCard, first: Boolean, actions: HomeActions) {
    val s = LocalStrings.current
    Card(
        onClick = { actions.onResume(card.id) },
        shape = CardShape,
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceContainer),
        modifier = Modifier.fillMaxWidth()
            .let { if (first) it.initialFocus() else it }
            .focusRing(CardShape).testTag("card-${card.id}")
            .semantics { contentDescription = "${s.resumeGame}: ${card.spoken}" },
    ) {
        Row(Modifier.padding(12.dp), verticalAlignment = Alignment.CenterVertically) {
            Board(card.board, Modifier.size(88.dp))
            Spacer(Modifier.width(14.dp))
            Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                OneLine(card.title, MaterialTheme.typography.titleMedium, weight = FontWeight.SemiBold)
                OneLine(card.players, MaterialTheme.typography.bodyMedium)
                OneLine(card.toMove, MaterialTheme.typography.bodySmall, MaterialTheme.colorScheme.onSurfaceVariant)
                OneLine(card.date, MaterialTheme.typography.bodySmall, MaterialTheme.colorScheme.onSurfaceVariant)
            }
            IconButton(
                onClick = { actions.onDelete(card.id) },
                modifier = Modifier.size(48.dp).focusRing(RoundedCornerShape(50)).testTag("delete-${card.id}"),
            ) {
                Icon(
                    HomeIcons.Delete,
                    contentDescription = "${s.delete}: ${card.title}",
                    tint = MaterialTheme.colorScheme.onSurfaceVariant,
                )
            }
        }
    }
}

/** "Play the bot" and "Play a friend": the two large actions, side by side. */
@Composable
internal fun PlayActions(
    labels: HomeLabels,
    focusFirst: Boolean,
    roomy: Boolean,
    onBot: () -> Unit,
    onFriend: () -> Unit,
) {
    Row(EvenRow, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        val scheme = MaterialTheme.colorScheme
        BigAction(
            labels.playBot,
            labels.playBotDetail,
            HomeIcons.Computer,
            scheme.primary,
            scheme.onPrimary,
            Modifier.weight(1f).let { if (focusFirst) it.initialFocus() else it }.testTag("play-bot"),
            roomy,
            onBot,
        )
        BigAction(
            labels.playFriend,
            labels.playFriendDetail,
            HomeIcons.People,
            scheme.secondaryContainer,
            scheme.onSecondaryContainer,
            Modifier.weight(1f).testTag("play-friend"),
            roomy,
            onFriend,
        )
    }
}

@Composable
private fun BigAction(
    title: String,
    detail: String,
    icon: ImageVector,
    container: Color,
    content: Color,
    modifier: Modifier,
    roomy: Boolean,
    onClick: () -> Unit,
) {
    val type = MaterialTheme.typography
    Card(
        onClick = onClick,
        shape = RoundedCornerShape(20.dp),
        colors = CardDefaults.cardColors(containerColor = container, contentColor = content),
        modifier = modifier.fillMaxHeight().heightIn(min = if (roomy) 168.dp else 112.dp)
            .focusRing(RoundedCornerShape(20.dp)),
    ) {
        Column(Modifier.padding(if (roomy) 20.dp else 16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Icon(icon, contentDescription = null, modifier = Modifier.size(if (roomy) 40.dp else 28.dp))
            Spacer(Modifier.size(if (roomy) 12.dp else 4.dp))
            Text(title, style = if (roomy) type.titleLarge else type.titleMedium, fontWeight = FontWeight.SemiBold)
            Text(
                detail,
                style = if (roomy) type.bodyMedium else type.bodySmall,
                maxLines = 2,
                overflow = TextOverflow.Ellipsis,
            )
        }
    }
}

/** The chosen variant: its start position as a small diagram, its name and one line; a tap opens the variant sheet. */
@Composable
internal fun VariantCard(form: NewGameView, roomy: Boolean, onOpen: () -> Unit) {
    val labels = form.labels
    Card(
        onClick = onOpen,
        shape = CardShape,
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceContainer),
        modifier = Modifier.fillMaxWidth().focusRing(CardShape).testTag("variant-card").semantics {
            contentDescription = variantDescription(form)
        },
    ) {
        val type = MaterialTheme.typography
        Row(Modifier.padding(if (roomy) 16.dp else 12.dp), verticalAlignment = Alignment.CenterVertically) {
            Board(form.diagram, Modifier.size(if (roomy) 216.dp else 64.dp))
            Spacer(Modifier.width(if (roomy) 20.dp else 14.dp))
            Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(if (roomy) 6.dp else 0.dp)) {
                OneLine(
                    labels.variantHeading,
                    if (roomy) type.labelLarge else type.labelMedium,
                    MaterialTheme.colorScheme.onSurfaceVariant,
                )
                OneLine(form.chosenName, if (roomy) type.titleLarge else type.titleSmall, weight = FontWeight.SemiBold)
                Text(
                    form.chosenSummary,
                    style = if (roomy) type.bodyMedium else type.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    maxLines = if (roomy) 4 else 2,
                    overflow = TextOverflow.Ellipsis,
                )
            }
            Icon(HomeIcons.Chevron, contentDescription = null, tint = MaterialTheme.colorScheme.onSurfaceVariant)
        }
    }
}

/** Learn and Puzzles, side by side. */
@Composable
internal fun LearnAndPuzzles(uiState: HomeUiState, actions: HomeActions, roomy: Boolean = false) {
    val s = LocalStrings.current
    val labels = uiState.form.labels
    Row(EvenRow, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        val m = Modifier.weight(1f)
        Shortcut(s.tutorial, labels.learnDetail, HomeIcons.School, "tutorial", m, actions.onTutorial, roomy)
        uiState.puzzles?.let {
            Shortcut(it.title, it.rating, HomeIcons.Puzzle, "puzzles-card", m, actions.onPuzzles, roomy)
        }
    }
}

/** The tools: analysis board, set up a position, archive, statistics, a PDN file. */
@Composable
internal fun Tools(labels: HomeLabels, actions: HomeActions, roomy: Boolean = false) {
    val s = LocalStrings.current
    SectionHeading(labels.moreHeading)
    val tools = listOf(
        Tool(s.analysisBoard, labels.analysisDetail, HomeIcons.Search, "analysis-board", actions.onAnalysisBoard),
        Tool(s.setUpPosition, labels.setUpDetail, HomeIcons.Edit, "set-up-position", actions.onSetUp),
        Tool(s.archive, labels.archiveDetail, HomeIcons.History, "archive", actions.onArchive),
        Tool(s.statistics, labels.statisticsDetail, HomeIcons.BarChart, "stats", actions.onStats),
        Tool(labels.openPdn, labels.openPdnDetail, HomeIcons.File, "open-pdn", actions.onOpenPdn),
    )
    // Two to a row, the same height; an odd last one takes the whole row.
    for (row in tools.chunked(2)) {
        Row(EvenRow, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
            for (t in row) Shortcut(t.title, t.detail, t.icon, t.tag, Modifier.weight(1f), t.onClick, roomy)
        }
    }
}

private class Tool(
    val title: String,
    val detail: String,
    val icon: ImageVector,
    val tag: String,
    val onClick: () -> Unit,
)

/** A card that opens another screen: an icon, the screen's name and one or two lines saying what it holds. */
@Composable
private fun Shortcut(
    title: String,
    detail: String,
    icon: ImageVector,
    tag: String,
    modifier: Modifier,
    onClick: () -> Unit,
    roomy: Boolean = false,
) {
    Card(
        onClick = onClick,
        shape = CardShape,
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceContainerLow),
        modifier = modifier.fillMaxHeight().heightIn(min = if (roomy) 124.dp else 96.dp).focusRing(CardShape)
            .testTag(tag),
    ) {
        Column(Modifier.padding(if (roomy) 18.dp else 14.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
            Icon(
                icon,
                contentDescription = null,
                tint = MaterialTheme.colorScheme.primary,
                modifier = Modifier.size(if (roomy) 32.dp else 24.dp),
            )
            Spacer(Modifier.size(if (roomy) 8.dp else 4.dp))
            Text(
                title,
                style = if (roomy) MaterialTheme.typography.titleMedium else MaterialTheme.typography.titleSmall,
                fontWeight = FontWeight.SemiBold,
                maxLines = 2,
                overflow = TextOverflow.Ellipsis,
            )
            Text(
                detail,
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                maxLines = 3,
                overflow = TextOverflow.Ellipsis,
            )
        }
    }
}

@Composable
private fun OneLine(
    text: String,
    style: androidx.compose.ui.text.TextStyle,
    color: Color = Color.Unspecified,
    weight: FontWeight? = null,
) {
    Text(text, style = style, color = color, fontWeight = weight, maxLines = 1, overflow = TextOverflow.Ellipsis)
}
