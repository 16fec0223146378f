//! PDN FEN: `W:W31-50:B1-20`, `K` for kings, ranges, either colour order,
//! empty sides, numeric or algebraic squares (PDN 3.0 standard, FEN tag).
//!
//! [`Fen`] is the syntax: it parses text into an unchecked [`Setup`] and
//! displays a position. [`Position::from_fen`] adds the legality checks.

use crate::board::Square;
use crate::echo::Echo;
use crate::position::{Piece, PieceKind, Position, Setup, SetupError};
use crate::rules::{Color, Numbering, Rules};
use std::fmt;

/// What is wrong with a FEN, and where (a 1-based character column of the
/// text given). Echoed input has its control characters escaped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text is empty.
    #[error("FEN is empty")]
    Empty,
    /// The turn is not `W`, `B` or `?`.
    #[error("FEN column {col}: turn must be `W`, `B` or `?`, found `{}`", Echo(.found))]
    Turn {
        /// Column of the fault, from 1.
        col: usize,
        /// What stands there.
        found: String,
    },
    /// A section does not start with its colour.
    #[error("FEN column {col}: a section must start with `W` or `B`, found `{}`", Echo(.found))]
    Section {
        /// Column of the fault, from 1.
        col: usize,
        /// What stands there.
        found: String,
    },
    /// A section holds no colour letter (`W::B1`).
    #[error(
        "FEN column {col}: empty section: a list of pieces must start with its colour, `W` or \
        `B` (`W:W31-50:B1-20`)"
    )]
    EmptySection {
        /// Column of the fault, from 1.
        col: usize,
    },
    /// Two commas in a row, or a comma at an end.
    #[error(
        "FEN column {col}: a square is missing (two commas, or a comma at an end of the list)"
    )]
    MissingSquare {
        /// Column of the fault, from 1.
        col: usize,
    },
    /// The same colour has two sections.
    #[error("FEN column {col}: the {color:?} pieces are given twice")]
    SectionTwice {
        /// Column of the second section, from 1.
        col: usize,
        /// The colour given twice.
        color: Color,
    },
    /// A piece is not a square number or name.
    #[error("FEN column {col}: `{}` is not a square", Echo(.text))]
    BadSquare {
        /// Column of the fault, from 1.
        col: usize,
        /// The text at fault.
        text: String,
    },
    /// A square is off this board.
    #[error("FEN column {col}: square `{}` is off this board (1-{max}, or a playing square's \
        coordinate)", Echo(.text))]
    OutOfRange {
        /// Column of the fault, from 1.
        col: usize,
        /// The square as written.
        text: String,
        /// The highest square number of the board.
        max: u8,
    },
    /// A range is empty or reversed (`35-31`).
    #[error("FEN column {col}: range `{}` is empty or reversed", Echo(.text))]
    BadRange {
        /// Column of the fault, from 1.
        col: usize,
        /// The range as written.
        text: String,
    },
    /// Text after the last section.
    #[error("FEN column {col}: unexpected text `{}`", Echo(.text))]
    Garbage {
        /// Column of the fault, from 1.
        col: usize,
        /// The text at fault.
        text: String,
    },
    /// The FEN reads, but the position is not legal under these rules.
    #[error("FEN: {0}")]
    Illegal(#[from] SetupError),
}

impl FenError {
    /// The 1-based character column of the fault, if it has one.
    pub fn column(&self) -> Option<usize> {
        match self {
            FenError::Empty | FenError::Illegal(_) => None,
            FenError::Turn { col, .. }
            | FenError::Section { col, .. }
            | FenError::EmptySection { col }
            | FenError::MissingSquare { col }
            | FenError::SectionTwice { col, .. }
            | FenError::BadSquare { col, .. }
            | FenError::OutOfRange { col, .. }
            | FenError::BadRange { col, .. }
            | FenError::Garbage { col, .. } => Some(*col),
        }
    }
}

/// A FEN: the side to move and the pieces, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fen(pub Setup);

