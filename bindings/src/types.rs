//! Records and enums that mirror the core's rule and board types.
//!
//! Mirrors, not re-exports: the foreign names are chosen for the apps
//! (`Side`, not `Color`, which clashes with Compose and SwiftUI), squares are
//! `u32`, and every conversion is a plain field copy — no rules logic here.

use crate::error::{argument, Result};

/// A side. White sits at the bottom of the board as drawn by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Side {
    /// The light pieces.
    White,
    /// The dark pieces.
    Black,
}

/// A man or a king.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PieceKind {
    /// An uncrowned piece.
    Man,
    /// A crowned piece.
    King,
}

/// The seven official variants, each an exact preset rule set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Variant {
    /// International (FMJD) draughts, 10×10.
    International,
    /// English draughts / American checkers, 8×8.
    English,
    /// Italian draughts, 8×8.
    Italian,
    /// Spanish draughts, 8×8.
    Spanish,
    /// Russian draughts, 8×8.
    Russian,
    /// Brazilian draughts, 8×8.
    Brazilian,
    /// Czech draughts, 8×8.
    Czech,
}

/// Which captures are allowed when several are possible.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Precedence {
    /// Any capture may be chosen.
    Free,
    /// The most pieces must be taken (a king counts as one).
    MostPieces,
    /// The most pieces, then the most kings.
    MostPiecesThenKings,
    /// Italian order: most pieces, capturing with a king, most kings, king met first.
    Italian,
    /// A king must capture if it can; otherwise free.
    KingFirst,
}

/// What happens when a man reaches the far row in the middle of a capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PromotionInCapture {
    /// Crowned at once, it goes on capturing as a king.
    ContinueAsKing,
    /// Crowned only if the move ends on the far row.
    OnlyAtEnd,
    /// Crowned, and the move ends there.
    EndsMove,
}

/// When captured pieces leave the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Removal {
    /// At the end of the move (they block until then: the Turkish strike).
    EndOfMove,
    /// As soon as each one is jumped.
    Immediate,
}

/// The board size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum BoardSize {
    /// 8×8, 32 playing squares.
    Eight,
    /// 10×10, 50 playing squares.
    Ten,
}

/// How squares are named in notation and FEN.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Numbering {
    /// Numbers from the top-left playing square (International, English).
    TopLeft,
    /// Italian numbering.
    Italian,
    /// Spanish numbering (from White's bottom-right square).
    Spanish,
    /// Algebraic coordinates a1…h8.
    Algebraic,
}

/// The move-count draw rule of a rule set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum DrawRule {
    /// FMJD: kings-only moves, and the lone-king endings with 3 or 2 pieces.
    Fmjd {
        /// Moves each with only kings moving and no capture.
        king_moves: u32,
        /// Moves each with 3 pieces (one a king) against a lone king.
        three_pieces: u32,
        /// Moves each with 2 or fewer pieces (one a king) against a lone king.
        two_pieces: u32,
    },
    /// The Russian federation rules (2022 edition).
    Russian2022,
    /// FMJD rules for the 64-square board, as used for Brazilian.
    Fmjd64,
    /// A draw after `moves` moves each with no capture and no man move.
    NoProgress {
        /// Moves by each player.
        moves: u32,
    },
}

/// A complete rule set: every knob that separates the variants. Start from
/// [`preset_rules`](crate::api::preset_rules), change knobs, and check with
/// [`validate_rules`](crate::api::validate_rules).
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct RuleSet {
    /// The preset these rules start from.
    pub base: Variant,
    /// 8×8 or 10×10.
    pub board: BoardSize,
    /// Whether the corner a1 is a playing square (not in Italian and Spanish).
    pub a1_playing: bool,
    /// Rows of men each side starts with.
    pub start_rows: u32,
    /// The side that moves first.
    pub first: Side,
    /// Men may capture backwards.
    pub men_capture_backwards: bool,
    /// Kings move and capture at any distance.
    pub flying_kings: bool,
    /// A player who can capture must capture.
    pub capture_compulsory: bool,
    /// Which captures are allowed when several exist.
    pub precedence: Precedence,
    /// Men may capture kings.
    pub men_capture_kings: bool,
    /// A man reaching the far row during a capture.
    pub promotion: PromotionInCapture,
    /// When captured pieces leave the board.
    pub removal: Removal,
    /// How squares are numbered.
    pub numbering: Numbering,
    /// The capture separator written in notation: `x` or `:`.
    pub capture_separator: String,
    /// The occurrence of a position that draws (3; Italian 4).
    pub repetition: u32,
    /// The move-count draw rule.
    pub draw: DrawRule,
}

