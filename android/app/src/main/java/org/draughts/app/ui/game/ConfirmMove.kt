// Move confirmation (a setting): the move made on the board waits, drawn on the board, with two buttons.
package org.draughts.app.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameView

/** "Play 32-28?" with the core's Confirm and Cancel, enabled as it says; nothing when no move is held. */
@Composable
internal fun ConfirmMoveRow(view: GameView, actions: GameActions) {
    val pending = view.pendingMove ?: return
    Row(
        Modifier.fillMaxWidth().padding(horizontal = 8.dp).testTag("confirm-move"),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(
            pending.text,
            style = MaterialTheme.typography.bodyMedium,
            modifier = Modifier.weight(1f).testTag("confirm-move-text"),
        )
        OutlinedButton(
            onClick = actions.onCancelMove,
            enabled = pending.cancel.enabled,
            modifier = Modifier.focusRing(RoundedCornerShape(50)).testTag("cancel-move"),
        ) { Text(pending.cancel.label) }
        Button(
            onClick = actions.onConfirmMove,
            enabled = pending.confirm.enabled,
            modifier = Modifier.focusRing(RoundedCornerShape(50)).testTag("confirm-move-button"),
        ) { Text(pending.confirm.label) }
    }
}
