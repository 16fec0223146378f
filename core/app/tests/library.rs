//! The game library's policy: where a game goes when its save changes, the
//! bounds of the shelf and the archive, what is skipped and said, the
//! legacy import, the archive's filters and rows, the statistics and the
//! PDN export.

use draughts_app::library::{
    ArchiveFilter, Bounds, GameLibrary, LibraryWrite, Standing, ARCHIVE_MAX, SHELF_MAX,
};
use draughts_app::storage::StoredFile;
use draughts_game::library::{self as doc, Entry, Kind};
use draughts_game::{pdn, save, Game, Lang, Player};
use draughts_rules::{Color, Rules, Variant};

const HUMAN: Player = Player::Human;
const fn bot(level: u8) -> Player {
    Player::Bot { level }
}

/// How a constructed game ends.
#[derive(Clone, Copy)]
enum End {
    Open,
    Resigns(Color),
    Draw,
}

/// A game of `rules` after `moves` plies (the first legal move each
/// time), ended as `end` says.
fn game(rules: Rules, moves: usize, end: End) -> Game {
    let mut g = Game::new(rules);
    for _ in 0..moves {
        let m = g.position().legal_moves(&rules)[0];
        g.play(&m).unwrap();
    }
    match end {
        End::Open => {}
        End::Resigns(c) => g.resign(c).unwrap(),
        End::Draw => {
            g.offer_draw(g.turn()).unwrap();
            g.agree_draw().unwrap();
        }
    }
    g
}

fn save_of(g: &Game, players: [Player; 2]) -> String {
    save::to_json(g, players, Default::default(), Lang::En)
}

fn intl(moves: usize, end: End, players: [Player; 2]) -> String {
    save_of(&game(Rules::international(), moves, end), players)
}

fn open() -> GameLibrary {
    GameLibrary::open(None, None, None, Lang::En)
}

/// What the library's files hold after applying writes, in order.
#[derive(Default)]
struct Files {
    shelf: Option<String>,
    archive: Option<String>,
}

impl Files {
    fn apply(&mut self, w: &LibraryWrite) {
        if let Some(a) = &w.archive {
            self.archive = Some(a.clone());
        }
        if let Some(s) = &w.shelf {
            self.shelf = Some(s.clone());
        }
    }
    fn open(&self) -> GameLibrary {
        GameLibrary::open(self.shelf.as_deref(), self.archive.as_deref(), None, Lang::En)
    }
    fn ids(&self, kind: Kind) -> Vec<u64> {
        let text = match kind {
            Kind::Shelf => &self.shelf,
            Kind::Archive => &self.archive,
        };
        doc::read(kind, text.as_deref().unwrap_or("")).entries.iter().map(|e| e.entry.id).collect()
    }
}

#[test]
fn the_real_bounds_are_ten_and_a_thousand() {
    assert_eq!((SHELF_MAX, ARCHIVE_MAX), (10, 1_000));
    assert_eq!(Bounds::STANDARD, Bounds { shelf: 10, archive: 1_000 });
}

#[test]
fn an_unfinished_game_is_kept_on_the_shelf_and_reads_back() {
    let mut lib = open();
    let mut files = Files::default();
    let w = lib.put(None, &intl(3, End::Open, [HUMAN, bot(3)]), "2026-05-01");
    assert!(w.shelf.is_some() && w.archive.is_none());
    files.apply(&w);
    // The same save again changes nothing.
    let again = lib.put(Some(w.id), &intl(3, End::Open, [HUMAN, bot(3)]), "2026-05-01");
    assert_eq!(again, LibraryWrite { id: w.id, ..LibraryWrite::default() });
    let back = files.open();
    let cards = back.unfinished();
    assert_eq!(cards.len(), 1);
    let c = &cards[0];
    assert_eq!(c.id, w.id);
    assert_eq!(c.title, "International");
    assert_eq!(c.players, "You vs Bot — Amateur");
    assert_eq!(c.to_move, "Black to move");
    assert_eq!(c.date, "2026-05-01");
    assert_eq!(c.board.squares.len(), 50);
    assert_eq!(c.spoken, "International, You vs Bot — Amateur, Black to move, 2 moves, 2026-05-01");
    let restored = draughts_app::GameTable::restore(&back.save_of(w.id).unwrap()).unwrap();
    assert_eq!(restored.game().ply(), 3);
}

