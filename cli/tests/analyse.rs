//! `draughts analyse` as a contract: the JSON fields and classes, the text
//! lines, the budget flags and the refusals. The game is constructed
//! (`data/shot.pdn`): a move that drops two men to a shot, and an exchange;
//! the review searches a fixed number of nodes, so the output is the same on
//! every machine. Which move the engine prefers depends on its evaluation,
//! so the tests name only the blunder and the forced moves.

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

fn shot() -> String {
    format!("{}/tests/data/shot.pdn", env!("CARGO_MANIFEST_DIR"))
}

fn json(args: &[&str]) -> Value {
    let (out, err, code) = draughts(args);
    assert_eq!(code, Some(0), "{out}{err}");
    assert_eq!(out.lines().count(), 1, "one line: {out}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn json_has_each_move_with_its_score_and_class_then_the_summary() {
    let v = json(&["analyse", &shot(), "--json"]);
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 3);
    let m = &moves[0];
    assert_eq!(m["ply"], 1);
    assert_eq!(m["move"], "32-28");
    assert_eq!(m["label"], "1.");
    assert_eq!(m["side"], "white");
    assert_eq!(m["class"], "blunder");
    assert!(m["score"].as_f64().unwrap() < -1.5, "two men down: {m}");
    // The better move is the engine's, whichever its evaluation prefers.
    let better = m["better"].as_str().expect("a better move");
    assert_ne!(better, "32-28");
    assert_eq!(m["line"][0], better);
    let m = &moves[1];
    assert_eq!((m["ply"].as_u64(), m["move"].as_str()), (Some(2), Some("23x41")));
    assert_eq!(m["class"], "forced");
    assert_eq!(m["label"], "1…");
    assert!(m["accuracy"].is_null());
    let classes = ["best", "good", "inaccuracy", "mistake", "blunder", "missed-win", "forced"];
    assert!(moves.iter().all(|m| classes.contains(&m["class"].as_str().unwrap())));
    let white = &v["summary"]["white"];
    assert_eq!(white["counts"]["blunder"], 1);
    assert!(white["accuracy"].as_f64().unwrap() < 60.0);
    assert_eq!(v["summary"]["black"]["counts"]["forced"], 1);
    assert!(v["summary"]["black"]["accuracy"].is_null());
}

#[test]
fn the_flags_choose_the_game_and_budget_and_every_move_is_counted_once() {
    let v = json(&["analyse", &shot(), "--game", "2", "--json"]);
    assert_eq!(v["game"], 2);
    assert_eq!(v["moves"][0]["move"], "33-29");
    assert_eq!(v["moves"][1]["class"], "forced");
    let white = v["summary"]["white"]["counts"].as_object().unwrap();
    assert_eq!(white.values().map(|n| n.as_u64().unwrap()).sum::<u64>(), 2, "{v}");
    let v = json(&["analyse", &shot(), "--game", "2", "--depth", "3", "--json"]);
    assert_eq!(v["moves"][2]["ply"], 3);
    let v = json(&["analyse", &shot(), "--game", "2", "--nodes", "5000", "--json"]);
    assert_eq!(v["moves"][2]["move"], "38x29");
    let v = json(&["analyse", &shot(), "--movetime", "20", "--json"]);
    assert_eq!(v["moves"].as_array().unwrap().len(), 3);
}

#[test]
fn text_has_one_line_a_move_then_one_a_side() {
    let (out, err, code) = draughts(&["analyse", &shot()]);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(lines[0].starts_with("1.    32-28"), "{out}");
    assert!(lines[0].contains(" blunder (better "), "{out}");
    assert!(lines[1].starts_with("1…    23x41") && lines[1].ends_with("forced"), "{out}");
    assert!(lines[3].starts_with("White: accuracy "), "{out}");
    assert!(lines[4].starts_with("Black: accuracy -, acpl -, 0 best"), "{out}");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let (_, err, code) = draughts(&["analyse", &shot(), "--game", "3"]);
    assert_eq!(code, Some(2));
    assert!(err.ends_with("has 2 game(s), not 3\n"), "{err}");
    let (_, err, code) = draughts(&["analyse", &shot(), "--depth", "4", "--nodes", "9"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("cannot be used with"), "{err}");
    let (_, err, code) = draughts(&["analyse", "/no/such/file.pdn"]);
    assert_eq!(code, Some(2));
    assert!(err.starts_with("draughts analyse: cannot read"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn locale_words_the_text_but_not_the_json() {
    let (out, err, code) = draughts(&["analyse", &shot(), "--locale", "fr"]);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    // The class column keeps its id; the words around it are French.
    assert!(lines[0].contains(" blunder (meilleur "), "{out}");
    assert!(lines[3].starts_with("Blancs : précision "), "{out}");
    assert!(lines[4].starts_with("Noirs : précision -, acpl -, 0 best"), "{out}");
    let english = draughts(&["analyse", &shot(), "--json"]);
    let french = draughts(&["analyse", &shot(), "--json", "--locale", "fr"]);
    assert_eq!(english.2, Some(0), "{}", english.1);
    assert_eq!(french, english);
}
