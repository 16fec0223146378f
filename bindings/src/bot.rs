//! The bot's searches, on a thread of their own, never the caller's.
//!
//! The game decides what should run: its snapshot's `search` ticket (the
//! bot's move, or a hint a person asked for). `Bot.sync(session, listener)`
//! makes the running search match it: it starts the search for a new
//! ticket (cancelling an older one: the last request wins), cancels a
//! search the game no longer wants, and otherwise does nothing. When a
//! search ends, the game itself applies the answer if it is still current;
//! `listener.onFinished` then reports it, on the search thread (post to the
//! UI thread from there and read the session's new view). The core has no
//! threads; the thread lives here, and so does nothing else.

use crate::error::{argument, guard, Result};
use crate::game_view::SearchTicket;
use crate::handle::GameHandle;
use crate::inputs::Language;
use crate::types::{MoveInfo, RuleSet};
use draughts_app::{LegalMove, SearchJob};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

/// Progress of a search, after each completed iteration of the bot's move.
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
    /// The game applied the answer: the bot's move is played, or the hint shown.
    Applied,
    /// The game changed meanwhile (a move, an undo, a new game): nothing was applied.
    Stale,
    /// Cancelled (by `sync`, `cancel`, the handle or the bot's drop); nothing applied.
    Cancelled,
    /// The search failed (an internal error); nothing was applied.
    Failed {
        /// What went wrong.
        reason: String,
    },
}

/// The final report of a search; delivered exactly once per search.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SearchReport {
    /// The search it reports.
    pub ticket: SearchTicket,
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
}

/// Receives a search's progress and report. Called on the search thread.
#[uniffi::export(with_foreign)]
pub trait SearchListener: Send + Sync {
    /// After each completed iteration of the bot's move.
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
pub fn bot_levels(language: Language) -> Result<Vec<BotLevel>> {
    guard(|| {
        let lang = language.into();
        Ok(draughts_engine::LEVELS
            .iter()
            .map(|l| BotLevel {
                number: l.number.into(),
                name: draughts_app::texts::level_title(l.number, lang).to_string(),
            })
            .collect())
    })
}

#[derive(Default)]
struct Done {
    finished: Mutex<bool>,
    cv: Condvar,
}

/// A running search. `cancel()` stops it; the listener always gets its report.
#[derive(uniffi::Object)]
pub struct SearchHandle {
    ticket: SearchTicket,
    stop: Arc<AtomicBool>,
    done: Arc<Done>,
}

#[uniffi::export]
impl SearchHandle {
    /// The search this handle runs.
    pub fn ticket(&self) -> Result<SearchTicket> {
        guard(|| Ok(self.ticket))
    }

    /// Stops the search; returns at once. Nothing is applied.
    pub fn cancel(&self) -> Result<()> {
        guard(|| {
            self.stop();
            Ok(())
        })
    }

    /// Whether the search is over (its report has been delivered).
    pub fn is_finished(&self) -> Result<bool> {
        guard(|| Ok(self.finished()))
    }

    /// Blocks up to `timeout_ms` for the search to end; returns whether it
    /// did. Never call it on the UI thread.
    pub fn wait(&self, timeout_ms: u64) -> Result<bool> {
        guard(|| {
            let g = self.done.finished.lock().unwrap_or_else(|e| e.into_inner());
            let (g, _) = self
                .done
                .cv
                .wait_timeout_while(g, std::time::Duration::from_millis(timeout_ms), |f| !*f)
                .unwrap_or_else(|e| e.into_inner());
            Ok(*g)
        })
    }
}

/// The bot for one rule set. Keep one per game screen: it keeps its
/// transposition table between moves. Thread-safe.
#[derive(uniffi::Object)]
pub struct Bot {
    rules: draughts_rules::Rules,
    engine: Arc<Mutex<draughts_engine::Bot>>,
    current: Mutex<Option<Arc<SearchHandle>>>,
    seq: AtomicU64,
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
        guard(|| {
            let r = rules.to_core()?;
            Ok(Arc::new(Bot {
                rules: r,
                engine: Arc::new(Mutex::new(draughts_engine::Bot::new(r))),
                current: Mutex::new(None),
                seq: AtomicU64::new(0),
            }))
        })
    }

