//! The lesson screen: a lesson solved by taps, by a drag and by the keys on
//! the trainer's own board; a wrong answer explained, then retried; the
//! buttons as the core decides them.

use draughts_app::tutorial::{LessonInput, LessonState, LessonTrainer, LessonView};
use draughts_app::{move_cursor, BoardAction, Key, Refusal};
use draughts_game::Lang;
use draughts_rules::Square;

fn open(id: &str) -> LessonTrainer {
    LessonTrainer::with_id(Lang::En, id).expect("the lesson exists")
}

fn sq(t: &LessonTrainer, name: &str) -> Square {
    t.lesson().rules.parse_square(name).expect("a square")
}

fn assert_solved(v: &LessonView, to: Square) {
    assert_eq!(v.state, LessonState::Solved, "{}", v.said);
    let verdict = v.verdict.as_ref().expect("a verdict");
    assert!(verdict.correct);
    assert_eq!(v.headline.as_deref(), Some("Correct!"));
    assert_eq!(v.note.as_ref(), Some(&verdict.explanation));
    assert_eq!(v.said, verdict.explanation);
    assert!(v.board.square(to).flags.last_to, "the answer is shown played");
    assert!(v.controls.next.enabled && v.controls.next.offered);
    assert!(v.controls.retry.enabled && !v.controls.retry.offered);
}

#[test]
fn a_lesson_opens_on_its_position_with_its_squares_marked_and_its_task_said() {
    let t = open("compulsory-capture");
    let v = t.view();
    assert_eq!(v.id, "compulsory-capture");
    assert_eq!(v.state, LessonState::Solving);
    assert!(v.board.square(sq(&t, "33")).flags.hint);
    assert!(v.board.square(sq(&t, "28")).flags.hint);
    assert_eq!(v.said, draughts_app::tutorial::plain(&v.task));
    assert!(!v.controls.retry.enabled, "nothing to retry yet");
    assert!(v.controls.next.enabled && !v.controls.next.offered);
}

#[test]
fn a_multi_capture_lesson_is_solved_by_taps_one_landing_square_at_a_time() {
    let mut t = open("multi-capture");
    let answer = t.lesson().solution_moves()[0];
    let v = t.send(LessonInput::Board(BoardAction::Tap(answer.from())));
    assert!(v.board.square(answer.from()).flags.selected);
    let mut last = v;
    for &s in answer.path() {
        assert_eq!(last.state, LessonState::Solving);
        last = t.send(LessonInput::Board(BoardAction::Tap(s)));
    }
    assert_solved(&last, answer.to());
}

#[test]
fn a_lesson_is_solved_by_a_drag() {
    let mut t = open("compulsory-capture");
    let (from, to) = (sq(&t, "33"), sq(&t, "22"));
    let v = t.send(LessonInput::Board(BoardAction::Drag { from, to }));
    assert_solved(&v, to);
}

#[test]
fn a_lesson_is_solved_by_the_keys() {
    let mut t = open("compulsory-capture");
    let rules = t.lesson().rules;
    let (from, over, to) = (sq(&t, "33"), sq(&t, "28"), sq(&t, "22"));
    // The cursor rests on the piece that must capture.
    assert_eq!(t.view().board.cursor, Some(from));
    let diagonals = [Key::UpLeft, Key::UpRight, Key::DownLeft, Key::DownRight];
    let key = *diagonals
        .iter()
        .find(|&&k| move_cursor(&rules, false, from, k) == over)
        .expect("28 is one diagonal step from 33");
    let v = t.send(LessonInput::Board(BoardAction::Key(Key::Enter)));
    assert!(v.board.square(from).flags.selected);
    t.send(LessonInput::Board(BoardAction::Key(key)));
    let v = t.send(LessonInput::Board(BoardAction::Key(key)));
    assert_eq!(v.board.cursor, Some(to));
    assert_eq!(v.state, LessonState::Solving, "moving the cursor plays nothing");
    let v = t.send(LessonInput::Board(BoardAction::Key(Key::Enter)));
    assert_solved(&v, to);
}

