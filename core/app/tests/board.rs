//! The board session driven by scripted taps and keys, asserted on the
//! snapshot field by field: tap a piece and its squares light up, a gold
//! ring marks the pieces that must capture, a multi-capture is tapped jump
//! by jump or straight to its unique end, the last move stays marked, and
//! the keyboard does the same.

use draughts_app::texts::{describe_square, refusal as refusal_text, spoken_move};
use draughts_app::{BoardSession, Key, KeyOutcome, Refusal, TapOutcome};
use draughts_game::{Game, Lang, Player};
use draughts_rules::{Color, Piece, PieceKind, Position, Rules, Setup, Square, Variant};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];

/// A square by name (number or coordinate).
fn sq(rules: &Rules, name: &str) -> Square {
    rules.parse_square(name).unwrap_or_else(|| panic!("no square {name}"))
}

fn sqs(rules: &Rules, names: &[&str]) -> Vec<Square> {
    let mut v: Vec<Square> = names.iter().map(|n| sq(rules, n)).collect();
    v.sort();
    v
}

/// A session on a set-up position: pieces as (name, color, king?).
fn session(rules: Rules, turn: Color, pieces: &[(&str, Color, bool)]) -> BoardSession {
    let pieces = pieces
        .iter()
        .map(|&(n, color, king)| {
            (
                sq(&rules, n),
                Piece { color, kind: if king { PieceKind::King } else { PieceKind::Man } },
            )
        })
        .collect();
    let pos = Position::new(&Setup { turn: Some(turn), pieces }, &rules).unwrap();
    BoardSession::from_game(Game::from_position(rules, pos), HUMANS)
}

/// A played tap, as a comparable value: the move's text and spoken form.
fn played(_r: &Rules, text: impl Into<String>, spoken: impl Into<String>) -> Played {
    Played::Move(text.into(), spoken.into())
}

#[derive(Debug, PartialEq)]
enum Played {
    Move(String, String),
    Other(TapOutcome),
}

fn as_played(r: &Rules, out: TapOutcome) -> Played {
    match out {
        TapOutcome::Played { mv, text } => Played::Move(text, spoken_move(r, &mv, Lang::En)),
        other => Played::Other(other),
    }
}

const W: Color = Color::White;
const B: Color = Color::Black;

#[test]
fn the_start_view() {
    let r = Rules::international();
    let s = BoardSession::new(r, HUMANS);
    let v = s.view();
    assert_eq!((v.side, v.flipped, v.squares.len(), v.turn), (10, false, 50, W));
    assert_eq!((v.selected, v.capture.clone()), (None, None));
    assert_eq!(v.legal_moves.len(), 9);
    assert!(!s.can_undo() && !s.can_redo() && s.bot_to_move().is_none() && !s.is_over());
    assert!(v.flagged(|f| f.target || f.selected || f.must_capture || f.last_to).is_empty());
    // Square 46 is a1, drawn bottom left; square 1 is b10, top.
    assert_eq!((v.square(sq(&r, "46")).row, v.square(sq(&r, "46")).col), (9, 0));
    assert_eq!(v.square(sq(&r, "1")).coordinate, "b10");
    assert_eq!(v.square(sq(&r, "32")).number, 32);
    assert_eq!(v.square(sq(&r, "32")).piece, Some(Piece { color: W, kind: PieceKind::Man }));
}

