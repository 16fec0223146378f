package org.draughts.app.ui.data

import org.draughts.core.ArchiveFilter
import org.draughts.core.ArchivePage
import org.draughts.core.BotLevel
import org.draughts.core.ClockPreset
import org.draughts.core.ClockSetting
import org.draughts.core.GameCard
import org.draughts.core.GameInput
import org.draughts.core.GameView
import org.draughts.core.KeepAside
import org.draughts.core.Language
import org.draughts.core.LessonInfo
import org.draughts.core.LibraryWrite
import org.draughts.core.NewGame
import org.draughts.core.NewGameInput
import org.draughts.core.NewGameView
import org.draughts.core.PdnContext
import org.draughts.core.Player
import org.draughts.core.Players
import org.draughts.core.PuzzlePractice
import org.draughts.core.RuleKnob
import org.draughts.core.RuleKnobId
import org.draughts.core.RuleSet
import org.draughts.core.SearchProgress
import org.draughts.core.SearchReport
import org.draughts.core.SearchTicket
import org.draughts.core.StatsSection
import org.draughts.core.StoredFile
import org.draughts.core.TutorialPage
import org.draughts.core.Variant
import org.draughts.core.VariantInfo
import java.util.concurrent.Executors
import java.util.concurrent.ScheduledExecutorService
import java.util.concurrent.TimeUnit

/**
 * What the screens need from the core, as interfaces so tests and previews
 * can pass fakes. The real implementations ([FfiCatalog], [FfiSession]) are
 * one-line forwards to the generated UniFFI bindings; the records
 * (`GameView`, `TutorialPage`, …) are the generated ones, used as they are.
 */
interface Catalog {
    fun variants(language: Language): List<VariantInfo>
    fun variantName(variant: VariantInfo, language: Language): String
    fun botLevels(language: Language): List<BotLevel>
    fun tutorialPages(language: Language): List<TutorialPage>
    fun variantPages(language: Language): List<TutorialPage>
    fun lessons(language: Language): List<LessonInfo>

    /** What the end of the page [pageId] offers: the core's "Put it into practice" on [variant]'s puzzles, or `null`. */
    fun pagePractice(pageId: String, variant: Variant, language: Language): PuzzlePractice?

    /** The core's page explaining a rule set, knob by knob (custom or preset). */
    fun rulesPage(rules: RuleSet, language: Language): TutorialPage

    /** `null` when the rules are playable, else the core's reason. */
    fun validate(rules: RuleSet): String?

    /** The custom-rules editor as the core describes it: each knob's label, explanation, choices and current choice. */
    fun ruleKnobs(rules: RuleSet, language: Language): List<RuleKnob>

    /** [rules] with one knob changed, checked by the core; throws `DraughtsException.Other` with the reason if impossible. */
    fun setRuleKnob(rules: RuleSet, knob: RuleKnobId, choice: Int): RuleSet
    fun newSession(rules: RuleSet, white: Player, black: Player, language: Language): SessionPort

    /** Who plays which colour in a new game: the core's answer (`newGamePlayers`). */
    fun newGamePlayers(game: NewGame): Players

    /** The level a new game against the bot starts with (the core's). */
    fun defaultLevel(): Int

    /** The lesson screen (the core's trainer), with the lesson [lessonId] open. */
    fun lessonTrainer(lessonId: String, language: Language): LessonPort

    /** Restores a game written by [SessionPort.save]; `null` if it cannot be read. */
    fun restore(document: String): SessionPort?

    /** A saved game's snapshot without opening it; `null` if it cannot be read. */
    fun savedGame(document: String, language: Language): GameView?

    /** The clocks a new game offers, fastest first (the core's presets; their ids are what [parseClock] reads). */
    fun clockPresets(): List<ClockPreset>

    /** A custom clock (`3+2`, `1:30+5`, `3+2d`); throws `DraughtsException` with the core's reason when it cannot be read. */
    fun parseClock(text: String, language: Language): ClockSetting

    /** The home screen's new-game form (the core's), starting from [game]'s mode, colour and level. */
    fun newGameForm(game: NewGame, language: Language): NewGameFormPort

    /** The unfinished games and the archive from their documents (null: no file yet), importing the old single save once; [today] names what is kept aside. */
    fun openLibrary(
        shelf: String?,
        archive: String?,
        legacySave: String?,
        language: Language,
        today: String,
    ): LibraryPort

    /** A stored file's one name (the core's). */
    fun fileName(file: StoredFile): String

    /** Names earlier versions gave the file (read when it is missing, removed with it). */
    fun formerFileNames(file: StoredFile): List<String>

    /** An analysis of the first game of a PDN text, its moves the main line (`DraughtsException` if unreadable). */
    fun analysisOfPdn(pdn: String, language: Language): org.draughts.app.ui.analysis.AnalysisPort =
        org.draughts.app.ui.analysis.FfiAnalysis(org.draughts.core.AnalysisHandle.fromPdn(pdn, 0u, language))

    /** An analysis of the start position of [rules]. */
    fun analysisOfStart(rules: RuleSet, language: Language): org.draughts.app.ui.analysis.AnalysisPort =
        org.draughts.app.ui.analysis.FfiAnalysis(
            org.draughts.core.AnalysisHandle.fromFen(rules, org.draughts.core.startPosition(rules).fen, language),
        )
}

/**
 * The core's `GameLibrary`: where each game belongs (shelf or archive), the
 * cards, the archive's rows and filters, the statistics. Each change returns
 * the documents to write; the app stores them and never reads them.
 */
