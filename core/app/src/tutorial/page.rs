//! Content types: pages made of blocks, inline spans, tables and board
//! diagrams with checkable claims. Plain data, no rendering.
//!
//! Text is written with a tiny inline markup: `**bold**` and `*italic*`
//! ([`spans`]). Nothing else is special, so the catalogues' text needs no
//! escaping.

use draughts_rules::Rules;
use serde::{Deserialize, Serialize};

pub(crate) use draughts_game::Lang;

/// How a span of text is emphasised.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Style {
    /// Normal text.
    Plain,
    /// Bold text.
    Bold,
    /// Italic text.
    Italic,
}

/// A run of text with one style.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Span {
    /// The text.
    pub text: String,
    /// How it is set.
    pub style: Style,
}

/// Splits text written with `**bold**` and `*italic*` into spans. An
/// unclosed marker is kept as literal text.
pub fn spans(text: &str) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::new();
    let mut rest = text;
    let push = |out: &mut Vec<Span>, text: &str, style: Style| {
        if text.is_empty() {
            return;
        }
        match out.last_mut() {
            Some(last) if last.style == style => last.text.push_str(text),
            _ => out.push(Span { text: text.to_string(), style }),
        }
    };
    while let Some(start) = rest.find('*') {
        let (marker, style) = if rest[start..].starts_with("**") {
            ("**", Style::Bold)
        } else {
            ("*", Style::Italic)
        };
        let inner_start = start + marker.len();
        match rest[inner_start..].find(marker) {
            Some(len) if len > 0 => {
                push(&mut out, &rest[..start], Style::Plain);
                push(&mut out, &rest[inner_start..inner_start + len], style);
                rest = &rest[inner_start + len + marker.len()..];
            }
            _ => {
                push(&mut out, &rest[..inner_start], Style::Plain);
                rest = &rest[inner_start..];
            }
        }
    }
    push(&mut out, rest, Style::Plain);
    out
}

/// The text of spans without emphasis.
pub fn plain(spans: &[Span]) -> String {
    spans.iter().map(|s| s.text.as_str()).collect()
}

/// A table: a header row and body rows of plain cells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The column titles.
    pub header: Vec<String>,
    /// The rows, one cell per column.
    pub rows: Vec<Vec<String>>,
}

/// What an arrow on a diagram shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ArrowKind {
    /// A move or capture that may be played.
    Good,
    /// A move or capture the rules forbid here (drawn in red, dashed...).
    Forbidden,
}

/// An arrow along a path of squares: a move is two squares, a capture lists
/// its start, every landing square and its end. Squares are written as the
/// variant's notation names them (`32`, `c3`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arrow {
    /// The squares it passes through, in order.
    pub path: Vec<String>,
    /// What the arrow shows (a move or a capture).
    pub kind: ArrowKind,
}

/// A statement about a diagram's position that the tests check against the
/// move generator. Moves are in the variant's notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Claim {
    /// This move is legal here.
    Legal(String),
    /// This move is not legal here (well-formed, but the rules forbid it).
    Illegal(String),
    /// These are all the legal moves here (none: the side to move is blocked).
    Only(Vec<String>),
}

/// A board diagram: a position (FEN) under a rule set, with highlighted
/// squares, arrows, an optional numbered board, a caption and claims.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagram {
    /// The rules the position is played under (a preset or custom rules).
    pub rules: Rules,
    /// The position, as a PDN FEN in the rules' numbering.
    pub fen: String,
    /// Squares to highlight, in notation.
    pub highlights: Vec<String>,
    /// Arrows for moves and capture paths.
    pub arrows: Vec<Arrow>,
    /// Show the square numbers (or coordinates) on the board.
    pub numbered: bool,
    /// The caption under the board.
    pub caption: Vec<Span>,
    /// What the diagram states about legal moves.
    pub claims: Vec<Claim>,
}

impl Diagram {
    /// A diagram of `fen` under `rules`, with nothing marked yet.
    pub fn new(rules: Rules, fen: &str) -> Diagram {
        Diagram {
            rules,
            fen: fen.to_string(),
            highlights: Vec::new(),
            arrows: Vec::new(),
            numbered: false,
            caption: Vec::new(),
            claims: Vec::new(),
        }
    }
    /// Highlights these squares.
    pub fn highlight<S: AsRef<str>>(mut self, squares: &[S]) -> Self {
        self.highlights.extend(squares.iter().map(|s| s.as_ref().to_string()));
        self
    }
    /// Adds an arrow along a path of squares for a playable move.
    pub fn arrow<S: AsRef<str>>(mut self, path: &[S]) -> Self {
        self.arrows.push(Arrow {
            path: path.iter().map(|s| s.as_ref().to_string()).collect(),
            kind: ArrowKind::Good,
        });
        self
    }
    /// Adds an arrow for a move the rules forbid.
    pub fn forbidden_arrow<S: AsRef<str>>(mut self, path: &[S]) -> Self {
        self.arrows.push(Arrow {
            path: path.iter().map(|s| s.as_ref().to_string()).collect(),
            kind: ArrowKind::Forbidden,
        });
        self
    }
    /// Shows square numbers (coordinates on algebraic boards).
    pub fn numbered(mut self) -> Self {
        self.numbered = true;
        self
    }
    /// Whether the apps draw the square numbers: on a board asked to be
    /// numbered, and wherever the diagram marks squares (highlights,
    /// arrows), because its text then cites them by name.
    pub fn shows_numbers(&self) -> bool {
        self.numbered || !self.highlights.is_empty() || !self.arrows.is_empty()
    }
    /// Sets the caption (inline markup allowed).
    pub fn caption(mut self, text: String) -> Self {
        self.caption = spans(&text);
        self
    }
    /// Claims these moves are legal.
    pub fn legal<S: AsRef<str>>(mut self, moves: &[S]) -> Self {
        self.claims.extend(moves.iter().map(|m| Claim::Legal(m.as_ref().to_string())));
        self
    }
    /// Claims these moves are illegal.
    pub fn illegal<S: AsRef<str>>(mut self, moves: &[S]) -> Self {
        self.claims.extend(moves.iter().map(|m| Claim::Illegal(m.as_ref().to_string())));
        self
    }
    /// Claims these are exactly the legal moves.
    pub fn only<S: AsRef<str>>(mut self, moves: &[S]) -> Self {
        self.claims.push(Claim::Only(moves.iter().map(|m| m.as_ref().to_string()).collect()));
        self
    }
    /// Claims the side to move has no legal move at all (it is blocked).
    pub fn no_moves(mut self) -> Self {
        self.claims.push(Claim::Only(Vec::new()));
        self
    }

