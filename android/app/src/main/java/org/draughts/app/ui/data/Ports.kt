package org.draughts.app.ui.data

import org.draughts.core.BoardSnapshot
import org.draughts.core.BoardSquare
import org.draughts.core.BotLevel
import org.draughts.core.Key
import org.draughts.core.KeyResult
import org.draughts.core.Language
import org.draughts.core.LessonInfo
import org.draughts.core.LessonVerdict
import org.draughts.core.Player
import org.draughts.core.RuleKnob
import org.draughts.core.RuleKnobId
import org.draughts.core.RuleSet
import org.draughts.core.DrawOfferAnswer
import org.draughts.core.PositionInfo
import org.draughts.core.SearchProgress
import org.draughts.core.SearchReport
import org.draughts.core.Side
import org.draughts.core.TapResult
import org.draughts.core.TutorialPage
import org.draughts.core.VariantInfo

/**
 * What the screens need from the core, as interfaces so tests and previews
 * can pass fakes. The real implementations ([FfiCatalog], [FfiSession]) are
 * one-line forwards to the generated UniFFI bindings; the records
 * (`BoardSnapshot`, `TapResult`, …) are the generated ones, used as they are.
 */
interface Catalog {
    fun variants(language: Language): List<VariantInfo>
    fun variantName(variant: VariantInfo, language: Language): String
    fun botLevels(language: Language): List<BotLevel>
    fun tutorialPages(language: Language): List<TutorialPage>
    fun variantPages(language: Language): List<TutorialPage>
    fun lessons(language: Language): List<LessonInfo>
    /** The core's page explaining a rule set, knob by knob (custom or preset). */
    fun rulesPage(rules: RuleSet, language: Language): TutorialPage
    /** `null` when the rules are playable, else the core's reason. */
    fun validate(rules: RuleSet): String?
    /** The custom-rules editor as the core describes it: each knob's label, explanation, choices and current choice. */
    fun ruleKnobs(rules: RuleSet, language: Language): List<RuleKnob>
    /** [rules] with one knob changed, checked by the core; throws `DraughtsException.Other` with the reason if impossible. */
    fun setRuleKnob(rules: RuleSet, knob: RuleKnobId, choice: Int): RuleSet
    fun boardSquares(rules: RuleSet): List<BoardSquare>
    fun newSession(rules: RuleSet, white: Player, black: Player, language: Language): SessionPort
    fun lessonSession(lessonId: String, language: Language): SessionPort
    fun judgeLesson(lessonId: String, language: Language, session: SessionPort): LessonVerdict?
    /** Restores a game written by [SessionPort.save]; `null` if it cannot be read. */
    fun restore(document: String, language: Language): SessionPort?
}

/** A running bot search; [cancel] stops it within milliseconds. */
fun interface Cancellable { fun cancel() }

/** Called on the search thread: post to the UI thread before touching state. */
interface SearchEvents {
    fun progress(progress: SearchProgress)
    fun finished(report: SearchReport)
}

/** One game on screen: a thin view of the core's `GameSession` (and its bot). */
interface SessionPort {
    fun view(): BoardSnapshot
    fun tap(square: UInt): TapResult
    fun key(key: Key): KeyResult
    fun cancel(): TapResult
    fun undo(): Boolean
    fun redo(): Boolean
    fun resign(side: Side)
    /** Against the bot the core answers at once (accepted or declined); else the offer is pending. */
    fun offerDraw(side: Side): DrawOfferAnswer
    fun answerDraw(accept: Boolean)
    fun flip()
    fun setAutoFlip(on: Boolean)
    fun setLanguage(language: Language)
    fun rules(): RuleSet
    /** The position after the first [ply] plies of the move list (for reviewing without undoing). */
    fun positionAt(ply: Int): PositionInfo
    /** The playing squares of this game's board (where to draw a reviewed position). */
    fun boardSquares(): List<BoardSquare>
    /** Starts the bot on the side to move; it plays its move in the session when done. */
    fun startBot(level: Int, events: SearchEvents): Cancellable
    /** Starts a hint search; when done the hinted move shows on the board. */
    fun startHint(budgetMs: Int, events: SearchEvents): Cancellable
    /** A document [Catalog.restore] reads back. */
    fun save(): String
    /** The game in PDN, or `null` if this core has no PDN export. */
    fun pdn(): String?
    fun close()
}

/** Where a document is kept (the save, the settings). Writes are atomic. */
interface DocumentStore {
    fun read(name: String): String?
    fun write(name: String, text: String)
    fun delete(name: String)
}

/** What only the platform can do: the shells implement it (Android: share sheet, haptics; desktop: file/clipboard). */
interface Platform {
    /** Hands a PDN text to the user (share sheet, or save/copy on the desktop). */
    fun sharePdn(pdn: String, fileName: String)
    /** A short tap feedback after a move (haptics, or a click sound). */
    fun moveFeedback(sound: Boolean) {}
    /** Runs [block] on the UI thread. */
    fun post(block: () -> Unit)
}
