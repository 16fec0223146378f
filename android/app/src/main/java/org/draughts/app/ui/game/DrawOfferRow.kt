// The pending draw offer with its Accept and Decline buttons.
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
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameView

@Composable
internal fun DrawOfferRow(view: GameView, actions: GameActions) {
    val s = LocalStrings.current
    val offer = view.drawOffer ?: return
    Column(Modifier.fillMaxWidth().padding(horizontal = 8.dp)) {
        Text(offer.text, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag("draw-offer"))
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Button(
                onClick = {
                    actions.onAnswerDraw(true)
                },
                enabled = view.enabled.answerDraw,
                modifier = Modifier.focusRing(RoundedCornerShape(50)).testTag("accept-draw"),
            ) { Text(s.acceptDraw) }
            OutlinedButton(
                onClick = {
                    actions.onAnswerDraw(false)
                },
                enabled = view.enabled.answerDraw,
                modifier = Modifier.focusRing(RoundedCornerShape(50)).testTag("decline-draw"),
            ) { Text(s.declineDraw) }
        }
    }
}
