package org.draughts.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import org.draughts.app.ui.AppState
import org.draughts.app.ui.DraughtsApp
import org.draughts.app.ui.data.FfiCatalog
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.tutorial.LessonProgressStore
import org.draughts.core.Language
import org.draughts.core.LessonState
import org.draughts.core.lessons
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The solved lessons' record as the core keeps it: written when a lesson is first solved, never over a document it cannot read. */
@OptIn(ExperimentalTestApi::class)
class LessonProgressStoreTest {
    private val id = lessons(Language.EN).first().id

    @Test
    fun `a lesson solved is written once and read again by the next start`() {
        val store = MemoryStore()
        val progress = LessonProgressStore(store, "2026-12-06", Language.EN)
        progress.note(id, LessonState.WRONG)
        assertNull(store.read("lessons.json"), "nothing to write before a lesson is solved")
        progress.note(id, LessonState.SOLVED)
        val written = store.read("lessons.json")!!
        assertTrue(written.contains(id), written)
        progress.note(id, LessonState.SOLVED)
        assertEquals(written, store.read("lessons.json"))
        val again = LessonProgressStore(store, "2026-12-06", Language.FR).list(Language.FR)
        assertTrue(again.rows.first().solved)
        assertFalse(again.rows[1].solved)
        assertEquals(1u, again.solved)
    }

    @Test
    fun `an unreadable record is kept aside, the player is told, and lessons start unsolved`() = uiTest {
        val newer = """{"format":"draughts-lessons","version":4,"solved":["$id"]}"""
        val store = MemoryStore().apply { write("lessons.json", newer) }
        val app = AppState(FfiCatalog(), TestPlatform(), store, systemLanguage = Language.EN)
        val kept = store.docs.keys.single { it.startsWith("lessons.unreadable-v4-") }
        assertEquals(newer, store.read(kept))
        assertNull(store.read("lessons.json"))
        assertFalse(app.lessonProgress.list(Language.EN).rows.first().solved)
        assertTrue(app.lessonProgressNotice!!.contains(kept))
        setThemedContent { DraughtsApp(app) }
        onNodeWithTag("notices-ok").performClick()
        waitForIdle()
        assertNull(app.lessonProgressNotice)
        app.lessonProgress.note(id, LessonState.SOLVED)
        assertEquals(newer, store.read(kept), "the kept document is never written over")
        assertTrue(store.read("lessons.json")!!.contains(id))
    }
}
