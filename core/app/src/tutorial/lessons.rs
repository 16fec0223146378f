//! Interactive lessons: a position, a task, the accepted answers, and an
//! explanation for the right answer, for each anticipated wrong answer and
//! for any other move.
//!
//! The board session (or the terminal) feeds the player's move to
//! [`Lesson::judge`] (a legal [`Move`]) or [`Lesson::judge_text`] (a move
//! typed in notation, which may be illegal). Answers are written in the
//! variant's notation and resolved against the position, so a lesson cannot
//! accept a move the engine would refuse: the tests check that every
//! solution is legal and accepted, and that every listed wrong answer is
//! refused with its own explanation.

use super::page::{spans, Lang, Span};
use crate::i18n::text;
use draughts_rules::{FenError, Move, MoveError, MoveText, Position, Rules, Variant};
use serde::{Deserialize, Serialize};

/// An anticipated wrong answer and why it is wrong. The move may be legal
/// (a weaker capture where any capture is allowed) or illegal (a quiet move
/// when a capture is compulsory): both get their explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WrongAnswer {
    /// The move, in the variant's notation.
    pub text: String,
    /// Why the move is right, or what it misses.
    pub explanation: String,
}

/// The judgement of one answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    /// Whether the move is the lesson's answer.
    pub correct: bool,
    /// Whether the move was legal at all (an illegal move is refused before
    /// it is played; a legal wrong move may be shown, then taken back).
    pub legal: bool,
    /// Why, in a sentence for the learner.
    pub explanation: String,
}

/// One lesson.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    /// A stable, locale-independent identifier.
    pub id: String,
    /// The lesson's title.
    pub title: String,
    /// The rules the position is played under.
    pub rules: Rules,
    /// The position, as a PDN FEN in the rules' numbering.
    pub fen: String,
    /// What the player must do (inline markup allowed).
    pub task: Vec<Span>,
    /// Squares to highlight on the board, in notation.
    pub highlights: Vec<String>,
    /// The accepted answers, in notation; any one of them is right.
    pub solutions: Vec<String>,
    /// Shown after a right answer.
    pub success: String,
    /// Anticipated wrong answers, each with its explanation.
    pub wrong: Vec<WrongAnswer>,
    /// Shown for a legal move that is neither a solution nor listed.
    pub other_wrong: String,
    /// Shown for an illegal move that is not listed.
    pub illegal: String,
    /// Shown, followed by the candidates, when a typed capture fits several.
    pub ambiguous: String,
}

impl Lesson {
    /// The lesson's position.
    pub fn position(&self) -> Result<Position, FenError> {
        Position::from_fen(&self.rules, &self.fen)
    }

    fn pos(&self) -> Position {
        self.position().expect("lesson FENs are checked by the tests")
    }

    /// The accepted answers as legal moves (a solution that does not resolve
    /// to one legal move is left out; the tests make sure none is).
    pub fn solution_moves(&self) -> Vec<Move> {
        let pos = self.pos();
        self.solutions.iter().filter_map(|t| pos.parse_move(&self.rules, t).ok()).collect()
    }

    /// Judges a legal move of the lesson's position.
    pub fn judge(&self, m: &Move) -> Verdict {
        let pos = self.pos();
        if self.solution_moves().contains(m) {
            return Verdict { correct: true, legal: true, explanation: self.success.clone() };
        }
        for w in &self.wrong {
            if pos.parse_move(&self.rules, &w.text).ok().as_ref() == Some(m) {
                return Verdict { correct: false, legal: true, explanation: w.explanation.clone() };
            }
        }
        let legal = pos.legal_moves(&self.rules).contains(m);
        let explanation = if legal { self.other_wrong.clone() } else { self.illegal.clone() };
        Verdict { correct: false, legal, explanation }
    }

