package org.draughts.app.ui.tutorial

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.data.Catalog
import org.draughts.app.ui.data.LessonPort
import org.draughts.core.DraughtsException
import org.draughts.core.Key
import org.draughts.core.Language
import org.draughts.core.LessonInfo
import org.draughts.core.LessonInput
import org.draughts.core.LessonScreen as LessonSnapshot

/**
 * A lesson: the core's lesson trainer. Every tap, key and button is one
 * [LessonInput]; the trainer's snapshot (board, verdict, words, buttons) is
 * the screen's whole state. Each snapshot goes to the [progress] record,
 * which the core updates when a lesson is solved.
 */
class LessonStateHolder(
    catalog: Catalog,
    lessons: List<LessonInfo>,
    index: Int,
    language: Language,
    private val progress: LessonProgressStore? = null,
) {
    private val trainer: LessonPort = catalog.lessonTrainer(lessons[index].id, language)
    var uiState: LessonSnapshot by mutableStateOf(trainer.screen())
        private set

    fun onTap(square: UInt) = send(LessonInput.Tap(square))
    fun onKey(key: Key) = send(LessonInput.Key(key))
    fun onRetry() = send(LessonInput.Retry)
    fun onNext() = send(LessonInput.Next)

    private fun send(input: LessonInput) {
        uiState = try {
            trainer.send(input)
        } catch (e: DraughtsException) {
            return // a square off the board: nothing changes
        }
        progress?.note(uiState.lesson.id, uiState.state)
    }

    fun close() = trainer.close()
}
