//! [`AnalysisBoard`]: the analysis screen's one contract. It owns the move
//! tree, a [`BoardInput`] on the node on screen, the engine's lines and the
//! review of the main line; every input ([`AnalysisInput`]) returns the
//! whole snapshot ([`AnalysisView`]).
//!
//! A move completed on the board (taps, a drag, the keys) or the first move
//! of an engine line goes into the tree: it follows the child that has it,
//! or adds a continuation or a variation.
//!
//! The engine's lines are searched off the board, as the bot's moves are:
//! [`AnalysisBoard::request_lines`] hands out a [`LinesRequest`] for the
//! node on screen with the budget the board decides (quick, or deeper) and
//! stops the previous request: the last request wins. Its answer comes back
//! with [`AnalysisBoard::apply_lines`], refused once stale.

use super::arrows::{ArrowKind, MoveArrow};
use super::learn::{Learn, LearnVerdict, LearnView};
use super::lines::{EngineLine, LinesJob, ANALYSIS_LINES};
use super::personal::{PersonalProgress, ProofAnswer, ProofJob};
use super::review::{GameReview, ReviewDepth, ReviewJob, ReviewProgress, ReviewReport};
use super::tree::{MoveTree, NodeId, TreeView};
use crate::board::{BoardAction, BoardInput, BoardView, TapOutcome};
use crate::controls::Control;
use crate::i18n::text;
use crate::puzzles::PersonalPuzzle;
use crate::{SearchAnswer, Stale};
use draughts_engine::Limits;
use draughts_game::Lang;
use draughts_rules::{Color, Move};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// How long each engine line may think at first (ms): a quick look that
/// keeps up with a player stepping through a game.
pub const LINES_QUICK_MS: u64 = 800;
/// How long each line may think after "think deeper" (ms).
pub const LINES_DEEP_MS: u64 = 4_000;

/// The budget of each engine line: a quick look, or a deeper one.
pub fn lines_limits(deep: bool) -> Limits {
    Limits::move_time(Duration::from_millis(if deep { LINES_DEEP_MS } else { LINES_QUICK_MS }))
}

/// An input of the analysis screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisInput {
    /// A tap, a drag, a key or a turn of the board.
    Board(BoardAction),
    /// Shows a node of the tree.
    GoTo(NodeId),
    /// One move back.
    Back,
    /// One move forward along the line.
    Forward,
    /// The start position.
    First,
    /// The end of the line on screen.
    Last,
    /// Raises a node's variation one level.
    Promote(NodeId),
    /// Deletes a node and what follows it.
    Delete(NodeId),
    /// Plays the first move of the engine's line (by its index).
    PlayLine(usize),
    /// Plays a legal move given whole (typed in notation, read by the
    /// caller); an illegal one changes nothing.
    Play(Move),
    /// Turns the engine on or off.
    Engine(bool),
    /// Gives the engine's lines more time on this position.
    Deeper,
    /// Starts a review of the main line, replacing any other.
    StartReview(ReviewDepth),
    /// Stops the review; an answer still running is refused.
    CancelReview,
    /// Goes on with the review where it stopped.
    ResumeReview,
    /// After a reviewed error on screen: the position before it, with the
    /// engine's line played from there as a variation, its first move shown.
    ShowBetter,
    /// Starts learning from one side's mistakes (once a review is complete).
    Learn(Color),
    /// The next mistake to learn from.
    NextMistake,
    /// Plays the engine's move on the mistake on screen.
    ShowSolution,
    /// Leaves the learning.
    StopLearning,
}

/// The analysis screen's buttons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisControls {
    /// Back to the start position.
    pub first: Control,
    /// One move back.
    pub back: Control,
    /// One move forward.
    pub forward: Control,
    /// To the end of the line.
    pub last: Control,
    /// Turns the board.
    pub flip: Control,
    /// The engine on or off; put forward while it is on.
    pub engine: Control,
    /// More time for the engine on this position.
    pub deeper: Control,
    /// Raises the variation on screen.
    pub promote: Control,
    /// Deletes the node on screen and what follows.
    pub delete: Control,
    /// A fast review of the main line.
    pub review_fast: Control,
    /// A deep review of the main line.
    pub review_deep: Control,
    /// Stops the review.
    pub review_cancel: Control,
    /// Goes on with a stopped review.
    pub review_resume: Control,
    /// The engine's line instead of the reviewed error on screen.
    pub better: Control,
    /// Learning from White's mistakes (a complete review).
    pub learn_white: Control,
    /// Learning from Black's mistakes.
    pub learn_black: Control,
}

