//! The position editor: a long-lived handle around the core's
//! `PositionEditor`, whose every edit goes through the rules' validating
//! constructor. A tap's meaning (place the tool's piece, take it off, erase)
//! and every refusal come from the core; this file copies fields.

use crate::analysis::AnalysisHandle;
use crate::board_action::with_board;
use crate::board_view::BoardView;
use crate::controls::ControlView;
use crate::error::{guard, guard_in, Error, Result};
use crate::handle::GameHandle;
use crate::inputs::{Key, Language, Player};
use crate::types::{square, RuleSet, Side, Variant};
use crate::DraughtsError;
use draughts_app::analysis as an;
use draughts_game::{Game, Lang};
use draughts_rules::Position;
use std::sync::{Arc, Mutex, MutexGuard};

/// What a tap on a square does in the editor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum EditorTool {
    /// Puts a white man.
    WhiteMan,
    /// Puts a white king.
    WhiteKing,
    /// Puts a black man.
    BlackMan,
    /// Puts a black king.
    BlackKing,
    /// Empties the square.
    Eraser,
}

impl From<an::EditorTool> for EditorTool {
    fn from(t: an::EditorTool) -> Self {
        match t {
            an::EditorTool::WhiteMan => EditorTool::WhiteMan,
            an::EditorTool::WhiteKing => EditorTool::WhiteKing,
            an::EditorTool::BlackMan => EditorTool::BlackMan,
            an::EditorTool::BlackKing => EditorTool::BlackKing,
            an::EditorTool::Eraser => EditorTool::Eraser,
        }
    }
}

impl From<EditorTool> for an::EditorTool {
    fn from(t: EditorTool) -> Self {
        match t {
            EditorTool::WhiteMan => an::EditorTool::WhiteMan,
            EditorTool::WhiteKing => an::EditorTool::WhiteKing,
            EditorTool::BlackMan => an::EditorTool::BlackMan,
            EditorTool::BlackKing => an::EditorTool::BlackKing,
            EditorTool::Eraser => an::EditorTool::Eraser,
        }
    }
}

/// One tool of the palette.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct EditorToolView {
    /// The tool.
    pub tool: EditorTool,
    /// Its name, for the button and screen readers.
    pub label: String,
    /// It is the tool in hand.
    pub selected: bool,
}

/// A side to move, as the editor's switch draws it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct EditorTurn {
    /// The side.
    pub side: Side,
    /// "White to move".
    pub label: String,
    /// It is the side to move.
    pub selected: bool,
}

/// A variant of the editor's picker.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct EditorVariant {
    /// The variant.
    pub variant: Variant,
    /// Its name.
    pub label: String,
    /// The editor's rules are this variant's.
    pub selected: bool,
}

/// An input of the position editor ([`PositionEditorHandle::send`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum EditorInput {
    /// A tap on a square: the piece in hand is put there, or taken off.
    Tap {
        /// The square index.
        square: u32,
    },
    /// A piece dragged to another square: it moves there.
    Drag {
        /// Where it was picked up.
        from: u32,
        /// Where it was dropped.
        to: u32,
    },
    /// A key: the arrows move the cursor, Enter taps at it.
    Key {
        /// The key.
        key: Key,
    },
    /// Takes another tool in hand.
    Tool {
        /// The tool.
        tool: EditorTool,
    },
    /// Chooses the side to move.
    Turn {
        /// The side.
        side: Side,
    },
    /// Empties the board.
    Clear,
    /// The rules' start position.
    StartPosition,
    /// Turns the board around.
    Flip,
    /// A piece dragged off the board: it is taken off.
    DragOff {
        /// Where it was picked up.
        square: u32,
    },
    /// Sets up for another variant (the pieces stay on the same board).
    Variant {
        /// The variant.
        variant: Variant,
    },
    /// A pasted FEN: its position, or a refusal in the view.
    Fen {
        /// The text pasted.
        fen: String,
    },
}

