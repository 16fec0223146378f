//! `draughts-dev sprt`: a sequential test between two search settings, so
//! that every engine change is a measured decision.
//!
//! Engine A (`--a SPEC`) plays engine B (`--b SPEC`, the SPEC syntax of
//! `ab`: [`crate::ab::parse_spec`]) in pairs of games: one opening from
//! the variant's fixed balanced set ([`crate::openings`]), played once
//! with A as White and once with A as Black, by the same game loop as `ab`
//! ([`crate::ab::play_game`]). A pair scores 0, 0.5, 1, 1.5 or 2 for A
//! (pentanomial counts); after each pair the generalized SPRT
//! log-likelihood ratio (LLR) of H1 "A is elo1 stronger" against H0 "A is
//! elo0 stronger" (logistic Elo) is compared with the bounds
//! ln(beta/(1-alpha)) and ln((1-beta)/alpha), and the test stops when it
//! leaves them, or at `--max-pairs`.
//!
//! The log (`--log FILE`) starts with the settings and the engine commit,
//! then one line per finished pair, appended and flushed; running the same
//! command again resumes from the pairs already there (other settings are
//! refused). Pair `i` always uses the same opening (a seeded shuffle of the
//! set) and the same search seeds, so at fixed nodes a pair's result does
//! not depend on `--jobs`, on the other pairs or on an interruption.

use crate::ab::{self, Engine};
use crate::openings::{self, Openings};
use crate::{opt, out, variant_arg};
use draughts_rules::{Rules, Variant};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::sync::mpsc;
use std::sync::Mutex;
use std::time::Instant;

/// One finished pair, from engine A's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pair {
    /// Pair number (from 0): it fixes the opening and the seeds.
    pub index: usize,
    /// Line of the opening in its file (from 0, comments skipped).
    pub opening: usize,
    /// A's half-points with White: 2 win, 1 draw, 0 loss.
    pub a_white: u32,
    /// A's half-points with Black.
    pub a_black: u32,
}

impl Pair {
    /// The pair's score in half-points (0..=4), the pentanomial index.
    pub fn points(&self) -> usize {
        (self.a_white + self.a_black) as usize
    }

    /// The log line of this pair.
    fn line(&self) -> String {
        format!(
            "pair={} opening={} a_white={} a_black={} points={}",
            self.index,
            self.opening,
            word(self.a_white),
            word(self.a_black),
            self.points() as f64 / 2.0
        )
    }

    /// Reads a log line written by [`Pair::line`].
    fn parse(line: &str) -> Option<Pair> {
        let mut kv: BTreeMap<&str, &str> = BTreeMap::new();
        for t in line.split_whitespace() {
            let (k, v) = t.split_once('=')?;
            kv.insert(k, v);
        }
        let p = Pair {
            index: kv.get("pair")?.parse().ok()?,
            opening: kv.get("opening")?.parse().ok()?,
            a_white: half_points(kv.get("a_white")?)?,
            a_black: half_points(kv.get("a_black")?)?,
        };
        let points: f64 = kv.get("points")?.parse().ok()?;
        (points * 2.0 == p.points() as f64).then_some(p)
    }
}

fn word(half_points: u32) -> &'static str {
    match half_points {
        2 => "win",
        1 => "draw",
        _ => "loss",
    }
}

fn half_points(w: &str) -> Option<u32> {
    match w {
        "win" => Some(2),
        "draw" => Some(1),
        "loss" => Some(0),
        _ => None,
    }
}

/// Pair and game counts of a test.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Pairs by A's score: 0, 0.5, 1, 1.5, 2.
    pub penta: [u64; 5],
    /// A's wins, draws and losses over the games.
    pub wins: u64,
    /// Draws.
    pub draws: u64,
    /// A's losses.
    pub losses: u64,
}

impl Tally {
    /// Counts one pair.
    pub fn add(&mut self, p: &Pair) {
        self.penta[p.points()] += 1;
        for g in [p.a_white, p.a_black] {
            match g {
                2 => self.wins += 1,
                1 => self.draws += 1,
                _ => self.losses += 1,
            }
        }
    }

    /// Pairs counted.
    pub fn pairs(&self) -> u64 {
        self.penta.iter().sum()
    }

    /// A's score per game, 0..1 (0.5 with no pairs).
    pub fn score(&self) -> f64 {
        mean_var(&self.penta.map(|c| c as f64)).0
    }

    /// The score's 95% interval, from the variance of the pair scores
    /// (pentanomial: the two games of a pair are not independent).
    pub fn interval(&self) -> (f64, f64) {
        let n = self.pairs() as f64;
        let (s, var) = mean_var(&self.penta.map(|c| c as f64));
        let half = if n > 0.0 { 1.96 * (var / n).sqrt() } else { 0.5 };
        (s - half, s + half)
    }
}

