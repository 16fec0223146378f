package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.nio.file.Files
import kotlin.random.Random

/**
 * The game session through the bindings: every input returns the core's
 * snapshot, with the sentence of what it did; undo/redo, draws, replay,
 * saves shared with the terminal, typed errors.
 */
class SessionTest {
    private val intl = presetRules(Variant.INTERNATIONAL)
    private val english = presetRules(Variant.ENGLISH)
    private val humans = arrayOf(Player.Human, Player.Human)

    private fun sq(rules: RuleSet, name: String): UInt = parseSquare(rules, name)
    private fun game(
        rules: RuleSet = intl,
        white: Player = Player.Human,
        black: Player = Player.Human,
        lang: Language = Language.EN,
    ) = GameHandle(rules, white, black, lang)

    /** Taps a legal move square by square, checking each snapshot; returns the last one. */
    private fun tapMove(s: GameHandle, m: MoveInfo): GameView {
        val sel = s.tap(m.from)
        assertEquals(EventKind.Selected, sel.event!!.kind, "select ${m.notation}: ${sel.event}")
        assertTrue(
            sel.board.squares[m.path.first().toInt()].flags.target ||
                sel.board.squares[m.to.toInt()].flags.finalDestination,
        )
        for ((i, step) in m.path.withIndex()) {
            val v = s.tap(step)
            if (i < m.path.size - 1) {
                assertEquals(EventKind.Stepped, v.event!!.kind, "step $i of ${m.notation}")
                val cap = v.board.capture!!
                assertEquals(m.path.subList(0, i + 1), cap.steps)
                assertEquals(m.captured.subList(0, i + 1).sorted(), cap.captured.sorted())
                assertTrue(v.status.startsWith("Capture on:"), v.status)
            } else {
                assertTrue(v.event!!.kind is EventKind.Moved, "end of ${m.notation}: ${v.event}")
                return v
            }
        }
        error("empty path")
    }

    @Test
    fun `a whole pass-and-play game through taps`() {
        val s = game()
        val rnd = Random(7)
        var multi = 0
        var plies = 0
        var v = s.view()
        while (v.result == null && plies < 2000) {
            assertNull(v.search, "two people: nothing for the bot")
            val moves = v.board.legalMoves
            assertTrue(moves.isNotEmpty())
            val best = moves.maxOf { it.captured.size }
            val pool = if (best > 0) moves.filter { it.captured.size == best } else moves
            val m = pool[rnd.nextInt(pool.size)]
            if (m.path.size > 1) multi++
            v = tapMove(s, m)
            plies++
            assertEquals(plies.toUInt(), v.currentPly)
            assertEquals(m.notation, v.moves.last().text)
            assertTrue(v.moves.last().current)
            assertTrue(v.board.squares[m.to.toInt()].flags.lastTo)
            assertEquals(m.captured.isNotEmpty(), (v.event!!.kind as EventKind.Moved).capture)
        }
        val result = v.result
        assertNotNull(result, "game did not end in $plies plies")
        assertEquals(result!!.text, v.status)
        assertTrue(v.event!!.text.endsWith(result.text + "."), v.event!!.text)
        assertTrue(multi > 0, "no multi-capture was tapped")
        assertTrue(v.board.legalMoves.isEmpty())
        assertFalse(v.inProgress)
        // Taps after the end are refused with a reason.
        val after = s.tap(0u)
        assertEquals(EventKind.Refused, after.event!!.kind)
        assertEquals("The game is over.", after.event!!.text)
    }

