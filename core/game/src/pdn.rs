//! PDN 3.0 import and export (`notation.md` §2-§5).
//!
//! Reading is liberal: several games per file, any tags (the seven standard
//! ones, `GameType`, `FEN`, `SetUp` are understood), comments `{…}` and
//! `; …` (kept, attached to the ply they follow), variations `( … )`
//! (skipped, nested or not), NAGs `$n`, move numbers `12.` and `12...`,
//! results in any style, moves short or long, `x` or `:`, and PDN 2.0
//! per-jump captures (`11x18 18x25` for `11x25`). Every game is replayed:
//! a move that is not legal is an error naming the game and the line.
//!
//! Writing is strict PDN 3.0: the seven tags in order, `GameType`, `FEN`
//! for a set-up start, moves in the official notation, the result in the
//! variant's style in the `Result` tag, and `*` closing the move text.
//! A custom rule set is written with its base GameType in the full form and
//! an extra `[Rules "…"]` tag holding the rules as JSON, so it re-imports
//! exactly.
//!
//! A game whose record ends without the game being over gets the file's
//! result as a resignation (a win) or an agreement (a draw), so the
//! imported [`Game`] knows how it ended.

use crate::game::{Game, GameError, Outcome};
use draughts_rules::Position;
use draughts_rules::Square;
use draughts_rules::{Color, Numbering, Rules, Variant};
use draughts_rules::{MoveError, MoveText};
use std::fmt;

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
    pub game: usize,
    pub line: usize,
    pub kind: PdnErrorKind,
}

/// The kinds of PDN errors.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PdnErrorKind {
    #[error("unknown GameType `{0}` (supported: 20 International, 21 English, 22 Italian, 24 Spanish, 25 Russian, 26 Brazilian, 29 Czech)")]
    UnknownGameType(String),
    #[error("bad tag: {0}")]
    BadTag(String),
    #[error("bad Rules tag: {0}")]
    BadRules(String),
    #[error("bad FEN tag: {0}")]
    BadFen(String),
    #[error("move {number}: {error}")]
    Move { number: String, error: MoveError },
    #[error("move {number} `{text}`: the game is already over ({result})")]
    AfterEnd { number: String, text: String, result: String },
    #[error("unexpected `{0}`")]
    Unexpected(String),
    #[error("unterminated {0}")]
    Unterminated(&'static str),
    #[error("a per-jump capture ends in the middle of a move: `{0}`")]
    UnfinishedCapture(String),
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

const RESULTS: [&str; 8] = ["2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "0-0", "*"];

struct Lexer<'a> {
    s: &'a [u8],
    text: &'a str,
    i: usize,
    line: usize,
    /// Where the last token started, to give a token back.
    tok_start: (usize, usize),
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Self {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Lexer { s: text.as_bytes(), text, i: 0, line: 1, tok_start: (0, 1) }
    }

    fn unread(&mut self) {
        (self.i, self.line) = self.tok_start;
    }

    fn bump(&mut self) -> Option<u8> {
        let c = *self.s.get(self.i)?;
        self.i += 1;
        if c == b'\n' {
            self.line += 1;
        }
        Some(c)
    }

    /// The next token with its line, `Ok(None)` at the end.
    fn next(&mut self) -> Result<Option<(Tok, usize)>, (usize, PdnErrorKind)> {
        loop {
            // After an error the cursor may sit inside a multi-byte character.
            while self.i < self.s.len() && !self.text.is_char_boundary(self.i) {
                self.i += 1;
            }
            while self.s.get(self.i).is_some_and(|c| c.is_ascii_whitespace()) {
                self.bump();
            }
            let Some(&c) = self.s.get(self.i) else { return Ok(None) };
            // `%` at the start of a line escapes the whole line.
            if c == b'%' && (self.i == 0 || self.s[self.i - 1] == b'\n') {
                while self.s.get(self.i).is_some_and(|&c| c != b'\n') {
                    self.bump();
                }
                continue;
            }
            let line = self.line;
            let start = self.i;
            self.tok_start = (start, line);
            let tok = match c {
                b'[' => {
                    self.bump();
                    let name_start = self.i;
                    while self
                        .s
                        .get(self.i)
                        .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
                    {
                        self.bump();
                    }
                    let name = self.text[name_start..self.i].to_string();
                    while self.s.get(self.i).is_some_and(|c| *c == b' ' || *c == b'\t') {
                        self.bump();
                    }
                    if name.is_empty() || self.s.get(self.i) != Some(&b'"') {
                        return Err((
                            line,
                            PdnErrorKind::BadTag("expected [Name \"value\"]".into()),
                        ));
                    }
                    self.bump();
                    let mut value = Vec::new();
                    loop {
                        match self.bump() {
                            None => return Err((line, PdnErrorKind::Unterminated("tag value"))),
                            Some(b'\\') => match self.bump() {
                                Some(e) => value.push(e),
                                None => {
                                    return Err((line, PdnErrorKind::Unterminated("tag value")))
                                }
                            },
                            Some(b'"') => break,
                            Some(b'\n') => {
                                return Err((line, PdnErrorKind::Unterminated("tag value")))
                            }
                            Some(b) => value.push(b),
                        }
                    }
                    while self.s.get(self.i).is_some_and(|c| *c == b' ' || *c == b'\t') {
                        self.bump();
                    }
                    if self.bump() != Some(b']') {
                        return Err((
                            line,
                            PdnErrorKind::BadTag(format!("tag `{name}` is not closed by `]`")),
                        ));
                    }
                    Tok::Tag(name, String::from_utf8_lossy(&value).into_owned())
                }
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
                    Tok::Comment(self.text[s0..self.i - 1].trim().to_string())
                }
                b';' => {
                    self.bump();
                    let s0 = self.i;
                    while self.s.get(self.i).is_some_and(|&c| c != b'\n') {
                        self.bump();
                    }
                    Tok::Comment(self.text[s0..self.i].trim().to_string())
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
                    while self.s.get(self.i).is_some_and(u8::is_ascii_digit) {
                        self.bump();
                    }
                    Tok::Nag
                }
                _ => {
                    while self
                        .s
                        .get(self.i)
                        .is_some_and(|&c| !c.is_ascii_whitespace() && !b"[]{}();$".contains(&c))
                    {
                        self.bump();
                    }
                    if self.i == start {
                        self.bump();
                    }
                    // Keep to char boundaries for odd bytes.
                    while !self.text.is_char_boundary(self.i) {
                        self.i += 1;
                    }
                    let word = &self.text[start..self.i];
                    return Ok(Some(classify(word, line, self)?));
                }
            };
            return Ok(Some((tok, line)));
        }
    }
}

