//! The player's record as two screens, after lichess's puzzle dashboard
//! and history: the dashboard of a period (puzzles played and solved, the
//! rating as a line, the strongest and weakest themes, the failed puzzles
//! to replay) and the recent puzzles as thumbnails under date headings.
//! Both read the record's dated history; the whole record is counted,
//! every variant, but only this variant's puzzles can be replayed.

use super::practice::Period;
use super::{signed, theme_name, PuzzleTrainer};
use crate::board::screen_pos;
use crate::controls::Control;
use crate::i18n::{text, tr};
use crate::puzzles::day::Day;
use crate::puzzles::history::HistoryEntry;
use crate::puzzles::sitting::SittingResult;
use draughts_engine::puzzle::Theme;
use draughts_rules::{Color, Piece, Position, Variant};
use std::collections::BTreeMap;

/// A theme shows among the strongest or weakest once tried this often in
/// the period.
pub const THEME_MIN_TRIED: u32 = 3;
/// How many themes each list shows.
pub const THEME_LIST: usize = 3;
/// How many recent puzzles the history shows.
pub const HISTORY_SHOWN: usize = 60;

/// One period to choose on the dashboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeriodChoice {
    /// The period.
    pub period: Period,
    /// "7 days".
    pub label: String,
    /// Whether the dashboard shows it.
    pub chosen: bool,
}

/// One figure of the dashboard: "Played", "24".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatCard {
    /// "Played".
    pub title: String,
    /// "24", "18 (75%)".
    pub value: String,
    /// What a screen reader says: "Played: 24".
    pub label: String,
}

/// One point of the rating line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingPoint {
    /// The rating after the attempt (the first point: before the first).
    pub rating: i32,
    /// The day.
    pub day: Day,
}

/// The rating over the period, as a line chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingChart {
    /// The points, oldest first, evenly spaced along the line.
    pub points: Vec<RatingPoint>,
    /// The bottom of the chart's scale (a multiple of 50 under the lowest).
    pub low: i32,
    /// The top of the scale (a multiple of 50 over the highest).
    pub high: i32,
    /// "Rating".
    pub title: String,
    /// What a screen reader says: "Rating from 1500 to 1562, lowest
    /// 1488, highest 1570".
    pub description: String,
}

/// A theme's score in the period.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThemeScore {
    /// The theme.
    pub theme: Theme,
    /// "Shot".
    pub name: String,
    /// Tried in the period.
    pub tried: u32,
    /// Solved at the first try.
    pub solved: u32,
    /// "4 of 5 solved (80%)".
    pub text: String,
}

/// The dashboard's snapshot ([`PuzzleTrainer::dashboard`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleDashboard {
    /// "Dashboard".
    pub title: String,
    /// The periods to choose, one chosen.
    pub periods: Vec<PeriodChoice>,
    /// Puzzles played in the period (rated ones).
    pub played: u32,
    /// Of those, solved (with a hint or not).
    pub solved: u32,
    /// The figures: played, solved, the rating now.
    pub cards: Vec<StatCard>,
    /// The rating over the period.
    pub chart: RatingChart,
    /// "Strengths".
    pub strongest_title: String,
    /// The best themes, best first (each tried [`THEME_MIN_TRIED`] times).
    pub strongest: Vec<ThemeScore>,
    /// "To improve".
    pub weakest_title: String,
    /// The weakest themes, weakest first.
    pub weakest: Vec<ThemeScore>,
    /// Said where a theme list is empty: "Play 3 puzzles of a theme to
    /// see it here."
    pub themes_empty: String,
    /// How many of this variant's puzzles failed in the period are not
    /// solved since.
    pub to_replay: u32,
    /// "3 to replay": sends [`super::PuzzleInput::ReplayFailed`] with the
    /// period; disabled when none.
    pub replay: Control,
    /// Said when nothing was played in the period; `None` otherwise.
    pub empty: Option<String>,
    /// "History": the title of the recent puzzles' screen.
    pub history_title: String,
}

/// A small board: the pieces of a puzzle's start, as the solver faces it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MiniBoard {
    /// Squares along one side.
    pub side: u8,
    /// Every playing square, with its screen row and column.
    pub squares: Vec<MiniSquare>,
}

/// One playing square of a [`MiniBoard`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MiniSquare {
    /// Screen row (0 = top).
    pub row: u8,
    /// Screen column (0 = left).
    pub col: u8,
    /// The piece there.
    pub piece: Option<Piece>,
}

/// One recent puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryItem {
    /// The puzzle's index in this trainer's set, to reopen it
    /// ([`super::PuzzleInput::Start`]); `None` for another variant's.
    pub puzzle: Option<usize>,
    /// Its start, to draw small.
    pub board: MiniBoard,
    /// How it ended.
    pub result: SittingResult,
    /// "Solved", "Solved with a hint", "Failed".
    pub result_text: String,
    /// The rating change.
    pub change: i32,
    /// "+12", "−8".
    pub change_text: String,
    /// The rating after it: "1512".
    pub rating_text: String,
    /// What a screen reader says: "Solved, rating 1512 (+12): Shot,
    /// Sacrifice".
    pub label: String,
    /// Where it comes from, when it is one of the player's own ("From
    /// your game Alice – Bob").
    pub source: Option<String>,
}

