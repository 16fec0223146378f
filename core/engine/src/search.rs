//! The search: iterative deepening, PVS alpha-beta with a transposition
//! table, capture quiescence, move ordering (hash move, killers, history),
//! late-move reductions, and limits by depth, nodes, time and a stop flag.
//!
//! No threads: the caller runs [`Searcher::search`] on the thread it likes and
//! may stop it from another one through the `Arc<AtomicBool>` it passes. The
//! flag and the clock are polled every 1024 nodes, so a stop returns the best
//! move found so far within a few milliseconds.
//!
//! Quiescence (Chessprogramming wiki, "Quiescence Search"; Scan 3.1,
//! `search.cpp`): while the side to move can capture
//! there is no stand-pat and every capture is searched (a multi-capture is one
//! move), so no evaluation is ever taken in the middle of a forced capture
//! sequence. When quiet but the opponent threatens a capture, a one-ply
//! search of every move is made (once per quiescence line), as Scan does.

use crate::bitbase::{Bitbases, ProbeCache, Wdl};
use crate::book::Book;
use crate::eval::{EvalKind, Evaluator};
use crate::tt::{move_code, Bound, TranspositionTable};
use draughts_game::DrawState;
use draughts_rules::Position;
use draughts_rules::Rules;
use draughts_rules::{Duplicates, Move};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A won game, in centi-men; a win in n plies scores `WIN - n`.
pub const WIN: i32 = 10_000;
/// Scores beyond this are wins or losses.
pub const WIN_BOUND: i32 = WIN - 500;
const INF: i32 = WIN + 1;
/// A database win, before the progress term and the ply (centi-men); wins
/// and losses from the databases lie within `BB_WIN ± 600`, below
/// [`WIN_BOUND`] (they are not ply-corrected in the table).
pub const BB_WIN: i32 = 8000;

/// Keys mixed into the table key when a draw counter is within 64 plies.
static DRAW_KEYS: [u64; 65] = {
    let mut t = [0u64; 65];
    let mut i = 0;
    while i < 65 {
        let mut x = (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        t[i] = x ^ (x >> 31);
        i += 1;
    }
    t
};

/// Entries of the static evaluation cache (8 bytes each: 512 KiB).
const EVAL_CACHE: usize = 1 << 16;

/// The deepest ply the search keeps state for.
pub const MAX_PLY: usize = 128;

/// Search limits. Every limit given applies; none means "until stopped".
///
/// Time: the search spends `time` (the target) and stops a safety margin
/// before it (2.5 % of the budget, between 1 and 20 ms: the flag and clock
/// are polled every 1024 nodes). With a `max_time` beyond the target (a
/// clock), an iteration whose best move is in doubt (the first move not yet
/// searched, or its score dropping by 0.3 man or more) may run on until
/// `max_time`.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Maximum nominal depth in plies.
    pub depth: Option<u32>,
    /// Maximum nodes.
    pub nodes: Option<u64>,
    /// Target time for this move.
    pub time: Option<Duration>,
    /// Hard maximum for this move (`None`: the target is the maximum).
    pub max_time: Option<Duration>,
    /// A hard time guard only (no target): node-limited levels use it so
    /// that their play does not depend on the machine's speed.
    pub guard: Option<Duration>,
}

impl Limits {
    /// At most `d` plies.
    pub fn depth(d: u32) -> Limits {
        Limits { depth: Some(d), ..Limits::default() }
    }
    /// At most `n` nodes.
    pub fn nodes(n: u64) -> Limits {
        Limits { nodes: Some(n), ..Limits::default() }
    }
    /// A fixed time for this move (Hub `move-time`): the same as
    /// [`Limits::move_time`].
    pub fn time(t: Duration) -> Limits {
        Limits::move_time(t)
    }
    /// A fixed time for this move: spent whole unless the search ends sooner
    /// (one legal move, a forced win found).
    pub fn move_time(t: Duration) -> Limits {
        Limits { time: Some(t), max_time: Some(t), ..Limits::default() }
    }
    /// A clock's share for this move: a target and a hard maximum.
    pub fn clock(target: Duration, max: Duration) -> Limits {
        Limits { time: Some(target), max_time: Some(max.max(target)), ..Limits::default() }
    }
}

/// The safety margin kept before a time limit: 2.5 %, between 1 and 20 ms.
fn time_margin(t: Duration) -> Duration {
    (t / 40).clamp(Duration::from_millis(1), Duration::from_millis(20)).min(t / 2)
}

