package org.draughts.app.ui.board

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.LinearOutSlowInEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.focusable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.focus.onFocusChanged
import androidx.compose.ui.input.key.KeyEvent
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.onKeyEvent
import androidx.compose.ui.input.key.type
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import androidx.compose.ui.unit.sp
import org.draughts.app.ui.settings.SquareLabels
import org.draughts.app.ui.theme.BoardPalette
import org.draughts.app.ui.theme.LocalBoardPalette
import org.draughts.core.BoardView
import org.draughts.core.DiagramArrow
import org.draughts.core.Key
import org.draughts.core.PieceInfo
import org.draughts.core.PieceKind
import org.draughts.core.Side
import org.draughts.core.SquareView
import androidx.compose.ui.input.key.Key as ComposeKey

/** Board keys on key-down: the keypad diagonals, Enter or Space, Escape. Arrows are handled by [ArrowKeys]. */
private fun keyFor(k: ComposeKey): Key? = when (k) {
    ComposeKey.MoveHome -> Key.UP_LEFT
    ComposeKey.PageUp -> Key.UP_RIGHT
    ComposeKey.MoveEnd -> Key.DOWN_LEFT
    ComposeKey.PageDown -> Key.DOWN_RIGHT
    ComposeKey.Enter, ComposeKey.NumPadEnter, ComposeKey.DirectionCenter, ComposeKey.Spacebar -> Key.ENTER
    ComposeKey.Escape -> Key.ESCAPE
    else -> null
}

/**
 * The arrows. A lone arrow steps on release, so two arrows held together
 * make one diagonal step instead of a straight step and a diagonal one;
 * auto-repeat of a lone arrow steps at once.
 */
private class ArrowKeys {
    private val held = mutableSetOf<ComposeKey>()
    private var used = false

    fun handle(e: KeyEvent, onKey: (Key) -> Unit): Boolean {
        val k = e.key
        val straight = straight(k) ?: return false
        when (e.type) {
            KeyEventType.KeyDown -> if (k in held) {
                if (held.size == 1) { onKey(straight); used = true }
            } else {
                held += k
                held.firstNotNullOfOrNull { diagonal(k, it) }?.let { onKey(it); used = true }
            }
            KeyEventType.KeyUp -> {
                if (held.remove(k) && !used) onKey(straight)
                if (held.isEmpty()) used = false
            }
        }
        return true
    }

    fun reset() { held.clear(); used = false }

    private fun straight(k: ComposeKey): Key? = when (k) {
        ComposeKey.DirectionUp -> Key.UP
        ComposeKey.DirectionDown -> Key.DOWN
        ComposeKey.DirectionLeft -> Key.LEFT
        ComposeKey.DirectionRight -> Key.RIGHT
        else -> null
    }

    private fun diagonal(a: ComposeKey, b: ComposeKey): Key? {
        val keys = setOf(a, b)
        val up = ComposeKey.DirectionUp in keys
        val down = ComposeKey.DirectionDown in keys
        val left = ComposeKey.DirectionLeft in keys
        val right = ComposeKey.DirectionRight in keys
        return when {
            up && left -> Key.UP_LEFT
            up && right -> Key.UP_RIGHT
            down && left -> Key.DOWN_LEFT
            down && right -> Key.DOWN_RIGHT
            else -> null
        }
    }
}

/**
 * The board: draws the core's [board] (a game, a lesson, a reviewed
 * position or a tutorial diagram) and knows no rules. A tap on a playing
 * square calls [onTap] with its index and keys call [onKey]; the core
 * decides what they mean. With [onTap] null it is a picture: one semantics
 * node described by [description]. [moveKey] grows with each move played
 * (the core's event number), which the board animates.
 */
