//! The analysis core: the move tree's operations and labels, evaluations in
//! words and numbers, the game review with the real engine at fixed nodes
//! (deterministic), and the position editor.

use draughts_app::analysis::{
    classify, move_accuracy, spoken_eval, win_chances, EditorTool, Eval, GameReview, MoveClass,
    MoveTree, NodeId, NotReady, PositionEditor, ReviewDepth,
};
use draughts_app::Stale;
use draughts_engine::{Bot, Limits, BB_WIN, WIN};
use draughts_game::pdn::read_pdn;
use draughts_game::{Game, Lang};
use draughts_rules::{Color, Piece, PieceKind, Position, Rules, Variant};

fn intl() -> Rules {
    Rules::international()
}

fn game(moves: &[&str]) -> Game {
    let mut g = Game::new(intl());
    for m in moves {
        g.play_text(m).unwrap();
    }
    g
}

fn labels(t: &MoveTree) -> Vec<String> {
    t.moves()
        .iter()
        .map(|m| {
            let label = if m.show_label { format!("{} ", m.label) } else { String::new() };
            format!("{}{label}{}", "(".repeat(usize::from(m.starts_variation)), m.text)
        })
        .collect()
}

#[test]
fn a_tree_from_a_game_holds_its_main_line_with_move_numbers() {
    let t = MoveTree::from_game(&game(&["32-28", "19-23", "28x19", "14x23"]));
    assert_eq!(t.current(), NodeId::ROOT);
    assert_eq!(labels(&t), ["1. 32-28", "19-23", "2. 28x19", "14x23"]);
    let main = t.main_line();
    assert_eq!(main.len(), 4);
    assert_eq!(t.move_label(main[1]).unwrap(), "1… 19-23");
    assert_eq!(t.move_label(main[2]).unwrap(), "2. 28x19");
    assert!(t.moves().iter().all(|m| m.depth == 0));
    assert_eq!(t.moves()[1].side, Color::Black);
}

#[test]
fn the_view_carries_what_the_screen_draws() {
    let mut t = MoveTree::from_game(&game(&["32-28", "19-23"]));
    let v = t.view();
    assert_eq!((v.current, v.can_back, v.can_forward), (NodeId::ROOT, false, true));
    assert_eq!(v.current_move, None);
    assert_eq!(v.turn, Color::White);
    assert!(v.on_main_line);
    t.last();
    t.back();
    t.play_text("18-23").unwrap();
    let v = t.view();
    assert_eq!(v.current_move.as_deref(), Some("1… 18-23"));
    assert_eq!((v.can_back, v.can_forward, v.on_main_line), (true, false, false));
    assert_eq!(v.turn, Color::White);
    assert_eq!(Position::from_fen(&intl(), &v.fen).unwrap(), t.position(v.current).unwrap());
    assert_eq!(v.moves.iter().filter(|m| m.current).count(), 1);
}

#[test]
fn moving_through_the_tree() {
    let mut t = MoveTree::from_game(&game(&["32-28", "19-23", "28x19", "14x23"]));
    let main = t.main_line();
    assert!(!t.back(), "no move before the start");
    assert!(t.forward());
    assert_eq!(t.current(), main[0]);
    t.last();
    assert_eq!(t.current(), main[3]);
    assert!(!t.forward(), "nothing after the last move");
    assert!(t.back());
    assert_eq!(t.current(), main[2]);
    t.first();
    assert_eq!(t.current(), NodeId::ROOT);
    assert!(t.go_to(main[1]));
    assert_eq!(t.position(main[1]).unwrap().turn(), Color::White);
    assert!(!t.go_to(NodeId(99)), "an unknown node is refused");
    assert_eq!(t.current(), main[1]);
}

