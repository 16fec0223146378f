//! Puzzles from a reviewed game: once every position is evaluated, each
//! mistake (a mistake, a blunder or a missed win) played where the mover
//! stood to win by the puzzles' gain is a candidate, and the engine's
//! puzzle proof ([`crate::puzzles::prove_position`], the proof of the
//! shipped puzzles) decides whether the position before it is a puzzle:
//! one winning move, the line banking the gain. Each proof is a
//! [`ProofJob`] the front end runs as it runs the review's searches; the
//! pass's cancel and restart refuse a stale answer the same way.

use super::classify::MoveClass;
use super::eval::Eval;
use super::review::{GameReview, ReviewTicket};
use crate::i18n::tr;
use crate::puzzles::{prove_position, PersonalPuzzle, PersonalSource};
use crate::Stale;
use draughts_engine::puzzle::{self, Puzzle};
use draughts_game::Lang;
use draughts_rules::{Move, Position, Rules};

/// One proof to run off the review: is the position before a mistake a
/// puzzle?
#[derive(Clone, Debug)]
pub struct ProofJob {
    /// Hand it back with the answer (its index is the position's).
    pub ticket: ReviewTicket,
    /// The rules.
    pub rules: Rules,
    /// The position before the mistake.
    pub position: Position,
    /// The move played there (the mistake).
    pub played: Move,
}

/// The answer of a [`ProofJob`]: the puzzle, when the position is one
/// whose solution is not the move played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofAnswer {
    /// The proved puzzle.
    pub puzzle: Option<Puzzle>,
}

impl ProofJob {
    /// Runs the proof on the calling thread: fixed search depths (the
    /// shipped puzzles'), seconds in a release build.
    pub fn run(&self) -> ProofAnswer {
        let proved = prove_position(&self.rules, &self.position).and_then(Result::ok);
        let after = self.position.play(&self.played);
        let puzzle = proved.filter(|p| self.position.play(&p.line[0]) != after);
        ProofAnswer { puzzle }
    }
}

/// How far the search for puzzles in a reviewed game is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PersonalProgress {
    /// Candidates proved or refused.
    pub done: usize,
    /// Candidates.
    pub total: usize,
    /// Proofs remain and the pass is not stopped.
    pub running: bool,
    /// The puzzles found so far.
    pub found: usize,
    /// "Looking for puzzles in this game… (1/3)", then "2 positions from
    /// this game were added to your puzzles".
    pub text: String,
}

impl GameReview {
    /// The candidates: the positions (indices) before a mistake, a blunder
    /// or a missed win, where the mover's evaluation was a win by the
    /// puzzles' gain. None until the review is complete, none for rules
    /// that ship no puzzles.
    pub fn puzzle_candidates(&self) -> Vec<usize> {
        let Some(variant) = self.rules().variant() else { return Vec::new() };
        if !self.is_complete() {
            return Vec::new();
        }
        let gain = puzzle::builtin(variant).settings.gain;
        let report = self.report(Lang::En);
        report
            .moves
            .iter()
            .filter(|m| {
                matches!(m.class, MoveClass::Mistake | MoveClass::Blunder | MoveClass::MissedWin)
            })
            .map(|m| m.ply - 1)
            .filter(|&i| {
                let pos = self.position_at(i);
                let mover = pos.turn();
                let base = puzzle::material(self.rules(), &pos, mover);
                match self.eval_at(i) {
                    Some(Eval::Win { winner, .. } | Eval::DatabaseWin { winner }) => {
                        winner == mover
                    }
                    // The review's budget is small: half the gain is
                    // enough to ask the proof.
                    Some(e) => e.cp_for(mover) - base >= gain / 2,
                    None => false,
                }
            })
            .collect()
    }

    /// The next proof to run, once the review is complete and running.
    pub fn next_proof_job(&self) -> Option<ProofJob> {
        if self.is_cancelled() {
            return None;
        }
        let index =
            self.puzzle_candidates().into_iter().find(|i| !self.proofs().contains_key(i))?;
        Some(ProofJob {
            ticket: ReviewTicket { generation: self.generation(), index },
            rules: *self.rules(),
            position: self.position_at(index),
            played: self.move_at(index).0,
        })
    }

    /// Takes a proof's answer if its ticket is still the one wanted.
    pub fn apply_proof(&mut self, job: &ProofJob, answer: &ProofAnswer) -> Result<(), Stale> {
        let wanted = self.next_proof_job().map(|j| j.ticket);
        if wanted != Some(job.ticket) {
            return Err(Stale);
        }
        self.record_proof(job.ticket.index, answer.puzzle.clone());
        Ok(())
    }

    /// How far the search for puzzles is, once the review is complete and
    /// has a candidate (a game without one says nothing).
    pub fn personal_progress(&self, lang: Lang) -> Option<PersonalProgress> {
        if !self.is_complete() {
            return None;
        }
        let candidates = self.puzzle_candidates();
        let total = candidates.len();
        if total == 0 {
            return None;
        }
        let done = candidates.iter().filter(|i| self.proofs().contains_key(i)).count();
        let found = self.found_puzzles().len();
        let text = if done < total {
            tr(lang, "review-personal-searching", &[("done", done.into()), ("total", total.into())])
        } else {
            tr(lang, "review-personal-added", &[("count", found.into())])
        };
        Some(PersonalProgress {
            done,
            total,
            running: done < total && !self.is_cancelled(),
            found,
            text,
        })
    }

    /// The puzzles proved, in game order, with the ply of each mistake.
    pub fn found_puzzles(&self) -> Vec<(usize, Puzzle)> {
        self.proofs().iter().filter_map(|(i, p)| p.clone().map(|p| (*i + 1, p))).collect()
    }

    /// The puzzles proved, as the record keeps them: from `game` (as the
    /// app names it), found on `date`.
    pub fn personal_puzzles(&self, game: &str, date: &str) -> Vec<PersonalPuzzle> {
        let Some(variant) = self.rules().variant() else { return Vec::new() };
        self.found_puzzles()
            .iter()
            .map(|(ply, p)| {
                let source = PersonalSource {
                    game: game.to_string(),
                    ply: *ply as u32,
                    date: date.to_string(),
                };
                PersonalPuzzle::new(variant, p, &source)
            })
            .collect()
    }
}
