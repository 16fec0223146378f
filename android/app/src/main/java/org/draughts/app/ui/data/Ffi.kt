package org.draughts.app.ui.data

import org.draughts.core.Bot
import org.draughts.core.DraughtsException
import org.draughts.core.GameSession
import org.draughts.core.Key
import org.draughts.core.Language
import org.draughts.core.LessonInfo
import org.draughts.core.Player
import org.draughts.core.RuleKnobId
import org.draughts.core.RuleSet
import org.draughts.core.SearchListener
import org.draughts.core.SearchProgress
import org.draughts.core.SearchReport
import org.draughts.core.Side
import org.draughts.core.TutorialPage
import org.draughts.core.VariantInfo
import org.draughts.core.customRulesPage
import org.draughts.core.judgeLessonSession
import org.draughts.core.validateRules
import org.draughts.core.positionFromFen

/** The real [Catalog]: each call forwards to the generated bindings. */
class FfiCatalog : Catalog {
    override fun variants(language: Language): List<VariantInfo> = org.draughts.core.variants(language)

    override fun variantName(variant: VariantInfo, language: Language) =
        if (language == Language.EN) variant.name else org.draughts.core.variantName(variant.variant, language)
    override fun botLevels(language: Language) = org.draughts.core.botLevels(language)
    override fun tutorialPages(language: Language): List<TutorialPage> = org.draughts.core.tutorialPages(language)
    override fun variantPages(language: Language): List<TutorialPage> = org.draughts.core.variantPages(language)
    override fun lessons(language: Language): List<LessonInfo> = org.draughts.core.lessons(language)
    override fun rulesPage(rules: RuleSet, language: Language) = customRulesPage(rules, language)

    override fun validate(rules: RuleSet): String? = try {
        validateRules(rules); null
    } catch (e: DraughtsException) {
        e.toString()
    }

    override fun ruleKnobs(rules: RuleSet, language: Language) = org.draughts.core.ruleKnobs(rules, language)
    override fun setRuleKnob(rules: RuleSet, knob: RuleKnobId, choice: Int) = org.draughts.core.setRuleKnob(rules, knob, choice.toUInt())

    override fun boardSquares(rules: RuleSet) = org.draughts.core.boardSquares(rules)

    override fun newSession(rules: RuleSet, white: Player, black: Player, language: Language): SessionPort =
        FfiSession(GameSession(rules, white, black)).also { it.setLanguage(language) }

    override fun lessonSession(lessonId: String, language: Language): SessionPort =
        FfiSession(org.draughts.core.lessonSession(language, lessonId))

    override fun judgeLesson(lessonId: String, language: Language, session: SessionPort): org.draughts.core.LessonVerdict? =
        judgeLessonSession(language, lessonId, (session as FfiSession).session)

    override fun restore(document: String, language: Language): SessionPort? = try {
        FfiSession(GameSession.restore(document)).also { it.setLanguage(language) }
    } catch (e: DraughtsException) {
        null
    }
}

/** The real [SessionPort]: a `GameSession` and, for bot games and hints, one `Bot` made for its rules. */
class FfiSession(val session: GameSession) : SessionPort {
    private var botOrNull: Bot? = null
    private val bot: Bot get() = botOrNull ?: Bot(session.rules()).also { botOrNull = it }

    override fun view() = session.view()
    override fun tap(square: UInt) = session.tap(square)
    override fun key(key: Key) = session.key(key)
    override fun cancel() = session.cancel()
    override fun undo() = session.undo()
    override fun redo() = session.redo()
    override fun resign(side: Side) = session.resign(side)
    override fun offerDraw(side: Side) = session.offerDraw(side)
    override fun answerDraw(accept: Boolean) = session.answerDraw(accept)
    override fun flip() = session.flip()
    override fun setAutoFlip(on: Boolean) = session.setAutoFlip(on)
    override fun setLanguage(language: Language) = session.setLanguage(language)
    override fun rules() = session.rules()
    override fun positionAt(ply: Int) = positionFromFen(session.rules(), session.fenAt(ply.toUInt()))
    override fun boardSquares() = org.draughts.core.boardSquares(session.rules())

    override fun startBot(level: Int, events: SearchEvents): Cancellable {
        val handle = bot.findMove(session, level.toUInt(), listener(events))
        return Cancellable { handle.cancel() }
    }

    override fun startHint(budgetMs: Int, events: SearchEvents): Cancellable {
        val handle = bot.hint(session, budgetMs.toUInt(), listener(events))
        return Cancellable { handle.cancel() }
    }

    override fun save() = session.save()
    override fun pdn(): String? = session.exportPdn(mapOf("Event" to "Draughts app"))

    override fun close() {
        botOrNull?.cancel()
        botOrNull?.close()
        session.close()
    }

    private fun listener(events: SearchEvents) = object : SearchListener {
        override fun onProgress(progress: SearchProgress) = events.progress(progress)
        override fun onFinished(report: SearchReport) = events.finished(report)
    }
}
