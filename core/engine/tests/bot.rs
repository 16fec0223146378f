//! Behaviour of the bot: stop flag, determinism under a seed, hints within
//! their budget, the Hub codec, and the tactical test sets.
//!
//! Timing is asserted only loosely (debug builds, shared machines): the
//! checks are about behaviour — a legal move comes back, the same seed gives
//! the same game.

use draughts_engine::hub;
use draughts_engine::Level;
use draughts_engine::{Bot, LEVELS};
use draughts_engine::{Limits, Options, Searcher};
use draughts_rules::{Numbering, Position, Rules, Variant};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

fn midgame(rules: &Rules) -> Position {
    let fen = if rules.geometry().side == 10 {
        "W:W27,28,31,32,33,34,36,37,38,39,40,41,42,43,44,45,47,48:B2,3,4,6,7,8,9,11,12,13,14,16,\
            17,18,19,21,22,23"
    } else if rules.numbering == Numbering::Algebraic {
        "W:Wa1,c1,e1,b2,f2,h2,c3,g3,d4:Bb8,d8,h8,a7,c7,e7,g7,b6,f6,e5"
    } else if rules.numbering == Numbering::Spanish {
        // Spanish numbers from White's side: White's men start on 1-12.
        "W:W1,2,3,5,6,7,9,10,11,12:B21,22,23,24,25,26,27,29,30,31"
    } else {
        "W:W21,22,23,24,25,26,27,29,30,31:B1,2,3,5,6,7,9,10,11,12"
    };
    Position::from_fen(rules, fen).unwrap_or_else(|e| panic!("the test's FEN {fen}: {e}"))
}

#[test]
fn stop_flag_set_before_search_returns_a_legal_move() {
    for v in Variant::ALL {
        let rules = v.rules();
        let pos = midgame(&rules);
        let mut s = Searcher::new(rules, 1, Options::default());
        let stop = Arc::new(AtomicBool::new(true));
        let r = s.search_root(&pos, &[], &Limits::default(), Some(stop), &mut |_| {});
        let m = r.best.expect("a move");
        assert!(pos.legal_moves(&rules).contains(&m), "{v}");
    }
}

#[test]
fn stop_flag_set_while_searching_returns_a_legal_move() {
    let rules = Rules::international();
    let pos = midgame(&rules);
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let handle = std::thread::spawn(move || {
        let mut s = Searcher::new(rules, 4, Options::default());
        // No limit at all: only the flag can end this search.
        s.search_root(&pos, &[], &Limits::default(), Some(flag), &mut |_| {})
    });
    std::thread::sleep(Duration::from_millis(150));
    stop.store(true, Ordering::Relaxed);
    // Joining proves the flag ends the search; how fast is measured by
    // `make bench` (stop latency), not asserted here.
    let r = handle.join().unwrap();
    let m = r.best.expect("a move");
    assert!(pos.legal_moves(&rules).contains(&m));
    assert!(r.depth >= 1);
}

#[test]
fn seeded_search_is_deterministic() {
    for v in [Variant::International, Variant::English, Variant::Russian] {
        let rules = v.rules();
        for lvl in [1u8, 3] {
            // Node-limited levels keep their time only as a guard against a
            // slow machine; a loaded test machine must not reach it, or the
            // game depends on the load instead of the seed.
            let level = &Level { time_ms: 3_600_000, ..*Level::get(lvl) };
            let game = |seed: u64| {
                let mut a = Searcher::new(rules, 1, Options::default());
                let mut b = Searcher::new(rules, 1, Options::default());
                let start = Position::start(&rules);
                let (out, moves) = draughts_engine::play_game(
                    &rules, &start, &mut a, level, &mut b, level, 40, seed,
                );
                (out, moves.iter().map(|m| hub::format_move(&rules, m)).collect::<Vec<_>>())
            };
            assert_eq!(game(7), game(7), "{v} level {lvl}");
        }
        // A plain node-limited search gives the same move and score.
        let pos = midgame(&rules);
        let run = || {
            let mut s = Searcher::new(rules, 2, Options { seed: 3, ..Options::default() });
            let r = s.search_root(&pos, &[], &Limits::nodes(20_000), None, &mut |_| {});
            (r.best, r.score, r.nodes)
        };
        assert_eq!(run(), run());
    }
}

#[test]
fn different_seeds_vary_the_weak_levels() {
    let rules = Rules::international();
    let start = Position::start(&rules);
    let level = Level::get(1);
    let mut firsts = std::collections::HashSet::new();
    for seed in 0..12u64 {
        let mut bot = Bot::with_tt(rules, 1);
        let m = bot.choose_move(&start, &[], level, seed).unwrap();
        firsts.insert(hub::format_move(&rules, &m));
    }
    assert!(firsts.len() > 1, "level 1 always opens with the same move");
}

