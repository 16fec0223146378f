//! The board snapshot records: squares with their flags and screen
//! position, the capture being tapped, the last move. They mirror the
//! core's `BoardView` field for field; nothing is computed here.

use crate::types::{move_info, PieceKind, Side};
use draughts_app as da;
use draughts_rules::Square;

/// A piece as drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PieceInfo {
    /// Whose piece.
    pub side: Side,
    /// Man or king.
    pub kind: PieceKind,
}

/// The styles of one square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SquareFlags {
    /// The selected piece.
    pub selected: bool,
    /// A next landing square of the selected piece.
    pub target: bool,
    /// A final square one tap away.
    pub final_destination: bool,
    /// A piece that must capture (gold ring).
    pub must_capture: bool,
    /// The last move's start square.
    pub last_from: bool,
    /// The last move's final square.
    pub last_to: bool,
    /// An intermediate landing square of the last move.
    pub last_path: bool,
    /// A piece taken so far in the capture being tapped.
    pub captured: bool,
    /// A landing square already tapped in the capture in progress.
    pub stepped: bool,
    /// The keyboard cursor (draw it when the board has the focus).
    pub cursor: bool,
    /// The start or final square of the hinted move.
    pub hint: bool,
    /// How a square one tap away is marked: a dot (a plain move) or a ring
    /// (a capture's landing); `None` when it is not a destination.
    #[uniffi(default = None)]
    pub destination: Option<DestinationMark>,
}

/// The mark of a destination square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum DestinationMark {
    /// A plain move lands here: a dot.
    Dot,
    /// A capture lands here: a ring.
    Ring,
}

/// One playing square of a board.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SquareView {
    /// The square index to send back with a tap.
    pub square: u32,
    /// Its number in the variant's numeric system.
    pub number: u32,
    /// Its coordinate, such as `c3`.
    pub coordinate: String,
    /// The name the variant's notation uses.
    pub name: String,
    /// Screen row (0 = top), after the board orientation.
    pub row: u32,
    /// Screen column (0 = left), after the board orientation.
    pub column: u32,
    /// The piece drawn there, if any.
    pub piece: Option<PieceInfo>,
    /// How to draw it.
    pub flags: SquareFlags,
    /// What a screen reader says: "32, white man, must capture".
    pub description: String,
    /// The same without the name (a label/value pair for screen readers).
    pub state: String,
}

/// A capture being tapped landing square by landing square.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct CaptureInProgress {
    /// The start square.
    pub from: u32,
    /// Landing squares tapped so far.
    pub steps: Vec<u32>,
    /// Pieces taken so far (still on the board until the move completes).
    pub captured: Vec<u32>,
    /// The moving piece as it stands now.
    pub piece: PieceInfo,
    /// Jumps still to come, fewest.
    pub jumps_left_min: u32,
    /// Jumps still to come, most.
    pub jumps_left_max: u32,
}

/// A board to draw: the live one, a replayed position, or a diagram.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BoardView {
    /// Squares along one side (8 or 10).
    pub side: u32,
    /// Whether Black is drawn at the bottom.
    pub flipped: bool,
    /// Every playing square, in index order.
    pub squares: Vec<SquareView>,
    /// The selected piece, if any.
    pub selected: Option<u32>,
    /// The capture being tapped, if any.
    pub capture: Option<CaptureInProgress>,
    /// The keyboard cursor.
    pub cursor: Option<u32>,
    /// The side to move in the position drawn.
    pub turn: Side,
    /// The position drawn, as a FEN.
    pub fen: String,
    /// Its legal moves, when it can be played.
    pub legal_moves: Vec<crate::types::MoveInfo>,
    /// The last move on this board, to animate it.
    pub last_move: Option<LastMove>,
    /// Squares are named by number (else by coordinate, drawn on the edges).
    pub numbered: bool,
    /// File letters of the columns as drawn, left to right.
    pub files: Vec<String>,
    /// Rank numbers of the rows as drawn, top to bottom.
    pub ranks: Vec<String>,
    /// Labels under the board, outside it, one per column as drawn (empty
    /// where none): files, or the bottom row's square numbers.
    #[uniffi(default = [])]
    pub edge_bottom: Vec<String>,
    /// Labels beside the board, outside it, one per row as drawn (empty
    /// where none): ranks, or the right column's square numbers.
    #[uniffi(default = [])]
    pub edge_side: Vec<String>,
    /// Whether `edge_side` goes on the right of the board (numbers), else on the left (ranks).
    #[uniffi(default = false)]
    pub edge_side_right: bool,
    /// The side whose pieces are drawn upside down, as the player across
    /// the table sees them (face to face, with the far pieces turned).
    #[uniffi(default = None)]
    pub turned_pieces: Option<Side>,
    /// Escape has nothing to cancel on this board: it leaves the screen
    /// (the front end goes back); `false`, it goes to the board as a key.
    #[uniffi(default = true)]
    pub escape_leaves: bool,
    /// A piece lifted for a drag is selected at once (false on the
    /// position editor's board, where a lift only picks a piece up).
    #[uniffi(default = true)]
    pub select_on_lift: bool,
    /// The line of a capture tapped hop by hop: its start, then each
    /// landing square so far (empty when none is under way).
    #[uniffi(default = [])]
    pub path: Vec<u32>,
}

