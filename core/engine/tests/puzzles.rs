//! The puzzles: the shipped files are alive (they parse, every puzzle is a
//! legal decision, the counts are the pack manifest's, all of them fit in
//! 1 MiB), the generator's rules refuse what they must, and a sample of
//! each variant proves again (in release mode only: `make
//! test-engine-release`).

use draughts_engine::puzzle::{
    builtin, builtin_bytes, distinct_moves, material, ProofSettings, Prover, Puzzle, PuzzleSet,
    Reason, Theme, Themes,
};
use draughts_rules::{Position, Variant};

/// The `pack=` lines of the pack manifest: variant → count.
fn manifest_counts() -> Vec<(String, usize)> {
    let text = include_str!("../../../scripts/results/puzzles-pack.manifest");
    text.lines()
        .filter(|l| l.starts_with("pack="))
        .map(|l| {
            let get = |k: &str| l.split_whitespace().find_map(|w| w.strip_prefix(k)).unwrap();
            (get("variant=").to_string(), get("count=").parse().unwrap())
        })
        .collect()
}

#[test]
fn shipped_files_are_alive() {
    let counts = manifest_counts();
    assert_eq!(counts.len(), Variant::ALL.len(), "one pack line per variant");
    let mut total = 0;
    for v in Variant::ALL {
        let bytes = builtin_bytes(v);
        total += bytes.len();
        let set = PuzzleSet::from_bytes(bytes).unwrap_or_else(|e| panic!("{v}: {e}"));
        assert_eq!(set.variant, v);
        let want = counts.iter().find(|(name, _)| name == v.name()).unwrap().1;
        assert_eq!(set.puzzles.len(), want, "{v}: count as the pack manifest says");
        assert!(!set.puzzles.is_empty(), "{v}: no puzzles");
        assert_eq!(builtin(v).puzzles.len(), want);
        let rules = v.rules();
        for (i, p) in set.puzzles.iter().enumerate() {
            assert!(!p.line.is_empty(), "{v} {i}: an empty line");
            assert!(distinct_moves(&rules, &p.start).len() >= 2, "{v} {i}: not a decision");
            assert!((400..=2800).contains(&p.rating), "{v} {i}: rating {}", p.rating);
            assert!(p.margin as i32 >= set.settings.margin, "{v} {i}: margin {}", p.margin);
            assert!(!p.decisions(&rules).is_empty());
        }
        assert_eq!(set.to_bytes(), bytes, "{v}: the file is what its puzzles write");
    }
    assert!(total <= 1 << 20, "the puzzle files take {total} bytes, more than 1 MiB");
}

#[test]
fn a_puzzle_file_refuses_damage() {
    let set = builtin(Variant::English);
    let bytes = set.to_bytes();
    assert!(PuzzleSet::from_bytes(&bytes[..bytes.len() - 1]).is_err());
    let mut extra = bytes.clone();
    extra.push(0);
    assert!(PuzzleSet::from_bytes(&extra).is_err());
    let mut wrong = bytes.clone();
    wrong[0] = b'X';
    assert!(PuzzleSet::from_bytes(&wrong).is_err());
}

#[test]
fn themes_are_read_off_the_line() {
    // A shot in English: 30-26 gives a man, 31x22 is forced, and 25x2
    // takes two, a king among them, and crowns.
    let rules = Variant::English.rules();
    let pos = Position::from_fen(&rules, "W:W19,21,23,24,25,27,29,30:B1,3,4,5,7,10,12,14,15,K31")
        .unwrap();
    let line: Vec<_> = ["30-26", "31x22", "25x2"]
        .iter()
        .scan(pos, |p, t| {
            let m = p.parse_move(&rules, t).unwrap();
            *p = p.play(&m);
            Some(m)
        })
        .collect();
    let mut p = Puzzle {
        start: pos,
        line,
        rating: 0,
        themes: Themes::default(),
        see_depth: 1,
        gain: 0,
        margin: 0,
    };
    p.retag(&rules);
    for t in [Theme::Shot, Theme::Sacrifice, Theme::Breakthrough, Theme::KingCapture] {
        assert!(p.themes.contains(t), "{t:?} in {:?}", p.themes.list());
    }
    assert!(!p.themes.contains(Theme::Endgame));
    // Two decisions (25x2 is a choice of captures), seen at depth 1, a
    // sacrifice.
    assert_eq!(p.decisions(&rules), vec![0, 2]);
    assert_eq!(p.rating, 1150 + 150 + 60 + 3 * 20 + 150);
}

/// Two moves win: refused at the first decision.
#[test]
fn two_winning_first_moves_are_refused() {
    let rules = Variant::English.rules();
    let pos = Position::from_fen(&rules, "W:WK11,K17,20,29:B18,19,K26").unwrap();
    let r = Prover::new(rules, ProofSettings::for_rules(&rules)).solve(&pos).unwrap_err();
    assert_eq!((r.ply, r.reason), (0, Reason::TwoWins), "{r}");
}

/// The line's search sees a gain the proof's deeper search refutes.
#[test]
fn a_gain_that_disappears_deeper_is_refused() {
    let rules = Variant::Russian.rules();
    let pos = Position::from_fen(&rules, "W:Wb6,c3,h4:Ba5,d6,e7,f6").unwrap();
    let s = ProofSettings::for_rules(&rules);
    let mut prover = Prover::new(rules, s);
    let base = material(&rules, &pos, pos.turn());
    assert!(prover.value(&pos, s.depth) - base >= s.gain, "the line's depth sees the gain");
    assert!(prover.value(&pos, s.deep) - base < s.gain, "the proof's depth does not");
    let r = prover.solve(&pos).unwrap_err();
    assert!(r.deep, "refused by the proof, not the line: {r}");
    assert!([Reason::NoWin, Reason::NotBanked].contains(&r.reason), "{r}");
}

/// A few puzzles of each variant (the first, the middle and the last)
/// proved again at the file's depths.
#[test]
#[ignore = "release: make test-engine-release"]
fn a_sample_of_each_variant_proves_again() {
    for v in Variant::ALL {
        let set = builtin(v);
        let n = set.puzzles.len();
        assert!(n > 0, "{v}: no puzzles");
        let mut prover = Prover::new(v.rules(), set.settings);
        for i in [0, n / 2, n - 1] {
            let p = &set.puzzles[i];
            let proof = prover.prove(p).unwrap_or_else(|r| panic!("{v} puzzle {i}: {r}"));
            assert_eq!(proof.margin, p.margin as i32, "{v} puzzle {i}: the same margin");
            assert_eq!(proof.gain, p.gain as i32, "{v} puzzle {i}: the same gain");
        }
    }
}
