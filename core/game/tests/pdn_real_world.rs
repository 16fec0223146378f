//! PDN files from the real world: the lenient reader, its warnings (with
//! game and line), strict reading, streaming, and the export's terminator.
//! Files under `tests/data/` say where they come from on their first lines.

use draughts_game::pdn::{
    read_games, read_games_with, read_pdn, write_game, PdnError, PdnErrorKind, PdnGame, PdnReader,
    PdnWarningKind, ReadOptions,
};
use draughts_game::{EndReason, Outcome};
use draughts_rules::{MoveError, Rules, Variant};
use std::io::{BufRead, Read};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

const STRICT: ReadOptions = ReadOptions { strict: true };

fn texts(g: &draughts_game::pdn::PdnGame) -> Vec<&str> {
    g.game.plies().iter().map(|p| p.text.as_str()).collect()
}

#[test]
fn a_game_that_goes_on_after_a_draw_rule_is_replayed_with_a_warning() {
    let text = data("played_on.pdn");
    let g = read_pdn(&text).unwrap().remove(0);
    assert_eq!(g.game.ply(), 10, "every ply replayed");
    assert_eq!(g.warnings.len(), 1, "{:?}", g.warnings);
    let w = &g.warnings[0];
    assert_eq!((w.game, w.line), (1, 8));
    assert!(
        matches!(&w.kind, PdnWarningKind::PlayedOn { ply: 8, number, .. } if number == "5."),
        "{w}"
    );
    assert!(w.to_string().contains("repetition"), "{w}");
    // The game's own end is the file's: White wins, Black resigned.
    let r = g.game.result().unwrap();
    assert_eq!((r.outcome, r.reason), (Outcome::WhiteWins, EndReason::Resignation));
    assert!(!g.game.automatic_draws());
    // The export writes every ply and re-imports with the same warning.
    let out = write_game(&g.game, &g.tags, &g.comments);
    let back = read_pdn(&out).unwrap().remove(0);
    assert_eq!(back.game.plies(), g.game.plies());
    assert!(matches!(back.warnings[0].kind, PdnWarningKind::PlayedOn { ply: 8, .. }));
    // Strict reading refuses it.
    let e = read_games_with(&text, STRICT).remove(0).unwrap_err();
    assert_eq!(e.line, 8);
    assert!(matches!(e.kind, PdnErrorKind::Strict(PdnWarningKind::PlayedOn { .. })), "{e}");
}

#[test]
fn unknown_moves_keep_the_game_up_to_there() {
    let text = "[GameType \"20\"]\n[Result \"2-0\"]\n1. 32-28 19-23 2. -- 14-19\n3. 28x19 2-0\n\n\
                [GameType \"20\"]\n1. 32-28 19-23\n2. * * 3. 33-29 1-1\n\n\
                [GameType \"20\"]\n1. 31-27 *\n1. 32-28 *\n";
    let games = read_games(text);
    assert_eq!(games.len(), 4, "the `*` ending game 3 is a terminator: game 4 has no tags");
    let g = games[0].as_ref().unwrap();
    assert_eq!(texts(g), ["32-28", "19-23"]);
    assert_eq!(g.terminator.as_deref(), Some("2-0"));
    assert_eq!(g.game.result().unwrap().outcome, Outcome::WhiteWins);
    let w = &g.warnings[0];
    assert_eq!((w.game, w.line), (1, 3));
    assert!(
        matches!(
            &w.kind,
            PdnWarningKind::UnknownMove { text, plies: 2, number }
                if text == "--" && number == "2."
        ),
        "{w}"
    );
    let g = games[1].as_ref().unwrap();
    assert_eq!(texts(g), ["32-28", "19-23"]);
    assert_eq!(g.terminator.as_deref(), Some("1-1"));
    assert_eq!(g.game.result().unwrap().reason, EndReason::Agreement);
    assert_eq!((g.warnings[0].game, g.warnings[0].line), (2, 8));
    assert!(matches!(&g.warnings[0].kind, PdnWarningKind::UnknownMove { text, .. } if text == "*"));
    assert_eq!(texts(games[2].as_ref().unwrap()), ["31-27"]);
    assert_eq!(texts(games[3].as_ref().unwrap()), ["32-28"]);
    for g in &games[2..] {
        assert!(g.as_ref().unwrap().warnings.is_empty());
    }
    let strict = read_games_with(text, STRICT);
    assert!(matches!(
        strict[0].as_ref().unwrap_err().kind,
        PdnErrorKind::Strict(PdnWarningKind::UnknownMove { .. })
    ));
}

