//! The command line itself: help on every command, the version, one-line
//! usage errors with exit code 2, completions, arguments that are not
//! UTF-8, a closed stdout, and the output contract of `perft` and `moves`
//! (README.md, "Command line").

use std::ffi::OsStr;
use std::process::{Command, Stdio};

struct Run {
    out: String,
    err: String,
    code: Option<i32>,
}

fn draughts<S: AsRef<OsStr>>(args: &[S]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_draughts"))
        // Hermetic: the language comes from the arguments, not the developer's locale.
        .env_remove("LC_ALL")
        .env("LANG", "C")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("draughts runs");
    Run {
        out: String::from_utf8_lossy(&out.stdout).into_owned(),
        err: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code(),
    }
}

/// A usage error: exactly one line on stderr, nothing on stdout, exit 2.
fn one_line_error(args: &[&str]) -> String {
    let r = draughts(args);
    assert_eq!(r.code, Some(2), "{args:?}: {}{}", r.out, r.err);
    assert!(r.out.is_empty(), "{args:?}: stdout {}", r.out);
    assert!(r.err.ends_with('\n') && r.err.lines().count() == 1, "{args:?}: {:?}", r.err);
    r.err.trim_end().to_string()
}

const EVERY_COMMAND: &[&[&str]] = &[
    &[],
    &["play"],
    &["perft"],
    &["moves"],
    &["hub"],
    &["pdn"],
    &["pdn", "check"],
    &["pdn", "export"],
    &["pdn", "save"],
    &["tutorial"],
    &["lesson"],
    &["completions"],
];

#[test]
fn help_on_every_command_exits_0_with_usage_and_examples() {
    for cmd in EVERY_COMMAND {
        for flag in ["--help", "-h"] {
            let args: Vec<&str> = cmd.iter().copied().chain([flag]).collect();
            let r = draughts(&args);
            assert_eq!(r.code, Some(0), "{args:?}: {}", r.err);
            assert!(r.err.is_empty(), "{args:?}: {}", r.err);
            let usage = format!("Usage: draughts {}", cmd.join(" "));
            assert!(r.out.contains(usage.trim_end()), "{args:?}: {}", r.out);
            if flag == "--help" {
                assert!(r.out.contains("Example"), "{args:?} has no example: {}", r.out);
            }
        }
    }
    // The options of the contract commands are listed.
    let r = draughts(&["perft", "--help"]);
    for opt in ["--variant", "--fen", "--duplicates", "--json", "--divide", "DEPTH"] {
        assert!(r.out.contains(opt), "{opt}: {}", r.out);
    }
    // `help COMMAND` says the same as `COMMAND --help`, and `help` answers
    // --help too.
    assert_eq!(draughts(&["help", "perft"]).out, draughts(&["perft", "--help"]).out);
    assert_eq!(draughts(&["pdn", "help", "check"]).out, draughts(&["pdn", "check", "--help"]).out);
    for args in [&["help", "--help"][..], &["pdn", "help", "-h"]] {
        let r = draughts(args);
        assert_eq!(r.code, Some(0), "{args:?}: {}", r.err);
        assert!(r.out.contains("Usage: draughts"), "{args:?}: {}", r.out);
    }
}

