//! The board as a UI draws it: plain immutable data. A UI draws each square
//! where `row`/`col` say, with the flags as styles, reads the descriptions
//! to screen readers, and forwards taps and keys back to the session.

use super::cursor::screen_pos;
use crate::texts;
use draughts_game::Lang;
use draughts_rules::{Color, Move, MoveText, Piece, Position, Rules, Square};
use serde::Serialize;

/// Everything drawn on one playing square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SquareFlags {
    /// The selected piece (it stays flagged while its capture goes on).
    pub selected: bool,
    /// A square the selected piece may land on next (green).
    pub target: bool,
    /// A final square one tap away, though not the next landing square: the
    /// only move of the selected piece that ends there.
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
    /// The keyboard cursor (drawn when the board has the keyboard focus).
    pub cursor: bool,
    /// The start or final square of the move the hint suggests.
    pub hint: bool,
    /// How a square one tap away (a target or a final destination) is
    /// marked: a dot for a plain move, a ring for a capture's landing.
    pub destination: DestinationMark,
}

/// The mark of a square a piece may move to, after lichess and lidraughts:
/// a small dot where a plain move lands, a ring where a capture lands, so
/// the two read apart by shape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub enum DestinationMark {
    /// Not a destination.
    #[default]
    None,
    /// A plain move lands here: a dot in the middle of the square.
    Dot,
    /// A capture lands here: a ring round the square's middle.
    Ring,
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
    /// The column, from the left as drawn.
    pub col: u8,
    /// The piece drawn there. During a multi-capture the moving piece is
    /// drawn on its last landing square (crowned if the rules crowned it on
    /// the way) and its start square is empty.
    pub piece: Option<Piece>,
    /// What the square shows: selected, target, hint, and so on.
    pub flags: SquareFlags,
    /// What a screen reader says: "32, white man, must capture".
    pub description: String,
    /// The same without the name, for readers that take a label (the name)
    /// and a value separately: "white man, must capture".
    pub state: String,
}

/// A capture being tapped landing square by landing square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CaptureInProgress {
    /// Where the capturing piece started.
    pub from: Square,
    /// Landing squares tapped so far.
    pub steps: Vec<Square>,
    /// Pieces taken so far, still on the board.
    pub captured: Vec<Square>,
    /// The moving piece as it stands now (a Russian man that reached the far
    /// row is a king for the rest of the capture).
    pub piece: Piece,
    /// Jumps still to come: the fewest and the most among the ways on.
    pub jumps_left: (usize, usize),
}

/// A legal move with its official text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalMove {
    /// The move itself.
    #[serde(skip)]
    pub mv: Move,
    /// The move in the variant's notation, short unless ambiguous.
    pub notation: String,
}

impl LegalMove {
    /// Every move of `legal` with its text, disambiguated against the others.
    pub fn all(legal: &[Move], rules: &Rules) -> Vec<LegalMove> {
        legal
            .iter()
            .map(|m| LegalMove { mv: *m, notation: MoveText::of(m, legal, rules).to_string() })
            .collect()
    }
}

/// The whole board, ready to draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
    /// The keyboard cursor.
    pub cursor: Option<Square>,
    /// The line drawn over the board while a capture is tapped hop by hop:
    /// its start, then every landing square tapped so far (empty when no
    /// capture is under way).
    pub path: Vec<Square>,
    /// The side to move in the position drawn.
    pub turn: Color,
    /// The position drawn, as a FEN.
    pub fen: String,
    /// The legal moves in the position drawn, when it can be played (empty
    /// on a read-only board and once the game is over).
    pub legal_moves: Vec<LegalMove>,
    /// The last move on this board, to animate it: its path, what it took,
    /// its text, and the piece as it stands now (crowned if it was).
    pub last_move: Option<LastMove>,
    /// Whether the notation names squares by number (else by coordinate,
    /// drawn on the edges).
    pub numbered: bool,
    /// The file letters of the columns as drawn, left to right.
    pub files: Vec<String>,
    /// The rank numbers of the rows as drawn, top to bottom.
    pub ranks: Vec<String>,
    /// The labels written under the board, outside it, one per column as
    /// drawn (empty where none): the files a–h for a board named by
    /// coordinate, else the numbers of the bottom row's squares (46–50 on
    /// a 10×10 board seen from White's side), as lidraughts writes them.
    pub edge_bottom: Vec<String>,
    /// The labels written beside the board, outside it, one per row as
    /// drawn (empty where none): the ranks for a board named by coordinate
    /// (on the left), else the numbers of the right column's squares (5,
    /// 15, …, 45 on a 10×10 board seen from White's side).
    pub edge_side: Vec<String>,
    /// Whether [`BoardView::edge_side`] is written on the right of the board
    /// (numbers) rather than on the left (ranks).
    pub edge_side_right: bool,
    /// The side whose pieces are drawn upside down, as the player across
    /// the table sees them (the side at the top, in face-to-face play with
    /// the far pieces turned); `None` otherwise.
    pub turned_pieces: Option<Color>,
    /// What Escape means here: `false`, it cancels something on the board
    /// (a selection, a capture being tapped, a replay, a move awaiting
    /// confirmation) and goes to the board as a key; `true`, there is
    /// nothing to cancel and it leaves the screen (the front end goes back).
    pub escape_leaves: bool,
    /// A piece lifted for a drag is selected at once, its moves shown, as
    /// a tap would; `false` on a board where a lift only picks a piece up
    /// to put it elsewhere (the position editor's).
    pub select_on_lift: bool,
}

