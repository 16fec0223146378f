//! Self-play game generator for the PDN corpus (`tests/corpus/`).
//!
//! `cargo run --release -p draughts-cli --example selfplay -- VARIANT COUNT SEED [LEVEL]`
//! prints COUNT complete games as PDN on stdout. Both sides are the
//! project's bot (`draughts_engine`) at LEVEL (default 4, node-limited, so
//! a seed reproduces the games); its opening variety makes the games differ.
//! Games are played through the game record, so they end exactly where the
//! variant's rules end them (a win, repetition or a draw counter); a game
//! still going after 600 plies is dropped.

use draughts_engine::{Bot, Level};
use draughts_game::pdn::write_game;
use draughts_game::Game;
use draughts_rules::{Move, Position, Variant};

fn choose(game: &Game, bot: &mut Bot, level: &Level, seed: u64) -> Move {
    let history: Vec<Position> = (0..game.ply()).filter_map(|i| game.position_at(i)).collect();
    bot.choose_move(&game.position(), &history, level, seed)
        .expect("a game in progress has a legal move")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant =
        args.first().map(|s| s.parse().expect("variant")).unwrap_or(Variant::International);
    let count: usize = args.get(1).map(|s| s.parse().expect("count")).unwrap_or(20);
    let seed: u64 = args.get(2).map(|s| s.parse().expect("seed")).unwrap_or(1);
    let level: u8 = args.get(3).map(|s| s.parse().expect("level")).unwrap_or(4);
    let rules = variant.rules();
    println!("; Source: self-play of the project's bot at level {level}, not human games.");
    println!(
        "; Made with: cargo run -p draughts-cli --example selfplay -- {} {count} {seed} {level}",
        variant.name()
    );
    println!("; Licence: part of this repository (MIT); no third-party content.");
    println!();
    let mut bot = Bot::new(rules);
    let lvl = Level::get(level);
    let mut made = 0;
    let mut round = 0;
    while made < count {
        round += 1;
        let mut game = Game::new(rules);
        bot.new_game();
        while !game.is_over() && game.ply() < 600 {
            let m = choose(
                &game,
                &mut bot,
                lvl,
                seed.wrapping_mul(1_000_003).wrapping_add((round * 1000 + game.ply()) as u64),
            );
            game.play(&m).expect("legal");
        }
        if !game.is_over() {
            continue;
        }
        made += 1;
        let who = format!(
            "draughts bot level {level} ({})",
            draughts_app::texts::level_title(lvl.number, draughts_game::Lang::En)
        );
        let tags: Vec<(String, String)> = [
            ("Event", "Self-play corpus".to_string()),
            ("Site", "draughts-cli example selfplay".to_string()),
            ("Date", "????.??.??".to_string()),
            ("Round", round.to_string()),
            ("White", who.clone()),
            ("Black", who),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        let end = game.result().expect("over");
        let comments = vec![(game.ply(), format!("{end}"))];
        print!("{}", write_game(&game, &tags, &comments));
    }
}
