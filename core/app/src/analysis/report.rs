//! The review's result: each evaluated move classified, and the summary
//! per side.

use super::classify::{
    classify, game_accuracy, move_accuracy, volatility_weights, win_percent, Judged, MoveClass,
};
use super::eval::Eval;
use super::review::{GameReview, MoveReview, ReviewReport, SideSummary};
use crate::texts;
use draughts_game::Lang;
use draughts_rules::{Color, Move};

impl GameReview {
    /// The moves judged so far (each needs the evaluations before and
    /// after it) and the summaries; `lang` words the database labels.
    pub fn report(&self, lang: Lang) -> ReviewReport {
        let mut moves = Vec::new();
        for i in 0..self.moves_len() {
            match self.judge(i, lang) {
                Some(m) => moves.push(m),
                None => break,
            }
        }
        let judged = self.judged(&moves);
        let summary = [Color::White, Color::Black].map(|side| summarise(&moves, &judged, side));
        ReviewReport { start: self.eval_at(0), moves, summary, complete: self.is_complete() }
    }

    /// The move from position `i` to `i + 1`, judged, once both are evaluated.
    fn judge(&self, i: usize, lang: Lang) -> Option<MoveReview> {
        let (before, after) = (self.ply_eval(i)?, self.ply_eval(i + 1)?);
        let pos = self.position_at(i);
        let (mv, text) = self.move_at(i);
        let mover = pos.turn();
        let forced = self.choices_at(i) == 1;
        let class = classify(&before.0, &after.0, mover, before.1 == Some(mv), forced);
        let (wb, wa) = (win_percent(&before.0, mover), win_percent(&after.0, mover));
        // The engine's own move loses nothing: a lower score after it is
        // the budget's horizon, not the player's error (ours).
        let judged = class != MoveClass::Best;
        let loss_cp =
            if judged { (before.0.cp_for(mover) - after.0.cp_for(mover)).max(0) } else { 0 };
        let line =
            if class.is_error() { pos.line_text(self.rules(), before.2).moves } else { Vec::new() };
        let number = self.number_of(i);
        Some(MoveReview {
            ply: i + 1,
            label: texts::move_number(number.0, number.1),
            side: mover,
            text: text.to_string(),
            eval: after.0,
            eval_label: after.0.label(lang),
            bar: after.0.bar(),
            class,
            accuracy: (!forced).then(|| if judged { move_accuracy(wb, wa) } else { 100.0 }),
            loss_cp,
            better: line.first().cloned(),
            line,
        })
    }

    /// The full-move number of ply `i` and whether the first mover played it.
    fn number_of(&self, i: usize) -> (usize, bool) {
        let offset = usize::from(self.position_at(0).turn() != self.rules().first);
        let ply = i + offset;
        (ply / 2 + 1, ply % 2 == 0)
    }

    /// The judged moves with lichess's volatility weights.
    fn judged(&self, moves: &[MoveReview]) -> Vec<Judged> {
        let win: Vec<f64> = (0..=moves.len())
            .filter_map(|i| self.eval_at(i))
            .map(|e| win_percent(&e, Color::White))
            .collect();
        let weights = volatility_weights(&win);
        moves
            .iter()
            .zip(weights.iter().chain(std::iter::repeat(&0.5)))
            .filter_map(|(m, &weight)| {
                m.accuracy.map(|accuracy| Judged { mover: m.side, accuracy, weight })
            })
            .collect()
    }
}

/// One side's counts, accuracy and average loss.
fn summarise(moves: &[MoveReview], judged: &[Judged], side: Color) -> SideSummary {
    let mine: Vec<&MoveReview> = moves.iter().filter(|m| m.side == side).collect();
    let counts =
        MoveClass::ALL.iter().map(|&c| (c, mine.iter().filter(|m| m.class == c).count())).collect();
    let losses: Vec<i32> =
        mine.iter().filter(|m| m.class != MoveClass::Forced).map(|m| m.loss_cp).collect();
    let acpl =
        (!losses.is_empty()).then(|| f64::from(losses.iter().sum::<i32>()) / losses.len() as f64);
    SideSummary { side, counts, accuracy: game_accuracy(judged, side), acpl }
}

/// The evaluation before a move, its best move and line (as kept).
pub(super) type Known<'a> = (Eval, Option<Move>, &'a [Move]);
