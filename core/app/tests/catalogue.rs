//! The message catalogues are complete and well formed: every file parses,
//! every language has the reference (English) messages with the same
//! attributes and arguments, plural selectors have the categories their
//! language needs (CLDR), every message formats, and the ids the sources
//! use are exactly the ids the catalogues hold.

use draughts_app::i18n::{catalogue_files, text, tr};
use draughts_game::Lang;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const REFERENCE: Lang = Lang::En;

/// The CLDR cardinal plural categories of each language the app has or
/// will have (unicode-org/cldr `common/supplemental/plurals.xml`).
fn plural_categories(code: &str) -> &'static [&'static str] {
    match code {
        "en" | "nl" => &["one", "other"],
        "fr" | "pt-BR" => &["one", "many", "other"],
        "ru" => &["one", "few", "many", "other"],
        other => panic!("no plural categories listed for `{other}`"),
    }
}

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// What a message is made of, as the checks compare it.
#[derive(Default, Debug)]
struct Shape {
    attributes: BTreeSet<String>,
    variables: BTreeSet<String>,
    /// Arguments the message's comment names (`$count`): passed by the
    /// code though this language's wording may not need them.
    declared: BTreeSet<String>,
    /// The variant keys of each plural select (by category names).
    plural_selects: Vec<BTreeSet<String>>,
}

fn parse(code: &str, area: &str, source: &str) -> ast::Resource<String> {
    let resource = fluent_syntax::parser::parse(source.to_string())
        .unwrap_or_else(|(_, errors)| panic!("{code}/{area}.ftl does not parse: {errors:?}"));
    for entry in &resource.body {
        assert!(
            !matches!(entry, ast::Entry::Junk { .. }),
            "{code}/{area}.ftl holds junk: {entry:?}"
        );
    }
    resource
}

fn walk_pattern(p: &ast::Pattern<String>, shape: &mut Shape) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, shape);
        }
    }
}

fn walk_expression(e: &ast::Expression<String>, shape: &mut Shape) {
    match e {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, shape);
            let keys: BTreeSet<String> = variants
                .iter()
                .filter_map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => Some(name.clone()),
                    ast::VariantKey::NumberLiteral { .. } => None,
                })
                .collect();
            // A select over categories other than the catch-all `other` is
            // a plural; one over words (`[king]`, `[yes]`) is not.
            if keys.iter().any(|k| k != "other" && CATEGORIES.contains(&k.as_str())) {
                shape.plural_selects.push(keys);
            }
            for v in variants {
                walk_pattern(&v.value, shape);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, shape),
    }
}

fn walk_inline(e: &ast::InlineExpression<String>, shape: &mut Shape) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            shape.variables.insert(id.name.clone());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, shape);
            }
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, shape),
        _ => {}
    }
}

/// Every message of a language, by id, with its shape; panics on a
/// duplicate id across the language's files.
fn shapes(lang: Lang) -> BTreeMap<String, Shape> {
    let mut out = BTreeMap::new();
    for (area, source) in catalogue_files(lang) {
        for entry in parse(lang.code(), area, source).body {
            if let ast::Entry::Message(m) = entry {
                let mut shape = Shape::default();
                for line in m.comment.iter().flat_map(|c| &c.content) {
                    for word in line.split_whitespace().filter_map(|w| w.strip_prefix('$')) {
                        let name: String =
                            word.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                        shape.declared.insert(name);
                    }
                }
                if let Some(v) = &m.value {
                    walk_pattern(v, &mut shape);
                }
                for a in &m.attributes {
                    shape.attributes.insert(a.id.name.clone());
                    walk_pattern(&a.value, &mut shape);
                }
                let id = m.id.name.clone();
                assert!(out.insert(id.clone(), shape).is_none(), "{lang}: `{id}` twice");
            }
        }
    }
    out
}

fn locales_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

#[test]
fn every_catalogue_file_on_disk_parses_without_junk() {
    let mut seen = 0;
    for dir in std::fs::read_dir(locales_dir()).unwrap() {
        let dir = dir.unwrap().path();
        for file in std::fs::read_dir(&dir).unwrap() {
            let file = file.unwrap().path();
            assert_eq!(file.extension().and_then(|e| e.to_str()), Some("ftl"), "{file:?}");
            let source = std::fs::read_to_string(&file).unwrap();
            let code = dir.file_name().unwrap().to_string_lossy();
            parse(&code, &file.file_stem().unwrap().to_string_lossy(), &source);
            seen += 1;
        }
    }
    assert!(seen >= 2 * catalogue_files(REFERENCE).len(), "only {seen} files found");
}

