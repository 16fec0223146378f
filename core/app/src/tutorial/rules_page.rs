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
use draughts_rules::{Numbering, Position, Precedence, PromotionInCapture, Removal, Rules};

/// The rules page of any rule set: what differs from its base preset, a
/// table of every knob, demonstration diagrams and the full list of rules.
pub fn custom_rules_page(r: &Rules, l: Lang) -> Page {
    let base = Rules::preset(r.base);
    let base_name = facts::variant_name(r.base, l);
    let diffs = differences(r, &base, l);
    let title = match r.variant() {
        Some(v) => l.t(
            &format!("Règles : {}", facts::variant_name(v, l)),
            &format!("Rules: {}", facts::variant_name(v, l)),
        ),
        None => l.t("Règles personnalisées", "Custom rules"),
    };
    let intro = if diffs.is_empty() {
        l.t(
            &format!("Ces règles sont exactement celles des {}.", base_name.to_lowercase()),
            &format!("These are exactly the rules of {base_name}."),
        )
    } else {
        l.t(
            &format!("Ces règles partent des {}, avec ces changements :", base_name.to_lowercase()),
            &format!("These rules start from {base_name}, with these changes:"),
        )
    };
    let mut page = Page::new("custom-rules", title).para(intro);
    if !diffs.is_empty() {
        page = page.bullets(diffs);
    }
    let (header, rows) = knob_table(r, &base, l);
    page.table(header, rows)
        .heading(l.t("Le départ", "The start"))
        .diagram(start_diagram(r, l))
        .heading(l.t("Les règles en action", "The rules in action"))
        .diagram(backward_capture_demo(r, l))
        .diagram(flying_king_demo(r, l))
        .diagram(precedence_demo(r, l))
        .diagram(king_first_demo(r, l))
        .diagram(men_take_kings_demo(r, l))
        .diagram(promotion_demo(r, l))
        .diagram(compulsory_demo(r, l))
        .heading(l.t("Toutes les règles", "All the rules"))
        .bullets(facts::rule_sentences(r, l))
}

/// One row per knob: (label, value under `r`, value under the base preset).
fn knob_rows(r: &Rules, l: Lang) -> Vec<(String, String)> {
    let yn = |b: bool| if b { l.t("oui", "yes") } else { l.t("non", "no") };
    vec![
        (l.t("Damier", "Board"), facts::board_cell(r)),
        (l.t("Case a1 en jeu", "a1 is a playing square"), yn(r.a1_playing)),
        (l.t("Rangées de pions", "Rows of men"), r.start_rows.to_string()),
        (l.t("Qui commence", "Moves first"), facts::first_cell(r, l)),
        (
            l.t("Les pions prennent en arrière", "Men capture backwards"),
            yn(r.men_capture_backwards),
        ),
        (l.t("Dames", "Kings"), facts::kings_cell(r, l)),
        (l.t("Prise obligatoire", "Compulsory capture"), yn(r.capture_compulsory)),
        (l.t("Priorité de prise", "Capture priority"), facts::precedence_cell(r, l)),
        (l.t("Les pions prennent les dames", "Men may take kings"), yn(r.men_capture_kings)),
        (
            l.t("Promotion en pleine rafle", "Promotion during a capture"),
            facts::promotion_cell(r, l),
        ),
        (
            l.t("Retrait des pièces prises", "Removal of captured pieces"),
            match r.removal {
                Removal::EndOfMove => l.t("à la fin de la rafle", "when the multi-capture ends"),
                Removal::Immediate => l.t("aussitôt", "at once"),
            },
        ),
        (
            l.t("Notation", "Notation"),
            match r.numbering {
                Numbering::TopLeft => {
                    l.t("numéros depuis le haut à gauche", "numbers from the top left")
                }
                Numbering::Italian => {
                    l.t("numéros italiens (depuis a8)", "Italian numbers (from a8)")
                }
                Numbering::Spanish => {
                    l.t("numéros espagnols (depuis h1)", "Spanish numbers (from h1)")
                }
                Numbering::Algebraic => l.t("coordonnées a1-h8", "coordinates a1-h8"),
            },
        ),
        (l.t("Signe de prise", "Capture sign"), r.capture_separator.to_string()),
        (
            l.t("Nulle par répétition", "Draw by repetition"),
            l.t(&format!("{} fois", r.repetition), &format!("{} times", r.repetition)),
        ),
        (l.t("Nulle sans progrès", "No-progress draw"), facts::draw_cell(r, l)),
    ]
}

