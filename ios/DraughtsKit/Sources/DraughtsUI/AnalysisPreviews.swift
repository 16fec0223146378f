// Xcode previews of the analysis board and the game review in each state,
// on the real core: a PDN game, then the inputs a player would send. The
// searches a state needs are run to their end while the preview is built
// (PreviewAnalysis); none runs behind the canvas.
import DraughtsCore
import DraughtsKit
import SwiftUI

/// The live analysis whose searches run at once, on the calling thread,
/// when the preview is built; the model's later requests are dropped.
final class PreviewAnalysis: AnalysisPort, @unchecked Sendable {
    let live: LiveAnalysis

    init(_ live: LiveAnalysis) {
        self.live = live
    }

    func view() throws -> AnalysisView { try live.view() }
    func send(_ input: AnalysisInput) throws -> AnalysisView { try live.send(input) }
    func searchLines(updated: @escaping @Sendable () -> Void) throws {}
    func stopLines() {}
    func runSearchJob(finished: @escaping @Sendable (String?) -> Void) throws -> Bool { false }

    /// The engine's three lines on the node on screen, searched now.
    func searchLinesNow() {
        guard let job = try? live.handle.linesJob() else { return }
        _ = try? job.run(listener: AnalysisLinesListener(updated: {}))
    }

    /// The review searched position by position until it stops, or
    /// `positions` were done (a review under way).
    func reviewNow(positions: Int = .max) {
        var done = 0
        while done < positions, let job = try? live.handle.reviewJob() {
            try? job.run()
            _ = try? live.handle.applyReview(job: job)
            done += 1
        }
    }
}

@MainActor
enum PreviewAnalyses {
    /// A short International game: an exchange, then two quiet moves each.
    static let pdn = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 4. 41-37 5-10 *\n"

    static func port() -> PreviewAnalysis {
        PreviewAnalysis(try! LiveAnalysis.pdn(pdn, language: .en))
    }

    static func model(_ port: PreviewAnalysis = port(), inputs: [AnalysisInput] = []) -> AnalysisModel {
        for input in inputs { _ = try? port.send(input) }
        return AnalysisModel(port: port)
    }

    /// The engine on at the position after `inputs`, its lines searched.
    static func withLines(inputs: [AnalysisInput]) -> AnalysisModel {
        let p = port()
        for input in inputs + [.engine(on: true)] { _ = try? p.send(input) }
        p.searchLinesNow()
        return AnalysisModel(port: p)
    }

    /// A review run to its end (or for `positions`), at the move `ply`.
    static func review(positions: Int = .max, ply: Int? = nil) -> GameReviewModel {
        let p = port()
        _ = try? p.send(.startReview(deep: false))
        p.reviewNow(positions: positions)
        if positions < .max { _ = try? p.send(.cancelReview) }
        let review = GameReviewModel(analysis: AnalysisModel(port: p))
        if let ply { review.goTo(ply: ply) }
        return review
    }

    /// The shot: 1. 32-28?? 23x32x41 takes two men with no recapture.
    static let shotPdn = "[GameType \"20\"]\n[SetUp \"1\"]\n"
        + "[FEN \"W:W32,33,34,37,38,39,42,43,44,48:B12,13,14,17,18,19,21,23,24,26\"]\n1. 32-28 23x41 *\n"

    /// The shot reviewed, then White's mistakes learnt from after `inputs`.
    static func learning(_ inputs: [AnalysisInput]) -> GameReviewModel {
        let p = PreviewAnalysis(try! LiveAnalysis.pdn(shotPdn, language: .en))
        _ = try? p.send(.startReview(deep: false))
        p.reviewNow()
        for input in [.learn(side: .white)] + inputs { _ = try? p.send(input) }
        return GameReviewModel(analysis: AnalysisModel(port: p))
    }

    static let settings = SettingsModel()
}

#Preview("Analysis · start of the game, engine off") {
    NavigationStack { AnalysisScreen(model: PreviewAnalyses.model(inputs: [.first]), settings: PreviewAnalyses.settings) }
}

#Preview("Analysis · engine lines and the evaluation bar") {
    NavigationStack {
        AnalysisScreen(model: PreviewAnalyses.withLines(inputs: [.first, .forward]), settings: PreviewAnalyses.settings)
    }
}

#Preview("Analysis · a variation in the tree") {
    // After 1. 32-28, 18-23 instead of 19-23 (indices 17 and 22).
    NavigationStack {
        AnalysisScreen(
            model: PreviewAnalyses.model(inputs: [.first, .forward, .tap(square: 17), .tap(square: 22)]),
            settings: PreviewAnalyses.settings
        )
    }
}

#Preview("Analysis · piece selected, dark") {
    NavigationStack {
        AnalysisScreen(model: PreviewAnalyses.model(inputs: [.first, .tap(square: 31)]), settings: PreviewAnalyses.settings)
    }
    .preferredColorScheme(.dark)
}

#Preview("Analysis · landscape: the board at full height", traits: .landscapeLeft) {
    NavigationStack {
        AnalysisScreen(model: PreviewAnalyses.withLines(inputs: [.first, .forward]), settings: PreviewAnalyses.settings)
    }
}

#Preview("Analysis · review marks in the tree") {
    NavigationStack {
        AnalysisScreen(model: PreviewAnalyses.review(ply: 5).analysis, settings: PreviewAnalyses.settings)
    }
}

#Preview("Review · not started: fast or deep") {
    NavigationStack { GameReviewScreen(model: GameReviewModel(analysis: PreviewAnalyses.model()), settings: PreviewAnalyses.settings) }
}

#Preview("Review · stopped half way: progress and resume") {
    NavigationStack { GameReviewScreen(model: PreviewAnalyses.review(positions: 4), settings: PreviewAnalyses.settings) }
}

#Preview("Review · done, a judged move on screen (the better move after a mistake)") {
    NavigationStack { GameReviewScreen(model: PreviewAnalyses.review(ply: 5), settings: PreviewAnalyses.settings) }
}

#Preview("Review · done, dark") {
    NavigationStack { GameReviewScreen(model: PreviewAnalyses.review(ply: 7), settings: PreviewAnalyses.settings) }
        .preferredColorScheme(.dark)
}

#Preview("Review · learning: find a better move") {
    NavigationStack { GameReviewScreen(model: PreviewAnalyses.learning([]), settings: PreviewAnalyses.settings) }
}

#Preview("Review · learning: a wrong try, then the solution · dark") {
    NavigationStack {
        GameReviewScreen(
            model: PreviewAnalyses.learning([.tap(square: 31), .tap(square: 27), .showSolution]),
            settings: PreviewAnalyses.settings
        )
    }
    .preferredColorScheme(.dark)
}
