// The game screen's keyboard shortcuts (desktop and hardware keyboards).
package org.draughts.app.ui.game

import androidx.compose.ui.input.key.KeyEvent
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.isCtrlPressed
import androidx.compose.ui.input.key.isShiftPressed
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.type
import org.draughts.app.ui.board.boardKeys
import org.draughts.core.GameView
import org.draughts.core.Key
import androidx.compose.ui.input.key.Key as ComposeKey

/** Desktop and hardware-keyboard shortcuts; the buttons they stand for say whether they apply. */
internal fun shortcut(e: KeyEvent, view: GameView, a: GameActions): Boolean {
    if (e.type != KeyEventType.KeyDown) return false
    val act = view.enabled
    return when {
        e.isCtrlPressed && e.key == ComposeKey.Z && e.isShiftPressed -> {
            if (act.redo) a.onRedo()
            true
        }

        e.isCtrlPressed && e.key == ComposeKey.Z -> {
            if (act.undo) a.onUndo()
            true
        }

        e.isCtrlPressed && e.key == ComposeKey.Y -> {
            if (act.redo) a.onRedo()
            true
        }

        e.isCtrlPressed -> false

        e.key == ComposeKey.F -> {
            a.onFlip()
            true
        }

        e.key == ComposeKey.H -> {
            if (view.offered.hint && act.hint) a.onHint()
            true
        }

        e.key == ComposeKey.N -> {
            a.onNewGame()
            true
        }

        e.key == ComposeKey.F1 || (e.key == ComposeKey.Slash && e.isShiftPressed) -> {
            a.onHelp()
            true
        }

        // Escape with the board unfocused means what it means on the board (the core's board says).
        e.key == ComposeKey.Escape -> {
            boardKeys(view.board, a.onBack, a.onKey)(Key.ESCAPE)
            true
        }

        else -> false
    }
}
