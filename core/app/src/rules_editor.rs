//! The custom-rules editor, as data: every knob a player may change, with
//! its label, what it means, and its choices, in French and English. A UI
//! lists [`knobs`] and calls [`set_knob`]; it decides nothing itself. The
//! rules page of the result ([`crate::tutorial::custom_rules_page`]) shows
//! what the change does.

use crate::tutorial::facts;
use draughts_game::Lang;
use draughts_rules::{
    BoardSize, Color, DrawRule, Precedence, PromotionInCapture, Removal, Rules, RulesError,
};

/// The knobs of the editor, in the order it shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KnobId {
    /// The board size.
    Board,
    /// Who moves first.
    First,
    /// Whether men capture backwards.
    MenCaptureBackwards,
    /// Whether kings fly (move any distance).
    FlyingKings,
    /// Whether capturing is compulsory.
    CaptureCompulsory,
    /// Which capture must be chosen (most pieces, most kings, ...).
    Precedence,
    /// Whether men may capture kings.
    MenCaptureKings,
    /// When a man crowns mid-capture.
    Promotion,
    /// When captured pieces are removed (at once or at the end).
    Removal,
    /// The move-count draw rule.
    DrawCounter,
    /// How many repetitions draw.
    Repetition,
}

impl KnobId {
    /// Every knob, in the order the editor shows them.
    pub const ALL: [KnobId; 11] = [
        KnobId::Board,
        KnobId::First,
        KnobId::MenCaptureBackwards,
        KnobId::FlyingKings,
        KnobId::CaptureCompulsory,
        KnobId::Precedence,
        KnobId::MenCaptureKings,
        KnobId::Promotion,
        KnobId::Removal,
        KnobId::DrawCounter,
        KnobId::Repetition,
    ];
}

/// One knob as the editor shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knob {
    /// Which knob.
    pub id: KnobId,
    /// Its name, in the editor's language.
    pub label: String,
    /// What the knob means, in a sentence or two.
    pub explanation: String,
    /// The choices' labels.
    pub choices: Vec<String>,
    /// The choice the rules hold now.
    pub current: usize,
}

/// Numbers of moves offered for the simple no-progress counter.
const DRAW_MOVES: [u16; 7] = [10, 15, 20, 25, 30, 40, 50];

/// The rules with choice `i` of a knob applied (unchecked). Choice 0 of the
/// draw counter is the base preset's official rule.
fn apply(r: &Rules, id: KnobId, i: usize) -> Option<Rules> {
    if i >= choice_count(id) {
        return None;
    }
    let mut n = *r;
    // Yes/no knobs: choice 0 is yes.
    let yes = i == 0;
    match id {
        KnobId::Board => {
            n.board = [BoardSize::Eight, BoardSize::Ten].get(i).copied()?;
            n.start_rows = n.board.side() / 2 - 1;
            // The 8×8 federation draw rules do not fit a 10×10 board.
            if matches!(n.draw, DrawRule::Russian2022 | DrawRule::Fmjd64)
                && n.board == BoardSize::Ten
            {
                n.draw = DrawRule::NoProgress { moves: 25 };
            }
        }
        KnobId::First => n.first = [Color::White, Color::Black].get(i).copied()?,
        KnobId::MenCaptureBackwards => n.men_capture_backwards = yes,
        KnobId::FlyingKings => n.flying_kings = yes,
        KnobId::CaptureCompulsory => {
            n.capture_compulsory = yes;
            // Priorities need compulsion: optional capture is a free choice.
            if !yes {
                n.precedence = Precedence::Free;
            }
        }
        KnobId::Precedence => {
            n.precedence = [
                Precedence::Free,
                Precedence::MostPieces,
                Precedence::MostPiecesThenKings,
                Precedence::Italian,
                Precedence::KingFirst,
            ]
            .get(i)
            .copied()?
        }
        KnobId::MenCaptureKings => n.men_capture_kings = yes,
        KnobId::Promotion => {
            n.promotion = [
                PromotionInCapture::OnlyAtEnd,
                PromotionInCapture::ContinueAsKing,
                PromotionInCapture::EndsMove,
            ]
            .get(i)
            .copied()?
        }
        KnobId::Removal => n.removal = [Removal::EndOfMove, Removal::Immediate].get(i).copied()?,
        KnobId::DrawCounter => {
            n.draw = match i {
                0 => Rules::preset(r.base).draw,
                _ => DrawRule::NoProgress { moves: *DRAW_MOVES.get(i - 1)? },
            };
            if matches!(n.draw, DrawRule::Russian2022 | DrawRule::Fmjd64)
                && n.board == BoardSize::Ten
            {
                return None;
            }
        }
        KnobId::Repetition => n.repetition = [3u8, 4].get(i).copied()?,
    }
    Some(n)
}

fn choice_count(id: KnobId) -> usize {
    match id {
        KnobId::Precedence => 5,
        KnobId::Promotion => 3,
        KnobId::DrawCounter => 1 + DRAW_MOVES.len(),
        _ => 2,
    }
}

