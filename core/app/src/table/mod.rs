//! The game table: the one policy every front end follows. It owns the
//! board session and decides who acts, what is enabled, when the bot moves
//! and whether its answer is still current, what the move list and the
//! status line say, how a past position is replayed, and what goes into the
//! save and the PDN export. The front ends draw [`GameView`] and send
//! inputs; they keep only drawing, threads and platform services.
//!
//! The parts, one concern each: `actions` (who acts, what is enabled and
//! offered), `input` (taps, keys, typed moves), `commands` (undo, redo,
//! resign, the draw, flipping), `takeback` (takebacks asked of the other
//! person), `clock` (the game clock), `search` (the bot's turn and hints),
//! `announce` (the events), `replay`, `export` (PDN), `snapshot` (the
//! assembly of the view) and `view` (its types).
//!
//! ```
//! use draughts_app::{GameTable, SearchKind};
//! use draughts_game::{Lang, Player};
//! use draughts_rules::Rules;
//!
//! let rules = Rules::english();
//! let mut table = GameTable::new(rules, [Player::Human, Player::Bot { level: 2 }], Lang::En);
//! // Black moves first in English draughts: the bot, so the table asks for its move.
//! let ticket = table.view().search.unwrap();
//! assert_eq!(ticket.kind, SearchKind::BotMove { level: 2 });
//! // An answer is applied only for the position it was asked for.
//! let job = table.search_job().unwrap();
//! let m = job.position.legal_moves(&rules)[0];
//! table.apply_search(&ticket, Some(m)).unwrap();
//! assert!(table.apply_search(&ticket, Some(m)).is_err());
//! let v = table.view();
//! assert_eq!(v.moves[0].label.as_deref(), Some("1."));
//! assert!(v.search.is_none()); // now the person is to move
//! ```

mod actions;
mod announce;
mod clock;
mod commands;
mod confirm;
mod export;
mod game_input;
mod home_labels;
mod input;
mod move_table;
mod new_game;
mod new_game_form;
mod replay;
mod search;
mod snapshot;
mod takeback;
mod view;

pub use announce::RECENT_EVENTS;
pub use commands::ActionError;
pub use export::{PdnContext, PdnContextError};
pub use game_input::GameInput;
pub use home_labels::HomeLabels;
pub use move_table::{MoveRow, MoveTable, ReplayControls, ReplayStep};
pub use new_game::{GameMode, NewGame};
pub use new_game_form::{
    BotChoices, ClockPick, ClockPresetChoice, CustomClockView, FormError, GameStart, LevelChoice,
    NewGameForm, NewGameInput, NewGameView, VariantChoice,
};
pub use search::{clock_limits, hint_budget_ms, SearchAnswer, SearchJob, Stale};
pub(crate) use snapshot::result_text;
pub use view::{
    ClockRole, ClockSideView, ClockView, DrawCounterView, DrawOfferView, Enabled, EndAction,
    EndActionKind, Event, EventKind, Fade, GameView, MoveAnimation, MoveEntry, Offered,
    PendingMoveView, PlayerView, ReplaySteps, ReplayView, ResultView, SearchKind, SearchTicket,
    SoundCue, StatusLineView, StatusTone, TakebackRequestView,
};

use crate::board::BoardSession;
use draughts_game::save::{self, SaveError};
use draughts_game::{Clock, Game, Lang, Player};
use draughts_rules::{FenError, Position, Rules};

/// One game on screen. See the module documentation.
#[derive(Clone, Debug)]
pub struct GameTable {
    board: BoardSession,
    /// Plies of the line shown while replaying a past position.
    replay: Option<usize>,
    /// Grows whenever the live game changes; tickets carry it.
    generation: u64,
    /// A hint was asked for in this generation.
    hint_wanted: Option<u64>,
    /// The latest events, oldest first (at most [`RECENT_EVENTS`]).
    events: Vec<Event>,
    seq: u64,
    /// The end-of-game sheet is up (see [`GameView::just_ended`]).
    end_sheet: bool,
    /// The generation whose search failed: not asked for again in it.
    failed: Option<u64>,
    /// The last move played, to animate (see [`GameView::animation`]).
    animation: Option<MoveAnimation>,
    /// The game's clock, if it has one.
    clock: Option<Clock>,
    /// The last monotonic time the front end passed ([`GameTable::tick`]).
    now: u64,
    /// Undo between two people asks the other side first (an app setting,
    /// not saved with the game).
    takeback_asks: bool,
    /// The takeback asked for and not yet answered.
    takeback: Option<takeback::Request>,
    /// A move made on the board waits for Confirm (an app setting).
    confirm_moves: bool,
    /// The move held for confirmation, if any.
    pending: Option<confirm::Pending>,
}

impl GameTable {
    /// A new game from the rules' start position.
    pub fn new(rules: Rules, players: [Player; 2], lang: Lang) -> GameTable {
        GameTable::from_game(Game::new(rules), players, lang)
    }

