//! The tutorial as plain records: pages made of blocks, board diagrams, and
//! the interactive lessons with their judge. French and English.

use crate::board_view::BoardView;
use crate::error::{argument, guard, guard_in, Result};
use crate::handle::GameHandle;
use crate::inputs::Language;
use crate::types::{PlacedPiece, RuleSet, Variant};
use draughts_app::tutorial as dt;
use std::sync::Arc;

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
    /// Show square numbers or coordinates on the board.
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
        numbered: d.numbered,
        caption: spans(&d.caption),
        board: (&board).into(),
    }
}

fn page(p: dt::Page, lang: draughts_game::Lang) -> TutorialPage {
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

/// A session at the lesson's position, both sides human, for the player
/// to tap the answer; judge it with [`judge_lesson_session`].
#[uniffi::export]
pub fn lesson_session(language: Language, lesson_id: String) -> Result<Arc<GameHandle>> {
    guard(|| {
        let l = find_lesson(language, &lesson_id)?;
        let mut board = l.session();
        board.set_lang(language.into());
        Ok(GameHandle::wrap(draughts_app::GameTable::from_board(board)))
    })
}

/// Judges the move played on a [`lesson_session`]; `null` until a move
/// has been played. `Other` if there is no such lesson.
#[uniffi::export]
pub fn judge_lesson_session(
    language: Language,
    lesson_id: String,
    session: Arc<GameHandle>,
) -> Result<Option<LessonVerdict>> {
    guard(|| {
        let l = find_lesson(language, &lesson_id)?;
        let s = session.lock();
        Ok(l.judge_session(s.board()).map(verdict))
    })
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
