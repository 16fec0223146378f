//! The game clock: settings, presets, the "BASE+INC" parser, and a clock
//! driven by times the front end passes in.
//!
//! The core never reads a clock. A front end passes the platform's
//! monotonic time in milliseconds (`now`, any origin, never stored) to
//! every call that needs it; the clock decides what that means. The
//! times are those of one run of the app: a save keeps what is left, never
//! an instant (see [`Clock::for_save`]).
//!
//! Kinds (Wikipedia, "Time control"; FIDE Laws art. 6.2; US Chess rule 5F):
//! * [`ClockKind::SuddenDeath`]: one time for the whole game.
//! * [`ClockKind::Fischer`]: the increment is added after each move, so
//!   the time can grow above the start.
//! * [`ClockKind::SimpleDelay`] (US delay): each turn first runs the delay;
//!   the main time only runs after it, and unused delay is lost.
//! * [`ClockKind::Bronstein`]: the main time runs at once; after the move,
//!   the time used is given back up to the delay, so a turn never ends with
//!   more than it began with.
//!
//! Each side has its own setting (a handicap gives the sides different
//! times).
//!
//! What happens when, exactly:
//! * The clock starts with the first completed move: that move is free and
//!   starts the opponent's time (as lidraughts does: RoepStoep/lidraughts
//!   `modules/draughts/src/main/Clock.scala`, and the lidrobile and lichess
//!   over-the-board clocks). Increments and delays count from the second
//!   move on, once the clock runs.
//! * The clock switches when a move is completed, never on a step of a
//!   multi-capture: the table calls [`Clock::complete_move`] only for a
//!   whole move.
//! * The time a turn used is `now - start` of its running spans, so fast
//!   taps cost no time and no partial tick is lost.
//! * **The boundary**: a side with `t` ms left at the start of its turn
//!   may complete its move while it has used at most `t` ms (of main time,
//!   after the delay for a simple delay): a move completed with exactly
//!   0 ms left counts. Its flag falls at the first millisecond past that,
//!   and any query from then on sees it ([`Clock::flag`]).
//! * The increment (and the Bronstein refund) is added only after a move
//!   that came in time (lidraughts `Clock.step`).
//! * Remaining times are never negative: they stop at 0.

use draughts_rules::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest base time a setting accepts: 10 hours.
pub const MAX_BASE_MS: u64 = 10 * 3_600_000;
/// The longest increment or delay a setting accepts: 10 minutes.
pub const MAX_EXTRA_MS: u64 = 600_000;

/// How a clock counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClockKind {
    /// No clock.
    #[default]
    None,
    /// One time for the whole game.
    SuddenDeath,
    /// A bonus added after every move (the increment).
    Fischer,
    /// Each turn first runs a delay before the main time (US delay).
    SimpleDelay,
    /// The time used is given back after the move, up to the delay.
    Bronstein,
}

impl ClockKind {
    /// What `extra_ms` of a [`SideTime`] means for this kind: an increment,
    /// a delay, or nothing.
    pub const fn has_extra(self) -> bool {
        matches!(self, ClockKind::Fischer | ClockKind::SimpleDelay | ClockKind::Bronstein)
    }
}

/// One side's time: the base and the increment or delay.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideTime {
    /// The time for the game, in milliseconds.
    pub base_ms: u64,
    /// The increment (Fischer) or the delay (simple, Bronstein), in
    /// milliseconds; ignored by a sudden-death clock.
    pub extra_ms: u64,
}

/// A clock setting: the kind and each side's time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockSetting {
    /// How the clock counts.
    pub kind: ClockKind,
    /// White's time.
    pub white: SideTime,
    /// Black's time.
    pub black: SideTime,
}

/// Why a clock setting was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClockParseError {
    /// Nothing was given.
    #[error("expected BASE+INC, such as 5, 3+2 or 1:30+5")]
    Empty,
    /// The base time does not read (the text).
    #[error("base time `{0}`: expected minutes (5) or minutes:seconds (1:30)")]
    Base(String),
    /// The increment or delay does not read (the text).
    #[error("increment `{0}`: expected whole seconds, such as 2")]
    Extra(String),
    /// A base time of zero.
    #[error("the base time must be more than zero")]
    ZeroBase,
    /// A base time over [`MAX_BASE_MS`].
    #[error("the base time must be at most 600 minutes")]
    BaseTooLong,
    /// An increment or delay over [`MAX_EXTRA_MS`].
    #[error("the increment must be at most 600 seconds")]
    ExtraTooLong,
    /// A setting of kind [`ClockKind::None`] with times, or times without a kind.
    #[error("a clock without a kind has no times")]
    NoKind,
}

