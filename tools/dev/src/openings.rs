//! Fixed opening sets for `sprt`: every sequence of a few plies from the
//! start position that a short search scores as balanced, one per line in
//! `tools/dev/data/openings/<variant>.txt` (built into the binary).
//!
//! `draughts-dev openings --variant V --plies P --nodes K --max-score CM
//! --out FILE` writes such a file; the command that made each file is in
//! its header.

use crate::{opt, variant_arg};
use draughts_engine::hub;
use draughts_engine::{Limits, Options, Searcher};
use draughts_rules::{Move, Position, Rules, Variant};
use std::collections::HashSet;
use std::io::Write;

/// The opening files built into the binary, by variant.
const BUILTIN: [(Variant, &str); 7] = [
    (Variant::International, include_str!("../data/openings/international.txt")),
    (Variant::English, include_str!("../data/openings/english.txt")),
    (Variant::Russian, include_str!("../data/openings/russian.txt")),
    (Variant::Brazilian, include_str!("../data/openings/brazilian.txt")),
    (Variant::Spanish, include_str!("../data/openings/spanish.txt")),
    (Variant::Italian, include_str!("../data/openings/italian.txt")),
    (Variant::Czech, include_str!("../data/openings/czech.txt")),
];

/// A set of openings and where it came from.
#[derive(Clone, Debug)]
pub(crate) struct Openings {
    /// `builtin:<variant>` or the file's path.
    pub source: String,
    /// FNV-1a 64 of the file's text (a resumed run must use the same set).
    pub hash: u64,
    /// The move sequences, in file order.
    pub lines: Vec<Vec<Move>>,
}

/// FNV-1a, 64 bits.
pub(crate) fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// Reads an openings text: a line is moves in Hub notation separated by
/// spaces, anything after `#` is a comment; blank lines are skipped.
pub(crate) fn parse(rules: &Rules, source: &str, text: &str) -> Result<Openings, String> {
    let mut lines = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let body = line.split('#').next().unwrap_or("").trim();
        if body.is_empty() {
            continue;
        }
        let mut pos = Position::start(rules);
        let mut seq = Vec::new();
        for mt in body.split_whitespace() {
            let m =
                hub::parse_move(rules, &pos, mt).map_err(|e| format!("{source}:{}: {e}", n + 1))?;
            pos = pos.play(&m);
            seq.push(m);
        }
        lines.push(seq);
    }
    if lines.is_empty() {
        return Err(format!("{source}: no openings"));
    }
    Ok(Openings { source: source.to_string(), hash: fnv1a(text), lines })
}

/// The built-in set of a variant, or the file given.
pub(crate) fn load(rules: &Rules, file: Option<&str>) -> Result<Openings, String> {
    match file {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            parse(rules, path, &text)
        }
        None => {
            let v = rules.base;
            let (_, text) = BUILTIN
                .iter()
                .find(|(b, _)| *b == v)
                .ok_or_else(|| format!("no built-in openings for {v}: give --openings FILE"))?;
            parse(rules, &format!("builtin:{v}"), text)
        }
    }
}

