//! Two people at one table with the device flat between them: face-to-face
//! play (the far strip and status turned toward the far player, the board
//! fixed, the far pieces optionally upside down, saved with the game) and
//! takebacks that the other person allows or refuses.

use draughts_app::{ActionError, EventKind, GameTable, GameView};
use draughts_game::clock::ClockSetting;
use draughts_game::{Lang, Player};
use draughts_rules::{Color, Rules};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];
const VS_BOT: [Player; 2] = [Player::Human, Player::Bot { level: 1 }];
const W: Color = Color::White;
const B: Color = Color::Black;

fn table(players: [Player; 2]) -> GameTable {
    GameTable::new(Rules::international(), players, Lang::En)
}

fn play(t: &mut GameTable, moves: &[&str]) {
    for m in moves {
        t.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn turned(v: &GameView) -> [bool; 2] {
    v.players.clone().map(|p| p.turned)
}

fn last_event(v: &GameView) -> (EventKind, String) {
    let e = v.event.clone().expect("an event");
    (e.kind, e.text)
}

#[test]
fn face_to_face_turns_the_far_strip_and_freezes_the_board() {
    let mut t = table(HUMANS);
    t.set_auto_flip(true);
    play(&mut t, &["32-28"]);
    // Black to move: the board has turned to Black; face to face keeps it so.
    assert!(t.view().board.flipped);
    assert!(t.view().enabled.auto_flip && t.view().enabled.face_to_face);
    assert!(t.set_face_to_face(true));
    let v = t.view();
    assert!(v.face_to_face && v.board.flipped && !t.board().auto_flip());
    assert_eq!(v.strip_order, [W, B]);
    assert_eq!(turned(&v), [true, false], "White sits at the top, across the table");
    assert_eq!(v.far_status.as_deref(), Some("Black to move"));
    assert_eq!(v.far_status.as_deref(), Some(v.status.as_str()));
    assert!(!v.enabled.auto_flip && v.enabled.turn_far_pieces);
    // Auto-flip is refused while face to face: the board stays put.
    t.set_auto_flip(true);
    play(&mut t, &["19-23"]);
    let v = t.view();
    assert!(v.board.flipped && !t.board().auto_flip());
    assert_eq!(v.far_status.as_deref(), Some("White to move"));
    // Turning the board swaps who is across the table.
    t.flip();
    assert_eq!(turned(&t.view()), [false, true]);

    assert!(t.set_face_to_face(false));
    let v = t.view();
    assert!(!v.face_to_face && v.far_status.is_none());
    assert_eq!(turned(&v), [false, false]);
    assert!(v.enabled.auto_flip && !v.enabled.turn_far_pieces);
}

#[test]
fn face_to_face_is_only_offered_to_two_people() {
    let mut t = table(VS_BOT);
    assert!(!t.set_face_to_face(true));
    t.set_turn_far_pieces(true);
    let v = t.view();
    assert!(!v.face_to_face && v.far_status.is_none() && v.board.turned_pieces.is_none());
    assert!(!v.enabled.face_to_face && !v.enabled.auto_flip && !v.enabled.turn_far_pieces);
    assert_eq!(turned(&v), [false, false]);
    assert!(!t.board().prefs().face_to_face);
}

#[test]
fn the_far_pieces_turn_only_face_to_face() {
    let mut t = table(HUMANS);
    t.set_turn_far_pieces(true);
    let v = t.view();
    assert!(v.turn_far_pieces && v.board.turned_pieces.is_none());
    t.set_face_to_face(true);
    assert_eq!(t.view().board.turned_pieces, Some(B));
    t.flip();
    assert_eq!(t.view().board.turned_pieces, Some(W));
    play(&mut t, &["32-28", "19-23"]);
    // A replayed position is drawn the same way.
    assert!(t.replay(1));
    assert_eq!(t.view().board.turned_pieces, Some(W));
    assert_eq!(t.view_at(0).unwrap().board.turned_pieces, Some(W));
    t.set_turn_far_pieces(false);
    assert_eq!(t.view().board.turned_pieces, None);
}

#[test]
fn both_preferences_are_saved_with_the_game() {
    let mut t = table(HUMANS);
    play(&mut t, &["32-28"]);
    t.set_face_to_face(true);
    t.set_turn_far_pieces(true);
    let back = GameTable::restore(&t.save()).unwrap();
    let v = back.view();
    assert!(v.face_to_face && v.turn_far_pieces);
    assert_eq!(v.board.turned_pieces, Some(B));
    assert_eq!(turned(&v), [false, true]);
    // A rematch between the same people keeps them too.
    assert!(back.rematch().view().face_to_face);

    // A save from before these preferences loads with both off.
    let path =
        concat!(env!("CARGO_MANIFEST_DIR"), "/../game/tests/data/v2-terminal-international.json");
    let old = GameTable::restore(&std::fs::read_to_string(path).unwrap()).unwrap();
    let v = old.view();
    assert!(!v.face_to_face && !v.turn_far_pieces && v.far_status.is_none());
}

#[test]
fn with_the_setting_off_or_against_the_bot_undo_takes_back_at_once() {
    let mut t = table(HUMANS);
    play(&mut t, &["32-28"]);
    assert!(t.undo());
    assert_eq!(t.game().ply(), 0);

    let mut t = table(VS_BOT);
    t.set_takeback_asks(true);
    play(&mut t, &["32-28"]);
    let ticket = t.view().search.unwrap();
    let m = t.game().position().parse_move(t.rules(), "19-23").unwrap();
    t.apply_search(&ticket, Some(m)).unwrap();
    assert!(t.undo(), "the bot is not asked");
    let v = t.view();
    assert_eq!((t.game().ply(), v.takeback_request.is_none()), (0, true));
    assert!(!v.enabled.answer_takeback);
}

#[test]
fn a_takeback_is_asked_then_declined_or_allowed() {
    let mut t = table(HUMANS);
    t.set_takeback_asks(true);
    play(&mut t, &["32-28"]);
    assert!(!t.undo(), "nothing is taken back yet");
    let v = t.view();
    assert_eq!(t.game().ply(), 1);
    let r = v.takeback_request.clone().expect("a request");
    assert_eq!(r.from, W);
    assert_eq!(r.text, "White asks to take back the last move.");
    assert_eq!(
        (r.accept_label.as_str(), r.decline_label.as_str()),
        ("Allow the takeback", "Play on")
    );
    assert!(!r.turned);
    assert!(v.enabled.answer_takeback);
    assert_eq!(last_event(&v), (EventKind::TakebackRequested, r.text.clone()));

    t.answer_takeback(false).unwrap();
    let v = t.view();
    assert_eq!((t.game().ply(), v.takeback_request.is_none()), (1, true));
    let declined = (EventKind::TakebackDeclined, "Black declines the takeback: play on.".into());
    assert_eq!(last_event(&v), declined);
    assert_eq!(t.answer_takeback(true), Err(ActionError::NoTakeback));

    t.undo();
    t.answer_takeback(true).unwrap();
    let v = t.view();
    assert_eq!(t.game().ply(), 0, "exactly White's move is taken back");
    assert!(v.takeback_request.is_none() && v.enabled.redo);
    let text = "Black allows the takeback. Undone: 32-28. White to move".to_string();
    assert_eq!(last_event(&v), (EventKind::Undone, text));
}

#[test]
fn the_request_comes_from_the_last_mover_and_takes_back_one_move() {
    let mut t = table(HUMANS);
    t.set_takeback_asks(true);
    play(&mut t, &["32-28", "19-23"]);
    t.undo();
    assert_eq!(t.view().takeback_request.unwrap().from, B);
    t.answer_takeback(true).unwrap();
    assert_eq!(t.game().ply(), 1);
    assert_eq!(t.game().turn(), B);
}

#[test]
fn a_move_a_resignation_or_the_end_drops_the_request() {
    let mut t = table(HUMANS);
    t.set_takeback_asks(true);
    play(&mut t, &["32-28"]);
    t.undo();
    play(&mut t, &["19-23"]);
    assert!(t.view().takeback_request.is_none());
    assert_eq!(t.answer_takeback(true), Err(ActionError::NoTakeback));

    t.undo();
    assert_eq!(t.view().takeback_request.unwrap().from, B);
    t.resign().unwrap();
    assert!(t.view().takeback_request.is_none());

    let mut t = table(HUMANS);
    t.set_takeback_asks(true);
    play(&mut t, &["32-28"]);
    t.undo();
    t.offer_draw().unwrap();
    t.answer_draw(true).unwrap();
    assert!(t.game().result().is_some());
    assert!(t.view().takeback_request.is_none());

    // Turning the setting off drops a pending request too.
    let mut t = table(HUMANS);
    t.set_takeback_asks(true);
    play(&mut t, &["32-28"]);
    t.undo();
    t.set_takeback_asks(false);
    assert!(t.view().takeback_request.is_none());
}

#[test]
fn pausing_the_clock_keeps_the_request() {
    let mut t = table(HUMANS);
    t.set_takeback_asks(true);
    assert!(t.set_clock(ClockSetting::parse("5").unwrap()));
    t.tick(1_000);
    play(&mut t, &["32-28"]);
    t.tick(2_000);
    play(&mut t, &["19-23"]);
    t.undo();
    assert!(t.pause_clock(3_000));
    assert!(t.view().takeback_request.is_some());
}

#[test]
fn a_resignation_can_be_asked_back() {
    let mut t = table(HUMANS);
    t.set_takeback_asks(true);
    play(&mut t, &["32-28", "19-23"]);
    t.resign().unwrap(); // White, to move, resigns
    t.undo();
    let r = t.view().takeback_request.unwrap();
    assert_eq!((r.from, r.text.as_str()), (W, "White asks to take back the end of the game."));
    t.answer_takeback(true).unwrap();
    assert_eq!((t.game().result(), t.game().ply()), (None, 2));
}

#[test]
fn questions_face_the_player_who_answers() {
    let mut t = table(HUMANS);
    t.set_takeback_asks(true);
    t.set_face_to_face(true); // White at the bottom, Black across the table
    play(&mut t, &["32-28"]);
    t.undo();
    assert!(t.view().takeback_request.unwrap().turned, "Black answers from across the table");
    t.answer_takeback(false).unwrap();
    play(&mut t, &["19-23"]);
    t.undo();
    assert!(!t.view().takeback_request.unwrap().turned, "White answers from the near side");
    t.answer_takeback(false).unwrap();
    t.offer_draw().unwrap(); // White, to move, offers; Black answers
    assert!(t.view().draw_offer.unwrap().turned);
}

#[test]
fn the_request_is_worded_in_every_language() {
    let expected = [
        (Lang::En, "White asks to take back the last move."),
        (Lang::Fr, "Les Blancs demandent à reprendre le dernier coup."),
        (Lang::Nl, "Wit vraagt de laatste zet terug te nemen."),
        (Lang::Ru, "Белые просят вернуть последний ход."),
        (Lang::PtBr, "As Brancas pedem para voltar o último lance."),
    ];
    for (lang, text) in expected {
        let mut t = GameTable::new(Rules::international(), HUMANS, lang);
        t.set_takeback_asks(true);
        play(&mut t, &["32-28"]);
        t.undo();
        let r = t.view().takeback_request.unwrap();
        assert_eq!(r.text, text);
        assert_eq!(last_event(&t.view()).1, text, "announced to the screen reader");
        if lang != Lang::En {
            assert_ne!(r.accept_label, "Allow the takeback", "{lang:?}");
        }
    }
}
