//! The bot: searches run on a thread of their own, never on the caller's.
//!
//! `Bot.findMove` / `Bot.hint` return a [`SearchHandle`] at once; progress and
//! the final report arrive through the foreign-implemented
//! [`SearchListener`], on the search thread (post to the UI thread from
//! there). `SearchHandle.cancel()` — or dropping the handle — stops the
//! search within milliseconds; a new request on the same bot supersedes
//! (cancels) the one before. The core has no threads; the thread lives here.

use crate::error::{argument, Result};
use crate::session::{GameSession, Language};
use crate::types::{move_info, MoveInfo, RuleSet};
use draughts_engine as db;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Progress of a search, after each completed iteration.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SearchProgress {
    /// Nominal depth in plies.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// Centi-men for the side to move (a man is 100; beyond ±9500 a win is found).
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far, in milliseconds.
    pub time_ms: u64,
    /// The principal variation, in notation.
    pub pv: Vec<String>,
}

/// How a search ended.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum SearchStatus {
    /// It ran to its limit; for `findMove` the move was played in the
    /// session, for `hint` the hint is shown.
    Completed,
    /// Cancelled (by the handle, its drop, a newer request, or the bot's
    /// drop). Nothing was applied to the session.
    Cancelled,
    /// Finished, but the session's position changed meanwhile (a move, an
    /// undo): nothing was applied.
    Stale,
    /// The search failed (an internal error); nothing was applied.
    Failed {
        /// What went wrong.
        reason: String,
    },
}

/// The final report of a search; delivered exactly once per request.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SearchReport {
    /// How it ended.
    pub status: SearchStatus,
    /// The best move found (also when cancelled: the best so far), if any.
    pub best: Option<MoveInfo>,
    /// Centi-men for the side to move.
    pub score: i32,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent, in milliseconds.
    pub time_ms: u64,
    /// The principal variation, in notation.
    pub pv: Vec<String>,
    /// The FEN of the position searched.
    pub fen: String,
}

/// Receives a search's progress and report. Called on the search thread.
#[uniffi::export(with_foreign)]
pub trait SearchListener: Send + Sync {
    /// After each completed iteration (`findMove` only).
    fn on_progress(&self, progress: SearchProgress);
    /// Once, when the search ends for any reason.
    fn on_finished(&self, report: SearchReport);
}

/// One level of the bot.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BotLevel {
    /// 1 (weakest) to 6.
    pub number: u32,
    /// Its name in the requested language.
    pub name: String,
}

/// The six levels, weakest first.
#[uniffi::export]
pub fn bot_levels(language: Language) -> Vec<BotLevel> {
    let lang = language.into();
    db::LEVELS
        .iter()
        .map(|l| BotLevel { number: l.number.into(), name: l.name(lang).to_string() })
        .collect()
}

#[derive(Default)]
struct Done {
    finished: Mutex<bool>,
    cv: Condvar,
}

/// A running search. `cancel()` stops it; dropping (closing) the handle
/// stops it too. The listener always gets its report.
#[derive(uniffi::Object)]
pub struct SearchHandle {
    stop: Arc<AtomicBool>,
    done: Arc<Done>,
}

#[uniffi::export]
impl SearchHandle {
    /// Stops the search; returns at once. Nothing is applied to the session.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }

