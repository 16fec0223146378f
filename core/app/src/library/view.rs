//! What the library hands out: the documents to write and the records the
//! home screen, the archive and the statistics draw.

use crate::board::BoardView;

/// The documents to write after a change, atomically; `None` = unchanged.
/// Write the archive first, then the shelf: a game moving between them is
/// then in both for a moment (the newer copy wins at the next open), never
/// in neither.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LibraryWrite {
    /// The game's id (new when the game had none).
    pub id: u64,
    /// The unfinished games' document (`games.json`), if it changed.
    pub shelf: Option<String>,
    /// The archive document (`archive.json`), if it changed.
    pub archive: Option<String>,
    /// Remove the old single autosave's file now (after writing these):
    /// its game is safely in the library, or never needed to be.
    pub remove_legacy: bool,
}

/// An unfinished game, as a card of the home screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameCard {
    /// The library's id of the game.
    pub id: u64,
    /// The variant: "International".
    pub title: String,
    /// "You vs Bot, level 3 (Club player)", "Two players".
    pub players: String,
    /// "White to move".
    pub to_move: String,
    /// When it was last stored (ISO 8601; empty if unknown).
    pub date: String,
    /// The position, drawn as a small board.
    pub board: BoardView,
    /// The card read aloud.
    pub spoken: String,
}

/// What the archive shows: `None` is every game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArchiveFilter {
    /// A variant choice's id ([`ArchivePage::variants`]).
    pub variant: Option<String>,
    /// An opponent choice's id ([`ArchivePage::opponents`]).
    pub opponent: Option<String>,
}

/// One choice of a filter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilterChoice {
    /// What to pass back in [`ArchiveFilter`].
    pub id: String,
    /// What to show.
    pub label: String,
}

/// One game of the archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchiveRow {
    /// The library's id of the game.
    pub id: u64,
    /// When it was stored (ISO 8601; empty if unknown).
    pub date: String,
    /// The variant: "International".
    pub variant: String,
    /// "Bot, level 3 (Club player)", "Two players".
    pub opponent: String,
    /// The score in the variant's style: "2-0", "1-0", "½-½", "*" unfinished.
    pub result: String,
    /// "Won", "Lost", "Draw" against the bot; "White won" between people;
    /// "Unfinished".
    pub outcome: String,
    /// How the game went for the player, for the colour of the score.
    pub standing: Standing,
    /// The result's sentence ("Black wins: White has no moves left"); empty
    /// when unfinished.
    pub reason: String,
    /// "42 moves".
    pub length: String,
    /// The row read aloud.
    pub spoken: String,
}

/// How an archived game went for the player: what the score's colour says.
/// Only a game against the bot has a side that is the player's; a decided
/// game between two people (or two bots) is [`Standing::Decided`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Standing {
    /// The player won.
    Won,
    /// The player lost.
    Lost,
    /// A draw.
    Drawn,
    /// A side won, and neither side is the player's.
    Decided,
    /// The game has no result yet.
    Unfinished,
}

/// The archive as shown through a filter.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The label of the variant filter's "every variant" choice.
    pub all_variants: String,
    /// The label of the opponent filter's "every opponent" choice.
    pub all_opponents: String,
    /// "Share all": it exports the games of `rows` (those passing the
    /// filter, [`crate::library::GameLibrary::export_archive`]).
    pub share_all: ShareAll,
}

/// The archive page's "Share all": what it says and whether it is offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareAll {
    /// "Share 3 games as PDN": how many it exports.
    pub label: String,
    /// Whether there is a game to export (the filtered page is not empty).
    pub enabled: bool,
}

/// The statistics of one variant: its name and its rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsSection {
    /// The variant: "International", "Custom rules".
    pub title: String,
    /// Its rows, titled without the variant ("All levels", "Level 3",
    /// "Two players, White's results"); each row's `spoken` still names it.
    pub rows: Vec<StatsRow>,
}

/// One line of the statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsRow {
    /// "International — all levels", "International — level 3",
    /// "English — two players, White's results" (in a [`StatsSection`]:
    /// "All levels", "Level 3").
    pub title: String,
    /// Finished games counted.
    pub played: u32,
    /// Won (by the person against the bot; by White between two people).
    pub won: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost.
    pub lost: u32,
    /// The current streak: "3 wins in a row", "1 draw".
    pub streak: String,
    /// The row read aloud.
    pub spoken: String,
}
