package org.draughts.app.ui.tutorial

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.focusable
import androidx.compose.foundation.gestures.animateScrollBy
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
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.onKeyEvent
import androidx.compose.ui.input.key.type
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import kotlinx.coroutines.launch
import org.draughts.app.ui.board.Board
import org.draughts.app.ui.common.GroupShape
import org.draughts.app.ui.common.ListGroup
import org.draughts.app.ui.common.RowDivider
import org.draughts.app.ui.i18n.LocalStrings
import org.draughts.app.ui.settings.AppSettings
import org.draughts.app.ui.theme.AppIcons
import org.draughts.app.ui.theme.escapeGoesBack
import org.draughts.app.ui.theme.focusRing
import org.draughts.app.ui.theme.initialFocus
import org.draughts.app.ui.theme.requestFocusSoon
import org.draughts.core.ControlView
import org.draughts.core.Key
import org.draughts.core.LessonListView
import org.draughts.core.LessonState
import org.draughts.core.PuzzlePractice
import org.draughts.core.TutorialPage
import androidx.compose.ui.input.key.Key as ComposeKey
import org.draughts.core.LessonScreen as LessonSnapshot

/** The back button and the screen's title; [focusFirst] gives the back button the focus when nothing else should have it. */
@Composable
fun BackBar(title: String, onBack: () -> Unit, focusFirst: Boolean = false) {
    val s = LocalStrings.current
    Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
        IconButton(
            onClick = onBack,
            modifier = (if (focusFirst) Modifier.initialFocus() else Modifier).size(
                48.dp,
            ).focusRing(RoundedCornerShape(50)).testTag("back"),
        ) { Icon(AppIcons.Back, contentDescription = s.back) }
        Text(
            title,
            style = MaterialTheme.typography.titleLarge,
            maxLines = 2,
            modifier = Modifier.semantics {
                heading()
            },
        )
    }
}

/**
 * The tutorial as three clear sections: the rules (the core's tutorial
 * pages, numbered, [rulesCount] of [pages]); the lessons, with how many are
 * solved as a bar and a tick on each one solved (the core's list,
 * [lessons]); then the rules of each variant (the rest of [pages]). On a
 * wide window the lessons stand beside the two lists of pages; on a phone
 * they come right after the rules, not after every page.
 */
@Composable
fun TutorialHomeScreen(
    pages: List<TutorialPage>,
    rulesCount: Int,
    lessons: LessonListView,
    onPage: (Int) -> Unit,
    onLesson: (Int) -> Unit,
    onBack: () -> Unit,
) {
    val s = LocalStrings.current
    val split = rulesCount.coerceIn(0, pages.size)
    val rules = @Composable {
        ListGroup(s.rulesPages) {
            pages.take(split).forEachIndexed { i, p ->
                if (i > 0) RowDivider()
                ListRow(
                    "${i + 1}",
                    p.title,
                    null,
                    null,
                    (if (i == 0) Modifier.initialFocus() else Modifier).testTag("page-${p.id}"),
                ) { onPage(i) }
            }
        }
    }
    val variants = @Composable {
        if (split < pages.size) {
            ListGroup(s.variantRulesPages, Modifier.testTag("variant-pages")) {
                pages.drop(split).forEachIndexed { k, p ->
                    if (k > 0) RowDivider()
                    ListRow(null, p.title, null, null, Modifier.testTag("page-${p.id}")) { onPage(split + k) }
                }
            }
        }
    }
    val lessonList = @Composable {
        ListGroup(s.lessons) {
            LessonsProgress(lessons)
            lessons.rows.forEachIndexed { i, l ->
                RowDivider()
                ListRow(l.number, l.title, l.solved, l.spoken, Modifier.testTag("lesson-${l.id}")) { onLesson(i) }
            }
        }
    }
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        BoxWithConstraints(Modifier.fillMaxSize(), contentAlignment = Alignment.TopCenter) {
            if (maxWidth > maxHeight && maxWidth >= 600.dp) {
                Column(Modifier.widthIn(max = 1040.dp).fillMaxSize().padding(horizontal = 12.dp, vertical = 8.dp)) {
                    BackBar(s.tutorial, onBack)
                    Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                        Column(
                            Modifier.weight(1f).verticalScroll(rememberScrollState()),
                            verticalArrangement = Arrangement.spacedBy(8.dp),
                        ) {
                            rules()
                            variants()
                        }
                        Column(Modifier.weight(1f).verticalScroll(rememberScrollState())) { lessonList() }
                    }
                }
            } else {
                Column(
                    Modifier.widthIn(max = 640.dp).fillMaxSize().verticalScroll(rememberScrollState())
                        .padding(horizontal = 12.dp, vertical = 8.dp),
                    verticalArrangement = Arrangement.spacedBy(8.dp),
                ) {
                    BackBar(s.tutorial, onBack)
                    rules()
                    lessonList()
                    variants()
                }
            }
        }
    }
}

