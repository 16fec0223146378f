//! The files the apps keep (the core's `draughts_app::storage`): their
//! names, defined once for both apps, and the documents to keep aside
//! when this version cannot read them. The apps rename and write; the core
//! decides the names and when.

use crate::error::{guard, Result};
use crate::inputs::Language;
use draughts_app::puzzles::PuzzleRecord;
use draughts_app::storage as st;

/// A file an app keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum StoredFile {
    /// The unfinished games.
    Shelf,
    /// The finished games.
    Archive,
    /// The single autosave of versions before the library.
    LegacySave,
    /// The player's puzzle record.
    PuzzleRecord,
    /// The settings, where an app keeps them in a file.
    Settings,
    /// The lessons the player has solved.
    LessonProgress,
}

impl From<StoredFile> for st::StoredFile {
    fn from(f: StoredFile) -> Self {
        match f {
            StoredFile::Shelf => st::StoredFile::Shelf,
            StoredFile::Archive => st::StoredFile::Archive,
            StoredFile::LegacySave => st::StoredFile::LegacySave,
            StoredFile::PuzzleRecord => st::StoredFile::PuzzleRecord,
            StoredFile::Settings => st::StoredFile::Settings,
            StoredFile::LessonProgress => st::StoredFile::LessonProgress,
        }
    }
}

impl From<st::StoredFile> for StoredFile {
    fn from(f: st::StoredFile) -> Self {
        match f {
            st::StoredFile::Shelf => StoredFile::Shelf,
            st::StoredFile::Archive => StoredFile::Archive,
            st::StoredFile::LegacySave => StoredFile::LegacySave,
            st::StoredFile::PuzzleRecord => StoredFile::PuzzleRecord,
            st::StoredFile::Settings => StoredFile::Settings,
            st::StoredFile::LessonProgress => StoredFile::LessonProgress,
        }
    }
}

/// A document to rename (in the same folder) before anything is written
/// under its name.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct KeepAside {
    /// The document.
    pub file: StoredFile,
    /// Its current name.
    pub name: String,
    /// The name to rename it to: `archive.unreadable-v2-2026-12-05-9c1f04ab.json`.
    pub aside: String,
}

impl From<st::KeepAside> for KeepAside {
    fn from(a: st::KeepAside) -> Self {
        KeepAside { file: a.file.into(), name: a.file.name().into(), aside: a.aside }
    }
}

/// The file's name in the app's folder.
#[uniffi::export]
pub fn stored_file_name(file: StoredFile) -> Result<String> {
    guard(|| Ok(st::StoredFile::from(file).name().into()))
}

/// Other names earlier versions gave the file (the Android app's old
/// autosave, `game.save`): read when the file is missing, removed with it.
#[uniffi::export]
pub fn stored_file_former_names(file: StoredFile) -> Result<Vec<String>> {
    guard(|| Ok(st::StoredFile::from(file).former_names().iter().map(|n| n.to_string()).collect()))
}

/// The stored puzzle record opened ([`open_puzzle_record`]).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleRecordOpening {
    /// The record to hand to the trainer (the stored one, or a new one's).
    pub record: Vec<u8>,
    /// The file to rename before the record is written again.
    pub keep_aside: Option<KeepAside>,
    /// What to tell the user when it is kept aside, in `language`.
    pub notice: Option<String>,
}

/// Opens the stored puzzle record (`None`: no file yet) on `today` (ISO
/// 8601). A record this version cannot read is kept aside (rename it as
/// `keep_aside` says before writing the record) and a new one starts.
#[uniffi::export]
pub fn open_puzzle_record(
    bytes: Option<Vec<u8>>,
    today: String,
    language: Language,
) -> Result<PuzzleRecordOpening> {
    guard(|| {
        let opened = PuzzleRecord::open(bytes.as_deref(), &today);
        let notice = opened.keep_aside.as_ref().map(|a| a.notice(language.into()));
        Ok(PuzzleRecordOpening {
            record: opened.record.to_bytes(),
            keep_aside: opened.keep_aside.map(Into::into),
            notice,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_has_one_name_from_the_core() {
        let names: Vec<String> = [
            StoredFile::Shelf,
            StoredFile::Archive,
            StoredFile::LegacySave,
            StoredFile::PuzzleRecord,
            StoredFile::Settings,
        ]
        .into_iter()
        .map(|f| stored_file_name(f).unwrap())
        .collect();
        assert_eq!(
            names,
            ["games.json", "archive.json", "current-game.json", "puzzles.json", "settings.json"]
        );
        assert_eq!(stored_file_former_names(StoredFile::LegacySave).unwrap(), ["game.save"]);
        assert!(stored_file_former_names(StoredFile::Archive).unwrap().is_empty());
    }

    #[test]
    fn a_newer_puzzle_record_is_kept_aside_and_a_new_one_starts() {
        let newer = br#"{"format":"draughts-puzzles","version":3}"#.to_vec();
        let o = open_puzzle_record(Some(newer), "2026-12-05".into(), Language::Fr).unwrap();
        let a = o.keep_aside.unwrap();
        assert_eq!((a.file, a.name.as_str()), (StoredFile::PuzzleRecord, "puzzles.json"));
        assert!(a.aside.starts_with("puzzles.unreadable-v3-2026-12-05-"), "{}", a.aside);
        assert!(o.notice.unwrap().contains(&a.aside));
        assert_eq!(PuzzleRecord::from_bytes(&o.record).unwrap(), PuzzleRecord::new());
        let none = open_puzzle_record(None, "2026-12-05".into(), Language::En).unwrap();
        assert_eq!((none.keep_aside, none.notice), (None, None));
    }
}
