//! The learned evaluation: Scan-style patterns plus a few scalar terms, with
//! separate middle-game and endgame weights.
//!
//! The idea is Fabien Letouzey's "4x4 pattern" evaluation of Scan (his
//! 2015 description on the Dutch draughts forum, and the Scan 2.0 source):
//! the board is cut into overlapping regions, every configuration of a
//! region indexes its own weight, and the weights are fitted to game
//! results by logistic regression. Our regions are all the 4x4 windows
//! whose corner is on an even row and an even file (16 on 10x10, 9 on 8x8);
//! each holds 8 playing squares read as empty / white man / black man, so
//! a window has 3^8 = 6561 configurations. Kings are not in the patterns:
//! they have scalar terms.
//!
//! Colour symmetry is built in: every window is read once from White's side
//! and once from Black's (the board turned 180 degrees with the colours
//! swapped), and the two readings use the same table with opposite signs.
//! So a position and its colour-reversed twin get opposite scores.
//!
//! Scalar terms (White minus Black): men, kings, "a king while the opponent
//! has none", tempo (rows advanced), wing balance, runaway men 1, 2 and 3
//! rows from promotion, king mobility, kings on the long diagonal, men on
//! the back row.
//!
//! Phase: p = men on the board / men at the start; the score is
//! `(mg * p + eg * (1 - p))`.
//!
//! Weights come from a versioned binary file per variant (see
//! [`PatternWeights::from_bytes`] for the layout), built by the project's
//! own self-play and training (`make weights`; `tools/dev`), and compiled in
//! with `include_bytes!`.

use draughts_rules::{BoardSize, Color, Dir, Geometry, Position, Rules};
use std::sync::OnceLock;

/// File magic of a weights file.
pub const MAGIC: [u8; 4] = *b"DRPW";
/// Version of the weights file format (and of the feature layout).
pub const VERSION: u16 = 1;
/// Squares per window.
pub const WINDOW_SQUARES: usize = 8;
/// Configurations of one window (3^8).
pub const CONFIGS: usize = 6561;
/// Number of scalar terms.
pub const SCALARS: usize = 11;
/// Weights are stored in 1/`SCALE` centi-men.
pub const SCALE: i32 = 16;
/// Names of the scalar terms, in file order.
pub const SCALAR_NAMES: [&str; SCALARS] = [
    "men",
    "kings",
    "first_king",
    "tempo",
    "balance",
    "runaway1",
    "runaway2",
    "runaway3",
    "king_mobility",
    "king_long_diagonal",
    "back_row",
];

/// The geometry of the features for one board size.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Squares along one side.
    pub side: usize,
    /// Window corners: (first row, first pair index in the row).
    pub windows: Vec<(usize, usize)>,
    /// For each row (0 = top) the bit of its first square.
    row_shift: [u32; 10],
    /// `lanes[i][code]`: the base-3 values contributed by row `i` (0..4) of
    /// the windows of one band of rows, one 16-bit lane per window of the
    /// band (lane `c`: the window on pairs `c`, `c + 1` of the board row),
    /// where `code` holds that board row's white men (bits 0-4) and black
    /// men (bits 5-9). A window's index is below 3^8, so four lanes summed
    /// never carry into each other: four rows' lookups give a band's
    /// indices.
    lanes: Box<[[u64; 1024]; 4]>,
    /// Windows per band (side by side).
    per_band: usize,
    /// Whether row `r` starts at bit `r * side / 2 + r / 2` (the layout
    /// [`Layout::for_each_window`] has constants for).
    standard_rows: bool,
    /// Shift that turns `u64::reverse_bits` into the 180-degree rotation.
    flip_shift: u32,
    /// Men per side at the start (phase).
    pub start_men: i32,
    valid: u64,
    cols: u32,
    /// Long diagonal (for kings) and the squares of each side's back row.
    long_diag: u64,
    back_row: [u64; 2],
    left: u64,
    right: u64,
    /// Rows from the own back row, per colour, per bit.
    adv: [[u8; 64]; 2],
    /// Squares ahead of a man within its diagonal cone, per colour, per bit.
    cone: [[u64; 64]; 2],
}

/// The lanes of a [`Layout`] for `n` windows side by side.
fn lane_table(n: usize) -> Box<[[u64; 1024]; 4]> {
    let mut t = Box::new([[0u64; 1024]; 4]);
    for c in 0..n {
        let part = part_table(c);
        for (i, row) in t.iter_mut().enumerate() {
            for (code, v) in row.iter_mut().enumerate() {
                *v += (part[i][code] as u64) << (16 * c);
            }
        }
    }
    t
}

