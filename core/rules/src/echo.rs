//! Input echoed in error messages, with control characters escaped so that
//! a message stays on one line whatever the input held.

use std::fmt;

/// Displays a piece of input with every control character escaped (`\n`,
/// `\r`, `\t`, `\u{1b}`, …, and the Unicode line and paragraph
/// separators) and everything else as it is, accents included.
///
/// ```
/// use draughts_rules::Echo;
/// assert_eq!(Echo("32-28\n19-23").to_string(), "32-28\\n19-23");
/// assert_eq!(Echo("Émile").to_string(), "Émile");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Echo<'a>(pub &'a str);

impl fmt::Display for Echo<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            if c.is_control() || c == '\u{2028}' || c == '\u{2029}' {
                write!(f, "{}", c.escape_debug())?;
            } else {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

/// The input as [`Echo`] writes it.
pub fn echo(s: &str) -> String {
    Echo(s).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_nothing_else() {
        assert_eq!(echo("a\r\nb\tc\u{0}d\u{1b}[0m\u{7f}"), "a\\r\\nb\\tc\\0d\\u{1b}[0m\\u{7f}");
        assert_eq!(echo("12x23 \"é\" ∅"), "12x23 \"é\" ∅");
        assert_eq!(echo("a\u{2028}b"), "a\\u{2028}b");
    }
}
