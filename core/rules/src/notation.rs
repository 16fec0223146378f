//! Move notation: `32-28`, `19x30`, `c3-d4`, `d4:b2` (PDN 3.0 standard, move
//! syntax; Russian algebraic notation).
//!
//! [`MoveText`] is the syntax of one move. Reading is liberal (either capture
//! separator, short or full path, leading zeros, no separator); writing is
//! strict: start and end only, plus the intermediate squares when another
//! legal move shares both (PDN 3.0 "Restrictions").
//!
//! Errors keep syntax apart from legality: [`MoveError::Syntax`] ("not a
//! move"), [`MoveError::Illegal`] and [`MoveError::Ambiguous`].

use crate::board::Square;
use crate::echo::Echo;
use crate::movegen::{Duplicates, Move};
use crate::position::Position;
use crate::rules::Rules;
use std::fmt;

/// A move as written: its squares and whether it is marked as a capture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    rules: Rules,
    /// Start, any intermediate landing squares, end.
    pub squares: Vec<Square>,
    /// `Some(true)` for `x`/`:`, `Some(false)` for `-`, `None` when unmarked.
    pub capture: Option<bool>,
}

/// Why a move text could not be played. Echoed input has its control
/// characters escaped, so a message is one line.
///
/// The reasons are codes with their arguments ([`SyntaxProblem`],
/// [`IllegalReason`]): `Display` words them in English, and a front end
/// words them in its own language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not move notation at all.
    #[error("not a move: `{}` ({why})", Echo(.text))]
    Syntax {
        /// The text as given.
        text: String,
        /// What is wrong with it.
        why: SyntaxProblem,
    },
    /// A well-formed move that names no legal move in this position.
    #[error("illegal here: `{}` ({why})", Echo(.text))]
    Illegal {
        /// The text as given.
        text: String,
        /// Why it is not legal here.
        why: IllegalReason,
    },
    /// The text fits several legal moves.
    #[error("ambiguous: `{}` is one of {}", Echo(.text), candidates.join(", "))]
    Ambiguous {
        /// The text as given.
        text: String,
        /// The moves it could be, in full notation.
        candidates: Vec<String>,
    },
}

/// What makes a text not move notation ([`MoveError::Syntax`]). `Display`
/// is the English reason, with the quoted input's control characters
/// escaped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxProblem {
    /// Nothing but blanks (or strength signs such as `!?`).
    Empty,
    /// `-` and a capture separator (`x`, `:`) in the same text.
    MixedSeparators,
    /// No separator, and the text does not split into squares either
    /// (`3228`, `c3d4` do).
    NoSquares,
    /// Fewer than two squares.
    TooFewSquares,
    /// More than two squares joined by `-`: only a capture lists the
    /// squares it lands on on the way.
    IntermediateNotCapture,
    /// Two separators in a row, or one at an end.
    MissingSquare,
    /// A part that is neither a number nor a letter and one or two digits,
    /// as written.
    NotASquare(String),
    /// A number or coordinate that is not a playing square of the board, as
    /// written.
    NotAPlayingSquare(String),
}

impl fmt::Display for SyntaxProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxProblem::Empty => f.write_str("empty"),
            SyntaxProblem::MixedSeparators => f.write_str("mixes `-` with a capture separator"),
            SyntaxProblem::NoSquares => {
                f.write_str("expected squares such as 32-28, 19x30 or c3-d4")
            }
            SyntaxProblem::TooFewSquares => f.write_str("a move needs at least two squares"),
            SyntaxProblem::IntermediateNotCapture => {
                f.write_str("only a capture can list intermediate squares")
            }
            SyntaxProblem::MissingSquare => f.write_str("a square is missing"),
            SyntaxProblem::NotASquare(p) => write!(f, "`{}` is not a square", Echo(p)),
            SyntaxProblem::NotAPlayingSquare(p) => {
                write!(f, "`{}` is not a playing square of this board", Echo(p))
            }
        }
    }
}

