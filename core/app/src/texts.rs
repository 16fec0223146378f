//! Every sentence the app says about a game, in French and English: square
//! descriptions for screen readers, spoken moves, refusals, results, the
//! status line, draw counters, player names and what each input did.
//!
//! The front ends show these as they are; only button labels and menus stay
//! in each platform's string resources. French uses the familiar "tu", like
//! the tutorial.

use crate::board::{Refusal, SquareFlags, SquareView};
use draughts_engine::Level;
use draughts_game::{DrawCounter, EndReason, GameResult, Lang, Outcome, Player};
use draughts_rules::{Color, Move, Piece, PieceKind, Rules, Square};

/// Square names joined as a list: "27 and 28", "27, 28 et 33".
fn list(rules: &Rules, squares: &[Square], and: &str) -> String {
    let names: Vec<String> = squares.iter().map(|&s| rules.square_name(s)).collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n => format!("{} {and} {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

fn and_list(rules: &Rules, squares: &[Square], lang: Lang) -> String {
    list(rules, squares, lang.pick("et", "and"))
}

fn or_list(rules: &Rules, squares: &[Square], lang: Lang) -> String {
    list(rules, squares, lang.pick("ou", "or"))
}

/// A side's name: "White", "Blancs".
pub fn color_name(c: Color, lang: Lang) -> &'static str {
    match c {
        Color::White => lang.pick("Blancs", "White"),
        Color::Black => lang.pick("Noirs", "Black"),
    }
}

/// "White" / "les Blancs": a side as the subject of a sentence.
fn side_subject(c: Color, lang: Lang) -> &'static str {
    match c {
        Color::White => lang.pick("les Blancs", "White"),
        Color::Black => lang.pick("les Noirs", "Black"),
    }
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

/// A piece's name, such as "white man" or "dame noire".
pub fn piece_name(p: Piece, lang: Lang) -> &'static str {
    match (p.color, p.kind, lang) {
        (Color::White, PieceKind::Man, Lang::En) => "white man",
        (Color::White, PieceKind::King, Lang::En) => "white king",
        (Color::Black, PieceKind::Man, Lang::En) => "black man",
        (Color::Black, PieceKind::King, Lang::En) => "black king",
        (Color::White, PieceKind::Man, Lang::Fr) => "pion blanc",
        (Color::White, PieceKind::King, Lang::Fr) => "dame blanche",
        (Color::Black, PieceKind::Man, Lang::Fr) => "pion noir",
        (Color::Black, PieceKind::King, Lang::Fr) => "dame noire",
    }
}

fn states(f: &SquareFlags, lang: Lang) -> Vec<&'static str> {
    let mut v = Vec::new();
    let mut add = |on: bool, fr, en| {
        if on {
            v.push(lang.pick(fr, en));
        }
    };
    add(f.selected, "sélectionnée", "selected");
    add(f.target, "destination possible", "possible destination");
    add(f.final_destination, "destination finale", "final destination");
    add(f.must_capture, "doit prendre", "must capture");
    add(f.captured, "en cours de prise", "being captured");
    add(f.stepped, "la rafle passe ici", "capture passes here");
    add(f.last_from, "départ du dernier coup", "last move from here");
    add(f.last_path, "passage du dernier coup", "last move passed here");
    add(f.last_to, "arrivée du dernier coup", "last move to here");
    add(f.hint, "conseil", "hint");
    v
}

/// What stands on a square and how it is marked, without the square's name:
/// the value a screen reader reads after the label ("white man, must
/// capture", "vide, destination possible").
pub fn square_state(piece: Option<Piece>, flags: &SquareFlags, lang: Lang) -> String {
    let mut parts = vec![match piece {
        Some(p) => piece_name(p, lang),
        None => lang.pick("vide", "empty"),
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
        let then = lang.pick(", puis ", ", then ");
        format!("{from} {} {}", lang.pick("prend", "takes"), hops.join(then))
    } else {
        format!("{from} {} {}", lang.pick("vers", "to"), rules.square_name(m.to()))
    };
    if m.promotes() {
        s.push_str(lang.pick(", promu dame", ", crowned"));
    }
    s
}

/// Whose turn it is: "White to move", "Trait aux Blancs".
pub fn to_move(turn: Color, lang: Lang) -> &'static str {
    match turn {
        Color::White => lang.pick("Trait aux Blancs", "White to move"),
        Color::Black => lang.pick("Trait aux Noirs", "Black to move"),
    }
}

