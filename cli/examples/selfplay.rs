//! Self-play game generator for the PDN corpus (`tests/corpus/`).
//!
//! `cargo run -p draughts-cli --example selfplay -- VARIANT COUNT SEED [DEPTH]`
//! prints COUNT complete games as PDN on stdout. Each side plays a small
//! alpha-beta search (DEPTH plies, default 3) on material and advancement,
//! with a little seeded noise so the games differ. Games are played through
//! the game record, so they end exactly where the variant's rules end them
//! (a win, repetition or a draw counter); a game still going after 600
//! plies is dropped.

use draughts_core::pdn::write_game;
use draughts_core::{Color, Game, Move, Position, Rules, Variant};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn eval(rules: &Rules, p: &Position) -> i32 {
    let side = rules.board.side() as i32;
    let king = if side == 10 { 300 } else { 250 };
    let mut score = 0;
    for (s, piece) in p.pieces(rules) {
        let (_, rank) = rules.coords(s);
        let v = match piece.kind {
            draughts_core::PieceKind::King => king,
            draughts_core::PieceKind::Man => {
                let adv = if piece.color == Color::White { rank as i32 } else { side - 1 - rank as i32 };
                100 + adv * 3
            }
        };
        score += if piece.color == p.turn() { v } else { -v };
    }
    score
}

fn search(rules: &Rules, p: &Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let moves = p.legal_moves(rules);
    if moves.is_empty() {
        return -100_000 - depth as i32;
    }
    if depth == 0 {
        return eval(rules, p);
    }
    for m in &moves {
        let v = -search(rules, &p.play(m), depth - 1, -beta, -alpha);
        if v > alpha {
            alpha = v;
            if alpha >= beta {
                break;
            }
        }
    }
    alpha
}

fn choose(game: &Game, depth: u32, rng: &mut Rng) -> Move {
    let rules = game.rules();
    let pos = game.position();
    let moves = game.legal_moves();
    let mut best = (i32::MIN, moves[0]);
    for m in &moves {
        let noise = (rng.next() % 41) as i32 - 20;
        let v = -search(rules, &pos.play(m), depth - 1, -1_000_000, 1_000_000) + noise;
        if v > best.0 {
            best = (v, *m);
        }
    }
    best.1
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args.first().map(|s| s.parse().expect("variant")).unwrap_or(Variant::International);
    let count: usize = args.get(1).map(|s| s.parse().expect("count")).unwrap_or(20);
    let seed: u64 = args.get(2).map(|s| s.parse().expect("seed")).unwrap_or(1);
    let depth: u32 = args.get(3).map(|s| s.parse().expect("depth")).unwrap_or(3);
    let rules = variant.rules();
    println!("; Source: self-play of the project's own generator, not human games.");
    println!(
        "; Made with: cargo run -p draughts-cli --example selfplay -- {} {count} {seed} {depth}",
        variant.name()
    );
    println!("; Licence: part of this repository (MIT); no third-party content.");
    println!();
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut made = 0;
    let mut round = 0;
    while made < count {
        round += 1;
        let mut game = Game::new(rules);
        while !game.is_over() && game.ply() < 600 {
            let m = choose(&game, depth, &mut rng);
            game.play(&m).expect("legal");
        }
        if !game.is_over() {
            continue;
        }
        made += 1;
        let who = format!("selfplay depth {depth}");
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
