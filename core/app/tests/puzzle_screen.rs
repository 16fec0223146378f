//! The puzzle screen through its one contract: inputs in
//! ([`PuzzleInput`]), one snapshot out ([`PuzzleView`]) with the board, the
//! buttons and what to say. A multi-capture is tapped hop by hop, a wrong
//! move dragged and judged, a hint marks the piece, and the words follow the
//! player's language.

use draughts_app::puzzles::{PuzzleInput, PuzzleRecord, PuzzleState, PuzzleTrainer, Verdict};
use draughts_app::{BoardAction, Key, Refusal};
use draughts_engine::puzzle::{builtin, distinct_moves};
use draughts_game::Lang;
use draughts_rules::{Square, Variant};

/// The first shipped puzzle of `variant` whose first move captures at least
/// `hops` times.
fn puzzle_with_capture(variant: Variant, hops: usize) -> Option<usize> {
    builtin(variant).puzzles.iter().position(|p| p.line[0].path().len() >= hops)
}

#[test]
fn a_multi_capture_is_tapped_hop_by_hop_and_judged_right() {
    let (variant, i) = [Variant::International, Variant::Russian, Variant::Brazilian]
        .into_iter()
        .find_map(|v| puzzle_with_capture(v, 2).map(|i| (v, i)))
        .expect("a shipped puzzle opens with a multi-capture");
    let mut t = PuzzleTrainer::new(variant, PuzzleRecord::new(), Lang::En);
    let v = t.send(PuzzleInput::Start(i));
    assert_eq!(v.state, PuzzleState::Solving);
    assert_eq!(v.board.flipped, t.puzzles()[i].solver() == draughts_rules::Color::Black);
    let first = t.puzzles()[i].line[0];
    let v = t.send(PuzzleInput::Board(BoardAction::Tap(first.from())));
    assert_eq!(v.board.selected, Some(first.from()));
    let (last, steps) = first.path().split_last().unwrap();
    for (k, &s) in steps.iter().enumerate() {
        let v = t.send(PuzzleInput::Board(BoardAction::Tap(s)));
        let cap = v.board.capture.expect("a capture in progress");
        assert_eq!(cap.steps, steps[..=k].to_vec());
        assert_eq!(v.verdict, None, "nothing judged until the capture is complete");
        assert!(v.said.starts_with("On "), "{}", v.said);
    }
    let v = t.send(PuzzleInput::Board(BoardAction::Tap(*last)));
    assert!(matches!(v.verdict, Some(Verdict::Right { .. })), "{:?}", v.verdict);
    assert!(v.said.starts_with("Right: "), "{}", v.said);
    assert!(v.board.capture.is_none());
    assert!(v.board.last_move.is_some(), "the last move (the reply, or the capture) is drawn");
}

/// A legal first move that is not the solution's.
fn wrong_move(t: &PuzzleTrainer, i: usize) -> draughts_rules::Move {
    let p = &t.puzzles()[i];
    let rules = t.variant().rules();
    let key = p.start.play(&p.line[0]);
    *distinct_moves(&rules, &p.start).iter().find(|m| p.start.play(m) != key).unwrap()
}

#[test]
fn a_dragged_wrong_move_is_judged_while_the_board_waits_then_taken_back() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
    let v = t.send(PuzzleInput::Next);
    let i = t.puzzles().iter().position(|p| p.start == v.position).unwrap();
    let start = v.position;
    let wrong = wrong_move(&t, i);
    // A wrong move that is not a multi-capture needing a route: drag it.
    let v = t.send(PuzzleInput::Board(BoardAction::Drag { from: wrong.from(), to: wrong.to() }));
    let Some(Verdict::Check(check)) = v.verdict.clone() else { panic!("{:?}", v.verdict) };
    assert_eq!(v.judging.as_ref(), Some(&check));
    assert!(v.said.starts_with("Checking "), "{}", v.said);
    assert_ne!(v.board.fen, v.position.to_fen(&t.variant().rules()), "the move is drawn");
    assert!(!v.controls.hint.enabled && !v.controls.solution.enabled, "the board waits");
    // A tap now is refused, with the reason.
    let v = t.send(PuzzleInput::Board(BoardAction::Tap(wrong.from())));
    assert_eq!(
        v.said,
        draughts_app::texts::refusal(&t.variant().rules(), &Refusal::Judging, Lang::En)
    );
    let v = {
        t.apply_check(&check, &check.answer(-400, None));
        t.view()
    };
    assert_eq!(v.verdict, Some(Verdict::Wrong { refutation: None }));
    assert_eq!(v.judging, None);
    assert_eq!(v.position, start, "taken back");
    // The board shows the wrong move until the front end's pause is over.
    let v = t.send(PuzzleInput::Advance);
    assert_eq!(v.board.fen, start.to_fen(&t.variant().rules()));
    assert!(v.controls.solution.enabled);
    // The same answer again judges the same move the same way.
    assert_eq!(
        t.apply_check(&check, &check.answer(-400, None)),
        Verdict::Wrong { refutation: None }
    );
}