/// The status line while a capture is being tapped jump by jump.
pub fn capture_on(min_left: usize, max_left: usize, lang: Lang) -> String {
    let n = if min_left == max_left {
        min_left.to_string()
    } else {
        format!("{min_left}–{max_left}")
    };
    let plural = max_left > 1;
    match lang {
        Lang::En => format!("Capture on: {n} more jump{}", if plural { "s" } else { "" }),
        Lang::Fr => format!("Rafle en cours : encore {n} prise{}", if plural { "s" } else { "" }),
    }
}

/// The status line while a past position is reviewed.
pub fn reviewing(number_label: &str, text: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Reviewing move {number_label} {text}"),
        Lang::Fr => format!("Revue du coup {number_label} {text}"),
    }
}

/// The status line at the start, before any move is reviewed.
pub fn reviewing_start(lang: Lang) -> &'static str {
    lang.pick("Revue de la position de départ", "Reviewing the start position")
}

/// The status addition while the bot searches.
pub fn bot_thinking(lang: Lang) -> &'static str {
    lang.pick("le robot réfléchit…", "the bot is thinking…")
}

/// The status addition while a hint is being looked for.
pub fn hint_thinking(lang: Lang) -> &'static str {
    lang.pick("recherche d’un conseil…", "looking for a hint…")
}

/// Why a tap changed nothing, in words.
pub fn refusal(rules: &Rules, r: &Refusal, lang: Lang) -> String {
    let l = |s: &Square| rules.square_name(*s);
    match (r, lang) {
        (Refusal::GameOver, _) => lang.pick("La partie est terminée.", "The game is over.").into(),
        (Refusal::BotToMove { color }, Lang::En) => {
            format!("Wait: the bot plays {}.", color_name(*color, lang))
        }
        (Refusal::BotToMove { color }, Lang::Fr) => {
            format!("Patience : le robot joue les {}.", color_name(*color, lang))
        }
        (Refusal::Reviewing, _) => lang
            .pick(
                "Tu regardes un coup passé : reviens à la partie pour jouer.",
                "You are looking at an earlier move: go back to the game to play.",
            )
            .into(),
        (Refusal::Empty { square }, Lang::En) => format!("Square {} is empty.", l(square)),
        (Refusal::Empty { square }, Lang::Fr) => format!("La case {} est vide.", l(square)),
        (Refusal::NotYours { square }, Lang::En) => {
            format!("The piece on {} is not yours.", l(square))
        }
        (Refusal::NotYours { square }, Lang::Fr) => {
            format!("La pièce en {} n’est pas à toi.", l(square))
        }
        (Refusal::MustCapture { square, capturers }, Lang::En) => {
            let who = and_list(rules, capturers, lang);
            format!(
                "The piece on {} cannot move: capturing is compulsory, and {who} must capture.",
                l(square)
            )
        }
        (Refusal::MustCapture { square, capturers }, Lang::Fr) => {
            let who = and_list(rules, capturers, lang);
            let verb = if capturers.len() == 1 { "doit prendre" } else { "doivent prendre" };
            format!(
                "La pièce en {} ne peut pas jouer : la prise est obligatoire et {who} {verb}.",
                l(square)
            )
        }
        (Refusal::Blocked { square }, Lang::En) => {
            format!("The piece on {} has no move.", l(square))
        }
        (Refusal::Blocked { square }, Lang::Fr) => {
            format!("La pièce en {} ne peut pas bouger.", l(square))
        }
        (Refusal::NotATarget { square, from, targets }, Lang::En) => format!(
            "The piece on {} cannot go to {}; it can go to {}.",
            l(from),
            l(square),
            and_list(rules, targets, lang)
        ),
        (Refusal::NotATarget { square, from, targets }, Lang::Fr) => format!(
            "La pièce en {} ne peut pas aller en {} ; elle peut aller en {}.",
            l(from),
            l(square),
            and_list(rules, targets, lang)
        ),
        (Refusal::SeveralEndHere { square, via }, Lang::En) => format!(
            "Several captures end on {}: tap the next landing square first ({}).",
            l(square),
            or_list(rules, via, lang)
        ),
        (Refusal::SeveralEndHere { square, via }, Lang::Fr) => format!(
            "Plusieurs rafles finissent en {} : touche d’abord la case d’arrivée suivante ({}).",
            l(square),
            or_list(rules, via, lang)
        ),
        (Refusal::NothingSelected, _) => {
            lang.pick("Rien n’est sélectionné.", "Nothing is selected.").into()
        }
    }
}

/// A draw rule by its limit: "25-move rule", "règle des 25 coups".
fn rule_name(limit: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{limit}-move rule"),
        Lang::Fr => format!("règle des {limit} coups"),
    }
}