/// One window's share of [`lane_table`]: for each row `i` of a window (0..4) and each
/// `code` of a board row's men (white bits 0-4, black bits 5-9), the base-3
/// value of the row's pair `c`, `c + 1`.
fn part_table(c: usize) -> [[u16; 1024]; 4] {
    let mut t = [[0u16; 1024]; 4];
    for (i, ti) in t.iter_mut().enumerate() {
        for (code, v) in ti.iter_mut().enumerate() {
            let mut x = 0u32;
            for k in 0..2 {
                let w = (code >> (c + k)) & 1;
                let b = (code >> (5 + c + k)) & 1;
                let state = if w != 0 {
                    1
                } else if b != 0 {
                    2
                } else {
                    0
                };
                x += state * 3u32.pow((2 * i + k) as u32);
            }
            *v = x as u16;
        }
    }
    t
}

/// The per-square masks and tables of a [`Layout`].
struct SquareMasks {
    long_diag: u64,
    adv: [[u8; 64]; 2],
    left: u64,
    right: u64,
}

impl SquareMasks {
    fn new(g: &Geometry) -> SquareMasks {
        let side = g.side as usize;
        let mut m = SquareMasks { long_diag: 0, adv: [[0u8; 64]; 2], left: 0, right: 0 };
        for s in 0..g.squares {
            let sq = draughts_rules::Square(s);
            let bit = g.bit_of[s as usize] as usize;
            let (r, f) = g.row_col(sq);
            let (r, f) = (r as usize, f as usize);
            // The long diagonal runs from the bottom-left corner (White's
            // left, a1 when a1 is a playing square) to the top-right one.
            if r + f == side - 1 {
                m.long_diag |= 1u64 << bit;
            }
            m.adv[0][bit] = (side - 1 - r) as u8;
            m.adv[1][bit] = r as u8;
            if f < side / 2 {
                m.left |= 1u64 << bit;
            } else {
                m.right |= 1u64 << bit;
            }
        }
        m
    }
}

/// The squares ahead of a man within its diagonal cone, per colour (White
/// moving up), per bit.
fn cones(g: &Geometry) -> [[u64; 64]; 2] {
    let mut cone = [[0u64; 64]; 2];
    for s in 0..g.squares {
        let bit = 1u64 << g.bit_of[s as usize];
        for (c, dirs) in
            [[Dir::UpLeft, Dir::UpRight], [Dir::DownLeft, Dir::DownRight]].iter().enumerate()
        {
            let mut front = bit;
            let mut cn = 0u64;
            loop {
                let next = g.step(front, dirs[0]) | g.step(front, dirs[1]);
                if next == 0 {
                    break;
                }
                cn |= next;
                front = next;
            }
            cone[c][bit.trailing_zeros() as usize] = cn;
        }
    }
    cone
}

impl Layout {
    /// The layout for a board size.
    pub fn new(rules: &Rules) -> Layout {
        let g = rules.geometry();
        let side = g.side as usize;
        let cols = g.cols as usize;
        let mut windows = Vec::new();
        for r0 in (0..=side - 4).step_by(2) {
            for f0 in (0..=side - 4).step_by(2) {
                windows.push((r0, f0 / 2));
            }
        }
        let mut row_shift = [0u32; 10];
        for (r, rs) in row_shift.iter_mut().enumerate().take(side) {
            *rs = g.bit_of[r * cols] as u32;
        }
        let top_bit = 63 - g.bit_of[g.squares as usize - 1] as u32;
        let masks = SquareMasks::new(g);
        Layout {
            side,
            windows,
            row_shift,
            lanes: lane_table(cols - 1),
            per_band: cols - 1,
            standard_rows: (0..side).all(|r| row_shift[r] as usize == r * cols + r / 2),
            flip_shift: top_bit,
            start_men: (g.cols as i32) * rules.start_rows as i32,
            valid: g.valid,
            cols: g.cols as u32,
            long_diag: masks.long_diag,
            back_row: [g.rows[side - 1], g.rows[0]],
            left: masks.left,
            right: masks.right,
            adv: masks.adv,
            cone: cones(g),
        }
    }

    /// Number of pattern weights per phase.
    pub fn pattern_len(&self) -> usize {
        self.windows.len() * CONFIGS
    }

    /// The board turned 180 degrees (a bitboard).
    #[inline]
    pub fn flip(&self, bb: u64) -> u64 {
        bb.reverse_bits() >> self.flip_shift
    }

    /// The window configuration indices of a (white men, black men) pair,
    /// one per window, into `out`.
    #[inline]
    pub fn window_indices(&self, white: u64, black: u64, out: &mut [u16]) {
        self.for_each_window(white, black, |k, i| out[k] = i as u16);
    }

    /// Calls `f(window, index)` for every window, in the order of
    /// [`Layout::windows`], with its configuration index for these white
    /// and black men.
    #[inline]
    pub(crate) fn for_each_window(&self, white: u64, black: u64, f: impl FnMut(usize, usize)) {
        // The board sizes the rules know, with their rows' bits as
        // constants (the geometry's layout: a ghost bit every two rows).
        match (self.side, self.standard_rows) {
            (10, true) => self.bands::<10>(white, black, f),
            (8, true) => self.bands::<8>(white, black, f),
            _ => self.bands_any(white, black, f),
        }
    }