    @Test
    fun `a multi-capture tapped step by step`() {
        // English: the man on 26 has two captures ending on 10 (via 17 or 19).
        val s = GameHandle.fromFen(english, "W:W26:B14,15,22,23", Player.Human, Player.Human, Language.EN)
        val sel = s.tap(sq(english, "26"))
        assertEquals(setOf("17", "19"), sel.board.squares.filter { it.flags.target }.map { it.name }.toSet())
        assertFalse(sel.board.squares[sq(english, "10").toInt()].flags.finalDestination, "10 ends two captures")
        val several = s.tap(sq(english, "10"))
        assertEquals(EventKind.Refused, several.event!!.kind)
        assertEquals("Several captures end on 10: tap the next landing square first (17 or 19).", several.event!!.text)
        val mid = s.tap(sq(english, "19"))
        assertEquals(listOf(sq(english, "23")), mid.board.capture!!.captured)
        assertNull(mid.board.squares[sq(english, "26").toInt()].piece, "the moving piece left its square")
        assertEquals(PieceInfo(Side.WHITE, PieceKind.MAN), mid.board.squares[sq(english, "19").toInt()].piece)
        assertTrue(mid.board.squares[sq(english, "23").toInt()].flags.captured)
        val done = s.tap(sq(english, "10"))
        assertEquals("26x19x10", done.moves.single().text)
        assertEquals("26 jumps to 19, then 10.", done.event!!.text)
        assertTrue(done.board.squares[sq(english, "19").toInt()].flags.lastPath)
    }

    @Test
    fun `refusals come in words, in both languages`() {
        val s = game()
        assertEquals("Square 25 is empty.", s.tap(sq(intl, "25")).event!!.text)
        assertEquals("The piece on 1 is not yours.", s.tap(sq(intl, "1")).event!!.text)
        assertEquals("The piece on 46 has no move.", s.tap(sq(intl, "46")).event!!.text)
        s.setLanguage(Language.FR)
        assertEquals("La case 25 est vide.", s.tap(sq(intl, "25")).event!!.text)
        val nothing = s.cancel()
        assertEquals(EventKind.Refused, nothing.event!!.kind)
        s.tap(sq(intl, "32"))
        assertEquals(EventKind.Cancelled, s.cancel().event!!.kind)
    }

    @Test
    fun `keys move a cursor on screen and Enter taps`() {
        val s = game()
        val start = s.view().board.cursor!!
        assertEquals("31", s.view().board.squares[start.toInt()].name, "on a piece of the side to move")
        val right = s.key(Key.RIGHT)
        assertEquals("32", right.board.squares[right.board.cursor!!.toInt()].name)
        assertEquals(EventKind.Cursor, right.event!!.kind)
        assertEquals("32, white man", right.event!!.text)
        assertEquals(EventKind.Selected, s.key(Key.ENTER).event!!.kind)
        val up = s.key(Key.UP_RIGHT)
        assertEquals("28", up.board.squares[up.board.cursor!!.toInt()].name)
        assertEquals("32-28", s.key(Key.ENTER).moves.single().text)
    }

    @Test
    fun `undo and redo, and the move list labels`() {
        val s = game()
        assertFalse(s.view().enabled.undo)
        s.playText("32-28")
        s.playText("19-23")
        var v = s.playText("28x19")
        assertEquals(listOf("1.", null, "2."), v.moves.map { it.label })
        v = s.undo()
        assertEquals(2u, v.currentPly)
        assertTrue(v.enabled.redo)
        assertEquals("Undone: 28x19. White to move", v.event!!.text)
        assertEquals(listOf(false, false, true), v.moves.map { it.undone })
        s.undo()
        v = s.undo()
        assertFalse(v.enabled.undo)
        assertEquals(startPosition(intl).fen, v.board.fen)
        s.redo()
        s.redo()
        v = s.redo()
        assertFalse(v.enabled.redo)
        assertEquals(listOf("32-28", "19-23", "28x19"), v.moves.map { it.text })
        // English numbers from Black, the first mover.
        val e = game(english)
        e.playText("11-15")
        e.playText("23-19")
        val labels = e.playText("9-14").moves.joinToString(" ") { listOfNotNull(it.label, it.text).joinToString(" ") }
        assertEquals("1. 11-15 23-19 2. 9-14", labels)
    }

