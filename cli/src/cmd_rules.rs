//! `draughts perft` and `draughts moves`: the rules core on the command line.
//! Their output is a stable contract that other tools parse.

use crate::args::Args;
use draughts_rules::Duplicates;
use draughts_rules::MoveText;
use draughts_rules::{divide, perft};
use serde_json::json;
use std::time::Instant;

/// `draughts perft [--variant V] [--fen FEN] [--duplicates keep|drop] [--json] [--divide] DEPTH`
pub fn run_perft(args: &[String]) -> Result<(), String> {
    let a = Args::parse("perft", args, &["variant", "fen", "duplicates"], &["json", "divide"])?;
    let rules = a.rules()?;
    let pos = a.position(&rules)?;
    let dup: Duplicates =
        a.get("duplicates").unwrap_or("drop").parse().map_err(|e| format!("perft: {e}"))?;
    let depth: u32 = match a.positional.as_slice() {
        [d] => d.parse().map_err(|_| format!("perft: DEPTH must be a whole number from 0 to 30, got `{d}`"))?,
        [] => return Err("perft: missing DEPTH (usage: draughts perft [--variant V] [--fen FEN] [--duplicates keep|drop] [--json] DEPTH)".into()),
        more => return Err(format!("perft: expected one DEPTH, got {}", more.join(" "))),
    };
    if depth > 30 {
        return Err(format!("perft: DEPTH must be a whole number from 0 to 30, got `{depth}`"));
    }
    let dup_name = if dup == Duplicates::Keep { "keep" } else { "drop" };
    let t = Instant::now();
    if a.flag("divide") {
        let legal = pos.legal_moves(&rules);
        let mut total = 0;
        for (m, n) in divide(&pos, &rules, depth, dup) {
            println!("{} {n}", MoveText::of(&m, &legal, &rules));
            total += n;
        }
        println!("total {total}");
        return Ok(());
    }
    let nodes = perft(&pos, &rules, depth, dup);
    let secs = t.elapsed().as_secs_f64();
    let variant = rules.variant().map_or("custom", |v| v.name());
    if a.flag("json") {
        let v = json!({"variant": variant, "fen": pos.to_fen(&rules), "depth": depth, "duplicates": dup_name, "nodes": nodes, "seconds": secs});
        println!("{v}");
    } else {
        let mnps = if secs > 0.0 { nodes as f64 / secs / 1e6 } else { 0.0 };
        println!("perft({depth}) = {nodes} ({variant}, duplicates {dup_name}) in {secs:.3}s ({mnps:.1} M leaves/s)");
    }
    Ok(())
}

/// `draughts moves [--variant V] [--fen FEN] --json`
pub fn run_moves(args: &[String]) -> Result<(), String> {
    let a = Args::parse("moves", args, &["variant", "fen"], &["json"])?;
    if let Some(p) = a.positional.first() {
        return Err(format!("moves: unexpected argument `{p}`"));
    }
    let rules = a.rules()?;
    let pos = a.position(&rules)?;
    let legal = pos.legal_moves(&rules);
    let num = |s: draughts_rules::Square| rules.square_number(s);
    if a.flag("json") {
        let list: Vec<_> = legal
            .iter()
            .map(|m| {
                json!({
                    "from": num(m.from()),
                    "to": num(m.to()),
                    "path": m.path().iter().map(|&s| num(s)).collect::<Vec<_>>(),
                    "captured": m.captured().iter().map(|&s| num(s)).collect::<Vec<_>>(),
                    "notation": MoveText::of(m, &legal, &rules).to_string(),
                })
            })
            .collect();
        println!("{}", serde_json::Value::Array(list));
    } else {
        for m in &legal {
            println!("{}", MoveText::of(m, &legal, &rules));
        }
    }
    Ok(())
}
