//! The search's speed in a form that does not depend on the machine's load:
//! every bench position of `benches/bot.rs` (the start and a middle game of
//! every variant) searched to a fixed node count with the default options
//! (the learned evaluation), one line per search (best move, score, depth,
//! nodes) and the totals.
//!
//! Run it under an instruction counter and divide by the total nodes:
//!
//! ```sh
//! cargo build --release -p draughts-engine --example speed_nodes
//! valgrind --tool=callgrind target/release/examples/speed_nodes 200000
//! ```
//!
//! No clock decides anything, so the lines before the totals are the same
//! from run to run: a change that must leave the search alone must leave
//! them alone too.

use draughts_engine::{Limits, Options, Searcher, DEFAULT_TT_MIB};
use draughts_rules::{Numbering, Position, Rules, Variant};
use std::time::Instant;

/// The positions of `benches/bot.rs`: the start and a middle game.
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

fn main() {
    let nodes: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(200_000);
    let mut total = 0u64;
    let t = Instant::now();
    for v in Variant::ALL {
        let rules = v.rules();
        for (name, p) in positions(&rules) {
            let mut s = Searcher::new(rules, DEFAULT_TT_MIB, Options::default());
            let r = s.search_root(&p, &[], &Limits::nodes(nodes), None, &mut |_| {});
            let best = r.best.map_or("-".into(), |m| p.move_text(&rules, &m));
            println!(
                "{} {name}: best {best} score {} depth {} nodes {}",
                v.name(),
                r.score,
                r.depth,
                r.nodes
            );
            total += r.nodes;
        }
    }
    let secs = t.elapsed().as_secs_f64();
    println!("total nodes {total}");
    eprintln!("{:.3} s, {:.2} Mnps", secs, total as f64 / secs.max(1e-9) / 1e6);
}
