//! The position editor of the analysis board: pieces placed and removed
//! one square at a time and the side to move chosen, every edit checked by
//! the rules' validating constructor ([`Position::new`]); a refused edit
//! changes nothing and its reason is worded for the player.

use super::tree::MoveTree;
use crate::errors::Worded;
use draughts_game::Lang;
use draughts_rules::{Color, Piece, Position, Rules, Setup, SetupError, Square};
use serde::Serialize;

/// A piece on a square, as the editor lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlacedPiece {
    /// The square's name in the variant's numbering.
    pub square: String,
    /// The piece.
    pub piece: Piece,
}

/// The editor as a screen draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EditorView {
    /// The position in PDN FEN.
    pub fen: String,
    /// The side to move.
    pub turn: Color,
    /// Every piece, in square order.
    pub pieces: Vec<PlacedPiece>,
    /// Why the last edit was refused, worded; none after an accepted one.
    pub refusal: Option<String>,
}

/// A position being set up: always a legal one for its rules.
#[derive(Clone, Debug)]
pub struct PositionEditor {
    rules: Rules,
    position: Position,
    refusal: Option<SetupError>,
}

impl PositionEditor {
    /// An empty board, the rules' first mover to move.
    pub fn new(rules: Rules) -> PositionEditor {
        let setup = Setup { turn: Some(rules.first), pieces: Vec::new() };
        let position = Position::new(&setup, &rules).expect("an empty board is legal");
        PositionEditor { rules, position, refusal: None }
    }

    /// The editor on a position.
    pub fn from_position(rules: Rules, position: Position) -> PositionEditor {
        PositionEditor { rules, position, refusal: None }
    }

    /// Tries a new setup through the validating constructor: kept if legal,
    /// else refused (nothing changes) with the reason kept for the view.
    fn apply(&mut self, setup: &Setup) -> Result<(), SetupError> {
        let r = Position::new(setup, &self.rules);
        self.refusal = r.as_ref().err().cloned();
        self.position = r?;
        Ok(())
    }

    fn setup(&self) -> Setup {
        self.position.setup(&self.rules)
    }

    /// Puts a piece on a square (replacing what stood there). Refused for a
    /// man on its own promotion row or a side with more pieces than the
    /// rules' start position.
    pub fn place(&mut self, square: Square, piece: Piece) -> Result<(), SetupError> {
        let mut s = self.setup();
        s.pieces.retain(|&(q, _)| q != square);
        s.pieces.push((square, piece));
        self.apply(&s)
    }

    /// Empties a square; false when it was empty.
    pub fn remove(&mut self, square: Square) -> bool {
        let mut s = self.setup();
        let before = s.pieces.len();
        s.pieces.retain(|&(q, _)| q != square);
        before != s.pieces.len() && self.apply(&s).is_ok()
    }

    /// Empties the board.
    pub fn clear(&mut self) {
        let turn = self.position.turn();
        // An empty board is always legal.
        let _ = self.apply(&Setup { turn: Some(turn), pieces: Vec::new() });
    }

    /// Chooses the side to move.
    pub fn set_turn(&mut self, turn: Color) {
        let mut s = self.setup();
        s.turn = Some(turn);
        // The pieces were legal with either side to move.
        let _ = self.apply(&s);
    }

    /// Replaces the position by a FEN's; refused (worded) if it cannot be
    /// read or is not legal.
    pub fn set_fen(&mut self, fen: &str, lang: Lang) -> Result<(), String> {
        let p = Position::from_fen(&self.rules, fen).map_err(|e| e.worded(lang))?;
        self.position = p;
        self.refusal = None;
        Ok(())
    }

    /// The position set up.
    pub fn position(&self) -> Position {
        self.position
    }

    /// A move tree from the position set up, to analyse it.
    pub fn tree(&self) -> MoveTree {
        MoveTree::new(self.rules, self.position)
    }

    /// The snapshot, in `lang`.
    pub fn view(&self, lang: Lang) -> EditorView {
        let pieces = self
            .position
            .pieces(&self.rules)
            .into_iter()
            .map(|(s, piece)| PlacedPiece { square: self.rules.square_name(s), piece })
            .collect();
        EditorView {
            fen: self.position.to_fen(&self.rules),
            turn: self.position.turn(),
            pieces,
            refusal: self.refusal.as_ref().map(|e| e.worded(lang)),
        }
    }
}
