//! Learning from one's mistakes after a review, and the review's controls,
//! through the analysis board's one contract: the position before each
//! error of one side, a try judged (a wrong one taken back), the solution,
//! the next mistake; "Show the better move" plays the engine's line as a
//! variation.

use draughts_app::analysis::{
    summary_text, AnalysisBoard, AnalysisInput, AnalysisView, ArrowKind, LinesJob, MoveTree,
    NodeId, ReviewDepth, BEST_ARROW_ARGB, BETTER_ARROW_ARGB,
};
use draughts_engine::{Bot, Limits};
use draughts_game::{Game, Lang};
use draughts_rules::{Color, Position, Rules};

/// White to move: 32-28 lets 23x32x41 take two men with no recapture.
const SHOT: &str = "W:W32,33,34,37,38,39,42,43,44,48:B12,13,14,17,18,19,21,23,24,26";

/// The shot's game (1. 32-28?? 23x41) reviewed at the fast setting.
fn reviewed(lang: Lang) -> AnalysisBoard {
    let rules = Rules::international();
    let mut g = Game::from_position(rules, Position::from_fen(&rules, SHOT).unwrap());
    for m in ["32-28", "23x41"] {
        g.play_text(m).unwrap();
    }
    let mut a = AnalysisBoard::new(MoveTree::from_game(&g), lang);
    let v = a.send(AnalysisInput::StartReview(ReviewDepth::Fast));
    assert!(v.controls.review_cancel.enabled && !v.controls.review_fast.enabled);
    let mut bot = Bot::new(rules);
    while let Some(job) = a.review_job() {
        let answer = job.run(&mut bot);
        a.apply_review(&job, &answer).unwrap();
    }
    a
}

fn play(a: &mut AnalysisBoard, text: &str) -> AnalysisView {
    let pos = a.tree().position(a.tree().current()).unwrap();
    let mv = pos.parse_move(a.tree().rules(), text).unwrap();
    a.send(AnalysisInput::Play(mv))
}

fn better(a: &AnalysisBoard) -> String {
    a.view().review.unwrap().moves[0].better.clone().expect("a better move")
}

#[test]
fn the_review_controls_follow_the_pass() {
    let rules = Rules::international();
    let mut a = AnalysisBoard::new(MoveTree::new(rules, Position::start(&rules)), Lang::En);
    let v = a.view();
    assert!(!v.controls.review_fast.enabled, "no move to review");
    play(&mut a, "32-28");
    let v = a.send(AnalysisInput::StartReview(ReviewDepth::Deep));
    assert_eq!(v.controls.review_cancel.label, "Stop the review");
    let v = a.send(AnalysisInput::CancelReview);
    assert!(v.controls.review_resume.enabled && v.controls.review_fast.enabled);
    assert!(!v.controls.learn_white.enabled, "the review is not complete");
    let v = a.send(AnalysisInput::ResumeReview);
    assert!(!v.controls.review_resume.enabled && v.controls.review_cancel.enabled);
}

#[test]
fn the_better_move_is_played_as_a_variation_from_the_position_before_the_error() {
    let mut a = reviewed(Lang::En);
    let v = a.view();
    assert!(v.controls.learn_white.enabled && v.controls.learn_black.enabled);
    assert!(!v.controls.better.enabled, "the start is no error");
    let v = a.send(AnalysisInput::Forward);
    assert!(v.controls.better.enabled);
    assert_eq!(v.controls.better.label, "Show the better move");
    let better = better(&a);
    let v = a.send(AnalysisInput::ShowBetter);
    assert!(!v.tree.on_main_line);
    assert_eq!(v.tree.current_move.as_deref(), Some(format!("1. {better}").as_str()));
    assert!(v.tree.can_forward, "the rest of the engine's line follows");
    assert_eq!(v.said, format!("1. {better}"));
}

#[test]
fn a_mistake_is_replayed_judged_and_solved() {
    let mut a = reviewed(Lang::En);
    let better = better(&a);
    a.send(AnalysisInput::Last);
    let v = a.send(AnalysisInput::Learn(Color::White));
    let l = v.learn.clone().expect("learning");
    assert_eq!(l.title, "Learn from your mistakes (1/1)");
    assert_eq!(l.prompt, "1. 32-28 was played: find a better move for White.");
    assert_eq!(v.said, l.prompt);
    assert_eq!(v.tree.current, NodeId::ROOT, "the position before the mistake");
    assert!(l.solution.enabled && !l.next.enabled && !l.solved);
    // The same mistake again: not better, and the board is back before it.
    let v = play(&mut a, "32-28");
    let l = v.learn.clone().unwrap();
    assert_eq!(l.verdict.as_deref(), Some("1. 32-28 is not better: try again."));
    assert_eq!(v.said, "1. 32-28 is not better: try again.");
    assert_eq!(v.tree.current, NodeId::ROOT);
    assert!(!l.solved);
    // The solution: the engine's move on the board.
    let v = a.send(AnalysisInput::ShowSolution);
    let l = v.learn.clone().unwrap();
    assert_eq!(l.verdict, Some(format!("Best was 1. {better}.")));
    assert!(l.solved && !l.solution.enabled);
    assert_eq!(v.tree.current_move, Some(format!("1. {better}")));
    // Again from the start, found this time.
    a.send(AnalysisInput::Learn(Color::White));
    let v = play(&mut a, &better);
    let l = v.learn.clone().unwrap();
    assert_eq!(l.verdict, Some(format!("Good move: 1. {better} is the engine's choice.")));
    assert!(l.solved);
    // Past the last mistake.
    let v = a.send(AnalysisInput::NextMistake);
    let l = v.learn.unwrap();
    assert!(l.done);
    assert_eq!(l.prompt, "That was the last mistake.");
    let v = a.send(AnalysisInput::StopLearning);
    assert!(v.learn.is_none());
}

