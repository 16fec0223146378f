//! The task of a puzzle in words, naming what the solution gains: "White
//! to play and win two men", or "… and win" when the line ends in a won
//! game or a database win rather than material.

use crate::i18n::tr;
use draughts_engine::puzzle::Puzzle;
use draughts_game::Lang;
use draughts_rules::{Color, PieceKind, Rules};

/// What a puzzle's line gains for the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gain {
    /// The opponent is left without a move, or the end is won otherwise
    /// (a database win, a decisive score): the game.
    Game,
    /// This many men more than the opponent, net.
    Men(u32),
    /// This many pieces more (kings among the opponent's losses).
    Pieces(u32),
}

/// What the line of `p` gains, counted on the board at its end.
pub fn gain(rules: &Rules, p: &Puzzle) -> Gain {
    let solver = p.solver();
    let end = p.line.iter().fold(p.start, |at, m| at.play(m));
    if end.turn() != solver && end.legal_moves(rules).is_empty() {
        return Gain::Game;
    }
    let lost = |c: Color| i64::from(p.start.count(c).0) - i64::from(end.count(c).0);
    let net = lost(solver.opponent()) - lost(solver);
    if net < 1 {
        return Gain::Game;
    }
    let mut at = p.start;
    let mut took_king = false;
    for m in &p.line {
        took_king |= at.turn() == solver
            && m.captured()
                .iter()
                .any(|&s| at.piece_at(rules, s).is_some_and(|x| x.kind == PieceKind::King));
        at = at.play(m);
    }
    if took_king {
        Gain::Pieces(net as u32)
    } else {
        Gain::Men(net as u32)
    }
}

/// "White to play and win two men."
pub fn task_words(rules: &Rules, p: &Puzzle, lang: Lang) -> String {
    let side = ("side", p.solver().key().into());
    match gain(rules, p) {
        Gain::Game => tr(lang, "puzzles-prompt", &[side]),
        Gain::Men(n) => tr(lang, "puzzles-task-men", &[side, ("count", n.into())]),
        Gain::Pieces(n) => tr(lang, "puzzles-task-pieces", &[side, ("count", n.into())]),
    }
}
