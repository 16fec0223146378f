// The analysis board's and the game review's models over the real core:
// the engine's lines and the review's searches run on worker threads, and
// come back to the main actor. The port below can hold each search (the
// lines once the core has three, a review search before it starts) until
// the test lets it go, so no input races a search however slow the machine.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

/// The live analysis, its searches held while `held` (until `release`).
final class HeldAnalysis: AnalysisPort, @unchecked Sendable {
    let live: LiveAnalysis
    private let lock = NSLock()
    private var held: Bool
    private var linesReports = 0
    private var linesSearches = 0
    private var reviewRuns = 0
    private let gate = DispatchSemaphore(value: 0)
    private let queue = DispatchQueue(label: "test.review")

    init(_ live: LiveAnalysis, held: Bool) {
        self.live = live
        self.held = held
    }

    /// Reports of the lines searches so far.
    var linesSeen: Int {
        lock.lock()
        defer { lock.unlock() }
        return linesReports
    }

    /// Lines searches asked for so far.
    var searches: Int {
        lock.lock()
        defer { lock.unlock() }
        return linesSearches
    }

    /// Review searches taken so far (held or not).
    var reviewsTaken: Int {
        lock.lock()
        defer { lock.unlock() }
        return reviewRuns
    }

    func release() {
        lock.lock()
        let wasHeld = held
        held = false
        lock.unlock()
        if wasHeld { gate.signal() }
    }

    private func passGate() {
        lock.lock()
        let wait = held
        lock.unlock()
        if wait {
            gate.wait()
            gate.signal()
        }
    }

    func view() throws -> AnalysisView { try live.view() }
    func send(_ input: AnalysisInput) throws -> AnalysisView { try live.send(input) }
    func stopLines() { live.stopLines() }

    func searchLines(updated: @escaping @Sendable () -> Void) throws {
        lock.lock()
        linesSearches += 1
        lock.unlock()
        try live.searchLines { [self] in
            lock.lock()
            linesReports += 1
            lock.unlock()
            // The model reads the lines the core kept; once it has three
            // (the search reports each line as it finds it), the search waits.
            updated()
            if ((try? live.view().lines.count) ?? 0) >= 3 { passGate() }
        }
    }

    /// As the live port's, with the gate before the search.
    func runSearchJob(finished: @escaping @Sendable (String?) -> Void) throws -> Bool {
        guard let job = try live.handle.reviewJob() else { return false }
        lock.lock()
        reviewRuns += 1
        lock.unlock()
        let handle = live.handle
        queue.async { [self] in
            passGate()
            do {
                try job.run()
                _ = try handle.applyReview(job: job)
                finished(nil)
            } catch {
                finished("\(error)")
            }
        }
        return true
    }
}

/// A game between two people: 1. 32-28 19-23 2. 28x19 14x23, then White resigns.
func finishedGamePdn() throws -> String {
    let game = try GameHandle(rules: international, white: .human, black: .human, language: .en)
    for (from, to) in [("32", "28"), ("19", "23"), ("28", "19"), ("14", "23")] {
        _ = try game.send(input: .tap(square: try square(international, from)))
        _ = try game.send(input: .tap(square: try square(international, to)))
    }
    _ = try game.send(input: .resign)
    #expect(try game.view().result != nil)
    return try game.pdn(context: PdnContext(date: nil, site: nil))
}

@Suite("Real core: the analysis board and the game review models")
@MainActor
struct AnalysisModelTests {
    @Test("a finished game reviewed fast: every move judged, both sides summed up, the graph goes to a move")
    func reviewed() async throws {
        let analysis = AnalysisModel(port: try LiveAnalysis.pdn(try finishedGamePdn(), language: .en))
        let review = GameReviewModel(analysis: analysis)
        #expect(review.review == nil && review.progress == nil)
        review.start(deep: false)
        #expect(review.progress == 0 && review.running)
        #expect(await eventually(seconds: 120) { review.review?.running == false })
        let r = try #require(review.review)
        #expect(r.done == r.total && review.progress == 1 && review.controls?.reviewResume.enabled == false)
        #expect(review.points.map(\.ply) == [1, 2, 3, 4])
        #expect(r.summaries.map(\.side) == [.white, .black])
        // 28x19 was the only legal move: forced, out of the accuracy.
        #expect(r.moves[2].moveClass == .forced && r.moves[2].accuracy == nil)
        #expect(review.points[2].accessibilityLabel == "2. 28x19, Forced move, \(r.moves[2].evalLabel)")

        review.goTo(fraction: 1)
        #expect(review.currentPly == 4)
        #expect(analysis.view?.currentMove == "2… 14x23")
        #expect(analysis.view?.current == analysis.mainLine[3])
        review.goTo(fraction: 0.4)
        #expect(review.currentPly == 2 && review.currentMove?.text == "19-23")
        review.goTo(ply: 0)
        #expect(review.currentPly == 0 && analysis.view?.canBack == false)

        // The move list's marks are the review's.
        let forced = try #require(analysis.view?.moves.first { $0.text == "28x19" })
        #expect(analysis.reviewed(forced)?.moveClass == .forced)
        #expect(analysis.reviewed(forced)?.className == "Forced move")
    }

