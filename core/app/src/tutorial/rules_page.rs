//! The page generated from any rule set, preset or custom.
//!
//! Nothing on it is hand-written for a particular rule set: the sentences
//! come from [`facts::rule_sentences`], the knob table from each knob's value,
//! and the diagrams are small positions built from board coordinates whose
//! captions and claims follow the knobs. The tests replay the claims through
//! the move generator, so the page can only say what the engine does; change
//! a knob and the page changes with it.

use super::facts;
use super::page::{Diagram, Lang, Page};
use crate::i18n::{text, tr};
use draughts_rules::{Numbering, Position, Precedence, PromotionInCapture, Removal, Rules};

/// The rules page of any rule set: what differs from its base preset, a
/// table of every knob, demonstration diagrams and the full list of rules.
pub fn custom_rules_page(r: &Rules, l: Lang) -> Page {
    let base = Rules::preset(r.base);
    let base_name = facts::variant_in_text(r.base, l);
    let diffs = differences(r, &base, l);
    let title = match r.variant() {
        Some(v) => tr(
            l,
            "rules-custom-rules-page-rules",
            &[("variant_name", facts::variant_name(v, l).into())],
        ),
        None => text(l, "rules-custom-rules-page-custom-rules").to_owned(),
    };
    let intro = if diffs.is_empty() {
        tr(l, "rules-custom-exactly", &[("base", base_name.as_str().into())])
    } else {
        tr(l, "rules-custom-changes", &[("base", base_name.as_str().into())])
    };
    let mut page = Page::new("custom-rules", title).para(intro);
    if !diffs.is_empty() {
        page = page.bullets(diffs);
    }
    let (header, rows) = knob_table(r, &base, l);
    page.table(header, rows)
        .heading(text(l, "rules-custom-rules-page-start").to_owned())
        .diagram(start_diagram(r, l))
        .heading(text(l, "rules-custom-rules-page-rules-action").to_owned())
        .diagram(backward_capture_demo(r, l))
        .diagram(flying_king_demo(r, l))
        .diagram(precedence_demo(r, l))
        .diagram(king_first_demo(r, l))
        .diagram(men_take_kings_demo(r, l))
        .diagram(promotion_demo(r, l))
        .diagram(compulsory_demo(r, l))
        .heading(text(l, "rules-custom-rules-page-all-rules").to_owned())
        .bullets(facts::rule_sentences(r, l))
}

/// How many knobs of `r` differ from its base preset (the bullets of its
/// rules page).
pub fn changes_from_base(r: &Rules) -> usize {
    differences(r, &Rules::preset(r.base), Lang::En).len()
}

/// One row per knob: (label, value under `r`, value under the base preset).
fn knob_rows(r: &Rules, l: Lang) -> Vec<(String, String)> {
    let yn = |b: bool| {
        if b {
            text(l, "rules-knob-rows-yes").to_owned()
        } else {
            text(l, "rules-knob-rows-no").to_owned()
        }
    };
    vec![
        (text(l, "rules-comparison-table-board").to_owned(), facts::board_cell(r)),
        (text(l, "rules-knob-rows-a1-playing-square").to_owned(), yn(r.a1_playing)),
        (text(l, "rules-knob-rows-rows-men").to_owned(), r.start_rows.to_string()),
        (text(l, "rules-comparison-table-moves-first").to_owned(), facts::first_cell(r, l)),
        (
            text(l, "rules-comparison-table-men-capture-backwards").to_owned(),
            yn(r.men_capture_backwards),
        ),
        (text(l, "rules-comparison-table-kings").to_owned(), facts::kings_cell(r, l)),
        (text(l, "rules-comparison-table-compulsory-capture").to_owned(), yn(r.capture_compulsory)),
        (
            text(l, "rules-comparison-table-capture-priority").to_owned(),
            facts::precedence_cell(r, l),
        ),
        (text(l, "rules-comparison-table-men-may-take").to_owned(), yn(r.men_capture_kings)),
        (
            text(l, "rules-comparison-table-promotion-during-capture").to_owned(),
            facts::promotion_cell(r, l),
        ),
        (
            text(l, "rules-knob-rows-removal-captured-pieces").to_owned(),
            match r.removal {
                Removal::EndOfMove => text(l, "rules-knob-rows-when-multi-capture").to_owned(),
                Removal::Immediate => text(l, "rules-knob-rows-at-once").to_owned(),
            },
        ),
        (
            text(l, "rules-knob-rows-notation").to_owned(),
            match r.numbering {
                Numbering::TopLeft => text(l, "rules-knob-rows-numbers-from-top").to_owned(),
                Numbering::Italian => text(l, "rules-knob-rows-italian-numbers-from").to_owned(),
                Numbering::Spanish => text(l, "rules-knob-rows-spanish-numbers-from").to_owned(),
                Numbering::Algebraic => text(l, "rules-knob-rows-coordinates-a1-h8").to_owned(),
            },
        ),
        (text(l, "rules-knob-rows-capture-sign").to_owned(), r.capture_separator.to_string()),
        (
            text(l, "rules-comparison-table-draw-by-repetition").to_owned(),
            tr(l, "rules-comparison-table-times", &[("repetition", r.repetition.into())]),
        ),
        (text(l, "rules-comparison-table-no-progress-draw").to_owned(), facts::draw_cell(r, l)),
    ]
}

