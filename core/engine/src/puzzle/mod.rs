//! Tactical puzzles: what a puzzle is, how one is proved, and the shipped
//! sets compiled in from `data/puzzles/` (built by `make puzzles`, see
//! `tools/dev`).
//!
//! **A puzzle** is a position whose side to move (the solver) has exactly
//! one move that wins while every other move does not, followed by the
//! line that shows the win. "Wins" means a gain of at least two men over
//! the start's material (kings at the evaluation's king value), a won
//! game, or a database win; the winning move must also beat the best other
//! move by a stated margin (centi-men). Captures are compulsory, so moves
//! are counted by the distinct positions they reach: a puzzle starts on a
//! real decision (at least two), and its difficulty counts decisions, not
//! plies. The line goes on while the solver's move stays unique; the
//! defender plays forced or best replies, and where the defender may
//! choose among captures every branch must still lose.
//!
//! **The proof** ([`Prover::prove`]) walks a stored line again at the
//! deeper proof depth: each solver decision is the only winning move by the
//! margin, every defender capture choice loses, every position of the line
//! that the endgame databases hold agrees, and the end banks the gain. The
//! conditions follow the only-move test of Lichess's puzzle generator
//! (`ornicar/lichess-puzzler`, `generator/`), with Moby Dam's rule that
//! moves reaching one position are one move.
//!
//! Where to look: `format.rs` for the file layout ([`PuzzleSet`]),
//! `proof.rs` for the solver and the proof ([`Prover`]), `themes.rs` for
//! the motifs ([`Theme`]) and the rating.

mod format;
mod proof;
mod themes;

pub use format::{builtin, builtin_bytes, FormatError, Puzzle, PuzzleSet, MAGIC, VERSION};
pub use proof::{
    distinct_moves, material, Proof, ProofSettings, Prover, Reason, Refusal, DECISIVE,
};
pub use themes::{rating, Theme, Themes};
