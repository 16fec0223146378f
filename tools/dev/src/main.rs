//! `draughts-dev`: developer tools around the bot, kept out of the product
//! binary (`draughts`). Run with `cargo run --release -p draughts-dev -- CMD`.
//!
//! * `match --variant V --levels A,B [--games N] [--seed S] [--max-plies P]
//!   [--tune name=value,...]` — a seeded self-play match between two levels
//!   (used by `scripts/level_match.py`); with `--tune`, level A plays with
//!   changed hand-made weights (`scripts/tune_weights.sh`).
//! * `ab --variant V --games N --nodes K --a SPEC --b SPEC`: a match between
//!   two search settings (evaluation, LMR, aspiration, ProbCut, databases,
//!   book), with the score, its 95% interval and Elo.
//! * `sprt --variant V --a SPEC --b SPEC (--nodes K | --ms T) [--elo0 0]
//!   [--elo1 15] [--alpha 0.05] [--beta 0.05] [--max-pairs N] [--seed S]
//!   [--jobs J] [--log FILE]`: a sequential probability ratio test between
//!   two settings (pairs of games on fixed balanced openings, pentanomial
//!   GSPRT), resumable from its log (`sprt.rs`, `scripts/README.md`).
//! * `openings --variant V --out FILE`: the balanced opening sets of
//!   `sprt` (`tools/dev/data/openings/`, `openings.rs`).
//! * `bench [--variant V] [--depth D] [--time MS] [--eval full|learned] [--spec SPEC]` — nodes
//!   per second and time to depth from fixed positions (SPEC: the search settings, as for `ab`).
//! * `search --fen FEN [--variant V] [--play M,...] [--spec SPEC] [--nodes K | --ms T | --depth
//!   D]` — one search of a position (after the moves `--play`) with the given settings (SPEC as for `ab`), every iteration printed:
//!   what a search change does to a position.
//! * `mine --variant V --count N [--seed S] [--nodes N]` — the tactics miner
//!   (`core/engine/tests/data/tactics/`).
//! * `selfplay --variant V --games N --depth D --seed S --out FILE [--eval
//!   full|learned]` and `train --variant V --data FILE|DIR[,...] [--valid
//!   FILE] [--prior N,...] --out FILE`: the learned evaluation's data and
//!   fit (`learn.rs`, `make weights`); `pwstats --file F`: statistics of a
//!   weights file's pattern weights.
//! * `selfplay-chunks --variant V --nodes K --seed S --chunks N`: self-play
//!   in resumable, reproducible chunks of at most 1000 games with a
//!   manifest (`chunks.rs`, `make selfplay`); `chunk-fens --file CHUNK
//!   --count N`: FENs of a chunk's training positions.
//! * `bitbases --variant V --pieces N --out FILE`: the endgame databases by
//!   retrograde analysis (`bbgen.rs`, `make bitbases`).
//! * `book --variant V --positions N --nodes K --out FILE`: an opening book
//!   by drop-out expansion (`bookgen.rs`, `make book`).
//! * `puzzles --variant V --seed S --chunks N [--games G] [--nodes K]` and
//!   `puzzles-pack --variant V [--check]`: the puzzle generator in
//!   resumable, reproducible chunks with a manifest, and the shipped puzzle
//!   files (`puzzles.rs`, `make puzzles`).

use draughts_engine::hub;
use draughts_engine::Level;
use draughts_engine::DEFAULT_TT_MIB;
use draughts_engine::{Limits, Options, Searcher, WIN};
use draughts_game::Outcome;
use draughts_rules::{Position, Rules, Variant};
use std::io::Write;
use std::time::{Duration, Instant};

mod ab;
mod bbgen;
mod bookgen;
mod chunks;
mod learn;
mod openings;
mod puzzles;
mod sprt;

const USAGE: &str =
    "usage: draughts-dev <match|ab|sprt|openings|bench|search|mine|selfplay|selfplay-chunks|chunk-fens|train|pwstats|bitbases|book|puzzles|puzzles-pack> [options] (see the \
        crate doc)";

fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some((cmd, rest)) = argv.split_first() else {
        eprintln!("{USAGE}");
        std::process::exit(2);
    };
    let r = match cmd.as_str() {
        "match" | "tune" => run_match(rest),
        "bench" => run_bench(rest),
        "search" => run_search(rest),
        "mine" => run_mine(rest),
        "selfplay" => learn::run_selfplay(rest),
        "selfplay-chunks" => chunks::run_chunks(rest),
        "chunk-fens" => chunks::run_chunk_fens(rest),
        "train" => learn::run_train(rest),
        "pwstats" => learn::run_pwstats(rest),
        "bitbases" => bbgen::run_bitbases(rest),
        "book" => bookgen::run_book(rest),
        "ab" => ab::run_ab(rest),
        "openings" => openings::run_openings(rest),
        "sprt" => sprt::run_sprt(rest),
        "puzzles" => puzzles::run_puzzles(rest),
        "puzzles-pack" => puzzles::run_pack(rest),
        "puzzles-show" => puzzles::run_show(rest),
        _ => Err(format!("draughts-dev: unknown command `{cmd}`\n{USAGE}")),
    };
    if let Err(e) = r {
        eprintln!("{e}");
        std::process::exit(2);
    }
}

