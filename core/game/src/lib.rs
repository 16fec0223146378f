//! # draughts-game
//!
//! The record of a draughts game on top of [`draughts_rules`]: the moves with
//! their official text, undo and redo, how the game ended, every official
//! draw rule, PDN 3.0 import and export, and versioned, checksummed saves.
//! Pure Rust: no I/O, no threads.
//!
//! ```
//! use draughts_game::{pdn, Game, Outcome};
//! use draughts_rules::{Rules, Variant};
//!
//! let mut game = Game::new(Rules::preset(Variant::English));
//! game.play_text("11-15").unwrap();
//! game.play_text("23-19").unwrap();
//! assert_eq!(game.plies()[1].text, "23-19");
//! assert!(game.undo());
//! assert_eq!(game.result(), None);
//!
//! // A whole game in PDN, replayed move by move.
//! let text = "[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 *";
//! let games = pdn::read_pdn(text).unwrap();
//! assert_eq!(games[0].game.plies().len(), 3);
//! # let _ = Outcome::Draw;
//! ```
//!
//! Where to look:
//! - `game.rs`: [`Game`], its [`GameResult`] and the order in which a game ends.
//! - [`clock`]: the game clock ([`Clock`], [`ClockSetting`], the presets and
//!   the `BASE+INC` parser), driven by times the front end passes in.
//! - `draw.rs`: the move-count draw rules ([`DrawState`], [`DrawCounter`]).
//! - [`pdn`]: PDN 3.0 reading and writing.
//! - [`save`]: the save document of the apps and the terminal.
//! - [`library`]: the documents of the unfinished and the finished games,
//!   one save per checksummed line.
//! - `player.rs`: [`Player`], who plays a side.
//! - `lang.rs`: [`Lang`], the languages of the app (BCP-47 codes, tag fallback).

pub mod clock;
mod draw;
mod game;
mod lang;
pub mod library;
pub mod pdn;
mod player;
pub mod save;

pub use clock::{Clock, ClockKind, ClockSetting, ClockState, SideTime};
pub use draw::{Counting, DrawCounter, DrawState};
pub use game::{EndReason, Game, GameError, GameResult, Outcome, PlyRecord};
pub use lang::Lang;
pub use player::Player;
