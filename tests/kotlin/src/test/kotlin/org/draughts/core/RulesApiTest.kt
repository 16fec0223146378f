package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The stateless exports: variants, rule sets, squares, FEN, moves, and the typed errors. */
class RulesApiTest {
    private val intl = presetRules(Variant.INTERNATIONAL)
    private val russian = presetRules(Variant.RUSSIAN)

    @Test
    fun `seven variants with their presets`() {
        val all = variants(Language.EN)
        assertEquals(7, all.size)
        val fr = variants(Language.FR)
        assertEquals(all.map { it.rules }, fr.map { it.rules })
        assertEquals("Russian draughts", all.first { it.variant == Variant.RUSSIAN }.name)
        assertEquals("Dames russes", fr.first { it.variant == Variant.RUSSIAN }.name)
        for ((en, f) in all.zip(fr)) {
            assertTrue(en.summary.isNotEmpty() && en.summary.size == f.summary.size, en.id)
            assertTrue(en.shortName.isNotEmpty())
        }
        assertEquals(
            listOf("international", "english", "russian", "brazilian", "spanish", "italian", "czech"),
            all.map {
                it.id
            },
        )
        val i = all.first { it.variant == Variant.INTERNATIONAL }
        assertEquals(20u, i.pdnGameType)
        assertEquals(BoardSize.TEN, i.rules.board)
        assertTrue(i.rules.flyingKings)
        assertEquals(DrawRule.Fmjd(25u, 16u, 5u), i.rules.draw)
        assertEquals(Side.BLACK, presetRules(Variant.ENGLISH).first)
        assertTrue(coreVersion().isNotEmpty())
    }

    @Test
    fun `custom rules are validated by the core`() {
        validateRules(intl.copy(flyingKings = false))
        val bad = assertThrows(DraughtsException.Other::class.java) { validateRules(intl.copy(startRows = 9u)) }
        assertTrue(bad.reason.contains("start rows"), bad.reason)
        assertThrows(DraughtsException.Other::class.java) { validateRules(intl.copy(captureSeparator = "xx")) }
        assertThrows(DraughtsException.Other::class.java) {
            validateRules(intl.copy(draw = DrawRule.NoProgress(70000u)))
        }
    }

    @Test
    fun `squares have screen places and names`() {
        val squares = GameHandle(intl, Player.Human, Player.Human, Language.EN).view().board.squares
        assertEquals(50, squares.size)
        val first = squares.first()
        assertEquals(0u, first.square)
        assertEquals("1", first.name)
        assertEquals(0u, first.row)
        assertEquals(1u, first.column)
        assertEquals("c3", squareName(russian, parseSquare(russian, "c3")))
        assertThrows(DraughtsException.Other::class.java) { squareName(intl, 50u) }
        assertThrows(DraughtsException.Other::class.java) { parseSquare(intl, "99") }
    }

    @Test
    fun `start position, FEN round trip and a move`() {
        val start = startPosition(intl)
        assertEquals(40, start.pieces.size)
        assertEquals(Side.WHITE, start.turn)
        assertEquals(9, start.legalMoves.size)
        assertEquals(start, positionFromFen(intl, start.fen))
        val next = playMoveText(intl, start.fen, "32-28")
        assertEquals(Side.BLACK, next.turn)
        val m = start.legalMoves.first { it.notation == "32-28" }
        assertEquals(listOf(m.to), m.path)
        assertTrue(m.captured.isEmpty())
        assertFalse(m.promotes)
    }

    @Test
    fun `a Russian man crowned mid-capture goes on as a king`() {
        val pos = positionFromFen(russian, "W:Wb6:Bc7,f6,e3")
        val m = pos.legalMoves.first { it.promotes && it.captured.size == 3 }
        assertEquals(m.captured.size, m.path.size)
        assertEquals(m.to, m.path.last())
    }

