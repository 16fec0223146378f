//! The tutorial as plain records: pages made of blocks, board diagrams, and
//! the interactive lessons with their judge. The lesson screen is one handle
//! ([`LessonTrainerHandle`]): an input ([`LessonInput`]) goes in, its
//! snapshot ([`LessonScreen`]) comes out.

use crate::board_action::with_board;
use crate::board_view::BoardView;
use crate::controls::ControlView;
use crate::error::{argument, guard, guard_in, Result};
use crate::inputs::{Key, Language};
use crate::types::{PlacedPiece, RuleSet, Variant};
use draughts_app::tutorial as dt;
use std::sync::{Arc, Mutex, MutexGuard};

/// How a run of text is emphasised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum TextStyle {
    /// Normal text.
    Plain,
    /// Bold.
    Bold,
    /// Italic.
    Italic,
}

/// A run of text with one style.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct TextSpan {
    /// The text.
    pub text: String,
    /// Its style.
    pub style: TextStyle,
}

/// An arrow on a diagram along a path of squares.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct DiagramArrow {
    /// The squares as the notation names them (start, landings, end).
    pub path: Vec<String>,
    /// The same squares as indices (a name that is not a square is left out).
    pub squares: Vec<u32>,
    /// A move the rules forbid here (draw it red or dashed).
    pub forbidden: bool,
}

/// A board diagram: a position under a rule set, with marks.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct DiagramInfo {
    /// The rules of the position.
    pub rules: RuleSet,
    /// The position as a FEN.
    pub fen: String,
    /// The pieces to draw (empty if the FEN could not be read, which the core tests rule out).
    pub pieces: Vec<PlacedPiece>,
    /// Squares to highlight, as indices.
    pub highlights: Vec<u32>,
    /// Arrows for moves and capture paths.
    pub arrows: Vec<DiagramArrow>,
    /// Show square numbers or coordinates on the board (the core's choice:
    /// wherever the text cites squares).
    pub numbered: bool,
    /// The caption under the board.
    pub caption: Vec<TextSpan>,
    /// The board to draw: squares placed, pieces, highlights as targets and
    /// screen-reader descriptions (an empty board if the FEN could not be
    /// read, which the core tests rule out).
    pub board: BoardView,
}

/// One block of a page.
// A diagram's board is large next to a heading; UniFFI records cannot hold a
// Box, and pages are built once per language, so the size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum PageBlock {
    /// A sub-heading.
    Heading {
        /// Its text.
        text: String,
    },
    /// A paragraph.
    Paragraph {
        /// Its styled runs.
        spans: Vec<TextSpan>,
    },
    /// A bullet list.
    BulletList {
        /// One line of styled runs per item.
        items: Vec<Vec<TextSpan>>,
    },
    /// A table of plain cells.
    Table {
        /// The header row.
        header: Vec<String>,
        /// The body rows.
        rows: Vec<Vec<String>>,
    },
    /// A board diagram.
    Diagram {
        /// The diagram.
        diagram: DiagramInfo,
    },
}

/// A tutorial or rules page.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TutorialPage {
    /// A stable, language-independent id (`goal`, `variant-russian`, …).
    pub id: String,
    /// The title.
    pub title: String,
    /// The content.
    pub blocks: Vec<PageBlock>,
}

/// An interactive lesson: a position and a task.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LessonInfo {
    /// A stable, language-independent id.
    pub id: String,
    /// The title.
    pub title: String,
    /// The rules of the position.
    pub rules: RuleSet,
    /// The position as a FEN.
    pub fen: String,
    /// The pieces to draw.
    pub pieces: Vec<PlacedPiece>,
    /// What the player must do.
    pub task: Vec<TextSpan>,
    /// Squares to highlight, as indices.
    pub highlights: Vec<u32>,
    /// The accepted answers in notation (for a "show me" button).
    pub solutions: Vec<String>,
}

/// The judgement of a lesson answer.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct LessonVerdict {
    /// The answer is right.
    pub correct: bool,
    /// The move was legal at all (an illegal one should be refused on the board).
    pub legal: bool,
    /// What to tell the player.
    pub explanation: String,
}

pub(crate) fn spans(v: &[dt::Span]) -> Vec<TextSpan> {
    v.iter()
        .map(|s| TextSpan {
            text: s.text.clone(),
            style: match s.style {
                dt::Style::Plain => TextStyle::Plain,
                dt::Style::Bold => TextStyle::Bold,
                dt::Style::Italic => TextStyle::Italic,
            },
        })
        .collect()
}

