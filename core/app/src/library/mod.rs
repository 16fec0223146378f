//! The game library: the unfinished games (the shelf, at most
//! [`SHELF_MAX`], most recent first), the archive of finished games (at
//! most [`ARCHIVE_MAX`]), and the statistics drawn from it. The front ends
//! store the two documents ([`draughts_game::library`]) as bytes and hand
//! every change of the current game's save to [`GameLibrary::put`]; this
//! module decides where each game belongs and what each document holds.
//!
//! The policy:
//! * an unfinished game goes to the front of the shelf; an eleventh pushes
//!   the oldest into the archive, still unfinished, with a notice;
//! * a finished game moves to the front of the archive; the archive keeps
//!   the last [`ARCHIVE_MAX`] and says when it drops one;
//! * a game keeps its id wherever it is, so finishing a game again after an
//!   undo replaces it, and undoing an archived game back into play moves it
//!   back to the shelf: a game is in one place only;
//! * a game with no move from the rules' start is not kept (every new game
//!   would otherwise leave a card), unless it was kept already;
//! * the old single autosave is imported once, unless a game of the library
//!   is the very same save;
//! * whatever cannot be read is skipped and said once
//!   ([`GameLibrary::notices`]), and the documents are written again
//!   without it at the next write.
//!
//! ```
//! use draughts_app::library::{ArchiveFilter, GameLibrary};
//! use draughts_game::{save, Game, Lang, Player};
//! use draughts_rules::Rules;
//!
//! let mut lib = GameLibrary::open(None, None, None, Lang::En);
//! let mut game = Game::new(Rules::international());
//! game.play_text("32-28").unwrap();
//! let players = [Player::Human, Player::Bot { level: 3 }];
//! let text = save::to_json(&game, players, Default::default(), Lang::En);
//! let write = lib.put(None, &text, "2026-05-01");
//! assert!(write.shelf.is_some() && write.archive.is_none());
//! assert_eq!(lib.unfinished()[0].to_move, "Black to move");
//! game.resign(draughts_rules::Color::Black).unwrap();
//! let text = save::to_json(&game, players, Default::default(), Lang::En);
//! let write = lib.put(Some(write.id), &text, "2026-05-01");
//! assert!(write.shelf.is_some() && write.archive.is_some());
//! assert!(lib.unfinished().is_empty());
//! assert_eq!(lib.archive(&ArchiveFilter::default()).rows[0].outcome, "Won");
//! ```

mod listing;
mod stats;
mod view;
mod words;

pub use view::{
    ArchiveFilter, ArchivePage, ArchiveRow, FilterChoice, GameCard, LibraryWrite, StatsRow,
};

use crate::Worded;
use draughts_game::library::{self as doc, Entry, Kind, ProblemKind, Read};
use draughts_game::save::{self, Saved};
use draughts_game::Lang;

/// The most unfinished games kept.
pub const SHELF_MAX: usize = 10;
/// The most games the archive keeps.
pub const ARCHIVE_MAX: usize = 1_000;

/// How many games each document keeps: [`Bounds::STANDARD`] in the apps;
/// tests use smaller ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// The most unfinished games.
    pub shelf: usize,
    /// The most archived games.
    pub archive: usize,
}

impl Bounds {
    /// [`SHELF_MAX`] and [`ARCHIVE_MAX`].
    pub const STANDARD: Bounds = Bounds { shelf: SHELF_MAX, archive: ARCHIVE_MAX };
}

/// One stored game: its entry, the entry's line and the game replayed.
#[derive(Clone, Debug)]
struct Item {
    entry: Entry,
    line: String,
    saved: Saved,
}

impl Item {
    fn new(entry: Entry, saved: Saved) -> Item {
        Item { line: doc::entry_line(&entry), entry, saved }
    }
}

/// The unfinished and the finished games. See the module documentation.
#[derive(Clone, Debug)]
pub struct GameLibrary {
    lang: Lang,
    bounds: Bounds,
    /// Most recent first.
    shelf: Vec<Item>,
    /// Most recent first.
    archive: Vec<Item>,
    notices: Vec<String>,
    next_id: u64,
    /// The next entry's stamp (see [`Entry::stamp`]).
    next_stamp: u64,
    /// The documents differ from what was last handed out to write.
    dirty: [bool; 2],
}

const SHELF: usize = 0;
const ARCHIVE: usize = 1;

