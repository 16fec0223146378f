//! The position editor of the analysis board: pieces placed and removed
//! one square at a time and the side to move chosen, every edit checked by
//! the rules' validating constructor ([`Position::new`]); a refused edit
//! changes nothing and its reason is worded for the player.

use super::tree::MoveTree;
use crate::board::{BoardAction, BoardInput, BoardView, Key};
use crate::controls::Control;
use crate::errors::Worded;
use crate::i18n::{text, tr};
use crate::texts;
use draughts_game::Lang;
use draughts_rules::{
    Color, FenError, Piece, PieceKind, Position, Rules, Setup, SetupError, Square, Variant,
};
use serde::Serialize;

/// What a tap on a square does: put this piece there, or empty it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub enum EditorTool {
    /// A white man.
    #[default]
    WhiteMan,
    /// A white king.
    WhiteKing,
    /// A black man.
    BlackMan,
    /// A black king.
    BlackKing,
    /// Empties the square.
    Eraser,
}

impl EditorTool {
    /// Every tool, in palette order.
    pub const ALL: [EditorTool; 5] = [
        EditorTool::WhiteMan,
        EditorTool::WhiteKing,
        EditorTool::BlackMan,
        EditorTool::BlackKing,
        EditorTool::Eraser,
    ];

    /// The piece this tool places; `None` for the eraser.
    pub fn piece(self) -> Option<Piece> {
        let (color, kind) = match self {
            EditorTool::WhiteMan => (Color::White, PieceKind::Man),
            EditorTool::WhiteKing => (Color::White, PieceKind::King),
            EditorTool::BlackMan => (Color::Black, PieceKind::Man),
            EditorTool::BlackKing => (Color::Black, PieceKind::King),
            EditorTool::Eraser => return None,
        };
        Some(Piece { color, kind })
    }

    /// Its name in `lang`: the piece's ("white man"), or "eraser".
    pub fn label(self, lang: Lang) -> String {
        match self.piece() {
            Some(p) => texts::capitalized(texts::piece_name(p, lang)),
            None => text(lang, "analysis-editor-eraser").to_owned(),
        }
    }
}

/// Why a legal position cannot be played or analysed yet: its game would
/// be over before it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotReady {
    /// A side has no piece at all.
    #[error("{0:?} has no piece")]
    NoPiece(Color),
    /// The side to move has no legal move.
    #[error("{0:?} is to move and has no move")]
    NoMove(Color),
}

impl NotReady {
    /// The reason in `lang`.
    pub fn worded(self, lang: Lang) -> String {
        let (id, side) = match self {
            NotReady::NoPiece(c) => ("analysis-editor-no-piece", c),
            NotReady::NoMove(c) => ("analysis-editor-no-move", c),
        };
        tr(lang, id, &[("side", side.key().into())])
    }
}

/// One tool of the palette, as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ToolView {
    /// The tool.
    pub tool: EditorTool,
    /// Its name, for the button and screen readers.
    pub label: String,
    /// It is the tool in hand.
    pub selected: bool,
}

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
    /// The board to draw (no move input: taps go to [`PositionEditor::tap`]).
    pub board: BoardView,
    /// The palette, with the tool in hand.
    pub tools: Vec<ToolView>,
    /// Why the position cannot be played or analysed yet (a side without
    /// a piece, the side to move without a move); `None` when it can.
    pub not_ready: Option<String>,
    /// "White to move", for the side-to-move switch.
    pub turn_label: String,
    /// The position in words for screen readers: the side to move and
    /// how many pieces each side has.
    pub spoken: String,
    /// What the last input did, to announce: the piece placed, the square
    /// emptied, or why it was refused; empty when it said nothing.
    pub said: String,
    /// The buttons.
    pub controls: EditorControls,
    /// The side-to-move switch: both sides, the one to move selected.
    pub turns: Vec<EditorTurn>,
    /// The variant picker, the editor's selected.
    pub variants: Vec<EditorVariant>,
    /// The picker's title.
    pub variant_label: String,
    /// The palette's titles: the white pieces, then the black.
    pub palette_labels: [String; 2],
}

