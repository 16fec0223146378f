//! One game between engines, refereed by the game record and cut short by
//! adjudication: the loop that the level matches, the A/B and SPRT tests
//! and the training self-play all play, each with its own choice of move
//! and its own adjudication thresholds.

use crate::search::SearchResult;
use draughts_game::{Game, Outcome};
use draughts_rules::{Color, Move, Position, Rules};

/// When a game is decided before its end, to keep long matches affordable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Adjudication {
    /// A side scored at least this many centi-men ahead (White's view) ...
    pub win_score: i32,
    /// ... for this many counted plies in a row wins.
    pub win_plies: i32,
    /// A score this high (a proven win) wins at once, if set.
    pub proven_win: Option<i32>,
    /// A position with at most this many pieces ...
    pub quiet_pieces: u32,
    /// ... scored within this many centi-men of level ...
    pub quiet_score: i32,
    /// ... for this many counted plies in a row is drawn.
    pub quiet_plies: u32,
    /// Only plies with a choice count (a forced move's score says little).
    pub choices_only: bool,
    /// Only plies the engine searched count (not book moves, depth 0).
    pub searched_only: bool,
}

impl Adjudication {
    /// Matches between levels and between engines: +3 men for 4 plies
    /// wins, at most 8 pieces within 0.3 man for 20 plies is a draw.
    pub const MATCH: Adjudication = Adjudication {
        win_score: 300,
        win_plies: 4,
        proven_win: None,
        quiet_pieces: 8,
        quiet_score: 30,
        quiet_plies: 20,
        choices_only: true,
        searched_only: false,
    };

    /// Training games: +4 men for 6 plies or a proven win wins, at most 8
    /// pieces within 0.3 man for 30 plies is a draw; every ply counts.
    pub const TRAINING: Adjudication = Adjudication {
        win_score: 400,
        win_plies: 6,
        proven_win: Some(crate::WIN_BOUND),
        quiet_pieces: 8,
        quiet_score: 30,
        quiet_plies: 30,
        choices_only: false,
        searched_only: false,
    };
}

/// One searched ply, as the observer of [`play_out`] sees it, before the
/// move is played.
#[derive(Clone, Copy, Debug)]
pub struct SearchedPly<'a> {
    /// The ply, from 0.
    pub ply: u32,
    /// The position searched.
    pub position: &'a Position,
    /// The search's answer.
    pub result: &'a SearchResult,
    /// Its score from White's side.
    pub white_score: i32,
}

/// The running state of [`Adjudication`].
#[derive(Default)]
struct Judge {
    /// Signed run of plies with a winning score (positive: White).
    winning: i32,
    /// Run of plies in a quiet small ending.
    quiet: u32,
}

impl Judge {
    fn judge(&mut self, a: &Adjudication, white: i32, pieces: u32) -> Option<Outcome> {
        self.winning = if white >= a.win_score {
            self.winning.max(0) + 1
        } else if white <= -a.win_score {
            self.winning.min(0) - 1
        } else {
            0
        };
        let proven = a.proven_win.map_or(0, |b| {
            if white >= b {
                1
            } else if white <= -b {
                -1
            } else {
                0
            }
        });
        if self.winning >= a.win_plies || proven > 0 {
            return Some(Outcome::WhiteWins);
        }
        if self.winning <= -a.win_plies || proven < 0 {
            return Some(Outcome::BlackWins);
        }
        if pieces <= a.quiet_pieces && white.abs() <= a.quiet_score {
            self.quiet += 1;
            if self.quiet >= a.quiet_plies {
                return Some(Outcome::Draw);
            }
        } else {
            self.quiet = 0;
        }
        None
    }
}

/// Plays a game from `start` for at most `max_plies` plies (then a draw,
/// unless the rules ended it). `search(ply, game, history)` answers each
/// position; `observe` sees each answer before its move is played. The
/// game record ends the game as in play (no moves, repetition, the
/// variant's draw counters); adjudication may end it first. Returns the
/// outcome and the moves played.
pub fn play_out(
    rules: &Rules,
    start: &Position,
    max_plies: u32,
    adjudication: &Adjudication,
    search: &mut dyn FnMut(u32, &Game, &[Position]) -> SearchResult,
    observe: &mut dyn FnMut(&SearchedPly),
) -> (Outcome, Vec<Move>) {
    let mut game = Game::from_position(*rules, *start);
    let mut history: Vec<Position> = Vec::new();
    let mut moves = Vec::new();
    let mut judge = Judge::default();
    for ply in 0..max_plies {
        if let Some(r) = game.result() {
            return (r.outcome, moves);
        }
        let position = game.position();
        let legal = game.legal_moves();
        let r = search(ply, &game, &history);
        let Some(m) = r.best.or(legal.first().copied()) else { break };
        let white_score = if position.turn() == Color::White { r.score } else { -r.score };
        observe(&SearchedPly { ply, position: &position, result: &r, white_score });
        let counts = (!adjudication.choices_only || legal.len() > 1)
            && (!adjudication.searched_only || r.depth > 0);
        if counts {
            let pieces = position.occupied().count_ones();
            if let Some(outcome) = judge.judge(adjudication, white_score, pieces) {
                return (outcome, moves);
            }
        }
        if game.play(&m).is_err() {
            break;
        }
        history.push(position);
        moves.push(m);
    }
    (game.result().map_or(Outcome::Draw, |r| r.outcome), moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// A "search" that plays the first legal move with a fixed score for
    /// White.
    fn fixed(white: i32) -> impl FnMut(u32, &Game, &[Position]) -> SearchResult {
        move |_, game, _| {
            let pos = game.position();
            let best = game.legal_moves().first().copied();
            let score = if pos.turn() == Color::White { white } else { -white };
            let time = Duration::ZERO;
            SearchResult { best, ponder: None, score, depth: 1, nodes: 1, time, pv: vec![] }
        }
    }

    #[test]
    fn a_side_scored_far_ahead_for_long_enough_wins() {
        let rules = Rules::international();
        let start = Position::start(&rules);
        let a = Adjudication { choices_only: false, ..Adjudication::MATCH };
        let (outcome, moves) = play_out(&rules, &start, 100, &a, &mut fixed(300), &mut |_| {});
        assert_eq!(outcome, Outcome::WhiteWins);
        assert_eq!(moves.len(), 3, "the 4th scored ply decides, unplayed");
        let (outcome, _) = play_out(&rules, &start, 10, &a, &mut fixed(-299), &mut |_| {});
        assert_eq!(outcome, Outcome::Draw, "below the threshold: played to the cap");
    }

    #[test]
    fn a_proven_win_ends_the_game_at_once() {
        let rules = Rules::english();
        let start = Position::start(&rules);
        let score = -crate::WIN_BOUND;
        let a = Adjudication::TRAINING;
        let (outcome, moves) = play_out(&rules, &start, 100, &a, &mut fixed(score), &mut |_| {});
        assert_eq!((outcome, moves.len()), (Outcome::BlackWins, 0));
    }

    #[test]
    fn the_observer_sees_every_search_and_the_cap_is_a_draw() {
        let rules = Rules::russian();
        let start = Position::start(&rules);
        let mut seen = Vec::new();
        let mut observe = |p: &SearchedPly| seen.push((p.ply, p.white_score));
        let a = Adjudication::MATCH;
        let (outcome, moves) = play_out(&rules, &start, 6, &a, &mut fixed(10), &mut observe);
        assert_eq!(outcome, Outcome::Draw);
        assert_eq!(moves.len(), 6);
        assert_eq!(seen, (0..6).map(|p| (p, 10)).collect::<Vec<_>>());
    }
}
