//! Legal move generation for every rule set.
//!
//! Captures are found by a depth-first search per piece. Each complete capture
//! gets a precedence key ([`Precedence`]); only the captures with the highest
//! key are legal. Play lists unique moves (`Duplicates::Drop`): sequences with
//! the same start, end, captured set and promotion are one move. Perft can
//! also keep them, as some published perft tables do (dctl's tests, Aart
//! Bik's 8x8 tables; OEIS A133046 counts duplicates separately).

use crate::board::{Dir, Geometry, Square};
use crate::position::Position;
use crate::rules::{Color, Precedence, PromotionInCapture, Removal, Rules};

/// The most pieces one move can take: a side has at most 20 pieces.
pub const MAX_CAPTURES: usize = 20;

/// A complete move: where it starts and ends, each landing square in order,
/// each captured square in the order taken, and whether it crowns a man.
///
/// Two moves are equal when they start and end on the same squares, take the
/// same set of pieces and both promote or not: that is the identity of a move
/// in play, in Hub and in perft's `drop` mode.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    pub(crate) from: Square,
    pub(crate) to: Square,
    pub(crate) from_bit: u8,
    pub(crate) to_bit: u8,
    pub(crate) promotes: bool,
    /// The index in `path` of the landing square where the man is crowned
    /// ([`NO_CROWN`] when it is not).
    pub(crate) crowns_at: u8,
    pub(crate) n_captured: u8,
    pub(crate) captured_bits: u64,
    /// Landing squares (one for a quiet move, one per capture otherwise).
    pub(crate) path: [Square; MAX_CAPTURES],
    pub(crate) taken: [Square; MAX_CAPTURES],
}

/// `Move::crowns_at` when nothing is crowned.
const NO_CROWN: u8 = u8::MAX;

impl PartialEq for Move {
    fn eq(&self, o: &Move) -> bool {
        self.from == o.from
            && self.to == o.to
            && self.captured_bits == o.captured_bits
            && self.promotes == o.promotes
    }
}
impl Eq for Move {}

impl Move {
    /// The start square.
    pub fn from(&self) -> Square {
        self.from
    }
    /// The final square.
    pub fn to(&self) -> Square {
        self.to
    }
    /// Every landing square in order; it ends with [`Move::to`].
    pub fn path(&self) -> &[Square] {
        let n = (self.n_captured as usize).max(1);
        &self.path[..n]
    }
    /// The captured squares in the order they were taken.
    pub fn captured(&self) -> &[Square] {
        &self.taken[..self.n_captured as usize]
    }
    /// Whether the move takes anything.
    pub fn is_capture(&self) -> bool {
        self.n_captured > 0
    }
    /// Whether a man is crowned by this move.
    pub fn promotes(&self) -> bool {
        self.promotes
    }
    /// At which step the man is crowned: the index in [`Move::path`] of the
    /// landing square where it becomes a king. The last step, except in a
    /// Russian capture ([`PromotionInCapture::ContinueAsKing`]) that goes on
    /// as a king after crossing the far row; `None` when nothing is crowned.
    ///
    /// [`PromotionInCapture::ContinueAsKing`]: crate::PromotionInCapture::ContinueAsKing
    pub fn crowns_at(&self) -> Option<usize> {
        (self.promotes && self.crowns_at != NO_CROWN).then_some(self.crowns_at as usize)
    }
    /// The captured pieces as a bitboard.
    pub fn captured_bits(&self) -> u64 {
        self.captured_bits
    }
    /// The start square as a bitboard.
    pub fn from_bits(&self) -> u64 {
        1u64 << self.from_bit
    }
    /// The final square as a bitboard.
    pub fn to_bits(&self) -> u64 {
        1u64 << self.to_bit
    }
    /// A quiet (non-capturing) move.
    pub(crate) fn quiet(g: &Geometry, from: u64, to: u64, promotes: bool) -> Move {
        let (f, t) = (g.square(from), g.square(to));
        let mut path = [Square(0); MAX_CAPTURES];
        path[0] = t;
        Move {
            from: f,
            to: t,
            from_bit: from.trailing_zeros() as u8,
            to_bit: to.trailing_zeros() as u8,
            promotes,
            crowns_at: if promotes { 0 } else { NO_CROWN },
            n_captured: 0,
            captured_bits: 0,
            path,
            taken: [Square(0); MAX_CAPTURES],
        }
    }
}

