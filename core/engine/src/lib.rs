//! # draughts-engine
//!
//! The draughts bot for every rule set of [`draughts_rules`]: iterative
//! deepening PVS with a transposition table and capture quiescence, the
//! draw rules of each variant inside the search, an evaluation per rule set
//! (hand-made, and a learned pattern evaluation on top), endgame databases
//! and opening books, the six playing levels and hints, and the Hub
//! protocol codec. The learned weights, databases and books are built by
//! the project's own tools (`tools/dev`, `make weights bitbases book`) and
//! compiled in from `data/`. Pure Rust, no threads, no I/O: the caller
//! runs a search on the thread it chooses and may stop it with the
//! `Arc<AtomicBool>` it passes.
//!
//! ```
//! use draughts_engine::{Bot, Level};
//! use draughts_rules::{Position, Rules};
//!
//! let rules = Rules::international();
//! let mut bot = Bot::new(rules);
//! let pos = Position::start(&rules);
//! let m = bot.choose_move(&pos, &[], Level::get(1), 7).unwrap();
//! assert!(pos.legal_moves(&rules).contains(&m));
//! ```
//!
//! Where to look:
//! - `search/`: [`Searcher`], its [`Limits`] and [`Options`] (the root, the
//!   limits, the weak levels' choice and the tree search apart).
//! - `eval.rs`: the evaluation ([`EvalKind`], [`Weights`]).
//! - [`pattern`]: the learned pattern evaluation and its weights files.
//! - [`bitbase`]: the endgame databases (win/draw/loss) and their probes.
//! - [`book`]: the opening books.
//! - `tt.rs`: the bounded transposition table.
//! - `levels.rs`: the level table ([`LEVELS`]) and level-against-level matches.
//! - [`puzzle`]: tactical puzzles, their proof and the shipped sets.
//! - [`hub`]: Hub v2 position, move and command text.

pub mod bitbase;
pub mod book;
mod eval;
pub mod hub;
mod levels;
pub mod pattern;
pub mod puzzle;
mod search;
mod selfplay;
mod tt;

pub use eval::{EvalKind, Weights};
pub use levels::{
    estimate_ply, level_match, level_match_with, openings, play_game, Level, MatchResult, LEVELS,
    TOP_LEVEL,
};
pub use search::{
    Info, Limits, Lmr, Options, ProbCut, SearchResult, Searcher, BB_WIN, MAX_PLY, QS_PROMO_PLIES,
    WIN, WIN_BOUND,
};
pub use selfplay::{play_out, Adjudication, SearchedPly};

use draughts_rules::Move;
use draughts_rules::Position;
use draughts_rules::Rules;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

/// Default transposition table size (MiB): the phone budget keeps the whole
/// bot under 64 MiB.
pub const DEFAULT_TT_MIB: usize = 16;

/// A hint: the best move for the side to move and a short line.
#[derive(Clone, Debug)]
pub struct Hint {
    /// The move suggested.
    pub best: Move,
    /// The principal variation, starting with `best` (at most 5 plies).
    pub pv: Vec<Move>,
    /// Centi-men for the side to move.
    pub score: i32,
    /// Depth reached.
    pub depth: u32,
}

/// The game as the bot sees it: the position to move in, the earlier
/// positions (oldest first, for repetitions) and, when a game record knows
/// them, the draw counters of the position
/// ([`draughts_game::Game::draw_state`]); without them the search replays
/// the counters from `history`.
#[derive(Clone, Copy, Debug)]
pub struct GameState<'a> {
    /// The position to move in.
    pub position: &'a Position,
    /// The earlier positions of the game, oldest first.
    pub history: &'a [Position],
    /// The draw counters of `position`, if known.
    pub draw: Option<draughts_game::DrawState>,
}

/// A bot for one rule set: keep one per game.
pub struct Bot {
    searcher: Searcher,
}

impl Bot {
    /// A bot with the default 16 MiB table.
    pub fn new(rules: Rules) -> Bot {
        Bot::with_tt(rules, DEFAULT_TT_MIB)
    }

    /// A bot with a table of `tt_mib` MiB.
    pub fn with_tt(rules: Rules, tt_mib: usize) -> Bot {
        Bot { searcher: Searcher::new(rules, tt_mib, Options::default()) }
    }

    /// The underlying searcher (full control over options and limits).
    pub fn searcher(&mut self) -> &mut Searcher {
        &mut self.searcher
    }

    /// Forgets the previous game.
    pub fn new_game(&mut self) {
        self.searcher.new_game();
    }

    /// The move a level plays. `history` holds the earlier positions of the
    /// game (oldest first); `seed` makes the random choices reproducible.
    pub fn choose_move(
        &mut self,
        pos: &Position,
        history: &[Position],
        level: &Level,
        seed: u64,
    ) -> Option<Move> {
        self.choose_move_stoppable(pos, history, level, seed, None).best
    }

    /// Like [`Bot::choose_move`], with a stop flag, returning the full result.
    pub fn choose_move_stoppable(
        &mut self,
        pos: &Position,
        history: &[Position],
        level: &Level,
        seed: u64,
        stop: Option<Arc<AtomicBool>>,
    ) -> SearchResult {
        let game = GameState { position: pos, history, draw: None };
        self.level_move(game, level, &level.limits(), seed, stop, &mut |_| {})
    }

    /// The move a level plays within `limits` (the level's own, or capped
    /// by a clock): the one entry point of the bot's moves, for the apps,
    /// the terminal and the tools. The options are the level's at the
    /// game's ply; `on_info` sees each finished iteration.
    pub fn level_move(
        &mut self,
        game: GameState<'_>,
        level: &Level,
        limits: &Limits,
        seed: u64,
        stop: Option<Arc<AtomicBool>>,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.searcher.set_options(level.options(game.history.len() as u32, seed));
        let GameState { position, history, draw } = game;
        self.searcher.search_with_draw(position, history, draw, limits, stop, on_info)
    }

    /// A hint within `budget`: the top level's search, no randomness.
    pub fn hint(
        &mut self,
        game: GameState<'_>,
        budget: Duration,
        stop: Option<Arc<AtomicBool>>,
    ) -> Option<Hint> {
        self.searcher.set_options(Options::default());
        let limits = Limits { time: Some(budget), ..Limits::default() };
        let GameState { position, history, draw } = game;
        let r = self.searcher.search_with_draw(position, history, draw, &limits, stop, &mut |_| {});
        let best = r.best?;
        let mut pv = r.pv;
        if pv.first() != Some(&best) {
            pv = vec![best];
        }
        pv.truncate(5);
        Some(Hint { best, pv, score: r.score, depth: r.depth })
    }
}
