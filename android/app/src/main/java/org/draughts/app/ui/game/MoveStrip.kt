// The move list: one horizontal strip of the core's moves, walked with the arrows.
package org.draughts.app.ui.game

import androidx.compose.foundation.background
import androidx.compose.foundation.focusable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.relocation.BringIntoViewRequester
import androidx.compose.foundation.relocation.bringIntoViewRequester
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
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
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameView
import org.draughts.core.MoveEntry
import androidx.compose.ui.input.key.Key as ComposeKey

/**
 * The moves as one horizontal strip that keeps the current move in view.
 * One tab stop: Left and Right step through the positions, Home and End go
 * to the start and the live game; a tap replays that move.
 */
@Composable
internal fun MoveStrip(view: GameView, onReplay: (UInt) -> Unit, onEndReplay: (() -> Unit)? = null) {
    val s = LocalStrings.current
    val scroll = rememberScrollState()
    val shown = view.replay?.plies ?: view.currentPly
    // While replaying, "Back to the game" sits at the strip's start: the same height, so nothing moves.
    Row(Modifier.fillMaxWidth().height(48.dp), verticalAlignment = Alignment.CenterVertically) {
        if (view.enabled.endReplay && onEndReplay != null) {
            TextButton(
                onClick = onEndReplay,
                modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("end-replay"),
            ) {
                Text(s.backToGame)
            }
        }
        MoveRow(view, shown, scroll, onReplay)
    }
}

@Composable
internal fun MoveRow(
    view: GameView,
    shown: UInt,
    scroll: androidx.compose.foundation.ScrollState,
    onReplay: (UInt) -> Unit,
) {
    val s = LocalStrings.current
    Row(
        Modifier.fillMaxWidth().height(48.dp)
            .focusRing()
            .onKeyEvent { e ->
                if (e.type != KeyEventType.KeyDown) return@onKeyEvent false
                val to = when (e.key) {
                    // The core says where previous and next lead (none at either end).
                    ComposeKey.DirectionLeft -> view.replaySteps.back

                    ComposeKey.DirectionRight -> view.replaySteps.forward

                    ComposeKey.MoveHome -> 0u

                    ComposeKey.MoveEnd -> view.currentPly

                    else -> return@onKeyEvent false
                }
                if (to != null && to != shown) onReplay(to)
                true
            }
            .focusable()
            .semantics { contentDescription = s.moves }
            .horizontalScroll(scroll)
            .testTag("move-list"),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        if (view.moves.isEmpty()) {
            Text(
                s.noMovesYet,
                style = MaterialTheme.typography.bodySmall,
                modifier = Modifier.padding(horizontal = 8.dp),
            )
        }
        for (m in view.moves) MoveChip(m, onReplay)
    }
}

/** One move as the core lists it: its number label ("1.", "1…") if any, then its text. Not a tab stop: the strip is. */
@Composable
internal fun MoveChip(m: MoveEntry, onReplay: (UInt) -> Unit) {
    val text = listOfNotNull(m.label, m.text).joinToString(" ")
    val colours = MaterialTheme.colorScheme
    val requester = remember { BringIntoViewRequester() }
    LaunchedEffect(m.current) { if (m.current) requester.bringIntoView() }
    Box(
        Modifier
            .bringIntoViewRequester(requester)
            .heightIn(min = 48.dp).widthIn(min = 48.dp)
            .padding(horizontal = 2.dp, vertical = 6.dp)
            .background(if (m.current) colours.primaryContainer else colours.surface, RoundedCornerShape(6.dp))
            .pointerInput(m.ply) { detectTapGestures { onReplay(m.replayPlies) } }
            .semantics(mergeDescendants = true) {
                selected = m.current
                role = Role.Tab
                onClick {
                    onReplay(m.replayPlies)
                    true
                }
            }
            .testTag("move-${m.ply}")
            .padding(horizontal = 6.dp),
        contentAlignment = Alignment.Center,
    ) {
        Text(
            text,
            color = if (m.undone) {
                colours.onSurface.copy(alpha = 0.4f)
            } else if (m.current) {
                colours.onPrimaryContainer
            } else {
                colours.onSurface
            },
            style = MaterialTheme.typography.bodyMedium,
            maxLines = 1,
        )
    }
}
