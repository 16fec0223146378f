//! The record of solved lessons: a lesson is recorded the first time its
//! right answer is played, the record survives a round trip and keeps what
//! other versions wrote, a document this version cannot read is kept aside,
//! and the lessons list carries each lesson's solved state in words.

use draughts_app::storage::{StoredFile, Unreadable};
use draughts_app::tutorial::{
    lessons, LessonInput, LessonProgress, LessonState, LessonTrainer, LESSONS_FORMAT,
};
use draughts_app::BoardAction;
use draughts_game::Lang;
use serde_json::Value;

fn json(bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes).expect("JSON")
}

/// Plays the lesson's first accepted answer, dragged on its board.
fn solve(t: &mut LessonTrainer) -> LessonState {
    let l = t.lesson().clone();
    let mv = l.position().unwrap().parse_move(&l.rules, &l.solutions[0]).expect("the solution");
    t.send(LessonInput::Board(BoardAction::Drag { from: mv.from(), to: mv.to() })).state
}

#[test]
fn only_a_right_answer_records_a_lesson_and_only_once() {
    let mut p = LessonProgress::open(None, "2026-12-06").progress;
    let id = lessons(Lang::En)[0].id.clone();
    assert!(!p.note(&id, LessonState::Solving));
    assert!(!p.note(&id, LessonState::Wrong));
    assert!(!p.is_solved(&id));
    assert!(p.note(&id, LessonState::Solved), "the first right answer changes the record");
    assert!(!p.note(&id, LessonState::Solved), "the second does not");
    assert!(p.is_solved(&id));
    let doc = json(&p.to_bytes());
    assert_eq!(doc["format"], LESSONS_FORMAT);
    assert_eq!(doc["version"], 1);
    assert_eq!(doc["solved"], serde_json::json!([id]));
}

#[test]
fn the_trainer_solving_a_lesson_is_what_the_record_takes_note_of() {
    let mut t = LessonTrainer::with_id(Lang::En, "notation-numbers").unwrap();
    let mut p = LessonProgress::default();
    let v = t.view();
    assert!(!p.note(&v.id, v.state));
    assert_eq!(solve(&mut t), LessonState::Solved);
    let v = t.view();
    assert!(p.note(&v.id, v.state));
    let list = p.list(Lang::En);
    let row = list.rows.iter().find(|r| r.id == "notation-numbers").unwrap();
    assert!(row.solved);
    assert_eq!(list.rows.iter().filter(|r| r.solved).count(), 1);
    t.send(LessonInput::Next);
    let v = t.view();
    assert!(!p.note(&v.id, v.state), "the next lesson opens unsolved");
}

#[test]
fn a_round_trip_keeps_the_solved_lessons_and_the_keys_of_other_versions() {
    let later = br#"{"format":"draughts-lessons","version":1,"solved":["a-lesson-of-later","x"],"streak":{"days":3}}"#;
    let opened = LessonProgress::open(Some(later), "2026-12-06");
    assert_eq!(opened.keep_aside, None);
    let mut p = opened.progress;
    assert!(p.is_solved("a-lesson-of-later"), "an id no lesson has is kept");
    let first = lessons(Lang::En)[0].id.clone();
    assert!(p.note(&first, LessonState::Solved));
    let doc = json(&p.to_bytes());
    assert_eq!(doc["streak"]["days"], 3, "a key of a later version stays");
    assert_eq!(doc["solved"], serde_json::json!(["a-lesson-of-later", "x", first]));
    let again = LessonProgress::open(Some(&p.to_bytes()), "").progress;
    assert_eq!(again, p);
}

#[test]
fn a_record_this_version_cannot_read_is_kept_aside_and_an_empty_one_starts() {
    let cases: [(&[u8], Unreadable); 5] = [
        (br#"{"format":"draughts-lessons","version":2,"solved":[]}"#, Unreadable::NewerVersion(2)),
        (br#"{"format":"draughts-settings","version":1}"#, Unreadable::OtherFormat),
        (br#"{"format":"draughts-lessons","solved":[]}"#, Unreadable::DamagedHeader),
        (br#"{"format":"draughts-lessons","version":1,"solved":[1,2]}"#, Unreadable::Damaged),
        (b"{broken", Unreadable::Damaged),
    ];
    for (bytes, why) in cases {
        let opened = LessonProgress::open(Some(bytes), "2026-12-06");
        let aside = opened.keep_aside.expect("kept aside");
        assert_eq!((aside.file, aside.reason), (StoredFile::LessonProgress, why));
        assert!(aside.aside.starts_with("lessons."), "{}", aside.aside);
        assert!(aside.aside.contains("2026-12-06"), "{}", aside.aside);
        assert_eq!(opened.progress, LessonProgress::default());
        for lang in Lang::ALL {
            let notice = aside.notice(lang);
            assert!(notice.contains(&aside.aside), "{lang:?}: {notice}");
        }
    }
    assert_eq!(StoredFile::LessonProgress.name(), "lessons.json");
    assert_eq!(StoredFile::from_name("lessons.json"), Some(StoredFile::LessonProgress));
}

#[test]
fn the_lessons_list_words_each_lesson_and_the_count_in_every_language() {
    let mut p = LessonProgress::default();
    let ids: Vec<String> = lessons(Lang::En).into_iter().map(|l| l.id).collect();
    p.note(&ids[1], LessonState::Solved);
    let en = p.list(Lang::En);
    assert_eq!(en.count as usize, ids.len());
    assert_eq!(en.solved, 1);
    assert_eq!(en.summary, format!("Solved: 1/{}", ids.len()));
    assert_eq!(en.rows[0].status, "Not solved yet");
    assert_eq!(en.rows[1].status, "Solved");
    assert_eq!(en.rows[1].number, "2");
    assert_eq!(en.rows[1].spoken, format!("Lesson 2: {}. Solved", en.rows[1].title));
    for lang in Lang::ALL {
        let list = p.list(lang);
        let ids_here: Vec<&str> = list.rows.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids_here, ids.iter().map(String::as_str).collect::<Vec<_>>(), "{lang:?}");
        assert!(list.rows[1].solved && !list.rows[0].solved);
        assert_ne!(list.rows[0].status, list.rows[1].status, "{lang:?}");
        assert!(list.rows[1].spoken.contains(&list.rows[1].title), "{lang:?}");
        assert!(list.summary.contains('1'), "{lang:?}: {}", list.summary);
    }
}