#[test]
fn select_reselect_and_cancel() {
    let r = Rules::international();
    let mut s = BoardSession::new(r, HUMANS);
    // Select 32: its destinations 27 and 28 light up.
    assert_eq!(
        s.tap(sq(&r, "32")),
        TapOutcome::Selected {
            square: sq(&r, "32"),
            targets: sqs(&r, &["27", "28"]),
            finals: vec![]
        }
    );
    let v = s.view();
    assert_eq!(v.selected, Some(sq(&r, "32")));
    assert_eq!(v.flagged(|f| f.selected), sqs(&r, &["32"]));
    assert_eq!(v.flagged(|f| f.target), sqs(&r, &["27", "28"]));
    assert!(v.flagged(|f| f.final_destination).is_empty());

    // Re-select 33.
    assert!(matches!(s.tap(sq(&r, "33")), TapOutcome::Selected { .. }));
    let v = s.view();
    assert_eq!(v.flagged(|f| f.selected), sqs(&r, &["33"]));
    assert_eq!(v.flagged(|f| f.target), sqs(&r, &["28", "29"]));

    // A tap fitting nothing changes nothing and says why.
    let out = s.tap(sq(&r, "24"));
    assert_eq!(
        out,
        TapOutcome::Refused(Refusal::NotATarget {
            square: sq(&r, "24"),
            from: sq(&r, "33"),
            targets: sqs(&r, &["28", "29"])
        })
    );
    let TapOutcome::Refused(why) = out else { unreachable!() };
    assert_eq!(
        refusal_text(&r, &why, Lang::En),
        "The piece on 33 cannot go to 24; it can go to 28 or 29."
    );
    assert_eq!(
        refusal_text(&r, &why, Lang::Fr),
        "La pièce en 33 ne peut pas aller en 24 ; elle peut aller en 28 ou 29."
    );
    assert_eq!(s.view().selected, Some(sq(&r, "33")));
    // An opponent's piece, with nothing selected, and an empty square.
    assert_eq!(
        s.tap(sq(&r, "18")),
        TapOutcome::Refused(Refusal::NotATarget {
            square: sq(&r, "18"),
            from: sq(&r, "33"),
            targets: sqs(&r, &["28", "29"])
        })
    );

    // Tapping the selected piece again cancels.
    assert_eq!(s.tap(sq(&r, "33")), TapOutcome::Cancelled);
    let v = s.view();
    assert_eq!(v.selected, None);
    assert!(v.flagged(|f| f.target || f.selected).is_empty());
    assert_eq!(
        s.tap(sq(&r, "18")),
        TapOutcome::Refused(Refusal::NotYours { square: sq(&r, "18") })
    );
    assert_eq!(s.tap(sq(&r, "28")), TapOutcome::Refused(Refusal::Empty { square: sq(&r, "28") }));
    assert_eq!(s.tap(sq(&r, "41")), TapOutcome::Refused(Refusal::Blocked { square: sq(&r, "41") }));

    // Escape cancels too.
    s.tap(sq(&r, "31"));
    assert_eq!(s.key(Key::Escape), KeyOutcome::Tap(TapOutcome::Cancelled));
    assert_eq!(s.key(Key::Escape), KeyOutcome::Tap(TapOutcome::Refused(Refusal::NothingSelected)));
}

#[test]
fn a_played_move_stays_highlighted_and_undo_keeps_it_for_redo() {
    let r = Rules::international();
    let mut s = BoardSession::new(r, HUMANS);
    // Play 32-28: the move is listed and stays highlighted.
    s.tap(sq(&r, "32"));
    assert_eq!(as_played(&r, s.tap(sq(&r, "28"))), played(&r, "32-28", "32 to 28"));
    let v = s.view();
    assert_eq!(v.turn, B);
    assert_eq!(v.selected, None);
    assert_eq!(v.flagged(|f| f.last_from), sqs(&r, &["32"]));
    assert_eq!(v.flagged(|f| f.last_to), sqs(&r, &["28"]));
    let plies = s.game().plies();
    assert_eq!((plies.len(), plies[0].text.as_str(), plies[0].color), (1, "32-28", W));
    assert_eq!((s.game().ply(), s.can_undo(), s.can_redo()), (1, true, false));
    assert_eq!(
        describe_square(&r, v.square(sq(&r, "28")), Lang::En),
        "28, white man, last move to here"
    );
    assert_eq!(
        describe_square(&r, v.square(sq(&r, "32")), Lang::Fr),
        "32, vide, départ du dernier coup"
    );

    // Undo keeps the move in the line for redo.
    assert_eq!(s.undo(), Some(vec!["32-28".to_string()]));
    let v = s.view();
    assert_eq!((s.game().ply(), s.can_undo(), s.can_redo(), v.turn), (0, false, true, W));
    assert_eq!(s.game().plies().len(), 1);
    assert!(v.flagged(|f| f.last_to).is_empty());
    assert_eq!(s.redo(), Some(vec!["32-28".to_string()]));
    assert_eq!(s.view().flagged(|f| f.last_to), sqs(&r, &["28"]));
}

