//! What the game screen's snapshot decides so that no front end does: when
//! the clock is drawn again and in which role, which of the table's
//! controls exist (face to face, the far pieces, pause and resume, draw
//! and resignation), the draw offer's buttons, the one status line, and
//! every input through one `send`.

use draughts_app::{
    ActionError, BoardAction, ClockRole, EventKind, GameInput, GameTable, Key, StatusTone, Worded,
};
use draughts_game::clock::ClockSetting;
use draughts_game::{Lang, Player};
use draughts_rules::{Color, Rules};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];
const W: Color = Color::White;
const B: Color = Color::Black;

/// Two people with `setting`; White's first move (free) at 0 starts Black's time.
fn clocked(setting: &str) -> GameTable {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    assert!(t.set_clock(ClockSetting::parse(setting).unwrap()));
    t.tick(0);
    t.play_text("32-28").unwrap();
    t
}

/// Black's label at `now`.
fn black_label(t: &mut GameTable, now: u64) -> String {
    t.tick(now);
    t.view().clock.unwrap().sides[B.index()].label.clone()
}

#[test]
fn the_clock_is_drawn_again_when_its_label_changes_tenths_under_ten_seconds() {
    let mut t = clocked("1");
    // Above ten seconds the label changes each second, under it each tenth,
    // and at the boundary the first tenth comes a millisecond later.
    for (now, label, wait) in [
        (0, "1:00", 1),
        (250, "0:59", 751),
        (49_999, "0:10", 2),
        (50_000, "0:10", 1),
        (50_001, "0:09.9", 100),
        (50_449, "0:09.5", 52),
        (59_999, "0:00.0", 2),
    ] {
        assert_eq!(black_label(&mut t, now), label, "at {now}");
        let c = t.view().clock.unwrap();
        assert_eq!(c.redraw_in_ms, Some(wait), "at {now}");
        // Not a millisecond too early, and not late: the label changes then.
        if now + wait < 60_001 {
            assert_eq!(black_label(&mut t, now + wait - 1), label, "at {now} + {wait} - 1");
            assert_ne!(black_label(&mut t, now + wait), label, "at {now} + {wait}");
        }
    }
}

#[test]
fn the_clock_redraw_waits_out_a_simple_delay() {
    let mut t = clocked("1+5d");
    // Black's first turn: five seconds of delay before the minute runs.
    assert_eq!(black_label(&mut t, 2_000), "1:00");
    let c = t.view().clock.unwrap();
    assert_eq!(c.sides[B.index()].delay_ms, Some(3_000));
    assert_eq!(c.redraw_in_ms, Some(3_001));
    assert_eq!(black_label(&mut t, 5_000), "1:00");
    assert_eq!(black_label(&mut t, 5_001), "0:59");
}

#[test]
fn the_clock_redraw_comes_when_the_flag_falls_and_not_once_time_stops() {
    let mut t = clocked("1");
    t.tick(59_950);
    let c = t.view().clock.unwrap();
    assert_eq!(c.flag_at_ms, Some(60_001));
    assert_eq!(c.redraw_in_ms, Some(51));
    assert!(t.tick(60_001), "the flag falls at the redraw");
    let c = t.view().clock.unwrap();
    assert_eq!(c.redraw_in_ms, None, "the game is over: nothing to redraw");
    // Nothing runs before the first move or while paused.
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    t.set_clock(ClockSetting::parse("5").unwrap());
    assert_eq!(t.view().clock.unwrap().redraw_in_ms, None);
    let mut t = clocked("5");
    assert!(t.view().clock.unwrap().redraw_in_ms.is_some());
    assert!(t.pause_clock(1_000));
    assert_eq!(t.view().clock.unwrap().redraw_in_ms, None);
}

#[test]
fn each_sides_clock_role_is_one_answer_most_urgent_first() {
    let roles = |t: &GameTable| t.view().clock.unwrap().sides.map(|s| s.role);
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    t.set_clock(ClockSetting::parse("1").unwrap());
    assert_eq!(roles(&t), [ClockRole::Idle, ClockRole::Idle], "not started");
    let mut t = clocked("1");
    assert_eq!(roles(&t), [ClockRole::Idle, ClockRole::Running]);
    // Low beats running: the warning is what the player must see.
    t.tick(50_300);
    assert_eq!(roles(&t), [ClockRole::Idle, ClockRole::Low]);
    let mut p = clocked("5");
    p.pause_clock(1_000);
    assert_eq!(roles(&p), [ClockRole::Paused, ClockRole::Paused]);
    t.tick(60_001);
    assert_eq!(roles(&t), [ClockRole::Idle, ClockRole::Flagged]);
}

