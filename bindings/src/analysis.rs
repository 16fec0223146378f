//! The analysis board and the game review: one handle per analysis on
//! screen, wrapping the core's `AnalysisBoard` behind a mutex. Every input
//! ([`AnalysisInput`], through [`AnalysisHandle::send`]) returns the new
//! snapshot ([`AnalysisView`]): the board, the tree, the engine's lines,
//! the buttons and what to say.
//!
//! The review's searches run off the handle, as the bot's do: the app takes
//! a [`ReviewJobHandle`] ([`AnalysisHandle::review_job`]), runs it on a
//! worker thread ([`ReviewJobHandle::run`]) and hands it back
//! ([`AnalysisHandle::apply_review`]); an answer the handle no longer wants
//! (after a cancel or a new review) is refused.

use crate::board_action::with_board;
use crate::board_view::BoardView;
use crate::controls::ControlView;
use crate::engine_lines::EngineLineView;
use crate::error::{guard, guard_in, Error, Result};
use crate::inputs::{Key, Language};
use crate::types::{RuleSet, Side};
use draughts_app::analysis as an;
use draughts_app::SearchAnswer;
use draughts_engine::Bot;
use draughts_game::Lang;
use std::sync::{Arc, Mutex, MutexGuard};

/// The transposition table of a review search (MiB): one is made per job.
const REVIEW_TT_MIB: usize = 4;

/// One move of the tree, as the move list draws it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct AnalysisMove {
    /// The node the move leads to (for `go_to`, `promote`, `delete`).
    pub node: u64,
    /// "12." or "12…".
    pub label: String,
    /// Whether the list shows the label here.
    pub show_label: bool,
    /// The move in official notation.
    pub text: String,
    /// Who played it.
    pub side: Side,
    /// 0 on the main line, 1 in a variation, and so on.
    pub depth: u32,
    /// The first move of a variation.
    pub starts_variation: bool,
    /// The node on screen.
    pub current: bool,
}

/// What a review move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum MoveClass {
    /// The engine's best move.
    Best,
    /// Close to the best.
    Good,
    /// `?!`.
    Inaccuracy,
    /// `?`.
    Mistake,
    /// `??`.
    Blunder,
    /// A known win let go.
    MissedWin,
    /// The only legal move.
    Forced,
}

impl From<an::MoveClass> for MoveClass {
    fn from(c: an::MoveClass) -> Self {
        match c {
            an::MoveClass::Best => MoveClass::Best,
            an::MoveClass::Good => MoveClass::Good,
            an::MoveClass::Inaccuracy => MoveClass::Inaccuracy,
            an::MoveClass::Mistake => MoveClass::Mistake,
            an::MoveClass::Blunder => MoveClass::Blunder,
            an::MoveClass::MissedWin => MoveClass::MissedWin,
            an::MoveClass::Forced => MoveClass::Forced,
        }
    }
}

/// What an arrow over the analysis board shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum MoveArrowKind {
    /// On a reviewed error: the move the engine would have played instead.
    Better,
    /// The engine's best move on the position on screen.
    Best,
}

/// An arrow over the analysis board: drawn hop by hop through its squares,
/// the head on the last one, in its colour.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveArrow {
    /// The start square, then each landing square, as indices.
    pub squares: Vec<u32>,
    /// What it shows.
    pub kind: MoveArrowKind,
    /// Its colour, ARGB (translucent).
    pub argb: u32,
}

impl From<&an::MoveArrow> for MoveArrow {
    fn from(a: &an::MoveArrow) -> Self {
        MoveArrow {
            squares: crate::board_view::idxs(&a.squares),
            kind: match a.kind {
                an::ArrowKind::Better => MoveArrowKind::Better,
                an::ArrowKind::Best => MoveArrowKind::Best,
            },
            argb: a.argb,
        }
    }
}

