//! What the apps pass in: the language of the texts, who plays each side,
//! the keys of the board and what only the platform knows about an export.
//! Each converts into the core's own type.

use crate::error::{argument, Result};
use draughts_app as da;
use draughts_game::{Lang, Player as CorePlayer};

/// The language of texts the core writes (statuses, announcements, square
/// descriptions, tutorial pages).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Language {
    /// English.
    En,
    /// French.
    Fr,
    /// Dutch.
    Nl,
    /// Russian.
    Ru,
    /// Brazilian Portuguese.
    PtBr,
}

impl From<Language> for Lang {
    fn from(l: Language) -> Self {
        match l {
            Language::En => Lang::En,
            Language::Fr => Lang::Fr,
            Language::Nl => Lang::Nl,
            Language::Ru => Lang::Ru,
            Language::PtBr => Lang::PtBr,
        }
    }
}
impl From<Lang> for Language {
    fn from(l: Lang) -> Self {
        match l {
            Lang::En => Language::En,
            Lang::Fr => Language::Fr,
            Lang::Nl => Language::Nl,
            Lang::Ru => Language::Ru,
            Lang::PtBr => Language::PtBr,
        }
    }
}

/// A language the app speaks, as a language setting lists it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LanguageInfo {
    /// The language.
    pub language: Language,
    /// Its BCP-47 tag (`fr`, `pt-BR`): the platform's resource folder and locale.
    pub tag: String,
    /// Its name in itself ("Français", "Русский"), the same in every language.
    pub native_name: String,
}

/// Every language the app speaks, in the order a language setting lists them.
#[uniffi::export]
pub fn languages() -> Result<Vec<LanguageInfo>> {
    crate::error::guard(|| {
        Ok(Lang::ALL
            .into_iter()
            .map(|l| LanguageInfo {
                language: l.into(),
                tag: l.code().to_string(),
                native_name: l.native_name().to_string(),
            })
            .collect())
    })
}

/// The language for a system locale tag (`fr-CA`, `pt_BR`, `nl-BE`): the
/// exact tag first, then the same primary language; `None` when the app
/// does not speak it (the caller then picks its default).
#[uniffi::export]
pub fn language_for_tag(tag: String) -> Result<Option<Language>> {
    crate::error::guard(|| Ok(Lang::parse_tag(&tag).map(Language::from)))
}

/// Who plays a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Player {
    /// A person at this device.
    Human,
    /// The bot at a level from 1 (weakest) to 6.
    Bot {
        /// 1..=6.
        level: u32,
    },
}

/// Who plays a new game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameMode {
    /// Two people at one device.
    TwoPlayers,
    /// A person against the bot.
    VsBot,
}

/// The home screen's choices for a new game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct NewGame {
    /// Two people, or against the bot.
    pub mode: GameMode,
    /// The person's colour against the bot.
    pub side: crate::types::Side,
    /// The bot's level, 1 to 6 (clamped).
    pub level: u32,
}

/// The game the new-game form opens on, with the bot at `level` (the
/// player's setting, or [`default_level`]): the core's `NewGame::at_level`.
#[uniffi::export]
pub fn default_new_game(level: u32) -> Result<NewGame, crate::error::DraughtsError> {
    crate::error::guard(|| {
        let g = draughts_app::NewGame::at_level(u8::try_from(level).unwrap_or(u8::MAX));
        Ok(NewGame { mode: g.mode.into(), side: g.side.into(), level: g.level.into() })
    })
}

/// White's player and Black's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Players {
    /// White.
    pub white: Player,
    /// Black.
    pub black: Player,
}

/// Who plays which colour in a new game: the core's answer, the same in
/// the terminal and both apps.
#[uniffi::export]
pub fn new_game_players(game: NewGame) -> Result<Players, crate::error::DraughtsError> {
    crate::error::guard(|| {
        let mode = match game.mode {
            GameMode::TwoPlayers => draughts_app::GameMode::TwoPlayers,
            GameMode::VsBot => draughts_app::GameMode::VsBot,
        };
        let level = u8::try_from(game.level).unwrap_or(u8::MAX);
        let [white, black] =
            draughts_app::NewGame { mode, side: game.side.into(), level }.players();
        Ok(Players { white: white.into(), black: black.into() })
    })
}

/// The level a new game against the bot starts with (the core's
/// `Level::DEFAULT`).
#[uniffi::export]
pub fn default_level() -> Result<u32, crate::error::DraughtsError> {
    crate::error::guard(|| Ok(draughts_engine::Level::DEFAULT.into()))
}

impl From<CorePlayer> for Player {
    fn from(p: CorePlayer) -> Self {
        match p {
            CorePlayer::Human => Player::Human,
            CorePlayer::Bot { level } => Player::Bot { level: level.into() },
        }
    }
}
impl TryFrom<Player> for CorePlayer {
    type Error = crate::error::DraughtsError;
    fn try_from(p: Player) -> Result<Self> {
        match p {
            Player::Human => Ok(CorePlayer::Human),
            Player::Bot { level } => CorePlayer::bot(level).map_err(argument),
        }
    }
}

/// A keyboard key for the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Key {
    /// The playing square straight up on screen.
    Up,
    /// Straight down.
    Down,
    /// Left, on the same row.
    Left,
    /// Right, on the same row.
    Right,
    /// The touching square up and left (Up+Left, or Home).
    UpLeft,
    /// Up and right (Up+Right, or Page Up).
    UpRight,
    /// Down and left (Down+Left, or End).
    DownLeft,
    /// Down and right (Down+Right, or Page Down).
    DownRight,
    /// Tap at the cursor.
    Enter,
    /// Cancel the selection, or leave a replay.
    Escape,
}

impl From<Key> for da::Key {
    fn from(k: Key) -> Self {
        match k {
            Key::Up => da::Key::Up,
            Key::Down => da::Key::Down,
            Key::Left => da::Key::Left,
            Key::Right => da::Key::Right,
            Key::UpLeft => da::Key::UpLeft,
            Key::UpRight => da::Key::UpRight,
            Key::DownLeft => da::Key::DownLeft,
            Key::DownRight => da::Key::DownRight,
            Key::Enter => da::Key::Enter,
            Key::Escape => da::Key::Escape,
        }
    }
}

/// What only the platform knows about an exported game.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PdnContext {
    /// Today as an ISO 8601 date (`2026-12-01`), if known.
    pub date: Option<String>,
    /// Where it was played (`Android`, `iOS`), if known.
    pub site: Option<String>,
}

impl From<PdnContext> for da::PdnContext {
    fn from(c: PdnContext) -> Self {
        da::PdnContext { date: c.date, site: c.site }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_is_listed_once_with_its_tag_and_name() {
        let all = languages().unwrap();
        assert_eq!(all.len(), Lang::ALL.len());
        for info in &all {
            assert_eq!(language_for_tag(info.tag.clone()).unwrap(), Some(info.language));
            assert!(!info.native_name.is_empty());
        }
        let tags: Vec<&str> = all.iter().map(|i| i.tag.as_str()).collect();
        assert_eq!(tags, ["fr", "en", "nl", "ru", "pt-BR"]);
    }

    #[test]
    fn system_tags_find_their_language_or_none() {
        let of = |t: &str| language_for_tag(t.into()).unwrap();
        assert_eq!(of("pt_BR"), Some(Language::PtBr));
        assert_eq!(of("nl-BE"), Some(Language::Nl));
        assert_eq!(of("ru-RU"), Some(Language::Ru));
        assert_eq!(of("fr-CA"), Some(Language::Fr));
        assert_eq!(of("de-DE"), None);
    }
}
