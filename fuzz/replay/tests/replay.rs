//! The fuzz targets on stable Rust, with no fuzzer: every committed seed
//! (fuzz/seeds/TARGET), every crash the fuzzer found (fuzz/regressions/
//! TARGET) and the minimized corpus of the last campaign (fuzz/corpus/
//! TARGET) runs through the targets' bodies (the fuzz crate's `harness`),
//! which check round trips and one-line messages, not only the absence of
//! a panic. `make fuzz` runs the real campaign (fuzz/README.md).
//!
//! The folders each target has are listed here ([`FOLDERS`]): a listed
//! folder that is missing or empty fails, and so does a folder on disk that
//! is not listed, so no input is ever skipped unseen.

use draughts_fuzz::harness;
use std::path::{Path, PathBuf};

/// The input folders of each target, under fuzz/: seeds for every target,
/// regressions where the fuzzer found a fault, the corpus where a campaign
/// ran.
const FOLDERS: [(&str, &[&str]); 9] = [
    ("fen", &["seeds", "corpus"]),
    ("move_text", &["seeds", "corpus"]),
    ("pdn", &["seeds", "regressions", "corpus"]),
    ("save", &["seeds", "regressions", "corpus"]),
    ("session", &["seeds", "corpus"]),
    ("hub", &["seeds", "corpus"]),
    ("library", &["seeds", "corpus"]),
    ("puzzle_record", &["seeds", "corpus"]),
    ("editor_fen", &["seeds", "corpus"]),
];

/// The kinds of input folder, each holding one folder per target.
const KINDS: [&str; 3] = ["seeds", "regressions", "corpus"];

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The files of one folder, sorted; an unreadable folder fails the test.
fn files(dir: &Path) -> Vec<PathBuf> {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut files: Vec<_> = entries.map(|e| e.unwrap().path()).collect();
    files.sort();
    files
}

fn replay(target: &str, body: fn(&[u8])) {
    let (_, kinds) = FOLDERS.iter().find(|(t, _)| *t == target).expect("a listed target");
    let mut n = 0;
    for kind in *kinds {
        let dir = fuzz_dir().join(kind).join(target);
        let inputs = files(&dir);
        assert!(!inputs.is_empty(), "{target}: {} is empty", dir.display());
        for f in inputs {
            let data = std::fs::read(&f).unwrap();
            let r = std::panic::catch_unwind(|| body(&data));
            assert!(r.is_ok(), "{target}: {} fails", f.display());
            n += 1;
        }
    }
    assert!(n >= 3, "{target}: only {n} inputs");
}

/// Every folder on disk is one the replay reads: a new target's seeds or a
/// first regression must be added to [`FOLDERS`], not left unread.
#[test]
fn every_input_folder_is_replayed() {
    for kind in KINDS {
        for dir in files(&fuzz_dir().join(kind)) {
            let target = dir.file_name().unwrap().to_string_lossy().into_owned();
            let listed = FOLDERS.iter().any(|(t, kinds)| *t == target && kinds.contains(&kind));
            assert!(listed, "fuzz/{kind}/{target} is not replayed: add it to FOLDERS");
        }
    }
}

#[test]
fn fen_corpus() {
    replay("fen", harness::fen);
}

#[test]
fn move_text_corpus() {
    replay("move_text", harness::move_text);
}

#[test]
fn pdn_corpus() {
    replay("pdn", harness::pdn);
}

#[test]
fn save_corpus() {
    replay("save", harness::save_document);
}

#[test]
fn session_corpus() {
    replay("session", harness::session);
}

#[test]
fn hub_corpus() {
    replay("hub", harness::hub_lines);
}

/// The message check the bodies apply refuses a message on two lines, and
/// inputs with control characters in them pass (their errors escape them).
#[test]
fn the_message_check_refuses_raw_control_characters() {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let refused = std::panic::catch_unwind(|| harness::one_line("test", "a\nb")).is_err();
    std::panic::set_hook(hook);
    assert!(refused);
    harness::one_line("test", "a\\nb é");
    harness::fen(b"\x00W:W3\n1:B1");
    harness::move_text(b"\x00\x0032-\n28x");
    harness::pdn(b"[GameType \"2\x070\"]\n1. 32-28 *");
    harness::hub_lines(b"\x00pos=W\x1b moves=\"32-28\n\"");
}

#[test]
fn library_corpus() {
    replay("library", harness::library_document);
}

#[test]
fn puzzle_record_corpus() {
    replay("puzzle_record", harness::puzzle_record);
}

#[test]
fn editor_fen_corpus() {
    replay("editor_fen", harness::editor_fen);
}