#[test]
fn a_game_without_a_move_is_not_kept() {
    let mut lib = open();
    let w = lib.put(None, &intl(0, End::Open, [HUMAN, bot(3)]), "2026-05-01");
    assert_eq!((w.shelf, w.archive), (None, None));
    assert!(lib.unfinished().is_empty());
    // Once kept, a game undone back to the start stays.
    let w2 = lib.put(Some(w.id), &intl(1, End::Open, [HUMAN, bot(3)]), "2026-05-01");
    assert!(w2.shelf.is_some());
    lib.put(Some(w.id), &intl(0, End::Open, [HUMAN, bot(3)]), "2026-05-01");
    assert_eq!(lib.unfinished().len(), 1);
}

#[test]
fn finishing_moves_a_game_to_the_archive_and_undoing_moves_it_back_without_duplicates() {
    let mut lib = open();
    let mut files = Files::default();
    let players = [HUMAN, bot(2)];
    let w = lib.put(None, &intl(4, End::Open, players), "2026-05-01");
    files.apply(&w);
    let id = w.id;
    let w = lib.put(Some(id), &intl(4, End::Resigns(Color::White), players), "2026-05-01");
    assert!(w.shelf.is_some() && w.archive.is_some());
    files.apply(&w);
    assert_eq!((files.ids(Kind::Shelf), files.ids(Kind::Archive)), (vec![], vec![id]));
    // Undo the resignation: back into play, back on the shelf.
    let w = lib.put(Some(id), &intl(4, End::Open, players), "2026-05-02");
    files.apply(&w);
    assert_eq!(lib.unfinished().len(), 1);
    assert!(lib.archive(&ArchiveFilter::default()).rows.is_empty());
    // Finished again (another way): one archived game, not two.
    let w = lib.put(Some(id), &intl(5, End::Resigns(Color::Black), players), "2026-05-02");
    files.apply(&w);
    assert_eq!((files.ids(Kind::Shelf), files.ids(Kind::Archive)), (vec![], vec![id]));
    let rows = files.open().archive(&ArchiveFilter::default()).rows;
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].outcome, "Won");
}

#[test]
fn a_game_opened_again_unchanged_keeps_its_place_and_date() {
    let mut lib = open();
    let mut files = Files::default();
    let older = intl(3, End::Resigns(Color::White), [HUMAN, bot(2)]);
    let id = lib.put(None, &older, "2026-05-01").id;
    files.apply(&lib.put(None, &intl(5, End::Draw, [HUMAN, bot(2)]), "2026-05-02"));
    // Replayed later: the front end stores the save it restored.
    let mut back = files.open();
    let replayed = draughts_app::GameTable::restore(&back.save_of(id).unwrap()).unwrap().save();
    let w = back.put(Some(id), &replayed, "2026-06-30");
    assert_eq!((w.shelf, w.archive), (None, None));
    let rows = back.archive(&ArchiveFilter::default()).rows;
    assert_eq!((rows[1].id, rows[1].date.as_str()), (id, "2026-05-01"));
}

