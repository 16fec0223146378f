//! # draughts-rules
//!
//! The exact rules of seven official draughts (checkers) variants —
//! International (FMJD), English/American, Russian, Brazilian, Spanish,
//! Italian and Czech — and of any custom rule set built from them: positions,
//! legal moves with capture precedence, FEN, move notation and perft.
//! Pure Rust: no I/O, no threads.
//!
//! ```
//! use draughts_rules::{Position, Rules, Variant};
//!
//! let rules = Rules::preset(Variant::International);
//! let start = Position::start(&rules);
//! assert_eq!(
//!     start.to_fen(&rules),
//!     "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:\
//!      B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"
//! );
//! assert_eq!(start.legal_moves(&rules).len(), 9);
//!
//! // Play a move written in the variant's notation.
//! let m = start.parse_move(&rules, "32-28").unwrap();
//! let next = start.play(&m);
//! assert_eq!(next.legal_moves(&rules).len(), 9);
//!
//! // A Russian man crowned in the middle of a capture goes on as a king.
//! let russian = Rules::preset(Variant::Russian);
//! let pos = Position::from_fen(&russian, "W:Wb6:Bc7,f6,e3").unwrap();
//! let moves = pos.legal_moves(&russian);
//! assert!(moves.iter().any(|m| m.promotes() && m.captured().len() == 3));
//! ```
//!
//! Where to look:
//! - `rules.rs`: the [`Rules`] knobs and the seven presets, each knob citing
//!   its article.
//! - `board.rs`: [`Square`], the bitboard layout ([`Geometry`]) and square names.
//! - `position.rs`: [`Position`], Zobrist hashing and the validating
//!   constructor from a [`Setup`].
//! - `movegen.rs`: legal moves ([`Move`]) and capture precedence as a sort key.
//! - `fen.rs` ([`Fen`]) and `notation.rs` ([`MoveText`]): one type per notation,
//!   syntax errors apart from legality errors.
//! - `perft.rs`: [`perft`] and [`divide`], checked against published tables.

mod board;
mod echo;
mod fen;
mod movegen;
mod notation;
mod perft;
mod position;
mod rules;

pub use board::{Dir, Geometry, Square, GEO10, GEO8};
pub use echo::{echo, Echo};
pub use fen::{Fen, FenError};
pub use movegen::{Duplicates, Move, MAX_CAPTURES};
pub use notation::{IllegalReason, LineText, MoveError, MoveText, SyntaxProblem};
pub use perft::{divide, perft};
pub use position::{max_pieces, Piece, PieceKind, Position, Setup, SetupError};
pub use rules::{
    BoardSize, Color, DrawProblem, DrawRule, Numbering, Precedence, PromotionInCapture, Removal,
    Rules, RulesError, UnknownVariant, Variant,
};
