//! The board's input over a bare position ([`BoardInput`]): a completed
//! move comes back to the owner and the board stays put until it is shown
//! the next position; a drag is a tap on each end; a locked board refuses
//! taps with the owner's reason; marks and the orientation show.

use draughts_app::{BoardAction, BoardInput, BoardSession, Key, KeyOutcome, Refusal, TapOutcome};
use draughts_game::{Game, Lang, Player};
use draughts_rules::{Color, Piece, PieceKind, Position, Rules, Setup, Square};

const W: Color = Color::White;
const B: Color = Color::Black;

fn sq(rules: &Rules, name: &str) -> Square {
    rules.parse_square(name).unwrap_or_else(|| panic!("no square {name}"))
}

fn position(rules: &Rules, turn: Color, pieces: &[(&str, Color, bool)]) -> Position {
    let pieces = pieces
        .iter()
        .map(|&(n, color, king)| {
            let kind = if king { PieceKind::King } else { PieceKind::Man };
            (sq(rules, n), Piece { color, kind })
        })
        .collect();
    Position::new(&Setup { turn: Some(turn), pieces }, rules).unwrap()
}

/// e3 takes d4 and d6, or f4 and f6: two captures from e3 to e7.
fn two_routes() -> (Rules, Position) {
    let r = Rules::english();
    let p = position(
        &r,
        W,
        &[("e3", W, false), ("d4", B, false), ("d6", B, false), ("f4", B, false), ("f6", B, false)],
    );
    (r, p)
}

#[test]
fn a_completed_move_is_returned_not_played() {
    let r = Rules::international();
    let start = Position::start(&r);
    let mut b = BoardInput::new(r, start);
    assert!(matches!(b.tap(sq(&r, "32")), TapOutcome::Selected { .. }));
    let TapOutcome::Played { mv, text } = b.tap(sq(&r, "28")) else { panic!("completed") };
    assert_eq!(text, "32-28");
    assert_eq!(b.position(), start, "the owner decides what the move does");
    assert_eq!(b.view().square(sq(&r, "32")).piece.map(|p| p.color), Some(W));
    b.set_position(start.play(&mv), Some((mv, text.clone())));
    let v = b.view();
    assert!(v.square(sq(&r, "28")).flags.last_to);
    assert_eq!(v.last_move.unwrap().played.notation, text);
    assert_eq!(v.turn, B);
    assert!(b.selection().is_none());
}

#[test]
fn a_drag_plays_the_unique_move_and_refuses_what_a_tap_would() {
    let r = Rules::international();
    let mut b = BoardInput::new(r, Position::start(&r));
    let s = |n| sq(&r, n);
    // Onto a square the piece cannot reach: selected, then refused.
    assert_eq!(
        b.drag(s("32"), s("22")),
        TapOutcome::Refused(Refusal::NotATarget {
            square: s("22"),
            from: s("32"),
            targets: vec![s("27"), s("28")],
        })
    );
    assert_eq!(b.selection().map(|x| x.from), Some(s("32")), "it stays selected");
    // An opponent's piece: refused, nothing selected.
    assert_eq!(
        b.drag(s("19"), s("23")),
        TapOutcome::Refused(Refusal::NotYours { square: s("19") })
    );
    // A drop where it started: just selected.
    assert!(
        matches!(b.drag(s("33"), s("33")), TapOutcome::Selected { square, .. } if square == s("33"))
    );
    // A drag from another piece starts afresh and plays.
    let out = b.drag(s("31"), s("26"));
    assert!(matches!(&out, TapOutcome::Played { text, .. } if text == "31-26"), "{out:?}");
}

#[test]
fn a_drag_to_an_end_shared_by_two_captures_asks_for_the_route() {
    let (r, p) = two_routes();
    let mut b = BoardInput::new(r, p);
    let (e3, e7, g5, c5) = (sq(&r, "e3"), sq(&r, "e7"), sq(&r, "g5"), sq(&r, "c5"));
    let mut via = vec![c5, g5];
    via.sort();
    assert_eq!(b.drag(e3, e7), TapOutcome::Refused(Refusal::SeveralEndHere { square: e7, via }));
    assert_eq!(b.selection().map(|x| x.from), Some(e3));
    // One landing square, then the end: the capture is complete.
    assert!(matches!(b.tap(g5), TapOutcome::Stepped { .. }));
    let TapOutcome::Played { mv, .. } = b.tap(e7) else { panic!("completed") };
    assert_eq!(mv.path(), &[g5, e7]);
}