    @Test
    fun `bad FEN raises InvalidFen with the column`() {
        val e = assertThrows(DraughtsException.InvalidFen::class.java) { positionFromFen(intl, "W:W31,32:X1") }
        // `reason` is the core's sentence, not a dump of fields (the generated `message` is).
        assertTrue(e.reason.contains("column"), e.reason)
        assertFalse(e.reason.contains("reason="), e.reason)
        assertThrows(DraughtsException.InvalidFen::class.java) { positionFromFen(intl, "") }
        assertThrows(DraughtsException.InvalidFen::class.java) { positionFromFen(intl, "W:W99") }
        // Two pieces on one square: parses, but is not a position.
        assertThrows(DraughtsException.InvalidFen::class.java) { positionFromFen(intl, "W:W31:B31") }
        // Garbage of every kind never crashes the JVM.
        for (junk in listOf("\u0000", "W:W" + "1,".repeat(5000), "::::", "W:WK", "B:B1-50:W1-50", "\uD83D\uDE00")) {
            assertThrows(DraughtsException::class.java) { positionFromFen(intl, junk) }
        }
    }

    @Test
    fun `illegal and ambiguous moves are their own exception types`() {
        val start = startPosition(intl)
        val illegal = assertThrows(DraughtsException.IllegalMove::class.java) { playMoveText(intl, start.fen, "46-41") }
        assertTrue(illegal.reason.startsWith("illegal here"), illegal.reason)
        assertThrows(DraughtsException.IllegalMove::class.java) { playMoveText(intl, start.fen, "hello") }
        // English: the man on 26 has two captures ending on 10 (PDN 3.0 Restrictions: long form).
        val english = presetRules(Variant.ENGLISH)
        val fen = "W:W26:B14,15,22,23"
        val e = assertThrows(DraughtsException.AmbiguousMove::class.java) { playMoveText(english, fen, "26x10") }
        assertEquals("ambiguous: `26x10` is one of 26x17x10, 26x19x10", e.reason)
        // The long form picks one.
        assertEquals(Side.BLACK, playMoveText(english, fen, "26x19x10").turn)
    }

    @Test
    fun `every error is a DraughtsException, caught by variant`() {
        val start = startPosition(intl)
        val caught = mutableListOf<String>()
        for (call in listOf<() -> Unit>(
            { playMoveText(intl, start.fen, "46-41") },
            { positionFromFen(intl, "nonsense") },
            { validateRules(intl.copy(repetition = 1u)) },
        )) {
            try {
                call()
            } catch (e: DraughtsException) {
                caught += when (e) {
                    is DraughtsException.IllegalMove -> "illegal"
                    is DraughtsException.AmbiguousMove -> "ambiguous"
                    is DraughtsException.InvalidFen -> "fen"
                    is DraughtsException.InvalidPdn -> "pdn"
                    is DraughtsException.InvalidSave -> "save"
                    is DraughtsException.Other -> "other"
                }
            }
        }
        assertEquals(listOf("illegal", "fen", "other"), caught)
    }

    @Test
    fun `logging can be turned on, changed and off again`() {
        initLogging(LogLevel.OFF)
        initLogging(LogLevel.ERROR)
        initLogging(LogLevel.OFF)
        assertEquals(Side.WHITE, startPosition(intl).turn)
    }

    @Test
    fun `the rules editor comes from the core`() {
        val knobs = ruleKnobs(russian, Language.EN)
        assertEquals(11, knobs.size)
        val flying = knobs.first { it.id == RuleKnobId.FLYING_KINGS }
        assertEquals("Flying", flying.choices[flying.current.toInt()])
        assertTrue(flying.explanation.isNotEmpty())
        val custom = setRuleKnob(russian, RuleKnobId.FLYING_KINGS, 1u)
        assertFalse(custom.flyingKings)
        assertEquals(1u, ruleKnobs(custom, Language.FR).first { it.id == RuleKnobId.FLYING_KINGS }.current)
        val optional = setRuleKnob(intl, RuleKnobId.CAPTURE_COMPULSORY, 1u)
        val e = assertThrows(DraughtsException.Other::class.java) { setRuleKnob(optional, RuleKnobId.PRECEDENCE, 1u) }
        assertTrue(e.reason.contains("compulsory"), e.reason)
        assertTrue(variants(Language.FR).all { it.tagline.isNotEmpty() })
    }
}
