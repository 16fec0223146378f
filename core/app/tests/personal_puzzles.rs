//! Puzzles from the player's games: a reviewed game's mistake that missed
//! a shot becomes a puzzle proved as the shipped ones are, kept in the
//! record, offered by the trainer until solved twice; the task names the
//! gain, and the end of a solved puzzle says why the rating did not move.

use draughts_app::analysis::{AnalysisBoard, AnalysisInput, MoveClass, MoveTree, ReviewDepth};
use draughts_app::puzzles::{
    gain, Gain, PuzzleInput, PuzzleRecord, PuzzleState, PuzzleTrainer, Verdict, PERSONAL_SOLVES,
};
use draughts_engine::puzzle::builtin;
use draughts_engine::Bot;
use draughts_game::pdn::{read_pdn, write_game};
use draughts_game::{Game, Lang};
use draughts_rules::{Position, Variant};

/// English: White to move has a shot, 14-9! 5x14 10x26, a man given for
/// two pieces.
const SHOT: &str = "W:WK10,14,21:B5,K16,22";

/// Plays the solver's moves of puzzle `i`.
fn solve(t: &mut PuzzleTrainer, i: usize) -> Vec<Verdict> {
    let p = t.puzzles()[i].clone();
    let mut pos = p.start;
    let mut out = Vec::new();
    for m in &p.line {
        if pos.turn() == p.solver() {
            out.push(t.play(m));
        }
        pos = pos.play(m);
    }
    out
}

/// The game: White misses the shot with 21-17, Black answers.
fn missed_shot() -> Game {
    let rules = Variant::English.rules();
    let mut game = Game::from_position(rules, Position::from_fen(&rules, SHOT).unwrap());
    game.play_text("21-17").unwrap();
    let reply = game.position().legal_moves(&rules)[0];
    game.play(&reply).unwrap();
    game
}

/// The review of `tree`, complete, in `lang`.
fn review(tree: MoveTree, lang: Lang) -> AnalysisBoard {
    let mut a = AnalysisBoard::new(tree, lang);
    a.send(AnalysisInput::StartReview(ReviewDepth::Fast));
    let mut bot = Bot::new(Variant::English.rules());
    while let Some(job) = a.review_job() {
        let answer = job.run(&mut bot);
        a.apply_review(&job, &answer).unwrap();
    }
    a
}

/// [`missed_shot`], reviewed.
fn reviewed_game() -> AnalysisBoard {
    review(MoveTree::from_game(&missed_shot()), Lang::En)
}

/// Its puzzles proved and kept in a new record.
fn proved_into_record(mut a: AnalysisBoard, game: &str) -> PuzzleRecord {
    while let Some(job) = a.proof_job() {
        let answer = job.run();
        a.apply_proof(&job, &answer).unwrap();
    }
    let mut record = PuzzleRecord::new();
    for p in a.personal_puzzles(game, "2026-12-06") {
        record.add_personal(p);
    }
    record
}

#[test]
fn a_personal_puzzle_names_the_game_it_came_from() {
    // Read from PDN: the tags name it, whatever the app passes.
    let tags: Vec<(String, String)> =
        [("Event", "Club night"), ("Date", "2026.12.01"), ("White", "Alice"), ("Black", "Bob")]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
    let text = write_game(&missed_shot(), &tags, &[]);
    let tree = MoveTree::from_pdn(&read_pdn(&text).unwrap()[0]);
    assert_eq!(tree.label().words(Lang::En), "Alice – Bob · Club night · 2026.12.01");
    let record = proved_into_record(review(tree, Lang::En), "");
    assert_eq!(record.personal[0].source, "Alice – Bob · Club night · 2026.12.01");

    let mut t = PuzzleTrainer::new(Variant::English, record, Lang::En);
    assert_eq!(t.view().source, None, "no puzzle on screen yet");
    let i = t.next_puzzle().unwrap();
    assert!(t.is_personal(i));
    let from = "From your game Alice – Bob · Club night · 2026.12.01";
    assert_eq!(t.view().source.as_deref(), Some(from));
    solve(&mut t, i);
    let history = t.history();
    let item = &history.days[0].items[0];
    assert!(item.puzzle.is_some(), "it reopens");
    assert_eq!(item.source.as_deref(), Some(from), "the history says it too");
    // A shipped puzzle has no source.
    let j = (0..t.puzzles().len()).find(|&j| !t.is_personal(j)).unwrap();
    t.send(PuzzleInput::Start(j));
    assert_eq!(t.view().source, None);

    // Only one player known; in French.
    let one: Vec<(String, String)> = vec![("White".into(), "Alice".into())];
    let tree = MoveTree::from_pdn(&read_pdn(&write_game(&missed_shot(), &one, &[])).unwrap()[0]);
    let record = proved_into_record(review(tree, Lang::Fr), "");
    let mut t = PuzzleTrainer::new(Variant::English, record, Lang::Fr);
    t.next_puzzle().unwrap();
    assert_eq!(t.view().source.as_deref(), Some("Tirée de votre partie Alice – ?"));

    // No tags: the app's name, or else the day it was found.
    let named = proved_into_record(reviewed_game(), "Me – Bot");
    assert_eq!(named.personal[0].source, "Me – Bot");
    let mut t =
        PuzzleTrainer::new(Variant::English, proved_into_record(reviewed_game(), ""), Lang::En);
    t.next_puzzle().unwrap();
    let v = t.view();
    assert_eq!(v.source.as_deref(), Some("From one of your games, found on 2026-12-06"));
}

