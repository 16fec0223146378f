//! The game session: one long-lived object per game on screen, wrapping the
//! core's `BoardSession` behind a mutex, and the immutable snapshot records
//! a UI draws.

use crate::error::{argument, guard, DraughtsError, Error, Result};
use crate::types::{move_info, square, MoveInfo, PieceKind, RuleSet, Side};
use draughts_app::session as ds;
use std::sync::{Arc, Mutex, MutexGuard};

/// The language of texts the core writes (spoken moves, refusals, results,
/// tutorial pages).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Language {
    /// English.
    En,
    /// French.
    Fr,
}

impl From<Language> for ds::Lang {
    fn from(l: Language) -> Self {
        match l {
            Language::En => ds::Lang::En,
            Language::Fr => ds::Lang::Fr,
        }
    }
}
impl From<ds::Lang> for Language {
    fn from(l: ds::Lang) -> Self {
        match l {
            ds::Lang::En => Language::En,
            ds::Lang::Fr => Language::Fr,
        }
    }
}
/// What became of a draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum DrawOfferAnswer {
    /// Waiting for the other player's answer.
    Pending,
    /// The game is drawn by agreement.
    Accepted,
    /// The bot declined; the game goes on.
    Declined,
}

/// Who plays a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Player {
    /// A person at this device.
    Human,
    /// The bot at a level from 1 (weakest) to 6.
    Bot {
        /// 1..=6.
        level: u32,
    },
}

impl From<ds::Player> for Player {
    fn from(p: ds::Player) -> Self {
        match p {
            ds::Player::Human => Player::Human,
            ds::Player::Bot { level } => Player::Bot { level: level.into() },
        }
    }
}
impl TryFrom<Player> for ds::Player {
    type Error = DraughtsError;
    fn try_from(p: Player) -> Result<Self> {
        match p {
            Player::Human => Ok(ds::Player::Human),
            Player::Bot { level: level @ 1..=6 } => Ok(ds::Player::Bot { level: level as u8 }),
            Player::Bot { level } => Err(argument(format!("bot level {level}: use 1 to 6"))),
        }
    }
}

/// A keyboard key for the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Key {
    /// Cursor up (as seen on screen).
    Up,
    /// Cursor down.
    Down,
    /// Cursor left.
    Left,
    /// Cursor right.
    Right,
    /// Tap at the cursor (or show the cursor).
    Enter,
    /// Cancel the selection.
    Escape,
}

impl From<Key> for ds::Key {
    fn from(k: Key) -> Self {
        match k {
            Key::Up => ds::Key::Up,
            Key::Down => ds::Key::Down,
            Key::Left => ds::Key::Left,
            Key::Right => ds::Key::Right,
            Key::Enter => ds::Key::Enter,
            Key::Escape => ds::Key::Escape,
        }
    }
}

/// Who won, or a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Outcome {
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// A draw.
    Draw,
}

/// The rule that ended a game (or that a draw counter counts toward).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum EndReason {
    /// The side to move has no pieces left.
    NoPieces,
    /// The side to move has no legal move.
    NoMoves,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
    /// The same position occurred for the third time (fourth in Italian).
    Repetition,
    /// Only kings moved, with no capture, for the limit.
    KingsOnly,
    /// Three pieces (one a king) against a lone king.
    LoneKingThree,
    /// Two pieces or fewer (one a king) against a lone king.
    LoneKingTwo,
    /// Three kings against a lone king (Russian, Brazilian).
    ThreeKingsVsKing,
    /// A lone king holding the long diagonal (Russian, Brazilian).
    LongDiagonal,
    /// Kings on both sides without progress (Russian, Brazilian).
    KingsBothSides,
    /// No capture and no man move for the limit.
    NoProgress,
}

