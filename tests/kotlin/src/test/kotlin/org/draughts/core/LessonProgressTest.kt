package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The solved lessons' record through the generated bindings: noted once, ticked in the list, kept aside when unreadable. */
class LessonProgressTest {
    @Test
    fun `a lesson solved through its trainer is noted once and ticked in the list`() {
        val opened = openLessonProgress(null, "2026-12-06", Language.EN)
        assertNull(opened.keepAside)
        val trainer = LessonTrainerHandle(Language.EN, "notation-numbers")
        val lesson = trainer.screen().lesson
        val right = trainer.screen().board.legalMoves.first { it.notation in lesson.solutions }
        val solved = trainer.send(LessonInput.Drag(right.from, right.to))
        assertEquals(LessonState.SOLVED, solved.state)
        val written = checkNotNull(noteLesson(opened.document, solved.lesson.id, solved.state))
        assertNull(noteLesson(written, solved.lesson.id, solved.state), "already solved: nothing to write")
        val list = lessonList(written, Language.EN)
        assertTrue(list.rows.single { it.id == "notation-numbers" }.solved)
        assertEquals(1u, list.solved)
        assertEquals("Solved: 1/${list.count}", list.summary)
    }

    @Test
    fun `an unreadable record is kept aside with a notice`() {
        val opened = openLessonProgress("{broken", "2026-12-06", Language.FR)
        val aside = checkNotNull(opened.keepAside)
        assertEquals(StoredFile.LESSON_PROGRESS, aside.file)
        assertEquals("lessons.json", aside.name)
        assertTrue(checkNotNull(opened.notice).contains(aside.aside))
        assertFalse(lessonList(opened.document, Language.FR).rows.any { it.solved })
    }
}
