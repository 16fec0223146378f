//! [`Options`]: how the search behaves, the knobs the levels turn.

use crate::eval::EvalKind;

/// How the search behaves: the knobs the levels turn.
#[derive(Clone, Debug)]
pub struct Options {
    /// Which evaluation terms are used.
    pub eval: EvalKind,
    /// One-ply search in quiescence when the opponent threatens a capture.
    pub qs_threats: bool,
    /// Single-reply extension.
    pub extensions: bool,
    /// Late-move reductions.
    pub lmr: bool,
    /// Aspiration windows around the last iteration's score.
    pub aspiration: bool,
    /// ProbCut (Scan's form): at non-PV nodes of depth >= 4 without a
    /// pending capture, a search at 40 % of the depth that beats beta by
    /// 0.1 man per ply cuts the node.
    pub probcut: bool,
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
            extensions: true,
            lmr: true,
            aspiration: true,
            probcut: false,
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