fn knob_table(r: &Rules, base: &Rules, l: Lang) -> (Vec<String>, Vec<Vec<String>>) {
    let header = vec![
        l.t("Règle", "Rule"),
        l.t("Ces règles", "These rules"),
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
            l.t(
                &format!("{label} : **{mine}** (au lieu de {theirs})"),
                &format!("{label}: **{mine}** (instead of {theirs})"),
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
    Diagram::new(*r, &start.to_fen(r)).numbered().caption(l.t(
        &format!(
            "Le départ : {} pions par camp sur un damier {}. Premier coup : {}.",
            facts::men_per_side(r),
            facts::board_cell(r),
            first
        ),
        &format!(
            "The start: {} men a side on a {} board. First move: {}.",
            facts::men_per_side(r),
            facts::board_cell(r),
            first
        ),
    ))
}

/// A white man on d4 with a black man behind it on c3.
fn backward_capture_demo(r: &Rules, l: Lang) -> Diagram {
    let (d4, c3, b2) = (sq(r, 3, 3), sq(r, 2, 2), sq(r, 1, 1));
    let h8ish = sq(r, 7, 7);
    let mv = capture_text(r, &[&d4, &b2]);
    let d = Diagram::new(*r, &fen(&[&d4], &[&c3, &h8ish]));
    if r.men_capture_backwards {
        d.arrow(&[&d4, &b2]).legal(&[&mv]).caption(l.t(
            &format!("Les pions prennent aussi vers l’arrière : {mv} est permis."),
            &format!("Men capture backwards too: {mv} is allowed."),
        ))
    } else {
        d.forbidden_arrow(&[&d4, &b2]).illegal(&[&mv]).caption(l.t(
            &format!("Les pions ne prennent que vers l’avant : {mv} est interdit."),
            &format!("Men capture forwards only: {mv} is not allowed."),
        ))
    }
}

/// A white king on b2 and a black man three squares away on e5.
fn flying_king_demo(r: &Rules, l: Lang) -> Diagram {
    let (b2, e5, f6) = (sq(r, 1, 1), sq(r, 4, 4), sq(r, 5, 5));
    let mv = capture_text(r, &[&b2, &f6]);
    let d = Diagram::new(*r, &format!("W:WK{b2}:B{e5}"));
    if r.flying_kings {
        d.arrow(&[&b2, &f6]).legal(&[&mv]).caption(l.t(
            &format!("Les dames volent : la dame prend {e5} de loin, {mv}."),
            &format!("Kings fly: the king takes {e5} from a distance, {mv}."),
        ))
    } else {
        let c3 = sq(r, 2, 2);
        let step = format!("{b2}-{c3}");
        d.arrow(&[&b2, &c3]).illegal(&[&mv]).legal(&[&step]).caption(l.t(
            &format!(
                "Les dames ne font qu’un pas : {mv} est impossible ; la dame peut jouer, par \
                 exemple, {step}."
            ),
            &format!(
                "Kings take one step at a time: {mv} is impossible; the king may play, say, \
                 {step}."
            ),
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
        d.forbidden_arrow(&[&d2, &b4]).legal(&[&big]).illegal(&[&small]).caption(l.t(
            &format!(
                "Prise majoritaire : {big} prend deux pièces, donc {small}, qui n’en prend \
                 qu’une, est interdit."
            ),
            &format!(
                "Majority capture: {big} takes two pieces, so {small}, which takes only one, \
                 is not allowed."
            ),
        ))
    } else {
        d.arrow(&[&d2, &b4]).legal(&[&big, &small]).caption(l.t(
            &format!(
                "Pas de prise majoritaire : {big} (deux pièces) et {small} (une pièce) sont \
                 permis tous les deux."
            ),
            &format!(
                "No majority rule: {big} (two pieces) and {small} (one piece) are both allowed."
            ),
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
        d.forbidden_arrow(&[&a3, &c5]).illegal(&[&by_man]).caption(l.t(
            &format!(
                "Quand une dame peut prendre, c’est elle qui prend : {by_king}, et non {by_man}."
            ),
            &format!("When a king can capture, the king must: {by_king}, not {by_man}."),
        ))
    } else {
        d.arrow(&[&a3, &c5]).legal(&[&by_man]).caption(l.t(
            &format!(
                "La dame et le pion peuvent prendre l’un comme l’autre : {by_king} ou {by_man}."
            ),
            &format!("Either the king or the man may capture: {by_king} or {by_man}."),
        ))
    }
}

/// A white man on c3 facing a black king on d4.
fn men_take_kings_demo(r: &Rules, l: Lang) -> Diagram {
    let (c3, d4, e5, h8ish) = (sq(r, 2, 2), sq(r, 3, 3), sq(r, 4, 4), sq(r, 7, 7));
    let mv = capture_text(r, &[&c3, &e5]);
    let d = Diagram::new(*r, &format!("W:W{c3}:BK{d4},{h8ish}"));
    if r.men_capture_kings {
        d.arrow(&[&c3, &e5]).legal(&[&mv]).caption(l.t(
            &format!("Un pion peut prendre une dame : {mv}."),
            &format!("A man may take a king: {mv}."),
        ))
    } else {
        d.forbidden_arrow(&[&c3, &e5]).illegal(&[&mv]).caption(l.t(
            &format!("Un pion ne prend pas une dame : {mv} est interdit."),
            &format!("A man may not take a king: {mv} is not allowed."),
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
            d.arrow(&[&f, &dd, &b]).legal(&[&on]).illegal(&[&stop]).caption(l.t(
                &format!(
                    "Le pion devient dame en {dd} et continue aussitôt la rafle en dame : {on}."
                ),
                &format!(
                    "The man is crowned on {dd} and goes straight on capturing as a king: {on}."
                ),
            ))
        }
        PromotionInCapture::OnlyAtEnd if r.men_capture_backwards => {
            d.arrow(&[&f, &dd, &b]).legal(&[&on]).illegal(&[&stop]).caption(l.t(
                &format!(
                    "Le pion passe par {dd} mais doit repartir en pion (prise vers \
                     l’arrière) : {on}. Il finit en {b} sans être promu."
                ),
                &format!(
                    "The man passes through {dd} but must jump on as a man (a backward \
                     capture): {on}. It ends on {b}, not crowned."
                ),
            ))
        }
        PromotionInCapture::OnlyAtEnd => {
            d.arrow(&[&f, &dd]).legal(&[&stop]).illegal(&[&on]).caption(l.t(
                &format!(
                    "Le pion ne peut pas prendre en arrière : sa rafle s’arrête en {dd}, où il \
                 devient dame ({stop})."
                ),
                &format!(
                    "The man cannot capture backwards: its capture ends on {dd}, where it is \
                 crowned ({stop})."
                ),
            ))
        }
        PromotionInCapture::EndsMove => {
            d.arrow(&[&f, &dd]).forbidden_arrow(&[&dd, &b]).legal(&[&stop]).illegal(&[&on]).caption(
                l.t(
                    &format!("Le pion devient dame en {dd} et son coup s’arrête là : {stop}."),
                    &format!("The man is crowned on {dd} and its move ends there: {stop}."),
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
        d.forbidden_arrow(&[&g3, &h4]).illegal(&[&quiet]).caption(l.t(
            &format!("La prise est obligatoire : {take} doit être joué, {quiet} est interdit."),
            &format!("Capturing is compulsory: {take} must be played, and {quiet} is not allowed."),
        ))
    } else {
        d.arrow(&[&g3, &h4]).legal(&[&quiet]).caption(l.t(
            &format!("La prise est facultative : {take} ou {quiet}, au choix."),
            &format!("Capturing is optional: {take} or {quiet}, as you like."),
        ))
    }
}
