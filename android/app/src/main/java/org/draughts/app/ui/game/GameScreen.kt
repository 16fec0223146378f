package org.draughts.app.ui.game

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.settings.AppSettings
import org.draughts.core.EventKind
import org.draughts.core.GameView
import org.draughts.core.Key
import org.draughts.core.MoveEntry

/** The game screen's inputs, as lambdas (the screen itself holds no state). */
data class GameActions(
    val onTap: (UInt) -> Unit = {},
    val onKey: (Key) -> Unit = {},
    val onUndo: () -> Unit = {},
    val onRedo: () -> Unit = {},
    val onHint: () -> Unit = {},
    val onOfferDraw: () -> Unit = {},
    val onAnswerDraw: (Boolean) -> Unit = {},
    val onResign: () -> Unit = {},
    val onFlip: () -> Unit = {},
    /** Shows the position after this many plies (a move's `ply + 1`). */
    val onReview: (UInt) -> Unit = {},
    val onEndReview: () -> Unit = {},
    val onExportPdn: () -> Unit = {},
    val onNewGame: () -> Unit = {},
    val onBack: () -> Unit = {},
)

/** The route: binds a [GameStateHolder] to the stateless [GameScreen]. */
@Composable
fun GameRoute(holder: GameStateHolder, settings: AppSettings, onNewGame: () -> Unit, onBack: () -> Unit) {
    LaunchedEffect(holder) { holder.start() }
    LaunchedEffect(holder, settings.language) { holder.setLanguage(settings.language) }
    LaunchedEffect(holder, settings.autoFlip) { holder.setAutoFlip(settings.autoFlip) }
    GameScreen(
        uiState = holder.uiState,
        settings = settings,
        actions = GameActions(
            onTap = holder::onTap, onKey = holder::onKey, onUndo = holder::onUndo, onRedo = holder::onRedo,
            onHint = holder::onHint, onOfferDraw = holder::onOfferDraw, onAnswerDraw = holder::onAnswerDraw,
            onResign = holder::onResign, onFlip = holder::onFlip, onReview = holder::onReview, onEndReview = holder::onEndReview,
            onExportPdn = holder::onExportPdn, onNewGame = onNewGame, onBack = onBack,
        ),
    )
}

@Composable
fun GameScreen(uiState: GameUiState, settings: AppSettings, actions: GameActions, modifier: Modifier = Modifier) {
    val focus = remember { FocusRequester() }
    LaunchedEffect(Unit) { runCatching { focus.requestFocus() } }
    val view = uiState.view
    Surface(modifier.fillMaxSize()) {
        BoxWithConstraints(Modifier.fillMaxSize()) {
            val landscape = maxWidth > maxHeight
            val panelWidth = minOf(420.dp, maxWidth * 0.45f)
            // Live or reviewed, the core's board: taps on a reviewed one are refused by the core, in words.
            val board = @Composable { m: Modifier ->
                Board(
                    board = view.board,
                    modifier = m.focusRequester(focus),
                    labels = settings.labels,
                    animationMillis = settings.animation.millis,
                    moveKey = view.event?.takeIf { it.kind is EventKind.Moved }?.seq,
                    onTap = actions.onTap,
                    onKey = actions.onKey,
                )
            }
            if (landscape) {
                Row(Modifier.fillMaxSize().padding(8.dp)) {
                    board(Modifier.weight(1f).fillMaxSize())
                    Spacer(Modifier.width(12.dp))
                    Column(Modifier.width(panelWidth).fillMaxSize().verticalScroll(rememberScrollState())) {
                        TopLine(view, actions)
                        StatusCard(uiState, actions)
                        ActionBar(view, actions)
                        MoveList(view, actions.onReview)
                    }
                }
            } else {
                Column(Modifier.fillMaxSize().padding(8.dp)) {
                    TopLine(view, actions)
                    StatusCard(uiState, actions)
                    board(Modifier.fillMaxWidth().aspectRatio(1f, matchHeightConstraintsFirst = true))
                    Column(Modifier.weight(1f).verticalScroll(rememberScrollState())) {
                        ActionBar(view, actions)
                        MoveList(view, actions.onReview)
                    }
                }
            }
        }
    }
}

@Composable
private fun TopLine(view: GameView, actions: GameActions) {
    val s = LocalStrings.current
    Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
        TextButton(onClick = actions.onBack, modifier = Modifier.testTag("back")) { Text("‹ ${s.back}") }
        Column(Modifier.weight(1f)) {
            Text(view.title, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() }, maxLines = 1)
            Text(view.mode, style = MaterialTheme.typography.bodySmall, maxLines = 1, modifier = Modifier.testTag("mode"))
        }
    }
}

