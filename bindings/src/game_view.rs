//! The game snapshot records: everything the game screen shows after an
//! input (players, status, result, draw counter, move list, replay,
//! enabled and offered controls, the search ticket, events). They mirror the core's `GameView`
//! field for field; nothing is computed here.

use crate::board_view::{count, idx, idxs, piece, BoardView, PieceInfo};
use crate::clock::ClockView;
use crate::controls::ControlView;
use crate::inputs::Player;
use crate::types::Side;
use draughts_app as da;

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
    /// The side to move ran out of time.
    OutOfTime,
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
            OutOfTime,
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
    /// The end-of-game card's headline: "White wins", "Draw".
    #[uniffi(default = "")]
    pub headline: String,
    /// The score in the variant's style: 2-0, 1-1, 0-2 (International);
    /// 1-0, ½-½, 0-1 elsewhere.
    #[uniffi(default = "")]
    pub score: String,
    /// Why, as a sentence of its own: "Black resigned".
    #[uniffi(default = "")]
    pub why: String,
    /// The side that won; `null`/`nil` for a draw.
    #[uniffi(default = None)]
    pub winner: Option<Side>,
    /// The card's buttons, in the order drawn (Rematch first).
    #[uniffi(default = [])]
    pub actions: Vec<EndAction>,
}

/// One button of the end-of-game card.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct EndAction {
    /// What it does.
    pub kind: EndActionKind,
    /// Its label and state.
    pub control: crate::controls::ControlView,
}

/// What an end-of-game button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum EndActionKind {
    /// The same players again.
    Rematch,
    /// The game on the analysis board.
    Analyse,
    /// The game's PDN to the share sheet.
    Share,
    /// The new-game form.
    NewGame,
}

/// The sound an event makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SoundCue {
    /// A plain move.
    Move,
    /// A capture.
    Capture,
    /// A crowning (a crowning capture too).
    Crowning,
    /// The end of the game.
    GameEnd,
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
    /// The button that accepts the draw.
    #[uniffi(default = "")]
    pub accept_label: String,
    /// The button that declines it.
    #[uniffi(default = "")]
    pub decline_label: String,
    /// The side that answers sits across the table (face to face): draw
    /// the question turned 180° toward them.
    #[uniffi(default = false)]
    pub turned: bool,
}

/// A move made on the board and held for confirmation (the setting sent
/// as `GameInput.SetConfirmMoves`): drawn on `GameView.board`, played by
/// `GameInput.ConfirmMove`, dropped by `GameInput.CancelMove`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PendingMoveView {
    /// The move's text: "32-28".
    pub notation: String,
    /// "Play 32-28?"
    pub text: String,
    /// Plays it; put forward.
    pub confirm: ControlView,
    /// Drops it.
    pub cancel: ControlView,
}

/// A takeback asked for between two people (`GameHandle.setTakebackAsks`):
/// the side that moved last asks, the other allows or refuses it
/// (`GameHandle.answerTakeback`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct TakebackRequestView {
    /// The side that asks.
    pub from: Side,
    /// "Black asks to take back the last move."
    pub text: String,
    /// The button that allows it.
    pub accept_label: String,
    /// The button that refuses it.
    pub decline_label: String,
    /// The side that answers sits across the table (face to face): draw
    /// the question turned 180° toward them.
    pub turned: bool,
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
    /// Draw this strip (name, clock, counts) turned 180°: its player sits
    /// across the table (the top strip, face to face).
    #[uniffi(default = false)]
    pub turned: bool,
    /// This side won: its strip wears the winner's mark.
    #[uniffi(default = false)]
    pub winner: bool,
}

/// One entry of the move list, ready to draw.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveEntry {
    /// Ply index from 0.
    pub ply: u32,
    /// What tapping it replays (`replay(replayPlies)`): the position after it.
    pub replay_plies: u32,
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
pub struct ReplayView {
    /// Plies of the line played in the position shown.
    pub plies: u32,
    /// "Replaying move 6… 32-28".
    pub text: String,
}

