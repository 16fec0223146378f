//! The game record: repetition, undo/redo, resignation and agreement, the
//! end of the game, notation ambiguity, and playing on past a draw rule.
//! The draw-rule counters are tested in `draw.rs`.

use draughts_game::{EndReason, Game, GameError, Outcome};
use draughts_rules::{Color, MoveError, Position, Rules, Variant};

fn game(rules: Rules, fen: &str) -> Game {
    Game::from_position(rules, Position::from_fen(&rules, fen).unwrap())
}

fn assert_draw(g: &Game, reason: EndReason) {
    let r = g.result().unwrap_or_else(|| {
        panic!("expected a draw by {reason:?}, game goes on at ply {}", g.ply())
    });
    assert_eq!((r.outcome, r.reason), (Outcome::Draw, reason));
}

// ---------- Repetition ----------

#[test]
fn repetition_needs_the_same_side_to_move() {
    // White's king goes round a triangle (3 moves), Black's king shuttles (2):
    // the start placement comes back with the other side to move first.
    let rules = Rules::international();
    let mut g = game(rules, "W:WK46,45:BK3,6");
    let white = ["46-41", "41-37", "37-46"];
    let black = ["3-9", "9-3"];
    let start = g.position();
    let mut other_side_seen = 0;
    for i in 0..23 {
        let t = if i % 2 == 0 { white[(i / 2) % 3] } else { black[(i / 2) % 2] };
        g.play_text(t).unwrap();
        let p = g.position();
        if p.with_turn(start.turn()) == start && p.turn() != start.turn() {
            other_side_seen += 1;
            assert_eq!(g.repetitions(), other_side_seen, "counted apart from the start");
        }
    }
    assert!(other_side_seen >= 2);
    assert!(g.repetitions() < 3);
    assert_eq!(g.result(), None, "same placement three times, but not with the same side to move");
    g.play_text("9-3").unwrap(); // ply 24: the start again, third time
    assert_eq!(g.position(), start);
    assert_draw(&g, EndReason::Repetition);
}

#[test]
fn italian_draws_on_the_fourth_occurrence() {
    let rules = Variant::Italian.rules();
    let mut g = game(rules, "W:WK29,K32:BK1,K4");
    let moves = g.legal_moves();
    let _ = moves;
    let cycle = |g: &mut Game| {
        let w = g.legal_moves()[0];
        g.play(&w).unwrap();
        let bm = g.legal_moves()[0];
        g.play(&bm).unwrap();
        // go back
        let back_w =
            g.legal_moves().into_iter().find(|m| m.to() == w.from() && m.from() == w.to()).unwrap();
        g.play(&back_w).unwrap();
        let back_b = g
            .legal_moves()
            .into_iter()
            .find(|m| m.to() == bm.from() && m.from() == bm.to())
            .unwrap();
        g.play(&back_b).unwrap();
    };
    cycle(&mut g);
    cycle(&mut g);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.result(), None, "Italian: the 3rd occurrence does not draw");
    cycle(&mut g);
    assert_draw(&g, EndReason::Repetition);
}

// ---------- Undo / redo ----------

/// A pseudo-random game from the start, `plies` long at most.
fn random_game(rules: Rules, seed: u64, plies: usize) -> Game {
    let mut g = Game::new(rules);
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..plies {
        let legal = g.legal_moves();
        if legal.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let m = legal[(x % legal.len() as u64) as usize];
        g.play(&m).unwrap();
    }
    g
}

