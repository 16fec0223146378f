//! The solver and the proof of a puzzle ([`Prover`]).
//!
//! Every score is an exact full-window search of one resulting position,
//! started from an empty transposition table, so a score depends on the
//! position and the depth alone: the generator, `draughts puzzles verify`
//! and the tests reach the same verdicts. Forced moves (one resulting
//! position) are played out before a search, so that a sacrifice answered
//! by a forced capture is searched from after the capture.

use super::format::Puzzle;
use crate::bitbase::{Bitbases, ProbeCache, Wdl};
use crate::eval::Weights;
use crate::search::{Limits, Lmr, Options, ProbCut, Searcher, BB_WIN, WIN};
use draughts_rules::{Color, Move, PieceKind, Position, Rules};

/// Scores from here up are a won game or a database win.
pub const DECISIVE: i32 = BB_WIN - 1000;
/// The longest line kept (plies).
const MAX_LINE: usize = 40;
/// The most forced plies played out before a search.
const MAX_FORCED: usize = 24;

/// How puzzles are found and proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofSettings {
    /// Search depth (plies) that builds the line.
    pub depth: u32,
    /// The deeper search depth that proves it.
    pub deep: u32,
    /// Least margin of the winning move over the best other move (centi-men).
    pub margin: i32,
    /// Least material gain that counts as a win (centi-men).
    pub gain: i32,
    /// Most solver decisions in a line.
    pub max_decisions: u32,
}

impl ProofSettings {
    /// The settings the shipped puzzles use: shallower on 10×10, where a
    /// ply costs more.
    pub fn for_rules(rules: &Rules) -> ProofSettings {
        let ten = rules.geometry().side == 10;
        ProofSettings {
            depth: if ten { 7 } else { 9 },
            deep: if ten { 10 } else { 13 },
            margin: 100,
            gain: 200,
            max_decisions: 6,
        }
    }
}

/// Why a position or a line is not a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Fewer than two distinct resulting positions at the start.
    NotADecision,
    /// The best move does not win.
    NoWin,
    /// Another move wins too.
    TwoWins,
    /// The winning move is not ahead of the next by the margin.
    SmallMargin,
    /// The line ends without the gain on the board, a won game or a
    /// database win.
    NotBanked,
    /// A defender's capture choice escapes the loss.
    DefenderEscapes,
    /// The endgame databases disagree with the line.
    Database,
    /// A move of the line is not legal.
    Illegal,
    /// A single move that a 2-ply search already finds.
    Trivial,
}

/// A refusal: where in the line (ply), why, and whether the deeper proof
/// search (not the line's search) refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The ply of the line where the check failed.
    pub ply: usize,
    /// What failed.
    pub reason: Reason,
    /// The proof depth refused a line the line depth accepted.
    pub deep: bool,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = if self.deep { " at the proof depth" } else { "" };
        write!(f, "{:?} at ply {}{at}", self.reason, self.ply)
    }
}

/// What a proof established.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The first move's margin over the best other move (centi-men).
    pub margin: i32,
    /// Material the line banks (centi-men, solver's view).
    pub gain: i32,
    /// Solver decisions in the line.
    pub decisions: u32,
}

/// Material of `side` minus the other side's, with the evaluation's man and
/// king values (centi-men).
pub fn material(rules: &Rules, pos: &Position, side: Color) -> i32 {
    let w = Weights::for_rules(rules);
    let value = |c: Color| {
        let (all, kings) = pos.count(c);
        (all - kings) as i32 * w.man + kings as i32 * w.king
    };
    value(side) - value(side.opponent())
}

/// One legal move per distinct resulting position, in legal-move order:
/// captures that reach the same position are one choice.
pub fn distinct_moves(rules: &Rules, pos: &Position) -> Vec<Move> {
    let mut seen: Vec<u64> = Vec::new();
    let mut out = Vec::new();
    for m in pos.legal_moves(rules) {
        let h = pos.play(&m).hash();
        if !seen.contains(&h) {
            seen.push(h);
            out.push(m);
        }
    }
    out
}

/// The search of the proofs: the default one with the pruning the shipped
/// puzzles were proved with, pinned, so that a change of the default
/// pruning (a selective search at the levels) does not change their
/// margins and gains.
fn proof_options() -> Options {
    Options { lmr: Lmr::NonPv, probcut: ProbCut::Off, ..Options::default() }
}

