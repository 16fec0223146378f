//! Endgame databases (win / draw / loss), computed by the project by
//! retrograde analysis (`tools/dev`, `make bitbases`) and compiled in.
//!
//! **What is stored.** For each material signature (white men, white kings,
//! black men, black kings) with at most `max_pieces` pieces, both sides
//! having one, the value of every position **with White to move**: a
//! position with Black to move is looked up as its colour-reversed twin
//! (board turned 180 degrees, colours swapped), which has White to move.
//! Positions where the side to move can capture are not stored (their
//! entries are "don't care" and compress away): the search resolves
//! captures before it probes, as Ed Gilbert describes for the Kingsrow
//! databases. The values ignore the draw counters of the rules (FMJD
//! 16/5-move and 25-move counts, the Russian 15-move counts, the English
//! 40 moves): the search checks the counters first and trusts a database
//! win only while no counter is close (see `search/tree.rs`).
//!
//! **Index.** Within a signature, each group of like pieces (white men,
//! black men, white kings, black kings) is a set of squares, numbered by
//! the combinatorial number system over the squares it may occupy (men
//! never stand on their own promotion row); the four group numbers are
//! combined in mixed radix. Indices whose groups overlap are invalid
//! (don't care).
//!
//! **Compression.** Each table is cut into blocks of [`BLOCK`] entries; a
//! block is a run-length code of 2-bit values (a token byte holds the value
//! and a run length, longer runs continue in varint bytes), where "don't
//! care" entries extend the current run. A probe decodes its block into a
//! small per-searcher cache.
//!
//! **File** (little-endian): magic `DRBB`, version u16, rule set code u8,
//! max pieces u8, table count u32; then per table: the signature (4 u8),
//! entry count u32, block count u32, data offset u32 (from the start of
//! the data section); then per table its block offsets (u32, relative to
//! the table's data, one more than the blocks); then the data.

use draughts_rules::{Color, Position, Rules, Variant};
use std::sync::OnceLock;

/// File magic.
pub const MAGIC: [u8; 4] = *b"DRBB";
/// File format version.
pub const VERSION: u16 = 1;
/// Entries per compressed block.
pub const BLOCK: usize = 4096;

/// A database value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Wdl {
    /// The side to move wins.
    Win,
    /// Draw with best play.
    Draw,
    /// The side to move loses.
    Loss,
}

/// Stored codes.
pub const DRAW: u8 = 0;
/// Win for the side to move.
pub const WIN: u8 = 1;
/// Loss for the side to move.
pub const LOSS: u8 = 2;
/// Not stored (invalid index, or a capture is pending).
pub const DONT_CARE: u8 = 3;

/// Binomial coefficients C(n, k) for n < 64, k <= 8.
const fn binomials() -> [[u64; 9]; 64] {
    let mut t = [[0u64; 9]; 64];
    let mut n = 0;
    while n < 64 {
        t[n][0] = 1;
        let mut k = 1;
        while k < 9 {
            t[n][k] = if n == 0 { 0 } else { t[n - 1][k - 1] + t[n - 1][k] };
            k += 1;
        }
        n += 1;
    }
    t
}
static BINOM: [[u64; 9]; 64] = binomials();

/// C(n, k).
#[inline]
pub fn binom(n: usize, k: usize) -> u64 {
    BINOM[n][k]
}

/// A material signature: white men, white kings, black men, black kings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// White men.
    pub wm: u8,
    /// White kings.
    pub wk: u8,
    /// Black men.
    pub bm: u8,
    /// Black kings.
    pub bk: u8,
}

impl Material {
    /// The material of a position.
    pub fn of(pos: &Position) -> Material {
        let k = pos.king_bits();
        let w = pos.side_bits(Color::White);
        let b = pos.side_bits(Color::Black);
        Material {
            wm: (w & !k).count_ones() as u8,
            wk: (w & k).count_ones() as u8,
            bm: (b & !k).count_ones() as u8,
            bk: (b & k).count_ones() as u8,
        }
    }
    /// All pieces.
    pub fn total(&self) -> u32 {
        (self.wm + self.wk + self.bm + self.bk) as u32
    }
    /// The colour-reversed signature.
    pub fn mirror(&self) -> Material {
        Material { wm: self.bm, wk: self.bk, bm: self.wm, bk: self.wk }
    }
    /// Every signature with 2..=`max` pieces, each side at least one piece.
    pub fn all(max: u32) -> Vec<Material> {
        let mut v = Vec::new();
        for total in 2..=max as u8 {
            for wm in 0..=total {
                for wk in 0..=total - wm {
                    for bm in 0..=total - wm - wk {
                        let bk = total - wm - wk - bm;
                        if wm + wk > 0 && bm + bk > 0 {
                            v.push(Material { wm, wk, bm, bk });
                        }
                    }
                }
            }
        }
        v
    }
}

