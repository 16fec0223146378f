//! [`BoardAction`]: what a player does to a board, the same on every screen
//! with one. Each screen's input carries it as one variant, and the screen
//! forwards it in one line ([`BoardInput::apply`]) or gives it a meaning of
//! its own (the position editor places pieces).

use super::board_input::BoardInput;
use super::cursor::Key;
use super::{KeyOutcome, TapOutcome};
use draughts_rules::Square;

/// A player's action on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardAction {
    /// A tap on a playing square.
    Tap(Square),
    /// A piece dragged from one square and dropped on another.
    Drag {
        /// Where the piece was picked up.
        from: Square,
        /// Where it was dropped.
        to: Square,
    },
    /// A key: a direction moves the cursor, Enter taps at it, Escape cancels.
    Key(Key),
    /// Drops the selection (and any capture being tapped).
    Cancel,
    /// Turns the board around.
    Flip,
}

impl BoardInput {
    /// Applies a board action: what it did to the selection, or `None` when
    /// only the cursor moved or the board turned. A completed move comes
    /// back as [`TapOutcome::Played`] for the owner to play.
    ///
    /// ```
    /// use draughts_app::{BoardAction, BoardInput, TapOutcome};
    /// use draughts_rules::{Position, Rules};
    ///
    /// let rules = Rules::international();
    /// let mut board = BoardInput::new(rules, Position::start(&rules));
    /// let sq = |n| rules.square_from_number(n).unwrap();
    /// assert_eq!(board.apply(BoardAction::Flip), None);
    /// assert!(board.is_flipped());
    /// let out = board.apply(BoardAction::Drag { from: sq(32), to: sq(28) });
    /// assert!(matches!(out, Some(TapOutcome::Played { .. })));
    /// ```
    pub fn apply(&mut self, action: BoardAction) -> Option<TapOutcome> {
        match action {
            BoardAction::Tap(s) => Some(self.tap(s)),
            BoardAction::Drag { from, to } => Some(self.drag(from, to)),
            BoardAction::Key(k) => match self.key(k) {
                KeyOutcome::Tap(out) => Some(out),
                KeyOutcome::Cursor(_) => None,
            },
            BoardAction::Cancel => Some(self.cancel()),
            BoardAction::Flip => {
                self.set_flipped(!self.is_flipped());
                None
            }
        }
    }
}
