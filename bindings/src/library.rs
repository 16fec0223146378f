//! The game library: the unfinished games, the archive and the statistics
//! (the core's `draughts_app::library`), behind one mutex. The front ends
//! store the two documents it hands out as bytes, atomically (the names of
//! `stored_file_name`), and never parse them.
//!
//! What cannot be read is never an error: it becomes a notice, and a
//! document to keep aside (`keep_aside`). A panic in the core is caught
//! under the guard like everywhere else and is the call's error
//! (`DraughtsError::Other`), never a default value: an empty answer would
//! let an app write an empty library over the real one.

use crate::board_view::BoardView;
use crate::error::{guard, Result};
use crate::inputs::Language;
use crate::storage::{KeepAside, StoredFile};
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
    /// Remove the old single autosave's file (every name of
    /// `stored_file_former_names` too) after writing these: its game is
    /// safely in the library, or never needed to be.
    pub remove_legacy: bool,
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
    /// How the game went for the player: what the score's colour says.
    pub standing: Standing,
    /// The result's sentence; empty when unfinished.
    pub reason: String,
    /// "42 moves".
    pub length: String,
    /// The row read aloud.
    pub spoken: String,
}

/// How an archived game went for the player (the core's `Standing`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Standing {
    /// The player won.
    Won,
    /// The player lost.
    Lost,
    /// A draw.
    Drawn,
    /// A side won, and neither side is the player's (two people, two bots).
    Decided,
    /// No result yet.
    Unfinished,
}

impl From<lib::Standing> for Standing {
    fn from(s: lib::Standing) -> Self {
        match s {
            lib::Standing::Won => Standing::Won,
            lib::Standing::Lost => Standing::Lost,
            lib::Standing::Drawn => Standing::Drawn,
            lib::Standing::Decided => Standing::Decided,
            lib::Standing::Unfinished => Standing::Unfinished,
        }
    }
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
    /// "Share all": it exports the games of `rows` (`export_archive`).
    pub share_all: ShareAll,
}

/// The archive page's "Share all".
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ShareAll {
    /// "Share 3 games as PDN".
    pub label: String,
    /// Whether the page has a game to export.
    pub enabled: bool,
}

/// The statistics of one variant (the core's `StatsSection`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsSection {
    /// The variant: "International".
    pub title: String,
    /// Its rows, titled by group: "All levels", "Level 3".
    pub rows: Vec<StatsRow>,
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
        LibraryWrite {
            id: w.id,
            shelf: w.shelf,
            archive: w.archive,
            remove_legacy: w.remove_legacy,
        }
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
            standing: r.standing.into(),
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
            share_all: ShareAll { label: p.share_all.label, enabled: p.share_all.enabled },
        }
    }
}

impl From<lib::StatsSection> for StatsSection {
    fn from(s: lib::StatsSection) -> Self {
        StatsSection { title: s.title, rows: s.rows.into_iter().map(Into::into).collect() }
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
}

impl GameLibrary {
    fn lock(&self) -> MutexGuard<'_, lib::GameLibrary> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `f` on the library under the guard: a panic is the call's error.
    fn with<T>(&self, f: impl FnOnce(&mut lib::GameLibrary) -> T) -> Result<T> {
        guard(|| Ok(f(&mut self.lock())))
    }
}

#[uniffi::export]
impl GameLibrary {
    /// The library from the stored documents (`None` when there is no file
    /// yet) and the old single autosave, on `today` (ISO 8601: the day in
    /// the names of documents kept aside). What cannot be read becomes a
    /// notice and a document to keep aside (`keep_aside`): rename those,
    /// then call `kept_aside`, then write what `flush` returns. Fails only
    /// on a fault of the core (then nothing is written).
    #[uniffi::constructor]
    pub fn open(
        shelf: Option<String>,
        archive: Option<String>,
        legacy_save: Option<String>,
        language: Language,
        today: String,
    ) -> Result<Arc<Self>> {
        guard(|| {
            let library = lib::GameLibrary::open_on(
                &today,
                shelf.as_deref(),
                archive.as_deref(),
                legacy_save.as_deref(),
                language.into(),
            );
            Ok(Arc::new(GameLibrary { inner: Mutex::new(library) }))
        })
    }

    /// The documents to rename before anything is written under their
    /// names (they cannot be read whole: a newer version, damaged). No
    /// write of such a document is handed out until `kept_aside`.
    pub fn keep_aside(&self) -> Result<Vec<KeepAside>> {
        self.with(|l| l.keep_aside().into_iter().map(Into::into).collect())
    }

    /// The app renamed `file` as `keep_aside` said.
    pub fn kept_aside(&self, file: StoredFile) -> Result<()> {
        self.with(|l| l.kept_aside(file.into()))
    }

    /// Messages to show, in the library's language, until `dismiss_notices`.
    pub fn notices(&self) -> Result<Vec<String>> {
        self.with(|l| l.notices())
    }

    /// The notices were seen: they are not shown again.
    pub fn dismiss_notices(&self) -> Result<()> {
        self.with(|l| l.dismiss_notices())
    }

    /// The texts (cards, rows, statistics, notices not dismissed) in another language.
    pub fn set_language(&self, language: Language) -> Result<()> {
        self.with(|l| l.set_language(language.into()))
    }

    /// The current game's save changed (`date`: today, ISO 8601). Returns
    /// the game's id (new if `id` is `None`) and the documents to write now.
    pub fn put(&self, id: Option<u64>, save: String, date: String) -> Result<LibraryWrite> {
        self.with(|l| l.put(id, &save, &date).into())
    }

