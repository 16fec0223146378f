//! One button of a screen, as the core decides it: the mirror of the
//! core's `Control`.

use draughts_app as da;

/// A button: its label in the player's language, whether pressing it does
/// something now, and whether the screen puts it forward.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ControlView {
    /// The label (also what a screen reader says).
    pub label: String,
    /// Grey it out when false.
    pub enabled: bool,
    /// The obvious next step: draw it prominently.
    pub offered: bool,
}

impl From<&da::Control> for ControlView {
    fn from(c: &da::Control) -> Self {
        ControlView { label: c.label.clone(), enabled: c.enabled, offered: c.offered }
    }
}