/// How the search behaves: the knobs the levels turn.
#[derive(Clone, Debug)]
pub struct Options {
    /// Which evaluation terms are used.
    pub eval: EvalKind,
    /// One-ply search in quiescence when the opponent threatens a capture.
    pub qs_threats: bool,
    /// Single-reply extension.
    pub extensions: bool,
    /// Late-move reductions.
    pub lmr: bool,
    /// Aspiration windows around the last iteration's score.
    pub aspiration: bool,
    /// ProbCut (Scan's form): at non-PV nodes of depth >= 4 without a
    /// pending capture, a search at 40 % of the depth that beats beta by
    /// 0.1 man per ply cuts the node.
    pub probcut: bool,
    /// Probe the endgame databases ([`crate::bitbase`]) where the rule set
    /// has them.
    pub bitbases: bool,
    /// Play from the opening book ([`crate::book`]) while the game has had
    /// fewer than `book_plies` plies (the length of the history passed to
    /// the search), among the book moves within `book_margin` centi-men of
    /// the best, with weight exp(-loss / `book_temperature`). 0: no book.
    pub book_plies: u32,
    /// Margin from the best book move (centi-men).
    pub book_margin: i32,
    /// Softmax temperature for the book choice.
    pub book_temperature: i32,
    /// Root choice: among moves within `margin` centi-men of the best, pick
    /// one at random with weight exp((score - best) / temperature). 0 = best.
    pub margin: i32,
    /// Softmax temperature for the root choice (0: none).
    pub temperature: i32,
    /// Seed of the random choices.
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            eval: EvalKind::Learned,
            qs_threats: true,
            extensions: true,
            lmr: true,
            aspiration: true,
            probcut: false,
            bitbases: true,
            book_plies: 0,
            book_margin: 0,
            book_temperature: 0,
            margin: 0,
            temperature: 0,
            seed: 1,
        }
    }
}

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

/// The searcher: evaluation tables, the transposition table, ordering
/// statistics and per-ply buffers. Reuse one for a whole game.
pub struct Searcher {
    rules: Rules,
    eval: Evaluator,
    tt: TranspositionTable,
    /// The search options (levels change them between searches).
    pub opts: Options,
    history: Vec<i32>,
    killers: [[u32; 2]; MAX_PLY + 1],
    bufs: Vec<Vec<Move>>,
    keys: Vec<Vec<i32>>,
    pv: Vec<Vec<Move>>,
    /// Hashes of the game and search path, with "reached by a reversible
    /// move" flags (a non-capturing king move).
    path: Vec<(u64, bool)>,
    nodes: u64,
    seldepth: usize,
    start: Instant,
    hard: Option<Instant>,
    /// The target time: past it the search stops unless the root is in doubt.
    soft: Option<Instant>,
    /// The root's current best move is in doubt (see [`Limits`]).
    doubt: bool,
    /// The last completed iteration's score.
    prev_iter: i32,
    /// Draw-rule counters along `path` (one per entry).
    draw: Vec<DrawState>,
    node_limit: u64,
    stop: Option<Arc<AtomicBool>>,
    aborted: bool,
    root_depth: i32,
    rng: StdRng,
    /// The endgame databases of these rules, if any.
    bb: Option<&'static Bitbases>,
    bb_cache: ProbeCache,
    /// Static evaluations by position (upper key bits, score): the learned
    /// evaluation costs about as much as the rest of a node.
    eval_cache: Vec<(u32, i32)>,
    /// Database probes that gave a value in the last search.
    pub bb_hits: u64,
}

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

/// The draw counters after `m`: [`DrawState::next`], with a shortcut for
/// positions without kings (where no counter runs: all start at 0).
#[inline]
fn next_draw(
    rules: &Rules,
    state: &DrawState,
    before: &Position,
    m: &Move,
    after: &Position,
) -> DrawState {
    if before.king_bits() == 0 {
        let stable =
            if m.is_capture() || m.promotes() { 0 } else { state.stable.saturating_add(1) };
        DrawState { stable, ..DrawState::default() }
    } else {
        state.next(rules, before, m, after)
    }
}

/// Whether a move could be undone (a king's non-capturing move).
#[inline]
fn reversible(pos: &Position, m: &Move) -> bool {
    !m.is_capture() && pos.king_bits() & m.from_bits() != 0
}

