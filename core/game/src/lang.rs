//! The app's languages. Every text the core serves (tutorial, lessons,
//! screen-reader words, refusals, level names) is written in both; saves
//! store the language as `"fr"` or `"en"`.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// French or English.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// French.
    Fr,
    /// English.
    #[default]
    En,
}

impl Lang {
    /// Every language, French first.
    pub const ALL: [Lang; 2] = [Lang::Fr, Lang::En];

    /// The language code, `fr` or `en`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }

    /// A language tag such as `fr_FR.UTF-8`: `fr…` is French, anything else English.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    }

    /// Picks the text of this language (French first, as everywhere in the core).
    pub const fn pick(self, fr: &'static str, en: &'static str) -> &'static str {
        match self {
            Lang::Fr => fr,
            Lang::En => en,
        }
    }

    /// As [`Lang::pick`], for owned text. Page builders call only this to vary
    /// with the language, which keeps both languages' structure identical.
    pub fn t(self, fr: &str, en: &str) -> String {
        match self {
            Lang::Fr => fr.to_string(),
            Lang::En => en.to_string(),
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "fr" | "fr-fr" | "french" | "français" | "francais" => Ok(Lang::Fr),
            "en" | "en-gb" | "en-us" | "english" => Ok(Lang::En),
            _ => Err(format!("unknown language `{s}` (expected fr or en)")),
        }
    }
}
