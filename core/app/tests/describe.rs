//! `BoardSession::describe` says of one square exactly what the whole
//! snapshot's `description` says, in every state that flags squares: no
//! selection, a selected piece, a multi-capture half tapped, a hint, the
//! last move, in both languages and on both board sizes.

use draughts_app::BoardSession;
use draughts_game::{Game, Lang, Player};
use draughts_rules::{Position, Rules, Variant};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];

/// Every square's `describe` against the snapshot, the cursor on each in turn.
fn check_all(s: &mut BoardSession) -> usize {
    let rules = *s.rules();
    for sq in rules.squares() {
        s.set_cursor(sq);
        let view = s.view();
        assert_eq!(s.describe(sq), view.square(sq).description, "square {}", rules.square_name(sq));
    }
    rules.squares().count()
}

fn session(rules: Rules, fen: &str, lang: Lang) -> BoardSession {
    let pos = Position::from_fen(&rules, fen).expect("the test's FEN reads");
    let mut s = BoardSession::from_game(Game::from_position(rules, pos), HUMANS);
    s.set_lang(lang);
    s
}

#[test]
fn one_square_is_described_as_in_the_snapshot() {
    let mut checked = 0;
    for lang in [Lang::En, Lang::Fr] {
        // International: a double capture 32x23x14 (or the other way), tapped jump by jump.
        let r = Variant::International.rules();
        let mut s = session(r, "W:W32,38:B28,19,7", lang);
        checked += check_all(&mut s);
        let tap = |s: &mut BoardSession, n: &str| {
            let sq = r.parse_square(n).expect("a square");
            s.tap(sq)
        };
        tap(&mut s, "32");
        checked += check_all(&mut s);
        tap(&mut s, "23");
        checked += check_all(&mut s);
        // English from the start: a move played, then a piece selected.
        let e = Variant::English.rules();
        let mut s = BoardSession::new(e, HUMANS);
        s.set_lang(lang);
        s.tap(e.parse_square("11").expect("a square"));
        s.tap(e.parse_square("15").expect("a square"));
        checked += check_all(&mut s);
        s.tap(e.parse_square("22").expect("a square"));
        checked += check_all(&mut s);
    }
    assert_eq!(checked, 2 * (3 * 50 + 2 * 32));
}
