//! Every sentence the app says about a game: square descriptions for screen
//! readers, spoken moves, refusals, results, the status line, draw counters,
//! player and level names and what each input did. The words are in the
//! `game` catalogue of each language; this file picks the message and its
//! arguments.
//!
//! The front ends show these as they are; only button labels and menus stay
//! in each platform's string resources. French uses the familiar "tu", like
//! the tutorial.

use crate::board::{Refusal, SquareFlags, SquareView};
use crate::i18n::{text, tr};
use draughts_engine::Level;
use draughts_game::{DrawCounter, EndReason, GameResult, Lang, Outcome, Player};
use draughts_rules::{Color, Move, Piece, PieceKind, Rules, Square};
use fluent_bundle::FluentValue;

/// Square names joined as a list: "27 and 28", "27, 28 et 33".
fn list(rules: &Rules, squares: &[Square], and: &str) -> String {
    let names: Vec<String> = squares.iter().map(|&s| rules.square_name(s)).collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n => format!("{} {and} {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

fn or_list(rules: &Rules, squares: &[Square], lang: Lang) -> String {
    list(rules, squares, text(lang, "game-or-list-or"))
}

/// A side's name: "White", "Blancs".
pub fn color_name(c: Color, lang: Lang) -> &'static str {
    match c {
        Color::White => text(lang, "game-color-name-white"),
        Color::Black => text(lang, "game-color-name-black"),
    }
}

/// "White" / "les Blancs": a side as the subject of a sentence.
fn side_subject(c: Color, lang: Lang) -> &'static str {
    match c {
        Color::White => text(lang, "game-side-subject-white"),
        Color::Black => text(lang, "game-side-subject-black"),
    }
}

pub(crate) fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

/// A piece's name, such as "white man" or "dame noire".
pub fn piece_name(p: Piece, lang: Lang) -> &'static str {
    match (p.color, p.kind) {
        (Color::White, PieceKind::Man) => text(lang, "game-piece-white-man"),
        (Color::White, PieceKind::King) => text(lang, "game-piece-white-king"),
        (Color::Black, PieceKind::Man) => text(lang, "game-piece-black-man"),
        (Color::Black, PieceKind::King) => text(lang, "game-piece-black-king"),
    }
}

fn states(f: &SquareFlags, lang: Lang) -> Vec<&'static str> {
    let mut v = Vec::new();
    let mut add = |on: bool, id| {
        if on {
            v.push(text(lang, id));
        }
    };
    add(f.selected, "game-square-selected");
    add(f.target, "game-square-target");
    add(f.final_destination, "game-square-final-destination");
    add(f.must_capture, "game-square-must-capture");
    add(f.captured, "game-square-captured");
    add(f.stepped, "game-square-stepped");
    add(f.last_from, "game-square-last-from");
    add(f.last_path, "game-square-last-path");
    add(f.last_to, "game-square-last-to");
    add(f.hint, "game-square-hint");
    v
}

/// What stands on a square and how it is marked, without the square's name:
/// the value a screen reader reads after the label ("white man, must
/// capture", "vide, destination possible").
pub fn square_state(piece: Option<Piece>, flags: &SquareFlags, lang: Lang) -> String {
    let mut parts = vec![match piece {
        Some(p) => piece_name(p, lang),
        None => text(lang, "game-square-state-empty"),
    }];
    parts.extend(states(flags, lang));
    parts.join(", ")
}

/// A square's whole description: "32, white man, must capture".
pub fn square_description(name: &str, state: &str) -> String {
    format!("{name}, {state}")
}

/// The description of a square of a view, in any language (a view carries
/// it in the session's language already).
pub fn describe_square(rules: &Rules, v: &SquareView, lang: Lang) -> String {
    square_description(&rules.square_name(v.square), &square_state(v.piece, &v.flags, lang))
}

/// A move read aloud: "32 to 28", "19 takes 30, then 41" (landing squares),
/// "32 vers 28", "19 prend 30, puis 41"; a crowning move says so.
pub fn spoken_move(rules: &Rules, m: &Move, lang: Lang) -> String {
    let from = rules.square_name(m.from());
    let mut s = if m.is_capture() {
        let hops: Vec<String> = m.path().iter().map(|&q| rules.square_name(q)).collect();
        let then = text(lang, "game-spoken-move-then");
        format!("{from} {} {}", text(lang, "game-spoken-move-takes"), hops.join(then))
    } else {
        format!("{from} {} {}", text(lang, "game-spoken-move-to"), rules.square_name(m.to()))
    };
    if m.promotes() {
        s.push_str(text(lang, "game-spoken-move-crowned"));
    }
    s
}

