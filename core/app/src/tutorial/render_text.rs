//! A plain-text renderer for pages, diagrams and lessons: what the terminal
//! prints. Boards are ASCII, seen from White's side:
//!
//! ```text
//!  5 [ .] b   .   w
//! ```
//!
//! `w`/`W` a white man/king, `b`/`B` a black man/king, `.` an empty dark
//! square (its number on a numbered board), `*` an empty square a playable
//! move lands on, `[ ]` a highlighted square. Emphasis is dropped.

use super::lessons::Lesson;
use super::page::{plain, ArrowKind, Block, Diagram, Lang, Page, Table};
use crate::i18n::{text, tr};
use draughts_rules::{Color, Numbering, PieceKind, Position, Rules, Square};

const WIDTH: usize = 78;
/// Tables wider than this are printed one record per row.
const MAX_TABLE_WIDTH: usize = 100;

/// The page as plain text.
pub fn render_page(page: &Page, l: Lang) -> String {
    let mut out = String::new();
    out.push_str(&page.title);
    out.push('\n');
    out.push_str(&"=".repeat(page.title.chars().count()));
    out.push('\n');
    for b in &page.blocks {
        out.push('\n');
        match b {
            Block::Heading(h) => {
                out.push_str(h);
                out.push('\n');
                out.push_str(&"-".repeat(h.chars().count()));
                out.push('\n');
            }
            Block::Paragraph(spans) => out.push_str(&wrap(&plain(spans), "", "")),
            Block::BulletList(items) => {
                for item in items {
                    out.push_str(&wrap(&plain(item), "  - ", "    "));
                }
            }
            Block::Table(t) => out.push_str(&render_table(t)),
            Block::Diagram(d) => out.push_str(&render_diagram(d, l)),
        }
    }
    out
}

/// Greedy word wrap at [`WIDTH`] columns with a first-line and a
/// continuation prefix. A lone French punctuation mark stays at the end of
/// its line, even past the width. Ends with a newline.
fn wrap(text: &str, first: &str, rest: &str) -> String {
    let mut out = String::new();
    let mut line = first.to_string();
    let mut empty = true;
    for word in text.split_whitespace() {
        let len = line.chars().count() + word.chars().count() + usize::from(!empty);
        // French puts a space before : ; ! ? and », which must not start a line.
        let glued = matches!(word, ":" | ";" | "!" | "?" | "»");
        if !empty && len > WIDTH && !glued {
            out.push_str(&line);
            out.push('\n');
            line = rest.to_string();
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push_str(&line);
    out.push('\n');
    out
}

fn render_table(t: &Table) -> String {
    let cols = t.header.len();
    let mut widths: Vec<usize> = t.header.iter().map(|h| h.chars().count()).collect();
    for row in &t.rows {
        for (i, c) in row.iter().enumerate().take(cols) {
            widths[i] = widths[i].max(c.chars().count());
        }
    }
    let total: usize = widths.iter().sum::<usize>() + 3 * cols.saturating_sub(1);
    let mut out = String::new();
    if total <= MAX_TABLE_WIDTH {
        let line = |cells: &[String]| -> String {
            let padded: Vec<String> = cells
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    format!("{c}{}", " ".repeat(widths[i].saturating_sub(c.chars().count())))
                })
                .collect();
            format!("{}\n", padded.join(" | ").trim_end())
        };
        out.push_str(&line(&t.header));
        out.push_str(&format!(
            "{}\n",
            widths.iter().map(|w| "-".repeat(*w)).collect::<Vec<_>>().join("-+-")
        ));
        for row in &t.rows {
            out.push_str(&line(row));
        }
    } else {
        // Too wide for a terminal: one block per row, "header: value" lines.
        let label_width = t.header.iter().skip(1).map(|h| h.chars().count()).max().unwrap_or(0);
        for row in &t.rows {
            out.push_str(&format!("{}\n", row.first().map(String::as_str).unwrap_or("")));
            for (h, c) in t.header.iter().zip(row).skip(1) {
                out.push_str(&format!(
                    "    {h}{} : {c}\n",
                    " ".repeat(label_width - h.chars().count())
                ));
            }
        }
    }
    out
}

fn side_to_move(c: Color, l: Lang) -> String {
    match c {
        Color::White => text(l, "tut-side-to-move-white-move").to_owned(),
        Color::Black => text(l, "tut-side-to-move-black-move").to_owned(),
    }
}