#[test]
fn a_wrong_answer_is_shown_explained_and_retried() {
    // 47-42 is illegal (a capture is compulsory): the board refuses the
    // piece and says why; nothing is judged.
    let mut t = open("compulsory-capture");
    let v = t.send(LessonInput::Board(BoardAction::Tap(sq(&t, "47"))));
    assert_eq!(v.state, LessonState::Solving);
    assert!(v.said.contains("33"), "{}", v.said);

    // 33-29 is legal, and not the answer: shown played, then explained.
    let mut t = open("notation-numbers");
    let wrong = t.lesson().wrong.iter().find(|w| w.text == "33-29").unwrap().clone();
    let mv = t.lesson().position().unwrap().parse_move(&t.lesson().rules, &wrong.text).unwrap();
    let v = t.send(LessonInput::Board(BoardAction::Drag { from: mv.from(), to: mv.to() }));
    assert_eq!(v.state, LessonState::Wrong);
    assert_eq!(v.said, wrong.explanation);
    assert!(v.board.square(mv.to()).flags.last_to, "the wrong move is shown");
    assert!(v.controls.retry.enabled && v.controls.retry.offered);
    assert!(!v.controls.next.offered);
    // The board waits for Retry or Next, and says so.
    let v = t.send(LessonInput::Board(BoardAction::Tap(mv.to())));
    assert_eq!(v.state, LessonState::Wrong);
    assert_eq!(
        v.said,
        draughts_app::texts::refusal(&t.lesson().rules, &Refusal::LessonOver, Lang::En)
    );
    // Retry: the lesson's position again, the piece back on its square.
    let v = t.send(LessonInput::Retry);
    assert_eq!(v.state, LessonState::Solving);
    assert_eq!(v.verdict, None);
    assert!(!v.board.square(mv.to()).flags.last_to);
    assert!(v.board.square(mv.from()).piece.is_some());
    assert!(v.board.square(mv.to()).piece.is_none());
}

#[test]
fn next_goes_round_the_lessons_and_open_past_the_end_changes_nothing() {
    let mut t = LessonTrainer::new(Lang::En, 0);
    let count = t.view().count;
    assert!(count > 1);
    let v = t.send(LessonInput::Next);
    assert_eq!(v.index, 1);
    let v = t.send(LessonInput::Open(count - 1));
    assert_eq!(v.index, count - 1);
    let v = t.send(LessonInput::Next);
    assert_eq!(v.index, 0);
    let v = t.send(LessonInput::Open(count));
    assert_eq!(v.index, 0);
}

#[test]
fn every_lesson_is_solved_on_the_trainer_by_taps() {
    let ids: Vec<String> =
        LessonTrainer::new(Lang::En, 0).lessons().iter().map(|l| l.id.clone()).collect();
    for id in ids {
        let mut t = open(&id);
        for answer in t.lesson().solution_moves() {
            t.send(LessonInput::Retry);
            let mut v = t.send(LessonInput::Board(BoardAction::Tap(answer.from())));
            for &s in answer.path() {
                v = t.send(LessonInput::Board(BoardAction::Tap(s)));
            }
            assert_eq!(v.state, LessonState::Solved, "lesson {id}: {}", v.said);
        }
    }
}

#[test]
fn every_anticipated_wrong_answer_tapped_on_the_trainer_gets_its_explanation() {
    let ids: Vec<String> =
        LessonTrainer::new(Lang::En, 0).lessons().iter().map(|l| l.id.clone()).collect();
    for id in ids {
        let mut t = open(&id);
        let (pos, rules) = (t.lesson().position().unwrap(), t.lesson().rules);
        for w in t.lesson().wrong.clone() {
            let Ok(m) = pos.parse_move(&rules, &w.text) else { continue };
            let v = t.send(LessonInput::Retry);
            assert_eq!(v.headline, None, "no verdict before an attempt");
            assert_eq!(v.note, None, "the task is not said twice on screen");
            let mut v = t.send(LessonInput::Board(BoardAction::Tap(m.from())));
            for &s in m.path() {
                if v.state != LessonState::Solving {
                    break;
                }
                v = t.send(LessonInput::Board(BoardAction::Tap(s)));
            }
            assert_eq!(v.state, LessonState::Wrong, "lesson {id}: {}", w.text);
            assert_eq!(v.said, w.explanation, "lesson {id}");
            assert_eq!(v.headline.as_deref(), Some("Not this one"), "lesson {id}");
            assert!(v.controls.retry.offered, "lesson {id}: Retry is put forward");
        }
    }
}
