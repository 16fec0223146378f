//! The PDN import screen: a long-lived handle around the core's
//! `PdnImport`. A pasted text or a file's bytes go in; the list of games,
//! the search, the warnings and the refusal come out worded by the core;
//! `open` hands the analysis board of one game, at its start. This file
//! copies fields.

use crate::analysis::AnalysisHandle;
use crate::error::{argument, guard, guard_in, Result};
use crate::inputs::Language;
use draughts_app::import as im;
use draughts_game::Lang;
use std::sync::{Arc, Mutex, MutexGuard};

/// An input of the import screen ([`ImportHandle::send`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ImportInput {
    /// PDN text being typed: it replaces what was read before.
    Text {
        /// The text.
        text: String,
    },
    /// PDN text pasted or handed over at once: as `Text`, and a text of
    /// one game opens it at once ([`ImportView::open_game`]).
    Pasted {
        /// The text.
        text: String,
    },
    /// A file's bytes as they are (lines that are not UTF-8 are read as
    /// Latin-1, with a warning).
    File {
        /// The bytes.
        bytes: Vec<u8>,
    },
    /// What the search field holds.
    Search {
        /// The query.
        query: String,
    },
}

/// One game of the list.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ImportRow {
    /// Its place in the file, from 0: what [`ImportHandle::open`] takes.
    pub index: u32,
    /// "White – Black".
    pub players: String,
    /// The result as the file writes it ("2-0", "*").
    pub result: String,
    /// The event; empty when the file has none.
    pub event: String,
    /// The date; empty when the file has none.
    pub date: String,
    /// The variant's name.
    pub variant: String,
    /// The row's second line: the event, the date and the variant.
    pub details: String,
    /// The row read aloud.
    pub spoken: String,
}

/// What the import screen draws.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ImportView {
    /// "Import PDN", or "7 games" once a text is read.
    pub title: String,
    /// The text field's hint.
    pub text_hint: String,
    /// The paste button's label.
    pub paste_label: String,
    /// The file button's label.
    pub open_file_label: String,
    /// Whether the search field is shown (more than 5 games).
    pub search_shown: bool,
    /// The search field's hint.
    pub search_hint: String,
    /// What the search field holds.
    pub query: String,
    /// The games the search keeps, in file order.
    pub rows: Vec<ImportRow>,
    /// "No game matches …" when the search keeps none; empty otherwise.
    pub no_match: String,
    /// "2 warnings"; empty when there are none.
    pub warnings_heading: String,
    /// The reader's warnings and the games left out, with game and line.
    pub warnings: Vec<String>,
    /// Why the text opens no game at all; `None` otherwise.
    pub refusal: Option<String>,
    /// The game to open on the analysis board at once ([`ImportHandle::open`]),
    /// instead of the list: only in the answer to a pasted text or a file
    /// of one game with none left out.
    pub open_game: Option<u32>,
}

impl From<im::ImportView> for ImportView {
    fn from(v: im::ImportView) -> Self {
        ImportView {
            title: v.title,
            text_hint: v.text_hint,
            paste_label: v.paste_label,
            open_file_label: v.open_file_label,
            search_shown: v.search_shown,
            search_hint: v.search_hint,
            query: v.query,
            rows: v
                .rows
                .into_iter()
                .map(|r| ImportRow {
                    index: u32::try_from(r.index).unwrap_or(u32::MAX),
                    players: r.players,
                    result: r.result,
                    event: r.event,
                    date: r.date,
                    variant: r.variant,
                    details: r.details,
                    spoken: r.spoken,
                })
                .collect(),
            no_match: v.no_match,
            warnings_heading: v.warnings_heading,
            warnings: v.warnings,
            refusal: v.refusal,
            open_game: v.open_game.map(|i| u32::try_from(i).unwrap_or(u32::MAX)),
        }
    }
}

struct Import {
    screen: im::PdnImport,
    lang: Lang,
}

/// The PDN import screen: paste or open a file, pick a game, analyse it.
#[derive(uniffi::Object)]
pub struct ImportHandle {
    inner: Mutex<Import>,
}

