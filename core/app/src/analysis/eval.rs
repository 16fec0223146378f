//! Evaluation words and numbers: a search score turned into what an
//! analysis screen shows (win chances, the eval bar, a short label) and says
//! (a sentence for the screen reader).
//!
//! Win chances follow lidraughts (`ui/ceval/src/winningChances.ts` in
//! RoepStoep/lidraughts) and lichess (`winningChances.ts` in
//! lichess-org/lila): `2 / (1 + e^(−k·cp)) − 1` with `k = 0.004` per
//! centi-man and the score clamped to ±1000; a forced or database win
//! counts as ±1000, as the lichess server does (`eval.scala` in
//! lichess-org/scalachess). `#N` counts moves, `N = ⌈plies / 2⌉`, as
//! lidraughts shows Scan's wins.

use crate::i18n::{text, tr};
use draughts_engine::bitbase::{Bitbases, Wdl};
use draughts_engine::{BB_WIN, WIN, WIN_BOUND};
use draughts_game::Lang;
use draughts_rules::{Color, Move, Position, Rules};
use serde::Serialize;

/// The slope of the win-chances curve, per centi-man (lidraughts).
pub const WIN_CHANCES_K: f64 = 0.004;
/// Scores are clamped to this many centi-men before the curve (lidraughts,
/// lichess).
pub const SCORE_CLAMP: i32 = 1000;
/// Search scores at or above this (for the side to move) and below
/// [`WIN_BOUND`] are endgame-database wins ([`BB_WIN`] ± 600).
const DATABASE_FLOOR: i32 = BB_WIN - 600;

/// An evaluation from White's side: centi-men, or a known win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Eval {
    /// Centi-men from White's side (a man = 100).
    Centi {
        /// The score: positive when White is better.
        cp: i32,
    },
    /// A win the search proved, in `plies` plies.
    Win {
        /// Who wins.
        winner: Color,
        /// Plies to the win (0: the game is over).
        plies: u32,
    },
    /// A win the endgame database knows (no distance).
    DatabaseWin {
        /// Who wins.
        winner: Color,
    },
    /// A draw the endgame database knows: the search's draw score, with
    /// the databases saying draw where its line enters them.
    DatabaseDraw,
}

/// The win chances of a score in centi-men, in [−1, 1].
pub fn win_chances(cp: i32) -> f64 {
    let cp = f64::from(cp.clamp(-SCORE_CLAMP, SCORE_CLAMP));
    2.0 / (1.0 + (-WIN_CHANCES_K * cp).exp()) - 1.0
}

impl Eval {
    /// An even position.
    pub const EVEN: Eval = Eval::Centi { cp: 0 };

    /// The engine's score (centi-men for the side to move, wins as
    /// `WIN − plies`, database wins near `BB_WIN`) from White's side.
    pub fn from_search(score: i32, turn: Color) -> Eval {
        let winner = if score > 0 { turn } else { turn.opponent() };
        let abs = score.saturating_abs();
        if abs > WIN_BOUND {
            Eval::Win { winner, plies: (WIN - abs.min(WIN)) as u32 }
        } else if abs >= DATABASE_FLOOR {
            Eval::DatabaseWin { winner }
        } else if turn == Color::White {
            Eval::Centi { cp: score }
        } else {
            Eval::Centi { cp: -score }
        }
    }

    /// A search's number checked against the endgame databases: where
    /// `line` from `start` first stands in them (no capture pending, few
    /// enough pieces), a database draw is [`Eval::DatabaseDraw`]. The
    /// search may give a draw there a number of its own (it leaves the
    /// databases alone while a draw counter runs out); a known win or
    /// another database value leaves the evaluation as it is.
    pub fn with_database(self, rules: &Rules, start: &Position, line: &[Move]) -> Eval {
        if !matches!(self, Eval::Centi { .. }) {
            return self;
        }
        let mut at = *start;
        for mv in std::iter::once(None).chain(line.iter().map(Some)) {
            if let Some(mv) = mv {
                at = at.play(mv);
            }
            if let Some(v) = Bitbases::lookup(rules, &at) {
                return if v == Wdl::Draw { Eval::DatabaseDraw } else { self };
            }
        }
        self
    }

    /// The side to move has lost: no piece or no move left.
    pub fn lost_by(side: Color) -> Eval {
        Eval::Win { winner: side.opponent(), plies: 0 }
    }

