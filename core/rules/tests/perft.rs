//! Perft from every preset's start position against the published tables in
//! `tests/data/perft.txt` (sources on top of that file).

use draughts_rules::perft;
use draughts_rules::{Duplicates, Position, Variant};

struct Row {
    variant: Variant,
    dup: Duplicates,
    depth: u32,
    nodes: u64,
    tier: String,
}

fn table() -> Vec<Row> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            assert_eq!(f.len(), 5, "bad row: {l}");
            Row {
                variant: f[0].parse().unwrap(),
                dup: f[1].parse().unwrap(),
                depth: f[2].parse().unwrap(),
                nodes: f[3].parse().unwrap(),
                tier: f[4].to_string(),
            }
        })
        .collect()
}

fn check(tier: &str) {
    let rows: Vec<Row> = table().into_iter().filter(|r| r.tier == tier).collect();
    assert!(!rows.is_empty(), "no rows in tier {tier}");
    let mut failures = Vec::new();
    for r in &rows {
        let rules = r.variant.rules();
        let got = perft(&Position::start(&rules), &rules, r.depth, r.dup);
        if got != r.nodes {
            failures.push(format!(
                "{} {:?} d{}: got {got}, want {}",
                r.variant, r.dup, r.depth, r.nodes
            ));
        }
    }
    assert!(failures.is_empty(), "perft mismatches:\n{}", failures.join("\n"));
    eprintln!("perft tier {tier}: {} rows match", rows.len());
}

#[test]
fn perft_quick() {
    check("quick");
}

/// Run in release by `make test-release` (part of `make test`).
#[test]
#[ignore = "release-mode: run by `make test-release`"]
fn perft_ci() {
    check("ci");
}

/// Minutes: `make perft-deep`.
#[test]
#[ignore = "deep: run by `make perft-deep`"]
fn perft_deep() {
    check("deep");
}

#[test]
fn every_preset_and_mode_is_in_the_table() {
    let t = table();
    for v in Variant::ALL {
        for d in [Duplicates::Keep, Duplicates::Drop] {
            assert!(
                t.iter().any(|r| r.variant == v && r.dup == d && r.tier == "ci"),
                "{v} {d:?} has no ci row"
            );
        }
    }
}
