//! Draw-rule counters: the move-count rules of each federation, carried out
//! ply by ply. Sources: the FMJD rules for International draughts (Annex 1,
//! November 2015, articles 6.1-6.4); FMJD Section 64 rules 7.2.4-7.2.8
//! (fmjd64.org) as lidraughts applies them (github.com/RoepStoep/lidraughts,
//! `modules/draughts/src/main/variant/`); the Russian federation's sport
//! rules, 2022 edition.
//!
//! A [`DrawState`] is stored for every position of a game (copy-make, like
//! [`Position`]), so undo and redo restore the counters exactly. The state
//! after a ply depends only on the state before it, the move and the two
//! positions: [`DrawState::next`].
//!
//! "Move" means a move by one player, as in the rules; counters that count
//! "N moves each" run in plies (a draw after `2 × N` plies). Counters that
//! count "the stronger side's N-th move" count that side's moves only
//! ([`Counting::Side`]).
//!
//! The game record checks the end of the game (no pieces, no legal move)
//! **before** these counters, so a win on the last counted move wins.
//!
//! # What each rule set applies
//!
//! * [`DrawRule::Fmjd`] (International, FMJD 6.2-6.4):
//!   - [`EndReason::KingsOnly`]: `king_moves` moves each with no man move and
//!     no capture (a promotion is a man move).
//!   - [`EndReason::LoneKingThree`]: three pieces, at least one a king,
//!     against a lone king: `three_pieces` moves each, counted from the move
//!     after the capture or promotion that made the material; a promotion
//!     inside the ending restarts it (lidraughts' reading).
//!   - [`EndReason::LoneKingTwo`]: two or fewer pieces, at least one a king,
//!     against a lone king: `two_pieces` moves each; once started it does not
//!     restart while the ending lasts (lidraughts' reading).
//! * [`DrawRule::Russian2022`] (the Russian federation, 2022):
//!   - [`EndReason::ThreeKingsVsKing`]: three or more kings (other pieces
//!     allowed) against a lone king: the stronger side's 15th move, counted
//!     from when that material arose. Any change of material (a capture or a
//!     promotion) is a new balance and restarts the count (documented choice).
//!   - [`EndReason::LongDiagonal`]: three pieces, at least one a king (the
//!     FMJD-64 7.2.7 material; the 2022 text says only "three pieces":
//!     documented choice), against a lone king standing on the long diagonal a1-h8 with
//!     none of the three on it: the stronger side's 5th move. The count
//!     restarts whenever that placement or the material changes.
//!   - [`EndReason::KingsBothSides`]: both sides have a king, no capture and
//!     no promotion: 5 moves each with 2-3 pieces, 30 with 4-5, 60 with 6-7.
//!     Man moves do not reset it.
//!   - [`EndReason::KingsOnly`]: no man move and no capture: 15 moves each
//!     with 4-5 pieces, 25 with 6-7.
//!   - From 8 pieces on, neither of the last two applies.
//! * [`DrawRule::Fmjd64`] (Brazilian; FMJD-64 7.2.4-7.2.8 as lidraughts
//!   applies them):
//!   - [`EndReason::ThreeKingsVsKing`] (7.2.4) and [`EndReason::LongDiagonal`]
//!     (7.2.7) as in Russian 2022;
//!   - [`EndReason::KingsOnly`] (7.2.5): 15 moves each, any number of pieces;
//!   - [`EndReason::KingsBothSides`] (7.2.6): 30 moves each with 4-5 pieces,
//!     60 with 6-7, reset by a capture or a promotion only;
//!   - [`EndReason::LoneKingTwo`] (7.2.8): two kings, a king and a man, or a
//!     king against a lone king: the stronger side's 5th move (5 moves each
//!     for a king against a king), not restarted by a promotion.
//! * [`DrawRule::NoProgress`] (English 40, Czech 15, Italian 40, Spanish 40,
//!   custom rule sets): [`EndReason::NoProgress`], `moves` moves each with no
//!   capture and no man move.
//!
//! Repetition is not a counter: the game record compares positions
//! ([`crate::game`]).

use crate::game::EndReason;
use draughts_rules::Move;
use draughts_rules::Position;
use draughts_rules::{Color, DrawRule, Rules};
use serde::{Deserialize, Serialize};

