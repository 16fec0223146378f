//! The library documents: the unfinished games (`draughts-shelf`) and the
//! finished ones (`draughts-archive`), each a versioned JSON document with
//! one game per line, so that a damaged line costs that one game and
//! nothing else.
//!
//! ```json
//! {"format":"draughts-archive","version":1,"entries":[
//! {"checksum":"9c1f…","date":"2026-05-01","id":7,"save":{"format":"draughts-save",…},"stamp":12},
//! {"checksum":"04ab…","date":"2026-04-30","id":3,"save":{…},"stamp":9}
//! ]}
//! ```
//!
//! * The whole document is JSON, and each line stands alone: the first
//!   line is the header (`format`, `version`), each following line one
//!   entry (a trailing comma aside), the last line closes the document.
//! * An entry holds the game's `id` (the library's, stable while the game
//!   moves between the two documents), the `date` the platform gave when
//!   it was last stored (ISO 8601), its `stamp` (grows with every store
//!   across both documents, so that of two copies of a game left by a
//!   crash between two writes the newer is known) and the game's whole
//!   save document ([`crate::save`], itself versioned and checksummed) as
//!   an object.
//! * `checksum` is FNV-1a 64 over the entry without it, with sorted keys
//!   and no spaces, as the save's own checksum is computed.
//! * Most recent first: the library's policy keeps that order.
//!
//! Reading is lenient ([`read`]): a line that is not JSON, fails its
//! checksum, repeats an id or holds a save that does not load (every move
//! is replayed) is skipped and reported as a [`Problem`] with its line and
//! entry number; the other entries are kept. A damaged header is reported
//! and the entries are still read; only a document of another format or
//! of a newer version is refused whole (its entries are not guessed at).
//!
//! ```
//! use draughts_game::library::{self, Entry, Kind};
//! use draughts_game::save;
//! use draughts_game::{Game, Lang, Player};
//! use draughts_rules::Rules;
//!
//! let mut game = Game::new(Rules::international());
//! game.play_text("32-28").unwrap();
//! let text = save::to_json(&game, [Player::Human; 2], Default::default(), Lang::En);
//! let entry = Entry { id: 7, date: "2026-05-01".into(), stamp: 1, save: text };
//! let doc = library::write(Kind::Archive, &[library::entry_line(&entry)]);
//! assert_eq!(doc.lines().count(), 3);
//!
//! // One damaged line loses its entry only.
//! let damaged = doc.replace("32-28", "32-27");
//! let read = library::read(Kind::Archive, &damaged);
//! assert!(read.entries.is_empty());
//! assert_eq!((read.problems[0].line, read.problems[0].entry), (2, Some(1)));
//! let read = library::read(Kind::Archive, &doc);
//! assert_eq!(read.entries[0].entry, entry.clone().normalized());
//! assert_eq!(read.entries[0].saved.game.ply(), 1);
//! ```
//!
//! Writing the files is I/O and not in the core: the front ends write each
//! document atomically, as they write a save.

use crate::save::{self, checksum_of, SaveError, Saved};
use serde_json::{Map, Value};
use std::collections::HashSet;

/// The library format this code writes. Older versions are read; newer ones are refused.
pub const LIBRARY_VERSION: u32 = 1;

/// Which of the two documents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The unfinished games (`draughts-shelf`).
    Shelf,
    /// The finished games, and unfinished ones pushed off the shelf (`draughts-archive`).
    Archive,
}

impl Kind {
    /// The document's `format` field.
    pub const fn format(self) -> &'static str {
        match self {
            Kind::Shelf => "draughts-shelf",
            Kind::Archive => "draughts-archive",
        }
    }
}

/// One game of a document, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The library's id of the game.
    pub id: u64,
    /// When it was last stored (ISO 8601, as the platform gave it).
    pub date: String,
    /// Grows with every store across both documents: when a crash between
    /// the two writes leaves a game in both, the higher stamp is the newer.
    pub stamp: u64,
    /// The game's save document ([`crate::save`]).
    pub save: String,
}

