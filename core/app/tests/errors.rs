//! The errors a player may see are worded by the catalogue: in English as
//! the core's own `Display` says them, in French in French.

use draughts_app::{ActionError, PdnContextError, Worded};
use draughts_game::pdn::{PdnError, PdnErrorKind, PdnWarning, PdnWarningKind, Unclosed};
use draughts_game::save::SaveError;
use draughts_game::{GameError, Lang};
use draughts_rules::{
    Color, DrawProblem, FenError, IllegalReason, MoveError, Numbering, Position, Precedence, Rules,
    RulesError, SetupError, SyntaxProblem, Variant,
};

fn samples() -> Vec<Box<dyn WordedDisplay>> {
    let s = String::from;
    let mut v: Vec<Box<dyn WordedDisplay>> = vec![
        Box::new(MoveError::Syntax { text: s("3-"), why: SyntaxProblem::MissingSquare }),
        Box::new(MoveError::Illegal {
            text: s("33-28"),
            why: IllegalReason::Empty { square: s("33") },
        }),
        Box::new(MoveError::Ambiguous { text: s("1x"), candidates: vec![s("1x2"), s("1x3")] }),
        Box::new(GameError::NoDrawOffer),
        Box::new(GameError::OwnDrawOffer(Color::Black)),
        Box::new(ActionError::NoPerson),
        Box::new(ActionError::BotToMove),
        Box::new(ActionError::OfferPending),
        Box::new(ActionError::NoTakeback),
        Box::new(SetupError::Twice(s("12"))),
        Box::new(SetupError::TooMany { color: Color::White, count: 21, max: 20 }),
        Box::new(SetupError::ManOnPromotionRow { color: Color::White, square: s("3") }),
        Box::new(FenError::Empty),
        Box::new(FenError::Turn { col: 1, found: s("X") }),
        Box::new(FenError::Section { col: 3, found: s("Q") }),
        Box::new(FenError::EmptySection { col: 3 }),
        Box::new(FenError::MissingSquare { col: 6 }),
        Box::new(FenError::SectionTwice { col: 9, color: Color::White }),
        Box::new(FenError::BadSquare { col: 4, text: s("x1") }),
        Box::new(FenError::OutOfRange { col: 4, text: s("51"), max: 50 }),
        Box::new(FenError::BadRange { col: 4, text: s("9-3") }),
        Box::new(FenError::Garbage { col: 12, text: s("!!") }),
        Box::new(FenError::Illegal(SetupError::Twice(s("12")))),
        Box::new(SaveError::NotJson(s("EOF at line 1"))),
        Box::new(SaveError::Format(s("chess"))),
        Box::new(SaveError::FutureVersion { found: 9, supported: 2 }),
        Box::new(SaveError::Invalid(s("missing field `moves`"))),
        Box::new(SaveError::Checksum),
        Box::new(SaveError::Rules(s("board 9"))),
        Box::new(SaveError::Start(s("FEN is empty"))),
        Box::new(SaveError::Player(s("level 9"))),
        Box::new(SaveError::Replay { ply: 3, text: s("33-28"), why: GameError::NoDrawOffer }),
        Box::new(PdnContextError::Date(s("1 Dec"))),
    ];
    for e in move_errors() {
        v.push(Box::new(e));
    }
    v
}

