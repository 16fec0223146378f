//! Move ordering: the hash move, captures and promotions first, then the
//! two killer moves of the ply, then the history of quiet moves (by from
//! and to square), rewarded when a quiet move cuts and aged between
//! searches.

use super::Searcher;
use crate::tt::{move_code, move_squares_code, SQUARES_MASK};
use draughts_rules::Move;

/// The history slot of a move: its from and to squares.
#[inline]
fn history_index(m: &Move) -> usize {
    (m.from_bits().trailing_zeros() * 64 + m.to_bits().trailing_zeros()) as usize
}

impl Searcher {
    /// Orders the moves in `bufs[ply]` by filling `keys[ply]`.
    pub(super) fn score_moves(&mut self, ply: usize, tt_move: u32) {
        let moves = std::mem::take(&mut self.bufs[ply]);
        let keys = &mut self.keys[ply];
        keys.clear();
        let k = self.killers[ply];
        for m in moves.iter() {
            // The full code (a hash of the captured set) only when the
            // start and end squares match.
            let squares = move_squares_code(m);
            let is = |code: u32| code & SQUARES_MASK == squares && move_code(m) == code;
            let key = if is(tt_move) {
                1 << 30
            } else if m.is_capture() {
                (1 << 24) + ((m.captured_bits().count_ones() as i32) << 8) + m.promotes() as i32
            } else if m.promotes() {
                1 << 23
            } else if is(k[0]) {
                1 << 22
            } else if is(k[1]) {
                (1 << 22) - 1
            } else {
                self.history[history_index(m)]
            };
            keys.push(key);
        }
        self.bufs[ply] = moves;
    }

    /// Moves the best remaining move of `ply` to index `i`.
    #[inline]
    pub(super) fn pick(&mut self, ply: usize, i: usize) {
        let keys = &mut self.keys[ply];
        let mut best = i;
        for j in i + 1..keys.len() {
            if keys[j] > keys[best] {
                best = j;
            }
        }
        if best != i {
            keys.swap(i, best);
            self.bufs[ply].swap(i, best);
        }
    }

    /// A quiet move `m`, the `i`-th tried at `ply`, cut at `depth`: it
    /// becomes the first killer, its history gains depth², and the moves
    /// tried before it lose half that.
    pub(super) fn reward_cut(&mut self, ply: usize, i: usize, m: &Move, depth: i32) {
        let code = move_code(m);
        let k = &mut self.killers[ply];
        if k[0] != code {
            k[1] = k[0];
            k[0] = code;
        }
        let bonus = depth * depth;
        let idx = history_index(m);
        self.history[idx] = (self.history[idx] + bonus).min(1 << 20);
        // Moves tried before the cut lose a little.
        for j in 0..i {
            let oi = history_index(&self.bufs[ply][j]);
            self.history[oi] -= bonus / 2;
        }
    }

    /// Ages the history at the start of a search: older cuts count less.
    pub(super) fn age_history(&mut self) {
        for h in self.history.iter_mut() {
            *h /= 8;
        }
    }
}
