//! Board geometry: squares, the padded bitboard layout, and square names.
//!
//! Internally the playing squares are numbered 0.. in reading order from the
//! top-left, on a board whose a1 is a playing square (the International and
//! English numbering, minus one). Boards with a1 light (Italian, Spanish) are
//! the mirror image of that board; the rules are symmetric under the mirror, so
//! only names change ([`Rules::a1_playing`]).
//!
//! Bitboard layout: square `s` lives at bit `s + s / side`, which leaves one
//! ghost bit after every two rows. Then the four diagonal steps are the same
//! shifts everywhere (±cols, ±(cols+1)) and a step off the board lands on a
//! ghost bit or outside the word. One `u64` holds 8×8 (35 bits) and 10×10 (54).

use crate::rules::{BoardSize, Numbering, Rules};
use serde::{Deserialize, Serialize};

/// A playing square, by its internal index (0 = the top-left playing square
/// of the a1-playing board). Use [`Rules::square_name`] to show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square(pub u8);

impl Square {
    /// The internal index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A direction on the board, seen from White (who moves up).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// Towards the top left (from White's side).
    UpLeft = 0,
    /// Towards the top right.
    UpRight = 1,
    /// Towards the bottom left.
    DownLeft = 2,
    /// Towards the bottom right.
    DownRight = 3,
}

impl Dir {
    /// The four diagonal directions, in index order.
    pub const ALL: [Dir; 4] = [Dir::UpLeft, Dir::UpRight, Dir::DownLeft, Dir::DownRight];
    /// The direction straight back.
    pub const fn reverse(self) -> Dir {
        match self {
            Dir::UpLeft => Dir::DownRight,
            Dir::UpRight => Dir::DownLeft,
            Dir::DownLeft => Dir::UpRight,
            Dir::DownRight => Dir::UpLeft,
        }
    }
    /// Whether this direction goes up (toward row 0).
    pub const fn is_up(self) -> bool {
        matches!(self, Dir::UpLeft | Dir::UpRight)
    }
}

/// Everything that depends only on the board size, precomputed.
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    /// The board size this geometry is for.
    pub size: BoardSize,
    /// Squares along one side.
    pub side: u8,
    /// Playing squares per row.
    pub cols: u8,
    /// Number of playing squares.
    pub squares: u8,
    /// Every bit that is a playing square.
    pub valid: u64,
    /// Bits of each row (index 0 = top).
    pub rows: [u64; 10],
    /// Bit of each square.
    pub bit_of: [u8; 50],
    /// Square of each bit (255 for a ghost).
    pub square_of: [u8; 64],
}

const fn build(size: BoardSize) -> Geometry {
    let side = size.side();
    let cols = side / 2;
    let squares = size.squares();
    let mut valid = 0u64;
    let mut rows = [0u64; 10];
    let mut bit_of = [0u8; 50];
    let mut square_of = [255u8; 64];
    let mut s = 0u8;
    while s < squares {
        let bit = s + s / side;
        valid |= 1u64 << bit;
        rows[(s / cols) as usize] |= 1u64 << bit;
        bit_of[s as usize] = bit;
        square_of[bit as usize] = s;
        s += 1;
    }
    Geometry { size, side, cols, squares, valid, rows, bit_of, square_of }
}

/// The geometry of the 8x8 board.
pub const GEO8: Geometry = build(BoardSize::Eight);
/// The geometry of the 10x10 board.
pub const GEO10: Geometry = build(BoardSize::Ten);

