//! Rules as data: one [`Rules`] value of named knobs, and the seven official presets.
//!
//! Every knob cites the rule it encodes. The sources, by key:
//! - FMJD: "Official FMJD rules for International draughts", Annex 1,
//!   November 2015 (fmjd.org);
//! - ACF: American Checker Federation rules (usacheckers.com);
//! - RU: the Russian rules code of 2004, and the Russian federation's sport
//!   rules («Правила вида спорта „Шашки“», 2022 edition) for the draw rules;
//! - BR/BRs: the FMJD Brazil section's rules and the official Brazilian
//!   rules summary for 64 and 100 squares;
//! - CZ/CZr: FMJD "Brief rules of Czech draughts" and the Czech federation's
//!   rules (damweb.cz);
//! - FPD: Federação Portuguesa de Damas, "Regras do jogo de Damas Clássicas"
//!   (the game Spanish draughts shares);
//! - FID: Federazione Italiana Dama, technical rules 2008;
//! - PDN: the PDN 3.0 GameType table (pdn.fmjd.org).
//!
//! Draw-rule values are data here; their behaviour lives in the game record
//! (crate `draughts-game`).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A side. White always sits at the bottom of the internal board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Color {
    /// White.
    White,
    /// Black.
    Black,
}

impl Color {
    /// The other side.
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
    /// 0 for White, 1 for Black: an index into per-side arrays.
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The FEN/PDN letter, `W` or `B`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }
    /// The side's key, `white` or `black`: the one spelling in texts'
    /// selectors, JSON output and saves.
    ///
    /// ```
    /// use draughts_rules::Color;
    /// assert_eq!(Color::Black.key(), "black");
    /// ```
    pub const fn key(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

/// The seven official variants. Each maps to an exact [`Rules`] preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// International draughts, 10x10 (FMJD), PDN GameType 20.
    International,
    /// English draughts or American checkers, 8x8, GameType 21.
    English,
    /// Italian draughts, 8x8, GameType 22.
    Italian,
    /// Spanish draughts, 8x8, GameType 24.
    Spanish,
    /// Russian draughts (shashki), 8x8, GameType 25.
    Russian,
    /// Brazilian draughts, 8x8, GameType 26.
    Brazilian,
    /// Czech draughts, 8x8, GameType 29.
    Czech,
}

impl Variant {
    /// Every preset, in the order the app lists them.
    pub const ALL: [Variant; 7] = [
        Variant::International,
        Variant::English,
        Variant::Russian,
        Variant::Brazilian,
        Variant::Spanish,
        Variant::Italian,
        Variant::Czech,
    ];

    /// The stable lower-case name used on the command line and in saves.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::International => "international",
            Variant::English => "english",
            Variant::Italian => "italian",
            Variant::Spanish => "spanish",
            Variant::Russian => "russian",
            Variant::Brazilian => "brazilian",
            Variant::Czech => "czech",
        }
    }

    /// The PDN 3.0 GameType number (PDN3 `gametype.rst`).
    pub const fn game_type(self) -> u32 {
        match self {
            Variant::International => 20,
            Variant::English => 21,
            Variant::Italian => 22,
            Variant::Spanish => 24,
            Variant::Russian => 25,
            Variant::Brazilian => 26,
            Variant::Czech => 29,
        }
    }

    /// The variant with this PDN GameType number, if it is one of ours.
    pub fn from_game_type(n: u32) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.game_type() == n)
    }

    /// The exact official rules of this variant.
    pub fn rules(self) -> Rules {
        Rules::preset(self)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error for an unknown variant name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown variant `{0}` (expected one of: international, english, american, russian, \
    brazilian, spanish, italian, czech)"
)]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let v = match s.trim().to_ascii_lowercase().as_str() {
            "international" | "intl" | "fmjd" | "10x10" => Variant::International,
            "english" | "american" | "checkers" => Variant::English,
            "italian" => Variant::Italian,
            "spanish" => Variant::Spanish,
            "russian" => Variant::Russian,
            "brazilian" => Variant::Brazilian,
            "czech" => Variant::Czech,
            _ => return Err(UnknownVariant(s.to_string())),
        };
        Ok(v)
    }
}