impl From<draughts_game::EndReason> for EndReason {
    fn from(r: draughts_game::EndReason) -> Self {
        use draughts_game::EndReason as R;
        match r {
            R::NoPieces => EndReason::NoPieces,
            R::NoMoves => EndReason::NoMoves,
            R::Resignation => EndReason::Resignation,
            R::Agreement => EndReason::Agreement,
            R::Repetition => EndReason::Repetition,
            R::KingsOnly => EndReason::KingsOnly,
            R::LoneKingThree => EndReason::LoneKingThree,
            R::LoneKingTwo => EndReason::LoneKingTwo,
            R::ThreeKingsVsKing => EndReason::ThreeKingsVsKing,
            R::LongDiagonal => EndReason::LongDiagonal,
            R::KingsBothSides => EndReason::KingsBothSides,
            R::NoProgress => EndReason::NoProgress,
        }
    }
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct GameResultInfo {
    /// Who won, or a draw.
    pub outcome: Outcome,
    /// The rule behind it.
    pub reason: EndReason,
    /// The result in words, in the session's language ("White wins (resignation)").
    pub text: String,
}

/// A running draw counter.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct DrawCounterInfo {
    /// The rule, named by the reason the game would end with.
    pub rule: EndReason,
    /// Moves left before the draw (0: reached).
    pub moves_left: u32,
    /// The rule's limit, in the same unit.
    pub limit: u32,
    /// Single moves by either side left before the draw.
    pub plies_left: u32,
    /// `null`/`nil` when both sides' moves count; otherwise the side counted.
    pub counted_side: Option<Side>,
    /// The counter in words, in the session's language.
    pub text: String,
}

/// A piece as drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PieceInfo {
    /// Whose piece.
    pub side: Side,
    /// Man or king.
    pub kind: PieceKind,
}

/// The styles of one square (see the core's `SquareFlags`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SquareFlags {
    /// The selected piece.
    pub selected: bool,
    /// A next landing square of the selected piece.
    pub target: bool,
    /// A final square one tap away (dotted circle).
    pub final_destination: bool,
    /// A piece that must capture.
    pub must_capture: bool,
    /// The last move's start square.
    pub last_from: bool,
    /// The last move's final square.
    pub last_to: bool,
    /// An intermediate landing square of the last move.
    pub last_path: bool,
    /// A piece taken so far in the capture being tapped.
    pub captured: bool,
    /// A landing square already tapped in the capture in progress.
    pub stepped: bool,
    /// The keyboard cursor.
    pub cursor: bool,
    /// The start or final square of the hinted move.
    pub hint: bool,
}

/// One playing square of the snapshot.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SquareView {
    /// The square index to send back with a tap.
    pub square: u32,
    /// Its number in the variant's numeric system.
    pub number: u32,
    /// Its coordinate, such as `c3`.
    pub coordinate: String,
    /// The name the variant's notation uses.
    pub name: String,
    /// Screen row (0 = top), after the board orientation.
    pub row: u32,
    /// Screen column (0 = left), after the board orientation.
    pub column: u32,
    /// The piece drawn there, if any.
    pub piece: Option<PieceInfo>,
    /// How to draw it.
    pub flags: SquareFlags,
    /// What a screen reader says for this square, in the session's language.
    pub description: String,
    /// The same without the square's name, for screen readers that read a
    /// label (the name) and a value separately.
    pub state_description: String,
}

/// A capture being tapped landing square by landing square.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct CaptureInProgress {
    /// The start square.
    pub from: u32,
    /// Landing squares tapped so far.
    pub steps: Vec<u32>,
    /// Pieces taken so far (still on the board until the move completes).
    pub captured: Vec<u32>,
    /// The moving piece as it stands now.
    pub piece: PieceInfo,
}

/// One entry of the move list.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveEntry {
    /// Ply index from 0.
    pub ply: u32,
    /// The move number shown.
    pub number: u32,
    /// Who played it.
    pub side: Side,
    /// The official text (`32-28`, `19x30`).
    pub text: String,
    /// The move read aloud in the session's language ("32 to 28").
    pub spoken: String,
    /// Undone (still listed, can be redone).
    pub undone: bool,
}

