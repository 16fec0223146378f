//! Reading PDN games: [`PdnReader`] over any [`BufRead`], one game at a
//! time, each game's tags, then its move text (move numbers checked,
//! comments kept, variations and NAGs skipped), then its result.

use super::infer::Clues;
use super::lex::{Lexer, Tok};
use super::moves::{play_token, routes, Partial};
use super::tags::{declared_rules, start_game, tag};
use super::{PdnError, PdnErrorKind, PdnGame, PdnWarning, PdnWarningKind, ReadOptions, Unclosed};
use crate::game::Game;
use draughts_rules::{Color, MoveError, Rules, Variant};
use std::io::BufRead;

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
            let mut ctx = GameCtx::new(self.number, self.options.strict);
            let r = read_one(&mut self.lx, first, &mut ctx);
            if r.is_err() && !ctx.moves_read {
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
pub(super) struct GameCtx {
    number: usize,
    strict: bool,
    warnings: Vec<PdnWarning>,
    /// The move text was read to its end: after an error there is nothing
    /// of this game left to skip.
    moves_read: bool,
}

impl GameCtx {
    /// The state of game `number` before it is read.
    fn new(number: usize, strict: bool) -> Self {
        GameCtx { number, strict, warnings: Vec::new(), moves_read: false }
    }

    /// An error of this game at `line`.
    pub(super) fn err(&self, line: usize, kind: PdnErrorKind) -> PdnError {
        PdnError { game: self.number, line, kind }
    }

    /// Records a warning, or refuses it when reading strictly.
    pub(super) fn warn(&mut self, line: usize, kind: PdnWarningKind) -> Result<(), PdnError> {
        if self.strict {
            return Err(self.err(line, PdnErrorKind::Strict(kind)));
        }
        self.warnings.push(PdnWarning { game: self.number, line, kind });
        Ok(())
    }

    /// Warns of the Latin-1 lines before `before` (a line number).
    fn latin1<R: BufRead>(&mut self, lx: &mut Lexer<R>, before: usize) -> Result<(), PdnError> {
        for l in lx.latin1_before(before) {
            self.warn(l, PdnWarningKind::Latin1)?;
        }
        Ok(())
    }
}

/// The number of the next ply: the move and whether it is the second
/// player's (`12...`).
pub(super) fn next_number(game: &Game) -> (usize, bool) {
    let offset = usize::from(game.start().turn() != game.rules().first);
    let k = game.ply() + offset;
    (k / 2 + 1, k % 2 == 1)
}

/// A move number as written: `12.`, or `12...` for the second player.
pub(super) fn number_text((n, second): (usize, bool)) -> String {
    if second {
        format!("{n}...")
    } else {
        format!("{n}.")
    }
}

/// A move number waiting for its move.
struct WrittenNumber {
    /// The move's number (`usize::MAX` if too large to read).
    value: usize,
    /// Written for the second player's move (`12...`, `1. ...`).
    second: bool,
    /// As written.
    text: String,
    line: usize,
}

/// A game's move text while it is read.
struct Body {
    game: Game,
    /// Comments, each after the number of plies played before it.
    comments: Vec<(usize, String)>,
    number: Option<WrittenNumber>,
    /// Added to the expected move numbers: a set-up game may count on from
    /// its first number (`None` until that number is read).
    base: Option<i128>,
    partial: Option<Partial>,
    /// The result token that closed the move text.
    terminator: Option<String>,
    /// The line of the next game's first tag, if it ended this one.
    next_game: Option<usize>,
    /// The line of the last token read.
    last_line: usize,
}

/// Reads one game, `first` its first token (at the game's line).
fn read_one<R: BufRead>(
    lx: &mut Lexer<R>,
    first: (Tok, usize),
    ctx: &mut GameCtx,
) -> Result<PdnGame, PdnError> {
    let start_line = first.1;
    let mut pending = Some(first);
    let mut comments = Vec::new();
    let tags = read_tags(lx, ctx, &mut pending, &mut comments)?;
    let read = match declared_rules(&tags, start_line, ctx) {
        Ok(Some(rules)) => read_under(lx, ctx, &mut pending, comments, tags, rules, start_line),
        Ok(None) => read_inferred(lx, ctx, pending.take(), comments, tags, start_line),
        Err(e) => Err(e),
    };
    // A game refused for its tags gives its first move back: when it is
    // the terminator, skipping to the next game must not pass it.
    if read.is_err() && pending.is_some() {
        lx.unread();
    }
    read
}

/// Reads the move text of a game under `rules`, the tags read.
fn read_under<R: BufRead>(
    lx: &mut Lexer<R>,
    ctx: &mut GameCtx,
    pending: &mut Option<(Tok, usize)>,
    comments: Vec<(usize, String)>,
    tags: Vec<(String, String)>,
    rules: Rules,
    start_line: usize,
) -> Result<PdnGame, PdnError> {
    ctx.moves_read = false;
    let (game, set_up) = start_game(&tags, rules, start_line, ctx)?;
    let mut body = Body {
        game,
        comments,
        number: None,
        base: if set_up { None } else { Some(0) },
        partial: None,
        terminator: None,
        next_game: None,
        last_line: start_line,
    };
    read_moves(lx, ctx, pending, &mut body)?;
    finish(lx, ctx, body, tags, start_line)
}

/// Reads a game whose tags name no variant: the text's clues give the
/// candidates (`infer.rs`), and the first under which the whole game
/// replays is kept, with a warning unless it is International (the PDN
/// standard's default). If none replays, the error of the candidate that
/// read furthest is given.
fn read_inferred<R: BufRead>(
    lx: &mut Lexer<R>,
    ctx: &mut GameCtx,
    mut pending: Option<(Tok, usize)>,
    comments: Vec<(usize, String)>,
    tags: Vec<(String, String)>,
    start_line: usize,
) -> Result<PdnGame, PdnError> {
    // Every attempt starts at the first token of the move text.
    if pending.take().is_some() {
        lx.unread();
    }
    let (mark, warned) = (lx.mark(), ctx.warnings.len());
    let mut clues = Clues::of_tags(&tags);
    while let Ok(Some((tok, _))) = lx.next() {
        match tok {
            Tok::Move(text) => clues.squares(&text),
            Tok::Tag(..) | Tok::Result(_) => break,
            _ => {}
        }
    }
    // Taken after the scan: the lines it read are not read again.
    let latin1 = lx.latin1_pending();
    let mut furthest: Option<PdnError> = None;
    for variant in clues.candidates() {
        lx.reset(mark);
        lx.set_latin1_pending(latin1.clone());
        ctx.warnings.truncate(warned);
        let (tags, comments) = (tags.clone(), comments.clone());
        match read_under(lx, ctx, &mut None, comments, tags, variant.rules(), start_line) {
            Ok(game) if variant == Variant::International => return Ok(game),
            Ok(mut game) => {
                let kind = PdnWarningKind::InferredVariant { variant };
                if ctx.strict {
                    return Err(ctx.err(start_line, PdnErrorKind::Strict(kind)));
                }
                game.warnings.insert(0, PdnWarning { game: ctx.number, line: start_line, kind });
                return Ok(game);
            }
            Err(e) if furthest.as_ref().is_none_or(|f| e.line > f.line) => furthest = Some(e),
            Err(_) => {}
        }
    }
    match furthest {
        Some(e) => Err(e),
        // Not reached: there is always a candidate.
        None => read_under(lx, ctx, &mut None, comments, tags, Rules::international(), start_line),
    }
}

/// The next token (`pending` first, if one was given back); warns of the
/// Latin-1 lines before it.
fn next_tok<R: BufRead>(
    lx: &mut Lexer<R>,
    ctx: &mut GameCtx,
    pending: &mut Option<(Tok, usize)>,
) -> Result<Option<(Tok, usize)>, PdnError> {
    let tok = match pending.take() {
        Some(t) => Some(t),
        None => lx.next().map_err(|(l, k)| ctx.err(l, k))?,
    };
    let before = tok.as_ref().map_or(usize::MAX, |t| t.1);
    ctx.latin1(lx, before)?;
    Ok(tok)
}

/// The tag section, with the comments among the tags (at ply 0); the first
/// token after it is left in `pending`.
fn read_tags<R: BufRead>(
    lx: &mut Lexer<R>,
    ctx: &mut GameCtx,
    pending: &mut Option<(Tok, usize)>,
    comments: &mut Vec<(usize, String)>,
) -> Result<Vec<(String, String)>, PdnError> {
    let mut tags = Vec::new();
    loop {
        match next_tok(lx, ctx, pending)? {
            Some((Tok::Tag(n, v), _)) => tags.push((n, v)),
            Some((Tok::Comment(c), _)) => comments.push((0, c)),
            other => {
                *pending = other;
                return Ok(tags);
            }
        }
    }
}

/// The move text, up to its terminator, the next game's tags or the end.
fn read_moves<R: BufRead>(
    lx: &mut Lexer<R>,
    ctx: &mut GameCtx,
    pending: &mut Option<(Tok, usize)>,
    body: &mut Body,
) -> Result<(), PdnError> {
    while let Some((tok, line)) = next_tok(lx, ctx, pending)? {
        body.last_line = line;
        match tok {
            Tok::Tag(..) => {
                // The next game's tags: give the token back.
                lx.unread();
                body.next_game = Some(line);
                return Ok(());
            }
            Tok::Comment(c) => body.comments.push((body.game.ply(), c)),
            Tok::Number(n) => {
                let digits = n.trim_end_matches('.');
                let second = n.len() - digits.len() >= 2;
                let value = digits.parse().unwrap_or(usize::MAX);
                body.number = Some(WrittenNumber { value, second, text: n, line });
            }
            // `1. ... 7-12`: the first player's move is left out.
            Tok::Ellipsis => {
                if let Some(number) = body.number.as_mut() {
                    number.second = true;
                    number.text.push_str(" ...");
                }
            }
            Tok::Nag => {}
            Tok::Dot => ctx.warn(line, PdnWarningKind::LoneDot)?,
            Tok::OpenVar => skip_variation(lx).map_err(|(l, k)| ctx.err(l, k))?,
            Tok::CloseVar => ctx.warn(line, PdnWarningKind::StrayClose)?,
            Tok::Result(r) if r == "*" && star_is_a_move(lx).map_err(|(l, k)| ctx.err(l, k))? => {
                (body.terminator, body.next_game) = unknown_move(lx, ctx, &body.game, &r, line)?;
                return Ok(());
            }
            Tok::Result(r) => {
                body.terminator = Some(r);
                return Ok(());
            }
            Tok::Move(text) if !text.is_empty() && text.bytes().all(|b| b == b'-') => {
                (body.terminator, body.next_game) = unknown_move(lx, ctx, &body.game, &text, line)?;
                return Ok(());
            }
            Tok::Move(text) => {
                check_number(body, ctx)?;
                match play_token(&mut body.game, &text, &mut body.partial, line, ctx) {
                    Err(e) if is_ambiguous(&e) && body.partial.is_none() => {
                        read_ahead(lx, ctx, body, &text, line, e)?
                    }
                    played => played?,
                }
            }
        }
    }
    Ok(())
}

/// Whether an error is a move that fits several.
fn is_ambiguous(e: &PdnError) -> bool {
    matches!(e.kind, PdnErrorKind::Move { error: MoveError::Ambiguous { .. }, .. })
}

/// A capture `text` that fits captures taking different pieces (`error`):
/// the rest of the game is read ahead after each, and the only one under
/// which it stays legal is played, with a warning. When several or none
/// go on, `error` stands.
fn read_ahead<R: BufRead>(
    lx: &mut Lexer<R>,
    ctx: &mut GameCtx,
    body: &mut Body,
    text: &str,
    line: usize,
    error: PdnError,
) -> Result<(), PdnError> {
    let mark = lx.mark();
    let mut going_on = Vec::new();
    for route in routes(&body.game, text) {
        let mut game = body.game.clone();
        if game.play(&route).is_err() {
            continue;
        }
        let latin1 = lx.latin1_pending();
        let mut trial = Body {
            game,
            comments: Vec::new(),
            number: None,
            base: body.base,
            partial: None,
            terminator: None,
            next_game: None,
            last_line: line,
        };
        let mut quiet = GameCtx::new(ctx.number, false);
        let legal =
            read_moves(lx, &mut quiet, &mut None, &mut trial).is_ok() && trial.partial.is_none();
        // The lines read ahead are not read again: keep their Latin-1 notes.
        let mut lines = latin1;
        lines.extend(
            quiet.warnings.iter().filter(|w| w.kind == PdnWarningKind::Latin1).map(|w| w.line),
        );
        lines.extend(lx.latin1_pending());
        lines.sort_unstable();
        lines.dedup();
        lx.set_latin1_pending(lines);
        lx.reset(mark);
        if legal {
            going_on.push(route);
        }
    }
    let [chosen] = going_on[..] else {
        return Err(error);
    };
    let number = number_text(next_number(&body.game));
    body.game.play(&chosen).map_err(|e| ctx.err(line, PdnErrorKind::Unexpected(e.to_string())))?;
    let chosen = body.game.plies().last().map(|p| p.text.clone()).unwrap_or_default();
    let kind = PdnWarningKind::AmbiguousCapture { number, text: text.to_string(), chosen };
    ctx.warn(line, kind)
}

/// Warns when the move number before a move (not a per-jump capture's
/// later jump) does not fit it.
fn check_number(body: &mut Body, ctx: &mut GameCtx) -> Result<(), PdnError> {
    let Some(number) = body.number.take() else {
        return Ok(());
    };
    if body.partial.is_some() {
        return Ok(());
    }
    let (n, s) = next_number(&body.game);
    // i128: no overflow whatever the numbers written.
    let shift = *body.base.get_or_insert(number.value as i128 - n as i128);
    if number.value as i128 != n as i128 + shift || number.second != s {
        let expected = number_text((n, s));
        let kind = PdnWarningKind::MoveNumber { found: number.text, expected };
        ctx.warn(number.line, kind)?;
    }
    Ok(())
}

/// The game read: an unfinished per-jump capture is an error; warns of the
/// last Latin-1 lines and of a missing terminator; records the file's
/// result if the rules did not end the game.
fn finish<R: BufRead>(
    lx: &mut Lexer<R>,
    ctx: &mut GameCtx,
    body: Body,
    tags: Vec<(String, String)>,
    line: usize,
) -> Result<PdnGame, PdnError> {
    ctx.moves_read = true;
    if let Some(p) = body.partial {
        let kind = PdnErrorKind::UnfinishedCapture { number: p.number, text: p.text };
        return Err(ctx.err(p.line, kind));
    }
    // The Latin-1 lines up to the end of this game.
    ctx.latin1(lx, body.next_game.unwrap_or(lx.line + 1))?;
    if body.terminator.is_none() {
        ctx.warn(body.last_line, PdnWarningKind::NoTerminator)?;
    }
    if let (Some(t), Some(r)) = (tag(&tags, "Result"), body.terminator.as_deref()) {
        if result_class(t).zip(result_class(r)).is_some_and(|(a, b)| a != b) {
            let kind =
                PdnWarningKind::ResultMismatch { tag: t.trim().to_string(), terminator: r.into() };
            ctx.warn(body.last_line, kind)?;
        }
    }
    let mut game = body.game;
    let result = tag(&tags, "Result").map(str::to_string).or_else(|| body.terminator.clone());
    if !game.is_over() {
        match result.as_deref().map(str::trim) {
            Some("2-0" | "1-0") => game.resign(Color::Black).ok(),
            Some("0-2" | "0-1") => game.resign(Color::White).ok(),
            Some("1-1" | "1/2-1/2" | "½-½") => game.agree_draw().ok(),
            _ => None,
        };
    }
    let warnings = std::mem::take(&mut ctx.warnings);
    let (terminator, comments) = (body.terminator, body.comments);
    Ok(PdnGame { tags, game, terminator, comments, line, warnings })
}

/// The winner a result names, `None` for a draw; `None` outside (`*`, a
/// result this reader does not know).
fn result_class(result: &str) -> Option<Option<Color>> {
    match result.trim() {
        "2-0" | "1-0" => Some(Some(Color::White)),
        "0-2" | "0-1" => Some(Some(Color::Black)),
        "1-1" | "1/2-1/2" | "½-½" => Some(None),
        _ => None,
    }
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

/// Skips a variation `( … )`, nested ones included (its `(` read).
fn skip_variation<R: BufRead>(lx: &mut Lexer<R>) -> Result<(), (usize, PdnErrorKind)> {
    let line = lx.line;
    let mut depth = 1;
    while depth > 0 {
        match lx.next()? {
            None => return Err((line, PdnErrorKind::Unterminated(Unclosed::Variation))),
            Some((Tok::OpenVar, _)) => depth += 1,
            Some((Tok::CloseVar, _)) => depth -= 1,
            Some(_) => {}
        }
    }
    Ok(())
}
