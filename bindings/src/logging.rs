//! Logging through the `log` facade: `android_logger` on Android, `oslog` on
//! Apple platforms, and on other hosts a plain stderr logger — installed only
//! when the app (or a test) calls [`init_logging`]. Nothing is logged before.

use crate::error::{guard, Result};

/// How much the core and bindings log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum LogLevel {
    /// Nothing at all.
    Off,
    /// Failures only.
    Error,
    /// Failures and surprises.
    Warn,
    /// Lifecycle events (searches started and finished, games restored).
    Info,
    /// Details for debugging.
    Debug,
    /// Everything.
    Trace,
}

impl From<LogLevel> for log::LevelFilter {
    fn from(l: LogLevel) -> Self {
        match l {
            LogLevel::Off => log::LevelFilter::Off,
            LogLevel::Error => log::LevelFilter::Error,
            LogLevel::Warn => log::LevelFilter::Warn,
            LogLevel::Info => log::LevelFilter::Info,
            LogLevel::Debug => log::LevelFilter::Debug,
            LogLevel::Trace => log::LevelFilter::Trace,
        }
    }
}

/// Sends the library's log to the platform log (logcat on Android, the
/// unified log on iOS under subsystem `org.draughts.core`, stderr elsewhere)
/// at `level` and above. Safe to call more than once: later calls only
/// change the level.
#[uniffi::export]
pub fn init_logging(level: LogLevel) -> Result<()> {
    guard(|| {
        let filter: log::LevelFilter = level.into();
        install(filter);
        log::set_max_level(filter);
        Ok(())
    })
}

#[cfg(target_os = "android")]
fn install(filter: log::LevelFilter) {
    android_logger::init_once(
        android_logger::Config::default().with_max_level(filter).with_tag("draughts"),
    );
}

#[cfg(any(target_os = "ios", target_os = "macos"))]
fn install(filter: log::LevelFilter) {
    // Fails only if a logger is already set: then keep it.
    let _ = oslog::OsLogger::new("org.draughts.core").level_filter(filter).init();
}

#[cfg(not(any(target_os = "android", target_os = "ios", target_os = "macos")))]
fn install(_filter: log::LevelFilter) {
    struct Stderr;
    impl log::Log for Stderr {
        fn enabled(&self, m: &log::Metadata) -> bool {
            m.level() <= log::max_level()
        }
        fn log(&self, r: &log::Record) {
            if self.enabled(r.metadata()) {
                eprintln!("[draughts {} {}] {}", r.level(), r.target(), r.args());
            }
        }
        fn flush(&self) {}
    }
    static LOGGER: Stderr = Stderr;
    let _ = log::set_logger(&LOGGER);
}