    /// The shot: 1. 32-28?? 23x32x41 takes two men with no recapture.
    static let shotPdn = "[GameType \"20\"]\n[SetUp \"1\"]\n"
        + "[FEN \"W:W32,33,34,37,38,39,42,43,44,48:B12,13,14,17,18,19,21,23,24,26\"]\n1. 32-28 23x41 *\n"

    @Test("a man given away: marked with the core's sign; Show the better move plays the engine's line as a variation")
    func betterMove() async throws {
        let analysis = AnalysisModel(port: try LiveAnalysis.pdn(Self.shotPdn, language: .en))
        let review = GameReviewModel(analysis: analysis)
        review.start(deep: false)
        #expect(await eventually(seconds: 120) { review.review?.running == false })
        review.goTo(ply: 1)
        let judged = try #require(review.currentMove)
        #expect(judged.text == "32-28" && judged.moveClass.isMistake, "\(judged.moveClass)")
        #expect(!judged.sign.isEmpty)
        #expect(review.mistakes(of: .white).map(\.ply) == [1])
        let mark = try #require(analysis.view?.moves.first)
        #expect(analysis.reviewed(mark)?.sign == judged.sign)

        let better = try #require(review.controls?.better)
        #expect(better.enabled && better.label == "Show the better move")
        let first = try #require(judged.betterLine.first)
        review.showBetter()
        #expect(analysis.view?.onMainLine == false)
        #expect(analysis.view?.currentMove == "1. \(first)")
        #expect(review.currentPly == nil, "in a variation: no line on the graph")
    }

    @Test("learning from White's mistakes: the position before it, a wrong try taken back, the solution, the end")
    func learnFromMistakes() async throws {
        let analysis = AnalysisModel(port: try LiveAnalysis.pdn(Self.shotPdn, language: .en))
        let review = GameReviewModel(analysis: analysis)
        #expect(review.controls?.learnWhite.enabled == false, "no review yet")
        review.start(deep: false)
        #expect(await eventually(seconds: 120) { review.review?.running == false })
        let controls = try #require(review.controls)
        #expect(controls.learnWhite.enabled && controls.learnWhite.label == "Learn from White's mistakes")
        review.learn(.white)
        let learn = try #require(review.learn)
        #expect(learn.title == "Learn from your mistakes (1/1)")
        #expect(learn.prompt.contains("32-28 was played"), "\(learn.prompt)")
        #expect(review.currentPly == 0 && learn.verdict == nil && !learn.solved)

        // The game's own move again, on the board: not better, taken back.
        analysis.send(.tap(square: try square(international, "32")))
        analysis.send(.tap(square: try square(international, "28")))
        let wrong = try #require(review.learn)
        #expect(wrong.verdict == "1. 32-28 is not better: try again.", "\(String(describing: wrong.verdict))")
        #expect(!wrong.solved && review.currentPly == 0)
        #expect(analysis.announcement?.text == wrong.verdict)

        review.showSolution()
        let shown = try #require(review.learn)
        #expect(shown.solved && shown.verdict?.hasPrefix("Best was ") == true)
        review.nextMistake()
        #expect(review.learn?.done == true)
        review.stopLearning()
        #expect(review.learn == nil)
    }

    @Test("the graph's x: the nearest move, clamped to the ends")
    func graphFraction() {
        #expect(GameReviewModel.ply(at: 0, moves: 4) == 1)
        #expect(GameReviewModel.ply(at: 0.49, moves: 4) == 2)
        #expect(GameReviewModel.ply(at: 0.51, moves: 4) == 3)
        #expect(GameReviewModel.ply(at: 2, moves: 4) == 4)
        #expect(GameReviewModel.ply(at: -1, moves: 1) == 1)
        #expect(GameReviewModel.ply(at: 0.5, moves: 0) == nil)
    }

