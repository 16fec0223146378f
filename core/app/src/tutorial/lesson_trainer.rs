//! [`LessonTrainer`]: the lesson screen. It owns the lessons of one
//! language, the one open and a [`BoardInput`] on its position; every input
//! ([`LessonInput`]) returns the snapshot the screen draws ([`LessonView`]).
//!
//! A move completed on the board (by taps, a drag or the keys) is judged by
//! the lesson and shown played, right or wrong, so the explanation speaks of
//! what is on the board; the board then waits for Retry or Next.

use super::lessons::{Lesson, Verdict};
use super::page::{plain, Lang, Span};
use crate::board::{BoardAction, BoardInput, BoardView, Refusal, TapOutcome};
use crate::controls::Control;
use crate::i18n::text;
use draughts_rules::Move;

/// An input of the lesson screen ([`LessonTrainer::send`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonInput {
    /// A tap, a drag, a key or a turn of the board.
    Board(BoardAction),
    /// Starts the lesson open again.
    Retry,
    /// Opens the next lesson (the first after the last).
    Next,
    /// Opens a lesson by its index in [`LessonTrainer::lessons`]; an index
    /// past the end changes nothing.
    Open(usize),
}

/// Where the open lesson stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonState {
    /// The answer is awaited.
    Solving,
    /// The right answer was played.
    Solved,
    /// Another move was played: its explanation is shown.
    Wrong,
}

/// The lesson screen's buttons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonControls {
    /// Starts the lesson again; put forward after a wrong answer.
    pub retry: Control,
    /// The next lesson; put forward once this one is solved.
    pub next: Control,
    /// "Put it into practice": the puzzles of the lesson's themes
    /// ([`LessonView::practice`]); put forward once it is solved.
    pub practice: Control,
}

/// What the lesson screen draws and says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonView {
    /// The open lesson's index in [`LessonTrainer::lessons`].
    pub index: usize,
    /// How many lessons there are.
    pub count: usize,
    /// The open lesson's stable identifier.
    pub id: String,
    /// Its title.
    pub title: String,
    /// What the player must do.
    pub task: Vec<Span>,
    /// Where the lesson stands.
    pub state: LessonState,
    /// The verdict on the move played, once one is.
    pub verdict: Option<Verdict>,
    /// The verdict in one or two words ("Correct!", "Not this one"), shown
    /// above its explanation; `None` while the answer is awaited.
    pub headline: Option<String>,
    /// The board, built by the trainer's [`BoardInput`]: the lesson's
    /// squares marked until a move is played.
    pub board: BoardView,
    /// The latest event in words (what a screen reader says): the task when
    /// a lesson opens, what a tap did, the verdict's explanation.
    pub said: String,
    /// The line shown under the board: what the last input did or the
    /// verdict's explanation; `None` when the lesson opens (its task is
    /// on screen already).
    pub note: Option<String>,
    /// The buttons.
    pub controls: LessonControls,
    /// Where "Put it into practice" leads (the trainer's variant and
    /// themes), when the lesson has puzzles to practise.
    pub practice: Option<super::Practice>,
}

/// The lesson screen of one language. See the module documentation.
#[derive(Clone, Debug)]
pub struct LessonTrainer {
    lessons: Vec<Lesson>,
    index: usize,
    lang: Lang,
    board: BoardInput,
    verdict: Option<Verdict>,
    said: String,
}

impl LessonTrainer {
    /// The lessons of `lang`, the one at `index` open (the first when the
    /// index is past the end).
    pub fn new(lang: Lang, index: usize) -> LessonTrainer {
        let lessons = super::lessons(lang);
        let index = if index < lessons.len() { index } else { 0 };
        let rules = lessons[index].rules;
        let pos = lessons[index].position().expect("lesson FENs are checked by the tests");
        let mut t = LessonTrainer {
            board: BoardInput::new(rules, pos),
            lessons,
            index,
            lang,
            verdict: None,
            said: String::new(),
        };
        t.open(index);
        t
    }