/// Everything a UI draws, as one immutable value.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BoardSnapshot {
    /// Squares along one side (8 or 10).
    pub side: u32,
    /// Whether Black is drawn at the bottom.
    pub flipped: bool,
    /// Every playing square, in index order.
    pub squares: Vec<SquareView>,
    /// The selected piece, if any.
    pub selected: Option<u32>,
    /// The capture being tapped, if any.
    pub capture: Option<CaptureInProgress>,
    /// The keyboard cursor, once a key has been pressed.
    pub cursor: Option<u32>,
    /// The side to move.
    pub turn: Side,
    /// Whose turn it is, or the result with its rule, in the session's language.
    pub status: String,
    /// Who plays White.
    pub white: Player,
    /// Who plays Black.
    pub black: Player,
    /// The result, once the game is over.
    pub result: Option<GameResultInfo>,
    /// The draw counter closest to ending, if any.
    pub draw_counter: Option<DrawCounterInfo>,
    /// A draw offered and not yet answered, by this side.
    pub draw_offer: Option<Side>,
    /// Every ply played, including undone ones.
    pub moves: Vec<MoveEntry>,
    /// How many plies are on the board.
    pub current_ply: u32,
    /// Undo is possible.
    pub can_undo: bool,
    /// Redo is possible.
    pub can_redo: bool,
    /// The bot is to move: start a search with `Bot.findMove`.
    pub bot_to_move: bool,
    /// The position as a FEN.
    pub fen: String,
    /// The legal moves of the side to move.
    pub legal_moves: Vec<MoveInfo>,
}

/// Why a tap changed nothing. Squares are indices.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The bot is to move.
    BotToMove {
        /// The bot's side.
        side: Side,
    },
    /// Nothing stands on the square.
    Empty {
        /// The tapped square.
        square: u32,
    },
    /// The piece belongs to the opponent.
    NotYours {
        /// The tapped square.
        square: u32,
    },
    /// A capture is compulsory with other pieces.
    MustCapture {
        /// The tapped square.
        square: u32,
        /// The pieces that can capture.
        capturers: Vec<u32>,
    },
    /// The piece has no legal move.
    Blocked {
        /// The tapped square.
        square: u32,
    },
    /// Not a landing square of the selected piece.
    NotATarget {
        /// The tapped square.
        square: u32,
        /// The selected piece.
        from: u32,
        /// Its landing squares.
        targets: Vec<u32>,
    },
    /// Several captures end here: tap one of `via` first.
    SeveralEndHere {
        /// The tapped square.
        square: u32,
        /// Landing squares that tell the captures apart.
        via: Vec<u32>,
    },
    /// Nothing to cancel.
    NothingSelected,
}

/// What a tap did.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum TapResult {
    /// A piece is selected.
    Selected {
        /// The selected piece.
        square: u32,
        /// Its next landing squares.
        targets: Vec<u32>,
        /// Final squares one tap away.
        finals: Vec<u32>,
    },
    /// A landing square of a multi-capture was tapped; the capture goes on.
    Stepped {
        /// The landing square tapped.
        square: u32,
        /// The next landing squares.
        targets: Vec<u32>,
        /// Final squares one tap away.
        finals: Vec<u32>,
    },
    /// A move was completed and played.
    Played {
        /// Its official text.
        text: String,
        /// Its spoken form, in the session's language.
        spoken: String,
    },
    /// The selection was cancelled.
    Cancelled,
    /// Nothing changed.
    Refused {
        /// Why, as data.
        refusal: Refusal,
        /// Why, in words, in the session's language.
        text: String,
    },
}

/// What a key did.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum KeyResult {
    /// The cursor moved to this square.
    Cursor {
        /// The square under the cursor.
        square: u32,
    },
    /// Enter tapped at the cursor, or Escape cancelled.
    Tap {
        /// What the tap did.
        result: TapResult,
    },
}

