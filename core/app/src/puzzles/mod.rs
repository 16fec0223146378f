//! The puzzle trainer: the next puzzle by the player's rating, the verdict
//! on each move, the opponent's replies played automatically, a hint, the
//! solution, and the player's record (a Glicko-2 rating, the streak,
//! progress per theme) kept in a versioned document the front ends store
//! as bytes. The puzzles themselves, and how each was proved, are the
//! engine's ([`draughts_engine::puzzle`]).
//!
//! As for the bot's moves, nothing here searches on its own: a move that
//! is not the solution's comes back as an [`AlternativeCheck`] the front
//! end runs on its worker thread; its answer says whether that move wins
//! too ([`Verdict::AlsoWins`]: solved, and the puzzle is flagged) or what
//! refutes it ([`Verdict::Wrong`]).
//!
//! ```
//! use draughts_app::puzzles::{PuzzleRecord, PuzzleTrainer, Verdict};
//! use draughts_game::Lang;
//! use draughts_rules::Variant;
//!
//! let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
//! let i = t.next_puzzle().expect("English has puzzles");
//! let first = t.puzzles()[i].line[0];
//! assert!(matches!(t.play(&first), Verdict::Right { .. }));
//! ```

mod day;
mod glicko;
mod history;
mod personal;
mod record;
mod sitting;
mod task;
mod trainer;
mod variants;

pub use day::{Day, DayError};
pub use glicko::Glicko;
pub use history::{HistoryEntry, HISTORY};
pub use personal::{prove_position, PersonalPuzzle, PersonalSource, PERSONAL_SOLVES};
pub use record::{
    puzzle_key, PuzzleRecord, RecordError, RecordOpening, ThemeProgress, RECENT, RECORD_FORMAT,
    RECORD_VERSION,
};
pub use sitting::{
    Difficulty, DifficultyChoice, PendingStep, RatingChange, SittingChip, SittingResult, StepKind,
    ThemeRow, REFUTATION_MS, REPLY_MS, SOLUTION_MS, TAKE_BACK_MS,
};
pub use task::{gain, task_words, Gain};
pub use trainer::practice::{Period, RunView, RUN_START, RUN_STEP};
pub use trainer::record_views::{
    HistoryDay, HistoryItem, MiniBoard, MiniSquare, PeriodChoice, PuzzleDashboard, PuzzleHistory,
    RatingChart, RatingPoint, StatCard, ThemeScore, HISTORY_SHOWN, THEME_LIST, THEME_MIN_TRIED,
};
pub use trainer::{
    reason_text, theme_name, AlternativeCheck, CheckAnswer, MineRow, PuzzleControls, PuzzleInput,
    PuzzleLabels, PuzzleState, PuzzleTrainer, PuzzleView, Verdict, CHECK_EXTRA_DEPTH,
    DEVIATION_RANGE, MAX_VOLATILITY, MIN_RATING, PUZZLE_DEVIATION, TARGET_OFFSETS, TAU,
};
pub use variants::{puzzle_variants, PuzzleVariantRow};
