//! The app's languages: the list of languages whose message catalogue is
//! complete, each with its BCP-47 code, and the reading of language tags
//! (`fr_FR.UTF-8`, `pt`, `fr-CA`) with a fallback to the base language.
//! Saves store the language as its code (`"fr"`, `"en"`).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A language the app speaks. A language is listed here only once its
/// catalogue (in draughts-app) holds every message.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// French.
    Fr,
    /// English.
    #[default]
    En,
    /// Dutch.
    Nl,
    /// Russian.
    Ru,
    /// Brazilian Portuguese.
    PtBr,
}

impl Lang {
    /// Every language, French first.
    pub const ALL: [Lang; 5] = [Lang::Fr, Lang::En, Lang::Nl, Lang::Ru, Lang::PtBr];

    /// The BCP-47 code, such as `fr`, `en` or `pt-BR`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
            Lang::Nl => "nl",
            Lang::Ru => "ru",
            Lang::PtBr => "pt-BR",
        }
    }

    /// The language's name in itself ("Français", "Русский"), as a language
    /// menu lists it whatever the current language.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::Fr => "Français",
            Lang::En => "English",
            Lang::Nl => "Nederlands",
            Lang::Ru => "Русский",
            Lang::PtBr => "Português (Brasil)",
        }
    }

    /// The base language of the code (`pt` for `pt-BR`), which a tag with
    /// another region falls back to.
    fn base(self) -> &'static str {
        let code = self.code();
        match code.split_once('-') {
            Some((base, _)) => base,
            None => code,
        }
    }

    /// The language a tag names: the exact code first (`pt-BR`), then the
    /// base language (`fr-CA` and `fr_FR.UTF-8` are French, `pt` is `pt-BR`).
    /// `None` when no language of [`Lang::ALL`] matches.
    pub fn parse_tag(tag: &str) -> Option<Lang> {
        // A POSIX locale (`fr_FR.UTF-8@euro`) has an encoding and a modifier
        // after the language; BCP-47 uses `-` where POSIX uses `_`.
        let tag = tag.trim().split(['.', '@']).next().unwrap_or("").replace('_', "-");
        let exact = Lang::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(&tag));
        let base = tag.split('-').next().unwrap_or("");
        exact.or_else(|| Lang::ALL.into_iter().find(|l| l.base().eq_ignore_ascii_case(base)))
    }

    /// A language tag such as `fr_FR.UTF-8` or `pt-BR`, as [`Lang::parse_tag`]
    /// reads it; an unknown or empty tag is English.
    pub fn from_tag(tag: &str) -> Lang {
        Lang::parse_tag(tag).unwrap_or(Lang::En)
    }

    /// The codes of every language, for messages: `fr, en, nl, ru, pt-BR`.
    pub fn codes() -> String {
        Lang::ALL.map(Lang::code).join(", ")
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;
    /// A tag of a supported language (see [`Lang::parse_tag`]); anything else
    /// is refused with the list of languages.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::parse_tag(s)
            .ok_or_else(|| format!("unknown language `{s}` (expected one of {})", Lang::codes()))
    }
}

impl Serialize for Lang {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

/// Reads the code a save stored. A code this build does not know (a save
/// from a newer app) falls back as [`Lang::from_tag`] does instead of
/// refusing the whole save: the language only words the texts.
impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let code = String::deserialize(d)?;
        Ok(Lang::from_tag(&code))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_fall_back_to_the_base_language() {
        assert_eq!(Lang::from_tag("fr_FR.UTF-8"), Lang::Fr);
        assert_eq!(Lang::from_tag("fr-CA"), Lang::Fr);
        assert_eq!(Lang::from_tag("FR"), Lang::Fr);
        assert_eq!(Lang::from_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_tag("C"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
        assert_eq!(Lang::from_tag("nl_BE.UTF-8"), Lang::Nl);
        assert_eq!(Lang::from_tag("ru-UA"), Lang::Ru);
        assert_eq!(Lang::from_tag("pt_BR"), Lang::PtBr);
        // Portuguese of Portugal is closer to Brazil's than to English.
        assert_eq!(Lang::from_tag("pt-PT"), Lang::PtBr);
        assert_eq!(Lang::from_tag("pt"), Lang::PtBr);
        assert_eq!(Lang::parse_tag("xx-YY"), None);
        // "frisian" must not pass for French: only whole subtags match.
        assert_eq!(Lang::parse_tag("fry"), None);
    }

    #[test]
    fn every_code_reads_back_as_itself() {
        for l in Lang::ALL {
            assert_eq!(l.code().parse::<Lang>(), Ok(l));
            assert_eq!(Lang::from_tag(&l.code().to_uppercase()), l);
        }
    }

    #[test]
    fn an_unknown_language_is_refused_with_the_list() {
        let err = "klingon".parse::<Lang>().unwrap_err();
        assert!(err.contains("klingon") && err.contains(&Lang::codes()), "{err}");
    }

    #[test]
    fn saves_keep_the_code_and_old_codes_still_read() {
        assert_eq!(serde_json::to_string(&Lang::Fr).unwrap(), "\"fr\"");
        assert_eq!(serde_json::from_str::<Lang>("\"en\"").unwrap(), Lang::En);
        assert_eq!(serde_json::from_str::<Lang>("\"fr\"").unwrap(), Lang::Fr);
        assert_eq!(serde_json::to_string(&Lang::PtBr).unwrap(), "\"pt-BR\"");
        assert_eq!(serde_json::from_str::<Lang>("\"pt-BR\"").unwrap(), Lang::PtBr);
        // A language from a newer build falls back rather than losing the game.
        assert_eq!(serde_json::from_str::<Lang>("\"zz\"").unwrap(), Lang::En);
    }
}
