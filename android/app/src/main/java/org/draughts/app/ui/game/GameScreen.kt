package org.draughts.app.ui.game

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.focusable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.relocation.BringIntoViewRequester
import androidx.compose.foundation.relocation.bringIntoViewRequester
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.input.key.KeyEvent
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.isCtrlPressed
import androidx.compose.ui.input.key.isShiftPressed
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.onKeyEvent
import androidx.compose.ui.input.key.type
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.LocalBoardPalette
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.requestFocusSoon
import org.draughts.core.EventKind
import org.draughts.core.GameView
import org.draughts.core.Key
import org.draughts.core.MoveEntry
import org.draughts.core.PlayerView
import org.draughts.core.Side
import androidx.compose.ui.input.key.Key as ComposeKey

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
    val onRematch: () -> Unit = {},
    val onDismissEnd: () -> Unit = {},
    val onHelp: () -> Unit = {},
    val onBack: () -> Unit = {},
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
    reducedMotion: Boolean = false,
) {
    LaunchedEffect(holder) { holder.start() }
    LaunchedEffect(holder, settings.language) { holder.setLanguage(settings.language) }
    LaunchedEffect(holder, settings.autoFlip) { holder.setAutoFlip(settings.autoFlip) }
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
            onTap = holder::onTap, onKey = holder::onKey, onUndo = holder::onUndo, onRedo = holder::onRedo,
            onHint = holder::onHint, onOfferDraw = holder::onOfferDraw, onAnswerDraw = holder::onAnswerDraw,
            onResign = holder::onResign, onFlip = holder::onFlip,
            onReview = holder::onReview, onEndReview = holder::onEndReview,
            onExportPdn = holder::onExportPdn, onNewGame = onNewGame, onRematch = onRematch,
            onDismissEnd = holder::onDismissEnd, onHelp = onHelp, onBack = onBack,
        ),
    )
}

/** Desktop and hardware-keyboard shortcuts; the buttons they stand for say whether they apply. */
private fun shortcut(e: KeyEvent, view: GameView, a: GameActions): Boolean {
    if (e.type != KeyEventType.KeyDown) return false
    val act = view.actions
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
            if (act.flip) a.onFlip()
            true
        }

        e.key == ComposeKey.H -> {
            if (act.hintOffered && act.hint) a.onHint()
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

        e.key == ComposeKey.Escape -> {
            a.onBack()
            true
        }

        else -> false
    }
}

@Composable
fun GameScreen(uiState: GameUiState, settings: AppSettings, actions: GameActions, modifier: Modifier = Modifier) {
    val boardFocus = remember { FocusRequester() }
    val view = uiState.view
    val sheet = uiState.endSheet && view.result != null
    // The board has the focus when the screen opens and whenever the end sheet goes (closed, or undone away).
    LaunchedEffect(sheet) { if (!sheet) boardFocus.requestFocusSoon() }
    // Back on the board after a review ends, a dialog closes or the end sheet goes.
    val refocus = {
        runCatching { boardFocus.requestFocus() }
        Unit
    }
    Surface(modifier.fillMaxSize().onKeyEvent { shortcut(it, view, actions) }) {
        BoxWithConstraints(Modifier.fillMaxSize()) {
            val wide = maxWidth >= 600.dp && maxWidth > maxHeight
            val panelWidth = minOf(420.dp, maxWidth * 0.42f)
            val board = @Composable { m: Modifier ->
                // Live or reviewed, the core's board: taps on a reviewed one are refused by the core, in words.
                Board(
                    board = view.board,
                    modifier = m.focusRequester(boardFocus),
                    labels = settings.labels,
                    animationMillis = settings.animation.millis,
                    moveKey = view.event?.takeIf { it.kind is EventKind.Moved }?.seq,
                    onTap = actions.onTap,
                    // Escape cancels on the board while the core has something to cancel, else leaves.
                    onKey = { k ->
                        if (k == Key.ESCAPE &&
                            !view.actions.cancel
                        ) {
                            actions.onBack()
                        } else {
                            actions.onKey(k)
                        }
                    },
                    label = LocalStrings.current.board,
                )
            }
            val (top, bottom) = stripOrder(view)
            if (wide) {
                Row(Modifier.fillMaxSize().padding(8.dp)) {
                    // The largest square that fits beside the panel: the width or the height decides.
                    Box(Modifier.weight(1f).fillMaxHeight(), contentAlignment = Alignment.Center) {
                        board(Modifier.aspectRatio(1f))
                    }
                    Spacer(Modifier.width(12.dp))
                    Column(Modifier.width(panelWidth).fillMaxHeight()) {
                        TopBar(view, actions)
                        top?.let { PlayerStrip(it, uiState) }
                        bottom?.let { PlayerStrip(it, uiState) }
                        StatusLine(uiState, actions, refocus)
                        MoveStrip(view, actions.onReview) {
                            actions.onEndReview()
                            refocus()
                        }
                        DrawOfferRow(view, actions)
                        Spacer(Modifier.weight(1f))
                        BottomBar(view, actions, refocus)
                    }
                }
            } else {
                Column(Modifier.fillMaxSize().padding(horizontal = 4.dp)) {
                    TopBar(view, actions)
                    // The board takes what the fixed-height rows leave, up to the full width; the bar stays at the bottom.
                    Column(Modifier.weight(1f).fillMaxWidth().testTag("game-body")) {
                        top?.let { PlayerStrip(it, uiState) }
                        board(
                            Modifier.fillMaxWidth().weight(
                                1f,
                                fill = false,
                            ).aspectRatio(1f, matchHeightConstraintsFirst = true),
                        )
                        bottom?.let { PlayerStrip(it, uiState) }
                        StatusLine(uiState, actions, refocus)
                        MoveStrip(view, actions.onReview) {
                            actions.onEndReview()
                            refocus()
                        }
                        DrawOfferRow(view, actions)
                    }
                    BottomBar(view, actions, refocus)
                }
            }
            if (sheet) {
                EndSheet(view, actions, refocus, Modifier.align(Alignment.BottomCenter).widthIn(max = 560.dp))
            }
        }
    }
}