/// The last move of a board.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct LastMove {
    /// The move: path, captured squares, text.
    pub played: crate::types::MoveInfo,
    /// The piece that moved, as it stands now (crowned if it was).
    pub piece: Option<PieceInfo>,
}

// ---- conversions (field copies) ----

pub(crate) fn idx(s: Square) -> u32 {
    s.0.into()
}
pub(crate) fn idxs(v: &[Square]) -> Vec<u32> {
    v.iter().map(|&s| idx(s)).collect()
}
pub(crate) fn piece(p: draughts_rules::Piece) -> PieceInfo {
    PieceInfo { side: p.color.into(), kind: p.kind.into() }
}
pub(crate) fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl From<&da::BoardView> for BoardView {
    fn from(v: &da::BoardView) -> Self {
        BoardView {
            side: v.side.into(),
            flipped: v.flipped,
            squares: v
                .squares
                .iter()
                .map(|q| SquareView {
                    square: idx(q.square),
                    number: q.number,
                    coordinate: q.coordinate.clone(),
                    name: q.name.clone(),
                    row: q.row.into(),
                    column: q.col.into(),
                    piece: q.piece.map(piece),
                    flags: SquareFlags {
                        selected: q.flags.selected,
                        target: q.flags.target,
                        final_destination: q.flags.final_destination,
                        must_capture: q.flags.must_capture,
                        last_from: q.flags.last_from,
                        last_to: q.flags.last_to,
                        last_path: q.flags.last_path,
                        captured: q.flags.captured,
                        stepped: q.flags.stepped,
                        cursor: q.flags.cursor,
                        hint: q.flags.hint,
                        destination: match q.flags.destination {
                            da::DestinationMark::None => None,
                            da::DestinationMark::Dot => Some(DestinationMark::Dot),
                            da::DestinationMark::Ring => Some(DestinationMark::Ring),
                        },
                    },
                    description: q.description.clone(),
                    state: q.state.clone(),
                })
                .collect(),
            selected: v.selected.map(idx),
            capture: v.capture.as_ref().map(|c| CaptureInProgress {
                from: idx(c.from),
                steps: idxs(&c.steps),
                captured: idxs(&c.captured),
                piece: piece(c.piece),
                jumps_left_min: count(c.jumps_left.0),
                jumps_left_max: count(c.jumps_left.1),
            }),
            cursor: v.cursor.map(idx),
            turn: v.turn.into(),
            fen: v.fen.clone(),
            legal_moves: v.legal_moves.iter().map(move_info).collect(),
            last_move: v
                .last_move
                .as_ref()
                .map(|l| LastMove { played: move_info(&l.played), piece: l.piece.map(piece) }),
            numbered: v.numbered,
            files: v.files.clone(),
            ranks: v.ranks.clone(),
            edge_bottom: v.edge_bottom.clone(),
            edge_side: v.edge_side.clone(),
            edge_side_right: v.edge_side_right,
            turned_pieces: v.turned_pieces.map(Into::into),
            escape_leaves: v.escape_leaves,
            select_on_lift: v.select_on_lift,
            path: idxs(&v.path),
        }
    }
}