/// The editor's buttons.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct EditorControls {
    /// Clear the board.
    pub clear: ControlView,
    /// The start position.
    pub start: ControlView,
    /// Analyse (enabled once a game can start from the position).
    pub analyse: ControlView,
    /// Play (enabled once a game can start from the position).
    pub play: ControlView,
    /// Copy the FEN.
    pub copy_fen: ControlView,
    /// Paste a FEN.
    pub paste_fen: ControlView,
    /// Turn the board around.
    pub flip: ControlView,
    /// Play against the bot.
    pub play_bot: ControlView,
    /// Play between two players at this device.
    pub play_friend: ControlView,
}

/// The editor as the screen draws it.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct EditorView {
    /// What the last input did, to announce (empty when nothing).
    pub said: String,
    /// The buttons.
    pub controls: EditorControls,
    /// The position in PDN FEN (to copy).
    pub fen: String,
    /// The side to move.
    pub turn: Side,
    /// The board to draw; taps go to [`PositionEditorHandle::send`].
    pub board: BoardView,
    /// The palette.
    pub tools: Vec<EditorToolView>,
    /// Why the last edit was refused, in the player's language.
    pub refusal: Option<String>,
    /// Why no game can start from the position yet; `None` when one can.
    pub not_ready: Option<String>,
    /// "White to move", for the side-to-move switch.
    pub turn_label: String,
    /// The position in words, for screen readers.
    pub spoken: String,
    /// The side-to-move switch.
    pub turns: Vec<EditorTurn>,
    /// The variant picker.
    pub variants: Vec<EditorVariant>,
    /// The picker's title.
    pub variant_label: String,
    /// The palettes' titles: the white pieces, then the black.
    pub palette_labels: Vec<String>,
}

struct Editor {
    editor: an::PositionEditor,
    lang: Lang,
}

impl Editor {
    fn view(&self) -> EditorView {
        let v = self.editor.view(self.lang);
        EditorView {
            said: v.said,
            controls: EditorControls {
                clear: (&v.controls.clear).into(),
                start: (&v.controls.start).into(),
                analyse: (&v.controls.analyse).into(),
                play: (&v.controls.play).into(),
                copy_fen: (&v.controls.copy_fen).into(),
                paste_fen: (&v.controls.paste_fen).into(),
                flip: (&v.controls.flip).into(),
                play_bot: (&v.controls.play_bot).into(),
                play_friend: (&v.controls.play_friend).into(),
            },
            fen: v.fen,
            turn: v.turn.into(),
            board: (&v.board).into(),
            tools: v
                .tools
                .into_iter()
                .map(|t| EditorToolView {
                    tool: t.tool.into(),
                    label: t.label,
                    selected: t.selected,
                })
                .collect(),
            refusal: v.refusal,
            not_ready: v.not_ready,
            turn_label: v.turn_label,
            spoken: v.spoken,
            turns: v
                .turns
                .into_iter()
                .map(|t| EditorTurn { side: t.side.into(), label: t.label, selected: t.selected })
                .collect(),
            variants: v
                .variants
                .into_iter()
                .map(|c| EditorVariant {
                    variant: c.variant.into(),
                    label: c.label,
                    selected: c.selected,
                })
                .collect(),
            variant_label: v.variant_label,
            palette_labels: v.palette_labels.into(),
        }
    }

    /// The position, if a game can start from it; else the worded reason.
    fn ready(&self) -> Result<Position, Error> {
        self.editor
            .ready()
            .map_err(|e| Error::Public(DraughtsError::Other { reason: e.worded(self.lang) }))
    }
}

/// The position editor: place and remove pieces, choose the side to move
/// and the rules, copy and paste FEN, then analyse or play the position.
#[derive(uniffi::Object)]
pub struct PositionEditorHandle {
    inner: Mutex<Editor>,
}

impl PositionEditorHandle {
    fn lock(&self) -> MutexGuard<'_, Editor> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn input(&self, f: impl FnOnce(&mut Editor) -> Result<(), Error>) -> Result<EditorView> {
        guard(|| {
            let mut e = self.lock();
            f(&mut e).map_err(|err| err.worded(e.lang))?;
            Ok(e.view())
        })
    }
}

