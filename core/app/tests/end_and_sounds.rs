//! The end of a game as the end-of-game card draws it (headline, score in
//! the variant's style, reason, winner, buttons) and the sound every event
//! carries, so that no front end decides either.

use draughts_app::{EndActionKind, EventKind, GameTable, SoundCue};
use draughts_game::{Lang, Player};
use draughts_rules::{Color, Rules};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];

fn table(rules: Rules, fen: &str) -> GameTable {
    GameTable::from_fen(rules, fen, HUMANS, Lang::En).unwrap()
}

fn last_sound(t: &GameTable) -> Option<SoundCue> {
    t.view().event.expect("an event").sound
}

#[test]
fn a_plain_move_sounds_as_a_move() {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    t.play_text("32-28").unwrap();
    assert_eq!(last_sound(&t), Some(SoundCue::Move));
}

#[test]
fn a_capture_sounds_as_a_capture() {
    let mut t = table(Rules::russian(), "W:Wc3,h2:Bd4,a7");
    t.play_text("c3:e5").unwrap();
    assert_eq!(last_sound(&t), Some(SoundCue::Capture));
}

#[test]
fn a_crowning_capture_sounds_as_a_crowning() {
    let mut t = table(Rules::russian(), "W:Wb6,h2:Bc7,a5");
    t.play_text("b6:d8").unwrap();
    let e = t.view().event.unwrap();
    assert!(matches!(e.kind, EventKind::Moved { capture: true, crowned: true, .. }));
    assert_eq!(e.sound, Some(SoundCue::Crowning), "the crowning over the capture");
}

#[test]
fn a_plain_crowning_move_sounds_as_a_crowning() {
    let mut t = table(Rules::russian(), "W:Wc7,h2:Ba5");
    t.play_text("c7-d8").unwrap();
    assert_eq!(last_sound(&t), Some(SoundCue::Crowning));
}

#[test]
fn the_move_that_ends_the_game_sounds_as_the_end() {
    let mut t = table(Rules::russian(), "W:Wc3,h2:Bd4");
    t.play_text("c3:e5").unwrap();
    assert_eq!(last_sound(&t), Some(SoundCue::GameEnd), "the end over the capture");
}

#[test]
fn a_resignation_sounds_as_the_end_and_a_selection_is_silent() {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    let r = Rules::international();
    t.tap(r.square_from_number(32).unwrap());
    assert_eq!(last_sound(&t), None, "selecting makes no sound");
    t.resign().unwrap();
    assert_eq!(last_sound(&t), Some(SoundCue::GameEnd));
}

#[test]
fn international_scores_two_points_a_game() {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    t.play_text("32-28").unwrap();
    t.resign().unwrap(); // Black, to move, resigns
    let v = t.view();
    let r = v.result.expect("over");
    assert_eq!((r.headline.as_str(), r.score.as_str()), ("White wins", "2-0"));
    assert_eq!(r.why, "Black resigned");
    assert_eq!(r.winner, Some(Color::White));
    assert!(v.players[Color::White.index()].winner && !v.players[Color::Black.index()].winner);
    assert!(v.players[Color::White.index()].spoken.contains("winner"), "read out too");
    let kinds: Vec<_> = r.actions.iter().map(|a| a.kind).collect();
    assert_eq!(
        kinds,
        [
            EndActionKind::Rematch,
            EndActionKind::Analyse,
            EndActionKind::Share,
            EndActionKind::NewGame
        ]
    );
    let labels: Vec<_> = r.actions.iter().map(|a| a.control.label.as_str()).collect();
    assert_eq!(labels, ["Rematch", "Analyse", "Share", "New game"]);
    assert!(r.actions[0].control.offered, "Rematch is put forward");
    assert!(r.actions.iter().skip(1).all(|a| a.control.enabled && !a.control.offered));
}

#[test]
fn other_variants_score_one_point_and_draws_halves() {
    let mut t = table(Rules::russian(), "W:Wc3,h2:Bd4");
    t.play_text("c3:e5").unwrap();
    let r = t.view().result.unwrap();
    assert_eq!((r.score.as_str(), r.winner), ("1-0", Some(Color::White)));
    assert_eq!(r.why, "Black has no pieces left");

    let mut t = GameTable::new(Rules::russian(), HUMANS, Lang::En);
    t.offer_draw().unwrap();
    t.answer_draw(true).unwrap();
    let v = t.view();
    let r = v.result.unwrap();
    assert_eq!((r.headline.as_str(), r.score.as_str(), r.winner), ("Draw", "½-½", None));
    assert_eq!(r.why, "By agreement");
    assert!(v.players.iter().all(|p| !p.winner));

    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    t.offer_draw().unwrap();
    t.answer_draw(true).unwrap();
    assert_eq!(t.view().result.unwrap().score, "1-1");
}

#[test]
fn the_end_of_game_card_speaks_the_player_s_language() {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::Fr);
    t.resign().unwrap();
    let r = t.view().result.unwrap();
    assert_eq!((r.headline.as_str(), r.score.as_str()), ("Les Noirs gagnent", "0-2"));
    assert_eq!(r.actions[0].control.label, "Revanche");
}
