//! The move tree of the analysis board: the main line and the variations
//! played from any node, with the node on screen.
//!
//! Nodes live in one arena and are named by [`NodeId`]; a node's first
//! child continues its line, the others are variations. Deleted nodes stay
//! in the arena, unreachable (their ids are refused from then on).

use crate::import::GameLabel;
use crate::texts;
use draughts_game::pdn::PdnGame;
use draughts_game::Game;
use draughts_rules::{Color, FenError, IllegalReason, Move, MoveError, MoveText, Position, Rules};
use serde::Serialize;

/// A node of a [`MoveTree`]; the root (the start position) is
/// [`NodeId::ROOT`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct NodeId(pub usize);

impl NodeId {
    /// The start position.
    pub const ROOT: NodeId = NodeId(0);
}

#[derive(Clone, Debug)]
struct Node {
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    /// The move that led here (none at the root).
    mv: Option<Move>,
    /// Its official text.
    text: String,
    position: Position,
    /// Plies from the root.
    ply: usize,
    alive: bool,
}

/// One move of the tree, as a move list draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TreeMove {
    /// The node the move leads to.
    pub id: NodeId,
    /// The full-move number.
    pub number: usize,
    /// "12." for the first mover's moves, "12…" for the other side's.
    pub label: String,
    /// Whether a list shows the label here: always for the first mover,
    /// and for the other side at the start of a line or after a variation.
    pub show_label: bool,
    /// The move in the variant's official notation.
    pub text: String,
    /// Who played it.
    pub side: Color,
    /// 0 for the main line, 1 for a variation of it, and so on.
    pub depth: usize,
    /// The first move of a variation (a list opens a bracket before it).
    pub starts_variation: bool,
    /// The node on screen.
    pub current: bool,
}

/// The tree as a screen draws it, in one value ([`MoveTree::view`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TreeView {
    /// Every move in reading order, variations nested by `depth`.
    pub moves: Vec<TreeMove>,
    /// The node on screen.
    pub current: NodeId,
    /// Its position in PDN FEN.
    pub fen: String,
    /// The side to move there.
    pub turn: Color,
    /// The move that led there, with its number ("12… 19-23"); none at
    /// the start.
    pub current_move: Option<String>,
    /// "Back" and "first" lead somewhere.
    pub can_back: bool,
    /// "Forward" and "last" lead somewhere.
    pub can_forward: bool,
    /// The node on screen is on the main line.
    pub on_main_line: bool,
}

/// The tree of an analysis board: positions reached by moves from one
/// start, the main line first, and the node on screen.
#[derive(Clone, Debug)]
pub struct MoveTree {
    rules: Rules,
    nodes: Vec<Node>,
    current: NodeId,
    /// The game it was read from (empty for a position or a game with no
    /// tags).
    label: GameLabel,
}

impl MoveTree {
    /// A tree holding only `start`.
    pub fn new(rules: Rules, start: Position) -> MoveTree {
        let root = Node {
            parent: None,
            children: Vec::new(),
            mv: None,
            text: String::new(),
            position: start,
            ply: 0,
            alive: true,
        };
        MoveTree { rules, nodes: vec![root], current: NodeId::ROOT, label: GameLabel::default() }
    }

    /// A tree from a FEN (the variant's start position when it reads one).
    pub fn from_fen(rules: Rules, fen: &str) -> Result<MoveTree, FenError> {
        Ok(MoveTree::new(rules, Position::from_fen(&rules, fen)?))
    }

    /// A tree whose main line is the game's played moves; the root is on
    /// screen.
    pub fn from_game(game: &Game) -> MoveTree {
        let mut t = MoveTree::new(*game.rules(), *game.start());
        for p in game.played() {
            if t.play(&p.mv).is_err() {
                break;
            }
        }
        t.current = NodeId::ROOT;
        t
    }

    /// A tree whose main line is a PDN game's moves, labelled with its
    /// players, event and date.
    pub fn from_pdn(game: &PdnGame) -> MoveTree {
        MoveTree { label: GameLabel::of(game), ..MoveTree::from_game(&game.game) }
    }