/// One reviewed move.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct ReviewedMove {
    /// The ply, from 1.
    pub ply: u32,
    /// "12." or "12…".
    pub label: String,
    /// The move in official notation.
    pub text: String,
    /// Who played it.
    pub side: Side,
    /// The score after it in men, White's side, clamped to ±10.
    pub score: f64,
    /// "+1.2", "#7", "White wins (database)".
    pub eval_label: String,
    /// White's share of the eval bar after it, in percent.
    pub bar: f64,
    /// What the move was.
    pub move_class: MoveClass,
    /// The class in the handle's language.
    pub class_name: String,
    /// The class's sign in the move list: "?!", "?", "??", or empty.
    pub sign: String,
    /// Accuracy in percent (none for a forced move).
    pub accuracy: Option<f64>,
    /// After an inaccuracy or worse: the engine's move, then its line.
    pub better_line: Vec<String>,
}

/// One side's review summary.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct ReviewSummary {
    /// The side.
    pub side: Side,
    /// Accuracy in percent, once a move was judged.
    pub accuracy: Option<f64>,
    /// Average centi-men lost per judged move.
    pub acpl: Option<f64>,
    /// Inaccuracies.
    pub inaccuracies: u32,
    /// Mistakes.
    pub mistakes: u32,
    /// Blunders.
    pub blunders: u32,
    /// Known wins let go.
    pub missed_wins: u32,
    /// The summary in words ("White: accuracy 87%, 1 inaccuracy, …").
    pub text: String,
}

/// The review as drawn: progress, the moves judged so far, the summaries.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct GameReviewView {
    /// Positions evaluated.
    pub done: u32,
    /// Positions to evaluate.
    pub total: u32,
    /// The pass wants jobs.
    pub running: bool,
    /// The moves judged so far.
    pub moves: Vec<ReviewedMove>,
    /// White's summary, then Black's.
    pub summaries: Vec<ReviewSummary>,
    /// White's share of the eval bar at the start, once evaluated (the
    /// graph's first point; each move's `bar` follows).
    pub start_bar: Option<f64>,
}

/// Learning from one side's mistakes, as drawn.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LearnView {
    /// Whose mistakes.
    pub side: Side,
    /// "Learn from your mistakes (1/3)".
    pub title: String,
    /// "12. 32-28 was played: find a better move for White."
    pub prompt: String,
    /// The verdict on the last try, or the solution.
    pub verdict: Option<String>,
    /// The better move was found or shown.
    pub solved: bool,
    /// Past the last mistake (or there was none).
    pub done: bool,
    /// Next mistake.
    pub next: ControlView,
    /// View the solution.
    pub solution: ControlView,
    /// Back to the review.
    pub stop: ControlView,
}

/// An input of the analysis screen ([`AnalysisHandle::send`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum AnalysisInput {
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
    /// Shows a node of the tree.
    GoTo {
        /// The node.
        node: u64,
    },
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// The start position.
    First,
    /// The end of the line on screen.
    Last,
    /// Raises a node's variation one level.
    Promote {
        /// The node.
        node: u64,
    },
    /// Deletes a node and what follows.
    Delete {
        /// The node.
        node: u64,
    },
    /// Plays the first move of one of the engine's lines.
    PlayLine {
        /// The line, from 0.
        index: u32,
    },
    /// Turns the engine on or off.
    Engine {
        /// On.
        on: bool,
    },
    /// More time for the engine on this position.
    Deeper,
    /// Starts a review of the main line.
    StartReview {
        /// Deep rather than fast.
        deep: bool,
    },
    /// Stops the review.
    CancelReview,
    /// Goes on with the review.
    ResumeReview,
    /// After a reviewed error on screen: the engine's line from the
    /// position before it, as a variation.
    ShowBetter,
    /// Starts learning from one side's mistakes.
    Learn {
        /// Whose mistakes.
        side: Side,
    },
    /// The next mistake.
    NextMistake,
    /// Plays the engine's move on the mistake on screen.
    ShowSolution,
    /// Leaves the learning.
    StopLearning,
}

