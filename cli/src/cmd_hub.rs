//! `draughts hub`: the Hub v2 engine loop on stdin/stdout
//! (`shared/reference/hub-protocol.md`), plus two tools built on the bot:
//!
//! * `draughts hub` — the engine. Parameters: `variant` (International by
//!   default; the 8x8 variants are a project extension with 33-character
//!   positions), `level` (0 = full strength under the GUI's limits, 1-6 = a
//!   level of the app), `tt-size` (MiB), `seed`.
//! * `draughts hub --match --variant V --levels A,B [--games N] [--seed S]
//!   [--max-plies P]` — a seeded self-play match between two levels (used by
//!   `scripts/level_match.py`).
//! * `draughts hub --bench [--variant V] [--depth D] [--time MS]` — nodes per
//!   second and time to depth from fixed positions.
//!
//! The search runs on a worker thread so that `ping` and `stop` are answered
//! while it thinks; the engine itself has no threads.

use draughts_engine::hub::{self, Command, LevelCmd};
use draughts_engine::Level;
use draughts_engine::DEFAULT_TT_MIB;
use draughts_engine::{Info, Limits, Options, Searcher, WIN, WIN_BOUND};
use draughts_game::Outcome;
use draughts_rules::{Position, Rules, Variant};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

const VARIANTS: &str = "international english russian brazilian czech spanish italian";

fn out(line: &str) {
    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    let _ = writeln!(lock, "{line}");
    let _ = lock.flush();
}

/// Score in men for Hub (`score=`): wins as ±(100 - plies/100).
fn hub_score(s: i32) -> String {
    format!("{:.2}", s as f64 / 100.0)
}

fn info_line(rules: &Rules, i: &Info) -> String {
    let t = i.time.as_secs_f64();
    let nps = if t > 0.0 { i.nodes as f64 / t / 1e6 } else { 0.0 };
    let pv: Vec<String> = i.pv.iter().map(|m| hub::format_move(rules, m)).collect();
    format!(
        "info depth={} seldepth={} score={} nodes={} time={:.3} nps={:.2} pv={}",
        i.depth,
        i.seldepth,
        hub_score(i.score),
        i.nodes,
        t,
        nps,
        hub::quote(&pv.join(" "))
    )
}

enum Event {
    Line(String),
    Eof,
    Done(Box<Searcher>),
}

struct State {
    rules: Rules,
    level: u8,
    tt_mib: usize,
    seed: u64,
    searcher: Option<Box<Searcher>>,
    pos: Position,
    history: Vec<Position>,
    level_cmd: Option<LevelCmd>,
    /// The last `pos` command failed (bad position or illegal move): `go`
    /// answers with an error and an empty `done` instead of searching.
    pos_error: bool,
}

impl State {
    fn searcher(&mut self) -> Box<Searcher> {
        match self.searcher.take() {
            Some(s) => s,
            None => Box::new(Searcher::new(self.rules, self.tt_mib, Options::default())),
        }
    }
}

pub fn run_hub(args: &[String]) -> Result<(), String> {
    if args.iter().any(|a| a == "--match") {
        return run_match(args);
    }
    if args.iter().any(|a| a == "--bench") {
        return run_bench(args);
    }
    if args.iter().any(|a| a == "--mine") {
        return run_mine(args);
    }
    if let Some(a) = args.first() {
        return Err(format!("hub: unknown argument `{a}` (try --match or --bench)"));
    }
    hub_loop();
    Ok(())
}

