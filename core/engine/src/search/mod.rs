//! The search: iterative deepening, PVS alpha-beta with a transposition
//! table, capture quiescence, move ordering (hash move, killers, history),
//! late-move reductions, and limits by depth, nodes, time and a stop flag.
//!
//! No threads: the caller runs [`Searcher::search_root`] on the thread it
//! likes and may stop it from another one through the `Arc<AtomicBool>` it
//! passes. The flag and the clock are polled every 1024 nodes, so a stop
//! returns the best move found so far within a few milliseconds.
//!
//! Quiescence (Chessprogramming wiki, "Quiescence Search"; Scan 3.1,
//! `search.cpp`): while the side to move can capture
//! there is no stand-pat and every capture is searched (a multi-capture is one
//! move), so no evaluation is ever taken in the middle of a forced capture
//! sequence. When quiet but the opponent threatens a capture, a one-ply
//! search of every move is made (once per quiescence line), as Scan does.
//! With [`Options::qs_promotions`], a quiet node near the leaf also tries
//! its promotions, and the opponent then answers the new king's threat.
//!
//! The parts, one concern each:
//! - `root.rs`: the root: book move, iterative deepening, aspiration windows,
//!   the root move loop, and the result.
//! - `limits.rs`: [`Limits`], the deadlines, the node budget and the stop flag.
//! - `weaken.rs`: the weak levels' random choice among near-best moves.
//! - `tree.rs`: the alpha-beta and quiescence searches below the root.
//! - `ordering.rs`: move ordering (killers, history).
//! - `path.rs`: the game and search path: repetitions and draw counters.
//! - `options.rs`: [`Options`], the knobs the levels turn.

mod limits;
mod options;
mod ordering;
mod path;
mod root;
mod tree;
mod weaken;

pub use limits::Limits;
pub use options::{Lmr, Options, ProbCut, QS_PROMO_PLIES};
pub use root::{Info, SearchResult};

use crate::bitbase::{Bitbases, ProbeCache};
use crate::eval::Evaluator;
use crate::tt::TranspositionTable;
use draughts_game::DrawState;
use draughts_rules::Move;
use draughts_rules::Position;
use draughts_rules::Rules;
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

/// A won game, in centi-men; a win in n plies scores `WIN - n`.
pub const WIN: i32 = 10_000;
/// Scores beyond this are wins or losses.
pub const WIN_BOUND: i32 = WIN - 500;
const INF: i32 = WIN + 1;
/// A database win, before the progress term and the ply (centi-men); wins
/// and losses from the databases lie within `BB_WIN ± 600`, below
/// [`WIN_BOUND`] (they are not ply-corrected in the table).
pub const BB_WIN: i32 = 8000;

/// Entries of the static evaluation cache (8 bytes each: 512 KiB).
const EVAL_CACHE: usize = 1 << 16;

/// The deepest ply the search keeps state for.
pub const MAX_PLY: usize = 128;

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
    /// Inside the shallow search of a ProbCut that does not nest
    /// ([`ProbCut::Scan`]): no ProbCut here.
    in_probcut: bool,
    rng: StdRng,
    /// The endgame databases of these rules, if any.
    bb: Option<&'static Bitbases>,
    bb_cache: ProbeCache,
    /// Static evaluations by position (upper key bits, score): the learned
    /// evaluation costs about as much as the rest of a node.
    eval_cache: Vec<(u32, i32)>,
    /// Database probes that gave a value in the last search.
    pub bb_hits: u64,
    /// Pattern weights replacing the built-in ones (comparing weights
    /// files), kept across changes of the options.
    pattern_weights: Option<&'static crate::pattern::PatternWeights>,
    /// Root moves left out of the search (the lines already found by
    /// [`Searcher::search_lines`]); empty otherwise.
    excluded: Vec<Move>,
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
            in_probcut: false,
            bb: Bitbases::builtin(&rules),
            bb_cache: ProbeCache::new(),
            eval_cache: vec![(0, 0); EVAL_CACHE],
            bb_hits: 0,
            pattern_weights: None,
            excluded: Vec::new(),
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
            self.apply_pattern_weights();
            self.eval_cache.iter_mut().for_each(|e| *e = (0, 0));
        }
        self.rng = StdRng::seed_from_u64(opts.seed);
        self.opts = opts;
    }

    /// Replaces the evaluation weights (self-play tuning).
    pub fn set_weights(&mut self, w: crate::eval::Weights) {
        self.eval = Evaluator::with_weights(&self.rules, self.eval.kind, w);
        self.apply_pattern_weights();
        self.eval_cache.iter_mut().for_each(|e| *e = (0, 0));
    }

    /// Replaces the learned evaluation's pattern weights by others (a
    /// weights file to compare with the built-in one); they stay through
    /// later changes of the options.
    pub fn set_pattern_weights(&mut self, w: &'static crate::pattern::PatternWeights) {
        self.pattern_weights = Some(w);
        self.apply_pattern_weights();
        self.eval_cache.iter_mut().for_each(|e| *e = (0, 0));
    }

    fn apply_pattern_weights(&mut self) {
        if let Some(w) = self.pattern_weights {
            self.eval.set_pattern_weights(&self.rules, w);
        }
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
}
