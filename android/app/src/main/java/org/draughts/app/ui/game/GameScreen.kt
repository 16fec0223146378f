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
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
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
import org.draughts.core.Key
import org.draughts.core.MoveEntry
import org.draughts.core.Side

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
    val onReview: (Int) -> Unit = {},
    val onEndReview: () -> Unit = {},
    val onExportPdn: () -> Unit = {},
    val onNewGame: () -> Unit = {},
    val onBack: () -> Unit = {},
)

/** The route: binds a [GameStateHolder] to the stateless [GameScreen]. */
@Composable
fun GameRoute(holder: GameStateHolder, settings: AppSettings, onNewGame: () -> Unit, onBack: () -> Unit) {
    LaunchedEffect(holder) { holder.start() }
    LaunchedEffect(settings.language) { holder.setLanguage(settings.language) }
    LaunchedEffect(settings.autoFlip) { holder.setAutoFlip(settings.autoFlip) }
    GameScreen(
        uiState = holder.uiState,
        settings = settings,
        actions = GameActions(
            onTap = holder::onTap, onKey = holder::onKey, onUndo = holder::onUndo, onRedo = holder::onRedo,
            onHint = holder::onHint, onOfferDraw = holder::onOfferDraw, onAnswerDraw = holder::onAnswerDraw,
            onResign = holder::onResign, onFlip = holder::onFlip, onReview = holder::onReview, onEndReview = holder::endReview,
            onExportPdn = holder::onExportPdn, onNewGame = onNewGame, onBack = onBack,
        ),
    )
}

@Composable
fun GameScreen(uiState: GameUiState, settings: AppSettings, actions: GameActions, modifier: Modifier = Modifier) {
    val focus = remember { FocusRequester() }
    LaunchedEffect(Unit) { runCatching { focus.requestFocus() } }
    Surface(modifier.fillMaxSize()) {
        BoxWithConstraints(Modifier.fillMaxSize()) {
            val landscape = maxWidth > maxHeight
            val panelWidth = minOf(420.dp, maxWidth * 0.45f)
            val review = uiState.review
            val board = @Composable { m: Modifier ->
                if (review == null) {
                    Board(
                        model = uiState.board,
                        modifier = m.focusRequester(focus),
                        labels = settings.labels,
                        animationMillis = settings.animation.millis,
                        onTap = actions.onTap,
                        onKey = actions.onKey,
                    )
                } else {
                    // A reviewed position: the same board, read-only (a picture described by the review line).
                    Board(
                        model = review.board,
                        modifier = m,
                        labels = settings.labels,
                        description = LocalStrings.current.reviewing(review.plies, uiState.snapshot.moves.size),
                    )
                }
            }
            if (landscape) {
                Row(Modifier.fillMaxSize().padding(8.dp)) {
                    board(Modifier.weight(1f).fillMaxSize())
                    Spacer(Modifier.width(12.dp))
                    Column(Modifier.width(panelWidth).fillMaxSize().verticalScroll(rememberScrollState())) {
                        TopLine(uiState, actions)
                        StatusCard(uiState, actions)
                        ActionBar(uiState, actions)
                        MoveList(uiState, actions.onReview)
                    }
                }
            } else {
                Column(Modifier.fillMaxSize().padding(8.dp)) {
                    TopLine(uiState, actions)
                    StatusCard(uiState, actions)
                    board(Modifier.fillMaxWidth().aspectRatio(1f, matchHeightConstraintsFirst = true))
                    Column(Modifier.weight(1f).verticalScroll(rememberScrollState())) {
                        ActionBar(uiState, actions)
                        MoveList(uiState, actions.onReview)
                    }
                }
            }
        }
    }
}

@Composable
private fun TopLine(ui: GameUiState, actions: GameActions) {
    val s = LocalStrings.current
    Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
        TextButton(onClick = actions.onBack, modifier = Modifier.testTag("back")) { Text("‹ ${s.back}") }
        Text(
            ui.title, style = MaterialTheme.typography.titleMedium,
            modifier = Modifier.weight(1f).semantics { heading() }, maxLines = 1,
        )
    }
}

