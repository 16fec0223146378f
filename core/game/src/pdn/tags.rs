//! The tag section of a game read: the rules it is played by (a `Rules`
//! tag of JSON, else the GameType, else inferred) and its start (the `FEN`
//! tag, unless `SetUp` is `0` and the FEN empty).

use super::read::GameCtx;
use super::{PdnError, PdnErrorKind, PdnWarningKind};
use crate::game::Game;
use draughts_rules::{
    Color, Fen, FenError, Numbering, PieceKind, Position, Rules, SetupError, Variant,
};

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
    ctx: &mut GameCtx,
) -> Result<(Game, bool), super::PdnError> {
    let tag = |name: &str| tag(tags, name);
    let start = match tag("FEN") {
        Some(fen) if tag("SetUp").is_none_or(|s| s.trim() != "0") || !fen.trim().is_empty() => {
            set_up_position(fen, &rules, line, ctx)?
        }
        _ => Position::start(&rules),
    };
    let set_up = start != Position::start(&rules);
    Ok((Game::from_position(rules, start), set_up))
}

/// The position a FEN tag sets up. Two slips of files in use are read
/// with a warning: a FEN that lists no pieces (`W::.`) starts from the
/// initial position, and a man on its own promotion row (a problem's king
/// written without its `K`) is a king.
fn set_up_position(
    fen: &str,
    rules: &Rules,
    line: usize,
    ctx: &mut GameCtx,
) -> Result<Position, PdnError> {
    let bad = |ctx: &GameCtx, e: FenError| ctx.err(line, PdnErrorKind::BadFen(e.to_string()));
    let mut setup = match Fen::parse(fen, rules) {
        Ok(Fen(setup)) if !setup.pieces.is_empty() => setup,
        Err(e) if !lists_no_pieces(fen) => return Err(bad(ctx, e)),
        _ => {
            ctx.warn(line, PdnWarningKind::EmptyFen)?;
            return Ok(Position::start(rules));
        }
    };
    // Each round makes one man a king: it ends.
    loop {
        match Position::new(&setup, rules) {
            Ok(position) => return Ok(position),
            Err(SetupError::ManOnPromotionRow { color, square }) => {
                let man = setup.pieces.iter_mut().find(|(s, p)| {
                    p.color == color && p.kind == PieceKind::Man && rules.square_name(*s) == square
                });
                let Some((_, piece)) = man else {
                    let e = SetupError::ManOnPromotionRow { color, square };
                    return Err(bad(ctx, FenError::Illegal(e)));
                };
                piece.kind = PieceKind::King;
                ctx.warn(line, PdnWarningKind::ManReadAsKing { square })?;
            }
            Err(e) => return Err(bad(ctx, FenError::Illegal(e))),
        }
    }
}

/// Whether a FEN is a turn and nothing else: sections without a square
/// (`W::.`, `B:W:B`), which the FEN reader refuses or reads as no pieces.
fn lists_no_pieces(fen: &str) -> bool {
    let body = fen.trim();
    let body = body.strip_suffix('.').unwrap_or(body);
    let mut fields = body.split(':');
    let turn = fields.next().map(str::trim);
    matches!(turn, Some("W" | "B" | "w" | "b" | "?"))
        && fields.all(|f| matches!(f.trim(), "" | "W" | "B" | "w" | "b"))
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
