package org.draughts.app.ui.puzzles

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.common.Choice
import org.draughts.app.ui.common.SegmentedChoice
import org.draughts.app.ui.theme.LocalBoardPalette
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.ControlView
import org.draughts.core.PuzzleDashboard
import org.draughts.core.PuzzleHistory
import org.draughts.core.PuzzleHistoryItem
import org.draughts.core.PuzzleMiniBoard
import org.draughts.core.PuzzlePeriod
import org.draughts.core.PuzzleRatingChart
import org.draughts.core.PuzzleSittingResult
import org.draughts.core.PuzzleStatCard
import org.draughts.core.PuzzleThemeScore
import org.draughts.core.Side

/** The dashboard wired to the trainer: the chosen period is this screen's own state. */
@Composable
fun PuzzleDashboardRoute(holder: PuzzleStateHolder, onReplay: () -> Unit, onHistory: () -> Unit, onBack: () -> Unit) {
    var period by rememberSaveable { mutableStateOf(PuzzlePeriod.MONTH) }
    val dashboard = remember(holder.uiState, period) { holder.dashboard(period) }
    PuzzleDashboardScreen(
        dashboard,
        onPeriod = { period = it },
        onReplay = {
            holder.onReplayFailed(period)
            onReplay()
        },
        onHistory = onHistory,
        onBack = onBack,
    )
}

/**
 * The player's puzzles over a period, after lichess's dashboard: the period
 * as a segmented choice, cards for played, solved and the rating, the rating
 * as a line, the strongest and weakest themes, and the failed puzzles to
 * replay. Every word is the core's.
 */
@Composable
fun PuzzleDashboardScreen(
    dashboard: PuzzleDashboard,
    onPeriod: (PuzzlePeriod) -> Unit,
    onReplay: () -> Unit,
    onHistory: () -> Unit,
    onBack: () -> Unit,
) {
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        BoxWithConstraints(Modifier.fillMaxSize()) {
            val wide = maxWidth > maxHeight && maxWidth >= 600.dp
            Column(
                Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp),
                verticalArrangement = Arrangement.spacedBy(10.dp),
            ) {
                BackBar(dashboard.title, onBack, focusFirst = true)
                SegmentedChoice(
                    dashboard.title,
                    dashboard.periods.map { Choice("period-${it.period.name.lowercase()}", it.label) },
                    dashboard.periods.indexOfFirst { it.chosen },
                    { onPeriod(dashboard.periods[it].period) },
                    groupTag = "periods",
                )
                // The cards share one height, the tallest one's ("10 (71%)" may wrap).
                Row(
                    Modifier.fillMaxWidth().height(IntrinsicSize.Min),
                    horizontalArrangement = Arrangement.spacedBy(8.dp),
                ) {
                    dashboard.cards.forEachIndexed { i, c -> StatCardView(c, i, Modifier.weight(1f).fillMaxHeight()) }
                }
                dashboard.empty?.let {
                    Text(
                        it,
                        style = MaterialTheme.typography.bodyMedium,
                        modifier = Modifier.testTag("dashboard-empty"),
                    )
                }
                val themes = @Composable { m: Modifier ->
                    Column(m, verticalArrangement = Arrangement.spacedBy(10.dp)) {
                        ThemeList(
                            dashboard.strongestTitle,
                            dashboard.strongest,
                            dashboard.themesEmpty,
                            "strongest",
                            true,
                        )
                        ThemeList(dashboard.weakestTitle, dashboard.weakest, dashboard.themesEmpty, "weakest", false)
                    }
                }
                if (wide) {
                    Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                        RatingChartCard(dashboard.chart, Modifier.weight(1f))
                        themes(Modifier.weight(1f))
                    }
                } else {
                    RatingChartCard(dashboard.chart, Modifier.fillMaxWidth())
                    themes(Modifier.fillMaxWidth())
                }
                Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    RecordButton(dashboard.replay, "dashboard-replay", onReplay, filled = true)
                    RecordButton(ControlView(dashboard.historyTitle, true, false), "dashboard-history", onHistory)
                }
            }
        }
    }
}

