//! The six levels, in one table, and self-play matches between them.
//!
//! Low levels are limited by nodes (device-independent and reproducible under
//! a seed) and see less: a simpler evaluation, captures-only quiescence, no
//! extensions or reductions, and a random root choice among moves within a
//! margin of the best (softmax with a temperature). Their mistakes are those
//! of a short horizon and loose play, not random blunders. High levels are
//! limited by time (level 6) or nodes with a time guard (level 5).
//! (After lidraughts' levels: draughtsnet and its Scan 3.1 fork, whose
//! handicaps drop extensions, reductions and quiescence as the level falls.)
//!
//! Knowledge per level: levels 1-2 evaluate with material and a few
//! hand-made terms, level 3 with every hand-made term, levels 4-6 with the
//! learned pattern evaluation on top ([`crate::pattern`]). Levels 4-6 probe
//! the endgame databases ([`crate::bitbase`]); levels 1-3 play endings by
//! their own search, mistakes included. Every level opens from the book
//! ([`crate::book`]) where the rule set has one: level 1 for 8 plies among
//! moves within a man of the best (varied, loose openings), level 6 for up
//! to 40 plies within 0.08 man (the book's best lines, a little variety).

use crate::eval::EvalKind;
use crate::search::{Limits, Lmr, Options, ProbCut, Searcher};
use crate::selfplay::{play_out, Adjudication};
use draughts_game::{Game, Player};
use draughts_rules::Move;
use draughts_rules::Position;
use draughts_rules::{Color, Rules};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Duration;

/// Everything about one level.
#[derive(Clone, Copy, Debug)]
pub struct Level {
    /// The level's number, 1 to 6.
    pub number: u8,
    /// Node cap (None: time only).
    pub nodes: Option<u64>,
    /// Depth cap.
    pub depth: Option<u32>,
    /// Time per move (for node-limited levels, 4x this is a hard guard).
    pub time_ms: u64,
    /// Which evaluation it uses.
    pub eval: EvalKind,
    /// Quiescence searches capture threats (else captures only).
    pub qs_threats: bool,
    /// Single-reply extension and late-move reductions.
    pub extensions: bool,
    /// Probes the endgame databases (levels 4-6; the lower levels play
    /// endings by their own search, mistakes included).
    pub bitbases: bool,
    /// Root randomness: moves within `margin` centi-men of the best are
    /// chosen with weight exp(-loss / temperature).
    pub margin: i32,
    /// Softmax temperature for the root choice (centi-men).
    pub temperature: i32,
    /// In the first `variety_plies` plies of a game the margin is at least
    /// `variety_margin` (opening variety, also at the top level).
    pub variety_plies: u32,
    /// Margin for opening variety (centi-men).
    pub variety_margin: i32,
    /// Opening book: used up to this game ply, choosing among book moves
    /// within `book_margin` centi-men of the best with weight
    /// exp(-loss / `book_temperature`) ([`crate::book::Book::pick`]).
    pub book_plies: u32,
    /// Margin from the best book move (centi-men).
    pub book_margin: i32,
    /// Softmax temperature for the book choice.
    pub book_temperature: i32,
}

/// The level table: the only place where level settings live.
pub const LEVELS: [Level; 6] = [
    Level {
        number: 1,
        nodes: Some(300),
        depth: Some(3),
        time_ms: 50,
        eval: EvalKind::Simple,
        qs_threats: false,
        extensions: false,
        bitbases: false,
        margin: 100,
        temperature: 25,
        variety_plies: 8,
        variety_margin: 100,
        book_plies: 8,
        book_margin: 100,
        book_temperature: 40,
    },
    Level {
        number: 2,
        nodes: Some(1_500),
        depth: Some(5),
        time_ms: 100,
        eval: EvalKind::Basic,
        qs_threats: false,
        extensions: false,
        bitbases: false,
        margin: 50,
        temperature: 15,
        variety_plies: 8,
        variety_margin: 50,
        book_plies: 10,
        book_margin: 80,
        book_temperature: 30,
    },
    Level {
        number: 3,
        nodes: Some(8_000),
        depth: None,
        time_ms: 150,
        eval: EvalKind::Full,
        qs_threats: true,
        extensions: true,
        bitbases: false,
        margin: 30,
        temperature: 8,
        variety_plies: 8,
        variety_margin: 30,
        book_plies: 12,
        book_margin: 50,
        book_temperature: 20,
    },
    Level {
        number: 4,
        nodes: Some(50_000),
        depth: None,
        time_ms: 300,
        eval: EvalKind::Learned,
        qs_threats: true,
        extensions: true,
        bitbases: true,
        margin: 12,
        temperature: 4,
        variety_plies: 8,
        variety_margin: 15,
        book_plies: 16,
        book_margin: 30,
        book_temperature: 12,
    },
    Level {
        number: 5,
        nodes: Some(250_000),
        depth: None,
        time_ms: 400,
        eval: EvalKind::Learned,
        qs_threats: true,
        extensions: true,
        bitbases: true,
        margin: 0,
        temperature: 1,
        variety_plies: 8,
        variety_margin: 6,
        book_plies: 20,
        book_margin: 15,
        book_temperature: 6,
    },
    Level {
        number: 6,
        nodes: None,
        depth: None,
        time_ms: 1000,
        eval: EvalKind::Learned,
        qs_threats: true,
        extensions: true,
        bitbases: true,
        margin: 0,
        temperature: 1,
        variety_plies: 6,
        variety_margin: 4,
        book_plies: 40,
        book_margin: 8,
        book_temperature: 3,
    },
];

