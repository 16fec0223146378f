//! Hub protocol v2 text codec (Fabien Letouzey, "Hub protocol for draughts,
//! version 2", `protocol.txt` of Scan 3.1): no I/O here.
//!
//! * Position strings: side to move then one letter per square in the
//!   variant's numbering (`w b W B e`): 51 characters on 10x10; 33 on 8x8 (a
//!   project extension, §8).
//! * Move strings: `from-to`, or `fromxto` followed by `x` and every captured
//!   square (ascending when written, any order when read). A move is matched
//!   by its identity {from, to, captured set}.
//! * Command lines: `name key=value key="quoted value" flag`.

use crate::search::Limits;
use draughts_rules::Move;
use draughts_rules::{Color, Rules};
use draughts_rules::{Piece, PieceKind, Position, Setup};
use std::time::Duration;

/// One parsed command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    /// The first word of the line.
    pub name: String,
    /// Arguments in order; a flag has an empty value.
    pub args: Vec<(String, String)>,
}

impl Command {
    /// The value of an argument, if present.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.args.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
    /// Whether an argument (or flag) is present.
    pub fn has(&self, key: &str) -> bool {
        self.args.iter().any(|(k, _)| k == key)
    }
}

/// Splits a line into a command and its arguments. `None` for a blank line.
pub fn parse_command(line: &str) -> Option<Command> {
    let line = line.trim();
    let mut chars = line.char_indices().peekable();
    let mut name = String::new();
    while let Some(&(_, c)) = chars.peek() {
        if c.is_whitespace() {
            break;
        }
        name.push(c);
        chars.next();
    }
    if name.is_empty() {
        return None;
    }
    let mut args = Vec::new();
    loop {
        while matches!(chars.peek(), Some(&(_, c)) if c.is_whitespace()) {
            chars.next();
        }
        if chars.peek().is_none() {
            break;
        }
        let mut key = String::new();
        while let Some(&(_, c)) = chars.peek() {
            if c.is_whitespace() || c == '=' {
                break;
            }
            key.push(c);
            chars.next();
        }
        let mut value = String::new();
        if matches!(chars.peek(), Some(&(_, '='))) {
            chars.next();
            if matches!(chars.peek(), Some(&(_, '"'))) {
                chars.next();
                for (_, c) in chars.by_ref() {
                    if c == '"' {
                        break;
                    }
                    value.push(c);
                }
            } else {
                while let Some(&(_, c)) = chars.peek() {
                    if c.is_whitespace() {
                        break;
                    }
                    value.push(c);
                    chars.next();
                }
            }
        }
        args.push((key, value));
    }
    Some(Command { name, args })
}

/// Quotes a value when the protocol requires it (space, `=`, empty).
pub fn quote(value: &str) -> String {
    if value.is_empty() || value.contains(' ') || value.contains('=') {
        format!("\"{value}\"")
    } else {
        value.to_string()
    }
}

/// Reads a Hub position string (`pos=`), or `start` for the start position.
pub fn parse_position(rules: &Rules, text: &str) -> Result<Position, String> {
    let text = text.trim();
    if text == "start" || text.is_empty() {
        return Ok(Position::start(rules));
    }
    let n = rules.geometry().squares as usize;
    let b = text.as_bytes();
    if b.len() != n + 1 {
        return Err(format!("bad position: {} characters, expected {}", b.len(), n + 1));
    }
    let turn = match b[0] {
        b'W' | b'w' => Color::White,
        b'B' | b'b' => Color::Black,
        c => return Err(format!("bad position: side to move `{}`", c as char)),
    };
    let mut pieces = Vec::new();
    for (i, &c) in b[1..].iter().enumerate() {
        let sq = rules.square_from_number(i as u32 + 1).ok_or("bad position: square")?;
        let piece = match c {
            b'w' => Piece { color: Color::White, kind: PieceKind::Man },
            b'b' => Piece { color: Color::Black, kind: PieceKind::Man },
            b'W' => Piece { color: Color::White, kind: PieceKind::King },
            b'B' => Piece { color: Color::Black, kind: PieceKind::King },
            b'e' | b'.' => continue,
            c => return Err(format!("bad position: square {} holds `{}`", i + 1, c as char)),
        };
        pieces.push((sq, piece));
    }
    Position::new(&Setup { turn: Some(turn), pieces }, rules)
        .map_err(|e| format!("bad position: {e}"))
}

