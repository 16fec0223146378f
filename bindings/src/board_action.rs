//! The board's inputs, read once for every screen. Each screen's mirror
//! enum keeps its own board variants (`Tap { square }`, `Drag { from, to }`,
//! `Key { key }`, `Cancel`, `Flip`, with these field names), and
//! [`with_board!`] turns them into the core's one `BoardAction`.

use crate::error::Result;
use crate::types::square;
use draughts_app::BoardAction;
use draughts_rules::Rules;

/// A tap on the square with this index; `Argument` off the board.
pub(crate) fn tap(rules: &Rules, index: u32) -> Result<BoardAction> {
    Ok(BoardAction::Tap(square(rules, index)?))
}

/// A drag between two square indices; `Argument` for one off the board.
pub(crate) fn drag(rules: &Rules, from: u32, to: u32) -> Result<BoardAction> {
    Ok(BoardAction::Drag { from: square(rules, from)?, to: square(rules, to)? })
}

/// Maps a screen's mirror input to the core's: the board variants named in
/// `[...]` become `$board(BoardAction)`, the arms in `{...}` map the rest.
/// Used where `?` returns the bindings' error.
///
/// `with_board!(input, AnalysisInput => an::AnalysisInput::Board, &rules,
/// [Tap, Drag, Key, Cancel, Flip], { AnalysisInput::Back => ..., })`
macro_rules! with_board {
    ($input:expr, $Screen:ident => $board:expr, $rules:expr, [$($v:ident),+], { $($arms:tt)* }) => {
        $crate::board_action::with_board!(@arms ($input, $Screen, $board, $rules) [] [$($arms)*] $($v)+)
    };
    (@arms ($i:expr, $S:ident, $b:expr, $r:expr) [$($done:tt)*] $rest:tt Tap $($v:ident)*) => {
        $crate::board_action::with_board!(@arms ($i, $S, $b, $r) [$($done)*
            $S::Tap { square } => ($b)($crate::board_action::tap($r, square)?),
        ] $rest $($v)*)
    };
    (@arms ($i:expr, $S:ident, $b:expr, $r:expr) [$($done:tt)*] $rest:tt Drag $($v:ident)*) => {
        $crate::board_action::with_board!(@arms ($i, $S, $b, $r) [$($done)*
            $S::Drag { from, to } => ($b)($crate::board_action::drag($r, from, to)?),
        ] $rest $($v)*)
    };
    (@arms ($i:expr, $S:ident, $b:expr, $r:expr) [$($done:tt)*] $rest:tt Key $($v:ident)*) => {
        $crate::board_action::with_board!(@arms ($i, $S, $b, $r) [$($done)*
            $S::Key { key } => ($b)(draughts_app::BoardAction::Key(key.into())),
        ] $rest $($v)*)
    };
    (@arms ($i:expr, $S:ident, $b:expr, $r:expr) [$($done:tt)*] $rest:tt Cancel $($v:ident)*) => {
        $crate::board_action::with_board!(@arms ($i, $S, $b, $r) [$($done)*
            $S::Cancel => ($b)(draughts_app::BoardAction::Cancel),
        ] $rest $($v)*)
    };
    (@arms ($i:expr, $S:ident, $b:expr, $r:expr) [$($done:tt)*] $rest:tt Flip $($v:ident)*) => {
        $crate::board_action::with_board!(@arms ($i, $S, $b, $r) [$($done)*
            $S::Flip => ($b)(draughts_app::BoardAction::Flip),
        ] $rest $($v)*)
    };
    (@arms ($i:expr, $S:ident, $b:expr, $r:expr) [$($done:tt)*] [$($arms:tt)*]) => {
        match $i {
            $($done)*
            $($arms)*
        }
    };
}
pub(crate) use with_board;