    /// [`Layout::for_each_window`] on a `SIDE` x `SIDE` board whose row `r`
    /// starts at bit `r * SIDE / 2 + r / 2`.
    #[inline(always)]
    fn bands<const SIDE: usize>(&self, white: u64, black: u64, mut f: impl FnMut(usize, usize)) {
        let mut codes = [0usize; SIDE];
        for (r, code) in codes.iter_mut().enumerate() {
            let sh = r * SIDE / 2 + r / 2;
            *code = ((((white >> sh) & 31) | (((black >> sh) & 31) << 5)) & 1023) as usize;
        }
        let t = &*self.lanes;
        let mut k = 0;
        for r0 in (0..=SIDE - 4).step_by(2) {
            let band =
                t[0][codes[r0]] + t[1][codes[r0 + 1]] + t[2][codes[r0 + 2]] + t[3][codes[r0 + 3]];
            for c in 0..SIDE / 2 - 1 {
                f(k, ((band >> (16 * c)) & 0xffff) as usize);
                k += 1;
            }
        }
    }

    /// [`Layout::for_each_window`] with the rows' bits read from the layout.
    fn bands_any(&self, white: u64, black: u64, mut f: impl FnMut(usize, usize)) {
        let mut codes = [0usize; 10];
        for (r, code) in codes.iter_mut().enumerate().take(self.side) {
            let sh = self.row_shift[r];
            *code = ((((white >> sh) & 31) | (((black >> sh) & 31) << 5)) & 1023) as usize;
        }
        let t = &*self.lanes;
        let mut k = 0;
        for r0 in (0..=self.side - 4).step_by(2) {
            let band =
                t[0][codes[r0]] + t[1][codes[r0 + 1]] + t[2][codes[r0 + 2]] + t[3][codes[r0 + 3]];
            for c in 0..self.per_band {
                f(k, ((band >> (16 * c)) & 0xffff) as usize);
                k += 1;
            }
        }
    }

    /// The wing imbalance of one side's men: men on the left half minus men
    /// on the right half, in absolute value (the balance term).
    #[inline]
    pub(crate) fn wing_imbalance(&self, men: u64) -> i32 {
        ((men & self.left).count_ones() as i32 - (men & self.right).count_ones() as i32).abs()
    }

    /// How many of these kings stand on the long diagonal.
    #[inline]
    pub(crate) fn on_long_diagonal(&self, kings: u64) -> i32 {
        (kings & self.long_diag).count_ones() as i32
    }

    /// The scalar terms for White minus Black, in [`SCALAR_NAMES`] order, and
    /// the phase numerator (men on the board, at most `2 * start_men`).
    pub fn scalars(&self, pos: &Position, flying: bool) -> ([i32; SCALARS], i32) {
        let sides = [pos.side_bits(Color::White), pos.side_bits(Color::Black)];
        let kings = pos.king_bits();
        let occ = sides[0] | sides[1];
        let empty = self.valid & !occ;
        let men = [sides[0] & !kings, sides[1] & !kings];
        let kk = [sides[0] & kings, sides[1] & kings];
        let mut x = [0i32; SCALARS];
        let mut phase = 0;
        for c in 0..2 {
            let sign = if c == 0 { 1 } else { -1 };
            let nm = men[c].count_ones() as i32;
            let nk = kk[c].count_ones() as i32;
            phase += nm;
            x[0] += sign * nm;
            x[1] += sign * nk;
            if nk > 0 && kk[1 - c] == 0 {
                x[2] += sign;
            }
            let mut tempo = 0;
            let mut bb = men[c];
            while bb != 0 {
                let b = bb.trailing_zeros() as usize;
                bb &= bb - 1;
                let a = self.adv[c][b] as i32;
                tempo += a;
                let dist = self.side as i32 - 1 - a;
                if dist <= 3 && self.cone[c][b] & occ == 0 {
                    x[4 + dist as usize] += sign;
                }
            }
            x[3] += sign * tempo;
            let l = (men[c] & self.left).count_ones() as i32;
            let r = (men[c] & self.right).count_ones() as i32;
            x[4] += sign * (l - r).abs();
            if kk[c] != 0 {
                x[8] +=
                    sign * crate::eval::king_mobility(self.cols, self.valid, kk[c], empty, flying);
                x[9] += sign * (kk[c] & self.long_diag).count_ones() as i32;
            }
            x[10] += sign * (men[c] & self.back_row[c]).count_ones() as i32;
        }
        (x, phase.min(2 * self.start_men))
    }
}

/// Which weights file a rule set uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeightSet {
    /// 10x10 (International and any 10x10 rule set).
    International,
    /// 8x8 with short kings (English; Italian shares it).
    English,
    /// 8x8 with flying kings (Russian; Brazilian, Spanish and Czech share it).
    Russian,
}

impl WeightSet {
    /// The weight set for a rule set.
    pub fn for_rules(rules: &Rules) -> WeightSet {
        match (rules.board, rules.flying_kings) {
            (BoardSize::Ten, _) => WeightSet::International,
            (BoardSize::Eight, false) => WeightSet::English,
            (BoardSize::Eight, true) => WeightSet::Russian,
        }
    }