impl Searcher {
    /// A searcher for these rules with a transposition table of `tt_mib` MiB.
    pub fn new(rules: Rules, tt_mib: usize, opts: Options) -> Searcher {
        Searcher {
            rules,
            eval: Evaluator::new(&rules, opts.eval),
            tt: TranspositionTable::new(tt_mib),
            rng: StdRng::seed_from_u64(opts.seed),
            opts,
            history: vec![0; 64 * 64],
            killers: [[0; 2]; MAX_PLY + 1],
            bufs: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            keys: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(16)).collect(),
            path: Vec::with_capacity(512),
            nodes: 0,
            seldepth: 0,
            start: Instant::now(),
            hard: None,
            soft: None,
            doubt: false,
            prev_iter: 0,
            draw: Vec::with_capacity(512),
            node_limit: u64::MAX,
            stop: None,
            aborted: false,
            root_depth: 1,
            bb: Bitbases::builtin(&rules),
            bb_cache: ProbeCache::new(),
            eval_cache: vec![(0, 0); EVAL_CACHE],
            bb_hits: 0,
        }
    }

    /// The rules searched.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Changes the options (the evaluation tables follow; the seed restarts
    /// the random generator).
    pub fn set_options(&mut self, opts: Options) {
        if opts.eval != self.eval.kind {
            self.eval = Evaluator::with_weights(&self.rules, opts.eval, self.eval.w.clone());
            self.eval_cache.iter_mut().for_each(|e| *e = (0, 0));
        }
        self.rng = StdRng::seed_from_u64(opts.seed);
        self.opts = opts;
    }

    /// Replaces the evaluation weights (self-play tuning).
    pub fn set_weights(&mut self, w: crate::eval::Weights) {
        self.eval = Evaluator::with_weights(&self.rules, self.eval.kind, w);
        self.eval_cache.iter_mut().for_each(|e| *e = (0, 0));
    }

    /// The evaluation weights in use.
    pub fn weights(&self) -> &crate::eval::Weights {
        &self.eval.w
    }

    /// Re-seeds the random choices.
    pub fn reseed(&mut self, seed: u64) {
        self.opts.seed = seed;
        self.rng = StdRng::seed_from_u64(seed);
    }

    /// Forgets everything learnt (a new game): the next search does not
    /// depend on earlier ones.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers = [[0; 2]; MAX_PLY + 1];
    }

    /// Size of the transposition table in bytes.
    pub fn tt_bytes(&self) -> usize {
        self.tt.bytes()
    }

    /// The hand-made evaluation terms for White (the base of the learned
    /// evaluation; training uses it).
    pub fn hand_white(&self, pos: &Position) -> i32 {
        self.eval.hand_white(pos)
    }

    /// The evaluation's drawish scaling of a White score (flying-king
    /// endings; identity otherwise), for training.
    pub fn scale_drawish(&self, pos: &Position, white: i32) -> i32 {
        self.eval.scale_drawish(pos, white)
    }

    /// Static evaluation of a position (for the side to move).
    pub fn evaluate(&self, pos: &Position) -> i32 {
        self.eval.eval(pos)
    }

    #[inline]
    fn poll(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.node_limit {
            self.aborted = true;
            return true;
        }
        if self.nodes & 1023 == 0 {
            if let Some(s) = &self.stop {
                if s.load(Ordering::Relaxed) {
                    self.aborted = true;
                }
            }
            if self.hard.is_some() || self.soft.is_some() {
                let now = Instant::now();
                if self.hard.is_some_and(|h| now >= h)
                    || (!self.doubt && self.soft.is_some_and(|s| now >= s))
                {
                    self.aborted = true;
                }
            }
        }
        self.aborted
    }

    /// Enters `child` (reached by `m` from `pos`) on the search path.
    #[inline]
    fn push(&mut self, pos: &Position, m: &Move, child: &Position) {
        let d = match self.draw.last() {
            Some(d) => next_draw(&self.rules, d, pos, m, child),
            None => DrawState::initial(),
        };
        self.draw.push(d);
        self.path.push((child.hash(), reversible(pos, m)));
    }

    #[inline]
    fn pop(&mut self) {
        self.path.pop();
        self.draw.pop();
    }

    /// Plies before a draw counter ends the game at the current node, if
    /// one runs (only with kings on the board).
    #[inline]
    fn plies_to_draw(&self, pos: &Position) -> Option<u32> {
        if pos.king_bits() == 0 {
            return None;
        }
        self.draw.last().and_then(|d| d.plies_to_draw(&self.rules, pos))
    }

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

    fn is_repetition(&self) -> bool {
        let n = self.path.len();
        if n < 5 {
            return false;
        }
        let cur = self.path[n - 1].0;
        let mut i = n - 1;
        while i >= 2 && self.path[i].1 && self.path[i - 1].1 {
            i -= 2;
            if self.path[i].0 == cur {
                return true;
            }
        }
        false
    }

    /// Orders the moves in `bufs[ply]` by filling `keys[ply]`.
    fn score_moves(&mut self, ply: usize, tt_move: u32) {
        let moves = std::mem::take(&mut self.bufs[ply]);
        let keys = &mut self.keys[ply];
        keys.clear();
        let k = self.killers[ply];
        for m in moves.iter() {
            let code = move_code(m);
            let key = if code == tt_move {
                1 << 30
            } else if m.is_capture() {
                (1 << 24) + ((m.captured_bits().count_ones() as i32) << 8) + m.promotes() as i32
            } else if m.promotes() {
                1 << 23
            } else if code == k[0] {
                1 << 22
            } else if code == k[1] {
                (1 << 22) - 1
            } else {
                self.history
                    [(m.from_bits().trailing_zeros() * 64 + m.to_bits().trailing_zeros()) as usize]
            };
            keys.push(key);
        }
        self.bufs[ply] = moves;
    }

    /// Moves the best remaining move of `ply` to index `i`.
    #[inline]
    fn pick(&mut self, ply: usize, i: usize) {
        let keys = &mut self.keys[ply];
        let mut best = i;
        for j in i + 1..keys.len() {
            if keys[j] > keys[best] {
                best = j;
            }
        }
        if best != i {
            keys.swap(i, best);
            self.bufs[ply].swap(i, best);
        }
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let dst = &mut head[ply];
        dst.clear();
        dst.push(m);
        dst.extend_from_slice(&tail[0]);
    }

    /// Quiescence: resolves captures (and, once, capture threats).
    fn qsearch(
        &mut self,
        pos: &Position,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        threats: bool,
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
        let rules = self.rules;
        let capture = pos.has_capture(&rules);
        let mut best = -INF;
        if capture {
            if !rules.capture_compulsory {
                best = self.eval.eval(pos);
                if best >= beta {
                    return best;
                }
                alpha = alpha.max(best);
            }
            let mut buf = std::mem::take(&mut self.bufs[ply]);
            buf.clear();
            pos.generate_captures(&rules, Duplicates::Drop, &mut buf);
            self.bufs[ply] = buf;
            self.score_moves(ply, 0);
        } else {
            if let Some(s) = self.probe_bb(pos, ply) {
                return s;
            }
            let stand = self.cached_eval(pos);
            let threatened = threats && self.opts.qs_threats && { pos.pass().has_capture(&rules) };
            if !threatened {
                return stand;
            }
            // The opponent threatens a capture: one full ply, no stand-pat
            // unless the threat can be ignored (we may be ahead anyway).
            let mut buf = std::mem::take(&mut self.bufs[ply]);
            pos.generate(&rules, Duplicates::Drop, &mut buf);
            self.bufs[ply] = buf;
            if self.bufs[ply].is_empty() {
                return -(WIN - ply as i32);
            }
            self.score_moves(ply, 0);
        }
        let n = self.bufs[ply].len();
        if n == 0 {
            return if best > -INF { best } else { -(WIN - ply as i32) };
        }
        for i in 0..n {
            self.pick(ply, i);
            let m = self.bufs[ply][i];
            let child = pos.play(&m);
            // Only captures here (or one ply when threatened): no repetitions.
            let s = -self.qsearch(&child, ply + 1, -beta, -alpha, capture && threats);
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

    /// PVS alpha-beta.
    fn search(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        pv_node: bool,
    ) -> i32 {
        self.pv[ply].clear();
        // Draw counters: a position where one has run out is a draw, unless
        // the side to move has no move (the game record checks the win
        // first). Near the limit, the plies left go into the key, so that
        // table entries from other counter states are not mixed in.
        let mut key = pos.hash();
        if ply > 0 {
            if let Some(left) = self.plies_to_draw(pos) {
                if left == 0 {
                    return if pos.is_stuck(&self.rules) { -(WIN - ply as i32) } else { 0 };
                }
                if left <= 64 {
                    key ^= DRAW_KEYS[left as usize];
                }
            }
        }
        if depth <= 0 || ply >= MAX_PLY - 2 {
            return self.qsearch(pos, ply, alpha, beta, true);
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
        if self.bb.is_some()
            && self.opts.bitbases
            && pos.occupied().count_ones() <= self.bb.map_or(0, |b| b.max_pieces)
            && !pos.has_capture(&self.rules)
        {
            if let Some(s) = self.probe_bb(pos, ply) {
                return s;
            }
        }
        let mut tt_move = 0;
        if let Some(h) = self.tt.probe(key) {
            tt_move = h.mv;
            if !pv_node && h.depth >= depth {
                let s = score_from_tt(h.score, ply);
                let cut = match h.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let rules = self.rules;
        if self.opts.probcut
            && !pv_node
            && depth >= 4
            && beta.abs() < BB_WIN - 1000
            && !pos.has_capture(&rules)
        {
            let pc_beta = beta + 10 * depth;
            let s = self.search(pos, depth * 2 / 5, ply, pc_beta - 1, pc_beta, false);
            if self.aborted {
                return 0;
            }
            if s >= pc_beta {
                return beta;
            }
        }
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
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_code = 0;
        for i in 0..n {
            self.pick(ply, i);
            let m = self.bufs[ply][i];
            let child = pos.play(&m);
            self.push(pos, &m, &child);
            let new_depth = depth - 1 + ext;
            let s = if i == 0 {
                -self.search(&child, new_depth, ply + 1, -beta, -alpha, pv_node)
            } else {
                let mut r = 0;
                if self.opts.lmr
                    && !pv_node
                    && !forced_capture
                    && depth >= 3
                    && i >= 3
                    && !m.promotes()
                {
                    r = if i >= 6 && depth >= 5 { 2 } else { 1 };
                }
                let mut s = -self.search(&child, new_depth - r, ply + 1, -alpha - 1, -alpha, false);
                if s > alpha && r > 0 && !self.aborted {
                    s = -self.search(&child, new_depth, ply + 1, -alpha - 1, -alpha, false);
                }
                if s > alpha && s < beta && pv_node && !self.aborted {
                    s = -self.search(&child, new_depth, ply + 1, -beta, -alpha, true);
                }
                s
            };
            self.pop();
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                best_code = move_code(&m);
                if s > alpha {
                    alpha = s;
                    self.update_pv(ply, m);
                    if s >= beta {
                        if !m.is_capture() {
                            let code = best_code;
                            let k = &mut self.killers[ply];
                            if k[0] != code {
                                k[1] = k[0];
                                k[0] = code;
                            }
                            let bonus = depth * depth;
                            let idx = (m.from_bits().trailing_zeros() * 64
                                + m.to_bits().trailing_zeros())
                                as usize;
                            self.history[idx] = (self.history[idx] + bonus).min(1 << 20);
                            // Moves tried before the cut lose a little.
                            for j in 0..i {
                                let o = self.bufs[ply][j];
                                let oi = (o.from_bits().trailing_zeros() * 64
                                    + o.to_bits().trailing_zeros())
                                    as usize;
                                self.history[oi] -= bonus / 2;
                            }
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let store_move = if bound == Bound::Upper { 0 } else { best_code };
        self.tt.store(key, store_move, score_to_tt(best, ply), depth, bound);
        best
    }

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
        self.start = Instant::now();
        self.nodes = 0;
        self.bb_hits = 0;
        self.seldepth = 0;
        self.aborted = false;
        self.stop = stop;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        // Deadlines; a budget too large for the clock (`Instant` overflow)
        // means no deadline.
        let deadline = |t: Duration| self.start.checked_add(t - time_margin(t));
        self.soft = limits.time.and_then(deadline);
        let max = limits.max_time.or(limits.time).map(|m| m.max(limits.time.unwrap_or(m)));
        self.hard = max.and_then(deadline);
        if let Some(h) = limits.guard.and_then(|g| self.start.checked_add(g)) {
            self.hard = Some(self.hard.map_or(h, |x| x.min(h)));
        }
        self.doubt = false;
        self.tt.new_search();
        for h in self.history.iter_mut() {
            *h /= 8;
        }
        // Repetition path: the game so far, then the root; the draw
        // counters replayed along it (from the first position given, or
        // from the last step whose move cannot be found).
        self.path.clear();
        self.draw.clear();
        let mut prev: Option<&Position> = None;
        let rules = self.rules;
        for p in history.iter().chain(std::iter::once(pos)) {
            let (rev, d) = match (prev, self.draw.last()) {
                (Some(q), Some(dq)) => {
                    let men = |x: &Position| x.occupied() & !x.king_bits();
                    let rev =
                        men(q) == men(p) && q.occupied().count_ones() == p.occupied().count_ones();
                    let d = q
                        .legal_moves(&rules)
                        .iter()
                        .find(|m| q.play(m) == *p)
                        .map_or(DrawState::initial(), |m| dq.next(&rules, q, m, p));
                    (rev, d)
                }
                _ => (false, DrawState::initial()),
            };
            self.path.push((p.hash(), rev));
            self.draw.push(d);
            prev = Some(p);
        }
        if let (Some(d), Some(last)) = (root_draw, self.draw.last_mut()) {
            *last = d;
        }

        if (history.len() as u32) < self.opts.book_plies {
            if let Some(book) = Book::builtin(&rules) {
                let (margin, t) = (self.opts.book_margin, self.opts.book_temperature);
                if let Some(m) = book.pick(&rules, pos, margin, t, &mut self.rng) {
                    self.stop = None;
                    return SearchResult {
                        best: Some(m),
                        ponder: None,
                        score: book.score(&pos.play(&m)).map_or(0, |s| -s),
                        depth: 0,
                        nodes: 0,
                        time: self.start.elapsed(),
                        pv: vec![m],
                    };
                }
            }
        }
        let mut root: Vec<Move> = pos.legal_moves(&rules);
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
        // Initial order: captures first, then by a shallow look at each move.
        let mut scores: Vec<i32> = vec![-INF; root.len()];
        let max_depth =
            limits.depth.unwrap_or(MAX_PLY as u32 - 8).clamp(1, MAX_PLY as u32 - 8) as i32;
        let margin = self.opts.margin.max(0);
        let mut prev_score: i32 = 0;
        for depth in 1..=max_depth {
            let mut alpha_w = -INF;
            let mut beta_w = INF;
            let mut delta = 25;
            if self.opts.aspiration && depth >= 4 && margin == 0 && prev_score.abs() < WIN_BOUND {
                alpha_w = prev_score - delta;
                beta_w = prev_score + delta;
            }
            self.prev_iter = prev_score;
            self.doubt = depth > 1;
            let (iter_score, iter_scores) = loop {
                let (s, sc) = self.root_iteration(pos, &mut root, depth, alpha_w, beta_w, margin);
                if self.aborted {
                    break (s, sc);
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
                break (s, sc);
            };
            if self.aborted {
                // A partial iteration: a move proven within the window (the
                // last best one, or a better one) replaces the last result.
                if depth > 1 {
                    if iter_score > -INF {
                        result.best = Some(root[0]);
                        result.score = iter_score;
                        result.pv = if self.pv[0].first() == Some(&root[0]) {
                            self.pv[0].clone()
                        } else {
                            vec![root[0]]
                        };
                    }
                    break;
                }
            }
            prev_score = iter_score;
            scores = iter_scores;
            result.best = Some(root[0]);
            result.score = iter_score;
            result.depth = depth as u32;
            result.pv = if self.pv[0].first() == Some(&root[0]) {
                self.pv[0].clone()
            } else {
                vec![root[0]]
            };
            let info = Info {
                depth: depth as u32,
                seldepth: self.seldepth as u32,
                score: iter_score,
                nodes: self.nodes,
                time: self.start.elapsed(),
                pv: result.pv.clone(),
            };
            on_info(&info);
            if self.aborted {
                break;
            }
            if iter_score.abs() > WIN_BOUND && depth > (WIN - iter_score.abs()) + 2 {
                break;
            }
            if self.soft.is_some_and(|s| Instant::now() >= s) {
                break;
            }
        }
        // Random choice among near-best moves (weak levels, opening variety).
        if margin > 0 && result.depth >= 1 {
            let best = scores[0];
            let t = self.opts.temperature.max(1) as f64;
            let cands: Vec<(usize, f64)> = scores
                .iter()
                .enumerate()
                .filter(|(_, &s)| s > -INF && s >= best - margin && s.abs() < WIN_BOUND)
                .map(|(i, &s)| (i, ((s - best) as f64 / t).exp()))
                .collect();
            if cands.len() > 1 {
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
                if pick != 0 {
                    result.best = Some(root[pick]);
                    result.score = scores[pick];
                    result.pv = vec![root[pick]];
                }
            }
        }
        result.ponder = result.pv.get(1).copied();
        result.nodes = self.nodes;
        result.time = self.start.elapsed();
        self.stop = None;
        result
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
