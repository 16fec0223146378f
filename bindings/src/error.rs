//! Errors: the core's many error types, one internal [`Error`], and the one
//! public [`DraughtsError`] the apps see.
//!
//! The public enum has only the variants a UI acts on (application-services
//! style): show "illegal move", offer the ambiguous candidates, point at the
//! bad PDN line, refuse a save file, or show a generic failure. Every variant
//! carries `reason`, a readable sentence from the core in the language of the
//! call, and the data a UI needs beside it (the candidates, the line). In Kotlin each variant is its
//! own subclass of `DraughtsException` (`DraughtsException.AmbiguousMove`,
//! …) with these fields; in Swift it is a case of `DraughtsError` with them
//! as associated values.

use draughts_app::{ActionError, PdnContextError, Worded};
use draughts_game::{pdn::PdnError, save::SaveError, GameError, Lang};
use draughts_rules::{FenError, MoveError, RulesError, SetupError};
use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Everything that can go wrong in a call through the bindings.
///
/// The variant says what kind of input was refused; `reason` is one
/// readable sentence from the core, worded by its catalogue in the language
/// of the call (the handle's language, or the `language` argument; English
/// for a call without one), so a UI shows it as it is. Read it as `reason`:
/// UniFFI's Kotlin `message` lists every field as `name=value`. The candidates of
/// an ambiguous move and the line of a PDN error also come as fields, so a
/// UI can offer the candidates or point at the line without parsing text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum DraughtsError {
    /// The move is not legal here, or the text is not a move at all.
    #[error("{reason}")]
    IllegalMove {
        /// What was wrong, e.g. "illegal here: `33-28` (square 33 is empty)".
        reason: String,
    },
    /// Several legal moves fit what was given; the user must pick one.
    #[error("{reason}")]
    AmbiguousMove {
        /// A readable sentence listing the candidates.
        reason: String,
        /// The candidates in the variant's notation, with full paths.
        candidates: Vec<String>,
    },
    /// A FEN that does not parse, or describes an impossible position.
    #[error("{reason}")]
    InvalidFen {
        /// What is wrong and at which column.
        reason: String,
    },
    /// A PDN text that cannot be read.
    #[error("{reason}")]
    InvalidPdn {
        /// What is wrong.
        reason: String,
        /// The 1-based line of the PDN text where the problem is (0 if unknown).
        line: u32,
    },
    /// A saved game that cannot be restored (corrupt, truncated, or from an
    /// incompatible version).
    #[error("{reason}")]
    InvalidSave {
        /// What is wrong.
        reason: String,
    },
    /// Anything else: bad arguments (a square out of range, an invalid custom
    /// rule set), a call in the wrong state, or an internal failure.
    #[error("{reason}")]
    Other {
        /// What is wrong.
        reason: String,
    },
}

