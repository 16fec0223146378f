package org.draughts.app.ui.data

import org.draughts.core.BoardView
import org.draughts.core.Enabled
import org.draughts.core.GameView
import org.draughts.core.MoveEntry
import org.draughts.core.Offered
import org.draughts.core.PieceInfo
import org.draughts.core.PieceKind
import org.draughts.core.Player
import org.draughts.core.PlayerView
import org.draughts.core.ReviewSteps
import org.draughts.core.Side
import org.draughts.core.SquareFlags
import org.draughts.core.SquareView

/**
 * Hand-made snapshots for previews and fakes, where the native core cannot
 * be loaded (the layout preview) or must not be (state holder tests). The
 * app never shows them: its texts are the core's.
 */
object Samples {
    val noFlags = SquareFlags(
        selected = false, target = false, finalDestination = false, mustCapture = false, lastFrom = false,
        lastTo = false, lastPath = false, captured = false, stepped = false, cursor = false, hint = false,
    )

    /** An 8×8 board, White at the bottom, the start position with some marks. */
    fun board(flags: (Int) -> SquareFlags = { noFlags }): BoardView {
        val squares = (0 until 32).map { i ->
            val row = i / 4
            val piece = when {
                row < 3 -> PieceInfo(Side.BLACK, PieceKind.MAN)
                row > 4 -> PieceInfo(Side.WHITE, PieceKind.MAN)
                else -> null
            }
            SquareView(
                square = i.toUInt(), number = (i + 1).toUInt(), coordinate = "${i + 1}", name = "${i + 1}",
                row = row.toUInt(), column = (2 * (i % 4) + if (row % 2 == 0) 1 else 0).toUInt(),
                piece = piece, flags = flags(i), description = "${i + 1}", state = "",
            )
        }
        return BoardView(
            side = 8u, flipped = false, squares = squares, selected = null, capture = null, cursor = null,
            turn = Side.BLACK, fen = "", legalMoves = emptyList(), lastMove = null, numbered = true,
            files = listOf(
                "a",
                "b",
                "c",
                "d",
                "e",
                "f",
                "g",
                "h",
            ),
            ranks = listOf("8", "7", "6", "5", "4", "3", "2", "1"),
        )
    }

    val enabled = Enabled(
        undo = false, redo = false, hint = false, pause = false, offerDraw = true,
        answerDraw = false, resign = true, endReview = false, cancel = false,
    )

    val offered = Offered(hint = false, pause = false, offerDraw = true, resign = true)

    fun move(ply: Int, label: String?, text: String, current: Boolean = false) = MoveEntry(
        ply = ply.toUInt(),
        number = (ply / 2 + 1).toUInt(),
        label = label,
        side = if (ply % 2 ==
            0
        ) {
            Side.BLACK
        } else {
            Side.WHITE
        },
        text = text,
        spoken = text,
        undone = false,
        current = current,
    )

    fun player(side: Side, name: String, toMove: Boolean, player: Player = Player.Human) = PlayerView(
        side = side, player = player, name = name, toMove = toMove, thinking = false,
        men = 12u, kings = 0u, lost = 0u, pieces = "12 men",
        spoken = if (toMove) "$name, to move, 12 men" else "$name, 12 men",
    )

    /** A game of two players at the start, Black to move. */
    fun gameView(board: BoardView = board()) = GameView(
        board = board, title = "English draughts", mode = "Two players",
        players = listOf(player(Side.WHITE, "White", false), player(Side.BLACK, "Black", true)),
        status = "Black to move", turn = Side.BLACK, result = null, drawCounter = null, drawOffer = null,
        moves = emptyList(), currentPly = 0u, review = null, enabled = enabled, offered = offered,
        reviewSteps = ReviewSteps(back = null, forward = null), actingSide = Side.BLACK, search = null,
        inProgress = false, event = null, events = emptyList(),
        summary = "English draughts · Two players", paused = false,
    )
}