/// How perft and move lists treat capture sequences that differ only in the
/// order the pieces were taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duplicates {
    /// Count every distinct sequence (OEIS A133046, dctl `keep`).
    Keep,
    /// One move per (start, end, captured set, promotion): play uses this.
    Drop,
}

impl std::str::FromStr for Duplicates {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "keep" => Ok(Duplicates::Keep),
            "drop" => Ok(Duplicates::Drop),
            _ => Err(format!("--duplicates: expected `keep` or `drop`, got `{s}`")),
        }
    }
}

/// The precedence key of a complete capture. Higher keys win; equal keys are
/// a free choice. `order` has bit (23 - i) set when the i-th piece taken was a
/// king, so a king met earlier gives a larger number (FID 6.9).
#[inline]
fn precedence_key(p: Precedence, count: u32, with_king: bool, kings: u32, order: u32) -> u64 {
    let (count, with_king, kings, order) =
        (count as u64, with_king as u64, kings as u64, order as u64);
    match p {
        Precedence::Free => 0,
        Precedence::MostPieces => count,
        Precedence::MostPiecesThenKings => count << 8 | kings,
        Precedence::Italian => count << 40 | with_king << 32 | kings << 24 | order,
        Precedence::KingFirst => with_king,
    }
}

/// State of one capture search.
struct Captures<'a> {
    rules: &'a Rules,
    g: &'a Geometry,
    dup: Duplicates,
    /// Opponent pieces (kings included).
    them: u64,
    kings: u64,
    /// Squares that block: every piece but the moving one (captured pieces
    /// too, until the move ends, unless removal is immediate).
    occ: u64,
    from_bit: u64,
    with_king: bool,
    captured: u64,
    n: usize,
    path: [Square; MAX_CAPTURES],
    taken: [Square; MAX_CAPTURES],
    kings_taken: u32,
    order: u32,
    /// The step at which a man crossing the far row was crowned and goes
    /// on as a king ([`NO_CROWN`] otherwise).
    crown_step: u8,
    /// Per direction (in [`Dir::ALL`] order), all ones when a man of the
    /// side to move may jump that way, else 0: a mask for its landing squares.
    man_dirs: [u64; 4],
    /// The row where a man of the side to move is crowned.
    promo_row: u64,
    best: u64,
    out: &'a mut Vec<Move>,
}