/// The bindings' internal error: one variant per source of failure, so the
/// mapping to [`DraughtsError`] is written once, in [`From<Error>`].
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error(transparent)]
    Fen(#[from] FenError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("invalid rules: {0}")]
    Rules(#[from] RulesError),
    #[error(transparent)]
    Pdn(#[from] PdnError),
    #[error(transparent)]
    Save(#[from] SaveError),
    #[error(transparent)]
    Game(#[from] GameError),
    #[error(transparent)]
    Action(#[from] ActionError),
    #[error(transparent)]
    Context(#[from] PdnContextError),
    /// A bad argument from the caller.
    #[error("{0}")]
    Argument(String),
    /// A panic caught before it reached the FFI boundary.
    #[error("internal error: {0}")]
    Panic(String),
    /// An error already public (a bad argument checked by a mirror), kept as it is.
    #[error(transparent)]
    Public(#[from] DraughtsError),
}

impl Error {
    /// The sentence of the error in `lang`. The core's errors, rule sets and
    /// PDN reading included, are worded by its catalogue; bad arguments and
    /// panics keep the core's English `Display`: a program sends them. The
    /// English catalogue words PDN errors as their `Display` does; a rule
    /// set's refusal is worded in plain words, not the `Display`'s names.
    fn reason(&self, lang: Lang) -> String {
        match self {
            Error::Move(e) => e.worded(lang),
            Error::Fen(e) => e.worded(lang),
            Error::Setup(e) => e.worded(lang),
            Error::Save(e) => e.worded(lang),
            Error::Game(e) => e.worded(lang),
            Error::Action(e) => e.worded(lang),
            Error::Context(e) => e.worded(lang),
            Error::Rules(e) => e.worded(lang),
            Error::Pdn(e) => e.worded(lang),
            Error::Argument(_) | Error::Panic(_) => self.to_string(),
            Error::Public(e) => e.to_string(),
        }
    }

    /// The public error, its `reason` worded in `lang`; the variant and its
    /// data do not depend on the language.
    pub(crate) fn worded(self, lang: Lang) -> DraughtsError {
        let reason = self.reason(lang);
        match self {
            Error::Move(MoveError::Ambiguous { candidates, .. }) => {
                DraughtsError::AmbiguousMove { reason, candidates }
            }
            Error::Move(MoveError::Illegal { .. } | MoveError::Syntax { .. }) => {
                DraughtsError::IllegalMove { reason }
            }
            Error::Fen(_) | Error::Setup(_) => DraughtsError::InvalidFen { reason },
            Error::Pdn(e) => DraughtsError::InvalidPdn {
                reason,
                line: u32::try_from(e.line).unwrap_or(u32::MAX),
            },
            Error::Save(_) => DraughtsError::InvalidSave { reason },
            Error::Game(e) | Error::Action(ActionError::Game(e)) => match e {
                GameError::Move(m) => Error::Move(m).worded(lang),
                _ => DraughtsError::Other { reason },
            },
            Error::Action(_) | Error::Context(_) => DraughtsError::Other { reason },
            Error::Rules(_) | Error::Argument(_) | Error::Panic(_) => {
                DraughtsError::Other { reason }
            }
            Error::Public(e) => e,
        }
    }
}

/// A call without a language words its errors in English.
impl From<Error> for DraughtsError {
    fn from(e: Error) -> Self {
        e.worded(Lang::En)
    }
}

/// `?` on any core error inside a function returning [`Result`].
macro_rules! via_internal {
    ($($t:ty),*) => {$(
        impl From<$t> for DraughtsError {
            fn from(e: $t) -> Self {
                Error::from(e).into()
            }
        }
    )*};
}
via_internal!(
    MoveError,
    FenError,
    SetupError,
    RulesError,
    PdnError,
    SaveError,
    GameError,
    ActionError,
    PdnContextError
);

/// The result of every fallible export.
pub type Result<T, E = DraughtsError> = std::result::Result<T, E>;

/// A bad argument, as [`DraughtsError::Other`].
pub(crate) fn argument(msg: impl Into<String>) -> DraughtsError {
    Error::Argument(msg.into()).into()
}

fn panic_text(p: &(dyn Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "panic".to_string()
    }
}

/// Runs `f`, turning a panic into [`DraughtsError::Other`] so it never reaches
/// the foreign side as an untyped internal error (or a Swift `try!` crash).
/// Every export runs its whole body under it (checked by the `every_entry`
/// tests).
pub(crate) fn guard<T>(f: impl FnOnce() -> Result<T>) -> Result<T> {
    let body = || {
        #[cfg(test)]
        fault::strike();
        f()
    };
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(r) => r,
        Err(p) => {
            let text = panic_text(p.as_ref());
            log::error!("panic caught at the FFI boundary: {text}");
            Err(Error::Panic(text).into())
        }
    }
}

/// [`guard`] for a call with a language: the body's errors are worded in `lang`.
pub(crate) fn guard_in<T>(lang: Lang, f: impl FnOnce() -> Result<T, Error>) -> Result<T> {
    guard(|| f().map_err(|e| e.worded(lang)))
}

/// Test-only fault injection: makes the next guarded body on this thread
/// panic before it runs, as a bug in the core would.
#[cfg(test)]
pub(crate) mod fault {
    use std::cell::Cell;

    /// The panic message of an injected fault.
    pub(crate) const MESSAGE: &str = "injected fault";

    thread_local! {
        static ARMED: Cell<bool> = const { Cell::new(false) };
    }

    /// Runs `f` with a fault armed for the first guard it enters; disarms
    /// it afterwards in any case. Returns `f`'s result.
    pub(crate) fn inject<T>(f: impl FnOnce() -> T) -> T {
        ARMED.with(|a| a.set(true));
        let r = f();
        ARMED.with(|a| a.set(false));
        r
    }

    /// Called by `guard` inside `catch_unwind`: panics once if armed.
    pub(crate) fn strike() {
        if ARMED.with(|a| a.replace(false)) {
            panic!("{MESSAGE}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts_rules::SyntaxProblem;

    #[test]
    fn core_errors_map_to_the_variant_the_ui_acts_on() {
        let e: DraughtsError = MoveError::Ambiguous {
            text: "26x10".into(),
            candidates: vec!["26x17x10".into(), "26x19x10".into()],
        }
        .into();
        match e {
            DraughtsError::AmbiguousMove { reason, candidates } => {
                assert_eq!(candidates.len(), 2);
                assert!(reason.contains("26x10"));
            }
            other => panic!("{other:?}"),
        }
        let e: DraughtsError =
            MoveError::Syntax { text: "zz".into(), why: SyntaxProblem::NoSquares }.into();
        assert_eq!(
            e,
            DraughtsError::IllegalMove {
                reason: "not a move: `zz` (expected squares such as 32-28, 19x30 or c3-d4)".into()
            }
        );
        let e: DraughtsError = FenError::Empty.into();
        assert_eq!(e, DraughtsError::InvalidFen { reason: "FEN is empty".into() });
        assert_eq!(e.to_string(), "FEN is empty");
    }

    #[test]
    fn pdn_and_rules_errors_are_worded_in_the_language() {
        use draughts_game::pdn::PdnErrorKind;
        let pdn = PdnError { game: 2, line: 9, kind: PdnErrorKind::BadTag("[Ev".into()) };
        let e = Error::Pdn(pdn.clone()).worded(Lang::Fr);
        assert_eq!(
            e,
            DraughtsError::InvalidPdn {
                reason: "partie 2, ligne 9 : balise illisible : [Ev".into(),
                line: 9
            }
        );
        assert_eq!(DraughtsError::from(Error::Pdn(pdn.clone())).to_string(), pdn.to_string());
        let rules = RulesError::StartRows { rows: 9, side: 10, max: 4 };
        match Error::Rules(rules.clone()).worded(Lang::Nl) {
            DraughtsError::Other { reason } => assert!(reason.contains("rijen"), "{reason}"),
            other => panic!("{other:?}"),
        }
        match DraughtsError::from(Error::Rules(rules)) {
            DraughtsError::Other { reason } => assert!(reason.contains("start rows"), "{reason}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn guard_turns_a_panic_into_other() {
        let r: Result<u32> = guard(|| panic!("boom {}", 1));
        assert_eq!(r, Err(DraughtsError::Other { reason: "internal error: boom 1".into() }));
        assert_eq!(guard(|| Ok(3)), Ok(3));
    }
}
