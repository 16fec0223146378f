//! `draughts pdn check FILE...` and `draughts pdn export SAVE [--out FILE]`,
//! Files are written with [`crate::files::write_atomic`].

use crate::files::write_atomic;
use draughts_app::{GameScreen, PdnContext};
use draughts_game::{pdn, Lang, Player};
use std::fs;
use std::path::Path;

const USAGE: &str =
    "usage: draughts pdn check FILE...      replay every game, print OK or the first error per game
       draughts pdn export SAVE [--out FILE]   write the game of a save file as PDN
       draughts pdn save PDN [--game N] --out SAVE   store a PDN game as a save file";

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
        other => Err(format!("pdn: unknown subcommand `{other}`\n{USAGE}")),
    }
}

fn read(path: &str) -> Result<String, String> {
    let bytes = fs::read(path).map_err(|e| format!("pdn: cannot read {path}: {e}"))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn check(files: &[String]) -> Result<(), String> {
    if files.is_empty() {
        return Err(format!("pdn check: no file given\n{USAGE}"));
    }
    let (mut ok, mut bad) = (0usize, 0usize);
    for f in files {
        let text = read(f)?;
        for (i, g) in pdn::read_games(&text).into_iter().enumerate() {
            match g {
                Ok(g) => {
                    ok += 1;
                    let result =
                        g.game.result().map_or("unfinished".to_string(), |r| r.to_string());
                    println!(
                        "{f}: game {} (line {}): OK, {} plies, {result}",
                        i + 1,
                        g.line,
                        g.game.ply()
                    );
                }
                Err(e) => {
                    bad += 1;
                    println!("{f}: {e}");
                }
            }
        }
    }
    println!("{ok} OK, {bad} with errors");
    if bad > 0 {
        return Err(format!("pdn check: {bad} game(s) with errors"));
    }
    Ok(())
}

fn out_option(rest: &[String]) -> Result<(Vec<String>, Option<String>, Option<String>), String> {
    let (mut pos, mut out, mut game) = (Vec::new(), None, None);
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--out" | "-o" => out = Some(it.next().ok_or("pdn: --out needs a file")?.clone()),
            "--game" => game = Some(it.next().ok_or("pdn: --game needs a number")?.clone()),
            s if s.starts_with("--") => return Err(format!("pdn: unknown option {s}")),
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
    let (pos, out, game) = out_option(rest)?;
    let [file] = pos.as_slice() else {
        return Err(format!("pdn save: give one PDN file\n{USAGE}"));
    };
    let out = out.ok_or("pdn save: --out SAVE is required")?;
    let n: usize = game.map_or(Ok(1), |g| {
        g.parse().map_err(|_| format!("pdn save: --game `{g}` is not a number"))
    })?;
    let games = pdn::read_pdn(&read(file)?).map_err(|e| format!("pdn save: {file}: {e}"))?;
    let g = games
        .get(n.wrapping_sub(1))
        .ok_or_else(|| format!("pdn save: {file} has {} game(s), not {n}", games.len()))?;
    let json = GameScreen::from_game(g.game.clone(), [Player::Human; 2], Lang::default()).save();
    write_atomic(Path::new(&out), json.as_bytes())
        .map_err(|e| format!("pdn save: cannot write {out}: {e}"))
}
