//! # draughts-app
//!
//! The app layer of the draughts core: what every front end (the terminal,
//! Android, iOS) draws, what each input means, and every sentence the app
//! says, in each language of its catalogues. Pure Rust: no I/O, no threads.
//!
//! ```
//! use draughts_app::{GameTable, EventKind};
//! use draughts_game::{Lang, Player};
//! use draughts_rules::Rules;
//!
//! let rules = Rules::international();
//! let mut table = GameTable::new(rules, [Player::Human, Player::Human], Lang::En);
//! let sq = |n| rules.square_from_number(n).unwrap();
//! table.tap(sq(32));
//! assert!(table.view().board.square(sq(28)).flags.target);
//! table.tap(sq(28));
//! let v = table.view();
//! assert_eq!(v.moves[0].text, "32-28");
//! assert_eq!(v.status, "Black to move");
//! assert_eq!(v.event.unwrap().text, "32 to 28.");
//! # let _ = EventKind::Cancelled;
//! ```
//!
//! Where to look:
//! - `table/`: [`GameTable`], the game's policy: who acts, what is
//!   enabled, the bot's turn and hints, the move list, replay, save and PDN;
//!   its snapshot is [`GameView`]. The home screens' new-game form is
//!   [`NewGameForm`], its snapshot [`NewGameView`].
//! - [`analysis`]: the analysis board's move tree, evaluations in words
//!   and numbers, and the game review.
//! - [`puzzles`]: the puzzle trainer and the player's puzzle record.
//! - `board/`: [`BoardInput`], the board's input state machine over any
//!   position (taps, drags, keys, the capture tapped jump by jump) and its
//!   snapshot [`BoardView`], owned by every screen with a board;
//!   [`BoardSession`] is a game around one.
//! - [`library`]: [`library::GameLibrary`], the unfinished games, the
//!   archive of finished ones and the statistics.
//! - [`import`]: the PDN import screen: a text or a file, its games as a
//!   list with a search, the reader's warnings, and a refusal.
//! - [`i18n`]: the message catalogues (`locales/<code>/<area>.ftl`) and
//!   the calls that word a message.
//! - [`Worded`]: the errors a player may see, worded by the catalogue.
//! - [`texts`]: every sentence about the game, in every language.
//! - [`tutorial`]: the rules tutorial, rules pages and lessons.
//! - [`rules_editor`]: the custom-rules editor as data.
//! - [`storage`]: the files the apps keep, their names, and what is done
//!   with one this version cannot read.

pub mod analysis;
mod board;
mod controls;
mod errors;
pub mod i18n;
pub mod import;
pub mod library;
pub mod looks;
pub mod puzzles;
pub mod rules_editor;
pub mod settings;
pub mod storage;
mod table;
pub mod texts;
pub mod tutorial;

pub use board::{
    bot_accepts_draw, move_cursor, screen_pos, square_at_screen, BoardAction, BoardInput,
    BoardSession, BoardView, CaptureInProgress, DestinationMark, DrawAnswer, Key, KeyOutcome,
    LastMove, LegalMove, Refusal, Selection, SquareFlags, SquareView, TapOutcome,
};
pub use controls::Control;
pub use errors::Worded;
pub use table::HomeLabels;
pub use table::{
    clock_limits, hint_budget_ms, ActionError, ClockRole, ClockSideView, ClockView,
    DrawCounterView, DrawOfferView, Enabled, EndAction, EndActionKind, Event, EventKind, Fade,
    GameInput, GameMode, GameTable, GameView, MoveAnimation, MoveEntry, NewGame, Offered,
    PdnContext, PdnContextError, PlayerView, ReplaySteps, ReplayView, ResultView, SearchAnswer,
    SearchJob, SearchKind, SearchTicket, SoundCue, Stale, StatusLineView, StatusTone,
    RECENT_EVENTS,
};
pub use table::{
    BotChoices, ClockPick, ClockPresetChoice, CustomClockView, FormError, GameStart, LevelChoice,
    NewGameForm, NewGameInput, NewGameView, VariantChoice,
};
pub use table::{MoveRow, MoveTable, ReplayControls, ReplayStep};
