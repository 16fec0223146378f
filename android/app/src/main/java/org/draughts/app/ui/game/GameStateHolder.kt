package org.draughts.app.ui.game

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.data.SearchEvents
import org.draughts.app.ui.data.SessionPort
import org.draughts.app.ui.data.reason
import org.draughts.core.EventKind
import org.draughts.core.GameInput
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

    var uiState by mutableStateOf(GameUiState(session.send(GameInput.SetLanguage(language))))
        private set

    init {
        uiState = GameUiState(session.send(GameInput.SetAutoFlip(autoFlip)))
        lastSeq = uiState.view.events.lastOrNull()?.seq ?: 0uL
    }

    /** Starts what the snapshot wants running (call once the screen is up). */
    fun start() = input { session.view() }

    /** The display timer's call: the core recomputes the times (and ends the game if a flag fell). */
    fun onTick() = input { session.view() }

    /** Stops the clock (the app goes to the background, or the game screen is left); no-op without a running clock. */
    fun pauseClock() {
        if (uiState.view.enabled.pauseClock) send(GameInput.PauseClock(now()))
    }

    fun onResumeClock() = send(GameInput.ResumeClock(now()))

    fun onFaceToFace(on: Boolean) = send(GameInput.SetFaceToFace(on))
    fun onTurnFarPieces(on: Boolean) = send(GameInput.SetTurnFarPieces(on))
    fun setTakebackAsks(on: Boolean) = send(GameInput.SetTakebackAsks(on))
    fun onAnswerTakeback(accept: Boolean) = send(GameInput.AnswerTakeback(accept))
    fun setConfirmMoves(on: Boolean) = send(GameInput.SetConfirmMoves(on))
    fun onConfirmMove() = send(GameInput.ConfirmMove)
    fun onCancelMove() = send(GameInput.CancelMove)

    fun onTap(square: UInt) = send(GameInput.Tap(square))
    fun onDrag(from: UInt, to: UInt) = send(GameInput.Drag(from, to))
    fun onKey(key: Key) = send(GameInput.Key(key))
    fun onUndo() = send(GameInput.Undo)
    fun onRedo() = send(GameInput.Redo)
    fun onHint() = send(GameInput.RequestHint)
    fun onOfferDraw() = send(GameInput.OfferDraw)
    fun onAnswerDraw(accept: Boolean) = send(GameInput.AnswerDraw(accept))

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
        send(GameInput.Resign)
    }

    fun cancelResign() {
        uiState = uiState.copy(resignAsked = false)
    }

    fun onFlip() = send(GameInput.Flip)
    fun onReplay(plies: UInt) = send(GameInput.Replay(plies))
    fun onEndReplay() = send(GameInput.EndReplay)
    fun setLanguage(language: Language) = send(GameInput.SetLanguage(language))
    fun setAutoFlip(on: Boolean) = send(GameInput.SetAutoFlip(on))

    fun onDismissEnd() = send(GameInput.DismissEnd)

    /** The same players with the colours swapped, as the core makes it. */
    fun rematch(): SessionPort = session.rematch()

    fun onExportPdn() = input {
        val pdn = session.exportPdn(PdnContext(date = platform.today(), site = platform.site))
        platform.sharePdn(pdn, PDN_FILE_NAME)
        session.view()
    }

    /** The game in PDN, for the analysis board. */
    fun pdn(): String = session.exportPdn(PdnContext(date = platform.today(), site = platform.site))

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

    /** One input to the core, with the time first (see [input]). */
    private fun send(input: GameInput) = input { session.send(input) }

    private fun input(call: () -> GameView) {
        if (closed) return
        try {
            // The core charges a move at the last time it was told: tell it now.
            if (uiState.view.clock != null) session.send(GameInput.Tick(now()))
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
            for (e in fresh) {
                (e.kind as? EventKind.Moved)?.let { platform.moveFeedback(sound(), haptics(), it.capture) }
                // The core names the sound (a crowning capture sounds as a crowning); the app only plays it.
                if (sound()) e.sound?.let(platform::playSound)
            }
        }
        val progress = uiState.progress.takeIf { v.search != null && v.search == uiState.view.search }
        val resignAsked = uiState.resignAsked && v.enabled.resign
        uiState = GameUiState(v, announcement, progress, resignAsked = resignAsked)
        session.sync(v.search, events)
        scheduleTick(v)
        save()
    }

    private var cancelTick: (() -> Unit)? = null

    /** Wakes up when the core says the clock must be drawn again (`redrawInMs`); nothing while no time runs. */
    private fun scheduleTick(v: GameView) {
        cancelTick?.invoke()
        cancelTick = null
        val delay = v.clock?.redrawInMs ?: return
        cancelTick = platform.postDelayed(delay.toLong()) { onTick() }
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