impl GameLibrary {
    /// The library from the stored documents (`None`: no file yet) and the
    /// old single autosave. Never fails: what cannot be read becomes a notice.
    pub fn open(
        shelf: Option<&str>,
        archive: Option<&str>,
        legacy_save: Option<&str>,
        lang: Lang,
    ) -> GameLibrary {
        GameLibrary::open_with(shelf, archive, legacy_save, lang, Bounds::STANDARD)
    }

    /// [`GameLibrary::open`] with other bounds.
    pub fn open_with(
        shelf: Option<&str>,
        archive: Option<&str>,
        legacy_save: Option<&str>,
        lang: Lang,
        bounds: Bounds,
    ) -> GameLibrary {
        let mut lib = GameLibrary {
            lang,
            bounds,
            shelf: Vec::new(),
            archive: Vec::new(),
            notices: Vec::new(),
            next_id: 1,
            next_stamp: 1,
            dirty: [false; 2],
        };
        for (kind, text) in [(Kind::Shelf, shelf), (Kind::Archive, archive)] {
            if let Some(text) = text {
                lib.load(kind, doc::read(kind, text));
            }
        }
        lib.next_id = lib.items().map(|i| i.entry.id).max().map_or(1, |m| m.saturating_add(1));
        lib.next_stamp =
            lib.items().map(|i| i.entry.stamp).max().map_or(1, |m| m.saturating_add(1));
        if let Some(text) = legacy_save {
            lib.import(text);
        }
        lib.bound();
        lib
    }

    /// Takes a document's entries and words its problems. A game in both
    /// documents (a crash between the two writes) keeps its newer copy,
    /// by stamp; the document that loses one is written again.
    fn load(&mut self, kind: Kind, read: Read) {
        let index = slot(kind);
        let mut skipped = Vec::new();
        let mut damaged = false;
        let mut refused = false;
        for p in &read.problems {
            match (&p.kind, p.entry) {
                (_, Some(n)) => skipped.push(n),
                (ProblemKind::Format { .. } | ProblemKind::FutureVersion { .. }, _)
                | (ProblemKind::Empty, _) => refused = true,
                _ => damaged = true,
            }
        }
        for r in read.entries {
            if let Some((other, at)) = self.find(r.entry.id) {
                let theirs = self.list(other)[at].entry.stamp;
                let loser = if theirs >= r.entry.stamp { index } else { other };
                self.dirty[loser] = true;
                if loser == index {
                    continue;
                }
                self.list(other).remove(at);
            }
            let item = Item::new(r.entry, r.saved);
            self.list(index).push(item);
        }
        if !skipped.is_empty() {
            self.notices.push(words::skipped(kind, &skipped, self.lang));
        }
        if refused {
            self.notices.push(words::refused(kind, self.lang));
        } else if damaged {
            self.notices.push(words::damaged(kind, self.lang));
        }
        self.dirty[index] |= !read.problems.is_empty() || damaged;
    }

    /// The old single autosave, once: skipped if a game of the library is
    /// that very save, or if it holds no game worth keeping.
    fn import(&mut self, text: &str) {
        let saved = match save::from_json(text) {
            Ok(s) => s,
            Err(e) => {
                self.notices.push(words::legacy_unreadable(&e.worded(self.lang), self.lang));
                return;
            }
        };
        let known = self.items().any(|i| doc::same_save(&i.entry.save, text));
        if known || is_blank(&saved) {
            return;
        }
        let id = self.fresh_id();
        let stamp = self.fresh_stamp();
        let entry = Entry { id, date: String::new(), stamp, save: text.to_string() };
        self.place(Item::new(entry, saved));
    }

