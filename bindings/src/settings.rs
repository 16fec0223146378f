//! The app's settings as one document (the core's
//! `draughts_app::settings`): the apps read and write its text through
//! their atomic file stores and never read it themselves.

use crate::error::{guard, Result};
use crate::inputs::Language;
use crate::storage::KeepAside;
use draughts_app::settings as cs;

/// The light or dark look of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum AppearanceSetting {
    /// As the system says.
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// Where the squares' names are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum LabelsSetting {
    /// Nowhere.
    Hidden,
    /// Inside the squares.
    Inside,
    /// Outside the board, along two edges.
    Outside,
}

/// How fast a moving piece slides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum AnimationSetting {
    /// No animation.
    Off,
    /// About 160 ms a hop.
    Fast,
    /// About 250 ms a hop.
    Slow,
}

/// How the finger moves a piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum MoveInputSetting {
    /// Two taps or a drag.
    Either,
    /// Only by dragging.
    Drag,
    /// Only by two taps.
    Tap,
}

/// Both ways between a setting's value here and the core's, from one
/// list of pairs (the names differ where the core's would read badly in
/// Kotlin or Swift).
macro_rules! mirror_setting {
    ($ours:ident <=> $theirs:path { $($o:ident = $t:ident),* }) => {
        impl From<$theirs> for $ours {
            fn from(x: $theirs) -> Self {
                use $theirs as T;
                match x { $(T::$t => $ours::$o),* }
            }
        }
        impl From<$ours> for $theirs {
            fn from(x: $ours) -> Self {
                use $theirs as T;
                match x { $($ours::$o => T::$t),* }
            }
        }
    };
}
mirror_setting!(AppearanceSetting <=> cs::Appearance { System = System, Light = Light, Dark = Dark });
mirror_setting!(LabelsSetting <=> cs::SquareLabels { Hidden = None, Inside = Inside, Outside = Outside });
mirror_setting!(AnimationSetting <=> cs::AnimationSpeed { Off = Off, Fast = Fast, Slow = Slow });
mirror_setting!(MoveInputSetting <=> cs::MoveInput { Either = Either, Drag = Drag, Tap = Tap });

/// Every setting with its value.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SettingsValues {
    /// The language chosen; `null` follows the system's.
    pub language: Option<Language>,
    /// Light, dark or the system's.
    pub appearance: AppearanceSetting,
    /// The board theme's id.
    pub board_theme: String,
    /// The piece set's id.
    pub piece_set: String,
    /// Where the squares' names are written.
    pub square_labels: LabelsSetting,
    /// How fast a move slides.
    pub animation: AnimationSetting,
    /// Two taps, a drag, or either.
    pub move_input: MoveInputSetting,
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
    /// A tap on a square moves at once.
    pub direct_touch: bool,
    /// The screen reader is told each move.
    pub announce_moves: bool,
    /// The bot's level in a new game.
    pub bot_level: u32,
    /// A move made on the board waits for Confirm before it is played.
    #[uniffi(default = false)]
    pub confirm_moves: bool,
}

impl From<cs::Settings> for SettingsValues {
    fn from(s: cs::Settings) -> Self {
        SettingsValues {
            language: s.language.map(Into::into),
            appearance: s.appearance.into(),
            board_theme: s.board_theme,
            piece_set: s.piece_set,
            square_labels: s.square_labels.into(),
            animation: s.animation.into(),
            move_input: s.move_input.into(),
            sound: s.sound,
            haptics: s.haptics,
            auto_flip: s.auto_flip,
            takeback_asks: s.takeback_asks,
            dynamic_colour: s.dynamic_colour,
            direct_touch: s.direct_touch,
            announce_moves: s.announce_moves,
            bot_level: s.bot_level,
            confirm_moves: s.confirm_moves,
        }
    }
}

