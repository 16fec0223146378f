//! The search below the root: PVS alpha-beta with the transposition table,
//! the endgame databases, ProbCut and late-move reductions, and the capture
//! quiescence at its leaves.

use super::{
    Lmr, ProbCut, Searcher, BB_WIN, EVAL_CACHE, INF, MAX_PLY, QS_PROMO_PLIES, WIN, WIN_BOUND,
};
use crate::bitbase::Wdl;
use crate::tt::{move_code, Bound};
use draughts_rules::{Color, Dir, Duplicates, Move, Position, Rules};

/// The fewest pieces on the board for [`ProbCut::Scan`]. In smaller
/// endings a promotion or a shot swings the score by more than the margin
/// within a few plies, so the shallow search predicts the deep one badly
/// (at 0.3 s the search missed the database win of
/// `W:W15,28,39,43,49:B4,31` with it, and found it without it); Scan
/// itself never prunes there, where its 6-piece databases answer.
const PROBCUT_MIN_PIECES: u32 = 9;

/// What the move loop of an alpha-beta node needs to know about it.
#[derive(Clone, Copy)]
struct Node {
    depth: i32,
    ply: usize,
    /// A principal-variation node (searched with an open window).
    pv: bool,
    /// Plies added to the children's depth (a single reply).
    ext: i32,
    /// The moves are captures (the rules force one).
    forced_capture: bool,
}

/// A score as the table keeps it: wins and losses counted from this node
/// rather than from the root, so that an entry holds at any ply.
#[inline]
fn score_to_tt(s: i32, ply: usize) -> i32 {
    if s > WIN_BOUND {
        s + ply as i32
    } else if s < -WIN_BOUND {
        s - ply as i32
    } else {
        s
    }
}

/// A table score read back at `ply`: [`score_to_tt`] undone.
#[inline]
fn score_from_tt(s: i32, ply: usize) -> i32 {
    if s > WIN_BOUND {
        s - ply as i32
    } else if s < -WIN_BOUND {
        s + ply as i32
    } else {
        s
    }
}

impl Searcher {
    /// The database value of a quiet position (no capture for the side to
    /// move: the caller checks), as a score, when the databases hold it and
    /// no draw counter is within 40 plies (the databases ignore counters).
    /// Won positions score `BB_WIN` plus a clamped evaluation (so that the
    /// search still makes progress: promotions and captures score higher)
    /// minus the ply.
    #[inline]
    fn probe_bb(&mut self, pos: &Position, ply: usize) -> Option<i32> {
        let bb = self.bb?;
        if !self.opts.bitbases || pos.occupied().count_ones() > bb.max_pieces {
            return None;
        }
        if self.plies_to_draw(pos).is_some_and(|left| left <= 40) {
            return None;
        }
        let v = bb.probe(&self.rules, pos, &mut self.bb_cache)?;
        self.bb_hits += 1;
        Some(match v {
            Wdl::Draw => 0,
            Wdl::Win => BB_WIN + self.eval.eval(pos).clamp(-500, 500) - ply as i32,
            Wdl::Loss => -BB_WIN + self.eval.eval(pos).clamp(-500, 500) + ply as i32,
        })
    }

    /// The static evaluation through a small direct-mapped cache.
    #[inline]
    fn cached_eval(&mut self, pos: &Position) -> i32 {
        let h = pos.hash();
        let slot = &mut self.eval_cache[(h as usize) & (EVAL_CACHE - 1)];
        let lock = (h >> 32) as u32 | 1;
        if slot.0 == lock {
            return slot.1;
        }
        let e = self.eval.eval(pos);
        *slot = (lock, e);
        e
    }

    /// [`Searcher::probe_bb`] at an alpha-beta node, where the side to move
    /// may have a capture (no probe then: the databases hold quiet positions).
    #[inline]
    fn probe_quiet_bb(&mut self, pos: &Position, ply: usize) -> Option<i32> {
        let bb = self.bb?;
        if !self.opts.bitbases
            || pos.occupied().count_ones() > bb.max_pieces
            || pos.has_capture(&self.rules)
        {
            return None;
        }
        self.probe_bb(pos, ply)
    }