#[test]
fn a_move_played_from_any_node_opens_a_variation_or_follows_one() {
    let mut t = MoveTree::from_game(&game(&["32-28", "19-23", "28x19", "14x23"]));
    let main = t.main_line();
    t.go_to(main[0]);
    let v = t.play_text("18-23").unwrap();
    assert_eq!(t.current(), v);
    assert_eq!(t.children(main[0]), &[main[1], v]);
    let v2 = t.play_text("33-29").unwrap();
    assert_eq!(labels(&t), ["1. 32-28", "19-23", "(1… 18-23", "2. 33-29", "2. 28x19", "14x23"]);
    let moves = t.moves();
    assert_eq!((moves[2].depth, moves[3].depth, moves[4].depth), (1, 1, 0));
    assert!(moves[3].current);
    // Playing a move already there goes to it instead of adding another.
    t.go_to(main[0]);
    assert_eq!(t.play_text("18-23").unwrap(), v);
    assert_eq!(t.children(main[0]).len(), 2);
    assert!(!t.is_main_line(v2));
    assert!(t.is_main_line(main[3]));
    assert!(t.play_text("50-45").is_err(), "an illegal move is refused");
}

#[test]
fn promoting_a_variation_makes_it_the_main_line() {
    let mut t = MoveTree::from_game(&game(&["32-28", "19-23", "28x19", "14x23"]));
    let main = t.main_line();
    t.go_to(main[0]);
    let v = t.play_text("18-23").unwrap();
    let v2 = t.play_text("33-29").unwrap();
    t.go_to(v);
    let v3 = t.play_text("37-32").unwrap(); // a variation inside the variation
    assert_eq!(t.children(v), &[v2, v3]);
    assert!(t.promote(v3), "first inside its variation");
    assert_eq!(t.children(v), &[v3, v2]);
    assert!(!t.is_main_line(v3));
    assert!(t.promote(v3), "then its line becomes the main line");
    assert!(t.is_main_line(v3));
    assert_eq!(t.main_line(), vec![main[0], v, v3]);
    let g = t.main_line_game();
    let texts: Vec<&str> = g.played().iter().map(|p| p.text.as_str()).collect();
    assert_eq!(texts, ["32-28", "18-23", "37-32"]);
    assert!(!t.promote(v3), "already the main line");
    assert_eq!(labels(&t)[..3], ["1. 32-28", "18-23", "(1… 19-23"]);
}

#[test]
fn deleting_a_node_removes_its_subtree_and_moves_off_it() {
    let mut t = MoveTree::from_game(&game(&["32-28", "19-23", "28x19", "14x23"]));
    let main = t.main_line();
    t.go_to(main[0]);
    let v = t.play_text("18-23").unwrap();
    let v2 = t.play_text("33-29").unwrap();
    assert!(t.delete(v));
    assert_eq!(t.current(), main[0], "the node on screen was inside");
    assert_eq!(t.children(main[0]), &[main[1]]);
    assert!(!t.go_to(v2), "a deleted node is gone");
    assert!(!t.delete(NodeId::ROOT));
    t.go_to(main[3]);
    assert!(t.delete(main[2]));
    assert_eq!(t.current(), main[1]);
    assert_eq!(t.main_line(), vec![main[0], main[1]]);
    assert!(!t.delete(main[2]), "twice");
}

#[test]
fn a_tree_from_a_fen_or_a_pdn_game() {
    let rules = intl();
    let mut t = MoveTree::from_fen(rules, "B:W32,33:B18,19").unwrap();
    let id = t.play_text("19-23").unwrap();
    assert_eq!(t.move_label(id).unwrap(), "1… 19-23");
    assert_eq!(labels(&t), ["1… 19-23"]);
    t.play_text("32-28").unwrap();
    assert_eq!(labels(&t), ["1… 19-23", "2. 32-28"]);
    assert!(MoveTree::from_fen(rules, "W:W99").is_err());

    let pdn = read_pdn("[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n").unwrap();
    let t = MoveTree::from_pdn(&pdn[0]);
    assert_eq!(labels(&t), ["1. 32-28", "19-23", "2. 28x19", "14x23"]);
}

#[test]
fn english_numbers_from_black_the_first_mover() {
    let rules = Rules::english();
    let mut t = MoveTree::new(rules, Position::start(&rules));
    let first = t.play(&Position::start(&rules).legal_moves(&rules)[0]).unwrap();
    assert_eq!(t.moves()[0].side, rules.first);
    assert!(t.move_label(first).unwrap().starts_with("1. "));
}

