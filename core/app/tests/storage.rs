//! Nothing stored is lost: a document this version cannot read is kept
//! aside (never written over), the user is told, and a new one starts; the
//! old autosave goes only once its game is written; the files have one
//! name each; notices survive a change of language, re-worded.

use draughts_app::library::{GameLibrary, LibraryWrite};
use draughts_app::puzzles::{PuzzleRecord, RECORD_VERSION};
use draughts_app::storage::{aside_name, KeepAside, StoredFile, Unreadable};
use draughts_game::library::{self as doc, Entry, Kind};
use draughts_game::{save, Game, Lang, Player};
use draughts_rules::{Color, Rules};
use std::collections::BTreeMap;

/// A finished or unfinished international game of `plies` plies.
fn save_of(plies: usize, finished: bool) -> String {
    let rules = Rules::international();
    let mut g = Game::new(rules);
    for _ in 0..plies {
        let m = g.position().legal_moves(&rules)[0];
        g.play(&m).unwrap();
    }
    if finished {
        g.resign(Color::Black).unwrap();
    }
    save::to_json(&g, [Player::Human, Player::Bot { level: 2 }], Default::default(), Lang::En)
}

/// An archive of `n` finished games whose header says `version`.
fn archive_v(n: u64, version: u32) -> String {
    let lines: Vec<String> = (1..=n)
        .map(|id| {
            let save = save_of(2 + id as usize, true);
            doc::entry_line(&Entry { id, date: "2026-11-30".into(), stamp: n + 1 - id, save })
        })
        .collect();
    doc::write(Kind::Archive, &lines).replacen(
        "\"version\":1",
        &format!("\"version\":{version}"),
        1,
    )
}

/// The app's folder: files by name, changed as the apps change them.
#[derive(Default, Debug)]
struct Folder(BTreeMap<String, String>);

impl Folder {
    fn get(&self, file: StoredFile) -> Option<&str> {
        self.0.get(file.name()).map(String::as_str)
    }

    /// Opens the library as the apps do: keep aside what it says (renames,
    /// never over an existing file), then write what flushing returns.
    fn open(&mut self, lang: Lang) -> GameLibrary {
        let mut lib = GameLibrary::open_on(
            "2026-12-05",
            self.get(StoredFile::Shelf),
            self.get(StoredFile::Archive),
            self.get(StoredFile::LegacySave),
            lang,
        );
        for a in lib.keep_aside() {
            self.rename(&a);
            lib.kept_aside(a.file);
        }
        let w = lib.flush();
        self.apply(&w);
        lib
    }

    fn rename(&mut self, a: &KeepAside) {
        let text = self.0.remove(a.file.name()).expect("the file to keep aside");
        assert!(self.0.insert(a.aside.clone(), text).is_none(), "{} existed", a.aside);
    }

    fn apply(&mut self, w: &LibraryWrite) {
        if let Some(a) = &w.archive {
            self.0.insert(StoredFile::Archive.name().into(), a.clone());
        }
        if let Some(s) = &w.shelf {
            self.0.insert(StoredFile::Shelf.name().into(), s.clone());
        }
        if w.remove_legacy {
            self.0.remove(StoredFile::LegacySave.name());
        }
    }
}

#[test]
fn a_downgrade_keeps_a_newer_archive_aside_and_an_upgrade_reads_it_again() {
    // Version 2 wrote the archive; this version (1) opens it.
    let newer = archive_v(3, 2);
    let mut folder = Folder::default();
    folder.0.insert("archive.json".into(), newer.clone());
    let mut lib = folder.open(Lang::En);

    // Kept aside under a name that says why, byte for byte; a new archive.
    let kept = aside_name(
        StoredFile::Archive,
        Unreadable::NewerVersion(2),
        "2026-12-05",
        newer.as_bytes(),
    );
    assert!(kept.starts_with("archive.unreadable-v2-2026-12-05-") && kept.ends_with(".json"));
    assert_eq!(folder.0.get(&kept), Some(&newer));
    let notices = lib.notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(
        notices[0],
        format!(
            "The archive could not be read: it was written by a newer version of the app \
             (format version 2). It was kept, unchanged, as “{kept}”, and a new archive was started."
        )
    );
    assert!(lib.archive(&Default::default()).rows.is_empty());

    // Played on this version: the new archive is written, the kept one untouched.
    let w = lib.put(None, &save_of(5, true), "2026-12-05");
    folder.apply(&w);
    assert_eq!(doc::read(Kind::Archive, folder.get(StoredFile::Archive).unwrap()).entries.len(), 1);
    assert_eq!(folder.0.get(&kept), Some(&newer), "nothing overwritten");

    // Opened again by this version: the new archive reads, nothing more is kept aside.
    let again = folder.open(Lang::En);
    assert!(again.notices().is_empty());
    assert_eq!(folder.0.len(), 2);

    // Upgraded: a version that knows format 2 reads the kept file whole
    // (here a version-2 header over version-1 entries: the version this
    // code would be, had it been built knowing 2).
    let upgraded = folder.0[&kept].replacen("\"version\":2", "\"version\":1", 1);
    let read = doc::read(Kind::Archive, &upgraded);
    assert!(read.problems.is_empty());
    assert_eq!(read.entries.iter().map(|e| e.entry.id).collect::<Vec<_>>(), [1, 2, 3]);
}

