//! The library's sentences, from the `library` catalogue: notices, who
//! played, outcomes, lengths, the statistics' titles and streaks.

use crate::i18n::{text, tr};
use crate::texts;
use draughts_game::library::Kind;
use draughts_game::{Lang, Outcome, Player};
use draughts_rules::{Color, Rules};

/// "Entry 12 of the archive could not be read and was skipped."
pub(super) fn skipped(kind: Kind, entries: &[usize], lang: Lang) -> String {
    let list: Vec<String> = entries.iter().map(|n| n.to_string()).collect();
    let id = match kind {
        Kind::Shelf => "library-notice-skipped-shelf",
        Kind::Archive => "library-notice-skipped-archive",
    };
    tr(lang, id, &[("entries", list.join(", ").into()), ("count", entries.len().into())])
}

/// An empty document: a new one was started.
pub(super) fn refused(kind: Kind, lang: Lang) -> String {
    match kind {
        Kind::Shelf => text(lang, "library-notice-refused-shelf"),
        Kind::Archive => text(lang, "library-notice-refused-archive"),
    }
    .to_string()
}

/// "Only 10 unfinished games are kept; the oldest was moved to the archive."
pub(super) fn shelf_full(count: usize, lang: Lang) -> String {
    tr(lang, "library-notice-shelf-full", &[("count", count.into())])
}

/// "The archive keeps the last 1,000 games; the oldest was removed."
pub(super) fn archive_full(count: usize, lang: Lang) -> String {
    tr(lang, "library-notice-archive-full", &[("count", count.into())])
}

/// The old autosave does not load.
pub(super) fn legacy_unreadable(why: &str, lang: Lang) -> String {
    tr(lang, "library-notice-legacy-unreadable", &[("why", why.into())])
}

/// A save handed to `put` does not load.
pub(super) fn save_refused(why: &str, lang: Lang) -> String {
    tr(lang, "library-notice-save-refused", &[("why", why.into())])
}

/// The variant's short name, or "Custom rules".
pub(super) fn variant(rules: &Rules, lang: Lang) -> String {
    match rules.variant() {
        Some(v) => crate::tutorial::variant_short_name(v, lang),
        None => texts::title(rules, lang),
    }
}

/// Who plays: "You vs Bot — Club player" (the person first), "Two
/// players", "Bot against bot".
pub(super) fn players(players: [Player; 2], lang: Lang) -> String {
    let human = players.iter().position(|p| !p.is_bot());
    match (players, human) {
        ([Player::Human, Player::Human], _) => text(lang, "library-opponent-two-players").into(),
        (_, None) => text(lang, "library-opponent-bots").into(),
        (_, Some(h)) => {
            let side = if h == 0 { Color::White } else { Color::Black };
            let first = texts::player_name(players[h], side, true, lang);
            let second = texts::player_name(players[1 - h], side.opponent(), true, lang);
            tr(lang, "library-players", &[("first", first.into()), ("second", second.into())])
        }
    }
}

/// Who the opponent was, as a filter choice: its id and its label.
pub(super) fn opponent(players: [Player; 2], lang: Lang) -> (String, String) {
    match players {
        [Player::Human, Player::Human] => {
            ("two-players".into(), text(lang, "library-opponent-two-players").into())
        }
        [Player::Bot { .. }, Player::Bot { .. }] => {
            ("bots".into(), text(lang, "library-opponent-bots").into())
        }
        [Player::Bot { level }, _] | [_, Player::Bot { level }] => {
            let name = texts::level_name(level, lang);
            (format!("bot-{level}"), tr(lang, "library-opponent-bot", &[("level", name.into())]))
        }
    }
}

