//! The player's puzzle record and its save document.
//!
//! ```json
//! {"format":"draughts-puzzles","version":2,
//!  "rating":{"rating":1500.0,"deviation":350.0,"volatility":0.06},
//!  "streak":0,"best_streak":0,"solved":0,"failed":0,"plays":0,
//!  "recent":["english:9f3a…"],"themes":{"shot":{"tried":2,"solved":1}},
//!  "flagged":["russian:77c1…"]}
//! ```
//!
//! A puzzle is named by its variant and the hex hash of its start
//! position, which stays the same when the shipped files are rebuilt.
//! The front ends store the bytes as they are ([`PuzzleRecord::to_bytes`])
//! and hand them back ([`PuzzleRecord::from_bytes`]); loading refuses
//! another format or a newer version with a [`RecordError`]. The apps open
//! the file with [`PuzzleRecord::open`], which says what to keep aside
//! (see [`crate::storage`]).

use super::glicko::Glicko;
use super::history::HistoryEntry;
use super::personal::PersonalPuzzle;
use super::sitting::Difficulty;
use crate::storage::{KeepAside, StoredFile, Unreadable};
use draughts_rules::Variant;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The `format` field of the document.
pub const RECORD_FORMAT: &str = "draughts-puzzles";
/// The version this code writes; older ones are read (and written back
/// as this one), newer refused. Version 2 added the dated history, the
/// best streak run and the personal puzzles: an app of version 1 must not
/// drop them.
pub const RECORD_VERSION: u32 = 2;
/// How many recent puzzles are remembered (not offered again).
pub const RECENT: usize = 200;

/// Tries and first-try solves of one theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThemeProgress {
    /// Puzzles of the theme tried.
    pub tried: u32,
    /// Of those, solved at the first try.
    pub solved: u32,
}

/// The player's record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRecord {
    format: String,
    version: u32,
    /// The puzzle rating (Glicko-2).
    pub rating: Glicko,
    /// Puzzles solved in a row at the first try.
    pub streak: u32,
    /// The longest streak.
    pub best_streak: u32,
    /// Puzzles solved at the first try.
    pub solved: u32,
    /// Puzzles failed (a wrong move, or the solution shown).
    pub failed: u32,
    /// Puzzles started.
    pub plays: u32,
    /// The latest puzzles, oldest first (`variant:hexid`).
    pub recent: Vec<String>,
    /// Progress per theme id.
    pub themes: BTreeMap<String, ThemeProgress>,
    /// Puzzles where another move also won (`variant:hexid`), for review.
    pub flagged: Vec<String>,
    /// Puzzles from the player's own games ([`PersonalPuzzle`]), oldest
    /// first. Absent from records written before them.
    #[serde(default)]
    pub personal: Vec<PersonalPuzzle>,
    /// The themes the next puzzles are drawn from (ids; none: every
    /// theme). Absent from records written before it.
    #[serde(default)]
    pub chosen_themes: Vec<String>,
    /// How hard the next puzzles are. Absent from older records.
    #[serde(default)]
    pub difficulty: Difficulty,
    /// The rated attempts, oldest first. Absent before version 2.
    #[serde(default)]
    pub history: Vec<HistoryEntry>,
    /// The longest streak run (streak mode). Absent before version 2.
    #[serde(default)]
    pub best_run: u32,
}