impl ClockSetting {
    /// No clock.
    pub const NONE: ClockSetting = ClockSetting {
        kind: ClockKind::None,
        white: SideTime { base_ms: 0, extra_ms: 0 },
        black: SideTime { base_ms: 0, extra_ms: 0 },
    };

    /// The same time for both sides.
    pub const fn both(kind: ClockKind, base_ms: u64, extra_ms: u64) -> ClockSetting {
        let t = SideTime { base_ms, extra_ms };
        ClockSetting { kind, white: t, black: t }
    }
    /// Sudden death: `base_ms` for the whole game.
    pub const fn sudden_death(base_ms: u64) -> ClockSetting {
        ClockSetting::both(ClockKind::SuddenDeath, base_ms, 0)
    }
    /// Fischer: `base_ms`, plus `inc_ms` after every move.
    pub const fn fischer(base_ms: u64, inc_ms: u64) -> ClockSetting {
        ClockSetting::both(ClockKind::Fischer, base_ms, inc_ms)
    }
    /// Simple (US) delay: `base_ms`, each turn starting with `delay_ms` of delay.
    pub const fn simple_delay(base_ms: u64, delay_ms: u64) -> ClockSetting {
        ClockSetting::both(ClockKind::SimpleDelay, base_ms, delay_ms)
    }
    /// Bronstein delay: `base_ms`, the time used given back up to `delay_ms`.
    pub const fn bronstein(base_ms: u64, delay_ms: u64) -> ClockSetting {
        ClockSetting::both(ClockKind::Bronstein, base_ms, delay_ms)
    }

    /// Whether this setting has no clock.
    pub const fn is_none(&self) -> bool {
        matches!(self.kind, ClockKind::None)
    }

