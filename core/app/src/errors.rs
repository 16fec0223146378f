//! The errors a player may see, worded in their language. The core's error
//! types stay codes with their arguments (their `Display` is the English
//! wording for logs and the command line's tools); [`Worded`] turns each
//! into a sentence of the `errors` catalogue.
//!
//! Free text an error carries from deeper down (a JSON parser's message) is
//! quoted as it is. The reason a move is refused is a code
//! ([`SyntaxProblem`], [`IllegalReason`]) worded like the rest.

use crate::i18n::{text, tr};
use crate::texts::color_name;
use crate::tutorial::facts::{precedence_cell, variant_name};
use crate::{ActionError, PdnContextError};
use draughts_game::pdn::{PdnError, PdnErrorKind, PdnWarning, PdnWarningKind, Unclosed};
use draughts_game::save::SaveError;
use draughts_game::{GameError, Lang, Outcome};
use draughts_rules::{
    echo, DrawProblem, FenError, IllegalReason, MoveError, Numbering, Rules, RulesError,
    SetupError, SyntaxProblem,
};
use fluent_bundle::FluentValue;

/// An error worded for the player, in a language.
pub trait Worded {
    /// The sentence that says what went wrong, in `lang`.
    fn worded(&self, lang: Lang) -> String;
}

fn quoted(s: &str) -> FluentValue<'static> {
    FluentValue::from(echo(s))
}

impl Worded for draughts_game::clock::ClockParseError {
    fn worded(&self, lang: Lang) -> String {
        use draughts_game::clock::ClockParseError as E;
        match self {
            E::Empty => text(lang, "errors-clock-empty").to_owned(),
            E::Base(t) => tr(lang, "errors-clock-base", &[("text", quoted(t))]),
            E::Extra(t) => tr(lang, "errors-clock-extra", &[("text", quoted(t))]),
            E::ZeroBase => text(lang, "errors-clock-zero-base").to_owned(),
            E::BaseTooLong => text(lang, "errors-clock-base-too-long").to_owned(),
            E::ExtraTooLong => text(lang, "errors-clock-extra-too-long").to_owned(),
            E::NoKind => text(lang, "errors-clock-no-kind").to_owned(),
        }
    }
}

impl Worded for MoveError {
    fn worded(&self, lang: Lang) -> String {
        match self {
            MoveError::Syntax { text, why } => tr(
                lang,
                "errors-move-syntax",
                &[("text", quoted(text)), ("why", why.worded(lang).into())],
            ),
            MoveError::Illegal { text, why } => tr(
                lang,
                "errors-move-illegal",
                &[("text", quoted(text)), ("why", why.worded(lang).into())],
            ),
            MoveError::Ambiguous { text, candidates } => tr(
                lang,
                "errors-move-ambiguous",
                &[("text", quoted(text)), ("candidates", candidates.join(", ").into())],
            ),
        }
    }
}

/// Items of which any one will do, in the language's words: "27, 28 or 33"
/// (English keeps the core's "27, 28, 33").
fn or_list(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            format!("{}{}{last}", init.join(", "), text(lang, "errors-move-why-list-or"))
        }
    }
}

impl Worded for SyntaxProblem {
    fn worded(&self, lang: Lang) -> String {
        let plain = |id| text(lang, id).to_owned();
        match self {
            SyntaxProblem::Empty => plain("errors-move-why-empty"),
            SyntaxProblem::MixedSeparators => plain("errors-move-why-mixed-separators"),
            SyntaxProblem::NoSquares => plain("errors-move-why-no-squares"),
            SyntaxProblem::TooFewSquares => plain("errors-move-why-too-few-squares"),
            SyntaxProblem::IntermediateNotCapture => {
                plain("errors-move-why-intermediate-not-capture")
            }
            SyntaxProblem::MissingSquare => plain("errors-move-why-missing-square"),
            SyntaxProblem::NotASquare(part) => {
                tr(lang, "errors-move-why-not-a-square", &[("text", quoted(part))])
            }
            SyntaxProblem::NotAPlayingSquare(part) => {
                tr(lang, "errors-move-why-not-a-playing-square", &[("text", quoted(part))])
            }
        }
    }
}

