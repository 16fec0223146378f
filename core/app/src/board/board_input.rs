//! [`BoardInput`]: the board's input state over any position, owned by every
//! screen with a board (the game, the analysis board, the puzzle trainer,
//! the position editor).
//!
//! It turns taps, drags and keys into a selection, the steps of a
//! multi-capture and finally a completed move, which it *returns*: what a
//! move does is its owner's (played in a game, a new node of an analysis
//! tree, judged in a puzzle). The owner then hands the new position back
//! with [`BoardInput::set_position`].

use super::cursor::{self, move_cursor, square_at_screen, Key};
use super::input::{self, Action, Refusal, Selection};
use super::view::{BoardView, Builder, CaptureInProgress, LegalMove};
use super::{KeyOutcome, TapOutcome};
use crate::texts;
use draughts_game::Lang;
use draughts_rules::{Duplicates, Move, Piece, PieceKind, Position, Rules, Square};

/// Everything computed once per position.
#[derive(Clone, Debug, Default)]
struct Moves {
    /// The legal moves (duplicates dropped), as the record lists them.
    legal: Vec<Move>,
    /// Every legal move with every order of its captures: the ways a
    /// player can tap through it.
    paths: Vec<Move>,
    /// The legal moves with their text, for the view.
    listed: Vec<LegalMove>,
}

/// The input state of one board: the position and its last move, the
/// selection (a piece and the landing squares tapped), the keyboard cursor,
/// the orientation, the hint and marks, and the legal moves computed once
/// per position.
///
/// ```
/// use draughts_app::{BoardInput, TapOutcome};
/// use draughts_rules::{Position, Rules};
///
/// let rules = Rules::international();
/// let mut board = BoardInput::new(rules, Position::start(&rules));
/// let sq = |n| rules.square_from_number(n).unwrap();
/// // A drag from 32 to 28 completes the move; the board does not play it.
/// let TapOutcome::Played { mv, text } = board.drag(sq(32), sq(28)) else { panic!() };
/// assert_eq!(text, "32-28");
/// // The owner plays it and shows the new position.
/// let after = Position::start(&rules).play(&mv);
/// board.set_position(after, Some((mv, text)));
/// assert!(board.view().square(sq(28)).flags.last_to);
/// ```
#[derive(Clone, Debug)]
pub struct BoardInput {
    rules: Rules,
    position: Position,
    last: Option<(Move, String)>,
    selection: Option<Selection>,
    cursor: Option<Square>,
    flipped: bool,
    hint: Option<Move>,
    marks: Vec<Square>,
    lang: Lang,
    /// Why taps change nothing now (the game is over, the bot thinks…).
    locked: Option<Refusal>,
    /// Whether the view lists the legal moves and the pieces that must capture.
    moves_shown: bool,
    /// [`BoardView::select_on_lift`].
    select_on_lift: bool,
    moves: Moves,
}

impl BoardInput {
    /// A board on `position`, White at the bottom, open to taps.
    pub fn new(rules: Rules, position: Position) -> BoardInput {
        let mut b = BoardInput {
            rules,
            position,
            last: None,
            selection: None,
            cursor: None,
            flipped: false,
            hint: None,
            marks: Vec::new(),
            lang: Lang::En,
            locked: None,
            moves_shown: true,
            select_on_lift: true,
            moves: Moves::default(),
        };
        b.set_position(position, None);
        b
    }

    /// Shows another position (after a move, an undo, a jump in a tree):
    /// the moves are computed once, the selection and the hint dropped, and
    /// the cursor rests on a piece of the side to move (one that must
    /// capture, else the one nearest the last move). `last` is the move that
    /// led here, with its text, to draw.
    pub fn set_position(&mut self, position: Position, last: Option<(Move, String)>) {
        self.position = position;
        self.selection = None;
        self.hint = None;
        self.marks.clear();
        let mut paths = Vec::new();
        position.generate(&self.rules, Duplicates::Keep, &mut paths);
        let legal = position.legal_moves(&self.rules);
        let listed = LegalMove::all(&legal, &self.rules);
        self.moves = Moves { legal, paths, listed };
        let to = last.as_ref().map(|(m, _)| m.to());
        self.last = last;
        self.cursor =
            cursor::home_square(&self.rules, self.flipped, &self.moves.legal, to).or(self.cursor);
    }