/// Every reason a move is refused, lists of one and of several items.
fn move_errors() -> Vec<MoveError> {
    let s = String::from;
    let syntax = |text: &str, why| MoveError::Syntax { text: text.to_string(), why };
    let illegal = |text: &str, why| MoveError::Illegal { text: text.to_string(), why };
    vec![
        syntax("  ", SyntaxProblem::Empty),
        syntax("32-28x23", SyntaxProblem::MixedSeparators),
        syntax("foo", SyntaxProblem::NoSquares),
        syntax("32", SyntaxProblem::TooFewSquares),
        syntax("32-28-23", SyntaxProblem::IntermediateNotCapture),
        syntax("32--28", SyntaxProblem::MissingSquare),
        syntax("f-32", SyntaxProblem::NotASquare(s("f"))),
        syntax("a\tb-32", SyntaxProblem::NotASquare(s("a\tb"))),
        syntax("32-51", SyntaxProblem::NotAPlayingSquare(s("51"))),
        illegal("33-28", IllegalReason::Empty { square: s("33") }),
        illegal("12-17", IllegalReason::NotYours { square: s("12") }),
        illegal("31-26", IllegalReason::MustCapture { capturers: vec![s("27")] }),
        illegal("31-26", IllegalReason::MustCapture { capturers: vec![s("27"), s("28")] }),
        illegal("31-26", IllegalReason::MustCapture { capturers: vec![s("27"), s("28"), s("33")] }),
        illegal("46-41", IllegalReason::CannotMove { square: s("46") }),
        illegal("32-26", IllegalReason::LegalFrom { square: s("32"), moves: vec![s("32-27")] }),
        illegal(
            "32-26",
            IllegalReason::LegalFrom { square: s("32"), moves: vec![s("32-27"), s("32-28")] },
        ),
        illegal("27x18 18x7", IllegalReason::NotALegalCapture),
        illegal("32-28", IllegalReason::NotLegalHere),
    ]
}

/// An error both worded and displayed, to compare the two.
trait WordedDisplay: Worded + std::fmt::Display {}
impl<T: Worded + std::fmt::Display> WordedDisplay for T {}

#[test]
fn english_wording_is_the_cores_own_sentence() {
    for e in samples() {
        assert_eq!(e.worded(Lang::En), e.to_string());
    }
}

#[test]
fn french_wording_is_french_and_complete() {
    for e in samples() {
        let fr = e.worded(Lang::Fr);
        assert_ne!(fr, e.to_string(), "not translated: {fr}");
        assert!(!fr.contains("{$") && !fr.starts_with("errors-"), "{fr}");
    }
    let e = ActionError::Game(GameError::OwnDrawOffer(Color::White));
    assert_eq!(
        e.worded(Lang::Fr),
        "les Blancs ne répondent pas à leur propre proposition de nulle"
    );
}

/// The words of at least four letters of a text, in lower case.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_lowercase)
        .collect()
}

#[test]
fn every_move_reason_is_worded_in_every_language_without_english_left() {
    for e in move_errors() {
        let english = match &e {
            MoveError::Syntax { why, .. } => why.to_string(),
            MoveError::Illegal { why, .. } => why.to_string(),
            MoveError::Ambiguous { .. } => unreachable!("a reason of its own"),
        };
        assert_eq!(e.worded(Lang::En), e.to_string());
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let worded = e.worded(lang);
            assert!(!worded.contains("{$") && !worded.contains("errors-"), "{lang}: {worded}");
            assert!(!worded.contains(&english), "{lang}: {worded}");
            let theirs = words(&worded);
            let left: Vec<String> =
                words(&english).into_iter().filter(|w| theirs.contains(w)).collect();
            assert!(left.is_empty(), "{lang}: English {left:?} left in `{worded}`");
        }
    }
}

#[test]
fn a_syntax_error_names_the_part_that_is_not_a_square_in_the_language() {
    let rules = Rules::preset(Variant::International);
    let e = Position::start(&rules).parse_move(&rules, "foo").unwrap_err();
    assert_eq!(e.to_string(), "not a move: `foo` (`f` is not a square)");
    assert_eq!(e.worded(Lang::Nl), "geen zet: `foo` (`f` is geen veld)");
    assert_eq!(e.worded(Lang::Ru), "это не ход: `foo` (`f` — не поле)");
    // The part is echoed with its control characters escaped.
    let e = Position::start(&rules).parse_move(&rules, "3\u{1b}2-28").unwrap_err();
    assert_eq!(
        e.worded(Lang::Fr),
        "ce n’est pas un coup : `3\\u{1b}2-28` (`3\\u{1b}2` n’est pas une case)"
    );
}