#[uniffi::export]
impl PositionEditorHandle {
    /// An empty board of `rules`, the rules' first mover to move.
    #[uniffi::constructor]
    pub fn new(rules: RuleSet, language: Language) -> Result<Arc<Self>> {
        guard_in(language.into(), || {
            let editor = an::PositionEditor::new(rules.to_core()?);
            Ok(Arc::new(Self { inner: Mutex::new(Editor { editor, lang: language.into() }) }))
        })
    }

    /// The snapshot.
    pub fn view(&self) -> Result<EditorView> {
        self.input(|_| Ok(()))
    }

    /// One input of the screen, then the whole snapshot (`Argument` for a
    /// square off the board).
    pub fn send(&self, input: EditorInput) -> Result<EditorView> {
        self.input(|e| {
            let rules = e.editor.rules();
            let board = an::EditorInput::Board;
            let i = with_board!(input, EditorInput => board, &rules, [Tap, Drag, Key, Flip], {
                EditorInput::Tool { tool } => an::EditorInput::Tool(tool.into()),
                EditorInput::Turn { side } => an::EditorInput::Turn(side.into()),
                EditorInput::Clear => an::EditorInput::Clear,
                EditorInput::StartPosition => an::EditorInput::StartPosition,
                EditorInput::DragOff { square: index } => {
                    an::EditorInput::DragOff(square(&rules, index)?)
                }
                EditorInput::Variant { variant } => an::EditorInput::Variant(variant.into()),
                EditorInput::Fen { fen } => an::EditorInput::Fen(fen),
            });
            e.editor.send(i, e.lang);
            Ok(())
        })
    }

    /// Other rules (a variant, a custom set): the pieces stay when the
    /// board is the same and they fit, else the board is emptied.
    pub fn set_rules(&self, rules: RuleSet) -> Result<EditorView> {
        self.input(|e| {
            e.editor.set_rules(rules.to_core()?);
            Ok(())
        })
    }

    /// A pasted FEN (`InvalidFen`, worded, if it cannot be read or stand).
    pub fn set_fen(&self, fen: String) -> Result<EditorView> {
        self.input(|e| {
            let p = Position::from_fen(&e.editor.rules(), &fen)?;
            e.editor.set_position(p);
            Ok(())
        })
    }

    /// An analysis board on the position set up (an error with the reason
    /// if no game can start from it).
    pub fn analyse(&self) -> Result<Arc<AnalysisHandle>> {
        guard(|| {
            let e = self.lock();
            let p = e.ready().map_err(|err| err.worded(e.lang))?;
            let tree = an::MoveTree::new(e.editor.rules(), p);
            Ok(AnalysisHandle::wrap(tree, e.lang))
        })
    }

    /// A game from the position set up against the bot at `level`: the
    /// player takes the side to move.
    pub fn play_bot(&self, level: u32) -> Result<Arc<GameHandle>> {
        let [white, black] =
            self.lock().editor.seats_against_bot(Player::Human, Player::Bot { level });
        self.play(white, black)
    }

