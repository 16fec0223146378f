//! The fuzz targets' bodies, shared by the libFuzzer binaries
//! (`fuzz_targets/*.rs`) and the corpus replay in `cargo test`
//! (`fuzz/replay`, which uses this crate without libFuzzer), so the committed
//! corpus and every crash found run on stable Rust with no fuzzer.
//!
//! Each target feeds raw bytes to one reader of untrusted text and checks
//! more than "no panic": what reads must write back and read again the
//! same, and every error message must stay on one line.

use draughts_engine::hub;
use draughts_game::pdn::{write_game, PdnReader, ReadOptions};
use draughts_game::save;
use draughts_rules::{MoveText, Position, Rules, Variant};

/// The variants, by the first byte of an input.
const VARIANTS: [Variant; 7] = [
    Variant::International,
    Variant::English,
    Variant::Russian,
    Variant::Brazilian,
    Variant::Spanish,
    Variant::Italian,
    Variant::Czech,
];

/// Positions where captures of every kind are legal, by the second byte
/// (FENs with coordinates read on every board).
const POSITIONS: [&str; 6] = [
    "",
    "W:Wd2:Bc3,c5,e5,g5,g7,e7,c7",
    "W:WKc3:Bd2,f2,f4,d4",
    "W:Wa3,h2:Bb4,d6,Kg3",
    "B:Wc3,e3,Kg1:Bd4,Kb8,f6",
    "W:Wb2,d2,f2,h2,c3:Bc5,e5,g5,b6,d6",
];

fn rules_of(byte: u8) -> Rules {
    VARIANTS[byte as usize % VARIANTS.len()].rules()
}

/// A message must be one line: no input echoed raw.
pub fn one_line(what: &str, msg: &str) {
    assert!(!msg.chars().any(|c| c.is_control()), "{what}: control character in {msg:?}");
}

/// The input as text: UTF-8 if it is, else Latin-1 (every byte a char).
fn text(data: &[u8]) -> String {
    match std::str::from_utf8(data) {
        Ok(s) => s.to_string(),
        Err(_) => data.iter().map(|&b| char::from(b)).collect(),
    }
}

/// FEN: byte 0 picks the rules, the rest is the FEN. A FEN that reads
/// writes back a FEN that reads as the same position; an error has a
/// column within the text.
pub fn fen(data: &[u8]) {
    let Some((&v, rest)) = data.split_first() else { return };
    let rules = rules_of(v);
    let t = text(rest);
    match Position::from_fen(&rules, &t) {
        Ok(pos) => {
            let written = pos.to_fen(&rules);
            let back = Position::from_fen(&rules, &written)
                .unwrap_or_else(|e| panic!("`{written}` (from `{t}`) does not read: {e}"));
            assert_eq!(back, pos, "{written}");
        }
        Err(e) => {
            one_line("FEN", &e.to_string());
            if let Some(col) = e.column() {
                assert!(col >= 1 && col <= t.chars().count() + 1, "column {col} of `{t}`");
            }
        }
    }
}

/// Move text: byte 0 the rules, byte 1 the position (and plies from the
/// start played), the rest the text. A move that reads is legal, and its
/// official text and its whole path read back as the same move.
pub fn move_text(data: &[u8]) {
    let [v, p, rest @ ..] = data else { return };
    let rules = rules_of(*v);
    let fen = POSITIONS[*p as usize % POSITIONS.len()];
    let mut pos = if fen.is_empty() {
        Position::start(&rules)
    } else {
        match Position::from_fen(&rules, fen) {
            Ok(p) => p,
            Err(_) => return,
        }
    };
    // A few plies from the start on for variety.
    for i in 0..(*p as usize / POSITIONS.len()) % 8 {
        let legal = pos.legal_moves(&rules);
        if legal.is_empty() {
            break;
        }
        pos = pos.play(&legal[(i * 7 + *p as usize) % legal.len()]);
    }
    let t = text(rest);
    let legal = pos.legal_moves(&rules);
    match pos.parse_move(&rules, &t) {
        Ok(m) => {
            assert!(legal.contains(&m), "`{t}` read as a move that is not legal");
            let official = MoveText::of(&m, &legal, &rules).to_string();
            assert_eq!(pos.parse_move(&rules, &official).as_ref(), Ok(&m), "`{official}`");
            let mut path = vec![rules.square_name(m.from())];
            path.extend(m.path().iter().map(|&s| rules.square_name(s)));
            let sep = if m.is_capture() { "x" } else { "-" };
            let full = pos.parse_move(&rules, &path.join(sep)).expect("the whole path reads");
            assert_eq!(full, m);
            assert_eq!(full.path(), m.path());
        }
        Err(e) => one_line("move", &e.to_string()),
    }
}

