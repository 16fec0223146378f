// Face to face: the far player's status line, and a takeback request between two people.
package org.draughts.app.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameView

/** The status as the player across the table reads it (the core's `farStatus`), turned toward them, beyond the top strip. */
@Composable
internal fun FarStatus(view: GameView) {
    val text = view.farStatus ?: return
    Text(
        text,
        style = MaterialTheme.typography.titleSmall,
        maxLines = 1,
        overflow = TextOverflow.Ellipsis,
        modifier = Modifier.fillMaxWidth().height(26.dp).rotate(180f).padding(horizontal = 8.dp, vertical = 2.dp)
            .testTag("far-status"),
    )
}

/**
 * "Black asks to take back the last move." with the core's two answers,
 * enabled as it says; turned toward the player who answers when they sit across the table.
 */
@Composable
internal fun TakebackRow(view: GameView, actions: GameActions) {
    val request = view.takebackRequest ?: return
    Column(
        Modifier.fillMaxWidth().let { if (request.turned) it.rotate(180f) else it }.padding(horizontal = 8.dp)
            .testTag("takeback-request"),
    ) {
        Text(request.text, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag("takeback-text"))
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Button(
                onClick = { actions.onAnswerTakeback(true) },
                enabled = view.enabled.answerTakeback,
                modifier = Modifier.focusRing(RoundedCornerShape(50)).testTag("accept-takeback"),
            ) { Text(request.acceptLabel) }
            OutlinedButton(
                onClick = { actions.onAnswerTakeback(false) },
                enabled = view.enabled.answerTakeback,
                modifier = Modifier.focusRing(RoundedCornerShape(50)).testTag("decline-takeback"),
            ) { Text(request.declineLabel) }
        }
    }
}