/// The analysis screen's buttons.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct AnalysisControls {
    /// To the start.
    pub first: ControlView,
    /// One move back.
    pub back: ControlView,
    /// One move forward.
    pub forward: ControlView,
    /// To the end of the line.
    pub last: ControlView,
    /// Turns the board.
    pub flip: ControlView,
    /// The engine; offered while it is on.
    pub engine: ControlView,
    /// More time for the engine.
    pub deeper: ControlView,
    /// Raises the variation on screen.
    pub promote: ControlView,
    /// Deletes from the node on screen.
    pub delete: ControlView,
    /// A fast review.
    pub review_fast: ControlView,
    /// A deep review.
    pub review_deep: ControlView,
    /// Stops the review.
    pub review_cancel: ControlView,
    /// Resumes a stopped review.
    pub review_resume: ControlView,
    /// Shows the better move instead of the reviewed error on screen.
    pub better: ControlView,
    /// Learning from White's mistakes.
    pub learn_white: ControlView,
    /// Learning from Black's mistakes.
    pub learn_black: ControlView,
}

/// The analysis screen's snapshot.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct AnalysisView {
    /// The board on the node on screen; taps go to [`AnalysisHandle::send`].
    pub board: BoardView,
    /// The engine is on.
    pub engine_on: bool,
    /// The engine's lines for the node on screen.
    pub lines: Vec<EngineLineView>,
    /// Arrows over the board: the better move on a reviewed error, the
    /// engine's best move (none while a mistake waits to be found).
    pub arrows: Vec<MoveArrow>,
    /// The engine wants lines for this node: start [`AnalysisHandle::lines_job`].
    pub wants_lines: bool,
    /// The review wants a search run (one at a time): take it with
    /// [`AnalysisHandle::review_job`], or once the review is complete
    /// [`AnalysisHandle::proof_job`]; never both at once.
    pub wants_search: bool,
    /// The buttons.
    pub controls: AnalysisControls,
    /// What to announce.
    pub said: String,
    /// Every move of the tree in reading order.
    pub moves: Vec<AnalysisMove>,
    /// The node on screen (0: the start).
    pub current: u64,
    /// Its position in PDN FEN.
    pub fen: String,
    /// The side to move there.
    pub turn: Side,
    /// "12… 19-23", none at the start.
    pub current_move: Option<String>,
    /// Back and first lead somewhere.
    pub can_back: bool,
    /// Forward and last lead somewhere.
    pub can_forward: bool,
    /// The node on screen is on the main line.
    pub on_main_line: bool,
    /// The review of the main line, once one was started.
    pub review: Option<GameReviewView>,
    /// Learning from one side's mistakes, while on.
    pub learn: Option<LearnView>,
    /// Once the review is complete and a mistake missed a win: the search
    /// for puzzles among them ([`AnalysisHandle::proof_job`]) and its line.
    pub personal: Option<crate::personal::PersonalSearchView>,
}

pub(crate) struct Analysis {
    pub(crate) board: an::AnalysisBoard,
}

/// An analysis board: the move tree and the review of its main line.
#[derive(uniffi::Object)]
pub struct AnalysisHandle {
    inner: Mutex<Analysis>,
}

/// One review search, to run off the handle.
#[derive(uniffi::Object)]
pub struct ReviewJobHandle {
    job: an::ReviewJob,
    answer: Mutex<Option<SearchAnswer>>,
}

fn side(c: draughts_rules::Color) -> Side {
    c.into()
}

fn tree_move(m: &an::TreeMove) -> AnalysisMove {
    AnalysisMove {
        node: m.id.0 as u64,
        label: m.label.clone(),
        show_label: m.show_label,
        text: m.text.clone(),
        side: side(m.side),
        depth: m.depth as u32,
        starts_variation: m.starts_variation,
        current: m.current,
    }
}

fn reviewed(m: &an::MoveReview, lang: Lang) -> ReviewedMove {
    ReviewedMove {
        ply: m.ply as u32,
        label: m.label.clone(),
        text: m.text.clone(),
        side: side(m.side),
        score: m.eval.men(),
        eval_label: m.eval_label.clone(),
        bar: m.bar,
        move_class: m.class.into(),
        class_name: m.class.name(lang).to_string(),
        sign: m.class.sign().to_string(),
        accuracy: m.accuracy,
        better_line: m.line.clone(),
    }
}