#[test]
fn win_chances_follow_the_lidraughts_curve() {
    assert_eq!(win_chances(0), 0.0);
    let pct = |cp| 50.0 + 50.0 * win_chances(cp);
    assert!((pct(100) - 59.9).abs() < 0.05);
    assert!((pct(200) - 69.0).abs() < 0.05);
    assert!((pct(1000) - 98.2).abs() < 0.05);
    assert_eq!(win_chances(5000), win_chances(1000), "clamped at ±1000");
    assert!((win_chances(-300) + win_chances(300)).abs() < 1e-12);
    let win = Eval::Win { winner: Color::Black, plies: 3 };
    assert_eq!(win.win_chances(), win_chances(-1000));
    assert!((Eval::Centi { cp: 100 }.bar() - 59.9).abs() < 0.05);
}

#[test]
fn engine_scores_become_evaluations_from_whites_side() {
    assert_eq!(Eval::from_search(120, Color::Black), Eval::Centi { cp: -120 });
    assert_eq!(Eval::from_search(120, Color::White), Eval::Centi { cp: 120 });
    assert_eq!(
        Eval::from_search(WIN - 13, Color::Black),
        Eval::Win { winner: Color::Black, plies: 13 }
    );
    assert_eq!(
        Eval::from_search(-(WIN - 4), Color::Black),
        Eval::Win { winner: Color::White, plies: 4 }
    );
    assert_eq!(
        Eval::from_search(BB_WIN + 150, Color::White),
        Eval::DatabaseWin { winner: Color::White }
    );
}

#[test]
fn labels_and_sentences() {
    let en = Lang::En;
    assert_eq!(Eval::Centi { cp: 120 }.label(en), "+1.2");
    assert_eq!(Eval::Centi { cp: -45 }.label(en), "-0.5");
    assert_eq!(Eval::Centi { cp: 2 }.label(en), "0.0");
    assert_eq!(Eval::Win { winner: Color::White, plies: 13 }.label(en), "#7");
    assert_eq!(Eval::Win { winner: Color::Black, plies: 2 }.label(en), "#-1");
    assert_eq!(Eval::DatabaseWin { winner: Color::White }.label(en), "White wins (database)");
    let line = ["32-28".to_string(), "19-23".to_string()];
    assert_eq!(
        spoken_eval(&Eval::Centi { cp: 110 }, &line, en),
        "White is better by about a man. Best: 32-28, then 19-23."
    );
    assert_eq!(spoken_eval(&Eval::Centi { cp: -10 }, &[], en), "The position is about equal.");
    assert_eq!(spoken_eval(&Eval::Centi { cp: -50 }, &[], en), "Black is slightly better.");
    assert_eq!(spoken_eval(&Eval::Centi { cp: -310 }, &[], en), "Black is better by about 3 men.");
    assert_eq!(spoken_eval(&Eval::Centi { cp: 800 }, &[], en), "White is winning.");
    assert_eq!(
        spoken_eval(&Eval::Win { winner: Color::Black, plies: 13 }, &[], en),
        "Black wins by force in 7 moves."
    );
    assert_eq!(
        spoken_eval(&Eval::Centi { cp: 110 }, &line, Lang::Fr),
        "Les Blancs ont environ un pion d'avance. Meilleure suite : 32-28, puis 19-23."
    );
    assert_eq!(
        spoken_eval(&Eval::Centi { cp: -220 }, &[], Lang::Ru),
        "У чёрных перевес примерно в 2 простые."
    );
    assert_eq!(
        spoken_eval(&Eval::Centi { cp: 90 }, &[], Lang::Nl),
        "Wit staat ongeveer een schijf voor."
    );
    assert_eq!(
        spoken_eval(&Eval::DatabaseWin { winner: Color::Black }, &[], Lang::PtBr),
        "Segundo a base de finais, as Pretas ganham."
    );
}

