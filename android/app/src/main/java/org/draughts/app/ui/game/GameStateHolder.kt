package org.draughts.app.ui.game

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.board.BoardModel
import org.draughts.app.ui.board.positionModel
import org.draughts.app.ui.board.toBoardModel
import org.draughts.app.ui.data.Cancellable
import org.draughts.app.ui.data.DocumentStore
import org.draughts.app.ui.data.Platform
import org.draughts.app.ui.data.SearchEvents
import org.draughts.app.ui.data.SessionPort
import org.draughts.app.ui.i18n.stringsFor
import org.draughts.core.BoardSnapshot
import org.draughts.core.DraughtsException
import org.draughts.core.DrawOfferAnswer
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
    /** Reviewing the move list: the position after [Review.plies] plies, drawn read-only; null for the live board. */
    val review: Review? = null,
) {
    val vsBot get() = humanSide != null
    val over get() = snapshot.result != null
    val canHint get() = vsBot && !over && !botThinking && !hintRunning && snapshot.turn == humanSide
    val canOfferDraw get() = !over && !botThinking && snapshot.drawOffer == null && (!vsBot || snapshot.turn == humanSide)
    val canResign get() = !over
    /** The side that resigns or offers: the person against the bot, else the side to move. */
    val actingSide get() = humanSide ?: snapshot.turn
}

/** A reviewed position: after the first [plies] plies of the move list, from the core's `fenAt`. */
data class Review(val plies: Int, val board: BoardModel)

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
    private var words = stringsFor(language)

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

    fun onUndo() = guarded { stopSearch(); endReview(); session.undo(); refresh(null) }
    fun onRedo() = guarded { stopSearch(); endReview(); session.redo(); refresh(null) }
    fun onFlip() = guarded { session.flip(); refresh(null) }
    fun onResign() = guarded { stopSearch(); endReview(); session.resign(uiState.actingSide); refresh(null) }

    /**
     * Offers a draw. Against the bot the core answers at once: accepted, the
     * game is drawn and the status line (the core's result) says so;
     * declined, the app's words for the bot's refusal are (the core answers
     * with the enum only).
     */
    fun onOfferDraw() = guarded {
        endReview()
        when (session.offerDraw(uiState.actingSide)) {
            DrawOfferAnswer.ACCEPTED -> refresh(null) // the status line (a live region) says the core's result
            DrawOfferAnswer.DECLINED -> refresh(words.drawDeclined)
            DrawOfferAnswer.PENDING -> refresh(null)
        }
    }
    fun onAnswerDraw(accept: Boolean) = guarded { session.answerDraw(accept); refresh(null) }

    fun setLanguage(language: Language) = guarded { words = stringsFor(language); session.setLanguage(language); refresh(null) }
    fun setAutoFlip(on: Boolean) = guarded { if (!uiState.vsBot) session.setAutoFlip(on); refresh(null) }

    /**
     * Shows the position after move [ply] (0-based) read-only, from the
     * core's `fenAt`, without undoing: the game and its line stay as they
     * are. Choosing the current move returns to the live board.
     */
    fun onReview(ply: Int) = guarded {
        val plies = ply + 1
        if (plies == uiState.snapshot.currentPly.toInt()) {
            endReview()
        } else {
            val squares = boardSquares ?: session.boardSquares().also { boardSquares = it }
            uiState = uiState.copy(review = Review(plies, positionModel(session.positionAt(plies), squares)))
        }
    }

    /** Back to the live board. */
    fun endReview() { if (uiState.review != null) uiState = uiState.copy(review = null) }

    private var boardSquares: List<org.draughts.core.BoardSquare>? = null

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
            // The bot's move in words: the core's spoken form of the move it just played.
            refresh(if (played) lastMoveSpoken() else null)
        })
    }

    private fun lastMoveSpoken(): String? {
        val s = session.view()
        return s.moves.getOrNull(s.currentPly.toInt() - 1)?.spoken
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