    /// Documents changed when the library was opened (a legacy save
    /// imported, a damaged entry dropped, a document kept aside) and not
    /// written yet.
    pub fn flush(&self) -> Result<LibraryWrite> {
        self.with(|l| l.flush().into())
    }

    /// The unfinished games, most recent first.
    pub fn unfinished(&self) -> Result<Vec<GameCard>> {
        self.with(|l| l.unfinished().into_iter().map(Into::into).collect())
    }

    /// The save document of a game (open it with `GameHandle.restore`; an
    /// archived game opens at its end, to replay).
    pub fn save_of(&self, id: u64) -> Result<Option<String>> {
        self.with(|l| l.save_of(id))
    }

    /// Deletes a game, unfinished or archived.
    pub fn remove(&self, id: u64) -> Result<LibraryWrite> {
        self.with(|l| l.remove(id).into())
    }

    /// The archive through a filter.
    pub fn archive(&self, filter: ArchiveFilter) -> Result<ArchivePage> {
        self.with(|l| l.archive(&filter.into()).into())
    }

    /// The games of `ids` as one PDN text, in that order (none: empty).
    pub fn export_pdn(&self, ids: Vec<u64>) -> Result<String> {
        self.with(|l| l.export_pdn(&ids))
    }

    /// What the page's "Share all" exports: the games passing `filter`,
    /// oldest first, as one PDN text (build it only when asked).
    pub fn export_archive(&self, filter: ArchiveFilter) -> Result<String> {
        self.with(|l| l.export_archive(&filter.into()))
    }

    /// The statistics, per variant and bot level, and two-player rows.
    pub fn stats(&self) -> Result<Vec<StatsRow>> {
        self.with(|l| l.stats().into_iter().map(Into::into).collect())
    }

    /// The same statistics, one section per variant played; a row's title
    /// is its group alone ("All levels"), the section's the variant.
    pub fn stats_sections(&self) -> Result<Vec<StatsSection>> {
        self.with(|l| l.stats_sections().into_iter().map(Into::into).collect())
    }

    /// What the statistics screen says while it has no row.
    pub fn stats_empty_text(&self) -> Result<String> {
        self.with(|l| l.stats_empty_text())
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
        let lib = GameLibrary::open(None, None, None, Language::En, "2026-05-01".into()).unwrap();
        let first = lib.put(None, g.save().unwrap(), "2026-05-01".into()).unwrap();
        let shelf = first.shelf.clone().expect("the shelf is written");
        assert!(first.archive.is_none());
        let cards = lib.unfinished().unwrap();
        assert_eq!(cards.len(), 1);
        assert_eq!(cards[0].players, "You vs Bot — Novice");
        assert_eq!(cards[0].board.squares.len(), 50);

        g.resign().unwrap();
        let done = lib.put(Some(first.id), g.save().unwrap(), "2026-05-01".into()).unwrap();
        assert_eq!(done.id, first.id);
        let archive = done.archive.expect("the archive is written");
        assert!(lib.unfinished().unwrap().is_empty());
        let page = lib.archive(ArchiveFilter { variant: None, opponent: None }).unwrap();
        assert_eq!(page.rows.len(), 1);
        assert_eq!((page.rows[0].outcome.as_str(), page.rows[0].result.as_str()), ("Lost", "0-2"));
        let stats = lib.stats().unwrap();
        assert_eq!(stats[0].title, "International — all levels");
        assert_eq!((stats[0].played, stats[0].lost), (1, 1));
        assert_eq!(stats[1].title, "International — level 2");

        // A crash after the archive's write, before the shelf's: the game
        // is in both files, and its newer copy, the finished one, wins.
        let again =
            GameLibrary::open(Some(shelf), Some(archive), None, Language::Fr, "2026-05-02".into())
                .unwrap();
        assert!(again.notices().unwrap().is_empty());
        assert!(again.unfinished().unwrap().is_empty());
        assert!(again.flush().unwrap().shelf.is_some(), "the stale shelf is written again");
        assert!(again.save_of(first.id).unwrap().is_some());
        let all = ArchiveFilter { variant: None, opponent: None };
        assert!(again.export_archive(all).unwrap().contains("[Result \"0-2\"]"));
    }
}

#[cfg(test)]
mod error_policy {
    use super::*;
    use crate::error::fault;
    use crate::DraughtsError;

    /// A panic in the library is the documented error, never a default
    /// value: `put` used to answer id 0 and no document, `open` an empty
    /// library that the app would then write over the real one.
    #[test]
    fn a_panic_in_the_library_is_an_error_never_a_default_value() {
        let lib = GameLibrary::open(None, None, None, Language::En, "2026-05-01".into()).unwrap();
        let want = DraughtsError::Other { reason: format!("internal error: {}", fault::MESSAGE) };
        let put = fault::inject(|| lib.put(None, "{}".into(), "2026-05-01".into()));
        assert_eq!(put, Err(want.clone()));
        let opened = fault::inject(|| {
            GameLibrary::open(None, None, None, Language::En, "d".into()).map(|_| ())
        });
        assert_eq!(opened, Err(want.clone()));
        let page = fault::inject(|| lib.archive(ArchiveFilter { variant: None, opponent: None }));
        assert_eq!(page, Err(want));
        // The panic is not left behind as a notice either.
        assert_eq!(lib.notices(), Ok(Vec::new()));
    }
}
