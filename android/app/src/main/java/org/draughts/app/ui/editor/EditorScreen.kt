package org.draughts.app.ui.editor

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.LocalClipboardManager
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
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.common.Choice
import org.draughts.app.ui.common.ChoiceGroup
import org.draughts.app.ui.data.SessionPort
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.LocalBoardPalette
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.AnalysisHandle
import org.draughts.core.ControlView
import org.draughts.core.EditorInput
import org.draughts.core.EditorTool
import org.draughts.core.EditorToolView
import org.draughts.core.EditorView

/**
 * The position editor's route: the [holder]'s snapshot drawn by
 * [EditorScreen], the clipboard for the FEN (a platform service), and the
 * core's handles handed on: a game to [onPlay], an analysis board to
 * [onAnalyse]. [botLevel] is the level a game against the bot starts at.
 */
@Composable
fun EditorRoute(
    holder: EditorStateHolder,
    botLevel: UInt,
    onPlay: (SessionPort) -> Unit,
    onAnalyse: (AnalysisHandle) -> Unit,
    onBack: () -> Unit,
) {
    val clipboard = LocalClipboardManager.current
    EditorScreen(
        holder.view,
        onInput = holder::send,
        onCopyFen = { clipboard.setText(AnnotatedString(holder.view.fen)) },
        onPasteFen = { clipboard.getText()?.text?.let { holder.send(EditorInput.Fen(it)) } },
        onPlayBot = { holder.play(botLevel)?.let(onPlay) },
        onPlayFriend = { holder.play(null)?.let(onPlay) },
        onAnalyse = { holder.analyse()?.let(onAnalyse) },
        onBack = onBack,
    )
}

/**
 * The position editor, drawn from the core's [view]: a palette per colour
 * (man, king, eraser) beside the board, the board (a tap places the piece in
 * hand, again and again; a piece dragged elsewhere moves, dragged off the
 * board goes), the refusal or why the position cannot be played yet in
 * words, then the side to move, the variant, the FEN and Play or Analyse.
 * On a wide window the board takes the full height, the controls beside it.
 */
@Composable
fun EditorScreen(
    view: EditorView,
    onInput: (EditorInput) -> Unit,
    onCopyFen: () -> Unit,
    onPasteFen: () -> Unit,
    onPlayBot: () -> Unit,
    onPlayFriend: () -> Unit,
    onAnalyse: () -> Unit,
    onBack: () -> Unit,
) {
    val s = LocalStrings.current
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        BoxWithConstraints(Modifier.fillMaxSize()) {
            val board = @Composable { m: Modifier ->
                Board(
                    view.board,
                    modifier = m,
                    onTap = { onInput(EditorInput.Tap(it)) },
                    onKey = { onInput(EditorInput.Key(it)) },
                    label = view.spoken,
                    onDrag = { from, to -> onInput(EditorInput.Drag(from, to)) },
                    onDropOff = { onInput(EditorInput.DragOff(it)) },
                )
            }
            val panel = @Composable {
                EditorPanel(view, onInput, onCopyFen, onPasteFen, onPlayBot, onPlayFriend, onAnalyse)
            }
            if (maxWidth > maxHeight) {
                // The board as tall as the window allows while the controls keep a readable column.
                val side = minOf(maxHeight - 16.dp, maxWidth - 440.dp)
                Row(Modifier.fillMaxSize().padding(8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    Column(Modifier.fillMaxHeight(), verticalArrangement = Arrangement.SpaceBetween) {
                        Palette(view, 1, onInput, vertical = true)
                        Palette(view, 0, onInput, vertical = true)
                    }
                    board(Modifier.size(side))
                    Column(Modifier.weight(1f).verticalScroll(rememberScrollState())) {
                        BackBar(s.setUpPosition, onBack)
                        Said(view)
                        panel()
                    }
                }
            } else {
                Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(8.dp)) {
                    BackBar(s.setUpPosition, onBack)
                    Palette(view, 1, onInput)
                    board(Modifier.fillMaxWidth().aspectRatio(1f))
                    Palette(view, 0, onInput)
                    Said(view)
                    panel()
                }
            }
        }
    }
}

/** The refusal of the last edit, else why no game can start yet: next to the board, read out when it changes. */
@Composable
private fun Said(view: EditorView) {
    val refusal = view.refusal
    // When refused, `said` is the refusal as a sentence.
    val text = (if (refusal != null) view.said.ifEmpty { refusal } else null) ?: view.notReady ?: return
    Text(
        text,
        color = if (refusal != null) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurfaceVariant,
        style = MaterialTheme.typography.bodyMedium,
        modifier = Modifier.padding(vertical = 4.dp).testTag(
            if (refusal !=
                null
            ) {
                "editor-refusal"
            } else {
                "editor-not-ready"
            },
        )
            .semantics { liveRegion = LiveRegionMode.Polite },
    )
}