/// Mean and variance of the pair score (i/4 for count i, so 0..1) over
/// pentanomial counts (not necessarily whole numbers).
fn mean_var(counts: &[f64; 5]) -> (f64, f64) {
    let n: f64 = counts.iter().sum();
    if n <= 0.0 {
        return (0.5, 0.0);
    }
    let mean = counts.iter().enumerate().map(|(i, c)| c * i as f64 / 4.0).sum::<f64>() / n;
    let var =
        counts.iter().enumerate().map(|(i, c)| c * (i as f64 / 4.0 - mean).powi(2)).sum::<f64>()
            / n;
    (mean, var)
}

/// The expected score of a side `elo` logistic Elo stronger.
pub(crate) fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The SPRT bounds on the LLR: (ln(beta/(1-alpha)), ln((1-beta)/alpha)).
pub(crate) fn bounds(alpha: f64, beta: f64) -> (f64, f64) {
    ((beta / (1.0 - alpha)).ln(), ((1.0 - beta) / alpha).ln())
}

/// The generalized SPRT log-likelihood ratio of H1 (A is `elo1` logistic
/// Elo stronger) against H0 (`elo0`) for pentanomial counts, in the normal
/// approximation that fishtest uses:
///
///   LLR ~= N (s1 - s0) (2 s - s0 - s1) / (2 var)
///
/// with s0, s1 the expected scores at elo0 and elo1, s and var the mean
/// and variance of the pair score (0, 1/4, ..., 1) and N the number of
/// pairs, after replacing empty counts by 1e-3 (fishtest's regularization,
/// so that a one-sided sample has a variance). Source: `LLR_alt2`,
/// `regularize` and `results_to_pdf` in fishtest's
/// `server/fishtest/stats/LLRcalc.py` (official-stockfish/fishtest), after
/// Michel Van den Bergh, "A note on the GSPRT approximation"; the exact
/// GSPRT (`LLR_logistic` there, maximum-likelihood distributions under
/// each hypothesis) is within a few percent of it for the sizes of our
/// tests (checked in the tests below).
pub(crate) fn llr(penta: &[u64; 5], elo0: f64, elo1: f64) -> f64 {
    if penta.iter().sum::<u64>() == 0 {
        return 0.0;
    }
    let counts = penta.map(|c| if c == 0 { 1e-3 } else { c as f64 });
    let n: f64 = counts.iter().sum();
    let (s, var) = mean_var(&counts);
    let (s0, s1) = (score_of_elo(elo0), score_of_elo(elo1));
    n * (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * var)
}

/// The state of a test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The LLR reached the upper bound: A is better by elo1 or so.
    H1,
    /// The LLR reached the lower bound: A is not better by elo1.
    H0,
    /// Neither bound reached.
    Inconclusive,
}

/// What a test compares and how: everything that a resumed log must share.
#[derive(Clone, Debug)]
pub(crate) struct Settings {
    /// The rule set.
    pub variant: Variant,
    /// Engine A's SPEC, as given.
    pub a: String,
    /// Engine B's SPEC.
    pub b: String,
    /// Nodes a move (when `ms` is 0 and the SPEC sets no `nodes=`).
    pub nodes: u64,
    /// Milliseconds a move (0: nodes).
    pub ms: u64,
    /// Seed of the opening order and of the searches.
    pub seed: u64,
    /// H0, logistic Elo.
    pub elo0: f64,
    /// H1, logistic Elo.
    pub elo1: f64,
    /// Type I error.
    pub alpha: f64,
    /// Type II error.
    pub beta: f64,
    /// No verdict before this many pairs: with few pairs the variance of
    /// the normal approximation is mostly the regularization's, and one
    /// lopsided pair would end the test.
    pub min_pairs: u64,
    /// Where the openings came from, and their hash.
    pub openings: String,
}

impl Settings {
    /// The canonical text of the settings (the log's header).
    pub fn line(&self) -> String {
        format!(
            "variant={} a=[{}] b=[{}] nodes={} ms={} seed={} elo0={} elo1={} alpha={} beta={} \
             min_pairs={} openings={}",
            self.variant,
            self.a,
            self.b,
            self.nodes,
            self.ms,
            self.seed,
            self.elo0,
            self.elo1,
            self.alpha,
            self.beta,
            self.min_pairs,
            self.openings
        )
    }

    /// The verdict for a tally (none before `min_pairs`).
    pub fn verdict(&self, t: &Tally) -> Verdict {
        if t.pairs() < self.min_pairs {
            return Verdict::Inconclusive;
        }
        let (lo, hi) = bounds(self.alpha, self.beta);
        let l = llr(&t.penta, self.elo0, self.elo1);
        if l >= hi {
            Verdict::H1
        } else if l <= lo {
            Verdict::H0
        } else {
            Verdict::Inconclusive
        }
    }
}