pub(crate) fn out(line: &str) {
    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    let _ = writeln!(lock, "{line}");
    let _ = lock.flush();
}

pub(crate) fn opt<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).map(String::as_str)
}

pub(crate) fn variant_arg(args: &[String]) -> Result<Rules, String> {
    match opt(args, "--variant") {
        Some(v) => v.parse::<Variant>().map(|v| v.rules()).map_err(|e| format!("--variant: {e}")),
        None => Ok(Rules::international()),
    }
}

fn run_match(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let lv = opt(args, "--levels").ok_or("match: --levels A,B is required")?;
    let (a, b) = lv.split_once(',').ok_or("match: --levels A,B")?;
    let a: u8 = a.parse().map_err(|_| "match: bad level")?;
    let b: u8 = b.parse().map_err(|_| "match: bad level")?;
    let games: u32 =
        opt(args, "--games").unwrap_or("40").parse().map_err(|_| "match: bad --games")?;
    let seed: u64 = opt(args, "--seed").unwrap_or("1").parse().map_err(|_| "match: bad --seed")?;
    let max_plies: usize =
        opt(args, "--max-plies").unwrap_or("300").parse().map_err(|_| "match: bad --max-plies")?;
    // `--tune name=value,name=value`: level A plays with changed weights.
    let weights = match opt(args, "--tune") {
        Some(spec) => {
            let mut w = draughts_engine::Weights::for_rules(&rules);
            for kv in spec.split(',') {
                let (k, v) = kv.split_once('=').ok_or("match: --tune name=value")?;
                w.set(k, v.parse().map_err(|_| "match: --tune value")?)?;
            }
            Some(w)
        }
        None => None,
    };
    let t0 = Instant::now();
    let r = draughts_engine::level_match_with(
        &rules,
        a,
        b,
        weights,
        games,
        seed,
        max_plies,
        &mut |g, a_white, o, plies| {
            let res = match o {
                Outcome::WhiteWins => "1-0",
                Outcome::BlackWins => "0-1",
                Outcome::Draw => "draw",
            };
            let (w, bl) = if a_white { (a, b) } else { (b, a) };
            out(&format!("game {g} white=L{w} black=L{bl} result={res} plies={plies}"));
        },
    );
    out(&format!(
        "match variant={} a=L{a} b=L{b} games={} wins={} draws={} losses={} score={:.1}% \
            seconds={:.0}",
        rules.base,
        r.games,
        r.wins,
        r.draws,
        r.losses,
        100.0 * r.score(),
        t0.elapsed().as_secs_f64()
    ));
    Ok(())
}

/// Fixed benchmark positions per board size (start, and a middle game).
fn bench_positions(rules: &Rules) -> Vec<Position> {
    let mut v = vec![Position::start(rules)];
    let fens: &[&str] = if rules.geometry().side == 10 {
        &[
            "W:W27,28,31,32,33,34,36,37,38,39,40,41,42,43,44,45,47,48:B2,3,4,6,7,8,9,11,12,13,14,\
                16,17,18,19,21,22,23",
            "B:W25,26,27,29,30,32,33,34,35,36,37,38,39,40,42,43:B3,4,6,7,8,9,10,12,13,14,16,17,18,\
                19,20,23",
        ]
    } else if rules.numbering == draughts_rules::Numbering::Algebraic {
        &["W:Wa1,c1,e1,b2,f2,h2,c3,g3,d4:Bb8,d8,h8,a7,c7,e7,g7,b6,f6,e5"]
    } else {
        &["W:W21,22,23,24,25,26,27,29,30,31:B1,2,3,5,6,7,9,10,11,12"]
    };
    for f in fens {
        if let Ok(p) = Position::from_fen(rules, f) {
            v.push(p);
        }
    }
    v
}