    /// Makes the running search the one `session` wants now: starts it if
    /// it is new (cancelling the previous one), cancels the running one if
    /// the session wants none, and leaves a matching one alone. Returns the
    /// handle of the search now running, if any. Call it after every
    /// snapshot; it returns at once.
    pub fn sync(
        &self,
        session: Arc<GameHandle>,
        listener: Arc<dyn SearchListener>,
    ) -> Result<Option<Arc<SearchHandle>>> {
        guard(|| {
            let job = {
                let s = session.lock();
                if *s.rules() != self.rules {
                    return Err(argument("this bot was made for other rules than the session's"));
                }
                s.search_job()
            };
            let mut current = self.current.lock().unwrap_or_else(|e| e.into_inner());
            let running = current.as_ref().filter(|h| !h.finished()).cloned();
            let wanted = job.as_ref().map(|j| SearchTicket::from(j.ticket));
            match (&running, wanted) {
                (Some(h), Some(t)) if h.ticket == t => return Ok(Some(h.clone())),
                (Some(h), _) => h.stop(),
                (None, _) => {}
            }
            *current = None;
            let Some(job) = job else {
                return Ok(None);
            };
            let handle = self.start(session, job, listener)?;
            *current = Some(handle.clone());
            Ok(Some(handle))
        })
    }

    /// Cancels the running search, if any.
    pub fn cancel(&self) -> Result<()> {
        guard(|| {
            self.stop();
            Ok(())
        })
    }
}

impl SearchHandle {
    fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }

    fn finished(&self) -> bool {
        *self.done.finished.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Bot {
    /// Stops the running search, if any (for `cancel` and the drop).
    fn stop(&self) {
        if let Some(h) = self.current.lock().unwrap_or_else(|e| e.into_inner()).take() {
            h.stop();
        }
    }

    fn start(
        &self,
        session: Arc<GameHandle>,
        job: SearchJob,
        listener: Arc<dyn SearchListener>,
    ) -> Result<Arc<SearchHandle>> {
        let ticket = SearchTicket::from(job.ticket);
        let stop = Arc::new(AtomicBool::new(false));
        let done = Arc::new(Done::default());
        let handle = Arc::new(SearchHandle { ticket, stop: stop.clone(), done: done.clone() });
        let seed =
            SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(0)
                ^ self.seq.fetch_add(1, Ordering::Relaxed).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let engine = self.engine.clone();
        let body = move || {
            let report = catch_unwind(AssertUnwindSafe(|| {
                run(&engine, &session, &job, seed, &stop, listener.as_ref())
            }))
            .unwrap_or_else(|p| {
                let reason = p
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| p.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "panic".into());
                log::error!("bot search panicked: {reason}");
                // The table stops asking for it until the game changes.
                session.lock().search_failed(&job.ticket);
                SearchReport {
                    ticket,
                    status: SearchStatus::Failed { reason },
                    best: None,
                    score: 0,
                    depth: 0,
                    nodes: 0,
                    time_ms: 0,
                    pv: Vec::new(),
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
        self.stop();
    }
}

fn run(
    engine: &Mutex<draughts_engine::Bot>,
    session: &GameHandle,
    job: &SearchJob,
    seed: u64,
    stop: &Arc<AtomicBool>,
    listener: &dyn SearchListener,
) -> SearchReport {
    let mut bot = engine.lock().unwrap_or_else(|e| e.into_inner());
    log::info!("search started: {:?}", job.ticket);
    let answer =
        job.run(&mut bot, seed, Some(stop.clone()), &mut |info: &draughts_engine::Info| {
            let p = SearchProgress {
                depth: info.depth,
                seldepth: info.seldepth,
                score: info.score,
                nodes: info.nodes,
                time_ms: info.time.as_millis() as u64,
                pv: job.pv_text(&info.pv),
            };
            notify(|| listener.on_progress(p));
        });
    drop(bot);
    let status = if stop.load(Ordering::SeqCst) {
        SearchStatus::Cancelled
    } else {
        match session.lock().apply_search(&job.ticket, answer.best) {
            Ok(()) => SearchStatus::Applied,
            Err(_) => SearchStatus::Stale,
        }
    };
    log::info!("search finished: {status:?}");
    let legal = job.position.legal_moves(&job.rules);
    let best = answer.best.map(|m| {
        let notation = draughts_rules::MoveText::of(&m, &legal, &job.rules).to_string();
        crate::types::move_info(&LegalMove { mv: m, notation })
    });
    SearchReport {
        ticket: job.ticket.into(),
        status,
        best,
        score: answer.score,
        depth: answer.depth,
        nodes: answer.nodes,
        time_ms: answer.time.as_millis() as u64,
        pv: job.pv_text(&answer.pv),
    }
}
