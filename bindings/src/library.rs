//! The game library: the unfinished games, the archive and the statistics
//! (the core's `draughts_app::library`), behind one mutex. The front ends
//! store the two documents it hands out as bytes, atomically (`games.json`,
//! `archive.json`), and never parse them.
//!
//! Every method is infallible by contract (`open` included): what cannot be
//! read becomes a notice. A panic in the core is caught under the guard like
//! everywhere else; the call then returns an empty answer and the panic's
//! text is kept as a notice.

use crate::board_view::BoardView;
use crate::error::guard;
use crate::inputs::Language;
use draughts_app::library as lib;
use std::sync::{Arc, Mutex, MutexGuard};

/// The documents to write after a change; `None` = unchanged. Write
/// `archive` first, then `shelf`: a game moving between them is then in
/// both for a moment (the newer copy wins at the next open), never in neither.
#[derive(Debug, Clone, Default, PartialEq, Eq, uniffi::Record)]
pub struct LibraryWrite {
    /// The game's id (new when the game had none; 0 from `flush`).
    pub id: u64,
    /// The unfinished games (`games.json`), to write atomically, if it changed.
    pub shelf: Option<String>,
    /// The archive (`archive.json`), to write atomically, if it changed.
    pub archive: Option<String>,
}

/// An unfinished game, as a card of the home screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameCard {
    /// The id to pass to `save_of` and `remove`.
    pub id: u64,
    /// The variant: "International".
    pub title: String,
    /// "You vs Bot — Club player", "Two players".
    pub players: String,
    /// "White to move".
    pub to_move: String,
    /// When it was last stored (ISO 8601; empty if unknown).
    pub date: String,
    /// The position, as the game screen's board record.
    pub board: BoardView,
    /// The card read aloud.
    pub spoken: String,
}

/// What the archive shows; `None` is every game.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ArchiveFilter {
    /// A variant choice's id (`ArchivePage.variants`).
    pub variant: Option<String>,
    /// An opponent choice's id (`ArchivePage.opponents`).
    pub opponent: Option<String>,
}

/// One choice of a filter.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct FilterChoice {
    /// What to pass back in `ArchiveFilter`.
    pub id: String,
    /// What to show.
    pub label: String,
}

/// One game of the archive.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ArchiveRow {
    /// The id to pass to `save_of`, `remove` and `export_pdn`.
    pub id: u64,
    /// When it was stored (ISO 8601; empty if unknown).
    pub date: String,
    /// The variant: "International".
    pub variant: String,
    /// "Bot, level 3 (Club player)", "Two players".
    pub opponent: String,
    /// The score in the variant's style: "2-0", "1-0", "½-½"; "*" unfinished.
    pub result: String,
    /// "Won", "Lost", "Draw", "White won", "Unfinished".
    pub outcome: String,
    /// The result's sentence; empty when unfinished.
    pub reason: String,
    /// "42 moves".
    pub length: String,
    /// The row read aloud.
    pub spoken: String,
}

/// The archive through a filter.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ArchivePage {
    /// The games passing the filter, most recent first.
    pub rows: Vec<ArchiveRow>,
    /// The variants the archive holds.
    pub variants: Vec<FilterChoice>,
    /// The opponents the archive holds.
    pub opponents: Vec<FilterChoice>,
    /// What to show when `rows` is empty.
    pub empty_text: String,
    /// "12 games", "3 of 12 games".
    pub count_text: String,
    /// The label of the "every variant" choice (filter `None`).
    pub all_variants: String,
    /// The label of the "every opponent" choice (filter `None`).
    pub all_opponents: String,
}

/// One line of the statistics.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsRow {
    /// "International — all levels", "English — two players, White's results".
    pub title: String,
    /// Finished games counted.
    pub played: u32,
    /// Won (the person against the bot; White between two people).
    pub won: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost.
    pub lost: u32,
    /// "3 wins in a row".
    pub streak: String,
    /// The row read aloud.
    pub spoken: String,
}

impl From<lib::LibraryWrite> for LibraryWrite {
    fn from(w: lib::LibraryWrite) -> Self {
        LibraryWrite { id: w.id, shelf: w.shelf, archive: w.archive }
    }
}

