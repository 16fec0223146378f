//! Tests that every FFI entry runs under the one guard: a panic in its body
//! comes back as `DraughtsError::Other`, never as an untyped panic.
//!
//! Two halves, so that a forgotten entry fails one of them:
//! * `the_table_lists_every_export` reads the crate's sources and checks
//!   that the table below names every exported function and method;
//! * `a_panic_in_any_entry_is_other` arms a fault (the guard then panics
//!   before the body runs) and calls each entry of the table: an entry
//!   that bypasses the guard runs its body normally and returns `Ok`.
//!
//! `every_entry_succeeds_without_a_fault` shows the arguments are valid, so
//! the `Ok` of an unguarded entry cannot be mistaken for an error.

use crate::error::{fault, DraughtsError};
use crate::*;
use std::collections::BTreeSet;
use std::sync::Arc;

type Entry = (&'static str, Box<dyn Fn() -> Result<()>>);

struct Quiet;
impl SearchListener for Quiet {
    fn on_progress(&self, _: SearchProgress) {}
    fn on_finished(&self, _: SearchReport) {}
}

fn intl() -> RuleSet {
    preset_rules(Variant::International).unwrap()
}

fn game() -> Arc<GameHandle> {
    GameHandle::new(intl(), Player::Human, Player::Human, Language::En).unwrap()
}

fn played() -> Arc<GameHandle> {
    let g = game();
    g.play_text("32-28".into()).unwrap();
    g
}

fn new_game() -> NewGame {
    NewGame { mode: GameMode::VsBot, side: Side::Black, level: 2 }
}

fn context() -> PdnContext {
    PdnContext { date: Some("2026-12-01".into()), site: Some("test".into()) }
}

/// A running (or finished) search: the bot plays White and moves first.
fn search() -> Arc<SearchHandle> {
    let g = GameHandle::new(intl(), Player::Bot { level: 1 }, Player::Human, Language::En).unwrap();
    let bot = Bot::new(intl()).unwrap();
    bot.sync(g, Arc::new(Quiet)).unwrap().expect("the bot's move is wanted")
}

/// `entry!(name, call)`, or `entry!(name, [values…], call)` when the call
/// uses values made beforehand (each closure takes its own clone).
macro_rules! entry {
    ($name:literal, $call:expr) => {
        entry!($name, [], $call)
    };
    ($name:literal, [$($v:ident),*], $call:expr) => {{
        $(let $v = $v.clone();)*
        ($name, Box::new(move || $call.map(drop)) as Box<dyn Fn() -> Result<()>>)
    }};
}

/// The free functions, each called with valid arguments.
fn functions() -> Vec<Entry> {
    let r = intl();
    let start = start_position(intl()).unwrap().fen;
    let knob = rule_knobs(intl(), Language::En).unwrap().remove(0);
    let lesson = lessons(Language::En).unwrap().remove(0).id;
    let answer = LessonTrainerHandle::new(Language::En, lesson.clone())
        .unwrap()
        .screen()
        .unwrap()
        .board
        .legal_moves[0]
        .notation
        .clone();
    let save = played().save().unwrap();
    let pdn = played().pdn(context()).unwrap();
    vec![
        entry!("core_version", core_version()),
        entry!("clock_presets", clock_presets()),
        entry!("parse_clock", parse_clock("1:30+5".into())),
        entry!("parse_clock_in", parse_clock_in("3+2".into(), Language::Ru)),
        entry!("languages", languages()),
        entry!("language_for_tag", language_for_tag("pt_BR".into())),
        entry!("variants", variants(Language::Fr)),
        entry!("preset_rules", preset_rules(Variant::Russian)),
        entry!("validate_rules", [r], validate_rules(r.clone())),
        entry!("pdn_game_type", [r], pdn_game_type(r.clone())),
        entry!("square_name", [r], square_name(r.clone(), 0)),
        entry!("parse_square", [r], parse_square(r.clone(), "32".into())),
        entry!("start_position", [r], start_position(r.clone())),
        entry!("position_from_fen", [r, start], position_from_fen(r.clone(), start.clone())),
        entry!(
            "play_move_text",
            [r, start],
            play_move_text(r.clone(), start.clone(), "32-28".into())
        ),
        entry!("rule_knobs", [r], rule_knobs(r.clone(), Language::En)),
        entry!("set_rule_knob", [r, knob], set_rule_knob(r.clone(), knob.id, knob.current)),
        entry!("bot_levels", bot_levels(Language::En)),
        entry!("board_themes", board_themes(Language::En)),
        entry!("piece_sets", piece_sets(Language::En)),
        entry!("look_preview", look_preview(Language::En)),
        entry!("default_level", default_level()),
        entry!("default_new_game", default_new_game(3)),
        entry!(
            "new_game_players",
            new_game_players(NewGame { mode: GameMode::VsBot, side: Side::Black, level: 2 })
        ),
        entry!("init_logging", init_logging(LogLevel::Warn)),
        entry!("read_pdn", [pdn], read_pdn(pdn.clone())),
        entry!("read_pdn_in", [pdn], read_pdn_in(pdn.clone(), Language::Ru)),
        entry!("saved_game_view", [save], saved_game_view(save.clone(), Language::Fr)),
        entry!("tutorial_pages", tutorial_pages(Language::En)),
        entry!("variant_pages", variant_pages(Language::En)),
        entry!("variant_page", variant_page(Variant::English, Language::En)),
        entry!("custom_rules_page", [r], custom_rules_page(r.clone(), Language::En)),
        entry!("variant_name", variant_name(Variant::Czech, Language::Fr)),
        entry!("lessons", lessons(Language::Fr)),
        entry!(
            "judge_lesson_text",
            [lesson, answer],
            judge_lesson_text(Language::En, lesson.clone(), answer.clone())
        ),
    ]
}

/// The lesson screen's constructor and methods.
fn lesson_methods() -> Vec<Entry> {
    let id = lessons(Language::En).unwrap().remove(0).id;
    let t = LessonTrainerHandle::new(Language::En, id.clone()).unwrap();
    vec![
        entry!(
            "LessonTrainerHandle::new",
            [id],
            LessonTrainerHandle::new(Language::Fr, id.clone())
        ),
        entry!("LessonTrainerHandle::screen", [t], t.screen()),
        entry!("LessonTrainerHandle::send", [t], t.send(LessonInput::Next)),
    ]
}

/// The constructors and methods of the objects, each on an object made
/// before the fault is armed.
fn methods() -> Vec<Entry> {
    let r = intl();
    let save = played().save().unwrap();
    let pdn = played().pdn(context()).unwrap();
    let (g, p) = (game(), played());
    let offered = game();
    offered.offer_draw().unwrap();
    let asked = played();
    asked.set_takeback_asks(true).unwrap();
    asked.undo().unwrap();
    let (s, bot, gb) = (search(), Bot::new(intl()).unwrap(), game());
    let (to_play, to_resign, to_offer) = (game(), game(), game());
    let clock = parse_clock("3+2".into()).unwrap();
    let form = NewGameForm::new(new_game(), Language::En).unwrap();
    vec![
        entry!(
            "GameHandle::new",
            [r],
            GameHandle::new(r.clone(), Player::Human, Player::Human, Language::En)
        ),
        entry!(
            "GameHandle::from_fen",
            [r],
            GameHandle::from_fen(
                r.clone(),
                "W:W31:B1".into(),
                Player::Human,
                Player::Human,
                Language::En
            )
        ),
        entry!("GameHandle::restore", [save], GameHandle::restore(save.clone())),
        entry!(
            "GameHandle::from_pdn",
            [pdn],
            GameHandle::from_pdn(pdn.clone(), 0, Player::Human, Player::Human, Language::En)
        ),
        entry!("GameHandle::rematch", [g], g.rematch()),
        entry!("GameHandle::view", [g], g.view()),
        entry!("GameHandle::view_at", [p], p.view_at(0)),
        entry!("GameHandle::rules", [g], g.rules()),
        entry!("GameHandle::send", [g], g.send(GameInput::Tap { square: 31 })),
        entry!("GameHandle::tap", [g], g.tap(31)),
        entry!("GameHandle::tap_name", [g], g.tap_name("33".into())),
        entry!("GameHandle::key", [g], g.key(Key::Up)),
        entry!("GameHandle::cancel", [g], g.cancel()),
        entry!("GameHandle::play_text", [to_play], to_play.play_text("32-28".into())),
        entry!("GameHandle::undo", [p], p.undo()),
        entry!("GameHandle::redo", [p], p.redo()),
        entry!("GameHandle::resign", [to_resign], to_resign.resign()),
        entry!("GameHandle::offer_draw", [to_offer], to_offer.offer_draw()),
        entry!("GameHandle::answer_draw", [offered], offered.answer_draw(false)),
        entry!("GameHandle::request_hint", [g], g.request_hint()),
        entry!("GameHandle::flip", [g], g.flip()),
        entry!("GameHandle::set_auto_flip", [g], g.set_auto_flip(true)),
        entry!("GameHandle::set_face_to_face", [g], g.set_face_to_face(true)),
        entry!("GameHandle::set_turn_far_pieces", [g], g.set_turn_far_pieces(true)),
        entry!("GameHandle::set_takeback_asks", [g], g.set_takeback_asks(true)),
        entry!("GameHandle::answer_takeback", [asked], asked.answer_takeback(false)),
        entry!("GameHandle::set_language", [g], g.set_language(Language::Fr)),
        entry!("GameHandle::replay", [p], p.replay(0)),
        entry!("GameHandle::end_replay", [p], p.end_replay()),
        entry!("GameHandle::dismiss_end", [g], g.dismiss_end()),
        entry!("GameHandle::set_clock", [g, clock], g.set_clock(clock)),
        entry!("GameHandle::tick", [g], g.tick(1_000)),
        entry!("GameHandle::pause_clock", [g], g.pause_clock(2_000)),
        entry!("GameHandle::resume_clock", [g], g.resume_clock(3_000)),
        entry!("GameHandle::save", [g], g.save()),
        entry!("GameHandle::pdn", [p], p.pdn(context())),
        entry!("GameHandle::export_pdn", [p], p.export_pdn(context())),
        entry!("SearchHandle::ticket", [s], s.ticket()),
        entry!("SearchHandle::cancel", [s], s.cancel()),
        entry!("SearchHandle::is_finished", [s], s.is_finished()),
        entry!("SearchHandle::wait", [s], s.wait(0)),
        entry!("Bot::new", [r], Bot::new(r.clone())),
        entry!("Bot::sync", [bot, gb], bot.sync(gb.clone(), Arc::new(Quiet))),
        entry!("Bot::cancel", [bot], bot.cancel()),
        entry!("NewGameForm::new", NewGameForm::new(new_game(), Language::En)),
        entry!("NewGameForm::view", [form], form.view()),
        entry!("NewGameForm::send", [form], form.send(NewGameInput::SetLevel { level: 4 })),
    ]
    .into_iter()
    .chain(analysis_methods())
    .chain(editor_methods())
    .chain(import_methods())
    .chain(library_methods())
    .collect()
}

/// The library's constructor and methods, on a library holding one game:
/// a panic in any of them is its error, never a default answer.
fn library_methods() -> Vec<Entry> {
    let save = played().save().unwrap();
    let today = || "2026-05-01".to_string();
    let lib = GameLibrary::open(None, None, None, Language::En, today()).unwrap();
    let id = lib.put(None, save.clone(), today()).unwrap().id;
    let filter = ArchiveFilter { variant: None, opponent: None };
    vec![
        entry!(
            "GameLibrary::open",
            [save],
            GameLibrary::open(None, None, Some(save.clone()), Language::En, today()).map(|_| ())
        ),
        entry!("GameLibrary::keep_aside", [lib], lib.keep_aside()),
        entry!("GameLibrary::kept_aside", [lib], lib.kept_aside(StoredFile::Archive)),
        entry!("GameLibrary::notices", [lib], lib.notices()),
        entry!("GameLibrary::dismiss_notices", [lib], lib.dismiss_notices()),
        entry!("GameLibrary::set_language", [lib], lib.set_language(Language::En)),
        entry!("GameLibrary::put", [lib, save], lib.put(Some(id), save.clone(), today())),
        entry!("GameLibrary::flush", [lib], lib.flush()),
        entry!("GameLibrary::unfinished", [lib], lib.unfinished()),
        entry!("GameLibrary::save_of", [lib], lib.save_of(id)),
        entry!("GameLibrary::remove", [lib], lib.remove(id + 100)),
        entry!("GameLibrary::archive", [lib, filter], lib.archive(filter.clone())),
        entry!("GameLibrary::export_pdn", [lib], lib.export_pdn(vec![id])),
        entry!("GameLibrary::export_archive", [lib, filter], lib.export_archive(filter.clone())),
        entry!("GameLibrary::stats", [lib], lib.stats()),
        entry!("GameLibrary::stats_sections", [lib], lib.stats_sections()),
        entry!("GameLibrary::stats_empty_text", [lib], lib.stats_empty_text()),
        entry!("stored_file_name", stored_file_name(StoredFile::Shelf)),
        entry!("stored_file_former_names", stored_file_former_names(StoredFile::LegacySave)),
        entry!(
            "open_puzzle_record",
            open_puzzle_record(Some(b"{}".to_vec()), today(), Language::En)
        ),
        entry!("default_settings", default_settings()),
        entry!("open_settings", open_settings(Some("{}".into()), today(), Language::En)),
        entry!("write_settings", write_settings(default_settings()?, "{}".into())),
        entry!(
            "open_lesson_progress",
            open_lesson_progress(Some("{}".into()), today(), Language::En)
        ),
        entry!("note_lesson", note_lesson("{}".into(), "x".into(), LessonState::Solved)),
        entry!("lesson_list", lesson_list("{}".into(), Language::En)),
    ]
}

/// An analysis of `32-28 19-23` with a variation `18-23` and a review started.
fn analysis() -> Arc<AnalysisHandle> {
    let pdn = "[GameType \"20\"]\n1. 32-28 19-23 *\n".to_string();
    let a = AnalysisHandle::from_pdn(pdn, 0, Language::En).unwrap();
    a.send(AnalysisInput::Forward).unwrap();
    a.play_text("18-23".into()).unwrap();
    a.send(AnalysisInput::StartReview { deep: false }).unwrap();
    a
}

struct NoLines;
impl LinesListener for NoLines {
    fn on_lines(&self, _: u64, _: Vec<EngineLineView>) {}
}

/// The analysis handle's constructors and methods.
fn analysis_methods() -> Vec<Entry> {
    let a = analysis();
    // Cancelled first, so that running it in the table is quick.
    let lines = analysis().lines_job().unwrap();
    lines.cancel().unwrap();
    let fen = start_position(intl()).unwrap().fen;
    let r = intl();
    let job = a.review_job().unwrap().unwrap();
    job.run().unwrap();
    vec![
        entry!(
            "AnalysisHandle::from_fen",
            [r, fen],
            AnalysisHandle::from_fen(r.clone(), fen.clone(), Language::En)
        ),
        entry!(
            "AnalysisHandle::from_pdn",
            AnalysisHandle::from_pdn("1. 32-28 *".into(), 0, Language::Fr)
        ),
        entry!("AnalysisHandle::view", [a], a.view()),
        entry!("AnalysisHandle::send", [a], a.send(AnalysisInput::Tap { square: 31 })),
        entry!("AnalysisHandle::play_text", [a], a.play_text("33-29".into())),
        entry!("AnalysisHandle::review_job", [a], a.review_job()),
        entry!("AnalysisHandle::apply_review", [a, job], a.apply_review(job.clone())),
        entry!("ReviewJobHandle::run", [job], job.run()),
        entry!("AnalysisHandle::lines_job", [a], a.clone().lines_job()),
        entry!("LinesJobHandle::node", [lines], lines.node()),
        entry!("LinesJobHandle::cancel", [lines], lines.cancel()),
        entry!("LinesJobHandle::run", [lines], lines.run(Arc::new(NoLines))),
    ]
}

/// The import screen's constructor and methods, on a text of one game.
fn import_methods() -> Vec<Entry> {
    let h = ImportHandle::new(Language::En).unwrap();
    let text = "[GameType \"20\"]\n1. 32-28 19-23 *\n".to_string();
    h.send(ImportInput::Text { text: text.clone() }).unwrap();
    vec![
        entry!("ImportHandle::new", ImportHandle::new(Language::Nl)),
        entry!("ImportHandle::view", [h], h.view()),
        entry!("ImportHandle::send", [h, text], h.send(ImportInput::Text { text: text.clone() })),
        entry!("ImportHandle::set_language", [h], h.set_language(Language::En)),
        entry!("ImportHandle::open", [h], h.open(0)),
    ]
}

/// The position editor's constructor and methods, on a position a game can
/// start from (the start position).
fn editor_methods() -> Vec<Entry> {
    let e = PositionEditorHandle::new(intl(), Language::En).unwrap();
    e.send(EditorInput::StartPosition).unwrap();
    let fen = start_position(intl()).unwrap().fen;
    let r = intl();
    vec![
        entry!(
            "PositionEditorHandle::new",
            [r],
            PositionEditorHandle::new(r.clone(), Language::Nl)
        ),
        entry!("PositionEditorHandle::view", [e], e.view()),
        entry!("PositionEditorHandle::send", [e], e.send(EditorInput::Key { key: Key::Up })),
        entry!("PositionEditorHandle::set_rules", [e, r], e.set_rules(r.clone())),
        entry!("PositionEditorHandle::set_fen", [e, fen], e.set_fen(fen.clone())),
        entry!("PositionEditorHandle::analyse", [e], e.analyse()),
        entry!("PositionEditorHandle::play", [e], e.play(Player::Human, Player::Human)),
        entry!("PositionEditorHandle::play_bot", [e], e.play_bot(2)),
    ]
}

/// A puzzle trainer on its first English puzzle with a wrong move played
/// and its check job (searching 3 plies: a debug build is slow), and a
/// second trainer with the first move of its puzzle's solution.
fn puzzles() -> (Arc<PuzzleTrainerHandle>, Arc<PuzzleCheckJob>, Arc<PuzzleTrainerHandle>, String) {
    let fresh = || {
        let t = PuzzleTrainerHandle::new(Variant::English, Vec::new(), Language::En).unwrap();
        t.send(PuzzleInput::Next).unwrap();
        t
    };
    let shown = fresh();
    let fen = shown.screen().unwrap().fen;
    let first = shown.send(PuzzleInput::ShowSolution).unwrap().solution.remove(0);
    let t = fresh();
    let pos = position_from_fen(preset_rules(Variant::English).unwrap(), fen).unwrap();
    let wrong = pos.legal_moves.iter().find(|m| m.notation != first).unwrap();
    assert_eq!(t.play_text(wrong.notation.clone()).unwrap(), PuzzleVerdict::NeedsCheck);
    let mut check = t.check_job().unwrap().unwrap().check.clone();
    check.depth = 3;
    let job = Arc::new(PuzzleCheckJob { check, answer: std::sync::Mutex::new(None) });
    (t, job, fresh(), first)
}

/// The puzzle trainer's constructor and methods.
fn puzzle_methods() -> Vec<Entry> {
    let (t, job, other, first) = puzzles();
    vec![
        entry!(
            "PuzzleTrainerHandle::new",
            PuzzleTrainerHandle::new(Variant::Russian, Vec::new(), Language::Ru)
        ),
        entry!("PuzzleTrainerHandle::screen", [t], t.screen()),
        entry!("PuzzleTrainerHandle::send", [t], t.send(PuzzleInput::Flip)),
        entry!("PuzzleTrainerHandle::check_job", [t], t.check_job()),
        entry!("PuzzleCheckJob::run", [job], job.run()),
        entry!("PuzzleCheckJob::replies", [job], job.replies().map(|_| ())),
        entry!("PuzzleCheckJob::answer", [job], job.answer(-400, None)),
        entry!("PuzzleTrainerHandle::apply_check", [t, job], t.apply_check(job.clone())),
        entry!("PuzzleTrainerHandle::finish_check", [t, job], t.finish_check(job.clone())),
        entry!("PuzzleTrainerHandle::play_text", [other, first], other.play_text(first.clone())),
        entry!("PuzzleTrainerHandle::record", [t], t.record()),
        entry!("PuzzleTrainerHandle::theme_progress", [t], t.theme_progress()),
        entry!("PuzzleTrainerHandle::set_today", [t], t.set_today("2026-05-01".into())),
        entry!("PuzzleTrainerHandle::dashboard", [t], t.dashboard(PuzzlePeriod::Week)),
        entry!("PuzzleTrainerHandle::history", [t], t.history()),
    ]
}

/// An English game where White misses a shot (14-9! 5x14 10x26 wins a
/// man), reviewed to the end: one proof is left to run.
fn missed_shot() -> Arc<AnalysisHandle> {
    let english = preset_rules(Variant::English).unwrap();
    let fen = "W:WK10,14,21:B5,K16,22".to_string();
    let a = AnalysisHandle::from_fen(english, fen, Language::En).unwrap();
    a.play_text("21-17".into()).unwrap();
    a.play_text("22-26".into()).unwrap();
    a.send(AnalysisInput::StartReview { deep: false }).unwrap();
    while let Some(job) = a.review_job().unwrap() {
        job.run().unwrap();
        assert!(a.apply_review(job).unwrap());
    }
    a
}

/// The puzzles from the player's games and the ways into the trainer.
fn personal_methods() -> Vec<Entry> {
    let a = missed_shot();
    let job = a.proof_job().unwrap().expect("a proof to run");
    job.run().unwrap();
    let t = PuzzleTrainerHandle::new(Variant::English, Vec::new(), Language::En).unwrap();
    vec![
        entry!("AnalysisHandle::proof_job", [a], a.proof_job()),
        entry!("AnalysisHandle::apply_proof", [a, job], a.apply_proof(job.clone())),
        entry!(
            "AnalysisHandle::add_personal_puzzles",
            [a],
            a.add_personal_puzzles(Vec::new(), "Me – Bot".into(), "2026-12-06".into())
        ),
        entry!("PuzzleProofJob::run", [job], job.run()),
        entry!("PuzzleTrainerHandle::choose_themes", [t], t.choose_themes(vec![PuzzleTheme::Shot])),
        entry!("puzzle_variants", puzzle_variants(Vec::new(), Language::Nl)),
        entry!("lesson_practice", lesson_practice(Language::En, "multi-capture".into())),
        entry!("tutorial_practice", tutorial_practice(Language::Ru, Variant::Russian)),
        entry!("page_practice", page_practice(Language::Fr, "in-the-app".into(), Variant::English)),
    ]
}

fn table() -> Vec<Entry> {
    let mut all = functions();
    all.extend(methods());
    all.extend(puzzle_methods());
    all.extend(personal_methods());
    all.extend(lesson_methods());
    all
}

/// Every `#[uniffi::export]` of the sources: free functions by name,
/// methods of an exported `impl` as `Type::name`. Callback traits
/// (`with_foreign`) are implemented by the apps, so they are not entries.
fn exports_in(text: &str, file: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let attr = line.trim();
        if !attr.starts_with("#[uniffi::export") {
            continue;
        }
        let item = lines[i + 1..].iter().find(|l| !l.trim().starts_with("#[")).unwrap();
        if attr == "#[uniffi::export(with_foreign)]" && item.starts_with("pub trait ") {
            continue;
        }
        assert_eq!(
            attr,
            "#[uniffi::export]",
            "{file}:{}: an export form this test cannot read",
            i + 1
        );
        if let Some(rest) = item.strip_prefix("pub fn ") {
            found.push(rest.split('(').next().unwrap().to_string());
        } else if let Some(rest) = item.strip_prefix("impl ") {
            let ty = rest.trim_end_matches(" {").trim();
            let body = lines[i + 2..].iter().take_while(|l| **l != "}");
            for m in body.filter_map(|l| l.strip_prefix("    pub fn ")) {
                found.push(format!("{ty}::{}", m.split('(').next().unwrap()));
            }
        } else {
            panic!("{file}:{}: `{item}` after an export attribute", i + 1);
        }
    }
    found
}

