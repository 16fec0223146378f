//! The game clock across the FFI: its settings and presets, the
//! `BASE+INC` parser, and the clock records of the snapshot. The front end
//! passes its monotonic time in milliseconds (`GameHandle::tick`); the core
//! decides everything else.

use crate::error::{guard, Result};
use crate::types::Side;
use draughts_app as da;
use draughts_game::clock as dc;

/// How a clock counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ClockKind {
    /// No clock.
    None,
    /// One time for the whole game.
    SuddenDeath,
    /// An increment added after every move.
    Fischer,
    /// Each turn first runs a delay before the main time (US delay).
    SimpleDelay,
    /// The time used is given back after the move, up to the delay.
    Bronstein,
}

/// One side's time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SideTime {
    /// The time for the game, in milliseconds.
    pub base_ms: u64,
    /// The increment or delay, in milliseconds (ignored by sudden death).
    pub extra_ms: u64,
}

/// A clock setting: the kind and each side's time (a handicap gives the
/// sides different times).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ClockSetting {
    /// How the clock counts.
    pub kind: ClockKind,
    /// White's time.
    pub white: SideTime,
    /// Black's time.
    pub black: SideTime,
}

/// A named setting to offer.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ClockPreset {
    /// A stable id, also what `parse_clock` reads (`3+2`).
    pub id: String,
    /// The setting.
    pub setting: ClockSetting,
}

/// Where a clock is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ClockState {
    /// No move completed yet: no time runs.
    NotStarted,
    /// The side to move's time runs.
    Running,
    /// Paused (by a player, or by loading a save).
    Paused,
    /// This side's time ran out.
    Flagged {
        /// The side that lost on time.
        side: Side,
    },
    /// The game ended otherwise.
    Stopped,
}

/// One side's clock.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ClockSideView {
    /// The side.
    pub side: Side,
    /// Time left in milliseconds, never below 0.
    pub remaining_ms: u64,
    /// `4:59`, `1:20:00`, `0:09.7` under ten seconds.
    pub label: String,
    /// Short of time (a warning colour).
    pub low: bool,
    /// This side's time runs now.
    pub running: bool,
    /// How it is drawn: one colour role, most urgent first.
    pub role: ClockRole,
    /// The delay left this turn before the main time runs (simple delay).
    pub delay_ms: Option<u64>,
    /// Moves this side completed on the clock.
    pub moves: u32,
    /// The clock in words, for screen readers: "White's clock: 0:09.7,
    /// short of time."
    #[uniffi(default = "")]
    pub spoken: String,
}

/// The game clock as drawn.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ClockView {
    /// The setting.
    pub setting: ClockSetting,
    /// The setting in short: `5`, `3+2`, `3+2d`, `3+2b`, `5+3 / 3+2`.
    pub label: String,
    /// White's clock, then Black's.
    pub sides: Vec<ClockSideView>,
    /// Where the clock is.
    pub state: ClockState,
    /// The side whose time runs now.
    pub running: Option<Side>,
    /// The side whose time ran out.
    pub flagged: Option<Side>,
    /// Pausing is possible now.
    pub can_pause: bool,
    /// Resuming is possible now (a loaded game's clock comes back paused).
    pub can_resume: bool,
    /// When the running side's flag falls (the front end's milliseconds),
    /// for a timer.
    pub flag_at_ms: Option<u64>,
    /// The time the view was computed for.
    pub now_ms: u64,
    /// Milliseconds after `nowMs` until the clock must be drawn again (a
    /// label changes, after any simple delay, or the flag falls); none
    /// while no time runs. The display timer sleeps this long, then ticks.
    #[uniffi(default = None)]
    pub redraw_in_ms: Option<u64>,
    /// "Clock paused", drawn beside Resume while the clock is paused.
    #[uniffi(default = None)]
    pub paused_text: Option<String>,
}

/// How a side's clock is drawn, most urgent first: the colour role, mapped
/// to the platform's theme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ClockRole {
    /// Its flag fell.
    Flagged,
    /// Short of time.
    Low,
    /// The clock is paused.
    Paused,
    /// Its time runs now.
    Running,
    /// Waiting (the other side's time runs, or the clock has not started).
    Idle,
}

impl From<dc::ClockKind> for ClockKind {
    fn from(k: dc::ClockKind) -> Self {
        match k {
            dc::ClockKind::None => ClockKind::None,
            dc::ClockKind::SuddenDeath => ClockKind::SuddenDeath,
            dc::ClockKind::Fischer => ClockKind::Fischer,
            dc::ClockKind::SimpleDelay => ClockKind::SimpleDelay,
            dc::ClockKind::Bronstein => ClockKind::Bronstein,
        }
    }
}

impl From<ClockKind> for dc::ClockKind {
    fn from(k: ClockKind) -> Self {
        match k {
            ClockKind::None => dc::ClockKind::None,
            ClockKind::SuddenDeath => dc::ClockKind::SuddenDeath,
            ClockKind::Fischer => dc::ClockKind::Fischer,
            ClockKind::SimpleDelay => dc::ClockKind::SimpleDelay,
            ClockKind::Bronstein => dc::ClockKind::Bronstein,
        }
    }
}

impl From<dc::ClockSetting> for ClockSetting {
    fn from(s: dc::ClockSetting) -> Self {
        let side = |t: dc::SideTime| SideTime { base_ms: t.base_ms, extra_ms: t.extra_ms };
        ClockSetting { kind: s.kind.into(), white: side(s.white), black: side(s.black) }
    }
}

