//! Perft: the number of leaf nodes of the legal move tree. Draw rules are
//! ignored and one complete capture sequence is one move, as in the
//! published tables (dctl's tests, OEIS A133046, Aart Bik's and Moby Dam's
//! counts; sources in `tests/data/perft.txt`).
//! Draw rules are ignored. The last ply is counted without playing it.

use crate::movegen::{Duplicates, Move};
use crate::position::Position;
use crate::rules::Rules;

/// Counts the move paths of exactly `depth` plies from `pos`.
pub fn perft(pos: &Position, rules: &Rules, depth: u32, dup: Duplicates) -> u64 {
    // One reusable move buffer per ply: no allocation once warmed up.
    let mut bufs: Vec<Vec<Move>> = (0..=depth).map(|_| Vec::with_capacity(64)).collect();
    walk(pos, rules, depth, dup, &mut bufs)
}

fn walk(pos: &Position, rules: &Rules, depth: u32, dup: Duplicates, bufs: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (here, deeper) = bufs.split_first_mut().expect("one buffer per ply");
    if depth == 1 {
        return pos.count_moves(rules, dup, here);
    }
    pos.generate(rules, dup, here);
    let mut n = 0;
    for m in here.iter() {
        n += walk(&pos.play(m), rules, depth - 1, dup, deeper);
    }
    n
}

/// Perft of each root move, for bisecting a wrong count.
pub fn divide(pos: &Position, rules: &Rules, depth: u32, dup: Duplicates) -> Vec<(Move, u64)> {
    let mut root = Vec::new();
    pos.generate(rules, dup, &mut root);
    root.iter()
        .map(|m| (*m, if depth <= 1 { 1 } else { perft(&pos.play(m), rules, depth - 1, dup) }))
        .collect()
}
