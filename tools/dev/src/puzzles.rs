//! The puzzle generator (`puzzles`, `puzzles-pack`; `make puzzles`).
//!
//! **Mining.** A chunk plays `--games` self-play games of one variant at a
//! fixed node count (the hand-made evaluation, openings varied as in
//! `selfplay`), each game seeded from the chunk's seed alone. In every game
//! position from ply 6 where the side to move has two distinct moves or
//! more, a quick search (depth [`FILTER_DEPTH`]) looks for a gain of two
//! men; a position that passes is handed to
//! [`draughts_engine::puzzle::Prover::solve`], which builds the line at the
//! line depth and proves it at the proof depth. At most [`PER_GAME`]
//! puzzles come from one game, and a position on an accepted line is not
//! tried again. A chunk keeps what the searches found (the start, the
//! line, the depth that sees the first move, the gain and the margin) with
//! the rating and themes left at zero: packing derives those, so that
//! refining them never changes a chunk.
//!
//! **Chunks.** Chunk `i` of a run with base seed `S` uses seed `S + i`; it
//! is written to `NAME.tmp`, renamed to `NAME`, and a manifest line records
//! the commit, variant, seed, settings, count and sha256. Running again
//! skips the chunks present, regenerates a listed chunk whose file is
//! missing (checking its sha256), and goes on at the next index: an
//! interrupted run resumes. `--from-manifest` regenerates every listed
//! chunk.
//!
//! **Packing.** `puzzles-pack` merges a variant's listed chunks in index
//! order, drops duplicates (the same start, or the same position after the
//! first move and the forced plies that follow it), caps each motif (the
//! same set of themes) at a quarter of the set (at least [`MOTIF_FLOOR`]),
//! sorts by rating, and writes `core/engine/data/puzzles/V.pz`; a `pack=`
//! line in `scripts/results/puzzles-pack.manifest` records its count and
//! sha256 (`--check` compares instead of writing). The themes and the
//! rating are derived again from each line when packing
//! ([`Puzzle::retag`]), so that refining them needs no new search.

use crate::learn::selfplay_game;
use crate::{opt, out, variant_arg};
use draughts_engine::puzzle::{
    distinct_moves, material, ProofSettings, Prover, Puzzle, PuzzleSet, Reason, Themes, DECISIVE,
};
use draughts_engine::{EvalKind, Limits, Options, Searcher};
use draughts_rules::{Position, Rules};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Write;
use std::time::Instant;

/// Depth of the quick search that picks the candidates.
pub const FILTER_DEPTH: u32 = 5;
/// Most puzzles taken from one game.
pub const PER_GAME: usize = 2;
/// First ply tried in a game.
pub const FIRST_PLY: usize = 6;
/// A motif keeps at least this many puzzles whatever the cap.
pub const MOTIF_FLOOR: usize = 25;

fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// Refusal counts of a chunk, by reason (for the log line).
#[derive(Default)]
pub struct Tally {
    /// Positions that passed the quick search.
    pub candidates: u32,
    /// Refusals by reason and depth (line or proof).
    pub refused: BTreeMap<String, u32>,
}

/// Mines one chunk: `games` games seeded from `seed`.
pub fn mine_chunk(
    rules: &Rules,
    settings: ProofSettings,
    nodes: u64,
    seed: u64,
    games: u32,
    tally: &mut Tally,
    log: &mut dyn FnMut(&str),
) -> PuzzleSet {
    let mut player = Searcher::new(*rules, 8, Options::default());
    let mut filter = Searcher::new(*rules, 4, Options::default());
    let mut prover = Prover::new(*rules, settings);
    let mut tried: HashSet<u64> = HashSet::new();
    let mut puzzles = Vec::new();
    for g in 0..games {
        let game_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (g as u64 * 0x9E37_79B9);
        let (_, _, moves, _) =
            selfplay_game(rules, &mut player, EvalKind::Full, &Limits::nodes(nodes), game_seed);
        let mut pos = Position::start(rules);
        let mut found = 0;
        for (ply, &mi) in moves.iter().enumerate() {
            if ply >= FIRST_PLY
                && found < PER_GAME
                && tried.insert(pos.hash())
                && is_candidate(rules, settings, &mut filter, &pos)
            {
                tally.candidates += 1;
                match prover.solve(&pos) {
                    Ok(mut p) => {
                        // Chunks keep the facts only; packing tags.
                        p.rating = 0;
                        p.themes = Themes::default();
                        for q in p.positions() {
                            tried.insert(q.hash());
                        }
                        found += 1;
                        puzzles.push(p);
                    }
                    Err(r) => {
                        let key = format!("{:?}{}", r.reason, if r.deep { "@deep" } else { "" });
                        *tally.refused.entry(key).or_default() += 1;
                        if r.deep || r.reason == Reason::TwoWins {
                            log(&format!("refused {} | {r}", pos.to_fen(rules)));
                        }
                    }
                }
            }
            let legal = pos.legal_moves(rules);
            let Some(m) = legal.get(mi as usize) else { break };
            pos = pos.play(m);
        }
    }
    PuzzleSet { variant: rules.variant().expect("a preset"), settings, puzzles }
}

