//! The nine sections of the rules tutorial: the goal, the board, men,
//! captures, kings, the end of the game, the variants, notation, and playing
//! in the app.
//!
//! Each section is one function of the locale; the locale only picks the
//! messages of the `tutorial` catalogue, so every language gets the same
//! blocks and diagrams.

use super::facts;
use super::page::{Diagram, Lang, Page};
use crate::i18n::{text, tr};
use draughts_rules::{Color, Precedence, PromotionInCapture, Rules, Variant};

/// The id of the tutorial's last section, whose end leads to the puzzles
/// ([`super::Practice::for_page`]).
pub(super) const LAST_PAGE: &str = "in-the-app";

/// The tutorial, in reading order.
pub fn tutorial_pages(l: Lang) -> Vec<Page> {
    vec![
        goal(l),
        board(l),
        men(l),
        captures(l),
        kings(l),
        end_of_game(l),
        variants(l),
        notation(l),
        in_the_app(l),
    ]
}

fn intl() -> Rules {
    Rules::preset(Variant::International)
}
fn english() -> Rules {
    Rules::preset(Variant::English)
}
fn russian() -> Rules {
    Rules::preset(Variant::Russian)
}

/// 1. The goal.
fn goal(l: Lang) -> Page {
    Page::new("goal", text(l, "tut-goal-goal-game").to_owned())
        .para(text(l, "tut-goal-two-players-face").to_owned())
        .para(text(l, "tut-goal-you-win-when").to_owned())
        .bullets(vec![
            text(l, "tut-goal-has-no-pieces").to_owned(),
            text(l, "tut-goal-or-has-no").to_owned(),
        ])
        .para(text(l, "tut-goal-so-blocking-your").to_owned())
        .diagram(
            Diagram::new(intl(), "B:W41,47:B36")
                .highlight(&["36"])
                .no_moves()
                .caption(text(l, "tut-goal-black-still-has").to_owned()),
        )
}

/// 2. The board and the starting position.
fn board(l: Lang) -> Page {
    let intl_r = intl();
    let eng_r = english();
    Page::new("board", text(l, "tut-board-board-starting-position").to_owned())
        .para({
            let light = facts::variants_where(|r| !r.a1_playing, l);
            tr(l, "tut-board-only-dark-squares", &[("light", light.into())])
        })
        .para(tr(
            l,
            "tut-board-international-draughts-board",
            &[
                ("men_per_side", facts::men_per_side(&intl_r).into()),
                ("men_per_side2", facts::men_per_side(&eng_r).into()),
            ],
        ))
        .para(text(l, "tut-board-at-start-two").to_owned())
        .diagram(
            Diagram::new(intl_r, "W:W31-50:B1-20")
                .arrow(&["32", "28"])
                .legal(&["32-28", "31-26"])
                .caption(text(l, "tut-board-international-starting-position").to_owned()),
        )
        .heading(text(l, "tut-board-who-moves-first").to_owned())
        .para({
            let black = facts::variants_where(|r| r.first == Color::Black, l);
            tr(l, "tut-board-white-makes-first", &[("black", black.into())])
        })
        .diagram(
            Diagram::new(eng_r, "B:W21-32:B1-12")
                .arrow(&["11", "15"])
                .legal(&["11-15", "9-13"])
                .illegal(&["22-18"])
                .caption(text(l, "tut-board-english-starting-position").to_owned()),
        )
}

/// 3. How men move.
fn men(l: Lang) -> Page {
    Page::new("men", text(l, "tut-men-men").to_owned())
        .para(text(l, "tut-men-man-takes-single").to_owned())
        .para(text(l, "tut-men-man-never-steps").to_owned())
        .diagram(
            Diagram::new(intl(), "W:W32:B19")
                .highlight(&["27", "28"])
                .arrow(&["32", "27"])
                .arrow(&["32", "28"])
                .forbidden_arrow(&["32", "37"])
                .only(&["32-27", "32-28"])
                .illegal(&["32-37", "32-38", "32-23"])
                .caption(text(l, "tut-men-white-man-32").to_owned()),
        )
        .heading(text(l, "tut-men-promotion").to_owned())
        .para(text(l, "tut-men-man-that-ends").to_owned())
        .diagram(
            Diagram::new(intl(), "W:W7:B45")
                .highlight(&["1", "2"])
                .arrow(&["7", "2"])
                .legal(&["7-1", "7-2"])
                .caption(text(l, "tut-men-with-7-1").to_owned()),
        )
}

