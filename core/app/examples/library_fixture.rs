//! The archive document the kill tests write: `ARCHIVE_MAX` (1,000)
//! finished games, deterministic, written by the core's own writer.
//!
//! `cargo run -p draughts-app --example library_fixture > tests/data/library/archive-1000.json`
//!
//! The games are random legal moves from a fixed seed (a 64-bit LCG, so the
//! file never changes with a library's version), across the seven variants,
//! against each bot level or between two people, 20 to 119 plies, then
//! ended by a resignation or an agreed draw when the rules have not ended
//! them. A test (`core/app/tests/library.rs`) checks that the committed
//! file is exactly what this writes and that the core reads every entry.

use draughts_app::library::ARCHIVE_MAX;
use draughts_game::library::{self as doc, Entry, Kind};
use draughts_game::{save, Game, Lang, Player};
use draughts_rules::Variant;

/// Knuth's MMIX LCG; the high bits are the random ones.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 =
            self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Game number `i` of the fixture.
fn game(i: usize, rng: &mut Lcg) -> (Game, [Player; 2]) {
    let rules = Variant::ALL[i % Variant::ALL.len()].rules();
    let mut g = Game::new(rules);
    let plies = 20 + rng.below(100);
    while g.ply() < plies && g.result().is_none() {
        let moves = g.position().legal_moves(&rules);
        let m = moves[rng.below(moves.len())];
        if g.play(&m).is_err() {
            break;
        }
    }
    if g.result().is_none() {
        match rng.below(3) {
            0 => g.resign(g.turn()).expect("a game in progress can be resigned"),
            1 => g.resign(g.turn().opponent()).expect("a game in progress can be resigned"),
            _ => {
                g.offer_draw(g.turn()).expect("a draw can be offered");
                g.agree_draw().expect("an offered draw can be agreed");
            }
        }
    }
    let level = (i % 7) as u8;
    let players = match (level, i % 2) {
        (0, _) => [Player::Human, Player::Human],
        (l, 0) => [Player::Human, Player::Bot { level: l }],
        (l, _) => [Player::Bot { level: l }, Player::Human],
    };
    (g, players)
}

/// The fixture: game 1 is the most recent, as the library writes it.
pub fn archive_fixture(n: usize) -> String {
    let mut rng = Lcg(20_260_501);
    let lines: Vec<String> = (0..n)
        .map(|i| {
            let (g, players) = game(i, &mut rng);
            let lang = Lang::ALL[i % Lang::ALL.len()];
            let text = save::to_json(&g, players, Default::default(), lang);
            let date = format!("2026-{:02}-{:02}", 12 - (i / 28) % 12, 28 - i % 28);
            doc::entry_line(&Entry { id: i as u64 + 1, date, stamp: (n - i) as u64, save: text })
        })
        .collect();
    doc::write(Kind::Archive, &lines)
}

#[allow(dead_code)]
fn main() {
    print!("{}", archive_fixture(ARCHIVE_MAX));
}
