//! In-process matches between two search settings: the `ab` command, and
//! the pieces that `sprt` shares with it (the SPEC syntax, one game).
//!
//! Both sides run in this process, one search at a time, so machine load
//! hits them alike; at a fixed node count a game is reproducible.

use crate::{opt, out, variant_arg};
use draughts_engine::{play_out, Adjudication, EvalKind, Limits, Lmr, Options, ProbCut, Searcher};
use draughts_game::Outcome;
use draughts_rules::{Color, Position, Rules};
use std::time::{Duration, Instant};

/// One side of a match: its search options, book plies and limits.
#[derive(Clone, Debug)]
pub(crate) struct Engine {
    /// Search options (the seed is set per move).
    pub opts: Options,
    /// Book plies (0: no book; `book=1`: 40, the top level's).
    pub book: u32,
    /// Limits of every move.
    pub limits: Limits,
    /// Pattern weights read from a file (`weights=FILE`) instead of the
    /// built-in ones.
    pub pattern_weights: Option<&'static draughts_engine::pattern::PatternWeights>,
}

impl Engine {
    /// A searcher for this side (16 MiB table).
    pub fn searcher(&self, rules: &Rules) -> Searcher {
        let mut s = Searcher::new(*rules, 16, self.opts.clone());
        if let Some(w) = self.pattern_weights {
            s.set_pattern_weights(w);
        }
        s
    }
}

/// Reads a SPEC: a comma list of `eval=full|learned|basic|simple`,
/// `lmr=0|1|scan` (off, [`Lmr::NonPv`], [`Lmr::Scan`]), `aspiration=0|1`,
/// `probcut=0|1|scan` (off, [`ProbCut::Wide`], [`ProbCut::Scan`]),
/// `bitbases=0|1`, `book=0|1`,
/// `threats=0|1`, `qspromo=0|1` ([`Options::qs_promotions`]), `extensions=0|1`,
/// `margin=CM`, `temperature=CM`,
/// `weights=FILE` (the learned evaluation with the pattern weights of a
/// weights file instead of the built-in ones), and `nodes=N` for this side
/// alone. Without `nodes=`, a move gets `ms`
/// milliseconds if `ms > 0`, else `nodes` nodes. The rest is
/// `Options::default()` (the top level's search, learned evaluation).
pub(crate) fn parse_spec(s: &str, nodes: u64, ms: u64) -> Result<Engine, String> {
    let mut o = Options::default();
    let mut book = 0;
    let mut own_nodes = None;
    let mut pattern_weights = None;
    for kv in s.split(',').filter(|x| !x.is_empty()) {
        let (k, v) = kv.split_once('=').ok_or("SPEC is name=value,...")?;
        let on = v == "1";
        match k {
            "eval" => {
                o.eval = match v {
                    "full" => EvalKind::Full,
                    "learned" => EvalKind::Learned,
                    "basic" => EvalKind::Basic,
                    "simple" => EvalKind::Simple,
                    _ => return Err(format!("SPEC: eval {v}")),
                }
            }
            "lmr" => {
                o.lmr = match v {
                    "0" => Lmr::Off,
                    "1" => Lmr::NonPv,
                    "scan" => Lmr::Scan,
                    _ => return Err(format!("SPEC: lmr {v}")),
                }
            }
            "aspiration" => o.aspiration = on,
            "probcut" => {
                o.probcut = match v {
                    "0" => ProbCut::Off,
                    "1" => ProbCut::Wide,
                    "scan" => ProbCut::Scan,
                    _ => return Err(format!("SPEC: probcut {v}")),
                }
            }
            "bitbases" => o.bitbases = on,
            "book" => book = if on { 40 } else { 0 },
            "threats" => o.qs_threats = on,
            "qspromo" => o.qs_promotions = on,
            "extensions" => o.extensions = on,
            "margin" => o.margin = v.parse().map_err(|_| "SPEC: margin")?,
            "temperature" => o.temperature = v.parse().map_err(|_| "SPEC: temperature")?,
            "nodes" => own_nodes = Some(v.parse().map_err(|_| "SPEC: nodes")?),
            "weights" => {
                let bytes = std::fs::read(v).map_err(|e| format!("SPEC: weights {v}: {e}"))?;
                let w = draughts_engine::pattern::PatternWeights::from_bytes(&bytes)
                    .map_err(|e| format!("SPEC: weights {v}: {e}"))?;
                pattern_weights = Some(&*Box::leak(Box::new(w)));
            }
            _ => return Err(format!("SPEC: unknown setting {k}")),
        }
    }
    let limits = if let Some(n) = own_nodes {
        Limits::nodes(n)
    } else if ms > 0 {
        Limits::move_time(Duration::from_millis(ms))
    } else {
        Limits::nodes(nodes)
    };
    Ok(Engine { opts: o, book, limits, pattern_weights })
}