fn pieces(rules: &draughts_rules::Rules, fen: &str) -> Vec<PlacedPiece> {
    draughts_rules::Position::from_fen(rules, fen)
        .map(|p| {
            p.pieces(rules)
                .into_iter()
                .map(|(s, pc)| PlacedPiece {
                    square: s.0.into(),
                    side: pc.color.into(),
                    kind: pc.kind.into(),
                })
                .collect()
        })
        .unwrap_or_default()
}

fn squares(rules: &draughts_rules::Rules, names: &[String]) -> Vec<u32> {
    names.iter().filter_map(|n| rules.parse_square(n)).map(|s| s.0.into()).collect()
}

fn diagram(d: &dt::Diagram, lang: draughts_game::Lang) -> DiagramInfo {
    let empty = || draughts_rules::Position::new(&Default::default(), &d.rules);
    let pos = draughts_rules::Position::from_fen(&d.rules, &d.fen)
        .or_else(|_| empty())
        .unwrap_or_else(|_| draughts_rules::Position::start(&d.rules));
    let marks: Vec<draughts_rules::Square> =
        d.highlights.iter().filter_map(|n| d.rules.parse_square(n)).collect();
    let board = draughts_app::BoardView::read_only(&d.rules, &pos, false, None, &marks, lang);
    DiagramInfo {
        rules: d.rules.into(),
        fen: d.fen.clone(),
        pieces: pieces(&d.rules, &d.fen),
        highlights: squares(&d.rules, &d.highlights),
        arrows: d
            .arrows
            .iter()
            .map(|a| DiagramArrow {
                path: a.path.clone(),
                squares: squares(&d.rules, &a.path),
                forbidden: a.kind == dt::ArrowKind::Forbidden,
            })
            .collect(),
        numbered: d.shows_numbers(),
        caption: spans(&d.caption),
        board: (&board).into(),
    }
}

/// The page as the apps lay it out: each diagram before its text.
fn page(p: dt::Page, lang: draughts_game::Lang) -> TutorialPage {
    let p = p.diagrams_first();
    TutorialPage {
        id: p.id,
        title: p.title,
        blocks: p
            .blocks
            .iter()
            .map(|b| match b {
                dt::Block::Heading(t) => PageBlock::Heading { text: t.clone() },
                dt::Block::Paragraph(s) => PageBlock::Paragraph { spans: spans(s) },
                dt::Block::BulletList(items) => {
                    PageBlock::BulletList { items: items.iter().map(|i| spans(i)).collect() }
                }
                dt::Block::Table(t) => {
                    PageBlock::Table { header: t.header.clone(), rows: t.rows.clone() }
                }
                dt::Block::Diagram(d) => PageBlock::Diagram { diagram: diagram(d, lang) },
            })
            .collect(),
    }
}

fn lesson_info(l: &dt::Lesson) -> LessonInfo {
    LessonInfo {
        id: l.id.clone(),
        title: l.title.clone(),
        rules: l.rules.into(),
        fen: l.fen.clone(),
        pieces: pieces(&l.rules, &l.fen),
        task: spans(&l.task),
        highlights: squares(&l.rules, &l.highlights),
        solutions: l.solutions.clone(),
    }
}

fn verdict(v: dt::Verdict) -> LessonVerdict {
    LessonVerdict { correct: v.correct, legal: v.legal, explanation: v.explanation }
}

fn find_lesson(language: Language, id: &str) -> Result<dt::Lesson> {
    dt::lessons(language.into())
        .into_iter()
        .find(|l| l.id == id)
        .ok_or_else(|| argument(format!("no lesson `{id}`")))
}

/// The tutorial: its sections, in order.
#[uniffi::export]
pub fn tutorial_pages(language: Language) -> Result<Vec<TutorialPage>> {
    guard(|| {
        Ok(dt::tutorial_pages(language.into())
            .into_iter()
            .map(|p| page(p, language.into()))
            .collect())
    })
}

/// The rules page of every official variant, in the app's order.
#[uniffi::export]
pub fn variant_pages(language: Language) -> Result<Vec<TutorialPage>> {
    guard(|| {
        Ok(dt::variant_pages(language.into())
            .into_iter()
            .map(|p| page(p, language.into()))
            .collect())
    })
}

