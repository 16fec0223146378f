package org.draughts.app.ui.data

import org.draughts.core.ArchiveFilter
import org.draughts.core.Bot
import org.draughts.core.ClockPreset
import org.draughts.core.ClockSetting
import org.draughts.core.DraughtsException
import org.draughts.core.GameHandle
import org.draughts.core.GameInput
import org.draughts.core.GameLibrary
import org.draughts.core.GameView
import org.draughts.core.Language
import org.draughts.core.LessonInfo
import org.draughts.core.NewGame
import org.draughts.core.NewGameForm
import org.draughts.core.NewGameInput
import org.draughts.core.PdnContext
import org.draughts.core.Player
import org.draughts.core.Players
import org.draughts.core.RuleKnobId
import org.draughts.core.RuleSet
import org.draughts.core.SearchListener
import org.draughts.core.SearchProgress
import org.draughts.core.SearchReport
import org.draughts.core.SearchTicket
import org.draughts.core.StoredFile
import org.draughts.core.TutorialPage
import org.draughts.core.VariantInfo
import org.draughts.core.customRulesPage
import org.draughts.core.savedGameView
import org.draughts.core.storedFileFormerNames
import org.draughts.core.storedFileName
import org.draughts.core.validateRules

/**
 * The core's sentence for a failure: the `reason` every [DraughtsException] carries (the generated
 * `message` lists each field as `name=value`), or the message of any other exception.
 */
val Throwable.reason: String?
    get() = when (this) {
        is DraughtsException.IllegalMove -> reason
        is DraughtsException.AmbiguousMove -> reason
        is DraughtsException.InvalidFen -> reason
        is DraughtsException.InvalidPdn -> reason
        is DraughtsException.InvalidSave -> reason
        is DraughtsException.Other -> reason
        else -> message
    }

/** The real [Catalog]: each call forwards to the generated bindings. */
class FfiCatalog : Catalog {
    override fun variants(language: Language): List<VariantInfo> = org.draughts.core.variants(language)

    override fun variantName(variant: VariantInfo, language: Language) =
        if (language == Language.EN) variant.name else org.draughts.core.variantName(variant.variant, language)
    override fun botLevels(language: Language) = org.draughts.core.botLevels(language)
    override fun tutorialPages(language: Language): List<TutorialPage> = org.draughts.core.tutorialPages(language)
    override fun variantPages(language: Language): List<TutorialPage> = org.draughts.core.variantPages(language)
    override fun lessons(language: Language): List<LessonInfo> = org.draughts.core.lessons(language)
    override fun pagePractice(pageId: String, variant: org.draughts.core.Variant, language: Language) =
        org.draughts.core.pagePractice(language, pageId, variant)
    override fun rulesPage(rules: RuleSet, language: Language) = customRulesPage(rules, language)

    override fun validate(rules: RuleSet): String? = try {
        validateRules(rules)
        null
    } catch (e: DraughtsException) {
        e.reason
    }

    override fun ruleKnobs(rules: RuleSet, language: Language) = org.draughts.core.ruleKnobs(rules, language)
    override fun setRuleKnob(rules: RuleSet, knob: RuleKnobId, choice: Int) =
        org.draughts.core.setRuleKnob(rules, knob, choice.toUInt())

    override fun newSession(rules: RuleSet, white: Player, black: Player, language: Language): SessionPort =
        FfiSession(GameHandle(rules, white, black, language))

    override fun newGamePlayers(game: NewGame): Players = org.draughts.core.newGamePlayers(game)

    override fun defaultLevel(): Int = org.draughts.core.defaultLevel().toInt()

    override fun lessonTrainer(lessonId: String, language: Language): LessonPort =
        FfiLessonTrainer(org.draughts.core.LessonTrainerHandle(language, lessonId))

    override fun restore(document: String): SessionPort? = try {
        FfiSession(GameHandle.restore(document))
    } catch (e: DraughtsException) {
        null
    }

    override fun savedGame(document: String, language: Language): GameView? = try {
        savedGameView(document, language)
    } catch (e: DraughtsException) {
        null
    }

    override fun clockPresets(): List<ClockPreset> = org.draughts.core.clockPresets()
    override fun parseClock(text: String, language: Language): ClockSetting =
        org.draughts.core.parseClockIn(text, language)

    override fun newGameForm(game: NewGame, language: Language): NewGameFormPort =
        FfiNewGameForm(NewGameForm(game, language))

    override fun openLibrary(
        shelf: String?,
        archive: String?,
        legacySave: String?,
        language: Language,
        today: String,
    ): LibraryPort = FfiLibrary(GameLibrary.open(shelf, archive, legacySave, language, today))

    override fun fileName(file: StoredFile) = storedFileName(file)
    override fun formerFileNames(file: StoredFile) = storedFileFormerNames(file)
}

/** The real [NewGameFormPort]: one-line forwards to the core's `NewGameForm`. */
class FfiNewGameForm(private val form: NewGameForm) : NewGameFormPort {
    override fun view() = form.view()
    override fun send(input: NewGameInput) = form.send(input)
}

/**
 * The real [LibraryPort]: one-line forwards to the core's `GameLibrary`.
 * A fault of the core throws (`DraughtsException.Other`), never answers a
 * default value.
 */
class FfiLibrary(private val library: GameLibrary) : LibraryPort {
    override fun notices() = library.notices()
    override fun dismissNotices() = library.dismissNotices()
    override fun setLanguage(language: Language) = library.setLanguage(language)
    override fun keepAside() = library.keepAside()
    override fun keptAside(file: StoredFile) = library.keptAside(file)
    override fun exportArchive(filter: ArchiveFilter) = library.exportArchive(filter)
    override fun put(id: ULong?, save: String, date: String) = library.put(id, save, date)
    override fun flush() = library.flush()
    override fun unfinished() = library.unfinished()
    override fun saveOf(id: ULong) = library.saveOf(id)
    override fun remove(id: ULong) = library.remove(id)
    override fun archive(filter: ArchiveFilter) = library.archive(filter)
    override fun exportPdn(ids: List<ULong>) = library.exportPdn(ids)
    override fun statsSections() = library.statsSections()
    override fun statsEmptyText() = library.statsEmptyText()
}

/** The real [SessionPort]: a `GameHandle` and, once a search is wanted, one `Bot` made for its rules. */
class FfiSession(val session: GameHandle) : SessionPort {
    private var bot: Bot? = null

    override fun view() = session.view()
    override fun send(input: GameInput) = session.send(input)

    override fun sync(wanted: SearchTicket?, events: SearchEvents) {
        val b = bot ?: if (wanted == null) return else Bot(session.rules()).also { bot = it }
        // The bot keeps the running search; our reference to its handle is not needed.
        b.sync(
            session,
            object : SearchListener {
                override fun onProgress(progress: SearchProgress) = events.progress(progress)
                override fun onFinished(report: SearchReport) = events.finished(report)
            },
        )?.close()
    }

    override fun save() = session.save()
    override fun exportPdn(context: PdnContext) = session.exportPdn(context)
    override fun rules() = session.rules()
    override fun rematch(): SessionPort = FfiSession(session.rematch())

    override fun close() {
        bot?.cancel()
        bot?.close()
        session.close()
    }
}
