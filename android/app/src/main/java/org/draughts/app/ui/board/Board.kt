package org.draughts.app.ui.board

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.LinearEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.focusable
import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
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
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.MotionDurationScale
import androidx.compose.ui.focus.onFocusChanged
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.Shadow
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.clipRect
import androidx.compose.ui.graphics.drawscope.inset
import androidx.compose.ui.graphics.drawscope.rotate
import androidx.compose.ui.graphics.drawscope.translate
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.input.key.KeyEvent
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.onKeyEvent
import androidx.compose.ui.input.key.type
import androidx.compose.ui.input.pointer.PointerInputScope
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
import kotlinx.coroutines.withContext
import org.draughts.app.ui.settings.MoveInput
import org.draughts.app.ui.settings.SquareLabels
import org.draughts.app.ui.theme.BoardPalette
import org.draughts.app.ui.theme.LocalBoardPalette
import org.draughts.app.ui.theme.LocalInputMode
import org.draughts.core.BoardView
import org.draughts.core.DestinationMark
import org.draughts.core.DiagramArrow
import org.draughts.core.Key
import org.draughts.core.MoveAnimation
import org.draughts.core.MoveArrow
import org.draughts.core.PieceColoursInfo
import org.draughts.core.PieceInfo
import org.draughts.core.PieceKind
import org.draughts.core.PieceSetInfo
import org.draughts.core.Side
import org.draughts.core.SquareView
import androidx.compose.ui.input.key.Key as ComposeKey

/**
 * A board's keys: Escape leaves the screen ([onBack]) when the core's board says it has nothing to
 * cancel (`escapeLeaves`); every other key, and Escape when it cancels, goes to the core ([onKey]).
 */
fun boardKeys(board: BoardView, onBack: () -> Unit, onKey: (Key) -> Unit): (Key) -> Unit = { k ->
    if (k == Key.ESCAPE && board.escapeLeaves) onBack() else onKey(k)
}

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
 * The board: draws the core's [board] (a game, a lesson, a replayed
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
    /** The analysis board's arrows (the better move, the engine's best), each in the core's colour. */
    moveArrows: List<MoveArrow> = emptyList(),
    onTap: ((UInt) -> Unit)? = null,
    onKey: ((Key) -> Unit)? = null,
    /** A piece dragged from a square and dropped on another; null: a drag is read as a tap where it ends. */
    onDrag: ((UInt, UInt) -> Unit)? = null,
    /** A piece dragged from a square and dropped off the board (the position editor removes it). */
    onDropOff: ((UInt) -> Unit)? = null,
    /** How the finger moves pieces: two taps, a drag, or either (the player's setting). */
    moveInput: MoveInput = MoveInput.EITHER,
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
            // The player's own speed, hop by hop: the system's animation scale does not stretch or cancel it.
            withContext(UnscaledMotion) {
                progress.animateTo(1f, tween(animationMillis * hops, easing = LinearEasing))
            }
        } else {
            progress.snapTo(1f)
        }
    }
    var focused by remember { mutableStateOf(false) }
    var drag by remember { mutableStateOf<DragState?>(null) }
    val current by rememberUpdatedState(board)
    val tap by rememberUpdatedState(onTap)
    val dragTo by rememberUpdatedState(onDrag)
    val dropOff by rememberUpdatedState(onDropOff)
    val keyboard = LocalInputMode.current.keyboard
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
    // Focus marks for the keyboard only: a touch never shows them.
    val showFocus = focused && keyboard
    BoxWithConstraints(boxModifier, contentAlignment = Alignment.Center) {
        val size: Dp = min(maxWidth, maxHeight)
        val frame = BoardFrame.of(size, board.side.toInt(), labels, ring = interactive && onKey != null)
        val cell = frame.cell
        Box(Modifier.size(size)) {
            Canvas(Modifier.fillMaxSize()) {
                val inset = frame.inset.toPx()
                drawFrame(frame, palette, showFocus)
                if (labels == SquareLabels.OUTSIDE) drawOutsideLabels(board, frame, palette, measurer, font)
                translate(inset, inset) {
                    val squares = Size(cell.toPx() * board.side.toInt(), cell.toPx() * board.side.toInt())
                    withSize(squares) {
                        drawBoard(board, arrows, palette, progress.value, plan, cursor = showFocus, dragged = drag)
                        drawMoveArrows(board, moveArrows)
                        if (labels == SquareLabels.INSIDE) drawInsideLabels(board, palette, measurer, font)
                    }
                }
            }
            if (interactive) {
                val grid = cell * board.side.toInt()
                Box(
                    Modifier.offset(frame.inset, frame.inset).size(grid).pointerInput(moveInput) {
                        detectMoves(
                            moveInput,
                            board = { current },
                            onTap = { tap?.invoke(it) },
                            onDrag = dragTo?.let { { a: UInt, b: UInt? -> dropped(a, b, dragTo, dropOff) } },
                            onDragging = { drag = it },
                        )
                    },
                ) {
                    for (c in board.squares) SquareOverlay(c, cell, onTap!!)
                }
            }
        }
    }
}

