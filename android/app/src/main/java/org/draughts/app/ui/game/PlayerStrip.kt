// A player's strip above or below the board.
package org.draughts.app.ui.game

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.LocalBoardPalette
import org.draughts.core.ClockRole
import org.draughts.core.ClockSideView
import org.draughts.core.PlayerView
import org.draughts.core.Side

/** Who plays a side, its pieces in the core's words, a marker when it is to move, progress while the bot thinks. */
@Composable
internal fun PlayerStrip(p: PlayerView, ui: GameUiState) {
    val colours = MaterialTheme.colorScheme
    val palette = LocalBoardPalette.current
    val s = LocalStrings.current
    val clock = ui.view.clock
    val time = clock?.sides?.firstOrNull { it.side == p.side }
    // The core words the clock: the time and whether it runs, is short or fell.
    val clockSpoken = time?.spoken
    Row(
        Modifier.fillMaxWidth().height(36.dp)
            // Its player sits across the table (face to face): the core says to turn it.
            .let { if (p.turned) it.rotate(180f) else it }
            .background(if (p.toMove) colours.secondaryContainer else colours.surface, RoundedCornerShape(8.dp))
            .testTag("player-${p.side.name.lowercase()}")
            // The core reads the strip aloud: name, colour, turn or thinking, pieces; then the clock.
            .clearAndSetSemantics { contentDescription = listOfNotNull(p.spoken, clockSpoken).joinToString(", ") }
            .padding(horizontal = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        // The marker is a shape (a pointer), not only a colour.
        Canvas(Modifier.size(12.dp)) {
            if (p.toMove) {
                val path = Path().apply {
                    moveTo(0f, 0f)
                    lineTo(size.width, size.height / 2)
                    lineTo(0f, size.height)
                    close()
                }
                drawPath(path, colours.onSecondaryContainer)
            }
        }
        Spacer(Modifier.width(6.dp))
        Canvas(Modifier.size(18.dp)) {
            val white = p.side == Side.WHITE
            drawCircle(if (white) palette.whitePiece else palette.blackPiece)
            drawCircle(if (white) palette.whiteEdge else palette.blackEdge, style = Stroke(width = 1.5f * density))
        }
        Spacer(Modifier.width(8.dp))
        Text(
            p.name,
            style = MaterialTheme.typography.titleSmall,
            maxLines = 1,
            overflow = TextOverflow.Ellipsis,
            fontWeight = if (p.toMove) FontWeight.Bold else FontWeight.Normal,
            modifier = Modifier.weight(1f),
        )
        if (p.winner) {
            // The winner's mark: a trophy, a shape beside the name (the core says who won).
            Spacer(Modifier.width(6.dp))
            Icon(
                AppIcons.Trophy,
                contentDescription = null,
                tint = colours.tertiary,
                modifier = Modifier.size(18.dp).testTag("winner-${p.side.name.lowercase()}"),
            )
        }
        if (p.thinking) {
            Spacer(Modifier.width(8.dp))
            CircularProgressIndicator(Modifier.size(16.dp).testTag("bot-thinking"), strokeWidth = 2.dp)
            ui.progress?.let { Text(" ${it.depth}", style = MaterialTheme.typography.labelSmall) }
        }
        Spacer(Modifier.width(8.dp))
        Text(
            p.pieces,
            style = MaterialTheme.typography.bodySmall,
            maxLines = 1,
            modifier = Modifier.testTag("pieces-${p.side.name.lowercase()}"),
        )
        time?.let { ClockLabel(it, p.side) }
    }
}

/**
 * A side's time, as the core labels it, in the colours of the core's role: framed and bold
 * while it runs, in the error colours when low or fallen, and a flag (a shape, not only a
 * colour) when it fell.
 */
@Composable
private fun ClockLabel(t: ClockSideView, side: Side) {
    val colours = MaterialTheme.colorScheme
    val flagged = t.role == ClockRole.FLAGGED
    val (bg, fg) = when (t.role) {
        ClockRole.FLAGGED, ClockRole.LOW -> colours.errorContainer to colours.onErrorContainer
        ClockRole.RUNNING -> colours.primary to colours.onPrimary
        ClockRole.PAUSED, ClockRole.IDLE -> colours.surfaceVariant to colours.onSurfaceVariant
    }
    Spacer(Modifier.width(8.dp))
    Row(
        Modifier.background(bg, RoundedCornerShape(6.dp)).padding(horizontal = 6.dp, vertical = 2.dp)
            .testTag("clock-${side.name.lowercase()}"),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        if (flagged) {
            Canvas(Modifier.size(10.dp)) {
                drawLine(fg, Offset(1f, 0f), Offset(1f, size.height), strokeWidth = 1.5f * density)
                val flag = Path().apply {
                    moveTo(1f, 0f)
                    lineTo(size.width, size.height * 0.25f)
                    lineTo(1f, size.height * 0.5f)
                    close()
                }
                drawPath(flag, fg)
            }
            Spacer(Modifier.width(4.dp))
        }
        Text(
            t.label,
            style = MaterialTheme.typography.titleSmall,
            color = fg,
            fontWeight = if (t.role == ClockRole.PAUSED ||
                t.role == ClockRole.IDLE
            ) {
                FontWeight.Normal
            } else {
                FontWeight.Bold
            },
            maxLines = 1,
        )
    }
}
