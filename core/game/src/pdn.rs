//! PDN 3.0 import and export (PDN 3.0 standard: GameType, grammar, FEN and
//! tags).
//!
//! Reading is lenient, for files from the real world: several games per
//! file, any tags (the seven standard ones, `GameType`, `FEN`, `SetUp` are
//! understood), comments `{…}` and `; …` (kept, attached to the ply they
//! follow; clock and evaluation comments such as `{[%clk 0:05:00]}` are
//! comments too), variations `( … )` (skipped, nested or not), NAGs `$n`
//! and strength signs `!?` (alone or glued to a move), move numbers `12.`
//! and `12...`, results in any style, moves short or long, `x` or `:`,
//! numbers or coordinates, PDN 2.0 per-jump captures (`11x18 18x25` for
//! `11x25`), Windows line ends, a UTF-8 byte-order mark, and lines that are
//! not UTF-8 (read as Latin-1). Every game is replayed.
//!
//! What a lenient reader accepts but a careful one should know is a
//! [`PdnWarning`] with the game's number and the line: a line read as
//! Latin-1, a move number that does not match its move, a game that goes on
//! after a draw rule ended it (replayed as recorded: [`Game::play_on`]), an
//! unknown move `--` or `*` (the game is kept up to there), a stray `)`,
//! a game with no terminator. [`ReadOptions::strict`] makes each of them an
//! error. Errors (a move that is not legal, a bad tag, an unknown GameType,
//! …) spoil only their own game: the reader goes on with the next one.
//!
//! [`PdnReader`] reads games one at a time from any [`BufRead`], holding one
//! game's text in memory; [`read_games`] and [`read_pdn`] read a string.
//!
//! Writing is PDN 3.0: the seven tags in order, `GameType`, `FEN` for a
//! set-up start, moves in the official notation (a capture entered with
//! its whole path keeps it), the result in the variant's style in the
//! `Result` tag, and the same result closing the move text. PDN 3.0's
//! restriction 4 allows only `*` as a game separator, but its reading
//! grammar and the files in use end the move text with the result, and
//! readers in the PGN tradition read a final `*` as "unfinished": so a
//! finished game ends with its result and only an unfinished one with `*`
//! (both are game terminators of the reading grammar).
//! A custom rule set is written with its base GameType in the full form and
//! an extra `[Rules "…"]` tag holding the rules as JSON, so it re-imports
//! exactly.
//!
//! A game whose record ends without the game being over gets the file's
//! result as a resignation (a win) or an agreement (a draw), so the
//! imported [`Game`] knows how it ended.

use crate::game::{EndReason, Game, GameError, Outcome};
use draughts_rules::{Color, Numbering, Rules, Variant};
use draughts_rules::{Duplicates, Echo, Move, Position, Square};
use draughts_rules::{MoveError, MoveText};
use std::fmt;
use std::io::BufRead;

/// One game read from a PDN file.
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// Tags in file order (names as written).
    pub tags: Vec<(String, String)>,
    /// The replayed game (its rules come from `GameType`).
    pub game: Game,
    /// The result token that closed the move text, if any (`2-0`, `*`, …).
    pub terminator: Option<String>,
    /// Comments, each with the number of plies played before it.
    pub comments: Vec<(usize, String)>,
    /// 1-based line where the game starts.
    pub line: usize,
    /// What the lenient reader let pass in this game, in file order.
    pub warnings: Vec<PdnWarning>,
}

impl PdnGame {
    /// The value of a tag (case-insensitive name).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// What went wrong, with the game's number (1-based) and the line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {game}, line {line}: {kind}")]
pub struct PdnError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The line of the fault, from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: PdnErrorKind,
}

/// The kinds of PDN errors. Echoed input has its control characters escaped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PdnErrorKind {
    /// A GameType this app does not play.
    #[error("unknown GameType `{}` (supported: 20 International, 21 English, 22 Italian, 24 \
        Spanish, 25 Russian, 26 Brazilian, 29 Czech)", Echo(.0))]
    UnknownGameType(String),
    /// A tag that does not read.
    #[error("bad tag: {}", Echo(.0))]
    BadTag(String),
    /// A Rules tag that does not read.
    #[error("bad Rules tag: {}", Echo(.0))]
    BadRules(String),
    /// A FEN tag that does not read.
    #[error("bad FEN tag: {}", Echo(.0))]
    BadFen(String),
    /// A move that does not read or is illegal.
    #[error("move {number}: {error}")]
    Move {
        /// The move number, as written.
        number: String,
        /// Why.
        error: MoveError,
    },
    /// A move after the end of the game (strict reading).
    #[error("move {number} `{}`: the game is already over ({result})", Echo(.text))]
    AfterEnd {
        /// The move number, as written.
        number: String,
        /// The move, as written.
        text: String,
        /// How the game had ended.
        result: String,
    },
    /// Text that has no place in a game.
    #[error("unexpected `{}`", Echo(.0))]
    Unexpected(String),
    /// A comment or variation that is never closed.
    #[error("unterminated {0}")]
    Unterminated(&'static str),
    /// A per-jump capture that stops mid-move.
    #[error("move {number}: a per-jump capture ends in the middle of a move: `{}`", Echo(.text))]
    UnfinishedCapture {
        /// The move number, as written.
        number: String,
        /// The move, as written.
        text: String,
    },
    /// A warning, refused because the reading is strict.
    #[error("{0} (refused by strict reading)")]
    Strict(PdnWarningKind),
    /// The input could not be read.
    #[error("cannot read: {0}")]
    Io(String),
}