fn knob_table(r: &Rules, base: &Rules, l: Lang) -> (Vec<String>, Vec<Vec<String>>) {
    let header = vec![
        text(l, "rules-comparison-table-rule").to_owned(),
        text(l, "rules-knob-table-these-rules").to_owned(),
        facts::variant_short_name(base.base, l),
    ];
    let rows = knob_rows(r, l)
        .into_iter()
        .zip(knob_rows(base, l))
        .map(|((label, mine), (_, theirs))| vec![label, mine, theirs])
        .collect();
    (header, rows)
}

/// One sentence per knob that differs from the base preset.
fn differences(r: &Rules, base: &Rules, l: Lang) -> Vec<String> {
    knob_rows(r, l)
        .into_iter()
        .zip(knob_rows(base, l))
        .filter(|((_, mine), (_, theirs))| mine != theirs)
        .map(|((label, mine), (_, theirs))| {
            tr(
                l,
                "rules-differences-instead",
                &[("label", label.into()), ("mine", mine.into()), ("theirs", theirs.into())],
            )
        })
        .collect()
}

/// Names a square given in the frame of a board whose a1 is playing (files
/// and ranks from 0). On a1-light boards the file is mirrored, which keeps
/// every diagonal a diagonal.
fn sq(r: &Rules, file: u8, rank: u8) -> String {
    let side = r.board.side();
    let f = if r.a1_playing { file } else { side - 1 - file };
    let s = r.from_coords(f, rank).expect("demo squares are playing squares on every board");
    r.square_name(s)
}

/// A FEN with White to move, from square names.
fn fen<S: AsRef<str>>(white: &[S], black: &[S]) -> String {
    let list = |v: &[S]| v.iter().map(|s| s.as_ref()).collect::<Vec<_>>().join(",");
    format!("W:W{}:B{}", list(white), list(black))
}

fn capture_text(r: &Rules, squares: &[&String]) -> String {
    squares.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(&r.capture_separator.to_string())
}

fn start_diagram(r: &Rules, l: Lang) -> Diagram {
    let start = Position::start(r);
    let first = facts::first_cell(r, l);
    Diagram::new(*r, &start.to_fen(r)).numbered().caption(tr(
        l,
        "rules-start-diagram-start-men-side",
        &[
            ("men_per_side", facts::men_per_side(r).into()),
            ("board_cell", facts::board_cell(r).into()),
            ("first", first.into()),
        ],
    ))
}

