package org.draughts.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.CountDownLatch
import java.util.concurrent.CyclicBarrier
import java.util.concurrent.TimeUnit
import kotlin.concurrent.thread
import kotlin.random.Random

/** Two (and more) threads on one session: no crash, no corruption. */
class ConcurrencyTest {
    private val intl = presetRules(Variant.INTERNATIONAL)

    @Test
    fun `two threads hammering one session never crash or corrupt it`() {
        val s = GameHandle(intl, Player.Human, Player.Human, Language.EN)
        val failures = CopyOnWriteArrayList<Throwable>()
        val barrier = CyclicBarrier(3)
        fun worker(seed: Int) = thread(name = "worker-$seed") {
            val rnd = Random(seed)
            barrier.await()
            repeat(400) {
                try {
                    when (rnd.nextInt(8)) {
                        0 -> s.view().board.legalMoves.randomOrNull(rnd)?.let { s.playText(it.notation) }
                        1 -> s.undo()
                        2 -> s.redo()
                        3 -> s.tap(rnd.nextInt(50).toUInt())
                        4 -> s.view().also { v -> check(v.board.squares.size == 50) }
                        5 -> s.replay(rnd.nextInt(4).toUInt())
                        6 -> s.endReplay()
                        else -> s.key(Key.entries[rnd.nextInt(Key.entries.size)])
                    }
                } catch (e: DraughtsException) {
                    // Expected: the other thread moved first, the game ended, ...
                } catch (t: Throwable) {
                    failures += t
                }
            }
        }
        val a = worker(1)
        val b = worker(2)
        val reader = thread(name = "reader") {
            barrier.await()
            repeat(300) {
                try {
                    val v = s.view()
                    check(v.moves.count { !it.undone } == v.currentPly.toInt()) { "moves/currentPly disagree" }
                    positionFromFen(intl, v.board.fen)
                } catch (t: Throwable) {
                    failures += t
                }
            }
        }
        a.join()
        b.join()
        reader.join()
        assertTrue(failures.isEmpty(), failures.joinToString { it.toString() })
        // The record replays to the same position: nothing was corrupted.
        val v = s.endReplay()
        var fen = startPosition(intl).fen
        for (m in v.moves.filter { !it.undone }) fen = playMoveText(intl, fen, m.text).fen
        assertEquals(fen, v.board.fen)
    }

    @Test
    fun `many sessions and bots on many threads`() {
        val failures = CopyOnWriteArrayList<Throwable>()
        val threads = (1..4).map { i ->
            thread {
                try {
                    val s = GameHandle(intl, Player.Bot(1u), Player.Bot(1u), Language.EN)
                    Bot(intl).use { bot ->
                        repeat(3) {
                            val rec = Recorder()
                            val h = bot.sync(s, rec)!!
                            if (i % 2 == 0) h.cancel()
                            val r = rec.await()
                            check(r.status == SearchStatus.Applied || r.status == SearchStatus.Cancelled) {
                                "${r.status}"
                            }
                        }
                    }
                } catch (t: Throwable) {
                    failures += t
                }
            }
        }
        threads.forEach { it.join() }
        assertTrue(failures.isEmpty(), failures.joinToString { it.toString() })
    }

    /** Two bots play a whole game by themselves, each report followed by a sync. */
    @Test
    fun `bot against bot plays to the end through sync`() {
        val s = GameHandle(presetRules(Variant.ENGLISH), Player.Bot(1u), Player.Bot(1u), Language.EN)
        val done = CountDownLatch(1)
        Bot(presetRules(Variant.ENGLISH)).use { bot ->
            val listener = object : SearchListener {
                override fun onProgress(progress: SearchProgress) {}
                override fun onFinished(report: SearchReport) {
                    if (s.view().result != null || s.view().currentPly >= 60u) {
                        done.countDown()
                    } else {
                        bot.sync(s, this)
                    }
                }
            }
            bot.sync(s, listener)
            assertTrue(done.await(300, TimeUnit.SECONDS), "the bots stopped at ply ${s.view().currentPly}")
        }
        assertTrue(s.view().currentPly > 0u)
    }
}
