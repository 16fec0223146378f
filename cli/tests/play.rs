//! `draughts play` driven end to end through a pipe.

use draughts_rules::Rules;
use std::io::Write;
use std::process::{Command, Stdio};

fn play(args: &[&str], script: &str) -> (String, String, bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_draughts"))
        // Hermetic: the language comes from the arguments, not the developer's locale.
        .env_remove("LC_ALL")
        .env("LANG", "C")
        .arg("play")
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("draughts runs");
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

fn tmp_file(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("draughts-play-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

#[test]
fn a_game_through_a_pipe_with_undo_an_illegal_move_save_and_resume() {
    // A file name with a space is one name.
    let file = tmp_file("my game.json");
    let script = format!(
        "32-28\n19-23\n28x19\n14x23\n40-34\nundo\nredo\n33\n29\n18-22\n45\n29\n18\n27\n\
         save {file}\nquit\n"
    );
    let (out, err, ok) = play(&["--variant", "international", "--mode", "two"], &script);
    assert!(ok, "stderr: {err}\n{out}");
    // The board is drawn with coordinates and square numbers.
    assert!(out.contains("      a   b   c   d   e   f   g   h   i   j"), "{out}");
    assert!(out.contains("  1     2     3     4     5"), "{out}");
    // Every sentence about the game is the core's.
    assert!(out.contains("White to move> 32-28\n32 to 28.\n"), "{out}");
    assert!(out.contains("28 jumps to 19. Black must capture with 13 or 14."), "{out}");
    // An illegal move is answered with its reason.
    assert!(out.contains("illegal here: `40-34` (the piece on 40 cannot move)"), "{out}");
    assert!(out.contains("undo\nUndone: 14x23. Black to move\n"), "{out}");
    assert!(out.contains("Moves: 1. 32-28 19-23 2. 28x19\nBlack to move> redo"), "{out}");
    assert!(out.contains("redo\nRedone: 14x23.\n"), "{out}");
    // Squares typed one by one, like taps, through a two-piece capture.
    assert!(out.contains("White man on 33 selected: it can go to 28 or 29."), "{out}");
    assert!(out.contains("33 to 29."), "{out}");
    assert!(
        out.contains(
            "White to move> 45\nThe piece on 45 cannot move: capturing is \
        compulsory, and the piece on 29 must capture."
        ),
        "{out}"
    );
    assert!(out.contains("White man on 29 selected: it can go to 18 or 27."), "{out}");
    assert!(out.contains("On 18, the capture goes on to 27."), "{out}");
    assert!(out.contains("Capture on: 1 more jump> 27\n29 jumps to 18, then 27."), "{out}");
    assert!(out.contains(&format!("Saved to {file}.")));
    assert!(out.contains("Moves: 1. 32-28 19-23 2. 28x19 14x23 3. 33-29 18-22 4. 29x27"), "{out}");

    // Resume: the same moves, then play on to the end of the game.
    let (out, err, ok) = play(&["--resume", &file], "12-18\nhint\nresign\n31-27\nundo\nquit\n");
    assert!(ok, "stderr: {err}\n{out}");
    assert!(
        out.contains(
            "Moves: 1. 32-28 19-23 2. 28x19 14x23 3. 33-29 18-22 4. 29x27\nBlack to move> 12-18"
        ),
        "{out}"
    );
    assert!(out.contains("12-18\n12 to 18.\n"), "{out}");
    assert!(out.contains("hint\nNo hint now"), "two players: no hint\n{out}");
    assert!(out.contains("resign\nBlack wins: White resigned.\n"), "{out}");
    assert!(out.contains("Black wins: White resigned> 31-27\nthe game is over"), "{out}");
    assert!(out.contains("undo\nEnding taken back: play on.\n"), "{out}");
    let _ = std::fs::remove_file(&file);
}

#[test]
fn a_multi_capture_tapped_to_its_final_square_ends_the_game() {
    // White e3 takes d4 and d6 straight to e7: Black has nothing left.
    let r = Rules::international();
    let n = |c: &str| r.square_number(r.parse_square(c).unwrap());
    let fen = format!("W:W{}:B{},{}", n("e3"), n("d4"), n("d6"));
    let script = format!("{}\n{}\n{}\nquit\n", n("d4"), n("e3"), n("e7"));
    let (out, err, ok) = play(&["--mode", "two", "--fen", &fen], &script);
    assert!(ok, "stderr: {err}");
    assert!(out.contains("*w *"), "the gold ring in plain text: {out}");
    assert!(out.contains(&format!("The piece on {} is not yours.", n("d4"))), "{out}");
    assert!(
        out.contains(&format!(
            "White man on {} selected: it can go to {} or {}.",
            n("e3"),
            n("e7"),
            n("c5")
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "{} jumps to {}, then {}. White wins: Black has no pieces left.",
            n("e3"),
            n("c5"),
            n("e7")
        )),
        "{out}"
    );
    assert!(out.contains("White wins: Black has no pieces left> quit"), "{out}");
}

#[test]
fn against_the_bot_it_answers_every_move() {
    let (out, err, ok) =
        play(&["--variant", "english", "--level", "1", "--color", "white"], "9-13\n22-18\nquit\n");
    assert!(ok, "stderr: {err}");
    // English: Black (the bot here) moves first, and answers each move.
    assert_eq!(out.matches("The bot plays ").count(), 2, "{out}");
    assert!(out.find("The bot plays").unwrap() < out.find("> 9-13").unwrap(), "{out}");
}

#[test]
fn with_a_clock_both_times_show_on_each_prompt_and_in_the_save() {
    let file = tmp_file("clock.json");
    let script = format!("32-28\n19-23\nsave {file}\nquit\n");
    let (out, err, ok) = play(&["--mode", "two", "--clock", "3+2"], &script);
    assert!(ok, "stderr: {err}\n{out}");
    // Not started before the first move: full times, nothing running.
    assert!(out.contains("Clock: White 3:00 · Black 3:00\n"), "{out}");
    assert!(out.contains("[Clock: White 3:00 · Black 3:00] White to move> 32-28"), "{out}");
    // Then Black's time runs (marked), and after Black's move White's.
    let line = |end: &str| out.lines().find(|l| l.ends_with(end)).unwrap_or("").to_string();
    assert!(line("Black to move> 19-23").starts_with("[Clock: White 3:00 · Black "), "{out}");
    assert!(line("Black to move> 19-23").ends_with("*] Black to move> 19-23"), "{out}");
    assert!(line(&format!("White to move> save {file}")).contains("* · Black "), "{out}");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("\"clock\"") && saved.contains("\"Fischer\""), "{saved}");
    // Resumed, the clock goes on from the saved times.
    let (out, err, ok) = play(&["--resume", &file], "quit\n");
    assert!(ok, "stderr: {err}\n{out}");
    let quit = out.lines().find(|l| l.ends_with("White to move> quit")).unwrap_or("");
    assert!(quit.contains("* · Black 3:0"), "{out}");
    // Without --clock, no clock line.
    let (out, _, _) = play(&["--mode", "two"], "quit\n");
    assert!(!out.contains("Clock"), "{out}");
}

#[test]
fn bad_options_exit_2_with_one_line() {
    let (_, err, ok) = play(&["--level", "9"], "");
    assert!(!ok);
    assert_eq!(err.trim(), "draughts play: --level must be 1 to 6, got `9`");
    let (_, err, ok) = play(&["--resume", "/nonexistent/x.json"], "");
    assert!(!ok);
    assert!(err.starts_with("draughts play: --resume /nonexistent/x.json:"), "{err}");
}

#[test]
fn the_commands_sentences_and_errors_follow_lang() {
    let script = "undo\nfoo\nhint\n46-41\nresign\nresign\nhelp\nquit\n";
    let (out, err, ok) = play(&["--mode", "two", "--lang", "fr"], script);
    assert!(ok, "stderr: {err}\n{out}");
    assert!(out.contains("undo\nRien à reprendre.\n"), "{out}");
    assert!(out.contains("foo\nCommande inconnue `foo` (tape help).\n"), "{out}");
    assert!(out.contains("hint\nPas de conseil maintenant"), "{out}");
    // The core's errors are worded in French too.
    assert!(out.contains("46-41\ncoup impossible ici : `46-41`"), "{out}");
    assert!(out.contains("resign\nla partie est finie : victoire des Noirs.\n"), "{out}");
    assert!(out.contains("help\nSur un terminal, les flèches"), "{out}");
    assert!(out.contains("w/b pions, W/B dames ;"), "{out}");
    assert!(!out.contains("Nothing to") && !out.contains("Unknown command"), "{out}");
}
