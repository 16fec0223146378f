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
//! * `bench [--variant V] [--depth D] [--time MS] [--eval full|learned]` — nodes per second and
//!   time to depth from fixed positions.
//! * `mine --variant V --count N [--seed S] [--nodes N]` — the tactics miner
//!   (`core/engine/tests/data/tactics/`).
//! * `selfplay --variant V --games N --depth D --seed S --out FILE [--eval
//!   full|learned]` and `train --variant V --data FILE[,FILE] --out FILE`:
//!   the learned evaluation's data and fit (`learn.rs`, `make weights`).
//! * `bitbases --variant V --pieces N --out FILE`: the endgame databases by
//!   retrograde analysis (`bbgen.rs`, `make bitbases`).
//! * `book --variant V --positions N --nodes K --out FILE`: an opening book
//!   by drop-out expansion (`bookgen.rs`, `make book`).

use draughts_engine::hub;
use draughts_engine::Level;
use draughts_engine::DEFAULT_TT_MIB;
use draughts_engine::{Limits, Options, Searcher, WIN};
use draughts_game::Outcome;
use draughts_rules::{Position, Rules, Variant};
use std::io::Write;
use std::time::{Duration, Instant};

mod bbgen;
mod bookgen;
mod learn;

const USAGE: &str =
    "usage: draughts-dev <match|ab|bench|mine|selfplay|train|bitbases|book> [options] (see the \
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
        "mine" => run_mine(rest),
        "selfplay" => learn::run_selfplay(rest),
        "train" => learn::run_train(rest),
        "bitbases" => bbgen::run_bitbases(rest),
        "book" => bookgen::run_book(rest),
        "ab" => run_ab(rest),
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
    out("variant        pos  depth-in-time  nodes      Mnps   time-to-depth");
    for v in variants {
        let rules = v.rules();
        for (i, p) in bench_positions(&rules).iter().enumerate() {
            let mut s =
                Searcher::new(rules, DEFAULT_TT_MIB, Options { eval, ..Options::default() });
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

/// `ab --variant V --games N --nodes K [--ms T] [--seed S] --a SPEC --b SPEC`:
/// a seeded self-play match between two search settings (SPEC: comma list
/// of `eval=full|learned|basic|simple`, `lmr=0|1`, `aspiration=0|1`,
/// `probcut=0|1`, `bitbases=0|1`, `book=0|1`, `threats=0|1`,
/// `extensions=0|1`, `margin=CM`, `temperature=CM`, and `nodes=N` for this
/// side alone), at a fixed node count per
/// move (a machine-independent stand-in for time) or a fixed time
/// (`--ms`). Openings: 4 random plies (10x10) or 3 (8x8) that a short
/// search scores within 0.3 man, each played with both colours. The game
/// record referees; adjudication as in `draughts_engine::play_game`.
fn run_ab(args: &[String]) -> Result<(), String> {
    use draughts_engine::EvalKind;
    let rules = variant_arg(args)?;
    let num = |k: &str, d: &str| -> Result<u64, String> {
        opt(args, k).unwrap_or(d).parse().map_err(|_| format!("ab: bad {k}"))
    };
    let games = num("--games", "100")? as u32;
    let nodes = num("--nodes", "20000")?;
    let ms = num("--ms", "0")?;
    let seed = num("--seed", "1")?;
    let spec = |s: &str| -> Result<(Options, u32, Option<u64>), String> {
        let mut o = Options::default();
        let mut book = 0;
        let mut own_nodes = None;
        for kv in s.split(',').filter(|x| !x.is_empty()) {
            let (k, v) = kv.split_once('=').ok_or("ab: SPEC is name=value,...")?;
            let on = v == "1";
            match k {
                "eval" => {
                    o.eval = match v {
                        "full" => EvalKind::Full,
                        "learned" => EvalKind::Learned,
                        "basic" => EvalKind::Basic,
                        "simple" => EvalKind::Simple,
                        _ => return Err(format!("ab: eval {v}")),
                    }
                }
                "lmr" => o.lmr = on,
                "aspiration" => o.aspiration = on,
                "probcut" => o.probcut = on,
                "bitbases" => o.bitbases = on,
                "book" => book = if on { 40 } else { 0 },
                "threats" => o.qs_threats = on,
                "extensions" => o.extensions = on,
                "margin" => o.margin = v.parse().map_err(|_| "ab: margin")?,
                "temperature" => o.temperature = v.parse().map_err(|_| "ab: temperature")?,
                "nodes" => own_nodes = Some(v.parse().map_err(|_| "ab: nodes")?),
                _ => return Err(format!("ab: unknown setting {k}")),
            }
        }
        Ok((o, book, own_nodes))
    };
    let (oa, book_a, nodes_a) = spec(opt(args, "--a").unwrap_or(""))?;
    let (ob, book_b, nodes_b) = spec(opt(args, "--b").unwrap_or(""))?;
    let limits = |own: Option<u64>| {
        if let Some(n) = own {
            Limits::nodes(n)
        } else if ms > 0 {
            Limits::move_time(Duration::from_millis(ms))
        } else {
            Limits::nodes(nodes)
        }
    };
    let (limits_a, limits_b) = (limits(nodes_a), limits(nodes_b));
    let plies = if rules.geometry().side == 10 { 4 } else { 3 };
    let ops = draughts_engine::openings(&rules, (games as usize).div_ceil(2), plies, 30, seed);
    let mut sa = Searcher::new(rules, 16, oa.clone());
    let mut sb = Searcher::new(rules, 16, ob.clone());
    let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
    let mut pairs = [0u32; 5];
    let t0 = Instant::now();
    let mut g = 0;
    for op in &ops {
        let mut start = Position::start(&rules);
        for m in op {
            start = start.play(m);
        }
        let mut pair = 0;
        for a_white in [true, false] {
            if g >= games {
                break;
            }
            g += 1;
            let gs = seed ^ (g as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let out_ = ab_game(
                &rules,
                &start,
                a_white,
                (&mut sa, &oa, book_a, &limits_a),
                (&mut sb, &ob, book_b, &limits_b),
                gs,
            );
            let a_score = match (out_, a_white) {
                (Outcome::Draw, _) => 1,
                (Outcome::WhiteWins, true) | (Outcome::BlackWins, false) => 2,
                _ => 0,
            };
            match a_score {
                2 => w += 1,
                1 => d += 1,
                _ => l += 1,
            }
            pair += a_score;
        }
        pairs[pair as usize] += 1;
        eprintln!("ab: {g} games +{w} ={d} -{l} ({:.0}s)", t0.elapsed().as_secs_f64());
    }
    let n = (w + d + l).max(1) as f64;
    let score = (w as f64 + d as f64 / 2.0) / n;
    // 95% interval from the per-game variance.
    let var = (w as f64 * (1.0 - score).powi(2)
        + d as f64 * (0.5 - score).powi(2)
        + l as f64 * score.powi(2))
        / n;
    let half = 1.96 * (var / n).sqrt();
    let elo = |s: f64| -400.0 * (1.0 / s.clamp(1e-3, 1.0 - 1e-3) - 1.0).log10();
    out(&format!(
        "ab variant={} a=[{}] b=[{}] games={} +{w} ={d} -{l} score={:.1}% (95%: {:.1}-{:.1}) \
            elo={:+.0} ({:+.0}..{:+.0}) pairs(0..4)={:?} seconds={:.0}",
        rules.base,
        opt(args, "--a").unwrap_or(""),
        opt(args, "--b").unwrap_or(""),
        w + d + l,
        100.0 * score,
        100.0 * (score - half),
        100.0 * (score + half),
        elo(score),
        elo(score - half),
        elo(score + half),
        pairs,
        t0.elapsed().as_secs_f64()
    ));
    Ok(())
}

/// One side of an `ab` game: searcher, options, book plies, limits.
type Side<'a> = (&'a mut Searcher, &'a Options, u32, &'a Limits);

fn ab_game(
    rules: &Rules,
    start: &Position,
    a_white: bool,
    (sa, oa, book_a, la): Side,
    (sb, ob, book_b, lb): Side,
    seed: u64,
) -> Outcome {
    let mut game = draughts_game::Game::from_position(*rules, *start);
    let mut history: Vec<Position> = Vec::new();
    let (mut winning, mut quiet) = (0i32, 0);
    sa.new_game();
    sb.new_game();
    for ply in 0..300u32 {
        if let Some(r) = game.result() {
            return r.outcome;
        }
        let pos = game.position();
        let a_to_move = (pos.turn() == draughts_rules::Color::White) == a_white;
        let (s, o, book, limits) =
            if a_to_move { (&mut *sa, oa, book_a, la) } else { (&mut *sb, ob, book_b, lb) };
        let mut o = o.clone();
        o.seed = seed.wrapping_add(ply as u64);
        o.book_plies = book;
        o.book_margin = 8;
        o.book_temperature = 3;
        s.set_options(o);
        let r =
            s.search_with_draw(&pos, &history, Some(game.draw_state()), limits, None, &mut |_| {});
        let Some(m) = r.best else { break };
        let white = if pos.turn() == draughts_rules::Color::White { r.score } else { -r.score };
        if r.depth > 0 && pos.legal_moves(rules).len() > 1 {
            winning = if white >= 300 {
                winning.max(0) + 1
            } else if white <= -300 {
                winning.min(0) - 1
            } else {
                0
            };
            if winning >= 4 {
                return Outcome::WhiteWins;
            }
            if winning <= -4 {
                return Outcome::BlackWins;
            }
            if pos.occupied().count_ones() <= 8 && white.abs() <= 30 {
                quiet += 1;
                if quiet >= 20 {
                    return Outcome::Draw;
                }
            } else {
                quiet = 0;
            }
        }
        game.play(&m).map_err(|_| ()).expect("legal");
        history.push(pos);
    }
    game.result().map_or(Outcome::Draw, |r| r.outcome)
}