    @Test("cancel with a search out: its answer is refused; resume goes on to the end")
    func cancelAndResume() async throws {
        let port = HeldAnalysis(try LiveAnalysis.pdn(try finishedGamePdn(), language: .en), held: true)
        defer { port.release() }
        let analysis = AnalysisModel(port: port)
        let review = GameReviewModel(analysis: analysis)
        review.start(deep: false)
        #expect(port.reviewsTaken == 1 && analysis.reviewSearching)
        review.cancel()
        #expect(!review.running && review.controls?.reviewResume.enabled == true)
        #expect(review.controls?.reviewResume.label == "Resume the review")
        port.release()
        #expect(await eventually(seconds: 120) { !analysis.reviewSearching })
        #expect(review.review?.done == 0, "the answer came after the cancel")
        #expect(port.reviewsTaken == 1, "nothing more is searched once cancelled")
        review.resume()
        #expect(review.running)
        #expect(await eventually(seconds: 120) { review.review?.running == false })
        let r = try #require(review.review)
        #expect(r.done == r.total && r.moves.count == 4)
    }

    @Test("the engine's lines: three, each read out in the core's words; a tap on a line plays its move")
    func spokenLines() async throws {
        let port = HeldAnalysis(try LiveAnalysis.start(rules: international, language: .en), held: true)
        defer { port.release() }
        let model = AnalysisModel(port: port)
        #expect(model.view?.engineOn == false && model.lines.isEmpty && model.evalBar == nil)
        model.send(.engine(on: true))
        #expect(model.view?.engineOn == true)
        #expect(model.view?.wantsLines == false, "the model asked for the lines")
        // Held once the core has three lines: they stay as they came.
        #expect(await eventually(seconds: 120) { model.lines.count == 3 })
        #expect(port.linesSeen >= 3)
        let lines = try #require(model.view?.lines)
        try #require(lines.count == 3)
        for (row, line) in zip(model.lines, lines) {
            #expect(row.accessibilityLabel == line.spoken)
            #expect(row.accessibilityLabel.contains("Best: \(line.moves[0])"), "\(row.accessibilityLabel)")
            #expect(row.moves.hasPrefix(line.moves[0]))
        }
        let bar = try #require(model.evalBar)
        #expect(bar.accessibilityLabel == lines[0].spoken && bar.label == lines[0].label)
        #expect((0...1).contains(bar.white))

        model.send(.playLine(index: 1))
        #expect(model.view?.currentMove == "1. \(lines[1].moves[0])")
        #expect(model.announcement?.text.isEmpty == false)
        #expect(model.lines.isEmpty, "the lines were the start position's")
        model.send(.engine(on: false))
        port.release()
        #expect(model.view?.wantsLines == false && model.lines.isEmpty)
        model.close()
    }

    @Test("leaving the screen stops the lines; coming back asks for them again, and not with the engine off")
    func suspendResume() async throws {
        let port = HeldAnalysis(try LiveAnalysis.start(rules: international, language: .en), held: true)
        defer { port.release() }
        let model = AnalysisModel(port: port)
        model.send(.engine(on: true))
        #expect(port.searches == 1)
        #expect(await eventually(seconds: 120) { model.lines.count == 3 })
        model.suspend()
        port.release()
        // 32-28 (indices 31 and 27) and back: each node wants lines.
        model.send(.drag(from: 31, to: 27))
        #expect(model.view?.currentMove == "1. 32-28")
        model.send(.back)
        #expect(model.view?.wantsLines == true)
        #expect(port.searches == 1, "no search while the screen is away")
        model.resume()
        #expect(port.searches == 2)
        #expect(model.view?.wantsLines == false)
        model.send(.engine(on: false))
        model.suspend()
        model.resume()
        #expect(port.searches == 2)
        model.close()
    }

    @Test("a drag across the drawn board plays its move into the tree")
    func dragged() throws {
        let model = AnalysisModel(port: try LiveAnalysis.start(rules: international, language: .en))
        let board = try #require(model.view?.board)
        let frame = BoardFrame(size: 400, side: Int(board.side), outsideLabels: true, keyboardRing: true)
        func centre(_ name: String) throws -> (Double, Double) {
            let index = try square(international, name)
            let sq = try #require(board.squares.first { $0.square == index })
            return (frame.inset + (Double(sq.column) + 0.5) * frame.cell, frame.inset + (Double(sq.row) + 0.5) * frame.cell)
        }
        let (fx, fy) = try centre("32")
        let (tx, ty) = try centre("28")
        let from = try #require(frame.square(atX: fx, y: fy, board: board))
        let to = try #require(frame.square(atX: tx, y: ty, board: board))
        #expect(frame.square(atX: 1, y: 1, board: board) == nil, "the frame is no square")
        model.send(.drag(from: from, to: to))
        #expect(model.view?.currentMove == "1. 32-28")
        #expect(model.announcement?.text == model.view?.said)
        model.send(.back)
        #expect(model.view?.currentMove == nil && model.view?.canForward == true)
    }
}