/// Writes a Hub position string.
pub fn format_position(rules: &Rules, pos: &Position) -> String {
    let n = rules.geometry().squares as u32;
    let mut s = String::with_capacity(n as usize + 1);
    s.push(if pos.turn() == Color::White { 'W' } else { 'B' });
    for i in 1..=n {
        let sq = rules.square_from_number(i).expect("square");
        s.push(match pos.piece_at(rules, sq) {
            None => 'e',
            Some(Piece { color: Color::White, kind: PieceKind::Man }) => 'w',
            Some(Piece { color: Color::Black, kind: PieceKind::Man }) => 'b',
            Some(Piece { color: Color::White, kind: PieceKind::King }) => 'W',
            Some(Piece { color: Color::Black, kind: PieceKind::King }) => 'B',
        });
    }
    s
}

/// Writes a move in Hub form: `32-28`, or `28x19x23` with every captured
/// square, ascending.
pub fn format_move(rules: &Rules, m: &Move) -> String {
    let from = rules.square_number(m.from());
    let to = rules.square_number(m.to());
    if !m.is_capture() {
        return format!("{from}-{to}");
    }
    let mut caps: Vec<u32> = m.captured().iter().map(|&s| rules.square_number(s)).collect();
    caps.sort_unstable();
    let mut s = format!("{from}x{to}");
    for c in caps {
        s.push('x');
        s.push_str(&c.to_string());
    }
    s
}

/// Reads a Hub move and finds the legal move with that identity.
pub fn parse_move(rules: &Rules, pos: &Position, text: &str) -> Result<Move, String> {
    let text = text.trim();
    let parts: Vec<&str> =
        if text.contains('x') { text.split('x').collect() } else { text.split('-').collect() };
    if parts.len() < 2 {
        return Err(format!("bad move `{text}`"));
    }
    let mut nums = Vec::with_capacity(parts.len());
    for p in &parts {
        let n: u32 = p.parse().map_err(|_| format!("bad move `{text}`"))?;
        nums.push(rules.square_from_number(n).ok_or_else(|| format!("bad move `{text}`"))?);
    }
    let g = rules.geometry();
    let (from, to) = (nums[0], nums[1]);
    let mut caps = 0u64;
    for &s in &nums[2..] {
        caps |= g.bit(s);
    }
    let capture = text.contains('x');
    pos.legal_moves(rules)
        .into_iter()
        .find(|m| {
            m.from() == from
                && m.to() == to
                && m.is_capture() == capture
                && m.captured_bits() == caps
        })
        .ok_or_else(|| format!("illegal move `{text}`"))
}

/// A parsed `level` command.
#[derive(Clone, Debug, PartialEq)]
pub enum LevelCmd {
    /// Search to this depth.
    Depth(u32),
    /// Search this many nodes.
    Nodes(u64),
    /// Seconds per move.
    MoveTime(f64),
    /// Clock: time left, optional moves to go, optional increment (seconds).
    Clock {
        /// Seconds left on the clock.
        time: f64,
        /// Moves until the next time control, if any.
        moves: Option<u32>,
        /// Seconds added after each move.
        inc: f64,
    },
    /// No limit: search until `stop`.
    Infinite,
}

/// Reads the arguments of a `level` command.
pub fn parse_level(cmd: &Command) -> Option<LevelCmd> {
    let num = |k: &str| cmd.get(k).and_then(|v| v.parse::<f64>().ok());
    if cmd.has("infinite") {
        return Some(LevelCmd::Infinite);
    }
    if let Some(d) = num("depth") {
        return Some(LevelCmd::Depth(d.max(1.0) as u32));
    }
    if let Some(n) = num("nodes") {
        return Some(LevelCmd::Nodes(n.max(1.0) as u64));
    }
    if let Some(t) = num("move-time") {
        return Some(LevelCmd::MoveTime(t.max(0.0)));
    }
    if let Some(t) = num("time") {
        return Some(LevelCmd::Clock {
            time: t.max(0.0),
            moves: num("moves").map(|m| m.max(1.0) as u32),
            inc: num("inc").unwrap_or(0.0).max(0.0),
        });
    }
    None
}

/// The longest time budget the engine takes from a `level` command: about 31
/// years. A larger or non-finite value (`move-time=1e30`, `inf`) means the
/// same: think until stopped, in practice.
pub const MAX_SECONDS: f64 = 1e9;

