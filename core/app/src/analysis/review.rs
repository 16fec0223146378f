//! The game review: one evaluation per position of a game's main line,
//! obtained step by step by the front end (one [`ReviewJob`] at a time, on
//! the thread it likes, within a budget), then each move classified and a
//! summary per side.
//!
//! The pass follows the game table's bot searches
//! ([`crate::GameTable::apply_search`]): the review names the job it wants
//! ([`GameReview::next_job`]), the front end runs it and hands the answer
//! back with its ticket, and an answer whose ticket is no longer the one
//! wanted (after [`GameReview::cancel`], [`GameReview::resume`] or
//! [`GameReview::restart`]) is refused with [`Stale`]: the last request
//! wins.

use super::classify::MoveClass;
use super::eval::Eval;
use super::report::Known;
use crate::{SearchAnswer, Stale};
use draughts_engine::puzzle::Puzzle;
use draughts_engine::{Bot, Limits, Options, WIN, WIN_BOUND};
use draughts_game::Game;
use draughts_rules::{Color, Move, Position, Rules};
use serde::Serialize;
use std::collections::BTreeMap;

/// How hard the review looks at each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReviewDepth {
    /// A quick pass: 20 000 nodes a position.
    Fast,
    /// A deeper pass: 400 000 nodes a position.
    Deep,
}

impl ReviewDepth {
    /// The search limits of each position. Node counts, not time, so that
    /// a review gives the same result on every device.
    pub fn limits(self) -> Limits {
        match self {
            ReviewDepth::Fast => Limits::nodes(20_000),
            ReviewDepth::Deep => Limits::nodes(400_000),
        }
    }
}

/// Which evaluation an answer is for: the pass's generation and the
/// position's index (0 = the start position).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct ReviewTicket {
    /// Grows with every cancel, resume, restart and applied answer.
    pub generation: u64,
    /// The position: after this many plies of the main line.
    pub index: usize,
}

/// One evaluation to run off the review, with everything it needs.
#[derive(Clone, Debug)]
pub struct ReviewJob {
    /// Hand it back with the answer.
    pub ticket: ReviewTicket,
    /// The rules to search under.
    pub rules: Rules,
    /// The position to evaluate.
    pub position: Position,
    /// The earlier positions of the game, oldest first (for repetitions).
    pub history: Vec<Position>,
    /// The budget.
    pub limits: Limits,
}

impl ReviewJob {
    /// Runs the evaluation on the calling thread: the top level's search
    /// with no randomness and a fresh table, so an answer depends only on
    /// the position, its history and the budget. With one legal move the
    /// position after it is searched (the searcher answers such a root with
    /// a static evaluation, which in the middle of an exchange is a man off).
    pub fn run(&self, bot: &mut Bot) -> SearchAnswer {
        let legal = self.position.legal_moves(&self.rules);
        if let [only] = legal[..] {
            let next = self.position.play(&only);
            let mut history = self.history.clone();
            history.push(self.position);
            let mut a = if next.legal_moves(&self.rules).is_empty() {
                // The opponent is left without a move: lost for them.
                SearchAnswer { score: -WIN, ..SearchAnswer::default() }
            } else {
                search(bot, &next, &history, &self.limits)
            };
            // A win or loss is one ply further from here.
            let further = if a.score.abs() > WIN_BOUND { a.score.signum() } else { 0 };
            a.score = further - a.score;
            a.depth += 1;
            a.pv.insert(0, only);
            a.best = Some(only);
            return a;
        }
        search(bot, &self.position, &self.history, &self.limits)
    }
}

/// One search of the top level with no randomness, from a fresh table.
fn search(bot: &mut Bot, pos: &Position, history: &[Position], limits: &Limits) -> SearchAnswer {
    bot.new_game();
    let searcher = bot.searcher();
    searcher.set_options(Options::default());
    searcher.search_root(pos, history, limits, None, &mut |_| {}).into()
}

/// One position's evaluation, as the review keeps it.
#[derive(Clone, Debug, PartialEq)]
struct PlyEval {
    eval: Eval,
    best: Option<Move>,
    pv: Vec<Move>,
}