/// Whose moves a counter counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Counting {
    /// Moves by each player ("N moves each"): every ply counts, the draw
    /// comes after `2 × limit` plies.
    Each,
    /// The moves of this (stronger) side only ("by its N-th move").
    Side(Color),
}

/// A running draw counter, for the UI: which rule, and how many moves are left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DrawCounter {
    /// The rule, named by the reason the game would end with.
    pub rule: EndReason,
    /// Moves left before the draw: moves of each player for
    /// [`Counting::Each`], moves of the counted side for [`Counting::Side`].
    /// 0 means the draw has been reached.
    pub moves_left: u32,
    /// The rule's limit, in the same unit.
    pub limit: u32,
    /// Plies (single moves by either side) left before the draw.
    pub plies_left: u32,
    /// Whose moves are counted.
    pub counting: Counting,
}

/// The counters after one position of a game. Plain data, `Copy`; the game
/// record keeps one per position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DrawState {
    /// Plies since the last man move or capture (or the start).
    pub quiet: u16,
    /// Plies since the last capture or promotion (or the start).
    pub stable: u16,
    /// FMJD 6.3 / 6.4: plies since the lone-king ending began.
    pub lone: u16,
    /// Three or more kings against a lone king: the stronger side's moves.
    pub strong: u16,
    /// Long diagonal: the stronger side's moves.
    pub diagonal: u16,
    /// FMJD-64 7.2.8: the stronger side's moves (plies for a king against a king).
    pub small: u16,
}

/// Men and kings per side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Material {
    men: [u32; 2],
    kings: [u32; 2],
}

impl Material {
    fn of(p: &Position) -> Material {
        let (w, wk) = p.count(Color::White);
        let (b, bk) = p.count(Color::Black);
        Material { men: [w - wk, b - bk], kings: [wk, bk] }
    }
    fn pieces(&self, c: Color) -> u32 {
        self.men[c.index()] + self.kings[c.index()]
    }
    fn total(&self) -> u32 {
        self.pieces(Color::White) + self.pieces(Color::Black)
    }
    fn lone_king(&self, c: Color) -> bool {
        self.pieces(c) == 1 && self.kings[c.index()] == 1
    }
    fn both_have_kings(&self) -> bool {
        self.kings[0] > 0 && self.kings[1] > 0
    }
    /// The stronger side, when the other side has a lone king and the
    /// stronger side's (pieces, kings) pass `pred`. White is tried first, so
    /// a king against a king names White.
    fn against_lone(&self, pred: impl Fn(u32, u32) -> bool) -> Option<Color> {
        [Color::White, Color::Black]
            .into_iter()
            .find(|&s| self.lone_king(s.opponent()) && pred(self.pieces(s), self.kings[s.index()]))
    }
}

/// FMJD 6.3 / 6.4 ending kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LoneEnding {
    Three,
    Two,
}

fn fmjd_ending(m: &Material) -> Option<LoneEnding> {
    if m.against_lone(|p, k| p == 3 && k >= 1).is_some() {
        Some(LoneEnding::Three)
    } else if m.against_lone(|p, k| p <= 2 && k >= 1).is_some() {
        Some(LoneEnding::Two)
    } else {
        None
    }
}

fn kings_vs_lone(m: &Material) -> Option<Color> {
    m.against_lone(|_, k| k >= 3)
}

fn small_vs_lone(m: &Material) -> Option<Color> {
    m.against_lone(|p, k| p <= 2 && k >= 1)
}

/// Whether a square lies on the long diagonal (a1-h8 when a1 is a playing
/// square, else the other main diagonal).
fn on_long_diagonal(rules: &Rules, bit_square: draughts_rules::Square) -> bool {
    let (f, r) = rules.coords(bit_square);
    if rules.a1_playing {
        f == r
    } else {
        f as u32 + r as u32 == rules.board.side() as u32 - 1
    }
}

