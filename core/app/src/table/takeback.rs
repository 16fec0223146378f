//! Takeback requests between two people: with the setting on, undo asks
//! the other side instead of taking back at once, as at a real board
//! where a player may not take a move back on their own.
//!
//! The request comes from the side that made the last move (or, after a
//! resignation, the side that resigned). Accepting does what undo does
//! without the setting: one step back, that is the requester's last move
//! (there is no reply after it, since the requester moved last), or a
//! declared ending (resignation, agreed draw) on its own first. Against
//! the bot, or with the setting off, undo takes back at once as before.
//!
//! A request lapses when the live game changes: a move, a resignation,
//! the game ending, a redo. A new request replaces it.

use super::commands::ActionError;
use super::{EventKind, GameTable, TakebackRequestView};
use crate::texts;
use draughts_game::{EndReason, GameResult};
use draughts_rules::Color;

/// A pending request and the game it was made in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Request {
    /// The side that asks.
    from: Color,
    /// What it would take back: the ending rather than a move.
    ending: bool,
    /// The live game when it was asked: plies played and the result.
    ply: usize,
    result: Option<GameResult>,
}

impl GameTable {
    /// Between two people, undo asks the other side first (see the
    /// module). An app setting, not saved with the game; turning it off
    /// drops a pending request.
    pub fn set_takeback_asks(&mut self, on: bool) {
        self.takeback_asks = on;
        if !on {
            self.takeback = None;
        }
    }

    /// Whether undo files a request now instead of taking back.
    pub(super) fn undo_asks(&self) -> bool {
        self.takeback_asks && self.board.two_people()
    }

    /// Files a request from the side that made the last move (see the
    /// module); the caller checked that undo is possible.
    pub(super) fn ask_takeback(&mut self) {
        let g = self.board.game();
        let result = g.result();
        let ending = result
            .is_some_and(|r| matches!(r.reason, EndReason::Resignation | EndReason::Agreement));
        let resigned = result
            .filter(|r| r.reason == EndReason::Resignation)
            .and_then(|r| r.outcome.winner())
            .map(Color::opponent);
        let from = resigned.unwrap_or(self.board.position().turn().opponent());
        self.takeback = Some(Request { from, ending, ply: g.ply(), result });
        let text = texts::takeback_asked(from, ending, self.lang());
        self.announce(EventKind::TakebackRequested, text);
    }

    /// The other side answers the pending request: accepting takes the
    /// move back (as undo does without the setting), declining keeps the
    /// position. Refused when nothing is asked.
    pub fn answer_takeback(&mut self, accept: bool) -> Result<(), ActionError> {
        let r = self.takeback.take().ok_or(ActionError::NoTakeback)?;
        let by = r.from.opponent();
        let answer = texts::takeback_answered(by, accept, self.lang());
        if !accept {
            self.announce(EventKind::TakebackDeclined, answer);
            return Ok(());
        }
        // Refused only if a flag fell just now, which announces the loss on time.
        self.undo_now(Some(answer));
        Ok(())
    }

    /// The pending request, in words.
    pub(super) fn takeback_view(&self) -> Option<TakebackRequestView> {
        let r = self.takeback?;
        let lang = self.lang();
        let (accept, decline) = texts::takeback_labels(lang);
        Some(TakebackRequestView {
            from: r.from,
            text: texts::takeback_asked(r.from, r.ending, lang),
            accept_label: accept.into(),
            decline_label: decline.into(),
            turned: self.turned(r.from.opponent()),
        })
    }

    /// Drops a request made in another state of the live game (called on
    /// every change; a paused clock is not a change of the game).
    pub(super) fn drop_lapsed_takeback(&mut self) {
        let g = self.board.game();
        if self.takeback.is_some_and(|r| r.ply != g.ply() || r.result != g.result()) {
            self.takeback = None;
        }
    }
}
