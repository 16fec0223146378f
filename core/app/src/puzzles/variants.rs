//! The variants the puzzle screen offers: every one with shipped puzzles,
//! each with its count and the player's own puzzles still due.

use super::PuzzleRecord;
use crate::i18n::tr;
use crate::tutorial::variant_name;
use draughts_engine::puzzle::builtin;
use draughts_game::Lang;
use draughts_rules::Variant;

/// One variant to choose on the puzzle screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleVariantRow {
    /// The variant.
    pub variant: Variant,
    /// Its name: "International draughts".
    pub name: String,
    /// Shipped puzzles and the player's own still due.
    pub count: usize,
    /// "634 puzzles".
    pub count_text: String,
}

/// Every variant with puzzles, in the rules' order.
pub fn puzzle_variants(record: &PuzzleRecord, lang: Lang) -> Vec<PuzzleVariantRow> {
    Variant::ALL
        .into_iter()
        .map(|v| (v, builtin(v).puzzles.len() + record.personal_due(v)))
        .filter(|(_, count)| *count > 0)
        .map(|(variant, count)| PuzzleVariantRow {
            variant,
            name: variant_name(variant, lang),
            count,
            count_text: tr(lang, "puzzles-theme-count", &[("count", count.into())]),
        })
        .collect()
}
