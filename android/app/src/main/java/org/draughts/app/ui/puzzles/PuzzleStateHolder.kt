package org.draughts.app.ui.puzzles

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.data.DocumentStore
import org.draughts.app.ui.data.Platform
import org.draughts.core.DraughtsException
import org.draughts.core.Key
import org.draughts.core.Language
import org.draughts.core.PuzzleCheckJob
import org.draughts.core.PuzzleDashboard
import org.draughts.core.PuzzleDifficulty
import org.draughts.core.PuzzleHistory
import org.draughts.core.PuzzleInput
import org.draughts.core.PuzzlePeriod
import org.draughts.core.PuzzleScreen
import org.draughts.core.PuzzleTheme
import org.draughts.core.PuzzleTrainerHandle
import org.draughts.core.PuzzleVariantRow
import org.draughts.core.StoredFile
import org.draughts.core.Variant
import org.draughts.core.openPuzzleRecord
import org.draughts.core.puzzleVariants
import org.draughts.core.storedFileName

/** The puzzle screen's state: the core's snapshot, and a notice about a record kept aside. */
data class PuzzleUiState(
    val screen: PuzzleScreen,
    /** The core's words when the stored record could not be read and was kept aside; null once seen. */
    val notice: String? = null,
)

/**
 * The puzzle trainer of one variant: inputs go to the core's handle and its
 * snapshot comes back. The core says what the board shows next and after how
 * long; this holder only waits on the platform's timer and sends `Advance`.
 * A move the core must judge is searched on a worker thread. The player's
 * record is written (atomically, by the [store]) when the core's snapshot
 * says the input changed it (`recordChanged`); one this version cannot read
 * is renamed aside first, never written over.
 */
class PuzzleStateHolder(
    private val platform: Platform,
    private val store: DocumentStore,
    private val language: Language,
    /** The variant of the puzzles (the themes screen offers the others: [variants]). */
    val variant: Variant = Variant.INTERNATIONAL,
) {
    private val fileName = storedFileName(StoredFile.PUZZLE_RECORD)
    private val opening = openPuzzleRecord(
        store.read(fileName)?.toByteArray(Charsets.UTF_8),
        platform.today().orEmpty(),
        language,
    )
    private val handle = PuzzleTrainerHandle(variant, opening.record, language).also { h ->
        // The platform's date dates each attempt in the record's history.
        platform.today()?.let { runCatching { h.setToday(it) } }
    }
    private var cancelStep: (() -> Unit)? = null

    /** False when an unreadable record could not be renamed aside: it is then never written over. */
    private var writable = true

    /** Bumped by each input, so that a check answered for an earlier one is dropped. */
    private var generation = 0

    /**
     * Answers a check on the worker thread: the core's search. Tests answer
     * with a fake ([PuzzleCheckJob.answer]), since the search at the proof's
     * depth takes minutes in a debug build.
     */
    var runCheck: (PuzzleCheckJob) -> Unit = { it.run() }

    var uiState by mutableStateOf(PuzzleUiState(handle.screen(), keepAside()))
        private set

    /** Renames a record this version cannot read before anything is written; the core's notice. */
    private fun keepAside(): String? {
        val aside = opening.keepAside ?: return null
        writable = store.rename(aside.name, aside.aside)
        return opening.notice
    }

    fun onTap(square: UInt) = send(PuzzleInput.Tap(square))
    fun onDrag(from: UInt, to: UInt) = send(PuzzleInput.Drag(from, to))
    fun onKey(key: Key) = send(PuzzleInput.Key(key))
    fun onHint() = send(PuzzleInput.Hint)
    fun onSolution() = send(PuzzleInput.ShowSolution)
    fun onNext() = send(PuzzleInput.Next)
    fun onReopen(index: UInt) = send(PuzzleInput.Start(index))
    fun onToggleTheme(theme: PuzzleTheme) = send(PuzzleInput.ToggleTheme(theme))
    fun onAllThemes() = send(PuzzleInput.AllThemes)
    fun onDifficulty(d: PuzzleDifficulty) = send(PuzzleInput.SetDifficulty(d))
    fun onToggleMine() = send(PuzzleInput.ToggleMine)

    /** Every variant with puzzles, with its count (the core's words). */
    fun variants(): List<PuzzleVariantRow> = try {
        puzzleVariants(handle.record(), language)
    } catch (e: DraughtsException) {
        emptyList()
    }

    /** Chooses exactly these themes ("Put it into practice"), and saves the choice. */
    fun chooseThemes(themes: List<PuzzleTheme>) {
        val screen = try {
            handle.chooseThemes(themes)
        } catch (e: DraughtsException) {
            return
        }
        show(screen)
        if (screen.recordChanged) save()
    }
    fun dismissNotice() = show(uiState.screen, notice = null)
    fun onReplayFailed(period: PuzzlePeriod) = send(PuzzleInput.ReplayFailed(period))
    fun onStartRun() = send(PuzzleInput.StartRun)
    fun onLeaveRun() = send(PuzzleInput.LeaveRun)

    /** The dashboard of a period, from the record as it stands. */
    fun dashboard(period: PuzzlePeriod): PuzzleDashboard = handle.dashboard(period)

    /** The recent puzzles, from the record as it stands. */
    fun history(): PuzzleHistory = handle.history()

    /** Starts the first puzzle if none is on the board yet. */
    fun ensureStarted() {
        if (uiState.screen.status == org.draughts.core.PuzzleStatus.IDLE) onNext()
    }

    fun send(input: PuzzleInput) {
        val screen = try {
            handle.send(input)
        } catch (e: DraughtsException) {
            return
        }
        generation++
        show(screen)
        if (screen.recordChanged) save()
        if (screen.judging) judge()
    }

    private fun show(screen: PuzzleScreen, notice: String? = uiState.notice) {
        uiState = PuzzleUiState(screen, notice)
        cancelStep?.invoke()
        cancelStep = screen.nextStep?.let { step ->
            platform.postDelayed(step.delayMs.toLong()) {
                cancelStep = null
                send(PuzzleInput.Advance)
            }
        }
    }

    /** The core's search for a move off the line, on a worker thread; its answer comes back on the UI thread. */
    private fun judge() {
        val job: PuzzleCheckJob = handle.checkJob() ?: return
        val asked = generation
        Thread({
            try {
                runCheck(job)
            } catch (e: DraughtsException) {
                return@Thread
            }
            platform.post {
                if (asked != generation) return@post
                val screen = try {
                    handle.finishCheck(job)
                } catch (e: DraughtsException) {
                    return@post
                }
                generation++
                show(screen)
                if (screen.recordChanged) save()
            }
        }, "puzzle-check").apply { isDaemon = true }.start()
    }

    private fun save() {
        if (!writable) return
        store.write(fileName, String(handle.record(), Charsets.UTF_8))
    }

    fun close() {
        cancelStep?.invoke()
        cancelStep = null
        handle.close()
    }
}