impl Captures<'_> {
    #[inline]
    fn push(&mut self, victim: u64, land: u64) {
        let g = self.g;
        self.captured |= victim;
        if self.rules.removal == Removal::Immediate {
            self.occ &= !victim;
        }
        self.path[self.n] = g.square(land);
        self.taken[self.n] = g.square(victim);
        if self.kings & victim != 0 {
            self.kings_taken += 1;
            self.order |= 1 << (23 - self.n.min(23));
        }
        self.n += 1;
    }

    #[inline]
    fn pop(&mut self, victim: u64) {
        self.n -= 1;
        self.captured &= !victim;
        if self.rules.removal == Removal::Immediate {
            self.occ |= victim;
        }
        if self.kings & victim != 0 {
            self.kings_taken -= 1;
            self.order &= !(1 << (23 - self.n.min(23)));
        }
    }

    /// Records the sequence on the stack as a complete move ending on `land`.
    fn record(&mut self, land: u64, promotes: bool) {
        let key = precedence_key(
            self.rules.precedence,
            self.n as u32,
            self.with_king,
            self.kings_taken,
            self.order,
        );
        if key < self.best {
            return;
        }
        if key > self.best {
            self.best = key;
            self.out.retain(|m| !m.is_capture());
        }
        let g = self.g;
        let m = Move {
            from: g.square(self.from_bit),
            to: g.square(land),
            from_bit: self.from_bit.trailing_zeros() as u8,
            to_bit: land.trailing_zeros() as u8,
            promotes,
            crowns_at: match (promotes, self.crown_step) {
                (false, _) => NO_CROWN,
                (true, NO_CROWN) => (self.n - 1) as u8,
                (true, step) => step,
            },
            n_captured: self.n as u8,
            captured_bits: self.captured,
            path: self.path,
            taken: self.taken,
        };
        if self.dup == Duplicates::Drop && self.n >= 2 && self.out.contains(&m) {
            return;
        }
        self.out.push(m);
    }

    /// Pieces a man may jump.
    #[inline]
    fn man_targets(&self) -> u64 {
        let t = self.them & !self.captured;
        if self.rules.men_capture_kings {
            t
        } else {
            t & !self.kings
        }
    }

    /// A man's jumps from `at`: per direction (in [`Dir::ALL`] order) the
    /// victim and the landing square, both 0 when it cannot jump that way.
    /// One pass of bitboard steps, so a man with no further jump costs no
    /// call and no loop.
    #[inline(always)]
    fn man_jumps(&self, at: u64) -> [(u64, u64); 4] {
        let targets = self.man_targets();
        let jump = |d: Dir| {
            let victim = self.g.step(at, d) & targets;
            (victim, self.g.step(victim, d) & !self.occ & self.man_dirs[d as usize])
        };
        [jump(Dir::UpLeft), jump(Dir::UpRight), jump(Dir::DownLeft), jump(Dir::DownRight)]
    }

    /// Whether any of `jumps` (from [`Captures::man_jumps`]) is possible.
    #[inline(always)]
    fn any_jump(jumps: &[(u64, u64); 4]) -> bool {
        jumps[0].1 | jumps[1].1 | jumps[2].1 | jumps[3].1 != 0
    }

    /// Continues a man's capture from `at`. Returns whether it could capture.
    fn man(&mut self, at: u64) -> bool {
        let jumps = self.man_jumps(at);
        Self::any_jump(&jumps) && self.man_from(jumps)
    }

    /// Continues a man's capture with its possible `jumps` (at least one).
    fn man_from(&mut self, jumps: [(u64, u64); 4]) -> bool {
        for (victim, land) in jumps {
            if land == 0 {
                continue;
            }
            self.push(victim, land);
            if land & self.promo_row != 0 {
                match self.rules.promotion {
                    PromotionInCapture::EndsMove => self.record(land, true),
                    PromotionInCapture::ContinueAsKing => {
                        self.crown_step = (self.n - 1) as u8;
                        if !self.king(land, ALL_DIRS) {
                            self.record(land, true);
                        }
                        self.crown_step = NO_CROWN;
                    }
                    PromotionInCapture::OnlyAtEnd => {
                        if !self.man(land) {
                            self.record(land, true);
                        }
                    }
                }
            } else {
                let next = self.man_jumps(land);
                if Self::any_jump(&next) {
                    self.man_from(next);
                } else {
                    self.record(land, false);
                }
            }
            self.pop(victim);
        }
        true
    }

    /// Continues a king's capture from `at`, trying the directions in `dirs`
    /// (a bit set of [`Dir`]). Returns whether any capture was possible.
    /// The promotion flag of every recorded move is the one given by `promoted`.
    fn king(&mut self, at: u64, dirs: u8) -> bool {
        let promoted = !self.with_king;
        let g = self.g;
        let mut any = false;
        for d in Dir::ALL {
            if dirs & (1 << d as u8) == 0 {
                continue;
            }
            // Slide to the first piece.
            let mut sq = g.step(at, d);
            if self.rules.flying_kings {
                while sq != 0 && sq & self.occ == 0 {
                    sq = g.step(sq, d);
                }
            }
            if sq & self.them & !self.captured == 0 {
                continue;
            }
            let victim = sq;
            let first = g.step(victim, d) & !self.occ;
            if first == 0 {
                continue;
            }
            any = true;
            self.push(victim, first);
            if !self.rules.flying_kings {
                if !self.king(first, ALL_DIRS) {
                    self.record(first, promoted);
                }
                self.pop(victim);
                continue;
            }
            // Straight on: once, from the first square behind the victim.
            let mut goes_on = self.king(first, 1 << d as u8);
            // Turns: from every landing square.
            let turns = ALL_DIRS
                & !(1 << d as u8)
                & if self.rules.removal == Removal::Immediate {
                    ALL_DIRS
                } else {
                    !(1 << d.reverse() as u8)
                };
            let mut land = first;
            while land != 0 {
                self.path[self.n - 1] = g.square(land);
                goes_on |= self.king(land, turns);
                land = g.step(land, d) & !self.occ;
            }
            if !goes_on {
                let mut land = first;
                while land != 0 {
                    self.path[self.n - 1] = g.square(land);
                    self.record(land, promoted);
                    land = g.step(land, d) & !self.occ;
                }
            }
            self.pop(victim);
        }
        any
    }
}