fn choice_label(r: &Rules, id: KnobId, i: usize, l: Lang) -> String {
    let Some(n) = apply(r, id, i) else { return String::new() };
    let yn = |b: bool| l.t(if b { "oui" } else { "non" }, if b { "yes" } else { "no" });
    match id {
        KnobId::Board => facts::board_cell(&n),
        KnobId::First => facts::first_cell(&n, l),
        KnobId::MenCaptureBackwards => yn(n.men_capture_backwards),
        KnobId::FlyingKings => facts::kings_cell(&n, l),
        KnobId::CaptureCompulsory => yn(n.capture_compulsory),
        KnobId::Precedence => facts::precedence_cell(&Rules { capture_compulsory: true, ..n }, l),
        KnobId::MenCaptureKings => yn(n.men_capture_kings),
        KnobId::Promotion => facts::promotion_cell(&n, l),
        KnobId::Removal => match n.removal {
            Removal::EndOfMove => l.t(
                "à la fin de la rafle (coup turc)",
                "when the multi-capture ends (Turkish strike)",
            ),
            Removal::Immediate => l.t("aussitôt", "at once"),
        },
        KnobId::DrawCounter if i == 0 => l.t(
            &format!("règle officielle : {}", facts::draw_cell(&n, l)),
            &format!("official rule: {}", facts::draw_cell(&n, l)),
        ),
        KnobId::DrawCounter => facts::draw_cell(&n, l),
        KnobId::Repetition => {
            l.t(&format!("{}e fois", n.repetition), &format!("{} times", n.repetition))
        }
    }
}

/// The label and the one-line explanation of a knob.
// Long on purpose: one arm per knob, each only its two sentences in both
// languages; there is no logic to split out.
fn label_and_explanation(id: KnobId, l: Lang) -> (String, String) {
    match id {
        KnobId::Board => (
            l.t("Damier", "Board"),
            l.t(
                "8×8, avec trois rangées de pions de chaque côté, ou 10×10, avec quatre.",
                "8×8 with three rows of men a side, or 10×10 with four.",
            ),
        ),
        KnobId::First => (
            l.t("Qui commence", "Moves first"),
            l.t("Le camp qui joue le premier coup.", "The side that makes the first move."),
        ),
        KnobId::MenCaptureBackwards => (
            l.t("Les pions prennent en arrière", "Men capture backwards"),
            l.t(
                "Un pion n’avance que vers l’avant, mais peut-il sauter une pièce qui est \
                 derrière lui ?",
                "A man only steps forwards, but may it jump a piece behind it?",
            ),
        ),
        KnobId::FlyingKings => (
            l.t("Dames", "Kings"),
            l.t(
                "Une dame volante file sur toute une diagonale libre et prend de loin ; \
                 sinon, elle ne fait qu’un pas, dans n’importe quelle direction.",
                "A flying king runs along any open diagonal and captures from a distance; \
                 otherwise it moves one step, in any of the four directions.",
            ),
        ),
        KnobId::CaptureCompulsory => (
            l.t("Prise obligatoire", "Compulsory capture"),
            l.t(
                "Si une prise est possible, faut-il la jouer ? Sans obligation, chacun \
                 choisit de prendre ou non.",
                "If a capture is possible, must it be played? If not, each player may choose \
                 not to capture.",
            ),
        ),
        KnobId::Precedence => (
            l.t("Priorité de prise", "Capture priority"),
            l.t(
                "Entre plusieurs prises possibles : choix libre, celle qui rapporte le plus \
                 de pièces, ou les priorités espagnoles, italiennes ou tchèques.",
                "When several captures are possible: free choice, the one taking the most \
                 pieces, or the Spanish, Italian or Czech priorities.",
            ),
        ),
        KnobId::MenCaptureKings => (
            l.t("Les pions prennent les dames", "Men may take kings"),
            l.t(
                "Aux dames italiennes, un pion n’a pas le droit de sauter une dame.",
                "In Italian draughts a man may not jump a king.",
            ),
        ),
        KnobId::Promotion => (
            l.t("Promotion en pleine rafle", "Promotion during a capture"),
            l.t(
                "Quand un pion touche la dernière rangée au cours d’une rafle, il peut rester \
                 pion s’il repart, devenir dame et continuer, ou devenir dame et s’arrêter.",
                "A man that reaches the far row during a multi-capture: it stays a man if it \
                 jumps on, is crowned and goes on, or is crowned and stops.",
            ),
        ),
        KnobId::Removal => (
            l.t("Retrait des pièces prises", "Removal of captured pieces"),
            l.t(
                "Retirées en fin de rafle, les pièces prises barrent le passage jusque-là ; \
                 retirées aussitôt, elles laissent une dame volante repasser sur leurs cases.",
                "Removed when the multi-capture ends, captured pieces block the way until \
                 then; removed at once, they let a flying king cross their squares again.",
            ),
        ),
        KnobId::DrawCounter => (
            l.t("Nulle sans progrès", "No-progress draw"),
            l.t(
                "La règle officielle de la variante de départ, ou un compteur simple : la \
                 partie est nulle si chaque camp joue N coups sans prendre ni bouger un pion.",
                "The starting variant’s official rule, or a simple counter: a draw after N \
                 moves by each side with no capture and no man move.",
            ),
        ),
        KnobId::Repetition => (
            l.t("Nulle par répétition", "Draw by repetition"),
            l.t(
                "Nulle quand une position revient ce nombre de fois, chaque fois avec le même \
                 camp au trait.",
                "The game is drawn when the same position, with the same side to move, comes \
                 back this many times.",
            ),
        ),
    }
}