/// Indexing of the positions of one signature on one board.
#[derive(Clone, Debug)]
pub struct Indexer {
    /// The material this indexer counts positions of.
    pub mat: Material,
    squares: usize,
    cols: usize,
    bit_of: [u8; 50],
    square_of: [u8; 64],
    /// Group sizes (combinations) in order wm, bm, wk, bk.
    radix: [u64; 4],
    /// Entries.
    pub size: u64,
}

impl Indexer {
    /// The indexer of a signature.
    pub fn new(rules: &Rules, mat: Material) -> Indexer {
        let g = rules.geometry();
        let squares = g.squares as usize;
        let cols = g.cols as usize;
        let men = squares - cols;
        let radix = [
            binom(men, mat.wm as usize),
            binom(men, mat.bm as usize),
            binom(squares, mat.wk as usize),
            binom(squares, mat.bk as usize),
        ];
        Indexer {
            mat,
            squares,
            cols,
            bit_of: g.bit_of,
            square_of: g.square_of,
            radix,
            size: radix.iter().product(),
        }
    }

    /// Combinatorial number of a set of (rebased) squares.
    #[inline]
    fn rank(mut bb: u64, base: usize, square_of: &[u8; 64]) -> u64 {
        let mut r = 0;
        let mut i = 1;
        while bb != 0 {
            let s = square_of[bb.trailing_zeros() as usize] as usize - base;
            bb &= bb - 1;
            r += binom(s, i);
            i += 1;
        }
        r
    }

    /// The set of `k` squares (rebased by `base`) with combinatorial number `r`.
    fn unrank(&self, mut r: u64, k: usize, base: usize, range: usize) -> u64 {
        let mut bb = 0u64;
        let mut top = range;
        for i in (1..=k).rev() {
            // Largest s with C(s, i) <= r.
            let mut s = top - 1;
            while binom(s, i) > r {
                s -= 1;
            }
            r -= binom(s, i);
            bb |= 1u64 << self.bit_of[s + base];
            top = s;
        }
        bb
    }

    /// The index of a position of this signature (side to move ignored).
    #[inline]
    pub fn index(&self, pos: &Position) -> u64 {
        let k = pos.king_bits();
        let w = pos.side_bits(Color::White);
        let b = pos.side_bits(Color::Black);
        let so = &self.square_of;
        let i0 = Indexer::rank(w & !k, self.cols, so);
        let i1 = Indexer::rank(b & !k, 0, so);
        let i2 = Indexer::rank(w & k, 0, so);
        let i3 = Indexer::rank(b & k, 0, so);
        ((i0 * self.radix[1] + i1) * self.radix[2] + i2) * self.radix[3] + i3
    }

    /// The pieces at an index: (white, black, kings), or `None` when two
    /// groups overlap.
    pub fn pieces(&self, index: u64) -> Option<([u64; 2], u64)> {
        let mut x = index;
        let i3 = x % self.radix[3];
        x /= self.radix[3];
        let i2 = x % self.radix[2];
        x /= self.radix[2];
        let i1 = x % self.radix[1];
        let i0 = x / self.radix[1];
        let men = self.squares - self.cols;
        let m = &self.mat;
        let wm = self.unrank(i0, m.wm as usize, self.cols, men);
        let bm = self.unrank(i1, m.bm as usize, 0, men);
        let wk = self.unrank(i2, m.wk as usize, 0, self.squares);
        let bk = self.unrank(i3, m.bk as usize, 0, self.squares);
        let all = [wm, bm, wk, bk];
        let union = wm | bm | wk | bk;
        if union.count_ones() != all.iter().map(|x| x.count_ones()).sum::<u32>() {
            return None;
        }
        Some(([wm | wk, bm | bk], wk | bk))
    }
}

/// The colour-reversed twin of a position: turned 180 degrees, colours and
/// side to move swapped.
pub fn mirror(rules: &Rules, pos: &Position) -> Position {
    let g = rules.geometry();
    let shift = 63 - g.bit_of[g.squares as usize - 1] as u32;
    let f = |bb: u64| bb.reverse_bits() >> shift;
    Position::from_bits(
        rules,
        [f(pos.side_bits(Color::Black)), f(pos.side_bits(Color::White))],
        f(pos.king_bits()),
        pos.turn().opponent(),
    )
}