#[test]
fn a_reviewed_mistake_becomes_a_personal_puzzle_offered_until_solved_twice() {
    let mut a = reviewed_game();
    let v = a.view();
    let review = v.review.expect("a review");
    assert!(review.complete);
    assert_eq!(review.moves[0].class, MoveClass::MissedWin, "21-17 misses the shot");
    let searching = v.personal.expect("the search for puzzles");
    assert_eq!((searching.done, searching.total, searching.running), (0, 1, true));
    assert_eq!(searching.text, "Looking for puzzles in this game… (0/1)");
    assert!(a.personal_puzzles("Me – Bot", "2026-12-06").is_empty(), "nothing proved yet");

    // The proof runs as a job, as the review's searches do.
    let job = a.proof_job().expect("a proof to run");
    let answer = job.run();
    a.apply_proof(&job, &answer).unwrap();
    assert!(a.apply_proof(&job, &answer).is_err(), "an answer is taken once");
    assert_eq!(a.proof_job().map(|j| j.ticket), None, "nothing more to prove");
    let done = a.view().personal.unwrap();
    assert_eq!((done.found, done.running), (1, false));
    assert_eq!(done.text, "One position from this game was added to your puzzles.");

    let found = a.personal_puzzles("Me – Bot", "2026-12-06");
    assert_eq!(found.len(), 1);
    let mine = &found[0];
    assert_eq!((mine.variant.as_str(), mine.fen.as_str()), ("english", SHOT));
    assert_eq!(mine.line, ["14-9", "5x14", "10x26"]);
    assert_eq!((mine.source.as_str(), mine.ply, mine.date.as_str()), ("Me – Bot", 1, "2026-12-06"));

    // Kept in the record (once), through its bytes.
    let mut record = PuzzleRecord::new();
    assert!(record.add_personal(mine.clone()));
    assert!(!record.add_personal(mine.clone()), "the same position is kept once");
    let record = PuzzleRecord::from_bytes(&record.to_bytes()).unwrap();
    assert_eq!(record.personal_due(Variant::English), 1);

    // The trainer offers it first, names the gain, and takes it again.
    let mut t = PuzzleTrainer::new(Variant::English, record, Lang::En);
    let shipped = builtin(Variant::English).puzzles.len();
    let i = t.next_puzzle().unwrap();
    assert!(i >= shipped && t.is_personal(i), "the personal puzzle first");
    assert_eq!(t.view().prompt, "White to play and win a man.");
    assert!(matches!(solve(&mut t, i).last(), Some(Verdict::Right { solved: true, .. })));
    assert_eq!(t.record().personal[0].solved, 1);
    // Others come between, then it comes back.
    let mut seen = Vec::new();
    for _ in 0..4 {
        let j = t.next_puzzle().unwrap();
        seen.push(j);
        if j == i {
            break;
        }
        t.send(PuzzleInput::ShowSolution);
    }
    assert_eq!(seen.len(), 4, "three others, then it: {seen:?}");
    assert_eq!(*seen.last().unwrap(), i);
    solve(&mut t, i);
    assert_eq!(t.record().personal[0].solved, PERSONAL_SOLVES);
    assert_eq!(t.record().personal_due(Variant::English), 0);
    // Solved twice: no longer offered, even from "From my games".
    for _ in 0..10 {
        assert_ne!(t.next_puzzle(), Some(i));
        t.send(PuzzleInput::ShowSolution);
    }
    let v = t.send(PuzzleInput::ToggleMine);
    assert!(v.mine.chosen && v.controls.all_themes.enabled);
    assert_eq!((v.mine.count, v.mine.progress.as_str()), (0, "1 of 1 solved twice"));
    assert_eq!(v.labels.chosen_themes, "From my games");
    assert_ne!(t.next_puzzle(), Some(i));
}