/// Every knob of the editor for these rules, in `l`.
pub fn knobs(r: &Rules, l: Lang) -> Vec<Knob> {
    KnobId::ALL
        .iter()
        .map(|&id| {
            let (label, explanation) = label_and_explanation(id, l);
            let n = choice_count(id);
            let choices: Vec<String> = (0..n).map(|i| choice_label(r, id, i, l)).collect();
            let current = (0..n)
                .find(|&i| apply(r, id, i).is_some_and(|x| knob_value_eq(&x, r, id)))
                .unwrap_or(0);
            Knob { id, label, explanation, choices, current }
        })
        .collect()
}

fn knob_value_eq(a: &Rules, b: &Rules, id: KnobId) -> bool {
    match id {
        KnobId::Board => a.board == b.board,
        KnobId::First => a.first == b.first,
        KnobId::MenCaptureBackwards => a.men_capture_backwards == b.men_capture_backwards,
        KnobId::FlyingKings => a.flying_kings == b.flying_kings,
        KnobId::CaptureCompulsory => a.capture_compulsory == b.capture_compulsory,
        KnobId::Precedence => a.precedence == b.precedence,
        KnobId::MenCaptureKings => a.men_capture_kings == b.men_capture_kings,
        KnobId::Promotion => a.promotion == b.promotion,
        KnobId::Removal => a.removal == b.removal,
        KnobId::DrawCounter => a.draw == b.draw,
        KnobId::Repetition => a.repetition == b.repetition,
    }
}

/// The rules with one knob changed, checked. An impossible combination is
/// refused with the reason (for example a priority without compulsory capture).
pub fn set_knob(r: &Rules, id: KnobId, choice: usize) -> Result<Rules, KnobError> {
    let n = apply(r, id, choice).ok_or(KnobError::NoSuchChoice { knob: id, choice })?;
    n.validate()?;
    Ok(n)
}

/// Why [`set_knob`] refused a change.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KnobError {
    /// The knob has no choice with this index (a UI bug, not a player's).
    /// A choice number past the knob's choices.
    #[error("{knob:?}: there is no choice number {choice}")]
    NoSuchChoice {
        /// The knob.
        knob: KnobId,
        /// The number asked for.
        choice: usize,
    },
    /// The change makes a combination that makes no sense.
    #[error(transparent)]
    Rules(#[from] RulesError),
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts_rules::Variant;

    #[test]
    fn every_preset_shows_its_own_values_as_current() {
        for v in Variant::ALL {
            let r = v.rules();
            for k in knobs(&r, Lang::En) {
                assert_eq!(
                    set_knob(&r, k.id, k.current),
                    Ok(r),
                    "{v}: {:?} current choice must leave the rules unchanged",
                    k.id
                );
                assert!(k.choices.iter().all(|c| !c.is_empty()), "{v} {:?}", k.id);
                assert_eq!(k.choices.len(), choice_count(k.id));
            }
        }
    }

    #[test]
    fn changing_a_knob_makes_custom_rules_and_shows_the_new_choice() {
        let r = Rules::russian();
        let n = set_knob(&r, KnobId::FlyingKings, 1).unwrap();
        assert!(!n.flying_kings && n.is_custom());
        let k = knobs(&n, Lang::Fr).into_iter().find(|k| k.id == KnobId::FlyingKings).unwrap();
        assert_eq!(k.current, 1);
        assert_eq!(k.choices[k.current], "Une case");
        // Back to the preset value: official again.
        assert_eq!(set_knob(&n, KnobId::FlyingKings, 0).unwrap().variant(), Some(Variant::Russian));
    }

    #[test]
    fn the_board_knob_keeps_the_rules_valid() {
        let ten = set_knob(&Rules::russian(), KnobId::Board, 1).unwrap();
        assert_eq!(
            (ten.board, ten.start_rows, ten.draw),
            (BoardSize::Ten, 4, DrawRule::NoProgress { moves: 25 })
        );
        let eight = set_knob(&Rules::international(), KnobId::Board, 0).unwrap();
        assert_eq!((eight.board, eight.start_rows), (BoardSize::Eight, 3));
    }

    #[test]
    fn impossible_combinations_are_refused_with_a_reason() {
        let free = set_knob(&Rules::international(), KnobId::CaptureCompulsory, 1).unwrap();
        assert_eq!(free.precedence, Precedence::Free);
        let e = set_knob(&free, KnobId::Precedence, 1).unwrap_err();
        assert!(e.to_string().contains("compulsory"), "{e}");
        assert!(set_knob(&Rules::english(), KnobId::Precedence, 9).is_err());
    }
}