#[test]
fn a_side_without_mistakes_is_told_so_in_every_language() {
    let mut a = reviewed(Lang::En);
    let v = a.send(AnalysisInput::Learn(Color::Black));
    let l = v.learn.unwrap();
    assert!(l.done && !l.solution.enabled);
    assert_eq!(l.prompt, "Black made no mistake in this game.");
    let mut a = reviewed(Lang::Fr);
    let v = a.send(AnalysisInput::Learn(Color::White));
    assert_eq!(
        v.learn.unwrap().prompt,
        "1. 32-28 a été joué : trouvez un meilleur coup pour les Blancs."
    );
}

#[test]
fn the_summary_in_words() {
    let a = reviewed(Lang::En);
    let r = a.view().review.unwrap();
    let white = summary_text(&r.summary[0], Lang::En);
    assert!(white.starts_with("White: accuracy "), "{white}");
    assert!(white.ends_with("0 inaccuracies, 0 mistakes, 1 blunder, 0 missed wins."), "{white}");
    let black = summary_text(&r.summary[1], Lang::Ru);
    assert_eq!(
        black,
        "Чёрные: ни один ход не оценён, неточностей: 0, ошибок: 0, зевков: 0, упущенных побед: 0."
    );
}

#[test]
fn a_man_given_away_from_the_start_is_learnt_from() {
    let rules = Rules::international();
    let mut g = Game::new(rules);
    for m in ["35-30", "20-25", "30-24", "19x30"] {
        g.play_text(m).unwrap();
    }
    let mut a = AnalysisBoard::new(MoveTree::from_game(&g), Lang::En);
    a.send(AnalysisInput::StartReview(ReviewDepth::Fast));
    let mut bot = Bot::new(rules);
    while let Some(job) = a.review_job() {
        let answer = job.run(&mut bot);
        a.apply_review(&job, &answer).unwrap();
    }
    let r = a.view().review.unwrap();
    assert!(r.moves[2].class.is_error(), "{:?}", r.moves[2]);
    let v = a.send(AnalysisInput::Learn(Color::White));
    let prompt = v.learn.unwrap().prompt;
    assert!(prompt.starts_with("2. 30-24 was played"), "{prompt}");
}

#[test]
fn a_reviewed_error_shows_the_better_move_as_a_green_arrow_hop_by_hop() {
    let mut a = reviewed(Lang::En);
    assert!(a.view().arrows.is_empty(), "the start is no error");
    let v = a.send(AnalysisInput::Forward);
    let rules = *a.tree().rules();
    let before = a.tree().position(NodeId::ROOT).unwrap();
    let mv = before.parse_move(&rules, &better(&a)).unwrap();
    let mut squares = vec![mv.from()];
    squares.extend_from_slice(mv.path());
    assert_eq!(v.arrows.len(), 1, "{:?}", v.arrows);
    assert_eq!(v.arrows[0].kind, ArrowKind::Better);
    assert_eq!(v.arrows[0].squares, squares);
    assert_eq!(v.arrows[0].argb, BETTER_ARROW_ARGB);
    // Black's reply was no error: no arrow there.
    assert!(a.send(AnalysisInput::Forward).arrows.is_empty());
    // Learning from that mistake: no arrow gives the answer away.
    let v = a.send(AnalysisInput::Learn(Color::White));
    assert!(v.learn.is_some() && v.arrows.is_empty());
}

#[test]
fn the_engines_best_move_is_a_blue_arrow_on_the_position_on_screen() {
    let mut a = reviewed(Lang::En);
    a.send(AnalysisInput::Last);
    let v = a.send(AnalysisInput::Engine(true));
    assert!(v.arrows.is_empty(), "no line yet");
    let req = a.request_lines();
    let mut bot = Bot::new(*a.tree().rules());
    let quick = LinesJob { limits: Limits::depth(2), ..req.job.clone() };
    let lines = quick.run(&mut bot, None, Lang::En, &mut |_| {});
    let first = lines[0].pv[0];
    a.apply_lines(req.ticket, lines).unwrap();
    let v = a.view();
    assert_eq!(v.arrows.len(), 1);
    assert_eq!(v.arrows[0].kind, ArrowKind::Best);
    assert_eq!(v.arrows[0].squares[0], first.from());
    assert_eq!(v.arrows[0].squares.last(), Some(&first.to()));
    assert_eq!(v.arrows[0].argb, BEST_ARROW_ARGB);
}