/// Everything the analysis screen draws, after every input.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisView {
    /// The board on the node on screen.
    pub board: BoardView,
    /// The move tree.
    pub tree: TreeView,
    /// The engine is on.
    pub engine_on: bool,
    /// The engine's lines for the node on screen (empty while none came).
    pub lines: Vec<EngineLine>,
    /// Arrows over the board: on a reviewed error, the better move (from
    /// the position before it, the played move being the last move's
    /// marks); with the engine on, its best move. None while a mistake
    /// waits to be found (they would give it away).
    pub arrows: Vec<MoveArrow>,
    /// The engine is on and has no lines asked for this node and budget:
    /// the front end asks [`AnalysisBoard::request_lines`] and runs them.
    pub wants_lines: bool,
    /// The buttons.
    pub controls: AnalysisControls,
    /// What to announce (a screen reader says it).
    pub said: String,
    /// The review's progress, once one was started.
    pub review_progress: Option<ReviewProgress>,
    /// The review's result so far.
    pub review: Option<ReviewReport>,
    /// Once the review is complete and a mistake missed a win: the search
    /// for puzzles among them, and the line that says what it found.
    pub personal: Option<PersonalProgress>,
    /// Learning from one side's mistakes, while on.
    pub learn: Option<LearnView>,
    /// The review wants a search run: its next position
    /// ([`AnalysisBoard::review_job`]) or, once complete, the proof of a
    /// puzzle among the mistakes ([`AnalysisBoard::proof_job`]). At most
    /// one of the two is ever wanted; the front end runs one search at a
    /// time, and none while this is false (cancelled, or all done).
    pub wants_search: bool,
}

/// One request for the engine's lines: run [`LinesJob::run`] with `stop`
/// off the board, then hand the lines back with
/// [`AnalysisBoard::apply_lines`].
#[derive(Clone, Debug)]
pub struct LinesRequest {
    /// The search to run.
    pub job: LinesJob,
    /// Set when a newer request (or another node) makes this one useless.
    pub stop: Arc<AtomicBool>,
    /// Which request this is.
    pub ticket: u64,
}

/// The analysis board: a move tree, the board on its node on screen, the
/// engine's lines and the review. See the module documentation.
///
/// ```
/// use draughts_app::analysis::{AnalysisBoard, AnalysisInput, MoveTree};
/// use draughts_app::BoardAction;
/// use draughts_game::Lang;
/// use draughts_rules::{Position, Rules};
///
/// let rules = Rules::international();
/// let mut a = AnalysisBoard::new(MoveTree::new(rules, Position::start(&rules)), Lang::En);
/// let sq = |n| rules.square_from_number(n).unwrap();
/// let v = a.send(AnalysisInput::Board(BoardAction::Drag { from: sq(32), to: sq(28) }));
/// assert_eq!(v.tree.current_move.as_deref(), Some("1. 32-28"));
/// assert!(v.board.square(sq(28)).flags.last_to);
/// assert!(v.controls.back.enabled);
/// ```
#[derive(Debug)]
pub struct AnalysisBoard {
    tree: MoveTree,
    board: BoardInput,
    lang: Lang,
    said: String,
    engine_on: bool,
    deep: bool,
    lines: Vec<EngineLine>,
    /// The last request for lines: its ticket, node, depth and stop flag.
    request: Option<(u64, NodeId, bool, Arc<AtomicBool>)>,
    tickets: u64,
    review: Option<GameReview>,
    learn: Option<Learn>,
}

impl AnalysisBoard {
    /// An analysis of a tree (from a position, a game or a PDN game), its
    /// node on screen shown, the engine off.
    pub fn new(tree: MoveTree, lang: Lang) -> AnalysisBoard {
        let rules = *tree.rules();
        let start = tree
            .position(tree.current())
            .unwrap_or_else(|| draughts_rules::Position::start(&rules));
        let mut board = BoardInput::new(rules, start);
        board.set_lang(lang);
        let mut a = AnalysisBoard {
            tree,
            board,
            lang,
            said: String::new(),
            engine_on: false,
            deep: false,
            lines: Vec::new(),
            request: None,
            tickets: 0,
            review: None,
            learn: None,
        };
        a.show_node();
        a
    }

    /// The move tree.
    pub fn tree(&self) -> &MoveTree {
        &self.tree
    }

