//! Words for screen readers and messages, in French and English: a short
//! description of every square, the spoken form of every move, and the
//! reason behind every refused tap.

use super::input::Refusal;
use super::view::{SquareFlags, SquareView};
pub use draughts_game::Lang;
use draughts_rules::Move;
use draughts_rules::Square;
use draughts_rules::{Color, Rules};
use draughts_rules::{Piece, PieceKind};

fn labels(rules: &Rules, squares: &[Square], lang: Lang) -> String {
    let names: Vec<String> = squares.iter().map(|&s| rules.square_name(s)).collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n => format!("{} {} {}", names[..n - 1].join(", "), lang.pick("et", "and"), names[n - 1]),
    }
}

/// A side's name.
pub fn color_name(c: Color, lang: Lang) -> &'static str {
    match c {
        Color::White => lang.pick("Blancs", "White"),
        Color::Black => lang.pick("Noirs", "Black"),
    }
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
    let mut add = |on: bool, en, fr| {
        if on {
            v.push(lang.pick(fr, en));
        }
    };
    add(f.selected, "selected", "sélectionnée");
    add(f.target, "possible destination", "destination possible");
    add(f.final_destination, "final destination", "destination finale");
    add(f.must_capture, "must capture", "doit prendre");
    add(f.captured, "being captured", "en cours de prise");
    add(f.stepped, "capture passes here", "la rafle passe ici");
    add(f.last_from, "last move from here", "départ du dernier coup");
    add(f.last_path, "last move passed here", "passage du dernier coup");
    add(f.last_to, "last move to here", "arrivée du dernier coup");
    add(f.hint, "hint", "conseil");
    v
}

/// A square's short description: label, piece, state. For example
/// "32, white man, must capture" or "28, vide, destination possible".
pub fn describe_square(rules: &Rules, v: &SquareView, lang: Lang) -> String {
    format!("{}, {}", rules.square_name(v.square), describe_square_state(v, lang))
}

/// The description without the square's name: what a screen reader gives as
/// the value of an element whose label is already the name
/// ("white man, must capture").
pub fn describe_square_state(v: &SquareView, lang: Lang) -> String {
    let mut parts = vec![match v.piece {
        Some(p) => piece_name(p, lang).to_string(),
        None => lang.pick("vide", "empty").to_string(),
    }];
    parts.extend(states(&v.flags, lang).into_iter().map(str::to_string));
    parts.join(", ")
}

/// The status line: whose turn it is, or how the game ended.
pub fn status_text(turn: Color, result: Option<&draughts_game::GameResult>, lang: Lang) -> String {
    match result {
        Some(r) => result_text(r, lang),
        None => match turn {
            Color::White => lang.pick("Trait aux Blancs", "White to move").to_string(),
            Color::Black => lang.pick("Trait aux Noirs", "Black to move").to_string(),
        },
    }
}

/// A move read aloud: "32 to 28", "19 takes 30, then 41" (landing squares),
/// "32 vers 28", "19 prend 30, puis 41"; a crowning move adds it.
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

