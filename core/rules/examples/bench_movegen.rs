//! Move-generator benchmark: perft from every preset's start position,
//! single-threaded, printing leaf nodes per second (`make bench`).
//! Timings are measured here, never asserted in tests.

use draughts_rules::perft;
use draughts_rules::{Duplicates, Position, Variant};
use std::time::Instant;

fn main() {
    println!(
        "{:<14} {:>5} {:>14} {:>9} {:>12}",
        "variant", "depth", "nodes", "seconds", "M leaves/s"
    );
    for v in Variant::ALL {
        let rules = v.rules();
        let depth = if v == Variant::International { 9 } else { 11 };
        let pos = Position::start(&rules);
        // Best of three, to damp noise from other processes.
        let mut best = f64::MAX;
        let mut nodes = 0;
        for _ in 0..3 {
            let t = Instant::now();
            nodes = perft(&pos, &rules, depth, Duplicates::Drop);
            best = best.min(t.elapsed().as_secs_f64());
        }
        println!(
            "{:<14} {:>5} {:>14} {:>9.3} {:>12.1}",
            v.name(),
            depth,
            nodes,
            best,
            nodes as f64 / best / 1e6
        );
    }
}
