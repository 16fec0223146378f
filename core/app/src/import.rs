//! [`PdnImport`]: the import screen's one contract. A PDN text goes in
//! (pasted, or a file's bytes read by the platform), and the snapshot
//! ([`ImportView`]) holds the games as a list (players, event, date,
//! result, variant), the search field once the list is long, the rows the
//! search keeps, every warning of the reader with its game and line, and
//! the refusal of a file none of whose games reads, all in the player's
//! language. [`PdnImport::open`] gives the move tree the analysis board
//! opens on, at the game's start.
//!
//! The list follows lichess mobile's PGN import: a search field appears
//! above 5 games; each row reads "White – Black", with the result, then
//! the event and the date.
//!
//! ```
//! use draughts_app::import::{ImportInput, PdnImport};
//! use draughts_game::Lang;
//!
//! let mut screen = PdnImport::new(Lang::En);
//! let text = "[White \"Ann\"][Black \"Bo\"][GameType \"20\"]\n1. 32-28 19-23 *\n";
//! let v = screen.send(ImportInput::Text(text.into()));
//! assert_eq!(v.title, "1 game");
//! assert_eq!(v.rows[0].players, "Ann – Bo");
//! let tree = screen.open(v.rows[0].index).unwrap();
//! assert_eq!(tree.view().current_move, None);
//! ```

use crate::analysis::MoveTree;
use crate::i18n::{text, tr};
use crate::texts;
use crate::Worded;
use draughts_game::pdn::{PdnError, PdnGame, PdnReader};
use draughts_game::Lang;

/// More games than this and the list gets a search field.
pub const SEARCH_ABOVE: usize = 5;

/// An input of the import screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportInput {
    /// PDN text being typed: it replaces what was read before.
    Text(String),
    /// PDN text pasted (or handed over by another app) at once: read as
    /// [`ImportInput::Text`], and a text of one game opens it at once
    /// ([`ImportView::open_game`]).
    Pasted(String),
    /// A file's bytes as they are: lines that are not UTF-8 are read as
    /// Latin-1 (with a warning), as the reader does.
    File(Vec<u8>),
    /// What the search field holds.
    Search(String),
}

/// One game of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportRow {
    /// Its place in the file, from 0: what [`PdnImport::open`] takes.
    pub index: usize,
    /// "White – Black" ("?" for a name the file leaves out).
    pub players: String,
    /// The result as the file writes it ("2-0", "1/2-1/2", "*").
    pub result: String,
    /// The `Event` tag, empty when absent or "?".
    pub event: String,
    /// The `Date` tag, empty when absent or unknown ("????.??.??").
    pub date: String,
    /// The variant's name, or "Custom rules".
    pub variant: String,
    /// The second line of the row: the event, the date and the variant,
    /// those the file gives, between middle dots.
    pub details: String,
    /// The row read aloud.
    pub spoken: String,
}

/// What the import screen draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportView {
    /// The screen's title: "Import PDN", or "7 games" once a text is read.
    pub title: String,
    /// The text field's hint: "Paste PDN text here".
    pub text_hint: String,
    /// The paste button: "Paste".
    pub paste_label: String,
    /// The file button: "Open a file".
    pub open_file_label: String,
    /// Whether the search field is shown (more than [`SEARCH_ABOVE`] games).
    pub search_shown: bool,
    /// The search field's hint: "Search players, event, date".
    pub search_hint: String,
    /// What the search field holds.
    pub query: String,
    /// The games the search keeps (all when the field is hidden), in file
    /// order.
    pub rows: Vec<ImportRow>,
    /// "No game matches “Kees”" when the search keeps none; empty otherwise.
    pub no_match: String,
    /// The warnings' heading: "Warnings (3)"; empty when there are none.
    pub warnings_heading: String,
    /// What the reader let pass and the games it left out, each with its
    /// game and line, in file order.
    pub warnings: Vec<String>,
    /// Why the text opens no game at all (with the game and line of the
    /// first fault); `None` when a game reads or nothing was given yet.
    pub refusal: Option<String>,
    /// The game to open on the analysis board at once, instead of the
    /// list (lichess opens a PGN of one game so): set only in the snapshot
    /// answering a pasted text or a file that holds one game, with no game
    /// left out; a text being typed never opens on its own.
    pub open_game: Option<usize>,
}

