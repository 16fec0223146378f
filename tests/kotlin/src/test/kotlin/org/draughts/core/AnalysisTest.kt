package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.Timeout

/** The analysis board, its game review, the position editor and PDN reading, through the generated bindings. */
class AnalysisTest {
    private val intl = presetRules(Variant.INTERNATIONAL)

    @Test
    fun `an imported game is stepped through and a variation is played`() {
        val pdn = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n"
        val a = AnalysisHandle.fromPdn(pdn, 0u, Language.EN)
        val start = a.send(AnalysisInput.First)
        assertFalse(start.canBack)
        assertTrue(start.canForward)
        val one = a.send(AnalysisInput.Forward)
        assertEquals("1. 32-28", one.currentMove)
        val varied = a.playText("18-23")
        assertFalse(varied.onMainLine, "another move than the game's starts a variation")
        assertEquals(5, varied.moves.size, "four moves of the game and one of the variation")
        assertTrue(varied.moves.any { it.startsVariation })
    }

    @Test
    fun `a review runs job by job and classifies every move`() {
        val pdn = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n"
        val a = AnalysisHandle.fromPdn(pdn, 0u, Language.FR)
        a.send(AnalysisInput.StartReview(false))
        var jobs = 0
        while (true) {
            val job = a.reviewJob() ?: break
            job.run()
            assertTrue(a.applyReview(job))
            jobs++
        }
        val view = a.view()
        assertNotNull(view.review)
        val review = view.review!!
        assertEquals(review.total, review.done)
        assertEquals(4, review.moves.size)
        assertEquals(2, review.summaries.size)
        assertTrue(jobs >= 4, "one search per position at least: $jobs")
    }

    @Test
    fun `the editor sets up a position by taps and plays it`() {
        val e = PositionEditorHandle(intl, Language.EN)
        e.send(EditorInput.Tap(31u)) // square 32: a white man, the default tool
        val notReady = e.view()
        assertEquals("W:W32:B", notReady.fen)
        assertNotNull(notReady.notReady, "Black has no piece yet")
        assertThrows(DraughtsException.Other::class.java) { e.analyse() }
        e.send(EditorInput.Tool(EditorTool.BLACK_KING))
        val ready = e.send(EditorInput.Tap(18u)) // square 19
        assertEquals("W:W32:BK19", ready.fen)
        assertNull(ready.notReady)
        assertEquals(EditorTool.BLACK_KING, ready.tools.single { it.selected }.tool)
        assertEquals(10u, ready.board.side)
        val game = e.play(Player.Human, Player.Human)
        val pdn = game.exportPdn(PdnContext(null, null))
        assertTrue(pdn.contains("[SetUp \"1\"]") && pdn.contains("[FEN \"W:W32:BK19\"]"), pdn)
        assertEquals("W:W32:BK19", e.analyse().view().fen)
    }

    @Test
    fun `a refused edit and a bad FEN are said in the player's language`() {
        val e = PositionEditorHandle(intl, Language.FR)
        val refused = e.send(EditorInput.Tap(2u)) // square 3: a white man on its promotion row
        assertNotNull(refused.refusal)
        assertEquals("W:W:B", refused.fen, "nothing changed")
        assertThrows(DraughtsException.InvalidFen::class.java) { e.setFen("W:W99") }
    }

    @Test
    fun `a file without GameType is read as its variant, with a warning in the language asked`() {
        val file = readPdnIn("1. 11-15 23-19 2. 8-11 22-17 *\n", Language.NL)
        val game = file.games.single()
        assertEquals(presetRules(Variant.ENGLISH), game.rules)
        assertEquals(listOf("11-15", "23-19", "8-11", "22-17"), game.moves)
        assertTrue(game.warnings.single().contains("GameType"), game.warnings.toString())
        assertFalse(game.warnings.single().contains("read as"), "Dutch, not English")
    }

    // The test holds the search: it stops the job itself once the third line
    // has reported, so what it finds does not depend on the machine's speed.
    // The timeout is only there to fail instead of hanging.
    @Test
    @Timeout(60)
    fun `the engine's lines stream to a listener and the last request wins`() {
        val english = presetRules(Variant.ENGLISH)
        val a = AnalysisHandle.fromFen(english, startPosition(english).fen, Language.EN)
        val older = a.linesJob()
        val newer = a.linesJob()
        val seen = java.util.Collections.synchronizedList(mutableListOf<Pair<ULong, Int>>())
        val listener =
            object : LinesListener {
                override fun onLines(node: ULong, lines: List<EngineLineView>) {
                    seen.add(node to lines.size)
                    if (lines.size == 3) newer.cancel()
                }
            }
        assertTrue(older.run(listener).isEmpty(), "the newer request stopped it")
        val lines = newer.run(listener)
        assertEquals(3, lines.size)
        assertTrue(lines.all { it.moves.isNotEmpty() && it.expected in 0.0..1.0 })
        assertEquals(3, lines.map { it.moves.first() }.toSet().size, "three different first moves")
        assertTrue(seen.isNotEmpty() && seen.all { it.first == newer.node() })
    }
}