/// Run-length encoding of one block of 2-bit values (don't-care entries
/// extend the current run).
pub fn encode_block(values: &[u8], out: &mut Vec<u8>) {
    let mut i = 0;
    while i < values.len() {
        let mut v = values[i];
        let mut j = i;
        // Leading don't-cares take the value of the first real entry.
        if v == DONT_CARE {
            while j < values.len() && values[j] == DONT_CARE {
                j += 1;
            }
            v = if j < values.len() { values[j] } else { DRAW };
        }
        while j < values.len() && (values[j] == v || values[j] == DONT_CARE) {
            j += 1;
        }
        let run = (j - i) as u64 - 1;
        // Token: vv + 6 bits of the run; bit 5 set means more bytes follow.
        let low = (run & 31) as u8;
        let more = run >> 5;
        out.push((v << 6) | low | if more > 0 { 32 } else { 0 });
        let mut m = more;
        while m > 0 {
            let b = (m & 127) as u8;
            m >>= 7;
            out.push(b | if m > 0 { 128 } else { 0 });
        }
        i = j;
    }
}

/// Decodes one block into `out` (`out.len()` entries).
pub fn decode_block(data: &[u8], out: &mut [u8]) {
    let mut p = 0;
    let mut i = 0;
    while i < out.len() && p < data.len() {
        let t = data[p];
        p += 1;
        let v = t >> 6;
        let mut run = (t & 31) as u64;
        if t & 32 != 0 {
            let mut shift = 5;
            loop {
                let b = data[p];
                p += 1;
                run |= ((b & 127) as u64) << shift;
                shift += 7;
                if b & 128 == 0 {
                    break;
                }
            }
        }
        let end = (i + run as usize + 1).min(out.len());
        out[i..end].fill(v);
        i = end;
    }
}

/// One table of a database file (White to move).
#[derive(Clone, Debug)]
struct Table {
    indexer: Indexer,
    /// Block offsets into `data` (blocks + 1).
    blocks: Vec<u32>,
    data_start: usize,
}

/// A loaded database file: every table of one rule set.
#[derive(Debug)]
pub struct Bitbases {
    /// The most pieces of any table.
    pub max_pieces: u32,
    tables: std::collections::HashMap<Material, Table>,
    bytes: &'static [u8],
    id: usize,
}

/// The rule sets that have databases (presets only: a custom rule set may
/// capture or promote differently).
fn file_for(rules: &Rules) -> Option<(usize, &'static [u8])> {
    if rules.is_custom() {
        return None;
    }
    match rules.variant()? {
        Variant::International => Some((0, include_bytes!("../data/international.bb"))),
        Variant::English => Some((1, include_bytes!("../data/english.bb"))),
        Variant::Russian => Some((2, include_bytes!("../data/russian.bb"))),
        _ => None,
    }
}

impl Bitbases {
    /// The databases compiled in for a rule set, if it has any.
    pub fn builtin(rules: &Rules) -> Option<&'static Bitbases> {
        static SETS: [OnceLock<Option<Bitbases>>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let (id, bytes) = file_for(rules)?;
        SETS[id]
            .get_or_init(|| Bitbases::parse(rules, bytes, id).ok().filter(|b| !b.tables.is_empty()))
            .as_ref()
    }

    /// Reads a database file.
    pub fn parse(rules: &Rules, bytes: &'static [u8], id: usize) -> Result<Bitbases, String> {
        let u32_at = |p: usize| -> Result<u32, String> {
            bytes
                .get(p..p + 4)
                .map(|b| u32::from_le_bytes(b.try_into().unwrap()))
                .ok_or_else(|| "database file truncated".to_string())
        };
        if bytes.len() < 12 || bytes[0..4] != MAGIC {
            return Err("not a database file".into());
        }
        if u16::from_le_bytes([bytes[4], bytes[5]]) != VERSION {
            return Err("database file version".into());
        }
        let max_pieces = bytes[7] as u32;
        let n = u32_at(8)? as usize;
        let mut p = 12;
        let mut heads = Vec::new();
        for _ in 0..n {
            let m = bytes.get(p..p + 4).ok_or("database file truncated")?;
            let mat = Material { wm: m[0], wk: m[1], bm: m[2], bk: m[3] };
            let size = u32_at(p + 4)? as u64;
            let nblocks = u32_at(p + 8)? as usize;
            let off = u32_at(p + 12)? as usize;
            heads.push((mat, size, nblocks, off));
            p += 16;
        }
        let mut tables = std::collections::HashMap::new();
        let mut offsets = Vec::new();
        for &(_, _, nblocks, _) in &heads {
            let mut v = Vec::with_capacity(nblocks + 1);
            for _ in 0..=nblocks {
                v.push(u32_at(p)?);
                p += 4;
            }
            offsets.push(v);
        }
        let data = p;
        for ((mat, size, _, off), blocks) in heads.into_iter().zip(offsets) {
            let indexer = Indexer::new(rules, mat);
            if indexer.size != size {
                return Err("database file: table size does not match its signature".into());
            }
            if data + off + *blocks.last().unwrap_or(&0) as usize > bytes.len() {
                return Err("database file truncated".into());
            }
            tables.insert(mat, Table { indexer, blocks, data_start: data + off });
        }
        Ok(Bitbases { max_pieces, tables, bytes, id })
    }