    @Test
    fun `who acts, draw offers and answers`() {
        val s = game()
        assertThrows(DraughtsException.Other::class.java) { s.answerDraw(true) }
        var v = s.offerDraw()
        assertEquals(Side.WHITE, v.drawOffer!!.by)
        assertEquals("White offers a draw: Black may accept or decline.", v.drawOffer!!.text)
        assertTrue(v.enabled.answerDraw && !v.enabled.offerDraw)
        v = s.answerDraw(false)
        assertNull(v.drawOffer)
        assertEquals("Black declines the draw.", v.event!!.text)
        s.offerDraw()
        v = s.answerDraw(true)
        assertEquals(Outcome.DRAW, v.result!!.outcome)
        assertEquals(EndReason.AGREEMENT, v.result!!.reason)
        assertThrows(DraughtsException.Other::class.java) { s.resign() }
        assertThrows(DraughtsException.Other::class.java) { s.playText("32-28") }

        // Against the bot the person acts, whoever is to move.
        val vsBot = game(intl, Player.Bot(2u), Player.Human)
        assertEquals(Side.BLACK, vsBot.view().actingSide)
        val r = vsBot.resign().result!!
        assertEquals(Outcome.WHITE_WINS, r.outcome)
        vsBot.setLanguage(Language.FR)
        assertEquals("Les Blancs gagnent : les Noirs abandonnent", vsBot.view().status)
        // Two bots: nobody at the device resigns.
        val bots = game(intl, Player.Bot(1u), Player.Bot(1u))
        assertNull(bots.view().actingSide)
        assertThrows(DraughtsException.Other::class.java) { bots.resign() }
    }

    @Test
    fun `replaying an earlier move, read-only`() {
        val s = game()
        s.playText("32-28")
        s.playText("19-23")
        s.playText("28x19")
        assertEquals(2u, s.view().replaySteps.back)
        val v = s.replay(2u)
        assertEquals(2u, v.replay!!.plies)
        assertTrue(v.enabled.cancel, "Escape ends the replay")
        assertEquals(1u, v.replaySteps.back)
        assertEquals(3u, v.replaySteps.forward)
        assertEquals("Replaying move 1… 19-23", v.status)
        assertTrue(v.board.legalMoves.isEmpty())
        assertTrue(v.board.squares[sq(intl, "23").toInt()].flags.lastTo)
        assertTrue(v.moves[1].current)
        assertEquals(EventKind.Refused, s.tap(sq(intl, "31")).event!!.kind)
        val back = s.endReplay()
        assertNull(back.replay)
        assertNull(back.replaySteps.forward)
        assertEquals("Black, to move, 19 men, 1 taken", back.players[1].spoken)
        assertEquals(3u, back.currentPly)
        assertEquals(v.board.fen, s.viewAt(2u).board.fen)
        assertThrows(DraughtsException.Other::class.java) { s.viewAt(4u) }
    }

    @Test
    fun `bad input raises typed exceptions and the session goes on`() {
        val s = game()
        assertThrows(DraughtsException.Other::class.java) { s.tap(50u) }
        assertThrows(DraughtsException.Other::class.java) { s.tap(UInt.MAX_VALUE) }
        assertThrows(DraughtsException.Other::class.java) { s.tapName("z9") }
        assertThrows(DraughtsException.IllegalMove::class.java) { s.playText("32-27x") }
        assertThrows(DraughtsException.IllegalMove::class.java) { s.playText("46-41") }
        val e = assertThrows(DraughtsException.AmbiguousMove::class.java) {
            GameHandle.fromFen(
                english,
                "W:W26:B14,15,22,23",
                Player.Human,
                Player.Human,
                Language.EN,
            ).playText("26x10")
        }
        assertTrue(e.reason.contains("26x17x10") && e.reason.contains("26x19x10"), e.reason)
        assertEquals(listOf("26x17x10", "26x19x10"), e.candidates)
        assertThrows(DraughtsException.InvalidFen::class.java) {
            GameHandle.fromFen(intl, "W:W51", Player.Human, Player.Human, Language.EN)
        }
        assertThrows(DraughtsException.Other::class.java) {
            GameHandle(intl, Player.Human, Player.Bot(9u), Language.EN)
        }
        assertThrows(DraughtsException.Other::class.java) {
            GameHandle(intl.copy(startRows = 0u), Player.Human, Player.Human, Language.EN)
        }
        assertThrows(DraughtsException.Other::class.java) { s.exportPdn(PdnContext("1st of May", null)) }
        assertEquals(1u, s.playText("32-28").currentPly)
    }

