//! What the trainer adds around its puzzles: today's date for the
//! record's history, the failed puzzles queued for a replay, and streak
//! mode (after lichess's Puzzle Streak: puzzles of rising difficulty, no
//! clock, one wrong move ends the run, the best run kept).
//!
//! A run's puzzles are unrated: the rating follows the rated puzzles only,
//! as on lichess.

use super::{PuzzleInput, PuzzleState, PuzzleTrainer};
use crate::controls::Control;
use crate::i18n::{text, tr};
use crate::puzzles::day::Day;
use crate::puzzles::history::HistoryEntry;
use crate::puzzles::sitting::SittingResult;
use std::collections::VecDeque;

/// How much harder each puzzle of a run is than the one before, at least.
pub const RUN_STEP: i32 = 20;
/// A run starts this far below the player's rating.
pub const RUN_START: i32 = -500;

/// A period of the dashboard, ending today.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Period {
    /// Today.
    Day,
    /// The last 7 days.
    Week,
    /// The last 30 days.
    #[default]
    Month,
    /// Every attempt kept.
    All,
}

impl Period {
    /// Every period, shortest first.
    pub const ALL: [Period; 4] = [Period::Day, Period::Week, Period::Month, Period::All];

    /// How many days it spans, today included (`None`: all).
    pub const fn days(self) -> Option<i32> {
        match self {
            Period::Day => Some(1),
            Period::Week => Some(7),
            Period::Month => Some(30),
            Period::All => None,
        }
    }

    /// Whether `day` falls in the period ending `today`.
    pub fn holds(self, day: Day, today: Day) -> bool {
        match self.days() {
            Some(n) => (0..n).contains(&today.since(day)),
            None => true,
        }
    }

    pub(crate) fn message(self) -> &'static str {
        match self {
            Period::Day => "puzzles-record-period-day",
            Period::Week => "puzzles-record-period-week",
            Period::Month => "puzzles-record-period-month",
            Period::All => "puzzles-record-period-all",
        }
    }
}

/// The trainer's extras: today, the replays queued, the streak run.
#[derive(Clone, Debug, Default)]
pub(in crate::puzzles) struct Practice {
    pub(super) today: Day,
    /// Puzzles to replay, next first (indices in the set).
    pub(super) replays: VecDeque<usize>,
    pub(super) run: Option<Run>,
}

/// A streak run under way or just over.
#[derive(Clone, Debug)]
pub(in crate::puzzles) struct Run {
    /// The puzzles of the run, easiest first.
    ladder: Vec<usize>,
    /// The rung on the board.
    at: usize,
    /// Puzzles solved in this run.
    solved: u32,
    /// Whether the puzzle on the board was counted.
    counted: bool,
    /// Whether the run is over.
    over: bool,
    /// The best run before this one.
    best_before: u32,
}

/// The streak mode's part of the puzzle screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunView {
    /// Whether a run is on the board (running or just over).
    pub active: bool,
    /// Whether the run is over (a wrong move, the solution shown, or no
    /// harder puzzle left).
    pub over: bool,
    /// Puzzles solved in this run.
    pub current: u32,
    /// The best run.
    pub best: u32,
    /// "Puzzle streak".
    pub title: String,
    /// "Run: 3".
    pub current_text: String,
    /// "Best run: 7".
    pub best_text: String,
    /// What the run asks, or how it ended: "Run over: 3 solved. Your best
    /// is 7."
    pub sentence: String,
    /// Starts a run ([`PuzzleInput::StartRun`]); put forward once a run
    /// is over.
    pub start: Control,
    /// Leaves the run ([`PuzzleInput::LeaveRun`]).
    pub leave: Control,
}

impl PuzzleTrainer {
    /// Sets today's date, which dates the attempts in the record's
    /// history and ends the dashboard's periods. The front end gives it
    /// from the platform clock.
    pub fn set_today(&mut self, today: Day) {
        self.practice.today = today;
    }

    /// Today, as set by [`PuzzleTrainer::set_today`] (1970-01-01 until then).
    pub fn today(&self) -> Day {
        self.practice.today
    }

    /// Keeps a rated attempt in the record's history.
    pub(super) fn log_attempt(
        &mut self,
        index: usize,
        result: SittingResult,
        rating: i32,
        change: i32,
    ) {
        let p = &self.set.puzzles[index];
        let entry = HistoryEntry {
            puzzle: self.key(p),
            day: self.practice.today,
            result,
            rating,
            change,
            themes: p.themes.list().into_iter().map(|t| t.id().to_string()).collect(),
            fen: p.start.to_fen(&self.rules),
        };
        self.record.log(entry);
    }

    /// The puzzles of this variant failed in `period` and not solved since,
    /// the most recent first (indices in the set).
    pub fn failed_in(&self, period: super::practice::Period) -> Vec<usize> {
        let today = self.practice.today;
        let mut keys: Vec<&str> = Vec::new();
        for (n, e) in self.record.history.iter().enumerate().rev() {
            let later_solved = self.record.history[n + 1..]
                .iter()
                .any(|l| l.puzzle == e.puzzle && l.result != SittingResult::Failed);
            if e.result == SittingResult::Failed
                && period.holds(e.day, today)
                && !later_solved
                && !keys.contains(&e.puzzle.as_str())
            {
                keys.push(&e.puzzle);
            }
        }
        keys.iter()
            .filter_map(|k| self.set.puzzles.iter().position(|p| self.key(p) == *k))
            .collect()
    }