/// The strongest level.
pub const TOP_LEVEL: u8 = *Player::LEVELS.end();

// The table has one entry per level a player can choose, numbered in order.
const _: () = {
    assert!(LEVELS.len() == TOP_LEVEL as usize && *Player::LEVELS.start() == 1);
    let mut i = 0;
    while i < LEVELS.len() {
        assert!(LEVELS[i].number as usize == i + 1);
        i += 1;
    }
};

impl Level {
    /// The level a new game against the bot starts with, in every front end
    /// (the terminal, Android, iOS): the middle of six, a club player.
    pub const DEFAULT: u8 = 3;

    /// Level `n` (1..=6); out-of-range numbers are clamped.
    pub fn get(n: u8) -> &'static Level {
        &LEVELS[(n.clamp(*Player::LEVELS.start(), *Player::LEVELS.end()) - 1) as usize]
    }

    /// The search options of this level at game ply `ply`, with a seed.
    pub fn options(&self, ply: u32, seed: u64) -> Options {
        let mut margin = self.margin;
        let mut temperature = self.temperature;
        if ply < self.variety_plies && self.variety_margin > margin {
            margin = self.variety_margin;
            temperature = temperature.max(self.variety_margin / 3).max(1);
        }
        Options {
            eval: self.eval,
            qs_threats: self.qs_threats,
            qs_promotions: false,
            extensions: self.extensions,
            // Scan's selectivity at the levels with the top level's search
            // (learned evaluation: 4-6), where the SPRT measured it.
            lmr: match (self.extensions, self.eval) {
                (false, _) => Lmr::Off,
                (true, EvalKind::Learned) => Lmr::Scan,
                (true, _) => Lmr::NonPv,
            },
            aspiration: true,
            probcut: if self.eval == EvalKind::Learned { ProbCut::Scan } else { ProbCut::Off },
            bitbases: self.bitbases,
            book_plies: self.book_plies,
            book_margin: self.book_margin,
            book_temperature: self.book_temperature,
            margin,
            temperature,
            seed,
        }
    }

    /// The search options of this level past its opening variety: its own
    /// root margin only (none at levels 5-6), at any ply.
    pub fn steady_options(&self, seed: u64) -> Options {
        self.options(u32::MAX, seed)
    }

    /// The search limits of this level: node-limited levels get their time
    /// only as a hard guard (4x, so that a slow phone still plays the same
    /// moves); time-limited levels get it as a budget.
    pub fn limits(&self) -> Limits {
        let t = Duration::from_millis(self.time_ms);
        match self.nodes {
            Some(_) => Limits {
                depth: self.depth,
                nodes: self.nodes,
                guard: Some(t * 4),
                ..Limits::default()
            },
            None => Limits { depth: self.depth, ..Limits::move_time(t) },
        }
    }
}

