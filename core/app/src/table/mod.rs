//! The game table: the one policy every front end follows. It owns the
//! board session and decides who acts, what is enabled, when the bot moves
//! and whether its answer is still current, what the move list and the
//! status line say, how a past position is reviewed, and what goes into the
//! save and the PDN export. The front ends draw [`GameView`] and send
//! inputs; they keep only drawing, threads and platform services.
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

mod search;
mod view;

pub use search::{hint_budget_ms, SearchAnswer, SearchJob};
pub use view::{
    DrawCounterView, DrawOfferView, Enabled, Event, EventKind, GameView, MoveEntry, Offered,
    PlayerView, ResultView, ReviewSteps, ReviewView, SearchKind, SearchTicket,
};

use crate::board::{BoardSession, BoardView, DrawAnswer, Key, KeyOutcome, Refusal, TapOutcome};
use crate::texts;
use draughts_game::save::{self, SaveError};
use draughts_game::{pdn, Game, GameError, GameResult, Lang, Player};
use draughts_rules::{Color, FenError, Position, Rules, Square};

/// Why an action on the game was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// The game record refused it (the game is over, an illegal move…).
    #[error(transparent)]
    Game(#[from] GameError),
    /// Two bots play: nobody at this device resigns or offers a draw.
    #[error("no person plays in this game")]
    NoPerson,
    /// The bot is to move (or answers), not a person.
    #[error("the bot is to move")]
    BotToMove,
    /// A draw offer already waits for an answer.
    #[error("a draw offer is already waiting for an answer")]
    OfferPending,
}

/// A refused search answer: the position changed since it was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the search answer is stale: the game changed since it was asked for")]
pub struct Stale;

/// What only the platform knows about an exported game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdnContext {
    /// Today, as an ISO 8601 date (`2026-12-01`); `None` writes `????.??.??`.
    pub date: Option<String>,
    /// Where it was played (`Android`, a club's name); `None` writes `?`.
    pub site: Option<String>,
}

/// A bad export context.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PdnContextError {
    /// A date that is not ISO 8601 (the text given).
    #[error("date `{0}`: expected an ISO 8601 date such as 2026-12-01")]
    Date(String),
}

/// One game on screen. See the module documentation.
#[derive(Clone, Debug)]
pub struct GameTable {
    board: BoardSession,
    /// Plies of the line shown while reviewing a past position.
    review: Option<usize>,
    /// Grows whenever the live game changes; tickets carry it.
    generation: u64,
    /// A hint was asked for in this generation.
    hint_wanted: Option<u64>,
    /// The latest events, oldest first (at most [`RECENT_EVENTS`]).
    events: Vec<Event>,
    seq: u64,
    /// Two bots wait instead of playing on.
    paused: bool,
}

