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
use crate::puzzle_record::{PuzzleDashboard, PuzzleHistory, PuzzlePeriod, PuzzleRun};
use crate::types::{Side, Variant};
use draughts_app::puzzles as pz;
use draughts_app::Worded;
use draughts_engine::puzzle::Theme;
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
    /// A hint: the piece to move (the attempt is then unrated).
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
    /// Shows the step the board waits for ([`PuzzleScreen::next_step`]),
    /// sent once its delay is over.
    Advance,
    /// Adds a theme to the chosen ones, or takes it out.
    ToggleTheme {
        /// The theme.
        theme: PuzzleTheme,
    },
    /// Forgets the chosen themes: puzzles of every theme.
    AllThemes,
    /// Chooses "From my games" (the player's own puzzles), or takes it out.
    ToggleMine,
    /// Sets the difficulty of the next puzzles.
    SetDifficulty {
        /// The difficulty.
        difficulty: PuzzleDifficulty,
    },
    /// Replays the puzzles failed in a period and not solved since (the
    /// dashboard's "N to replay").
    ReplayFailed {
        /// The dashboard's period.
        period: PuzzlePeriod,
    },
    /// Starts a streak run ([`PuzzleScreen::run`]).
    StartRun,
    /// Leaves the streak run.
    LeaveRun,
}

/// A puzzle's motif (the engine's themes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleTheme {
    /// A sacrifice, then a capture of two pieces or more.
    Shot,
    /// The first move gives material away.
    Sacrifice,
    /// A capture of three pieces or more.
    MultiCapture,
    /// A man reaches the king row.
    Breakthrough,
    /// The solver takes a king.
    KingCapture,
    /// The defender is crowned, and the new king is taken.
    SendToKing,
    /// A man crowned in a capture goes on as a king.
    PromotionInCapture,
    /// Few pieces left.
    Endgame,
    /// An ending of men won by a tempo move.
    Opposition,
    /// The line ends in a database win.
    Database,
    /// The defender is left without a move.
    Blockade,
    /// The first move picks one capture among several.
    CaptureChoice,
    /// A quiet first move.
    QuietMove,
}

impl From<PuzzleTheme> for Theme {
    fn from(t: PuzzleTheme) -> Theme {
        match t {
            PuzzleTheme::Shot => Theme::Shot,
            PuzzleTheme::Sacrifice => Theme::Sacrifice,
            PuzzleTheme::MultiCapture => Theme::MultiCapture,
            PuzzleTheme::Breakthrough => Theme::Breakthrough,
            PuzzleTheme::KingCapture => Theme::KingCapture,
            PuzzleTheme::SendToKing => Theme::SendToKing,
            PuzzleTheme::PromotionInCapture => Theme::PromotionInCapture,
            PuzzleTheme::Endgame => Theme::Endgame,
            PuzzleTheme::Opposition => Theme::Opposition,
            PuzzleTheme::Database => Theme::Database,
            PuzzleTheme::Blockade => Theme::Blockade,
            PuzzleTheme::CaptureChoice => Theme::CaptureChoice,
            PuzzleTheme::QuietMove => Theme::QuietMove,
        }
    }
}

impl From<Theme> for PuzzleTheme {
    fn from(t: Theme) -> PuzzleTheme {
        match t {
            Theme::Shot => PuzzleTheme::Shot,
            Theme::Sacrifice => PuzzleTheme::Sacrifice,
            Theme::MultiCapture => PuzzleTheme::MultiCapture,
            Theme::Breakthrough => PuzzleTheme::Breakthrough,
            Theme::KingCapture => PuzzleTheme::KingCapture,
            Theme::SendToKing => PuzzleTheme::SendToKing,
            Theme::PromotionInCapture => PuzzleTheme::PromotionInCapture,
            Theme::Endgame => PuzzleTheme::Endgame,
            Theme::Opposition => PuzzleTheme::Opposition,
            Theme::Database => PuzzleTheme::Database,
            Theme::Blockade => PuzzleTheme::Blockade,
            Theme::CaptureChoice => PuzzleTheme::CaptureChoice,
            Theme::QuietMove => PuzzleTheme::QuietMove,
        }
    }
}

