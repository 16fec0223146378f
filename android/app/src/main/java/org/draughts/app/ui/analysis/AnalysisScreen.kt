// The analysis board and the game review: the route that binds an [AnalysisStateHolder], and the stateless
// screen that lays the parts out in the shared board layout (phone: lines, board and gauge, the bar, then the
// review and the moves; wide window: the board at full height, the rest in the side panel).
package org.draughts.app.ui.analysis

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.board.boardKeys
import org.draughts.app.ui.game.BoardScaffold
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.AnalysisInput
import org.draughts.core.AnalysisView

/** The route: starts what the snapshot wants, closes the analysis when it leaves, forwards every input. */
@Composable
fun AnalysisRoute(holder: AnalysisStateHolder, settings: AppSettings, title: String, onBack: () -> Unit) {
    LaunchedEffect(holder) { holder.start() }
    DisposableEffect(holder) { onDispose { holder.close() } }
    AnalysisScreen(holder.uiState, settings, title, holder::send, onBack)
}

/** The stateless screen: the core's snapshot, each input sent as the core's one input type. */
@Composable
fun AnalysisScreen(
    uiState: AnalysisUiState,
    settings: AppSettings,
    title: String,
    onInput: (AnalysisInput) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val view = uiState.view
    val s = LocalStrings.current
    Surface(modifier.fillMaxSize().escapeGoesBack(onBack).testTag("analysis")) {
        val board = @Composable { m: Modifier ->
            Row(m, horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                Board(
                    board = view.board,
                    modifier = Modifier.weight(1f).aspectRatio(1f, matchHeightConstraintsFirst = true),
                    labels = settings.labels,
                    moveArrows = view.arrows,
                    onTap = { onInput(AnalysisInput.Tap(it)) },
                    onDrag = { from, to -> onInput(AnalysisInput.Drag(from, to)) },
                    moveInput = settings.moveInput,
                    // What Escape means (cancel a selection, or leave) is the core's board's.
                    onKey = boardKeys(view.board, onBack) { onInput(AnalysisInput.Key(it)) },
                    label = s.board,
                )
                EvalGauge(view, Modifier.fillMaxHeight().width(22.dp))
            }
        }
        // The shared board layout: in landscape the board (and its gauge) at full height, the rest beside it.
        BoardScaffold(
            title = { BackBar(title, onBack) },
            header = { EngineLines(view, onInput) },
            board = board,
            status = {
                ControlBar(view, onInput)
                Text(
                    uiState.error ?: view.said,
                    style = MaterialTheme.typography.bodySmall,
                    maxLines = 2,
                    modifier = Modifier.fillMaxWidth().padding(horizontal = 4.dp).testTag("analysis-said")
                        .semantics { liveRegion = LiveRegionMode.Polite },
                )
            },
            moves = { m ->
                Column(m.verticalScroll(rememberScrollState()).testTag("analysis-panel")) {
                    ReviewPanel(view, onInput)
                    MoveList(view, onInput)
                }
            },
            boardAspect = 1.07f,
        )
    }
}

/** The main line's moves in order: the move after `i` plies is at `i`. */
internal fun AnalysisView.mainLine() = moves.filter { it.depth == 0u }

/** The node after [plies] plies of the main line (the start for 0). */
internal fun AnalysisView.mainLineNode(plies: Int): ULong = if (plies <= 0) 0uL else mainLine()[plies - 1].node
