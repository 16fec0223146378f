//! The draw-rule counters (`draw.rs`) at their boundaries, through the game
//! record: each federation's move counts, what resets them, and a win on
//! the last counted move. Every limit comes from the federation rules cited
//! in `draw.rs`. Repetition, which the game record itself checks, is tested
//! with it (`game.rs`).

use draughts_game::{Counting, EndReason, Game, GameError, Outcome};
use draughts_rules::{Color, DrawRule, PieceKind, Position, Rules, Variant};

fn game(rules: Rules, fen: &str) -> Game {
    Game::from_position(rules, Position::from_fen(&rules, fen).unwrap())
}

/// Plays `n` quiet king moves such that every position is new, nobody
/// ever has a capture, and `keep` holds after each ply (depth-first search
/// with backtracking; `seed` shuffles the order tried).
fn walk_with(g: &mut Game, n: usize, keep: &dyn Fn(&Game) -> bool, seed: u64) {
    let mut budget = 200_000usize;
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    // Two plies of lookahead so that the next walk does not start in a dead end.
    let ok = dfs(g, n, 2, keep, &mut x, &mut budget);
    assert!(ok, "walk: no line of {n} plies from {}", g.position().to_fen(g.rules()));
}

fn dfs(
    g: &mut Game,
    n: usize,
    extra: usize,
    keep: &dyn Fn(&Game) -> bool,
    x: &mut u64,
    budget: &mut usize,
) -> bool {
    if extra == 0 && g.result().is_some() {
        return true; // the lookahead may run into the end of the game
    }
    if n == 0 {
        if extra == 0 || g.result().is_some() {
            return true;
        }
        let mut h = g.clone();
        return dfs(&mut h, extra, 0, keep, x, budget);
    }
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let pos = g.position();
    let mut cands: Vec<_> = g
        .legal_moves()
        .into_iter()
        .filter(|m| {
            !m.is_capture()
                && pos.king_bits() & m.from_bits() != 0
                && !pos.play(m).has_capture(g.rules())
        })
        .collect();
    if *x != 1 && !cands.is_empty() {
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        let k = (*x % cands.len() as u64) as usize;
        cands.rotate_left(k);
    }
    for m in cands {
        let mut h = g.clone();
        h.play(&m).unwrap();
        if h.repetitions() > 1 || !keep(&h) {
            continue;
        }
        if dfs(&mut h, n - 1, extra, keep, x, budget) {
            *g = h;
            return true;
        }
    }
    false
}

fn walk(g: &mut Game, n: usize, keep: &dyn Fn(&Game) -> bool) {
    walk_with(g, n, keep, 0)
}

fn walk_seeded(g: &mut Game, n: usize, seed: u64, keep: &dyn Fn(&Game) -> bool) {
    walk_with(g, n, keep, seed + 2)
}

fn any(_: &Game) -> bool {
    true
}

/// Every king stands on an edge square: a piece there cannot be captured,
/// which keeps flying-king endings free of forced captures.
fn edges(g: &Game) -> bool {
    let r = g.rules();
    let side = r.board.side() - 1;
    g.position().pieces(r).iter().all(|(s, p)| {
        let (f, k) = r.coords(*s);
        p.kind == PieceKind::Man || f == 0 || k == 0 || f == side || k == side
    })
}

fn counter(g: &Game, rule: EndReason) -> Option<draughts_game::DrawCounter> {
    g.draw_counters().into_iter().find(|c| c.rule == rule)
}

fn assert_draw(g: &Game, reason: EndReason) {
    let r = g.result().unwrap_or_else(|| {
        panic!("expected a draw by {reason:?}, game goes on at ply {}", g.ply())
    });
    assert_eq!((r.outcome, r.reason), (Outcome::Draw, reason));
}

// ---------- International (FMJD 6.1-6.4) ----------

