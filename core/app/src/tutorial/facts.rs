//! Rule sentences and table cells generated from a [`Rules`] value.
//!
//! This is the one place where the text about a rule set comes from its
//! knobs: the rules pages, the custom rules page and the comparison table all
//! call it, so what the pages say is what the engine enforces. Each knob maps
//! to one sentence; a new knob value gets a new sentence here, never a
//! hand-written exception in a page.

use super::page::Lang;
use crate::i18n::{text, tr};
use draughts_rules::{
    BoardSize, Color, DrawRule, Numbering, Precedence, PromotionInCapture, Removal, Rules, Variant,
};

/// The variant's name in the locale.
pub fn variant_name(v: Variant, l: Lang) -> String {
    match v {
        Variant::International => text(l, "rules-variant-name-international-draughts").to_owned(),
        Variant::English => text(l, "rules-variant-name-english-draughts").to_owned(),
        Variant::Russian => text(l, "rules-variant-name-russian-draughts").to_owned(),
        Variant::Brazilian => text(l, "rules-variant-name-brazilian-draughts").to_owned(),
        Variant::Spanish => text(l, "rules-variant-name-spanish-draughts").to_owned(),
        Variant::Italian => text(l, "rules-variant-name-italian-draughts").to_owned(),
        Variant::Czech => text(l, "rules-variant-name-czech-draughts").to_owned(),
    }
}

/// A short name for table headers.
pub fn variant_short_name(v: Variant, l: Lang) -> String {
    match v {
        Variant::International => text(l, "rules-variant-short-name-international").to_owned(),
        Variant::English => text(l, "rules-variant-short-name-english").to_owned(),
        Variant::Russian => text(l, "rules-variant-short-name-russian").to_owned(),
        Variant::Brazilian => text(l, "rules-variant-short-name-brazilian").to_owned(),
        Variant::Spanish => text(l, "rules-variant-short-name-spanish").to_owned(),
        Variant::Italian => text(l, "rules-variant-short-name-italian").to_owned(),
        Variant::Czech => text(l, "rules-variant-short-name-czech").to_owned(),
    }
}

/// One line saying what makes the variant itself, for the new-game list.
pub fn variant_tagline(v: Variant, l: Lang) -> String {
    match v {
        Variant::International => text(l, "rules-variant-tagline-10-10-championship").to_owned(),
        Variant::English => text(l, "rules-variant-tagline-checkers-men-capture").to_owned(),
        Variant::Russian => text(l, "rules-variant-tagline-any-capture-you").to_owned(),
        Variant::Brazilian => text(l, "rules-variant-tagline-international-rules-8").to_owned(),
        Variant::Spanish => text(l, "rules-variant-tagline-flying-kings-take").to_owned(),
        Variant::Italian => text(l, "rules-variant-tagline-men-may-never").to_owned(),
        Variant::Czech => text(l, "rules-variant-tagline-flying-kings-when").to_owned(),
    }
}

/// The variants whose preset satisfies `pred`, as the words that go with
/// "draughts": "internationales, russes et brésiliennes" / "International,
/// Russian and Brazilian". Tutorial sentences use it so that "which variants
/// do this" always comes from the presets, not from memory.
pub fn variants_where(pred: impl Fn(&Rules) -> bool, l: Lang) -> String {
    let names: Vec<String> = Variant::ALL
        .iter()
        .filter(|&&v| pred(&Rules::preset(v)))
        .map(|&v| variant_adjective(v, l))
        .collect();
    let and = text(l, "rules-variants-where-and").to_owned();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}{and}{last}", rest.join(", ")),
    }
}

/// The variant's name inside a sentence ("the rules of dames russes").
pub fn variant_in_text(v: Variant, l: Lang) -> String {
    tr(l, "rules-variant-in-text", &[("variant", v.name().into())])
}

/// The word for the variant that goes with "draughts" in a list of variants.
fn variant_adjective(v: Variant, l: Lang) -> String {
    tr(l, "rules-variant-adjective", &[("variant", v.name().into())])
}

