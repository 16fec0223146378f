//! Game-table latency: how long `view()` and `tap()` take, median and 99th
//! percentile, on a 10×10 middlegame and on a position with a long
//! multi-capture tapped jump by jump. Measured, never asserted; run with
//!
//! ```text
//! cargo test --release -p draughts-app --bench table -- --ignored --nocapture
//! ```
//!
//! (`make bench` runs it; `make bench-jvm` measures the same through the
//! Kotlin bindings.)

use draughts_app::GameTable;
use draughts_game::{Lang, Player};
use draughts_rules::Rules;
use std::time::{Duration, Instant};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];
/// The white king on 13 takes nine men, by ten orders of its captures.
const LONG_CAPTURE: &str = "W:WK13,22,44:B1,3,6,8,9,10,11,17,19,20,27,33,39";
/// A middlegame reached from the start (18 men each, many moves).
const MIDDLEGAME: &str = "W:W27,28,31,32,33,34,36,37,38,39,40,41,42,43,44,45,47,48:B2,3,4,6,7,8,9,\
    11,12,13,14,16,17,18,19,21,22,23";

struct Stats {
    samples: Vec<Duration>,
}

impl Stats {
    fn new() -> Stats {
        Stats { samples: Vec::new() }
    }
    fn time<T>(&mut self, f: impl FnOnce() -> T) -> T {
        let t = Instant::now();
        let out = f();
        self.samples.push(t.elapsed());
        out
    }
    fn line(&mut self, what: &str) {
        self.samples.sort();
        let n = self.samples.len();
        let at = |q: f64| self.samples[((n as f64 * q) as usize).min(n - 1)];
        println!(
            "| {what} | {n} | {:.1} µs | {:.1} µs | {:.1} µs |",
            at(0.5).as_secs_f64() * 1e6,
            at(0.99).as_secs_f64() * 1e6,
            self.samples[n - 1].as_secs_f64() * 1e6
        );
    }
}

#[test]
#[ignore]
fn bench_screen_latency() {
    let rules = Rules::international();
    let rounds = 3000;
    println!("| call | samples | median | p99 | max |");
    println!("| --- | --- | --- | --- | --- |");

    let mut s = GameTable::from_fen(rules, MIDDLEGAME, HUMANS, Lang::En).unwrap();
    let quiet = *s.board().legal().iter().find(|m| !m.is_capture()).unwrap();
    let (mut view, mut tap) = (Stats::new(), Stats::new());
    for _ in 0..rounds {
        view.time(|| s.view());
        // Select a man, then put it down again: two taps, the state unchanged.
        tap.time(|| s.tap(quiet.from()));
        tap.time(|| s.tap(quiet.from()));
    }
    view.line("middlegame: view()");
    tap.line("middlegame: tap() select/cancel");

    let mut play = Stats::new();
    for _ in 0..rounds / 10 {
        s.tap(quiet.from());
        play.time(|| s.tap(quiet.to()));
        assert_eq!(s.game().ply(), 1, "the tap played the move");
        s.undo();
    }
    play.line("middlegame: tap() that plays a move");

    let mut s = GameTable::from_fen(rules, LONG_CAPTURE, HUMANS, Lang::En).unwrap();
    let m = s.board().legal()[0];
    let (mut view, mut tap) = (Stats::new(), Stats::new());
    for _ in 0..rounds / 10 {
        tap.time(|| s.tap(m.from()));
        for &step in m.path() {
            view.time(|| s.view());
            tap.time(|| s.tap(step));
        }
        s.undo();
    }
    view.line("long capture: view() mid-capture");
    tap.line("long capture: tap() each jump");
}
