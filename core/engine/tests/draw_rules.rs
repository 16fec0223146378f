//! The draw rules inside the search: a counter that runs out is a draw the
//! search sees (and claims, or avoids when it can win first).

use draughts_engine::{Limits, Options, Searcher, WIN_BOUND};
use draughts_game::DrawState;
use draughts_rules::{Position, Rules};

fn search(rules: &Rules, fen: &str, draw: DrawState, depth: u32) -> i32 {
    let pos = Position::from_fen(rules, fen).unwrap();
    // Databases off: these positions are about the counters alone.
    let mut s = Searcher::new(*rules, 4, Options { bitbases: false, ..Options::default() });
    let r = s.search_with_draw(&pos, &[], Some(draw), &Limits::depth(depth), None, &mut |_| {});
    r.score
}

/// FMJD 6.3: three kings against a lone king are drawn after 16 moves each.
/// With one ply left and no capture possible (Black's king on the edge
/// square 5 cannot be taken), the search scores the position a draw; with a
/// fresh counter the same position is good for White.
#[test]
fn fmjd_lone_king_count_ends_in_a_draw() {
    let r = Rules::international();
    let fen = "W:WK46,K47,K48:BK5";
    let fresh = search(&r, fen, DrawState::default(), 6);
    assert!(fresh > 30, "fresh counter: {fresh}");
    let last = DrawState { lone: 31, ..DrawState::default() };
    assert_eq!(search(&r, fen, last, 6), 0);
}

/// The 25-move kings-only rule (FMJD 6.2): with the counter running out on
/// White's move, a capture (which resets it) still gains; without a capture
/// available, four kings against two are a draw.
#[test]
fn kings_only_count() {
    let r = Rules::international();
    let state = DrawState { quiet: 49, ..DrawState::default() };
    // White's king on 37 can take the man on 32. (The ending after it,
    // three kings against two, is the evaluation's to score: the refit
    // learned weights give it 0.4 man, the earlier ones more than 0.5; what
    // the count decides is that it is not the draw's 0.)
    let s = search(&r, "W:WK37,K49,K50:B32,K1,K3", state, 4);
    assert!(s > 20 && s < WIN_BOUND, "{s}");
    // Every piece on an edge square: nothing can be taken in one move.
    let fen = "W:WK46,K47,K48,K49:BK1,K5";
    assert!(search(&r, fen, DrawState::default(), 4) > 50);
    assert_eq!(search(&r, fen, state, 4), 0);
}

/// English: 40 moves each without a man move or capture draw the game.
#[test]
fn english_forty_moves() {
    let r = Rules::english();
    let fen = "W:WK1,K2,K3:BK32";
    let fresh = search(&r, fen, DrawState::default(), 6);
    assert!(fresh > 100, "{fresh}");
    let state = DrawState { quiet: 79, ..DrawState::default() };
    assert_eq!(search(&r, fen, state, 6), 0);
}
