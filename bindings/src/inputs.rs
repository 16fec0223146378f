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
}

impl From<Language> for Lang {
    fn from(l: Language) -> Self {
        match l {
            Language::En => Lang::En,
            Language::Fr => Lang::Fr,
        }
    }
}
impl From<Lang> for Language {
    fn from(l: Lang) -> Self {
        match l {
            Lang::En => Language::En,
            Lang::Fr => Language::Fr,
        }
    }
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
    /// Cancel the selection, or leave a review.
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
