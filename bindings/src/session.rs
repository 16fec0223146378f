//! The game session: one long-lived object per game on screen, wrapping the
//! core's `GameTable` behind a mutex, and the immutable snapshot records it
//! returns after every input. The records mirror the core's `GameView`
//! field for field; nothing is computed here.

use crate::error::{argument, guard, Result};
use crate::types::{move_info, square, PieceKind, RuleSet, Side};
use draughts_app as da;
use draughts_game::{Lang, Player as CorePlayer};
use draughts_rules::{Color, Square};
use std::sync::{Arc, Mutex, MutexGuard};

/// The language of texts the core writes (statuses, announcements, square
/// descriptions, tutorial pages).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Language {
    /// English.
    En,
    /// French.
    Fr,
}

impl From<Language> for Lang {
    fn from(l: Language) -> Self {
        match l {
            Language::En => Lang::En,
            Language::Fr => Lang::Fr,
        }
    }
}
impl From<Lang> for Language {
    fn from(l: Lang) -> Self {
        match l {
            Lang::En => Language::En,
            Lang::Fr => Language::Fr,
        }
    }
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

impl From<CorePlayer> for Player {
    fn from(p: CorePlayer) -> Self {
        match p {
            CorePlayer::Human => Player::Human,
            CorePlayer::Bot { level } => Player::Bot { level: level.into() },
        }
    }
}
impl TryFrom<Player> for CorePlayer {
    type Error = crate::error::DraughtsError;
    fn try_from(p: Player) -> Result<Self> {
        match p {
            Player::Human => Ok(CorePlayer::Human),
            Player::Bot { level } => CorePlayer::bot(level).map_err(argument),
        }
    }
}

/// A keyboard key for the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Key {
    /// The playing square straight up on screen.
    Up,
    /// Straight down.
    Down,
    /// Left, on the same row.
    Left,
    /// Right, on the same row.
    Right,
    /// The touching square up and left (Up+Left, or Home).
    UpLeft,
    /// Up and right (Up+Right, or Page Up).
    UpRight,
    /// Down and left (Down+Left, or End).
    DownLeft,
    /// Down and right (Down+Right, or Page Down).
    DownRight,
    /// Tap at the cursor.
    Enter,
    /// Cancel the selection, or leave a review.
    Escape,
}

impl From<Key> for da::Key {
    fn from(k: Key) -> Self {
        match k {
            Key::Up => da::Key::Up,
            Key::Down => da::Key::Down,
            Key::Left => da::Key::Left,
            Key::Right => da::Key::Right,
            Key::UpLeft => da::Key::UpLeft,
            Key::UpRight => da::Key::UpRight,
            Key::DownLeft => da::Key::DownLeft,
            Key::DownRight => da::Key::DownRight,
            Key::Enter => da::Key::Enter,
            Key::Escape => da::Key::Escape,
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

macro_rules! mirror_enum {
    ($ours:ident <= $theirs:path { $($v:ident),* }) => {
        impl From<$theirs> for $ours {
            fn from(x: $theirs) -> Self {
                use $theirs as T;
                match x { $(T::$v => $ours::$v),* }
            }
        }
    };
}
mirror_enum!(Outcome <= draughts_game::Outcome { WhiteWins, BlackWins, Draw });
mirror_enum!(
    EndReason
        <= draughts_game::EndReason {
            NoPieces,
            NoMoves,
            Resignation,
            Agreement,
            Repetition,
            KingsOnly,
            LoneKingThree,
            LoneKingTwo,
            ThreeKingsVsKing,
            LongDiagonal,
            KingsBothSides,
            NoProgress
        }
);

/// How a game ended, in words.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ResultView {
    /// Who won, or a draw.
    pub outcome: Outcome,
    /// The rule behind it.
    pub reason: EndReason,
    /// "Draw: 25 king moves without a capture".
    pub text: String,
}

/// A running draw counter.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct DrawCounterView {
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
    /// "16-move rule: 9 moves left".
    pub text: String,
}

/// A pending draw offer.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct DrawOfferView {
    /// Who offered.
    pub by: Side,
    /// "White offers a draw: Black may accept or decline."
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

/// The styles of one square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SquareFlags {
    /// The selected piece.
    pub selected: bool,
    /// A next landing square of the selected piece.
    pub target: bool,
    /// A final square one tap away.
    pub final_destination: bool,
    /// A piece that must capture (gold ring).
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
    /// The keyboard cursor (draw it when the board has the focus).
    pub cursor: bool,
    /// The start or final square of the hinted move.
    pub hint: bool,
}