    /// The game the tree was read from ([`MoveTree::from_pdn`]).
    pub fn label(&self) -> &GameLabel {
        &self.label
    }

    /// The snapshot a screen draws.
    pub fn view(&self) -> TreeView {
        let cur = self.current;
        let pos = self.nodes[cur.0].position;
        TreeView {
            moves: self.moves(),
            current: cur,
            fen: pos.to_fen(&self.rules),
            turn: pos.turn(),
            current_move: self.move_label(cur),
            can_back: cur != NodeId::ROOT,
            can_forward: !self.nodes[cur.0].children.is_empty(),
            on_main_line: self.is_main_line(cur),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The node on screen.
    pub fn current(&self) -> NodeId {
        self.current
    }

    /// The position at a node.
    pub fn position(&self, id: NodeId) -> Option<Position> {
        self.node(id).map(|n| n.position)
    }

    /// The move that led to a node (none at the root).
    pub fn move_at(&self, id: NodeId) -> Option<Move> {
        self.node(id)?.mv
    }

    /// The node before this one.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id)?.parent
    }

    /// The nodes after this one, its line's continuation first.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.node(id).map_or(&[], |n| &n.children)
    }

    fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.0).filter(|n| n.alive)
    }

    /// Plays a legal move from the node on screen and shows its result: an
    /// existing child with that move, or a new one (the continuation if the
    /// node had none, else a new variation).
    pub fn play(&mut self, m: &Move) -> Result<NodeId, MoveError> {
        let cur = self.current;
        if let Some(&c) = self.children(cur).iter().find(|&&c| self.nodes[c.0].mv == Some(*m)) {
            self.current = c;
            return Ok(c);
        }
        let pos = self.nodes[cur.0].position;
        let legal = pos.legal_moves(&self.rules);
        let text = MoveText::of(m, &legal, &self.rules).to_string();
        if !legal.contains(m) {
            return Err(MoveError::Illegal { text, why: IllegalReason::NotLegalHere });
        }
        let id = NodeId(self.nodes.len());
        self.nodes.push(Node {
            parent: Some(cur),
            children: Vec::new(),
            mv: Some(*m),
            text,
            position: pos.play(m),
            ply: self.nodes[cur.0].ply + 1,
            alive: true,
        });
        self.nodes[cur.0].children.push(id);
        self.current = id;
        Ok(id)
    }

    /// Plays a move given in notation (`32-28`, `19x30`) from the node on
    /// screen.
    pub fn play_text(&mut self, text: &str) -> Result<NodeId, MoveError> {
        let pos = self.nodes[self.current.0].position;
        let m = MoveText::parse(text, &self.rules)?.resolve(&pos, &self.rules)?;
        self.play(&m)
    }

    /// Shows a node; false (nothing changes) for an unknown or deleted one.
    pub fn go_to(&mut self, id: NodeId) -> bool {
        let ok = self.node(id).is_some();
        if ok {
            self.current = id;
        }
        ok
    }

    /// One move back; false at the root.
    pub fn back(&mut self) -> bool {
        self.parent(self.current).is_some_and(|p| self.go_to(p))
    }

    /// One move forward along the line's continuation; false at its end.
    pub fn forward(&mut self) -> bool {
        let next = self.children(self.current).first().copied();
        next.is_some_and(|c| self.go_to(c))
    }

    /// Back to the start position.
    pub fn first(&mut self) {
        self.current = NodeId::ROOT;
    }

    /// Forward to the end of the line on screen.
    pub fn last(&mut self) {
        while self.forward() {}
    }

    /// The nodes from the root to `id`, both included.
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = self.node(id).map(|_| id);
        while let Some(n) = at {
            out.push(n);
            at = self.nodes[n.0].parent;
        }
        out.reverse();
        out
    }

    /// Whether a node is on the main line.
    pub fn is_main_line(&self, id: NodeId) -> bool {
        let path = self.path(id);
        !path.is_empty() && path.windows(2).all(|w| self.nodes[w[0].0].children[0] == w[1])
    }

    /// The main line's nodes after the root.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = NodeId::ROOT;
        while let Some(&c) = self.nodes[at.0].children.first() {
            out.push(c);
            at = c;
        }
        out
    }

    /// The main line as a game record (to review it, or save it).
    pub fn main_line_game(&self) -> Game {
        let mut g = Game::from_position(self.rules, self.nodes[0].position);
        for id in self.main_line() {
            let Some(m) = self.nodes[id.0].mv else { break };
            if g.play(&m).is_err() {
                break;
            }
        }
        g
    }

    /// Raises the variation holding `id` one level: at the nearest fork
    /// where its line is not the continuation, it becomes the continuation
    /// (the old one becomes its first variation). Repeated, it becomes the
    /// main line. False when `id` is on the main line or unknown.
    pub fn promote(&mut self, id: NodeId) -> bool {
        let path = self.path(id);
        let fork = path.windows(2).rev().find(|w| self.nodes[w[0].0].children[0] != w[1]);
        let Some(&[parent, child]) = fork else { return false };
        let kids = &mut self.nodes[parent.0].children;
        kids.retain(|&c| c != child);
        kids.insert(0, child);
        true
    }

    /// Deletes a node and everything after it. The node on screen moves to
    /// the deleted node's parent if it was among them. False for the root
    /// or an unknown node.
    pub fn delete(&mut self, id: NodeId) -> bool {
        let Some(parent) = self.parent(id) else { return false };
        self.nodes[parent.0].children.retain(|&c| c != id);
        if self.path(self.current).contains(&id) {
            self.current = parent;
        }
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            self.nodes[n.0].alive = false;
            stack.extend(self.nodes[n.0].children.iter().copied());
        }
        true
    }

    /// The full-move number of the move leading to `id` and whether the
    /// first mover played it. The root's side to move and the rules' first
    /// mover set the numbering: a tree from a position with the second mover
    /// to move starts at "1…".
    fn number(&self, id: NodeId) -> (usize, bool) {
        let n = &self.nodes[id.0];
        let root_turn = self.nodes[0].position.turn();
        let offset = usize::from(root_turn != self.rules.first);
        let ply = n.ply.saturating_sub(1) + offset;
        (ply / 2 + 1, ply % 2 == 0)
    }

    /// A node's move as a list shows it, at variation `depth`.
    fn entry(&self, id: NodeId, depth: usize, show: bool, starts: bool) -> TreeMove {
        let (number, first_mover) = self.number(id);
        let n = &self.nodes[id.0];
        let parent = n.parent.map_or(n.position, |p| self.nodes[p.0].position);
        TreeMove {
            id,
            number,
            label: texts::move_number(number, first_mover),
            show_label: show || first_mover,
            text: n.text.clone(),
            side: parent.turn(),
            depth,
            starts_variation: starts,
            current: id == self.current,
        }
    }

    /// The official text of the move that led to a node (none at the root).
    pub fn move_text(&self, id: NodeId) -> Option<&str> {
        let n = self.node(id)?;
        n.mv.map(|_| n.text.as_str())
    }

    /// The label and text of a node's move: "12. 32-28", "12… 19-23".
    pub fn move_label(&self, id: NodeId) -> Option<String> {
        let n = self.node(id)?;
        n.mv?;
        let (number, first_mover) = self.number(id);
        Some(format!("{} {}", texts::move_number(number, first_mover), n.text))
    }

    /// Every move of the tree in reading order: each move, then the
    /// variations branching off before it (each whole), then the line's
    /// next move.
    pub fn moves(&self) -> Vec<TreeMove> {
        let mut out = Vec::new();
        self.list_after(NodeId::ROOT, 0, true, &mut out);
        out
    }

    /// The line after `at` (already listed) at `depth`; `show` asks for the
    /// label of its first move.
    fn list_after(&self, mut at: NodeId, depth: usize, mut show: bool, out: &mut Vec<TreeMove>) {
        while let Some((&main, others)) = self.nodes[at.0].children.split_first() {
            out.push(self.entry(main, depth, show, false));
            show = false;
            for &v in others {
                out.push(self.entry(v, depth + 1, true, true));
                self.list_after(v, depth + 1, false, out);
                show = true;
            }
            at = main;
        }
    }
}
