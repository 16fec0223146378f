package org.draughts.app.previews

import androidx.compose.runtime.Composable
import androidx.compose.ui.tooling.preview.Preview
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.board.BoardCell
import org.draughts.app.ui.board.BoardModel
import org.draughts.app.ui.board.NoFlags
import org.draughts.app.ui.home.HomeScreen
import org.draughts.app.ui.home.HomeActions
import org.draughts.app.ui.home.HomeUiState
import org.draughts.app.ui.home.VariantChoice
import org.draughts.app.ui.settings.SquareLabels
import org.draughts.app.ui.theme.DraughtsTheme
import org.draughts.core.BotLevel
import org.draughts.core.PieceInfo
import org.draughts.core.PieceKind
import org.draughts.core.Side

/**
 * Android Studio previews, on hand-made data (the layout preview cannot load
 * the native core). The desktop tests render the same screens from the real
 * core and save them as PNG files.
 */
private fun previewBoard(): BoardModel {
    val cells = (0 until 32).map { i ->
        val row = i / 4
        val col = 2 * (i % 4) + if (row % 2 == 0) 1 else 0
        val piece = when {
            row < 3 -> PieceInfo(Side.BLACK, if (i == 1) PieceKind.KING else PieceKind.MAN)
            row > 4 -> PieceInfo(Side.WHITE, PieceKind.MAN)
            else -> null
        }
        BoardCell(
            square = i.toUInt(), row = row, column = col, name = "${i + 1}", coordinate = "${i + 1}", piece = piece,
            flags = NoFlags.copy(target = i == 13, mustCapture = i == 21, finalDestination = i == 14, lastTo = i == 22),
            description = "${i + 1}",
        )
    }
    return BoardModel(8, cells)
}

@Preview(name = "Board light")
@Composable
fun BoardLightPreview() = DraughtsTheme(dark = false) { Board(previewBoard(), labels = SquareLabels.NUMBERS, onTap = {}) }

@Preview(name = "Board dark")
@Composable
fun BoardDarkPreview() = DraughtsTheme(dark = true) { Board(previewBoard(), onTap = {}) }

@Preview(name = "Home", widthDp = 411, heightDp = 891)
@Composable
fun HomePreview() = DraughtsTheme(dark = false) {
    HomeScreen(
        HomeUiState(
            canContinue = true,
            variants = listOf(
                VariantChoice("international", "International draughts", "The game of the world federation, on a 10×10 board."),
                VariantChoice("english", "English draughts", "The checkers of the English-speaking world, on an 8×8 board."),
            ),
            selected = 0, customRulesLabel = null, vsBot = true,
            levels = listOf(BotLevel(1u, "Beginner"), BotLevel(2u, "Casual")), level = 1, humanSide = Side.WHITE,
        ),
        HomeActions(),
    )
}