impl From<lib::GameCard> for GameCard {
    fn from(c: lib::GameCard) -> Self {
        GameCard {
            id: c.id,
            title: c.title,
            players: c.players,
            to_move: c.to_move,
            date: c.date,
            board: (&c.board).into(),
            spoken: c.spoken,
        }
    }
}

impl From<ArchiveFilter> for lib::ArchiveFilter {
    fn from(f: ArchiveFilter) -> Self {
        lib::ArchiveFilter { variant: f.variant, opponent: f.opponent }
    }
}

impl From<lib::FilterChoice> for FilterChoice {
    fn from(c: lib::FilterChoice) -> Self {
        FilterChoice { id: c.id, label: c.label }
    }
}

impl From<lib::ArchiveRow> for ArchiveRow {
    fn from(r: lib::ArchiveRow) -> Self {
        ArchiveRow {
            id: r.id,
            date: r.date,
            variant: r.variant,
            opponent: r.opponent,
            result: r.result,
            outcome: r.outcome,
            reason: r.reason,
            length: r.length,
            spoken: r.spoken,
        }
    }
}

impl From<lib::ArchivePage> for ArchivePage {
    fn from(p: lib::ArchivePage) -> Self {
        let all = |v: Vec<lib::FilterChoice>| v.into_iter().map(Into::into).collect();
        ArchivePage {
            rows: p.rows.into_iter().map(Into::into).collect(),
            variants: all(p.variants),
            opponents: all(p.opponents),
            empty_text: p.empty_text,
            count_text: p.count_text,
            all_variants: p.all_variants,
            all_opponents: p.all_opponents,
        }
    }
}

impl From<lib::StatsRow> for StatsRow {
    fn from(r: lib::StatsRow) -> Self {
        StatsRow {
            title: r.title,
            played: r.played,
            won: r.won,
            drawn: r.drawn,
            lost: r.lost,
            streak: r.streak,
            spoken: r.spoken,
        }
    }
}

/// The unfinished games, the archive and the statistics: one per app.
#[derive(uniffi::Object)]
pub struct GameLibrary {
    inner: Mutex<lib::GameLibrary>,
    /// Panics caught in a call, kept for `notices`.
    faults: Mutex<Vec<String>>,
}

impl GameLibrary {
    fn lock(&self) -> MutexGuard<'_, lib::GameLibrary> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `f` on the library under the guard; a panic gives `T::default()`
    /// and its text is kept as a notice.
    fn with<T: Default>(&self, f: impl FnOnce(&mut lib::GameLibrary) -> T) -> T {
        guard(|| Ok(f(&mut self.lock()))).unwrap_or_else(|e| {
            self.faults.lock().unwrap_or_else(|e| e.into_inner()).push(e.to_string());
            T::default()
        })
    }

    fn wrap(library: lib::GameLibrary, faults: Vec<String>) -> Arc<Self> {
        Arc::new(GameLibrary { inner: Mutex::new(library), faults: Mutex::new(faults) })
    }
}

#[uniffi::export]
impl GameLibrary {
    /// The library from the stored documents (`games.json`, `archive.json`;
    /// `None` when there is no file yet) and the old single autosave
    /// (`current-game.json`), imported once: delete that file after writing
    /// the shelf. Never fails; what cannot be read becomes a notice.
    #[uniffi::constructor]
    pub fn open(
        shelf: Option<String>,
        archive: Option<String>,
        legacy_save: Option<String>,
        language: Language,
    ) -> Arc<Self> {
        let lang = language.into();
        let opened = guard(|| {
            Ok(lib::GameLibrary::open(
                shelf.as_deref(),
                archive.as_deref(),
                legacy_save.as_deref(),
                lang,
            ))
        });
        match opened {
            Ok(l) => Self::wrap(l, Vec::new()),
            Err(e) => {
                Self::wrap(lib::GameLibrary::open(None, None, None, lang), vec![e.to_string()])
            }
        }
    }

    /// Messages to show once, in the library's language.
    pub fn notices(&self) -> Vec<String> {
        let mut out = self.with(|l| l.notices());
        out.append(&mut self.faults.lock().unwrap_or_else(|e| e.into_inner()));
        out
    }

