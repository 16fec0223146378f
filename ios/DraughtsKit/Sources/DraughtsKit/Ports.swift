// The seams between the models and the Rust core. The live implementations
// (LiveSession, LiveLessonSession, LiveCatalog) call the generated FFI; the
// tests use fakes. The core decides everything a game screen shows; the
// models only forward inputs and keep its latest GameView for SwiftUI.
import DraughtsCore
import Foundation

/// One game on screen: the FFI GameHandle and the Bot that runs its
/// searches, behind a protocol.
public protocol SessionPort: AnyObject, Sendable {
    /// The latest snapshot, without changing anything.
    func view() throws -> GameView
    /// One input (the core's `GameInput`, one case per input) and the new view.
    func send(_ input: GameInput) throws -> GameView
    /// The save document (restored by `SessionFactory.restore`).
    func save() throws -> String
    /// The game as PDN; the core fills every tag from the game and `context`
    /// and announces the export.
    func exportPdn(context: PdnContext) throws -> String
    /// The same PDN without announcing anything (for a share button).
    func pdn(context: PdnContext) throws -> String
    func rules() throws -> RuleSet
    /// A new game with the same rules and start; against the bot the
    /// colours are swapped (the core's `rematch`).
    func rematch() throws -> SessionPort
    /// `Bot.sync`: makes the running search the one the session wants now
    /// (`view.search`), on a thread of the core. The listener is called on
    /// that thread. `wanted` is whether the latest view asks for a search
    /// (lets a game between two people never make a bot).
    func syncSearch(wanted: Bool, listener: SearchListener) throws
    /// Stops the running search, if any (the screen goes away).
    func cancelSearch()
}

/// Creates sessions: new games, and games restored from a save document.
public protocol SessionFactory: Sendable {
    func newGame(rules: RuleSet, white: Player, black: Player, language: Language) throws -> SessionPort
    /// `DraughtsError.InvalidSave` with the core's reason for a damaged document.
    func restore(document: String) throws -> SessionPort
    /// The snapshot of a saved game without opening it (the home screen's
    /// "Continue" card); `InvalidSave` like `restore`.
    func savedView(document: String, language: Language) throws -> GameView
}

/// The lesson screen (the core's trainer): each input returns its whole
/// snapshot, board, verdict, words and buttons.
public protocol LessonPort: AnyObject, Sendable {
    /// The snapshot with no input (to draw the screen first).
    func screen() throws -> LessonScreen
    func send(_ input: LessonInput) throws -> LessonScreen
}

/// Read-only content from the core: presets, pages, lessons, levels.
public protocol CatalogPort: Sendable {
    func presets(language: Language) -> [PresetEntry]
    func tutorialPages(language: Language) -> [TutorialPage]
    func variantPages(language: Language) -> [TutorialPage]
    func customRulesPage(rules: RuleSet, language: Language) throws -> TutorialPage
    func validate(rules: RuleSet) throws
    /// The custom-rules editor as data: each knob's label, explanation,
    /// choices and current choice, in `language`.
    func ruleKnobs(rules: RuleSet, language: Language) throws -> [RuleKnob]
    /// `rules` with one knob changed; `DraughtsError.Other` with the core's
    /// reason for an impossible combination.
    func setRuleKnob(rules: RuleSet, knob: RuleKnobId, choice: UInt32) throws -> RuleSet
    func botLevels(language: Language) -> [BotLevel]
    func lessons(language: Language) -> [LessonInfo]
    /// What the end of the page `pageId` offers: the core's "Put it into
    /// practice" on `variant`'s puzzles (the end of the tutorial), or nil.
    func pagePractice(pageId: String, variant: Variant, language: Language) -> PuzzlePractice?
    /// The lesson screen with the lesson `id` open.
    func lessonTrainer(id: String, language: Language) throws -> LessonPort
    /// The home screen's new-game form (the core's), from `game`'s mode,
    /// colour and level.
    func newGameForm(game: DraughtsCore.NewGame, language: Language) throws -> NewGameFormPort
}

/// The core's new-game form: each input returns its whole snapshot.
public protocol NewGameFormPort: AnyObject, Sendable {
    func view() throws -> NewGameView
    func send(_ input: NewGameInput) throws -> NewGameView
}

/// A preset on the home screen: the variant, its name and its one-line
/// description (the core's tagline).
public struct PresetEntry: Identifiable, Hashable, Sendable {
    public var id: String { info.id }
    public let info: VariantInfo
    public let name: String
    public let summary: String

    public init(info: VariantInfo, name: String, summary: String) {
        self.info = info
        self.name = name
        self.summary = summary
    }
}

/// Where the current game is kept between launches.
public protocol GameStorage: Sendable {
    func write(_ data: Data) throws
    func read() -> Data?
    func remove()
}

extension PdnContext {
    /// What only this platform knows of an exported game: today's date
    /// (ISO 8601, in the device's time zone) and the site "iOS".
    public static func iOS(on date: Date = Date(), timeZone: TimeZone = .current) -> PdnContext {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.calendar = Calendar(identifier: .gregorian)
        f.timeZone = timeZone
        f.dateFormat = "yyyy-MM-dd"
        return PdnContext(date: f.string(from: date), site: "iOS")
    }
}
