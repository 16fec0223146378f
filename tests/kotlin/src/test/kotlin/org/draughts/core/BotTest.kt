package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit

/**
 * Collects a search's progress and its reports. [held]: the search thread
 * waits in its first progress report until [release], so the search cannot
 * finish before the test's next input, however slow the machine;
 * [holdReport]: the report waits there instead.
 */
class Recorder(held: Boolean = false, holdReport: Boolean = false) : SearchListener {
    val progress = CopyOnWriteArrayList<SearchProgress>()
    val reports = CopyOnWriteArrayList<SearchReport>()
    val firstProgress = CountDownLatch(1)
    private val finished = CountDownLatch(1)
    private val gate = CountDownLatch(if (held) 1 else 0)
    private val reportGate = CountDownLatch(if (holdReport) 1 else 0)
    val threads = CopyOnWriteArrayList<String>()

    override fun onProgress(progress: SearchProgress) {
        this.progress += progress
        threads += Thread.currentThread().name
        firstProgress.countDown()
        gate.await()
    }

    /** Lets a held search go on, and a held report through. */
    fun release() {
        gate.countDown()
        reportGate.countDown()
    }

    override fun onFinished(report: SearchReport) {
        // A bound, so a caller that wrongly waits for the report fails instead of hanging.
        reportGate.await(120, TimeUnit.SECONDS)
        reports += report
        threads += Thread.currentThread().name
        finished.countDown()
    }

    fun await(seconds: Long = 120): SearchReport {
        assertTrue(finished.await(seconds, TimeUnit.SECONDS), "no report within $seconds s")
        return reports.first()
    }
}

/**
 * The bot: `sync` runs the search the game's snapshot asks for, off the
 * caller's thread; the core applies the answer only while it is current.
 */
class BotTest {
    private val intl = presetRules(Variant.INTERNATIONAL)

    /** Custom rules have no opening book: level 6 really searches from the start. */
    private val noBook = intl.copy(repetition = 4u)

    @Test
    fun `the bot plays its move without blocking the caller`() {
        val s = GameHandle(intl, Player.Human, Player.Bot(1u), Language.EN)
        val v = s.playText("32-28")
        assertEquals(SearchKind.BotMove(1u), v.search!!.kind)
        assertTrue(v.players[1].thinking)
        // A person's tap is refused while the bot is to move.
        assertEquals("Wait: the bot plays Black.", s.tap(parseSquare(intl, "33")).event!!.text)
        Bot(intl).use { bot ->
            // The report is held until sync has returned: a sync that waited for it would fail here.
            val rec = Recorder(holdReport = true)
            val handle = bot.sync(s, rec)!!
            assertTrue(rec.reports.isEmpty(), "sync returned before the search reported")
            assertEquals(v.search, handle.ticket())
            rec.release()
            val report = rec.await()
            assertTrue(handle.wait(0u))
            assertEquals(SearchStatus.Applied, report.status)
            val after = s.view()
            assertEquals(2u, after.currentPly)
            assertEquals(report.best!!.notation, after.moves.last().text)
            assertTrue(after.event!!.text.startsWith("The bot plays "), after.event!!.text)
            assertNull(after.search)
            // Nothing wanted: sync starts nothing.
            assertNull(bot.sync(s, Recorder()))
            assertTrue(
                rec.threads.isNotEmpty() && rec.threads.none {
                    it == Thread.currentThread().name
                },
                "${rec.threads}",
            )
        }
    }

    @Test
    fun `a search the game no longer wants is cancelled and applies nothing`() {
        val s = GameHandle(noBook, Player.Human, Player.Bot(6u), Language.EN)
        s.playText("32-28")
        Bot(noBook).use { bot ->
            val rec = Recorder(held = true)
            val first = bot.sync(s, rec)!!
            // Syncing again for the same ticket leaves the running search alone.
            val second = Recorder()
            assertEquals(first.ticket(), bot.sync(s, second)!!.ticket())
            assertTrue(rec.firstProgress.await(120, TimeUnit.SECONDS), "no progress")
            assertTrue(second.reports.isEmpty() && second.progress.isEmpty(), "no second search was started")
            val p = rec.progress.first()
            assertTrue(p.depth >= 1u && p.pv.isNotEmpty(), "$p")
            // Undo while it thinks: the game wants nothing now, sync cancels.
            val v = s.undo()
            assertNull(v.search)
            assertNull(bot.sync(s, Recorder()))
            rec.release()
            assertEquals(SearchStatus.Cancelled, rec.await().status)
            assertEquals(0u, s.view().currentPly, "a cancelled search played a move")
        }
    }