/// How far the pass is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ReviewProgress {
    /// Positions evaluated.
    pub done: usize,
    /// Positions to evaluate.
    pub total: usize,
    /// The pass wants jobs (not cancelled, not complete).
    pub running: bool,
}

/// A game review in progress or complete.
#[derive(Clone, Debug)]
pub struct GameReview {
    rules: Rules,
    /// The positions of the main line, the start first.
    positions: Vec<Position>,
    /// The moves, with their official texts.
    moves: Vec<(Move, String)>,
    /// How many legal moves each position had.
    choices: Vec<usize>,
    evals: Vec<Option<PlyEval>>,
    limits: Limits,
    generation: u64,
    cancelled: bool,
    /// The proofs of the positions before its mistakes, by index: the
    /// puzzle, or none (see `personal.rs`).
    proofs: BTreeMap<usize, Option<Puzzle>>,
}

impl GameReview {
    /// A review of the game's played moves at a depth; it starts running.
    pub fn new(game: &Game, depth: ReviewDepth) -> GameReview {
        GameReview::with_limits(game, depth.limits())
    }

    /// A review with any search limits.
    pub fn with_limits(game: &Game, limits: Limits) -> GameReview {
        let rules = *game.rules();
        let mut positions = vec![*game.start()];
        let mut moves = Vec::new();
        for p in game.played() {
            moves.push((p.mv, p.text.clone()));
            positions.push(positions[positions.len() - 1].play(&p.mv));
        }
        let choices: Vec<usize> = positions.iter().map(|p| p.legal_moves(&rules).len()).collect();
        let evals = positions
            .iter()
            .zip(&choices)
            .map(|(p, &n)| {
                (n == 0).then(|| PlyEval {
                    eval: Eval::lost_by(p.turn()),
                    best: None,
                    pv: Vec::new(),
                })
            })
            .collect();
        GameReview {
            rules,
            positions,
            moves,
            choices,
            evals,
            limits,
            generation: 0,
            cancelled: false,
            proofs: BTreeMap::new(),
        }
    }

    /// The evaluation the pass wants next, if it is running.
    pub fn ticket(&self) -> Option<ReviewTicket> {
        if self.cancelled {
            return None;
        }
        let index = self.evals.iter().position(Option::is_none)?;
        Some(ReviewTicket { generation: self.generation, index })
    }

    /// The next evaluation to run, with its position and history.
    pub fn next_job(&self) -> Option<ReviewJob> {
        let ticket = self.ticket()?;
        Some(ReviewJob {
            ticket,
            rules: self.rules,
            position: self.positions[ticket.index],
            history: self.positions[..ticket.index].to_vec(),
            limits: self.limits.clone(),
        })
    }

    /// Takes an answer if its ticket is still the one wanted.
    pub fn apply(&mut self, ticket: &ReviewTicket, answer: &SearchAnswer) -> Result<(), Stale> {
        if self.ticket().as_ref() != Some(ticket) {
            return Err(Stale);
        }
        let pos = &self.positions[ticket.index];
        let eval =
            Eval::from_search(answer.score, pos.turn()).with_database(&self.rules, pos, &answer.pv);
        self.evals[ticket.index] = Some(PlyEval { eval, best: answer.best, pv: answer.pv.clone() });
        self.generation += 1;
        Ok(())
    }

    /// Stops the pass: no more jobs, and an answer still running is refused.
    pub fn cancel(&mut self) {
        self.cancelled = true;
        self.generation += 1;
    }

    /// Goes on where the pass stopped.
    pub fn resume(&mut self) {
        self.cancelled = false;
        self.generation += 1;
    }

    /// Starts over with other limits (going deeper), forgetting the
    /// evaluations made.
    pub fn restart(&mut self, limits: Limits) {
        for (e, &n) in self.evals.iter_mut().zip(&self.choices) {
            if n > 0 {
                *e = None;
            }
        }
        self.limits = limits;
        self.resume();
    }

    /// How far the pass is.
    pub fn progress(&self) -> ReviewProgress {
        let done = self.evals.iter().filter(|e| e.is_some()).count();
        let total = self.evals.len();
        ReviewProgress { done, total, running: !self.cancelled && done < total }
    }

