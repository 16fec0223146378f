//! A sitting at the puzzle screen: the board shows the opponent's replies,
//! a wrong move's refutation and its take-back, and the solution one step
//! at a time, each after the pause the snapshot names (the front end waits
//! and sends `Advance`; these tests send it at once). The rating's change,
//! the streak, the sitting's results (reopened unrated), the themes with
//! their counts and the player's progress, several chosen at once, and the
//! difficulty.

use draughts_app::puzzles::{
    Difficulty, PendingStep, PuzzleInput, PuzzleRecord, PuzzleState, PuzzleTrainer, SittingResult,
    StepKind, Verdict, REFUTATION_MS, REPLY_MS, SOLUTION_MS, TAKE_BACK_MS,
};
use draughts_app::BoardAction;
use draughts_engine::puzzle::{builtin, distinct_moves, Theme};
use draughts_game::Lang;
use draughts_rules::{Move, Variant};

fn trainer(lang: Lang) -> PuzzleTrainer {
    PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), lang)
}

/// A puzzle whose line has a reply after the first move.
fn with_reply() -> usize {
    builtin(Variant::English).puzzles.iter().position(|p| p.line.len() >= 3).expect("one")
}

/// A legal first move that is not the solution's.
fn wrong_move(t: &PuzzleTrainer, i: usize) -> Move {
    let p = &t.puzzles()[i];
    let rules = t.variant().rules();
    let key = p.start.play(&p.line[0]);
    *distinct_moves(&rules, &p.start).iter().find(|m| p.start.play(m) != key).unwrap()
}

fn fen(t: &PuzzleTrainer, pos: &draughts_rules::Position) -> String {
    pos.to_fen(&t.variant().rules())
}

#[test]
fn the_replies_are_shown_one_step_at_a_time_after_a_pause() {
    let mut t = trainer(Lang::En);
    let i = with_reply();
    t.send(PuzzleInput::Start(i));
    let p = t.puzzles()[i].clone();
    let first = p.line[0];
    let v = t.send(PuzzleInput::Board(BoardAction::Drag { from: first.from(), to: first.to() }));
    assert!(matches!(v.verdict, Some(Verdict::Right { .. })), "{:?}", v.verdict);
    let after = p.start.play(&first);
    assert_eq!(v.board.fen, fen(&t, &after), "the player's move, not yet the reply");
    assert_eq!(v.next_step, Some(PendingStep { kind: StepKind::Reply, delay_ms: REPLY_MS }));
    assert!(v.board.legal_moves.is_empty(), "no move offered while the reply waits");
    let v = t.send(PuzzleInput::Advance);
    assert_eq!(v.board.fen, fen(&t, &after.play(&p.line[1])));
    assert!(v.board.last_move.is_some(), "the reply is drawn as the last move");
    // Every reply of the line, then the board is the puzzle's again.
    let mut guard = 0;
    let mut v = v;
    while v.next_step.is_some() {
        guard += 1;
        assert!(guard < 10);
        v = t.send(PuzzleInput::Advance);
    }
    assert_eq!(v.board.fen, fen(&t, &v.position));
    if v.state == PuzzleState::Solving {
        assert!(!v.board.legal_moves.is_empty(), "the player's turn again");
    }
    // Nothing pending: Advance changes nothing.
    assert_eq!(t.send(PuzzleInput::Advance), v);
}

#[test]
fn another_input_shows_the_pending_steps_at_once() {
    let mut t = trainer(Lang::En);
    let i = with_reply();
    t.send(PuzzleInput::Start(i));
    let first = t.puzzles()[i].line[0];
    let v = t.send(PuzzleInput::Board(BoardAction::Drag { from: first.from(), to: first.to() }));
    assert!(v.next_step.is_some());
    let v = t.send(PuzzleInput::Board(BoardAction::Cancel));
    assert_eq!(v.next_step, None);
    assert_eq!(v.board.fen, fen(&t, &v.position));
}