/// Which controls may be used now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Enabled {
    /// Undo.
    pub undo: bool,
    /// Redo.
    pub redo: bool,
    /// Hint (against the bot, on a person's turn).
    pub hint: bool,
    /// Offer a draw.
    pub offer_draw: bool,
    /// Accept or decline a pending offer.
    pub answer_draw: bool,
    /// Resign.
    pub resign: bool,
    /// Back to the game from a replay.
    pub end_replay: bool,
    /// Escape has something to cancel (a selection, a capture being tapped,
    /// a replay); when not, Escape leaves the screen.
    pub cancel: bool,
    /// Rematch (`GameHandle.rematch`): once the game is over.
    pub rematch: bool,
    /// The option that turns the board to the player to move
    /// (`GameHandle.setAutoFlip`): two people, not face to face.
    #[uniffi(default = false)]
    pub auto_flip: bool,
    /// Face-to-face play (`GameHandle.setFaceToFace`): two people only.
    #[uniffi(default = false)]
    pub face_to_face: bool,
    /// Turning the far pieces (`GameHandle.setTurnFarPieces`): face to face.
    #[uniffi(default = false)]
    pub turn_far_pieces: bool,
    /// Allow or refuse a pending takeback request.
    #[uniffi(default = false)]
    pub answer_takeback: bool,
    /// Pause the clock (`GameInput.PauseClock`): it runs.
    #[uniffi(default = false)]
    pub pause_clock: bool,
    /// Resume the paused clock (`GameInput.ResumeClock`).
    #[uniffi(default = false)]
    pub resume_clock: bool,
}

/// Which controls exist in this game at all: show these, hide the rest
/// ([`Enabled`] says which of them may be used now).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Offered {
    /// Hints (against the bot).
    pub hint: bool,
    /// Offer a draw (a person plays at this device).
    pub offer_draw: bool,
    /// Resign (a person plays at this device).
    pub resign: bool,
    /// The face-to-face toggle (two people at this device).
    #[uniffi(default = false)]
    pub face_to_face: bool,
    /// The toggle that turns the far pieces (face to face).
    #[uniffi(default = false)]
    pub turn_far_pieces: bool,
    /// "Pause": the game has a clock that is not paused (it takes turns
    /// with "Resume" in one place).
    #[uniffi(default = false)]
    pub pause_clock: bool,
    /// "Resume": the clock is paused.
    #[uniffi(default = false)]
    pub resume_clock: bool,
}

/// The line under the board, exactly as drawn.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct StatusLineView {
    /// The sentence.
    pub text: String,
    /// Its kind, for colour and icon.
    pub tone: StatusTone,
}

/// What the status line says, for its colour and icon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum StatusTone {
    /// Whose turn, the capture under way, the bot thinking, a hint.
    Plain,
    /// The last input was refused; the text says why.
    Refusal,
    /// A past position is on screen.
    Replay,
    /// The game is over.
    Result,
}

/// Where the move list's "previous move" and "next move" lead: the ply
/// count to pass to `replay`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ReplaySteps {
    /// "Previous move"; none at the start.
    pub back: Option<u32>,
    /// "Next move"; none on the live position (replaying the live ply ends
    /// the replay).
    pub forward: Option<u32>,
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
        /// It crowned a man.
        #[uniffi(default = false)]
        crowned: bool,
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
    /// A takeback was asked for; the other side answers.
    TakebackRequested,
    /// A takeback request was refused (an allowed one is `Undone`).
    TakebackDeclined,
    /// The game ended by agreement or resignation.
    GameOver,
    /// The board was turned.
    Flipped,
    /// A past position is on screen.
    ReplayStarted,
    /// Back to the live game.
    ReplayEnded,
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
    /// The sound to play (when sounds are on); `null`/`nil` for none.
    #[uniffi(default = None)]
    pub sound: Option<SoundCue>,
}

