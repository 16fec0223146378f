//! Stateless functions: variants, rule sets, squares, FEN, legal moves.
//! Each is a thin call into the core.

use crate::error::{argument, guard, Result};
use crate::inputs::Language;
use crate::types::{move_info, square, MoveInfo, PlacedPiece, RuleSet, Side, Variant, VariantInfo};

/// The version of the draughts core and bindings (the crate version).
#[uniffi::export]
pub fn core_version() -> Result<String> {
    guard(|| Ok(env!("CARGO_PKG_VERSION").to_string()))
}

/// The seven official variants, in the order the app lists them, with
/// names and a summary of their rules in `language`.
#[uniffi::export]
pub fn variants(language: Language) -> Result<Vec<VariantInfo>> {
    guard(|| Ok(draughts_rules::Variant::ALL.iter().map(|&v| variant_info(v, language)).collect()))
}

fn variant_info(v: draughts_rules::Variant, language: Language) -> VariantInfo {
    let l = language.into();
    let rules = draughts_rules::Rules::preset(v);
    VariantInfo {
        variant: v.into(),
        id: v.name().to_string(),
        pdn_game_type: v.game_type(),
        name: draughts_app::tutorial::variant_name(v, l),
        short_name: draughts_app::tutorial::variant_short_name(v, l),
        tagline: draughts_app::tutorial::variant_tagline(v, l),
        summary: draughts_app::tutorial::rule_sentences(&rules, l)
            .iter()
            .map(|t| crate::tutorial::spans(&draughts_app::tutorial::spans(t)))
            .collect(),
        rules: rules.into(),
    }
}

/// The exact rules of an official variant.
#[uniffi::export]
pub fn preset_rules(variant: Variant) -> Result<RuleSet> {
    guard(|| Ok(draughts_rules::Rules::preset(variant.into()).into()))
}

/// Checks a custom rule set; the error (`Other`) says which knob is wrong.
#[uniffi::export]
pub fn validate_rules(rules: RuleSet) -> Result<()> {
    guard(|| rules.to_core().map(|_| ()))
}

/// The PDN GameType tag value of a rule set (`20` for International, or a
/// full custom GameType string).
#[uniffi::export]
pub fn pdn_game_type(rules: RuleSet) -> Result<String> {
    guard(|| Ok(rules.to_core()?.pdn_game_type()))
}

/// The name of a square in the variant's notation (`32`, `c3`).
#[uniffi::export]
pub fn square_name(rules: RuleSet, square_index: u32) -> Result<String> {
    guard(|| {
        let r = rules.to_core()?;
        Ok(r.square_name(square(&r, square_index)?))
    })
}

/// Reads a square written as a number or a coordinate; `Other` if it is not
/// a playing square of this board.
#[uniffi::export]
pub fn parse_square(rules: RuleSet, text: String) -> Result<u32> {
    guard(|| {
        let r = rules.to_core()?;
        r.parse_square(&text)
            .map(|s| s.0.into())
            .ok_or_else(|| argument(format!("`{text}` is not a playing square of this board")))
    })
}

/// A position as plain data: what a board widget draws.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PositionInfo {
    /// The position's FEN, normalized.
    pub fen: String,
    /// The side to move.
    pub turn: Side,
    /// Every piece on the board.
    pub pieces: Vec<PlacedPiece>,
    /// Every legal move for the side to move (empty: that side has lost).
    pub legal_moves: Vec<MoveInfo>,
}

fn position_info(r: &draughts_rules::Rules, pos: &draughts_rules::Position) -> PositionInfo {
    PositionInfo {
        fen: pos.to_fen(r),
        turn: pos.turn().into(),
        pieces: pos
            .pieces(r)
            .into_iter()
            .map(|(s, p)| PlacedPiece {
                square: s.0.into(),
                side: p.color.into(),
                kind: p.kind.into(),
            })
            .collect(),
        legal_moves: draughts_app::LegalMove::all(&pos.legal_moves(r), r)
            .iter()
            .map(move_info)
            .collect(),
    }
}

/// The starting position of a rule set.
#[uniffi::export]
pub fn start_position(rules: RuleSet) -> Result<PositionInfo> {
    guard(|| {
        let r = rules.to_core()?;
        Ok(position_info(&r, &draughts_rules::Position::start(&r)))
    })
}

/// Reads a FEN (`W:W31-50:B1-20`); `InvalidFen` says what is wrong and where.
#[uniffi::export]
pub fn position_from_fen(rules: RuleSet, fen: String) -> Result<PositionInfo> {
    guard(|| {
        let r = rules.to_core()?;
        Ok(position_info(&r, &draughts_rules::Position::from_fen(&r, &fen)?))
    })
}