    /// A new game from a set-up position.
    pub fn from_fen(
        rules: Rules,
        fen: &str,
        players: [Player; 2],
        lang: Lang,
    ) -> Result<GameTable, FenError> {
        let pos = Position::from_fen(&rules, fen)?;
        Ok(GameTable::from_game(Game::from_position(rules, pos), players, lang))
    }

    /// A table around an existing game (a PDN game, a lesson's position).
    pub fn from_game(game: Game, players: [Player; 2], lang: Lang) -> GameTable {
        let mut board = BoardSession::from_game(game, players);
        board.set_lang(lang);
        GameTable::from_board(board)
    }

    /// A table around a board session.
    pub fn from_board(board: BoardSession) -> GameTable {
        GameTable {
            board,
            replay: None,
            generation: 1,
            hint_wanted: None,
            events: Vec::new(),
            seq: 0,
            end_sheet: false,
            failed: None,
            animation: None,
            clock: None,
            now: 0,
            takeback_asks: false,
            takeback: None,
            confirm_moves: false,
            pending: None,
        }
    }

    /// A game restored from a save document (orientation and language included).
    pub fn restore(text: &str) -> Result<GameTable, SaveError> {
        let saved = save::from_json(text)?;
        let mut board = BoardSession::from_game(saved.game, saved.players);
        board.set_prefs(saved.board);
        board.set_lang(saved.lang);
        let mut table = GameTable::from_board(board);
        table.clock = saved.clock;
        Ok(table)
    }

    /// A new game with the same rules and language; against the bot the
    /// colours are swapped (the person who had White plays Black), and the
    /// board faces the person again.
    pub fn rematch(&self) -> GameTable {
        let [white, black] = self.board.players();
        let players = if self.vs_bot() { [black, white] } else { [white, black] };
        let start = *self.board.game().start();
        let game = Game::from_position(*self.rules(), start);
        let mut s = GameTable::from_game(game, players, self.lang());
        if !self.vs_bot() {
            s.board.set_prefs(self.board.prefs());
        }
        if let Some(c) = &self.clock {
            s.set_clock(c.setting());
        }
        s.takeback_asks = self.takeback_asks;
        s.confirm_moves = self.confirm_moves;
        s
    }

    /// The save document of this game, its clock included (with the time up
    /// to the last [`GameTable::tick`]; it loads paused).
    pub fn save(&self) -> String {
        let b = &self.board;
        let clock = self.clock.map(|c| c.for_save(self.now));
        save::to_json_with_clock(b.game(), b.players(), b.prefs(), b.lang(), clock)
    }

    /// The board session underneath.
    pub fn board(&self) -> &BoardSession {
        &self.board
    }

    /// The rules of the game.
    pub fn rules(&self) -> &Rules {
        self.board.rules()
    }

    /// The game record.
    pub fn game(&self) -> &Game {
        self.board.game()
    }

    /// The language of the sentences.
    pub fn lang(&self) -> Lang {
        self.board.lang()
    }

    /// The generation of the live game (tickets compare with it).
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Closes the end-of-game sheet ([`GameView::just_ended`]).
    pub fn dismiss_end(&mut self) {
        self.end_sheet = false;
    }

    /// The live game changed: every outstanding search is stale, the last
    /// move's animation is over, the end-of-game sheet opens if the change
    /// ended the game (and closes if it undid the end), and a game that is
    /// over stops its clock.
    fn changed(&mut self) {
        self.drop_lapsed_takeback();
        self.generation += 1;
        self.hint_wanted = None;
        self.animation = None;
        self.end_sheet = self.board.is_over();
        if self.board.is_over() {
            if let Some(c) = &mut self.clock {
                c.stop(self.now);
            }
        }
    }

    /// A person plays the bot (not two people, not two bots).
    fn vs_bot(&self) -> bool {
        let p = self.board.players();
        p.iter().any(|p| p.is_bot()) && p.contains(&Player::Human)
    }

    /// The level of the bot in a game against it.
    fn bot_level(&self) -> Option<u8> {
        self.board.players().iter().find_map(|p| p.level())
    }

    /// In pass-and-play, the board turns to face the player to move (no
    /// effect against the bot, nor in face-to-face play).
    pub fn set_auto_flip(&mut self, on: bool) {
        self.board.set_auto_flip(on);
    }

    /// Two people sit face to face with the device flat between them: the
    /// top strip and a copy of the status line are drawn turned toward the
    /// far player ([`GameView::face_to_face`]), and the board keeps its
    /// orientation (turning by itself is switched off and disabled).
    /// Saved with the game. Refused (false) unless two people play.
    pub fn set_face_to_face(&mut self, on: bool) -> bool {
        self.board.set_face_to_face(on)
    }

    /// In face-to-face play, the far side's pieces are drawn upside down
    /// ([`crate::BoardView::turned_pieces`]). Saved with the game.
    pub fn set_turn_far_pieces(&mut self, on: bool) {
        self.board.set_turn_far_pieces(on);
    }

    /// The language of every text.
    pub fn set_lang(&mut self, lang: Lang) {
        self.board.set_lang(lang);
    }
}
