// The game screen's model. The core decides everything the screen shows
// (GameView); this forwards inputs, keeps the latest view, announces each
// event once, runs the search the view asks for, and saves on change. It
// also lays the view out for the screen: the strips in board order, the one
// status line, the move strip, the bottom bar, the end-of-game sheet, the
// move animation and the sound and haptic cues (GameScreenParts.swift).
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class GameModel {
    /// What the screen draws: the core's latest snapshot.
    public private(set) var view: GameView?
    /// Why the last call failed (the core's sentence), until the next one succeeds.
    public private(set) var message: String?
    /// The core's sentence to post to VoiceOver; the view posts it and calls `announced()`.
    public private(set) var announcement: Announcement?
    /// The sound and haptic of the last move (changes once per move), as
    /// the feedback settings allow.
    public private(set) var cue: FeedbackCue?
    /// The PDN text to share, after `exportPdn()`; cleared by `exportDismissed()`.
    public private(set) var exported: ExportedPdn?
    /// The end-of-game sheet: up while the core says the game just ended
    /// (`justEnded`: a move, a resignation, an agreed draw, a flag or a redo
    /// into a finished game; not a finished game opened); the core closes
    /// it on `dismissEnd`, a replay or an undo.
    public private(set) var endOfGame: EndOfGame?
    /// The move just played, sliding over the new position: the core's plan
    /// (`view.animation`); nil with reduced motion, when the core has none
    /// (undo, redo, replay), or once it has run.
    public private(set) var animation: MoveAnimation?
    /// Resign was asked for and the core wants it confirmed
    /// (`confirmResign`): the view asks "are you sure?".
    public private(set) var resignRequested = false
    public let rules: RuleSet?

    /// Sounds and haptics, from the settings.
    public var feedback: FeedbackSettings
    /// The system asks for reduced motion: no move animation.
    public var reduceMotion = false {
        didSet { if reduceMotion { animation = nil } }
    }
    /// Seconds per hop, the player's setting (`AnimationSpeed.hop`); 0: no move animation.
    public var animationHop: TimeInterval = MoveAnimation.hopDuration {
        didSet { if animationHop <= 0 { animation = nil } }
    }

    public struct Announcement: Equatable, Sendable {
        public let seq: UInt64
        public let text: String
    }

    public struct ExportedPdn: Identifiable, Equatable, Sendable {
        public let id: UInt64
        public let text: String
    }

    private let port: SessionPort
    private let storage: GameStorage?
    @ObservationIgnored private var seenSeq: UInt64?
    @ObservationIgnored private var savedDocument: String?
    @ObservationIgnored private var exports: UInt64 = 0
    /// The seq of the last move animated (or seen when the screen opened).
    @ObservationIgnored private var animatedSeq: UInt64?
    private let clock: @Sendable () -> Date
    /// The platform's monotonic milliseconds, for the game clock.
    private let monotonic: @Sendable () -> UInt64
    /// Off while the screen is away: no search runs, reports are ignored.
    @ObservationIgnored private var active = true
    @ObservationIgnored private lazy var listener = BotListener { [weak self] report in
        Task { @MainActor in self?.searchFinished(report) }
    }

    /// `savedDocument` is what `storage` holds now (nil: nothing of this
    /// game), so an unchanged game is not written again.
    public init(port: SessionPort, storage: GameStorage?, savedDocument: String? = nil,
                language: Language, autoFlip: Bool, takebackAsks: Bool = false, confirmMoves: Bool = false,
                feedback: FeedbackSettings = .all,
                clock: @escaping @Sendable () -> Date = { Date() },
                monotonic: @escaping @Sendable () -> UInt64 = { MonotonicTime.nowMs() }) {
        self.port = port
        self.storage = storage
        self.savedDocument = savedDocument
        self.feedback = feedback
        self.clock = clock
        self.monotonic = monotonic
        self.rules = try? port.rules()
        // What happened before this screen opened is not news.
        seenSeq = (try? port.view())?.events.last?.seq
        animatedSeq = seenSeq
        send(.setLanguage(language: language))
        send(.setAutoFlip(on: autoFlip))
        send(.setTakebackAsks(on: takebackAsks))
        send(.setConfirmMoves(on: confirmMoves))
    }

    /// Plays the move held for confirmation (the core's `pendingMove`).
    public func confirmMove() { send(.confirmMove) }
    /// Drops the move held for confirmation: the board is as it was.
    public func cancelMove() { send(.cancelMove) }

    /// Forwards one input to the core and shows what it answers. With a
    /// clock, the core first learns the time, so a move is charged when it
    /// was made.
    public func send(_ input: GameInput) {
        update {
            try passTime()
            return try port.send(input)
        }
    }

    /// Reads the view again (after a search ended, or coming back to the
    /// screen); with a clock, at the time it is now.
    public func refresh() {
        update {
            if view?.clock != nil { return try port.send(.tick(nowMs: monotonic())) }
            return try port.view()
        }
    }

    // MARK: face to face, and takebacks asked for

    /// The menu's face-to-face toggles, as the core offers them (nil: not
    /// in this game, such as against the bot).
    public var tableToggles: TableToggles? {
        view.flatMap(TableToggles.init(view:))
    }

    /// "Face to face" in the menu; only where the core offers it.
    public func setFaceToFace(_ on: Bool) {
        guard tableToggles?.faceToFace.enabled == true else { return }
        send(.setFaceToFace(on: on))
    }

    /// "Turn the far pieces" in the menu; only where the core enables it.
    public func setTurnFarPieces(_ on: Bool) {
        guard tableToggles?.turnFarPieces?.enabled == true else { return }
        send(.setTurnFarPieces(on: on))
    }

    /// Allow or refuse the takeback the other player asked for (the core's
    /// `enabled.answerTakeback`).
    public func answerTakeback(accept: Bool) {
        guard view?.enabled.answerTakeback == true else { return }
        send(.answerTakeback(accept: accept))
    }

    /// The line the far player reads, turned, near the top strip (face to
    /// face): the question put to them if there is one, else the core's far
    /// status; nil when not face to face.
    public var farLine: FarLine? {
        guard let v = view, v.faceToFace else { return nil }
        if let info = infoLine, info.turned { return .question(info) }
        return v.farStatus.map { .status($0) }
    }

    // MARK: the game clock

    /// The display timer fired: the core recomputes the clocks (and ends the
    /// game if a flag fell). Not saved unless the game ended: the save
    /// follows moves, and the time used is written with the next one.
    public func tickClock() {
        guard view?.clock != nil else { return }
        update(saving: false) { try port.send(.tick(nowMs: monotonic())) }
    }

    /// Milliseconds until the core wants the clock drawn again (its
    /// `redrawInMs` after the view's time), for the display timer; nil while
    /// no time runs (or the screen is away).
    public func nextClockTick() -> UInt64? {
        guard active, let c = view?.clock, let wait = c.redrawInMs else { return nil }
        let at = c.nowMs + wait
        let now = monotonic()
        return at > now ? at - now : 1
    }

    /// Whether a display timer should run (the view's task restarts on a change).
    public var clockRunning: Bool {
        view?.clock?.running != nil
    }

    /// The strips' clocks, in screen order (nil without a clock).
    public var clocks: (top: StripClock?, bottom: StripClock?) {
        guard let strips else { return (nil, nil) }
        return (StripClock(clock: view?.clock, side: strips.top.side),
                StripClock(clock: view?.clock, side: strips.bottom.side))
    }

    /// The app goes to the background or the screen away: the clock stops
    /// where it is (when the core allows a pause) and the game is saved.
    public func pauseClock() {
        guard view?.enabled.pauseClock == true else { return }
        update(sync: active) { try port.send(.pauseClock(nowMs: monotonic())) }
    }

    /// "Resume": the paused clock runs again (the core's `canResume`).
    public func resumeClock() {
        guard view?.enabled.resumeClock == true else { return }
        update { try port.send(.resumeClock(nowMs: monotonic())) }
    }

    /// Tells the core the time before an input, when the game has a clock.
    private func passTime() throws {
        guard view?.clock != nil else { return }
        _ = try port.send(.tick(nowMs: monotonic()))
    }

    /// The game as PDN for the share sheet; the core writes every tag and
    /// announces the export.
    public func exportPdn(context: PdnContext = .iOS()) {
        do {
            let text = try port.exportPdn(context: context)
            exports += 1
            exported = ExportedPdn(id: exports, text: text)
            refresh()
        } catch {
            message = Self.describe(error)
        }
    }

    public func exportDismissed() {
        exported = nil
    }

    /// The game as PDN without announcing an export (a share button), nil
    /// if the core cannot write it.
    public func pdnForSharing(context: PdnContext = .iOS()) -> String? {
        try? port.pdn(context: context)
    }

    /// A new game against the same opponent, colours swapped against the
    /// bot (the core's `rematch`). The app puts it on screen.
    public func rematchPort() -> SessionPort? {
        do {
            return try port.rematch()
        } catch {
            message = Self.describe(error)
            return nil
        }
    }

    // MARK: the screen's parts, read off the core's view

    /// The strip above the board and the one below, in board order.
    public var strips: PlayerStrips? {
        view.flatMap(PlayerStrips.init(view:))
    }

    public var statusLine: StatusLine? {
        view.map { StatusLine(view: $0, message: message) }
    }

    public var infoLine: InfoLine? {
        view.flatMap(InfoLine.init(view:))
    }

    public var moveStrip: MoveStrip? {
        view.map(MoveStrip.init(view:))
    }

    public var bottomBar: BottomBar? {
        view.map(BottomBar.init(view:))
    }

    /// Runs a command of the bar, its menu or a shortcut, if it is enabled
    /// now. Resign first asks when the core says so (`resignRequested`); the export opens the PDN
    /// sheet; new game and the shortcut list belong to the app and the view.
    public func perform(_ command: GameCommand) {
        guard let bar = bottomBar, bar.isEnabled(command) else { return }
        switch command {
        case .undo: send(.undo)
        case .redo: send(.redo)
        case .hint: send(.requestHint)
        case .flip: send(.flip)
        case .offerDraw: send(.offerDraw)
        case .resign:
            if view?.confirmResign ?? true { resignRequested = true } else { send(.resign) }
        case .exportPdn: exportPdn()
        case .pauseClock: pauseClock()
        case .resumeClock: resumeClock()
        case .newGame, .shortcuts: break
        }
    }

    public func confirmResign() {
        resignRequested = false
        send(.resign)
    }

    public func cancelResign() {
        resignRequested = false
    }

    /// A tap on a move of the strip: its position, read-only (the core's
    /// `replayPlies`; the live move ends the replay).
    public func select(_ chip: MoveChip) {
        send(.replay(plies: chip.replayPlies))
    }

    /// Closes the end-of-game sheet (the core's `dismissEnd`).
    public func dismissEndOfGame() {
        send(.dismissEnd)
    }

    /// "Replay" on the end-of-game sheet: the game from its start position,
    /// then move by move from the strip (the replay closes the sheet).
    public func replayFromEnd() {
        send(.replay(plies: 0))
    }

    /// The animation has run (the view's timer): the board is drawn alone.
    public func animationFinished(seq: UInt64) {
        if animation?.seq == seq { animation = nil }
    }

    /// Seconds since the animation started, on the model's clock.
    public func animationElapsed(at date: Date? = nil) -> TimeInterval {
        guard let animation else { return 0 }
        return (date ?? clock()).timeIntervalSince(animation.start)
    }

    public func announced() {
        announcement = nil
    }

    /// The screen goes away: stop the search (the core keeps wanting it).
    public func suspend() {
        pauseClock()
        active = false
        port.cancelSearch()
    }

    /// The screen is back: the search the view wants starts again.
    public func resume() {
        active = true
        refresh()
    }

    private func update(sync: Bool = true, saving: Bool = true, _ call: () throws -> GameView) {
        do {
            let v = try call()
            message = nil
            show(v, sync: sync, saving: saving || v.result != view?.result)
        } catch {
            message = Self.describe(error)
        }
    }

    private func show(_ v: GameView, sync: Bool, saving: Bool) {
        let previous = view
        view = v
        // Every event not announced yet: the bot's move and a tap can both
        // land between two reads of the view.
        let fresh = v.events.filter { $0.seq > (seenSeq ?? 0) }
        if let last = fresh.last {
            seenSeq = last.seq
            let text = fresh.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
            if !text.isEmpty {
                announcement = Announcement(seq: last.seq, text: text)
            }
        }
        for event in fresh {
            guard let kind = FeedbackKind(cue: event.sound) else { continue }
            if let c = FeedbackCue(seq: event.seq, kind: kind, settings: feedback) { cue = c }
        }
        animate(v)
        if let result = v.result, v.justEnded {
            if endOfGame == nil || previous?.justEnded != true {
                endOfGame = EndOfGame(
                    id: v.events.last?.seq ?? 0, outcome: result.outcome, reason: result.reason, text: result.text,
                    pdn: pdnForSharing(), rematch: v.enabled.rematch,
                    headline: result.headline, score: result.score, why: result.why, actions: result.actions
                )
            }
        } else {
            endOfGame = nil
        }
        if resignRequested && !v.enabled.resign {
            resignRequested = false
        }
        if saving { save() }
        guard sync, active else { return }
        do {
            try port.syncSearch(wanted: v.search != nil, listener: listener)
        } catch {
            message = Self.describe(error)
        }
    }

    /// The core's plan of the move just played slides over the new board,
    /// once per move; when the core has none (undo, redo, a replay) it stops.
    private func animate(_ v: GameView) {
        guard let plan = v.animation else {
            animation = nil
            return
        }
        guard !reduceMotion, animationHop > 0, plan.seq > (animatedSeq ?? 0) else { return }
        animatedSeq = plan.seq
        animation = MoveAnimation(plan: plan, start: clock(), hop: animationHop)
    }

    /// On the main actor, after the core reported a search (applied or not):
    /// the view shows the bot's move, and the next search starts (two bots).
    func searchFinished(_ report: SearchReport) {
        guard active else { return }
        // After a failure the core no longer asks for the same search (until
        // the game changes): syncing is safe.
        refresh()
        if case let .failed(reason) = report.status { message = reason }
    }

    private func save() {
        guard let storage else { return }
        do {
            let document = try port.save()
            guard document != savedDocument else { return }
            try storage.write(Data(document.utf8))
            savedDocument = document
        } catch {
            message = Self.describe(error)
        }
    }

    /// The core's sentence for an FFI error, or the system's description.
    nonisolated static func describe(_ error: Error) -> String {
        (error as? DraughtsError)?.message ?? error.localizedDescription
    }
}