fn idx(s: draughts_rules::Square) -> u32 {
    s.0.into()
}
fn idxs(v: &[draughts_rules::Square]) -> Vec<u32> {
    v.iter().map(|&s| idx(s)).collect()
}
fn piece(p: draughts_rules::Piece) -> PieceInfo {
    PieceInfo { side: p.color.into(), kind: p.kind.into() }
}

fn refusal(r: &ds::Refusal) -> Refusal {
    use ds::Refusal as R;
    match r {
        R::GameOver => Refusal::GameOver,
        R::BotToMove { color } => Refusal::BotToMove { side: (*color).into() },
        R::Empty { square } => Refusal::Empty { square: idx(*square) },
        R::NotYours { square } => Refusal::NotYours { square: idx(*square) },
        R::MustCapture { square, capturers } => {
            Refusal::MustCapture { square: idx(*square), capturers: idxs(capturers) }
        }
        R::Blocked { square } => Refusal::Blocked { square: idx(*square) },
        R::NotATarget { square, from, targets } => {
            Refusal::NotATarget { square: idx(*square), from: idx(*from), targets: idxs(targets) }
        }
        R::SeveralEndHere { square, via } => {
            Refusal::SeveralEndHere { square: idx(*square), via: idxs(via) }
        }
        R::NothingSelected => Refusal::NothingSelected,
    }
}

fn tap_result(s: &ds::BoardSession, t: ds::TapOutcome) -> TapResult {
    use ds::TapOutcome as T;
    match t {
        T::Selected { square, targets, finals } => TapResult::Selected {
            square: idx(square),
            targets: idxs(&targets),
            finals: idxs(&finals),
        },
        T::Stepped { square, targets, finals } => TapResult::Stepped {
            square: idx(square),
            targets: idxs(&targets),
            finals: idxs(&finals),
        },
        T::Played { text, spoken } => TapResult::Played { text, spoken },
        T::Cancelled => TapResult::Cancelled,
        T::Refused(r) => TapResult::Refused {
            text: ds::refusal_text(s.rules(), &r, s.lang()),
            refusal: refusal(&r),
        },
    }
}

pub(crate) fn result_info(r: &draughts_game::GameResult, lang: ds::Lang) -> GameResultInfo {
    GameResultInfo {
        outcome: match r.outcome {
            draughts_game::Outcome::WhiteWins => Outcome::WhiteWins,
            draughts_game::Outcome::BlackWins => Outcome::BlackWins,
            draughts_game::Outcome::Draw => Outcome::Draw,
        },
        reason: r.reason.into(),
        text: ds::result_text(r, lang),
    }
}

fn snapshot(s: &ds::BoardSession) -> BoardSnapshot {
    let v = s.view();
    let rules = s.rules();
    let lang = s.lang();
    let pos = s.position();
    BoardSnapshot {
        side: v.side.into(),
        flipped: v.flipped,
        squares: v
            .squares
            .iter()
            .map(|q| SquareView {
                square: idx(q.square),
                number: q.number,
                coordinate: q.coordinate.clone(),
                name: q.name.clone(),
                row: q.row.into(),
                column: q.col.into(),
                piece: q.piece.map(piece),
                flags: SquareFlags {
                    selected: q.flags.selected,
                    target: q.flags.target,
                    final_destination: q.flags.final_destination,
                    must_capture: q.flags.must_capture,
                    last_from: q.flags.last_from,
                    last_to: q.flags.last_to,
                    last_path: q.flags.last_path,
                    captured: q.flags.captured,
                    stepped: q.flags.stepped,
                    cursor: q.flags.cursor,
                    hint: q.flags.hint,
                },
                description: ds::describe_square(rules, q, lang),
                state_description: ds::describe_square_state(q, lang),
            })
            .collect(),
        selected: v.selected.map(idx),
        capture: v.capture.as_ref().map(|c| CaptureInProgress {
            from: idx(c.from),
            steps: idxs(&c.steps),
            captured: idxs(&c.captured),
            piece: piece(c.piece),
        }),
        cursor: v.cursor.map(idx),
        turn: v.turn.into(),
        status: v.status.clone(),
        white: v.players[draughts_rules::Color::White.index()].into(),
        black: v.players[draughts_rules::Color::Black.index()].into(),
        result: v.result.as_ref().map(|r| result_info(r, lang)),
        draw_counter: v.draw_counter.as_ref().map(|c| DrawCounterInfo {
            rule: c.rule.into(),
            moves_left: c.moves_left,
            limit: c.limit,
            plies_left: c.plies_left,
            counted_side: match c.counting {
                draughts_game::Counting::Each => None,
                draughts_game::Counting::Side(side) => Some(side.into()),
            },
            text: ds::draw_counter_text(c, lang),
        }),
        draw_offer: v.draw_offer.map(Into::into),
        moves: v
            .moves
            .iter()
            .map(|m| MoveEntry {
                ply: m.ply as u32,
                number: m.number as u32,
                side: m.color.into(),
                text: m.text.clone(),
                spoken: m.spoken.clone(),
                undone: m.undone,
            })
            .collect(),
        current_ply: v.current_ply as u32,
        can_undo: v.can_undo,
        can_redo: v.can_redo,
        bot_to_move: v.bot_to_move,
        fen: pos.to_fen(rules),
        legal_moves: if v.result.is_some() {
            Vec::new()
        } else {
            pos.legal_moves(rules).iter().map(|m| move_info(rules, &pos, m)).collect()
        },
    }
}

