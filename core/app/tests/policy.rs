//! The screen's policy the front ends used to decide for themselves, now
//! the core's: when the end sheet opens, whether resigning asks first,
//! rematch, the strips' order, where a move of the list leads, a new
//! game's players and default level, the move animation's plan, and what
//! happens after a failed search.

use draughts_app::{Fade, GameMode, GameTable, NewGame};
use draughts_engine::Level;
use draughts_game::{Lang, Player};
use draughts_rules::{Color, Piece, PieceKind, Rules, Square};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];

fn sq(rules: &Rules, name: &str) -> Square {
    rules.parse_square(name).unwrap_or_else(|| panic!("no square {name}"))
}

/// Russian, White to take the last black piece: c3:e5 ends the game.
fn last_capture() -> GameTable {
    GameTable::from_fen(Rules::russian(), "W:Wc3,h2:Bd4", HUMANS, Lang::En).unwrap()
}

#[test]
fn the_end_sheet_opens_when_the_game_ends_here_and_closes_when_asked() {
    let mut s = last_capture();
    assert!(!s.view().just_ended);
    s.play_text("c3:e5").unwrap();
    let v = s.view();
    assert!(v.result.is_some() && v.just_ended, "a move that ends the game");
    assert!(s.view().just_ended, "reading the view again keeps it up");
    s.flip();
    assert!(s.view().just_ended, "turning the board does not close it");
    s.dismiss_end();
    assert!(!s.view().just_ended, "closed");
    // Undone away, then redone: the redo ends the game again, and the sheet
    // opens again (the same on every front end).
    s.undo();
    assert!(!s.view().just_ended && s.view().result.is_none());
    s.redo();
    assert!(s.view().just_ended, "a redo into a finished game opens it");
    // "Replay" on the sheet is a replay from the start: the sheet goes.
    assert!(s.replay(0));
    let v = s.view();
    assert!(!v.just_ended && v.replay.is_some());
    s.end_replay();
    assert!(!s.view().just_ended, "it stays closed after the replay");
    // A finished game opened from its save is not news.
    let saved = GameTable::restore(&s.save()).unwrap();
    assert!(saved.view().result.is_some() && !saved.view().just_ended);
}

#[test]
fn resigning_opens_the_sheet_asks_first_and_rematch_follows_the_result() {
    let r = Rules::international();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 2 }], Lang::En);
    let v = s.view();
    assert!(v.confirm_resign && v.enabled.resign, "resigning asks first, everywhere");
    assert!(!v.enabled.rematch, "no rematch before a result");
    s.resign().unwrap();
    let v = s.view();
    assert!(v.just_ended && v.enabled.rematch);
    assert!(s.replay(0), "no move: the live position");
    assert!(!s.view().just_ended, "Replay closes the sheet even with nothing to look back at");
    let mut two = GameTable::new(r, HUMANS, Lang::En);
    two.play_text("32-28").unwrap();
    two.offer_draw().unwrap();
    two.answer_draw(true).unwrap();
    assert!(two.view().just_ended && two.view().enabled.rematch, "an agreed draw");
}

#[test]
fn strips_in_screen_order_and_the_replay_target_of_each_move() {
    // Against the bot as Black, the board faces the person: Black at the
    // bottom, so White's strip goes above the board.
    let r = Rules::english();
    let mut s = GameTable::new(r, [Player::Bot { level: 1 }, Player::Human], Lang::En);
    assert!(s.view().board.flipped);
    assert_eq!(s.view().strip_order, [Color::White, Color::Black]);
    s.flip();
    assert_eq!(s.view().strip_order, [Color::Black, Color::White]);
    let mut i = GameTable::new(Rules::international(), HUMANS, Lang::En);
    assert_eq!(i.view().strip_order, [Color::Black, Color::White], "White at the bottom");
    i.play_text("32-28").unwrap();
    i.play_text("19-23").unwrap();
    let v = i.view();
    assert_eq!(v.moves.iter().map(|m| m.replay_plies).collect::<Vec<_>>(), [1, 2]);
    assert!(i.replay(v.moves[0].replay_plies));
    assert_eq!(i.view().replay.unwrap().plies, 1);
}

