//! The board session: the game, its rules, the two players and the input
//! state, behind one object that every front end drives the same way.
//!
//! A UI calls [`BoardSession::view`] and draws the [`BoardView`] it returns;
//! it forwards taps ([`BoardSession::tap`]) and keys ([`BoardSession::key`])
//! and shows the [`TapOutcome`]. When [`BoardView::bot_to_move`] is set, the
//! caller computes the bot's move (off the UI thread) and hands it back with
//! [`BoardSession::play_move`]; a hint goes through [`BoardSession::set_hint`].
//!
//! ```
//! use draughts_app::session::{BoardSession, Player, TapOutcome};
//! use draughts_rules::Rules;
//!
//! let rules = Rules::international();
//! let mut s = BoardSession::new(rules, [Player::Human, Player::Human]);
//! let sq = |n| rules.square_from_number(n).unwrap();
//! assert!(matches!(s.tap(sq(32)), TapOutcome::Selected { .. }));
//! assert!(s.view().square(sq(28)).flags.target);
//! assert_eq!(s.tap(sq(28)), TapOutcome::Played { text: "32-28".into(), spoken: "32 to 28".into() });
//! assert!(s.view().square(sq(28)).flags.last_to);
//! ```

pub mod a11y;
pub mod input;
pub mod view;

pub use a11y::{
    describe_square, describe_square_state, draw_counter_text, refusal_text, result_text,
    spoken_move, status_text, Lang,
};
pub use draughts_game::Player;
pub use input::{move_cursor, screen_pos, square_at_screen, Key, Refusal, Selection};
pub use view::{BoardView, CaptureInProgress, MoveEntry, SquareFlags, SquareView};

use draughts_game::{Game, GameError};
use draughts_rules::Move;
use draughts_rules::Square;
use draughts_rules::{Color, PromotionInCapture, Rules};
use draughts_rules::{Piece, PieceKind, Position};
use input::Action;

/// What a tap did, for the UI to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TapOutcome {
    /// A piece is selected; `targets` are its next landing squares and
    /// `finals` the final squares one tap away (dotted circles).
    Selected { square: Square, targets: Vec<Square>, finals: Vec<Square> },
    /// A landing square of a multi-capture was tapped; the capture goes on.
    Stepped { square: Square, targets: Vec<Square>, finals: Vec<Square> },
    /// A move was completed and played: its official text and spoken form
    /// (in the session's language).
    Played { text: String, spoken: String },
    /// The selection was cancelled.
    Cancelled,
    /// Nothing changed, and why.
    Refused(Refusal),
}

/// What a key did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyOutcome {
    /// The cursor is now on this square.
    Cursor(Square),
    /// Enter tapped at the cursor, or Escape cancelled.
    Tap(TapOutcome),
}

/// What became of a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawAnswer {
    /// Waiting for the other player's answer.
    Pending,
    /// The game is drawn by agreement.
    Accepted,
    /// The bot declined; the game goes on.
    Declined,
}

/// The bot's answer to a draw offer: it accepts unless it is ahead in
/// material, counting a man as 1 and a king as 3. Simple and predictable:
/// a player who offers a draw in a lost position is refused.
pub fn bot_accepts_draw(pos: &Position, bot: Color) -> bool {
    let material = |c: Color| {
        let (n, k) = pos.count(c);
        (n - k) as i32 + 3 * k as i32
    };
    material(bot) <= material(bot.opponent())
}

/// A game in progress as a UI sees it. See the module documentation.
#[derive(Clone, Debug)]
pub struct BoardSession {
    game: Game,
    rules: Rules,
    players: [Player; 2],
    selection: Option<Selection>,
    cursor: Option<Square>,
    flipped: bool,
    auto_flip: bool,
    hint: Option<Move>,
    lang: Lang,
}

impl BoardSession {
    /// A new game from the start position.
    pub fn new(rules: Rules, players: [Player; 2]) -> BoardSession {
        BoardSession::from_game(Game::new(rules), players)
    }