    pub(super) fn update_pv(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let dst = &mut head[ply];
        dst.clear();
        dst.push(m);
        dst.extend_from_slice(&tail[0]);
    }

    /// Quiescence: resolves captures (and, once, capture threats; with
    /// [`super::Options::qs_promotions`], promotions near the leaf). `qd`
    /// counts the quiescence plies above this node.
    fn qsearch(
        &mut self,
        pos: &Position,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        threats: bool,
        qd: u8,
    ) -> i32 {
        self.nodes += 1;
        self.pv[ply].clear();
        if ply > self.seldepth {
            self.seldepth = ply;
        }
        if self.poll() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.eval.eval(pos);
        }
        let capture = pos.has_capture(&self.rules);
        let mut best = match self.qs_moves(pos, ply, beta, capture, threats, qd) {
            Ok(stand) => stand,
            Err(score) => return score,
        };
        alpha = alpha.max(best);
        let n = self.bufs[ply].len();
        if n == 0 {
            return if best > -INF { best } else { -(WIN - ply as i32) };
        }
        let promo_threats = self.opts.qs_promotions && !capture && qd < QS_PROMO_PLIES;
        for i in 0..n {
            self.pick(ply, i);
            let m = self.bufs[ply][i];
            let child = pos.play(&m);
            // Captures, promotions and one ply when threatened: no repetitions.
            // After a promotion the opponent answers the new king's threat.
            let child_threats = (capture && threats) || (promo_threats && m.promotes());
            let s = -self.qsearch(&child, ply + 1, -beta, -alpha, child_threats, qd + 1);
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    self.update_pv(ply, m);
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The moves of a quiescence node, ordered in `bufs[ply]`, and its
    /// stand-pat score (`-INF` when it has none: a compulsory capture, or a
    /// threat to answer); `Err` with the node's score when it ends here.
    fn qs_moves(
        &mut self,
        pos: &Position,
        ply: usize,
        beta: i32,
        capture: bool,
        threats: bool,
        qd: u8,
    ) -> Result<i32, i32> {
        let rules = self.rules;
        let mut best = -INF;
        if capture {
            if !rules.capture_compulsory {
                best = self.eval.eval(pos);
                if best >= beta {
                    return Err(best);
                }
            }
            let mut buf = std::mem::take(&mut self.bufs[ply]);
            buf.clear();
            pos.generate_captures(&rules, Duplicates::Drop, &mut buf);
            self.bufs[ply] = buf;
            self.score_moves(ply, 0);
        } else {
            if let Some(s) = self.probe_bb(pos, ply) {
                return Err(s);
            }
            let stand = self.cached_eval(pos);
            let threatened = threats && self.opts.qs_threats && { pos.pass().has_capture(&rules) };
            if !threatened {
                return self.qs_promotions(pos, ply, beta, stand, qd);
            }
            // The opponent threatens a capture: one full ply, no stand-pat
            // unless the threat can be ignored (we may be ahead anyway).
            let mut buf = std::mem::take(&mut self.bufs[ply]);
            pos.generate(&rules, Duplicates::Drop, &mut buf);
            self.bufs[ply] = buf;
            if self.bufs[ply].is_empty() {
                return Err(-(WIN - ply as i32));
            }
            self.score_moves(ply, 0);
        }
        Ok(best)
    }

    /// A quiet, unthreatened quiescence node: its promotions in `bufs[ply]`
    /// beside the stand-pat `stand` when [`super::Options::qs_promotions`]
    /// allows them here and there are some, else `Err(stand)`.
    fn qs_promotions(
        &mut self,
        pos: &Position,
        ply: usize,
        beta: i32,
        stand: i32,
        qd: u8,
    ) -> Result<i32, i32> {
        if !self.opts.qs_promotions
            || qd >= QS_PROMO_PLIES
            || stand >= beta
            || !can_promote(&self.rules, pos)
        {
            return Err(stand);
        }
        let mut buf = std::mem::take(&mut self.bufs[ply]);
        buf.clear();
        pos.generate_quiet(&self.rules, &mut buf);
        buf.retain(Move::promotes);
        let none = buf.is_empty();
        self.bufs[ply] = buf;
        if none {
            return Err(stand);
        }
        self.score_moves(ply, 0);
        Ok(stand)
    }

    /// PVS alpha-beta.
    pub(super) fn search(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        pv_node: bool,
    ) -> i32 {
        self.pv[ply].clear();
        let key = match self.node_key(pos, ply) {
            Ok(key) => key,
            Err(score) => return score,
        };
        if depth <= 0 || ply >= MAX_PLY - 2 {
            return self.qsearch(pos, ply, alpha, beta, true, 0);
        }
        self.nodes += 1;
        if self.poll() {
            return 0;
        }
        if ply > 0 {
            if self.is_repetition() {
                return 0;
            }
            // Mate-distance pruning.
            alpha = alpha.max(-(WIN - ply as i32));
            beta = beta.min(WIN - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if let Some(s) = self.probe_quiet_bb(pos, ply) {
            return s;
        }
        let tt_move = match self.probe_tt(key, depth, ply, alpha, beta, pv_node) {
            Ok(mv) => mv,
            Err(score) => return score,
        };
        if !pv_node {
            if let Some(s) = self.probcut(pos, depth, ply, beta) {
                return s;
            }
        }
        let rules = self.rules;
        let mut buf = std::mem::take(&mut self.bufs[ply]);
        pos.generate(&rules, Duplicates::Drop, &mut buf);
        self.bufs[ply] = buf;
        let n = self.bufs[ply].len();
        if n == 0 {
            return -(WIN - ply as i32);
        }
        let forced_capture = self.bufs[ply][0].is_capture();
        let ext = if n == 1 && self.opts.extensions && (ply as i32) < 2 * self.root_depth + 8 {
            1
        } else {
            0
        };
        self.score_moves(ply, tt_move);
        let node = Node { depth, ply, pv: pv_node, ext, forced_capture };
        let Some((best, best_code)) = self.search_moves(pos, node, alpha, beta) else {
            return 0;
        };
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let store_move = if bound == Bound::Upper { 0 } else { best_code };
        self.tt.store(key, store_move, score_to_tt(best, ply), depth, bound);
        best
    }

    /// The table's move for this node, or `Err` with its score when the
    /// entry is deep enough to cut (never at a PV node).
    #[inline]
    fn probe_tt(
        &self,
        key: u64,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        pv_node: bool,
    ) -> Result<u32, i32> {
        let Some(h) = self.tt.probe(key) else {
            return Ok(0);
        };
        if !pv_node && h.depth >= depth {
            let s = score_from_tt(h.score, ply);
            let cut = match h.bound {
                Bound::Exact => true,
                Bound::Lower => s >= beta,
                Bound::Upper => s <= alpha,
            };
            if cut {
                return Err(s);
            }
        }
        Ok(h.mv)
    }

    /// ProbCut (see [`ProbCut`]) at a non-PV node: the node's score when a
    /// shallow search cuts it, or when the search was stopped (0).
    fn probcut(&mut self, pos: &Position, depth: i32, ply: usize, beta: i32) -> Option<i32> {
        let (min_depth, per_ply) = match self.opts.probcut {
            ProbCut::Off => return None,
            ProbCut::Wide => (4, 10),
            ProbCut::Scan if pos.occupied().count_ones() < PROBCUT_MIN_PIECES => return None,
            ProbCut::Scan => (3, 5),
        };
        if depth < min_depth
            || self.in_probcut
            || beta.abs() >= BB_WIN - 1000
            || pos.has_capture(&self.rules)
        {
            return None;
        }
        let margin = per_ply * depth;
        let pc_beta = beta + margin;
        let nested = self.opts.probcut == ProbCut::Wide;
        self.in_probcut = !nested;
        let s = self.search(pos, depth * 2 / 5, ply, pc_beta - 1, pc_beta, false);
        self.in_probcut = false;
        if self.aborted {
            return Some(0);
        }
        if s < pc_beta {
            return None;
        }
        Some(if nested { beta } else { s - margin })
    }

    /// The move loop of an alpha-beta node over the ordered `bufs[ply]`:
    /// the best score and the best move's code, or `None` when the search
    /// was stopped.
    fn search_moves(
        &mut self,
        pos: &Position,
        node: Node,
        mut alpha: i32,
        beta: i32,
    ) -> Option<(i32, u32)> {
        let ply = node.ply;
        let mut best = -INF;
        let mut best_code = 0;
        for i in 0..self.bufs[ply].len() {
            self.pick(ply, i);
            let m = self.bufs[ply][i];
            let child = pos.play(&m);
            self.push(pos, &m, &child);
            let new_depth = node.depth - 1 + node.ext;
            let s = if i == 0 {
                -self.search(&child, new_depth, ply + 1, -beta, -alpha, node.pv)
            } else {
                let r = self.reduction(node, i, &m);
                self.scout(&child, node, new_depth, r, alpha, beta)
            };
            self.pop();
            if self.aborted {
                return None;
            }
            if s > best {
                best = s;
                best_code = move_code(&m);
                if s > alpha {
                    alpha = s;
                    self.update_pv(ply, m);
                    if s >= beta {
                        if !m.is_capture() {
                            self.reward_cut(ply, i, &m, node.depth);
                        }
                        break;
                    }
                }
            }
        }
        Some((best, best_code))
    }

    /// The late-move reduction of the `i`-th move `m` of a node (plies; see
    /// [`Lmr`]).
    #[inline]
    fn reduction(&self, node: Node, i: usize, m: &Move) -> i32 {
        if node.forced_capture || node.depth < 3 || m.promotes() {
            return 0;
        }
        match self.opts.lmr {
            Lmr::Off => 0,
            Lmr::NonPv if node.pv || i < 3 => 0,
            Lmr::NonPv if i >= 6 && node.depth >= 5 => 2,
            Lmr::NonPv => 1,
            Lmr::Scan if node.pv => (i >= 3) as i32,
            Lmr::Scan if i >= 6 => 2,
            Lmr::Scan => (i >= 1) as i32,
        }
    }

    /// A later move of a node, the PVS way: a null-window search (reduced by
    /// `r` plies), again at full depth if a reduced search beats alpha, and
    /// with the full window at a PV node if it lands inside it.
    fn scout(
        &mut self,
        child: &Position,
        node: Node,
        new_depth: i32,
        r: i32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let ply = node.ply + 1;
        let mut s = -self.search(child, new_depth - r, ply, -alpha - 1, -alpha, false);
        if s > alpha && r > 0 && !self.aborted {
            s = -self.search(child, new_depth, ply, -alpha - 1, -alpha, false);
        }
        if s > alpha && s < beta && node.pv && !self.aborted {
            s = -self.search(child, new_depth, ply, -beta, -alpha, true);
        }
        s
    }
}

/// Whether the side to move has a man one step from the promotion row with
/// an empty square ahead (cheap: no move list; a quiet promotion may exist).
#[inline]
fn can_promote(rules: &Rules, pos: &Position) -> bool {
    let g = rules.geometry();
    let us = pos.turn();
    let men = pos.side_bits(us) & !pos.king_bits();
    let row = rules.promotion_row(us) as usize;
    let before = if us == Color::White { row + 1 } else { row - 1 };
    let near = men & g.rows[before];
    if near == 0 {
        return false;
    }
    let empty = g.valid & !pos.occupied();
    let ahead = if us == Color::White {
        g.step(near, Dir::UpLeft) | g.step(near, Dir::UpRight)
    } else {
        g.step(near, Dir::DownLeft) | g.step(near, Dir::DownRight)
    };
    ahead & empty != 0
}
