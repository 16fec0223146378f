//! How boards and pieces look: the board themes and the piece sets, as data
//! both apps draw from, so a theme or a set is defined once. Colours are
//! `0xAARRGGBB`; sizes are fractions of a square's side.
//!
//! The choices follow what players know from lidraughts and lichess (flat
//! wood, maple, green, blue and grey boards; pieces that nearly fill their
//! square, with a rim; a king as two stacked men under a crown), in colours
//! of this project's own. Every theme is checked for contrast by
//! `tests/looks_contrast.rs` (WCAG 2 ratios, floors stated there).

use crate::i18n::text;
use crate::BoardView;
use draughts_game::Lang;
use draughts_rules::{Position, Rules, Variant};

/// A board theme: the squares, the frame around them and the marks' colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardTheme {
    /// Stable id, stored in the settings (`wood`, `maple`, …).
    pub id: &'static str,
    /// The light (non-playing) squares.
    pub light: u32,
    /// The dark (playing) squares.
    pub dark: u32,
    /// The frame around the board, where outside coordinates are written.
    pub frame: u32,
    /// The coordinates written on the frame.
    pub frame_text: u32,
    /// The last move's squares (drawn translucent over the square).
    pub last_move: u32,
    /// The selected piece's square (drawn translucent over the square).
    pub selected: u32,
    /// Where the selected piece may go.
    pub target: u32,
    /// A piece that must capture.
    pub must_capture: u32,
    /// A piece taken in the capture being played.
    pub captured: u32,
    /// The hinted move.
    pub hint: u32,
    /// The dark line drawn under every mark, so a mark reads on any square.
    pub keyline: u32,
}

/// How the men of one side are coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceColours {
    /// The face of the piece.
    pub fill: u32,
    /// Its rim: the edge that outlines it against the square.
    pub rim: u32,
    /// The grooves on its face, and the line of the crown.
    pub detail: u32,
    /// The crown of a king.
    pub crown: u32,
}

/// A piece set: the shape of the men and kings, and their colours.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PieceSet {
    /// Stable id, stored in the settings (`relief`, `flat`, `ringed`).
    pub id: &'static str,
    /// A man's diameter, as a fraction of the square.
    pub diameter: f32,
    /// The rim's width, as a fraction of the square.
    pub rim: f32,
    /// Concentric grooves on the face (0 for a plain face).
    pub grooves: u8,
    /// Whether the face is shaded as a turned piece (a light from the top
    /// left) rather than flat.
    pub relief: bool,
    /// The opacity of the shadow under a piece (0 for none).
    pub shadow: f32,
    /// How far a king's upper disc sits above its lower one, as a fraction
    /// of the square: the two stacked men of a king.
    pub king_lift: f32,
    /// White's men.
    pub white: PieceColours,
    /// Black's men.
    pub black: PieceColours,
}

impl BoardTheme {
    /// The theme's name in `lang`.
    pub fn name(&self, lang: Lang) -> &'static str {
        text(lang, theme_message(self.id))
    }
}

impl PieceSet {
    /// The set's name in `lang`.
    pub fn name(&self, lang: Lang) -> &'static str {
        text(lang, set_message(self.id))
    }

    /// The colours of one side's men.
    pub fn colours(&self, white: bool) -> PieceColours {
        if white {
            self.white
        } else {
            self.black
        }
    }
}

fn theme_message(id: &str) -> &'static str {
    match id {
        "wood" => "game-look-theme-wood",
        "maple" => "game-look-theme-maple",
        "walnut" => "game-look-theme-walnut",
        "green" => "game-look-theme-green",
        "blue" => "game-look-theme-blue",
        "grey" => "game-look-theme-grey",
        _ => "game-look-theme-contrast",
    }
}

fn set_message(id: &str) -> &'static str {
    match id {
        "relief" => "game-look-set-relief",
        "ringed" => "game-look-set-ringed",
        _ => "game-look-set-flat",
    }
}

