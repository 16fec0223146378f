//! The PDN lexer: tokens (tags, comments, move numbers, moves, results,
//! NAGs, variation brackets) with their lines, read from a [`BufRead`] one
//! line at a time; lines that are not UTF-8 are read as Latin-1 and noted.

use super::{PdnErrorKind, Unclosed};
use std::io::BufRead;

/// A PDN token.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok {
    Tag(String, String),
    Comment(String),
    Number(String),
    Ellipsis,
    /// A `.` standing alone.
    Dot,
    Result(String),
    Move(String),
    Nag,
    OpenVar,
    CloseVar,
}

/// The result tokens, in every style (`*`: unfinished).
const RESULTS: [&str; 9] = ["2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "½-½", "0-0", "*"];

/// A place in the lexer's buffer, to go back to.
#[derive(Clone, Copy)]
pub(super) struct Mark {
    i: usize,
    line: usize,
    last: u8,
}

/// Tokens from a [`BufRead`], one line read at a time. The buffer holds
/// the text from the start of the current game ([`Lexer::compact`]).
pub(super) struct Lexer<R> {
    src: R,
    buf: String,
    i: usize,
    /// The line of the cursor, from 1.
    pub(super) line: usize,
    /// The byte before `i` (`\n` at the start).
    last: u8,
    lines_read: usize,
    eof: bool,
    raw: Vec<u8>,
    /// Where the last token started, to give it back.
    tok_start: Mark,
    /// Lines read as Latin-1, for the game they belong to.
    latin1: Vec<usize>,
    /// The read error that ended the input, if one did.
    pub(super) io_error: Option<String>,
}

impl<R: BufRead> Lexer<R> {
    /// A lexer at the start of `src`.
    pub(super) fn new(src: R) -> Self {
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

    /// The byte at the cursor, reading lines as needed.
    fn peek(&mut self) -> Option<u8> {
        while self.i >= self.buf.len() {
            if !self.fill() {
                return None;
            }
        }
        Some(self.buf.as_bytes()[self.i])
    }

    /// The byte at the cursor, stepping over it.
    fn bump(&mut self) -> Option<u8> {
        let c = self.peek()?;
        self.i += 1;
        if c == b'\n' {
            self.line += 1;
        }
        self.last = c;
        Some(c)
    }

    /// The cursor, to come back to.
    pub(super) fn mark(&self) -> Mark {
        Mark { i: self.i, line: self.line, last: self.last }
    }

    /// Goes back to a mark.
    pub(super) fn reset(&mut self, m: Mark) {
        (self.i, self.line, self.last) = (m.i, m.line, m.last);
    }

    /// Gives the last token back.
    pub(super) fn unread(&mut self) {
        self.reset(self.tok_start);
    }

    /// Forgets the text before the cursor: the games read so far.
    pub(super) fn compact(&mut self) {
        self.buf.drain(..self.i);
        self.i = 0;
        self.tok_start = self.mark();
    }

    /// The Latin-1 lines before `line`, taken out.
    pub(super) fn latin1_before(&mut self, line: usize) -> Vec<usize> {
        let n = self.latin1.iter().take_while(|&&l| l < line).count();
        self.latin1.drain(..n).collect()
    }

    /// The Latin-1 lines not yet reported, to put back when a game is
    /// read again from a mark.
    pub(super) fn latin1_pending(&self) -> Vec<usize> {
        self.latin1.clone()
    }

    /// Puts back the Latin-1 lines of [`Lexer::latin1_pending`].
    pub(super) fn set_latin1_pending(&mut self, lines: Vec<usize>) {
        self.latin1 = lines;
    }

    /// Skips to the end of the line.
    pub(super) fn skip_line(&mut self) {
        while self.peek().is_some_and(|c| c != b'\n') {
            self.bump();
        }
    }

    /// The next token with its line, `Ok(None)` at the end.
    pub(super) fn next(&mut self) -> Result<Option<(Tok, usize)>, (usize, PdnErrorKind)> {
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
                            None => {
                                return Err((line, PdnErrorKind::Unterminated(Unclosed::Comment)))
                            }
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
                    self.word_bytes();
                    if self.i == start {
                        self.bump();
                    }
                    // The buffer is UTF-8 and words end on ASCII bytes, but a
                    // lone `]` or the like is one byte: keep to characters.
                    while !self.buf.is_char_boundary(self.i) {
                        self.i += 1;
                    }
                    let mut word = self.buf[start..self.i].to_string();
                    self.padded_rest(&mut word);
                    return Ok(Some((self.classify(&word), line)));
                }
            };
            return Ok(Some((tok, line)));
        }
    }

    /// Steps over the bytes of a word: up to a space or a bracket.
    fn word_bytes(&mut self) {
        while self.peek().is_some_and(|c| !c.is_ascii_whitespace() && !b"[]{}();$".contains(&c)) {
            self.bump();
        }
    }

    /// A move padded to fixed columns, as Dutch tournament software writes
    /// them (`1- 6`, `7x 16`): a word that ends in a separator, followed on
    /// the same line by spaces and a square, goes on with that square.
    fn padded_rest(&mut self, word: &mut String) {
        let b = word.as_bytes();
        let padded = b.len() >= 2
            && b[0].is_ascii_alphanumeric()
            && matches!(b[b.len() - 1], b'-' | b'x' | b':')
            && !b.iter().all(|&c| c == b'-');
        if !padded {
            return;
        }
        let back = self.mark();
        while self.peek().is_some_and(|c| c == b' ' || c == b'\t') {
            self.bump();
        }
        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.reset(back);
            return;
        }
        let from = self.i;
        self.word_bytes();
        word.push_str(&self.buf[from..self.i]);
    }

    /// A tag `[Name "value"]`, the cursor on its `[`.
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
                None | Some(b'\n') => {
                    return Err((line, PdnErrorKind::Unterminated(Unclosed::TagValue)))
                }
                Some(b'\\') => match self.bump() {
                    Some(b'\n') | None => {
                        return Err((line, PdnErrorKind::Unterminated(Unclosed::TagValue)))
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

    /// The token a word is; a move number glued to its move gives the
    /// move back.
    fn classify(&mut self, word: &str) -> Tok {
        if RESULTS.contains(&word) {
            return Tok::Result(word.to_string());
        }
        if word == "." {
            return Tok::Dot;
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