/// Whose turn it is: "White to move", "Trait aux Blancs".
pub fn to_move(turn: Color, lang: Lang) -> &'static str {
    match turn {
        Color::White => text(lang, "game-to-move-white-move"),
        Color::Black => text(lang, "game-to-move-black-move"),
    }
}

/// The status line while a capture is being tapped jump by jump.
pub fn capture_on(min_left: usize, max_left: usize, lang: Lang) -> String {
    let n = if min_left == max_left {
        min_left.to_string()
    } else {
        format!("{min_left}–{max_left}")
    };
    tr(lang, "game-capture-on", &[("n", n.into()), ("count", max_left.into())])
}

/// The status line while a past position is replayed.
pub fn replaying(number_label: &str, move_text: &str, lang: Lang) -> String {
    tr(lang, "game-replaying", &[("number", number_label.into()), ("move", move_text.into())])
}

/// The status line at the start, before any move is replayed.
pub fn replaying_start(lang: Lang) -> &'static str {
    text(lang, "game-replaying-start-position")
}

/// The status addition while the bot searches.
pub fn bot_thinking(lang: Lang) -> &'static str {
    text(lang, "game-bot-thinking-bot-thinking")
}

/// The status addition while a hint is being looked for.
pub fn hint_thinking(lang: Lang) -> &'static str {
    text(lang, "game-hint-thinking-looking-for-hint")
}

/// Why a tap changed nothing, in words.
pub fn refusal(rules: &Rules, r: &Refusal, lang: Lang) -> String {
    let l = |s: &Square| FluentValue::from(rules.square_name(*s));
    match r {
        Refusal::GameOver => text(lang, "game-refusal-game-over").into(),
        Refusal::BotToMove { color } => {
            tr(lang, "game-refusal-bot-to-move", &[("side", color_name(*color, lang).into())])
        }
        Refusal::Replaying => text(lang, "game-refusal-you-are-looking").into(),
        Refusal::Empty { square } => tr(lang, "game-refusal-empty", &[("square", l(square))]),
        Refusal::NotYours { square } => {
            tr(lang, "game-refusal-not-yours", &[("square", l(square))])
        }
        Refusal::MustCapture { square, capturers } => tr(
            lang,
            "game-refusal-must-capture",
            &[
                ("square", l(square)),
                ("who", or_list(rules, capturers, lang).into()),
                ("count", capturers.len().into()),
            ],
        ),
        Refusal::Blocked { square } => tr(lang, "game-refusal-blocked", &[("square", l(square))]),
        Refusal::NotATarget { square, from, targets } => tr(
            lang,
            "game-refusal-not-a-target",
            &[
                ("from", l(from)),
                ("square", l(square)),
                ("targets", or_list(rules, targets, lang).into()),
            ],
        ),
        Refusal::SeveralEndHere { square, via } => tr(
            lang,
            "game-refusal-several-end-here",
            &[("square", l(square)), ("via", or_list(rules, via, lang).into())],
        ),
        Refusal::NothingSelected => text(lang, "game-refusal-nothing-selected").into(),
        Refusal::NoPuzzle => text(lang, "puzzles-refusal-no-puzzle").into(),
        Refusal::Judging => text(lang, "puzzles-refusal-judging").into(),
        Refusal::LessonOver => text(lang, "lesson-refusal-over").into(),
    }
}

/// A draw rule by its limit: "25-move rule", "règle des 25 coups".
fn rule_name(limit: u32, lang: Lang) -> String {
    tr(lang, "game-rule-name", &[("limit", limit.into())])
}

/// A running draw counter: "16-move rule: 9 moves left".
pub fn draw_counter(c: &DrawCounter, lang: Lang) -> String {
    let rule = capitalized(&rule_name(c.limit, lang));
    tr(lang, "game-draw-counter", &[("rule", rule.into()), ("left", c.moves_left.into())])
}

