//! Opening books, built by the project's own search (`tools/dev`, `make
//! book`) by drop-out expansion (Thomas Lincke's method: always expand the
//! leaf that the better lines of both sides are most likely to reach), and
//! compiled in.
//!
//! A book is a set of positions with their minimaxed scores for the side
//! to move. To choose a move, every legal move is played and the positions
//! reached that are in the book are the candidates; a move is picked among
//! those within a margin of the best, with weight exp(-loss / temperature),
//! as Scan picks among its book moves. Low levels use a wide margin (more
//! varied openings), level 6 a narrow one (the best lines, some variety).
//!
//! **File** (little-endian): magic `DRBK`, version u16, rule set code u8,
//! reserved u8, entry count u32; then the position hashes (u64, ascending);
//! then the scores (i16 centi-men, side to move), in the same order.

use draughts_rules::{Move, Position, Rules, Variant};
use rand::Rng;
use std::sync::OnceLock;

/// File magic.
pub const MAGIC: [u8; 4] = *b"DRBK";
/// File format version.
pub const VERSION: u16 = 1;

/// A loaded book.
#[derive(Clone, Debug)]
pub struct Book {
    hashes: Vec<u64>,
    scores: Vec<i16>,
}

impl Book {
    /// Reads a book file.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, String> {
        if bytes.len() < 12 || bytes[0..4] != MAGIC {
            return Err("not a book file".into());
        }
        if u16::from_le_bytes([bytes[4], bytes[5]]) != VERSION {
            return Err("book file version".into());
        }
        let n = u32::from_le_bytes(bytes[8..12].try_into().unwrap()) as usize;
        if bytes.len() != 12 + 10 * n {
            return Err("book file size".into());
        }
        let hashes: Vec<u64> = bytes[12..12 + 8 * n]
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
            .collect();
        let scores =
            bytes[12 + 8 * n..].chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
        if hashes.windows(2).any(|w| w[0] >= w[1]) {
            return Err("book file: hashes not sorted".into());
        }
        Ok(Book { hashes, scores })
    }

    /// Writes a book file from (hash, score) pairs.
    pub fn to_bytes(code: u8, entries: &[(u64, i16)]) -> Vec<u8> {
        let mut e = entries.to_vec();
        e.sort_unstable_by_key(|x| x.0);
        e.dedup_by_key(|x| x.0);
        let mut v = Vec::with_capacity(12 + 10 * e.len());
        v.extend_from_slice(&MAGIC);
        v.extend_from_slice(&VERSION.to_le_bytes());
        v.push(code);
        v.push(0);
        v.extend_from_slice(&(e.len() as u32).to_le_bytes());
        for x in &e {
            v.extend_from_slice(&x.0.to_le_bytes());
        }
        for x in &e {
            v.extend_from_slice(&x.1.to_le_bytes());
        }
        v
    }

    /// The book compiled in for a rule set (International, English,
    /// Russian; none for the others or a custom rule set).
    pub fn builtin(rules: &Rules) -> Option<&'static Book> {
        static BOOKS: [OnceLock<Option<Book>>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        if rules.is_custom() {
            return None;
        }
        let (i, bytes): (usize, &'static [u8]) = match rules.variant()? {
            Variant::International => (0, include_bytes!("../data/international.book")),
            Variant::English => (1, include_bytes!("../data/english.book")),
            Variant::Russian => (2, include_bytes!("../data/russian.book")),
            _ => return None,
        };
        BOOKS[i].get_or_init(|| Book::from_bytes(bytes).ok().filter(|b| !b.is_empty())).as_ref()
    }

    /// Number of positions.
    pub fn len(&self) -> usize {
        self.hashes.len()
    }

    /// Whether the book is empty.
    pub fn is_empty(&self) -> bool {
        self.hashes.is_empty()
    }

    /// The score of a position (side to move), if it is in the book.
    pub fn score(&self, pos: &Position) -> Option<i32> {
        self.hashes.binary_search(&pos.hash()).ok().map(|i| self.scores[i] as i32)
    }

    /// The book moves of a position with their scores for the side to move
    /// (best first).
    pub fn moves(&self, rules: &Rules, pos: &Position) -> Vec<(Move, i32)> {
        let mut v: Vec<(Move, i32)> = pos
            .legal_moves(rules)
            .into_iter()
            .filter_map(|m| self.score(&pos.play(&m)).map(|s| (m, -s)))
            .collect();
        v.sort_by_key(|x| std::cmp::Reverse(x.1));
        v
    }

    /// A book move: among the moves within `margin` centi-men of the best,
    /// one at random with weight exp(-loss / temperature) (temperature 0:
    /// the best).
    pub fn pick(
        &self,
        rules: &Rules,
        pos: &Position,
        margin: i32,
        temperature: i32,
        rng: &mut impl Rng,
    ) -> Option<Move> {
        let moves = self.moves(rules, pos);
        let best = moves.first()?.1;
        if temperature <= 0 {
            return Some(moves[0].0);
        }
        let cands: Vec<(Move, f64)> = moves
            .iter()
            .filter(|x| x.1 >= best - margin)
            .map(|x| (x.0, ((x.1 - best) as f64 / temperature as f64).exp()))
            .collect();
        let total: f64 = cands.iter().map(|c| c.1).sum();
        let mut r = rng.gen::<f64>() * total;
        for (m, w) in &cands {
            if r < *w {
                return Some(*m);
            }
            r -= w;
        }
        cands.last().map(|c| c.0)
    }
}