    /// Whether the search is over (its report has been delivered).
    pub fn is_finished(&self) -> bool {
        *self.done.finished.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Blocks up to `timeout_ms` for the search to end; returns whether it
    /// did. Never call it on the UI thread.
    pub fn wait(&self, timeout_ms: u64) -> bool {
        let g = self.done.finished.lock().unwrap_or_else(|e| e.into_inner());
        let (g, _) = self
            .done
            .cv
            .wait_timeout_while(g, Duration::from_millis(timeout_ms), |f| !*f)
            .unwrap_or_else(|e| e.into_inner());
        *g
    }
}

impl Drop for SearchHandle {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

/// The bot for one rule set. Keep one per game screen: it keeps its
/// transposition table between moves. Thread-safe.
#[derive(uniffi::Object)]
pub struct Bot {
    rules: draughts_rules::Rules,
    engine: Arc<Mutex<db::Bot>>,
    current: Mutex<Option<Arc<AtomicBool>>>,
    seq: AtomicU64,
}

enum Job {
    Move(u8),
    Hint(Duration),
}

fn pv_text(
    rules: &draughts_rules::Rules,
    pos: &draughts_rules::Position,
    pv: &[draughts_rules::Move],
) -> Vec<String> {
    let mut p = *pos;
    let mut out = Vec::with_capacity(pv.len());
    for m in pv {
        if !p.legal_moves(rules).contains(m) {
            break;
        }
        out.push(p.move_text(rules, m));
        p = p.play(m);
    }
    out
}

fn notify(f: impl FnOnce()) {
    if catch_unwind(AssertUnwindSafe(f)).is_err() {
        log::warn!("a search listener failed");
    }
}

#[uniffi::export]
impl Bot {
    /// A bot for these rules (16 MiB transposition table).
    #[uniffi::constructor]
    pub fn new(rules: RuleSet) -> Result<Arc<Self>> {
        let r = rules.to_core()?;
        Ok(Arc::new(Bot {
            rules: r,
            engine: Arc::new(Mutex::new(db::Bot::new(r))),
            current: Mutex::new(None),
            seq: AtomicU64::new(0),
        }))
    }

    /// Starts the search for the move of `level` (1-6) in the session's
    /// current position and returns at once. When it completes and the
    /// session is still in that position, the move is played in the session;
    /// then `listener.onFinished` reports it. Supersedes a running search.
    pub fn find_move(
        &self,
        session: Arc<GameSession>,
        level: u32,
        listener: Arc<dyn SearchListener>,
    ) -> Result<Arc<SearchHandle>> {
        let level = u8::try_from(level)
            .ok()
            .filter(|l| (1..=6).contains(l))
            .ok_or_else(|| argument(format!("bot level {level}: use 1 to 6")))?;
        self.start(session, Job::Move(level), listener)
    }

    /// Starts a hint search of at most `budget_ms` milliseconds (top
    /// strength, no randomness). When it completes and the position is
    /// unchanged, the hint is shown in the session (`SquareFlags.hint`) and
    /// reported. Supersedes a running search.
    pub fn hint(
        &self,
        session: Arc<GameSession>,
        budget_ms: u32,
        listener: Arc<dyn SearchListener>,
    ) -> Result<Arc<SearchHandle>> {
        self.start(session, Job::Hint(Duration::from_millis(budget_ms.max(1).into())), listener)
    }