impl Worded for IllegalReason {
    fn worded(&self, lang: Lang) -> String {
        let on = |id, square: &String| tr(lang, id, &[("square", square.as_str().into())]);
        match self {
            IllegalReason::Empty { square } => on("errors-move-why-square-empty", square),
            IllegalReason::NotYours { square } => on("errors-move-why-not-yours", square),
            IllegalReason::MustCapture { capturers } => tr(
                lang,
                "errors-move-why-must-capture",
                &[
                    ("capturers", or_list(capturers, lang).into()),
                    ("count", capturers.len().into()),
                ],
            ),
            IllegalReason::CannotMove { square } => on("errors-move-why-cannot-move", square),
            IllegalReason::LegalFrom { square, moves } => tr(
                lang,
                "errors-move-why-legal-from",
                &[
                    ("square", square.as_str().into()),
                    ("moves", or_list(moves, lang).into()),
                    ("count", moves.len().into()),
                ],
            ),
            IllegalReason::NotALegalCapture => {
                text(lang, "errors-move-why-not-a-legal-capture").to_owned()
            }
            IllegalReason::NotLegalHere => text(lang, "errors-move-why-not-legal-here").to_owned(),
        }
    }
}

impl Worded for GameError {
    fn worded(&self, lang: Lang) -> String {
        match self {
            GameError::GameOver(r) => {
                let outcome = match r.outcome {
                    Outcome::WhiteWins => "white",
                    Outcome::BlackWins => "black",
                    Outcome::Draw => "draw",
                };
                tr(lang, "errors-game-over", &[("outcome", outcome.into())])
            }
            GameError::Move(e) => e.worded(lang),
            GameError::NoDrawOffer => text(lang, "errors-game-no-draw-offer").to_owned(),
            GameError::OwnDrawOffer(c) => {
                tr(lang, "errors-game-own-draw-offer", &[("side", color_name(*c, lang).into())])
            }
        }
    }
}

impl Worded for ActionError {
    fn worded(&self, lang: Lang) -> String {
        match self {
            ActionError::Game(e) => e.worded(lang),
            ActionError::NoPerson => text(lang, "errors-action-no-person").to_owned(),
            ActionError::BotToMove => text(lang, "errors-action-bot-to-move").to_owned(),
            ActionError::OfferPending => text(lang, "errors-action-offer-pending").to_owned(),
            ActionError::NoTakeback => text(lang, "errors-action-no-takeback").to_owned(),
            ActionError::PastTheEnd { plies } => {
                tr(lang, "errors-action-past-the-end", &[("plies", (*plies).into())])
            }
        }
    }
}

impl Worded for SetupError {
    fn worded(&self, lang: Lang) -> String {
        match self {
            SetupError::Twice(square) => {
                tr(lang, "errors-setup-twice", &[("square", square.as_str().into())])
            }
            SetupError::TooMany { color, count, max } => tr(
                lang,
                "errors-setup-too-many",
                &[
                    ("side", color_name(*color, lang).into()),
                    ("count", (*count).into()),
                    ("max", (*max).into()),
                ],
            ),
            SetupError::ManOnPromotionRow { color, square } => tr(
                lang,
                "errors-setup-man-on-promotion-row",
                &[("side", color_name(*color, lang).into()), ("square", square.as_str().into())],
            ),
        }
    }
}

impl Worded for FenError {
    fn worded(&self, lang: Lang) -> String {
        let at = |id, col: &usize, extra: &[(&'static str, FluentValue<'static>)]| {
            let mut args = vec![("col", FluentValue::from(*col))];
            args.extend(extra.iter().cloned());
            tr(lang, id, &args)
        };
        match self {
            FenError::Empty => text(lang, "errors-fen-empty").to_owned(),
            FenError::Turn { col, found } => {
                at("errors-fen-turn", col, &[("found", quoted(found))])
            }
            FenError::Section { col, found } => {
                at("errors-fen-section", col, &[("found", quoted(found))])
            }
            FenError::EmptySection { col } => at("errors-fen-empty-section", col, &[]),
            FenError::MissingSquare { col } => at("errors-fen-missing-square", col, &[]),
            FenError::SectionTwice { col, color } => {
                at("errors-fen-section-twice", col, &[("side", color_name(*color, lang).into())])
            }
            FenError::BadSquare { col, text } => {
                at("errors-fen-bad-square", col, &[("text", quoted(text))])
            }
            FenError::OutOfRange { col, text, max } => at(
                "errors-fen-out-of-range",
                col,
                &[("text", quoted(text)), ("max", (*max).into())],
            ),
            FenError::BadRange { col, text } => {
                at("errors-fen-bad-range", col, &[("text", quoted(text))])
            }
            FenError::Garbage { col, text } => {
                at("errors-fen-garbage", col, &[("text", quoted(text))])
            }
            FenError::Illegal(e) => {
                tr(lang, "errors-fen-illegal", &[("why", e.worded(lang).into())])
            }
        }
    }
}