    /// The time of side `c`.
    pub const fn side(&self, c: Color) -> SideTime {
        match c {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// The increment or delay of side `c`, 0 for sudden death.
    pub const fn extra(&self, c: Color) -> u64 {
        if self.kind.has_extra() {
            self.side(c).extra_ms
        } else {
            0
        }
    }

    /// Checks the limits: a positive base of at most [`MAX_BASE_MS`], an
    /// increment of at most [`MAX_EXTRA_MS`]; no times without a kind.
    pub fn validate(&self) -> Result<(), ClockParseError> {
        if self.is_none() {
            return if *self == ClockSetting::NONE { Ok(()) } else { Err(ClockParseError::NoKind) };
        }
        for t in [self.white, self.black] {
            if t.base_ms == 0 {
                return Err(ClockParseError::ZeroBase);
            }
            if t.base_ms > MAX_BASE_MS {
                return Err(ClockParseError::BaseTooLong);
            }
            if t.extra_ms > MAX_EXTRA_MS {
                return Err(ClockParseError::ExtraTooLong);
            }
        }
        Ok(())
    }

    /// Reads `BASE[+INC]`: BASE in minutes (`5`) or minutes and seconds
    /// (`1:30`), INC in whole seconds. `5` is sudden death, `3+2` a Fischer
    /// increment (`3+0` is sudden death). A final `d` makes the seconds a
    /// simple delay (`3+2d`), a final `b` a Bronstein delay (`3+2b`).
    /// Spaces are ignored. Both sides get the same time.
    pub fn parse(text: &str) -> Result<ClockSetting, ClockParseError> {
        let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        if t.is_empty() {
            return Err(ClockParseError::Empty);
        }
        let (base, extra) = match t.split_once('+') {
            Some((b, e)) => (b, Some(e)),
            None => (t.as_str(), None),
        };
        let base_ms = parse_base(base)?;
        let (extra_ms, delay) = match extra {
            None => (0, None),
            Some(e) => {
                let lower = e.to_ascii_lowercase();
                let (digits, delay) = match lower.strip_suffix('d') {
                    Some(d) => (d, Some(ClockKind::SimpleDelay)),
                    None => match lower.strip_suffix('b') {
                        Some(d) => (d, Some(ClockKind::Bronstein)),
                        None => (lower.as_str(), None),
                    },
                };
                if digits.is_empty()
                    || digits.len() > 6
                    || !digits.bytes().all(|c| c.is_ascii_digit())
                {
                    return Err(ClockParseError::Extra(e.to_string()));
                }
                let secs: u64 = digits.parse().map_err(|_| ClockParseError::Extra(e.into()))?;
                (secs * 1000, delay)
            }
        };
        let kind = match delay {
            Some(k) => k,
            None if extra_ms > 0 => ClockKind::Fischer,
            None => ClockKind::SuddenDeath,
        };
        let setting = ClockSetting::both(kind, base_ms, extra_ms);
        setting.validate()?;
        Ok(setting)
    }

    /// The setting as [`ClockSetting::parse`] reads it: `5`, `3+2`,
    /// `1:30+5`, `3+2d`, `3+2b`; a handicap as `White / Black`
    /// (`5+3 / 3+2`); `-` for no clock.
    pub fn label(&self) -> String {
        let one = |t: SideTime| {
            let base = if t.base_ms % 60_000 == 0 {
                format!("{}", t.base_ms / 60_000)
            } else {
                format!("{}:{:02}", t.base_ms / 60_000, t.base_ms % 60_000 / 1000)
            };
            let secs = t.extra_ms / 1000;
            match self.kind {
                ClockKind::None => "-".to_string(),
                ClockKind::SuddenDeath => base,
                ClockKind::Fischer => format!("{base}+{secs}"),
                ClockKind::SimpleDelay => format!("{base}+{secs}d"),
                ClockKind::Bronstein => format!("{base}+{secs}b"),
            }
        };
        if self.white == self.black || self.is_none() {
            one(self.white)
        } else {
            format!("{} / {}", one(self.white), one(self.black))
        }
    }

    /// The PDN `TimeControl` tag (PDN 3.0 takes PGN's form, PGN standard
    /// 9.6.1): seconds for sudden death (`300`), `base+increment` in
    /// seconds for a Fischer clock (`180+2`), `-` for no clock, and `?`
    /// for what the form cannot say (a delay, different times per side).
    pub fn pdn_time_control(&self) -> String {
        if self.is_none() {
            return "-".into();
        }
        if self.white != self.black {
            return "?".into();
        }
        let (base, inc) = (self.white.base_ms / 1000, self.white.extra_ms / 1000);
        match self.kind {
            ClockKind::SuddenDeath => format!("{base}"),
            ClockKind::Fischer if inc == 0 => format!("{base}"),
            ClockKind::Fischer => format!("{base}+{inc}"),
            _ => "?".into(),
        }
    }

    /// The time below which side `c` is short of time, for a warning
    /// colour: an eighth of the base, between 10 and 60 seconds (the lichess
    /// over-the-board clock: lichess-org/mobile `lib/src/widgets/clock.dart`).
    pub fn low_time_ms(&self, c: Color) -> u64 {
        (self.side(c).base_ms / 8).clamp(10_000, 60_000)
    }
}

impl fmt::Display for ClockSetting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label())
    }
}

impl std::str::FromStr for ClockSetting {
    type Err = ClockParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ClockSetting::parse(s)
    }
}

/// `5` minutes or `1:30`.
fn parse_base(b: &str) -> Result<u64, ClockParseError> {
    let bad = || ClockParseError::Base(b.to_string());
    let num = |s: &str| -> Result<u64, ClockParseError> {
        if s.is_empty() || s.len() > 6 || !s.bytes().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        s.parse().map_err(|_| bad())
    };
    let ms = match b.split_once(':') {
        None => num(b)? * 60_000,
        Some((m, s)) => {
            let secs = num(s)?;
            if s.len() != 2 || secs > 59 {
                return Err(bad());
            }
            num(m)? * 60_000 + secs * 1000
        }
    };
    match ms {
        0 => Err(ClockParseError::ZeroBase),
        ms if ms > MAX_BASE_MS => Err(ClockParseError::BaseTooLong),
        ms => Ok(ms),
    }
}

