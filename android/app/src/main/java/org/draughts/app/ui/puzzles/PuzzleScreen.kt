package org.draughts.app.ui.puzzles

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.tween
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.AssistChip
import androidx.compose.material3.AssistChipDefaults
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.requestFocusSoon
import org.draughts.app.ui.tutorial.BackBar
import org.draughts.core.ControlView
import org.draughts.core.Key
import org.draughts.core.PuzzleOutcome
import org.draughts.core.PuzzleScreen
import org.draughts.core.PuzzleSittingChip
import org.draughts.core.PuzzleSittingResult

/** What the puzzle screen can ask for. */
data class PuzzleActions(
    val onTap: (UInt) -> Unit = {},
    val onKey: (Key) -> Unit = {},
    val onDrag: (UInt, UInt) -> Unit = { _, _ -> },
    val onHint: () -> Unit = {},
    val onSolution: () -> Unit = {},
    val onNext: () -> Unit = {},
    val onReopen: (UInt) -> Unit = {},
    val onThemes: () -> Unit = {},
    val onDismissNotice: () -> Unit = {},
    val onBack: () -> Unit = {},
    val onStartRun: () -> Unit = {},
    val onLeaveRun: () -> Unit = {},
)

/** The puzzle screen wired to its state holder: the first puzzle starts when the screen opens. */
@Composable
fun PuzzleRoute(
    holder: PuzzleStateHolder,
    settings: AppSettings,
    onThemes: () -> Unit,
    onBack: () -> Unit,
    reducedMotion: Boolean = false,
) {
    LaunchedEffect(holder) { holder.ensureStarted() }
    PuzzleScreen(
        holder.uiState,
        settings,
        PuzzleActions(
            onTap = holder::onTap,
            onKey = holder::onKey,
            onDrag = holder::onDrag,
            onHint = holder::onHint,
            onSolution = holder::onSolution,
            onNext = holder::onNext,
            onReopen = holder::onReopen,
            onThemes = onThemes,
            onDismissNotice = holder::dismissNotice,
            onBack = onBack,
            onStartRun = holder::onStartRun,
            onLeaveRun = holder::onLeaveRun,
        ),
        reducedMotion = reducedMotion,
    )
}

/**
 * A puzzle: the task in words, the board, the feedback after each move, the
 * rating animated from its old value to the new with the streak, the
 * sitting's results as chips that reopen a puzzle, and Hint, Show the
 * solution, Themes and Next. Wide windows put the board on the left.
 */
@Composable
fun PuzzleScreen(
    uiState: PuzzleUiState,
    settings: AppSettings,
    actions: PuzzleActions,
    reducedMotion: Boolean = false,
) {
    val s = LocalStrings.current
    val screen = uiState.screen
    val focus = remember { FocusRequester() }
    LaunchedEffect(Unit) { focus.requestFocusSoon() }
    val board = @Composable { m: Modifier ->
        Board(
            screen.board,
            m.focusRequester(focus),
            labels = settings.labels,
            animationMillis = if (reducedMotion) 0 else settings.animation.millis,
            onTap = actions.onTap,
            onKey = actions.onKey,
            onDrag = actions.onDrag,
            moveInput = settings.moveInput,
            label = s.board,
        )
    }
    val panel = @Composable {
        if (screen.run.active) PuzzleRunCard(screen.run, actions.onStartRun, actions.onLeaveRun)
        Feedback(screen)
        RatingRow(screen, reducedMotion)
        Sitting(screen, actions.onReopen)
        Buttons(screen, actions)
    }
    Surface(Modifier.fillMaxSize().escapeGoesBack(actions.onBack)) {
        BoxWithConstraints(Modifier.fillMaxSize().padding(12.dp)) {
            if (maxWidth > maxHeight && maxWidth >= 600.dp) {
                Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                    Box(Modifier.weight(1f).fillMaxHeight(), contentAlignment = Alignment.Center) {
                        board(Modifier.aspectRatio(1f))
                    }
                    Column(
                        Modifier.widthIn(max = 420.dp).fillMaxHeight().verticalScroll(rememberScrollState()),
                        verticalArrangement = Arrangement.spacedBy(8.dp),
                    ) {
                        BackBar(screen.labels.title, actions.onBack)
                        panel()
                    }
                }
            } else {
                Column(
                    Modifier.fillMaxSize(),
                    verticalArrangement = Arrangement.spacedBy(8.dp),
                    horizontalAlignment = Alignment.CenterHorizontally,
                ) {
                    BackBar(screen.labels.title, actions.onBack)
                    board(
                        Modifier.fillMaxWidth().weight(1f, fill = false)
                            .aspectRatio(1f, matchHeightConstraintsFirst = true),
                    )
                    Column(
                        Modifier.fillMaxWidth().verticalScroll(rememberScrollState()),
                        verticalArrangement = Arrangement.spacedBy(6.dp),
                    ) { panel() }
                }
            }
        }
    }
    uiState.notice?.let { notice ->
        AlertDialog(
            onDismissRequest = actions.onDismissNotice,
            text = { Text(notice) },
            confirmButton = {
                TextButton(onClick = actions.onDismissNotice, Modifier.testTag("puzzle-notice-ok")) { Text(s.close) }
            },
            modifier = Modifier.testTag("puzzle-notice"),
        )
    }
}

/** A green that reads on the theme's surface: darker on light, lighter on dark. */
@Composable
private fun good(): Color = if (MaterialTheme.colorScheme.surface.luminance() <
    0.5f
) {
    Color(0xFF81C784)
} else {
    Color(0xFF2E7D32)
}