/// PDN: the bytes as a file, read leniently (and strictly when that warned).
/// Every game that reads writes back PDN that reads as the same game.
pub fn pdn(data: &[u8]) {
    let mut warned = false;
    for strict in [false, true] {
        if strict && !warned {
            break;
        }
        for g in PdnReader::with_options(data, ReadOptions { strict }) {
            match g {
                Ok(g) => {
                    for w in &g.warnings {
                        one_line("PDN warning", &w.to_string());
                        warned = true;
                    }
                    if strict {
                        assert!(g.warnings.is_empty());
                    }
                    let out = write_game(&g.game, &g.tags, &g.comments);
                    let back = PdnReader::new(out.as_bytes())
                        .next()
                        .expect("one game written")
                        .unwrap_or_else(|e| panic!("the export does not read: {e}\n{out}"));
                    assert_eq!(back.game.start(), g.game.start(), "{out}");
                    assert_eq!(back.game.plies(), g.game.played(), "{out}");
                    assert_eq!(back.game.result(), g.game.result(), "{out}");
                }
                Err(e) => one_line("PDN error", &e.to_string()),
            }
        }
    }
}

/// Save document: a save that loads saves again to a document that loads
/// as the same game. (Its errors may echo input with control characters:
/// `save.rs` is outside this work, see fuzz/README.md.)
pub fn save_document(data: &[u8]) {
    let Ok(t) = std::str::from_utf8(data) else { return };
    match save::from_json(t) {
        Ok(s) => {
            let again = save::to_json_with_clock(&s.game, s.players, s.board, s.lang, s.clock);
            let back = save::from_json(&again).expect("a save written from a loaded save loads");
            assert_eq!(back.game.plies(), s.game.plies());
            assert_eq!(back.game.ply(), s.game.ply());
            assert_eq!(back.game.result(), s.game.result());
            assert_eq!((back.board, back.lang, back.clock), (s.board, s.lang, s.clock));
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

/// Hub protocol lines: byte 0 the rules, the rest one or more lines. A
/// command's `pos=` and `moves=` are read as the engine reads them; what
/// reads writes back and reads again the same.
pub fn hub_lines(data: &[u8]) {
    let Some((&v, rest)) = data.split_first() else { return };
    let rules = rules_of(v);
    let t = text(rest);
    for line in t.lines() {
        let Some(cmd) = hub::parse_command(line) else { continue };
        let _ = hub::parse_level(&cmd);
        let mut pos = Position::start(&rules);
        if let Some(p) = cmd.get("pos") {
            match hub::parse_position(&rules, p) {
                Ok(p) => {
                    let written = hub::format_position(&rules, &p);
                    assert_eq!(hub::parse_position(&rules, &written), Ok(p), "{written}");
                    pos = p;
                }
                Err(_) => continue,
            }
        }
        let moves = cmd.get("moves").or(cmd.get("move")).unwrap_or(line);
        for m in moves.split_whitespace() {
            match hub::parse_move(&rules, &pos, m) {
                Ok(mv) => {
                    let written = hub::format_move(&rules, &mv);
                    assert_eq!(hub::parse_move(&rules, &pos, &written), Ok(mv), "{written}");
                    pos = pos.play(&mv);
                }
                Err(_) => break,
            }
        }
    }
}

/// A game screen driven by random input: byte 0 picks the rules, byte 1 the
/// players, then each byte is one input (a tap, a key, undo, redo, replay,
/// a hint, a draw offer, resigning, flipping, the bot's or the hint's
/// answer), 48 at most. Every fourth input the snapshot must hang
/// together, and at the end the save must load back to the same game.
pub fn session(data: &[u8]) {
    use draughts_app::{GameTable, Key};
    use draughts_game::{Lang, Player};
    let [v, who, inputs @ ..] = data else { return };
    let rules = rules_of(*v);
    let bot = Player::Bot { level: 1 };
    let players = match who % 4 {
        0 => [Player::Human, Player::Human],
        1 => [Player::Human, bot],
        2 => [bot, Player::Human],
        _ => [bot, bot],
    };
    let lang = if who & 4 == 0 { Lang::En } else { Lang::Fr };
    let mut s = GameTable::new(rules, players, lang);
    let squares = rules.geometry().squares;
    const KEYS: [Key; 10] = [
        Key::Up,
        Key::Down,
        Key::Left,
        Key::Right,
        Key::UpLeft,
        Key::UpRight,
        Key::DownLeft,
        Key::DownRight,
        Key::Enter,
        Key::Escape,
    ];
    let inputs = &inputs[..inputs.len().min(48)];
    for (i, &b) in inputs.iter().enumerate() {
        match b >> 4 {
            0..=7 => {
                s.tap(draughts_rules::Square(b % squares));
            }
            8 | 9 => {
                s.key(KEYS[(b % 10) as usize]);
            }
            10 => {
                s.undo();
            }
            11 => {
                s.redo();
            }
            12 => {
                s.replay((b % 16) as usize);
            }
            13 => match b % 4 {
                0 => {
                    s.request_hint();
                }
                1 => {
                    let _ = s.offer_draw();
                }
                2 => {
                    let _ = s.answer_draw(b & 8 == 0);
                }
                _ => s.flip(),
            },
            14 => {
                // The search's answer: any legal move, as a search could give.
                if let Some(job) = s.search_job() {
                    let legal = job.position.legal_moves(&job.rules);
                    let best = legal.get(b as usize % legal.len().max(1)).copied();
                    s.apply_search(&job.ticket, best).expect("the wanted search applies");
                }
            }
            _ => {
                if b == 0xff {
                    let _ = s.resign();
                } else {
                    s.end_replay();
                }
            }
        }
        // The snapshot is the slow part: it is checked every eighth input and
        // after the last one. Every state an input passes through is the last
        // state of a shorter input, which the fuzzer tries as well.
        if i % 8 != 7 && i + 1 != inputs.len() {
            continue;
        }
        let view = s.view();
        if view.replay.is_none() {
            let flagged = view.board.flagged(|f| f.must_capture);
            assert_eq!(flagged, s.board().must_capture(), "the live board flags who must capture");
        }
        let played = view.moves.iter().filter(|m| !m.undone).count();
        assert_eq!(played, view.current_ply, "the move list and the ply agree");
        assert_eq!(view.board.squares.len(), squares as usize);
        assert!(view.events.windows(2).all(|w| w[0].seq + 1 == w[1].seq), "events in order");
        for text in [&view.status, &view.summary] {
            one_line("status", text);
        }
        if let Some(e) = &view.event {
            one_line("event", &e.text);
        }
        match view.replay {
            // A live board lists its moves exactly while the game goes on.
            None => assert_eq!(view.board.legal_moves.is_empty(), view.result.is_some()),
            Some(_) => assert!(view.board.legal_moves.is_empty(), "a replayed board is read-only"),
        }
    }
    let back = GameTable::restore(&s.save()).expect("a save written by the screen loads");
    assert_eq!(back.game().plies(), s.game().plies());
    assert_eq!(back.game().ply(), s.game().ply());
    assert_eq!(back.game().result(), s.game().result());
}

/// Library document: byte 0 picks the document (even: the shelf, odd: the
/// archive), the rest is its text. Every entry that reads writes back, in a
/// document of its own, to the same entries with no problem; every problem
/// is on a line of the text and its message one line (but a save's, see
/// [`save_document`]); the library opened from it hands out documents that
/// read with no problem.
pub fn library_document(data: &[u8]) {
    use draughts_app::library::GameLibrary;
    use draughts_game::library::{self, Kind, ProblemKind};
    let Some((&k, rest)) = data.split_first() else { return };
    let kind = if k % 2 == 0 { Kind::Shelf } else { Kind::Archive };
    let t = text(rest);
    let read = library::read(kind, &t);
    let lines = t.lines().count();
    for p in &read.problems {
        assert!(p.line >= 1 && p.line <= lines + 1, "problem on line {} of {lines}", p.line);
        if !matches!(p.kind, ProblemKind::Save(_)) {
            one_line("library problem", &p.kind.to_string());
        }
    }
    let entries: Vec<String> = read.entries.iter().map(|r| library::entry_line(&r.entry)).collect();
    let again = library::write(kind, &entries);
    let back = library::read(kind, &again);
    assert!(back.problems.is_empty(), "{:?} in {again}", back.problems);
    let same = |r: &library::ReadEntry| r.entry.clone();
    assert_eq!(
        back.entries.iter().map(same).collect::<Vec<_>>(),
        read.entries.iter().map(same).collect::<Vec<_>>()
    );
    let (shelf, archive) = match kind {
        Kind::Shelf => (Some(t.as_str()), None),
        Kind::Archive => (None, Some(t.as_str())),
    };
    let mut lib = GameLibrary::open_on("2026-12-05", shelf, archive, None, draughts_game::Lang::En);
    for notice in lib.notices() {
        one_line("library notice", &notice);
    }
    // A document with a problem is kept aside before anything is written
    // under its name: nothing is handed out until the app says it is kept.
    let aside = lib.keep_aside();
    let problems = read.problems.iter().any(|p| p.kind != ProblemKind::Empty);
    assert_eq!(aside.len(), usize::from(problems), "{:?}: {aside:?}", read.problems);
    for a in &aside {
        assert!(a.aside.ends_with(".json") && !a.aside.contains('/'), "{}", a.aside);
        let early = lib.flush();
        assert!(early.shelf.is_none() || kind != Kind::Shelf, "the shelf written before kept");
        assert!(
            early.archive.is_none() || kind != Kind::Archive,
            "the archive written before kept"
        );
        lib.kept_aside(a.file);
    }
    let written = lib.flush();
    for (kind, doc) in [(Kind::Shelf, written.shelf), (Kind::Archive, written.archive)] {
        if let Some(doc) = doc {
            let read = library::read(kind, &doc);
            assert!(read.problems.is_empty(), "{:?} in {doc}", read.problems);
        }
    }
}

/// Puzzle record: a record that loads writes bytes that load as the same
/// record (its ratings to a rounding); a refusal's message is one line.
pub fn puzzle_record(data: &[u8]) {
    use draughts_app::puzzles::PuzzleRecord;
    match PuzzleRecord::from_bytes(data) {
        Ok(record) => {
            let bytes = record.to_bytes();
            let back = PuzzleRecord::from_bytes(&bytes).expect("a written record loads");
            let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(1.0);
            let (r, b) = (record.rating, back.rating);
            assert!(
                close(r.rating, b.rating)
                    && close(r.deviation, b.deviation)
                    && close(r.volatility, b.volatility),
                "{r:?} reads back as {b:?}"
            );
            let mut back = back;
            back.rating = record.rating;
            assert_eq!(back, record);
        }
        Err(e) => one_line("puzzle record", &e.to_string()),
    }
}

/// The position editor's pasted FEN: byte 0 the rules, byte 1 the
/// language, the rest the FEN. A FEN the editor takes shows a FEN that it
/// takes again as the same position; a refusal is one line, in words.
pub fn editor_fen(data: &[u8]) {
    use draughts_app::analysis::PositionEditor;
    use draughts_game::Lang;
    let [v, l, rest @ ..] = data else { return };
    let rules = rules_of(*v);
    let lang = Lang::ALL[*l as usize % Lang::ALL.len()];
    let t = text(rest);
    let mut editor = PositionEditor::new(rules);
    match editor.set_fen(&t, lang) {
        Ok(()) => {
            let view = editor.view(lang);
            let mut again = PositionEditor::new(rules);
            again
                .set_fen(&view.fen, lang)
                .unwrap_or_else(|e| panic!("`{}` (from `{t}`) is refused: {e}", view.fen));
            assert_eq!(again.position(), editor.position(), "{}", view.fen);
            let _ = editor.ready();
        }
        Err(e) => {
            assert!(!e.is_empty(), "an empty refusal of `{t}`");
            one_line("editor FEN", &e);
            assert_eq!(
                editor.position(),
                PositionEditor::new(rules).position(),
                "refused, changed"
            );
        }
    }
}