/// Why a tap changed nothing, in words.
pub fn refusal_text(rules: &Rules, r: &Refusal, lang: Lang) -> String {
    let l = |s: &Square| rules.square_name(*s);
    match (r, lang) {
        (Refusal::GameOver, _) => lang.pick("La partie est terminée.", "The game is over.").into(),
        (Refusal::BotToMove { color }, Lang::En) => {
            format!("Wait: the bot plays {}.", color_name(*color, lang))
        }
        (Refusal::BotToMove { color }, Lang::Fr) => {
            format!("Patience : le robot joue les {}.", color_name(*color, lang))
        }
        (Refusal::Empty { square }, Lang::En) => format!("Square {} is empty.", l(square)),
        (Refusal::Empty { square }, Lang::Fr) => format!("La case {} est vide.", l(square)),
        (Refusal::NotYours { square }, Lang::En) => {
            format!("The piece on {} is not yours.", l(square))
        }
        (Refusal::NotYours { square }, Lang::Fr) => {
            format!("La pièce en {} n’est pas à toi.", l(square))
        }
        (Refusal::MustCapture { square, capturers }, Lang::En) => {
            let who = labels(rules, capturers, lang);
            format!(
                "The piece on {} cannot move: capturing is compulsory, and {who} must capture.",
                l(square)
            )
        }
        (Refusal::MustCapture { square, capturers }, Lang::Fr) => {
            let who = labels(rules, capturers, lang);
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
        (Refusal::NotATarget { square, from, targets }, Lang::En) => {
            format!(
                "The piece on {} cannot go to {}; it can go to {}.",
                l(from),
                l(square),
                labels(rules, targets, lang)
            )
        }
        (Refusal::NotATarget { square, from, targets }, Lang::Fr) => {
            format!(
                "La pièce en {} ne peut pas aller en {} ; elle peut aller en {}.",
                l(from),
                l(square),
                labels(rules, targets, lang)
            )
        }
        (Refusal::SeveralEndHere { square, via }, Lang::En) => format!(
            "Several captures end on {}: tap the next landing square first ({}).",
            l(square),
            labels(rules, via, lang).replace(" and ", " or ")
        ),
        (Refusal::SeveralEndHere { square, via }, Lang::Fr) => format!(
            "Plusieurs rafles finissent en {} : touche d’abord la case d’arrivée suivante ({}).",
            l(square),
            labels(rules, via, lang).replace(" et ", " ou ")
        ),
        (Refusal::NothingSelected, _) => {
            lang.pick("Rien n’est sélectionné.", "Nothing is selected.").into()
        }
    }
}

/// Why the game ended, in words.
pub fn reason_text(r: draughts_game::EndReason, lang: Lang) -> &'static str {
    use draughts_game::EndReason::*;
    match r {
        NoPieces => lang.pick("plus aucune pièce", "no pieces left"),
        NoMoves => lang.pick("plus aucun coup possible", "no legal move"),
        Resignation => lang.pick("abandon", "resignation"),
        Agreement => lang.pick("nulle d’un commun accord", "draw by agreement"),
        Repetition => lang.pick("répétition de la position", "repetition of the position"),
        KingsOnly => lang.pick("seules les dames ont joué", "only kings moved"),
        LoneKingThree => {
            lang.pick("trois pièces contre une dame seule", "three pieces against a lone king")
        }
        LoneKingTwo => lang.pick(
            "deux pièces ou moins contre une dame seule",
            "two pieces or fewer against a lone king",
        ),
        ThreeKingsVsKing => {
            lang.pick("trois dames contre une dame seule", "three kings against a lone king")
        }
        LongDiagonal => {
            lang.pick("dame seule sur la grande diagonale", "lone king on the long diagonal")
        }
        KingsBothSides => {
            lang.pick("dames des deux côtés sans progrès", "kings on both sides without progress")
        }
        NoProgress => lang.pick("ni prise ni mouvement de pion", "no capture and no man move"),
    }
}

/// The result of a game in words, such as "White wins (resignation)".
pub fn result_text(r: &draughts_game::GameResult, lang: Lang) -> String {
    use draughts_game::Outcome;
    let who = match (r.outcome, lang) {
        (Outcome::WhiteWins, Lang::En) => "White wins",
        (Outcome::BlackWins, Lang::En) => "Black wins",
        (Outcome::Draw, Lang::En) => "Draw",
        (Outcome::WhiteWins, Lang::Fr) => "Les Blancs gagnent",
        (Outcome::BlackWins, Lang::Fr) => "Les Noirs gagnent",
        (Outcome::Draw, Lang::Fr) => "Partie nulle",
    };
    format!("{who} ({})", reason_text(r.reason, lang))
}

/// The draw counter in words, such as "draw in 12 moves (only kings moved)".
pub fn draw_counter_text(c: &draughts_game::DrawCounter, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("draw in {} of {} moves ({})", c.moves_left, c.limit, reason_text(c.rule, lang))
        }
        Lang::Fr => format!(
            "nulle dans {} coups sur {} ({})",
            c.moves_left,
            c.limit,
            reason_text(c.rule, lang)
        ),
    }
}