    /// A session around an existing game (a resumed save, a set-up position).
    /// The board faces the human when only Black is human.
    pub fn from_game(game: Game, players: [Player; 2]) -> BoardSession {
        let rules = *game.rules();
        let flipped = players[Color::White.index()] != Player::Human
            && players[Color::Black.index()] == Player::Human;
        BoardSession {
            game,
            rules,
            players,
            selection: None,
            cursor: None,
            flipped,
            auto_flip: false,
            hint: None,
            lang: Lang::En,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    pub fn players(&self) -> [Player; 2] {
        self.players
    }
    pub fn player(&self, c: Color) -> Player {
        self.players[c.index()]
    }
    pub fn position(&self) -> Position {
        self.game.position()
    }
    pub fn selection(&self) -> Option<&Selection> {
        self.selection.as_ref()
    }
    /// The language of spoken moves in [`TapOutcome::Played`].
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.game.result().is_some()
    }

    /// The bot's level when the bot is to move (and the game goes on).
    pub fn bot_to_move(&self) -> Option<u8> {
        if self.is_over() {
            return None;
        }
        match self.player(self.position().turn()) {
            Player::Bot { level } => Some(level),
            Player::Human => None,
        }
    }

    // ----- orientation -----

    /// Whether Black is drawn at the bottom now (after the pass-and-play option).
    pub fn is_flipped(&self) -> bool {
        if self.auto_flip && self.players == [Player::Human, Player::Human] {
            self.position().turn() == Color::Black
        } else {
            self.flipped
        }
    }
    /// Turns the board around (and turns the pass-and-play option off).
    pub fn flip(&mut self) {
        self.flipped = !self.is_flipped();
        self.auto_flip = false;
    }
    pub fn set_flipped(&mut self, flipped: bool) {
        self.flipped = flipped;
        self.auto_flip = false;
    }
    /// In pass-and-play, face the board toward the player to move.
    pub fn set_auto_flip(&mut self, on: bool) {
        self.auto_flip = on;
    }
    pub fn auto_flip(&self) -> bool {
        self.auto_flip
    }

    // ----- taps and keys -----

    /// A tap on a playing square. See [`input`] for what each tap means.
    pub fn tap(&mut self, s: Square) -> TapOutcome {
        if self.is_over() {
            return TapOutcome::Refused(Refusal::GameOver);
        }
        let turn = self.position().turn();
        if self.bot_to_move().is_some() {
            return TapOutcome::Refused(Refusal::BotToMove { color: turn });
        }
        let pos = self.position();
        let legal = pos.legal_moves(&self.rules);
        let paths = input::tap_paths(&pos, &self.rules);
        match input::tap(&pos, &self.rules, &legal, &paths, self.selection.as_ref(), s) {
            Action::Select(sel) => {
                let out = TapOutcome::Selected {
                    square: sel.from,
                    targets: input::next_squares(&paths, &sel),
                    finals: input::final_squares(&paths, &sel),
                };
                self.selection = Some(sel);
                out
            }
            Action::Step(sel) => {
                let out = TapOutcome::Stepped {
                    square: s,
                    targets: input::next_squares(&paths, &sel),
                    finals: input::final_squares(&paths, &sel),
                };
                self.selection = Some(sel);
                out
            }
            Action::Complete(m) => match self.play_move(&m) {
                Ok(text) => {
                    TapOutcome::Played { text, spoken: spoken_move(&self.rules, &m, self.lang) }
                }
                // The move came from the legal list; the record refusing it
                // would be a bug in one of them. Keep the state and say so.
                Err(_) => TapOutcome::Refused(Refusal::GameOver),
            },
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

    /// Cancels the selection (and any capture being tapped).
    pub fn cancel(&mut self) -> TapOutcome {
        match self.selection.take() {
            Some(_) => TapOutcome::Cancelled,
            None => TapOutcome::Refused(Refusal::NothingSelected),
        }
    }

    /// Puts the keyboard cursor on a square (or hides it).
    pub fn set_cursor(&mut self, s: Option<Square>) {
        self.cursor = s;
    }
    pub fn cursor(&self) -> Option<Square> {
        self.cursor
    }

    /// A key. The first arrow shows the cursor (on the selected piece, else
    /// on the last move's square, else at the bottom left) without moving it.
    pub fn key(&mut self, k: Key) -> KeyOutcome {
        match k {
            Key::Escape => KeyOutcome::Tap(self.cancel()),
            Key::Enter => match self.cursor {
                Some(c) => KeyOutcome::Tap(self.tap(c)),
                None => KeyOutcome::Cursor(self.show_cursor()),
            },
            arrow => {
                let c = match self.cursor {
                    Some(c) => move_cursor(&self.rules, self.is_flipped(), c, arrow),
                    None => self.show_cursor(),
                };
                self.cursor = Some(c);
                KeyOutcome::Cursor(c)
            }
        }
    }

    fn show_cursor(&mut self) -> Square {
        let side = self.rules.board.side();
        let flipped = self.is_flipped();
        let c = self
            .selection
            .as_ref()
            .map(|s| s.from)
            .or_else(|| self.game.last_move().map(|p| p.mv.to()))
            .or_else(|| {
                (0..side).find_map(|col| square_at_screen(&self.rules, flipped, side - 1, col))
            })
            .unwrap_or(Square(0));
        self.cursor = Some(c);
        c
    }

    // ----- moves from elsewhere: the bot, a hint, typed notation -----

    /// Plays a legal move (the bot's, a hint taken, a move typed in full) and
    /// returns its official text. Clears the selection and the hint.
    pub fn play_move(&mut self, m: &Move) -> Result<String, GameError> {
        self.game.play(m)?;
        self.after_change();
        Ok(self.game.plies()[self.game.ply() - 1].text.clone())
    }

    /// Plays a move written in notation (`32-28`, `19x30`, `c3-d4`, a full path).
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        let m = self.game.play_text(text)?;
        self.after_change();
        Ok(m)
    }

    /// Shows a suggested move on the board (cleared by the next move).
    pub fn set_hint(&mut self, m: Option<Move>) {
        self.hint = m;
    }
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    fn after_change(&mut self) {
        self.selection = None;
        self.hint = None;
    }

    /// Takes back a move. Against the bot it goes back to the last position
    /// where a person was to move. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        if !self.game.can_undo() {
            return false;
        }
        self.game.undo();
        while self.has_human() && self.bot_to_move().is_some() && self.game.can_undo() {
            self.game.undo();
        }
        self.after_change();
        true
    }

