//! Where squares are drawn, and the keyboard cursor over them.
//!
//! The cursor moves over the playing (dark) squares as they appear on
//! screen, after the board orientation. Up, Down, Left and Right go to the
//! nearest playing square straight in that direction (two rows or two
//! columns away, since the squares in between are light); the four
//! diagonals go to the touching playing square. At the edge the cursor
//! stays, as in any grid a screen reader walks.

use draughts_rules::{Move, Rules, Square};
use serde::{Deserialize, Serialize};

/// A key for the board. Front ends map their keys here: arrows, two arrows
/// held together (or Home, Page Up, End, Page Down, as on a numeric keypad)
/// for the diagonals, Enter or Space, Escape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Key {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
    /// Diagonally up and left.
    UpLeft,
    /// Diagonally up and right.
    UpRight,
    /// Diagonally down and left.
    DownLeft,
    /// Diagonally down and right.
    DownRight,
    /// Tap at the cursor.
    Enter,
    /// Cancel the selection (or leave a replay).
    Escape,
}

impl Key {
    /// The screen step of a direction key, in (rows, columns).
    const fn step(self) -> Option<(i8, i8)> {
        match self {
            Key::Up => Some((-2, 0)),
            Key::Down => Some((2, 0)),
            Key::Left => Some((0, -2)),
            Key::Right => Some((0, 2)),
            Key::UpLeft => Some((-1, -1)),
            Key::UpRight => Some((-1, 1)),
            Key::DownLeft => Some((1, -1)),
            Key::DownRight => Some((1, 1)),
            Key::Enter | Key::Escape => None,
        }
    }
}

/// Where a square is drawn: screen row (0 = top) and column (0 = left).
pub fn screen_pos(rules: &Rules, flipped: bool, s: Square) -> (u8, u8) {
    let side = rules.board.side();
    let (file, rank) = rules.coords(s);
    if flipped {
        (rank, side - 1 - file)
    } else {
        (side - 1 - rank, file)
    }
}

/// The playing square drawn at a screen row and column, if any.
pub fn square_at_screen(rules: &Rules, flipped: bool, row: u8, col: u8) -> Option<Square> {
    let side = rules.board.side();
    if row >= side || col >= side {
        return None;
    }
    let (file, rank) = if flipped { (side - 1 - col, row) } else { (col, side - 1 - row) };
    rules.from_coords(file, rank)
}

/// The cursor after a direction key; unchanged at the edge of the board
/// (and for Enter and Escape).
pub fn move_cursor(rules: &Rules, flipped: bool, from: Square, key: Key) -> Square {
    let Some((dr, dc)) = key.step() else {
        return from;
    };
    let (row, col) = screen_pos(rules, flipped, from);
    let (r, c) = (row as i16 + dr as i16, col as i16 + dc as i16);
    if r < 0 || c < 0 {
        return from;
    }
    square_at_screen(rules, flipped, r as u8, c as u8).unwrap_or(from)
}

/// Where the cursor rests when the side to move gets the board: on a piece
/// that must capture, else on the movable piece nearest the opponent's last
/// move (where the action is), else on the movable piece nearest the bottom
/// left corner as drawn. `None` only when the side to move cannot move.
pub fn home_square(
    rules: &Rules,
    flipped: bool,
    legal: &[Move],
    last: Option<Square>,
) -> Option<Square> {
    let mut movers: Vec<Square> = legal.iter().map(Move::from).collect();
    movers.sort();
    movers.dedup();
    if legal.iter().any(Move::is_capture) {
        movers.retain(|&s| legal.iter().any(|m| m.from() == s && m.is_capture()));
    }
    let side = rules.board.side() as i16;
    let target = match last {
        Some(s) => {
            let (r, c) = screen_pos(rules, flipped, s);
            (r as i16, c as i16)
        }
        None => (side - 1, 0),
    };
    movers.into_iter().min_by_key(|&s| {
        let (r, c) = screen_pos(rules, flipped, s);
        let (dr, dc) = (r as i16 - target.0, c as i16 - target.1);
        // Distance first; ties toward the bottom, then the left.
        (dr * dr + dc * dc, -(r as i16), c as i16)
    })
}