/// How many of the latest events a view carries: enough that a front end
/// reading the view a little late (a tap right after the bot's move) still
/// announces every one.
pub const RECENT_EVENTS: usize = 8;

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

    /// A screen around an existing game (a PDN game, a lesson's position).
    pub fn from_game(game: Game, players: [Player; 2], lang: Lang) -> GameTable {
        let mut board = BoardSession::from_game(game, players);
        board.set_lang(lang);
        GameTable::from_board(board)
    }

    /// A screen around a board session.
    pub fn from_board(board: BoardSession) -> GameTable {
        GameTable {
            board,
            review: None,
            generation: 1,
            hint_wanted: None,
            events: Vec::new(),
            seq: 0,
            paused: false,
        }
    }

    /// A game restored from a save document (orientation and language included).
    pub fn restore(text: &str) -> Result<GameTable, SaveError> {
        let saved = save::from_json(text)?;
        let mut board = BoardSession::from_game(saved.game, saved.players);
        board.set_prefs(saved.board);
        board.set_lang(saved.lang);
        Ok(GameTable::from_board(board))
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
        s
    }

    /// The save document of this game.
    pub fn save(&self) -> String {
        let b = &self.board;
        save::to_json(b.game(), b.players(), b.prefs(), b.lang())
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

    fn announce(&mut self, kind: EventKind, text: String) {
        self.seq += 1;
        self.events.push(Event { seq: self.seq, kind, text });
        if self.events.len() > RECENT_EVENTS {
            self.events.remove(0);
        }
    }

    /// Pauses (or resumes) a game between two bots; a person's game never waits.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused && self.acting_side().is_none();
    }

    /// The live game changed: every outstanding search is stale.
    fn changed(&mut self) {
        self.generation += 1;
        self.hint_wanted = None;
    }

    fn vs_bot(&self) -> bool {
        let p = self.board.players();
        p.iter().any(|p| p.is_bot()) && p.contains(&Player::Human)
    }

    /// The level of the bot in a game against it.
    fn bot_level(&self) -> Option<u8> {
        self.board.players().iter().find_map(|p| p.level())
    }

    // ----- who acts and what is allowed -----

    /// The side that resigns or offers a draw from this device.
    pub fn acting_side(&self) -> Option<Color> {
        match self.board.players() {
            [Player::Human, Player::Human] => Some(self.board.position().turn()),
            [Player::Human, _] => Some(Color::White),
            [_, Player::Human] => Some(Color::Black),
            _ => None,
        }
    }

    /// Which controls may be used now.
    pub fn enabled(&self) -> Enabled {
        let b = &self.board;
        let over = b.is_over();
        let acting = self.acting_side();
        let offer = b.game().pending_draw_offer();
        let person_to_move = !over && b.bot_to_move().is_none();
        Enabled {
            undo: b.can_undo(),
            redo: b.can_redo(),
            hint: self.vs_bot() && person_to_move && self.hint_wanted.is_none(),
            pause: acting.is_none() && !over,
            offer_draw: !over && acting.is_some() && offer.is_none() && person_to_move,
            answer_draw: !over && offer.is_some_and(|by| b.player(by.opponent()) == Player::Human),
            resign: !over && acting.is_some(),
            end_review: self.review.is_some(),
            cancel: self.review.is_some() || b.selection().is_some(),
        }
    }

    /// Which controls exist in this game at all.
    pub fn offered(&self) -> Offered {
        let person = self.acting_side().is_some();
        Offered { hint: self.vs_bot(), pause: !person, offer_draw: person, resign: person }
    }

    /// Where the move list's "previous" and "next" lead from the position shown.
    pub fn review_steps(&self) -> ReviewSteps {
        let played = self.board.game().ply();
        let shown = self.review.unwrap_or(played);
        ReviewSteps { back: shown.checked_sub(1), forward: (shown < played).then_some(shown + 1) }
    }

    // ----- the bot's turn and hints -----

    /// The search the screen wants now: the bot's move when it is to move,
    /// else a hint a person asked for in this position.
    pub fn search(&self) -> Option<SearchTicket> {
        let b = &self.board;
        let side = b.position().turn();
        if let Some(level) = b.bot_to_move().filter(|_| !self.paused) {
            return Some(SearchTicket {
                generation: self.generation,
                kind: SearchKind::BotMove { level },
                side,
            });
        }
        if self.hint_wanted == Some(self.generation) && !b.is_over() {
            let budget_ms = hint_budget_ms(self.bot_level().unwrap_or(1));
            return Some(SearchTicket {
                generation: self.generation,
                kind: SearchKind::Hint { budget_ms },
                side,
            });
        }
        None
    }

    /// The wanted search with the positions it needs, to run off this object.
    pub fn search_job(&self) -> Option<SearchJob> {
        let ticket = self.search()?;
        let g = self.board.game();
        Some(SearchJob {
            ticket,
            rules: *self.board.rules(),
            position: g.position(),
            history: (0..g.ply()).filter_map(|i| g.position_at(i)).collect(),
        })
    }

    /// Applies a search's answer if it is still the one wanted: plays the
    /// bot's move, or shows the hint. Refused (and nothing changes) after
    /// any change to the game since the ticket was issued.
    pub fn apply_search(
        &mut self,
        ticket: &SearchTicket,
        best: Option<draughts_rules::Move>,
    ) -> Result<(), Stale> {
        if self.search().as_ref() != Some(ticket) {
            return Err(Stale);
        }
        let lang = self.lang();
        match (ticket.kind, best) {
            (SearchKind::BotMove { .. }, Some(m)) => {
                self.board.play_move(&m).map_err(|_| Stale)?;
                self.changed();
                self.after_move(&m, true);
            }
            (SearchKind::BotMove { .. }, None) => return Err(Stale),
            (SearchKind::Hint { .. }, Some(m)) => {
                self.hint_wanted = None;
                let legal = self.board.legal();
                let text = draughts_rules::MoveText::of(&m, legal, self.rules()).to_string();
                let spoken = texts::spoken_move(self.rules(), &m, lang);
                self.board.set_hint(Some(m));
                self.announce(EventKind::Hint, texts::hint(&text, &spoken, lang));
            }
            (SearchKind::Hint { .. }, None) => {
                self.hint_wanted = None;
            }
        }
        Ok(())
    }

    /// Asks for a hint (against the bot, on a person's turn). Ends a review first.
    pub fn request_hint(&mut self) -> bool {
        self.end_review_quietly();
        if !self.enabled().hint {
            return false;
        }
        self.hint_wanted = Some(self.generation);
        true
    }

    // ----- taps and keys -----

    /// A tap on a playing square.
    pub fn tap(&mut self, s: Square) -> TapOutcome {
        if self.review.is_some() {
            self.board.set_cursor(s);
            let out = TapOutcome::Refused(Refusal::Reviewing);
            self.announce_tap(&out);
            return out;
        }
        let before = self.board.game().ply();
        let out = self.board.tap(s);
        if let TapOutcome::Played { mv, .. } = &out {
            let mv = *mv;
            self.changed();
            debug_assert_eq!(self.board.game().ply(), before + 1);
            self.after_move(&mv, false);
        } else {
            self.announce_tap(&out);
        }
        out
    }

    fn announce_tap(&mut self, out: &TapOutcome) {
        let kind = match out {
            TapOutcome::Selected { .. } => EventKind::Selected,
            TapOutcome::Stepped { .. } => EventKind::Stepped,
            TapOutcome::Cancelled => EventKind::Cancelled,
            TapOutcome::Refused(_) => EventKind::Refused,
            TapOutcome::Played { .. } => return,
        };
        let text = self.board.outcome_text(out);
        self.announce(kind, text);
    }

    /// The announcement after a move: the move, the result if it ended the
    /// game, and who must capture next.
    fn after_move(&mut self, m: &draughts_rules::Move, by_bot: bool) {
        let lang = self.lang();
        let rules = *self.rules();
        let mut text = texts::moved(&texts::spoken_move(&rules, m, lang), by_bot, lang);
        let result = self.result_view();
        if let Some(r) = &result {
            text = format!("{text} {}.", r.text);
        } else {
            let v = self.board.view();
            let must = v.flagged(|f| f.must_capture);
            if !must.is_empty() {
                let side = self.board.position().turn();
                text = format!("{text} {}", texts::must_capture(&rules, side, &must, lang));
            }
        }
        let kind =
            EventKind::Moved { capture: m.is_capture(), by_bot, game_over: result.is_some() };
        self.announce(kind, text);
    }

    /// A tap on the square with this name; `None` if there is no such square.
    pub fn tap_name(&mut self, name: &str) -> Option<TapOutcome> {
        let s = self.rules().parse_square(name)?;
        Some(self.tap(s))
    }

    /// A key. Escape also leaves a review; Enter on a reviewed board is refused.
    pub fn key(&mut self, k: Key) -> KeyOutcome {
        if self.review.is_some() {
            match k {
                Key::Escape => {
                    self.end_review();
                    return KeyOutcome::Tap(TapOutcome::Cancelled);
                }
                Key::Enter => {
                    let out = TapOutcome::Refused(Refusal::Reviewing);
                    self.announce_tap(&out);
                    return KeyOutcome::Tap(out);
                }
                _ => {}
            }
        }
        match k {
            Key::Enter => {
                let c = self.board.cursor();
                match c {
                    Some(c) => KeyOutcome::Tap(self.tap(c)),
                    None => self.board.key(k),
                }
            }
            Key::Escape => {
                let out = self.board.cancel();
                self.announce_tap(&out);
                KeyOutcome::Tap(out)
            }
            _ => {
                let out = self.board.key(k);
                if let KeyOutcome::Cursor(s) = out {
                    let v = self.view_board();
                    let text = v.square(s).description.clone();
                    self.announce(EventKind::Cursor, text);
                }
                out
            }
        }
    }

    /// Drops the selection.
    pub fn cancel(&mut self) -> TapOutcome {
        let out = self.board.cancel();
        self.announce_tap(&out);
        out
    }

    /// Plays a move written in notation (`32-28`, `19x30`, `c3-d4`, a full
    /// path) for the person to move. Ends a review first.
    pub fn play_text(&mut self, text: &str) -> Result<draughts_rules::Move, ActionError> {
        self.end_review_quietly();
        if self.board.bot_to_move().is_some() {
            return Err(ActionError::BotToMove);
        }
        let m = self.board.play_text(text)?;
        self.changed();
        self.after_move(&m, false);
        Ok(m)
    }

    // ----- commands -----

    /// Takes back a move (against the bot, back to the person's last turn).
    /// Ends a review first. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        self.end_review_quietly();
        let Some(texts_back) = self.board.undo() else {
            return false;
        };
        self.changed();
        let lang = self.lang();
        let text = if texts_back.is_empty() {
            texts::ending_undone(lang).to_string()
        } else {
            format!(
                "{} {}",
                texts::undone(&texts_back, lang),
                texts::to_move(self.board.position().turn(), lang)
            )
        };
        self.announce(EventKind::Undone, text);
        true
    }

    /// Replays what was undone, up to the person's next turn. Ends a review first.
    pub fn redo(&mut self) -> bool {
        self.end_review_quietly();
        let Some(texts_again) = self.board.redo() else {
            return false;
        };
        self.changed();
        let lang = self.lang();
        let mut text = texts::redone(&texts_again, lang);
        if let Some(r) = self.result_view() {
            text = format!("{text} {}.", r.text);
        }
        self.announce(EventKind::Redone, text);
        true
    }

    /// The acting side resigns. Ends a review first.
    pub fn resign(&mut self) -> Result<(), ActionError> {
        self.end_review_quietly();
        let who = self.acting_side().ok_or(ActionError::NoPerson)?;
        self.board.resign(who)?;
        self.changed();
        let text = self.result_view().map(|r| format!("{}.", r.text)).unwrap_or_default();
        self.announce(EventKind::GameOver, text);
        Ok(())
    }

    /// The acting side offers a draw. Against the bot the bot answers at
    /// once; between people the offer waits for [`GameTable::answer_draw`].
    pub fn offer_draw(&mut self) -> Result<DrawAnswer, ActionError> {
        self.end_review_quietly();
        let who = self.acting_side().ok_or(ActionError::NoPerson)?;
        if let Some(r) = self.board.game().result() {
            return Err(GameError::GameOver(r).into());
        }
        if self.board.bot_to_move().is_some() {
            return Err(ActionError::BotToMove);
        }
        if self.board.game().pending_draw_offer().is_some() {
            return Err(ActionError::OfferPending);
        }
        let answer = self.board.offer_draw(who)?;
        let lang = self.lang();
        match answer {
            DrawAnswer::Accepted => {
                self.changed();
                let text = self.result_view().map(|r| format!("{}.", r.text)).unwrap_or_default();
                self.announce(EventKind::GameOver, text);
            }
            DrawAnswer::Declined => {
                self.announce(EventKind::DrawDeclined, texts::bot_declines_draw(lang).into());
            }
            DrawAnswer::Pending => {
                self.announce(EventKind::DrawOffered, texts::draw_offered(who, lang));
            }
        }
        Ok(answer)
    }

    /// The opponent of the side that offered answers the pending offer.
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), ActionError> {
        let by = self.board.game().pending_draw_offer();
        if by.is_some_and(|by| self.board.player(by.opponent()) != Player::Human) {
            return Err(ActionError::BotToMove);
        }
        self.board.answer_draw(accept)?;
        let lang = self.lang();
        if accept {
            self.changed();
            let text = self.result_view().map(|r| format!("{}.", r.text)).unwrap_or_default();
            self.announce(EventKind::GameOver, text);
        } else if let Some(by) = by {
            self.announce(EventKind::DrawDeclined, texts::draw_declined(by.opponent(), lang));
        }
        Ok(())
    }

    /// Turns the board around.
    pub fn flip(&mut self) {
        self.board.flip();
        let text = texts::flipped(self.board.is_flipped(), self.lang());
        self.announce(EventKind::Flipped, text.into());
    }

    /// In pass-and-play, the board turns to face the player to move (no
    /// effect against the bot).
    pub fn set_auto_flip(&mut self, on: bool) {
        self.board.set_auto_flip(on);
    }

    /// The language of every text.
    pub fn set_lang(&mut self, lang: Lang) {
        self.board.set_lang(lang);
    }

    // ----- reviewing -----

    /// Shows the position after `plies` plies of the line (undone ones
    /// included), read-only, without changing the game. The live ply ends
    /// the review.
    pub fn review(&mut self, plies: usize) -> bool {
        let g = self.board.game();
        if plies > g.plies().len() {
            return false;
        }
        if plies == g.ply() {
            self.end_review();
            return true;
        }
        self.review = Some(plies);
        let text = self.review_text(plies);
        self.announce(EventKind::ReviewStarted, text);
        true
    }

    /// Back to the live board.
    pub fn end_review(&mut self) {
        if self.review.take().is_some() {
            self.announce(EventKind::ReviewEnded, texts::review_ended(self.lang()).into());
        }
    }

    fn end_review_quietly(&mut self) {
        self.review = None;
    }

    fn review_text(&self, plies: usize) -> String {
        let lang = self.lang();
        match plies.checked_sub(1) {
            None => texts::reviewing_start(lang).into(),
            Some(i) => {
                let e = &self.move_entries(Some(plies))[i];
                let label = e.label.clone().unwrap_or_else(|| texts::move_number(e.number, false));
                texts::reviewing(&label, &e.text, lang)
            }
        }
    }

    // ----- export -----

    /// The game as PDN 3.0, with the standard tags filled in from the game
    /// and `ctx`. Announces the export.
    pub fn export_pdn(&mut self, ctx: &PdnContext) -> Result<String, PdnContextError> {
        let text = self.pdn(ctx)?;
        let plies = self.board.game().ply();
        self.announce(EventKind::Exported, texts::exported(plies, self.lang()));
        Ok(text)
    }

    /// The PDN text without announcing it.
    pub fn pdn(&self, ctx: &PdnContext) -> Result<String, PdnContextError> {
        let lang = self.lang();
        let date = match &ctx.date {
            None => "????.??.??".to_string(),
            Some(d) => pdn_date(d).ok_or_else(|| PdnContextError::Date(d.clone()))?,
        };
        let [white, black] = self.board.players();
        let tags: Vec<(String, String)> = vec![
            ("Event".into(), texts::pdn_event(lang).into()),
            ("Site".into(), ctx.site.clone().unwrap_or_else(|| "?".into())),
            ("Date".into(), date),
            ("Round".into(), "-".into()),
            ("White".into(), texts::pdn_player(white, lang)),
            ("Black".into(), texts::pdn_player(black, lang)),
        ];
        Ok(pdn::write_game(self.board.game(), &tags, &[]))
    }

    // ----- the snapshot -----

    fn result_view(&self) -> Option<ResultView> {
        let g = self.board.game();
        let r = g.result()?;
        Some(ResultView {
            outcome: r.outcome,
            reason: r.reason,
            text: result_text(g, &r, self.lang()),
        })
    }

    fn move_entries(&self, shown: Option<usize>) -> Vec<MoveEntry> {
        let g = self.board.game();
        let rules = self.rules();
        let lang = self.lang();
        let played = g.ply();
        let shown = shown.unwrap_or(played);
        let first_color = g.plies().first().map(|p| p.color).unwrap_or(g.turn());
        let offset = usize::from(first_color != rules.first);
        g.plies()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let number = (i + offset) / 2 + 1;
                let first_mover = p.color == rules.first;
                let label =
                    (first_mover || i == 0).then(|| texts::move_number(number, first_mover));
                MoveEntry {
                    ply: i,
                    number,
                    label,
                    side: p.color,
                    text: p.text.clone(),
                    spoken: texts::spoken_move(rules, &p.mv, lang),
                    undone: i >= played,
                    current: i + 1 == shown,
                }
            })
            .collect()
    }

    fn view_board(&self) -> BoardView {
        match self.review {
            None => self.board.view(),
            Some(plies) => self.board_at(plies),
        }
    }

    fn board_at(&self, plies: usize) -> BoardView {
        let g = self.board.game();
        let pos = g.position_at(plies).unwrap_or_else(|| g.position());
        let last = plies.checked_sub(1).map(|i| &g.plies()[i]);
        let mut v = BoardView::read_only(
            self.rules(),
            &pos,
            self.board.is_flipped(),
            last.map(|p| (&p.mv, p.text.as_str())),
            &[],
            self.lang(),
        );
        if let Some(c) = self.board.cursor() {
            v.cursor = Some(c);
            v.squares[c.index()].flags.cursor = true;
        }
        v
    }

    fn players(&self) -> [PlayerView; 2] {
        let b = &self.board;
        let lang = self.lang();
        let pos = b.position();
        let start = *b.game().start();
        let vs_bot = self.vs_bot();
        let searching = self.search().and_then(|t| match t.kind {
            SearchKind::BotMove { .. } => Some(t.side),
            SearchKind::Hint { .. } => None,
        });
        let over = b.is_over();
        [Color::White, Color::Black].map(|side| {
            let player = b.player(side);
            let (total, kings) = pos.count(side);
            let (start_total, _) = start.count(side);
            let (men, lost) = (total - kings, start_total.saturating_sub(total));
            let name = texts::player_name(player, side, vs_bot, lang);
            let to_move = !over && pos.turn() == side;
            let thinking = searching == Some(side);
            let pieces = texts::pieces(men, kings, lost, lang);
            let spoken = texts::player_strip(&name, side, to_move, thinking, &pieces, lang);
            PlayerView { side, player, name, to_move, thinking, men, kings, lost, pieces, spoken }
        })
    }

    fn status(&self, board: &BoardView, result: Option<&ResultView>) -> String {
        let lang = self.lang();
        if let Some(plies) = self.review {
            return self.review_text(plies);
        }
        if let Some(r) = result {
            return r.text.clone();
        }
        if let Some(c) = &board.capture {
            return texts::capture_on(c.jumps_left.0, c.jumps_left.1, lang);
        }
        let turn = self.board.position().turn();
        let base = texts::to_move(turn, lang);
        match self.search().map(|t| t.kind) {
            Some(SearchKind::BotMove { .. }) => format!("{base} — {}", texts::bot_thinking(lang)),
            Some(SearchKind::Hint { .. }) => format!("{base} — {}", texts::hint_thinking(lang)),
            None => base.to_string(),
        }
    }

    /// The game in one line: "International draughts · Against the bot,
    /// level 4 (Club player) · move 12".
    fn summary(&self) -> String {
        let g = self.board.game();
        let lang = self.lang();
        let entries = self.move_entries(None);
        let number =
            entries.iter().filter(|m| !m.undone).map(|m| m.number).next_back().unwrap_or(0);
        let mut parts =
            vec![texts::title(self.rules(), lang), texts::mode(self.board.players(), lang)];
        if g.ply() > 0 {
            parts.push(texts::move_count(number, lang));
        }
        if let Some(r) = self.result_view() {
            parts.push(r.text);
        }
        parts.join(" · ")
    }

    /// Everything the screen shows now, as one immutable value.
    pub fn view(&self) -> GameView {
        let b = &self.board;
        let g = b.game();
        let lang = self.lang();
        let board = self.view_board();
        let result = self.result_view();
        let status = self.status(&board, result.as_ref());
        let draw_counter = match (self.review, &result) {
            (None, None) => g
                .draw_counter()
                .map(|c| DrawCounterView { counter: c, text: texts::draw_counter(&c, lang) }),
            _ => None,
        };
        let draw_offer = match (g.pending_draw_offer(), &result) {
            (Some(by), None) => Some(DrawOfferView { by, text: texts::draw_offered(by, lang) }),
            _ => None,
        };
        GameView {
            title: texts::title(b.rules(), lang),
            mode: texts::mode(b.players(), lang),
            players: self.players(),
            status,
            turn: b.position().turn(),
            result,
            draw_counter,
            draw_offer,
            moves: self.move_entries(self.review),
            current_ply: g.ply(),
            review: self.review.map(|plies| ReviewView { plies, text: self.review_text(plies) }),
            enabled: self.enabled(),
            offered: self.offered(),
            review_steps: self.review_steps(),
            acting_side: self.acting_side(),
            search: self.search(),
            in_progress: g.result().is_none() && !g.plies().is_empty(),
            event: self.events.last().cloned(),
            events: self.events.clone(),
            summary: self.summary(),
            paused: self.paused,
            board,
        }
    }

    /// A full read-only snapshot of the position after `plies` plies (the
    /// same as reviewing it), without changing what the screen shows; `None`
    /// past the end of the line.
    pub fn view_at(&self, plies: usize) -> Option<GameView> {
        if plies > self.board.game().plies().len() {
            return None;
        }
        let mut s = self.clone();
        s.review = (plies != s.board.game().ply()).then_some(plies);
        s.events.clear();
        Some(s.view())
    }
}

/// The result sentence, with the draw rule's limit when a counter ended it.
fn result_text(g: &Game, r: &GameResult, lang: Lang) -> String {
    let limit = if r.reason.is_counter() {
        g.draw_counters().iter().find(|c| c.rule == r.reason).map(|c| c.limit)
    } else {
        None
    };
    texts::result(r, g.rules(), limit, lang)
}

/// An ISO 8601 date (`2026-12-01`) as PDN writes it (`2026.12.01`).
fn pdn_date(iso: &str) -> Option<String> {
    let parts: Vec<&str> = iso.trim().split('-').collect();
    let [y, m, d] = parts[..] else {
        return None;
    };
    let ok = |s: &str, n: usize, max: u32| {
        s.len() == n
            && s.bytes().all(|c| c.is_ascii_digit())
            && s.parse::<u32>().is_ok_and(|v| v >= 1 && v <= max)
    };
    (ok(y, 4, 9999) && ok(m, 2, 12) && ok(d, 2, 31)).then(|| format!("{y}.{m}.{d}"))
}
