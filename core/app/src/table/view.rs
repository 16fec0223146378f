//! The game table's snapshot: everything a front end draws and enables,
//! as plain immutable data, in the session's language.

use crate::board::BoardView;
use crate::controls::Control;
use draughts_game::{ClockSetting, ClockState, DrawCounter, EndReason, Outcome, Player};
use draughts_rules::{Color, Piece, Square};
use serde::Serialize;

/// What the game table shows, in one value. Built by
/// [`crate::GameTable::view`] after every input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameView {
    /// The board drawn: the live position, or the replayed one (read-only).
    pub board: BoardView,
    /// The variant's name, or "Custom rules".
    pub title: String,
    /// Who plays: "Two players", "Against the bot, level 4 (Club player)".
    pub mode: String,
    /// White's strip, then Black's.
    pub players: [PlayerView; 2],
    /// Whose turn (and what runs for it), the capture in progress, the
    /// result, or the move being replayed: the sentence of the game's state,
    /// for a card or the far player's line. The line under the board is
    /// [`GameView::status_line`].
    pub status: String,
    /// The one status line under the board, exactly as drawn: the replay
    /// banner, else the refusal of the last input, else `status`.
    pub status_line: StatusLineView,
    /// The side to move in the live game.
    pub turn: Color,
    /// How the game ended, once it has.
    pub result: Option<ResultView>,
    /// The draw-rule counter in force on the live board, if any.
    pub draw_counter: Option<DrawCounterView>,
    /// A draw offered and not yet answered.
    pub draw_offer: Option<DrawOfferView>,
    /// Every ply of the line, including undone ones that can be redone.
    pub moves: Vec<MoveEntry>,
    /// How many plies are played in the live game.
    pub current_ply: usize,
    /// The move being replayed, if a past position is on screen.
    pub replay: Option<ReplayView>,
    /// Which controls may be used now.
    pub enabled: Enabled,
    /// Which controls exist in this game at all.
    pub offered: Offered,
    /// Where the move list's "previous" and "next" lead.
    pub replay_steps: ReplaySteps,
    /// The side that resigns or offers a draw from this device: the person
    /// against the bot, the side to move between two people, nobody when
    /// two bots play.
    pub acting_side: Option<Color>,
    /// The search the table wants running now (the bot's move or a hint);
    /// `None` when nothing should run.
    pub search: Option<SearchTicket>,
    /// The game has moves and no result: replacing it needs the player's
    /// consent.
    pub in_progress: bool,
    /// What the last input did, to announce (its `seq` grows by one per event).
    pub event: Option<Event>,
    /// The latest events, oldest first: announce those with a `seq` not yet
    /// announced (a bot's move and a tap can both land between two reads).
    pub events: Vec<Event>,
    /// The game in one line, for a "continue" card or the question before
    /// replacing it: title, mode, move number, result.
    pub summary: String,
    /// The game ended on this screen (a move, a resignation, an agreed
    /// draw, a flag, or a redo into a finished game) and the end-of-game
    /// sheet is up: until [`crate::GameTable::dismiss_end`], a replay, or
    /// an undo. A finished game opened from a save is not news: `false`.
    pub just_ended: bool,
    /// Resigning asks "are you sure?" first. One answer for every front end.
    pub confirm_resign: bool,
    /// The strips in screen order: the side drawn at the top of the board
    /// first (its strip goes above the board), then the one at the bottom.
    pub strip_order: [Color; 2],
    /// The move just played on the live board, as an animation to draw over
    /// the new position; `None` after anything else (undo, redo, replay).
    pub animation: Option<MoveAnimation>,
    /// The game's clock, when it has one, as of the last time the front end
    /// passed ([`crate::GameTable::tick`]).
    pub clock: Option<ClockView>,
    /// Two people sit face to face with the device flat between them
    /// ([`crate::GameTable::set_face_to_face`]): the top strip is drawn
    /// turned toward the far player, and the board does not turn by itself.
    pub face_to_face: bool,
    /// The status line for the far player, drawn turned toward them near
    /// the top strip: the same sentence as `status`, so both read whose
    /// turn it is. `None` unless face to face.
    pub far_status: Option<String>,
    /// The saved preference that the far side's pieces are drawn upside
    /// down in face-to-face play (its effect is `board.turned_pieces`).
    pub turn_far_pieces: bool,
    /// A takeback asked for and not yet answered
    /// ([`crate::GameTable::set_takeback_asks`]).
    pub takeback_request: Option<TakebackRequestView>,
    /// The moves as a table, one row per move number, the current row marked.
    pub move_table: super::MoveTable,
    /// The replay bar: first, previous, next, last, back to the game.
    pub replay_controls: super::ReplayControls,
    /// With move confirmation on: the move made on the board and held,
    /// drawn on [`GameView::board`], with its Confirm and Cancel buttons.
    pub pending_move: Option<PendingMoveView>,
}

