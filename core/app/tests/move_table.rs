//! The move table and the replay bar: rows in the variant's order, the
//! current row, and first/previous/next/last with their targets, labels
//! and states, the same for every front end.

use draughts_app::{GameTable, GameView};
use draughts_game::{Lang, Player};
use draughts_rules::{Color, Rules};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];

fn played(rules: Rules, fen: Option<&str>, moves: &[&str]) -> GameTable {
    let mut t = match fen {
        Some(f) => GameTable::from_fen(rules, f, HUMANS, Lang::En).unwrap(),
        None => GameTable::new(rules, HUMANS, Lang::En),
    };
    for m in moves {
        t.play_text(m).unwrap();
    }
    t
}

/// The table as text: "1. 32-28 19-23 | 2. 28x19 -".
fn rows(v: &GameView) -> String {
    let cell = |c: Option<usize>| c.map_or("-".to_string(), |i| v.moves[i].text.clone());
    let t = &v.move_table;
    t.rows
        .iter()
        .map(|r| format!("{} {} {}", r.number, cell(r.cells[0]), cell(r.cells[1])))
        .collect::<Vec<_>>()
        .join(" | ")
}

#[test]
fn white_first_rows_pair_white_then_black() {
    let t = played(Rules::international(), None, &["32-28", "19-23", "28x19"]);
    let v = t.view();
    assert_eq!(v.move_table.columns, [Color::White, Color::Black]);
    assert_eq!(v.move_table.headings, ["White".to_string(), "Black".to_string()]);
    assert_eq!(rows(&v), "1. 32-28 19-23 | 2. 28x19 -");
    assert_eq!(v.move_table.current_row, Some(1));
    assert_eq!(v.move_table.empty_text, None);
    assert_eq!(v.move_table.label, "Moves");
}

#[test]
fn black_first_variants_keep_their_order() {
    let t = played(Rules::english(), None, &["11-15", "23-19", "9-14"]);
    let v = t.view();
    assert_eq!(v.move_table.columns, [Color::Black, Color::White]);
    assert_eq!(v.move_table.headings, ["Black".to_string(), "White".to_string()]);
    assert_eq!(rows(&v), "1. 11-15 23-19 | 2. 9-14 -");
}

#[test]
fn a_game_opening_with_the_second_mover_leaves_the_first_cell_empty() {
    let t = played(Rules::international(), Some("B:W40,45:B6,7"), &["6-11", "40-34", "7-12"]);
    let v = t.view();
    assert_eq!(rows(&v), "1. - 6-11 | 2. 40-34 7-12");
}

#[test]
fn an_empty_table_says_so_and_the_bar_is_disabled() {
    let v = GameTable::new(Rules::international(), HUMANS, Lang::En).view();
    assert!(v.move_table.rows.is_empty());
    assert_eq!(v.move_table.current_row, None);
    assert_eq!(v.move_table.empty_text.as_deref(), Some("No moves yet"));
    let c = &v.replay_controls;
    for s in [&c.first, &c.previous, &c.next, &c.last] {
        assert!(!s.control.enabled && s.plies.is_none());
    }
    assert!(!c.back_to_game.enabled && !c.back_to_game.offered);
    assert!(!c.shown, "a bar that cannot act is not drawn");
}

#[test]
fn the_bar_is_shown_once_a_step_can_act_and_hidden_when_every_move_is_undone() {
    let mut t = played(Rules::international(), None, &["32-28"]);
    assert!(t.view().replay_controls.shown);
    assert!(t.replay(0));
    let c = t.view().replay_controls;
    assert!(c.shown && c.next.control.enabled && !c.first.control.enabled);
    assert!(t.replay(c.last.plies.unwrap()));
    assert!(t.undo());
    let v = t.view();
    assert_eq!(v.moves.len(), 1, "the undone move stays in the table");
    assert!(!v.replay_controls.shown, "no step can act on the start position");
}

#[test]
fn the_bar_steps_from_the_position_shown() {
    let mut t = played(Rules::international(), None, &["32-28", "19-23", "28x19", "14x23"]);
    // On the live position: back only.
    let c = t.view().replay_controls;
    assert_eq!(
        (c.first.plies, c.previous.plies, c.next.plies, c.last.plies),
        (Some(0), Some(3), None, None)
    );
    assert_eq!(
        [&c.first, &c.previous, &c.next, &c.last].map(|s| s.control.label.as_str()),
        ["First move", "Previous move", "Next move", "Last move"]
    );
    assert!(!c.back_to_game.enabled);
    // In a replay in the middle: everything, and "Back to the game" is offered.
    assert!(t.replay(2));
    let v = t.view();
    let c = &v.replay_controls;
    assert_eq!(
        (c.first.plies, c.previous.plies, c.next.plies, c.last.plies),
        (Some(0), Some(1), Some(3), Some(4))
    );
    assert!(c.back_to_game.enabled && c.back_to_game.offered);
    assert_eq!(c.back_to_game.label, "Back to the game");
    assert_eq!(v.move_table.current_row, Some(0));
    assert!(v.moves[v.move_table.rows[0].cells[1].unwrap()].current);
    // At the start: forward only.
    assert!(t.replay(0));
    let c = t.view().replay_controls;
    assert_eq!(
        (c.first.plies, c.previous.plies, c.next.plies, c.last.plies),
        (None, None, Some(1), Some(4))
    );
    assert_eq!(t.view().move_table.current_row, None);
    // Last ends the replay.
    assert!(t.replay(c.last.plies.unwrap()));
    assert!(t.view().replay.is_none());
}

#[test]
fn undone_moves_stay_in_the_table_and_last_is_the_live_position() {
    let mut t = played(Rules::international(), None, &["32-28", "19-23", "28x19"]);
    assert!(t.undo());
    let v = t.view();
    assert_eq!(rows(&v), "1. 32-28 19-23 | 2. 28x19 -");
    assert_eq!(v.move_table.current_row, Some(0));
    assert_eq!(v.replay_controls.next.plies, None);
    assert_eq!(v.replay_controls.last.plies, None);
}

#[test]
fn the_bar_and_table_speak_every_language() {
    let mut t = played(Rules::international(), None, &["32-28", "19-23"]);
    assert!(t.replay(1));
    for lang in Lang::ALL {
        t.set_lang(lang);
        let v = t.view();
        let c = &v.replay_controls;
        let labels = [
            &c.first.control.label,
            &c.previous.control.label,
            &c.next.control.label,
            &c.last.control.label,
            &c.back_to_game.label,
            &v.move_table.label,
        ];
        for l in labels {
            assert!(!l.is_empty() && !l.contains("game-"), "{lang:?}: {l}");
        }
        let distinct: std::collections::HashSet<_> = labels.iter().collect();
        assert_eq!(distinct.len(), labels.len(), "{lang:?}");
    }
}
