package org.draughts.app.ui.tutorial

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.data.Catalog
import org.draughts.app.ui.data.SessionPort
import org.draughts.core.DraughtsException
import org.draughts.core.GameInput
import org.draughts.core.GameView
import org.draughts.core.Key
import org.draughts.core.Language
import org.draughts.core.LessonInfo
import org.draughts.core.LessonVerdict

data class LessonUiState(
    val lesson: LessonInfo,
    val index: Int,
    val count: Int,
    /** The lesson's game on screen, as the core draws it. */
    val view: GameView,
    /** The core's verdict's explanation once a move is complete, else the last event's text. */
    val announcement: String? = null,
    /** The core's verdict once a move is complete. */
    val verdict: LessonVerdict? = null,
)

/** A lesson: the core's lesson session, inputs forwarded, the move judged by the core. */
class LessonStateHolder(
    private val catalog: Catalog,
    private val lessons: List<LessonInfo>,
    index: Int,
    private val language: Language,
) {
    private var session: SessionPort = catalog.lessonSession(lessons[index].id, language)
    var uiState by mutableStateOf(LessonUiState(lessons[index], index, lessons.size, session.view()))
        private set

    fun onTap(square: UInt) = input { session.send(GameInput.Tap(square)) }
    fun onKey(key: Key) = input { session.send(GameInput.Key(key)) }

    private fun input(call: () -> GameView) {
        val view = try {
            call()
        } catch (e: DraughtsException) {
            return
        }
        val verdict = catalog.judgeLesson(uiState.lesson.id, language, session)
        uiState = uiState.copy(view = view, announcement = verdict?.explanation ?: view.event?.text, verdict = verdict)
    }

    fun onRetry() = open(uiState.index)
    fun onNext() = open((uiState.index + 1) % lessons.size)

    private fun open(i: Int) {
        session.close()
        session = catalog.lessonSession(lessons[i].id, language)
        uiState = LessonUiState(lessons[i], i, lessons.size, session.view())
    }

    fun close() = session.close()
}
