//! "Learn from your mistakes": after a review, one side's errors in turn.
//! For each, the board shows the position before it and asks for a better
//! move; a move played there gets a verdict (the engine's move, or not
//! better: try again); the solution can be shown, then the next mistake.
//! The peers' reference is lichess's retrospection (`retro_screen.dart` in
//! lichess-org/mobile); no draughts app has it.

use super::review::{ReviewReport, SideSummary};
use super::MoveClass;
use crate::controls::Control;
use crate::i18n::{text, tr};
use draughts_game::Lang;
use draughts_rules::Color;

/// What became of the mistake on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LearnVerdict {
    /// The player found the engine's move (its text).
    Found(String),
    /// The player's move (its text) is not better: try again.
    Wrong(String),
    /// The solution was shown (the engine's move).
    Shown(String),
}

/// A pass over one side's mistakes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Learn {
    side: Color,
    /// The move indices (from 0) of the side's errors, in game order.
    mistakes: Vec<usize>,
    /// Which of them is on screen; `mistakes.len()` once past the last.
    at: usize,
    verdict: Option<LearnVerdict>,
}

/// The learning panel as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LearnView {
    /// Whose mistakes.
    pub side: Color,
    /// "Learn from your mistakes (1/3)".
    pub title: String,
    /// "12. 32-28 was played: find a better move for White." (or that
    /// there is no mistake, or none left).
    pub prompt: String,
    /// The verdict on the last try, or the solution.
    pub verdict: Option<String>,
    /// The better move was found or shown.
    pub solved: bool,
    /// Past the last mistake (or there was none).
    pub done: bool,
    /// Next mistake.
    pub next: Control,
    /// View the solution.
    pub solution: Control,
    /// Leaves the learning.
    pub stop: Control,
}

impl Learn {
    /// The errors of `side` in a review (inaccuracies and worse).
    pub fn new(side: Color, report: &ReviewReport) -> Learn {
        let mistakes = report
            .moves
            .iter()
            .filter(|m| m.side == side && m.class.is_error())
            .map(|m| m.ply - 1)
            .collect();
        Learn { side, mistakes, at: 0, verdict: None }
    }

    /// The move index of the mistake on screen (its position is after
    /// this many plies), none once done.
    pub fn mistake(&self) -> Option<usize> {
        self.mistakes.get(self.at).copied()
    }

    /// Whose mistakes.
    pub fn side(&self) -> Color {
        self.side
    }

    /// A try is still awaited on the mistake on screen.
    pub fn waiting(&self) -> bool {
        self.mistake().is_some() && !self.solved()
    }

    fn solved(&self) -> bool {
        matches!(self.verdict, Some(LearnVerdict::Found(_) | LearnVerdict::Shown(_)))
    }

    /// Records the verdict on a try or the solution.
    pub fn judge(&mut self, verdict: LearnVerdict) {
        self.verdict = Some(verdict);
    }

    /// On to the next mistake.
    pub fn next(&mut self) {
        self.at = (self.at + 1).min(self.mistakes.len());
        self.verdict = None;
    }

    /// The verdict in words.
    pub fn verdict_text(&self, lang: Lang) -> Option<String> {
        Some(match self.verdict.as_ref()? {
            LearnVerdict::Found(m) => tr(lang, "learn-found", &[("move", m.as_str().into())]),
            LearnVerdict::Wrong(m) => tr(lang, "learn-wrong", &[("move", m.as_str().into())]),
            LearnVerdict::Shown(m) => tr(lang, "learn-solution", &[("move", m.as_str().into())]),
        })
    }

    /// The panel; `played` is the label and text of the mistake on screen
    /// ("12. 32-28").
    pub fn view(&self, played: Option<String>, lang: Lang) -> LearnView {
        let total = self.mistakes.len();
        let side = ("side", self.side.key().into());
        let prompt = match (self.mistake(), played) {
            _ if total == 0 => tr(lang, "learn-none", &[side]),
            (None, _) | (_, None) => text(lang, "learn-done").to_string(),
            (Some(_), Some(mv)) => tr(lang, "learn-prompt", &[("move", mv.into()), side]),
        };
        let shown = (self.at + 1).min(total.max(1));
        let title = tr(lang, "learn-title", &[("n", shown.into()), ("total", total.into())]);
        let more = self.at + 1 < total;
        LearnView {
            side: self.side,
            title,
            prompt,
            verdict: self.verdict_text(lang),
            solved: self.solved(),
            done: self.mistake().is_none(),
            next: Control::new(text(lang, "learn-control-next"), more),
            solution: Control::new(text(lang, "learn-control-solution"), self.waiting()),
            stop: Control::new(text(lang, "learn-control-stop"), true),
        }
    }
}

/// One side's review summary in words: "White: accuracy 87%, 1
/// inaccuracy, 2 mistakes, no blunder, no missed win."
pub fn summary_text(s: &SideSummary, lang: Lang) -> String {
    let count = |c| s.counts.iter().find(|(k, _)| *k == c).map_or(0, |(_, n)| *n);
    let accuracy = s.accuracy.map_or_else(|| "none".to_string(), |a| format!("{a:.0}"));
    tr(
        lang,
        "review-summary",
        &[
            ("side", s.side.key().into()),
            ("accuracy", accuracy.into()),
            ("inaccuracies", count(MoveClass::Inaccuracy).into()),
            ("mistakes", count(MoveClass::Mistake).into()),
            ("blunders", count(MoveClass::Blunder).into()),
            ("missed", count(MoveClass::MissedWin).into()),
        ],
    )
}
