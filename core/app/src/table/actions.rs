//! What is allowed now and what exists in this game: the side acting
//! from this device, the enabled controls and the offered ones.

use super::{Enabled, GameTable, Offered};
use draughts_game::Player;
use draughts_rules::Color;

impl GameTable {
    /// The side that resigns or offers a draw from this device.
    pub fn acting_side(&self) -> Option<Color> {
        match self.board.players() {
            [Player::Human, Player::Human] => Some(self.board.position().turn()),
            [Player::Human, _] => Some(Color::White),
            [_, Player::Human] => Some(Color::Black),
            _ => None,
        }
    }

    /// Which controls may be used now.
    pub fn enabled(&self) -> Enabled {
        let b = &self.board;
        let over = b.is_over();
        let acting = self.acting_side();
        let offer = b.game().pending_draw_offer();
        let person_to_move = !over && b.bot_to_move().is_none();
        Enabled {
            undo: b.can_undo() && !self.lost_on_time(),
            redo: b.can_redo(),
            hint: self.vs_bot() && person_to_move && self.hint_wanted.is_none(),
            offer_draw: !over && acting.is_some() && offer.is_none() && person_to_move,
            answer_draw: !over && offer.is_some_and(|by| b.player(by.opponent()) == Player::Human),
            resign: !over && acting.is_some(),
            end_replay: self.replay.is_some(),
            cancel: self.replay.is_some() || b.selection().is_some(),
            rematch: over,
            auto_flip: b.two_people() && !b.face_to_face(),
            face_to_face: b.two_people(),
            turn_far_pieces: b.face_to_face(),
            answer_takeback: self.takeback.is_some(),
            pause_clock: self.clock.is_some_and(|c| c.running().is_some()),
            resume_clock: self.clock_paused(),
        }
    }

    /// Which controls exist in this game at all.
    pub fn offered(&self) -> Offered {
        let b = &self.board;
        let person = self.acting_side().is_some();
        let paused = self.clock_paused();
        Offered {
            hint: self.vs_bot(),
            offer_draw: person,
            resign: person,
            face_to_face: b.two_people() || b.face_to_face(),
            turn_far_pieces: b.face_to_face(),
            pause_clock: self.clock.is_some() && !paused,
            resume_clock: paused,
        }
    }
}