    /// Every position evaluated.
    pub fn is_complete(&self) -> bool {
        self.evals.iter().all(Option::is_some)
    }

    /// The evaluation of the position after `index` plies, once known.
    pub fn eval_at(&self, index: usize) -> Option<Eval> {
        self.evals.get(index)?.as_ref().map(|e| e.eval)
    }

    /// The engine's best move and line in the position after `index`
    /// plies, in official notation, once evaluated.
    pub fn best_line_at(&self, index: usize) -> Option<Vec<String>> {
        let e = self.evals.get(index)?.as_ref()?;
        Some(self.positions[index].line_text(&self.rules, &e.pv).moves)
    }

    /// The engine's best move in the position after `index` plies, once
    /// evaluated.
    pub fn best_move_at(&self, index: usize) -> Option<Move> {
        self.evals.get(index)?.as_ref()?.best
    }

    /// The engine's line in the position after `index` plies (empty until
    /// evaluated).
    pub fn best_pv_at(&self, index: usize) -> Vec<Move> {
        self.evals.get(index).and_then(Option::as_ref).map_or_else(Vec::new, |e| e.pv.clone())
    }

    pub(super) fn ply_eval(&self, index: usize) -> Option<Known<'_>> {
        self.evals.get(index)?.as_ref().map(|e| (e.eval, e.best, e.pv.as_slice()))
    }

    pub(super) fn rules(&self) -> &Rules {
        &self.rules
    }

    pub(super) fn moves_len(&self) -> usize {
        self.moves.len()
    }

    pub(super) fn position_at(&self, index: usize) -> Position {
        self.positions[index]
    }

    pub(super) fn move_at(&self, index: usize) -> (Move, &str) {
        let (m, t) = &self.moves[index];
        (*m, t)
    }

    pub(super) fn choices_at(&self, index: usize) -> usize {
        self.choices[index]
    }

    pub(super) fn is_cancelled(&self) -> bool {
        self.cancelled
    }

    pub(super) fn generation(&self) -> u64 {
        self.generation
    }

    pub(super) fn proofs(&self) -> &BTreeMap<usize, Option<Puzzle>> {
        &self.proofs
    }

    pub(super) fn record_proof(&mut self, index: usize, puzzle: Option<Puzzle>) {
        self.proofs.insert(index, puzzle);
        self.generation += 1;
    }
}

/// One move of the review.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveReview {
    /// The ply, from 1 for the first move.
    pub ply: usize,
    /// "12." or "12…".
    pub label: String,
    /// Who played it.
    pub side: Color,
    /// The move in official notation.
    pub text: String,
    /// The evaluation after it, from White's side.
    pub eval: Eval,
    /// The evaluation's label: "+1.2", "#7".
    pub eval_label: String,
    /// White's share of the eval bar after it, in percent.
    pub bar: f64,
    /// What the move was.
    pub class: MoveClass,
    /// Its accuracy in percent (none for a forced move; 100 for the
    /// engine's best move, whatever the score after it).
    pub accuracy: Option<f64>,
    /// The mover's loss in centi-men (clamped scores; 0 when it gained and
    /// for the engine's best move).
    pub loss_cp: i32,
    /// For an inaccuracy or worse: the engine's move instead.
    pub better: Option<String>,
    /// And the line it expected from there, the better move first.
    pub line: Vec<String>,
}

/// One side's summary.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SideSummary {
    /// The side.
    pub side: Color,
    /// How many moves of each class, in the order of [`MoveClass::ALL`].
    pub counts: Vec<(MoveClass, usize)>,
    /// The game accuracy in percent, if the side made a judged move.
    pub accuracy: Option<f64>,
    /// The average centi-men loss per judged move (forced moves left out).
    pub acpl: Option<f64>,
}

/// The review of a game: every move evaluated so far, and the summaries.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReviewReport {
    /// The start position's evaluation, once known.
    pub start: Option<Eval>,
    /// The moves judged so far, in order (all of them once complete).
    pub moves: Vec<MoveReview>,
    /// White's summary, then Black's.
    pub summary: [SideSummary; 2],
    /// The pass has evaluated every position.
    pub complete: bool,
}
