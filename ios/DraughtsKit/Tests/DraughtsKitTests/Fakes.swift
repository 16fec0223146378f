// Fakes of the ports, with snapshots built by hand: the model tests never
// call the Rust core (only the generated record types are used).
import DraughtsCore
import Foundation
@testable import DraughtsKit

enum Fixture {
    static let noFlags = SquareFlags(
        selected: false, target: false, finalDestination: false, mustCapture: false,
        lastFrom: false, lastTo: false, lastPath: false, captured: false, stepped: false,
        cursor: false, hint: false
    )

    static func square(_ index: UInt32, piece: PieceInfo? = nil, flags: SquareFlags = noFlags) -> SquareView {
        SquareView(
            square: index, number: index + 1, coordinate: "a\(index + 1)", name: "\(index + 1)",
            row: index / 4, column: (index % 4) * 2, piece: piece, flags: flags,
            description: "\(index + 1), \(piece == nil ? "empty" : "man")",
            stateDescription: piece == nil ? "empty" : "man"
        )
    }

    static let rules = RuleSet(
        base: .english, board: .eight, a1Playing: true, startRows: 3, first: .black,
        menCaptureBackwards: false, flyingKings: false, captureCompulsory: true,
        precedence: .free, menCaptureKings: true, promotion: .endsMove, removal: .immediate,
        numbering: .topLeft, captureSeparator: "x", repetition: 3, draw: .noProgress(moves: 40)
    )

    static func move(_ ply: UInt32, _ text: String, undone: Bool = false) -> MoveEntry {
        MoveEntry(
            ply: ply, number: ply / 2 + 1, side: ply % 2 == 0 ? .black : .white, text: text,
            spoken: text.replacingOccurrences(of: "-", with: " to ").replacingOccurrences(of: "x", with: " takes "),
            undone: undone
        )
    }

    static func snapshot(
        turn: Side = .black,
        white: Player = .human,
        black: Player = .human,
        moves: [MoveEntry] = [],
        currentPly: UInt32? = nil,
        result: GameResultInfo? = nil,
        botToMove: Bool = false,
        drawOffer: Side? = nil
    ) -> BoardSnapshot {
        BoardSnapshot(
            side: 8, flipped: false,
            squares: (0..<32).map { i in
                square(UInt32(i), piece: i < 12 ? PieceInfo(side: .black, kind: .man) : (i >= 20 ? PieceInfo(side: .white, kind: .man) : nil))
            },
            selected: nil, capture: nil, cursor: nil, turn: turn,
            status: result?.text ?? (turn == .white ? "White to play" : "Black to play"),
            white: white, black: black,
            result: result, drawCounter: nil, drawOffer: drawOffer, moves: moves,
            currentPly: currentPly ?? UInt32(moves.count), canUndo: !moves.isEmpty, canRedo: false,
            botToMove: botToMove, fen: "B:W21-32:B1-12", legalMoves: []
        )
    }

    static func report(_ status: SearchStatus, notation: String? = "11-15") -> SearchReport {
        SearchReport(
            status: status,
            best: notation.map { MoveInfo(from: 10, to: 14, path: [14], captured: [], promotes: false, notation: $0) },
            score: 12, depth: 8, nodes: 10_000, timeMs: 120, pv: ["11-15"], fen: "B:W21-32:B1-12"
        )
    }
}

final class FakeTask: SearchTask, @unchecked Sendable {
    private(set) var cancelled = false
    func cancel() { cancelled = true }
}

/// A scripted session: tests set the snapshot and the results of taps and
/// keys, and read back the calls.
final class FakeSession: SessionPort, @unchecked Sendable {
    var snap: BoardSnapshot
    var tapResults: [UInt32: TapResult] = [:]
    var keyResults: [Key: KeyResult] = [:]
    var calls: [String] = []
    var listeners: [SearchListener] = []
    var tasks: [FakeTask] = []
    var botLevels: [UInt32] = []
    var failSnapshot: DraughtsError?
    /// What the snapshot becomes after a tap that plays, an undo or a redo.
    var afterPlay: BoardSnapshot?
    var afterUndo: [BoardSnapshot] = []
    var afterRedo: [BoardSnapshot] = []
    var saved = Data("{\"save\":1}".utf8)

