//! The PDN import screen: a file with several games becomes a list, the
//! search appears above 5 games and filters it, the reader's warnings and
//! the games it leaves out are worded with their game and line, a file
//! none of whose games reads is refused in the player's language, and a
//! game opens on the analysis board at its start.

use draughts_app::analysis::{AnalysisBoard, AnalysisInput};
use draughts_app::import::{ImportInput, NoSuchGame, PdnImport};
use draughts_game::Lang;

const GAMES: &str = include_str!("data/import-games.pdn");
const BROKEN: &str = include_str!("data/import-broken.pdn");

fn read(text: &str, lang: Lang) -> (PdnImport, draughts_app::import::ImportView) {
    let mut screen = PdnImport::new(lang);
    let v = screen.send(ImportInput::Text(text.into()));
    (screen, v)
}

#[test]
fn nothing_read_yet_offers_paste_and_a_file() {
    let v = PdnImport::new(Lang::En).view();
    assert_eq!(v.title, "Import PDN");
    assert_eq!((v.paste_label.as_str(), v.open_file_label.as_str()), ("Paste", "Open a file"));
    assert_eq!(v.text_hint, "Paste PDN text here");
    assert!(v.rows.is_empty() && v.warnings.is_empty() && v.refusal.is_none());
    assert!(!v.search_shown);
    let blank = read("  \n\n", Lang::En).1;
    assert_eq!(blank.refusal, None, "an empty field is not a bad file");
}

#[test]
fn a_file_of_several_games_is_a_list_of_one_row_each() {
    let (_, v) = read(GAMES, Lang::En);
    assert_eq!(v.title, "6 games");
    let indexes: Vec<usize> = v.rows.iter().map(|r| r.index).collect();
    assert_eq!(indexes, [0, 1, 2, 3, 4, 6], "game 6 does not read and has no row");
    let first = &v.rows[0];
    assert_eq!(first.players, "Anna de Vries – Bram Kok");
    assert_eq!(first.result, "2-0");
    assert_eq!((first.event.as_str(), first.date.as_str()), ("Club night", "2025.03.14"));
    assert_eq!(first.variant, "International");
    assert_eq!(first.details, "Club night · 2025.03.14 · International");
    assert_eq!(
        first.spoken,
        "Game 1: Anna de Vries – Bram Kok, 2-0, International. Club night 2025.03.14"
    );
    let variants: Vec<&str> = v.rows.iter().map(|r| r.variant.as_str()).collect();
    assert_eq!(variants[3..5], ["English", "Russian"]);
    assert_eq!(v.rows[4].result, "1/2-1/2");
}

#[test]
fn the_search_appears_above_five_games_and_keeps_the_rows_that_match() {
    let (mut screen, v) = read(GAMES, Lang::En);
    assert!(v.search_shown);
    assert_eq!(v.search_hint, "Search players, event, date");
    let v = screen.send(ImportInput::Search("summer DIRK".into()));
    assert_eq!(v.query, "summer DIRK");
    let kept: Vec<usize> = v.rows.iter().map(|r| r.index).collect();
    assert_eq!(kept, [2, 6], "every word must match, case ignored");
    assert_eq!(v.no_match, "");
    let v = screen.send(ImportInput::Search("russian".into()));
    assert_eq!(v.rows.len(), 1, "the variant is searched too");
    let v = screen.send(ImportInput::Search("Zoe".into()));
    assert!(v.rows.is_empty());
    assert_eq!(v.no_match, "No game matches “Zoe”");
    assert_eq!(v.title, "6 games", "the title counts the file, not the search");
}

#[test]
fn five_games_or_fewer_have_no_search_and_ignore_a_query() {
    let five: String = GAMES.split("\n\n[Event").take(6).collect::<Vec<_>>().join("\n\n[Event");
    let (mut screen, v) = read(&five, Lang::En);
    assert_eq!(v.rows.len(), 5);
    assert!(!v.search_shown);
    let v = screen.send(ImportInput::Search("Zoe".into()));
    assert_eq!(v.rows.len(), 5);
}

#[test]
fn warnings_and_left_out_games_are_worded_with_their_game_and_line() {
    let (_, v) = read(GAMES, Lang::En);
    assert_eq!(v.warnings_heading, "2 warnings");
    assert_eq!(v.warnings.len(), 2, "{:?}", v.warnings);
    assert!(v.warnings[0].starts_with("game 3, line 31: move number `3.`"), "{:?}", v.warnings);
    assert!(
        v.warnings[1].starts_with("game 6, line 58: move 2.: illegal here: `28-22`"),
        "{:?}",
        v.warnings
    );
    assert!(v.warnings[1].ends_with("(this game is left out)"), "{:?}", v.warnings);
    let fr = read(GAMES, Lang::Fr).1;
    assert_eq!(fr.warnings_heading, "2 avertissements");
    assert!(fr.warnings[1].ends_with("(cette partie est laissée de côté)"), "{:?}", fr.warnings);
}

