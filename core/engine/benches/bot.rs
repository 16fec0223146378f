//! Bot benchmarks: nodes per second and time to a fixed depth, from fixed
//! positions, for every preset.
//!
//! Stable Rust has no bench harness, so this is an ignored test in a bench
//! target; run it in release with
//!
//! ```text
//! cargo test --release -p draughts-engine --bench bot -- --ignored --nocapture
//! ```
//!
//! (`draughts-dev bench` prints the same table from the developer tool.)

use draughts_engine::DEFAULT_TT_MIB;
use draughts_engine::{Limits, Options, Searcher};
use draughts_rules::{Numbering, Position, Rules, Variant};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn positions(rules: &Rules) -> Vec<(&'static str, Position)> {
    let mut v = vec![("start", Position::start(rules))];
    let fen = if rules.geometry().side == 10 {
        "W:W27,28,31,32,33,34,36,37,38,39,40,41,42,43,44,45,47,48:B2,3,4,6,7,8,9,11,12,13,14,16,\
            17,18,19,21,22,23"
    } else if rules.numbering == Numbering::Algebraic {
        "W:Wa1,c1,e1,b2,f2,h2,c3,g3,d4:Bb8,d8,h8,a7,c7,e7,g7,b6,f6,e5"
    } else {
        "W:W21,22,23,24,25,26,27,29,30,31:B1,2,3,5,6,7,9,10,11,12"
    };
    if let Ok(p) = Position::from_fen(rules, fen) {
        v.push(("middle", p));
    }
    v
}

#[test]
#[ignore]
fn bench_bot() {
    println!("| variant | position | depth in 1 s | nodes in 1 s | Mnps | depth | time to depth |");
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for v in Variant::ALL {
        let rules = v.rules();
        let depth = if rules.geometry().side == 10 { 11 } else { 15 };
        for (name, p) in positions(&rules) {
            let mut s = Searcher::new(rules, DEFAULT_TT_MIB, Options::default());
            let r =
                s.search_root(&p, &[], &Limits::time(Duration::from_secs(1)), None, &mut |_| {});
            let mnps = r.nodes as f64 / r.time.as_secs_f64().max(1e-9) / 1e6;
            s.new_game();
            let t = Instant::now();
            let r2 = s.search_root(&p, &[], &Limits::depth(depth), None, &mut |_| {});
            println!(
                "| {} | {} | {} | {} | {:.2} | {} | {:.3} s |",
                v.name(),
                name,
                r.depth,
                r.nodes,
                mnps,
                r2.depth,
                t.elapsed().as_secs_f64()
            );
        }
    }
}

/// How long a search takes to return after its stop flag is set.
#[test]
#[ignore]
fn bench_stop_latency() {
    for v in Variant::ALL {
        let rules = v.rules();
        let mut worst = Duration::ZERO;
        for (_, p) in positions(&rules) {
            let stop = Arc::new(AtomicBool::new(false));
            let flag = stop.clone();
            let h = std::thread::spawn(move || {
                let mut s = Searcher::new(rules, DEFAULT_TT_MIB, Options::default());
                s.search_root(&p, &[], &Limits::default(), Some(flag), &mut |_| {});
                Instant::now()
            });
            std::thread::sleep(Duration::from_millis(300));
            let t = Instant::now();
            stop.store(true, Ordering::Relaxed);
            let done = h.join().unwrap();
            worst = worst.max(done.duration_since(t));
        }
        println!("{}: stop answered within {:?}", v.name(), worst);
    }
}
