//! The puzzle trainer: one handle per puzzle screen, wrapping the core's
//! [`PuzzleTrainer`](draughts_app::puzzles::PuzzleTrainer) behind a mutex.
//! Every input returns what happened ([`PuzzleVerdict`]); the screen is
//! [`PuzzleScreen`].
//!
//! A move that is not the solution's is judged by a search run off the
//! handle, as the review's are: the app takes a [`PuzzleCheckJob`]
//! ([`PuzzleTrainerHandle::check_job`]), runs it on a worker thread
//! ([`PuzzleCheckJob::run`]) and hands it back
//! ([`PuzzleTrainerHandle::apply_check`]). The player's record comes in
//! and goes out as bytes ([`PuzzleTrainerHandle::record`]).

use crate::error::{argument, guard, guard_in, DraughtsError, Result};
use crate::inputs::Language;
use crate::types::{Side, Variant};
use draughts_app::puzzles as pz;
use draughts_app::Worded;
use draughts_game::Lang;
use std::sync::{Arc, Mutex, MutexGuard};

/// Where the current puzzle stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleStatus {
    /// No puzzle started (or none for the variant).
    Idle,
    /// The player's move is awaited.
    Solving,
    /// Solved.
    Solved,
    /// Given up: the solution is on the board.
    Shown,
}

/// What a move did.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleVerdict {
    /// The solution's move; the opponent's replies were played.
    Right {
        /// The replies, in notation.
        replies: Vec<String>,
        /// The puzzle is solved.
        solved: bool,
    },
    /// Another move: run [`PuzzleTrainerHandle::check_job`] to judge it.
    NeedsCheck,
    /// Another move that wins too: solved, and the puzzle is flagged.
    AlsoWins,
    /// A move that does not win (taken back), and the answer that refutes it.
    Wrong {
        /// The refutation, in notation.
        refutation: Option<String>,
    },
    /// No puzzle is being solved: none was started, or this one is over.
    NoPuzzle,
    /// The move is not legal in the puzzle's position.
    Illegal,
    /// A check's answer for an earlier puzzle or move: nothing changed.
    Stale,
}

/// The puzzle screen's snapshot.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleScreen {
    /// The board, in PDN FEN.
    pub fen: String,
    /// The side the player moves.
    pub solver: Side,
    /// Where the puzzle stands.
    pub status: PuzzleStatus,
    /// "White to play and win."
    pub prompt: String,
    /// The latest event in words (for the screen reader too).
    pub said: String,
    /// The puzzle's rating, once it is over.
    pub puzzle_rating: Option<u32>,
    /// Its themes in words, once it is over.
    pub themes: Vec<String>,
    /// The player's rating.
    pub rating: i32,
    /// "Puzzle rating 1523 (provisional)".
    pub rating_text: String,
    /// "Streak: 3 puzzles".
    pub streak_text: String,
    /// The square number of the piece to move, after a hint.
    pub hint: Option<u32>,
}

struct Trainer {
    core: pz::PuzzleTrainer,
    pending: Option<pz::AlternativeCheck>,
    lang: Lang,
}

/// A player's puzzle session in one variant.
#[derive(uniffi::Object)]
pub struct PuzzleTrainerHandle {
    inner: Mutex<Trainer>,
}

/// The search that judges a move, to run off the handle.
#[derive(uniffi::Object)]
pub struct PuzzleCheckJob {
    pub(crate) check: pz::AlternativeCheck,
    pub(crate) answer: Mutex<Option<pz::CheckAnswer>>,
}

