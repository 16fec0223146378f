package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit

/** Collects a search's progress and its single report. */
class Recorder : SearchListener {
    val progress = CopyOnWriteArrayList<SearchProgress>()
    val reports = CopyOnWriteArrayList<SearchReport>()
    val firstProgress = CountDownLatch(1)
    private val finished = CountDownLatch(1)
    val threads = CopyOnWriteArrayList<String>()

    override fun onProgress(progress: SearchProgress) {
        this.progress += progress
        threads += Thread.currentThread().name
        firstProgress.countDown()
    }

    override fun onFinished(report: SearchReport) {
        reports += report
        threads += Thread.currentThread().name
        finished.countDown()
    }

    fun await(seconds: Long = 120): SearchReport {
        assertTrue(finished.await(seconds, TimeUnit.SECONDS), "no report within $seconds s")
        return reports.single()
    }
}

/** The bot: searches off the caller's thread, progress, cancel, supersede, hints. */
class BotTest {
    private val intl = presetRules(Variant.INTERNATIONAL)

    @Test
    fun `the bot plays its move without blocking the caller`() {
        val s = GameSession(intl, Player.Human, Player.Bot(1u))
        s.playText("32-28")
        assertTrue(s.view().botToMove)
        // A person's tap is refused while the bot is to move.
        val refused = s.tap(parseSquare(intl, "33")) as TapResult.Refused
        assertEquals(Refusal.BotToMove(Side.BLACK), refused.refusal)
        Bot(intl).use { bot ->
            val rec = Recorder()
            val t0 = System.nanoTime()
            val handle = bot.findMove(s, 1u, rec)
            val startMs = (System.nanoTime() - t0) / 1_000_000
            assertTrue(startMs < 1000, "findMove blocked for $startMs ms")
            val report = rec.await()
            assertTrue(handle.isFinished())
            assertTrue(handle.wait(0u))
            assertEquals(SearchStatus.Completed, report.status)
            val best = report.best!!
            val v = s.view()
            assertEquals(2u, v.currentPly)
            assertEquals(best.notation, v.moves.last().text)
            assertEquals(Side.WHITE, v.turn)
            // Callbacks come on the search thread (JNA names it), never the caller's.
            assertTrue(rec.threads.isNotEmpty() && rec.threads.none { it == Thread.currentThread().name }, "${rec.threads}")
            handle.close()
        }
    }

    @Test
    fun `a search cancelled mid-way applies nothing`() {
        val s = GameSession(intl, Player.Human, Player.Bot(6u))
        s.playText("32-28")
        Bot(intl).use { bot ->
            val rec = Recorder()
            val handle = bot.findMove(s, 6u, rec)
            // Let it get going (at least one iteration), then cancel.
            assertTrue(rec.firstProgress.await(60, TimeUnit.SECONDS), "no progress")
            val p = rec.progress.first()
            assertTrue(p.depth >= 1u && p.pv.isNotEmpty(), "$p")
            handle.cancel()
            val report = rec.await(30)
            assertEquals(SearchStatus.Cancelled, report.status)
            assertEquals(1u, s.view().currentPly, "a cancelled search played a move")
            assertTrue(s.view().botToMove)
        }
    }

    @Test
    fun `closing the handle cancels, and a new request supersedes the old`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        Bot(intl).use { bot ->
            val dropped = Recorder()
            bot.findMove(s, 6u, dropped).use { }
            assertEquals(SearchStatus.Cancelled, dropped.await(30).status)
            assertEquals(0u, s.view().currentPly)

            val old = Recorder()
            val oldHandle = bot.findMove(s, 6u, old)
            val fresh = Recorder()
            val freshHandle = bot.findMove(s, 1u, fresh)
            assertEquals(SearchStatus.Cancelled, old.await(30).status)
            val r = fresh.await()
            assertEquals(SearchStatus.Completed, r.status)
            assertEquals(1u, s.view().currentPly)
            assertEquals(r.best!!.notation, s.view().moves.single().text)
            oldHandle.close(); freshHandle.close()
        }
    }

    @Test
    fun `a hint is shown on the board`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        Bot(intl).use { bot ->
            val rec = Recorder()
            bot.hint(s, 300u, rec).use { h ->
                val r = rec.await()
                assertEquals(SearchStatus.Completed, r.status)
                val best = r.best!!
                assertEquals(best, s.hint())
                val v = s.view()
                assertTrue(v.squares[best.from.toInt()].flags.hint)
                assertTrue(v.squares[best.to.toInt()].flags.hint)
                assertTrue(h.isFinished())
                // Playing the hinted move clears the hint.
                s.playMove(best)
                assertEquals(null, s.hint())
            }
        }
    }

    @Test
    fun `a search whose position changed is stale`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        Bot(intl).use { bot ->
            val rec = Recorder()
            bot.findMove(s, 6u, rec).use {
                assertTrue(rec.firstProgress.await(60, TimeUnit.SECONDS))
                s.playText("32-28") // the person moved meanwhile
                // Level 6 searches for seconds; stop it: cancelled wins over stale.
                it.cancel()
                val r = rec.await(30)
                assertTrue(r.status == SearchStatus.Cancelled || r.status == SearchStatus.Stale, "${r.status}")
                assertEquals(1u, s.view().currentPly)
            }
        }
    }

    @Test
    fun `bad bot requests raise typed exceptions`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        Bot(intl).use { bot ->
            assertThrows(DraughtsException.Other::class.java) { bot.findMove(s, 0u, Recorder()) }
            assertThrows(DraughtsException.Other::class.java) { bot.findMove(s, 7u, Recorder()) }
            val russian = GameSession(presetRules(Variant.RUSSIAN), Player.Human, Player.Human)
            assertThrows(DraughtsException.Other::class.java) { bot.findMove(russian, 1u, Recorder()) }
            s.resign(Side.WHITE)
            assertThrows(DraughtsException.Other::class.java) { bot.hint(s, 100u, Recorder()) }
        }
        assertThrows(DraughtsException.Other::class.java) { Bot(intl.copy(repetition = 0u)) }
        val levels = botLevels(Language.EN)
        assertEquals((1u..6u).toList(), levels.map { it.number })
        assertTrue(levels.zip(botLevels(Language.FR)).any { (en, fr) -> en.name != fr.name })
    }

    @Test
    fun `a listener that throws does not break the bot`() {
        val s = GameSession(intl, Player.Human, Player.Human)
        val latch = CountDownLatch(1)
        val angry = object : SearchListener {
            override fun onProgress(progress: SearchProgress) = throw IllegalStateException("boom")
            override fun onFinished(report: SearchReport) {
                latch.countDown()
                throw IllegalStateException("boom")
            }
        }
        Bot(intl).use { bot ->
            bot.findMove(s, 1u, angry).use { assertTrue(latch.await(120, TimeUnit.SECONDS)) }
            val rec = Recorder()
            bot.findMove(s, 1u, rec).use { assertEquals(SearchStatus.Completed, rec.await().status) }
        }
    }
}
