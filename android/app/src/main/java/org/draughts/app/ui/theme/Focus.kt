package org.draughts.app.ui.theme

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.Stable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.runtime.withFrameNanos
import androidx.compose.ui.Modifier
import androidx.compose.ui.composed
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.focus.onFocusChanged
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.input.key.Key
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.onKeyEvent
import androidx.compose.ui.input.key.onPreviewKeyEvent
import androidx.compose.ui.input.key.type
import androidx.compose.ui.input.pointer.PointerEventPass
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.unit.dp

/**
 * Whether the player is using the keyboard: true from the first key press,
 * false again at the next touch or click. Focus marks (rings, the board's
 * cursor) are drawn only in keyboard mode, so a touch screen never shows
 * them, while the focus itself stays where the keys expect it.
 */
@Stable
class InputModeState {
    var keyboard by mutableStateOf(false)
}

val LocalInputMode = staticCompositionLocalOf { InputModeState() }

/** Watches every key and every press under it (before the controls see them) to switch [state]. */
@Composable
fun TracksInputMode(state: InputModeState, content: @Composable () -> Unit) {
    Box(
        Modifier
            .onPreviewKeyEvent {
                if (it.type == KeyEventType.KeyDown) state.keyboard = true
                false
            }
            .pointerInput(state) {
                awaitPointerEventScope {
                    while (true) {
                        val e = awaitPointerEvent(PointerEventPass.Initial)
                        if (e.type == PointerEventType.Press) state.keyboard = false
                    }
                }
            },
        propagateMinConstraints = true,
    ) { content() }
}

/**
 * A ring a keyboard user can see around the focused control (Material's
 * focus tint alone is too faint), drawn in keyboard mode only. Put it
 * before the control's `clickable` or `focusable`, whose focus it shows.
 */
fun Modifier.focusRing(shape: Shape = RoundedCornerShape(8.dp)): Modifier = composed {
    var focused by remember { mutableStateOf(false) }
    val shown = focused && LocalInputMode.current.keyboard
    val colour = MaterialTheme.colorScheme.primary
    onFocusChanged { focused = it.isFocused }
        .border(if (shown) 3.dp else 0.dp, if (shown) colour else Color.Transparent, shape)
}

/** Takes the focus once when the screen opens, so Enter and the arrows work at once. */
fun Modifier.initialFocus(key: Any? = Unit): Modifier = composed {
    val requester = remember { FocusRequester() }
    LaunchedEffect(key) { requester.requestFocusSoon() }
    focusRequester(requester)
}

/**
 * Requests the focus once the target is laid out: content of a
 * `BoxWithConstraints` is composed during layout, after the effects of the
 * composition that holds it, so the first frames may not have it yet.
 */
suspend fun FocusRequester.requestFocusSoon() {
    repeat(5) {
        withFrameNanos { }
        if (runCatching { requestFocus() }.isSuccess) return
    }
}

/** Escape goes back, when nothing inside used it. */
fun Modifier.escapeGoesBack(onBack: () -> Unit): Modifier = onKeyEvent { e ->
    if (e.type == KeyEventType.KeyDown && e.key == Key.Escape) {
        onBack()
        true
    } else {
        false
    }
}
