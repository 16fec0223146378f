// Fakes of the ports, returning GameViews built by hand: the model tests
// never call the Rust core (only the generated record types are used).
import DraughtsCore
import Foundation
@testable import DraughtsKit

enum Fixture {
    static let noFlags = SquareFlags(
        selected: false, target: false, finalDestination: false, mustCapture: false,
        lastFrom: false, lastTo: false, lastPath: false, captured: false, stepped: false,
        cursor: false, hint: false
    )

    static let rules = RuleSet(
        base: .english, board: .eight, a1Playing: true, startRows: 3, first: .black,
        menCaptureBackwards: false, flyingKings: false, captureCompulsory: true,
        precedence: .free, menCaptureKings: true, promotion: .endsMove, removal: .immediate,
        numbering: .topLeft, captureSeparator: "x", repetition: 3, draw: .noProgress(moves: 40)
    )

    static func square(_ index: UInt32) -> SquareView {
        let piece: PieceInfo? = index < 12 ? PieceInfo(side: .black, kind: .man)
            : index >= 20 ? PieceInfo(side: .white, kind: .man) : nil
        let state = piece == nil ? "empty" : "man"
        return SquareView(
            square: index, number: index + 1, coordinate: "a\(index + 1)", name: "\(index + 1)",
            row: index / 4, column: (index % 4) * 2, piece: piece, flags: noFlags,
            description: "\(index + 1), \(state)", state: state
        )
    }

    static let board = BoardView(
        side: 8, flipped: false, squares: (0..<32).map { square(UInt32($0)) }, selected: nil,
        capture: nil, cursor: nil, turn: .black, fen: "B:W21-32:B1-12", legalMoves: [],
        lastMove: nil, numbered: true, files: ["a", "b", "c", "d", "e", "f", "g", "h"], ranks: ["8", "7", "6", "5", "4", "3", "2", "1"]
    )

    static let allowed = Enabled(
        undo: true, redo: false, hint: false, offerDraw: true,
        answerDraw: false, resign: true, endReplay: false, cancel: false, rematch: false
    )

    static let offered = Offered(hint: false, offerDraw: true, resign: true)

    static func move(_ ply: UInt32, _ text: String) -> MoveEntry {
        MoveEntry(
            ply: ply, replayPlies: ply + 1, number: ply / 2 + 1, label: ply % 2 == 0 ? "\(ply / 2 + 1)." : nil,
            side: ply % 2 == 0 ? .black : .white, text: text, spoken: text, undone: false, current: false
        )
    }

    static func botMove(level: UInt32 = 3) -> SearchTicket {
        SearchTicket(generation: 2, kind: .botMove(level: level), side: .white)
    }

    /// A view of an English game; `event` as (seq, kind, text).
    static func view(
        status: String = "Black to move",
        event: (UInt64, EventKind, String)? = nil,
        plies: UInt32 = 0,
        search: SearchTicket? = nil,
        inProgress: Bool? = nil,
        result: ResultView? = nil,
        enabled: Enabled = allowed,
        offered: Offered = offered
    ) -> GameView {
        GameView(
            board: board, title: "English draughts", mode: "Two players",
            players: [
                PlayerView(side: .white, player: .human, name: "White", toMove: false, thinking: search != nil,
                           men: 12, kings: 0, lost: 0, pieces: "12 men"),
                PlayerView(side: .black, player: .human, name: "Black", toMove: true, thinking: false,
                           men: 12, kings: 0, lost: 0, pieces: "12 men"),
            ],
            status: status, statusLine: StatusLineView(text: status, tone: result == nil ? .plain : .result),
            turn: .black, result: result, drawCounter: nil, drawOffer: nil,
            moves: (0..<plies).map { move($0, "9-13") }, currentPly: plies, replay: nil,
            enabled: enabled, offered: offered, replaySteps: ReplaySteps(back: nil, forward: nil),
            actingSide: .black, search: search, inProgress: inProgress ?? (plies > 0 && result == nil),
            event: event.map { Event(seq: $0.0, kind: $0.1, text: $0.2, sound: sound(of: $0.1)) },
            events: event.map { [Event(seq: $0.0, kind: $0.1, text: $0.2, sound: sound(of: $0.1))] } ?? [],
            summary: "English draughts · Two players", justEnded: false, confirmResign: true,
            stripOrder: [.black, .white], moveTable: moveTable, replayControls: replayControls
        )
    }

