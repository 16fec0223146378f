//! The app's settings as one versioned document, the same for both apps.
//!
//! The document is a JSON object: `format`, `version`, then one key per
//! setting. A version that adds a setting adds a key and keeps the version
//! number, so an older version reads the document, ignores the key and
//! writes it back unchanged: a downgrade loses nothing. A key this version
//! knows but whose value it does not (a choice added later) is read as the
//! default and also written back unchanged, until the player changes that
//! setting. Only a document this version cannot read at all (a newer
//! version number, another format, broken JSON) is kept aside under a name
//! saying why ([`KeepAside`]), the player is told, and the defaults apply.
//!
//! ```
//! use draughts_app::settings::{Settings, SettingsDocument};
//!
//! let newer = br#"{"format":"draughts-settings","version":1,"sound":false,"glow":"soft"}"#;
//! let mut doc = SettingsDocument::open(Some(newer), "2026-12-05").document;
//! let mut s = doc.settings();
//! assert!(!s.sound);
//! s.haptics = false;
//! doc.set(&s);
//! let written = String::from_utf8(doc.to_bytes()).unwrap();
//! assert!(written.contains(r#""glow": "soft""#), "a key of a newer version is kept");
//! ```

use crate::storage::{KeepAside, StoredFile, Unreadable};
use draughts_game::Lang;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The `format` of a settings document.
pub const SETTINGS_FORMAT: &str = "draughts-settings";
/// The version this build writes and reads.
pub const SETTINGS_VERSION: u64 = 1;

/// The light or dark look of the app.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Appearance {
    /// As the system says.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// Where the squares' names are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SquareLabels {
    /// Nowhere.
    None,
    /// Inside the squares.
    Inside,
    /// Outside the board, along two edges.
    #[default]
    Outside,
}

/// How fast a moving piece slides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    /// No animation.
    Off,
    /// About 160 ms a hop.
    #[default]
    Fast,
    /// About 250 ms a hop.
    Slow,
}

/// How the finger moves a piece (lichess's "move pieces by").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveInput {
    /// Two taps or a drag, as the player likes.
    #[default]
    Either,
    /// Only by dragging the piece.
    Drag,
    /// Only by two taps.
    Tap,
}

/// Every setting with its value; [`Settings::default`] is what a new
/// player gets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    /// The language chosen (its tag, `fr`, `pt-BR`); `None` follows the
    /// system's.
    #[serde(with = "language_tag")]
    pub language: Option<Lang>,
    /// Light, dark or the system's.
    pub appearance: Appearance,
    /// The board theme's id ([`crate::looks`]).
    pub board_theme: String,
    /// The piece set's id ([`crate::looks`]).
    pub piece_set: String,
    /// Where the squares' names are written.
    pub square_labels: SquareLabels,
    /// How fast a move slides.
    pub animation: AnimationSpeed,
    /// Two taps, a drag, or either.
    pub move_input: MoveInput,
    /// The sounds of moves and captures.
    pub sound: bool,
    /// Vibrations.
    pub haptics: bool,
    /// Between two people, the board turns to the side to move.
    pub auto_flip: bool,
    /// Between two people, undo asks the other player.
    pub takeback_asks: bool,
    /// The Material colours from the wallpaper (Android 12 and later).
    pub dynamic_colour: bool,
    /// A tap on a square moves at once (otherwise a tap selects and a second
    /// tap confirms).
    pub direct_touch: bool,
    /// The screen reader is told each move.
    pub announce_moves: bool,
    /// The bot's level in a new game.
    pub bot_level: u32,
    /// A move made on the board waits for Confirm before it is played
    /// (lichess's "confirm move").
    pub confirm_moves: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            appearance: Appearance::System,
            board_theme: "wood".into(),
            piece_set: "relief".into(),
            square_labels: SquareLabels::Outside,
            animation: AnimationSpeed::Fast,
            move_input: MoveInput::Either,
            sound: true,
            haptics: true,
            auto_flip: false,
            takeback_asks: false,
            dynamic_colour: false,
            direct_touch: true,
            announce_moves: true,
            bot_level: draughts_engine::Level::DEFAULT.into(),
            confirm_moves: false,
        }
    }
}

/// The language as its tag; a tag this build does not speak is `None`.
mod language_tag {
    use draughts_game::Lang;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(l: &Option<Lang>, s: S) -> Result<S::Ok, S::Error> {
        match l {
            Some(l) => s.serialize_str(l.code()),
            None => s.serialize_str("system"),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
        let tag = String::deserialize(d)?;
        Lang::parse_tag(&tag)
            .map(Some)
            .ok_or_else(|| serde::de::Error::custom(format!("no language `{tag}`")))
            .or_else(|e| if tag == "system" { Ok(None) } else { Err(e) })
    }
}

/// The stored settings: every key read, known or not, so that writing
/// them back loses nothing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SettingsDocument {
    fields: Map<String, Value>,
}

/// A settings document opened ([`SettingsDocument::open`]).
#[derive(Clone, Debug, PartialEq)]
pub struct SettingsOpening {
    /// The document read, or a new one.
    pub document: SettingsDocument,
    /// The file to rename before the settings are written again.
    pub keep_aside: Option<KeepAside>,
}