/// Plays a move written in notation on a FEN position and returns the new
/// position. `IllegalMove` or `AmbiguousMove` (with the candidates) if it
/// cannot be played.
#[uniffi::export]
pub fn play_move_text(rules: RuleSet, fen: String, text: String) -> Result<PositionInfo> {
    guard(|| {
        let r = rules.to_core()?;
        let pos = draughts_rules::Position::from_fen(&r, &fen)?;
        let m = pos.parse_move(&r, &text)?;
        Ok(position_info(&r, &pos.play(&m)))
    })
}

/// A knob of the custom-rules editor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum RuleKnobId {
    /// 8×8 or 10×10.
    Board,
    /// The side that moves first.
    First,
    /// Men capture backwards.
    MenCaptureBackwards,
    /// Flying or one-square kings.
    FlyingKings,
    /// Capture compulsory or optional.
    CaptureCompulsory,
    /// Which capture when several are possible.
    Precedence,
    /// Men may take kings.
    MenCaptureKings,
    /// A man reaching the far row during a capture.
    Promotion,
    /// When captured pieces leave the board.
    Removal,
    /// The no-progress draw rule.
    DrawCounter,
    /// The occurrence of a position that draws.
    Repetition,
}

impl From<RuleKnobId> for draughts_app::rules_editor::KnobId {
    fn from(k: RuleKnobId) -> Self {
        use draughts_app::rules_editor::KnobId as K;
        match k {
            RuleKnobId::Board => K::Board,
            RuleKnobId::First => K::First,
            RuleKnobId::MenCaptureBackwards => K::MenCaptureBackwards,
            RuleKnobId::FlyingKings => K::FlyingKings,
            RuleKnobId::CaptureCompulsory => K::CaptureCompulsory,
            RuleKnobId::Precedence => K::Precedence,
            RuleKnobId::MenCaptureKings => K::MenCaptureKings,
            RuleKnobId::Promotion => K::Promotion,
            RuleKnobId::Removal => K::Removal,
            RuleKnobId::DrawCounter => K::DrawCounter,
            RuleKnobId::Repetition => K::Repetition,
        }
    }
}

impl From<draughts_app::rules_editor::KnobId> for RuleKnobId {
    fn from(k: draughts_app::rules_editor::KnobId) -> Self {
        use draughts_app::rules_editor::KnobId as K;
        match k {
            K::Board => RuleKnobId::Board,
            K::First => RuleKnobId::First,
            K::MenCaptureBackwards => RuleKnobId::MenCaptureBackwards,
            K::FlyingKings => RuleKnobId::FlyingKings,
            K::CaptureCompulsory => RuleKnobId::CaptureCompulsory,
            K::Precedence => RuleKnobId::Precedence,
            K::MenCaptureKings => RuleKnobId::MenCaptureKings,
            K::Promotion => RuleKnobId::Promotion,
            K::Removal => RuleKnobId::Removal,
            K::DrawCounter => RuleKnobId::DrawCounter,
            K::Repetition => RuleKnobId::Repetition,
        }
    }
}

/// One knob of the custom-rules editor, as the editor shows it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct RuleKnob {
    /// Which knob (pass it back to [`set_rule_knob`]).
    pub id: RuleKnobId,
    /// Its label ("Flying kings").
    pub label: String,
    /// What it means, in a sentence or two.
    pub explanation: String,
    /// The labels of its choices.
    pub choices: Vec<String>,
    /// The index of the choice the rules hold now.
    pub current: u32,
}

/// Every knob of the custom-rules editor for `rules`, in `language`.
#[uniffi::export]
pub fn rule_knobs(rules: RuleSet, language: Language) -> Result<Vec<RuleKnob>> {
    guard(|| {
        let r = rules.to_core()?;
        Ok(draughts_app::rules_editor::knobs(&r, language.into())
            .into_iter()
            .map(|k| RuleKnob {
                id: k.id.into(),
                label: k.label,
                explanation: k.explanation,
                choices: k.choices,
                current: k.current as u32,
            })
            .collect())
    })
}

/// The rules with one knob set to choice `choice`, checked; `Other` with
/// the reason when the combination makes no sense.
#[uniffi::export]
pub fn set_rule_knob(rules: RuleSet, knob: RuleKnobId, choice: u32) -> Result<RuleSet> {
    guard(|| {
        let r = rules.to_core()?;
        draughts_app::rules_editor::set_knob(&r, knob.into(), choice as usize)
            .map(Into::into)
            .map_err(|e| argument(format!("{e}")))
    })
}
