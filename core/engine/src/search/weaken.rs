//! The weak levels' play, and the opening variety of the others: instead of
//! the best root move, one drawn among the moves whose score is within the
//! options' margin of the best, with weight exp((score - best) / temperature)
//! (a softmax). Wins and losses are never traded for a random move.

use super::{SearchResult, Searcher, INF, WIN_BOUND};
use draughts_rules::Move;
use rand::Rng;

impl Searcher {
    /// With a root margin in the options and a completed iteration, replaces
    /// the result's move by the near-best move drawn. `scores` are the root
    /// moves' scores in `root`'s order, best first.
    pub(super) fn weaken(&mut self, root: &[Move], scores: &[i32], result: &mut SearchResult) {
        let margin = self.opts.margin.max(0);
        if margin == 0 || result.depth < 1 {
            return;
        }
        let pick = self.near_best(scores, margin);
        if pick != 0 {
            result.best = Some(root[pick]);
            result.score = scores[pick];
            result.pv = vec![root[pick]];
        }
    }

    /// The index of the move drawn among those within `margin` of the best
    /// (0 when there is no other candidate; the generator is then not used).
    fn near_best(&mut self, scores: &[i32], margin: i32) -> usize {
        let best = scores[0];
        let t = self.opts.temperature.max(1) as f64;
        let cands: Vec<(usize, f64)> = scores
            .iter()
            .enumerate()
            .filter(|(_, &s)| s > -INF && s >= best - margin && s.abs() < WIN_BOUND)
            .map(|(i, &s)| (i, ((s - best) as f64 / t).exp()))
            .collect();
        if cands.len() <= 1 {
            return 0;
        }
        let total: f64 = cands.iter().map(|c| c.1).sum();
        let mut x = self.rng.gen::<f64>() * total;
        let mut pick = cands[0].0;
        for &(i, wgt) in &cands {
            if x < wgt {
                pick = i;
                break;
            }
            x -= wgt;
        }
        pick
    }
}
