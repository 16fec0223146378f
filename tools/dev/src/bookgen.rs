//! `book --variant V --positions N --nodes K --out FILE`: builds an opening
//! book (`core/engine/src/book.rs`) by drop-out expansion from the start
//! position, after Thomas Lincke ("Strategies for the Automatic
//! Construction of Opening Books", Computers and Games 2000).
//!
//! The tree starts with the start position. Expanding a node searches each
//! of its children with the engine (K nodes, learned evaluation, no
//! databases needed this early) and adds them as leaves. Scores are
//! minimaxed up the tree; each leaf gets a priority: its ply plus the
//! score it gives away, summed along its path, against the best move at
//! every step (one ply per `--drop` centi-men, 6 by default). The leaf with
//! the lowest priority is expanded next, so the book grows deep along the
//! best lines of both sides and wide where moves are close. Transpositions
//! share a node.

use crate::{opt, out, variant_arg};
use draughts_engine::book::Book;
use draughts_engine::{Limits, Options, Searcher, WIN_BOUND};
use draughts_rules::{Position, Rules};
use std::collections::HashMap;
use std::time::Instant;

struct Node {
    pos: Position,
    ply: u32,
    /// Search score of the leaf (side to move).
    leaf: i32,
    /// Minimaxed score (side to move).
    score: i32,
    children: Vec<usize>,
    expanded: bool,
}

fn minimax(nodes: &mut Vec<Node>, i: usize, memo: &mut HashMap<usize, i32>) -> i32 {
    if let Some(&s) = memo.get(&i) {
        return s;
    }
    let s = if nodes[i].expanded && !nodes[i].children.is_empty() {
        let ch = nodes[i].children.clone();
        ch.iter().map(|&c| -minimax(nodes, c, memo)).max().unwrap()
    } else {
        nodes[i].leaf
    };
    nodes[i].score = s;
    memo.insert(i, s);
    s
}

/// `book --variant V [--positions N] [--nodes K] [--max-ply P] [--drop D]
/// --out FILE`.
pub fn run_book(args: &[String]) -> Result<(), String> {
    let rules: Rules = variant_arg(args)?;
    let num = |k: &str, d: &str| -> Result<u64, String> {
        opt(args, k).unwrap_or(d).parse().map_err(|_| format!("book: bad {k}"))
    };
    let target = num("--positions", "20000")? as usize;
    let nodes_per = num("--nodes", "60000")?;
    let max_ply = num("--max-ply", "24")? as u32;
    let drop = num("--drop", "6")? as f64;
    let path = opt(args, "--out").ok_or("book: --out FILE is required")?;
    let code = match rules.variant() {
        Some(draughts_rules::Variant::International) => 1u8,
        Some(draughts_rules::Variant::English) => 2,
        Some(draughts_rules::Variant::Russian) => 3,
        _ => return Err("book: International, English or Russian only".into()),
    };
    let mut s = Searcher::new(rules, 16, Options::default());
    let t0 = Instant::now();
    let start = Position::start(&rules);
    let mut nodes: Vec<Node> =
        vec![Node { pos: start, ply: 0, leaf: 0, score: 0, children: Vec::new(), expanded: false }];
    let mut index: HashMap<u64, usize> = HashMap::new();
    index.insert(start.hash(), 0);
    let mut expand = 0usize;
    loop {
        // Expand `expand`.
        let pos = nodes[expand].pos;
        let ply = nodes[expand].ply;
        let mut children = Vec::new();
        for m in pos.legal_moves(&rules) {
            let c = pos.play(&m);
            let ci = match index.get(&c.hash()) {
                Some(&ci) => ci,
                None => {
                    let r = s.search_root(&c, &[], &Limits::nodes(nodes_per), None, &mut |_| {});
                    let leaf = if c.legal_moves(&rules).is_empty() {
                        -draughts_engine::WIN
                    } else {
                        r.score
                    };
                    nodes.push(Node {
                        pos: c,
                        ply: ply + 1,
                        leaf,
                        score: leaf,
                        children: Vec::new(),
                        expanded: false,
                    });
                    index.insert(c.hash(), nodes.len() - 1);
                    nodes.len() - 1
                }
            };
            children.push(ci);
        }
        nodes[expand].children = children;
        nodes[expand].expanded = true;
        if nodes.len() >= target {
            break;
        }
        // Minimax, then priorities from the root down; pick the best leaf.
        let mut memo = HashMap::new();
        minimax(&mut nodes, 0, &mut memo);
        let mut prio: HashMap<usize, f64> = HashMap::new();
        let mut stack = vec![(0usize, 0f64)];
        let mut best: Option<(f64, usize)> = None;
        while let Some((i, p)) = stack.pop() {
            if prio.get(&i).is_some_and(|&q| q <= p) {
                continue;
            }
            prio.insert(i, p);
            let n = &nodes[i];
            if !n.expanded {
                if n.ply < max_ply && n.leaf.abs() < WIN_BOUND && best.is_none_or(|(bp, _)| p < bp)
                {
                    best = Some((p, i));
                }
                continue;
            }
            let top = n.score;
            for &c in &n.children {
                let loss = (top - (-nodes[c].score)).max(0) as f64;
                stack.push((c, p + 1.0 + loss / drop));
            }
        }
        match best {
            Some((_, i)) => expand = i,
            None => break,
        }
        if nodes.len() / 1000 != (nodes.len() - 1) / 1000 || expand % 200 == 0 {
            eprintln!(
                "book: {} positions, expanding ply {} ({:.0}s)",
                nodes.len(),
                nodes[expand].ply,
                t0.elapsed().as_secs_f64()
            );
        }
    }
    let mut memo = HashMap::new();
    minimax(&mut nodes, 0, &mut memo);
    let entries: Vec<(u64, i16)> =
        nodes.iter().map(|n| (n.pos.hash(), n.score.clamp(-30000, 30000) as i16)).collect();
    let bytes = Book::to_bytes(code, &entries);
    std::fs::write(path, &bytes).map_err(|e| format!("{path}: {e}"))?;
    let book = Book::from_bytes(&bytes)?;
    let line: Vec<String> = {
        let mut p = start;
        let mut v = Vec::new();
        for _ in 0..12 {
            let Some(&(m, _)) = book.moves(&rules, &p).first() else { break };
            v.push(draughts_engine::hub::format_move(&rules, &m));
            p = p.play(&m);
        }
        v
    };
    let deepest = nodes.iter().filter(|n| n.expanded).map(|n| n.ply).max().unwrap_or(0);
    out(&format!(
        "book variant={} positions={} expanded={} deepest-expanded-ply={} bytes={} root-score={} \
            seconds={:.0}",
        rules.base,
        book.len(),
        nodes.iter().filter(|n| n.expanded).count(),
        deepest,
        bytes.len(),
        nodes[0].score,
        t0.elapsed().as_secs_f64()
    ));
    out(&format!("book: main line {}", line.join(" ")));
    Ok(())
}