/// Men each side starts with.
pub fn men_per_side(r: &Rules) -> u32 {
    r.start_rows as u32 * r.board.side() as u32 / 2
}

fn side_name(c: Color, l: Lang) -> String {
    match c {
        Color::White => text(l, "rules-side-name-white").to_owned(),
        Color::Black => text(l, "rules-side-name-black").to_owned(),
    }
}

fn yes_no(b: bool, l: Lang) -> String {
    if b {
        text(l, "rules-yes-no-yes").to_owned()
    } else {
        text(l, "rules-yes-no-no").to_owned()
    }
}

fn ordinal(n: u8, l: Lang) -> String {
    tr(l, "rules-ordinal", &[("n", n.into())])
}

fn board_text(size: BoardSize) -> String {
    let s = size.side();
    format!("{s}×{s}")
}

/// The table cell for the board.
pub fn board_cell(r: &Rules) -> String {
    board_text(r.board)
}

/// The table cell for the side that moves first.
pub fn first_cell(r: &Rules, l: Lang) -> String {
    match r.first {
        Color::White => text(l, "rules-first-cell-white").to_owned(),
        Color::Black => text(l, "rules-first-cell-black").to_owned(),
    }
}

/// The table cell for kings.
pub fn kings_cell(r: &Rules, l: Lang) -> String {
    if r.flying_kings {
        text(l, "rules-kings-cell-flying").to_owned()
    } else {
        text(l, "rules-kings-cell-one-square").to_owned()
    }
}

/// The table cell for the capture precedence.
pub fn precedence_cell(r: &Rules, l: Lang) -> String {
    if !r.capture_compulsory {
        return text(l, "rules-precedence-cell-capture-optional").to_owned();
    }
    match r.precedence {
        Precedence::Free => text(l, "rules-precedence-cell-free-choice").to_owned(),
        Precedence::MostPieces => text(l, "rules-precedence-cell-most-pieces").to_owned(),
        Precedence::MostPiecesThenKings => {
            text(l, "rules-precedence-cell-most-pieces-then").to_owned()
        }
        Precedence::Italian => text(l, "rules-precedence-cell-pieces-capturing-king").to_owned(),
        Precedence::KingFirst => text(l, "rules-precedence-cell-king-first").to_owned(),
    }
}

/// The table cell for a man reaching the far row during a capture.
pub fn promotion_cell(r: &Rules, l: Lang) -> String {
    match r.promotion {
        PromotionInCapture::ContinueAsKing => {
            text(l, "rules-promotion-cell-king-keeps-capturing").to_owned()
        }
        PromotionInCapture::OnlyAtEnd => text(l, "rules-promotion-cell-king-only-if").to_owned(),
        PromotionInCapture::EndsMove => text(l, "rules-promotion-cell-king-move-ends").to_owned(),
    }
}

/// The table cell for the no-progress draw counter.
pub fn draw_cell(r: &Rules, l: Lang) -> String {
    match r.draw {
        DrawRule::Fmjd { king_moves, .. } => {
            tr(l, "rules-draw-cell-king-moves", &[("king_moves", king_moves.into())])
        }
        DrawRule::Russian2022 => text(l, "rules-draw-cell-15-or-25").to_owned(),
        DrawRule::Fmjd64 => text(l, "rules-draw-cell-15-king-moves").to_owned(),
        DrawRule::NoProgress { moves } => {
            tr(l, "rules-draw-cell-moves-without-progress", &[("moves", moves.into())])
        }
    }
}

