//! PDN import/export: the corpus replays to its end and round-trips; the
//! reader copes with the PDN 3.0 reading grammar and never panics.

use draughts_game::pdn::{read_games, read_pdn, write_game, PdnErrorKind};
use draughts_game::EndReason;
use draughts_rules::{Rules, Variant};
use proptest::prelude::*;

fn corpus(name: &str) -> String {
    let path = format!("{}/tests/data/corpus/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn corpus_games_replay_to_their_end_and_round_trip() {
    for (file, variant) in [
        ("international.pdn", Variant::International),
        ("english.pdn", Variant::English),
        ("russian.pdn", Variant::Russian),
    ] {
        let text = corpus(file);
        assert!(text.starts_with("; Source:"), "{file} names its source on top");
        let games = read_pdn(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(games.len() >= 20, "{file}: {} games", games.len());
        for (i, g) in games.iter().enumerate() {
            assert_eq!(g.game.rules(), &variant.rules(), "{file} game {}", i + 1);
            assert!(g.warnings.is_empty(), "{file} game {}: {:?}", i + 1, g.warnings);
            let r = g.game.result().unwrap_or_else(|| panic!("{file} game {} is not over", i + 1));
            assert!(
                !matches!(r.reason, EndReason::Resignation | EndReason::Agreement),
                "{file} game {} played to its end",
                i + 1
            );
            assert_eq!(
                g.tag("Result"),
                Some(draughts_game::pdn::result_text(g.game.rules(), Some(r.outcome)))
            );
            // Export, import, compare; a second export is byte-identical.
            let out = write_game(&g.game, &g.tags, &g.comments);
            let back = read_pdn(&out)
                .unwrap_or_else(|e| panic!("{file} game {}: re-import: {e}\n{out}", i + 1));
            assert_eq!(back.len(), 1);
            let b = &back[0];
            assert_eq!(b.game.start(), g.game.start());
            assert_eq!(b.game.plies(), g.game.plies());
            assert_eq!(b.game.result(), g.game.result());
            assert_eq!(b.tags, g.tags);
            assert_eq!(b.comments, g.comments);
            assert_eq!(write_game(&b.game, &b.tags, &b.comments), out);
        }
    }
}

#[test]
fn reads_the_pdn_reading_grammar() {
    let text = r#"
; a file comment
[Event "Test"]
[GameType "20"]
[Result "2-0"]
1. 32-28 {opening} 19-23 2. 28x19 14x23 ( 2... 13x24 3. 30x19 ) 3. 33-28 $1 3... 23x32!
4.37x28 1-1

[Event "Second"]
[GameType "21,B,8,8,N1,0"]
1. 11-15 24-20 2. 8-11 28-24 *
"#;
    let games = read_pdn(text).unwrap();
    assert_eq!(games.len(), 2);
    let g = &games[0];
    let texts: Vec<&str> = g.game.plies().iter().map(|p| p.text.as_str()).collect();
    assert_eq!(texts, ["32-28", "19-23", "28x19", "14x23", "33-28", "23x32", "37x28"]);
    assert_eq!(g.comments, vec![(1, "opening".to_string())]);
    assert_eq!(g.terminator.as_deref(), Some("1-1"));
    // Result tag 2-0 on an unfinished game: recorded as Black's resignation.
    let r = g.game.result().unwrap();
    assert_eq!(r.reason, EndReason::Resignation);
    assert_eq!(games[1].game.rules(), &Rules::english());
    assert_eq!(games[1].game.ply(), 4);
    assert!(games[1].game.result().is_none());
}

#[test]
fn per_jump_captures_and_setup() {
    // English: a white man on 22 (to move, FEN) takes 18 and 11 by two jumps.
    // The per-jump form gives the whole path: the record keeps it.
    let text = "[GameType \"21\"]\n[SetUp \"1\"]\n[FEN \"W:W22,30:B18,11,1\"]\n1... 22x15 15x8 *\n";
    let g = &read_pdn(text).unwrap()[0];
    assert_eq!(g.game.plies().len(), 1);
    assert_eq!(g.game.plies()[0].text, "22x15x8");
    assert!(g.warnings.is_empty(), "{:?}", g.warnings);
    // The export writes the FEN and the move as one token, and reads back.
    let out = write_game(&g.game, &g.tags, &g.comments);
    assert!(
        out.contains("[FEN \"W:W30:B1,8\"]") || out.contains("[FEN \"W:W22,30:B1,11,18\"]"),
        "{out}"
    );
    assert!(
        out.contains("1... 22x15x8 *"),
        "English: Black moves first, so White's move is numbered 1...: {out}"
    );
    assert_eq!(read_pdn(&out).unwrap()[0].game.plies(), g.game.plies());
}

#[test]
fn russian_algebraic_and_black_to_move_numbering() {
    let text = "[GameType \"25\"]\n[FEN \"B:Wa1,c3:Bh8,f6\"]\n1... f6-e5 2. c3-d4 e5:c3 3. ... *";
    let g = &read_pdn(text).unwrap()[0];
    assert_eq!(
        g.game.plies().iter().map(|p| p.text.as_str()).collect::<Vec<_>>(),
        ["f6-e5", "c3-d4", "e5:c3"]
    );
    let out = write_game(&g.game, &g.tags, &g.comments);
    assert!(out.contains("1... f6-e5 2. c3-d4 e5:c3 *"), "{out}");
}

#[test]
fn custom_rules_round_trip() {
    let rules = Rules::custom(Variant::Russian, |r| r.flying_kings = false).unwrap();
    let mut game = draughts_game::Game::new(rules);
    game.play_text("c3-d4").unwrap();
    let out = write_game(&game, &[], &[]);
    let back = &read_pdn(&out).unwrap()[0];
    assert_eq!(back.game.rules(), &rules);
    assert_eq!(back.game.plies(), game.plies());
}

#[test]
fn errors_name_game_and_line() {
    let text = "[GameType \"20\"]\n1. 32-28 19-23 *\n\n[GameType \"20\"]\n1. 32-28\n1-7 \
        *\n[GameType \"99\"]\n1. 32-28 *\n[GameType \"20\"]\n1. 32-28 hello *\n";
    let games = read_games(text);
    assert_eq!(games.len(), 4);
    assert!(games[0].is_ok());
    let e = games[1].as_ref().unwrap_err();
    assert_eq!((e.game, e.line), (2, 6));
    // The number is the move's own: `1-7` is Black's first move.
    assert!(e.to_string().starts_with("game 2, line 6: move 1...: illegal here: `1-7`"), "{e}");
    let e = games[2].as_ref().unwrap_err();
    assert_eq!(e.game, 3);
    assert!(matches!(e.kind, PdnErrorKind::UnknownGameType(_)), "{e}");
    assert!(e.to_string().contains("unknown GameType `99`"));
    let e = games[3].as_ref().unwrap_err();
    assert!(e.to_string().contains("not a move"), "{e}");
    // Moves after the game ended are refused with the reason.
    let e = read_pdn("[GameType \"20\"]\n[FEN \"W:W28:B23\"]\n1. 28x19 5-10 *").unwrap_err();
    assert!(e.to_string().contains("already over"), "{e}");
    // Unterminated comment and variation.
    assert!(read_pdn("1. 32-28 {never closed").is_err());
    assert!(read_pdn("1. 32-28 ( 19-23").is_err());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = read_games(&text);
    }

    #[test]
    fn pdn_like_noise_never_panics(parts in proptest::collection::vec(prop_oneof![
        Just("[GameType \"20\"]".to_string()), Just("[FEN \"W:W31-50:B1-20\"]".to_string()),
        Just("[GameType \"25\"]".to_string()), Just("1.".to_string()), Just("1...".to_string()),
        Just("32-28".to_string()), Just("19x30".to_string()), Just("{c}".to_string()),
        Just("(".to_string()), Just(")".to_string()), Just("*".to_string()),
        Just("2-0".to_string()), Just(";x\n".to_string()), Just("c3:e5".to_string()),
        Just("$3".to_string()), Just("[".to_string()), Just("\"".to_string()),
        "[0-9x:a-h-]{1,7}",
    ], 0..40)) {
        let _ = read_games(&parts.join(" "));
    }

    #[test]
    fn corpus_mutations_never_panic(cut in 0usize..4000, byte in any::<u8>()) {
        let mut text = corpus("russian.pdn").into_bytes();
        let at = cut % text.len();
        text[at] = byte;
        let _ = read_games(&String::from_utf8_lossy(&text));
    }
}