#[test]
fn classes_by_the_lidraughts_thresholds() {
    let c = |cp| Eval::Centi { cp };
    let w = Color::White;
    assert_eq!(classify(&c(0), &c(-500), w, false, true), MoveClass::Forced);
    assert_eq!(classify(&c(0), &c(-500), w, true, false), MoveClass::Best);
    assert_eq!(classify(&c(0), &c(-30), w, false, false), MoveClass::Good);
    assert_eq!(classify(&c(0), &c(-40), w, false, false), MoveClass::Inaccuracy);
    assert_eq!(classify(&c(0), &c(-80), w, false, false), MoveClass::Mistake);
    assert_eq!(classify(&c(0), &c(-160), w, false, false), MoveClass::Blunder);
    // Black's point of view: a White score rising is Black's loss.
    assert_eq!(classify(&c(0), &c(160), Color::Black, false, false), MoveClass::Blunder);
    let white_wins = Eval::Win { winner: w, plies: 9 };
    assert_eq!(classify(&white_wins, &c(100), w, false, false), MoveClass::MissedWin);
    assert_eq!(classify(&white_wins, &c(800), w, false, false), MoveClass::Mistake);
    assert_eq!(classify(&white_wins, &c(1500), w, false, false), MoveClass::Inaccuracy);
    let black_wins = Eval::Win { winner: Color::Black, plies: 9 };
    assert_eq!(classify(&c(0), &black_wins, w, false, false), MoveClass::Blunder);
    assert_eq!(classify(&c(-2000), &black_wins, w, false, false), MoveClass::Inaccuracy);
    // A slower win is not judged an error.
    let slower = Eval::Win { winner: w, plies: 15 };
    assert_eq!(classify(&white_wins, &slower, w, false, false), MoveClass::Good);
}

#[test]
fn accuracy_follows_the_lichess_formula() {
    assert_eq!(move_accuracy(60.0, 70.0), 100.0);
    assert!((move_accuracy(60.0, 55.0) - 80.8).abs() < 0.05);
    assert!((move_accuracy(60.0, 50.0) - 64.6).abs() < 0.05);
    assert!((move_accuracy(60.0, 40.0) - 41.0).abs() < 0.05);
    assert_eq!(move_accuracy(100.0, 0.0), 0.0);
}

/// White to move: 32-28 lets 23x32x41 take two men (28 and 37) with no
/// recapture; 33-29 exchanges.
const SHOT: &str = "W:W32,33,34,37,38,39,42,43,44,48:B12,13,14,17,18,19,21,23,24,26";

fn from_shot(moves: &[&str]) -> Game {
    let rules = intl();
    let mut g = Game::from_position(rules, Position::from_fen(&rules, SHOT).unwrap());
    for m in moves {
        g.play_text(m).unwrap();
    }
    g
}

fn run(review: &mut GameReview) {
    let mut bot = Bot::new(intl());
    while let Some(job) = review.next_job() {
        let answer = job.run(&mut bot);
        review.apply(&job.ticket, &answer).unwrap();
    }
}

#[test]
fn a_move_dropping_two_men_to_a_shot_is_a_blunder_and_the_capture_forced() {
    let mut review = GameReview::new(&from_shot(&["32-28", "23x41"]), ReviewDepth::Fast);
    run(&mut review);
    let report = review.report(Lang::En);
    assert!(report.complete);
    let [blunder, capture] = &report.moves[..] else { panic!("{report:?}") };
    assert_eq!((blunder.ply, blunder.label.as_str(), blunder.text.as_str()), (1, "1.", "32-28"));
    assert_eq!(blunder.class, MoveClass::Blunder);
    // The better move is the engine's (which one depends on its weights):
    // any move but the blunder, with its line starting from it.
    let better = blunder.better.as_deref().expect("a better move");
    assert_ne!(better, "32-28");
    assert_eq!(blunder.line.first().map(String::as_str), Some(better));
    assert!(blunder.eval.men() < -1.5, "{:?}", blunder.eval);
    assert!(blunder.loss_cp >= 150);
    assert_eq!(capture.class, MoveClass::Forced);
    assert_eq!(capture.accuracy, None);
    assert_eq!((capture.label.as_str(), capture.side), ("1…", Color::Black));
    let [white, black] = &report.summary;
    assert_eq!(white.counts[4], (MoveClass::Blunder, 1));
    assert!(white.accuracy.unwrap() < 40.0, "{white:?}");
    assert_eq!(black.accuracy, None, "a forced move is not judged");
    assert_eq!(black.counts[6], (MoveClass::Forced, 1));
}

