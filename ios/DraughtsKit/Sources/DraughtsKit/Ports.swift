// The seams between the models and the Rust core. The live implementations
// (LiveSession, LiveLessonSession, LiveCatalog) call the generated FFI; the
// tests use fakes. Every rule, highlight, text and a11y description comes
// from the core through these calls: the models only keep state for SwiftUI.
import DraughtsCore
import Foundation

/// A running bot search that can be stopped.
public protocol SearchTask: AnyObject, Sendable {
    func cancel()
}

extension SearchHandle: SearchTask {}

/// One game on screen: the FFI GameSession and its Bot, behind a protocol.
public protocol SessionPort: AnyObject, Sendable {
    /// The immutable snapshot the board and the status are drawn from.
    func snapshot() throws -> BoardSnapshot
    func tap(square: UInt32) throws -> TapResult
    func press(key: Key) throws -> KeyResult
    func cancelSelection() throws -> TapResult
    func undo() -> Bool
    func redo() -> Bool
    func resign(side: Side) throws
    /// Against the bot the core answers at once (accepted or declined);
    /// in pass-and-play the offer is pending until the opponent answers.
    func offerDraw(side: Side) throws -> DrawOfferAnswer
    func answerDraw(accept: Bool) throws
    func flip()
    func setAutoFlip(on: Bool)
    func setLanguage(language: Language)
    func rules() -> RuleSet
    /// The position after the first `ply` plies of the move list (the core's
    /// `fenAt`), as a read-only board snapshot: reviewing without undoing.
    func snapshot(afterPlies ply: UInt32) throws -> BoardSnapshot
    /// Starts the bot's move in a thread of the core; the listener is called
    /// on that thread. Returns at once.
    func startBotMove(level: UInt32, listener: SearchListener) throws -> SearchTask
    /// Starts a hint search (shown in the snapshot's `hint` flags when done).
    func startHint(budgetMs: UInt32, listener: SearchListener) throws -> SearchTask
    /// Stops any running search of this session's bot.
    func cancelSearch()
    /// The game as a save document (restored by `SessionFactory.restore`).
    func saveDocument() throws -> Data
    /// The game as PDN text, for the share sheet.
    func pdn() throws -> String
}

/// Creates sessions: new games, and games restored from a save document.
public protocol SessionFactory: Sendable {
    func newGame(rules: RuleSet, white: Player, black: Player, language: Language) throws -> SessionPort
    func restore(document: Data, language: Language) throws -> SessionPort
}

/// A lesson's board session and its judge.
public protocol LessonPort: AnyObject, Sendable {
    func snapshot() throws -> BoardSnapshot
    func tap(square: UInt32) throws -> TapResult
    func press(key: Key) throws -> KeyResult
    /// The verdict once a move has been played, `nil` before.
    func judge() throws -> LessonVerdict?
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
    func lessonSession(id: String, language: Language) throws -> LessonPort
    /// A board snapshot of a tutorial diagram (pieces, names, descriptions).
    func diagramSnapshot(diagram: DiagramInfo, language: Language) throws -> BoardSnapshot
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
