package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertInstanceOf
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.random.Random

/** The game session: taps, keys, undo/redo, resign, draws, typed errors. */
class SessionTest {
    private val intl = presetRules(Variant.INTERNATIONAL)
    private val english = presetRules(Variant.ENGLISH)

    private fun sq(rules: RuleSet, name: String): UInt = parseSquare(rules, name)

    /** Taps a legal move square by square, checking each outcome; returns the Played text. */
    private fun tapMove(s: GameSession, m: MoveInfo): String {
        val sel = s.tap(m.from)
        assertInstanceOf(TapResult.Selected::class.java, sel, "select ${m.notation}")
        assertTrue((sel as TapResult.Selected).targets.contains(m.path.first()), "${m.notation}: ${sel.targets}")
        for ((i, step) in m.path.withIndex()) {
            val r = s.tap(step)
            if (i < m.path.size - 1) {
                assertInstanceOf(TapResult.Stepped::class.java, r, "step $i of ${m.notation}")
                val cap = s.view().capture
                assertNotNull(cap)
                assertEquals(m.path.subList(0, i + 1), cap!!.steps)
                assertEquals(m.captured.subList(0, i + 1).sorted(), cap.captured.sorted())
            } else {
                assertInstanceOf(TapResult.Played::class.java, r, "end of ${m.notation}")
                return (r as TapResult.Played).text
            }
        }
        error("empty path")
    }

