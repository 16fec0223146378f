//! The commands on the live game: undo, redo, resign, the draw offer and
//! its answer, and turning the board.

use super::{EventKind, GameTable};
use crate::board::DrawAnswer;
use crate::texts;
use draughts_game::{GameError, Player};

/// Why an action on the game was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// The game record refused it (the game is over, an illegal move…).
    #[error(transparent)]
    Game(#[from] GameError),
    /// Two bots play: nobody at this device resigns or offers a draw.
    #[error("no person plays in this game")]
    NoPerson,
    /// The bot is to move (or answers), not a person.
    #[error("the bot is to move")]
    BotToMove,
    /// A draw offer already waits for an answer.
    #[error("a draw offer is already waiting for an answer")]
    OfferPending,
    /// No takeback request waits for an answer.
    #[error("no takeback request is waiting for an answer")]
    NoTakeback,
    /// A replay asked for more plies than the move list holds.
    #[error("ply {plies} is past the end of the move list")]
    PastTheEnd {
        /// The plies asked for.
        plies: usize,
    },
}

impl GameTable {
    /// Takes back a move (against the bot, back to the person's last turn).
    /// Ends a replay first. Returns whether anything was undone.
    /// With a clock, the times stay as they are and the side to move now
    /// has the running time; a loss on time is not taken back (see the
    /// `clock` module).
    ///
    /// Between two people with [`GameTable::set_takeback_asks`] on, it
    /// takes nothing back: it asks the other side (the `takeback` module)
    /// and returns false.
    pub fn undo(&mut self) -> bool {
        self.end_replay_quietly();
        if self.undo_asks() {
            if !self.clock_gate() && !self.lost_on_time() && self.board.can_undo() {
                self.ask_takeback();
            }
            return false;
        }
        self.undo_now(None)
    }

    /// Takes back at once; `preface` (an accepted takeback) opens the
    /// announcement.
    pub(super) fn undo_now(&mut self, preface: Option<String>) -> bool {
        if self.clock_gate() || self.lost_on_time() {
            return false;
        }
        let Some(texts_back) = self.board.undo() else {
            return false;
        };
        self.clock_follow_turn();
        self.changed();
        let lang = self.lang();
        let mut text = if texts_back.is_empty() {
            texts::ending_undone(lang).to_string()
        } else {
            format!(
                "{} {}",
                texts::undone(&texts_back, lang),
                texts::to_move(self.board.position().turn(), lang)
            )
        };
        if let Some(p) = preface {
            text = format!("{p} {text}");
        }
        self.announce(EventKind::Undone, text);
        true
    }

    /// Replays what was undone, up to the person's next turn. Ends a replay first.
    pub fn redo(&mut self) -> bool {
        self.end_replay_quietly();
        if self.clock_gate() {
            return false;
        }
        let Some(texts_again) = self.board.redo() else {
            return false;
        };
        self.clock_follow_turn();
        self.changed();
        let lang = self.lang();
        let mut text = texts::redone(&texts_again, lang);
        if let Some(r) = self.result_view() {
            text = format!("{text} {}.", r.text);
        }
        self.announce(EventKind::Redone, text);
        true
    }

    /// The acting side resigns. Ends a replay first.
    pub fn resign(&mut self) -> Result<(), ActionError> {
        self.end_replay_quietly();
        let who = self.acting_side().ok_or(ActionError::NoPerson)?;
        self.board.resign(who)?;
        self.changed();
        let text = self.result_view().map(|r| format!("{}.", r.text)).unwrap_or_default();
        self.announce(EventKind::GameOver, text);
        Ok(())
    }

    /// The acting side offers a draw. Against the bot the bot answers at
    /// once; between people the offer waits for [`GameTable::answer_draw`].
    pub fn offer_draw(&mut self) -> Result<DrawAnswer, ActionError> {
        self.end_replay_quietly();
        let who = self.acting_side().ok_or(ActionError::NoPerson)?;
        if let Some(r) = self.board.game().result() {
            return Err(GameError::GameOver(r).into());
        }
        if self.board.bot_to_move().is_some() {
            return Err(ActionError::BotToMove);
        }
        if self.board.game().pending_draw_offer().is_some() {
            return Err(ActionError::OfferPending);
        }
        let answer = self.board.offer_draw(who)?;
        let lang = self.lang();
        match answer {
            DrawAnswer::Accepted => {
                self.changed();
                let text = self.result_view().map(|r| format!("{}.", r.text)).unwrap_or_default();
                self.announce(EventKind::GameOver, text);
            }
            DrawAnswer::Declined => {
                self.announce(EventKind::DrawDeclined, texts::bot_declines_draw(lang).into());
            }
            DrawAnswer::Pending => {
                self.announce(EventKind::DrawOffered, texts::draw_offered(who, lang));
            }
        }
        Ok(answer)
    }

    /// The opponent of the side that offered answers the pending offer.
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), ActionError> {
        let by = self.board.game().pending_draw_offer();
        if by.is_some_and(|by| self.board.player(by.opponent()) != Player::Human) {
            return Err(ActionError::BotToMove);
        }
        self.board.answer_draw(accept)?;
        let lang = self.lang();
        if accept {
            self.changed();
            let text = self.result_view().map(|r| format!("{}.", r.text)).unwrap_or_default();
            self.announce(EventKind::GameOver, text);
        } else if let Some(by) = by {
            self.announce(EventKind::DrawDeclined, texts::draw_declined(by.opponent(), lang));
        }
        Ok(())
    }

    /// Turns the board around.
    pub fn flip(&mut self) {
        self.board.flip();
        let text = texts::flipped(self.board.is_flipped(), self.lang());
        self.announce(EventKind::Flipped, text.into());
    }
}
