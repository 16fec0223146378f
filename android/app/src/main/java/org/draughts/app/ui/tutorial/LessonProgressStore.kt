package org.draughts.app.ui.tutorial

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.data.DocumentStore
import org.draughts.core.Language
import org.draughts.core.LessonListView
import org.draughts.core.LessonState
import org.draughts.core.StoredFile
import org.draughts.core.lessonList
import org.draughts.core.noteLesson
import org.draughts.core.openLessonProgress
import org.draughts.core.storedFileName

/**
 * The solved lessons' document, the core's: read once, kept aside under
 * the core's name when this version cannot read it, and written (through
 * the atomic [store]) whenever the core says a lesson snapshot changed it.
 * [language] words the notice.
 */
class LessonProgressStore(private val store: DocumentStore, today: String, language: Language) {
    private val name = storedFileName(StoredFile.LESSON_PROGRESS)

    /** The document's text; a state, so the lessons list draws again when it changes. */
    private var document by mutableStateOf("")

    /** Written only once an unreadable document has been renamed (never over it). */
    private var writable = true

    /** What to tell the player when the stored record could not be read, in [language]. */
    val notice: String?

    init {
        val read = store.read(name)
        val opened = openLessonProgress(read, today, language)
        document = opened.document
        notice = opened.notice
        opened.keepAside?.let { a -> writable = read != null && store.rename(name, a.aside) }
    }

    /** The core takes note of a lesson snapshot ([id], [state]); what it returns is written. */
    fun note(id: String, state: LessonState) {
        val changed = noteLesson(document, id, state) ?: return
        document = changed
        if (writable) store.write(name, changed)
    }

    /** The lessons of [language] with their ticks, as the core words them. */
    fun list(language: Language): LessonListView = lessonList(document, language)
}