    /// Shows an edited position (the position editor's): like
    /// [`BoardInput::set_position`] with no last move, but the keyboard
    /// cursor stays where the player left it.
    pub fn set_pieces(&mut self, position: Position) {
        let cursor = self.cursor;
        self.set_position(position, None);
        self.cursor = cursor.or(self.cursor);
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The position drawn.
    pub fn position(&self) -> Position {
        self.position
    }
    /// The move that led to the position, with its text.
    pub fn last_move(&self) -> Option<&(Move, String)> {
        self.last.as_ref()
    }
    /// The legal moves of the position (computed once per position).
    pub fn legal(&self) -> &[Move] {
        &self.moves.legal
    }
    /// The selected piece and the steps tapped, if any.
    pub fn selection(&self) -> Option<&Selection> {
        self.selection.as_ref()
    }
    /// The language of the texts in views and outcomes.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }
    /// The language of the texts.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether Black is drawn at the bottom.
    pub fn is_flipped(&self) -> bool {
        self.flipped
    }
    /// Draws Black at the bottom (or White). The cursor stays on its square.
    pub fn set_flipped(&mut self, flipped: bool) {
        self.flipped = flipped;
    }

    /// Refuses every tap with this reason (`None` opens the board again);
    /// the cursor still moves. A selection is dropped.
    pub fn set_locked(&mut self, why: Option<Refusal>) {
        if why.is_some() {
            self.selection = None;
        }
        self.locked = why;
    }
    /// Why taps change nothing now, if they do not.
    pub fn locked(&self) -> Option<&Refusal> {
        self.locked.as_ref()
    }
    /// Whether the view lists the legal moves and flags the pieces that
    /// must capture (off once a game is over, on a board only looked at).
    pub fn set_moves_shown(&mut self, on: bool) {
        self.moves_shown = on;
    }

    /// Whether a piece lifted for a drag is selected at once
    /// ([`BoardView::select_on_lift`]; on unless a board places pieces).
    pub fn set_select_on_lift(&mut self, on: bool) {
        self.select_on_lift = on;
    }

    /// Shows a suggested move on the board (cleared by the next position).
    pub fn set_hint(&mut self, m: Option<Move>) {
        self.hint = m;
    }
    /// The hint shown on the board, if any.
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }
    /// Marks squares (drawn as hints: the piece a puzzle's hint names);
    /// cleared by the next position.
    pub fn set_marks(&mut self, squares: Vec<Square>) {
        self.marks = squares;
    }

    /// Drops the selection without a word (the owner did something else).
    pub fn clear_selection(&mut self) {
        self.selection = None;
    }

    // ----- taps, drags and keys -----

    /// A tap on a playing square; the keyboard cursor follows it. See the
    /// `input` module for what each tap means. A completed move comes back
    /// as [`TapOutcome::Played`] for the owner to play: the board stays on
    /// its position until [`BoardInput::set_position`].
    pub fn tap(&mut self, s: Square) -> TapOutcome {
        self.cursor = Some(s);
        if let Some(r) = &self.locked {
            return TapOutcome::Refused(r.clone());
        }
        let (legal, paths) = (&self.moves.legal, &self.moves.paths);
        let action =
            input::tap(&self.position, &self.rules, legal, paths, self.selection.as_ref(), s);
        match action {
            Action::Select(sel) => {
                let out = TapOutcome::Selected {
                    square: sel.from,
                    targets: input::next_squares(paths, &sel),
                    finals: input::final_squares(paths, &sel),
                };
                self.selection = Some(sel);
                out
            }
            Action::Step(sel) => {
                let out = TapOutcome::Stepped {
                    square: s,
                    targets: input::next_squares(paths, &sel),
                    finals: input::final_squares(paths, &sel),
                };
                self.selection = Some(sel);
                out
            }
            Action::Complete(m) => {
                let text = self.notation(&m);
                TapOutcome::Played { mv: m, text }
            }
            Action::Cancel => {
                self.selection = None;
                TapOutcome::Cancelled
            }
            Action::Refuse(r) => TapOutcome::Refused(r),
        }
    }

