// The game review's model, over the analysis it reviews: the review is
// the core's (AnalysisView.review: progress, each move judged, the
// summaries; the review's buttons with their labels and states; learning
// from one side's mistakes); this lays it out for the screen (the
// evaluation graph, the move on screen) and forwards the player's inputs
// (fast or deep, cancel, resume, a move chosen on the graph, the better
// move, the learning's steps) to the analysis, whose model runs the
// review's searches.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class GameReviewModel {
    public let analysis: AnalysisModel

    public init(analysis: AnalysisModel) {
        self.analysis = analysis
    }

    /// The review, once one was started.
    public var review: GameReviewView? { analysis.view?.review }

    /// The core's buttons: fast, deep, cancel, resume, the better move,
    /// learning from each side's mistakes (labels and enabled states).
    public var controls: AnalysisControls? { analysis.view?.controls }

    /// Learning from one side's mistakes, while on: the core's panel.
    public var learn: LearnView? { analysis.view?.learn }

    /// Starts learning from `side`'s mistakes (the core's `learnWhite`/`learnBlack`).
    public func learn(_ side: Side) {
        analysis.send(.learn(side: side))
    }

    public func nextMistake() {
        analysis.send(.nextMistake)
    }

    public func showSolution() {
        analysis.send(.showSolution)
    }

    public func stopLearning() {
        analysis.send(.stopLearning)
    }

    /// Why the last call failed (the core's sentence).
    public var message: String? { analysis.message }

    /// Starts a review of the main line (the core replaces any other).
    public func start(deep: Bool) {
        analysis.send(.startReview(deep: deep))
    }

    public func cancel() {
        analysis.send(.cancelReview)
    }

    public func resume() {
        analysis.send(.resumeReview)
    }

    /// Positions evaluated out of all, from 0 to 1; nil before a review.
    public var progress: Double? {
        guard let r = review, r.total > 0 else { return nil }
        return Double(r.done) / Double(r.total)
    }

    /// The review searches now.
    public var running: Bool { review?.running == true }

    /// The graph's points: the score after each judged move, White's side.
    public var points: [ReviewPoint] {
        (review?.moves ?? []).map(ReviewPoint.init(move:))
    }

    /// The ply on screen when it is on the main line (0: the start), for
    /// the graph's line; nil in a variation.
    public var currentPly: Int? {
        guard let v = analysis.view else { return nil }
        if v.current == 0 { return 0 }
        return analysis.mainLine.firstIndex(of: v.current).map { $0 + 1 }
    }

    /// The judged move on screen, if any.
    public var currentMove: ReviewedMove? {
        guard let ply = currentPly, ply > 0, let moves = review?.moves, ply <= moves.count else { return nil }
        return moves[ply - 1]
    }

    /// Shows the position after a ply of the main line (0: the start).
    public func goTo(ply: Int) {
        let line = analysis.mainLine
        guard ply > 0 else {
            analysis.send(.first)
            return
        }
        guard ply <= line.count else { return }
        analysis.send(.goTo(node: line[ply - 1]))
    }

    /// A tap or drag on the graph at `fraction` of its width (0 the first
    /// judged move, 1 the last): the nearest move's position.
    public func goTo(fraction: Double) {
        guard let ply = Self.ply(at: fraction, moves: points.count) else { return }
        goTo(ply: ply)
    }

    /// The ply (from 1) nearest to `fraction` of a graph of `moves` points.
    public nonisolated static func ply(at fraction: Double, moves: Int) -> Int? {
        guard moves > 0 else { return nil }
        let x = min(max(fraction, 0), 1) * Double(moves - 1)
        return Int(x.rounded()) + 1
    }

    /// "Show the better move" on the reviewed error on screen (the core's
    /// `better`): the engine's line from the position before it, as a
    /// variation, its first move on the board; forward plays it on, hop by hop.
    public func showBetter() {
        analysis.send(.showBetter)
    }

    /// The judged moves a side got wrong (an inaccuracy or worse), in order.
    public func mistakes(of side: Side) -> [ReviewedMove] {
        (review?.moves ?? []).filter { $0.side == side && $0.moveClass.isMistake }
    }
}

/// One point of the evaluation graph.
public struct ReviewPoint: Equatable, Sendable, Identifiable {
    public let ply: Int
    /// In men, White's side, within ±10.
    public let score: Double
    public let moveClass: MoveClass
    /// "12… 19-23, Mistake, +1.2": what VoiceOver reads at this point.
    public let accessibilityLabel: String

    public var id: Int { ply }

    public init(move: ReviewedMove) {
        ply = Int(move.ply)
        score = move.score
        moveClass = move.moveClass
        accessibilityLabel = "\(move.label) \(move.text), \(move.className), \(move.evalLabel)"
    }
}

extension MoveClass {
    /// An inaccuracy or worse: marked in the move list, with a better move.
    public var isMistake: Bool {
        switch self {
        case .inaccuracy, .mistake, .blunder, .missedWin: return true
        case .best, .good, .forced: return false
        }
    }
}
