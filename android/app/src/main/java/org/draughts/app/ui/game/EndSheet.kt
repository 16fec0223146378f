// The sheet shown when the game ends (the core's `justEnded`): the core's result, then Rematch, New game,
// Export, Replay (the game from its start).
package org.draughts.app.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.requestFocusSoon
import org.draughts.core.GameView

/** The end of the game: the core's result sentence, then what to do next. */
@Composable
internal fun EndSheet(view: GameView, actions: GameActions, refocus: () -> Unit, modifier: Modifier) {
    val s = LocalStrings.current
    val first = remember { FocusRequester() }
    LaunchedEffect(Unit) { first.requestFocusSoon() }
    Surface(
        modifier.fillMaxWidth().testTag("end-sheet"),
        shape = RoundedCornerShape(topStart = 20.dp, topEnd = 20.dp),
        tonalElevation = 6.dp,
        shadowElevation = 12.dp,
    ) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(
                view.result?.text.orEmpty(),
                style = MaterialTheme.typography.titleLarge,
                modifier = Modifier.semantics { heading() }.testTag("result"),
            )
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.fillMaxWidth()) {
                Button(
                    onClick = actions.onRematch,
                    enabled = view.enabled.rematch,
                    modifier = Modifier.weight(
                        1f,
                    ).heightIn(min = 48.dp).focusRequester(first).focusRing(RoundedCornerShape(50)).testTag("rematch"),
                ) {
                    Text(s.rematch)
                }
                OutlinedButton(
                    onClick = actions.onNewGame,
                    modifier = Modifier.weight(
                        1f,
                    ).heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag("sheet-new-game"),
                ) {
                    Text(s.newGame)
                }
            }
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.fillMaxWidth()) {
                OutlinedButton(
                    onClick = { actions.onExportPdn() },
                    modifier = Modifier.weight(
                        1f,
                    ).heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag("sheet-export"),
                ) { Text(s.exportPdn) }
                OutlinedButton(
                    // The core's replay from the start position: it closes the sheet.
                    onClick = {
                        actions.onReplay(0u)
                        refocus()
                    },
                    modifier = Modifier.weight(
                        1f,
                    ).heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag("sheet-replay"),
                ) { Text(s.replay) }
            }
        }
    }
}
