//! The game record: moves with their notation, undo/redo, results and draws.
//!
//! A [`Game`] holds the rules, the start position, the whole line of moves
//! (including the part that can be redone), one [`Position`] and one
//! [`DrawState`] per ply, and the result. Undo and redo only move a cursor,
//! so the counters after undo are exactly the ones that were there before.
//!
//! The end of the game is checked in this order after every ply
//! (FMJD rules of International draughts, art. 7.2.2 and 7.2.3, and the
//! variants' draw rules in [`crate::draw`]):
//! 1. the side to move has no pieces ([`EndReason::NoPieces`]) or no legal
//!    move ([`EndReason::NoMoves`]): it loses;
//! 2. the position has occurred `rules.repetition` times with the same side
//!    to move ([`EndReason::Repetition`]);
//! 3. a move-count rule has reached its limit ([`crate::draw`]).
//!
//! So a win on the last counted move wins. Resignation, agreement and a
//! flag fall ([`Game::flag`]) end the game at the current ply; [`Game::undo`] first takes such an ending back.
//!
//! ```
//! use draughts_game::Game;
//! use draughts_rules::Rules;
//! let mut g = Game::new(Rules::international());
//! g.play_text("32-28").unwrap();
//! g.play_text("19-23").unwrap();
//! assert_eq!(g.plies()[1].text, "19-23");
//! assert!(g.undo());
//! assert_eq!(g.ply(), 1);
//! assert!(g.redo());
//! assert_eq!(g.result(), None);
//! ```

use crate::draw::{DrawCounter, DrawState};
use draughts_rules::Move;
use draughts_rules::Position;
use draughts_rules::{Color, Rules};
use draughts_rules::{IllegalReason, MoveError, MoveText};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One ply of the record: the move, its official text, and who played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlyRecord {
    /// The move played.
    pub mv: Move,
    /// The move in the variant's official notation (`32-28`, `19x30`,
    /// `c3-d4`, `d4:b2`; long only when the short form is ambiguous).
    pub text: String,
    /// Who played it.
    pub color: Color,
}

/// Who won, or a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// White wins.
    WhiteWins,
    /// Black wins.
    BlackWins,
    /// A draw.
    Draw,
}

impl Outcome {
    /// The outcome in which `c` wins.
    pub const fn win(c: Color) -> Outcome {
        match c {
            Color::White => Outcome::WhiteWins,
            Color::Black => Outcome::BlackWins,
        }
    }
    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::WhiteWins => Some(Color::White),
            Outcome::BlackWins => Some(Color::Black),
            Outcome::Draw => None,
        }
    }
}

/// Which rule ended the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// The side to move has no pieces left (FMJD 7.2.3).
    NoPieces,
    /// The side to move has pieces but no legal move (FMJD 7.2.2).
    NoMoves,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
    /// The same position with the same side to move occurred for the third
    /// time (fourth in Italian): `Rules::repetition`.
    Repetition,
    /// The side to move ran out of time on its clock: the opponent wins
    /// (lidraughts gives every flag to the opponent, `Finisher.outOfTime`;
    /// the FMJD texts have no exception for a lone piece).
    OutOfTime,
    /// Only kings moved, nothing captured, for the limit (FMJD 6.2; Russian
    /// "kings only"; FMJD-64 7.2.5).
    KingsOnly,
    /// Three pieces, at least one a king, against a lone king (FMJD 6.3).
    LoneKingThree,
    /// Two or fewer pieces, at least one a king, against a lone king
    /// (FMJD 6.4; FMJD-64 7.2.8).
    LoneKingTwo,
    /// Three or more kings against a lone king, not captured by the stronger
    /// side's 15th move (Russian 2022; FMJD-64 7.2.4).
    ThreeKingsVsKing,
    /// Three pieces against a lone king holding the long diagonal, not
    /// captured by the stronger side's 5th move (Russian 2022; FMJD-64 7.2.7).
    LongDiagonal,
    /// Kings on both sides, no capture and no promotion for the limit
    /// (Russian 2022; FMJD-64 7.2.6).
    KingsBothSides,
    /// N moves each with no capture and no man move (English, Czech,
    /// Italian, Spanish, custom rule sets).
    NoProgress,
}

