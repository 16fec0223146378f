//! # draughts-core
//!
//! The rules of draughts (checkers) for seven official variants and any custom
//! rule set: move generation, notation, FEN, perft — and, in later modules,
//! the game record, the board session, the tutorial and the bot. Pure Rust:
//! no FFI, no I/O, no threads.
//!
//! ```
//! use draughts_core::{Position, Rules, Variant};
//!
//! let rules = Rules::preset(Variant::International);
//! let start = Position::start(&rules);
//! assert_eq!(start.to_fen(&rules), "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
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
//! - [`rules`]: the [`Rules`] knobs and the seven presets.
//! - [`board`]: squares, the bitboard layout and square names.
//! - [`position`]: [`Position`], Zobrist hashing and the validating constructor.
//! - [`movegen`]: legal moves and capture precedence.
//! - [`fen`], [`notation`]: FEN and move text.
//! - [`perft`]: move-tree counts checked against published tables.

pub mod board;
pub mod draw;
pub mod bot;
pub mod fen;
pub mod game;
pub mod i18n;
pub mod movegen;
pub mod notation;
pub mod pdn;
pub mod perft;
pub mod position;
pub mod rules;
pub mod rules_editor;
pub mod save;
pub mod session;
pub mod tutorial;

pub use board::Square;
pub use fen::{Fen, FenError};
pub use movegen::{Duplicates, Move};
pub use notation::{MoveError, MoveText};
pub use position::{Piece, PieceKind, Position, Setup, SetupError};
pub use rules::{BoardSize, Color, DrawRule, Numbering, Precedence, PromotionInCapture, Removal, Rules, RulesError, Variant};
pub use draw::{Counting, DrawCounter, DrawState};
pub use game::{EndReason, Game, GameError, GameResult, Outcome, PlyRecord};
pub use session::{BoardSession, BoardView, Key, KeyOutcome, Player, Refusal, SquareView, TapOutcome};
pub use pdn::{PdnError, PdnGame};
pub use save::{Players, SaveError};
