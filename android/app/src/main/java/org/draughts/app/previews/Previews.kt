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
import org.draughts.app.ui.home.HomeSheet
import org.draughts.app.ui.home.HomeUiState
import org.draughts.app.ui.home.PuzzleCard
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.settings.SquareLabels
import org.draughts.app.ui.theme.DraughtsTheme
import org.draughts.core.GameCard

/**
 * Android Studio previews, on snapshots the real core made ([Samples]: the
 * layout preview cannot load the native core, so they are decoded from the
 * generated `SampleSnapshots`, which the desktop tests keep equal to what the
 * core makes). The desktop tests render the same screens live and save them
 * as PNG files.
 */
@Preview(name = "Board light")
@Composable
fun BoardLightPreview() = DraughtsTheme(dark = false) {
    Board(Samples.capture.board, labels = SquareLabels.INSIDE, onTap = {})
}

@Preview(name = "Board dark")
@Composable
fun BoardDarkPreview() = DraughtsTheme(dark = true) { Board(Samples.capture.board, onTap = {}) }

@Preview(name = "Game", widthDp = 411, heightDp = 891)
@Composable
fun GamePreview() = DraughtsTheme(dark = false) {
    val view = Samples.capture
    GameScreen(GameUiState(view, announcement = view.event?.text), AppSettings(), GameActions())
}

@Preview(name = "Game over", widthDp = 360, heightDp = 640)
@Composable
fun GameOverPreview() = DraughtsTheme(dark = true) {
    GameScreen(GameUiState(Samples.drawAgreed), AppSettings(), GameActions())
}

@Preview(name = "Game, landscape", widthDp = 1000, heightDp = 760)
@Composable
fun GameLandscapePreview() = DraughtsTheme(dark = false) {
    GameScreen(GameUiState(Samples.international), AppSettings(), GameActions())
}

/** Home with one unfinished game, as the previews draw it. */
private val homeWithAGame = HomeUiState(
    unfinished = listOf(
        GameCard(
            1u,
            "International draughts",
            "White vs Black",
            "White to move",
            "2026-03-01",
            Samples.saved.board,
            Samples.saved.summary,
        ),
    ),
    form = Samples.homeForm,
    puzzles = PuzzleCard("Puzzles", "Rating 1500"),
)

@Preview(name = "Home", widthDp = 411, heightDp = 891)
@Composable
fun HomePreview() = DraughtsTheme(dark = false) {
    HomeScreen(homeWithAGame, HomeActions())
}

@Preview(name = "Home, first run", widthDp = 360, heightDp = 640)
@Composable
fun HomeFirstRunPreview() = DraughtsTheme(dark = true) {
    HomeScreen(homeWithAGame.copy(unfinished = emptyList()), HomeActions())
}

@Preview(name = "Home, landscape", widthDp = 1000, heightDp = 760)
@Composable
fun HomeLandscapePreview() = DraughtsTheme(dark = false) {
    HomeScreen(homeWithAGame, HomeActions())
}

@Preview(name = "Home, new-game sheet", widthDp = 411, heightDp = 891)
@Composable
fun HomeNewGameSheetPreview() = DraughtsTheme(dark = false) {
    HomeScreen(homeWithAGame, HomeActions(), sheet = HomeSheet.NEW_GAME)
}

@Preview(name = "Home, variant sheet", widthDp = 411, heightDp = 891)
@Composable
fun HomeVariantSheetPreview() = DraughtsTheme(dark = false) {
    HomeScreen(homeWithAGame, HomeActions(), sheet = HomeSheet.VARIANT)
}