/// Why the game ended, as the second half of the result sentence. `limit`
/// is the draw rule's limit in moves, for the counting rules.
fn reason(r: &GameResult, rules: &Rules, limit: Option<u32>, lang: Lang) -> String {
    let loser = r.outcome.winner().map(|w| side_subject(w.opponent(), lang)).unwrap_or("");
    let n = limit.map_or(FluentValue::from(""), FluentValue::from);
    let id = match r.reason {
        EndReason::NoPieces => "game-reason-no-pieces",
        EndReason::NoMoves => "game-reason-no-moves",
        EndReason::Resignation => "game-reason-resignation",
        EndReason::OutOfTime => "game-reason-out-of-time",
        EndReason::Agreement => "game-reason-by-agreement",
        EndReason::Repetition => "game-reason-repetition",
        EndReason::KingsOnly => "game-reason-kings-only",
        EndReason::LoneKingThree => "game-reason-lone-king-three",
        EndReason::LoneKingTwo => "game-reason-lone-king-two",
        EndReason::ThreeKingsVsKing => "game-reason-three-kings-vs-king",
        EndReason::LongDiagonal => "game-reason-long-diagonal",
        EndReason::KingsBothSides => "game-reason-kings-both-sides",
        EndReason::NoProgress => "game-reason-no-progress",
    };
    let times = FluentValue::from(rules.repetition);
    tr(lang, id, &[("loser", loser.into()), ("n", n), ("times", times)])
}

/// The end of the game in parts, for the end-of-game card: the headline
/// ("White wins", "Draw") and the reason as a sentence of its own ("Black
/// resigned", "By agreement").
pub fn result_parts(
    r: &GameResult,
    rules: &Rules,
    limit: Option<u32>,
    lang: Lang,
) -> (String, String) {
    let id = match r.outcome {
        Outcome::Draw => "game-end-draw",
        Outcome::WhiteWins => "game-end-white-wins",
        Outcome::BlackWins => "game-end-black-wins",
    };
    (text(lang, id).into(), capitalized(&reason(r, rules, limit, lang)))
}

/// The labels of the end-of-game buttons, in the order they are drawn:
/// rematch, analyse, share, new game.
pub fn end_of_game_labels(lang: Lang) -> [&'static str; 4] {
    ["game-end-rematch", "game-end-analyse", "game-end-share", "game-end-new-game"]
        .map(|id| text(lang, id))
}

/// The result in one sentence: "White wins: Black has no pieces left",
/// "Draw: 25 king moves without a capture", "Partie nulle d’un commun accord".
pub fn result(r: &GameResult, rules: &Rules, limit: Option<u32>, lang: Lang) -> String {
    let why = reason(r, rules, limit, lang);
    let id = match (r.outcome, r.reason) {
        (Outcome::Draw, EndReason::Agreement) => "game-result-draw-agreed",
        (Outcome::Draw, _) => "game-result-draw",
        (Outcome::WhiteWins, _) => "game-result-white-wins",
        (Outcome::BlackWins, _) => "game-result-black-wins",
    };
    tr(lang, id, &[("why", why.into())])
}

/// A level's own name, such as "Club player" (the engine numbers the
/// levels; the app names them).
pub fn level_title(level: u8, lang: Lang) -> &'static str {
    match Level::get(level).number {
        1 => text(lang, "game-level-1"),
        2 => text(lang, "game-level-2"),
        3 => text(lang, "game-level-3"),
        4 => text(lang, "game-level-4"),
        5 => text(lang, "game-level-5"),
        _ => text(lang, "game-level-6"),
    }
}

/// A level's name with its number: "level 4 (Club player)".
pub fn level_name(level: u8, lang: Lang) -> String {
    let number = Level::get(level).number;
    let name = level_title(level, lang);
    tr(lang, "game-level-name", &[("level", number.into()), ("name", name.into())])
}

/// The name shown on a player's strip: "You", "Bot — Club player",
/// "White", "Black".
pub fn player_name(player: Player, side: Color, vs_bot: bool, lang: Lang) -> String {
    match player {
        Player::Bot { level } => {
            tr(lang, "game-player-name-bot", &[("name", level_title(level, lang).into())])
        }
        Player::Human if vs_bot => text(lang, "game-player-name-you").into(),
        Player::Human => color_name(side, lang).into(),
    }
}

/// A player's name in a PDN `White` or `Black` tag: "Player", "Bot level 4".
pub fn pdn_player(player: Player, lang: Lang) -> String {
    match player {
        Player::Human => text(lang, "game-pdn-player-player").into(),
        Player::Bot { level } => tr(lang, "game-pdn-player-bot", &[("level", level.into())]),
    }
}

/// The PDN `Event` of a game played in the app.
pub fn pdn_event(lang: Lang) -> &'static str {
    text(lang, "game-pdn-event-casual-game")
}

/// Who plays, for the top bar: "Two players", "Against the bot, level 4
/// (Club player)", "Bot against bot".
pub fn mode(players: [Player; 2], lang: Lang) -> String {
    match players {
        [Player::Human, Player::Human] => text(lang, "game-mode-two-players").into(),
        [Player::Bot { .. }, Player::Bot { .. }] => text(lang, "game-mode-bot-against-bot").into(),
        [Player::Bot { level }, _] | [_, Player::Bot { level }] => {
            tr(lang, "game-mode-against-bot", &[("level", level_name(level, lang).into())])
        }
    }
}