/// A running draw counter: "16-move rule: 9 moves left".
pub fn draw_counter(c: &DrawCounter, lang: Lang) -> String {
    let left = c.moves_left;
    match lang {
        Lang::En => format!(
            "{}: {left} move{} left",
            capitalized(&rule_name(c.limit, lang)),
            if left == 1 { "" } else { "s" }
        ),
        Lang::Fr => format!(
            "{} : encore {left} coup{}",
            capitalized(&rule_name(c.limit, lang)),
            if left > 1 { "s" } else { "" }
        ),
    }
}

/// Why the game ended, as the second half of the result sentence. `limit`
/// is the draw rule's limit in moves, for the counting rules.
fn reason(r: &GameResult, rules: &Rules, limit: Option<u32>, lang: Lang) -> String {
    let loser = r.outcome.winner().map(|w| side_subject(w.opponent(), lang));
    let n = limit.map(|l| l.to_string()).unwrap_or_default();
    match (r.reason, lang) {
        (EndReason::NoPieces, Lang::En) => format!("{} has no pieces left", loser.unwrap_or("")),
        (EndReason::NoPieces, Lang::Fr) => {
            format!("{} n’ont plus de pièces", loser.unwrap_or(""))
        }
        (EndReason::NoMoves, Lang::En) => format!("{} cannot move", loser.unwrap_or("")),
        (EndReason::NoMoves, Lang::Fr) => format!("{} ne peuvent plus jouer", loser.unwrap_or("")),
        (EndReason::Resignation, Lang::En) => format!("{} resigned", loser.unwrap_or("")),
        (EndReason::Resignation, Lang::Fr) => format!("{} abandonnent", loser.unwrap_or("")),
        (EndReason::Agreement, _) => lang.pick("d’un commun accord", "by agreement").into(),
        (EndReason::Repetition, Lang::En) => {
            format!("the same position occurred {} times", rules.repetition)
        }
        (EndReason::Repetition, Lang::Fr) => {
            format!("la même position est revenue {} fois", rules.repetition)
        }
        (EndReason::KingsOnly, Lang::En) => format!("{n} king moves without a capture"),
        (EndReason::KingsOnly, Lang::Fr) => format!("{n} coups de dames sans prise"),
        (EndReason::LoneKingThree, Lang::En) => {
            format!("{n} moves of three pieces against a lone king")
        }
        (EndReason::LoneKingThree, Lang::Fr) => {
            format!("{n} coups à trois pièces contre une dame seule")
        }
        (EndReason::LoneKingTwo, Lang::En) => {
            format!("{n} moves of two pieces against a lone king")
        }
        (EndReason::LoneKingTwo, Lang::Fr) => {
            format!("{n} coups à deux pièces contre une dame seule")
        }
        (EndReason::ThreeKingsVsKing, Lang::En) => {
            format!("three kings did not take a lone king within {n} moves")
        }
        (EndReason::ThreeKingsVsKing, Lang::Fr) => {
            format!("trois dames n’ont pas pris la dame seule en {n} coups")
        }
        (EndReason::LongDiagonal, Lang::En) => {
            format!("a lone king held the long diagonal for {n} moves")
        }
        (EndReason::LongDiagonal, Lang::Fr) => {
            format!("une dame seule a tenu la grande diagonale {n} coups")
        }
        (EndReason::KingsBothSides, Lang::En) => {
            format!("{n} moves with kings on both sides and no progress")
        }
        (EndReason::KingsBothSides, Lang::Fr) => {
            format!("{n} coups avec des dames des deux côtés sans progrès")
        }
        (EndReason::NoProgress, Lang::En) => {
            format!("{n} moves without a capture or a man move")
        }
        (EndReason::NoProgress, Lang::Fr) => {
            format!("{n} coups sans prise ni mouvement de pion")
        }
    }
}

/// The result in one sentence: "White wins: Black has no pieces left",
/// "Draw: 25 king moves without a capture", "Partie nulle d’un commun accord".
pub fn result(r: &GameResult, rules: &Rules, limit: Option<u32>, lang: Lang) -> String {
    let why = reason(r, rules, limit, lang);
    match (r.outcome, r.reason, lang) {
        (Outcome::Draw, EndReason::Agreement, Lang::En) => format!("Draw {why}"),
        (Outcome::Draw, EndReason::Agreement, Lang::Fr) => format!("Partie nulle {why}"),
        (Outcome::Draw, _, Lang::En) => format!("Draw: {why}"),
        (Outcome::Draw, _, Lang::Fr) => format!("Partie nulle : {why}"),
        (Outcome::WhiteWins, _, Lang::En) => format!("White wins: {why}"),
        (Outcome::BlackWins, _, Lang::En) => format!("Black wins: {why}"),
        (Outcome::WhiteWins, _, Lang::Fr) => format!("Les Blancs gagnent : {why}"),
        (Outcome::BlackWins, _, Lang::Fr) => format!("Les Noirs gagnent : {why}"),
    }
}