impl ClockSetting {
    /// The core's setting, checked.
    pub(crate) fn to_core(self) -> Result<dc::ClockSetting, dc::ClockParseError> {
        let side = |t: SideTime| dc::SideTime { base_ms: t.base_ms, extra_ms: t.extra_ms };
        let s = dc::ClockSetting {
            kind: self.kind.into(),
            white: side(self.white),
            black: side(self.black),
        };
        s.validate()?;
        Ok(s)
    }
}

impl From<&da::ClockView> for ClockView {
    fn from(c: &da::ClockView) -> Self {
        ClockView {
            setting: c.setting.into(),
            label: c.label.clone(),
            sides: c
                .sides
                .iter()
                .map(|s| ClockSideView {
                    side: s.side.into(),
                    remaining_ms: s.remaining_ms,
                    label: s.label.clone(),
                    low: s.low,
                    running: s.running,
                    role: match s.role {
                        da::ClockRole::Flagged => ClockRole::Flagged,
                        da::ClockRole::Low => ClockRole::Low,
                        da::ClockRole::Paused => ClockRole::Paused,
                        da::ClockRole::Running => ClockRole::Running,
                        da::ClockRole::Idle => ClockRole::Idle,
                    },
                    delay_ms: s.delay_ms,
                    moves: s.moves,
                    spoken: s.spoken.clone(),
                })
                .collect(),
            state: match c.state {
                dc::ClockState::NotStarted => ClockState::NotStarted,
                dc::ClockState::Running => ClockState::Running,
                dc::ClockState::Paused => ClockState::Paused,
                dc::ClockState::Flagged(side) => ClockState::Flagged { side: side.into() },
                dc::ClockState::Stopped => ClockState::Stopped,
            },
            running: c.running.map(Into::into),
            flagged: c.flagged.map(Into::into),
            can_pause: c.can_pause,
            can_resume: c.can_resume,
            flag_at_ms: c.flag_at_ms,
            now_ms: c.now_ms,
            redraw_in_ms: c.redraw_in_ms,
            paused_text: c.paused_text.clone(),
        }
    }
}

/// The clock presets to offer, fastest first (5, 3+2, 5+3, 10+5, 15+10,
/// 20+5 and the FMJD classical 80+60).
#[uniffi::export]
pub fn clock_presets() -> Result<Vec<ClockPreset>> {
    guard(|| {
        Ok(dc::PRESETS
            .iter()
            .map(|p| ClockPreset { id: p.id.to_string(), setting: p.setting.into() })
            .collect())
    })
}

/// Reads a custom clock, `BASE+INC`: BASE in minutes or m:ss, INC in
/// seconds (`5`, `3+2`, `1:30+5`; `3+2d` a simple delay, `3+2b` a
/// Bronstein delay). `InvalidArgument` says what is wrong.
#[uniffi::export]
pub fn parse_clock(text: String) -> Result<ClockSetting> {
    parse_clock_in(text, crate::Language::En)
}

/// As [`parse_clock`], the refusal worded in `language` (shown under the
/// custom clock field).
#[uniffi::export]
pub fn parse_clock_in(text: String, language: crate::Language) -> Result<ClockSetting> {
    use draughts_app::Worded;
    guard(|| {
        let lang: draughts_game::Lang = language.into();
        dc::ClockSetting::parse(&text)
            .map(Into::into)
            .map_err(|e| crate::DraughtsError::Other { reason: e.worded(lang) })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{preset_rules, GameHandle, Language, Player, Variant};

    #[test]
    fn a_refused_clock_is_worded_in_the_language_asked() {
        let en = parse_clock("0+2".into()).unwrap_err().to_string();
        let fr = parse_clock_in("0+2".into(), Language::Fr).unwrap_err().to_string();
        assert!(en.contains("more than zero"), "{en}");
        assert!(fr.contains("zéro") && !fr.contains("more than"), "{fr}");
        assert_eq!(
            parse_clock_in("3+2".into(), Language::Nl).unwrap(),
            parse_clock("3+2".into()).unwrap()
        );
    }

    #[test]
    fn the_snapshot_carries_the_clock_and_a_flag_ends_the_game() {
        let rules = preset_rules(Variant::International).unwrap();
        let g = GameHandle::new(rules, Player::Human, Player::Human, Language::En).unwrap();
        assert!(g.view().unwrap().clock.is_none());
        let v = g.set_clock(parse_clock("1+1".into()).unwrap()).unwrap();
        let c = v.clock.unwrap();
        assert_eq!((c.label.as_str(), c.state), ("1+1", ClockState::NotStarted));
        assert_eq!(c.sides[0].label, "1:00");
        g.tick(0).unwrap();
        g.play_text("32-28".into()).unwrap();
        let v = g.tick(60_001).unwrap();
        let c = v.clock.unwrap();
        assert_eq!(c.state, ClockState::Flagged { side: Side::Black });
        assert_eq!(c.sides[1].remaining_ms, 0);
        assert_eq!(v.result.unwrap().reason, crate::EndReason::OutOfTime);
        // A bad setting is an argument error that says why.
        let bad = ClockSetting { kind: ClockKind::Fischer, ..parse_clock("5".into()).unwrap() };
        let zero = ClockSetting { white: SideTime { base_ms: 0, extra_ms: 0 }, ..bad };
        assert!(g.set_clock(zero).is_err());
        assert!(parse_clock("3+x".into()).is_err());
        assert_eq!(clock_presets().unwrap()[1].id, "3+2");
    }
}
