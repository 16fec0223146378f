//! The root of the search: the opening book, iterative deepening with
//! aspiration windows, the root move loop, and the [`SearchResult`] (with
//! the [`Info`] given after each iteration).

use super::{Limits, Searcher, INF, MAX_PLY, WIN, WIN_BOUND};
use crate::book::Book;
use draughts_game::DrawState;
use draughts_rules::{Move, Position};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Progress of the search, after each completed iteration.
#[derive(Clone, Debug)]
pub struct Info {
    /// Depth of the iteration.
    pub depth: u32,
    /// Deepest ply reached, captures included.
    pub seldepth: u32,
    /// Centi-men, for the side to move.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub time: Duration,
    /// The principal variation.
    pub pv: Vec<Move>,
}

/// The outcome of a search.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move to play (`None` only when there is no legal move).
    pub best: Option<Move>,
    /// The expected reply.
    pub ponder: Option<Move>,
    /// Centi-men, for the side to move.
    pub score: i32,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
    /// The principal variation.
    pub pv: Vec<Move>,
}

impl Searcher {
    /// Searches `pos` within `limits`. `history` holds the earlier positions
    /// of the game, oldest first (for repetitions, and to replay the draw
    /// counters from the first of them). `stop` may be set from another
    /// thread. `on_info` is called after every completed iteration.
    pub fn search_root(
        &mut self,
        pos: &Position,
        history: &[Position],
        limits: &Limits,
        stop: Option<Arc<AtomicBool>>,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.search_with_draw(pos, history, None, limits, stop, on_info)
    }

    /// [`Searcher::search_root`] with the draw counters of `pos` given (the
    /// game record knows them: [`draughts_game::Game::draw_state`]) instead
    /// of replayed from `history`.
    pub fn search_with_draw(
        &mut self,
        pos: &Position,
        history: &[Position],
        root_draw: Option<DrawState>,
        limits: &Limits,
        stop: Option<Arc<AtomicBool>>,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.arm_limits(limits, stop);
        self.nodes = 0;
        self.bb_hits = 0;
        self.seldepth = 0;
        self.tt.new_search();
        self.age_history();
        self.replay_history(pos, history, root_draw);
        if self.excluded.is_empty() {
            if let Some(result) = self.book_move(pos, history.len()) {
                self.stop = None;
                return result;
            }
        }
        let mut root: Vec<Move> = pos.legal_moves(&self.rules);
        root.retain(|m| !self.excluded.contains(m));
        let mut result = SearchResult {
            best: root.first().copied(),
            ponder: None,
            score: 0,
            depth: 0,
            nodes: 0,
            time: Duration::ZERO,
            pv: root.first().copied().into_iter().collect(),
        };
        if root.len() <= 1 {
            if let Some(m) = root.first() {
                result.score = -self.eval.eval(&pos.play(m));
            }
            return result;
        }
        let scores = self.deepen(pos, &mut root, limits, &mut result, on_info);
        self.weaken(&root, &scores, &mut result);
        result.ponder = result.pv.get(1).copied();
        result.nodes = self.nodes;
        result.time = self.start.elapsed();
        self.stop = None;
        result
    }