    /// The code stored in the file header.
    pub fn code(self) -> u8 {
        match self {
            WeightSet::International => 1,
            WeightSet::English => 2,
            WeightSet::Russian => 3,
        }
    }

    fn bytes(self) -> &'static [u8] {
        match self {
            WeightSet::International => include_bytes!("../data/international.pw"),
            WeightSet::English => include_bytes!("../data/english.pw"),
            WeightSet::Russian => include_bytes!("../data/russian.pw"),
        }
    }
}

/// Pattern and scalar weights, middle game and endgame interleaved
/// (`[index][phase]`), in 1/[`SCALE`] centi-men.
#[derive(Clone, Debug)]
pub struct PatternWeights {
    /// Which set.
    pub set: WeightSet,
    /// Board side the file was made for.
    pub side: u8,
    /// Window count.
    pub windows: usize,
    /// `windows * CONFIGS * 2` pattern weights.
    pub patterns: Vec<i16>,
    /// `SCALARS * 2` scalar weights.
    pub scalars: Vec<i16>,
}

/// Header length of a weights file in bytes.
pub const HEADER_LEN: usize = 16;

impl PatternWeights {
    /// Reads a weights file. Layout (little-endian):
    ///
    /// | bytes | field |
    /// | --- | --- |
    /// | 0-3 | magic `DRPW` |
    /// | 4-5 | format version ([`VERSION`]) |
    /// | 6 | weight set code ([`WeightSet::code`]) |
    /// | 7 | board side (8 or 10) |
    /// | 8-9 | window count |
    /// | 10 | squares per window (8) |
    /// | 11 | scalar terms ([`SCALARS`]) |
    /// | 12 | phases (2: middle game, endgame) |
    /// | 13 | scale ([`SCALE`]: weights are in 1/scale centi-men) |
    /// | 14-15 | reserved (0) |
    ///
    /// then `windows * 6561 * 2` i16 pattern weights (`[window][config]
    /// [phase]`) and `scalars * 2` i16 scalar weights (`[term][phase]`).
    pub fn from_bytes(bytes: &[u8]) -> Result<PatternWeights, String> {
        if bytes.len() < HEADER_LEN || bytes[0..4] != MAGIC {
            return Err("not a weights file (magic)".into());
        }
        let version = u16::from_le_bytes([bytes[4], bytes[5]]);
        if version != VERSION {
            return Err(format!("weights file version {version}, expected {VERSION}"));
        }
        let set = match bytes[6] {
            1 => WeightSet::International,
            2 => WeightSet::English,
            3 => WeightSet::Russian,
            c => return Err(format!("unknown weight set {c}")),
        };
        let side = bytes[7];
        let windows = u16::from_le_bytes([bytes[8], bytes[9]]) as usize;
        if bytes[10] as usize != WINDOW_SQUARES
            || bytes[11] as usize != SCALARS
            || bytes[12] != 2
            || bytes[13] as i32 != SCALE
        {
            return Err("weights file: unexpected feature layout".into());
        }
        let n_pat = windows * CONFIGS * 2;
        let need = HEADER_LEN + 2 * (n_pat + SCALARS * 2);
        if bytes.len() != need {
            return Err(format!("weights file: {} bytes, expected {need}", bytes.len()));
        }
        let words: Vec<i16> =
            bytes[HEADER_LEN..].chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
        Ok(PatternWeights {
            set,
            side,
            windows,
            patterns: words[..n_pat].to_vec(),
            scalars: words[n_pat..].to_vec(),
        })
    }

    /// Writes the file format read by [`PatternWeights::from_bytes`].
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut v = Vec::with_capacity(HEADER_LEN + 2 * (self.patterns.len() + self.scalars.len()));
        v.extend_from_slice(&MAGIC);
        v.extend_from_slice(&VERSION.to_le_bytes());
        v.push(self.set.code());
        v.push(self.side);
        v.extend_from_slice(&(self.windows as u16).to_le_bytes());
        v.push(WINDOW_SQUARES as u8);
        v.push(SCALARS as u8);
        v.push(2);
        v.push(SCALE as u8);
        v.extend_from_slice(&[0, 0]);
        for w in self.patterns.iter().chain(self.scalars.iter()) {
            v.extend_from_slice(&w.to_le_bytes());
        }
        v
    }

    /// The weights compiled in for a rule set (read once).
    pub fn builtin(rules: &Rules) -> &'static PatternWeights {
        static SETS: [OnceLock<PatternWeights>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let set = WeightSet::for_rules(rules);
        SETS[set.code() as usize - 1].get_or_init(|| {
            PatternWeights::from_bytes(set.bytes()).expect("the built-in weights file is valid")
        })
    }
}

