//! `draughts pdn check [--strict] FILE...`, `draughts pdn export SAVE
//! [--out FILE]` and `draughts pdn save PDN [--game N] [--strict] --out SAVE`.
//! PDN files are read one game at a time; files are written with
//! [`crate::files::write_atomic`].

use crate::cli::PdnCommand;
use crate::files::write_atomic;
use crate::out::stdout_error;
use draughts_app::{GameTable, PdnContext};
use draughts_game::pdn::{PdnReader, ReadOptions};
use draughts_game::{Game, Lang, Player};
use draughts_rules::echo;
use std::fs::{self, File};
use std::io::{BufReader, Write};
use std::path::{Path, PathBuf};

/// Entry point of `draughts pdn`.
pub fn run_pdn(command: PdnCommand) -> Result<(), String> {
    match command {
        PdnCommand::Check { strict, files } => check(&files, strict),
        PdnCommand::Export { save, out } => export(&save, out.as_deref()),
        PdnCommand::Save { pdn, game, strict, out } => to_save(&pdn, game, strict, &out),
    }
}

/// A file name for a message: lossy where it is not UTF-8, control
/// characters escaped, so the message stays one line.
pub(crate) fn name(path: &Path) -> String {
    echo(&path.display().to_string())
}

fn read(cmd: &str, path: &Path) -> Result<String, String> {
    let bytes = fs::read(path).map_err(|e| format!("{cmd}: cannot read {}: {e}", name(path)))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The games of a PDN file, read one at a time.
pub(crate) fn games(
    cmd: &str,
    path: &Path,
    strict: bool,
) -> Result<PdnReader<BufReader<File>>, String> {
    let f = File::open(path).map_err(|e| format!("{cmd}: cannot read {}: {e}", name(path)))?;
    Ok(PdnReader::with_options(BufReader::with_capacity(1 << 16, f), ReadOptions { strict }))
}

fn check(files: &[PathBuf], strict: bool) -> Result<(), String> {
    let (mut ok, mut bad, mut warned) = (0usize, 0usize, 0usize);
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for path in files {
        let f = name(path);
        for (i, g) in games("pdn check", path, strict)?.enumerate() {
            let line = match g {
                Ok(g) => {
                    ok += 1;
                    let result =
                        g.game.result().map_or("unfinished".to_string(), |r| r.to_string());
                    for w in &g.warnings {
                        warned += 1;
                        writeln!(out, "{f}: warning: {w}").map_err(stdout_error)?;
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
            writeln!(out, "{line}").map_err(stdout_error)?;
        }
    }
    writeln!(out, "{ok} OK, {bad} with errors, {warned} warnings").map_err(stdout_error)?;
    out.flush().map_err(stdout_error)?;
    if bad > 0 {
        return Err(format!("pdn check: {bad} game(s) with errors"));
    }
    Ok(())
}

fn export(file: &Path, out: Option<&Path>) -> Result<(), String> {
    let table = GameTable::restore(&read("pdn export", file)?)
        .map_err(|e| format!("pdn export: {}: {e}", name(file)))?;
    let ctx = PdnContext { date: Some(crate::clock::today_iso()), site: None };
    let text = table.pdn(&ctx).map_err(|e| format!("pdn export: {e}"))?;
    match out {
        Some(path) => write_atomic(path, text.as_bytes())
            .map_err(|e| format!("pdn export: cannot write {}: {e}", name(path))),
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes()).and_then(|()| out.flush()).map_err(stdout_error)
        }
    }
}

fn to_save(path: &Path, n: usize, strict: bool, out: &Path) -> Result<(), String> {
    let file = name(path);
    // Only game N is kept: the others are read to count them, and a bad
    // one does not matter.
    let mut count = 0;
    let mut chosen = None;
    for g in games("pdn save", path, strict)? {
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
    let game = replayable(&g.game, &file, n);
    let json = GameTable::from_game(game, [Player::Human; 2], Lang::default()).save();
    write_atomic(out, json.as_bytes())
        .map_err(|e| format!("pdn save: cannot write {}: {e}", name(out)))
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
        "pdn save: {file}: warning: game {n} goes on after {}; the save keeps its first {} of {} \
         plies (a save replays by the rules)",
        kept.result().map_or("a draw rule".to_string(), |r| r.to_string()),
        kept.ply(),
        game.ply()
    );
    kept
}