/// The rules page of one official variant.
#[uniffi::export]
pub fn variant_page(variant: Variant, language: Language) -> Result<TutorialPage> {
    guard(|| Ok(page(dt::variant_page(variant.into(), language.into()), language.into())))
}

/// The rules page generated from a custom rule set (`Other` if it is invalid).
#[uniffi::export]
pub fn custom_rules_page(rules: RuleSet, language: Language) -> Result<TutorialPage> {
    guard(|| Ok(page(dt::custom_rules_page(&rules.to_core()?, language.into()), language.into())))
}

/// A variant's name in the language ("Dames russes", "Russian draughts").
#[uniffi::export]
pub fn variant_name(variant: Variant, language: Language) -> Result<String> {
    guard(|| Ok(dt::variant_name(variant.into(), language.into())))
}

/// Every interactive lesson, in order.
#[uniffi::export]
pub fn lessons(language: Language) -> Result<Vec<LessonInfo>> {
    guard(|| Ok(dt::lessons(language.into()).iter().map(lesson_info).collect()))
}

/// Judges an answer typed in notation. An illegal or ambiguous move gets
/// a verdict; only text that is not a move at all is an `IllegalMove` error.
#[uniffi::export]
pub fn judge_lesson_text(
    language: Language,
    lesson_id: String,
    text: String,
) -> Result<LessonVerdict> {
    guard_in(language.into(), || {
        let l = find_lesson(language, &lesson_id)?;
        Ok(verdict(l.judge_text(&text)?))
    })
}

/// An input of the lesson screen ([`LessonTrainerHandle::send`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum LessonInput {
    /// A tap on a square (its index).
    Tap {
        /// The square's index.
        square: u32,
    },
    /// A piece dragged from one square to another (indices).
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
    /// Starts the lesson again.
    Retry,
    /// The next lesson (the first after the last).
    Next,
    /// Opens a lesson by its index in [`lessons`].
    Open {
        /// The lesson's index.
        index: u32,
    },
}

/// Where the open lesson stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum LessonState {
    /// The answer is awaited.
    Solving,
    /// The right answer was played.
    Solved,
    /// Another move was played: its explanation is shown.
    Wrong,
}

/// The lesson screen's buttons.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct LessonControls {
    /// Try again; offered after a wrong answer.
    pub retry: ControlView,
    /// Next lesson; offered once this one is solved.
    pub next: ControlView,
    /// "Put it into practice" ([`LessonScreen::practice`]); offered once
    /// the lesson is solved.
    pub practice: ControlView,
}

/// The lesson screen's snapshot.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LessonScreen {
    /// The open lesson.
    pub lesson: LessonInfo,
    /// Its index in [`lessons`].
    pub index: u32,
    /// How many lessons there are.
    pub count: u32,
    /// Where it stands.
    pub state: LessonState,
    /// The verdict on the move played, once one is.
    pub verdict: Option<LessonVerdict>,
    /// The verdict in a word or two ("Correct!"), `null` while solving.
    pub headline: Option<String>,
    /// The board; taps, drags and keys go to [`LessonTrainerHandle::send`].
    pub board: BoardView,
    /// What to announce: the task on opening, what a tap did, the verdict.
    pub said: String,
    /// The line shown under the board (what the last input did, the
    /// verdict's explanation); `null` when the lesson opens.
    pub note: Option<String>,
    /// The buttons.
    pub controls: LessonControls,
    /// Where "Put it into practice" leads.
    pub practice: Option<crate::personal::PuzzlePractice>,
}

/// The lesson screen: every lesson of a language, one open on its board.
#[derive(uniffi::Object)]
pub struct LessonTrainerHandle {
    inner: Mutex<dt::LessonTrainer>,
}

impl LessonTrainerHandle {
    fn lock(&self) -> MutexGuard<'_, dt::LessonTrainer> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn lesson_state(s: dt::LessonState) -> LessonState {
    match s {
        dt::LessonState::Solving => LessonState::Solving,
        dt::LessonState::Solved => LessonState::Solved,
        dt::LessonState::Wrong => LessonState::Wrong,
    }
}

