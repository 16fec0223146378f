//! `draughts puzzles [--variant V] [--json] [--locale CODE]`: the shipped
//! puzzles of a variant; `draughts puzzles verify [--variant V] [--first
//! N]`: each proved again by the engine's [`Prover`], exit code 1 when one
//! fails.

use crate::cli::{PuzzlesArgs, PuzzlesCommand, PuzzlesVerifyArgs};
use crate::cmd_tutorial::locale;
use crate::out::stdout_error;
use draughts_app::i18n::tr;
use draughts_app::puzzles::{reason_text, theme_name};
use draughts_app::tutorial::variant_short_name;
use draughts_engine::puzzle::{builtin, Prover, Puzzle};
use draughts_game::Lang;
use draughts_rules::{Rules, Variant};
use serde_json::{json, Value};
use std::io::Write;
use std::time::Instant;

/// Entry point of `draughts puzzles`.
pub fn run_puzzles(a: &PuzzlesArgs) -> Result<(), String> {
    if let Some(PuzzlesCommand::Verify(v)) = &a.command {
        return run_verify(v);
    }
    let variant = a.variant.unwrap_or(Variant::International);
    let rules = variant.rules();
    let set = builtin(variant);
    let text = if a.json {
        let all: Vec<Value> =
            set.puzzles.iter().enumerate().map(|(i, p)| to_json(&rules, i + 1, p)).collect();
        Value::Array(all).to_string() + "\n"
    } else {
        let lang = locale(a.locale);
        set.puzzles.iter().enumerate().map(|(i, p)| to_text(&rules, i + 1, p, lang)).collect()
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes()).and_then(|()| out.flush()).map_err(stdout_error)
}

/// The solution in the variant's notation, one move a word.
fn solution(rules: &Rules, p: &Puzzle) -> Vec<String> {
    p.start.line_text(rules, &p.line).moves
}

fn to_json(rules: &Rules, n: usize, p: &Puzzle) -> Value {
    json!({
        "n": n,
        "id": format!("{:016x}", p.id()),
        "variant": rules.base.name(),
        "fen": p.start.to_fen(rules),
        "side": p.solver().key(),
        "solution": solution(rules, p),
        "rating": p.rating,
        "themes": p.themes.list().iter().map(|t| t.id()).collect::<Vec<_>>(),
        "decisions": p.decisions(rules).len(),
    })
}

fn to_text(rules: &Rules, n: usize, p: &Puzzle, lang: Lang) -> String {
    let heading = tr(
        lang,
        "puzzles-cli-heading",
        &[("n", n.into()), ("rating", p.rating.into()), ("side", p.solver().key().into())],
    );
    let line = tr(lang, "puzzles-cli-solution", &[("line", solution(rules, p).join(" ").into())]);
    let names: Vec<&str> = p.themes.list().into_iter().map(|t| theme_name(t, lang)).collect();
    let themes = if names.is_empty() {
        tr(lang, "puzzles-cli-no-themes", &[])
    } else {
        tr(lang, "puzzles-cli-themes", &[("themes", names.join(", ").into())])
    };
    format!("{heading}\n{}\n{line}\n{themes}\n\n", p.start.to_fen(rules))
}

/// `draughts puzzles verify`: every puzzle proved again; the failures on
/// stdout, exit code 1 when there is one.
fn run_verify(a: &PuzzlesVerifyArgs) -> Result<(), String> {
    let lang = locale(a.locale);
    let variants: Vec<Variant> = match a.variant {
        Some(v) => vec![v],
        None => Variant::ALL.to_vec(),
    };
    let mut failed = 0u32;
    let mut out = std::io::stdout().lock();
    for v in variants {
        let rules = v.rules();
        let set = builtin(v);
        let mut prover = Prover::new(rules, set.settings);
        let t0 = Instant::now();
        let take = a.first.unwrap_or(usize::MAX).min(set.puzzles.len());
        let name = variant_short_name(v, lang);
        for (i, p) in set.puzzles.iter().take(take).enumerate() {
            if let Err(r) = prover.prove(p) {
                failed += 1;
                let line = tr(
                    lang,
                    "puzzles-cli-verify-failed",
                    &[
                        ("variant", name.clone().into()),
                        ("n", (i + 1).into()),
                        ("fen", p.start.to_fen(&rules).into()),
                        ("ply", (r.ply + 1).into()),
                        ("why", reason_text(r.reason, lang).into()),
                    ],
                );
                writeln!(out, "{line}").map_err(stdout_error)?;
            }
        }
        let seconds = format!("{:.1}", t0.elapsed().as_secs_f64());
        let ok = tr(
            lang,
            "puzzles-cli-verify-ok",
            &[
                ("variant", name.clone().into()),
                ("count", take.into()),
                ("seconds", seconds.into()),
            ],
        );
        writeln!(out, "{ok}").map_err(stdout_error)?;
    }
    let summary = tr(lang, "puzzles-cli-verify-summary", &[("failed", failed.into())]);
    writeln!(out, "{summary}").and_then(|()| out.flush()).map_err(stdout_error)?;
    if failed > 0 {
        std::process::exit(1);
    }
    Ok(())
}