/** Green for a move that stands, red for one that does not: the words say which too. */
@Composable
private fun outcomeColour(outcome: PuzzleOutcome?): Color? = when (outcome) {
    PuzzleOutcome.RIGHT, PuzzleOutcome.SOLVED, PuzzleOutcome.ALSO_WINS -> good()
    PuzzleOutcome.WRONG -> MaterialTheme.colorScheme.error
    else -> null
}

/** The task, then what the core said about the last move (read out as it changes). */
@Composable
private fun Feedback(screen: PuzzleScreen) {
    val colour = outcomeColour(screen.outcome)
    Card(
        Modifier.fillMaxWidth(),
        colors = CardDefaults.cardColors(
            containerColor = colour?.copy(alpha = 0.14f) ?: MaterialTheme.colorScheme.surfaceVariant,
        ),
    ) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(
                screen.prompt,
                style = MaterialTheme.typography.titleMedium,
                fontWeight = FontWeight.SemiBold,
                modifier = Modifier.testTag("puzzle-prompt"),
            )
            // One of the player's own: the game it came from.
            screen.source?.let {
                Text(
                    it,
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    maxLines = 2,
                    overflow = TextOverflow.Ellipsis,
                    modifier = Modifier.testTag("puzzle-source"),
                )
            }
            if (screen.said.isNotEmpty() && screen.said != screen.prompt) {
                Text(
                    screen.said,
                    style = MaterialTheme.typography.bodyMedium,
                    color = colour ?: MaterialTheme.colorScheme.onSurfaceVariant,
                    maxLines = 4,
                    overflow = TextOverflow.Ellipsis,
                    modifier = Modifier.testTag("puzzle-said").semantics { liveRegion = LiveRegionMode.Polite },
                )
            }
            if (screen.themes.isNotEmpty()) {
                Text(
                    screen.themes.joinToString(" · "),
                    style = MaterialTheme.typography.bodySmall,
                    modifier = Modifier.testTag("puzzle-themes-of"),
                )
            }
        }
    }
}

/** The rating, counted from the old value to the new once the puzzle is rated, and the streak. */
@Composable
private fun RatingRow(screen: PuzzleScreen, reducedMotion: Boolean) {
    val change = screen.ratingChange
    val shown = remember { Animatable(screen.rating.toFloat()) }
    LaunchedEffect(change, screen.rating) {
        if (change == null || reducedMotion) {
            shown.snapTo(screen.rating.toFloat())
        } else {
            shown.snapTo(change.before.toFloat())
            shown.animateTo(change.after.toFloat(), tween(900))
        }
    }
    Row(
        Modifier.fillMaxWidth().testTag("puzzle-rating").semantics(mergeDescendants = true) {
            contentDescription = listOfNotNull(screen.ratingText, change?.text).joinToString(". ")
        },
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Text(shown.value.toInt().toString(), style = MaterialTheme.typography.headlineSmall)
        Column(Modifier.weight(1f)) {
            Text(
                screen.ratingText,
                style = MaterialTheme.typography.bodySmall,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
            )
            change?.let {
                val delta = it.after - it.before
                Text(
                    it.text,
                    style = MaterialTheme.typography.bodySmall,
                    maxLines = 1,
                    color = if (delta >= 0) good() else MaterialTheme.colorScheme.error,
                )
            }
        }
    }
}

/** This sitting's puzzles: ✓ or ✗ with the rating change; a tap reopens one. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Sitting(screen: PuzzleScreen, onReopen: (UInt) -> Unit) {
    Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
        if (screen.sitting.isNotEmpty()) {
            Text(
                screen.labels.sittingTitle,
                style = MaterialTheme.typography.labelLarge,
                modifier = Modifier.weight(1f),
            )
        } else {
            Box(Modifier.weight(1f))
        }
        Text(
            screen.streakText,
            style = MaterialTheme.typography.labelLarge,
            modifier = Modifier.testTag("puzzle-streak"),
        )
    }
    if (screen.sitting.isEmpty()) return
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        screen.sitting.forEachIndexed { i, chip -> SittingChipView(i, chip, onReopen) }
    }
}

@Composable
private fun SittingChipView(i: Int, chip: PuzzleSittingChip, onReopen: (UInt) -> Unit) {
    val ok = chip.result != PuzzleSittingResult.FAILED
    val colour = if (ok) good() else MaterialTheme.colorScheme.error
    AssistChip(
        onClick = { onReopen(chip.index) },
        label = {
            Text("${if (ok) "✓" else "✗"} ${chip.changeText}", fontWeight = if (chip.current) FontWeight.Bold else null)
        },
        colors = AssistChipDefaults.assistChipColors(containerColor = colour.copy(alpha = 0.14f), labelColor = colour),
        modifier = Modifier.focusRing(RoundedCornerShape(8.dp)).testTag("sitting-$i").semantics {
            contentDescription = chip.label
        },
    )
}

/** Hint and Show the solution while solving; Next put forward once the puzzle is over; Themes. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Buttons(screen: PuzzleScreen, actions: PuzzleActions) {
    val c = screen.controls
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        // Once Next is put forward the puzzle is over: Hint and the solution have nothing left to do.
        if (!c.next.offered) {
            ControlButton(c.hint, "puzzle-hint", actions.onHint)
            ControlButton(c.solution, "puzzle-solution", actions.onSolution)
        }
        ControlButton(c.themes, "puzzle-themes", actions.onThemes)
        ControlButton(c.next, "puzzle-next", actions.onNext)
    }
}

@Composable
private fun ControlButton(control: ControlView, tag: String, onClick: () -> Unit) {
    val m = Modifier.heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag(tag)
    if (control.offered) {
        Button(onClick = onClick, enabled = control.enabled, modifier = m) { Text(control.label) }
    } else {
        OutlinedButton(onClick = onClick, enabled = control.enabled, modifier = m) { Text(control.label) }
    }
}
