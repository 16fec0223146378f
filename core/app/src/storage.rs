//! The files the apps keep, named once for both, and what is done with one
//! this version cannot read.
//!
//! The apps own the files (they write each atomically); the core owns
//! their names and their policy. A document this version cannot read
//! whole (written by a newer version, of another format, with a damaged
//! first line or damaged entries) is never written over: opening it says
//! [`KeepAside`], a new name that says why, and the app renames the file
//! before anything is written under the old name. The user is told in
//! their language, and a new document starts (with whatever could still
//! be read). Run the newer version again and it reads the kept file as it
//! was: nothing is lost.
//!
//! ```
//! use draughts_app::storage::{aside_name, StoredFile, Unreadable};
//!
//! let name = aside_name(StoredFile::Archive, Unreadable::NewerVersion(2), "2026-12-05", b"{}");
//! assert!(name.starts_with("archive.unreadable-v2-2026-12-05-"));
//! assert!(name.ends_with(".json"));
//! ```

use crate::i18n::{text, tr};
use draughts_game::Lang;

/// A file an app keeps, with its one name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StoredFile {
    /// The unfinished games (the library's shelf).
    Shelf,
    /// The finished games (the library's archive).
    Archive,
    /// The single autosave of versions before the library, imported once.
    LegacySave,
    /// The player's puzzle record.
    PuzzleRecord,
    /// The app's settings, where an app keeps them in a file.
    Settings,
    /// The lessons the player has solved.
    LessonProgress,
}

impl StoredFile {
    /// Every file, in a fixed order.
    pub const ALL: [StoredFile; 6] = [
        StoredFile::Shelf,
        StoredFile::Archive,
        StoredFile::LegacySave,
        StoredFile::PuzzleRecord,
        StoredFile::Settings,
        StoredFile::LessonProgress,
    ];

    /// The file's name in the app's folder.
    pub const fn name(self) -> &'static str {
        match self {
            StoredFile::Shelf => "games.json",
            StoredFile::Archive => "archive.json",
            StoredFile::LegacySave => "current-game.json",
            StoredFile::PuzzleRecord => "puzzles.json",
            StoredFile::Settings => "settings.json",
            StoredFile::LessonProgress => "lessons.json",
        }
    }

    /// Other names earlier versions gave the same file: the Android app
    /// kept its single autosave as `game.save` and its settings as
    /// `key=value` lines in `settings.txt`. Read when the file is
    /// missing under its name, and removed with it.
    pub const fn former_names(self) -> &'static [&'static str] {
        match self {
            StoredFile::LegacySave => &["game.save"],
            StoredFile::Settings => &["settings.txt"],
            _ => &[],
        }
    }

    /// The file with this name (or a former one).
    pub fn from_name(name: &str) -> Option<StoredFile> {
        StoredFile::ALL.into_iter().find(|f| f.name() == name || f.former_names().contains(&name))
    }
}

/// Why a document cannot be read whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unreadable {
    /// Written by a newer version (its version number): nothing is read.
    NewerVersion(u64),
    /// Another kind of document: nothing is read.
    OtherFormat,
    /// The first line (format and version) is damaged: what reads is kept.
    DamagedHeader,
    /// Entries or the end are damaged: what reads is kept.
    Damaged,
}

impl Unreadable {
    /// The words of the kept file's name: `unreadable-v2`, `damaged`.
    pub fn tag(self) -> String {
        match self {
            Unreadable::NewerVersion(v) => format!("unreadable-v{v}"),
            Unreadable::OtherFormat => "other-format".into(),
            Unreadable::DamagedHeader => "damaged-header".into(),
            Unreadable::Damaged => "damaged".into(),
        }
    }

    /// Whether nothing of the document is read (a new, empty one starts).
    pub fn refused(self) -> bool {
        matches!(self, Unreadable::NewerVersion(_) | Unreadable::OtherFormat)
    }

    /// Why, in words: "written by a newer version of the app (version 2)".
    pub fn worded(self, lang: Lang) -> String {
        match self {
            Unreadable::NewerVersion(v) => tr(lang, "storage-why-newer", &[("version", v.into())]),
            Unreadable::OtherFormat => text(lang, "storage-why-other-format").into(),
            Unreadable::DamagedHeader => text(lang, "storage-why-damaged-header").into(),
            Unreadable::Damaged => text(lang, "storage-why-damaged").into(),
        }
    }
}

/// A document to keep aside: rename `file` to `aside` (in the same
/// folder) before writing anything under `file`'s name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeepAside {
    /// The document.
    pub file: StoredFile,
    /// Why it cannot be read whole.
    pub reason: Unreadable,
    /// The new name ([`aside_name`]).
    pub aside: String,
}

impl KeepAside {
    /// The document `bytes` of `file` kept aside on `date` (ISO 8601, as
    /// the platform gives it).
    pub fn new(file: StoredFile, reason: Unreadable, date: &str, bytes: &[u8]) -> KeepAside {
        KeepAside { file, reason, aside: aside_name(file, reason, date, bytes) }
    }

    /// [`KeepAside::new`] from the hash of the bytes ([`content_hash`]).
    pub(crate) fn hashed(file: StoredFile, reason: Unreadable, date: &str, hash: u32) -> KeepAside {
        let name = file.name();
        let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
        let aside = format!("{stem}.{}-{}-{hash:08x}.{ext}", reason.tag(), day(date));
        KeepAside { file, reason, aside }
    }

    /// What the user is told, in `lang`: what could not be read, why, the
    /// name it was kept under, and what starts anew.
    pub fn notice(&self, lang: Lang) -> String {
        let id = match (self.file, self.reason.refused()) {
            (StoredFile::Shelf, true) => "storage-aside-shelf",
            (StoredFile::Shelf, false) => "storage-aside-damaged-shelf",
            (StoredFile::Archive, true) => "storage-aside-archive",
            (StoredFile::Archive, false) => "storage-aside-damaged-archive",
            (StoredFile::LegacySave, _) => "storage-aside-save",
            (StoredFile::PuzzleRecord, _) => "storage-aside-record",
            (StoredFile::Settings, _) => "storage-aside-settings",
            (StoredFile::LessonProgress, _) => "storage-aside-lessons",
        };
        let args = [("why", self.reason.worded(lang).into()), ("name", self.aside.clone().into())];
        tr(lang, id, &args)
    }
}

/// The name a document is kept under: its name with why and when before
/// the extension, and a hash of its bytes, so that two different
/// documents kept the same day never take the same name (and the same
/// document kept twice does): `archive.unreadable-v2-2026-12-05-9c1f04ab.json`.
pub fn aside_name(file: StoredFile, reason: Unreadable, date: &str, bytes: &[u8]) -> String {
    KeepAside::hashed(file, reason, date, content_hash(bytes)).aside
}

/// The day of an ISO 8601 date, safe in a file name; "undated" if none.
fn day(date: &str) -> String {
    let day: String = date.chars().take(10).filter(|c| c.is_ascii_digit() || *c == '-').collect();
    if day.is_empty() {
        "undated".into()
    } else {
        day
    }
}

/// The hash of a document's bytes in its kept name.
pub(crate) fn content_hash(bytes: &[u8]) -> u32 {
    (fnv1a(bytes) >> 32) as u32
}

/// FNV-1a 64 (as the documents' checksums).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}
