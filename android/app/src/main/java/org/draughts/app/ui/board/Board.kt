package org.draughts.app.ui.board

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.LinearEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.focusable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.onFocusChanged
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.Shadow
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.rotate
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
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
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
import org.draughts.core.MoveAnimation
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
                if (held.size == 1) {
                    onKey(straight)
                    used = true
                }
            } else {
                held += k
                held.firstNotNullOfOrNull { diagonal(k, it) }?.let {
                    onKey(it)
                    used = true
                }
            }

            KeyEventType.KeyUp -> {
                if (held.remove(k) && !used) onKey(straight)
                if (held.isEmpty()) used = false
            }
        }
        return true
    }

    fun reset() {
        held.clear()
        used = false
    }

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
 * node described by [description]. [animation] is the core's plan of the
 * move just played (a new one per move, by its `seq`): the piece slides
 * along its squares, [animationMillis] per hop, crowned where the plan says,
 * and each taken piece fades once the piece reaches its step. Drawing only:
 * a tap during the slide plays at once.
 */
@Composable
fun Board(
    board: BoardView,
    modifier: Modifier = Modifier,
    labels: SquareLabels = SquareLabels.NONE,
    animationMillis: Int = 0,
    animation: MoveAnimation? = null,
    arrows: List<DiagramArrow> = emptyList(),
    onTap: ((UInt) -> Unit)? = null,
    onKey: ((Key) -> Unit)? = null,
    description: String? = null,
    /** What a screen reader calls the interactive board (its squares are described one by one). */
    label: String? = null,
) {
    val palette = LocalBoardPalette.current
    val progress = remember { Animatable(1f) }
    val lastSeq = remember { arrayOf(animation?.seq) }
    val plan = animation
    LaunchedEffect(plan?.seq) {
        val previous = lastSeq[0]
        lastSeq[0] = plan?.seq
        val fresh = plan != null && (previous == null || plan.seq > previous)
        val hops = (plan?.squares?.size ?: 1) - 1
        if (fresh && animationMillis > 0 && hops > 0) {
            progress.snapTo(0f)
            progress.animateTo(1f, tween(animationMillis * hops, easing = LinearEasing))
        } else {
            progress.snapTo(1f)
        }
    }
    var focused by remember { mutableStateOf(false) }
    val arrowKeys = remember { ArrowKeys() }
    val interactive = onTap != null
    val measurer = rememberTextMeasurer()
    val font = MaterialTheme.typography.labelSmall.fontFamily
    var boxModifier = modifier.testTag(if (interactive) "board" else "diagram")
    if (interactive && onKey != null) {
        boxModifier = boxModifier
            .onFocusChanged {
                focused = it.isFocused
                if (!it.isFocused) arrowKeys.reset()
            }
            .onKeyEvent { e ->
                if (arrowKeys.handle(e, onKey)) return@onKeyEvent true
                if (e.type != KeyEventType.KeyDown) return@onKeyEvent false
                val k = keyFor(e.key) ?: return@onKeyEvent false
                onKey(k)
                true
            }
            .focusable()
            .semantics { if (label != null) contentDescription = label }
    }
    if (!interactive) {
        boxModifier = boxModifier.clearAndSetSemantics { if (description != null) contentDescription = description }
    }
    BoxWithConstraints(boxModifier, contentAlignment = Alignment.Center) {
        val size: Dp = min(maxWidth, maxHeight)
        val cell = size / board.side.toInt()
        Box(Modifier.size(size)) {
            Canvas(Modifier.fillMaxSize()) {
                drawBoard(board, arrows, palette, progress.value, plan, cursor = focused)
                drawLabels(board, labels, palette, measurer, font)
                if (focused) drawFocusRing(palette)
            }
            if (interactive) {
                for (c in board.squares) SquareOverlay(c, cell, onTap!!)
            }
        }
    }
}