#[test]
fn the_table_lists_every_export() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut exported = BTreeSet::new();
    for f in std::fs::read_dir(dir).unwrap() {
        let path = f.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.ends_with(".rs") && name != "every_entry.rs" {
            let text = std::fs::read_to_string(&path).unwrap();
            exported.extend(exports_in(&text, &name));
        }
    }
    assert!(exported.len() > 50, "the scan found only {exported:?}");
    let listed: BTreeSet<String> = table().iter().map(|(n, _)| n.to_string()).collect();
    let missing: Vec<_> = exported.difference(&listed).collect();
    let stale: Vec<_> = listed.difference(&exported).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "not in the table: {missing:?}; gone: {stale:?}"
    );
}

#[test]
fn every_entry_succeeds_without_a_fault() {
    for (name, call) in table() {
        assert!(call().is_ok(), "{name}: {:?}", call());
    }
}

#[test]
fn a_panic_in_any_entry_is_other() {
    let want = DraughtsError::Other { reason: format!("internal error: {}", fault::MESSAGE) };
    for (name, call) in table() {
        assert_eq!(fault::inject(call), Err(want.clone()), "{name} bypasses the guard");
    }
}

#[test]
fn the_reader_sees_functions_methods_and_skips_callbacks() {
    let text = "#[uniffi::export]\npub fn a(x: u32) -> Result<()> {\n}\n\
        #[uniffi::export(with_foreign)]\npub trait L {\n}\n\
        #[uniffi::export]\nimpl T {\n    #[uniffi::constructor]\n    pub fn new() -> Self {\n    }\n    pub fn b(&self) {\n    }\n}\n";
    assert_eq!(exports_in(text, "x.rs"), ["a", "T::new", "T::b"]);
}