@Composable
fun Board(
    board: BoardView,
    modifier: Modifier = Modifier,
    labels: SquareLabels = SquareLabels.NONE,
    animationMillis: Int = 0,
    moveKey: ULong? = null,
    arrows: List<DiagramArrow> = emptyList(),
    onTap: ((UInt) -> Unit)? = null,
    onKey: ((Key) -> Unit)? = null,
    description: String? = null,
) {
    val palette = LocalBoardPalette.current
    val progress = remember { Animatable(1f) }
    val lastKey = remember { arrayOf(moveKey) }
    LaunchedEffect(moveKey) {
        val before = lastKey[0]
        lastKey[0] = moveKey
        val forward = moveKey != null && (before == null || moveKey > before)
        if (forward && animationMillis > 0 && board.squares.any { it.flags.lastFrom }) {
            progress.snapTo(0f)
            progress.animateTo(1f, tween(animationMillis, easing = LinearOutSlowInEasing))
        } else {
            progress.snapTo(1f)
        }
    }
    var focused by remember { mutableStateOf(false) }
    val arrowKeys = remember { ArrowKeys() }
    val interactive = onTap != null
    var boxModifier = modifier.testTag(if (interactive) "board" else "diagram")
    if (interactive && onKey != null) {
        boxModifier = boxModifier
            .onFocusChanged { focused = it.isFocused; if (!it.isFocused) arrowKeys.reset() }
            .onKeyEvent { e ->
                if (arrowKeys.handle(e, onKey)) return@onKeyEvent true
                if (e.type != KeyEventType.KeyDown) return@onKeyEvent false
                val k = keyFor(e.key) ?: return@onKeyEvent false
                onKey(k); true
            }
            .focusable()
    }
    if (!interactive) {
        boxModifier = boxModifier.clearAndSetSemantics { if (description != null) contentDescription = description }
    }
    BoxWithConstraints(boxModifier, contentAlignment = Alignment.Center) {
        val size: Dp = min(maxWidth, maxHeight)
        val cell = size / board.side.toInt()
        Box(Modifier.size(size)) {
            Canvas(Modifier.fillMaxSize()) {
                drawBoard(board, arrows, palette, progress.value, cursor = focused)
            }
            if (interactive || labels != SquareLabels.NONE) {
                for (c in board.squares) {
                    SquareOverlay(c, cell, labels, palette, onTap)
                }
            }
        }
    }
}

@Composable
private fun SquareOverlay(c: SquareView, cell: Dp, labels: SquareLabels, palette: BoardPalette, onTap: ((UInt) -> Unit)?) {
    var m = Modifier.offset(cell * c.column.toInt(), cell * c.row.toInt()).size(cell)
    if (onTap != null) {
        m = m.testTag("square-${c.square}")
            .clearAndSetSemantics {
                contentDescription = c.name
                stateDescription = c.state
                role = Role.Button
                selected = c.flags.selected
                onClick { onTap(c.square); true }
            }
            .pointerInput(c.square) { detectTapGestures { onTap(c.square) } }
    }
    Box(m) {
        val text = when (labels) {
            SquareLabels.NONE -> null
            SquareLabels.NUMBERS -> c.name
            SquareLabels.COORDINATES -> c.coordinate
        }
        if (text != null) {
            Text(
                text,
                color = palette.label,
                fontSize = (cell.value * 0.22f).coerceIn(7f, 14f).sp,
                fontWeight = FontWeight.Medium,
                modifier = Modifier.align(Alignment.TopStart).padding(start = 2.dp),
            )
        }
    }
}