#[test]
fn from_my_games_offers_the_players_puzzles_alone() {
    let mut a = reviewed_game();
    let job = a.proof_job().unwrap();
    a.apply_proof(&job, &job.run()).unwrap();
    let mut record = PuzzleRecord::new();
    for p in a.personal_puzzles("Me – Bot", "2026-12-06") {
        record.add_personal(p);
    }
    let mut t = PuzzleTrainer::new(Variant::English, record, Lang::Fr);
    let v = t.send(PuzzleInput::ToggleMine);
    assert_eq!((v.mine.name.as_str(), v.mine.count, v.mine.chosen), ("Mes parties", 1, true));
    let first = t.next_puzzle().unwrap();
    t.send(PuzzleInput::ShowSolution);
    // Chosen alone, it is offered again at once.
    assert_eq!(t.next_puzzle(), Some(first));
    // Another variant's trainer does not see it.
    let other = PuzzleTrainer::new(Variant::Russian, t.record().clone(), Lang::En);
    assert_eq!(other.view().mine.count, 0);
    assert!(other.puzzles().len() == builtin(Variant::Russian).puzzles.len());
}

#[test]
fn a_cancelled_review_refuses_a_proof_that_comes_late() {
    let mut a = reviewed_game();
    let job = a.proof_job().unwrap();
    let answer = job.run();
    a.send(AnalysisInput::CancelReview);
    assert!(a.proof_job().is_none(), "stopped");
    assert!(a.apply_proof(&job, &answer).is_err());
    a.send(AnalysisInput::ResumeReview);
    let again = a.proof_job().expect("resumed");
    assert!(a.apply_proof(&job, &answer).is_err(), "the old ticket stays stale");
    a.apply_proof(&again, &answer).unwrap();
    assert_eq!(a.view().personal.unwrap().found, 1);
}

#[test]
fn the_task_names_the_gain() {
    let rules = Variant::English.rules();
    let set = builtin(Variant::English);
    let two = set
        .puzzles
        .iter()
        .position(|p| gain(&rules, p) == Gain::Men(2) && p.solver() == draughts_rules::Color::White)
        .expect("an English puzzle that wins two men for White");
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
    let v = t.send(PuzzleInput::Start(two));
    assert_eq!(v.prompt, "White to play and win two men.");
    let mut fr = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::Fr);
    assert_eq!(fr.send(PuzzleInput::Start(two)).prompt, "Les Blancs jouent et gagnent deux pions.");
}

#[test]
fn a_solve_that_leaves_the_rating_says_why() {
    let mut t = PuzzleTrainer::new(Variant::English, PuzzleRecord::new(), Lang::En);
    // A hint: unrated.
    let i = t.next_puzzle().unwrap();
    t.send(PuzzleInput::Hint);
    solve(&mut t, i);
    let v = t.view();
    assert_eq!(v.state, PuzzleState::Solved);
    assert_eq!(v.rating, 1500);
    assert!(
        v.said.ends_with("Solved with a hint: not rated. Your puzzle rating stays 1500."),
        "{}",
        v.said
    );
    assert!(!v.said.contains("(+0)"));
    // A replay: not rated either.
    let v = t.send(PuzzleInput::Start(i));
    assert_eq!(v.state, PuzzleState::Solving);
    solve(&mut t, i);
    assert!(t.view().said.ends_with("Solved. A replay is not rated."), "{}", t.view().said);
}