@Composable
private fun SquareOverlay(c: SquareView, cell: Dp, onTap: (UInt) -> Unit) {
    Box(
        Modifier.offset(cell * c.column.toInt(), cell * c.row.toInt()).size(cell)
            .testTag("square-${c.square}")
            .clearAndSetSemantics {
                contentDescription = c.name
                stateDescription = c.state
                role = Role.Button
                selected = c.flags.selected
                onClick {
                    onTap(c.square)
                    true
                }
            }
            .pointerInput(c.square) { detectTapGestures { onTap(c.square) } },
    )
}

/** Which labels to draw: a number in a corner of each dark square, or coordinates on the edges. */
enum class LabelStyle { NONE, CORNER_NUMBERS, EDGE_COORDINATES }

/** The setting says whether to label; the snapshot says how its squares are named. */
fun labelStyle(setting: SquareLabels, board: BoardView): LabelStyle = when {
    setting == SquareLabels.NONE -> LabelStyle.NONE
    setting == SquareLabels.COORDINATES || !board.numbered -> LabelStyle.EDGE_COORDINATES
    else -> LabelStyle.CORNER_NUMBERS
}

/** Drawn after the pieces, in the top-left corner a piece leaves free, with a shadow so they read on any colour. */
private fun DrawScope.drawLabels(
    board: BoardView,
    setting: SquareLabels,
    p: BoardPalette,
    measurer: TextMeasurer,
    font: FontFamily?,
) {
    val style = labelStyle(setting, board)
    if (style == LabelStyle.NONE) return
    val n = board.side.toInt()
    val cs = size.width / n
    val fontPx = (cs * 0.2f).coerceIn(7f * density, 13f * density)
    val shadow = Shadow(Color.Black.copy(alpha = 0.8f), Offset(0f, 0f), blurRadius = 2f * density)
    fun text(s: String, colour: Color, x: Float, y: Float, alignRight: Boolean = false, alignBottom: Boolean = false) {
        val layout = measurer.measure(
            s,
            TextStyle(
                color = colour,
                fontFamily = font,
                fontSize = (fontPx / density / fontScale).sp,
                fontWeight = FontWeight.SemiBold,
                shadow = if (colour ==
                    p.label
                ) {
                    shadow
                } else {
                    null
                },
            ),
        )
        val dx = if (alignRight) -layout.size.width.toFloat() else 0f
        val dy = if (alignBottom) -layout.size.height.toFloat() else 0f
        drawText(layout, topLeft = Offset(x + dx, y + dy))
    }
    val pad = cs * 0.03f
    when (style) {
        LabelStyle.CORNER_NUMBERS -> for (c in board.squares) {
            text(c.name, p.label, c.column.toInt() * cs + pad, c.row.toInt() * cs)
        }

        LabelStyle.EDGE_COORDINATES -> {
            // Ranks on the left edge, files along the bottom, in the colour of the other square.
            val dark = board.squares.map { it.row.toInt() to it.column.toInt() }.toSet()
            for ((row, rank) in board.ranks.withIndex()) {
                text(rank, if ((row to 0) in dark) p.light else p.dark, pad, row * cs)
            }
            for ((col, file) in board.files.withIndex()) {
                val dark = (n - 1 to col) in dark
                text(
                    file,
                    if (dark) p.light else p.dark,
                    (col + 1) * cs - pad,
                    size.height,
                    alignRight = true,
                    alignBottom = true,
                )
            }
        }

        LabelStyle.NONE -> Unit
    }
}

private fun DrawScope.drawFocusRing(p: BoardPalette) {
    val w = 3f * density
    drawRect(p.keyline, style = Stroke(width = w * 2))
    drawRect(p.cursor, Offset(w / 2, w / 2), Size(size.width - w, size.height - w), style = Stroke(width = w))
}

