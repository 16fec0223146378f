//! Every input of the game screen as one value: `GameHandle.send(input)`
//! applies it and returns the new snapshot. A mirror of the core's
//! `GameInput`, case for case, so each app's port is one call.

use crate::board_action::with_board;
use crate::clock::ClockSetting;
use crate::error::{argument, Result};
use crate::inputs::{Key, Language};
use draughts_app as da;
use draughts_rules::Rules;

/// An input of the game screen (`GameHandle.send`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameInput {
    /// A tap on a playing square (by index).
    Tap {
        /// The square's index.
        square: u32,
    },
    /// A piece dragged from one square and dropped on another (by index).
    Drag {
        /// Where it was picked up.
        from: u32,
        /// Where it was dropped.
        to: u32,
    },
    /// A keyboard key: directions move the cursor, Enter taps, Escape cancels.
    Key {
        /// The key.
        key: Key,
    },
    /// Drops the selection (and any capture being tapped).
    Cancel,
    /// Takes back a move (against the bot, back to the person's last turn;
    /// between two people it may ask first).
    Undo,
    /// Replays what was undone.
    Redo,
    /// The acting side resigns.
    Resign,
    /// The acting side offers a draw; against the bot it answers at once.
    OfferDraw,
    /// The opponent answers a pending draw offer.
    AnswerDraw {
        /// Accepted, or declined.
        accept: bool,
    },
    /// Asks for a hint; `Bot.sync` then runs it.
    RequestHint,
    /// Turns the board around.
    Flip,
    /// Between two people, turn the board toward the player to move.
    SetAutoFlip {
        /// On or off.
        on: bool,
    },
    /// The language of every text.
    SetLanguage {
        /// The language.
        language: Language,
    },
    /// Shows the position after `plies` plies read-only (the live ply ends
    /// the replay); refused past the end of the line.
    Replay {
        /// Plies played in the position to show.
        plies: u32,
    },
    /// Back to the live board.
    EndReplay,
    /// Closes the end-of-game sheet (`GameView.justEnded`).
    DismissEnd,
    /// Gives a new game its clock (kind `None` removes it); it starts with
    /// the next completed move.
    SetClock {
        /// The setting.
        setting: ClockSetting,
    },
    /// The platform's monotonic time in milliseconds: before every input
    /// and when the clock's `redrawInMs` has passed.
    Tick {
        /// Milliseconds.
        now_ms: u64,
    },
    /// Pauses the clock (the bot waits).
    PauseClock {
        /// Milliseconds.
        now_ms: u64,
    },
    /// Resumes the paused clock.
    ResumeClock {
        /// Milliseconds.
        now_ms: u64,
    },
    /// Two people face to face across the device (saved with the game).
    SetFaceToFace {
        /// On or off.
        on: bool,
    },
    /// Face to face, draw the far side's pieces upside down (saved).
    SetTurnFarPieces {
        /// On or off.
        on: bool,
    },
    /// The app setting: between two people, undo asks the other side first.
    SetTakebackAsks {
        /// On or off.
        on: bool,
    },
    /// The other side allows or refuses the pending takeback request.
    AnswerTakeback {
        /// Allowed, or refused.
        accept: bool,
    },
    /// The app setting: a move made on the board waits for Confirm.
    SetConfirmMoves {
        /// On or off.
        on: bool,
    },
    /// Plays the move held for confirmation ([`crate::GameView::pending_move`]).
    ConfirmMove,
    /// Drops the move held for confirmation.
    CancelMove,
}

impl GameInput {
    /// The core's input for a game under `rules`; `Argument` for a square
    /// off the board or a clock out of range.
    pub(crate) fn into_core(self, rules: &Rules) -> Result<da::GameInput> {
        use da::GameInput as G;
        Ok(with_board!(self, GameInput => G::Board, rules, [Tap, Drag, Key, Cancel, Flip], {
            GameInput::Undo => G::Undo,
            GameInput::Redo => G::Redo,
            GameInput::Resign => G::Resign,
            GameInput::OfferDraw => G::OfferDraw,
            GameInput::AnswerDraw { accept } => G::AnswerDraw { accept },
            GameInput::RequestHint => G::RequestHint,
            GameInput::SetAutoFlip { on } => G::SetAutoFlip(on),
            GameInput::SetLanguage { language } => G::SetLanguage(language.into()),
            GameInput::Replay { plies } => G::Replay(plies as usize),
            GameInput::EndReplay => G::EndReplay,
            GameInput::DismissEnd => G::DismissEnd,
            GameInput::SetClock { setting } => {
                G::SetClock(setting.to_core().map_err(|e| argument(format!("clock: {e}")))?)
            }
            GameInput::Tick { now_ms } => G::Tick(now_ms),
            GameInput::PauseClock { now_ms } => G::PauseClock(now_ms),
            GameInput::ResumeClock { now_ms } => G::ResumeClock(now_ms),
            GameInput::SetFaceToFace { on } => G::SetFaceToFace(on),
            GameInput::SetTurnFarPieces { on } => G::SetTurnFarPieces(on),
            GameInput::SetTakebackAsks { on } => G::SetTakebackAsks(on),
            GameInput::AnswerTakeback { accept } => G::AnswerTakeback { accept },
            GameInput::SetConfirmMoves { on } => G::SetConfirmMoves(on),
            GameInput::ConfirmMove => G::ConfirmMove,
            GameInput::CancelMove => G::CancelMove,
        }))
    }
}
