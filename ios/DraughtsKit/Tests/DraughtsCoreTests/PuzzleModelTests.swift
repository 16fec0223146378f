// The puzzle model against the real core: a puzzle solved, failed (the
// refutation shown, then taken back), hinted and shown move by move, the
// pauses fired by hand from the core's snapshot, and the record stored or
// kept aside.
import DraughtsCore
import DraughtsKit
import Foundation
import Testing

/// The scheduler of the tests: the core's pauses wait until fired.
@MainActor
final class ManualClock {
    private var pending: [(id: Int, ms: UInt32, block: @MainActor () -> Void)] = []
    private var nextId = 0

    var delays: [UInt32] { pending.map(\.ms) }

    func schedule(_ ms: UInt32, _ block: @escaping @MainActor () -> Void) -> () -> Void {
        nextId += 1
        let id = nextId
        pending.append((id, ms, block))
        return { [weak self] in self?.pending.removeAll { $0.id == id } }
    }

    /// Runs the first pending wake-up; false if none.
    @discardableResult
    func fire() -> Bool {
        guard !pending.isEmpty else { return false }
        pending.removeFirst().block()
        return true
    }

    func fireAll() { while fire() {} }
}

@MainActor
@Suite("Real core: the puzzle model")
struct PuzzleModelTests {
    /// The first puzzle a newcomer gets, in notation (the core's own solution).
    static func solution(_ variant: Variant) throws -> [String] {
        let shadow = try PuzzleTrainerHandle(variant: variant, record: Data(), language: .en)
        _ = try shadow.send(input: .next)
        return try shadow.send(input: .showSolution).solution
    }

    final class Saved: @unchecked Sendable { var bytes: Data? }

    func model(_ clock: ManualClock, saved: Saved, stored: Data? = nil, aside: @escaping (KeepAside) -> Bool = { _ in true }) -> PuzzleModel {
        let m = PuzzleModel(
            variant: .english, stored: stored, today: "2026-12-05", language: .en,
            keepAside: aside, save: { saved.bytes = $0 }, schedule: clock.schedule
        )
        m.start()
        return m
    }

    func play(_ m: PuzzleModel, _ notation: String) throws {
        let board = try #require(m.screen?.board)
        let mv = try #require(board.legalMoves.first { $0.notation == notation }, "\(notation) is legal")
        m.tap(mv.from)
        for sq in mv.path where m.screen?.outcome == nil { m.tap(sq) }
    }

    @Test("the solution tapped solves the puzzle; the rating, the streak, the chip and the record follow")
    func solve() throws {
        let clock = ManualClock(), saved = Saved()
        let m = model(clock, saved: saved)
        let line = try Self.solution(.english)
        for i in stride(from: 0, to: line.count, by: 2) {
            try play(m, line[i])
            clock.fireAll()
        }
        let s = try #require(m.screen)
        #expect(s.status == .solved)
        #expect(s.streak == 1)
        let change = try #require(s.ratingChange)
        #expect(change.after > change.before)
        #expect(s.sitting.map(\.result) == [.solved])
        #expect(s.controls.next.offered)
        let text = String(decoding: try #require(saved.bytes), as: UTF8.self)
        #expect(text.contains("\"solved\":1"), "\(text)")
    }

    @Test("a wrong move is answered on the board after the core's pause, then taken back")
    func fail() async throws {
        let clock = ManualClock(), saved = Saved()
        let m = model(clock, saved: saved)
        // The core's search at the proof's depth is slow in a debug build: faked.
        m.checker = { job in try job.answer(score: -400, refutation: try job.replies().first) }
        let line = try Self.solution(.english)
        let start = try #require(m.screen?.board.fen)
        let wrong = try #require(m.screen?.board.legalMoves.first { $0.notation != line[0] })
        try play(m, wrong.notation)
        #expect(m.screen?.judging == true)
        for _ in 0..<500 where m.screen?.outcome != .wrong {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(m.screen?.outcome == .wrong)
        #expect(m.screen?.nextStep?.kind == .refutation)
        #expect(clock.delays == [500])
        #expect(m.screen?.board.fen != start, "the wrong move stays on the board")
        clock.fire()
        #expect(m.screen?.nextStep?.kind == .takeBack)
        clock.fire()
        #expect(m.screen?.board.fen == start, "taken back")
        #expect(m.screen?.status == .solving)
        #expect(m.screen?.sitting.map(\.result) == [.failed])
    }

    @Test("a hint marks the piece to move and is given once")
    func hint() throws {
        let clock = ManualClock(), saved = Saved()
        let m = model(clock, saved: saved)
        m.hint()
        let s = try #require(m.screen)
        #expect(s.hint != nil)
        #expect(!s.controls.hint.enabled)
        #expect(s.said.hasPrefix("Hint"), "\(s.said)")
    }

    @Test("the solution shown is played move by move, a step per pause")
    func show() throws {
        let clock = ManualClock(), saved = Saved()
        let m = model(clock, saved: saved)
        let line = try Self.solution(.english)
        m.showSolution()
        #expect(m.screen?.status == .shown)
        var steps = 0
        while let step = m.screen?.nextStep {
            #expect(step.kind == .solution && step.delayMs == 800)
            clock.fire()
            steps += 1
        }
        #expect(steps == line.count)
        #expect(m.screen?.board.fen == m.screen?.fen)
        #expect(m.screen?.sitting.map(\.result) == [.failed])
    }

    @Test("a record this version cannot read is kept aside, the player told, and a new one written")
    func keptAside() throws {
        let clock = ManualClock(), saved = Saved()
        var kept: [KeepAside] = []
        let newer = Data(#"{"format":"draughts-puzzles","version":99}"#.utf8)
        let m = model(clock, saved: saved, stored: newer, aside: { kept.append($0); return true })
        #expect(kept.count == 1)
        #expect(m.notice != nil)
        #expect(saved.bytes != nil, "a new record is written once the old one is aside")
        let refused = Saved()
        _ = model(ManualClock(), saved: refused, stored: newer, aside: { _ in false })
        #expect(refused.bytes == nil, "never written over when it could not be kept aside")
    }
}