/// A quick search sees a gain of two men (or a decisive score) for the side
/// to move, which has two distinct moves or more.
fn is_candidate(rules: &Rules, s: ProofSettings, filter: &mut Searcher, pos: &Position) -> bool {
    if distinct_moves(rules, pos).len() < 2 {
        return false;
    }
    let base = material(rules, pos, pos.turn());
    let wins = |score: i32| score >= DECISIVE || score - base >= s.gain;
    filter.new_game();
    let r = filter.search_root(pos, &[], &Limits::depth(FILTER_DEPTH), None, &mut |_| {});
    if !wins(r.score) {
        return false;
    }
    // A second move that clearly wins as well at this depth: not a puzzle
    // (the proof would refuse it at a much higher cost).
    let Some(best) = r.best.map(|m| pos.play(&m).hash()) else { return false };
    for m in distinct_moves(rules, pos) {
        let child = pos.play(&m);
        if child.hash() == best {
            continue;
        }
        filter.new_game();
        let q =
            filter.search_root(&child, &[], &Limits::depth(FILTER_DEPTH - 1), None, &mut |_| {});
        let s2 = if child.legal_moves(rules).is_empty() { -draughts_engine::WIN } else { q.score };
        if wins(-s2 - 50) {
            return false;
        }
    }
    true
}

fn chunk_name(variant: &str, base: u64, games: u32, nodes: u64, i: u32) -> String {
    format!("{variant}-s{base}-g{games}-n{nodes}-{i:04}.pzc")
}

fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    line.split_whitespace().find_map(|w| w.strip_prefix(key))
}