const HEADER: &str = "# sprt ";
const COMMIT: &str = " | commit=";

/// Reads an existing log (the pairs in it), checking its settings; a
/// missing or empty file gives no pairs.
pub(crate) fn read_log(path: &Path, settings: &Settings) -> Result<Vec<Pair>, String> {
    let shown = path.display();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("{shown}: {e}")),
    };
    if text.is_empty() {
        return Ok(Vec::new());
    }
    if !text.ends_with('\n') {
        return Err(format!("{shown}: the last line is cut short; remove it to resume"));
    }
    let first = text.lines().next().unwrap_or("");
    let Some(head) = first.strip_prefix(HEADER) else {
        return Err(format!("{shown}: not an sprt log (no `{}` header)", HEADER.trim()));
    };
    let saved = head.split(COMMIT).next().unwrap_or(head);
    let now = settings.line();
    if saved != now {
        return Err(format!(
            "{shown}: the log was made with other settings; not resuming\n  log: {saved}\n  now: \
             {now}\n(use another --log, or the log's settings)"
        ));
    }
    let mut pairs = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (n, line) in text.lines().enumerate().skip(1) {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let p = Pair::parse(line).ok_or_else(|| format!("{shown}:{}: bad pair line", n + 1))?;
        if !seen.insert(p.index) {
            return Err(format!("{shown}:{}: pair {} twice", n + 1, p.index));
        }
        pairs.push(p);
    }
    Ok(pairs)
}

