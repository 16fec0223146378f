//! [`Options`]: how the search behaves, the knobs the levels turn.

use crate::eval::EvalKind;

/// Late-move reductions: a quiet move tried late in a node is searched
/// with a null window at a reduced depth first, and again at full depth
/// only if it beats alpha. Never a capture or a promotion, nor below
/// depth 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lmr {
    /// No reduction.
    Off,
    /// At non-PV nodes only, from the fourth move: one ply, two from the
    /// seventh move at depth 5 or more.
    NonPv,
    /// Scan 2.0's form (`search.cpp`, `reduce`): at non-PV nodes from the
    /// second move, one ply, two from the seventh; at PV nodes too, from
    /// the fourth move, one ply.
    Scan,
}

/// ProbCut: at a non-PV node without a pending capture, a shallow
/// null-window search (40 % of the depth) that beats beta by a margin
/// growing with the depth is taken to predict that the full search would
/// beat beta too, and cuts the node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProbCut {
    /// No ProbCut.
    Off,
    /// From depth 4, a margin of 0.1 man a ply; fail-hard (the node
    /// scores beta); the shallow search may ProbCut again inside.
    Wide,
    /// Scan 2.0's form (`search.cpp`, the pruning step): from depth 3, a
    /// margin of 5 centi-men a ply; fail-soft (the node scores the
    /// shallow score less the margin); not nested (no ProbCut inside the
    /// shallow search); never in endings of 8 pieces or fewer.
    Scan,
}

/// The quiescence plies (counted from the leaf of the full-width search)
/// in which [`Options::qs_promotions`] tries promotions; it bounds the
/// extra tree.
pub const QS_PROMO_PLIES: u8 = 4;

/// How the search behaves: the knobs the levels turn.
#[derive(Clone, Debug)]
pub struct Options {
    /// Which evaluation terms are used.
    pub eval: EvalKind,
    /// One-ply search in quiescence when the opponent threatens a capture.
    pub qs_threats: bool,
    /// Promotions in quiescence: at a quiet node within the first
    /// [`QS_PROMO_PLIES`] plies of quiescence, a man's move onto the
    /// promotion row is searched beside the stand-pat, and the new king's
    /// capture threat is then answered by the opponent (a one-ply search,
    /// as with [`Options::qs_threats`]), so that a shot that promotes and
    /// then captures with the king is seen at the leaves.
    pub qs_promotions: bool,
    /// Single-reply extension.
    pub extensions: bool,
    /// Late-move reductions, and their form.
    pub lmr: Lmr,
    /// Aspiration windows around the last iteration's score.
    pub aspiration: bool,
    /// ProbCut, and its form.
    pub probcut: ProbCut,
    /// Probe the endgame databases ([`crate::bitbase`]) where the rule set
    /// has them.
    pub bitbases: bool,
    /// Play from the opening book ([`crate::book`]) while the game has had
    /// fewer than `book_plies` plies (the length of the history passed to
    /// the search), among the book moves within `book_margin` centi-men of
    /// the best, with weight exp(-loss / `book_temperature`). 0: no book.
    pub book_plies: u32,
    /// Margin from the best book move (centi-men).
    pub book_margin: i32,
    /// Softmax temperature for the book choice.
    pub book_temperature: i32,
    /// Root choice: among moves within `margin` centi-men of the best, pick
    /// one at random with weight exp((score - best) / temperature). 0 = best.
    pub margin: i32,
    /// Softmax temperature for the root choice (0: none).
    pub temperature: i32,
    /// Seed of the random choices.
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            eval: EvalKind::Learned,
            qs_threats: true,
            qs_promotions: false,
            extensions: true,
            // Scan's selectivity: +41 Elo (95%: +13..+69) over NonPv LMR
            // without ProbCut at 480k nodes a move, International
            // (scripts/results/sprt_scan_selectivity_480k.log).
            lmr: Lmr::Scan,
            aspiration: true,
            probcut: ProbCut::Scan,
            bitbases: true,
            book_plies: 0,
            book_margin: 0,
            book_temperature: 0,
            margin: 0,
            temperature: 0,
            seed: 1,
        }
    }
}