    init(_ snap: BoardSnapshot) {
        self.snap = snap
    }

    func snapshot() throws -> BoardSnapshot {
        if let failSnapshot { throw failSnapshot }
        return snap
    }

    func tap(square: UInt32) throws -> TapResult {
        calls.append("tap \(square)")
        let r = tapResults[square] ?? .refused(refusal: .empty(square: square), text: "Square \(square + 1) is empty.")
        if case .played = r, let next = afterPlay { snap = next }
        return r
    }

    func press(key: Key) throws -> KeyResult {
        calls.append("key \(key)")
        let r = keyResults[key] ?? .cursor(square: 0)
        if case .tap(.played) = r, let next = afterPlay { snap = next }
        return r
    }

    func cancelSelection() throws -> TapResult {
        calls.append("cancel")
        return .cancelled
    }

    func undo() -> Bool {
        calls.append("undo")
        guard !afterUndo.isEmpty else { return false }
        snap = afterUndo.removeFirst()
        return true
    }

    func redo() -> Bool {
        calls.append("redo")
        guard !afterRedo.isEmpty else { return false }
        snap = afterRedo.removeFirst()
        return true
    }

    func resign(side: Side) throws { calls.append("resign \(side)") }
    /// What the core answers to a draw offer (against the bot: accepted or declined).
    var drawAnswer: DrawOfferAnswer = .pending
    /// The result the snapshot shows once a draw is accepted.
    var afterDrawAccepted: BoardSnapshot?
    func offerDraw(side: Side) throws -> DrawOfferAnswer {
        calls.append("offerDraw \(side)")
        if drawAnswer == .accepted, let next = afterDrawAccepted { snap = next }
        return drawAnswer
    }
    func answerDraw(accept: Bool) throws {
        calls.append("answerDraw \(accept)")
        if !accept { return }
        throw DraughtsError.Other(reason: "no draw offer is pending")
    }
    func flip() { calls.append("flip") }
    func setAutoFlip(on: Bool) { calls.append("autoFlip \(on)") }
    func setLanguage(language: Language) { calls.append("language \(language)") }
    func rules() -> RuleSet { Fixture.rules }
    func snapshot(afterPlies ply: UInt32) throws -> BoardSnapshot {
        calls.append("snapshotAfter \(ply)")
        return Fixture.snapshot(moves: Array(snap.moves.prefix(Int(ply))))
    }

    func startBotMove(level: UInt32, listener: SearchListener) throws -> SearchTask {
        calls.append("bot \(level)")
        botLevels.append(level)
        listeners.append(listener)
        let t = FakeTask()
        tasks.append(t)
        return t
    }

    func startHint(budgetMs: UInt32, listener: SearchListener) throws -> SearchTask {
        calls.append("hint \(budgetMs)")
        listeners.append(listener)
        let t = FakeTask()
        tasks.append(t)
        return t
    }

    func cancelSearch() { calls.append("cancelSearch") }
    func saveDocument() throws -> Data { saved }
    func pdn() throws -> String { "[GameType \"21\"]\n\n1. 11-15 *\n" }
}

struct FakeFactory: SessionFactory {
    var session: FakeSession
    var restoreError: DraughtsError?

    func newGame(rules: RuleSet, white: Player, black: Player, language: Language) throws -> SessionPort {
        session.snap = Fixture.snapshot(white: white, black: black)
        return session
    }

    func restore(document: Data, language: Language) throws -> SessionPort {
        if let restoreError { throw restoreError }
        return session
    }
}

