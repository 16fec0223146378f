package org.draughts.desktop

import org.draughts.app.ui.data.DocumentStore
import org.draughts.app.ui.data.MemoryStore
import org.draughts.app.ui.data.Samples
import org.draughts.app.ui.data.SearchEvents
import org.draughts.app.ui.data.SessionPort
import org.draughts.app.ui.game.GameStateHolder
import org.draughts.app.ui.game.PDN_FILE_NAME
import org.draughts.app.ui.game.SAVE_NAME
import org.draughts.core.DraughtsException
import org.draughts.core.Event
import org.draughts.core.EventKind
import org.draughts.core.GameInput
import org.draughts.core.GameView
import org.draughts.core.Key
import org.draughts.core.Language
import org.draughts.core.PdnContext
import org.draughts.core.ReplayView
import org.draughts.core.RuleSet
import org.draughts.core.SearchKind
import org.draughts.core.SearchProgress
import org.draughts.core.SearchReport
import org.draughts.core.SearchStatus
import org.draughts.core.SearchTicket
import org.draughts.core.Side
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The game state holder against a fake session (no core at all): it answers
 * every input with a frozen snapshot, a real one the core made ([Samples])
 * changed by hand where a test needs a made-up event, result, search or
 * replay that no input here would produce. The holder must only forward,
 * show the snapshot, announce each event once, give feedback on moves, keep
 * the bot in step with the snapshot, and save when the save changes.
 */
class StateHolderTest {
    /** Every input is recorded and answers [next]; [will] prepares the next answer with a new event. */
    private class FakeSession(var next: GameView) : SessionPort {
        val calls = mutableListOf<String>()
        val synced = mutableListOf<SearchTicket?>()
        var events: SearchEvents? = null
        var document = "save 0"
        var failure: DraughtsException? = null

        // Numbered after the real snapshot's own last event, so each made-up event is new.
        private var seq = next.event?.seq ?: 0uL

        fun will(
            kind: EventKind,
            text: String,
            sound: org.draughts.core.SoundCue? = null,
            change: (GameView) -> GameView = { it },
        ) {
            next =
                change(next).let { v ->
                    Event(++seq, kind, text, sound).let { e -> v.copy(event = e, events = (v.events + e).takeLast(8)) }
                }
        }

        private fun answer(call: String): GameView {
            calls += call
            failure?.let { throw it }
            return next
        }

        override fun view() = next
        override fun send(input: GameInput): GameView = when (input) {
            is GameInput.Tap -> answer("tap ${input.square}")

            is GameInput.Drag -> answer("drag ${input.from} ${input.to}")

            is GameInput.Key -> answer("key ${input.key}")

            GameInput.Cancel -> answer("cancel")

            GameInput.Undo -> answer("undo")

            GameInput.Redo -> answer("redo")

            GameInput.Resign -> answer("resign")

            GameInput.OfferDraw -> answer("offerDraw")

            is GameInput.AnswerDraw -> answer("answerDraw ${input.accept}")

            GameInput.RequestHint -> answer("requestHint")

            GameInput.Flip -> answer("flip")

            is GameInput.SetAutoFlip -> answer("autoFlip ${input.on}")

            is GameInput.SetLanguage -> answer("language ${input.language}")

            is GameInput.SetClock -> answer("setClock")

            is GameInput.Tick -> answer("tick ${input.nowMs}")

            is GameInput.PauseClock -> answer("pauseClock ${input.nowMs}")

            is GameInput.ResumeClock -> answer("resumeClock ${input.nowMs}")

            is GameInput.SetFaceToFace -> answer("faceToFace ${input.on}")

            is GameInput.SetTurnFarPieces -> answer("turnFarPieces ${input.on}")

            is GameInput.SetTakebackAsks -> answer("takebackAsks ${input.on}")

            is GameInput.AnswerTakeback -> answer("answerTakeback ${input.accept}")

            is GameInput.SetConfirmMoves -> answer("confirmMoves ${input.on}")

            GameInput.ConfirmMove -> answer("confirmMove")

            GameInput.CancelMove -> answer("cancelMove")

            is GameInput.Replay -> answer("replay ${input.plies}")

            GameInput.EndReplay -> answer("endReplay")

            GameInput.DismissEnd -> {
                next = next.copy(justEnded = false)
                answer("dismissEnd")
            }
        }
        override fun sync(wanted: SearchTicket?, events: SearchEvents) {
            synced += wanted
            this.events = events
        }
        override fun save() = document
        var pdnContext: PdnContext? = null
        override fun exportPdn(context: PdnContext): String {
            pdnContext = context
            calls += "export"
            return "[Event \"fake\"]"
        }
        override fun rules(): RuleSet = throw AssertionError("the holder never needs the rules")
        override fun rematch(): SessionPort {
            calls += "rematch"
            return FakeSession(next)
        }
        override fun close() {
            calls += "close"
        }
    }

