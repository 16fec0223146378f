//! What one sitting at the puzzle screen adds to the trainer: the moves
//! the board shows one after another with a pause between them (the
//! opponent's replies, a wrong move's refutation and its take-back, the
//! solution), the results of the puzzles played so far, and the choice of
//! themes and difficulty.
//!
//! The core decides what the board shows next and after how long
//! ([`PendingStep`]); the front end only waits that long on its own clock
//! and sends [`super::PuzzleInput::Advance`]. The pauses follow lichess's
//! puzzle screen: a reply after half a second, the solution a move every
//! 0.8 s, a wrong move taken back after it was answered.

use draughts_engine::puzzle::Theme;
use draughts_rules::{Move, Position};
use serde::{Deserialize, Serialize};

/// The pause before each of the opponent's replies.
pub const REPLY_MS: u32 = 500;
/// The pause before a wrong move's refutation is played.
pub const REFUTATION_MS: u32 = 500;
/// The pause before a wrong move (and its refutation) is taken back.
pub const TAKE_BACK_MS: u32 = 1000;
/// The pause before each move of the solution, once shown.
pub const SOLUTION_MS: u32 = 800;

/// What the board shows at the next step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The opponent's forced reply.
    Reply,
    /// The opponent's answer to a wrong move.
    Refutation,
    /// The wrong move (and its refutation) taken back.
    TakeBack,
    /// The next move of the solution.
    Solution,
}

/// The step the board waits for: the front end sends
/// [`super::PuzzleInput::Advance`] after `delay_ms` milliseconds. Any
/// other input plays every pending step at once first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingStep {
    /// What the step shows.
    pub kind: StepKind,
    /// How long to wait before sending `Advance`.
    pub delay_ms: u32,
}

/// A board the screen shows while it lags behind the puzzle's state.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Frame {
    pub(super) position: Position,
    pub(super) last: Option<(Move, String)>,
}

/// One step waiting to be shown.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Step {
    pub(super) kind: StepKind,
    pub(super) delay_ms: u32,
    pub(super) frame: Frame,
}

impl Step {
    pub(super) fn pending(&self) -> PendingStep {
        PendingStep { kind: self.kind, delay_ms: self.delay_ms }
    }
}

/// How a puzzle of the sitting ended (its first result; a replay keeps it).
/// The record's history keeps it too, by its lowercase name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SittingResult {
    /// Solved without help.
    Solved,
    /// Solved after a hint.
    Hinted,
    /// A wrong move, or the solution shown.
    Failed,
}

impl SittingResult {
    pub(super) fn id(self) -> &'static str {
        match self {
            SittingResult::Solved => "solved",
            SittingResult::Hinted => "hinted",
            SittingResult::Failed => "failed",
        }
    }
}

/// One puzzle of the sitting, as a chip that starts it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SittingChip {
    /// The puzzle (its index in [`super::PuzzleTrainer::puzzles`]); send
    /// [`super::PuzzleInput::Start`] with it to replay it, unrated.
    pub index: usize,
    /// How it ended.
    pub result: SittingResult,
    /// The rating change it brought.
    pub change: i32,
    /// The change as shown on the chip: "+12", "−8".
    pub change_text: String,
    /// What a screen reader says: "Puzzle 2: solved, +12".
    pub label: String,
    /// Whether it is the puzzle on the board.
    pub current: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SittingEntry {
    pub(super) index: usize,
    pub(super) result: SittingResult,
    pub(super) change: i32,
}

/// The player's rating before and after the puzzle, to animate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingChange {
    /// The rating before.
    pub before: i32,
    /// The rating after.
    pub after: i32,
    /// "1500 → 1512 (+12)".
    pub text: String,
}

/// How hard the next puzzles are, relative to the player's rating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// 300 below the rating.
    Easier,
    /// At the rating.
    #[default]
    Normal,
    /// 300 above the rating.
    Harder,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easier, Difficulty::Normal, Difficulty::Harder];

    /// How far the puzzles' target is from the player's rating (lichess's
    /// "easier" and "harder").
    pub const fn offset(self) -> i32 {
        match self {
            Difficulty::Easier => -300,
            Difficulty::Normal => 0,
            Difficulty::Harder => 300,
        }
    }

    pub(super) fn message(self) -> &'static str {
        match self {
            Difficulty::Easier => "puzzles-difficulty-easier",
            Difficulty::Normal => "puzzles-difficulty-normal",
            Difficulty::Harder => "puzzles-difficulty-harder",
        }
    }
}

/// One difficulty to choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DifficultyChoice {
    /// The difficulty ([`super::PuzzleInput::SetDifficulty`]).
    pub difficulty: Difficulty,
    /// "Easier".
    pub label: String,
    /// Whether it is the one chosen.
    pub chosen: bool,
}

/// One row of the themes list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThemeRow {
    /// The theme ([`super::PuzzleInput::ToggleTheme`]).
    pub theme: Theme,
    /// "Shot".
    pub name: String,
    /// A line saying what it is.
    pub description: String,
    /// How many puzzles of the variant show it.
    pub count: usize,
    /// "120 puzzles".
    pub count_text: String,
    /// The player's puzzles of the theme tried.
    pub tried: u32,
    /// Of those, solved at the first try.
    pub solved: u32,
    /// "3 of 5 solved at the first try", or "Not tried yet".
    pub progress: String,
    /// Whether the next puzzles are drawn from it.
    pub chosen: bool,
}

/// The message id of a theme's description.
pub(super) fn theme_about(t: Theme) -> &'static str {
    match t {
        Theme::Shot => "puzzles-about-shot",
        Theme::Sacrifice => "puzzles-about-sacrifice",
        Theme::MultiCapture => "puzzles-about-multi-capture",
        Theme::Breakthrough => "puzzles-about-breakthrough",
        Theme::KingCapture => "puzzles-about-king-capture",
        Theme::SendToKing => "puzzles-about-send-to-king",
        Theme::PromotionInCapture => "puzzles-about-promotion-in-capture",
        Theme::Endgame => "puzzles-about-endgame",
        Theme::Opposition => "puzzles-about-opposition",
        Theme::Database => "puzzles-about-database",
        Theme::Blockade => "puzzles-about-blockade",
        Theme::CaptureChoice => "puzzles-about-capture-choice",
        Theme::QuietMove => "puzzles-about-quiet-move",
    }
}