    /// The `lines` best moves of `pos` with their lines (multi-PV), best
    /// first: one search per line within `limits`, each leaving out the
    /// first moves of the lines before it. Fewer lines when fewer moves
    /// are legal. `on_line(i, info)` sees each iteration of line `i`; a
    /// stop ends the current line and the rest.
    #[allow(clippy::too_many_arguments)]
    pub fn search_lines(
        &mut self,
        pos: &Position,
        history: &[Position],
        root_draw: Option<DrawState>,
        limits: &Limits,
        lines: usize,
        stop: Option<Arc<AtomicBool>>,
        on_line: &mut dyn FnMut(usize, &Info),
    ) -> Vec<SearchResult> {
        let mut found: Vec<SearchResult> = Vec::new();
        let legal = pos.legal_moves(&self.rules).len();
        for i in 0..lines.min(legal) {
            self.excluded = found.iter().filter_map(|r| r.best).collect();
            let r =
                self.search_with_draw(pos, history, root_draw, limits, stop.clone(), &mut |info| {
                    on_line(i, info)
                });
            let stopped = self.aborted && stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed));
            found.push(r);
            if stopped {
                break;
            }
        }
        self.excluded.clear();
        found
    }

    /// The book's move while the game (`plies` long) is within the book
    /// plies of the options, drawn among the book moves near the best.
    fn book_move(&mut self, pos: &Position, plies: usize) -> Option<SearchResult> {
        if (plies as u32) >= self.opts.book_plies {
            return None;
        }
        let rules = self.rules;
        let book = Book::builtin(&rules)?;
        let (margin, t) = (self.opts.book_margin, self.opts.book_temperature);
        let m = book.pick(&rules, pos, margin, t, &mut self.rng)?;
        Some(SearchResult {
            best: Some(m),
            ponder: None,
            score: book.score(&pos.play(&m)).map_or(0, |s| -s),
            depth: 0,
            nodes: 0,
            time: self.start.elapsed(),
            pv: vec![m],
        })
    }

    /// Iterative deepening up to the depth limit, until a limit stops it or
    /// a forced win or loss is found within the depth. Each iteration starts
    /// from the order of the last one and updates `result`; a partial one
    /// counts only for a move proven within its window. Returns the root
    /// moves' scores of the last completed iteration, in `root`'s order.
    fn deepen(
        &mut self,
        pos: &Position,
        root: &mut Vec<Move>,
        limits: &Limits,
        result: &mut SearchResult,
        on_info: &mut dyn FnMut(&Info),
    ) -> Vec<i32> {
        let mut scores: Vec<i32> = vec![-INF; root.len()];
        let max_depth =
            limits.depth.unwrap_or(MAX_PLY as u32 - 8).clamp(1, MAX_PLY as u32 - 8) as i32;
        let margin = self.opts.margin.max(0);
        let mut prev_score: i32 = 0;
        for depth in 1..=max_depth {
            let (iter_score, iter_scores) = self.aspiration(pos, root, depth, prev_score, margin);
            if self.aborted && depth > 1 {
                // A partial iteration: a move proven within the window (the
                // last best one, or a better one) replaces the last result.
                if iter_score > -INF {
                    result.best = Some(root[0]);
                    result.score = iter_score;
                    result.pv = self.root_pv(root[0]);
                }
                break;
            }
            prev_score = iter_score;
            scores = iter_scores;
            result.best = Some(root[0]);
            result.score = iter_score;
            result.depth = depth as u32;
            result.pv = self.root_pv(root[0]);
            on_info(&Info {
                depth: depth as u32,
                seldepth: self.seldepth as u32,
                score: iter_score,
                nodes: self.nodes,
                time: self.start.elapsed(),
                pv: result.pv.clone(),
            });
            if self.aborted {
                break;
            }
            if iter_score.abs() > WIN_BOUND && depth > (WIN - iter_score.abs()) + 2 {
                break;
            }
            if self.past_target() {
                break;
            }
        }
        scores
    }

    /// The principal variation of the root when it starts with `best`, or
    /// just `best`.
    fn root_pv(&self, best: Move) -> Vec<Move> {
        if self.pv[0].first() == Some(&best) {
            self.pv[0].clone()
        } else {
            vec![best]
        }
    }

    /// One iteration at `depth` within an aspiration window around the last
    /// iteration's score (from depth 4, without a root margin, away from
    /// wins), widened threefold on each side it fails, to the full window
    /// past 4 men. Returns [`Searcher::root_iteration`]'s scores.
    fn aspiration(
        &mut self,
        pos: &Position,
        root: &mut Vec<Move>,
        depth: i32,
        prev_score: i32,
        margin: i32,
    ) -> (i32, Vec<i32>) {
        let mut alpha_w = -INF;
        let mut beta_w = INF;
        let mut delta = 25;
        if self.opts.aspiration && depth >= 4 && margin == 0 && prev_score.abs() < WIN_BOUND {
            alpha_w = prev_score - delta;
            beta_w = prev_score + delta;
        }
        self.prev_iter = prev_score;
        self.doubt = depth > 1;
        loop {
            let (s, sc) = self.root_iteration(pos, root, depth, alpha_w, beta_w, margin);
            if self.aborted {
                return (s, sc);
            }
            if s <= alpha_w {
                delta *= 3;
                alpha_w = if delta > 400 { -INF } else { (s - delta).max(-INF) };
                continue;
            }
            if s >= beta_w {
                delta *= 3;
                beta_w = if delta > 400 { INF } else { (s + delta).min(INF) };
                continue;
            }
            return (s, sc);
        }
    }

    /// One root iteration. Reorders `root` so that the best move is first;
    /// returns the best score and each move's score (in the new order; moves
    /// not proven within the window keep -INF or their bound).
    fn root_iteration(
        &mut self,
        pos: &Position,
        root: &mut Vec<Move>,
        depth: i32,
        alpha_w: i32,
        beta: i32,
        margin: i32,
    ) -> (i32, Vec<i32>) {
        let mut alpha = alpha_w;
        let mut best = -INF;
        let mut best_i: isize = -1;
        let mut scores = vec![-INF; root.len()];
        self.pv[0].clear();
        self.root_depth = depth;
        let ext = 0;
        for i in 0..root.len() {
            let m = root[i];
            let child = pos.play(&m);
            self.push(pos, &m, &child);
            self.nodes += 1;
            let s = if i == 0 {
                -self.search(&child, depth - 1 + ext, 1, -beta, -alpha, true)
            } else {
                // With a margin, the moves close to the best get exact scores.
                let a = if margin > 0 && best > -INF {
                    (best - margin - 1).max(alpha_w)
                } else {
                    alpha
                };
                let mut s = -self.search(&child, depth - 1 + ext, 1, -a - 1, -a, false);
                if s > a && s < beta && !self.aborted {
                    s = -self.search(&child, depth - 1 + ext, 1, -beta, -a, true);
                }
                s
            };
            self.pop();
            if !self.aborted {
                // In doubt while the best score so far is well below the
                // last iteration's.
                self.doubt = s.max(best) < self.prev_iter - 30;
            }
            if self.aborted {
                // Keep what was proven: a move that raised alpha goes first.
                if best_i > 0 {
                    let best_i = best_i as usize;
                    let mv = root.remove(best_i);
                    root.insert(0, mv);
                    let sc = scores.remove(best_i);
                    scores.insert(0, sc);
                }
                return (if best_i >= 0 && best > alpha_w { best } else { -INF }, scores);
            }
            scores[i] = s;
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    best_i = i as isize;
                    let (head, tail) = self.pv.split_at_mut(1);
                    head[0].clear();
                    head[0].push(m);
                    head[0].extend_from_slice(&tail[0]);
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        // Stable sort by score, best first.
        let mut idx: Vec<usize> = (0..root.len()).collect();
        idx.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
        let new_root: Vec<Move> = idx.iter().map(|&i| root[i]).collect();
        let new_scores: Vec<i32> = idx.iter().map(|&i| scores[i]).collect();
        *root = new_root;
        (best, new_scores)
    }
}