/// Why a saved record was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON, or not this document's shape (the parser's message).
    Invalid(String),
    /// Another format.
    Format(String),
    /// A version newer than [`RECORD_VERSION`].
    FutureVersion(u32),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Invalid(why) => write!(f, "the puzzle record is damaged: {why}"),
            RecordError::Format(found) => {
                write!(f, "not a puzzle record (format `{}`)", found.escape_debug())
            }
            RecordError::FutureVersion(v) => {
                write!(f, "the puzzle record has version {v}, newer than {RECORD_VERSION}")
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// The name of a puzzle in the record.
pub fn puzzle_key(variant: Variant, id: u64) -> String {
    format!("{}:{id:016x}", variant.name())
}

impl Default for PuzzleRecord {
    fn default() -> PuzzleRecord {
        PuzzleRecord {
            format: RECORD_FORMAT.to_string(),
            version: RECORD_VERSION,
            rating: Glicko::default(),
            streak: 0,
            best_streak: 0,
            solved: 0,
            failed: 0,
            plays: 0,
            recent: Vec::new(),
            themes: BTreeMap::new(),
            flagged: Vec::new(),
            personal: Vec::new(),
            chosen_themes: Vec::new(),
            difficulty: Difficulty::Normal,
            history: Vec::new(),
            best_run: 0,
        }
    }
}

impl PuzzleRecord {
    /// A newcomer's record: 1500 / 350 / 0.06.
    pub fn new() -> PuzzleRecord {
        PuzzleRecord::default()
    }

    /// The document's bytes (UTF-8 JSON).
    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("a record always serialises")
    }

    /// Reads a document written by [`PuzzleRecord::to_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Result<PuzzleRecord, RecordError> {
        let value: serde_json::Value =
            serde_json::from_slice(bytes).map_err(|e| RecordError::Invalid(e.to_string()))?;
        let format = value.get("format").and_then(|f| f.as_str()).unwrap_or("");
        if format != RECORD_FORMAT {
            return Err(RecordError::Format(format.to_string()));
        }
        let version = value.get("version").and_then(|v| v.as_u64()).unwrap_or(0) as u32;
        if version > RECORD_VERSION {
            return Err(RecordError::FutureVersion(version));
        }
        let mut record: PuzzleRecord =
            serde_json::from_value(value).map_err(|e| RecordError::Invalid(e.to_string()))?;
        // An older record is written back as this version.
        record.version = RECORD_VERSION;
        Ok(record)
    }

    /// Whether the puzzle was played lately.
    pub fn is_recent(&self, key: &str) -> bool {
        self.recent.iter().any(|k| k == key)
    }

    /// Adds a puzzle from the player's games, unless the record holds one
    /// of the same position already; whether it was added.
    pub fn add_personal(&mut self, puzzle: PersonalPuzzle) -> bool {
        let known =
            self.personal.iter().any(|p| p.variant == puzzle.variant && p.fen == puzzle.fen);
        if !known {
            self.personal.push(puzzle);
        }
        !known
    }

    /// The puzzles from the player's games of `variant` still offered.
    pub fn personal_due(&self, variant: Variant) -> usize {
        self.personal.iter().filter(|p| p.variant == variant.name() && p.is_due()).count()
    }

    pub(super) fn remember(&mut self, key: String) {
        self.recent.retain(|k| *k != key);
        self.recent.push(key);
        if self.recent.len() > RECENT {
            let extra = self.recent.len() - RECENT;
            self.recent.drain(..extra);
        }
    }
}

/// What opening the stored record gives ([`PuzzleRecord::open`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RecordOpening {
    /// The record to use: the stored one, or a new one.
    pub record: PuzzleRecord,
    /// The stored file to rename before the record is written again (it
    /// could not be read: a newer version, another format, damaged); its
    /// notice tells the user ([`KeepAside::notice`]).
    pub keep_aside: Option<KeepAside>,
}

impl PuzzleRecord {
    /// The record from its file's bytes (`None`: no file yet), on `today`
    /// (ISO 8601, for the kept file's name). A file this version cannot
    /// read is never written over: it is kept aside and a new record
    /// starts.
    pub fn open(bytes: Option<&[u8]>, today: &str) -> RecordOpening {
        let Some(bytes) = bytes else {
            return RecordOpening { record: PuzzleRecord::new(), keep_aside: None };
        };
        match PuzzleRecord::from_bytes(bytes) {
            Ok(record) => RecordOpening { record, keep_aside: None },
            Err(e) => {
                let reason = match e {
                    RecordError::FutureVersion(v) => Unreadable::NewerVersion(v.into()),
                    RecordError::Format(_) => Unreadable::OtherFormat,
                    RecordError::Invalid(_) => Unreadable::Damaged,
                };
                let aside = KeepAside::new(StoredFile::PuzzleRecord, reason, today, bytes);
                RecordOpening { record: PuzzleRecord::new(), keep_aside: Some(aside) }
            }
        }
    }
}

impl crate::Worded for RecordError {
    fn worded(&self, lang: draughts_game::Lang) -> String {
        use crate::i18n::tr;
        match self {
            RecordError::Invalid(why) => {
                tr(lang, "puzzles-error-invalid", &[("why", draughts_rules::echo(why).into())])
            }
            RecordError::Format(found) => {
                tr(lang, "puzzles-error-format", &[("why", draughts_rules::echo(found).into())])
            }
            RecordError::FutureVersion(v) => tr(
                lang,
                "puzzles-error-future-version",
                &[("found", (*v).into()), ("supported", RECORD_VERSION.into())],
            ),
        }
    }
}
