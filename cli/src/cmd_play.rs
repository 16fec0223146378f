//! `draughts play`: a whole game in the terminal, drawn from the game
//! table's snapshot. Every decision and every sentence about the game (what
//! a square typed alone means, what is legal and why not, who resigns, when
//! the bot moves, the results) comes from the core's `GameTable`; this file
//! reads lines, runs the bot's searches on this thread, prints and saves.
//!
//! Works through a pipe: with stdin not a terminal there is no menu, no
//! colour, and the game ends at end of input.

use crate::cli::{Mode, PlayArgs};
use crate::files::write_atomic;
use crate::{keys, term};
use draughts_app::i18n::{text, tr};
use draughts_app::{GameMode, GameTable, GameView, Key, NewGame, SearchKind, Worded};
use draughts_engine::{Bot, LEVELS};
use draughts_game::{Lang, Player};
use draughts_rules::{echo, Color, Rules, Variant};
use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;
use std::time::Instant;

/// The end of `draughts play --help` (in English, as clap's own text) and
/// the answer to `help` in a game (in the game's language).
pub fn help(lang: Lang) -> &'static str {
    text(lang, "cli-play-help")
}

/// The default level against the bot: the core's, as in the apps.
const DEFAULT_LEVEL: u8 = draughts_engine::Level::DEFAULT;
const DEFAULT_SAVE: &str = "draughts-save.json";

/// `draughts play ...`
pub fn run_play(a: &PlayArgs) -> Result<(), String> {
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    let lang = a.lang;
    let mut input = stdin.lock();

    let mut table = if let Some(file) = &a.resume {
        load(file)?
    } else {
        let no_setup = a.variant.is_none()
            && a.mode.is_none()
            && a.level.is_none()
            && a.color.is_none()
            && a.fen.is_none();
        let lang = crate::cmd_tutorial::locale(lang);
        let (rules, players) =
            if no_setup && interactive { menu(&mut input, lang)? } else { setup_from_args(a) };
        match &a.fen {
            Some(f) => GameTable::from_fen(rules, f, players, lang)
                .map_err(|e| format!("play: --fen: {e}"))?,
            None => GameTable::new(rules, players, lang),
        }
    };
    if let Some(l) = lang {
        table.set_lang(l);
    }
    if a.flip {
        table.flip();
    }
    if a.auto_flip {
        table.set_auto_flip(true);
    }
    if let Some(c) = a.clock {
        table.set_clock(c);
    }
    // The terminal's monotonic clock, from the start of this run; a resumed
    // game's clock comes back paused and goes on from here.
    let start = Instant::now();
    table.resume_clock(0);
    // Keys on a real terminal; lines through a pipe, or when asked.
    let keys = interactive && std::io::stdout().is_terminal() && !a.lines;
    Play { table, bot: None, colour: term::use_colour(), keys, seen: 0, notes: Vec::new(), start }
        .run(&mut input)
}

/// A bot level, 1 to 6.
pub fn parse_level(s: &str) -> Result<u8, String> {
    match s.trim().parse::<u32>().map(Player::bot) {
        Ok(Ok(Player::Bot { level })) => Ok(level),
        _ => Err(format!("play: --level must be 1 to 6, got `{s}`")),
    }
}

/// `white` or `black` (or `w`, `b`).
pub fn parse_color(s: &str) -> Result<Color, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        other => Err(format!("play: --color must be white or black, got `{other}`")),
    }
}

/// Who plays which colour: the core's answer, the same as the apps'.
fn players_for(mode_bot: bool, level: u8, human: Color) -> [Player; 2] {
    let mode = if mode_bot { GameMode::VsBot } else { GameMode::TwoPlayers };
    NewGame { mode, side: human, level }.players()
}