#[test]
fn hint_comes_back_within_its_budget() {
    for v in [Variant::International, Variant::English] {
        let rules = v.rules();
        let pos = midgame(&rules);
        let mut bot = Bot::with_tt(rules, 2);
        let budget = Duration::from_millis(200);
        // The search stops itself at the budget (no flag, no node limit):
        // returning at all proves it; the time it keeps is measured by
        // `make bench`, not asserted.
        let game = draughts_engine::GameState { position: &pos, history: &[], draw: None };
        let h = bot.hint(game, budget, None).expect("a hint");
        assert!(pos.legal_moves(&rules).contains(&h.best));
        assert_eq!(h.pv.first(), Some(&h.best));
        assert!(!h.pv.is_empty() && h.pv.len() <= 5);
        // The PV is a legal line.
        let mut p = pos;
        for m in &h.pv {
            assert!(p.legal_moves(&rules).contains(m));
            p = p.play(m);
        }
    }
}

#[test]
fn level_table_is_complete() {
    assert_eq!(LEVELS.len(), 6);
    for (i, l) in LEVELS.iter().enumerate() {
        assert_eq!(l.number as usize, i + 1);
        assert!(l.nodes.is_some() || l.time_ms > 0);
    }
}

#[test]
fn every_variant_plays_a_short_game() {
    for v in Variant::ALL {
        let rules = v.rules();
        let mut a = Searcher::new(rules, 1, Options::default());
        let mut b = Searcher::new(rules, 1, Options::default());
        let start = Position::start(&rules);
        let (_, moves) = draughts_engine::play_game(
            &rules,
            &start,
            &mut a,
            Level::get(2),
            &mut b,
            Level::get(1),
            30,
            1,
        );
        let mut p = start;
        for m in &moves {
            assert!(p.legal_moves(&rules).contains(m), "{v}");
            p = p.play(m);
        }
    }
}

#[test]
fn hub_moves_list_every_captured_square() {
    let rules = Rules::international();
    // A flying king on 46 with two black men in reach: multi-square captures.
    let pos = Position::from_fen(&rules, "W:WK46:B37,19").unwrap();
    let moves = pos.legal_moves(&rules);
    assert!(!moves.is_empty());
    for m in &moves {
        let text = hub::format_move(&rules, m);
        let parts: Vec<&str> = text.split('x').collect();
        assert_eq!(parts.len(), 2 + m.captured().len(), "{text}");
        assert_eq!(hub::parse_move(&rules, &pos, &text).unwrap(), *m);
    }
}

/// Reads a tactics file: lines `FEN | best move(s) in Hub form | note`.
fn tactics(path: &str) -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let set: Vec<(String, Vec<String>)> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut f = l.split('|');
            let fen = f.next().unwrap().trim().to_string();
            let best = f.next().unwrap_or("").split_whitespace().map(str::to_string).collect();
            (fen, best)
        })
        .collect();
    assert!(!set.is_empty(), "{path} holds no position");
    set
}

fn solve_file(
    variant: Variant,
    file: &str,
    limit: Limits,
    max: usize,
) -> (usize, usize, Vec<String>) {
    let rules = variant.rules();
    let path = format!("{}/tests/data/tactics/{file}", env!("CARGO_MANIFEST_DIR"));
    let set = tactics(&path);
    let mut solved = 0;
    let mut failed = Vec::new();
    for (fen, best) in set.iter().take(max) {
        let pos = Position::from_fen(&rules, fen).unwrap_or_else(|e| panic!("{file}: {fen}: {e}"));
        let mut s = Searcher::new(rules, 16, Options::default());
        let r = s.search_root(&pos, &[], &limit, None, &mut |_| {});
        let got = hub::format_move(&rules, &r.best.unwrap());
        if best.contains(&got) {
            solved += 1;
        } else {
            failed.push(format!("{fen}: want {best:?}, got {got} ({})", r.score));
        }
    }
    (solved, set.len().min(max), failed)
}

/// A few positions of each set in every `make test` (debug build).
#[test]
fn tactics_smoke() {
    for (v, f) in [
        (Variant::International, "international.txt"),
        (Variant::English, "english.txt"),
        (Variant::Russian, "russian.txt"),
    ] {
        let (ok, n, failed) = solve_file(v, f, Limits::nodes(300_000), 3);
        assert_eq!(ok, n, "{v}: {failed:#?}");
    }
}

