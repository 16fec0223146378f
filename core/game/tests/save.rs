//! Save and resume: exact restore, and refusal of future, truncated,
//! tampered or damaged files without a panic.

use draughts_game::save::{from_json, to_json, Player, SaveError, SAVE_VERSION};
use draughts_game::{EndReason, Game};
use draughts_rules::{Color, Rules, Variant};
use proptest::prelude::*;

fn sample() -> Game {
    let mut g = Game::new(Rules::russian());
    for m in ["c3-d4", "f6-g5", "d4-e5", "d6:f4", "g3:e5"] {
        g.play_text(m).unwrap();
    }
    g
}

fn same(a: &Game, b: &Game) {
    assert_eq!(a.rules(), b.rules());
    assert_eq!(a.start(), b.start());
    assert_eq!(a.plies(), b.plies());
    assert_eq!(a.ply(), b.ply());
    assert_eq!(a.position(), b.position());
    assert_eq!(a.result(), b.result());
    assert_eq!(a.draw_state(), b.draw_state());
    assert_eq!(a.pending_draw_offer(), b.pending_draw_offer());
}

#[test]
fn a_game_in_progress_restores_exactly() {
    let mut g = sample();
    g.undo();
    g.undo(); // a redo line of two plies
    g.offer_draw(Color::White).unwrap();
    let players = [Player::Human, Player::Bot { level: 4 }];
    let json = to_json(&g, players, serde_json::json!({"flipped": true}));
    let s = from_json(&json).unwrap();
    same(&g, &s.game);
    assert_eq!(s.players, players);
    assert_eq!(s.extra["flipped"], true);
    let mut r = s.game.clone();
    assert!(r.redo() && r.redo() && !r.redo());
    // Saving the restored game gives the same document.
    assert_eq!(to_json(&s.game, s.players, s.extra.clone()), json);
}

#[test]
fn resignation_custom_rules_and_fen_start_restore() {
    let mut g = sample();
    g.resign(Color::Black).unwrap();
    let s = from_json(&to_json(&g, [Player::Human; 2], serde_json::Value::Null)).unwrap();
    same(&g, &s.game);
    assert_eq!(s.game.result().unwrap().reason, EndReason::Resignation);

    let rules = Rules::custom(Variant::International, |r| r.flying_kings = false).unwrap();
    let start = draughts_rules::Position::from_fen(&rules, "B:W31,K45:B12,K5").unwrap();
    let mut g = Game::from_position(rules, start);
    g.play(&g.legal_moves()[0]).unwrap();
    let s = from_json(&to_json(&g, [Player::Human; 2], serde_json::Value::Null)).unwrap();
    same(&g, &s.game);
}

#[test]
fn future_truncated_tampered_and_foreign_files_are_refused() {
    let json = to_json(&sample(), [Player::Human; 2], serde_json::Value::Null);
    // A newer version.
    let future = json.replacen(
        &format!("\"version\": {SAVE_VERSION}"),
        &format!("\"version\": {}", SAVE_VERSION + 1),
        1,
    );
    assert!(
        matches!(from_json(&future), Err(SaveError::FutureVersion { .. })),
        "{:?}",
        from_json(&future)
    );
    assert!(from_json(&future).unwrap_err().to_string().contains("newer"));
    // Truncated.
    for cut in [0, 1, json.len() / 2, json.len() - 1] {
        assert!(matches!(from_json(&json[..cut]), Err(SaveError::NotJson(_))), "cut at {cut}");
    }
    // Tampered: a move changed by hand.
    let tampered = json.replacen("\"f6-g5\"", "\"f6-e5\"", 1);
    assert_eq!(from_json(&tampered).unwrap_err(), SaveError::Checksum);
    // Tampered ply count.
    let tampered = json.replacen("\"ply\": 5", "\"ply\": 4", 1);
    assert_eq!(from_json(&tampered).unwrap_err(), SaveError::Checksum);
    // Another format, a missing field, not an object.
    assert!(matches!(
        from_json(&json.replacen("draughts-save", "chess-save", 1)),
        Err(SaveError::Format(_))
    ));
    assert!(matches!(from_json("[1,2]"), Err(SaveError::Invalid(_))));
    assert!(matches!(
        from_json("{\"format\":\"draughts-save\",\"version\":1}"),
        Err(SaveError::Invalid(_))
    ));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(s in ".{0,300}") {
        let _ = from_json(&s);
    }

    #[test]
    fn any_damage_to_a_save_is_refused_or_harmless(at in 0usize..10_000, byte in 32u8..127) {
        let json = to_json(&sample(), [Player::Bot { level: 2 }, Player::Human], serde_json::Value::Null);
        let mut b = json.clone().into_bytes();
        let i = at % b.len();
        b[i] = byte;
        let text = String::from_utf8_lossy(&b).into_owned();
        match from_json(&text) {
            // Only a change that does not alter the data (whitespace) may load.
            Ok(s) => { let want = sample(); prop_assert_eq!(s.game.plies(), want.plies()) }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
        let _ = from_json(&json[..i]);
    }
}
