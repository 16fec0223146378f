//! Self-play data in resumable, reproducible chunks (`selfplay-chunks`).
//!
//! A run plays chunks of at most 1,000 games each. Chunk `i` of a run with
//! base seed `S` is seeded with `S + i` alone (every game clears the search
//! state and is searched to a fixed node count, one search at a time), so a
//! chunk is the same file bit for bit on every machine and every rerun.
//! Each chunk is written to `NAME.tmp` and renamed to `NAME` when complete,
//! then a line is appended to the manifest (engine commit, variant, seed,
//! nodes, games, sha256 of the file). Running the same command again skips
//! the chunks that are there, regenerates the ones in the manifest whose
//! file is missing (and checks their sha256 against it), and goes on at the
//! next chunk index.
//!
//! File layout (little-endian): magic `DRSP`, version (1), three zero
//! bytes, the number of games (u32); then per game: plies (u16), result
//! for White (i8: 1, 0, -1), then per ply the index of the move played in
//! `Position::legal_moves` order (u8) and the search score for White in
//! centi-men (i16): 3 bytes a ply. Positions are recovered by replaying
//! the moves from the start position.

use crate::learn::{selfplay_game, Record};
use crate::{opt, out, variant_arg};
use draughts_engine::{EvalKind, Limits, Options, Searcher, WIN_BOUND};
use draughts_rules::{Color, Position, Rules};
use std::collections::HashSet;
use std::io::Write;
use std::time::Instant;

/// The SHA-256 of `bytes` in lower-case hex, as a manifest line records it.
fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// File magic of a self-play chunk.
pub const MAGIC: [u8; 4] = *b"DRSP";
/// Most games in one chunk.
pub const MAX_GAMES: u32 = 1000;
/// Most training positions kept from one game.
pub const PER_GAME: usize = 30;
/// First ply from which positions are kept (the openings are randomised
/// before it).
pub const FIRST_PLY: usize = 8;

/// One stored game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChunkGame {
    /// Result for White: 1, 0, -1.
    pub result: i8,
    /// Index of each move played among the position's legal moves.
    pub moves: Vec<u8>,
    /// Search score for White before each move (centi-men).
    pub scores: Vec<i16>,
}

/// The seed of chunk `index` of a run with base seed `base`.
pub fn chunk_seed(base: u64, index: u32) -> u64 {
    base + index as u64
}

/// Plays one chunk and returns its file contents.
pub fn play_chunk(rules: &Rules, eval: EvalKind, nodes: u64, seed: u64, games: u32) -> Vec<u8> {
    let mut bytes = Vec::new();
    bytes.extend_from_slice(&MAGIC);
    bytes.extend_from_slice(&[1, 0, 0, 0]);
    bytes.extend_from_slice(&games.to_le_bytes());
    let mut s = Searcher::new(*rules, 8, Options { eval, ..Options::default() });
    for g in 0..games {
        let game_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (g as u64 * 0x9E37_79B9);
        let (_, result, moves, scores) =
            selfplay_game(rules, &mut s, eval, &Limits::nodes(nodes), game_seed);
        bytes.extend_from_slice(&(moves.len() as u16).to_le_bytes());
        bytes.push(result as u8);
        for (m, sc) in moves.iter().zip(&scores) {
            bytes.push(*m);
            bytes.extend_from_slice(&sc.to_le_bytes());
        }
    }
    bytes
}

/// Reads a chunk's games.
pub fn read_chunk(bytes: &[u8]) -> Result<Vec<ChunkGame>, String> {
    if bytes.len() < 12 || bytes[0..4] != MAGIC || bytes[4] != 1 {
        return Err("not a self-play chunk (magic or version)".into());
    }
    let n = u32::from_le_bytes(bytes[8..12].try_into().unwrap());
    let mut at = 12;
    let mut games = Vec::with_capacity(n as usize);
    for _ in 0..n {
        if at + 3 > bytes.len() {
            return Err("self-play chunk: truncated".into());
        }
        let plies = u16::from_le_bytes([bytes[at], bytes[at + 1]]) as usize;
        let result = bytes[at + 2] as i8;
        at += 3;
        if at + 3 * plies > bytes.len() {
            return Err("self-play chunk: truncated".into());
        }
        let mut g = ChunkGame { result, moves: Vec::new(), scores: Vec::new() };
        for p in 0..plies {
            let b = &bytes[at + 3 * p..at + 3 * p + 3];
            g.moves.push(b[0]);
            g.scores.push(i16::from_le_bytes([b[1], b[2]]));
        }
        at += 3 * plies;
        games.push(g);
    }
    if at != bytes.len() {
        return Err("self-play chunk: trailing bytes".into());
    }
    Ok(games)
}