    @Test
    fun `a whole pass-and-play game through taps`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        val rnd = Random(7)
        var multi = 0
        var plies = 0
        while (s.view().result == null && plies < 2000) {
            val v = s.view()
            assertFalse(v.botToMove)
            val moves = v.legalMoves
            assertTrue(moves.isNotEmpty())
            // Prefer captures (they end games), otherwise a random move.
            val best = moves.maxOf { it.captured.size }
            val pool = if (best > 0) moves.filter { it.captured.size == best } else moves
            val m = pool[rnd.nextInt(pool.size)]
            if (m.path.size > 1) multi++
            val text = tapMove(s, m)
            assertEquals(m.notation, text)
            val after = s.view()
            assertEquals(plies + 1, after.currentPly.toInt())
            assertEquals(text, after.moves.last().text)
            assertTrue(after.squares[m.to.toInt()].flags.lastTo)
            plies++
        }
        val result = s.view().result
        assertNotNull(result, "game did not end in $plies plies")
        assertEquals(result, s.result())
        assertTrue(result!!.text.isNotEmpty())
        assertTrue(multi > 0, "no multi-capture was tapped")
        assertTrue(s.legalMoves().isEmpty())
        // Taps after the end are refused with a reason.
        val r = s.tap(0u)
        assertEquals(TapResult.Refused(Refusal.GameOver, (r as TapResult.Refused).text), r)
    }

    @Test
    fun `a multi-capture tapped step by step`() {
        // English: the man on 26 has two captures ending on 10 (via 17 or 19).
        val s = GameSession.fromFen(english, "W:W26:B14,15,22,23", Player.Human, Player.Human)
        val sel = s.tap(sq(english, "26")) as TapResult.Selected
        assertEquals(listOf(sq(english, "17"), sq(english, "19")).sorted(), sel.targets.sorted())
        assertTrue(sel.finals.isEmpty(), "10 ends two captures: not a one-tap final")
        // Tapping 10 now is refused: two captures end there.
        val several = s.tap(sq(english, "10"))
        assertInstanceOf(TapResult.Refused::class.java, several)
        assertInstanceOf(Refusal.SeveralEndHere::class.java, (several as TapResult.Refused).refusal)
        assertTrue(several.text.isNotEmpty())
        val step = s.tap(sq(english, "19"))
        assertEquals(TapResult.Stepped(sq(english, "19"), listOf(sq(english, "10")), emptyList()), step)
        val mid = s.view()
        assertEquals(listOf(sq(english, "23")), mid.capture!!.captured)
        assertNull(mid.squares[sq(english, "26").toInt()].piece, "the moving piece left its square")
        assertEquals(PieceInfo(Side.WHITE, PieceKind.MAN), mid.squares[sq(english, "19").toInt()].piece)
        assertTrue(mid.squares[sq(english, "23").toInt()].flags.captured)
        assertTrue(mid.squares[sq(english, "19").toInt()].flags.stepped)
        val done = s.tap(sq(english, "10")) as TapResult.Played
        assertEquals("26x19x10", done.text)
        assertTrue(done.spoken.contains("takes"), done.spoken)
        val v = s.view()
        assertTrue(v.squares[sq(english, "26").toInt()].flags.lastFrom)
        assertTrue(v.squares[sq(english, "19").toInt()].flags.lastPath)
        assertTrue(v.squares[sq(english, "10").toInt()].flags.lastTo)
        assertNull(v.squares[sq(english, "23").toInt()].piece)
        assertNull(v.squares[sq(english, "15").toInt()].piece)
        assertEquals(Side.BLACK, v.turn)
    }

    @Test
    fun `refusals come as data and words, in both languages`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        val empty = s.tap(sq(intl, "25")) as TapResult.Refused
        assertEquals(Refusal.Empty(sq(intl, "25")), empty.refusal)
        val notYours = s.tap(sq(intl, "1")) as TapResult.Refused
        assertEquals(Refusal.NotYours(sq(intl, "1")), notYours.refusal)
        val blocked = s.tap(sq(intl, "46")) as TapResult.Refused
        assertEquals(Refusal.Blocked(sq(intl, "46")), blocked.refusal)
        s.setLanguage(Language.FR)
        val fr = s.tap(sq(intl, "25")) as TapResult.Refused
        assertTrue(fr.text != empty.text, "${fr.text} / ${empty.text}")
        assertEquals(TapResult.Refused(Refusal.NothingSelected, (s.cancel() as TapResult.Refused).text), s.cancel())
        assertInstanceOf(TapResult.Selected::class.java, s.tap(sq(intl, "32")))
        assertEquals(TapResult.Cancelled, s.cancel())
    }

    @Test
    fun `keys move a cursor and Enter taps`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        val first = s.key(Key.UP) as KeyResult.Cursor
        val v = s.view()
        assertEquals(first.square, v.cursor)
        assertTrue(v.squares[first.square.toInt()].flags.cursor)
        val moved = s.key(Key.UP) as KeyResult.Cursor
        assertTrue(moved.square != first.square)
        assertInstanceOf(KeyResult.Tap::class.java, s.key(Key.ENTER))
        assertInstanceOf(KeyResult.Tap::class.java, s.key(Key.ESCAPE))
    }

    @Test
    fun `undo and redo`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        val start = s.fen()
        assertFalse(s.undo())
        assertEquals("32-28", s.playText("32-28"))
        assertEquals("19-23", s.playText("19-23"))
        assertEquals("28x19", s.playText("28x19"))
        assertEquals(3u, s.view().currentPly)
        assertTrue(s.undo())
        var v = s.view()
        assertEquals(2u, v.currentPly)
        assertTrue(v.canRedo)
        assertEquals(listOf(false, false, true), v.moves.map { it.undone })
        assertTrue(s.undo()); assertTrue(s.undo()); assertFalse(s.undo())
        assertEquals(start, s.fen())
        assertTrue(s.redo()); assertTrue(s.redo()); assertTrue(s.redo()); assertFalse(s.redo())
        v = s.view()
        assertEquals(3u, v.currentPly)
        assertEquals(listOf("32-28", "19-23", "28x19"), v.moves.map { it.text })
        assertEquals(playMoveText(intl, playMoveText(intl, playMoveText(intl, start, "32-28").fen, "19-23").fen, "28x19").fen, s.fen())
        // A new move after an undo drops the redo line.
        s.undo()
        s.playMove(s.legalMoves().first { it.notation == "28x19" })
        assertFalse(s.view().canRedo)
    }

    @Test
    fun `resign, draw offers and answers`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        assertThrows(DraughtsException.Other::class.java) { s.answerDraw(true) }
        s.offerDraw(Side.WHITE)
        assertEquals(Side.WHITE, s.view().drawOffer)
        s.answerDraw(false)
        assertNull(s.view().drawOffer)
        s.offerDraw(Side.WHITE)
        s.answerDraw(true)
        assertEquals(Outcome.DRAW, s.result()!!.outcome)
        assertEquals(EndReason.AGREEMENT, s.result()!!.reason)
        assertThrows(DraughtsException.Other::class.java) { s.resign(Side.BLACK) }
        assertThrows(DraughtsException.Other::class.java) { s.playText("32-28") }

        val t = GameSession(intl, Player.Human, Player.Human)
        t.resign(Side.WHITE)
        val r = t.view().result!!
        assertEquals(Outcome.BLACK_WINS, r.outcome)
        assertEquals(EndReason.RESIGNATION, r.reason)
        t.setLanguage(Language.FR)
        assertTrue(t.result()!!.text.startsWith("Les Noirs"), t.result()!!.text)
    }

    @Test
    fun `bad input raises typed exceptions and the session goes on`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        assertThrows(DraughtsException.Other::class.java) { s.tap(50u) }
        assertThrows(DraughtsException.Other::class.java) { s.tap(UInt.MAX_VALUE) }
        assertThrows(DraughtsException.Other::class.java) { s.tapName("z9") }
        assertThrows(DraughtsException.IllegalMove::class.java) { s.playText("32-27x") }
        assertThrows(DraughtsException.IllegalMove::class.java) { s.playText("46-41") }
        assertThrows(DraughtsException.IllegalMove::class.java) {
            s.playMove(MoveInfo(0u, 49u, listOf(49u), emptyList(), false, "1-50"))
        }
        assertThrows(DraughtsException.IllegalMove::class.java) { s.setHint(MoveInfo(0u, 49u, listOf(49u), emptyList(), false, "1-50")) }
        val e = assertThrows(DraughtsException.AmbiguousMove::class.java) {
            GameSession.fromFen(english, "W:W26:B14,15,22,23", Player.Human, Player.Human).playText("26x10")
        }
        assertEquals(2, e.candidates.size)
        assertThrows(DraughtsException.InvalidFen::class.java) { GameSession.fromFen(intl, "W:W51", Player.Human, Player.Human) }
        assertThrows(DraughtsException.Other::class.java) { GameSession(intl, Player.Human, Player.Bot(9u)) }
        assertThrows(DraughtsException.Other::class.java) { GameSession(intl.copy(startRows = 0u), Player.Human, Player.Human) }
        // Still fine after all that.
        assertEquals("32-28", s.playText("32-28"))
        assertEquals(1u, s.view().currentPly)
    }

    @Test
    fun `the snapshot describes squares for screen readers and orients the board`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        val v = s.view()
        assertEquals(10u, v.side)
        assertEquals(50, v.squares.size)
        assertFalse(v.flipped)
        assertTrue(v.squares.all { it.description.isNotEmpty() })
        val bottomRow = v.squares.filter { it.row == 9u }.map { it.name }.toSet()
        assertEquals(setOf("46", "47", "48", "49", "50"), bottomRow)
        s.flip()
        val f = s.view()
        assertTrue(f.flipped)
        assertEquals(setOf("1", "2", "3", "4", "5"), f.squares.filter { it.row == 9u }.map { it.name }.toSet())
        s.setFlipped(false)
        s.setAutoFlip(true)
        s.playText("32-28")
        assertTrue(s.view().flipped, "pass-and-play turns the board to Black")
        assertEquals(Player.Human, v.white)
        assertEquals(GameSession(intl, Player.Human, Player.Bot(3u)).view().black, Player.Bot(3u))
    }

    @Test
    fun `the bot answers a draw offer at once, and the snapshot speaks the moves`() {
        // The bot (Black) is level in material at the start: it accepts.
        val even = GameSession(intl, Player.Human, Player.Bot(1u))
        assertEquals(DrawOfferAnswer.ACCEPTED, even.offerDraw(Side.WHITE))
        assertEquals(EndReason.AGREEMENT, even.result()!!.reason)
        // A man up, the bot declines and the game goes on.
        val ahead = GameSession.fromFen(intl, "W:W46:B1,2", Player.Human, Player.Bot(1u))
        assertEquals(DrawOfferAnswer.DECLINED, ahead.offerDraw(Side.WHITE))
        assertNull(ahead.result())
        assertNull(ahead.view().drawOffer)
        // Between people the offer waits.
        val people = GameSession(intl, Player.Human, Player.Human)
        assertEquals(DrawOfferAnswer.PENDING, people.offerDraw(Side.WHITE))

        people.playText("32-28")
        people.setLanguage(Language.FR)
        val v = people.view()
        assertEquals("32 vers 28", v.moves.single().spoken)
        assertEquals("Trait aux Noirs", v.status)
        val sq28 = v.squares.first { it.name == "28" }
        assertEquals("28, " + sq28.stateDescription, sq28.description)
        assertEquals(startPosition(intl).fen, people.fenAt(0u))
        assertEquals(people.fen(), people.fenAt(1u))
        assertThrows(DraughtsException.Other::class.java) { people.fenAt(2u) }
    }
}