#[test]
fn the_table_toggles_and_pause_or_resume_are_offered_by_the_core() {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    let (o, e) = (t.view().offered, t.view().enabled);
    assert!(o.face_to_face && e.face_to_face, "two people: face to face");
    assert!(!o.turn_far_pieces && !e.turn_far_pieces, "the far pieces only face to face");
    assert!(!o.pause_clock && !o.resume_clock, "no clock: neither");
    t.set_face_to_face(true);
    let (o, e) = (t.view().offered, t.view().enabled);
    assert!(o.turn_far_pieces && e.turn_far_pieces);
    let vs_bot =
        GameTable::new(Rules::international(), [Player::Human, Player::Bot { level: 1 }], Lang::En);
    assert!(!vs_bot.view().offered.face_to_face && !vs_bot.view().offered.turn_far_pieces);

    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    t.set_clock(ClockSetting::parse("5").unwrap());
    let (o, e) = (t.view().offered, t.view().enabled);
    assert!(o.pause_clock && !e.pause_clock, "not started: Pause shown, not usable");
    assert!(!o.resume_clock);
    t.tick(0);
    t.play_text("32-28").unwrap();
    let (o, e) = (t.view().offered, t.view().enabled);
    assert!(o.pause_clock && e.pause_clock);
    t.pause_clock(1_000);
    let (o, e) = (t.view().offered, t.view().enabled);
    assert!(!o.pause_clock && o.resume_clock && e.resume_clock, "paused: Resume in its place");
}

#[test]
fn a_paused_clock_says_so_in_the_players_language_and_only_while_paused() {
    let mut t = clocked("5");
    assert_eq!(t.view().clock.unwrap().paused_text, None, "running");
    t.pause_clock(1_000);
    assert_eq!(t.view().clock.unwrap().paused_text.as_deref(), Some("Clock paused"));
    t.set_lang(Lang::Fr);
    assert_eq!(t.view().clock.unwrap().paused_text.as_deref(), Some("Pendule arrêtée"));
    t.resume_clock(2_000);
    assert_eq!(t.view().clock.unwrap().paused_text, None, "running again");
}

#[test]
fn draw_and_resignation_are_offered_only_where_a_person_plays() {
    let bots = [Player::Bot { level: 1 }, Player::Bot { level: 1 }];
    let o = GameTable::new(Rules::international(), bots, Lang::En).view().offered;
    assert!(!o.offer_draw && !o.resign);
    let vs_bot = [Player::Human, Player::Bot { level: 1 }];
    let o = GameTable::new(Rules::international(), vs_bot, Lang::En).view().offered;
    assert!(o.offer_draw && o.resign);
}

#[test]
fn the_draw_offer_has_the_cores_buttons_and_turns_to_the_far_player() {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    t.set_face_to_face(true);
    t.offer_draw().unwrap();
    let offer = t.view().draw_offer.unwrap();
    assert_eq!(offer.by, W);
    assert_eq!(
        (offer.accept_label.as_str(), offer.decline_label.as_str()),
        ("Accept the draw", "Decline")
    );
    assert!(offer.turned, "Black answers from across the table");
    t.set_lang(Lang::Fr);
    let offer = t.view().draw_offer.unwrap();
    assert_eq!(
        (offer.accept_label.as_str(), offer.decline_label.as_str()),
        ("Accepter la nulle", "Refuser")
    );
    t.set_face_to_face(false);
    assert!(!t.view().draw_offer.unwrap().turned);
}

#[test]
fn one_status_line_the_replay_then_a_refusal_then_the_state() {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    let line = t.view().status_line;
    assert_eq!((line.text.as_str(), line.tone), ("White to move", StatusTone::Plain));
    assert_eq!(line.text, t.view().status);
    // A refused tap: its reason replaces the status until the next event.
    let empty = Rules::international().parse_square("25").unwrap();
    t.tap(empty);
    let v = t.view();
    assert_eq!(v.event.as_ref().unwrap().kind, EventKind::Refused);
    assert_eq!(
        (v.status_line.text.as_str(), v.status_line.tone),
        ("Square 25 is empty.", StatusTone::Refusal)
    );
    t.play_text("32-28").unwrap();
    assert_eq!(t.view().status_line.tone, StatusTone::Plain);
    // In a replay the banner wins, a refused tap included.
    t.replay(0);
    t.tap(empty);
    let v = t.view();
    assert_eq!(v.status_line.tone, StatusTone::Replay);
    assert_eq!(v.status_line.text, v.replay.unwrap().text);
    t.end_replay();
    t.resign().unwrap();
    let v = t.view();
    assert_eq!(v.status_line.tone, StatusTone::Result);
    assert_eq!(v.status_line.text, v.result.unwrap().text);
}

#[test]
fn a_drag_in_a_game_is_a_fresh_tap_on_each_end_and_is_refused_in_a_replay() {
    let rules = Rules::international();
    let sq = |n: &str| rules.parse_square(n).unwrap();
    let mut t = GameTable::new(rules, HUMANS, Lang::En);
    // A piece selected before the drag does not turn its first tap into a cancel.
    t.tap(sq("31"));
    t.send(GameInput::Board(BoardAction::Drag { from: sq("32"), to: sq("28") })).unwrap();
    let v = t.view();
    assert_eq!(v.moves.len(), 1, "the drag played 32-28");
    assert!(v.board.square(sq("28")).piece.is_some());
    // A drop on the square it came from leaves the piece selected.
    t.send(GameInput::Board(BoardAction::Drag { from: sq("19"), to: sq("19") })).unwrap();
    assert_eq!(t.view().board.selected, Some(sq("19")));
    // An earlier position on screen is read-only: the drag changes nothing.
    t.play_text("19-23").unwrap();
    t.replay(1);
    t.send(GameInput::Board(BoardAction::Drag { from: sq("31"), to: sq("27") })).unwrap();
    let v = t.view();
    assert_eq!(v.moves.len(), 2);
    assert_eq!(v.status_line.tone, StatusTone::Replay);
}