fn hub_loop() {
    let (tx, rx) = mpsc::channel::<Event>();
    let reader = tx.clone();
    std::thread::spawn(move || {
        // Lines are read as bytes: a line that is not UTF-8 is read with
        // replacement characters (and then ignored as an unknown command or
        // answered with an error) instead of ending the loop.
        let stdin = std::io::stdin();
        let mut lock = stdin.lock();
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match lock.read_until(b'\n', &mut buf) {
                Ok(0) => break,
                Ok(_) => {
                    let line = String::from_utf8_lossy(&buf).into_owned();
                    if reader.send(Event::Line(line)).is_err() {
                        return;
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            }
        }
        let _ = reader.send(Event::Eof);
    });

    let rules = Rules::international();
    let mut st = State {
        rules,
        level: 0,
        tt_mib: DEFAULT_TT_MIB,
        seed: 1,
        searcher: None,
        pos: Position::start(&rules),
        history: Vec::new(),
        level_cmd: None,
        pos_error: false,
    };
    let mut searching: Option<Arc<AtomicBool>> = None;
    let mut deferred: std::collections::VecDeque<String> = Default::default();
    let mut quitting = false;

    loop {
        // Deferred commands run once the search is over.
        let ev = if searching.is_none() && !deferred.is_empty() {
            Event::Line(deferred.pop_front().unwrap())
        } else {
            match rx.recv() {
                Ok(e) => e,
                Err(_) => return,
            }
        };
        match ev {
            Event::Done(s) => {
                st.searcher = Some(s);
                searching = None;
                if quitting {
                    return;
                }
            }
            Event::Eof => {
                if let Some(flag) = &searching {
                    flag.store(true, Ordering::Relaxed);
                    quitting = true;
                    continue;
                }
                return;
            }
            Event::Line(line) => {
                let Some(cmd) = hub::parse_command(&line) else { continue };
                if let Some(flag) = &searching {
                    match cmd.name.as_str() {
                        "ping" => out("pong"),
                        "stop" | "ponder-hit" => flag.store(true, Ordering::Relaxed),
                        "quit" => {
                            flag.store(true, Ordering::Relaxed);
                            quitting = true;
                        }
                        _ => {
                            // A new command while thinking: finish first.
                            flag.store(true, Ordering::Relaxed);
                            deferred.push_back(line);
                        }
                    }
                    continue;
                }
                match handle(&mut st, &cmd, &tx) {
                    Handled::Quit => return,
                    Handled::Searching(flag) => searching = Some(flag),
                    Handled::Ok => {}
                }
            }
        }
    }
}

enum Handled {
    Ok,
    Quit,
    Searching(Arc<AtomicBool>),
}

fn handle(st: &mut State, cmd: &Command, tx: &mpsc::Sender<Event>) -> Handled {
    match cmd.name.as_str() {
        "hub" => {
            out(&format!(
                "id name=Draughts version={} author=\"Draughts app\" country=France",
                env!("CARGO_PKG_VERSION")
            ));
            out(&format!("param name=variant value=international type=enum values=\"{VARIANTS}\""));
            out("param name=level value=0 type=int min=0 max=6");
            out(&format!("param name=tt-size value={DEFAULT_TT_MIB} type=int min=1 max=1024"));
            out("param name=seed value=1 type=int min=0 max=2147483647");
            out("wait");
        }
        "set-param" => {
            let (Some(name), Some(value)) = (cmd.get("name"), cmd.get("value")) else {
                out("error message=\"missing name\"");
                return Handled::Ok;
            };
            match name {
                "variant" => {
                    let v = match value {
                        "normal" => Ok(Variant::International),
                        other => other.parse::<Variant>(),
                    };
                    match v {
                        Ok(v) => {
                            st.rules = v.rules();
                            st.searcher = None;
                            st.pos = Position::start(&st.rules);
                            st.history.clear();
                            st.pos_error = false;
                        }
                        Err(_) => out(&format!("error message=\"unknown variant {value}\"")),
                    }
                }
                "level" => st.level = value.parse::<u8>().unwrap_or(0).min(6),
                "tt-size" => {
                    st.tt_mib = value.parse::<usize>().unwrap_or(DEFAULT_TT_MIB).clamp(1, 1024);
                    st.searcher = None;
                }
                "seed" => st.seed = value.parse().unwrap_or(1),
                _ => {}
            }
        }
        "init" => {
            if st.searcher.is_none() {
                st.searcher =
                    Some(Box::new(Searcher::new(st.rules, st.tt_mib, Options::default())));
            }
            out("ready");
        }
        "new-game" => {
            if let Some(s) = st.searcher.as_mut() {
                s.new_game();
            }
        }
        "ping" => out("pong"),
        "pos" => {
            st.level_cmd = None;
            let text = if cmd.has("start") { "start" } else { cmd.get("pos").unwrap_or("start") };
            st.pos_error = true;
            let mut pos = match hub::parse_position(&st.rules, text) {
                Ok(p) => p,
                Err(e) => {
                    out(&format!("error message={}", hub::quote(&e)));
                    return Handled::Ok;
                }
            };
            let mut history = Vec::new();
            if let Some(moves) = cmd.get("moves") {
                for mt in moves.split_whitespace() {
                    match hub::parse_move(&st.rules, &pos, mt) {
                        Ok(m) => {
                            history.push(pos);
                            pos = pos.play(&m);
                        }
                        Err(_) => {
                            // The position is unknown: no search until the
                            // next good `pos`.
                            out("error message=\"illegal move\"");
                            return Handled::Ok;
                        }
                    }
                }
            }
            st.pos = pos;
            st.history = history;
            st.pos_error = false;
        }
        "level" => st.level_cmd = hub::parse_level(cmd),
        "go" => {
            if st.pos_error {
                st.level_cmd = None;
                out("error message=\"no position: the last pos command failed\"");
                out("done");
                return Handled::Ok;
            }
            let analyze = cmd.has("analyze") || cmd.has("ponder");
            let ponder = cmd.has("ponder");
            let mut limits = if ponder {
                Limits::default()
            } else {
                st.level_cmd
                    .as_ref()
                    .map(|l| l.limits())
                    .unwrap_or_else(|| Limits::time(Duration::from_secs(1)))
            };
            st.level_cmd = None;
            let ply = st.history.len() as u32;
            let seed = st.seed.wrapping_mul(0x9E37_79B9).wrapping_add(ply as u64);
            let opts = if st.level > 0 && !analyze {
                let lvl = Level::get(st.level);
                let ll = lvl.limits();
                limits.nodes = match (limits.nodes, ll.nodes) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                limits.depth = match (limits.depth, ll.depth) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                limits.time = match (limits.time, ll.time) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                limits.max_time = match (limits.max_time, ll.max_time) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                limits.guard = ll.guard;
                lvl.options(ply, seed)
            } else if analyze {
                Options { seed, ..Options::default() }
            } else {
                Level::get(draughts_engine::TOP_LEVEL).options(ply, seed)
            };
            let flag = Arc::new(AtomicBool::new(false));
            let mut searcher = st.searcher();
            searcher.set_options(opts);
            let (pos, history, rules, tt_mib) = (st.pos, st.history.clone(), st.rules, st.tt_mib);
            let stop = flag.clone();
            let tx = tx.clone();
            std::thread::spawn(move || {
                // A panic in the search must still end with `done` and give
                // the loop a searcher back, or the GUI waits forever.
                let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
                    let r = searcher.search_root(&pos, &history, &limits, Some(stop), &mut |i| {
                        out(&info_line(&rules, i))
                    });
                    (r, searcher)
                }));
                let (r, searcher) = match run {
                    Ok(x) => x,
                    Err(_) => {
                        out("error message=\"internal error in the search\"");
                        let best = pos.legal_moves(&rules).first().copied();
                        let s = Box::new(Searcher::new(rules, tt_mib, Options::default()));
                        let r = draughts_engine::SearchResult {
                            best,
                            ponder: None,
                            score: 0,
                            depth: 0,
                            nodes: 0,
                            time: Duration::ZERO,
                            pv: Vec::new(),
                        };
                        (r, s)
                    }
                };
                match r.best {
                    Some(m) => {
                        let mut line = format!("done move={}", hub::format_move(&rules, &m));
                        if let Some(p) = r.ponder {
                            line.push_str(&format!(" ponder={}", hub::format_move(&rules, &p)));
                        }
                        out(&line);
                    }
                    None => out("done"),
                }
                let _ = tx.send(Event::Done(searcher));
            });
            return Handled::Searching(flag);
        }
        "stop" | "ponder-hit" => {}
        "quit" => return Handled::Quit,
        _ => {} // Unknown commands are ignored (protocol §1).
    }
    Handled::Ok
}

