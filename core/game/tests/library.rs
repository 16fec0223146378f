//! The library documents: round trips, and a damaged line, a save that
//! does not replay, a repeated id, a cut-short document or another format
//! each costing only what they must, with the line and entry reported.

use draughts_game::library::{self, Entry, Kind, ProblemKind, LIBRARY_VERSION};
use draughts_game::save::{self, SaveError};
use draughts_game::{Game, Lang, Player};
use draughts_rules::{Color, Rules};

fn save_after(moves: &[&str]) -> String {
    let mut g = Game::new(Rules::international());
    for m in moves {
        g.play_text(m).unwrap();
    }
    save::to_json(&g, [Player::Human, Player::Bot { level: 2 }], Default::default(), Lang::En)
}

fn entries() -> Vec<Entry> {
    let lines: [&[&str]; 3] = [&["32-28"], &["32-28", "19-23"], &["31-27", "17-21", "27-22"]];
    lines
        .iter()
        .enumerate()
        .map(|(i, moves)| Entry {
            id: 10 + i as u64,
            date: format!("2026-05-0{}", i + 1),
            stamp: 3 - i as u64,
            save: save_after(moves),
        })
        .collect()
}

fn document(kind: Kind, entries: &[Entry]) -> String {
    let lines: Vec<String> = entries.iter().map(library::entry_line).collect();
    library::write(kind, &lines)
}

#[test]
fn a_document_reads_back_entry_for_entry() {
    for kind in [Kind::Shelf, Kind::Archive] {
        let written = entries();
        let text = document(kind, &written);
        assert!(text.starts_with(&format!(
            "{{\"format\":\"{}\",\"version\":{LIBRARY_VERSION},",
            kind.format()
        )));
        // The whole document is JSON too.
        let whole: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(whole["entries"].as_array().unwrap().len(), 3);
        let read = library::read(kind, &text);
        assert!(read.problems.is_empty(), "{:?}", read.problems);
        let back: Vec<Entry> = read.entries.iter().map(|r| r.entry.clone()).collect();
        let want: Vec<Entry> = written.into_iter().map(Entry::normalized).collect();
        assert_eq!(back, want);
        assert_eq!(read.entries[2].saved.game.ply(), 3);
        assert_eq!(read.entries.iter().map(|r| r.line).collect::<Vec<_>>(), [2, 3, 4]);
        // Written again, the same bytes.
        assert_eq!(document(kind, &back), text);
    }
}

#[test]
fn an_empty_document_reads_as_no_entries() {
    let text = library::write(Kind::Archive, &[]);
    let read = library::read(Kind::Archive, &text);
    assert!(read.entries.is_empty() && read.problems.is_empty());
    let empty = library::read(Kind::Archive, "");
    assert_eq!(empty.problems[0].kind, ProblemKind::Empty);
}

#[test]
fn a_damaged_line_loses_its_entry_only() {
    let text = document(Kind::Archive, &entries());
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    // One byte changed inside the second entry's save.
    lines[2] = lines[2].replacen("19-23", "19-24", 1);
    let read = library::read(Kind::Archive, &lines.join("\n"));
    let ids: Vec<u64> = read.entries.iter().map(|r| r.entry.id).collect();
    assert_eq!(ids, [10, 12]);
    assert_eq!(read.problems.len(), 1);
    let p = &read.problems[0];
    assert_eq!((p.line, p.entry, &p.kind), (3, Some(2), &ProblemKind::Checksum));

    // Half a line (a write cut short, then something else).
    lines[2].truncate(40);
    let read = library::read(Kind::Archive, &lines.join("\n"));
    assert_eq!(read.entries.len(), 2);
    assert!(matches!(read.problems[0].kind, ProblemKind::NotJson(_)), "{:?}", read.problems);
}

#[test]
fn a_save_that_does_not_replay_is_skipped_with_its_line() {
    let mut bad = entries();
    // An illegal move, with both checksums made right: only replaying finds it.
    let mut value: serde_json::Value = serde_json::from_str(&bad[1].save).unwrap();
    let obj = value.as_object_mut().unwrap();
    obj.remove("checksum");
    obj["moves"][1] = "19-25".into();
    bad[1].save = resum(value);
    let read = library::read(Kind::Shelf, &document(Kind::Shelf, &bad));
    assert_eq!(read.entries.len(), 2);
    let p = &read.problems[0];
    assert_eq!((p.line, p.entry), (3, Some(2)));
    assert!(matches!(p.kind, ProblemKind::Save(SaveError::Replay { ply: 2, .. })), "{p:?}");
}

/// A save document with its checksum recomputed as `save` computes it.
fn resum(mut value: serde_json::Value) -> String {
    let mut text = String::new();
    canonical(&value, &mut text);
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    value.as_object_mut().unwrap().insert("checksum".into(), format!("{h:016x}").into());
    value.to_string()
}

fn canonical(v: &serde_json::Value, out: &mut String) {
    use serde_json::Value;
    match v {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, k) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(k.clone()).to_string());
                out.push(':');
                canonical(&map[k], out);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                canonical(item, out);
            }
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

#[test]
fn a_repeated_id_keeps_the_first() {
    let mut e = entries();
    e[2].id = e[0].id;
    let read = library::read(Kind::Archive, &document(Kind::Archive, &e));
    assert_eq!(read.entries.len(), 2);
    assert_eq!(read.problems[0].kind, ProblemKind::DuplicateId(10));
    assert_eq!(read.problems[0].entry, Some(3));
}

#[test]
fn a_cut_document_keeps_the_whole_lines_before_the_cut() {
    let text = document(Kind::Archive, &entries());
    let cut: String = text.lines().take(3).collect::<Vec<_>>().join("\n");
    let read = library::read(Kind::Archive, &cut);
    assert_eq!(read.entries.len(), 2);
    assert_eq!(read.problems.len(), 1);
    assert_eq!((read.problems[0].line, &read.problems[0].kind), (4, &ProblemKind::Unclosed));
}

#[test]
fn a_damaged_header_is_reported_and_the_entries_still_read() {
    let text = document(Kind::Shelf, &entries()).replacen("\"version\"", "\"vers", 1);
    let read = library::read(Kind::Shelf, &text);
    assert_eq!(read.entries.len(), 3);
    assert!(matches!(read.problems[0].kind, ProblemKind::Header(_)));
    assert_eq!(read.problems[0].line, 1);
}

#[test]
fn another_format_or_a_newer_version_is_refused_whole() {
    let text = document(Kind::Shelf, &entries());
    let read = library::read(Kind::Archive, &text);
    assert!(read.entries.is_empty());
    assert!(matches!(read.problems[0].kind, ProblemKind::Format { .. }));
    let newer = text.replacen("\"version\":1", "\"version\":2", 1);
    let read = library::read(Kind::Shelf, &newer);
    assert!(read.entries.is_empty());
    assert_eq!(read.problems[0].kind, ProblemKind::FutureVersion { found: 2, supported: 1 });
}

#[test]
fn a_finished_game_keeps_its_result() {
    let mut g = Game::new(Rules::english());
    g.play_text("11-15").unwrap();
    g.resign(Color::White).unwrap();
    let s = save::to_json(&g, [Player::Human; 2], Default::default(), Lang::Fr);
    let e = Entry { id: 1, date: "2026-01-31".into(), stamp: 1, save: s };
    let read = library::read(Kind::Archive, &document(Kind::Archive, &[e]));
    let saved = &read.entries[0].saved;
    assert_eq!(saved.game.result().unwrap().outcome.winner(), Some(Color::Black));
    assert_eq!(saved.lang, Lang::Fr);
}
