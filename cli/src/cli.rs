//! The command line, declared with clap's derive API, and the one-line form
//! of its usage errors: `draughts perft: unknown option --depht (did you
//! mean --depth?)`, exit code 2, no usage text after the line.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use draughts_rules::{echo, Duplicates, Variant};
use std::ffi::OsString;
use std::path::PathBuf;

const VARIANTS: &str =
    "Variants: international, english (american), russian, brazilian, spanish, italian, czech.";

const ROOT_EXAMPLES: &str = "Examples:
  draughts play                          a game against the bot (a menu on a terminal)
  draughts play --variant russian --mode two
  draughts perft --variant english 8     count the move tree to depth 8
  draughts moves --json --fen 'W:W31-50:B1-20'
  draughts pdn check games.pdn
  draughts completions bash > /etc/bash_completion.d/draughts

Run `draughts COMMAND --help` for the options of a command.";

/// `draughts`: play draughts in the terminal, and the tools around the rules.
#[derive(Parser, Debug)]
#[command(
    name = "draughts",
    version,
    about = "Play draughts (checkers) in the terminal, and the tools around the rules core.",
    after_help = format!("{VARIANTS}\n\n{ROOT_EXAMPLES}"),
    subcommand_required = true,
    args_override_self = true
)]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// The commands of `draughts`.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play a game in the terminal: against the bot or two players.
    Play(PlayArgs),
    /// Count the leaf nodes of the move tree to a depth (a stable contract).
    Perft(PerftArgs),
    /// List the legal moves of a position (a stable contract).
    Moves(MovesArgs),
    /// The bot speaking the Hub protocol (version 2) on stdin and stdout.
    Hub(HubArgs),
    /// Read, check and convert PDN files.
    Pdn(PdnArgs),
    /// Review a PDN game: each move's evaluation and class, then a summary.
    Analyse(AnalyseArgs),
    /// Print the rules tutorial and the rules page of each variant.
    Tutorial(TutorialArgs),
    /// Play the interactive lessons: type the move each one asks for.
    Lesson(LessonArgs),
    /// Print the shipped puzzles of a variant, or prove them again.
    Puzzles(PuzzlesArgs),
    /// Print a shell completion script.
    Completions(CompletionsArgs),
}

/// `--variant` and `--fen`: the position a command works on.
#[derive(Args, Debug)]
pub struct PositionArgs {
    /// The variant [default: international].
    #[arg(long, value_name = "V", value_parser = parse_variant)]
    pub variant: Option<Variant>,
    /// The position, in PDN FEN [default: the start position].
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
}

/// `draughts perft`.
#[derive(Args, Debug)]
#[command(
    args_override_self = true,
    after_help = "Output: `perft(D) = NODES (VARIANT, duplicates keep|drop) in S.SSSs (M \
                        leaves/s)`; with --json one object {\"variant\",\"fen\",\"depth\",\
                        \"duplicates\",\"nodes\",\"seconds\"}; with --divide one `MOVE NODES` \
                        line per move, then `total NODES`.

Examples:
  draughts perft 6
  draughts perft --variant russian --duplicates keep --json 8
  draughts perft --divide --fen 'W:W31-50:B1-20' 3"
)]
pub struct PerftArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Count captures that take the same pieces by different paths once
    /// (drop) or once per path (keep).
    #[arg(long, value_enum, value_name = "keep|drop", default_value = "drop")]
    pub duplicates: DuplicatesArg,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Print the count under each legal move, then the total.
    #[arg(long)]
    pub divide: bool,
    /// The depth, from 0 to 30.
    #[arg(
        value_name = "DEPTH",
        value_parser = parse_depth,
        required_unless_present = "depth_option"
    )]
    pub depth: Option<u32>,
    /// The depth, as an option instead of DEPTH.
    #[arg(long = "depth", value_name = "N", value_parser = parse_depth, conflicts_with = "depth")]
    pub depth_option: Option<u32>,
}

