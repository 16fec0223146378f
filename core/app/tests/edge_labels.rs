//! The labels written outside the board, as lidraughts writes them: on a
//! numbered board the numbers of the bottom row and of the right column,
//! on a board named by coordinate the files under it and the ranks on its
//! left; both follow the board's orientation.

use draughts_app::BoardView;
use draughts_game::Lang;
use draughts_rules::{Position, Rules, Variant};

fn view(variant: Variant, flipped: bool) -> BoardView {
    let rules = Rules::preset(variant);
    BoardView::read_only(&rules, &Position::start(&rules), flipped, None, &[], Lang::En)
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[test]
fn a_numbered_board_has_numbers_along_the_bottom_and_down_the_right() {
    let v = view(Variant::International, false);
    assert_eq!(v.edge_bottom, strings(&["46", "", "47", "", "48", "", "49", "", "50", ""]));
    assert_eq!(v.edge_side, strings(&["5", "", "15", "", "25", "", "35", "", "45", ""]));
    assert!(v.edge_side_right);
    let f = view(Variant::International, true);
    assert_eq!(f.edge_bottom, strings(&["5", "", "4", "", "3", "", "2", "", "1", ""]));
    assert_eq!(f.edge_side, strings(&["46", "", "36", "", "26", "", "16", "", "6", ""]));
}

#[test]
fn a_board_named_by_coordinate_has_files_and_ranks() {
    let v = view(Variant::Russian, false);
    assert_eq!(v.edge_bottom, strings(&["a", "b", "c", "d", "e", "f", "g", "h"]));
    assert_eq!(v.edge_side, strings(&["8", "7", "6", "5", "4", "3", "2", "1"]));
    assert!(!v.edge_side_right);
}

#[test]
fn every_eight_by_eight_numbered_board_labels_four_squares_on_each_edge() {
    for variant in [Variant::English, Variant::Italian, Variant::Spanish] {
        let v = view(variant, false);
        assert_eq!(v.edge_bottom.iter().filter(|s| !s.is_empty()).count(), 4, "{variant:?}");
        assert_eq!(v.edge_side.iter().filter(|s| !s.is_empty()).count(), 4, "{variant:?}");
    }
}
