// The replay bar: first, previous, next, last (previous and next repeat while held) and "Back to the game",
// every label and state the core's (`replayControls`).
package org.draughts.app.ui.game

import androidx.compose.foundation.combinedClickable
import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.waitForUpOrCancellation
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.composed
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.graphics.vector.PathParser
import androidx.compose.ui.input.pointer.PointerEventPass
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.GameView
import org.draughts.core.ReplayStep
import kotlin.math.abs

/** The bar's height. */
internal val ReplayBarHeight = 48.dp

/** How long a step button is held before it repeats, then how often it repeats. */
private const val REPEAT_AFTER_MS = 400L
private const val REPEAT_EVERY_MS = 90L

@Composable
internal fun ReplayBar(view: GameView, onReplay: (UInt) -> Unit, onEndReplay: () -> Unit) {
    val bar = view.replayControls
    Row(
        Modifier.fillMaxWidth().height(ReplayBarHeight),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(2.dp),
    ) {
        val step = Modifier.weight(1f)
        StepButton(bar.first, StepIcons.First, "replay-first", repeats = false, onReplay, step)
        StepButton(bar.previous, StepIcons.Previous, "replay-previous", repeats = true, onReplay, step)
        StepButton(bar.next, StepIcons.Next, "replay-next", repeats = true, onReplay, step)
        StepButton(bar.last, StepIcons.Last, "replay-last", repeats = false, onReplay, step)
        // "Back to the game" only while a past position is on screen: the steps make room for it.
        if (bar.backToGame.offered) {
            FilledTonalButton(
                onClick = onEndReplay,
                enabled = bar.backToGame.enabled,
                modifier = Modifier.heightIn(min = 40.dp).focusRing().testTag("end-replay"),
            ) {
                Text(bar.backToGame.label, maxLines = 1, overflow = TextOverflow.Ellipsis)
            }
        }
    }
}

/** One step: a tap steps once; held, [repeats] steps on to wherever the core's next snapshot leads. */
@Composable
private fun StepButton(
    step: ReplayStep,
    icon: ImageVector,
    tag: String,
    repeats: Boolean,
    onReplay: (UInt) -> Unit,
    modifier: Modifier = Modifier,
) {
    val current by rememberUpdatedState(step)
    val scope = rememberCoroutineScope()
    val fire = { current.plies?.let(onReplay) }
    val enabled = step.control.enabled
    val tint = MaterialTheme.colorScheme.onSurface.let { if (enabled) it else it.copy(alpha = 0.38f) }
    Box(
        modifier.widthIn(min = 48.dp).fillMaxHeight()
            .focusRing()
            .then(
                if (repeats) {
                    Modifier.pointerInput(Unit) {
                        awaitEachGesture {
                            awaitFirstDown(pass = PointerEventPass.Initial)
                            // Held past the first step's wait: step again until released.
                            val up = withTimeoutOrNull(REPEAT_AFTER_MS) { waitForUpOrCancellation() }
                            if (up == null) {
                                val job = scope.launch {
                                    while (true) {
                                        fire()
                                        delay(REPEAT_EVERY_MS)
                                    }
                                }
                                waitForUpOrCancellation()
                                job.cancel()
                            }
                        }
                    }
                } else {
                    Modifier
                },
            )
            .combinedClickable(
                enabled = enabled,
                role = Role.Button,
                onLongClick = if (repeats) ({}) else null,
                onClick = { fire() },
            )
            .semantics { contentDescription = step.control.label }
            .testTag(tag)
            .padding(horizontal = 4.dp),
        contentAlignment = Alignment.Center,
    ) {
        Icon(icon, contentDescription = null, tint = tint)
    }
}

/**
 * Steps through the replay with a horizontal swipe on the board: to the left for the next move, to the right
 * for the previous one. A piece being dragged (the board consumes its moves) is no swipe.
 */
internal fun Modifier.swipeSteps(view: GameView, onReplay: (UInt) -> Unit): Modifier = composed {
    val bar by rememberUpdatedState(view.replayControls)
    pointerInput(Unit) {
        val far = 48.dp.toPx()
        awaitEachGesture {
            val down = awaitFirstDown(requireUnconsumed = false, pass = PointerEventPass.Final)
            var last: Offset = down.position
            var dragged = false
            while (true) {
                val change = awaitPointerEvent(PointerEventPass.Final).changes.firstOrNull { it.id == down.id }
                    ?: break
                if (change.isConsumed) dragged = true
                last = change.position
                if (!change.pressed) break
            }
            val (dx, dy) = (last - down.position).let { it.x to it.y }
            if (!dragged && abs(dx) > far && abs(dx) > 2 * abs(dy)) {
                (if (dx < 0) bar.next else bar.previous).plies?.let(onReplay)
            }
        }
    }
}

/** The bar's icons (the Material first-page, chevron and last-page shapes). */
private object StepIcons {
    private fun icon(name: String, d: String): ImageVector = ImageVector.Builder(name, 24.dp, 24.dp, 24f, 24f)
        .addPath(PathParser().parsePathString(d).toNodes(), fill = SolidColor(Color.Black)).build()

    val First = icon("first", "M18.41,16.59L13.82,12l4.59,-4.59L17,6l-6,6 6,6zM6,6h2v12H6z")
    val Previous = icon("previous", "M15.41,7.41L14,6l-6,6 6,6 1.41,-1.41L10.83,12z")
    val Next = icon("next", "M10,6L8.59,7.41 13.17,12l-4.58,4.59L10,18l6,-6z")
    val Last = icon("last", "M5.59,7.41L10.18,12l-4.59,4.59L7,18l6,-6 -6,-6zM16,6h2v12h-2z")
}