/// One playing square of a board.
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
    /// What a screen reader says: "32, white man, must capture".
    pub description: String,
    /// The same without the name (a label/value pair for screen readers).
    pub state: String,
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
    /// Jumps still to come, fewest.
    pub jumps_left_min: u32,
    /// Jumps still to come, most.
    pub jumps_left_max: u32,
}

/// A board to draw: the live one, a reviewed position, or a diagram.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BoardView {
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
    /// The keyboard cursor.
    pub cursor: Option<u32>,
    /// The side to move in the position drawn.
    pub turn: Side,
    /// The position drawn, as a FEN.
    pub fen: String,
    /// Its legal moves, when it can be played.
    pub legal_moves: Vec<crate::types::MoveInfo>,
    /// The last move on this board, to animate it.
    pub last_move: Option<LastMove>,
    /// Squares are named by number (else by coordinate, drawn on the edges).
    pub numbered: bool,
    /// File letters of the columns as drawn, left to right.
    pub files: Vec<String>,
    /// Rank numbers of the rows as drawn, top to bottom.
    pub ranks: Vec<String>,
}

/// The last move of a board.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct LastMove {
    /// The move: path, captured squares, text.
    pub played: crate::types::MoveInfo,
    /// The piece that moved, as it stands now (crowned if it was).
    pub piece: Option<PieceInfo>,
}

/// One side's strip.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PlayerView {
    /// The side.
    pub side: Side,
    /// Who plays it.
    pub player: Player,
    /// "You", "Bot — Club player", "White", "Black".
    pub name: String,
    /// This side is to move.
    pub to_move: bool,
    /// The bot is searching for this side's move.
    pub thinking: bool,
    /// Men of this side on the board.
    pub men: u32,
    /// Kings of this side on the board.
    pub kings: u32,
    /// Pieces of this side taken so far.
    pub lost: u32,
    /// The same in words: "12 men, 1 king, 3 taken".
    pub pieces: String,
    /// The whole strip in words: "Bot — Club player, Black, thinking, 12 men".
    #[uniffi(default = "")]
    pub spoken: String,
}

/// One entry of the move list, ready to draw.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveEntry {
    /// Ply index from 0; `review(ply + 1)` shows the position after it.
    pub ply: u32,
    /// The full-move number.
    pub number: u32,
    /// "1." or "1…" before the move, or nothing.
    pub label: Option<String>,
    /// Who played it.
    pub side: Side,
    /// The official text (`32-28`, `19x30`).
    pub text: String,
    /// The move read aloud ("32 to 28").
    pub spoken: String,
    /// Undone (still listed, can be redone).
    pub undone: bool,
    /// The move whose position is on screen.
    pub current: bool,
}

/// A past position on screen.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ReviewView {
    /// Plies of the line played in the position shown.
    pub plies: u32,
    /// "Reviewing move 6… 32-28".
    pub text: String,
}

/// Which buttons are enabled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Actions {
    /// Undo.
    pub undo: bool,
    /// Redo.
    pub redo: bool,
    /// Hint (against the bot, on a person's turn).
    pub hint: bool,
    /// Hints exist in this game (against the bot): show the button.
    pub hint_offered: bool,
    /// Pause or resume two bots playing each other.
    pub pause: bool,
    /// Offer a draw.
    pub offer_draw: bool,
    /// Accept or decline a pending offer.
    pub answer_draw: bool,
    /// Resign.
    pub resign: bool,
    /// Export PDN.
    pub export: bool,
    /// Flip the board.
    pub flip: bool,
    /// Back to the game from a review.
    pub end_review: bool,
    /// Escape has something to cancel (a selection, a capture being tapped,
    /// a review); when not, Escape leaves the screen.
    #[uniffi(default = false)]
    pub cancel: bool,
    /// The ply count `review` takes for "previous move"; none at the start.
    #[uniffi(default = None)]
    pub review_back: Option<u32>,
    /// The ply count `review` takes for "next move"; none on the live position.
    #[uniffi(default = None)]
    pub review_forward: Option<u32>,
    /// Who resigns or offers from this device (none when two bots play).
    pub acting_side: Option<Side>,
}

