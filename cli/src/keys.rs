//! Play on a real terminal with the keyboard: the arrows move the board's
//! cursor, Enter taps where it stands, Escape cancels; typing letters or
//! digits writes a command or a move on the prompt line instead, which Enter
//! sends like a line in pipe mode. Home, Page Up, End and Page Down step
//! diagonally, as on a numeric keypad. Keys are read one at a time in raw
//! mode (crossterm); everything else is printed as usual.

use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::terminal;
use draughts_app::Key;

/// What one key press asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A key for the board (the line being typed is empty).
    Board(Key),
    /// The line being typed is complete.
    Submit(String),
    /// The line being typed changed: redraw the prompt.
    Edit,
    /// Leave the game.
    Quit,
    /// Nothing to do.
    Ignore,
}

/// The prompt line being typed, and what each key does with it.
#[derive(Default)]
pub struct LineKeys {
    pub line: String,
}

impl LineKeys {
    /// One key press. Board keys act only while no line is being typed, so
    /// that Enter sends a typed move and Escape clears it.
    pub fn press(&mut self, k: KeyEvent) -> Input {
        if k.kind == KeyEventKind::Release {
            return Input::Ignore;
        }
        let ctrl = k.modifiers.contains(KeyModifiers::CONTROL);
        let typing = !self.line.is_empty();
        let board = |key| if typing { Input::Ignore } else { Input::Board(key) };
        match k.code {
            KeyCode::Char('c' | 'd') if ctrl => Input::Quit,
            KeyCode::Char(c) if !ctrl => {
                self.line.push(c);
                Input::Edit
            }
            KeyCode::Backspace => {
                self.line.pop();
                Input::Edit
            }
            KeyCode::Enter if typing => Input::Submit(std::mem::take(&mut self.line)),
            KeyCode::Enter => Input::Board(Key::Enter),
            KeyCode::Esc if typing => {
                self.line.clear();
                Input::Edit
            }
            KeyCode::Esc => Input::Board(Key::Escape),
            KeyCode::Up => board(Key::Up),
            KeyCode::Down => board(Key::Down),
            KeyCode::Left => board(Key::Left),
            KeyCode::Right => board(Key::Right),
            KeyCode::Home => board(Key::UpLeft),
            KeyCode::PageUp => board(Key::UpRight),
            KeyCode::End => board(Key::DownLeft),
            KeyCode::PageDown => board(Key::DownRight),
            _ => Input::Ignore,
        }
    }
}

/// Reads one key press in raw mode (raw only while waiting, so printing
/// between keys works as usual).
pub fn read_key() -> std::io::Result<KeyEvent> {
    terminal::enable_raw_mode()?;
    let key = loop {
        match event::read() {
            Ok(Event::Key(k)) => break Ok(k),
            Ok(_) => continue,
            Err(e) => break Err(e),
        }
    };
    terminal::disable_raw_mode()?;
    key
}

/// Clears the screen and puts the cursor at the top left.
pub fn clear() {
    use crossterm::{cursor::MoveTo, execute, terminal::Clear, terminal::ClearType};
    let _ = execute!(std::io::stdout(), Clear(ClearType::All), MoveTo(0, 0));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn board_keys_until_a_line_is_typed() {
        let mut k = LineKeys::default();
        assert_eq!(k.press(key(KeyCode::Up)), Input::Board(Key::Up));
        assert_eq!(k.press(key(KeyCode::Home)), Input::Board(Key::UpLeft));
        assert_eq!(k.press(key(KeyCode::PageDown)), Input::Board(Key::DownRight));
        assert_eq!(k.press(key(KeyCode::Enter)), Input::Board(Key::Enter));
        assert_eq!(k.press(key(KeyCode::Esc)), Input::Board(Key::Escape));
        // Typing: arrows wait, Enter sends the line, Escape clears it.
        for c in "32-2".chars() {
            assert_eq!(k.press(key(KeyCode::Char(c))), Input::Edit);
        }
        assert_eq!(k.press(key(KeyCode::Up)), Input::Ignore);
        assert_eq!(k.press(key(KeyCode::Char('9'))), Input::Edit);
        assert_eq!(k.press(key(KeyCode::Backspace)), Input::Edit);
        assert_eq!(k.press(key(KeyCode::Char('8'))), Input::Edit);
        assert_eq!(k.press(key(KeyCode::Enter)), Input::Submit("32-28".into()));
        assert_eq!(k.line, "");
        k.press(key(KeyCode::Char('u')));
        assert_eq!(k.press(key(KeyCode::Esc)), Input::Edit);
        assert_eq!(k.press(key(KeyCode::Esc)), Input::Board(Key::Escape));
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(k.press(ctrl_c), Input::Quit);
    }
}