/// The marks of every theme but the high-contrast one: warm yellow last
/// move, blue selection, green targets, amber must-capture, red capture,
/// violet hint (Okabe–Ito hues, told apart by shape as well).
const MARKS: BoardTheme = BoardTheme {
    id: "",
    light: 0,
    dark: 0,
    frame: 0,
    frame_text: 0,
    last_move: 0xFFF2D64B,
    selected: 0xFF56B4E9,
    target: 0xFF2FBF71,
    must_capture: 0xFFFFC21A,
    captured: 0xFFE8473C,
    hint: 0xFFC58AF9,
    keyline: 0xFF141414,
};

/// The board themes, the default (`wood`) first.
pub const BOARD_THEMES: [BoardTheme; 7] = [
    BoardTheme {
        id: "wood",
        light: 0xFFE9CFA6,
        dark: 0xFFA5714A,
        frame: 0xFF5E3B22,
        frame_text: 0xFFF3E2C7,
        ..MARKS
    },
    BoardTheme {
        id: "maple",
        light: 0xFFF5E3C3,
        dark: 0xFFAE7D4F,
        frame: 0xFF7A5432,
        frame_text: 0xFFFBF1DE,
        ..MARKS
    },
    BoardTheme {
        id: "walnut",
        light: 0xFFD9B48A,
        dark: 0xFF8A5A3A,
        frame: 0xFF3E2716,
        frame_text: 0xFFEBD3B3,
        ..MARKS
    },
    BoardTheme {
        id: "green",
        light: 0xFFEAEFD2,
        dark: 0xFF6E9A58,
        frame: 0xFF3F5B31,
        frame_text: 0xFFEAEFD2,
        ..MARKS
    },
    BoardTheme {
        id: "blue",
        light: 0xFFDEE6EE,
        dark: 0xFF5E86AE,
        frame: 0xFF34506C,
        frame_text: 0xFFE6EDF4,
        ..MARKS
    },
    BoardTheme {
        id: "grey",
        light: 0xFFE2E2E2,
        dark: 0xFF8A8A8A,
        frame: 0xFF4D4D4D,
        frame_text: 0xFFF0F0F0,
        ..MARKS
    },
    BoardTheme {
        id: "contrast",
        light: 0xFFFFFFFF,
        dark: 0xFF767676,
        frame: 0xFF000000,
        frame_text: 0xFFFFFFFF,
        last_move: 0xFFFFE100,
        selected: 0xFF00B0FF,
        target: 0xFF00E676,
        must_capture: 0xFFFFB300,
        captured: 0xFFFF1744,
        hint: 0xFFE040FB,
        keyline: 0xFF000000,
    },
];

/// The piece sets, the default (`relief`) first.
pub const PIECE_SETS: [PieceSet; 3] = [
    PieceSet {
        id: "relief",
        diameter: 0.86,
        rim: 0.035,
        grooves: 1,
        relief: true,
        shadow: 0.35,
        king_lift: 0.12,
        white: PieceColours {
            fill: 0xFFF6F0E4,
            rim: 0xFF3B3127,
            detail: 0xFFB3A792,
            crown: 0xFFC9920E,
        },
        black: PieceColours {
            fill: 0xFF2B2522,
            rim: 0xFF050505,
            detail: 0xFF5A4F48,
            crown: 0xFFF0C24B,
        },
    },
    PieceSet {
        id: "ringed",
        diameter: 0.87,
        rim: 0.03,
        grooves: 3,
        relief: true,
        shadow: 0.3,
        king_lift: 0.12,
        white: PieceColours {
            fill: 0xFFF2E6CF,
            rim: 0xFF3A2E20,
            detail: 0xFFBBA27F,
            crown: 0xFFB5121B,
        },
        black: PieceColours {
            fill: 0xFF3A2620,
            rim: 0xFF0A0605,
            detail: 0xFF6E4C40,
            crown: 0xFFE9B949,
        },
    },
    PieceSet {
        id: "flat",
        diameter: 0.85,
        rim: 0.04,
        grooves: 0,
        relief: false,
        shadow: 0.0,
        king_lift: 0.12,
        white: PieceColours {
            fill: 0xFFFFFFFF,
            rim: 0xFF1E1E1E,
            detail: 0xFF1E1E1E,
            crown: 0xFF1E1E1E,
        },
        black: PieceColours {
            fill: 0xFF161616,
            rim: 0xFF000000,
            detail: 0xFFE6E6E6,
            crown: 0xFFFFFFFF,
        },
    },
];

