//! Arrows over the analysis board, as lichess draws them: the better move
//! on a reviewed error (green) and the engine's best move on the position
//! on screen (blue), each a chain of hops: the start square, then every
//! landing square of a capture, the head on the last one.

use draughts_rules::{Move, Square};

/// The green of the better move (lichess's "good" arrow), translucent:
/// ARGB, alpha 0xA0.
pub const BETTER_ARROW_ARGB: u32 = 0xA015_781B;
/// The blue of the engine's best move (lichess's best-move arrow),
/// translucent: ARGB, alpha 0xA0.
pub const BEST_ARROW_ARGB: u32 = 0xA000_3088;

/// What an arrow shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrowKind {
    /// On a reviewed error: the move the engine would have played instead.
    Better,
    /// The first move of the engine's best line on the position on screen.
    Best,
}

impl ArrowKind {
    /// The colour to draw it in (ARGB, translucent).
    pub fn argb(self) -> u32 {
        match self {
            ArrowKind::Better => BETTER_ARROW_ARGB,
            ArrowKind::Best => BEST_ARROW_ARGB,
        }
    }
}

/// One arrow: a move's squares in order, drawn hop by hop with a head on
/// the last square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveArrow {
    /// The start square, then each landing square (one for a quiet move,
    /// one per piece taken for a capture).
    pub squares: Vec<Square>,
    /// What it shows.
    pub kind: ArrowKind,
    /// The colour to draw it in (ARGB, translucent).
    pub argb: u32,
}

impl MoveArrow {
    /// The arrow of a move.
    pub fn of(mv: &Move, kind: ArrowKind) -> MoveArrow {
        let mut squares = Vec::with_capacity(mv.path().len() + 1);
        squares.push(mv.from());
        squares.extend_from_slice(mv.path());
        MoveArrow { squares, kind, argb: kind.argb() }
    }

    /// The hops, each from one square to the next.
    pub fn hops(&self) -> impl Iterator<Item = (Square, Square)> + '_ {
        self.squares.windows(2).map(|w| (w[0], w[1]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts_rules::{Position, Rules};

    #[test]
    fn a_quiet_move_is_one_hop_and_a_capture_one_hop_per_piece_taken() {
        let rules = Rules::international();
        let sq = |n| rules.square_from_number(n).unwrap();
        let pos = Position::start(&rules);
        let quiet = pos.parse_move(&rules, "32-28").unwrap();
        let a = MoveArrow::of(&quiet, ArrowKind::Best);
        assert_eq!(a.squares, vec![sq(32), sq(28)]);
        assert_eq!(a.argb, BEST_ARROW_ARGB);
        // White 32 takes 27 and 17: two hops, landing on 21 then 12.
        let two = Position::from_fen(&rules, "W:W32:B27,17").unwrap();
        let mv = two.parse_move(&rules, "32x12").unwrap();
        let a = MoveArrow::of(&mv, ArrowKind::Better);
        assert_eq!(a.squares, vec![sq(32), sq(21), sq(12)]);
        assert_eq!(a.hops().collect::<Vec<_>>(), vec![(sq(32), sq(21)), (sq(21), sq(12))]);
        assert_eq!(a.kind.argb(), BETTER_ARROW_ARGB);
    }
}