impl Trainer {
    fn screen(&self) -> PuzzleScreen {
        let v = self.core.view();
        PuzzleScreen {
            fen: v.position.to_fen(&self.rules()),
            solver: v.solver.into(),
            status: match v.state {
                pz::PuzzleState::Idle => PuzzleStatus::Idle,
                pz::PuzzleState::Solving => PuzzleStatus::Solving,
                pz::PuzzleState::Solved => PuzzleStatus::Solved,
                pz::PuzzleState::Shown => PuzzleStatus::Shown,
            },
            prompt: v.prompt,
            said: v.said,
            puzzle_rating: v.puzzle_rating.map(u32::from),
            themes: v.themes,
            rating: v.rating,
            rating_text: v.rating_text,
            streak_text: v.streak_text,
            hint: v.hint.map(|s| self.rules().square_number(s)),
        }
    }

    fn rules(&self) -> draughts_rules::Rules {
        self.core.variant().rules()
    }

    /// The core's verdict for the app; a check is kept for its job.
    fn verdict(&mut self, v: pz::Verdict, before: &draughts_rules::Position) -> PuzzleVerdict {
        let rules = self.rules();
        match v {
            pz::Verdict::Right { replies, solved } => {
                PuzzleVerdict::Right { replies: before.line_text(&rules, &replies).moves, solved }
            }
            pz::Verdict::Check(c) => {
                self.pending = Some(c);
                PuzzleVerdict::NeedsCheck
            }
            pz::Verdict::AlsoWins => PuzzleVerdict::AlsoWins,
            pz::Verdict::Wrong { refutation } => PuzzleVerdict::Wrong {
                refutation: refutation.map(|r| before.move_text(&rules, &r)),
            },
            pz::Verdict::NoPuzzle => PuzzleVerdict::NoPuzzle,
            pz::Verdict::Illegal => PuzzleVerdict::Illegal,
            pz::Verdict::Stale => PuzzleVerdict::Stale,
        }
    }
}