/**
 * Where the board's parts go in a square of [size]: a margin for the
 * keyboard ring (so the ring never covers a label), the frame, wide enough
 * for the coordinates when they are written outside, and the squares.
 */
private class BoardFrame(val size: Dp, val ring: Dp, val band: Dp, val cell: Dp) {
    /** From the edge to the first square. */
    val inset: Dp get() = ring + band

    companion object {
        fun of(size: Dp, n: Int, labels: SquareLabels, ring: Boolean): BoardFrame {
            val margin = if (ring) 4.dp else 0.dp
            val band = when {
                labels == SquareLabels.OUTSIDE -> (size * 0.04f).coerceIn(11.dp, 20.dp)
                size < 120.dp -> (size * 0.02f).coerceAtLeast(1.dp)
                else -> (size * 0.015f).coerceIn(3.dp, 8.dp)
            }
            return BoardFrame(size, margin, band, (size - (margin + band) * 2) / n)
        }
    }
}

/** Draws [block] as if the canvas were [size]. */
private inline fun DrawScope.withSize(size: Size, block: DrawScope.() -> Unit) {
    val outer = this.size
    clipRect(0f, 0f, size.width, size.height) {
        inset(0f, 0f, outer.width - size.width, outer.height - size.height) { block() }
    }
}

/** The frame around the squares, and the keyboard ring outside it while the board has the keyboard's focus. */
private fun DrawScope.drawFrame(f: BoardFrame, p: BoardPalette, ring: Boolean) {
    val margin = f.ring.toPx()
    val corner = CornerRadius(f.band.toPx() * 0.5f)
    drawRoundRect(
        p.frame,
        Offset(margin, margin),
        Size(size.width - 2 * margin, size.height - 2 * margin),
        cornerRadius = corner,
    )
    // A thin bevel where the frame meets the squares.
    val inset = f.inset.toPx()
    drawRect(
        Color.Black.copy(alpha = 0.35f),
        Offset(inset - density, inset - density),
        Size(size.width - 2 * inset + 2 * density, size.height - 2 * inset + 2 * density),
        style = Stroke(width = 1.5f * density),
    )
    if (ring) {
        val w = 3f * density
        drawRoundRect(
            p.cursor,
            Offset(w / 2, w / 2),
            Size(size.width - w, size.height - w),
            cornerRadius = CornerRadius(margin + corner.x),
            style = Stroke(width = w),
        )
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
            },
    )
}

/** A drop: on a square ([onDrag]), or off the board ([to] null, [onDropOff]). */
private fun dropped(from: UInt, to: UInt?, onDrag: ((UInt, UInt) -> Unit)?, onDropOff: ((UInt) -> Unit)?) {
    if (to == null) onDropOff?.invoke(from) else onDrag?.invoke(from, to)
}

/** The animation scale of the board's own moves: always 1, whatever the system's. */
private object UnscaledMotion : MotionDurationScale {
    override val scaleFactor: Float get() = 1f
}

/**
 * The finger on the board: a tap on a square calls [onTap]; a piece pulled past the touch slop is
 * dragged ([onDragging] draws it under the finger) and dropped with [onDrag]. At the start of a drag
 * the piece is selected (a tap), so its destinations show while it moves; a drop back on its own
 * square leaves it selected. [input] keeps only taps or only drags; without [onDrag] a drag is a tap
 * where it ends on the square it started from.
 */