fn summary(s: &an::SideSummary, lang: Lang) -> ReviewSummary {
    let count = |c| s.counts.iter().find(|(k, _)| *k == c).map_or(0, |(_, n)| *n as u32);
    ReviewSummary {
        side: side(s.side),
        accuracy: s.accuracy,
        acpl: s.acpl,
        inaccuracies: count(an::MoveClass::Inaccuracy),
        mistakes: count(an::MoveClass::Mistake),
        blunders: count(an::MoveClass::Blunder),
        missed_wins: count(an::MoveClass::MissedWin),
        text: an::summary_text(s, lang),
    }
}

fn review_view(p: an::ReviewProgress, report: &an::ReviewReport, lang: Lang) -> GameReviewView {
    GameReviewView {
        done: p.done as u32,
        total: p.total as u32,
        running: p.running,
        moves: report.moves.iter().map(|m| reviewed(m, lang)).collect(),
        summaries: report.summary.iter().map(|s| summary(s, lang)).collect(),
        start_bar: report.start.map(|e| e.bar()),
    }
}

fn learn_view(l: an::LearnView) -> LearnView {
    LearnView {
        side: side(l.side),
        title: l.title,
        prompt: l.prompt,
        verdict: l.verdict,
        solved: l.solved,
        done: l.done,
        next: (&l.next).into(),
        solution: (&l.solution).into(),
        stop: (&l.stop).into(),
    }
}

impl Analysis {
    fn lang(&self) -> Lang {
        self.board.lang()
    }

    fn rules(&self) -> draughts_rules::Rules {
        *self.board.tree().rules()
    }

    fn view(&self) -> AnalysisView {
        let v = self.board.view();
        let lang = self.lang();
        let c = &v.controls;
        let t = v.tree;
        AnalysisView {
            board: (&v.board).into(),
            engine_on: v.engine_on,
            lines: v.lines.iter().map(Into::into).collect(),
            arrows: v.arrows.iter().map(Into::into).collect(),
            wants_lines: v.wants_lines,
            wants_search: v.wants_search,
            controls: AnalysisControls {
                first: (&c.first).into(),
                back: (&c.back).into(),
                forward: (&c.forward).into(),
                last: (&c.last).into(),
                flip: (&c.flip).into(),
                engine: (&c.engine).into(),
                deeper: (&c.deeper).into(),
                promote: (&c.promote).into(),
                delete: (&c.delete).into(),
                review_fast: (&c.review_fast).into(),
                review_deep: (&c.review_deep).into(),
                review_cancel: (&c.review_cancel).into(),
                review_resume: (&c.review_resume).into(),
                better: (&c.better).into(),
                learn_white: (&c.learn_white).into(),
                learn_black: (&c.learn_black).into(),
            },
            said: v.said,
            moves: t.moves.iter().map(tree_move).collect(),
            current: t.current.0 as u64,
            fen: t.fen,
            turn: side(t.turn),
            current_move: t.current_move,
            can_back: t.can_back,
            can_forward: t.can_forward,
            on_main_line: t.on_main_line,
            review: v.review_progress.zip(v.review.as_ref()).map(|(p, r)| review_view(p, r, lang)),
            learn: v.learn.map(learn_view),
            personal: v.personal.map(Into::into),
        }
    }