impl Worded for SaveError {
    fn worded(&self, lang: Lang) -> String {
        let with = |id, why: &str| tr(lang, id, &[("why", quoted(why))]);
        match self {
            SaveError::NotJson(why) => with("errors-save-not-json", why),
            SaveError::Format(format) => with("errors-save-format", format),
            SaveError::FutureVersion { found, supported } => tr(
                lang,
                "errors-save-future-version",
                &[("found", (*found).into()), ("supported", (*supported).into())],
            ),
            SaveError::Invalid(why) => with("errors-save-invalid", why),
            SaveError::Checksum => text(lang, "errors-save-checksum").to_owned(),
            SaveError::Rules(why) => with("errors-save-rules", why),
            SaveError::Start(why) => with("errors-save-start", why),
            SaveError::Player(why) => with("errors-save-player", why),
            SaveError::Replay { ply, text, why } => tr(
                lang,
                "errors-save-replay",
                &[("ply", (*ply).into()), ("text", quoted(text)), ("why", why.worded(lang).into())],
            ),
        }
    }
}

impl Worded for PdnContextError {
    fn worded(&self, lang: Lang) -> String {
        match self {
            PdnContextError::Date(date) => {
                tr(lang, "errors-pdn-context-date", &[("date", quoted(date))])
            }
        }
    }
}

/// A PDN error or warning of a game of a file: "game 2, line 14: …".
fn pdn_at(lang: Lang, game: usize, line: usize, what: String) -> String {
    tr(
        lang,
        "errors-pdn-at",
        &[("game", game.into()), ("line", line.into()), ("what", what.into())],
    )
}

impl Worded for PdnError {
    fn worded(&self, lang: Lang) -> String {
        pdn_at(lang, self.game, self.line, self.kind.worded(lang))
    }
}

impl Worded for PdnWarning {
    fn worded(&self, lang: Lang) -> String {
        pdn_at(lang, self.game, self.line, self.kind.worded(lang))
    }
}

impl Worded for PdnErrorKind {
    fn worded(&self, lang: Lang) -> String {
        let with = |id, text: &str| tr(lang, id, &[("text", quoted(text))]);
        match self {
            PdnErrorKind::UnknownGameType(t) => with("errors-pdn-unknown-game-type", t),
            PdnErrorKind::BadTag(t) => with("errors-pdn-bad-tag", t),
            PdnErrorKind::BadRules(t) => with("errors-pdn-bad-rules", t),
            PdnErrorKind::BadFen(t) => with("errors-pdn-bad-fen", t),
            PdnErrorKind::Move { number, error } => tr(
                lang,
                "errors-pdn-move",
                &[("number", number.as_str().into()), ("why", error.worded(lang).into())],
            ),
            PdnErrorKind::AfterEnd { number, text, result } => tr(
                lang,
                "errors-pdn-after-end",
                &[
                    ("number", number.as_str().into()),
                    ("text", quoted(text)),
                    ("result", result.as_str().into()),
                ],
            ),
            PdnErrorKind::Unexpected(t) => with("errors-pdn-unexpected", t),
            PdnErrorKind::Unterminated(what) => {
                let what = match what {
                    Unclosed::Comment => "comment",
                    Unclosed::Variation => "variation",
                    Unclosed::TagValue => "tag",
                };
                tr(lang, "errors-pdn-unterminated", &[("what", what.into())])
            }
            PdnErrorKind::UnfinishedCapture { number, text } => tr(
                lang,
                "errors-pdn-unfinished-capture",
                &[("number", number.as_str().into()), ("text", quoted(text))],
            ),
            PdnErrorKind::Strict(w) => {
                tr(lang, "errors-pdn-strict", &[("warning", w.worded(lang).into())])
            }
            PdnErrorKind::Io(why) => tr(lang, "errors-pdn-io", &[("why", why.as_str().into())]),
        }
    }
}

