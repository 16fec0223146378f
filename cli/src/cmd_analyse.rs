//! `draughts analyse FILE.pdn [--game N] [--depth D | --nodes N | --movetime
//! MS] [--json] [--locale CODE]`: the game review of the core ([`GameReview`]) run to the
//! end on this thread, one position at a time.

use crate::cli::AnalyseArgs;
use crate::cmd_pdn::{games, name};
use crate::cmd_tutorial::locale;
use crate::out::stdout_error;
use draughts_app::analysis::{GameReview, MoveReview, ReviewDepth, ReviewReport, SideSummary};
use draughts_app::i18n::tr;
use draughts_engine::{Bot, Limits};
use draughts_game::pdn::PdnGame;
use draughts_game::Lang;
use serde_json::{json, Value};
use std::io::Write;
use std::time::Duration;

/// Entry point of `draughts analyse`.
pub fn run_analyse(a: &AnalyseArgs) -> Result<(), String> {
    let g = pick(a)?;
    let mut review = GameReview::with_limits(&g.game, limits(a));
    let mut bot = Bot::new(*g.game.rules());
    while let Some(job) = review.next_job() {
        let answer = job.run(&mut bot);
        review.apply(&job.ticket, &answer).map_err(|e| format!("analyse: {e}"))?;
    }
    // The JSON is a contract: English whatever the locale.
    let text = if a.json {
        to_json(a.game, &review.report(Lang::En)).to_string() + "\n"
    } else {
        let lang = locale(a.locale);
        to_text(&review.report(lang), lang)
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes()).and_then(|()| out.flush()).map_err(stdout_error)
}

/// The search limits of each position: the flag given, else the fast review.
fn limits(a: &AnalyseArgs) -> Limits {
    match (a.depth, a.nodes, a.movetime) {
        (Some(d), _, _) => Limits::depth(d),
        (_, Some(n), _) => Limits::nodes(n),
        (_, _, Some(ms)) => Limits::move_time(Duration::from_millis(ms)),
        _ => ReviewDepth::Fast.limits(),
    }
}

/// Game N of the file (its warnings on stderr).
fn pick(a: &AnalyseArgs) -> Result<PdnGame, String> {
    let file = name(&a.file);
    let mut count = 0;
    for g in games("analyse", &a.file, false)? {
        count += 1;
        if count == a.game {
            let g = g.map_err(|e| format!("analyse: {file}: {e}"))?;
            for w in &g.warnings {
                eprintln!("analyse: {file}: warning: {w}");
            }
            return Ok(g);
        }
    }
    Err(format!("analyse: {file} has {count} game(s), not {}", a.game))
}

fn move_json(m: &MoveReview) -> Value {
    json!({
        "ply": m.ply,
        "label": m.label,
        "move": m.text,
        "side": m.side.key(),
        "score": round2(m.eval.men()),
        "eval": m.eval_label,
        "class": m.class.id(),
        "accuracy": m.accuracy.map(round2),
        "better": m.better,
        "line": m.line,
    })
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

fn summary_json(s: &SideSummary) -> Value {
    let counts: serde_json::Map<String, Value> =
        s.counts.iter().map(|(c, n)| (c.id().to_string(), json!(n))).collect();
    json!({ "accuracy": s.accuracy.map(round2), "acpl": s.acpl.map(round2), "counts": counts })
}

fn to_json(game: usize, r: &ReviewReport) -> Value {
    json!({
        "game": game,
        "start": r.start.map(|e| round2(e.men())),
        "moves": r.moves.iter().map(move_json).collect::<Vec<_>>(),
        "summary": { "white": summary_json(&r.summary[0]), "black": summary_json(&r.summary[1]) },
    })
}

/// The text output in `lang`; the class column and the counts keep the
/// classes' ids, as in the JSON.
fn to_text(r: &ReviewReport, lang: Lang) -> String {
    let mut out = String::new();
    for m in &r.moves {
        out += &format!("{:<5} {:<12} {:>6}  {}", m.label, m.text, m.eval_label, m.class.id());
        if let Some(b) = &m.better {
            let args = [("move", b.as_str().into()), ("line", m.line.join(" ").into())];
            out += " ";
            out += &tr(lang, "cli-analyse-better", &args);
        }
        out.push('\n');
    }
    for s in &r.summary {
        out += &summary_line(s, lang);
    }
    out
}

fn summary_line(s: &SideSummary, lang: Lang) -> String {
    let side = s.side.key();
    let num = |x: Option<f64>| x.map_or("-".to_string(), |x| format!("{x:.1}"));
    let counts: Vec<String> = s.counts.iter().map(|(c, n)| format!("{n} {}", c.id())).collect();
    let args = [
        ("side", side.into()),
        ("accuracy", num(s.accuracy).into()),
        ("acpl", num(s.acpl).into()),
        ("counts", counts.join(", ").into()),
    ];
    tr(lang, "cli-analyse-summary", &args) + "\n"
}