/// The theme of `id`, or the default one when the id is unknown (a setting
/// stored by another version).
pub fn board_theme(id: &str) -> &'static BoardTheme {
    BOARD_THEMES.iter().find(|t| t.id == id).unwrap_or(&BOARD_THEMES[0])
}

/// The piece set of `id`, or the default one when the id is unknown.
pub fn piece_set(id: &str) -> &'static PieceSet {
    PIECE_SETS.iter().find(|s| s.id == id).unwrap_or(&PIECE_SETS[0])
}

/// The position of the settings' preview board: men and kings of both
/// colours on an International board, after White's 33-28, so a theme
/// or set is seen with pieces, a king and the last move's mark.
pub const PREVIEW_FEN: &str = "B:W28,32,34,38,39,43,K45:BK7,12,13,17,19,21,23";

/// The settings' preview board (read-only), in `lang`.
pub fn preview(lang: Lang) -> BoardView {
    let rules = Rules::preset(Variant::International);
    let before = Position::from_fen(&rules, "W:W32,33,34,38,39,43,K45:B12,13,17,19,21,23,K7")
        .expect("the preview's position is valid");
    let played = before.parse_move(&rules, "33-28").expect("33-28 is legal in the preview");
    let after = Position::from_fen(&rules, PREVIEW_FEN).expect("the preview's position is valid");
    BoardView::read_only(&rules, &after, false, Some((&played, "33-28")), &[], lang)
}

/// The relative luminance of an sRGB colour (WCAG 2), alpha ignored.
pub fn luminance(argb: u32) -> f64 {
    let channel = |shift: u32| {
        let c = f64::from((argb >> shift) & 0xFF) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}

/// The WCAG 2 contrast ratio of two colours, from 1 (equal) to 21.
pub fn contrast(a: u32, b: u32) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_unknown_ids_fall_back_to_the_default() {
        for (i, t) in BOARD_THEMES.iter().enumerate() {
            assert!(BOARD_THEMES[..i].iter().all(|u| u.id != t.id), "{}", t.id);
        }
        assert_eq!(board_theme("nope").id, "wood");
        assert_eq!(piece_set("nope").id, "relief");
        assert_eq!(board_theme("blue").id, "blue");
    }

    #[test]
    fn every_theme_and_set_is_named_in_every_language() {
        for lang in Lang::ALL {
            for t in BOARD_THEMES {
                assert_ne!(t.name(lang), theme_message(t.id), "{} in {lang:?}", t.id);
            }
            for s in PIECE_SETS {
                assert_ne!(s.name(lang), set_message(s.id), "{} in {lang:?}", s.id);
            }
        }
    }

    #[test]
    fn pieces_nearly_fill_their_square_and_a_king_stays_inside_it() {
        for s in PIECE_SETS {
            assert!((0.85..=0.88).contains(&s.diameter), "{}", s.id);
            assert!(s.diameter / 2.0 + s.king_lift / 2.0 < 0.5, "{}", s.id);
        }
    }

    #[test]
    fn the_preview_shows_both_kings_and_the_last_move() {
        let v = preview(Lang::En);
        let kings = v
            .squares
            .iter()
            .filter(|s| s.piece.is_some_and(|p| p.kind == draughts_rules::PieceKind::King));
        assert_eq!(kings.count(), 2);
        assert_eq!(v.flagged(|f| f.last_to).len(), 1);
        assert_eq!(v.fen, PREVIEW_FEN);
    }

    #[test]
    fn contrast_matches_known_values() {
        assert!((contrast(0xFF000000, 0xFFFFFFFF) - 21.0).abs() < 1e-9);
        assert!((contrast(0xFF767676, 0xFFFFFFFF) - 4.54).abs() < 0.01);
    }
}
