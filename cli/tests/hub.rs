//! `draughts hub` as a GUI drives it: regression tests for defects of the
//! engine loop (huge time limits, bytes that are not UTF-8, an illegal move
//! in `pos`). Each test feeds a whole session on stdin and checks the
//! answers; a session that does not end within 60 s fails.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs one hub session: writes `input` (then closes stdin after `linger`)
/// and returns everything printed on stdout.
fn session(input: &[u8], linger: Duration) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_draughts"))
        // Hermetic: the language comes from the arguments, not the developer's locale.
        .env_remove("LC_ALL")
        .env("LANG", "C")
        .arg("hub")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start draughts hub");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    stdin.flush().unwrap();
    std::thread::sleep(linger);
    drop(stdin);
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        stdout.read_to_string(&mut s).unwrap();
        s
    });
    let t0 = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success(), "hub exited with {status}");
            break;
        }
        if t0.elapsed() > Duration::from_secs(60) {
            child.kill().unwrap();
            panic!("the hub session did not end: {}", reader.join().unwrap());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    reader.join().unwrap()
}

fn count(out: &str, prefix: &str) -> usize {
    out.lines().filter(|l| l.starts_with(prefix)).count()
}

/// `level move-time=1e30` (and `inf`, `time=1e300`, `inc=1e308`, 1e19)
/// then `go think`: the loop used to panic turning the seconds into a
/// `Duration`, or the search thread on an `Instant` overflow, after which no
/// `done` came and `stop`/`quit` were ignored. Each search must now be
/// stopped by `stop` and answer `done move=…`, and `ping` must answer.
#[test]
fn huge_time_limits_search_until_stopped() {
    for level in [
        "move-time=1e30",
        "move-time=inf",
        "move-time=1e19",
        "time=1e300",
        "time=10 inc=1e308",
        "moves=1 time=1e300 inc=1e308",
    ] {
        // Book off: the start position must be searched, not looked up.
        let input = format!(
            "hub\nset-param name=book value=false\ninit\npos start\nlevel {level}\n\
             go think\nping\nstop\nping\nquit\n"
        );
        let out = session(input.as_bytes(), Duration::from_millis(300));
        assert_eq!(count(&out, "done move="), 1, "{level}: {out}");
        assert_eq!(count(&out, "pong"), 2, "{level}: {out}");
        assert_eq!(count(&out, "error"), 0, "{level}: {out}");
        assert!(count(&out, "info") >= 1, "{level}: the search ran: {out}");
    }
}

/// A line that is not UTF-8 used to end the loop silently: the next `ping`
/// got no `pong`.
#[test]
fn a_line_that_is_not_utf8_does_not_end_the_loop() {
    let mut input = b"hub\nset-param name=book value=false\ninit\n".to_vec();
    input.extend_from_slice(b"\xff\xfe\xc0 pos=\x80\n");
    input.extend_from_slice(b"ping\npos start\nlevel depth=2\ngo think\n");
    let out = session(&input, Duration::from_millis(500));
    assert!(out.contains("ready"), "{out}");
    assert_eq!(count(&out, "pong"), 1, "{out}");
    assert_eq!(count(&out, "done move="), 1, "{out}");
}

/// After an illegal move in `pos … moves=`, the engine reported `error` but
/// then searched the position up to the bad move. It must not search: `go`
/// gets an error and a `done` without a move, and no `info`.
#[test]
fn no_search_after_an_illegal_move_in_pos() {
    let input = "hub\ninit\npos start moves=\"32-28 19-23 99-1\"\nlevel depth=3\ngo think\nping\n";
    let out = session(input.as_bytes(), Duration::from_millis(300));
    assert!(out.contains("error message=\"illegal move\""), "{out}");
    assert_eq!(count(&out, "info"), 0, "{out}");
    assert_eq!(count(&out, "done"), 1, "{out}");
    assert_eq!(count(&out, "done move="), 0, "{out}");
    assert_eq!(count(&out, "pong"), 1, "{out}");
    // A good `pos` afterwards searches again.
    let input =
        "hub\ninit\npos start moves=\"99-1\"\npos start moves=\"32-28\"\nlevel depth=3\ngo think\n";
    let out = session(input.as_bytes(), Duration::from_millis(300));
    assert_eq!(count(&out, "done move="), 1, "{out}");
    // So does a bad position string.
    let input = "hub\ninit\npos pos=Wxyz\nlevel depth=3\ngo think\n";
    let out = session(input.as_bytes(), Duration::from_millis(300));
    assert_eq!(count(&out, "done move="), 0, "{out}");
    assert_eq!(count(&out, "done"), 1, "{out}");
}

/// A `level move-time` search (book off) reports iterations and a move.
/// How close it keeps to the budget is measured, not tested: see
/// `scripts/time_check.py`.
#[test]
fn move_time_search_answers() {
    let input =
        "hub\nset-param name=book value=false\ninit\npos start\nlevel move-time=0.2\ngo think\n";
    let out = session(input.as_bytes(), Duration::from_millis(600));
    assert_eq!(count(&out, "done move="), 1, "{out}");
    assert!(count(&out, "info") >= 2, "{out}");
}

/// With the book on (the default), the start position is answered from the
/// book at once; `set-param name=book value=false` turns it off.
#[test]
fn book_moves_and_the_book_switch() {
    let out =
        session(b"hub\ninit\npos start\nlevel depth=6\ngo think\n", Duration::from_millis(300));
    assert_eq!(count(&out, "done move="), 1, "{out}");
    assert_eq!(count(&out, "info"), 0, "{out}");
    let out = session(
        b"hub\nset-param name=book value=false\ninit\npos start\nlevel depth=6\ngo think\n",
        Duration::from_millis(300),
    );
    assert_eq!(count(&out, "done move="), 1, "{out}");
    assert!(count(&out, "info") >= 1, "{out}");
}
