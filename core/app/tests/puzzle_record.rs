//! The player's record beyond the rating: the dated history of rated
//! attempts, the dashboard of a period (played, solved, the rating line,
//! the strongest and weakest themes, the failed puzzles to replay), the
//! history of recent puzzles as small boards, and streak mode (rising
//! difficulty, one wrong move ends the run, the best run kept). An older
//! record reads with none of these and is written back as this version; a
//! newer one is kept aside.

use draughts_app::puzzles::{
    Day, HistoryEntry, Period, PuzzleInput, PuzzleRecord, PuzzleState, PuzzleTrainer,
    SittingResult, Verdict, HISTORY, RECORD_VERSION, THEME_MIN_TRIED,
};
use draughts_app::storage::Unreadable;
use draughts_engine::puzzle::{distinct_moves, Theme};
use draughts_game::Lang;
use draughts_rules::{Move, Variant};

fn day(text: &str) -> Day {
    Day::parse(text).unwrap()
}

fn trainer(record: PuzzleRecord, lang: Lang) -> PuzzleTrainer {
    let mut t = PuzzleTrainer::new(Variant::English, record, lang);
    t.set_today(day("2026-05-10"));
    t
}

/// Plays the solver's moves of the line.
fn solve(t: &mut PuzzleTrainer, i: usize) {
    let p = t.puzzles()[i].clone();
    let mut pos = p.start;
    for m in &p.line {
        if pos.turn() == p.solver() {
            t.play(m);
        }
        pos = pos.play(m);
    }
}

/// A legal first move that is not the solution's.
fn wrong_move(t: &PuzzleTrainer, i: usize) -> Move {
    let p = &t.puzzles()[i];
    let rules = t.variant().rules();
    let key = p.start.play(&p.line[0]);
    *distinct_moves(&rules, &p.start).iter().find(|m| p.start.play(m) != key).unwrap()
}

/// Plays a wrong first move, judged as not winning.
fn fail(t: &mut PuzzleTrainer, i: usize) -> Verdict {
    let m = wrong_move(t, i);
    let Verdict::Check(c) = t.play(&m) else { panic!("another move is checked") };
    t.apply_check(&c, &c.answer(-500, None))
}

/// A puzzle with a wrong first move to play.
fn failable(t: &PuzzleTrainer) -> impl Iterator<Item = usize> + '_ {
    (0..t.puzzles().len()).filter(|&i| {
        let p = &t.puzzles()[i];
        let rules = t.variant().rules();
        distinct_moves(&rules, &p.start).len() > 1
    })
}

fn entry(
    t: &PuzzleTrainer,
    i: usize,
    on: &str,
    result: SittingResult,
    rating: i32,
) -> HistoryEntry {
    let p = &t.puzzles()[i];
    let rules = t.variant().rules();
    HistoryEntry {
        puzzle: draughts_app::puzzles::puzzle_key(Variant::English, p.id()),
        day: day(on),
        result,
        rating,
        change: if result == SittingResult::Failed { -10 } else { 10 },
        themes: p.themes.list().into_iter().map(|t| t.id().to_string()).collect(),
        fen: p.start.to_fen(&rules),
    }
}

#[test]
fn each_rated_attempt_is_kept_with_its_day_result_rating_and_themes() {
    let mut t = trainer(PuzzleRecord::new(), Lang::En);
    let i = t.next_puzzle().unwrap();
    solve(&mut t, i);
    t.set_today(day("2026-05-11"));
    let j = failable(&t).find(|&j| j != i).unwrap();
    t.send(PuzzleInput::Start(j));
    assert!(matches!(fail(&mut t, j), Verdict::Wrong { .. }));
    let h = &t.record().history;
    assert_eq!(h.len(), 2, "{h:?}");
    assert_eq!(h[0].day, day("2026-05-10"));
    assert_eq!(h[0].result, SittingResult::Solved);
    assert_eq!(h[0].rating, t.view().sitting[0].change + 1500);
    assert_eq!(h[1].day, day("2026-05-11"));
    assert_eq!(h[1].result, SittingResult::Failed);
    assert!(h[1].change < 0);
    assert_eq!(h[1].rating, t.view().rating);
    let themes: Vec<String> =
        t.puzzles()[j].themes.list().into_iter().map(|t| t.id().to_string()).collect();
    assert_eq!(h[1].themes, themes);
    assert_eq!(h[1].fen, t.puzzles()[j].start.to_fen(&Variant::English.rules()));
    // A replay in the same sitting is unrated, so not kept again.
    t.send(PuzzleInput::Start(i));
    solve(&mut t, i);
    assert_eq!(t.record().history.len(), 2);
}

