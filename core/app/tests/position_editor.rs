//! The position editor through its one contract ([`PositionEditor::send`]):
//! a tap places or removes the piece in hand, the keys move a cursor and
//! Enter places, a drag moves a piece, a refusal is said in the player's
//! language, and the buttons follow whether a game can start.

use draughts_app::analysis::{EditorInput, EditorTool, PositionEditor};
use draughts_app::{BoardAction, Key};
use draughts_game::Lang;
use draughts_rules::{Color, Rules, Square};

fn sq(r: &Rules, n: u32) -> Square {
    r.square_from_number(n).unwrap()
}

#[test]
fn a_piece_is_placed_by_keys_alone() {
    let r = Rules::international();
    let mut e = PositionEditor::new(r);
    let v = e.send(EditorInput::Board(BoardAction::Key(Key::Up)), Lang::En);
    let start = v.board.cursor.expect("the cursor starts at the bottom left");
    assert!(v.board.square(start).flags.cursor);
    assert!(v.board.legal_moves.is_empty(), "the editor's board has no moves");
    // Up and right: the cursor walks the dark squares as drawn.
    e.send(EditorInput::Board(BoardAction::Key(Key::Up)), Lang::En);
    let v = e.send(EditorInput::Board(BoardAction::Key(Key::UpRight)), Lang::En);
    let at = v.board.cursor.unwrap();
    assert_ne!(at, start);
    let v = e.send(EditorInput::Board(BoardAction::Key(Key::Enter)), Lang::En);
    assert_eq!(v.board.square(at).piece.map(|p| p.color), Some(Color::White));
    assert_eq!(v.said, format!("White man on {}.", r.square_name(at)));
    assert_eq!(v.board.cursor, Some(at), "the cursor stays where it was");
    // Enter again: the same piece is taken off.
    let v = e.send(EditorInput::Board(BoardAction::Key(Key::Enter)), Lang::En);
    assert_eq!(v.board.square(at).piece, None);
    assert_eq!(v.said, format!("{} emptied.", r.square_name(at)));
}

#[test]
fn taps_a_drag_and_the_buttons() {
    let r = Rules::international();
    let mut e = PositionEditor::new(r);
    let v = e.send(EditorInput::Board(BoardAction::Tap(sq(&r, 32))), Lang::Fr);
    assert_eq!(v.fen, "W:W32:B");
    assert!(!v.controls.analyse.enabled && !v.controls.play.enabled, "Black has no piece");
    assert!(v.controls.clear.enabled);
    assert_eq!(v.controls.analyse.label, "Analyser");
    e.send(EditorInput::Tool(EditorTool::BlackKing), Lang::Fr);
    let v = e.send(EditorInput::Board(BoardAction::Tap(sq(&r, 19))), Lang::Fr);
    assert_eq!(v.fen, "W:W32:BK19");
    assert!(v.controls.analyse.enabled && v.controls.play.enabled);
    // A drag moves the white man.
    let v = e
        .send(EditorInput::Board(BoardAction::Drag { from: sq(&r, 32), to: sq(&r, 28) }), Lang::Fr);
    assert_eq!(v.fen, "W:W28:BK19");
    // A white man on its promotion row is refused, in words.
    e.send(EditorInput::Tool(EditorTool::WhiteMan), Lang::Fr);
    let v = e.send(EditorInput::Board(BoardAction::Tap(sq(&r, 3))), Lang::Fr);
    assert_eq!(v.fen, "W:W28:BK19", "nothing changed");
    assert!(v.said.contains('3') && v.refusal.is_some(), "{}", v.said);
    let v = e.send(EditorInput::Turn(Color::Black), Lang::Nl);
    assert_eq!(v.turn, Color::Black);
    let v = e.send(EditorInput::Clear, Lang::Ru);
    assert_eq!(v.fen, "B:W:B");
    assert!(!v.controls.clear.enabled);
    assert_eq!(v.controls.start.label, "Начальная позиция");
    let v = e.send(EditorInput::Board(BoardAction::Flip), Lang::En);
    assert!(v.board.flipped);
    let v = e.send(EditorInput::StartPosition, Lang::PtBr);
    assert_eq!(v.pieces.len(), 40);
    assert!(v.board.flipped, "the board stays turned");
}