    /// Judges a move typed in notation. Only text that is not a move at all
    /// is an error; an illegal or ambiguous move gets a verdict.
    pub fn judge_text(&self, text: &str) -> Result<Verdict, MoveError> {
        let pos = self.pos();
        let typed = MoveText::parse(text, &self.rules)?;
        match typed.resolve(&pos, &self.rules) {
            Ok(m) => Ok(self.judge(&m)),
            Err(MoveError::Syntax { text, why }) => Err(MoveError::Syntax { text, why }),
            Err(MoveError::Ambiguous { candidates, .. }) => Ok(Verdict {
                correct: false,
                legal: true,
                explanation: format!("{} {}", self.ambiguous, candidates.join(", ")),
            }),
            Err(MoveError::Illegal { .. }) => {
                // An illegal move: is it one of the anticipated ones? Compare
                // start and end squares (and the path if the answer gives it).
                for w in &self.wrong {
                    if let Ok(expected) = MoveText::parse(&w.text, &self.rules) {
                        if same_route(&expected, &typed) {
                            return Ok(Verdict {
                                correct: false,
                                legal: false,
                                explanation: w.explanation.clone(),
                            });
                        }
                    }
                }
                Ok(Verdict { correct: false, legal: false, explanation: self.illegal.clone() })
            }
        }
    }
}

fn same_route(a: &MoveText, b: &MoveText) -> bool {
    a.squares.first() == b.squares.first() && a.squares.last() == b.squares.last()
}

/// A lesson under construction; the locale only picks strings.
struct LessonBuilder {
    l: Lang,
    lesson: Lesson,
}

fn lesson(l: Lang, id: &str, variant: Variant, fen: &str, title: String) -> LessonBuilder {
    LessonBuilder {
        l,
        lesson: Lesson {
            id: id.to_string(),
            title,
            rules: Rules::preset(variant),
            fen: fen.to_string(),
            task: Vec::new(),
            highlights: Vec::new(),
            solutions: Vec::new(),
            success: String::new(),
            wrong: Vec::new(),
            other_wrong: text(l, "lesson-lesson-that-move-legal").to_owned(),
            illegal: text(l, "lesson-lesson-that-move-not").to_owned(),
            ambiguous: text(l, "lesson-lesson-several-captures-fit").to_owned(),
        },
    }
}

impl LessonBuilder {
    fn task(mut self, id: &'static str) -> Self {
        self.lesson.task = spans(text(self.l, id));
        self
    }
    fn highlight(mut self, squares: &[&str]) -> Self {
        self.lesson.highlights = squares.iter().map(|s| s.to_string()).collect();
        self
    }
    fn solutions(mut self, moves: &[&str], id: &'static str) -> Self {
        self.lesson.solutions = moves.iter().map(|s| s.to_string()).collect();
        self.lesson.success = text(self.l, id).to_owned();
        self
    }
    fn wrong(mut self, mv: &str, id: &'static str) -> Self {
        let explanation = text(self.l, id).to_owned();
        self.lesson.wrong.push(WrongAnswer { text: mv.to_string(), explanation });
        self
    }
    fn other(mut self, id: &'static str) -> Self {
        self.lesson.other_wrong = text(self.l, id).to_owned();
        self
    }
    fn done(self) -> Lesson {
        self.lesson
    }
}

