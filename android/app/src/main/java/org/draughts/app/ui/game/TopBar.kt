// The game screen's top bar: back, the core's title and mode, help.
package org.draughts.app.ui.game

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameView

@Composable
internal fun TopBar(view: GameView, actions: GameActions) {
    val s = LocalStrings.current
    Row(Modifier.fillMaxWidth().height(48.dp), verticalAlignment = Alignment.CenterVertically) {
        IconButton(
            onClick = actions.onBack,
            modifier = Modifier.size(48.dp).focusRing(RoundedCornerShape(50)).testTag("back"),
        ) {
            Icon(AppIcons.Back, contentDescription = s.back)
        }
        Column(Modifier.weight(1f)) {
            Text(
                view.title,
                style = MaterialTheme.typography.titleMedium,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
                modifier = Modifier.semantics { heading() }.testTag("title"),
            )
            Text(
                view.mode,
                style = MaterialTheme.typography.bodySmall,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
                modifier = Modifier.testTag("mode"),
            )
        }
        IconButton(
            onClick = actions.onHelp,
            modifier = Modifier.size(48.dp).focusRing(RoundedCornerShape(50)).testTag("help"),
        ) {
            Icon(AppIcons.Help, contentDescription = s.shortcuts)
        }
    }
}