/// Which captures win when several are possible. The move generator
/// (`movegen.rs`) turns each capture into a sort key and keeps the maximum,
/// so a precedence rule is a key, not a branch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Precedence {
    /// Any capture may be chosen (ACF 1.20; Russian).
    Free,
    /// The most pieces, a king counting as one (FMJD 4.13, 4.14; Brazilian).
    MostPieces,
    /// The most pieces, then the most kings (Spanish: FPD "quantidade, qualidade").
    MostPiecesThenKings,
    /// Italian order: most pieces, then capturing with a king, then the most
    /// kings, then the king met first (FID 6.6-6.10).
    Italian,
    /// A king must capture if it can; otherwise free (Czech: CZr 4.14).
    KingFirst,
}

/// What happens when a man reaches the far row in the middle of a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PromotionInCapture {
    /// It is crowned at once and goes on capturing as a king (RU 1.5.15).
    ContinueAsKing,
    /// It stays a man while passing; it is crowned only if the move ends on the
    /// far row (FMJD 3.5, 4.15; Brazilian BRs 13).
    OnlyAtEnd,
    /// It is crowned and the move ends there (ACF 1.19; Italian, Spanish, Czech).
    EndsMove,
}

/// When captured pieces leave the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Removal {
    /// At the end of the move: until then they block and cannot be jumped again
    /// (the Turkish strike; FMJD 4.8, 4.11).
    EndOfMove,
    /// As soon as each is jumped (a house rule; it differs only for flying kings).
    Immediate,
}

/// The board. 12×12 needs more than one `u64` in our layout and is not offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardSize {
    /// 8x8, 32 playing squares.
    Eight,
    /// 10x10, 50 playing squares.
    Ten,
}

impl BoardSize {
    /// Squares along one side.
    pub const fn side(self) -> u8 {
        match self {
            BoardSize::Eight => 8,
            BoardSize::Ten => 10,
        }
    }
    /// Playable (dark) squares.
    pub const fn squares(self) -> u8 {
        self.side() * self.side() / 2
    }
}

/// How squares are named in notation, FEN and the move list (the PDN 3.0
/// GameType "Notation" field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Numbering {
    /// Numbers from the top-left playing square, left to right (International,
    /// English: `N2`/`N1` with a1 playing).
    TopLeft,
    /// Italian: numbers from the top-left corner square a8, left to right.
    Italian,
    /// Spanish: numbers from White's bottom-right square, right to left, upwards.
    Spanish,
    /// Algebraic a1…h8 (Russian, Brazilian, Czech: PDN `A0`).
    Algebraic,
}

/// The draw rules a rule set applies. Only values here; the game record
/// (crate `draughts-game`, `draw.rs`) carries them out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawRule {
    /// FMJD 6.2-6.4: `king_moves` moves each with only kings moved and no
    /// capture; against a lone king, `three_pieces` moves each with 3 pieces
    /// (one a king), `two_pieces` with 2 or fewer (one a king).
    Fmjd {
        /// Moves each with only kings moved and nothing taken.
        king_moves: u16,
        /// Moves each, 3 pieces (one a king) against a lone king.
        three_pieces: u16,
        /// Moves each, 2 pieces or fewer (one a king) against a lone king.
        two_pieces: u16,
    },
    /// The Russian federation's sport rules, 2022 edition (RU): kings against
    /// a lone king, the long diagonal, kings on both sides, kings only.
    Russian2022,
    /// FMJD Section 64 rules 7.2.4-7.2.8 (fmjd64.org), as lidraughts applies
    /// them, used for Brazilian.
    Fmjd64,
    /// Draw after `moves` moves by each player with no capture and no man move
    /// (English 40, Czech 15, Italian 40, Spanish 40, and every custom rule set).
    NoProgress {
        /// Moves by each player without progress.
        moves: u16,
    },
}

/// A complete rule set: every knob that separates the variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// The preset these rules start from.
    pub base: Variant,
    /// 8×8 or 10×10 (FMJD 2.1; ACF 1.1).
    pub board: BoardSize,
    /// Whether the corner square a1 is a playing square (PDN3 InvertFlag;
    /// Italian FID 2.3 and Spanish FPD 6 have it light).
    pub a1_playing: bool,
    /// Rows of men each side starts with (FMJD 2.8: 4 on 10×10; 3 on 8×8).
    pub start_rows: u8,
    /// The side that moves first (FMJD 3.3: White; English: Black).
    pub first: Color,
    /// Men may capture backwards (FMJD 4.1; RU 1.5.3; not ACF 1.18, FID 5.3a).
    pub men_capture_backwards: bool,
    /// Kings move and capture at any distance (FMJD 3.9, 4.3; not ACF 1.17, FID 4.7).
    pub flying_kings: bool,
    /// A player who can capture must capture (FMJD 4.2; ACF; every preset).
    pub capture_compulsory: bool,
    /// Which captures are allowed when several exist.
    pub precedence: Precedence,
    /// Men may capture kings (every preset but Italian, FID 5.3b).
    pub men_capture_kings: bool,
    /// A man reaching the far row during a capture.
    pub promotion: PromotionInCapture,
    /// When captured pieces leave the board.
    pub removal: Removal,
    /// How squares are numbered.
    pub numbering: Numbering,
    /// The capture separator written in notation (`x`, or `:` in Russian).
    pub capture_separator: char,
    /// The occurrence of a position that draws (3; Italian 4).
    pub repetition: u8,
    /// The move-count draw rule.
    pub draw: DrawRule,
}

