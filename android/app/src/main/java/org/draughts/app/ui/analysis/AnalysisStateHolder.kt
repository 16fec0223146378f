package org.draughts.app.ui.analysis

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.data.reason
import org.draughts.core.AnalysisInput
import org.draughts.core.AnalysisView

/** What the analysis screen draws: the core's snapshot, and a refused input's reason. */
data class AnalysisUiState(val view: AnalysisView, val error: String? = null)

/**
 * The state holder of one analysis (a ViewModel without Android): forwards
 * each input to the core and shows the snapshot it returns. Around the core
 * it only runs the searches the snapshot asks for on [worker] (the engine's
 * lines when `wantsLines`, the review's next position or proof when
 * `wantsSearch`), one review search at a time, and redraws when they report (on the UI thread,
 * through [Platform.post]). Which search is wanted, and whether an answer
 * still counts, is the core's: the app runs what it is told.
 */
class AnalysisStateHolder(
    private val port: AnalysisPort,
    private val platform: Platform,
    private val worker: Worker = Worker.background,
    /** Where the puzzles proved among the review's mistakes go (the player's record); none: not kept. */
    private val puzzles: PersonalPuzzleSink? = null,
) {
    private var puzzlesKept = false
    private var closed = false
    private var lines: SearchJob? = null
    private var searching = false

    var uiState by mutableStateOf(AnalysisUiState(port.view()))
        private set

    /** One input of the screen. */
    fun send(input: AnalysisInput) = show { port.send(input) }

    /** Starts what the snapshot wants running (call once the screen is up). */
    fun start() = show { port.view() }

    private fun show(call: () -> AnalysisView) {
        if (closed) return
        try {
            val v = call()
            uiState = AnalysisUiState(v)
            if (v.wantsLines) startLines()
            if (v.wantsSearch && !searching) startSearch()
            v.personal?.takeIf { it.done == it.total && !puzzlesKept }?.let { keepPuzzles(it.found) }
        } catch (e: Exception) {
            uiState = uiState.copy(error = e.reason)
        }
    }

    /** Redraws from the core (a search reported); starts nothing the snapshot does not want. */
    private fun refresh() = platform.post { show { port.view() } }

    private fun startLines() {
        val job = port.linesJob()
        lines = job
        worker.run {
            job.run { refresh() }
            refresh()
        }
    }

    /** The search the core wants next (a review position, or a proof), one at a time on [worker]. */
    private fun startSearch() {
        val job = port.searchJob() ?: return
        searching = true
        worker.run {
            job.run {}
            platform.post {
                searching = false
                if (!closed) {
                    port.applySearch(job)
                    show { port.view() }
                }
            }
        }
    }

    /** Once the proofs are done, adds what they found to the player's record (a record it cannot read stays). */
    private fun keepPuzzles(found: UInt) {
        puzzlesKept = true
        val sink = puzzles ?: return
        if (found == 0u) return
        try {
            val added = port.addPersonalPuzzles(sink.read(), sink.game, platform.today().orEmpty()) ?: return
            sink.write(added.record)
        } catch (e: org.draughts.core.DraughtsException) {
            return
        }
    }

    fun close() {
        closed = true
        lines?.cancel()
        port.close()
    }
}
