//! The snapshot a UI draws: plain immutable data, built by
//! [`crate::session::BoardSession::view`]. Nothing here decides anything; a
//! UI draws the squares where `row`/`col` say, with the flags as styles, and
//! forwards taps and keys back to the session.

use draughts_game::DrawCounter;
use draughts_game::GameResult;
use draughts_game::Player;
use draughts_rules::Color;
use draughts_rules::Piece;
use draughts_rules::Square;
use serde::Serialize;

/// Everything drawn on one playing square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SquareFlags {
    /// The selected piece (it stays flagged while its capture goes on).
    pub selected: bool,
    /// A square the selected piece may land on next (green).
    pub target: bool,
    /// A final square one tap away, though not the next landing square: the
    /// only move of the selected piece that ends there (dotted circle).
    pub final_destination: bool,
    /// A piece that must capture (gold ring).
    pub must_capture: bool,
    /// The last move's start square.
    pub last_from: bool,
    /// The last move's final square.
    pub last_to: bool,
    /// An intermediate landing square of the last move.
    pub last_path: bool,
    /// A piece taken so far in the capture being tapped: still on the board
    /// until the move is complete.
    pub captured: bool,
    /// A landing square already tapped in the capture in progress.
    pub stepped: bool,
    /// The keyboard cursor.
    pub cursor: bool,
    /// The start or final square of the move the hint suggests.
    pub hint: bool,
}

/// One playing square of the snapshot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SquareView {
    /// The internal index, to send back with a tap.
    pub square: Square,
    /// Its number in the variant's numeric system.
    pub number: u32,
    /// Its coordinate, such as `c3`.
    pub coordinate: String,
    /// The name the variant's notation uses (number or coordinate).
    pub name: String,
    /// Where it is drawn: screen row (0 = top) and column (0 = left), after
    /// the board orientation.
    pub row: u8,
    pub col: u8,
    /// The piece drawn there. During a multi-capture the moving piece is
    /// drawn on its last landing square (crowned if the rules crowned it on
    /// the way) and its start square is empty.
    pub piece: Option<Piece>,
    pub flags: SquareFlags,
}

/// A capture being tapped landing square by landing square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CaptureInProgress {
    pub from: Square,
    /// Landing squares tapped so far.
    pub steps: Vec<Square>,
    /// Pieces taken so far, still on the board.
    pub captured: Vec<Square>,
    /// The moving piece as it stands now (a Russian man that reached the far
    /// row is a king for the rest of the capture).
    pub piece: Piece,
}

/// One entry of the move list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveEntry {
    /// Ply index from 0.
    pub ply: usize,
    /// The move number shown (1 for the first move of each side).
    pub number: usize,
    pub color: Color,
    /// The official text, such as `32-28` or `19x30`.
    pub text: String,
    /// The move read aloud in the session's language ("32 to 28").
    pub spoken: String,
    /// Whether this ply has been undone (still listed, available to redo).
    pub undone: bool,
}

/// The whole board, ready to draw.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardView {
    /// Squares along one side (8 or 10).
    pub side: u8,
    /// Whether Black is drawn at the bottom.
    pub flipped: bool,
    /// Every playing square, in internal order.
    pub squares: Vec<SquareView>,
    /// The selected piece, if any.
    pub selected: Option<Square>,
    /// The capture being tapped, if any.
    pub capture: Option<CaptureInProgress>,
    /// The keyboard cursor, once a key has been pressed.
    pub cursor: Option<Square>,
    /// The side to move.
    pub turn: Color,
    /// Whose turn it is, or the result with its rule, in the session's language.
    pub status: String,
    /// Who plays each side (index by [`Color::index`]).
    pub players: [Player; 2],
    /// The result and the rule behind it, once the game is over.
    pub result: Option<GameResult>,
    /// The draw-rule counter in force, if any.
    pub draw_counter: Option<DrawCounter>,
    /// A draw offered and not yet answered, by this side.
    pub draw_offer: Option<Color>,
    /// Every ply played, including undone ones that can be redone.
    pub moves: Vec<MoveEntry>,
    /// How many plies are on the board (the current position follows them).
    pub current_ply: usize,
    pub can_undo: bool,
    pub can_redo: bool,
    /// The bot is to move: the caller computes its move and plays it with
    /// [`crate::session::BoardSession::play_move`].
    pub bot_to_move: bool,
}

impl BoardView {
    /// The view of one square.
    pub fn square(&self, s: Square) -> &SquareView {
        &self.squares[s.index()]
    }

    /// The squares whose flags satisfy `f`, in internal order.
    pub fn flagged(&self, f: impl Fn(&SquareFlags) -> bool) -> Vec<Square> {
        self.squares.iter().filter(|v| f(&v.flags)).map(|v| v.square).collect()
    }

    /// The square drawn at a screen row and column, if it is a playing square.
    pub fn at(&self, row: u8, col: u8) -> Option<&SquareView> {
        self.squares.iter().find(|v| v.row == row && v.col == col)
    }
}