/// Why a custom rule set was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// The rows of men do not fit on the board.
    #[error(
        "start rows: {rows} rows of men do not fit on a {side}×{side} board (1 to {max} rows)"
    )]
    StartRows {
        /// Rows of men per side.
        rows: u8,
        /// Squares along one side of the board.
        side: u8,
        /// The most rows that fit.
        max: u8,
    },
    /// The numbering does not fit the board or its corner.
    #[error("numbering: the {numbering:?} numbering needs an {side}×{side} board with a1 {needs}")]
    Numbering {
        /// The numbering asked for.
        numbering: Numbering,
        /// Squares along one side of the board.
        side: u8,
        /// The corner colour it needs.
        needs: &'static str,
    },
    /// A capture separator other than `x` or `:`.
    #[error("capture separator `{0}`: use `x` or `:`")]
    Separator(char),
    /// A repetition count outside 2 to 9.
    #[error("repetition: a position can only draw on its 2nd to 9th occurrence, not {0}")]
    Repetition(u8),
    /// An inconsistent draw rule (what is wrong).
    #[error("draw rule: {0}")]
    Draw(DrawProblem),
    /// A capture precedence with capture not compulsory.
    #[error(
        "precedence: {0:?} needs compulsory capture; with free capture a player could always \
        avoid it"
    )]
    PrecedenceWithoutCompulsion(Precedence),
}

/// What is wrong with a draw rule ([`RulesError::Draw`]): a code, so that
/// translations match on it rather than on the English text. Its `Display`
/// is that English text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawProblem {
    /// A no-progress rule with a counter of 0 moves.
    NoProgressZero,
    /// An FMJD rule with one of its counters at 0 moves.
    FmjdCounterZero,
    /// The Russian or FMJD-64 rule on a board other than 8×8.
    NotEightByEight,
}

impl fmt::Display for DrawProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawProblem::NoProgressZero => "the no-progress counter needs at least 1 move",
            DrawProblem::FmjdCounterZero => "every FMJD counter needs at least 1 move",
            DrawProblem::NotEightByEight => {
                "the Russian and FMJD-64 draw rules are written for the 8×8 board"
            }
        })
    }
}

impl Rules {
    /// The exact preset of an official variant, knob by knob as each
    /// federation's rules say (sources in the module documentation).
    pub const fn preset(v: Variant) -> Rules {
        // International is the template; the others change what differs.
        let intl = Rules {
            base: Variant::International,
            board: BoardSize::Ten,
            a1_playing: true,
            start_rows: 4,
            first: Color::White,
            men_capture_backwards: true,
            flying_kings: true,
            capture_compulsory: true,
            precedence: Precedence::MostPieces,
            men_capture_kings: true,
            promotion: PromotionInCapture::OnlyAtEnd,
            removal: Removal::EndOfMove,
            numbering: Numbering::TopLeft,
            capture_separator: 'x',
            repetition: 3,
            draw: DrawRule::Fmjd { king_moves: 25, three_pieces: 16, two_pieces: 5 },
        };
        let eight = Rules { board: BoardSize::Eight, start_rows: 3, ..intl };
        match v {
            Variant::International => intl,
            Variant::English => Rules {
                base: v,
                first: Color::Black,
                men_capture_backwards: false,
                flying_kings: false,
                precedence: Precedence::Free,
                promotion: PromotionInCapture::EndsMove,
                draw: DrawRule::NoProgress { moves: 40 },
                ..eight
            },
            Variant::Russian => Rules {
                base: v,
                precedence: Precedence::Free,
                promotion: PromotionInCapture::ContinueAsKing,
                numbering: Numbering::Algebraic,
                capture_separator: ':',
                draw: DrawRule::Russian2022,
                ..eight
            },
            Variant::Brazilian => {
                Rules { base: v, numbering: Numbering::Algebraic, draw: DrawRule::Fmjd64, ..eight }
            }
            Variant::Czech => Rules {
                base: v,
                men_capture_backwards: false,
                precedence: Precedence::KingFirst,
                promotion: PromotionInCapture::EndsMove,
                numbering: Numbering::Algebraic,
                draw: DrawRule::NoProgress { moves: 15 },
                ..eight
            },
            Variant::Spanish => Rules {
                base: v,
                a1_playing: false,
                men_capture_backwards: false,
                precedence: Precedence::MostPiecesThenKings,
                promotion: PromotionInCapture::EndsMove,
                numbering: Numbering::Spanish,
                draw: DrawRule::NoProgress { moves: 40 },
                ..eight
            },
            Variant::Italian => Rules {
                base: v,
                a1_playing: false,
                men_capture_backwards: false,
                flying_kings: false,
                precedence: Precedence::Italian,
                men_capture_kings: false,
                promotion: PromotionInCapture::EndsMove,
                numbering: Numbering::Italian,
                repetition: 4,
                draw: DrawRule::NoProgress { moves: 40 },
                ..eight
            },
        }
    }