    /// The language of the words.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Changes the language of the words.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
        self.board.set_lang(lang);
    }

    /// One input, then the snapshot.
    pub fn send(&mut self, input: AnalysisInput) -> AnalysisView {
        let tree_before = self.tree.current();
        let out = match input {
            AnalysisInput::Board(action) => self.board.apply(action),
            AnalysisInput::GoTo(id) => {
                self.tree.go_to(id);
                None
            }
            AnalysisInput::Back => {
                self.tree.back();
                None
            }
            AnalysisInput::Forward => {
                self.tree.forward();
                None
            }
            AnalysisInput::First => {
                self.tree.first();
                None
            }
            AnalysisInput::Last => {
                self.tree.last();
                None
            }
            AnalysisInput::Promote(id) => {
                if self.tree.promote(id) {
                    self.said = text(self.lang, "analysis-said-promoted").to_owned();
                }
                None
            }
            AnalysisInput::Delete(id) => {
                if self.tree.delete(id) {
                    self.said = text(self.lang, "analysis-said-deleted").to_owned();
                }
                None
            }
            AnalysisInput::PlayLine(i) => {
                let first = self.lines.get(i).and_then(|l| l.pv.first().copied());
                // A line's first move, as if played on the board.
                first.map(|mv| TapOutcome::Played { text: String::new(), mv })
            }
            AnalysisInput::Play(mv) => Some(TapOutcome::Played { text: String::new(), mv }),
            AnalysisInput::Engine(on) => {
                self.engine_on = on;
                if !on {
                    self.stop_lines();
                    self.lines.clear();
                    self.deep = false;
                }
                None
            }
            AnalysisInput::Deeper => {
                if self.engine_on && !self.deep {
                    self.deep = true;
                }
                None
            }
            AnalysisInput::StartReview(depth) => {
                self.review = Some(GameReview::new(&self.tree.main_line_game(), depth));
                self.learn = None;
                None
            }
            AnalysisInput::ShowBetter => {
                self.show_better();
                None
            }
            AnalysisInput::Learn(side) => {
                self.start_learning(side);
                None
            }
            AnalysisInput::NextMistake => {
                self.learn.iter_mut().for_each(Learn::next);
                self.go_to_mistake();
                None
            }
            AnalysisInput::ShowSolution => {
                self.show_solution();
                None
            }
            AnalysisInput::StopLearning => {
                self.learn = None;
                None
            }
            AnalysisInput::CancelReview => {
                self.review.iter_mut().for_each(GameReview::cancel);
                None
            }
            AnalysisInput::ResumeReview => {
                self.review.iter_mut().for_each(GameReview::resume);
                None
            }
        };
        let played = matches!(out, Some(TapOutcome::Played { .. }));
        match out {
            Some(TapOutcome::Played { mv, .. }) => self.play(&mv),
            Some(other) => self.said = self.board.outcome_text(&other),
            None => {}
        }
        let cur = self.tree.current();
        if cur != tree_before {
            self.show_node();
            // A move says what it was; a step through the tree, where it is.
            if !played && !matches!(input, AnalysisInput::Delete(_)) && !self.learning(&input) {
                self.said = match self.tree.move_label(cur) {
                    Some(label) => label,
                    None => text(self.lang, "analysis-said-start").to_owned(),
                };
            }
        }
        self.view()
    }

    /// The inputs of the learning, which say their own sentence.
    fn learning(&self, input: &AnalysisInput) -> bool {
        matches!(
            input,
            AnalysisInput::Learn(_) | AnalysisInput::NextMistake | AnalysisInput::ShowSolution
        )
    }

    /// A move into the tree from the node on screen; on a mistake being
    /// learnt from, the try is judged (and a wrong one taken back).
    fn play(&mut self, mv: &Move) {
        let spoken = self.board.outcome_text(&TapOutcome::Played { mv: *mv, text: String::new() });
        let from = self.tree.current();
        let Ok(node) = self.tree.play(mv) else { return };
        self.said = spoken;
        let Some(i) = self.learn.as_ref().filter(|l| l.waiting()).and_then(Learn::mistake) else {
            return;
        };
        if Some(from) != self.main_line_node(i) {
            return;
        }
        let best = self.review.as_ref().and_then(|r| r.best_move_at(i));
        let text = self.tree.move_label(node).unwrap_or_default();
        let verdict = if best == Some(*mv) {
            LearnVerdict::Found(text)
        } else {
            // Back to the position to try again.
            self.tree.go_to(from);
            self.show_node();
            LearnVerdict::Wrong(text)
        };
        if let Some(l) = self.learn.as_mut() {
            l.judge(verdict);
            self.said = l.verdict_text(self.lang).unwrap_or_default();
        }
    }

    /// The main line's node after `plies` plies (the root for 0).
    fn main_line_node(&self, plies: usize) -> Option<NodeId> {
        match plies {
            0 => Some(NodeId::ROOT),
            n => self.tree.main_line().get(n - 1).copied(),
        }
    }

    /// The move index of a main-line node's move (none at the root or
    /// off the main line).
    fn main_line_index(&self, node: NodeId) -> Option<usize> {
        self.tree.main_line().iter().position(|&n| n == node)
    }

    /// The reviewed error leading to the node on screen, if it is one.
    fn error_on_screen(&self) -> Option<usize> {
        let i = self.main_line_index(self.tree.current())?;
        let report = self.review.as_ref()?.report(self.lang);
        report.moves.get(i).filter(|m| m.class.is_error()).map(|_| i)
    }

    fn show_better(&mut self) {
        let Some(i) = self.error_on_screen() else { return };
        let Some(line) = self.review.as_ref().map(|r| r.best_pv_at(i)) else { return };
        let Some(before) = self.main_line_node(i) else { return };
        self.tree.go_to(before);
        let mut first = None;
        for mv in &line {
            match self.tree.play(mv) {
                Ok(n) => first = first.or(Some(n)),
                Err(_) => break,
            }
        }
        self.tree.go_to(first.unwrap_or(before));
        self.said = self.tree.move_label(self.tree.current()).unwrap_or_default();
    }

    /// The board's arrows: the better move on a reviewed error, then the
    /// engine's best move; none while a mistake waits to be found.
    fn arrows(&self) -> Vec<MoveArrow> {
        if self.learn.as_ref().is_some_and(Learn::waiting) {
            return Vec::new();
        }
        let better = self.error_on_screen().and_then(|i| self.review.as_ref()?.best_move_at(i));
        let best = self.lines.first().and_then(|l| l.pv.first().copied());
        let better = better.map(|m| MoveArrow::of(&m, ArrowKind::Better));
        better.into_iter().chain(best.map(|m| MoveArrow::of(&m, ArrowKind::Best))).collect()
    }

    fn start_learning(&mut self, side: Color) {
        let Some(r) = self.review.as_ref().filter(|r| r.is_complete()) else { return };
        self.learn = Some(Learn::new(side, &r.report(self.lang)));
        self.go_to_mistake();
    }

    /// Shows the position before the mistake being learnt from.
    fn go_to_mistake(&mut self) {
        let Some(i) = self.learn.as_ref().and_then(Learn::mistake) else { return };
        if let Some(n) = self.main_line_node(i) {
            self.tree.go_to(n);
        }
        if let Some(v) = self.learn_view() {
            self.said = v.prompt;
        }
    }

    fn show_solution(&mut self) {
        let Some(i) = self.learn.as_ref().filter(|l| l.waiting()).and_then(Learn::mistake) else {
            return;
        };
        let Some(best) = self.review.as_ref().and_then(|r| r.best_move_at(i)) else { return };
        if let Some(n) = self.main_line_node(i) {
            self.tree.go_to(n);
        }
        let Ok(node) = self.tree.play(&best) else { return };
        let text = self.tree.move_label(node).unwrap_or_default();
        if let Some(l) = self.learn.as_mut() {
            l.judge(LearnVerdict::Shown(text));
            self.said = l.verdict_text(self.lang).unwrap_or_default();
        }
    }

    fn learn_view(&self) -> Option<LearnView> {
        let l = self.learn.as_ref()?;
        let played = l
            .mistake()
            .and_then(|i| self.tree.main_line().get(i).copied())
            .and_then(|n| self.tree.move_label(n));
        Some(l.view(played, self.lang))
    }

    /// After the node on screen changed: the board shows it, the lines of
    /// the old node go (a running search for it is stopped), and the deeper
    /// budget is for one position only.
    fn show_node(&mut self) {
        let cur = self.tree.current();
        let pos = self.tree.position(cur).unwrap_or_else(|| self.board.position());
        let last = self.last_move();
        self.board.set_position(pos, last);
        if self.request.as_ref().is_some_and(|r| r.1 != cur) {
            self.stop_lines();
        }
        self.lines.clear();
        self.deep = false;
    }

    fn last_move(&self) -> Option<(Move, String)> {
        let cur = self.tree.current();
        Some((self.tree.move_at(cur)?, self.tree.move_text(cur)?.to_owned()))
    }

    fn stop_lines(&mut self) {
        if let Some((_, _, _, stop)) = self.request.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// A request for the engine's lines on the node on screen, with the
    /// budget the board decides; the previous request is stopped.
    pub fn request_lines(&mut self) -> LinesRequest {
        self.stop_lines();
        self.tickets += 1;
        let stop = Arc::new(AtomicBool::new(false));
        let node = self.tree.current();
        let job = LinesJob::for_current(&self.tree, lines_limits(self.deep), ANALYSIS_LINES);
        self.request = Some((self.tickets, node, self.deep, stop.clone()));
        LinesRequest { job, stop, ticket: self.tickets }
    }

    /// The lines of a request (partial while it runs, or final); refused
    /// ([`Stale`]) when a newer request or another node replaced it.
    pub fn apply_lines(&mut self, ticket: u64, lines: Vec<EngineLine>) -> Result<(), Stale> {
        match &self.request {
            Some((t, node, _, _)) if *t == ticket && *node == self.tree.current() => {
                self.lines = lines;
                Ok(())
            }
            _ => Err(Stale),
        }
    }

    /// The review's next search, to run off the board.
    pub fn review_job(&self) -> Option<ReviewJob> {
        self.review.as_ref()?.next_job()
    }

    /// A review search's answer; refused when stale.
    pub fn apply_review(&mut self, job: &ReviewJob, answer: &SearchAnswer) -> Result<(), Stale> {
        self.review.as_mut().ok_or(Stale)?.apply(&job.ticket, answer)
    }

    /// The next proof of a puzzle among the review's mistakes, once the
    /// review is complete.
    pub fn proof_job(&self) -> Option<ProofJob> {
        self.review.as_ref()?.next_proof_job()
    }

    /// A proof's answer; refused when stale.
    pub fn apply_proof(&mut self, job: &ProofJob, answer: &ProofAnswer) -> Result<(), Stale> {
        self.review.as_mut().ok_or(Stale)?.apply_proof(job, answer)
    }

    /// The puzzles the review's proofs found, as the player's record keeps
    /// them: from the game the tree was read from (its players, event and
    /// date, [`MoveTree::label`]), or `game` as the app names it when the
    /// tree has no tags; found on `date` (ISO 8601).
    pub fn personal_puzzles(&self, game: &str, date: &str) -> Vec<PersonalPuzzle> {
        let named = self.tree.label().words(self.lang);
        let game = if named.is_empty() { game } else { named.as_str() };
        self.review.as_ref().map_or_else(Vec::new, |r| r.personal_puzzles(game, date))
    }

    /// The snapshot.
    pub fn view(&self) -> AnalysisView {
        let lang = self.lang;
        let tree = self.tree.view();
        let c = |id: &'static str, on: bool| Control::new(text(lang, id), on);
        let has_moves = !self.board.legal().is_empty();
        let progress = self.review.as_ref().map(GameReview::progress);
        let running = progress.is_some_and(|p| p.running);
        let complete = self.review.as_ref().is_some_and(GameReview::is_complete);
        let stopped = progress.is_some_and(|p| !p.running) && !complete;
        let has_game = !self.tree.main_line().is_empty();
        let wants_lines = self.engine_on
            && has_moves
            && !self.request.as_ref().is_some_and(|r| r.1 == tree.current && r.2 == self.deep);
        let controls = AnalysisControls {
            first: c("analysis-control-first", tree.can_back),
            back: c("analysis-control-back", tree.can_back),
            forward: c("analysis-control-forward", tree.can_forward),
            last: c("analysis-control-last", tree.can_forward),
            flip: c("analysis-control-flip", true),
            engine: c("analysis-control-engine", true).offered(self.engine_on),
            deeper: c("analysis-control-deeper", self.engine_on && has_moves && !self.deep),
            promote: c("analysis-control-promote", !tree.on_main_line),
            delete: c("analysis-control-delete", tree.current != NodeId::ROOT),
            review_fast: c("review-control-fast", has_game && !running),
            review_deep: c("review-control-deep", has_game && !running),
            review_cancel: c("review-control-cancel", running),
            review_resume: c("review-control-resume", stopped),
            better: c("review-control-better", self.error_on_screen().is_some()),
            learn_white: c("review-control-learn-white", complete),
            learn_black: c("review-control-learn-black", complete),
        };
        AnalysisView {
            board: self.board.view(),
            engine_on: self.engine_on,
            lines: self.lines.clone(),
            arrows: self.arrows(),
            wants_lines,
            controls,
            said: self.said.clone(),
            review_progress: progress,
            review: self.review.as_ref().map(|r| r.report(lang)),
            personal: self.review.as_ref().and_then(|r| r.personal_progress(lang)),
            learn: self.learn_view(),
            wants_search: self.review_job().is_some() || self.proof_job().is_some(),
            tree,
        }
    }
}