/// `--duplicates keep|drop`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum DuplicatesArg {
    /// Once per path.
    Keep,
    /// Once per set of captured pieces.
    Drop,
}

impl From<DuplicatesArg> for Duplicates {
    fn from(d: DuplicatesArg) -> Duplicates {
        match d {
            DuplicatesArg::Keep => Duplicates::Keep,
            DuplicatesArg::Drop => Duplicates::Drop,
        }
    }
}

/// `draughts moves`.
#[derive(Args, Debug)]
#[command(
    args_override_self = true,
    after_help = "Output: one move a line in the variant's notation; with --json an \
                        array of {\"from\":n,\"to\":n,\"path\":[...],\"captured\":[...],\
                        \"notation\":\"...\"} with numeric squares.

Examples:
  draughts moves
  draughts moves --variant russian --json
  draughts moves --fen 'W:W28:B23,24' --json"
)]
pub struct MovesArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Print a JSON array.
    #[arg(long)]
    pub json: bool,
}

const PLAY_EXAMPLES: &str = "Examples:
  draughts play
  draughts play --variant english --level 5 --color black
  draughts play --mode two --fen 'W:W28:B23' --lines < moves.txt
  draughts play --resume draughts-save.json
  draughts play --mode two --clock 3+2";

/// `draughts play`.
#[derive(Args, Debug)]
#[command(args_override_self = true, after_help = format!("{}\n\n{PLAY_EXAMPLES}", crate::cmd_play::help(draughts_game::Lang::En)))]
pub struct PlayArgs {
    /// The variant [default: international].
    #[arg(long, value_name = "V", value_parser = parse_variant)]
    pub variant: Option<Variant>,
    /// Against the bot, or two players taking turns [default: bot].
    #[arg(long, value_name = "bot|two", value_parser = parse_mode)]
    pub mode: Option<Mode>,
    /// The bot's level, 1 to 6 [default: 3].
    #[arg(long, value_name = "1-6", value_parser = parse_level)]
    pub level: Option<u8>,
    /// The colour you play against the bot [default: white].
    #[arg(long, visible_alias = "colour", value_name = "white|black", value_parser = parse_color)]
    pub color: Option<draughts_rules::Color>,
    /// Start from this position (PDN FEN).
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// Go on with a saved game.
    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,
    /// The language of the game's sentences, by code: en, fr, nl, ru or pt-BR
    /// [default: from LC_ALL or LANG].
    #[arg(long = "locale", alias = "lang", value_name = "CODE", value_parser = parse_locale)]
    pub lang: Option<draughts_game::Lang>,
    /// Turn the board around (Black at the bottom).
    #[arg(long)]
    pub flip: bool,
    /// Turn the board towards the side to move after each move.
    #[arg(long)]
    pub auto_flip: bool,
    /// Read a line at a time even on a terminal (as through a pipe).
    #[arg(long)]
    pub lines: bool,
    /// Play with a clock: BASE+INC, BASE in minutes or m:ss, INC in seconds
    /// (5, 3+2, 1:30+5; 3+2d a simple delay, 3+2b a Bronstein delay). The
    /// clock starts with the first move; running out of time loses.
    #[arg(long, value_name = "BASE+INC", value_parser = parse_clock)]
    pub clock: Option<draughts_game::ClockSetting>,
}

/// `--mode bot|two`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Against the bot.
    Bot,
    /// Two players at one keyboard.
    Two,
}

/// `draughts hub`.
#[derive(Args, Debug)]
#[command(
    args_override_self = true,
    after_help = "The hub takes no arguments: it reads Hub protocol lines (version 2, \
                        as spoken by Scan and the Hub match runner) on stdin and answers on \
                        stdout.