/// Something the lenient reader let pass, with the game's number (1-based)
/// and the line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {game}, line {line}: {kind}")]
pub struct PdnWarning {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The line, from 1.
    pub line: usize,
    /// What was let pass.
    pub kind: PdnWarningKind,
}

/// The kinds of PDN warnings.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PdnWarningKind {
    /// The line is not UTF-8; its bytes were read as Latin-1 (ISO 8859-1).
    #[error("not UTF-8: the line was read as Latin-1")]
    Latin1,
    /// A move number that does not fit the move after it.
    #[error("move number `{}` does not match the move: it is move {expected}", Echo(.found))]
    MoveNumber {
        /// The number as written.
        found: String,
        /// The number of the move.
        expected: String,
    },
    /// The game went on after a draw rule ended it; the record is replayed
    /// as written ([`Game::play_on`]).
    #[error(
        "move {number}: the game goes on after it ended at ply {ply} ({ended}); replayed as \
        recorded"
    )]
    PlayedOn {
        /// The move number, as written.
        number: String,
        /// The ply where the rule applied.
        ply: usize,
        /// The rule, as a result.
        ended: String,
    },
    /// An unknown move (`--`, `*`): the game is kept up to there.
    #[error("move {number}: unknown move `{}`: the game is kept up to here ({plies} \
        plies)", Echo(.text))]
    UnknownMove {
        /// The move number, as written.
        number: String,
        /// The move, as written.
        text: String,
        /// The plies kept.
        plies: usize,
    },
    /// A `)` that closes no variation.
    #[error("`)` closes no variation: ignored")]
    StrayClose,
    /// The move text ends without `*` or a result.
    #[error("the game has no terminator (`*` or a result)")]
    NoTerminator,
}

/// How to read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// Every warning is an error ([`PdnErrorKind::Strict`]).
    pub strict: bool,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Tag(String, String),
    Comment(String),
    Number(String),
    Ellipsis,
    Result(String),
    Move(String),
    Nag,
    OpenVar,
    CloseVar,
}

