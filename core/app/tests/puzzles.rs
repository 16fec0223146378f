//! The puzzle trainer: the choice of the next puzzle, the verdicts, the
//! rating, the streak and the themes, and the record's save document.

use draughts_app::puzzles::{
    puzzle_key, Glicko, PuzzleRecord, PuzzleState, PuzzleTrainer, RecordError, Verdict,
};
use draughts_app::Worded;
use draughts_engine::puzzle::{builtin, distinct_moves, PuzzleSet};
use draughts_game::Lang;
use draughts_rules::Variant;

/// English puzzles rated 1000, 1400, 1500, 1600 and 2000.
fn rated_set() -> &'static PuzzleSet {
    let mut set = builtin(Variant::English).clone();
    set.puzzles.truncate(5);
    assert_eq!(set.puzzles.len(), 5, "the English file has five puzzles or more");
    for (p, r) in set.puzzles.iter_mut().zip([1000, 1400, 1500, 1600, 2000]) {
        p.rating = r;
    }
    Box::leak(Box::new(set))
}

fn rating_of(t: &PuzzleTrainer, i: usize) -> u16 {
    t.puzzles()[i].rating
}

#[test]
fn the_next_puzzle_is_nearest_the_target_and_not_a_recent_one() {
    let mut t = PuzzleTrainer::with_set(rated_set(), PuzzleRecord::new(), Lang::En);
    // Targets in turn: 1500, 1350, 1650, 1200, 1800 (the rating stays put
    // while nothing is rated).
    let mut seen = Vec::new();
    for _ in 0..5 {
        let i = t.next_puzzle().unwrap();
        seen.push(rating_of(&t, i));
    }
    assert_eq!(seen, [1500, 1400, 1600, 1000, 2000]);
    // Everything is recent: the one played longest ago comes back.
    let i = t.next_puzzle().unwrap();
    assert_eq!(rating_of(&t, i), 1500);
}

#[test]
fn the_target_follows_the_rating() {
    let mut record = PuzzleRecord::new();
    record.rating = Glicko { rating: 1950.0, ..Glicko::default() };
    let t = PuzzleTrainer::with_set(rated_set(), record, Lang::En);
    assert_eq!(rating_of(&t, t.choose_next().unwrap()), 2000);
}

/// Plays the line's solver moves; the replies come by themselves.
fn solve(t: &mut PuzzleTrainer, i: usize) -> Vec<Verdict> {
    let p = t.puzzles()[i].clone();
    let solver = p.solver();
    let mut pos = p.start;
    let mut out = Vec::new();
    for m in &p.line {
        if pos.turn() == solver {
            out.push(t.play(m));
        }
        pos = pos.play(m);
    }
    out
}

#[test]
fn right_moves_bring_the_replies_and_solve_the_puzzle() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
    let i = t.next_puzzle().unwrap();
    assert_eq!(t.view().state, PuzzleState::Solving);
    assert!(t.view().prompt.contains("to play and win"), "{}", t.view().prompt);
    let verdicts = solve(&mut t, i);
    let last = verdicts.last().unwrap();
    assert!(matches!(last, Verdict::Right { solved: true, .. }), "{verdicts:?}");
    let p = t.puzzles()[i].clone();
    let replies: usize = verdicts
        .iter()
        .map(|v| match v {
            Verdict::Right { replies, .. } => replies.len(),
            _ => panic!("{v:?}"),
        })
        .sum();
    assert_eq!(verdicts.len() + replies, p.line.len(), "every ply played");
    let v = t.view();
    assert_eq!(v.state, PuzzleState::Solved);
    assert!(v.said.contains("Solved!"), "{}", v.said);
    assert_eq!(v.puzzle_rating, Some(p.rating));
    let r = t.record();
    assert!(r.rating.rating > 1500.0 && r.rating.deviation < 350.0);
    assert_eq!((r.streak, r.best_streak, r.solved, r.failed), (1, 1, 1, 0));
    for th in p.themes.list() {
        assert_eq!(r.themes[th.id()].solved, 1);
    }
    let progress = t.theme_progress();
    assert_eq!(progress.len(), p.themes.list().len());
    for line in &progress {
        assert!(line.ends_with(": 1 of 1 solved at the first try"), "{line}");
    }
    // Nothing more to play.
    assert_eq!(t.play(&p.line[0]), Verdict::NoPuzzle);
}

/// The first legal move of the puzzle that does not reach the line's
/// position.
fn other_move(t: &PuzzleTrainer, i: usize) -> draughts_rules::Move {
    let p = &t.puzzles()[i];
    let rules = Variant::English.rules();
    let key = p.start.play(&p.line[0]);
    *distinct_moves(&rules, &p.start).iter().find(|m| p.start.play(m) != key).unwrap()
}

