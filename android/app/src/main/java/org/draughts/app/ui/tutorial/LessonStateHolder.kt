package org.draughts.app.ui.tutorial

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.board.BoardModel
import org.draughts.app.ui.board.toBoardModel
import org.draughts.app.ui.data.Catalog
import org.draughts.app.ui.data.SessionPort
import org.draughts.core.Key
import org.draughts.core.KeyResult
import org.draughts.core.Language
import org.draughts.core.LessonInfo
import org.draughts.core.LessonVerdict
import org.draughts.core.TapResult

data class LessonUiState(
    val lesson: LessonInfo,
    val index: Int,
    val count: Int,
    val board: BoardModel,
    val announcement: String? = null,
    /** The core's verdict once a move is complete. */
    val verdict: LessonVerdict? = null,
)

/** A lesson: the core's lesson session, taps forwarded, the move judged by the core. */
class LessonStateHolder(
    private val catalog: Catalog,
    private val lessons: List<LessonInfo>,
    index: Int,
    private val language: Language,
) {
    private var session: SessionPort = catalog.lessonSession(lessons[index].id, language)
    var uiState by mutableStateOf(LessonUiState(lessons[index], index, lessons.size, session.view().toBoardModel()))
        private set

    fun onTap(square: UInt) = handle(session.tap(square))

    fun onKey(key: Key) {
        when (val r = session.key(key)) {
            is KeyResult.Cursor -> refresh(null)
            is KeyResult.Tap -> handle(r.result)
        }
    }

    private fun handle(r: TapResult) = refresh(
        when (r) {
            is TapResult.Played -> r.spoken
            is TapResult.Refused -> r.text
            else -> null
        },
    )

    private fun refresh(announcement: String?) {
        val verdict = catalog.judgeLesson(uiState.lesson.id, language, session)
        uiState = uiState.copy(board = session.view().toBoardModel(), announcement = verdict?.explanation ?: announcement, verdict = verdict)
    }

    fun onRetry() = open(uiState.index)
    fun onNext() = open((uiState.index + 1) % lessons.size)

    private fun open(i: Int) {
        session.close()
        session = catalog.lessonSession(lessons[i].id, language)
        uiState = LessonUiState(lessons[i], i, lessons.size, session.view().toBoardModel())
    }

    fun close() = session.close()
}
