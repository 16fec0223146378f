//! The path of the search: the hashes of the game's positions and of the
//! current line, each with a "reached by a reversible move" flag (for
//! repetitions), and the draw-rule counters along it.

use super::{Searcher, WIN};
use draughts_game::DrawState;
use draughts_rules::{Move, Position, Rules};

/// Keys mixed into the table key when a draw counter is within 64 plies.
static DRAW_KEYS: [u64; 65] = {
    let mut t = [0u64; 65];
    let mut i = 0;
    while i < 65 {
        let mut x = (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        t[i] = x ^ (x >> 31);
        i += 1;
    }
    t
};

/// The draw counters after `m`: [`DrawState::next`], with a shortcut for
/// positions without kings (where no counter runs: all start at 0).
#[inline]
fn next_draw(
    rules: &Rules,
    state: &DrawState,
    before: &Position,
    m: &Move,
    after: &Position,
) -> DrawState {
    if before.king_bits() == 0 {
        let stable =
            if m.is_capture() || m.promotes() { 0 } else { state.stable.saturating_add(1) };
        DrawState { stable, ..DrawState::default() }
    } else {
        state.next(rules, before, m, after)
    }
}

/// Whether a move could be undone (a king's non-capturing move).
#[inline]
fn reversible(pos: &Position, m: &Move) -> bool {
    !m.is_capture() && pos.king_bits() & m.from_bits() != 0
}

/// Whether the step from `before` to `after` in a game's history may be
/// undone: the same men, and no piece captured (so a king moved).
fn quiet_king_step(before: &Position, after: &Position) -> bool {
    let men = |x: &Position| x.occupied() & !x.king_bits();
    men(before) == men(after) && before.occupied().count_ones() == after.occupied().count_ones()
}

/// The draw counters after a step of a game's history: the legal move from
/// `before` to `after` played on `state`, or fresh counters when no legal
/// move leads there (the history is then replayed from that step).
fn replayed_draw(
    rules: &Rules,
    state: &DrawState,
    before: &Position,
    after: &Position,
) -> DrawState {
    before
        .legal_moves(rules)
        .iter()
        .find(|m| before.play(m) == *after)
        .map_or(DrawState::initial(), |m| state.next(rules, before, m, after))
}

impl Searcher {
    /// Starts the path with the game so far, then the root, the draw
    /// counters replayed along it (from the first position given, or from
    /// the last step whose move cannot be found); `root_draw`, when given,
    /// replaces the root's counters.
    pub(super) fn replay_history(
        &mut self,
        pos: &Position,
        history: &[Position],
        root_draw: Option<DrawState>,
    ) {
        self.path.clear();
        self.draw.clear();
        let mut prev: Option<&Position> = None;
        let rules = self.rules;
        for p in history.iter().chain(std::iter::once(pos)) {
            let (rev, d) = match (prev, self.draw.last()) {
                (Some(q), Some(dq)) => (quiet_king_step(q, p), replayed_draw(&rules, dq, q, p)),
                _ => (false, DrawState::initial()),
            };
            self.path.push((p.hash(), rev));
            self.draw.push(d);
            prev = Some(p);
        }
        if let (Some(d), Some(last)) = (root_draw, self.draw.last_mut()) {
            *last = d;
        }
    }

    /// Enters `child` (reached by `m` from `pos`) on the search path.
    #[inline]
    pub(super) fn push(&mut self, pos: &Position, m: &Move, child: &Position) {
        let d = match self.draw.last() {
            Some(d) => next_draw(&self.rules, d, pos, m, child),
            None => DrawState::initial(),
        };
        self.draw.push(d);
        self.path.push((child.hash(), reversible(pos, m)));
    }

    /// Leaves the last node of the path.
    #[inline]
    pub(super) fn pop(&mut self) {
        self.path.pop();
        self.draw.pop();
    }

    /// Plies before a draw counter ends the game at the current node, if
    /// one runs (only with kings on the board).
    #[inline]
    pub(super) fn plies_to_draw(&self, pos: &Position) -> Option<u32> {
        if pos.king_bits() == 0 {
            return None;
        }
        self.draw.last().and_then(|d| d.plies_to_draw(&self.rules, pos))
    }

    /// The table key of a node below the root, or its score when a draw
    /// counter has run out there: a draw, unless the side to move has no
    /// move (the game record checks the win first). Near the limit, the
    /// plies left go into the key, so that table entries from other counter
    /// states are not mixed in.
    #[inline]
    pub(super) fn node_key(&self, pos: &Position, ply: usize) -> Result<u64, i32> {
        let mut key = pos.hash();
        if ply > 0 {
            if let Some(left) = self.plies_to_draw(pos) {
                if left == 0 {
                    return Err(if pos.is_stuck(&self.rules) { -(WIN - ply as i32) } else { 0 });
                }
                if left <= 64 {
                    key ^= DRAW_KEYS[left as usize];
                }
            }
        }
        Ok(key)
    }

    /// Whether the current node repeats an earlier position of the path
    /// through reversible moves only.
    pub(super) fn is_repetition(&self) -> bool {
        let n = self.path.len();
        if n < 5 {
            return false;
        }
        let cur = self.path[n - 1].0;
        let mut i = n - 1;
        while i >= 2 && self.path[i].1 && self.path[i - 1].1 {
            i -= 2;
            if self.path[i].0 == cur {
                return true;
            }
        }
        false
    }
}
