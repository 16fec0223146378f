//! Positions: bitboards, Zobrist hashing, and the validating constructor.

use crate::board::{Geometry, Square};
use crate::movegen::Move;
use crate::rules::{Color, Rules};
use serde::{Deserialize, Serialize};

/// A man or a king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceKind {
    /// A man: moves forward, crowns on the far row.
    Man,
    /// A king.
    King,
}

/// A piece: its side and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// Man or king.
    pub kind: PieceKind,
}

impl Piece {
    /// The letter text boards use: `w`/`b` for men, `W`/`B` for kings (as in
    /// the Hub position string).
    pub const fn letter(self) -> char {
        match (self.color, self.kind) {
            (Color::White, PieceKind::Man) => 'w',
            (Color::White, PieceKind::King) => 'W',
            (Color::Black, PieceKind::Man) => 'b',
            (Color::Black, PieceKind::King) => 'B',
        }
    }
}

/// An unchecked placement of pieces, as read from a FEN or built by hand.
/// It becomes a [`Position`] only through [`Position::new`], which checks it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    /// Side to move; `None` when the FEN says `?` (White is then assumed).
    pub turn: Option<Color>,
    /// Every piece with its square.
    pub pieces: Vec<(Square, Piece)>,
}

/// Why a setup is not a legal position for its rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Two pieces on one square (the square, as written).
    #[error("square {0} holds two pieces")]
    Twice(String),
    /// More pieces of one colour than the rules' start position holds.
    #[error("{color:?} has {count} pieces; at most {max} fit these rules")]
    TooMany {
        /// The colour with too many pieces.
        color: Color,
        /// How many it has.
        count: usize,
        /// How many the rules allow.
        max: usize,
    },
    /// A man on its own promotion row.
    #[error(
        "a {color:?} man stands on square {square}, its own promotion row: it would already \
        be a king"
    )]
    ManOnPromotionRow {
        /// The man's colour.
        color: Color,
        /// The square, as written.
        square: String,
    },
}

/// A legal position: pieces on bitboards, the side to move, and its Zobrist
/// hash. Small and `Copy`: moves are played by copy-make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Bitboards of each side's pieces, men and kings (indexed by [`Color::index`]).
    pub(crate) sides: [u64; 2],
    /// Bitboard of kings of either side.
    pub(crate) kings: u64,
    pub(crate) turn: Color,
    pub(crate) hash: u64,
}

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Zobrist keys: `[color][kind][bit]`, fixed so hashes are stable across runs.
pub(crate) static ZOBRIST: [[[u64; 64]; 2]; 2] = {
    let mut t = [[[0u64; 64]; 2]; 2];
    let mut i = 0;
    while i < 256 {
        t[i / 128][(i / 64) % 2][i % 64] = splitmix(0xD1A6_0000 + i as u64);
        i += 1;
    }
    t
};
/// XORed in when Black is to move.
pub(crate) const ZOBRIST_BLACK: u64 = splitmix(0xB1AC_C000);

impl Position {
    /// Checks a setup against the rules and builds the position.
    pub fn new(setup: &Setup, rules: &Rules) -> Result<Position, SetupError> {
        let g = rules.geometry();
        let mut sides = [0u64; 2];
        let mut kings = 0u64;
        for &(s, p) in &setup.pieces {
            let bit = g.bit(s);
            if (sides[0] | sides[1]) & bit != 0 {
                return Err(SetupError::Twice(rules.square_name(s)));
            }
            sides[p.color.index()] |= bit;
            if p.kind == PieceKind::King {
                kings |= bit;
            } else if g.rows[rules.promotion_row(p.color) as usize] & bit != 0 {
                return Err(SetupError::ManOnPromotionRow {
                    color: p.color,
                    square: rules.square_name(s),
                });
            }
        }
        let max = max_pieces(rules);
        for c in [Color::White, Color::Black] {
            let count = sides[c.index()].count_ones() as usize;
            if count > max {
                return Err(SetupError::TooMany { color: c, count, max });
            }
        }
        Ok(Position::from_parts(sides, kings, setup.turn.unwrap_or(Color::White)))
    }

    /// A position straight from bitboards (each side's pieces, the kings,
    /// the side to move), in the bit layout of `rules`' geometry. Unchecked
    /// beyond debug assertions: for tools that enumerate positions
    /// (endgame databases, training data) and know them to be legal.
    pub fn from_bits(rules: &Rules, sides: [u64; 2], kings: u64, turn: Color) -> Position {
        let valid = rules.geometry().valid;
        debug_assert!(sides[0] & sides[1] == 0);
        debug_assert!((sides[0] | sides[1]) & !valid == 0);
        debug_assert!(kings & !(sides[0] | sides[1]) == 0);
        Position::from_parts(sides, kings, turn)
    }