/// What kind of search the game wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SearchKind {
    /// The bot's move at this level.
    BotMove {
        /// 1..=6.
        level: u32,
    },
    /// A hint with this budget.
    Hint {
        /// Milliseconds.
        budget_ms: u32,
    },
}

/// The search the game wants now; answers for another ticket are stale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SearchTicket {
    /// The generation of the position it is for.
    pub generation: u64,
    /// The bot's move or a hint.
    pub kind: SearchKind,
    /// The side it plays for.
    pub side: Side,
}

/// The kinds of events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum EventKind {
    /// A piece was selected.
    Selected,
    /// A landing square of a multi-capture was tapped.
    Stepped,
    /// The selection was cancelled.
    Cancelled,
    /// An input changed nothing; the text says why.
    Refused,
    /// The keyboard cursor moved; the text describes the square.
    Cursor,
    /// A move was played.
    Moved {
        /// It captured.
        capture: bool,
        /// The bot played it.
        by_bot: bool,
        /// It ended the game.
        game_over: bool,
    },
    /// Moves were taken back.
    Undone,
    /// Moves were replayed.
    Redone,
    /// A hint is shown.
    Hint,
    /// A draw offer waits for an answer.
    DrawOffered,
    /// A draw offer was declined.
    DrawDeclined,
    /// The game ended by agreement or resignation.
    GameOver,
    /// The board was turned.
    Flipped,
    /// A past position is on screen.
    ReviewStarted,
    /// Back to the live game.
    ReviewEnded,
    /// The game was exported.
    Exported,
}

/// What the last input did, to announce once (compare `seq`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Event {
    /// Grows by one with every event of the session.
    pub seq: u64,
    /// For sounds, haptics and focus.
    pub kind: EventKind,
    /// The sentence to show or speak.
    pub text: String,
}

/// Everything the game screen shows, after every input.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameView {
    /// The board drawn (live, or the reviewed position read-only).
    pub board: BoardView,
    /// The variant's name, or "Custom rules".
    pub title: String,
    /// "Two players", "Against the bot, level 4 (Club player)".
    pub mode: String,
    /// White's strip, then Black's.
    pub players: Vec<PlayerView>,
    /// The one status line.
    pub status: String,
    /// The side to move in the live game.
    pub turn: Side,
    /// The result, once the game is over.
    pub result: Option<ResultView>,
    /// The draw counter in force, if any.
    pub draw_counter: Option<DrawCounterView>,
    /// A pending draw offer.
    pub draw_offer: Option<DrawOfferView>,
    /// Every ply of the line, undone ones included.
    pub moves: Vec<MoveEntry>,
    /// Plies played in the live game.
    pub current_ply: u32,
    /// The reviewed move, if a past position is on screen.
    pub review: Option<ReviewView>,
    /// Which buttons are enabled.
    pub actions: Actions,
    /// The search the game wants running (`Bot.sync` runs it).
    pub search: Option<SearchTicket>,
    /// Moves played and no result: ask before replacing the game.
    pub in_progress: bool,
    /// What the last input did.
    pub event: Option<Event>,
    /// The latest events, oldest first: announce each `seq` not yet announced.
    pub events: Vec<Event>,
    /// The game in one line: title, mode, move number, result.
    pub summary: String,
    /// Two bots are paused.
    pub paused: bool,
}

// ---- conversions (field copies) ----