const RESULTS: [&str; 9] = ["2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "½-½", "0-0", "*"];

/// A place in the lexer's buffer, to go back to.
#[derive(Clone, Copy)]
struct Mark {
    i: usize,
    line: usize,
    last: u8,
}

/// Tokens from a [`BufRead`], one line read at a time. The buffer holds
/// the text from the start of the current game ([`Lexer::compact`]).
struct Lexer<R> {
    src: R,
    buf: String,
    i: usize,
    line: usize,
    /// The byte before `i` (`\n` at the start).
    last: u8,
    lines_read: usize,
    eof: bool,
    raw: Vec<u8>,
    /// Where the last token started, to give it back.
    tok_start: Mark,
    /// Lines read as Latin-1, for the game they belong to.
    latin1: Vec<usize>,
    io_error: Option<String>,
}

impl<R: BufRead> Lexer<R> {
    fn new(src: R) -> Self {
        let start = Mark { i: 0, line: 1, last: b'\n' };
        Lexer {
            src,
            buf: String::new(),
            i: 0,
            line: 1,
            last: b'\n',
            lines_read: 0,
            eof: false,
            raw: Vec::new(),
            tok_start: start,
            latin1: Vec::new(),
            io_error: None,
        }
    }

    /// Reads one more line into the buffer; false at the end.
    fn fill(&mut self) -> bool {
        if self.eof {
            return false;
        }
        self.raw.clear();
        match self.src.read_until(b'\n', &mut self.raw) {
            Ok(0) => {
                self.eof = true;
                false
            }
            Ok(_) => {
                self.lines_read += 1;
                let mut bytes = &self.raw[..];
                if self.lines_read == 1 {
                    bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
                }
                match std::str::from_utf8(bytes) {
                    Ok(s) => self.buf.push_str(s),
                    Err(_) => {
                        self.buf.extend(bytes.iter().map(|&b| char::from(b)));
                        self.latin1.push(self.lines_read);
                    }
                }
                true
            }
            Err(e) => {
                self.io_error = Some(e.to_string());
                self.eof = true;
                false
            }
        }
    }

    fn peek(&mut self) -> Option<u8> {
        while self.i >= self.buf.len() {
            if !self.fill() {
                return None;
            }
        }
        Some(self.buf.as_bytes()[self.i])
    }

    fn bump(&mut self) -> Option<u8> {
        let c = self.peek()?;
        self.i += 1;
        if c == b'\n' {
            self.line += 1;
        }
        self.last = c;
        Some(c)
    }

    fn mark(&self) -> Mark {
        Mark { i: self.i, line: self.line, last: self.last }
    }

    fn reset(&mut self, m: Mark) {
        (self.i, self.line, self.last) = (m.i, m.line, m.last);
    }

    /// Gives the last token back.
    fn unread(&mut self) {
        self.reset(self.tok_start);
    }

    /// Forgets the text before the cursor: the games read so far.
    fn compact(&mut self) {
        self.buf.drain(..self.i);
        self.i = 0;
        self.tok_start = self.mark();
    }

    /// The Latin-1 lines before `line`, taken out.
    fn latin1_before(&mut self, line: usize) -> Vec<usize> {
        let n = self.latin1.iter().take_while(|&&l| l < line).count();
        self.latin1.drain(..n).collect()
    }

    fn skip_line(&mut self) {
        while self.peek().is_some_and(|c| c != b'\n') {
            self.bump();
        }
    }

    /// The next token with its line, `Ok(None)` at the end.
    fn next(&mut self) -> Result<Option<(Tok, usize)>, (usize, PdnErrorKind)> {
        loop {
            // After an error the cursor may sit inside a multi-byte character.
            while self.i < self.buf.len() && !self.buf.is_char_boundary(self.i) {
                self.i += 1;
            }
            while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
                self.bump();
            }
            let Some(c) = self.peek() else { return Ok(None) };
            // `%` at the start of a line escapes the whole line.
            if c == b'%' && self.last == b'\n' {
                self.skip_line();
                continue;
            }
            let line = self.line;
            self.tok_start = self.mark();
            let start = self.i;
            let tok = match c {
                b'[' => self.tag(line)?,
                b'{' => {
                    self.bump();
                    let s0 = self.i;
                    loop {
                        match self.bump() {
                            None => return Err((line, PdnErrorKind::Unterminated("comment `{`"))),
                            Some(b'}') => break,
                            _ => {}
                        }
                    }
                    Tok::Comment(self.buf[s0..self.i - 1].trim().to_string())
                }
                b';' => {
                    self.bump();
                    let s0 = self.i;
                    self.skip_line();
                    Tok::Comment(self.buf[s0..self.i].trim().to_string())
                }
                b'(' => {
                    self.bump();
                    Tok::OpenVar
                }
                b')' => {
                    self.bump();
                    Tok::CloseVar
                }
                b'$' => {
                    self.bump();
                    while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        self.bump();
                    }
                    Tok::Nag
                }
                _ => {
                    while self
                        .peek()
                        .is_some_and(|c| !c.is_ascii_whitespace() && !b"[]{}();$".contains(&c))
                    {
                        self.bump();
                    }
                    if self.i == start {
                        self.bump();
                    }
                    // The buffer is UTF-8 and words end on ASCII bytes, but a
                    // lone `]` or the like is one byte: keep to characters.
                    while !self.buf.is_char_boundary(self.i) {
                        self.i += 1;
                    }
                    let word = self.buf[start..self.i].to_string();
                    return Ok(Some((self.classify(&word), line)));
                }
            };
            return Ok(Some((tok, line)));
        }
    }

    fn tag(&mut self, line: usize) -> Result<Tok, (usize, PdnErrorKind)> {
        self.bump();
        let name_start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_') {
            self.bump();
        }
        let name = self.buf[name_start..self.i].to_string();
        while self.peek().is_some_and(|c| c == b' ' || c == b'\t') {
            self.bump();
        }
        if name.is_empty() || self.peek() != Some(b'"') {
            return Err((line, PdnErrorKind::BadTag("expected [Name \"value\"]".into())));
        }
        self.bump();
        let mut value = Vec::new();
        loop {
            match self.bump() {
                None | Some(b'\n') => return Err((line, PdnErrorKind::Unterminated("tag value"))),
                Some(b'\\') => match self.bump() {
                    Some(b'\n') | None => {
                        return Err((line, PdnErrorKind::Unterminated("tag value")))
                    }
                    Some(e) => value.push(e),
                },
                Some(b'"') => break,
                Some(b) => value.push(b),
            }
        }
        while self.peek().is_some_and(|c| c == b' ' || c == b'\t') {
            self.bump();
        }
        if self.bump() != Some(b']') {
            return Err((line, PdnErrorKind::BadTag(format!("tag `{name}` is not closed by `]`"))));
        }
        let value = String::from_utf8_lossy(&value);
        // A Windows line end inside the brackets leaves a `\r`.
        Ok(Tok::Tag(name, value.trim_end_matches('\r').to_string()))
    }

    fn classify(&mut self, word: &str) -> Tok {
        if RESULTS.contains(&word) {
            return Tok::Result(word.to_string());
        }
        if word.chars().all(|c| c == '.') {
            return Tok::Ellipsis;
        }
        // A strength sign on its own: `32-28 !?`.
        if word.chars().all(|c| c == '!' || c == '?') {
            return Tok::Nag;
        }
        // A move number, possibly glued to its move: `12.`, `12...`, `1.32-28`.
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && word[digits..].starts_with('.') {
            let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
            let rest = &word[digits + dots..];
            if !rest.is_empty() {
                // Give the rest back for the next call.
                self.i -= rest.len();
                self.last = b'.';
            }
            return Tok::Number(word[..digits + dots].to_string());
        }
        Tok::Move(word.to_string())
    }
}