    /// The core's input for the app's.
    fn input(&self, i: AnalysisInput) -> Result<an::AnalysisInput, Error> {
        let rules = self.rules();
        let board = an::AnalysisInput::Board;
        Ok(with_board!(i, AnalysisInput => board, &rules, [Tap, Drag, Key, Cancel, Flip], {
            AnalysisInput::GoTo { node: n } => an::AnalysisInput::GoTo(self.known(n)?),
            AnalysisInput::Back => an::AnalysisInput::Back,
            AnalysisInput::Forward => an::AnalysisInput::Forward,
            AnalysisInput::First => an::AnalysisInput::First,
            AnalysisInput::Last => an::AnalysisInput::Last,
            AnalysisInput::Promote { node: n } => an::AnalysisInput::Promote(self.known(n)?),
            AnalysisInput::Delete { node: n } => an::AnalysisInput::Delete(self.known(n)?),
            AnalysisInput::PlayLine { index } => an::AnalysisInput::PlayLine(index as usize),
            AnalysisInput::Engine { on } => an::AnalysisInput::Engine(on),
            AnalysisInput::Deeper => an::AnalysisInput::Deeper,
            AnalysisInput::StartReview { deep } => an::AnalysisInput::StartReview(if deep {
                an::ReviewDepth::Deep
            } else {
                an::ReviewDepth::Fast
            }),
            AnalysisInput::CancelReview => an::AnalysisInput::CancelReview,
            AnalysisInput::ResumeReview => an::AnalysisInput::ResumeReview,
            AnalysisInput::ShowBetter => an::AnalysisInput::ShowBetter,
            AnalysisInput::Learn { side } => an::AnalysisInput::Learn(side.into()),
            AnalysisInput::NextMistake => an::AnalysisInput::NextMistake,
            AnalysisInput::ShowSolution => an::AnalysisInput::ShowSolution,
            AnalysisInput::StopLearning => an::AnalysisInput::StopLearning,
        }))
    }

    /// A node of the tree; `Argument` for an unknown or deleted one.
    fn known(&self, id: u64) -> Result<an::NodeId, Error> {
        let n = node(id);
        match self.board.tree().position(n) {
            Some(_) => Ok(n),
            None => Err(Error::Argument(format!("node {id} is not in the tree"))),
        }
    }
}

fn node(id: u64) -> an::NodeId {
    an::NodeId(usize::try_from(id).unwrap_or(usize::MAX))
}

impl AnalysisHandle {
    pub(crate) fn lock(&self) -> MutexGuard<'_, Analysis> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn wrap(tree: an::MoveTree, lang: Lang) -> Arc<Self> {
        let board = an::AnalysisBoard::new(tree, lang);
        Arc::new(AnalysisHandle { inner: Mutex::new(Analysis { board }) })
    }

    /// A request for the engine's lines on the node on screen (the core
    /// picks the budget and stops the previous request).
    pub(crate) fn new_lines_request(&self) -> (an::LinesRequest, Lang) {
        let mut a = self.lock();
        let lang = a.lang();
        (a.board.request_lines(), lang)
    }

    /// The lines of a request, kept for the snapshot unless stale.
    pub(crate) fn take_lines(&self, ticket: u64, lines: &[an::EngineLine]) {
        let _ = self.lock().board.apply_lines(ticket, lines.to_vec());
    }

    /// Runs `f` under the lock with panics caught, then the snapshot.
    fn input(&self, f: impl FnOnce(&mut Analysis) -> Result<(), Error>) -> Result<AnalysisView> {
        guard(|| {
            let mut a = self.lock();
            f(&mut a).map_err(|e| e.worded(a.lang()))?;
            Ok(a.view())
        })
    }
}