/// The engine's move in the shot position at the review's fast setting.
fn engines_move() -> String {
    let mut review = GameReview::new(&from_shot(&["32-28", "23x41"]), ReviewDepth::Fast);
    run(&mut review);
    review.report(Lang::En).moves[0].better.clone().expect("a better move than the blunder")
}

#[test]
fn the_engines_move_is_best() {
    let best = engines_move();
    let mut review = GameReview::new(&from_shot(&[best.as_str()]), ReviewDepth::Fast);
    run(&mut review);
    let report = review.report(Lang::En);
    assert_eq!(report.moves[0].text, best);
    assert_eq!(report.moves[0].class, MoveClass::Best, "{report:?}");
    assert_eq!(report.moves[0].better, None);
    assert_eq!(report.moves[0].accuracy, Some(100.0));
    assert_eq!(report.summary[0].counts[0], (MoveClass::Best, 1), "{report:?}");
}

#[test]
fn an_only_move_is_searched_beyond_not_scored_mid_exchange() {
    // 33-29 offers an exchange: Black's only move 24x33 and White's 38x29
    // leave material even. A static score after 24x33 would be a man down.
    let mut review = GameReview::new(&from_shot(&["33-29", "24x33", "38x29"]), ReviewDepth::Fast);
    run(&mut review);
    let report = review.report(Lang::En);
    assert_eq!(report.moves[1].class, MoveClass::Forced);
    // The score after 33-29 is the one found past Black's only move: the
    // same as after it, not a static score with White a man down.
    let (offered, taken) = (report.moves[0].eval.men(), report.moves[1].eval.men());
    assert!((offered - taken).abs() < 0.3, "after 33-29 {offered}, after 24x33 {taken}");
    assert!(offered > -0.9, "scored a man down mid-exchange: {offered}");
    assert_eq!(report.moves[2].label, "2.");
}

#[test]
fn a_stale_answer_is_refused_and_a_cancelled_pass_resumes_where_it_stopped() {
    let g = from_shot(&["32-28", "23x41", "42-37"]);
    let mut review = GameReview::with_limits(&g, Limits::nodes(5_000));
    let mut bot = Bot::new(intl());
    assert_eq!(review.progress().total, 4);
    let empty = review.report(Lang::En);
    assert!(empty.moves.is_empty() && empty.start.is_none() && !empty.complete);
    assert_eq!(empty.summary[0].accuracy, None);
    let job = review.next_job().unwrap();
    assert_eq!(job.ticket.index, 0);
    let answer = job.run(&mut bot);
    review.apply(&job.ticket, &answer).unwrap();
    assert_eq!(review.apply(&job.ticket, &answer), Err(Stale), "twice");
    let job = review.next_job().unwrap();
    assert_eq!(job.ticket.index, 1);
    assert_eq!(job.history.len(), 1);
    review.cancel();
    assert!(review.next_job().is_none());
    assert!(!review.progress().running);
    let answer = job.run(&mut bot);
    assert_eq!(review.apply(&job.ticket, &answer), Err(Stale), "answered after cancel");
    assert_eq!(review.report(Lang::En).moves.len(), 0);
    review.resume();
    let again = review.next_job().unwrap();
    assert_eq!(again.ticket.index, 1, "resumes at the first position not evaluated");
    assert_eq!(review.apply(&job.ticket, &answer), Err(Stale), "the old ticket stays stale");
    review.apply(&again.ticket, &again.run(&mut bot)).unwrap();
    assert_eq!(review.progress().done, 2);
    assert_eq!(review.report(Lang::En).moves.len(), 1, "one move has both evaluations");
    run(&mut review);
    assert!(review.is_complete());
    review.restart(Limits::nodes(6_000));
    assert_eq!(review.progress().done, 0);
    assert!(review.progress().running);
}