#[test]
fn annotations_setups_and_notations_in_use() {
    let games = read_pdn(&data("notation_mix.pdn")).unwrap();
    assert_eq!(games.len(), 6);
    for g in &games {
        assert!(g.warnings.is_empty(), "{}: {:?}", g.tag("Event").unwrap(), g.warnings);
    }
    // Comments kept (clock and evaluation included), NAGs, strength signs
    // and nested variations skipped.
    let g = &games[0];
    assert_eq!(texts(g), ["32-28", "19-23", "28x19", "14x23", "33-28", "23x32", "37x28"]);
    assert_eq!(g.comments[0], (1, "[%clk 0:05:00]".to_string()));
    assert_eq!(g.comments[1], (2, "[%eval 0.3] [%clk 0:04:58]".to_string()));
    assert_eq!(g.comments.len(), 2, "comments inside variations are skipped with them");
    // A set-up with Black to move, numbered on from 25.
    let g = &games[1];
    assert_eq!(texts(g), ["23x32", "50-45"]);
    // English: the short and the long multi-jump are the same move.
    assert_eq!(games[2].game.rules(), &Rules::english());
    assert_eq!(texts(&games[2]), ["9x27"]);
    assert_eq!(texts(&games[3]), ["9x18x27"]);
    assert_eq!(games[2].game.plies()[0].mv, games[3].game.plies()[0].mv);
    // Russian, algebraic and numeric: one game, recorded in algebraic.
    assert_eq!(games[4].game.rules(), &Variant::Russian.rules());
    assert_eq!(texts(&games[4]), ["c3-d4", "f6-e5", "d4:f6", "g7:e5"]);
    assert_eq!(games[5].game.plies(), games[4].game.plies());
    // Every game passes strict reading too.
    for g in read_games_with(&data("notation_mix.pdn"), STRICT) {
        g.unwrap();
    }
}

#[test]
fn move_numbers_that_do_not_match_are_warned_with_their_line() {
    let text = "[GameType \"20\"]\n1. 32-28 19-23\n3. 28x19 14x23\n4... 33-28 *\n";
    let g = read_pdn(text).unwrap().remove(0);
    assert_eq!(g.game.ply(), 5);
    let w: Vec<String> = g.warnings.iter().map(|w| w.to_string()).collect();
    assert_eq!(
        w,
        [
            "game 1, line 3: move number `3.` does not match the move: it is move 2.",
            "game 1, line 4: move number `4...` does not match the move: it is move 3.",
        ]
    );
    assert!(read_games_with(text, STRICT)[0].is_err());
    // `1. ... 7-12` leaves White's move out: Black's move is 1...
    let text = "[GameType \"20\"]\n[FEN \"B:W31-50:B1-20\"]\n1. ... 19-23 2. 32-28 *\n";
    assert!(read_pdn(text).unwrap()[0].warnings.is_empty());
}