/// A piece selected: "White man on 32 selected: it can go to 27 or 28."
pub fn selected(
    rules: &Rules,
    square: Square,
    piece: Option<Piece>,
    targets: &[Square],
    lang: Lang,
) -> String {
    let kind = match piece {
        Some(p) if p.kind == PieceKind::King => "king",
        _ => "man",
    };
    let what = piece.map(|p| piece_name(p, lang)).unwrap_or("");
    let args = [
        ("piece", capitalized(what).into()),
        ("square", rules.square_name(square).into()),
        ("kind", kind.into()),
        ("targets", or_list(rules, targets, lang).into()),
    ];
    tr(lang, "game-selected", &args)
}

/// A landing square tapped in a capture: "On 23, the capture goes on to 14 or 12."
pub fn stepped(
    rules: &Rules,
    square: Square,
    targets: &[Square],
    crowned: bool,
    lang: Lang,
) -> String {
    let args = [
        ("square", rules.square_name(square).into()),
        ("targets", or_list(rules, targets, lang).into()),
        ("crowned", if crowned { "yes" } else { "no" }.into()),
    ];
    tr(lang, "game-stepped", &args)
}

/// A move played, as announced: the spoken move, who played it when it was
/// the bot, the result if it ended the game, and who must capture next.
pub fn moved(spoken: &str, by_bot: bool, lang: Lang) -> String {
    let id = if by_bot { "game-moved-by-bot" } else { "game-moved" };
    tr(lang, id, &[("move", spoken.into())])
}

/// "White must capture with 32." / "Les Blancs doivent prendre avec 32 ou 33."
pub fn must_capture(rules: &Rules, side: Color, from: &[Square], lang: Lang) -> String {
    let args = [
        ("side", capitalized(side_subject(side, lang)).into()),
        ("who", or_list(rules, from, lang).into()),
    ];
    tr(lang, "game-must-capture", &args)
}

/// Moves taken back: "Undone: 32-28, 19-23." / "Annulé : 32-28, 19-23."
pub fn undone(texts: &[String], lang: Lang) -> String {
    tr(lang, "game-undone", &[("moves", texts.join(", ").into())])
}

/// Moves replayed: "Redone: 32-28." / "Rejoué : 32-28."
pub fn redone(texts: &[String], lang: Lang) -> String {
    tr(lang, "game-redone", &[("moves", texts.join(", ").into())])
}

/// Taking back a resignation or an agreed draw.
pub fn ending_undone(lang: Lang) -> &'static str {
    text(lang, "game-ending-undone-ending-taken-back")
}

/// The selection dropped.
pub fn cancelled(lang: Lang) -> &'static str {
    text(lang, "game-cancelled-selection-cancelled")
}

/// A hint found: "Hint: 32-28 (32 to 28)."
pub fn hint(move_text: &str, spoken: &str, lang: Lang) -> String {
    tr(lang, "game-hint", &[("move", move_text.into()), ("spoken", spoken.into())])
}

/// A draw offered and waiting for the other player.
pub fn draw_offered(by: Color, lang: Lang) -> String {
    let args = [
        ("by", capitalized(side_subject(by, lang)).into()),
        ("other", side_subject(by.opponent(), lang).into()),
    ];
    tr(lang, "game-draw-offered", &args)
}

/// The bot refuses a draw offer.
pub fn bot_declines_draw(lang: Lang) -> &'static str {
    text(lang, "game-bot-declines-draw-bot-declines-draw")
}

/// A person refuses a draw offer.
pub fn draw_declined(by: Color, lang: Lang) -> String {
    tr(lang, "game-draw-declined", &[("by", capitalized(side_subject(by, lang)).into())])
}

/// A takeback asked for: "Black asks to take back the last move."; with
/// `ending`, the resignation or agreed draw is what would be taken back.
pub fn takeback_asked(by: Color, ending: bool, lang: Lang) -> String {
    let id = if ending { "game-takeback-asked-ending" } else { "game-takeback-asked" };
    tr(lang, id, &[("by", capitalized(side_subject(by, lang)).into())])
}

/// The buttons of a takeback request: accept, then decline.
pub fn takeback_labels(lang: Lang) -> (&'static str, &'static str) {
    (text(lang, "game-takeback-accept"), text(lang, "game-takeback-decline"))
}

