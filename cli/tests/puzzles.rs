//! `draughts puzzles` as a contract: the JSON fields, the text in the
//! locale's language, `verify`'s exit code, and the refusals.

use serde_json::Value;
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

#[test]
fn json_lists_every_puzzle_with_a_legal_solution() {
    let (out, err, code) = draughts(&["puzzles", "--variant", "russian", "--json"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out.lines().count(), 1);
    let v: Value = serde_json::from_str(&out).unwrap();
    let all = v.as_array().unwrap();
    let shipped = draughts_engine::puzzle::builtin(draughts_rules::Variant::Russian);
    assert_eq!(all.len(), shipped.puzzles.len());
    assert!(!all.is_empty());
    for (i, p) in all.iter().enumerate() {
        assert_eq!(p["n"], i + 1);
        assert_eq!(p["variant"], "russian");
        assert_eq!(p["id"].as_str().unwrap().len(), 16);
        assert!(["white", "black"].contains(&p["side"].as_str().unwrap()));
        assert!(p["rating"].as_u64().unwrap() >= 400);
        assert!(p["decisions"].as_u64().unwrap() >= 1);
        for t in p["themes"].as_array().unwrap() {
            assert!(draughts_engine::puzzle::Theme::from_id(t.as_str().unwrap()).is_some(), "{t}");
        }
        let solution = p["solution"].as_array().unwrap();
        assert!(!solution.is_empty());
        // Algebraic notation, and the first move is legal where the FEN says.
        let first = solution[0].as_str().unwrap();
        assert!(first.starts_with(|c: char| c.is_ascii_lowercase()), "{first}");
        let fen = p["fen"].as_str().unwrap();
        let (moves, _, code) = draughts(&["moves", "--variant", "russian", "--fen", fen]);
        assert_eq!(code, Some(0));
        assert!(moves.lines().any(|l| l == first), "{first} among\n{moves}");
    }
}

#[test]
fn text_is_in_the_locales_language() {
    let (out, _, code) = draughts(&["puzzles", "--variant", "english"]);
    assert_eq!(code, Some(0));
    let first: Vec<&str> = out.lines().take(4).collect();
    assert!(first[0].starts_with("Puzzle 1 · rating "), "{out}");
    assert!(first[0].ends_with(" to move"), "{out}");
    assert!(first[1].starts_with("W:") || first[1].starts_with("B:"), "{out}");
    assert!(first[2].starts_with("Solution: "), "{out}");
    assert!(first[3].starts_with("Themes: "), "{out}");
    let (fr, _, _) = draughts(&["puzzles", "--variant", "english", "--locale", "fr"]);
    assert!(fr.starts_with("Problème 1 · classement "), "{fr}");
    assert!(fr.contains("\nSolution : "), "{fr}");
}

#[test]
fn verify_proves_the_puzzles_again() {
    let (out, err, code) = draughts(&["puzzles", "verify", "--variant", "english", "--first", "1"]);
    assert_eq!(code, Some(0), "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("English: 1 puzzle proved ("), "{out}");
    assert_eq!(lines[1], "Every puzzle is proved.");
}

#[test]
fn bad_options_are_refused_with_code_2() {
    let (_, err, code) = draughts(&["puzzles", "--variant", "chess"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--variant"), "{err}");
    let (_, err, code) = draughts(&["puzzles", "verify", "--first", "0"]);
    assert_eq!(code, Some(2), "{err}");
}