    private class CountingStore(private val inner: MemoryStore = MemoryStore()) : DocumentStore by inner {
        var writes = 0
        override fun write(name: String, text: String) {
            writes++
            inner.write(name, text)
        }
    }

    private val moved = EventKind.Moved(capture = false, byBot = false, gameOver = false)

    @Test
    fun `inputs are forwarded as they are, each event announced once, and each new save written once`() {
        val fake = FakeSession(Samples.start)
        val store = CountingStore()
        val platform = TestPlatform()
        val h = GameStateHolder(fake, platform, { store.write(SAVE_NAME, it) }, Language.FR, autoFlip = true)
        assertEquals(listOf("language FR", "autoFlip true"), fake.calls)
        h.start()
        assertEquals(1, store.writes)
        fake.will(EventKind.Refused, "fake refusal")
        h.onTap(0u)
        assertEquals("fake refusal", h.uiState.announcement)
        assertTrue(platform.feedbacks.isEmpty(), "no feedback without a move")
        fake.will(EventKind.Moved(capture = true, byBot = false, gameOver = false), "fake move") {
            it.copy(currentPly = 1u)
        }
        fake.document = "save 1"
        h.onTap(5u)
        assertEquals("fake move", h.uiState.announcement)
        assertEquals(listOf(true), platform.feedbacks, "one feedback, for a capture")
        assertEquals("save 1", store.read(SAVE_NAME))
        assertEquals(2, store.writes)
        // The same event again (an input that announced nothing): no second feedback, no second write.
        h.onKey(Key.UP_LEFT)
        h.onTap(5u)
        assertEquals(1, platform.feedbacks.size)
        assertEquals(2, store.writes)
        h.onUndo()
        h.onRedo()
        h.onHint()
        h.onOfferDraw()
        h.onAnswerDraw(false)
        h.onResign() // the core asks to confirm first
        assertTrue(h.uiState.resignAsked)
        h.confirmResign()
        assertFalse(h.uiState.resignAsked)
        h.onFlip()
        h.onEndReplay()
        assertEquals(
            listOf(
                "key UP_LEFT", "tap 5", "undo", "redo", "requestHint", "offerDraw", "answerDraw false",
                "resign", "flip", "endReplay",
            ),
            fake.calls.drop(4),
        )
        // The core refuses: its words are shown and the snapshot stays.
        fake.failure = DraughtsException.Other("the game is over")
        h.onUndo()
        assertTrue(h.uiState.error!!.contains("the game is over"), h.uiState.error)
        assertEquals(1u, h.uiState.view.currentPly)
    }

    @Test
    fun `feedback follows the sound and vibration settings, and the end sheet follows the core's justEnded`() {
        val fake = FakeSession(Samples.start)
        val platform = TestPlatform()
        var sound = true
        var haptics = false
        val h = GameStateHolder(fake, platform, null, Language.EN, sound = { sound }, haptics = { haptics })
        fake.will(moved, "a move")
        h.onTap(1u)
        sound = false
        haptics = true
        fake.will(moved, "another")
        h.onTap(2u)
        assertEquals(listOf(true to false, false to true), platform.feedbackSettings)
        // The sound is the core's cue, played as it says while sounds are on, and not at all when off.
        sound = true
        val crowning = EventKind.Moved(capture = true, byBot = false, gameOver = false, crowned = true)
        fake.will(crowning, "crowned", org.draughts.core.SoundCue.CROWNING)
        h.onTap(3u)
        assertEquals(listOf(org.draughts.core.SoundCue.CROWNING), platform.sounds)
        assertFalse(h.uiState.endSheet)
        val over = org.draughts.core.ResultView(
            org.draughts.core.Outcome.DRAW,
            org.draughts.core.EndReason.AGREEMENT,
            "Draw by agreement",
        )
        fake.will(EventKind.GameOver, "Draw by agreement") { it.copy(result = over) }
        h.onAnswerDraw(true)
        assertFalse(h.uiState.endSheet, "the event alone decides nothing: the core's justEnded does")
        fake.will(EventKind.Redone, "Redone") { it.copy(result = over, justEnded = true) }
        h.onRedo()
        assertTrue(h.uiState.endSheet)
        h.onDismissEnd()
        assertEquals("dismissEnd", fake.calls.last())
        assertFalse(h.uiState.endSheet)
        h.onFlip() // the same snapshot again: the sheet stays closed
        assertFalse(h.uiState.endSheet)
    }

