package org.draughts.app.ui.game

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.data.SearchEvents
import org.draughts.app.ui.data.SessionPort
import org.draughts.app.ui.data.reason
import org.draughts.core.ClockView
import org.draughts.core.EventKind
import org.draughts.core.GameView
import org.draughts.core.Key
import org.draughts.core.Language
import org.draughts.core.PdnContext
import org.draughts.core.SearchProgress
import org.draughts.core.SearchReport
import org.draughts.core.SearchStatus

/** What the game screen shows: the core's snapshot, and what the app does around it. */
data class GameUiState(
    val view: GameView,
    /** The text of the last event the core announced, for the live region. */
    val announcement: String? = null,
    /** The bot's search so far, while one runs. */
    val progress: SearchProgress? = null,
    /** A refused call or a platform failure (storage, sharing). */
    val error: String? = null,
    /** Resign was asked for and the core wants it confirmed (`view.confirmResign`): "are you sure?" is up. */
    val resignAsked: Boolean = false,
) {
    /** The end-of-game sheet is up: the core's `justEnded`. */
    val endSheet: Boolean get() = view.justEnded
}

/**
 * How long the display timer sleeps: until the running side's label changes
 * (a second, or a tenth under ten seconds, as the core's labels show it) or
 * its flag falls; null when no time runs.
 */
internal fun nextTickDelay(clock: ClockView): Long? {
    val running = clock.running ?: return null
    val side = clock.sides.firstOrNull { it.side == running } ?: return null
    val remaining = side.remainingMs.toLong()
    val step = if (remaining < 10_000) 100L else 1_000L
    val toLabel = remaining % step + 1
    val toFlag = clock.flagAtMs?.let { (it.toLong() - clock.nowMs.toLong()).coerceAtLeast(0) }
    return minOf(toLabel, toFlag ?: toLabel)
}

/** The single save of older versions, imported once into the library. */
const val SAVE_NAME = "game.save"
const val PDN_FILE_NAME = "draughts-game.pdn"

/**
 * The state holder of one game (a ViewModel without Android): forwards each
 * input to the [session] and shows the snapshot it returns. Around the core
 * it only does what needs a platform: announcing, feedback, the bot's
 * thread, saving, sharing.
 */