/// The rules a GameType tag names.
pub fn rules_of_game_type(value: &str) -> Result<Rules, PdnErrorKind> {
    let unknown = || PdnErrorKind::UnknownGameType(value.to_string());
    let fields: Vec<&str> = value.split(',').map(str::trim).collect();
    let n: u32 = fields[0].parse().map_err(|_| unknown())?;
    let v = Variant::from_game_type(n).ok_or_else(unknown)?;
    let mut rules = v.rules();
    if fields.len() == 1 {
        return Ok(rules);
    }
    if fields.len() < 5 || fields.len() > 6 {
        return Err(unknown());
    }
    match fields[1] {
        "W" => rules.first = Color::White,
        "B" => rules.first = Color::Black,
        _ => return Err(unknown()),
    }
    let side = rules.board.side().to_string();
    if fields[2] != side || fields[3] != side {
        return Err(unknown());
    }
    let notation = fields[4].to_ascii_uppercase();
    let algebraic = notation.starts_with('A');
    if algebraic != (rules.numbering == Numbering::Algebraic) {
        return Err(unknown());
    }
    if let Some(inv) = fields.get(5) {
        let invert = *inv == "1";
        if invert == rules.a1_playing {
            return Err(unknown());
        }
    }
    Ok(rules)
}

/// Reads PDN games one at a time from `R`, holding one game's text in
/// memory. Each item is one game: one bad game does not hide the others.
///
/// ```
/// use draughts_game::pdn::PdnReader;
/// let file = "[GameType \"21\"]\n1. 11-15 23-19 *\n\n[GameType \"21\"]\n1. 11-18 *\n";
/// let games: Vec<_> = PdnReader::new(file.as_bytes()).collect();
/// assert!(games[0].is_ok());
/// assert!(games[1].as_ref().unwrap_err().to_string().starts_with("game 2, line 5:"));
/// ```
pub struct PdnReader<R> {
    lx: Lexer<R>,
    options: ReadOptions,
    number: usize,
    done: bool,
}

impl<R: BufRead> PdnReader<R> {
    /// A lenient reader.
    pub fn new(src: R) -> Self {
        PdnReader::with_options(src, ReadOptions::default())
    }

    /// A reader with these options.
    pub fn with_options(src: R, options: ReadOptions) -> Self {
        PdnReader { lx: Lexer::new(src), options, number: 0, done: false }
    }
}

impl<R: BufRead> Iterator for PdnReader<R> {
    type Item = Result<PdnGame, PdnError>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            self.lx.compact();
            let first = match self.lx.next() {
                Ok(None) => {
                    self.done = true;
                    let e = self.lx.io_error.take()?;
                    let line = self.lx.line;
                    return Some(Err(PdnError {
                        game: self.number + 1,
                        line,
                        kind: PdnErrorKind::Io(e),
                    }));
                }
                Ok(Some(t)) => t,
                Err((line, kind)) => {
                    self.number += 1;
                    skip_to_next_game(&mut self.lx);
                    return Some(Err(PdnError { game: self.number, line, kind }));
                }
            };
            // Comments before any game (file headers) are not games.
            if matches!(first.0, Tok::Comment(_)) && self.number == 0 {
                continue;
            }
            // Latin-1 lines of earlier games or of the file header.
            self.lx.latin1_before(first.1);
            self.number += 1;
            let mut ctx =
                GameCtx { number: self.number, strict: self.options.strict, warnings: vec![] };
            let r = read_one(&mut self.lx, first, &mut ctx);
            if r.is_err() {
                skip_to_next_game(&mut self.lx);
            }
            return Some(r);
        }
        None
    }
}

