//! What Escape and a lift mean on each board, said by the snapshot so that
//! no front end decides it: Escape cancels what the board has to cancel (a
//! selection, a capture, a replay) and otherwise leaves the screen; a lift
//! selects the piece, except on the position editor's board, where it only
//! picks the piece up.

use draughts_app::analysis::{AnalysisBoard, AnalysisInput, MoveTree, PositionEditor};
use draughts_app::{BoardAction, GameInput, GameTable, Key};
use draughts_game::{Lang, Player};
use draughts_rules::{Position, Rules};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];

#[test]
fn escape_cancels_a_selection_then_leaves_the_game() {
    let r = Rules::international();
    let mut t = GameTable::new(r, HUMANS, Lang::En);
    assert!(t.view().board.escape_leaves, "nothing to cancel: Escape leaves");
    let from = r.square_from_number(32).unwrap();
    t.send(GameInput::Board(BoardAction::Tap(from))).unwrap();
    assert!(!t.view().board.escape_leaves, "a selection to cancel");
    t.send(GameInput::Board(BoardAction::Key(Key::Escape))).unwrap();
    let v = t.view();
    assert_eq!(v.board.selected, None);
    assert!(v.board.escape_leaves, "cancelled: the next Escape leaves");
}

#[test]
fn escape_leaves_a_replay_before_the_game() {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    t.play_text("32-28").unwrap();
    t.send(GameInput::Replay(0)).unwrap();
    assert!(!t.view().board.escape_leaves, "the replay is cancelled first");
    t.send(GameInput::EndReplay).unwrap();
    assert!(t.view().board.escape_leaves);
}

#[test]
fn escape_on_the_analysis_board_follows_its_selection() {
    let r = Rules::international();
    let mut a = AnalysisBoard::new(MoveTree::new(r, Position::start(&r)), Lang::En);
    assert!(a.view().board.escape_leaves);
    let v = a.send(AnalysisInput::Board(BoardAction::Tap(r.square_from_number(31).unwrap())));
    assert!(v.board.selected.is_some() && !v.board.escape_leaves);
}

#[test]
fn a_lift_selects_on_a_playing_board_not_on_the_editors() {
    let r = Rules::international();
    assert!(GameTable::new(r, HUMANS, Lang::En).view().board.select_on_lift);
    assert!(
        AnalysisBoard::new(MoveTree::new(r, Position::start(&r)), Lang::En)
            .view()
            .board
            .select_on_lift
    );
    let editor = PositionEditor::new(r).view(Lang::En);
    assert!(!editor.board.select_on_lift, "the editor's lift only picks the piece up");
}