#[test]
fn refusal_names_the_pieces_that_must_capture() {
    let r = Rules::international();
    let mut s = session(
        r,
        W,
        &[("32", W, false), ("33", W, false), ("45", W, false), ("28", B, false), ("5", B, false)],
    );
    let v = s.view();
    assert_eq!(v.flagged(|f| f.must_capture), sqs(&r, &["32", "33"]), "gold rings");
    assert_eq!(
        describe_square(&r, v.square(sq(&r, "32")), Lang::En),
        "32, white man, must capture"
    );
    assert_eq!(
        describe_square(&r, v.square(sq(&r, "32")), Lang::Fr),
        "32, pion blanc, doit prendre"
    );
    let out = s.tap(sq(&r, "45"));
    let want = Refusal::MustCapture { square: sq(&r, "45"), capturers: sqs(&r, &["32", "33"]) };
    assert_eq!(out, TapOutcome::Refused(want.clone()));
    assert_eq!(
        refusal_text(&r, &want, Lang::En),
        "The piece on 45 cannot move: capturing is compulsory, and one of the pieces on 32 or 33 must capture."
    );
    assert_eq!(
        refusal_text(&r, &want, Lang::Fr),
        "La pièce en 45 ne peut pas jouer : la prise est obligatoire, et c’est l’une des pièces en 32 ou 33 qui doit prendre."
    );
    assert_eq!(s.view().selected, None);
    // With 32 selected, tapping 45 still refuses and keeps 32 selected.
    s.tap(sq(&r, "32"));
    assert_eq!(s.tap(sq(&r, "45")), TapOutcome::Refused(want));
    assert_eq!(s.view().selected, Some(sq(&r, "32")));
    assert_eq!(s.view().flagged(|f| f.target), sqs(&r, &["23"]));
    assert_eq!(as_played(&r, s.tap(sq(&r, "23"))), played(&r, "32x23", "32 jumps to 23"));
    // Rings go with the capture.
    assert!(s.view().flagged(|f| f.must_capture).is_empty());
}

#[test]
fn two_captures_sharing_start_and_end_need_the_intermediate_tap() {
    // A white man on e3 takes d4 and d6, or f4 and f6: both end on e7.
    // English men do not capture backwards, so there is no loop back to e3.
    let r = Rules::english();
    let mut s = session(
        r,
        W,
        &[("e3", W, false), ("d4", B, false), ("d6", B, false), ("f4", B, false), ("f6", B, false)],
    );
    let (e3, e7, c5, g5) = (sq(&r, "e3"), sq(&r, "e7"), sq(&r, "c5"), sq(&r, "g5"));
    assert_eq!(
        s.tap(e3),
        TapOutcome::Selected { square: e3, targets: sqs(&r, &["c5", "g5"]), finals: vec![] }
    );
    let v = s.view();
    assert_eq!(v.flagged(|f| f.target), sqs(&r, &["c5", "g5"]));
    assert!(!v.square(e7).flags.final_destination, "two moves end on e7: no dotted circle");
    // The final square alone is ambiguous: the next tap decides.
    assert_eq!(
        s.tap(e7),
        TapOutcome::Refused(Refusal::SeveralEndHere { square: e7, via: sqs(&r, &["c5", "g5"]) })
    );
    assert_eq!(s.view().selected, Some(e3));
    assert_eq!(s.tap(g5), TapOutcome::Stepped { square: g5, targets: vec![e7], finals: vec![] });
    let v = s.view();
    let cap = v.capture.clone().unwrap();
    assert_eq!(
        (cap.from, cap.steps.clone(), cap.captured.clone()),
        (e3, vec![g5], vec![sq(&r, "f4")])
    );
    assert_eq!(v.square(e3).piece, None, "the moving piece left its square");
    assert_eq!(v.square(g5).piece, Some(Piece { color: W, kind: PieceKind::Man }));
    assert!(
        v.square(sq(&r, "f4")).flags.captured && v.square(sq(&r, "f4")).piece.is_some(),
        "taken, still on the board"
    );
    assert!(v.square(g5).flags.stepped);
    assert_eq!(v.flagged(|f| f.target), vec![e7]);
    // c5 belongs to the other capture: now it fits nothing.
    assert!(matches!(s.tap(c5), TapOutcome::Refused(Refusal::NotATarget { .. })));
    let n = |c: &str| r.square_number(sq(&r, c));
    let text = format!("{}x{}x{}", n("e3"), n("g5"), n("e7"));
    let spoken = format!("{} jumps to {}, then {}", n("e3"), n("g5"), n("e7"));
    assert_eq!(as_played(&r, s.tap(e7)), played(&r, text.clone(), spoken));
    let v = s.view();
    assert_eq!(s.game().plies()[0].text, text, "long notation: another move shares start and end");
    assert_eq!(v.flagged(|f| f.last_path), vec![g5]);
    assert_eq!(v.square(sq(&r, "f4")).piece, None);
    assert_eq!(v.square(sq(&r, "d4")).piece.map(|p| p.color), Some(B));
    assert!(v.capture.is_none());
}