/// A named setting to offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockPreset {
    /// A stable id, also what [`ClockSetting::parse`] reads (`3+2`).
    pub id: &'static str,
    /// The setting.
    pub setting: ClockSetting,
}

/// The presets, fastest first: the lidraughts and lidrobile defaults (5,
/// 3+2, 10+5, 15+10), the FMJD blitz 5+3 and rapid 20+5 of its events, and
/// the FMJD Fischer classical rate of 1 h 20 + 1 min a move (FMJD rules for
/// competitions, art. 6.1).
pub const PRESETS: [ClockPreset; 7] = [
    ClockPreset { id: "5", setting: ClockSetting::sudden_death(300_000) },
    ClockPreset { id: "3+2", setting: ClockSetting::fischer(180_000, 2_000) },
    ClockPreset { id: "5+3", setting: ClockSetting::fischer(300_000, 3_000) },
    ClockPreset { id: "10+5", setting: ClockSetting::fischer(600_000, 5_000) },
    ClockPreset { id: "15+10", setting: ClockSetting::fischer(900_000, 10_000) },
    ClockPreset { id: "20+5", setting: ClockSetting::fischer(1_200_000, 5_000) },
    ClockPreset { id: "80+60", setting: ClockSetting::fischer(4_800_000, 60_000) },
];

/// Where a clock is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClockState {
    /// No move completed yet: no time runs.
    NotStarted,
    /// The side to move's time runs.
    Running,
    /// Stopped by a player (or by loading a save); resumes on demand or
    /// with the next completed move.
    Paused,
    /// This side's time ran out.
    Flagged(Color),
    /// The game ended otherwise; the times stay as they were.
    Stopped,
}

/// A game clock. Small and `Copy`; every call that depends on time takes
/// `now`, the platform's monotonic time in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    setting: ClockSetting,
    /// Time left per side at the start of its turn (White, Black).
    left: [u64; 2],
    /// The side whose turn it is.
    turn: Color,
    /// Time this turn used in running spans that ended (before a pause).
    used: u64,
    /// Start of the running span, while running.
    since: Option<u64>,
    state: ClockState,
    /// Moves completed per side (White, Black).
    moves: [u32; 2],
}

/// A clock as saved: everything but the running span's start instant,
/// which does not survive a restart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ClockDoc {
    setting: ClockSetting,
    left_ms: [u64; 2],
    turn: Color,
    used_ms: u64,
    state: ClockState,
    moves: [u32; 2],
}

impl Serialize for Clock {
    /// A running clock is written paused, with the time up to the end of
    /// its last span: use [`Clock::for_save`] first to count the time up
    /// to now.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let state = match self.state {
            ClockState::Running => ClockState::Paused,
            other => other,
        };
        ClockDoc {
            setting: self.setting,
            left_ms: self.left,
            turn: self.turn,
            used_ms: self.used,
            state,
            moves: self.moves,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Clock {
    /// A saved clock comes back paused: no time passed while the app was
    /// closed (the lichess over-the-board games restore paused).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Clock, D::Error> {
        use serde::de::Error;
        let doc = ClockDoc::deserialize(d)?;
        doc.setting.validate().map_err(D::Error::custom)?;
        if doc.setting.is_none() {
            return Err(D::Error::custom("a saved clock has a kind"));
        }
        let too_long = MAX_BASE_MS + 10_000 * MAX_EXTRA_MS;
        if doc.left_ms.iter().any(|&t| t > too_long) || doc.used_ms > too_long {
            return Err(D::Error::custom("a saved clock time is out of range"));
        }
        let state = match doc.state {
            ClockState::Running => ClockState::Paused,
            other => other,
        };
        Ok(Clock {
            setting: doc.setting,
            left: doc.left_ms,
            turn: doc.turn,
            used: doc.used_ms,
            since: None,
            state,
            moves: doc.moves,
        })
    }
}

impl Clock {
    /// A clock not started yet, `first` to move.
    pub fn new(setting: ClockSetting, first: Color) -> Clock {
        Clock {
            setting,
            left: [setting.white.base_ms, setting.black.base_ms],
            turn: first,
            used: 0,
            since: None,
            state: ClockState::NotStarted,
            moves: [0, 0],
        }
    }