/// Every lesson, from the first rule to the finest.
// Long on purpose: the lessons as data, one builder chain each, in the
// order they are taught.
pub fn lessons(l: Lang) -> Vec<Lesson> {
    use Variant::*;
    vec![
        lesson(
            l,
            "compulsory-capture",
            International,
            "W:W33,38,47:B11,17,28",
            text(l, "lesson-lessons-capturing-compulsory").to_owned(),
        )
        .task("lesson-compulsory-capture-task")
        .highlight(&["33", "28"])
        .solutions(&["33x22"], "lesson-compulsory-capture-success")
        .wrong("33-29", "lesson-compulsory-capture-wrong-33-29")
        .wrong("47-42", "lesson-compulsory-capture-wrong-47-42")
        .done(),
        lesson(
            l,
            "multi-capture",
            International,
            "W:W37:B23,24,32",
            text(l, "lesson-lessons-multi-capture").to_owned(),
        )
        .task("lesson-multi-capture-task")
        .highlight(&["37"])
        .solutions(&["37x30"], "lesson-multi-capture-success")
        .wrong("37x28", "lesson-multi-capture-wrong-37x28")
        .wrong("37x19", "lesson-multi-capture-wrong-37x19")
        .done(),
        lesson(
            l,
            "majority-capture",
            International,
            "W:W32,39:B24,27,34",
            text(l, "lesson-lessons-majority-capture").to_owned(),
        )
        .task("lesson-majority-capture-task")
        .highlight(&["32", "39"])
        .solutions(&["39x19"], "lesson-majority-capture-success")
        .wrong("32x21", "lesson-majority-capture-wrong-32x21")
        .done(),
        lesson(
            l,
            "backward-capture",
            International,
            "W:W28,48:B3,33",
            text(l, "lesson-lessons-men-capture-backwards").to_owned(),
        )
        .task("lesson-backward-capture-task")
        .highlight(&["28", "33"])
        .solutions(&["28x39"], "lesson-backward-capture-success")
        .wrong("28-23", "lesson-backward-capture-wrong-28-23")
        .wrong("48-42", "lesson-backward-capture-wrong-48-42")
        .done(),
        lesson(
            l,
            "flying-king",
            Russian,
            "W:WKa1:Bc3,f4",
            text(l, "lesson-lessons-flying-king-where").to_owned(),
        )
        .task("lesson-flying-king-task")
        .highlight(&["a1"])
        .solutions(&["a1:g3", "a1:h2"], "lesson-flying-king-success")
        .wrong("a1:h8", "lesson-flying-king-wrong-a1-h8")
        .wrong("a1:d4", "lesson-flying-king-wrong-a1-d4")
        .wrong("a1:e5", "lesson-flying-king-wrong-a1-e5")
        .done(),
        lesson(
            l,
            "promotion-international",
            International,
            "W:W13:B7,8",
            text(l, "lesson-lessons-promotion-mid-capture").to_owned(),
        )
        .task("lesson-promotion-international-task")
        .highlight(&["13"])
        .solutions(&["13x11"], "lesson-promotion-international-success")
        .wrong("13x2", "lesson-promotion-international-wrong-13x2")
        .done(),
        lesson(
            l,
            "promotion-russian",
            Russian,
            "W:Wf6:Be7,b6",
            text(l, "lesson-lessons-promotion-mid-capture-2").to_owned(),
        )
        .task("lesson-promotion-russian-task")
        .highlight(&["f6"])
        .solutions(&["f6:a5"], "lesson-promotion-russian-success")
        .wrong("f6:d8", "lesson-promotion-russian-wrong-f6-d8")
        .done(),
        lesson(
            l,
            "promotion-english",
            English,
            "W:W11:B6,7",
            text(l, "lesson-lessons-promotion-mid-capture-3").to_owned(),
        )
        .task("lesson-promotion-english-task")
        .highlight(&["11"])
        .solutions(&["11x2"], "lesson-promotion-english-success")
        .wrong("11x9", "lesson-promotion-english-wrong-11x9")
        .done(),
        lesson(
            l,
            "turkish-strike",
            International,
            "W:WK46:B19,28,29,38,39",
            text(l, "lesson-lessons-turkish-strike").to_owned(),
        )
        .task("lesson-turkish-strike-task")
        .highlight(&["46"])
        .solutions(&["46x32", "46x27", "46x21", "46x16"], "lesson-turkish-strike-success")
        .wrong("46x14", "lesson-turkish-strike-wrong-46x14")
        .wrong("46x10", "lesson-turkish-strike-wrong-46x10")
        .done(),
        lesson(
            l,
            "notation-numbers",
            International,
            "W:W31-50:B1-20",
            text(l, "lesson-lessons-reading-notation-numbers").to_owned(),
        )
        .task("lesson-notation-numbers-task")
        .solutions(&["34-29"], "lesson-notation-numbers-success")
        .wrong("33-29", "lesson-notation-numbers-wrong-33-29")
        .wrong("34-30", "lesson-notation-numbers-wrong-34-30")
        .other("lesson-notation-numbers-other")
        .done(),
        lesson(
            l,
            "notation-coordinates",
            Russian,
            "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
            text(l, "lesson-lessons-reading-notation-coordinates").to_owned(),
        )
        .task("lesson-notation-coordinates-task")
        .solutions(&["c3-b4"], "lesson-notation-coordinates-success")
        .wrong("c3-d4", "lesson-notation-coordinates-wrong-c3-d4")
        .wrong("a3-b4", "lesson-notation-coordinates-wrong-a3-b4")
        .other("lesson-notation-coordinates-other")
        .done(),
    ]
}