#[test]
fn the_history_keeps_the_latest_attempts_only() {
    let t = trainer(PuzzleRecord::new(), Lang::En);
    let mut record = PuzzleRecord::new();
    for n in 0..HISTORY + 5 {
        record.log(entry(&t, n % t.puzzles().len(), "2026-05-01", SittingResult::Solved, n as i32));
    }
    assert_eq!(record.history.len(), HISTORY);
    assert_eq!(record.history[0].rating, 5);
}

#[test]
fn an_older_record_reads_with_an_empty_history_and_is_written_back_upgraded() {
    let old = br#"{"format":"draughts-puzzles","version":1,
        "rating":{"rating":1620.0,"deviation":90.0,"volatility":0.06},
        "streak":2,"best_streak":5,"solved":7,"failed":3,"plays":10,
        "recent":[],"themes":{"shot":{"tried":4,"solved":3}},"flagged":[]}"#;
    let opened = PuzzleRecord::open(Some(old), "2026-05-10");
    assert_eq!(opened.keep_aside, None);
    let r = opened.record;
    assert!(r.history.is_empty());
    assert_eq!(r.best_run, 0);
    assert_eq!((r.solved, r.best_streak), (7, 5));
    let text = String::from_utf8(r.to_bytes()).unwrap();
    assert!(text.contains(&format!(r#""version":{RECORD_VERSION}"#)), "{text}");
    assert!(text.contains(r#""history":[]"#), "{text}");
    // The dashboard of an old record: nothing played, the rating line empty.
    let t = trainer(r, Lang::En);
    let d = t.dashboard(Period::All);
    assert_eq!(d.played, 0);
    assert!(d.chart.points.is_empty());
    assert_eq!(d.empty.as_deref(), Some("No puzzles played in this period."));
    assert!(!d.replay.enabled);
}

#[test]
fn a_record_from_a_newer_version_is_kept_aside_not_overwritten() {
    let newer = br#"{"format":"draughts-puzzles","version":3,"history":[{"x":1}]}"#;
    let opened = PuzzleRecord::open(Some(newer), "2026-05-10");
    let aside = opened.keep_aside.expect("kept aside");
    assert_eq!(aside.reason, Unreadable::NewerVersion(3));
    assert_eq!(opened.record, PuzzleRecord::new());
    // A damaged history is refused as a damaged record, not read half.
    let bad = br#"{"format":"draughts-puzzles","version":2,
        "rating":{"rating":1500.0,"deviation":350.0,"volatility":0.06},
        "streak":0,"best_streak":0,"solved":0,"failed":0,"plays":0,
        "recent":[],"themes":{},"flagged":[],
        "history":[{"puzzle":"english:1","day":"2026-02-30","result":"solved",
        "rating":1500,"change":0,"themes":[],"fen":""}]}"#;
    let opened = PuzzleRecord::open(Some(bad), "2026-05-10");
    assert_eq!(opened.keep_aside.map(|a| a.reason), Some(Unreadable::Damaged));
}

#[test]
fn the_dashboard_counts_the_period_chosen() {
    let t = trainer(PuzzleRecord::new(), Lang::En);
    let mut record = PuzzleRecord::new();
    record.log(entry(&t, 0, "2026-03-01", SittingResult::Solved, 1510));
    record.log(entry(&t, 1, "2026-05-03", SittingResult::Failed, 1500));
    record.log(entry(&t, 2, "2026-05-04", SittingResult::Hinted, 1505));
    record.log(entry(&t, 3, "2026-05-10", SittingResult::Solved, 1515));
    let t = trainer(record, Lang::En);
    let counts: Vec<(u32, u32)> =
        Period::ALL.into_iter().map(|p| t.dashboard(p)).map(|d| (d.played, d.solved)).collect();
    assert_eq!(counts, [(1, 1), (2, 2), (3, 2), (4, 3)]);
    let d = t.dashboard(Period::Week);
    let labels: Vec<(&str, bool)> =
        d.periods.iter().map(|p| (p.label.as_str(), p.chosen)).collect();
    assert_eq!(
        labels,
        [("Today", false), ("7 days", true), ("30 days", false), ("All time", false)]
    );
    let cards: Vec<&str> = d.cards.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(cards, ["Played: 2", "Solved: 2 (100%)", "Rating: 1500"]);
    // The line starts before the first attempt of the period.
    let points: Vec<i32> = d.chart.points.iter().map(|p| p.rating).collect();
    assert_eq!(points, [1495, 1505, 1515]);
    assert_eq!((d.chart.low, d.chart.high), (1450, 1550));
    assert_eq!(d.chart.description, "Rating from 1495 to 1515, lowest 1495, highest 1515");
    assert_eq!(d.empty, None);
}

#[test]
fn strongest_and_weakest_themes_need_enough_tries_and_never_overlap() {
    let t = trainer(PuzzleRecord::new(), Lang::En);
    let (good, bad) = (Theme::Shot, Theme::Breakthrough);
    let themed = |i: usize, theme: Theme, result: SittingResult| HistoryEntry {
        themes: vec![theme.id().to_string()],
        ..entry(&t, i, "2026-05-10", result, 1500)
    };
    let mut record = PuzzleRecord::new();
    for n in 0..4 {
        let result = if n == 0 { SittingResult::Failed } else { SittingResult::Solved };
        record.log(themed(n, good, result));
    }
    for n in 4..7 {
        record.log(themed(n, bad, SittingResult::Failed));
    }
    // One try of another theme: too few to count.
    record.log(themed(7, Theme::Sacrifice, SittingResult::Solved));
    let t = trainer(record, Lang::En);
    let d = t.dashboard(Period::Day);
    let names = |s: &[draughts_app::puzzles::ThemeScore]| {
        s.iter().map(|s| (s.theme, s.text.clone())).collect::<Vec<_>>()
    };
    assert_eq!(names(&d.strongest), [(good, "3 of 4 solved (75%)".to_string())]);
    assert_eq!(names(&d.weakest), [(bad, "0 of 3 solved (0%)".to_string())]);
    assert_eq!(
        d.themes_empty,
        format!("Play {THEME_MIN_TRIED} puzzles of a theme to see it here.")
    );
    assert_eq!((d.strongest_title.as_str(), d.weakest_title.as_str()), ("Strengths", "To improve"));
}

#[test]
fn the_failed_puzzles_not_solved_since_are_replayed_one_after_another() {
    let t = trainer(PuzzleRecord::new(), Lang::En);
    let mut record = PuzzleRecord::new();
    record.log(entry(&t, 5, "2026-05-01", SittingResult::Failed, 1490));
    record.log(entry(&t, 6, "2026-05-08", SittingResult::Failed, 1480));
    record.log(entry(&t, 7, "2026-05-09", SittingResult::Failed, 1470));
    record.log(entry(&t, 7, "2026-05-10", SittingResult::Solved, 1480));
    record.log(entry(&t, 8, "2026-05-10", SittingResult::Failed, 1470));
    let mut t = trainer(record, Lang::En);
    let week = t.dashboard(Period::Week);
    assert_eq!(week.to_replay, 2);
    assert_eq!(week.replay.label, "2 to replay");
    assert!(week.replay.enabled);
    assert_eq!(t.dashboard(Period::Month).replay.label, "3 to replay");
    assert_eq!(t.dashboard(Period::Day).replay.label, "1 to replay");
    // The most recent first; Next takes the rest, then the usual choice.
    let v = t.send(PuzzleInput::ReplayFailed(Period::Week));
    assert_eq!(v.state, PuzzleState::Solving);
    assert_eq!(t.view().sitting.len(), 0);
    solve(&mut t, 8);
    assert_eq!(t.view().sitting[0].index, 8);
    t.send(PuzzleInput::Next);
    solve(&mut t, 6);
    assert_eq!(t.view().sitting[1].index, 6);
    assert_eq!(t.dashboard(Period::Week).to_replay, 0);
    assert!(!t.dashboard(Period::Week).replay.enabled);
    assert_eq!(t.dashboard(Period::Week).replay.label, "Nothing to replay");
}

#[test]
fn the_history_shows_recent_puzzles_as_small_boards_under_day_headings() {
    let t = trainer(PuzzleRecord::new(), Lang::En);
    let mut record = PuzzleRecord::new();
    record.log(entry(&t, 0, "2026-05-01", SittingResult::Solved, 1510));
    record.log(entry(&t, 1, "2026-05-09", SittingResult::Failed, 1500));
    record.log(entry(&t, 2, "2026-05-10", SittingResult::Hinted, 1505));
    record.log(entry(&t, 3, "2026-05-10", SittingResult::Solved, 1515));
    let mut other = entry(&t, 4, "2026-05-10", SittingResult::Solved, 1525);
    other.puzzle = "russian:00000000000000ff".into();
    record.log(other);
    let t = trainer(record, Lang::En);
    let h = t.history();
    assert_eq!(h.title, "History");
    assert_eq!(h.empty, None);
    let headings: Vec<&str> = h.days.iter().map(|d| d.heading.as_str()).collect();
    assert_eq!(headings, ["Today", "Yesterday", "2026-05-01"]);
    let today: Vec<(Option<usize>, &str)> =
        h.days[0].items.iter().map(|i| (i.puzzle, i.result_text.as_str())).collect();
    assert_eq!(today, [(None, "Solved"), (Some(3), "Solved"), (Some(2), "Solved with a hint")]);
    let item = &h.days[1].items[0];
    assert_eq!((item.change_text.as_str(), item.rating_text.as_str()), ("\u{2212}10", "1500"));
    assert!(item.label.starts_with("Failed, rating 1500 (\u{2212}10): "), "{}", item.label);
    // The small board holds the puzzle's pieces, as its solver faces it.
    let p = &t.puzzles()[1];
    let rules = Variant::English.rules();
    assert_eq!(item.board.side, 8);
    assert_eq!(item.board.squares.len(), 32);
    let pieces = item.board.squares.iter().filter(|s| s.piece.is_some()).count();
    assert_eq!(pieces, rules.squares().filter(|&s| p.start.piece_at(&rules, s).is_some()).count());
    let bottom_left = item.board.squares.iter().find(|s| s.row == 7 && s.col == 0);
    assert!(bottom_left.is_some(), "the dark corner is at the solver's left");
    // A newcomer's history says so.
    let t = trainer(PuzzleRecord::new(), Lang::Fr);
    assert_eq!(t.history().empty.as_deref(), Some("Aucun problème joué pour l'instant."));
}

#[test]
fn a_streak_run_climbs_unrated_and_one_wrong_move_ends_it() {
    let mut t = trainer(PuzzleRecord::new(), Lang::En);
    let idle = t.view().run;
    assert!(!idle.active);
    assert_eq!(idle.start.label, "Start a streak");
    assert!(idle.start.enabled && !idle.leave.enabled);
    let v = t.send(PuzzleInput::StartRun);
    assert!(v.run.active && !v.run.over);
    assert_eq!(v.run.sentence, "Puzzles get harder, with no clock. One wrong move ends the run.");
    let mut ratings = Vec::new();
    for n in 1..=3u32 {
        let i = current(&t);
        ratings.push(t.puzzles()[i].rating);
        // A run allows no hint.
        assert!(!t.view().controls.hint.enabled);
        assert_eq!(t.send(PuzzleInput::Hint).hint, None);
        solve(&mut t, i);
        let v = t.view();
        assert_eq!(v.run.current, n);
        assert_eq!(v.run.current_text, format!("Run: {n} puzzle{}", if n == 1 { "" } else { "s" }));
        assert_eq!(t.record().best_run, n, "kept at once");
        t.send(PuzzleInput::Next);
    }
    assert!(ratings.windows(2).all(|w| w[1] > w[0]), "{ratings:?}");
    // Unrated: the rating, the sitting and the history are untouched.
    assert_eq!((t.view().rating, t.view().sitting.len()), (1500, 0));
    assert!(t.record().history.is_empty());
    // A wrong move ends the run; Next then goes back to rated puzzles.
    let i = current(&t);
    if distinct_moves(&Variant::English.rules(), &t.puzzles()[i].start).len() > 1 {
        fail(&mut t, i);
    } else {
        t.send(PuzzleInput::ShowSolution);
    }
    let v = t.view();
    assert!(v.run.over);
    assert_eq!(v.run.sentence, "Run over: 3 puzzles solved, your best run yet!");
    assert_eq!(v.run.start.label, "New run");
    assert!(v.run.start.offered);
    assert_eq!(t.record().best_run, 3);
    // A shorter run later does not lower the best.
    t.send(PuzzleInput::StartRun);
    t.send(PuzzleInput::ShowSolution);
    let v = t.view();
    assert_eq!(v.run.sentence, "Run over: 0 puzzles solved. Your best is 3.");
    assert_eq!(v.run.best_text, "Best run: 3 puzzles");
    t.send(PuzzleInput::Next);
    assert!(!t.view().run.active);
    let bytes = t.record().to_bytes();
    assert_eq!(PuzzleRecord::from_bytes(&bytes).unwrap().best_run, 3);
}

/// The index of the puzzle on the board.
fn current(t: &PuzzleTrainer) -> usize {
    let fen = t.view().position.to_fen(&Variant::English.rules());
    t.puzzles().iter().position(|p| p.start.to_fen(&Variant::English.rules()) == fen).unwrap()
}

#[test]
fn the_record_screens_speak_every_language() {
    for lang in Lang::ALL {
        let mut t = trainer(PuzzleRecord::new(), lang);
        let i = t.next_puzzle().unwrap();
        solve(&mut t, i);
        let d = t.dashboard(Period::Month);
        assert!(!d.title.is_empty() && !d.cards[1].value.is_empty());
        assert!(!d.chart.description.contains("record-"), "{lang:?}: {}", d.chart.description);
        let h = t.history();
        assert!(!h.days[0].items[0].label.contains("record-"), "{lang:?}");
        t.send(PuzzleInput::StartRun);
        t.send(PuzzleInput::ShowSolution);
        let run = t.view().run;
        assert!(run.over && !run.sentence.contains("record-"), "{lang:?}: {}", run.sentence);
    }
}