/// The position with the other side to move.
fn other_side(rules: &Rules, pos: &Position) -> Position {
    Position::from_bits(
        rules,
        [pos.side_bits(Color::White), pos.side_bits(Color::Black)],
        pos.king_bits(),
        pos.turn().opponent(),
    )
}

/// The training positions of chunk games: from ply [`FIRST_PLY`] on, quiet
/// for both sides (no capture for the side to move nor for the other side),
/// no won or lost score; at most [`PER_GAME`] per game (evenly spaced over
/// the game's candidates); a position already in `seen` is dropped (and
/// every kept one is added). `game_base` numbers the games.
pub fn chunk_records(
    rules: &Rules,
    games: &[ChunkGame],
    game_base: u32,
    seen: &mut HashSet<(u64, u64, u64, bool)>,
) -> Result<Vec<Record>, String> {
    let mut recs = Vec::new();
    for (gi, g) in games.iter().enumerate() {
        let mut pos = Position::start(rules);
        let mut cand = Vec::new();
        for (ply, (&m, &sc)) in g.moves.iter().zip(&g.scores).enumerate() {
            if ply >= FIRST_PLY
                && (sc as i32).abs() < WIN_BOUND
                && !pos.has_capture(rules)
                && !other_side(rules, &pos).has_capture(rules)
            {
                cand.push(Record {
                    white: pos.side_bits(Color::White),
                    black: pos.side_bits(Color::Black),
                    kings: pos.king_bits(),
                    turn: pos.turn(),
                    result: g.result,
                    score: sc.clamp(-3000, 3000),
                    game: game_base + gi as u32,
                });
            }
            let moves = pos.legal_moves(rules);
            let mv = moves.get(m as usize).ok_or("self-play chunk: bad move index")?;
            pos = pos.play(mv);
        }
        let take = cand.len().min(PER_GAME);
        for k in 0..take {
            let r = cand[k * cand.len() / take];
            if seen.insert((r.white, r.black, r.kings, r.turn == Color::Black)) {
                recs.push(r);
            }
        }
    }
    Ok(recs)
}