    /// The position shown, read from the FEN under the diagram's rules.
    pub fn position(&self) -> Result<draughts_rules::Position, draughts_rules::FenError> {
        draughts_rules::Position::from_fen(&self.rules, &self.fen)
    }
}

/// One block of a page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Block {
    /// A sub-heading inside the page.
    Heading(String),
    /// A paragraph of inline spans.
    Paragraph(Vec<Span>),
    /// A bullet list; each item is a line of spans.
    BulletList(Vec<Vec<Span>>),
    /// A table.
    Table(Table),
    /// A board diagram.
    Diagram(Diagram),
}

impl Block {
    /// The kind of the block and its size, locale-independent: used to check
    /// that both locales share one structure.
    pub fn shape(&self) -> String {
        match self {
            Block::Heading(_) => "heading".into(),
            Block::Paragraph(_) => "paragraph".into(),
            Block::BulletList(items) => format!("list[{}]", items.len()),
            Block::Table(t) => format!("table[{}x{}]", t.rows.len(), t.header.len()),
            Block::Diagram(d) => format!(
                "diagram[{} {:?} hl={:?} arrows={:?} numbered={} claims={:?}]",
                d.fen, d.rules, d.highlights, d.arrows, d.numbered, d.claims
            ),
        }
    }
}

/// A page: a stable id, a title and blocks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Page {
    /// A stable, locale-independent identifier (`goal`, `variant-russian`...).
    pub id: String,
    /// The page's title.
    pub title: String,
    /// Its content, in order.
    pub blocks: Vec<Block>,
}

impl Page {
    /// An empty page.
    pub fn new(id: &str, title: String) -> Page {
        Page { id: id.to_string(), title, blocks: Vec::new() }
    }
    /// Adds a sub-heading.
    pub fn heading(mut self, text: String) -> Self {
        self.blocks.push(Block::Heading(text));
        self
    }
    /// Adds a paragraph (inline markup allowed).
    pub fn para(mut self, text: String) -> Self {
        self.blocks.push(Block::Paragraph(spans(&text)));
        self
    }
    /// Adds a bullet list (inline markup allowed in each item).
    pub fn bullets(mut self, items: Vec<String>) -> Self {
        self.blocks.push(Block::BulletList(items.iter().map(|i| spans(i)).collect()));
        self
    }
    /// Adds a table.
    pub fn table(mut self, header: Vec<String>, rows: Vec<Vec<String>>) -> Self {
        self.blocks.push(Block::Table(Table { header, rows }));
        self
    }
    /// Adds a diagram.
    pub fn diagram(mut self, d: Diagram) -> Self {
        self.blocks.push(Block::Diagram(d));
        self
    }

    /// Every diagram of the page, in order.
    pub fn diagrams(&self) -> impl Iterator<Item = &Diagram> {
        self.blocks.iter().filter_map(|b| match b {
            Block::Diagram(d) => Some(d),
            _ => None,
        })
    }

    /// The page as the apps lay it out: each diagram before the text that
    /// explains it (the paragraphs and lists just above it, back to the
    /// previous heading, table or diagram), so that the reader sees the
    /// board first.
    pub fn diagrams_first(&self) -> Page {
        let mut blocks: Vec<Block> = Vec::with_capacity(self.blocks.len());
        let mut text_from = 0;
        for b in &self.blocks {
            match b {
                Block::Diagram(_) => {
                    blocks.insert(text_from, b.clone());
                    text_from = blocks.len();
                }
                Block::Paragraph(_) | Block::BulletList(_) => blocks.push(b.clone()),
                Block::Heading(_) | Block::Table(_) => {
                    blocks.push(b.clone());
                    text_from = blocks.len();
                }
            }
        }
        Page { id: self.id.clone(), title: self.title.clone(), blocks }
    }

    /// The locale-independent structure: the id and each block's shape.
    pub fn shape(&self) -> Vec<String> {
        std::iter::once(self.id.clone()).chain(self.blocks.iter().map(Block::shape)).collect()
    }
}