    /// Replays an undone move; against the bot, also the bot's recorded reply.
    pub fn redo(&mut self) -> bool {
        if !self.game.can_redo() {
            return false;
        }
        self.game.redo();
        while self.has_human() && self.bot_to_move().is_some() && self.game.can_redo() {
            self.game.redo();
        }
        self.after_change();
        true
    }

    /// `who` offers a draw. Against the bot, the bot answers at once (see
    /// [`bot_accepts_draw`]); between people the offer waits for
    /// [`BoardSession::answer_draw`] or is declined by playing on.
    pub fn offer_draw(&mut self, who: Color) -> Result<DrawAnswer, GameError> {
        self.game.offer_draw(who)?;
        self.selection = None;
        if self.game.result().is_some() {
            return Ok(DrawAnswer::Accepted); // both sides had offered
        }
        if let Player::Bot { .. } = self.player(who.opponent()) {
            let accept = bot_accepts_draw(&self.position(), who.opponent());
            self.game.answer_draw(accept)?;
            return Ok(if accept { DrawAnswer::Accepted } else { DrawAnswer::Declined });
        }
        Ok(DrawAnswer::Pending)
    }

    /// The opponent answers the pending draw offer.
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), GameError> {
        self.selection = None;
        self.game.answer_draw(accept)
    }

    fn has_human(&self) -> bool {
        self.players.contains(&Player::Human)
    }

    /// The game record, for resigning, draw offers and everything else.
    pub fn game_mut(&mut self) -> &mut Game {
        self.selection = None;
        &mut self.game
    }

    // ----- the snapshot -----

    /// Everything a UI draws, as one immutable value.
    pub fn view(&self) -> BoardView {
        let rules = &self.rules;
        let pos = self.position();
        let over = self.is_over();
        let flipped = self.is_flipped();
        let legal = pos.legal_moves(rules);
        let paths = input::tap_paths(&pos, rules);
        let mut squares: Vec<SquareView> = rules
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
                }
            })
            .collect();
        let mut flag = |s: Square, f: fn(&mut SquareFlags)| f(&mut squares[s.index()].flags);

        if !over {
            for s in input::must_capture(&legal, rules) {
                flag(s, |f| f.must_capture = true);
            }
        }
        if let Some(m) = self.game.last_move().map(|p| p.mv) {
            flag(m.from(), |f| f.last_from = true);
            for &s in &m.path()[..m.path().len() - 1] {
                flag(s, |f| f.last_path = true);
            }
            flag(m.to(), |f| f.last_to = true);
        }
        if let Some(m) = self.hint {
            flag(m.from(), |f| f.hint = true);
            flag(m.to(), |f| f.hint = true);
        }
        let mut capture = None;
        if let Some(sel) = &self.selection {
            flag(sel.from, |f| f.selected = true);
            for s in input::next_squares(&paths, sel) {
                flag(s, |f| f.target = true);
            }
            for s in input::final_squares(&paths, sel) {
                flag(s, |f| f.final_destination = true);
            }
            if let (Some(last), Some(m)) =
                (sel.steps.last(), input::candidates(&paths, sel).first())
            {
                let k = sel.steps.len();
                let captured = m.captured()[..k].to_vec();
                let mut piece = pos
                    .piece_at(rules, sel.from)
                    .unwrap_or(Piece { color: pos.turn(), kind: PieceKind::Man });
                if piece.kind == PieceKind::Man
                    && rules.promotion == PromotionInCapture::ContinueAsKing
                    && sel.steps.iter().any(|&s| reaches_far_row(rules, piece.color, s))
                {
                    piece.kind = PieceKind::King;
                }
                for &s in &captured {
                    flag(s, |f| f.captured = true);
                }
                for &s in &sel.steps {
                    flag(s, |f| f.stepped = true);
                }
                squares[sel.from.index()].piece = None;
                squares[last.index()].piece = Some(piece);
                capture = Some(CaptureInProgress {
                    from: sel.from,
                    steps: sel.steps.clone(),
                    captured,
                    piece,
                });
            }
        }
        if let Some(c) = self.cursor {
            squares[c.index()].flags.cursor = true;
        }

        let played = self.game.ply();
        let first = self.game.plies().first().map(|p| p.color).unwrap_or(pos.turn());
        let moves = self
            .game
            .plies()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                // Move numbers count full moves; a game whose first recorded
                // ply is the second player's still starts at 1.
                let offset = usize::from(first != rules.first);
                MoveEntry {
                    ply: i,
                    number: (i + offset) / 2 + 1,
                    color: p.color,
                    text: p.text.clone(),
                    spoken: spoken_move(rules, &p.mv, self.lang),
                    undone: i >= played,
                }
            })
            .collect();

        BoardView {
            side: rules.board.side(),
            flipped,
            squares,
            selected: self.selection.as_ref().map(|s| s.from),
            capture,
            cursor: self.cursor,
            turn: pos.turn(),
            status: status_text(pos.turn(), self.game.result().as_ref(), self.lang),
            players: self.players,
            result: self.game.result(),
            draw_counter: self.game.draw_counter(),
            draw_offer: self.game.pending_draw_offer(),
            moves,
            current_ply: played,
            can_undo: self.game.can_undo(),
            can_redo: self.game.can_redo(),
            bot_to_move: self.bot_to_move().is_some(),
        }
    }

    /// The screen-reader description of one square of the current view.
    pub fn describe(&self, s: Square, lang: Lang) -> String {
        describe_square(&self.rules, self.view().square(s), lang)
    }
}

fn reaches_far_row(rules: &Rules, color: Color, s: Square) -> bool {
    let (row, _) = rules.geometry().row_col(s);
    row == rules.promotion_row(color)
}