    /// An empty move table and a disabled replay bar (the core's, at the start).
    static let moveTable = MoveTable(columns: [.black, .white], headings: ["Black", "White"], rows: [],
                                     currentRow: nil, label: "Moves", emptyText: "No moves yet")
    static let replayControls: ReplayControls = {
        func step(_ label: String) -> ReplayStep {
            ReplayStep(control: ControlView(label: label, enabled: false, offered: false), plies: nil)
        }
        return ReplayControls(first: step("First move"), previous: step("Previous move"), next: step("Next move"),
                              last: step("Last move"),
                              backToGame: ControlView(label: "Back to the game", enabled: false, offered: false),
                              shown: false)
    }()

    /// The sound the core gives these made-up events (the core decides it; the fixtures stand in for the core).
    static func sound(of kind: EventKind) -> SoundCue? {
        switch kind {
        case let .moved(capture, _, gameOver, crowned):
            return gameOver ? .gameEnd : crowned ? .crowning : capture ? .capture : .move
        case .gameOver: return .gameEnd
        default: return nil
        }
    }

    static func clockSetting(baseMs: UInt64, extraMs: UInt64, kind: ClockKind = .fischer) -> ClockSetting {
        let t = SideTime(baseMs: baseMs, extraMs: extraMs)
        return ClockSetting(kind: kind, white: t, black: t)
    }

    /// A 3+2 clock at `nowMs`: White's and Black's time left, the side
    /// whose time runs, and its state; the core's redraw wait is made up
    /// (`redrawInMs`, 100 ms while time runs).
    static func clock(
        white: UInt64 = 180_000, black: UInt64 = 180_000, running: Side? = .black,
        state: ClockState = .running, nowMs: UInt64 = 1000, low: Side? = nil, delayMs: UInt64? = nil,
        canPause: Bool? = nil, canResume: Bool? = nil, redrawInMs: UInt64? = 100
    ) -> ClockView {
        var flagged: Side?
        if case let .flagged(s) = state { flagged = s }
        func side(_ s: Side, _ ms: UInt64) -> ClockSideView {
            let label = ms < 10_000 ? "0:0\(ms / 1000).\(ms % 1000 / 100)" : "\(ms / 60_000):\(String(format: "%02d", ms / 1000 % 60))"
            let role: ClockRole = flagged == s ? .flagged : low == s ? .low : state == .paused ? .paused
                : running == s ? .running : .idle
            return ClockSideView(side: s, remainingMs: ms, label: label, low: low == s, running: running == s,
                                 role: role, delayMs: running == s ? delayMs : nil, moves: 1)
        }
        let left = running == .white ? white : black
        return ClockView(
            setting: clockSetting(baseMs: 180_000, extraMs: 2000), label: "3+2",
            sides: [side(.white, white), side(.black, black)], state: state, running: running, flagged: flagged,
            canPause: canPause ?? (state == .running), canResume: canResume ?? (state == .paused),
            flagAtMs: running == nil ? nil : nowMs + (delayMs ?? 0) + left + 1, nowMs: nowMs,
            redrawInMs: running == nil ? nil : redrawInMs
        )
    }

    /// A view with `clock`, Pause or Resume offered and enabled as the core
    /// sets them for it (a made-up snapshot must still agree with itself).
    static func clocked(_ clock: ClockView, _ base: GameView = view()) -> GameView {
        let paused = clock.state == .paused
        return base.with(
            enabled: base.enabled.with(pauseClock: clock.canPause, resumeClock: clock.canResume),
            offered: base.offered.with(pauseClock: !paused, resumeClock: paused),
            clock: clock
        )
    }

    static func report(_ status: SearchStatus) -> SearchReport {
        SearchReport(
            ticket: botMove(), status: status, best: nil, score: 12, depth: 8, nodes: 10_000,
            timeMs: 120, pv: []
        )
    }
}