impl Worded for PdnWarningKind {
    fn worded(&self, lang: Lang) -> String {
        match self {
            PdnWarningKind::Latin1 => text(lang, "errors-pdn-latin1").to_owned(),
            PdnWarningKind::MoveNumber { found, expected } => tr(
                lang,
                "errors-pdn-move-number",
                &[("found", quoted(found)), ("expected", expected.as_str().into())],
            ),
            PdnWarningKind::PlayedOn { number, ply, ended } => tr(
                lang,
                "errors-pdn-played-on",
                &[
                    ("number", number.as_str().into()),
                    ("ply", (*ply).into()),
                    ("ended", ended.as_str().into()),
                ],
            ),
            PdnWarningKind::UnknownMove { number, text, plies } => tr(
                lang,
                "errors-pdn-unknown-move",
                &[
                    ("number", number.as_str().into()),
                    ("text", quoted(text)),
                    ("plies", (*plies).into()),
                ],
            ),
            PdnWarningKind::StrayClose => text(lang, "errors-pdn-stray-close").to_owned(),
            PdnWarningKind::NoTerminator => text(lang, "errors-pdn-no-terminator").to_owned(),
            PdnWarningKind::InferredVariant { variant } => tr(
                lang,
                "errors-pdn-inferred-variant",
                &[("variant", variant_name(*variant, lang).into())],
            ),
            PdnWarningKind::AmbiguousCapture { number, text, chosen } => tr(
                lang,
                "errors-pdn-ambiguous-capture",
                &[
                    ("number", number.as_str().into()),
                    ("text", quoted(text)),
                    ("chosen", chosen.as_str().into()),
                ],
            ),
            PdnWarningKind::ManReadAsKing { square } => {
                tr(lang, "errors-pdn-man-read-as-king", &[("square", square.as_str().into())])
            }
            PdnWarningKind::EmptyFen => text(lang, "errors-pdn-empty-fen").to_owned(),
            PdnWarningKind::ResultMismatch { tag, terminator } => tr(
                lang,
                "errors-pdn-result-mismatch",
                &[("tag", quoted(tag)), ("terminator", quoted(terminator))],
            ),
            PdnWarningKind::LoneDot => text(lang, "errors-pdn-lone-dot").to_owned(),
        }
    }
}

/// The rules editor's refusals, in plain words (no names of the code's
/// values: a precedence is named as the rules tables name it).
impl Worded for RulesError {
    fn worded(&self, lang: Lang) -> String {
        match self {
            RulesError::StartRows { rows, side, max } => tr(
                lang,
                "errors-rules-start-rows",
                &[("rows", (*rows).into()), ("side", (*side).into()), ("max", (*max).into())],
            ),
            RulesError::Numbering { numbering, side, .. } => {
                let numbering = match numbering {
                    Numbering::TopLeft => "top-left",
                    Numbering::Italian => "italian",
                    Numbering::Spanish => "spanish",
                    Numbering::Algebraic => "algebraic",
                };
                tr(
                    lang,
                    "errors-rules-numbering",
                    &[("numbering", numbering.into()), ("side", (*side).into())],
                )
            }
            RulesError::Separator(c) => {
                tr(lang, "errors-rules-separator", &[("separator", quoted(&c.to_string()))])
            }
            RulesError::Repetition(n) => {
                tr(lang, "errors-rules-repetition", &[("count", (*n).into())])
            }
            RulesError::Draw(why) => {
                let rule = match why {
                    DrawProblem::NoProgressZero => "no-progress",
                    DrawProblem::FmjdCounterZero => "fmjd",
                    DrawProblem::NotEightByEight => "board",
                };
                tr(lang, "errors-rules-draw", &[("rule", rule.into())])
            }
            RulesError::PrecedenceWithoutCompulsion(p) => {
                let named = Rules { capture_compulsory: true, precedence: *p, ..Rules::default() };
                tr(
                    lang,
                    "errors-rules-precedence-without-compulsion",
                    &[("precedence", precedence_cell(&named, lang).into())],
                )
            }
        }
    }
}