pub(crate) fn idx(s: Square) -> u32 {
    s.0.into()
}
fn idxs(v: &[Square]) -> Vec<u32> {
    v.iter().map(|&s| idx(s)).collect()
}
fn piece(p: draughts_rules::Piece) -> PieceInfo {
    PieceInfo { side: p.color.into(), kind: p.kind.into() }
}
fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl From<&da::BoardView> for BoardView {
    fn from(v: &da::BoardView) -> Self {
        BoardView {
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
                    description: q.description.clone(),
                    state: q.state.clone(),
                })
                .collect(),
            selected: v.selected.map(idx),
            capture: v.capture.as_ref().map(|c| CaptureInProgress {
                from: idx(c.from),
                steps: idxs(&c.steps),
                captured: idxs(&c.captured),
                piece: piece(c.piece),
                jumps_left_min: count(c.jumps_left.0),
                jumps_left_max: count(c.jumps_left.1),
            }),
            cursor: v.cursor.map(idx),
            turn: v.turn.into(),
            fen: v.fen.clone(),
            legal_moves: v.legal_moves.iter().map(move_info).collect(),
            last_move: v
                .last_move
                .as_ref()
                .map(|l| LastMove { played: move_info(&l.played), piece: l.piece.map(piece) }),
            numbered: v.numbered,
            files: v.files.clone(),
            ranks: v.ranks.clone(),
        }
    }
}

impl From<&da::ResultView> for ResultView {
    fn from(r: &da::ResultView) -> Self {
        ResultView { outcome: r.outcome.into(), reason: r.reason.into(), text: r.text.clone() }
    }
}

impl From<da::SearchTicket> for SearchTicket {
    fn from(t: da::SearchTicket) -> Self {
        SearchTicket {
            generation: t.generation,
            kind: match t.kind {
                da::SearchKind::BotMove { level } => SearchKind::BotMove { level: level.into() },
                da::SearchKind::Hint { budget_ms } => SearchKind::Hint { budget_ms },
            },
            side: t.side.into(),
        }
    }
}

impl From<da::EventKind> for EventKind {
    fn from(k: da::EventKind) -> Self {
        use da::EventKind as K;
        match k {
            K::Selected => EventKind::Selected,
            K::Stepped => EventKind::Stepped,
            K::Cancelled => EventKind::Cancelled,
            K::Refused => EventKind::Refused,
            K::Cursor => EventKind::Cursor,
            K::Moved { capture, by_bot, game_over } => {
                EventKind::Moved { capture, by_bot, game_over }
            }
            K::Undone => EventKind::Undone,
            K::Redone => EventKind::Redone,
            K::Hint => EventKind::Hint,
            K::DrawOffered => EventKind::DrawOffered,
            K::DrawDeclined => EventKind::DrawDeclined,
            K::GameOver => EventKind::GameOver,
            K::Flipped => EventKind::Flipped,
            K::ReviewStarted => EventKind::ReviewStarted,
            K::ReviewEnded => EventKind::ReviewEnded,
            K::Exported => EventKind::Exported,
        }
    }
}

fn event(e: &da::Event) -> Event {
    Event { seq: e.seq, kind: e.kind.into(), text: e.text.clone() }
}

fn side_opt(c: Option<Color>) -> Option<Side> {
    c.map(Into::into)
}