#[test]
fn russian_must_capture_reads_right_with_one_and_two_capturers() {
    let rules = Rules::preset(Variant::Russian);
    let one = Position::from_fen(&rules, "W:Wa1,c3:Bd4").unwrap();
    let e = one.parse_move(&rules, "a1-b2").unwrap_err();
    let why = IllegalReason::MustCapture { capturers: vec!["c3".into()] };
    assert_eq!(e, MoveError::Illegal { text: "a1-b2".into(), why });
    assert_eq!(
        e.worded(Lang::Ru),
        "здесь так ходить нельзя: `a1-b2` (бить обязательно, а бить должна шашка на c3)"
    );
    let two = Position::from_fen(&rules, "W:Wa1,c3,e3:Bd4").unwrap();
    let e = two.parse_move(&rules, "a1-b2").unwrap_err();
    assert_eq!(e.to_string(), "illegal here: `a1-b2` (a capture is compulsory, with c3, e3)");
    assert_eq!(
        e.worded(Lang::Ru),
        "здесь так ходить нельзя: `a1-b2` \
         (бить обязательно, а бить должна одна из шашек на c3 или e3)"
    );
}

#[test]
fn a_save_that_does_not_replay_says_why_in_the_players_language() {
    let why = GameError::Move(MoveError::Illegal {
        text: "33-28".into(),
        why: IllegalReason::Empty { square: "33".into() },
    });
    let e = SaveError::Replay { ply: 3, text: "33-28".into(), why };
    let english = e.worded(Lang::En);
    assert!(english.contains("square 33 is empty"), "{english}");
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let worded = e.worded(lang);
        assert!(!worded.contains("is empty") && worded.contains("33"), "{lang}: {worded}");
    }
}

/// Every kind of PDN warning.
fn pdn_warnings() -> Vec<PdnWarningKind> {
    let s = String::from;
    vec![
        PdnWarningKind::Latin1,
        PdnWarningKind::MoveNumber { found: s("12"), expected: s("13") },
        PdnWarningKind::PlayedOn { number: s("40."), ply: 79, ended: s("1-1") },
        PdnWarningKind::UnknownMove { number: s("7."), text: s("--"), plies: 1 },
        PdnWarningKind::UnknownMove { number: s("7."), text: s("--"), plies: 12 },
        PdnWarningKind::StrayClose,
        PdnWarningKind::NoTerminator,
        PdnWarningKind::InferredVariant { variant: draughts_rules::Variant::Italian },
        PdnWarningKind::AmbiguousCapture {
            number: s("36."),
            text: s("36x16"),
            chosen: s("36x27x16"),
        },
        PdnWarningKind::ManReadAsKing { square: s("1") },
        PdnWarningKind::EmptyFen,
        PdnWarningKind::ResultMismatch { tag: s("1-0"), terminator: s("0-1") },
        PdnWarningKind::LoneDot,
    ]
}

/// Every kind of PDN error, the strict refusal of every warning included.
fn pdn_errors() -> Vec<PdnErrorKind> {
    let s = String::from;
    let mut v = vec![
        PdnErrorKind::UnknownGameType(s("99")),
        PdnErrorKind::BadTag(s("[Ev")),
        PdnErrorKind::BadRules(s("{x")),
        PdnErrorKind::BadFen(s("W:Q")),
        PdnErrorKind::AfterEnd { number: s("41."), text: s("32-28"), result: s("2-0") },
        PdnErrorKind::Unexpected(s("@@")),
        PdnErrorKind::Unterminated(Unclosed::Comment),
        PdnErrorKind::Unterminated(Unclosed::Variation),
        PdnErrorKind::Unterminated(Unclosed::TagValue),
        PdnErrorKind::UnfinishedCapture { number: s("9."), text: s("27x18") },
        PdnErrorKind::Io(s("EOF")),
    ];
    v.extend(move_errors().into_iter().map(|error| PdnErrorKind::Move { number: s("3."), error }));
    v.extend(pdn_warnings().into_iter().map(PdnErrorKind::Strict));
    v
}