/// How hard the next puzzles are, relative to the player's rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleDifficulty {
    /// 300 below.
    Easier,
    /// At the rating.
    Normal,
    /// 300 above.
    Harder,
}

impl From<PuzzleDifficulty> for pz::Difficulty {
    fn from(d: PuzzleDifficulty) -> pz::Difficulty {
        match d {
            PuzzleDifficulty::Easier => pz::Difficulty::Easier,
            PuzzleDifficulty::Normal => pz::Difficulty::Normal,
            PuzzleDifficulty::Harder => pz::Difficulty::Harder,
        }
    }
}

impl From<pz::Difficulty> for PuzzleDifficulty {
    fn from(d: pz::Difficulty) -> PuzzleDifficulty {
        match d {
            pz::Difficulty::Easier => PuzzleDifficulty::Easier,
            pz::Difficulty::Normal => PuzzleDifficulty::Normal,
            pz::Difficulty::Harder => PuzzleDifficulty::Harder,
        }
    }
}

/// What the board shows at the next step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleStepKind {
    /// The opponent's forced reply.
    Reply,
    /// The opponent's answer to a wrong move.
    Refutation,
    /// The wrong move taken back.
    TakeBack,
    /// The next move of the solution.
    Solution,
}

/// The step the board waits for: send [`PuzzleInput::Advance`] after
/// `delay_ms` (any other input shows every pending step at once).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PuzzlePendingStep {
    /// What it shows.
    pub kind: PuzzleStepKind,
    /// How long to wait, in milliseconds.
    pub delay_ms: u32,
}

/// The player's rating before and after the puzzle, to animate.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleRatingChange {
    /// Before.
    pub before: i32,
    /// After.
    pub after: i32,
    /// "1500 → 1512 (+12)".
    pub text: String,
}

/// How a puzzle of the sitting ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleSittingResult {
    /// Solved without help.
    Solved,
    /// Solved after a hint.
    Hinted,
    /// Failed.
    Failed,
}

/// One puzzle of the sitting: a chip that reopens it
/// ([`PuzzleInput::Start`] with its index), unrated.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleSittingChip {
    /// The puzzle's index.
    pub index: u32,
    /// How it ended.
    pub result: PuzzleSittingResult,
    /// The rating change it brought.
    pub change: i32,
    /// "+12".
    pub change_text: String,
    /// "Puzzle 2: solved, +12" (for the screen reader).
    pub label: String,
    /// Whether it is the puzzle on the board.
    pub current: bool,
}

/// One row of the themes list.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleThemeRow {
    /// The theme ([`PuzzleInput::ToggleTheme`]).
    pub theme: PuzzleTheme,
    /// "Shot".
    pub name: String,
    /// A line saying what it is.
    pub description: String,
    /// How many puzzles show it.
    pub count: u32,
    /// "120 puzzles".
    pub count_text: String,
    /// The player's puzzles of the theme tried.
    pub tried: u32,
    /// Of those, solved at the first try.
    pub solved: u32,
    /// "3 of 5 solved at the first try", or "Not tried yet".
    pub progress: String,
    /// Whether it is chosen.
    pub chosen: bool,
}

/// One difficulty to choose.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleDifficultyChoice {
    /// The difficulty.
    pub difficulty: PuzzleDifficulty,
    /// "Easier".
    pub label: String,
    /// Whether it is chosen.
    pub chosen: bool,
}

