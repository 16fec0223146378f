//! The analysis screen through its one contract ([`AnalysisBoard::send`]):
//! a move tapped or dragged on the board goes into the tree (a variation
//! when the node had a continuation, the existing child when it is the
//! same move), the buttons follow the node on screen, the engine's lines
//! are asked with the board's budget and the last request wins.

use draughts_app::analysis::{
    lines_limits, AnalysisBoard, AnalysisInput, MoveTree, NodeId, ReviewDepth, LINES_DEEP_MS,
    LINES_QUICK_MS,
};
use draughts_app::{BoardAction, Key, Stale};
use draughts_engine::{Bot, Limits};
use draughts_game::{Game, Lang};
use draughts_rules::{Position, Rules, Square};
use std::sync::atomic::Ordering;

fn sq(r: &Rules, n: u32) -> Square {
    r.square_from_number(n).unwrap()
}

/// 1. 32-28 19-23 2. 28x19 14x23 as the main line, the root on screen.
fn board(lang: Lang) -> (Rules, AnalysisBoard) {
    let rules = Rules::international();
    let mut g = Game::new(rules);
    for m in ["32-28", "19-23", "28x19", "14x23"] {
        g.play_text(m).unwrap();
    }
    (rules, AnalysisBoard::new(MoveTree::from_game(&g), lang))
}

#[test]
fn a_variation_is_added_by_taps_and_the_same_move_follows_the_line() {
    let (r, mut a) = board(Lang::En);
    let v = a.send(AnalysisInput::Forward);
    assert_eq!(v.said, "1. 32-28");
    assert!(v.board.square(sq(&r, 28)).flags.last_to);
    // Black's main move, tapped: the tree follows its line, no new node.
    a.send(AnalysisInput::Board(BoardAction::Tap(sq(&r, 19))));
    let v = a.send(AnalysisInput::Board(BoardAction::Tap(sq(&r, 23))));
    assert!(v.tree.on_main_line);
    assert_eq!(v.tree.moves.len(), 4, "nothing added");
    assert_eq!(v.tree.current_move.as_deref(), Some("1… 19-23"));
    // Back, then another move: a variation.
    a.send(AnalysisInput::Back);
    a.send(AnalysisInput::Board(BoardAction::Tap(sq(&r, 18))));
    let v = a.send(AnalysisInput::Board(BoardAction::Tap(sq(&r, 22))));
    assert!(!v.tree.on_main_line);
    assert_eq!(v.tree.moves.iter().filter(|m| m.starts_variation).count(), 1);
    assert_eq!(v.tree.current_move.as_deref(), Some("1… 18-22"));
    assert!(v.said.contains("18") && v.said.contains("22"), "{}", v.said);
    assert!(v.board.square(sq(&r, 22)).flags.last_to);
    assert!(v.controls.promote.enabled && v.controls.delete.enabled);
    // Promote it: it becomes the main line.
    let v = a.send(AnalysisInput::Promote(v.tree.current));
    assert!(v.tree.on_main_line);
    assert_eq!(v.said, "Variation promoted.");
    // Delete it: back to the parent, the old line is the main line again.
    let v = a.send(AnalysisInput::Delete(v.tree.current));
    assert_eq!(v.tree.current_move.as_deref(), Some("1. 32-28"));
    assert_eq!(v.said, "Moves deleted.");
    assert_eq!(v.board.turn, draughts_rules::Color::Black);
}

