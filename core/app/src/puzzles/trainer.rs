//! [`PuzzleTrainer`]: one player going through a variant's puzzles.

use super::glicko::Glicko;
use super::record::{puzzle_key, PuzzleRecord, ThemeProgress};
use super::sitting::{
    theme_about, Difficulty, DifficultyChoice, Frame, PendingStep, RatingChange, SittingChip,
    SittingEntry, SittingResult, Step, StepKind, ThemeRow, REFUTATION_MS, REPLY_MS, SOLUTION_MS,
    TAKE_BACK_MS,
};
use crate::board::{BoardAction, BoardInput, BoardView, Refusal, TapOutcome};
use crate::controls::Control;
use crate::i18n::{text, tr};
use draughts_engine::puzzle::{self, Puzzle, PuzzleSet, Reason, Theme, DECISIVE};
use draughts_engine::{Limits, Options, Searcher};
use draughts_game::Lang;
use draughts_rules::{Color, Move, Position, Rules, Square, Variant};
use std::borrow::Cow;
use std::collections::VecDeque;

mod mine;
pub(super) mod practice;
pub(super) mod record_views;

pub use mine::MineRow;

/// Glicko-2's system constant for puzzles (Lichess uses 0.75).
pub const TAU: f64 = 0.75;
/// The deviation a puzzle is rated with, as an opponent.
pub const PUZZLE_DEVIATION: f64 = 75.0;
/// The player's deviation stays within these bounds (Lichess: 45 to 500).
pub const DEVIATION_RANGE: (f64, f64) = (45.0, 350.0);
/// The player's volatility stays at or below this (as Lichess).
pub const MAX_VOLATILITY: f64 = 0.1;
/// The lowest rating.
pub const MIN_RATING: f64 = 400.0;
/// Targets around the player's rating, taken in turn, so that easier and
/// harder puzzles alternate with level ones.
pub const TARGET_OFFSETS: [i32; 5] = [0, -150, 150, -300, 300];
/// The check of another move searches this much deeper than the proof.
pub const CHECK_EXTRA_DEPTH: u32 = 2;

/// Where the current puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleState {
    /// No puzzle started (or none left).
    Idle,
    /// The player's move is awaited.
    Solving,
    /// Solved (at the first try or after a failure).
    Solved,
    /// Given up: the solution was shown.
    Shown,
}

/// The answer to a move.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The line's move; `replies` are the opponent's moves then played.
    Right {
        /// The replies played automatically.
        replies: Vec<Move>,
        /// Whether the puzzle is now solved.
        solved: bool,
    },
    /// Another move: it must be checked by a search ([`AlternativeCheck`]).
    Check(AlternativeCheck),
    /// Another move that wins too: the puzzle counts as solved and is
    /// flagged.
    AlsoWins,
    /// A move that does not win; the best answer to it, when there is one.
    /// The move is taken back.
    Wrong {
        /// The opponent's refutation.
        refutation: Option<Move>,
    },
    /// No puzzle is being solved: none was started, or this one is over.
    NoPuzzle,
    /// The move is not legal in the puzzle's position.
    Illegal,
    /// A check's answer that comes too late: for an earlier puzzle or an
    /// earlier move. Nothing changes.
    Stale,
}

/// A search the front end runs (on its worker thread) to judge a move
/// that is not the line's: does it win too?
#[derive(Clone, Debug, PartialEq)]
pub struct AlternativeCheck {
    rules: Rules,
    /// The position after the player's move.
    after: Position,
    /// The move played.
    pub played: Move,
    /// The search depth (the puzzles' proof depth and
    /// [`CHECK_EXTRA_DEPTH`]).
    pub depth: u32,
    attempt: u32,
    ply: usize,
}

/// The result of an [`AlternativeCheck`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CheckAnswer {
    /// The score of the move for the player (centi-men).
    pub score: i32,
    /// The opponent's best answer.
    pub refutation: Option<Move>,
    attempt: u32,
}

impl AlternativeCheck {
    /// The answer with a score and refutation found elsewhere (a front
    /// end's own search, or a test's fake).
    pub fn answer(&self, score: i32, refutation: Option<Move>) -> CheckAnswer {
        CheckAnswer { score, refutation, attempt: self.attempt }
    }

    /// The rules of the puzzle.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The position the move leaves, where the opponent answers.
    pub fn after(&self) -> &Position {
        &self.after
    }

    /// Runs the search (a fixed depth: seconds at most on a phone).
    pub fn run(&self) -> CheckAnswer {
        let mut s = Searcher::new(self.rules, 16, Options::default());
        let r = s.search_root(&self.after, &[], &Limits::depth(self.depth), None, &mut |_| {});
        let score =
            if self.after.legal_moves(&self.rules).is_empty() { DECISIVE } else { -r.score };
        CheckAnswer { score, refutation: r.best, attempt: self.attempt }
    }
}

