//! Save and resume: one versioned, checksummed JSON document of a game,
//! written the same way by the terminal and by the apps.
//!
//! ```json
//! {"format":"draughts-save","version":3,"rules":{…},"start":"W:W31,…:B1,…",
//!  "moves":["32-28","19-23",…],"ply":2,"ending":null,"draw_offer":null,
//!  "players":[{"kind":"human"},{"kind":"bot","level":3}],
//!  "board":{"flipped":false,"auto_flip":false},"lang":"en",
//!  "checksum":"5f3a…"}
//! ```
//!
//! * `moves` is the whole line in official notation, `ply` how many of
//!   them are played (the rest can be redone).
//! * `ending` is a resignation or an agreed draw; other results follow from
//!   the moves.
//! * `players`, `board` (orientation) and `lang` are what the game screen
//!   restores, so a game saved in the terminal opens in the apps and the
//!   other way round. `board` may also hold `face_to_face` and
//!   `turn_far_pieces` (over-the-board play), written only when true: an
//!   older save without them loads with both off, and a save with both off
//!   is the same document as before they existed.
//! * `clock` (version 3, only when the game has a clock): the setting, the
//!   time each side has left at the start of its turn, the time the turn
//!   to move has used, the clock's state and the moves each side completed
//!   ([`Clock`]); never an instant of the platform's clock, which does not
//!   survive a restart. A clock comes back paused: no time passes while
//!   the app is closed.
//! * `ending` may also be a loss on time (version 3).
//! * `checksum` is FNV-1a 64 over the document without it, written with
//!   sorted keys and no spaces, so every byte that changes what loads
//!   (unknown fields included, which version 2 refuses anyway) is covered.
//!   Every move is replayed on load.
//!
//! Version 2 is version 3 without a clock, and is read as such. Version 1 (orientation in an app-defined `extra` object, no language) is
//! still read. A v1 writer kept a draw offer after the game had ended; such
//! a lapsed offer is dropped on load instead of refusing the file.
//!
//! Loading refuses, with a [`SaveError`] and never a panic: text that is not
//! JSON or is cut short, another format, a version newer than
//! [`SAVE_VERSION`], a wrong checksum, bad rules, FEN or players, and a move
//! that does not replay.
//!
//! Writing the file is I/O and so not in the core. Write it atomically: a
//! temporary file in the same directory, flushed and fsynced, renamed over
//! the old file, then the directory fsynced.

use crate::clock::Clock;
use crate::game::{EndReason, Game, GameError, GameResult};
use crate::lang::Lang;
use crate::player::Player;
use draughts_rules::{Color, Echo, Position, Rules};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The save format this code writes. Older versions are read; newer ones are refused.
pub const SAVE_VERSION: u32 = 3;
/// The `format` field of every save.
pub const SAVE_FORMAT: &str = "draughts-save";

/// The players, White first.
pub type Players = [Player; 2];

/// How the board is shown: saved with the game so it reopens the same way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardPrefs {
    /// Black at the bottom (when the board does not turn by itself).
    pub flipped: bool,
    /// In pass-and-play, the board turns to face the player to move.
    pub auto_flip: bool,
    /// Two people sit face to face with the device flat between them: the
    /// far player's strip and status are drawn turned toward them. Absent
    /// from older saves (off), and left out when off so that such a save
    /// reads the same in an app that predates it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub face_to_face: bool,
    /// In face-to-face play, the far side's pieces are drawn upside down,
    /// as they look from that player's chair. Same rules as `face_to_face`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub turn_far_pieces: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A game restored from a save, with what the game screen needs.
#[derive(Clone, Debug)]
pub struct Saved {
    /// The game, replayed by the rules.
    pub game: Game,
    /// Who plays each side.
    pub players: Players,
    /// How the board is shown.
    pub board: BoardPrefs,
    /// The language of the game's texts when it was saved.
    pub lang: Lang,
    /// The game's clock, paused, if it has one.
    pub clock: Option<Clock>,
}