    /// The value of a position for the side to move in the databases
    /// compiled in for `rules`, if they hold it: a preset with databases,
    /// at most their pieces, no capture pending. The draw counters are not
    /// looked at (see the module documentation).
    pub fn lookup(rules: &Rules, pos: &Position) -> Option<Wdl> {
        let bb = Bitbases::builtin(rules)?;
        if pos.occupied().count_ones() > bb.max_pieces || pos.has_capture(rules) {
            return None;
        }
        bb.probe(rules, pos, &mut ProbeCache::new())
    }

    /// Number of tables.
    pub fn tables(&self) -> usize {
        self.tables.len()
    }

    /// The compressed size in bytes.
    pub fn bytes(&self) -> usize {
        self.bytes.len()
    }

    /// The value of a position for the side to move, if it is in the
    /// databases: at most `max_pieces`, no capture pending for the side to
    /// move (the caller checks: a probe with a capture pending returns a
    /// meaningless value).
    pub fn probe(&self, rules: &Rules, pos: &Position, cache: &mut ProbeCache) -> Option<Wdl> {
        let total = pos.occupied().count_ones();
        if total > self.max_pieces {
            return None;
        }
        let p = if pos.turn() == Color::White { *pos } else { mirror(rules, pos) };
        let mat = Material::of(&p);
        let t = self.tables.get(&mat)?;
        let idx = t.indexer.index(&p) as usize;
        let block = idx / BLOCK;
        let slot = (block * 31 + mat.wm as usize * 7 + mat.wk as usize * 13 + mat.bm as usize * 17)
            % ProbeCache::SLOTS;
        let key = (self.id as u64) << 56
            | (mat.wm as u64) << 48
            | (mat.wk as u64) << 40
            | (mat.bm as u64) << 32
            | (mat.bk as u64) << 24
            | block as u64;
        let entry = &mut cache.slots[slot];
        if entry.0 != Some(key) {
            let (a, b) = (t.blocks[block] as usize, t.blocks[block + 1] as usize);
            let data = &self.bytes[t.data_start + a..t.data_start + b];
            let len = BLOCK.min(t.indexer.size as usize - block * BLOCK);
            entry.1.resize(len, DRAW);
            decode_block(data, &mut entry.1);
            entry.0 = Some(key);
        }
        cache.probes += 1;
        Some(match entry.1[idx % BLOCK] {
            WIN => Wdl::Win,
            LOSS => Wdl::Loss,
            _ => Wdl::Draw,
        })
    }
}

/// Decoded blocks, per searcher.
#[derive(Clone, Debug)]
pub struct ProbeCache {
    slots: Vec<(Option<u64>, Vec<u8>)>,
    /// Probes answered.
    pub probes: u64,
}

impl ProbeCache {
    const SLOTS: usize = 64;

    /// An empty cache (64 blocks of 4096 bytes at most).
    pub fn new() -> ProbeCache {
        ProbeCache { slots: vec![(None, Vec::new()); ProbeCache::SLOTS], probes: 0 }
    }
}

impl Default for ProbeCache {
    fn default() -> Self {
        ProbeCache::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trip() {
        for rules in [Rules::international(), Rules::english()] {
            for mat in Material::all(4) {
                let ix = Indexer::new(&rules, mat);
                let step = (ix.size / 997).max(1);
                let mut i = 0;
                while i < ix.size {
                    if let Some((sides, kings)) = ix.pieces(i) {
                        let p = Position::from_bits(&rules, sides, kings, Color::White);
                        assert_eq!(Material::of(&p), mat);
                        assert_eq!(ix.index(&p), i);
                    }
                    i += step;
                }
            }
        }
    }

    #[test]
    fn run_length_round_trip() {
        let mut v = Vec::new();
        for i in 0..BLOCK {
            v.push(match i % 97 {
                0..=40 => DRAW,
                41..=50 => DONT_CARE,
                51..=60 => WIN,
                _ => ((i * 7) % 4) as u8,
            });
        }
        let mut enc = Vec::new();
        encode_block(&v, &mut enc);
        let mut dec = vec![9u8; BLOCK];
        decode_block(&enc, &mut dec);
        for (a, b) in v.iter().zip(&dec) {
            if *a != DONT_CARE {
                assert_eq!(a, b);
            }
        }
    }
}
