// The analysis board's model. The core decides everything the screen shows
// (AnalysisView: the board, the move tree, the engine's lines, the buttons
// and their labels, what to say); this forwards inputs, keeps the latest
// snapshot, announces what the core says once per input, and runs the
// searches the snapshot asks for off the main actor: the engine's lines
// while `wantsLines`, and the review's positions one at a time while it runs.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class AnalysisModel {
    /// What the screen draws: the core's latest snapshot.
    public private(set) var view: AnalysisView?
    /// Why the last call failed (the core's sentence), until the next one succeeds.
    public private(set) var message: String?
    /// The core's sentence to post to VoiceOver; the view posts it and calls `announced()`.
    public private(set) var announcement: Announcement?
    /// A review search is out on the worker.
    public private(set) var reviewSearching = false

    public struct Announcement: Equatable, Sendable {
        public let seq: UInt64
        public let text: String
    }

    private let port: AnalysisPort
    /// Where the puzzles proved among the review's mistakes are kept (nil: not kept).
    @ObservationIgnored public var puzzleRecord: PuzzleRecordFile?
    @ObservationIgnored private var puzzlesKept = false
    @ObservationIgnored private var announcements: UInt64 = 0
    /// Off while the screen is away: no lines are searched.
    @ObservationIgnored private var active = true

    public init(port: AnalysisPort) {
        self.port = port
        update { try port.view() }
    }

    /// Forwards one input to the core and shows what it answers; what the
    /// core says about it is announced.
    public func send(_ input: AnalysisInput) {
        update(announcing: true) { try port.send(input) }
    }

    /// Reads the snapshot again (after a search reported).
    public func refresh() {
        update { try port.view() }
    }

    public func announced() {
        announcement = nil
    }

    // MARK: the screen's parts, read off the core's snapshot

    /// The engine's lines, best first, each with its words for VoiceOver.
    public var lines: [EngineLineRow] {
        (view?.lines ?? []).enumerated().map { EngineLineRow(index: UInt32($0.offset), line: $0.element) }
    }

    /// The evaluation bar: the best line's, while the engine has one.
    public var evalBar: EvalBar? {
        view?.lines.first.map(EvalBar.init(line:))
    }

    /// The main line's nodes in order: the move of ply n is at n - 1.
    public var mainLine: [UInt64] {
        (view?.moves ?? []).filter { $0.depth == 0 }.map(\.node)
    }

    /// The review's judgement of a move of the tree: main-line moves only,
    /// once the review reached them.
    public func reviewed(_ move: AnalysisMove) -> ReviewedMove? {
        reviewMarks[move.node]
    }

    /// The review's judgements by node of the main line, for the move list.
    public var reviewMarks: [UInt64: ReviewedMove] {
        guard let v = view, let review = v.review else { return [:] }
        let line = v.moves.filter { $0.depth == 0 }
        var marks: [UInt64: ReviewedMove] = [:]
        // The tree changed since the review (a variation promoted): no mark.
        for (move, judged) in zip(line, review.moves) where judged.text == move.text {
            marks[move.node] = judged
        }
        return marks
    }

    // MARK: the screen coming and going

    /// The screen goes away: the lines search stops (the review goes on
    /// until it is cancelled).
    public func suspend() {
        active = false
        port.stopLines()
    }

    /// The screen is back: the lines are searched again if the engine is on.
    public func resume() {
        active = true
        if view?.engineOn == true { searchLines() }
        refresh()
    }

    /// The analysis closes: no search goes on behind the app.
    public func close() {
        suspend()
        if view?.review?.running == true { send(.cancelReview) }
    }

    // MARK: searches

    private func update(announcing: Bool = false, _ call: () throws -> AnalysisView) {
        do {
            let v = try call()
            message = nil
            show(v, announcing: announcing)
        } catch {
            message = GameModel.describe(error)
        }
    }

    private func show(_ v: AnalysisView, announcing: Bool) {
        view = v
        if announcing && !v.said.isEmpty {
            announcements += 1
            announcement = Announcement(seq: announcements, text: v.said)
        }
        if v.wantsLines && active {
            searchLines()
            // The request is the core's now: the snapshot no longer wants one.
            if let again = try? port.view() { view = again }
        }
        if v.wantsSearch && !reviewSearching {
            nextSearch()
        }
        if let p = v.personal, p.done == p.total, !puzzlesKept {
            keepPuzzles(found: p.found)
        }
    }

    /// Once every proof is done, adds what they found to the player's record
    /// (the core's merge; a record it cannot read is left as it is).
    private func keepPuzzles(found: UInt32) {
        puzzlesKept = true
        guard found > 0, let file = puzzleRecord else { return }
        do {
            guard let added = try port.addPersonalPuzzles(record: file.read(), game: file.game, today: file.today)
            else { return }
            file.write(added.record)
        } catch {
            message = GameModel.describe(error)
        }
    }

    private func searchLines() {
        do {
            try port.searchLines { [weak self] in
                Task { @MainActor in self?.linesUpdated() }
            }
        } catch {
            message = GameModel.describe(error)
        }
    }

    private func linesUpdated() {
        guard active else { return }
        refresh()
    }

    /// The search the core wants (a review position or a proof), one at a time.
    private func nextSearch() {
        do {
            reviewSearching = try port.runSearchJob { [weak self] failure in
                Task { @MainActor in self?.reviewSearchFinished(failure) }
            }
        } catch {
            message = GameModel.describe(error)
        }
    }

    /// On the main actor, after a review search came back (taken or not):
    /// the snapshot shows it, and the next search starts while the review runs.
    func reviewSearchFinished(_ failure: String?) {
        reviewSearching = false
        if let failure {
            // Not asked again until the player resumes: the same search would fail again.
            message = failure
            _ = try? port.send(.cancelReview)
            view = try? port.view()
            return
        }
        refresh()
    }
}