#[test]
fn a_crash_between_the_two_writes_keeps_the_game_once() {
    let players = [HUMAN, bot(2)];
    // Finishing: the archive is written, the shelf is not.
    let mut lib = open();
    let mut files = Files::default();
    let w = lib.put(None, &intl(4, End::Open, players), "2026-05-01");
    files.apply(&w);
    let w = lib.put(Some(w.id), &intl(4, End::Draw, players), "2026-05-01");
    files.archive = w.archive.clone();
    let mut back = files.open();
    assert!(back.notices().is_empty());
    assert!(back.unfinished().is_empty());
    assert_eq!(back.archive(&ArchiveFilter::default()).rows.len(), 1);
    let fixed = back.flush();
    assert_eq!(doc::read(Kind::Shelf, fixed.shelf.as_deref().unwrap()).entries.len(), 0);

    // Back into play: the shelf is written, and the archive is left as it
    // was (the game is dropped from it at its next write).
    let mut files = Files::default();
    files.apply(&w);
    files.apply(&lib.put(
        None,
        &intl(2, End::Resigns(Color::Black), [HUMAN, bot(5)]),
        "2026-05-02",
    ));
    let w = lib.put(Some(w.id), &intl(4, End::Open, players), "2026-05-02");
    assert!(w.shelf.is_some() && w.archive.is_none());
    files.apply(&w);
    let back = files.open();
    assert_eq!(back.unfinished().len(), 1);
    assert_eq!(back.archive(&ArchiveFilter::default()).rows.len(), 1);
}

#[test]
fn an_eleventh_unfinished_game_moves_the_oldest_to_the_archive_unfinished() {
    let mut lib = open();
    let mut ids = Vec::new();
    for i in 0..SHELF_MAX {
        let w = lib.put(None, &intl(i + 1, End::Open, [HUMAN, bot(1)]), "2026-05-01");
        assert!(w.archive.is_none());
        ids.push(w.id);
    }
    assert!(lib.notices().is_empty());
    let w = lib.put(None, &intl(20, End::Open, [HUMAN, bot(1)]), "2026-05-02");
    assert!(w.shelf.is_some() && w.archive.is_some());
    let cards = lib.unfinished();
    assert_eq!(cards.len(), 10);
    assert_eq!(cards[0].id, w.id);
    assert!(!cards.iter().any(|c| c.id == ids[0]));
    let rows = lib.archive(&ArchiveFilter::default()).rows;
    assert_eq!(rows.len(), 1);
    assert_eq!(
        (rows[0].id, rows[0].outcome.as_str(), rows[0].result.as_str()),
        (ids[0], "Unfinished", "*")
    );
    assert_eq!(
        lib.notices(),
        ["Only 10 unfinished games are kept; the oldest was moved to the archive."]
    );
    // Unfinished games are not counted in the statistics, which say so.
    assert!(lib.stats().is_empty());
    assert_eq!(lib.stats_empty_text(), "No statistics yet: finish a game and it counts here.");
    // Played again, it comes back to the shelf, pushing the next oldest.
    lib.put(Some(ids[0]), &intl(2, End::Open, [HUMAN, bot(1)]), "2026-05-03");
    assert_eq!(lib.unfinished()[0].id, ids[0]);
    assert_eq!(lib.archive(&ArchiveFilter::default()).rows[0].id, ids[1]);
}

#[test]
fn the_archive_drops_its_oldest_past_its_bound() {
    let bounds = Bounds { shelf: 10, archive: 5 };
    let mut lib = GameLibrary::open_with(None, None, None, Lang::En, bounds);
    let mut ids = Vec::new();
    for i in 0..5 {
        ids.push(lib.put(None, &intl(i + 1, End::Resigns(Color::White), [HUMAN, bot(1)]), "d").id);
    }
    assert!(lib.notices().is_empty());
    let w = lib.put(None, &intl(9, End::Draw, [HUMAN, bot(1)]), "2026-05-02");
    let rows = lib.archive(&ArchiveFilter::default()).rows;
    assert_eq!(rows.len(), 5);
    assert_eq!(rows[0].id, w.id);
    assert!(!rows.iter().any(|r| r.id == ids[0]), "the oldest is gone");
    assert_eq!(lib.notices(), ["The archive keeps the last 1,000 games; the oldest was removed."]);
    assert_eq!(doc::read(Kind::Archive, &w.archive.unwrap()).entries.len(), 5);
}