/// Every position, as the top level plays them: 1 s each (release build:
/// `cargo test --release -p draughts-engine --test bot -- --ignored tactics_full`).
#[test]
#[ignore]
fn tactics_full() {
    let mut all_failed = Vec::new();
    for (v, f) in [
        (Variant::International, "international.txt"),
        (Variant::English, "english.txt"),
        (Variant::Russian, "russian.txt"),
    ] {
        let (ok, n, failed) = solve_file(v, f, Limits::time(Duration::from_secs(1)), usize::MAX);
        println!("{v}: {ok}/{n} solved within 1 s");
        all_failed.extend(failed);
    }
    assert!(all_failed.is_empty(), "{all_failed:#?}");
}

#[test]
fn search_lines_gives_distinct_first_moves_and_the_first_is_the_plain_search() {
    let rules = Rules::international();
    let pos = Position::start(&rules);
    let limits = Limits::depth(4);
    let mut plain = Searcher::new(rules, 4, Options::default());
    let best = plain.search_root(&pos, &[], &limits, None, &mut |_| {});
    let mut multi = Searcher::new(rules, 4, Options::default());
    let mut seen = Vec::new();
    let lines = multi.search_lines(&pos, &[], None, &limits, 3, None, &mut |i, _| seen.push(i));
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0].best, best.best);
    assert_eq!(lines[0].score, best.score);
    let firsts: Vec<_> = lines.iter().map(|l| l.best.unwrap()).collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    assert!(lines.iter().all(|l| l.pv.first() == l.best.as_ref() && l.depth == 4));
    assert!(lines[1].score <= lines[0].score && lines[2].score <= lines[0].score);
    assert_eq!(seen.first(), Some(&0));
    assert_eq!(seen.last(), Some(&2), "every line reports its iterations");
    // Afterwards a plain search is plain again (nothing left out).
    let again = multi.search_root(&pos, &[], &limits, None, &mut |_| {});
    assert_eq!(again.best, best.best);
}

#[test]
fn search_lines_stops_at_the_legal_moves() {
    // A capture to make: one legal move.
    let rules = Rules::international();
    let pos = Position::from_fen(&rules, "W:W28:B23,1").unwrap();
    let mut s = Searcher::new(rules, 4, Options::default());
    let lines = s.search_lines(&pos, &[], None, &Limits::depth(3), 3, None, &mut |_, _| {});
    assert_eq!(lines.len(), pos.legal_moves(&rules).len());
}

/// A shot that begins with a promotion: White gives 13-8 (2x13 is forced),
/// crowns 7-2, and after Black's 16x18 the new king takes two men, 2x5.
/// At depth 1 the sacrifice leaves a quiet quiescence node a man down:
/// the plain quiescence stands pat there and refuses the sacrifice, while
/// with `qs_promotions` it crowns and lets the king capture, and finds the
/// shot. A deeper plain search confirms that the shot is the best move.
#[test]
fn qs_promotions_find_a_promotion_shot_that_plain_quiescence_misses() {
    let rules = Rules::international();
    let fen = "W:W7,11,12,13,36,37,38,41,42,43:B1,2,3,4,10,15,16,20,25,35";
    let pos = Position::from_fen(&rules, fen).unwrap();
    let shot = hub::parse_move(&rules, &pos, "13-8").unwrap();
    let search = |opts: Options, depth: u32| {
        let mut s = Searcher::new(rules, 4, opts);
        s.search_root(&pos, &[], &Limits::depth(depth), None, &mut |_| {})
    };
    let plain = search(Options::default(), 1);
    assert_ne!(plain.best, Some(shot), "plain quiescence at depth 1 ({})", plain.score);
    let promo = search(Options { qs_promotions: true, ..Options::default() }, 1);
    assert_eq!(promo.best, Some(shot), "with promotions at depth 1 ({})", promo.score);
    assert!(promo.score > plain.score + 100, "{} vs {}", promo.score, plain.score);
    // The line: the sacrifice, its capture, the crowning, a reply, and a
    // capture by the new king.
    let pv = &promo.pv;
    assert!(pv.len() >= 5, "{pv:?}");
    assert!(pv[1].is_capture() && pv[2].promotes() && !pv[2].is_capture(), "{pv:?}");
    assert!(pv[4].is_capture() && pv[4].from() == pv[2].to(), "{pv:?}");
    let deep = search(Options::default(), 9);
    assert_eq!(deep.best, Some(shot), "the plain search at depth 9 ({})", deep.score);
}
