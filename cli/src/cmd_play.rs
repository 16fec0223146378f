//! `draughts play`: a whole game in the terminal, drawn from the board
//! session's snapshot. Every decision (what a square typed alone means, what
//! is legal, why not) is the core's; this file reads lines and prints.
//!
//! Works through a pipe: with stdin not a terminal there is no menu, no
//! colour, and the game ends at end of input.

use crate::args::Args;
use crate::files::write_atomic;
use crate::term;
use draughts_app::session::{
    draw_counter_text, refusal_text, result_text, spoken_move, BoardSession, DrawAnswer, Lang,
    Player, TapOutcome,
};
use draughts_engine::{Bot, Level};
use draughts_game::save;
use draughts_game::Game;
use draughts_rules::{Color, PieceKind, Position, Rules, Square, Variant};
use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;
use std::time::Duration;

const USAGE: &str = "usage: draughts play [--variant V] [--mode bot|two] [--level 1-6] [--color white|black] [--fen FEN] [--resume FILE] [--lang en|fr] [--flip] [--auto-flip]";

const HELP: &str = "Type a move in notation (32-28, 19x30, c3-d4, or a full path 19x30x41),
or squares one at a time, like taps (32, then 28). Commands:
  undo, redo     take back / replay a move (against the bot: back to your turn)
  hint           the bot suggests a move (shown with ? ?)
  draw           offer a draw; accept / decline answer one
  resign         give up the game
  save [FILE]    save the game (default draughts-save.json)
  flip           turn the board around
  cancel         drop the selected piece
  board          draw the board again
  help           this text
  quit           leave";

/// The default level against the bot: the middle of six.
const DEFAULT_LEVEL: u8 = 3;
const DEFAULT_SAVE: &str = "draughts-save.json";

/// `draughts play ...`
pub fn run_play(args: &[String]) -> Result<(), String> {
    let a = Args::parse(
        "play",
        args,
        &["variant", "mode", "level", "color", "colour", "fen", "resume", "lang"],
        &["flip", "auto-flip", "help"],
    )?;
    if a.flag("help") {
        println!("{USAGE}\n\n{HELP}");
        return Ok(());
    }
    if let Some(p) = a.positional.first() {
        return Err(format!("play: unexpected argument `{p}`\n{USAGE}"));
    }
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    let lang = Lang::from_tag(a.get("lang").unwrap_or("en"));
    let mut input = stdin.lock();

    let mut session = if let Some(file) = a.get("resume") {
        load(file)?
    } else {
        let no_setup = ["variant", "mode", "level", "color", "colour", "fen"]
            .iter()
            .all(|k| a.get(k).is_none());
        let (rules, players) =
            if no_setup && interactive { menu(&mut input)? } else { setup_from_args(&a)? };
        let game = match a.get("fen") {
            Some(f) => Game::from_position(
                rules,
                Position::from_fen(&rules, f).map_err(|e| format!("play: --fen: {e}"))?,
            ),
            None => Game::new(rules),
        };
        BoardSession::from_game(game, players)
    };
    session.set_lang(lang);
    if a.flag("flip") {
        session.flip();
    }
    if a.flag("auto-flip") {
        session.set_auto_flip(true);
    }
    Play { session, bot: None, colour: term::use_colour(), lang, announced_end: false }
        .run(&mut input)
}

fn parse_level(s: &str) -> Result<u8, String> {
    match s.trim().parse::<u8>() {
        Ok(n @ 1..=6) => Ok(n),
        _ => Err(format!("play: --level must be 1 to 6, got `{s}`")),
    }
}

fn parse_color(s: &str) -> Result<Color, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        other => Err(format!("play: --color must be white or black, got `{other}`")),
    }
}

fn players_for(mode_bot: bool, level: u8, human: Color) -> [Player; 2] {
    if !mode_bot {
        return [Player::Human, Player::Human];
    }
    let mut p = [Player::Bot { level }; 2];
    p[human.index()] = Player::Human;
    p
}

fn setup_from_args(a: &Args) -> Result<(Rules, [Player; 2]), String> {
    let rules = a.rules()?;
    let mode_bot = match a.get("mode").unwrap_or("bot").to_ascii_lowercase().as_str() {
        "bot" | "computer" | "ai" | "1" => true,
        "two" | "2" | "pvp" | "human" | "humans" | "pass" => false,
        other => return Err(format!("play: --mode must be bot or two, got `{other}`")),
    };
    let level = a.get("level").map(parse_level).transpose()?.unwrap_or(DEFAULT_LEVEL);
    let human =
        a.get("color").or(a.get("colour")).map(parse_color).transpose()?.unwrap_or(Color::White);
    Ok((rules, players_for(mode_bot, level, human)))
}

