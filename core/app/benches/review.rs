//! The game review's speed: a 60-move International game (120 plies, from
//! the self-play corpus of `core/game/tests/data/corpus`) reviewed at the
//! fast setting ([`ReviewDepth::Fast`], 20 000 nodes a position) and at the
//! deep one ([`ReviewDepth::Deep`], 400 000), position by position as a
//! front end runs it, on one thread. Measured, never asserted; run with
//!
//! ```text
//! cargo test --release -p draughts-app --bench review -- --ignored --nocapture
//! ```
//!
//! (`make bench` runs it.)

use draughts_app::analysis::{GameReview, ReviewDepth};
use draughts_engine::Bot;
use draughts_game::pdn::read_pdn;
use draughts_game::{Game, Lang};
use std::time::Instant;

const PLIES: usize = 120;

/// The first corpus game of at least 60 moves, cut to 60 moves.
fn sixty_moves() -> Game {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../game/tests/data/corpus/international.pdn");
    let text = std::fs::read_to_string(path).unwrap();
    let g = read_pdn(&text)
        .unwrap()
        .into_iter()
        .map(|p| p.game)
        .find(|g| g.played().len() >= PLIES)
        .expect("a corpus game of 60 moves");
    let mut cut = Game::from_position(*g.rules(), *g.start());
    for p in &g.played()[..PLIES] {
        cut.play(&p.mv).unwrap();
    }
    cut
}

#[test]
#[ignore = "a measurement: cargo test --release --bench review -- --ignored"]
fn fast_review_of_a_sixty_move_game() {
    measure(ReviewDepth::Fast, "fast", 3);
}

#[test]
#[ignore = "a measurement: cargo test --release --bench review -- --ignored"]
fn deep_review_of_a_sixty_move_game() {
    measure(ReviewDepth::Deep, "deep", 1);
}

/// Reviews the game `rounds` times at `depth`, each with a fresh review (the
/// bot's table carries over, as in an app reviewing a game again).
fn measure(depth: ReviewDepth, name: &str, rounds: usize) {
    let game = sixty_moves();
    let mut bot = Bot::new(*game.rules());
    for round in 0..rounds {
        let mut review = GameReview::new(&game, depth);
        let t = Instant::now();
        let mut nodes = 0;
        while let Some(job) = review.next_job() {
            let answer = job.run(&mut bot);
            nodes += answer.nodes;
            review.apply(&job.ticket, &answer).unwrap();
        }
        let search = t.elapsed();
        let report = review.report(Lang::En);
        let all = t.elapsed();
        println!(
            "review, {name}, {} plies (run {}): {:.2} s ({:.1} ms a position, {:.2} M nodes, \
             report {:.2} ms)",
            report.moves.len(),
            round + 1,
            all.as_secs_f64(),
            search.as_secs_f64() * 1e3 / (PLIES + 1) as f64,
            nodes as f64 / 1e6,
            (all - search).as_secs_f64() * 1e3,
        );
    }
}
