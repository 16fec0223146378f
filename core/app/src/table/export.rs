//! The PDN export: the standard tags filled in from the game and from what
//! only the platform knows.

use super::{EventKind, GameTable};
use crate::texts;
use draughts_game::{pdn, EndReason};

/// What only the platform knows about an exported game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdnContext {
    /// Today, as an ISO 8601 date (`2026-12-01`); `None` writes `????.??.??`.
    pub date: Option<String>,
    /// Where it was played (`Android`, a club's name); `None` writes `?`.
    pub site: Option<String>,
}

/// A bad export context.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PdnContextError {
    /// A date that is not ISO 8601 (the text given).
    #[error("date `{0}`: expected an ISO 8601 date such as 2026-12-01")]
    Date(String),
}

impl GameTable {
    /// The game as PDN 3.0, with the standard tags filled in from the game
    /// and `ctx`. Announces the export.
    pub fn export_pdn(&mut self, ctx: &PdnContext) -> Result<String, PdnContextError> {
        let text = self.pdn(ctx)?;
        let plies = self.board.game().ply();
        self.announce(EventKind::Exported, texts::exported(plies, self.lang()));
        Ok(text)
    }

    /// The PDN text without announcing it.
    pub fn pdn(&self, ctx: &PdnContext) -> Result<String, PdnContextError> {
        let lang = self.lang();
        let date = match &ctx.date {
            None => "????.??.??".to_string(),
            Some(d) => pdn_date(d).ok_or_else(|| PdnContextError::Date(d.clone()))?,
        };
        let [white, black] = self.board.players();
        let mut tags: Vec<(String, String)> = vec![
            ("Event".into(), texts::pdn_event(lang).into()),
            ("Site".into(), ctx.site.clone().unwrap_or_else(|| "?".into())),
            ("Date".into(), date),
            ("Round".into(), "-".into()),
            ("White".into(), texts::pdn_player(white, lang)),
            ("Black".into(), texts::pdn_player(black, lang)),
        ];
        // A game with a clock says so in PGN's supplemental tags, which PDN
        // takes over (PGN standard 9.6.1 `TimeControl`, 9.8.1 `Termination`).
        if let Some(c) = &self.clock {
            tags.push(("TimeControl".into(), c.setting().pdn_time_control()));
            if let Some(r) = self.board.game().result() {
                let how = if r.reason == EndReason::OutOfTime { "time forfeit" } else { "normal" };
                tags.push(("Termination".into(), how.into()));
            }
        }
        Ok(pdn::write_game(self.board.game(), &tags, &[]))
    }
}

/// An ISO 8601 date (`2026-12-01`) as PDN writes it (`2026.12.01`).
fn pdn_date(iso: &str) -> Option<String> {
    let parts: Vec<&str> = iso.trim().split('-').collect();
    let [y, m, d] = parts[..] else {
        return None;
    };
    let ok = |s: &str, n: usize, max: u32| {
        s.len() == n
            && s.bytes().all(|c| c.is_ascii_digit())
            && s.parse::<u32>().is_ok_and(|v| v >= 1 && v <= max)
    };
    (ok(y, 4, 9999) && ok(m, 2, 12) && ok(d, 2, 31)).then(|| format!("{y}.{m}.{d}"))
}