/// A ready-to-use learned evaluator for one rule set.
#[derive(Clone)]
pub struct PatternEval {
    layout: std::sync::Arc<Layout>,
    weights: &'static PatternWeights,
    flying: bool,
    /// Both readings of every window in one table (see [`both_readings`]),
    /// when every entry fits in an `i16` (always with the built-in weights).
    both: Option<std::sync::Arc<Vec<[i16; 2]>>>,
}

/// For each window `j` and configuration `cfg` (index `j * CONFIGS + cfg`),
/// White's reading of the window minus Black's reading of the same squares
/// (middle game, endgame), or `None` when a difference leaves the `i16`
/// range.
///
/// Black's reading turns the board 180 degrees and swaps the colours, so
/// the squares of window `j` are read by the window `k` that covers them
/// once turned (the windows' corners are on even rows and files, so the
/// turn maps windows onto windows). Summing `both[j][idx_j]` over the
/// windows of White's reading gives exactly the sum of the two readings:
/// half the table lookups, and one set of window indices.
fn both_readings(l: &Layout, w: &PatternWeights) -> Option<Vec<[i16; 2]>> {
    let n = l.windows.len();
    if w.windows != n || w.patterns.len() != n * CONFIGS * 2 {
        return None;
    }
    // Each window's squares and the base-3 digit each square is read as.
    let mut squares: Vec<Vec<(u64, u32)>> = vec![Vec::new(); n];
    let mut idx = [0u16; 16];
    let mut bb = l.valid;
    while bb != 0 {
        let bit = bb & bb.wrapping_neg();
        bb &= bb - 1;
        l.window_indices(bit, 0, &mut idx);
        for (j, &i) in idx[..n].iter().enumerate() {
            if i != 0 {
                squares[j].push((bit, digit(i)));
            }
        }
    }
    let mask = |j: usize| squares[j].iter().fold(0u64, |m, &(b, _)| m | b);
    let mut table = vec![[0i16; 2]; n * CONFIGS];
    for j in 0..n {
        let turned = l.flip(mask(j));
        let k = (0..n).find(|&k| mask(k) == turned)?;
        // For each digit of window j, the place value of its square in
        // window k once the board is turned.
        let mut place = [0usize; WINDOW_SQUARES];
        for &(bit, d) in &squares[j] {
            let &(_, d2) = squares[k].iter().find(|&&(b, _)| b == l.flip(bit))?;
            place[d as usize] = 3usize.pow(d2);
        }
        for cfg in 0..CONFIGS {
            // Black's reading: the same men with the colours swapped.
            let (mut x, mut turned_cfg) = (cfg, 0);
            for p in place {
                turned_cfg += [0, 2, 1][x % 3] * p;
                x /= 3;
            }
            let (o, t) = (2 * (j * CONFIGS + cfg), 2 * (k * CONFIGS + turned_cfg));
            for (ph, entry) in table[j * CONFIGS + cfg].iter_mut().enumerate() {
                let v = w.patterns[o + ph] as i32 - w.patterns[t + ph] as i32;
                *entry = i16::try_from(v).ok()?;
            }
        }
    }
    Some(table)
}

/// The base-3 digit of a window index that is a power of 3.
fn digit(i: u16) -> u32 {
    let mut d = 0;
    let mut x = i;
    while x > 1 {
        x /= 3;
        d += 1;
    }
    d
}

impl PatternEval {
    /// The evaluator with the built-in weights of these rules.
    pub fn new(rules: &Rules) -> PatternEval {
        PatternEval::with_weights(rules, PatternWeights::builtin(rules))
    }

    /// The evaluator with explicit weights (training).
    pub fn with_weights(rules: &Rules, weights: &'static PatternWeights) -> PatternEval {
        let layout = Layout::new(rules);
        let both = cached_both_readings(&layout, weights);
        PatternEval {
            layout: std::sync::Arc::new(layout),
            weights,
            flying: rules.flying_kings,
            both,
        }
    }

    /// The feature layout.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The score for White, in centi-men.
    #[inline]
    pub fn eval_white(&self, pos: &Position) -> i32 {
        let kings = pos.king_bits();
        let wm = pos.side_bits(Color::White) & !kings;
        let bm = pos.side_bits(Color::Black) & !kings;
        let (x, phase) = self.layout.scalars(pos, self.flying);
        self.combine(wm, bm, &x, phase)
    }

    /// The score for White of a position with these white and black men,
    /// scalar terms `x` and phase numerator `phase` (as
    /// [`Layout::scalars`] gives them), in centi-men.
    #[inline]
    pub(crate) fn combine(&self, wm: u64, bm: u64, x: &[i32; SCALARS], phase: i32) -> i32 {
        let w = self.weights;
        let (mut mg, mut eg) = match &self.both {
            Some(t) => self.windows_both(t, wm, bm),
            None => self.windows_two(wm, bm),
        };
        for (j, &v) in x.iter().enumerate() {
            mg += v * w.scalars[2 * j] as i32;
            eg += v * w.scalars[2 * j + 1] as i32;
        }
        let max = 2 * self.layout.start_men;
        (mg * phase + eg * (max - phase)) / (max * SCALE)
    }

