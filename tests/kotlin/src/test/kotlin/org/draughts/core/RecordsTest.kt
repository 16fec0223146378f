package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.random.Random

/** Save/restore and PDN export/import, and their typed errors. */
class RecordsTest {
    private val intl = presetRules(Variant.INTERNATIONAL)

    private fun playRandom(s: GameHandle, plies: Int, seed: Int) {
        val rnd = Random(seed)
        repeat(plies) {
            val moves = s.view().board.legalMoves
            if (moves.isEmpty()) return
            s.playText(moves[rnd.nextInt(moves.size)].notation)
        }
    }

    @Test
    fun `save then restore gives back the same game`() {
        // Two people, so the moves go in without the bot.
        val s = GameHandle(intl, Player.Human, Player.Human, Language.FR)
        s.playText("32-28")
        s.playText("19-23")
        s.playText("28x19")
        s.playText("14x23")
        s.undo()
        s.flip()
        val before = s.view()
        val doc = s.save()
        assertTrue(doc.contains("draughts-save"), doc)
        val r = GameHandle.restore(doc)
        val after = r.view()
        assertEquals(before.board, after.board)
        assertEquals(before.moves, after.moves)
        assertEquals(before.status, after.status, "the language is saved")
        assertTrue(after.board.flipped)
        assertTrue(after.enabled.redo)
        assertEquals(4u, r.redo().currentPly)
        // Players come back too.
        val vsBot = GameHandle.restore(GameHandle(intl, Player.Human, Player.Bot(4u), Language.EN).save()).view()
        assertEquals(listOf(Player.Human, Player.Bot(4u)), vsBot.players.map { it.player })
        // A finished game restores finished.
        val over = GameHandle(intl, Player.Human, Player.Human, Language.EN)
        over.playText("32-28")
        val res = over.resign().result
        assertEquals(res, GameHandle.restore(over.save()).view().result)
    }

    @Test
    fun `bad saves raise InvalidSave and never crash`() {
        val doc = GameHandle(intl, Player.Human, Player.Human, Language.EN).also { it.playText("32-28") }.save()
        val bad = listOf(
            "",
            "{",
            "null",
            "[]",
            doc.substring(0, doc.length / 2), // truncated
            doc.replace("32-28", "32-27"), // tampered: checksum
            doc.replace("\"version\": 3", "\"version\": 99"), // a future version
            doc.replace("draughts-save", "chess-save"),
            String(Random(3).nextBytes(500), Charsets.ISO_8859_1),
        )
        for (b in bad) {
            val e = assertThrows(DraughtsException.InvalidSave::class.java, { GameHandle.restore(b) }, b.take(60))
            assertTrue(e.reason.isNotEmpty() && !e.reason.contains("reason="), e.reason)
        }
        val future =
            assertThrows(DraughtsException.InvalidSave::class.java) {
                GameHandle.restore(doc.replace("\"version\": 3", "\"version\": 99"))
            }
        assertTrue(future.reason.contains("version"), future.reason)
    }

    @Test
    fun `PDN export then import gives back the same game`() {
        val s = GameHandle(intl, Player.Human, Player.Human, Language.EN)
        playRandom(s, 40, 11)
        val pdn = s.exportPdn(PdnContext("2026-12-01", "JVM"))
        assertTrue(pdn.contains("[GameType \"20\"]"), pdn)
        val games = readPdn(pdn).games
        assertEquals(1, games.size)
        val g = games.single()
        assertEquals(s.view().moves.map { it.text }, g.moves)
        assertEquals("Casual game", g.tags.first { it.name == "Event" }.value)
        assertEquals("JVM", g.tags.first { it.name == "Site" }.value)
        assertEquals(intl, g.rules)
        assertEquals(1u, g.line)
        val back = GameHandle.fromPdn(pdn, 0u, Player.Human, Player.Human, Language.EN)
        assertEquals(s.view().board.fen, back.view().board.fen)
        assertEquals(s.view().moves, back.view().moves)

        // A finished game, a set-up start, another variant, two games in one file.
        val russian = presetRules(Variant.RUSSIAN)
        val r = GameHandle.fromFen(russian, "W:Wc3,e3:Bd6,f6", Player.Human, Player.Human, Language.EN)
        playRandom(r, 6, 5)
        val result = r.resign().result!!
        val both = pdn + "\n" + r.exportPdn(PdnContext(null, null))
        val two = readPdn(both).games
        assertEquals(2, two.size)
        assertEquals(russian, two[1].rules)
        assertEquals("W:Wc3,e3:Bd6,f6", two[1].startFen)
        assertEquals(result.outcome, two[1].result!!.outcome)
        assertEquals(
            r.view().board.fen,
            GameHandle.fromPdn(both, 1u, Player.Human, Player.Human, Language.EN).view().board.fen,
        )
        assertThrows(DraughtsException.Other::class.java) {
            GameHandle.fromPdn(both, 2u, Player.Human, Player.Human, Language.EN)
        }
    }