#[test]
fn a_hint_marks_the_piece_and_the_solution_ends_the_puzzle_offering_the_next() {
    let mut t = PuzzleTrainer::new(Variant::Russian, PuzzleRecord::new(), Lang::Fr);
    let v = t.send(PuzzleInput::Next);
    assert!(v.controls.hint.enabled && !v.controls.next.offered);
    assert_eq!(v.controls.hint.label, "Indice");
    let v = t.send(PuzzleInput::Hint);
    let from = v.hint.expect("a hint");
    assert_eq!(v.board.flagged(|f| f.hint), vec![from]);
    assert!(!v.controls.hint.enabled, "one hint per puzzle");
    let v = t.send(PuzzleInput::ShowSolution);
    assert_eq!(v.state, PuzzleState::Shown);
    assert!(v.said.starts_with("Solution : "), "{}", v.said);
    assert!(v.controls.next.enabled && v.controls.next.offered);
    assert_eq!(v.controls.next.label, "Problème suivant");
    assert!(v.board.legal_moves.is_empty());
    let v = t.send(PuzzleInput::Board(BoardAction::Tap(from)));
    assert!(v.said.starts_with("Aucun problème"), "{}", v.said);
}

#[test]
fn the_solution_played_by_keys_solves_the_puzzle() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::Nl);
    t.send(PuzzleInput::Next);
    let mut guard = 0;
    while t.view().state == PuzzleState::Solving {
        guard += 1;
        assert!(guard < 20, "the line ends");
        let v = t.view();
        let i = t
            .puzzles()
            .iter()
            .position(|p| {
                p.line
                    .iter()
                    .scan(p.start, |pos, m| {
                        let before = *pos;
                        *pos = pos.play(m);
                        Some(before)
                    })
                    .any(|b| b == v.position)
            })
            .unwrap();
        let p = &t.puzzles()[i];
        let mut pos = p.start;
        let mut next = p.line[0];
        for m in &p.line {
            if pos == v.position {
                next = *m;
                break;
            }
            pos = pos.play(m);
        }
        // Walk the cursor with the arrows is the front end's part; the core
        // takes the square under it: put it on each square and press Enter.
        for s in std::iter::once(next.from()).chain(next.path().iter().copied()) {
            cursor_to(&mut t, s);
            t.send(PuzzleInput::Board(BoardAction::Key(Key::Enter)));
        }
    }
    let v = t.view();
    assert_eq!(v.state, PuzzleState::Solved);
    assert!(v.controls.next.offered);
    assert_eq!(v.controls.next.label, "Volgende puzzel");
}

/// Moves the keyboard cursor onto `target` with the arrow keys only.
fn cursor_to(t: &mut PuzzleTrainer, target: Square) {
    for _ in 0..40 {
        let b = t.view().board;
        let at = b.cursor.expect("a cursor");
        if at == target {
            return;
        }
        let (here, there) = (b.square(at), b.square(target));
        let key = match (there.row.cmp(&here.row), there.col.cmp(&here.col)) {
            (std::cmp::Ordering::Less, std::cmp::Ordering::Less) => Key::UpLeft,
            (std::cmp::Ordering::Less, std::cmp::Ordering::Greater) => Key::UpRight,
            (std::cmp::Ordering::Greater, std::cmp::Ordering::Less) => Key::DownLeft,
            (std::cmp::Ordering::Greater, std::cmp::Ordering::Greater) => Key::DownRight,
            (std::cmp::Ordering::Less, _) => Key::Up,
            (std::cmp::Ordering::Greater, _) => Key::Down,
            (_, std::cmp::Ordering::Less) => Key::Left,
            (_, _) => Key::Right,
        };
        t.send(PuzzleInput::Board(BoardAction::Key(key)));
    }
    panic!("the cursor never reached {target:?}");
}