/// The long-diagonal ending: the stronger side, if it holds.
fn long_diagonal(rules: &Rules, p: &Position, m: &Material) -> Option<Color> {
    let strong = m.against_lone(|p, k| p == 3 && k >= 1)?;
    let g = rules.geometry();
    let on_diag = |bits: u64| {
        let mut bb = bits;
        let mut any = false;
        while bb != 0 {
            let b = bb & bb.wrapping_neg();
            bb &= bb - 1;
            any |= on_long_diagonal(rules, g.square(b));
        }
        any
    };
    let weak_on = on_diag(p.side_bits(strong.opponent()));
    let strong_on = on_diag(p.side_bits(strong));
    (weak_on && !strong_on).then_some(strong)
}

/// Russian 2022 "kings on both sides": the limit in moves each, by pieces.
fn russian_kings_both(total: u32) -> Option<u32> {
    match total {
        2..=3 => Some(5),
        4..=5 => Some(30),
        6..=7 => Some(60),
        _ => None,
    }
}

/// Russian 2022 "kings only": the limit in moves each, by pieces.
fn russian_kings_only(total: u32) -> Option<u32> {
    match total {
        4..=5 => Some(15),
        6..=7 => Some(25),
        _ => None,
    }
}

/// FMJD-64 7.2.6: the limit in moves each, by pieces.
fn fmjd64_kings_both(total: u32) -> Option<u32> {
    match total {
        4..=5 => Some(30),
        6..=7 => Some(60),
        _ => None,
    }
}

fn inc(x: u16) -> u16 {
    x.saturating_add(1)
}

impl DrawState {
    /// The counters at a game's start position: nothing counted yet.
    pub fn initial() -> DrawState {
        DrawState::default()
    }

    /// The counters after `m` was played in `before`, giving `after`.
    pub fn next(&self, rules: &Rules, before: &Position, m: &Move, after: &Position) -> DrawState {
        let capture = m.is_capture();
        let promotion = m.promotes();
        let man_move = before.king_bits() & m.from_bits() == 0;
        let mover = before.turn();
        let (mb, ma) = (Material::of(before), Material::of(after));
        let same_material = mb == ma;
        let mut s = DrawState {
            quiet: if man_move || capture { 0 } else { inc(self.quiet) },
            stable: if capture || promotion { 0 } else { inc(self.stable) },
            ..DrawState::default()
        };
        // Counts the stronger side's moves while `cond` names the same side
        // before and after, with the material unchanged.
        let side_count = |prev: u16, cb: Option<Color>, ca: Option<Color>| -> u16 {
            match (cb, ca) {
                (Some(b), Some(a)) if a == b && same_material => {
                    if mover == a {
                        inc(prev)
                    } else {
                        prev
                    }
                }
                _ => 0,
            }
        };
        match rules.draw {
            DrawRule::Fmjd { .. } => {
                let (eb, ea) = (fmjd_ending(&mb), fmjd_ending(&ma));
                s.lone = match (eb, ea) {
                    (Some(LoneEnding::Two), Some(LoneEnding::Two)) => inc(self.lone),
                    (Some(LoneEnding::Three), Some(LoneEnding::Three))
                        if !capture && !promotion =>
                    {
                        inc(self.lone)
                    }
                    _ => 0,
                };
            }
            DrawRule::Russian2022 | DrawRule::Fmjd64 => {
                s.strong = side_count(self.strong, kings_vs_lone(&mb), kings_vs_lone(&ma));
                s.diagonal = side_count(
                    self.diagonal,
                    long_diagonal(rules, before, &mb),
                    long_diagonal(rules, after, &ma),
                );
                if rules.draw == DrawRule::Fmjd64 {
                    let (cb, ca) = (small_vs_lone(&mb), small_vs_lone(&ma));
                    s.small = match (cb, ca) {
                        (Some(b), Some(a)) if a == b => {
                            if ma.pieces(a) == 1 || mover == a {
                                inc(self.small)
                            } else {
                                self.small
                            }
                        }
                        _ => 0,
                    };
                }
            }
            DrawRule::NoProgress { .. } => {}
        }
        s
    }

    /// Every counter that applies in `pos` (the position these counters
    /// belong to), with the moves left. Counters that run all game long
    /// (only kings moved, no progress) are listed once they have counted
    /// at least one ply.
    pub fn counters(&self, rules: &Rules, pos: &Position) -> Vec<DrawCounter> {
        let mut out = Vec::new();
        self.each_counter(rules, pos, |c| out.push(c));
        out
    }

