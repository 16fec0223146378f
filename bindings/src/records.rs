//! PDN import: a whole file as records. (Saving, restoring and exporting a
//! game are methods of `GameSession`.)

use crate::error::Result;
use crate::session::ResultView;
use crate::types::RuleSet;
use draughts_game::Lang;

/// One game of a PDN file, as read (and fully replayed) by the core.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PdnGameInfo {
    /// Its tags in file order, as name/value pairs.
    pub tags: Vec<PdnTag>,
    /// The rules, from its GameType (and Rules) tags.
    pub rules: RuleSet,
    /// The start position as a FEN.
    pub start_fen: String,
    /// The moves in official notation.
    pub moves: Vec<String>,
    /// How it ended, if it did (in English).
    pub result: Option<ResultView>,
    /// The 1-based line of the file where it starts.
    pub line: u32,
}

/// A PDN tag.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PdnTag {
    /// The tag name (`Event`, `White`, …).
    pub name: String,
    /// Its value.
    pub value: String,
}

/// Reads every game of a PDN text, replaying each. `InvalidPdn` (with the
/// line) at the first game that cannot be read.
#[uniffi::export]
pub fn read_pdn(text: String) -> Result<Vec<PdnGameInfo>> {
    let games = draughts_game::pdn::read_pdn(&text)?;
    Ok(games
        .into_iter()
        .map(|g| {
            let rules = *g.game.rules();
            // The game's own screen words its result.
            let screen = draughts_app::GameScreen::from_game(g.game, Default::default(), Lang::En);
            let game = screen.game();
            PdnGameInfo {
                tags: g
                    .tags
                    .iter()
                    .map(|(n, v)| PdnTag { name: n.clone(), value: v.clone() })
                    .collect(),
                rules: rules.into(),
                start_fen: game.start().to_fen(&rules),
                moves: game.played().iter().map(|p| p.text.clone()).collect(),
                result: screen.view().result.as_ref().map(Into::into),
                line: u32::try_from(g.line).unwrap_or(u32::MAX),
            }
        })
        .collect())
}