    /// International draughts (FMJD).
    pub const fn international() -> Rules {
        Rules::preset(Variant::International)
    }
    /// English draughts / American checkers.
    pub const fn english() -> Rules {
        Rules::preset(Variant::English)
    }
    /// Russian draughts.
    pub const fn russian() -> Rules {
        Rules::preset(Variant::Russian)
    }

    /// The official variant these rules are exactly, if any. A rule set that
    /// differs from its base preset in any knob is custom.
    pub fn variant(&self) -> Option<Variant> {
        (*self == Rules::preset(self.base)).then_some(self.base)
    }

    /// True when the rules differ from every official preset: the UI labels
    /// such a game "custom", never with a variant's name.
    pub fn is_custom(&self) -> bool {
        self.variant().is_none()
    }

    /// The GameType tag to write in PDN: the bare number for a preset, the
    /// full form for custom rules (PDN3 `gametype.rst`).
    pub fn pdn_game_type(&self) -> String {
        match self.variant() {
            Some(v) => v.game_type().to_string(),
            None => {
                let side = self.board.side();
                let (letter, corner) = match self.numbering {
                    Numbering::TopLeft => ('N', if self.first == Color::White { 2 } else { 1 }),
                    Numbering::Italian => ('N', 2),
                    Numbering::Spanish => ('N', 1),
                    Numbering::Algebraic => ('A', 0),
                };
                format!(
                    "{},{},{},{},{}{},{}",
                    self.base.game_type(),
                    self.first.letter(),
                    side,
                    side,
                    letter,
                    corner,
                    u8::from(!self.a1_playing)
                )
            }
        }
    }

    /// Checks a custom combination and says why it makes no sense.
    pub fn validate(&self) -> Result<(), RulesError> {
        let side = self.board.side();
        let max_rows = side / 2 - 1;
        if self.start_rows == 0 || self.start_rows > max_rows {
            return Err(RulesError::StartRows { rows: self.start_rows, side, max: max_rows });
        }
        match self.numbering {
            Numbering::Italian | Numbering::Spanish if self.a1_playing => {
                return Err(RulesError::Numbering {
                    numbering: self.numbering,
                    side,
                    needs: "light (not playing)",
                })
            }
            Numbering::TopLeft if !self.a1_playing => {
                return Err(RulesError::Numbering {
                    numbering: self.numbering,
                    side,
                    needs: "dark (playing)",
                })
            }
            _ => {}
        }
        if !matches!(self.capture_separator, 'x' | ':') {
            return Err(RulesError::Separator(self.capture_separator));
        }
        if !(2..=9).contains(&self.repetition) {
            return Err(RulesError::Repetition(self.repetition));
        }
        match self.draw {
            DrawRule::NoProgress { moves: 0 } => {
                return Err(RulesError::Draw(DrawProblem::NoProgressZero))
            }
            DrawRule::Fmjd { king_moves, three_pieces, two_pieces }
                if king_moves == 0 || three_pieces == 0 || two_pieces == 0 =>
            {
                return Err(RulesError::Draw(DrawProblem::FmjdCounterZero))
            }
            DrawRule::Russian2022 | DrawRule::Fmjd64 if self.board != BoardSize::Eight => {
                return Err(RulesError::Draw(DrawProblem::NotEightByEight))
            }
            _ => {}
        }
        if !self.capture_compulsory && self.precedence != Precedence::Free {
            return Err(RulesError::PrecedenceWithoutCompulsion(self.precedence));
        }
        Ok(())
    }