final class FakeLesson: LessonPort, @unchecked Sendable {
    var snap = Fixture.snapshot()
    var tapResult: TapResult = .selected(square: 8, targets: [12], finals: [12])
    var verdict: LessonVerdict?

    func snapshot() throws -> BoardSnapshot { snap }
    func tap(square: UInt32) throws -> TapResult { tapResult }
    func press(key: Key) throws -> KeyResult { .tap(result: tapResult) }
    func judge() throws -> LessonVerdict? { verdict }
}

struct FakeCatalog: CatalogPort {
    var lesson = FakeLesson()

    func presets(language: Language) -> [PresetEntry] {
        let info = VariantInfo(
            variant: .english, id: "english", pdnGameType: 21,
            name: language == .fr ? "Dames anglaises" : "English draughts", shortName: "English",
            tagline: language == .fr ? "Le jeu de dames anglo-saxon." : "Checkers.",
            summary: [[TextSpan(text: "8×8.", style: .plain)]], rules: Fixture.rules
        )
        return [PresetEntry(info: info, name: info.name, summary: info.tagline)]
    }

    func tutorialPages(language: Language) -> [TutorialPage] {
        [TutorialPage(id: "goal", title: "Goal", blocks: [.heading(text: "Goal")])]
    }

    func variantPages(language: Language) -> [TutorialPage] { [] }

    func customRulesPage(rules: RuleSet, language: Language) throws -> TutorialPage {
        TutorialPage(id: "custom", title: "Custom", blocks: [.paragraph(spans: [TextSpan(text: "Men move forward.", style: .plain)])])
    }

    func validate(rules: RuleSet) throws {
        if rules.board == .eight && rules.startRows > 3 {
            throw DraughtsError.Other(reason: "invalid rules: 4 start rows do not fit on 8×8")
        }
    }

    /// Two knobs, as the core lists them (labels and choices are its words).
    func ruleKnobs(rules: RuleSet, language: Language) throws -> [RuleKnob] {
        [
            RuleKnob(id: .flyingKings, label: "Kings", explanation: "A flying king runs along a diagonal.",
                     choices: ["flying", "one square"], current: rules.flyingKings ? 0 : 1),
            RuleKnob(id: .captureCompulsory, label: "Compulsory capture", explanation: "Must a capture be played?",
                     choices: ["yes", "no"], current: rules.captureCompulsory ? 0 : 1),
        ]
    }

    /// Flying kings on or off; compulsory capture can only be dropped with a free precedence.
    func setRuleKnob(rules r: RuleSet, knob: RuleKnobId, choice: UInt32) throws -> RuleSet {
        switch knob {
        case .flyingKings:
            return RuleSet(
                base: r.base, board: r.board, a1Playing: r.a1Playing, startRows: r.startRows, first: r.first,
                menCaptureBackwards: r.menCaptureBackwards, flyingKings: choice == 0, captureCompulsory: r.captureCompulsory,
                precedence: r.precedence, menCaptureKings: r.menCaptureKings, promotion: r.promotion, removal: r.removal,
                numbering: r.numbering, captureSeparator: r.captureSeparator, repetition: r.repetition, draw: r.draw
            )
        default:
            throw DraughtsError.Other(reason: "invalid rules: a capture priority needs compulsory capture")
        }
    }

    func botLevels(language: Language) -> [BotLevel] {
        (1...6).map { BotLevel(number: UInt32($0), name: "Level \($0)") }
    }

    func lessons(language: Language) -> [LessonInfo] {
        [LessonInfo(id: "first", title: "First capture", rules: Fixture.rules, fen: "B:W18:B14", pieces: [], task: [], highlights: [], solutions: ["14x23"])]
    }

    func lessonSession(id: String, language: Language) throws -> LessonPort { lesson }

    func diagramSnapshot(diagram: DiagramInfo, language: Language) throws -> BoardSnapshot {
        Fixture.snapshot()
    }
}

/// Waits (yielding to the main actor) until `condition` holds, up to ~2 s.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<200 {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}