#[test]
fn international_25_king_moves_each_draws_on_the_50th_ply() {
    let mut g = game(Rules::international(), "W:WK46,K47,K36:BK5,K4,K15");
    walk(&mut g, 49, &any);
    assert_eq!(g.result(), None, "49 plies: 24.5 moves each, no draw yet");
    let c = g.draw_counter().unwrap();
    assert_eq!((c.rule, c.plies_left, c.moves_left, c.limit), (EndReason::KingsOnly, 1, 1, 25));
    walk(&mut g, 1, &any);
    assert_draw(&g, EndReason::KingsOnly);
    assert!(g.legal_moves().is_empty());
    assert!(matches!(g.play_text("46-41"), Err(GameError::GameOver(_))));
}

#[test]
fn international_man_move_and_capture_reset_the_king_count() {
    // Men on 45 (White) and 6 (Black) can move; kings elsewhere.
    let mut g = game(Rules::international(), "W:WK47,K48,45:BK3,K4,6");
    walk(&mut g, 40, &edges);
    assert_eq!(g.draw_state().quiet, 40);
    g.play_text("45-40").unwrap();
    assert_eq!(g.draw_state().quiet, 0, "a man move resets the 25-move count");
    walk(&mut g, 49, &edges);
    assert_eq!(g.result(), None);
    walk(&mut g, 1, &edges);
    assert_draw(&g, EndReason::KingsOnly);

    // A capture by a king resets it too.
    let mut g = game(Rules::international(), "B:WK46,K47:BK5,K4,K3");
    let pos = g.position();
    let quiet = g
        .legal_moves()
        .into_iter()
        .find(|m| !m.is_capture() && pos.play(m).has_capture(g.rules()))
        .unwrap();
    g.play(&quiet).unwrap();
    assert_eq!(g.draw_state().quiet, 1);
    let cap = g.legal_moves()[0];
    assert!(cap.is_capture());
    g.play(&cap).unwrap();
    assert_eq!(g.draw_state().quiet, 0, "a capture resets the 25-move count");
}

#[test]
fn international_three_pieces_against_lone_king_16_moves_each() {
    let mut g = game(Rules::international(), "W:WK47,K48,K49:BK3");
    assert_eq!(counter(&g, EndReason::LoneKingThree).unwrap().moves_left, 16);
    walk(&mut g, 31, &edges);
    assert_eq!(g.result(), None);
    assert_eq!(counter(&g, EndReason::LoneKingThree).unwrap().plies_left, 1);
    walk(&mut g, 1, &edges);
    assert_draw(&g, EndReason::LoneKingThree);
}

#[test]
fn international_lone_king_count_starts_after_the_capture_that_made_it() {
    // White king 46 takes the black man on 41 and lands on 5: 3 v 1 begins.
    let mut g = game(Rules::international(), "W:WK46,K48,K49:BK3,41");
    let cap =
        g.legal_moves().into_iter().find(|m| m.is_capture() && g.move_text(m) == "46x5").unwrap();
    g.play(&cap).unwrap();
    assert_eq!(g.draw_state().lone, 0);
    assert_eq!(counter(&g, EndReason::LoneKingThree).unwrap().plies_left, 32);
    walk(&mut g, 31, &edges);
    assert_eq!(g.result(), None);
    walk(&mut g, 1, &edges);
    assert_draw(&g, EndReason::LoneKingThree);
}

#[test]
fn international_two_pieces_against_lone_king_5_moves_each() {
    let mut g = game(Rules::international(), "W:WK47,K48:BK3");
    walk(&mut g, 9, &edges);
    assert_eq!(g.result(), None);
    walk(&mut g, 1, &edges);
    assert_draw(&g, EndReason::LoneKingTwo);
}

