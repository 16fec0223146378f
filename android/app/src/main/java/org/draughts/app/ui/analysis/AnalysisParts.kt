// The analysis screen's parts: the evaluation gauge, the engine's lines, the control bar and the move tree.
package org.draughts.app.ui.analysis

import androidx.compose.foundation.ExperimentalFoundationApi
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.combinedClickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.graphics.vector.PathParser
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.semantics.toggleableState
import androidx.compose.ui.state.ToggleableState
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.focusRing
import org.draughts.core.AnalysisInput
import org.draughts.core.AnalysisMove
import org.draughts.core.AnalysisView
import org.draughts.core.ControlView
import org.draughts.core.MoveClass
import org.draughts.core.ReviewedMove

/** The evaluation the gauge shows: the engine's best line, else the review's score after the move on screen. */
internal data class Shown(val bar: Double, val label: String, val spoken: String)

internal fun AnalysisView.reviewedOnScreen(): ReviewedMove? {
    val i = mainLine().indexOfFirst { it.node == current }
    return if (i < 0) null else review?.moves?.getOrNull(i)
}

internal fun AnalysisView.shownEval(): Shown? {
    lines.firstOrNull()?.let { return Shown(it.bar, it.label, it.spoken) }
    val m = reviewedOnScreen() ?: return null
    return Shown(m.bar, m.evalLabel, m.evalLabel)
}

/** A vertical gauge: White's share from the bottom, the core's label in it. */
@Composable
internal fun EvalGauge(view: AnalysisView, modifier: Modifier) {
    val s = LocalStrings.current
    val shown = view.shownEval()
    val share = ((shown?.bar ?: 50.0) / 100.0).toFloat().coerceIn(0f, 1f)
    val flipped = view.board.flipped
    Box(
        modifier.clip(RoundedCornerShape(3.dp)).background(Color(0xFF3A3A3A))
            .border(1.dp, MaterialTheme.colorScheme.outline, RoundedCornerShape(3.dp))
            .semantics {
                contentDescription = s.engineEvaluation
                stateDescription = shown?.spoken.orEmpty()
            }
            .testTag("eval-gauge"),
    ) {
        Box(
            Modifier.fillMaxWidth().fillMaxHeight(
                share,
            ).align(if (flipped) Alignment.TopCenter else Alignment.BottomCenter)
                .background(Color(0xFFF2F0EA)),
        )
        shown?.let {
            val whiteAhead = share >= 0.5f
            Text(
                it.label.take(5),
                fontSize = 7.sp,
                softWrap = false,
                fontWeight = FontWeight.Bold,
                color = if (whiteAhead) Color(0xFF202020) else Color(0xFFF2F0EA),
                maxLines = 1,
                modifier = Modifier.align(
                    if (whiteAhead != flipped) Alignment.BottomCenter else Alignment.TopCenter,
                ).padding(vertical = 2.dp),
            )
        }
    }
}

/**
 * The engine's lines while it is on, as lichess draws them: compact rows on the screen's own background, each
 * a score chip coloured for the side ahead, then the moves on one line cut with an ellipsis, the depth last
 * and faint; a thin rule between rows. A tap plays the line's first move.
 */
@Composable
internal fun EngineLines(view: AnalysisView, onInput: (AnalysisInput) -> Unit) {
    if (!view.engineOn) return
    val rule = MaterialTheme.colorScheme.outlineVariant.copy(alpha = 0.5f)
    Column(Modifier.fillMaxWidth().padding(vertical = 2.dp).testTag("engine-lines")) {
        view.lines.forEachIndexed { i, line ->
            if (i > 0) Box(Modifier.fillMaxWidth().height(1.dp).background(rule))
            Row(
                Modifier.fillMaxWidth().heightIn(min = 28.dp).focusRing(RoundedCornerShape(4.dp))
                    .clickable(role = Role.Button) { onInput(AnalysisInput.PlayLine(i.toUInt())) }
                    .testTag("line-$i")
                    .clearAndSetSemantics {
                        contentDescription = line.spoken
                        role = Role.Button
                    }
                    .padding(horizontal = 4.dp, vertical = 3.dp),
                verticalAlignment = Alignment.CenterVertically,
                horizontalArrangement = Arrangement.spacedBy(8.dp),
            ) {
                ScoreChip(line.label, whiteAhead = line.score >= 0)
                Text(
                    line.moves.joinToString(" "),
                    style = MaterialTheme.typography.bodySmall,
                    maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                    modifier = Modifier.weight(1f),
                )
                Text(
                    "${line.depth}",
                    style = MaterialTheme.typography.labelSmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant.copy(alpha = 0.7f),
                )
            }
        }
    }
}