/// `openings --variant V [--plies P] [--nodes K] [--max-score CM] --out
/// FILE`: every sequence of P legal plies from the start (in move-generator
/// order; a sequence reaching the same position as an earlier one is
/// dropped), each position searched at K nodes (learned evaluation,
/// databases, a cleared table) and kept when the side to move's score is
/// within CM centi-men of 0. Defaults: 4 plies (two moves a side: enough
/// distinct openings that a test of several hundred pairs repeats none),
/// 20,000 nodes, 25 centi-men.
pub(crate) fn run_openings(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let plies: usize =
        opt(args, "--plies").unwrap_or("4").parse().map_err(|_| "openings: bad --plies")?;
    let nodes: u64 =
        opt(args, "--nodes").unwrap_or("20000").parse().map_err(|_| "openings: bad --nodes")?;
    let max: i32 = opt(args, "--max-score")
        .unwrap_or("25")
        .parse()
        .map_err(|_| "openings: bad --max-score")?;
    let path = opt(args, "--out").ok_or("openings: --out FILE is required")?;
    let mut seqs = Vec::new();
    let mut seen = HashSet::new();
    enumerate(&rules, Position::start(&rules), &mut Vec::new(), plies, &mut seen, &mut seqs);
    let mut s = Searcher::new(rules, 16, Options::default());
    let mut kept = Vec::new();
    for seq in &seqs {
        let pos = crate::ab::opening_position(&rules, seq);
        s.new_game();
        let r = s.search_root(&pos, &[], &Limits::nodes(nodes), None, &mut |_| {});
        if r.score.abs() <= max {
            kept.push((seq, r.score));
        }
    }
    let mut text = String::new();
    let v = rules.base;
    text.push_str(&format!(
        "# Balanced openings for `draughts-dev sprt`, {v}: {} of the {} distinct positions\n\
         # {plies} plies from the start (every legal sequence in move-generator order; a\n\
         # sequence reaching an earlier sequence's position dropped) that a {nodes}-node\n\
         # search (learned evaluation, databases, cleared table) scores within {max}\n\
         # centi-men of 0 for the side to move. Made by:\n\
         #   draughts-dev openings --variant {v} --plies {plies} --nodes {nodes} --max-score {max} --out {path}\n\
         # One opening a line: Hub moves; after `#`, the score (centi-men, side to move).\n",
        kept.len(),
        seqs.len()
    ));
    for (seq, score) in &kept {
        let mut pos = Position::start(&rules);
        let mut ms = Vec::new();
        for m in seq.iter() {
            ms.push(hub::format_move(&rules, m));
            pos = pos.play(m);
        }
        text.push_str(&format!("{} # {score:+}\n", ms.join(" ")));
    }
    let mut f = std::fs::File::create(path).map_err(|e| format!("{path}: {e}"))?;
    f.write_all(text.as_bytes()).map_err(|e| format!("{path}: {e}"))?;
    eprintln!("openings: {} of {} kept in {path}", kept.len(), seqs.len());
    Ok(())
}

/// Every sequence of `left` more plies from `pos`, first to reach its
/// position.
fn enumerate(
    rules: &Rules,
    pos: Position,
    path: &mut Vec<Move>,
    left: usize,
    seen: &mut HashSet<String>,
    out: &mut Vec<Vec<Move>>,
) {
    if left == 0 {
        if seen.insert(pos.to_fen(rules)) {
            out.push(path.clone());
        }
        return;
    }
    for m in pos.legal_moves(rules) {
        path.push(m);
        enumerate(rules, pos.play(&m), path, left - 1, seen, out);
        path.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every built-in set parses, holds distinct positions, and has at
    /// least 100 openings (an SPRT of a few hundred pairs repeats none).
    #[test]
    fn builtin_sets_parse() {
        for v in Variant::ALL {
            let rules = v.rules();
            let o = load(&rules, None).unwrap();
            let n = o.lines.len();
            assert!(n >= 100, "{v}: {n} openings");
            let distinct: HashSet<String> = o
                .lines
                .iter()
                .map(|l| crate::ab::opening_position(&rules, l).to_fen(&rules))
                .collect();
            assert_eq!(distinct.len(), n, "{v}: repeated positions");
        }
    }

    #[test]
    fn bad_lines_are_refused() {
        let rules = Variant::International.rules();
        assert!(parse(&rules, "t", "# only a comment\n").is_err());
        assert!(parse(&rules, "t", "32-28 32-28\n").unwrap_err().contains("t:1"));
        let o = parse(&rules, "t", "# c\n32-28 19-23 # +3\n\n33-29\n").unwrap();
        assert_eq!(o.lines.len(), 2);
        assert_eq!(o.lines[0].len(), 2);
    }
}