#[test]
fn every_language_embeds_exactly_its_folder() {
    for lang in Lang::ALL {
        let dir = locales_dir().join(lang.code());
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
            .map(|f| f.unwrap().path().file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        on_disk.sort();
        let mut embedded: Vec<String> =
            catalogue_files(lang).iter().map(|(a, _)| a.to_string()).collect();
        embedded.sort();
        assert_eq!(on_disk, embedded, "{lang}: the files of locales/{lang} and the table");
        let reference: Vec<&str> = catalogue_files(REFERENCE).iter().map(|(a, _)| *a).collect();
        let areas: Vec<&str> = catalogue_files(lang).iter().map(|(a, _)| *a).collect();
        assert_eq!(areas, reference, "{lang}: the same areas as {REFERENCE}");
        for (area, source) in catalogue_files(lang) {
            let file = std::fs::read_to_string(dir.join(format!("{area}.ftl"))).unwrap();
            assert_eq!(&file, source, "{lang}/{area}.ftl is the file embedded");
        }
    }
}

#[test]
fn every_language_has_the_reference_messages_attributes_and_arguments() {
    let reference = shapes(REFERENCE);
    assert!(reference.len() > 400, "only {} reference messages", reference.len());
    for lang in Lang::ALL {
        let theirs = shapes(lang);
        let missing: Vec<&String> = reference.keys().filter(|k| !theirs.contains_key(*k)).collect();
        let extra: Vec<&String> = theirs.keys().filter(|k| !reference.contains_key(*k)).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{lang}: missing {missing:?}, extra {extra:?}"
        );
        for (id, shape) in &reference {
            let other = &theirs[id];
            assert_eq!(other.attributes, shape.attributes, "{lang}: attributes of `{id}`");
            // The same arguments; a language may also use one the reference's
            // comment declares (a count French needs for agreement, say).
            let extra: BTreeSet<_> = other.variables.difference(&shape.variables).collect();
            let missing: BTreeSet<_> = shape.variables.difference(&other.variables).collect();
            let undeclared: Vec<_> =
                extra.iter().filter(|v| !shape.declared.contains(**v)).collect();
            assert!(missing.is_empty(), "{lang}: `{id}` does not use {missing:?}");
            assert!(undeclared.is_empty(), "{lang}: `{id}` uses undeclared {undeclared:?}");
        }
    }
}

#[test]
fn every_plural_has_the_categories_of_its_language() {
    for lang in Lang::ALL {
        let needed: BTreeSet<String> =
            plural_categories(lang.code()).iter().map(|c| c.to_string()).collect();
        for (id, shape) in shapes(lang) {
            for keys in &shape.plural_selects {
                let lacking: Vec<&String> = needed.difference(keys).collect();
                assert!(lacking.is_empty(), "{lang}: `{id}` lacks the plural forms {lacking:?}");
            }
        }
    }
}

/// A bundle of the embedded files, as the app builds it, for the errors.
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let mut b = FluentBundle::new(vec![lang.code().parse().unwrap()]);
    b.set_use_isolating(false);
    for (_, source) in catalogue_files(lang) {
        b.add_resource(FluentResource::try_new(source.to_string()).unwrap()).unwrap();
    }
    b
}

#[test]
fn every_message_formats_without_errors_with_sample_arguments() {
    for lang in Lang::ALL {
        let b = bundle(lang);
        for (id, shape) in shapes(lang) {
            let message = b.get_message(&id).unwrap();
            for sample in [0, 1, 2, 5, 21] {
                let mut args = FluentArgs::new();
                for v in shape.variables.iter().chain(&shape.declared) {
                    args.set(v.clone(), FluentValue::from(sample));
                }
                let mut errors = vec![];
                let patterns =
                    message.value().into_iter().chain(message.attributes().map(|a| a.value()));
                for p in patterns {
                    let worded = b.format_pattern(p, Some(&args), &mut errors);
                    assert!(
                        !worded.trim().is_empty() || id.ends_with("-empty"),
                        "{lang}: `{id}` is empty"
                    );
                }
                assert!(errors.is_empty(), "{lang}: `{id}` with {sample}: {errors:?}");
            }
        }
    }
}

/// How the ids of each area start (`game-…` for `game.ftl`, and so on).
const ID_PREFIXES: [&str; 14] = [
    "game-",
    "tut-",
    "rules-",
    "lesson-",
    "editor-",
    "errors-",
    "cli-",
    "analysis-",
    "library-",
    "puzzles-",
    "storage-",
    "review-",
    "learn-",
    "import-",
];

/// The string literals of the Rust sources that look like message ids.
fn ids_in_sources() -> BTreeMap<String, PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = BTreeMap::new();
    let mut stack: Vec<PathBuf> = ["core/app/src", "cli/src", "cli/examples", "bindings/src"]
        .iter()
        .map(|d| root.join(d))
        .collect();
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().and_then(|e| e.to_str()) != Some("rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        for literal in source.split('"').skip(1).step_by(2) {
            let looks_like_id = ID_PREFIXES.iter().any(|p| literal.starts_with(p))
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if looks_like_id {
                out.insert(literal.to_string(), path.clone());
            }
        }
    }
    out
}