/// The commit of the working tree (`git rev-parse HEAD`), `-dirty` when
/// tracked files outside `scripts/results` differ from it, or `unknown`.
pub(crate) fn engine_commit() -> String {
    let git = |args: &[&str]| {
        std::process::Command::new("git")
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let Some(head) = git(&["rev-parse", "HEAD"]) else { return "unknown".into() };
    let dirty = git(&[
        "status",
        "--porcelain",
        "--untracked-files=no",
        "--",
        ":/",
        ":(top,exclude)scripts/results",
    ])
    .is_some_and(|s| !s.is_empty());
    if dirty {
        format!("{head}-dirty")
    } else {
        head
    }
}

/// What a test run ends with.
#[derive(Clone, Debug)]
pub(crate) struct Report {
    /// Every pair, from the log and this run, by pair number.
    pub pairs: Vec<Pair>,
    /// Their counts.
    pub tally: Tally,
    /// Pairs played by this run.
    pub played: usize,
    /// The LLR after the last pair.
    pub llr: f64,
    /// Where the test stands.
    pub verdict: Verdict,
}

/// Runs a test: the pairs of the log (`log`, checked against `settings`),
/// then new pairs by number from 0 (skipping those logged) until a bound
/// is reached or `max_pairs` are counted. `jobs` threads each make a
/// player with `make_player` and play pairs by number; every finished pair
/// is appended to the log and flushed at once. Pairs already started when
/// a bound is reached are finished and counted.
pub(crate) fn run_test<F, P>(
    settings: &Settings,
    log: Option<&Path>,
    commit: &str,
    max_pairs: usize,
    jobs: usize,
    make_player: &F,
) -> Result<Report, String>
where
    F: Fn() -> P + Sync,
    P: FnMut(usize) -> Pair,
{
    let mut pairs = match log {
        Some(path) => read_log(path, settings)?,
        None => Vec::new(),
    };
    let mut file = match log {
        Some(path) => {
            let shown = path.display();
            let mut f = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("{shown}: {e}"))?;
            let empty = f.metadata().map(|m| m.len() == 0).unwrap_or(true);
            let note = if empty {
                format!("{HEADER}{}{COMMIT}{commit}\n", settings.line())
            } else {
                format!("# resumed with {} pairs{COMMIT}{commit}\n", pairs.len())
            };
            f.write_all(note.as_bytes())
                .and_then(|_| f.flush())
                .map_err(|e| format!("{shown}: {e}"))?;
            Some(f)
        }
        None => None,
    };
    let mut tally = Tally::default();
    pairs.iter().for_each(|p| tally.add(p));
    let done: std::collections::HashSet<usize> = pairs.iter().map(|p| p.index).collect();
    let todo: Vec<usize> = if settings.verdict(&tally) == Verdict::Inconclusive {
        (0..).filter(|i| !done.contains(i)).take(max_pairs.saturating_sub(pairs.len())).collect()
    } else {
        Vec::new()
    };
    let (lo, hi) = bounds(settings.alpha, settings.beta);
    let mut played = 0;
    // A log that cannot be written, or a game that panicked, ends the run.
    let mut write_err = None;
    let t0 = Instant::now();
    // The main thread hands out pair numbers one at a time (at most `jobs`
    // pairs in play) and stops handing out once a bound is reached.
    let (work_tx, work_rx) = mpsc::channel::<usize>();
    let work_rx = Mutex::new(work_rx);
    std::thread::scope(|scope| {
        // A pair, or the message of a game that panicked.
        let (tx, rx) = mpsc::channel::<Result<Pair, String>>();
        let workers = jobs.max(1).min(todo.len());
        for _ in 0..workers {
            let (tx, work_rx) = (tx.clone(), &work_rx);
            scope.spawn(move || {
                let mut play = make_player();
                loop {
                    let next =
                        work_rx.lock().map_err(|_| ()).and_then(|r| r.recv().map_err(|_| ()));
                    let Ok(i) = next else { break };
                    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play(i)))
                        .map_err(|e| {
                            let msg = e
                                .downcast_ref::<String>()
                                .cloned()
                                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                                .unwrap_or_default();
                            format!("pair {i}: a game panicked: {msg}")
                        });
                    let failed = r.is_err();
                    if tx.send(r).is_err() || failed {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut next = todo.iter().copied();
        let mut in_play = 0;
        for i in next.by_ref().take(workers) {
            let _ = work_tx.send(i);
            in_play += 1;
        }
        let mut stopping = false;
        while in_play > 0 {
            let Ok(r) = rx.recv() else { break };
            in_play -= 1;
            let p = match r {
                Ok(p) => p,
                Err(e) => {
                    write_err = Some(e);
                    stopping = true;
                    continue;
                }
            };
            if let Some(f) = file.as_mut() {
                let line = format!("{}\n", p.line());
                if let Err(e) = f.write_all(line.as_bytes()).and_then(|_| f.flush()) {
                    write_err = Some(format!("log: {e}"));
                    stopping = true;
                }
            }
            tally.add(&p);
            pairs.push(p);
            played += 1;
            let l = llr(&tally.penta, settings.elo0, settings.elo1);
            eprintln!(
                "sprt: pair {} {:?} -> {} pairs {:?} score {:.1}% LLR {l:.2} ({lo:.2}, {hi:.2}) \
                 {:.0}s",
                p.index,
                p.points() as f64 / 2.0,
                tally.pairs(),
                tally.penta,
                100.0 * tally.score(),
                t0.elapsed().as_secs_f64()
            );
            stopping |= settings.verdict(&tally) != Verdict::Inconclusive;
            if !stopping {
                if let Some(i) = next.next() {
                    let _ = work_tx.send(i);
                    in_play += 1;
                }
            }
        }
        drop(work_tx);
    });
    if let Some(e) = write_err {
        return Err(e);
    }
    pairs.sort_by_key(|p| p.index);
    let report = Report {
        llr: llr(&tally.penta, settings.elo0, settings.elo1),
        verdict: settings.verdict(&tally),
        pairs,
        tally,
        played,
    };
    if let Some(f) = file.as_mut() {
        let line = format!(
            "# end {} seconds={:.0}\n",
            summary(settings, &report),
            t0.elapsed().as_secs_f64()
        );
        let _ = f.write_all(line.as_bytes()).and_then(|_| f.flush());
    }
    Ok(report)
}

/// One line with the result.
fn summary(s: &Settings, r: &Report) -> String {
    let t = &r.tally;
    let (lo, hi) = t.interval();
    let (blo, bhi) = bounds(s.alpha, s.beta);
    format!(
        "pairs={} games={} +{} ={} -{} penta={:?} score={:.1}% ({:.1}-{:.1}) elo={:+.1} \
         ({:+.1}..{:+.1}) llr={:.2} ({blo:.2}..{bhi:.2}) verdict={}",
        t.pairs(),
        2 * t.pairs(),
        t.wins,
        t.draws,
        t.losses,
        t.penta,
        100.0 * t.score(),
        100.0 * lo,
        100.0 * hi,
        ab::elo(t.score()),
        ab::elo(lo),
        ab::elo(hi),
        r.llr,
        match r.verdict {
            Verdict::H1 => "H1",
            Verdict::H0 => "H0",
            Verdict::Inconclusive => "inconclusive",
        }
    )
}

/// The order of the openings for a seed: pair `i` plays `order[i % n]`.
fn opening_order(n: usize, seed: u64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(&mut StdRng::seed_from_u64(seed));
    order
}

/// Seed of game `colour` (0: A White, 1: A Black) of pair `i`.
fn game_seed(seed: u64, i: usize, colour: usize) -> u64 {
    seed ^ ((2 * i + colour + 1) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// A player of real pairs: its own two searchers, pair `i` on opening
/// `order[i % n]`.
fn player<'a>(
    rules: &'a Rules,
    ops: &'a Openings,
    order: &'a [usize],
    (ea, eb): (&'a Engine, &'a Engine),
    seed: u64,
) -> impl FnMut(usize) -> Pair + 'a {
    let mut sa = ea.searcher(rules);
    let mut sb = eb.searcher(rules);
    move |i| {
        let opening = order[i % order.len()];
        let start = ab::opening_position(rules, &ops.lines[opening]);
        let mut pts = [0u32; 2];
        for (c, a_white) in [true, false].into_iter().enumerate() {
            let o = ab::play_game(
                rules,
                &start,
                a_white,
                (&mut sa, ea),
                (&mut sb, eb),
                game_seed(seed, i, c),
            );
            pts[c] = ab::a_points(o, a_white);
        }
        Pair { index: i, opening, a_white: pts[0], a_black: pts[1] }
    }
}

/// `sprt --a SPEC --b SPEC [--variant V] [--nodes K | --ms T] [--elo0 E0]
/// [--elo1 E1] [--alpha A] [--beta B] [--max-pairs N] [--seed S] [--jobs
/// J] [--log FILE] [--openings FILE]`: see the module doc.
pub(crate) fn run_sprt(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let int = |k: &str, d: &str| -> Result<u64, String> {
        opt(args, k).unwrap_or(d).parse().map_err(|_| format!("sprt: bad {k}"))
    };
    let real = |k: &str, d: &str| -> Result<f64, String> {
        opt(args, k)
            .unwrap_or(d)
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite())
            .ok_or_else(|| format!("sprt: bad {k}"))
    };
    let (a, b) = (opt(args, "--a").unwrap_or(""), opt(args, "--b").unwrap_or(""));
    if a == b {
        return Err("sprt: --a and --b are the same SPEC".into());
    }
    let (nodes, ms) = (int("--nodes", "20000")?, int("--ms", "0")?);
    let ea = ab::parse_spec(a, nodes, ms).map_err(|e| format!("sprt: --a: {e}"))?;
    let eb = ab::parse_spec(b, nodes, ms).map_err(|e| format!("sprt: --b: {e}"))?;
    let ops = openings::load(&rules, opt(args, "--openings"))?;
    let settings = Settings {
        variant: rules.base,
        a: a.to_string(),
        b: b.to_string(),
        nodes,
        ms,
        seed: int("--seed", "1")?,
        elo0: real("--elo0", "0")?,
        elo1: real("--elo1", "15")?,
        alpha: real("--alpha", "0.05")?,
        beta: real("--beta", "0.05")?,
        min_pairs: int("--min-pairs", "20")?,
        openings: format!("{}:{:016x}", ops.source, ops.hash),
    };
    if settings.elo1 <= settings.elo0 {
        return Err("sprt: --elo1 must be above --elo0".into());
    }
    for p in [settings.alpha, settings.beta] {
        if !(p > 0.0 && p < 0.5) {
            return Err("sprt: --alpha and --beta must be in (0, 0.5)".into());
        }
    }
    let max_pairs = int("--max-pairs", "1000")? as usize;
    let jobs = int("--jobs", "1")?.max(1) as usize;
    if max_pairs > ops.lines.len() {
        eprintln!(
            "sprt: {} openings for up to {max_pairs} pairs: openings repeat after pair {}",
            ops.lines.len(),
            ops.lines.len()
        );
    }
    let order = opening_order(ops.lines.len(), settings.seed);
    let commit = engine_commit();
    let t0 = Instant::now();
    let make = || player(&rules, &ops, &order, (&ea, &eb), settings.seed);
    let r =
        run_test(&settings, opt(args, "--log").map(Path::new), &commit, max_pairs, jobs, &make)?;
    let t = &r.tally;
    let (lo, hi) = t.interval();
    let (blo, bhi) = bounds(settings.alpha, settings.beta);
    out(&format!("sprt {} commit={commit}", settings.line()));
    out(&format!(
        "pairs {} ({} played now), games {}: A +{} ={} -{}",
        t.pairs(),
        r.played,
        2 * t.pairs(),
        t.wins,
        t.draws,
        t.losses
    ));
    let used: std::collections::HashSet<usize> = r.pairs.iter().map(|p| p.opening).collect();
    out(&format!(
        "pentanomial (A scores 0, 0.5, 1, 1.5, 2): {:?}; {} distinct openings of {}",
        t.penta,
        used.len(),
        ops.lines.len()
    ));
    out(&format!(
        "score {:.1}% (95%: {:.1}-{:.1}), Elo {:+.1} (95%: {:+.1}..{:+.1})",
        100.0 * t.score(),
        100.0 * lo,
        100.0 * hi,
        ab::elo(t.score()),
        ab::elo(lo),
        ab::elo(hi)
    ));
    out(&format!(
        "LLR {:.2} (bounds {blo:.2}, {bhi:.2}; elo0 {}, elo1 {}, alpha {}, beta {})",
        r.llr, settings.elo0, settings.elo1, settings.alpha, settings.beta
    ));
    out(&format!(
        "verdict: {} ({:.0} s)",
        match r.verdict {
            Verdict::H1 => "H1 accepted (A is stronger by about elo1 or more)",
            Verdict::H0 => "H0 accepted (A is not stronger by elo1)",
            Verdict::Inconclusive => "inconclusive (max pairs reached)",
        },
        t0.elapsed().as_secs_f64()
    ));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    /// Bounds at alpha = beta = 0.05: ln(0.05/0.95) and its opposite.
    #[test]
    fn bounds_at_five_percent() {
        let (lo, hi) = bounds(0.05, 0.05);
        assert!(close(lo, -2.944_438_979, 1e-8), "{lo}");
        assert!(close(hi, 2.944_438_979, 1e-8), "{hi}");
    }

    /// A known case worked by hand: counts [10, 20, 40, 20, 10] (N = 100,
    /// mean 0.5, variance (10*.25 + 20*.0625)*2/100 = 0.075), elo0 0 (s0 =
    /// 0.5), elo1 15 (s1 = 1/(1+10^(-15/400)) = 0.52157333), so LLR =
    /// 100 * 0.02157333 * (1 - 0.5 - 0.52157333) / 0.15 = -0.3102725; and
    /// fishtest's approximation (Python LLR_alt2 with its regularization)
    /// on other counts, zeros included.
    #[test]
    fn llr_known_cases() {
        assert!(close(score_of_elo(15.0), 0.521_573_333_05, 1e-10));
        let cases: [([u64; 5], f64); 4] = [
            ([10, 20, 40, 20, 10], -0.310_272_465_957),
            ([5, 40, 100, 60, 15], 3.353_118_856_261),
            ([0, 0, 3, 0, 37], 22.428_072_706_72),
            ([25, 180, 590, 170, 35], -4.848_849_414_205),
        ];
        for (penta, want) in cases {
            let got = llr(&penta, 0.0, 15.0);
            assert!(close(got, want, 1e-9), "{penta:?}: {got} != {want}");
        }
        assert_eq!(llr(&[0; 5], 0.0, 15.0), 0.0);
        // Symmetry: swapping A and B mirrors the counts; testing [-15, 0]
        // on them gives the opposite of testing [0, 15].
        let p = [5, 40, 100, 60, 15];
        let mut m = p;
        m.reverse();
        assert!(close(llr(&m, -15.0, 0.0), -llr(&p, 0.0, 15.0), 1e-9));
    }

    /// The exact GSPRT (maximum-likelihood distribution of the pair score
    /// with mean s, Proposition 1.1 of Van den Bergh's note: p_i / (1 +
    /// x (a_i - s)) with x solving sum p_i (a_i - s) / (1 + x (a_i - s)) =
    /// 0), computed here independently by bisection: the approximation
    /// stays within 5% of it on realistic samples.
    #[test]
    fn llr_close_to_exact_gsprt() {
        fn mle_log(p: &[f64; 5], s: f64) -> [f64; 5] {
            let a: Vec<f64> = (0..5).map(|i| i as f64 / 4.0 - s).collect();
            let f = |x: f64| (0..5).map(|i| p[i] * a[i] / (1.0 + x * a[i])).sum::<f64>();
            let (mut lo, mut hi) = (-1.0 / a[4] + 1e-12, -1.0 / a[0] - 1e-12);
            for _ in 0..200 {
                let mid = 0.5 * (lo + hi);
                // f decreases in x.
                if f(mid) > 0.0 {
                    lo = mid
                } else {
                    hi = mid
                }
            }
            let x = 0.5 * (lo + hi);
            std::array::from_fn(|i| (p[i] / (1.0 + x * a[i])).ln())
        }
        for penta in [[25u64, 180, 590, 170, 35], [5, 40, 100, 60, 15], [12, 60, 150, 50, 8]] {
            let c = penta.map(|c| c as f64);
            let n: f64 = c.iter().sum();
            let p = c.map(|x| x / n);
            let (l0, l1) = (mle_log(&p, score_of_elo(0.0)), mle_log(&p, score_of_elo(15.0)));
            let exact = n * (0..5).map(|i| p[i] * (l1[i] - l0[i])).sum::<f64>();
            let approx = llr(&penta, 0.0, 15.0);
            assert!(
                (approx - exact).abs() <= 0.05 * exact.abs().max(0.5),
                "{penta:?}: approx {approx} exact {exact}"
            );
        }
    }

    fn pair(index: usize, a_white: u32, a_black: u32) -> Pair {
        Pair { index, opening: index * 7 % 11, a_white, a_black }
    }

    /// Pentanomial and game counts, score and interval.
    #[test]
    fn bookkeeping() {
        let mut t = Tally::default();
        for p in [pair(0, 2, 2), pair(1, 2, 0), pair(2, 1, 1), pair(3, 0, 1), pair(4, 2, 1)] {
            t.add(&p);
        }
        assert_eq!(t.penta, [0, 1, 2, 1, 1]);
        assert_eq!((t.wins, t.draws, t.losses), (4, 4, 2));
        assert_eq!(t.pairs(), 5);
        // (4 wins + 4 draws / 2) / 10 games.
        assert!(close(t.score(), 0.6, 1e-12));
        // Pair scores 1, .5, .5, .25, .75: variance (.16 + .01 + .01 +
        // .1225 + .0225) / 5 = .065, half-width 1.96 * sqrt(.065 / 5).
        let (lo, hi) = t.interval();
        let half = 1.96 * 0.013f64.sqrt();
        assert!(close(lo, 0.6 - half, 1e-12) && close(hi, 0.6 + half, 1e-12), "{lo} {hi}");
        // A pair line reads back as itself; a corrupt one is refused.
        for p in [pair(0, 2, 2), pair(17, 0, 1), pair(3, 1, 2)] {
            assert_eq!(Pair::parse(&p.line()), Some(p));
        }
        assert_eq!(Pair::parse("pair=1 opening=2 a_white=win a_black=win points=1.5"), None);
        assert_eq!(Pair::parse("pair=1 opening=2 a_white=won a_black=win points=2"), None);
    }

    fn settings(elo1: f64) -> Settings {
        Settings {
            variant: Variant::International,
            a: "margin=4".into(),
            b: "margin=0".into(),
            nodes: 1000,
            ms: 0,
            seed: 3,
            elo0: 0.0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
            min_pairs: 20,
            openings: "test:0".into(),
        }
    }

    fn temp_log(name: &str) -> PathBuf {
        let p = std::env::temp_dir().join(format!("sprt-{}-{name}.log", std::process::id()));
        let _ = std::fs::remove_file(&p);
        p
    }

    /// A fake player: pair `i` scores `script[i]` (A White, A Black); it
    /// records the pairs it was asked to play.
    fn fake<'a>(
        script: &'a [(u32, u32)],
        calls: &'a Mutex<Vec<usize>>,
    ) -> impl Fn() -> Box<dyn FnMut(usize) -> Pair + 'a> + Sync + 'a {
        move || {
            Box::new(move |i| {
                calls.lock().unwrap().push(i);
                let (w, b) = script[i % script.len()];
                pair(i, w, b)
            })
        }
    }

    /// A run stopped at 5 pairs, resumed to 8: the second run plays pairs
    /// 5, 6, 7 only, and the report counts all 8 as one run would.
    #[test]
    fn resume_from_log() {
        let log = temp_log("resume");
        let s = settings(15.0);
        let script = [(2, 1), (1, 1), (0, 1), (2, 2), (1, 0), (1, 2), (2, 0), (1, 1)];
        let calls = Mutex::new(Vec::new());
        let r1 = run_test(&s, Some(&log), "c1", 5, 1, &fake(&script, &calls)).unwrap();
        assert_eq!(r1.played, 5);
        assert_eq!(*calls.lock().unwrap(), vec![0, 1, 2, 3, 4]);
        calls.lock().unwrap().clear();
        let r2 = run_test(&s, Some(&log), "c2", 8, 1, &fake(&script, &calls)).unwrap();
        assert_eq!(*calls.lock().unwrap(), vec![5, 6, 7]);
        assert_eq!(r2.played, 3);
        let fresh = Mutex::new(Vec::new());
        let whole = run_test(&s, None, "c", 8, 1, &fake(&script, &fresh)).unwrap();
        assert_eq!(r2.tally, whole.tally);
        assert_eq!(r2.pairs, whole.pairs);
        // Points 3, 2, 1, 4, 1, 3, 2, 2.
        assert_eq!(r2.tally.penta, [0, 2, 3, 2, 1]);
        let text = std::fs::read_to_string(&log).unwrap();
        assert!(text.starts_with(&format!("# sprt {} | commit=c1\n", s.line())), "{text}");
        assert_eq!(text.lines().filter(|l| l.starts_with("pair=")).count(), 8, "{text}");
        assert!(text.contains("# resumed with 5 pairs | commit=c2"), "{text}");
        // Running again at the same limit plays nothing.
        calls.lock().unwrap().clear();
        let r3 = run_test(&s, Some(&log), "c2", 8, 1, &fake(&script, &calls)).unwrap();
        assert_eq!((r3.played, r3.tally), (0, whole.tally));
        assert!(calls.lock().unwrap().is_empty());
        let _ = std::fs::remove_file(&log);
    }

    /// The same log with other settings (elo1, or a SPEC) is refused, and
    /// left as it was.
    #[test]
    fn resume_with_other_settings_is_refused() {
        let log = temp_log("refuse");
        let script = [(2, 1), (1, 1)];
        let calls = Mutex::new(Vec::new());
        run_test(&settings(15.0), Some(&log), "c", 3, 1, &fake(&script, &calls)).unwrap();
        let before = std::fs::read_to_string(&log).unwrap();
        let mut other_spec = settings(15.0);
        other_spec.b = "margin=0,lmr=0".into();
        for s in [settings(10.0), other_spec] {
            calls.lock().unwrap().clear();
            let e = run_test(&s, Some(&log), "c", 6, 1, &fake(&script, &calls)).unwrap_err();
            assert!(e.contains("other settings"), "{e}");
            assert!(calls.lock().unwrap().is_empty());
        }
        assert_eq!(std::fs::read_to_string(&log).unwrap(), before);
        // A log cut in the middle of a line is refused too.
        std::fs::write(&log, format!("{before}pair=3 open")).unwrap();
        let e =
            run_test(&settings(15.0), Some(&log), "c", 6, 1, &fake(&script, &calls)).unwrap_err();
        assert!(e.contains("cut short"), "{e}");
        let _ = std::fs::remove_file(&log);
    }

    /// The test stops at the upper bound when A wins every pair, and at the
    /// lower bound when it loses them: as soon as `min_pairs` are played
    /// (the LLR is past the bounds well before), not before.
    #[test]
    fn stops_at_the_bounds() {
        let calls = Mutex::new(Vec::new());
        let s = settings(15.0);
        let r = run_test(&s, None, "c", 1000, 1, &fake(&[(2, 2), (2, 1)], &calls)).unwrap();
        assert_eq!(r.verdict, Verdict::H1);
        assert_eq!(r.played, 20);
        assert!(r.llr >= bounds(0.05, 0.05).1, "{r:?}");
        let r = run_test(&s, None, "c", 1000, 2, &fake(&[(0, 1), (1, 0)], &calls)).unwrap();
        assert_eq!(r.verdict, Verdict::H0);
        // Two threads: the pair still in play when the bound is reached
        // is finished and counted.
        assert!(r.played == 20 || r.played == 21, "{r:?}");
        // Already after one lopsided pair the LLR is past the bound.
        assert!(llr(&[0, 0, 0, 1, 0], 0.0, 15.0) > bounds(0.05, 0.05).1);
        // Even, varied results (pair points 3, 1, 4, 0, 2, 2): no verdict
        // in 60 pairs (LLR about -0.13), max pairs reached.
        let even = [(2, 1), (1, 0), (2, 2), (0, 0), (1, 1), (2, 0)];
        let r = run_test(&s, None, "c", 60, 1, &fake(&even, &calls)).unwrap();
        assert_eq!((r.verdict, r.played), (Verdict::Inconclusive, 60));
    }

    /// A game that panics ends the run with an error instead of a hang;
    /// the pairs finished before it stay in the log for a resume.
    #[test]
    fn a_panicking_game_ends_the_run() {
        let log = temp_log("panic");
        for jobs in [1, 2] {
            let _ = std::fs::remove_file(&log);
            let make = || {
                |i: usize| {
                    assert!(i != 3, "boom");
                    pair(i, 1, 1)
                }
            };
            let e = run_test(&settings(15.0), Some(&log), "c", 10, jobs, &make).unwrap_err();
            assert!(e.contains("pair 3") && e.contains("boom"), "{e}");
            let pairs = read_log(&log, &settings(15.0)).unwrap();
            assert!(pairs.iter().all(|p| p.index != 3), "{pairs:?}");
            assert!(pairs.iter().any(|p| p.index == 2), "{pairs:?}");
        }
        let _ = std::fs::remove_file(&log);
    }

    /// Real games (English, 300 nodes a move, two pairs): the same pairs
    /// with one thread or two.
    #[test]
    fn real_pairs_do_not_depend_on_jobs() {
        let rules = Variant::English.rules();
        let ops = openings::load(&rules, None).unwrap();
        let order = opening_order(ops.lines.len(), 5);
        let ea = ab::parse_spec("margin=20,temperature=10", 300, 0).unwrap();
        let eb = ab::parse_spec("", 300, 0).unwrap();
        let mut s = settings(15.0);
        s.variant = Variant::English;
        let make = || player(&rules, &ops, &order, (&ea, &eb), 5);
        let one = run_test(&s, None, "c", 2, 1, &make).unwrap();
        let two = run_test(&s, None, "c", 2, 2, &make).unwrap();
        assert_eq!(one.pairs, two.pairs);
        assert_eq!(one.pairs.iter().map(|p| p.opening).collect::<Vec<_>>(), order[..2]);
    }
}