    @Test
    fun `errors come worded in the game's language, with their data`() {
        val fr = game(rules = english, lang = Language.FR)
        val illegal = assertThrows(DraughtsException.IllegalMove::class.java) { fr.playText("21-17") }
        assertTrue(illegal.reason.startsWith("coup impossible ici : `21-17`"), illegal.reason)
        val e = assertThrows(DraughtsException.AmbiguousMove::class.java) {
            GameHandle
                .fromFen(english, "W:W26:B14,15,22,23", Player.Human, Player.Human, Language.FR)
                .playText("26x10")
        }
        assertEquals("coup ambigu : `26x10` peut être 26x17x10, 26x19x10", e.reason)
        assertEquals(listOf("26x17x10", "26x19x10"), e.candidates)
        fr.setLanguage(Language.EN)
        val en = assertThrows(DraughtsException.IllegalMove::class.java) { fr.playText("21-17") }
        assertTrue(en.reason.startsWith("illegal here: `21-17`"), en.reason)
    }

    @Test
    fun `the snapshot describes squares and orients the board`() {
        val s = game()
        val v = s.view()
        assertEquals(10u, v.board.side)
        assertEquals(50, v.board.squares.size)
        assertTrue(v.board.squares.all { it.description == it.name + ", " + it.state })
        assertEquals(
            setOf("46", "47", "48", "49", "50"),
            v.board.squares.filter {
                it.row == 9u
            }.map { it.name }.toSet(),
        )
        val f = s.flip()
        assertTrue(f.board.flipped)
        assertEquals("Board turned: Black at the bottom.", f.event!!.text)
        assertEquals(setOf("1", "2", "3", "4", "5"), f.board.squares.filter { it.row == 9u }.map { it.name }.toSet())
        s.flip()
        s.setAutoFlip(true)
        assertTrue(s.playText("32-28").board.flipped, "pass-and-play turns the board to Black")
        assertEquals("International draughts", v.title)
        assertEquals("Two players", v.mode)
        assertEquals(listOf("White", "Black"), v.players.map { it.name })
    }

    @Test
    fun `the bot answers a draw offer at once`() {
        val even = game(intl, Player.Human, Player.Bot(1u))
        assertEquals(EndReason.AGREEMENT, even.offerDraw().result!!.reason)
        val ahead = GameHandle.fromFen(intl, "W:W46:B1,2", Player.Human, Player.Bot(1u), Language.EN)
        val v = ahead.offerDraw()
        assertNull(v.result)
        assertNull(v.drawOffer)
        assertEquals(EventKind.DrawDeclined, v.event!!.kind)
        assertEquals("The bot declines the draw: play on.", v.event!!.text)
    }

