// The player's record from the puzzle trainer: the dashboard of a period,
// the recent puzzles, and the inputs of streak mode and of the replay of
// failed puzzles. The snapshots are the core's; the dashboard's chosen
// period is that screen's own state.
import DraughtsCore
import Foundation
import Observation

extension PuzzleModel {
    /// The dashboard of `period`, from the record as it stands.
    public func dashboard(_ period: PuzzlePeriod) -> PuzzleDashboard? {
        try? handle?.dashboard(period: period)
    }

    /// The recent puzzles, from the record as it stands.
    public func history() -> PuzzleHistory? {
        try? handle?.history()
    }

    /// Replays the puzzles failed in `period` and not solved since.
    public func replayFailed(_ period: PuzzlePeriod) { send(.replayFailed(period: period)) }
    /// Starts a streak run.
    public func startRun() { send(.startRun) }
    /// Leaves the streak run.
    public func leaveRun() { send(.leaveRun) }
}

/// The dashboard screen: the chosen period and the core's snapshot of it.
@MainActor
@Observable
public final class PuzzleDashboardModel {
    /// The period shown.
    public private(set) var period: PuzzlePeriod
    /// The core's dashboard of that period.
    public private(set) var dashboard: PuzzleDashboard?
    @ObservationIgnored private let trainer: PuzzleModel

    public init(trainer: PuzzleModel, period: PuzzlePeriod = .month) {
        self.trainer = trainer
        self.period = period
        dashboard = trainer.dashboard(period)
    }

    /// Shows another period.
    public func choose(_ period: PuzzlePeriod) {
        self.period = period
        refresh()
    }

    /// Reads the dashboard again (after puzzles were played).
    public func refresh() { dashboard = trainer.dashboard(period) }

    /// Starts the failed puzzles of the period on the puzzle screen.
    public func replay() {
        trainer.replayFailed(period)
        refresh()
    }
}

/// The history screen: the core's recent puzzles; a tile reopens its puzzle.
@MainActor
@Observable
public final class PuzzleHistoryModel {
    /// The core's snapshot.
    public private(set) var history: PuzzleHistory?
    @ObservationIgnored private let trainer: PuzzleModel

    public init(trainer: PuzzleModel) {
        self.trainer = trainer
        history = trainer.history()
    }

    /// Reads the history again.
    public func refresh() { history = trainer.history() }

    /// Reopens a puzzle of this variant on the puzzle screen.
    public func open(_ item: PuzzleHistoryItem) {
        guard let index = item.puzzle else { return }
        trainer.reopen(index)
    }
}
