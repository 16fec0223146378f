//! The puzzle file: one per variant, compiled in with `include_bytes!`.
//!
//! **Layout** (version 1, little-endian). A 16-byte header: magic `DRPZ`,
//! version (u8), the variant's PDN GameType (u8), the proof settings the
//! puzzles were proved with (line depth u8, proof depth u8, margin u16 and
//! gain u16, centi-men), the puzzle count (u32). Then each puzzle:
//!
//! | bytes | what |
//! | --- | --- |
//! | 1 | flags: bit 0 set when Black is to move (the solver) |
//! | ⌈S/8⌉ | occupied squares, bit `i` for internal square `i` (S = 32 or 50) |
//! | ⌈2k/8⌉ | per occupied square in order, 2 bits: bit 0 black, bit 1 king |
//! | 1 + n | the line's length `n` in plies, then each ply's move as its index in [`Position::legal_moves`] |
//! | 2 | rating (u16) |
//! | 2 | themes (u16, bits of [`Theme`]) |
//! | 1 | the search depth at which the first move was found |
//! | 2 | the material gain banked by the line (i16, centi-men) |
//! | 2 | the first move's margin over the best other move at the proof depth (i16) |
//!
//! A man on its own promotion row, too many pieces or a move index out of
//! range is an error: a file that parses holds only legal puzzles.

use super::proof::ProofSettings;
use super::themes::Themes;
use draughts_rules::{Color, Move, Piece, PieceKind, Position, Rules, Setup, Square, Variant};
use std::sync::OnceLock;

/// File magic.
pub const MAGIC: [u8; 4] = *b"DRPZ";
/// File format version.
pub const VERSION: u8 = 1;
const HEADER: usize = 16;

/// One puzzle: the start (the solver to move) and the line that solves it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position the solver faces.
    pub start: Position,
    /// Every ply of the solution, the solver's first; forced moves and the
    /// defender's replies included.
    pub line: Vec<Move>,
    /// Difficulty on the Glicko scale (see [`super::rating`]).
    pub rating: u16,
    /// The motifs the line shows.
    pub themes: Themes,
    /// The shallowest search depth that finds the first move.
    pub see_depth: u8,
    /// Material banked by the line (centi-men, the solver's point of view).
    pub gain: i16,
    /// The first move's margin over the best other move (centi-men).
    pub margin: i16,
}

impl Puzzle {
    /// The side that solves.
    pub fn solver(&self) -> Color {
        self.start.turn()
    }

    /// A stable identity: the start position's hash.
    pub fn id(&self) -> u64 {
        self.start.hash()
    }

    /// The positions along the line: the start, then after each ply.
    pub fn positions(&self) -> Vec<Position> {
        let mut v = vec![self.start];
        for m in &self.line {
            let p = v[v.len() - 1].play(m);
            v.push(p);
        }
        v
    }

    /// The plies where the solver had a real decision (two or more distinct
    /// resulting positions): the puzzle's difficulty counts these.
    pub fn decisions(&self, rules: &Rules) -> Vec<usize> {
        let solver = self.solver();
        self.positions()
            .iter()
            .take(self.line.len())
            .enumerate()
            .filter(|(_, p)| {
                p.turn() == solver && super::proof::distinct_moves(rules, p).len() >= 2
            })
            .map(|(i, _)| i)
            .collect()
    }
}

/// A variant's puzzles with the settings that proved them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSet {
    /// The variant.
    pub variant: Variant,
    /// The proof settings (depths, margin, gain).
    pub settings: ProofSettings,
    /// The puzzles, in file order.
    pub puzzles: Vec<Puzzle>,
}

