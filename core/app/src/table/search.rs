//! The bot's turn and hints as data: the table says which search it wants
//! ([`super::SearchTicket`]), hands out a [`SearchJob`] to run on whatever
//! thread the front end chooses, and accepts the answer only while it is
//! still current ([`super::GameTable::apply_search`]).

use super::view::{SearchKind, SearchTicket};
use super::{EventKind, GameTable};
use crate::texts;
use draughts_engine::{Bot, GameState, Info, Level, Limits, SearchResult};
use draughts_game::DrawState;
use draughts_rules::{Move, Position, Rules};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

/// How long a hint may think, by the level of the bot in the game: a hint
/// is as strong as the opponent and never slower than a second and a half.
const HINT_MS: [u32; 6] = [300, 400, 500, 700, 1000, 1500];

/// The hint budget of a game against the bot at `level`.
pub fn hint_budget_ms(level: u8) -> u32 {
    HINT_MS[(Level::get(level).number - 1) as usize]
}

/// Everything a search needs, copied out of the table so it can run
/// without holding it.
#[derive(Clone, Debug)]
pub struct SearchJob {
    /// Which request this is, to drop stale answers.
    pub ticket: SearchTicket,
    /// The rules to search under.
    pub rules: Rules,
    /// The position to search.
    pub position: Position,
    /// The earlier positions of the game, oldest first (for repetitions).
    pub history: Vec<Position>,
    /// The game's draw counters at `position`, so the search applies the
    /// variant's draw rules as the game record counts them.
    pub draw: DrawState,
    /// The bot's share of its clock for this move, when the game has a
    /// running clock ([`draughts_game::clock::bot_budget_ms`]): the level's
    /// limits are capped to it ([`clock_limits`]).
    pub clock_budget_ms: Option<u64>,
}

/// A level's limits within a clock's budget: the bot never thinks longer
/// than its level does, and in time trouble no longer than the budget. The
/// time target and maximum and the hard guard are capped; the node and
/// depth caps that set the lower levels' strength stay.
pub fn clock_limits(limits: Limits, budget_ms: u64) -> Limits {
    let budget = Duration::from_millis(budget_ms.max(1));
    let cap = |t: Option<Duration>| t.map(|t| t.min(budget));
    let guard = match (limits.time, limits.guard) {
        (None, None) => Some(budget),
        (_, g) => cap(g),
    };
    Limits { time: cap(limits.time), max_time: cap(limits.max_time), guard, ..limits }
}

/// What a search found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchAnswer {
    /// The move found, if any.
    pub best: Option<Move>,
    /// Centi-men for the side to move.
    pub score: i32,
    /// Depth reached.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
    /// The principal variation, from the searched position.
    pub pv: Vec<Move>,
}

impl From<SearchResult> for SearchAnswer {
    /// The answer of a full search (the expected reply is not kept).
    fn from(r: SearchResult) -> Self {
        SearchAnswer {
            best: r.best,
            score: r.score,
            depth: r.depth,
            nodes: r.nodes,
            time: r.time,
            pv: r.pv,
        }
    }
}

impl SearchJob {
    /// Runs the search on the calling thread. `seed` varies the lower
    /// levels' choices; `stop` ends it early with the best move so far;
    /// `on_info` sees each finished iteration of a bot move.
    pub fn run(
        &self,
        bot: &mut Bot,
        seed: u64,
        stop: Option<Arc<AtomicBool>>,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchAnswer {
        let game = self.game_state();
        match self.ticket.kind {
            SearchKind::BotMove { level } => {
                let level = Level::get(level);
                let limits = match self.clock_budget_ms {
                    Some(ms) => clock_limits(level.limits(), ms),
                    None => level.limits(),
                };
                bot.level_move(game, level, &limits, seed, stop, on_info).into()
            }
            SearchKind::Hint { budget_ms } => {
                let budget = Duration::from_millis(budget_ms.into());
                match bot.hint(game, budget, stop) {
                    Some(h) => SearchAnswer {
                        best: Some(h.best),
                        score: h.score,
                        depth: h.depth,
                        pv: h.pv,
                        ..SearchAnswer::default()
                    },
                    None => SearchAnswer::default(),
                }
            }
        }
    }

    /// The game as the engine takes it.
    pub fn game_state(&self) -> GameState<'_> {
        GameState { position: &self.position, history: &self.history, draw: Some(self.draw) }
    }

    /// The principal variation in the variant's notation, as far as it
    /// stays legal from the searched position.
    pub fn pv_text(&self, pv: &[Move]) -> Vec<String> {
        self.position.line_text(&self.rules, pv).moves
    }
}

/// A refused search answer: the position changed since it was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the search answer is stale: the game changed since it was asked for")]
pub struct Stale;

impl GameTable {
    /// The search the table wants now: the bot's move when it is to move,
    /// else a hint a person asked for in this position. A search that
    /// failed ([`GameTable::search_failed`]) is not asked for again in the
    /// same position: it would fail again; the next change to the game (a
    /// move, an undo, a redo) asks again.
    pub fn search(&self) -> Option<SearchTicket> {
        let b = &self.board;
        let side = b.position().turn();
        if self.failed == Some(self.generation) {
            return None;
        }
        if let Some(level) = b.bot_to_move().filter(|_| !self.clock_paused()) {
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
        let clock_budget_ms = match ticket.kind {
            SearchKind::BotMove { .. } => self.bot_clock_budget(ticket.side),
            SearchKind::Hint { .. } => None,
        };
        Some(SearchJob {
            ticket,
            rules: *self.board.rules(),
            position: g.position(),
            history: (0..g.ply()).filter_map(|i| g.position_at(i)).collect(),
            draw: g.draw_state(),
            clock_budget_ms,
        })
    }

    /// Applies a search's answer if it is still the one wanted: plays the
    /// bot's move, or shows the hint. Refused (and nothing changes) after
    /// any change to the game since the ticket was issued, and when the
    /// bot's flag fell before its move (the game is then lost on time). With
    /// a clock, the bot's move is charged at the last [`GameTable::tick`].
    pub fn apply_search(
        &mut self,
        ticket: &SearchTicket,
        best: Option<draughts_rules::Move>,
    ) -> Result<(), Stale> {
        if self.clock_gate() || self.search().as_ref() != Some(ticket) {
            return Err(Stale);
        }
        let lang = self.lang();
        match (ticket.kind, best) {
            (SearchKind::BotMove { .. }, Some(m)) => {
                self.board.play_move(&m).map_err(|_| Stale)?;
                self.clock_moved();
                self.changed();
                self.after_move(&m, true, 0);
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

    /// The search for `ticket` failed (the engine panicked, its thread did
    /// not start): the table stops asking for it until the game changes.
    /// Nothing happens for a ticket that is no longer the one wanted.
    pub fn search_failed(&mut self, ticket: &SearchTicket) {
        if self.search().as_ref() == Some(ticket) {
            self.failed = Some(self.generation);
            self.hint_wanted = None;
        }
    }

    /// Asks for a hint (against the bot, on a person's turn). Ends a replay first.
    pub fn request_hint(&mut self) -> bool {
        self.end_replay_quietly();
        if !self.enabled().hint {
            return false;
        }
        self.hint_wanted = Some(self.generation);
        true
    }
}