impl PuzzleTrainerHandle {
    fn lock(&self) -> MutexGuard<'_, Trainer> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[uniffi::export]
impl PuzzleTrainerHandle {
    /// A trainer over the shipped puzzles of `variant`, with the player's
    /// record (its bytes; empty for a newcomer). A record that cannot be
    /// read is `InvalidSave`.
    #[uniffi::constructor]
    pub fn new(variant: Variant, record: Vec<u8>, language: Language) -> Result<Arc<Self>> {
        let lang: Lang = language.into();
        guard_in(lang, || {
            let record = if record.is_empty() {
                pz::PuzzleRecord::new()
            } else {
                pz::PuzzleRecord::from_bytes(&record)
                    .map_err(|e| DraughtsError::InvalidSave { reason: e.worded(lang) })?
            };
            let core = pz::PuzzleTrainer::new(variant.into(), record, lang);
            Ok(Arc::new(PuzzleTrainerHandle {
                inner: Mutex::new(Trainer { core, pending: None, lang }),
            }))
        })
    }
    /// The snapshot.
    pub fn screen(&self) -> Result<PuzzleScreen> {
        guard(|| Ok(self.lock().screen()))
    }
    /// Starts the next puzzle for the player's rating.
    pub fn next_puzzle(&self) -> Result<PuzzleScreen> {
        guard(|| {
            let mut t = self.lock();
            t.pending = None;
            t.core.next_puzzle();
            Ok(t.screen())
        })
    }
    /// Plays a move written in notation (`IllegalMove` if it is not one here).
    pub fn play_text(&self, text: String) -> Result<PuzzleVerdict> {
        guard(|| {
            let mut t = self.lock();
            let lang = t.lang;
            let before = t.core.view().position;
            let m = before
                .parse_move(&t.rules(), &text)
                .map_err(|e| DraughtsError::IllegalMove { reason: e.worded(lang) })?;
            let v = t.core.play(&m);
            let after = t.core.view().position;
            let base = if matches!(v, pz::Verdict::Right { .. }) { before.play(&m) } else { after };
            Ok(t.verdict(v, &base))
        })
    }
    /// The search that judges the last move, when it needs one.
    pub fn check_job(&self) -> Result<Option<Arc<PuzzleCheckJob>>> {
        guard(|| {
            let t = self.lock();
            Ok(t.pending
                .clone()
                .map(|check| Arc::new(PuzzleCheckJob { check, answer: Mutex::new(None) })))
        })
    }
    /// Judges the move with a job's answer (`Other` before it has run).
    pub fn apply_check(&self, job: Arc<PuzzleCheckJob>) -> Result<PuzzleVerdict> {
        guard(|| {
            let answer = job
                .answer
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .ok_or_else(|| argument("the check job has not run"))?;
            let mut t = self.lock();
            t.pending = None;
            let before = t.core.view().position.play(&job.check.played);
            let v = t.core.apply_check(&job.check, &answer);
            Ok(t.verdict(v, &before))
        })
    }
    /// A hint: the square number of the piece to move.
    pub fn hint(&self) -> Result<Option<u32>> {
        guard(|| {
            let mut t = self.lock();
            let rules = t.rules();
            Ok(t.core.hint().map(|s| rules.square_number(s)))
        })
    }
    /// Gives up: the solution in notation.
    pub fn show_solution(&self) -> Result<Vec<String>> {
        guard(|| Ok(self.lock().core.show_solution()))
    }
    /// The player's progress per theme, one line each, the most tried first.
    pub fn theme_progress(&self) -> Result<Vec<String>> {
        guard(|| Ok(self.lock().core.theme_progress()))
    }
    /// The player's record, as bytes to store.
    pub fn record(&self) -> Result<Vec<u8>> {
        guard(|| Ok(self.lock().core.record().to_bytes()))
    }
}

#[uniffi::export]
impl PuzzleCheckJob {
    /// Runs the search (seconds at most); call it off the main thread.
    pub fn run(&self) -> Result<()> {
        guard(|| {
            let a = self.check.run();
            *self.answer.lock().unwrap_or_else(|e| e.into_inner()) = Some(a);
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The solution played move by move solves the puzzle; the record
    /// comes back as bytes and loads again; a damaged one is refused in the
    /// handle's language.
    #[test]
    fn a_puzzle_solved_through_the_handle() {
        let t = PuzzleTrainerHandle::new(Variant::Russian, Vec::new(), Language::En).unwrap();
        let s = t.next_puzzle().unwrap();
        assert_eq!(s.status, PuzzleStatus::Solving);
        assert!(s.prompt.ends_with("to play and win."));
        let solution = {
            let shown =
                PuzzleTrainerHandle::new(Variant::Russian, Vec::new(), Language::En).unwrap();
            shown.next_puzzle().unwrap();
            shown.show_solution().unwrap()
        };
        let mut i = 0;
        let mut last = PuzzleVerdict::NoPuzzle;
        while i < solution.len() {
            last = t.play_text(solution[i].clone()).unwrap();
            let PuzzleVerdict::Right { replies, .. } = &last else { panic!("{last:?}") };
            assert_eq!(replies[..], solution[i + 1..i + 1 + replies.len()]);
            i += 1 + replies.len();
        }
        assert_eq!(last, PuzzleVerdict::Right { replies: last_replies(&last), solved: true });
        assert_eq!(t.screen().unwrap().status, PuzzleStatus::Solved);
        let bytes = t.record().unwrap();
        let again =
            PuzzleTrainerHandle::new(Variant::Russian, bytes.clone(), Language::En).unwrap();
        assert_eq!(again.record().unwrap(), bytes);
        let bad = PuzzleTrainerHandle::new(Variant::Russian, b"{}".to_vec(), Language::Fr);
        let Err(DraughtsError::InvalidSave { reason }) = bad else { panic!("refused") };
        assert!(reason.starts_with("ce n'est pas un carnet de problèmes"), "{reason}");
    }

    fn last_replies(v: &PuzzleVerdict) -> Vec<String> {
        match v {
            PuzzleVerdict::Right { replies, .. } => replies.clone(),
            _ => Vec::new(),
        }
    }
}
