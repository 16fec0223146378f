// The layout every board screen shares (the game, the analysis board): in portrait the board as wide as the
// window with the panel below it; in landscape the title across the top, and under it the board at the full
// height left, the side panel level with it.
package org.draughts.app.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** The margin around the board and the panel in landscape, and the gap between them. */
internal val LandscapeMargin = 12.dp

/** The narrowest side panel that still holds the strips and a bar of five buttons. */
internal val MinPanelWidth = 280.dp

/** The smallest board drawn, however little room the rest leaves. */
internal val MinBoardSide = 120.dp

/** Where the board goes: beside the panel (landscape) or above it, and its side. */
internal data class BoardPlacement(val landscape: Boolean, val side: Dp)

/** Whether a [width]×[height] window lays the board beside the panel: wider than tall, and at least 600 dp wide. */
internal fun isLandscape(width: Dp, height: Dp) = width >= 600.dp && width > height

/**
 * The board's place in a [width]×[height] area (in landscape, the area under the title row). Landscape:
 * the board takes the full height less the bottom margin (the title row above holds its own space),
 * unless the panel beside it would be narrower than [MinPanelWidth]. Portrait: the full width, unless
 * [chrome] (the rows above and below it, the move table's least height included) leaves less height.
 */
internal fun placeBoard(
    width: Dp,
    height: Dp,
    landscape: Boolean,
    aspect: Float = 1f,
    chrome: Dp = 0.dp,
): BoardPlacement {
    if (landscape) {
        val byHeight = height - LandscapeMargin
        val byWidth = (width - LandscapeMargin * 3 - MinPanelWidth) / aspect
        return BoardPlacement(true, minOf(byHeight, byWidth))
    }
    val byWidth = (width - 8.dp) / aspect
    return BoardPlacement(false, minOf(byWidth, height - chrome).coerceAtLeast(MinBoardSide))
}

/**
 * One board screen. Portrait, top to bottom: [title], [header], [topStrip], the board, [bottomStrip],
 * [status], [moves] (the height left, at least [movesMin]), [controls]. Landscape: [title] across the
 * window, never over the board or the panel; under it the board on the left at the full height left;
 * beside it a panel of the same height, [topStrip] level with the board's top edge and [bottomStrip]
 * with its bottom edge, and between them [header], [status], [moves] (filling the panel) and
 * [controls]. [board] gets the modifier that sizes it; [boardAspect] is its width over its height (a
 * gauge beside the board makes it wider).
 */
@Composable
internal fun BoardScaffold(
    board: @Composable (Modifier) -> Unit,
    moves: @Composable (Modifier) -> Unit,
    modifier: Modifier = Modifier,
    title: @Composable () -> Unit = {},
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
        if (isLandscape(maxWidth, maxHeight)) {
            Column(Modifier.fillMaxSize()) {
                Box(Modifier.fillMaxWidth().padding(horizontal = LandscapeMargin / 2).testTag("board-title")) {
                    title()
                }
                BoxWithConstraints(Modifier.weight(1f).fillMaxWidth()) {
                    val place = placeBoard(maxWidth, maxHeight, landscape = true, aspect = boardAspect)
                    Row(
                        Modifier.fillMaxSize().padding(start = LandscapeMargin, end = LandscapeMargin),
                        horizontalArrangement = Arrangement.spacedBy(LandscapeMargin),
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
                }
            }
        } else {
            val place = placeBoard(maxWidth, maxHeight, landscape = false, boardAspect, portraitChrome + movesMin)
            Column(Modifier.fillMaxSize().padding(horizontal = 4.dp)) {
                title()
                header()
                topStrip()
                PortraitBody(
                    place.side,
                    boardAspect,
                    board = board,
                    bottomStrip = bottomStrip,
                    status = status,
                    moves = moves,
                    modifier = Modifier.weight(1f).fillMaxWidth(),
                )
                controls()
            }
        }
    }
}

/**
 * Portrait, between the top strip and the bars: the board, [bottomStrip], [status] and [moves] (the height
 * left). The board is [side] high unless the rows under it would then not fit (a takeback request or a draw
 * offer on a small phone): it then gives up what they lack, so the bars below stay on the screen.
 */
@Composable
private fun PortraitBody(
    side: Dp,
    aspect: Float,
    board: @Composable (Modifier) -> Unit,
    bottomStrip: @Composable () -> Unit,
    status: @Composable () -> Unit,
    moves: @Composable (Modifier) -> Unit,
    modifier: Modifier,
) {
    Layout(
        contents = listOf(
            {
                Box(Modifier.testTag("board-area"), contentAlignment = Alignment.Center) {
                    board(Modifier.fillMaxHeight().aspectRatio(aspect, matchHeightConstraintsFirst = true))
                }
            },
            bottomStrip,
            status,
            { moves(Modifier.fillMaxSize()) },
        ),
        modifier = modifier,
    ) { (boardSlot, stripSlot, statusSlot, movesSlot), c ->
        val width = c.maxWidth
        val rows = (stripSlot + statusSlot).map { it.measure(Constraints(maxWidth = width)) }
        val rowsHeight = rows.sumOf { it.height }
        val boardHeight = minOf(side.roundToPx(), c.maxHeight - rowsHeight).coerceAtLeast(MinBoardSide.roundToPx())
        val boards = boardSlot.map { it.measure(Constraints.fixed(width, boardHeight)) }
        val left = (c.maxHeight - boardHeight - rowsHeight).coerceAtLeast(0)
        val tables = movesSlot.map { it.measure(Constraints.fixed(width, left)) }
        layout(width, c.maxHeight) {
            var y = 0
            for (p in boards + rows + tables) {
                p.placeRelative(0, y)
                y += p.height
            }
        }
    }
}