/// Finds and proves puzzles of one rule set.
pub struct Prover {
    rules: Rules,
    /// The settings in use.
    pub settings: ProofSettings,
    searcher: Searcher,
    bb: Option<&'static Bitbases>,
    cache: ProbeCache,
}

impl Prover {
    /// A prover with a 4 MiB table (cleared before every search).
    pub fn new(rules: Rules, settings: ProofSettings) -> Prover {
        Prover {
            rules,
            settings,
            searcher: Searcher::new(rules, 4, proof_options()),
            bb: Bitbases::builtin(&rules),
            cache: ProbeCache::new(),
        }
    }

    /// The score of `pos` for its side to move at `depth`, forced moves
    /// played out first; no legal move is a lost game.
    pub fn value(&mut self, pos: &Position, depth: u32) -> i32 {
        let mut p = *pos;
        let mut sign = 1;
        for _ in 0..MAX_FORCED {
            let moves = distinct_moves(&self.rules, &p);
            match moves.len() {
                0 => return -sign * WIN,
                1 => {
                    p = p.play(&moves[0]);
                    sign = -sign;
                }
                _ => break,
            }
        }
        self.searcher.new_game();
        let r = self.searcher.search_root(&p, &[], &Limits::depth(depth.max(1)), None, &mut |_| {});
        sign * r.score
    }

    /// Each distinct move of `pos` with its score for the side to move.
    fn score_children(&mut self, pos: &Position, depth: u32) -> Vec<(Move, i32)> {
        distinct_moves(&self.rules, pos)
            .into_iter()
            .map(|m| (m, -self.value(&pos.play(&m), depth.saturating_sub(1))))
            .collect()
    }

    /// [`Prover::score_children`], stopping with [`Reason::TwoWins`] as
    /// soon as a second move wins (the verdict [`Prover::judge`] would give).
    fn score_unless_two_win(
        &mut self,
        pos: &Position,
        depth: u32,
        base: i32,
    ) -> Result<Vec<(Move, i32)>, Reason> {
        let mut scored = Vec::new();
        let mut winners = 0;
        for m in distinct_moves(&self.rules, pos) {
            let s = -self.value(&pos.play(&m), depth.saturating_sub(1));
            winners += usize::from(self.wins(s, base));
            if winners >= 2 {
                return Err(Reason::TwoWins);
            }
            scored.push((m, s));
        }
        Ok(scored)
    }

    fn wins(&self, score: i32, base: i32) -> bool {
        score >= DECISIVE || score - base >= self.settings.gain
    }

    /// Whether `key` is the only winning move among `scored`, by the
    /// margin; gives the margin.
    fn judge(
        &self,
        pos: &Position,
        scored: &[(Move, i32)],
        key: &Move,
        base: i32,
    ) -> Result<i32, Reason> {
        let target = pos.play(key).hash();
        let mut key_score = None;
        let mut other = -WIN - 1;
        for (m, s) in scored {
            if pos.play(m).hash() == target {
                key_score = Some(*s);
            } else {
                other = other.max(*s);
            }
        }
        let k = key_score.ok_or(Reason::Illegal)?;
        if !self.wins(k, base) {
            Err(Reason::NoWin)
        } else if self.wins(other, base) {
            Err(Reason::TwoWins)
        } else if k - other < self.settings.margin {
            Err(Reason::SmallMargin)
        } else {
            Ok(k - other)
        }
    }

    /// [`Prover::judge`] at `depth`, searching the key move first and
    /// stopping at the first failure: the verdict and the margin are the
    /// same, a refusal costs less.
    fn judge_lazily(
        &mut self,
        pos: &Position,
        key: &Move,
        base: i32,
        depth: u32,
    ) -> Result<i32, Reason> {
        let target = pos.play(key).hash();
        let moves = distinct_moves(&self.rules, pos);
        let key_move =
            *moves.iter().find(|m| pos.play(m).hash() == target).ok_or(Reason::Illegal)?;
        let k = -self.value(&pos.play(&key_move), depth.saturating_sub(1));
        if !self.wins(k, base) {
            return Err(Reason::NoWin);
        }
        let mut scored = vec![(key_move, k)];
        for m in moves.into_iter().filter(|m| pos.play(m).hash() != target) {
            let s = -self.value(&pos.play(&m), depth.saturating_sub(1));
            if self.wins(s, base) {
                return Err(Reason::TwoWins);
            }
            if k - s < self.settings.margin {
                return Err(Reason::SmallMargin);
            }
            scored.push((m, s));
        }
        self.judge(pos, &scored, key, base)
    }