/// An estimate of a game's ply from its position alone, for a caller that
/// does not have the game (a Hub GUI sends the position after the last
/// irreversible move: in draughts, after the last man move or capture).
/// Every quiet man move takes a man one row forward, so the rows the men
/// of both sides have come from the start count the plies exactly while
/// nothing is captured or promoted; a missing piece adds half the board's
/// side (about the row where it was lost, which the row count lost with
/// it), a king the whole side. A position far from the start (a middle
/// game, an ending, a puzzle) gets a large estimate, so the opening
/// variety of [`Level::options`] is not applied to it.
pub fn estimate_ply(rules: &Rules, pos: &Position) -> u32 {
    let g = rules.geometry();
    let side = g.side as i64;
    let start_rows = rules.start_rows as i64;
    let start_men = start_rows * g.cols as i64;
    // The rows the men stand on at the start, from their own side.
    let start_sum = g.cols as i64 * start_rows * (start_rows - 1) / 2;
    let mut total = 0i64;
    for c in [Color::White, Color::Black] {
        let bits = pos.side_bits(c);
        let men = bits & !pos.king_bits();
        let kings = (bits & pos.king_bits()).count_ones() as i64;
        let mut advance = 0i64;
        for (r, row) in g.rows.iter().enumerate().take(g.side as usize) {
            // White moves up (towards row 0), Black down.
            let from_own = if c == Color::White { side - 1 - r as i64 } else { r as i64 };
            advance += (men & row).count_ones() as i64 * from_own;
        }
        let missing = (start_men - bits.count_ones() as i64).max(0);
        total += (advance - start_sum + missing * side / 2 + kings * side).max(0);
    }
    total.clamp(0, u32::MAX as i64) as u32
}

use draughts_game::Outcome;

/// Plays one game between two levels from `start` ([`play_out`] with
/// [`Adjudication::MATCH`]): the game record referees it, so every rule of
/// the variant ends it exactly as in play, and so does the ply cap (a
/// draw). Searches are seeded from `seed`, so a game is reproducible for
/// node-limited levels.
#[allow(clippy::too_many_arguments)]
pub fn play_game(
    rules: &Rules,
    start: &Position,
    white: &mut Searcher,
    white_level: &Level,
    black: &mut Searcher,
    black_level: &Level,
    max_plies: usize,
    seed: u64,
) -> (Outcome, Vec<Move>) {
    white.new_game();
    black.new_game();
    let mut search = |ply: u32, game: &Game, history: &[Position]| {
        let pos = game.position();
        let (s, lvl) = if pos.turn() == Color::White {
            (&mut *white, white_level)
        } else {
            (&mut *black, black_level)
        };
        let move_seed = seed.wrapping_mul(1000).wrapping_add(ply as u64);
        s.set_options(lvl.options(ply, move_seed));
        let draw = Some(game.draw_state());
        s.search_with_draw(&pos, history, draw, &lvl.limits(), None, &mut |_| {})
    };
    let max = u32::try_from(max_plies).unwrap_or(u32::MAX);
    play_out(rules, start, max, &Adjudication::MATCH, &mut search, &mut |_| {})
}

/// Random balanced openings: `count` sequences of `plies` random legal moves
/// whose resulting position a short search scores within `max_score`
/// centi-men. Deterministic for a seed.
pub fn openings(
    rules: &Rules,
    count: usize,
    plies: usize,
    max_score: i32,
    seed: u64,
) -> Vec<Vec<Move>> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut judge = Searcher::new(*rules, 4, Options::default());
    let mut out: Vec<Vec<Move>> = Vec::new();
    let mut tries = 0;
    while out.len() < count && tries < count * 200 {
        tries += 1;
        let mut pos = Position::start(rules);
        let mut seq = Vec::new();
        let mut ok = true;
        for _ in 0..plies {
            let legal = pos.legal_moves(rules);
            if legal.is_empty() {
                ok = false;
                break;
            }
            let m = legal[rng.gen_range(0..legal.len())];
            pos = pos.play(&m);
            seq.push(m);
        }
        if !ok || out.contains(&seq) {
            continue;
        }
        judge.new_game();
        let r = judge.search_root(&pos, &[], &Limits::nodes(20_000), None, &mut |_| {});
        if r.score.abs() <= max_score {
            out.push(seq);
        }
    }
    out
}

/// Result of a match between two levels.
#[derive(Clone, Debug, Default)]
pub struct MatchResult {
    /// Games played.
    pub games: u32,
    /// Wins, draws, losses of the first level.
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Losses of the first level.
    pub losses: u32,
}

impl MatchResult {
    /// Score of the first level, 0..1.
    pub fn score(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            (self.wins as f64 + self.draws as f64 / 2.0) / self.games as f64
        }
    }
}