/** The cursor ring is drawn only while the board has the focus (the core always keeps a cursor). */
private fun DrawScope.drawBoard(board: BoardView, arrows: List<DiagramArrow>, p: BoardPalette, progress: Float, cursor: Boolean) {
    val n = board.side.toInt()
    val cs = size.width / n
    drawRect(p.light)
    fun topLeft(c: SquareView) = Offset(c.column.toInt() * cs, c.row.toInt() * cs)
    fun centre(c: SquareView) = Offset((c.column.toInt() + 0.5f) * cs, (c.row.toInt() + 0.5f) * cs)
    val sq = Size(cs, cs)
    for (c in board.squares) {
        drawRect(p.dark, topLeft(c), sq)
        val f = c.flags
        if (f.lastFrom || f.lastTo || f.lastPath) drawRect(p.lastMove, topLeft(c), sq)
        if (f.hint) drawRect(p.hint, topLeft(c), sq)
        if (f.selected) drawRect(p.selected.copy(alpha = 0.55f), topLeft(c), sq)
        if (f.stepped) drawRect(p.target.copy(alpha = 0.35f), topLeft(c), sq)
    }
    val from = board.squares.firstOrNull { it.flags.lastFrom }
    for (c in board.squares) {
        val piece = c.piece ?: continue
        var at = centre(c)
        if (progress < 1f && c.flags.lastTo && from != null) {
            val a = centre(from)
            at = Offset(a.x + (at.x - a.x) * progress, a.y + (at.y - a.y) * progress)
        }
        drawPiece(piece, at, cs, p, alpha = if (c.flags.captured) 0.45f else 1f)
        if (c.flags.mustCapture) {
            drawCircle(p.mustCapture, radius = cs * 0.46f, center = centre(c), style = Stroke(width = cs * 0.08f))
        }
        if (c.flags.captured) {
            val r = cs * 0.22f
            val o = centre(c)
            drawLine(p.captured, Offset(o.x - r, o.y - r), Offset(o.x + r, o.y + r), strokeWidth = cs * 0.08f, cap = StrokeCap.Round)
            drawLine(p.captured, Offset(o.x - r, o.y + r), Offset(o.x + r, o.y - r), strokeWidth = cs * 0.08f, cap = StrokeCap.Round)
        }
    }
    for (c in board.squares) {
        val f = c.flags
        val o = centre(c)
        if (f.finalDestination) {
            drawCircle(
                p.target, radius = cs * 0.32f, center = o,
                style = Stroke(width = cs * 0.06f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(cs * 0.07f, cs * 0.07f))),
            )
        }
        if (f.target) {
            if (c.piece == null) drawCircle(p.target, radius = cs * 0.16f, center = o)
            else drawCircle(p.target, radius = cs * 0.44f, center = o, style = Stroke(width = cs * 0.07f))
        }
        if (f.cursor && cursor) {
            val inset = cs * 0.05f
            drawRect(p.cursor, topLeft(c) + Offset(inset, inset), Size(cs - 2 * inset, cs - 2 * inset), style = Stroke(width = cs * 0.07f))
        }
    }
    val byId = board.squares.associateBy { it.square }
    for (a in arrows) {
        val pts = a.squares.mapNotNull { byId[it]?.let(::centre) }
        if (pts.size < 2) continue
        val colour = if (a.forbidden) p.captured else p.target
        val effect = if (a.forbidden) PathEffect.dashPathEffect(floatArrayOf(cs * 0.12f, cs * 0.08f)) else null
        for (i in 0 until pts.size - 1) {
            drawLine(colour, pts[i], pts[i + 1], strokeWidth = cs * 0.09f, cap = StrokeCap.Round, pathEffect = effect)
        }
        val end = pts.last()
        val prev = pts[pts.size - 2]
        val dx = end.x - prev.x
        val dy = end.y - prev.y
        val len = kotlin.math.sqrt(dx * dx + dy * dy)
        if (len > 0f) {
            val ux = dx / len
            val uy = dy / len
            val h = cs * 0.3f
            val head = Path().apply {
                moveTo(end.x, end.y)
                lineTo(end.x - ux * h - uy * h * 0.6f, end.y - uy * h + ux * h * 0.6f)
                lineTo(end.x - ux * h + uy * h * 0.6f, end.y - uy * h - ux * h * 0.6f)
                close()
            }
            drawPath(head, colour)
        }
    }
}

private fun DrawScope.drawPiece(piece: PieceInfo, o: Offset, cs: Float, p: BoardPalette, alpha: Float) {
    val white = piece.side == Side.WHITE
    val fill = if (white) p.whitePiece else p.blackPiece
    val edge = if (white) p.whiteEdge else p.blackEdge
    val r = cs * 0.38f
    drawCircle(Color.Black.copy(alpha = 0.25f * alpha), radius = r, center = o + Offset(0f, cs * 0.04f))
    drawCircle(fill, radius = r, center = o, alpha = alpha)
    drawCircle(edge, radius = r, center = o, alpha = alpha, style = Stroke(width = cs * 0.03f))
    drawCircle(edge.copy(alpha = 0.5f), radius = r * 0.7f, center = o, alpha = alpha, style = Stroke(width = cs * 0.02f))
    if (piece.kind == PieceKind.KING) {
        val w = r * 1.0f
        val h = r * 0.7f
        val left = o.x - w / 2
        val base = o.y + h / 2
        val crown = Path().apply {
            moveTo(left, base)
            lineTo(left, o.y - h / 2 + h * 0.15f)
            lineTo(left + w * 0.25f, o.y)
            lineTo(o.x, o.y - h / 2)
            lineTo(left + w * 0.75f, o.y)
            lineTo(left + w, o.y - h / 2 + h * 0.15f)
            lineTo(left + w, base)
            close()
        }
        drawPath(crown, p.crown, alpha = alpha)
        drawPath(crown, edge, alpha = alpha, style = Stroke(width = cs * 0.02f))
    }
}
