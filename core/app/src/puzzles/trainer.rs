//! [`PuzzleTrainer`]: one player going through a variant's puzzles.

use super::glicko::Glicko;
use super::record::{puzzle_key, PuzzleRecord, ThemeProgress};
use crate::i18n::{text, tr};
use draughts_engine::puzzle::{self, Puzzle, PuzzleSet, Reason, Theme, DECISIVE};
use draughts_engine::{Limits, Options, Searcher};
use draughts_game::Lang;
use draughts_rules::{Color, Move, Position, Rules, Square, Variant};

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
    /// No puzzle is being solved, or the move is not legal here.
    NotNow,
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
}

/// A player's puzzle session in one variant.
pub struct PuzzleTrainer {
    variant: Variant,
    rules: Rules,
    set: &'static PuzzleSet,
    lang: Lang,
    record: PuzzleRecord,
    attempt: Option<Attempt>,
    said: String,
    attempts: u32,
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

    /// A trainer over another set of puzzles (tests, custom sets).
    pub fn with_set(set: &'static PuzzleSet, record: PuzzleRecord, lang: Lang) -> PuzzleTrainer {
        PuzzleTrainer {
            variant: set.variant,
            rules: set.variant.rules(),
            set,
            lang,
            record,
            attempt: None,
            said: String::new(),
            attempts: 0,
        }
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
    pub fn puzzles(&self) -> &'static [Puzzle] {
        &self.set.puzzles
    }