private suspend fun PointerInputScope.detectMoves(
    input: MoveInput,
    board: () -> BoardView,
    onTap: (UInt) -> Unit,
    onDrag: ((UInt, UInt?) -> Unit)?,
    onDragging: (DragState?) -> Unit,
) {
    val canDrag = onDrag != null && input != MoveInput.TAP
    val canTap = onDrag == null || input != MoveInput.DRAG
    awaitEachGesture {
        val down = awaitFirstDown(requireUnconsumed = false)
        val b = board()
        val cs = size.width.toFloat() / b.side.toInt()
        fun at(o: Offset) = b.squares.firstOrNull {
            it.column.toInt() == (o.x / cs).toInt() && it.row.toInt() == (o.y / cs).toInt() && o.x >= 0f && o.y >= 0f
        }
        val start = at(down.position)
        var last = down.position
        var dragging = false
        while (true) {
            val change = awaitPointerEvent().changes.firstOrNull { it.id == down.id } ?: break
            last = change.position
            if (!change.pressed) break
            val pulled = (change.position - down.position).getDistance() > viewConfiguration.touchSlop
            if (!dragging && canDrag && start?.piece != null && pulled) {
                dragging = true
                val moving = b.capture?.steps?.lastOrNull() ?: b.selected
                // Whether a lift selects is the core's (the editor's board only picks the piece up).
                if (b.selectOnLift && moving != start.square) onTap(start.square)
            }
            if (dragging) {
                change.consume()
                onDragging(DragState(start!!.square, change.position))
            }
        }
        onDragging(null)
        val end = at(last)
        when {
            dragging -> {
                // Past the board's edge: null, for the screens that take a piece off by dragging it away.
                val off = last.x < 0f || last.y < 0f || last.x >= size.width || last.y >= size.height
                if (end != null && end.square != start!!.square) onDrag!!(start.square, end.square)
                if (end == null && off) onDrag!!(start!!.square, null)
            }

            canTap && start != null && end?.square == start.square -> onTap(start.square)
        }
    }
}

private fun DrawScope.labelText(
    measurer: TextMeasurer,
    font: FontFamily?,
    text: String,
    colour: Color,
    fontPx: Float,
    shadow: Shadow? = null,
) = measurer.measure(
    text,
    TextStyle(
        color = colour,
        fontFamily = font,
        fontSize = (fontPx / density / fontScale).sp,
        fontWeight = FontWeight.SemiBold,
        shadow = shadow,
    ),
)

/**
 * Coordinates on the frame, as lidraughts writes them outside the board:
 * the core's edge labels, under each column and beside each row.
 */
private fun DrawScope.drawOutsideLabels(
    board: BoardView,
    f: BoardFrame,
    p: BoardPalette,
    measurer: TextMeasurer,
    font: FontFamily?,
) {
    val cs = f.cell.toPx()
    val inset = f.inset.toPx()
    val band = f.band.toPx()
    val fontPx = (band * 0.72f).coerceAtMost(cs * 0.4f)
    val gridEnd = inset + cs * board.side.toInt()
    for ((col, text) in board.edgeBottom.withIndex()) {
        if (text.isEmpty()) continue
        val l = labelText(measurer, font, text, p.frameText, fontPx)
        drawText(
            l,
            topLeft = Offset(
                inset + (col + 0.5f) * cs - l.size.width / 2f,
                gridEnd + (band - l.size.height) / 2f,
            ),
        )
    }
    val x = if (board.edgeSideRight) gridEnd else f.ring.toPx()
    for ((row, text) in board.edgeSide.withIndex()) {
        if (text.isEmpty()) continue
        val l = labelText(measurer, font, text, p.frameText, fontPx)
        val tooWide = l.size.width > band
        drawText(
            l,
            topLeft = Offset(
                if (tooWide && board.edgeSideRight) x else x + (band - l.size.width) / 2f,
                inset + (row + 0.5f) * cs - l.size.height / 2f,
            ),
        )
    }
}

/**
 * Coordinates inside the squares: a number in the top-left corner of every
 * playing square where squares are numbered, else files and ranks in the
 * edge squares (lichess's way); drawn after the pieces, with a shadow.
 */