/// A move held for confirmation ([`crate::GameTable::set_confirm_moves`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PendingMoveView {
    /// The move's text: "32-28".
    pub notation: String,
    /// "Play 32-28?"
    pub text: String,
    /// Plays the move ([`super::GameInput::ConfirmMove`]); put forward.
    pub confirm: Control,
    /// Takes it back to the board ([`super::GameInput::CancelMove`]).
    pub cancel: Control,
}

/// The line under the board and how it is drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatusLineView {
    /// The sentence.
    pub text: String,
    /// Its kind, for the front end's colour and icon.
    pub tone: StatusTone,
}

/// What the status line says, for its colour and icon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum StatusTone {
    /// Whose turn, the capture under way, the bot thinking or a hint.
    Plain,
    /// The last input was refused; the text says why.
    Refusal,
    /// A past position is on screen (the replay banner).
    Replay,
    /// The game is over (the result).
    Result,
}

/// A takeback asked for between two people: the side that made the last
/// move asks, the other side accepts or declines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TakebackRequestView {
    /// The side that asks (the other one answers).
    pub from: Color,
    /// "Black asks to take back the last move."
    pub text: String,
    /// The button that allows it.
    pub accept_label: String,
    /// The button that refuses it.
    pub decline_label: String,
    /// The side that answers sits across the table (its strip is turned):
    /// draw the question turned toward them.
    pub turned: bool,
}

/// The game clock as drawn: both sides' times and what may be done with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockView {
    /// The setting.
    pub setting: ClockSetting,
    /// The setting in short: `5`, `3+2`, `3+2d` (simple delay), `3+2b`
    /// (Bronstein), `5+3 / 3+2` (a handicap, White first).
    pub label: String,
    /// White's clock, then Black's.
    pub sides: [ClockSideView; 2],
    /// Where the clock is: not started (it starts with the first move),
    /// running, paused, flagged or stopped.
    pub state: ClockState,
    /// The side whose time runs now; `None` before the first move, while
    /// paused and once the game is over.
    pub running: Option<Color>,
    /// The side whose time ran out.
    pub flagged: Option<Color>,
    /// Pausing is possible now (the clock runs).
    pub can_pause: bool,
    /// Resuming is possible now (the clock is paused, for instance after
    /// loading a save).
    pub can_resume: bool,
    /// The monotonic time (the front end's milliseconds) at which the
    /// running side's flag falls if nothing happens: a timer can wake then.
    pub flag_at_ms: Option<u64>,
    /// The time this view was computed for: the last time passed in.
    pub now_ms: u64,
    /// Milliseconds after `now_ms` until the clock must be drawn again: the
    /// running side's label changes (tenths under ten seconds, seconds
    /// above; after a simple delay runs out) or its flag falls. `None`
    /// while no time runs. The front end's timer sleeps this long, then ticks.
    pub redraw_in_ms: Option<u64>,
    /// "Clock paused", drawn beside Resume while the clock is paused.
    pub paused_text: Option<String>,
}

/// How a side's clock is drawn, most urgent first: the colour role a front
/// end maps to its theme (and the state its spoken text says).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ClockRole {
    /// This side's flag fell.
    Flagged,
    /// Short of time (under an eighth of the base, between 10 and 60 seconds).
    Low,
    /// The clock is paused.
    Paused,
    /// This side's time runs now.
    Running,
    /// Waiting: the other side's time runs, or the clock has not started.
    Idle,
}