/// An archive document of `n` finished games, written by the format's writer.
fn archive_of(n: usize) -> String {
    let save = intl(6, End::Resigns(Color::Black), [HUMAN, bot(4)]);
    let lines: Vec<String> = (0..n as u64)
        .map(|i| {
            doc::entry_line(&Entry {
                id: i + 1,
                date: "2026-01-01".into(),
                stamp: n as u64 - i,
                save: save.clone(),
            })
        })
        .collect();
    doc::write(Kind::Archive, &lines)
}

#[test]
fn a_full_archive_of_a_thousand_drops_its_oldest_for_the_next_game() {
    let mut lib = GameLibrary::open(None, Some(&archive_of(ARCHIVE_MAX)), None, Lang::En);
    assert!(lib.notices().is_empty());
    assert_eq!(lib.archive(&ArchiveFilter::default()).count_text, "1000 games");
    let w = lib.put(None, &intl(3, End::Draw, [HUMAN, HUMAN]), "2026-05-02");
    assert_eq!(w.id, ARCHIVE_MAX as u64 + 1);
    let read = doc::read(Kind::Archive, &w.archive.unwrap());
    assert_eq!(read.entries.len(), ARCHIVE_MAX);
    assert_eq!(read.entries[0].entry.id, w.id);
    assert!(!read.entries.iter().any(|e| e.entry.id == ARCHIVE_MAX as u64), "the oldest is gone");
    assert_eq!(lib.notices().len(), 1);
}

#[test]
fn a_damaged_entry_is_skipped_with_a_notice_and_the_file_is_rewritten_without_it() {
    let text = archive_of(4);
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines[3] = lines[3].replacen("\"2026-01-01\"", "\"2026-01-02\"", 1);
    let damaged = lines.join("\n");
    let mut lib = GameLibrary::open_on("2026-05-01", None, Some(&damaged), None, Lang::En);
    let notices = lib.notices();
    assert_eq!(notices[0], "Entry 3 of the archive could not be read and was skipped.");
    let aside = lib.keep_aside();
    assert_eq!(aside.len(), 1);
    assert!(aside[0].aside.starts_with("archive.damaged-2026-05-01-"), "{aside:?}");
    assert!(notices[1].contains(&aside[0].aside), "{notices:?}");
    let ids: Vec<u64> = lib.archive(&ArchiveFilter::default()).rows.iter().map(|r| r.id).collect();
    assert_eq!(ids, [1, 2, 4]);
    assert!(lib.flush().archive.is_none(), "not written before it is kept aside");
    lib.kept_aside(StoredFile::Archive);
    let fixed = lib.flush();
    assert!(fixed.shelf.is_none());
    let again = GameLibrary::open(None, fixed.archive.as_deref(), None, Lang::En).notices();
    assert!(again.is_empty(), "{again:?}");
    // In French, two damaged entries.
    lines[4] = lines[4].replacen("{", "[", 1);
    let fr = GameLibrary::open(None, Some(&lines.join("\n")), None, Lang::Fr);
    assert_eq!(
        fr.notices()[0],
        "Les entrées 3, 4 des archives étaient illisibles et ont été ignorées."
    );
}

#[test]
fn a_save_that_does_not_load_is_skipped_like_a_damaged_line() {
    let g = game(Rules::international(), 2, End::Open);
    let good = save_of(&g, [HUMAN, bot(1)]);
    let lines = vec![
        doc::entry_line(&Entry { id: 1, date: "d".into(), stamp: 2, save: good.clone() }),
        // A well-formed entry whose save is not a game.
        doc::entry_line(&Entry {
            id: 2,
            date: "d".into(),
            stamp: 1,
            save: good.replace("draughts-save", "x"),
        }),
    ];
    let lib = GameLibrary::open(Some(&doc::write(Kind::Shelf, &lines)), None, None, Lang::En);
    assert_eq!(lib.unfinished().len(), 1);
    assert_eq!(
        lib.notices()[0],
        "Entry 2 of the unfinished games could not be read and was skipped."
    );
    assert_eq!(lib.keep_aside()[0].file, StoredFile::Shelf);
}