impl From<&da::GameView> for GameView {
    fn from(v: &da::GameView) -> Self {
        let (a, offered, steps) = (&v.enabled, &v.offered, &v.review_steps);
        GameView {
            board: (&v.board).into(),
            title: v.title.clone(),
            mode: v.mode.clone(),
            players: v
                .players
                .iter()
                .map(|p| PlayerView {
                    side: p.side.into(),
                    player: p.player.into(),
                    name: p.name.clone(),
                    to_move: p.to_move,
                    thinking: p.thinking,
                    men: p.men,
                    kings: p.kings,
                    lost: p.lost,
                    pieces: p.pieces.clone(),
                    spoken: p.spoken.clone(),
                })
                .collect(),
            status: v.status.clone(),
            turn: v.turn.into(),
            result: v.result.as_ref().map(Into::into),
            draw_counter: v.draw_counter.as_ref().map(|c| DrawCounterView {
                rule: c.counter.rule.into(),
                moves_left: c.counter.moves_left,
                limit: c.counter.limit,
                plies_left: c.counter.plies_left,
                counted_side: match c.counter.counting {
                    draughts_game::Counting::Each => None,
                    draughts_game::Counting::Side(side) => Some(side.into()),
                },
                text: c.text.clone(),
            }),
            draw_offer: v
                .draw_offer
                .as_ref()
                .map(|o| DrawOfferView { by: o.by.into(), text: o.text.clone() }),
            moves: v
                .moves
                .iter()
                .map(|m| MoveEntry {
                    ply: count(m.ply),
                    number: count(m.number),
                    label: m.label.clone(),
                    side: m.side.into(),
                    text: m.text.clone(),
                    spoken: m.spoken.clone(),
                    undone: m.undone,
                    current: m.current,
                })
                .collect(),
            current_ply: count(v.current_ply),
            review: v
                .review
                .as_ref()
                .map(|r| ReviewView { plies: count(r.plies), text: r.text.clone() }),
            actions: Actions {
                undo: a.undo,
                redo: a.redo,
                hint: a.hint,
                hint_offered: offered.hint,
                pause: a.pause,
                offer_draw: a.offer_draw,
                answer_draw: a.answer_draw,
                resign: a.resign,
                export: true,
                flip: true,
                end_review: a.end_review,
                cancel: a.cancel,
                review_back: steps.back.map(count),
                review_forward: steps.forward.map(count),
                acting_side: side_opt(v.acting_side),
            },
            search: v.search.map(Into::into),
            in_progress: v.in_progress,
            event: v.event.as_ref().map(event),
            events: v.events.iter().map(event).collect(),
            summary: v.summary.clone(),
            paused: v.paused,
        }
    }
}

/// What only the platform knows about an exported game.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PdnContext {
    /// Today as an ISO 8601 date (`2026-12-01`), if known.
    pub date: Option<String>,
    /// Where it was played (`Android`, `iOS`), if known.
    pub site: Option<String>,
}

/// A game on screen: the position, the record, the players and the input
/// state. Every input returns the new snapshot; all methods are
/// thread-safe (one lock).
#[derive(uniffi::Object)]
pub struct GameSession {
    inner: Mutex<da::GameTable>,
}

impl GameSession {
    pub(crate) fn lock(&self) -> MutexGuard<'_, da::GameTable> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn wrap(s: da::GameTable) -> Arc<Self> {
        Arc::new(GameSession { inner: Mutex::new(s) })
    }

    /// Runs `f` on the screen under the lock, with panics caught, and
    /// returns the snapshot after it.
    fn input(&self, f: impl FnOnce(&mut da::GameTable) -> Result<()>) -> Result<GameView> {
        guard(|| {
            let mut s = self.lock();
            f(&mut s)?;
            Ok((&s.view()).into())
        })
    }
}

fn players(white: Player, black: Player) -> Result<[CorePlayer; 2]> {
    Ok([white.try_into()?, black.try_into()?])
}

#[uniffi::export]
impl GameSession {
    /// A new game from the start position of `rules`.
    #[uniffi::constructor]
    pub fn new(
        rules: RuleSet,
        white: Player,
        black: Player,
        language: Language,
    ) -> Result<Arc<Self>> {
        let r = rules.to_core()?;
        Ok(Self::wrap(da::GameTable::new(r, players(white, black)?, language.into())))
    }

    /// A new game from a set-up position (`InvalidFen` if it cannot be read).
    #[uniffi::constructor]
    pub fn from_fen(
        rules: RuleSet,
        fen: String,
        white: Player,
        black: Player,
        language: Language,
    ) -> Result<Arc<Self>> {
        let r = rules.to_core()?;
        let s = da::GameTable::from_fen(r, &fen, players(white, black)?, language.into())?;
        Ok(Self::wrap(s))
    }

    /// Restores a game written by [`GameSession::save`] or by the terminal
    /// (players, orientation and language included). `InvalidSave` if the
    /// text is not a save, is damaged or truncated, or comes from a newer version.
    #[uniffi::constructor]
    pub fn restore(save: String) -> Result<Arc<Self>> {
        Ok(Self::wrap(da::GameTable::restore(&save)?))
    }

