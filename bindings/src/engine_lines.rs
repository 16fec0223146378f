//! The engine's lines on the analysis board, behind a cancellable handle
//! and a listener: the app runs [`LinesJobHandle::run`] on a background
//! thread and redraws on each update. The budget and the rule that a newer
//! request stops the older one (the last request wins) are the core's
//! (`AnalysisBoard::request_lines`); this file only runs and converts.

use crate::analysis::AnalysisHandle;
use crate::error::{guard, Result};
use draughts_app::analysis as an;
use draughts_engine::Bot;
use draughts_game::Lang;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// The table of an analysis search: small, as the phone runs it beside the app.
const LINES_TT_MIB: usize = 16;

/// One engine line, as drawn.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct EngineLineView {
    /// The moves in official notation; the first is the move to play.
    pub moves: Vec<String>,
    /// The score in men from White's side, clamped to ±10.
    pub score: f64,
    /// "+1.2", "#7", "White wins (database)".
    pub label: String,
    /// White's expected result, 0 to 1.
    pub expected: f64,
    /// White's share of the eval bar, in percent.
    pub bar: f64,
    /// Depth reached.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The line in words, for screen readers.
    pub spoken: String,
}

impl From<&an::EngineLine> for EngineLineView {
    fn from(l: &an::EngineLine) -> Self {
        EngineLineView {
            moves: l.moves.clone(),
            score: l.eval.men(),
            label: l.label.clone(),
            expected: l.expected,
            bar: l.eval.bar(),
            depth: l.depth,
            nodes: l.nodes,
            spoken: l.spoken.clone(),
        }
    }
}

/// Told of the lines as the search deepens (on the search's thread).
#[uniffi::export(with_foreign)]
pub trait LinesListener: Send + Sync {
    /// The lines found so far for `node`, best first.
    fn on_lines(&self, node: u64, lines: Vec<EngineLineView>);
}

/// One request for the engine's lines.
#[derive(uniffi::Object)]
pub struct LinesJobHandle {
    request: an::LinesRequest,
    lang: Lang,
    /// The analysis that asked: it keeps the lines for its snapshot.
    analysis: Arc<AnalysisHandle>,
}

impl LinesJobHandle {
    fn node_id(&self) -> u64 {
        self.request.job.node.0 as u64
    }
}

#[uniffi::export]
impl LinesJobHandle {
    /// The node analysed (compare with the analysis view's `current`).
    pub fn node(&self) -> Result<u64> {
        guard(|| Ok(self.node_id()))
    }

    /// Searches on the calling thread; after each iteration the analysis
    /// keeps the lines (its next snapshot shows them) and `listener` is
    /// told; returns the final lines (fewer, or none, once cancelled).
    pub fn run(&self, listener: Arc<dyn LinesListener>) -> Result<Vec<EngineLineView>> {
        guard(|| {
            let stop = &self.request.stop;
            if stop.load(Ordering::Relaxed) {
                return Ok(Vec::new());
            }
            let job = &self.request.job;
            let mut bot = Bot::with_tt(job.rules, LINES_TT_MIB);
            let node = self.node_id();
            let ticket = self.request.ticket;
            let mut update = |lines: &[an::EngineLine]| {
                self.analysis.take_lines(ticket, lines);
                listener.on_lines(node, lines.iter().map(Into::into).collect());
            };
            let lines = job.run(&mut bot, Some(stop.clone()), self.lang, &mut update);
            self.analysis.take_lines(ticket, &lines);
            Ok(lines.iter().map(Into::into).collect())
        })
    }

    /// Stops the search; `run` returns what it has.
    pub fn cancel(&self) -> Result<()> {
        guard(|| {
            self.request.stop.store(true, Ordering::Relaxed);
            Ok(())
        })
    }
}

#[uniffi::export]
impl AnalysisHandle {
    /// The engine's lines on the current node (three, or fewer when fewer
    /// moves are legal), with the budget the analysis decides (quick, or
    /// deeper after the `Deeper` input). Stops the previous request of
    /// this analysis: the last request wins.
    pub fn lines_job(self: Arc<Self>) -> Result<Arc<LinesJobHandle>> {
        guard(|| {
            let (request, lang) = self.new_lines_request();
            Ok(Arc::new(LinesJobHandle { request, lang, analysis: self.clone() }))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{preset_rules, Language, Variant};
    use draughts_engine::Limits;
    use std::sync::Mutex;

    #[derive(Default)]
    struct Seen(Mutex<Vec<(u64, usize)>>);
    impl LinesListener for Seen {
        fn on_lines(&self, node: u64, lines: Vec<EngineLineView>) {
            self.0.lock().unwrap().push((node, lines.len()));
        }
    }

    /// The job of `a`'s next request, driven at a node budget instead of
    /// the analysis's time budget: what it finds does not depend on how
    /// fast or busy the machine is.
    fn job_at_nodes(a: &Arc<AnalysisHandle>, nodes: u64) -> Arc<LinesJobHandle> {
        let (mut request, lang) = a.new_lines_request();
        request.job.limits = Limits::nodes(nodes);
        Arc::new(LinesJobHandle { request, lang, analysis: a.clone() })
    }

    #[test]
    fn lines_stream_to_the_listener_and_a_newer_request_stops_the_older() {
        let rules = preset_rules(Variant::English).unwrap();
        let fen = crate::start_position(rules.clone()).unwrap().fen;
        let a = AnalysisHandle::from_fen(rules, fen, Language::En).unwrap();
        let old = job_at_nodes(&a, 20_000);
        let new = job_at_nodes(&a, 20_000);
        let seen = Arc::new(Seen::default());
        assert!(old.run(seen.clone()).unwrap().is_empty(), "stopped by the newer request");
        let lines = new.run(seen.clone()).unwrap();
        assert_eq!(lines.len(), 3);
        assert!(lines.iter().all(|l| !l.moves.is_empty() && l.depth > 0));
        let firsts: std::collections::BTreeSet<_> = lines.iter().map(|l| &l.moves[0]).collect();
        assert_eq!(firsts.len(), 3, "three different first moves");
        assert_eq!(a.view().unwrap().lines, lines, "the analysis keeps them for its snapshot");
        let seen = seen.0.lock().unwrap();
        // Every line reports at least its first iteration, each update
        // naming the node.
        assert!(seen.len() >= 3, "{seen:?}");
        assert!(seen.iter().all(|&(node, n)| node == new.node().unwrap() && (1..=3).contains(&n)));
    }

    #[test]
    fn the_analysis_budget_is_the_core_s() {
        let rules = preset_rules(Variant::English).unwrap();
        let fen = crate::start_position(rules.clone()).unwrap().fen;
        let a = AnalysisHandle::from_fen(rules, fen, Language::En).unwrap();
        let job = a.clone().lines_job().unwrap();
        let budget = format!("{:?}", an::lines_limits(false));
        assert_eq!(format!("{:?}", job.request.job.limits), budget);
    }

    #[test]
    fn a_cancelled_job_returns_at_once() {
        let rules = preset_rules(Variant::International).unwrap();
        let fen = crate::start_position(rules.clone()).unwrap().fen;
        let a = AnalysisHandle::from_fen(rules, fen, Language::Fr).unwrap();
        let job = a.clone().lines_job().unwrap();
        job.cancel().unwrap();
        assert!(job.run(Arc::new(Seen::default())).unwrap().is_empty());
    }
}
