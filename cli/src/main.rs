//! `draughts`: play in the terminal, and the tools around the rules core.
//! Bad input of any kind exits with code 2 and one line on stderr; `--help`
//! on every command, `--version`, and shell completions come from clap.

mod cli;
mod clock;
mod cmd_analyse;
mod cmd_hub;
mod cmd_pdn;
mod cmd_play;
mod cmd_puzzles;
mod cmd_rules;
mod cmd_tutorial;
mod files;
mod keys;
mod out;
mod term;

use clap::CommandFactory;
use cli::{Command, Parsed};

fn main() {
    out::exit_quietly_on_closed_stdout();
    let cli = match cli::parse(std::env::args_os().collect()) {
        Parsed::Run(cli) => cli,
        Parsed::Done => return,
        Parsed::Usage(line) => {
            eprintln!("{line}");
            std::process::exit(2);
        }
    };
    let result = match cli.command {
        Command::Play(a) => cmd_play::run_play(&a),
        Command::Perft(a) => cmd_rules::run_perft(&a),
        Command::Moves(a) => cmd_rules::run_moves(&a),
        Command::Hub(a) => cmd_hub::run_hub(&a.rest),
        Command::Pdn(a) => cmd_pdn::run_pdn(a.command),
        Command::Analyse(a) => cmd_analyse::run_analyse(&a),
        Command::Tutorial(a) => cmd_tutorial::run_tutorial(&a),
        Command::Lesson(a) => cmd_tutorial::run_lesson(&a),
        Command::Puzzles(a) => cmd_puzzles::run_puzzles(&a),
        Command::Completions(a) => {
            let mut out = std::io::stdout().lock();
            clap_complete::generate(a.shell, &mut cli::Cli::command(), "draughts", &mut out);
            Ok(())
        }
    };
    if let Err(e) = result {
        eprintln!("draughts {e}");
        std::process::exit(2);
    }
}