/** The score of a line on a chip: light with dark figures when White is ahead, dark with light ones for Black. */
@Composable
private fun ScoreChip(label: String, whiteAhead: Boolean) {
    val shape = RoundedCornerShape(4.dp)
    val fill = if (whiteAhead) Color(0xFFF2F0EA) else Color(0xFF3A3A3A)
    Text(
        label,
        fontSize = 12.sp,
        fontWeight = FontWeight.Bold,
        fontFamily = FontFamily.Monospace,
        color = if (whiteAhead) Color(0xFF202020) else Color(0xFFF2F0EA),
        maxLines = 1,
        textAlign = TextAlign.Center,
        modifier = Modifier.widthIn(min = 48.dp).clip(shape).background(fill)
            .border(1.dp, if (whiteAhead) Color(0xFFCFC8BC) else fill, shape)
            .padding(horizontal = 6.dp, vertical = 1.dp),
    )
}

private fun icon(name: String, d: String): ImageVector = ImageVector.Builder(name, 24.dp, 24.dp, 24f, 24f)
    .addPath(PathParser().parsePathString(d).toNodes(), fill = SolidColor(Color.Black)).build()

private val First = icon("first", "M18.41,16.59L13.82,12l4.59,-4.59L17,6l-6,6 6,6zM6,6h2v12H6z")
private val Previous = icon("previous", "M15.41,7.41L14,6l-6,6 6,6 1.41,-1.41L10.83,12z")
private val Next = icon("next", "M10,6L8.59,7.41 13.17,12l-4.58,4.59L10,18l6,-6z")
private val Last = icon("last", "M5.59,7.41L10.18,12l-4.59,4.59L7,18l6,-6 -6,-6zM16,6h2v12h-2z")

@Composable
private fun IconControl(c: ControlView, icon: ImageVector, tag: String, onClick: () -> Unit) {
    IconButton(onClick = onClick, enabled = c.enabled, modifier = Modifier.size(48.dp).focusRing().testTag(tag)) {
        Icon(icon, contentDescription = c.label)
    }
}

/** A text button drawn from one of the core's controls. */
@Composable
internal fun TextControl(c: ControlView, tag: String, onClick: () -> Unit) {
    TextButton(
        onClick = onClick,
        enabled = c.enabled,
        modifier = Modifier.heightIn(min = 48.dp).focusRing().testTag(tag),
    ) { Text(c.label, maxLines = 1) }
}

/** First, back, forward, last, flip and the engine; deeper, promote and delete when the core enables them. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun ControlBar(view: AnalysisView, onInput: (AnalysisInput) -> Unit) {
    val c = view.controls
    FlowRow(Modifier.fillMaxWidth().testTag("analysis-controls"), verticalArrangement = Arrangement.Center) {
        IconControl(c.first, First, "first") { onInput(AnalysisInput.First) }
        IconControl(c.back, Previous, "previous") { onInput(AnalysisInput.Back) }
        IconControl(c.forward, Next, "next") { onInput(AnalysisInput.Forward) }
        IconControl(c.last, Last, "last") { onInput(AnalysisInput.Last) }
        IconControl(c.flip, AppIcons.Flip, "analysis-flip") { onInput(AnalysisInput.Flip) }
        val on = c.engine.offered
        TextButton(
            onClick = { onInput(AnalysisInput.Engine(!on)) },
            enabled = c.engine.enabled,
            modifier = Modifier.heightIn(min = 48.dp).focusRing()
                .semantics { toggleableState = ToggleableState(on) }.testTag("engine"),
        ) { Text((if (on) "✓ " else "") + c.engine.label, maxLines = 1) }
        if (view.engineOn) TextControl(c.deeper, "deeper") { onInput(AnalysisInput.Deeper) }
        if (c.promote.enabled) TextControl(c.promote, "promote") { onInput(AnalysisInput.Promote(view.current)) }
        if (c.delete.enabled) TextControl(c.delete, "delete") { onInput(AnalysisInput.Delete(view.current)) }
    }
}

/** The colour of a reviewed move's mark (lichess's: cyan, orange, red). */
internal fun markColour(c: MoveClass): Color? = when (c) {
    MoveClass.INACCURACY -> Color(0xFF2B9CC7)
    MoveClass.MISTAKE -> Color(0xFFE69F00)
    MoveClass.BLUNDER, MoveClass.MISSED_WIN -> Color(0xFFDF5353)
    else -> null
}

