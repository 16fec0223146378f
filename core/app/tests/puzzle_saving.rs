//! When the front ends save the player's puzzle record: the snapshot's
//! `record_changed` is set exactly when the input changed the record, so
//! the apps write the file then and never decide it themselves. The
//! solution, once shown, is part of the same snapshot.

use draughts_app::puzzles::{
    Difficulty, PuzzleInput, PuzzleRecord, PuzzleState, PuzzleTrainer, Verdict,
};
use draughts_app::BoardAction;
use draughts_engine::puzzle::{distinct_moves, Theme};
use draughts_game::Lang;
use draughts_rules::Variant;

fn trainer() -> PuzzleTrainer {
    PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En)
}

/// The index of the puzzle on the board.
fn current(t: &PuzzleTrainer) -> usize {
    let p = t.view().position;
    t.puzzles().iter().position(|q| q.start == p).unwrap()
}

#[test]
fn starting_a_puzzle_changes_the_record_selecting_a_piece_does_not() {
    let mut t = trainer();
    assert!(!t.view().record_changed, "a new trainer has nothing to save");
    assert!(t.send(PuzzleInput::Next).record_changed, "the puzzle is counted and remembered");
    let i = current(&t);
    let from = t.puzzles()[i].line[0].from();
    assert!(!t.send(PuzzleInput::Board(BoardAction::Tap(from))).record_changed);
    assert!(!t.send(PuzzleInput::Board(BoardAction::Tap(from))).record_changed);
    assert!(!t.send(PuzzleInput::Hint).record_changed, "a hint is kept in the attempt only");
    assert!(!t.send(PuzzleInput::Advance).record_changed);
}

#[test]
fn a_choice_changes_the_record_only_when_it_is_a_new_one() {
    let mut t = trainer();
    let chosen = t.view().difficulty.iter().find(|d| d.chosen).unwrap().difficulty;
    assert!(!t.send(PuzzleInput::SetDifficulty(chosen)).record_changed);
    let other = Difficulty::ALL.into_iter().find(|d| *d != chosen).unwrap();
    assert!(t.send(PuzzleInput::SetDifficulty(other)).record_changed);
    assert!(!t.send(PuzzleInput::AllThemes).record_changed, "no theme was chosen");
    assert!(t.send(PuzzleInput::ToggleTheme(Theme::Shot)).record_changed);
    assert!(t.send(PuzzleInput::AllThemes).record_changed);
    t.choose_themes(&[Theme::Shot]);
    assert!(t.view().record_changed);
    t.choose_themes(&[Theme::Shot]);
    assert!(!t.view().record_changed, "the same themes again");
}

#[test]
fn a_wrong_move_changes_the_record_once_judged() {
    let mut t = trainer();
    let rules = Variant::English.rules();
    let i = (0..t.puzzles().len())
        .find(|&i| distinct_moves(&rules, &t.puzzles()[i].start).len() > 1)
        .unwrap();
    t.send(PuzzleInput::Start(i));
    let p = t.puzzles()[i].clone();
    let key = p.start.play(&p.line[0]);
    let wrong = *distinct_moves(&rules, &p.start).iter().find(|m| p.start.play(m) != key).unwrap();
    let (from, to) = (wrong.from(), *wrong.path().last().unwrap());
    let v = t.send(PuzzleInput::Board(BoardAction::Drag { from, to }));
    assert!(v.judging.is_some());
    assert!(!v.record_changed, "nothing is rated while the move is judged");
    let check = v.judging.unwrap();
    assert!(matches!(t.apply_check(&check, &check.answer(-500, None)), Verdict::Wrong { .. }));
    let v = t.view();
    assert!(v.record_changed, "the failure is rated");
    assert_eq!(t.record().failed, 1);
}

#[test]
fn showing_the_solution_puts_it_in_the_snapshot_and_changes_the_record_once() {
    let mut t = trainer();
    let v = t.send(PuzzleInput::Next);
    assert!(v.solution.is_empty(), "no solution while the puzzle is solved");
    let i = current(&t);
    let v = t.send(PuzzleInput::ShowSolution);
    assert_eq!(v.state, PuzzleState::Shown);
    let p = &t.puzzles()[i];
    assert_eq!(v.solution, p.start.line_text(&Variant::English.rules(), &p.line).moves);
    assert!(v.record_changed, "showing the solution is a failure");
    let again = t.send(PuzzleInput::ShowSolution);
    assert!(!again.record_changed, "the puzzle is over: nothing more to rate");
    assert_eq!(again.solution, v.solution);
    assert!(t.send(PuzzleInput::Next).solution.is_empty());
}