class GameStateHolder(
    private val session: SessionPort,
    private val platform: Platform,
    /** Keeps each new save document (the app puts it in the library); null keeps nothing. */
    private val saver: ((String) -> Unit)?,
    language: Language,
    autoFlip: Boolean = false,
    private val sound: () -> Boolean = { true },
    private val haptics: () -> Boolean = { true },
) {
    private var closed = false
    private var lastSaved: String? = null
    private var lastSeq = 0uL

    var uiState by mutableStateOf(GameUiState(session.setLanguage(language)))
        private set

    init {
        uiState = GameUiState(session.setAutoFlip(autoFlip))
        lastSeq = uiState.view.events.lastOrNull()?.seq ?: 0uL
    }

    /** Starts what the snapshot wants running (call once the screen is up). */
    fun start() = input { session.view() }

    /** The display timer's call: the core recomputes the times (and ends the game if a flag fell). */
    fun onTick() = input { session.tick(now()) }

    /** Stops the clock (the app goes to the background, or the game screen is left); no-op without a running clock. */
    fun pauseClock() {
        if (uiState.view.clock?.canPause == true) input { session.pauseClock(now()) }
    }

    fun onResumeClock() = input { session.resumeClock(now()) }

    fun onFaceToFace(on: Boolean) = input { session.setFaceToFace(on) }
    fun onTurnFarPieces(on: Boolean) = input { session.setTurnFarPieces(on) }
    fun setTakebackAsks(on: Boolean) = input { session.setTakebackAsks(on) }
    fun onAnswerTakeback(accept: Boolean) = input { session.answerTakeback(accept) }

    fun onTap(square: UInt) = input { session.tap(square) }
    fun onKey(key: Key) = input { session.key(key) }
    fun onUndo() = input { session.undo() }
    fun onRedo() = input { session.redo() }
    fun onHint() = input { session.requestHint() }
    fun onOfferDraw() = input { session.offerDraw() }
    fun onAnswerDraw(accept: Boolean) = input { session.answerDraw(accept) }

    /** Resign, after "are you sure?" when the core asks for it. */
    fun onResign() {
        if (uiState.view.confirmResign) {
            uiState = uiState.copy(resignAsked = true)
        } else {
            confirmResign()
        }
    }

    fun confirmResign() {
        uiState = uiState.copy(resignAsked = false)
        input { session.resign() }
    }

    fun cancelResign() {
        uiState = uiState.copy(resignAsked = false)
    }

    fun onFlip() = input { session.flip() }
    fun onReview(plies: UInt) = input { session.review(plies) }
    fun onEndReview() = input { session.endReview() }
    fun setLanguage(language: Language) = input { session.setLanguage(language) }
    fun setAutoFlip(on: Boolean) = input { session.setAutoFlip(on) }

    fun onDismissEnd() = input { session.dismissEnd() }

    /** The same players with the colours swapped, as the core makes it. */
    fun rematch(): SessionPort = session.rematch()

    fun onExportPdn() = input {
        val pdn = session.exportPdn(PdnContext(date = platform.today(), site = platform.site))
        platform.sharePdn(pdn, PDN_FILE_NAME)
        session.view()
    }

    private val events = object : SearchEvents {
        override fun progress(progress: SearchProgress) = platform.post {
            if (!closed && uiState.view.search != null) uiState = uiState.copy(progress = progress)
        }

        override fun finished(report: SearchReport) = platform.post {
            if (closed) return@post
            val status = report.status
            // The core does not ask for a failed search again until the game changes.
            input { session.view() }
            if (status is SearchStatus.Failed) uiState = uiState.copy(error = status.reason)
        }
    }

    private fun now(): ULong = platform.monotonicMillis().coerceAtLeast(0).toULong()

    private fun input(call: () -> GameView) {
        if (closed) return
        try {
            // The core charges a move at the last time it was told: tell it now.
            if (uiState.view.clock != null) session.tick(now())
            show(call())
        } catch (e: Exception) {
            uiState = uiState.copy(error = e.reason)
        }
    }

    private fun show(v: GameView) {
        // Every event not yet announced: a bot's move and a tap can both
        // land between two snapshots.
        val fresh = v.events.filter { it.seq > lastSeq }
        var announcement = uiState.announcement
        if (fresh.isNotEmpty()) {
            lastSeq = fresh.last().seq
            announcement = fresh.joinToString(" ") { it.text }
            for (e in fresh) (e.kind as? EventKind.Moved)?.let { platform.moveFeedback(sound(), haptics(), it.capture) }
        }
        val progress = uiState.progress.takeIf { v.search != null && v.search == uiState.view.search }
        val resignAsked = uiState.resignAsked && v.enabled.resign
        uiState = GameUiState(v, announcement, progress, resignAsked = resignAsked)
        session.sync(v.search, events)
        scheduleTick(v)
        save()
    }

    private var cancelTick: (() -> Unit)? = null

    /** Wakes up when the running clock's label next changes, or its flag falls; nothing while no clock runs. */
    private fun scheduleTick(v: GameView) {
        cancelTick?.invoke()
        cancelTick = null
        val delay = v.clock?.let { nextTickDelay(it) } ?: return
        cancelTick = platform.postDelayed(delay) { onTick() }
    }

    private fun save() {
        val saver = saver ?: return
        val doc = session.save()
        if (doc == lastSaved) return
        saver(doc)
        lastSaved = doc
    }

    fun close() {
        cancelTick?.invoke()
        closed = true
        session.close()
    }
}