/// Why a well-formed move is not legal here ([`MoveError::Illegal`]).
/// Squares and moves are named in the rules' notation. `Display` is the
/// English reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The start square holds no piece.
    Empty {
        /// The start square.
        square: String,
    },
    /// The piece on the start square belongs to the side not to move.
    NotYours {
        /// The start square.
        square: String,
    },
    /// The piece on the start square cannot move because capturing is
    /// compulsory and only other pieces can capture: any one of
    /// `capturers` may.
    MustCapture {
        /// The squares of the pieces that can capture (at least one).
        capturers: Vec<String>,
    },
    /// The piece on the start square has no legal move at all.
    CannotMove {
        /// The start square.
        square: String,
    },
    /// The piece on the start square can move, but not as written.
    LegalFrom {
        /// The start square.
        square: String,
        /// Its legal moves, in the strict notation (at least one).
        moves: Vec<String>,
    },
    /// The jumps of a capture written one per move (a PDN record's `27x18
    /// 18x9`) do not make a legal capture together.
    NotALegalCapture,
    /// A move (given as a move, not as text) is not among the legal ones.
    NotLegalHere,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::Empty { square } => write!(f, "square {square} is empty"),
            IllegalReason::NotYours { square } => write!(f, "the piece on {square} is not yours"),
            IllegalReason::MustCapture { capturers } => {
                write!(f, "a capture is compulsory, with {}", capturers.join(", "))
            }
            IllegalReason::CannotMove { square } => write!(f, "the piece on {square} cannot move"),
            IllegalReason::LegalFrom { square, moves } => {
                write!(f, "legal moves from {square}: {}", moves.join(", "))
            }
            IllegalReason::NotALegalCapture => f.write_str("the jumps do not make a legal capture"),
            IllegalReason::NotLegalHere => f.write_str("not a legal move here"),
        }
    }
}

impl MoveText {
    /// Reads the syntax of a move for these rules (square names depend on
    /// the numbering). Strength signs such as `!` or `?` are ignored.
    pub fn parse(text: &str, rules: &Rules) -> Result<MoveText, MoveError> {
        let syntax = |why: SyntaxProblem| MoveError::Syntax { text: text.to_string(), why };
        let t = text.trim().trim_end_matches(['!', '?']);
        if t.is_empty() {
            return Err(syntax(SyntaxProblem::Empty));
        }
        let mut capture = None;
        let mut parts: Vec<&str> = Vec::new();
        let mut start = 0;
        for (i, c) in t.char_indices() {
            let mark = match c {
                '-' => Some(false),
                'x' | 'X' | ':' | '×' => Some(true),
                _ => None,
            };
            if let Some(m) = mark {
                if capture.is_some_and(|c| c != m) {
                    return Err(syntax(SyntaxProblem::MixedSeparators));
                }
                capture = Some(m);
                parts.push(&t[start..i]);
                start = i + c.len_utf8();
            }
        }
        parts.push(&t[start..]);
        if parts.len() == 1 {
            parts = split_unseparated(t).ok_or_else(|| syntax(SyntaxProblem::NoSquares))?;
        }
        if parts.len() < 2 {
            return Err(syntax(SyntaxProblem::TooFewSquares));
        }
        if parts.len() > 2 && capture == Some(false) {
            return Err(syntax(SyntaxProblem::IntermediateNotCapture));
        }
        let mut squares = Vec::with_capacity(parts.len());
        for p in parts {
            let p = p.trim();
            if p.is_empty() {
                return Err(syntax(SyntaxProblem::MissingSquare));
            }
            let ok_form = p.bytes().all(|b| b.is_ascii_digit())
                || (p.len() <= 3
                    && p.as_bytes()[0].is_ascii_alphabetic()
                    && p[1..].bytes().all(|b| b.is_ascii_digit())
                    && p.len() >= 2);
            if !ok_form {
                return Err(syntax(SyntaxProblem::NotASquare(p.to_string())));
            }
            let s = rules
                .parse_square(p)
                .ok_or_else(|| syntax(SyntaxProblem::NotAPlayingSquare(p.to_string())))?;
            squares.push(s);
        }
        Ok(MoveText { rules: *rules, squares, capture })
    }

    /// A move text from its squares (start, landing squares, end); fewer
    /// than two squares resolve to a [`MoveError::Syntax`].
    pub fn new(rules: &Rules, squares: Vec<Square>, capture: Option<bool>) -> MoveText {
        MoveText { rules: *rules, squares, capture }
    }

    /// The strict text of a legal move: short, or long when another legal
    /// move in `legal` has the same start and end.
    pub fn of(m: &Move, legal: &[Move], rules: &Rules) -> MoveText {
        let ambiguous = legal.iter().any(|o| o.from() == m.from() && o.to() == m.to() && o != m);
        let mut squares = vec![m.from()];
        if ambiguous {
            squares.extend_from_slice(m.path());
        } else {
            squares.push(m.to());
        }
        MoveText { rules: *rules, squares, capture: Some(m.is_capture()) }
    }