Example:
  printf 'hub\\ninit\\nping\\nquit\\n' | draughts hub"
)]
pub struct HubArgs {
    /// Old options, answered with where they went.
    #[arg(hide = true, trailing_var_arg = true, allow_hyphen_values = true)]
    pub rest: Vec<String>,
}

/// `draughts pdn`.
#[derive(Args, Debug)]
#[command(
    subcommand_required = true,
    args_override_self = true,
    after_help = "Reading is lenient: what it lets pass (a Latin-1 line, a move number that \
                  does not match, a game played on after a draw rule, an unknown move, ...) is \
                  a warning with the game and the line. --strict makes every warning an error. \
                  One bad game does not stop the others.

Examples:
  draughts pdn check --strict club.pdn games.pdn
  draughts pdn export draughts-save.json --out game.pdn
  draughts pdn save games.pdn --game 3 --out game3.json"
)]
pub struct PdnArgs {
    /// What to do with the file.
    #[command(subcommand)]
    pub command: PdnCommand,
}

/// `draughts analyse`.
#[derive(Args, Debug)]
#[command(
    args_override_self = true,
    after_help = "Every position of the game's main line is searched within the budget (by \
                  default the fast review: 20000 nodes a position, the same result on every \
                  machine), then each move is classed best, good, inaccuracy, mistake, \
                  blunder, missed-win or forced (the only legal move), with lidraughts' \
                  thresholds. Scores are in men from White's side.

Output: one line per move `LABEL MOVE SCORE CLASS`, with the better move and its line after \
an inaccuracy or worse, then one summary line per side. With --json one object \
{\"game\",\"start\",\"moves\":[{\"ply\",\"label\",\"move\",\"side\",\"score\",\"eval\",\
\"class\",\"accuracy\",\"better\",\"line\"}],\"summary\":{\"white\",\"black\"}}.

Examples:
  draughts analyse game.pdn
  draughts analyse games.pdn --game 3 --nodes 200000 --json
  draughts analyse game.pdn --movetime 500
  draughts analyse game.pdn --locale fr"
)]
pub struct AnalyseArgs {
    /// The PDN file.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Which game of the file, from 1.
    #[arg(long, value_name = "N", default_value = "1", value_parser = parse_game)]
    pub game: usize,
    /// Search each position to this depth.
    #[arg(long, value_name = "D", value_parser = parse_search_depth, group = "budget")]
    pub depth: Option<u32>,
    /// Search each position for this many nodes.
    #[arg(long, value_name = "N", value_parser = parse_nodes, group = "budget")]
    pub nodes: Option<u64>,
    /// Search each position for this many milliseconds.
    #[arg(long, value_name = "MS", value_parser = parse_nodes, group = "budget")]
    pub movetime: Option<u64>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// The language of the text output, by code: en, fr, nl, ru or pt-BR
    /// [default: from LC_ALL or LANG]. The JSON output and the class names
    /// stay English.
    #[arg(long, value_name = "CODE", value_parser = parse_locale)]
    pub locale: Option<draughts_game::Lang>,
}

/// The subcommands of `draughts pdn`.
#[derive(Subcommand, Debug)]
pub enum PdnCommand {
    /// Replay every game: OK, its warnings, or its error.
    #[command(
        args_override_self = true,
        after_help = "Examples:
  draughts pdn check games.pdn
  draughts pdn check --strict *.pdn"
    )]
    Check {
        /// Make every warning an error.
        #[arg(long)]
        strict: bool,
        /// The PDN files.
        #[arg(value_name = "FILE", required = true)]
        files: Vec<PathBuf>,
    },
    /// Write the game of a save file as PDN.
    #[command(
        args_override_self = true,
        after_help = "Examples:
  draughts pdn export draughts-save.json
  draughts pdn export draughts-save.json --out game.pdn"
    )]
    Export {
        /// The save file.
        #[arg(value_name = "SAVE")]
        save: PathBuf,
        /// Write to this file instead of stdout.
        #[arg(long, short, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Store a PDN game as a save file, to go on with `play --resume`.
    #[command(
        args_override_self = true,
        after_help = "Example:
  draughts pdn save games.pdn --game 2 --out game.json && draughts play --resume game.json"
    )]
    Save {
        /// The PDN file.
        #[arg(value_name = "PDN")]
        pdn: PathBuf,
        /// Which game of the file, from 1.
        #[arg(long, value_name = "N", default_value = "1", value_parser = parse_game)]
        game: usize,
        /// Make every warning an error.
        #[arg(long)]
        strict: bool,
        /// The save file to write.
        #[arg(long, short, value_name = "SAVE", required = true)]
        out: PathBuf,
    },
}