#[test]
fn an_unreadable_document_is_said_and_started_again() {
    let mut lib = GameLibrary::open(
        Some("{\"format\":\"draughts-shelf\",\"version\":9,\"entries\":[\n]}"),
        None,
        None,
        Lang::En,
    );
    assert_eq!(lib.notices().len(), 1);
    let w = lib.put(None, &intl(1, End::Open, [HUMAN, HUMAN]), "d");
    assert!(w.shelf.is_none(), "the newer document is not written over");
    lib.kept_aside(StoredFile::Shelf);
    let w = lib.flush();
    assert_eq!(doc::read(Kind::Shelf, &w.shelf.unwrap()).entries.len(), 1);
}

#[test]
fn a_bad_save_put_changes_nothing_and_says_why() {
    let mut lib = open();
    let w = lib.put(None, "{\"format\":", "d");
    assert_eq!((w.shelf, w.archive), (None, None));
    let n = lib.notices();
    assert_eq!(n.len(), 1);
    assert!(n[0].starts_with("This game could not be stored: "), "{n:?}");
}

#[test]
fn the_legacy_save_is_imported_once() {
    let legacy = intl(5, End::Open, [bot(6), HUMAN]);
    let mut lib = GameLibrary::open(None, None, Some(&legacy), Lang::En);
    assert!(lib.notices().is_empty());
    let cards = lib.unfinished();
    assert_eq!(cards.len(), 1);
    assert_eq!(cards[0].players, "You vs Bot — Master");
    assert_eq!(cards[0].date, "");
    let w = lib.flush();
    let shelf = w.shelf.expect("the imported game is written");
    assert!(lib.flush().shelf.is_none(), "written once");
    // The old file is still there at the next start (deleting it failed).
    let again = GameLibrary::open(Some(&shelf), None, Some(&legacy), Lang::En);
    assert_eq!(again.unfinished().len(), 1);
    // A legacy save that is not one is said, and nothing is lost.
    let bad = GameLibrary::open(Some(&shelf), None, Some("{}"), Lang::En);
    assert_eq!(bad.unfinished().len(), 1);
    assert!(bad.notices()[0].starts_with("The saved game could not be read and was not kept: "));
    // A finished legacy game goes to the archive.
    let done = intl(5, End::Resigns(Color::White), [HUMAN, HUMAN]);
    let lib = GameLibrary::open(None, None, Some(&done), Lang::En);
    assert_eq!(lib.archive(&ArchiveFilter::default()).rows[0].outcome, "Black won");
}

/// A library with finished games of several variants and opponents, most
/// recent last in the list (each `put` goes to the front).
fn varied() -> GameLibrary {
    let mut lib = open();
    let games: [(Rules, End, [Player; 2]); 8] = [
        (Rules::international(), End::Resigns(Color::Black), [HUMAN, bot(3)]), // won
        (Rules::international(), End::Resigns(Color::White), [HUMAN, bot(3)]), // lost
        (Rules::international(), End::Resigns(Color::White), [bot(5), HUMAN]), // won (Black)
        (Rules::international(), End::Draw, [HUMAN, bot(3)]),                  // drawn
        (Rules::international(), End::Resigns(Color::Black), [HUMAN, bot(3)]), // won
        (Rules::english(), End::Resigns(Color::White), [HUMAN, HUMAN]),        // Black won
        (Rules::english(), End::Draw, [HUMAN, HUMAN]),                         // drawn
        (Rules::international(), End::Resigns(Color::White), [HUMAN, bot(3)]), // lost
    ];
    for (i, (rules, end, players)) in games.into_iter().enumerate() {
        let g = game(rules, 2 + i, end);
        lib.put(None, &save_of(&g, players), &format!("2026-05-0{}", i + 1));
    }
    lib.put(None, &intl(3, End::Open, [HUMAN, bot(3)]), "2026-05-09");
    lib
}