/** The lessons' progress: the core's "Solved: 2/11" over a bar of the same share. */
@Composable
private fun LessonsProgress(lessons: LessonListView) {
    val colours = MaterialTheme.colorScheme
    Column(
        Modifier.fillMaxWidth().padding(start = 16.dp, end = 16.dp, top = 12.dp, bottom = 12.dp),
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text(
            lessons.summary,
            style = MaterialTheme.typography.labelLarge,
            color = colours.onSurfaceVariant,
            modifier = Modifier.testTag("lessons-summary"),
        )
        val share = if (lessons.count == 0u) 0f else lessons.solved.toFloat() / lessons.count.toFloat()
        Box(Modifier.fillMaxWidth().height(6.dp).clip(CircleShape).background(colours.surfaceContainerHighest)) {
            Box(Modifier.fillMaxWidth(share).fillMaxHeight().clip(CircleShape).background(colours.primary))
        }
    }
}

/**
 * A row of the tutorial's lists: its number in a tonal disc (a tick once
 * [solved]; null: pages, which have no solved state), the title, and the
 * core's spoken line when it has one. Without a number (a variant's rules)
 * it is the title and a chevron.
 */
@Composable
private fun ListRow(
    number: String?,
    title: String,
    solved: Boolean?,
    spoken: String?,
    modifier: Modifier,
    onClick: () -> Unit,
) {
    val colours = MaterialTheme.colorScheme
    Row(
        modifier.fillMaxWidth().heightIn(min = 52.dp).focusRing(GroupShape).clickable(onClick = onClick)
            .let { m ->
                if (spoken !=
                    null
                ) {
                    m.clearAndSetSemantics {
                        contentDescription = spoken
                        onClick {
                            onClick()
                            true
                        }
                    }
                } else {
                    m
                }
            }
            .padding(horizontal = 16.dp, vertical = 6.dp),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(14.dp),
    ) {
        if (number == null) {
            Text(title, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f))
            Icon(AppIcons.ChevronRight, contentDescription = null, tint = colours.onSurfaceVariant)
            return@Row
        }
        val done = solved == true
        Box(
            Modifier.size(32.dp).background(if (done) colours.primary else colours.secondaryContainer, CircleShape),
            contentAlignment = Alignment.Center,
        ) {
            if (done) {
                Icon(
                    AppIcons.Check,
                    contentDescription = null,
                    tint = colours.onPrimary,
                    modifier = Modifier.size(20.dp),
                )
            } else {
                Text(number, style = MaterialTheme.typography.labelLarge, color = colours.onSecondaryContainer)
            }
        }
        Text(title, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f))
    }
}

/**
 * A tutorial or rules page, scrolled by the keys; at its end the core's
 * "Put it into practice" when it offers one ([practice], the end of the
 * tutorial), which opens the puzzles of its themes.
 */
@Composable
fun PageScreen(
    page: TutorialPage,
    onBack: () -> Unit,
    practice: PuzzlePractice? = null,
    onPractice: (PuzzlePractice) -> Unit = {},
) {
    val scroll = rememberScrollState()
    val scope = rememberCoroutineScope()
    val step = with(LocalDensity.current) { 48.dp.toPx() }
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        // The page itself is the first tab stop: the arrows and Page Up / Page Down scroll it.
        Column(
            Modifier.fillMaxSize()
                .initialFocus()
                .onKeyEvent { e ->
                    if (e.type != KeyEventType.KeyDown) return@onKeyEvent false
                    val by = when (e.key) {
                        ComposeKey.DirectionDown -> step
                        ComposeKey.DirectionUp -> -step
                        ComposeKey.PageDown -> scroll.viewportSize * 0.9f
                        ComposeKey.PageUp -> -scroll.viewportSize * 0.9f
                        else -> return@onKeyEvent false
                    }
                    scope.launch { scroll.animateScrollBy(by) }
                    true
                }
                .focusable()
                .semantics { contentDescription = page.title }
                .testTag("page")
                .verticalScroll(scroll).padding(12.dp).widthIn(max = 720.dp),
        ) {
            BackBar(page.title, onBack)
            PageView(page, showTitle = false)
            practice?.let { p ->
                Box(Modifier.fillMaxWidth().padding(top = 16.dp, bottom = 8.dp), contentAlignment = Alignment.Center) {
                    LessonButton(p.control, "page-practice") { onPractice(p) }
                }
            }
        }
    }
}