/// A white man on d4 with a black man behind it on c3.
fn backward_capture_demo(r: &Rules, l: Lang) -> Diagram {
    let (d4, c3, b2) = (sq(r, 3, 3), sq(r, 2, 2), sq(r, 1, 1));
    let h8ish = sq(r, 7, 7);
    let mv = capture_text(r, &[&d4, &b2]);
    let d = Diagram::new(*r, &fen(&[&d4], &[&c3, &h8ish]));
    if r.men_capture_backwards {
        d.arrow(&[&d4, &b2]).legal(&[&mv]).caption(tr(
            l,
            "rules-backward-capture-demo-men-capture-backwards",
            &[("mv", mv.into())],
        ))
    } else {
        d.forbidden_arrow(&[&d4, &b2]).illegal(&[&mv]).caption(tr(
            l,
            "rules-backward-capture-demo-men-capture-forwards",
            &[("mv", mv.into())],
        ))
    }
}

/// A white king on b2 and a black man three squares away on e5.
fn flying_king_demo(r: &Rules, l: Lang) -> Diagram {
    let (b2, e5, f6) = (sq(r, 1, 1), sq(r, 4, 4), sq(r, 5, 5));
    let mv = capture_text(r, &[&b2, &f6]);
    let d = Diagram::new(*r, &format!("W:WK{b2}:B{e5}"));
    if r.flying_kings {
        d.arrow(&[&b2, &f6]).legal(&[&mv]).caption(tr(
            l,
            "rules-flying-king-demo-kings-fly-king",
            &[("e5", e5.into()), ("mv", mv.into())],
        ))
    } else {
        let c3 = sq(r, 2, 2);
        let step = format!("{b2}-{c3}");
        d.arrow(&[&b2, &c3]).illegal(&[&mv]).legal(&[&step]).caption(tr(
            l,
            "rules-flying-king-demo-kings-take-one",
            &[("mv", mv.into()), ("step", step.into())],
        ))
    }
}

/// A white man on d2 that can take one piece (c3) or two (e3, then e5).
fn precedence_demo(r: &Rules, l: Lang) -> Diagram {
    let (d2, c3, b4, e3, f4, e5, d6) =
        (sq(r, 3, 1), sq(r, 2, 2), sq(r, 1, 3), sq(r, 4, 2), sq(r, 5, 3), sq(r, 4, 4), sq(r, 3, 5));
    let small = capture_text(r, &[&d2, &b4]);
    let big = capture_text(r, &[&d2, &d6]);
    let d = Diagram::new(*r, &fen(&[&d2], &[&c3, &e3, &e5])).arrow(&[&d2, &f4, &d6]);
    let majority = r.capture_compulsory
        && matches!(
            r.precedence,
            Precedence::MostPieces | Precedence::MostPiecesThenKings | Precedence::Italian
        );
    if majority {
        d.forbidden_arrow(&[&d2, &b4]).legal(&[&big]).illegal(&[&small]).caption(tr(
            l,
            "rules-precedence-demo-majority-capture-takes",
            &[("big", big.into()), ("small", small.into())],
        ))
    } else {
        d.arrow(&[&d2, &b4]).legal(&[&big, &small]).caption(tr(
            l,
            "rules-precedence-demo-no-majority-rule",
            &[("big", big.into()), ("small", small.into())],
        ))
    }
}

/// A white man on a3 and a white king on g1 can each take one piece.
fn king_first_demo(r: &Rules, l: Lang) -> Diagram {
    let (a3, b4, c5, g1, f2, e3) =
        (sq(r, 0, 2), sq(r, 1, 3), sq(r, 2, 4), sq(r, 6, 0), sq(r, 5, 1), sq(r, 4, 2));
    let by_man = capture_text(r, &[&a3, &c5]);
    let by_king = capture_text(r, &[&g1, &e3]);
    let d = Diagram::new(*r, &format!("W:W{a3},K{g1}:B{b4},{f2}"))
        .arrow(&[&g1, &e3])
        .legal(&[&by_king]);
    let king_must =
        r.capture_compulsory && matches!(r.precedence, Precedence::KingFirst | Precedence::Italian);
    if king_must {
        d.forbidden_arrow(&[&a3, &c5]).illegal(&[&by_man]).caption(tr(
            l,
            "rules-king-first-demo-when-king-can",
            &[("by_king", by_king.into()), ("by_man", by_man.into())],
        ))
    } else {
        d.arrow(&[&a3, &c5]).legal(&[&by_man]).caption(tr(
            l,
            "rules-king-first-demo-either-king-or",
            &[("by_king", by_king.into()), ("by_man", by_man.into())],
        ))
    }
}