/// The headings of the puzzle and themes screens.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleLabels {
    /// "Puzzles": the screen's title, and home's card.
    pub title: String,
    /// "Themes".
    pub themes_title: String,
    /// "Difficulty".
    pub difficulty_title: String,
    /// "This sitting".
    pub sitting_title: String,
    /// "All themes", or the chosen ones.
    pub chosen_themes: String,
    /// "Variant": the heading of the variants to choose ([`crate::puzzle_variants`]).
    pub variant_title: String,
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
    /// Opens the themes and difficulty.
    pub themes: ControlView,
    /// Forgets the chosen themes.
    pub all_themes: ControlView,
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
    /// The step the board waits for, if any.
    pub next_step: Option<PuzzlePendingStep>,
    /// The player's rating before and after this puzzle, once rated.
    pub rating_change: Option<PuzzleRatingChange>,
    /// Puzzles solved in a row at the first try.
    pub streak: u32,
    /// The longest streak.
    pub best_streak: u32,
    /// The puzzles of this sitting, in the order played.
    pub sitting: Vec<PuzzleSittingChip>,
    /// The themes of the variant's puzzles, with the player's progress.
    pub theme_rows: Vec<PuzzleThemeRow>,
    /// The difficulties to choose from.
    pub difficulty: Vec<PuzzleDifficultyChoice>,
    /// "From my games": the player's own puzzles.
    pub mine: crate::personal::PuzzleMineRow,
    /// The headings.
    pub labels: PuzzleLabels,
    /// Streak mode: the run, the best one, the end-of-run sentence.
    pub run: PuzzleRun,
    /// Where the puzzle on screen comes from, when it is one of the
    /// player's own ("From your game Alice – Bob · 2026.12.01").
    #[uniffi(default = None)]
    pub source: Option<String>,
    /// The solution in notation, once the puzzle is over (solved, or shown
    /// by [`PuzzleInput::ShowSolution`]); empty while it is solved.
    pub solution: Vec<String>,
    /// The last input changed the player's record: save
    /// [`PuzzleTrainerHandle::record`] now (and only then).
    pub record_changed: bool,
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
                themes: (&v.controls.themes).into(),
                all_themes: (&v.controls.all_themes).into(),
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
            next_step: v.next_step.map(|s| PuzzlePendingStep {
                kind: match s.kind {
                    pz::StepKind::Reply => PuzzleStepKind::Reply,
                    pz::StepKind::Refutation => PuzzleStepKind::Refutation,
                    pz::StepKind::TakeBack => PuzzleStepKind::TakeBack,
                    pz::StepKind::Solution => PuzzleStepKind::Solution,
                },
                delay_ms: s.delay_ms,
            }),
            rating_change: v.rating_change.map(|c| PuzzleRatingChange {
                before: c.before,
                after: c.after,
                text: c.text,
            }),
            streak: v.streak,
            best_streak: v.best_streak,
            sitting: v.sitting.into_iter().map(sitting_chip).collect(),
            theme_rows: v.theme_rows.into_iter().map(theme_row).collect(),
            difficulty: v
                .difficulty
                .into_iter()
                .map(|d| PuzzleDifficultyChoice {
                    difficulty: d.difficulty.into(),
                    label: d.label,
                    chosen: d.chosen,
                })
                .collect(),
            mine: v.mine.into(),
            source: v.source.clone(),
            labels: PuzzleLabels {
                title: v.labels.title,
                themes_title: v.labels.themes_title,
                difficulty_title: v.labels.difficulty_title,
                sitting_title: v.labels.sitting_title,
                chosen_themes: v.labels.chosen_themes,
                variant_title: v.labels.variant_title,
            },
            run: v.run.into(),
            solution: v.solution,
            record_changed: v.record_changed,
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
            PuzzleInput::Advance => pz::PuzzleInput::Advance,
            PuzzleInput::ToggleTheme { theme } => pz::PuzzleInput::ToggleTheme(theme.into()),
            PuzzleInput::AllThemes => pz::PuzzleInput::AllThemes,
            PuzzleInput::ToggleMine => pz::PuzzleInput::ToggleMine,
            PuzzleInput::SetDifficulty { difficulty } => {
                pz::PuzzleInput::SetDifficulty(difficulty.into())
            }
            PuzzleInput::ReplayFailed { period } => pz::PuzzleInput::ReplayFailed(period.into()),
            PuzzleInput::StartRun => pz::PuzzleInput::StartRun,
            PuzzleInput::LeaveRun => pz::PuzzleInput::LeaveRun,
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

fn sitting_chip(c: pz::SittingChip) -> PuzzleSittingChip {
    PuzzleSittingChip {
        index: c.index as u32,
        result: match c.result {
            pz::SittingResult::Solved => PuzzleSittingResult::Solved,
            pz::SittingResult::Hinted => PuzzleSittingResult::Hinted,
            pz::SittingResult::Failed => PuzzleSittingResult::Failed,
        },
        change: c.change,
        change_text: c.change_text,
        label: c.label,
        current: c.current,
    }
}