/// 4. Captures and multi-captures.
// Long on purpose: the page as data (its paragraphs and diagrams in order).
fn captures(l: Lang) -> Page {
    Page::new("captures", text(l, "tut-captures-captures-multi-captures").to_owned())
        .para(text(l, "tut-captures-if-enemy-piece").to_owned())
        .heading(text(l, "tut-captures-capturing-compulsory").to_owned())
        .para(text(l, "tut-captures-every-official-variant").to_owned())
        .diagram(
            Diagram::new(intl(), "W:W32,47:B28")
                .highlight(&["32"])
                .arrow(&["32", "23"])
                .only(&["32x23"])
                .illegal(&["47-42", "32-27"])
                .caption(text(l, "tut-captures-white-must-capture").to_owned()),
        )
        .heading(text(l, "tut-captures-multi-captures").to_owned())
        .para(text(l, "tut-captures-after-jump-if").to_owned())
        .para(text(l, "tut-captures-jumped-pieces-stay").to_owned())
        .para({
            let back = facts::variants_where(|r| r.men_capture_backwards, l);
            let fwd = facts::variants_where(|r| !r.men_capture_backwards, l);
            tr(l, "tut-captures-draughts-man-may", &[("back", back.into()), ("fwd", fwd.into())])
        })
        .diagram(
            Diagram::new(intl(), "W:W37:B23,24,32")
                .arrow(&["37", "28", "19", "30"])
                .only(&["37x30"])
                .illegal(&["37x28", "37x19"])
                .caption(text(l, "tut-captures-three-piece-multi").to_owned()),
        )
        .heading(text(l, "tut-captures-majority-capture").to_owned())
        .para({
            let most = |r: &Rules| {
                matches!(
                    r.precedence,
                    Precedence::MostPieces | Precedence::MostPiecesThenKings | Precedence::Italian
                )
            };
            let majority = facts::variants_where(most, l);
            let free = facts::variants_where(|r| r.precedence == Precedence::Free, l);
            let king_first = facts::variants_where(|r| r.precedence == Precedence::KingFirst, l);
            tr(
                l,
                "tut-captures-draughts-when-several",
                &[
                    ("majority", majority.into()),
                    ("free", free.into()),
                    ("king_first", king_first.into()),
                ],
            )
        })
        .diagram(
            Diagram::new(intl(), "W:W32:B18,27,28")
                .arrow(&["32", "23", "12"])
                .forbidden_arrow(&["32", "21"])
                .only(&["32x12"])
                .illegal(&["32x21"])
                .caption(text(l, "tut-captures-two-captures-are").to_owned()),
        )
}

/// 5. Kings, flying and short-range.
// Long on purpose: the page as data (its paragraphs and diagrams in order).
fn kings(l: Lang) -> Page {
    Page::new("kings", text(l, "tut-kings-kings").to_owned())
        .para(text(l, "tut-kings-king-moves-along").to_owned())
        .heading(text(l, "tut-kings-flying-king").to_owned())
        .para({
            let flying = facts::variants_where(|r| r.flying_kings, l);
            tr(l, "tut-kings-draughts-king-flies", &[("flying", flying.into())])
        })
        .diagram(
            Diagram::new(intl(), "W:WK46:B28")
                .highlight(&["23", "19", "14", "10", "5"])
                .arrow(&["46", "23"])
                .only(&["46x23", "46x19", "46x14", "46x10", "46x5"])
                .illegal(&["46-41", "46-37"])
                .caption(text(l, "tut-kings-king-46-captures").to_owned()),
        )
        .para(text(l, "tut-kings-one-exception-if").to_owned())
        .diagram(
            Diagram::new(russian(), "W:WKa1:Bc3,f4")
                .highlight(&["e5"])
                .arrow(&["a1", "e5", "g3"])
                .forbidden_arrow(&["a1", "h8"])
                .only(&["a1:g3", "a1:h2"])
                .illegal(&["a1:h8", "a1:d4"])
                .caption(text(l, "tut-kings-russian-draughts-after").to_owned()),
        )
        .heading(text(l, "tut-kings-short-range-king").to_owned())
        .para({
            let short = facts::variants_where(|r| !r.flying_kings, l);
            tr(l, "tut-kings-draughts-king-moves", &[("short", short.into())])
        })
        .diagram(
            Diagram::new(english(), "W:WK18:B1")
                .highlight(&["14", "15", "22", "23"])
                .only(&["18-14", "18-15", "18-22", "18-23"])
                .illegal(&["18-11"])
                .caption(text(l, "tut-kings-english-draughts-king").to_owned()),
        )
        .heading(text(l, "tut-kings-promotion-during-capture").to_owned())
        .para(text(l, "tut-kings-man-reaches-far").to_owned())
        .bullets({
            let with = |p: PromotionInCapture| facts::variants_where(move |r| r.promotion == p, l);
            let (at_end, cont, ends) = (
                with(PromotionInCapture::OnlyAtEnd),
                with(PromotionInCapture::ContinueAsKing),
                with(PromotionInCapture::EndsMove),
            );
            vec![
                tr(l, "tut-kings-draughts-it-crowned", &[("at_end", at_end.into())]),
                tr(l, "tut-kings-draughts-it-crowned-2", &[("cont", cont.into())]),
                tr(l, "tut-kings-draughts-it-crowned-3", &[("ends", ends.into())]),
            ]
        })
        .diagram(
            Diagram::new(intl(), "W:W13:B7,8")
                .highlight(&["2"])
                .arrow(&["13", "2", "11"])
                .only(&["13x11"])
                .illegal(&["13x2"])
                .caption(text(l, "tut-kings-international-draughts-man").to_owned()),
        )
}