impl Fen {
    /// Parses a FEN for these rules (square names depend on the numbering).
    /// Syntax only: two pieces on one square and the like are left to
    /// [`Position::new`].
    ///
    /// Read (PDN 3.0, `pdn.fmjd.org` FEN section, and its reading notes):
    /// turn `W`, `B` or `?`; then sections separated by `:`, each a colour
    /// letter and a comma list of squares, `K` before a king, numeric ranges
    /// `31-35` (also `K46-50`), either colour order, spaces around items, a
    /// side with no pieces (`W:W:B1`) or a missing section, a trailing dot,
    /// and lidraughts' extension fields `H<n>`, `F<n>` and `+<n>+<m>`.
    /// Refused, with the column: an empty section (`W::B1`, a trailing `:`),
    /// any other field, empty items (`31,,32`), squares off the board.
    pub fn parse(text: &str, rules: &Rules) -> Result<Fen, FenError> {
        let lead = text.len() - text.trim_start().len();
        let body = text.trim();
        let body = body.strip_suffix('.').unwrap_or(body);
        if body.is_empty() {
            return Err(FenError::Empty);
        }
        // (byte offset in `text`, field)
        let mut fields = Vec::new();
        let mut start = 0;
        for (i, ch) in body.char_indices() {
            if ch == ':' {
                fields.push((lead + start, &body[start..i]));
                start = i + 1;
            }
        }
        fields.push((lead + start, &body[start..]));
        let (toff, turn) = fields[0];
        let turn = match turn.trim() {
            "W" | "w" => Some(Color::White),
            "B" | "b" => Some(Color::Black),
            "?" => None,
            other => {
                return Err(FenError::Turn {
                    col: col_of(text, toff + (turn.len() - turn.trim_start().len())),
                    found: other.to_string(),
                })
            }
        };
        let mut setup = Setup { turn, pieces: Vec::new() };
        let mut seen = [false; 2];
        for &(off, field) in &fields[1..] {
            let f = field.trim();
            let foff = off + (field.len() - field.trim_start().len());
            let col = col_of(text, foff);
            let mut chars = f.chars();
            let color = match chars.next() {
                Some('W') | Some('w') => Color::White,
                Some('B') | Some('b') => Color::Black,
                Some('H') | Some('F') if is_number(&f[1..]) => continue,
                Some('+') if is_frisian_counters(f) => continue,
                None => return Err(FenError::EmptySection { col: col_of(text, off) }),
                Some(_) => return Err(FenError::Section { col, found: f.to_string() }),
            };
            if seen[color.index()] {
                return Err(FenError::SectionTwice { col, color });
            }
            seen[color.index()] = true;
            let list = &f[1..];
            if list.trim().is_empty() {
                continue;
            }
            read_pieces(text, (foff + 1, list), color, rules, &mut setup.pieces)?;
        }
        Ok(Fen(setup))
    }

    /// The FEN of a position, written as PDN 3.0 recommends: turn first,
    /// White then Black, ascending squares, no ranges.
    pub fn from_position(pos: &Position, rules: &Rules) -> Fen {
        Fen(pos.setup(rules))
    }

    /// Writes the FEN with the rules' square names.
    pub fn display<'a>(&'a self, rules: &'a Rules) -> impl fmt::Display + 'a {
        FenDisplay(self, rules)
    }
}

/// One or more ASCII digits.
fn is_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// lidraughts' Frisian king-move counters: `+<n>+<m>`.
fn is_frisian_counters(f: &str) -> bool {
    let parts: Vec<&str> = f.split('+').collect();
    parts.len() == 3 && parts[0].is_empty() && is_number(parts[1]) && is_number(parts[2])
}

/// The column (in characters, from 1) of byte `byte` of `text`.
fn col_of(text: &str, byte: usize) -> usize {
    text[..byte].chars().count() + 1
}

/// The pieces of one colour's comma list (`list` at byte `off` of `text`):
/// squares, `K` before a king, numeric ranges `31-35`.
fn read_pieces(
    text: &str,
    (off, list): (usize, &str),
    color: Color,
    rules: &Rules,
    pieces: &mut Vec<(Square, Piece)>,
) -> Result<(), FenError> {
    let max = rules.geometry().squares;
    let mut pos = 0;
    for item in list.split(',') {
        let icol = col_of(text, off + pos + (item.len() - item.trim_start().len()));
        pos += item.len() + 1;
        let t = item.trim();
        if t.is_empty() {
            return Err(FenError::MissingSquare { col: icol });
        }
        let (kind, sq) = match t.strip_prefix(['K', 'k']) {
            Some(rest) => (PieceKind::King, rest),
            None => (PieceKind::Man, t),
        };
        let piece = Piece { color, kind };
        if let Some((a, b)) = sq.split_once('-') {
            let parse_num = |s: &str| -> Result<u32, FenError> {
                if !is_number(s) || s.len() > 4 {
                    return Err(FenError::BadSquare { col: icol, text: t.to_string() });
                }
                Ok(s.parse().unwrap_or(u32::MAX))
            };
            let (a, b) = (parse_num(a)?, parse_num(b)?);
            if a > b {
                return Err(FenError::BadRange { col: icol, text: t.to_string() });
            }
            for n in a..=b {
                let s = rules.square_from_number(n).ok_or_else(|| FenError::OutOfRange {
                    col: icol,
                    text: n.to_string(),
                    max,
                })?;
                pieces.push((s, piece));
            }
        } else {
            pieces.push((parse_fen_square(sq, rules, icol, t, max)?, piece));
        }
    }
    Ok(())
}