/// `draughts tutorial`.
#[derive(Args, Debug)]
#[command(
    args_override_self = true,
    after_help = "Pages 1-9 are the tutorial, 10-16 the rules page of each variant.

Examples:
  draughts tutorial --list
  draughts tutorial --page 3 --locale fr
  draughts tutorial --variant russian"
)]
pub struct TutorialArgs {
    /// The language, by code: en, fr, nl, ru or pt-BR [default: from LC_ALL or LANG].
    #[arg(long, value_name = "CODE", value_parser = parse_locale)]
    pub locale: Option<draughts_game::Lang>,
    /// Print only this page (see --list).
    #[arg(long, value_name = "N", conflicts_with = "variant")]
    pub page: Option<String>,
    /// Print only the rules page of this variant.
    #[arg(long, value_name = "V", value_parser = parse_variant)]
    pub variant: Option<Variant>,
    /// List the pages with their numbers.
    #[arg(long)]
    pub list: bool,
}

/// `draughts lesson`.
#[derive(Args, Debug)]
#[command(
    args_override_self = true,
    after_help = "Type a move in notation; `skip` shows the answer and goes to the next \
                        lesson, `quit` (or end of input) stops.

Examples:
  draughts lesson --list
  draughts lesson 4
  echo 32-28 | draughts lesson 1"
)]
pub struct LessonArgs {
    /// The language, by code: en, fr, nl, ru or pt-BR [default: from LC_ALL or LANG].
    #[arg(long, value_name = "CODE", value_parser = parse_locale)]
    pub locale: Option<draughts_game::Lang>,
    /// List the lessons with their numbers.
    #[arg(long)]
    pub list: bool,
    /// Play only this lesson [default: all, from the first].
    #[arg(value_name = "N")]
    pub number: Option<String>,
}

/// `draughts puzzles`.
#[derive(Args, Debug)]
#[command(
    args_override_self = true,
    args_conflicts_with_subcommands = true,
    after_help = "Output: per puzzle a heading (number, rating, side to move), the FEN, the \
                  solution in the variant's notation and the themes, in the locale's language; \
                  with --json an array of {\"n\",\"id\",\"variant\",\"fen\",\"side\",\
                  \"solution\":[...],\"rating\",\"themes\":[ids],\"decisions\"} (English ids). \
                  `verify` proves every puzzle again as the generator did and exits with 1 when \
                  one fails.

Examples:
  draughts puzzles --variant russian
  draughts puzzles --variant english --json
  draughts puzzles verify --variant czech"
)]
pub struct PuzzlesArgs {
    /// Prove the puzzles again instead of printing them.
    #[command(subcommand)]
    pub command: Option<PuzzlesCommand>,
    /// The variant [default: international].
    #[arg(long, value_name = "V", value_parser = parse_variant)]
    pub variant: Option<Variant>,
    /// Print a JSON array.
    #[arg(long)]
    pub json: bool,
    /// The language of the text, by code: en, fr, nl, ru or pt-BR
    /// [default: from LC_ALL or LANG].
    #[arg(long = "locale", alias = "lang", value_name = "CODE", value_parser = parse_locale)]
    pub locale: Option<draughts_game::Lang>,
}

