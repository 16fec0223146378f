// The game screen's tool bar: icon buttons with labels and the More menu.
package org.draughts.app.ui.game

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Checkbox
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.toggleableState
import androidx.compose.ui.state.ToggleableState
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameView

/** The actions as icon buttons with their labels; the rarer ones in a menu. Shown as the core's `offered` and enabled as its `enabled` say. */
@Composable
internal fun BottomBar(view: GameView, actions: GameActions, refocus: () -> Unit) {
    val s = LocalStrings.current
    val a = view.enabled
    var menu by remember { mutableStateOf(false) }
    Row(
        Modifier.fillMaxWidth().height(60.dp),
        horizontalArrangement = Arrangement.SpaceEvenly,
        verticalAlignment = Alignment.CenterVertically,
    ) {
        BarButton(AppIcons.Undo, s.undo, a.undo, "undo", actions.onUndo)
        BarButton(AppIcons.Redo, s.redo, a.redo, "redo", actions.onRedo)
        if (view.offered.hint) BarButton(AppIcons.Hint, s.hint, a.hint, "hint", actions.onHint)
        BarButton(AppIcons.Flip, s.flipShort, true, "flip", actions.onFlip)
        Box {
            BarButton(AppIcons.More, s.more, true, "more") { menu = true }
            DropdownMenu(expanded = menu, onDismissRequest = {
                menu = false
                refocus()
            }) {
                fun item(label: String, enabled: Boolean, tag: String, run: () -> Unit) = @Composable {
                    DropdownMenuItem(
                        text = { Text(label) },
                        enabled = enabled,
                        modifier = Modifier.testTag(tag),
                        onClick = {
                            menu = false
                            run()
                            refocus()
                        },
                    )
                }

                // The table's options, offered as the core says (two people at one device).
                fun toggle(label: String, on: Boolean, enabled: Boolean, tag: String, set: (Boolean) -> Unit) =
                    @Composable {
                        DropdownMenuItem(
                            text = { Text(label) },
                            enabled = enabled,
                            trailingIcon = { Checkbox(checked = on, onCheckedChange = null, enabled = enabled) },
                            modifier = Modifier.semantics { toggleableState = ToggleableState(on) }.testTag(tag),
                            onClick = {
                                menu = false
                                set(!on)
                                refocus()
                            },
                        )
                    }
                val offered = view.offered
                if (offered.faceToFace) {
                    toggle(s.faceToFace, view.faceToFace, a.faceToFace, "face-to-face", actions.onFaceToFace)()
                }
                if (offered.turnFarPieces) {
                    toggle(
                        s.turnFarPieces,
                        view.turnFarPieces,
                        a.turnFarPieces,
                        "turn-far-pieces",
                        actions.onTurnFarPieces,
                    )()
                }
                if (offered.offerDraw) item(s.offerDraw, a.offerDraw, "offer-draw", actions.onOfferDraw)()
                if (offered.resign) item(s.resign, a.resign, "resign", actions.onResign)()
                if (offered.pauseClock) item(s.pauseClock, a.pauseClock, "pause-clock", actions.onPauseClock)()
                item(s.exportPdn, true, "export-pdn", actions.onExportPdn)()
                item(s.newGame, true, "new-game", actions.onNewGame)()
            }
        }
    }
}

@Composable
internal fun BarButton(icon: ImageVector, label: String, enabled: Boolean, tag: String, onClick: () -> Unit) {
    val colour = MaterialTheme.colorScheme.onSurface.let { if (enabled) it else it.copy(alpha = 0.38f) }
    Column(
        Modifier.widthIn(min = 56.dp).heightIn(min = 56.dp)
            .focusRing()
            .clickable(enabled = enabled, role = Role.Button, onClick = onClick)
            .testTag(tag)
            .padding(4.dp),
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.Center,
    ) {
        Icon(icon, contentDescription = null, tint = colour)
        Text(label, style = MaterialTheme.typography.labelSmall, color = colour, maxLines = 1)
    }
}
