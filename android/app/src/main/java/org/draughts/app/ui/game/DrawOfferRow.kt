// The pending draw offer with the core's Accept and Decline buttons, turned toward a player across the table.
package org.draughts.app.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
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
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameView

@Composable
internal fun DrawOfferRow(view: GameView, actions: GameActions) {
    val offer = view.drawOffer ?: return
    Column(
        Modifier.fillMaxWidth().let { if (offer.turned) it.rotate(180f) else it }.padding(horizontal = 8.dp)
            .testTag("draw-offer-row"),
    ) {
        Text(offer.text, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag("draw-offer"))
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Button(
                onClick = {
                    actions.onAnswerDraw(true)
                },
                enabled = view.enabled.answerDraw,
                modifier = Modifier.focusRing(RoundedCornerShape(50)).testTag("accept-draw"),
            ) { Text(offer.acceptLabel) }
            OutlinedButton(
                onClick = {
                    actions.onAnswerDraw(false)
                },
                enabled = view.enabled.answerDraw,
                modifier = Modifier.focusRing(RoundedCornerShape(50)).testTag("decline-draw"),
            ) { Text(offer.declineLabel) }
        }
    }
}
