// The live ports: thin calls into the generated bindings (module DraughtsCore).
import DraughtsCore
import Foundation

/// A game: the core's GameHandle, and the Bot for its rules, made on the
/// first search the game wants (a game between two people never needs its
/// transposition table) and kept for the next ones.
public final class LiveSession: SessionPort, @unchecked Sendable {
    public let session: GameHandle
    private let lock = NSLock()
    private var bot: Bot?

    public init(session: GameHandle) {
        self.session = session
    }

    public func view() throws -> GameView { try session.view() }
    public func send(_ input: GameInput) throws -> GameView { try session.send(input: input) }
    public func save() throws -> String { try session.save() }
    public func exportPdn(context: PdnContext) throws -> String { try session.exportPdn(context: context) }
    public func pdn(context: PdnContext) throws -> String { try session.pdn(context: context) }
    public func rules() throws -> RuleSet { try session.rules() }
    public func rematch() throws -> SessionPort { LiveSession(session: try session.rematch()) }

    public func syncSearch(wanted: Bool, listener: SearchListener) throws {
        lock.lock()
        defer { lock.unlock() }
        if bot == nil {
            guard wanted else { return }
            bot = try Bot(rules: try session.rules())
        }
        _ = try bot?.sync(session: session, listener: listener)
    }

    public func cancelSearch() {
        lock.lock()
        let bot = self.bot
        lock.unlock()
        // A stop request: the core reports a failure only for an internal
        // panic, and the search is being abandoned either way.
        try? bot?.cancel()
    }
}

/// Makes live sessions.
public struct LiveSessionFactory: SessionFactory {
    public init() {}

    public func newGame(rules: RuleSet, white: Player, black: Player, language: Language) throws -> SessionPort {
        LiveSession(session: try GameHandle(rules: rules, white: white, black: black, language: language))
    }

    public func restore(document: String) throws -> SessionPort {
        LiveSession(session: try GameHandle.restore(save: document))
    }

    public func savedView(document: String, language: Language) throws -> GameView {
        try savedGameView(save: document, language: language)
    }
}

/// The core's lesson trainer, one-line forwards.
public final class LiveLessonTrainer: LessonPort, @unchecked Sendable {
    private let trainer: LessonTrainerHandle

    public init(_ trainer: LessonTrainerHandle) {
        self.trainer = trainer
    }

    public func screen() throws -> LessonScreen { try trainer.screen() }
    public func send(_ input: LessonInput) throws -> LessonScreen { try trainer.send(input: input) }
}

/// Presets, pages, lessons and levels, straight from the core. These
/// read fixed content and fail only if the core panics (reported as
/// `DraughtsError.Other`); the lists are then empty rather than the app
/// stopping.
public struct LiveCatalog: CatalogPort {
    public init() {}

    public func presets(language: Language) -> [PresetEntry] {
        ((try? variants(language: language)) ?? []).map { info in
            PresetEntry(info: info, name: info.name, summary: info.tagline)
        }
    }

    public func tutorialPages(language: Language) -> [TutorialPage] {
        (try? DraughtsCore.tutorialPages(language: language)) ?? []
    }

    public func variantPages(language: Language) -> [TutorialPage] {
        (try? DraughtsCore.variantPages(language: language)) ?? []
    }

    public func pagePractice(pageId: String, variant: Variant, language: Language) -> PuzzlePractice? {
        (try? DraughtsCore.pagePractice(language: language, pageId: pageId, variant: variant)) ?? nil
    }

    public func customRulesPage(rules: RuleSet, language: Language) throws -> TutorialPage {
        try DraughtsCore.customRulesPage(rules: rules, language: language)
    }

    public func validate(rules: RuleSet) throws {
        try validateRules(rules: rules)
    }

    public func ruleKnobs(rules: RuleSet, language: Language) throws -> [RuleKnob] {
        try DraughtsCore.ruleKnobs(rules: rules, language: language)
    }

    public func setRuleKnob(rules: RuleSet, knob: RuleKnobId, choice: UInt32) throws -> RuleSet {
        try DraughtsCore.setRuleKnob(rules: rules, knob: knob, choice: choice)
    }

    public func botLevels(language: Language) -> [BotLevel] {
        (try? DraughtsCore.botLevels(language: language)) ?? []
    }

    public func lessons(language: Language) -> [LessonInfo] {
        (try? DraughtsCore.lessons(language: language)) ?? []
    }

    public func lessonTrainer(id: String, language: Language) throws -> LessonPort {
        LiveLessonTrainer(try LessonTrainerHandle(language: language, lessonId: id))
    }

    public func newGameForm(game: DraughtsCore.NewGame, language: Language) throws -> NewGameFormPort {
        LiveNewGameForm(try NewGameForm(game: game, language: language))
    }
}

/// The core's `NewGameForm`, one-line forwards.
public final class LiveNewGameForm: NewGameFormPort, @unchecked Sendable {
    private let form: NewGameForm

    public init(_ form: NewGameForm) {
        self.form = form
    }

    public func view() throws -> NewGameView { try form.view() }
    public func send(_ input: NewGameInput) throws -> NewGameView { try form.send(input: input) }
}