impl ImportHandle {
    fn lock(&self) -> MutexGuard<'_, Import> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[uniffi::export]
impl ImportHandle {
    /// An empty screen: nothing read yet.
    #[uniffi::constructor]
    pub fn new(language: Language) -> Result<Arc<Self>> {
        guard(|| {
            let lang: Lang = language.into();
            let screen = im::PdnImport::new(lang);
            Ok(Arc::new(Self { inner: Mutex::new(Import { screen, lang }) }))
        })
    }

    /// The snapshot.
    pub fn view(&self) -> Result<ImportView> {
        guard(|| Ok(self.lock().screen.view().into()))
    }

    /// One input, then the whole snapshot.
    pub fn send(&self, input: ImportInput) -> Result<ImportView> {
        guard(|| {
            let i = match input {
                ImportInput::Text { text } => im::ImportInput::Text(text),
                ImportInput::Pasted { text } => im::ImportInput::Pasted(text),
                ImportInput::File { bytes } => im::ImportInput::File(bytes),
                ImportInput::Search { query } => im::ImportInput::Search(query),
            };
            Ok(self.lock().screen.send(i).into())
        })
    }

    /// Words everything in another language.
    pub fn set_language(&self, language: Language) -> Result<ImportView> {
        guard(|| {
            let mut i = self.lock();
            i.lang = language.into();
            let lang = i.lang;
            i.screen.set_lang(lang);
            Ok(i.screen.view().into())
        })
    }

    /// The analysis board of the game at `index` (a row's index), on its
    /// start position (`Argument` for an index no row has).
    pub fn open(&self, index: u32) -> Result<Arc<AnalysisHandle>> {
        let lang = self.lock().lang;
        guard_in(lang, || {
            let i = self.lock();
            let tree = i.screen.open(index as usize).map_err(|e| argument(e.to_string()))?;
            Ok(AnalysisHandle::wrap(tree, i.lang))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAMES: &str = "[White \"Ann\"][GameType \"20\"]\n1. 32-28 19-23 *\n\n\
        [White \"Bo\"][GameType \"20\"]\n1. 32-28 19-23 2. 28-22 *\n\n\
        [White \"Cy\"][GameType \"21\"]\n1. 11-15 *\n";

    #[test]
    fn a_text_becomes_rows_and_a_row_opens_at_its_start() {
        let h = ImportHandle::new(Language::En).unwrap();
        let v = h.send(ImportInput::Text { text: GAMES.into() }).unwrap();
        assert_eq!(v.title, "2 games");
        assert_eq!(v.rows.iter().map(|r| r.index).collect::<Vec<_>>(), [0, 2]);
        assert!(!v.search_shown);
        assert_eq!(v.warnings.len(), 1, "{:?}", v.warnings);
        let a = h.open(v.rows[1].index).unwrap().view().unwrap();
        assert_eq!((a.current, a.current_move), (0, None));
        assert!(h.open(1).is_err(), "game 2 does not read");
        let fr = h.set_language(Language::Fr).unwrap();
        assert_eq!(fr.title, "2 parties");
    }

    #[test]
    fn bytes_and_a_refusal_come_through() {
        let h = ImportHandle::new(Language::Ru).unwrap();
        let v = h.send(ImportInput::File { bytes: b"[GameType \"3\"]\n1. 11-15 *\n".to_vec() });
        assert!(v.unwrap().refusal.unwrap().contains("GameType"));
        let v = h.send(ImportInput::Search { query: "x".into() }).unwrap();
        assert_eq!(v.query, "x");
    }

    #[test]
    fn a_pasted_game_alone_is_to_open_at_once() {
        let h = ImportHandle::new(Language::En).unwrap();
        let one = "[GameType \"20\"]\n1. 32-28 19-23 *\n".to_string();
        let v = h.send(ImportInput::Pasted { text: one.clone() }).unwrap();
        assert_eq!(v.open_game, Some(0));
        assert!(h.open(0).is_ok());
        assert_eq!(h.send(ImportInput::Text { text: one }).unwrap().open_game, None);
        let v = h.send(ImportInput::Pasted { text: GAMES.into() }).unwrap();
        assert_eq!(v.open_game, None);
    }
}