#[test]
fn the_archive_filters_by_variant_and_opponent() {
    let lib = varied();
    let all = lib.archive(&ArchiveFilter::default());
    assert_eq!(all.rows.len(), 8);
    assert_eq!(all.count_text, "8 games");
    assert_eq!(all.rows[0].date, "2026-05-08", "most recent first");
    let ids = |c: &[draughts_app::library::FilterChoice]| {
        c.iter().map(|c| (c.id.clone(), c.label.clone())).collect::<Vec<_>>()
    };
    assert_eq!(
        ids(&all.variants),
        [("international".into(), "International".into()), ("english".into(), "English".into())]
    );
    assert_eq!(
        ids(&all.opponents),
        [
            ("bot-3".to_string(), "Bot, level 3 (Amateur)".to_string()),
            ("bot-5".into(), "Bot, level 5 (Expert)".into()),
            ("two-players".into(), "Two players".into())
        ]
    );
    assert_eq!(
        (all.all_variants.as_str(), all.all_opponents.as_str()),
        ("All variants", "All opponents")
    );
    let english = lib.archive(&ArchiveFilter { variant: Some("english".into()), opponent: None });
    assert_eq!(english.rows.len(), 2);
    assert_eq!(english.count_text, "2 of 8 games");
    assert!(english.rows.iter().all(|r| r.variant == "English" && r.opponent == "Two players"));
    assert_eq!(english.rows[0].result, "½-½");
    assert_eq!(english.rows[1].outcome, "Black won");
    let bot3 =
        ArchiveFilter { variant: Some("international".into()), opponent: Some("bot-3".into()) };
    assert_eq!(lib.archive(&bot3).rows.len(), 5);
    let none = ArchiveFilter { variant: Some("english".into()), opponent: Some("bot-3".into()) };
    let page = lib.archive(&none);
    assert!(page.rows.is_empty());
    assert_eq!(page.empty_text, "No game matches these filters.");
    assert_eq!(open().archive(&ArchiveFilter::default()).empty_text, "No finished games yet.");
}

#[test]
fn an_archive_row_says_the_game_in_words() {
    let lib = varied();
    let row = &lib.archive(&ArchiveFilter::default()).rows[0];
    assert_eq!(
        (row.opponent.as_str(), row.result.as_str(), row.outcome.as_str()),
        ("Bot, level 3 (Amateur)", "0-2", "Lost")
    );
    assert_eq!(row.reason, "Black wins: White resigned");
    assert_eq!(row.length, "5 moves");
    assert_eq!(
        row.spoken,
        "2026-05-08, International, Bot, level 3 (Amateur), Lost, 0-2, Black wins: White resigned, 5 moves"
    );
}

#[test]
fn an_archive_row_says_how_the_game_went_for_the_player() {
    let rows = varied().archive(&ArchiveFilter::default()).rows;
    let got: Vec<(&str, Standing)> =
        rows.iter().map(|r| (r.outcome.as_str(), r.standing)).collect();
    assert_eq!(
        got,
        [
            ("Lost", Standing::Lost),
            ("Draw", Standing::Drawn),
            ("Black won", Standing::Decided),
            ("Won", Standing::Won),
            ("Draw", Standing::Drawn),
            ("Won", Standing::Won),
            ("Lost", Standing::Lost),
            ("Won", Standing::Won),
        ]
    );
    // Black's win is the player's when the player had Black (the bot White).
    assert_eq!(rows[5].result, "0-2");
    let bounds = Bounds { shelf: 1, archive: 10 };
    let mut lib = GameLibrary::open_with(None, None, None, Lang::En, bounds);
    lib.put(None, &intl(2, End::Open, [HUMAN, bot(3)]), "d");
    lib.put(None, &intl(3, End::Open, [HUMAN, bot(3)]), "d");
    let row = &lib.archive(&ArchiveFilter::default()).rows[0];
    assert_eq!((row.outcome.as_str(), row.standing), ("Unfinished", Standing::Unfinished));
}