#[test]
fn direct_tap_on_the_unique_final_destination() {
    let r = Rules::international();
    let mut s =
        session(r, W, &[("e3", W, false), ("d4", B, false), ("d6", B, false), ("a9", B, false)]);
    let (e3, c5, e7) = (sq(&r, "e3"), sq(&r, "c5"), sq(&r, "e7"));
    assert_eq!(s.tap(e3), TapOutcome::Selected { square: e3, targets: vec![c5], finals: vec![e7] });
    let v = s.view();
    assert_eq!(v.flagged(|f| f.target), vec![c5]);
    assert_eq!(v.flagged(|f| f.final_destination), vec![e7], "dotted circle");
    assert_eq!(
        describe_square(&r, v.square(e7), Lang::En),
        format!("{}, empty, final destination", r.square_number(e7))
    );
    assert_eq!(
        describe_square(&r, v.square(e7), Lang::Fr),
        format!("{}, vide, destination finale", r.square_number(e7))
    );
    let n = |c: &str| r.square_number(sq(&r, c));
    assert_eq!(
        as_played(&r, s.tap(e7)),
        played(
            &r,
            format!("{}x{}", n("e3"), n("e7")),
            format!("{} jumps to {}, then {}", n("e3"), n("c5"), n("e7"))
        )
    );
    let v = s.view();
    assert_eq!(v.turn, B);
    assert_eq!(v.square(e7).piece, Some(Piece { color: W, kind: PieceKind::Man }));
    assert_eq!((v.square(sq(&r, "d4")).piece, v.square(sq(&r, "d6")).piece), (None, None));
    assert_eq!(v.flagged(|f| f.last_path), vec![c5]);
}

#[test]
fn russian_man_crowned_mid_capture_is_shown_as_a_king() {
    let r = Variant::Russian.rules();
    let mut s =
        session(r, W, &[("b6", W, false), ("c7", B, false), ("f6", B, false), ("e3", B, false)]);
    let (b6, d8, g5) = (sq(&r, "b6"), sq(&r, "d8"), sq(&r, "g5"));
    assert_eq!(
        s.tap(b6),
        TapOutcome::Selected {
            square: b6,
            targets: vec![d8],
            finals: s.view().flagged(|f| f.final_destination)
        }
    );
    let out = s.tap(d8);
    let TapOutcome::Stepped { targets, .. } = out else { panic!("{out:?}") };
    // A king now: it flies past f6, to g5 (not h4, where the capture would
    // stop although it can go on).
    assert_eq!(targets, vec![g5]);
    let v = s.view();
    let king = Piece { color: W, kind: PieceKind::King };
    assert_eq!(v.capture.as_ref().unwrap().piece, king);
    assert_eq!(v.square(d8).piece, Some(king));
    assert_eq!(v.square(b6).piece, None);
    assert!(v.square(sq(&r, "c7")).flags.captured);
    assert_eq!(describe_square(&r, v.square(d8), Lang::Fr), "d8, dame blanche, la rafle passe ici");
    s.tap(g5);
    let v = s.view();
    assert_eq!(v.square(g5).piece, Some(king), "still a king for the rest of the capture");
    assert_eq!(v.flagged(|f| f.captured), sqs(&r, &["c7", "f6"]));
    assert_eq!(v.flagged(|f| f.target), sqs(&r, &["c1", "d2"]));
    let out = s.tap(sq(&r, "c1"));
    assert_eq!(
        as_played(&r, out),
        played(&r, "b6:c1", "b6 jumps to d8, then g5, then c1, crowned")
    );
    let v = s.view();
    assert_eq!(v.square(sq(&r, "c1")).piece, Some(king));
    assert!(s.is_over(), "Black has no pieces left");
    assert_eq!(s.tap(sq(&r, "c1")), TapOutcome::Refused(Refusal::GameOver));
}

