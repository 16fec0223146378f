//! The fuzz targets on stable Rust, with no fuzzer: every committed seed
//! (fuzz/seeds/TARGET), every crash the fuzzer found (fuzz/regressions/
//! TARGET) and the minimized corpus of the last campaign (fuzz/corpus/
//! TARGET) runs through the targets' bodies (fuzz/src/harness.rs), which
//! check round trips and one-line messages, not only the absence of a
//! panic. `make fuzz` runs the real campaign (fuzz/README.md).

#[allow(dead_code)]
#[path = "../../fuzz/src/harness.rs"]
mod harness;

use std::path::Path;

fn replay(target: &str, body: fn(&[u8])) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz");
    let mut n = 0;
    for dir in ["seeds", "regressions", "corpus"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir).join(target)) else { continue };
        let mut files: Vec<_> = entries.map(|e| e.unwrap().path()).collect();
        files.sort();
        for f in files {
            let data = std::fs::read(&f).unwrap();
            let r = std::panic::catch_unwind(|| body(&data));
            assert!(r.is_ok(), "{target}: {} fails", f.display());
            n += 1;
        }
    }
    assert!(n >= 3, "{target}: only {n} inputs");
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