    fn fresh_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id = id.saturating_add(1);
        id
    }

    fn fresh_stamp(&mut self) -> u64 {
        let stamp = self.next_stamp;
        self.next_stamp = stamp.saturating_add(1);
        stamp
    }

    fn items(&self) -> impl Iterator<Item = &Item> {
        self.shelf.iter().chain(&self.archive)
    }

    fn list(&mut self, index: usize) -> &mut Vec<Item> {
        if index == SHELF {
            &mut self.shelf
        } else {
            &mut self.archive
        }
    }

    /// Where a game is: its list and its place in it.
    fn find(&self, id: u64) -> Option<(usize, usize)> {
        let at = |l: &[Item]| l.iter().position(|i| i.entry.id == id);
        at(&self.shelf).map(|p| (SHELF, p)).or_else(|| at(&self.archive).map(|p| (ARCHIVE, p)))
    }

    /// Puts an item at the front of the list it belongs to.
    fn place(&mut self, item: Item) {
        let index = if item.saved.game.result().is_some() { ARCHIVE } else { SHELF };
        self.list(index).insert(0, item);
        self.dirty[index] = true;
    }

    /// Keeps each list within its bound: the shelf's oldest go to the
    /// archive, the archive's oldest are dropped, each said once.
    fn bound(&mut self) {
        let moved = self.shelf.len().saturating_sub(self.bounds.shelf);
        if moved > 0 {
            let oldest = self.shelf.split_off(self.bounds.shelf);
            self.archive.splice(0..0, oldest.into_iter().rev());
            self.dirty = [true; 2];
            self.notices.push(words::shelf_full(moved, self.lang));
        }
        let dropped = self.archive.len().saturating_sub(self.bounds.archive);
        if dropped > 0 {
            self.archive.truncate(self.bounds.archive);
            self.dirty[ARCHIVE] = true;
            self.notices.push(words::archive_full(dropped, self.lang));
        }
    }

    /// The current game's save changed: stores it where it belongs (see the
    /// module documentation) and returns the documents to write. A save
    /// that does not load changes nothing and leaves a notice.
    pub fn put(&mut self, id: Option<u64>, save: &str, date: &str) -> LibraryWrite {
        let id = id.unwrap_or_else(|| self.fresh_id());
        self.next_id = self.next_id.max(id.saturating_add(1));
        let saved = match save::from_json(save) {
            Ok(s) => s,
            Err(e) => {
                self.notices.push(words::save_refused(&e.worded(self.lang), self.lang));
                return self.written(id);
            }
        };
        let target = if saved.game.result().is_some() { ARCHIVE } else { SHELF };
        let here = self.find(id);
        // The same game again (a game opened and not played, an archived
        // game reviewed) keeps its place and its date.
        if let Some((index, at)) = here.filter(|&(index, _)| index == target) {
            if doc::same_save(&self.list(index)[at].entry.save, save) {
                return self.written(id);
            }
        }
        if let Some((index, at)) = here {
            self.list(index).remove(at);
            // Leaving the archive for the shelf, the game stays in the
            // archive's file until its next write: written archive first
            // (see `LibraryWrite`), a crash in between would lose it.
            self.dirty[index] |= !(index == ARCHIVE && target == SHELF);
        } else if is_blank(&saved) {
            return self.written(id);
        }
        let stamp = self.fresh_stamp();
        let entry = Entry { id, date: date.to_string(), stamp, save: save.to_string() };
        self.place(Item::new(entry, saved));
        self.bound();
        self.written(id)
    }

    /// Deletes a game, unfinished or archived.
    pub fn remove(&mut self, id: u64) -> LibraryWrite {
        if let Some((index, at)) = self.find(id) {
            self.list(index).remove(at);
            self.dirty[index] = true;
        }
        self.written(id)
    }

    /// The documents that changed since they were last handed out (at
    /// open: a legacy save imported, a damaged entry dropped), with id 0.
    pub fn flush(&mut self) -> LibraryWrite {
        self.written(0)
    }

    /// The documents to write now, and they count as written.
    fn written(&mut self, id: u64) -> LibraryWrite {
        let [shelf, archive] = std::mem::take(&mut self.dirty);
        let document = |kind, items: &[Item]| {
            let lines: Vec<String> = items.iter().map(|i| i.line.clone()).collect();
            doc::write(kind, &lines)
        };
        LibraryWrite {
            id,
            shelf: shelf.then(|| document(Kind::Shelf, &self.shelf)),
            archive: archive.then(|| document(Kind::Archive, &self.archive)),
        }
    }

    /// The messages to show once (each is handed out one time).
    pub fn notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    /// The save document of a game, unfinished or archived.
    pub fn save_of(&self, id: u64) -> Option<String> {
        self.items().find(|i| i.entry.id == id).map(|i| i.entry.save.clone())
    }

    /// The language of the texts.
    pub fn lang(&self) -> Lang {
        self.lang
    }
}

fn slot(kind: Kind) -> usize {
    match kind {
        Kind::Shelf => SHELF,
        Kind::Archive => ARCHIVE,
    }
}

/// A game with nothing to resume: no move, from the rules' start.
fn is_blank(saved: &Saved) -> bool {
    let g = &saved.game;
    g.plies().is_empty() && g.result().is_none() && {
        let rules = *g.rules();
        *g.start() == draughts_rules::Position::start(&rules)
    }
}