#[test]
fn international_turkish_strike_hop_by_hop() {
    // The king on 7 takes 12, 24 and 10 (29, 15, 4). From 4 it would take
    // 10 again only if taken pieces left at once: they stay until the end
    // of the move (FMJD 4.8), so the capture stops on 4 with 3 pieces,
    // not 4 (42 stays).
    let r = Rules::international();
    let mut s = session(
        r,
        W,
        &[("7", W, true), ("10", B, false), ("12", B, false), ("24", B, false), ("42", B, false)],
    );
    let v = s.view();
    assert_eq!(v.flagged(|f| f.must_capture), sqs(&r, &["7"]));
    let out = s.tap(sq(&r, "7"));
    let TapOutcome::Selected { targets, .. } = out else { panic!("{out:?}") };
    assert!(targets.contains(&sq(&r, "29")), "{targets:?}");
    let mut taken = Vec::new();
    for hop in ["29", "15"] {
        let out = s.tap(sq(&r, hop));
        assert!(matches!(out, TapOutcome::Stepped { .. }), "{hop}: {out:?}");
        let v = s.view();
        let cap = v.capture.clone().unwrap();
        taken = cap.captured.clone();
        assert_eq!(cap.piece, Piece { color: W, kind: PieceKind::King });
        for t in &taken {
            assert!(v.squares[t.index()].piece.is_some(), "taken pieces stay on the board");
        }
        assert_eq!(v.square(sq(&r, hop)).piece, Some(cap.piece));
    }
    assert_eq!(taken.len(), 2);
    assert_eq!(s.view().flagged(|f| f.target), sqs(&r, &["4"]), "only one way on");
    let out = s.tap(sq(&r, "4"));
    assert_eq!(as_played(&r, out), played(&r, "7x4", "7 jumps to 29, then 15, then 4"));
    let v = s.view();
    assert_eq!(v.squares.iter().filter(|q| q.piece.is_some_and(|p| p.color == B)).count(), 1);
    assert_eq!(v.square(sq(&r, "42")).piece.map(|p| p.color), Some(B));
}

#[test]
fn keyboard_cursor_follows_the_screen() {
    let r = Rules::international();
    let mut s = BoardSession::new(r, HUMANS);
    let at = |s: &BoardSession| r.square_number(s.cursor().unwrap());
    // The cursor starts on a piece of the side to move: the movable white
    // man nearest the bottom left.
    assert_eq!(at(&s), 31);
    assert_eq!(s.view().flagged(|f| f.cursor), sqs(&r, &["31"]));
    // Left and right go to the next dark square of the same row, up and
    // down to the same column two rows away; the edge holds the cursor.
    s.key(Key::Right);
    assert_eq!(at(&s), 32);
    s.key(Key::Up);
    assert_eq!(at(&s), 22, "32 is d4; straight up is d6");
    s.key(Key::Down);
    assert_eq!(at(&s), 32);
    // Diagonals: one step to the touching square.
    assert_eq!(s.key(Key::UpLeft), KeyOutcome::Cursor(sq(&r, "27")));
    assert_eq!(s.key(Key::UpRight), KeyOutcome::Cursor(sq(&r, "22")));
    s.key(Key::DownRight);
    s.key(Key::DownLeft);
    assert_eq!(at(&s), 32);
    s.set_cursor(sq(&r, "46"));
    s.key(Key::Left);
    s.key(Key::Down);
    s.key(Key::DownLeft);
    assert_eq!(at(&s), 46, "a1 is a corner");
    s.set_cursor(sq(&r, "5"));
    s.key(Key::Up);
    s.key(Key::Right);
    assert_eq!(at(&s), 5, "j10 too");
    // A tap moves the cursor.
    s.tap(sq(&r, "33"));
    assert_eq!(at(&s), 33);
    s.tap(sq(&r, "33"));
    // Enter taps at the cursor: select 32, then play 32-28.
    s.set_cursor(sq(&r, "32"));
    assert!(matches!(s.key(Key::Enter), KeyOutcome::Tap(TapOutcome::Selected { .. })));
    s.key(Key::UpRight);
    assert_eq!(at(&s), 28);
    let KeyOutcome::Tap(out) = s.key(Key::Enter) else { panic!("Enter taps") };
    assert_eq!(as_played(&r, out), played(&r, "32-28", "32 to 28"));
    // Black to move: the cursor goes to the black man nearest the move,
    // straight above 28.
    assert_eq!(s.view().turn, B);
    assert_eq!(at(&s), 18);
}

