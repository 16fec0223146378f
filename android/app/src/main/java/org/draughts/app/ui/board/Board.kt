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
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
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
import org.draughts.core.BoardSnapshot
import org.draughts.core.BoardSquare
import org.draughts.core.DiagramInfo
import org.draughts.core.Key
import org.draughts.core.PieceInfo
import org.draughts.core.PieceKind
import org.draughts.core.PositionInfo
import org.draughts.core.Side
import org.draughts.core.SquareFlags
import androidx.compose.ui.input.key.Key as ComposeKey

/** One playing square as drawn: where, what stands there, its marks and what a screen reader says. */
@Immutable
data class BoardCell(
    val square: UInt,
    val row: Int,
    val column: Int,
    val name: String,
    val coordinate: String,
    val piece: PieceInfo?,
    val flags: SquareFlags,
    /** The full description (name and state), announced when the keyboard cursor lands here. */
    val description: String,
    /** The state alone ("white man, must capture"): the screen reader's value, the name being the label. */
    val state: String = "",
)

/** An arrow of a tutorial diagram, through square centres. */
@Immutable
data class BoardArrow(val squares: List<UInt>, val forbidden: Boolean)

/**
 * Everything the board composable draws. It is built by field copies from
 * the core's `BoardSnapshot` (a game, a lesson) or from a tutorial
 * `DiagramInfo` plus the core's `boardSquares`; the board knows no rules.
 */
@Immutable
data class BoardModel(
    val side: Int,
    val cells: List<BoardCell>,
    val arrows: List<BoardArrow> = emptyList(),
    /** Changes once per move played, so the board can animate it. */
    val moveKey: Int = 0,
)

val NoFlags = SquareFlags(
    selected = false, target = false, finalDestination = false, mustCapture = false, lastFrom = false,
    lastTo = false, lastPath = false, captured = false, stepped = false, cursor = false, hint = false,
)

fun BoardSnapshot.toBoardModel(): BoardModel = BoardModel(
    side = side.toInt(),
    cells = squares.map {
        BoardCell(it.square, it.row.toInt(), it.column.toInt(), it.name, it.coordinate, it.piece, it.flags, it.description, it.stateDescription)
    },
    moveKey = currentPly.toInt(),
)

/** A tutorial diagram: its pieces on the core's squares, highlights drawn as targets, and its arrows. */
fun diagramModel(diagram: DiagramInfo, squares: List<BoardSquare>): BoardModel {
    val pieces = diagram.pieces.associateBy { it.square }
    val side = if (squares.size > 32) 10 else 8
    return BoardModel(
        side = side,
        cells = squares.map { sq ->
            val p = pieces[sq.square]
            BoardCell(
                square = sq.square, row = sq.row.toInt(), column = sq.column.toInt(), name = sq.name, coordinate = sq.name,
                piece = p?.let { PieceInfo(it.side, it.kind) },
                flags = NoFlags.copy(target = sq.square in diagram.highlights),
                description = sq.name,
            )
        },
        arrows = diagram.arrows.map { BoardArrow(it.squares, it.forbidden) },
    )
}

/** A position read from the core (`positionFromFen`), drawn read-only on the core's squares: reviewing a game. */
fun positionModel(position: PositionInfo, squares: List<BoardSquare>): BoardModel {
    val pieces = position.pieces.associateBy { it.square }
    return BoardModel(
        side = if (squares.size > 32) 10 else 8,
        cells = squares.map { sq ->
            BoardCell(
                square = sq.square, row = sq.row.toInt(), column = sq.column.toInt(), name = sq.name, coordinate = sq.name,
                piece = pieces[sq.square]?.let { PieceInfo(it.side, it.kind) }, flags = NoFlags, description = sq.name,
            )
        },
    )
}