/// What the screen shows and says.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleView {
    /// The board.
    pub position: Position,
    /// The side the player moves.
    pub solver: Color,
    /// Where the puzzle stands.
    pub state: PuzzleState,
    /// "White to play and win."
    pub prompt: String,
    /// The latest event in words (what a screen reader says).
    pub said: String,
    /// The puzzle's rating, shown once it is over.
    pub puzzle_rating: Option<u16>,
    /// The puzzle's themes in words, shown once it is over.
    pub themes: Vec<String>,
    /// The player's rating, rounded.
    pub rating: i32,
    /// "Rating 1523 (provisional)", "Streak: 3".
    pub rating_text: String,
    /// The streak in words.
    pub streak_text: String,
    /// The square of the piece to move, once a hint is asked.
    pub hint: Option<Square>,
    /// The board, built by the trainer's [`BoardInput`]: the player taps,
    /// drags or uses the keys on it.
    pub board: BoardView,
    /// The verdict on the last move, if the last input played one.
    pub verdict: Option<Verdict>,
    /// The move being judged: the search the front end runs (off the main
    /// thread) before [`PuzzleTrainer::apply_check`]; the board waits.
    pub judging: Option<AlternativeCheck>,
    /// The buttons.
    pub controls: PuzzleControls,
    /// The step the board waits for: send [`PuzzleInput::Advance`] after
    /// its delay. `None`: the board shows the puzzle as it stands.
    pub next_step: Option<PendingStep>,
    /// The player's rating before and after this puzzle, once rated.
    pub rating_change: Option<RatingChange>,
    /// Puzzles solved in a row at the first try.
    pub streak: u32,
    /// The longest streak.
    pub best_streak: u32,
    /// The puzzles of this sitting, in the order played.
    pub sitting: Vec<SittingChip>,
    /// The themes of the variant's puzzles, with the player's progress.
    pub theme_rows: Vec<ThemeRow>,
    /// The difficulties to choose from.
    pub difficulty: Vec<DifficultyChoice>,
    /// The row of the puzzles from the player's games.
    pub mine: MineRow,
    /// Where the puzzle on screen comes from, when it is one of the
    /// player's: "From your game Alice – Bob · 2026.12.06".
    pub source: Option<String>,
    /// The screen's headings.
    pub labels: PuzzleLabels,
    /// Streak mode: the run, the best one, the end-of-run sentence.
    pub run: practice::RunView,
    /// The solution in notation, once the puzzle is over (solved, or
    /// shown by [`PuzzleInput::ShowSolution`]); empty while it is solved.
    pub solution: Vec<String>,
    /// The last input ([`PuzzleTrainer::send`],
    /// [`PuzzleTrainer::apply_check`] or [`PuzzleTrainer::choose_themes`])
    /// changed the player's record: the front end saves it now, and only then.
    pub record_changed: bool,
}

/// The headings of the puzzle and themes screens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleLabels {
    /// "Puzzles": the screen's title, and home's card.
    pub title: String,
    /// "Themes".
    pub themes_title: String,
    /// "Difficulty".
    pub difficulty_title: String,
    /// "This sitting".
    pub sitting_title: String,
    /// "All themes", or the chosen ones: "Shot, Sacrifice".
    pub chosen_themes: String,
    /// "Variant": the heading of the variants to choose.
    pub variant_title: String,
}

/// The puzzle screen's buttons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleControls {
    /// Names the piece to move (the attempt is then unrated).
    pub hint: Control,
    /// Gives up and shows the solution.
    pub solution: Control,
    /// The next puzzle; put forward once this one is over.
    pub next: Control,
    /// Opens the themes and difficulty.
    pub themes: Control,
    /// Forgets the chosen themes: puzzles of every theme.
    pub all_themes: Control,
}

/// An input of the puzzle screen ([`PuzzleTrainer::send`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleInput {
    /// A tap, a drag, a key or a turn of the board.
    Board(BoardAction),
    /// Asks for a hint.
    Hint,
    /// Gives up: the solution is shown.
    ShowSolution,
    /// Starts the next puzzle for the player's rating.
    Next,
    /// Starts a chosen puzzle again (its index in [`PuzzleTrainer::puzzles`]).
    Start(usize),
    /// Shows the step the board waits for ([`PuzzleView::next_step`]).
    Advance,
    /// Adds a theme to the chosen ones, or takes it out.
    ToggleTheme(Theme),
    /// Forgets the chosen themes.
    AllThemes,
    /// Adds the puzzles from the player's games ("From my games") to the
    /// chosen themes, or takes them out.
    ToggleMine,
    /// Sets the difficulty of the next puzzles.
    SetDifficulty(Difficulty),
    /// Replays the puzzles failed in a period and not solved since, one
    /// after another ([`PuzzleTrainer::dashboard`]'s "N to replay").
    ReplayFailed(practice::Period),
    /// Starts a streak run: puzzles of rising difficulty, unrated, until a
    /// wrong move ([`PuzzleView::run`]).
    StartRun,
    /// Leaves the streak run: back to rated puzzles.
    LeaveRun,
}

#[derive(Clone, Debug)]
struct Attempt {
    index: usize,
    ply: usize,
    position: Position,
    failed: bool,
    hinted: bool,
    rated: bool,
    state: PuzzleState,
    hint: Option<Square>,
    /// The last move on the board and its text (to draw it).
    last: Option<(Move, String)>,
    /// The player's rating before and after, once rated.
    change: Option<(i32, i32)>,
}