/// A white man on c3 facing a black king on d4.
fn men_take_kings_demo(r: &Rules, l: Lang) -> Diagram {
    let (c3, d4, e5, h8ish) = (sq(r, 2, 2), sq(r, 3, 3), sq(r, 4, 4), sq(r, 7, 7));
    let mv = capture_text(r, &[&c3, &e5]);
    let d = Diagram::new(*r, &format!("W:W{c3}:BK{d4},{h8ish}"));
    if r.men_capture_kings {
        d.arrow(&[&c3, &e5]).legal(&[&mv]).caption(tr(
            l,
            "rules-men-take-kings-demo-man-may-take",
            &[("mv", mv.into())],
        ))
    } else {
        d.forbidden_arrow(&[&c3, &e5]).illegal(&[&mv]).caption(tr(
            l,
            "rules-men-take-kings-demo-man-may-not",
            &[("mv", mv.into())],
        ))
    }
}

/// A white man two rows from the far row jumps onto it, and one more black
/// man waits beside the landing square, behind it.
fn promotion_demo(r: &Rules, l: Lang) -> Diagram {
    let top = r.board.side() - 1;
    let (f, e, dd, c, b) =
        (sq(r, 5, top - 2), sq(r, 4, top - 1), sq(r, 3, top), sq(r, 2, top - 1), sq(r, 1, top - 2));
    let stop = capture_text(r, &[&f, &dd]);
    let on = capture_text(r, &[&f, &b]);
    let d = Diagram::new(*r, &fen(&[&f], &[&e, &c])).highlight(&[&dd]);
    match r.promotion {
        PromotionInCapture::ContinueAsKing => {
            d.arrow(&[&f, &dd, &b]).legal(&[&on]).illegal(&[&stop]).caption(tr(
                l,
                "rules-promotion-demo-man-crowned-goes",
                &[("dd", dd.into()), ("on", on.into())],
            ))
        }
        PromotionInCapture::OnlyAtEnd if r.men_capture_backwards => {
            d.arrow(&[&f, &dd, &b]).legal(&[&on]).illegal(&[&stop]).caption(tr(
                l,
                "rules-promotion-demo-man-passes-through",
                &[("dd", dd.into()), ("on", on.into()), ("b", b.into())],
            ))
        }
        PromotionInCapture::OnlyAtEnd => {
            d.arrow(&[&f, &dd]).legal(&[&stop]).illegal(&[&on]).caption(tr(
                l,
                "rules-promotion-demo-man-cannot-capture",
                &[("dd", dd.into()), ("stop", stop.into())],
            ))
        }
        PromotionInCapture::EndsMove => {
            d.arrow(&[&f, &dd]).forbidden_arrow(&[&dd, &b]).legal(&[&stop]).illegal(&[&on]).caption(
                tr(
                    l,
                    "rules-promotion-demo-man-crowned-its",
                    &[("dd", dd.into()), ("stop", stop.into())],
                ),
            )
        }
    }
}

/// A capture on one wing and a quiet move on the other.
fn compulsory_demo(r: &Rules, l: Lang) -> Diagram {
    let (c3, d4, e5, g3, h4) = (sq(r, 2, 2), sq(r, 3, 3), sq(r, 4, 4), sq(r, 6, 2), sq(r, 7, 3));
    let take = capture_text(r, &[&c3, &e5]);
    let quiet = format!("{g3}-{h4}");
    let d = Diagram::new(*r, &fen(&[&c3, &g3], &[&d4])).arrow(&[&c3, &e5]).legal(&[&take]);
    if r.capture_compulsory {
        d.forbidden_arrow(&[&g3, &h4]).illegal(&[&quiet]).caption(tr(
            l,
            "rules-compulsory-demo-capturing-compulsory-must",
            &[("take", take.into()), ("quiet", quiet.into())],
        ))
    } else {
        d.arrow(&[&g3, &h4]).legal(&[&quiet]).caption(tr(
            l,
            "rules-compulsory-demo-capturing-optional-or",
            &[("take", take.into()), ("quiet", quiet.into())],
        ))
    }
}