    /// The windows' (middle game, endgame) sum through the table of both
    /// readings ([`both_readings`]).
    #[inline]
    fn windows_both(&self, t: &[[i16; 2]], wm: u64, bm: u64) -> (i32, i32) {
        let (mut mg, mut eg) = (0i32, 0i32);
        self.layout.for_each_window(wm, bm, |k, i| {
            let v = t[k * CONFIGS + i];
            mg += v[0] as i32;
            eg += v[1] as i32;
        });
        (mg, eg)
    }

    /// The windows' (middle game, endgame) sum read twice, from White's side
    /// and from Black's: the definition, used when the table of both
    /// readings does not fit its `i16` entries.
    fn windows_two(&self, wm: u64, bm: u64) -> (i32, i32) {
        let l = &*self.layout;
        let w = self.weights;
        let mut idx = [0u16; 16];
        let n = l.windows.len();
        let (mut mg, mut eg) = (0i32, 0i32);
        l.window_indices(wm, bm, &mut idx);
        for (k, &i) in idx[..n].iter().enumerate() {
            let o = 2 * (k * CONFIGS + i as usize);
            mg += w.patterns[o] as i32;
            eg += w.patterns[o + 1] as i32;
        }
        l.window_indices(l.flip(bm), l.flip(wm), &mut idx);
        for (k, &i) in idx[..n].iter().enumerate() {
            let o = 2 * (k * CONFIGS + i as usize);
            mg -= w.patterns[o] as i32;
            eg -= w.patterns[o + 1] as i32;
        }
        (mg, eg)
    }
}

/// The table of both readings of these weights on this layout, built once
/// per weights (the weights are `'static`, so their address names them).
fn cached_both_readings(
    l: &Layout,
    w: &'static PatternWeights,
) -> Option<std::sync::Arc<Vec<[i16; 2]>>> {
    type Key = (usize, u64, u32, [u32; 10]);
    type Cache = Vec<(Key, Option<std::sync::Arc<Vec<[i16; 2]>>>)>;
    static CACHE: std::sync::Mutex<Cache> = std::sync::Mutex::new(Vec::new());
    // The board's geometry as the layout reads it, and the weights.
    let key = (w as *const PatternWeights as usize, l.valid, l.flip_shift, l.row_shift);
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, t)) = cache.iter().find(|(k, _)| *k == key) {
        return t.clone();
    }
    let t = both_readings(l, w).map(std::sync::Arc::new);
    cache.push((key, t.clone()));
    t
}

/// The features of one position, for training: pattern indices with their
/// sign (+1 White's reading, -1 Black's), the scalar terms and the phase
/// (0..=1, middle game weight).
#[derive(Clone, Debug, Default)]
pub struct Features {
    /// Global pattern indices (`window * 6561 + config`) and signs.
    pub patterns: Vec<(u32, i8)>,
    /// Scalar terms, White minus Black.
    pub scalars: [i32; SCALARS],
    /// Middle-game weight of the position, 0..=1.
    pub phase: f32,
}