/// A level's name with its number: "level 4 (Club player)".
pub fn level_name(level: u8, lang: Lang) -> String {
    let name = Level::get(level).name(lang);
    match lang {
        Lang::En => format!("level {level} ({name})"),
        Lang::Fr => format!("niveau {level} ({name})"),
    }
}

/// The name shown on a player's strip: "You", "Bot — Club player",
/// "White", "Black".
pub fn player_name(player: Player, side: Color, vs_bot: bool, lang: Lang) -> String {
    match player {
        Player::Bot { level } => {
            format!("{} — {}", lang.pick("Robot", "Bot"), Level::get(level).name(lang))
        }
        Player::Human if vs_bot => lang.pick("Toi", "You").into(),
        Player::Human => color_name(side, lang).into(),
    }
}

/// A player's name in a PDN `White` or `Black` tag: "Player", "Bot level 4".
pub fn pdn_player(player: Player, lang: Lang) -> String {
    match (player, lang) {
        (Player::Human, _) => lang.pick("Joueur", "Player").into(),
        (Player::Bot { level }, Lang::En) => format!("Bot level {level}"),
        (Player::Bot { level }, Lang::Fr) => format!("Robot niveau {level}"),
    }
}

/// The PDN `Event` of a game played in the app.
pub fn pdn_event(lang: Lang) -> &'static str {
    lang.pick("Partie amicale", "Casual game")
}

/// Who plays, for the top bar: "Two players", "Against the bot, level 4
/// (Club player)", "Bot against bot".
pub fn mode(players: [Player; 2], lang: Lang) -> String {
    match players {
        [Player::Human, Player::Human] => lang.pick("Deux joueurs", "Two players").into(),
        [Player::Bot { .. }, Player::Bot { .. }] => {
            lang.pick("Robot contre robot", "Bot against bot").into()
        }
        [Player::Bot { level }, _] | [_, Player::Bot { level }] => match lang {
            Lang::En => format!("Against the bot, {}", level_name(level, lang)),
            Lang::Fr => format!("Contre le robot, {}", level_name(level, lang)),
        },
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
    let name = rules.square_name(square);
    let king = piece.is_some_and(|p| p.kind == PieceKind::King);
    let what = piece.map(|p| piece_name(p, lang)).unwrap_or("");
    match lang {
        Lang::En => format!(
            "{} on {name} selected: it can go to {}.",
            capitalized(what),
            or_list(rules, targets, lang)
        ),
        Lang::Fr => format!(
            "{} en {name} {} : {} peut aller en {}.",
            capitalized(what),
            if king { "sélectionnée" } else { "sélectionné" },
            if king { "elle" } else { "il" },
            or_list(rules, targets, lang)
        ),
    }
}

/// A landing square tapped in a capture: "On 23, the capture goes on to 14 or 12."
pub fn stepped(
    rules: &Rules,
    square: Square,
    targets: &[Square],
    crowned: bool,
    lang: Lang,
) -> String {
    let name = rules.square_name(square);
    let next = or_list(rules, targets, lang);
    match lang {
        Lang::En => format!(
            "On {name}, the capture goes on to {next}{}.",
            if crowned { ", as a king" } else { "" }
        ),
        Lang::Fr => format!(
            "En {name}, la rafle continue vers {next}{}.",
            if crowned { ", en dame" } else { "" }
        ),
    }
}

/// A move played, as announced: the spoken move, who played it when it was
/// the bot, the result if it ended the game, and who must capture next.
pub fn moved(spoken: &str, by_bot: bool, lang: Lang) -> String {
    if by_bot {
        format!("{} {spoken}.", lang.pick("Le robot joue", "The bot plays"))
    } else {
        format!("{spoken}.")
    }
}

/// "White must capture with 32." / "Les Blancs doivent prendre avec 32 ou 33."
pub fn must_capture(rules: &Rules, side: Color, from: &[Square], lang: Lang) -> String {
    let who = or_list(rules, from, lang);
    match lang {
        Lang::En => format!("{} must capture with {who}.", side_subject(side, lang)),
        Lang::Fr => {
            format!("{} doivent prendre avec {who}.", capitalized(side_subject(side, lang)))
        }
    }
}

/// Moves taken back: "Undone: 32-28, 19-23." / "Annulé : 32-28, 19-23."
pub fn undone(texts: &[String], lang: Lang) -> String {
    format!("{} {}.", lang.pick("Annulé :", "Undone:"), texts.join(", "))
}

/// Moves replayed: "Redone: 32-28." / "Rejoué : 32-28."
pub fn redone(texts: &[String], lang: Lang) -> String {
    format!("{} {}.", lang.pick("Rejoué :", "Redone:"), texts.join(", "))
}

/// Taking back a resignation or an agreed draw.
pub fn ending_undone(lang: Lang) -> &'static str {
    lang.pick("Fin de partie annulée : la partie reprend.", "Ending taken back: play on.")
}

