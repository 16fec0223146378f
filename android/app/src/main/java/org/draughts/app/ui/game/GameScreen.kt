// The game screen: its inputs ([GameActions]), the route that binds a [GameStateHolder], and the
// stateless scaffold that lays the parts out (phone: a column; wide window: board left, panel right).
package org.draughts.app.ui.game

import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.input.key.onKeyEvent
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.board.boardKeys
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.theme.requestFocusSoon
import org.draughts.core.GameView
import org.draughts.core.Key
import org.draughts.core.PlayerView

/** The game screen's inputs, as lambdas (the screen itself holds no state). */
data class GameActions(
    val onTap: (UInt) -> Unit = {},
    /** A piece dragged from a square (its index) and dropped on another. */
    val onDrag: (UInt, UInt) -> Unit = { _, _ -> },
    val onKey: (Key) -> Unit = {},
    val onUndo: () -> Unit = {},
    val onRedo: () -> Unit = {},
    val onHint: () -> Unit = {},
    val onOfferDraw: () -> Unit = {},
    val onAnswerDraw: (Boolean) -> Unit = {},
    /** Resign: asks first when the core says so (`view.confirmResign`). */
    val onResign: () -> Unit = {},
    val onConfirmResign: () -> Unit = {},
    val onCancelResign: () -> Unit = {},
    val onFlip: () -> Unit = {},
    /** Shows the position after this many plies (a move's `replayPlies`). */
    val onReplay: (UInt) -> Unit = {},
    val onEndReplay: () -> Unit = {},
    val onExportPdn: () -> Unit = {},
    val onNewGame: () -> Unit = {},
    val onRematch: () -> Unit = {},
    val onDismissEnd: () -> Unit = {},
    val onHelp: () -> Unit = {},
    val onBack: () -> Unit = {},
    val onPauseClock: () -> Unit = {},
    val onResumeClock: () -> Unit = {},
    val onFaceToFace: (Boolean) -> Unit = {},
    val onTurnFarPieces: (Boolean) -> Unit = {},
    val onAnswerTakeback: (Boolean) -> Unit = {},
    /** The move held for confirmation: played, or dropped (the core's `pendingMove`). */
    val onConfirmMove: () -> Unit = {},
    val onCancelMove: () -> Unit = {},
    /** The finished game on the analysis board (the end-of-game card's Analyse). */
    val onAnalyse: () -> Unit = {},
)

/** The route: binds a [GameStateHolder] to the stateless [GameScreen]. */
@Composable
fun GameRoute(
    holder: GameStateHolder,
    settings: AppSettings,
    onNewGame: () -> Unit,
    onBack: () -> Unit,
    onRematch: () -> Unit = {},
    onHelp: () -> Unit = {},
    /** "Remove animations" is on: no slide. Any other system scale leaves the player's speed as it is. */
    reducedMotion: Boolean = false,
    onAnalyse: () -> Unit = {},
) {
    LaunchedEffect(holder) { holder.start() }
    LaunchedEffect(holder, settings.language) { holder.setLanguage(settings.language) }
    LaunchedEffect(holder, settings.autoFlip) { holder.setAutoFlip(settings.autoFlip) }
    LaunchedEffect(holder, settings.takebackAsks) { holder.setTakebackAsks(settings.takebackAsks) }
    LaunchedEffect(holder, settings.confirmMoves) { holder.setConfirmMoves(settings.confirmMoves) }
    // Leaving the game screen stops the clock; the player resumes it with the paused row's button.
    DisposableEffect(holder) { onDispose { holder.pauseClock() } }
    GameScreen(
        uiState = holder.uiState,
        settings = if (reducedMotion) {
            settings.copy(
                animation = org.draughts.app.ui.settings.AnimationSpeed.OFF,
            )
        } else {
            settings
        },
        actions = GameActions(
            onTap = holder::onTap, onDrag = holder::onDrag, onKey = holder::onKey,
            onUndo = holder::onUndo, onRedo = holder::onRedo,
            onHint = holder::onHint, onOfferDraw = holder::onOfferDraw, onAnswerDraw = holder::onAnswerDraw,
            onResign = holder::onResign, onConfirmResign = holder::confirmResign,
            onCancelResign = holder::cancelResign, onFlip = holder::onFlip,
            onReplay = holder::onReplay, onEndReplay = holder::onEndReplay,
            onExportPdn = holder::onExportPdn, onNewGame = onNewGame, onRematch = onRematch,
            onDismissEnd = holder::onDismissEnd, onHelp = onHelp, onBack = onBack,
            onPauseClock = holder::pauseClock, onResumeClock = holder::onResumeClock,
            onFaceToFace = holder::onFaceToFace, onTurnFarPieces = holder::onTurnFarPieces,
            onAnswerTakeback = holder::onAnswerTakeback, onAnalyse = onAnalyse,
            onConfirmMove = holder::onConfirmMove, onCancelMove = holder::onCancelMove,
        ),
    )
}