/// The editor's buttons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EditorControls {
    /// Empties the board.
    pub clear: Control,
    /// The rules' start position.
    pub start: Control,
    /// Analyse the position (enabled once a game can start from it).
    pub analyse: Control,
    /// Play the position (enabled once a game can start from it).
    pub play: Control,
    /// Copy the position's FEN.
    pub copy_fen: Control,
    /// Paste a FEN.
    pub paste_fen: Control,
    /// Turn the board around.
    pub flip: Control,
    /// Play the position against the bot (enabled with `play`).
    pub play_bot: Control,
    /// Play the position between two players at this device.
    pub play_friend: Control,
}

/// A side to move, as the switch draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EditorTurn {
    /// The side.
    pub side: Color,
    /// "White to move".
    pub label: String,
    /// It is the side to move.
    pub selected: bool,
}

/// A variant the editor can set up for, as its picker draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EditorVariant {
    /// The variant.
    pub variant: Variant,
    /// Its name.
    pub label: String,
    /// The editor's rules are this variant's (none is for custom rules).
    pub selected: bool,
}

/// An input of the position editor ([`PositionEditor::send`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorInput {
    /// The board: a tap puts the piece in hand on a square, or takes it
    /// off; a drag moves a piece (refused as a placement would be); the
    /// arrows move the cursor and Enter taps at it. There is no selection
    /// to cancel.
    Board(BoardAction),
    /// Takes another tool in hand.
    Tool(EditorTool),
    /// Chooses the side to move.
    Turn(Color),
    /// Empties the board.
    Clear,
    /// The rules' start position.
    StartPosition,
    /// A piece dragged off the board: it is taken off.
    DragOff(Square),
    /// Sets up for another variant ([`PositionEditor::set_rules`]).
    Variant(Variant),
    /// A pasted FEN: the position it gives, or a refusal that changes
    /// nothing.
    Fen(String),
}

/// What the last input did, worded in the view's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Event {
    Placed(Square, Piece),
    Emptied(Square),
}

/// A position being set up: always a legal one for its rules.
#[derive(Clone, Debug)]
pub struct PositionEditor {
    rules: Rules,
    position: Position,
    refusal: Option<SetupError>,
    /// The last pasted FEN that could not be read or stand.
    fen_refusal: Option<FenError>,
    tool: EditorTool,
    /// The board: the pieces and the keyboard cursor (no moves).
    board: BoardInput,
    event: Option<Event>,
}

impl PositionEditor {
    /// An empty board, the rules' first mover to move.
    pub fn new(rules: Rules) -> PositionEditor {
        let setup = Setup { turn: Some(rules.first), pieces: Vec::new() };
        let position = Position::new(&setup, &rules).expect("an empty board is legal");
        PositionEditor::from_position(rules, position)
    }

    /// The editor on a position.
    pub fn from_position(rules: Rules, position: Position) -> PositionEditor {
        let mut board = BoardInput::new(rules, position);
        board.set_moves_shown(false);
        // A lift picks a piece up to put it elsewhere: it selects nothing.
        board.set_select_on_lift(false);
        PositionEditor {
            rules,
            position,
            refusal: None,
            fen_refusal: None,
            tool: EditorTool::default(),
            board,
            event: None,
        }
    }

    /// One input, then the snapshot in `lang`.
    pub fn send(&mut self, input: EditorInput, lang: Lang) -> EditorView {
        self.event = None;
        self.fen_refusal = None;
        match input {
            EditorInput::Board(action) => self.board_action(action),
            EditorInput::Tool(t) => self.set_tool(t),
            EditorInput::Turn(c) => self.set_turn(c),
            EditorInput::Clear => self.clear(),
            EditorInput::StartPosition => self.start_position(),
            EditorInput::DragOff(s) => {
                if self.remove(s) {
                    self.event = Some(Event::Emptied(s));
                }
                self.refusal = None;
            }
            EditorInput::Variant(v) => self.set_rules(v.rules()),
            EditorInput::Fen(fen) => match Position::from_fen(&self.rules, &fen) {
                Ok(p) => self.set_position(p),
                Err(e) => self.fen_refusal = Some(e),
            },
        }
        self.view(lang)
    }

