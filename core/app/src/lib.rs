//! # draughts-app
//!
//! The app layer of the draughts core: what every front end (the terminal,
//! Android, iOS) draws and what each input means. The board session, the
//! rules tutorial and lessons, the custom-rules editor, and every sentence
//! the app says about the game, in French and English. Pure Rust: no I/O,
//! no threads.
//!
//! ```
//! use draughts_app::session::{BoardSession, Player, TapOutcome};
//! use draughts_rules::Rules;
//!
//! let rules = Rules::international();
//! let mut s = BoardSession::new(rules, [Player::Human, Player::Human]);
//! let sq = |n| rules.square_from_number(n).unwrap();
//! assert!(matches!(s.tap(sq(32)), TapOutcome::Selected { .. }));
//! assert!(s.view().square(sq(28)).flags.target);
//! ```

pub mod rules_editor;
pub mod session;
pub mod tutorial;