/// Seconds from a `level` value as a duration: negative or NaN is 0, values
/// past [`MAX_SECONDS`] (also infinity) are clamped, so no input panics.
pub fn seconds(t: f64) -> Duration {
    if t.is_nan() || t <= 0.0 {
        Duration::ZERO
    } else {
        Duration::from_secs_f64(t.min(MAX_SECONDS))
    }
}

impl LevelCmd {
    /// The search limits for one move. A clock (`time`, `moves`, `inc`) gives
    /// a target time (what to spend on a typical move) and a hard maximum;
    /// `move-time` gives both the same value.
    pub fn limits(&self) -> Limits {
        match *self {
            LevelCmd::Depth(d) => Limits::depth(d),
            LevelCmd::Nodes(n) => Limits::nodes(n),
            LevelCmd::MoveTime(t) => Limits::move_time(seconds(t)),
            LevelCmd::Infinite => Limits::default(),
            LevelCmd::Clock { time, moves, inc } => {
                let (time, inc) = (time.min(MAX_SECONDS), inc.min(MAX_SECONDS));
                // The increment is added before the move (Hub convention).
                let left = time + inc;
                let moves_left = moves.unwrap_or(30).max(1) as f64;
                let target = (left / moves_left + 0.7 * inc).min(left * 0.4).max(0.01);
                // A move that goes wrong may take up to 3x the target, never
                // more than half of what is left.
                let max = (target * 3.0).min(left * 0.5).max(target);
                Limits::clock(seconds(target), seconds(max))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts_rules::Variant;

    #[test]
    fn commands() {
        let c = parse_command(r#"info depth=3 pv="32-28 19-23" go think"#).unwrap();
        assert_eq!(c.name, "info");
        assert_eq!(c.get("pv"), Some("32-28 19-23"));
        assert!(c.has("think"));
        assert_eq!(quote(""), "\"\"");
    }

    #[test]
    fn positions_round_trip() {
        for v in Variant::ALL {
            let r = v.rules();
            let p = Position::start(&r);
            let s = format_position(&r, &p);
            assert_eq!(parse_position(&r, &s).unwrap(), p);
        }
        let r = Rules::international();
        assert_eq!(
            format_position(&r, &Position::start(&r)),
            "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww"
        );
    }

    #[test]
    fn moves_with_captured_squares() {
        let r = Rules::international();
        let mut p = Position::start(&r);
        for (text, want) in [
            ("32-28", "32-28"),
            ("19-23", "19-23"),
            ("28x19x23", "28x19x23"),
            ("14x23x19", "14x23x19"),
        ] {
            let m = parse_move(&r, &p, text).unwrap();
            assert_eq!(format_move(&r, &m), want);
            p = p.play(&m);
        }
        assert!(parse_move(&r, &Position::start(&r), "28x19").is_err());
    }

    /// Regression: huge, infinite or NaN times used to panic when turned
    /// into a `Duration`.
    #[test]
    fn huge_times_do_not_panic() {
        for line in [
            "level move-time=1e30",
            "level move-time=inf",
            "level move-time=1e19",
            "level move-time=NaN",
            "level move-time=-5",
            "level time=1e300",
            "level time=10 inc=1e308",
            "level time=inf inc=inf moves=1",
        ] {
            let cmd = parse_command(line).unwrap();
            let l = parse_level(&cmd).unwrap().limits();
            let t = l.time.unwrap();
            assert!(t <= Duration::from_secs_f64(MAX_SECONDS), "{line}");
            assert!(l.max_time.unwrap() >= t, "{line}");
        }
    }

    #[test]
    fn clock_budget() {
        let cmd = parse_command("level time=60 inc=1").unwrap();
        let l = parse_level(&cmd).unwrap().limits();
        let (t, max) = (l.time.unwrap().as_secs_f64(), l.max_time.unwrap().as_secs_f64());
        // 61 s left over 30 moves plus most of the increment.
        assert!((t - (61.0 / 30.0 + 0.7)).abs() < 1e-6, "{t}");
        assert!(max > t && max <= 30.5, "{max}");
        let cmd = parse_command("level move-time=0.5").unwrap();
        let l = parse_level(&cmd).unwrap().limits();
        assert_eq!(l.time, Some(Duration::from_millis(500)));
        assert_eq!(l.max_time, l.time);
    }
}
