//! The errors a player may see are worded by the catalogue: in English as
//! the core's own `Display` says them, in French in French.

use draughts_app::{ActionError, PdnContextError, Worded};
use draughts_game::save::SaveError;
use draughts_game::{GameError, Lang};
use draughts_rules::{Color, FenError, IllegalReason, MoveError, SetupError, SyntaxProblem};

fn samples() -> Vec<Box<dyn WordedDisplay>> {
    let s = String::from;
    vec![
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
        Box::new(SaveError::Replay { ply: 3, text: s("33-28"), why: s("no piece on 33") }),
        Box::new(PdnContextError::Date(s("1 Dec"))),
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
