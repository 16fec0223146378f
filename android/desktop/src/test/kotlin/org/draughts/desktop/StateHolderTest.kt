package org.draughts.desktop

import org.draughts.app.ui.data.Cancellable
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.data.SearchEvents
import org.draughts.app.ui.data.SessionPort
import org.draughts.app.ui.game.GameStateHolder
import org.draughts.app.ui.game.SAVE_NAME
import org.draughts.core.BoardSnapshot
import org.draughts.core.DrawOfferAnswer
import org.draughts.core.MoveEntry
import org.draughts.core.PositionInfo
import org.draughts.core.positionFromFen
import org.draughts.core.GameSession
import org.draughts.core.Key
import org.draughts.core.KeyResult
import org.draughts.core.Language
import org.draughts.core.Player
import org.draughts.core.Refusal
import org.draughts.core.RuleSet
import org.draughts.core.SearchReport
import org.draughts.core.SearchStatus
import org.draughts.core.Side
import org.draughts.core.TapResult
import org.draughts.core.Variant
import org.draughts.core.presetRules
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The game state holder against a fake session (no rules at all): it must
 * only forward, redraw, announce the core's words, save and run the bot
 * when the snapshot says so.
 */
class StateHolderTest {
    private val base: BoardSnapshot =
        GameSession(presetRules(Variant.ENGLISH), Player.Human, Player.Human).view()

    private inner class FakeSession(var snap: BoardSnapshot) : SessionPort {
        val calls = mutableListOf<String>()
        var pendingBot: SearchEvents? = null
        var saves = 0
        override fun view() = snap
        override fun tap(square: UInt): TapResult {
            calls += "tap $square"
            return if (square == 0u) TapResult.Refused(Refusal.Empty(0u), "fake refusal")
            else TapResult.Played("a-b", "a to b").also { snap = snap.copy(currentPly = snap.currentPly + 1u) }
        }
        override fun key(key: Key) = KeyResult.Cursor(3u).also { calls += "key $key" }
        override fun cancel() = TapResult.Cancelled
        override fun undo() = true.also { calls += "undo" }
        override fun redo() = true.also { calls += "redo" }
        override fun resign(side: Side) { calls += "resign $side" }
        var drawAnswer = DrawOfferAnswer.PENDING
        override fun offerDraw(side: Side) = drawAnswer.also { calls += "offer $side" }
        override fun answerDraw(accept: Boolean) { calls += "answer $accept" }
        override fun flip() { calls += "flip" }
        override fun setAutoFlip(on: Boolean) { calls += "autoflip $on" }
        override fun setLanguage(language: Language) { calls += "lang $language" }
        override fun rules(): RuleSet = presetRules(Variant.ENGLISH)
        override fun positionAt(ply: Int): PositionInfo {
            calls += "position $ply"
            return positionFromFen(rules(), "W:W32:B1")
        }
        override fun boardSquares() = org.draughts.core.boardSquares(rules())
        override fun startBot(level: Int, events: SearchEvents): Cancellable {
            calls += "bot $level"; pendingBot = events; return Cancellable { calls += "cancel" }
        }
        override fun startHint(budgetMs: Int, events: SearchEvents) = Cancellable { }
        override fun save() = "save ${snap.currentPly}".also { saves++ }
        override fun pdn() = "[Event \"fake\"]"
        override fun close() { calls += "close" }
    }

    @Test
    fun `taps are forwarded, the core's words announced, and each change saved once`() {
        val fake = FakeSession(base)
        val store = MemoryStore()
        val platform = TestPlatform()
        val h = GameStateHolder(fake, platform, store, "t", Language.FR)
        h.start()
        h.onTap(0u)
        assertEquals("fake refusal", h.uiState.announcement)
        h.onTap(5u)
        assertEquals("a to b", h.uiState.announcement)
        assertEquals("save 1", store.read(SAVE_NAME))
        assertEquals(1, platform.feedbacks)
        h.onKey(Key.UP)
        h.onFlip()
        assertTrue(fake.calls.containsAll(listOf("lang FR", "tap 0", "tap 5", "key UP", "flip")))
        h.onResign()
        assertTrue("resign ${base.turn}" in fake.calls, "pass-and-play: the side to move resigns")
        h.onExportPdn()
        assertEquals("[Event \"fake\"]", platform.shared.single().second)
    }

    @Test
    fun `the bot starts only when the snapshot says it is to move, and its result is posted back`() {
        val fake = FakeSession(base.copy(black = Player.Bot(2u), turn = Side.WHITE, botToMove = false))
        val platform = TestPlatform()
        val h = GameStateHolder(fake, platform, null, "t", Language.EN)
        h.start()
        assertFalse(fake.calls.any { it.startsWith("bot") })
        assertEquals(Side.WHITE, h.uiState.humanSide)
        fake.snap = fake.snap.copy(turn = Side.BLACK, botToMove = true)
        h.onTap(7u)
        assertTrue("bot 2" in fake.calls)
        assertTrue(h.uiState.botThinking)
        val botMove = MoveEntry(0u, 1u, Side.BLACK, "11-15", "eleven to fifteen (the core's words)", false)
        fake.snap = fake.snap.copy(turn = Side.WHITE, botToMove = false, moves = listOf(botMove), currentPly = 1u)
        fake.pendingBot!!.finished(SearchReport(SearchStatus.Completed, null, 0, 1u, 1uL, 1uL, emptyList(), ""))
        assertTrue(h.uiState.botThinking, "nothing changes until the UI thread runs the posted result")
        platform.drain()
        assertFalse(h.uiState.botThinking)
        assertEquals(botMove.spoken, h.uiState.announcement, "the bot's move is announced in the core's words, not its notation")
        // Against the bot the core answers a draw offer at once; the person's side offers.
        fake.drawAnswer = DrawOfferAnswer.DECLINED
        assertTrue(h.uiState.canOfferDraw)
        h.onOfferDraw()
        assertTrue("offer WHITE" in fake.calls)
        assertEquals("The bot declines the draw", h.uiState.announcement)
        h.close()
        assertTrue("close" in fake.calls)
    }

    @Test
    fun `reviewing a move draws the core's position at that ply without undoing`() {
        val moves = listOf(
            MoveEntry(0u, 1u, Side.BLACK, "11-15", "11 to 15", false),
            MoveEntry(1u, 1u, Side.WHITE, "22-18", "22 to 18", false),
        )
        val fake = FakeSession(base.copy(moves = moves, currentPly = 2u))
        val h = GameStateHolder(fake, TestPlatform(), null, "t", Language.EN)
        h.onReview(0)
        val review = nn(h.uiState.review)
        assertEquals(1, review.plies)
        assertTrue("position 1" in fake.calls)
        assertFalse(fake.calls.any { it == "undo" || it == "redo" }, "reviewing never undoes: ${fake.calls}")
        assertEquals(2, review.board.cells.count { it.piece != null }, "the core's position is drawn")
        h.onReview(1)
        assertNull(h.uiState.review, "choosing the current move returns to the live board")
    }
}
