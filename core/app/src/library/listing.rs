//! What the library shows: the cards of the unfinished games, the archive
//! through its filters, and the PDN export.

use super::view::{
    ArchiveFilter, ArchivePage, ArchiveRow, FilterChoice, GameCard, ShareAll, Standing,
};
use super::{words, GameLibrary, Item};
use crate::board::BoardSession;
use crate::table::result_text;
use crate::{texts, GameTable, PdnContext};
use draughts_game::{Lang, Outcome};
use draughts_rules::Color;

/// The side the person plays against the bot, if exactly one side is a person.
pub(super) fn person(item: &Item) -> Option<Color> {
    match item.saved.players.map(|p| p.is_bot()) {
        [false, true] => Some(Color::White),
        [true, false] => Some(Color::Black),
        _ => None,
    }
}

/// The variant filter's id of a game: the variant's name, or `custom`.
fn variant_id(item: &Item) -> String {
    item.saved.game.rules().variant().map_or("custom", |v| v.name()).to_string()
}

fn card(item: &Item, lang: Lang) -> GameCard {
    let s = &item.saved;
    let mut board = BoardSession::from_game(s.game.clone(), s.players);
    board.set_prefs(s.board);
    board.set_lang(lang);
    let title = words::variant(s.game.rules(), lang);
    let players = words::players(s.players, lang);
    let to_move = texts::to_move(s.game.turn(), lang).to_string();
    let length = words::length(s.game.ply(), lang);
    let date = item.entry.date.clone();
    let spoken = [&title, &players, &to_move, &length, &date]
        .into_iter()
        .filter(|t| !t.is_empty())
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    GameCard { id: item.entry.id, title, players, to_move, date, board: board.view(), spoken }
}

fn row(item: &Item, lang: Lang) -> ArchiveRow {
    let g = &item.saved.game;
    let result = g.result();
    let outcome = result.map(|r| r.outcome);
    let variant = words::variant(g.rules(), lang);
    let opponent = words::opponent(item.saved.players, lang).1;
    let score = words::score(g.rules(), outcome);
    let said = words::outcome(outcome, person(item), lang);
    let reason = result.map(|r| result_text(g, &r, lang)).unwrap_or_default();
    let length = words::length(g.ply(), lang);
    let date = item.entry.date.clone();
    let spoken = [&date, &variant, &opponent, &said, &score, &reason, &length]
        .into_iter()
        .filter(|t| !t.is_empty())
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    ArchiveRow {
        id: item.entry.id,
        date,
        variant,
        opponent,
        result: score,
        outcome: said,
        standing: standing(outcome, person(item)),
        reason,
        length,
        spoken,
    }
}

/// How a game went for the player: from the person's side against the
/// bot; a decided game without one person is only decided.
fn standing(outcome: Option<Outcome>, person: Option<Color>) -> Standing {
    match (outcome, person) {
        (None, _) => Standing::Unfinished,
        (Some(Outcome::Draw), _) => Standing::Drawn,
        (Some(o), Some(me)) if o.winner() == Some(me) => Standing::Won,
        (Some(_), Some(_)) => Standing::Lost,
        (Some(_), None) => Standing::Decided,
    }
}

/// Adds a choice once, keeping the order of first appearance.
fn add(choices: &mut Vec<FilterChoice>, (id, label): (String, String)) {
    if !choices.iter().any(|c| c.id == id) {
        choices.push(FilterChoice { id, label });
    }
}

impl GameLibrary {
    /// The unfinished games, most recent first, as cards.
    pub fn unfinished(&self) -> Vec<GameCard> {
        self.shelf.iter().map(|i| card(i, self.lang)).collect()
    }

    /// The archive through a filter, most recent first, with the choices
    /// the archive offers (each variant and opponent it holds, in the order
    /// of the variants and the levels).
    pub fn archive(&self, filter: &ArchiveFilter) -> ArchivePage {
        let lang = self.lang;
        let mut variants = Vec::new();
        let mut opponents = Vec::new();
        let mut sorted: Vec<&Item> = self.archive.iter().collect();
        sorted.sort_by_key(|i| {
            let v = i.saved.game.rules().variant();
            let order = v.and_then(|v| draughts_rules::Variant::ALL.iter().position(|&a| a == v));
            (order.unwrap_or(usize::MAX), i.saved.players.map(|p| p.level()))
        });
        for item in &sorted {
            add(&mut variants, (variant_id(item), words::variant(item.saved.game.rules(), lang)));
            add(&mut opponents, words::opponent(item.saved.players, lang));
        }
        opponents.sort_by_key(|c| (c.id == "two-players", c.id == "bots", c.id.clone()));
        let rows: Vec<ArchiveRow> = self.filtered(filter).map(|i| row(i, lang)).collect();
        let filtered = filter.variant.is_some() || filter.opponent.is_some();
        let (all_variants, all_opponents) = words::all_choices(lang);
        ArchivePage {
            empty_text: words::empty(filtered && !self.archive.is_empty(), lang),
            count_text: words::count(rows.len(), self.archive.len(), filtered, lang),
            share_all: ShareAll {
                label: words::share_all(rows.len(), lang),
                enabled: !rows.is_empty(),
            },
            rows,
            variants,
            opponents,
            all_variants,
            all_opponents,
        }
    }

    /// The archived games passing `filter`, most recent first.
    fn filtered<'a>(&'a self, filter: &'a ArchiveFilter) -> impl Iterator<Item = &'a Item> + 'a {
        let lang = self.lang;
        self.archive.iter().filter(move |i| {
            filter.variant.as_ref().is_none_or(|v| *v == variant_id(i))
                && filter
                    .opponent
                    .as_ref()
                    .is_none_or(|o| *o == words::opponent(i.saved.players, lang).0)
        })
    }

    /// What "Share all" exports: the archived games passing `filter` (the
    /// page's rows), oldest first, as one PDN text. Built only when asked.
    pub fn export_archive(&self, filter: &ArchiveFilter) -> String {
        let items: Vec<&Item> = self.filtered(filter).collect();
        items.into_iter().rev().filter_map(pdn).collect()
    }

    /// Games as one PDN text, one after another: those of `ids` in that
    /// order (unknown ids are left out; none: an empty text). Each carries
    /// the date it was stored. "Share all" is [`GameLibrary::export_archive`].
    pub fn export_pdn(&self, ids: &[u64]) -> String {
        let items = ids.iter().filter_map(|&id| self.items().find(|i| i.entry.id == id));
        items.filter_map(pdn).collect()
    }
}

/// One game as PDN, with its stored date when it is one.
fn pdn(item: &Item) -> Option<String> {
    let table = GameTable::restore(&item.entry.save).ok()?;
    let dated = PdnContext { date: Some(item.entry.date.clone()), site: None };
    table.pdn(&dated).or_else(|_| table.pdn(&PdnContext::default())).ok()
}