/// Everything the game screen shows, after every input.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameView {
    /// The board drawn (live, or the replayed position read-only).
    pub board: BoardView,
    /// The variant's name, or "Custom rules".
    pub title: String,
    /// "Two players", "Against the bot, level 4 (Club player)".
    pub mode: String,
    /// White's strip, then Black's.
    pub players: Vec<PlayerView>,
    /// The game's state in a sentence (whose turn, the capture under way,
    /// the result, the replayed move): for cards and the far player.
    pub status: String,
    /// The one line under the board, exactly as drawn: the replay banner,
    /// else the refusal of the last input, else `status`.
    pub status_line: StatusLineView,
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
    /// The replayed move, if a past position is on screen.
    pub replay: Option<ReplayView>,
    /// Which controls may be used now.
    pub enabled: Enabled,
    /// Which controls exist in this game at all.
    pub offered: Offered,
    /// Where the move list's "previous" and "next" lead.
    pub replay_steps: ReplaySteps,
    /// Who resigns or offers a draw from this device: the person against
    /// the bot, the side to move between two people, none when two bots play.
    pub acting_side: Option<Side>,
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
    /// The game ended on this screen and the end-of-game sheet is up, until
    /// `dismissEnd`, a replay or an undo (also after a redo into a finished
    /// game; never for a finished game just opened).
    pub just_ended: bool,
    /// Resigning asks "are you sure?" first.
    pub confirm_resign: bool,
    /// The strips in screen order: the side drawn at the top of the board
    /// (its strip above the board), then the other.
    pub strip_order: Vec<Side>,
    /// The move just played, to animate over the new board.
    #[uniffi(default = None)]
    pub animation: Option<MoveAnimation>,
    /// The game's clock, if it has one (as of the last `tick`).
    #[uniffi(default = None)]
    pub clock: Option<ClockView>,
    /// Two people sit face to face with the device flat between them: the
    /// top strip is turned, the board does not turn by itself.
    #[uniffi(default = false)]
    pub face_to_face: bool,
    /// The status line for the far player, drawn turned near the top
    /// strip; `null`/`nil` unless face to face.
    #[uniffi(default = None)]
    pub far_status: Option<String>,
    /// The saved preference to draw the far pieces upside down (its
    /// effect: `board.turnedPieces`).
    #[uniffi(default = false)]
    pub turn_far_pieces: bool,
    /// A takeback asked for and not yet answered.
    #[uniffi(default = None)]
    pub takeback_request: Option<TakebackRequestView>,
    /// The moves as a table, one row per move number, the current row marked.
    pub move_table: MoveTable,
    /// The replay bar: first, previous, next, last, back to the game.
    pub replay_controls: ReplayControls,
    /// With move confirmation on, the move held with its two buttons.
    #[uniffi(default = None)]
    pub pending_move: Option<PendingMoveView>,
}

/// The move just played, as it is animated: the piece hops from each
/// square of `squares` to the next; each taken piece fades once the piece
/// reaches `squares[step]`; from `squares[crownsAt]` on it is drawn crowned.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveAnimation {
    /// The seq of the move's `Moved` event: animate each one once.
    pub seq: u64,
    /// The piece as it starts.
    pub piece: PieceInfo,
    /// Where the piece starts, then each landing square still to go.
    pub squares: Vec<u32>,
    /// The pieces it takes, in order.
    pub fades: Vec<Fade>,
    /// The index in `squares` from which it is drawn crowned, if it is
    /// crowned during the animation.
    pub crowns_at: Option<u32>,
}

/// A piece taken by the animated move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Fade {
    /// Its square.
    pub square: u32,
    /// The piece as it stood.
    pub piece: PieceInfo,
    /// It fades once the moving piece reaches `squares[step]` (0: at once).
    pub step: u32,
}

impl From<&da::MoveAnimation> for MoveAnimation {
    fn from(a: &da::MoveAnimation) -> Self {
        MoveAnimation {
            seq: a.seq,
            piece: piece(a.piece),
            squares: idxs(&a.squares),
            fades: a
                .fades
                .iter()
                .map(|f| Fade { square: idx(f.square), piece: piece(f.piece), step: count(f.step) })
                .collect(),
            crowns_at: a.crowns_at.map(count),
        }
    }
}

