//! Move confirmation (lichess's "confirm move"), an app setting off by
//! default: with it on, a move completed on the board is not played at
//! once but held, drawn on the board with Confirm and Cancel. Confirm (or
//! Enter on the board) plays it; Cancel, Escape, a tap or a drag puts the
//! board back as it was before the move's last tap.
//!
//! A held move lapses when the live game changes another way (an undo, a
//! replay, the clock's flag): it is only ever played in the position it
//! was made in.

use super::{EventKind, GameTable, PendingMoveView};
use crate::board::{BoardAction, BoardSession, BoardView, Key, TapOutcome};
use crate::controls::Control;
use crate::i18n::{text, tr};
use draughts_rules::Move;

/// A move held for confirmation. The board session stays as it was
/// before the move's last tap (its selection kept), so Cancel only drops it.
#[derive(Clone, Debug)]
pub(super) struct Pending {
    mv: Move,
    /// The move's text ("32-28").
    notation: String,
    /// Plies played when it was made: it lapses once that changes.
    ply: usize,
}

impl GameTable {
    /// Whether a move made on the board waits for Confirm (an app
    /// setting, not saved with the game; off by default). Turning it off
    /// drops a held move.
    pub fn set_confirm_moves(&mut self, on: bool) {
        self.confirm_moves = on;
        if !on {
            self.pending = None;
        }
    }

    /// The held move, if it is still for the live game.
    pub(super) fn pending_move(&self) -> Option<&Pending> {
        self.pending
            .as_ref()
            .filter(|p| self.replay.is_none() && p.ply == self.board.game().ply())
            .filter(|_| !self.board.is_over())
    }

    /// The board before a tap, when a completed move must wait for Confirm.
    pub(super) fn hold_point(&self) -> Option<BoardSession> {
        self.confirm_moves.then(|| self.board.clone())
    }

    /// Holds a move the board has just played: the board goes back to
    /// `before` and the move waits for Confirm.
    pub(super) fn hold(&mut self, before: BoardSession, out: &TapOutcome) {
        let TapOutcome::Played { mv, .. } = out else { return };
        let notation = self.board.game().plies()[self.board.game().ply() - 1].text.clone();
        self.board = before;
        let ply = self.board.game().ply();
        let said =
            tr(self.lang(), "game-confirm-move-prompt", &[("move", notation.clone().into())]);
        self.pending = Some(Pending { mv: *mv, notation, ply });
        self.announce(EventKind::Selected, said);
    }

    /// What a board action does while a move is held: Enter confirms it,
    /// a turn of the board keeps it, the arrows change nothing, anything
    /// else cancels it. `None`: no move is held, the action is the board's.
    pub(super) fn pending_action(&mut self, action: BoardAction) -> Option<()> {
        self.pending_move()?;
        match action {
            BoardAction::Key(Key::Enter) => self.confirm_move(),
            BoardAction::Flip => self.flip(),
            BoardAction::Key(Key::Escape) | BoardAction::Cancel => self.cancel_move(),
            BoardAction::Tap(_) | BoardAction::Drag { .. } => self.cancel_move(),
            BoardAction::Key(_) => {}
        }
        Some(())
    }

    /// Plays the held move (nothing if none is held, or it lapsed).
    pub fn confirm_move(&mut self) {
        if self.pending_move().is_none() {
            self.pending = None;
            return;
        }
        let Some(p) = self.pending.take() else { return };
        // A flag down by now ends the game before the move counts.
        if self.clock_gate() {
            return;
        }
        if self.board.play_move(&p.mv).is_err() {
            return;
        }
        self.clock_moved();
        self.changed();
        self.after_move(&p.mv, false, 0);
        // The board showed the move already: it does not slide again.
        self.animation = None;
    }

    /// Drops the held move: the board is as it was before its last tap.
    pub fn cancel_move(&mut self) {
        let Some(p) = self.pending.take() else { return };
        let said = tr(self.lang(), "game-confirm-move-cancelled", &[("move", p.notation.into())]);
        self.announce(EventKind::Cancelled, said);
    }

    /// The held move on the board: the position after it, read-only, the
    /// move marked; Escape cancels it.
    pub(super) fn pending_board(&self, p: &Pending) -> BoardView {
        let pos = self.board.position().play(&p.mv);
        let flipped = self.board.is_flipped();
        let last = Some((&p.mv, p.notation.as_str()));
        let mut v = BoardView::read_only(self.rules(), &pos, flipped, last, &[], self.lang());
        v.escape_leaves = false;
        v
    }

    /// The held move's sentence and its two buttons.
    pub(super) fn pending_view(&self) -> Option<PendingMoveView> {
        let p = self.pending_move()?;
        let lang = self.lang();
        Some(PendingMoveView {
            notation: p.notation.clone(),
            text: tr(lang, "game-confirm-move-prompt", &[("move", p.notation.clone().into())]),
            confirm: Control::new(text(lang, "game-control-confirm-move"), true).offered(true),
            cancel: Control::new(text(lang, "game-control-cancel-move"), true),
        })
    }
}
