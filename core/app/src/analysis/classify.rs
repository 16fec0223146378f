//! Move classification and accuracy, as lidraughts and lichess judge a
//! move: by how much it lowers the mover's win chances
//! ([`super::eval::win_chances`]).
//!
//! Thresholds: lidraughts `modules/analyse/src/main/Advice.scala`
//! (RoepStoep/lidraughts), which tightens lichess's 0.1 / 0.2 / 0.3
//! (`modules/tree/src/main/Advice.scala` in lichess-org/lila) to 0.075 /
//! 0.15 / 0.3. Only a move other than the engine's best is judged, so a
//! forced move never is (lichess `Analysis.scala`). Accuracy: lichess
//! `modules/analyse/src/main/AccuracyPercent.scala`.

use super::eval::Eval;
use draughts_game::Lang;
use draughts_rules::Color;
use serde::Serialize;

/// A drop of the mover's win chances of at least this is an inaccuracy
/// (lidraughts `Advice.scala`).
pub const INACCURACY_DROP: f64 = 0.075;
/// A drop of at least this is a mistake (lidraughts `Advice.scala`).
pub const MISTAKE_DROP: f64 = 0.15;
/// A drop of at least this is a blunder (lidraughts, lichess `Advice.scala`).
pub const BLUNDER_DROP: f64 = 0.3;
/// A known win lost, or a known loss walked into, is only an inaccuracy
/// while the score stays beyond this many centi-men (lidraughts
/// `Advice.scala`: more than +999 after a win lost, less than −999 before a
/// loss).
pub const STILL_DECIDED_CP: i32 = 999;
/// Beyond this (and within [`STILL_DECIDED_CP`]) it is a mistake; else a
/// missed win or a blunder (lidraughts `Advice.scala`: 600; lichess: 700).
pub const STILL_CLEAR_CP: i32 = 600;

/// What a move was, judged by the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveClass {
    /// The engine's best move.
    Best,
    /// Not the best, but within [`INACCURACY_DROP`].
    Good,
    /// `?!`: lost at least [`INACCURACY_DROP`] of win chances.
    Inaccuracy,
    /// `?`: lost at least [`MISTAKE_DROP`].
    Mistake,
    /// `??`: lost at least [`BLUNDER_DROP`], or walked into a known loss.
    Blunder,
    /// A known win let go.
    MissedWin,
    /// The only legal move.
    Forced,
}

impl MoveClass {
    /// Every class, in the order of a summary.
    pub const ALL: [MoveClass; 7] = [
        MoveClass::Best,
        MoveClass::Good,
        MoveClass::Inaccuracy,
        MoveClass::Mistake,
        MoveClass::Blunder,
        MoveClass::MissedWin,
        MoveClass::Forced,
    ];

    /// The stable name (`best`, `missed-win`, …) of JSON output.
    pub fn id(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
            MoveClass::MissedWin => "missed-win",
            MoveClass::Forced => "forced",
        }
    }

    /// The class's name in `lang`: "Inaccuracy", "Imprécision".
    pub fn name(self, lang: Lang) -> &'static str {
        use crate::i18n::text;
        match self {
            MoveClass::Best => text(lang, "analysis-class-best"),
            MoveClass::Good => text(lang, "analysis-class-good"),
            MoveClass::Inaccuracy => text(lang, "analysis-class-inaccuracy"),
            MoveClass::Mistake => text(lang, "analysis-class-mistake"),
            MoveClass::Blunder => text(lang, "analysis-class-blunder"),
            MoveClass::MissedWin => text(lang, "analysis-class-missed-win"),
            MoveClass::Forced => text(lang, "analysis-class-forced"),
        }
    }

    /// The annotation sign: `?!`, `?`, `??` (empty for the others).
    pub fn sign(self) -> &'static str {
        match self {
            MoveClass::Inaccuracy => "?!",
            MoveClass::Mistake => "?",
            MoveClass::Blunder | MoveClass::MissedWin => "??",
            _ => "",
        }
    }

    /// A move a review explains with the better move.
    pub fn is_error(self) -> bool {
        matches!(
            self,
            MoveClass::Inaccuracy | MoveClass::Mistake | MoveClass::Blunder | MoveClass::MissedWin
        )
    }
}