#[test]
fn undo_redo_restore_everything_across_promotion_and_multi_capture() {
    for rules in [Rules::international(), Rules::russian(), Rules::english()] {
        let g = (0..500)
            .map(|seed| random_game(rules, seed, 300))
            .find(|g| {
                g.played().iter().any(|p| p.mv.promotes())
                    && g.played().iter().any(|p| p.mv.captured().len() >= 2)
            })
            .expect("a random game with a promotion and a multi-capture");
        let n = g.ply();
        let moves: Vec<_> = g.played().iter().map(|p| p.mv).collect();
        // Replay while recording every state, then undo and redo through it.
        let snap = |g: &Game| {
            (
                g.position(),
                g.draw_state(),
                g.result(),
                g.draw_counters(),
                g.draw_counter(),
                g.ply(),
                g.legal_moves(),
                g.repetitions(),
            )
        };
        let mut h = Game::new(rules);
        let mut before = vec![snap(&h)];
        for m in &moves {
            h.play(m).unwrap();
            before.push(snap(&h));
        }
        for i in (0..n).rev() {
            assert!(h.undo());
            assert_eq!(snap(&h), before[i], "after undo to ply {i}");
        }
        assert!(!h.undo() && !h.can_undo());
        for (i, want) in before.iter().enumerate().skip(1) {
            assert!(h.redo());
            assert_eq!(&snap(&h), want, "after redo to ply {i}");
        }
        assert!(!h.redo());
        assert_eq!(h.plies(), g.plies());
        // A new move after undo drops the redo line.
        h.go_to(n / 2);
        let next = h.plies()[h.ply()].mv;
        if let Some(o) = h.legal_moves().into_iter().find(|m| *m != next) {
            h.play(&o).unwrap();
            assert_eq!(h.plies().len(), h.ply());
            assert!(!h.can_redo());
        }
    }
}

#[test]
fn resign_offer_accept_decline_and_undo() {
    let mut g = Game::new(Rules::international());
    assert!(matches!(g.answer_draw(true), Err(GameError::NoDrawOffer)));
    g.offer_draw(Color::White).unwrap();
    assert_eq!(g.pending_draw_offer(), Some(Color::White));
    g.answer_draw(false).unwrap();
    assert_eq!(g.pending_draw_offer(), None);
    g.play_text("32-28").unwrap();
    g.offer_draw(Color::Black).unwrap();
    g.answer_draw(true).unwrap();
    assert_draw(&g, EndReason::Agreement);
    assert!(g.undo(), "undo takes the agreement back");
    assert_eq!((g.result(), g.ply()), (None, 1));
    g.resign(Color::Black).unwrap();
    let r = g.result().unwrap();
    assert_eq!((r.outcome, r.reason), (Outcome::WhiteWins, EndReason::Resignation));
    assert!(g.resign(Color::White).is_err());
    // Playing on instead of answering declines.
    g.undo();
    g.offer_draw(Color::White).unwrap();
    g.play_text("19-23").unwrap();
    assert_eq!(g.pending_draw_offer(), None);
}

#[test]
fn no_pieces_and_no_moves_end_the_game() {
    let rules = Rules::international();
    let mut g = game(rules, "W:W28:B23");
    g.play_text("28x19").unwrap();
    let r = g.result().unwrap();
    assert_eq!((r.outcome, r.reason), (Outcome::WhiteWins, EndReason::NoPieces));
    // Black's only man, on 36, is blocked: 41 is taken, and the jump over it
    // would land on 47, taken too.
    let g = game(rules, "B:W41,47:B36");
    let r = g.result().unwrap();
    assert_eq!((r.outcome, r.reason), (Outcome::WhiteWins, EndReason::NoMoves));
}

// ---------- Notation ----------

#[test]
fn notation_ambiguity_international_and_russian() {
    for (rules, fen, want, short) in [
        // Found by a search over random positions: a flying king with two
        // captures that share start and end but take different pieces.
        (
            Rules::international(),
            "W:WK3:B6,12,15,22,30,31",
            vec!["3x17x39x25", "3x26x48x25"],
            "3x25",
        ),
        (Rules::russian(), "W:WKe1:Bb2,d2,f2,g5,h8", vec!["e1:c3:a1", "e1:h4:f6:a1"], "e1:a1"),
    ] {
        let mut g = game(rules, fen);
        let mut texts: Vec<String> = g.legal_moves().iter().map(|m| g.move_text(m)).collect();
        texts.sort();
        let mut want_sorted = want.clone();
        want_sorted.sort();
        assert_eq!(texts, want_sorted, "{:?}", rules.base);
        match g.play_text(short) {
            Err(GameError::Move(MoveError::Ambiguous { candidates, .. })) => {
                let mut c = candidates.clone();
                c.sort();
                assert_eq!(c, want_sorted);
            }
            other => panic!("expected ambiguous, got {other:?}"),
        }
        g.play_text(want[0]).unwrap();
        assert_eq!(g.last_move().unwrap().text, want[0]);
    }
    // Syntax and illegal errors stay apart.
    let mut g = Game::new(Rules::international());
    assert!(matches!(g.play_text("hello"), Err(GameError::Move(MoveError::Syntax { .. }))));
    assert!(matches!(g.play_text("32-38"), Err(GameError::Move(MoveError::Illegal { .. }))));
}