impl Layout {
    /// The training features of a position (the same numbers
    /// [`PatternEval::eval_white`] combines).
    pub fn features(&self, pos: &Position, flying: bool) -> Features {
        let kings = pos.king_bits();
        let wm = pos.side_bits(Color::White) & !kings;
        let bm = pos.side_bits(Color::Black) & !kings;
        let n = self.windows.len();
        let mut idx = [0u16; 16];
        let mut patterns = Vec::with_capacity(2 * n);
        self.window_indices(wm, bm, &mut idx);
        for (k, &i) in idx[..n].iter().enumerate() {
            patterns.push(((k * CONFIGS) as u32 + i as u32, 1));
        }
        self.window_indices(self.flip(bm), self.flip(wm), &mut idx);
        for (k, &i) in idx[..n].iter().enumerate() {
            patterns.push(((k * CONFIGS) as u32 + i as u32, -1));
        }
        let (scalars, phase) = self.scalars(pos, flying);
        Features { patterns, scalars, phase: phase as f32 / (2 * self.start_men) as f32 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts_rules::Variant;

    /// A position and its colour-reversed twin (turned 180 degrees, colours
    /// and side to move swapped) get opposite scores.
    #[test]
    fn colour_symmetry() {
        for v in [Variant::International, Variant::English, Variant::Russian] {
            let rules = v.rules();
            let e = PatternEval::new(&rules);
            let l = e.layout();
            let mut pos = Position::start(&rules);
            let mut rng = 12345u64;
            for _ in 0..60 {
                let moves = pos.legal_moves(&rules);
                if moves.is_empty() {
                    break;
                }
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                pos = pos.play(&moves[(rng >> 33) as usize % moves.len()]);
                let k = pos.king_bits();
                let w = pos.side_bits(Color::White);
                let b = pos.side_bits(Color::Black);
                let mut pieces = Vec::new();
                for (bits, color) in [(l.flip(b), Color::White), (l.flip(w), Color::Black)] {
                    let mut bb = bits;
                    while bb != 0 {
                        let bit = bb & bb.wrapping_neg();
                        bb &= bb - 1;
                        let kind = if l.flip(k) & bit != 0 {
                            draughts_rules::PieceKind::King
                        } else {
                            draughts_rules::PieceKind::Man
                        };
                        pieces.push((
                            rules.geometry().square(bit),
                            draughts_rules::Piece { color, kind },
                        ));
                    }
                }
                let twin = Position::new(
                    &draughts_rules::Setup { turn: Some(pos.turn().opponent()), pieces },
                    &rules,
                )
                .unwrap();
                assert_eq!(e.eval_white(&pos), -e.eval_white(&twin), "{}", pos.to_fen(&rules));
            }
        }
    }

    /// The learned evaluation as it was: each window read twice, from
    /// White's side and from Black's (the reference of the one-reading
    /// table).
    fn reference_eval_white(e: &PatternEval, pos: &Position) -> i32 {
        let (l, w) = (e.layout(), e.weights);
        let kings = pos.king_bits();
        let wm = pos.side_bits(Color::White) & !kings;
        let bm = pos.side_bits(Color::Black) & !kings;
        let mut idx = [0u16; 16];
        let n = l.windows.len();
        let (mut mg, mut eg) = (0i32, 0i32);
        l.window_indices(wm, bm, &mut idx);
        for (k, &i) in idx[..n].iter().enumerate() {
            mg += w.patterns[2 * (k * CONFIGS + i as usize)] as i32;
            eg += w.patterns[2 * (k * CONFIGS + i as usize) + 1] as i32;
        }
        l.window_indices(l.flip(bm), l.flip(wm), &mut idx);
        for (k, &i) in idx[..n].iter().enumerate() {
            mg -= w.patterns[2 * (k * CONFIGS + i as usize)] as i32;
            eg -= w.patterns[2 * (k * CONFIGS + i as usize) + 1] as i32;
        }
        let (x, phase) = l.scalars(pos, e.flying);
        for (j, &v) in x.iter().enumerate() {
            mg += v * w.scalars[2 * j] as i32;
            eg += v * w.scalars[2 * j + 1] as i32;
        }
        let max = 2 * l.start_men;
        (mg * phase + eg * (max - phase)) / (max * SCALE)
    }

    /// Seeded random game positions (kings included) of a variant.
    fn random_positions(rules: &Rules, games: u64) -> Vec<Position> {
        let mut out = Vec::new();
        for seed in 0..games {
            let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let mut pos = Position::start(rules);
            for _ in 0..200 {
                let moves = pos.legal_moves(rules);
                if moves.is_empty() {
                    break;
                }
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                pos = pos.play(&moves[(rng >> 33) as usize % moves.len()]);
                out.push(pos);
            }
        }
        out
    }

    /// The table of both readings gives the score of the two readings, on
    /// every variant (each board's geometry) with its built-in weights.
    #[test]
    fn one_reading_equals_two_readings() {
        for v in Variant::ALL {
            let rules = v.rules();
            let e = PatternEval::new(&rules);
            assert!(e.both.is_some(), "{v}: the built-in weights fit the table");
            for pos in random_positions(&rules, 12) {
                let want = reference_eval_white(&e, &pos);
                assert_eq!(e.eval_white(&pos), want, "{v} {}", pos.to_fen(&rules));
            }
        }
    }

    /// The window indices summed row by row, one window at a time (the
    /// reference of the lane-packed bands).
    fn reference_window_indices(
        l: &Layout,
        parts: &[[[u16; 1024]; 4]],
        white: u64,
        black: u64,
    ) -> Vec<u16> {
        let mut codes = [0usize; 10];
        for (r, code) in codes.iter_mut().enumerate().take(l.side) {
            let sh = l.row_shift[r];
            *code = (((white >> sh) & 31) | (((black >> sh) & 31) << 5)) as usize;
        }
        let row = |c: usize, i: usize, r: usize| parts[c][i][codes[r]];
        l.windows
            .iter()
            .map(|&(r0, c)| {
                row(c, 0, r0) + row(c, 1, r0 + 1) + row(c, 2, r0 + 2) + row(c, 3, r0 + 3)
            })
            .collect()
    }

    /// The lane-packed bands give every window the index of its own rows,
    /// on game positions and on random placements, on every board geometry.
    #[test]
    fn banded_window_indices_equal_reference() {
        let mut rng = 5u64;
        for v in Variant::ALL {
            let rules = v.rules();
            let l = Layout::new(&rules);
            assert!(l.standard_rows, "{v}: the rows' bits have constants");
            let parts: Vec<_> = (0..l.per_band).map(part_table).collect();
            let valid = rules.geometry().valid;
            let mut cases: Vec<(u64, u64)> = random_positions(&rules, 4)
                .iter()
                .map(|p| {
                    let k = p.king_bits();
                    (p.side_bits(Color::White) & !k, p.side_bits(Color::Black) & !k)
                })
                .collect();
            for _ in 0..300 {
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let a = rng & valid;
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                cases.push((a, rng & valid & !a));
            }
            cases.push((valid, 0));
            cases.push((0, valid));
            for (white, black) in cases {
                let mut idx = [0u16; 16];
                l.window_indices(white, black, &mut idx);
                let want = reference_window_indices(&l, &parts, white, black);
                assert_eq!(&idx[..l.windows.len()], &want[..], "{v} {white:x} {black:x}");
                // The path for other row layouts reads the same.
                let mut any = [0u16; 16];
                l.bands_any(white, black, |k, i| any[k] = i as u16);
                assert_eq!(any, idx, "{v} {white:x} {black:x}");
            }
        }
    }

    /// Every entry of the table of both readings (a sample of the
    /// configurations on 10x10, all of them on 8x8) is White's reading of a
    /// window minus Black's reading of the same men, found by turning the
    /// men on the board and reading every window.
    #[test]
    fn both_readings_table_turns_the_board() {
        for v in [Variant::International, Variant::English, Variant::Russian] {
            let rules = v.rules();
            let e = PatternEval::new(&rules);
            let (l, w) = (e.layout(), e.weights);
            let t = e.both.as_ref().unwrap();
            let n = l.windows.len();
            let step = if n == 16 { 7 } else { 1 };
            for j in 0..n {
                // Window j's squares by digit.
                let mut sq = [0u64; WINDOW_SQUARES];
                let mut bb = rules.geometry().valid;
                let mut idx = [0u16; 16];
                while bb != 0 {
                    let bit = bb & bb.wrapping_neg();
                    bb &= bb - 1;
                    l.window_indices(bit, 0, &mut idx);
                    if idx[j] != 0 {
                        sq[digit(idx[j]) as usize] = bit;
                    }
                }
                for cfg in (0..CONFIGS).step_by(step) {
                    let (mut white, mut black, mut x) = (0, 0, cfg);
                    for &bit in &sq {
                        match x % 3 {
                            1 => white |= bit,
                            2 => black |= bit,
                            _ => {}
                        }
                        x /= 3;
                    }
                    let mut mine = [0u16; 16];
                    l.window_indices(white, black, &mut mine);
                    assert_eq!(mine[j] as usize, cfg);
                    l.window_indices(l.flip(black), l.flip(white), &mut idx);
                    let turned = l.flip(sq.iter().fold(0, |m, b| m | b));
                    // The one window that reads the turned squares.
                    let k = (0..n)
                        .find(|&k| {
                            let mut probe = [0u16; 16];
                            l.window_indices(turned, 0, &mut probe);
                            probe[k] as usize == (CONFIGS - 1) / 2
                        })
                        .unwrap();
                    for ph in 0..2 {
                        let want = w.patterns[2 * (j * CONFIGS + cfg) + ph] as i32
                            - w.patterns[2 * (k * CONFIGS + idx[k] as usize) + ph] as i32;
                        assert_eq!(t[j * CONFIGS + cfg][ph] as i32, want, "{v} {j} {cfg}");
                    }
                }
            }
        }
    }

    /// Weights whose readings differ by more than an `i16` keep the two
    /// readings, with the same scores.
    #[test]
    fn extreme_weights_fall_back_to_two_readings() {
        let rules = Rules::international();
        let mut w = PatternWeights::builtin(&rules).clone();
        let mut rng = 99u64;
        for x in w.patterns.iter_mut() {
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            *x = (rng >> 48) as i16;
        }
        let e = PatternEval::with_weights(&rules, Box::leak(Box::new(w)));
        assert!(e.both.is_none());
        for pos in random_positions(&rules, 3) {
            assert_eq!(e.eval_white(&pos), reference_eval_white(&e, &pos));
        }
    }

    #[test]
    fn window_indices_cover_every_configuration_once() {
        let rules = Rules::international();
        let l = Layout::new(&rules);
        assert_eq!(l.windows.len(), 16);
        assert_eq!(Layout::new(&Rules::english()).windows.len(), 9);
        // All squares white in the first window: 1 + 3 + ... + 3^7.
        let mut idx = [0u16; 16];
        l.window_indices(rules.geometry().valid, 0, &mut idx);
        assert_eq!(idx[0] as usize, (CONFIGS - 1) / 2);
        l.window_indices(0, rules.geometry().valid, &mut idx);
        assert_eq!(idx[0] as usize, CONFIGS - 1);
    }

    #[test]
    fn builtin_files_load_within_budget() {
        for v in [Variant::International, Variant::English, Variant::Russian] {
            let w = PatternWeights::builtin(&v.rules());
            assert_eq!(w.side, v.rules().geometry().side);
            assert!(w.to_bytes().len() <= 1 << 20);
            assert_eq!(PatternWeights::from_bytes(&w.to_bytes()).unwrap().patterns, w.patterns);
        }
    }
}