#[test]
fn version() {
    let r = draughts(&["--version"]);
    assert_eq!(r.code, Some(0));
    assert_eq!(r.out, format!("draughts {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn an_unknown_option_is_one_line_with_a_suggestion() {
    assert_eq!(
        one_line_error(&["perft", "--depht", "3"]),
        "draughts perft: unknown option --depht (did you mean --depth?)"
    );
    assert_eq!(
        one_line_error(&["pdn", "check", "--stritc", "x.pdn"]),
        "draughts pdn check: unknown option --stritc (did you mean --strict?)"
    );
    assert_eq!(one_line_error(&["plya"]), "draughts: unknown command `plya` (did you mean play?)");
    assert_eq!(one_line_error(&["play", "extra"]), "draughts play: unexpected argument `extra`");
    assert_eq!(one_line_error(&[]), "draughts: missing command (try `draughts --help`)");
    assert_eq!(
        one_line_error(&["pdn"]),
        "draughts pdn: missing command (try `draughts pdn --help`)"
    );
}

#[test]
fn a_bad_value_is_one_line_that_says_what_is_expected() {
    assert_eq!(
        one_line_error(&["play", "--level", "9"]),
        "draughts play: --level must be 1 to 6, got `9`"
    );
    assert_eq!(
        one_line_error(&["perft", "31"]),
        "draughts perft: DEPTH must be a whole number from 0 to 30, got `31`"
    );
    assert_eq!(
        one_line_error(&["moves", "--variant", "chess"]),
        "draughts moves: --variant must be international, english (american), russian, \
         brazilian, spanish, italian or czech, got `chess`"
    );
    assert_eq!(one_line_error(&["perft"]), "draughts perft: missing DEPTH");
    // Not a usage error, but still one line and exit 2: a FEN that does
    // not read, its newline escaped.
    let line = one_line_error(&["moves", "--fen", "W:W31:B1\n:Q"]);
    assert_eq!(
        line,
        "draughts moves: --fen: FEN column 11: a section must start with `W` or `B`, found `Q`"
    );
}

#[test]
fn completions_for_bash_are_a_script() {
    let r = draughts(&["completions", "bash"]);
    assert_eq!(r.code, Some(0), "{}", r.err);
    assert!(r.out.contains("_draughts()"), "{}", r.out);
    assert!(r.out.contains("complete -F _draughts"), "{}", r.out);
    for word in ["perft", "moves", "--duplicates", "--resume"] {
        assert!(r.out.contains(word), "{word}");
    }
    let line = one_line_error(&["completions", "tcsh"]);
    assert!(line.starts_with("draughts completions: SHELL must be one of bash, "), "{line}");
    assert!(line.ends_with(", got `tcsh`"), "{line}");
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_never_panic() {
    use std::os::unix::ffi::OsStrExt;
    let dir = std::env::temp_dir().join(format!("draughts-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A legal Linux file name: the byte 0xFF.
    let name = dir.join(OsStr::from_bytes(b"\xff.pdn"));
    let missing = draughts(&[OsStr::new("pdn"), OsStr::new("check"), name.as_os_str()]);
    assert_eq!(missing.code, Some(2), "{}", missing.err);
    assert!(
        missing.err.starts_with("draughts pdn check: cannot read ") && missing.err.contains(".pdn"),
        "{}",
        missing.err
    );
    assert_eq!(missing.err.lines().count(), 1, "{}", missing.err);
    // The file exists: it is read like any other.
    std::fs::write(&name, "[GameType \"20\"]\n1. 32-28 19-23 *\n").unwrap();
    let ok = draughts(&[OsStr::new("pdn"), OsStr::new("check"), name.as_os_str()]);
    assert_eq!(ok.code, Some(0), "{}{}", ok.out, ok.err);
    assert!(ok.out.contains("1 OK, 0 with errors"), "{}", ok.out);
    // Where text is expected, one line and exit 2.
    let bad = draughts(&[OsStr::new("moves"), OsStr::new("--fen"), OsStr::from_bytes(b"W:\xff")]);
    assert_eq!(bad.code, Some(2));
    assert_eq!(bad.err, "draughts moves: an argument is not valid UTF-8\n");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_closed_stdout_ends_quietly_with_status_0() {
    for args in [&["moves", "--json"][..], &["perft", "--divide", "2"], &["tutorial"], &["--help"]]
    {
        let mut child = Command::new(env!("CARGO_BIN_EXE_draughts"))
            // Hermetic: the language comes from the arguments, not the developer's locale.
            .env_remove("LC_ALL")
            .env("LANG", "C")
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes before the first write: every write fails.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.stderr.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    }
}

#[test]
fn a_game_in_the_terminal_into_a_closed_pipe_ends_quietly() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_draughts"))
        // Hermetic: the language comes from the arguments, not the developer's locale.
        .env_remove("LC_ALL")
        .env("LANG", "C")
        .args(["play", "--mode", "two"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let _ = child.stdin.take().unwrap().write_all(b"32-28\nquit\n");
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn perft_and_moves_keep_their_output_contract() {
    let r = draughts(&["perft", "3"]);
    assert_eq!(r.code, Some(0), "{}", r.err);
    assert!(r.out.starts_with("perft(3) = 658 (international, duplicates drop) in "), "{}", r.out);
    assert!(r.out.ends_with(" M leaves/s)\n"), "{}", r.out);
    // --depth is the same as DEPTH.
    let r = draughts(&["perft", "--json", "--variant", "english", "--depth", "4"]);
    let v: serde_json::Value = serde_json::from_str(&r.out).expect(&r.out);
    assert_eq!(v["variant"], "english");
    assert_eq!(v["depth"], 4);
    assert_eq!(v["duplicates"], "drop");
    assert_eq!(v["nodes"], 1469);
    assert!(v["fen"].is_string() && v["seconds"].is_number(), "{v}");
    let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), 6, "{keys:?}");
    let r = draughts(&["perft", "--divide", "1"]);
    assert!(r.out.starts_with("31-26 1\n") && r.out.ends_with("total 9\n"), "{}", r.out);

    let r = draughts(&["moves", "--json", "--fen", "W:W28:B23,24"]);
    assert_eq!(r.code, Some(0), "{}", r.err);
    let v: serde_json::Value = serde_json::from_str(&r.out).expect(&r.out);
    let m = &v.as_array().unwrap()[0];
    assert_eq!(m["from"], 28);
    assert!(m["path"].is_array() && m["captured"].is_array() && m["notation"].is_string(), "{m}");
    let r = draughts(&["moves"]);
    assert_eq!(r.out.lines().count(), 9, "{}", r.out);
    assert!(r.out.starts_with("31-26\n"), "{}", r.out);
}

#[test]
fn a_lesson_answer_that_is_not_a_move_is_refused_in_the_lessons_language() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_draughts"))
        // Hermetic: the language comes from the arguments, not the developer's locale.
        .env_remove("LC_ALL")
        .env("LANG", "C")
        .args(["lesson", "--locale", "fr", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("draughts runs");
    child.stdin.take().unwrap().write_all(b"zz\nquitter\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&out.stdout);
    assert!(out.contains("Ce n’est pas un coup : écris-le comme"), "{out}");
    assert!(out.contains("(ce n’est pas un coup : `zz`"), "{out}");
}

#[test]
fn a_bad_clock_exits_2_with_one_line() {
    assert_eq!(
        one_line_error(&["play", "--clock", "3+x"]),
        "draughts play: --clock must be BASE+INC such as 5, 3+2 or 1:30+5 (increment `x`: \
         expected whole seconds, such as 2), got `3+x`"
    );
    assert_eq!(
        one_line_error(&["play", "--clock", "0"]),
        "draughts play: --clock must be BASE+INC such as 5, 3+2 or 1:30+5 (the base time must \
         be more than zero), got `0`"
    );
    assert!(one_line_error(&["play", "--clock", "1:75"]).contains("base time `1:75`"));
}
