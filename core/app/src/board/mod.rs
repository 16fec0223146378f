//! The board of every screen. [`BoardInput`] is the input state over any
//! position (the selection, the steps of a capture, the keyboard cursor, a
//! hint, the orientation) and returns each completed move to its owner;
//! [`BoardSession`] is a game, its two players and one [`BoardInput`],
//! behind one object that every front end drives the same way.
//!
//! A UI draws the [`BoardView`] from [`BoardSession::view`], forwards taps
//! ([`BoardSession::tap`]) and keys ([`BoardSession::key`]) and shows what
//! they did ([`TapOutcome`]). The legal moves, the tap paths through every
//! multi-capture and the notation of every legal move are computed once per
//! position and reused by taps, keys and views.
//!
//! ```
//! use draughts_app::{BoardSession, TapOutcome};
//! use draughts_game::Player;
//! use draughts_rules::Rules;
//!
//! let rules = Rules::international();
//! let mut s = BoardSession::new(rules, [Player::Human, Player::Human]);
//! let sq = |n| rules.square_from_number(n).unwrap();
//! assert!(matches!(s.tap(sq(32)), TapOutcome::Selected { .. }));
//! assert!(s.view().square(sq(28)).flags.target);
//! assert!(matches!(s.tap(sq(28)), TapOutcome::Played { .. }));
//! assert!(s.view().square(sq(28)).flags.last_to);
//! ```

mod action;
mod board_input;
mod cursor;
mod input;
mod view;

pub use action::BoardAction;
pub use board_input::BoardInput;
pub use cursor::{move_cursor, screen_pos, square_at_screen, Key};
pub use input::{Refusal, Selection};
pub use view::{
    BoardView, CaptureInProgress, DestinationMark, LastMove, LegalMove, SquareFlags, SquareView,
};

use draughts_game::save::BoardPrefs;
use draughts_game::{Game, GameError, Lang, Player};
use draughts_rules::{Color, Move, Position};
use draughts_rules::{Rules, Square};