#[test]
fn windows_line_ends_a_byte_order_mark_and_latin1_names() {
    let mut bytes = b"\xEF\xBB\xBF[Event \"Open\"]\r\n[White \"M\xFCller\"]\r\n[Black \
        \"Ren\xE9\"]\r\n[GameType \"20\"]\r\n\r\n1. 32-28 19-23 {\xE9tude} *\r\n"
        .to_vec();
    bytes.extend_from_slice(b"\r\n[Event \"Two\"]\r\n[White \"Jos\xC3\xA9\"]\r\n1. 31-27 *\r\n");
    let games: Vec<_> = PdnReader::new(&bytes[..]).collect();
    let g = games[0].as_ref().unwrap();
    assert_eq!(g.tag("Event"), Some("Open"), "the byte-order mark is not part of the tag");
    assert_eq!(g.tag("White"), Some("Müller"));
    assert_eq!(g.tag("Black"), Some("René"));
    assert_eq!(texts(g), ["32-28", "19-23"]);
    assert_eq!(g.comments, [(2, "étude".to_string())]);
    let lines: Vec<(usize, usize)> = g.warnings.iter().map(|w| (w.game, w.line)).collect();
    assert_eq!(lines, [(1, 2), (1, 3), (1, 6)]);
    assert!(g.warnings.iter().all(|w| w.kind == PdnWarningKind::Latin1));
    // The second game is UTF-8: no warning, its name intact.
    let g = games[1].as_ref().unwrap();
    assert_eq!(g.tag("White"), Some("José"));
    assert!(g.warnings.is_empty(), "{:?}", g.warnings);
    let strict: Vec<_> = PdnReader::with_options(&bytes[..], STRICT).collect();
    assert_eq!(strict[0].as_ref().unwrap_err().line, 2);
    assert!(strict[1].is_ok());
}

#[test]
fn one_bad_game_spoils_only_itself() {
    let games = read_games(&data("bad_and_good.pdn"));
    assert_eq!(games.len(), 3);
    assert_eq!(games[0].as_ref().unwrap().tag("Event"), Some("Good 1"));
    let e = games[1].as_ref().unwrap_err();
    assert_eq!((e.game, e.line), (2, 11));
    assert!(e.to_string().contains("move 2.: illegal here: `28-22`"), "{e}");
    let g = games[2].as_ref().unwrap();
    assert_eq!(g.tag("Event"), Some("Good 3"));
    assert_eq!(g.game.result().unwrap().outcome, Outcome::WhiteWins);
    // The all-or-nothing convenience gives the first error.
    assert_eq!(read_pdn(&data("bad_and_good.pdn")).unwrap_err(), *e);
}

#[test]
fn russian_per_jump_errors_give_the_move_number() {
    let head = "[GameType \"25\"]\n[FEN \"W:Wc3,a1:Bd4,f6,h8\"]\n";
    // Joined, the two jumps are one move.
    let g = read_pdn(&format!("{head}1. c3:e5 e5:g7 h8-g7 *")).unwrap_err();
    assert!(g.to_string().contains("move 1..."), "{g}");
    let ok = read_pdn(&format!("{head}1. c3:e5 e5:g7 *")).unwrap().remove(0);
    assert_eq!(texts(&ok), ["c3:e5:g7"]);
    // A capture left half way, by another move or by the end of the game.
    for moves in ["1. c3:e5\nh8-g7 *", "1. c3:e5 *", "1. c3:e5"] {
        let e = read_pdn(&format!("{head}{moves}")).unwrap_err();
        assert!(matches!(e.kind, PdnErrorKind::UnfinishedCapture { .. }), "{e}");
        assert_eq!(e.line, 3, "{e}");
        assert!(e.to_string().contains("move 1.: a per-jump capture ends"), "{moves}: {e}");
    }
    // Jumps that do not join into a legal capture.
    let e = read_pdn(&format!("{head}1. c3:e5 e5:c7 *")).unwrap_err();
    assert!(e.to_string().contains("move 1.: illegal here: `c3:e5 e5:c7`"), "{e}");
}

#[test]
fn the_export_ends_with_the_result() {
    let finished = read_pdn(&data("bad_and_good.pdn").replace("28-22", "28x19")).unwrap();
    let out = write_game(&finished[2].game, &finished[2].tags, &finished[2].comments);
    assert!(out.contains("[Result \"2-0\"]"), "{out}");
    assert!(out.trim_end().ends_with("18-23 2-0"), "{out}");
    assert_eq!(read_pdn(&out).unwrap()[0].terminator.as_deref(), Some("2-0"));
    // An unfinished game ends with `*`.
    let out = write_game(&finished[0].game, &[], &[]);
    assert!(out.trim_end().ends_with("19-23 *"), "{out}");
    // An English draw.
    let mut g = draughts_game::Game::new(Rules::english());
    g.play_text("11-15").unwrap();
    g.agree_draw().unwrap();
    assert!(write_game(&g, &[], &[]).trim_end().ends_with("11-15 1/2-1/2"));
}