impl EndReason {
    /// Whether this reason ends the game in a draw.
    pub const fn is_draw(self) -> bool {
        !matches!(
            self,
            EndReason::NoPieces
                | EndReason::NoMoves
                | EndReason::Resignation
                | EndReason::OutOfTime
        )
    }
    /// Whether this is a move-count draw rule (a counter of
    /// [`DrawState`](crate::DrawState)).
    pub const fn is_counter(self) -> bool {
        matches!(
            self,
            EndReason::KingsOnly
                | EndReason::LoneKingThree
                | EndReason::LoneKingTwo
                | EndReason::ThreeKingsVsKing
                | EndReason::LongDiagonal
                | EndReason::KingsBothSides
                | EndReason::NoProgress
        )
    }
    /// A short English description, for logs and the CLI.
    pub const fn describe(self) -> &'static str {
        match self {
            EndReason::NoPieces => "no pieces left",
            EndReason::NoMoves => "no legal move",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "draw by agreement",
            EndReason::OutOfTime => "time forfeit",
            EndReason::Repetition => "repetition of position",
            EndReason::KingsOnly => "only kings moved",
            EndReason::LoneKingThree => "three pieces against a lone king",
            EndReason::LoneKingTwo => "two pieces or fewer against a lone king",
            EndReason::ThreeKingsVsKing => "three kings against a lone king",
            EndReason::LongDiagonal => "lone king on the long diagonal",
            EndReason::KingsBothSides => "kings on both sides without progress",
            EndReason::NoProgress => "no capture and no man move",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// How a game ended, and by which rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameResult {
    /// Who won, or a draw.
    pub outcome: Outcome,
    /// Why the game ended.
    pub reason: EndReason,
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let who = match self.outcome {
            Outcome::WhiteWins => "White wins",
            Outcome::BlackWins => "Black wins",
            Outcome::Draw => "draw",
        };
        write!(f, "{who} ({})", self.reason)
    }
}

/// Why a game action was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The game is over (its result).
    #[error("the game is over: {0}")]
    GameOver(GameResult),
    /// The move is not legal or does not read.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// There is no draw offer to answer.
    #[error("there is no draw offer to answer")]
    NoDrawOffer,
    /// A player tried to answer its own offer.
    #[error("{0:?} cannot answer its own draw offer")]
    OwnDrawOffer(Color),
}

/// A game in progress or finished. See the module documentation.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    /// The whole line, including the part after the cursor (redo).
    line: Vec<PlyRecord>,
    /// `positions[i]` is the position after `i` plies; `positions[0]` is the start.
    positions: Vec<Position>,
    /// Draw counters of each position.
    states: Vec<DrawState>,
    /// The natural end at each position (win, repetition, counters).
    ends: Vec<Option<GameResult>>,
    /// Plies currently played.
    cur: usize,
    /// A resignation or agreement at ply `cur`.
    declared: Option<(usize, GameResult)>,
    draw_offer: Option<Color>,
    /// False once the record went on past a draw rule ([`Game::play_on`]).
    automatic_draws: bool,
}

impl Game {
    /// A game from the rules' start position.
    pub fn new(rules: Rules) -> Game {
        let start = Position::start(&rules);
        Game::from_position(rules, start)
    }

    /// A game from any position (a FEN start).
    pub fn from_position(rules: Rules, start: Position) -> Game {
        let mut g = Game {
            rules,
            line: Vec::new(),
            positions: vec![start],
            states: vec![DrawState::initial()],
            ends: Vec::new(),
            cur: 0,
            declared: None,
            draw_offer: None,
            automatic_draws: true,
        };
        let end = g.natural_end(0);
        g.ends.push(end);
        g
    }

