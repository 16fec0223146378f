//! Who plays a side: a person at the device or the bot at a level. Part of
//! the game record because saves and PDN tags name the players.

use serde::{Deserialize, Serialize};

/// What a player of a game is. Saves store it as `{"kind":"human"}` or
/// `{"kind":"bot","level":4}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Player {
    /// A person at this device.
    #[default]
    Human,
    /// The bot, at a level of [`Player::LEVELS`].
    Bot {
        /// 1 (weakest) to 6.
        level: u8,
    },
}

impl Player {
    /// The bot's levels. The engine's level table has exactly these entries.
    pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=6;

    /// Whether this is the bot.
    pub const fn is_bot(self) -> bool {
        matches!(self, Player::Bot { .. })
    }

    /// The bot's level, if this is the bot.
    pub const fn level(self) -> Option<u8> {
        match self {
            Player::Bot { level } => Some(level),
            Player::Human => None,
        }
    }

    /// The bot at `level`, or why not: the level must be in [`Player::LEVELS`].
    pub fn bot(level: u32) -> Result<Player, String> {
        match u8::try_from(level) {
            Ok(l) if Player::LEVELS.contains(&l) => Ok(Player::Bot { level: l }),
            _ => Err(format!(
                "bot level {level}: use {} to {}",
                Player::LEVELS.start(),
                Player::LEVELS.end()
            )),
        }
    }

    /// The same player, checked: a bot's level must be in range.
    pub fn checked(self) -> Result<Player, String> {
        match self {
            Player::Human => Ok(self),
            Player::Bot { level } => Player::bot(level.into()),
        }
    }
}