    @Test
    fun `a stale answer is refused by the game`() {
        // Held at its first iteration: the game changes under the search before it can answer.
        val s = GameHandle(noBook, Player.Human, Player.Bot(6u), Language.EN)
        s.playText("32-28")
        Bot(noBook).use { bot ->
            val rec = Recorder(held = true)
            bot.sync(s, rec)!!
            assertTrue(rec.firstProgress.await(120, TimeUnit.SECONDS), "no progress")
            // Undo and the same move again: the same position, a new generation.
            s.undo()
            s.playText("32-28")
            rec.release()
            val r = rec.await()
            assertEquals(SearchStatus.Stale, r.status)
            assertEquals(1u, s.view().currentPly, "nothing applied")
            // The new ticket runs on the next sync and applies.
            val again = Recorder()
            bot.sync(s, again)
            assertEquals(SearchStatus.Applied, again.await().status)
            assertEquals(2u, s.view().currentPly)
        }
    }

    @Test
    fun `a hint is shown on the board`() {
        val s = GameHandle(intl, Player.Human, Player.Bot(1u), Language.EN)
        val asked = s.requestHint()
        assertEquals(SearchKind.Hint(300u), asked.search!!.kind)
        assertTrue(asked.status.endsWith("looking for a hint…"), asked.status)
        Bot(intl).use { bot ->
            val rec = Recorder()
            bot.sync(s, rec)
            val r = rec.await()
            assertEquals(SearchStatus.Applied, r.status)
            val best = r.best!!
            val v = s.view()
            assertTrue(v.board.squares[best.from.toInt()].flags.hint)
            assertTrue(v.board.squares[best.to.toInt()].flags.hint)
            assertEquals("Hint: ${best.notation} (${v.event!!.text.substringAfter("(")}", v.event!!.text)
            // Playing the hinted move clears the hint.
            val after = s.playText(best.notation)
            assertTrue(after.board.squares.none { it.flags.hint })
        }
    }

    @Test
    fun `bad bot requests raise typed exceptions`() {
        val s = GameHandle(intl, Player.Human, Player.Human, Language.EN)
        Bot(intl).use { bot ->
            val russian = GameHandle(presetRules(Variant.RUSSIAN), Player.Human, Player.Bot(1u), Language.EN)
            assertThrows(DraughtsException.Other::class.java) { bot.sync(russian, Recorder()) }
            assertNull(bot.sync(s, Recorder()), "two people: no search")
        }
        assertThrows(DraughtsException.Other::class.java) { Bot(intl.copy(repetition = 0u)) }
        val levels = botLevels(Language.EN)
        assertEquals((1u..6u).toList(), levels.map { it.number })
        assertTrue(levels.zip(botLevels(Language.FR)).any { (en, fr) -> en.name != fr.name })
    }

    @Test
    fun `a listener that throws does not break the bot`() {
        val latch = CountDownLatch(1)
        val angry = object : SearchListener {
            override fun onProgress(progress: SearchProgress) = throw IllegalStateException("boom")
            override fun onFinished(report: SearchReport) {
                latch.countDown()
                throw IllegalStateException("boom")
            }
        }
        val s = GameHandle(intl, Player.Bot(1u), Player.Bot(1u), Language.EN)
        Bot(intl).use { bot ->
            bot.sync(s, angry)
            assertTrue(latch.await(120, TimeUnit.SECONDS))
            val rec = Recorder()
            bot.sync(s, rec)
            assertEquals(SearchStatus.Applied, rec.await().status)
            assertNotNull(s.view().search, "two bots: the next move is wanted at once")
        }
    }
}
