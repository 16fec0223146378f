//! The endgame databases: checked against the rules move by move, against
//! independent searches, and against well-known endgame results. The
//! heavier checks are ignored in debug builds and run in release by `make
//! test-engine-release` (part of `make test`).

use draughts_engine::bitbase::{Bitbases, Indexer, Material, ProbeCache, Wdl};
use draughts_engine::{Limits, Options, Searcher, WIN_BOUND};
use draughts_rules::{Color, Position, Rules};

/// The value of any position with few pieces: captures are played out
/// (they leave the databases' "don't care" entries), quiet positions are
/// probed.
fn value(bb: &Bitbases, rules: &Rules, pos: &Position, cache: &mut ProbeCache) -> Wdl {
    let moves = pos.legal_moves(rules);
    if moves.is_empty() {
        return Wdl::Loss;
    }
    if !moves[0].is_capture() {
        return bb.probe(rules, pos, cache).expect("in the databases");
    }
    minimax(moves.iter().map(|m| value(bb, rules, &pos.play(m), cache)))
}

/// The value of a position from its children's values.
fn minimax(children: impl Iterator<Item = Wdl>) -> Wdl {
    let mut best = Wdl::Loss;
    for c in children {
        match c {
            Wdl::Loss => return Wdl::Win,
            Wdl::Draw => best = Wdl::Draw,
            Wdl::Win => {}
        }
    }
    best
}

/// A sample of quiet positions of every signature.
fn sample(rules: &Rules, max: u32, per_table: u64) -> Vec<Position> {
    let mut v = Vec::new();
    for mat in Material::all(max) {
        let ix = Indexer::new(rules, mat);
        let step = (ix.size / per_table).max(1) | 1;
        let mut i = 7 % ix.size;
        while i < ix.size {
            if let Some((sides, kings)) = ix.pieces(i) {
                for turn in [Color::White, Color::Black] {
                    let p = Position::from_bits(rules, sides, kings, turn);
                    if !p.has_capture(rules) {
                        v.push(p);
                    }
                }
            }
            i += step;
        }
    }
    v
}

/// Every sampled value agrees with the values of its children (the
/// databases are a fixed point of the game's rules).
#[test]
#[ignore = "release build: make test-engine-release"]
fn values_agree_with_one_move_lookahead() {
    for rules in [Rules::international(), Rules::english(), Rules::russian()] {
        let bb = Bitbases::builtin(&rules).expect("databases");
        let mut cache = ProbeCache::new();
        let positions = sample(&rules, bb.max_pieces.min(4), 300);
        assert!(positions.len() > 1000);
        for p in positions {
            let v = bb.probe(&rules, &p, &mut cache).unwrap();
            let moves = p.legal_moves(&rules);
            let want = if moves.is_empty() {
                Wdl::Loss
            } else {
                minimax(moves.iter().map(|m| value(bb, &rules, &p.play(m), &mut cache)))
            };
            assert_eq!(v, want, "{:?} {}", rules.variant(), p.to_fen(&rules));
        }
    }
}

/// Share of wins among the positions of a signature, White to move, no
/// capture pending, where `pred` holds.
fn win_share(rules: &Rules, mat: Material, pred: impl Fn(&Position) -> bool) -> (f64, usize) {
    let bb = Bitbases::builtin(rules).unwrap();
    let mut cache = ProbeCache::new();
    let ix = Indexer::new(rules, mat);
    let (mut wins, mut n) = (0usize, 0usize);
    for i in 0..ix.size {
        if let Some((sides, kings)) = ix.pieces(i) {
            let p = Position::from_bits(rules, sides, kings, Color::White);
            if p.has_capture(rules) || !pred(&p) {
                continue;
            }
            n += 1;
            wins += (bb.probe(rules, &p, &mut cache) == Some(Wdl::Win)) as usize;
        }
    }
    (wins as f64 / n.max(1) as f64, n)
}

/// The long diagonal of a board: a1-h8 (8x8) or 46-5 (10x10), the squares
/// whose file equals their rank.
fn long_diagonal(rules: &Rules) -> u64 {
    let mut d = 0u64;
    for n in 1..=rules.geometry().squares as u32 {
        let sq = rules.square_from_number(n).unwrap();
        let (f, r) = rules.coords(sq);
        if f == r {
            d |= rules.geometry().bit(sq);
        }
    }
    d
}