impl From<&da::ResultView> for ResultView {
    fn from(r: &da::ResultView) -> Self {
        ResultView {
            outcome: r.outcome.into(),
            reason: r.reason.into(),
            text: r.text.clone(),
            headline: r.headline.clone(),
            score: r.score.clone(),
            why: r.why.clone(),
            winner: r.winner.map(Into::into),
            actions: r
                .actions
                .iter()
                .map(|a| EndAction {
                    kind: match a.kind {
                        da::EndActionKind::Rematch => EndActionKind::Rematch,
                        da::EndActionKind::Analyse => EndActionKind::Analyse,
                        da::EndActionKind::Share => EndActionKind::Share,
                        da::EndActionKind::NewGame => EndActionKind::NewGame,
                    },
                    control: (&a.control).into(),
                })
                .collect(),
        }
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
            K::Moved { capture, by_bot, game_over, crowned } => {
                EventKind::Moved { capture, by_bot, game_over, crowned }
            }
            K::Undone => EventKind::Undone,
            K::Redone => EventKind::Redone,
            K::Hint => EventKind::Hint,
            K::DrawOffered => EventKind::DrawOffered,
            K::DrawDeclined => EventKind::DrawDeclined,
            K::TakebackRequested => EventKind::TakebackRequested,
            K::TakebackDeclined => EventKind::TakebackDeclined,
            K::GameOver => EventKind::GameOver,
            K::Flipped => EventKind::Flipped,
            K::ReplayStarted => EventKind::ReplayStarted,
            K::ReplayEnded => EventKind::ReplayEnded,
            K::Exported => EventKind::Exported,
        }
    }
}

fn event(e: &da::Event) -> Event {
    Event {
        seq: e.seq,
        kind: e.kind.into(),
        text: e.text.clone(),
        sound: e.sound.map(|c| match c {
            da::SoundCue::Move => SoundCue::Move,
            da::SoundCue::Capture => SoundCue::Capture,
            da::SoundCue::Crowning => SoundCue::Crowning,
            da::SoundCue::GameEnd => SoundCue::GameEnd,
        }),
    }
}

impl From<da::Enabled> for Enabled {
    fn from(e: da::Enabled) -> Self {
        Enabled {
            undo: e.undo,
            redo: e.redo,
            hint: e.hint,
            offer_draw: e.offer_draw,
            answer_draw: e.answer_draw,
            resign: e.resign,
            end_replay: e.end_replay,
            cancel: e.cancel,
            rematch: e.rematch,
            auto_flip: e.auto_flip,
            face_to_face: e.face_to_face,
            turn_far_pieces: e.turn_far_pieces,
            answer_takeback: e.answer_takeback,
            pause_clock: e.pause_clock,
            resume_clock: e.resume_clock,
        }
    }
}

impl From<da::Offered> for Offered {
    fn from(o: da::Offered) -> Self {
        Offered {
            hint: o.hint,
            offer_draw: o.offer_draw,
            resign: o.resign,
            face_to_face: o.face_to_face,
            turn_far_pieces: o.turn_far_pieces,
            pause_clock: o.pause_clock,
            resume_clock: o.resume_clock,
        }
    }
}