/// The starting position of an opening (moves from the start position).
pub(crate) fn opening_position(rules: &Rules, moves: &[draughts_rules::Move]) -> Position {
    let mut p = Position::start(rules);
    for m in moves {
        p = p.play(m);
    }
    p
}

/// `ab --variant V --games N --nodes K [--ms T] [--seed S] --a SPEC --b SPEC`:
/// a seeded self-play match between two search settings (SPEC: see
/// [`parse_spec`]), at a fixed node count per move (a machine-independent
/// stand-in for time) or a fixed time (`--ms`). Openings: 4 random plies
/// (10x10) or 3 (8x8) that a short search scores within 0.3 man, each
/// played with both colours. The game record referees; adjudication as in
/// [`play_game`].
pub(crate) fn run_ab(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let num = |k: &str, d: &str| -> Result<u64, String> {
        opt(args, k).unwrap_or(d).parse().map_err(|_| format!("ab: bad {k}"))
    };
    let games = num("--games", "100")? as u32;
    let nodes = num("--nodes", "20000")?;
    let ms = num("--ms", "0")?;
    let seed = num("--seed", "1")?;
    let ea =
        parse_spec(opt(args, "--a").unwrap_or(""), nodes, ms).map_err(|e| format!("ab: {e}"))?;
    let eb =
        parse_spec(opt(args, "--b").unwrap_or(""), nodes, ms).map_err(|e| format!("ab: {e}"))?;
    let plies = if rules.geometry().side == 10 { 4 } else { 3 };
    let ops = draughts_engine::openings(&rules, (games as usize).div_ceil(2), plies, 30, seed);
    let mut sa = ea.searcher(&rules);
    let mut sb = eb.searcher(&rules);
    let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
    let mut pairs = [0u32; 5];
    let t0 = Instant::now();
    let mut g = 0;
    for op in &ops {
        let start = opening_position(&rules, op);
        let mut pair = 0;
        for a_white in [true, false] {
            if g >= games {
                break;
            }
            g += 1;
            let gs = seed ^ (g as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let out_ = play_game(&rules, &start, a_white, (&mut sa, &ea), (&mut sb, &eb), gs);
            let a_score = a_points(out_, a_white);
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

/// Logistic Elo of a score (clamped to 0.1%..99.9%).
pub(crate) fn elo(s: f64) -> f64 {
    -400.0 * (1.0 / s.clamp(1e-3, 1.0 - 1e-3) - 1.0).log10()
}

/// Engine A's points in half-points (win 2, draw 1, loss 0).
pub(crate) fn a_points(o: Outcome, a_white: bool) -> u32 {
    match (o, a_white) {
        (Outcome::Draw, _) => 1,
        (Outcome::WhiteWins, true) | (Outcome::BlackWins, false) => 2,
        _ => 0,
    }
}

/// One game from `start` between engine A (White if `a_white`) and engine
/// B, each with its own searcher (cleared first). Both search with the
/// game's draw counters; the seed of a move is `seed` plus its ply; a side
/// with `book > 0` plays the book with the top level's margin (0.08 man,
/// temperature 3). The game record referees (every draw rule of the
/// variant); adjudication keeps games short: a side that the searches
/// (both engines, in turn) score at +3 men or more for 4 searched moves in
/// a row wins; at most 8 pieces scored within 0.3 man for 20 searched moves
/// is a draw; 300 plies is a draw.
pub(crate) fn play_game(
    rules: &Rules,
    start: &Position,
    a_white: bool,
    (sa, ea): (&mut Searcher, &Engine),
    (sb, eb): (&mut Searcher, &Engine),
    seed: u64,
) -> Outcome {
    sa.new_game();
    sb.new_game();
    let mut search = |ply: u32, game: &draughts_game::Game, history: &[Position]| {
        let pos = game.position();
        let a_to_move = (pos.turn() == Color::White) == a_white;
        let (s, e) = if a_to_move { (&mut *sa, ea) } else { (&mut *sb, eb) };
        let mut o = e.opts.clone();
        o.seed = seed.wrapping_add(ply as u64);
        o.book_plies = e.book;
        o.book_margin = 8;
        o.book_temperature = 3;
        s.set_options(o);
        s.search_with_draw(&pos, history, Some(game.draw_state()), &e.limits, None, &mut |_| {})
    };
    let adjudication = Adjudication { searched_only: true, ..Adjudication::MATCH };
    play_out(rules, start, 300, &adjudication, &mut search, &mut |_| {}).0
}