/** The tools of one colour ([side] 0 White, 1 Black: the core's palette titles), then the eraser. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Palette(view: EditorView, side: Int, onInput: (EditorInput) -> Unit, vertical: Boolean = false) {
    val mine = if (side == 0) {
        listOf(EditorTool.WHITE_MAN, EditorTool.WHITE_KING)
    } else {
        listOf(EditorTool.BLACK_MAN, EditorTool.BLACK_KING)
    }
    val tools = view.tools.filter { it.tool in mine || it.tool == EditorTool.ERASER }
    val title = view.paletteLabels.getOrElse(side) { "" }
    val buttons = @Composable {
        for (t in tools) {
            ToolButton(
                t,
                if (t.tool ==
                    EditorTool.ERASER
                ) {
                    "tool-eraser-$side"
                } else {
                    "tool-${t.tool.name.lowercase()}"
                },
            ) {
                onInput(EditorInput.Tool(t.tool))
            }
        }
    }
    val group = Modifier.semantics { contentDescription = title }.testTag("palette-$side")
    if (vertical) {
        Column(group, verticalArrangement = Arrangement.spacedBy(4.dp)) { buttons() }
    } else {
        FlowRow(group.padding(vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) { buttons() }
    }
}

/** One tool, a square's size: the piece it places (or the eraser's cross), ringed while in hand. */
@Composable
private fun ToolButton(t: EditorToolView, tag: String, onClick: () -> Unit) {
    val p = LocalBoardPalette.current
    val colours = MaterialTheme.colorScheme
    val shape = RoundedCornerShape(8.dp)
    Box(
        Modifier.size(48.dp)
            .border(if (t.selected) 3.dp else 1.dp, if (t.selected) colours.primary else colours.outline, shape)
            .focusRing(shape)
            .clickable(onClick = onClick)
            .testTag(tag)
            .clearAndSetSemantics {
                contentDescription = t.label
                role = Role.RadioButton
                selected = t.selected
                onClick {
                    onClick()
                    true
                }
            },
        contentAlignment = Alignment.Center,
    ) {
        Canvas(Modifier.size(36.dp)) {
            when (t.tool) {
                EditorTool.WHITE_MAN -> disc(p.whitePiece, p.whiteEdge, king = false)
                EditorTool.WHITE_KING -> disc(p.whitePiece, p.whiteEdge, king = true)
                EditorTool.BLACK_MAN -> disc(p.blackPiece, p.blackEdge, king = false)
                EditorTool.BLACK_KING -> disc(p.blackPiece, p.blackEdge, king = true)
                EditorTool.ERASER -> cross(colours.onSurface)
            }
        }
    }
}

/** A piece seen from above; a king is two pieces stacked, as on a real board. */
private fun DrawScope.disc(fill: Color, edge: Color, king: Boolean) {
    val r = size.minDimension * 0.38f
    val lift = if (king) r * 0.3f else 0f
    val centre = Offset(size.width / 2, size.height / 2 + lift / 2)
    if (king) {
        drawCircle(fill, r, centre)
        drawCircle(edge, r, centre, style = Stroke(width = r * 0.14f))
    }
    val top = centre - Offset(0f, lift)
    drawCircle(fill, r, top)
    drawCircle(edge, r, top, style = Stroke(width = r * 0.14f))
    drawCircle(edge, r * 0.6f, top, style = Stroke(width = r * 0.08f))
}

/** The eraser: a cross. */
private fun DrawScope.cross(colour: Color) {
    val a = size.minDimension * 0.25f
    val b = size.minDimension * 0.75f
    drawLine(colour, Offset(a, a), Offset(b, b), strokeWidth = size.minDimension * 0.1f)
    drawLine(colour, Offset(a, b), Offset(b, a), strokeWidth = size.minDimension * 0.1f)
}

/** Side to move, the board's buttons, the variant, the FEN, then Analyse and Play. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun EditorPanel(
    view: EditorView,
    onInput: (EditorInput) -> Unit,
    onCopyFen: () -> Unit,
    onPasteFen: () -> Unit,
    onPlayBot: () -> Unit,
    onPlayFriend: () -> Unit,
    onAnalyse: () -> Unit,
) {
    Column(Modifier.widthIn(max = 560.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        ChoiceGroup(
            view.turnLabel,
            view.turns.map { Choice("turn-${it.side.name.lowercase()}", it.label) },
            view.turns.indexOfFirst { it.selected },
            { onInput(EditorInput.Turn(view.turns[it].side)) },
            groupTag = "editor-turns",
        )
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Action(view.controls.start, "editor-start", primary = false) { onInput(EditorInput.StartPosition) }
            Action(view.controls.clear, "editor-clear", primary = false) { onInput(EditorInput.Clear) }
            Action(view.controls.flip, "editor-flip", primary = false) { onInput(EditorInput.Flip) }
        }
        Text(
            view.variantLabel,
            style = MaterialTheme.typography.labelLarge,
            modifier = Modifier.semantics {
                heading()
            },
        )
        ChoiceGroup(
            view.variantLabel,
            view.variants.map { Choice("variant-${it.variant.name.lowercase()}", it.label) },
            view.variants.indexOfFirst { it.selected },
            { onInput(EditorInput.Variant(view.variants[it].variant)) },
            groupTag = "editor-variants",
        )
        Text(view.fen, style = MaterialTheme.typography.bodySmall, modifier = Modifier.testTag("editor-fen"))
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Action(view.controls.copyFen, "editor-copy-fen", primary = false, onClick = onCopyFen)
            Action(view.controls.pasteFen, "editor-paste-fen", primary = false, onClick = onPasteFen)
        }
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Action(view.controls.analyse, "editor-analyse", primary = true, onClick = onAnalyse)
            Action(view.controls.playBot, "editor-play-bot", primary = false, onClick = onPlayBot)
            Action(view.controls.playFriend, "editor-play-friend", primary = false, onClick = onPlayFriend)
        }
    }
}

/** A button as the core describes it: its label, enabled or not. */
@Composable
private fun Action(c: ControlView, tag: String, primary: Boolean, onClick: () -> Unit) {
    val m = Modifier.heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag(tag)
    if (primary) {
        Button(onClick = onClick, enabled = c.enabled, modifier = m) { Text(c.label) }
    } else {
        OutlinedButton(onClick = onClick, enabled = c.enabled, modifier = m) { Text(c.label) }
    }
}