@Composable
fun GameScreen(uiState: GameUiState, settings: AppSettings, actions: GameActions, modifier: Modifier = Modifier) {
    val boardFocus = remember { FocusRequester() }
    val view = uiState.view
    val sheet = uiState.endSheet
    // The board has the focus when the screen opens and whenever the end sheet goes (closed, or undone away).
    LaunchedEffect(sheet) { if (!sheet) boardFocus.requestFocusSoon() }
    // Back on the board after a replay ends, a dialog closes or the end sheet goes.
    val refocus = {
        runCatching { boardFocus.requestFocus() }
        Unit
    }
    Surface(modifier.fillMaxSize().onKeyEvent { shortcut(it, view, actions) }) {
        val (top, bottom) = stripOrder(view)
        val endReplay = {
            actions.onEndReplay()
            refocus()
        }
        BoardScaffold(
            title = { TopBar(view, actions) },
            topStrip = {
                FarStatus(view)
                top?.let { PlayerStrip(it, uiState) }
            },
            board = { m ->
                // Live or replayed, the core's board: taps on a replayed one are refused by the core, in words.
                Board(
                    board = view.board,
                    modifier = m.swipeSteps(view, actions.onReplay).focusRequester(boardFocus),
                    labels = settings.labels,
                    animationMillis = settings.animation.millis,
                    animation = view.animation,
                    onTap = actions.onTap,
                    onDrag = actions.onDrag,
                    moveInput = settings.moveInput,
                    // What Escape means (cancel on the board, or leave) is the core's board's.
                    onKey = boardKeys(view.board, actions.onBack, actions.onKey),
                    label = LocalStrings.current.board,
                )
            },
            bottomStrip = { bottom?.let { PlayerStrip(it, uiState) } },
            status = {
                StatusLine(uiState, actions, refocus)
                DrawOfferRow(view, actions)
                TakebackRow(view, actions)
                ConfirmMoveRow(view, actions)
                ClockRow(view, actions)
            },
            moves = { m -> MoveTable(view, actions.onReplay, m) },
            controls = {
                // Drawn only while one of its steps can act (the core's `shown`): no greyed bar before the first move.
                if (view.replayControls.shown) ReplayBar(view, actions.onReplay, endReplay)
                // The end of the game takes the bar's place: the board stays, the move table stays in sight.
                if (sheet) {
                    EndSheet(view, actions, refocus, Modifier.padding(vertical = 4.dp))
                } else {
                    BottomBar(view, actions, refocus)
                }
            },
            modifier = Modifier.testTag("game-body"),
            portraitChrome = PortraitChrome,
        )
        if (uiState.resignAsked) ResignDialog(actions, refocus)
    }
}

/** What the portrait game screen draws above and below the board, the move table aside. */
private val PortraitChrome = 48.dp + 36.dp * 2 + 26.dp + ReplayBarHeight + 60.dp

/** The strip of the side drawn at the top, then the one at the bottom: the core's `stripOrder`. */
internal fun stripOrder(view: GameView): Pair<PlayerView?, PlayerView?> {
    val (top, bottom) = view.stripOrder.map { side -> view.players.firstOrNull { it.side == side } } +
        listOf(null, null)
    return top to bottom
}

/** "Resign this game?" before resigning, when the core asks for it. */
@Composable
private fun ResignDialog(actions: GameActions, refocus: () -> Unit) {
    val s = LocalStrings.current
    AlertDialog(
        onDismissRequest = {
            actions.onCancelResign()
            refocus()
        },
        title = { Text(s.resignConfirm) },
        confirmButton = {
            // The end sheet that follows takes the focus.
            TextButton(onClick = actions.onConfirmResign, Modifier.heightIn(min = 48.dp).testTag("confirm-resign")) {
                Text(s.resign)
            }
        },
        dismissButton = {
            TextButton(onClick = {
                actions.onCancelResign()
                refocus()
            }, Modifier.heightIn(min = 48.dp).testTag("cancel-resign")) { Text(s.close) }
        },
        modifier = Modifier.testTag("resign-dialog"),
    )
}