/// A scripted session: `send` returns the next scripted view (or the current
/// one again) and records the input; `save()` returns `document`.
final class FakeSession: SessionPort, @unchecked Sendable {
    var current: GameView
    /// The views the next inputs return, in order.
    var script: [GameView] = []
    /// Inputs that throw instead.
    var failures: [GameInput: DraughtsError] = [:]
    var inputs: [GameInput] = []
    /// Each `syncSearch` call: whether the view wanted a search.
    var syncs: [Bool] = []
    var listeners: [SearchListener] = []
    var cancels = 0
    var document = "{\"save\":1}"
    /// The contexts of `exportPdn` (announces) and of `pdn` (does not).
    var contexts: [PdnContext] = []
    var quietContexts: [PdnContext] = []
    /// The sessions `rematch` made.
    var rematches: [FakeSession] = []
    /// What a `tick` at this time returns (the current view when nil).
    var onTick: ((UInt64) -> GameView)?

    init(_ view: GameView = Fixture.view()) {
        current = view
    }

    func view() throws -> GameView { current }

    func send(_ input: GameInput) throws -> GameView {
        inputs.append(input)
        if let error = failures[input] { throw error }
        if case let .tick(now) = input {
            // The time passing does not use up the script.
            if let onTick { current = onTick(now) }
            return current
        }
        if !script.isEmpty {
            current = script.removeFirst()
        } else if input == .dismissEnd {
            current = current.with(justEnded: false) // as the core does
        }
        return current
    }

    func save() -> String { document }

    func exportPdn(context: PdnContext) throws -> String {
        contexts.append(context)
        return "[Event \"Casual game\"]\n\n1. 11-15 *\n"
    }

    func pdn(context: PdnContext) throws -> String {
        quietContexts.append(context)
        return "[Event \"Casual game\"]\n\n1. 11-15 *\n"
    }

    func rules() -> RuleSet { Fixture.rules }

    func rematch() -> SessionPort {
        let s = FakeSession()
        s.document = "{\"rematch\":\(rematches.count)}"
        rematches.append(s)
        return s
    }

    func syncSearch(wanted: Bool, listener: SearchListener) throws {
        syncs.append(wanted)
        listeners.append(listener)
    }

    func cancelSearch() { cancels += 1 }
}

final class FakeFactory: SessionFactory, @unchecked Sendable {
    /// What `restore` returns, or throws.
    var restored: FakeSession?
    var restoreError: DraughtsError?
    var restoredDocuments: [String] = []
    /// The documents `savedView` read, with the language.
    var describedDocuments: [(String, Language)] = []
    /// Every session `newGame` made, with its players.
    var made: [(session: FakeSession, white: Player, black: Player)] = []

    init(restored: FakeSession? = nil, restoreError: DraughtsError? = nil) {
        self.restored = restored
        self.restoreError = restoreError
    }

    func newGame(rules: RuleSet, white: Player, black: Player, language: Language) throws -> SessionPort {
        let s = FakeSession()
        s.document = "{\"new\":\(made.count)}"
        made.append((s, white, black))
        return s
    }

    func restore(document: String) throws -> SessionPort {
        restoredDocuments.append(document)
        if let restoreError { throw restoreError }
        return restored ?? FakeSession()
    }

    /// The restored session's view (the core reads the same document).
    func savedView(document: String, language: Language) throws -> GameView {
        describedDocuments.append((document, language))
        if let restoreError { throw restoreError }
        return try (restored ?? FakeSession()).view()
    }
}

struct FakeCatalog: CatalogPort {
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

    /// The end of the tutorial ("in-the-app") leads to shots on `variant`, as the core's does.
    func pagePractice(pageId: String, variant: Variant, language: Language) -> PuzzlePractice? {
        guard pageId == "in-the-app" else { return nil }
        return PuzzlePractice(
            variant: variant, themes: [.shot],
            control: ControlView(label: "Put it into practice", enabled: true, offered: true)
        )
    }

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

    /// The core's own trainer: a fake would judge the lessons again.
    func lessonTrainer(id: String, language: Language) throws -> LessonPort {
        try LiveCatalog().lessonTrainer(id: id, language: language)
    }

