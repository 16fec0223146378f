//! The lessons the player has solved, as one small versioned document
//! (`lessons.json`), and the lessons list that shows them.
//!
//! The document is a JSON object: `format`, `version`, `solved` (the ids
//! of the solved lessons, in the order they were first solved), and any
//! key a later version adds, kept as read so that writing it back loses
//! nothing. A document this version cannot read (a newer version number,
//! another format, broken JSON) is kept aside ([`KeepAside`]) and an empty
//! record starts; an id no lesson has (a lesson of a later version) is kept.
//!
//! ```
//! use draughts_app::tutorial::{LessonProgress, LessonState};
//! use draughts_game::Lang;
//!
//! let mut p = LessonProgress::open(None, "2026-12-06").progress;
//! assert!(p.note("notation-numbers", LessonState::Solved), "changed: write it");
//! assert!(!p.note("notation-numbers", LessonState::Solved), "already solved");
//! let again = LessonProgress::open(Some(&p.to_bytes()), "").progress;
//! let list = again.list(Lang::En);
//! assert!(list.rows.iter().any(|r| r.id == "notation-numbers" && r.solved));
//! ```

use super::lesson_trainer::LessonState;
use crate::i18n::{text, tr};
use crate::storage::{KeepAside, StoredFile, Unreadable};
use draughts_game::Lang;
use serde_json::{Map, Value};

/// The `format` of a lesson progress document.
pub const LESSONS_FORMAT: &str = "draughts-lessons";
/// The version this build writes and reads.
pub const LESSONS_VERSION: u64 = 1;

/// The solved lessons: see the module documentation.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LessonProgress {
    solved: Vec<String>,
    /// Keys of other versions, written back as read.
    others: Map<String, Value>,
}

/// A lesson progress document opened ([`LessonProgress::open`]).
#[derive(Clone, Debug, PartialEq)]
pub struct LessonProgressOpening {
    /// The record read, or a new, empty one.
    pub progress: LessonProgress,
    /// The file to rename before the record is written again.
    pub keep_aside: Option<KeepAside>,
}

/// One lesson in the lessons list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonRow {
    /// The lesson's stable id.
    pub id: String,
    /// Its place in the list, from 1: "3".
    pub number: String,
    /// Its title.
    pub title: String,
    /// Whether the player has solved it once.
    pub solved: bool,
    /// "Solved" or "Not solved yet".
    pub status: String,
    /// The row read aloud: "Lesson 3: Capture forward. Solved".
    pub spoken: String,
}

/// The lessons list: every lesson with its solved state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonList {
    /// The lessons, in order.
    pub rows: Vec<LessonRow>,
    /// How many are solved: "Solved: 3/12".
    pub summary: String,
    /// How many are solved.
    pub solved: u32,
    /// How many lessons there are.
    pub count: u32,
}

impl LessonProgress {
    /// Reads the stored record (`None`: no file yet) on `today` (ISO 8601,
    /// for the kept file's name). A document this version cannot read is
    /// kept aside, never written over, and an empty record starts.
    pub fn open(bytes: Option<&[u8]>, today: &str) -> LessonProgressOpening {
        let Some(bytes) = bytes else {
            return LessonProgressOpening { progress: LessonProgress::default(), keep_aside: None };
        };
        match LessonProgress::read(bytes) {
            Ok(progress) => LessonProgressOpening { progress, keep_aside: None },
            Err(reason) => LessonProgressOpening {
                progress: LessonProgress::default(),
                keep_aside: Some(KeepAside::new(StoredFile::LessonProgress, reason, today, bytes)),
            },
        }
    }

    fn read(bytes: &[u8]) -> Result<LessonProgress, Unreadable> {
        let text = std::str::from_utf8(bytes).map_err(|_| Unreadable::Damaged)?;
        let mut fields = match serde_json::from_str::<Value>(text) {
            Ok(Value::Object(fields)) => fields,
            Ok(_) => return Err(Unreadable::OtherFormat),
            Err(_) => return Err(Unreadable::Damaged),
        };
        if fields.remove("format").as_ref().and_then(Value::as_str) != Some(LESSONS_FORMAT) {
            return Err(Unreadable::OtherFormat);
        }
        match fields.remove("version").as_ref().and_then(Value::as_u64) {
            Some(v) if v > LESSONS_VERSION => return Err(Unreadable::NewerVersion(v)),
            Some(_) => {}
            None => return Err(Unreadable::DamagedHeader),
        }
        let solved = match fields.remove("solved") {
            None => vec![],
            Some(Value::Array(ids)) => {
                let ids: Option<Vec<String>> =
                    ids.into_iter().map(|v| v.as_str().map(str::to_owned)).collect();
                ids.ok_or(Unreadable::Damaged)?
            }
            Some(_) => return Err(Unreadable::Damaged),
        };
        Ok(LessonProgress { solved, others: fields })
    }

    /// Whether the lesson with this id was solved.
    pub fn is_solved(&self, id: &str) -> bool {
        self.solved.iter().any(|s| s == id)
    }

    /// Takes note of where the lesson `id` stands after an input: a lesson
    /// becomes solved the first time its right answer is played. `true`
    /// when the record changed (write [`LessonProgress::to_bytes`]).
    pub fn note(&mut self, id: &str, state: LessonState) -> bool {
        if state != LessonState::Solved || id.is_empty() || self.is_solved(id) {
            return false;
        }
        self.solved.push(id.to_owned());
        true
    }

    /// The document's bytes (JSON: format, version, solved, then the keys
    /// of other versions).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Map::new();
        out.insert("format".into(), LESSONS_FORMAT.into());
        out.insert("version".into(), LESSONS_VERSION.into());
        out.insert("solved".into(), self.solved.clone().into());
        out.extend(self.others.clone());
        serde_json::to_vec_pretty(&Value::Object(out)).unwrap_or_default()
    }

    /// The lessons of `lang` with their solved state, in their words.
    pub fn list(&self, lang: Lang) -> LessonList {
        let rows: Vec<LessonRow> = super::lessons(lang)
            .into_iter()
            .enumerate()
            .map(|(i, l)| {
                let solved = self.is_solved(&l.id);
                let status =
                    text(lang, if solved { "lesson-list-solved" } else { "lesson-list-unsolved" });
                let number = (i + 1).to_string();
                let spoken = tr(
                    lang,
                    "lesson-list-row",
                    &[
                        ("number", number.clone().into()),
                        ("title", l.title.clone().into()),
                        ("status", status.into()),
                    ],
                );
                LessonRow {
                    id: l.id,
                    number,
                    title: l.title,
                    solved,
                    status: status.into(),
                    spoken,
                }
            })
            .collect();
        let solved = rows.iter().filter(|r| r.solved).count() as u32;
        let count = rows.len() as u32;
        let summary =
            tr(lang, "lesson-list-summary", &[("solved", solved.into()), ("count", count.into())]);
        LessonList { rows, summary, solved, count }
    }
}