fn ask(input: &mut impl BufRead, prompt: &str) -> Result<String, String> {
    print!("{prompt}");
    std::io::stdout().flush().ok();
    let mut line = String::new();
    let n = input.read_line(&mut line).map_err(|e| format!("play: {e}"))?;
    if n == 0 {
        return Err("play: end of input during setup".into());
    }
    Ok(line.trim().to_string())
}

/// The short menu shown on a terminal when no option is given. Enter keeps
/// the default each time: International against the bot at level 3, White.
fn menu(input: &mut impl BufRead) -> Result<(Rules, [Player; 2]), String> {
    println!("Variants:");
    for (i, v) in Variant::ALL.iter().enumerate() {
        println!("  {}. {v}", i + 1);
    }
    let variant = loop {
        let a = ask(input, "Variant [1]: ")?;
        if a.is_empty() {
            break Variant::International;
        }
        if let Some(v) =
            a.parse::<usize>().ok().and_then(|n| n.checked_sub(1)).and_then(|i| Variant::ALL.get(i))
        {
            break *v;
        }
        match a.parse::<Variant>() {
            Ok(v) => break v,
            Err(e) => println!("{e}"),
        }
    };
    let mode_bot = loop {
        match ask(input, "Mode: 1. against the bot  2. two players [1]: ")?.as_str() {
            "" | "1" | "bot" => break true,
            "2" | "two" => break false,
            _ => println!("1 or 2"),
        }
    };
    let (mut level, mut human) = (DEFAULT_LEVEL, Color::White);
    if mode_bot {
        for l in draughts_engine::LEVELS.iter() {
            println!("  {}. {}", l.number, l.name_en);
        }
        level = loop {
            let a = ask(input, &format!("Level [{DEFAULT_LEVEL}]: "))?;
            if a.is_empty() {
                break DEFAULT_LEVEL;
            }
            match parse_level(&a) {
                Ok(n) => break n,
                Err(e) => println!("{e}"),
            }
        };
        human = loop {
            let a = ask(input, "Your colour (white/black) [white]: ")?;
            if a.is_empty() {
                break Color::White;
            }
            match parse_color(&a) {
                Ok(c) => break c,
                Err(e) => println!("{e}"),
            }
        };
    }
    Ok((variant.rules(), players_for(mode_bot, level, human)))
}

// ----- saving -----

/// Writes the core's versioned save document, atomically.
fn save(session: &BoardSession, file: &str) -> Result<(), String> {
    let text = save::to_json(session.game(), session.players(), serde_json::Value::Null);
    write_atomic(Path::new(file), text.as_bytes())
        .map_err(|e| format!("cannot save to {file}: {e}"))
}

fn load(file: &str) -> Result<BoardSession, String> {
    let bad = |why: String| format!("play: --resume {file}: {why}");
    let text = std::fs::read_to_string(file).map_err(|e| bad(e.to_string()))?;
    let saved = save::from_json(&text).map_err(|e| bad(e.to_string()))?;
    Ok(BoardSession::from_game(saved.game, saved.players))
}

// ----- the game loop -----

struct Play {
    session: BoardSession,
    bot: Option<Bot>,
    colour: bool,
    lang: Lang,
    announced_end: bool,
}

impl Play {
    fn rules(&self) -> Rules {
        *self.session.rules()
    }

    fn name(&self, s: Square) -> String {
        self.rules().square_name(s)
    }

    fn names(&self, v: &[Square]) -> String {
        v.iter().map(|&s| self.name(s)).collect::<Vec<_>>().join(", ")
    }

    fn history(&self) -> Vec<Position> {
        let g = self.session.game();
        (0..g.ply()).filter_map(|i| g.position_at(i)).collect()
    }

    fn bot(&mut self) -> &mut Bot {
        let rules = self.rules();
        self.bot.get_or_insert_with(|| Bot::new(rules))
    }