    /// The core's own form: a fake would write its rules again.
    func newGameForm(game: DraughtsCore.NewGame, language: Language) throws -> NewGameFormPort {
        LiveNewGameForm(try NewGameForm(game: game, language: language))
    }
}

/// Waits (yielding to the main actor) until `condition` holds; gives up
/// after 30 s, a bound no loaded machine reaches (it returns as soon as
/// the condition holds).
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    let end = Date().addingTimeInterval(30)
    while Date() < end {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}

// Copies of the generated records (immutable) with some fields changed.
extension GameView {
    func with(
        board: BoardView? = nil, status: String? = nil, statusLine: StatusLineView? = nil, result: ResultView?? = nil,
        drawCounter: DrawCounterView?? = nil, drawOffer: DrawOfferView?? = nil, moves: [MoveEntry]? = nil,
        currentPly: UInt32? = nil, replay: ReplayView?? = nil, enabled: Enabled? = nil, offered: Offered? = nil,
        events: [Event]? = nil, justEnded: Bool? = nil, confirmResign: Bool? = nil, stripOrder: [Side]? = nil,
        animation: DraughtsCore.MoveAnimation?? = nil, clock: ClockView?? = nil, players: [PlayerView]? = nil,
        faceToFace: Bool? = nil, farStatus: String?? = nil, turnFarPieces: Bool? = nil,
        takebackRequest: TakebackRequestView?? = nil, moveTable: MoveTable? = nil
    ) -> GameView {
        let events = events ?? self.events
        return GameView(
            board: board ?? self.board, title: title, mode: mode, players: players ?? self.players,
            status: status ?? self.status, statusLine: statusLine ?? self.statusLine, turn: turn,
            result: result ?? self.result,
            drawCounter: drawCounter ?? self.drawCounter, drawOffer: drawOffer ?? self.drawOffer,
            moves: moves ?? self.moves, currentPly: currentPly ?? self.currentPly,
            replay: replay ?? self.replay, enabled: enabled ?? self.enabled, offered: offered ?? self.offered,
            replaySteps: replaySteps, actingSide: actingSide, search: search,
            inProgress: inProgress, event: events.last, events: events, summary: summary,
            justEnded: justEnded ?? self.justEnded, confirmResign: confirmResign ?? self.confirmResign,
            stripOrder: stripOrder ?? self.stripOrder, animation: animation ?? self.animation,
            clock: clock ?? self.clock, faceToFace: faceToFace ?? self.faceToFace,
            farStatus: farStatus ?? self.farStatus, turnFarPieces: turnFarPieces ?? self.turnFarPieces,
            takebackRequest: takebackRequest ?? self.takebackRequest,
            moveTable: moveTable ?? self.moveTable, replayControls: replayControls
        )
    }
}

extension BoardView {
    func with(
        flipped: Bool? = nil, squares: [SquareView]? = nil, capture: CaptureInProgress?? = nil,
        legalMoves: [MoveInfo]? = nil, lastMove: LastMove?? = nil, numbered: Bool? = nil,
        files: [String]? = nil, ranks: [String]? = nil, turnedPieces: Side?? = nil
    ) -> BoardView {
        BoardView(
            side: side, flipped: flipped ?? self.flipped, squares: squares ?? self.squares,
            selected: selected, capture: capture ?? self.capture, cursor: cursor, turn: turn, fen: fen,
            legalMoves: legalMoves ?? self.legalMoves, lastMove: lastMove ?? self.lastMove,
            numbered: numbered ?? self.numbered, files: files ?? self.files, ranks: ranks ?? self.ranks,
            turnedPieces: turnedPieces ?? self.turnedPieces
        )
    }

    /// The same board with these squares' pieces (nil: empty).
    func placing(_ pieces: [UInt32: PieceInfo?]) -> BoardView {
        with(squares: squares.map { sq in
            guard let p = pieces[sq.square] else { return sq }
            return SquareView(square: sq.square, number: sq.number, coordinate: sq.coordinate, name: sq.name,
                              row: sq.row, column: sq.column, piece: p, flags: sq.flags,
                              description: sq.description, state: sq.state)
        })
    }
}

