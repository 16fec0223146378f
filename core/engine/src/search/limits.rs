//! The limits of a search: [`Limits`] as given, and the searcher's side of
//! them (deadlines from the clock, the node budget, the stop flag), polled
//! every 1024 nodes.

use super::Searcher;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Search limits. Every limit given applies; none means "until stopped".
///
/// Time: the search spends `time` (the target) and stops a safety margin
/// before it (2.5 % of the budget, between 1 and 20 ms: the flag and clock
/// are polled every 1024 nodes). With a `max_time` beyond the target (a
/// clock), an iteration whose best move is in doubt (the first move not yet
/// searched, or its score dropping by 0.3 man or more) may run on until
/// `max_time`.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Maximum nominal depth in plies.
    pub depth: Option<u32>,
    /// Maximum nodes.
    pub nodes: Option<u64>,
    /// Target time for this move.
    pub time: Option<Duration>,
    /// Hard maximum for this move (`None`: the target is the maximum).
    pub max_time: Option<Duration>,
    /// A hard time guard only (no target): node-limited levels use it so
    /// that their play does not depend on the machine's speed.
    pub guard: Option<Duration>,
}

impl Limits {
    /// At most `d` plies.
    pub fn depth(d: u32) -> Limits {
        Limits { depth: Some(d), ..Limits::default() }
    }
    /// At most `n` nodes.
    pub fn nodes(n: u64) -> Limits {
        Limits { nodes: Some(n), ..Limits::default() }
    }
    /// A fixed time for this move (Hub `move-time`): the same as
    /// [`Limits::move_time`].
    pub fn time(t: Duration) -> Limits {
        Limits::move_time(t)
    }
    /// A fixed time for this move: spent whole unless the search ends sooner
    /// (one legal move, a forced win found).
    pub fn move_time(t: Duration) -> Limits {
        Limits { time: Some(t), max_time: Some(t), ..Limits::default() }
    }
    /// A clock's share for this move: a target and a hard maximum.
    pub fn clock(target: Duration, max: Duration) -> Limits {
        Limits { time: Some(target), max_time: Some(max.max(target)), ..Limits::default() }
    }
}

/// The safety margin kept before a time limit: 2.5 %, between 1 and 20 ms.
fn time_margin(t: Duration) -> Duration {
    (t / 40).clamp(Duration::from_millis(1), Duration::from_millis(20)).min(t / 2)
}

impl Searcher {
    /// Starts the clock and arms the limits of a new search: the node
    /// budget, the target (`soft`) and hard deadlines, and the stop flag.
    pub(super) fn arm_limits(&mut self, limits: &Limits, stop: Option<Arc<AtomicBool>>) {
        self.start = Instant::now();
        self.aborted = false;
        self.stop = stop;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        // Deadlines; a budget too large for the clock (`Instant` overflow)
        // means no deadline.
        let deadline = |t: Duration| self.start.checked_add(t - time_margin(t));
        self.soft = limits.time.and_then(deadline);
        let max = limits.max_time.or(limits.time).map(|m| m.max(limits.time.unwrap_or(m)));
        self.hard = max.and_then(deadline);
        if let Some(h) = limits.guard.and_then(|g| self.start.checked_add(g)) {
            self.hard = Some(self.hard.map_or(h, |x| x.min(h)));
        }
        self.doubt = false;
    }

    /// Whether the target time has passed (checked between iterations).
    pub(super) fn past_target(&self) -> bool {
        self.soft.is_some_and(|s| Instant::now() >= s)
    }

    /// Whether the search must stop: the node budget is spent, or (checked
    /// every 1024 nodes) the stop flag is set or a deadline has passed.
    #[inline]
    pub(super) fn poll(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.node_limit {
            self.aborted = true;
            return true;
        }
        if self.nodes & 1023 == 0 {
            if let Some(s) = &self.stop {
                if s.load(Ordering::Relaxed) {
                    self.aborted = true;
                }
            }
            if self.hard.is_some() || self.soft.is_some() {
                let now = Instant::now();
                if self.hard.is_some_and(|h| now >= h)
                    || (!self.doubt && self.soft.is_some_and(|s| now >= s))
                {
                    self.aborted = true;
                }
            }
        }
        self.aborted
    }
}