    /// Queues the puzzles failed in `period` and starts the first.
    pub(super) fn replay_failed(&mut self, period: Period) {
        self.practice.run = None;
        self.practice.replays = self.failed_in(period).into();
        self.practice_next();
    }

    /// Next in a run or in the replays; `false` when neither takes it.
    pub(super) fn practice_next(&mut self) -> bool {
        if let Some(run) = self.practice.run.as_mut() {
            if run.over {
                // Next after a run: back to rated puzzles.
                self.practice.run = None;
                return false;
            }
            if !run.counted {
                return true;
            }
            if run.at + 1 >= run.ladder.len() {
                run.over = true;
                return true;
            }
            run.at += 1;
            run.counted = false;
            let index = run.ladder[run.at];
            self.start_unrated(index);
            return true;
        }
        match self.practice.replays.pop_front() {
            Some(index) => {
                self.start(index);
                true
            }
            None => false,
        }
    }

    /// The puzzles of a run: not played lately (every one, when few are
    /// left), from [`RUN_START`] below the player's rating upwards, each at
    /// least [`RUN_STEP`] harder than the one before.
    fn ladder(&self) -> Vec<usize> {
        let puzzles = &self.set.puzzles;
        let mut fresh: Vec<usize> = (0..puzzles.len())
            .filter(|&i| !self.record.is_recent(&self.key(&puzzles[i])))
            .collect();
        if fresh.len() < 10 {
            fresh = (0..puzzles.len()).collect();
        }
        fresh.sort_by_key(|&i| (puzzles[i].rating, puzzles[i].id()));
        let climb = |floor: i32| {
            let mut floor = floor;
            let mut ladder = Vec::new();
            for &i in &fresh {
                let r = i32::from(puzzles[i].rating);
                if r >= floor {
                    ladder.push(i);
                    floor = r + RUN_STEP;
                }
            }
            ladder
        };
        let ladder = climb(self.record.rating.rating.round() as i32 + RUN_START);
        if ladder.len() >= 10 {
            ladder
        } else {
            climb(i32::MIN)
        }
    }

    /// Starts a streak run.
    pub(super) fn start_run(&mut self) {
        self.practice.replays.clear();
        let ladder = self.ladder();
        let Some(&first) = ladder.first() else { return };
        let best_before = self.record.best_run;
        self.practice.run =
            Some(Run { ladder, at: 0, solved: 0, counted: false, over: false, best_before });
        self.start_unrated(first);
    }

    /// Leaves the run; the puzzle on the board stays.
    pub(super) fn leave_run(&mut self) {
        if let Some(run) = self.practice.run.take() {
            self.record.end_run(run.solved);
        }
    }

    fn start_unrated(&mut self, index: usize) {
        self.start(index);
        if let Some(a) = self.attempt.as_mut() {
            a.rated = true;
        }
    }

    /// Whether a streak run is under way (not over).
    pub(super) fn in_run(&self) -> bool {
        self.practice.run.as_ref().is_some_and(|r| !r.over)
    }

    /// What a run does not allow: a hint, another puzzle chosen by hand.
    pub(super) fn run_refuses(&self, input: PuzzleInput) -> bool {
        self.in_run() && matches!(input, PuzzleInput::Hint | PuzzleInput::Start(_))
    }

    /// Counts a solved puzzle of the run, or ends the run on a failure.
    pub(super) fn follow_run(&mut self) {
        let Some(run) = self.practice.run.as_mut() else { return };
        let Some(a) = self.attempt.as_ref() else { return };
        if run.over || a.index != run.ladder[run.at] {
            return;
        }
        if a.failed || a.state == PuzzleState::Shown {
            run.over = true;
        } else if a.state == PuzzleState::Solved && !run.counted {
            run.counted = true;
            run.solved += 1;
        }
        let solved = run.solved;
        // Kept at once: a run cut short by the app closing still counts.
        self.record.end_run(solved);
    }

    /// The streak mode's part of the snapshot.
    pub(super) fn run_view(&self) -> RunView {
        let lang = self.lang;
        let best = self.record.best_run;
        let has_puzzles = !self.set.puzzles.is_empty();
        let best_text = tr(lang, "puzzles-record-run-best", &[("n", best.into())]);
        let title = text(lang, "puzzles-record-run-title").to_string();
        let Some(run) = self.practice.run.as_ref() else {
            return RunView {
                active: false,
                over: false,
                current: 0,
                best,
                title,
                current_text: tr(lang, "puzzles-record-run-current", &[("n", 0.into())]),
                best_text,
                sentence: text(lang, "puzzles-record-run-rules").to_string(),
                start: Control::new(text(lang, "puzzles-record-run-start"), has_puzzles),
                leave: Control::new(text(lang, "puzzles-record-run-leave"), false),
            };
        };
        let sentence = if !run.over {
            text(lang, "puzzles-record-run-rules").to_string()
        } else if run.solved > run.best_before {
            tr(lang, "puzzles-record-run-over-best", &[("n", run.solved.into())])
        } else {
            tr(lang, "puzzles-record-run-over", &[("n", run.solved.into()), ("best", best.into())])
        };
        let start_label =
            if run.over { "puzzles-record-run-again" } else { "puzzles-record-run-start" };
        RunView {
            active: true,
            over: run.over,
            current: run.solved,
            best,
            title,
            current_text: tr(lang, "puzzles-record-run-current", &[("n", run.solved.into())]),
            best_text,
            sentence,
            start: Control::new(text(lang, start_label), has_puzzles).offered(run.over),
            leave: Control::new(text(lang, "puzzles-record-run-leave"), true),
        }
    }
}