@Composable
private fun StatusCard(ui: GameUiState, actions: GameActions) {
    val s = LocalStrings.current
    val view = ui.view
    Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
        Column(Modifier.padding(12.dp)) {
            // Not a live region: what changed it is announced once, as the core's event below.
            Text(
                view.status,
                style = MaterialTheme.typography.titleMedium,
                fontWeight = if (view.result != null) FontWeight.Bold else FontWeight.Normal,
                modifier = Modifier.testTag("status"),
            )
            if (view.players.any { it.thinking }) {
                Row(Modifier.testTag("bot-thinking"), verticalAlignment = Alignment.CenterVertically) {
                    LinearProgressIndicator(Modifier.weight(1f).padding(end = 8.dp))
                    ui.progress?.let { p -> Text("${p.depth} · ${p.pv.firstOrNull().orEmpty()}", style = MaterialTheme.typography.bodySmall) }
                }
            }
            view.drawCounter?.let { Text(it.text, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag("draw-counter")) }
            view.drawOffer?.let { offer ->
                Text(offer.text, modifier = Modifier.testTag("draw-offer"))
                Row {
                    Button(
                        onClick = { actions.onAnswerDraw(true) }, enabled = view.actions.answerDraw, modifier = Modifier.testTag("accept-draw"),
                    ) { Text(s.acceptDraw) }
                    Spacer(Modifier.width(8.dp))
                    OutlinedButton(
                        onClick = { actions.onAnswerDraw(false) }, enabled = view.actions.answerDraw, modifier = Modifier.testTag("decline-draw"),
                    ) { Text(s.declineDraw) }
                }
            }
            Text(
                ui.announcement.orEmpty(),
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.secondary,
                modifier = Modifier.testTag("announcement").semantics { liveRegion = LiveRegionMode.Polite },
            )
            ui.error?.let { Text(it, color = MaterialTheme.colorScheme.error, modifier = Modifier.testTag("error")) }
            if (view.actions.endReview) {
                TextButton(onClick = actions.onEndReview, modifier = Modifier.testTag("end-review")) { Text(s.backToGame) }
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ActionBar(view: GameView, actions: GameActions) {
    val s = LocalStrings.current
    val a = view.actions
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp), modifier = Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
        OutlinedButton(onClick = actions.onUndo, enabled = a.undo, modifier = Modifier.testTag("undo")) { Text(s.undo) }
        OutlinedButton(onClick = actions.onRedo, enabled = a.redo, modifier = Modifier.testTag("redo")) { Text(s.redo) }
        if (a.hintOffered) OutlinedButton(onClick = actions.onHint, enabled = a.hint, modifier = Modifier.testTag("hint")) { Text(s.hint) }
        OutlinedButton(onClick = actions.onOfferDraw, enabled = a.offerDraw, modifier = Modifier.testTag("offer-draw")) { Text(s.offerDraw) }
        OutlinedButton(onClick = actions.onResign, enabled = a.resign, modifier = Modifier.testTag("resign")) { Text(s.resign) }
        OutlinedButton(onClick = actions.onFlip, enabled = a.flip, modifier = Modifier.testTag("flip")) { Text(s.flip) }
        OutlinedButton(onClick = actions.onExportPdn, enabled = a.export, modifier = Modifier.testTag("export-pdn")) { Text(s.exportPdn) }
        Button(onClick = actions.onNewGame, modifier = Modifier.testTag("new-game")) { Text(s.newGame) }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun MoveList(view: GameView, onReview: (UInt) -> Unit) {
    val s = LocalStrings.current
    Text(s.moves, style = MaterialTheme.typography.titleSmall, modifier = Modifier.padding(top = 8.dp).semantics { heading() })
    if (view.moves.isEmpty()) {
        Text(s.noMovesYet, style = MaterialTheme.typography.bodySmall)
        return
    }
    FlowRow(Modifier.fillMaxWidth().testTag("move-list"), verticalArrangement = Arrangement.spacedBy(2.dp)) {
        for (m in view.moves) MoveChip(m, onReview)
    }
}

/** One move as the core lists it: its number label ("1.", "1…") if any, then its text. */
@Composable
private fun MoveChip(m: MoveEntry, onReview: (UInt) -> Unit) {
    val text = listOfNotNull(m.label, m.text).joinToString(" ")
    val colours = MaterialTheme.colorScheme
    Box(
        Modifier
            .padding(end = 4.dp)
            .background(if (m.current) colours.primaryContainer else colours.surface, RoundedCornerShape(6.dp))
            .clickable { onReview(m.ply + 1u) }
            .semantics { selected = m.current }
            .testTag("move-${m.ply}")
            .padding(horizontal = 6.dp, vertical = 6.dp),
    ) {
        Text(
            text,
            color = if (m.undone) colours.onSurface.copy(alpha = 0.4f) else colours.onSurface,
            style = MaterialTheme.typography.bodyMedium,
        )
    }
}