#[test]
fn a_document_to_keep_aside_is_never_written_before_it_is_kept() {
    let newer = archive_v(2, 7);
    let mut lib = GameLibrary::open_on("2026-12-05", None, Some(&newer), None, Lang::En);
    let aside = lib.keep_aside();
    assert_eq!(aside.len(), 1);
    assert_eq!(
        (aside[0].file, aside[0].reason),
        (StoredFile::Archive, Unreadable::NewerVersion(7))
    );
    // A finished game: the archive changes, but is not handed out.
    let w = lib.put(None, &save_of(3, true), "2026-12-05");
    assert!(w.archive.is_none());
    assert!(lib.flush().archive.is_none());
    lib.kept_aside(StoredFile::Archive);
    let w = lib.flush();
    assert_eq!(doc::read(Kind::Archive, &w.archive.unwrap()).entries.len(), 1);
}

#[test]
fn a_damaged_header_keeps_the_file_aside_and_every_game_that_reads() {
    let good = archive_v(2, 1);
    let damaged = good.replacen("{\"format\"", "{\"form", 1);
    let mut folder = Folder::default();
    folder.0.insert("archive.json".into(), damaged.clone());
    let lib = folder.open(Lang::Fr);
    let kept: Vec<_> = folder.0.keys().filter(|k| k.contains("damaged-header")).cloned().collect();
    assert_eq!(kept.len(), 1, "{folder:?}");
    assert_eq!(folder.0[&kept[0]], damaged);
    assert_eq!(lib.archive(&Default::default()).rows.len(), 2, "the games are kept");
    assert!(lib.notices()[0].contains("sa première ligne est abîmée"), "{:?}", lib.notices());
    assert!(doc::read(Kind::Archive, folder.get(StoredFile::Archive).unwrap()).problems.is_empty());
}

#[test]
fn a_shelf_of_another_format_is_kept_aside() {
    let other = archive_v(1, 1);
    let mut folder = Folder::default();
    folder.0.insert("games.json".into(), other.clone());
    let lib = folder.open(Lang::En);
    let kept =
        aside_name(StoredFile::Shelf, Unreadable::OtherFormat, "2026-12-05", other.as_bytes());
    assert!(kept.starts_with("games.other-format-2026-12-05-"), "{kept}");
    assert_eq!(folder.0.get(&kept), Some(&other));
    assert!(lib.unfinished().is_empty());
}

#[test]
fn the_old_autosave_is_removed_only_once_its_game_is_written() {
    let legacy = save_of(4, false);
    let mut lib = GameLibrary::open(None, None, Some(&legacy), Lang::En);
    let w = lib.flush();
    assert!(w.shelf.is_some() && w.remove_legacy, "written, then removed");
    assert!(!lib.flush().remove_legacy, "said once");

    // Its document still to keep aside: the game is not written, the file stays.
    let newer = doc::write(Kind::Shelf, &[]).replacen("\"version\":1", "\"version\":3", 1);
    let mut lib = GameLibrary::open(Some(&newer), None, Some(&legacy), Lang::En);
    let w = lib.flush();
    assert!(w.shelf.is_none() && !w.remove_legacy);
    lib.kept_aside(StoredFile::Shelf);
    let w = lib.flush();
    assert!(w.shelf.is_some() && w.remove_legacy);

    // Already in the library, or holding no game: removed at once.
    let shelf = GameLibrary::open(None, None, Some(&legacy), Lang::En).flush().shelf.unwrap();
    let mut lib = GameLibrary::open(Some(&shelf), None, Some(&legacy), Lang::En);
    let w = lib.flush();
    assert!(w.shelf.is_none() && w.remove_legacy);
    let mut lib = GameLibrary::open(None, None, Some(&save_of(0, false)), Lang::En);
    assert!(lib.flush().remove_legacy);
}

#[test]
fn an_old_autosave_that_does_not_load_is_kept_aside_never_removed() {
    let mut folder = Folder::default();
    folder.0.insert("current-game.json".into(), "{\"format\":\"draughts-save\"".into());
    let lib = folder.open(Lang::En);
    let kept: Vec<_> = folder.0.keys().cloned().collect();
    assert_eq!(kept.len(), 1);
    assert!(kept[0].starts_with("current-game.damaged-2026-12-05-"), "{kept:?}");
    let n = lib.notices();
    assert!(n[0].starts_with("The saved game could not be read and was not kept: "), "{n:?}");
    assert!(n[1].contains(&kept[0]), "{n:?}");
}