#[test]
fn every_input_goes_through_send_as_through_its_method() {
    let rules = Rules::international();
    let sq = |n: &str| rules.parse_square(n).unwrap();
    let mut by_send = GameTable::new(rules, HUMANS, Lang::En);
    let mut by_method = GameTable::new(rules, HUMANS, Lang::En);
    let inputs = [
        GameInput::SetClock(ClockSetting::parse("5").unwrap()),
        GameInput::Tick(0),
        GameInput::Board(BoardAction::Tap(sq("32"))),
        GameInput::Board(BoardAction::Tap(sq("28"))),
        GameInput::Board(BoardAction::Drag { from: sq("19"), to: sq("23") }),
        GameInput::Board(BoardAction::Key(Key::Up)),
        GameInput::Board(BoardAction::Cancel),
        GameInput::Tick(2_000),
        GameInput::PauseClock(3_000),
        GameInput::ResumeClock(4_000),
        GameInput::Undo,
        GameInput::Redo,
        GameInput::Board(BoardAction::Drag { from: sq("19"), to: sq("23") }),
        GameInput::Board(BoardAction::Flip),
        GameInput::SetAutoFlip(true),
        GameInput::SetFaceToFace(true),
        GameInput::SetTurnFarPieces(true),
        GameInput::SetTakebackAsks(true),
        GameInput::Undo,
        GameInput::AnswerTakeback { accept: false },
        GameInput::Replay(0),
        GameInput::EndReplay,
        GameInput::OfferDraw,
        GameInput::AnswerDraw { accept: false },
        GameInput::SetLanguage(Lang::Nl),
        GameInput::SetConfirmMoves(true),
        GameInput::CancelMove,
        GameInput::ConfirmMove,
        GameInput::SetConfirmMoves(false),
        GameInput::Resign,
        GameInput::DismissEnd,
    ];
    for input in inputs {
        by_send.send(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        match input {
            GameInput::SetClock(s) => drop(by_method.set_clock(s)),
            GameInput::Tick(n) => drop(by_method.tick(n)),
            GameInput::Board(BoardAction::Tap(s)) => drop(by_method.tap(s)),
            GameInput::Board(BoardAction::Key(k)) => drop(by_method.key(k)),
            GameInput::Board(BoardAction::Cancel) => drop(by_method.cancel()),
            GameInput::Board(BoardAction::Drag { from, to }) => drop(by_method.drag(from, to)),
            GameInput::PauseClock(n) => drop(by_method.pause_clock(n)),
            GameInput::ResumeClock(n) => drop(by_method.resume_clock(n)),
            GameInput::Undo => drop(by_method.undo()),
            GameInput::Redo => drop(by_method.redo()),
            GameInput::Board(BoardAction::Flip) => by_method.flip(),
            GameInput::SetAutoFlip(on) => by_method.set_auto_flip(on),
            GameInput::SetFaceToFace(on) => drop(by_method.set_face_to_face(on)),
            GameInput::SetTurnFarPieces(on) => by_method.set_turn_far_pieces(on),
            GameInput::SetTakebackAsks(on) => by_method.set_takeback_asks(on),
            GameInput::AnswerTakeback { accept } => by_method.answer_takeback(accept).unwrap(),
            GameInput::Replay(p) => assert!(by_method.replay(p)),
            GameInput::EndReplay => by_method.end_replay(),
            GameInput::OfferDraw => drop(by_method.offer_draw().unwrap()),
            GameInput::AnswerDraw { accept } => by_method.answer_draw(accept).unwrap(),
            GameInput::SetLanguage(l) => by_method.set_lang(l),
            GameInput::Resign => by_method.resign().unwrap(),
            GameInput::DismissEnd => by_method.dismiss_end(),
            GameInput::RequestHint => drop(by_method.request_hint()),
            GameInput::SetConfirmMoves(on) => by_method.set_confirm_moves(on),
            GameInput::ConfirmMove => by_method.confirm_move(),
            GameInput::CancelMove => by_method.cancel_move(),
        }
        assert_eq!(by_send.view(), by_method.view(), "after {input:?}");
    }
    // A refusal is an error in the player's language, the table unchanged.
    let before = by_send.view();
    let e = by_send.send(GameInput::Replay(99)).unwrap_err();
    assert_eq!(e, ActionError::PastTheEnd { plies: 99 });
    assert_eq!(e.worded(Lang::En), "move 99 is past the end of the move list");
    assert_ne!(e.worded(Lang::Nl), e.worded(Lang::En));
    assert!(matches!(by_send.send(GameInput::Resign), Err(ActionError::Game(_))));
    assert_eq!(by_send.view(), before);
}