@Composable
private fun StatusCard(ui: GameUiState, actions: GameActions) {
    val s = LocalStrings.current
    val snap = ui.snapshot
    Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
        Column(Modifier.padding(12.dp)) {
            Text(
                snap.status,
                style = MaterialTheme.typography.titleMedium,
                fontWeight = if (snap.result != null) FontWeight.Bold else FontWeight.Normal,
                modifier = Modifier.testTag("status").semantics { liveRegion = LiveRegionMode.Polite },
            )
            if (ui.botThinking) {
                val p = ui.botProgress
                Text(
                    s.botThinking + (p?.let { " · ${it.depth} · ${it.pv.firstOrNull().orEmpty()}" } ?: "…"),
                    modifier = Modifier.testTag("bot-thinking"),
                )
                LinearProgressIndicator(Modifier.fillMaxWidth().padding(top = 4.dp))
            }
            snap.drawCounter?.let { Text(it.text, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag("draw-counter")) }
            snap.drawOffer?.let { by ->
                if (snap.result == null) {
                    Text(s.drawOffered(by), modifier = Modifier.testTag("draw-offer"))
                    Row {
                        Button(onClick = { actions.onAnswerDraw(true) }, Modifier.testTag("accept-draw")) { Text(s.acceptDraw) }
                        Spacer(Modifier.width(8.dp))
                        OutlinedButton(onClick = { actions.onAnswerDraw(false) }) { Text(s.declineDraw) }
                    }
                }
            }
            Text(
                ui.announcement.orEmpty(),
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.secondary,
                modifier = Modifier.testTag("announcement").semantics { liveRegion = LiveRegionMode.Polite },
            )
            ui.error?.let { Text(it, color = MaterialTheme.colorScheme.error) }
            ui.review?.let { r ->
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Text(
                        s.reviewing(r.plies, snap.moves.size),
                        style = MaterialTheme.typography.bodyMedium,
                        modifier = Modifier.weight(1f).testTag("reviewing").semantics { liveRegion = LiveRegionMode.Polite },
                    )
                    TextButton(onClick = actions.onEndReview, modifier = Modifier.testTag("end-review")) { Text(s.backToGame) }
                }
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ActionBar(ui: GameUiState, actions: GameActions) {
    val s = LocalStrings.current
    val snap = ui.snapshot
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp), modifier = Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
        OutlinedButton(onClick = actions.onUndo, enabled = snap.canUndo, modifier = Modifier.testTag("undo")) { Text(s.undo) }
        OutlinedButton(onClick = actions.onRedo, enabled = snap.canRedo, modifier = Modifier.testTag("redo")) { Text(s.redo) }
        if (ui.vsBot) OutlinedButton(onClick = actions.onHint, enabled = ui.canHint, modifier = Modifier.testTag("hint")) { Text(s.hint) }
        OutlinedButton(onClick = actions.onOfferDraw, enabled = ui.canOfferDraw, modifier = Modifier.testTag("offer-draw")) { Text(s.offerDraw) }
        OutlinedButton(onClick = actions.onResign, enabled = ui.canResign, modifier = Modifier.testTag("resign")) { Text(s.resign) }
        OutlinedButton(onClick = actions.onFlip, modifier = Modifier.testTag("flip")) { Text(s.flip) }
        OutlinedButton(onClick = actions.onExportPdn, modifier = Modifier.testTag("export-pdn")) { Text(s.exportPdn) }
        Button(onClick = actions.onNewGame, modifier = Modifier.testTag("new-game")) { Text(s.newGame) }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun MoveList(ui: GameUiState, onReview: (Int) -> Unit) {
    val s = LocalStrings.current
    val moves = ui.snapshot.moves
    Text(s.moves, style = MaterialTheme.typography.titleSmall, modifier = Modifier.padding(top = 8.dp).semantics { heading() })
    if (moves.isEmpty()) {
        Text(s.noMovesYet, style = MaterialTheme.typography.bodySmall)
        return
    }
    FlowRow(Modifier.fillMaxWidth().testTag("move-list"), verticalArrangement = Arrangement.spacedBy(2.dp)) {
        val shown = (ui.review?.plies ?: ui.snapshot.currentPly.toInt()) - 1
        for (m in moves) MoveChip(m, current = m.ply.toInt() == shown, onReview)
    }
}

@Composable
private fun MoveChip(m: MoveEntry, current: Boolean, onReview: (Int) -> Unit) {
    val label = buildString {
        if (m.side == Side.WHITE || m.ply.toInt() == 0) append("${m.number}.${if (m.side == Side.BLACK) ".." else ""} ")
        append(m.text)
    }
    val colours = MaterialTheme.colorScheme
    Box(
        Modifier
            .padding(end = 4.dp)
            .background(if (current) colours.primaryContainer else colours.surface, RoundedCornerShape(6.dp))
            .clickable { onReview(m.ply.toInt()) }
            .semantics { selected = current }
            .testTag("move-${m.ply}")
            .padding(horizontal = 6.dp, vertical = 6.dp),
    ) {
        Text(
            label,
            color = if (m.undone) colours.onSurface.copy(alpha = 0.4f) else colours.onSurface,
            style = MaterialTheme.typography.bodyMedium,
        )
    }
}