fn setup_from_args(a: &PlayArgs) -> (Rules, [Player; 2]) {
    let rules = a.variant.unwrap_or(Variant::International).rules();
    let mode_bot = a.mode != Some(Mode::Two);
    let level = a.level.unwrap_or(DEFAULT_LEVEL);
    let human = a.color.unwrap_or(Color::White);
    (rules, players_for(mode_bot, level, human))
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
fn menu(input: &mut impl BufRead, lang: Lang) -> Result<(Rules, [Player; 2]), String> {
    println!("{}", text(lang, "cli-menu-variants"));
    for (i, v) in Variant::ALL.iter().enumerate() {
        println!("  {}. {v}", i + 1);
    }
    let variant = loop {
        let a = ask(input, text(lang, "cli-menu-variant"))?;
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
        match ask(input, text(lang, "cli-menu-mode"))?.as_str() {
            "" | "1" | "bot" => break true,
            "2" | "two" => break false,
            _ => println!("{}", text(lang, "cli-menu-one-or-two")),
        }
    };
    let (mut level, mut human) = (DEFAULT_LEVEL, Color::White);
    if mode_bot {
        for l in LEVELS.iter() {
            println!("  {}. {}", l.number, draughts_app::texts::level_title(l.number, lang));
        }
        level = loop {
            let a = ask(input, &tr(lang, "cli-menu-level", &[("level", DEFAULT_LEVEL.into())]))?;
            if a.is_empty() {
                break DEFAULT_LEVEL;
            }
            match parse_level(&a) {
                Ok(n) => break n,
                Err(e) => println!("{e}"),
            }
        };
        human = loop {
            let a = ask(input, text(lang, "cli-menu-colour"))?;
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

fn load(file: &Path) -> Result<GameTable, String> {
    let bad = |why: String| format!("play: --resume {}: {why}", echo(&file.display().to_string()));
    let text = std::fs::read_to_string(file).map_err(|e| bad(e.to_string()))?;
    GameTable::restore(&text).map_err(|e| bad(e.to_string()))
}

// ----- the game loop -----

struct Play {
    table: GameTable,
    bot: Option<Bot>,
    colour: bool,
    /// Keys on a real terminal (arrows, Enter, Escape); else lines.
    keys: bool,
    /// The last event printed.
    seen: u64,
    /// What was said since the last redraw (keys mode redraws the screen).
    notes: Vec<String>,
    /// The origin of the times passed to the game's clock.
    start: Instant,
}

impl Play {
    fn rules(&self) -> Rules {
        *self.table.rules()
    }

    /// The language of the game's sentences (a resumed game keeps its own).
    fn lang(&self) -> Lang {
        self.table.lang()
    }

    /// Says something: printed at once with lines, kept for the next redraw
    /// with keys.
    fn note(&mut self, text: impl Into<String>) {
        let text = text.into();
        if self.keys {
            self.notes.push(text);
        } else {
            println!("{text}");
        }
    }

    /// Passes the time to the game's clock; says the loss on time if a
    /// flag fell.
    fn tick(&mut self) {
        let now = u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX);
        if self.table.tick(now) {
            self.say();
        }
    }

    /// Both clocks in one line, the running one marked: `Clock: White
    /// 4:59* · Black 5:00`; `None` without a clock.
    fn clocks(&self) -> Option<String> {
        let c = self.table.view().clock?;
        let [w, b] = c.sides.map(|s| format!("{}{}", s.label, if s.running { "*" } else { "" }));
        Some(tr(self.lang(), "cli-play-clocks", &[("white", w.into()), ("black", b.into())]))
    }

    /// Says the table's latest event, once.
    fn say(&mut self) {
        if let Some(e) = self.table.view().event {
            if e.seq > self.seen {
                self.seen = e.seq;
                self.note(e.text);
            }
        }
    }

    fn show(&self) {
        let v = self.table.view();
        let rules = self.rules();
        print!("\n{}", term::draw(&v.board, &rules, self.colour, self.keys));
        if !self.colour && v.moves.is_empty() {
            println!("{}", term::legend(self.lang()));
        }
        let list = move_list(&v);
        if !list.is_empty() {
            let tail = list.len().saturating_sub(12);
            let moves = format!("{}{}", if tail > 0 { "… " } else { "" }, list[tail..].join(" "));
            println!("{}", tr(self.lang(), "cli-play-moves", &[("moves", moves.into())]));
        }
        if let Some(c) = &v.draw_counter {
            println!("{}", c.text);
        }
        if let Some(o) = &v.draw_offer {
            println!("{}", o.text);
        }
        if let Some(c) = self.clocks() {
            println!("{c}");
        }
    }

    fn prompt(&mut self) {
        self.tick();
        match self.clocks() {
            Some(c) => print!("[{c}] {}> ", self.table.view().status),
            None => print!("{}> ", self.table.view().status),
        }
        std::io::stdout().flush().ok();
    }

    /// Runs the search the table wants (the bot's move, or a hint), here,
    /// and lets the table apply it. Returns whether one ran.
    fn bot_turn(&mut self) -> Result<bool, String> {
        self.tick();
        let Some(job) = self.table.search_job() else {
            return Ok(false);
        };
        let rules = self.rules();
        let seed = 0x5EED ^ self.table.game().ply() as u64;
        let bot = self.bot.get_or_insert_with(|| Bot::new(rules));
        let answer = job.run(bot, seed, None, &mut |_| {});
        self.tick();
        if self.table.apply_search(&job.ticket, answer.best).is_err() {
            if self.table.game().is_over() {
                // The bot's flag fell while it thought.
                if !self.keys {
                    self.show();
                }
                return Ok(true);
            }
            return Err("play: the bot found no move in a game that is not over".into());
        }
        self.say();
        if !self.keys
            && (matches!(job.ticket.kind, SearchKind::BotMove { .. }) || answer.best.is_some())
        {
            self.show();
        }
        Ok(true)
    }

    fn run(mut self, input: &mut impl BufRead) -> Result<(), String> {
        if self.keys {
            return self.run_keys();
        }
        self.show();
        loop {
            if self.bot_turn()? {
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
            if !self.command(line) {
                return Ok(());
            }
        }
    }

    /// The same game driven key by key: the board redrawn after each key,
    /// with the cursor, what was said, and the line being typed.
    fn run_keys(mut self) -> Result<(), String> {
        let mut typed = keys::LineKeys::default();
        loop {
            if self.bot_turn()? {
                continue;
            }
            keys::clear();
            self.show();
            for n in std::mem::take(&mut self.notes) {
                println!("{n}");
            }
            println!("{}", text(self.lang(), "cli-play-keys"));
            self.tick();
            if let Some(c) = self.clocks() {
                print!("[{c}] ");
            }
            print!("{}> {}", self.table.view().status, typed.line);
            std::io::stdout().flush().ok();
            let k = keys::read_key().map_err(|e| format!("play: {e}"))?;
            self.tick();
            match typed.press(k) {
                keys::Input::Board(key) => {
                    self.table.key(key);
                    self.say();
                }
                keys::Input::Submit(line) => {
                    if !self.command(line.trim()) {
                        println!();
                        return Ok(());
                    }
                }
                keys::Input::Quit => {
                    println!();
                    return Ok(());
                }
                keys::Input::Edit | keys::Input::Ignore => {}
            }
        }
    }

    /// One line of input. Returns false to quit.
    fn command(&mut self, line: &str) -> bool {
        // The time the line came in: a move is charged then, and a flag
        // that fell while waiting ends the game first.
        self.tick();
        let (first, rest) = match line.split_once(char::is_whitespace) {
            Some((f, r)) => (f, r.trim()),
            None => (line, ""),
        };
        if first.is_empty() {
            if !self.keys {
                self.show();
            }
            return true;
        }
        let redraw = match first.to_ascii_lowercase().as_str() {
            "quit" | "exit" | "q" => return false,
            "help" | "?" | "h" => {
                let l = self.lang();
                self.note(format!("{}\n{}", help(l), term::legend(l)));
                false
            }
            "board" => true,
            "undo" | "u" => {
                self.table.undo() || self.refuse(text(self.lang(), "cli-play-nothing-to-undo"))
            }
            "redo" => {
                self.table.redo() || self.refuse(text(self.lang(), "cli-play-nothing-to-redo"))
            }
            "flip" => {
                self.table.flip();
                true
            }
            "cancel" | "esc" => {
                self.table.key(Key::Escape);
                false
            }
            "hint" => {
                if !self.table.request_hint() {
                    self.note(text(self.lang(), "cli-play-no-hint"));
                }
                false
            }
            "draw" => self.act(|s| s.offer_draw().map(|_| ())),
            "accept" | "decline" => {
                let yes = first.eq_ignore_ascii_case("accept");
                self.act(|s| s.answer_draw(yes))
            }
            "resign" => self.act(|s| s.resign()),
            "replay" => self.replay(rest),
            "save" => {
                let file = if rest.is_empty() { DEFAULT_SAVE } else { rest };
                let said = match write_atomic(Path::new(file), self.table.save().as_bytes()) {
                    Ok(()) => tr(self.lang(), "cli-play-saved", &[("file", file.into())]),
                    Err(e) => tr(
                        self.lang(),
                        "cli-play-cannot-save",
                        &[("file", file.into()), ("why", e.to_string().into())],
                    ),
                };
                self.note(said);
                false
            }
            _ => self.moves(line),
        };
        self.say();
        if redraw && !self.keys {
            self.show();
        }
        true
    }

    /// Runs an action on the table; its error is said. Returns whether it worked.
    fn act(
        &mut self,
        f: impl FnOnce(&mut GameTable) -> Result<(), draughts_app::ActionError>,
    ) -> bool {
        match f(&mut self.table) {
            Ok(()) => true,
            Err(e) => {
                self.note(format!("{}.", e.worded(self.lang())));
                false
            }
        }
    }

    /// Says why nothing happened; returns false (nothing to redraw).
    fn refuse(&mut self, text: &str) -> bool {
        self.note(text);
        false
    }

    fn replay(&mut self, arg: &str) -> bool {
        if arg.eq_ignore_ascii_case("end") || arg.is_empty() {
            self.table.end_replay();
            return true;
        }
        match arg.parse::<usize>() {
            Ok(n) if self.table.replay(n) => true,
            _ => {
                let n = self.table.game().plies().len();
                let said = tr(self.lang(), "cli-play-replay-range", &[("max", n.into())]);
                self.refuse(&said)
            }
        }
    }

    /// A move in notation, or squares typed one by one like taps.
    fn moves(&mut self, line: &str) -> bool {
        let rules = self.rules();
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let squares: Option<Vec<_>> = tokens.iter().map(|t| rules.parse_square(t)).collect();
        if let Some(squares) = squares {
            let ply = self.table.game().ply();
            for s in squares {
                let out = self.table.tap(s);
                self.say();
                if matches!(out, draughts_app::TapOutcome::Refused(_)) {
                    break;
                }
            }
            // Redraw after a selection or a move, not after a refusal.
            let v = self.table.view();
            return v.board.selected.is_some() || self.table.game().ply() != ply;
        }
        match self.table.play_text(line) {
            Ok(_) => true,
            Err(e) => {
                let looks_like_move =
                    line.chars().next().is_some_and(|c| c.is_ascii_alphanumeric())
                        && line.chars().any(|c| c.is_ascii_digit());
                if looks_like_move {
                    self.note(e.worded(self.lang()));
                } else {
                    let said = tr(self.lang(), "cli-play-unknown", &[("line", line.into())]);
                    self.note(said);
                }
                false
            }
        }
    }
}

/// The move list as the table labels it: `1. 32-28 19-23 2. 28x19`.
fn move_list(v: &GameView) -> Vec<String> {
    v.moves
        .iter()
        .filter(|m| !m.undone)
        .map(|m| match &m.label {
            Some(l) => format!("{l} {}", m.text),
            None => m.text.clone(),
        })
        .collect()
}