#[test]
fn a_new_game_says_who_plays_which_colour() {
    assert_eq!(Level::DEFAULT, 3);
    let bot = |level| Player::Bot { level };
    let g = |mode, side, level| NewGame { mode, side, level }.players();
    assert_eq!(g(GameMode::VsBot, Color::White, 4), [Player::Human, bot(4)]);
    assert_eq!(g(GameMode::VsBot, Color::Black, 1), [bot(1), Player::Human]);
    assert_eq!(g(GameMode::TwoPlayers, Color::Black, 6), HUMANS);
    assert_eq!(g(GameMode::VsBot, Color::White, 0), [Player::Human, bot(1)], "clamped");
    assert_eq!(g(GameMode::VsBot, Color::White, 9), [Player::Human, bot(6)], "clamped");
    assert_eq!(NewGame::default().players(), [Player::Human, bot(Level::DEFAULT)]);
}

#[test]
fn the_animation_plan_of_a_move_typed_whole() {
    let r = Rules::russian();
    let mut s = GameTable::from_fen(r, "W:Wb6:Bc7,f6,e3", HUMANS, Lang::En).unwrap();
    assert!(s.view().animation.is_none());
    s.play_text("b6:c1").unwrap();
    let v = s.view();
    let a = v.animation.expect("the move just played");
    assert_eq!(a.seq, v.event.unwrap().seq, "one animation per Moved event");
    assert_eq!(a.piece, Piece { color: Color::White, kind: PieceKind::Man });
    let names = |q: &[Square]| q.iter().map(|&q| r.square_name(q)).collect::<Vec<_>>();
    assert_eq!(names(&a.squares), ["b6", "d8", "g5", "c1"]);
    assert_eq!(a.crowns_at, Some(1), "crowned on d8, then a flying king");
    let man = Piece { color: Color::Black, kind: PieceKind::Man };
    assert_eq!(
        a.fades,
        [
            Fade { square: sq(&r, "c7"), piece: man, step: 1 },
            Fade { square: sq(&r, "f6"), piece: man, step: 2 },
            Fade { square: sq(&r, "e3"), piece: man, step: 3 },
        ]
    );
    // Anything else that changes the live game ends it; a replay hides it.
    s.undo();
    assert!(s.view().animation.is_none());
    s.redo();
    assert!(s.view().animation.is_none(), "a redo is not animated");
}

#[test]
fn the_animation_plan_of_a_capture_tapped_step_by_step() {
    let r = Rules::russian();
    let mut s = GameTable::from_fen(r, "W:Wb6:Bc7,f6,e3", HUMANS, Lang::En).unwrap();
    s.tap(sq(&r, "b6"));
    s.tap(sq(&r, "d8"));
    assert!(s.view().board.capture.is_some(), "d8 tapped: the capture goes on");
    s.tap(sq(&r, "c1"));
    let a = s.view().animation.expect("played");
    let names = |q: &[Square]| q.iter().map(|&q| r.square_name(q)).collect::<Vec<_>>();
    assert_eq!(names(&a.squares), ["d8", "g5", "c1"], "from where the piece stands");
    assert_eq!(a.piece.kind, PieceKind::King, "already crowned on d8");
    assert_eq!(a.crowns_at, None);
    assert_eq!(a.fades.iter().map(|f| f.step).collect::<Vec<_>>(), [0, 1, 2]);
    s.replay(0);
    assert!(s.view().animation.is_none(), "not over a replayed position");
}

#[test]
fn a_failed_search_is_not_asked_again_until_the_game_changes() {
    let r = Rules::international();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 1 }], Lang::En);
    s.play_text("32-28").unwrap();
    let ticket = s.view().search.expect("the bot is to move");
    s.search_failed(&ticket);
    assert!(s.view().search.is_none(), "it would fail again");
    s.flip();
    s.set_lang(Lang::Fr);
    assert!(s.view().search.is_none(), "inputs that change nothing do not retry");
    s.undo();
    s.redo();
    let again = s.view().search.expect("the game changed: asked again");
    assert_ne!(again, ticket);
    // A stale ticket's failure changes nothing.
    s.search_failed(&ticket);
    assert_eq!(s.view().search, Some(again));
}