    /** A save written by the terminal opens here, and the other way round. */
    @Test
    fun `saves are shared with the terminal`() {
        val dir = Files.createTempDirectory("draughts-save")
        val file = dir.resolve("terminal.json")
        val cli = System.getProperty("draughts.cli") ?: error("draughts.cli not set")
        val p = ProcessBuilder(cli, "play", "--variant", "russian", "--mode", "two", "--lang", "fr", "--flip")
            .redirectErrorStream(true).start()
        p.outputStream.bufferedWriter().use { it.write("c3-d4\nf6-g5\nsave $file\nquit\n") }
        p.inputStream.readAllBytes()
        assertEquals(0, p.waitFor())
        val fromTerminal = GameHandle.restore(Files.readString(file))
        val v = fromTerminal.view()
        assertEquals(listOf("c3-d4", "f6-g5"), v.moves.map { it.text })
        assertTrue(v.board.flipped, "orientation kept")
        assertEquals("Trait aux Blancs", v.status, "language kept")

        // The app's save opens in the terminal, where play goes on.
        val app = game(english, Player.Human, Player.Bot(2u), Language.EN)
        app.flip()
        val appFile = dir.resolve("app.json")
        Files.writeString(appFile, app.save())
        val q = ProcessBuilder(cli, "play", "--resume", appFile.toString()).redirectErrorStream(true).start()
        q.outputStream.bufferedWriter().use { it.write("quit\n") }
        val out = String(q.inputStream.readAllBytes())
        assertEquals(0, q.waitFor(), out)
        assertTrue(out.contains("The bot plays"), "the bot (Black, first in English) moves:\n$out")
        assertEquals(app.save(), GameHandle.restore(app.save()).save())
    }

    @Test
    fun `PDN export with the core's tags`() {
        val s = game(presetRules(Variant.RUSSIAN), Player.Human, Player.Bot(4u), Language.FR)
        s.playText("c3-d4")
        val pdn = s.exportPdn(PdnContext("2026-12-01", "Android"))
        for (tag in listOf(
            "[Event \"Partie amicale\"]",
            "[Site \"Android\"]",
            "[Date \"2026.12.01\"]",
            "[White \"Joueur\"]",
            "[Black \"Robot niveau 4\"]",
            "[GameType \"25\"]",
        )) {
            assertTrue(pdn.contains(tag), "$tag in\n$pdn")
        }
        assertEquals(EventKind.Exported, s.view().event!!.kind)
        assertEquals(listOf("c3-d4"), readPdn(pdn).games.single().moves)
    }

    @Test
    fun `the screen's policy comes from the core - end sheet, resign question, strips, replay target, animation, new game`() {
        // Russian: c3 takes d4, the last black piece; the end sheet is up until dismissed, and again after a redo.
        val ru = presetRules(Variant.RUSSIAN)
        val s = GameHandle.fromFen(ru, "W:Wc3,h2:Bd4", Player.Human, Player.Human, Language.EN)
        val start = s.view()
        assertTrue(start.confirmResign && !start.justEnded && !start.enabled.rematch)
        assertEquals(listOf(Side.BLACK, Side.WHITE), start.stripOrder, "White at the bottom")
        val over = s.playText("c3:e5")
        assertTrue(over.justEnded && over.enabled.rematch)
        assertNotNull(over.animation)
        val plan = over.animation!!
        assertEquals(listOf(sq(ru, "c3"), sq(ru, "e5")), plan.squares)
        assertEquals(listOf(Fade(sq(ru, "d4"), PieceInfo(Side.BLACK, PieceKind.MAN), 1u)), plan.fades)
        assertEquals(over.event!!.seq, plan.seq)
        assertFalse(s.dismissEnd().justEnded)
        s.undo()
        assertTrue(s.redo().justEnded, "a redo into a finished game opens the sheet again")
        val replayed = s.replay(over.moves.single().replayPlies - 1u)
        assertFalse(replayed.justEnded, "a replay closes it")
        assertNull(replayed.animation)
        assertEquals(1u, over.moves.single().replayPlies)
        // Who plays which colour, and the default level: the core's.
        assertEquals(3u, defaultLevel())
        assertEquals(
            Players(Player.Bot(2u), Player.Human),
            newGamePlayers(NewGame(GameMode.VS_BOT, Side.BLACK, 2u)),
        )
        assertEquals(Players(Player.Human, Player.Human), newGamePlayers(NewGame(GameMode.TWO_PLAYERS, Side.BLACK, 2u)))
    }
}