    /// What a board action means here: taps place pieces, nothing is
    /// ever selected (Escape and Cancel change nothing).
    fn board_action(&mut self, action: BoardAction) {
        match action {
            BoardAction::Tap(s) => {
                self.board.set_cursor(s);
                let _ = self.tap(s);
            }
            BoardAction::Drag { from, to } => {
                self.board.set_cursor(to);
                if let Some(p) = self.position.piece_at(&self.rules, from) {
                    let mut s = self.setup();
                    s.pieces.retain(|&(q, _)| q != from && q != to);
                    s.pieces.push((to, p));
                    if from != to && self.apply(&s).is_ok() {
                        self.event = Some(Event::Placed(to, p));
                    }
                }
            }
            BoardAction::Key(Key::Enter) => {
                if let Some(c) = self.board.cursor() {
                    let _ = self.tap(c);
                }
            }
            BoardAction::Key(Key::Escape) | BoardAction::Cancel => {}
            BoardAction::Key(k) => {
                self.board.key(k);
            }
            BoardAction::Flip => self.board.set_flipped(!self.board.is_flipped()),
        }
    }

    /// Tries a new setup through the validating constructor: kept if legal,
    /// else refused (nothing changes) with the reason kept for the view.
    fn apply(&mut self, setup: &Setup) -> Result<(), SetupError> {
        let r = Position::new(setup, &self.rules);
        self.refusal = r.as_ref().err().cloned();
        self.show(r?);
        Ok(())
    }

