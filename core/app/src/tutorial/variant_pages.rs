//! One rules page per preset: what is special about the variant, shown on
//! diagrams whose claims the tests replay, then every rule of the preset as
//! generated from its knobs ([`facts::rule_sentences`]).

use super::facts;
use super::page::{Diagram, Lang, Page};
use crate::i18n::text;
use draughts_rules::{Rules, Variant};

/// The rules page of a preset.
pub fn variant_page(v: Variant, l: Lang) -> Page {
    let r = Rules::preset(v);
    let page = Page::new(&format!("variant-{}", v.name()), facts::variant_name(v, l));
    let page = match v {
        Variant::International => international(page, r, l),
        Variant::English => english(page, r, l),
        Variant::Russian => russian(page, r, l),
        Variant::Brazilian => brazilian(page, r, l),
        Variant::Spanish => spanish(page, r, l),
        Variant::Italian => italian(page, r, l),
        Variant::Czech => czech(page, r, l),
    };
    page.heading(text(l, "rules-custom-rules-page-all-rules").to_owned())
        .bullets(facts::rule_sentences(&r, l))
}

fn international(p: Page, r: Rules, l: Lang) -> Page {
    p.para(text(l, "rules-international-game-world-federation").to_owned())
        .heading(text(l, "rules-international-king-counts-as").to_owned())
        .para(text(l, "rules-international-majority-capture-counts").to_owned())
        .diagram(
            Diagram::new(r, "W:W32:B18,K27,28")
                .arrow(&["32", "23", "12"])
                .forbidden_arrow(&["32", "21"])
                .only(&["32x12"])
                .illegal(&["32x21"])
                .caption(text(l, "rules-international-32x21-would-take").to_owned()),
        )
        .heading(text(l, "rules-international-turkish-strike").to_owned())
        .para(text(l, "rules-international-during-multi-capture").to_owned())
        .diagram(
            Diagram::new(r, "W:WK46:B19,28,29,38,39")
                .arrow(&["46", "23", "34", "43", "32"])
                .highlight(&["19"])
                .only(&["46x32", "46x27", "46x21", "46x16"])
                .illegal(&["46x14", "46x10"])
                .caption(text(l, "rules-international-king-takes-28").to_owned()),
        )
        .heading(text(l, "rules-international-passing-through-far").to_owned())
        .diagram(
            Diagram::new(r, "W:W13:B7,8")
                .arrow(&["13", "2", "11"])
                .only(&["13x11"])
                .caption(text(l, "rules-international-man-touches-far").to_owned()),
        )
}

fn english(p: Page, r: Rules, l: Lang) -> Page {
    p.para(text(l, "rules-english-checkers-english-speaking").to_owned())
        .diagram(
            Diagram::new(r, "B:W21-32:B1-12")
                .arrow(&["11", "15"])
                .legal(&["11-15"])
                .illegal(&["22-18"])
                .caption(text(l, "rules-english-at-start-black").to_owned()),
        )
        .heading(text(l, "rules-english-no-backward-captures").to_owned())
        .diagram(
            Diagram::new(r, "W:W18:B14,22")
                .arrow(&["18", "9"])
                .forbidden_arrow(&["18", "25"])
                .only(&["18x9"])
                .illegal(&["18x25"])
                .caption(text(l, "rules-english-man-18-takes").to_owned()),
        )
        .heading(text(l, "rules-english-promotion-ends-move").to_owned())
        .diagram(
            Diagram::new(r, "W:W11:B6,7")
                .arrow(&["11", "2"])
                .only(&["11x2"])
                .illegal(&["11x9"])
                .caption(text(l, "rules-english-taking-7-man").to_owned()),
        )
}

