package org.draughts.core

import org.junit.jupiter.api.Test
import org.junit.jupiter.api.condition.EnabledIfSystemProperty

/**
 * `view()` and `tap()` through the generated Kotlin and JNA, median and
 * 99th percentile, on the positions of the Rust benchmark
 * (core/app/benches/screen.rs). A measurement, not a test: it runs only
 * with -Ddraughts.bench=true (`make bench-jvm`) and asserts nothing.
 */
@EnabledIfSystemProperty(named = "draughts.bench", matches = "true")
class LatencyBench {
    private val intl = presetRules(Variant.INTERNATIONAL)
    private val middlegame =
        "W:W27,28,31,32,33,34,36,37,38,39,40,41,42,43,44,45,47,48:" +
            "B2,3,4,6,7,8,9,11,12,13,14,16,17,18,19,21,22,23"
    private val longCapture = "W:WK13,22,44:B1,3,6,8,9,10,11,17,19,20,27,33,39"

    private class Stats {
        val samples = ArrayList<Long>()
        inline fun <T> time(f: () -> T): T {
            val t = System.nanoTime()
            val r = f()
            samples += System.nanoTime() - t
            return r
        }
        fun line(what: String) {
            samples.sort()
            val n = samples.size
            fun at(q: Double) = samples[minOf((n * q).toInt(), n - 1)] / 1000.0
            println("| $what | $n | %.1f µs | %.1f µs | %.1f µs |".format(at(0.5), at(0.99), samples.last() / 1000.0))
        }
    }

    @Test
    fun `screen latency through the bindings`() {
        val s = GameHandle.fromFen(intl, middlegame, Player.Human, Player.Human, Language.EN)
        val quiet = s.view().board.legalMoves.first { it.captured.isEmpty() }
        // Warm the JIT up, then measure.
        repeat(3000) {
            s.view()
            s.tap(quiet.from)
            s.tap(quiet.from)
        }
        val view = Stats()
        val tap = Stats()
        val play = Stats()
        repeat(3000) {
            view.time { s.view() }
            tap.time { s.tap(quiet.from) }
            tap.time { s.tap(quiet.from) }
        }
        repeat(300) {
            s.tap(quiet.from)
            play.time { s.tap(quiet.to) }
            s.undo()
        }
        println("| call | samples | median | p99 | max |")
        println("| --- | --- | --- | --- | --- |")
        view.line("middlegame: view()")
        tap.line("middlegame: tap() select/cancel")
        play.line("middlegame: tap() that plays a move")

        val c = GameHandle.fromFen(intl, longCapture, Player.Human, Player.Human, Language.EN)
        val m = c.view().board.legalMoves.first()
        val cview = Stats()
        val ctap = Stats()
        repeat(300) {
            ctap.time { c.tap(m.from) }
            for (step in m.path) {
                cview.time { c.view() }
                ctap.time { c.tap(step) }
            }
            c.undo()
        }
        cview.line("long capture: view() mid-capture")
        ctap.line("long capture: tap() each jump")
    }
}
