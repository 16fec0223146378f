//! Drawing the board session's snapshot in a terminal: ANSI colours on a
//! terminal, plain text when `NO_COLOR` is set or the output is not one.
//!
//! Each square is four characters: two of content (a piece letter, or the
//! square's number when empty) between two marker characters, so the plain
//! drawing shows every highlight too:
//! `[w ]` selected, `(28)` destination, `{37}` final destination (one tap),
//! `*w *` must capture, `!b !` being captured, `?..?` hint, `'28'` last
//! move; `>28<` is the keyboard cursor when play uses the arrow keys.

use draughts_app::i18n::text;
use draughts_app::{BoardView, SquareView};
use draughts_game::Lang;
use draughts_rules::{Color, Numbering, Rules};
use std::io::IsTerminal;

/// Whether to use colour on stdout.
pub fn use_colour() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()) && std::io::stdout().is_terminal()
}

fn content(v: &SquareView, rules: &Rules) -> String {
    match v.piece {
        Some(p) => format!("{} ", p.letter()),
        None if rules.numbering == Numbering::Algebraic => " .".into(),
        None => format!("{:>2}", v.number),
    }
}

fn markers(v: &SquareView, cursor: bool) -> (char, char) {
    let f = &v.flags;
    if cursor && f.cursor {
        ('>', '<')
    } else if f.selected {
        ('[', ']')
    } else if f.target {
        ('(', ')')
    } else if f.final_destination {
        ('{', '}')
    } else if f.captured {
        ('!', '!')
    } else if f.must_capture {
        ('*', '*')
    } else if f.hint {
        ('?', '?')
    } else if f.last_from || f.last_to || f.last_path {
        ('\'', '\'')
    } else {
        (' ', ' ')
    }
}

const RESET: &str = "\x1b[0m";

fn colour_cell(v: &SquareView, text: &str, cursor: bool) -> String {
    let f = &v.flags;
    let bg = if f.selected {
        178
    } else if f.target {
        28
    } else if f.final_destination {
        22
    } else if f.captured {
        124
    } else if f.hint {
        61
    } else if f.last_from || f.last_to || f.last_path {
        101
    } else {
        94
    };
    let fg = match v.piece.map(|p| p.color) {
        Some(Color::White) => "1;38;5;231",
        Some(Color::Black) => "1;38;5;16",
        None => "38;5;250",
    };
    let ring = if f.must_capture { "\x1b[38;5;220m" } else { "" };
    // The markers keep their meaning in colour; the must-capture ring is gold.
    let (l, r) = markers(v, cursor);
    let inner: String = text.chars().skip(1).take(2).collect();
    format!("\x1b[48;5;{bg}m{ring}{l}\x1b[{fg}m{inner}{ring}{r}{RESET}")
}

/// The board with coordinates (files below, ranks on the left) and, for
/// numbered variants, the square numbers in empty squares. `cursor` draws
/// the keyboard cursor (`>28<`), for play with the arrow keys.
pub fn draw(view: &BoardView, rules: &Rules, colour: bool, cursor: bool) -> String {
    let side = view.side;
    let mut out = String::new();
    let file_of = |col: u8| -> char {
        let f = if view.flipped { side - 1 - col } else { col };
        (b'a' + f) as char
    };
    for row in 0..side {
        let rank = if view.flipped { row + 1 } else { side - row };
        out.push_str(&format!("{rank:>3} "));
        for col in 0..side {
            match view.at(row, col) {
                Some(v) => {
                    let (l, r) = markers(v, cursor);
                    let text = format!("{l}{}{r}", content(v, rules));
                    if colour {
                        out.push_str(&colour_cell(v, &text, cursor));
                    } else {
                        out.push_str(&text);
                    }
                }
                None if colour => out.push_str(&format!("\x1b[48;5;180m    {RESET}")),
                None => out.push_str("    "),
            }
        }
        if rules.numbering != Numbering::Algebraic {
            // The square numbers, beside the board, for typing moves.
            out.push_str("   ");
            for col in 0..side {
                match view.at(row, col) {
                    Some(v) => out.push_str(&format!("{:>3}", v.number)),
                    None => out.push_str("   "),
                }
            }
        }
        out.push('\n');
    }
    out.push_str("    ");
    for col in 0..side {
        out.push_str(&format!("  {} ", file_of(col)));
    }
    out.push('\n');
    out
}

/// The legend of the plain drawing, in `lang`.
pub fn legend(lang: Lang) -> &'static str {
    text(lang, "cli-play-legend")
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts_app::BoardSession;
    use draughts_game::Player;

    fn strip(s: &str) -> String {
        let mut out = String::new();
        let mut esc = false;
        for c in s.chars() {
            match (esc, c) {
                (false, '\x1b') => esc = true,
                (true, 'm') => esc = false,
                (true, _) => {}
                (false, c) => out.push(c),
            }
        }
        out
    }

    #[test]
    fn colour_and_plain_draw_the_same_text() {
        let rules = Rules::international();
        let mut s = BoardSession::new(rules, [Player::Human; 2]);
        s.tap(rules.parse_square("32").unwrap());
        let v = s.view();
        let plain = draw(&v, &rules, false, false);
        let colour = draw(&v, &rules, true, false);
        assert!(!plain.contains('\x1b'));
        assert!(colour.contains("\x1b[48;5;178m"), "the selected square is gold");
        assert_eq!(strip(&colour), plain);
        assert!(
            plain.contains("[w ]") && plain.contains("(27)") && plain.contains("(28)"),
            "{plain}"
        );
    }
}