/// Reads every game of a PDN text, leniently. Each game is a separate
/// result, so one bad game does not hide the others (errors give the game
/// and the line; warnings are in each [`PdnGame`]).
pub fn read_games(text: &str) -> Vec<Result<PdnGame, PdnError>> {
    PdnReader::new(text.as_bytes()).collect()
}

/// As [`read_games`], with options.
pub fn read_games_with(text: &str, options: ReadOptions) -> Vec<Result<PdnGame, PdnError>> {
    PdnReader::with_options(text.as_bytes(), options).collect()
}

/// Reads every game, all or nothing: the first error if any game has one.
pub fn read_pdn(text: &str) -> Result<Vec<PdnGame>, PdnError> {
    PdnReader::new(text.as_bytes()).collect()
}

/// After an error: skip tokens up to a game terminator or the next game's
/// tags.
fn skip_to_next_game<R: BufRead>(lx: &mut Lexer<R>) {
    let mut in_moves = false;
    loop {
        match lx.next() {
            Ok(None) => return,
            Ok(Some((Tok::Result(_), _))) => return,
            Ok(Some((Tok::Tag(..), _))) if in_moves => {
                lx.unread();
                return;
            }
            Ok(Some((Tok::Tag(..), _))) => {}
            Ok(Some(_)) => in_moves = true,
            // Skip the rest of the line and go on.
            Err(_) => lx.skip_line(),
        }
    }
}

/// The state of the game being read.
struct GameCtx {
    number: usize,
    strict: bool,
    warnings: Vec<PdnWarning>,
}

impl GameCtx {
    fn err(&self, line: usize, kind: PdnErrorKind) -> PdnError {
        PdnError { game: self.number, line, kind }
    }

    /// Records a warning, or refuses it when reading strictly.
    fn warn(&mut self, line: usize, kind: PdnWarningKind) -> Result<(), PdnError> {
        if self.strict {
            return Err(self.err(line, PdnErrorKind::Strict(kind)));
        }
        self.warnings.push(PdnWarning { game: self.number, line, kind });
        Ok(())
    }

    fn latin1<R: BufRead>(&mut self, lx: &mut Lexer<R>, before: usize) -> Result<(), PdnError> {
        for l in lx.latin1_before(before) {
            self.warn(l, PdnWarningKind::Latin1)?;
        }
        Ok(())
    }
}

/// The number of the next ply: the move and whether it is the second
/// player's (`12...`).
fn next_number(game: &Game) -> (usize, bool) {
    let offset = usize::from(game.start().turn() != game.rules().first);
    let k = game.ply() + offset;
    (k / 2 + 1, k % 2 == 1)
}

fn number_text((n, second): (usize, bool)) -> String {
    if second {
        format!("{n}...")
    } else {
        format!("{n}.")
    }
}

/// A per-jump capture in progress: its squares, its text so far, the line
/// and move number where it started.
struct Partial {
    squares: Vec<Square>,
    text: String,
    line: usize,
    number: String,
}

