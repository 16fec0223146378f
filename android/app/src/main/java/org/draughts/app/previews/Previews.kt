package org.draughts.app.previews

import androidx.compose.runtime.Composable
import androidx.compose.ui.tooling.preview.Preview
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.data.Samples
import org.draughts.app.ui.game.GameActions
import org.draughts.app.ui.game.GameScreen
import org.draughts.app.ui.game.GameUiState
import org.draughts.app.ui.home.HomeActions
import org.draughts.app.ui.home.HomeScreen
import org.draughts.app.ui.home.HomeUiState
import org.draughts.app.ui.home.VariantChoice
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.SquareLabels
import org.draughts.app.ui.theme.DraughtsTheme
import org.draughts.core.BotLevel
import org.draughts.core.Side

/**
 * Android Studio previews, on hand-made snapshots ([Samples]: the layout
 * preview cannot load the native core). The desktop tests render the same
 * screens from the real core and save them as PNG files.
 */
private fun previewBoard() = Samples.board { i ->
    Samples.noFlags.copy(target = i == 13, mustCapture = i == 21, finalDestination = i == 14, lastTo = i == 22)
}

@Preview(name = "Board light")
@Composable
fun BoardLightPreview() = DraughtsTheme(dark = false) {
    Board(previewBoard(), labels = SquareLabels.NUMBERS, onTap = {})
}

@Preview(name = "Board dark")
@Composable
fun BoardDarkPreview() = DraughtsTheme(dark = true) { Board(previewBoard(), onTap = {}) }

@Preview(name = "Game", widthDp = 411, heightDp = 891)
@Composable
fun GamePreview() = DraughtsTheme(dark = false) {
    val view = Samples.gameView(previewBoard()).copy(
        moves = listOf(Samples.move(0, "1.", "11-15"), Samples.move(1, null, "23-19", current = true)),
        currentPly = 2u,
    )
    GameScreen(GameUiState(view, announcement = "White plays 23 to 19."), AppSettings(), GameActions())
}

@Preview(name = "Game over", widthDp = 360, heightDp = 640)
@Composable
fun GameOverPreview() = DraughtsTheme(dark = true) {
    val view = Samples.gameView(previewBoard()).copy(
        result = org.draughts.core.ResultView(
            org.draughts.core.Outcome.DRAW,
            org.draughts.core.EndReason.AGREEMENT,
            "Draw by agreement",
        ),
        status = "Draw by agreement",
    )
    GameScreen(GameUiState(view, endSheet = true), AppSettings(), GameActions())
}

@Preview(name = "Game, landscape", widthDp = 1000, heightDp = 760)
@Composable
fun GameLandscapePreview() = DraughtsTheme(dark = false) {
    GameScreen(GameUiState(Samples.gameView(previewBoard())), AppSettings(), GameActions())
}

@Preview(name = "Home", widthDp = 411, heightDp = 891)
@Composable
fun HomePreview() = DraughtsTheme(dark = false) {
    HomeScreen(
        HomeUiState(
            canContinue = true,
            variants = listOf(
                VariantChoice(
                    "international",
                    "International draughts",
                    "The game of the world federation, on a 10×10 board.",
                ),
                VariantChoice(
                    "english",
                    "English draughts",
                    "The checkers of the English-speaking world, on an 8×8 board.",
                ),
            ),
            selected = 0, customRulesLabel = null, vsBot = true,
            levels = listOf(BotLevel(1u, "Beginner"), BotLevel(2u, "Casual")), level = 1, humanSide = Side.WHITE,
            saved = Samples.gameView(previewBoard()),
        ),
        HomeActions(),
    )
}