#[test]
fn a_wrong_move_is_refuted_taken_back_and_rated_once() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
    let i = t.next_puzzle().unwrap();
    let wrong = other_move(&t, i);
    let Verdict::Check(check) = t.play(&wrong) else { panic!("a check") };
    let reply = Some(check_reply(&check));
    let answer = check.answer(-300, reply);
    assert_eq!(t.apply_check(&check, &answer), Verdict::Wrong { refutation: reply });
    let v = t.view();
    assert_eq!(v.state, PuzzleState::Solving, "the move is taken back");
    assert_eq!(v.position, t.puzzles()[i].start);
    assert!(v.said.contains("does not win"), "{}", v.said);
    let after_fail = t.record().rating;
    assert!(after_fail.rating < 1500.0);
    assert_eq!((t.record().failed, t.record().streak), (1, 0));
    // The same answer again is stale; solving now does not rate again.
    assert_eq!(t.apply_check(&check, &answer), Verdict::Wrong { refutation: reply });
    assert_eq!(t.record().failed, 1);
    solve(&mut t, i);
    assert_eq!(t.view().state, PuzzleState::Solved);
    assert_eq!(t.record().rating, after_fail);
    assert_eq!(t.record().solved, 0);
}

/// A legal answer to the checked move, standing for the search's refutation.
fn check_reply(check: &draughts_app::puzzles::AlternativeCheck) -> draughts_rules::Move {
    let rules = Variant::English.rules();
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
    let i = t.next_puzzle().unwrap();
    let after = t.puzzles()[i].start.play(&check.played);
    after.legal_moves(&rules)[0]
}

#[test]
fn a_move_that_wins_too_counts_as_solved_and_flags_the_puzzle() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::Fr);
    let i = t.next_puzzle().unwrap();
    let other = other_move(&t, i);
    let Verdict::Check(check) = t.play(&other) else { panic!("a check") };
    let answer = check.answer(draughts_engine::puzzle::DECISIVE, None);
    assert_eq!(t.apply_check(&check, &answer), Verdict::AlsoWins);
    assert_eq!(t.view().state, PuzzleState::Solved);
    assert!(t.view().said.contains("gagne aussi"), "{}", t.view().said);
    let key = puzzle_key(Variant::English, t.puzzles()[i].id());
    assert_eq!(t.record().flagged, vec![key]);
    assert_eq!(t.record().solved, 1);
}

#[test]
fn an_answer_for_another_puzzle_is_ignored() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
    let i = t.next_puzzle().unwrap();
    let Verdict::Check(check) = t.play(&other_move(&t, i)) else { panic!("a check") };
    t.next_puzzle();
    assert_eq!(t.apply_check(&check, &check.answer(-500, None)), Verdict::Stale);
    assert_eq!(t.record().failed, 0);
}

#[test]
fn an_answer_for_an_earlier_move_is_ignored() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
    let i = t.next_puzzle().unwrap();
    let Verdict::Check(check) = t.play(&other_move(&t, i)) else { panic!("a check") };
    let first = t.puzzles()[i].line[0];
    assert!(matches!(t.play(&first), Verdict::Right { .. }));
    assert_eq!(t.apply_check(&check, &check.answer(-500, None)), Verdict::Stale);
    assert_eq!(t.record().failed, 0);
}

#[test]
fn a_hint_names_the_piece_and_leaves_the_attempt_unrated() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
    let i = t.next_puzzle().unwrap();
    let from = t.puzzles()[i].line[0].from();
    assert_eq!(t.hint(), Some(from));
    assert_eq!(t.view().hint, Some(from));
    let name = Variant::English.rules().square_name(from);
    assert_eq!(t.view().said, format!("Hint: move the piece on {name}."));
    solve(&mut t, i);
    let r = t.record();
    assert_eq!((r.solved, r.failed, r.streak), (0, 0, 0), "not a clean solve");
    // Unrated, as lichess's hint: the rating and its deviation stay.
    assert_eq!((r.rating.rating, r.rating.deviation), (1500.0, 350.0));
}

#[test]
fn showing_the_solution_is_a_failure() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::Ru);
    let i = t.next_puzzle().unwrap();
    let words = t.show_solution();
    assert_eq!(words.len(), t.puzzles()[i].line.len());
    let v = t.view();
    assert_eq!(v.state, PuzzleState::Shown);
    assert!(v.said.starts_with("Решение: "), "{}", v.said);
    assert_eq!(t.record().failed, 1);
    assert!(!v.themes.is_empty() || t.puzzles()[i].themes.list().is_empty());
}

#[test]
fn the_record_survives_its_bytes() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
    let i = t.next_puzzle().unwrap();
    solve(&mut t, i);
    let bytes = t.record().to_bytes();
    let back = PuzzleRecord::from_bytes(&bytes).unwrap();
    assert_eq!(&back, t.record());
    let text = String::from_utf8(bytes).unwrap();
    assert!(text.starts_with(r#"{"format":"draughts-puzzles","version":2,"#), "{text}");
}

#[test]
fn a_bad_record_is_refused_in_words() {
    let e = PuzzleRecord::from_bytes(b"{\"format\":").unwrap_err();
    assert!(matches!(e, RecordError::Invalid(_)));
    let e = PuzzleRecord::from_bytes(br#"{"format":"draughts-save","version":1}"#).unwrap_err();
    assert_eq!(e, RecordError::Format("draughts-save".into()));
    assert_eq!(e.worded(Lang::En), "not a puzzle record (format `draughts-save`)");
    let e = PuzzleRecord::from_bytes(br#"{"format":"draughts-puzzles","version":9}"#).unwrap_err();
    assert_eq!(e, RecordError::FutureVersion(9));
    assert!(e.worded(Lang::Fr).contains("version 9"), "{}", e.worded(Lang::Fr));
}
