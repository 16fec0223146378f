//! One position per rule, each with its complete legal-move list and the rule
//! it checks (article keys as in `src/rules.rs`: FMJD, ACF, RU, CZr, FPD, FID…). Positions use
//! coordinates so they read the same on every board; the expected moves are in
//! each variant's official notation. Positions were found by hand or by
//! `examples/find_positions.rs` and checked square by square.

use draughts_rules::*;

/// The sorted official texts of the legal moves.
fn moves(rules: &Rules, fen: &str) -> Vec<String> {
    let pos = Position::from_fen(rules, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut v: Vec<String> =
        pos.legal_moves(rules).iter().map(|m| pos.move_text(rules, m)).collect();
    v.sort();
    v
}

fn only(rules: &Rules, fen: &str) -> Move {
    let pos = Position::from_fen(rules, fen).unwrap();
    let l = pos.legal_moves(rules);
    assert_eq!(l.len(), 1, "{fen}");
    l[0]
}

fn names(rules: &Rules, sq: &[Square]) -> Vec<String> {
    sq.iter().map(|&s| rules.coordinate(s)).collect()
}

#[test]
fn turkish_strike_captured_pieces_block_until_the_move_ends() {
    // FMJD 4.8, 4.11: captured pieces leave only when the move ends; they
    // block the king and cannot be jumped twice. King a3 takes b2, d2, b6, b8.
    let intl = Rules::international();
    let fen = "W:WK36:BK11,K21,41,42,K44";
    assert_eq!(moves(&intl, fen), ["36x2", "36x7"]);
    // Removed at once (a custom rule), the king may cross b8's square again
    // and reach h2: two more moves exist.
    let at_once = Rules { removal: Removal::Immediate, ..intl };
    assert_eq!(moves(&at_once, fen), ["36x2", "36x50", "36x6", "36x7"]);
}

#[test]
fn majority_capture_counts_a_king_as_one_piece() {
    // FMJD 4.13, 4.14: take the most pieces; a king counts as one. a3 takes
    // two men (b4, d6); h2 could take the king on g3, one piece.
    let fen = "W:Wa3,h2:Bb4,d6,Kg3";
    let intl = Rules::international();
    assert_eq!(moves(&intl, fen), ["36x18"]);
    let m = only(&intl, fen);
    assert_eq!(names(&intl, m.captured()), ["b4", "d6"]);
    // Brazilian is the same rule on 8x8 (BR; BRs 12).
    assert_eq!(moves(&Variant::Brazilian.rules(), fen), ["a3xe7"]);
    // Russian has free choice (App-004): the smaller capture is legal too.
    assert_eq!(moves(&Rules::russian(), fen), ["a3:e7", "h2:f4"]);
}

#[test]
fn international_man_passing_the_back_rank_stays_a_man() {
    // FMJD 3.5, 4.15: b8 takes c9 landing on d10 (the far row), then e9
    // backwards to f8. It does not end on the far row: no promotion.
    let intl = Rules::international();
    assert_eq!(moves(&intl, "W:Wb8:Bc9,e9"), ["11x13"]);
    let m = only(&intl, "W:Wb8:Bc9,e9");
    assert_eq!(names(&intl, m.path()), ["d10", "f8"]);
    assert!(!m.promotes());
    let after = Position::from_fen(&intl, "W:Wb8:Bc9,e9").unwrap().play(&m);
    assert_eq!(after.to_fen(&intl), "B:W13:B");
}

#[test]
fn russian_man_crowned_mid_capture_goes_on_as_a_king() {
    // RU 1.5.15: b6 takes c7 to d8, is crowned, and as a flying king takes
    // f6 (stopping on g5, where it can go on) and e3, ending on d2 or c1.
    let ru = Rules::russian();
    let fen = "W:Wb6:Bc7,f6,e3";
    assert_eq!(moves(&ru, fen), ["b6:c1", "b6:d2"]);
    let pos = Position::from_fen(&ru, fen).unwrap();
    for m in pos.legal_moves(&ru) {
        assert_eq!(names(&ru, m.captured()), ["c7", "f6", "e3"]);
        assert_eq!(names(&ru, &m.path()[..2]), ["d8", "g5"]);
        assert!(m.promotes(), "the piece is a king when the move ends");
        assert_eq!(m.crowns_at(), Some(0), "crowned on d8, the first landing square");
        assert_eq!(pos.play(&m).count(Color::White), (1, 1));
    }
    // Under International rules the same man may not go on as a king: it
    // stops on d8 and is crowned there.
    assert_eq!(
        moves(
            &Rules {
                board: BoardSize::Eight,
                start_rows: 3,
                numbering: Numbering::Algebraic,
                ..Rules::international()
            },
            fen
        ),
        ["b6xd8"]
    );
}

#[test]
fn english_promotion_ends_the_move() {
    // ACF 1.19: b6 takes c7 and is crowned on d8; the move ends although a
    // king on d8 could take e7.
    let en = Rules::english();
    assert_eq!(moves(&en, "W:Wb6:Bc7,e7"), ["9x2"]);
    let m = only(&en, "W:Wb6:Bc7,e7");
    assert!(m.promotes());
    assert_eq!(m.crowns_at(), Some(0));
    assert_eq!(m.captured().len(), 1);
}

#[test]
fn a_move_says_at_which_step_it_crowns() {
    // A quiet move to the far row crowns on its only step; a move that does
    // not crown says so; a man crowned at the end of a longer capture is
    // crowned on its last landing square; a king is never crowned again.
    let en = Rules::english();
    let quiet = only(&en, "W:W5:B20");
    assert_eq!((quiet.promotes(), quiet.crowns_at()), (true, Some(0)));
    let ru = Rules::russian();
    let plain = only(&ru, "W:Wa1:Bh8");
    assert_eq!(plain.crowns_at(), None);
    // Brazilian (International rules on 8×8): a man crowned only where the
    // capture ends: b4 takes c5 and e7, crowned on f8 after two steps.
    let br = Rules::preset(Variant::Brazilian);
    let two = only(&br, "W:Wb4:Bc5,e7");
    assert_eq!(names(&br, two.path()), ["d6", "f8"]);
    assert_eq!(two.crowns_at(), Some(1));
    let kings = Position::from_fen(&ru, "W:WKc1:Bd2").unwrap().legal_moves(&ru);
    assert!(kings.iter().all(|m| m.crowns_at().is_none()));
}

#[test]
fn flying_king_must_stop_where_the_capture_goes_on() {
    // FMJD 4.3, 4.6: king a1 takes c3 and may land on d4..j10, but only e5
    // lets it go on (taking f4), so it must stop there; behind the last piece
    // it may stop on any free square: g3, h2 or i1.
    let intl = Rules::international();
    assert_eq!(moves(&intl, "W:WKa1:Bc3,f4"), ["46x39", "46x44", "46x50"]);
    let pos = Position::from_fen(&intl, "W:WKa1:Bc3,f4").unwrap();
    for m in pos.legal_moves(&intl) {
        assert_eq!(intl.coordinate(m.path()[0]), "e5");
    }
}

#[test]
fn italian_precedence_most_pieces_first() {
    // FID 6.6: the man a2 takes two (b3, d5); the king h3 only one.
    let it = Variant::Italian.rules();
    assert_eq!(moves(&it, "W:Wa2,Kh3:Bb3,d5,g4"), ["25x11"]);
}

#[test]
fn italian_precedence_capture_with_the_king() {
    // FID 6.7: one piece each; the king must capture, not the man.
    let it = Variant::Italian.rules();
    assert_eq!(moves(&it, "W:Wa2,Kh3:Bb3,g4"), ["24x15"]);
    assert_eq!(
        moves(&Rules { precedence: Precedence::Free, ..it }, "W:Wa2,Kh3:Bb3,g4"),
        ["24x15", "25x18"]
    );
}

#[test]
fn italian_precedence_most_kings() {
    // FID 6.8: two kings each take one piece; the one taking a king wins.
    let it = Variant::Italian.rules();
    assert_eq!(moves(&it, "W:WKh3,Kb1:BKg4,c2"), ["24x15"]);
}

#[test]
fn italian_precedence_king_met_first() {
    // FID 6.9: both kings take a king and a man; h3 meets the king (g4)
    // first, a4 meets it second (d3), so only h3 may capture.
    let it = Variant::Italian.rules();
    let fen = "W:WKh3,Ka4:BKg4,e6,b3,Kd3";
    assert_eq!(moves(&it, fen), ["24x6"]);
    assert_eq!(moves(&Rules { precedence: Precedence::Free, ..it }, fen), ["17x19", "24x6"]);
}

#[test]
fn italian_men_cannot_take_kings() {
    // FID 5.3(b): the man c2 may not jump the king on d3; it just moves.
    let it = Variant::Italian.rules();
    assert_eq!(moves(&it, "W:Wc2:BKd3"), ["26-21"]);
    // In English draughts (ACF 1.18) the mirrored capture is compulsory.
    assert_eq!(moves(&Rules::english(), "W:Wf2:BKe3"), ["27x18"]);
}

#[test]
fn czech_king_must_capture_if_it_can() {
    // CZr 4.14: the man c3 could take two (b4, b6) but the king e5 can take
    // g3, so only the king may capture; there is no majority rule.
    let cz = Variant::Czech.rules();
    let fen = "W:Wc3,Ke5:Bb4,b6,Kd2,f8,Kg3,h4";
    assert_eq!(moves(&cz, fen), ["e5xh2"]);
    assert_eq!(moves(&Rules { precedence: Precedence::Free, ..cz }, fen), ["c3xc7", "e5xh2"]);
}

#[test]
fn spanish_most_pieces_then_most_kings() {
    // FPD "quantidade, qualidade": equal counts (one each), so the capture
    // that takes a king (d5 takes b3) is the only legal one.
    let es = Variant::Spanish.rules();
    let fen = "W:W10,K19:BK6,K12,13,16,31";
    assert_eq!(moves(&es, fen), ["19x8"]);
    assert_eq!(moves(&Rules { precedence: Precedence::Free, ..es }, fen), ["10x17", "19x8"]);
    // Quantity comes first: two men outweigh one king.
    let pos_fen = "W:Wf3,Kd5:BKb3,g4,g6";
    assert_eq!(moves(&es, pos_fen), ["10x26"]);
}

#[test]
fn capture_returning_to_its_start_square() {
    // FMJD 4.1 (men capture backwards), 4.11: the man c3 goes round four men
    // and lands on its own start square. Both directions are one move.
    let intl = Rules::international();
    let fen = "W:Wc3:Bd4,d6,b6,b4";
    assert_eq!(moves(&intl, fen), ["37x37"]);
    let pos = Position::from_fen(&intl, fen).unwrap();
    assert_eq!(draughts_rules::perft(&pos, &intl, 1, Duplicates::Keep), 2);
    let after = pos.play(&only(&intl, fen));
    assert_eq!(after.to_fen(&intl), "B:W37:B");
    // A flying king round four men, back to e1.
    assert_eq!(moves(&intl, "W:WKe1:Bf2,f4,d4,d2"), ["48x48"]);
}