#[test]
fn flipped_board_and_pass_and_play_orientation() {
    let r = Rules::english();
    let mut s = BoardSession::new(r, HUMANS);
    assert!(!s.view().flipped);
    let a1 = sq(&r, "a1");
    assert_eq!((s.view().square(a1).row, s.view().square(a1).col), (7, 0));
    s.flip();
    let v = s.view();
    assert!(v.flipped);
    assert_eq!((v.square(a1).row, v.square(a1).col), (0, 7));
    // Arrows follow the screen: on a flipped board, right goes toward a.
    s.set_cursor(sq(&r, "c1"));
    s.key(Key::Right);
    assert_eq!(s.cursor(), Some(a1));
    // Pass and play: the board faces the player to move (Black first in English).
    s.set_auto_flip(true);
    assert!(s.view().flipped);
    s.play_text("11-15").unwrap();
    assert!(!s.view().flipped);
    // Against the bot playing White, the human's Black is at the bottom.
    let s = BoardSession::new(r, [Player::Bot { level: 3 }, Player::Human]);
    assert!(s.view().flipped);
    assert_eq!(s.bot_to_move(), None, "Black moves first in English");
}

#[test]
fn bot_moves_come_from_the_caller_and_undo_skips_them() {
    let r = Rules::international();
    let mut s = BoardSession::new(r, [Player::Human, Player::Bot { level: 2 }]);
    s.tap(sq(&r, "32"));
    s.tap(sq(&r, "28"));
    assert_eq!(s.bot_to_move(), Some(2));
    assert_eq!(s.tap(sq(&r, "19")), TapOutcome::Refused(Refusal::BotToMove { color: B }));
    let m = s.position().parse_move(&r, "19-23").unwrap();
    assert_eq!(s.play_move(&m).unwrap(), "19-23");
    assert_eq!(s.bot_to_move(), None);
    // A hint is shown until the next move.
    let hint = s.position().parse_move(&r, "28x19").unwrap();
    s.set_hint(Some(hint));
    assert_eq!(s.view().flagged(|f| f.hint), sqs(&r, &["19", "28"]));
    // Undo goes back past the bot's reply to the human's turn.
    assert_eq!(s.undo(), Some(vec!["19-23".to_string(), "32-28".to_string()]));
    let v = s.view();
    assert_eq!((s.game().ply(), v.turn, s.bot_to_move()), (0, W, None));
    assert!(v.flagged(|f| f.hint).is_empty());
    assert!(!s.can_undo(), "nothing before the person's first turn");
    assert_eq!(s.redo(), Some(vec!["32-28".to_string(), "19-23".to_string()]));
    assert_eq!(s.game().ply(), 2);
    // Resigning ends the game; taps are refused.
    s.resign(W).unwrap();
    let v = s.view();
    assert!(s.is_over() && s.bot_to_move().is_none());
    assert!(v.flagged(|f| f.must_capture).is_empty() && v.legal_moves.is_empty());
    assert_eq!(s.tap(sq(&r, "28")), TapOutcome::Refused(Refusal::GameOver));
    // Undo takes the resignation back on its own.
    assert_eq!(s.undo(), Some(vec![]));
    assert!(!s.is_over());
    assert_eq!(s.game().ply(), 2);
}

