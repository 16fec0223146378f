//! Which marks the board shows and their kind, as the apps draw them: dots
//! on a plain move's destinations, rings on a capture's landings, the path
//! and the ghosts of a capture tapped hop by hop, the last move's squares.

use draughts_app::{BoardSession, DestinationMark};
use draughts_game::Player;
use draughts_rules::{Position, Rules, Square};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];

fn sq(rules: &Rules, name: &str) -> Square {
    rules.parse_square(name).unwrap_or_else(|| panic!("no square {name}"))
}

fn session(rules: Rules, fen: &str) -> BoardSession {
    let pos = Position::from_fen(&rules, fen).expect("a valid FEN");
    let game = draughts_game::Game::from_position(rules, pos);
    BoardSession::from_game(game, HUMANS)
}

#[test]
fn a_plain_move_s_destinations_are_dots_and_nothing_else_is_marked() {
    let r = Rules::international();
    let mut s = BoardSession::new(r, HUMANS);
    s.tap(sq(&r, "32"));
    let v = s.view();
    for n in ["27", "28"] {
        assert_eq!(v.square(sq(&r, n)).flags.destination, DestinationMark::Dot, "{n}");
    }
    let marked = v.flagged(|f| f.destination != DestinationMark::None);
    assert_eq!(marked, [sq(&r, "27"), sq(&r, "28")]);
    assert!(v.path.is_empty(), "no capture under way");
}

#[test]
fn a_capture_s_landings_are_rings() {
    let r = Rules::russian();
    let mut s = session(r, "W:Wc3:Bd4");
    s.tap(sq(&r, "c3"));
    let v = s.view();
    assert_eq!(v.square(sq(&r, "e5")).flags.destination, DestinationMark::Ring);
    assert_eq!(v.square(sq(&r, "d4")).flags.destination, DestinationMark::None, "the piece taken");
    assert!(v.square(sq(&r, "c3")).flags.must_capture, "the capturer keeps its own mark");
}

#[test]
fn a_capture_tapped_hop_by_hop_draws_its_path_and_its_ghosts() {
    let r = Rules::russian();
    let mut s = session(r, "W:Wb6:Bc7,f6,e3");
    s.tap(sq(&r, "b6"));
    s.tap(sq(&r, "d8"));
    let v = s.view();
    assert_eq!(v.path, [sq(&r, "b6"), sq(&r, "d8")], "from the start through each landing");
    let ghost = v.square(sq(&r, "c7"));
    assert!(ghost.flags.captured && ghost.piece.is_some(), "the taken man stays, as a ghost");
    assert!(v.square(sq(&r, "b6")).piece.is_none(), "the mover has left its square");
    let rings = v.flagged(|f| f.destination == DestinationMark::Ring);
    assert!(!rings.is_empty());
    assert!(rings.iter().all(|&q| v.square(q).piece.is_none()), "rings land on empty squares");
    s.cancel();
    assert!(s.view().path.is_empty(), "cancelled: no path left");
}

#[test]
fn the_last_move_marks_every_square_of_its_path() {
    let r = Rules::russian();
    let mut s = session(r, "W:Wb6:Bc7,f6,e3");
    s.play_text("b6:c1").unwrap();
    let v = s.view();
    assert!(v.square(sq(&r, "b6")).flags.last_from);
    assert!(v.square(sq(&r, "d8")).flags.last_path && v.square(sq(&r, "g5")).flags.last_path);
    assert!(v.square(sq(&r, "c1")).flags.last_to);
    assert!(v.flagged(|f| f.destination != DestinationMark::None).is_empty());
}

#[test]
fn a_drag_plays_the_move_and_a_drop_on_its_own_square_keeps_the_selection() {
    use draughts_app::{BoardAction, GameInput, GameTable, TapOutcome};
    let r = Rules::international();
    let mut t = GameTable::new(r, HUMANS, draughts_game::Lang::En);
    t.send(GameInput::Board(BoardAction::Drag { from: sq(&r, "32"), to: sq(&r, "32") })).unwrap();
    assert_eq!(t.view().board.selected, Some(sq(&r, "32")), "dropped back: still selected");
    assert!(
        matches!(t.drag(sq(&r, "33"), sq(&r, "28")), TapOutcome::Played { .. }),
        "another piece"
    );
    assert_eq!(t.view().current_ply, 1);
    let e = t.view().event.unwrap();
    assert_eq!(e.sound, Some(draughts_app::SoundCue::Move), "one move, one sound");
}