impl SettingsDocument {
    /// Reads the stored settings (`None`: no file yet) on `today` (ISO
    /// 8601, for the kept file's name). The `key=value` lines of earlier
    /// Android versions are read too. A document this version cannot read
    /// is kept aside, never written over, and a new one starts.
    pub fn open(bytes: Option<&[u8]>, today: &str) -> SettingsOpening {
        let Some(bytes) = bytes else {
            return SettingsOpening { document: SettingsDocument::default(), keep_aside: None };
        };
        match SettingsDocument::read(bytes) {
            Ok(document) => SettingsOpening { document, keep_aside: None },
            Err(reason) => SettingsOpening {
                document: SettingsDocument::default(),
                keep_aside: Some(KeepAside::new(StoredFile::Settings, reason, today, bytes)),
            },
        }
    }

    fn read(bytes: &[u8]) -> Result<SettingsDocument, Unreadable> {
        let text = std::str::from_utf8(bytes).map_err(|_| Unreadable::Damaged)?;
        if !text.trim_start().starts_with('{') {
            return former_lines(text).ok_or(Unreadable::OtherFormat);
        }
        let mut fields = match serde_json::from_str::<Value>(text) {
            Ok(Value::Object(fields)) => fields,
            Ok(_) => return Err(Unreadable::OtherFormat),
            Err(_) => return Err(Unreadable::Damaged),
        };
        if fields.remove("format").as_ref().and_then(Value::as_str) != Some(SETTINGS_FORMAT) {
            return Err(Unreadable::OtherFormat);
        }
        match fields.remove("version").as_ref().and_then(Value::as_u64) {
            Some(v) if v > SETTINGS_VERSION => Err(Unreadable::NewerVersion(v)),
            Some(_) => Ok(SettingsDocument { fields }),
            None => Err(Unreadable::DamagedHeader),
        }
    }

    /// The settings: each key as stored, the default where a key is
    /// missing or holds a value this version does not know.
    pub fn settings(&self) -> Settings {
        let mut known = to_map(&Settings::default());
        for key in known.keys().cloned().collect::<Vec<_>>() {
            let Some(stored) = self.fields.get(&key) else { continue };
            let mut tried = known.clone();
            tried.insert(key, stored.clone());
            if serde_json::from_value::<Settings>(Value::Object(tried.clone())).is_ok() {
                known = tried;
            }
        }
        serde_json::from_value(Value::Object(known)).unwrap_or_default()
    }

    /// Stores `settings`: only the settings that differ from what
    /// [`SettingsDocument::settings`] reads are written, so a value this
    /// version does not know stays until its setting is changed, and every
    /// key this version does not know stays.
    pub fn set(&mut self, settings: &Settings) {
        let before = to_map(&self.settings());
        for (key, value) in to_map(settings) {
            if before.get(&key) != Some(&value) {
                self.fields.insert(key, value);
            }
        }
    }

    /// The document's bytes (JSON, format and version first).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Map::new();
        out.insert("format".into(), SETTINGS_FORMAT.into());
        out.insert("version".into(), SETTINGS_VERSION.into());
        out.extend(self.fields.clone());
        serde_json::to_vec_pretty(&Value::Object(out)).unwrap_or_default()
    }
}

fn to_map(s: &Settings) -> Map<String, Value> {
    match serde_json::to_value(s) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    }
}

/// The settings of earlier versions as `key=value` lines, as their keys:
/// the Android app wrote them in `settings.txt`, the iOS app kept them in
/// its user defaults (it hands them over as such lines, once). `None` if
/// the text is not such lines.
fn former_lines(text: &str) -> Option<SettingsDocument> {
    let mut fields = Map::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let (key, value) = line.split_once('=')?;
        let (key, value) = former_setting(key.trim(), value.trim());
        fields.insert(key.into(), value);
    }
    Some(SettingsDocument { fields })
}

/// One setting of an earlier version under this document's key and value.
fn former_setting<'k>(key: &'k str, value: &str) -> (&'k str, Value) {
    let lower = value.to_ascii_lowercase();
    let flag = || value.parse::<bool>().map(Value::from).unwrap_or_else(|_| value.into());
    match key {
        "theme" | "appearance" => ("appearance", lower.into()),
        "palette" | "boardTheme" => ("boardTheme", value.into()),
        "labels" | "squareLabels" => match lower.as_str() {
            "numbers" => ("squareLabels", "inside".into()),
            "coordinates" => ("squareLabels", "outside".into()),
            _ => ("squareLabels", lower.into()),
        },
        "animation" => ("animation", lower.into()),
        "moveInput" => ("moveInput", lower.into()),
        "language" => match lower.as_str() {
            "english" => ("language", "en".into()),
            "french" => ("language", "fr".into()),
            _ => ("language", lower.replace('_', "-").into()),
        },
        "sounds" => ("sound", flag()),
        "sound" | "haptics" | "autoFlip" | "takebackAsks" | "dynamicColour" | "directTouch"
        | "announceMoves" => (key, flag()),
        "botLevel" => (key, value.parse::<u32>().map(Value::from).unwrap_or_else(|_| value.into())),
        _ => (key, value.into()),
    }
}
