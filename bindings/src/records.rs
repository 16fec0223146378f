//! Save and PDN: a session to and from a save document, PDN export, and
//! PDN import (a whole file, or one game into a session).

use crate::error::{argument, Result};
use crate::session::{GameResultInfo, GameSession, Player};
use crate::types::RuleSet;
use draughts_app::session as ds;
use std::collections::HashMap;
use std::sync::Arc;

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
    /// How it ended, if it did.
    pub result: Option<GameResultInfo>,
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

/// A player read from a save, checked like one given by the app (a bot
/// level out of range is refused).
fn session_player(p: ds::Player) -> Result<ds::Player> {
    match p {
        ds::Player::Human => Ok(ds::Player::Human),
        ds::Player::Bot { level } => Player::Bot { level: level.into() }.try_into(),
    }
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
            PdnGameInfo {
                tags: g
                    .tags
                    .iter()
                    .map(|(n, v)| PdnTag { name: n.clone(), value: v.clone() })
                    .collect(),
                rules: rules.into(),
                start_fen: g.game.start().to_fen(&rules),
                moves: g.game.played().iter().map(|p| p.text.clone()).collect(),
                result: g.game.result().map(|r| crate::session::result_info(&r, ds::Lang::En)),
                line: u32::try_from(g.line).unwrap_or(u32::MAX),
            }
        })
        .collect())
}

#[uniffi::export]
impl GameSession {
    /// Restores a session from a save document written by [`GameSession::save`]
    /// (players and board orientation included). `InvalidSave` if the text
    /// is not a save, is damaged or truncated, or comes from a newer version.
    #[uniffi::constructor]
    pub fn restore(save: String) -> Result<Arc<Self>> {
        let saved = draughts_game::save::from_json(&save)?;
        let players = [session_player(saved.players[0])?, session_player(saved.players[1])?];
        let mut s = ds::BoardSession::from_game(saved.game, players);
        if let Some(auto) = saved.extra.get("auto_flip").and_then(|v| v.as_bool()) {
            if let Some(f) = saved.extra.get("flipped").and_then(|v| v.as_bool()) {
                s.set_flipped(f);
            }
            s.set_auto_flip(auto);
        }
        Ok(Self::wrap(s))
    }

    /// Game number `index` (from 0) of a PDN text, as a session at its last
    /// position (earlier moves can be undone). `InvalidPdn` with the line if
    /// the text cannot be read; `Other` if there is no such game.
    #[uniffi::constructor]
    pub fn from_pdn(text: String, index: u32, white: Player, black: Player) -> Result<Arc<Self>> {
        let games = draughts_game::pdn::read_pdn(&text)?;
        let n = games.len();
        let g = games
            .into_iter()
            .nth(index as usize)
            .ok_or_else(|| argument(format!("game {index} asked, the text has {n}")))?;
        Ok(Self::wrap(ds::BoardSession::from_game(g.game, [white.try_into()?, black.try_into()?])))
    }

    /// The save document of this game (JSON, versioned, checksummed): the
    /// whole line including undone moves, the players and the board
    /// orientation. Write it atomically (temporary file, flush, rename).
    pub fn save(&self) -> String {
        let s = self.lock();
        let players = s.players();
        let extra = serde_json::json!({ "flipped": s.is_flipped(), "auto_flip": s.auto_flip() });
        draughts_game::save::to_json(s.game(), players, extra)
    }

    /// The game as strict PDN 3.0, up to the current move. `tags` gives the
    /// standard tags (`Event`, `Site`, `Date`, `Round`, `White`, `Black`;
    /// missing ones are `?`) and any others; `GameType`, `FEN` and `Result`
    /// are computed.
    pub fn export_pdn(&self, tags: HashMap<String, String>) -> String {
        let mut tags: Vec<(String, String)> = tags.into_iter().collect();
        tags.sort();
        let s = self.lock();
        draughts_game::pdn::write_game(s.game(), &tags, &[])
    }
}