    /// Builds a validated custom rule set from a base preset and a change.
    pub fn custom(base: Variant, change: impl FnOnce(&mut Rules)) -> Result<Rules, RulesError> {
        let mut r = Rules::preset(base);
        change(&mut r);
        r.validate()?;
        Ok(r)
    }

    /// The row a man of `color` is crowned on, counted from the top (0).
    pub const fn promotion_row(&self, color: Color) -> u8 {
        match color {
            Color::White => 0,
            Color::Black => self.board.side() - 1,
        }
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::international()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_valid_official_and_match_the_reference_table() {
        for v in Variant::ALL {
            let r = v.rules();
            assert_eq!(r.validate(), Ok(()), "{v}");
            assert_eq!(r.variant(), Some(v));
            assert!(!r.is_custom());
            assert_eq!(r.pdn_game_type(), v.game_type().to_string());
            assert_eq!(Variant::from_game_type(v.game_type()), Some(v));
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
        }
        // One row per variant: size, first, back-capture, flying, precedence,
        // men take kings, promotion (as each federation's rules say).
        use PromotionInCapture::*;
        let row = |v: Variant| {
            let r = v.rules();
            (
                r.board.side(),
                r.first,
                r.men_capture_backwards,
                r.flying_kings,
                r.precedence,
                r.men_capture_kings,
                r.promotion,
                r.a1_playing,
            )
        };
        assert_eq!(
            row(Variant::International),
            (10, Color::White, true, true, Precedence::MostPieces, true, OnlyAtEnd, true)
        );
        assert_eq!(
            row(Variant::English),
            (8, Color::Black, false, false, Precedence::Free, true, EndsMove, true)
        );
        assert_eq!(
            row(Variant::Russian),
            (8, Color::White, true, true, Precedence::Free, true, ContinueAsKing, true)
        );
        assert_eq!(
            row(Variant::Brazilian),
            (8, Color::White, true, true, Precedence::MostPieces, true, OnlyAtEnd, true)
        );
        assert_eq!(
            row(Variant::Czech),
            (8, Color::White, false, true, Precedence::KingFirst, true, EndsMove, true)
        );
        assert_eq!(
            row(Variant::Spanish),
            (8, Color::White, false, true, Precedence::MostPiecesThenKings, true, EndsMove, false)
        );
        assert_eq!(
            row(Variant::Italian),
            (8, Color::White, false, false, Precedence::Italian, false, EndsMove, false)
        );
        assert_eq!("american".parse::<Variant>(), Ok(Variant::English));
    }

    #[test]
    fn a_changed_knob_makes_the_rules_custom() {
        let r = Rules::custom(Variant::Russian, |r| r.flying_kings = false).unwrap();
        assert!(r.is_custom());
        assert_eq!(r.variant(), None);
        assert_eq!(r.pdn_game_type(), "25,W,8,8,A0,0");
    }

    #[test]
    fn nonsense_combinations_are_refused_with_the_reason() {
        let e = Rules::custom(Variant::International, |r| r.start_rows = 5).unwrap_err();
        assert_eq!(
            e.to_string(),
            "start rows: 5 rows of men do not fit on a 10×10 board (1 to 4 rows)"
        );
        assert!(
            Rules::custom(Variant::English, |r| r.capture_compulsory = false).is_ok(),
            "free choice needs no compulsion"
        );
        let e =
            Rules::custom(Variant::International, |r| r.capture_compulsory = false).unwrap_err();
        assert!(e.to_string().contains("needs compulsory capture"), "{e}");
        let e = Rules::custom(Variant::Russian, |r| r.board = BoardSize::Ten).unwrap_err();
        assert!(e.to_string().contains("8×8"), "{e}");
        let e = Rules::custom(Variant::Italian, |r| r.a1_playing = true).unwrap_err();
        assert!(e.to_string().contains("numbering"), "{e}");
        let e = Rules::custom(Variant::English, |r| r.draw = DrawRule::NoProgress { moves: 0 })
            .unwrap_err();
        assert!(e.to_string().contains("at least 1 move"), "{e}");
        assert!(Rules::custom(Variant::Russian, |r| r.capture_compulsory = false).is_ok());
    }
}
