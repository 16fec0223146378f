//! Stepping through a game: the move table (one row per move number, the
//! first mover's column first) and the replay bar (first, previous, next,
//! last, back to the game), every label and state decided here.

use super::{GameTable, MoveEntry};
use crate::texts;
use crate::Control;
use draughts_rules::Color;
use serde::Serialize;

/// The move list as a table: a number column, then one column per side in
/// the variant's order (the side that starts first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveTable {
    /// The sides' columns, the variant's first mover first.
    pub columns: [Color; 2],
    /// The columns' headings: the sides' names in the player's language.
    pub headings: [String; 2],
    /// The rows, first move first.
    pub rows: Vec<MoveRow>,
    /// The row holding the move whose position is shown, to keep in view;
    /// `None` at the start position.
    pub current_row: Option<usize>,
    /// The table's name for screen readers: "Moves".
    pub label: String,
    /// What the empty table says: "No moves yet"; `None` once it has moves.
    pub empty_text: Option<String>,
}

/// One row of the move table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveRow {
    /// The move number as drawn: "1.".
    pub number: String,
    /// The moves in this row, as indices into [`crate::GameView::moves`],
    /// in the table's column order; `None` for an empty cell (the first
    /// mover's cell when the game starts with the other side, the second
    /// mover's cell of the last row).
    pub cells: [Option<usize>; 2],
}

/// One step of the replay bar: its control and the ply count it replays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReplayStep {
    /// The label (also what a screen reader says) and whether it may be pressed.
    pub control: Control,
    /// What pressing it replays (`GameTable::replay`); `None` when disabled.
    pub plies: Option<usize>,
}

/// The replay bar under the move table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReplayControls {
    /// To the start position.
    pub first: ReplayStep,
    /// One move back (held down, it repeats).
    pub previous: ReplayStep,
    /// One move on (held down, it repeats).
    pub next: ReplayStep,
    /// To the live position (ends the replay).
    pub last: ReplayStep,
    /// "Back to the game": offered and enabled during a replay only.
    pub back_to_game: Control,
    /// Whether the bar is drawn at all: exactly when one of its buttons can
    /// act. Before the first move (or with every move undone) each step is
    /// disabled, and a bar of greyed buttons would only take room.
    pub shown: bool,
}

impl GameTable {
    /// The move table of `moves` (the snapshot's list).
    pub(super) fn move_table(&self, moves: &[MoveEntry]) -> MoveTable {
        let lang = self.lang();
        let first = self.rules().first;
        let columns = [first, first.opponent()];
        let mut rows: Vec<MoveRow> = Vec::new();
        let mut numbers: Vec<usize> = Vec::new();
        for (i, m) in moves.iter().enumerate() {
            let col = usize::from(m.side != first);
            match rows.last_mut() {
                Some(r) if numbers.last() == Some(&m.number) && r.cells[col].is_none() => {
                    r.cells[col] = Some(i);
                }
                _ => {
                    let mut cells = [None, None];
                    cells[col] = Some(i);
                    rows.push(MoveRow { number: texts::move_number(m.number, true), cells });
                    numbers.push(m.number);
                }
            }
        }
        let current = moves.iter().position(|m| m.current);
        let current_row =
            current.and_then(|c| rows.iter().position(|r| r.cells.contains(&Some(c))));
        MoveTable {
            columns,
            headings: columns.map(|c| texts::color_name(c, lang).to_string()),
            rows,
            current_row,
            label: texts::moves_label(lang).into(),
            empty_text: moves.is_empty().then(|| texts::no_moves_yet(lang).into()),
        }
    }

    /// The replay bar, from the position shown.
    pub(super) fn replay_controls(&self) -> ReplayControls {
        let lang = self.lang();
        let played = self.board.game().ply();
        let shown = self.replay.unwrap_or(played);
        let steps = self.replay_steps();
        let [first, previous, next, last, back] = texts::replay_bar_labels(lang);
        let step = |label: &str, to: Option<usize>| ReplayStep {
            control: Control::new(label, to.is_some()),
            plies: to,
        };
        let first = step(first, (shown > 0).then_some(0));
        let previous = step(previous, steps.back);
        let next = step(next, steps.forward);
        let last = step(last, (shown < played).then_some(played));
        let back_to_game = Control::new(back, self.replay.is_some()).offered(self.replay.is_some());
        let shown = [&first, &previous, &next, &last].iter().any(|s| s.control.enabled)
            || back_to_game.offered;
        ReplayControls { first, previous, next, last, back_to_game, shown }
    }
}
