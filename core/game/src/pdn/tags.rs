//! The tag section of a game read: the rules it is played by (a `Rules`
//! tag of JSON, else the GameType, else inferred) and its start (the `FEN`
//! tag, unless `SetUp` is `0` and the FEN empty).

use super::read::GameCtx;
use super::PdnErrorKind;
use crate::game::Game;
use draughts_rules::{Color, Numbering, Position, Rules, Variant};

/// The value of a tag (case-insensitive name).
pub(super) fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
}

/// The rules the tags declare: a `Rules` tag of JSON, else the GameType;
/// `None` when neither is there (the variant is then inferred, see
/// `infer.rs`). Errors are at `line`, the game's.
pub(super) fn declared_rules(
    tags: &[(String, String)],
    line: usize,
    ctx: &GameCtx,
) -> Result<Option<Rules>, super::PdnError> {
    match tag(tags, "Rules") {
        Some(json) => {
            let r: Rules = serde_json::from_str(json)
                .map_err(|e| ctx.err(line, PdnErrorKind::BadRules(e.to_string())))?;
            r.validate().map_err(|e| ctx.err(line, PdnErrorKind::BadRules(e.to_string())))?;
            Ok(Some(r))
        }
        None => match tag(tags, "GameType") {
            Some(gt) => rules_of_game_type(gt).map(Some).map_err(|k| ctx.err(line, k)),
            None => Ok(None),
        },
    }
}

/// The game under `rules` at the start the tags give, and whether that
/// start is set up (not the rules' initial position): the `FEN` tag, unless
/// `SetUp` is `0` and the FEN empty. Errors are at `line`, the game's.
pub(super) fn start_game(
    tags: &[(String, String)],
    rules: Rules,
    line: usize,
    ctx: &GameCtx,
) -> Result<(Game, bool), super::PdnError> {
    let tag = |name: &str| tag(tags, name);
    let start = match tag("FEN") {
        Some(fen) if tag("SetUp").is_none_or(|s| s.trim() != "0") || !fen.trim().is_empty() => {
            Position::from_fen(&rules, fen)
                .map_err(|e| ctx.err(line, PdnErrorKind::BadFen(e.to_string())))?
        }
        _ => Position::start(&rules),
    };
    let set_up = start != Position::start(&rules);
    Ok((Game::from_position(rules, start), set_up))
}

/// The rules a GameType tag names.
pub fn rules_of_game_type(value: &str) -> Result<Rules, PdnErrorKind> {
    let unknown = || PdnErrorKind::UnknownGameType(value.to_string());
    let fields: Vec<&str> = value.split(',').map(str::trim).collect();
    let n: u32 = fields[0].parse().map_err(|_| unknown())?;
    let v = Variant::from_game_type(n).ok_or_else(unknown)?;
    let mut rules = v.rules();
    if fields.len() == 1 {
        return Ok(rules);
    }
    if fields.len() < 5 || fields.len() > 6 {
        return Err(unknown());
    }
    match fields[1] {
        "W" => rules.first = Color::White,
        "B" => rules.first = Color::Black,
        _ => return Err(unknown()),
    }
    let side = rules.board.side().to_string();
    if fields[2] != side || fields[3] != side {
        return Err(unknown());
    }
    let notation = fields[4].to_ascii_uppercase();
    let algebraic = notation.starts_with('A');
    if algebraic != (rules.numbering == Numbering::Algebraic) {
        return Err(unknown());
    }
    if let Some(inv) = fields.get(5) {
        let invert = *inv == "1";
        if invert == rules.a1_playing {
            return Err(unknown());
        }
    }
    Ok(rules)
}