fn read_one<R: BufRead>(
    lx: &mut Lexer<R>,
    first: (Tok, usize),
    ctx: &mut GameCtx,
) -> Result<PdnGame, PdnError> {
    let start_line = first.1;
    let mut tags = Vec::new();
    let mut pending = Some(first);
    let mut comments = Vec::new();
    // The next token; warns of the Latin-1 lines before it.
    let next_tok = |lx: &mut Lexer<R>, ctx: &mut GameCtx, pending: &mut Option<(Tok, usize)>| {
        let tok = match pending.take() {
            Some(t) => Some(t),
            None => lx.next().map_err(|(l, k)| ctx.err(l, k))?,
        };
        let before = tok.as_ref().map_or(usize::MAX, |t| t.1);
        ctx.latin1(lx, before)?;
        Ok::<_, PdnError>(tok)
    };
    // Tag section.
    loop {
        match next_tok(lx, ctx, &mut pending)? {
            Some((Tok::Tag(n, v), _)) => tags.push((n, v)),
            Some((Tok::Comment(c), _)) => comments.push((0, c)),
            other => {
                pending = other;
                break;
            }
        }
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _): &&(String, String)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    let rules = match tag("Rules") {
        Some(json) => {
            let r: Rules = serde_json::from_str(json)
                .map_err(|e| ctx.err(start_line, PdnErrorKind::BadRules(e.to_string())))?;
            r.validate().map_err(|e| ctx.err(start_line, PdnErrorKind::BadRules(e.to_string())))?;
            r
        }
        None => match tag("GameType") {
            Some(gt) => rules_of_game_type(gt).map_err(|k| ctx.err(start_line, k))?,
            None => Rules::international(),
        },
    };
    let start = match tag("FEN") {
        Some(fen) if tag("SetUp").is_none_or(|s| s.trim() != "0") || !fen.trim().is_empty() => {
            Position::from_fen(&rules, fen)
                .map_err(|e| ctx.err(start_line, PdnErrorKind::BadFen(e.to_string())))?
        }
        _ => Position::start(&rules),
    };
    let set_up = start != Position::start(&rules);
    let mut game = Game::from_position(rules, start);
    // A move number waiting for its move: (move, second player's, text, line).
    let mut number: Option<(usize, bool, String, usize)> = None;
    // Added to the expected move numbers: a set-up game may count on from
    // its first number.
    let mut base: Option<i128> = if set_up { None } else { Some(0) };
    let mut partial: Option<Partial> = None;
    let mut terminator = None;
    // The line of the next game's first tag, if it ended this one.
    let mut next_game = None;
    let mut last_line = start_line;
    while let Some((tok, line)) = next_tok(lx, ctx, &mut pending)? {
        last_line = line;
        match tok {
            Tok::Tag(..) => {
                // The next game's tags: give the token back.
                lx.unread();
                next_game = Some(line);
                break;
            }
            Tok::Comment(c) => comments.push((game.ply(), c)),
            Tok::Number(n) => {
                let digits = n.trim_end_matches('.');
                let second = n.len() - digits.len() >= 2;
                let value = digits.parse().unwrap_or(usize::MAX);
                number = Some((value, second, n, line));
            }
            // `1. ... 7-12`: the first player's move is left out.
            Tok::Ellipsis => {
                if let Some((_, second, text, _)) = number.as_mut() {
                    *second = true;
                    text.push_str(" ...");
                }
            }
            Tok::Nag => {}
            Tok::OpenVar => skip_variation(lx).map_err(|(l, k)| ctx.err(l, k))?,
            Tok::CloseVar => ctx.warn(line, PdnWarningKind::StrayClose)?,
            Tok::Result(r) if r == "*" && star_is_a_move(lx).map_err(|(l, k)| ctx.err(l, k))? => {
                (terminator, next_game) = unknown_move(lx, ctx, &game, &r, line)?;
                break;
            }
            Tok::Result(r) => {
                terminator = Some(r);
                break;
            }
            Tok::Move(text) if !text.is_empty() && text.bytes().all(|b| b == b'-') => {
                (terminator, next_game) = unknown_move(lx, ctx, &game, &text, line)?;
                break;
            }
            Tok::Move(text) => {
                if let Some((value, second, found, nline)) = number.take() {
                    if partial.is_none() {
                        let (n, s) = next_number(&game);
                        // i128: no overflow whatever the numbers written.
                        let shift = *base.get_or_insert(value as i128 - n as i128);
                        if value as i128 != n as i128 + shift || second != s {
                            let expected = number_text((n, s));
                            ctx.warn(nline, PdnWarningKind::MoveNumber { found, expected })?;
                        }
                    }
                }
                play_token(&mut game, &text, &mut partial, line, ctx)?;
            }
        }
    }
    if let Some(p) = partial {
        let kind = PdnErrorKind::UnfinishedCapture { number: p.number, text: p.text };
        return Err(ctx.err(p.line, kind));
    }
    // The Latin-1 lines up to the end of this game.
    ctx.latin1(lx, next_game.unwrap_or(lx.line + 1))?;
    if terminator.is_none() {
        ctx.warn(last_line, PdnWarningKind::NoTerminator)?;
    }
    // Record the file's result if the rules did not end the game.
    let result = tag("Result").map(str::to_string).or_else(|| terminator.clone());
    if !game.is_over() {
        match result.as_deref().map(str::trim) {
            Some("2-0" | "1-0") => game.resign(Color::Black).ok(),
            Some("0-2" | "0-1") => game.resign(Color::White).ok(),
            Some("1-1" | "1/2-1/2" | "½-½") => game.agree_draw().ok(),
            _ => None,
        };
    }
    let warnings = std::mem::take(&mut ctx.warnings);
    Ok(PdnGame { tags, game, terminator, comments, line: start_line, warnings })
}

/// Whether the `*` just read stands for an unknown move (more moves of the
/// same game follow) rather than ending the game.
fn star_is_a_move<R: BufRead>(lx: &mut Lexer<R>) -> Result<bool, (usize, PdnErrorKind)> {
    let at = lx.mark();
    let next = lx.next();
    lx.reset(at);
    Ok(match next? {
        Some((Tok::Move(_) | Tok::Ellipsis, _)) => true,
        Some((Tok::Result(r), _)) => r == "*",
        // A new game without tags starts again at move 1.
        Some((Tok::Number(n), _)) => n.trim_end_matches('.') != "1",
        _ => false,
    })
}