impl From<SettingsValues> for cs::Settings {
    fn from(s: SettingsValues) -> Self {
        cs::Settings {
            language: s.language.map(Into::into),
            appearance: s.appearance.into(),
            board_theme: s.board_theme,
            piece_set: s.piece_set,
            square_labels: s.square_labels.into(),
            animation: s.animation.into(),
            move_input: s.move_input.into(),
            sound: s.sound,
            haptics: s.haptics,
            auto_flip: s.auto_flip,
            takeback_asks: s.takeback_asks,
            dynamic_colour: s.dynamic_colour,
            direct_touch: s.direct_touch,
            announce_moves: s.announce_moves,
            bot_level: s.bot_level,
            confirm_moves: s.confirm_moves,
        }
    }
}

/// The stored settings opened ([`open_settings`]).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SettingsOpening {
    /// The settings to use.
    pub settings: SettingsValues,
    /// The document to hand to [`write_settings`] on the next change (the
    /// stored one, keys of other versions included, or a new one's).
    pub document: String,
    /// The file to rename before the settings are written again.
    pub keep_aside: Option<KeepAside>,
    /// What to tell the user when it is kept aside, in `language`.
    pub notice: Option<String>,
}

/// What a new player gets.
#[uniffi::export]
pub fn default_settings() -> Result<SettingsValues> {
    guard(|| Ok(cs::Settings::default().into()))
}

/// Opens the stored settings (`None`: no file yet; the text of the file or
/// of its former name) on `today` (ISO 8601). A document this version
/// cannot read is kept aside (rename it as `keep_aside` says before writing
/// the settings) and the defaults apply.
#[uniffi::export]
pub fn open_settings(
    document: Option<String>,
    today: String,
    language: Language,
) -> Result<SettingsOpening> {
    guard(|| {
        let opened = cs::SettingsDocument::open(document.as_deref().map(str::as_bytes), &today);
        let notice = opened.keep_aside.as_ref().map(|a| a.notice(language.into()));
        Ok(SettingsOpening {
            settings: opened.document.settings().into(),
            document: String::from_utf8_lossy(&opened.document.to_bytes()).into_owned(),
            keep_aside: opened.keep_aside.map(Into::into),
            notice,
        })
    })
}

/// The document to store after a change: `document` (the last one opened or
/// written) with `settings`, every key of other versions kept.
#[uniffi::export]
pub fn write_settings(settings: SettingsValues, document: String) -> Result<String> {
    guard(|| {
        let mut doc = cs::SettingsDocument::open(Some(document.as_bytes()), "").document;
        doc.set(&settings.into());
        Ok(String::from_utf8_lossy(&doc.to_bytes()).into_owned())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_through_the_ffi_keeping_other_versions_keys() {
        let later =
            r#"{"format":"draughts-settings","version":1,"boardGlow":"gold","sound":false}"#;
        let o = open_settings(Some(later.into()), "2026-12-05".into(), Language::En).unwrap();
        assert_eq!((o.keep_aside.clone(), o.notice.clone()), (None, None));
        assert!(!o.settings.sound);
        let changed = SettingsValues { language: Some(Language::Ru), ..o.settings };
        let written = write_settings(changed.clone(), o.document).unwrap();
        assert!(written.contains("boardGlow"), "{written}");
        let again = open_settings(Some(written), "".into(), Language::En).unwrap();
        assert_eq!(again.settings, changed);
    }

    #[test]
    fn unreadable_settings_are_kept_aside_with_a_notice_and_the_defaults_apply() {
        let o = open_settings(Some("{broken".into()), "2026-12-05".into(), Language::Nl).unwrap();
        let a = o.keep_aside.unwrap();
        assert_eq!(a.name, "settings.json");
        assert!(a.aside.starts_with("settings.damaged-2026-12-05-"), "{}", a.aside);
        assert!(o.notice.unwrap().contains(&a.aside));
        assert_eq!(o.settings, default_settings().unwrap());
    }
}