    /// The current game's save changed (`date`: today, ISO 8601). Returns
    /// the game's id (new if `id` is `None`) and the documents to write now.
    pub fn put(&self, id: Option<u64>, save: String, date: String) -> LibraryWrite {
        self.with(|l| l.put(id, &save, &date).into())
    }

    /// Documents changed when the library was opened (a legacy save
    /// imported, a damaged entry dropped) and not written yet.
    pub fn flush(&self) -> LibraryWrite {
        self.with(|l| l.flush().into())
    }

    /// The unfinished games, most recent first.
    pub fn unfinished(&self) -> Vec<GameCard> {
        self.with(|l| l.unfinished().into_iter().map(Into::into).collect())
    }

    /// The save document of a game (open it with `GameHandle.restore`; an
    /// archived game opens at its end, to review).
    pub fn save_of(&self, id: u64) -> Option<String> {
        self.with(|l| l.save_of(id))
    }

    /// Deletes a game, unfinished or archived.
    pub fn remove(&self, id: u64) -> LibraryWrite {
        self.with(|l| l.remove(id).into())
    }

    /// The archive through a filter.
    pub fn archive(&self, filter: ArchiveFilter) -> ArchivePage {
        self.with(|l| Some(l.archive(&filter.into()).into())).unwrap_or_else(empty_page)
    }

    /// Games as one PDN text (all archived games, oldest first, when `ids`
    /// is empty).
    pub fn export_pdn(&self, ids: Vec<u64>) -> String {
        self.with(|l| l.export_pdn(&ids))
    }

    /// The statistics, per variant and bot level, and two-player rows.
    pub fn stats(&self) -> Vec<StatsRow> {
        self.with(|l| l.stats().into_iter().map(Into::into).collect())
    }

    /// What the statistics screen says while it has no row.
    pub fn stats_empty_text(&self) -> String {
        self.with(|l| l.stats_empty_text())
    }
}

/// The page of an empty archive, after a caught panic.
fn empty_page() -> ArchivePage {
    ArchivePage {
        rows: Vec::new(),
        variants: Vec::new(),
        opponents: Vec::new(),
        empty_text: String::new(),
        count_text: String::new(),
        all_variants: String::new(),
        all_opponents: String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{preset_rules, GameHandle, Player, Variant};

    #[test]
    fn a_game_goes_on_the_shelf_then_finished_into_the_archive_and_the_stats() {
        let rules = preset_rules(Variant::International).unwrap();
        let g =
            GameHandle::new(rules, Player::Human, Player::Bot { level: 2 }, Language::En).unwrap();
        g.play_text("32-28".into()).unwrap();
        let lib = GameLibrary::open(None, None, None, Language::En);
        let first = lib.put(None, g.save().unwrap(), "2026-05-01".into());
        let shelf = first.shelf.clone().expect("the shelf is written");
        assert!(first.archive.is_none());
        let cards = lib.unfinished();
        assert_eq!(cards.len(), 1);
        assert_eq!(cards[0].players, "You vs Bot — Novice");
        assert_eq!(cards[0].board.squares.len(), 50);

        g.resign().unwrap();
        let done = lib.put(Some(first.id), g.save().unwrap(), "2026-05-01".into());
        assert_eq!(done.id, first.id);
        let archive = done.archive.expect("the archive is written");
        assert!(lib.unfinished().is_empty());
        let page = lib.archive(ArchiveFilter { variant: None, opponent: None });
        assert_eq!(page.rows.len(), 1);
        assert_eq!((page.rows[0].outcome.as_str(), page.rows[0].result.as_str()), ("Lost", "0-2"));
        let stats = lib.stats();
        assert_eq!(stats[0].title, "International — all levels");
        assert_eq!((stats[0].played, stats[0].lost), (1, 1));
        assert_eq!(stats[1].title, "International — level 2");

        // A crash after the archive's write, before the shelf's: the game
        // is in both files, and its newer copy, the finished one, wins.
        let again = GameLibrary::open(Some(shelf), Some(archive), None, Language::Fr);
        assert!(again.notices().is_empty());
        assert!(again.unfinished().is_empty());
        assert!(again.flush().shelf.is_some(), "the stale shelf is written again");
        assert!(again.save_of(first.id).is_some());
        assert!(again.export_pdn(vec![]).contains("[Result \"0-2\"]"));
    }
}
