package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Tutorial pages, rules pages and lessons, in French and English. */
class TutorialTest {
    private fun shape(b: PageBlock): String = when (b) {
        is PageBlock.Heading -> "heading"

        is PageBlock.Paragraph -> "paragraph"

        is PageBlock.BulletList -> "list${b.items.size}"

        is PageBlock.Table -> "table${b.rows.size}x${b.header.size}"

        is PageBlock.Diagram -> "diagram ${b.diagram.fen} ${b.diagram.highlights} ${b.diagram.arrows.map {
            it.squares
        }}"
    }

    @Test
    fun `tutorial pages in both languages share one structure`() {
        val fr = tutorialPages(Language.FR)
        val en = tutorialPages(Language.EN)
        assertTrue(fr.isNotEmpty())
        assertEquals(fr.map { it.id }, en.map { it.id })
        for ((a, b) in fr.zip(en)) {
            assertEquals(a.blocks.map(::shape), b.blocks.map(::shape), a.id)
            assertNotEquals(a.title, b.title, a.id)
        }
        val diagrams = en.flatMap { it.blocks }.filterIsInstance<PageBlock.Diagram>().map { it.diagram }
        assertTrue(diagrams.isNotEmpty())
        for (d in diagrams) {
            assertTrue(d.pieces.isNotEmpty() || d.fen.isNotEmpty(), d.fen)
            assertEquals(positionFromFen(d.rules, d.fen).pieces.size, d.pieces.size)
            // The board to draw comes with the diagram: its pieces, its marks as targets.
            assertEquals(positionFromFen(d.rules, d.fen).fen, d.board.fen)
            assertEquals(d.pieces.size, d.board.squares.count { it.piece != null })
            assertEquals(d.highlights.toSet(), d.board.squares.filter { it.flags.target }.map { it.square }.toSet())
            assertEquals(if (d.rules.board == BoardSize.TEN) 10u else 8u, d.board.side)
        }
        assertTrue(
            en.flatMap { it.blocks }.filterIsInstance<PageBlock.Paragraph>().flatMap { it.spans }.any {
                it.style !=
                    TextStyle.PLAIN
            },
        )
    }

    @Test
    fun `rules pages for every variant and for custom rules`() {
        for (lang in listOf(Language.FR, Language.EN)) {
            val pages = variantPages(lang)
            assertEquals(7, pages.size)
            assertEquals(pages.first(), variantPage(Variant.INTERNATIONAL, lang))
        }
        assertEquals("Dames russes", variantName(Variant.RUSSIAN, Language.FR))
        assertEquals("Russian draughts", variantName(Variant.RUSSIAN, Language.EN))
        val custom = presetRules(Variant.INTERNATIONAL).copy(flyingKings = false)
        val page = customRulesPage(custom, Language.EN)
        assertTrue(page.blocks.isNotEmpty())
        assertNotEquals(page, customRulesPage(presetRules(Variant.INTERNATIONAL), Language.EN))
        assertThrows(DraughtsException.Other::class.java) { customRulesPage(custom.copy(startRows = 7u), Language.FR) }
    }

    @Test
    fun `lessons in both languages, judged by the core`() {
        val fr = lessons(Language.FR)
        val en = lessons(Language.EN)
        assertTrue(en.isNotEmpty())
        assertEquals(fr.map { it.id }, en.map { it.id })
        assertEquals(fr.map { it.fen }, en.map { it.fen })
        for (lang in listOf(Language.FR, Language.EN)) {
            for (l in lessons(lang)) {
                assertTrue(l.solutions.isNotEmpty(), l.id)
                assertTrue(l.task.isNotEmpty(), l.id)
                val ok = judgeLessonText(lang, l.id, l.solutions.first())
                assertTrue(ok.correct && ok.legal, "${l.id}: $ok")
                assertTrue(ok.explanation.isNotEmpty())
            }
        }
        // Tap the first lesson's solution on the lesson screen.
        val l = en.first()
        val trainer = LessonTrainerHandle(Language.EN, l.id)
        val first = trainer.screen()
        assertEquals(positionFromFen(l.rules, l.fen).fen, first.board.fen)
        assertNull(first.verdict)
        val target = first.board.legalMoves.first {
            playMoveText(l.rules, l.fen, l.solutions.first()).fen ==
                playMoveText(l.rules, l.fen, it.notation).fen
        }
        trainer.send(LessonInput.Tap(target.from))
        var after = first
        for (step in target.path) after = trainer.send(LessonInput.Tap(step))
        assertEquals(LessonState.SOLVED, after.state)
        assertTrue(after.verdict!!.correct, "${after.verdict}")
        // A wrong legal move gets an explanation, not an exception.
        val wrong = positionFromFen(l.rules, l.fen).legalMoves.map {
            it.notation
        }.firstOrNull { m -> !judgeLessonText(Language.FR, l.id, m).correct }
        if (wrong != null) {
            val v = judgeLessonText(Language.FR, l.id, wrong)
            assertFalse(v.correct)
            assertTrue(v.explanation.isNotEmpty())
        }
        assertThrows(DraughtsException.IllegalMove::class.java) { judgeLessonText(Language.EN, l.id, "not a move") }
        assertThrows(DraughtsException.Other::class.java) { judgeLessonText(Language.EN, "no-such-lesson", "32-28") }
        assertThrows(DraughtsException.Other::class.java) { LessonTrainerHandle(Language.FR, "no-such-lesson") }
    }
}