impl From<draughts_game::GameError> for DraughtsError {
    fn from(e: draughts_game::GameError) -> Self {
        match e {
            draughts_game::GameError::Move(m) => m.into(),
            other => Error::Argument(other.to_string()).into(),
        }
    }
}

/// The legal move of `pos` that `m` describes (same start, end, captured
/// set), or `IllegalMove`.
pub(crate) fn find_move(
    rules: &draughts_rules::Rules,
    pos: &draughts_rules::Position,
    m: &MoveInfo,
) -> Result<draughts_rules::Move> {
    let mut captured: Vec<u32> = m.captured.clone();
    captured.sort_unstable();
    pos.legal_moves(rules)
        .into_iter()
        .find(|c| {
            let mut cc = idxs(c.captured());
            cc.sort_unstable();
            idx(c.from()) == m.from && idx(c.to()) == m.to && cc == captured
        })
        .ok_or_else(|| DraughtsError::IllegalMove {
            reason: format!("`{}` is not a legal move here", m.notation),
        })
}

/// A game on screen: the position, the record, the two players and the
/// input state. All methods are thread-safe (one lock); the board is read
/// through [`GameSession::view`], an immutable snapshot.
#[derive(uniffi::Object)]
pub struct GameSession {
    inner: Mutex<ds::BoardSession>,
}

impl GameSession {
    pub(crate) fn lock(&self) -> MutexGuard<'_, ds::BoardSession> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn wrap(s: ds::BoardSession) -> Arc<Self> {
        Arc::new(GameSession { inner: Mutex::new(s) })
    }

    /// Runs `f` on the session under the lock, with panics caught.
    fn with<T>(&self, f: impl FnOnce(&mut ds::BoardSession) -> Result<T>) -> Result<T> {
        guard(|| f(&mut self.lock()))
    }
}

fn players(white: Player, black: Player) -> Result<[ds::Player; 2]> {
    Ok([white.try_into()?, black.try_into()?])
}

#[uniffi::export]
impl GameSession {
    /// A new game from the start position of `rules`.
    #[uniffi::constructor]
    pub fn new(rules: RuleSet, white: Player, black: Player) -> Result<Arc<Self>> {
        let r = rules.to_core()?;
        Ok(Self::wrap(ds::BoardSession::new(r, players(white, black)?)))
    }

    /// A new game from a set-up position (`InvalidFen` if it cannot be read).
    #[uniffi::constructor]
    pub fn from_fen(
        rules: RuleSet,
        fen: String,
        white: Player,
        black: Player,
    ) -> Result<Arc<Self>> {
        let r = rules.to_core()?;
        let pos = draughts_rules::Position::from_fen(&r, &fen)?;
        Ok(Self::wrap(ds::BoardSession::from_game(
            draughts_game::Game::from_position(r, pos),
            players(white, black)?,
        )))
    }