    /// The setting.
    pub fn setting(&self) -> ClockSetting {
        self.setting
    }
    /// Where the clock is.
    pub fn state(&self) -> ClockState {
        self.state
    }
    /// The side whose turn it is (whose time runs while running).
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// The side whose time runs now, if any.
    pub fn running(&self) -> Option<Color> {
        (self.state == ClockState::Running).then_some(self.turn)
    }
    /// Moves completed by side `c` since the clock was set.
    pub fn moves(&self, c: Color) -> u32 {
        self.moves[c.index()]
    }

    /// Time the current turn has used by `now` (delay included).
    fn elapsed(&self, now: u64) -> u64 {
        self.used + self.since.map_or(0, |s| now.saturating_sub(s))
    }

    /// Main time the current turn has used by `now`: the time past the
    /// delay for a simple delay, all of it otherwise.
    fn charged(&self, now: u64) -> u64 {
        let e = self.elapsed(now);
        match self.setting.kind {
            ClockKind::SimpleDelay => e.saturating_sub(self.setting.extra(self.turn)),
            _ => e,
        }
    }

    /// Whether the turn's time counts (not before the start, not after a flag).
    fn in_turn(&self) -> bool {
        matches!(self.state, ClockState::Running | ClockState::Paused | ClockState::Stopped)
    }

    /// Time side `c` has left at `now`, never below 0.
    pub fn remaining(&self, c: Color, now: u64) -> u64 {
        if self.state == ClockState::Flagged(c) {
            return 0;
        }
        let left = self.left[c.index()];
        if c == self.turn && self.in_turn() {
            left.saturating_sub(self.charged(now))
        } else {
            left
        }
    }

    /// The delay left in this turn before the main time runs (simple delay,
    /// while the turn is on); `None` for other kinds.
    pub fn delay_left(&self, now: u64) -> Option<u64> {
        if self.setting.kind != ClockKind::SimpleDelay || !self.in_turn() {
            return None;
        }
        Some(self.setting.extra(self.turn).saturating_sub(self.elapsed(now)))
    }

    /// The monotonic time at which the running side's flag falls (the first
    /// millisecond past its time), for a front end's timer.
    pub fn flag_at(&self) -> Option<u64> {
        let since = self.since?;
        let mut budget = self.left[self.turn.index()] + 1;
        if self.setting.kind == ClockKind::SimpleDelay {
            budget += self.setting.extra(self.turn);
        }
        Some((since + budget).saturating_sub(self.used))
    }

    /// The side whose flag has fallen by `now` (already recorded or not):
    /// the running side has used more than it had.
    pub fn flag_down(&self, now: u64) -> Option<Color> {
        match self.state {
            ClockState::Flagged(c) => Some(c),
            ClockState::Running if self.charged(now) > self.left[self.turn.index()] => {
                Some(self.turn)
            }
            _ => None,
        }
    }

    /// Records a flag fall by `now`, if there is one, and returns the side
    /// whose flag fell. Returns `None` if no flag fell or one had already
    /// been recorded.
    pub fn flag(&mut self, now: u64) -> Option<Color> {
        if self.state != ClockState::Running {
            return None;
        }
        let side = self.flag_down(now)?;
        self.used = self.elapsed(now);
        self.since = None;
        self.state = ClockState::Flagged(side);
        self.left[side.index()] = 0;
        Some(side)
    }

    /// The side to move completed its move at `now`: its time is charged,
    /// the increment or Bronstein refund added, and the opponent's time
    /// starts. The first move of the game starts the clock and is free.
    /// A paused clock resumes at `now` (the pause is not charged).
    ///
    /// Returns `Err(side)` when that side's flag fell before the move (the
    /// move does not count on the clock: the game is lost on time), and
    /// does nothing once the clock is flagged or stopped.
    pub fn complete_move(&mut self, now: u64) -> Result<(), Color> {
        match self.state {
            ClockState::Flagged(c) => return Err(c),
            ClockState::Stopped => return Ok(()),
            ClockState::NotStarted => {
                self.moves[self.turn.index()] += 1;
                self.switch_to(self.turn.opponent(), Some(now));
                self.state = ClockState::Running;
                return Ok(());
            }
            ClockState::Paused => {
                self.since = Some(now);
                self.state = ClockState::Running;
            }
            ClockState::Running => {}
        }
        if let Some(c) = self.flag(now) {
            return Err(c);
        }
        let side = self.turn;
        let elapsed = self.elapsed(now);
        let left = self.left[side.index()] - self.charged(now);
        let extra = self.setting.extra(side);
        let bonus = match self.setting.kind {
            ClockKind::Fischer => extra,
            ClockKind::Bronstein => extra.min(elapsed),
            _ => 0,
        };
        self.left[side.index()] = left + bonus;
        self.moves[side.index()] += 1;
        self.switch_to(side.opponent(), Some(now));
        Ok(())
    }