    /// A tap on the square with this name (number or coordinate).
    pub fn tap_name(&mut self, name: &str) -> Option<TapOutcome> {
        let s = self.rules.parse_square(name)?;
        Some(self.tap(s))
    }

    /// A piece dragged from `from` and dropped on `to`: the same as a tap on
    /// `from` then a tap on `to` from a fresh selection. A move whose final
    /// square is `to` alone completes; when several captures end there, the
    /// piece stays selected and the refusal says which landing square tells
    /// them apart; a drop on the square it came from leaves it selected.
    pub fn drag(&mut self, from: Square, to: Square) -> TapOutcome {
        self.selection = None;
        let picked = self.tap(from);
        if from == to || !matches!(picked, TapOutcome::Selected { .. }) {
            return picked;
        }
        self.tap(to)
    }

    /// Cancels the selection (and any capture being tapped).
    pub fn cancel(&mut self) -> TapOutcome {
        match self.selection.take() {
            Some(_) => TapOutcome::Cancelled,
            None => TapOutcome::Refused(Refusal::NothingSelected),
        }
    }

    /// Puts the keyboard cursor on a square.
    pub fn set_cursor(&mut self, s: Square) {
        self.cursor = Some(s);
    }
    /// The keyboard cursor: on a piece of the side to move after every
    /// position change, then where the keys or the last tap left it.
    pub fn cursor(&self) -> Option<Square> {
        self.cursor
    }

    /// A key: a direction moves the cursor, Enter taps at it, Escape cancels.
    pub fn key(&mut self, k: Key) -> KeyOutcome {
        match (k, self.cursor) {
            (Key::Escape, _) => KeyOutcome::Tap(self.cancel()),
            (Key::Enter, Some(c)) => KeyOutcome::Tap(self.tap(c)),
            (dir, at) => KeyOutcome::Cursor(self.move_cursor(dir, at)),
        }
    }

    /// Moves the cursor by a direction key. With no cursor yet (no movable
    /// piece and no tap) it starts at the bottom left as drawn.
    pub(crate) fn move_cursor(&mut self, dir: Key, at: Option<Square>) -> Square {
        let to = match at {
            Some(c) => move_cursor(&self.rules, self.flipped, c, dir),
            None => {
                let side = self.rules.board.side();
                (0..side)
                    .find_map(|col| square_at_screen(&self.rules, self.flipped, side - 1, col))
                    .unwrap_or(Square(0))
            }
        };
        self.cursor = Some(to);
        to
    }

    /// The official text of a legal move here.
    fn notation(&self, m: &Move) -> String {
        self.moves
            .listed
            .iter()
            .find(|l| l.mv == *m)
            .map_or_else(|| self.position.move_text(&self.rules, m), |l| l.notation.clone())
    }

    // ----- the snapshot -----

    /// The squares of the pieces that must capture now (the squares
    /// [`BoardView`] flags `must_capture`), without building a whole view:
    /// empty when no capture is compulsory or the moves are not shown.
    pub fn must_capture(&self) -> Vec<Square> {
        if !self.moves_shown {
            return Vec::new();
        }
        input::must_capture(&self.moves.legal, &self.rules)
    }

