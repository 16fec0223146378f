//! Writing to stdout when the reader has gone: `draughts moves --json |
//! head -c1` ends quietly with status 0, as the classic Unix tools do when
//! SIGPIPE ends them, instead of panicking (Rust ignores SIGPIPE, so a
//! write into a closed pipe fails with `BrokenPipe`).

use std::io::ErrorKind;

/// The error line for a failed write to stdout; a closed pipe exits at
/// once with status 0 (the reader asked for no more).
pub fn stdout_error(e: std::io::Error) -> String {
    if e.kind() == ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    format!("cannot write to stdout: {e}")
}

/// `println!` panics when stdout is a closed pipe; this hook turns that
/// panic (and only that one) into a quiet exit with status 0, for the
/// commands that print with `println!` (the game in the terminal).
pub fn exit_quietly_on_closed_stdout() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let text = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        // std's message: "failed printing to stdout: Broken pipe (os error
        // 32)", the C library's text for EPIPE (the same on Linux and macOS).
        if text.starts_with("failed printing to stdout") && text.contains("Broken pipe") {
            std::process::exit(0);
        }
        default(info);
    }));
}