#[test]
fn the_sources_use_exactly_the_ids_of_the_catalogue() {
    let reference = shapes(REFERENCE);
    let used = ids_in_sources();
    assert!(used.len() > 400, "only {} ids found in the sources", used.len());
    let unknown: Vec<_> = used.iter().filter(|(id, _)| !reference.contains_key(*id)).collect();
    assert!(unknown.is_empty(), "ids used but not in the catalogue: {unknown:?}");
    let unused: Vec<&String> = reference.keys().filter(|id| !used.contains_key(*id)).collect();
    assert!(unused.is_empty(), "messages no source uses: {unused:?}");
}

#[test]
fn plain_and_worded_messages_come_from_the_catalogue() {
    assert_eq!(text(Lang::Fr, "game-level-1"), "Débutant");
    assert_eq!(text(Lang::En, "game-level-6"), "Master");
    assert_eq!(text(Lang::En, "no-such-message"), "no-such-message");
    let men = |lang, n: u32| tr(lang, "game-pieces-men", &[("n", n.into())]);
    assert_eq!(men(Lang::En, 1), "1 man");
    assert_eq!(men(Lang::En, 0), "0 men");
    assert_eq!(men(Lang::En, 12), "12 men");
    // French is singular for 0 and 1 (CLDR), plural from 2.
    assert_eq!(men(Lang::Fr, 0), "0 pion");
    assert_eq!(men(Lang::Fr, 1), "1 pion");
    assert_eq!(men(Lang::Fr, 20), "20 pions");
    // No isolation marks around arguments.
    assert!(!men(Lang::En, 3).contains('\u{2068}'));
}

/// Every message of a language worded with the sample count 5, by id.
fn worded_with_five(lang: Lang) -> BTreeMap<String, String> {
    let b = bundle(lang);
    let mut out = BTreeMap::new();
    for (id, shape) in shapes(lang) {
        let message = b.get_message(&id).unwrap();
        let mut args = FluentArgs::new();
        for v in shape.variables.iter().chain(&shape.declared) {
            args.set(v.clone(), FluentValue::from(5));
        }
        let mut errors = vec![];
        let worded: Vec<String> = message
            .value()
            .into_iter()
            .chain(message.attributes().map(|a| a.value()))
            .map(|p| b.format_pattern(p, Some(&args), &mut errors).into_owned())
            .collect();
        out.insert(id, worded.join("\n"));
    }
    out
}

#[test]
fn every_language_is_translated_not_copied_from_the_reference() {
    let reference = worded_with_five(REFERENCE);
    for lang in Lang::ALL.into_iter().filter(|&l| l != REFERENCE) {
        // The same words are right for a few messages (notation such as
        // "{ $from }-{ $to }", names of federations, "OK"); a catalogue copied
        // from English would have hundreds.
        let worded = worded_with_five(lang);
        let same: Vec<&String> = worded
            .iter()
            .filter(|(id, w)| reference.get(*id) == Some(w) && w.chars().any(char::is_alphabetic))
            .map(|(id, _)| id)
            .collect();
        assert!(
            same.len() * 20 < reference.len(),
            "{lang}: {} of {} messages read as in English: {same:?}",
            same.len(),
            reference.len()
        );
    }
}

#[test]
fn russian_counts_take_the_three_forms_of_its_grammar() {
    let men = |n: u32| tr(Lang::Ru, "game-pieces-men", &[("n", n.into())]);
    // CLDR: one for 1 and 21, few for 2-4, many for 5-20 and 0.
    assert_eq!(men(1), "1 простая");
    assert_eq!(men(21), "21 простая");
    assert_eq!(men(2), "2 простые");
    assert_eq!(men(5), "5 простых");
    assert_eq!(men(11), "11 простых");
    assert_eq!(men(0), "0 простых");
    let kings = |n: u32| tr(Lang::Ru, "game-pieces-kings", &[("n", n.into())]);
    assert_eq!([kings(1), kings(3), kings(12)], ["1 дамка", "3 дамки", "12 дамок"]);
}

#[test]
fn brazilian_portuguese_and_dutch_count_as_their_grammars_do() {
    let men = |l, n: u32| tr(l, "game-pieces-men", &[("n", n.into())]);
    // pt: 0 and 1 are singular; nl: only 1.
    assert_eq!(
        [men(Lang::PtBr, 0), men(Lang::PtBr, 1), men(Lang::PtBr, 2)],
        ["0 pedra", "1 pedra", "2 pedras"]
    );
    assert_eq!(
        [men(Lang::Nl, 0), men(Lang::Nl, 1), men(Lang::Nl, 2)],
        ["0 schijven", "1 schijf", "2 schijven"]
    );
}
