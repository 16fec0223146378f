//! The custom-rules editor, as data: every knob a player may change, with
//! its label, what it means, and its choices, worded by the `editor`
//! catalogue. A UI
//! lists [`knobs`] and calls [`set_knob`]; it decides nothing itself. The
//! rules page of the result ([`crate::tutorial::custom_rules_page`]) shows
//! what the change does.

use crate::i18n::{text, tr};
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
    let yn = |b: bool| text(l, if b { "editor-choice-yes" } else { "editor-choice-no" }).to_owned();
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
            Removal::EndOfMove => text(l, "editor-choice-label-when-multi-capture").to_owned(),
            Removal::Immediate => text(l, "editor-choice-label-at-once").to_owned(),
        },
        KnobId::DrawCounter if i == 0 => tr(
            l,
            "editor-choice-label-official-rule",
            &[("draw_cell", facts::draw_cell(&n, l).into())],
        ),
        KnobId::DrawCounter => facts::draw_cell(&n, l),
        KnobId::Repetition => {
            tr(l, "editor-choice-label-times", &[("repetition", n.repetition.into())])
        }
    }
}

/// The label and the one-line explanation of a knob.
// Long on purpose: one arm per knob, each only its two sentences in both
// languages; there is no logic to split out.
fn label_and_explanation(id: KnobId, l: Lang) -> (String, String) {
    match id {
        KnobId::Board => (
            text(l, "editor-label-and-explanation-board").to_owned(),
            text(l, "editor-label-and-explanation-8-8-with").to_owned(),
        ),
        KnobId::First => (
            text(l, "editor-label-and-explanation-moves-first").to_owned(),
            text(l, "editor-label-and-explanation-side-that-makes").to_owned(),
        ),
        KnobId::MenCaptureBackwards => (
            text(l, "editor-label-and-explanation-men-capture-backwards").to_owned(),
            text(l, "editor-label-and-explanation-man-only-steps").to_owned(),
        ),
        KnobId::FlyingKings => (
            text(l, "editor-label-and-explanation-kings").to_owned(),
            text(l, "editor-label-and-explanation-flying-king-runs").to_owned(),
        ),
        KnobId::CaptureCompulsory => (
            text(l, "editor-label-and-explanation-compulsory-capture").to_owned(),
            text(l, "editor-label-and-explanation-if-capture-possible").to_owned(),
        ),
        KnobId::Precedence => (
            text(l, "editor-label-and-explanation-capture-priority").to_owned(),
            text(l, "editor-label-and-explanation-when-several-captures").to_owned(),
        ),
        KnobId::MenCaptureKings => (
            text(l, "editor-label-and-explanation-men-may-take").to_owned(),
            text(l, "editor-label-and-explanation-italian-draughts-man").to_owned(),
        ),
        KnobId::Promotion => (
            text(l, "editor-label-and-explanation-promotion-during-capture").to_owned(),
            text(l, "editor-label-and-explanation-man-that-reaches").to_owned(),
        ),
        KnobId::Removal => (
            text(l, "editor-label-and-explanation-removal-captured-pieces").to_owned(),
            text(l, "editor-label-and-explanation-removed-when-multi").to_owned(),
        ),
        KnobId::DrawCounter => (
            text(l, "editor-label-and-explanation-no-progress-draw").to_owned(),
            text(l, "editor-label-and-explanation-starting-variants-official").to_owned(),
        ),
        KnobId::Repetition => (
            text(l, "editor-label-and-explanation-draw-by-repetition").to_owned(),
            text(l, "editor-label-and-explanation-game-drawn-when").to_owned(),
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
