//! `draughts hub`: the Hub v2 engine loop on stdin/stdout (Hub protocol
//! version 2, as written by Fabien Letouzey for Scan 3.1). Parameters:
//! `variant` (International by default; the 8x8 variants are a project
//! extension with 33-character positions), `level` (0 = full strength under
//! the GUI's limits, 1-6 = a level of the app), `tt-size` (MiB), `seed`,
//! `book`, `variety`.
//!
//! A GUI sends the position after the last irreversible move (in draughts,
//! the last man move or capture), not the game, so the game's ply is
//! estimated from the position ([`draughts_engine::estimate_ply`]). The top
//! level (level 0 or 6) plays its best move, in the book too, unless
//! `variety` is on; levels 1-5 keep their random choices (part of their
//! level), with their opening variety only while the game is young.
//!
//! The developer tools that used to live here (self-play matches, the
//! benchmark, the tactics miner, weight tuning) are in the `draughts-dev`
//! crate (`tools/dev`), outside the product binary.
//!
//! The search runs on a worker thread so that `ping` and `stop` are answered
//! while it thinks; the engine itself has no threads.

use draughts_engine::hub::{self, Command, LevelCmd};
use draughts_engine::Level;
use draughts_engine::DEFAULT_TT_MIB;
use draughts_engine::{Info, Limits, Options, Searcher};
use draughts_rules::{echo, Position, Rules, Variant};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;

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
    /// Play book moves (`set-param name=book value=false` turns it off).
    book: bool,
    /// The top level's opening variety and book margin, as in the app
    /// (`set-param name=variety value=true`); off by default.
    variety: bool,
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
    if let Some(a) = args.first() {
        if ["--match", "--bench", "--mine", "--tune"].contains(&a.as_str()) {
            return Err(format!(
                "hub: `{a}` is a developer tool now: cargo run --release -p draughts-dev -- {} \
                 (see scripts/README.md)",
                &a[2..]
            ));
        }
        return Err(format!("hub: unknown argument `{}` (the hub takes none)", echo(a)));
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
        book: true,
        variety: false,
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

/// The game's ply at `pos`: the moves given after the position, or the
/// estimate from the position itself when that is more (a GUI sends the
/// position after the last irreversible move, so the move list is short).
fn game_ply(rules: &Rules, pos: &Position, history: &[Position]) -> u32 {
    (history.len() as u32).max(draughts_engine::estimate_ply(rules, pos))
}

/// The search options of a move played at Hub level `level` (0: full
/// strength, the top level's settings) at game ply `ply`. Levels 1-5 follow
/// the level table (their root margin, and their opening variety while
/// `ply` is in it). The top level plays its best move: no opening variety
/// (a random choice among near-equal moves, aspiration off) and the best
/// book move, unless `variety` asks for the app's behaviour.
fn play_options(level: u8, variety: bool, ply: u32, seed: u64) -> Options {
    let top = draughts_engine::TOP_LEVEL;
    let lvl = Level::get(if level == 0 { top } else { level });
    if lvl.number < top || variety {
        return lvl.options(ply, seed);
    }
    Options { book_margin: 0, book_temperature: 0, ..lvl.steady_options(seed) }
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
            out("param name=book value=true type=bool");
            out("param name=variety value=false type=bool");
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
                "book" => st.book = value != "false" && value != "0",
                "variety" => st.variety = value == "true" || value == "1",
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
            let ply = game_ply(&st.rules, &st.pos, &st.history);
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
                play_options(st.level, st.variety, ply, seed)
            } else if analyze {
                Options { seed, ..Options::default() }
            } else {
                play_options(0, st.variety, ply, seed)
            };
            let mut opts = opts;
            if !st.book {
                opts.book_plies = 0;
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The options a `go` gets: the top level (0 or 6) has no root margin
    /// (so aspiration stays on) and takes the best book move at any ply,
    /// unless `variety` is on; level 5 has its variety margin only in the
    /// opening, and a middle game sent without moves is not an opening.
    #[test]
    fn play_options_by_level_and_ply() {
        let rules = Rules::international();
        let mid =
            hub::parse_position(&rules, "Bbbbbbeeebeebeeebbbbeeebbeeweeeewweweewweweweewwwww")
                .unwrap();
        let ply = game_ply(&rules, &mid, &[]);
        assert!(ply >= 20, "{ply}");
        for level in [0, 6] {
            for p in [0, 3, ply] {
                let o = play_options(level, false, p, 9);
                assert_eq!((o.margin, o.book_margin, o.book_temperature), (0, 0, 0), "{level} {p}");
                assert!(o.book_plies > 0, "the book stays on");
            }
            let o = play_options(level, true, 0, 9);
            assert!(o.margin > 0 && o.book_margin > 0, "variety asked: {o:?}");
            assert_eq!(play_options(level, true, ply, 9).margin, 0);
        }
        assert!(play_options(5, false, 0, 9).margin > 0);
        assert_eq!(play_options(5, false, ply, 9).margin, 0);
        assert!(play_options(1, false, ply, 9).margin > 0, "level 1 always loose");
        // Moves after the position count when they are more.
        let start = Position::start(&rules);
        assert_eq!(game_ply(&rules, &start, &[start; 12]), 12);
    }
}