#[test]
fn stray_brackets_and_missing_terminators_are_warnings() {
    let g = read_pdn("[GameType \"20\"]\n1. 32-28 ) 19-23\n").unwrap().remove(0);
    let kinds: Vec<_> = g.warnings.iter().map(|w| (w.line, w.kind.clone())).collect();
    assert_eq!(kinds, [(2, PdnWarningKind::StrayClose), (2, PdnWarningKind::NoTerminator)]);
    assert_eq!(g.game.ply(), 2);
}

#[test]
fn errors_and_warnings_stay_on_one_line() {
    for text in [
        "[GameType \"2\u{7}0\"]\n1. 32-28 *",
        "[GameType \"20\"]\n[FEN \"W:W3\u{1b}1:B1\"]\n1. 32-28 *",
        "[GameType \"20\"]\n1. 32-28 \u{b}19-24\u{c} *",
        "[GameType \"20\"]\n1. 32-28 19-23 2. \u{1}-- *",
    ] {
        for g in read_games(text) {
            let msgs: Vec<String> = match g {
                Ok(g) => g.warnings.iter().map(|w| w.to_string()).collect(),
                Err(e) => vec![e.to_string()],
            };
            for m in msgs {
                assert!(!m.chars().any(char::is_control), "{m:?}");
            }
        }
    }
}

/// A source that repeats one game without end: the reader must yield games
/// without reading to the end.
struct Endless {
    game: &'static [u8],
    at: usize,
}