    /// Takes a new position and shows it on the board.
    fn show(&mut self, position: Position) {
        self.position = position;
        self.board.set_pieces(position);
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

    /// The start position of the rules.
    pub fn start_position(&mut self) {
        self.show(Position::start(&self.rules));
        self.refusal = None;
    }

    /// Takes another tool in hand.
    pub fn set_tool(&mut self, tool: EditorTool) {
        self.tool = tool;
    }

    /// A tap on a square with the tool in hand: the piece is put there, or
    /// taken off if that very piece stood there already (a second tap
    /// undoes the first); the eraser empties it. A refused placement
    /// changes nothing and says why in the view.
    pub fn tap(&mut self, square: Square) -> Result<(), SetupError> {
        let here = self.position.piece_at(&self.rules, square);
        match self.tool.piece() {
            Some(p) if here != Some(p) => {
                self.place(square, p)?;
                self.event = Some(Event::Placed(square, p));
                Ok(())
            }
            _ => {
                if self.remove(square) {
                    self.event = Some(Event::Emptied(square));
                }
                self.refusal = None;
                Ok(())
            }
        }
    }

    /// Other rules (another variant, a custom rule set): the pieces stay
    /// where the new rules accept them all (same board), else the board is
    /// emptied.
    pub fn set_rules(&mut self, rules: Rules) {
        let empty = Setup { turn: Some(rules.first), pieces: vec![] };
        // Squares are numbered per board: pieces only carry over to the same board.
        let setup = if rules.board == self.rules.board { self.setup() } else { empty.clone() };
        self.rules = rules;
        self.refusal = None;
        self.position = Position::new(&setup, &rules)
            .or_else(|_| Position::new(&empty, &rules))
            .unwrap_or_else(|_| Position::start(&rules));
        let flipped = self.board.is_flipped();
        self.board = BoardInput::new(rules, self.position);
        self.board.set_moves_shown(false);
        self.board.set_flipped(flipped);
    }

    /// The position, if a game can start from it: both sides have a piece
    /// and the side to move has a move.
    pub fn ready(&self) -> Result<Position, NotReady> {
        let p = self.position;
        for c in [Color::White, Color::Black] {
            if p.count(c) == (0, 0) {
                return Err(NotReady::NoPiece(c));
            }
        }
        if p.legal_moves(&self.rules).is_empty() {
            return Err(NotReady::NoMove(p.turn()));
        }
        Ok(p)
    }

    /// Who plays White and Black in a game against the bot from the
    /// position set up: the player takes the side to move, the bot the
    /// other (as lichess's "continue from here").
    pub fn seats_against_bot<P: Copy>(&self, player: P, bot: P) -> [P; 2] {
        match self.position.turn() {
            Color::White => [player, bot],
            Color::Black => [bot, player],
        }
    }

    /// The rules set up for.
    pub fn rules(&self) -> Rules {
        self.rules
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
        self.show(p);
        self.refusal = None;
        Ok(())
    }

    /// Replaces the position by another of the same rules (a FEN read by
    /// the caller).
    pub fn set_position(&mut self, position: Position) {
        self.show(position);
        self.refusal = None;
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
        let pieces: Vec<PlacedPiece> = self
            .position
            .pieces(&self.rules)
            .into_iter()
            .map(|(s, piece)| PlacedPiece { square: self.rules.square_name(s), piece })
            .collect();
        let mut input = self.board.clone();
        input.set_lang(lang);
        let board = input.view();
        let tools = EditorTool::ALL
            .into_iter()
            .map(|tool| ToolView { tool, label: tool.label(lang), selected: tool == self.tool })
            .collect();
        let turn = self.position.turn();
        let count = |c: Color| pieces.iter().filter(|p| p.piece.color == c).count() as i64;
        let spoken = tr(
            lang,
            "analysis-editor-spoken",
            &[
                ("to_move", texts::to_move(turn, lang).into()),
                ("white", count(Color::White).into()),
                ("black", count(Color::Black).into()),
            ],
        );
        let refusal = match &self.fen_refusal {
            Some(e) => Some(e.worded(lang)),
            None => self.refusal.as_ref().map(|e| e.worded(lang)),
        };
        let name = |s: Square| self.rules.square_name(s);
        let said = match (&refusal, self.event) {
            (Some(r), _) => texts::capitalized(r),
            (None, Some(Event::Placed(s, p))) => tr(
                lang,
                "analysis-editor-placed",
                &[
                    ("piece", texts::capitalized(texts::piece_name(p, lang)).into()),
                    ("square", name(s).into()),
                ],
            ),
            (None, Some(Event::Emptied(s))) => {
                tr(lang, "analysis-editor-emptied", &[("square", name(s).into())])
            }
            (None, None) => String::new(),
        };
        let ready = self.ready().is_ok();
        let c = |id: &'static str, on: bool| Control::new(text(lang, id), on);
        let controls = EditorControls {
            clear: c("analysis-editor-control-clear", !pieces.is_empty()),
            start: c("analysis-editor-control-start", true),
            analyse: c("analysis-editor-control-analyse", ready),
            play: c("analysis-editor-control-play", ready),
            copy_fen: c("analysis-editor-control-copy-fen", true),
            paste_fen: c("analysis-editor-control-paste-fen", true),
            flip: c("analysis-control-flip", true),
            play_bot: c("analysis-editor-control-play-bot", ready),
            play_friend: c("analysis-editor-control-play-friend", ready),
        };
        let turns = [Color::White, Color::Black]
            .into_iter()
            .map(|side| EditorTurn {
                side,
                label: texts::to_move(side, lang).to_owned(),
                selected: side == turn,
            })
            .collect();
        let variants = Variant::ALL
            .into_iter()
            .map(|variant| EditorVariant {
                variant,
                label: crate::tutorial::facts::variant_name(variant, lang),
                selected: self.rules.variant() == Some(variant),
            })
            .collect();
        EditorView {
            fen: self.position.to_fen(&self.rules),
            turn,
            pieces,
            refusal,
            said,
            controls,
            not_ready: self.ready().err().map(|e| e.worded(lang)),
            board,
            tools,
            turn_label: texts::to_move(turn, lang).to_owned(),
            spoken,
            turns,
            variants,
            variant_label: text(lang, "analysis-editor-variant").to_owned(),
            palette_labels: [
                text(lang, "analysis-editor-palette-white").to_owned(),
                text(lang, "analysis-editor-palette-black").to_owned(),
            ],
        }
    }
}