    /// The database's verdict on `pos` agrees with a win for `solver`
    /// (true when the databases do not hold it).
    fn database_agrees(&mut self, pos: &Position, solver: Color) -> bool {
        match self.database(pos) {
            Some(v) => v == if pos.turn() == solver { Wdl::Win } else { Wdl::Loss },
            None => true,
        }
    }

    fn database(&mut self, pos: &Position) -> Option<Wdl> {
        let bb = self.bb?;
        if pos.occupied().count_ones() > bb.max_pieces || pos.has_capture(&self.rules) {
            return None;
        }
        bb.probe(&self.rules, pos, &mut self.cache)
    }

    /// Finds the line of a puzzle starting at `pos` at the line depth,
    /// proves it at the proof depth, and rates it.
    pub fn solve(&mut self, pos: &Position) -> Result<Puzzle, Refusal> {
        let refuse = |reason| Refusal { ply: 0, reason, deep: false };
        if distinct_moves(&self.rules, pos).len() < 2 {
            return Err(refuse(Reason::NotADecision));
        }
        let line = self.build_line(pos)?;
        let proof = self
            .prove_line(pos, &line, self.settings.deep)
            .map_err(|r| Refusal { deep: true, ..r })?;
        let see_depth = self.see_depth(pos, &line[0]);
        if line.len() == 1 && see_depth <= 2 {
            return Err(refuse(Reason::Trivial));
        }
        let mut puzzle = Puzzle {
            start: *pos,
            line,
            rating: 0,
            themes: Default::default(),
            see_depth: see_depth as u8,
            gain: proof.gain.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            margin: proof.margin.clamp(0, i16::MAX as i32) as i16,
        };
        puzzle.retag(&self.rules);
        Ok(puzzle)
    }

    /// Proves a stored puzzle again at the proof depth.
    pub fn prove(&mut self, puzzle: &Puzzle) -> Result<Proof, Refusal> {
        self.prove_line(&puzzle.start, &puzzle.line, self.settings.deep)
    }

    /// The line at the line depth: the solver's unique winning move at each
    /// decision, forced moves, the defender's best replies; it stops once
    /// the gain is on the board, at the first decision that is not unique,
    /// or at the decision cap, and drops a last quiet reply.
    fn build_line(&mut self, start: &Position) -> Result<Vec<Move>, Refusal> {
        let solver = start.turn();
        let base = material(&self.rules, start, solver);
        let depth = self.settings.depth;
        let mut p = *start;
        let mut line: Vec<(Move, Color)> = Vec::new();
        let mut decisions = 0;
        while line.len() < MAX_LINE {
            let moves = distinct_moves(&self.rules, &p);
            if moves.is_empty() {
                break;
            }
            let mover = p.turn();
            let m = if moves.len() == 1 {
                moves[0]
            } else if mover == solver {
                if !line.is_empty()
                    && material(&self.rules, &p, solver) - base >= self.settings.gain
                    || decisions >= self.settings.max_decisions
                {
                    break;
                }
                let verdict = self.score_unless_two_win(&p, depth, base).and_then(|scored| {
                    let best = scored.iter().max_by_key(|(_, s)| *s).expect("two moves").0;
                    self.judge(&p, &scored, &best, base).map(|_| best)
                });
                match verdict {
                    Ok(best) => {
                        decisions += 1;
                        best
                    }
                    Err(reason) if line.is_empty() => {
                        return Err(Refusal { ply: 0, reason, deep: false })
                    }
                    Err(_) => break,
                }
            } else {
                let scored = self.score_children(&p, depth);
                scored.iter().max_by_key(|(_, s)| *s).expect("two moves or more").0
            };
            if mover == solver
                && !line.is_empty()
                && moves.len() == 1
                && material(&self.rules, &p, solver) - base >= self.settings.gain
                && !m.is_capture()
            {
                break;
            }
            line.push((m, mover));
            p = p.play(&m);
        }
        while line.last().is_some_and(|(m, c)| *c != solver && !m.is_capture()) {
            line.pop();
        }
        Ok(line.into_iter().map(|(m, _)| m).collect())
    }