/**
 * A lesson: its task, the board and the core's verdict with its buttons,
 * all on screen without scrolling. Wide windows put the board on the left;
 * only the task scrolls if it is long, so the title never moves.
 */
@Composable
fun LessonScreen(
    uiState: LessonSnapshot,
    settings: AppSettings,
    onTap: (UInt) -> Unit,
    onKey: (Key) -> Unit,
    onRetry: () -> Unit,
    onNext: () -> Unit,
    onBack: () -> Unit,
    onPractice: (() -> Unit)? = null,
) {
    val s = LocalStrings.current
    val focus = remember { FocusRequester() }
    LaunchedEffect(uiState.index) { focus.requestFocusSoon() }
    val board = @Composable { m: Modifier ->
        Board(
            uiState.board,
            m.focusRequester(focus),
            labels = settings.labels,
            onTap = onTap,
            onKey = onKey,
            label = s.board,
        )
    }
    val task = @Composable { m: Modifier ->
        Card(m.fillMaxWidth()) {
            Column(Modifier.padding(12.dp).verticalScroll(rememberScrollState())) {
                Text(s.lessonTask, style = MaterialTheme.typography.labelLarge)
                Text(
                    spansText(uiState.lesson.task),
                    style = MaterialTheme.typography.bodyLarge,
                    modifier = Modifier.testTag("lesson-task"),
                )
            }
        }
    }
    val outcome = @Composable {
        uiState.headline?.let { headline ->
            Text(
                headline,
                style = MaterialTheme.typography.titleMedium,
                color = if (uiState.state ==
                    LessonState.SOLVED
                ) {
                    MaterialTheme.colorScheme.tertiary
                } else {
                    MaterialTheme.colorScheme.error
                },
                modifier = Modifier.testTag("verdict"),
            )
        }
        uiState.note?.let { note ->
            Text(
                note,
                maxLines = 3,
                overflow = TextOverflow.Ellipsis,
                modifier = Modifier.testTag("announcement").semantics { liveRegion = LiveRegionMode.Polite },
            )
        }
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            // Try again only once there is an attempt to try again.
            if (uiState.controls.retry.enabled) LessonButton(uiState.controls.retry, "retry", onRetry)
            LessonButton(uiState.controls.next, "next-lesson", onNext)
        }
        // Solved: the puzzles of the lesson's themes ("Put it into practice").
        if (onPractice != null && uiState.controls.practice.offered) {
            LessonButton(uiState.controls.practice, "practice", onPractice)
        }
    }
    val title = "${uiState.index + 1u}/${uiState.count} · ${uiState.lesson.title}"
    Surface(Modifier.fillMaxSize().escapeGoesBack(onBack)) {
        BoxWithConstraints(Modifier.fillMaxSize().padding(12.dp)) {
            if (maxWidth > maxHeight && maxWidth >= 600.dp) {
                Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                    Box(Modifier.weight(1f).fillMaxHeight(), contentAlignment = Alignment.Center) {
                        board(Modifier.aspectRatio(1f))
                    }
                    Column(
                        Modifier.widthIn(max = 420.dp).fillMaxHeight(),
                        verticalArrangement = Arrangement.spacedBy(8.dp),
                    ) {
                        BackBar(title, onBack)
                        task(Modifier.weight(1f, fill = false))
                        outcome()
                    }
                }
            } else {
                Column(
                    Modifier.fillMaxSize(),
                    verticalArrangement = Arrangement.spacedBy(8.dp),
                    horizontalAlignment = Alignment.CenterHorizontally,
                ) {
                    BackBar(title, onBack)
                    task(Modifier.heightIn(max = 160.dp))
                    board(
                        Modifier.fillMaxWidth().weight(
                            1f,
                            fill = false,
                        ).aspectRatio(1f, matchHeightConstraintsFirst = true),
                    )
                    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(6.dp)) { outcome() }
                }
            }
        }
    }
}

/** A lesson button as the core labels it: filled when the core puts it forward. */
@Composable
private fun LessonButton(control: ControlView, tag: String, onClick: () -> Unit) {
    val m = Modifier.heightIn(min = 48.dp).focusRing(RoundedCornerShape(50)).testTag(tag)
    if (control.offered) {
        Button(onClick = onClick, enabled = control.enabled, modifier = m) { Text(control.label) }
    } else {
        OutlinedButton(onClick = onClick, enabled = control.enabled, modifier = m) { Text(control.label) }
    }
}