    /// Game number `index` (from 0, in file order) of a PDN text, at its
    /// last position (earlier moves can be undone). `InvalidPdn` with the
    /// line if that game cannot be read (the others do not matter); `Other`
    /// if there is no such game.
    #[uniffi::constructor]
    pub fn from_pdn(
        text: String,
        index: u32,
        white: Player,
        black: Player,
        language: Language,
    ) -> Result<Arc<Self>> {
        let games = draughts_game::pdn::read_games(&text);
        let n = games.len();
        let g = games
            .into_iter()
            .nth(index as usize)
            .ok_or_else(|| argument(format!("game {index} asked, the text has {n}")))??;
        Ok(Self::wrap(da::GameTable::from_game(g.game, players(white, black)?, language.into())))
    }

    /// A new game with the same rules, start and language; against the bot
    /// the colours are swapped.
    pub fn rematch(&self) -> Arc<GameSession> {
        Self::wrap(self.lock().rematch())
    }

    /// Everything the screen draws, as one immutable snapshot.
    pub fn view(&self) -> Result<GameView> {
        self.input(|_| Ok(()))
    }

    /// The snapshot of the position after `plies` plies (undone ones
    /// included), read-only, without changing the screen; `Other` past the
    /// end of the line.
    pub fn view_at(&self, plies: u32) -> Result<GameView> {
        guard(|| {
            let s = self.lock();
            s.view_at(plies as usize)
                .map(|v| (&v).into())
                .ok_or_else(|| argument(format!("ply {plies} is past the end of the move list")))
        })
    }

    /// The rules of this game.
    pub fn rules(&self) -> RuleSet {
        (*self.lock().rules()).into()
    }

    /// A tap on a playing square (by index). `Other` only if the index is off the board.
    pub fn tap(&self, square_index: u32) -> Result<GameView> {
        self.input(|s| {
            let q = square(s.rules(), square_index)?;
            s.tap(q);
            Ok(())
        })
    }

    /// A tap on the square with this name (`32`, `c3`); `Other` if there is no such square.
    pub fn tap_name(&self, name: String) -> Result<GameView> {
        self.input(|s| match s.tap_name(&name) {
            Some(_) => Ok(()),
            None => Err(argument(format!("`{name}` is not a playing square of this board"))),
        })
    }

    /// A keyboard key: directions move the cursor, Enter taps, Escape cancels.
    pub fn key(&self, key: Key) -> Result<GameView> {
        self.input(|s| {
            s.key(key.into());
            Ok(())
        })
    }

    /// Cancels the selection (and any capture being tapped).
    pub fn cancel(&self) -> Result<GameView> {
        self.input(|s| {
            s.cancel();
            Ok(())
        })
    }

    /// Plays a move written in notation (`32-28`, `26x19x10`). `IllegalMove`,
    /// `AmbiguousMove` (with candidates), or `Other` if it is not a person's turn.
    pub fn play_text(&self, text: String) -> Result<GameView> {
        self.input(|s| {
            s.play_text(&text)?;
            Ok(())
        })
    }

    /// Takes back a move (against the bot, back to the person's last turn).
    pub fn undo(&self) -> Result<GameView> {
        self.input(|s| {
            s.undo();
            Ok(())
        })
    }

    /// Replays what was undone, up to the person's next turn.
    pub fn redo(&self) -> Result<GameView> {
        self.input(|s| {
            s.redo();
            Ok(())
        })
    }

    /// The acting side resigns; `Other` if the game is over or two bots play.
    pub fn resign(&self) -> Result<GameView> {
        self.input(|s| Ok(s.resign()?))
    }

    /// The acting side offers a draw; against the bot it answers at once.
    pub fn offer_draw(&self) -> Result<GameView> {
        self.input(|s| Ok(s.offer_draw().map(|_| ())?))
    }

    /// The opponent answers a pending draw offer; `Other` if there is none.
    pub fn answer_draw(&self, accept: bool) -> Result<GameView> {
        self.input(|s| Ok(s.answer_draw(accept)?))
    }

    /// Asks for a hint (ends a review first); `Bot.sync` then runs it.
    pub fn request_hint(&self) -> Result<GameView> {
        self.input(|s| {
            s.request_hint();
            Ok(())
        })
    }

    /// Turns the board around.
    pub fn flip(&self) -> Result<GameView> {
        self.input(|s| {
            s.flip();
            Ok(())
        })
    }