    fn show(&self) {
        let v = self.session.view();
        let rules = self.rules();
        print!("\n{}", term::draw(&v, &rules, self.colour));
        if !self.colour && v.moves.is_empty() {
            println!("{}", term::LEGEND);
        }
        let list: Vec<String> = v
            .moves
            .iter()
            .filter(|m| !m.undone)
            .map(|m| {
                if m.color == rules.first || m.ply == 0 {
                    format!("{}. {}", m.number, m.text)
                } else {
                    m.text.clone()
                }
            })
            .collect();
        if !list.is_empty() {
            let tail = list.len().saturating_sub(12);
            println!("Moves: {}{}", if tail > 0 { "… " } else { "" }, list[tail..].join(" "));
        }
        if let Some(c) = v.draw_counter {
            println!("Draw counter: {}", draw_counter_text(&c, self.lang));
        }
        if let Some(c) = v.draw_offer {
            println!("{c:?} offers a draw: type accept or decline (or just play on).");
        }
    }

    fn prompt(&self) {
        let v = self.session.view();
        let who = match v.turn {
            Color::White => "White",
            Color::Black => "Black",
        };
        let must = v.flagged(|f| f.must_capture);
        if !must.is_empty() && v.selected.is_none() {
            println!("Capture is compulsory: {}", self.names(&must));
        }
        print!("{who} to move> ");
        std::io::stdout().flush().ok();
    }

    fn run(mut self, input: &mut impl BufRead) -> Result<(), String> {
        self.show();
        loop {
            if self.check_end() {
                // Commands such as undo and save still work after the end.
            } else if let Some(level) = self.session.bot_to_move() {
                self.bot_move(level)?;
                continue;
            }
            self.prompt();
            let mut line = String::new();
            if input.read_line(&mut line).map_err(|e| format!("play: {e}"))? == 0 {
                println!();
                return Ok(());
            }
            let line = line.trim();
            if !self.colour && !std::io::stdin().is_terminal() {
                // Echo piped input so a transcript reads like a session.
                println!("{line}");
            }
            if !self.command(line)? {
                return Ok(());
            }
        }
    }

    /// Prints the result once when the game ends. Returns whether it is over.
    fn check_end(&mut self) -> bool {
        match self.session.game().result() {
            Some(r) => {
                if !self.announced_end {
                    println!("Game over: {}. (undo, save or quit)", result_text(&r, self.lang));
                    self.announced_end = true;
                }
                true
            }
            None => {
                self.announced_end = false;
                false
            }
        }
    }

    fn bot_move(&mut self, level: u8) -> Result<(), String> {
        let pos = self.session.position();
        let history = self.history();
        let seed = 0x5EED ^ self.session.game().ply() as u64;
        let m = self.bot().choose_move(&pos, &history, Level::get(level), seed);
        let Some(m) = m else {
            return Err("play: the bot found no move in a game that is not over".into());
        };
        let spoken = spoken_move(&self.rules(), &m, self.lang);
        let text =
            self.session.play_move(&m).map_err(|e| format!("play: bot move refused: {e}"))?;
        println!("Bot (level {level}, {}) plays {text} ({spoken}).", Level::get(level).name_en);
        self.show();
        Ok(())
    }

    /// The side a command like resign or draw speaks for: the human against
    /// the bot, the side to move between two players.
    fn speaker(&self) -> Color {
        let p = self.session.players();
        match p {
            [Player::Human, Player::Bot { .. }] => Color::White,
            [Player::Bot { .. }, Player::Human] => Color::Black,
            _ => self.session.position().turn(),
        }
    }

    /// One line of input. Returns false to quit.
    fn command(&mut self, line: &str) -> Result<bool, String> {
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else {
            self.show();
            return Ok(true);
        };
        let rest: Vec<&str> = words.collect();
        match first.to_ascii_lowercase().as_str() {
            "quit" | "exit" | "q" => return Ok(false),
            "help" | "?" | "h" => println!("{HELP}\n{}", term::LEGEND),
            "board" => self.show(),
            "undo" | "u" => {
                if self.session.undo() {
                    println!("Undone.");
                    self.show();
                } else {
                    println!("Nothing to undo.");
                }
            }
            "redo" => {
                if self.session.redo() {
                    println!("Redone.");
                    self.show();
                } else {
                    println!("Nothing to redo.");
                }
            }
            "flip" => {
                self.session.flip();
                self.show();
            }
            "cancel" | "esc" => match self.session.cancel() {
                TapOutcome::Cancelled => println!("Selection cancelled."),
                _ => println!("Nothing is selected."),
            },
            "hint" => self.hint(),
            "draw" => self.offer_draw(),
            "accept" | "decline" => {
                let yes = first.eq_ignore_ascii_case("accept");
                match self.session.answer_draw(yes) {
                    Ok(()) if yes => println!("Draw agreed."),
                    Ok(()) => println!("Draw declined."),
                    Err(e) => println!("{e}."),
                }
            }
            "resign" => {
                let who = self.speaker();
                match self.session.game_mut().resign(who) {
                    Ok(()) => println!("{who:?} resigns."),
                    Err(e) => println!("{e}."),
                }
            }
            "save" => {
                let file = rest.first().copied().unwrap_or(DEFAULT_SAVE);
                match save(&self.session, file) {
                    Ok(()) => {
                        println!("Saved to {file}. Resume with: draughts play --resume {file}")
                    }
                    Err(e) => println!("{e}"),
                }
            }
            _ => self.moves(line),
        }
        Ok(true)
    }

