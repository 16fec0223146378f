//! Save and resume: a versioned JSON document of a game (`issue 3`, part 5).
//!
//! ```json
//! {"format":"draughts-save","version":1,"rules":{…},"start":"W:W31,…:B1,…",
//!  "moves":["32-28","19-23",…],"ply":2,"ending":null,"draw_offer":null,
//!  "players":[{"kind":"human"},{"kind":"bot","level":3}],"extra":null,
//!  "checksum":"5f3a…"}
//! ```
//!
//! * `moves` is the whole line in official notation, `ply` how many of
//!   them are played (the rest can be redone).
//! * `ending` is a resignation or an agreed draw; other results follow from
//!   the moves.
//! * `players` and `extra` belong to the app (the board session): the core
//!   stores them untouched.
//! * `checksum` is FNV-1a 64 over the document without it, so a file edited
//!   by hand or half-written is refused. Every move is replayed on load.
//!
//! Loading refuses, with a [`SaveError`] and never a panic: text that is not
//! JSON or is cut short, another format, a version newer than
//! [`SAVE_VERSION`], a wrong checksum, bad rules or FEN, and a move that does
//! not replay.
//!
//! Writing the file is I/O and so not in the core. The apps must write it
//! atomically: write to a temporary file in the same directory, flush and
//! fsync it, then rename it over the old file (the CLI's `write_atomic`
//! does exactly this).

use crate::game::{EndReason, Game, GameResult};
use draughts_rules::Position;
use draughts_rules::{Color, Rules};
use serde::{Deserialize, Serialize};

/// The save format this code writes. Older versions are read; newer ones are refused.
pub const SAVE_VERSION: u32 = 1;
/// The `format` field of every save.
pub const SAVE_FORMAT: &str = "draughts-save";

pub use crate::player::Player;

/// The players, White first.
pub type Players = [Player; 2];

/// The body of a save, as stored (everything but the checksum).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Body {
    format: String,
    version: u32,
    rules: Rules,
    start: String,
    moves: Vec<String>,
    ply: usize,
    ending: Option<GameResult>,
    draw_offer: Option<Color>,
    players: Players,
    #[serde(default)]
    extra: serde_json::Value,
}

#[derive(Serialize, Deserialize)]
struct Doc {
    #[serde(flatten)]
    body: Body,
    checksum: String,
}

/// A game restored from a save, with the app's data.
#[derive(Clone, Debug)]
pub struct Saved {
    pub game: Game,
    pub players: Players,
    /// Anything the app stored (clock, board orientation…); `null` if nothing.
    pub extra: serde_json::Value,
}

/// Why a save was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    #[error("the save is not valid JSON (truncated or damaged): {0}")]
    NotJson(String),
    #[error("not a draughts save (format `{0}`)")]
    Format(String),
    #[error("the save has version {found}, newer than this app understands ({supported}); update the app")]
    FutureVersion { found: u64, supported: u32 },
    #[error("the save is damaged: {0}")]
    Invalid(String),
    #[error("the save was modified or damaged (checksum mismatch)")]
    Checksum,
    #[error("the save's rules are invalid: {0}")]
    Rules(String),
    #[error("the save's start position is invalid: {0}")]
    Start(String),
    #[error("the save's move {ply} `{text}` does not replay: {why}")]
    Replay { ply: usize, text: String, why: String },
}

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

fn checksum(body: &Body) -> String {
    // The canonical text of the body: serde_json writes struct fields in
    // declaration order, so the same body always gives the same bytes.
    let text = serde_json::to_string(body).unwrap_or_default();
    format!("{:016x}", fnv1a(text.as_bytes()))
}

/// The save document of a game, as pretty JSON.
pub fn to_json(game: &Game, players: Players, extra: serde_json::Value) -> String {
    let rules = *game.rules();
    let ending =
        game.result().filter(|r| matches!(r.reason, EndReason::Resignation | EndReason::Agreement));
    let body = Body {
        format: SAVE_FORMAT.to_string(),
        version: SAVE_VERSION,
        rules,
        start: game.start().to_fen(&rules),
        moves: game.plies().iter().map(|p| p.text.clone()).collect(),
        ply: game.ply(),
        ending,
        draw_offer: game.pending_draw_offer(),
        players,
        extra,
    };
    let checksum = checksum(&body);
    serde_json::to_string_pretty(&Doc { body, checksum }).unwrap_or_default()
}

/// Restores a game from a save document.
pub fn from_json(text: &str) -> Result<Saved, SaveError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| SaveError::NotJson(e.to_string()))?;
    let obj = value
        .as_object()
        .ok_or_else(|| SaveError::Invalid("the document is not a JSON object".into()))?;
    match obj.get("format").and_then(|f| f.as_str()) {
        Some(SAVE_FORMAT) => {}
        Some(other) => return Err(SaveError::Format(other.to_string())),
        None => return Err(SaveError::Format("missing".into())),
    }
    let version = obj
        .get("version")
        .and_then(|v| v.as_u64())
        .ok_or_else(|| SaveError::Invalid("no version number".into()))?;
    if version > SAVE_VERSION as u64 {
        return Err(SaveError::FutureVersion { found: version, supported: SAVE_VERSION });
    }
    if version == 0 {
        return Err(SaveError::Invalid("version 0 does not exist".into()));
    }
    let doc: Doc = serde_json::from_value(value).map_err(|e| SaveError::Invalid(e.to_string()))?;
    if checksum(&doc.body) != doc.checksum {
        return Err(SaveError::Checksum);
    }
    let b = doc.body;
    b.rules.validate().map_err(|e| SaveError::Rules(e.to_string()))?;
    let start =
        Position::from_fen(&b.rules, &b.start).map_err(|e| SaveError::Start(e.to_string()))?;
    if b.ply > b.moves.len() {
        return Err(SaveError::Invalid(format!(
            "ply {} is past the {} moves",
            b.ply,
            b.moves.len()
        )));
    }
    let mut game = Game::from_position(b.rules, start);
    for (i, text) in b.moves.iter().enumerate() {
        game.play_text(text).map_err(|e| SaveError::Replay {
            ply: i + 1,
            text: text.clone(),
            why: e.to_string(),
        })?;
    }
    game.go_to(b.ply);
    if let Some(offer) = b.draw_offer {
        game.offer_draw(offer).map_err(|e| SaveError::Invalid(e.to_string()))?;
    }
    if let Some(end) = b.ending {
        let r = match (end.reason, end.outcome.winner()) {
            (EndReason::Resignation, Some(w)) => game.resign(w.opponent()),
            (EndReason::Agreement, None) => game.agree_draw(),
            _ => {
                return Err(SaveError::Invalid(format!(
                    "ending `{end}` is not a resignation or an agreement"
                )))
            }
        };
        r.map_err(|e| SaveError::Invalid(e.to_string()))?;
    }
    Ok(Saved { game, players: b.players, extra: b.extra })
}