fn parse_fen_square(
    sq: &str,
    rules: &Rules,
    col: usize,
    t: &str,
    max: u8,
) -> Result<Square, FenError> {
    let b = sq.as_bytes();
    let looks_numeric = !b.is_empty() && b.iter().all(u8::is_ascii_digit) && b.len() <= 4;
    let looks_coord = b.len() >= 2
        && b.len() <= 3
        && b[0].is_ascii_alphabetic()
        && b[1..].iter().all(u8::is_ascii_digit);
    if !looks_numeric && !looks_coord {
        return Err(FenError::BadSquare { col, text: t.to_string() });
    }
    rules.parse_square(sq).ok_or_else(|| FenError::OutOfRange { col, text: sq.to_string(), max })
}

struct FenDisplay<'a>(&'a Fen, &'a Rules);

impl fmt::Display for FenDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (setup, rules) = (&self.0 .0, self.1);
        let turn = setup.turn.map_or('?', Color::letter);
        write!(f, "{turn}")?;
        for color in [Color::White, Color::Black] {
            write!(f, ":{}", color.letter())?;
            // Sorted by square, then written straight to the formatter: the
            // game screen writes a FEN in every snapshot.
            let algebraic = rules.numbering == Numbering::Algebraic;
            let mut items: Vec<(u32, Square, bool)> = setup
                .pieces
                .iter()
                .filter(|(_, p)| p.color == color)
                .map(|&(s, p)| {
                    let key =
                        if algebraic { algebraic_key(rules, s) } else { rules.square_number(s) };
                    (key, s, p.kind == PieceKind::King)
                })
                .collect();
            items.sort_unstable();
            for (i, &(number, s, king)) in items.iter().enumerate() {
                let sep = if i == 0 { "" } else { "," };
                let k = if king { "K" } else { "" };
                if algebraic {
                    let (file, rank) = rules.coords(s);
                    write!(f, "{sep}{k}{}{}", (b'a' + file) as char, rank + 1)?;
                } else {
                    write!(f, "{sep}{k}{number}")?;
                }
            }
        }
        Ok(())
    }
}

/// Algebraic squares sort by file, then rank (a1, a3, b2, …).
fn algebraic_key(rules: &Rules, s: Square) -> u32 {
    let (file, rank) = rules.coords(s);
    file as u32 * 16 + rank as u32
}

impl Position {
    /// Reads a FEN and checks it is a legal position for these rules.
    pub fn from_fen(rules: &Rules, text: &str) -> Result<Position, FenError> {
        let fen = Fen::parse(text, rules)?;
        Ok(Position::new(&fen.0, rules)?)
    }

    /// The FEN of this position.
    pub fn to_fen(&self, rules: &Rules) -> String {
        Fen::from_position(self, rules).display(rules).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn start_fens_match_the_reference() {
        let want = [
            (Variant::International, "W:W31-50:B1-20"),
            (Variant::English, "B:W21-32:B1-12"),
            (Variant::Italian, "W:W21-32:B1-12"),
            (Variant::Spanish, "W:W1-12:B21-32"),
            (
                Variant::Russian,
                "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
            ),
        ];
        for (v, fen) in want {
            let r = v.rules();
            assert_eq!(Position::from_fen(&r, fen).unwrap(), Position::start(&r), "{v}");
        }
        let r = Variant::Russian.rules();
        assert_eq!(Position::start(&r).to_fen(&r), want[4].1);
    }

    #[test]
    fn errors_name_the_fault_and_place() {
        let r = Rules::international();
        let e = |s| Position::from_fen(&r, s).unwrap_err().to_string();
        assert_eq!(e(""), "FEN is empty");
        assert!(e("X:W31:B1").contains("column 1"), "{}", e("X:W31:B1"));
        assert!(e("W:W31,5x:B1").contains("`5x` is not a square"));
        assert!(e("W:W31,51:B1").contains("off this board"));
        assert!(e("W:W31:B31").contains("square 31 holds two pieces"));
        assert!(e("W:W3:B1").contains("promotion row"));
        assert!(e("W:W6-45:B").contains("at most 20"), "{}", e("W:W6-45:B"));
        assert!(e("W:W40-30:B1").contains("reversed"));
        assert!(e("W:Q1:B2").contains("must start with"));
        assert!(e("W:W31:W32").contains("given twice"));
        assert!(Position::from_fen(&r, "W:W31:B1").is_ok());
        assert!(Position::from_fen(&r, "B:W:BK1").is_ok(), "an empty side is allowed");
    }
}