fn theme_row(r: pz::ThemeRow) -> PuzzleThemeRow {
    PuzzleThemeRow {
        theme: r.theme.into(),
        name: r.name,
        description: r.description,
        count: r.count as u32,
        count_text: r.count_text,
        tried: r.tried,
        solved: r.solved,
        progress: r.progress,
        chosen: r.chosen,
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
    /// The player's progress per theme, one line each, the most tried first.
    pub fn theme_progress(&self) -> Result<Vec<String>> {
        guard(|| Ok(self.lock().core.theme_progress()))
    }
    /// The player's record, as bytes to store.
    pub fn record(&self) -> Result<Vec<u8>> {
        guard(|| Ok(self.lock().core.record().to_bytes()))
    }

    /// Sets today's date (ISO 8601, from the platform clock): it dates the
    /// attempts kept in the record and ends the dashboard's periods.
    pub fn set_today(&self, today: String) -> Result<()> {
        guard(|| {
            let day = pz::Day::parse(&today).map_err(|e| argument(e.to_string()))?;
            self.lock().core.set_today(day);
            Ok(())
        })
    }

    /// The dashboard of a period.
    pub fn dashboard(&self, period: PuzzlePeriod) -> Result<PuzzleDashboard> {
        guard(|| Ok(self.lock().core.dashboard(period.into()).into()))
    }

    /// The recent puzzles, under date headings.
    pub fn history(&self) -> Result<PuzzleHistory> {
        guard(|| Ok(self.lock().core.history().into()))
    }
    /// Chooses exactly these themes (none: every theme), as "Put it into
    /// practice" does, then the snapshot.
    pub fn choose_themes(&self, themes: Vec<PuzzleTheme>) -> Result<PuzzleScreen> {
        guard(|| {
            let mut t = self.lock();
            let themes: Vec<Theme> = themes.into_iter().map(Into::into).collect();
            t.core.choose_themes(&themes);
            Ok(t.screen())
        })
    }
}

#[uniffi::export]
impl PuzzleCheckJob {
    /// The opponent's legal answers to the move, in notation.
    pub fn replies(&self) -> Result<Vec<String>> {
        guard(|| {
            let rules = self.check.rules();
            let after = self.check.after();
            let legal = after.legal_moves(&rules);
            Ok(legal.iter().map(|m| after.move_text(&rules, m)).collect())
        })
    }
    /// Answers the check with a score and refutation found elsewhere (the
    /// app's own search, or a test's fake) instead of [`PuzzleCheckJob::run`]
    /// (`IllegalMove` if the refutation is not an answer here).
    pub fn answer(&self, score: i32, refutation: Option<String>) -> Result<()> {
        guard(|| {
            let rules = self.check.rules();
            let r = match refutation {
                Some(text) => Some(
                    self.check
                        .after()
                        .parse_move(&rules, &text)
                        .map_err(|e| DraughtsError::IllegalMove { reason: e.worded(Lang::En) })?,
                ),
                None => None,
            };
            *self.answer.lock().unwrap_or_else(|e| e.into_inner()) =
                Some(self.check.answer(score, r));
            Ok(())
        })
    }
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
        assert!(s.prompt.contains("to play and win"), "{}", s.prompt);
        let solution = {
            let shown =
                PuzzleTrainerHandle::new(Variant::Russian, Vec::new(), Language::En).unwrap();
            shown.send(PuzzleInput::Next).unwrap();
            shown.send(PuzzleInput::ShowSolution).unwrap().solution
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
            shown.send(PuzzleInput::ShowSolution).unwrap().solution.remove(0)
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

    /// The solution shown is played a step at a time through `Advance`;
    /// the sitting, the themes and the difficulty come through the handle.
    #[test]
    fn the_steps_the_sitting_and_the_themes_through_the_handle() {
        let t = PuzzleTrainerHandle::new(Variant::English, Vec::new(), Language::En).unwrap();
        let start = t.send(PuzzleInput::Next).unwrap();
        assert_eq!(start.next_step, None);
        assert_eq!(start.streak, 0);
        let mut s = t.send(PuzzleInput::ShowSolution).unwrap();
        assert_eq!(s.board.fen, start.board.fen, "the solution starts where the player stood");
        let mut steps = 0;
        while let Some(step) = s.next_step {
            assert_eq!(step, PuzzlePendingStep { kind: PuzzleStepKind::Solution, delay_ms: 800 });
            s = t.send(PuzzleInput::Advance).unwrap();
            steps += 1;
        }
        assert!(steps >= 1);
        assert_eq!(s.board.fen, s.fen, "the board ends on the solution's last position");
        assert_eq!(s.sitting.len(), 1);
        assert_eq!(s.sitting[0].result, PuzzleSittingResult::Failed);
        let change = s.rating_change.clone().expect("rated");
        assert!(change.after < change.before);
        assert!(s.controls.themes.enabled && !s.controls.all_themes.enabled);
        let theme = s.theme_rows[0].theme;
        let s = t.send(PuzzleInput::ToggleTheme { theme }).unwrap();
        assert!(s.theme_rows[0].chosen);
        assert_eq!(s.labels.chosen_themes, s.theme_rows[0].name);
        let s =
            t.send(PuzzleInput::SetDifficulty { difficulty: PuzzleDifficulty::Harder }).unwrap();
        let chosen: Vec<_> = s.difficulty.iter().filter(|d| d.chosen).collect();
        assert_eq!(chosen[0].difficulty, PuzzleDifficulty::Harder);
        let s = t.send(PuzzleInput::AllThemes).unwrap();
        assert!(s.theme_rows.iter().all(|r| !r.chosen));
    }

    /// A check answered with a fake, as an app's tests do: the refutation
    /// is shown, then the move taken back.
    #[test]
    fn a_check_answered_elsewhere_shows_its_refutation() {
        let t = PuzzleTrainerHandle::new(Variant::English, Vec::new(), Language::En).unwrap();
        let s = t.send(PuzzleInput::Next).unwrap();
        let first = {
            let shown =
                PuzzleTrainerHandle::new(Variant::English, Vec::new(), Language::En).unwrap();
            shown.send(PuzzleInput::Next).unwrap();
            shown.send(PuzzleInput::ShowSolution).unwrap().solution.remove(0)
        };
        let wrong = s.board.legal_moves.iter().find(|m| m.notation != first).unwrap().clone();
        let s = t.send(PuzzleInput::Drag { from: wrong.from, to: wrong.to }).unwrap();
        assert!(s.judging, "{s:?}");
        let job = t.check_job().unwrap().expect("a check");
        assert!(t.finish_check(job.clone()).is_err(), "not answered yet");
        let replies = job.replies().unwrap();
        assert!(job.answer(-400, Some("not a move".into())).is_err());
        job.answer(-400, Some(replies[0].clone())).unwrap();
        let s = t.finish_check(job).unwrap();
        assert_eq!(s.outcome, Some(PuzzleOutcome::Wrong));
        assert_eq!(s.next_step.map(|n| n.kind), Some(PuzzleStepKind::Refutation));
        assert!(s.said.contains(&replies[0]), "{}", s.said);
    }

    /// The flag the apps save on, mirrored: set by an input that changed
    /// the record, not by one that left it.
    #[test]
    fn the_screen_says_when_the_record_must_be_saved() {
        let t = PuzzleTrainerHandle::new(Variant::English, Vec::new(), Language::En).unwrap();
        assert!(!t.screen().unwrap().record_changed);
        assert!(t.send(PuzzleInput::Next).unwrap().record_changed);
        assert!(!t.send(PuzzleInput::Flip).unwrap().record_changed);
        let s = t.send(PuzzleInput::ShowSolution).unwrap();
        assert!(s.record_changed && !s.solution.is_empty());
        assert!(!t.send(PuzzleInput::ShowSolution).unwrap().record_changed);
    }

    fn last_replies(v: &PuzzleVerdict) -> Vec<String> {
        match v {
            PuzzleVerdict::Right { replies, .. } => replies.clone(),
            _ => Vec::new(),
        }
    }
}