/// What a tap did, for the UI to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TapOutcome {
    /// A piece is selected; `targets` are its next landing squares and
    /// `finals` the final squares one tap away.
    Selected {
        /// The selected piece.
        square: Square,
        /// The squares one tap away.
        targets: Vec<Square>,
        /// The final squares one tap away.
        finals: Vec<Square>,
    },
    /// A landing square of a multi-capture was tapped; the capture goes on.
    Stepped {
        /// The landing square tapped.
        square: Square,
        /// The squares one tap away.
        targets: Vec<Square>,
        /// The final squares one tap away.
        finals: Vec<Square>,
    },
    /// A move was completed: played in a game ([`BoardSession`]); from a
    /// [`BoardInput`], returned to its owner, who decides what it does.
    Played {
        /// The move played.
        mv: Move,
        /// Its notation.
        text: String,
    },
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
    /// The board's input state, over the game's current position.
    input: BoardInput,
    flipped: bool,
    auto_flip: bool,
    /// The over-the-board preferences, as saved ([`BoardPrefs`]).
    face_to_face: bool,
    turn_far_pieces: bool,
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
        let input = BoardInput::new(rules, game.position());
        let mut s = BoardSession {
            game,
            rules,
            players,
            input,
            flipped,
            auto_flip: false,
            face_to_face: false,
            turn_far_pieces: false,
        };
        s.after_change();
        s
    }

    /// The game record.
    pub fn game(&self) -> &Game {
        &self.game
    }
    /// The rules of the game.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// Who plays White and Black (index [`Color::index`]).
    pub fn players(&self) -> [Player; 2] {
        self.players
    }
    /// Who plays `c`.
    pub fn player(&self, c: Color) -> Player {
        self.players[c.index()]
    }
    /// The current position.
    pub fn position(&self) -> Position {
        self.game.position()
    }
    /// The selected piece and the steps tapped, if any.
    pub fn selection(&self) -> Option<&Selection> {
        self.input.selection()
    }
    /// The legal moves of the position now (computed once per position).
    pub fn legal(&self) -> &[Move] {
        self.input.legal()
    }
    /// The language of the texts in views and outcomes.
    pub fn set_lang(&mut self, lang: Lang) {
        self.input.set_lang(lang);
    }
    /// The language of the sentences.
    pub fn lang(&self) -> Lang {
        self.input.lang()
    }
    /// The board's input state (selection, cursor, hint), read only: the
    /// session changes it as the game goes.
    pub fn input(&self) -> &BoardInput {
        &self.input
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
        self.player(self.position().turn()).level()
    }

    fn has_human(&self) -> bool {
        self.players.contains(&Player::Human)
    }

    // ----- orientation -----

    /// Whether Black is drawn at the bottom now (after the pass-and-play option).
    pub fn is_flipped(&self) -> bool {
        if self.auto_flip && self.two_people() && !self.face_to_face {
            self.position().turn() == Color::Black
        } else {
            self.flipped
        }
    }
    /// Turns the board around (and turns the pass-and-play option off).
    pub fn flip(&mut self) {
        self.flipped = !self.is_flipped();
        self.auto_flip = false;
        self.sync();
    }
    /// In pass-and-play, face the board toward the player to move. Ignored
    /// in face-to-face play, where the board stays put between the players.
    pub fn set_auto_flip(&mut self, on: bool) {
        self.auto_flip = on && !self.face_to_face();
        self.sync();
    }
    /// Whether the board turns towards the side to move.
    pub fn auto_flip(&self) -> bool {
        self.auto_flip
    }
    /// Two people play at this device (pass-and-play).
    pub fn two_people(&self) -> bool {
        self.players == [Player::Human, Player::Human]
    }
    /// Two people sit face to face across the device (see
    /// [`BoardPrefs::face_to_face`]); only ever on between two people.
    pub fn face_to_face(&self) -> bool {
        self.face_to_face && self.two_people()
    }
    /// Turns face-to-face play on or off; refused (false) unless two people
    /// play. Turning it on keeps the board as it is drawn now and stops it
    /// turning by itself: the players do not move round the table.
    pub fn set_face_to_face(&mut self, on: bool) -> bool {
        if !self.two_people() {
            return false;
        }
        if on {
            self.flipped = self.is_flipped();
            self.auto_flip = false;
        }
        self.face_to_face = on;
        self.sync();
        true
    }
    /// Whether the far side's pieces are to be drawn upside down (the
    /// preference; it shows only in face-to-face play).
    pub fn turn_far_pieces(&self) -> bool {
        self.turn_far_pieces
    }
    /// Sets [`BoardSession::turn_far_pieces`].
    pub fn set_turn_far_pieces(&mut self, on: bool) {
        self.turn_far_pieces = on;
    }
    /// The orientation and the over-the-board preferences, as saved.
    pub fn prefs(&self) -> BoardPrefs {
        BoardPrefs {
            flipped: self.flipped,
            auto_flip: self.auto_flip,
            face_to_face: self.face_to_face,
            turn_far_pieces: self.turn_far_pieces,
        }
    }
    /// Restores saved preferences.
    pub fn set_prefs(&mut self, p: BoardPrefs) {
        self.flipped = p.flipped;
        self.auto_flip = p.auto_flip;
        self.face_to_face = p.face_to_face;
        self.turn_far_pieces = p.turn_far_pieces;
        self.sync();
    }

    // ----- taps and keys -----

    /// A tap on a playing square; the keyboard cursor follows it. See the
    /// `input` module for what each tap means. A completed move is played.
    pub fn tap(&mut self, s: Square) -> TapOutcome {
        let out = self.input.tap(s);
        self.complete(out)
    }

    /// A piece dragged from one square to another: a tap on each
    /// ([`BoardInput::drag`]); a completed move is played.
    pub fn drag(&mut self, from: Square, to: Square) -> TapOutcome {
        let out = self.input.drag(from, to);
        self.complete(out)
    }

    /// Plays the move a tap completed.
    fn complete(&mut self, out: TapOutcome) -> TapOutcome {
        match out {
            TapOutcome::Played { mv, .. } => match self.play_move(&mv) {
                Ok(text) => TapOutcome::Played { mv, text },
                // The move came from the legal list; the record refusing it
                // would be a bug in one of them. Keep the state and say so.
                Err(_) => TapOutcome::Refused(Refusal::GameOver),
            },
            other => other,
        }
    }

    /// A tap on the square with this name (number or coordinate).
    pub fn tap_name(&mut self, name: &str) -> Option<TapOutcome> {
        let s = self.rules.parse_square(name)?;
        Some(self.tap(s))
    }

    /// Cancels the selection (and any capture being tapped).
    pub fn cancel(&mut self) -> TapOutcome {
        self.input.cancel()
    }

    /// Drops the selection without a word (a drag starts afresh).
    pub fn clear_selection(&mut self) {
        self.input.clear_selection();
    }

    /// Puts the keyboard cursor on a square.
    pub fn set_cursor(&mut self, s: Square) {
        self.input.set_cursor(s);
    }
    /// The keyboard cursor: on a piece of the side to move after every
    /// move, then where the keys or the last tap left it.
    pub fn cursor(&self) -> Option<Square> {
        self.input.cursor()
    }

    /// A key: a direction moves the cursor, Enter taps at it, Escape cancels.
    pub fn key(&mut self, k: Key) -> KeyOutcome {
        match self.input.key(k) {
            KeyOutcome::Tap(out) => KeyOutcome::Tap(self.complete(out)),
            cursor => cursor,
        }
    }

    // ----- moves from elsewhere: the bot, a hint, typed notation -----

    /// Plays a legal move (the bot's, a move typed in full) and returns its
    /// official text. Clears the selection and the hint.
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
        self.input.set_hint(m);
    }
    /// The hint shown on the board, if any.
    pub fn hint(&self) -> Option<Move> {
        self.input.hint()
    }

    /// After the position changed: the board shows the new position (its
    /// moves computed once, the input state of the old one dropped, the
    /// cursor on a piece of the side to move).
    fn after_change(&mut self) {
        self.sync();
        let last = self.game.last_move().map(|p| (p.mv, p.text.clone()));
        self.input.set_position(self.position(), last);
    }

    /// Tells the board what the game decides: its orientation, and whether
    /// a person may tap now (not once the game is over, not while the bot
    /// is to move).
    fn sync(&mut self) {
        self.input.set_flipped(self.is_flipped());
        let turn = self.position().turn();
        let locked = if self.is_over() {
            Some(Refusal::GameOver)
        } else if self.bot_to_move().is_some() {
            Some(Refusal::BotToMove { color: turn })
        } else {
            None
        };
        self.input.set_locked(locked);
        self.input.set_moves_shown(!self.is_over());
    }

    /// Whether [`BoardSession::undo`] would take anything back.
    pub fn can_undo(&self) -> bool {
        self.undo_target().is_some()
    }

    /// Whether [`BoardSession::redo`] would replay anything.
    pub fn can_redo(&self) -> bool {
        self.redo_target().is_some()
    }

    /// Where undo goes: one ply back between people; against the bot, back
    /// to the last position where a person was to move. A declared ending
    /// (resignation, agreement) is taken back first, on its own.
    fn undo_target(&self) -> Option<Option<usize>> {
        if !self.has_human() {
            return None;
        }
        let g = &self.game;
        let declared = |r: draughts_game::GameResult| {
            matches!(
                r.reason,
                draughts_game::EndReason::Resignation | draughts_game::EndReason::Agreement
            )
        };
        if g.result().is_some_and(declared) {
            return Some(None);
        }
        (0..g.ply()).rev().find(|&p| self.human_to_move_at(p)).map(Some)
    }

    /// Where redo goes: the next ply where a person is to move, or the end
    /// of the line.
    fn redo_target(&self) -> Option<usize> {
        let g = &self.game;
        if !self.has_human() || !g.can_redo() {
            return None;
        }
        let end = g.plies().len();
        Some((g.ply() + 1..=end).find(|&p| self.human_to_move_at(p)).unwrap_or(end))
    }

    fn human_to_move_at(&self, ply: usize) -> bool {
        self.game.position_at(ply).is_some_and(|p| self.player(p.turn()) == Player::Human)
    }

    /// Takes back a move. Against the bot it goes back to the last position
    /// where a person was to move. Returns the texts of the plies taken
    /// back, latest first (empty when an ending was taken back), or `None`
    /// when there was nothing to undo.
    pub fn undo(&mut self) -> Option<Vec<String>> {
        let target = self.undo_target()?;
        let before = self.game.ply();
        match target {
            None => {
                self.game.undo();
            }
            Some(to) => {
                self.game.go_to(to);
            }
        }
        let after = self.game.ply();
        self.after_change();
        Some(self.game.plies()[after..before].iter().rev().map(|p| p.text.clone()).collect())
    }

    /// Replays undone moves up to the next position where a person is to
    /// move. Returns the texts of the plies replayed, or `None`.
    pub fn redo(&mut self) -> Option<Vec<String>> {
        let to = self.redo_target()?;
        let before = self.game.ply();
        self.game.go_to(to);
        self.after_change();
        Some(self.game.plies()[before..to].iter().map(|p| p.text.clone()).collect())
    }

    /// `who` offers a draw. Against the bot, the bot answers at once (see
    /// [`bot_accepts_draw`]); between people the offer waits for
    /// [`BoardSession::answer_draw`] or lapses with the next move.
    pub fn offer_draw(&mut self, who: Color) -> Result<DrawAnswer, GameError> {
        self.game.offer_draw(who)?;
        self.input.clear_selection();
        if self.game.result().is_some() {
            self.sync();
            return Ok(DrawAnswer::Accepted); // both sides had offered
        }
        if let Player::Bot { .. } = self.player(who.opponent()) {
            let accept = bot_accepts_draw(&self.position(), who.opponent());
            self.game.answer_draw(accept)?;
            self.sync();
            return Ok(if accept { DrawAnswer::Accepted } else { DrawAnswer::Declined });
        }
        Ok(DrawAnswer::Pending)
    }

    /// The opponent answers the pending draw offer.
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), GameError> {
        self.input.clear_selection();
        let r = self.game.answer_draw(accept);
        self.sync();
        r
    }

    /// `who` resigns.
    pub fn resign(&mut self, who: Color) -> Result<(), GameError> {
        self.input.clear_selection();
        let r = self.game.resign(who);
        self.sync();
        r
    }

    /// `who` ran out of time: the game is lost on time, a capture being
    /// tapped included.
    pub fn flag(&mut self, who: Color) -> Result<(), GameError> {
        self.input.clear_selection();
        self.game.flag(who)?;
        self.after_change();
        Ok(())
    }

    // ----- the snapshot -----

    /// The squares of the pieces that must capture now (the squares
    /// [`BoardView`] flags `must_capture`), without building a whole view:
    /// empty when no capture is compulsory or the game is over.
    pub fn must_capture(&self) -> Vec<Square> {
        self.input.must_capture()
    }

    /// The board as it is now, as one immutable value.
    pub fn view(&self) -> BoardView {
        self.input.view()
    }

    /// What a screen reader says of one square of [`BoardSession::view`]
    /// (its `description`), without writing the other squares' texts.
    pub fn describe(&self, s: Square) -> String {
        self.input.describe(s)
    }

    /// The words for a tap's outcome, in the session's language.
    pub fn outcome_text(&self, out: &TapOutcome) -> String {
        self.input.outcome_text(out)
    }
}