    /// The rules of this game.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }
    /// The position at the current ply.
    pub fn position(&self) -> Position {
        self.positions[self.cur]
    }
    /// The position after `ply` plies of the whole line, if it exists.
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        self.positions.get(ply).copied()
    }
    /// The side to move now.
    pub fn turn(&self) -> Color {
        self.positions[self.cur].turn()
    }

    /// The legal moves now; empty when the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.result().is_some() {
            return Vec::new();
        }
        self.position().legal_moves(&self.rules)
    }

    /// The official text of a legal move in the current position.
    pub fn move_text(&self, m: &Move) -> String {
        self.position().move_text(&self.rules, m)
    }

    /// Plays a legal move and drops the redo line.
    pub fn play(&mut self, m: &Move) -> Result<(), GameError> {
        if let Some(r) = self.result() {
            return Err(GameError::GameOver(r));
        }
        let pos = self.position();
        let legal = pos.legal_moves(&self.rules);
        let Some(found) = legal.iter().find(|l| *l == m) else {
            let text = MoveText::of(m, &legal, &self.rules).to_string();
            return Err(GameError::Move(MoveError::Illegal {
                text,
                why: IllegalReason::NotLegalHere,
            }));
        };
        let found = *found;
        let text = MoveText::of(&found, &legal, &self.rules).to_string();
        self.push(found, text);
        Ok(())
    }

    fn push(&mut self, m: Move, text: String) {
        let pos = self.position();
        let mover = pos.turn();
        // A pending offer lapses with the next move: the opponent playing on
        // declines it, and the offerer moving withdraws it. (A game that
        // ends with this move has no offer left either.)
        self.draw_offer = None;
        self.declared = None;
        self.line.truncate(self.cur);
        self.positions.truncate(self.cur + 1);
        self.states.truncate(self.cur + 1);
        self.ends.truncate(self.cur + 1);
        let next = pos.play(&m);
        let state = self.states[self.cur].next(&self.rules, &pos, &m, &next);
        self.line.push(PlyRecord { mv: m, text, color: mover });
        self.positions.push(next);
        self.states.push(state);
        self.cur += 1;
        let end = self.natural_end(self.cur);
        self.ends.push(end);
    }

    /// Reads a move in notation (liberal: short or long, `x` or `:`,
    /// numbers or coordinates) and plays it. Returns the move played.
    ///
    /// A capture written with its whole path is recorded as written (in the
    /// official separator): the record keeps the path that was played, even
    /// when the generator lists the same move by another order of the same
    /// pieces. Other texts are recorded in the official notation.
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(r) = self.result() {
            return Err(GameError::GameOver(r));
        }
        let mt = MoveText::parse(text, &self.rules)?;
        self.play_move_text(&mt)
    }

    /// As [`Game::play_text`], with the text already read.
    pub fn play_move_text(&mut self, mt: &MoveText) -> Result<Move, GameError> {
        if let Some(r) = self.result() {
            return Err(GameError::GameOver(r));
        }
        let pos = self.position();
        let legal = pos.legal_moves(&self.rules);
        let m = mt.resolve_in(&legal, &pos, &self.rules)?;
        let text = if m.is_capture() && mt.squares.len() > 2 && mt.is_full_path_of(&m) {
            let mut written = mt.clone();
            written.capture = Some(true);
            written.to_string()
        } else {
            MoveText::of(&m, &legal, &self.rules).to_string()
        };
        self.push(m, text);
        Ok(m)
    }

    /// Lets the record go on after a repetition or a move-count rule ended
    /// the game, as in an imported game whose players played on: from then
    /// on, for the whole record (undo included), only a win ends the game
    /// by itself; repetition and the move-count rules are no longer applied
    /// (the counters still run). Returns false, and changes nothing, unless
    /// the game is over by one of those rules. A save does not keep this:
    /// it replays by the rules.
    pub fn play_on(&mut self) -> bool {
        let by_rule = self.declared.is_none_or(|(ply, _)| ply != self.cur);
        match self.ends[self.cur] {
            Some(r) if by_rule && (r.reason == EndReason::Repetition || r.reason.is_counter()) => {
                self.automatic_draws = false;
                for ply in 0..self.ends.len() {
                    self.ends[ply] = self.natural_end(ply);
                }
                true
            }
            _ => false,
        }
    }

    /// Whether repetition and the move-count rules still end the game (true
    /// unless [`Game::play_on`] was used).
    pub fn automatic_draws(&self) -> bool {
        self.automatic_draws
    }

    /// Takes back a resignation or an agreed draw if one ends the game,
    /// otherwise the last ply. False when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        self.draw_offer = None;
        if self.declared.take().is_some() {
            return true;
        }
        if self.cur == 0 {
            return false;
        }
        self.cur -= 1;
        true
    }

    /// Plays the next ply of the redo line again. False when there is none.
    pub fn redo(&mut self) -> bool {
        if self.cur >= self.line.len() || self.declared.is_some() {
            return false;
        }
        self.draw_offer = None;
        self.cur += 1;
        true
    }

    /// Whether [`Game::undo`] would do something.
    pub fn can_undo(&self) -> bool {
        self.cur > 0 || self.declared.is_some()
    }
    /// Whether [`Game::redo`] would do something.
    pub fn can_redo(&self) -> bool {
        self.cur < self.line.len() && self.declared.is_none()
    }

    /// The whole line, including the plies that can be redone.
    pub fn plies(&self) -> &[PlyRecord] {
        &self.line
    }
    /// How many plies are currently played.
    pub fn ply(&self) -> usize {
        self.cur
    }
    /// The plies currently played.
    pub fn played(&self) -> &[PlyRecord] {
        &self.line[..self.cur]
    }
    /// The last ply played, if any.
    pub fn last_move(&self) -> Option<&PlyRecord> {
        self.cur.checked_sub(1).map(|i| &self.line[i])
    }

    /// Goes to ply `n` of the line (0 = start) by undo or redo; false if the
    /// line is shorter.
    pub fn go_to(&mut self, n: usize) -> bool {
        if n > self.line.len() {
            return false;
        }
        self.declared = None;
        self.draw_offer = None;
        self.cur = n;
        true
    }

    /// The result at the current ply, or `None` while the game goes on.
    pub fn result(&self) -> Option<GameResult> {
        if let Some((ply, r)) = self.declared {
            if ply == self.cur {
                return Some(r);
            }
        }
        self.ends[self.cur]
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// `who` resigns: the opponent wins.
    pub fn resign(&mut self, who: Color) -> Result<(), GameError> {
        if let Some(r) = self.result() {
            return Err(GameError::GameOver(r));
        }
        self.draw_offer = None;
        self.declared = Some((
            self.cur,
            GameResult { outcome: Outcome::win(who.opponent()), reason: EndReason::Resignation },
        ));
        Ok(())
    }

    /// `who` ran out of time: the opponent wins ([`EndReason::OutOfTime`]).
    /// Declared like a resignation, at the current ply.
    pub fn flag(&mut self, who: Color) -> Result<(), GameError> {
        if let Some(r) = self.result() {
            return Err(GameError::GameOver(r));
        }
        self.draw_offer = None;
        self.declared = Some((
            self.cur,
            GameResult { outcome: Outcome::win(who.opponent()), reason: EndReason::OutOfTime },
        ));
        Ok(())
    }

    /// `who` offers a draw. If the opponent already offered one, this
    /// accepts it and the game ends in a draw by agreement.
    pub fn offer_draw(&mut self, who: Color) -> Result<(), GameError> {
        if let Some(r) = self.result() {
            return Err(GameError::GameOver(r));
        }
        match self.draw_offer {
            Some(c) if c != who => self.agree(),
            _ => self.draw_offer = Some(who),
        }
        Ok(())
    }

    /// The opponent of the side that offered answers the pending offer.
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), GameError> {
        if let Some(r) = self.result() {
            return Err(GameError::GameOver(r));
        }
        if self.draw_offer.is_none() {
            return Err(GameError::NoDrawOffer);
        }
        if accept {
            self.agree();
        } else {
            self.draw_offer = None;
        }
        Ok(())
    }

    /// Ends the game in a draw by agreement now (both players agreed, as
    /// when a PDN file says so).
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        if let Some(r) = self.result() {
            return Err(GameError::GameOver(r));
        }
        self.agree();
        Ok(())
    }

    fn agree(&mut self) {
        self.draw_offer = None;
        self.declared =
            Some((self.cur, GameResult { outcome: Outcome::Draw, reason: EndReason::Agreement }));
    }

    /// The side whose draw offer waits for an answer.
    pub fn pending_draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The running draw counter closest to ending, for the UI.
    pub fn draw_counter(&self) -> Option<DrawCounter> {
        self.states[self.cur].closest(&self.rules, &self.positions[self.cur])
    }

    /// Every running draw counter at the current ply.
    pub fn draw_counters(&self) -> Vec<DrawCounter> {
        self.states[self.cur].counters(&self.rules, &self.positions[self.cur])
    }

    /// The raw counter state at the current ply.
    pub fn draw_state(&self) -> DrawState {
        self.states[self.cur]
    }

    /// How many times the current position (placement and side to move) has
    /// occurred in the game so far, this time included.
    pub fn repetitions(&self) -> usize {
        self.occurrences(self.cur)
    }

    fn occurrences(&self, ply: usize) -> usize {
        let p = &self.positions[ply];
        // A capture or a man move cannot be undone, so only the positions
        // since the last one can repeat.
        let from = ply.saturating_sub(self.states[ply].quiet as usize);
        self.positions[from..=ply].iter().filter(|q| q.hash() == p.hash() && *q == p).count()
    }

    /// The end of the game at position `ply` by the rules alone.
    fn natural_end(&self, ply: usize) -> Option<GameResult> {
        let pos = &self.positions[ply];
        let side = pos.turn();
        if pos.side_bits(side) == 0 {
            return Some(GameResult {
                outcome: Outcome::win(side.opponent()),
                reason: EndReason::NoPieces,
            });
        }
        if pos.is_stuck(&self.rules) {
            return Some(GameResult {
                outcome: Outcome::win(side.opponent()),
                reason: EndReason::NoMoves,
            });
        }
        if !self.automatic_draws {
            return None;
        }
        if self.occurrences(ply) >= self.rules.repetition as usize {
            return Some(GameResult { outcome: Outcome::Draw, reason: EndReason::Repetition });
        }
        self.states[ply]
            .verdict(&self.rules, pos)
            .map(|reason| GameResult { outcome: Outcome::Draw, reason })
    }
}
