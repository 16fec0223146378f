//! The message catalogues: every sentence the core says, one Project Fluent
//! catalogue per language (`locales/<code>/<area>.ftl`, embedded in the
//! binary), and the two calls that word a message: [`text`] for a message
//! without arguments, [`tr`] for one with arguments.
//!
//! Each language's bundle is built once, on first use. Isolation marks
//! (U+2068/U+2069 around each argument) are off: every language here is
//! written left to right, and the marks would show up in terminal output and
//! in the texts tests compare.

use draughts_game::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::HashMap;
use std::sync::OnceLock;

/// A message argument: a name and its value. Counts must be passed as
/// numbers, or the plural variants will not be chosen.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

/// The catalogue files of each language, by area. This is the one table of
/// languages with a catalogue; [`Lang::ALL`] lists a language only once its
/// files are here and complete (the catalogue tests check both).
pub fn catalogue_files(lang: Lang) -> &'static [(&'static str, &'static str)] {
    /// The files of one locale folder, in the order of its areas.
    macro_rules! folder {
        ($code:literal) => {
            &[
                ("game", include_str!(concat!("../locales/", $code, "/game.ftl"))),
                ("tutorial", include_str!(concat!("../locales/", $code, "/tutorial.ftl"))),
                ("rules", include_str!(concat!("../locales/", $code, "/rules.ftl"))),
                ("lessons", include_str!(concat!("../locales/", $code, "/lessons.ftl"))),
                ("editor", include_str!(concat!("../locales/", $code, "/editor.ftl"))),
                ("errors", include_str!(concat!("../locales/", $code, "/errors.ftl"))),
                ("cli", include_str!(concat!("../locales/", $code, "/cli.ftl"))),
                ("analysis", include_str!(concat!("../locales/", $code, "/analysis.ftl"))),
                ("library", include_str!(concat!("../locales/", $code, "/library.ftl"))),
                ("puzzles", include_str!(concat!("../locales/", $code, "/puzzles.ftl"))),
                ("review", include_str!(concat!("../locales/", $code, "/review.ftl"))),
                ("record", include_str!(concat!("../locales/", $code, "/record.ftl"))),
                ("personal", include_str!(concat!("../locales/", $code, "/personal.ftl"))),
                ("import", include_str!(concat!("../locales/", $code, "/import.ftl"))),
            ]
        };
    }
    match lang {
        Lang::En => folder!("en"),
        Lang::Fr => folder!("fr"),
        Lang::Nl => folder!("nl"),
        Lang::Ru => folder!("ru"),
        Lang::PtBr => folder!("pt-BR"),
    }
}

/// One language's bundle, and its messages without arguments worded once so
/// that [`text`] (called for every square of every view) is a map lookup.
struct Catalogue {
    bundle: FluentBundle<FluentResource>,
    plain: HashMap<String, String>,
}

fn build(lang: Lang) -> Catalogue {
    let tag = lang.code().parse().expect("every Lang code is a valid language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    bundle.set_use_isolating(false);
    for (area, source) in catalogue_files(lang) {
        // The catalogue tests parse every file with no error; a broken entry
        // here would only lose that one message.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        if bundle.add_resource(resource).is_err() {
            debug_assert!(false, "{}/{area}.ftl repeats a message id", lang.code());
        }
    }
    let mut plain = HashMap::new();
    for (_, source) in catalogue_files(lang) {
        for id in message_ids(source) {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = vec![];
                let worded = bundle.format_pattern(pattern, None, &mut errors);
                if errors.is_empty() {
                    plain.insert(id.to_string(), worded.into_owned());
                }
            }
        }
    }
    Catalogue { bundle, plain }
}

/// The ids of a catalogue file's messages: lines `id = …` at the margin.
fn message_ids(source: &str) -> impl Iterator<Item = &str> {
    source.lines().filter_map(|line| {
        let (id, _) = line.split_once('=')?;
        let id = id.trim_end();
        let ok = id.starts_with(|c: char| c.is_ascii_alphabetic())
            && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        ok.then_some(id)
    })
}

fn catalogue(lang: Lang) -> &'static Catalogue {
    static CATALOGUES: [OnceLock<Catalogue>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    let i = Lang::ALL.iter().position(|&l| l == lang).expect("every Lang is in Lang::ALL");
    CATALOGUES[i].get_or_init(|| build(lang))
}

/// A message without arguments, in `lang`. An id missing from the
/// catalogue gives the id itself (the catalogue tests check that every id
/// the sources use exists).
pub fn text(lang: Lang, id: &'static str) -> &'static str {
    catalogue(lang).plain.get(id).map_or(id, String::as_str)
}

/// A message with its arguments, in `lang`: `tr(l, "board-empty", &[("square",
/// name.into())])`. A missing id gives the id; a missing argument shows as
/// `{$name}` (both caught by the catalogue tests).
pub fn tr(lang: Lang, id: &str, args: &[Arg<'_>]) -> String {
    let bundle = &catalogue(lang).bundle;
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_string();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = vec![];
    bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned()
}