/// A diagram: the board, the side to move, arrows and the caption.
pub fn render_diagram(d: &Diagram, l: Lang) -> String {
    let pos = match d.position() {
        Ok(p) => p,
        Err(e) => {
            return format!(
                "[{}: {e}]\n",
                text(l, "tut-render-diagram-unreadable-diagram").to_owned()
            )
        }
    };
    let on_path: Vec<&str> = d
        .arrows
        .iter()
        .filter(|a| a.kind == ArrowKind::Good)
        .flat_map(|a| a.path.iter().skip(1).map(String::as_str))
        .collect();
    let mut out = render_board(&d.rules, &pos, &d.highlights, &on_path, d.numbered);
    out.push_str(&format!("  {}\n", side_to_move(pos.turn(), l)));
    for a in &d.arrows {
        let label = match a.kind {
            ArrowKind::Good => text(l, "tut-render-diagram-move").to_owned(),
            ArrowKind::Forbidden => text(l, "tut-render-diagram-not-allowed").to_owned(),
        };
        let path = a.path.join(" -> ");
        let arrow = tr(l, "tut-render-arrow", &[("label", label.into()), ("path", path.into())]);
        out.push_str(&format!("  {arrow}\n"));
    }
    if !d.caption.is_empty() {
        out.push_str(&wrap(&plain(&d.caption), "  ", "  "));
    }
    out
}

/// A lesson's statement: title, board and task.
pub fn render_lesson(lesson: &Lesson, l: Lang) -> String {
    let mut out = format!("{}\n{}\n", lesson.title, "=".repeat(lesson.title.chars().count()));
    match lesson.position() {
        Ok(pos) => {
            // Numbered, so a player can read the squares to type the move.
            out.push_str(&render_board(&lesson.rules, &pos, &lesson.highlights, &[], true));
            out.push_str(&piece_list(&lesson.rules, &pos, l));
        }
        Err(e) => out.push_str(&format!("[{e}]\n")),
    }
    out.push_str(&wrap(&plain(&lesson.task), "", ""));
    out
}

/// "White: 32, K46 / Black: 19, 28": the squares of each side's pieces.
fn piece_list(rules: &Rules, pos: &Position, l: Lang) -> String {
    let king = text(l, "tut-piece-list-king-mark");
    let side = |c: Color| -> String {
        let mut names: Vec<(u32, String)> = pos
            .pieces(rules)
            .into_iter()
            .filter(|(_, p)| p.color == c)
            .map(|(s, p)| {
                let k = if p.kind == PieceKind::King { king } else { "" };
                (rules.square_number(s), format!("{k}{}", rules.square_name(s)))
            })
            .collect();
        names.sort();
        names.into_iter().map(|(_, n)| n).collect::<Vec<_>>().join(", ")
    };
    tr(
        l,
        "tut-piece-list-white-black",
        &[("side", side(Color::White).into()), ("side2", side(Color::Black).into())],
    )
}

/// An ASCII board seen from White, with rank numbers on the left and file
/// letters below. `highlights` and `marks` are square names in notation.
pub fn render_board(
    rules: &Rules,
    pos: &Position,
    highlights: &[String],
    marks: &[&str],
    numbered: bool,
) -> String {
    let side = rules.board.side();
    let resolve = |names: &[&str]| -> Vec<Square> {
        names.iter().filter_map(|n| rules.parse_square(n)).collect()
    };
    let hl = resolve(&highlights.iter().map(String::as_str).collect::<Vec<_>>());
    let mk = resolve(marks);
    let show_numbers = numbered && rules.numbering != Numbering::Algebraic;
    let mut out = String::new();
    for rank in (0..side).rev() {
        out.push_str(&format!("{:>3} ", rank + 1));
        for file in 0..side {
            let cell = match rules.from_coords(file, rank) {
                None => "    ".to_string(),
                Some(s) => {
                    let content = match pos.piece_at(rules, s) {
                        Some(p) => format!(" {}", p.letter()),
                        None if show_numbers => format!("{:>2}", rules.square_number(s)),
                        None if mk.contains(&s) => " *".to_string(),
                        None => " .".to_string(),
                    };
                    if hl.contains(&s) {
                        format!("[{content}]")
                    } else {
                        format!(" {content} ")
                    }
                }
            };
            out.push_str(&cell);
        }
        out.truncate(out.trim_end().len());
        out.push('\n');
    }
    out.push_str("    ");
    for file in 0..side {
        out.push_str(&format!("  {} ", (b'a' + file) as char));
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}
