//! [`Control`]: one button of a screen as the core decides it: its label in
//! the player's language, whether it may be pressed, and whether the screen
//! puts it forward (the next thing to do).

use serde::Serialize;

/// One control of a screen's snapshot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Control {
    /// The label, in the player's language (also what a screen reader says).
    pub label: String,
    /// Whether pressing it does something now; a front end greys it out
    /// otherwise.
    pub enabled: bool,
    /// Whether the screen puts it forward (the obvious next step: "Next
    /// puzzle" once one is solved).
    pub offered: bool,
}

impl Control {
    /// A control with its label and whether it is enabled, not put forward.
    pub fn new(label: impl Into<String>, enabled: bool) -> Control {
        Control { label: label.into(), enabled, offered: false }
    }

    /// The same control, put forward when `offered`.
    pub fn offered(mut self, offered: bool) -> Control {
        self.offered = offered && self.enabled;
        self
    }
}
