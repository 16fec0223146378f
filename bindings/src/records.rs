//! PDN import: a whole file as records, game by game. (Saving, restoring
//! and exporting a game are methods of `GameHandle`.)

use crate::error::{guard, Result};
use crate::game_view::ResultView;
use crate::inputs::Language;
use crate::types::RuleSet;
use draughts_app::Worded;
use draughts_game::Lang;

/// A PDN file as read: every game that could be read, and why the others
/// could not. One bad game does not hide the good ones.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PdnFile {
    /// The games read, in file order.
    pub games: Vec<PdnGameInfo>,
    /// One sentence per game that could not be read (with its game number
    /// and line), in file order.
    pub problems: Vec<String>,
}

/// One game of a PDN file, as read (and fully replayed) by the core.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PdnGameInfo {
    /// Its place in the file, from 0 (pass it to `GameHandle.fromPdn`).
    pub index: u32,
    /// Its tags in file order, as name/value pairs.
    pub tags: Vec<PdnTag>,
    /// The rules, from its GameType (and Rules) tags, or inferred from its
    /// squares and notation when it has neither (then a warning says so).
    pub rules: RuleSet,
    /// The start position as a FEN.
    pub start_fen: String,
    /// The moves in official notation.
    pub moves: Vec<String>,
    /// How it ended, if it did (in English).
    pub result: Option<ResultView>,
    /// The 1-based line of the file where it starts.
    pub line: u32,
    /// What the lenient reader let pass in this game (a move number that
    /// does not match, a game played on after a draw rule, …), one sentence each.
    pub warnings: Vec<String>,
}

/// A PDN tag.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PdnTag {
    /// The tag name (`Event`, `White`, …).
    pub name: String,
    /// Its value.
    pub value: String,
}

/// Game `index` (from 0) of a PDN text, read and replayed; an index past
/// the last game is an argument error, a game that does not read its PDN error.
pub(crate) fn pdn_game(text: &str, index: u32) -> Result<draughts_game::pdn::PdnGame> {
    let games = draughts_game::pdn::read_games(text);
    let n = games.len();
    let game = games
        .into_iter()
        .nth(index as usize)
        .ok_or_else(|| crate::error::argument(format!("game {index} asked, the text has {n}")))??;
    Ok(game)
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Reads every game of a PDN text, replaying each. `InvalidPdn` (with the
/// line) only when no game at all can be read. `problems`, each game's
/// `warnings` and results are in English; [`read_pdn_in`] words them in
/// the player's language.
#[uniffi::export]
pub fn read_pdn(text: String) -> Result<PdnFile> {
    read_pdn_in(text, Language::En)
}

/// As [`read_pdn`], with the problems, the warnings (game and line, what
/// was let pass, a variant inferred for a game without a GameType tag),
/// the results and the error in `language`.
#[uniffi::export]
pub fn read_pdn_in(text: String, language: Language) -> Result<PdnFile> {
    let lang: Lang = language.into();
    guard(|| {
        let mut file = PdnFile { games: Vec::new(), problems: Vec::new() };
        let mut first_error = None;
        for (i, g) in draughts_game::pdn::read_games(&text).into_iter().enumerate() {
            let g = match g {
                Ok(g) => g,
                Err(e) => {
                    file.problems.push(e.worded(lang));
                    first_error.get_or_insert(e);
                    continue;
                }
            };
            let rules = *g.game.rules();
            let warnings = g.warnings.iter().map(|w| w.worded(lang)).collect();
            // The game's own screen words its result.
            let screen = draughts_app::GameTable::from_game(g.game, Default::default(), lang);
            let game = screen.game();
            file.games.push(PdnGameInfo {
                index: count(i),
                tags: g
                    .tags
                    .iter()
                    .map(|(n, v)| PdnTag { name: n.clone(), value: v.clone() })
                    .collect(),
                rules: rules.into(),
                start_fen: game.start().to_fen(&rules),
                moves: game.played().iter().map(|p| p.text.clone()).collect(),
                result: screen.view().result.as_ref().map(Into::into),
                line: count(g.line),
                warnings,
            });
        }
        match (file.games.is_empty(), first_error) {
            (true, Some(e)) => Err(crate::error::Error::from(e).worded(lang)),
            _ => Ok(file),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_read_in_a_language_words_its_warnings_and_problems_in_it() {
        // An English game without GameType, then a game with an unknown one.
        let text = "1. 11-15 23-19 *\n\n[GameType \"3\"]\n1. 11-15 *\n".to_string();
        let english = read_pdn(text.clone()).unwrap();
        let french = read_pdn_in(text, Language::Fr).unwrap();
        assert_eq!(french.games.len(), 1);
        assert_eq!(french.games[0].rules, english.games[0].rules);
        let (en, fr) = (&english.games[0].warnings, &french.games[0].warnings);
        assert!(en[0].contains("English draughts"), "{en:?}");
        assert!(fr[0].contains("GameType") && !fr[0].contains("read as"), "{fr:?}");
        assert_ne!(english.problems, french.problems);
        assert!(french.problems[0].contains('3'), "{:?}", french.problems);
    }
}