/// A piece on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PlacedPiece {
    /// The square, as an index (0 = the top-left playing square as White sees it).
    pub square: u32,
    /// Whose piece it is.
    pub side: Side,
    /// Man or king.
    pub kind: PieceKind,
}

/// A legal move, with everything a UI needs to animate and list it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveInfo {
    /// The start square (index).
    pub from: u32,
    /// The final square (index).
    pub to: u32,
    /// Every landing square in order, ending with `to`.
    pub path: Vec<u32>,
    /// The captured squares in the order taken (empty for a quiet move).
    pub captured: Vec<u32>,
    /// Whether a man is crowned by this move.
    pub promotes: bool,
    /// The move in the variant's notation, e.g. `32-28` or `c3:e5`.
    pub notation: String,
}

/// One official variant: its identity and exact rules.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct VariantInfo {
    /// The variant.
    pub variant: Variant,
    /// The stable lower-case identifier used in saves and on the command line.
    pub id: String,
    /// The PDN GameType number.
    pub pdn_game_type: u32,
    /// Its name in the requested language ("Dames russes").
    pub name: String,
    /// A short name for narrow places such as table headers ("Russes").
    pub short_name: String,
    /// One line on what makes the variant itself, for the new-game list.
    pub tagline: String,
    /// Its rules, one sentence per knob (board, setup, moves, captures,
    /// kings, promotion, notation, draws), in the requested language.
    pub summary: Vec<Vec<crate::tutorial::TextSpan>>,
    /// The exact rules.
    pub rules: RuleSet,
}

// ---- conversions (field copies only) ----

impl From<draughts_rules::Color> for Side {
    fn from(c: draughts_rules::Color) -> Self {
        match c {
            draughts_rules::Color::White => Side::White,
            draughts_rules::Color::Black => Side::Black,
        }
    }
}
impl From<Side> for draughts_rules::Color {
    fn from(c: Side) -> Self {
        match c {
            Side::White => draughts_rules::Color::White,
            Side::Black => draughts_rules::Color::Black,
        }
    }
}
impl From<draughts_rules::PieceKind> for PieceKind {
    fn from(k: draughts_rules::PieceKind) -> Self {
        match k {
            draughts_rules::PieceKind::Man => PieceKind::Man,
            draughts_rules::PieceKind::King => PieceKind::King,
        }
    }
}

/// Two-way `From` between a mirror enum and the core enum with the same
/// unit variants.
macro_rules! mirror {
    ($ours:ident <=> $theirs:path { $($v:ident),* }) => {
        impl From<$theirs> for $ours {
            fn from(x: $theirs) -> Self {
                use $theirs as T;
                match x { $(T::$v => $ours::$v),* }
            }
        }
        impl From<$ours> for $theirs {
            fn from(x: $ours) -> Self {
                use $theirs as T;
                match x { $($ours::$v => T::$v),* }
            }
        }
    };
}
mirror!(Variant <=> draughts_rules::Variant {
    International, English, Italian, Spanish, Russian, Brazilian, Czech
});
mirror!(Precedence <=> draughts_rules::Precedence {
    Free, MostPieces, MostPiecesThenKings, Italian, KingFirst
});
mirror!(PromotionInCapture <=> draughts_rules::PromotionInCapture {
    ContinueAsKing, OnlyAtEnd, EndsMove
});
mirror!(Removal <=> draughts_rules::Removal { EndOfMove, Immediate });
mirror!(BoardSize <=> draughts_rules::BoardSize { Eight, Ten });
mirror!(Numbering <=> draughts_rules::Numbering { TopLeft, Italian, Spanish, Algebraic });

impl From<draughts_rules::DrawRule> for DrawRule {
    fn from(d: draughts_rules::DrawRule) -> Self {
        match d {
            draughts_rules::DrawRule::Fmjd { king_moves, three_pieces, two_pieces } => {
                DrawRule::Fmjd {
                    king_moves: king_moves.into(),
                    three_pieces: three_pieces.into(),
                    two_pieces: two_pieces.into(),
                }
            }
            draughts_rules::DrawRule::Russian2022 => DrawRule::Russian2022,
            draughts_rules::DrawRule::Fmjd64 => DrawRule::Fmjd64,
            draughts_rules::DrawRule::NoProgress { moves } => {
                DrawRule::NoProgress { moves: moves.into() }
            }
        }
    }
}

fn small<T: TryFrom<u32>>(what: &str, v: u32) -> Result<T> {
    T::try_from(v).map_err(|_| argument(format!("{what}: {v} is out of range")))
}