/// A statistics section as compared: its title, then each row's title and
/// counts (played, won, drawn, lost).
type Section<'a> = (&'a str, Vec<(&'a str, [u32; 4])>);

#[test]
fn the_statistics_have_a_section_per_variant_played() {
    let sections = varied().stats_sections();
    let got: Vec<Section> = sections
        .iter()
        .map(|s| {
            let rows =
                s.rows.iter().map(|r| (r.title.as_str(), [r.played, r.won, r.drawn, r.lost]));
            (s.title.as_str(), rows.collect())
        })
        .collect();
    assert_eq!(
        got,
        [
            (
                "International",
                vec![
                    ("All levels", [6, 3, 1, 2]),
                    ("Level 3", [5, 2, 1, 2]),
                    ("Level 5", [1, 1, 0, 0]),
                ]
            ),
            ("English", vec![("Two players, White's results", [2, 0, 1, 1])]),
        ]
    );
    let flat: Vec<String> = varied().stats().into_iter().map(|r| r.spoken).collect();
    let spoken: Vec<String> =
        sections.iter().flat_map(|s| s.rows.iter().map(|r| r.spoken.clone())).collect();
    assert_eq!(spoken, flat, "read aloud, a row still names its variant");
    let mut fr = varied();
    fr.set_language(Lang::Fr);
    let fr = fr.stats_sections();
    assert_eq!(fr[0].title, "Internationales");
    assert_eq!(fr[0].rows[0].title, "Tous niveaux");
    assert_eq!(fr[0].rows[1].title, "Niveau 3");
    assert_eq!(fr[1].rows[0].title, "Deux joueurs, résultats des Blancs");
    assert!(open().stats_sections().is_empty());
}

#[test]
fn the_statistics_count_from_the_persons_side_per_variant_and_level() {
    let stats = varied().stats();
    let got: Vec<(&str, [u32; 4], &str)> = stats
        .iter()
        .map(|r| (r.title.as_str(), [r.played, r.won, r.drawn, r.lost], r.streak.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            ("International — all levels", [6, 3, 1, 2], "1 loss"),
            ("International — level 3", [5, 2, 1, 2], "1 loss"),
            ("International — level 5", [1, 1, 0, 0], "1 win"),
            ("English — two players, White's results", [2, 0, 1, 1], "1 draw"),
        ]
    );
    assert_eq!(
        stats[3].spoken,
        "English — two players, White's results: played 2, won 0, drawn 1, lost 1; 1 draw"
    );
}

#[test]
fn a_streak_counts_the_latest_results_alike() {
    let mut lib = open();
    let ends = [
        End::Resigns(Color::White),
        End::Draw,
        End::Resigns(Color::Black),
        End::Resigns(Color::Black),
        End::Resigns(Color::Black),
    ];
    let mut files = Files::default();
    for (i, end) in ends.into_iter().enumerate() {
        files.apply(&lib.put(None, &intl(i + 1, end, [HUMAN, bot(2)]), "d"));
    }
    let stats = lib.stats();
    assert_eq!(stats[0].streak, "3 wins in a row");
    let fr = GameLibrary::open(None, files.archive.as_deref(), None, Lang::Fr).stats();
    assert_eq!(fr[0].title, "Internationales — tous niveaux");
    assert_eq!(fr[0].streak, "3 victoires d'affilée");
}

#[test]
fn the_export_reads_back_with_the_pdn_reader() {
    let lib = varied();
    let rows = lib.archive(&ArchiveFilter::default()).rows;
    let one = pdn::read_pdn(&lib.export_pdn(&[rows[2].id])).unwrap();
    assert_eq!(one.len(), 1);
    assert_eq!(one[0].tag("Date"), Some("2026.05.06"));
    assert_eq!(one[0].game.rules().variant(), Some(Variant::English));
    assert_eq!(lib.export_pdn(&[]), "", "no id, no game");
    let all = pdn::read_pdn(&lib.export_archive(&ArchiveFilter::default())).unwrap();
    assert_eq!(all.len(), 8, "every archived game, not the unfinished one");
    assert_eq!(all[0].tag("Date"), Some("2026.05.01"), "oldest first");
    assert_eq!(all[7].tag("Result"), Some("0-2"));
    for (g, row) in all.iter().rev().zip(&rows) {
        assert_eq!(g.game.ply(), lib_plies(&lib, row.id));
    }
    // An unfinished game exports too, by id.
    let shelf = lib.unfinished();
    let open_game = pdn::read_pdn(&lib.export_pdn(&[shelf[0].id])).unwrap();
    assert_eq!(open_game[0].terminator.as_deref(), Some("*"));
}

fn lib_plies(lib: &GameLibrary, id: u64) -> usize {
    draughts_app::GameTable::restore(&lib.save_of(id).unwrap()).unwrap().game().ply()
}

#[path = "../examples/library_fixture.rs"]
mod fixture;

/// The kill tests' archive (`tests/data/library/archive-1000.json`): what
/// the generator writes, and every entry reads back, in any rotation the
/// kill tests' writers give it.
#[test]
fn the_kill_tests_archive_is_the_generators_and_reads_whole() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/library/archive-1000.json");
    let committed = std::fs::read_to_string(path).unwrap();
    assert!(
        committed == fixture::archive_fixture(ARCHIVE_MAX),
        "regenerate {path} with the example"
    );
    let read = doc::read(Kind::Archive, &committed);
    assert!(read.problems.is_empty(), "{:?}", read.problems.first());
    assert_eq!(read.entries.len(), ARCHIVE_MAX);
    let lib = GameLibrary::open(None, Some(&committed), None, Lang::En);
    assert!(lib.notices().is_empty());
    assert!(lib.stats().iter().any(|r| r.played > 0));
    let all = lib.export_archive(&ArchiveFilter::default());
    assert_eq!(pdn::read_pdn(&all).unwrap().len(), ARCHIVE_MAX);
    // Rotated as the kill tests' writers rotate it: the same entries.
    let lines: Vec<String> =
        committed.lines().map(|l| l.trim_end_matches(',').to_string()).collect();
    let entries = &lines[1..lines.len() - 1];
    let mut rotated = entries[417..].to_vec();
    rotated.extend_from_slice(&entries[..417]);
    assert_eq!(
        doc::read(Kind::Archive, &doc::write(Kind::Archive, &rotated)).entries.len(),
        ARCHIVE_MAX
    );
}

