//! What a tap means, as a pure function of the position, its legal moves and
//! the current selection.
//!
//! A selection is a piece and the landing squares tapped so far. The
//! candidates are the legal capture sequences (every order, so any legal way
//! through a multi-capture works) that start on the piece and follow those
//! landing squares. A tap:
//! - on a next landing square steps there; when that completes exactly one
//!   move, the move is played;
//! - on the final square of exactly one candidate, when it is not a next
//!   landing square, plays that move directly (one tap for the whole
//!   capture when its end is unique);
//! - on the selected piece again cancels the selection;
//! - on another of your pieces selects it instead (or says why it cannot);
//! - on anything else changes nothing and says why.

use draughts_rules::{Move, Position, Rules, Square};
use serde::{Deserialize, Serialize};

/// The piece chosen and the landing squares already tapped in a capture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Selection {
    /// The square of the selected piece.
    pub from: Square,
    /// The landing squares tapped so far in a multi-capture.
    pub steps: Vec<Square>,
}

/// Why a tap changed nothing. Every variant names the squares a UI needs to
/// explain it; [`crate::texts::refusal`] words it in French or English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The bot (playing `color`) is to move, not a person.
    BotToMove {
        /// The bot's colour.
        color: draughts_rules::Color,
    },
    /// An earlier position is on screen, read-only.
    Replaying,
    /// Nothing stands on the square.
    Empty {
        /// The square tapped.
        square: Square,
    },
    /// The piece belongs to the opponent.
    NotYours {
        /// The square tapped.
        square: Square,
    },
    /// This piece cannot move because a capture is compulsory with others.
    MustCapture {
        /// The square tapped.
        square: Square,
        /// The pieces that can capture.
        capturers: Vec<Square>,
    },
    /// This piece has no legal move at all.
    Blocked {
        /// The square tapped.
        square: Square,
    },
    /// The square is not a landing square of the selected piece.
    NotATarget {
        /// The square tapped.
        square: Square,
        /// The selected piece.
        from: Square,
        /// Its landing squares.
        targets: Vec<Square>,
    },
    /// Several captures end on this square: tap one of `via` first.
    SeveralEndHere {
        /// The square tapped.
        square: Square,
        /// The squares that tell the captures apart.
        via: Vec<Square>,
    },
    /// Nothing to cancel.
    NothingSelected,
    /// No puzzle is being solved: none started, or this one is over.
    NoPuzzle,
    /// The move just played is being judged; the board waits for the verdict.
    Judging,
    /// The lesson's answer was given: the board waits for Retry or Next.
    LessonOver,
}

/// What the state machine decided; the session plays completed moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    Select(Selection),
    Step(Selection),
    Complete(Move),
    Cancel,
    Refuse(Refusal),
}

/// The sequences that start on the selected piece and follow its steps.
pub(crate) fn candidates<'m>(paths: &'m [Move], sel: &Selection) -> Vec<&'m Move> {
    let k = sel.steps.len();
    paths
        .iter()
        .filter(|m| m.from() == sel.from && m.path().len() > k && m.path()[..k] == sel.steps[..])
        .collect()
}

/// The next landing squares of a selection, in board order, once each.
pub(crate) fn next_squares(paths: &[Move], sel: &Selection) -> Vec<Square> {
    let k = sel.steps.len();
    let mut v: Vec<Square> = candidates(paths, sel).iter().map(|m| m.path()[k]).collect();
    v.sort();
    v.dedup();
    v
}

/// Final squares reachable by one tap: ends of exactly one candidate move
/// that are not also a next landing square.
pub(crate) fn final_squares(paths: &[Move], sel: &Selection) -> Vec<Square> {
    let next = next_squares(paths, sel);
    let cands = candidates(paths, sel);
    let mut ends: Vec<Square> =
        cands.iter().map(|m| m.to()).filter(|t| !next.contains(t)).collect();
    ends.sort();
    ends.dedup();
    ends.retain(|&t| distinct_moves(cands.iter().copied().filter(|m| m.to() == t)).len() == 1);
    ends
}

/// The distinct legal moves among sequences (two orders of one capture are one move).
fn distinct_moves<'m>(it: impl Iterator<Item = &'m Move>) -> Vec<&'m Move> {
    let mut out: Vec<&Move> = Vec::new();
    for m in it {
        if !out.contains(&m) {
            out.push(m);
        }
    }
    out
}

/// The pieces that must capture (their start squares), when a capture is
/// compulsory in this position.
pub(crate) fn must_capture(legal: &[Move], rules: &Rules) -> Vec<Square> {
    if !rules.capture_compulsory || !legal.iter().any(Move::is_capture) {
        return Vec::new();
    }
    let mut v: Vec<Square> = legal.iter().filter(|m| m.is_capture()).map(Move::from).collect();
    v.sort();
    v.dedup();
    v
}

/// A tap on `s` with nothing selected (or to re-select).
fn select(pos: &Position, rules: &Rules, paths: &[Move], s: Square) -> Action {
    let Some(p) = pos.piece_at(rules, s) else {
        return Action::Refuse(Refusal::Empty { square: s });
    };
    if p.color != pos.turn() {
        return Action::Refuse(Refusal::NotYours { square: s });
    }
    if paths.iter().any(|m| m.from() == s) {
        return Action::Select(Selection { from: s, steps: Vec::new() });
    }
    let capturers = must_capture(paths, rules);
    if capturers.is_empty() {
        Action::Refuse(Refusal::Blocked { square: s })
    } else {
        Action::Refuse(Refusal::MustCapture { square: s, capturers })
    }
}

/// A tap on `s`: the whole state machine. `legal` are the legal moves
/// (duplicates dropped), `paths` every tappable sequence (duplicates kept).
pub(crate) fn tap(
    pos: &Position,
    rules: &Rules,
    legal: &[Move],
    paths: &[Move],
    sel: Option<&Selection>,
    s: Square,
) -> Action {
    let Some(sel) = sel else {
        return select(pos, rules, paths, s);
    };
    let k = sel.steps.len();
    let cands = candidates(paths, sel);
    let next: Vec<&Move> = cands.iter().copied().filter(|m| m.path()[k] == s).collect();
    if !next.is_empty() {
        if let Some(done) = next.iter().find(|m| m.path().len() == k + 1) {
            return Action::Complete(canonical(legal, done));
        }
        let mut steps = sel.steps.clone();
        steps.push(s);
        return Action::Step(Selection { from: sel.from, steps });
    }
    if s == sel.from {
        return Action::Cancel;
    }
    if pos.piece_at(rules, s).is_some_and(|p| p.color == pos.turn()) {
        // Another of your pieces: select it, or say why it may not move.
        return select(pos, rules, paths, s);
    }
    let ends = distinct_moves(cands.iter().copied().filter(|m| m.to() == s));
    match ends.len() {
        1 => Action::Complete(canonical(legal, ends[0])),
        0 => {
            let mut targets = next_squares(paths, sel);
            targets.extend(final_squares(paths, sel));
            targets.sort();
            Action::Refuse(Refusal::NotATarget { square: s, from: sel.from, targets })
        }
        _ => {
            let mut via: Vec<Square> =
                cands.iter().filter(|m| m.to() == s).map(|m| m.path()[k]).collect();
            via.sort();
            via.dedup();
            Action::Refuse(Refusal::SeveralEndHere { square: s, via })
        }
    }
}

/// The legal move (as the record lists it) that a tapped sequence is.
fn canonical(legal: &[Move], m: &Move) -> Move {
    legal.iter().find(|l| *l == m).copied().unwrap_or(*m)
}