/// `draughts puzzles verify`.
#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Prove every shipped puzzle again (all variants unless --variant).
    Verify(PuzzlesVerifyArgs),
}

/// `draughts puzzles verify`'s options.
#[derive(Args, Debug)]
pub struct PuzzlesVerifyArgs {
    /// Only this variant [default: every variant].
    #[arg(long, value_name = "V", value_parser = parse_variant)]
    pub variant: Option<Variant>,
    /// Only the first N puzzles of each variant.
    #[arg(long, value_name = "N", value_parser = parse_game)]
    pub first: Option<usize>,
    /// The language of the text, by code [default: from LC_ALL or LANG].
    #[arg(long = "locale", alias = "lang", value_name = "CODE", value_parser = parse_locale)]
    pub locale: Option<draughts_game::Lang>,
}

/// `draughts completions`.
#[derive(Args, Debug)]
#[command(
    args_override_self = true,
    after_help = "Examples:
  draughts completions bash > ~/.local/share/bash-completion/completions/draughts
  draughts completions zsh > ~/.zfunc/_draughts
  draughts completions fish > ~/.config/fish/completions/draughts.fish"
)]
pub struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: clap_complete::Shell,
}

fn parse_variant(s: &str) -> Result<Variant, String> {
    s.parse().map_err(|_| {
        "must be international, english (american), russian, brazilian, spanish, italian or czech"
            .to_string()
    })
}

fn parse_depth(s: &str) -> Result<u32, String> {
    match s.parse::<u32>() {
        Ok(d) if d <= 30 => Ok(d),
        _ => Err("must be a whole number from 0 to 30".into()),
    }
}

fn parse_level(s: &str) -> Result<u8, String> {
    crate::cmd_play::parse_level(s).map_err(|_| "must be 1 to 6".to_string())
}

fn parse_color(s: &str) -> Result<draughts_rules::Color, String> {
    crate::cmd_play::parse_color(s).map_err(|_| "must be white or black".to_string())
}

fn parse_clock(s: &str) -> Result<draughts_game::ClockSetting, String> {
    draughts_game::ClockSetting::parse(s)
        .map_err(|e| format!("must be BASE+INC such as 5, 3+2 or 1:30+5 ({e})"))
}

fn parse_mode(s: &str) -> Result<Mode, String> {
    match s.to_ascii_lowercase().as_str() {
        "bot" | "computer" | "ai" | "1" => Ok(Mode::Bot),
        "two" | "2" | "pvp" | "human" | "humans" | "pass" => Ok(Mode::Two),
        _ => Err("must be bot or two".into()),
    }
}

fn parse_locale(s: &str) -> Result<draughts_game::Lang, String> {
    s.parse().map_err(|_| format!("must be one of {}", draughts_game::Lang::codes()))
}

fn parse_search_depth(s: &str) -> Result<u32, String> {
    match s.parse::<u32>() {
        Ok(d) if (1..=60).contains(&d) => Ok(d),
        _ => Err("must be a whole number from 1 to 60".into()),
    }
}

fn parse_nodes(s: &str) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err("must be a whole number from 1".into()),
    }
}

fn parse_game(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err("must be a game number, counting from 1".into()),
    }
}

/// What parsing the command line decided: run the command, or stop after
/// printing help, the version or a usage error.
pub enum Parsed {
    /// Run the command.
    Run(Cli),
    /// Help or version was printed: exit 0.
    Done,
    /// A usage error, as one line (without the trailing newline).
    Usage(String),
}

/// Parses `argv` (the program name first).
pub fn parse(argv: Vec<OsString>) -> Parsed {
    let argv = help_of_help(argv);
    match Cli::try_parse_from(&argv) {
        Ok(cli) => Parsed::Run(cli),
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            // A closed stdout is no reason to complain.
            let _ = e.print();
            Parsed::Done
        }
        Err(e) => Parsed::Usage(one_line(&e, &command_path(&argv))),
    }
}