/** A mark drawn over a dark keyline, so it stands out on light and dark squares alike. */
private fun DrawScope.keyed(
    p: BoardPalette,
    colour: Color,
    width: Float,
    draw: DrawScope.(colour: Color, width: Float) -> Unit,
) {
    draw(p.keyline, width + 2.5f * density)
    draw(colour, width)
}

/** The cursor ring is drawn only while the board has the focus (the core always keeps a cursor). */
private fun DrawScope.drawBoard(
    board: BoardView,
    arrows: List<DiagramArrow>,
    p: BoardPalette,
    progress: Float,
    plan: MoveAnimation?,
    cursor: Boolean,
) {
    val n = board.side.toInt()
    val cs = size.width / n
    drawRect(p.light)
    fun topLeft(c: SquareView) = Offset(c.column.toInt() * cs, c.row.toInt() * cs)
    fun centre(c: SquareView) = Offset((c.column.toInt() + 0.5f) * cs, (c.row.toInt() + 0.5f) * cs)
    val sq = Size(cs, cs)
    fun outline(c: SquareView, colour: Color, inset: Float, width: Float, effect: PathEffect? = null) {
        val o = topLeft(c) + Offset(inset, inset)
        val s = Size(cs - 2 * inset, cs - 2 * inset)
        drawRect(p.keyline, o, s, style = Stroke(width = width + 2.5f * density, pathEffect = effect))
        drawRect(colour, o, s, style = Stroke(width = width, pathEffect = effect))
    }
    for (c in board.squares) {
        drawRect(p.dark, topLeft(c), sq)
        val f = c.flags
        if (f.lastFrom || f.lastTo || f.lastPath) drawRect(p.lastMove.copy(alpha = 0.35f), topLeft(c), sq)
        if (f.selected) drawRect(p.selected.copy(alpha = 0.45f), topLeft(c), sq)
    }
    for (c in board.squares) {
        val f = c.flags
        // Shapes, not only colours: last move a thin frame, selected a thick one, hint a dashed one.
        if (f.lastFrom || f.lastTo || f.lastPath) outline(c, p.lastMove, cs * 0.06f, cs * 0.035f)
        if (f.selected) outline(c, p.selected, cs * 0.05f, cs * 0.07f)
        if (f.hint) {
            outline(
                c,
                p.hint,
                cs * 0.08f,
                cs * 0.06f,
                PathEffect.dashPathEffect(
                    floatArrayOf(
                        cs * 0.12f,
                        cs * 0.08f,
                    ),
                ),
            )
        }
    }
    val animating = progress < 1f && plan != null && plan.squares.size >= 2
    val byId = board.squares.associateBy { it.square }
    for (c in board.squares) {
        val piece = c.piece ?: continue
        if (animating && c.square == plan!!.squares.last()) continue
        drawPiece(piece, centre(c), cs, p, alpha = if (c.flags.captured) 0.45f else 1f, board.turnedPieces)
    }
    if (animating) {
        // The core's plan: each taken piece fades once the mover reaches its step; the mover
        // slides from square to square, crowned from the step the plan says.
        val t = progress * (plan!!.squares.size - 1)
        for (f in plan.fades) {
            val at = byId[f.square] ?: continue
            if (at.piece != null) continue
            drawPiece(
                f.piece,
                centre(at),
                cs,
                p,
                alpha = (1f - (t - f.step.toFloat())).coerceIn(0f, 1f),
                board.turnedPieces,
            )
        }
        val points = plan.squares.mapNotNull { byId[it]?.let(::centre) }
        if (points.size >= 2) {
            val k = t.toInt().coerceAtMost(points.size - 2)
            val f = (t - k).coerceIn(0f, 1f)
            val a = points[k]
            val b = points[k + 1]
            val crowned = plan.crownsAt?.let { t >= it.toFloat() } == true
            val mover = if (crowned) plan.piece.copy(kind = PieceKind.KING) else plan.piece
            drawPiece(mover, Offset(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f), cs, p, 1f, board.turnedPieces)
        }
    }
    for (c in board.squares) {
        val f = c.flags
        val o = centre(c)
        if (f.mustCapture) {
            keyed(p, p.mustCapture, cs * 0.08f) { colour, w ->
                drawCircle(colour, radius = cs * 0.45f, center = o, style = Stroke(width = w))
            }
        }
        if (f.captured) {
            val r = cs * 0.22f
            keyed(p, p.captured, cs * 0.08f) { col, w ->
                drawLine(
                    col,
                    Offset(o.x - r, o.y - r),
                    Offset(o.x + r, o.y + r),
                    strokeWidth = w,
                    cap = StrokeCap.Round,
                )
                drawLine(
                    col,
                    Offset(o.x - r, o.y + r),
                    Offset(o.x + r, o.y - r),
                    strokeWidth = w,
                    cap = StrokeCap.Round,
                )
            }
        }
        if (f.stepped) {
            keyed(p, p.target, cs * 0.05f) { colour, w ->
                drawCircle(colour, radius = cs * 0.12f, center = o, style = Stroke(width = w))
            }
        }
        if (f.finalDestination) {
            val dash = PathEffect.dashPathEffect(floatArrayOf(cs * 0.07f, cs * 0.07f))
            drawCircle(
                p.keyline,
                radius = cs * 0.32f,
                center = o,
                style = Stroke(width = cs * 0.06f + 2.5f * density, pathEffect = dash),
            )
            drawCircle(p.target, radius = cs * 0.32f, center = o, style = Stroke(width = cs * 0.06f, pathEffect = dash))
        }
        if (f.target) {
            if (c.piece == null) {
                drawCircle(p.keyline, radius = cs * 0.16f + 1.25f * density, center = o)
                drawCircle(p.target, radius = cs * 0.16f, center = o)
            } else {
                keyed(p, p.target, cs * 0.07f) { colour, w ->
                    drawCircle(colour, radius = cs * 0.44f, center = o, style = Stroke(width = w))
                }
            }
        }
        if (f.cursor && cursor) outline(c, p.cursor, cs * 0.04f, cs * 0.07f)
    }
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

/**
 * A piece; those of the [turned] side are drawn upside down (shadow and
 * crown), as the player across the table sees their own (the core's `turnedPieces`).
 */
private fun DrawScope.drawPiece(
    piece: PieceInfo,
    o: Offset,
    cs: Float,
    p: BoardPalette,
    alpha: Float,
    turned: Side? = null,
) {
    if (piece.side ==
        turned
    ) {
        rotate(180f, pivot = o) { drawUpright(piece, o, cs, p, alpha) }
    } else {
        drawUpright(piece, o, cs, p, alpha)
    }
}

private fun DrawScope.drawUpright(piece: PieceInfo, o: Offset, cs: Float, p: BoardPalette, alpha: Float) {
    val white = piece.side == Side.WHITE
    val fill = if (white) p.whitePiece else p.blackPiece
    val edge = if (white) p.whiteEdge else p.blackEdge
    // Small enough to leave the top-left corner to the square's label.
    val r = cs * 0.35f
    drawCircle(Color.Black.copy(alpha = 0.25f * alpha), radius = r, center = o + Offset(0f, cs * 0.04f))
    drawCircle(fill, radius = r, center = o, alpha = alpha)
    drawCircle(edge, radius = r, center = o, alpha = alpha, style = Stroke(width = cs * 0.03f))
    drawCircle(
        edge.copy(alpha = 0.5f),
        radius = r * 0.7f,
        center = o,
        alpha = alpha,
        style = Stroke(width = cs * 0.02f),
    )
    if (piece.kind == PieceKind.KING) {
        val w = r * 1.1f
        val h = r * 0.75f
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
        drawPath(crown, if (white) p.blackEdge else p.whitePiece, alpha = alpha, style = Stroke(width = cs * 0.025f))
    }
}