    /// The lessons of `lang`, the one with this id open; `None` if no
    /// lesson has it.
    pub fn with_id(lang: Lang, id: &str) -> Option<LessonTrainer> {
        let index = super::lessons(lang).iter().position(|l| l.id == id)?;
        Some(LessonTrainer::new(lang, index))
    }

    /// Every lesson, in order.
    pub fn lessons(&self) -> &[Lesson] {
        &self.lessons
    }

    /// The open lesson.
    pub fn lesson(&self) -> &Lesson {
        &self.lessons[self.index]
    }

    /// Opens the lesson at `index` on a fresh board: its squares marked,
    /// its task said. An index past the end changes nothing.
    fn open(&mut self, index: usize) {
        let Some(l) = self.lessons.get(index) else { return };
        let pos = l.position().expect("lesson FENs are checked by the tests");
        let marks = l.highlights.iter().filter_map(|n| l.rules.parse_square(n)).collect();
        let flipped = self.board.is_flipped() && self.board.rules() == &l.rules;
        let mut board = BoardInput::new(l.rules, pos);
        board.set_lang(self.lang);
        board.set_flipped(flipped);
        board.set_marks(marks);
        self.said = plain(&l.task);
        self.board = board;
        self.index = index;
        self.verdict = None;
    }

    /// Judges a move completed on the board and shows it played; the board
    /// then waits for Retry or Next.
    fn answer(&mut self, mv: Move, text: String) {
        let verdict = self.lesson().judge(&mv);
        let after = self.board.position().play(&mv);
        self.board.set_position(after, Some((mv, text)));
        self.board.set_moves_shown(false);
        self.board.set_locked(Some(Refusal::LessonOver));
        self.said = verdict.explanation.clone();
        self.verdict = Some(verdict);
    }

    /// Where the open lesson stands.
    pub fn state(&self) -> LessonState {
        match &self.verdict {
            None => LessonState::Solving,
            Some(v) if v.correct => LessonState::Solved,
            Some(_) => LessonState::Wrong,
        }
    }

    /// The snapshot the screen draws.
    pub fn view(&self) -> LessonView {
        let l = self.lesson();
        let state = self.state();
        let lang = self.lang;
        let practice = super::Practice::for_lesson(&l.id, lang);
        let controls = LessonControls {
            retry: Control::new(text(lang, "lesson-control-retry"), state != LessonState::Solving)
                .offered(state == LessonState::Wrong),
            next: Control::new(text(lang, "lesson-control-next"), self.lessons.len() > 1)
                .offered(state == LessonState::Solved),
            practice: Control::new(
                text(lang, "lesson-practice"),
                practice.as_ref().is_some_and(|p| p.control.enabled),
            )
            .offered(state == LessonState::Solved),
        };
        LessonView {
            index: self.index,
            count: self.lessons.len(),
            id: l.id.clone(),
            title: l.title.clone(),
            task: l.task.clone(),
            state,
            verdict: self.verdict.clone(),
            headline: match state {
                LessonState::Solving => None,
                LessonState::Solved => Some(text(lang, "lesson-verdict-correct").into()),
                LessonState::Wrong => Some(text(lang, "lesson-verdict-wrong").into()),
            },
            board: self.board.view(),
            said: self.said.clone(),
            note: (self.said != plain(&l.task)).then(|| self.said.clone()),
            controls,
            practice,
        }
    }

    /// One input of the lesson screen, then the snapshot.
    pub fn send(&mut self, input: LessonInput) -> LessonView {
        let out = match input {
            LessonInput::Board(action) => self.board.apply(action),
            LessonInput::Retry => {
                self.open(self.index);
                None
            }
            LessonInput::Next => {
                self.open((self.index + 1) % self.lessons.len());
                None
            }
            LessonInput::Open(i) => {
                self.open(i);
                None
            }
        };
        match out {
            Some(TapOutcome::Played { mv, text }) => self.answer(mv, text),
            Some(other) => self.said = self.board.outcome_text(&other),
            None => {}
        }
        self.view()
    }
}
