//! The contrast of every board theme with every piece set, as WCAG 2
//! contrast ratios (<https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio>).
//! `cargo test -p draughts-app --test looks_contrast -- --nocapture` prints
//! the whole table.
//!
//! The floors, after WCAG 2.1's 1.4.11 (non-text contrast, 3:1) and 1.4.3
//! (text, 4.5:1):
//! * a man on a dark square: its outline (the better of its face and its
//!   rim) at least 3:1, and its face alone at least 2:1, so the two colours
//!   of men are told apart by their faces, not only by a line;
//! * a man on a light square (while it slides across one): its outline at
//!   least 3:1;
//! * in the high-contrast theme, the face alone at least 3:1 on the dark
//!   squares, for both colours and every set;
//! * the two colours of men: faces at least 7:1 from each other;
//! * marks: each mark is drawn over the theme's dark keyline, so the keyline
//!   at least 3:1 against the dark squares and each mark at least 4.5:1
//!   against its keyline;
//! * coordinates on the frame: at least 4.5:1 (text).

use draughts_app::looks::{contrast, BOARD_THEMES, PIECE_SETS};

fn outline(fill: u32, rim: u32, square: u32) -> f64 {
    contrast(fill, square).max(contrast(rim, square))
}

#[test]
fn men_stand_out_on_every_square_of_every_theme() {
    let mut failures = Vec::new();
    println!("theme     set     side   face/dark outline/dark outline/light");
    for t in BOARD_THEMES {
        for s in PIECE_SETS {
            for (side, c) in [("white", s.white), ("black", s.black)] {
                let face = contrast(c.fill, t.dark);
                let on_dark = outline(c.fill, c.rim, t.dark);
                let on_light = outline(c.fill, c.rim, t.light);
                println!(
                    "{:9} {:7} {side:6} {face:9.2} {on_dark:12.2} {on_light:13.2}",
                    t.id, s.id
                );
                let face_floor = if t.id == "contrast" { 3.0 } else { 2.0 };
                if face < face_floor || on_dark < 3.0 || on_light < 3.0 {
                    failures.push(format!("{} {} {side}", t.id, s.id));
                }
            }
        }
    }
    assert!(failures.is_empty(), "below the floors: {failures:?}");
}

#[test]
fn the_two_colours_of_men_are_far_apart() {
    for s in PIECE_SETS {
        let r = contrast(s.white.fill, s.black.fill);
        println!("{:7} white/black faces {r:.2}", s.id);
        assert!(r >= 7.0, "{}: {r:.2}", s.id);
    }
}

#[test]
fn marks_and_coordinates_read_on_every_theme() {
    println!("theme     keyline/dark last sel  target must capt hint frame-text");
    for t in BOARD_THEMES {
        let marks = [t.last_move, t.selected, t.target, t.must_capture, t.captured, t.hint];
        let on_keyline: Vec<f64> = marks.iter().map(|&m| contrast(m, t.keyline)).collect();
        let keyline = contrast(t.keyline, t.dark);
        let text = contrast(t.frame_text, t.frame);
        println!(
            "{:9} {keyline:12.2} {}  {text:.2}",
            t.id,
            on_keyline.iter().map(|r| format!("{r:5.2}")).collect::<Vec<_>>().join(" ")
        );
        assert!(keyline >= 3.0, "{}: keyline {keyline:.2}", t.id);
        for r in on_keyline {
            assert!(r >= 4.5, "{}: a mark at {r:.2} on its keyline", t.id);
        }
        assert!(text >= 4.5, "{}: frame text {text:.2}", t.id);
    }
}

#[test]
fn there_are_six_themes_or_more_and_three_sets_or_more() {
    assert!(BOARD_THEMES.len() >= 6);
    assert!(PIECE_SETS.len() >= 3);
}
