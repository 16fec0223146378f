//! The position editor through its one contract ([`PositionEditor::send`]):
//! a tap places or removes the piece in hand, the keys move a cursor and
//! Enter places, a drag moves a piece, a refusal is said in the player's
//! language, and the buttons follow whether a game can start.

use draughts_app::analysis::{EditorInput, EditorTool, PositionEditor};
use draughts_app::{BoardAction, Key};
use draughts_game::Lang;
use draughts_rules::{Color, Rules, Square, Variant};

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

#[test]
fn a_drag_off_the_board_removes_a_pasted_fen_and_a_variant_set_up_through_send() {
    let r = Rules::international();
    let mut e = PositionEditor::new(r);
    e.send(EditorInput::StartPosition, Lang::En);
    let v = e.send(EditorInput::DragOff(sq(&r, 32)), Lang::En);
    assert_eq!(v.pieces.len(), 39);
    assert_eq!(v.said, "32 emptied.");
    // A FEN that does not read changes nothing and says why, in the language.
    let before = v.fen.clone();
    let v = e.send(EditorInput::Fen("W:W99".into()), Lang::Fr);
    assert_eq!(v.fen, before);
    let why = v.refusal.expect("refused in words");
    assert!(why.contains("99"), "{why}");
    assert!(v.said.to_lowercase() == why.to_lowercase(), "said: {}", v.said);
    // The next input forgets it.
    let v = e.send(EditorInput::Fen("B:W31:B19".into()), Lang::Fr);
    assert_eq!((v.fen.as_str(), v.refusal), ("B:W31:B19", None));
    assert_eq!(v.turns.iter().filter(|t| t.selected).count(), 1);
    assert!(v.turns[1].selected && v.turns[1].label == "Trait aux Noirs", "{:?}", v.turns);
    // Another variant: another board, so the pieces go.
    let v = e.send(EditorInput::Variant(Variant::English), Lang::En);
    assert_eq!(v.fen, "B:W:B");
    let chosen: Vec<&str> =
        v.variants.iter().filter(|c| c.selected).map(|c| c.label.as_str()).collect();
    assert_eq!(chosen, ["English draughts"]);
    assert_eq!(v.variants.len(), Variant::ALL.len());
    assert_eq!(
        (v.variant_label.as_str(), v.controls.copy_fen.label.as_str()),
        ("Variant", "Copy FEN")
    );
    assert_eq!(v.palette_labels, ["White pieces".to_string(), "Black pieces".to_string()]);
    assert!(!v.controls.play_bot.enabled && !v.controls.play_friend.enabled, "nothing to play");
    assert_eq!(v.controls.play_friend.label, "Two players");
}
