// The end-of-game card (the core's `justEnded`): the score in the variant's style, the headline and the reason, then
// the core's buttons in its order (Rematch first). It takes the bottom bar's place, under the move list.
package org.draughts.app.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.requestFocusSoon
import org.draughts.core.EndAction
import org.draughts.core.EndActionKind
import org.draughts.core.GameView

/** The end of the game: the core's score, headline and reason, and its buttons, two to a row. */
@Composable
internal fun EndSheet(view: GameView, actions: GameActions, refocus: () -> Unit, modifier: Modifier) {
    val result = view.result ?: return
    val s = LocalStrings.current
    val first = remember { FocusRequester() }
    LaunchedEffect(Unit) { first.requestFocusSoon() }
    Surface(
        modifier.fillMaxWidth().testTag("end-sheet"),
        shape = RoundedCornerShape(16.dp),
        color = MaterialTheme.colorScheme.surfaceContainerHigh,
        tonalElevation = 2.dp,
    ) {
        Box {
            Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Text(
                        result.score,
                        style = MaterialTheme.typography.headlineMedium.copy(fontFeatureSettings = "tnum"),
                        fontWeight = FontWeight.Bold,
                        color = MaterialTheme.colorScheme.primary,
                        modifier = Modifier.testTag("score"),
                    )
                    Spacer(Modifier.width(12.dp))
                    Column(Modifier.weight(1f)) {
                        Text(
                            result.headline,
                            style = MaterialTheme.typography.titleMedium,
                            fontWeight = FontWeight.SemiBold,
                            maxLines = 1,
                            overflow = TextOverflow.Ellipsis,
                            modifier = Modifier.semantics { heading() }.testTag("result"),
                        )
                        Text(
                            result.why,
                            style = MaterialTheme.typography.bodyMedium,
                            color = MaterialTheme.colorScheme.onSurfaceVariant,
                            maxLines = 2,
                            overflow = TextOverflow.Ellipsis,
                            modifier = Modifier.testTag("result-why"),
                        )
                    }
                    // Room for the close button, drawn over this corner (it comes last in the focus order).
                    Spacer(Modifier.width(40.dp))
                }
                for (row in result.actions.chunked(2)) {
                    Row(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.fillMaxWidth()) {
                        for (a in row) {
                            val m = Modifier.weight(1f).heightIn(min = 48.dp).focusRing(RoundedCornerShape(50))
                                .testTag(tagOf(a.kind))
                                .let { if (a === result.actions.first()) it.focusRequester(first) else it }
                            EndButton(a, m) { act(a.kind, actions) }
                        }
                    }
                }
            }
            IconButton(
                onClick = {
                    actions.onDismissEnd()
                    refocus()
                },
                modifier = Modifier.align(Alignment.TopEnd).padding(4.dp).size(48.dp)
                    .focusRing(RoundedCornerShape(50)).testTag("sheet-close"),
            ) { Icon(AppIcons.Close, contentDescription = s.close) }
        }
    }
}

/** The core's control: filled when it is put forward (Rematch), outlined otherwise. */
@Composable
private fun EndButton(a: EndAction, modifier: Modifier, onClick: () -> Unit) {
    val label = @Composable { Text(a.control.label, maxLines = 1, overflow = TextOverflow.Ellipsis) }
    if (a.control.offered) {
        Button(onClick = onClick, enabled = a.control.enabled, modifier = modifier) { label() }
    } else {
        OutlinedButton(onClick = onClick, enabled = a.control.enabled, modifier = modifier) { label() }
    }
}

private fun tagOf(kind: EndActionKind) = when (kind) {
    EndActionKind.REMATCH -> "rematch"
    EndActionKind.ANALYSE -> "sheet-analyse"
    EndActionKind.SHARE -> "sheet-export"
    EndActionKind.NEW_GAME -> "sheet-new-game"
}

private fun act(kind: EndActionKind, actions: GameActions) = when (kind) {
    EndActionKind.REMATCH -> actions.onRematch()
    EndActionKind.ANALYSE -> actions.onAnalyse()
    EndActionKind.SHARE -> actions.onExportPdn()
    EndActionKind.NEW_GAME -> actions.onNewGame()
}