    /// Cancels the running search, if any.
    pub fn cancel(&self) {
        if let Some(s) = self.current.lock().unwrap_or_else(|e| e.into_inner()).take() {
            s.store(true, Ordering::SeqCst);
        }
    }
}

impl Bot {
    fn start(
        &self,
        session: Arc<GameSession>,
        job: Job,
        listener: Arc<dyn SearchListener>,
    ) -> Result<Arc<SearchHandle>> {
        // Snapshot of the position and its history, under the session lock.
        let (pos, history, ply) = {
            let s = session.lock();
            if *s.rules() != self.rules {
                return Err(argument("this bot was made for other rules than the session's"));
            }
            if s.is_over() {
                return Err(argument("the game is over"));
            }
            let g = s.game();
            let history: Vec<draughts_rules::Position> =
                (0..g.ply()).filter_map(|i| g.position_at(i)).collect();
            (s.position(), history, g.ply())
        };
        let stop = Arc::new(AtomicBool::new(false));
        if let Some(old) =
            self.current.lock().unwrap_or_else(|e| e.into_inner()).replace(stop.clone())
        {
            old.store(true, Ordering::SeqCst);
        }
        let done = Arc::new(Done::default());
        let handle = Arc::new(SearchHandle { stop: stop.clone(), done: done.clone() });
        let seed =
            SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(0)
                ^ self.seq.fetch_add(1, Ordering::Relaxed).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let rules = self.rules;
        let engine = self.engine.clone();
        let body = move || {
            let report = catch_unwind(AssertUnwindSafe(|| {
                run(
                    &rules,
                    &engine,
                    &session,
                    &pos,
                    &history,
                    ply,
                    job,
                    seed,
                    &stop,
                    listener.as_ref(),
                )
            }))
            .unwrap_or_else(|p| {
                let reason = p
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| p.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "panic".into());
                log::error!("bot search panicked: {reason}");
                SearchReport {
                    status: SearchStatus::Failed { reason },
                    best: None,
                    score: 0,
                    depth: 0,
                    nodes: 0,
                    time_ms: 0,
                    pv: Vec::new(),
                    fen: pos.to_fen(&rules),
                }
            });
            *done.finished.lock().unwrap_or_else(|e| e.into_inner()) = true;
            done.cv.notify_all();
            notify(|| listener.on_finished(report));
        };
        std::thread::Builder::new()
            .name("draughts-bot".into())
            .spawn(body)
            .map_err(|e| argument(format!("cannot start the search thread: {e}")))?;
        Ok(handle)
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.cancel();
    }
}

#[allow(clippy::too_many_arguments)]
fn run(
    rules: &draughts_rules::Rules,
    engine: &Mutex<db::Bot>,
    session: &GameSession,
    pos: &draughts_rules::Position,
    history: &[draughts_rules::Position],
    ply: usize,
    job: Job,
    seed: u64,
    stop: &Arc<AtomicBool>,
    listener: &dyn SearchListener,
) -> SearchReport {
    let mut bot = engine.lock().unwrap_or_else(|e| e.into_inner());
    log::info!("search started: {}", pos.to_fen(rules));
    let (best, score, depth, nodes, time, pv) = match job {
        Job::Move(level) => {
            let level = db::Level::get(level);
            let searcher = bot.searcher();
            searcher.set_options(level.options(history.len() as u32, seed));
            let r = searcher.search_root(
                pos,
                history,
                &level.limits(),
                Some(stop.clone()),
                &mut |info: &db::Info| {
                    let p = SearchProgress {
                        depth: info.depth,
                        seldepth: info.seldepth,
                        score: info.score,
                        nodes: info.nodes,
                        time_ms: info.time.as_millis() as u64,
                        pv: pv_text(rules, pos, &info.pv),
                    };
                    notify(|| listener.on_progress(p));
                },
            );
            (r.best, r.score, r.depth, r.nodes, r.time, r.pv)
        }
        Job::Hint(budget) => match bot.hint(pos, history, budget, Some(stop.clone())) {
            Some(h) => (Some(h.best), h.score, h.depth, 0, Duration::ZERO, h.pv),
            None => (None, 0, 0, 0, Duration::ZERO, Vec::new()),
        },
    };
    drop(bot);
    let mut status =
        if stop.load(Ordering::SeqCst) { SearchStatus::Cancelled } else { SearchStatus::Completed };
    if status == SearchStatus::Completed {
        // Apply under the session lock, only if nothing changed meanwhile.
        let mut s = session.lock();
        let same = s.game().ply() == ply && s.position() == *pos && !s.is_over();
        match (same, best, &job) {
            (false, _, _) | (_, None, _) => status = SearchStatus::Stale,
            (true, Some(m), Job::Move(_)) => {
                if s.play_move(&m).is_err() {
                    status = SearchStatus::Stale;
                }
            }
            (true, Some(m), Job::Hint(_)) => s.set_hint(Some(m)),
        }
    }
    log::info!("search finished: {status:?}");
    SearchReport {
        status,
        best: best.map(|m| move_info(rules, pos, &m)),
        score,
        depth,
        nodes,
        time_ms: time.as_millis() as u64,
        pv: pv_text(rules, pos, &pv),
        fen: pos.to_fen(rules),
    }
}