/// clap's `help` subcommand takes command names only, so `draughts help
/// --help` would be an unknown command: after `help`, `-h` and `--help` are
/// dropped, and it prints the help it was asked about.
fn help_of_help(argv: Vec<OsString>) -> Vec<OsString> {
    let mut cmd = Cli::command();
    let mut out = Vec::with_capacity(argv.len());
    let mut in_help = false;
    for (i, a) in argv.into_iter().enumerate() {
        let text = a.to_str().unwrap_or("");
        if in_help && (text == "--help" || text == "-h") {
            continue;
        }
        if i > 0 && !in_help {
            if text == "help" && cmd.has_subcommands() {
                in_help = true;
            } else if let Some(sub) = cmd.find_subcommand(text).cloned() {
                cmd = sub;
            }
        }
        out.push(a);
    }
    out
}

/// `draughts`, `draughts perft`, `draughts pdn check`: the (sub)command the
/// arguments reached, for the error line.
fn command_path(argv: &[OsString]) -> String {
    let mut cmd = Cli::command();
    let mut path = vec!["draughts".to_string()];
    for a in argv.iter().skip(1) {
        let Some(a) = a.to_str() else { continue };
        let Some(sub) = cmd.find_subcommand(a).cloned() else { continue };
        path.push(sub.get_name().to_string());
        cmd = sub;
    }
    path.join(" ")
}

fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) => {
            Some(v.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", "))
        }
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// `--level <1-6>` → `--level`; `[DEPTH]` → `DEPTH`.
fn arg_name(s: &str) -> String {
    let name = if s.starts_with('-') { s.split([' ', '=']).next().unwrap_or(s) } else { s };
    name.trim_matches(|c| matches!(c, '<' | '>' | '[' | ']' | '.')).to_string()
}