impl Entry {
    /// The entry as it reads back: the save document in the one layout
    /// the reader gives (pretty JSON, sorted keys).
    pub fn normalized(self) -> Entry {
        let save = match serde_json::from_str::<Value>(&self.save) {
            Ok(v) => serde_json::to_string_pretty(&sorted(v)).unwrap_or(self.save),
            Err(_) => self.save,
        };
        Entry { save, ..self }
    }
}

/// Whether two save documents hold the same JSON, whatever their layout
/// (an imported save compared with the library's games).
pub fn same_save(a: &str, b: &str) -> bool {
    let value = |t: &str| serde_json::from_str::<Value>(t).ok();
    matches!((value(a), value(b)), (Some(x), Some(y)) if x == y)
}

/// An entry read back, with its game replayed.
#[derive(Clone, Debug)]
pub struct ReadEntry {
    /// The entry.
    pub entry: Entry,
    /// Its save, loaded.
    pub saved: Saved,
    /// The line it was on, from 1.
    pub line: usize,
}

/// What the reader found wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The line, from 1.
    pub line: usize,
    /// The entry's number, from 1 (in the document's order), when the
    /// problem is an entry's.
    pub entry: Option<usize>,
    /// What is wrong.
    pub kind: ProblemKind,
}

/// What is wrong with a line of a library document.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProblemKind {
    /// The document is empty.
    #[error("the document is empty")]
    Empty,
    /// The header line does not read (the entries are still read).
    #[error("the header does not read: {0}")]
    Header(String),
    /// Another document (its `format`): nothing is read from it.
    #[error("not a {expected} document (format `{}`)", found.escape_debug())]
    Format {
        /// The format this reader wanted.
        expected: &'static str,
        /// The document's.
        found: String,
    },
    /// Written by a newer version: nothing is read from it.
    #[error("version {found}, newer than this app understands ({supported})")]
    FutureVersion {
        /// The document's version.
        found: u64,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The line is not JSON (truncated or damaged).
    #[error("not valid JSON: {0}")]
    NotJson(String),
    /// A field is missing or of the wrong kind.
    #[error("damaged entry: {0}")]
    Invalid(String),
    /// The checksum does not match the entry.
    #[error("checksum mismatch")]
    Checksum,
    /// Another line already holds this id.
    #[error("id {0} is already taken by an earlier entry")]
    DuplicateId(u64),
    /// The entry's save does not load.
    #[error("{0}")]
    Save(SaveError),
    /// The document ends without its closing line (cut short); the
    /// entries before are kept.
    #[error("the document is cut short")]
    Unclosed,
}

/// What [`read`] found: the entries that read, in the document's order,
/// and the problems.
#[derive(Clone, Debug, Default)]
pub struct Read {
    /// The entries that read and replay.
    pub entries: Vec<ReadEntry>,
    /// Everything skipped, with its line.
    pub problems: Vec<Problem>,
}

/// The line of one entry (without the separating comma), with its checksum.
pub fn entry_line(e: &Entry) -> String {
    let save = serde_json::from_str::<Value>(&e.save).unwrap_or(Value::Null);
    let mut map = Map::new();
    map.insert("id".into(), Value::from(e.id));
    map.insert("date".into(), Value::from(e.date.clone()));
    map.insert("stamp".into(), Value::from(e.stamp));
    map.insert("save".into(), save);
    let mut value = Value::Object(map);
    let sum = checksum_of(&value);
    if let Value::Object(map) = &mut value {
        map.insert("checksum".into(), Value::String(sum));
    }
    sorted(value).to_string()
}

/// A whole document from its entry lines ([`entry_line`]), most recent first.
pub fn write(kind: Kind, lines: &[String]) -> String {
    let mut out =
        format!("{{\"format\":\"{}\",\"version\":{LIBRARY_VERSION},\"entries\":[\n", kind.format());
    for (i, line) in lines.iter().enumerate() {
        out.push_str(line);
        out.push_str(if i + 1 < lines.len() { ",\n" } else { "\n" });
    }
    out.push_str("]}\n");
    out
}

/// The same value with its object keys in sorted order at every level,
/// whatever map type serde_json was built with.
fn sorted(v: Value) -> Value {
    match v {
        Value::Object(map) => {
            let mut pairs: Vec<(String, Value)> = map.into_iter().collect();
            pairs.sort_by(|a, b| a.0.cmp(&b.0));
            Value::Object(pairs.into_iter().map(|(k, v)| (k, sorted(v))).collect())
        }
        Value::Array(items) => Value::Array(items.into_iter().map(sorted).collect()),
        other => other,
    }
}