const ALL_DIRS: u8 = 0b1111;

/// The directions a man of `color` may jump (a bit set of [`Dir`]): forward,
/// and backward too when the rules allow it.
#[inline]
fn man_dirs(rules: &Rules, color: Color) -> u8 {
    if rules.men_capture_backwards {
        ALL_DIRS
    } else if color == Color::White {
        1 << Dir::UpLeft as u8 | 1 << Dir::UpRight as u8
    } else {
        1 << Dir::DownLeft as u8 | 1 << Dir::DownRight as u8
    }
}

impl Position {
    /// The legal moves, duplicates dropped: what a player may play.
    pub fn legal_moves(&self, rules: &Rules) -> Vec<Move> {
        let mut v = Vec::new();
        self.generate(rules, Duplicates::Drop, &mut v);
        v
    }

    /// Fills `out` with the legal moves (cleared first). Reuse the buffer to
    /// keep search loops free of allocation.
    pub fn generate(&self, rules: &Rules, dup: Duplicates, out: &mut Vec<Move>) {
        out.clear();
        let found = self.generate_captures(rules, dup, out);
        if !found || !rules.capture_compulsory {
            self.generate_quiet(rules, out);
        }
    }

    /// Adds every legal capture to `out`; returns whether there was one.
    pub fn generate_captures(&self, rules: &Rules, dup: Duplicates, out: &mut Vec<Move>) -> bool {
        let g = rules.geometry();
        let us = self.turn;
        let own = self.sides[us.index()];
        let mut c = Captures {
            rules,
            g,
            dup,
            them: self.sides[us.opponent().index()],
            kings: self.kings,
            occ: 0,
            from_bit: 0,
            with_king: false,
            captured: 0,
            n: 0,
            path: [Square(0); MAX_CAPTURES],
            taken: [Square(0); MAX_CAPTURES],
            kings_taken: 0,
            order: 0,
            crown_step: NO_CROWN,
            man_dirs: Dir::ALL
                .map(|d| if man_dirs(rules, us) & 1 << d as u8 != 0 { !0 } else { 0 }),
            promo_row: g.rows[rules.promotion_row(us) as usize],
            best: 0,
            out,
        };
        let occ = self.occupied();
        let mut any = false;
        // Only kings and the men that have a first jump need a search.
        let mut bb = (own & self.kings) | self.men_that_can_jump(rules);
        while bb != 0 {
            let from = bb & bb.wrapping_neg();
            bb &= bb - 1;
            c.occ = occ & !from;
            c.from_bit = from;
            c.with_king = self.kings & from != 0;
            any |= if c.with_king { c.king(from, ALL_DIRS) } else { c.man(from) };
        }
        any
    }

    /// Adds every non-capturing move to `out`.
    pub fn generate_quiet(&self, rules: &Rules, out: &mut Vec<Move>) {
        let g = rules.geometry();
        let us = self.turn;
        let own = self.sides[us.index()];
        let empty = g.valid & !self.occupied();
        let men = own & !self.kings;
        let promo_row = g.rows[rules.promotion_row(us) as usize];
        let fwd: [Dir; 2] = if us == Color::White {
            [Dir::UpLeft, Dir::UpRight]
        } else {
            [Dir::DownLeft, Dir::DownRight]
        };
        let mut bb = own & self.kings;
        while bb != 0 {
            let from = bb & bb.wrapping_neg();
            bb &= bb - 1;
            for d in Dir::ALL {
                let mut to = g.step(from, d) & empty;
                while to != 0 {
                    out.push(Move::quiet(g, from, to, false));
                    if !rules.flying_kings {
                        break;
                    }
                    to = g.step(to, d) & empty;
                }
            }
        }
        // Only the men with an empty square ahead, in the same order: by
        // square, then the two forward directions in turn.
        let movers = fwd.map(|d| g.step(empty, d.reverse()) & men);
        let mut bb = movers[0] | movers[1];
        while bb != 0 {
            let from = bb & bb.wrapping_neg();
            bb &= bb - 1;
            for (d, m) in fwd.into_iter().zip(movers) {
                if m & from != 0 {
                    let to = g.step(from, d);
                    out.push(Move::quiet(g, from, to, to & promo_row != 0));
                }
            }
        }
    }