/// One side's clock.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockSideView {
    /// The side.
    pub side: Color,
    /// Time left in milliseconds, never below 0.
    pub remaining_ms: u64,
    /// The time as a clock shows it: `4:59`, `1:20:00`, `0:09.7` under ten
    /// seconds.
    pub label: String,
    /// Short of time: under an eighth of the base, between 10 and 60
    /// seconds (drawn in a warning colour).
    pub low: bool,
    /// This side's time runs now.
    pub running: bool,
    /// How it is drawn: the warning or emphasis, one role.
    pub role: ClockRole,
    /// The delay left in this turn before the main time runs (simple
    /// delay, the side to move only).
    pub delay_ms: Option<u64>,
    /// Moves this side completed on the clock.
    pub moves: u32,
    /// The clock in words, for screen readers: "White's clock: 0:09.7,
    /// short of time."
    pub spoken: String,
}

/// The move just played, as the front ends animate it: where the piece is
/// at each step, which taken pieces fade when, and where it is crowned. The
/// board under it already shows the new position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveAnimation {
    /// The seq of the move's [`EventKind::Moved`] event: one animation per move.
    pub seq: u64,
    /// The piece as it starts moving (a man until `crowns_at`).
    pub piece: Piece,
    /// Where the piece is at each step: where it starts (its square, or the
    /// last landing square already tapped in a capture), then each landing
    /// square still to go. A hop goes from one to the next.
    pub squares: Vec<Square>,
    /// The pieces it takes, in the order taken.
    pub fades: Vec<Fade>,
    /// The step (an index into `squares`) from which the piece is drawn
    /// crowned; `None` when it is not crowned during the animation.
    pub crowns_at: Option<usize>,
}

/// A piece taken by the animated move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Fade {
    /// Where it stands.
    pub square: Square,
    /// The piece, as it stood before the move.
    pub piece: Piece,
    /// It fades once the moving piece reaches `squares[step]` (0: at once,
    /// taken in the part of a capture already tapped).
    pub step: usize,
}

/// One side's strip above or below the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// The colour of this side.
    pub side: Color,
    /// Who plays it: a person or the bot.
    pub player: Player,
    /// "You", "Bot — Club player", "White", "Black".
    pub name: String,
    /// This side is to move in the live game.
    pub to_move: bool,
    /// The bot is searching for this side's move.
    pub thinking: bool,
    /// Pieces of this side on the board: men, then kings.
    pub men: u32,
    /// Kings of this side on the board.
    pub kings: u32,
    /// Pieces of this side taken so far.
    pub lost: u32,
    /// The same in words, for screen readers: "12 men, 1 king, 3 taken".
    pub pieces: String,
    /// The whole strip in words, for screen readers: "Bot — Club player,
    /// Black, thinking, 12 men, 1 king, 3 taken".
    pub spoken: String,
    /// The strip (name, clock, counts) is drawn turned 180°, because its
    /// player sits across the table: the top strip in face-to-face play.
    pub turned: bool,
    /// This side won the game: its strip wears the winner's mark.
    pub winner: bool,
}

/// The result and its reason in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ResultView {
    /// Who won, or a draw.
    pub outcome: Outcome,
    /// Why the game ended.
    pub reason: EndReason,
    /// "Draw: 25 king moves without a capture".
    pub text: String,
    /// The headline of the end-of-game card: "White wins", "Draw".
    pub headline: String,
    /// The score in the variant's style, as its PDN writes it: 2-0, 1-1,
    /// 0-2 in International draughts, 1-0, ½-½, 0-1 elsewhere.
    pub score: String,
    /// Why, as a sentence of its own: "Black resigned", "By agreement".
    pub why: String,
    /// The side that won (its strip wears the winner's mark); `None` for a draw.
    pub winner: Option<Color>,
    /// The end-of-game card's buttons, in the order drawn (Rematch first).
    pub actions: Vec<EndAction>,
}