/// Reads a document leniently: see the module documentation.
pub fn read(kind: Kind, text: &str) -> Read {
    let mut out = Read::default();
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
    let Some((_, first)) = lines.next().filter(|(_, l)| !l.is_empty()) else {
        out.problems.push(Problem { line: 1, entry: None, kind: ProblemKind::Empty });
        return out;
    };
    if let Err(kind) = header(kind, first) {
        let fatal = matches!(kind, ProblemKind::Format { .. } | ProblemKind::FutureVersion { .. });
        out.problems.push(Problem { line: 1, entry: None, kind });
        if fatal {
            return out;
        }
    }
    let mut ids = HashSet::new();
    let mut number = 0;
    let mut last = 1;
    for (n, line) in lines {
        last = n;
        if line.is_empty() {
            continue;
        }
        if line == "]}" {
            return out;
        }
        number += 1;
        match entry(line.strip_suffix(',').unwrap_or(line)) {
            Ok((entry, saved)) if ids.insert(entry.id) => {
                out.entries.push(ReadEntry { entry, saved, line: n });
            }
            Ok((entry, _)) => out.problems.push(Problem {
                line: n,
                entry: Some(number),
                kind: ProblemKind::DuplicateId(entry.id),
            }),
            Err(kind) => out.problems.push(Problem { line: n, entry: Some(number), kind }),
        }
    }
    out.problems.push(Problem { line: last + 1, entry: None, kind: ProblemKind::Unclosed });
    out
}

/// Checks the header line (`{"format":…,"version":…,"entries":[`).
fn header(kind: Kind, line: &str) -> Result<(), ProblemKind> {
    let value: Value = serde_json::from_str(&format!("{line}]}}"))
        .map_err(|e| ProblemKind::Header(e.to_string()))?;
    let format = value.get("format").and_then(Value::as_str);
    if format != Some(kind.format()) {
        let found = format.unwrap_or("missing").to_string();
        return Err(ProblemKind::Format { expected: kind.format(), found });
    }
    match value.get("version").and_then(Value::as_u64) {
        Some(v) if v > LIBRARY_VERSION.into() => {
            Err(ProblemKind::FutureVersion { found: v, supported: LIBRARY_VERSION })
        }
        Some(0) | None => Err(ProblemKind::Header("no version number".into())),
        Some(_) => Ok(()),
    }
}

/// One entry line, checked and replayed.
fn entry(line: &str) -> Result<(Entry, Saved), ProblemKind> {
    let mut value: Value =
        serde_json::from_str(line).map_err(|e| ProblemKind::NotJson(e.to_string()))?;
    let obj = value
        .as_object_mut()
        .ok_or_else(|| ProblemKind::Invalid("the line is not a JSON object".into()))?;
    let checksum = match obj.remove("checksum") {
        Some(Value::String(s)) => s,
        _ => return Err(ProblemKind::Invalid("no checksum".into())),
    };
    if checksum_of(&value) != checksum {
        return Err(ProblemKind::Checksum);
    }
    let field =
        |name: &str| value.get(name).ok_or_else(|| ProblemKind::Invalid(format!("no `{name}`")));
    let id = field("id")?.as_u64().ok_or_else(|| ProblemKind::Invalid("bad `id`".into()))?;
    let date = field("date")?
        .as_str()
        .ok_or_else(|| ProblemKind::Invalid("bad `date`".into()))?
        .to_string();
    let stamp =
        field("stamp")?.as_u64().ok_or_else(|| ProblemKind::Invalid("bad `stamp`".into()))?;
    let save_value = field("save")?.clone();
    if !save_value.is_object() || value.as_object().is_some_and(|o| o.len() != 4) {
        return Err(ProblemKind::Invalid("unexpected fields".into()));
    }
    let save = serde_json::to_string_pretty(&sorted(save_value)).unwrap_or_default();
    let saved = save::from_json(&save).map_err(ProblemKind::Save)?;
    Ok((Entry { id, date, stamp, save }, saved))
}
