//! Games without a `GameType` tag, as many real files are: the reader
//! infers the variant from the squares, the notation and the tags, keeps
//! the first candidate under which the whole game replays, and says so in
//! a warning (not for International, the PDN standard's default). Also the
//! padded moves of Dutch tournament software (`1- 6`).

use draughts_game::pdn::{read_games, read_games_with, write_game, PdnErrorKind, PdnWarningKind};
use draughts_game::pdn::{PdnGame, ReadOptions};
use draughts_game::Game;
use draughts_rules::{Rules, Variant};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text without its `GameType` lines.
fn untagged(text: &str) -> String {
    text.lines().filter(|l| !l.starts_with("[GameType")).map(|l| format!("{l}\n")).collect()
}

fn plies(g: &PdnGame) -> Vec<String> {
    g.game.plies().iter().map(|p| p.text.clone()).collect()
}

fn inferred(g: &PdnGame) -> Option<Variant> {
    g.warnings.iter().find_map(|w| match w.kind {
        PdnWarningKind::InferredVariant { variant } => Some(variant),
        _ => None,
    })
}

/// Each game of a corpus file reads the same without its GameType tag:
/// the same variant, every ply, and a warning that names the variant.
fn corpus_reads_untagged(file: &str, variant: Variant) {
    let text = data(&format!("corpus/{file}"));
    let tagged: Vec<PdnGame> = read_games(&text).into_iter().map(Result::unwrap).collect();
    let bare: Vec<PdnGame> = read_games(&untagged(&text)).into_iter().map(Result::unwrap).collect();
    assert_eq!(tagged.len(), bare.len());
    assert!(tagged.len() >= 10, "{file}: {} games", tagged.len());
    for (t, b) in tagged.iter().zip(&bare) {
        assert_eq!(t.game.rules().base, variant);
        assert_eq!(b.game.rules(), t.game.rules(), "{file}, game at line {}", b.line);
        assert_eq!(plies(b), plies(t), "{file}, game at line {}", b.line);
        let expected = (variant != Variant::International).then_some(variant);
        assert_eq!(inferred(b), expected, "{file}, game at line {}", b.line);
    }
}

#[test]
fn english_games_without_gametype_are_read_as_english() {
    corpus_reads_untagged("english.pdn", Variant::English);
}

#[test]
fn russian_games_in_algebraic_notation_are_read_as_russian() {
    corpus_reads_untagged("russian.pdn", Variant::Russian);
}

#[test]
fn international_games_without_gametype_stay_international_without_a_warning() {
    corpus_reads_untagged("international.pdn", Variant::International);
}

/// A random legal game of `rules` (seeded), up to `plies` plies.
fn random_game(rules: Rules, seed: u64, plies: usize) -> Game {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(rules);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.is_over() {
            break;
        }
        let m = moves[rng.gen_range(0..moves.len())];
        game.play(&m).unwrap();
    }
    game
}

#[test]
fn italian_tag_names_make_an_untagged_game_italian() {
    for seed in 0..20 {
        let game = random_game(Variant::Italian.rules(), seed, 60);
        let text = untagged(&write_game(&game, &[], &[]))
            .replace("[White ", "[Bianco ")
            .replace("[Black ", "[Nero ")
            .replace("[Result ", "[Risultato ");
        let g = read_games(&text).remove(0).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        assert_eq!(g.game.rules().base, Variant::Italian, "seed {seed}");
        assert_eq!(g.game.plies().len(), game.plies().len(), "seed {seed}");
        assert_eq!(inferred(&g), Some(Variant::Italian));
    }
}

#[test]
fn every_8x8_game_read_untagged_replays_under_the_variant_it_was_read_as() {
    let eight = [
        Variant::English,
        Variant::Russian,
        Variant::Brazilian,
        Variant::Spanish,
        Variant::Italian,
        Variant::Czech,
    ];
    for variant in eight {
        for seed in 0..10 {
            let game = random_game(variant.rules(), seed, 80);
            let text = untagged(&write_game(&game, &[], &[]));
            let g = read_games(&text).remove(0).unwrap_or_else(|e| panic!("{variant} {seed}: {e}"));
            assert_eq!(g.game.plies().len(), game.plies().len(), "{variant} seed {seed}");
            assert!(g.game.rules().board == variant.rules().board, "{variant} seed {seed}");
            assert!(inferred(&g).is_some(), "{variant} seed {seed}: {:?}", g.warnings);
        }
    }
}

#[test]
fn an_english_problem_fen_is_read_on_the_8x8_board() {
    let text = "[FEN \"B:W27,28,K10:B1,K20\"]\n1. 1-5 *\n";
    let g = read_games(text).remove(0).unwrap();
    assert_eq!(g.game.rules().base, Variant::English);
    assert_eq!(inferred(&g), Some(Variant::English));
}

#[test]
fn the_inferred_variant_is_an_error_when_reading_strictly() {
    let text = "1. 11-15 23-19 *\n";
    let e = read_games_with(text, ReadOptions { strict: true }).remove(0).unwrap_err();
    assert!(matches!(e.kind, PdnErrorKind::Strict(PdnWarningKind::InferredVariant { .. })), "{e}");
    assert!(e.to_string().to_lowercase().contains("english"), "{e}");
}

#[test]
fn a_game_legal_under_no_candidate_reports_the_error_that_read_furthest() {
    // English up to move 3, then a move no 8×8 variant allows.
    let text = "1. 11-15 23-19 2. 8-11 22-17 3. 1-32 *\n";
    let e = read_games(text).remove(0).unwrap_err();
    assert_eq!(e.line, 1);
    assert!(e.to_string().contains("1-32"), "{e}");
}

#[test]
fn padded_moves_of_tournament_software_are_read() {
    let plain = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 9-14 4. 31-27 4-9 *\n";
    let padded =
        "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32  9-14 4. 31-27  4- 9 *\n";
    let a = read_games(plain).remove(0).unwrap();
    let b = read_games(padded).remove(0).unwrap();
    assert_eq!(plies(&a), plies(&b));
    assert_eq!(b.game.plies().len(), 8);
    assert!(b.warnings.is_empty(), "{:?}", b.warnings);
}

#[test]
fn a_separator_at_the_end_of_a_line_is_not_joined_to_the_next_line() {
    let text = "[GameType \"20\"]\n1. 32-28 19-\n23 *\n";
    assert!(read_games(text).remove(0).is_err());
}
