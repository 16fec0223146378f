// The layout every board screen shares (the game, the analysis board): in portrait the board as wide as the
// window with the panel below it; in landscape the board at full height, the side panel level with it.
package org.draughts.app.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** The margin around the board and the panel in landscape, and the gap between them. */
internal val LandscapeMargin = 12.dp

/** The narrowest side panel that still holds the strips and a bar of five buttons. */
internal val MinPanelWidth = 280.dp

/** Where the board goes: beside the panel (landscape) or above it, and its side. */
internal data class BoardPlacement(val landscape: Boolean, val side: Dp)

/**
 * The board's place in a [width]×[height] window. Landscape once the window is wider than tall and
 * at least 600 dp wide: the board takes the full height less the margins, unless the panel beside
 * it would be narrower than [MinPanelWidth]. Portrait: the full width, unless [chrome] (the rows
 * above and below it, the move table's least height included) leaves less height.
 */
internal fun placeBoard(width: Dp, height: Dp, aspect: Float = 1f, chrome: Dp = 0.dp): BoardPlacement {
    if (width >= 600.dp && width > height) {
        val byHeight = height - LandscapeMargin * 2
        val byWidth = (width - LandscapeMargin * 3 - MinPanelWidth) / aspect
        return BoardPlacement(true, minOf(byHeight, byWidth))
    }
    val byWidth = (width - 8.dp) / aspect
    return BoardPlacement(false, minOf(byWidth, height - chrome).coerceAtLeast(120.dp))
}

/**
 * One board screen. Portrait, top to bottom: [header], [topStrip], the board, [bottomStrip],
 * [status], [moves] (the height left, at least [movesMin]), [controls]. Landscape: the board on the
 * left at full height; beside it a panel of the same height, [topStrip] level with the board's top
 * edge and [bottomStrip] with its bottom edge, and between them [header], [status], [moves]
 * (filling the panel) and [controls]. [board] gets the modifier that sizes it; [boardAspect] is
 * its width over its height (a gauge beside the board makes it wider).
 */
@Composable
internal fun BoardScaffold(
    board: @Composable (Modifier) -> Unit,
    moves: @Composable (Modifier) -> Unit,
    modifier: Modifier = Modifier,
    header: @Composable () -> Unit = {},
    topStrip: @Composable () -> Unit = {},
    bottomStrip: @Composable () -> Unit = {},
    status: @Composable () -> Unit = {},
    controls: @Composable () -> Unit = {},
    boardAspect: Float = 1f,
    portraitChrome: Dp = 0.dp,
    movesMin: Dp = 48.dp,
) {
    BoxWithConstraints(modifier.fillMaxSize()) {
        val place = placeBoard(maxWidth, maxHeight, boardAspect, portraitChrome + movesMin)
        if (place.landscape) {
            Row(
                Modifier.fillMaxSize().padding(LandscapeMargin),
                horizontalArrangement = Arrangement.spacedBy(LandscapeMargin),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Box(Modifier.size(place.side * boardAspect, place.side).testTag("board-area")) {
                    board(Modifier.fillMaxSize())
                }
                Column(Modifier.weight(1f).height(place.side).testTag("board-panel")) {
                    topStrip()
                    header()
                    status()
                    moves(Modifier.weight(1f).fillMaxWidth())
                    controls()
                    bottomStrip()
                }
            }
        } else {
            Column(Modifier.fillMaxSize().padding(horizontal = 4.dp)) {
                header()
                topStrip()
                Box(
                    Modifier.fillMaxWidth().height(place.side).testTag("board-area"),
                    contentAlignment = Alignment.Center,
                ) {
                    board(Modifier.width(place.side * boardAspect).aspectRatio(boardAspect))
                }
                bottomStrip()
                status()
                moves(Modifier.weight(1f).fillMaxWidth())
                controls()
            }
        }
    }
}
