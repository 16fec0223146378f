//! The engine on the analysis board's position: its best lines (multi-PV,
//! [`draughts_engine::Searcher::search_lines`]), each with the score in
//! men, White's expected result, the depth and the nodes, updated after
//! every iteration. The job is copied out of the tree, so it runs on any
//! thread; the game's draw counters along the path to the position are
//! the search's, so a draw rule about to apply is seen.

use super::eval::{spoken_eval, Eval};
use super::tree::{MoveTree, NodeId};
use draughts_engine::{Bot, Info, Limits, Options};
use draughts_game::{DrawState, Game, Lang};
use draughts_rules::{Move, Position, Rules};
use serde::Serialize;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// How many lines the analysis board shows.
pub const ANALYSIS_LINES: usize = 3;

/// One of the engine's lines, as the analysis board draws it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EngineLine {
    /// The moves in official notation, the first being the move to play.
    pub moves: Vec<String>,
    /// The moves themselves, as far as they stay legal ([`EngineLine::moves`]
    /// are their texts).
    #[serde(skip)]
    pub pv: Vec<Move>,
    /// The evaluation after the line's first move, from White's side.
    pub eval: Eval,
    /// The score as shown: `+1.2`, `#7`, "White wins (database)".
    pub label: String,
    /// White's expected result, 0 (Black wins) to 1 (White wins).
    pub expected: f64,
    /// Depth reached.
    pub depth: u32,
    /// Nodes searched for this line.
    pub nodes: u64,
    /// The line in words, for screen readers.
    pub spoken: String,
}

/// A request for the engine's lines on one node of a tree.
#[derive(Clone, Debug)]
pub struct LinesJob {
    /// The node analysed: an answer for another node is stale.
    pub node: NodeId,
    /// The rules.
    pub rules: Rules,
    /// The position of the node.
    pub position: Position,
    /// The positions before it on its path, oldest first.
    pub history: Vec<Position>,
    /// The draw counters at the node.
    pub draw: DrawState,
    /// How long each line may search.
    pub limits: Limits,
    /// How many lines.
    pub count: usize,
}

impl LinesJob {
    /// The job for the tree's current node.
    pub fn for_current(tree: &MoveTree, limits: Limits, count: usize) -> LinesJob {
        let node = tree.current();
        let path = tree.path(node);
        let rules = *tree.rules();
        // The path starts at the root, whose position is the tree's start.
        let start = path.first().and_then(|&n| tree.position(n));
        let mut game = Game::from_position(rules, start.unwrap_or_else(|| Position::start(&rules)));
        let mut history = Vec::new();
        for &n in path.iter().skip(1) {
            let Some(m) = tree.move_at(n) else { break };
            history.push(game.position());
            if game.play(&m).is_err() {
                break;
            }
        }
        LinesJob {
            node,
            rules,
            position: game.position(),
            history,
            draw: game.draw_state(),
            limits,
            count,
        }
    }

    /// Searches the lines on the calling thread; `on_update` sees the lines
    /// found so far after every iteration; `stop` ends the search early
    /// with what it has.
    pub fn run(
        &self,
        bot: &mut Bot,
        stop: Option<Arc<AtomicBool>>,
        lang: Lang,
        on_update: &mut dyn FnMut(&[EngineLine]),
    ) -> Vec<EngineLine> {
        let searcher = bot.searcher();
        searcher.set_options(Options { book_plies: 0, ..Options::default() });
        let mut shown: Vec<EngineLine> = Vec::new();
        let mut on_line = |i: usize, info: &Info| {
            let line = self.line(info.score, &info.pv, info.depth, info.nodes, lang);
            if i < shown.len() {
                shown[i] = line;
            } else {
                shown.push(line);
            }
            on_update(&shown);
        };
        let (pos, hist, draw) = (&self.position, &self.history[..], Some(self.draw));
        let results =
            searcher.search_lines(pos, hist, draw, &self.limits, self.count, stop, &mut on_line);
        results.iter().map(|r| self.line(r.score, &r.pv, r.depth, r.nodes, lang)).collect()
    }

    /// A line from a search's score and principal variation.
    fn line(&self, score: i32, pv: &[Move], depth: u32, nodes: u64, lang: Lang) -> EngineLine {
        let mut eval = Eval::from_search(score, self.position.turn());
        // The line's value is the position after its first move.
        if let Some((first, rest)) = pv.split_first() {
            eval = eval.with_database(&self.rules, &self.position.play(first), rest);
        }
        let moves = self.notation(pv);
        let pv = pv[..moves.len()].to_vec();
        EngineLine {
            pv,
            label: eval.label(lang),
            expected: (1.0 + eval.win_chances()) / 2.0,
            spoken: spoken_eval(&eval, &moves, lang),
            moves,
            eval,
            depth,
            nodes,
        }
    }

    /// The moves of a line in notation, as far as they stay legal.
    fn notation(&self, pv: &[Move]) -> Vec<String> {
        self.position.line_text(&self.rules, pv).moves
    }
}