#[test]
fn the_file_names_are_defined_once_and_the_legacy_name_of_each_platform_is_known() {
    let names: Vec<&str> = StoredFile::ALL.iter().map(|f| f.name()).collect();
    assert_eq!(
        names,
        [
            "games.json",
            "archive.json",
            "current-game.json",
            "puzzles.json",
            "settings.json",
            "lessons.json"
        ]
    );
    assert_eq!(StoredFile::LegacySave.former_names(), ["game.save"]);
    assert_eq!(StoredFile::Settings.former_names(), ["settings.txt"]);
    assert_eq!(StoredFile::from_name("game.save"), Some(StoredFile::LegacySave));
    assert_eq!(StoredFile::from_name("archive.json"), Some(StoredFile::Archive));
    // Two documents kept the same day never share a name; the same one does.
    let a = aside_name(StoredFile::Archive, Unreadable::Damaged, "2026-12-05T10:00", b"a");
    let b = aside_name(StoredFile::Archive, Unreadable::Damaged, "2026-12-05T10:00", b"b");
    assert_ne!(a, b);
    assert_eq!(a, aside_name(StoredFile::Archive, Unreadable::Damaged, "2026-12-05", b"a"));
    assert!(aside_name(StoredFile::Settings, Unreadable::Damaged, "", b"")
        .starts_with("settings.damaged-undated-"));
}

#[test]
fn notices_are_kept_until_dismissed_and_reworded_after_a_language_change() {
    let newer = archive_v(1, 2);
    let mut lib = GameLibrary::open_on("2026-12-05", None, Some(&newer), Some("{}"), Lang::En);
    let en = lib.notices();
    assert_eq!(en.len(), 3, "{en:?}");
    assert_eq!(lib.notices(), en, "kept until dismissed");
    lib.set_language(Lang::Ru);
    let ru = lib.notices();
    assert_eq!(ru.len(), 3);
    assert!(ru[0].starts_with("Не удалось прочитать архив"), "{ru:?}");
    lib.set_language(Lang::PtBr);
    assert!(lib.notices()[0].starts_with("Não foi possível ler o arquivo de partidas"));
    lib.dismiss_notices();
    assert!(lib.notices().is_empty());
    lib.set_language(Lang::En);
    assert!(lib.notices().is_empty());
}

#[test]
fn a_puzzle_record_this_version_cannot_read_is_kept_aside_and_a_new_one_starts() {
    let mut record = PuzzleRecord::new();
    record.solved = 12;
    let bytes = record.to_bytes();
    let opened = PuzzleRecord::open(Some(&bytes), "2026-12-05");
    assert_eq!((opened.record.solved, opened.keep_aside), (12, None));

    // One version past this one's, whatever this one's is.
    let (now, next) = (RECORD_VERSION, RECORD_VERSION + 1);
    let newer = String::from_utf8(bytes.clone()).unwrap().replacen(
        &format!("\"version\":{now}"),
        &format!("\"version\":{next}"),
        1,
    );
    let opened = PuzzleRecord::open(Some(newer.as_bytes()), "2026-12-05");
    assert_eq!(opened.record, PuzzleRecord::new());
    let aside = opened.keep_aside.expect("kept aside");
    assert_eq!(aside.reason, Unreadable::NewerVersion(next.into()));
    let prefix = format!("puzzles.unreadable-v{next}-2026-12-05-");
    assert!(aside.aside.starts_with(&prefix), "{aside:?}");
    assert!(aside.notice(Lang::Nl).contains("puzzeloverzicht"), "{}", aside.notice(Lang::Nl));
    // Upgraded again: the kept bytes are the record as it was.
    let back = newer.replacen(&format!("\"version\":{next}"), &format!("\"version\":{now}"), 1);
    assert_eq!(PuzzleRecord::from_bytes(back.as_bytes()).unwrap().solved, 12);

    let damaged = PuzzleRecord::open(Some(b"{\"format\":\"draughts-puz"), "2026-12-05");
    assert_eq!(damaged.keep_aside.unwrap().reason, Unreadable::Damaged);
    assert_eq!(PuzzleRecord::open(None, "2026-12-05").keep_aside, None);
}

#[test]
fn every_kept_aside_notice_is_worded_in_every_language() {
    let reasons = [
        Unreadable::NewerVersion(2),
        Unreadable::OtherFormat,
        Unreadable::DamagedHeader,
        Unreadable::Damaged,
    ];
    for file in StoredFile::ALL {
        for reason in reasons {
            let a = KeepAside::new(file, reason, "2026-12-05", b"x");
            let mut seen = Vec::new();
            for lang in Lang::ALL {
                let n = a.notice(lang);
                assert!(n.contains(&a.aside), "{lang:?} {file:?} {reason:?}: {n}");
                assert!(!n.contains('{') && !n.contains("storage-"), "{n}");
                assert!(!seen.contains(&n), "{lang:?} repeats another language: {n}");
                seen.push(n);
            }
        }
    }
}
