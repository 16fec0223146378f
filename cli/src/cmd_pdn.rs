//! `draughts pdn check [--strict] FILE...`, `draughts pdn export SAVE
//! [--out FILE]` and `draughts pdn save PDN [--game N] [--strict] --out SAVE`.
//! PDN files are read one game at a time; files are written with
//! [`crate::files::write_atomic`].

use crate::files::write_atomic;
use draughts_app::{GameScreen, PdnContext};
use draughts_game::pdn::{PdnReader, ReadOptions};
use draughts_game::{Game, Lang, Player};
use draughts_rules::echo;
use std::fs::{self, File};
use std::io::{BufReader, Write};
use std::path::Path;

const USAGE: &str =
    "usage: draughts pdn check [--strict] FILE...   replay every game: OK, warnings, or its error
       draughts pdn export SAVE [--out FILE]       write the game of a save file as PDN
       draughts pdn save PDN [--game N] [--strict] --out SAVE   store a PDN game as a save file

Reading is lenient: what it lets pass (a Latin-1 line, a move number that
does not match, a game played on after a draw rule, an unknown move, ...)
is a warning with the game and the line. --strict makes every warning an
error. One bad game does not stop the others.";

/// Entry point of `draughts pdn`.
pub fn run_pdn(args: &[String]) -> Result<(), String> {
    let Some((sub, rest)) = args.split_first() else {
        return Err(format!("pdn: missing subcommand\n{USAGE}"));
    };
    match sub.as_str() {
        "check" => check(rest),
        "export" => export(rest),
        "save" => to_save(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("pdn: unknown subcommand `{}`\n{USAGE}", echo(other))),
    }
}

fn read(path: &str) -> Result<String, String> {
    let bytes = fs::read(path).map_err(|e| format!("pdn: cannot read {path}: {e}"))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The games of a PDN file, read one at a time.
fn games(path: &str, strict: bool) -> Result<PdnReader<BufReader<File>>, String> {
    let f = File::open(path).map_err(|e| format!("pdn: cannot read {path}: {e}"))?;
    Ok(PdnReader::with_options(BufReader::with_capacity(1 << 16, f), ReadOptions { strict }))
}

fn check(args: &[String]) -> Result<(), String> {
    let mut strict = false;
    let mut files = Vec::new();
    for a in args {
        match a.as_str() {
            "--strict" => strict = true,
            s if s.starts_with("--") => {
                return Err(format!("pdn check: unknown option {}\n{USAGE}", echo(s)))
            }
            _ => files.push(a.clone()),
        }
    }
    if files.is_empty() {
        return Err(format!("pdn check: no file given\n{USAGE}"));
    }
    let (mut ok, mut bad, mut warned) = (0usize, 0usize, 0usize);
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for f in &files {
        for (i, g) in games(f, strict)?.enumerate() {
            let line = match g {
                Ok(g) => {
                    ok += 1;
                    let result =
                        g.game.result().map_or("unfinished".to_string(), |r| r.to_string());
                    for w in &g.warnings {
                        warned += 1;
                        let _ = writeln!(out, "{f}: warning: {w}");
                    }
                    format!(
                        "{f}: game {} (line {}): OK, {} plies, {result}",
                        i + 1,
                        g.line,
                        g.game.ply()
                    )
                }
                Err(e) => {
                    bad += 1;
                    format!("{f}: {e}")
                }
            };
            let _ = writeln!(out, "{line}");
        }
    }
    let _ = writeln!(out, "{ok} OK, {bad} with errors, {warned} warnings");
    let _ = out.flush();
    if bad > 0 {
        return Err(format!("pdn check: {bad} game(s) with errors"));
    }
    Ok(())
}

/// Positional arguments, `--out` and `--game`.
type Options = (Vec<String>, Option<String>, Option<String>);

fn out_option(rest: &[String]) -> Result<Options, String> {
    let (mut pos, mut out, mut game) = (Vec::new(), None, None);
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--out" | "-o" => out = Some(it.next().ok_or("pdn: --out needs a file")?.clone()),
            "--game" => game = Some(it.next().ok_or("pdn: --game needs a number")?.clone()),
            s if s.starts_with("--") => return Err(format!("pdn: unknown option {}", echo(s))),
            _ => pos.push(a.clone()),
        }
    }
    Ok((pos, out, game))
}

fn export(rest: &[String]) -> Result<(), String> {
    let (pos, out, _) = out_option(rest)?;
    let [file] = pos.as_slice() else {
        return Err(format!("pdn export: give one save file\n{USAGE}"));
    };
    let screen =
        GameScreen::restore(&read(file)?).map_err(|e| format!("pdn export: {file}: {e}"))?;
    let ctx = PdnContext { date: Some(crate::clock::today_iso()), site: None };
    let text = screen.pdn(&ctx).map_err(|e| format!("pdn export: {e}"))?;
    match out {
        Some(path) => write_atomic(Path::new(&path), text.as_bytes())
            .map_err(|e| format!("pdn export: cannot write {path}: {e}")),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

fn to_save(rest: &[String]) -> Result<(), String> {
    let strict = rest.iter().any(|a| a == "--strict");
    let rest: Vec<String> = rest.iter().filter(|a| *a != "--strict").cloned().collect();
    let (pos, out, game) = out_option(&rest)?;
    let [file] = pos.as_slice() else {
        return Err(format!("pdn save: give one PDN file\n{USAGE}"));
    };
    let out = out.ok_or("pdn save: --out SAVE is required")?;
    let n: usize = game.map_or(Ok(1), |g| {
        g.parse().map_err(|_| format!("pdn save: --game `{}` is not a number", echo(&g)))
    })?;
    if n == 0 {
        return Err("pdn save: --game counts from 1".to_string());
    }
    // Only game N is kept: the others are read to count them, and a bad
    // one does not matter.
    let mut count = 0;
    let mut chosen = None;
    for g in games(file, strict)? {
        count += 1;
        if count == n {
            chosen = Some(g.map_err(|e| format!("pdn save: {file}: {e}"))?);
            break;
        }
    }
    let Some(g) = chosen else {
        return Err(format!("pdn save: {file} has {count} game(s), not {n}"));
    };
    for w in &g.warnings {
        eprintln!("pdn save: {file}: warning: {w}");
    }
    let game = replayable(&g.game, file, n);
    let json = GameScreen::from_game(game, [Player::Human; 2], Lang::default()).save();
    write_atomic(Path::new(&out), json.as_bytes())
        .map_err(|e| format!("pdn save: cannot write {out}: {e}"))
}

/// A save replays its moves by the rules, so a game that goes on after a
/// draw rule ended it is saved up to that ply, with a warning.
fn replayable(game: &Game, file: &str, n: usize) -> Game {
    if game.automatic_draws() {
        return game.clone();
    }
    let mut kept = Game::from_position(*game.rules(), *game.start());
    for p in game.played() {
        if kept.play_text(&p.text).is_err() {
            break;
        }
    }
    eprintln!(
        "pdn save: {file}: warning: game {n} goes on after {}; the save keeps its first {} of {} plies (a save replays by the rules)",
        kept.result().map_or("a draw rule".to_string(), |r| r.to_string()),
        kept.ply(),
        game.ply()
    );
    kept
}