#[test]
fn a_file_where_no_game_reads_is_refused_with_the_game_and_line_in_each_language() {
    let (_, v) = read(BROKEN, Lang::En);
    assert!(v.rows.is_empty() && v.warnings.is_empty());
    assert_eq!(v.title, "Import PDN");
    let refusal = v.refusal.unwrap();
    assert!(refusal.starts_with("This text cannot be opened: game 1, line 5:"), "{refusal}");
    assert!(refusal.contains("GameType `3`"), "{refusal}");
    let mut seen = Vec::new();
    for lang in Lang::ALL {
        let r = read(BROKEN, lang).1.refusal.unwrap();
        assert!(r.contains('1') && r.contains('5'), "{lang:?}: {r}");
        assert!(!seen.contains(&r), "{lang:?} words it as another language does: {r}");
        seen.push(r);
    }
    let words = read("hello world", Lang::Nl).1.refusal.unwrap();
    assert!(words.starts_with("Deze tekst kan niet worden geopend: "), "{words}");
    let nothing = read("; only a comment\n", Lang::En).1.refusal.unwrap();
    assert_eq!(nothing, "This text holds no game.");
}

#[test]
fn a_file_read_as_bytes_reads_latin1_lines_with_a_warning() {
    let mut bytes = b"[White \"Ren".to_vec();
    bytes.push(0xE9); // é in Latin-1
    bytes.extend_from_slice(b"\"]\n[GameType \"20\"]\n1. 32-28 19-23 *\n");
    let mut screen = PdnImport::new(Lang::En);
    let v = screen.send(ImportInput::File(bytes));
    assert_eq!(v.rows[0].players, "René – ?");
    assert_eq!(v.warnings.len(), 1, "{:?}", v.warnings);
    assert!(v.warnings[0].contains("Latin-1"), "{:?}", v.warnings);
}

#[test]
fn a_game_opens_on_the_analysis_board_at_its_start() {
    let (mut screen, _) = read(GAMES, Lang::En);
    let v = screen.send(ImportInput::Search("shashki".into()));
    let tree = screen.open(v.rows[0].index).unwrap();
    let mut board = AnalysisBoard::new(tree, Lang::En);
    let a = board.view();
    assert_eq!(a.tree.current_move, None, "the board opens on the start position");
    assert_eq!(a.tree.moves.len(), 4, "the main line is the game's four moves");
    let a = board.send(AnalysisInput::Forward);
    assert_eq!(a.tree.current_move.as_deref(), Some("1. c3-d4"));
    assert_eq!(screen.open(5).unwrap_err(), NoSuchGame(5), "the game that does not read");
    assert!(screen.open(40).is_err());
}

#[test]
fn a_new_text_replaces_the_list_and_clears_the_search() {
    let (mut screen, _) = read(GAMES, Lang::En);
    screen.send(ImportInput::Search("Zoe".into()));
    let v = screen.send(ImportInput::Text("[GameType \"21\"]\n1. 11-15 *\n".into()));
    assert_eq!((v.title.as_str(), v.rows.len(), v.query.as_str()), ("1 game", 1, ""));
    assert_eq!(v.rows[0].players, "? – ?");
    assert_eq!(v.rows[0].details, "English", "no event, no date: the variant alone");
    assert_eq!(v.rows[0].result, "*");
}

#[test]
fn a_pasted_text_or_a_file_of_one_game_opens_it_at_once() {
    const ONE: &str = "[White \"Ann\"][GameType \"20\"]\n1. 32-28 19-23 *\n";
    let mut screen = PdnImport::new(Lang::En);
    let v = screen.send(ImportInput::Pasted(ONE.into()));
    assert_eq!(v.open_game, Some(0));
    assert_eq!(v.rows.len(), 1, "the list is there to come back to");
    assert_eq!(screen.view().open_game, None, "only the answer to the paste opens it");
    let tree = screen.open(v.open_game.unwrap()).unwrap();
    assert_eq!(tree.main_line().len(), 2);
    let v = screen.send(ImportInput::File(ONE.as_bytes().to_vec()));
    assert_eq!(v.open_game, Some(0));
    // A search after it opens nothing.
    assert_eq!(screen.send(ImportInput::Search("Ann".into())).open_game, None);
}

#[test]
fn typed_text_several_games_or_a_game_left_out_keep_the_list() {
    const ONE: &str = "[White \"Ann\"][GameType \"20\"]\n1. 32-28 19-23 *\n";
    let mut screen = PdnImport::new(Lang::En);
    // Typing: the text reads as one game long before it is finished.
    assert_eq!(screen.send(ImportInput::Text(ONE.into())).open_game, None);
    assert_eq!(screen.send(ImportInput::Pasted(GAMES.into())).open_game, None, "several");
    // One game reads, the second does not: the list says why.
    let two = format!("{ONE}\n[GameType \"20\"]\n1. 32-22 *\n");
    let v = screen.send(ImportInput::File(two.into_bytes()));
    assert_eq!((v.rows.len(), v.open_game), (1, None));
    assert!(!v.warnings.is_empty());
    // Nothing reads: the refusal, nothing opens.
    let v = screen.send(ImportInput::Pasted("[GameType \"20\"]\n1. 32-22 *\n".into()));
    assert!(v.refusal.is_some() && v.open_game.is_none());
}