#[test]
fn a_capture_of_the_lone_king_on_the_last_counted_move_wins() {
    // Walk 9 plies (White moves first), Black's 5th move blunders into a
    // capture... the capture would be White's 6th move: after the limit. So
    // walk 8 plies, let White's 5th move (ply 9) be a capture instead.
    let rules = Rules::international();
    for seed in 0..400u64 {
        let mut g = game(rules, "W:WK47,K48:BK3");
        walk_seeded(&mut g, 7, seed, &edges);
        // Black's 4th move (ply 8) walks into a capture.
        let pos = g.position();
        let Some(bad) = g.legal_moves().into_iter().find(|m| pos.play(m).has_capture(&rules))
        else {
            continue;
        };
        g.play(&bad).unwrap();
        assert_eq!(g.result(), None);
        let cap = g.legal_moves()[0];
        assert!(cap.is_capture());
        g.play(&cap).unwrap(); // ply 9
        let r = g.result().unwrap();
        assert_eq!((r.outcome, r.reason), (Outcome::WhiteWins, EndReason::NoPieces));
        return;
    }
    panic!("no line found");
}

// ---------- Russian federation rules, 2022 ----------

#[test]
fn russian_three_kings_against_king_by_the_15th_move() {
    let rules = Rules::russian();
    let mut g = game(rules, "W:WKa1,Kc1,Ke1:BKh2");
    let c = counter(&g, EndReason::ThreeKingsVsKing).unwrap();
    assert_eq!((c.moves_left, c.counting), (15, Counting::Side(Color::White)));
    // White moves first: its 15th move is ply 29.
    walk(&mut g, 28, &any);
    assert_eq!(g.result(), None);
    assert_eq!(counter(&g, EndReason::ThreeKingsVsKing).unwrap().moves_left, 1);
    walk(&mut g, 1, &any);
    assert_draw(&g, EndReason::ThreeKingsVsKing);
}

#[test]
fn russian_win_on_the_last_counted_move_beats_the_draw() {
    let rules = Rules::russian();
    for seed in 0..2000u64 {
        let mut g = game(rules, "W:WKa1,Kc1,Ke1:BKh2");
        walk_seeded(&mut g, 27, seed, &any);
        // Black's 14th move (ply 28) walks into a capture.
        let pos = g.position();
        let Some(bad) = g.legal_moves().into_iter().find(|m| pos.play(m).has_capture(&rules))
        else {
            continue;
        };
        g.play(&bad).unwrap();
        assert_eq!(g.result(), None);
        assert_eq!(counter(&g, EndReason::ThreeKingsVsKing).unwrap().moves_left, 1);
        let cap = g.legal_moves()[0];
        g.play(&cap).unwrap(); // ply 29: White's 15th move
        let r = g.result().unwrap();
        assert_eq!((r.outcome, r.reason), (Outcome::WhiteWins, EndReason::NoPieces));
        return;
    }
    panic!("no line found");
}

#[test]
fn russian_long_diagonal_5th_move() {
    let rules = Rules::russian();
    // Black king on d4 (long diagonal); White kings off it.
    let mut g = game(rules, "W:WKa3,Kc1,Kh4:BKd4");
    assert_eq!(counter(&g, EndReason::LongDiagonal).unwrap().moves_left, 5);
    let on_diag = |g: &Game| counter(g, EndReason::LongDiagonal).is_some();
    walk(&mut g, 8, &on_diag);
    assert_eq!(g.result(), None);
    walk(&mut g, 1, &on_diag);
    assert_draw(&g, EndReason::LongDiagonal);
}

#[test]
fn russian_kings_both_sides_by_piece_count() {
    let rules = Rules::russian();
    // 3 pieces: 5 moves each.
    let mut g = game(rules, "W:WKa3,Kc1:BKh4");
    walk(&mut g, 9, &edges);
    assert_eq!(g.result(), None);
    walk(&mut g, 1, &edges);
    assert_draw(&g, EndReason::KingsBothSides);

    // 5 pieces with men: 30 moves each; a man move does not reset it, but
    // it does reset the kings-only count (15 each with 4-5 pieces).
    let mut g = game(rules, "W:WKc1,Ke1,a3:BKh4,b8");
    walk(&mut g, 20, &edges);
    g.play_text("a3-b4").unwrap();
    let s = g.draw_state();
    assert_eq!((s.stable, s.quiet), (21, 0));
    assert_eq!(counter(&g, EndReason::KingsBothSides).unwrap().plies_left, 60 - 21);
    assert!(counter(&g, EndReason::KingsOnly).is_none());
}

