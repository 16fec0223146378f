//! Move confirmation, a setting off by default: with it on, a move made on
//! the board waits, drawn on the board, with Confirm and Cancel in the
//! game's snapshot; Confirm plays it, Cancel (or Escape, or a tap) puts the
//! board back with the piece still selected.

use draughts_app::{BoardAction, GameInput, GameTable, Key};
use draughts_game::{Lang, Player};
use draughts_rules::{Rules, Square};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];

fn sq(n: u32) -> Square {
    Rules::international().square_from_number(n).unwrap()
}

fn tap(t: &mut GameTable, n: u32) {
    t.send(GameInput::Board(BoardAction::Tap(sq(n)))).unwrap();
}

/// A table with confirmation on, 32-28 made on the board and held.
fn held(lang: Lang) -> GameTable {
    let mut t = GameTable::new(Rules::international(), HUMANS, lang);
    t.send(GameInput::SetConfirmMoves(true)).unwrap();
    tap(&mut t, 32);
    tap(&mut t, 28);
    t
}

#[test]
fn without_the_setting_a_move_is_played_at_once() {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    tap(&mut t, 32);
    tap(&mut t, 28);
    let v = t.view();
    assert_eq!(v.current_ply, 1);
    assert!(v.pending_move.is_none());
}

#[test]
fn a_held_move_is_drawn_with_its_two_buttons_and_not_played() {
    let t = held(Lang::En);
    let v = t.view();
    assert_eq!(v.current_ply, 0, "not played yet");
    let p = v.pending_move.expect("the move waits");
    assert_eq!((p.notation.as_str(), p.text.as_str()), ("32-28", "Play 32-28?"));
    assert_eq!((p.confirm.label.as_str(), p.cancel.label.as_str()), ("Confirm move", "Cancel"));
    assert!(p.confirm.enabled && p.confirm.offered && p.cancel.enabled);
    assert!(v.board.square(sq(28)).piece.is_some(), "the board shows the move made");
    assert!(v.board.square(sq(32)).piece.is_none());
    assert!(v.board.legal_moves.is_empty(), "nothing else is played meanwhile");
    assert!(!v.board.escape_leaves, "Escape cancels the held move");
    assert_eq!(v.event.unwrap().text, "Play 32-28?");
}

#[test]
fn confirm_plays_the_held_move() {
    let mut t = held(Lang::En);
    t.send(GameInput::ConfirmMove).unwrap();
    let v = t.view();
    assert_eq!(v.current_ply, 1);
    assert!(v.pending_move.is_none());
    assert_eq!(v.moves[0].text, "32-28");
    assert_eq!(v.turn, draughts_rules::Color::Black);
    // Enter on the board confirms too.
    tap(&mut t, 19);
    tap(&mut t, 23);
    assert!(t.view().pending_move.is_some());
    t.send(GameInput::Board(BoardAction::Key(Key::Enter))).unwrap();
    assert_eq!(t.view().current_ply, 2);
}

#[test]
fn cancel_escape_or_a_tap_put_the_board_back_with_the_piece_selected() {
    for cancel in [
        GameInput::CancelMove,
        GameInput::Board(BoardAction::Key(Key::Escape)),
        GameInput::Board(BoardAction::Tap(sq(50))),
    ] {
        let mut t = held(Lang::En);
        t.send(cancel).unwrap();
        let v = t.view();
        assert!(v.pending_move.is_none(), "{cancel:?}");
        assert_eq!(v.current_ply, 0);
        assert_eq!(v.board.selected, Some(sq(32)), "{cancel:?}: the piece is still in hand");
        assert!(v.board.square(sq(32)).piece.is_some());
        assert_eq!(v.event.unwrap().text, "32-28 cancelled: choose another move.");
    }
}

#[test]
fn a_held_move_lapses_when_the_setting_goes_off_or_the_game_changes() {
    let mut t = held(Lang::En);
    t.send(GameInput::SetConfirmMoves(false)).unwrap();
    assert!(t.view().pending_move.is_none());
    t.send(GameInput::ConfirmMove).unwrap();
    assert_eq!(t.view().current_ply, 0, "nothing held: Confirm does nothing");
    // A drag is held as a tap is; an undo of an earlier move drops it.
    let mut t = held(Lang::En);
    t.send(GameInput::ConfirmMove).unwrap();
    t.send(GameInput::Board(BoardAction::Drag { from: sq(19), to: sq(23) })).unwrap();
    assert!(t.view().pending_move.is_some());
    t.send(GameInput::Undo).unwrap();
    let v = t.view();
    assert!(v.pending_move.is_none());
    t.send(GameInput::ConfirmMove).unwrap();
    assert_eq!(t.view().current_ply, v.current_ply, "a lapsed move is never played");
}

#[test]
fn the_buttons_speak_the_players_language() {
    for (lang, confirm, text) in [
        (Lang::Fr, "Confirmer le coup", "Jouer 32-28 ?"),
        (Lang::Nl, "Zet bevestigen", "32-28 spelen?"),
        (Lang::PtBr, "Confirmar lance", "Jogar 32-28?"),
        (Lang::Ru, "Подтвердить ход", "Сыграть 32-28?"),
    ] {
        let p = held(lang).view().pending_move.unwrap();
        assert_eq!((p.confirm.label.as_str(), p.text.as_str()), (confirm, text), "{lang:?}");
    }
}
