//! Every input of the game screen as one value, so a front end's port is
//! one call (`send`) instead of one method per input: a new input is added
//! here and in the bindings' mirror, and the apps pass it through.

use super::{ActionError, GameTable};
use crate::board::BoardAction;
use draughts_game::{ClockSetting, Lang};

/// An input of the game screen; [`GameTable::send`] applies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameInput {
    /// A tap, a drag, a key, a cancel or a turn of the board
    /// ([`GameTable::board_action`]).
    Board(BoardAction),
    /// Takes back a move ([`GameTable::undo`]).
    Undo,
    /// Replays a move taken back.
    Redo,
    /// The acting side resigns.
    Resign,
    /// The acting side offers a draw.
    OfferDraw,
    /// The opponent answers the pending draw offer.
    AnswerDraw {
        /// Accepted, or declined.
        accept: bool,
    },
    /// Asks for a hint.
    RequestHint,
    /// Between two people, turn the board toward the player to move.
    SetAutoFlip(bool),
    /// The language of every text.
    SetLanguage(Lang),
    /// Shows the position after this many plies (the live ply ends the replay).
    Replay(usize),
    /// Back to the live board.
    EndReplay,
    /// Closes the end-of-game sheet.
    DismissEnd,
    /// Gives the game a clock ([`GameTable::set_clock`]).
    SetClock(ClockSetting),
    /// The front end's monotonic time in milliseconds ([`GameTable::tick`]).
    Tick(u64),
    /// Pauses the clock at this time.
    PauseClock(u64),
    /// Resumes the paused clock at this time.
    ResumeClock(u64),
    /// Face-to-face play on or off.
    SetFaceToFace(bool),
    /// Face to face, draw the far side's pieces upside down.
    SetTurnFarPieces(bool),
    /// Between two people, undo asks the other side first.
    SetTakebackAsks(bool),
    /// The other side answers the pending takeback request.
    AnswerTakeback {
        /// Allowed, or refused.
        accept: bool,
    },
    /// Moves made on the board wait for Confirm (the app's setting).
    SetConfirmMoves(bool),
    /// Plays the move held for confirmation.
    ConfirmMove,
    /// Drops the move held for confirmation.
    CancelMove,
}

impl GameTable {
    /// Applies one input. Inputs that mean nothing now (an undo with
    /// nothing to take back, a tap the board refuses) change nothing and
    /// are announced as the table's methods do; an input that is an error
    /// (resigning a finished game, replaying past the end) is refused.
    pub fn send(&mut self, input: GameInput) -> Result<(), ActionError> {
        match input {
            GameInput::Board(action) => self.board_action(action),
            GameInput::Undo => drop(self.undo()),
            GameInput::Redo => drop(self.redo()),
            GameInput::Resign => self.resign()?,
            GameInput::OfferDraw => drop(self.offer_draw()?),
            GameInput::AnswerDraw { accept } => self.answer_draw(accept)?,
            GameInput::RequestHint => drop(self.request_hint()),
            GameInput::SetAutoFlip(on) => self.set_auto_flip(on),
            GameInput::SetLanguage(lang) => self.set_lang(lang),
            GameInput::Replay(plies) => {
                if !self.replay(plies) {
                    return Err(ActionError::PastTheEnd { plies });
                }
            }
            GameInput::EndReplay => self.end_replay(),
            GameInput::DismissEnd => self.dismiss_end(),
            GameInput::SetClock(setting) => drop(self.set_clock(setting)),
            GameInput::Tick(now) => drop(self.tick(now)),
            GameInput::PauseClock(now) => drop(self.pause_clock(now)),
            GameInput::ResumeClock(now) => drop(self.resume_clock(now)),
            GameInput::SetFaceToFace(on) => drop(self.set_face_to_face(on)),
            GameInput::SetTurnFarPieces(on) => self.set_turn_far_pieces(on),
            GameInput::SetTakebackAsks(on) => self.set_takeback_asks(on),
            GameInput::AnswerTakeback { accept } => self.answer_takeback(accept)?,
            GameInput::SetConfirmMoves(on) => self.set_confirm_moves(on),
            GameInput::ConfirmMove => self.confirm_move(),
            GameInput::CancelMove => self.cancel_move(),
        }
        Ok(())
    }
}