#[test]
fn every_lesson_and_the_tutorial_lead_to_puzzles_of_their_themes() {
    use draughts_app::tutorial::{lessons, LessonInput, LessonTrainer, Practice};
    use draughts_engine::puzzle::Theme;
    for lesson in lessons(Lang::En) {
        let p = Practice::for_lesson(&lesson.id, Lang::En)
            .unwrap_or_else(|| panic!("{}: no practice", lesson.id));
        assert!(p.control.enabled, "{}: {:?} has puzzles", lesson.id, p.variant);
        let set = builtin(p.variant);
        for t in &p.themes {
            assert!(set.puzzles.iter().any(|q| q.themes.contains(*t)), "{}: {t:?}", lesson.id);
        }
    }
    let multi = Practice::for_lesson("multi-capture", Lang::Fr).unwrap();
    assert_eq!(
        (multi.variant, multi.themes.as_slice()),
        (Variant::International, &[Theme::MultiCapture][..])
    );
    assert_eq!(multi.control.label, "Mettre en pratique");
    assert!(Practice::for_lesson("no-such-lesson", Lang::En).is_none());
    let end = Practice::for_tutorial(Variant::Russian, Lang::En);
    assert_eq!(end.variant, Variant::Russian);
    assert!(end.themes.contains(&Theme::Shot));

    // The lesson offers it once solved; the trainer then draws from them.
    let mut l = LessonTrainer::with_id(Lang::En, "multi-capture").unwrap();
    let v = l.view();
    assert!(v.controls.practice.enabled && !v.controls.practice.offered);
    assert_eq!(v.controls.practice.label, "Put it into practice");
    let answer = l.lesson().solutions[0].clone();
    let pos = l.lesson().position().unwrap();
    let m = pos.parse_move(&l.lesson().rules, &answer).unwrap();
    let v =
        l.send(LessonInput::Board(draughts_app::BoardAction::Drag { from: m.from(), to: m.to() }));
    assert!(v.controls.practice.offered, "{:?}", v.state);
    let practice = v.practice.expect("puzzles to practise");
    let mut t = PuzzleTrainer::new(practice.variant, PuzzleRecord::new(), Lang::En);
    t.choose_themes(&practice.themes);
    let v = t.view();
    assert_eq!(v.labels.chosen_themes, "Multiple capture");
    let i = t.next_puzzle().unwrap();
    assert!(t.puzzles()[i].themes.contains(Theme::MultiCapture));
}

#[test]
fn every_variant_with_puzzles_is_offered_with_its_count() {
    use draughts_app::puzzles::puzzle_variants;
    let rows = puzzle_variants(&PuzzleRecord::new(), Lang::En);
    assert_eq!(rows.len(), Variant::ALL.len(), "every variant ships puzzles");
    for r in &rows {
        assert_eq!(r.count, builtin(r.variant).puzzles.len());
        assert_eq!(r.count_text, format!("{} puzzles", r.count));
    }
    let intl = rows.iter().find(|r| r.variant == Variant::International).unwrap();
    assert_eq!(intl.name, "International draughts");
}

/// The snapshot says when a search is wanted, one kind at a time: the
/// review's positions while it runs, then the proofs; none once cancelled,
/// again once resumed, none when all is done. The apps run what it says.
#[test]
fn the_snapshot_says_when_a_review_search_or_a_proof_is_wanted() {
    let rules = Variant::English.rules();
    let mut game = Game::from_position(rules, Position::from_fen(&rules, SHOT).unwrap());
    game.play_text("21-17").unwrap();
    let reply = game.position().legal_moves(&rules)[0];
    game.play(&reply).unwrap();
    let mut a = AnalysisBoard::new(MoveTree::from_game(&game), Lang::En);
    assert!(!a.view().wants_search, "no review yet");
    assert!(a.send(AnalysisInput::StartReview(ReviewDepth::Fast)).wants_search);
    assert!(!a.send(AnalysisInput::CancelReview).wants_search, "cancelled: nothing runs");
    assert!(a.send(AnalysisInput::ResumeReview).wants_search, "resumed");
    let mut bot = Bot::new(rules);
    while let Some(job) = a.review_job() {
        assert!(a.view().wants_search && a.proof_job().is_none(), "one kind at a time");
        let answer = job.run(&mut bot);
        a.apply_review(&job, &answer).unwrap();
    }
    assert!(a.view().wants_search, "the review is complete: the proof is wanted");
    let job = a.proof_job().expect("a proof");
    a.apply_proof(&job, &job.run()).unwrap();
    assert!(!a.view().wants_search, "all done");
}