    /// Everything the UI draws, as one immutable snapshot.
    pub fn view(&self) -> Result<BoardSnapshot> {
        self.with(|s| Ok(snapshot(s)))
    }

    /// The rules of this game.
    pub fn rules(&self) -> RuleSet {
        (*self.lock().rules()).into()
    }

    /// The current position as a FEN.
    pub fn fen(&self) -> String {
        let s = self.lock();
        s.position().to_fen(s.rules())
    }

    /// The FEN after the first `ply` plies of the move list (undone ones
    /// included), for reviewing the game without undoing; `Other` past its end.
    pub fn fen_at(&self, ply: u32) -> Result<String> {
        let s = self.lock();
        s.game().position_at(ply as usize).map(|p| p.to_fen(s.rules())).ok_or_else(|| {
            argument(format!(
                "ply {ply} is past the end of the move list ({} plies)",
                s.game().plies().len()
            ))
        })
    }

    /// The legal moves of the side to move (empty once the game is over).
    pub fn legal_moves(&self) -> Vec<MoveInfo> {
        let s = self.lock();
        if s.is_over() {
            return Vec::new();
        }
        let pos = s.position();
        pos.legal_moves(s.rules()).iter().map(|m| move_info(s.rules(), &pos, m)).collect()
    }

    /// A tap on a playing square (by index). `Other` only if the index is off the board.
    pub fn tap(&self, square_index: u32) -> Result<TapResult> {
        self.with(|s| {
            let q = square(s.rules(), square_index)?;
            let t = s.tap(q);
            Ok(tap_result(s, t))
        })
    }

    /// A tap on the square with this name (`32`, `c3`); `Other` if there is no such square.
    pub fn tap_name(&self, name: String) -> Result<TapResult> {
        self.with(|s| match s.tap_name(&name) {
            Some(t) => Ok(tap_result(s, t)),
            None => Err(argument(format!("`{name}` is not a playing square of this board"))),
        })
    }

    /// Cancels the selection (and any capture being tapped).
    pub fn cancel(&self) -> Result<TapResult> {
        self.with(|s| {
            let t = s.cancel();
            Ok(tap_result(s, t))
        })
    }

    /// A keyboard key: arrows move the cursor, Enter taps, Escape cancels.
    pub fn key(&self, key: Key) -> Result<KeyResult> {
        self.with(|s| {
            Ok(match s.key(key.into()) {
                ds::KeyOutcome::Cursor(q) => KeyResult::Cursor { square: idx(q) },
                ds::KeyOutcome::Tap(t) => KeyResult::Tap { result: tap_result(s, t) },
            })
        })
    }

    /// Plays a move written in notation (`32-28`, `26x19x10`) and returns
    /// its official text. `IllegalMove`, `AmbiguousMove` (with candidates),
    /// or `Other` if the game is over.
    pub fn play_text(&self, text: String) -> Result<String> {
        self.with(|s| {
            let m = s.play_text(&text)?;
            Ok(s.game()
                .last_move()
                .map(|p| p.text.clone())
                .unwrap_or_else(|| s.rules().square_name(m.to())))
        })
    }

    /// Plays one of the legal moves (as listed by `legalMoves` or found by the
    /// bot) and returns its official text; `IllegalMove` if it is not legal now.
    pub fn play_move(&self, mv: MoveInfo) -> Result<String> {
        self.with(|s| {
            let m = find_move(s.rules(), &s.position(), &mv)?;
            Ok(s.play_move(&m)?)
        })
    }

    /// Takes back a move (against the bot, back to the person's last turn).
    /// Returns whether anything was undone.
    pub fn undo(&self) -> bool {
        self.with(|s| Ok(s.undo())).unwrap_or(false)
    }