/// The two buttons that answer a draw offer: accept, decline.
pub fn draw_answer_labels(lang: Lang) -> (&'static str, &'static str) {
    (text(lang, "game-draw-accept"), text(lang, "game-draw-decline"))
}

/// The answer to a takeback request: "White allows the takeback." or
/// "White declines the takeback: play on."
pub fn takeback_answered(by: Color, accepted: bool, lang: Lang) -> String {
    let id = if accepted { "game-takeback-accepted" } else { "game-takeback-declined" };
    tr(lang, id, &[("by", capitalized(side_subject(by, lang)).into())])
}

/// The board turned around.
pub fn flipped(black_at_bottom: bool, lang: Lang) -> &'static str {
    if black_at_bottom {
        text(lang, "game-flipped-board-turned-black")
    } else {
        text(lang, "game-flipped-board-turned-white")
    }
}

/// Back from replaying to the game.
pub fn replay_ended(lang: Lang) -> &'static str {
    text(lang, "game-replay-ended-back-game")
}

/// The game written as PDN: "Game exported as PDN (24 moves)", counting
/// moves as the move list numbers them (a move of each side is one).
pub fn exported(plies: usize, lang: Lang) -> String {
    tr(lang, "game-exported", &[("moves", plies.div_ceil(2).into())])
}

/// The title of a game: the variant's name, or "Custom rules".
pub fn title(rules: &Rules, lang: Lang) -> String {
    match rules.variant() {
        Some(v) => crate::tutorial::variant_name(v, lang),
        None => text(lang, "game-title-custom-rules").into(),
    }
}

/// A rule set in one line under its title: a preset's name, or for custom
/// rules their base and how many rules differ from it: "English draughts,
/// 2 changes" (never "Custom rules" again under the title "Custom rules").
pub fn rules_summary(rules: &Rules, lang: Lang) -> String {
    let base = crate::tutorial::variant_name(rules.base, lang);
    let changes = crate::tutorial::changes_from_base(rules);
    tr(lang, "game-custom-rules-summary", &[("base", base.into()), ("n", changes.into())])
}

/// A side's pieces in words: "12 men, 1 king, 3 taken",
/// "12 pions, 1 dame, 3 pris".
pub fn pieces(men: u32, kings: u32, lost: u32, lang: Lang) -> String {
    let mut parts = vec![tr(lang, "game-pieces-men", &[("n", men.into())])];
    if kings > 0 {
        parts.push(tr(lang, "game-pieces-kings", &[("n", kings.into())]));
    }
    if lost > 0 {
        parts.push(tr(lang, "game-pieces-taken", &[("n", lost.into())]));
    }
    parts.join(", ")
}

/// A player strip read aloud: the name, the colour when the name does not
/// say it, whether this side is to move or the bot is thinking, then the
/// pieces: "Bot — Club player, Black, thinking, 12 men, 1 king, 3 taken".
pub fn player_strip(
    name: &str,
    side: Color,
    to_move: bool,
    winner: bool,
    thinking: bool,
    pieces: &str,
    lang: Lang,
) -> String {
    let colour = color_name(side, lang);
    let mut parts = vec![name];
    if name != colour {
        parts.push(colour);
    }
    if winner {
        parts.push(text(lang, "game-player-strip-winner"));
    } else if thinking {
        parts.push(text(lang, "game-player-strip-thinking"));
    } else if to_move {
        parts.push(text(lang, "game-player-strip-move"));
    }
    parts.push(pieces);
    parts.join(", ")
}

/// How far a game went: "move 12", "coup 12".
pub fn move_count(number: usize, lang: Lang) -> String {
    tr(lang, "game-move-count", &[("number", number.into())])
}

/// A move number as listed: "1." for the first mover, "1…" when the list
/// starts with the second mover's move.
pub fn move_number(number: usize, first_mover: bool) -> String {
    if first_mover {
        format!("{number}.")
    } else {
        format!("{number}…")
    }
}

/// The move table's name for screen readers: "Moves".
pub fn moves_label(lang: Lang) -> &'static str {
    text(lang, "game-move-table-label")
}

/// What the empty move table says.
pub fn no_moves_yet(lang: Lang) -> &'static str {
    text(lang, "game-move-table-empty")
}

/// The replay bar's labels: first, previous, next, last, back to the game.
pub fn replay_bar_labels(lang: Lang) -> [&'static str; 5] {
    [
        "game-replay-bar-first",
        "game-replay-bar-previous",
        "game-replay-bar-next",
        "game-replay-bar-last",
        "game-replay-bar-back-to-game",
    ]
    .map(|id| text(lang, id))
}