interface LibraryPort {
    /** Messages to show, in the library's language, until [dismissNotices]. */
    fun notices(): List<String>
    fun dismissNotices()

    /** The texts, notices not dismissed included, in another language. */
    fun setLanguage(language: Language)

    /** The documents to rename before anything is written under their names. */
    fun keepAside(): List<KeepAside>

    /** [file] was renamed as [keepAside] said: its document may be written. */
    fun keptAside(file: StoredFile)

    /** The current game's save changed; [id] null for a game not yet in the library. */
    fun put(id: ULong?, save: String, date: String): LibraryWrite

    /** Documents changed by opening (an import, a damaged entry dropped), to write now. */
    fun flush(): LibraryWrite
    fun unfinished(): List<GameCard>
    fun saveOf(id: ULong): String?
    fun remove(id: ULong): LibraryWrite
    fun archive(filter: ArchiveFilter): ArchivePage

    /** The games of [ids] as one PDN text. */
    fun exportPdn(ids: List<ULong>): String

    /** What "Share all" exports: the archived games passing [filter]. */
    fun exportArchive(filter: ArchiveFilter): String

    /** The statistics, one section per variant played. */
    fun statsSections(): List<StatsSection>

    /** What the statistics screen says while it has no row (the core's words). */
    fun statsEmptyText(): String
}

/**
 * The core's new-game form: each input returns the whole form (choices, labels, what is selected,
 * whether Start may be pressed, the custom clock's refusal and the game Start makes).
 */
interface NewGameFormPort {
    fun view(): NewGameView
    fun send(input: NewGameInput): NewGameView
}

/** Called on the search thread: post to the UI thread before touching state. */
interface SearchEvents {
    fun progress(progress: SearchProgress)
    fun finished(report: SearchReport)
}

/**
 * One game on screen: the core's `GameHandle` and its `Bot`. Every input
 * returns the core's new snapshot; nothing here knows a rule.
 */
interface SessionPort {
    fun view(): GameView

    /** Every input of the game screen (a tap, undo, the clock's time, …) as the core's one input type. */
    fun send(input: GameInput): GameView

    /**
     * Makes the running search the one the session wants now (`Bot.sync`);
     * [wanted] is the latest snapshot's ticket, so no bot is made for a game
     * that never needs one.
     */
    fun sync(wanted: SearchTicket?, events: SearchEvents)

    /** The save document; [Catalog.restore] reads it back. */
    fun save(): String

    /** The game in PDN; the core writes every tag from the game and [context]. */
    fun exportPdn(context: PdnContext): String
    fun rules(): RuleSet

    /** A new game between the same players, colours swapped (the core's `rematch`). */
    fun rematch(): SessionPort
    fun close()
}

/** Where a document is kept (the save, the settings). Writes are atomic. */
interface DocumentStore {
    fun read(name: String): String?
    fun write(name: String, text: String)
    fun delete(name: String)

    /** Renames [from] to [to], never over an existing [to]; false if it did not. */
    fun rename(from: String, to: String): Boolean {
        val text = read(from) ?: return false
        if (read(to) != null) return false
        write(to, text)
        delete(from)
        return true
    }
}

/** What only the platform can do: the shells implement it (Android: share sheet, haptics; desktop: file/clipboard). */
interface Platform {
    /** The PDN `Site` of games played here ("Android"), or null. */
    val site: String? get() = null

    /** Today as an ISO 8601 date (the PDN `Date`), or null if unknown. */
    fun today(): String? = java.time.LocalDate.now().toString()

    /** Hands a PDN text to the user (share sheet, or save/copy on the desktop). */
    fun sharePdn(pdn: String, fileName: String)

    /** Lets the player choose a PDN file (the system picker, a file chooser) and hands its bytes over; nothing if none is chosen. */
    fun pickPdnFile(onBytes: (ByteArray) -> Unit) {}

    /** A short feedback after a move: a click sound and a haptic tick, each if its setting is on; a capture feels different. */
    fun moveFeedback(sound: Boolean, haptic: Boolean, capture: Boolean = false) {}

    /** Plays the sound the core's event names (move, capture, crowning, end of game); called only with sounds on. */
    fun playSound(cue: org.draughts.core.SoundCue) {}

    /** The system asks for reduced motion: the board does not animate. */
    val reducedMotion: Boolean get() = false

    /** Runs [block] on the UI thread. */
    fun post(block: () -> Unit)

    /**
     * Runs [block] on the UI thread after [delayMs] (the clock's display timer);
     * the returned function cancels it. By default a shared daemon timer, then [post].
     */
    fun postDelayed(delayMs: Long, block: () -> Unit): () -> Unit {
        val task = delayedTimer.schedule({ post(block) }, delayMs.coerceAtLeast(0), TimeUnit.MILLISECONDS)
        return { task.cancel(false) }
    }

    /** The platform's monotonic time in milliseconds, for the game clock (never the wall clock, which can jump). */
    fun monotonicMillis(): Long = (System.nanoTime() - startNanos) / 1_000_000
}

private val startNanos = System.nanoTime()

/** One daemon thread for every [Platform.postDelayed] that a shell does not do its own way. */
private val delayedTimer: ScheduledExecutorService by lazy {
    Executors.newSingleThreadScheduledExecutor { r -> Thread(r, "draughts-timer").apply { isDaemon = true } }
}
