package org.draughts.app.ui.game

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.board.BoardModel
import org.draughts.app.ui.board.toBoardModel
import org.draughts.app.ui.data.Cancellable
import org.draughts.app.ui.data.DocumentStore
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.data.SearchEvents
import org.draughts.app.ui.data.SessionPort
import org.draughts.core.BoardSnapshot
import org.draughts.core.DraughtsException
import org.draughts.core.Key
import org.draughts.core.KeyResult
import org.draughts.core.Language
import org.draughts.core.Player
import org.draughts.core.SearchProgress
import org.draughts.core.SearchReport
import org.draughts.core.SearchStatus
import org.draughts.core.Side
import org.draughts.core.TapResult

/** Everything the game screen shows: the core's snapshot plus what the app is doing around it. */
data class GameUiState(
    val title: String,
    val snapshot: BoardSnapshot,
    val board: BoardModel,
    /** The last thing to announce: a move's spoken form, or why a tap did nothing (the core's words). */
    val announcement: String? = null,
    val botThinking: Boolean = false,
    val botProgress: SearchProgress? = null,
    val hintRunning: Boolean = false,
    /** The person's side against the bot; null in pass-and-play. */
    val humanSide: Side? = null,
    val error: String? = null,
) {
    val vsBot get() = humanSide != null
    val over get() = snapshot.result != null
    val canHint get() = vsBot && !over && !botThinking && !hintRunning && snapshot.turn == humanSide
    val canOfferDraw get() = !vsBot && !over && snapshot.drawOffer == null
    val canResign get() = !over
    /** The side that resigns or offers: the person against the bot, else the side to move. */
    val actingSide get() = humanSide ?: snapshot.turn
}

const val SAVE_NAME = "game.save"

/**
 * The state holder of one game (a ViewModel without Android): forwards every
 * input to the [session], redraws from its snapshot, runs the bot when the
 * snapshot says it is to move, and saves after every change. It decides
 * nothing about the game itself.
 */
class GameStateHolder(
    private val session: SessionPort,
    private val platform: Platform,
    private val store: DocumentStore?,
    title: String,
    language: Language,
    autoFlip: Boolean = false,
    private val sound: () -> Boolean = { true },
) {
    private var search: Cancellable? = null
    private var lastSaved: String? = null
    private var closed = false

    var uiState by mutableStateOf(initial(title, language, autoFlip))
        private set

    private fun initial(title: String, language: Language, autoFlip: Boolean): GameUiState {
        session.setLanguage(language)
        val s0 = session.view()
        val human = humanSideOf(s0)
        if (human == null) session.setAutoFlip(autoFlip)
        val s = session.view()
        return GameUiState(title = title, snapshot = s, board = s.toBoardModel(), humanSide = human)
    }

    /** Starts the bot if it is to move (call once the screen is up). */
    fun start() = refresh(null)

    private fun humanSideOf(s: BoardSnapshot): Side? = when {
        s.white is Player.Bot && s.black !is Player.Bot -> Side.BLACK
        s.black is Player.Bot && s.white !is Player.Bot -> Side.WHITE
        else -> null
    }

    private fun botLevel(s: BoardSnapshot): Int? =
        ((if (s.turn == Side.WHITE) s.white else s.black) as? Player.Bot)?.level?.toInt()

    fun onTap(square: UInt) = guarded { handle(session.tap(square)) }

    fun onKey(key: Key) = guarded {
        when (val r = session.key(key)) {
            is KeyResult.Cursor -> {
                val s = session.view()
                refresh(s.squares.firstOrNull { it.square == r.square }?.description)
            }
            is KeyResult.Tap -> handle(r.result)
        }
    }

    private fun handle(r: TapResult) {
        val say = when (r) {
            is TapResult.Played -> { platform.moveFeedback(sound()); r.spoken }
            is TapResult.Refused -> r.text
            else -> null
        }
        refresh(say)
    }

    fun onUndo() = guarded { stopSearch(); session.undo(); refresh(null) }
    fun onRedo() = guarded { stopSearch(); session.redo(); refresh(null) }
    fun onFlip() = guarded { session.flip(); refresh(null) }
    fun onResign() = guarded { stopSearch(); session.resign(uiState.actingSide); refresh(null) }
    fun onOfferDraw() = guarded { session.offerDraw(uiState.actingSide); refresh(null) }
    fun onAnswerDraw(accept: Boolean) = guarded { session.answerDraw(accept); refresh(null) }

    fun setLanguage(language: Language) = guarded { session.setLanguage(language); refresh(null) }
    fun setAutoFlip(on: Boolean) = guarded { if (!uiState.vsBot) session.setAutoFlip(on); refresh(null) }

    /** Shows the position after ply [ply] (0-based) by undoing or redoing in the core. */
    fun onReview(ply: Int) = guarded {
        stopSearch()
        val target = ply + 1
        var guard = 0
        while (session.view().currentPly.toInt() > target && guard++ < 1000 && session.undo()) { }
        while (session.view().currentPly.toInt() < target && guard++ < 2000 && session.redo()) { }
        refresh(null)
    }

    fun onHint() = guarded {
        if (!uiState.canHint) return@guarded
        uiState = uiState.copy(hintRunning = true)
        search = session.startHint(HINT_BUDGET_MS, events { report -> uiState = uiState.copy(hintRunning = false); refresh(report.best?.notation) })
    }

    fun onExportPdn() = guarded {
        val pdn = session.pdn() ?: return@guarded
        platform.sharePdn(pdn, "draughts-game.pdn")
    }

    private fun events(done: (SearchReport) -> Unit) = object : SearchEvents {
        override fun progress(progress: SearchProgress) = platform.post {
            if (!closed && uiState.botThinking) uiState = uiState.copy(botProgress = progress)
        }
        override fun finished(report: SearchReport) = platform.post {
            if (closed) return@post
            search = null
            val status = report.status
            if (status is SearchStatus.Failed) uiState = uiState.copy(error = status.reason)
            done(report)
        }
    }

    private fun startBotIfToMove(s: BoardSnapshot) {
        if (search != null || !s.botToMove || s.result != null) return
        val level = botLevel(s) ?: return
        uiState = uiState.copy(botThinking = true, botProgress = null)
        search = session.startBot(level, events { report ->
            uiState = uiState.copy(botThinking = false, botProgress = null)
            val played = report.status is SearchStatus.Completed
            if (played) platform.moveFeedback(sound())
            refresh(if (played) report.best?.notation else null)
        })
    }

    private fun stopSearch() {
        search?.cancel()
        search = null
        uiState = uiState.copy(botThinking = false, botProgress = null, hintRunning = false)
    }

    private fun refresh(announcement: String?) {
        if (closed) return
        val s = session.view()
        uiState = uiState.copy(
            snapshot = s,
            board = s.toBoardModel(),
            announcement = announcement,
            error = null,
        )
        save()
        startBotIfToMove(s)
    }

    private fun save() {
        val store = store ?: return
        val doc = session.save()
        if (doc != lastSaved) {
            store.write(SAVE_NAME, doc)
            lastSaved = doc
        }
    }

    private inline fun guarded(block: () -> Unit) {
        try {
            block()
        } catch (e: DraughtsException) {
            uiState = uiState.copy(error = e.toString())
        }
    }

    fun close() {
        closed = true
        search?.cancel()
        search = null
        session.close()
    }

    companion object {
        const val HINT_BUDGET_MS = 700
    }
}