impl From<&da::GameView> for GameView {
    fn from(v: &da::GameView) -> Self {
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
                    turned: p.turned,
                    winner: p.winner,
                })
                .collect(),
            status: v.status.clone(),
            status_line: StatusLineView {
                text: v.status_line.text.clone(),
                tone: match v.status_line.tone {
                    da::StatusTone::Plain => StatusTone::Plain,
                    da::StatusTone::Refusal => StatusTone::Refusal,
                    da::StatusTone::Replay => StatusTone::Replay,
                    da::StatusTone::Result => StatusTone::Result,
                },
            },
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
            draw_offer: v.draw_offer.as_ref().map(|o| DrawOfferView {
                by: o.by.into(),
                text: o.text.clone(),
                accept_label: o.accept_label.clone(),
                decline_label: o.decline_label.clone(),
                turned: o.turned,
            }),
            moves: v
                .moves
                .iter()
                .map(|m| MoveEntry {
                    ply: count(m.ply),
                    replay_plies: count(m.replay_plies),
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
            replay: v
                .replay
                .as_ref()
                .map(|r| ReplayView { plies: count(r.plies), text: r.text.clone() }),
            enabled: v.enabled.into(),
            offered: v.offered.into(),
            replay_steps: ReplaySteps {
                back: v.replay_steps.back.map(count),
                forward: v.replay_steps.forward.map(count),
            },
            acting_side: v.acting_side.map(Into::into),
            search: v.search.map(Into::into),
            in_progress: v.in_progress,
            event: v.event.as_ref().map(event),
            events: v.events.iter().map(event).collect(),
            summary: v.summary.clone(),
            just_ended: v.just_ended,
            confirm_resign: v.confirm_resign,
            strip_order: v.strip_order.iter().map(|&c| c.into()).collect(),
            animation: v.animation.as_ref().map(Into::into),
            clock: v.clock.as_ref().map(Into::into),
            face_to_face: v.face_to_face,
            far_status: v.far_status.clone(),
            turn_far_pieces: v.turn_far_pieces,
            takeback_request: v.takeback_request.as_ref().map(|r| TakebackRequestView {
                from: r.from.into(),
                text: r.text.clone(),
                accept_label: r.accept_label.clone(),
                decline_label: r.decline_label.clone(),
                turned: r.turned,
            }),
            move_table: (&v.move_table).into(),
            replay_controls: (&v.replay_controls).into(),
            pending_move: v.pending_move.as_ref().map(|p| PendingMoveView {
                notation: p.notation.clone(),
                text: p.text.clone(),
                confirm: (&p.confirm).into(),
                cancel: (&p.cancel).into(),
            }),
        }
    }
}

/// The move list as a table: a number column, then one column per side in
/// the variant's order (the side that starts first).
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveTable {
    /// The sides' columns, the variant's first mover first.
    pub columns: Vec<Side>,
    /// The columns' headings: the sides' names.
    pub headings: Vec<String>,
    /// The rows, first move first.
    pub rows: Vec<MoveRow>,
    /// The row of the move whose position is shown (keep it in view); none
    /// at the start position.
    pub current_row: Option<u32>,
    /// The table's name for screen readers: "Moves".
    pub label: String,
    /// What the empty table says; none once it has moves.
    pub empty_text: Option<String>,
}

/// One row of the move table.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveRow {
    /// The move number as drawn: "1.".
    pub number: String,
    /// The row's moves as indices into `GameView.moves`, in column order;
    /// none for an empty cell.
    pub cells: Vec<Option<u32>>,
}

/// One step of the replay bar.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ReplayStep {
    /// Its label and whether it may be pressed.
    pub control: ControlView,
    /// What pressing it replays (`replay(plies)`); none when disabled.
    pub plies: Option<u32>,
}

/// The replay bar: first, previous, next (these two repeat when held), last.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ReplayControls {
    /// To the start position.
    pub first: ReplayStep,
    /// One move back.
    pub previous: ReplayStep,
    /// One move on.
    pub next: ReplayStep,
    /// To the live position (ends the replay).
    pub last: ReplayStep,
    /// "Back to the game": offered and enabled during a replay only.
    pub back_to_game: ControlView,
    /// Whether the bar is drawn at all: once there is a move to step through.
    pub shown: bool,
}

impl From<&da::MoveTable> for MoveTable {
    fn from(t: &da::MoveTable) -> Self {
        MoveTable {
            columns: t.columns.iter().map(|&c| c.into()).collect(),
            headings: t.headings.to_vec(),
            rows: t
                .rows
                .iter()
                .map(|r| MoveRow {
                    number: r.number.clone(),
                    cells: r.cells.iter().map(|c| c.map(count)).collect(),
                })
                .collect(),
            current_row: t.current_row.map(count),
            label: t.label.clone(),
            empty_text: t.empty_text.clone(),
        }
    }
}

impl From<&da::ReplayStep> for ReplayStep {
    fn from(s: &da::ReplayStep) -> Self {
        ReplayStep { control: (&s.control).into(), plies: s.plies.map(count) }
    }
}

impl From<&da::ReplayControls> for ReplayControls {
    fn from(c: &da::ReplayControls) -> Self {
        ReplayControls {
            first: (&c.first).into(),
            previous: (&c.previous).into(),
            next: (&c.next).into(),
            last: (&c.last).into(),
            back_to_game: (&c.back_to_game).into(),
            shown: c.shown,
        }
    }
}