    fn hint(&mut self) {
        if self.session.is_over() {
            println!("The game is over.");
            return;
        }
        let pos = self.session.position();
        let history = self.history();
        match self.bot().hint(&pos, &history, Duration::from_millis(500), None) {
            Some(h) => {
                let rules = self.rules();
                let text = pos.move_text(&rules, &h.best);
                println!("Hint: {text} ({}).", spoken_move(&rules, &h.best, self.lang));
                self.session.set_hint(Some(h.best));
                self.show();
            }
            None => println!("No hint: no legal move."),
        }
    }

    fn offer_draw(&mut self) {
        let who = self.speaker();
        match self.session.offer_draw(who) {
            Err(e) => println!("{e}."),
            Ok(DrawAnswer::Accepted) if self.bot.is_some() => println!("The bot accepts the draw."),
            Ok(DrawAnswer::Declined) => println!("The bot declines the draw."),
            Ok(DrawAnswer::Pending) => {
                println!("{who:?} offers a draw; {:?} may accept or decline.", who.opponent())
            }
            Ok(DrawAnswer::Accepted) => {}
        }
    }

    /// A move in notation, or squares typed one by one like taps.
    fn moves(&mut self, line: &str) {
        let rules = self.rules();
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let squares: Option<Vec<Square>> = tokens.iter().map(|t| rules.parse_square(t)).collect();
        if let Some(squares) = squares {
            for s in squares {
                let out = self.session.tap(s);
                let stop = matches!(out, TapOutcome::Refused(_) | TapOutcome::Played { .. });
                self.report(out);
                if stop {
                    break;
                }
            }
            return;
        }
        match self.session.play_text(line) {
            Ok(m) => {
                let text =
                    self.session.game().last_move().map(|p| p.text.clone()).unwrap_or_default();
                println!("Played {text} ({}).", spoken_move(&rules, &m, self.lang));
                self.show();
            }
            Err(e) => {
                let looks_like_move =
                    line.chars().next().is_some_and(|c| c.is_ascii_alphanumeric())
                        && line.chars().any(|c| c.is_ascii_digit());
                if looks_like_move {
                    println!("{e}");
                } else {
                    println!("Unknown command `{line}` (type help).");
                }
            }
        }
    }

    fn report(&mut self, out: TapOutcome) {
        let rules = self.rules();
        match out {
            TapOutcome::Selected { square, targets, finals } => {
                let mut s = format!(
                    "Selected {}: it can go to {}",
                    self.name(square),
                    self.names(&targets)
                );
                if !finals.is_empty() {
                    s.push_str(&format!(" (or straight to {})", self.names(&finals)));
                }
                println!("{s}.");
                self.show();
            }
            TapOutcome::Stepped { square, targets, finals } => {
                let v = self.session.view();
                let crowned = v.capture.as_ref().is_some_and(|c| c.piece.kind == PieceKind::King);
                let mut s = format!(
                    "On {}, the capture goes on to {}",
                    self.name(square),
                    self.names(&targets)
                );
                if !finals.is_empty() {
                    s.push_str(&format!(" (or straight to {})", self.names(&finals)));
                }
                if crowned {
                    s.push_str(", as a king");
                }
                println!("{s}.");
                self.show();
            }
            TapOutcome::Played { text, spoken } => {
                println!("Played {text} ({spoken}).");
                self.show();
            }
            TapOutcome::Cancelled => println!("Selection cancelled."),
            TapOutcome::Refused(r) => println!("{}", refusal_text(&rules, &r, self.lang)),
        }
    }
}
