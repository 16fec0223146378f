//! Transposition table: bounded, 4-way buckets of 16-byte entries (the Scan
//! 3.1 scheme: `tt.cpp` and `tt.hpp` of Scan 3.1).
//!
//! An entry keeps the upper 32 bits of the Zobrist key as a lock, a move code
//! that tells apart captures sharing start and end squares, the score
//! (mate scores stored relative to the node), the depth, the bound and the
//! search generation. Replacement: same key is overwritten when the new depth
//! is at least the old one (or the old entry is from an earlier search);
//! otherwise the entry of the oldest generation, then the shallowest, goes.

use draughts_rules::Move;

/// Bound type of a stored score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// Exact score (PV node).
    Exact,
    /// The score is a lower bound (fail high).
    Lower,
    /// The score is an upper bound (fail low).
    Upper,
}

#[derive(Clone, Copy, Default)]
#[repr(C)]
struct Entry {
    lock: u32,
    mv: u32,
    score: i16,
    depth: i8,
    /// bits 0-1: bound (0 = empty), bits 2-7: generation.
    flags: u8,
    _pad: u32,
}

/// What a probe returns.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub mv: u32,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// The compact identity of a move: start bit, end bit and an 18-bit hash of
/// the captured set (so two captures with the same start and end but other
/// victims differ). 0 means "no move".
pub fn move_code(m: &Move) -> u32 {
    let from = m.from_bits().trailing_zeros();
    let to = m.to_bits().trailing_zeros();
    let c = m.captured_bits();
    let h = ((c ^ (c >> 21) ^ (c >> 42)).wrapping_mul(0x9E37_79B9) as u32) >> 14;
    1 | (from << 1) | (to << 7) | (h << 13) | ((m.promotes() as u32) << 31)
}

/// The bits of a [`move_code`] that [`move_squares_code`] gives: the
/// "a move" bit and the start and end bits.
pub const SQUARES_MASK: u32 = (1 << 13) - 1;

/// The start and end part of a move's [`move_code`] (its bits under
/// [`SQUARES_MASK`]), cheaper than the whole code: two moves whose codes
/// differ there are different.
#[inline]
pub fn move_squares_code(m: &Move) -> u32 {
    1 | (m.from_bits().trailing_zeros() << 1) | (m.to_bits().trailing_zeros() << 7)
}

const WAYS: usize = 4;

/// The table. Its size is a power of two number of 4-entry buckets.
pub struct TranspositionTable {
    buckets: Vec<[Entry; WAYS]>,
    mask: usize,
    generation: u8,
}

impl TranspositionTable {
    /// A table of at most `mib` MiB (at least one bucket).
    pub fn new(mib: usize) -> TranspositionTable {
        let bytes = mib.max(1) * 1024 * 1024;
        let per_bucket = std::mem::size_of::<[Entry; WAYS]>();
        let mut n = 1usize;
        while n * 2 * per_bucket <= bytes {
            n *= 2;
        }
        TranspositionTable {
            buckets: vec![[Entry::default(); WAYS]; n],
            mask: n - 1,
            generation: 0,
        }
    }

    /// Size in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<[Entry; WAYS]>()
    }

    /// Forgets everything (new game).
    pub fn clear(&mut self) {
        for b in self.buckets.iter_mut() {
            *b = [Entry::default(); WAYS];
        }
        self.generation = 0;
    }

    /// Starts a new search: older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key as usize) & self.mask
    }

    /// Looks a position up.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let lock = (key >> 32) as u32;
        let b = &self.buckets[self.index(key)];
        for e in b.iter() {
            if e.lock == lock && e.flags & 3 != 0 {
                let bound = match e.flags & 3 {
                    1 => Bound::Exact,
                    2 => Bound::Lower,
                    _ => Bound::Upper,
                };
                return Some(Hit { mv: e.mv, score: e.score as i32, depth: e.depth as i32, bound });
            }
        }
        None
    }

    /// Stores a result. A store without a move keeps the move already there.
    #[inline]
    pub fn store(&mut self, key: u64, mv: u32, score: i32, depth: i32, bound: Bound) {
        let lock = (key >> 32) as u32;
        let gen = self.generation;
        let idx = self.index(key);
        let b = &mut self.buckets[idx];
        let flags = (gen << 2)
            | match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            };
        let depth = depth.clamp(-100, 120) as i8;
        let score = score.clamp(i16::MIN as i32 + 1, i16::MAX as i32) as i16;
        // Same position: overwrite if deeper, exact, or from an old search.
        for e in b.iter_mut() {
            if e.lock == lock && e.flags & 3 != 0 {
                if depth >= e.depth || bound == Bound::Exact || (e.flags >> 2) != gen {
                    let keep = if mv == 0 { e.mv } else { mv };
                    *e = Entry { lock, mv: keep, score, depth, flags, _pad: 0 };
                } else if mv != 0 && e.mv == 0 {
                    e.mv = mv;
                }
                return;
            }
        }
        // Victim: empty, else oldest generation, then shallowest.
        let mut victim = 0;
        let mut worst = i32::MAX;
        for (i, e) in b.iter().enumerate() {
            if e.flags & 3 == 0 {
                victim = i;
                break;
            }
            let age = (gen as i32 - (e.flags >> 2) as i32) & 63;
            let value = e.depth as i32 - 8 * age;
            if value < worst {
                worst = value;
                victim = i;
            }
        }
        b[victim] = Entry { lock, mv, score, depth, flags, _pad: 0 };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The squares' part of a move code is the code's low bits, for quiet
    /// moves and captures of every variant.
    #[test]
    fn squares_code_is_the_code_low_bits() {
        for v in draughts_rules::Variant::ALL {
            let rules = v.rules();
            let mut pos = draughts_rules::Position::start(&rules);
            let mut rng = 3u64;
            for _ in 0..150 {
                let moves = pos.legal_moves(&rules);
                if moves.is_empty() {
                    break;
                }
                for m in &moves {
                    assert_eq!(move_squares_code(m), move_code(m) & SQUARES_MASK);
                }
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                pos = pos.play(&moves[(rng >> 33) as usize % moves.len()]);
            }
        }
    }

    #[test]
    fn store_and_probe() {
        let mut tt = TranspositionTable::new(1);
        assert!(tt.bytes() <= 1024 * 1024);
        tt.store(0xDEAD_BEEF_0000_0001, 7, 123, 5, Bound::Lower);
        let h = tt.probe(0xDEAD_BEEF_0000_0001).unwrap();
        assert_eq!((h.mv, h.score, h.depth, h.bound), (7, 123, 5, Bound::Lower));
        assert!(tt.probe(0xDEAD_BEEE_0000_0001).is_none());
        tt.clear();
        assert!(tt.probe(0xDEAD_BEEF_0000_0001).is_none());
    }
}
