//! The motifs a solution line shows ([`Theme`]) and a puzzle's rating.
//!
//! The motifs are the ones draughts courses name (T. Goedmoed, *A course
//! in international draughts*, FMJD 2008; the FFJD tactics pages): the
//! shot (a sacrifice, then a multi-capture), the breakthrough to the king
//! row, sending a man to king to take the king, and so on. Each is read off
//! the line alone, so the tagging is reproducible.

use super::proof::{material, takes_king};
use draughts_rules::{Move, Position, Rules};

/// A motif.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theme {
    /// A sacrifice, then a capture of two pieces or more.
    Shot,
    /// The first move gives material away.
    Sacrifice,
    /// A capture of three pieces or more.
    MultiCapture,
    /// A solver man reaches the king row.
    Breakthrough,
    /// The solver takes a king.
    KingCapture,
    /// The defender is crowned, and the new king is taken.
    SendToKing,
    /// A man crowned in the middle of a capture goes on as a king (Russian).
    PromotionInCapture,
    /// Few pieces left.
    Endgame,
    /// An ending of men won by a tempo move (no capture at first).
    Opposition,
    /// The line ends in a position the endgame databases call won.
    Database,
    /// The defender is left without a move.
    Blockade,
    /// The first move picks one capture among several.
    CaptureChoice,
    /// The first move is a quiet move that gives nothing away.
    QuietMove,
}

impl Theme {
    /// Every theme, in bit order.
    pub const ALL: [Theme; 13] = [
        Theme::Shot,
        Theme::Sacrifice,
        Theme::MultiCapture,
        Theme::Breakthrough,
        Theme::KingCapture,
        Theme::SendToKing,
        Theme::PromotionInCapture,
        Theme::Endgame,
        Theme::Opposition,
        Theme::Database,
        Theme::Blockade,
        Theme::CaptureChoice,
        Theme::QuietMove,
    ];

    /// The stable id used in JSON, saves and message ids.
    pub const fn id(self) -> &'static str {
        match self {
            Theme::Shot => "shot",
            Theme::Sacrifice => "sacrifice",
            Theme::MultiCapture => "multi-capture",
            Theme::Breakthrough => "breakthrough",
            Theme::KingCapture => "king-capture",
            Theme::SendToKing => "send-to-king",
            Theme::PromotionInCapture => "promotion-in-capture",
            Theme::Endgame => "endgame",
            Theme::Opposition => "opposition",
            Theme::Database => "database",
            Theme::Blockade => "blockade",
            Theme::CaptureChoice => "capture-choice",
            Theme::QuietMove => "quiet-move",
        }
    }

    /// The theme with this id.
    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }

    const fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// A set of themes (the bits of [`Theme`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Themes(pub u16);

impl Themes {
    /// Whether `t` is in the set.
    pub const fn contains(self, t: Theme) -> bool {
        self.0 & t.bit() != 0
    }
    /// Adds `t`.
    pub fn insert(&mut self, t: Theme) {
        self.0 |= t.bit();
    }
    /// The themes in the set, in bit order.
    pub fn list(self) -> Vec<Theme> {
        Theme::ALL.into_iter().filter(|t| self.contains(*t)).collect()
    }
}

/// The themes of a line from `start` (the solver to move). `database`: the
/// line ends in a position the databases hold (and agree is won).
pub fn detect(rules: &Rules, start: &Position, line: &[Move], database: bool) -> Themes {
    let solver = start.turn();
    let base = material(rules, start, solver);
    let mut t = Themes::default();
    let mut p = *start;
    let mut sacrificed = false;
    let mut defender_crowned = false;
    for (ply, m) in line.iter().enumerate() {
        let next = p.play(m);
        if p.turn() == solver {
            if m.captured().len() >= 2 && sacrificed {
                t.insert(Theme::Shot);
            }
            if m.captured().len() >= 3 {
                t.insert(Theme::MultiCapture);
            }
            if m.promotes() {
                t.insert(Theme::Breakthrough);
            }
            if m.crowns_at().is_some_and(|i| i + 1 < m.path().len()) {
                t.insert(Theme::PromotionInCapture);
            }
            if m.is_capture() && takes_king(rules, &p, m) {
                t.insert(Theme::KingCapture);
                if defender_crowned {
                    t.insert(Theme::SendToKing);
                }
            }
        } else {
            if m.is_capture() && material(rules, &next, solver) < base {
                sacrificed = true;
                if ply == 1 {
                    t.insert(Theme::Sacrifice);
                }
            }
            defender_crowned |= m.promotes();
        }
        p = next;
    }
    if line.first().is_some_and(|m| m.is_capture()) {
        t.insert(Theme::CaptureChoice);
    } else if !t.contains(Theme::Sacrifice) {
        t.insert(Theme::QuietMove);
    }
    let pieces = start.occupied().count_ones();
    let endgame = pieces <= if rules.geometry().side == 10 { 12 } else { 8 };
    if endgame {
        t.insert(Theme::Endgame);
        let no_kings = start.king_bits() == 0;
        let quiet_start = line.len() >= 2 && !line[0].is_capture() && !line[1].is_capture();
        if no_kings && quiet_start {
            t.insert(Theme::Opposition);
        }
    }
    if database {
        t.insert(Theme::Database);
    }
    if p.turn() != solver && p.side_bits(p.turn()) != 0 && p.legal_moves(rules).is_empty() {
        t.insert(Theme::Blockade);
    }
    t
}

impl super::Puzzle {
    /// Derives the themes and the rating again from the line, the stored
    /// search depth and the databases (the generator's own tagging).
    pub fn retag(&mut self, rules: &Rules) {
        let end = self.line.iter().fold(self.start, |p, m| p.play(m));
        let database = crate::bitbase::Bitbases::builtin(rules).is_some_and(|bb| {
            !end.has_capture(rules)
                && bb.probe(rules, &end, &mut crate::bitbase::ProbeCache::new()).is_some()
        });
        self.themes = detect(rules, &self.start, &self.line, database);
        let decisions = self.decisions(rules).len() as u32;
        let sacrifice = self.themes.contains(Theme::Sacrifice);
        self.rating = rating(decisions, self.see_depth as u32, self.line.len(), sacrifice);
    }
}

/// A puzzle's rating on the Glicko scale: 1150, plus 150 for each
/// decision beyond the first, 60 for each ply of search the first move
/// needs, 20 for each ply of the line and 150 when the first move
/// sacrifices; between 400 and 2800. Longer lines, deeper first moves and
/// sacrifices are what make a combination hard to see; the base puts the
/// typical shipped puzzle near a newcomer's 1500.
pub fn rating(decisions: u32, see_depth: u32, plies: usize, sacrifice: bool) -> u16 {
    let r = 1150
        + 150 * decisions.saturating_sub(1) as i32
        + 60 * see_depth as i32
        + 20 * plies.min(40) as i32
        + if sacrifice { 150 } else { 0 };
    r.clamp(400, 2800) as u16
}