/// The last move of a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LastMove {
    /// The move and its official text.
    pub played: LegalMove,
    /// The piece that moved, as it stands on its final square.
    pub piece: Option<Piece>,
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

    /// A read-only board of a position: a tutorial diagram (its squares
    /// marked as targets) or a position replayed from the move list (its
    /// last move marked, with its text).
    pub fn read_only(
        rules: &Rules,
        pos: &Position,
        flipped: bool,
        last_move: Option<(&Move, &str)>,
        highlights: &[Square],
        lang: Lang,
    ) -> BoardView {
        let mut b = Builder::new(rules, pos, flipped);
        if let Some((m, text)) = last_move {
            b.last_move(m, text.to_string());
        }
        for &s in highlights {
            // A diagram's highlight rings a piece and dots an empty square.
            let mark = if pos.piece_at(rules, s).is_some() {
                DestinationMark::Ring
            } else {
                DestinationMark::Dot
            };
            b.flag(s, |f| {
                f.target = true;
                f.destination = mark;
            });
        }
        b.finish(lang, None, Vec::new())
    }
}

/// Builds a board: squares placed for the orientation, then flags, then
/// the texts in one pass at the end.
pub(crate) struct Builder<'r> {
    rules: &'r Rules,
    pos: &'r Position,
    flipped: bool,
    pub(crate) squares: Vec<SquareView>,
    pub(crate) selected: Option<Square>,
    pub(crate) capture: Option<CaptureInProgress>,
    /// The selected piece's moves are captures: its destinations are rings.
    pub(crate) capturing: bool,
    /// [`BoardView::select_on_lift`].
    pub(crate) select_on_lift: bool,
    last: Option<LegalMove>,
}

impl<'r> Builder<'r> {
    pub(crate) fn new(rules: &'r Rules, pos: &'r Position, flipped: bool) -> Builder<'r> {
        let squares = rules
            .squares()
            .map(|s| {
                let (row, col) = screen_pos(rules, flipped, s);
                SquareView {
                    square: s,
                    number: rules.square_number(s),
                    coordinate: rules.coordinate(s),
                    name: rules.square_name(s),
                    row,
                    col,
                    piece: pos.piece_at(rules, s),
                    flags: SquareFlags::default(),
                    description: String::new(),
                    state: String::new(),
                }
            })
            .collect();
        Builder {
            rules,
            pos,
            flipped,
            squares,
            selected: None,
            capture: None,
            capturing: false,
            select_on_lift: true,
            last: None,
        }
    }

    pub(crate) fn flag(&mut self, s: Square, f: impl FnOnce(&mut SquareFlags)) {
        f(&mut self.squares[s.index()].flags);
    }

    pub(crate) fn last_move(&mut self, m: &Move, text: String) {
        self.last = Some(LegalMove { mv: *m, notation: text });
        self.flag(m.from(), |f| f.last_from = true);
        for &s in &m.path()[..m.path().len() - 1] {
            self.flag(s, |f| f.last_path = true);
        }
        self.flag(m.to(), |f| f.last_to = true);
    }

    /// One square's description, as [`Builder::finish`] would write it.
    pub(crate) fn describe(mut self, s: Square, lang: Lang, cursor: Option<Square>) -> String {
        if let Some(c) = cursor {
            self.flag(c, |f| f.cursor = true);
        }
        let v = &self.squares[s.index()];
        texts::square_description(&v.name, &texts::square_state(v.piece, &v.flags, lang))
    }

    pub(crate) fn finish(
        mut self,
        lang: Lang,
        cursor: Option<Square>,
        legal_moves: Vec<LegalMove>,
    ) -> BoardView {
        if let Some(c) = cursor {
            self.flag(c, |f| f.cursor = true);
        }
        let ring = if self.capturing { DestinationMark::Ring } else { DestinationMark::Dot };
        for v in &mut self.squares {
            if (v.flags.target || v.flags.final_destination)
                && v.flags.destination == DestinationMark::None
            {
                v.flags.destination = ring;
            }
            v.state = texts::square_state(v.piece, &v.flags, lang);
            v.description = texts::square_description(&v.name, &v.state);
        }
        let side = self.rules.board.side();
        let flipped = self.flipped;
        let files: Vec<String> = (0..side)
            .map(|col| {
                let f = if flipped { side - 1 - col } else { col };
                ((b'a' + f) as char).to_string()
            })
            .collect();
        let ranks: Vec<String> =
            (0..side).map(|row| (if flipped { row + 1 } else { side - row }).to_string()).collect();
        let numbered = self.rules.numbering != draughts_rules::Numbering::Algebraic;
        let (edge_bottom, edge_side) = if numbered {
            let on = |row: u8, col: u8| {
                self.squares.iter().find(|v| v.row == row && v.col == col).map(|v| v.name.clone())
            };
            (
                (0..side).map(|col| on(side - 1, col).unwrap_or_default()).collect(),
                (0..side).map(|row| on(row, side - 1).unwrap_or_default()).collect(),
            )
        } else {
            (files.clone(), ranks.clone())
        };
        let path = self
            .capture
            .as_ref()
            .map(|c| std::iter::once(c.from).chain(c.steps.iter().copied()).collect())
            .unwrap_or_default();
        let last_move = self.last.map(|played| LastMove {
            piece: self.pos.piece_at(self.rules, played.mv.to()),
            played,
        });
        let escape_leaves = self.selected.is_none() && self.capture.is_none();
        BoardView {
            side,
            flipped: self.flipped,
            squares: self.squares,
            selected: self.selected,
            capture: self.capture,
            cursor,
            path,
            turn: self.pos.turn(),
            fen: self.pos.to_fen(self.rules),
            legal_moves,
            last_move,
            numbered,
            files,
            ranks,
            edge_bottom,
            edge_side,
            edge_side_right: numbered,
            turned_pieces: None,
            escape_leaves,
            select_on_lift: self.select_on_lift,
        }
    }
}
