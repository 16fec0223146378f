//! Save and resume: exact restore, the version 1 files already written,
//! lapsed draw offers, and refusal of future, truncated, tampered or damaged
//! files without a panic.

use draughts_game::save::{from_json, to_json, BoardPrefs, SaveError, Saved, SAVE_VERSION};
use draughts_game::{EndReason, Game, Lang, Player};
use draughts_rules::{Color, Position, Rules, Variant};
use proptest::prelude::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

const PREFS: BoardPrefs =
    BoardPrefs { flipped: true, auto_flip: false, face_to_face: false, turn_far_pieces: false };

fn sample() -> Game {
    let mut g = Game::new(Rules::russian());
    for m in ["c3-d4", "f6-g5", "d4-e5", "d6:f4", "g3:e5"] {
        g.play_text(m).unwrap();
    }
    g
}

fn save(g: &Game) -> String {
    to_json(g, [Player::Human; 2], BoardPrefs::default(), Lang::En)
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

fn fixture(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn a_game_in_progress_restores_exactly() {
    let mut g = sample();
    g.undo();
    g.undo(); // a redo line of two plies
    g.offer_draw(Color::White).unwrap();
    let players = [Player::Human, Player::Bot { level: 4 }];
    let json = to_json(&g, players, PREFS, Lang::Fr);
    assert!(json.contains("\"version\": 3") && json.contains("\"lang\": \"fr\""), "{json}");
    let s = from_json(&json).unwrap();
    same(&g, &s.game);
    assert_eq!((s.players, s.board, s.lang), (players, PREFS, Lang::Fr));
    let mut r = s.game.clone();
    assert!(r.redo() && r.redo() && !r.redo());
    // Saving the restored game gives the same document.
    assert_eq!(to_json(&s.game, s.players, s.board, s.lang), json);
}

#[test]
fn resignation_custom_rules_and_fen_start_restore() {
    let mut g = sample();
    g.resign(Color::Black).unwrap();
    let s = from_json(&save(&g)).unwrap();
    same(&g, &s.game);
    assert_eq!(s.game.result().unwrap().reason, EndReason::Resignation);

    let rules = Rules::custom(Variant::International, |r| r.flying_kings = false).unwrap();
    let start = Position::from_fen(&rules, "B:W31,K45:B12,K5").unwrap();
    let mut g = Game::from_position(rules, start);
    g.play(&g.legal_moves()[0]).unwrap();
    let s = from_json(&save(&g)).unwrap();
    same(&g, &s.game);
}

/// Face-to-face play and turned far pieces are saved with the game; a save
/// from before they existed (the version 2 fixture) loads with both off,
/// and a game with both off writes no trace of them, so an app that
/// predates them still reads it.
#[test]
fn face_to_face_prefs_round_trip_and_default_off() {
    let g = sample();
    let prefs = BoardPrefs { face_to_face: true, turn_far_pieces: true, ..PREFS };
    let json = to_json(&g, [Player::Human; 2], prefs, Lang::Nl);
    assert!(json.contains("\"face_to_face\": true") && json.contains("\"turn_far_pieces\": true"));
    assert_eq!(from_json(&json).unwrap().board, prefs);
    let only_one = BoardPrefs { face_to_face: true, ..PREFS };
    let json = to_json(&g, [Player::Human; 2], only_one, Lang::Nl);
    assert!(!json.contains("turn_far_pieces"), "{json}");
    assert_eq!(from_json(&json).unwrap().board, only_one);

    let old = from_json(&fixture("v2-terminal-international.json")).unwrap();
    assert!(!old.board.face_to_face && !old.board.turn_far_pieces);
    let off = to_json(&g, [Player::Human; 2], PREFS, Lang::Nl);
    assert!(!off.contains("face_to_face") && !off.contains("turn_far_pieces"), "{off}");
}

/// A file written by the version 2 writer (the terminal, before clocks)
/// loads, without a clock; a version 2 file with a clock is refused.
#[test]
fn version_2_saves_still_load() {
    let text = fixture("v2-terminal-international.json");
    let s = from_json(&text).unwrap();
    assert_eq!(s.game.ply(), 4);
    assert_eq!(s.game.plies()[3].text, "14x23");
    assert_eq!((s.players, s.lang), ([Player::Human; 2], Lang::Fr));
    assert!(s.clock.is_none());
    let mut with_clock: serde_json::Value = serde_json::from_str(&text).unwrap();
    with_clock["clock"] = serde_json::json!({"setting": "x"});
    assert!(from_json(&with_clock.to_string()).is_err());
}

/// Files written by the version 1 writers (the app with its orientation in
/// `extra`, the terminal with `extra: null`) still open.
#[test]
fn version_1_saves_still_load() {
    let app = from_json(&fixture("v1-app-english.json")).unwrap();
    assert_eq!(app.game.rules(), &Rules::english());
    assert_eq!((app.game.ply(), app.game.plies().len()), (3, 4));
    assert_eq!(app.players, [Player::Human, Player::Bot { level: 4 }]);
    assert_eq!(app.board, BoardPrefs { flipped: true, ..BoardPrefs::default() });
    assert_eq!(app.lang, Lang::En);

    let term = from_json(&fixture("v1-terminal-russian.json")).unwrap();
    assert_eq!(
        term.game.played().iter().map(|p| p.text.as_str()).collect::<Vec<_>>(),
        ["c3-d4", "f6-g5", "d4-e5"]
    );
    assert_eq!(term.board, BoardPrefs::default());

    // Saved again, a v1 game becomes a v2 file with the same game.
    let again = from_json(&to_json(&term.game, term.players, term.board, term.lang)).unwrap();
    same(&term.game, &again.game);
}

/// A v1 writer kept a draw offer after the game ended, which made its own
/// save unreadable. The lapsed offer is dropped on load.
#[test]
fn a_lapsed_offer_in_an_old_save_is_dropped() {
    let s = from_json(&fixture("v1-lapsed-offer.json")).unwrap();
    assert_eq!(s.game.result().unwrap().reason, EndReason::NoPieces);
    assert_eq!(s.game.pending_draw_offer(), None);
}

#[test]
fn an_offer_lapses_when_the_game_ends_or_the_offerer_moves() {
    let r = Rules::international();
    let mut g = Game::from_position(r, Position::from_fen(&r, "W:W28:B23").unwrap());
    g.offer_draw(Color::White).unwrap();
    g.play_text("28x19").unwrap();
    assert!(g.result().is_some());
    assert_eq!(g.pending_draw_offer(), None);
    from_json(&save(&g)).unwrap();

    let mut g = Game::new(r);
    g.offer_draw(Color::White).unwrap();
    g.play_text("32-28").unwrap(); // the offerer moves: withdrawn
    assert_eq!(g.pending_draw_offer(), None);
    g.offer_draw(Color::White).unwrap();
    assert_eq!(g.pending_draw_offer(), Some(Color::White));
    g.play_text("19-23").unwrap(); // the opponent plays on: declined
    assert_eq!(g.pending_draw_offer(), None);
}

/// Random games with random draw offers, resignations and undos: every
/// document the writer produces loads back to the same game.
#[test]
fn every_save_written_loads_back() {
    let mut rng = StdRng::seed_from_u64(12);
    for n in 0..300 {
        let v = Variant::ALL[n % Variant::ALL.len()];
        let mut g = Game::new(v.rules());
        for _ in 0..rng.gen_range(0..120) {
            if g.result().is_some() {
                break;
            }
            match rng.gen_range(0..20) {
                0 => {
                    let _ = g.offer_draw(g.turn());
                }
                1 => {
                    let _ = g.offer_draw(g.turn().opponent());
                }
                2 => {
                    g.undo();
                }
                3 if rng.gen_bool(0.1) => {
                    let _ = g.resign(g.turn());
                }
                _ => {
                    let legal = g.legal_moves();
                    g.play(&legal[rng.gen_range(0..legal.len())]).unwrap();
                }
            }
        }
        let players = [Player::Human, Player::Bot { level: rng.gen_range(1..=6) }];
        let json = to_json(&g, players, PREFS, Lang::En);
        let Saved { game, .. } = from_json(&json).unwrap_or_else(|e| panic!("game {n}: {e}"));
        same(&g, &game);
    }
}

#[test]
fn future_truncated_tampered_and_foreign_files_are_refused() {
    let json = save(&sample());
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
    // Tampered: a move changed by hand, the ply count, the orientation.
    for (from, to) in [("\"f6-g5\"", "\"f6-e5\""), ("\"ply\": 5", "\"ply\": 4")] {
        assert_eq!(from_json(&json.replacen(from, to, 1)).unwrap_err(), SaveError::Checksum);
    }
    let tampered = json.replacen("\"flipped\": false", "\"flipped\": true", 1);
    assert_eq!(from_json(&tampered).unwrap_err(), SaveError::Checksum);
    // An unknown field changes the document: refused, not ignored.
    let extra = json.replacen("\"lang\"", "\"colour\": \"red\",\n  \"lang\"", 1);
    assert_eq!(from_json(&extra).unwrap_err(), SaveError::Checksum);
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

/// A well-formed, correctly checksummed file with a bot level out of range
/// is a damaged save, named as such.
#[test]
fn an_out_of_range_bot_level_is_an_invalid_save() {
    let g = sample();
    for level in [0u8, 7, 255] {
        let json = to_json(&g, [Player::Human, Player::Bot { level }], PREFS, Lang::En);
        match from_json(&json) {
            Err(SaveError::Player(why)) => assert!(why.contains("1 to 6"), "{why}"),
            other => panic!("level {level}: {other:?}"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(s in ".{0,300}") {
        let _ = from_json(&s);
    }

    /// One byte changed anywhere: refused, or (whitespace, a key's case in
    /// a field the reader does not use) loads exactly the same game.
    #[test]
    fn any_damage_to_a_save_is_refused_or_harmless(at in 0usize..10_000, byte in 32u8..127) {
        let want = sample();
        let json = to_json(&want, [Player::Bot { level: 2 }, Player::Human], PREFS, Lang::Fr);
        let mut b = json.clone().into_bytes();
        let i = at % b.len();
        b[i] = byte;
        let text = String::from_utf8_lossy(&b).into_owned();
        match from_json(&text) {
            Ok(s) => {
                prop_assert_eq!(s.game.plies(), want.plies());
                prop_assert_eq!(s.players, [Player::Bot { level: 2 }, Player::Human]);
                prop_assert_eq!((s.board, s.lang), (PREFS, Lang::Fr));
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
        let _ = from_json(&json[..i]);
    }
}

#[test]
fn what_a_refused_save_quotes_stays_on_one_line() {
    // A hostile or damaged save: its format holds a newline and a terminal
    // escape. The message quotes it escaped, on one line.
    let err = from_json("{\"format\":\"chess\\nsave\\u001b[2J\",\"version\":2}").unwrap_err();
    assert_eq!(err, SaveError::Format("chess\nsave\u{1b}[2J".into()));
    assert_eq!(err.to_string(), "not a draughts save (format `chess\\nsave\\u{1b}[2J`)");
    // The same for the JSON reader's messages that quote the document
    // (serde names an unknown variant as written).
    let doc =
        "{\"format\":\"draughts-save\",\"version\":1,\"checksum\":\"0\",\"draw_offer\":\"x\\ny\"}";
    let err = from_json(doc).unwrap_err();
    assert!(matches!(err, SaveError::Invalid(ref why) if why.contains("x\ny")), "{err:?}");
    assert!(err.to_string().contains("unknown variant `x\\ny`"), "{err}");
}
