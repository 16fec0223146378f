//! The player's own puzzles in the trainer: offered among the shipped
//! ones, and alone when the player chooses "From my games".

use super::PuzzleTrainer;
use crate::i18n::{text, tr};
use crate::puzzles::PuzzleRecord;
use draughts_engine::puzzle::{PuzzleSet, Theme};
use std::borrow::Cow;

/// The set with the record's puzzles of its variant appended (the ones
/// that read back), how many were shipped, and the record index of each
/// one appended.
pub(super) fn with_personal(
    set: &'static PuzzleSet,
    record: &PuzzleRecord,
) -> (Cow<'static, PuzzleSet>, usize, Vec<usize>) {
    let shipped = set.puzzles.len();
    let mine: Vec<(usize, _)> = record
        .personal
        .iter()
        .enumerate()
        .filter(|(_, p)| p.variant() == Some(set.variant))
        .filter_map(|(i, p)| p.puzzle().map(|q| (i, q)))
        .collect();
    if mine.is_empty() {
        return (Cow::Borrowed(set), shipped, Vec::new());
    }
    let mut all = set.clone();
    let indices = mine.iter().map(|(i, _)| *i).collect();
    all.puzzles.extend(mine.into_iter().map(|(_, p)| p));
    (Cow::Owned(all), shipped, indices)
}

impl PuzzleTrainer {
    /// The record's entry of puzzle `index`, if it is one of the player's.
    pub(super) fn personal_entry(&self, index: usize) -> Option<usize> {
        index.checked_sub(self.shipped).and_then(|i| self.personal.get(i).copied())
    }

    /// Whether puzzle `index` comes from the player's games.
    pub fn is_personal(&self, index: usize) -> bool {
        self.personal_entry(index).is_some()
    }
}

/// The id the record keeps among the chosen themes for "From my games"
/// (no engine theme has it).
pub const MINE_ID: &str = "mine";

/// How many other puzzles come between two offers of the same puzzle from
/// the player's games.
pub const PERSONAL_GAP: usize = 3;

/// The row of the puzzles from the player's games in the themes list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MineRow {
    /// "From my games".
    pub name: String,
    /// A line saying what they are.
    pub description: String,
    /// How many are still offered (solved fewer than twice).
    pub count: usize,
    /// "3 puzzles".
    pub count_text: String,
    /// "1 of 4 solved twice", or how to get some.
    pub progress: String,
    /// Whether the next puzzles are drawn from them.
    pub chosen: bool,
}

impl PuzzleTrainer {
    /// Whether "From my games" is chosen.
    pub fn mine_chosen(&self) -> bool {
        self.record.chosen_themes.iter().any(|t| t == MINE_ID)
    }

    /// Chooses exactly `themes` (none: every theme), as "Put it into
    /// practice" does; "From my games" is left out.
    pub fn choose_themes(&mut self, themes: &[Theme]) {
        self.tracking_record(|t| {
            t.record.chosen_themes = themes.iter().map(|t| t.id().to_string()).collect();
        });
    }

    /// Chooses "From my games", or takes it out.
    pub fn toggle_mine(&mut self) {
        if self.mine_chosen() {
            self.record.chosen_themes.retain(|t| t != MINE_ID);
        } else {
            self.record.chosen_themes.push(MINE_ID.to_string());
        }
    }

    /// Whether puzzle `index` may be offered: a shipped one, or one of the
    /// player's not yet solved twice.
    pub(super) fn offered(&self, index: usize) -> bool {
        match self.personal_entry(index) {
            Some(e) => self.record.personal[e].is_due(),
            None => true,
        }
    }

    /// The player's own puzzle to offer next, if one is due: with "From my
    /// games" chosen, the one played longest ago; otherwise one not among
    /// the last [`PERSONAL_GAP`] puzzles played, so that it comes back
    /// among the others until solved twice.
    pub(super) fn next_personal(&self) -> Option<usize> {
        let due: Vec<usize> =
            (self.shipped..self.set.puzzles.len()).filter(|&i| self.offered(i)).collect();
        let last_played = |i: usize| {
            let key = self.key(&self.set.puzzles[i]);
            self.record.recent.iter().rposition(|k| *k == key)
        };
        if self.mine_chosen() {
            // Never played first, then the one played longest ago.
            return due.into_iter().min_by_key(|&i| last_played(i).map_or(0, |at| at + 1));
        }
        let recent = self.record.recent.len();
        due.into_iter().find(|&i| last_played(i).is_none_or(|at| recent - at > PERSONAL_GAP))
    }

    /// Counts a solve of the current puzzle if it is the player's own.
    pub(super) fn count_personal_solve(&mut self) {
        let Some(index) = self.attempt.as_ref().map(|a| a.index) else { return };
        if let Some(e) = self.personal_entry(index) {
            let p = &mut self.record.personal[e];
            p.solved = p.solved.saturating_add(1);
        }
    }

    /// Where puzzle `index` comes from, if it is one of the player's: its
    /// game, or the day it was found when the game had no name.
    pub fn source_text(&self, index: usize) -> Option<String> {
        let p = &self.record.personal[self.personal_entry(index)?];
        Some(if p.source.trim().is_empty() {
            tr(self.lang, "puzzles-mine-source-unnamed", &[("date", p.date.clone().into())])
        } else {
            tr(self.lang, "puzzles-mine-source", &[("game", p.source.clone().into())])
        })
    }

    /// Where the puzzle of record key `key` comes from, if it is one of
    /// the player's ([`PuzzleTrainer::source_text`]).
    pub(super) fn source_of_key(&self, key: &str) -> Option<String> {
        (self.shipped..self.set.puzzles.len())
            .find(|&i| self.key(&self.set.puzzles[i]) == key)
            .and_then(|i| self.source_text(i))
    }

    /// The row of "From my games".
    pub(super) fn mine_row(&self) -> MineRow {
        let lang = self.lang;
        let name = self.variant.name();
        let all: Vec<_> = self.record.personal.iter().filter(|p| p.variant == name).collect();
        let count = all.iter().filter(|p| p.is_due()).count();
        let done = all.len() - count;
        let progress = if all.is_empty() {
            text(lang, "puzzles-mine-empty").to_string()
        } else {
            tr(lang, "puzzles-mine-progress", &[("done", done.into()), ("total", all.len().into())])
        };
        MineRow {
            name: text(lang, "puzzles-mine-name").to_string(),
            description: text(lang, "puzzles-mine-about").to_string(),
            count,
            count_text: tr(lang, "puzzles-theme-count", &[("count", count.into())]),
            progress,
            chosen: self.mine_chosen(),
        }
    }

    /// What the end of a solved puzzle says about the rating: `rated_now`
    /// when this solve was rated (not a replay, no wrong move before).
    pub(super) fn solved_words(&self, rated_now: bool, before: i32, after: i32) -> String {
        let lang = self.lang;
        let (failed, hinted) =
            self.attempt.as_ref().map_or((false, false), |a| (a.failed, a.hinted));
        let rating = ("rating", after.into());
        if hinted {
            tr(lang, "puzzles-solved-hinted", &[rating])
        } else if !rated_now && failed {
            tr(lang, "puzzles-solved-after-wrong", &[rating])
        } else if !rated_now {
            text(lang, "puzzles-solved-replay").to_string()
        } else if after == before {
            tr(lang, "puzzles-solved-unchanged", &[rating])
        } else {
            let change = format!("{:+}", after - before);
            tr(lang, "puzzles-solved", &[rating, ("change", change.into())])
        }
    }
}
