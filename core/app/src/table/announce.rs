//! The announcements: every input's event, with its sentence, kept in a
//! short list of the latest ones.

use super::{Event, EventKind, Fade, GameTable, MoveAnimation, SoundCue};
use crate::board::TapOutcome;
use crate::texts;
use draughts_rules::PieceKind;

/// How many of the latest events a view carries: enough that a front end
/// reading the view a little late (a tap right after the bot's move) still
/// announces every one.
pub const RECENT_EVENTS: usize = 8;

impl GameTable {
    /// Adds an event with the next `seq`, dropping the oldest past [`RECENT_EVENTS`].
    pub(super) fn announce(&mut self, kind: EventKind, text: String) {
        self.seq += 1;
        let sound = SoundCue::of(kind);
        self.events.push(Event { seq: self.seq, kind, text, sound });
        if self.events.len() > RECENT_EVENTS {
            self.events.remove(0);
        }
    }

    /// The event of a tap that did not play a move (a move has its own).
    pub(super) fn announce_tap(&mut self, out: &TapOutcome) {
        let kind = match out {
            TapOutcome::Selected { .. } => EventKind::Selected,
            TapOutcome::Stepped { .. } => EventKind::Stepped,
            TapOutcome::Cancelled => EventKind::Cancelled,
            TapOutcome::Refused(_) => EventKind::Refused,
            TapOutcome::Played { .. } => return,
        };
        let text = self.board.outcome_text(out);
        self.announce(kind, text);
    }

    /// The announcement after a move: the move, the result if it ended the
    /// game, and who must capture next.
    /// `tapped`: landing squares of a capture tapped before the last one
    /// (the piece already stands on the last of them).
    pub(super) fn after_move(&mut self, m: &draughts_rules::Move, by_bot: bool, tapped: usize) {
        let lang = self.lang();
        let rules = *self.rules();
        let mut text = texts::moved(&texts::spoken_move(&rules, m, lang), by_bot, lang);
        let result = self.result_view();
        if let Some(r) = &result {
            text = format!("{text} {}.", r.text);
        } else {
            let must = self.board.must_capture();
            if !must.is_empty() {
                let side = self.board.position().turn();
                text = format!("{text} {}", texts::must_capture(&rules, side, &must, lang));
            }
        }
        let kind = EventKind::Moved {
            capture: m.is_capture(),
            by_bot,
            game_over: result.is_some(),
            crowned: m.crowns_at().is_some(),
        };
        self.announce(kind, text);
        self.animation = self.plan_animation(m, tapped);
    }

    /// The animation of `m`, just played: from where the piece stands on
    /// screen (its square, or the last landing square already tapped), hop
    /// by hop, each taken piece fading as it is jumped, crowned at the step
    /// the move says.
    fn plan_animation(&self, m: &draughts_rules::Move, tapped: usize) -> Option<MoveAnimation> {
        let g = self.board.game();
        let rules = self.rules();
        let before = g.position_at(g.ply().checked_sub(1)?)?;
        let path = m.path();
        let tapped = tapped.min(path.len() - 1);
        let mut piece = before.piece_at(rules, m.from())?;
        let crowned = m.crowns_at();
        if crowned.is_some_and(|step| step < tapped) {
            piece.kind = PieceKind::King;
        }
        let start = if tapped == 0 { m.from() } else { path[tapped - 1] };
        let mut squares = vec![start];
        squares.extend_from_slice(&path[tapped..]);
        let hops = squares.len() - 1;
        let fades = m
            .captured()
            .iter()
            .enumerate()
            .filter_map(|(i, &square)| {
                let piece = before.piece_at(rules, square)?;
                Some(Fade { square, piece, step: (i + 1).saturating_sub(tapped).min(hops) })
            })
            .collect();
        Some(MoveAnimation {
            seq: self.seq,
            piece,
            squares,
            fades,
            crowns_at: crowned.filter(|&step| step >= tapped).map(|step| step + 1 - tapped),
        })
    }
}
