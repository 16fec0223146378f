//! The player's puzzle record as the apps draw it: the dashboard of a
//! period, the recent puzzles as small boards, and streak mode's part of
//! the puzzle screen. They mirror the core's snapshots
//! ([`draughts_app::puzzles::PuzzleDashboard`],
//! [`draughts_app::puzzles::PuzzleHistory`],
//! [`draughts_app::puzzles::RunView`]) field for field.

use crate::board_view::{piece, PieceInfo};
use crate::controls::ControlView;
use crate::puzzles::{PuzzleSittingResult, PuzzleTheme};
use draughts_app::puzzles as pz;

/// A period of the dashboard, ending today.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzlePeriod {
    /// Today.
    Day,
    /// The last 7 days.
    Week,
    /// The last 30 days.
    Month,
    /// Every attempt kept.
    All,
}

impl From<PuzzlePeriod> for pz::Period {
    fn from(p: PuzzlePeriod) -> pz::Period {
        match p {
            PuzzlePeriod::Day => pz::Period::Day,
            PuzzlePeriod::Week => pz::Period::Week,
            PuzzlePeriod::Month => pz::Period::Month,
            PuzzlePeriod::All => pz::Period::All,
        }
    }
}

impl From<pz::Period> for PuzzlePeriod {
    fn from(p: pz::Period) -> PuzzlePeriod {
        match p {
            pz::Period::Day => PuzzlePeriod::Day,
            pz::Period::Week => PuzzlePeriod::Week,
            pz::Period::Month => PuzzlePeriod::Month,
            pz::Period::All => PuzzlePeriod::All,
        }
    }
}

/// One period to choose.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzlePeriodChoice {
    /// The period.
    pub period: PuzzlePeriod,
    /// "7 days".
    pub label: String,
    /// Whether the dashboard shows it.
    pub chosen: bool,
}

/// One figure: "Played", "24".
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleStatCard {
    /// "Played".
    pub title: String,
    /// "24".
    pub value: String,
    /// What a screen reader says.
    pub label: String,
}

/// One point of the rating line.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleRatingPoint {
    /// The rating.
    pub rating: i32,
    /// The day (ISO 8601).
    pub day: String,
}

/// The rating over the period.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleRatingChart {
    /// The points, oldest first, evenly spaced.
    pub points: Vec<PuzzleRatingPoint>,
    /// The bottom of the scale.
    pub low: i32,
    /// The top of the scale.
    pub high: i32,
    /// "Rating".
    pub title: String,
    /// What a screen reader says about the line.
    pub description: String,
}

/// A theme's score in the period.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleThemeScore {
    /// The theme.
    pub theme: PuzzleTheme,
    /// "Shot".
    pub name: String,
    /// Tried in the period.
    pub tried: u32,
    /// Solved at the first try.
    pub solved: u32,
    /// "4 of 5 solved (80%)".
    pub text: String,
}

/// The dashboard ([`crate::PuzzleTrainerHandle::dashboard`]).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleDashboard {
    /// "Dashboard".
    pub title: String,
    /// The periods, one chosen.
    pub periods: Vec<PuzzlePeriodChoice>,
    /// Puzzles played in the period.
    pub played: u32,
    /// Of those, solved.
    pub solved: u32,
    /// The figures: played, solved, the rating.
    pub cards: Vec<PuzzleStatCard>,
    /// The rating line.
    pub chart: PuzzleRatingChart,
    /// "Strengths".
    pub strongest_title: String,
    /// The best themes, best first.
    pub strongest: Vec<PuzzleThemeScore>,
    /// "To improve".
    pub weakest_title: String,
    /// The weakest themes, weakest first.
    pub weakest: Vec<PuzzleThemeScore>,
    /// Said where a theme list is empty.
    pub themes_empty: String,
    /// How many failed puzzles can be replayed.
    pub to_replay: u32,
    /// "3 to replay": send `PuzzleInput.ReplayFailed` with the period.
    pub replay: ControlView,
    /// Said when nothing was played in the period.
    pub empty: Option<String>,
    /// "History".
    pub history_title: String,
}

/// One playing square of a small board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PuzzleMiniSquare {
    /// Screen row (0 = top).
    pub row: u32,
    /// Screen column (0 = left).
    pub column: u32,
    /// The piece there.
    pub piece: Option<PieceInfo>,
}

/// A puzzle's start, drawn small.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleMiniBoard {
    /// Squares along one side.
    pub side: u32,
    /// Every playing square.
    pub squares: Vec<PuzzleMiniSquare>,
}

/// One recent puzzle.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleHistoryItem {
    /// Its index, to reopen it (`PuzzleInput.Start`); none for another
    /// variant's.
    pub puzzle: Option<u32>,
    /// Its start.
    pub board: PuzzleMiniBoard,
    /// How it ended.
    pub result: PuzzleSittingResult,
    /// "Solved".
    pub result_text: String,
    /// The rating change.
    pub change: i32,
    /// "+12".
    pub change_text: String,
    /// "1512".
    pub rating_text: String,
    /// What a screen reader says.
    pub label: String,
    /// Where it comes from, when it is one of the player's own.
    #[uniffi(default = None)]
    pub source: Option<String>,
}

/// The recent puzzles of one day.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleHistoryDay {
    /// "Today", "Yesterday", "2026-05-01".
    pub heading: String,
    /// Its puzzles, the latest first.
    pub items: Vec<PuzzleHistoryItem>,
}

/// The history ([`crate::PuzzleTrainerHandle::history`]).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleHistory {
    /// "History".
    pub title: String,
    /// The days, the latest first.
    pub days: Vec<PuzzleHistoryDay>,
    /// Said when nothing was played yet.
    pub empty: Option<String>,
}