@Composable
private fun StatCardView(card: PuzzleStatCard, i: Int, modifier: Modifier) {
    Card(
        modifier.testTag("dashboard-card-$i").semantics(mergeDescendants = true) { contentDescription = card.label },
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceVariant),
    ) {
        Column(Modifier.padding(10.dp)) {
            Text(
                card.title,
                style = MaterialTheme.typography.labelMedium,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
            )
            // "10 (71%)" wraps on a narrow phone rather than being cut.
            Text(
                card.value,
                style = MaterialTheme.typography.titleLarge,
                fontWeight = FontWeight.SemiBold,
                maxLines = 2,
            )
        }
    }
}

/** The rating as a line between the core's low and high, points evenly spaced. */
@Composable
private fun RatingChartCard(chart: PuzzleRatingChart, modifier: Modifier) {
    val line = MaterialTheme.colorScheme.primary
    val grid = MaterialTheme.colorScheme.outlineVariant
    Card(
        modifier.testTag("dashboard-chart").semantics(mergeDescendants = true) {
            contentDescription = "${chart.title}: ${chart.description}"
        },
    ) {
        Column(Modifier.padding(12.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(chart.title, style = MaterialTheme.typography.titleSmall, modifier = Modifier.weight(1f))
                Text(chart.high.toString(), style = MaterialTheme.typography.labelSmall)
            }
            Canvas(Modifier.fillMaxWidth().height(140.dp).padding(vertical = 6.dp)) {
                val span = (chart.high - chart.low).coerceAtLeast(1).toFloat()
                for (k in 0..2) {
                    val y = size.height * k / 2f
                    drawLine(grid, Offset(0f, y), Offset(size.width, y), strokeWidth = 1.dp.toPx())
                }
                val pts = chart.points
                if (pts.isEmpty()) return@Canvas
                fun at(i: Int): Offset {
                    val x = if (pts.size == 1) size.width / 2 else size.width * i / (pts.size - 1)
                    return Offset(x, size.height * (1f - (pts[i].rating - chart.low) / span))
                }
                val path = Path().apply {
                    moveTo(at(0).x, at(0).y)
                    for (i in 1 until pts.size) lineTo(at(i).x, at(i).y)
                }
                drawPath(
                    path,
                    line,
                    style = Stroke(width = 2.5.dp.toPx(), cap = StrokeCap.Round, join = StrokeJoin.Round),
                )
                drawCircle(line, radius = 4.dp.toPx(), center = at(pts.size - 1))
            }
            Row {
                Text(chart.low.toString(), style = MaterialTheme.typography.labelSmall, modifier = Modifier.weight(1f))
                Text(
                    chart.description,
                    style = MaterialTheme.typography.labelSmall,
                    maxLines = 2,
                    overflow = TextOverflow.Ellipsis,
                    modifier = Modifier.weight(4f),
                )
            }
        }
    }
}

@Composable
private fun ThemeList(title: String, scores: List<PuzzleThemeScore>, empty: String, tag: String, strong: Boolean) {
    val colour = if (strong) good() else MaterialTheme.colorScheme.error
    Card(Modifier.fillMaxWidth().testTag("dashboard-$tag")) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(title, style = MaterialTheme.typography.titleSmall, modifier = Modifier.semantics { heading() })
            if (scores.isEmpty()) Text(empty, style = MaterialTheme.typography.bodySmall)
            scores.forEach { s ->
                Row(
                    Modifier.fillMaxWidth().semantics(mergeDescendants = true) {},
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Text(s.name, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.weight(1f))
                    Text(s.text, style = MaterialTheme.typography.labelMedium, color = colour)
                }
            }
        }
    }
}

@Composable
private fun RecordButton(control: ControlView, tag: String, onClick: () -> Unit, filled: Boolean = false) {
    val m = Modifier.heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag(tag)
    if (filled) {
        Button(onClick = onClick, enabled = control.enabled, modifier = m) { Text(control.label) }
    } else {
        OutlinedButton(onClick = onClick, enabled = control.enabled, modifier = m) { Text(control.label) }
    }
}

/** A green that reads on the theme's surface. */
@Composable
private fun good(): Color =
    if (MaterialTheme.colorScheme.surface.luminance() < 0.5f) Color(0xFF81C784) else Color(0xFF2E7D32)

