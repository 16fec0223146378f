// The status line under the board: the core's one line, the draw counter, and the live region.
package org.draughts.app.ui.game

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.text
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.core.StatusTone

/**
 * The one status line under the board, exactly the core's (`statusLine`); a refused call or a
 * platform failure takes its place. Fixed height so the board never moves. What the core
 * announces goes to a live region that is not drawn: the line shows the state, the screen
 * reader says what just happened.
 */
@Composable
internal fun StatusLine(ui: GameUiState, actions: GameActions, refocus: () -> Unit) {
    val view = ui.view
    val line = view.statusLine
    val colours = MaterialTheme.colorScheme
    Row(
        Modifier.fillMaxWidth().height(26.dp).padding(horizontal = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        val error = ui.error
        Text(
            error ?: line.text,
            style = MaterialTheme.typography.titleSmall,
            fontWeight = if (error == null && line.tone == StatusTone.RESULT) FontWeight.Bold else FontWeight.Normal,
            color = when {
                error != null || line.tone == StatusTone.REFUSAL -> colours.error
                line.tone == StatusTone.REPLAY -> colours.tertiary
                else -> colours.onSurface
            },
            maxLines = 1,
            overflow = TextOverflow.Ellipsis,
            modifier = Modifier.weight(1f).testTag(if (error != null) "error" else "status"),
        )
        view.drawCounter?.let {
            Text(
                it.text,
                style = MaterialTheme.typography.labelMedium,
                maxLines = 1,
                color = colours.onTertiaryContainer,
                modifier = Modifier.padding(start = 6.dp)
                    .background(colours.tertiaryContainer, RoundedCornerShape(6.dp))
                    .padding(horizontal = 6.dp, vertical = 2.dp).testTag("draw-counter"),
            )
        }
        // The live region: one pixel, not drawn, read by the screen reader when it changes.
        val said = ui.announcement.orEmpty()
        Box(
            Modifier.size(1.dp).testTag("announcement").semantics {
                liveRegion = LiveRegionMode.Polite
                text = AnnotatedString(said)
            },
        )
    }
}