/// The outcome in one word: from the person's side against the bot, by
/// colour otherwise.
pub(super) fn outcome(outcome: Option<Outcome>, person: Option<Color>, lang: Lang) -> String {
    let id = match (outcome, person) {
        (None, _) => "library-outcome-unfinished",
        (Some(Outcome::Draw), _) => "library-outcome-draw",
        (Some(o), Some(me)) if o.winner() == Some(me) => "library-outcome-won",
        (Some(_), Some(_)) => "library-outcome-lost",
        (Some(Outcome::WhiteWins), None) => "library-outcome-white-won",
        (Some(Outcome::BlackWins), None) => "library-outcome-black-won",
    };
    text(lang, id).into()
}

/// "42 moves", counting a move of each side as one, as the move list does.
pub(super) fn length(plies: usize, lang: Lang) -> String {
    tr(lang, "library-length", &[("moves", plies.div_ceil(2).into())])
}

/// The score as the archive shows it: the PDN result in the variant's
/// style, with the draw of the 8×8 variants as "½-½".
pub(super) fn score(rules: &Rules, outcome: Option<Outcome>) -> String {
    match draughts_game::pdn::result_text(rules, outcome) {
        "1/2-1/2" => "½-½".into(),
        other => other.into(),
    }
}

/// "No finished games yet." or, with a filter, "No game matches these filters."
pub(super) fn empty(filtered: bool, lang: Lang) -> String {
    let id = if filtered { "library-archive-empty-filtered" } else { "library-archive-empty" };
    text(lang, id).into()
}

/// "12 games", or "3 of 12 games" through a filter.
pub(super) fn count(shown: usize, total: usize, filtered: bool, lang: Lang) -> String {
    if filtered {
        let args = [("shown", shown.into()), ("count", total.into())];
        tr(lang, "library-archive-count-filtered", &args)
    } else {
        tr(lang, "library-archive-count", &[("count", total.into())])
    }
}

/// "Share 3 games as PDN": what "Share all" exports.
pub(super) fn share_all(count: usize, lang: Lang) -> String {
    tr(lang, "library-share-all", &[("count", count.into())])
}

/// The labels of the filters' "every" choices.
pub(super) fn all_choices(lang: Lang) -> (String, String) {
    (
        text(lang, "library-filter-all-variants").into(),
        text(lang, "library-filter-all-opponents").into(),
    )
}

/// Which games a statistics row counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Group {
    /// Every level of the bot.
    AllLevels,
    /// One level.
    Level(u8),
    /// Two people, from White's side.
    TwoPlayers,
}

/// "International — level 3".
pub(super) fn stats_title(variant: &str, group: Group, lang: Lang) -> String {
    let v = ("variant", variant.to_string().into());
    match group {
        Group::AllLevels => tr(lang, "library-stats-all-levels", &[v]),
        Group::Level(level) => tr(lang, "library-stats-level", &[v, ("level", level.into())]),
        Group::TwoPlayers => tr(lang, "library-stats-two-players", &[v]),
    }
}

/// A group's title inside its variant's section: "Level 3".
pub(super) fn stats_group(group: Group, lang: Lang) -> String {
    match group {
        Group::AllLevels => text(lang, "library-stats-group-all-levels").into(),
        Group::Level(level) => tr(lang, "library-stats-group-level", &[("level", level.into())]),
        Group::TwoPlayers => text(lang, "library-stats-group-two-players").into(),
    }
}

/// The current streak: "3 wins in a row"; `won` is `None` for draws.
pub(super) fn streak(won: Option<bool>, count: u32, lang: Lang) -> String {
    let id = match won {
        Some(true) => "library-streak-won",
        Some(false) => "library-streak-lost",
        None => "library-streak-drawn",
    };
    tr(lang, id, &[("count", count.into())])
}

/// A statistics row read aloud.
pub(super) fn stats_spoken(title: &str, counts: [u32; 4], streak: &str, lang: Lang) -> String {
    let [played, won, drawn, lost] = counts;
    let args = [
        ("title", title.to_string().into()),
        ("played", played.into()),
        ("won", won.into()),
        ("drawn", drawn.into()),
        ("lost", lost.into()),
        ("streak", streak.to_string().into()),
    ];
    tr(lang, "library-stats-spoken", &args)
}