    pub(crate) fn from_parts(sides: [u64; 2], kings: u64, turn: Color) -> Position {
        let mut p = Position { sides, kings, turn, hash: 0 };
        p.hash = p.compute_hash();
        p
    }

    /// The same placement with the other side to move (a null move), as a
    /// search asks "what could the opponent do from here?".
    pub fn pass(&self) -> Position {
        Position { turn: self.turn.opponent(), hash: self.hash ^ ZOBRIST_BLACK, ..*self }
    }

    /// The start position of these rules.
    pub fn start(rules: &Rules) -> Position {
        let g = rules.geometry();
        let (mut top, mut bottom) = (0u64, 0u64);
        for r in 0..rules.start_rows as usize {
            top |= g.rows[r];
            bottom |= g.rows[g.side as usize - 1 - r];
        }
        Position::from_parts([bottom, top], 0, rules.first)
    }

    /// The hash recomputed from scratch (the incremental one must equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.turn == Color::Black { ZOBRIST_BLACK } else { 0 };
        for (c, &side) in self.sides.iter().enumerate() {
            let mut bb = side;
            while bb != 0 {
                let b = bb.trailing_zeros() as usize;
                bb &= bb - 1;
                let k = ((self.kings >> b) & 1) as usize;
                h ^= ZOBRIST[c][k][b];
            }
        }
        h
    }

    /// The Zobrist hash of the placement and side to move.
    pub const fn hash(&self) -> u64 {
        self.hash
    }
    /// The side to move.
    pub const fn turn(&self) -> Color {
        self.turn
    }
    /// Bitboard of one side's pieces (bit layout of [`Geometry`]).
    pub const fn side_bits(&self, c: Color) -> u64 {
        self.sides[c as usize]
    }
    /// Bitboard of all kings.
    pub const fn king_bits(&self) -> u64 {
        self.kings
    }
    /// Bitboard of every piece.
    pub const fn occupied(&self) -> u64 {
        self.sides[0] | self.sides[1]
    }

    /// The piece on a square.
    pub fn piece_at(&self, rules: &Rules, s: Square) -> Option<Piece> {
        let bit = rules.geometry().bit(s);
        let color = if self.sides[0] & bit != 0 {
            Color::White
        } else if self.sides[1] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let kind = if self.kings & bit != 0 { PieceKind::King } else { PieceKind::Man };
        Some(Piece { color, kind })
    }

    /// Every piece with its square, in internal square order.
    pub fn pieces(&self, rules: &Rules) -> Vec<(Square, Piece)> {
        rules.squares().filter_map(|s| self.piece_at(rules, s).map(|p| (s, p))).collect()
    }

    /// Number of pieces of a side, and how many of them are kings.
    pub fn count(&self, c: Color) -> (u32, u32) {
        let b = self.sides[c.index()];
        (b.count_ones(), (b & self.kings).count_ones())
    }

    /// Plays a move (copy-make). The move must be legal in this position.
    #[inline]
    pub fn play(&self, m: &Move) -> Position {
        let us = self.turn.index();
        let them = 1 - us;
        let from = 1u64 << m.from_bit;
        let to = 1u64 << m.to_bit;
        let was_king = self.kings & from != 0;
        let mut p = *self;
        let z = &ZOBRIST;
        // Captured pieces.
        let cap = m.captured_bits;
        if cap != 0 {
            let mut bb = cap;
            while bb != 0 {
                let b = bb.trailing_zeros() as usize;
                bb &= bb - 1;
                p.hash ^= z[them][((self.kings >> b) & 1) as usize][b];
            }
            p.sides[them] &= !cap;
            p.kings &= !cap;
        }
        // The moving piece (from may equal to in a round trip).
        let k_before = was_king as usize;
        let k_after = (was_king || m.promotes) as usize;
        p.hash ^= z[us][k_before][m.from_bit as usize] ^ z[us][k_after][m.to_bit as usize];
        p.sides[us] = (p.sides[us] & !from) | to;
        p.kings &= !from;
        if k_after == 1 {
            p.kings |= to;
        }
        p.turn = self.turn.opponent();
        p.hash ^= ZOBRIST_BLACK;
        p
    }

    /// The same placement with `turn` to move.
    pub fn with_turn(&self, turn: Color) -> Position {
        if turn == self.turn {
            *self
        } else {
            self.pass()
        }
    }

    /// The setup this position was made from.
    pub fn setup(&self, rules: &Rules) -> Setup {
        Setup { turn: Some(self.turn), pieces: self.pieces(rules) }
    }
}

/// The most pieces a side may have: the number it starts with.
pub fn max_pieces(rules: &Rules) -> usize {
    let g: &Geometry = rules.geometry();
    g.cols as usize * rules.start_rows as usize
}