extension Enabled {
    func with(
        undo: Bool? = nil, redo: Bool? = nil, hint: Bool? = nil,
        offerDraw: Bool? = nil, answerDraw: Bool? = nil, resign: Bool? = nil, endReplay: Bool? = nil,
        rematch: Bool? = nil, faceToFace: Bool? = nil, turnFarPieces: Bool? = nil, answerTakeback: Bool? = nil,
        pauseClock: Bool? = nil, resumeClock: Bool? = nil
    ) -> Enabled {
        Enabled(
            undo: undo ?? self.undo, redo: redo ?? self.redo, hint: hint ?? self.hint,
            offerDraw: offerDraw ?? self.offerDraw,
            answerDraw: answerDraw ?? self.answerDraw, resign: resign ?? self.resign,
            endReplay: endReplay ?? self.endReplay, cancel: cancel, rematch: rematch ?? self.rematch,
            autoFlip: autoFlip, faceToFace: faceToFace ?? self.faceToFace,
            turnFarPieces: turnFarPieces ?? self.turnFarPieces, answerTakeback: answerTakeback ?? self.answerTakeback,
            pauseClock: pauseClock ?? self.pauseClock, resumeClock: resumeClock ?? self.resumeClock
        )
    }
}

extension Offered {
    func with(
        hint: Bool? = nil, offerDraw: Bool? = nil, resign: Bool? = nil, faceToFace: Bool? = nil,
        turnFarPieces: Bool? = nil, pauseClock: Bool? = nil, resumeClock: Bool? = nil
    ) -> Offered {
        Offered(
            hint: hint ?? self.hint, offerDraw: offerDraw ?? self.offerDraw, resign: resign ?? self.resign,
            faceToFace: faceToFace ?? self.faceToFace, turnFarPieces: turnFarPieces ?? self.turnFarPieces,
            pauseClock: pauseClock ?? self.pauseClock, resumeClock: resumeClock ?? self.resumeClock
        )
    }
}

extension SquareFlags {
    /// No flag but the ones named.
    static func flags(
        selected: Bool = false, target: Bool = false, finalDestination: Bool = false, mustCapture: Bool = false,
        lastFrom: Bool = false, lastTo: Bool = false, lastPath: Bool = false, captured: Bool = false,
        stepped: Bool = false, cursor: Bool = false, hint: Bool = false, destination: DestinationMark? = nil
    ) -> SquareFlags {
        SquareFlags(
            selected: selected, target: target, finalDestination: finalDestination, mustCapture: mustCapture,
            lastFrom: lastFrom, lastTo: lastTo, lastPath: lastPath, captured: captured, stepped: stepped,
            cursor: cursor, hint: hint, destination: destination
        )
    }
}

/// A clock the tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_000_000)

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(_ seconds: TimeInterval) {
        lock.lock()
        current += seconds
        lock.unlock()
    }
}

/// A library in memory: a game whose save contains "finished" goes to the
/// archive, others to the shelf; each document lists its ids ("shelf:3,1").
/// Records every call, so the tests see what the app asked of the core.
final class FakeLibrary: LibraryPort, @unchecked Sendable {
    struct Entry { var save: String; var date: String }
    var shelf: [(UInt64, Entry)] = []
    var archived: [(UInt64, Entry)] = []
    var pendingNotices: [String] = []
    var filters: [ArchiveFilter] = []
    var exports: [[UInt64]] = []
    var puts: [(id: UInt64?, save: String, date: String)] = []
    /// What `flush` returns once (documents changed while opening).
    var flushed = LibraryWrite(id: 0, shelf: nil, archive: nil, removeLegacy: false)
    /// The documents to keep aside, until the app says it kept each.
    var asides: [KeepAside] = []
    var kept: [StoredFile] = []
    var languages: [Language] = []
    var archiveExports: [ArchiveFilter] = []
    private var next: UInt64 = 1