    /// Ends the turn without a move (a takeback, a move replayed): the side
    /// whose time ran is charged what it used, with no increment, and `to`
    /// has the turn. Its time runs from `now` unless the clock is paused or
    /// not started; a clock stopped at the end of the game runs again.
    /// Nothing changes once a flag has fallen.
    pub fn set_turn(&mut self, to: Color, now: u64) {
        match self.state {
            ClockState::Flagged(_) => {}
            ClockState::NotStarted => self.turn = to,
            ClockState::Paused => {
                self.charge_turn(now);
                self.switch_to(to, None);
            }
            ClockState::Running | ClockState::Stopped => {
                self.charge_turn(now);
                self.switch_to(to, Some(now));
                self.state = ClockState::Running;
            }
        }
    }

    /// Charges the turn's time so far to the side to move (no bonus).
    fn charge_turn(&mut self, now: u64) {
        let i = self.turn.index();
        self.left[i] = self.left[i].saturating_sub(self.charged(now));
        self.used = 0;
        self.since = None;
    }

    fn switch_to(&mut self, to: Color, since: Option<u64>) {
        self.turn = to;
        self.used = 0;
        self.since = since;
    }

    /// Pauses a running clock at `now`. False if it was not running.
    pub fn pause(&mut self, now: u64) -> bool {
        if self.state != ClockState::Running {
            return false;
        }
        self.used = self.elapsed(now);
        self.since = None;
        self.state = ClockState::Paused;
        true
    }

    /// Resumes a paused clock at `now`. False if it was not paused.
    pub fn resume(&mut self, now: u64) -> bool {
        if self.state != ClockState::Paused {
            return false;
        }
        self.since = Some(now);
        self.state = ClockState::Running;
        true
    }

    /// Stops the clock at `now` because the game ended otherwise
    /// (a win on the board, a draw, a resignation).
    pub fn stop(&mut self, now: u64) {
        match self.state {
            ClockState::Running | ClockState::Paused => {
                self.used = self.elapsed(now);
                self.since = None;
                self.state = ClockState::Stopped;
            }
            ClockState::NotStarted => self.state = ClockState::Stopped,
            ClockState::Flagged(_) | ClockState::Stopped => {}
        }
    }

    /// A copy to save: the time up to `now` counted, and paused, since no
    /// time passes while the app is closed.
    pub fn for_save(&self, now: u64) -> Clock {
        let mut c = *self;
        c.pause(now);
        c
    }
}

/// A time as a clock shows it: `4:59` (whole seconds, rounded down), with
/// hours past an hour (`1:20:00`), and tenths under ten seconds (`0:09.7`).
pub fn clock_label(ms: u64) -> String {
    if ms < 10_000 {
        return format!("0:{:02}.{}", ms / 1000, ms % 1000 / 100);
    }
    let secs = ms / 1000;
    let (h, m, s) = (secs / 3600, secs % 3600 / 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The bot's share of its clock for one move: a thirtieth of what is left
/// plus four fifths of the increment or delay, never more than a third of
/// what is left (so a bot in time trouble still keeps most of its time).
pub fn bot_budget_ms(remaining_ms: u64, extra_ms: u64) -> u64 {
    (remaining_ms / 30 + extra_ms * 4 / 5).min(remaining_ms / 3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_at_is_the_first_millisecond_past_the_time() {
        let mut c = Clock::new(ClockSetting::sudden_death(1000), Color::White);
        c.complete_move(50).unwrap();
        assert_eq!(c.flag_at(), Some(1051));
        assert_eq!(c.flag_down(1050), None);
        assert_eq!(c.flag_down(1051), Some(Color::Black));
    }
}