#[test]
fn a_wrong_move_is_answered_on_the_board_then_taken_back() {
    let mut t = trainer(Lang::En);
    let v = t.send(PuzzleInput::Next);
    let i = t.puzzles().iter().position(|p| p.start == v.position).unwrap();
    let start = v.position;
    let wrong = wrong_move(&t, i);
    let v = t.send(PuzzleInput::Board(BoardAction::Drag { from: wrong.from(), to: wrong.to() }));
    let Some(Verdict::Check(check)) = v.verdict else { panic!("{:?}", v.verdict) };
    assert_eq!(v.next_step, None, "nothing to show while the move is judged");
    let after = start.play(&wrong);
    let refutation = after.legal_moves(&t.variant().rules())[0];
    t.apply_check(&check, &check.answer(-400, Some(refutation)));
    let v = t.view();
    assert_eq!(v.verdict, Some(Verdict::Wrong { refutation: Some(refutation) }));
    assert_eq!(v.position, start, "the puzzle stands where it was");
    assert_eq!(v.board.fen, fen(&t, &after), "the wrong move stays on the board");
    assert_eq!(
        v.next_step,
        Some(PendingStep { kind: StepKind::Refutation, delay_ms: REFUTATION_MS })
    );
    assert!(v.said.contains("does not win"), "{}", v.said);
    let v = t.send(PuzzleInput::Advance);
    assert_eq!(v.board.fen, fen(&t, &after.play(&refutation)), "the refutation played");
    assert_eq!(v.next_step, Some(PendingStep { kind: StepKind::TakeBack, delay_ms: TAKE_BACK_MS }));
    let v = t.send(PuzzleInput::Advance);
    assert_eq!(v.board.fen, fen(&t, &start), "taken back");
    assert_eq!(v.next_step, None);
    assert_eq!(v.state, PuzzleState::Solving, "the player may try again");
    assert!(!v.board.legal_moves.is_empty());
    // The rating fell, and the streak with it.
    let change = v.rating_change.expect("rated at the wrong move");
    assert!(change.after < change.before, "{change:?}");
    assert_eq!(
        change.text,
        format!("{} → {} (−{})", change.before, change.after, change.before - change.after)
    );
    assert_eq!(v.streak, 0);
}

#[test]
fn a_wrong_move_without_a_refutation_is_only_taken_back() {
    let mut t = trainer(Lang::En);
    let v = t.send(PuzzleInput::Next);
    let i = t.puzzles().iter().position(|p| p.start == v.position).unwrap();
    let wrong = wrong_move(&t, i);
    t.send(PuzzleInput::Board(BoardAction::Drag { from: wrong.from(), to: wrong.to() }));
    let check = t.judging().cloned().expect("judged");
    t.apply_check(&check, &check.answer(-400, None));
    assert_eq!(
        t.view().next_step,
        Some(PendingStep { kind: StepKind::TakeBack, delay_ms: TAKE_BACK_MS })
    );
    let v = t.send(PuzzleInput::Advance);
    assert_eq!(v.board.fen, fen(&t, &v.position));
}

#[test]
fn the_solution_is_played_move_by_move() {
    let mut t = trainer(Lang::En);
    let i = with_reply();
    let v = t.send(PuzzleInput::Start(i));
    let start = v.position;
    let line = t.puzzles()[i].line.clone();
    let v = t.send(PuzzleInput::ShowSolution);
    assert_eq!(v.state, PuzzleState::Shown);
    assert_eq!(v.board.fen, fen(&t, &start), "it starts where the player stood");
    let mut pos = start;
    for m in &line {
        assert_eq!(
            t.view().next_step,
            Some(PendingStep { kind: StepKind::Solution, delay_ms: SOLUTION_MS })
        );
        pos = pos.play(m);
        let v = t.send(PuzzleInput::Advance);
        assert_eq!(v.board.fen, fen(&t, &pos));
    }
    let v = t.view();
    assert_eq!(v.next_step, None);
    assert!(v.controls.next.offered);
    assert_eq!(v.sitting.len(), 1);
    assert_eq!(v.sitting[0].result, SittingResult::Failed);
}