    @Test
    fun `bad PDN raises InvalidPdn with its line and never crashes`() {
        val text = "[Event \"x\"]\n[GameType \"20\"]\n\n1. 32-28 19-23\n2. 28x19 99-98 *\n"
        val e = assertThrows(DraughtsException.InvalidPdn::class.java) { readPdn(text) }
        assertTrue(e.reason.contains("line 5"), e.reason)
        assertEquals(5u, e.line)
        assertThrows(DraughtsException.InvalidPdn::class.java) {
            GameHandle.fromPdn(text, 0u, Player.Human, Player.Human, Language.EN)
        }
        // One bad game does not hide the good ones around it.
        val good = "[GameType \"20\"]\n\n1. 32-28 19-23 *\n"
        val mixed = readPdn(good + "\n" + text + "\n" + good)
        assertEquals(listOf(0u, 2u), mixed.games.map { it.index })
        assertEquals(1, mixed.problems.size)
        assertTrue(mixed.problems.single().contains("game 2"), mixed.problems.single())
        assertEquals(
            2u,
            GameHandle.fromPdn(
                good + "\n" + text + "\n" + good,
                2u,
                Player.Human,
                Player.Human,
                Language.EN,
            ).view().currentPly,
        )
        assertThrows(DraughtsException.InvalidPdn::class.java) {
            GameHandle.fromPdn(good + "\n" + text, 1u, Player.Human, Player.Human, Language.EN)
        }
        val unknown = assertThrows(DraughtsException.InvalidPdn::class.java) { readPdn("[GameType \"3\"]\n1. 11-15 *") }
        assertTrue(unknown.reason.contains("GameType"), unknown.reason)
        val rnd = Random(9)
        repeat(200) {
            val junk = String(CharArray(rnd.nextInt(1, 200)) { "[]{}()\"; 0123456789x-.*/\n\tW:BKabc".random(rnd) })
            try {
                readPdn(junk)
            } catch (e: DraughtsException.InvalidPdn) {
                // fine: typed
            }
        }
    }

    @Test
    fun `each error variant is caught as its own exception type`() {
        val english = presetRules(Variant.ENGLISH)
        val s = GameHandle(intl, Player.Human, Player.Human, Language.EN)
        val calls = listOf<Pair<String, () -> Unit>>(
            "IllegalMove" to { s.playText("46-41") },
            "AmbiguousMove" to { playMoveText(english, "W:W26:B14,15,22,23", "26x10") },
            "InvalidFen" to { GameHandle.fromFen(intl, "W:W99", Player.Human, Player.Human, Language.EN) },
            "InvalidPdn" to { readPdn("[GameType \"20\"]\n1. 99-98 *") },
            "InvalidSave" to { GameHandle.restore("{\"format\":\"draughts-save\"}") },
            "Other" to { s.tap(77u) },
        )
        for ((name, call) in calls) {
            val caught: String = try {
                call()
                "nothing"
            } catch (e: DraughtsException.IllegalMove) {
                "IllegalMove"
            } catch (e: DraughtsException.AmbiguousMove) {
                assertTrue(e.reason.contains("ambiguous"), e.reason)
                "AmbiguousMove"
            } catch (e: DraughtsException.InvalidFen) {
                "InvalidFen"
            } catch (e: DraughtsException.InvalidPdn) {
                assertTrue(e.reason.contains("line"), e.reason)
                "InvalidPdn"
            } catch (e: DraughtsException.InvalidSave) {
                "InvalidSave"
            } catch (e: DraughtsException.Other) {
                "Other"
            }
            assertEquals(name, caught)
        }
    }
}