    /// Replays an undone move. Returns whether anything was redone.
    pub fn redo(&self) -> bool {
        self.with(|s| Ok(s.redo())).unwrap_or(false)
    }

    /// `side` resigns; `Other` if the game is already over.
    pub fn resign(&self, side: Side) -> Result<()> {
        self.with(|s| Ok(s.game_mut().resign(side.into())?))
    }

    /// `side` offers a draw (accepting the opponent's pending offer, if any).
    /// Against the bot, the core answers at once for the bot.
    pub fn offer_draw(&self, side: Side) -> Result<DrawOfferAnswer> {
        self.with(|s| {
            Ok(match s.offer_draw(side.into())? {
                draughts_app::session::DrawAnswer::Pending => DrawOfferAnswer::Pending,
                draughts_app::session::DrawAnswer::Accepted => DrawOfferAnswer::Accepted,
                draughts_app::session::DrawAnswer::Declined => DrawOfferAnswer::Declined,
            })
        })
    }

    /// The opponent answers the pending draw offer; `Other` if there is none.
    pub fn answer_draw(&self, accept: bool) -> Result<()> {
        self.with(|s| Ok(s.answer_draw(accept)?))
    }

    /// Shows a suggested move on the board (`null` clears it); the next move
    /// clears it too. `IllegalMove` if it is not legal now.
    pub fn set_hint(&self, mv: Option<MoveInfo>) -> Result<()> {
        self.with(|s| {
            let m = match mv {
                Some(m) => Some(find_move(s.rules(), &s.position(), &m)?),
                None => None,
            };
            s.set_hint(m);
            Ok(())
        })
    }

    /// The hinted move shown on the board, if any.
    pub fn hint(&self) -> Option<MoveInfo> {
        let s = self.lock();
        let pos = s.position();
        s.hint().map(|m| move_info(s.rules(), &pos, &m))
    }

    /// Turns the board around.
    pub fn flip(&self) {
        self.lock().flip();
    }

    /// Draws Black at the bottom (`true`) or White (`false`).
    pub fn set_flipped(&self, flipped: bool) {
        self.lock().set_flipped(flipped);
    }

    /// In pass-and-play, turn the board toward the player to move.
    pub fn set_auto_flip(&self, on: bool) {
        self.lock().set_auto_flip(on);
    }

    /// The language of spoken moves, refusals and results.
    pub fn set_language(&self, language: Language) {
        self.lock().set_lang(language.into());
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<GameResultInfo> {
        let s = self.lock();
        s.game().result().map(|r| result_info(&r, s.lang()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Variant;

    #[test]
    fn a_panic_under_the_lock_is_an_error_and_leaves_no_poisoned_lock() {
        let s = GameSession::new(
            crate::api::preset_rules(Variant::International),
            Player::Human,
            Player::Human,
        )
        .unwrap();
        let r: Result<()> = s.with(|_| panic!("deliberate"));
        match r {
            Err(DraughtsError::Other { reason }) => {
                assert!(reason.contains("deliberate"), "{reason}")
            }
            other => panic!("expected Other, got {other:?}"),
        }
        assert!(s.inner.is_poisoned());
        // Every later call still works.
        assert_eq!(s.play_text("32-28".into()).unwrap(), "32-28");
        assert_eq!(s.view().unwrap().current_ply, 1);
    }

    #[test]
    fn game_errors_map_to_the_public_variants() {
        let s = GameSession::new(
            crate::api::preset_rules(Variant::International),
            Player::Human,
            Player::Human,
        )
        .unwrap();
        assert!(matches!(s.play_text("46-41".into()), Err(DraughtsError::IllegalMove { .. })));
        assert!(matches!(s.answer_draw(true), Err(DraughtsError::Other { .. })));
        s.resign(Side::White).unwrap();
        let e = s.play_text("32-28".into()).unwrap_err();
        assert!(matches!(e, DraughtsError::Other { .. }));
        assert!(e.to_string().contains("over"), "{e}");
    }
}