fn run_bench(args: &[String]) -> Result<(), String> {
    let variants: Vec<Variant> = match opt(args, "--variant") {
        Some(v) => vec![v.parse::<Variant>().map_err(|e| format!("--variant: {e}"))?],
        None => Variant::ALL.to_vec(),
    };
    let ms: u64 = opt(args, "--time").unwrap_or("1000").parse().map_err(|_| "bench: bad --time")?;
    let depth: u32 =
        opt(args, "--depth").unwrap_or("10").parse().map_err(|_| "bench: bad --depth")?;
    let eval = match opt(args, "--eval").unwrap_or("learned") {
        "full" => draughts_engine::EvalKind::Full,
        "learned" => draughts_engine::EvalKind::Learned,
        e => return Err(format!("bench: unknown --eval {e}")),
    };
    // The search settings to measure (an `ab` SPEC; its limits are unused).
    let spec = ab::parse_spec(opt(args, "--spec").unwrap_or(""), 0, 0)
        .map_err(|e| format!("bench: --spec: {e}"))?;
    let opts = Options { eval, ..spec.opts };
    out("variant        pos  depth-in-time  nodes      Mnps   time-to-depth");
    for v in variants {
        let rules = v.rules();
        for (i, p) in bench_positions(&rules).iter().enumerate() {
            let mut s = Searcher::new(rules, DEFAULT_TT_MIB, opts.clone());
            let r =
                s.search_root(p, &[], &Limits::time(Duration::from_millis(ms)), None, &mut |_| {});
            let mnps = r.nodes as f64 / r.time.as_secs_f64().max(1e-9) / 1e6;
            s.new_game();
            let t = Instant::now();
            let r2 = s.search_root(p, &[], &Limits::depth(depth), None, &mut |_| {});
            out(&format!(
                "{:<14} {:>3}  {:>13}  {:>9}  {:>5.2}   d{} in {:.3}s ({} nodes)",
                v.name(),
                i,
                r.depth,
                r.nodes,
                mnps,
                r2.depth,
                t.elapsed().as_secs_f64(),
                r2.nodes
            ));
        }
    }
    Ok(())
}

/// `search --fen FEN [--variant V] [--play M1,M2] [--spec SPEC] [--nodes K | --ms T | --depth
/// D]`: the position after the moves `--play` (Hub form), searched.
fn run_search(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let fen = opt(args, "--fen").ok_or("search: --fen is required")?;
    let mut pos = Position::from_fen(&rules, fen).map_err(|e| format!("search: --fen: {e}"))?;
    // `--play M1,M2`: moves (Hub form) played first, to search a reply.
    for m in opt(args, "--play").unwrap_or("").split(',').filter(|m| !m.is_empty()) {
        let mv =
            hub::parse_move(&rules, &pos, m).map_err(|e| format!("search: --play {m}: {e}"))?;
        pos = pos.play(&mv);
    }
    let num = |k: &str| -> Result<u64, String> {
        opt(args, k).unwrap_or("0").parse().map_err(|_| format!("search: bad {k}"))
    };
    let (nodes, ms, depth) = (num("--nodes")?, num("--ms")?, num("--depth")?);
    let spec = ab::parse_spec(opt(args, "--spec").unwrap_or(""), nodes.max(1), ms)
        .map_err(|e| format!("search: --spec: {e}"))?;
    let limits = if depth > 0 { Limits::depth(depth as u32) } else { spec.limits.clone() };
    let mut s = spec.searcher(&rules);
    let text = |pv: &[draughts_rules::Move]| {
        let mut p = pos;
        let mut v = Vec::new();
        for m in pv {
            v.push(hub::format_move(&rules, m));
            p = p.play(m);
        }
        v.join(" ")
    };
    let r = s.search_root(&pos, &[], &limits, None, &mut |i| {
        out(&format!(
            "d{} sd{} score {} nodes {} pv {}",
            i.depth,
            i.seldepth,
            i.score,
            i.nodes,
            text(&i.pv)
        ));
    });
    let best = r.best.map_or("-".into(), |m| hub::format_move(&rules, &m));
    out(&format!(
        "best {best} score {} depth {} nodes {} ms {} bb {} pv {}",
        r.score,
        r.depth,
        r.nodes,
        r.time.as_millis(),
        s.bb_hits,
        text(&r.pv)
    ));
    Ok(())
}

/// Material of the side to move minus the opponent's, in centi-men (man 100,
/// king 300 on 10x10 or with flying kings, else 150).
fn material(rules: &Rules, pos: &Position) -> i32 {
    let k = if rules.flying_kings { 300 } else { 150 };
    let (us, them) = (pos.turn(), pos.turn().opponent());
    let (a, ak) = pos.count(us);
    let (b, bk) = pos.count(them);
    (a - ak) as i32 * 100 + ak as i32 * k - (b - bk) as i32 * 100 - bk as i32 * k
}