/// Why a save was refused. What it quotes from the save is echoed with
/// control characters escaped ([`Echo`]), so the message stays one line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// Not JSON: truncated or damaged (the parser's message).
    #[error("the save is not valid JSON (truncated or damaged): {}", Echo(.0))]
    NotJson(String),
    /// JSON, but not a draughts save (its `format`).
    #[error("not a draughts save (format `{}`)", Echo(.0))]
    Format(String),
    /// Written by a newer version of the app.
    #[error(
        "the save has version {found}, newer than this app understands ({supported}); update the \
            app"
    )]
    FutureVersion {
        /// The save's version.
        found: u64,
        /// The newest version this build reads.
        supported: u32,
    },
    /// A field is missing or of the wrong kind.
    #[error("the save is damaged: {}", Echo(.0))]
    Invalid(String),
    /// The checksum does not match the content.
    #[error("the save was modified or damaged (checksum mismatch)")]
    Checksum,
    /// The rules do not read or are inconsistent.
    #[error("the save's rules are invalid: {}", Echo(.0))]
    Rules(String),
    /// The start position does not read or is illegal.
    #[error("the save's start position is invalid: {}", Echo(.0))]
    Start(String),
    /// A player does not read (a bot level out of range, ...).
    #[error("the save's player is invalid: {}", Echo(.0))]
    Player(String),
    /// A move does not replay.
    #[error("the save's move {ply} `{}` does not replay: {}", Echo(.text), .why)]
    Replay {
        /// Its ply, from 1.
        ply: usize,
        /// The move, as saved.
        text: String,
        /// Why it does not replay, as a code the app words in its language.
        why: GameError,
    },
}

/// The body of a version 2 or 3 save: everything but the checksum.
/// Version 2 has no `clock`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
    board: BoardPrefs,
    lang: Lang,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<Clock>,
}

/// The body of a version 1 save, as its writer laid it out (field order
/// matters: the v1 checksum is over this struct's serialization).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct BodyV1 {
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
    extra: Value,
}

/// FNV-1a, 64 bits.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// JSON with object keys sorted at every level and no spaces: the same
/// value always gives the same bytes, whatever order a file lists keys in.
fn canonical(v: &Value, out: &mut String) {
    match v {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, k) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(k.clone()).to_string());
                out.push(':');
                canonical(&map[k], out);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                canonical(item, out);
            }
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

/// The checksum of a JSON value: FNV-1a 64 of its canonical text, in hex.
pub(crate) fn checksum_of(body: &Value) -> String {
    let mut text = String::new();
    canonical(body, &mut text);
    format!("{:016x}", fnv1a(text.as_bytes()))
}

/// The save document of a game without a clock, as pretty JSON.
pub fn to_json(game: &Game, players: Players, board: BoardPrefs, lang: Lang) -> String {
    to_json_with_clock(game, players, board, lang, None)
}

/// The save document of a game and its clock, as pretty JSON. Pass the
/// clock as [`Clock::for_save`] gives it, so the running turn's time up to
/// now is counted.
pub fn to_json_with_clock(
    game: &Game,
    players: Players,
    board: BoardPrefs,
    lang: Lang,
    clock: Option<Clock>,
) -> String {
    let rules = *game.rules();
    let ending = game.result().filter(|r| {
        matches!(r.reason, EndReason::Resignation | EndReason::Agreement | EndReason::OutOfTime)
    });
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
        board,
        lang,
        clock,
    };
    // Serializing plain data to a Value cannot fail; the fallbacks keep it so.
    let mut doc = serde_json::to_value(&body).unwrap_or(Value::Null);
    let sum = checksum_of(&doc);
    if let Value::Object(map) = &mut doc {
        map.insert("checksum".into(), Value::String(sum));
    }
    serde_json::to_string_pretty(&doc).unwrap_or_default()
}