/// One button of the end-of-game card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EndAction {
    /// What it does.
    pub kind: EndActionKind,
    /// Its label and state.
    pub control: crate::Control,
}

/// What an end-of-game button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum EndActionKind {
    /// The same players again (colours swapped against the bot).
    Rematch,
    /// The game on the analysis board.
    Analyse,
    /// The game's PDN to the share sheet.
    Share,
    /// The new-game form.
    NewGame,
}

/// A running draw counter with its sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrawCounterView {
    /// The counter itself.
    pub counter: DrawCounter,
    /// "16-move rule: 9 moves left".
    pub text: String,
}

/// A pending draw offer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrawOfferView {
    /// Who offered.
    pub by: Color,
    /// "White offers a draw: Black may accept or decline."
    pub text: String,
    /// The button that accepts the draw.
    pub accept_label: String,
    /// The button that declines it.
    pub decline_label: String,
    /// The side that answers sits across the table (its strip is turned):
    /// draw the question turned toward them.
    pub turned: bool,
}

/// One entry of the move list, ready to draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveEntry {
    /// Ply index from 0.
    pub ply: usize,
    /// What tapping it replays: the position after this move (`ply + 1`
    /// plies; the live one ends the replay).
    pub replay_plies: usize,
    /// The full-move number.
    pub number: usize,
    /// "1." before the first mover's moves, "1…" when the list opens with
    /// the second mover's move, `None` otherwise.
    pub label: Option<String>,
    /// Who played the move.
    pub side: Color,
    /// The official text, such as `32-28` or `19x30`.
    pub text: String,
    /// The move read aloud: "32 to 28".
    pub spoken: String,
    /// Undone: still listed, can be redone.
    pub undone: bool,
    /// The move whose position is on screen (the last one played, or the
    /// one replayed).
    pub current: bool,
}

/// A past position on screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReplayView {
    /// Plies of the line played in the position shown.
    pub plies: usize,
    /// "Replaying move 6… 32-28".
    pub text: String,
}

/// What may be done now; the front ends grey out the rest. Actions on the
/// live game (undo, redo, hint, draw, resign) end a replay first.
///
/// Exporting the game as PDN and turning the board around are always
/// possible, so they have no flag here: a flag that is always true says
/// nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Enabled {
    /// Taking back a move.
    pub undo: bool,
    /// Replaying a move taken back.
    pub redo: bool,
    /// Asking the bot for a hint (against the bot, on a person's turn).
    pub hint: bool,
    /// Offering a draw.
    pub offer_draw: bool,
    /// Accepting or declining a pending offer.
    pub answer_draw: bool,
    /// Resigning.
    pub resign: bool,
    /// Leaving replay, back to the current position.
    pub end_replay: bool,
    /// Escape has something to cancel here: a selection, a capture being
    /// tapped, or a replay. When it has not, a front end's Escape leaves the
    /// screen instead.
    pub cancel: bool,
    /// A rematch (the same players, colours swapped against the bot): once
    /// the game is over.
    pub rematch: bool,
    /// The option that turns the board to the player to move: between two
    /// people, and not face to face (the board then stays put).
    pub auto_flip: bool,
    /// Face-to-face play: offered between two people only.
    pub face_to_face: bool,
    /// Turning the far side's pieces: in face-to-face play.
    pub turn_far_pieces: bool,
    /// Allowing or refusing a pending takeback request.
    pub answer_takeback: bool,
    /// Pausing the clock (it runs).
    pub pause_clock: bool,
    /// Resuming the paused clock.
    pub resume_clock: bool,
}

/// Which controls exist in this game at all, whatever the moment: a front
/// end shows these and hides the rest ([`Enabled`] then says which of the
/// shown ones may be used now).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Offered {
    /// Hints (against the bot).
    pub hint: bool,
    /// Offering a draw (a person plays at this device).
    pub offer_draw: bool,
    /// Resigning (a person plays at this device).
    pub resign: bool,
    /// The face-to-face toggle: two people play at this device (or the
    /// game is still set face to face).
    pub face_to_face: bool,
    /// The toggle that turns the far side's pieces: in face-to-face play.
    pub turn_far_pieces: bool,
    /// "Pause": the game has a clock that is not paused. Pause and resume
    /// take turns in one place.
    pub pause_clock: bool,
    /// "Resume": the clock is paused.
    pub resume_clock: bool,
}

