//! Puzzles from the player's own games: a position of a reviewed game where
//! a move was a mistake and the better move wins by the rules of the
//! shipped puzzles (the engine's [`Prover`], the same proof), kept in the
//! player's record and offered again until solved [`PERSONAL_SOLVES`]
//! times.
//!
//! A personal puzzle is kept as text (the FEN, the line in notation), so
//! that the record stays readable whatever the engine's files become; one
//! that no longer reads back is kept in the record, only not offered.

use draughts_engine::puzzle::{builtin, Prover, Puzzle, Refusal, Themes};
use draughts_rules::{Position, Rules, Variant};
use serde::{Deserialize, Serialize};

/// How many times a personal puzzle is solved before it is no longer
/// offered.
pub const PERSONAL_SOLVES: u32 = 2;

/// One puzzle from the player's games, as the record keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PersonalPuzzle {
    /// The variant's name (`international`, `english`, …).
    pub variant: String,
    /// The position the solver faces (PDN FEN).
    pub fen: String,
    /// The solution, every ply in notation, the solver's first.
    pub line: Vec<String>,
    /// The game it comes from, as the app names it ("White – Black").
    pub source: String,
    /// The ply of that game where the mistake was played (from 1).
    pub ply: u32,
    /// The day it was found (ISO 8601).
    pub date: String,
    /// The shallowest search depth that finds the first move.
    #[serde(default)]
    pub see_depth: u8,
    /// How many times it was solved (at any try).
    #[serde(default)]
    pub solved: u32,
}

/// Where a personal puzzle was found: its game, the mistake's ply, the day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PersonalSource {
    /// The game, as the app names it.
    pub game: String,
    /// The ply of the mistake (from 1).
    pub ply: u32,
    /// The day (ISO 8601).
    pub date: String,
}

impl PersonalPuzzle {
    /// The record's entry for a proved puzzle of `variant`.
    pub fn new(variant: Variant, puzzle: &Puzzle, source: &PersonalSource) -> PersonalPuzzle {
        let rules = variant.rules();
        PersonalPuzzle {
            variant: variant.name().to_string(),
            fen: puzzle.start.to_fen(&rules),
            line: puzzle.start.line_text(&rules, &puzzle.line).moves,
            source: source.game.clone(),
            ply: source.ply,
            date: source.date.clone(),
            see_depth: puzzle.see_depth,
            solved: 0,
        }
    }

    /// The variant, if this version knows its name.
    pub fn variant(&self) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.name() == self.variant)
    }

    /// The puzzle to solve, tagged and rated as the shipped ones; `None`
    /// when the text no longer reads back.
    pub fn puzzle(&self) -> Option<Puzzle> {
        let rules = self.variant()?.rules();
        let start = Position::from_fen(&rules, &self.fen).ok()?;
        let mut at = start;
        let mut line = Vec::with_capacity(self.line.len());
        for text in &self.line {
            let m = at.parse_move(&rules, text).ok()?;
            at = at.play(&m);
            line.push(m);
        }
        if line.is_empty() {
            return None;
        }
        let mut p = Puzzle {
            start,
            line,
            rating: 0,
            themes: Themes::default(),
            see_depth: self.see_depth,
            gain: 0,
            margin: 0,
        };
        p.retag(&rules);
        Some(p)
    }

    /// Still offered: solved fewer than [`PERSONAL_SOLVES`] times.
    pub fn is_due(&self) -> bool {
        self.solved < PERSONAL_SOLVES
    }
}

/// Proves that `pos` is a puzzle by the rules of the variant's shipped
/// puzzles (their proof settings, the engine's [`Prover`]). Searches to
/// fixed depths: seconds in a release build, so run it off the main
/// thread. `None` for rules that are no preset (they ship no puzzles).
pub fn prove_position(rules: &Rules, pos: &Position) -> Option<Result<Puzzle, Refusal>> {
    let variant = rules.variant()?;
    let settings = builtin(variant).settings;
    Some(Prover::new(*rules, settings).solve(pos))
}