/// Restores a game from a save document (version 1, 2 or 3).
pub fn from_json(text: &str) -> Result<Saved, SaveError> {
    let mut value: Value =
        serde_json::from_str(text).map_err(|e| SaveError::NotJson(e.to_string()))?;
    let obj = value
        .as_object_mut()
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
    let checksum = match obj.remove("checksum") {
        Some(Value::String(s)) => s,
        _ => return Err(SaveError::Invalid("no checksum".into())),
    };
    match version {
        1 => {
            let body: BodyV1 = serde_json::from_value(value.clone())
                .map_err(|e| SaveError::Invalid(e.to_string()))?;
            // A v1 checksum is over the writer's field order; the document
            // must also be exactly what a v1 writer produced, so that no
            // byte outside the checksum changes what loads.
            let written = serde_json::to_value(&body).unwrap_or(Value::Null);
            let text = serde_json::to_string(&body).unwrap_or_default();
            if written != value || format!("{:016x}", fnv1a(text.as_bytes())) != checksum {
                return Err(SaveError::Checksum);
            }
            let board = BoardPrefs {
                flipped: body.extra.get("flipped").and_then(Value::as_bool).unwrap_or(false),
                auto_flip: body.extra.get("auto_flip").and_then(Value::as_bool).unwrap_or(false),
                ..BoardPrefs::default()
            };
            let parts = Parts {
                rules: body.rules,
                start: body.start,
                moves: body.moves,
                ply: body.ply,
                ending: body.ending,
                draw_offer: body.draw_offer,
                players: body.players,
            };
            restore(parts, board, Lang::default(), None)
        }
        2 | 3 => {
            if checksum_of(&value) != checksum {
                return Err(SaveError::Checksum);
            }
            let b: Body =
                serde_json::from_value(value).map_err(|e| SaveError::Invalid(e.to_string()))?;
            if version == 2 && b.clock.is_some() {
                return Err(SaveError::Invalid("a version 2 save has no clock".into()));
            }
            let parts = Parts {
                rules: b.rules,
                start: b.start,
                moves: b.moves,
                ply: b.ply,
                ending: b.ending,
                draw_offer: b.draw_offer,
                players: b.players,
            };
            restore(parts, b.board, b.lang, b.clock)
        }
        n => Err(SaveError::Invalid(format!("version {n} does not exist"))),
    }
}

/// What every version stores about the game itself.
struct Parts {
    rules: Rules,
    start: String,
    moves: Vec<String>,
    ply: usize,
    ending: Option<GameResult>,
    draw_offer: Option<Color>,
    players: Players,
}

fn restore(
    b: Parts,
    board: BoardPrefs,
    lang: Lang,
    clock: Option<Clock>,
) -> Result<Saved, SaveError> {
    b.rules.validate().map_err(|e| SaveError::Rules(e.to_string()))?;
    let mut players = b.players;
    for p in &mut players {
        *p = p.checked().map_err(SaveError::Player)?;
    }
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
            why: e,
        })?;
    }
    game.go_to(b.ply);
    // An offer lapses when the game ends; version 1 could still store one.
    if let (Some(offer), None) = (b.draw_offer, game.result()) {
        game.offer_draw(offer).map_err(|e| SaveError::Invalid(e.to_string()))?;
    }
    if let Some(end) = b.ending {
        let r = match (end.reason, end.outcome.winner()) {
            (EndReason::Resignation, Some(w)) => game.resign(w.opponent()),
            (EndReason::Agreement, None) => game.agree_draw(),
            (EndReason::OutOfTime, Some(w)) if clock.is_some() => game.flag(w.opponent()),
            _ => {
                return Err(SaveError::Invalid(format!(
                    "ending `{end}` is not a resignation, an agreement or a loss on time"
                )))
            }
        };
        r.map_err(|e| SaveError::Invalid(e.to_string()))?;
    }
    if let Some(c) = &clock {
        if c.turn() != game.turn() {
            return Err(SaveError::Invalid("the clock's turn is not the game's".into()));
        }
    }
    Ok(Saved { game, players, board, lang, clock })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_that_does_not_replay_is_quoted_on_one_line() {
        let mut game = Game::new(Rules::international());
        game.play_text("32-28").unwrap();
        let json = to_json(&game, [Player::Human; 2], BoardPrefs::default(), Lang::En);
        let mut value: Value = serde_json::from_str(&json).unwrap();
        let obj = value.as_object_mut().unwrap();
        obj.remove("checksum");
        obj["moves"][0] = Value::from("32-\n28\u{1b}[2J");
        let sum = checksum_of(&value);
        value.as_object_mut().unwrap().insert("checksum".into(), Value::from(sum));
        let err = from_json(&value.to_string()).unwrap_err();
        assert!(matches!(err, SaveError::Replay { ply: 1, .. }), "{err:?}");
        let text = err.to_string();
        assert!(!text.contains('\n') && !text.contains('\u{1b}'), "{text:?}");
        assert!(text.contains("`32-\\n28\\u{1b}[2J`"), "{text}");
    }
}