/// Plays the solution's moves of puzzle `i` through `play`.
fn solve(t: &mut PuzzleTrainer, i: usize) {
    let p = t.puzzles()[i].clone();
    let mut pos = p.start;
    for m in &p.line {
        if pos.turn() == p.solver() {
            t.play(m);
        }
        pos = pos.play(m);
    }
    assert_eq!(t.view().state, PuzzleState::Solved);
}

#[test]
fn the_rating_change_the_streak_and_the_sitting_chips() {
    let mut t = trainer(Lang::En);
    let a = t.next_puzzle().unwrap();
    solve(&mut t, a);
    let v = t.view();
    let change = v.rating_change.clone().expect("rated");
    assert_eq!(change.before, 1500);
    assert!(change.after > change.before && change.after == v.rating, "{change:?}");
    assert_eq!(v.streak, 1);
    assert_eq!(v.best_streak, 1);
    let chip = &v.sitting[0];
    assert_eq!((chip.index, chip.result, chip.current), (a, SittingResult::Solved, true));
    assert_eq!(chip.change_text, format!("+{}", change.after - change.before));
    assert_eq!(chip.label, format!("Puzzle 1: solved, {}", chip.change_text));

    let b = t.next_puzzle().unwrap();
    assert_eq!(t.view().rating_change, None, "not rated yet");
    t.send(PuzzleInput::Hint);
    solve(&mut t, b);
    let v = t.view();
    assert_eq!(v.sitting.len(), 2);
    assert_eq!(v.sitting[1].result, SittingResult::Hinted);
    assert!(!v.sitting[0].current && v.sitting[1].current);

    // A chip reopens its puzzle, unrated: nothing changes when solved.
    let rating = v.rating;
    let v = t.send(PuzzleInput::Start(a));
    assert!(v.said.ends_with("A replay: not rated."), "{}", v.said);
    assert_eq!(v.puzzle_rating, None);
    solve(&mut t, a);
    let v = t.view();
    assert_eq!(v.rating, rating);
    assert_eq!(v.sitting.len(), 2, "a replay adds no chip");
    assert!(v.sitting[0].current);
}

#[test]
fn the_sitting_speaks_each_language() {
    for (lang, words) in [
        (Lang::Fr, "Problème 1 : résolu"),
        (Lang::Nl, "Puzzel 1: opgelost"),
        (Lang::PtBr, "Problema 1: resolvido"),
        (Lang::Ru, "Задача 1: решена"),
    ] {
        let mut t = trainer(lang);
        let a = t.next_puzzle().unwrap();
        solve(&mut t, a);
        let v = t.view();
        assert!(v.sitting[0].label.starts_with(words), "{}", v.sitting[0].label);
        assert!(v.theme_rows.iter().all(|r| !r.description.starts_with("puzzles-")));
        assert!(v.difficulty.iter().all(|d| !d.label.starts_with("puzzles-")));
        assert!(!v.labels.themes_title.starts_with("puzzles-"));
        assert!(!v.labels.title.starts_with("puzzles-"));
    }
}