/// Classifies a move by `mover` from a position evaluated `before` to one
/// evaluated `after`. `best`: it is the engine's best move; `forced`: it
/// was the only legal move.
pub fn classify(before: &Eval, after: &Eval, mover: Color, best: bool, forced: bool) -> MoveClass {
    if forced {
        return MoveClass::Forced;
    }
    if best {
        return MoveClass::Best;
    }
    let (b, a) = (before.cp_for(mover), after.cp_for(mover));
    if before.winner() == Some(mover) && after.winner() != Some(mover) {
        return match a {
            a if a > STILL_DECIDED_CP => MoveClass::Inaccuracy,
            a if a > STILL_CLEAR_CP => MoveClass::Mistake,
            _ => MoveClass::MissedWin,
        };
    }
    let loser = Some(mover.opponent());
    if after.winner() == loser && before.winner() != loser {
        return match b {
            b if b < -STILL_DECIDED_CP => MoveClass::Inaccuracy,
            b if b < -STILL_CLEAR_CP => MoveClass::Mistake,
            _ => MoveClass::Blunder,
        };
    }
    let drop = before.win_chances_for(mover) - after.win_chances_for(mover);
    match drop {
        d if d >= BLUNDER_DROP => MoveClass::Blunder,
        d if d >= MISTAKE_DROP => MoveClass::Mistake,
        d if d >= INACCURACY_DROP => MoveClass::Inaccuracy,
        _ => MoveClass::Good,
    }
}

/// Win% for `side`: 50 + 50 × its win chances.
pub(super) fn win_percent(eval: &Eval, side: Color) -> f64 {
    50.0 + 50.0 * eval.win_chances_for(side)
}

/// A move's accuracy from the mover's Win% before and after, in [0, 100]
/// (lichess `AccuracyPercent.scala`): 103.1668·e^(−0.04354·Δ) − 2.1669,
/// Δ the drop (none: 100).
pub fn move_accuracy(win_before: f64, win_after: f64) -> f64 {
    if win_after >= win_before {
        return 100.0;
    }
    let drop = win_before - win_after;
    (103.1668 * (-0.04354 * drop).exp() - 2.1669).clamp(0.0, 100.0)
}

/// One judged move as the accuracy sees it.
pub(super) struct Judged {
    pub mover: Color,
    pub accuracy: f64,
    /// The spread of White's Win% around this move.
    pub weight: f64,
}

/// The weights of lichess's game accuracy: for each move, the standard
/// deviation of White's Win% over a window of clamp(N / 10, 2, 8)
/// positions, clamped to [0.5, 12]. `win` holds one Win% per position.
pub(super) fn volatility_weights(win: &[f64]) -> Vec<f64> {
    if win.is_empty() {
        return Vec::new();
    }
    let size = (win.len() / 10).clamp(2, 8).min(win.len());
    let mut windows: Vec<&[f64]> = vec![&win[..size]; size.saturating_sub(2)];
    windows.extend(win.windows(size));
    windows
        .iter()
        .map(|w| {
            let mean = w.iter().sum::<f64>() / w.len() as f64;
            let var = w.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / w.len() as f64;
            var.sqrt().clamp(0.5, 12.0)
        })
        .collect()
}

/// A side's game accuracy (lichess `AccuracyPercent.gameAccuracy`): the
/// mean of the volatility-weighted mean and the harmonic mean of its moves'
/// accuracies. `None` without a judged move.
pub(super) fn game_accuracy(moves: &[Judged], side: Color) -> Option<f64> {
    let mine: Vec<&Judged> = moves.iter().filter(|j| j.mover == side).collect();
    if mine.is_empty() {
        return None;
    }
    let weights: f64 = mine.iter().map(|j| j.weight).sum();
    let weighted = mine.iter().map(|j| j.accuracy * j.weight).sum::<f64>() / weights;
    let harmonic = if mine.iter().any(|j| j.accuracy <= 0.0) {
        0.0
    } else {
        mine.len() as f64 / mine.iter().map(|j| 1.0 / j.accuracy).sum::<f64>()
    };
    Some((weighted + harmonic) / 2.0)
}