/** The strip of the side drawn at the top, then the one at the bottom. */
private fun stripOrder(view: GameView): Pair<PlayerView?, PlayerView?> {
    val white = view.players.firstOrNull { it.side == Side.WHITE }
    val black = view.players.firstOrNull { it.side == Side.BLACK }
    return if (view.board.flipped) white to black else black to white
}

@Composable
private fun TopBar(view: GameView, actions: GameActions) {
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

/** Who plays a side, its pieces in the core's words, a marker when it is to move, progress while the bot thinks. */
@Composable
private fun PlayerStrip(p: PlayerView, ui: GameUiState) {
    val colours = MaterialTheme.colorScheme
    val palette = LocalBoardPalette.current
    Row(
        Modifier.fillMaxWidth().height(36.dp)
            .background(if (p.toMove) colours.secondaryContainer else colours.surface, RoundedCornerShape(8.dp))
            .testTag("player-${p.side.name.lowercase()}")
            // The core reads the strip aloud: name, colour, turn or thinking, pieces.
            .clearAndSetSemantics { contentDescription = p.spoken }
            .padding(horizontal = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        // The marker is a shape (a pointer), not only a colour.
        Canvas(Modifier.size(12.dp)) {
            if (p.toMove) {
                val path = Path().apply {
                    moveTo(0f, 0f)
                    lineTo(size.width, size.height / 2)
                    lineTo(0f, size.height)
                    close()
                }
                drawPath(path, colours.onSecondaryContainer)
            }
        }
        Spacer(Modifier.width(6.dp))
        Canvas(Modifier.size(18.dp)) {
            val white = p.side == Side.WHITE
            drawCircle(if (white) palette.whitePiece else palette.blackPiece)
            drawCircle(if (white) palette.whiteEdge else palette.blackEdge, style = Stroke(width = 1.5f * density))
        }
        Spacer(Modifier.width(8.dp))
        Text(
            p.name,
            style = MaterialTheme.typography.titleSmall,
            maxLines = 1,
            overflow = TextOverflow.Ellipsis,
            fontWeight = if (p.toMove) FontWeight.Bold else FontWeight.Normal,
            modifier = Modifier.weight(1f),
        )
        if (p.thinking) {
            Spacer(Modifier.width(8.dp))
            CircularProgressIndicator(Modifier.size(16.dp).testTag("bot-thinking"), strokeWidth = 2.dp)
            ui.progress?.let { Text(" ${it.depth}", style = MaterialTheme.typography.labelSmall) }
        }
        Spacer(Modifier.width(8.dp))
        Text(
            p.pieces,
            style = MaterialTheme.typography.bodySmall,
            maxLines = 1,
            modifier = Modifier.testTag("pieces-${p.side.name.lowercase()}"),
        )
    }
}

/** One line for the core's status, one for what was just said (the live region); fixed height so the board never moves. */
@Composable
private fun StatusLine(ui: GameUiState, actions: GameActions, refocus: () -> Unit) {
    val s = LocalStrings.current
    val view = ui.view
    Column(Modifier.fillMaxWidth().padding(horizontal = 8.dp, vertical = 2.dp)) {
        Row(Modifier.fillMaxWidth().height(26.dp), verticalAlignment = Alignment.CenterVertically) {
            // Not a live region: what changed it is announced once, as the core's event below.
            Text(
                view.status,
                style = MaterialTheme.typography.titleSmall,
                fontWeight = if (view.result != null) FontWeight.Bold else FontWeight.Normal,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
                modifier = Modifier.weight(1f).testTag("status"),
            )
            view.drawCounter?.let {
                Text(
                    it.text,
                    style = MaterialTheme.typography.labelMedium,
                    maxLines = 1,
                    color = MaterialTheme.colorScheme.onTertiaryContainer,
                    modifier = Modifier.padding(start = 6.dp)
                        .background(MaterialTheme.colorScheme.tertiaryContainer, RoundedCornerShape(6.dp))
                        .padding(horizontal = 6.dp, vertical = 2.dp).testTag("draw-counter"),
                )
            }
        }
        Row(Modifier.fillMaxWidth().heightIn(min = 20.dp), verticalAlignment = Alignment.CenterVertically) {
            if (ui.error != null) {
                Text(
                    ui.error,
                    color = MaterialTheme.colorScheme.error,
                    maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                    style = MaterialTheme.typography.bodySmall,
                    modifier = Modifier.weight(1f).testTag("error"),
                )
            } else {
                Text(
                    ui.announcement.orEmpty(),
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.secondary,
                    maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                    modifier = Modifier.weight(1f).testTag("announcement").semantics {
                        liveRegion =
                            LiveRegionMode.Polite
                    },
                )
            }
        }
    }
}

/**
 * The moves as one horizontal strip that keeps the current move in view.
 * One tab stop: Left and Right step through the positions, Home and End go
 * to the start and the live game; a tap reviews that move.
 */
@Composable
private fun MoveStrip(view: GameView, onReview: (UInt) -> Unit, onEndReview: (() -> Unit)? = null) {
    val s = LocalStrings.current
    val scroll = rememberScrollState()
    val shown = view.review?.plies ?: view.currentPly
    // While reviewing, "Back to the game" sits at the strip's start: the same height, so nothing moves.
    Row(Modifier.fillMaxWidth().height(48.dp), verticalAlignment = Alignment.CenterVertically) {
        if (view.actions.endReview && onEndReview != null) {
            TextButton(
                onClick = onEndReview,
                modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag("end-review"),
            ) {
                Text(s.backToGame)
            }
        }
        MoveRow(view, shown, scroll, onReview)
    }
}

@Composable
private fun MoveRow(
    view: GameView,
    shown: UInt,
    scroll: androidx.compose.foundation.ScrollState,
    onReview: (UInt) -> Unit,
) {
    val s = LocalStrings.current
    Row(
        Modifier.fillMaxWidth().height(48.dp)
            .focusRing()
            .onKeyEvent { e ->
                if (e.type != KeyEventType.KeyDown) return@onKeyEvent false
                val to = when (e.key) {
                    // The core says where previous and next lead (none at either end).
                    ComposeKey.DirectionLeft -> view.actions.reviewBack

                    ComposeKey.DirectionRight -> view.actions.reviewForward

                    ComposeKey.MoveHome -> 0u

                    ComposeKey.MoveEnd -> view.currentPly

                    else -> return@onKeyEvent false
                }
                if (to != null && to != shown) onReview(to)
                true
            }
            .focusable()
            .semantics { contentDescription = s.moves }
            .horizontalScroll(scroll)
            .testTag("move-list"),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        if (view.moves.isEmpty()) {
            Text(
                s.noMovesYet,
                style = MaterialTheme.typography.bodySmall,
                modifier = Modifier.padding(horizontal = 8.dp),
            )
        }
        for (m in view.moves) MoveChip(m, onReview)
    }
}

/** One move as the core lists it: its number label ("1.", "1…") if any, then its text. Not a tab stop: the strip is. */
@Composable
private fun MoveChip(m: MoveEntry, onReview: (UInt) -> Unit) {
    val text = listOfNotNull(m.label, m.text).joinToString(" ")
    val colours = MaterialTheme.colorScheme
    val requester = remember { BringIntoViewRequester() }
    LaunchedEffect(m.current) { if (m.current) requester.bringIntoView() }
    Box(
        Modifier
            .bringIntoViewRequester(requester)
            .heightIn(min = 48.dp).widthIn(min = 48.dp)
            .padding(horizontal = 2.dp, vertical = 6.dp)
            .background(if (m.current) colours.primaryContainer else colours.surface, RoundedCornerShape(6.dp))
            .pointerInput(m.ply) { detectTapGestures { onReview(m.ply + 1u) } }
            .semantics(mergeDescendants = true) {
                selected = m.current
                role = Role.Tab
                onClick {
                    onReview(m.ply + 1u)
                    true
                }
            }
            .testTag("move-${m.ply}")
            .padding(horizontal = 6.dp),
        contentAlignment = Alignment.Center,
    ) {
        Text(
            text,
            color = if (m.undone) {
                colours.onSurface.copy(alpha = 0.4f)
            } else if (m.current) {
                colours.onPrimaryContainer
            } else {
                colours.onSurface
            },
            style = MaterialTheme.typography.bodyMedium,
            maxLines = 1,
        )
    }
}

@Composable
private fun DrawOfferRow(view: GameView, actions: GameActions) {
    val s = LocalStrings.current
    val offer = view.drawOffer ?: return
    Column(Modifier.fillMaxWidth().padding(horizontal = 8.dp)) {
        Text(offer.text, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag("draw-offer"))
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Button(
                onClick = {
                    actions.onAnswerDraw(true)
                },
                enabled = view.actions.answerDraw,
                modifier = Modifier.focusRing(RoundedCornerShape(50)).testTag("accept-draw"),
            ) { Text(s.acceptDraw) }
            OutlinedButton(
                onClick = {
                    actions.onAnswerDraw(false)
                },
                enabled = view.actions.answerDraw,
                modifier = Modifier.focusRing(RoundedCornerShape(50)).testTag("decline-draw"),
            ) { Text(s.declineDraw) }
        }
    }
}

/** The actions as icon buttons with their labels; the rarer ones in a menu. Enabled as the core's `actions` say. */
@Composable
private fun BottomBar(view: GameView, actions: GameActions, refocus: () -> Unit) {
    val s = LocalStrings.current
    val a = view.actions
    var menu by remember { mutableStateOf(false) }
    Row(
        Modifier.fillMaxWidth().height(60.dp),
        horizontalArrangement = Arrangement.SpaceEvenly,
        verticalAlignment = Alignment.CenterVertically,
    ) {
        BarButton(AppIcons.Undo, s.undo, a.undo, "undo", actions.onUndo)
        BarButton(AppIcons.Redo, s.redo, a.redo, "redo", actions.onRedo)
        if (a.hintOffered) BarButton(AppIcons.Hint, s.hint, a.hint, "hint", actions.onHint)
        BarButton(AppIcons.Flip, s.flipShort, a.flip, "flip", actions.onFlip)
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
                item(s.offerDraw, a.offerDraw, "offer-draw", actions.onOfferDraw)()
                item(s.resign, a.resign, "resign", actions.onResign)()
                item(s.exportPdn, a.export, "export-pdn", actions.onExportPdn)()
                item(s.newGame, true, "new-game", actions.onNewGame)()
            }
        }
    }
}

@Composable
private fun BarButton(icon: ImageVector, label: String, enabled: Boolean, tag: String, onClick: () -> Unit) {
    val colour = MaterialTheme.colorScheme.onSurface.let { if (enabled) it else it.copy(alpha = 0.38f) }
    Column(
        Modifier.widthIn(min = 64.dp).heightIn(min = 56.dp)
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

/** The end of the game: the core's result sentence, then what to do next. */
@Composable
private fun EndSheet(view: GameView, actions: GameActions, refocus: () -> Unit, modifier: Modifier) {
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
                    enabled = view.actions.export,
                    modifier = Modifier.weight(
                        1f,
                    ).heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag("sheet-export"),
                ) { Text(s.exportPdn) }
                OutlinedButton(
                    onClick = {
                        actions.onDismissEnd()
                        refocus()
                    },
                    modifier = Modifier.weight(
                        1f,
                    ).heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag("sheet-review"),
                ) { Text(s.review) }
            }
        }
    }
}
