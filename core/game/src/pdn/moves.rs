//! Playing the move tokens of a game read: legality through the game
//! record, moves after a draw rule ended the game (played on, with a
//! warning), and PDN 2.0 per-jump captures (`11x18 18x25` for `11x25`)
//! joined into one move.

use super::read::{next_number, number_text, GameCtx};
use super::{PdnError, PdnErrorKind, PdnWarningKind};
use crate::game::{EndReason, Game, GameError};
use draughts_rules::{Duplicates, Move, Rules, Square};
use draughts_rules::{IllegalReason, MoveError, MoveText};

/// A per-jump capture in progress: its squares, its text so far, the line
/// and move number where it started.
pub(super) struct Partial {
    squares: Vec<Square>,
    pub(super) text: String,
    pub(super) line: usize,
    pub(super) number: String,
}

/// Plays one move token, joining PDN 2.0 per-jump captures.
pub(super) fn play_token(
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
        Err(GameError::Move(e @ MoveError::Illegal { .. })) => match along_the_lines(game, &mt) {
            Some(m) => {
                game.play(&m).map_err(|e| ctx.err(line, PdnErrorKind::Unexpected(e.to_string())))
            }
            None => Err(ctx.err(line, merr(e, label(game)))),
        },
        Err(GameError::Move(e)) => Err(ctx.err(line, merr(e, label(game)))),
        Err(other) => Err(ctx.err(line, PdnErrorKind::Unexpected(other.to_string()))),
    }
}

/// The one capture whose route passes every square written, in order: a
/// flying king that takes two pieces on one line lands between them, and
/// some files write that landing (`a1xf6xh8` for `a1xh8`), which the
/// move's path leaves out. `None` unless exactly one capture fits.
fn along_the_lines(game: &Game, mt: &MoveText) -> Option<Move> {
    let (&from, rest) = mt.squares.split_first()?;
    let (&to, inner) = rest.split_last()?;
    if mt.capture == Some(false) || inner.is_empty() {
        return None;
    }
    let rules = game.rules();
    let mut fits: Vec<Move> = Vec::new();
    for m in every_path(game) {
        let fit = m.is_capture()
            && m.from() == from
            && m.to() == to
            && !inner.iter().any(|s| m.captured().contains(s))
            && in_order(inner, &route(rules, &m));
        if fit && !fits.contains(&m) {
            fits.push(m);
        }
    }
    match fits[..] {
        [m] => Some(m),
        _ => None,
    }
}

/// Every square a capture passes over, in order, its start and end left out.
fn route(rules: &Rules, m: &Move) -> Vec<Square> {
    let mut squares = Vec::new();
    let mut at = m.from();
    for &stop in m.path() {
        let ((f0, r0), (f1, r1)) = (rules.coords(at), rules.coords(stop));
        let (df, dr) = ((f1 as i16 - f0 as i16).signum(), (r1 as i16 - r0 as i16).signum());
        let (mut f, mut r) = (f0 as i16, r0 as i16);
        while (f, r) != (f1 as i16, r1 as i16) {
            (f, r) = (f + df, r + dr);
            match rules.from_coords(f as u8, r as u8) {
                Some(s) => squares.push(s),
                // Not a diagonal: no route to follow.
                None => return Vec::new(),
            }
        }
        at = stop;
    }
    squares.pop();
    squares
}

/// Whether `small` appears in `big` in order.
fn in_order(small: &[Square], big: &[Square]) -> bool {
    let mut it = big.iter();
    small.iter().all(|s| it.any(|b| b == s))
}

/// The different captures a move's text fits (its ends and the squares it
/// names on the way), each taking other pieces: more than one when the text
/// is ambiguous.
pub(super) fn routes(game: &Game, text: &str) -> Vec<Move> {
    let Ok(mt) = MoveText::parse(text, game.rules()) else {
        return Vec::new();
    };
    let [from, inner @ .., to] = &mt.squares[..] else {
        return Vec::new();
    };
    let (from, to) = (*from, *to);
    let mut out: Vec<Move> = Vec::new();
    for m in every_path(game) {
        let before_end = &m.path()[..m.path().len() - 1];
        if m.from() == from && m.to() == to && in_order(inner, before_end) && !out.contains(&m) {
            out.push(m);
        }
    }
    out
}

/// Every legal path in the current position, duplicates kept.
fn every_path(game: &Game) -> Vec<Move> {
    let mut v = Vec::new();
    game.position().generate(game.rules(), Duplicates::Keep, &mut v);
    v
}

/// Plays a per-jump capture once its jumps make a whole legal capture,
/// keeps it in `partial` while they make the start of one, and refuses it
/// otherwise.
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
    let error = MoveError::Illegal { text: p.text, why: IllegalReason::NotALegalCapture };
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
