//! PDN 3.0 import and export (PDN 3.0 standard: GameType, grammar, FEN and
//! tags).
//!
//! Reading is lenient, for files from the real world: several games per
//! file, any tags (the seven standard ones, `GameType`, `FEN`, `SetUp` are
//! understood), comments `{…}` and `; …` (kept, attached to the ply they
//! follow; clock and evaluation comments such as `{[%clk 0:05:00]}` are
//! comments too), variations `( … )` (skipped, nested or not), NAGs `$n`
//! and strength signs `!?` (alone or glued to a move), move numbers `12.`
//! and `12...`, results in any style, moves short or long, `x` or `:`,
//! numbers or coordinates, PDN 2.0 per-jump captures (`11x18 18x25` for
//! `11x25`), Windows line ends, a UTF-8 byte-order mark, and lines that are
//! not UTF-8 (read as Latin-1). Every game is replayed.
//!
//! What a lenient reader accepts but a careful one should know is a
//! [`PdnWarning`] with the game's number and the line: a line read as
//! Latin-1, a move number that does not match its move, a game that goes on
//! after a draw rule ended it (replayed as recorded: [`Game::play_on`]), an
//! unknown move `--` or `*` (the game is kept up to there), a stray `)`,
//! a lone `.`, a game with no terminator, a result that contradicts the
//! `Result` tag, a FEN that lists no pieces (the start position is used) or
//! puts a man on its own promotion row (read as a king), and a capture whose
//! squares fit captures taking different pieces (each is read ahead and the
//! only one under which the rest of the game is legal is kept; when several
//! are, the move is refused). A flying king's capture may name where it
//! lands between two pieces on one line (`a1xf6xh8` for `a1xh8`).
//! [`ReadOptions::strict`] makes each warning an error. Errors (a move that is not legal, a bad tag, an unknown GameType,
//! …) spoil only their own game: the reader goes on with the next one.
//!
//! [`PdnReader`] reads games one at a time from any
//! [`BufRead`](std::io::BufRead), holding one game's text in memory;
//! [`read_games`] and [`read_pdn`] read a string.
//!
//! Writing is PDN 3.0: the seven tags in order, `GameType`, `FEN` for a
//! set-up start, moves in the official notation (a capture entered with
//! its whole path keeps it), the result in the variant's style in the
//! `Result` tag, and the same result closing the move text. PDN 3.0's
//! restriction 4 allows only `*` as a game separator, but its reading
//! grammar and the files in use end the move text with the result, and
//! readers in the PGN tradition read a final `*` as "unfinished": so a
//! finished game ends with its result and only an unfinished one with `*`
//! (both are game terminators of the reading grammar).
//! A custom rule set is written with its base GameType in the full form and
//! an extra `[Rules "…"]` tag holding the rules as JSON, so it re-imports
//! exactly.
//!
//! A game whose record ends without the game being over gets the file's
//! result as a resignation (a win) or an agreement (a draw), so the
//! imported [`Game`] knows how it ended.
//!
//! The parts: `lex.rs` cuts the text into tokens, `read.rs` reads the games
//! (with `tags.rs` for the tag section, the GameType parser included, and
//! `moves.rs` for the move tokens), `write.rs` writes a game.

mod infer;
mod lex;
mod moves;
mod read;
mod tags;
mod write;

pub use read::{read_games, read_games_with, read_pdn, PdnReader};
pub use tags::rules_of_game_type;
pub use write::{result_text, write_game, STANDARD_TAGS};

use crate::game::Game;
use draughts_rules::{Echo, MoveError};
use std::fmt;

/// What a PDN text leaves unclosed ([`PdnErrorKind::Unterminated`]): a
/// code, so that translations match on it rather than on the English text.
/// Its `Display` is that English text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unclosed {
    /// A comment opened by `{`.
    Comment,
    /// A variation opened by `(`.
    Variation,
    /// A tag value opened by `"`.
    TagValue,
}

impl fmt::Display for Unclosed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unclosed::Comment => "comment `{`",
            Unclosed::Variation => "variation `(`",
            Unclosed::TagValue => "tag value",
        })
    }
}

/// One game read from a PDN file.
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// Tags in file order (names as written).
    pub tags: Vec<(String, String)>,
    /// The replayed game (its rules come from `GameType`).
    pub game: Game,
    /// The result token that closed the move text, if any (`2-0`, `*`, …).
    pub terminator: Option<String>,
    /// Comments, each with the number of plies played before it.
    pub comments: Vec<(usize, String)>,
    /// 1-based line where the game starts.
    pub line: usize,
    /// What the lenient reader let pass in this game, in file order.
    pub warnings: Vec<PdnWarning>,
}

impl PdnGame {
    /// The value of a tag (case-insensitive name).
    pub fn tag(&self, name: &str) -> Option<&str> {
        tags::tag(&self.tags, name)
    }
}

/// What went wrong, with the game's number (1-based) and the line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {game}, line {line}: {kind}")]
pub struct PdnError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The line of the fault, from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: PdnErrorKind,
}

