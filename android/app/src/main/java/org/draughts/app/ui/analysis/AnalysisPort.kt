// What the analysis screen needs from the core (an interface, so tests can hold a search), and the
// worker threads its searches run on.
package org.draughts.app.ui.analysis

import org.draughts.core.AnalysisHandle
import org.draughts.core.AnalysisInput
import org.draughts.core.AnalysisView
import org.draughts.core.EngineLineView
import org.draughts.core.LinesListener
import java.util.concurrent.Executors

/** One search the core handed out, to run off the UI thread. */
interface SearchJob {
    /** Runs it on the calling thread (a worker); [onUpdate] is told of partial results there too. */
    fun run(onUpdate: () -> Unit)

    /** Stops it; [run] returns what it has. */
    fun cancel()
}

/** The core's analysis board: every input returns the whole snapshot; the searches are its jobs. */
interface AnalysisPort {
    fun view(): AnalysisView
    fun send(input: AnalysisInput): AnalysisView

    /** The engine's lines on the node on screen; the core stops the previous request (the last one wins). */
    fun linesJob(): SearchJob

    /**
     * The search the snapshot wants (`wantsSearch`): the review's next position, or once it is
     * complete the proof of a puzzle among its mistakes (the core offers one kind at a time).
     */
    fun searchJob(): SearchJob?

    /** Hands a finished search back; false when the core no longer wants it. */
    fun applySearch(job: SearchJob): Boolean

    /** The player's puzzle record with the proved puzzles added (the core's), or null when there is nothing to add. */
    fun addPersonalPuzzles(record: ByteArray, game: String, today: String): org.draughts.core.AddedPuzzles? = null
    fun close()
}

/** Where the searches run: a background thread in the app, a queue the test drains in tests. */
fun interface Worker {
    fun run(block: () -> Unit)

    companion object {
        /** Daemon threads: the lines and the review may run side by side, off the UI thread. */
        val background: Worker by lazy {
            val pool = Executors.newCachedThreadPool { r -> Thread(r, "draughts-analysis").apply { isDaemon = true } }
            Worker { pool.execute(it) }
        }
    }
}

/** The real [AnalysisPort]: forwards to the generated `AnalysisHandle`. */
class FfiAnalysis(private val handle: AnalysisHandle) : AnalysisPort {
    override fun view() = handle.view()
    override fun send(input: AnalysisInput) = handle.send(input)

    override fun linesJob(): SearchJob {
        val job = handle.linesJob()
        return object : SearchJob {
            override fun run(onUpdate: () -> Unit) {
                job.run(
                    object : LinesListener {
                        // The analysis keeps the lines for its next snapshot: the app only redraws.
                        override fun onLines(node: ULong, lines: List<EngineLineView>) = onUpdate()
                    },
                )
            }

            override fun cancel() = job.cancel()
        }
    }

    override fun searchJob(): SearchJob? =
        handle.reviewJob()?.let(::ReviewSearch) ?: handle.proofJob()?.let(::ProofSearch)

    override fun applySearch(job: SearchJob) = when (job) {
        is ReviewSearch -> handle.applyReview(job.job)
        is ProofSearch -> handle.applyProof(job.job)
        else -> false
    }

    override fun addPersonalPuzzles(record: ByteArray, game: String, today: String) =
        handle.addPersonalPuzzles(record, game, today)

    override fun close() = handle.close()

    private class ProofSearch(val job: org.draughts.core.PuzzleProofJob) : SearchJob {
        override fun run(onUpdate: () -> Unit) = job.run()
        override fun cancel() = Unit
    }

    private class ReviewSearch(val job: org.draughts.core.ReviewJobHandle) : SearchJob {
        override fun run(onUpdate: () -> Unit) = job.run()
        override fun cancel() = Unit
    }
}
