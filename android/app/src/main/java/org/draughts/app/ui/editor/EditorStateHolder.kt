package org.draughts.app.ui.editor

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import org.draughts.app.ui.data.FfiSession
import org.draughts.app.ui.data.SessionPort
import org.draughts.core.AnalysisHandle
import org.draughts.core.DraughtsException
import org.draughts.core.EditorInput
import org.draughts.core.EditorView
import org.draughts.core.Language
import org.draughts.core.Player
import org.draughts.core.PositionEditorHandle
import org.draughts.core.RuleSet

/**
 * The position editor's state: the core's `PositionEditorHandle` and its
 * latest snapshot. Every input goes through [send]; what a tap, a drag or a
 * pasted FEN means, and every refusal, is the core's.
 */
class EditorStateHolder(rules: RuleSet, language: Language) {
    private val editor = PositionEditorHandle(rules, language)

    /** What the screen draws. */
    var view: EditorView by mutableStateOf(editor.view())
        private set

    /** One input; the core answers with the whole snapshot. */
    fun send(input: EditorInput) {
        view = editor.send(input)
    }

    /** An analysis board on the position set up (only while the core enables Analyse). */
    fun analyse(): AnalysisHandle? = if (view.controls.analyse.enabled) guarded { editor.analyse() } else null

    /** A game from the position: against the bot at [level] (the core seats the player), or two players. */
    fun play(botLevel: UInt?): SessionPort? {
        val control = if (botLevel != null) view.controls.playBot else view.controls.playFriend
        if (!control.enabled) return null
        return guarded {
            FfiSession(
                if (botLevel != null) editor.playBot(botLevel) else editor.play(Player.Human, Player.Human),
            )
        }
    }

    fun close() = editor.close()

    /** The core refuses only what the snapshot already disables: a refusal here leaves the screen as it is. */
    private fun <T> guarded(block: () -> T): T? = try {
        block()
    } catch (_: DraughtsException) {
        null
    }
}