#[uniffi::export]
impl AnalysisHandle {
    /// An analysis of a set-up position (`InvalidFen` if it cannot be read).
    #[uniffi::constructor]
    pub fn from_fen(rules: RuleSet, fen: String, language: Language) -> Result<Arc<Self>> {
        guard_in(language.into(), || {
            let tree = an::MoveTree::from_fen(rules.to_core()?, &fen)?;
            Ok(Self::wrap(tree, language.into()))
        })
    }
    /// An analysis of game `index` (from 0) of a PDN text: its moves are the main line.
    #[uniffi::constructor]
    pub fn from_pdn(text: String, index: u32, language: Language) -> Result<Arc<Self>> {
        guard_in(language.into(), || {
            let g = crate::records::pdn_game(&text, index)?;
            Ok(Self::wrap(an::MoveTree::from_pdn(&g), language.into()))
        })
    }
    /// One input of the screen, then the whole snapshot (`Argument` for a
    /// square off the board or an unknown node).
    pub fn send(&self, input: AnalysisInput) -> Result<AnalysisView> {
        self.input(|a| {
            let i = a.input(input)?;
            a.board.send(i);
            Ok(())
        })
    }
    /// The snapshot.
    pub fn view(&self) -> Result<AnalysisView> {
        self.input(|_| Ok(()))
    }
    /// Plays a move from the node on screen (a variation if another move follows there).
    pub fn play_text(&self, text: String) -> Result<AnalysisView> {
        self.input(|a| {
            let pos = a.board.tree().position(a.board.tree().current());
            let rules = a.rules();
            let m = pos.map(|p| p.parse_move(&rules, &text)).transpose()?;
            let Some(m) = m else { return Ok(()) };
            a.board.send(an::AnalysisInput::Play(m));
            Ok(())
        })
    }
    /// The review's next search, to run off the handle; none when it waits for nothing.
    pub fn review_job(&self) -> Result<Option<Arc<ReviewJobHandle>>> {
        guard(|| {
            let job = self.lock().board.review_job();
            Ok(job.map(|job| Arc::new(ReviewJobHandle { job, answer: Mutex::new(None) })))
        })
    }
    /// Takes a job's answer: false (nothing changes) when it is stale or was not run.
    pub fn apply_review(&self, job: Arc<ReviewJobHandle>) -> Result<bool> {
        guard(|| {
            let answer = job.answer.lock().unwrap_or_else(|e| e.into_inner()).clone();
            let Some(answer) = answer else { return Ok(false) };
            Ok(self.lock().board.apply_review(&job.job, &answer).is_ok())
        })
    }
}

