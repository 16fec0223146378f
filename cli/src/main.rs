//! `draughts`: play in the terminal, and the tools around the rules core.
//! Bad input of any kind exits with code 2 and one line on stderr.

mod args;
mod clock;
mod cmd_hub;
mod cmd_pdn;
mod cmd_play;
mod cmd_rules;
mod cmd_tutorial;
mod files;
mod keys;
mod term;

const USAGE: &str = "usage: draughts <command> [options]

commands:
  play [--variant V] [--mode bot|two] [--level 1-6] [--color white|black] [--resume FILE]
  perft [--variant V] [--fen FEN] [--duplicates keep|drop] [--json] [--divide] DEPTH
  moves [--variant V] [--fen FEN] [--json]
  hub [--match ... | --bench ...]   the Hub v2 engine on stdin/stdout
  pdn check FILE... | pdn export SAVE [--out FILE] | pdn save PDN [--game N] --out SAVE
  tutorial [--locale fr|en] [--page N | --variant V] [--list]
  lesson [--locale fr|en] [--list] [N]

variants: international, english (american), russian, brazilian, spanish, italian, czech";

fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some((cmd, rest)) = argv.split_first() else {
        eprintln!("draughts: missing command\n{USAGE}");
        std::process::exit(2);
    };
    let result = match cmd.as_str() {
        "play" => cmd_play::run_play(rest),
        "perft" => cmd_rules::run_perft(rest),
        "moves" => cmd_rules::run_moves(rest),
        "hub" => cmd_hub::run_hub(rest),
        "pdn" => cmd_pdn::run_pdn(rest),
        "tutorial" => cmd_tutorial::run_tutorial(rest),
        "lesson" => cmd_tutorial::run_lesson(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("draughts: unknown command `{other}` (try `draughts help`)")),
    };
    if let Err(e) = result {
        eprintln!("{e}");
        std::process::exit(2);
    }
}