    /// Who wins, when the evaluation is a known win.
    pub fn winner(&self) -> Option<Color> {
        match *self {
            Eval::Centi { .. } | Eval::DatabaseDraw => None,
            Eval::Win { winner, .. } | Eval::DatabaseWin { winner } => Some(winner),
        }
    }

    /// Centi-men from White's side, clamped to ±1000 (a win is ±1000).
    pub fn clamped_cp(&self) -> i32 {
        match *self {
            Eval::Centi { cp } => cp.clamp(-SCORE_CLAMP, SCORE_CLAMP),
            Eval::DatabaseDraw => 0,
            Eval::Win { winner, .. } | Eval::DatabaseWin { winner } => match winner {
                Color::White => SCORE_CLAMP,
                Color::Black => -SCORE_CLAMP,
            },
        }
    }

    /// Centi-men (clamped) from `side`'s point of view.
    pub fn cp_for(&self, side: Color) -> i32 {
        match side {
            Color::White => self.clamped_cp(),
            Color::Black => -self.clamped_cp(),
        }
    }

    /// The score in men from White's side, clamped to ±10.
    pub fn men(&self) -> f64 {
        f64::from(self.clamped_cp()) / 100.0
    }

    /// Win chances from White's side, in [−1, 1].
    pub fn win_chances(&self) -> f64 {
        win_chances(self.clamped_cp())
    }

    /// Win chances from `side`'s point of view.
    pub fn win_chances_for(&self, side: Color) -> f64 {
        win_chances(self.cp_for(side))
    }

    /// The eval bar: White's share of it in percent, 0 to 100 (50 is even;
    /// lidraughts draws Black's share, 100 − this).
    pub fn bar(&self) -> f64 {
        50.0 + 50.0 * self.win_chances()
    }

    /// A short label: `+1.2`, `-0.4`, `0.0`, `#7` (White wins in 7 moves),
    /// `#-7` (Black does), or the database's win worded.
    pub fn label(&self, lang: Lang) -> String {
        match *self {
            Eval::Centi { cp } if cp.abs() < 5 => "0.0".to_string(),
            Eval::Centi { cp } => format!("{:+.1}", f64::from(cp) / 100.0),
            Eval::Win { winner, plies } => {
                let moves = plies.div_ceil(2);
                match winner {
                    Color::White => format!("#{moves}"),
                    Color::Black => format!("#-{moves}"),
                }
            }
            Eval::DatabaseWin { winner } => {
                tr(lang, "analysis-label-database", &[("side", winner.key().into())])
            }
            Eval::DatabaseDraw => text(lang, "analysis-label-database-draw").to_string(),
        }
    }
}

/// Below this many centi-men the position is said to be about equal.
const EQUAL_BELOW: i32 = 30;
/// Below this many centi-men a side is said to be slightly better.
const SLIGHTLY_BELOW: i32 = 70;
/// From this many centi-men a side is said to be winning.
const WINNING_FROM: i32 = 500;

/// What the evaluation says, in one sentence: "White is better by about a
/// man."
fn verdict(eval: &Eval, lang: Lang) -> String {
    let with = |id: &str, side: Color, n: u32| {
        tr(lang, id, &[("side", side.key().into()), ("n", n.into())])
    };
    match *eval {
        Eval::Win { winner, plies } => {
            with("analysis-said-forced-win", winner, plies.div_ceil(2).max(1))
        }
        Eval::DatabaseWin { winner } => with("analysis-said-database-win", winner, 0),
        Eval::DatabaseDraw => text(lang, "analysis-said-database-draw").to_string(),
        Eval::Centi { cp } => {
            let side = if cp > 0 { Color::White } else { Color::Black };
            let abs = cp.unsigned_abs();
            match cp.abs() {
                a if a < EQUAL_BELOW => text(lang, "analysis-said-equal").to_string(),
                a if a < SLIGHTLY_BELOW => with("analysis-said-slightly-better", side, 0),
                a if a < WINNING_FROM => {
                    with("analysis-said-better", side, ((abs + 50) / 100).max(1))
                }
                _ => with("analysis-said-winning", side, 0),
            }
        }
    }
}

/// The sentence a screen reader says for an evaluation and its best line
/// (moves in official notation, the best first): "White is better by about
/// a man. Best: 32-28, then 19-23."
pub fn spoken_eval(eval: &Eval, line: &[String], lang: Lang) -> String {
    let mut s = verdict(eval, lang);
    if !line.is_empty() {
        let joined = line.join(text(lang, "analysis-said-then"));
        s.push(' ');
        s.push_str(&tr(lang, "analysis-said-best", &[("line", joined.into())]));
    }
    s
}