    /// Checks a line at `depth` (see the module documentation).
    fn prove_line(
        &mut self,
        start: &Position,
        line: &[Move],
        depth: u32,
    ) -> Result<Proof, Refusal> {
        let solver = start.turn();
        let base = material(&self.rules, start, solver);
        let fail = |ply, reason| Refusal { ply, reason, deep: false };
        let mut p = *start;
        let mut proof = Proof { margin: 0, gain: 0, decisions: 0 };
        if line.is_empty() {
            return Err(fail(0, Reason::NotADecision));
        }
        // The end first: a line that does not bank its gain is refused
        // before the searches of every step.
        proof.gain = self.banked(start, line, base, depth)?;
        for (ply, m) in line.iter().enumerate() {
            if !p.legal_moves(&self.rules).contains(m) {
                return Err(fail(ply, Reason::Illegal));
            }
            if !self.database_agrees(&p, solver) {
                return Err(fail(ply, Reason::Database));
            }
            let moves = distinct_moves(&self.rules, &p);
            if p.turn() == solver {
                if moves.len() >= 2 {
                    let margin = self.judge_lazily(&p, m, base, depth).map_err(|r| fail(ply, r))?;
                    if proof.decisions == 0 {
                        proof.margin = margin;
                    }
                    proof.decisions += 1;
                } else if ply == 0 {
                    return Err(fail(0, Reason::NotADecision));
                }
            } else if moves.len() >= 2 {
                // Every capture choice must lose; a quiet reply is checked
                // as played.
                let branches: Vec<Move> = if m.is_capture() { moves } else { vec![*m] };
                for b in branches {
                    let s = self.value(&p.play(&b), depth.saturating_sub(1));
                    if !self.wins(s, base) {
                        return Err(fail(ply, Reason::DefenderEscapes));
                    }
                }
            }
            p = p.play(m);
        }
        Ok(proof)
    }

    /// The end of a legal line: the databases agree, and the gain is on
    /// the board, or the game won, or the end a database or decisive win.
    /// Gives the material gained.
    fn banked(
        &mut self,
        start: &Position,
        line: &[Move],
        base: i32,
        depth: u32,
    ) -> Result<i32, Refusal> {
        let solver = start.turn();
        let fail = |reason| Refusal { ply: line.len(), reason, deep: false };
        let mut p = *start;
        for (ply, m) in line.iter().enumerate() {
            if !p.legal_moves(&self.rules).contains(m) {
                return Err(Refusal { ply, reason: Reason::Illegal, deep: false });
            }
            p = p.play(m);
        }
        if !self.database_agrees(&p, solver) {
            return Err(fail(Reason::Database));
        }
        let gain = material(&self.rules, &p, solver) - base;
        let won = p.turn() != solver && distinct_moves(&self.rules, &p).is_empty();
        let db_win = self.database(&p).is_some();
        if !(gain >= self.settings.gain || won || db_win) {
            let s = self.value(&p, depth);
            let s = if p.turn() == solver { s } else { -s };
            if s < DECISIVE {
                return Err(fail(Reason::NotBanked));
            }
        }
        Ok(gain)
    }

    /// The shallowest depth from which the search keeps choosing `key`
    /// with a winning score (at most the line depth).
    fn see_depth(&mut self, pos: &Position, key: &Move) -> u32 {
        let base = material(&self.rules, pos, pos.turn());
        let target = pos.play(key).hash();
        let mut first = self.settings.depth;
        let mut run = false;
        let gain = self.settings.gain;
        self.searcher.new_game();
        let limits = Limits::depth(self.settings.depth);
        self.searcher.search_root(pos, &[], &limits, None, &mut |info| {
            let ok = info.pv.first().is_some_and(|m| pos.play(m).hash() == target)
                && (info.score >= DECISIVE || info.score - base >= gain);
            if ok && !run {
                first = info.depth;
            }
            run = ok;
        });
        if run {
            first
        } else {
            self.settings.depth
        }
    }
}

/// Whether a capture takes a king of `pos`.
pub(super) fn takes_king(rules: &Rules, pos: &Position, m: &Move) -> bool {
    m.captured().iter().any(|&s| pos.piece_at(rules, s).is_some_and(|p| p.kind == PieceKind::King))
}
