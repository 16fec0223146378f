// The game screen's model: wraps one SessionPort (the core's GameSession and
// its Bot). It keeps the latest snapshot for the views, forwards taps and
// keys, runs the bot off the main actor, and saves after every move.
// Nothing here decides legality, highlights, notation or spoken text.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class GameModel {
    /// What the board and the status draw.
    public private(set) var snapshot: BoardSnapshot?
    /// The core's words for the last refusal or error, shown under the board.
    public private(set) var message: String?
    /// The bot is searching for its move.
    public private(set) var botThinking = false
    /// The bot's last completed iteration (depth, score, PV).
    public private(set) var progress: SearchProgress?
    /// A hint search is running.
    public private(set) var hintRunning = false
    /// What VoiceOver should announce next (a move); the view posts it and
    /// calls `announced()`.
    public private(set) var announcement: Announcement?
    /// The rules of this game.
    public let rules: RuleSet
    /// Reviewing the move list: the position after `reviewPlies` plies,
    /// drawn read-only (nil: the live board).
    public private(set) var reviewBoard: BoardSnapshot?
    public private(set) var reviewPlies: UInt32?

    public struct Announcement: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            /// A move (the person's or the bot's), spoken by the core.
            case spoken(String)
            /// The result, in the core's words.
            case result(String)
            /// The bot declined a draw offer (the core answers with
            /// `DrawOfferAnswer.declined` only; the view says it).
            case drawDeclined
        }

        public let id: Int
        public let kind: Kind
    }

    private let port: SessionPort
    private let storage: GameStorage?
    @ObservationIgnored private var search: SearchTask?
    @ObservationIgnored private var hintSearch: SearchTask?
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var announcements = 0
    @ObservationIgnored public var hintBudgetMs: UInt32 = 1500

    public init(port: SessionPort, storage: GameStorage?, language: Language, autoFlip: Bool) {
        self.port = port
        self.storage = storage
        self.rules = port.rules()
        port.setLanguage(language: language)
        port.setAutoFlip(on: autoFlip)
        refresh()
    }

    // MARK: - reading the core

    /// Reads the snapshot again and starts the bot if it is to move.
    public func refresh() {
        do {
            snapshot = try port.snapshot()
        } catch {
            message = Self.describe(error)
        }
        startBotIfNeeded()
    }

    public var isOver: Bool { snapshot?.result != nil }

    /// Both sides are people at this device.
    public var isPassAndPlay: Bool {
        guard let s = snapshot else { return false }
        return s.white == .human && s.black == .human
    }

    /// The side a person plays against the bot (White in pass-and-play).
    public var humanSide: Side {
        guard let s = snapshot else { return .white }
        if s.white == .human && s.black != .human { return .white }
        if s.black == .human && s.white != .human { return .black }
        return s.turn
    }

    public func setLanguage(_ language: Language) {
        port.setLanguage(language: language)
        refresh()
    }

    public func setAutoFlip(_ on: Bool) {
        port.setAutoFlip(on: on)
        refresh()
    }

    // MARK: - input

    public func tap(square: UInt32) {
        do {
            handle(try port.tap(square: square))
        } catch {
            message = Self.describe(error)
        }
    }

    /// Arrows move the core's cursor, Return taps there, Escape cancels.
    public func press(_ key: Key) {
        do {
            switch try port.press(key: key) {
            case .cursor:
                refresh()
            case let .tap(result):
                handle(result)
            }
        } catch {
            message = Self.describe(error)
        }
    }

    public func cancelSelection() {
        do {
            handle(try port.cancelSelection())
        } catch {
            message = Self.describe(error)
        }
    }

    private func handle(_ result: TapResult) {
        switch result {
        case .selected, .stepped, .cancelled:
            message = nil
            refresh()
        case let .played(_, spoken):
            message = nil
            announce(.spoken(spoken))
            afterMove()
        case let .refused(_, text):
            message = text
            refresh()
        }
    }

    private func afterMove() {
        stopHint()
        persist()
        refresh()
        if let r = snapshot?.result {
            announce(.result(r.text))
        }
    }

    // MARK: - commands

    public func undo() {
        endReview()
        stopBot()
        stopHint()
        if port.undo() { persist() }
        message = nil
        refresh()
    }

    public func redo() {
        endReview()
        stopBot()
        stopHint()
        if port.redo() { persist() }
        message = nil
        refresh()
    }

    /// Shows the position after `ply` (an entry of the move list) read-only,
    /// from the core's `fenAt`, without undoing: the game and its line stay
    /// as they are. Choosing the current move returns to the live board.
    public func review(ply: UInt32) {
        guard let s = snapshot else { return }
        let plies = ply + 1
        if plies == s.currentPly {
            endReview()
            return
        }
        do {
            reviewBoard = try port.snapshot(afterPlies: plies)
            reviewPlies = plies
        } catch {
            message = Self.describe(error)
        }
    }

    /// Back to the live board.
    public func endReview() {
        reviewBoard = nil
        reviewPlies = nil
    }

    public func flip() {
        port.flip()
        persist()
        refresh()
    }

    public func resign() {
        guard !isOver else { return }
        endReview()
        stopBot()
        perform { try self.port.resign(side: self.humanSide) }
    }

    /// Offers a draw for the person (the side to move in pass-and-play).
    /// Against the bot the core answers at once: accepted, the result is
    /// announced; declined, that is.
    public func offerDraw() {
        guard canOfferDraw else { return }
        endReview()
        var answer = DrawOfferAnswer.pending
        perform { answer = try self.port.offerDraw(side: self.humanSide) }
        if answer == .declined { announce(.drawDeclined) }
    }

    /// A draw can be offered: the game goes on, no offer is pending, and
    /// against the bot it is the person's turn (the bot is not searching).
    public var canOfferDraw: Bool {
        guard let s = snapshot, s.result == nil, s.drawOffer == nil, !botThinking else { return false }
        return isPassAndPlay || s.turn == humanSide
    }

    /// The opponent's answer to a pending offer (pass-and-play).
    public func answerDraw(accept: Bool) {
        perform { try self.port.answerDraw(accept: accept) }
    }

    private func perform(_ action: () throws -> Void) {
        do {
            try action()
            message = nil
            persist()
            refresh()
            if let r = snapshot?.result {
                announce(.result(r.text))
            }
        } catch {
            message = Self.describe(error)
        }
    }

    /// The game as PDN, for the share sheet.
    public func pdn() -> String? {
        try? port.pdn()
    }

    // MARK: - the bot

    /// The level of the bot playing `side`, if a bot plays it.
    private func botLevel(for side: Side) -> UInt32? {
        guard let s = snapshot else { return nil }
        if case let .bot(level) = (side == .white ? s.white : s.black) { return level }
        return nil
    }

    private func startBotIfNeeded() {
        guard let s = snapshot, s.botToMove, s.result == nil, search == nil,
              let level = botLevel(for: s.turn) else { return }
        generation += 1
        let gen = generation
        let listener = BotListener(
            progress: { [weak self] p in
                Task { @MainActor in self?.botProgress(p, generation: gen) }
            },
            finished: { [weak self] r in
                Task { @MainActor in self?.botFinished(r, generation: gen) }
            }
        )
        do {
            search = try port.startBotMove(level: level, listener: listener)
            botThinking = true
            progress = nil
        } catch {
            message = Self.describe(error)
        }
    }

    func botProgress(_ p: SearchProgress, generation gen: Int) {
        guard gen == generation, botThinking else { return }
        progress = p
    }

    func botFinished(_ report: SearchReport, generation gen: Int) {
        guard gen == generation else { return }
        search = nil
        botThinking = false
        switch report.status {
        case .completed:
            afterMove()
            // The bot's move in words: the core's spoken form of the move it played.
            if snapshot?.result == nil, let s = snapshot, s.currentPly > 0,
               let entry = s.moves.first(where: { $0.ply + 1 == s.currentPly }) {
                announce(.spoken(entry.spoken))
            }
        case .cancelled:
            refresh()
        case .stale:
            refresh()
        case let .failed(reason):
            message = reason
        }
    }

    /// Stops the bot's search; nothing is played. The bot starts again on the
    /// next refresh if it is still to move (e.g. after an undo it is not).
    public func stopBot() {
        generation += 1
        search?.cancel()
        search = nil
        botThinking = false
        progress = nil
    }

    /// Pauses the bot (the screen goes away); `refresh()` resumes it.
    public func suspend() {
        stopBot()
        stopHint()
    }

    // MARK: - hints

    public func hint() {
        guard !isOver, !botThinking, hintSearch == nil else { return }
        let listener = BotListener(
            progress: { _ in },
            finished: { [weak self] r in
                Task { @MainActor in self?.hintFinished(r) }
            }
        )
        do {
            hintSearch = try port.startHint(budgetMs: hintBudgetMs, listener: listener)
            hintRunning = true
        } catch {
            message = Self.describe(error)
        }
    }

    func hintFinished(_ report: SearchReport) {
        hintSearch = nil
        hintRunning = false
        if case let .failed(reason) = report.status {
            message = reason
        }
        refresh()
    }

    private func stopHint() {
        hintSearch?.cancel()
        hintSearch = nil
        hintRunning = false
    }

    // MARK: - announcements and saving

    private func announce(_ kind: Announcement.Kind) {
        announcements += 1
        announcement = Announcement(id: announcements, kind: kind)
    }

    public func announced() {
        announcement = nil
    }

    /// Saves the game (atomic write, see FileGameStorage).
    public func persist() {
        guard let storage else { return }
        do {
            try storage.write(port.saveDocument())
        } catch {
            message = Self.describe(error)
        }
    }

    /// The core's sentence for an FFI error, or the system's description.
    nonisolated static func describe(_ error: Error) -> String {
        if let e = error as? DraughtsError {
            switch e {
            case let .IllegalMove(reason), let .InvalidFen(reason), let .InvalidSave(reason), let .Other(reason):
                return reason
            case let .AmbiguousMove(reason, _):
                return reason
            case let .InvalidPdn(reason, _):
                return reason
            }
        }
        return error.localizedDescription
    }
}