/// When the bot opens the game, undo has no person's turn to go back to.
#[test]
fn undo_never_lands_on_the_bots_turn() {
    let r = Rules::english();
    let mut s = BoardSession::new(r, [Player::Human, Player::Bot { level: 1 }]);
    let m = s.position().parse_move(&r, "11-15").unwrap();
    s.play_move(&m).unwrap();
    assert_eq!(s.bot_to_move(), None);
    assert!(!s.can_undo());
    assert_eq!(s.undo(), None);
    assert_eq!(s.game().ply(), 1);
    // Two bots: nobody undoes.
    let s = BoardSession::new(r, [Player::Bot { level: 1 }, Player::Bot { level: 1 }]);
    assert!(!s.can_undo() && !s.can_redo());
}

#[test]
fn spoken_moves_in_every_language() {
    let r = Rules::international();
    let pos = Position::start(&r);
    let m = pos.parse_move(&r, "32-28").unwrap();
    assert_eq!(spoken_move(&r, &m, Lang::En), "32 to 28");
    assert_eq!(spoken_move(&r, &m, Lang::Fr), "32 vers 28");
    let r = Rules::international();
    let s = session(r, W, &[("e3", W, false), ("d4", B, false), ("d6", B, false)]);
    let m = s.position().legal_moves(&r)[0];
    let n = |c: &str| r.square_number(sq(&r, c));
    let (e3, c5, e7) = (n("e3"), n("c5"), n("e7"));
    // The squares named are where the man lands, not the pieces it takes.
    assert_eq!(spoken_move(&r, &m, Lang::Fr), format!("{e3} saute en {c5}, puis {e7}"));
    assert_eq!(spoken_move(&r, &m, Lang::Nl), format!("{e3} slaat naar {c5}, dan {e7}"));
    assert_eq!(spoken_move(&r, &m, Lang::Ru), format!("{e3} бьёт на {c5}, затем на {e7}"));
    assert_eq!(spoken_move(&r, &m, Lang::PtBr), format!("{e3} salta para {c5}, depois {e7}"));
}

#[test]
fn the_bot_answers_a_draw_offer() {
    use draughts_app::DrawAnswer;
    let r = Rules::international();
    // Level material: the bot accepts.
    let mut s = BoardSession::new(r, [Player::Human, Player::Bot { level: 1 }]);
    assert_eq!(s.offer_draw(Color::White), Ok(DrawAnswer::Accepted));
    assert_eq!(s.game().result().map(|x| x.reason), Some(draughts_game::EndReason::Agreement));
    // The bot a man up declines, and no offer stays pending.
    let g = Game::from_position(r, Position::from_fen(&r, "W:W46:B1,2").unwrap());
    let mut s = BoardSession::from_game(g, [Player::Human, Player::Bot { level: 1 }]);
    assert_eq!(s.offer_draw(Color::White), Ok(DrawAnswer::Declined));
    assert_eq!((s.game().result(), s.game().pending_draw_offer()), (None, None));
    // Between people it waits for the answer.
    let mut s = BoardSession::new(r, [Player::Human, Player::Human]);
    assert_eq!(s.offer_draw(Color::White), Ok(DrawAnswer::Pending));
    s.answer_draw(false).unwrap();
    assert_eq!(s.game().pending_draw_offer(), None);
}

/// The descriptions a view carries are in the session's language.
#[test]
fn views_speak_the_sessions_language() {
    let r = Rules::international();
    let mut s = BoardSession::new(r, HUMANS);
    s.play_text("32-28").unwrap();
    let v = s.view();
    assert_eq!(v.square(sq(&r, "28")).description, "28, white man, last move to here");
    assert_eq!(v.square(sq(&r, "28")).state, "white man, last move to here");
    s.set_lang(Lang::Fr);
    assert_eq!(
        s.view().square(sq(&r, "28")).description,
        "28, pion blanc, arrivée du dernier coup"
    );
}