impl TryFrom<DrawRule> for draughts_rules::DrawRule {
    type Error = crate::error::DraughtsError;
    fn try_from(d: DrawRule) -> Result<Self> {
        Ok(match d {
            DrawRule::Fmjd { king_moves, three_pieces, two_pieces } => {
                draughts_rules::DrawRule::Fmjd {
                    king_moves: small("draw king_moves", king_moves)?,
                    three_pieces: small("draw three_pieces", three_pieces)?,
                    two_pieces: small("draw two_pieces", two_pieces)?,
                }
            }
            DrawRule::Russian2022 => draughts_rules::DrawRule::Russian2022,
            DrawRule::Fmjd64 => draughts_rules::DrawRule::Fmjd64,
            DrawRule::NoProgress { moves } => {
                draughts_rules::DrawRule::NoProgress { moves: small("draw moves", moves)? }
            }
        })
    }
}

impl From<draughts_rules::Rules> for RuleSet {
    fn from(r: draughts_rules::Rules) -> Self {
        RuleSet {
            base: r.base.into(),
            board: r.board.into(),
            a1_playing: r.a1_playing,
            start_rows: r.start_rows.into(),
            first: r.first.into(),
            men_capture_backwards: r.men_capture_backwards,
            flying_kings: r.flying_kings,
            capture_compulsory: r.capture_compulsory,
            precedence: r.precedence.into(),
            men_capture_kings: r.men_capture_kings,
            promotion: r.promotion.into(),
            removal: r.removal.into(),
            numbering: r.numbering.into(),
            capture_separator: r.capture_separator.to_string(),
            repetition: r.repetition.into(),
            draw: r.draw.into(),
        }
    }
}

impl RuleSet {
    /// The core rules, checked by the core's own `Rules::validate`.
    pub(crate) fn to_core(&self) -> Result<draughts_rules::Rules> {
        let mut sep = self.capture_separator.chars();
        let capture_separator = match (sep.next(), sep.next()) {
            (Some(c), None) => c,
            _ => {
                return Err(argument(format!(
                    "capture separator `{}`: use `x` or `:`",
                    self.capture_separator
                )))
            }
        };
        let rules = draughts_rules::Rules {
            base: self.base.into(),
            board: self.board.into(),
            a1_playing: self.a1_playing,
            start_rows: small("start rows", self.start_rows)?,
            first: self.first.into(),
            men_capture_backwards: self.men_capture_backwards,
            flying_kings: self.flying_kings,
            capture_compulsory: self.capture_compulsory,
            precedence: self.precedence.into(),
            men_capture_kings: self.men_capture_kings,
            promotion: self.promotion.into(),
            removal: self.removal.into(),
            numbering: self.numbering.into(),
            capture_separator,
            repetition: small("repetition", self.repetition)?,
            draw: self.draw.try_into()?,
        };
        rules.validate()?;
        Ok(rules)
    }
}

/// A legal move with its text, as a record.
pub(crate) fn move_info(m: &draughts_app::LegalMove) -> MoveInfo {
    MoveInfo {
        from: m.mv.from().0.into(),
        to: m.mv.to().0.into(),
        path: m.mv.path().iter().map(|s| u32::from(s.0)).collect(),
        captured: m.mv.captured().iter().map(|s| u32::from(s.0)).collect(),
        promotes: m.mv.promotes(),
        notation: m.notation.clone(),
    }
}

/// A square index from the foreign side, checked against the board.
pub(crate) fn square(rules: &draughts_rules::Rules, s: u32) -> Result<draughts_rules::Square> {
    let n = rules.geometry().squares;
    match u8::try_from(s) {
        Ok(v) if v < n => Ok(draughts_rules::Square(v)),
        _ => Err(argument(format!("square index {s} is off this board (0-{})", n - 1))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_round_trips_through_the_record() {
        for v in draughts_rules::Variant::ALL {
            let r = draughts_rules::Rules::preset(v);
            assert_eq!(RuleSet::from(r).to_core().unwrap(), r, "{v}");
        }
    }

    #[test]
    fn out_of_range_knobs_are_errors_not_truncations() {
        let mut r = RuleSet::from(draughts_rules::Rules::international());
        r.start_rows = 256 + 4;
        assert!(r.to_core().is_err());
        r.start_rows = 4;
        r.draw = DrawRule::NoProgress { moves: 70_000 };
        assert!(r.to_core().is_err());
        r.draw = DrawRule::NoProgress { moves: 40 };
        r.capture_separator = String::new();
        assert!(r.to_core().is_err());
    }
}