    @Test
    fun `the bot runs when the snapshot asks, its result is read on the UI thread, and a failure is shown`() {
        val fake = FakeSession(Samples.start)
        val platform = TestPlatform()
        val h = GameStateHolder(fake, platform, null, Language.EN)
        h.start()
        assertEquals(listOf<SearchTicket?>(null), fake.synced, "nothing wanted, nothing runs")
        val ticket = SearchTicket(2uL, SearchKind.BotMove(2u), Side.WHITE)
        fake.will(moved, "Black plays 11 to 15.") { it.copy(search = ticket) }
        h.onTap(7u)
        assertEquals(ticket, fake.synced.last(), "every snapshot is handed to the bot")
        fake.events!!.progress(SearchProgress(3u, 5u, 0, 100uL, 1uL, listOf("22-18")))
        assertNull(h.uiState.progress, "nothing changes until the UI thread runs what was posted")
        platform.drain()
        assertEquals(3u, h.uiState.progress?.depth)
        // The core applied the bot's move on the search thread; the UI thread reads the new snapshot.
        fake.will(EventKind.Moved(capture = false, byBot = true, gameOver = false), "White plays 22 to 18.") {
            it.copy(search = null)
        }
        fake.events!!.finished(SearchReport(ticket, SearchStatus.Applied, null, 0, 3u, 100uL, 1uL, emptyList()))
        assertEquals("Black plays 11 to 15.", h.uiState.announcement)
        platform.drain()
        assertEquals("White plays 22 to 18.", h.uiState.announcement)
        assertEquals(listOf(false, false), platform.feedbacks)
        assertNull(fake.synced.last(), "synced again after the answer")
        assertNull(h.uiState.progress)
        // A failed search shows its reason; whether it is asked again is the core's (it is not, in
        // the same position): the holder hands the bot what the snapshot wants.
        val hint = SearchTicket(3uL, SearchKind.Hint(700u), Side.BLACK)
        fake.will(EventKind.Selected, "selected") { it.copy(search = hint) }
        h.onHint()
        fake.next = fake.next.copy(search = null)
        fake.events!!.finished(SearchReport(hint, SearchStatus.Failed("no move"), null, 0, 0u, 0uL, 0uL, emptyList()))
        platform.drain()
        assertEquals("no move", h.uiState.error)
        h.onTap(1u)
        assertNull(fake.synced.last(), "the core no longer asks for it")
        h.close()
        assertTrue("close" in fake.calls)
        fake.events!!.finished(SearchReport(hint, SearchStatus.Cancelled, null, 0, 0u, 0uL, 0uL, emptyList()))
        platform.drain()
        assertEquals(listOf(false, false), platform.feedbacks, "nothing after close")
    }

    @Test
    fun `replaying forwards the ply and shows the core's replayed snapshot, without undoing`() {
        val fake = FakeSession(Samples.capture)
        val h = GameStateHolder(fake, TestPlatform(), null, Language.EN)
        fake.will(EventKind.ReplayStarted, "Replaying move 1. 11-15") {
            it.copy(replay = ReplayView(1u, "Replaying move 1. 11-15"), status = "Replaying move 1. 11-15")
        }
        h.onReplay(1u)
        assertEquals("replay 1", fake.calls.last())
        assertFalse(fake.calls.any { it == "undo" || it == "redo" }, "replaying never undoes: ${fake.calls}")
        assertEquals(1u, h.uiState.view.replay?.plies)
        assertEquals("Replaying move 1. 11-15", h.uiState.announcement)
    }

    @Test
    fun `the export gets only the date and the site from the platform, and is shared`() {
        val fake = FakeSession(Samples.start)
        val platform = TestPlatform()
        val h = GameStateHolder(fake, platform, null, Language.EN)
        fake.will(EventKind.Exported, "Game exported as PDN (0 moves).")
        h.onExportPdn()
        assertEquals(PdnContext(date = "2026-03-01", site = "Test"), fake.pdnContext)
        assertEquals(PDN_FILE_NAME to "[Event \"fake\"]", platform.shared.single())
        assertEquals("Game exported as PDN (0 moves).", h.uiState.announcement)
    }

    @Test
    fun `with a clock the core is told the time before each input, and the table's inputs are forwarded`() {
        val clock = nn(Samples.clock.clock)
        val fake = FakeSession(Samples.clock)
        val platform = TestPlatform()
        val h = GameStateHolder(fake, platform, null, Language.EN)
        fake.calls.clear()
        platform.nowMs = 7_000
        h.onTap(3u)
        assertEquals(listOf("tick 7000", "tap 3"), fake.calls, "the move is charged at the time it was made")
        // The timer waits for the running side's next label.
        assertEquals(1, platform.timers.size)
        assertTrue(platform.timers[0].first in 1..1_000)
        fake.calls.clear()
        h.onFaceToFace(true)
        h.onTurnFarPieces(true)
        h.setTakebackAsks(true)
        h.onAnswerTakeback(false)
        assertEquals(
            listOf(
                "tick 7000",
                "faceToFace true",
                "tick 7000",
                "turnFarPieces true",
                "tick 7000",
                "takebackAsks true",
                "tick 7000",
                "answerTakeback false",
            ),
            fake.calls,
        )
        assertTrue(clock.running != null, "the sample's clock runs")
    }
}
