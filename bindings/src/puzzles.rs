//! The puzzle trainer: one handle per puzzle screen, wrapping the core's
//! [`PuzzleTrainer`](draughts_app::puzzles::PuzzleTrainer) behind a mutex.
//! Every input ([`PuzzleInput`], through [`PuzzleTrainerHandle::send`])
//! returns the screen ([`PuzzleScreen`]): the board, the buttons, what to
//! say and the outcome of the last move.
//!
//! A move that is not the solution's is judged by a search run off the
//! handle, as the review's are: the app takes a [`PuzzleCheckJob`]
//! ([`PuzzleTrainerHandle::check_job`]), runs it on a worker thread
//! ([`PuzzleCheckJob::run`]) and hands it back
//! ([`PuzzleTrainerHandle::apply_check`]). The player's record comes in
//! and goes out as bytes ([`PuzzleTrainerHandle::record`]).

use crate::board_action::with_board;
use crate::board_view::BoardView;
use crate::controls::ControlView;
use crate::error::{argument, guard, guard_in, DraughtsError, Result};
use crate::inputs::{Key, Language};
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

/// An input of the puzzle screen ([`PuzzleTrainerHandle::send`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleInput {
    /// A tap on a square (its index).
    Tap {
        /// The square index.
        square: u32,
    },
    /// A piece dragged from one square to another.
    Drag {
        /// Where it was picked up.
        from: u32,
        /// Where it was dropped.
        to: u32,
    },
    /// A key on the board.
    Key {
        /// The key.
        key: Key,
    },
    /// Cancels the selection.
    Cancel,
    /// Turns the board around.
    Flip,
    /// A hint: the piece to move (the result then counts half).
    Hint,
    /// Gives up: the solution is shown.
    ShowSolution,
    /// The next puzzle for the player's rating.
    Next,
    /// A chosen puzzle again, by its index in the variant's list.
    Start {
        /// The puzzle's index.
        index: u32,
    },
}

/// What the last move came to, for the screen's colour and sound (the
/// words are in `said`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleOutcome {
    /// The solution's move; the puzzle goes on.
    Right,
    /// The solution's last move: solved.
    Solved,
    /// Another move, being judged: run [`PuzzleTrainerHandle::check_job`].
    Judging,
    /// Another move that wins too: solved.
    AlsoWins,
    /// A move that does not win: taken back.
    Wrong,
    /// No puzzle is being solved.
    NoPuzzle,
    /// The move is not legal here.
    Illegal,
    /// A check's answer came too late: nothing changed.
    Stale,
}

impl From<&pz::Verdict> for PuzzleOutcome {
    fn from(v: &pz::Verdict) -> Self {
        match v {
            pz::Verdict::Right { solved: true, .. } => PuzzleOutcome::Solved,
            pz::Verdict::Right { .. } => PuzzleOutcome::Right,
            pz::Verdict::Check(_) => PuzzleOutcome::Judging,
            pz::Verdict::AlsoWins => PuzzleOutcome::AlsoWins,
            pz::Verdict::Wrong { .. } => PuzzleOutcome::Wrong,
            pz::Verdict::NoPuzzle => PuzzleOutcome::NoPuzzle,
            pz::Verdict::Illegal => PuzzleOutcome::Illegal,
            pz::Verdict::Stale => PuzzleOutcome::Stale,
        }
    }
}

/// The puzzle screen's buttons.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleControls {
    /// Hint.
    pub hint: ControlView,
    /// Show the solution.
    pub solution: ControlView,
    /// Next puzzle; offered once this one is over.
    pub next: ControlView,
}

