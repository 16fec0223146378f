// A paused clock: what it says, and the Resume button the core enables.
package org.draughts.app.ui.game

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameView

/** Shown while the core offers Resume: the clock is paused (left the screen, went to the background, a loaded game). */
@Composable
internal fun ClockRow(view: GameView, actions: GameActions) {
    val s = LocalStrings.current
    if (!view.offered.resumeClock) return
    Row(Modifier.fillMaxWidth().padding(horizontal = 8.dp), verticalAlignment = Alignment.CenterVertically) {
        Text(
            view.clock?.pausedText.orEmpty(),
            style = MaterialTheme.typography.bodyMedium,
            modifier = Modifier.weight(1f),
        )
        Button(
            onClick = actions.onResumeClock,
            enabled = view.enabled.resumeClock,
            modifier = Modifier.heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag("resume-clock"),
        ) { Text(s.resumeClock) }
    }
}