#[uniffi::export]
impl ReviewJobHandle {
    /// Runs the search on the calling thread (a worker: it takes the budget).
    pub fn run(&self) -> Result<()> {
        guard(|| {
            let mut bot = Bot::with_tt(self.job.rules, REVIEW_TT_MIB);
            let answer = self.job.run(&mut bot);
            *self.answer.lock().unwrap_or_else(|e| e.into_inner()) = Some(answer);
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn handle() -> Arc<AnalysisHandle> {
        let pdn = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n".to_string();
        AnalysisHandle::from_pdn(pdn, 0, Language::Fr).unwrap()
    }

    #[test]
    fn the_tree_moves_and_the_review_runs_job_by_job() {
        let a = handle();
        let v = a.send(AnalysisInput::Forward).unwrap();
        assert_eq!((v.current, v.current_move.as_deref()), (1, Some("1. 32-28")));
        let v = a.play_text("18-23".into()).unwrap();
        assert!(!v.on_main_line);
        assert_eq!(v.moves.iter().filter(|m| m.starts_variation).count(), 1);
        assert!(a.play_text("50-45".into()).is_err());
        assert!(a.send(AnalysisInput::GoTo { node: 99 }).is_err());
        let v = a.send(AnalysisInput::StartReview { deep: false }).unwrap();
        assert_eq!(v.review.as_ref().map(|r| (r.done, r.total)), Some((0, 5)));
        while let Some(job) = a.review_job().unwrap() {
            job.run().unwrap();
            assert!(a.apply_review(job.clone()).unwrap());
            assert!(!a.apply_review(job).unwrap(), "an answer is taken once");
        }
        let r = a.view().unwrap().review.unwrap();
        assert_eq!((r.done, r.running, r.moves.len()), (5, false, 4));
        assert_eq!(r.moves[2].move_class, MoveClass::Forced);
        assert_eq!(r.moves[2].class_name, "Coup forcé");
        assert_eq!(r.summaries.len(), 2);
    }

    #[test]
    fn a_variation_tapped_on_the_board_through_send() {
        let a = handle();
        let v = a.send(AnalysisInput::Forward).unwrap();
        assert_eq!(v.said, "1. 32-28");
        assert!(v.controls.back.enabled);
        assert_eq!(v.controls.back.label, "Reculer");
        // Index 17 is square 18, index 22 square 23.
        a.send(AnalysisInput::Tap { square: 17 }).unwrap();
        let v = a.send(AnalysisInput::Tap { square: 22 }).unwrap();
        assert_eq!(v.current_move.as_deref(), Some("1… 18-23"));
        assert!(!v.on_main_line);
        assert!(v.board.squares[22].flags.last_to);
        let v = a.send(AnalysisInput::Engine { on: true }).unwrap();
        assert!(v.wants_lines && v.controls.engine.offered);
        assert!(a.send(AnalysisInput::GoTo { node: 99 }).is_err());
        assert!(a.send(AnalysisInput::Tap { square: 50 }).is_err());
    }

    #[test]
    fn learning_and_the_review_controls_are_mirrored() {
        let a = handle();
        let v = a.send(AnalysisInput::StartReview { deep: false }).unwrap();
        assert_eq!(v.controls.review_cancel.label, "Arrêter l'analyse");
        while let Some(job) = a.review_job().unwrap() {
            job.run().unwrap();
            a.apply_review(job).unwrap();
        }
        let v = a.view().unwrap();
        assert!(v.controls.learn_white.enabled);
        let r = v.review.unwrap();
        assert!(r.start_bar.is_some());
        assert!(r.summaries[0].text.starts_with("Blancs"), "{}", r.summaries[0].text);
        let v = a.send(AnalysisInput::Learn { side: Side::Black }).unwrap();
        let l = v.learn.unwrap();
        assert_eq!(l.side, Side::Black);
        assert!(l.title.starts_with("Apprendre de ses erreurs"), "{}", l.title);
        assert_eq!(l.stop.label, "Retour à l'analyse");
        let v = a.send(AnalysisInput::StopLearning).unwrap();
        assert!(v.learn.is_none());
    }

    #[test]
    fn the_better_move_of_a_reviewed_error_is_mirrored_as_an_arrow() {
        let fen = "W:W32,33,34,37,38,39,42,43,44,48:B12,13,14,17,18,19,21,23,24,26";
        let pdn = format!("[GameType \"20\"]\n[FEN \"{fen}\"]\n1. 32-28 23x41 *\n");
        let a = AnalysisHandle::from_pdn(pdn, 0, Language::En).unwrap();
        a.send(AnalysisInput::StartReview { deep: false }).unwrap();
        while let Some(job) = a.review_job().unwrap() {
            job.run().unwrap();
            a.apply_review(job).unwrap();
        }
        let v = a.send(AnalysisInput::Forward).unwrap();
        let better = &v.review.as_ref().unwrap().moves[0].better_line[0];
        let arrow = &v.arrows[0];
        assert_eq!(arrow.kind, MoveArrowKind::Better);
        assert_eq!(arrow.argb, an::BETTER_ARROW_ARGB);
        // The arrow runs from the better move's first square to its last.
        let rules = draughts_rules::Rules::international();
        let pos = draughts_rules::Position::from_fen(&rules, fen).unwrap();
        let mv = pos.parse_move(&rules, better).unwrap();
        let ends = (arrow.squares.first().copied(), arrow.squares.last().copied());
        let idx = |s: draughts_rules::Square| s.index() as u32;
        assert_eq!(ends, (Some(idx(mv.from())), Some(idx(mv.to()))));
        assert!(a.send(AnalysisInput::Forward).unwrap().arrows.is_empty());
    }

    #[test]
    fn a_job_answered_after_a_cancel_is_refused() {
        let a = handle();
        a.send(AnalysisInput::StartReview { deep: false }).unwrap();
        let job = a.review_job().unwrap().unwrap();
        a.send(AnalysisInput::CancelReview).unwrap();
        assert!(a.review_job().unwrap().is_none());
        job.run().unwrap();
        assert!(!a.apply_review(job).unwrap());
        a.send(AnalysisInput::ResumeReview).unwrap();
        assert!(a.review_job().unwrap().is_some());
    }
}
