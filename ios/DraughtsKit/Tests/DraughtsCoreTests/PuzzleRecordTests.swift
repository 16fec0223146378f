// The player's record through the puzzle model, against the real core: the
// dashboard of a period with its failed puzzles replayed, the history whose
// tile reopens a puzzle, and a streak run ended by giving up, its best kept
// in the stored record.
import DraughtsCore
import DraughtsKit
import Foundation
import Testing

@MainActor
@Suite("Real core: the puzzle record's screens")
struct PuzzleRecordTests {
    final class Saved: @unchecked Sendable { var bytes: Data? }

    func model(_ clock: ManualClock, saved: Saved) -> PuzzleModel {
        let m = PuzzleModel(
            variant: .english, stored: nil, today: "2026-12-05", language: .en,
            keepAside: { _ in true }, save: { saved.bytes = $0 }, schedule: clock.schedule
        )
        m.start()
        return m
    }

    @Test("a puzzle given up shows on the dashboard of the day, and N to replay starts it again")
    func dashboard() throws {
        let clock = ManualClock(), saved = Saved()
        let m = model(clock, saved: saved)
        let empty = PuzzleDashboardModel(trainer: m, period: .day)
        #expect(empty.dashboard?.played == 0)
        #expect(empty.dashboard?.replay.enabled == false)
        m.showSolution()
        clock.fireAll()
        let d = PuzzleDashboardModel(trainer: m, period: .day)
        let snap = try #require(d.dashboard)
        #expect(snap.played == 1 && snap.solved == 0)
        #expect(snap.replay.label == "1 to replay")
        #expect(snap.periods.first { $0.chosen }?.period == .day)
        #expect(snap.chart.points.map(\.day) == ["2026-12-05", "2026-12-05"])
        d.choose(.all)
        #expect(d.dashboard?.periods.first { $0.chosen }?.label == "All time")
        d.replay()
        #expect(m.screen?.status == .solving)
        let text = String(decoding: try #require(saved.bytes), as: UTF8.self)
        #expect(text.contains("\"day\":\"2026-12-05\""))
    }

    @Test("the history shows the puzzle under Today as a small board; its tile reopens it")
    func history() throws {
        let clock = ManualClock(), saved = Saved()
        let m = model(clock, saved: saved)
        #expect(PuzzleHistoryModel(trainer: m).history?.empty == "No puzzles played yet.")
        m.showSolution()
        clock.fireAll()
        let h = PuzzleHistoryModel(trainer: m)
        let day = try #require(h.history?.days.first)
        #expect(day.heading == "Today")
        let item = try #require(day.items.first)
        #expect(item.result == .failed)
        #expect(item.board.squares.count == 32)
        #expect(item.label.hasPrefix("Failed, rating "))
        h.open(item)
        #expect(m.screen?.status == .solving)
    }

    @Test("a streak run: no hint, giving up ends it, Leave goes back to rated puzzles")
    func streak() throws {
        let clock = ManualClock(), saved = Saved()
        let m = model(clock, saved: saved)
        #expect(m.screen?.run.active == false)
        #expect(m.screen?.run.start.label == "Start a streak")
        m.startRun()
        let running = try #require(m.screen)
        #expect(running.run.active && !running.run.over)
        #expect(!running.controls.hint.enabled)
        m.showSolution()
        clock.fireAll()
        let over = try #require(m.screen?.run)
        #expect(over.over)
        #expect(over.sentence == "Run over: 0 puzzles solved. Your best is 0.")
        #expect(over.start.label == "New run")
        m.leaveRun()
        #expect(m.screen?.run.active == false)
        #expect(m.screen?.rating == 1500, "a run is unrated")
    }
}