/// The kinds of PDN errors. Echoed input has its control characters escaped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PdnErrorKind {
    /// A GameType this app does not play.
    #[error("unknown GameType `{}` (supported: 20 International, 21 English, 22 Italian, 24 \
        Spanish, 25 Russian, 26 Brazilian, 29 Czech)", Echo(.0))]
    UnknownGameType(String),
    /// A tag that does not read.
    #[error("bad tag: {}", Echo(.0))]
    BadTag(String),
    /// A Rules tag that does not read.
    #[error("bad Rules tag: {}", Echo(.0))]
    BadRules(String),
    /// A FEN tag that does not read.
    #[error("bad FEN tag: {}", Echo(.0))]
    BadFen(String),
    /// A move that does not read or is illegal.
    #[error("move {number}: {error}")]
    Move {
        /// The move number, as written.
        number: String,
        /// Why.
        error: MoveError,
    },
    /// A move after the end of the game (strict reading).
    #[error("move {number} `{}`: the game is already over ({result})", Echo(.text))]
    AfterEnd {
        /// The move number, as written.
        number: String,
        /// The move, as written.
        text: String,
        /// How the game had ended.
        result: String,
    },
    /// Text that has no place in a game.
    #[error("unexpected `{}`", Echo(.0))]
    Unexpected(String),
    /// A comment or variation that is never closed.
    #[error("unterminated {0}")]
    Unterminated(Unclosed),
    /// A per-jump capture that stops mid-move.
    #[error("move {number}: a per-jump capture ends in the middle of a move: `{}`", Echo(.text))]
    UnfinishedCapture {
        /// The move number, as written.
        number: String,
        /// The move, as written.
        text: String,
    },
    /// A warning, refused because the reading is strict.
    #[error("{0} (refused by strict reading)")]
    Strict(PdnWarningKind),
    /// The input could not be read.
    #[error("cannot read: {0}")]
    Io(String),
}

/// Something the lenient reader let pass, with the game's number (1-based)
/// and the line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {game}, line {line}: {kind}")]
pub struct PdnWarning {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The line, from 1.
    pub line: usize,
    /// What was let pass.
    pub kind: PdnWarningKind,
}

/// The kinds of PDN warnings.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PdnWarningKind {
    /// The line is not UTF-8; its bytes were read as Latin-1 (ISO 8859-1).
    #[error("not UTF-8: the line was read as Latin-1")]
    Latin1,
    /// A move number that does not fit the move after it.
    #[error("move number `{}` does not match the move: it is move {expected}", Echo(.found))]
    MoveNumber {
        /// The number as written.
        found: String,
        /// The number of the move.
        expected: String,
    },
    /// The game went on after a draw rule ended it; the record is replayed
    /// as written ([`Game::play_on`]).
    #[error(
        "move {number}: the game goes on after it ended at ply {ply} ({ended}); replayed as \
        recorded"
    )]
    PlayedOn {
        /// The move number, as written.
        number: String,
        /// The ply where the rule applied.
        ply: usize,
        /// The rule, as a result.
        ended: String,
    },
    /// An unknown move (`--`, `*`): the game is kept up to there.
    #[error("move {number}: unknown move `{}`: the game is kept up to here ({plies} \
        plies)", Echo(.text))]
    UnknownMove {
        /// The move number, as written.
        number: String,
        /// The move, as written.
        text: String,
        /// The plies kept.
        plies: usize,
    },
    /// A `)` that closes no variation.
    #[error("`)` closes no variation: ignored")]
    StrayClose,
    /// The move text ends without `*` or a result.
    #[error("the game has no terminator (`*` or a result)")]
    NoTerminator,
    /// The game has no `GameType` tag and is not International: it was
    /// read as the variant its squares, notation and tags point to, the
    /// first under which the whole game is legal.
    #[error(
        "no GameType tag: read as {} draughts, the variant its squares and notation point to and \
        under which every move is legal",
        capitalised(variant.name())
    )]
    InferredVariant {
        /// The variant read.
        variant: draughts_rules::Variant,
    },
    /// A capture whose squares fit several captures taking different
    /// pieces: the one kept is the only one after which the rest of the
    /// game is legal.
    #[error(
        "move {number}: `{}` fits captures that take different pieces; read as `{chosen}`, the \
        only one after which the game goes on legally",
        Echo(.text)
    )]
    AmbiguousCapture {
        /// The move number, as written.
        number: String,
        /// The move, as written.
        text: String,
        /// The capture kept, with its whole path.
        chosen: String,
    },
    /// The FEN puts a man on its own promotion row: read as a king.
    #[error("FEN: the man on square {square} stands on its own promotion row: read as a king")]
    ManReadAsKing {
        /// The square, as the rules name it.
        square: String,
    },
    /// The FEN lists no pieces at all (`W::.`): the game starts from the
    /// initial position.
    #[error("the FEN tag lists no pieces: the game starts from the initial position")]
    EmptyFen,
    /// The result closing the move text is not the `Result` tag's: the tag
    /// is kept.
    #[error(
        "the moves end with `{}` but the Result tag says `{}`: the tag is kept",
        Echo(.terminator),
        Echo(.tag)
    )]
    ResultMismatch {
        /// The `Result` tag's value.
        tag: String,
        /// The result token that closed the move text.
        terminator: String,
    },
    /// A `.` standing alone among the moves.
    #[error("a lone `.` among the moves: ignored")]
    LoneDot,
}

/// A variant's id with a capital, for the English text of a warning.
fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// How to read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// Every warning is an error ([`PdnErrorKind::Strict`]).
    pub strict: bool,
}