/// Why a puzzle file was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// Not a puzzle file of this version.
    Header,
    /// A GameType this project does not know.
    Variant(u8),
    /// The bytes end inside a puzzle.
    Truncated(usize),
    /// A placement that is not a legal position.
    Position(usize),
    /// A move index beyond the legal moves.
    Move(usize, usize),
    /// Bytes after the last puzzle.
    Trailing,
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FormatError::Header => write!(f, "not a puzzle file (magic or version)"),
            FormatError::Variant(v) => write!(f, "puzzle file: unknown variant {v}"),
            FormatError::Truncated(i) => write!(f, "puzzle file: truncated in puzzle {i}"),
            FormatError::Position(i) => {
                write!(f, "puzzle file: puzzle {i} is not a legal position")
            }
            FormatError::Move(i, ply) => {
                write!(f, "puzzle file: puzzle {i} has an illegal move at ply {ply}")
            }
            FormatError::Trailing => write!(f, "puzzle file: bytes after the last puzzle"),
        }
    }
}

impl std::error::Error for FormatError {}

/// A reader over the bytes that reports where it ran out.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    puzzle: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], FormatError> {
        let s = self.bytes.get(self.at..self.at + n).ok_or(FormatError::Truncated(self.puzzle))?;
        self.at += n;
        Ok(s)
    }
    fn u8(&mut self) -> Result<u8, FormatError> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, FormatError> {
        let b = self.take(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }
}

impl PuzzleSet {
    /// Reads a puzzle file; every position and move is checked legal.
    pub fn from_bytes(bytes: &[u8]) -> Result<PuzzleSet, FormatError> {
        if bytes.len() < HEADER || bytes[0..4] != MAGIC || bytes[4] != VERSION {
            return Err(FormatError::Header);
        }
        let variant =
            Variant::from_game_type(bytes[5] as u32).ok_or(FormatError::Variant(bytes[5]))?;
        let rules = variant.rules();
        let settings = ProofSettings {
            depth: bytes[6] as u32,
            deep: bytes[7] as u32,
            margin: u16::from_le_bytes([bytes[8], bytes[9]]) as i32,
            gain: u16::from_le_bytes([bytes[10], bytes[11]]) as i32,
            ..ProofSettings::for_rules(&rules)
        };
        let count = u32::from_le_bytes(bytes[12..16].try_into().expect("4 bytes")) as usize;
        let mut r = Reader { bytes, at: HEADER, puzzle: 0 };
        let mut puzzles = Vec::with_capacity(count.min(1 << 16));
        for i in 0..count {
            r.puzzle = i;
            puzzles.push(read_puzzle(&rules, &mut r)?);
        }
        if r.at != bytes.len() {
            return Err(FormatError::Trailing);
        }
        Ok(PuzzleSet { variant, settings, puzzles })
    }

    /// Writes the file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let rules = self.variant.rules();
        let s = &self.settings;
        let mut out = Vec::with_capacity(HEADER + 32 * self.puzzles.len());
        out.extend_from_slice(&MAGIC);
        out.push(VERSION);
        out.push(self.variant.game_type() as u8);
        out.push(s.depth as u8);
        out.push(s.deep as u8);
        out.extend_from_slice(&(s.margin as u16).to_le_bytes());
        out.extend_from_slice(&(s.gain as u16).to_le_bytes());
        out.extend_from_slice(&(self.puzzles.len() as u32).to_le_bytes());
        for p in &self.puzzles {
            write_puzzle(&rules, p, &mut out);
        }
        out
    }
}