/// Why a game cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no game {0} in the list")]
pub struct NoSuchGame(pub usize);

/// The import screen: the games of the last text read, and the search.
#[derive(Clone, Debug)]
pub struct PdnImport {
    lang: Lang,
    read: bool,
    games: Vec<(usize, PdnGame)>,
    errors: Vec<PdnError>,
    notes: Vec<(usize, usize, Note)>,
    query: String,
}

/// A line of the warnings list, kept unworded so a change of language
/// words it again.
#[derive(Clone, Debug)]
enum Note {
    Warning(draughts_game::pdn::PdnWarning),
    LeftOut(PdnError),
}

impl PdnImport {
    /// An empty screen: nothing read yet.
    pub fn new(lang: Lang) -> PdnImport {
        PdnImport {
            lang,
            read: false,
            games: Vec::new(),
            errors: Vec::new(),
            notes: Vec::new(),
            query: String::new(),
        }
    }

    /// Words everything in another language.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// One input, then the whole snapshot.
    pub fn send(&mut self, input: ImportInput) -> ImportView {
        let whole = matches!(input, ImportInput::Pasted(_) | ImportInput::File(_));
        match input {
            ImportInput::Text(t) | ImportInput::Pasted(t) => self.read_bytes(t.as_bytes()),
            ImportInput::File(bytes) => self.read_bytes(&bytes),
            ImportInput::Search(q) => self.query = q,
        }
        let mut v = self.view();
        if whole {
            v.open_game = self.single_game();
        }
        v
    }

    /// The one game of the text, when it holds one and left none out.
    fn single_game(&self) -> Option<usize> {
        match (self.games.as_slice(), self.errors.is_empty()) {
            ([(i, _)], true) => Some(*i),
            _ => None,
        }
    }

    /// The games that read, each with its place in the file.
    pub fn games(&self) -> impl Iterator<Item = (usize, &PdnGame)> {
        self.games.iter().map(|(i, g)| (*i, g))
    }

    /// The move tree of game `index` (its place in the file, as in
    /// [`ImportRow::index`]), its start on screen.
    pub fn open(&self, index: usize) -> Result<MoveTree, NoSuchGame> {
        let (_, game) = self.games.iter().find(|(i, _)| *i == index).ok_or(NoSuchGame(index))?;
        Ok(MoveTree::from_pdn(game))
    }

    fn read_bytes(&mut self, bytes: &[u8]) {
        self.games.clear();
        self.errors.clear();
        self.notes.clear();
        self.query.clear();
        self.read = !bytes.iter().all(u8::is_ascii_whitespace);
        if !self.read {
            return;
        }
        for (i, g) in PdnReader::new(bytes).enumerate() {
            match g {
                Ok(g) => {
                    for w in &g.warnings {
                        self.notes.push((w.game, w.line, Note::Warning(w.clone())));
                    }
                    self.games.push((i, g));
                }
                Err(e) => {
                    self.notes.push((e.game, e.line, Note::LeftOut(e.clone())));
                    self.errors.push(e);
                }
            }
        }
        // File order: by game, then by line.
        self.notes.sort_by_key(|(game, line, _)| (*game, *line));
    }

    /// The snapshot.
    pub fn view(&self) -> ImportView {
        let l = self.lang;
        let n = self.games.len();
        let search_shown = n > SEARCH_ABOVE;
        let words: Vec<String> = if search_shown {
            self.query.split_whitespace().map(str::to_lowercase).collect()
        } else {
            Vec::new()
        };
        let rows: Vec<ImportRow> =
            self.games.iter().map(|(i, g)| row(*i, g, l)).filter(|r| matches(r, &words)).collect();
        let no_match = if n > 0 && rows.is_empty() {
            tr(l, "import-no-match", &[("query", self.query.trim().to_string().into())])
        } else {
            String::new()
        };
        let warnings = if n == 0 {
            Vec::new()
        } else {
            self.notes.iter().map(|(_, _, note)| note.worded(l)).collect()
        };
        let refusal = match (self.read, n, self.errors.first()) {
            (true, 0, Some(e)) => Some(tr(l, "import-refused", &[("why", e.worded(l).into())])),
            (true, 0, None) => Some(text(l, "import-no-games").to_owned()),
            _ => None,
        };
        ImportView {
            title: if self.read && n > 0 {
                tr(l, "import-games", &[("count", n.into())])
            } else {
                text(l, "import-title").to_owned()
            },
            text_hint: text(l, "import-text-hint").to_owned(),
            paste_label: text(l, "import-paste").to_owned(),
            open_file_label: text(l, "import-open-file").to_owned(),
            search_shown,
            search_hint: text(l, "import-search-hint").to_owned(),
            query: self.query.clone(),
            rows,
            no_match,
            warnings_heading: if warnings.is_empty() {
                String::new()
            } else {
                tr(l, "import-warnings", &[("count", warnings.len().into())])
            },
            warnings,
            refusal,
            open_game: None,
        }
    }
}