impl Read for Endless {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = self.fill_buf()?.len().min(out.len());
        out[..n].copy_from_slice(&self.game[self.at..self.at + n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Endless {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at == self.game.len() {
            self.at = 0;
        }
        Ok(&self.game[self.at..])
    }
    fn consume(&mut self, n: usize) {
        self.at += n;
    }
}

#[test]
fn games_are_read_one_at_a_time() {
    let src = Endless { game: b"[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n", at: 0 };
    let games: Vec<_> = PdnReader::new(src).take(3000).collect();
    assert_eq!(games.len(), 3000);
    let last = games.last().unwrap().as_ref().unwrap();
    assert_eq!((last.line, last.game.ply()), (3 * 2999 + 1, 4));
    // An input error ends the reading with an error, after the games read.
    struct Broken(bool);
    impl Read for Broken {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            if std::mem::replace(&mut self.0, true) {
                return Err(std::io::Error::other("disk on fire"));
            }
            let g = b"1. 32-28 *\n";
            out[..g.len()].copy_from_slice(g);
            Ok(g.len())
        }
    }
    let r: Vec<_> = PdnReader::new(std::io::BufReader::new(Broken(false))).collect();
    assert_eq!(r.len(), 2);
    assert!(r[0].is_ok());
    assert!(r[1].as_ref().unwrap_err().to_string().contains("cannot read: disk on fire"));
}

#[test]
fn huge_move_numbers_are_warnings_not_overflows() {
    for n in ["9223372036854775808", "18446744073709551615", "99999999999999999999999"] {
        // A set-up game counts on from its first number: the shift is taken
        // from it, where an overflow would be.
        for fen in ["", "[FEN \"W:W32-50:B1-20\"]\n"] {
            let text = format!("[GameType \"20\"]\n{fen}{n}. 32-28 1. 19-23 *\n");
            let g = read_pdn(&text).unwrap().remove(0);
            assert_eq!(g.game.ply(), 2);
            assert!(!g.warnings.is_empty(), "{text}");
        }
    }
}

/// The games of a file, each read or refused.
type Games = Vec<Result<PdnGame, PdnError>>;

/// The games of `slips.pdn`, read leniently and strictly.
fn slips() -> (Games, Games) {
    let text = data("slips.pdn");
    (read_games(&text), read_games_with(&text, STRICT))
}

/// Game `n` (from 1) read leniently, and the kinds and lines of its warnings.
fn slip(n: usize) -> (PdnGame, Vec<(usize, PdnWarningKind)>) {
    let g = slips().0.remove(n - 1).unwrap();
    assert!(g.warnings.iter().all(|w| w.game == n), "{:?}", g.warnings);
    let w = g.warnings.iter().map(|w| (w.line, w.kind.clone())).collect();
    (g, w)
}

/// Game `n` (from 1) read strictly: refused for the warning `kind` at `line`.
fn refused_strictly(n: usize, line: usize, kind: PdnWarningKind) {
    let e = slips().1.remove(n - 1).unwrap_err();
    assert_eq!((e.game, e.line, e.kind), (n, line, PdnErrorKind::Strict(kind)));
}

#[test]
fn an_ambiguous_capture_is_the_one_under_which_the_game_goes_on() {
    let (g, w) = slip(1);
    // 10x26 takes 14 and 22 by 17, or 15 and 23 by 19: 23-19 needs 23.
    assert_eq!(texts(&g), ["10x17x26", "23-19"]);
    let kind = PdnWarningKind::AmbiguousCapture {
        number: "1.".into(),
        text: "10x26".into(),
        chosen: "10x17x26".into(),
    };
    assert_eq!(w, [(10, kind.clone())]);
    assert_eq!(
        g.warnings[0].to_string(),
        "game 1, line 10: move 1.: `10x26` fits captures that take different pieces; read as \
         `10x17x26`, the only one after which the game goes on legally"
    );
    refused_strictly(1, 10, kind);
    // Italian: 26x10 by 19 takes 22 and 14; by 17, 21 and 13, which 13-17 needs.
    let (g, w) = slip(2);
    assert_eq!(texts(&g), ["26x19x10", "13-17"]);
    assert!(matches!(&w[..], [(15, PdnWarningKind::AmbiguousCapture { .. })]), "{w:?}");
    // A Latin-1 line read ahead is still noted, once.
    let bytes = b"[GameType \"21\"]\n[FEN \"B:W14,15,22,23:B10,3\"]\n1. 10x26\n{\xE9} 23-19 *\n";
    let g = PdnReader::new(&bytes[..]).next().unwrap().unwrap();
    let lines: Vec<_> =
        g.warnings.iter().map(|w| (w.line, w.kind == PdnWarningKind::Latin1)).collect();
    assert_eq!(lines, [(3, false), (4, true)]);
    // Both routes go on (the game ends there): refused as before.
    let e = slips().0.remove(2).unwrap_err();
    assert_eq!((e.game, e.line), (3, 20));
    assert!(
        matches!(&e.kind, PdnErrorKind::Move { error: MoveError::Ambiguous { .. }, .. }),
        "{e}"
    );
}

#[test]
fn a_flying_kings_capture_may_name_where_it_lands_between_two_pieces() {
    let (g, w) = slip(4);
    // Past c3 the king lands on f6 to take g7: the move's path is a1, d4, h8.
    assert_eq!(texts(&g), ["a1:h8", "h6-g5"]);
    assert!(w.is_empty(), "{w:?}");
    assert_eq!(g.game.position().to_fen(g.game.rules()), "W:WKh8:Bg5");
    assert!(slips().1.remove(3).is_ok(), "not a slip: strict reading takes it");
}

#[test]
fn a_problems_man_on_its_promotion_row_is_a_king_and_an_empty_fen_the_start() {
    // Warnings of the tags are at the game's first line, as their errors.
    let (g, w) = slip(5);
    assert_eq!(w, [(27, PdnWarningKind::ManReadAsKing { square: "1".into() })]);
    assert_eq!(texts(&g), ["12-16", "1-6"], "1-6 is a king's move back");
    assert!(g.warnings[0].to_string().contains("square 1 stands on its own promotion row"));
    refused_strictly(5, 27, PdnWarningKind::ManReadAsKing { square: "1".into() });
    let (g, w) = slip(6);
    assert_eq!(w, [(32, PdnWarningKind::EmptyFen)]);
    assert_eq!(g.game.start(), &draughts_rules::Position::start(&Rules::english()));
    refused_strictly(6, 32, PdnWarningKind::EmptyFen);
}

#[test]
fn strict_reading_refuses_a_result_against_its_tag_and_a_lone_dot() {
    let (g, w) = slip(7);
    let kind = PdnWarningKind::ResultMismatch { tag: "1-0".into(), terminator: "0-1".into() };
    assert_eq!(w, [(40, kind.clone())]);
    // The tag is kept.
    assert_eq!(g.game.result().unwrap().outcome, Outcome::WhiteWins);
    refused_strictly(7, 40, kind);
    // `*` says nothing against a result.
    let text = "[GameType \"21\"]\n[Result \"1-0\"]\n1. 11-15 *\n";
    read_games_with(text, STRICT).remove(0).unwrap();
    let (g, w) = slip(8);
    assert_eq!(texts(&g), ["11-15", "23-19"]);
    assert_eq!(w, [(44, PdnWarningKind::LoneDot)]);
    refused_strictly(8, 44, PdnWarningKind::LoneDot);
    // Refused after its moves or for its tags, no game hides the next.
    let games: Vec<usize> =
        slips().1.iter().map(|g| g.as_ref().map_or_else(|e| e.game, |_| 4)).collect();
    assert_eq!(games, [1, 2, 3, 4, 5, 6, 7, 8]);
}

/// International: a king on 36 takes three pieces landing on 16 by two
/// routes, by 18 and 7 (taking 27, 12 and 11) or by 13 and 2 (taking 27,
/// 8 and 11). The PDN standard writes a capture by its first and last
/// squares and asks for the squares between where those two are ambiguous.
const TWO_ROUTES: &str = "W:WK36:B8,11,12,27,32,41";

fn two_routes(moves: &str) -> Result<PdnGame, PdnError> {
    read_pdn(&format!("[GameType \"20\"]\n[FEN \"{TWO_ROUTES}\"]\n\n1. {moves} *\n"))
        .map(|mut g| g.remove(0))
}

#[test]
fn an_international_capture_of_two_routes_reads_by_its_squares_or_fails_saying_where() {
    // A square between that only one route lands on settles it, no warning.
    let g = two_routes("36x18x16").unwrap();
    assert_eq!((texts(&g), g.warnings.len()), (vec!["36x18x7x16"], 0));
    let g = two_routes("36x2x16").unwrap();
    assert_eq!(texts(&g), ["36x13x2x16"]);
    // From and to only, and the game goes on after one route alone:
    // Black's 12-17 needs the man on 12, which the other route takes.
    let g = two_routes("36x16 12-17").unwrap();
    assert_eq!(texts(&g), ["36x13x2x16", "12-17"]);
    assert!(matches!(&g.warnings[..], [w] if w.line == 4 && matches!(
        &w.kind,
        PdnWarningKind::AmbiguousCapture { text, chosen, .. } if text == "36x16" && chosen == "36x13x2x16"
    )));
    // From and to only, and nothing after it tells: refused, with the
    // game, the line, the move and the routes it fits.
    let e = two_routes("36x16").unwrap_err();
    assert_eq!((e.game, e.line), (1, 4));
    let PdnErrorKind::Move { error: MoveError::Ambiguous { text, candidates }, .. } = &e.kind
    else {
        panic!("{e}");
    };
    assert_eq!(text, "36x16");
    let mut routes = candidates.clone();
    routes.sort();
    assert_eq!(routes, ["36x13x2x16", "36x18x7x16"]);
    let said = e.to_string();
    assert!(said.contains("line 4") && said.contains("36x16"), "{said}");
}