/// A player's puzzle session in one variant.
pub struct PuzzleTrainer {
    variant: Variant,
    rules: Rules,
    /// The shipped puzzles, then the player's own still offered.
    set: Cow<'static, PuzzleSet>,
    /// How many of `set` are shipped; each one after is the player's own,
    /// its entry in the record's `personal` at `personal[index - shipped]`.
    shipped: usize,
    personal: Vec<usize>,
    lang: Lang,
    record: PuzzleRecord,
    attempt: Option<Attempt>,
    said: String,
    attempts: u32,
    board: BoardInput,
    /// The move awaiting its check, if any.
    judging: Option<AlternativeCheck>,
    verdict: Option<Verdict>,
    /// What the board shows while steps are pending.
    shown: Option<Frame>,
    /// The steps still to show, first next.
    steps: VecDeque<Step>,
    /// The puzzles of this sitting.
    sitting: Vec<SittingEntry>,
    /// Today, the replays queued and the streak run.
    practice: practice::Practice,
    /// Whether the last input changed `record` ([`PuzzleView::record_changed`]).
    record_changed: bool,
}

/// A theme's name in `lang`.
pub fn theme_name(t: Theme, lang: Lang) -> &'static str {
    text(
        lang,
        match t {
            Theme::Shot => "puzzles-theme-shot",
            Theme::Sacrifice => "puzzles-theme-sacrifice",
            Theme::MultiCapture => "puzzles-theme-multi-capture",
            Theme::Breakthrough => "puzzles-theme-breakthrough",
            Theme::KingCapture => "puzzles-theme-king-capture",
            Theme::SendToKing => "puzzles-theme-send-to-king",
            Theme::PromotionInCapture => "puzzles-theme-promotion-in-capture",
            Theme::Endgame => "puzzles-theme-endgame",
            Theme::Opposition => "puzzles-theme-opposition",
            Theme::Database => "puzzles-theme-database",
            Theme::Blockade => "puzzles-theme-blockade",
            Theme::CaptureChoice => "puzzles-theme-capture-choice",
            Theme::QuietMove => "puzzles-theme-quiet-move",
        },
    )
}

/// Why a puzzle failed its proof, in `lang`.
pub fn reason_text(r: Reason, lang: Lang) -> &'static str {
    text(
        lang,
        match r {
            Reason::NotADecision => "puzzles-reason-not-a-decision",
            Reason::NoWin => "puzzles-reason-no-win",
            Reason::TwoWins => "puzzles-reason-two-wins",
            Reason::SmallMargin => "puzzles-reason-small-margin",
            Reason::NotBanked => "puzzles-reason-not-banked",
            Reason::DefenderEscapes => "puzzles-reason-defender-escapes",
            Reason::Database => "puzzles-reason-database",
            Reason::Illegal => "puzzles-reason-illegal",
            Reason::Trivial => "puzzles-reason-trivial",
        },
    )
}

impl PuzzleTrainer {
    /// A trainer over the shipped puzzles of `variant`.
    pub fn new(variant: Variant, record: PuzzleRecord, lang: Lang) -> PuzzleTrainer {
        PuzzleTrainer::with_set(puzzle::builtin(variant), record, lang)
    }

    /// A trainer over another set of puzzles (tests, custom sets), and
    /// the player's own puzzles of its variant that the record holds.
    pub fn with_set(set: &'static PuzzleSet, record: PuzzleRecord, lang: Lang) -> PuzzleTrainer {
        let rules = set.variant.rules();
        let (set, shipped, personal) = mine::with_personal(set, &record);
        let mut board = BoardInput::new(rules, Position::start(&rules));
        board.set_lang(lang);
        let mut t = PuzzleTrainer {
            variant: set.variant,
            rules,
            shipped,
            set,
            personal,
            lang,
            record,
            attempt: None,
            said: String::new(),
            attempts: 0,
            board,
            judging: None,
            verdict: None,
            shown: None,
            steps: VecDeque::new(),
            sitting: Vec::new(),
            practice: practice::Practice::default(),
            record_changed: false,
        };
        t.sync_board();
        t
    }

    /// The variant of the puzzles.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The player's record (to save as bytes).
    pub fn record(&self) -> &PuzzleRecord {
        &self.record
    }

    /// The puzzles offered.
    pub fn puzzles(&self) -> &[Puzzle] {
        &self.set.puzzles
    }

