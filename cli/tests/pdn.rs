//! `draughts pdn`: lenient reading with warnings, `--strict`, one bad game
//! among good ones, the export's terminator, and a file of thousands of
//! games. PDN samples are draughts-game's (`core/game/tests/data/`).

use std::process::Command;

fn draughts(args: &[&str]) -> (String, String, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_draughts"))
        // Hermetic: the language comes from the arguments, not the developer's locale.
        .env_remove("LC_ALL")
        .env("LANG", "C")
        .args(args)
        .output()
        .unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

fn sample(name: &str) -> String {
    format!("{}/../core/game/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn tmp(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("draughts-pdn-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

#[test]
fn check_is_lenient_with_warnings_and_strict_on_demand() {
    let f = sample("played_on.pdn");
    let (out, err, code) = draughts(&["pdn", "check", &f]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(
        out.contains(&format!(
            "{f}: warning: game 1, line 8: move 5.: the game goes on after it \
            ended at ply 8 (draw (repetition of position)); replayed as recorded"
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!("{f}: game 1 (line 4): OK, 10 plies, White wins (resignation)")),
        "{out}"
    );
    assert!(out.ends_with("1 OK, 0 with errors, 1 warnings\n"), "{out}");
    let (out, err, code) = draughts(&["pdn", "check", "--strict", &f]);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("game 1, line 8: move 5.: the game goes on"), "{out}");
    assert!(out.contains("(refused by strict reading)"), "{out}");
    assert!(out.ends_with("0 OK, 1 with errors, 0 warnings\n"), "{out}");
    assert!(err.contains("1 game(s) with errors"), "{err}");
    // A file that has nothing to warn of passes strict reading.
    let (out, _, code) = draughts(&["pdn", "check", "--strict", &sample("notation_mix.pdn")]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.ends_with("6 OK, 0 with errors, 0 warnings\n"), "{out}");
    let (_, err, code) = draughts(&["pdn", "check", "--stritc", &f]);
    assert_eq!(code, Some(2));
    assert!(err.contains("unknown option --stritc"), "{err}");
}

#[test]
fn save_takes_a_good_game_from_a_file_with_a_bad_one() {
    let f = sample("bad_and_good.pdn");
    let (out, _, code) = draughts(&["pdn", "check", &f]);
    assert_eq!(code, Some(2));
    assert!(out.contains("game 2, line 11: move 2.: illegal here: `28-22`"), "{out}");
    assert!(out.ends_with("2 OK, 1 with errors, 0 warnings\n"), "{out}");
    for n in ["1", "3"] {
        let save = tmp(&format!("good{n}.json"));
        let (out, err, code) = draughts(&["pdn", "save", &f, "--game", n, "--out", &save]);
        assert_eq!(code, Some(0), "game {n}: {out}{err}");
        // The save loads, and its export ends with the result.
        let (pdn, err, code) = draughts(&["pdn", "export", &save]);
        assert_eq!(code, Some(0), "{err}");
        let want = if n == "1" { "1. 32-28 19-23 *" } else { "1. 33-28 18-23 2-0" };
        assert!(pdn.trim_end().ends_with(want), "game {n}: {pdn}");
    }
    let save = tmp("bad.json");
    let (_, err, code) = draughts(&["pdn", "save", &f, "--game", "2", "--out", &save]);
    assert_eq!(code, Some(2));
    assert!(err.contains("game 2, line 11: move 2.: illegal here"), "{err}");
    let (_, err, _) = draughts(&["pdn", "save", &f, "--game", "4", "--out", &save]);
    assert!(err.contains("has 3 game(s), not 4"), "{err}");
    assert!(!std::path::Path::new(&save).exists());
}

#[test]
fn save_of_a_game_played_on_keeps_what_the_rules_replay() {
    let save = tmp("played_on.json");
    let f = sample("played_on.pdn");
    let (_, err, code) = draughts(&["pdn", "save", &f, "--out", &save]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.contains("warning: game 1, line 8: move 5.: the game goes on"), "{err}");
    assert!(err.contains("the save keeps its first 8 of 10 plies"), "{err}");
    let (pdn, err, code) = draughts(&["pdn", "export", &save]);
    assert_eq!(code, Some(0), "{err}");
    assert!(pdn.trim_end().ends_with("4. 44-50 7-1 1-1"), "{pdn}");
    // Strict reading refuses the game instead.
    let (_, err, code) = draughts(&["pdn", "save", "--strict", &f, "--out", &tmp("strict.json")]);
    assert_eq!(code, Some(2));
    assert!(err.contains("refused by strict reading"), "{err}");
}

#[test]
fn check_streams_a_file_of_thousands_of_games() {
    let game = "[Event \"Repeated\"]\n[GameType \"20\"]\n[Result \"2-0\"]\n\
                1. 32-28 19-23 2. 28x19 14x23 3. 33-28 23x32 4. 37x28 2-0\n\n";
    let f = tmp("many.pdn");
    std::fs::write(&f, game.repeat(5000)).unwrap();
    let (out, err, code) = draughts(&["pdn", "check", &f]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains(&format!("{f}: game 5000 (line 24996): OK, 7 plies")),
        "{}",
        &out[out.len() - 300..]
    );
    assert!(out.ends_with("5000 OK, 0 with errors, 0 warnings\n"));
}
