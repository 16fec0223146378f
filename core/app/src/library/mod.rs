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
//!   is the very same save; the app removes its file only when a write says
//!   so ([`LibraryWrite::remove_legacy`]): once the game is written into the
//!   library, or at once if the library held it already or it held no
//!   game; one that does not load is kept aside, never removed;
//! * a document this version cannot read whole (newer, of another format,
//!   damaged) is never written over: [`GameLibrary::keep_aside`] names the
//!   file to rename it to, and until the app says it did
//!   ([`GameLibrary::kept_aside`]) no write of that document is handed out;
//!   what could be read is kept, and the new document is written without
//!   the damage;
//! * every problem is a notice ([`GameLibrary::notices`]), kept until the
//!   app dismisses them and worded in the library's language, so a change
//!   of language re-words them ([`GameLibrary::set_language`]).
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
    ArchiveFilter, ArchivePage, ArchiveRow, FilterChoice, GameCard, LibraryWrite, ShareAll,
    Standing, StatsRow, StatsSection,
};

use crate::storage::{content_hash, KeepAside, StoredFile, Unreadable};
use crate::Worded;
use draughts_game::library::{self as doc, Entry, Kind, ProblemKind, Read};
use draughts_game::save::{self, SaveError, Saved};
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

/// Something to tell the user, worded when handed out (in the language
/// of that moment).
#[derive(Clone, Debug)]
enum Notice {
    /// Entries of a document skipped (their numbers).
    Skipped(Kind, Vec<usize>),
    /// An empty document: a new one started.
    Empty(Kind),
    /// A document (or the old autosave) kept aside.
    KeptAside(StoredFile, Unreadable, u32),
    /// The oldest unfinished games moved to the archive.
    ShelfFull(usize),
    /// The oldest archived games dropped.
    ArchiveFull(usize),
    /// The old autosave does not load.
    LegacyUnreadable(SaveError),
    /// A save handed to `put` does not load.
    SaveRefused(SaveError),
}

/// A document to rename before it is written again: which, why, and the
/// hash of its bytes for its new name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Aside {
    file: StoredFile,
    reason: Unreadable,
    hash: u32,
}