/// The puzzle screen's snapshot.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleScreen {
    /// The board; taps, drags and keys go to [`PuzzleTrainerHandle::send`].
    pub board: BoardView,
    /// What the last move came to, if the last input played one.
    pub outcome: Option<PuzzleOutcome>,
    /// A move is being judged: the board waits for
    /// [`PuzzleTrainerHandle::check_job`] to run.
    pub judging: bool,
    /// The buttons.
    pub controls: PuzzleControls,
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
            board: (&v.board).into(),
            outcome: v.verdict.as_ref().map(Into::into),
            judging: v.judging.is_some(),
            controls: PuzzleControls {
                hint: (&v.controls.hint).into(),
                solution: (&v.controls.solution).into(),
                next: (&v.controls.next).into(),
            },
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

    /// The core's input for the app's.
    fn input(&self, i: PuzzleInput) -> Result<pz::PuzzleInput> {
        let rules = self.rules();
        let board = pz::PuzzleInput::Board;
        Ok(with_board!(i, PuzzleInput => board, &rules, [Tap, Drag, Key, Cancel, Flip], {
            PuzzleInput::Hint => pz::PuzzleInput::Hint,
            PuzzleInput::ShowSolution => pz::PuzzleInput::ShowSolution,
            PuzzleInput::Next => pz::PuzzleInput::Next,
            PuzzleInput::Start { index } => {
                let i = index as usize;
                if i >= self.core.puzzles().len() {
                    return Err(argument(format!("no puzzle {index}")));
                }
                pz::PuzzleInput::Start(i)
            }
        }))
    }

    /// The core's verdict for the app.
    fn verdict(&mut self, v: pz::Verdict, before: &draughts_rules::Position) -> PuzzleVerdict {
        let rules = self.rules();
        match v {
            pz::Verdict::Right { replies, solved } => {
                PuzzleVerdict::Right { replies: before.line_text(&rules, &replies).moves, solved }
            }
            pz::Verdict::Check(_) => PuzzleVerdict::NeedsCheck,
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
            Ok(Arc::new(PuzzleTrainerHandle { inner: Mutex::new(Trainer { core, lang }) }))
        })
    }
    /// One input of the screen, then the whole snapshot (`Argument` for a
    /// square off the board or an unknown puzzle).
    pub fn send(&self, input: PuzzleInput) -> Result<PuzzleScreen> {
        guard(|| {
            let mut t = self.lock();
            let i = t.input(input)?;
            t.core.send(i);
            Ok(t.screen())
        })
    }
    /// Judges the move being checked with a job's answer, then the
    /// snapshot (`Argument` before the job has run).
    pub fn finish_check(&self, job: Arc<PuzzleCheckJob>) -> Result<PuzzleScreen> {
        guard(|| {
            let answer = job
                .answer
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .ok_or_else(|| argument("the check job has not run"))?;
            let mut t = self.lock();
            t.core.apply_check(&job.check, &answer);
            Ok(t.screen())
        })
    }
    /// The snapshot.
    pub fn screen(&self) -> Result<PuzzleScreen> {
        guard(|| Ok(self.lock().screen()))
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
            Ok(t.core
                .judging()
                .cloned()
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
            let before = t.core.view().position.play(&job.check.played);
            let v = t.core.apply_check(&job.check, &answer);
            Ok(t.verdict(v, &before))
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
        let s = t.send(PuzzleInput::Next).unwrap();
        assert_eq!(s.status, PuzzleStatus::Solving);
        assert!(s.prompt.ends_with("to play and win."));
        let solution = {
            let shown =
                PuzzleTrainerHandle::new(Variant::Russian, Vec::new(), Language::En).unwrap();
            shown.send(PuzzleInput::Next).unwrap();
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

    /// The screen's one contract: a tap selects, a drag of the solution's
    /// first move is judged, the buttons and the words come from the core.
    #[test]
    fn the_screen_answers_each_input_with_the_board_and_the_buttons() {
        let t = PuzzleTrainerHandle::new(Variant::English, Vec::new(), Language::Fr).unwrap();
        let s = t.send(PuzzleInput::Next).unwrap();
        assert_eq!(s.controls.next.label, "Problème suivant");
        assert!(s.controls.hint.enabled && !s.controls.next.offered);
        assert_eq!(s.outcome, None);
        let first = {
            let shown = PuzzleTrainerHandle::new(Variant::English, Vec::new(), Language::En);
            let shown = shown.unwrap();
            shown.send(PuzzleInput::Next).unwrap();
            shown.show_solution().unwrap().remove(0)
        };
        let rules = draughts_rules::Variant::English.rules();
        let pos = draughts_rules::Position::from_fen(&rules, &s.fen).unwrap();
        let m = pos.parse_move(&rules, &first).unwrap();
        let (from, to) = (m.from().0 as u32, m.to().0 as u32);
        let s = t.send(PuzzleInput::Tap { square: from }).unwrap();
        assert_eq!(s.board.selected, Some(from));
        let s = t.send(PuzzleInput::Drag { from, to }).unwrap();
        assert!(matches!(s.outcome, Some(PuzzleOutcome::Right | PuzzleOutcome::Solved)), "{s:?}");
        assert!(s.said.starts_with("Juste"), "{}", s.said);
        assert!(t.send(PuzzleInput::Tap { square: 99 }).is_err(), "off the board");
        assert!(t.send(PuzzleInput::Start { index: 1_000_000 }).is_err());
    }

    fn last_replies(v: &PuzzleVerdict) -> Vec<String> {
        match v {
            PuzzleVerdict::Right { replies, .. } => replies.clone(),
            _ => Vec::new(),
        }
    }
}