private fun DrawScope.drawInsideLabels(board: BoardView, p: BoardPalette, measurer: TextMeasurer, font: FontFamily?) {
    val n = board.side.toInt()
    val cs = size.width / n
    val fontPx = (cs * 0.2f).coerceIn(7f * density, 13f * density)
    val shadow = Shadow(Color.Black.copy(alpha = 0.8f), Offset(0f, 0f), blurRadius = 2f * density)
    val pad = cs * 0.03f
    if (board.numbered) {
        for (c in board.squares) {
            val l = labelText(measurer, font, c.name, p.label, fontPx, shadow)
            drawText(l, topLeft = Offset(c.column.toInt() * cs + pad, c.row.toInt() * cs))
        }
        return
    }
    // Ranks on the left edge, files along the bottom, in the colour of the other square.
    val dark = board.squares.map { it.row.toInt() to it.column.toInt() }.toSet()
    for ((row, rank) in board.ranks.withIndex()) {
        val l = labelText(measurer, font, rank, if ((row to 0) in dark) p.light else p.dark, fontPx)
        drawText(l, topLeft = Offset(pad, row * cs))
    }
    for ((col, file) in board.files.withIndex()) {
        val l = labelText(measurer, font, file, if ((n - 1 to col) in dark) p.light else p.dark, fontPx)
        drawText(l, topLeft = Offset((col + 1) * cs - pad - l.size.width, size.height - l.size.height))
    }
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
    dragged: DragState? = null,
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
        // Translucent tints, as lichess and lidraughts: the last move (every square of its path) and the selection.
        if (f.lastFrom || f.lastTo || f.lastPath) drawRect(p.lastMove.copy(alpha = 0.5f), topLeft(c), sq)
        if (f.selected) drawRect(p.selected.copy(alpha = 0.45f), topLeft(c), sq)
    }
    for (c in board.squares) {
        if (!c.flags.hint) continue
        // The hint is the one boxed mark: a dashed frame, told apart from the tints by its shape.
        outline(c, p.hint, cs * 0.08f, cs * 0.06f, PathEffect.dashPathEffect(floatArrayOf(cs * 0.12f, cs * 0.08f)))
    }
    drawCapturePath(board, cs, p)
    val animating = progress < 1f && plan != null && plan.squares.size >= 2
    val byId = board.squares.associateBy { it.square }
    for (c in board.squares) {
        val piece = c.piece ?: continue
        if (animating && c.square == plan!!.squares.last()) continue
        if (c.square == dragged?.from) continue
        // A piece jumped in a capture under way stays as a ghost until the capture ends (lidraughts).
        drawPiece(piece, centre(c), cs, p, alpha = if (c.flags.captured) 0.35f else 1f, board.turnedPieces)
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
        if (f.mustCapture) drawMustCapture(topLeft(c), cs, p)
        if (f.finalDestination) {
            // One tap ends the capture here: a dashed ring, apart from the next landing's solid one.
            val dash = PathEffect.dashPathEffect(floatArrayOf(cs * 0.07f, cs * 0.07f))
            drawCircle(
                p.keyline,
                radius = cs * 0.36f,
                center = o,
                style = Stroke(width = cs * 0.07f + 2.5f * density, pathEffect = dash),
            )
            drawCircle(p.target, radius = cs * 0.36f, center = o, style = Stroke(width = cs * 0.07f, pathEffect = dash))
        } else {
            when (f.destination) {
                // The core's kind: a dot where a plain move lands, a ring where a capture lands.
                DestinationMark.DOT -> {
                    drawCircle(p.keyline.copy(alpha = 0.6f), radius = cs / 6f + 1.25f * density, center = o)
                    drawCircle(p.target.copy(alpha = 0.85f), radius = cs / 6f, center = o)
                }

                DestinationMark.RING -> keyed(p, p.target.copy(alpha = 0.9f), cs * 0.1f) { colour, w ->
                    drawCircle(colour, radius = cs * 0.4f, center = o, style = Stroke(width = w))
                }

                null -> {}
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
    dragged?.let { d ->
        val piece = byId[d.from]?.piece ?: return@let
        // Under the finger: the square it would land on, in a disc two squares wide (lichess's drag target),
        // and the piece twice its size, lifted one square so the finger does not hide it.
        val col = (d.at.x / cs).toInt().coerceIn(0, n - 1)
        val row = (d.at.y / cs).toInt().coerceIn(0, n - 1)
        drawCircle(p.selected.copy(alpha = 0.25f), radius = cs, center = Offset((col + 0.5f) * cs, (row + 0.5f) * cs))
        drawPiece(piece, d.at - Offset(0f, cs), cs * 2f, p, 1f, board.turnedPieces)
    }
}

/**
 * The analysis board's arrows, as lichess draws its shapes: a translucent shaft through the start and
 * every landing square (a capture reads as a chain of hops, each joint a landing), and a head on the
 * last square; the colour is the core's.
 */
private fun DrawScope.drawMoveArrows(board: BoardView, arrows: List<MoveArrow>) {
    if (arrows.isEmpty()) return
    val cs = size.width / board.side.toInt()
    val byId = board.squares.associateBy { it.square }
    for (a in arrows) {
        val pts = a.squares.mapNotNull { q ->
            byId[q]?.let { Offset((it.column.toInt() + 0.5f) * cs, (it.row.toInt() + 0.5f) * cs) }
        }
        if (pts.size < 2) continue
        val colour = Color(a.argb.toLong() and 0xFFFFFFFFL)
        val end = pts.last()
        val prev = pts[pts.size - 2]
        val dx = end.x - prev.x
        val dy = end.y - prev.y
        val len = kotlin.math.sqrt(dx * dx + dy * dy)
        if (len == 0f) continue
        val ux = dx / len
        val uy = dy / len
        val h = cs * 0.42f
        // The shaft stops where the head begins, so the two never overlap and darken.
        val base = Offset(end.x - ux * h, end.y - uy * h)
        val shaft = Path().apply {
            moveTo(pts[0].x, pts[0].y)
            for (q in pts.subList(1, pts.size - 1)) lineTo(q.x, q.y)
            lineTo(base.x, base.y)
        }
        drawPath(shaft, colour, style = Stroke(width = cs * 0.17f, cap = StrokeCap.Butt, join = StrokeJoin.Round))
        val head = Path().apply {
            moveTo(end.x, end.y)
            lineTo(end.x - ux * h - uy * h * 0.5f, end.y - uy * h + ux * h * 0.5f)
            lineTo(end.x - ux * h + uy * h * 0.5f, end.y - uy * h - ux * h * 0.5f)
            close()
        }
        drawPath(head, colour)
    }
}

/** A piece being dragged: the square it was picked up from, and where the finger is, in the squares' pixels. */
private class DragState(val from: UInt, val at: Offset)

/**
 * The path of a capture being tapped hop by hop (the core's `path`): a translucent line from the start
 * through each landing square, under the pieces, so the jumped pieces read as ghosts along it.
 */
private fun DrawScope.drawCapturePath(board: BoardView, cs: Float, p: BoardPalette) {
    if (board.path.size < 2) return
    val byId = board.squares.associateBy { it.square }
    val pts = board.path.mapNotNull { q ->
        byId[q]?.let {
            Offset(
                (it.column.toInt() + 0.5f) * cs,
                (it.row.toInt() + 0.5f) * cs,
            )
        }
    }
    val line = Path().apply {
        moveTo(pts[0].x, pts[0].y)
        for (q in pts.drop(1)) lineTo(q.x, q.y)
    }
    drawPath(
        line,
        p.target.copy(alpha = 0.55f),
        style = Stroke(width = cs * 0.16f, cap = StrokeCap.Round, join = StrokeJoin.Round),
    )
    for (q in pts) drawCircle(p.target.copy(alpha = 0.55f), radius = cs * 0.14f, center = q)
}

/**
 * The must-capture mark: four corner brackets round the square, a shape no other mark has (the
 * destinations are dots and rings, the tints fill the square), so it reads without its colour.
 */
private fun DrawScope.drawMustCapture(o: Offset, cs: Float, p: BoardPalette) {
    val inset = cs * 0.07f
    val arm = cs * 0.26f
    val corners = listOf(
        Triple(o + Offset(inset, inset), 1f, 1f),
        Triple(o + Offset(cs - inset, inset), -1f, 1f),
        Triple(o + Offset(inset, cs - inset), 1f, -1f),
        Triple(o + Offset(cs - inset, cs - inset), -1f, -1f),
    )
    keyed(p, p.mustCapture, cs * 0.08f) { colour, w ->
        for ((c, dx, dy) in corners) {
            val bracket = Path().apply {
                moveTo(c.x + dx * arm, c.y)
                lineTo(c.x, c.y)
                lineTo(c.x, c.y + dy * arm)
            }
            drawPath(bracket, colour, style = Stroke(width = w, cap = StrokeCap.Round, join = StrokeJoin.Round))
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
    val set = p.pieces
    val c = if (piece.side == Side.WHITE) set.white else set.black
    val r = cs * set.diameter / 2f
    if (piece.kind == PieceKind.KING) {
        // The traditional king: two men stacked, the upper one crowned.
        val lift = cs * set.kingLift / 2f
        drawDisc(o + Offset(0f, lift), r, cs, set, c, alpha, lower = true)
        drawDisc(o - Offset(0f, lift), r, cs, set, c, alpha, lower = false, shadow = false)
        drawCrown(o - Offset(0f, lift), r, cs, c, alpha)
    } else {
        drawDisc(o, r, cs, set, c, alpha, lower = false)
    }
}

private fun colour(v: UInt) = Color(v.toLong() and 0xFFFFFFFFL)

/** One man seen from above: its shadow, its face (shaded when the set has relief), its rim and grooves. */
private fun DrawScope.drawDisc(
    o: Offset,
    r: Float,
    cs: Float,
    set: PieceSetInfo,
    c: PieceColoursInfo,
    alpha: Float,
    lower: Boolean,
    shadow: Boolean = true,
) {
    val fill = colour(c.fill)
    val rim = colour(c.rim)
    if (shadow && set.shadow > 0f) {
        drawCircle(
            Color.Black.copy(alpha = set.shadow * alpha),
            radius = r,
            center = o + Offset(cs * 0.02f, cs * 0.04f),
        )
    }
    if (set.relief) {
        val light = lerp(fill, Color.White, 0.35f)
        val deep = lerp(fill, Color.Black, if (lower) 0.45f else 0.25f)
        drawCircle(
            Brush.radialGradient(
                0f to light,
                0.55f to fill,
                1f to deep,
                center = o - Offset(r * 0.35f, r * 0.4f),
                radius = r * 1.6f,
            ),
            radius = r,
            center = o,
            alpha = alpha,
        )
    } else {
        drawCircle(if (lower) lerp(fill, rim, 0.25f) else fill, radius = r, center = o, alpha = alpha)
    }
    drawCircle(rim, radius = r - cs * set.rim / 2f, center = o, alpha = alpha, style = Stroke(width = cs * set.rim))
    if (lower) return
    val detail = colour(c.detail)
    val grooves = set.grooves.toInt()
    for (i in 1..grooves) {
        val gr = r * (0.78f - 0.2f * (i - 1))
        drawCircle(detail, radius = gr, center = o, alpha = alpha * 0.9f, style = Stroke(width = cs * 0.014f))
    }
    if (set.relief) {
        // The light catching the rim at the top left.
        drawArc(
            Color.White.copy(alpha = 0.45f * alpha),
            startAngle = 200f,
            sweepAngle = 70f,
            useCenter = false,
            topLeft = o - Offset(r * 0.82f, r * 0.82f),
            size = Size(r * 1.64f, r * 1.64f),
            style = Stroke(width = cs * 0.018f, cap = StrokeCap.Round),
        )
    }
}

/** A crown of five points on a band, in the set's crown colour outlined in its detail colour. */
private fun DrawScope.drawCrown(o: Offset, r: Float, cs: Float, c: PieceColoursInfo, alpha: Float) {
    val w = r * 1.3f
    val h = r * 0.92f
    val left = o.x - w / 2
    val base = o.y + h * 0.45f
    val top = o.y - h * 0.55f
    val band = h * 0.28f
    val crown = Path().apply {
        moveTo(left, base)
        lineTo(left, top + h * 0.25f)
        lineTo(left + w * 0.2f, base - band - h * 0.12f)
        lineTo(left + w * 0.33f, top)
        lineTo(left + w * 0.5f, base - band - h * 0.08f)
        lineTo(left + w * 0.67f, top)
        lineTo(left + w * 0.8f, base - band - h * 0.12f)
        lineTo(left + w, top + h * 0.25f)
        lineTo(left + w, base)
        close()
    }
    val gold = colour(c.crown)
    val line = colour(c.rim)
    drawPath(crown, gold, alpha = alpha)
    drawPath(crown, line, alpha = alpha, style = Stroke(width = cs * 0.022f, join = StrokeJoin.Round))
    drawLine(
        line.copy(alpha = alpha),
        Offset(left, base - band),
        Offset(left + w, base - band),
        strokeWidth =
        cs * 0.016f,
    )
    for (x in listOf(0f, 0.33f, 0.67f, 1f)) {
        val tip = Offset(left + w * x, if (x == 0f || x == 1f) top + h * 0.25f else top)
        drawCircle(gold, radius = cs * 0.028f, center = tip, alpha = alpha)
        drawCircle(line, radius = cs * 0.028f, center = tip, alpha = alpha, style = Stroke(width = cs * 0.012f))
    }
}
