// The move table: the core's rows (number, first mover, second mover), the current move kept in view.
package org.draughts.app.ui.game

import androidx.compose.foundation.background
import androidx.compose.foundation.focusable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.relocation.BringIntoViewRequester
import androidx.compose.foundation.relocation.bringIntoViewRequester
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.onKeyEvent
import androidx.compose.ui.input.key.type
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameView
import org.draughts.core.MoveEntry
import androidx.compose.ui.input.key.Key as ComposeKey

/** A row's height: two rows fit under a phone's board, a tablet shows a dozen. */
private val RowHeight = 28.dp

/**
 * The moves as the core's table, one row per move number, scrolled to the current move. One tab stop:
 * Left/Up and Right/Down step as the replay bar's previous and next, Home and End as its first and
 * last; a tap on a move shows the position after it.
 */
@Composable
internal fun MoveTable(view: GameView, onReplay: (UInt) -> Unit, modifier: Modifier = Modifier) {
    val table = view.moveTable
    val bar = view.replayControls
    val colours = MaterialTheme.colorScheme
    Column(
        modifier
            .focusRing()
            .onKeyEvent { e ->
                if (e.type != KeyEventType.KeyDown) return@onKeyEvent false
                val step = when (e.key) {
                    ComposeKey.DirectionLeft, ComposeKey.DirectionUp -> bar.previous
                    ComposeKey.DirectionRight, ComposeKey.DirectionDown -> bar.next
                    ComposeKey.MoveHome -> bar.first
                    ComposeKey.MoveEnd -> bar.last
                    else -> return@onKeyEvent false
                }
                step.plies?.let(onReplay)
                true
            }
            .focusable()
            .semantics { contentDescription = table.label }
            .testTag("move-list")
            .verticalScroll(rememberScrollState())
            .padding(vertical = 2.dp),
    ) {
        table.emptyText?.let {
            Text(
                it,
                style = MaterialTheme.typography.bodySmall,
                color = colours.onSurfaceVariant,
                modifier = Modifier.padding(horizontal = 8.dp, vertical = 6.dp),
            )
        }
        table.rows.forEachIndexed { i, row ->
            val requester = remember { BringIntoViewRequester() }
            val current = table.currentRow?.toInt() == i
            LaunchedEffect(current) { if (current) requester.bringIntoView() }
            Row(
                Modifier.fillMaxWidth().height(RowHeight).bringIntoViewRequester(requester)
                    .background(if (i % 2 == 1) colours.surfaceVariant.copy(alpha = 0.35f) else colours.surface)
                    // The row reads its number; each move is a node of its own.
                    .semantics(mergeDescendants = true) {}
                    .testTag("move-row-$i"),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Text(
                    row.number,
                    style = MaterialTheme.typography.bodySmall,
                    color = colours.onSurfaceVariant,
                    modifier = Modifier.width(44.dp).padding(start = 8.dp),
                )
                for (cell in row.cells) {
                    Box(Modifier.weight(1f).fillMaxHeight(), contentAlignment = Alignment.CenterStart) {
                        cell?.let { MoveCell(view.moves[it.toInt()], onReplay) }
                    }
                }
            }
        }
    }
}

/** One move: its text, marked when its position is on screen; greyed once undone. Not a tab stop: the table is. */
@Composable
private fun MoveCell(m: MoveEntry, onReplay: (UInt) -> Unit) {
    val colours = MaterialTheme.colorScheme
    Box(
        Modifier.fillMaxHeight().padding(vertical = 2.dp)
            .background(
                if (m.current) colours.primaryContainer else colours.surface.copy(alpha = 0f),
                RoundedCornerShape(4.dp),
            )
            .pointerInput(m.replayPlies) { detectTapGestures { onReplay(m.replayPlies) } }
            .semantics(mergeDescendants = true) {
                selected = m.current
                role = Role.Tab
                onClick {
                    onReplay(m.replayPlies)
                    true
                }
            }
            .testTag("move-${m.ply}")
            .padding(horizontal = 8.dp),
        contentAlignment = Alignment.CenterStart,
    ) {
        Text(
            m.text,
            color = when {
                m.undone -> colours.onSurface.copy(alpha = 0.4f)
                m.current -> colours.onPrimaryContainer
                else -> colours.onSurface
            },
            fontWeight = if (m.current) FontWeight.SemiBold else FontWeight.Normal,
            style = MaterialTheme.typography.bodyMedium,
            maxLines = 1,
        )
    }
}
