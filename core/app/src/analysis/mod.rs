//! The analysis board and the game review, as data: the [`MoveTree`] of
//! the main line and its variations, evaluations in words and numbers
//! ([`Eval`]), and the [`GameReview`] pass that evaluates a game position
//! by position and judges each move ([`MoveClass`]), and the
//! [`PositionEditor`] that sets up a position to analyse.
//!
//! As for the bot's moves ([`crate::GameTable::search_job`]), nothing here
//! searches on its own: the review hands out one [`ReviewJob`] at a time,
//! the front end runs it within its budget, and the answer comes back with
//! its ticket; a stale one is refused.
//!
//! ```
//! use draughts_app::analysis::{GameReview, ReviewDepth, MoveTree};
//! use draughts_engine::{Bot, Limits};
//! use draughts_game::{Game, Lang};
//! use draughts_rules::Rules;
//!
//! let rules = Rules::international();
//! let mut game = Game::new(rules);
//! game.play_text("32-28").unwrap();
//! game.play_text("19-23").unwrap();
//! let tree = MoveTree::from_game(&game);
//! assert_eq!(tree.moves()[1].label, "1…");
//!
//! let mut review = GameReview::with_limits(&game, Limits::depth(2));
//! let mut bot = Bot::new(rules);
//! while let Some(job) = review.next_job() {
//!     let answer = job.run(&mut bot);
//!     review.apply(&job.ticket, &answer).unwrap();
//! }
//! let report = review.report(Lang::En);
//! assert_eq!(report.moves.len(), 2);
//! assert!(report.complete);
//! ```

mod arrows;
mod board;
mod classify;
mod editor;
mod eval;
mod learn;
mod lines;
mod personal;
mod report;
mod review;
mod tree;

pub use arrows::{ArrowKind, MoveArrow, BEST_ARROW_ARGB, BETTER_ARROW_ARGB};
pub use board::{
    lines_limits, AnalysisBoard, AnalysisControls, AnalysisInput, AnalysisView, LinesRequest,
    LINES_DEEP_MS, LINES_QUICK_MS,
};
pub use classify::{
    classify, move_accuracy, MoveClass, BLUNDER_DROP, INACCURACY_DROP, MISTAKE_DROP,
    STILL_CLEAR_CP, STILL_DECIDED_CP,
};
pub use editor::{
    EditorControls, EditorInput, EditorTool, EditorTurn, EditorVariant, EditorView, NotReady,
    PlacedPiece, PositionEditor, ToolView,
};
pub use eval::{spoken_eval, win_chances, Eval, SCORE_CLAMP, WIN_CHANCES_K};
pub use learn::{summary_text, Learn, LearnVerdict, LearnView};
pub use lines::{EngineLine, LinesJob, ANALYSIS_LINES};
pub use personal::{PersonalProgress, ProofAnswer, ProofJob};
pub use review::{
    GameReview, MoveReview, ReviewDepth, ReviewJob, ReviewProgress, ReviewReport, ReviewTicket,
    SideSummary,
};
pub use tree::{MoveTree, NodeId, TreeMove, TreeView};