    /// The men of the side to move that can make a first jump.
    #[inline]
    fn men_that_can_jump(&self, rules: &Rules) -> u64 {
        let g = rules.geometry();
        let us = self.turn;
        let them = self.sides[us.opponent().index()];
        let men = self.sides[us.index()] & !self.kings;
        let empty = g.valid & !self.occupied();
        let targets = if rules.men_capture_kings { them } else { them & !self.kings };
        // Step back from the empty landing squares over the targets: the men
        // that jump in direction `d` stand two steps behind.
        let jumpers = |d: Dir| {
            let r = d.reverse();
            g.step(g.step(empty, r) & targets, r) & men
        };
        let up = || jumpers(Dir::UpLeft) | jumpers(Dir::UpRight);
        let down = || jumpers(Dir::DownLeft) | jumpers(Dir::DownRight);
        if rules.men_capture_backwards {
            up() | down()
        } else if us == Color::White {
            up()
        } else {
            down()
        }
    }

    /// Whether the side to move has a capture (cheap: no list is built).
    pub fn has_capture(&self, rules: &Rules) -> bool {
        if self.men_that_can_jump(rules) != 0 {
            return true;
        }
        let g = rules.geometry();
        let us = self.turn;
        let own = self.sides[us.index()];
        let them = self.sides[us.opponent().index()];
        let empty = g.valid & !self.occupied();
        let kings = own & self.kings;
        if kings == 0 {
            return false;
        }
        if !rules.flying_kings {
            return Dir::ALL.iter().any(|&d| g.step(g.step(kings, d) & them, d) & empty != 0);
        }
        let mut bb = kings;
        while bb != 0 {
            let from = bb & bb.wrapping_neg();
            bb &= bb - 1;
            for d in Dir::ALL {
                let mut sq = g.step(from, d);
                while sq != 0 && sq & empty != 0 {
                    sq = g.step(sq, d);
                }
                if sq & them != 0 && g.step(sq, d) & empty != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// The number of legal moves, without building quiet moves.
    pub fn count_moves(&self, rules: &Rules, dup: Duplicates, buf: &mut Vec<Move>) -> u64 {
        let mut n = 0;
        if self.has_capture(rules) {
            buf.clear();
            self.generate_captures(rules, dup, buf);
            n = buf.len() as u64;
            if rules.capture_compulsory {
                return n;
            }
        }
        n + self.count_quiet(rules)
    }

    fn count_quiet(&self, rules: &Rules) -> u64 {
        let g = rules.geometry();
        let us = self.turn;
        let own = self.sides[us.index()];
        let empty = g.valid & !self.occupied();
        let men = own & !self.kings;
        let fwd: [Dir; 2] = if us == Color::White {
            [Dir::UpLeft, Dir::UpRight]
        } else {
            [Dir::DownLeft, Dir::DownRight]
        };
        let mut n =
            (g.step(men, fwd[0]) & empty).count_ones() + (g.step(men, fwd[1]) & empty).count_ones();
        let kings = own & self.kings;
        if !rules.flying_kings {
            for d in Dir::ALL {
                n += (g.step(kings, d) & empty).count_ones();
            }
        } else {
            for d in Dir::ALL {
                let mut ray = g.step(kings, d) & empty;
                while ray != 0 {
                    n += ray.count_ones();
                    ray = g.step(ray, d) & empty;
                }
            }
        }
        n as u64
    }

    /// Whether the side to move has no legal move (and so has lost).
    pub fn is_stuck(&self, rules: &Rules) -> bool {
        !self.has_capture(rules) && self.count_quiet(rules) == 0
    }
}