/// An unknown move: warns, skips the rest of the game's moves and returns
/// its terminator, or the line of the next game's tags that end it.
fn unknown_move<R: BufRead>(
    lx: &mut Lexer<R>,
    ctx: &mut GameCtx,
    game: &Game,
    text: &str,
    line: usize,
) -> Result<(Option<String>, Option<usize>), PdnError> {
    let kind = PdnWarningKind::UnknownMove {
        number: number_text(next_number(game)),
        text: text.to_string(),
        plies: game.ply(),
    };
    ctx.warn(line, kind)?;
    loop {
        match lx.next().map_err(|(l, k)| ctx.err(l, k))? {
            None => return Ok((None, None)),
            Some((Tok::Tag(..), line)) => {
                lx.unread();
                return Ok((None, Some(line)));
            }
            Some((Tok::Result(r), _)) => {
                if r != "*" || !star_is_a_move(lx).map_err(|(l, k)| ctx.err(l, k))? {
                    return Ok((Some(r), None));
                }
            }
            Some(_) => {}
        }
    }
}

fn skip_variation<R: BufRead>(lx: &mut Lexer<R>) -> Result<(), (usize, PdnErrorKind)> {
    let line = lx.line;
    let mut depth = 1;
    while depth > 0 {
        match lx.next()? {
            None => return Err((line, PdnErrorKind::Unterminated("variation `(`"))),
            Some((Tok::OpenVar, _)) => depth += 1,
            Some((Tok::CloseVar, _)) => depth -= 1,
            Some(_) => {}
        }
    }
    Ok(())
}

/// Plays one move token, joining PDN 2.0 per-jump captures.
fn play_token(
    game: &mut Game,
    text: &str,
    partial: &mut Option<Partial>,
    line: usize,
    ctx: &mut GameCtx,
) -> Result<(), PdnError> {
    let rules = *game.rules();
    // The move number, for messages only.
    let label = |game: &Game| number_text(next_number(game));
    if let Some(r) = game.result() {
        if game.automatic_draws() && (r.reason == EndReason::Repetition || r.reason.is_counter()) {
            let kind = PdnWarningKind::PlayedOn {
                number: label(game),
                ply: game.ply(),
                ended: r.to_string(),
            };
            ctx.warn(line, kind)?;
            game.play_on();
        } else {
            let kind = PdnErrorKind::AfterEnd {
                number: label(game),
                text: text.to_string(),
                result: r.to_string(),
            };
            return Err(ctx.err(line, kind));
        }
    }
    let merr = |error: MoveError, number: String| PdnErrorKind::Move { number, error };
    let mt = MoveText::parse(text, &rules).map_err(|e| ctx.err(line, merr(e, label(game))))?;
    // Continue a per-jump capture.
    if let Some(p) = partial.take() {
        if mt.capture == Some(true) && mt.squares.first() == p.squares.last() {
            let mut all = p.squares;
            all.extend_from_slice(&mt.squares[1..]);
            let joined = Partial { squares: all, text: format!("{} {text}", p.text), ..p };
            return finish_partial(game, joined, partial, line, ctx);
        }
        let kind = PdnErrorKind::UnfinishedCapture { number: p.number, text: p.text };
        return Err(ctx.err(p.line, kind));
    }
    match game.play_move_text(&mt) {
        Ok(_) => Ok(()),
        Err(GameError::Move(MoveError::Illegal { .. }))
            if mt.capture == Some(true) && is_prefix(&mt.squares, &every_path(game)) =>
        {
            let number = label(game);
            let p = Partial { squares: mt.squares.clone(), text: text.to_string(), line, number };
            finish_partial(game, p, partial, line, ctx)
        }
        Err(GameError::Move(e)) => Err(ctx.err(line, merr(e, label(game)))),
        Err(other) => Err(ctx.err(line, PdnErrorKind::Unexpected(other.to_string()))),
    }
}

/// Every legal path in the current position, duplicates kept.
fn every_path(game: &Game) -> Vec<Move> {
    let mut v = Vec::new();
    game.position().generate(game.rules(), Duplicates::Keep, &mut v);
    v
}

