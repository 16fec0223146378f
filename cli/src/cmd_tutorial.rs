//! `draughts tutorial` prints the rules tutorial and the rules pages;
//! `draughts lesson` plays the interactive lessons on stdin.
//!
//! Pages are numbered 1-9 for the tutorial sections, then 10-16 for the
//! rules page of each variant (in `Variant::ALL` order).

use crate::cli::{LessonArgs, TutorialArgs};
use crate::out::stdout_error;
use draughts_app::i18n::{text, tr};
use draughts_app::tutorial::{
    lessons, render_lesson, render_page, tutorial_pages, variant_page, variant_pages, Page,
};
use draughts_app::Worded;
use draughts_game::Lang;
use std::io::{BufRead, Write};

/// `--locale`, else the language LC_ALL or LANG names (`fr_FR.UTF-8` is
/// French), else English.
pub fn locale(given: Option<Lang>) -> Lang {
    given.unwrap_or_else(|| {
        let env = std::env::var("LC_ALL").or_else(|_| std::env::var("LANG")).unwrap_or_default();
        Lang::from_tag(&env)
    })
}

fn all_pages(l: Lang) -> Vec<Page> {
    let mut pages = tutorial_pages(l);
    pages.extend(variant_pages(l));
    pages
}

fn number(command: &str, what: &str, text: &str, max: usize) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!(
            "{command}: {what}: expected a number from 1 to {max}, got `{}`",
            draughts_rules::echo(text)
        )),
    }
}

/// `draughts tutorial [--locale fr|en] [--page N | --variant V] [--list]`
pub fn run_tutorial(a: &TutorialArgs) -> Result<(), String> {
    let l = locale(a.locale);
    let pages = all_pages(l);
    let mut out = std::io::stdout().lock();
    if a.list {
        for (i, p) in pages.iter().enumerate() {
            writeln!(out, "{:>2}  {}", i + 1, p.title).map_err(stdout_error)?;
        }
        return Ok(());
    }
    // clap refuses --page with --variant.
    let chosen: Vec<Page> = match (&a.page, a.variant) {
        (Some(n), _) => vec![pages[number("tutorial", "--page", n, pages.len())? - 1].clone()],
        (None, Some(v)) => vec![variant_page(v, l)],
        (None, None) => pages,
    };
    let total = all_pages(l).len();
    for (i, p) in chosen.iter().enumerate() {
        if i > 0 {
            writeln!(out, "\n").map_err(stdout_error)?;
        }
        let n = all_pages(l).iter().position(|q| q.id == p.id).map_or(0, |k| k + 1);
        if chosen.len() > 1 {
            writeln!(out, "[{n}/{total}]").map_err(stdout_error)?;
        }
        write!(out, "{}", render_page(p, l)).map_err(stdout_error)?;
    }
    Ok(())
}

/// `draughts lesson [--locale fr|en] [--list] [N]`: plays lesson N, or every
/// lesson from the first. Type a move in notation; `skip` goes to the next
/// lesson, `quit` (or end of input) stops.
pub fn run_lesson(a: &LessonArgs) -> Result<(), String> {
    let l = locale(a.locale);
    let all = lessons(l);
    let mut out = std::io::stdout().lock();
    if a.list {
        for (i, x) in all.iter().enumerate() {
            writeln!(out, "{:>2}  {}", i + 1, x.title).map_err(stdout_error)?;
        }
        return Ok(());
    }
    let range = match &a.number {
        None => 0..all.len(),
        Some(n) => {
            let n = number("lesson", "lesson number", n, all.len())?;
            n - 1..n
        }
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let io = stdout_error;
    let prompt = tr(
        l,
        "cli-run-lesson-your-move-or",
        &[
            ("skip", text(l, "cli-run-lesson-skip-word").into()),
            ("quit", text(l, "cli-run-lesson-quit-word").into()),
        ],
    );
    'lessons: for i in range {
        let lesson = &all[i];
        writeln!(out, "\n[{}/{}]\n{}", i + 1, all.len(), render_lesson(lesson, l)).map_err(io)?;
        loop {
            write!(out, "{prompt}").map_err(io)?;
            out.flush().map_err(io)?;
            let mut line = String::new();
            if input.read_line(&mut line).map_err(|e| format!("lesson: cannot read stdin: {e}"))?
                == 0
            {
                writeln!(out).map_err(io)?;
                break 'lessons;
            }
            let typed = line.trim();
            let word = typed.to_lowercase();
            let is = |id, english: &[&str]| word == text(l, id) || english.contains(&word.as_str());
            match word.as_str() {
                "" => continue,
                _ if is("cli-run-lesson-quit-word", &["quit", "q", "exit"]) => break 'lessons,
                _ if is("cli-run-lesson-skip-word", &["skip", "s"]) => {
                    let answer = lesson.solutions.join(", ");
                    writeln!(out, "{} {answer}", text(l, "cli-run-lesson-solution")).map_err(io)?;
                    continue 'lessons;
                }
                _ => {}
            }
            match lesson.judge_text(typed) {
                Err(e) => {
                    let why = e.worded(l);
                    writeln!(out, "{} ({why})", text(l, "cli-run-lesson-that-not-move"))
                        .map_err(io)?
                }
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
