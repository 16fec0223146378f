//! Taps, keys and typed moves: what the board does with them, and what a
//! replay changes about them.

use super::{ActionError, EventKind, GameTable};
use crate::board::{BoardAction, Key, KeyOutcome, Refusal, TapOutcome};
use draughts_rules::Square;

impl GameTable {
    /// A tap on a playing square.
    pub fn tap(&mut self, s: Square) -> TapOutcome {
        if self.replay.is_some() {
            self.board.set_cursor(s);
            let out = TapOutcome::Refused(Refusal::Replaying);
            self.announce_tap(&out);
            return out;
        }
        // A flag down by now ends the game before the tap counts.
        self.clock_gate();
        let before = self.board.game().ply();
        let tapped = self.board.selection().map_or(0, |s| s.steps.len());
        let hold = self.hold_point();
        let out = self.board.tap(s);
        if let (Some(before), TapOutcome::Played { .. }) = (hold, &out) {
            // Move confirmation: the move waits for Confirm.
            self.hold(before, &out);
        } else if let TapOutcome::Played { mv, .. } = &out {
            let mv = *mv;
            self.clock_moved();
            self.changed();
            debug_assert_eq!(self.board.game().ply(), before + 1);
            self.after_move(&mv, false, tapped);
        } else {
            self.announce_tap(&out);
        }
        out
    }

    /// A piece dragged from `from` and dropped on `to`: a tap on `from` (a
    /// fresh selection, unless the piece is the one already moving, where
    /// a capture stands half done) then a tap on `to`. A drop back on its
    /// own square leaves the piece selected.
    pub fn drag(&mut self, from: Square, to: Square) -> TapOutcome {
        let moving = self.board.selection().and_then(|s| s.steps.last().copied().or(Some(s.from)));
        if moving != Some(from) {
            if self.board.selection().is_some() {
                self.board.cancel();
            }
            let picked = self.tap(from);
            if !matches!(picked, TapOutcome::Selected { .. }) {
                return picked;
            }
        }
        if from == to {
            return TapOutcome::Refused(Refusal::NotATarget {
                square: to,
                from,
                targets: Vec::new(),
            });
        }
        self.tap(to)
    }

    /// A tap on the square with this name; `None` if there is no such square.
    pub fn tap_name(&mut self, name: &str) -> Option<TapOutcome> {
        let s = self.rules().parse_square(name)?;
        Some(self.tap(s))
    }

    /// A key. Escape also leaves a replay; Enter on a replayed board is refused.
    pub fn key(&mut self, k: Key) -> KeyOutcome {
        if self.replay.is_some() {
            match k {
                Key::Escape => {
                    self.end_replay();
                    return KeyOutcome::Tap(TapOutcome::Cancelled);
                }
                Key::Enter => {
                    let out = TapOutcome::Refused(Refusal::Replaying);
                    self.announce_tap(&out);
                    return KeyOutcome::Tap(out);
                }
                _ => {}
            }
        }
        match k {
            Key::Enter => {
                let c = self.board.cursor();
                match c {
                    Some(c) => KeyOutcome::Tap(self.tap(c)),
                    None => self.board.key(k),
                }
            }
            Key::Escape => {
                let out = self.board.cancel();
                self.announce_tap(&out);
                KeyOutcome::Tap(out)
            }
            _ => {
                let out = self.board.key(k);
                if let KeyOutcome::Cursor(s) = out {
                    let text = match self.replay {
                        None => self.board.describe(s),
                        Some(_) => self.view_board().square(s).description.clone(),
                    };
                    self.announce(EventKind::Cursor, text);
                }
                out
            }
        }
    }

    /// Applies a board action as the game reads it: a tap, a drag, a key,
    /// a cancel, or a turn of the board ([`GameTable::flip`]).
    pub fn board_action(&mut self, action: BoardAction) {
        if self.pending_action(action).is_some() {
            return;
        }
        match action {
            BoardAction::Tap(s) => drop(self.tap(s)),
            BoardAction::Drag { from, to } => drop(self.drag(from, to)),
            BoardAction::Key(k) => drop(self.key(k)),
            BoardAction::Cancel => drop(self.cancel()),
            BoardAction::Flip => self.flip(),
        }
    }

    /// Drops the selection.
    pub fn cancel(&mut self) -> TapOutcome {
        let out = self.board.cancel();
        self.announce_tap(&out);
        out
    }

    /// Plays a move written in notation (`32-28`, `19x30`, `c3-d4`, a full
    /// path) for the person to move. Ends a replay first.
    pub fn play_text(&mut self, text: &str) -> Result<draughts_rules::Move, ActionError> {
        self.end_replay_quietly();
        if self.board.bot_to_move().is_some() {
            return Err(ActionError::BotToMove);
        }
        self.clock_gate();
        let m = self.board.play_text(text)?;
        self.clock_moved();
        self.changed();
        self.after_move(&m, false, 0);
        Ok(m)
    }
}