#[test]
fn russian_kings_only_15_each_with_4_pieces_and_none_from_8() {
    let rules = Rules::russian();
    let mut g = game(rules, "W:WKa1,Kc1:BKh8,Kf8");
    walk(&mut g, 29, &any);
    assert_eq!(g.result(), None);
    walk(&mut g, 1, &any);
    assert_draw(&g, EndReason::KingsOnly);

    // 6 pieces: 25 each.
    let mut g = game(rules, "W:WKa1,Kc1,Ke1:BKh8,Kf8,Kd8");
    walk(&mut g, 49, &any);
    assert_eq!(g.result(), None);
    walk(&mut g, 1, &any);
    assert_draw(&g, EndReason::KingsOnly);

    // 8 pieces: neither count applies.
    let mut g = game(rules, "W:WKa1,Kc1,Ke1,Kg1:BKh8,Kf8,Kd8,Kb8");
    walk(&mut g, 70, &any);
    assert_eq!(g.result(), None);
    assert!(g.draw_counters().is_empty(), "{:?}", g.draw_counters());
}

// ---------- 8x8 simple counters ----------

#[test]
fn english_40_moves_each_without_capture_or_man_move() {
    let mut g = game(Rules::english(), "B:WK29,K30,22:BK1,K2,11");
    walk(&mut g, 60, &any);
    g.play_text("11-15").unwrap();
    assert_eq!(g.draw_state().quiet, 0);
    walk(&mut g, 79, &any);
    assert_eq!(g.result(), None);
    let c = g.draw_counter().unwrap();
    assert_eq!((c.rule, c.limit, c.plies_left), (EndReason::NoProgress, 40, 1));
    walk(&mut g, 1, &any);
    assert_draw(&g, EndReason::NoProgress);
}

#[test]
fn presets_carry_their_draw_rules() {
    let limit = |v: Variant| match v.rules().draw {
        DrawRule::NoProgress { moves } => Some(moves),
        _ => None,
    };
    assert_eq!(limit(Variant::English), Some(40));
    assert_eq!(limit(Variant::Czech), Some(15));
    assert_eq!(limit(Variant::Italian), Some(40));
    assert_eq!(limit(Variant::Spanish), Some(40));
    assert_eq!(Variant::Italian.rules().repetition, 4);
    assert_eq!(Variant::Brazilian.rules().draw, DrawRule::Fmjd64);
}

#[test]
fn czech_15_moves_each() {
    let mut g = game(Variant::Czech.rules(), "W:WKa1,Kc1:BKh8,Kf8");
    walk(&mut g, 29, &any);
    assert_eq!(g.result(), None);
    walk(&mut g, 1, &any);
    assert_draw(&g, EndReason::NoProgress);
}

#[test]
fn brazilian_two_kings_against_king_5th_move() {
    let mut g = game(Variant::Brazilian.rules(), "W:WKa3,Kc1:BKh4");
    let c = counter(&g, EndReason::LoneKingTwo).unwrap();
    assert_eq!(c.counting, Counting::Side(Color::White));
    walk(&mut g, 8, &edges);
    assert_eq!(g.result(), None);
    walk(&mut g, 1, &edges);
    assert_draw(&g, EndReason::LoneKingTwo);
}

#[test]
fn custom_rules_use_their_counter() {
    let rules =
        Rules::custom(Variant::International, |r| r.draw = DrawRule::NoProgress { moves: 3 })
            .unwrap();
    let mut g = game(rules, "W:WK46,K47:BK5,K4");
    walk(&mut g, 5, &any);
    assert_eq!(g.result(), None);
    walk(&mut g, 1, &any);
    assert_draw(&g, EndReason::NoProgress);
}
