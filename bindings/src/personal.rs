//! Puzzles from the player's games and the ways into the trainer, mirrored:
//! the review's proofs ([`PuzzleProofJob`], run off the handle as its
//! searches are), the proved puzzles added to the record's bytes
//! ([`AnalysisHandle::add_personal_puzzles`]), the variants with their
//! counts ([`puzzle_variants`]) and "Put it into practice"
//! ([`lesson_practice`], [`tutorial_practice`], [`page_practice`]).

use crate::analysis::AnalysisHandle;
use crate::controls::ControlView;
use crate::error::{argument, guard, DraughtsError, Result};
use crate::inputs::Language;
use crate::puzzles::PuzzleTheme;
use crate::types::Variant;
use draughts_app::analysis as an;
use draughts_app::puzzles as pz;
use draughts_app::tutorial::Practice;
use draughts_app::Worded;
use draughts_game::Lang;
use std::sync::{Arc, Mutex};

/// The row of "From my games" in the themes list.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleMineRow {
    /// "From my games".
    pub name: String,
    /// A line saying what they are.
    pub description: String,
    /// How many are still offered.
    pub count: u32,
    /// "3 puzzles".
    pub count_text: String,
    /// "1 of 4 solved twice", or how to get some.
    pub progress: String,
    /// Whether chosen ([`crate::PuzzleInput::ToggleMine`]).
    pub chosen: bool,
}

impl From<pz::MineRow> for PuzzleMineRow {
    fn from(r: pz::MineRow) -> Self {
        PuzzleMineRow {
            name: r.name,
            description: r.description,
            count: r.count as u32,
            count_text: r.count_text,
            progress: r.progress,
            chosen: r.chosen,
        }
    }
}

/// The search for puzzles among a reviewed game's mistakes.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PersonalSearchView {
    /// Candidates proved or refused.
    pub done: u32,
    /// Candidates.
    pub total: u32,
    /// It wants proofs: run [`AnalysisHandle::proof_job`].
    pub running: bool,
    /// Puzzles found so far.
    pub found: u32,
    /// "Looking for puzzles in this game… (1/3)", then "2 positions from
    /// this game were added to your puzzles".
    pub text: String,
}

impl From<an::PersonalProgress> for PersonalSearchView {
    fn from(p: an::PersonalProgress) -> Self {
        PersonalSearchView {
            done: p.done as u32,
            total: p.total as u32,
            running: p.running,
            found: p.found as u32,
            text: p.text,
        }
    }
}

/// One proof of a puzzle, to run off the handle.
#[derive(uniffi::Object)]
pub struct PuzzleProofJob {
    job: an::ProofJob,
    answer: Mutex<Option<an::ProofAnswer>>,
}

/// The record with the review's puzzles added.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct AddedPuzzles {
    /// The record's new bytes, to store.
    pub record: Vec<u8>,
    /// How many were new to it.
    pub added: u32,
}

/// One variant to choose on the puzzle screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleVariantRow {
    /// The variant.
    pub variant: Variant,
    /// "International draughts".
    pub name: String,
    /// Its puzzles, the player's own still due included.
    pub count: u32,
    /// "634 puzzles".
    pub count_text: String,
}

/// Where "Put it into practice" leads.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzlePractice {
    /// The trainer's variant.
    pub variant: Variant,
    /// The themes to choose ([`crate::PuzzleTrainerHandle::choose_themes`]).
    pub themes: Vec<PuzzleTheme>,
    /// "Put it into practice".
    pub control: ControlView,
}

impl From<Practice> for PuzzlePractice {
    fn from(p: Practice) -> Self {
        PuzzlePractice {
            variant: p.variant.into(),
            themes: p.themes.into_iter().map(Into::into).collect(),
            control: (&p.control).into(),
        }
    }
}

/// A record's bytes read (empty: a newcomer's), `InvalidSave` if unreadable.
pub(crate) fn read_record(bytes: &[u8], lang: Lang) -> Result<pz::PuzzleRecord> {
    if bytes.is_empty() {
        return Ok(pz::PuzzleRecord::new());
    }
    pz::PuzzleRecord::from_bytes(bytes)
        .map_err(|e| DraughtsError::InvalidSave { reason: e.worded(lang) })
}

#[uniffi::export]
impl AnalysisHandle {
    /// The next proof of a puzzle among the reviewed mistakes, to run off
    /// the handle; none when nothing is left to prove.
    pub fn proof_job(&self) -> Result<Option<Arc<PuzzleProofJob>>> {
        guard(|| {
            let job = self.lock().board.proof_job();
            Ok(job.map(|job| Arc::new(PuzzleProofJob { job, answer: Mutex::new(None) })))
        })
    }
    /// Takes a proof's answer: false (nothing changes) when stale or not run.
    pub fn apply_proof(&self, job: Arc<PuzzleProofJob>) -> Result<bool> {
        guard(|| {
            let answer = job.answer.lock().unwrap_or_else(|e| e.into_inner()).clone();
            let Some(answer) = answer else { return Ok(false) };
            Ok(self.lock().board.apply_proof(&job.job, &answer).is_ok())
        })
    }
    /// Adds the puzzles proved so far to the player's record (its bytes,
    /// empty for a newcomer), from `game` (as the app names it), found on
    /// `today` (ISO 8601); `InvalidSave` for a record this version cannot
    /// read (it is never written over).
    pub fn add_personal_puzzles(
        &self,
        record: Vec<u8>,
        game: String,
        today: String,
    ) -> Result<AddedPuzzles> {
        guard(|| {
            let a = self.lock();
            let lang = a.board.lang();
            let mut r = read_record(&record, lang)?;
            let added = a
                .board
                .personal_puzzles(&game, &today)
                .into_iter()
                .filter(|p| r.add_personal(p.clone()))
                .count();
            Ok(AddedPuzzles { record: r.to_bytes(), added: added as u32 })
        })
    }
}