    /// The legal move this text names in `pos`.
    ///
    /// A capture written with its landing squares names the move by the
    /// path actually taken: every legal path is matched, including the ones
    /// the generator drops as duplicates (the same start, end and captured
    /// set taken in another order), so `d2:b4:d6:f4:h6:f8:d6:b8` and
    /// `d2:b4:d6:f8:h6:f4:d6:b8` are both read. The move returned is equal
    /// to the one in [`Position::legal_moves`] and its [`Move::path`] is the
    /// path written (when a whole path was written).
    pub fn resolve(&self, pos: &Position, rules: &Rules) -> Result<Move, MoveError> {
        let legal = pos.legal_moves(rules);
        self.resolve_in(&legal, pos, rules)
    }

    /// As [`MoveText::resolve`], with the legal moves already generated
    /// (either [`Duplicates`] mode: a text with intermediate squares is
    /// matched against every path, whatever `legal` holds).
    pub fn resolve_in(
        &self,
        legal: &[Move],
        pos: &Position,
        rules: &Rules,
    ) -> Result<Move, MoveError> {
        let (&from, &to) = match (self.squares.first(), self.squares.last()) {
            (Some(from), Some(to)) if self.squares.len() >= 2 => (from, to),
            _ => {
                let why = SyntaxProblem::TooFewSquares;
                return Err(MoveError::Syntax { text: self.to_string(), why });
            }
        };
        let inner = &self.squares[1..self.squares.len() - 1];
        // Only a text with intermediate squares can tell two orders apart.
        let every_path;
        let paths: &[Move] = if inner.is_empty() {
            legal
        } else {
            let mut v = Vec::new();
            pos.generate(rules, Duplicates::Keep, &mut v);
            every_path = v;
            &every_path
        };
        let fits: Vec<&Move> = paths
            .iter()
            .filter(|m| {
                m.from() == from
                    && m.to() == to
                    && is_subsequence(inner, &m.path()[..m.path().len() - 1])
            })
            .collect();
        // A text that spells a move's whole path names that move, even when a
        // longer capture between the same squares also fits (`f4:h2` beside
        // `f4:c1:a3:d6:h2`), and the move keeps the path written.
        if let Some(exact) = fits.iter().find(|m| m.path() == &self.squares[1..]) {
            return Ok(**exact);
        }
        // Paths that differ only in the order of the pieces taken are one move.
        let mut moves: Vec<&Move> = Vec::new();
        for m in fits {
            if !moves.contains(&m) {
                moves.push(m);
            }
        }
        if let [one] = moves[..] {
            return Ok(*one);
        }
        // Only an error needs the text.
        let text = self.to_string();
        match moves.len() {
            0 => Err(MoveError::Illegal { why: why_illegal(self, legal, pos, rules), text }),
            _ => {
                let mut candidates: Vec<String> = moves
                    .iter()
                    .map(|m| {
                        let mut sq = vec![m.from()];
                        sq.extend_from_slice(m.path());
                        MoveText { rules: *rules, squares: sq, capture: Some(m.is_capture()) }
                            .to_string()
                    })
                    .collect();
                candidates.dedup();
                Err(MoveError::Ambiguous { text, candidates })
            }
        }
    }

    /// Whether this text spells the whole path of `m`: its start, every
    /// landing square in order, and its end.
    pub fn is_full_path_of(&self, m: &Move) -> bool {
        self.squares.split_first().is_some_and(|(f, rest)| *f == m.from() && rest == m.path())
    }
}

/// Whether `small` appears in `big` in order (not necessarily adjacent).
fn is_subsequence(small: &[Square], big: &[Square]) -> bool {
    let mut it = big.iter();
    small.iter().all(|s| it.any(|b| b == s))
}

/// `3228` → [32, 28]; `a3b4` → [a3, b4].
fn split_unseparated(t: &str) -> Option<Vec<&str>> {
    let b = t.as_bytes();
    if b.iter().all(u8::is_ascii_digit) {
        return (b.len() == 4).then(|| vec![&t[..2], &t[2..]]);
    }
    let starts: Vec<usize> = (0..b.len()).filter(|&i| b[i].is_ascii_alphabetic()).collect();
    if starts.first() != Some(&0) || starts.len() < 2 {
        return None;
    }
    let mut parts = Vec::new();
    for (k, &s) in starts.iter().enumerate() {
        let e = starts.get(k + 1).copied().unwrap_or(b.len());
        parts.push(&t[s..e]);
    }
    Some(parts)
}

