//! The game clock at the table: the front end passes its monotonic time
//! ([`GameTable::tick`]) before each input and on its display timer; the
//! table charges moves at that time, ends the game when a flag falls, and
//! shows both clocks in [`ClockView`].
//!
//! Takebacks keep the times, as lichess and lidraughts do (their `Clock`'s
//! `takeback` only switches the running side: lichess-org/scalachess
//! `Clock.scala`, RoepStoep/lidraughts `modules/draughts/src/main/Clock.scala`):
//! time spent thinking stays spent, so undo cannot buy time, and what a
//! move earned (an increment) stays earned. The side to move after the
//! takeback (or a redo) has the running time, from the moment of the
//! takeback. A loss on time cannot be taken back: the flag stays down.

use super::view::{ClockRole, ClockSideView, ClockView};
use super::{EventKind, GameTable};
use crate::i18n::{text, tr};
use draughts_game::clock::{bot_budget_ms, clock_label};
use draughts_game::{Clock, ClockSetting, ClockState, EndReason};
use draughts_rules::Color;

impl GameTable {
    /// Gives the game a clock (replacing any), not started: it starts with
    /// the next completed move. [`ClockSetting::NONE`] removes the clock.
    /// Meant for a new game; refused (false) with an invalid setting or
    /// once the game is over.
    pub fn set_clock(&mut self, setting: ClockSetting) -> bool {
        if setting.validate().is_err() || self.board.is_over() {
            return false;
        }
        self.clock =
            (!setting.is_none()).then(|| Clock::new(setting, self.board.position().turn()));
        self.changed();
        true
    }

    /// The game's clock, if it has one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The front end's monotonic time in milliseconds: call it before every
    /// input (a move is charged at the last time passed) and on a display
    /// timer. Returns true when this call found a flag down, which ended the
    /// game on time.
    pub fn tick(&mut self, now_ms: u64) -> bool {
        self.now = now_ms;
        self.clock_gate()
    }

    /// Pauses the clock at `now_ms`: the bot waits, and the next move (or
    /// [`GameTable::resume_clock`]) resumes it. False if it was not running.
    pub fn pause_clock(&mut self, now_ms: u64) -> bool {
        if self.tick(now_ms) {
            return false;
        }
        let paused = self.clock.as_mut().is_some_and(|c| c.pause(now_ms));
        if paused {
            // The bot's search for this position is no longer wanted.
            self.changed();
        }
        paused
    }

    /// Resumes a paused clock at `now_ms` (a loaded game's clock comes back
    /// paused). False if it was not paused.
    pub fn resume_clock(&mut self, now_ms: u64) -> bool {
        self.now = now_ms;
        let resumed = self.clock.as_mut().is_some_and(|c| c.resume(now_ms));
        if resumed {
            self.changed();
        }
        resumed
    }

    /// Whether the clock is paused (the bot waits for it).
    pub(super) fn clock_paused(&self) -> bool {
        self.clock.is_some_and(|c| c.state() == ClockState::Paused)
    }

    /// Whether the game was lost on time.
    pub(super) fn lost_on_time(&self) -> bool {
        self.board.game().result().is_some_and(|r| r.reason == EndReason::OutOfTime)
    }

    /// Ends the game on time if a flag is down at the last time passed.
    /// Returns whether it did.
    pub(super) fn clock_gate(&mut self) -> bool {
        let now = self.now;
        let Some(side) = self.clock.as_mut().and_then(|c| c.flag(now)) else {
            return false;
        };
        if self.board.flag(side).is_err() {
            return false;
        }
        self.replay = None;
        self.changed();
        let text = self.result_view().map(|r| format!("{}.", r.text)).unwrap_or_default();
        self.announce(EventKind::GameOver, text);
        true
    }

    /// A move was completed: the clock switches sides.
    pub(super) fn clock_moved(&mut self) {
        if let Some(c) = &mut self.clock {
            // The gate before the move found no flag at this time, so the
            // move counts.
            let _ = c.complete_move(self.now);
        }
    }

    /// Moves were taken back or replayed: the side to move now has the
    /// running time; the times stay (see the module documentation).
    pub(super) fn clock_follow_turn(&mut self) {
        let turn = self.board.position().turn();
        let over = self.board.is_over();
        if let Some(c) = &mut self.clock {
            c.set_turn(turn, self.now);
            if over {
                c.stop(self.now);
            }
        }
    }

    /// The bot's time for this move from its own clock, once the clock runs
    /// (the first move of the game is free).
    pub(super) fn bot_clock_budget(&self, side: Color) -> Option<u64> {
        let c = self.clock.as_ref()?;
        (c.state() == ClockState::Running && c.turn() == side)
            .then(|| bot_budget_ms(c.remaining(side, self.now), c.setting().extra(side)))
    }

    /// The clock as drawn.
    pub(super) fn clock_view(&self) -> Option<ClockView> {
        let c = self.clock.as_ref()?;
        let now = self.now;
        let setting = c.setting();
        let running = c.running();
        let flagged = match c.state() {
            ClockState::Flagged(side) => Some(side),
            _ => None,
        };
        let lang = self.lang();
        let sides = [Color::White, Color::Black].map(|side| {
            let remaining_ms = c.remaining(side, now);
            let label = clock_label(remaining_ms);
            let low = remaining_ms < setting.low_time_ms(side);
            let role = match () {
                _ if flagged == Some(side) => ClockRole::Flagged,
                _ if low => ClockRole::Low,
                _ if c.state() == ClockState::Paused => ClockRole::Paused,
                _ if running == Some(side) => ClockRole::Running,
                _ => ClockRole::Idle,
            };
            let state = match role {
                ClockRole::Flagged => "flagged",
                ClockRole::Low => "low",
                ClockRole::Paused => "paused",
                ClockRole::Running => "running",
                ClockRole::Idle => "other",
            };
            let spoken = tr(
                lang,
                "game-clock-spoken",
                &[
                    ("side", side.key().into()),
                    ("time", label.as_str().into()),
                    ("state", state.into()),
                ],
            );
            ClockSideView {
                side,
                remaining_ms,
                label,
                low,
                running: running == Some(side),
                role,
                delay_ms: (c.turn() == side).then(|| c.delay_left(now)).flatten(),
                moves: c.moves(side),
                spoken,
            }
        });
        let redraw_in_ms = running.map(|side| {
            let label = label_changes_in(c.remaining(side, now), c.delay_left(now).unwrap_or(0));
            let flag = c.flag_at().map_or(label, |at| at.saturating_sub(now));
            label.min(flag).max(1)
        });
        Some(ClockView {
            setting,
            label: setting.label(),
            sides,
            state: c.state(),
            running,
            flagged,
            can_pause: running.is_some(),
            can_resume: c.state() == ClockState::Paused,
            flag_at_ms: c.flag_at(),
            now_ms: now,
            redraw_in_ms,
            paused_text: (c.state() == ClockState::Paused)
                .then(|| text(lang, "game-clock-paused").to_owned()),
        })
    }
}

/// Milliseconds until a running clock's label ([`clock_label`], rounded
/// down: tenths under ten seconds, whole seconds above) shows another
/// value, with `remaining_ms` left after `delay_ms` of simple delay.
fn label_changes_in(remaining_ms: u64, delay_ms: u64) -> u64 {
    let unit = if remaining_ms < 10_000 { 100 } else { 1000 };
    delay_ms + remaining_ms % unit + 1
}
