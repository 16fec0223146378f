// The game review's panel: fast or deep, the progress with stop and resume, the evaluation graph (tap or drag
// to go to a move), each side's summary in the core's words, "Show the better move", and learning from the
// mistakes of one side.
package org.draughts.app.ui.analysis

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.detectHorizontalDragGestures
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Card
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.ProgressBarRangeInfo
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.progressBarRangeInfo
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.core.AnalysisInput
import org.draughts.core.AnalysisView
import org.draughts.core.GameReviewView
import org.draughts.core.LearnView
import org.draughts.core.Side
import kotlin.math.roundToInt

@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun ReviewPanel(view: AnalysisView, onInput: (AnalysisInput) -> Unit) {
    val c = view.controls
    val learn = view.learn
    val review = view.review
    if (learn != null) {
        LearnPanel(learn, onInput)
        return
    }
    if (review == null) {
        if (!c.reviewFast.enabled) return
        FlowRow(Modifier.fillMaxWidth()) {
            TextControl(c.reviewFast, "review-fast") { onInput(AnalysisInput.StartReview(false)) }
            TextControl(c.reviewDeep, "review-deep") { onInput(AnalysisInput.StartReview(true)) }
        }
        return
    }
    Column(Modifier.fillMaxWidth().testTag("review")) {
        if (review.done < review.total) {
            val fraction = review.done.toFloat() / review.total.coerceAtLeast(1u).toFloat()
            Row(verticalAlignment = Alignment.CenterVertically) {
                LinearProgressIndicator(
                    progress = { fraction },
                    modifier = Modifier.weight(1f).padding(horizontal = 4.dp).testTag("review-progress")
                        .semantics { progressBarRangeInfo = ProgressBarRangeInfo(fraction, 0f..1f) },
                )
                Text("${review.done}/${review.total}", style = MaterialTheme.typography.labelSmall)
                if (review.running) {
                    TextControl(c.reviewCancel, "review-cancel") { onInput(AnalysisInput.CancelReview) }
                } else {
                    TextControl(c.reviewResume, "review-resume") { onInput(AnalysisInput.ResumeReview) }
                }
            }
        }
        EvalGraph(view, review, onInput)
        view.personal?.let {
            Text(
                it.text,
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.primary,
                modifier = Modifier.padding(horizontal = 4.dp, vertical = 2.dp).testTag("review-personal"),
            )
        }
        for (summary in review.summaries) {
            Text(
                summary.text,
                style = MaterialTheme.typography.bodySmall,
                modifier = Modifier.padding(horizontal = 4.dp, vertical = 1.dp)
                    .testTag("summary-${if (summary.side == Side.WHITE) "white" else "black"}"),
            )
        }
        FlowRow(Modifier.fillMaxWidth()) {
            if (c.better.enabled) TextControl(c.better, "better") { onInput(AnalysisInput.ShowBetter) }
            TextControl(c.learnWhite, "learn-white") { onInput(AnalysisInput.Learn(Side.WHITE)) }
            TextControl(c.learnBlack, "learn-black") { onInput(AnalysisInput.Learn(Side.BLACK)) }
        }
    }
}

/**
 * White's share of the bar over the game (the areas above and below the middle shaded), a line at the move on
 * screen and a dot at each error; a tap or a drag goes to the nearest move.
 */
@Composable
private fun EvalGraph(view: AnalysisView, review: GameReviewView, onInput: (AnalysisInput) -> Unit) {
    val s = LocalStrings.current
    val points = listOf(review.startBar ?: 50.0) + review.moves.map { it.bar }
    val plies = view.mainLine().size
    val main = view.mainLine()
    val at = if (view.current == 0uL) 0 else main.indexOfFirst { it.node == view.current } + 1
    val onScreen = view.reviewedOnScreen()
    val dark = MaterialTheme.colorScheme.onSurface
    val accent = MaterialTheme.colorScheme.primary
    fun goTo(x: Float, width: Int) {
        if (plies == 0 || width <= 0) return
        val ply = (x / width * plies).roundToInt().coerceIn(0, plies)
        onInput(AnalysisInput.GoTo(view.mainLineNode(ply)))
    }
    Canvas(
        Modifier.fillMaxWidth().aspectRatio(2.5f).padding(4.dp)
            .pointerInput(plies) { detectTapGestures { goTo(it.x, size.width) } }
            .pointerInput(plies) { detectHorizontalDragGestures { change, _ -> goTo(change.position.x, size.width) } }
            .semantics {
                contentDescription = s.evaluationGraph
                stateDescription = listOfNotNull(view.currentMove, onScreen?.evalLabel).joinToString(": ")
            }
            .testTag("eval-graph"),
    ) {
        val w = size.width
        val h = size.height
        drawRect(Color(0xFF3A3A3A))
        if (plies == 0) return@Canvas
        val x = { i: Int -> w * i / plies }
        val y = { bar: Double -> (h * (1 - bar / 100.0)).toFloat() }
        val area = Path().apply {
            moveTo(0f, h)
            points.forEachIndexed { i, b -> lineTo(x(i), y(b)) }
            lineTo(x(points.size - 1), h)
            close()
        }
        drawPath(area, Color(0xFFF2F0EA))
        drawLine(Color(0xFF888888), Offset(0f, h / 2), Offset(w, h / 2), strokeWidth = 1f)
        for (i in 1 until points.size) {
            drawLine(accent, Offset(x(i - 1), y(points[i - 1])), Offset(x(i), y(points[i])), strokeWidth = 2f)
        }
        review.moves.forEachIndexed { i, m ->
            markColour(m.moveClass)?.let { drawCircle(it, radius = 4f, center = Offset(x(i + 1), y(m.bar))) }
        }
        if (at >= 0) drawLine(dark.copy(alpha = 0.9f), Offset(x(at), 0f), Offset(x(at), h), strokeWidth = 2f)
    }
}

/** One side's mistakes in turn: the prompt, the verdict, the solution, the next mistake, back to the review. */
@Composable
private fun LearnPanel(learn: LearnView, onInput: (AnalysisInput) -> Unit) {
    Card(Modifier.fillMaxWidth().padding(4.dp).testTag("learn")) {
        Column(Modifier.padding(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            PanelTitle(learn.title, "learn-title")
            Text(learn.prompt, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag("learn-prompt"))
            learn.verdict?.let {
                Text(
                    it,
                    style = MaterialTheme.typography.bodyMedium,
                    color = if (learn.solved) Color(0xFF2E7D32) else Color(0xFFC62828),
                    modifier = Modifier.testTag("learn-verdict").semantics { liveRegion = LiveRegionMode.Polite },
                )
            }
            Row(Modifier.fillMaxWidth().heightIn(min = 48.dp)) {
                TextControl(learn.solution, "learn-solution") { onInput(AnalysisInput.ShowSolution) }
                TextControl(learn.next, "learn-next") { onInput(AnalysisInput.NextMistake) }
                TextControl(learn.stop, "learn-stop") { onInput(AnalysisInput.StopLearning) }
            }
        }
    }
}
