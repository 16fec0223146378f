//! A new game as the home screens set it up: who plays which colour, and
//! the bot's level. One answer for the terminal, Android and iOS.

use draughts_engine::Level;
use draughts_game::Player;
use draughts_rules::Color;
use serde::Serialize;

/// Who plays a new game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub enum GameMode {
    /// Two people at one device.
    TwoPlayers,
    /// A person against the bot.
    #[default]
    VsBot,
}

/// The choices of a new game.
///
/// ```
/// use draughts_app::{GameMode, NewGame};
/// use draughts_engine::Level;
/// use draughts_game::Player;
/// use draughts_rules::Color;
///
/// let game = NewGame { mode: GameMode::VsBot, side: Color::Black, level: Level::DEFAULT };
/// assert_eq!(game.players(), [Player::Bot { level: 3 }, Player::Human]);
/// assert_eq!(NewGame::default().players(), [Player::Human, Player::Bot { level: 3 }]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct NewGame {
    /// Two people, or against the bot.
    pub mode: GameMode,
    /// The colour the person plays against the bot (ignored between two
    /// people).
    pub side: Color,
    /// The bot's level, 1 to 6 (clamped; ignored between two people).
    pub level: u8,
}

impl Default for NewGame {
    /// Against the bot at [`Level::DEFAULT`], the person White: see
    /// [`NewGame::at_level`].
    fn default() -> NewGame {
        NewGame::at_level(Level::DEFAULT)
    }
}

impl NewGame {
    /// The game a new-game form opens on, with the bot at `level` (the
    /// player's setting): against the bot, the person White. A phone is
    /// mostly played alone, and a lone player should not have to find an
    /// opponent first; two people sharing the device pick "two players"
    /// with one tap. White moves first in most rules, so the person starts.
    pub fn at_level(level: u8) -> NewGame {
        NewGame { mode: GameMode::VsBot, side: Color::White, level: Level::get(level).number }
    }

    /// White's player, then Black's: the person on `side` and the bot on
    /// the other colour, or two people.
    pub fn players(&self) -> [Player; 2] {
        match self.mode {
            GameMode::TwoPlayers => [Player::Human, Player::Human],
            GameMode::VsBot => {
                let mut p = [Player::Bot { level: Level::get(self.level).number }; 2];
                p[self.side.index()] = Player::Human;
                p
            }
        }
    }
}