impl Geometry {
    /// The geometry of a board size.
    pub const fn of(size: BoardSize) -> &'static Geometry {
        match size {
            BoardSize::Eight => &GEO8,
            BoardSize::Ten => &GEO10,
        }
    }

    /// One diagonal step of every bit in `bb`; bits that leave the board vanish.
    #[inline(always)]
    pub const fn step(&self, bb: u64, d: Dir) -> u64 {
        let c = self.cols as u32;
        (match d {
            Dir::UpLeft => bb >> (c + 1),
            Dir::UpRight => bb >> c,
            Dir::DownLeft => bb << c,
            Dir::DownRight => bb << (c + 1),
        }) & self.valid
    }

    /// The bit of a square.
    #[inline(always)]
    pub const fn bit(&self, s: Square) -> u64 {
        1u64 << self.bit_of[s.0 as usize]
    }

    /// The square of a single-bit board.
    #[inline(always)]
    pub fn square(&self, bb: u64) -> Square {
        Square(self.square_of[bb.trailing_zeros() as usize])
    }

    /// The row (0 = top) and column of the square on the a1-playing board.
    pub const fn row_col(&self, s: Square) -> (u8, u8) {
        let r = s.0 / self.cols;
        let i = s.0 % self.cols;
        let file = if r % 2 == 0 { 2 * i + 1 } else { 2 * i };
        (r, file)
    }

    /// The square at row `r` (0 = top) and column `file` of the a1-playing
    /// board, if that is a playing square.
    pub const fn at(&self, r: u8, file: u8) -> Option<Square> {
        if r >= self.side || file >= self.side || (r + file) % 2 == 0 {
            return None;
        }
        Some(Square(r * self.cols + file / 2))
    }
}

