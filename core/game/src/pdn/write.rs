//! Writing a game as PDN 3.0 (see the module documentation of `pdn` for
//! the terminator), and the result in each variant's style.

use super::PdnGame;
use crate::game::{Game, Outcome};
use draughts_rules::{Position, Rules, Variant};
use std::fmt;

/// The result in the variant's style (PDN 3.0 standard, `Result` tag).
pub fn result_text(rules: &Rules, outcome: Option<Outcome>) -> &'static str {
    let intl = rules.base == Variant::International;
    match (outcome, intl) {
        (None, _) => "*",
        (Some(Outcome::WhiteWins), true) => "2-0",
        (Some(Outcome::BlackWins), true) => "0-2",
        (Some(Outcome::Draw), true) => "1-1",
        (Some(Outcome::WhiteWins), false) => "1-0",
        (Some(Outcome::BlackWins), false) => "0-1",
        (Some(Outcome::Draw), false) => "1/2-1/2",
    }
}

/// A tag value between quotes: `\` and `"` escaped, line ends as spaces.
fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"").replace(['\n', '\r'], " ")
}

/// The seven standard tags, in order.
pub const STANDARD_TAGS: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Writes a game as PDN 3.0. `tags` supplies the values of the standard
/// tags (missing ones are `?`) and any extra tags; `GameType`, `FEN`,
/// `Rules` and `Result` are computed from the game. The whole line is
/// written, up to the current ply, and closed by the result (`*` while
/// the game goes on; see the module documentation).
pub fn write_game(game: &Game, tags: &[(String, String)], comments: &[(usize, String)]) -> String {
    let result = result_text(game.rules(), game.result().map(|r| r.outcome));
    let mut out = tag_section(game, tags, result);
    out.push('\n');
    let mut words = move_words(game, comments);
    words.push(result.to_string());
    wrap(&words, &mut out);
    out.push_str("\n\n");
    out
}

/// The tag lines: the standard tags (with `result`), `GameType`, `Rules`
/// for a custom rule set, `SetUp` and `FEN` for a set-up start, then the extra tags
/// whose names are valid.
fn tag_section(game: &Game, tags: &[(String, String)], result: &str) -> String {
    let rules = game.rules();
    let get =
        |n: &str| tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(n)).map(|(_, v)| v.clone());
    let mut out = String::new();
    for name in STANDARD_TAGS {
        let v = if name == "Result" {
            result.to_string()
        } else {
            get(name).unwrap_or_else(|| "?".to_string())
        };
        out.push_str(&format!("[{name} \"{}\"]\n", escape(&v)));
    }
    out.push_str(&format!("[GameType \"{}\"]\n", rules.pdn_game_type()));
    if rules.is_custom() {
        out.push_str(&format!(
            "[Rules \"{}\"]\n",
            escape(&serde_json::to_string(rules).unwrap_or_default())
        ));
    }
    // `SetUp "1"` announces the FEN, as PGN, from which PDN takes both tags, does.
    if *game.start() != Position::start(rules) {
        out.push_str("[SetUp \"1\"]\n");
        out.push_str(&format!("[FEN \"{}\"]\n", game.start().to_fen(rules)));
    }
    let skip = |k: &str| {
        STANDARD_TAGS.iter().any(|s| s.eq_ignore_ascii_case(k))
            || ["GameType", "FEN", "SetUp", "Rules"].iter().any(|s| s.eq_ignore_ascii_case(k))
    };
    for (k, v) in tags.iter().filter(|(k, _)| !skip(k)) {
        if !k.is_empty() && k.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
        }
    }
    out
}

/// The move text as words: move numbers (`12...` for the second player
/// after a comment or at the start), moves and comments `{…}`.
fn move_words(game: &Game, comments: &[(usize, String)]) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let offset = usize::from(game.start().turn() != game.rules().first);
    let mut after_comment = true;
    let comment_at = |ply: usize| {
        comments.iter().filter(move |(p, _)| *p == ply).map(|(_, c)| c.replace('}', ")"))
    };
    for c in comment_at(0) {
        words.push(format!("{{{c}}}"));
    }
    for (i, p) in game.played().iter().enumerate() {
        let k = i + offset;
        let n = k / 2 + 1;
        if k % 2 == 0 {
            words.push(format!("{n}."));
        } else if after_comment || i == 0 {
            words.push(format!("{n}..."));
        }
        words.push(p.text.clone());
        after_comment = false;
        for c in comment_at(i + 1) {
            words.push(format!("{{{c}}}"));
            after_comment = true;
        }
    }
    words
}

/// Appends the words to `out`, in lines of at most 79 columns.
fn wrap(words: &[String], out: &mut String) {
    let mut line_len = 0;
    for w in words {
        if line_len > 0 && line_len + 1 + w.len() > 79 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += w.len();
        out.push_str(w);
    }
}

impl fmt::Display for PdnGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_game(&self.game, &self.tags, &self.comments))
    }
}
