package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The puzzle trainer through the bindings: a solve, a checked move, the record's bytes. */
class PuzzleTest {
    private fun solution(): List<String> {
        val t = PuzzleTrainerHandle(Variant.ENGLISH, byteArrayOf(), Language.EN)
        t.send(PuzzleInput.Next)
        return t.send(PuzzleInput.ShowSolution).solution
    }

    @Test
    fun `the solution played move by move solves the puzzle`() {
        val line = solution()
        val t = PuzzleTrainerHandle(Variant.ENGLISH, byteArrayOf(), Language.EN)
        assertEquals(PuzzleStatus.SOLVING, t.send(PuzzleInput.Next).status)
        var i = 0
        var last: PuzzleVerdict = PuzzleVerdict.NoPuzzle
        while (i < line.size) {
            last = t.playText(line[i])
            val right = last as PuzzleVerdict.Right
            assertEquals(line.subList(i + 1, i + 1 + right.replies.size), right.replies)
            i += 1 + right.replies.size
        }
        assertTrue((last as PuzzleVerdict.Right).solved)
        val screen = t.screen()
        assertEquals(PuzzleStatus.SOLVED, screen.status)
        assertTrue(screen.said.contains("Solved!"), screen.said)
        val again = PuzzleTrainerHandle(Variant.ENGLISH, t.record(), Language.EN)
        assertEquals(t.record().toList(), again.record().toList())
    }

    @Test
    fun `another move is judged by a job run off the handle`() {
        val first = solution()[0]
        val t = PuzzleTrainerHandle(Variant.ENGLISH, byteArrayOf(), Language.EN)
        val fen = t.send(PuzzleInput.Next).fen
        val other = positionFromFen(presetRules(Variant.ENGLISH), fen).legalMoves.first { it.notation != first }
        assertEquals(PuzzleVerdict.NeedsCheck, t.playText(other.notation))
        val job = t.checkJob()!!
        job.run()
        val verdict = t.applyCheck(job)
        assertTrue(verdict is PuzzleVerdict.Wrong || verdict == PuzzleVerdict.AlsoWins, "$verdict")
    }

    @Test
    fun `a damaged record is refused`() {
        val e = assertThrows(DraughtsException.InvalidSave::class.java) {
            PuzzleTrainerHandle(Variant.RUSSIAN, "{}".toByteArray(), Language.EN)
        }
        assertTrue(e.reason.startsWith("not a puzzle record"), e.reason)
    }

    @Test
    fun `the puzzle screen takes a drag and answers with the board and the buttons`() {
        val first = solution()[0]
        val t = PuzzleTrainerHandle(Variant.ENGLISH, byteArrayOf(), Language.EN)
        val s = t.send(PuzzleInput.Next)
        assertEquals("Next puzzle", s.controls.next.label)
        assertTrue(s.controls.hint.enabled && !s.controls.next.offered)
        val move = s.board.legalMoves.first { it.notation == first }
        val after = t.send(PuzzleInput.Drag(move.from, move.to))
        assertTrue(after.outcome == PuzzleOutcome.RIGHT || after.outcome == PuzzleOutcome.SOLVED, "${after.outcome}")
        assertTrue(after.said.startsWith("Right"), after.said)
    }
}
