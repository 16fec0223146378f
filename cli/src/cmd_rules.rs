//! `draughts perft` and `draughts moves`: the rules core on the command line.
//! Their output is a stable contract that other tools parse.

use crate::cli::{MovesArgs, PerftArgs, PositionArgs};
use crate::out::stdout_error;
use draughts_rules::MoveText;
use draughts_rules::{divide, perft};
use draughts_rules::{Duplicates, Position, Rules, Variant};
use serde_json::json;
use std::io::Write;
use std::time::Instant;

/// The rules of `--variant` (default International) and the position of
/// `--fen` (default the start position).
fn position(command: &str, a: &PositionArgs) -> Result<(Rules, Position), String> {
    let rules = a.variant.unwrap_or(Variant::International).rules();
    let pos = match &a.fen {
        Some(f) => Position::from_fen(&rules, f)
            .map_err(|e| format!("{command}: --fen: {}", draughts_rules::echo(&e.to_string())))?,
        None => Position::start(&rules),
    };
    Ok((rules, pos))
}

/// `draughts perft [--variant V] [--fen FEN] [--duplicates keep|drop] [--json] [--divide] DEPTH`
pub fn run_perft(a: &PerftArgs) -> Result<(), String> {
    let (rules, pos) = position("perft", &a.position)?;
    let dup: Duplicates = a.duplicates.into();
    // clap requires one of the two.
    let depth = a.depth.or(a.depth_option).unwrap_or(0);
    let mut out = std::io::stdout().lock();
    let dup_name = if dup == Duplicates::Keep { "keep" } else { "drop" };
    let t = Instant::now();
    if a.divide {
        let legal = pos.legal_moves(&rules);
        let mut total = 0;
        for (m, n) in divide(&pos, &rules, depth, dup) {
            writeln!(out, "{} {n}", MoveText::of(&m, &legal, &rules)).map_err(stdout_error)?;
            total += n;
        }
        writeln!(out, "total {total}").map_err(stdout_error)?;
        return out.flush().map_err(stdout_error);
    }
    let nodes = perft(&pos, &rules, depth, dup);
    let secs = t.elapsed().as_secs_f64();
    let variant = rules.variant().map_or("custom", |v| v.name());
    if a.json {
        let v = json!({
            "variant": variant,
            "fen": pos.to_fen(&rules),
            "depth": depth,
            "duplicates": dup_name,
            "nodes": nodes,
            "seconds": secs
        });
        writeln!(out, "{v}").map_err(stdout_error)?;
    } else {
        let mnps = if secs > 0.0 { nodes as f64 / secs / 1e6 } else { 0.0 };
        writeln!(
            out,
            "perft({depth}) = {nodes} ({variant}, duplicates {dup_name}) in {secs:.3}s \
             ({mnps:.1} M leaves/s)"
        )
        .map_err(stdout_error)?;
    }
    out.flush().map_err(stdout_error)
}

/// `draughts moves [--variant V] [--fen FEN] --json`
pub fn run_moves(a: &MovesArgs) -> Result<(), String> {
    let (rules, pos) = position("moves", &a.position)?;
    let mut out = std::io::stdout().lock();
    let legal = pos.legal_moves(&rules);
    let num = |s: draughts_rules::Square| rules.square_number(s);
    if a.json {
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
        writeln!(out, "{}", serde_json::Value::Array(list)).map_err(stdout_error)?;
    } else {
        for m in &legal {
            writeln!(out, "{}", MoveText::of(m, &legal, &rules)).map_err(stdout_error)?;
        }
    }
    out.flush().map_err(stdout_error)
}