/// Every refusal of the rules editor.
fn rules_errors() -> Vec<RulesError> {
    vec![
        RulesError::StartRows { rows: 5, side: 10, max: 4 },
        RulesError::Numbering { numbering: Numbering::Italian, side: 8, needs: "light" },
        RulesError::Numbering { numbering: Numbering::Spanish, side: 8, needs: "light" },
        RulesError::Numbering { numbering: Numbering::TopLeft, side: 10, needs: "dark" },
        RulesError::Separator('-'),
        RulesError::Repetition(12),
        RulesError::Draw(DrawProblem::NoProgressZero),
        RulesError::Draw(DrawProblem::FmjdCounterZero),
        RulesError::Draw(DrawProblem::NotEightByEight),
        RulesError::PrecedenceWithoutCompulsion(Precedence::MostPieces),
        RulesError::PrecedenceWithoutCompulsion(Precedence::KingFirst),
    ]
}

/// Names kept in every language: PDN's tags, a character set, a federation.
const KEPT: [&str; 5] = ["gametype", "rules", "result", "latin", "fmjd"];

/// `worded` in every language but English has no argument left unfilled and
/// none of the English words of `english` (beyond the names kept).
fn assert_translated(english: &str, worded_in: impl Fn(Lang) -> String) {
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let worded = worded_in(lang);
        assert!(!worded.contains("{$") && !worded.contains("{ $"), "{lang}: {worded}");
        assert!(!worded.contains("errors-"), "{lang}: {worded}");
        let theirs = words(&worded);
        let left: Vec<String> = words(english)
            .into_iter()
            .filter(|w| theirs.contains(w) && !KEPT.contains(&w.as_str()))
            .collect();
        assert!(left.is_empty(), "{lang}: English {left:?} left in `{worded}`");
    }
}

#[test]
fn every_pdn_error_and_warning_is_worded_in_every_language_without_english_left() {
    for kind in pdn_errors() {
        assert_eq!(kind.worded(Lang::En), kind.to_string());
        let e = PdnError { game: 2, line: 14, kind: kind.clone() };
        assert_eq!(e.worded(Lang::En), e.to_string());
        // The move's own reason is checked above; here the words around it.
        let english = match &kind {
            PdnErrorKind::Move { number, .. } => format!("move {number}: "),
            _ => kind.to_string(),
        };
        assert_translated(&english, |l| kind.worded(l));
        assert_translated("game, line", |l| e.worded(l));
    }
    for kind in pdn_warnings() {
        assert_eq!(kind.worded(Lang::En), kind.to_string());
        let w = PdnWarning { game: 1, line: 3, kind: kind.clone() };
        assert_eq!(w.worded(Lang::En), w.to_string());
        assert_translated(&kind.to_string(), |l| kind.worded(l));
        assert_translated("game, line", |l| w.worded(l));
    }
}

#[test]
fn a_pdn_error_words_its_move_in_the_language() {
    let rules = Rules::preset(Variant::International);
    let error = Position::start(&rules).parse_move(&rules, "foo").unwrap_err();
    let e = PdnError { game: 1, line: 7, kind: PdnErrorKind::Move { number: "1.".into(), error } };
    assert_eq!(
        e.worded(Lang::En),
        "game 1, line 7: move 1.: not a move: `foo` (`f` is not a square)"
    );
    assert_eq!(e.worded(Lang::Nl), "partij 1, regel 7: zet 1.: geen zet: `foo` (`f` is geen veld)");
}

#[test]
fn every_rules_refusal_is_worded_in_plain_words_in_every_language() {
    for e in rules_errors() {
        let english = e.worded(Lang::En);
        assert!(!english.contains("{$") && !english.contains("errors-"), "{english}");
        // No names of the code's values.
        for name in ["TopLeft", "MostPieces", "KingFirst", "Italian,", "Numbering"] {
            assert!(!english.contains(name), "{english}");
        }
        assert_translated(&english, |l| e.worded(l));
    }
    let e = RulesError::PrecedenceWithoutCompulsion(Precedence::MostPieces);
    assert!(e.worded(Lang::En).contains("“Most pieces”"), "{}", e.worded(Lang::En));
}
