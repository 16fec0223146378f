//! `draughts tutorial` prints the rules tutorial and the rules pages;
//! `draughts lesson` plays the interactive lessons on stdin.
//!
//! Pages are numbered 1-9 for the tutorial sections, then 10-16 for the
//! rules page of each variant (in `Variant::ALL` order).

use crate::args::Args;
use draughts_app::tutorial::{
    lessons, render_lesson, render_page, tutorial_pages, variant_page, variant_pages, Page,
};
use draughts_game::Lang;
use draughts_rules::Variant;
use std::io::{BufRead, Write};

fn locale(a: &Args) -> Result<Lang, String> {
    match a.get("locale") {
        Some(l) => l.parse().map_err(|e| format!("{}: --locale: {e}", a.command)),
        None => {
            let env =
                std::env::var("LC_ALL").or_else(|_| std::env::var("LANG")).unwrap_or_default();
            Ok(if env.to_ascii_lowercase().starts_with("fr") { Lang::Fr } else { Lang::En })
        }
    }
}

fn all_pages(l: Lang) -> Vec<Page> {
    let mut pages = tutorial_pages(l);
    pages.extend(variant_pages(l));
    pages
}

fn number(a: &Args, what: &str, text: &str, max: usize) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!("{}: {what}: expected a number from 1 to {max}, got `{text}`", a.command)),
    }
}

/// `draughts tutorial [--locale fr|en] [--page N | --variant V] [--list]`
pub fn run_tutorial(args: &[String]) -> Result<(), String> {
    let a = Args::parse("tutorial", args, &["locale", "page", "variant"], &["list"])?;
    let l = locale(&a)?;
    if let Some(extra) = a.positional.first() {
        return Err(format!("tutorial: unexpected argument `{extra}` (use --page N)"));
    }
    let pages = all_pages(l);
    if a.flag("list") {
        for (i, p) in pages.iter().enumerate() {
            println!("{:>2}  {}", i + 1, p.title);
        }
        return Ok(());
    }
    let chosen: Vec<Page> = match (a.get("page"), a.get("variant")) {
        (Some(_), Some(_)) => {
            return Err("tutorial: give either --page or --variant, not both".into())
        }
        (Some(n), None) => vec![pages[number(&a, "--page", n, pages.len())? - 1].clone()],
        (None, Some(v)) => {
            let v: Variant = v.parse().map_err(|e| format!("tutorial: --variant: {e}"))?;
            vec![variant_page(v, l)]
        }
        (None, None) => pages,
    };
    let total = all_pages(l).len();
    let mut out = std::io::stdout().lock();
    for (i, p) in chosen.iter().enumerate() {
        if i > 0 {
            writeln!(out, "\n").map_err(|e| e.to_string())?;
        }
        let n = all_pages(l).iter().position(|q| q.id == p.id).map_or(0, |k| k + 1);
        if chosen.len() > 1 {
            writeln!(out, "[{n}/{total}]").map_err(|e| e.to_string())?;
        }
        write!(out, "{}", render_page(p, l)).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// `draughts lesson [--locale fr|en] [--list] [N]`: plays lesson N, or every
/// lesson from the first. Type a move in notation; `skip` goes to the next
/// lesson, `quit` (or end of input) stops.
pub fn run_lesson(args: &[String]) -> Result<(), String> {
    let a = Args::parse("lesson", args, &["locale"], &["list"])?;
    let l = locale(&a)?;
    let all = lessons(l);
    if a.flag("list") {
        for (i, x) in all.iter().enumerate() {
            println!("{:>2}  {}", i + 1, x.title);
        }
        return Ok(());
    }
    let range = match a.positional.as_slice() {
        [] => 0..all.len(),
        [n] => {
            let n = number(&a, "lesson number", n, all.len())?;
            n - 1..n
        }
        more => {
            return Err(format!(
                "lesson: expected at most one lesson number, got `{}`",
                more.join(" ")
            ))
        }
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    let io = |e: std::io::Error| e.to_string();
    let prompt = l.t("Ton coup (ou « passer », « quitter ») : ", "Your move (or `skip`, `quit`): ");
    'lessons: for i in range {
        let lesson = &all[i];
        writeln!(out, "\n[{}/{}]\n{}", i + 1, all.len(), render_lesson(lesson, l)).map_err(io)?;
        loop {
            write!(out, "{prompt}").map_err(io)?;
            out.flush().map_err(io)?;
            let mut line = String::new();
            if input.read_line(&mut line).map_err(io)? == 0 {
                writeln!(out).map_err(io)?;
                break 'lessons;
            }
            let text = line.trim();
            match text.to_lowercase().as_str() {
                "" => continue,
                "quit" | "q" | "quitter" | "exit" => break 'lessons,
                "skip" | "s" | "passer" => {
                    let answer = lesson.solutions.join(", ");
                    writeln!(out, "{} {answer}", l.t("Solution :", "Solution:")).map_err(io)?;
                    continue 'lessons;
                }
                _ => {}
            }
            match lesson.judge_text(text) {
                Err(e) => writeln!(
                    out,
                    "{} ({e})",
                    l.t(
                        "Ce n’est pas un coup : écris-le comme 32-28, 19x30 ou c3-d4.",
                        "That is not a move: write it like 32-28, 19x30 or c3-d4."
                    )
                )
                .map_err(io)?,
                Ok(v) if v.correct => {
                    writeln!(out, "✔ {}", v.explanation).map_err(io)?;
                    continue 'lessons;
                }
                Ok(v) => writeln!(out, "✘ {}", v.explanation).map_err(io)?,
            }
        }
    }
    Ok(())
}