/// The recent puzzles of one day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryDay {
    /// "Today", "Yesterday", "2026-05-01".
    pub heading: String,
    /// Its puzzles, the latest first.
    pub items: Vec<HistoryItem>,
}

/// The history's snapshot ([`PuzzleTrainer::history`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleHistory {
    /// "History".
    pub title: String,
    /// The days, the latest first.
    pub days: Vec<HistoryDay>,
    /// Said when no puzzle was played yet; `None` otherwise.
    pub empty: Option<String>,
}

fn result_message(r: SittingResult) -> &'static str {
    match r {
        SittingResult::Solved => "puzzles-record-result-solved",
        SittingResult::Hinted => "puzzles-record-result-hinted",
        SittingResult::Failed => "puzzles-record-result-failed",
    }
}

impl PuzzleTrainer {
    /// The dashboard of `period`, ending today ([`PuzzleTrainer::set_today`]).
    pub fn dashboard(&self, period: Period) -> PuzzleDashboard {
        let lang = self.lang;
        let today = self.practice.today;
        let entries: Vec<&HistoryEntry> =
            self.record.history.iter().filter(|e| period.holds(e.day, today)).collect();
        let played = entries.len() as u32;
        let solved = entries.iter().filter(|e| e.result != SittingResult::Failed).count() as u32;
        let percent = (solved * 100).checked_div(played).unwrap_or(0);
        let rating = self.record.rating.rating.round() as i32;
        let card = |title: &'static str, value: String| {
            let title = text(lang, title).to_string();
            let label = format!("{title}: {value}");
            StatCard { title, value, label }
        };
        let cards = vec![
            card("puzzles-record-card-played", played.to_string()),
            card(
                "puzzles-record-card-solved",
                tr(
                    lang,
                    "puzzles-record-solved-value",
                    &[("n", solved.into()), ("percent", percent.into())],
                ),
            ),
            card("puzzles-record-card-rating", rating.to_string()),
        ];
        let (strongest, weakest) = self.theme_scores(&entries);
        let to_replay = self.failed_in(period).len() as u32;
        PuzzleDashboard {
            title: text(lang, "puzzles-record-dashboard-title").to_string(),
            periods: Period::ALL
                .into_iter()
                .map(|p| PeriodChoice {
                    period: p,
                    label: text(lang, p.message()).to_string(),
                    chosen: p == period,
                })
                .collect(),
            played,
            solved,
            cards,
            chart: self.rating_chart(&entries),
            strongest_title: text(lang, "puzzles-record-strongest-title").to_string(),
            strongest,
            weakest_title: text(lang, "puzzles-record-weakest-title").to_string(),
            weakest,
            themes_empty: tr(lang, "puzzles-record-themes-empty", &[("n", THEME_MIN_TRIED.into())]),
            to_replay,
            replay: Control::new(
                tr(lang, "puzzles-record-replay", &[("n", to_replay.into())]),
                to_replay > 0,
            ),
            empty: (played == 0).then(|| text(lang, "puzzles-record-period-empty").to_string()),
            history_title: text(lang, "puzzles-record-history-title").to_string(),
        }
    }

    fn rating_chart(&self, entries: &[&HistoryEntry]) -> RatingChart {
        let lang = self.lang;
        let mut points: Vec<RatingPoint> = Vec::with_capacity(entries.len() + 1);
        if let Some(first) = entries.first() {
            points.push(RatingPoint { rating: first.rating - first.change, day: first.day });
        }
        points.extend(entries.iter().map(|e| RatingPoint { rating: e.rating, day: e.day }));
        let lowest = points.iter().map(|p| p.rating).min();
        let highest = points.iter().map(|p| p.rating).max();
        let (low, high, description) = match (lowest, highest, points.first(), points.last()) {
            (Some(lo), Some(hi), Some(first), Some(last)) => {
                let low = lo.div_euclid(50) * 50;
                let high = (hi.div_euclid(50) + 1) * 50;
                let args = [
                    ("from", first.rating.into()),
                    ("to", last.rating.into()),
                    ("low", lo.into()),
                    ("high", hi.into()),
                ];
                (low, high, tr(lang, "puzzles-record-chart-description", &args))
            }
            _ => {
                let r = self.record.rating.rating.round() as i32;
                let low = r.div_euclid(50) * 50;
                (low, low + 50, text(lang, "puzzles-record-chart-empty").to_string())
            }
        };
        RatingChart {
            points,
            low,
            high,
            title: text(lang, "puzzles-record-chart-title").to_string(),
            description,
        }
    }

    /// The strongest and weakest themes of the entries: each theme tried at
    /// least [`THEME_MIN_TRIED`] times, by the share solved at the first
    /// try; a theme solved half the time or more is a strength, else a
    /// weakness, so none is both.
    fn theme_scores(&self, entries: &[&HistoryEntry]) -> (Vec<ThemeScore>, Vec<ThemeScore>) {
        let mut per: BTreeMap<&str, (u32, u32)> = BTreeMap::new();
        for e in entries {
            for t in &e.themes {
                let s = per.entry(t.as_str()).or_default();
                s.0 += 1;
                s.1 += u32::from(e.result == SittingResult::Solved);
            }
        }
        let mut scores: Vec<ThemeScore> = per
            .into_iter()
            .filter(|(_, (tried, _))| *tried >= THEME_MIN_TRIED)
            .filter_map(|(id, (tried, solved))| {
                let theme = Theme::from_id(id)?;
                let percent = solved * 100 / tried;
                let args = [
                    ("solved", solved.into()),
                    ("tried", tried.into()),
                    ("percent", percent.into()),
                ];
                Some(ThemeScore {
                    theme,
                    name: theme_name(theme, self.lang).to_string(),
                    tried,
                    solved,
                    text: tr(self.lang, "puzzles-record-theme-score", &args),
                })
            })
            .collect();
        // The share solved, compared without rounding: a/b against c/d.
        scores.sort_by(|a, b| {
            (u64::from(b.solved) * u64::from(a.tried))
                .cmp(&(u64::from(a.solved) * u64::from(b.tried)))
                .then(b.tried.cmp(&a.tried))
                .then((a.theme as u8).cmp(&(b.theme as u8)))
        });
        let strong = |s: &ThemeScore| s.solved * 2 >= s.tried;
        let strongest: Vec<ThemeScore> =
            scores.iter().filter(|s| strong(s)).take(THEME_LIST).cloned().collect();
        let weakest: Vec<ThemeScore> =
            scores.iter().rev().filter(|s| !strong(s)).take(THEME_LIST).cloned().collect();
        (strongest, weakest)
    }

    /// The recent puzzles, the latest first, under date headings.
    pub fn history(&self) -> PuzzleHistory {
        let lang = self.lang;
        let today = self.practice.today;
        let mut days: Vec<HistoryDay> = Vec::new();
        let mut last_day: Option<Day> = None;
        for e in self.record.history.iter().rev().take(HISTORY_SHOWN) {
            if last_day != Some(e.day) {
                let heading = match today.since(e.day) {
                    0 => text(lang, "puzzles-record-day-today").to_string(),
                    1 => text(lang, "puzzles-record-day-yesterday").to_string(),
                    _ => e.day.to_string(),
                };
                days.push(HistoryDay { heading, items: Vec::new() });
                last_day = Some(e.day);
            }
            let item = self.history_item(e);
            days.last_mut().expect("a day was just pushed").items.push(item);
        }
        PuzzleHistory {
            title: text(lang, "puzzles-record-history-title").to_string(),
            empty: days.is_empty().then(|| text(lang, "puzzles-record-history-empty").to_string()),
            days,
        }
    }

    fn history_item(&self, e: &HistoryEntry) -> HistoryItem {
        let lang = self.lang;
        let variant = e
            .puzzle
            .split(':')
            .next()
            .and_then(|name| Variant::ALL.into_iter().find(|v| v.name() == name));
        let board = variant
            .map(|v| mini_board(v, &e.fen))
            .unwrap_or(MiniBoard { side: 8, squares: Vec::new() });
        let puzzle = (variant == Some(self.variant))
            .then(|| self.set.puzzles.iter().position(|p| self.key(p) == e.puzzle))
            .flatten();
        let result_text = text(lang, result_message(e.result)).to_string();
        let change_text = signed(e.change);
        let themes: Vec<&str> = e
            .themes
            .iter()
            .filter_map(|id| Theme::from_id(id))
            .map(|t| theme_name(t, lang))
            .collect();
        let label = tr(
            lang,
            "puzzles-record-history-item",
            &[
                ("result", result_text.clone().into()),
                ("rating", e.rating.into()),
                ("change", change_text.clone().into()),
                ("themes", themes.join(", ").into()),
            ],
        );
        HistoryItem {
            puzzle,
            board,
            result: e.result,
            result_text,
            change: e.change,
            change_text,
            rating_text: e.rating.to_string(),
            label,
            source: self.source_of_key(&e.puzzle),
        }
    }
}

/// The position of `fen` as its side to move faces it (an empty board if
/// the FEN no longer reads).
fn mini_board(variant: Variant, fen: &str) -> MiniBoard {
    let rules = variant.rules();
    let side = rules.board.side();
    let Ok(position) = Position::from_fen(&rules, fen) else {
        return MiniBoard { side, squares: Vec::new() };
    };
    let flipped = position.turn() == Color::Black;
    let squares = rules
        .squares()
        .map(|s| {
            let (row, col) = screen_pos(&rules, flipped, s);
            MiniSquare { row, col, piece: position.piece_at(&rules, s) }
        })
        .collect();
    MiniBoard { side, squares }
}