    /// Changes the language of the words.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
        self.board.set_lang(lang);
    }

    fn key(&self, p: &Puzzle) -> String {
        puzzle_key(self.variant, p.id())
    }

    /// The next puzzle for the player: not played lately, rated nearest a
    /// target that takes in turn the player's rating and 150 and 300 below
    /// and above it. When every puzzle was played lately, the oldest
    /// played come back first.
    pub fn choose_next(&self) -> Option<usize> {
        if let Some(mine) = self.next_personal() {
            return Some(mine);
        }
        let offset = TARGET_OFFSETS[self.record.plays as usize % TARGET_OFFSETS.len()];
        let target =
            self.record.rating.rating.round() as i32 + offset + self.record.difficulty.offset();
        let distance = |p: &Puzzle| ((p.rating as i32 - target).abs(), p.id());
        let chosen = self.chosen_themes();
        let in_themes =
            |p: &Puzzle| chosen.is_empty() || chosen.iter().any(|t| p.themes.contains(*t));
        // The chosen themes first; every puzzle if none of theirs is left.
        let pick = |themed: bool| {
            let fresh = self
                .set
                .puzzles
                .iter()
                .enumerate()
                .filter(|(i, _)| self.offered(*i))
                .filter(|(_, p)| !themed || in_themes(p))
                .filter(|(_, p)| !self.record.is_recent(&self.key(p)))
                .min_by_key(|(_, p)| distance(p))
                .map(|(i, _)| i);
            fresh.or_else(|| {
                // Everything is recent: the one played longest ago.
                self.record.recent.iter().find_map(|key| {
                    self.set.puzzles.iter().enumerate().position(|(i, p)| {
                        self.offered(i) && self.key(p) == *key && (!themed || in_themes(p))
                    })
                })
            })
        };
        pick(true).or_else(|| pick(false))
    }

    /// Starts the next puzzle; `None` when the variant has none.
    pub fn next_puzzle(&mut self) -> Option<usize> {
        let index = self.choose_next()?;
        self.start(index);
        Some(index)
    }

    /// Starts puzzle `index` (a replay of one chosen by the player). A
    /// puzzle already played in this sitting comes back unrated.
    pub fn start(&mut self, index: usize) {
        self.flush();
        let p = &self.set.puzzles[index];
        let replay = self.sitting.iter().any(|e| e.index == index);
        let key = self.key(p);
        self.record.remember(key);
        self.record.plays += 1;
        self.attempts += 1;
        self.attempt = Some(Attempt {
            index,
            ply: 0,
            position: p.start,
            failed: false,
            hinted: false,
            rated: replay,
            state: PuzzleState::Solving,
            hint: None,
            last: None,
            change: None,
        });
        self.said = self.prompt();
        if replay {
            self.said.push(' ');
            self.said.push_str(text(self.lang, "puzzles-replay"));
        }
        self.judging = None;
        self.verdict = None;
        // The solver plays up the board.
        self.board.set_flipped(p.solver() == Color::Black);
        self.sync_board();
    }

    fn current(&self) -> Option<(&Attempt, &Puzzle)> {
        let a = self.attempt.as_ref()?;
        Some((a, &self.set.puzzles[a.index]))
    }

    fn prompt(&self) -> String {
        match self.current() {
            Some((_, p)) => super::task::task_words(&self.rules, p, self.lang),
            None => text(self.lang, "puzzles-none").to_string(),
        }
    }

    /// The move being judged: the search to run before
    /// [`PuzzleTrainer::apply_check`].
    pub fn judging(&self) -> Option<&AlternativeCheck> {
        self.judging.as_ref()
    }

    /// The legal moves of the board (the player's while solving).
    pub fn legal_moves(&self) -> Vec<Move> {
        match self.current() {
            Some((a, _)) if a.state == PuzzleState::Solving => a.position.legal_moves(&self.rules),
            _ => Vec::new(),
        }
    }

    /// Plays the player's move (any step pending is shown at once first).
    pub fn play(&mut self, m: &Move) -> Verdict {
        self.flush();
        let v = self.judge(m);
        self.after_verdict(&v);
        v
    }

    /// Keeps what a verdict leaves to do (a check to run) and shows it.
    fn after_verdict(&mut self, v: &Verdict) {
        match v {
            Verdict::Check(c) => {
                if let Some((a, _)) = self.current() {
                    let text = a.position.move_text(&self.rules, &c.played);
                    self.said = tr(self.lang, "puzzles-judging", &[("move", text.into())]);
                }
                self.judging = Some(c.clone());
            }
            Verdict::Stale => return,
            Verdict::NoPuzzle | Verdict::Illegal => {}
            _ => self.judging = None,
        }
        self.verdict = Some(v.clone());
        self.follow_run();
        self.sync_board();
    }

    fn judge(&mut self, m: &Move) -> Verdict {
        let Some((a, p)) = self.current() else { return Verdict::NoPuzzle };
        // Owned: the record and the attempt change below.
        let p = p.clone();
        if a.state != PuzzleState::Solving {
            return Verdict::NoPuzzle;
        }
        if !a.position.legal_moves(&self.rules).contains(m) {
            return Verdict::Illegal;
        }
        let expected = p.line[a.ply];
        let text = a.position.move_text(&self.rules, m);
        if a.position.play(m) != a.position.play(&expected) {
            return Verdict::Check(AlternativeCheck {
                rules: self.rules,
                after: a.position.play(m),
                played: *m,
                depth: self.set.settings.deep + CHECK_EXTRA_DEPTH,
                attempt: self.attempts,
                ply: a.ply,
            });
        }
        let solver = p.solver();
        let a = self.attempt.as_mut().expect("a current puzzle");
        a.last = Some((expected, text.clone()));
        a.position = a.position.play(&expected);
        let moved = Frame { position: a.position, last: a.last.clone() };
        a.ply += 1;
        a.hint = None;
        // The opponent's replies, until the solver is to move again.
        let mut replies = Vec::new();
        let mut pos = a.position;
        while a.ply + replies.len() < p.line.len() && pos.turn() != solver {
            let r = p.line[a.ply + replies.len()];
            pos = pos.play(&r);
            replies.push(r);
        }
        let words = a.position.line_text(&self.rules, &replies).moves;
        if let (Some(&r), Some(w)) = (replies.last(), words.last()) {
            a.last = Some((r, w.clone()));
        }
        a.position = pos;
        a.ply += replies.len();
        let solved = a.ply >= p.line.len();
        // The board shows the move, then each reply after a pause.
        let mut at = moved.position;
        let steps: VecDeque<Step> = replies
            .iter()
            .zip(&words)
            .map(|(r, w)| {
                at = at.play(r);
                let frame = Frame { position: at, last: Some((*r, w.clone())) };
                Step { kind: StepKind::Reply, delay_ms: REPLY_MS, frame }
            })
            .collect();
        if !steps.is_empty() {
            self.shown = Some(moved);
            self.steps = steps;
        }
        let mut said = tr(self.lang, "puzzles-right", &[("move", text.into())]);
        if !words.is_empty() {
            said.push(' ');
            said.push_str(&tr(
                self.lang,
                "puzzles-reply",
                &[("side", solver.opponent().key().into()), ("moves", words.join(" ").into())],
            ));
        }
        if solved {
            said.push(' ');
            said.push_str(&self.finish(PuzzleState::Solved));
        }
        self.said = said;
        Verdict::Right { replies, solved }
    }

    /// Judges a checked move (the answer of [`AlternativeCheck::run`]); an
    /// answer for an earlier puzzle or an earlier move is ignored
    /// ([`Verdict::Stale`]).
    pub fn apply_check(&mut self, check: &AlternativeCheck, answer: &CheckAnswer) -> Verdict {
        self.tracking_record(|t| {
            let v = t.judge_check(check, answer);
            t.after_verdict(&v);
            v
        })
    }

    /// Runs one input and notes whether it changed the player's record
    /// ([`PuzzleView::record_changed`]).
    pub(super) fn tracking_record<R>(&mut self, input: impl FnOnce(&mut Self) -> R) -> R {
        let before = self.record.clone();
        let out = input(self);
        self.record_changed = self.record != before;
        out
    }

    fn judge_check(&mut self, check: &AlternativeCheck, answer: &CheckAnswer) -> Verdict {
        let Some((a, p)) = self.current() else { return Verdict::Stale };
        if answer.attempt != self.attempts
            || check.attempt != self.attempts
            || check.ply != a.ply
            || a.state != PuzzleState::Solving
        {
            return Verdict::Stale;
        }
        let base = puzzle::material(&self.rules, &p.start, p.solver());
        let wins = answer.score >= DECISIVE || answer.score - base >= self.set.settings.gain;
        let text = a.position.move_text(&self.rules, &check.played);
        let after = a.position.play(&check.played);
        let back = Frame { position: a.position, last: a.last.clone() };
        if wins {
            let key = self.key(p);
            if !self.record.flagged.contains(&key) {
                self.record.flagged.push(key);
            }
            let a = self.attempt.as_mut().expect("a current puzzle");
            a.position = after;
            a.last = Some((check.played, text.clone()));
            let done = self.finish(PuzzleState::Solved);
            self.said =
                format!("{} {done}", tr(self.lang, "puzzles-also-wins", &[("move", text.into())]));
            return Verdict::AlsoWins;
        }
        let refutation = answer.refutation;
        self.said = match refutation {
            Some(r) => tr(
                self.lang,
                "puzzles-wrong-refuted",
                &[
                    ("move", text.clone().into()),
                    ("side", p.solver().opponent().key().into()),
                    ("reply", after.move_text(&self.rules, &r).into()),
                ],
            ),
            None => tr(self.lang, "puzzles-wrong", &[("move", text.clone().into())]),
        };
        // The board shows the move, its refutation, then takes both back.
        let mut steps = VecDeque::new();
        if let Some(r) = refutation {
            let last = Some((r, after.move_text(&self.rules, &r)));
            let frame = Frame { position: after.play(&r), last };
            steps.push_back(Step { kind: StepKind::Refutation, delay_ms: REFUTATION_MS, frame });
        }
        steps.push_back(Step { kind: StepKind::TakeBack, delay_ms: TAKE_BACK_MS, frame: back });
        self.shown = Some(Frame { position: after, last: Some((check.played, text)) });
        self.steps = steps;
        self.fail();
        Verdict::Wrong { refutation }
    }

    /// The square of the piece to move (the attempt is then unrated).
    pub fn hint(&mut self) -> Option<Square> {
        self.flush();
        let (a, p) = self.current()?;
        if a.state != PuzzleState::Solving {
            return None;
        }
        let from = p.line[a.ply].from();
        let name = self.rules.square_name(from);
        let a = self.attempt.as_mut()?;
        a.hinted = true;
        a.hint = Some(from);
        self.said = tr(self.lang, "puzzles-hint", &[("square", name.into())]);
        self.sync_board();
        Some(from)
    }

    /// Gives up: the whole solution in notation (a failure when unrated).
    /// The board then plays the rest of it, a move a step.
    pub fn show_solution(&mut self) -> Vec<String> {
        self.flush();
        let Some((a, p)) = self.current() else { return Vec::new() };
        // Owned: the record and the attempt change below.
        let p = p.clone();
        let words = p.start.line_text(&self.rules, &p.line).moves;
        if a.state == PuzzleState::Solving {
            let rest = &p.line[a.ply..];
            let rest_words = a.position.line_text(&self.rules, rest).moves;
            let mut at = a.position;
            let steps: VecDeque<Step> = rest
                .iter()
                .zip(rest_words)
                .map(|(m, w)| {
                    at = at.play(m);
                    let frame = Frame { position: at, last: Some((*m, w)) };
                    Step { kind: StepKind::Solution, delay_ms: SOLUTION_MS, frame }
                })
                .collect();
            let from = Frame { position: a.position, last: a.last.clone() };
            if !steps.is_empty() {
                self.shown = Some(from);
                self.steps = steps;
            }
            self.fail();
            let a = self.attempt.as_mut().expect("a current puzzle");
            a.position = p.line.iter().fold(p.start, |pos, m| pos.play(m));
            a.ply = p.line.len();
            a.last = p.line.last().copied().zip(words.last().cloned());
            a.hint = None;
            self.finish(PuzzleState::Shown);
        }
        self.judging = None;
        self.said = tr(self.lang, "puzzles-solution", &[("line", words.join(" ").into())]);
        self.follow_run();
        self.sync_board();
        words
    }

    /// Records a failure once per puzzle.
    fn fail(&mut self) {
        let Some(a) = self.attempt.as_mut() else { return };
        a.failed = true;
        let unrated = !a.rated;
        a.rated = true;
        if unrated {
            self.rate(0.0);
        }
    }

    /// Ends the puzzle; rates it when nothing was rated yet. Gives the
    /// sentence that says so.
    fn finish(&mut self, state: PuzzleState) -> String {
        let Some(a) = self.attempt.as_mut() else { return String::new() };
        a.state = state;
        let unrated = !a.rated;
        let score = if a.hinted { 0.5 } else { 1.0 };
        a.rated = true;
        let before = self.record.rating.rating.round() as i32;
        if unrated {
            self.rate(score);
        }
        let after = self.record.rating.rating.round() as i32;
        if state == PuzzleState::Solved {
            self.count_personal_solve();
        }
        match state {
            PuzzleState::Solved => self.solved_words(unrated, before, after),
            _ => String::new(),
        }
    }

    /// One rating period against the current puzzle; the streak and the
    /// themes follow.
    fn rate(&mut self, score: f64) {
        let Some((a, p)) = self.current() else { return };
        // Owned: the record and the attempt change below.
        let p = p.clone();
        let (index, hinted) = (a.index, a.hinted);
        let before = self.record.rating.rating.round() as i32;
        let opponent =
            Glicko { rating: p.rating as f64, deviation: PUZZLE_DEVIATION, volatility: 0.06 };
        let r = self.record.rating.update(&[(opponent, score)], TAU);
        // Rounded, so that the save document's decimals read back exactly.
        let round = |x: f64, scale: f64| (x * scale).round() / scale;
        // A hint makes the attempt unrated (as lichess): the rating stays.
        if !hinted {
            self.record.rating = Glicko {
                rating: round(r.rating.max(MIN_RATING), 100.0),
                deviation: round(r.deviation.clamp(DEVIATION_RANGE.0, DEVIATION_RANGE.1), 100.0),
                volatility: round(r.volatility.min(MAX_VOLATILITY), 1e6),
            };
        }
        let clean = score >= 1.0;
        if clean {
            self.record.solved += 1;
            self.record.streak += 1;
            self.record.best_streak = self.record.best_streak.max(self.record.streak);
        } else if score <= 0.0 {
            self.record.failed += 1;
            self.record.streak = 0;
        }
        for t in p.themes.list() {
            let e: &mut ThemeProgress = self.record.themes.entry(t.id().to_string()).or_default();
            e.tried += 1;
            e.solved += u32::from(clean);
        }
        let after = self.record.rating.rating.round() as i32;
        if let Some(a) = self.attempt.as_mut() {
            a.change = Some((before, after));
        }
        let result = match (score > 0.0, hinted) {
            (false, _) => SittingResult::Failed,
            (true, true) => SittingResult::Hinted,
            (true, false) => SittingResult::Solved,
        };
        self.sitting.push(SittingEntry { index, result, change: after - before });
        self.log_attempt(index, result, after, after - before);
    }

    /// The player's progress per theme in words, the most tried first
    /// ("Shot: 3 of 5 solved at the first try").
    pub fn theme_progress(&self) -> Vec<String> {
        let mut themes: Vec<(Theme, ThemeProgress)> = Theme::ALL
            .into_iter()
            .filter_map(|t| self.record.themes.get(t.id()).map(|p| (t, *p)))
            .filter(|(_, p)| p.tried > 0)
            .collect();
        themes.sort_by_key(|(t, p)| (std::cmp::Reverse(p.tried), *t as u8));
        themes
            .into_iter()
            .map(|(t, p)| {
                tr(
                    self.lang,
                    "puzzles-theme-progress",
                    &[
                        ("theme", theme_name(t, self.lang).into()),
                        ("solved", p.solved.into()),
                        ("tried", p.tried.into()),
                    ],
                )
            })
            .collect()
    }

    /// The snapshot the screen draws.
    pub fn view(&self) -> PuzzleView {
        let lang = self.lang;
        let rating = self.record.rating.rating.round() as i32;
        let provisional = self.record.rating.deviation > 110.0;
        let rating_text = tr(
            lang,
            if provisional { "puzzles-rating-provisional" } else { "puzzles-rating" },
            &[("rating", rating.into())],
        );
        let streak_text = tr(lang, "puzzles-streak", &[("n", self.record.streak.into())]);
        let (position, solver, state, hint) = match self.current() {
            Some((a, p)) => (a.position, p.solver(), a.state, a.hint),
            None => (Position::start(&self.rules), self.rules.first, PuzzleState::Idle, None),
        };
        let over = !matches!(state, PuzzleState::Solving | PuzzleState::Idle);
        let (puzzle_rating, themes) = match self.current() {
            Some((_, p)) if over => (
                Some(p.rating),
                p.themes.list().into_iter().map(|t| theme_name(t, lang).to_string()).collect(),
            ),
            _ => (None, Vec::new()),
        };
        let solving = state == PuzzleState::Solving && self.judging.is_none();
        let controls = PuzzleControls {
            hint: Control::new(
                text(lang, "puzzles-control-hint"),
                solving && hint.is_none() && !self.in_run(),
            ),
            solution: Control::new(text(lang, "puzzles-control-solution"), solving),
            next: Control::new(text(lang, "puzzles-control-next"), !self.set.puzzles.is_empty())
                .offered(state != PuzzleState::Solving),
            themes: Control::new(text(lang, "puzzles-control-themes"), true),
            all_themes: Control::new(
                text(lang, "puzzles-themes-all"),
                !self.record.chosen_themes.is_empty(),
            ),
        };
        let rating_change = self.current().and_then(|(a, _)| a.change).map(|(before, after)| {
            let change = signed(after - before);
            let args =
                [("before", before.into()), ("after", after.into()), ("change", change.into())];
            RatingChange { before, after, text: tr(lang, "puzzles-rating-change", &args) }
        });
        PuzzleView {
            position,
            solver,
            state,
            prompt: self.prompt(),
            said: self.said.clone(),
            puzzle_rating,
            themes,
            rating,
            rating_text,
            streak_text,
            hint,
            board: self.board.view(),
            verdict: self.verdict.clone(),
            judging: self.judging.clone(),
            controls,
            next_step: self.steps.front().map(Step::pending),
            rating_change,
            streak: self.record.streak,
            best_streak: self.record.best_streak,
            sitting: self.sitting_chips(),
            theme_rows: self.theme_rows(),
            difficulty: Difficulty::ALL
                .into_iter()
                .map(|d| DifficultyChoice {
                    difficulty: d,
                    label: text(lang, d.message()).to_string(),
                    chosen: d == self.record.difficulty,
                })
                .collect(),
            mine: self.mine_row(),
            source: self.attempt.as_ref().and_then(|a| self.source_text(a.index)),
            labels: self.labels(),
            run: self.run_view(),
            solution: match self.current() {
                Some((_, p)) if over => p.start.line_text(&self.rules, &p.line).moves,
                _ => Vec::new(),
            },
            record_changed: self.record_changed,
        }
    }

    /// The puzzles of this sitting as chips.
    fn sitting_chips(&self) -> Vec<SittingChip> {
        let current = self.attempt.as_ref().map(|a| a.index);
        self.sitting
            .iter()
            .enumerate()
            .map(|(n, e)| {
                let change_text = signed(e.change);
                let label = tr(
                    self.lang,
                    "puzzles-sitting-chip",
                    &[
                        ("n", (n + 1).into()),
                        ("result", e.result.id().into()),
                        ("change", change_text.clone().into()),
                    ],
                );
                SittingChip {
                    index: e.index,
                    result: e.result,
                    change: e.change,
                    change_text,
                    label,
                    current: current == Some(e.index),
                }
            })
            .collect()
    }

    /// The themes the next puzzles are drawn from (none: every theme).
    pub fn chosen_themes(&self) -> Vec<Theme> {
        self.record.chosen_themes.iter().filter_map(|id| Theme::from_id(id)).collect()
    }

    /// The themes of the variant's puzzles, in the engine's order, each
    /// with its count and the player's progress.
    pub fn theme_rows(&self) -> Vec<ThemeRow> {
        let lang = self.lang;
        let chosen = self.chosen_themes();
        Theme::ALL
            .into_iter()
            .filter_map(|t| {
                let count = self.set.puzzles.iter().filter(|p| p.themes.contains(t)).count();
                if count == 0 {
                    return None;
                }
                let mine = self.record.themes.get(t.id()).copied().unwrap_or_default();
                let progress = if mine.tried == 0 {
                    text(lang, "puzzles-theme-untried").to_string()
                } else {
                    tr(
                        lang,
                        "puzzles-theme-solved",
                        &[("solved", mine.solved.into()), ("tried", mine.tried.into())],
                    )
                };
                Some(ThemeRow {
                    theme: t,
                    name: theme_name(t, lang).to_string(),
                    description: text(lang, theme_about(t)).to_string(),
                    count,
                    count_text: tr(lang, "puzzles-theme-count", &[("count", count.into())]),
                    tried: mine.tried,
                    solved: mine.solved,
                    progress,
                    chosen: chosen.contains(&t),
                })
            })
            .collect()
    }

    fn labels(&self) -> PuzzleLabels {
        let lang = self.lang;
        let chosen = self.chosen_themes();
        let mut names: Vec<&str> = chosen.iter().map(|t| theme_name(*t, lang)).collect();
        if self.mine_chosen() {
            names.insert(0, text(lang, "puzzles-mine-name"));
        }
        let chosen_themes = if names.is_empty() {
            text(lang, "puzzles-themes-all").to_string()
        } else {
            names.join(", ")
        };
        PuzzleLabels {
            title: text(lang, "puzzles-title").to_string(),
            themes_title: text(lang, "puzzles-themes-title").to_string(),
            difficulty_title: text(lang, "puzzles-difficulty-title").to_string(),
            sitting_title: text(lang, "puzzles-sitting-title").to_string(),
            chosen_themes,
            variant_title: text(lang, "puzzles-variant-title").to_string(),
        }
    }

    /// Adds `theme` to the chosen ones, or takes it out.
    pub fn toggle_theme(&mut self, theme: Theme) {
        let id = theme.id().to_string();
        if let Some(i) = self.record.chosen_themes.iter().position(|t| *t == id) {
            self.record.chosen_themes.remove(i);
        } else {
            self.record.chosen_themes.push(id);
        }
    }

    /// Sets the difficulty of the next puzzles.
    pub fn set_difficulty(&mut self, d: Difficulty) {
        self.record.difficulty = d;
    }

    /// Shows the next pending step; `false` when none was pending.
    pub fn advance(&mut self) -> bool {
        let Some(step) = self.steps.pop_front() else { return false };
        // The last step shows the puzzle as it stands.
        self.shown = if self.steps.is_empty() { None } else { Some(step.frame) };
        self.sync_board();
        true
    }

    /// Shows every pending step at once: the board is the puzzle's.
    fn flush(&mut self) {
        if self.shown.is_some() || !self.steps.is_empty() {
            self.steps.clear();
            self.shown = None;
            self.sync_board();
        }
    }

    /// One input of the puzzle screen, then the snapshot. A move completed
    /// on the board (by taps, a drag or the keys) is judged as
    /// [`PuzzleTrainer::play`] judges it.
    pub fn send(&mut self, input: PuzzleInput) -> PuzzleView {
        self.tracking_record(|t| t.apply_input(input));
        self.view()
    }

    fn apply_input(&mut self, input: PuzzleInput) {
        if input != PuzzleInput::Advance {
            // Another input does not wait for the pauses.
            self.flush();
        }
        if self.run_refuses(input) {
            return;
        }
        let out = match input {
            PuzzleInput::Board(action) => self.board.apply(action),
            PuzzleInput::Hint => {
                self.hint();
                None
            }
            PuzzleInput::ShowSolution => {
                self.show_solution();
                None
            }
            PuzzleInput::Next => {
                if !self.practice_next() {
                    self.next_puzzle();
                }
                None
            }
            PuzzleInput::Start(i) => {
                if i < self.set.puzzles.len() {
                    self.start(i);
                }
                None
            }
            PuzzleInput::Advance => {
                self.advance();
                None
            }
            PuzzleInput::ToggleTheme(t) => {
                self.toggle_theme(t);
                None
            }
            PuzzleInput::ToggleMine => {
                self.toggle_mine();
                None
            }
            PuzzleInput::AllThemes => {
                self.record.chosen_themes.clear();
                None
            }
            PuzzleInput::SetDifficulty(d) => {
                self.set_difficulty(d);
                None
            }
            PuzzleInput::ReplayFailed(period) => {
                self.replay_failed(period);
                None
            }
            PuzzleInput::StartRun => {
                self.start_run();
                None
            }
            PuzzleInput::LeaveRun => {
                self.leave_run();
                None
            }
        };
        match out {
            Some(TapOutcome::Played { mv, .. }) => {
                self.play(&mv);
            }
            Some(other) => {
                self.verdict = None;
                self.said = self.board.outcome_text(&other);
            }
            None => {}
        }
    }

    /// Puts the board on what the trainer shows: the puzzle's position
    /// and its last move, or the move being judged; taps are refused once
    /// the puzzle is over and while a move is judged.
    fn sync_board(&mut self) {
        let (pos, last, lock, marks) = match (self.current(), &self.judging) {
            (None, _) => (Position::start(&self.rules), None, Some(Refusal::NoPuzzle), vec![]),
            // Steps pending: the board shows them, and any input first
            // shows them all.
            (Some(_), None) if self.shown.is_some() => {
                let f = self.shown.as_ref().expect("a frame");
                (f.position, f.last.clone(), Some(Refusal::Judging), vec![])
            }
            (Some((a, _)), Some(c)) => {
                let text = a.position.move_text(&self.rules, &c.played);
                (c.after, Some((c.played, text)), Some(Refusal::Judging), vec![])
            }
            (Some((a, _)), None) => {
                let lock = (a.state != PuzzleState::Solving).then_some(Refusal::NoPuzzle);
                (a.position, a.last.clone(), lock, a.hint.into_iter().collect())
            }
        };
        if self.board.position() != pos || self.board.last_move() != last.as_ref() {
            self.board.set_position(pos, last);
        }
        self.board.set_moves_shown(lock.is_none());
        self.board.set_locked(lock);
        self.board.set_marks(marks);
    }
}

/// A change with its sign: "+12", "−8", "0".
fn signed(change: i32) -> String {
    match change {
        0 => "0".to_string(),
        c if c > 0 => format!("+{c}"),
        c => format!("\u{2212}{}", -c),
    }
}