    /// The board as it is now, as one immutable value.
    pub fn view(&self) -> BoardView {
        let listed = if self.moves_shown { self.moves.listed.clone() } else { Vec::new() };
        self.flags().finish(self.lang, self.cursor, listed)
    }

    /// What a screen reader says of one square of [`BoardInput::view`]
    /// (its `description`), without writing the other squares' texts.
    pub fn describe(&self, s: Square) -> String {
        self.flags().describe(s, self.lang, self.cursor)
    }

    /// The view's squares with their flags and pieces, before any text.
    fn flags(&self) -> Builder<'_> {
        let rules = &self.rules;
        let pos = &self.position;
        let mut b = Builder::new(rules, pos, self.flipped);
        b.select_on_lift = self.select_on_lift;
        for s in self.must_capture() {
            b.flag(s, |f| f.must_capture = true);
        }
        if let Some((m, text)) = &self.last {
            b.last_move(m, text.clone());
        }
        if let Some(m) = self.hint {
            b.flag(m.from(), |f| f.hint = true);
            b.flag(m.to(), |f| f.hint = true);
        }
        for &s in &self.marks {
            b.flag(s, |f| f.hint = true);
        }
        if let Some(sel) = &self.selection {
            let paths = &self.moves.paths;
            b.selected = Some(sel.from);
            b.flag(sel.from, |f| f.selected = true);
            for s in input::next_squares(paths, sel) {
                b.flag(s, |f| f.target = true);
            }
            for s in input::final_squares(paths, sel) {
                b.flag(s, |f| f.final_destination = true);
            }
            let cands = input::candidates(paths, sel);
            b.capturing = cands.first().is_some_and(|m| m.is_capture());
            if let (Some(&last), Some(m)) = (sel.steps.last(), cands.first()) {
                let k = sel.steps.len();
                let captured = m.captured()[..k].to_vec();
                let mut piece = pos
                    .piece_at(rules, sel.from)
                    .unwrap_or(Piece { color: pos.turn(), kind: PieceKind::Man });
                // Crowned on a step already tapped (a Russian capture goes
                // on as a king): the move says at which step.
                if m.crowns_at().is_some_and(|step| step < k) {
                    piece.kind = PieceKind::King;
                }
                for &s in &captured {
                    b.flag(s, |f| f.captured = true);
                }
                for &s in &sel.steps {
                    b.flag(s, |f| f.stepped = true);
                }
                b.squares[sel.from.index()].piece = None;
                b.squares[last.index()].piece = Some(piece);
                let left = cands.iter().map(|m| m.path().len() - k);
                let jumps_left = (left.clone().min().unwrap_or(0), left.max().unwrap_or(0));
                b.capture = Some(CaptureInProgress {
                    from: sel.from,
                    steps: sel.steps.clone(),
                    captured,
                    piece,
                    jumps_left,
                });
            }
        }
        b
    }

    /// The words for a tap's outcome, in the board's language.
    pub fn outcome_text(&self, out: &TapOutcome) -> String {
        let rules = &self.rules;
        let lang = self.lang;
        match out {
            TapOutcome::Selected { square, targets, finals } => {
                let mut all = targets.clone();
                all.extend(finals);
                all.sort();
                let piece = self.position.piece_at(rules, *square);
                texts::selected(rules, *square, piece, &all, lang)
            }
            TapOutcome::Stepped { square, targets, finals } => {
                let mut all = targets.clone();
                all.extend(finals);
                all.sort();
                let crowned = self
                    .selection
                    .as_ref()
                    .and_then(|_| self.view().capture)
                    .is_some_and(|c| c.piece.kind == PieceKind::King);
                texts::stepped(rules, *square, &all, crowned, lang)
            }
            TapOutcome::Played { mv, .. } => {
                texts::moved(&texts::spoken_move(rules, mv, lang), false, lang)
            }
            TapOutcome::Cancelled => texts::cancelled(lang).into(),
            TapOutcome::Refused(r) => texts::refusal(rules, r, lang),
        }
    }
}