#[test]
fn a_drag_through_a_session_plays_in_the_game() {
    let r = Rules::international();
    let mut s = BoardSession::new(r, [Player::Human, Player::Human]);
    let out = s.drag(sq(&r, "32"), sq(&r, "28"));
    assert!(matches!(out, TapOutcome::Played { .. }));
    assert_eq!(s.game().plies()[0].text, "32-28");
    assert!(s.view().square(sq(&r, "28")).flags.last_to);
    // The bot's turn: a drag is refused as a tap is.
    let mut s = BoardSession::from_game(Game::new(r), [Player::Bot { level: 1 }, Player::Human]);
    assert_eq!(
        s.drag(sq(&r, "32"), sq(&r, "28")),
        TapOutcome::Refused(Refusal::BotToMove { color: W })
    );
}

#[test]
fn a_locked_board_refuses_taps_with_the_owners_reason_and_the_cursor_still_moves() {
    let r = Rules::international();
    let mut b = BoardInput::new(r, Position::start(&r));
    b.tap(sq(&r, "32"));
    b.set_locked(Some(Refusal::GameOver));
    assert!(b.selection().is_none(), "locking drops the selection");
    assert_eq!(b.tap(sq(&r, "31")), TapOutcome::Refused(Refusal::GameOver));
    assert_eq!(b.cursor(), Some(sq(&r, "31")));
    assert!(matches!(b.key(Key::Up), KeyOutcome::Cursor(_)));
    assert_eq!(b.key(Key::Enter), KeyOutcome::Tap(TapOutcome::Refused(Refusal::GameOver)));
    b.set_locked(None);
    b.set_moves_shown(false);
    assert!(b.view().legal_moves.is_empty());
    b.set_moves_shown(true);
    assert_eq!(b.view().legal_moves.len(), 9);
}

#[test]
fn keys_select_and_play_and_marks_show_as_hints() {
    let r = Rules::international();
    let mut b = BoardInput::new(r, Position::start(&r));
    b.set_lang(Lang::Fr);
    b.set_cursor(sq(&r, "32"));
    assert!(matches!(b.key(Key::Enter), KeyOutcome::Tap(TapOutcome::Selected { .. })));
    assert_eq!(b.key(Key::UpLeft), KeyOutcome::Cursor(sq(&r, "27")));
    assert_eq!(b.key(Key::Right), KeyOutcome::Cursor(sq(&r, "28")));
    let KeyOutcome::Tap(out) = b.key(Key::Enter) else { panic!("a tap") };
    assert!(matches!(&out, TapOutcome::Played { text, .. } if text == "32-28"));
    assert!(b.outcome_text(&out).contains("32"), "{}", b.outcome_text(&out));
    b.set_marks(vec![sq(&r, "33")]);
    assert_eq!(b.view().flagged(|f| f.hint), vec![sq(&r, "33")]);
    b.set_flipped(true);
    let v = b.view();
    assert!(v.flipped);
    assert_eq!(v.square(sq(&r, "1")).row, 9, "square 1 at the bottom once flipped");
}

#[test]
fn one_board_action_reads_as_the_tap_drag_key_or_cancel_it_names() {
    let r = Rules::international();
    let mut b = BoardInput::new(r, Position::start(&r));
    // A direction key moves the cursor only: nothing for the owner to say.
    assert_eq!(b.apply(BoardAction::Key(Key::Up)), None);
    let at = b.cursor().unwrap();
    assert_eq!(b.apply(BoardAction::Cancel), Some(TapOutcome::Refused(Refusal::NothingSelected)));
    assert!(matches!(b.apply(BoardAction::Tap(sq(&r, "32"))), Some(TapOutcome::Selected { .. })));
    assert_eq!(b.apply(BoardAction::Key(Key::Escape)), Some(TapOutcome::Cancelled));
    assert!(b.selection().is_none());
    // Flip turns the board and keeps the cursor on its square.
    assert_eq!(b.apply(BoardAction::Flip), None);
    assert!(b.is_flipped());
    assert_eq!(b.cursor(), Some(sq(&r, "32")));
    assert_ne!(at, Square(0));
    let drag = BoardAction::Drag { from: sq(&r, "32"), to: sq(&r, "28") };
    let Some(TapOutcome::Played { text, .. }) = b.apply(drag) else { panic!("played") };
    assert_eq!(text, "32-28");
}