/// A seeded match: `games` games (openings played twice, colours swapped)
/// between level `a` and level `b`. `on_game` sees each game's number,
/// whether `a` had White, and the outcome.
pub fn level_match(
    rules: &Rules,
    a: u8,
    b: u8,
    games: u32,
    seed: u64,
    max_plies: usize,
    on_game: &mut dyn FnMut(u32, bool, Outcome, usize),
) -> MatchResult {
    level_match_with(rules, a, b, None, games, seed, max_plies, on_game)
}

/// [`level_match`] where level `a` may use other evaluation weights (for
/// self-play tuning: same level, weights A against the defaults).
#[allow(clippy::too_many_arguments)]
pub fn level_match_with(
    rules: &Rules,
    a: u8,
    b: u8,
    weights_a: Option<crate::eval::Weights>,
    games: u32,
    seed: u64,
    max_plies: usize,
    on_game: &mut dyn FnMut(u32, bool, Outcome, usize),
) -> MatchResult {
    let plies = if rules.geometry().side == 10 { 4 } else { 3 };
    let ops = openings(rules, (games as usize).div_ceil(2), plies, 30, seed);
    let (la, lb) = (Level::get(a), Level::get(b));
    let mut sa = Searcher::new(*rules, 16, la.options(0, seed));
    let mut sb = Searcher::new(*rules, 16, lb.options(0, seed));
    if let Some(w) = weights_a {
        sa.set_weights(w);
    }
    let mut res = MatchResult::default();
    let mut g = 0;
    'outer: for op in ops.iter() {
        let mut start = Position::start(rules);
        for m in op {
            start = start.play(m);
        }
        for a_white in [true, false] {
            if g >= games {
                break 'outer;
            }
            g += 1;
            let game_seed = seed ^ (g as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let (out, mv) = if a_white {
                play_game(rules, &start, &mut sa, la, &mut sb, lb, max_plies, game_seed)
            } else {
                play_game(rules, &start, &mut sb, lb, &mut sa, la, max_plies, game_seed)
            };
            res.games += 1;
            match (out, a_white) {
                (Outcome::Draw, _) => res.draws += 1,
                (Outcome::WhiteWins, true) | (Outcome::BlackWins, false) => res.wins += 1,
                _ => res.losses += 1,
            }
            on_game(g, a_white, out, mv.len());
        }
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts_rules::Variant;

    /// While nothing is captured, the estimate is the ply exactly, in every
    /// rule set (random quiet games, 12 plies).
    #[test]
    fn estimate_counts_quiet_plies_exactly() {
        let mut rng = StdRng::seed_from_u64(11);
        for v in Variant::ALL {
            let rules = v.rules();
            for _ in 0..20 {
                let mut pos = Position::start(&rules);
                for k in 0..12u32 {
                    assert_eq!(estimate_ply(&rules, &pos), k, "{v} {}", pos.to_fen(&rules));
                    let legal = pos.legal_moves(&rules);
                    if legal.is_empty() || pos.has_capture(&rules) {
                        break;
                    }
                    pos = pos.play(&legal[rng.gen_range(0..legal.len())]);
                    if pos.king_bits() != 0 {
                        break;
                    }
                }
            }
        }
    }

    /// Along real games (level 3 against itself, captures and kings
    /// included) the estimate stays near the real ply: past every level's
    /// opening variety (8 plies at most) once the game is 10 plies old,
    /// and not far above the real ply.
    #[test]
    fn estimate_follows_real_games() {
        for v in [Variant::International, Variant::English, Variant::Russian] {
            let rules = v.rules();
            let mut s = Searcher::new(rules, 1, Level::get(3).steady_options(1));
            for game in 0..3u64 {
                let mut pos = Position::start(&rules);
                s.new_game();
                for k in 0..80u32 {
                    let est = estimate_ply(&rules, &pos);
                    if k >= 10 {
                        assert!(est >= 8, "{v} game {game} ply {k}: {est}");
                    }
                    assert!(est <= 3 * k + 10, "{v} game {game} ply {k}: {est}");
                    s.set_options(Level::get(3).options(k, game * 1000 + k as u64));
                    let r = s.search_root(&pos, &[], &Limits::nodes(2000), None, &mut |_| {});
                    let Some(m) = r.best else { break };
                    pos = pos.play(&m);
                }
            }
        }
    }
}
