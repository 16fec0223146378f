//! Prints the legal moves of a FEN with their paths, optionally under
//! changed knobs: `cargo run --example show_moves -- international FEN [immediate|free]`
use draughts_rules::*;
fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let mut rules: Rules = a[0].parse::<Variant>().unwrap().rules();
    match a.get(2).map(String::as_str) {
        Some("immediate") => rules.removal = Removal::Immediate,
        Some("free") => rules.precedence = Precedence::Free,
        _ => {}
    }
    let pos = Position::from_fen(&rules, &a[1]).unwrap();
    for m in pos.legal_moves(&rules) {
        let path: Vec<String> = m.path().iter().map(|&s| rules.square_name(s)).collect();
        let cap: Vec<String> = m.captured().iter().map(|&s| rules.square_name(s)).collect();
        println!(
            "{} path {} captured {} promotes {}",
            pos.move_text(&rules, &m),
            path.join(","),
            cap.join(","),
            m.promotes()
        );
    }
}