/// One engine line as the screen draws it: its moves, its score in men and
/// as an expectation, its depth, and the core's sentence for VoiceOver.
public struct EngineLineRow: Equatable, Sendable, Identifiable {
    /// The line's index, for `PlayLine`.
    public let index: UInt32
    public let line: EngineLineView

    public var id: UInt32 { index }
    /// The moves, the first is the one a tap plays.
    public var moves: String { line.moves.joined(separator: " ") }
    /// "+1.2", "#7", "White wins (database)".
    public var score: String { line.label }
    /// White's expected result in percent, rounded.
    public var expectedPercent: Int { Int((line.expected * 100).rounded()) }
    public var depth: UInt32 { line.depth }
    /// What VoiceOver reads: the core's words.
    public var accessibilityLabel: String { line.spoken }
}

/// The evaluation bar beside the board: White's share, the score, and the
/// core's sentence for VoiceOver.
public struct EvalBar: Equatable, Sendable {
    /// White's share from 0 to 1.
    public let white: Double
    public let label: String
    public let accessibilityLabel: String

    public init(line: EngineLineView) {
        white = min(max(line.bar / 100, 0), 1)
        label = line.label
        accessibilityLabel = line.spoken
    }
}

/// The analysis screen's arrangement: in landscape the board takes the full
/// height and the lines and the tree go beside it; upright, the board takes
/// the width, leaving room for the lines above and the tree below.
public struct AnalysisLayout: Equatable, Sendable {
    public let landscape: Bool
    /// The board's side (the evaluation bar goes beside it).
    public let board: Double

    /// The evaluation bar's width, and the gap to the board.
    public static let bar = 14.0
    public static let gap = 4.0
    /// The screen's margin, on each side.
    public static let margin = 8.0
    /// The narrowest side panel in landscape (the lines and the tree).
    public static let panel = 280.0

    public init(width: Double, height: Double) {
        landscape = width > height * 1.15
        let room = width - 2 * Self.margin - Self.bar - Self.gap
        board = max(landscape ? min(height - 2 * Self.margin, room - Self.panel) : min(room, height * 0.6), 0)
    }
}