    func documents() -> LibraryWrite {
        LibraryWrite(id: 0, shelf: "shelf:" + shelf.map { "\($0.0)" }.joined(separator: ","),
                     archive: "archive:" + archived.map { "\($0.0)" }.joined(separator: ","), removeLegacy: false)
    }

    func keepAside() -> [KeepAside] { asides }

    func keptAside(file: StoredFile) {
        kept.append(file)
        asides.removeAll { $0.file == file }
    }

    /// Kept until dismissed; a change of language re-words them (here: a tag).
    func notices() -> [String] {
        pendingNotices
    }

    func dismissNotices() {
        pendingNotices = []
    }

    func setLanguage(language: Language) {
        languages.append(language)
        pendingNotices = pendingNotices.map { "[\(language)] " + $0 }
    }

    func exportArchive(filter: ArchiveFilter) -> String {
        archiveExports.append(filter)
        return "[Event \"Casual game\"] x\(archived.count)"
    }

    func put(id: UInt64?, save: String, date: String) -> LibraryWrite {
        puts.append((id, save, date))
        let gid = id ?? { defer { next += 1 }; return next }()
        shelf.removeAll { $0.0 == gid }
        archived.removeAll { $0.0 == gid }
        if save.contains("finished") {
            archived.insert((gid, Entry(save: save, date: date)), at: 0)
        } else {
            shelf.insert((gid, Entry(save: save, date: date)), at: 0)
        }
        let d = documents()
        return LibraryWrite(id: gid, shelf: d.shelf, archive: d.archive, removeLegacy: false)
    }

    func flush() -> LibraryWrite {
        defer { flushed = LibraryWrite(id: 0, shelf: nil, archive: nil, removeLegacy: false) }
        return flushed
    }

    func unfinished() -> [GameCard] {
        shelf.map { id, e in
            GameCard(id: id, title: "English draughts", players: "Two players", toMove: "Black to move", date: e.date,
                     board: Fixture.board, spoken: "English draughts, game \(id)")
        }
    }

    func saveOf(id: UInt64) -> String? {
        (shelf + archived).first { $0.0 == id }?.1.save
    }

    func remove(id: UInt64) -> LibraryWrite {
        shelf.removeAll { $0.0 == id }
        archived.removeAll { $0.0 == id }
        let d = documents()
        return LibraryWrite(id: id, shelf: d.shelf, archive: d.archive, removeLegacy: false)
    }

    func archive(filter: ArchiveFilter) -> ArchivePage {
        filters.append(filter)
        let rows = archived.map { id, e in
            ArchiveRow(id: id, date: e.date, variant: "English", opponent: "Two players", result: "1-0", outcome: "White won",
                       standing: .decided, reason: "no moves left", length: "12 moves", spoken: "Game \(id), White won")
        }
        return ArchivePage(
            rows: rows, variants: [FilterChoice(id: "english", label: "English")],
            opponents: [FilterChoice(id: "two", label: "Two players")],
            emptyText: "No finished games yet.", countText: "\(rows.count) games",
            allVariants: "All variants", allOpponents: "All opponents",
            shareAll: ShareAll(label: "Share \(rows.count) games as PDN", enabled: !rows.isEmpty)
        )
    }

    func exportPdn(ids: [UInt64]) -> String {
        exports.append(ids)
        return "[Event \"Casual game\"] x\(ids.isEmpty ? archived.count : ids.count)"
    }

    func statsSections() -> [StatsSection] {
        [StatsSection(title: "English", rows: [
            StatsRow(title: "Two players, White's results", played: UInt32(archived.count), won: UInt32(archived.count),
                     drawn: 0, lost: 0, streak: "", spoken: "English, two players: \(archived.count) played"),
        ])]
    }

    func statsEmptyText() -> String {
        "No statistics yet."
    }
}

/// A store whose writes fail (a full disk).
struct FailingDocumentStore: DocumentStore {
    func read(_ name: String) -> Data? { nil }
    func write(_ data: Data, name: String) throws {
        throw CocoaError(.fileWriteOutOfSpace, userInfo: [NSLocalizedDescriptionKey: "The disk is full."])
    }
    func remove(_ name: String) {}
    func rename(_ from: String, to: String) -> Bool { false }
}