/// Every signature below is read over all its positions with White to move
/// and no capture pending; a "won ending" may still have a few positions
/// where the lone king escapes at once, and a "drawn ending" a few where it
/// is caught at once, hence shares instead of all-or-nothing.
///
/// English: two kings beat one, even one in the double corner (Edward
/// Lasker, "Chess and Checkers: The Way to Mastership", 1918, the ending
/// of diagram 89; also the Irish Draughts Association's endings page).
#[test]
#[ignore = "release build: make test-engine-release"]
fn english_two_kings_beat_one() {
    let r = Rules::english();
    let (share, n) = win_share(&r, Material { wm: 0, wk: 2, bm: 0, bk: 1 }, |_| true);
    assert!(n > 10_000 && share > 0.99, "{share} of {n}");
}

/// Russian: three kings beat a lone king when they hold the long diagonal
/// (the "Petrov triangle" technique, known since Petrov's 19th-century
/// analysis; Russian Wikipedia, "Треугольник Петрова"), and do not when the
/// lone king holds it.
#[test]
#[ignore = "release build: make test-engine-release"]
fn russian_three_kings_and_the_long_diagonal() {
    let r = Rules::russian();
    let d = long_diagonal(&r);
    let mat = Material { wm: 0, wk: 3, bm: 0, bk: 1 };
    let (held, n1) = win_share(&r, mat, |p| p.side_bits(Color::White) & d != 0);
    assert!(n1 > 10_000 && held > 0.95, "{held} of {n1}");
    let (lone, n2) = win_share(&r, mat, |p| {
        p.side_bits(Color::Black) & d != 0 && p.side_bits(Color::White) & d == 0
    });
    assert!(n2 > 5_000 && lone < 0.10, "{lone} of {n2}");
}

/// International: three kings do not beat a lone king that holds the long
/// diagonal (46-5), while four kings do beat a lone king (FMJD's endgame
/// course "The endgame", chapter "3 kings against 1": usually a draw;
/// Christian Freeling, "Draughts Dissected", King versus kings: four kings
/// are needed on 10x10). These counts ignore the FMJD 16-move rule, which
/// in play draws even the won 3-against-1 positions that take longer.
#[test]
#[ignore = "release build: make test-engine-release"]
fn international_three_kings_draw_four_kings_win() {
    let r = Rules::international();
    let d = long_diagonal(&r);
    let (lone, n) = win_share(&r, Material { wm: 0, wk: 3, bm: 0, bk: 1 }, |p| {
        p.side_bits(Color::Black) & d != 0 && p.side_bits(Color::White) & d == 0
    });
    assert!(n > 50_000 && lone < 0.10, "{lone} of {n}");
    let (four, n) = win_share(&r, Material { wm: 0, wk: 4, bm: 0, bk: 1 }, |_| true);
    assert!(n > 1_000_000 && four > 0.95, "{four} of {n}");
}

/// Independent searches: whenever a plain search (no databases) proves a
/// win or a loss within its horizon, the databases agree.
#[test]
#[ignore = "release build: make test-engine-release"]
fn values_agree_with_searches_that_prove_a_result() {
    for (rules, per_table) in
        [(Rules::english(), 6), (Rules::russian(), 6), (Rules::international(), 2)]
    {
        let bb = Bitbases::builtin(&rules).unwrap();
        let mut cache = ProbeCache::new();
        let mut s = Searcher::new(rules, 4, Options { bitbases: false, ..Options::default() });
        let (mut proven, mut total) = (0, 0);
        for p in sample(&rules, 4, per_table) {
            if p.legal_moves(&rules).is_empty() {
                continue;
            }
            total += 1;
            s.new_game();
            let r = s.search_root(
                &p,
                &[],
                &Limits { depth: Some(12), nodes: Some(60_000), ..Limits::default() },
                None,
                &mut |_| {},
            );
            let v = bb.probe(&rules, &p, &mut cache).unwrap();
            if r.score > WIN_BOUND {
                proven += 1;
                assert_eq!(v, Wdl::Win, "{}", p.to_fen(&rules));
            } else if r.score < -WIN_BOUND {
                proven += 1;
                assert_eq!(v, Wdl::Loss, "{}", p.to_fen(&rules));
            }
        }
        assert!(proven * 5 > total, "{proven} of {total} proven");
    }
}

/// The search uses the databases: in a won ending it reports a database win.
#[test]
fn search_reports_database_wins() {
    let r = Rules::english();
    let p = Position::from_fen(&r, "W:WK14,K18:BK32").unwrap();
    let mut s = Searcher::new(r, 4, Options::default());
    let res = s.search_root(&p, &[], &Limits::depth(4), None, &mut |_| {});
    assert!(res.score > draughts_engine::BB_WIN - 600, "{}", res.score);
    assert!(s.bb_hits > 0);
}