#[test]
fn a_finished_game_needs_no_search_for_its_last_position() {
    let rules = intl();
    let g = {
        let mut g = Game::from_position(rules, Position::from_fen(&rules, "W:W28:B23").unwrap());
        g.play_text("28x19").unwrap();
        g
    };
    let mut review = GameReview::with_limits(&g, Limits::depth(2));
    assert_eq!(review.eval_at(1), Some(Eval::Win { winner: Color::White, plies: 0 }));
    run(&mut review);
    let report = review.report(Lang::En);
    assert_eq!(report.moves[0].class, MoveClass::Forced);
    assert_eq!(report.moves[0].eval_label, "#0");
}

/// A square by its number in International numbering.
fn sq(n: u32) -> draughts_rules::Square {
    intl().square_from_number(n).unwrap()
}

const WHITE_MAN: Piece = Piece { color: Color::White, kind: PieceKind::Man };
const BLACK_KING: Piece = Piece { color: Color::Black, kind: PieceKind::King };

#[test]
fn the_editor_places_removes_and_sets_the_side_to_move() {
    let mut e = PositionEditor::new(intl());
    assert_eq!(e.view(Lang::En).fen, "W:W:B");
    e.place(sq(32), WHITE_MAN).unwrap();
    e.place(sq(19), BLACK_KING).unwrap();
    e.set_turn(Color::Black);
    let v = e.view(Lang::En);
    assert_eq!(v.fen, "B:W32:BK19");
    assert_eq!(v.turn, Color::Black);
    assert_eq!(v.pieces.len(), 2);
    assert_eq!(v.refusal, None);
    e.place(sq(32), BLACK_KING).unwrap();
    assert_eq!(e.view(Lang::En).fen, "B:W:BK19,K32", "a piece replaces another");
    assert!(e.remove(sq(19)));
    assert!(!e.remove(sq(19)), "already empty");
    let mut t = e.tree();
    assert_eq!(t.view().fen, "B:W:BK32");
    assert!(t.play_text("32-28").is_ok());
    e.clear();
    assert_eq!(e.view(Lang::En).fen, "B:W:B");
}

#[test]
fn an_illegal_edit_is_refused_worded_and_changes_nothing() {
    let mut e = PositionEditor::new(intl());
    e.place(sq(32), WHITE_MAN).unwrap();
    assert!(e.place(sq(3), WHITE_MAN).is_err(), "a white man on its promotion row");
    let v = e.view(Lang::En);
    assert_eq!(v.fen, "W:W32:B");
    assert_eq!(
        v.refusal.as_deref(),
        Some("a White man stands on square 3, its own promotion row: it would already be a king")
    );
    assert!(e.view(Lang::Fr).refusal.unwrap().contains('3'));
    e.place(sq(33), WHITE_MAN).unwrap();
    assert_eq!(e.view(Lang::En).refusal, None, "an accepted edit clears the refusal");
    let mut full = PositionEditor::from_position(intl(), Position::start(&intl()));
    assert!(full.place(sq(30), WHITE_MAN).is_err(), "a 21st white man");
    assert!(full.view(Lang::En).refusal.unwrap().contains("at most 20"));
    assert!(full.set_fen("W:W99", Lang::En).is_err());
    full.set_fen("W:W32:B19", Lang::En).unwrap();
    assert_eq!(full.position().count(Color::White).0 + full.position().count(Color::White).1, 1);
}

#[test]
fn the_engine_lines_of_the_current_node_stream_and_differ() {
    use draughts_app::analysis::{LinesJob, ANALYSIS_LINES};
    let mut t = MoveTree::new(intl(), Position::start(&intl()));
    t.play_text("32-28").unwrap();
    let job = LinesJob::for_current(&t, Limits::depth(4), ANALYSIS_LINES);
    assert_eq!(job.node, t.current());
    assert_eq!(job.history.len(), 1);
    assert_eq!(job.position, t.position(t.current()).unwrap());
    let mut bot = Bot::new(intl());
    let mut updates = 0;
    let lines = job.run(&mut bot, None, Lang::En, &mut |shown| {
        updates += 1;
        assert!(!shown.is_empty() && shown.len() <= ANALYSIS_LINES);
    });
    assert_eq!(lines.len(), 3);
    assert!(updates >= 3 * 4, "an update per iteration of each line: {updates}");
    let firsts: Vec<_> = lines.iter().map(|l| l.moves[0].clone()).collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    for l in &lines {
        assert!((0.0..=1.0).contains(&l.expected));
        assert_eq!(l.depth, 4);
        assert!(l.nodes > 0);
        assert!(l.spoken.contains(&l.moves[0]), "{}", l.spoken);
    }
}