/// Where "previous move" and "next move" (the move list's arrows) lead,
/// from the position shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ReplaySteps {
    /// The ply count to replay for "previous move"; `None` at the start.
    pub back: Option<usize>,
    /// The same for "next move"; `None` on the live position. Replaying the
    /// live ply ends the replay.
    pub forward: Option<usize>,
}

/// The search the game wants, identified by the generation of the position
/// it is for: an answer for an older generation is stale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SearchTicket {
    /// The position's generation: grows with every change.
    pub generation: u64,
    /// What the search is for.
    pub kind: SearchKind,
    /// The side the search plays for.
    pub side: Color,
}

/// The bot's move, or a hint for a person.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SearchKind {
    /// The bot at this level is to move.
    BotMove {
        /// The bot's level, 1 to 6.
        level: u8,
    },
    /// A hint for the person to move, with the budget of the game's level.
    Hint {
        /// The time the hint may take, in milliseconds.
        budget_ms: u32,
    },
}

/// What an input did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Event {
    /// Grows by one with every event of this table.
    pub seq: u64,
    /// What happened.
    pub kind: EventKind,
    /// The sentence to show or speak.
    pub text: String,
    /// The sound this event makes, if any: the front ends play it (when
    /// the player's sound setting is on) and decide nothing.
    pub sound: Option<SoundCue>,
}

/// The sounds of the game, one per kind of event that makes one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SoundCue {
    /// A plain move.
    Move,
    /// A move that took pieces.
    Capture,
    /// A move that crowned a man (a capture that crowns sounds as a crowning).
    Crowning,
    /// The game ended: by a move, a resignation, an agreement or the clock.
    GameEnd,
}

impl SoundCue {
    /// The sound of an event: the end of the game sounds over a crowning,
    /// a crowning over a capture, a capture over a plain move.
    pub fn of(kind: EventKind) -> Option<SoundCue> {
        match kind {
            EventKind::Moved { game_over: true, .. } | EventKind::GameOver => {
                Some(SoundCue::GameEnd)
            }
            EventKind::Moved { crowned: true, .. } => Some(SoundCue::Crowning),
            EventKind::Moved { capture: true, .. } => Some(SoundCue::Capture),
            EventKind::Moved { .. } => Some(SoundCue::Move),
            _ => None,
        }
    }
}

/// The kinds of events, for sounds, haptics and focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum EventKind {
    /// A piece was selected.
    Selected,
    /// A landing square of a multi-capture was tapped.
    Stepped,
    /// The selection was dropped.
    Cancelled,
    /// A tap or a move was refused, with its reason.
    Refused,
    /// The keyboard cursor moved; the text describes the square.
    Cursor,
    /// A move was played (by a person or the bot), perhaps ending the game.
    Moved {
        /// Whether it took pieces.
        capture: bool,
        /// Whether the bot played it.
        by_bot: bool,
        /// Whether it ended the game.
        game_over: bool,
        /// Whether it crowned a man.
        crowned: bool,
    },
    /// A move was taken back.
    Undone,
    /// A move taken back was replayed.
    Redone,
    /// A hint was shown.
    Hint,
    /// A draw was offered.
    DrawOffered,
    /// A draw offer was declined.
    DrawDeclined,
    /// A takeback was asked for; the other side answers.
    TakebackRequested,
    /// A takeback request was declined (an accepted one is [`EventKind::Undone`]).
    TakebackDeclined,
    /// The game ended by a declared result (agreement, resignation).
    GameOver,
    /// The board was turned around.
    Flipped,
    /// Replay of an earlier position began.
    ReplayStarted,
    /// Replay ended: back to the current position.
    ReplayEnded,
    /// The game was exported as PDN.
    Exported,
}