fn read_puzzle(rules: &Rules, r: &mut Reader<'_>) -> Result<Puzzle, FormatError> {
    let i = r.puzzle;
    let flags = r.u8()?;
    let squares = rules.geometry().squares as usize;
    let occ: Vec<u8> = r.take(squares.div_ceil(8))?.to_vec();
    let occupied: Vec<usize> = (0..squares).filter(|&s| occ[s / 8] >> (s % 8) & 1 == 1).collect();
    let codes = r.take((2 * occupied.len()).div_ceil(8))?;
    let mut pieces = Vec::with_capacity(occupied.len());
    for (k, &s) in occupied.iter().enumerate() {
        let c = codes[2 * k / 8] >> (2 * k % 8) & 3;
        let color = if c & 1 == 1 { Color::Black } else { Color::White };
        let kind = if c & 2 == 2 { PieceKind::King } else { PieceKind::Man };
        pieces.push((Square(s as u8), Piece { color, kind }));
    }
    let turn = if flags & 1 == 1 { Color::Black } else { Color::White };
    let start = Position::new(&Setup { turn: Some(turn), pieces }, rules)
        .map_err(|_| FormatError::Position(i))?;
    let plies = r.u8()? as usize;
    let mut line = Vec::with_capacity(plies);
    let mut pos = start;
    for ply in 0..plies {
        let idx = r.u8()? as usize;
        let m = *pos.legal_moves(rules).get(idx).ok_or(FormatError::Move(i, ply))?;
        pos = pos.play(&m);
        line.push(m);
    }
    let rating = r.u16()?;
    let themes = Themes(r.u16()?);
    let see_depth = r.u8()?;
    let gain = r.u16()? as i16;
    let margin = r.u16()? as i16;
    Ok(Puzzle { start, line, rating, themes, see_depth, gain, margin })
}

fn write_puzzle(rules: &Rules, p: &Puzzle, out: &mut Vec<u8>) {
    out.push(u8::from(p.start.turn() == Color::Black));
    let squares = rules.geometry().squares as usize;
    let mut occ = vec![0u8; squares.div_ceil(8)];
    let mut codes = Vec::new();
    for s in 0..squares {
        if let Some(piece) = p.start.piece_at(rules, Square(s as u8)) {
            occ[s / 8] |= 1 << (s % 8);
            let c = u8::from(piece.color == Color::Black)
                | u8::from(piece.kind == PieceKind::King) << 1;
            codes.push(c);
        }
    }
    out.extend_from_slice(&occ);
    let mut packed = vec![0u8; (2 * codes.len()).div_ceil(8)];
    for (k, c) in codes.iter().enumerate() {
        packed[2 * k / 8] |= c << (2 * k % 8);
    }
    out.extend_from_slice(&packed);
    out.push(p.line.len() as u8);
    let mut pos = p.start;
    for m in &p.line {
        let legal = pos.legal_moves(rules);
        let idx = legal.iter().position(|x| x == m).expect("a puzzle's line is legal");
        out.push(idx as u8);
        pos = pos.play(m);
    }
    out.extend_from_slice(&p.rating.to_le_bytes());
    out.extend_from_slice(&p.themes.0.to_le_bytes());
    out.push(p.see_depth);
    out.extend_from_slice(&p.gain.to_le_bytes());
    out.extend_from_slice(&p.margin.to_le_bytes());
}

/// The shipped file of a variant (its raw bytes).
pub fn builtin_bytes(variant: Variant) -> &'static [u8] {
    match variant {
        Variant::International => include_bytes!("../../data/puzzles/international.pz"),
        Variant::English => include_bytes!("../../data/puzzles/english.pz"),
        Variant::Russian => include_bytes!("../../data/puzzles/russian.pz"),
        Variant::Brazilian => include_bytes!("../../data/puzzles/brazilian.pz"),
        Variant::Spanish => include_bytes!("../../data/puzzles/spanish.pz"),
        Variant::Italian => include_bytes!("../../data/puzzles/italian.pz"),
        Variant::Czech => include_bytes!("../../data/puzzles/czech.pz"),
    }
}

/// The shipped puzzles of a variant, read once. A file that does not parse
/// gives an empty set (the shipped files are checked by the tests).
pub fn builtin(variant: Variant) -> &'static PuzzleSet {
    static SETS: [OnceLock<PuzzleSet>; 7] = [const { OnceLock::new() }; 7];
    let i = Variant::ALL.iter().position(|&v| v == variant).expect("every variant is in ALL");
    SETS[i].get_or_init(|| {
        PuzzleSet::from_bytes(builtin_bytes(variant)).unwrap_or_else(|_| PuzzleSet {
            variant,
            settings: ProofSettings::for_rules(&variant.rules()),
            puzzles: Vec::new(),
        })
    })
}
