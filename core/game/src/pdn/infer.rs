//! The variant of a game with neither a `GameType` nor a `Rules` tag.
//!
//! The PDN standard reads a missing GameType as International (20), but
//! many real files leave the tag out for other games: English checkers
//! collections, Italian files with Italian tag names (`Bianco`, `Nero`,
//! `Risultato`), Russian and Czech tournament files in algebraic notation,
//! English problem files whose FEN only fits an 8×8 board. The text
//! itself says a lot: squares above 32 need a 10×10 board, `c3-d4` is
//! algebraic, Italian tag names point to Italy. The clues give the
//! candidates in order; the reader then keeps the first under which the
//! whole game replays ([`super::read`]).

use draughts_rules::Variant;

/// What a game's text says about its board and its notation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Clues {
    /// A square that needs a 10×10 board (a number above 32, or an
    /// algebraic square beyond h8).
    ten: bool,
    /// Squares in algebraic notation (`c3`).
    algebraic: bool,
    /// Squares as numbers, none above 32.
    numeric: bool,
    /// Tag names in Italian.
    italian_tags: bool,
}

/// Tag names that only Italian files use (the standard's `White`, `Black`,
/// `Result`, `Event`, `Site`, `Date`, `Round` in Italian).
const ITALIAN_TAGS: [&str; 7] = ["Bianco", "Nero", "Risultato", "Evento", "Luogo", "Data", "Turno"];

impl Clues {
    /// The clues of the tags: Italian names, and the squares of the FEN.
    pub(super) fn of_tags(tags: &[(String, String)]) -> Clues {
        let mut clues = Clues::default();
        for (name, value) in tags {
            if ITALIAN_TAGS.iter().any(|t| t.eq_ignore_ascii_case(name)) {
                clues.italian_tags = true;
            }
            if name.eq_ignore_ascii_case("FEN") {
                clues.squares(value);
            }
        }
        clues
    }

    /// Adds the squares written in `text` (a move, or a FEN): runs of
    /// digits are numbered squares, a lowercase letter with digits an
    /// algebraic one; anything else (`W`, `K`, `x`, `:`, `-`) separates.
    pub(super) fn squares(&mut self, text: &str) {
        let b = text.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let digits = |from: usize| b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
            if matches!(b[i], b'a'..=b'j') && i + 1 < b.len() && b[i + 1].is_ascii_digit() {
                let n = digits(i + 1);
                let rank: u32 = text[i + 1..i + 1 + n].parse().unwrap_or(u32::MAX);
                self.algebraic = true;
                self.ten |= b[i] > b'h' || rank > 8;
                i += 1 + n;
            } else if b[i].is_ascii_digit() {
                let n = digits(i);
                let square: u32 = text[i..i + n].parse().unwrap_or(u32::MAX);
                if square > 32 {
                    self.ten = true;
                } else {
                    self.numeric = true;
                }
                i += n;
            } else {
                i += 1;
            }
        }
    }

    /// The variants to try, most likely first. International alone when
    /// nothing points elsewhere: the standard's default.
    pub(super) fn candidates(self) -> Vec<Variant> {
        use Variant::*;
        if self.ten {
            vec![International]
        } else if self.algebraic {
            vec![Russian, Brazilian, Czech]
        } else if self.italian_tags {
            vec![Italian, Spanish, English, International]
        } else if self.numeric {
            vec![English, Italian, Spanish, International]
        } else {
            vec![International]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clues(texts: &[&str]) -> Clues {
        let mut c = Clues::default();
        texts.iter().for_each(|t| c.squares(t));
        c
    }

    #[test]
    fn squares_above_32_need_the_10x10_board() {
        assert_eq!(clues(&["32-28", "19x33"]).candidates(), [Variant::International]);
        assert_eq!(clues(&["W:W31,K45:B1-5"]).candidates(), [Variant::International]);
    }

    #[test]
    fn algebraic_squares_point_to_the_algebraic_variants() {
        let c = clues(&["c3-d4", "f6:d4"]);
        assert_eq!(c.candidates(), [Variant::Russian, Variant::Brazilian, Variant::Czech]);
        assert_eq!(clues(&["W:Wa1,c3:Bh8"]).candidates()[0], Variant::Russian);
        assert_eq!(clues(&["j10-i9"]).candidates(), [Variant::International]);
    }

    #[test]
    fn small_numbers_try_the_8x8_games_first() {
        let c = clues(&["11-15", "23x14", "B:W18,K24:B12."]);
        assert_eq!(c.candidates()[0], Variant::English);
        assert_eq!(*c.candidates().last().unwrap(), Variant::International);
    }

    #[test]
    fn italian_tag_names_put_italian_first() {
        let tags = vec![("Bianco".to_string(), "Rossi".to_string())];
        let mut c = Clues::of_tags(&tags);
        c.squares("9-13");
        assert_eq!(c.candidates()[0], Variant::Italian);
    }

    #[test]
    fn no_squares_at_all_is_international() {
        assert_eq!(Clues::default().candidates(), [Variant::International]);
    }
}
