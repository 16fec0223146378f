//! The dated history of rated attempts the record keeps, and the best
//! streak run. Both came after the record's first version: a record
//! without them reads as an empty history.

use super::day::Day;
use super::record::PuzzleRecord;
use super::sitting::SittingResult;
use serde::{Deserialize, Serialize};

/// How many attempts the history keeps (the oldest go first).
pub const HISTORY: usize = 1000;

/// One rated attempt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// The puzzle (`variant:hexid`, as [`super::puzzle_key`]).
    pub puzzle: String,
    /// The day it was played.
    pub day: Day,
    /// How it ended.
    pub result: SittingResult,
    /// The player's rating after it.
    pub rating: i32,
    /// The change it brought.
    pub change: i32,
    /// The puzzle's theme ids.
    pub themes: Vec<String>,
    /// The puzzle's start position (FEN), for its thumbnail.
    pub fen: String,
}

impl PuzzleRecord {
    /// Adds an attempt to the history; the oldest go past [`HISTORY`].
    pub fn log(&mut self, entry: HistoryEntry) {
        self.history.push(entry);
        if self.history.len() > HISTORY {
            let extra = self.history.len() - HISTORY;
            self.history.drain(..extra);
        }
    }

    /// Keeps the longest streak run.
    pub fn end_run(&mut self, solved: u32) {
        self.best_run = self.best_run.max(solved);
    }
}