/// One readable line for a clap error: what went wrong and where.
fn one_line(e: &clap::Error, path: &str) -> String {
    let arg = context(e, ContextKind::InvalidArg);
    let value = context(e, ContextKind::InvalidValue).map(|v| echo(&v));
    let why = match e.kind() {
        ErrorKind::UnknownArgument => {
            let arg = echo(&arg.unwrap_or_default());
            let tip = context(e, ContextKind::SuggestedArg)
                .map(|s| format!(" (did you mean {s}?)"))
                .unwrap_or_default();
            if arg.starts_with('-') {
                format!("unknown option {arg}{tip}")
            } else {
                format!("unexpected argument `{arg}`{tip}")
            }
        }
        ErrorKind::InvalidSubcommand => {
            let sub = echo(&context(e, ContextKind::InvalidSubcommand).unwrap_or_default());
            let tip = context(e, ContextKind::SuggestedSubcommand)
                .map(|s| format!(" (did you mean {s}?)"))
                .unwrap_or_else(|| format!(" (try `{path} --help`)"));
            format!("unknown command `{sub}`{tip}")
        }
        ErrorKind::InvalidValue => {
            let arg = arg_name(&arg.unwrap_or_default());
            let value = value.unwrap_or_default();
            if value.is_empty() {
                format!("{arg} needs a value")
            } else {
                match context(e, ContextKind::ValidValue) {
                    Some(valid) => format!("{arg} must be one of {valid}, got `{value}`"),
                    None => format!("{arg}: unknown value `{value}`"),
                }
            }
        }
        ErrorKind::ValueValidation => {
            let arg = arg_name(&arg.unwrap_or_default());
            let why = std::error::Error::source(e).map(|s| s.to_string()).unwrap_or_default();
            format!("{arg} {}, got `{}`", echo(&why), value.unwrap_or_default())
        }
        ErrorKind::MissingRequiredArgument => {
            let args = arg.unwrap_or_default();
            let args: Vec<String> = args.split(", ").map(arg_name).collect();
            format!("missing {}", args.join(", "))
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            format!("missing command (try `{path} --help`)")
        }
        ErrorKind::ArgumentConflict => {
            let other = context(e, ContextKind::PriorArg).map(|s| arg_name(&s));
            match other {
                Some(o) => {
                    format!("{} cannot be used with {o}", arg_name(&arg.unwrap_or_default()))
                }
                None => format!("{} given twice", arg_name(&arg.unwrap_or_default())),
            }
        }
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues | ErrorKind::TooFewValues => {
            format!("wrong number of values for {}", arg_name(&arg.unwrap_or_default()))
        }
        ErrorKind::NoEquals => format!("{} needs `=VALUE`", arg_name(&arg.unwrap_or_default())),
        ErrorKind::InvalidUtf8 => "an argument is not valid UTF-8".to_string(),
        _ => {
            // Whatever else clap says: its first line, without "error: ".
            let text = e.render().to_string();
            let first = text.lines().next().unwrap_or("bad arguments");
            echo(first.trim_start_matches("error: "))
        }
    };
    format!("{path}: {why}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn usage(args: &[&str]) -> String {
        let argv = std::iter::once("draughts").chain(args.iter().copied()).map(OsString::from);
        match parse(argv.collect()) {
            Parsed::Usage(line) => line,
            Parsed::Run(c) => panic!("parsed: {c:?}"),
            Parsed::Done => panic!("help"),
        }
    }

    #[test]
    fn the_declaration_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn usage_errors_are_one_line_naming_the_command_and_the_argument() {
        assert_eq!(
            usage(&["perft", "--depht", "3"]),
            "draughts perft: unknown option --depht (did you mean --depth?)"
        );
        assert_eq!(usage(&["perft"]), "draughts perft: missing DEPTH");
        assert_eq!(
            usage(&["perft", "31"]),
            "draughts perft: DEPTH must be a whole number from 0 to 30, got `31`"
        );
        assert_eq!(
            usage(&["play", "--level", "9"]),
            "draughts play: --level must be 1 to 6, got `9`"
        );
        assert_eq!(
            usage(&["play", "--mode", "three"]),
            "draughts play: --mode must be bot or two, got `three`"
        );
        assert_eq!(usage(&["play", "extra"]), "draughts play: unexpected argument `extra`");
        let codes = draughts_game::Lang::codes();
        assert_eq!(
            usage(&["tutorial", "--locale", "xx"]),
            format!("draughts tutorial: --locale must be one of {codes}, got `xx`")
        );
        assert_eq!(usage(&["pdn"]), "draughts pdn: missing command (try `draughts pdn --help`)");
        assert_eq!(usage(&["pdn", "check"]), "draughts pdn check: missing FILE");
        assert_eq!(
            usage(&["pdn", "chek", "x"]),
            "draughts pdn: unknown command `chek` (did you mean check?)"
        );
        assert_eq!(usage(&["perft", "--fen"]), "draughts perft: --fen needs a value");
        // Repeating an option is no error (the last value counts), as before.
        assert!(matches!(
            parse(
                ["draughts", "play", "--lines", "--lines", "--level", "2", "--level", "5"]
                    .map(OsString::from)
                    .to_vec()
            ),
            Parsed::Run(Cli {
                command: Command::Play(PlayArgs { level: Some(5), lines: true, .. })
            })
        ));
        assert_eq!(
            usage(&["perft", "--duplicates", "all", "3"]),
            "draughts perft: --duplicates must be one of keep, drop, got `all`"
        );
        assert_eq!(
            usage(&["tutorial", "--page", "2", "--variant", "czech"]),
            "draughts tutorial: --page cannot be used with --variant"
        );
        // Control characters in the input are escaped: still one line.
        assert_eq!(
            usage(&["perft", "--dep\nht"]),
            "draughts perft: unknown option --dep\\nht (did you mean --depth?)"
        );
    }
}
