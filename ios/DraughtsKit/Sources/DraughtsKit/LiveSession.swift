// The live ports: thin calls into the generated bindings (module DraughtsCore).
import DraughtsCore
import Foundation

/// A game: the core's GameSession plus the Bot for its rules (made on the
/// first bot request, kept for its transposition table).
public final class LiveSession: SessionPort, @unchecked Sendable {
    public let session: GameSession
    private let lock = NSLock()
    private var bot: Bot?
    private var language: Language = .en

    public init(session: GameSession) {
        self.session = session
    }

    private func theBot() throws -> Bot {
        lock.lock()
        defer { lock.unlock() }
        if let bot { return bot }
        let made = try Bot(rules: session.rules())
        bot = made
        return made
    }

    public func snapshot() throws -> BoardSnapshot { try session.view() }
    public func tap(square: UInt32) throws -> TapResult { try session.tap(squareIndex: square) }
    public func press(key: Key) throws -> KeyResult { try session.key(key: key) }
    public func cancelSelection() throws -> TapResult { try session.cancel() }
    public func undo() -> Bool { session.undo() }
    public func redo() -> Bool { session.redo() }
    public func resign(side: Side) throws { try session.resign(side: side) }
    public func offerDraw(side: Side) throws -> DrawOfferAnswer { try session.offerDraw(side: side) }
    public func answerDraw(accept: Bool) throws { try session.answerDraw(accept: accept) }
    public func flip() { session.flip() }
    public func setAutoFlip(on: Bool) { session.setAutoFlip(on: on) }
    public func setLanguage(language: Language) {
        lock.lock()
        self.language = language
        lock.unlock()
        session.setLanguage(language: language)
    }
    public func rules() -> RuleSet { session.rules() }

    /// The core's FEN after `ply` plies, drawn like a tutorial diagram: a
    /// session at that FEN gives the board its squares and VoiceOver texts.
    public func snapshot(afterPlies ply: UInt32) throws -> BoardSnapshot {
        let fen = try session.fenAt(ply: ply)
        let review = try GameSession.fromFen(rules: session.rules(), fen: fen, white: .human, black: .human)
        review.setLanguage(language: language)
        return try review.view()
    }

    public func startBotMove(level: UInt32, listener: SearchListener) throws -> SearchTask {
        try theBot().findMove(session: session, level: level, listener: listener)
    }

    public func startHint(budgetMs: UInt32, listener: SearchListener) throws -> SearchTask {
        try theBot().hint(session: session, budgetMs: budgetMs, listener: listener)
    }

    public func cancelSearch() {
        lock.lock()
        let bot = self.bot
        lock.unlock()
        bot?.cancel()
    }

    /// The core's save document (versioned, checksummed JSON: the whole
    /// line with undone moves, the players, the board orientation).
    public func saveDocument() throws -> Data {
        Data(session.save().utf8)
    }

    /// Strict PDN 3.0 from the core; GameType, FEN and Result are computed
    /// there, the standard tags come from here.
    public func pdn() throws -> String {
        let snap = try session.view()
        return session.exportPdn(tags: PdnTags.standard(white: snap.white, black: snap.black))
    }
}

/// The standard PDN tags the app fills in (the core writes the rest).
public enum PdnTags {
    public static func standard(white: Player, black: Player, date: Date = Date()) -> [String: String] {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy.MM.dd"
        return [
            "Event": "Draughts app game",
            "Site": "iOS",
            "Date": f.string(from: date),
            "White": name(white),
            "Black": name(black),
        ]
    }

    static func name(_ p: Player) -> String {
        switch p {
        case .human: return "Player"
        case let .bot(level): return "Bot level \(level)"
        }
    }
}

/// Makes live sessions.
public struct LiveSessionFactory: SessionFactory {
    public init() {}

    public func newGame(rules: RuleSet, white: Player, black: Player, language: Language) throws -> SessionPort {
        let s = try GameSession(rules: rules, white: white, black: black)
        s.setLanguage(language: language)
        return LiveSession(session: s)
    }

    /// `InvalidSave` (with the core's reason) for a damaged, truncated or
    /// newer document.
    public func restore(document: Data, language: Language) throws -> SessionPort {
        let s = try GameSession.restore(save: String(decoding: document, as: UTF8.self))
        s.setLanguage(language: language)
        return LiveSession(session: s)
    }
}

/// A lesson: the core's lesson session and judge.
public final class LiveLessonSession: LessonPort, @unchecked Sendable {
    public let session: GameSession
    public let lessonId: String
    public let language: Language

    public init(lessonId: String, language: Language) throws {
        self.session = try lessonSession(language: language, lessonId: lessonId)
        self.lessonId = lessonId
        self.language = language
    }

    public func snapshot() throws -> BoardSnapshot { try session.view() }
    public func tap(square: UInt32) throws -> TapResult { try session.tap(squareIndex: square) }
    public func press(key: Key) throws -> KeyResult { try session.key(key: key) }
    public func judge() throws -> LessonVerdict? {
        try judgeLessonSession(language: language, lessonId: lessonId, session: session)
    }
}

/// Presets, pages, lessons and levels, straight from the core.
public struct LiveCatalog: CatalogPort {
    public init() {}

    public func presets(language: Language) -> [PresetEntry] {
        variants(language: language).map { info in
            PresetEntry(info: info, name: info.name, summary: info.tagline)
        }
    }

    public func tutorialPages(language: Language) -> [TutorialPage] {
        DraughtsCore.tutorialPages(language: language)
    }

    public func variantPages(language: Language) -> [TutorialPage] {
        DraughtsCore.variantPages(language: language)
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
        DraughtsCore.botLevels(language: language)
    }

    public func lessons(language: Language) -> [LessonInfo] {
        DraughtsCore.lessons(language: language)
    }

    public func lessonSession(id: String, language: Language) throws -> LessonPort {
        try LiveLessonSession(lessonId: id, language: language)
    }

    public func diagramSnapshot(diagram: DiagramInfo, language: Language) throws -> BoardSnapshot {
        let s = try GameSession.fromFen(rules: diagram.rules, fen: diagram.fen, white: .human, black: .human)
        s.setLanguage(language: language)
        return try s.view()
    }
}

/// Plain text out of the core's styled runs (joining, no wording of our own).
public enum PageText {
    public static func plain(_ spans: [TextSpan]) -> String {
        spans.map(\.text).joined()
    }
}