#[test]
fn the_lines_job_carries_the_draw_counters_of_its_path() {
    use draughts_app::analysis::LinesJob;
    // Kings only (International): every king move counts towards the
    // 25-move rule.
    let mut t = MoveTree::from_fen(intl(), "W:WK50:BK1").unwrap();
    t.play_text("50-44").unwrap();
    t.play_text("1-7").unwrap();
    let job = LinesJob::for_current(&t, Limits::depth(2), 1);
    assert_ne!(job.draw, draughts_game::DrawState::default());
}

#[test]
fn a_tap_places_the_tool_in_hand_and_a_second_tap_takes_it_off() {
    let mut e = PositionEditor::new(intl());
    assert_eq!(e.view(Lang::En).tools.iter().filter(|t| t.selected).count(), 1);
    e.tap(sq(32)).unwrap();
    assert_eq!(e.view(Lang::En).fen, "W:W32:B", "a white man by default");
    e.tap(sq(32)).unwrap();
    assert_eq!(e.view(Lang::En).fen, "W:W:B", "the same piece again: taken off");
    e.set_tool(EditorTool::BlackKing);
    e.tap(sq(32)).unwrap();
    e.set_tool(EditorTool::WhiteMan);
    e.tap(sq(32)).unwrap();
    assert_eq!(e.view(Lang::En).fen, "W:W32:B", "another piece replaces it");
    e.set_tool(EditorTool::Eraser);
    e.tap(sq(32)).unwrap();
    e.tap(sq(33)).unwrap();
    assert_eq!(e.view(Lang::En).fen, "W:W:B", "the eraser empties, even an empty square");
    e.set_tool(EditorTool::WhiteMan);
    assert!(e.tap(sq(2)).is_err(), "a white man on its promotion row");
    let v = e.view(Lang::Fr);
    assert!(v.refusal.is_some());
    let selected: Vec<_> = v.tools.iter().filter(|t| t.selected).map(|t| t.tool).collect();
    assert_eq!(selected, [EditorTool::WhiteMan]);
    assert_eq!(v.tools.len(), 5);
    assert!(v.tools.iter().all(|t| !t.label.is_empty()));
}

#[test]
fn the_editor_board_is_drawn_from_the_position_set_up() {
    let mut e = PositionEditor::new(intl());
    e.start_position();
    let v = e.view(Lang::En);
    assert_eq!(v.fen, Position::start(&intl()).to_fen(&intl()));
    assert_eq!(v.board.fen, v.fen);
    assert_eq!(v.board.side, 10);
    assert_eq!(v.turn_label, "White to move");
    assert!(v.spoken.contains("20 pieces"), "{}", v.spoken);
    assert_eq!(v.not_ready, None);
}

#[test]
fn a_side_with_no_piece_cannot_start_a_game() {
    let mut e = PositionEditor::new(intl());
    e.place(sq(32), WHITE_MAN).unwrap();
    assert_eq!(e.ready(), Err(NotReady::NoPiece(Color::Black)));
    let v = e.view(Lang::En);
    assert!(v.not_ready.as_deref().unwrap().starts_with("Black has no piece"), "{v:?}");
    assert!(e.view(Lang::Ru).not_ready.unwrap().contains("чёрных"));
    e.place(sq(19), BLACK_KING).unwrap();
    assert!(e.ready().is_ok());
}

#[test]
fn a_side_to_move_without_a_move_cannot_start_a_game() {
    // A white man on 6, blocked by black men on 1 and 2 (it cannot jump off the board).
    let mut e = PositionEditor::new(intl());
    e.set_fen("W:W6:B1,2", Lang::En).unwrap();
    assert_eq!(e.ready(), Err(NotReady::NoMove(Color::White)));
    e.set_turn(Color::Black);
    assert!(e.ready().is_ok());
}

