//! Prints a fingerprint of the search: fixed-depth and fixed-node searches
//! on a few positions of every variant (the start, a middle game, a kings'
//! ending reached through a game history), with the default options, a weak
//! level's random choice and the opening book. Every line is a search's best
//! move, score, depth, nodes and principal variation, after the line of each
//! completed iteration.
//!
//! No clock is involved, so two runs of the same code print the same text:
//! run it before and after a change that must not alter the search (a
//! refactoring) and compare the outputs.
//!
//! ```sh
//! cargo run --release -p draughts-engine --example search_fingerprint > before.txt
//! ```

use draughts_engine::{Info, Level, Limits, Lmr, Options, ProbCut, Searcher};
use draughts_game::DrawState;
use draughts_rules::{Move, Numbering, Position, Rules, Variant};

/// A middle game of this board (the bot tests' position).
fn midgame(rules: &Rules) -> Position {
    let fen = if rules.geometry().side == 10 {
        "W:W27,28,31,32,33,34,36,37,38,39,40,41,42,43,44,45,47,48:B2,3,4,6,7,8,9,11,12,13,14,16,\
            17,18,19,21,22,23"
    } else if rules.numbering == Numbering::Algebraic {
        "W:Wa1,c1,e1,b2,f2,h2,c3,g3,d4:Bb8,d8,h8,a7,c7,e7,g7,b6,f6,e5"
    } else {
        "W:W21,22,23,24,25,26,27,29,30,31:B1,2,3,5,6,7,9,10,11,12"
    };
    // Boards numbered the other way round (Italian, Spanish) reject it:
    // ten plies from the start instead.
    Position::from_fen(rules, fen).unwrap_or_else(|_| line(rules, Position::start(rules), 10).1)
}

/// Kings on both sides, where the draw counters run.
fn kings(rules: &Rules) -> Position {
    let fen = if rules.geometry().side == 10 {
        "W:WK46,K28,33:BK5,K19"
    } else if rules.numbering == Numbering::Algebraic {
        "W:WKa1,Kc3,e3:BKh8,Kf6"
    } else {
        "W:WK29,K22,25:BK4,K10"
    };
    Position::from_fen(rules, fen).expect("kings FEN")
}

/// `plies` moves from `pos`, each the move at index `ply % n` among the
/// legal moves that leave no capture to the opponent (or among all of them):
/// the positions before the last one (the history) and the last one.
fn line(rules: &Rules, mut pos: Position, plies: usize) -> (Vec<Position>, Position) {
    let mut history = Vec::new();
    for ply in 0..plies {
        let all = pos.legal_moves(rules);
        let quiet: Vec<Move> =
            all.iter().copied().filter(|m| !pos.play(m).has_capture(rules)).collect();
        let moves = if quiet.is_empty() { all } else { quiet };
        if moves.is_empty() {
            break;
        }
        let m = moves[ply % moves.len()];
        history.push(pos);
        pos = pos.play(&m);
    }
    (history, pos)
}

fn text(rules: &Rules, pos: &Position, pv: &[Move]) -> String {
    let mut p = *pos;
    let mut out = Vec::new();
    for m in pv {
        out.push(p.move_text(rules, m));
        p = p.play(m);
    }
    out.join(" ")
}

fn run(
    name: &str,
    rules: &Rules,
    history: &[Position],
    draw: Option<DrawState>,
    pos: &Position,
    opts: Options,
    lim: Limits,
) {
    let mut s = Searcher::new(*rules, 4, opts);
    let mut iters = Vec::new();
    let mut on_info = |i: &Info| {
        iters.push(format!(
            "d{} sd{} s{} n{} {}",
            i.depth,
            i.seldepth,
            i.score,
            i.nodes,
            text(rules, pos, &i.pv)
        ));
    };
    let r = match draw {
        None => s.search_root(pos, history, &lim, None, &mut on_info),
        Some(d) => s.search_with_draw(pos, history, Some(d), &lim, None, &mut on_info),
    };
    for i in iters {
        println!("{name}   {i}");
    }
    let best = r.best.map_or("-".into(), |m| pos.move_text(rules, &m));
    let ponder = r.ponder.map_or("-".into(), |m| pos.play(&r.best.unwrap()).move_text(rules, &m));
    println!(
        "{name} = {best} ponder {ponder} score {} depth {} nodes {} bb {} pv {}",
        r.score,
        r.depth,
        r.nodes,
        s.bb_hits,
        text(rules, pos, &r.pv)
    );
}

fn main() {
    for v in Variant::ALL {
        let rules = v.rules();
        let start = Position::start(&rules);
        let (opening, after) = line(&rules, start, 6);
        let (ending, ending_root) = line(&rules, kings(&rules), 12);
        let cases: [(&str, &[Position], Position); 4] = [
            ("start", &[], start),
            ("opening", &opening, after),
            ("midgame", &[], midgame(&rules)),
            ("kings", &ending, ending_root),
        ];
        for (name, history, pos) in cases {
            let run = |what: &str, draw: Option<DrawState>, opts: Options, lim: Limits| {
                run(&format!("{v} {name} {what}"), &rules, history, draw, &pos, opts, lim)
            };
            let default = Options::default();
            run("depth5", None, default.clone(), Limits::depth(5));
            run("nodes20k", None, default.clone(), Limits::nodes(20_000));
            // The draw counters given rather than replayed from the history.
            run("fresh", Some(DrawState::initial()), default, Limits::depth(5));
            let probcut = Options {
                aspiration: false,
                probcut: ProbCut::Wide,
                seed: 3,
                ..Options::default()
            };
            run("probcut", None, probcut, Limits::nodes(20_000));
            let scan = Options { lmr: Lmr::Scan, probcut: ProbCut::Scan, ..Options::default() };
            run("scan", None, scan, Limits::nodes(20_000));
            for level in [1u8, 3, 6] {
                for seed in [1u64, 7] {
                    let l = Level::get(level);
                    let opts = l.options(history.len() as u32, seed);
                    // Node limits only (the top level's time becomes nodes).
                    let lim = Limits { guard: None, ..l.limits() };
                    let lim = if lim.nodes.is_some() { lim } else { Limits::nodes(15_000) };
                    run(&format!("level{level} seed{seed}"), None, opts, lim);
                }
            }
        }
    }
}
