//! Random search for small positions that show a rule difference; used to
//! find the rule-position tests (each then checked by hand).
//! `cargo run --release --example find_positions -- turkish`
use draughts_rules::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

fn main() {
    let what = std::env::args().nth(1).unwrap_or_default();
    let mut rng = StdRng::seed_from_u64(7);
    let base = match what.as_str() {
        "czech" => Variant::Czech,
        "spanish" => Variant::Spanish,
        "italian" => Variant::Italian,
        _ => Variant::International,
    };
    let rules = base.rules();
    let n = rules.geometry().squares;
    for _ in 0..2_000_000 {
        let mut setup = Setup { turn: Some(Color::White), pieces: vec![] };
        let nw = rng.gen_range(1..=2);
        let nb = rng.gen_range(2..=6);
        let mut used = std::collections::HashSet::new();
        for i in 0..nw + nb {
            let s = Square(rng.gen_range(0..n));
            if !used.insert(s) {
                continue;
            }
            let color = if i < nw { Color::White } else { Color::Black };
            let kind = if rng.gen_bool(if i < nw { 0.6 } else { 0.2 }) {
                PieceKind::King
            } else {
                PieceKind::Man
            };
            setup.pieces.push((s, Piece { color, kind }));
        }
        let Ok(pos) = Position::new(&setup, &rules) else { continue };
        let a = pos.legal_moves(&rules);
        if !a.iter().any(|m| m.is_capture()) {
            continue;
        }
        let found = match what.as_str() {
            "turkish" => {
                let imm = Rules { removal: Removal::Immediate, ..rules };
                let b = pos.legal_moves(&imm);
                a.len() != b.len()
                    && a.iter().all(|m| m.captured().len() >= 2)
                    && pos.count(Color::White).0 == 1
            }
            _ => {
                let free = Rules { precedence: Precedence::Free, ..rules };
                let b = pos.legal_moves(&free);
                a.len() < b.len() && b.len() <= 4
            }
        };
        if found {
            println!("{}", pos.to_fen(&rules));
            for m in &a {
                println!("  {}", pos.move_text(&rules, m));
            }
            return;
        }
    }
}
