package org.draughts.app.ui.common

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.focusable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.input.key.Key
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.onKeyEvent
import androidx.compose.ui.input.key.type
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.theme.focusRing

/** One choice of a [ChoiceGroup]: its test tag and what it says. */
data class Choice(val tag: String, val label: String)

/**
 * A radio group as one tab stop: the arrows move the choice, as in a
 * native radio group; a tap or a screen reader's click picks one. The
 * selected choice shows a filled dot, not only a colour.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ChoiceGroup(
    label: String,
    choices: List<Choice>,
    selected: Int,
    onSelect: (Int) -> Unit,
    modifier: Modifier = Modifier,
    groupTag: String? = null,
) {
    FlowRow(
        modifier
            .focusRing()
            .onKeyEvent { e ->
                if (e.type != KeyEventType.KeyDown || choices.isEmpty()) return@onKeyEvent false
                val step = when (e.key) {
                    Key.DirectionRight, Key.DirectionDown -> 1
                    Key.DirectionLeft, Key.DirectionUp -> -1
                    else -> return@onKeyEvent false
                }
                val next = ((if (selected < 0) 0 else selected + step) + choices.size) % choices.size
                onSelect(next)
                true
            }
            .focusable()
            .selectableGroup()
            .semantics { contentDescription = label }
            .let { if (groupTag != null) it.testTag(groupTag) else it }
            .padding(2.dp),
        horizontalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        choices.forEachIndexed { i, c -> ChoiceChip(c, i == selected) { onSelect(i) } }
    }
}

@Composable
private fun ChoiceChip(c: Choice, selected: Boolean, onClick: () -> Unit) {
    val colours = MaterialTheme.colorScheme
    Row(
        Modifier
            .heightIn(min = 48.dp)
            .pointerInput(c.tag) { detectTapGestures { onClick() } }
            .semantics(mergeDescendants = true) {
                role = Role.RadioButton
                this.selected = selected
                onClick {
                    onClick()
                    true
                }
            }
            .testTag(c.tag)
            .padding(vertical = 6.dp)
            .background(if (selected) colours.secondaryContainer else colours.surface, RoundedCornerShape(8.dp))
            .border(1.dp, if (selected) colours.secondary else colours.outline, RoundedCornerShape(8.dp))
            .padding(horizontal = 10.dp, vertical = 6.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Canvas(Modifier.size(12.dp)) {
            drawCircle(colours.onSurface, style = Stroke(width = 1.5f * density))
            if (selected) drawCircle(colours.onSurface, radius = size.minDimension * 0.28f)
        }
        Spacer(Modifier.width(6.dp))
        Text(
            c.label,
            style = MaterialTheme.typography.labelLarge,
            color = if (selected) colours.onSecondaryContainer else colours.onSurface,
        )
    }
}

/**
 * A few short choices as one single-row segmented control (Material 3's
 * segmented button): equal segments in one outlined pill, the chosen one
 * filled and in bold (no tick, so a label keeps its room). One tab stop with the arrows moving the choice, as
 * [ChoiceGroup]; each segment is a radio button for screen readers.
 */
@Composable
fun SegmentedChoice(
    label: String,
    choices: List<Choice>,
    selected: Int,
    onSelect: (Int) -> Unit,
    modifier: Modifier = Modifier,
    groupTag: String? = null,
) {
    val colours = MaterialTheme.colorScheme
    val shape = RoundedCornerShape(50)
    Row(
        modifier
            .fillMaxWidth()
            .focusRing(shape)
            .onKeyEvent { e ->
                if (e.type != KeyEventType.KeyDown || choices.isEmpty()) return@onKeyEvent false
                val step = when (e.key) {
                    Key.DirectionRight, Key.DirectionDown -> 1
                    Key.DirectionLeft, Key.DirectionUp -> -1
                    else -> return@onKeyEvent false
                }
                onSelect(((if (selected < 0) 0 else selected + step) + choices.size) % choices.size)
                true
            }
            .focusable()
            .selectableGroup()
            .semantics { contentDescription = label }
            .let { if (groupTag != null) it.testTag(groupTag) else it }
            .height(IntrinsicSize.Min)
            .heightIn(min = 48.dp)
            .clip(shape)
            .border(1.dp, colours.outline, shape),
    ) {
        choices.forEachIndexed { i, c ->
            if (i > 0) Box(Modifier.width(1.dp).fillMaxHeight().background(colours.outline))
            Segment(c, i == selected, Modifier.weight(1f)) { onSelect(i) }
        }
    }
}

@Composable
private fun Segment(c: Choice, selected: Boolean, modifier: Modifier, onClick: () -> Unit) {
    val colours = MaterialTheme.colorScheme
    Row(
        modifier
            .fillMaxHeight()
            .background(if (selected) colours.secondaryContainer else colours.surface)
            .pointerInput(c.tag) { detectTapGestures { onClick() } }
            .semantics(mergeDescendants = true) {
                role = Role.RadioButton
                this.selected = selected
                onClick {
                    onClick()
                    true
                }
            }
            .testTag(c.tag)
            .padding(horizontal = 6.dp),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.Center,
    ) {
        Text(
            c.label,
            style = MaterialTheme.typography.labelLarge,
            color = if (selected) colours.onSecondaryContainer else colours.onSurface,
            fontWeight = if (selected) FontWeight.Bold else FontWeight.Normal,
            maxLines = 1,
            overflow = TextOverflow.Ellipsis,
        )
    }
}
