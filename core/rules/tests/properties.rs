//! Properties over thousands of seeded random games per preset (and a few
//! custom rule sets): hashing, FEN round trips, notation round trips, and
//! material bookkeeping. Debug builds play fewer games; `make test` runs the
//! release build with the full count.

use draughts_rules::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

const GAMES: usize = if cfg!(debug_assertions) { 60 } else { 2000 };
const MAX_PLIES: usize = 200;

fn rule_sets() -> Vec<(String, Rules)> {
    let mut v: Vec<(String, Rules)> =
        Variant::ALL.iter().map(|&x| (x.name().to_string(), x.rules())).collect();
    v.push((
        "intl-immediate".into(),
        Rules { removal: Removal::Immediate, ..Rules::international() },
    ));
    v.push(("russian-optional".into(), Rules { capture_compulsory: false, ..Rules::russian() }));
    v.push((
        "english-flying".into(),
        Rules { flying_kings: true, men_capture_backwards: true, ..Rules::english() },
    ));
    v
}

fn check_game(name: &str, rules: &Rules, seed: u64) -> usize {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pos = Position::start(rules);
    let mut plies = 0;
    for _ in 0..MAX_PLIES {
        // FEN round trip, hash included.
        let fen = pos.to_fen(rules);
        let back = Position::from_fen(rules, &fen)
            .unwrap_or_else(|e| panic!("{name} seed {seed}: {fen}: {e}"));
        assert_eq!(back, pos, "{name} seed {seed}: FEN round trip of {fen}");
        assert_eq!(pos.hash(), pos.compute_hash(), "{name} seed {seed}: incremental hash at {fen}");

        let legal = pos.legal_moves(rules);
        assert_eq!(legal.is_empty(), pos.is_stuck(rules), "{name}: is_stuck disagrees at {fen}");
        assert_eq!(
            pos.count_moves(rules, Duplicates::Drop, &mut Vec::new()),
            legal.len() as u64,
            "{name}: count_moves at {fen}"
        );
        if legal.is_empty() {
            break;
        }
        for m in &legal {
            // The official text and the full path both read back to the move.
            let text = MoveText::of(m, &legal, rules);
            let again = text
                .resolve_in(&legal, &pos, rules)
                .unwrap_or_else(|e| panic!("{name}: {text} at {fen}: {e}"));
            assert_eq!(again, *m, "{name}: {text} at {fen}");
            assert_eq!(MoveText::parse(&text.to_string(), rules).unwrap(), text);
            let mut full = vec![rules.square_name(m.from())];
            full.extend(m.path().iter().map(|&s| rules.square_name(s)));
            let sep = if m.is_capture() { "x" } else { "-" };
            assert_eq!(
                pos.parse_move(rules, &full.join(sep)).as_ref(),
                Ok(m),
                "{name}: full path at {fen}"
            );

            // Copy-make: material bookkeeping and the incremental hash.
            let child = pos.play(m);
            assert_eq!(child.hash(), child.compute_hash(), "{name}: hash after {text} at {fen}");
            let (us, them) = (pos.turn(), pos.turn().opponent());
            assert_eq!(child.count(them).0 + m.captured().len() as u32, pos.count(them).0);
            assert_eq!(child.count(us).0, pos.count(us).0);
            assert_eq!(child.count(us).1, pos.count(us).1 + m.promotes() as u32);
            assert_eq!(child.turn(), them);
            assert_eq!(child.side_bits(Color::White) & child.side_bits(Color::Black), 0);
        }
        // Every path, the duplicates the generator drops included, reads
        // back as its move with the path written.
        let mut every = Vec::new();
        pos.generate(rules, Duplicates::Keep, &mut every);
        for m in every.iter().filter(|m| m.captured().len() >= 2) {
            let mut full = vec![rules.square_name(m.from())];
            full.extend(m.path().iter().map(|&s| rules.square_name(s)));
            let read = pos.parse_move(rules, &full.join("x"));
            let read = read.unwrap_or_else(|e| panic!("{name}: {} at {fen}: {e}", full.join("x")));
            assert_eq!(read, *m, "{name}: the same move as in play at {fen}");
            assert_eq!(read.path(), m.path(), "{name}: the path written at {fen}");
        }
        pos = pos.play(&legal[rng.gen_range(0..legal.len())]);
        plies += 1;
    }
    plies
}

#[test]
fn random_games_keep_every_invariant() {
    for (i, (name, rules)) in rule_sets().iter().enumerate() {
        let mut plies = 0;
        for g in 0..GAMES {
            plies += check_game(name, rules, (i * 1_000_003 + g) as u64);
        }
        assert!(plies > GAMES * 20, "{name}: games are suspiciously short ({plies} plies)");
        eprintln!("{name}: {GAMES} games, {plies} plies");
    }
}

mod fuzz {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: if cfg!(debug_assertions) { 500 } else { 5000 },
            ..ProptestConfig::default()
        })]

        /// Random bytes as FEN: an error or a position, never a panic.
        #[test]
        fn fen_from_random_bytes_never_panics(
            bytes in proptest::collection::vec(any::<u8>(), 0..80)
        ) {
            let text = String::from_utf8_lossy(&bytes);
            for v in Variant::ALL {
                let _ = Position::from_fen(&v.rules(), &text);
            }
        }

        /// FEN-like text reaches deeper into the parser.
        #[test]
        fn fen_like_text_never_panics(text in "[WBwbK?:,0-9a-jHF.x -]{0,60}") {
            for v in Variant::ALL {
                let rules = v.rules();
                if let Ok(p) = Position::from_fen(&rules, &text) {
                    prop_assert_eq!(Position::from_fen(&rules, &p.to_fen(&rules)).unwrap(), p);
                }
            }
        }

        /// Move text from random input: an error or a legal move.
        #[test]
        fn move_text_never_panics(text in "[0-9a-jx:X!?*-]{0,14}") {
            for v in Variant::ALL {
                let rules = v.rules();
                let pos = Position::start(&rules);
                if let Ok(m) = pos.parse_move(&rules, &text) {
                    prop_assert!(pos.legal_moves(&rules).contains(&m));
                }
            }
        }
    }
}