/// `draughts-dev mine --variant V --count N [--seed S]`: finds tactical
/// positions in seeded games between weak levels. A position is kept when
/// (1) neither side has a capture pending, (2) a deep search (3 M nodes)
/// scores it at least 0.9 man above the current material, (3) playing out
/// that search's principal variation to a quiet position really gains at
/// least one man, (4) every other move, searched separately (1 M nodes), is
/// at least 0.8 man worse, and (5) a 2-ply search does not already see the
/// gain. Prints `FEN | move | note` lines for `core/engine/tests/data/tactics/`.
fn run_mine(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let count: usize =
        opt(args, "--count").unwrap_or("30").parse().map_err(|_| "mine: bad --count")?;
    let seed: u64 = opt(args, "--seed").unwrap_or("1").parse().map_err(|_| "mine: bad --seed")?;
    let deep_nodes: u64 =
        opt(args, "--nodes").unwrap_or("3000000").parse().map_err(|_| "mine: bad --nodes")?;
    let mut found = 0;
    let mut seen = std::collections::HashSet::new();
    let mut deep = Searcher::new(rules, 16, Options::default());
    let mut game = 0u64;
    while found < count && game < 2000 {
        game += 1;
        let ops =
            draughts_engine::openings(&rules, 1, 4, 60, seed.wrapping_mul(7919).wrapping_add(game));
        let mut pos = Position::start(&rules);
        for m in ops.first().into_iter().flatten() {
            pos = pos.play(m);
        }
        let mut a = Searcher::new(rules, 2, Options::default());
        let lv = [Level::get(2), Level::get(3)];
        for ply in 0..160u64 {
            let legal = pos.legal_moves(&rules);
            if legal.is_empty() {
                break;
            }
            let quiet_here = !pos.has_capture(&rules)
                && !pos.with_turn(pos.turn().opponent()).has_capture(&rules);
            if quiet_here && legal.len() > 1 && ply >= 6 && seen.insert(pos.hash()) {
                if let Some(line) = check_tactic(&rules, &pos, &mut deep, deep_nodes) {
                    out(&line);
                    found += 1;
                    if found >= count {
                        break;
                    }
                }
            }
            let l = lv[(ply % 2) as usize];
            a.set_options(
                l.options(ply as u32 + 10, seed ^ game.wrapping_mul(31).wrapping_add(ply)),
            );
            let r = a.search_root(&pos, &[], &l.limits(), None, &mut |_| {});
            pos = pos.play(&r.best.unwrap_or(legal[0]));
        }
    }
    eprintln!("mined {found} positions from {game} games");
    Ok(())
}

fn check_tactic(
    rules: &Rules,
    pos: &Position,
    deep: &mut Searcher,
    deep_nodes: u64,
) -> Option<String> {
    let m0 = material(rules, pos);
    // Cheap filter first: a 2-ply search must not see the gain.
    let mut shallow = Searcher::new(*rules, 1, Options { qs_threats: false, ..Options::default() });
    let s2 = shallow.search_root(pos, &[], &Limits::depth(2), None, &mut |_| {});
    if s2.score >= m0 + 60 {
        return None;
    }
    let quick = deep.search_root(pos, &[], &Limits::nodes(30_000), None, &mut |_| {});
    if quick.score < m0 + 80 {
        return None;
    }
    deep.new_game();
    let r = deep.search_root(pos, &[], &Limits::nodes(deep_nodes), None, &mut |_| {});
    if r.score < m0 + 90 || r.score.abs() > draughts_engine::WIN_BOUND || s2.score >= m0 + 60 {
        return None;
    }
    let best = r.best?;
    // Play out the PV until quiet and measure the real material change.
    let mut p = *pos;
    let mut plies = 0;
    for m in &r.pv {
        if !p.legal_moves(rules).contains(m) {
            return None;
        }
        p = p.play(m);
        plies += 1;
    }
    while p.has_capture(rules) {
        let mut s = Searcher::new(*rules, 1, Options::default());
        let q = s.search_root(&p, &[], &Limits::depth(2), None, &mut |_| {});
        p = p.play(&q.best?);
        plies += 1;
    }
    let m1 = material(rules, &p) * if plies % 2 == 0 { 1 } else { -1 };
    if m1 < m0 + 100 {
        return None;
    }
    // Unique: every other move is clearly worse.
    let mut second = -WIN;
    for m in pos.legal_moves(rules) {
        if m == best {
            continue;
        }
        let child = pos.play(&m);
        let mut s = Searcher::new(*rules, 8, Options::default());
        let q = s.search_root(&child, &[*pos], &Limits::nodes(deep_nodes / 3), None, &mut |_| {});
        second = second.max(-q.score);
        if second > r.score - 80 {
            return None;
        }
    }
    let pv: Vec<String> = r.pv.iter().map(|m| hub::format_move(rules, m)).collect();
    Some(format!(
        "{} | {} | gain {:+.2} men (search {:+.2}, material {:+.2}), next best {:+.2}, 2-ply \
            {:+.2}; pv {}",
        pos.to_fen(rules),
        hub::format_move(rules, &best),
        (m1 - m0) as f64 / 100.0,
        r.score as f64 / 100.0,
        m0 as f64 / 100.0,
        second as f64 / 100.0,
        s2.score as f64 / 100.0,
        pv.join(" ")
    ))
}