/// `puzzles --variant V --seed S --chunks N [--first I] [--games G]
/// [--nodes K] [--dir DIR] [--manifest FILE] [--commit C] [--log FILE]`, or
/// `puzzles --from-manifest [--dir DIR] [--manifest FILE]`.
pub fn run_puzzles(args: &[String]) -> Result<(), String> {
    let dir = opt(args, "--dir").unwrap_or("build/puzzles");
    let manifest = opt(args, "--manifest").unwrap_or("scripts/results/puzzles.manifest");
    if args.iter().any(|a| a == "--from-manifest") {
        let text = std::fs::read_to_string(manifest).map_err(|e| format!("{manifest}: {e}"))?;
        for line in text.lines().filter(|l| l.starts_with("chunk=")) {
            let get = |k: &str| field(line, k).ok_or(format!("{manifest}: no {k} in `{line}`"));
            let index: u32 = get("index=")?.parse().map_err(|_| "manifest: bad index")?;
            let sub: Vec<String> = [
                "--variant",
                get("variant=")?,
                "--seed",
                get("base_seed=")?,
                "--games",
                get("games=")?,
                "--nodes",
                get("nodes=")?,
                "--first",
                &index.to_string(),
                "--chunks",
                &(index + 1).to_string(),
                "--dir",
                dir,
                "--manifest",
                manifest,
            ]
            .iter()
            .map(|x| x.to_string())
            .collect();
            run_puzzles(&sub)?;
        }
        return Ok(());
    }
    let rules = variant_arg(args)?;
    let variant = rules.variant().ok_or("puzzles: a preset variant")?.name();
    let num = |k: &str, d: &str| -> Result<u64, String> {
        opt(args, k).unwrap_or(d).parse().map_err(|_| format!("puzzles: bad {k}"))
    };
    let nodes = num("--nodes", "3000")?;
    let base = num("--seed", "1")?;
    let chunks = num("--chunks", "1")? as u32;
    let first = num("--first", "0")? as u32;
    let games = num("--games", "20")? as u32;
    let settings = ProofSettings::for_rules(&rules);
    std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    let commit = opt(args, "--commit").map_or_else(crate::sprt::engine_commit, str::to_string);
    let mut logf = match opt(args, "--log") {
        Some(p) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)
                .map_err(|e| format!("{p}: {e}"))?,
        ),
        None => None,
    };
    for i in first..chunks {
        let known = std::fs::read_to_string(manifest).unwrap_or_default();
        let name = chunk_name(variant, base, games, nodes, i);
        let path = format!("{dir}/{name}");
        let listed = known
            .lines()
            .find(|l| field(l, "chunk=") == Some(name.as_str()))
            .and_then(|l| field(l, "sha256="))
            .map(str::to_string);
        if let (Some(sum), Ok(bytes)) = (&listed, std::fs::read(&path)) {
            if sha256_hex(&bytes) != *sum {
                return Err(format!("{path}: sha256 differs from the manifest"));
            }
            eprintln!("puzzles: {name} present");
            continue;
        }
        let seed = base + i as u64;
        let t0 = Instant::now();
        let mut tally = Tally::default();
        let set = mine_chunk(&rules, settings, nodes, seed, games, &mut tally, &mut |l| {
            if let Some(f) = logf.as_mut() {
                let _ = writeln!(f, "{variant} {l}");
            }
        });
        let bytes = set.to_bytes();
        let sum = sha256_hex(&bytes);
        let tmp = format!("{path}.tmp");
        std::fs::write(&tmp, &bytes).map_err(|e| format!("{tmp}: {e}"))?;
        std::fs::rename(&tmp, &path).map_err(|e| format!("{path}: {e}"))?;
        if let Some(old) = listed {
            if old != sum {
                return Err(format!("{path}: regenerated with sha256 {sum}, manifest has {old}"));
            }
            out(&format!("puzzles: {name} regenerated, sha256 matches the manifest"));
            continue;
        }
        let refused: Vec<String> = tally.refused.iter().map(|(k, v)| format!("{k}:{v}")).collect();
        let s = settings;
        let line = format!(
            "chunk={name} commit={commit} variant={variant} base_seed={base} index={i} \
             seed={seed} games={games} nodes={nodes} depth={} deep={} margin={} gain={} \
             filter={FILTER_DEPTH} count={} candidates={} refused={} bytes={} sha256={sum} \
             seconds={:.0}",
            s.depth,
            s.deep,
            s.margin,
            s.gain,
            set.puzzles.len(),
            tally.candidates,
            if refused.is_empty() { "-".to_string() } else { refused.join(",") },
            bytes.len(),
            t0.elapsed().as_secs_f64()
        );
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(manifest)
            .map_err(|e| format!("{manifest}: {e}"))?;
        writeln!(f, "{line}").map_err(|e| e.to_string())?;
        out(&line);
    }
    Ok(())
}

/// The keys two puzzles share when one repeats the other: the start, and
/// the position after the first move and the forced plies after it.
fn dedup_keys(rules: &Rules, p: &Puzzle) -> [u64; 2] {
    let mut q = p.start.play(&p.line[0]);
    for m in &p.line[1..] {
        if distinct_moves(rules, &q).len() != 1 {
            break;
        }
        q = q.play(m);
    }
    [p.start.hash(), q.hash()]
}

/// Merges, deduplicates and caps a variant's chunk puzzles.
pub fn pack(rules: &Rules, sets: &[PuzzleSet]) -> PuzzleSet {
    let mut seen: HashSet<u64> = HashSet::new();
    let mut unique: Vec<Puzzle> = Vec::new();
    for p in sets.iter().flat_map(|s| &s.puzzles) {
        let keys = dedup_keys(rules, p);
        if keys.iter().any(|k| seen.contains(k)) {
            continue;
        }
        seen.extend(keys);
        let mut p = p.clone();
        p.retag(rules);
        unique.push(p);
    }
    let cap = (unique.len() / 4).max(MOTIF_FLOOR);
    let mut per_motif: HashMap<u16, usize> = HashMap::new();
    let mut kept: Vec<Puzzle> = unique
        .into_iter()
        .filter(|p| {
            let n = per_motif.entry(p.themes.0).or_default();
            *n += 1;
            *n <= cap
        })
        .collect();
    kept.sort_by_key(|p| (p.rating, p.id()));
    let settings = sets.first().map_or(ProofSettings::for_rules(rules), |s| s.settings);
    PuzzleSet { variant: rules.variant().expect("a preset"), settings, puzzles: kept }
}

