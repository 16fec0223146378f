//! The record of solved lessons (the core's `LessonProgress`) and the
//! lessons list it words: the apps keep the document's text through their
//! atomic file stores, hand it back with each lesson snapshot, and write
//! what the core returns; they never read it themselves.

use crate::error::{guard, Result};
use crate::inputs::Language;
use crate::storage::KeepAside;
use crate::tutorial::LessonState;
use draughts_app::tutorial as dt;

/// One lesson of the lessons list.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LessonRowView {
    /// The lesson's stable id (to open it).
    pub id: String,
    /// Its place in the list, from 1: "3".
    pub number: String,
    /// Its title.
    pub title: String,
    /// Whether the player has solved it once (the tick).
    pub solved: bool,
    /// "Solved" or "Not solved yet".
    pub status: String,
    /// The row read aloud.
    pub spoken: String,
}

/// The lessons list: every lesson with its solved state.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LessonListView {
    /// The lessons, in order.
    pub rows: Vec<LessonRowView>,
    /// "Solved: 3/12".
    pub summary: String,
    /// How many are solved.
    pub solved: u32,
    /// How many lessons there are.
    pub count: u32,
}

/// The stored record opened ([`open_lesson_progress`]).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LessonProgressOpening {
    /// The document to hand to [`note_lesson`] and [`lesson_list`] (the
    /// stored one, or a new, empty one's).
    pub document: String,
    /// The file to rename before the record is written again.
    pub keep_aside: Option<KeepAside>,
    /// What to tell the user when it is kept aside, in `language`.
    pub notice: Option<String>,
}

fn progress(document: &str) -> dt::LessonProgress {
    dt::LessonProgress::open(Some(document.as_bytes()), "").progress
}

fn text(p: &dt::LessonProgress) -> String {
    String::from_utf8_lossy(&p.to_bytes()).into_owned()
}

/// Opens the stored record (`None`: no file yet) on `today` (ISO 8601). A
/// document this version cannot read is kept aside (rename it as
/// `keep_aside` says before writing) and an empty record starts.
#[uniffi::export]
pub fn open_lesson_progress(
    document: Option<String>,
    today: String,
    language: Language,
) -> Result<LessonProgressOpening> {
    guard(|| {
        let opened = dt::LessonProgress::open(document.as_deref().map(str::as_bytes), &today);
        let notice = opened.keep_aside.as_ref().map(|a| a.notice(language.into()));
        Ok(LessonProgressOpening {
            document: text(&opened.progress),
            keep_aside: opened.keep_aside.map(Into::into),
            notice,
        })
    })
}

/// Takes note of a lesson snapshot (its id and state): the document to
/// write when the record changed (the lesson was just solved for the first
/// time), else `null`.
#[uniffi::export]
pub fn note_lesson(
    document: String,
    lesson_id: String,
    state: LessonState,
) -> Result<Option<String>> {
    guard(|| {
        let mut p = progress(&document);
        let state = match state {
            LessonState::Solving => dt::LessonState::Solving,
            LessonState::Solved => dt::LessonState::Solved,
            LessonState::Wrong => dt::LessonState::Wrong,
        };
        Ok(p.note(&lesson_id, state).then(|| text(&p)))
    })
}

/// The lessons of `language` with the solved state `document` records.
#[uniffi::export]
pub fn lesson_list(document: String, language: Language) -> Result<LessonListView> {
    guard(|| {
        let l = progress(&document).list(language.into());
        Ok(LessonListView {
            rows: l
                .rows
                .into_iter()
                .map(|r| LessonRowView {
                    id: r.id,
                    number: r.number,
                    title: r.title,
                    solved: r.solved,
                    status: r.status,
                    spoken: r.spoken,
                })
                .collect(),
            summary: l.summary,
            solved: l.solved,
            count: l.count,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solved_lesson_is_written_once_and_ticked_in_the_list() {
        let o = open_lesson_progress(None, "2026-12-06".into(), Language::En).unwrap();
        assert_eq!((o.keep_aside.clone(), o.notice.clone()), (None, None));
        let list = lesson_list(o.document.clone(), Language::Fr).unwrap();
        assert_eq!(list.solved, 0);
        let id = list.rows[1].id.clone();
        assert_eq!(note_lesson(o.document.clone(), id.clone(), LessonState::Wrong).unwrap(), None);
        let written = note_lesson(o.document, id.clone(), LessonState::Solved).unwrap().unwrap();
        assert_eq!(note_lesson(written.clone(), id, LessonState::Solved).unwrap(), None);
        let list = lesson_list(written, Language::Fr).unwrap();
        assert!(list.rows[1].solved && !list.rows[0].solved);
        assert_eq!(list.solved, 1);
        assert_eq!(list.rows[1].status, "Réussie");
    }

    #[test]
    fn an_unreadable_record_is_kept_aside_with_a_notice() {
        let o = open_lesson_progress(Some("{broken".into()), "2026-12-06".into(), Language::Nl)
            .unwrap();
        let a = o.keep_aside.unwrap();
        assert_eq!(a.name, "lessons.json");
        assert!(a.aside.starts_with("lessons.damaged-2026-12-06-"), "{}", a.aside);
        assert!(o.notice.unwrap().contains(&a.aside));
        assert_eq!(lesson_list(o.document, Language::Nl).unwrap().solved, 0);
    }
}