/// Streak mode's part of the puzzle screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleRun {
    /// Whether a run is on the board.
    pub active: bool,
    /// Whether it is over.
    pub over: bool,
    /// Puzzles solved in this run.
    pub current: u32,
    /// The best run.
    pub best: u32,
    /// "Puzzle streak".
    pub title: String,
    /// "Run: 3 puzzles".
    pub current_text: String,
    /// "Best run: 7 puzzles".
    pub best_text: String,
    /// The rules of a run, or how it ended.
    pub sentence: String,
    /// Starts a run (`PuzzleInput.StartRun`).
    pub start: ControlView,
    /// Leaves it (`PuzzleInput.LeaveRun`).
    pub leave: ControlView,
}

fn sitting_result(r: pz::SittingResult) -> PuzzleSittingResult {
    match r {
        pz::SittingResult::Solved => PuzzleSittingResult::Solved,
        pz::SittingResult::Hinted => PuzzleSittingResult::Hinted,
        pz::SittingResult::Failed => PuzzleSittingResult::Failed,
    }
}

fn theme_score(s: pz::ThemeScore) -> PuzzleThemeScore {
    PuzzleThemeScore {
        theme: s.theme.into(),
        name: s.name,
        tried: s.tried,
        solved: s.solved,
        text: s.text,
    }
}

impl From<pz::PuzzleDashboard> for PuzzleDashboard {
    fn from(d: pz::PuzzleDashboard) -> PuzzleDashboard {
        PuzzleDashboard {
            title: d.title,
            periods: d
                .periods
                .into_iter()
                .map(|p| PuzzlePeriodChoice {
                    period: p.period.into(),
                    label: p.label,
                    chosen: p.chosen,
                })
                .collect(),
            played: d.played,
            solved: d.solved,
            cards: d
                .cards
                .into_iter()
                .map(|c| PuzzleStatCard { title: c.title, value: c.value, label: c.label })
                .collect(),
            chart: PuzzleRatingChart {
                points: d
                    .chart
                    .points
                    .into_iter()
                    .map(|p| PuzzleRatingPoint { rating: p.rating, day: p.day.to_string() })
                    .collect(),
                low: d.chart.low,
                high: d.chart.high,
                title: d.chart.title,
                description: d.chart.description,
            },
            strongest_title: d.strongest_title,
            strongest: d.strongest.into_iter().map(theme_score).collect(),
            weakest_title: d.weakest_title,
            weakest: d.weakest.into_iter().map(theme_score).collect(),
            themes_empty: d.themes_empty,
            to_replay: d.to_replay,
            replay: (&d.replay).into(),
            empty: d.empty,
            history_title: d.history_title,
        }
    }
}

fn mini_board(b: pz::MiniBoard) -> PuzzleMiniBoard {
    PuzzleMiniBoard {
        side: b.side.into(),
        squares: b
            .squares
            .into_iter()
            .map(|s| PuzzleMiniSquare {
                row: s.row.into(),
                column: s.col.into(),
                piece: s.piece.map(piece),
            })
            .collect(),
    }
}

impl From<pz::PuzzleHistory> for PuzzleHistory {
    fn from(h: pz::PuzzleHistory) -> PuzzleHistory {
        PuzzleHistory {
            title: h.title,
            days: h
                .days
                .into_iter()
                .map(|d| PuzzleHistoryDay {
                    heading: d.heading,
                    items: d
                        .items
                        .into_iter()
                        .map(|i| PuzzleHistoryItem {
                            puzzle: i.puzzle.map(|n| n as u32),
                            board: mini_board(i.board),
                            result: sitting_result(i.result),
                            result_text: i.result_text,
                            change: i.change,
                            change_text: i.change_text,
                            rating_text: i.rating_text,
                            label: i.label,
                            source: i.source,
                        })
                        .collect(),
                })
                .collect(),
            empty: h.empty,
        }
    }
}

impl From<pz::RunView> for PuzzleRun {
    fn from(r: pz::RunView) -> PuzzleRun {
        PuzzleRun {
            active: r.active,
            over: r.over,
            current: r.current,
            best: r.best,
            title: r.title,
            current_text: r.current_text,
            best_text: r.best_text,
            sentence: r.sentence,
            start: (&r.start).into(),
            leave: (&r.leave).into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::*;

    #[test]
    fn the_record_screens_through_the_handle() {
        let t = PuzzleTrainerHandle::new(Variant::English, Vec::new(), Language::En).unwrap();
        assert!(t.set_today("2026-02-30".into()).is_err());
        t.set_today("2026-05-10".into()).unwrap();
        t.send(PuzzleInput::Next).unwrap();
        t.send(PuzzleInput::ShowSolution).unwrap();
        let d = t.dashboard(PuzzlePeriod::Day).unwrap();
        assert_eq!((d.played, d.solved, d.to_replay), (1, 0, 1));
        assert_eq!(d.replay.label, "1 to replay");
        assert_eq!(d.chart.points.len(), 2);
        assert_eq!(d.chart.points[1].day, "2026-05-10");
        let h = t.history().unwrap();
        assert_eq!(h.days[0].heading, "Today");
        let item = &h.days[0].items[0];
        assert_eq!(item.result, PuzzleSittingResult::Failed);
        assert_eq!(item.board.squares.len(), 32);
        let s = t.send(PuzzleInput::ReplayFailed { period: PuzzlePeriod::Day }).unwrap();
        assert_eq!(s.status, PuzzleStatus::Solving);
        let s = t.send(PuzzleInput::StartRun).unwrap();
        assert!(s.run.active && s.run.leave.enabled);
        let s = t.send(PuzzleInput::LeaveRun).unwrap();
        assert!(!s.run.active);
        assert!(String::from_utf8(t.record().unwrap()).unwrap().contains("\"history\":[{"));
    }
}