/// The comparison table of every preset: (header, rows), one column per
/// variant, every cell generated from the presets.
pub fn comparison_table(l: Lang) -> (Vec<String>, Vec<Vec<String>>) {
    let presets: Vec<Rules> = Variant::ALL.iter().map(|&v| Rules::preset(v)).collect();
    let mut header = vec![text(l, "rules-comparison-table-rule").to_owned()];
    header.extend(Variant::ALL.iter().map(|&v| variant_short_name(v, l)));
    type Cell = fn(&Rules, Lang) -> String;
    let rows: Vec<(String, Cell)> = vec![
        (text(l, "rules-comparison-table-board").to_owned(), |r, _| board_cell(r)),
        (text(l, "rules-comparison-table-men-per-side").to_owned(), |r, _| {
            men_per_side(r).to_string()
        }),
        (text(l, "rules-comparison-table-moves-first").to_owned(), first_cell),
        (text(l, "rules-comparison-table-compulsory-capture").to_owned(), |r, l| {
            yes_no(r.capture_compulsory, l)
        }),
        (text(l, "rules-comparison-table-capture-priority").to_owned(), precedence_cell),
        (text(l, "rules-comparison-table-men-capture-backwards").to_owned(), |r, l| {
            yes_no(r.men_capture_backwards, l)
        }),
        (text(l, "rules-comparison-table-men-may-take").to_owned(), |r, l| {
            yes_no(r.men_capture_kings, l)
        }),
        (text(l, "rules-comparison-table-kings").to_owned(), kings_cell),
        (text(l, "rules-comparison-table-promotion-during-capture").to_owned(), promotion_cell),
        (text(l, "rules-comparison-table-draw-by-repetition").to_owned(), |r, l| {
            tr(l, "rules-comparison-table-times", &[("repetition", r.repetition.into())])
        }),
        (text(l, "rules-comparison-table-no-progress-draw").to_owned(), draw_cell),
    ];
    let rows = rows
        .into_iter()
        .map(|(label, cell)| {
            let mut row = vec![label];
            row.extend(presets.iter().map(|r| cell(r, l)));
            row
        })
        .collect();
    (header, rows)
}

