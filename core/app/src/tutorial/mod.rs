//! The rules tutorial, the rules pages and the interactive lessons, in French
//! and English.
//!
//! Everything here is plain data that a UI renders: a [`Page`] is a title and
//! a list of [`Block`]s (paragraphs, lists, tables, board diagrams). The Android
//! and iOS apps draw the same pages as the terminal ([`render_page`]).
//!
//! The text states rules, so the rules it states are checked against the
//! engine: a [`Diagram`] carries [`Claim`]s ("this move is legal here", "this
//! one is not") that the tests replay through the move generator, and the
//! rules pages ([`variant_page`], [`custom_rules_page`]) are generated from the
//! knobs of a [`Rules`](draughts_rules::Rules) value, so changing a knob changes the
//! text.
//!
//! Every language shares one structure by construction: every page is built
//! by a single function that takes the language only to word its messages
//! (from the catalogues, [`crate::i18n`]); diagrams, claims and lessons' moves
//! are defined once.
//!
//! Terms, kept the same on every page. French: pion, dame, prise, rafle,
//! prise majoritaire, case, rangée, and "tu" for the player. English follows
//! the checkers and draughts tradition: man, king, capture, **multi-capture**
//! for a capture of several pieces in one move (never "multiple jump"),
//! majority capture, the dark squares, the far row; diagrams and lessons say
//! "White to move".
//!
//! Layout (private modules; everything public is re-exported here):
//! * `page.rs`: the content types (pages, blocks, spans, diagrams, claims) and
//!   the small inline markup (`**bold**`, `*italic*`) the text is written in;
//! * `sections.rs`: the nine tutorial sections;
//! * `facts.rs`: rule sentences and table cells generated from a `Rules` value;
//! * `variant_pages.rs`: one page per preset;
//! * `rules_page.rs`: the page generated from any custom rule set;
//! * `lessons.rs`: the interactive lessons and their judge;
//! * `lesson_trainer.rs`: the lesson screen, on its own board, input in and
//!   snapshot out;
//! * `progress.rs`: the solved lessons' record and the lessons list;
//! * `render_text.rs`: the plain-text renderer with ASCII boards.

pub(crate) mod facts;
mod lesson_trainer;
mod lessons;
mod page;
mod practice;
mod progress;
mod render_text;
mod rules_page;
mod sections;
mod variant_pages;

pub use facts::{rule_sentences, variant_name, variant_short_name, variant_tagline};
pub use lesson_trainer::{LessonControls, LessonInput, LessonState, LessonTrainer, LessonView};
pub use lessons::{lessons, Lesson, Verdict, WrongAnswer};
pub use page::{plain, spans, Arrow, ArrowKind, Block, Claim, Diagram, Page, Span, Style, Table};
pub use practice::Practice;
pub use progress::{
    LessonList, LessonProgress, LessonProgressOpening, LessonRow, LESSONS_FORMAT, LESSONS_VERSION,
};
pub use render_text::{render_diagram, render_lesson, render_page};
pub use rules_page::{changes_from_base, custom_rules_page};
pub use sections::tutorial_pages;
pub use variant_pages::variant_page;

use draughts_game::Lang;

/// Every rules page: one per preset, in [`Variant::ALL`](draughts_rules::Variant::ALL) order.
pub fn variant_pages(locale: Lang) -> Vec<Page> {
    draughts_rules::Variant::ALL.iter().map(|&v| variant_page(v, locale)).collect()
}