#[test]
fn a_capture_written_along_any_path_is_recorded_along_that_path() {
    // Russian: the man on d2 goes round the loop either way (crowned on f8
    // half way); the generator keeps one order, the record keeps the one
    // played. The cases of every kind are in draughts-rules'
    // tests/data/move_text.txt; this checks the record, the export and the
    // save.
    let r = Rules::russian();
    for text in ["d2:b4:d6:f4:h6:f8:d6:b8", "d2:b4:d6:f8:h6:f4:d6:b8"] {
        let mut g = game(r, "W:Wd2:Bc3,c5,e5,g5,g7,e7,c7");
        let m = g.play_text(text).unwrap();
        assert_eq!(m.captured().len(), 7);
        let p = &g.plies()[0];
        assert_eq!(p.text, text, "the text kept is the path played");
        assert_eq!(p.mv.path(), m.path());
        assert!(g.position().legal_moves(&r).is_empty() || g.is_over());
        // Export and import keep the path.
        let pdn = draughts_game::pdn::write_game(&g, &[], &[]);
        assert!(pdn.contains(&format!("1. {text} ")), "{pdn}");
        let back = draughts_game::pdn::read_pdn(&pdn).unwrap();
        assert_eq!(back[0].game.plies(), g.plies());
        assert_eq!(back[0].game.plies()[0].text, text);
        // A save keeps it too.
        let json = draughts_game::save::to_json(
            &g,
            [draughts_game::Player::Human; 2],
            draughts_game::save::BoardPrefs::default(),
            draughts_game::Lang::default(),
        );
        let saved = draughts_game::save::from_json(&json).unwrap();
        assert_eq!(saved.game.plies()[0].text, text);
    }
    // English: a king's ring, both ways; a short text is recorded short.
    let e = Rules::english();
    for (text, kept) in [
        ("22x31x24x15x22", "22x31x24x15x22"),
        ("22x15x24x31x22", "22x15x24x31x22"),
        ("22x22", "22x22"),
    ] {
        let mut g = game(e, "W:WK22:B18,19,26,27");
        g.play_text(text).unwrap();
        assert_eq!(g.plies()[0].text, kept);
        // The move is the one of play, whichever way round.
        assert!(Position::from_fen(&e, "W:WK22:B18,19,26,27")
            .unwrap()
            .legal_moves(&e)
            .contains(&g.plies()[0].mv));
    }
    // Russian's separator is written whatever the text used.
    let mut g = game(r, "W:Wd2:Bc3,c5,e5,g5,g7,e7,c7");
    g.play_text("d2xb4xd6xf4xh6xf8xd6xb8").unwrap();
    assert_eq!(g.plies()[0].text, "d2:b4:d6:f4:h6:f8:d6:b8");
}

#[test]
fn play_on_lets_the_record_go_past_a_draw_rule_only() {
    // International: the kings go back and forth; the start position's
    // third occurrence is a draw by repetition.
    let r = Rules::international();
    let mut g = game(r, "W:WK50,36:BK1,15");
    assert!(!g.play_on(), "not over: nothing to go on from");
    for m in ["50-44", "1-7", "44-50", "7-1", "50-44", "1-7", "44-50", "7-1"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(g.result().unwrap().reason, EndReason::Repetition);
    assert!(matches!(g.play_text("36-31"), Err(GameError::GameOver(_))));
    assert!(g.play_on());
    assert!(!g.automatic_draws());
    assert_eq!(g.result(), None);
    g.play_text("36-31").unwrap();
    // A further repetition no longer ends it; a win still does.
    for m in ["1-7", "50-44", "7-1", "44-50", "1-7", "50-44", "7-1", "44-50"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(g.result(), None);
    // Undo back to the ply of the repetition: the game is not over there
    // either, the record went on.
    assert!(g.go_to(8));
    assert_eq!(g.result(), None);
    // Resigned or agreed games and wins are not "played on".
    let mut w = game(r, "W:W28:B23");
    w.play_text("28x19").unwrap();
    assert_eq!(w.result().unwrap().reason, EndReason::NoPieces);
    assert!(!w.play_on());
    let mut a = game(r, "W:WK50,36:BK1,15");
    a.agree_draw().unwrap();
    assert!(!a.play_on());
}