#[test]
fn the_themes_list_counts_and_progress() {
    let mut t = PuzzleTrainer::new(Variant::International, PuzzleRecord::new(), Lang::En);
    let set = builtin(Variant::International);
    let rows = t.view().theme_rows;
    assert!(rows.len() >= 5, "{rows:?}");
    for r in &rows {
        let count = set.puzzles.iter().filter(|p| p.themes.contains(r.theme)).count();
        assert_eq!(r.count, count);
        assert_eq!(r.count_text, format!("{count} puzzles"));
        assert_eq!(r.progress, "Not tried yet");
        assert!(!r.chosen);
    }
    assert_eq!(t.view().labels.chosen_themes, "All themes");
    assert!(!t.view().controls.all_themes.enabled);
    let i = t.next_puzzle().unwrap();
    solve(&mut t, i);
    let themes = t.puzzles()[i].themes.list();
    let row = t.view().theme_rows.into_iter().find(|r| r.theme == themes[0]).unwrap();
    assert_eq!((row.tried, row.solved), (1, 1));
    assert_eq!(row.progress, "1 of 1 solved at the first try");
}

#[test]
fn several_themes_chosen_at_once_draw_the_next_puzzles() {
    let mut t = PuzzleTrainer::new(Variant::International, PuzzleRecord::new(), Lang::En);
    t.send(PuzzleInput::ToggleTheme(Theme::Breakthrough));
    let v = t.send(PuzzleInput::ToggleTheme(Theme::KingCapture));
    let chosen: Vec<Theme> = v.theme_rows.iter().filter(|r| r.chosen).map(|r| r.theme).collect();
    assert_eq!(chosen, [Theme::Breakthrough, Theme::KingCapture]);
    assert_eq!(v.labels.chosen_themes, "Breakthrough, King capture");
    assert!(v.controls.all_themes.enabled);
    for _ in 0..12 {
        let i = t.next_puzzle().unwrap();
        let th = t.puzzles()[i].themes;
        assert!(th.contains(Theme::Breakthrough) || th.contains(Theme::KingCapture));
    }
    // Kept in the record.
    let again = PuzzleTrainer::new(
        Variant::International,
        PuzzleRecord::from_bytes(&t.record().to_bytes()).unwrap(),
        Lang::En,
    );
    assert_eq!(again.chosen_themes(), [Theme::Breakthrough, Theme::KingCapture]);
    // One toggled off, then all.
    let v = t.send(PuzzleInput::ToggleTheme(Theme::Breakthrough));
    assert_eq!(v.labels.chosen_themes, "King capture");
    let v = t.send(PuzzleInput::AllThemes);
    assert!(v.theme_rows.iter().all(|r| !r.chosen));
}

#[test]
fn the_difficulty_moves_the_target_around_the_rating() {
    let mut ratings = Vec::new();
    for d in [Difficulty::Easier, Difficulty::Normal, Difficulty::Harder] {
        let mut t = PuzzleTrainer::new(Variant::International, PuzzleRecord::new(), Lang::En);
        let v = t.send(PuzzleInput::SetDifficulty(d));
        let chosen: Vec<_> = v.difficulty.iter().filter(|c| c.chosen).collect();
        assert_eq!(chosen.len(), 1);
        assert_eq!(chosen[0].difficulty, d);
        let i = t.choose_next().unwrap();
        let r = i32::from(t.puzzles()[i].rating);
        assert!((r - (1500 + d.offset())).abs() <= 100, "{d:?}: {r}");
        ratings.push(r);
    }
    assert!(ratings[0] < ratings[1] && ratings[1] < ratings[2], "{ratings:?}");
    let labels: Vec<String> =
        trainer(Lang::En).view().difficulty.into_iter().map(|c| c.label).collect();
    assert_eq!(labels, ["Easier", "Normal", "Harder"]);
}

#[test]
fn an_older_record_reads_with_every_theme_and_normal_difficulty() {
    let old = br#"{"format":"draughts-puzzles","version":1,
        "rating":{"rating":1500.0,"deviation":350.0,"volatility":0.06},
        "streak":0,"best_streak":0,"solved":0,"failed":0,"plays":0,
        "recent":[],"themes":{},"flagged":[]}"#;
    let r = PuzzleRecord::from_bytes(old).unwrap();
    assert!(r.chosen_themes.is_empty());
    assert_eq!(r.difficulty, Difficulty::Normal);
}