#[test]
fn share_all_exports_the_filtered_games_and_says_how_many() {
    let lib = varied();
    let all = lib.archive(&ArchiveFilter::default());
    assert_eq!(all.share_all.label, "Share 8 games as PDN");
    assert!(all.share_all.enabled);
    let english = ArchiveFilter { variant: Some("english".into()), opponent: None };
    let page = lib.archive(&english);
    assert_eq!(
        (page.share_all.label.as_str(), page.share_all.enabled),
        ("Share 2 games as PDN", true)
    );
    let games = pdn::read_pdn(&lib.export_archive(&english)).unwrap();
    assert_eq!(games.len(), 2, "the filtered games, not the whole archive");
    assert!(games.iter().all(|g| g.game.rules().variant() == Some(Variant::English)));
    assert_eq!(games[0].tag("Date"), Some("2026.05.06"), "oldest first");
    let none = ArchiveFilter { variant: Some("english".into()), opponent: Some("bot-3".into()) };
    let page = lib.archive(&none);
    assert!(!page.share_all.enabled, "nothing to share");
    assert_eq!(lib.export_archive(&none), "");
    let mut fr = varied();
    fr.set_language(Lang::Fr);
    assert_eq!(fr.archive(&english).share_all.label, "Partager 2 parties en PDN");
    fr.set_language(Lang::Ru);
    assert_eq!(fr.archive(&english).share_all.label, "Поделиться: 2 партии в PDN");
}