/// `selfplay-chunks --variant V --nodes K --seed S --chunks N [--first I]
/// [--games G] [--eval full|learned] [--dir DIR] [--manifest FILE]`:
/// chunks `I..N` (`--first` lets a second process share the work).
/// `selfplay-chunks --from-manifest [--dir DIR] [--manifest FILE]`: every
/// chunk the manifest lists, regenerated where its file is missing and
/// checked against its sha256.
pub fn run_chunks(args: &[String]) -> Result<(), String> {
    if args.iter().any(|a| a == "--from-manifest") {
        let dir = opt(args, "--dir").unwrap_or("build/selfplay");
        let manifest = opt(args, "--manifest").unwrap_or("scripts/results/selfplay.manifest");
        let text = std::fs::read_to_string(manifest).map_err(|e| format!("{manifest}: {e}"))?;
        for line in text.lines().filter(|l| l.starts_with("chunk=")) {
            let get = |k: &str| {
                line.split_whitespace()
                    .find_map(|w| w.strip_prefix(k))
                    .map(str::to_string)
                    .ok_or(format!("{manifest}: no {k} in `{line}`"))
            };
            let index: u32 = get("index=")?.parse().map_err(|_| "manifest: bad index")?;
            let sub: Vec<String> = [
                "--variant",
                &get("variant=")?,
                "--eval",
                &get("eval=")?,
                "--nodes",
                &get("nodes=")?,
                "--seed",
                &get("base_seed=")?,
                "--games",
                &get("games=")?,
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
            run_chunks(&sub)?;
        }
        return Ok(());
    }
    let rules = variant_arg(args)?;
    let variant = opt(args, "--variant").unwrap_or("international");
    let num = |k: &str, d: &str| -> Result<u64, String> {
        opt(args, k).unwrap_or(d).parse().map_err(|_| format!("selfplay-chunks: bad {k}"))
    };
    let nodes = num("--nodes", "5000")?;
    let base = num("--seed", "1")?;
    let chunks = num("--chunks", "1")? as u32;
    let first = num("--first", "0")? as u32;
    let games = num("--games", "1000")? as u32;
    if games == 0 || games > MAX_GAMES {
        return Err(format!("selfplay-chunks: --games is 1..={MAX_GAMES}"));
    }
    let eval_name = opt(args, "--eval").unwrap_or("full");
    let eval = match eval_name {
        "full" => EvalKind::Full,
        "learned" => EvalKind::Learned,
        e => return Err(format!("selfplay-chunks: unknown --eval {e}")),
    };
    let dir = opt(args, "--dir").unwrap_or("build/selfplay");
    let manifest = opt(args, "--manifest").unwrap_or("scripts/results/selfplay.manifest");
    std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    if let Some(d) = std::path::Path::new(manifest).parent() {
        std::fs::create_dir_all(d).map_err(|e| format!("{manifest}: {e}"))?;
    }
    // The commit of the tree when the run starts (the binary's source).
    let commit = crate::sprt::engine_commit();
    let known = std::fs::read_to_string(manifest).unwrap_or_default();
    for i in first..chunks {
        let name = format!("{variant}-{eval_name}-n{nodes}-s{base}-g{games}-{i:04}.sp");
        let path = format!("{dir}/{name}");
        let listed = known.lines().find_map(|l| {
            l.split_whitespace().any(|w| w == format!("chunk={name}")).then(|| {
                l.split_whitespace()
                    .find_map(|w| w.strip_prefix("sha256="))
                    .unwrap_or("")
                    .to_string()
            })
        });
        if let (Some(sum), Ok(bytes)) = (&listed, std::fs::read(&path)) {
            if sha256_hex(&bytes) != *sum {
                return Err(format!("{path}: sha256 differs from the manifest"));
            }
            eprintln!("selfplay-chunks: {name} present");
            continue;
        }
        let seed = chunk_seed(base, i);
        let t0 = Instant::now();
        let bytes = play_chunk(&rules, eval, nodes, seed, games);
        let sum = sha256_hex(&bytes);
        let tmp = format!("{path}.tmp");
        std::fs::write(&tmp, &bytes).map_err(|e| format!("{tmp}: {e}"))?;
        std::fs::rename(&tmp, &path).map_err(|e| format!("{path}: {e}"))?;
        let g = read_chunk(&bytes)?;
        let plies: usize = g.iter().map(|g| g.moves.len()).sum();
        let res = |r: i8| g.iter().filter(|g| g.result == r).count();
        if let Some(old) = listed {
            if old != sum {
                return Err(format!("{path}: regenerated with sha256 {sum}, manifest has {old}"));
            }
            out(&format!("selfplay-chunks: {name} regenerated, sha256 matches the manifest"));
            continue;
        }
        let line = format!(
            "chunk={name} commit={commit} variant={variant} eval={eval_name} nodes={nodes} \
                base_seed={base} index={i} seed={seed} games={games} plies={plies} \
                white/draw/black={}/{}/{} bytes={} sha256={sum} seconds={:.0}",
            res(1),
            res(0),
            res(-1),
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

/// `chunk-fens --variant V --file CHUNK --count N`: the FEN of every k-th
/// training position of a chunk ([`chunk_records`]), N in all (fixed test
/// positions).
pub fn run_chunk_fens(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let path = opt(args, "--file").ok_or("chunk-fens: --file CHUNK is required")?;
    let count: usize =
        opt(args, "--count").unwrap_or("200").parse().map_err(|_| "chunk-fens: bad --count")?;
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let recs = chunk_records(&rules, &read_chunk(&bytes)?, 0, &mut HashSet::new())?;
    let step = (recs.len() / count.max(1)).max(1);
    for r in recs.iter().step_by(step).take(count) {
        out(&r.position(&rules).to_fen(&rules));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chunk is alive (games with moves, mixed scores, some training
    /// positions) and the same seed gives the same bytes.
    #[test]
    fn chunk_is_alive_and_reproducible() {
        let rules = Rules::international();
        let a = play_chunk(&rules, EvalKind::Full, 300, 11, 3);
        let b = play_chunk(&rules, EvalKind::Full, 300, 11, 3);
        assert_eq!(sha256_hex(&a), sha256_hex(&b));
        let c = play_chunk(&rules, EvalKind::Full, 300, 12, 3);
        assert_ne!(sha256_hex(&a), sha256_hex(&c));
        let games = read_chunk(&a).unwrap();
        assert_eq!(games.len(), 3);
        assert!(games.iter().all(|g| g.moves.len() > FIRST_PLY));
        assert!(a[12..].iter().any(|&x| x != 0));
        assert!(games.iter().flat_map(|g| &g.scores).any(|&s| s != 0));
        let recs = chunk_records(&rules, &games, 0, &mut HashSet::new()).unwrap();
        assert!(!recs.is_empty() && recs.len() <= 3 * PER_GAME);
        for r in &recs {
            let p = r.position(&rules);
            assert!(!p.has_capture(&rules) && !other_side(&rules, &p).has_capture(&rules));
        }
    }
}