fn screen(t: &dt::LessonTrainer) -> LessonScreen {
    let v = t.view();
    LessonScreen {
        lesson: lesson_info(t.lesson()),
        index: v.index as u32,
        count: v.count as u32,
        state: lesson_state(v.state),
        verdict: v.verdict.map(verdict),
        headline: v.headline,
        board: (&v.board).into(),
        note: v.note,
        said: v.said,
        controls: LessonControls {
            retry: (&v.controls.retry).into(),
            next: (&v.controls.next).into(),
            practice: (&v.controls.practice).into(),
        },
        practice: v.practice.map(Into::into),
    }
}

/// The core's input for the app's (`Argument` for a square off the board or
/// an unknown lesson).
fn lesson_input(t: &dt::LessonTrainer, i: LessonInput) -> Result<dt::LessonInput> {
    let rules = t.lesson().rules;
    let board = dt::LessonInput::Board;
    Ok(with_board!(i, LessonInput => board, &rules, [Tap, Drag, Key, Cancel, Flip], {
        LessonInput::Retry => dt::LessonInput::Retry,
        LessonInput::Next => dt::LessonInput::Next,
        LessonInput::Open { index } => {
            let i = index as usize;
            if i >= t.lessons().len() {
                return Err(argument(format!("no lesson {index}")));
            }
            dt::LessonInput::Open(i)
        }
    }))
}

#[uniffi::export]
impl LessonTrainerHandle {
    /// The lessons of `language`, the one with `lesson_id` open
    /// (`Argument` if there is none).
    #[uniffi::constructor]
    pub fn new(language: Language, lesson_id: String) -> Result<Arc<Self>> {
        guard(|| {
            let core = dt::LessonTrainer::with_id(language.into(), &lesson_id)
                .ok_or_else(|| argument(format!("no lesson `{lesson_id}`")))?;
            Ok(Arc::new(LessonTrainerHandle { inner: Mutex::new(core) }))
        })
    }
    /// One input of the screen, then the whole snapshot.
    pub fn send(&self, input: LessonInput) -> Result<LessonScreen> {
        guard(|| {
            let mut t = self.lock();
            let i = lesson_input(&t, input)?;
            t.send(i);
            Ok(screen(&t))
        })
    }
    /// The snapshot, with no input (to draw the screen first).
    pub fn screen(&self) -> Result<LessonScreen> {
        guard(|| Ok(screen(&self.lock())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index(rules: &draughts_rules::Rules, name: &str) -> u32 {
        rules.parse_square(name).unwrap().0.into()
    }

    /// The screen's one contract: taps, a drag and the keys go in, the
    /// board, the verdict, the buttons and the words come out.
    #[test]
    fn the_lesson_screen_answers_each_input_with_its_snapshot() {
        let t = LessonTrainerHandle::new(Language::Fr, "compulsory-capture".into()).unwrap();
        let rules = draughts_rules::Variant::International.rules();
        let s = t.screen().unwrap();
        assert_eq!(s.lesson.id, "compulsory-capture");
        assert_eq!(s.state, LessonState::Solving);
        assert_eq!(s.controls.retry.label, "Réessayer");
        assert!(!s.controls.retry.enabled);
        let (from, to) = (index(&rules, "33"), index(&rules, "22"));
        let s = t.send(LessonInput::Tap { square: from }).unwrap();
        assert_eq!(s.board.selected, Some(from));
        let s = t.send(LessonInput::Tap { square: to }).unwrap();
        assert_eq!(s.state, LessonState::Solved);
        assert!(s.verdict.as_ref().is_some_and(|v| v.correct && v.explanation == s.said));
        assert!(s.controls.next.offered);

        let s = t.send(LessonInput::Retry).unwrap();
        assert_eq!(s.state, LessonState::Solving);
        let s = t.send(LessonInput::Drag { from, to }).unwrap();
        assert_eq!(s.state, LessonState::Solved);

        let s = t.send(LessonInput::Retry).unwrap();
        assert_eq!(s.board.cursor, Some(from), "the cursor rests on the capturer");
        let s = t.send(LessonInput::Key { key: Key::Enter }).unwrap();
        assert_eq!(s.board.selected, Some(from));

        assert!(t.send(LessonInput::Tap { square: 99 }).is_err(), "off the board");
        assert!(t.send(LessonInput::Open { index: 1_000 }).is_err());
        let s = t.send(LessonInput::Next).unwrap();
        assert_eq!(s.index, 1);
        assert!(LessonTrainerHandle::new(Language::En, "nope".into()).is_err());
    }
}