private fun keyFor(k: ComposeKey): Key? = when (k) {
    ComposeKey.DirectionUp -> Key.UP
    ComposeKey.DirectionDown -> Key.DOWN
    ComposeKey.DirectionLeft -> Key.LEFT
    ComposeKey.DirectionRight -> Key.RIGHT
    ComposeKey.Enter, ComposeKey.NumPadEnter, ComposeKey.DirectionCenter, ComposeKey.Spacebar -> Key.ENTER
    ComposeKey.Escape, ComposeKey.Back -> Key.ESCAPE
    else -> null
}

/**
 * The board. Draws [model]; a tap on a playing square calls [onTap] with its
 * index, and arrows/Enter/Escape call [onKey] — the core decides what they
 * mean. With [onTap] null it is a picture (a tutorial diagram): one
 * semantics node described by [description].
 */
@Composable
fun Board(
    model: BoardModel,
    modifier: Modifier = Modifier,
    labels: SquareLabels = SquareLabels.NONE,
    animationMillis: Int = 0,
    onTap: ((UInt) -> Unit)? = null,
    onKey: ((Key) -> Unit)? = null,
    description: String? = null,
) {
    val palette = LocalBoardPalette.current
    val moving = model.cells.firstOrNull { it.flags.lastTo }
    val from = model.cells.firstOrNull { it.flags.lastFrom }
    val progress = remember { Animatable(1f) }
    val lastKey = remember { intArrayOf(model.moveKey) }
    LaunchedEffect(model.moveKey) {
        val forward = model.moveKey > lastKey[0]
        lastKey[0] = model.moveKey
        if (forward && animationMillis > 0 && moving != null && from != null) {
            progress.snapTo(0f)
            progress.animateTo(1f, tween(animationMillis, easing = LinearOutSlowInEasing))
        } else {
            progress.snapTo(1f)
        }
    }
    val interactive = onTap != null
    var boxModifier = modifier.testTag(if (interactive) "board" else "diagram")
    if (interactive && onKey != null) {
        boxModifier = boxModifier
            .onKeyEvent { e ->
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
        val cell = size / model.side
        Box(Modifier.size(size)) {
            Canvas(Modifier.fillMaxSize()) {
                drawBoard(model, palette, progress.value)
            }
            if (interactive || labels != SquareLabels.NONE) {
                for (c in model.cells) {
                    SquareOverlay(c, cell, labels, palette, onTap)
                }
            }
        }
    }
}

@Composable
private fun SquareOverlay(c: BoardCell, cell: Dp, labels: SquareLabels, palette: BoardPalette, onTap: ((UInt) -> Unit)?) {
    var m = Modifier.offset(cell * c.column, cell * c.row).size(cell)
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

private fun DrawScope.drawBoard(model: BoardModel, p: BoardPalette, progress: Float) {
    val n = model.side
    val cs = size.width / n
    drawRect(p.light)
    fun topLeft(c: BoardCell) = Offset(c.column * cs, c.row * cs)
    fun centre(c: BoardCell) = Offset((c.column + 0.5f) * cs, (c.row + 0.5f) * cs)
    val sq = Size(cs, cs)
    for (c in model.cells) {
        drawRect(p.dark, topLeft(c), sq)
        val f = c.flags
        if (f.lastFrom || f.lastTo || f.lastPath) drawRect(p.lastMove, topLeft(c), sq)
        if (f.hint) drawRect(p.hint, topLeft(c), sq)
        if (f.selected) drawRect(p.selected.copy(alpha = 0.55f), topLeft(c), sq)
        if (f.stepped) drawRect(p.target.copy(alpha = 0.35f), topLeft(c), sq)
    }
    val from = model.cells.firstOrNull { it.flags.lastFrom }
    for (c in model.cells) {
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
    for (c in model.cells) {
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
        if (f.cursor) {
            val inset = cs * 0.05f
            drawRect(p.cursor, topLeft(c) + Offset(inset, inset), Size(cs - 2 * inset, cs - 2 * inset), style = Stroke(width = cs * 0.07f))
        }
    }
    val byId = model.cells.associateBy { it.square }
    for (a in model.arrows) {
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