/// Where the old single autosave stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Legacy {
    /// None was handed over, or it is dealt with.
    Settled,
    /// Its game (this id) is in the library, in a document not yet written.
    Pending(u64),
    /// Its file may go at the next write: its game is written, or was in
    /// the library already, or it held none.
    Remove,
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
    notices: Vec<Notice>,
    /// Documents to keep aside, not yet renamed by the app.
    aside: Vec<Aside>,
    /// The day the library was opened (ISO 8601), for the kept names.
    today: String,
    legacy: Legacy,
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

    /// [`GameLibrary::open`] on `today` (ISO 8601, as the platform gives
    /// it): the date in the names of the documents kept aside.
    pub fn open_on(
        today: &str,
        shelf: Option<&str>,
        archive: Option<&str>,
        legacy_save: Option<&str>,
        lang: Lang,
    ) -> GameLibrary {
        GameLibrary::opened(today, [shelf, archive], legacy_save, lang, Bounds::STANDARD)
    }

    /// [`GameLibrary::open`] with other bounds.
    pub fn open_with(
        shelf: Option<&str>,
        archive: Option<&str>,
        legacy_save: Option<&str>,
        lang: Lang,
        bounds: Bounds,
    ) -> GameLibrary {
        GameLibrary::opened("", [shelf, archive], legacy_save, lang, bounds)
    }

    fn opened(
        today: &str,
        [shelf, archive]: [Option<&str>; 2],
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
            aside: Vec::new(),
            today: today.to_string(),
            legacy: Legacy::Settled,
            next_id: 1,
            next_stamp: 1,
            dirty: [false; 2],
        };
        for (kind, text) in [(Kind::Shelf, shelf), (Kind::Archive, archive)] {
            if let Some(text) = text {
                lib.load(kind, doc::read(kind, text), content_hash(text.as_bytes()));
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

    /// Takes a document's entries and keeps its problems as notices. A
    /// document that cannot be read whole is to be kept aside; a game in
    /// both documents (a crash between the two writes) keeps its newer
    /// copy, by stamp; the document that loses one is written again.
    fn load(&mut self, kind: Kind, read: Read, hash: u32) {
        let index = slot(kind);
        let mut skipped = Vec::new();
        let mut reason = None;
        for p in &read.problems {
            let why = match (&p.kind, p.entry) {
                (_, Some(n)) => {
                    skipped.push(n);
                    Unreadable::Damaged
                }
                (ProblemKind::FutureVersion { found, .. }, _) => Unreadable::NewerVersion(*found),
                (ProblemKind::Format { .. }, _) => Unreadable::OtherFormat,
                (ProblemKind::Header(_), _) => Unreadable::DamagedHeader,
                (ProblemKind::Empty, _) => {
                    self.notices.push(Notice::Empty(kind));
                    continue;
                }
                _ => Unreadable::Damaged,
            };
            // The first line's reason says most (a newer version), then
            // the header's, then damage further down.
            reason = reason.or(Some(why));
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
            self.notices.push(Notice::Skipped(kind, skipped));
        }
        if let Some(reason) = reason {
            let file = stored_file(kind);
            self.aside.push(Aside { file, reason, hash });
            self.notices.push(Notice::KeptAside(file, reason, hash));
        }
        self.dirty[index] |= !read.problems.is_empty();
    }

    /// The old single autosave, once: skipped if a game of the library is
    /// that very save, or if it holds no game worth keeping.
    fn import(&mut self, text: &str) {
        let saved = match save::from_json(text) {
            Ok(s) => s,
            Err(e) => {
                let hash = content_hash(text.as_bytes());
                let file = StoredFile::LegacySave;
                self.aside.push(Aside { file, reason: Unreadable::Damaged, hash });
                self.notices.push(Notice::LegacyUnreadable(e));
                self.notices.push(Notice::KeptAside(file, Unreadable::Damaged, hash));
                return;
            }
        };
        let known = self.items().any(|i| doc::same_save(&i.entry.save, text));
        if known || is_blank(&saved) {
            self.legacy = Legacy::Remove;
            return;
        }
        let id = self.fresh_id();
        let stamp = self.fresh_stamp();
        let entry = Entry { id, date: String::new(), stamp, save: text.to_string() };
        self.place(Item::new(entry, saved));
        self.legacy = Legacy::Pending(id);
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
            self.notices.push(Notice::ShelfFull(moved));
        }
        let dropped = self.archive.len().saturating_sub(self.bounds.archive);
        if dropped > 0 {
            self.archive.truncate(self.bounds.archive);
            self.dirty[ARCHIVE] = true;
            self.notices.push(Notice::ArchiveFull(dropped));
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
                self.notices.push(Notice::SaveRefused(e));
                return self.written(id);
            }
        };
        let target = if saved.game.result().is_some() { ARCHIVE } else { SHELF };
        let here = self.find(id);
        // The same game again (a game opened and not played, an archived
        // game replayed) keeps its place and its date.
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

    /// The documents to write now, and they count as written; a document
    /// still to be kept aside is not handed out (it stays to write).
    fn written(&mut self, id: u64) -> LibraryWrite {
        let held = |lib: &GameLibrary, kind| lib.aside.iter().any(|a| a.file == stored_file(kind));
        let [shelf, archive] = [
            self.dirty[SHELF] && !held(self, Kind::Shelf),
            self.dirty[ARCHIVE] && !held(self, Kind::Archive),
        ];
        self.dirty[SHELF] &= !shelf;
        self.dirty[ARCHIVE] &= !archive;
        let document = |kind, items: &[Item]| {
            let lines: Vec<String> = items.iter().map(|i| i.line.clone()).collect();
            doc::write(kind, &lines)
        };
        let remove_legacy = match self.legacy {
            Legacy::Settled => false,
            Legacy::Remove => true,
            // Written when the document holding it is (or it is gone).
            Legacy::Pending(game) => match self.find(game) {
                Some((index, _)) => !self.dirty[index],
                None => true,
            },
        };
        if remove_legacy {
            self.legacy = Legacy::Settled;
        }
        LibraryWrite {
            id,
            shelf: shelf.then(|| document(Kind::Shelf, &self.shelf)),
            archive: archive.then(|| document(Kind::Archive, &self.archive)),
            remove_legacy,
        }
    }

    /// The documents to keep aside before anything is written: rename each
    /// file to its new name, then call [`GameLibrary::kept_aside`].
    pub fn keep_aside(&self) -> Vec<KeepAside> {
        self.aside
            .iter()
            .map(|a| KeepAside::hashed(a.file, a.reason, &self.today, a.hash))
            .collect()
    }

    /// The app renamed `file` as [`GameLibrary::keep_aside`] said: its
    /// document may be written again (a new one, with what could be read).
    pub fn kept_aside(&mut self, file: StoredFile) {
        self.aside.retain(|a| a.file != file);
    }

    /// The messages to show, in the library's language, until the app
    /// dismisses them ([`GameLibrary::dismiss_notices`]).
    pub fn notices(&self) -> Vec<String> {
        self.notices.iter().map(|n| self.worded(n)).collect()
    }

    /// The notices were seen: they are not shown again.
    pub fn dismiss_notices(&mut self) {
        self.notices.clear();
    }

    /// The library's texts in another language: cards, rows, statistics
    /// and the notices not yet dismissed, re-worded.
    pub fn set_language(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// A notice in the library's language.
    fn worded(&self, notice: &Notice) -> String {
        let lang = self.lang;
        match notice {
            Notice::Skipped(kind, entries) => words::skipped(*kind, entries, lang),
            Notice::Empty(kind) => words::refused(*kind, lang),
            Notice::KeptAside(file, reason, hash) => {
                KeepAside::hashed(*file, *reason, &self.today, *hash).notice(lang)
            }
            Notice::ShelfFull(n) => words::shelf_full(*n, lang),
            Notice::ArchiveFull(n) => words::archive_full(*n, lang),
            Notice::LegacyUnreadable(e) => words::legacy_unreadable(&e.worded(lang), lang),
            Notice::SaveRefused(e) => words::save_refused(&e.worded(lang), lang),
        }
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

/// The file of a document.
fn stored_file(kind: Kind) -> StoredFile {
    match kind {
        Kind::Shelf => StoredFile::Shelf,
        Kind::Archive => StoredFile::Archive,
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