    /// A game from the position set up, between these players (its PDN
    /// writes `SetUp` and `FEN`).
    pub fn play(&self, white: Player, black: Player) -> Result<Arc<GameHandle>> {
        guard(|| {
            let e = self.lock();
            let p = e.ready().map_err(|err| err.worded(e.lang))?;
            let players = [white.try_into()?, black.try_into()?];
            let game = Game::from_position(e.editor.rules(), p);
            Ok(GameHandle::wrap(draughts_app::GameTable::from_game(game, players, e.lang)))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{preset_rules, DraughtsError, Variant};

    fn intl() -> RuleSet {
        preset_rules(Variant::International).unwrap()
    }

    #[test]
    fn a_position_set_up_by_taps_is_analysed_and_played_with_its_fen() {
        let e = PositionEditorHandle::new(intl(), Language::En).unwrap();
        // Index 31 is square 32, index 18 square 19 (squares from 1).
        e.send(EditorInput::Tap { square: 31 }).unwrap();
        let v = e.view().unwrap();
        assert_eq!(v.fen, "W:W32:B");
        assert!(v.not_ready.as_deref().unwrap().contains("Black"), "{v:?}");
        let refused = e.analyse().map(drop).unwrap_err();
        assert!(matches!(refused, DraughtsError::Other { .. }), "{refused:?}");
        e.send(EditorInput::Tool { tool: EditorTool::BlackKing }).unwrap();
        let v = e.send(EditorInput::Tap { square: 18 }).unwrap();
        assert_eq!(v.fen, "W:W32:BK19");
        assert_eq!(v.not_ready, None);
        assert_eq!(v.tools.iter().find(|t| t.selected).unwrap().tool, EditorTool::BlackKing);
        let analysis = e.analyse().unwrap().view().unwrap();
        assert_eq!(analysis.fen, "W:W32:BK19");
        e.send(EditorInput::Turn { side: Side::Black }).unwrap();
        let bot = e.play_bot(2).unwrap().view().unwrap();
        assert_eq!(bot.turn, Side::Black);
        assert!(bot.search.is_none(), "the player has the side to move, the bot waits");
        e.send(EditorInput::Turn { side: Side::White }).unwrap();
        let game = e.play(Player::Human, Player::Human).unwrap();
        let pdn = game.export_pdn(crate::PdnContext { date: None, site: None }).unwrap();
        assert!(pdn.contains("[SetUp \"1\"]") && pdn.contains("[FEN \"W:W32:BK19\"]"), "{pdn}");
    }

    #[test]
    fn a_piece_placed_by_keys_through_send() {
        let e = PositionEditorHandle::new(intl(), Language::En).unwrap();
        e.send(EditorInput::StartPosition).unwrap();
        let v = e.send(EditorInput::DragOff { square: 31 }).unwrap();
        assert_eq!(v.said, "32 emptied.");
        let v = e.send(EditorInput::Fen { fen: "W:W99".into() }).unwrap();
        assert!(v.refusal.is_some() && v.fen.contains("W31,33"), "{v:?}");
        let v = e.send(EditorInput::Variant { variant: Variant::Russian }).unwrap();
        assert!(v.variants.iter().any(|c| c.selected && c.variant == Variant::Russian));
        assert_eq!(v.turns.len(), 2);
        assert_eq!(v.palette_labels.len(), 2);
        e.send(EditorInput::Variant { variant: Variant::International }).unwrap();
        e.send(EditorInput::Clear).unwrap();
        let v = e.send(EditorInput::Key { key: Key::Up }).unwrap();
        let at = v.board.cursor.unwrap();
        let v = e.send(EditorInput::Key { key: Key::Enter }).unwrap();
        assert!(v.board.squares[at as usize].piece.is_some());
        assert!(v.said.starts_with("White man on "), "{}", v.said);
        assert!(!v.controls.analyse.enabled);
        let v = e.send(EditorInput::Tool { tool: EditorTool::BlackMan }).unwrap();
        assert_eq!(v.tools.iter().find(|t| t.selected).unwrap().tool, EditorTool::BlackMan);
        let v = e.send(EditorInput::Tap { square: 10 }).unwrap();
        assert!(v.controls.analyse.enabled && v.controls.play.enabled, "{v:?}");
        assert!(e.send(EditorInput::Tap { square: 50 }).is_err());
    }

    #[test]
    fn a_bad_fen_is_refused_in_the_players_language_and_changes_nothing() {
        let e = PositionEditorHandle::new(intl(), Language::Fr).unwrap();
        e.send(EditorInput::StartPosition).unwrap();
        let before = e.view().unwrap().fen;
        let err = e.set_fen("W:W99".into()).map(drop).unwrap_err();
        assert!(matches!(err, DraughtsError::InvalidFen { .. }), "{err:?}");
        assert_eq!(e.view().unwrap().fen, before);
        e.send(EditorInput::Tool { tool: EditorTool::Eraser }).unwrap();
        let erased = e.send(EditorInput::Tap { square: 2 }).unwrap();
        assert!(erased.refusal.is_none(), "taking a black man off is fine");
        e.send(EditorInput::Tool { tool: EditorTool::WhiteMan }).unwrap();
        let refused = e.send(EditorInput::Tap { square: 2 }).unwrap();
        assert!(refused.refusal.unwrap().contains('3'), "a white man on its promotion row");
    }
}