impl Note {
    fn worded(&self, l: Lang) -> String {
        match self {
            Note::Warning(w) => w.worded(l),
            Note::LeftOut(e) => tr(l, "import-left-out", &[("why", e.worded(l).into())]),
        }
    }
}

/// Who played a game, and where and when, from its PDN tags; each empty
/// when the tag is absent or unknown. A personal puzzle keeps it in words
/// ([`GameLabel::words`]) to say which game it came from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameLabel {
    /// The `White` tag.
    pub white: String,
    /// The `Black` tag.
    pub black: String,
    /// The `Event` tag.
    pub event: String,
    /// The `Date` tag, as written.
    pub date: String,
}

impl GameLabel {
    /// The known tags of `g`.
    pub fn of(g: &PdnGame) -> GameLabel {
        let tag = |name| known(g, name).to_owned();
        GameLabel {
            white: tag("White"),
            black: tag("Black"),
            event: tag("Event"),
            date: tag("Date"),
        }
    }

    /// "Alice – Bob · Club match · 2026.12.06": the players (`?` for an
    /// unknown one), then the event and the date when known; empty when
    /// no tag is known.
    pub fn words(&self, l: Lang) -> String {
        let name = |v: &str| if v.is_empty() { "?".to_owned() } else { v.to_owned() };
        let players = (!self.white.is_empty() || !self.black.is_empty()).then(|| {
            tr(
                l,
                "import-players",
                &[("white", name(&self.white).into()), ("black", name(&self.black).into())],
            )
        });
        players
            .into_iter()
            .chain([self.event.clone(), self.date.clone()])
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

/// A tag's value, empty when absent or unknown (`?`, `????.??.??`).
fn known<'a>(g: &'a PdnGame, name: &str) -> &'a str {
    let v = g.tag(name).unwrap_or("").trim();
    if v.chars().all(|c| matches!(c, '?' | '.' | '-')) {
        ""
    } else {
        v
    }
}

fn row(index: usize, g: &PdnGame, l: Lang) -> ImportRow {
    let name = |tag| match known(g, tag) {
        "" => "?".to_owned(),
        v => v.to_owned(),
    };
    let players = tr(
        l,
        "import-players",
        &[("white", name("White").into()), ("black", name("Black").into())],
    );
    let result = g
        .tag("Result")
        .or(g.terminator.as_deref())
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .unwrap_or("*")
        .to_owned();
    let rules = g.game.rules();
    let variant = match rules.variant() {
        Some(v) => crate::tutorial::variant_short_name(v, l),
        None => texts::title(rules, l),
    };
    let (event, date) = (known(g, "Event").to_owned(), known(g, "Date").to_owned());
    let details = [event.as_str(), date.as_str(), variant.as_str()]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" · ");
    let spoken = tr(
        l,
        "import-row-spoken",
        &[
            ("number", (index + 1).into()),
            ("players", players.clone().into()),
            ("result", result.clone().into()),
            ("variant", variant.clone().into()),
            ("details", [event.as_str(), date.as_str()].join(" ").trim().to_string().into()),
        ],
    );
    ImportRow { index, players, result, event, date, variant, details, spoken }
}

/// Whether every word of the search is in the row (case ignored).
fn matches(r: &ImportRow, words: &[String]) -> bool {
    if words.is_empty() {
        return true;
    }
    let hay =
        [&r.players, &r.event, &r.date, &r.result, &r.variant].map(|s| s.to_lowercase()).join("\n");
    words.iter().all(|w| hay.contains(w.as_str()))
}