    /// In pass-and-play, turn the board toward the player to move.
    pub fn set_auto_flip(&self, on: bool) -> Result<GameView> {
        self.input(|s| {
            s.set_auto_flip(on);
            Ok(())
        })
    }

    /// The language of every text.
    pub fn set_language(&self, language: Language) -> Result<GameView> {
        self.input(|s| {
            s.set_lang(language.into());
            Ok(())
        })
    }

    /// Shows the position after `plies` plies read-only (the live ply ends
    /// the review); `Other` past the end of the line.
    pub fn review(&self, plies: u32) -> Result<GameView> {
        self.input(|s| match s.review(plies as usize) {
            true => Ok(()),
            false => Err(argument(format!("ply {plies} is past the end of the move list"))),
        })
    }

    /// Back to the live board.
    pub fn end_review(&self) -> Result<GameView> {
        self.input(|s| {
            s.end_review();
            Ok(())
        })
    }

    /// Pauses (or resumes) a game between two bots; no effect when a
    /// person plays.
    pub fn set_paused(&self, paused: bool) -> Result<GameView> {
        self.input(|s| {
            s.set_paused(paused);
            Ok(())
        })
    }

    /// The save document of this game (JSON, versioned, checksummed): the
    /// whole line with undone moves, the players, the orientation and the
    /// language. Write it atomically (temporary file, fsync, rename).
    pub fn save(&self) -> String {
        self.lock().save()
    }

    /// The game as PDN 3.0, as [`GameSession::export_pdn`] writes it, without
    /// announcing anything (to prepare a share sheet).
    pub fn pdn(&self, context: PdnContext) -> Result<String> {
        guard(|| {
            let ctx = da::PdnContext { date: context.date, site: context.site };
            Ok(self.lock().pdn(&ctx)?)
        })
    }

    /// The game as PDN 3.0 with every tag filled in by the core; `context`
    /// gives what only the platform knows. Announces the export.
    pub fn export_pdn(&self, context: PdnContext) -> Result<String> {
        guard(|| {
            let ctx = da::PdnContext { date: context.date, site: context.site };
            Ok(self.lock().export_pdn(&ctx)?)
        })
    }
}

/// The snapshot of a saved game, in `language`, without opening it (a
/// "continue" card, or whether it is still in progress); `InvalidSave` if
/// it cannot be read.
#[uniffi::export]
pub fn saved_game_view(save: String, language: Language) -> Result<GameView> {
    guard(|| {
        let mut s = da::GameTable::restore(&save)?;
        s.set_lang(language.into());
        Ok((&s.view()).into())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::DraughtsError;
    use crate::types::Variant;

    fn session() -> Arc<GameSession> {
        let rules = crate::api::preset_rules(Variant::International);
        GameSession::new(rules, Player::Human, Player::Human, Language::En).unwrap()
    }

    #[test]
    fn a_panic_under_the_lock_is_an_error_and_leaves_no_poisoned_lock() {
        let s = session();
        let r: Result<GameView> = s.input(|_| panic!("deliberate"));
        match r {
            Err(DraughtsError::Other { reason }) => {
                assert!(reason.contains("deliberate"), "{reason}")
            }
            other => panic!("expected Other, got {other:?}"),
        }
        assert!(s.inner.is_poisoned());
        // Every later call still works.
        assert_eq!(s.play_text("32-28".into()).unwrap().current_ply, 1);
    }

    #[test]
    fn game_errors_map_to_the_public_variants() {
        let s = session();
        assert!(matches!(s.play_text("46-41".into()), Err(DraughtsError::IllegalMove { .. })));
        assert!(matches!(s.answer_draw(true), Err(DraughtsError::Other { .. })));
        s.resign().unwrap();
        let e = s.play_text("32-28".into()).unwrap_err();
        assert!(matches!(e, DraughtsError::Other { .. }));
        assert!(e.to_string().contains("over"), "{e}");
    }

    /// The mirror copies the core's snapshot, nothing added.
    #[test]
    fn the_snapshot_is_the_cores() {
        let s = session();
        let v = s.tap(31).unwrap();
        let core = s.lock().view();
        assert_eq!(v, GameView::from(&core));
        assert_eq!(v.board.squares.len(), core.board.squares.len());
        assert_eq!(v.status, core.status);
    }
}