#[test]
fn a_drag_and_the_keys_play_on_the_analysis_board_and_the_buttons_follow() {
    let (r, mut a) = board(Lang::Fr);
    let v = a.view();
    assert!(!v.controls.back.enabled && v.controls.forward.enabled);
    assert_eq!(v.controls.back.label, "Reculer");
    assert_eq!(v.said, "");
    // From the root, a drag of another first move: a variation.
    let v = a.send(AnalysisInput::Board(BoardAction::Drag { from: sq(&r, 33), to: sq(&r, 29) }));
    assert_eq!(v.tree.current_move.as_deref(), Some("1. 33-29"));
    assert!(!v.controls.forward.enabled && v.controls.back.enabled);
    // Keys: Enter on the cursor's piece, an arrow, Enter.
    a.send(AnalysisInput::Board(BoardAction::Key(Key::Escape)));
    let cursor = a.view().board.cursor.unwrap();
    let v = a.send(AnalysisInput::Board(BoardAction::Key(Key::Enter)));
    assert_eq!(v.board.selected, Some(cursor));
    let target = v.board.flagged(|f| f.target)[0];
    let mut guard = 0;
    while a.view().board.cursor != Some(target) {
        let b = a.view().board;
        let (here, there) = (b.square(b.cursor.unwrap()), b.square(target));
        let key = match (there.row > here.row, there.col > here.col) {
            (true, true) => Key::DownRight,
            (true, false) => Key::DownLeft,
            (false, true) => Key::UpRight,
            (false, false) => Key::UpLeft,
        };
        a.send(AnalysisInput::Board(BoardAction::Key(key)));
        guard += 1;
        assert!(guard < 10);
    }
    let v = a.send(AnalysisInput::Board(BoardAction::Key(Key::Enter)));
    assert_eq!(v.tree.current_move.as_deref().map(|m| m.starts_with("1…")), Some(true));
    let v = a.send(AnalysisInput::First);
    assert_eq!(v.said, "Position de départ.");
    assert!(v.board.last_move.is_none());
}

#[test]
fn the_engine_asks_for_lines_with_the_boards_budget_and_the_last_request_wins() {
    assert_eq!((LINES_QUICK_MS, LINES_DEEP_MS), (800, 4_000));
    let ms = |l: Limits| l.time.map(|t| t.as_millis());
    assert_eq!((ms(lines_limits(false)), ms(lines_limits(true))), (Some(800), Some(4_000)));
    let (r, mut a) = board(Lang::En);
    assert!(!a.view().wants_lines, "the engine is off");
    let v = a.send(AnalysisInput::Engine(true));
    assert!(v.wants_lines && v.controls.engine.offered && v.controls.deeper.enabled);
    let old = a.request_lines();
    assert_eq!(ms(old.job.limits.clone()), Some(800));
    assert!(!a.view().wants_lines);
    let v = a.send(AnalysisInput::Deeper);
    assert!(v.wants_lines && !v.controls.deeper.enabled);
    let new = a.request_lines();
    assert_eq!(ms(new.job.limits.clone()), Some(4_000));
    assert!(old.stop.load(Ordering::Relaxed), "the older search is stopped");
    // A fake answer, standing for a search: only the newest is taken.
    let mut bot = Bot::new(r);
    let quick = draughts_app::analysis::LinesJob { limits: Limits::depth(2), ..new.job.clone() };
    let lines = quick.run(&mut bot, None, Lang::En, &mut |_| {});
    assert_eq!(a.apply_lines(old.ticket, lines.clone()), Err(Stale));
    assert_eq!(a.apply_lines(new.ticket, lines.clone()), Ok(()));
    let v = a.view();
    assert_eq!(v.lines.len(), 3);
    // A line's first move is played on the board.
    let first = v.lines[0].moves[0].clone();
    let v = a.send(AnalysisInput::PlayLine(0));
    assert_eq!(v.tree.current_move, Some(format!("1. {first}")));
    assert!(new.stop.load(Ordering::Relaxed), "another node: the search stops");
    assert!(v.lines.is_empty() && v.wants_lines);
    assert!(!v.controls.deeper.offered);
    let v = a.send(AnalysisInput::Engine(false));
    assert!(!v.wants_lines && !v.controls.engine.offered);
}

#[test]
fn the_review_of_the_main_line_runs_through_the_board() {
    let (_, mut a) = board(Lang::Nl);
    let v = a.send(AnalysisInput::StartReview(ReviewDepth::Fast));
    assert_eq!(v.review_progress.map(|p| (p.done, p.total)), Some((0, 5)));
    let mut bot = Bot::new(Rules::international());
    while let Some(job) = a.review_job() {
        let quick = draughts_app::analysis::ReviewJob { limits: Limits::depth(2), ..job.clone() };
        let answer = quick.run(&mut bot);
        a.apply_review(&job, &answer).unwrap();
    }
    let v = a.view();
    assert!(v.review.unwrap().complete);
    let v = a.send(AnalysisInput::CancelReview);
    assert!(!v.review_progress.unwrap().running);
    assert_eq!(a.view().tree.current, NodeId::ROOT);
    let start = Position::start(&Rules::international());
    assert_eq!(a.view().board.fen, start.to_fen(&Rules::international()));
}
