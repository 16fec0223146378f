//! The statistics: per variant, every bot level together and each level
//! apart, from the person's side; two-player games in their own row, from
//! White's side. Only finished games count.

use super::listing::person;
use super::view::{StatsRow, StatsSection};
use super::words::{self, Group};
use super::GameLibrary;
use draughts_rules::{Color, Variant};
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// A row's results, most recent first.
struct Tally {
    variant: String,
    results: Vec<Ordering>,
}

impl GameLibrary {
    /// What the statistics screen says while no game counts yet.
    pub fn stats_empty_text(&self) -> String {
        crate::i18n::text(self.lang, "library-stats-empty").into()
    }

    /// One row per variant and group that has a finished game: "all levels",
    /// then each level, then two players; variants in the app's order,
    /// custom rules last. Each title names the variant.
    pub fn stats(&self) -> Vec<StatsRow> {
        let lang = self.lang;
        let titled = |t: &Tally, g| words::stats_title(&t.variant, g, lang);
        self.tallies().into_iter().map(|((_, g), t)| row(&t, g, titled(&t, g), lang)).collect()
    }

    /// The same rows as [`GameLibrary::stats`], one section per variant
    /// played, in the same order; a row's title is then its group alone
    /// ("All levels", "Level 3"), the section's is the variant.
    pub fn stats_sections(&self) -> Vec<StatsSection> {
        let lang = self.lang;
        let mut sections: Vec<(usize, StatsSection)> = Vec::new();
        for ((order, group), t) in self.tallies() {
            let r = row(&t, group, words::stats_group(group, lang), lang);
            match sections.last_mut() {
                Some((o, s)) if *o == order => s.rows.push(r),
                _ => sections.push((order, StatsSection { title: t.variant, rows: vec![r] })),
            }
        }
        sections.into_iter().map(|(_, s)| s).collect()
    }

    /// Every finished game's result, by variant (in the app's order) and group.
    fn tallies(&self) -> BTreeMap<(usize, Group), Tally> {
        let lang = self.lang;
        let mut rows: BTreeMap<(usize, Group), Tally> = BTreeMap::new();
        for item in &self.archive {
            let g = &item.saved.game;
            let Some(outcome) = g.result().map(|r| r.outcome) else { continue };
            let (side, groups) = match (person(item), item.saved.players) {
                (Some(me), players) => {
                    let level = players[me.opponent().index()].level().unwrap_or(0);
                    (me, vec![Group::AllLevels, Group::Level(level)])
                }
                (None, [a, b]) if !a.is_bot() && !b.is_bot() => {
                    (Color::White, vec![Group::TwoPlayers])
                }
                (None, _) => continue,
            };
            let result = match outcome.winner() {
                None => Ordering::Equal,
                Some(w) if w == side => Ordering::Greater,
                Some(_) => Ordering::Less,
            };
            let variant = g.rules().variant();
            let order = variant
                .and_then(|v| Variant::ALL.iter().position(|&a| a == v))
                .unwrap_or(Variant::ALL.len());
            for group in groups {
                rows.entry((order, group))
                    .or_insert_with(|| Tally {
                        variant: words::variant(g.rules(), lang),
                        results: Vec::new(),
                    })
                    .results
                    .push(result);
            }
        }
        rows
    }
}

/// A row titled `title`; what it says aloud always names the variant.
fn row(t: &Tally, group: Group, title: String, lang: draughts_game::Lang) -> StatsRow {
    let count = |o| t.results.iter().filter(|&&r| r == o).count() as u32;
    let (won, drawn, lost) =
        (count(Ordering::Greater), count(Ordering::Equal), count(Ordering::Less));
    let played = t.results.len() as u32;
    let last = t.results[0];
    let run = t.results.iter().take_while(|&&r| r == last).count() as u32;
    let kind = match last {
        Ordering::Greater => Some(true),
        Ordering::Less => Some(false),
        Ordering::Equal => None,
    };
    let streak = words::streak(kind, run, lang);
    let full = words::stats_title(&t.variant, group, lang);
    let spoken = words::stats_spoken(&full, [played, won, drawn, lost], &streak, lang);
    StatsRow { title, played, won, drawn, lost, streak, spoken }
}