#[uniffi::export]
impl PuzzleProofJob {
    /// Runs the proof on the calling thread (a worker: seconds in a
    /// release build).
    pub fn run(&self) -> Result<()> {
        guard(|| {
            let a = self.job.run();
            *self.answer.lock().unwrap_or_else(|e| e.into_inner()) = Some(a);
            Ok(())
        })
    }
}

/// The variants with puzzles, each with its count (the player's own due
/// ones included, from the record's bytes; empty for a newcomer).
#[uniffi::export]
pub fn puzzle_variants(record: Vec<u8>, language: Language) -> Result<Vec<PuzzleVariantRow>> {
    let lang: Lang = language.into();
    guard(|| {
        let r = read_record(&record, lang)?;
        Ok(pz::puzzle_variants(&r, lang)
            .into_iter()
            .map(|row| PuzzleVariantRow {
                variant: row.variant.into(),
                name: row.name,
                count: row.count as u32,
                count_text: row.count_text,
            })
            .collect())
    })
}

/// Where a lesson's "Put it into practice" leads (`Argument` for an
/// unknown lesson).
#[uniffi::export]
pub fn lesson_practice(language: Language, lesson: String) -> Result<PuzzlePractice> {
    guard(|| {
        Practice::for_lesson(&lesson, language.into())
            .map(Into::into)
            .ok_or_else(|| argument(format!("no lesson `{lesson}`")))
    })
}

/// Where the end of the tutorial of `variant` leads.
#[uniffi::export]
pub fn tutorial_practice(language: Language, variant: Variant) -> Result<PuzzlePractice> {
    guard(|| Ok(Practice::for_tutorial(variant.into(), language.into()).into()))
}

/// What the end of the rules page `page_id` offers: the tutorial's last
/// page leads to the puzzles of `variant` (the one the player trains on);
/// every other page, nothing.
#[uniffi::export]
pub fn page_practice(
    language: Language,
    page_id: String,
    variant: Variant,
) -> Result<Option<PuzzlePractice>> {
    guard(|| Ok(Practice::for_page(&page_id, variant.into(), language.into()).map(Into::into)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{preset_rules, AnalysisInput, PuzzleInput, PuzzleStatus, PuzzleTrainerHandle};

    /// A game that misses a shot, reviewed through the handle; its proof
    /// run as a job; the puzzle added to the record's bytes; the trainer
    /// offers it under "From my games" and it is solved.
    #[test]
    fn a_reviewed_mistake_reaches_the_trainer_through_the_handles() {
        let english = preset_rules(Variant::English).unwrap();
        let fen = "W:WK10,14,21:B5,K16,22".to_string();
        let a = AnalysisHandle::from_fen(english, fen.clone(), Language::En).unwrap();
        a.play_text("21-17".into()).unwrap();
        a.play_text("22-26".into()).unwrap();
        a.send(AnalysisInput::StartReview { deep: false }).unwrap();
        assert!(a.proof_job().unwrap().is_none(), "not before the review is complete");
        while let Some(job) = a.review_job().unwrap() {
            job.run().unwrap();
            a.apply_review(job).unwrap();
        }
        let searching = a.view().unwrap().personal.expect("a candidate");
        assert!(searching.running && searching.total == 1);
        let job = a.proof_job().unwrap().expect("a proof");
        assert!(!a.apply_proof(job.clone()).unwrap(), "not run yet");
        job.run().unwrap();
        assert!(a.apply_proof(job).unwrap());
        let done = a.view().unwrap().personal.unwrap();
        assert_eq!(done.text, "One position from this game was added to your puzzles.");
        assert!(!done.running);

        let added = a.add_personal_puzzles(Vec::new(), "Me – Bot".into(), "2026-12-06".into());
        let added = added.unwrap();
        assert_eq!(added.added, 1);
        let again = a.add_personal_puzzles(added.record.clone(), "Me – Bot".into(), "x".into());
        assert_eq!(again.unwrap().added, 0, "kept once");
        assert!(a.add_personal_puzzles(b"{}".to_vec(), String::new(), String::new()).is_err());

        let t = PuzzleTrainerHandle::new(Variant::English, added.record, Language::En).unwrap();
        let s = t.send(PuzzleInput::ToggleMine).unwrap();
        assert!(s.mine.chosen && s.mine.count == 1);
        assert_eq!(s.mine.name, "From my games");
        let s = t.send(PuzzleInput::Next).unwrap();
        assert_eq!(s.fen, fen);
        assert_eq!(s.prompt, "White to play and win a man.");
        assert_eq!(
            s.source.as_deref(),
            Some("From your game Me – Bot"),
            "a set-up position: the app's name"
        );
        for m in ["14-9", "10x26"] {
            t.play_text(m.into()).unwrap();
        }
        assert_eq!(t.screen().unwrap().status, PuzzleStatus::Solved);
        let rows = puzzle_variants(t.record().unwrap(), Language::En).unwrap();
        let english = rows.iter().find(|r| r.variant == Variant::English).unwrap();
        assert!(english.count > 0);
        let p = lesson_practice(Language::En, "flying-king".into()).unwrap();
        assert_eq!(
            (p.variant, p.themes.as_slice()),
            (Variant::Russian, &[PuzzleTheme::KingCapture][..])
        );
        assert!(lesson_practice(Language::En, "nope".into()).is_err());
    }
}
