//! The board themes and piece sets (mirror of `draughts_app::looks`).

use crate::error::{guard, Result};
use crate::Language;
use draughts_app::looks as dl;

/// A board theme: square, frame and mark colours as 0xAARRGGBB.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct BoardThemeInfo {
    /// Stable id, stored in the settings.
    pub id: String,
    /// Its name in the language asked for.
    pub name: String,
    /// The light squares.
    pub light: u32,
    /// The dark (playing) squares.
    pub dark: u32,
    /// The frame around the board.
    pub frame: u32,
    /// Coordinates written on the frame.
    pub frame_text: u32,
    /// The last move's squares.
    pub last_move: u32,
    /// The selected piece's square.
    pub selected: u32,
    /// Where the selected piece may go.
    pub target: u32,
    /// A piece that must capture.
    pub must_capture: u32,
    /// A piece taken in the capture being played.
    pub captured: u32,
    /// The hinted move.
    pub hint: u32,
    /// The dark line under every mark.
    pub keyline: u32,
}

/// One side's piece colours, as 0xAARRGGBB.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PieceColoursInfo {
    /// The face.
    pub fill: u32,
    /// The rim.
    pub rim: u32,
    /// Grooves on the face.
    pub detail: u32,
    /// A king's crown.
    pub crown: u32,
}

/// A piece set: sizes as fractions of a square, and colours.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct PieceSetInfo {
    /// Stable id, stored in the settings.
    pub id: String,
    /// Its name in the language asked for.
    pub name: String,
    /// A man's diameter.
    pub diameter: f32,
    /// The rim's width.
    pub rim: f32,
    /// Concentric grooves on the face.
    pub grooves: u8,
    /// Shaded as a turned piece, else flat.
    pub relief: bool,
    /// The shadow's opacity (0 for none).
    pub shadow: f32,
    /// How far a king's upper disc sits above its lower one.
    pub king_lift: f32,
    /// White's pieces.
    pub white: PieceColoursInfo,
    /// Black's pieces.
    pub black: PieceColoursInfo,
}

fn colours(c: dl::PieceColours) -> PieceColoursInfo {
    PieceColoursInfo { fill: c.fill, rim: c.rim, detail: c.detail, crown: c.crown }
}

/// The board themes, the default first, named in `language`.
#[uniffi::export]
pub fn board_themes(language: Language) -> Result<Vec<BoardThemeInfo>> {
    guard(|| {
        let lang = language.into();
        Ok(dl::BOARD_THEMES
            .iter()
            .map(|t| BoardThemeInfo {
                id: t.id.to_string(),
                name: t.name(lang).to_string(),
                light: t.light,
                dark: t.dark,
                frame: t.frame,
                frame_text: t.frame_text,
                last_move: t.last_move,
                selected: t.selected,
                target: t.target,
                must_capture: t.must_capture,
                captured: t.captured,
                hint: t.hint,
                keyline: t.keyline,
            })
            .collect())
    })
}

/// The piece sets, the default first, named in `language`.
#[uniffi::export]
pub fn piece_sets(language: Language) -> Result<Vec<PieceSetInfo>> {
    guard(|| {
        let lang = language.into();
        Ok(dl::PIECE_SETS
            .iter()
            .map(|s| PieceSetInfo {
                id: s.id.to_string(),
                name: s.name(lang).to_string(),
                diameter: s.diameter,
                rim: s.rim,
                grooves: s.grooves,
                relief: s.relief,
                shadow: s.shadow,
                king_lift: s.king_lift,
                white: colours(s.white),
                black: colours(s.black),
            })
            .collect())
    })
}

/// The settings' preview board: men and kings of both colours and a last
/// move, to show a theme and a set, in `language`.
#[uniffi::export]
pub fn look_preview(language: Language) -> Result<crate::BoardView> {
    guard(|| Ok((&draughts_app::looks::preview(language.into())).into()))
}