/// Square names, as the rules' numbering gives them.
impl Rules {
    /// The board geometry of these rules.
    pub const fn geometry(&self) -> &'static Geometry {
        Geometry::of(self.board)
    }

    /// Real coordinates: file (0 = a) and rank (0 = rank 1), from White's side.
    pub fn coords(&self, s: Square) -> (u8, u8) {
        let g = self.geometry();
        let (r, f) = g.row_col(s);
        let file = if self.a1_playing { f } else { g.side - 1 - f };
        (file, g.side - 1 - r)
    }

    /// The square at real file/rank, if it is a playing square.
    pub fn from_coords(&self, file: u8, rank: u8) -> Option<Square> {
        let g = self.geometry();
        if file >= g.side || rank >= g.side {
            return None;
        }
        let f = if self.a1_playing { file } else { g.side - 1 - file };
        g.at(g.side - 1 - rank, f)
    }

    /// The algebraic coordinate, such as `c3`.
    pub fn coordinate(&self, s: Square) -> String {
        let (f, r) = self.coords(s);
        format!("{}{}", (b'a' + f) as char, r + 1)
    }

    /// The square's number in the variant's numeric system (PDN `N`). For
    /// algebraic variants this is reading order from the top-left playing
    /// square (the lidraughts and dctl numbering, 1 = b8 … 32 = g1).
    pub fn square_number(&self, s: Square) -> u32 {
        let g = self.geometry();
        let (file, rank) = self.coords(s);
        let cols = g.cols as u32;
        match self.numbering {
            Numbering::Spanish => {
                let rb = rank as u32;
                let i = (g.side as u32 - 1 - file as u32) / 2;
                rb * cols + i + 1
            }
            _ => {
                let r = (g.side - 1 - rank) as u32;
                r * cols + file as u32 / 2 + 1
            }
        }
    }

    /// The square with this number, if it exists.
    pub fn square_from_number(&self, n: u32) -> Option<Square> {
        let g = self.geometry();
        if n == 0 || n > g.squares as u32 {
            return None;
        }
        let cols = g.cols as u32;
        let (r, i) = ((n - 1) / cols, (n - 1) % cols);
        let side = g.side as u32;
        let (file, rank) = match self.numbering {
            Numbering::Spanish => {
                let file = if r % 2 == 0 { side - 1 - 2 * i } else { side - 2 - 2 * i };
                (file, r)
            }
            _ => {
                let rank = side - 1 - r;
                // The playing square of this row at column pair i.
                let f0 = 2 * i;
                let file =
                    if self.from_coords(f0 as u8, rank as u8).is_some() { f0 } else { f0 + 1 };
                (file, rank)
            }
        };
        self.from_coords(file as u8, rank as u8)
    }

    /// The name the variant's official notation uses: a number, or a
    /// coordinate for algebraic variants.
    pub fn square_name(&self, s: Square) -> String {
        match self.numbering {
            Numbering::Algebraic => self.coordinate(s),
            _ => self.square_number(s).to_string(),
        }
    }

    /// Reads a square written as a number (any variant) or as a coordinate
    /// such as `c3` (any variant; official only for algebraic ones).
    pub fn parse_square(&self, text: &str) -> Option<Square> {
        let t = text.trim();
        let b = t.as_bytes();
        if b.is_empty() {
            return None;
        }
        if b[0].is_ascii_digit() {
            if b.len() > 3 || !b.iter().all(u8::is_ascii_digit) {
                return None;
            }
            return self.square_from_number(t.parse().ok()?);
        }
        let f = b[0].to_ascii_lowercase();
        if !f.is_ascii_lowercase()
            || b.len() < 2
            || b.len() > 3
            || !b[1..].iter().all(u8::is_ascii_digit)
        {
            return None;
        }
        let rank: u8 = t[1..].parse().ok()?;
        if rank == 0 {
            return None;
        }
        self.from_coords(f - b'a', rank - 1)
    }

    /// Every playing square, in internal order.
    pub fn squares(&self) -> impl Iterator<Item = Square> {
        (0..self.geometry().squares).map(Square)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn numbering_matches_notation_reference() {
        // PDN 3.0 numbering: International 1 = b10, 5 = j10, 46 = a1, 50 = i1.
        let r = Rules::international();
        let name = |n| r.coordinate(r.square_from_number(n).unwrap());
        assert_eq!(
            (name(1).as_str(), name(5).as_str(), name(46).as_str(), name(50).as_str()),
            ("b10", "j10", "a1", "i1")
        );
        // English: 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1.
        let r = Rules::english();
        let name = |n| r.coordinate(r.square_from_number(n).unwrap());
        assert_eq!([name(1), name(4), name(5), name(29), name(32)], ["b8", "h8", "a7", "a1", "g1"]);
        // Italian: 1 = a8, 4 = g8, 5 = b7, 32 = h1.
        let r = Variant::Italian.rules();
        let name = |n| r.coordinate(r.square_from_number(n).unwrap());
        assert_eq!([name(1), name(4), name(5), name(32)], ["a8", "g8", "b7", "h1"]);
        // Spanish: 1 = h1, 4 = b1, 5 = g2, 32 = a8.
        let r = Variant::Spanish.rules();
        let name = |n| r.coordinate(r.square_from_number(n).unwrap());
        assert_eq!([name(1), name(4), name(5), name(32)], ["h1", "b1", "g2", "a8"]);
    }

    #[test]
    fn numbers_and_coordinates_round_trip() {
        for v in Variant::ALL {
            let r = v.rules();
            for s in r.squares() {
                assert_eq!(r.square_from_number(r.square_number(s)), Some(s), "{v} {s:?}");
                assert_eq!(r.parse_square(&r.coordinate(s)), Some(s), "{v} {s:?}");
                assert_eq!(r.parse_square(&r.square_name(s)), Some(s), "{v} {s:?}");
                let (f, k) = r.coords(s);
                assert_eq!(
                    (f + k) % 2 == 0,
                    r.a1_playing,
                    "{v}: playing squares have the a1 colour"
                );
            }
        }
    }

    #[test]
    fn steps_never_wrap() {
        for g in [&GEO8, &GEO10] {
            for s in 0..g.squares {
                let (r, f) = g.row_col(Square(s));
                for d in Dir::ALL {
                    let to = g.step(g.bit(Square(s)), d);
                    let (dr, df): (i8, i8) = match d {
                        Dir::UpLeft => (-1, -1),
                        Dir::UpRight => (-1, 1),
                        Dir::DownLeft => (1, -1),
                        Dir::DownRight => (1, 1),
                    };
                    let want = g.at((r as i8 + dr) as u8, (f as i8 + df) as u8);
                    assert_eq!(if to == 0 { None } else { Some(g.square(to)) }, want);
                }
            }
        }
    }
}