/** The history wired to the trainer: a tile reopens its puzzle. */
@Composable
fun PuzzleHistoryRoute(holder: PuzzleStateHolder, onOpened: () -> Unit, onBack: () -> Unit) {
    val history = remember(holder.uiState) { holder.history() }
    PuzzleHistoryScreen(
        history,
        onOpen = {
            holder.onReopen(it)
            onOpened()
        },
        onBack = onBack,
    )
}

/**
 * The recent puzzles as small boards under date headings, two a row (four
 * on a wide window), each with its result and rating; a tap reopens one of
 * this variant's.
 */
@Composable
fun PuzzleHistoryScreen(history: PuzzleHistory, onOpen: (UInt) -> Unit, onBack: () -> Unit) {
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        BoxWithConstraints(Modifier.fillMaxSize()) {
            val columns = if (maxWidth >= 600.dp) 4 else 2
            Column(
                Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp),
                verticalArrangement = Arrangement.spacedBy(8.dp),
            ) {
                BackBar(history.title, onBack, focusFirst = true)
                history.empty?.let { Text(it, modifier = Modifier.testTag("history-empty")) }
                var n = 0
                history.days.forEach { day ->
                    Text(
                        day.heading,
                        style = MaterialTheme.typography.titleSmall,
                        modifier = Modifier.semantics { heading() },
                    )
                    day.items.chunked(columns).forEach { row ->
                        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                            row.forEach { item -> HistoryTile(item, n++, onOpen, Modifier.weight(1f)) }
                            repeat(columns - row.size) { Spacer(Modifier.weight(1f)) }
                        }
                    }
                }
            }
        }
    }
}

@Composable
private fun HistoryTile(item: PuzzleHistoryItem, n: Int, onOpen: (UInt) -> Unit, modifier: Modifier) {
    val ok = item.result != PuzzleSittingResult.FAILED
    val colour = if (ok) good() else MaterialTheme.colorScheme.error
    val open = item.puzzle
    val base = modifier.widthIn(max = 220.dp).testTag("history-$n")
    Card(
        (if (open != null) base.clickable(role = Role.Button) { onOpen(open) } else base)
            .focusRing(RoundedCornerShape(12.dp))
            .semantics(mergeDescendants = true) {
                contentDescription = listOfNotNull(item.label, item.source).joinToString(". ")
            },
    ) {
        Column(Modifier.padding(6.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            MiniBoardView(item.board, Modifier.fillMaxWidth().aspectRatio(1f))
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(
                    "${if (ok) "✓" else "✗"} ${item.changeText}",
                    color = colour,
                    style = MaterialTheme.typography.labelLarge,
                    modifier = Modifier.weight(1f),
                )
                Text(item.ratingText, style = MaterialTheme.typography.labelMedium)
            }
            // One of the player's own: the game it came from.
            item.source?.let {
                Text(
                    it,
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    maxLines = 2,
                    overflow = TextOverflow.Ellipsis,
                    modifier = Modifier.testTag("history-source-$n"),
                )
            }
        }
    }
}

/** A puzzle's start drawn small in the board's colours: squares and discs, no labels. */
@Composable
fun MiniBoardView(board: PuzzleMiniBoard, modifier: Modifier) {
    val p = LocalBoardPalette.current
    Canvas(modifier) {
        val side = board.side.toInt().coerceAtLeast(1)
        val cell = size.width / side
        drawRect(p.light, size = Size(size.width, size.width))
        for (sq in board.squares) {
            val o = Offset(sq.column.toInt() * cell, sq.row.toInt() * cell)
            drawRect(p.dark, topLeft = o, size = Size(cell, cell))
            val piece = sq.piece ?: continue
            val centre = o + Offset(cell / 2, cell / 2)
            val white = piece.side == Side.WHITE
            drawCircle(if (white) p.whiteEdge else p.blackEdge, radius = cell * 0.42f, center = centre)
            drawCircle(if (white) p.whitePiece else p.blackPiece, radius = cell * 0.36f, center = centre)
            if (piece.kind == org.draughts.core.PieceKind.KING) {
                drawCircle(if (white) p.whiteEdge else p.blackEdge, radius = cell * 0.16f, center = centre)
            }
        }
    }
}