/// 6. The end of the game and draws.
fn end_of_game(l: Lang) -> Page {
    let header = vec![
        text(l, "tut-end-of-game-variant").to_owned(),
        text(l, "tut-end-of-game-repetition").to_owned(),
        text(l, "tut-end-of-game-no-progress-draw").to_owned(),
    ];
    let rows = Variant::ALL
        .iter()
        .map(|&v| {
            let r = Rules::preset(v);
            vec![
                facts::variant_name(v, l),
                tr(l, "tut-end-of-game-times", &[("repetition", r.repetition.into())]),
                facts::draw_cell(&r, l),
            ]
        })
        .collect();
    Page::new("end-of-game", text(l, "tut-end-of-game-end-game").to_owned())
        .heading(text(l, "tut-end-of-game-winning").to_owned())
        .bullets(vec![
            text(l, "tut-end-of-game-your-opponent-has").to_owned(),
            text(l, "tut-end-of-game-your-opponent-blocked").to_owned(),
            text(l, "tut-end-of-game-your-opponent-resigns").to_owned(),
        ])
        .heading(text(l, "tut-end-of-game-draws").to_owned())
        .bullets(vec![
            text(l, "tut-end-of-game-both-players-agree").to_owned(),
            {
                let four = facts::variants_where(|r| r.repetition == 4, l);
                tr(l, "tut-end-of-game-same-position-comes", &[("four", four.into())])
            },
            text(l, "tut-end-of-game-game-makes-no").to_owned(),
        ])
        .para(text(l, "tut-end-of-game-app-declares-these").to_owned())
        .table(header, rows)
}

/// 7. The variants, with a comparison table.
fn variants(l: Lang) -> Page {
    let (header, rows) = facts::comparison_table(l);
    Page::new("variants", text(l, "tut-variants-variants").to_owned())
        .para(text(l, "tut-variants-draughts-played-all").to_owned())
        .bullets(vec![
            text(l, "tut-variants-international-draughts-10").to_owned(),
            text(l, "tut-variants-english-draughts-8").to_owned(),
            text(l, "tut-variants-russian-draughts-8").to_owned(),
            text(l, "tut-variants-brazilian-draughts-8").to_owned(),
            text(l, "tut-variants-spanish-draughts-8").to_owned(),
            text(l, "tut-variants-italian-draughts-8").to_owned(),
            text(l, "tut-variants-czech-draughts-8").to_owned(),
        ])
        .heading(text(l, "tut-variants-comparison").to_owned())
        .table(header, rows)
        .para(text(l, "tut-variants-before-game-you").to_owned())
}

/// 8. Official notation, on a numbered board.
fn notation(l: Lang) -> Page {
    Page::new("notation", text(l, "tut-notation-recording-moves").to_owned())
        .para(text(l, "tut-notation-every-dark-square").to_owned())
        .bullets(vec![
            text(l, "tut-notation-for-move-put").to_owned(),
            text(l, "tut-notation-for-capture-put").to_owned(),
            text(l, "tut-notation-when-two-multi").to_owned(),
        ])
        .diagram(
            Diagram::new(intl(), "W:W31-50:B1-20")
                .numbered()
                .highlight(&["32", "28"])
                .arrow(&["32", "28"])
                .legal(&["32-28"])
                .caption(text(l, "tut-notation-10-10-board").to_owned()),
        )
        .heading(text(l, "tut-notation-russian-brazilian-czech").to_owned())
        .para(text(l, "tut-notation-these-variants-name").to_owned())
        .diagram(
            Diagram::new(
                russian(),
                "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
            )
            .numbered()
            .arrow(&["c3", "d4"])
            .legal(&["c3-d4", "g3-h4"])
            .caption(text(l, "tut-notation-russian-starting-position").to_owned()),
        )
        .para(text(l, "tut-notation-italian-spanish-draughts").to_owned())
}

/// 9. How to play in the app.
fn in_the_app(l: Lang) -> Page {
    Page::new(LAST_PAGE, text(l, "tut-in-the-app-playing-app").to_owned())
        .bullets(vec![
            text(l, "tut-in-the-app-play-tap-piece").to_owned(),
            text(l, "tut-in-the-app-when-capture-compulsory").to_owned(),
            text(l, "tut-in-the-app-for-multi-capture").to_owned(),
            text(l, "tut-in-the-app-last-move-played").to_owned(),
            text(l, "tut-in-the-app-with-keyboard-arrow").to_owned(),
            text(l, "tut-in-the-app-terminal-type-your").to_owned(),
        ])
        .para(text(l, "tut-in-the-app-lessons-give-you").to_owned())
}