/// `puzzles-pack --variant V [--dir DIR] [--manifest FILE] [--packs FILE]
/// [--out FILE] [--check]`: the chunks the manifest lists, packed; the
/// `pack=` line goes to its own file (`--packs`), so that packing never
/// rewrites the chunk manifest a running generator appends to.
pub fn run_pack(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let variant = rules.variant().ok_or("puzzles-pack: a preset variant")?.name();
    let dir = opt(args, "--dir").unwrap_or("build/puzzles");
    let manifest = opt(args, "--manifest").unwrap_or("scripts/results/puzzles.manifest");
    let packs = opt(args, "--packs").unwrap_or("scripts/results/puzzles-pack.manifest");
    let default_out = format!("core/engine/data/puzzles/{variant}.pz");
    let outp = opt(args, "--out").unwrap_or(&default_out);
    let text = std::fs::read_to_string(manifest).map_err(|e| format!("{manifest}: {e}"))?;
    let mut listed: Vec<(u64, u32, String, String)> = text
        .lines()
        .filter(|l| l.starts_with("chunk=") && field(l, "variant=") == Some(variant))
        .map(|l| {
            let seed = field(l, "base_seed=").and_then(|s| s.parse().ok()).unwrap_or(0);
            let index = field(l, "index=").and_then(|s| s.parse().ok()).unwrap_or(0);
            let name = field(l, "chunk=").unwrap_or("").to_string();
            let sum = field(l, "sha256=").unwrap_or("").to_string();
            (seed, index, name, sum)
        })
        .collect();
    listed.sort();
    let mut sets = Vec::new();
    for (_, _, name, sum) in &listed {
        let path = format!("{dir}/{name}");
        let bytes = std::fs::read(&path)
            .map_err(|e| format!("{path}: {e} (`make puzzles-regen` rebuilds it)"))?;
        if sha256_hex(&bytes) != *sum {
            return Err(format!("{path}: sha256 differs from the manifest"));
        }
        sets.push(PuzzleSet::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?);
    }
    let set = pack(&rules, &sets);
    let bytes = set.to_bytes();
    let sum = sha256_hex(&bytes);
    let line = format!(
        "pack={variant}.pz variant={variant} chunks={} count={} bytes={} sha256={sum}",
        listed.len(),
        set.puzzles.len(),
        bytes.len()
    );
    let old = std::fs::read_to_string(packs).unwrap_or_default();
    let mine = |l: &&str| field(l, "variant=") == Some(variant);
    if args.iter().any(|a| a == "--check") {
        let want = old.lines().find(mine).ok_or(format!("{packs}: no line for {variant}"))?;
        if field(want, "sha256=") != Some(sum.as_str()) {
            return Err(format!("{variant}: packed sha256 {sum} differs from {packs}"));
        }
        let shipped = std::fs::read(outp).map_err(|e| format!("{outp}: {e}"))?;
        if shipped != bytes {
            return Err(format!("{outp}: differs from the regenerated pack"));
        }
        let n = set.puzzles.len();
        out(&format!("puzzles-pack: {variant} regenerated bit for bit ({n} puzzles)"));
        return Ok(());
    }
    std::fs::write(outp, &bytes).map_err(|e| format!("{outp}: {e}"))?;
    let mut all: Vec<String> =
        old.lines().filter(|l| !l.is_empty() && !mine(l)).map(str::to_string).collect();
    all.push(line.clone());
    all.sort();
    std::fs::write(packs, all.join("\n") + "\n").map_err(|e| format!("{packs}: {e}"))?;
    out(&line);
    Ok(())
}

/// `puzzles-show --file F`: each puzzle of a file on one line (FEN, line,
/// rating, themes).
pub fn run_show(args: &[String]) -> Result<(), String> {
    let path = opt(args, "--file").ok_or("puzzles-show: --file F")?;
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let set = PuzzleSet::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
    let rules = set.variant.rules();
    for p in &set.puzzles {
        let words = p.start.line_text(&rules, &p.line).moves;
        let themes: Vec<&str> = p.themes.list().iter().map(|t| t.id()).collect();
        out(&format!(
            "{} | {} | rating {} see {} gain {} margin {} | {}",
            p.start.to_fen(&rules),
            words.join(" "),
            p.rating,
            p.see_depth,
            p.gain,
            p.margin,
            themes.join(",")
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chunk is the same bytes for the same seed, and its puzzles parse
    /// back.
    #[test]
    fn chunk_is_reproducible() {
        let rules = draughts_rules::Variant::English.rules();
        let s = ProofSettings { depth: 5, deep: 6, ..ProofSettings::for_rules(&rules) };
        let a = mine_chunk(&rules, s, 300, 5, 2, &mut Tally::default(), &mut |_| {}).to_bytes();
        let b = mine_chunk(&rules, s, 300, 5, 2, &mut Tally::default(), &mut |_| {}).to_bytes();
        assert_eq!(a, b);
        assert_eq!(PuzzleSet::from_bytes(&a).unwrap().to_bytes(), a);
    }
}
