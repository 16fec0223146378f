//! Replaying a past position: read-only, without changing the game, with
//! the move list's previous and next steps.

use super::{EventKind, GameTable, GameView, ReplaySteps};
use crate::board::BoardView;
use crate::texts;

impl GameTable {
    /// Shows the position after `plies` plies of the line (undone ones
    /// included), read-only, without changing the game. The live ply ends
    /// the replay.
    pub fn replay(&mut self, plies: usize) -> bool {
        let g = self.board.game();
        let (len, live) = (g.plies().len(), g.ply());
        if plies > len {
            return false;
        }
        // Replaying is what the end sheet's "Replay" does: the sheet goes,
        // also when there is nothing before the live position.
        self.end_sheet = false;
        if plies == live {
            self.end_replay();
            return true;
        }
        self.replay = Some(plies);
        let text = self.replay_text(plies);
        self.announce(EventKind::ReplayStarted, text);
        true
    }

    /// Back to the live board.
    pub fn end_replay(&mut self) {
        if self.replay.take().is_some() {
            self.announce(EventKind::ReplayEnded, texts::replay_ended(self.lang()).into());
        }
    }

    /// Leaves a replay without an event: the action that ends it is announced instead.
    pub(super) fn end_replay_quietly(&mut self) {
        self.replay = None;
    }

    /// The sentence for the position after `plies` plies of the line.
    pub(super) fn replay_text(&self, plies: usize) -> String {
        let lang = self.lang();
        match plies.checked_sub(1) {
            None => texts::replaying_start(lang).into(),
            Some(i) => {
                let e = &self.move_entries(Some(plies))[i];
                let label = e.label.clone().unwrap_or_else(|| texts::move_number(e.number, false));
                texts::replaying(&label, &e.text, lang)
            }
        }
    }

    /// Where the move list's "previous" and "next" lead from the position shown.
    pub fn replay_steps(&self) -> ReplaySteps {
        let played = self.board.game().ply();
        let shown = self.replay.unwrap_or(played);
        ReplaySteps { back: shown.checked_sub(1), forward: (shown < played).then_some(shown + 1) }
    }

    /// The board on screen: the live one, or the replayed position.
    pub(super) fn view_board(&self) -> BoardView {
        let mut v = match (self.replay, self.pending_move()) {
            (None, Some(p)) => self.pending_board(p),
            (None, None) => self.board.view(),
            (Some(plies), _) => self.board_at(plies),
        };
        v.turned_pieces = self.turned_pieces();
        // A replay is left by Escape before the screen is.
        v.escape_leaves &= self.replay.is_none();
        v
    }

    /// The read-only board after `plies` plies, keeping the live cursor.
    fn board_at(&self, plies: usize) -> BoardView {
        let g = self.board.game();
        let pos = g.position_at(plies).unwrap_or_else(|| g.position());
        let last = plies.checked_sub(1).map(|i| &g.plies()[i]);
        let mut v = BoardView::read_only(
            self.rules(),
            &pos,
            self.board.is_flipped(),
            last.map(|p| (&p.mv, p.text.as_str())),
            &[],
            self.lang(),
        );
        if let Some(c) = self.board.cursor() {
            v.cursor = Some(c);
            v.squares[c.index()].flags.cursor = true;
        }
        v
    }

    /// A full read-only snapshot of the position after `plies` plies (the
    /// same as replaying it), without changing what the table shows; `None`
    /// past the end of the line.
    pub fn view_at(&self, plies: usize) -> Option<GameView> {
        if plies > self.board.game().plies().len() {
            return None;
        }
        let mut s = self.clone();
        s.replay = (plies != s.board.game().ply()).then_some(plies);
        s.events.clear();
        Some(s.view())
    }
}