/// One sentence per knob, in the order a player needs them: board, setup,
/// moves, captures, kings, promotion, notation, draws. Inline markup allowed.
// Long on purpose: the sentences in reading order, each a short `if` or
// `match` on one knob; splitting it would scatter that order for no logic.
pub fn rule_sentences(r: &Rules, l: Lang) -> Vec<String> {
    let side = r.board.side();
    let squares = r.board.squares();
    let men = men_per_side(r);
    let rows = r.start_rows;
    let mut out = Vec::new();

    // Board and setup.
    let corner = if r.a1_playing {
        text(l, "rules-rule-sentences-each-players-bottom").to_owned()
    } else {
        text(l, "rules-rule-sentences-each-players-bottom-2").to_owned()
    };
    out.push(tr(
        l,
        "rules-rule-sentences-board-dark-squares",
        &[("side", side.into()), ("squares", squares.into()), ("corner", corner.into())],
    ));
    out.push(tr(
        l,
        "rules-rule-sentences-men-side-set",
        &[("men", men.into()), ("rows", rows.into())],
    ));
    let first = side_name(r.first, l);
    out.push(tr(l, "rules-rule-sentences-makes-first-move", &[("first", first.into())]));

    // Men.
    out.push(text(l, "rules-rule-sentences-man-moves-one").to_owned());
    out.push(if r.men_capture_backwards {
        text(l, "rules-rule-sentences-men-capture-both").to_owned()
    } else {
        text(l, "rules-rule-sentences-men-capture-forwards").to_owned()
    });
    if !r.men_capture_kings {
        out.push(text(l, "rules-rule-sentences-man-may-not").to_owned());
    }

    // Captures.
    out.push(if r.capture_compulsory {
        text(l, "rules-rule-sentences-capturing-compulsory-whenever").to_owned()
    } else {
        text(l, "rules-rule-sentences-capturing-optional-under").to_owned()
    });
    if r.capture_compulsory {
        out.push(match r.precedence {
            Precedence::Free => text(l, "rules-rule-sentences-among-several-possible").to_owned(),
            Precedence::MostPieces => {
                text(l, "rules-rule-sentences-majority-capture-you").to_owned()
            }
            Precedence::MostPiecesThenKings => {
                text(l, "rules-rule-sentences-majority-capture-first").to_owned()
            }
            Precedence::Italian => {
                text(l, "rules-rule-sentences-capture-priorities-order").to_owned()
            }
            Precedence::KingFirst => text(l, "rules-rule-sentences-if-king-can").to_owned(),
        });
    }
    out.push(text(l, "rules-rule-sentences-multi-capture-cannot").to_owned());
    out.push(match r.removal {
        Removal::EndOfMove => text(l, "rules-rule-sentences-jumped-pieces-are").to_owned(),
        Removal::Immediate => text(l, "rules-rule-sentences-each-jumped-piece").to_owned(),
    });

    // Kings.
    out.push(if r.flying_kings {
        text(l, "rules-rule-sentences-kings-fly-they").to_owned()
    } else {
        text(l, "rules-rule-sentences-kings-move-one").to_owned()
    });

    // Promotion.
    out.push(text(l, "rules-rule-sentences-man-whose-move").to_owned());
    out.push(match r.promotion {
        PromotionInCapture::ContinueAsKing => {
            text(l, "rules-rule-sentences-man-that-reaches").to_owned()
        }
        PromotionInCapture::OnlyAtEnd => text(l, "rules-rule-sentences-man-that-only").to_owned(),
        PromotionInCapture::EndsMove => {
            text(l, "rules-rule-sentences-man-that-reaches-2").to_owned()
        }
    });

    // Notation.
    let sep = r.capture_separator;
    out.push(match r.numbering {
        Numbering::TopLeft => tr(
            l,
            "rules-rule-sentences-notation-dark-squares",
            &[("squares", squares.into()), ("sep", sep.to_string().into())],
        ),
        Numbering::Italian => tr(
            l,
            "rules-rule-sentences-notation-squares-are",
            &[("squares", squares.into()), ("sep", sep.to_string().into())],
        ),
        Numbering::Spanish => tr(
            l,
            "rules-rule-sentences-notation-squares-are-2",
            &[("squares", squares.into()), ("sep", sep.to_string().into())],
        ),
        Numbering::Algebraic => tr(
            l,
            "rules-rule-sentences-notation-each-square",
            &[("last_square", last_square(r).into()), ("sep", sep.to_string().into())],
        ),
    });

    // End of game and draws.
    out.push(text(l, "rules-rule-sentences-player-with-no").to_owned());
    let n = ordinal(r.repetition, l);
    out.push(tr(l, "rules-rule-sentences-draw-when-same", &[("n", n.into())]));
    out.extend(draw_sentences(r, l));
    out
}

fn last_square(r: &Rules) -> String {
    let s = r.board.side();
    format!("{}{}", (b'a' + s - 1) as char, s)
}

/// The move-count draw rules, one sentence each.
// Long on purpose: one arm per draw rule, each only its sentences.
pub fn draw_sentences(r: &Rules, l: Lang) -> Vec<String> {
    match r.draw {
        DrawRule::NoProgress { moves } => {
            vec![tr(l, "rules-draw-sentences-draw-after-moves", &[("moves", moves.into())])]
        }
        DrawRule::Fmjd { king_moves, three_pieces, two_pieces } => vec![
            tr(l, "rules-draw-sentences-draw-after-moves-2", &[("king_moves", king_moves.into())]),
            tr(
                l,
                "rules-draw-sentences-against-lone-king",
                &[("three_pieces", three_pieces.into()), ("two_pieces", two_pieces.into())],
            ),
        ],
        DrawRule::Russian2022 => vec![
            text(l, "rules-draw-sentences-three-or-more").to_owned(),
            text(l, "rules-draw-sentences-kings-both-sides").to_owned(),
            text(l, "rules-draw-sentences-only-kings-move").to_owned(),
        ],
        DrawRule::Fmjd64 => vec![
            text(l, "rules-draw-sentences-draw-after-15").to_owned(),
            text(l, "rules-draw-sentences-three-or-more-2").to_owned(),
            text(l, "rules-draw-sentences-kings-both-sides-2").to_owned(),
        ],
    }
}