fn finish_partial(
    game: &mut Game,
    p: Partial,
    partial: &mut Option<Partial>,
    line: usize,
    ctx: &mut GameCtx,
) -> Result<(), PdnError> {
    let rules = *game.rules();
    let paths = every_path(game);
    let complete = paths
        .iter()
        .any(|m| m.is_capture() && m.from() == p.squares[0] && m.path() == &p.squares[1..]);
    if complete {
        let mt = MoveText::new(&rules, p.squares, Some(true));
        return match game.play_move_text(&mt) {
            Ok(_) => Ok(()),
            Err(GameError::Move(error)) => {
                Err(ctx.err(line, PdnErrorKind::Move { number: p.number, error }))
            }
            Err(other) => Err(ctx.err(line, PdnErrorKind::Unexpected(other.to_string()))),
        };
    }
    if is_prefix(&p.squares, &paths) {
        *partial = Some(p);
        return Ok(());
    }
    let error =
        MoveError::Illegal { text: p.text, why: "the jumps do not make a legal capture".into() };
    Err(ctx.err(line, PdnErrorKind::Move { number: p.number, error }))
}

/// Whether `squares` (start, landings…) is a strict prefix of a legal capture's path.
fn is_prefix(squares: &[Square], legal: &[Move]) -> bool {
    let steps = &squares[1..];
    legal.iter().any(|m| {
        m.is_capture()
            && m.from() == squares[0]
            && m.path().len() > steps.len()
            && m.path().starts_with(steps)
    })
}

/// The result in the variant's style (PDN 3.0 standard, `Result` tag).
pub fn result_text(rules: &Rules, outcome: Option<Outcome>) -> &'static str {
    let intl = rules.base == Variant::International;
    match (outcome, intl) {
        (None, _) => "*",
        (Some(Outcome::WhiteWins), true) => "2-0",
        (Some(Outcome::BlackWins), true) => "0-2",
        (Some(Outcome::Draw), true) => "1-1",
        (Some(Outcome::WhiteWins), false) => "1-0",
        (Some(Outcome::BlackWins), false) => "0-1",
        (Some(Outcome::Draw), false) => "1/2-1/2",
    }
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"").replace(['\n', '\r'], " ")
}

/// The seven standard tags, in order.
pub const STANDARD_TAGS: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Writes a game as PDN 3.0. `tags` supplies the values of the standard
/// tags (missing ones are `?`) and any extra tags; `GameType`, `FEN`,
/// `Rules` and `Result` are computed from the game. The whole line is
/// written, up to the current ply, and closed by the result (`*` while
/// the game goes on; see the module documentation).
pub fn write_game(game: &Game, tags: &[(String, String)], comments: &[(usize, String)]) -> String {
    let rules = game.rules();
    let get =
        |n: &str| tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(n)).map(|(_, v)| v.clone());
    let mut out = String::new();
    let result = result_text(rules, game.result().map(|r| r.outcome));
    for name in STANDARD_TAGS {
        let v = if name == "Result" {
            result.to_string()
        } else {
            get(name).unwrap_or_else(|| "?".to_string())
        };
        out.push_str(&format!("[{name} \"{}\"]\n", escape(&v)));
    }
    out.push_str(&format!("[GameType \"{}\"]\n", rules.pdn_game_type()));
    if rules.is_custom() {
        out.push_str(&format!(
            "[Rules \"{}\"]\n",
            escape(&serde_json::to_string(rules).unwrap_or_default())
        ));
    }
    if *game.start() != Position::start(rules) {
        out.push_str(&format!("[FEN \"{}\"]\n", game.start().to_fen(rules)));
    }
    let skip = |k: &str| {
        STANDARD_TAGS.iter().any(|s| s.eq_ignore_ascii_case(k))
            || ["GameType", "FEN", "SetUp", "Rules"].iter().any(|s| s.eq_ignore_ascii_case(k))
    };
    for (k, v) in tags.iter().filter(|(k, _)| !skip(k)) {
        if !k.is_empty() && k.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
        }
    }
    out.push('\n');
    // Move text, wrapped at 79 columns.
    let mut words: Vec<String> = Vec::new();
    let offset = usize::from(game.start().turn() != rules.first);
    let mut after_comment = true;
    let comment_at = |ply: usize| {
        comments.iter().filter(move |(p, _)| *p == ply).map(|(_, c)| c.replace('}', ")"))
    };
    for c in comment_at(0) {
        words.push(format!("{{{c}}}"));
    }
    for (i, p) in game.played().iter().enumerate() {
        let k = i + offset;
        let n = k / 2 + 1;
        if k % 2 == 0 {
            words.push(format!("{n}."));
        } else if after_comment || i == 0 {
            words.push(format!("{n}..."));
        }
        words.push(p.text.clone());
        after_comment = false;
        for c in comment_at(i + 1) {
            words.push(format!("{{{c}}}"));
            after_comment = true;
        }
    }
    words.push(result.to_string());
    let mut line_len = 0;
    for w in words {
        if line_len > 0 && line_len + 1 + w.len() > 79 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += w.len();
        out.push_str(&w);
    }
    out.push_str("\n\n");
    out
}

impl fmt::Display for PdnGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_game(&self.game, &self.tags, &self.comments))
    }
}