/// The selection dropped.
pub fn cancelled(lang: Lang) -> &'static str {
    lang.pick("Sélection annulée.", "Selection cancelled.")
}

/// A hint found: "Hint: 32-28 (32 to 28)."
pub fn hint(text: &str, spoken: &str, lang: Lang) -> String {
    format!("{} {text} ({spoken}).", lang.pick("Conseil :", "Hint:"))
}

/// A draw offered and waiting for the other player.
pub fn draw_offered(by: Color, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "{} offers a draw: {} may accept or decline.",
            color_name(by, lang),
            color_name(by.opponent(), lang)
        ),
        Lang::Fr => format!(
            "{} proposent la nulle : {} peuvent accepter ou refuser.",
            capitalized(side_subject(by, lang)),
            side_subject(by.opponent(), lang)
        ),
    }
}

/// The bot refuses a draw offer.
pub fn bot_declines_draw(lang: Lang) -> &'static str {
    lang.pick(
        "Le robot refuse la nulle : la partie continue.",
        "The bot declines the draw: play on.",
    )
}

/// A person refuses a draw offer.
pub fn draw_declined(by: Color, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{} declines the draw.", color_name(by, lang)),
        Lang::Fr => format!("{} refusent la nulle.", capitalized(side_subject(by, lang))),
    }
}

/// The board turned around.
pub fn flipped(black_at_bottom: bool, lang: Lang) -> &'static str {
    match black_at_bottom {
        true => {
            lang.pick("Plateau retourné : les Noirs en bas.", "Board turned: Black at the bottom.")
        }
        false => {
            lang.pick("Plateau retourné : les Blancs en bas.", "Board turned: White at the bottom.")
        }
    }
}

/// Back from reviewing to the game.
pub fn review_ended(lang: Lang) -> &'static str {
    lang.pick("Retour à la partie.", "Back to the game.")
}

/// The game written as PDN: "Game exported as PDN (24 moves)."
pub fn exported(plies: usize, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("Game exported as PDN ({plies} move{}).", if plies == 1 { "" } else { "s" })
        }
        Lang::Fr => {
            format!("Partie exportée en PDN ({plies} coup{}).", if plies > 1 { "s" } else { "" })
        }
    }
}

/// The title of a game: the variant's name, or "Custom rules".
pub fn title(rules: &Rules, lang: Lang) -> String {
    match rules.variant() {
        Some(v) => crate::tutorial::variant_name(v, lang),
        None => lang.pick("Règles personnalisées", "Custom rules").into(),
    }
}

/// A side's pieces in words: "12 men, 1 king, 3 taken",
/// "12 pions, 1 dame, 3 pris".
pub fn pieces(men: u32, kings: u32, lost: u32, lang: Lang) -> String {
    let s = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let mut parts = vec![match lang {
        Lang::En => s(men, "man", "men"),
        Lang::Fr => s(men, "pion", "pions"),
    }];
    if kings > 0 {
        parts.push(match lang {
            Lang::En => s(kings, "king", "kings"),
            Lang::Fr => s(kings, "dame", "dames"),
        });
    }
    if lost > 0 {
        parts.push(match lang {
            Lang::En => format!("{lost} taken"),
            Lang::Fr => s(lost, "pris", "pris"),
        });
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
    thinking: bool,
    pieces: &str,
    lang: Lang,
) -> String {
    let colour = color_name(side, lang);
    let mut parts = vec![name];
    if name != colour {
        parts.push(colour);
    }
    if thinking {
        parts.push(lang.pick("réfléchit", "thinking"));
    } else if to_move {
        parts.push(lang.pick("au trait", "to move"));
    }
    parts.push(pieces);
    parts.join(", ")
}

/// How far a game went: "move 12", "coup 12".
pub fn move_count(number: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("move {number}"),
        Lang::Fr => format!("coup {number}"),
    }
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