#[test]
fn other_rules_keep_the_pieces_when_they_fit_and_empty_the_board_when_not() {
    let mut e = PositionEditor::new(intl());
    e.place(sq(32), WHITE_MAN).unwrap();
    e.set_rules(Variant::Brazilian.rules());
    assert_eq!(e.view(Lang::En).fen, "W:W:B", "an 8×8 board: emptied");
    e.set_rules(Rules::international());
    e.place(sq(32), WHITE_MAN).unwrap();
    let frisian_like = Rules::custom(Variant::International, |r| r.flying_kings = false).unwrap();
    e.set_rules(frisian_like);
    assert_eq!(e.view(Lang::En).fen, "W:W32:B", "same board: kept");
    assert_eq!(e.rules(), frisian_like);
}

/// Three white kings against a black king holding the long diagonal
/// (46-5): a draw in the International databases (see the engine's
/// `international_three_kings_draw_four_kings_win`).
const THREE_KINGS_DRAW: &str = "W:WK1,K2,K3:BK46";

#[test]
fn a_drawn_database_position_is_labelled_drawn_database() {
    use draughts_app::analysis::LinesJob;
    use draughts_engine::bitbase::{Bitbases, Wdl};
    let rules = intl();
    let pos = Position::from_fen(&rules, THREE_KINGS_DRAW).unwrap();
    assert_eq!(Bitbases::lookup(&rules, &pos), Some(Wdl::Draw));
    // The engine's lines there: the draw score, worded as the database's.
    let tree = MoveTree::from_fen(rules, THREE_KINGS_DRAW).unwrap();
    let job = LinesJob::for_current(&tree, Limits::depth(6), 1);
    let lines = job.run(&mut Bot::new(rules), None, Lang::En, &mut |_| {});
    assert_eq!(lines[0].eval, Eval::DatabaseDraw);
    assert_eq!(lines[0].label, "Draw (database)");
    assert_eq!(lines[0].eval.bar(), 50.0);
    assert!(lines[0].spoken.starts_with("The endgame database says the position is a draw."));
    for (lang, label) in [
        (Lang::Fr, "Nulle (base de finales)"),
        (Lang::Nl, "Remise (databank)"),
        (Lang::PtBr, "Empate (base de finais)"),
        (Lang::Ru, "Ничья (база)"),
    ] {
        assert_eq!(Eval::DatabaseDraw.label(lang), label);
    }
    // The search's own number there (a draw counter runs) yields to the
    // databases; out of them a draw score stays a number; a win stays.
    assert_eq!(Eval::Centi { cp: 54 }.with_database(&rules, &pos, &[]), Eval::DatabaseDraw);
    let start = Position::start(&rules);
    assert_eq!(Eval::Centi { cp: 0 }.with_database(&rules, &start, &[]), Eval::Centi { cp: 0 });
    let win = Eval::Win { winner: Color::White, plies: 3 };
    assert_eq!(win.with_database(&rules, &pos, &[]), win);
}

#[test]
fn a_line_entering_the_databases_on_a_draw_is_a_database_draw_after_a_capture() {
    let rules = intl();
    use draughts_engine::bitbase::{Bitbases, Wdl};
    // White's king on 22 must take the man on 33: three kings against the
    // lone king on the long diagonal remain, out of the root's five pieces.
    let before = Position::from_fen(&rules, "W:WK1,K2,K22:BK46,33").unwrap();
    assert_eq!(Bitbases::lookup(&rules, &before), None, "five pieces and a capture");
    let mv = before.legal_moves(&rules)[0];
    assert_eq!(Bitbases::lookup(&rules, &before.play(&mv)), Some(Wdl::Draw));
    let even = Eval::Centi { cp: 0 };
    assert_eq!(even.with_database(&rules, &before, &[mv]), Eval::DatabaseDraw);
    assert_eq!(even.with_database(&rules, &before, &[]), even, "no line into the databases");
}