fn opt<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).map(String::as_str)
}

fn variant_arg(args: &[String]) -> Result<Rules, String> {
    match opt(args, "--variant") {
        Some(v) => {
            v.parse::<Variant>().map(|v| v.rules()).map_err(|e| format!("hub: --variant: {e}"))
        }
        None => Ok(Rules::international()),
    }
}

fn run_match(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let lv = opt(args, "--levels").ok_or("hub --match: --levels A,B is required")?;
    let (a, b) = lv.split_once(',').ok_or("hub --match: --levels A,B")?;
    let a: u8 = a.parse().map_err(|_| "hub --match: bad level")?;
    let b: u8 = b.parse().map_err(|_| "hub --match: bad level")?;
    let games: u32 =
        opt(args, "--games").unwrap_or("40").parse().map_err(|_| "hub --match: bad --games")?;
    let seed: u64 =
        opt(args, "--seed").unwrap_or("1").parse().map_err(|_| "hub --match: bad --seed")?;
    let max_plies: usize = opt(args, "--max-plies")
        .unwrap_or("300")
        .parse()
        .map_err(|_| "hub --match: bad --max-plies")?;
    // `--tune name=value,name=value`: level A plays with changed weights.
    let weights = match opt(args, "--tune") {
        Some(spec) => {
            let mut w = draughts_engine::Weights::for_rules(&rules);
            for kv in spec.split(',') {
                let (k, v) = kv.split_once('=').ok_or("hub --match: --tune name=value")?;
                w.set(k, v.parse().map_err(|_| "hub --match: --tune value")?)?;
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
        "match variant={} a=L{a} b=L{b} games={} wins={} draws={} losses={} score={:.1}% seconds={:.0}",
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
            "W:W27,28,31,32,33,34,36,37,38,39,40,41,42,43,44,45,47,48:B2,3,4,6,7,8,9,11,12,13,14,16,17,18,19,21,22,23",
            "B:W25,26,27,29,30,32,33,34,35,36,37,38,39,40,42,43:B3,4,6,7,8,9,10,12,13,14,16,17,18,19,20,23",
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
        Some(v) => vec![v.parse::<Variant>().map_err(|e| format!("hub: --variant: {e}"))?],
        None => Variant::ALL.to_vec(),
    };
    let ms: u64 =
        opt(args, "--time").unwrap_or("1000").parse().map_err(|_| "hub --bench: bad --time")?;
    let depth: u32 =
        opt(args, "--depth").unwrap_or("10").parse().map_err(|_| "hub --bench: bad --depth")?;
    out("variant        pos  depth-in-time  nodes      Mnps   time-to-depth");
    for v in variants {
        let rules = v.rules();
        for (i, p) in bench_positions(&rules).iter().enumerate() {
            let mut s = Searcher::new(rules, DEFAULT_TT_MIB, Options::default());
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
    let _ = (WIN, WIN_BOUND);
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

/// `draughts hub --mine --variant V --count N [--seed S]`: finds tactical
/// positions in seeded games between weak levels. A position is kept when
/// (1) neither side has a capture pending, (2) a deep search (3 M nodes)
/// scores it at least 0.9 man above the current material, (3) playing out
/// that search's principal variation to a quiet position really gains at
/// least one man, (4) every other move, searched separately (1 M nodes), is
/// at least 0.8 man worse, and (5) a 2-ply search does not already see the
/// gain. Prints `FEN | move | note` lines for `tests/tactics/`.
fn run_mine(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let count: usize =
        opt(args, "--count").unwrap_or("30").parse().map_err(|_| "hub --mine: bad --count")?;
    let seed: u64 =
        opt(args, "--seed").unwrap_or("1").parse().map_err(|_| "hub --mine: bad --seed")?;
    let deep_nodes: u64 =
        opt(args, "--nodes").unwrap_or("3000000").parse().map_err(|_| "hub --mine: bad --nodes")?;
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
    if r.score < m0 + 90 || r.score.abs() > WIN_BOUND || s2.score >= m0 + 60 {
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
        "{} | {} | gain {:+.2} men (search {:+.2}, material {:+.2}), next best {:+.2}, 2-ply {:+.2}; pv {}",
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