fn russian(p: Page, r: Rules, l: Lang) -> Page {
    p.para(text(l, "rules-russian-8-8-game").to_owned())
        .heading(text(l, "rules-russian-free-choice-capture").to_owned())
        .diagram(
            Diagram::new(r, "W:Wc3:Bb4,d4,f6")
                .arrow(&["c3", "a5"])
                .arrow(&["c3", "e5", "g7"])
                .only(&["c3:a5", "c3:g7"])
                .caption(text(l, "rules-russian-c3-a5-takes").to_owned()),
        )
        .heading(text(l, "rules-russian-crowned-mid-capture").to_owned())
        .diagram(
            Diagram::new(r, "W:Wf6:Be7,b6")
                .arrow(&["f6", "d8", "a5"])
                .only(&["f6:a5"])
                .illegal(&["f6:d8"])
                .caption(text(l, "rules-russian-man-jumps-e7").to_owned()),
        )
        .para(text(l, "rules-russian-moves-are-written").to_owned())
}

fn brazilian(p: Page, r: Rules, l: Lang) -> Page {
    p.para(text(l, "rules-brazilian-international-rules-brought").to_owned())
        .heading(text(l, "rules-brazilian-majority-capture-8").to_owned())
        .diagram(
            Diagram::new(r, "W:Wc3:Bb4,d4,f6")
                .arrow(&["c3", "e5", "g7"])
                .forbidden_arrow(&["c3", "a5"])
                .only(&["c3xg7"])
                .illegal(&["c3xa5"])
                .caption(text(l, "rules-brazilian-same-position-as").to_owned()),
        )
        .heading(text(l, "rules-international-passing-through-far").to_owned())
        .diagram(
            Diagram::new(r, "W:Wf6:Be7,c7")
                .arrow(&["f6", "d8", "b6"])
                .only(&["f6xb6"])
                .illegal(&["f6xd8"])
                .caption(text(l, "rules-brazilian-man-touches-d8").to_owned()),
        )
}

fn spanish(p: Page, r: Rules, l: Lang) -> Page {
    p.para(text(l, "rules-spanish-traditional-game-spain").to_owned())
        .para(text(l, "rules-spanish-numbers-run-from").to_owned())
        .heading(text(l, "rules-spanish-equal-counts-kings").to_owned())
        .diagram(
            Diagram::new(r, "W:W10:B13,14,23,K21")
                .numbered()
                .arrow(&["10", "17", "26"])
                .forbidden_arrow(&["10", "19", "28"])
                .only(&["10x26"])
                .illegal(&["10x28"])
                .caption(text(l, "rules-spanish-both-multi-captures").to_owned()),
        )
}

fn italian(p: Page, r: Rules, l: Lang) -> Page {
    p.para(text(l, "rules-italian-italian-federations-game").to_owned())
        .para(text(l, "rules-italian-numbers-run-from").to_owned())
        .heading(text(l, "rules-italian-man-does-not").to_owned())
        .diagram(
            Diagram::new(r, "W:W22:B19,K18")
                .numbered()
                .arrow(&["22", "15"])
                .forbidden_arrow(&["22", "13"])
                .only(&["22x15"])
                .illegal(&["22x13"])
                .caption(text(l, "rules-italian-man-22-may").to_owned()),
        )
        .heading(text(l, "rules-italian-capturing-with-king").to_owned())
        .diagram(
            Diagram::new(r, "W:W22,K27:B19,23")
                .numbered()
                .arrow(&["27", "20"])
                .forbidden_arrow(&["22", "15"])
                .only(&["27x20"])
                .illegal(&["22x15"])
                .caption(text(l, "rules-italian-each-capture-takes").to_owned()),
        )
}

fn czech(p: Page, r: Rules, l: Lang) -> Page {
    p.para(text(l, "rules-czech-czech-federations-variant").to_owned())
        .heading(text(l, "rules-precedence-cell-king-first").to_owned())
        .diagram(
            Diagram::new(r, "W:Wc3,Kh8:Bd4,f6")
                .arrow(&["h8", "e5"])
                .forbidden_arrow(&["c3", "e5", "g7"])
                .only(&["h8xe5"])
                .illegal(&["c3xg7"])
                .caption(text(l, "rules-czech-man-c3-could").to_owned()),
        )
}