fn why_illegal(text: &MoveText, legal: &[Move], pos: &Position, rules: &Rules) -> IllegalReason {
    let from = text.squares[0];
    let square = rules.square_name(from);
    match pos.piece_at(rules, from) {
        None => return IllegalReason::Empty { square },
        Some(p) if p.color != pos.turn() => return IllegalReason::NotYours { square },
        _ => {}
    }
    let moves: Vec<String> = legal
        .iter()
        .filter(|m| m.from() == from)
        .map(|m| MoveText::of(m, legal, rules).to_string())
        .collect();
    if moves.is_empty() {
        let mut capturers: Vec<String> =
            legal.iter().filter(|m| m.is_capture()).map(|m| rules.square_name(m.from())).collect();
        capturers.dedup();
        if !capturers.is_empty() {
            return IllegalReason::MustCapture { capturers };
        }
        return IllegalReason::CannotMove { square };
    }
    IllegalReason::LegalFrom { square, moves }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture == Some(true) { self.rules.capture_separator } else { '-' };
        for (i, s) in self.squares.iter().enumerate() {
            if i > 0 {
                write!(f, "{sep}")?;
            }
            write!(f, "{}", self.rules.square_name(*s))?;
        }
        Ok(())
    }
}

impl Position {
    /// The official text of a legal move in this position.
    pub fn move_text(&self, rules: &Rules, m: &Move) -> String {
        MoveText::of(m, &self.legal_moves(rules), rules).to_string()
    }

    /// Reads a move in notation and finds the legal move it names.
    pub fn parse_move(&self, rules: &Rules, text: &str) -> Result<Move, MoveError> {
        MoveText::parse(text, rules)?.resolve(self, rules)
    }

    /// A line of moves written from this position, as far as it stays
    /// legal: each move disambiguated against the others legal where it is
    /// played, numbered from move 1 (see [`LineText`]).
    pub fn line_text(&self, rules: &Rules, line: &[Move]) -> LineText {
        let mut p = *self;
        let mut moves = Vec::with_capacity(line.len());
        for m in line {
            let legal = p.legal_moves(rules);
            if !legal.contains(m) {
                break;
            }
            moves.push(MoveText::of(m, &legal, rules).to_string());
            p = p.play(m);
        }
        LineText { moves, first_by_first_mover: self.turn() == rules.first, number: 1 }
    }
}

/// A line of moves in the variant's notation ([`Position::line_text`]).
/// [`fmt::Display`] numbers it as the variant does: the side that moves
/// first in the variant (White, or Black in English draughts) opens each
/// full move, "1. 11-15 23-19 2. 8-11"; a line starting with the other
/// side opens with "1… 23-19".
///
/// ```
/// use draughts_rules::{Position, Rules};
///
/// let rules = Rules::international();
/// let start = Position::start(&rules);
/// let a = start.parse_move(&rules, "32-28").unwrap();
/// let b = start.play(&a).parse_move(&rules, "19-23").unwrap();
/// let line = start.line_text(&rules, &[a, b]);
/// assert_eq!(line.moves, ["32-28", "19-23"]);
/// assert_eq!(line.to_string(), "1. 32-28 19-23");
/// assert_eq!(start.play(&a).line_text(&rules, &[b]).to_string(), "1… 19-23");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineText {
    /// The moves in official notation, the first being the one to play.
    pub moves: Vec<String>,
    /// Whether the variant's first mover plays the line's first move.
    first_by_first_mover: bool,
    /// The full-move number of the first move.
    number: usize,
}

impl LineText {
    /// The same line numbered from full move `number` (a line from the
    /// middle of a game).
    pub fn starting_at(mut self, number: usize) -> LineText {
        self.number = number.max(1);
        self
    }
}

impl fmt::Display for LineText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let offset = usize::from(!self.first_by_first_mover);
        for (i, m) in self.moves.iter().enumerate() {
            let ply = i + offset;
            let number = self.number + ply / 2;
            if i > 0 {
                f.write_str(" ")?;
            }
            match (ply % 2 == 0, i == 0) {
                (true, _) => write!(f, "{number}. ")?,
                (false, true) => write!(f, "{number}… ")?,
                (false, false) => {}
            }
            f.write_str(m)?;
        }
        Ok(())
    }
}