fn classify(
    word: &str,
    line: usize,
    lx: &mut Lexer,
) -> Result<(Tok, usize), (usize, PdnErrorKind)> {
    if RESULTS.contains(&word) {
        return Ok((Tok::Result(word.to_string()), line));
    }
    if word.chars().all(|c| c == '.') {
        return Ok((Tok::Ellipsis, line));
    }
    // A move number, possibly glued to its move: `12.`, `12...`, `1.32-28`.
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && word[digits..].starts_with('.') {
        let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
        let rest = &word[digits + dots..];
        if !rest.is_empty() {
            // Push the rest back for the next call.
            lx.i -= rest.len();
        }
        return Ok((Tok::Number(word[..digits + dots].to_string()), line));
    }
    Ok((Tok::Move(word.to_string()), line))
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

/// Reads every game of a PDN text. Each game is a separate result, so one
/// bad game does not hide the others (errors give the game and the line).
pub fn read_games(text: &str) -> Vec<Result<PdnGame, PdnError>> {
    let mut lx = Lexer::new(text);
    let mut out = Vec::new();
    let mut number = 0;
    loop {
        // Skip to the start of the next game: a tag or a move text token.
        let first = match lx.next() {
            Ok(None) => break,
            Ok(Some(t)) => t,
            Err((line, kind)) => {
                number += 1;
                out.push(Err(PdnError { game: number, line, kind }));
                skip_to_next_game(&mut lx);
                continue;
            }
        };
        // Comments before any game (file headers) are not games.
        if matches!(first.0, Tok::Comment(_)) && out.is_empty() && number == 0 {
            continue;
        }
        number += 1;
        match read_one(&mut lx, first, number) {
            Ok(g) => out.push(Ok(g)),
            Err(e) => {
                out.push(Err(e));
                skip_to_next_game(&mut lx);
            }
        }
    }
    out
}

/// Reads every game, stopping at the first error.
pub fn read_pdn(text: &str) -> Result<Vec<PdnGame>, PdnError> {
    read_games(text).into_iter().collect()
}

/// After an error: skip tokens up to a game terminator.
fn skip_to_next_game(lx: &mut Lexer) {
    loop {
        match lx.next() {
            Ok(None) => return,
            Ok(Some((Tok::Result(_), _))) => return,
            Ok(Some(_)) => {}
            Err(_) => {
                // Skip the rest of the line and go on.
                while lx.s.get(lx.i).is_some_and(|&c| c != b'\n') {
                    lx.bump();
                }
            }
        }
    }
}

fn read_one(lx: &mut Lexer, first: (Tok, usize), number: usize) -> Result<PdnGame, PdnError> {
    let err = |line: usize, kind: PdnErrorKind| PdnError { game: number, line, kind };
    let start_line = first.1;
    let mut tags = Vec::new();
    let mut pending = Some(first);
    let mut comments = Vec::new();
    // Tag section.
    loop {
        let tok = match pending.take() {
            Some(t) => Some(t),
            None => lx.next().map_err(|(l, k)| err(l, k))?,
        };
        match tok {
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
                .map_err(|e| err(start_line, PdnErrorKind::BadRules(e.to_string())))?;
            r.validate().map_err(|e| err(start_line, PdnErrorKind::BadRules(e.to_string())))?;
            r
        }
        None => match tag("GameType") {
            Some(gt) => rules_of_game_type(gt).map_err(|k| err(start_line, k))?,
            None => Rules::international(),
        },
    };
    let start = match tag("FEN") {
        Some(fen) if tag("SetUp").map_or(true, |s| s.trim() != "0") || !fen.trim().is_empty() => {
            Position::from_fen(&rules, fen)
                .map_err(|e| err(start_line, PdnErrorKind::BadFen(e.to_string())))?
        }
        _ => Position::start(&rules),
    };
    let mut game = Game::from_position(rules, start);
    let mut number_text = String::from("1.");
    // A per-jump capture in progress: its squares and the text so far.
    let mut partial: Option<(Vec<Square>, String, usize)> = None;
    let mut terminator = None;
    loop {
        let tok = match pending.take() {
            Some(t) => Some(t),
            None => lx.next().map_err(|(l, k)| err(l, k))?,
        };
        let Some((tok, line)) = tok else { break };
        match tok {
            Tok::Tag(..) => {
                // The next game's tags: give the token back.
                lx.unread();
                break;
            }
            Tok::Comment(c) => comments.push((game.ply(), c)),
            Tok::Number(n) => number_text = n,
            Tok::Ellipsis | Tok::Nag => {}
            Tok::OpenVar => skip_variation(lx).map_err(|(l, k)| err(l, k))?,
            Tok::CloseVar => return Err(err(line, PdnErrorKind::Unexpected(")".into()))),
            Tok::Result(r) => {
                terminator = Some(r);
                break;
            }
            Tok::Move(text) => {
                if text == "--" || text == "-" {
                    return Err(err(
                        line,
                        PdnErrorKind::Unexpected(format!(
                            "unknown move `{text}` cannot be replayed"
                        )),
                    ));
                }
                play_token(&mut game, &text, &mut partial, line, &number_text)
                    .map_err(|(l, k)| err(l, k))?;
            }
        }
    }
    if let Some((_, text, line)) = partial {
        return Err(err(line, PdnErrorKind::UnfinishedCapture(text)));
    }
    // Record the file's result if the rules did not end the game.
    let result = tag("Result").map(str::to_string).or_else(|| terminator.clone());
    if !game.is_over() {
        match result.as_deref().map(str::trim) {
            Some("2-0" | "1-0") => game.resign(Color::Black).ok(),
            Some("0-2" | "0-1") => game.resign(Color::White).ok(),
            Some("1-1" | "1/2-1/2") => game.agree_draw().ok(),
            _ => None,
        };
    }
    Ok(PdnGame { tags, game, terminator, comments, line: start_line })
}

fn skip_variation(lx: &mut Lexer) -> Result<(), (usize, PdnErrorKind)> {
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
    partial: &mut Option<(Vec<Square>, String, usize)>,
    line: usize,
    number: &str,
) -> Result<(), (usize, PdnErrorKind)> {
    let rules = *game.rules();
    let merr = |e: MoveError| (line, PdnErrorKind::Move { number: number.to_string(), error: e });
    if let Some(r) = game.result() {
        return Err((
            line,
            PdnErrorKind::AfterEnd {
                number: number.to_string(),
                text: text.to_string(),
                result: r.to_string(),
            },
        ));
    }
    let mt = MoveText::parse(text, &rules).map_err(merr)?;
    let pos = game.position();
    let legal = pos.legal_moves(&rules);
    // Continue a per-jump capture.
    if let Some((squares, so_far, l0)) = partial.take() {
        if mt.capture == Some(true) && mt.squares[0] == *squares.last().unwrap() {
            let mut all = squares.clone();
            all.extend_from_slice(&mt.squares[1..]);
            let joined = format!("{so_far} {text}");
            return finish_partial(game, all, joined, l0, partial, &legal, &pos, line, number);
        }
        return Err((l0, PdnErrorKind::UnfinishedCapture(so_far)));
    }
    match mt.resolve_in(&legal, &pos, &rules) {
        Ok(m) => game.play(&m).map_err(|e| match e {
            GameError::Move(e) => merr(e),
            other => (line, PdnErrorKind::Unexpected(other.to_string())),
        }),
        Err(e @ MoveError::Illegal { .. })
            if mt.capture == Some(true) && is_prefix(&mt.squares, &legal) =>
        {
            let _ = e;
            finish_partial(
                game,
                mt.squares.clone(),
                text.to_string(),
                line,
                partial,
                &legal,
                &pos,
                line,
                number,
            )
        }
        Err(e) => Err(merr(e)),
    }
}

#[allow(clippy::too_many_arguments)]
fn finish_partial(
    game: &mut Game,
    squares: Vec<Square>,
    joined: String,
    l0: usize,
    partial: &mut Option<(Vec<Square>, String, usize)>,
    legal: &[draughts_rules::Move],
    pos: &Position,
    line: usize,
    number: &str,
) -> Result<(), (usize, PdnErrorKind)> {
    let rules = *game.rules();
    let full: Vec<&draughts_rules::Move> = legal
        .iter()
        .filter(|m| m.is_capture() && m.from() == squares[0] && m.path() == &squares[1..])
        .collect();
    if full.len() == 1 {
        game.play(full[0]).map_err(|e| (line, PdnErrorKind::Unexpected(e.to_string())))?;
        return Ok(());
    }
    if is_prefix(&squares, legal) {
        *partial = Some((squares, joined, l0));
        return Ok(());
    }
    let _ = (pos, rules);
    let err =
        MoveError::Illegal { text: joined, why: "the jumps do not make a legal capture".into() };
    Err((line, PdnErrorKind::Move { number: number.to_string(), error: err }))
}

/// Whether `squares` (start, landings…) is a strict prefix of a legal capture's path.
fn is_prefix(squares: &[Square], legal: &[draughts_rules::Move]) -> bool {
    let steps = &squares[1..];
    legal.iter().any(|m| {
        m.is_capture()
            && m.from() == squares[0]
            && m.path().len() > steps.len()
            && m.path().starts_with(steps)
    })
}

/// The result in the variant's style (`notation.md` §5).
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
    v.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', " ")
}

/// The seven standard tags, in order.
pub const STANDARD_TAGS: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Writes a game as strict PDN 3.0. `tags` supplies the values of the
/// standard tags (missing ones are `?`) and any extra tags; `GameType`,
/// `FEN`, `Rules` and `Result` are computed from the game. The whole line
/// is written, up to the current ply.
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
    words.push("*".to_string());
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