/** The move tree in reading order: a tap shows the move, a long press opens promote and delete. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun MoveList(view: AnalysisView, onInput: (AnalysisInput) -> Unit) {
    val reviewed = view.review?.moves.orEmpty()
    var ply = 0
    FlowRow(Modifier.fillMaxWidth().padding(4.dp).testTag("move-list")) {
        view.moves.forEachIndexed { i, m ->
            val r = if (m.depth == 0u) reviewed.getOrNull(ply++) else null
            // A variation closes where the next move is less deep, or starts another at its depth or above.
            val next = view.moves.getOrNull(i + 1)
            val nextDepth = next?.depth?.toInt() ?: 0
            val sibling = next != null && next.startsVariation && next.depth <= m.depth
            val closes = m.depth.toInt() - nextDepth + (if (sibling) 1 else 0)
            MoveChip(m, r, closes.coerceAtLeast(0), view, onInput)
        }
    }
}

@OptIn(ExperimentalFoundationApi::class)
@Composable
private fun MoveChip(
    m: AnalysisMove,
    r: ReviewedMove?,
    closes: Int,
    view: AnalysisView,
    onInput: (AnalysisInput) -> Unit,
) {
    var menu by remember { mutableStateOf(false) }
    val variation = m.depth > 0u
    val forced = r?.moveClass == MoveClass.FORCED
    val base = MaterialTheme.colorScheme.onSurface
    val colour = when {
        forced -> base.copy(alpha = 0.45f)
        variation -> MaterialTheme.colorScheme.primary
        else -> base
    }
    val sign = r?.sign.orEmpty()
    val words = buildString {
        if (m.startsVariation) append("( ")
        if (m.showLabel) append(m.label).append(' ')
        append(m.text)
    }
    Box {
        Row(
            Modifier.heightIn(min = 32.dp).clip(RoundedCornerShape(4.dp))
                .background(if (m.current) MaterialTheme.colorScheme.primaryContainer else Color.Transparent)
                .focusRing()
                .combinedClickable(
                    role = Role.Button,
                    onClick = { onInput(AnalysisInput.GoTo(m.node)) },
                    onLongClick = {
                        onInput(AnalysisInput.GoTo(m.node))
                        menu = true
                    },
                )
                .testTag("move-${m.node}")
                .clearAndSetSemantics {
                    contentDescription = listOfNotNull(m.label + " " + m.text, r?.className).joinToString(", ")
                    selected = m.current
                    role = Role.Button
                }
                .padding(horizontal = 4.dp, vertical = 4.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text(
                words,
                color = colour,
                fontStyle = if (variation) FontStyle.Italic else FontStyle.Normal,
                fontWeight = if (m.current) FontWeight.Bold else FontWeight.Normal,
                style = MaterialTheme.typography.bodyMedium,
            )
            if (sign.isNotEmpty()) {
                Text(sign, color = r?.moveClass?.let(::markColour) ?: colour, fontWeight = FontWeight.Bold)
            }
            if (closes > 0) Text(" )".repeat(closes), color = colour)
        }
        DropdownMenu(expanded = menu, onDismissRequest = { menu = false }) {
            val c = view.controls
            for ((control, input, tag) in listOf(
                Triple(c.promote, AnalysisInput.Promote(m.node), "menu-promote"),
                Triple(c.delete, AnalysisInput.Delete(m.node), "menu-delete"),
            )) {
                DropdownMenuItem(
                    text = { Text(control.label) },
                    enabled = control.enabled,
                    modifier = Modifier.testTag(tag),
                    onClick = {
                        menu = false
                        onInput(input)
                    },
                )
            }
        }
    }
}

/** A small heading in a panel. */
@Composable
internal fun PanelTitle(text: String, tag: String) {
    Text(
        text,
        style = MaterialTheme.typography.titleSmall,
        modifier = Modifier.padding(top = 6.dp, start = 4.dp).testTag(tag)
            .semantics { heading() },
    )
}