    /// Changes the language of the words.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    fn key(&self, p: &Puzzle) -> String {
        puzzle_key(self.variant, p.id())
    }

    /// The next puzzle for the player: not played lately, rated nearest a
    /// target that takes in turn the player's rating and 150 and 300 below
    /// and above it. When every puzzle was played lately, the oldest
    /// played come back first.
    pub fn choose_next(&self) -> Option<usize> {
        let offset = TARGET_OFFSETS[self.record.plays as usize % TARGET_OFFSETS.len()];
        let target = self.record.rating.rating.round() as i32 + offset;
        let distance = |p: &Puzzle| ((p.rating as i32 - target).abs(), p.id());
        let fresh = self
            .set
            .puzzles
            .iter()
            .enumerate()
            .filter(|(_, p)| !self.record.is_recent(&self.key(p)))
            .min_by_key(|(_, p)| distance(p))
            .map(|(i, _)| i);
        fresh.or_else(|| {
            // Everything is recent: the one played longest ago.
            let oldest = self.record.recent.first()?;
            self.set.puzzles.iter().position(|p| self.key(p) == *oldest)
        })
    }

    /// Starts the next puzzle; `None` when the variant has none.
    pub fn next_puzzle(&mut self) -> Option<usize> {
        let index = self.choose_next()?;
        self.start(index);
        Some(index)
    }

    /// Starts puzzle `index` (a replay of one chosen by the player).
    pub fn start(&mut self, index: usize) {
        let p = &self.set.puzzles[index];
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
            rated: false,
            state: PuzzleState::Solving,
            hint: None,
        });
        self.said = self.prompt();
    }

    fn current(&self) -> Option<(&Attempt, &'static Puzzle)> {
        let a = self.attempt.as_ref()?;
        Some((a, &self.set.puzzles[a.index]))
    }

    fn prompt(&self) -> String {
        match self.current() {
            Some((_, p)) => tr(self.lang, "puzzles-prompt", &[("side", p.solver().key().into())]),
            None => text(self.lang, "puzzles-none").to_string(),
        }
    }

    /// The legal moves of the board (the player's while solving).
    pub fn legal_moves(&self) -> Vec<Move> {
        match self.current() {
            Some((a, _)) if a.state == PuzzleState::Solving => a.position.legal_moves(&self.rules),
            _ => Vec::new(),
        }
    }

    /// Plays the player's move.
    pub fn play(&mut self, m: &Move) -> Verdict {
        let Some((a, p)) = self.current() else { return Verdict::NotNow };
        if a.state != PuzzleState::Solving || !a.position.legal_moves(&self.rules).contains(m) {
            return Verdict::NotNow;
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
        a.position = a.position.play(&expected);
        a.ply += 1;
        a.hint = None;
        let mut replies = Vec::new();
        let mut words = Vec::new();
        while a.ply < p.line.len() && a.position.turn() != solver {
            let r = p.line[a.ply];
            words.push(a.position.move_text(&self.rules, &r));
            a.position = a.position.play(&r);
            a.ply += 1;
            replies.push(r);
        }
        let solved = a.ply >= p.line.len();
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
    /// ([`Verdict::NotNow`]).
    pub fn apply_check(&mut self, check: &AlternativeCheck, answer: &CheckAnswer) -> Verdict {
        let Some((a, p)) = self.current() else { return Verdict::NotNow };
        if answer.attempt != self.attempts
            || check.attempt != self.attempts
            || check.ply != a.ply
            || a.state != PuzzleState::Solving
        {
            return Verdict::NotNow;
        }
        let base = puzzle::material(&self.rules, &p.start, p.solver());
        let wins = answer.score >= DECISIVE || answer.score - base >= self.set.settings.gain;
        let text = a.position.move_text(&self.rules, &check.played);
        let after = a.position.play(&check.played);
        if wins {
            let key = self.key(p);
            if !self.record.flagged.contains(&key) {
                self.record.flagged.push(key);
            }
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
                    ("move", text.into()),
                    ("side", p.solver().opponent().key().into()),
                    ("reply", after.move_text(&self.rules, &r).into()),
                ],
            ),
            None => tr(self.lang, "puzzles-wrong", &[("move", text.into())]),
        };
        self.fail();
        Verdict::Wrong { refutation }
    }

    /// The square of the piece to move (the result then counts half).
    pub fn hint(&mut self) -> Option<Square> {
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
        Some(from)
    }

    /// Gives up: the whole solution in notation (a failure when unrated).
    pub fn show_solution(&mut self) -> Vec<String> {
        let Some((a, p)) = self.current() else { return Vec::new() };
        let mut pos = p.start;
        let mut words = Vec::new();
        for m in &p.line {
            words.push(pos.move_text(&self.rules, m));
            pos = pos.play(m);
        }
        if a.state == PuzzleState::Solving {
            self.fail();
            let a = self.attempt.as_mut().expect("a current puzzle");
            a.position = pos;
            a.ply = p.line.len();
            self.finish(PuzzleState::Shown);
        }
        self.said = tr(self.lang, "puzzles-solution", &[("line", words.join(" ").into())]);
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
        match state {
            PuzzleState::Solved => tr(
                self.lang,
                "puzzles-solved",
                &[("rating", after.into()), ("change", format!("{:+}", after - before).into())],
            ),
            _ => String::new(),
        }
    }

    /// One rating period against the current puzzle; the streak and the
    /// themes follow.
    fn rate(&mut self, score: f64) {
        let Some((_, p)) = self.current() else { return };
        let opponent =
            Glicko { rating: p.rating as f64, deviation: PUZZLE_DEVIATION, volatility: 0.06 };
        let r = self.record.rating.update(&[(opponent, score)], TAU);
        // Rounded, so that the save document's decimals read back exactly.
        let round = |x: f64, scale: f64| (x * scale).round() / scale;
        self.record.rating = Glicko {
            rating: round(r.rating.max(MIN_RATING), 100.0),
            deviation: round(r.deviation.clamp(DEVIATION_RANGE.0, DEVIATION_RANGE.1), 100.0),
            volatility: round(r.volatility.min(MAX_VOLATILITY), 1e6),
        };
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
        match self.current() {
            Some((a, p)) => {
                let over = a.state != PuzzleState::Solving;
                PuzzleView {
                    position: a.position,
                    solver: p.solver(),
                    state: a.state,
                    prompt: self.prompt(),
                    said: self.said.clone(),
                    puzzle_rating: over.then_some(p.rating),
                    themes: if over {
                        p.themes
                            .list()
                            .into_iter()
                            .map(|t| theme_name(t, lang).to_string())
                            .collect()
                    } else {
                        Vec::new()
                    },
                    rating,
                    rating_text,
                    streak_text,
                    hint: a.hint,
                }
            }
            None => PuzzleView {
                position: Position::start(&self.rules),
                solver: self.rules.first,
                state: PuzzleState::Idle,
                prompt: self.prompt(),
                said: self.said.clone(),
                puzzle_rating: None,
                themes: Vec::new(),
                rating,
                rating_text,
                streak_text,
                hint: None,
            },
        }
    }
}