    /// The fewest plies left before a counter draws the game in `pos`
    /// (0: drawn now), or `None` when no counter runs. The same answer as
    /// [`DrawState::closest`], without allocating: a search asks it at every
    /// node.
    pub fn plies_to_draw(&self, rules: &Rules, pos: &Position) -> Option<u32> {
        let mut best: Option<u32> = None;
        self.each_counter(rules, pos, |c| {
            best = Some(best.map_or(c.plies_left, |b| b.min(c.plies_left)));
        });
        best
    }

    /// Calls `out` with every counter of [`DrawState::counters`], in order.
    fn each_counter(&self, rules: &Rules, pos: &Position, mut out: impl FnMut(DrawCounter)) {
        let m = Material::of(pos);
        let each = |rule: EndReason, plies: u16, limit: u32| -> DrawCounter {
            let plies_left = (2 * limit).saturating_sub(plies as u32);
            DrawCounter {
                rule,
                moves_left: plies_left.div_ceil(2),
                limit,
                plies_left,
                counting: Counting::Each,
            }
        };
        let side = |rule: EndReason, strong: Color, moves: u16, limit: u32| -> DrawCounter {
            let moves_left = limit.saturating_sub(moves as u32);
            let plies_left = match moves_left {
                0 => 0,
                n if pos.turn() == strong => 2 * n - 1,
                n => 2 * n,
            };
            DrawCounter { rule, moves_left, limit, plies_left, counting: Counting::Side(strong) }
        };
        match rules.draw {
            DrawRule::Fmjd { king_moves, three_pieces, two_pieces } => {
                if self.quiet > 0 {
                    out(each(EndReason::KingsOnly, self.quiet, king_moves as u32));
                }
                match fmjd_ending(&m) {
                    Some(LoneEnding::Three) => {
                        out(each(EndReason::LoneKingThree, self.lone, three_pieces as u32))
                    }
                    Some(LoneEnding::Two) => {
                        out(each(EndReason::LoneKingTwo, self.lone, two_pieces as u32))
                    }
                    None => {}
                }
            }
            DrawRule::Russian2022 | DrawRule::Fmjd64 => {
                let total = m.total();
                if let Some(s) = kings_vs_lone(&m) {
                    out(side(EndReason::ThreeKingsVsKing, s, self.strong, 15));
                }
                if let Some(s) = long_diagonal(rules, pos, &m) {
                    out(side(EndReason::LongDiagonal, s, self.diagonal, 5));
                }
                let russian = rules.draw == DrawRule::Russian2022;
                if m.both_have_kings() {
                    let limit =
                        if russian { russian_kings_both(total) } else { fmjd64_kings_both(total) };
                    if let Some(l) = limit {
                        out(each(EndReason::KingsBothSides, self.stable, l));
                    }
                }
                let kings_only = if russian { russian_kings_only(total) } else { Some(15) };
                if let (Some(l), true) = (kings_only, self.quiet > 0) {
                    out(each(EndReason::KingsOnly, self.quiet, l));
                }
                if !russian {
                    if let Some(s) = small_vs_lone(&m) {
                        if m.pieces(s) == 1 {
                            out(each(EndReason::LoneKingTwo, self.small, 5));
                        } else {
                            out(side(EndReason::LoneKingTwo, s, self.small, 5));
                        }
                    }
                }
            }
            DrawRule::NoProgress { moves } => {
                if self.quiet > 0 {
                    out(each(EndReason::NoProgress, self.quiet, moves as u32));
                }
            }
        }
    }

    /// The counter closest to a draw, if any runs.
    pub fn closest(&self, rules: &Rules, pos: &Position) -> Option<DrawCounter> {
        self.counters(rules, pos).into_iter().min_by_key(|c| (c.plies_left, c.moves_left))
    }

    /// The draw rule that ends the game in `pos`, if one has reached its limit.
    /// Call it only when the game has not already ended by a win.
    pub fn verdict(&self, rules: &Rules, pos: &Position) -> Option<EndReason> {
        self.counters(rules, pos).into_iter().find(|c| c.moves_left == 0).map(|c| c.rule)
    }
}
