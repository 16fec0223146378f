//! The game table's policy, the same for every front end: who acts, what
//! is enabled (also while replaying), the bot's turn and hints with stale
//! answers refused, move labels, PDN tags, saves with orientation and
//! language, read-only replay, and the sentences the table says.

use draughts_app::{
    hint_budget_ms, ActionError, DrawAnswer, EventKind, GameTable, GameView, Key, KeyOutcome,
    PdnContext, Refusal, SearchKind, TapOutcome,
};
use draughts_game::{pdn, EndReason, Lang, Outcome, Player};
use draughts_rules::{Color, Move, Rules, Square, Variant};

const HUMANS: [Player; 2] = [Player::Human, Player::Human];
const W: Color = Color::White;
const B: Color = Color::Black;

fn sq(rules: &Rules, name: &str) -> Square {
    rules.parse_square(name).unwrap_or_else(|| panic!("no square {name}"))
}

fn mv(s: &GameTable, text: &str) -> Move {
    s.game().position().parse_move(s.rules(), text).unwrap()
}

/// Plays the wanted search's answer as the front end would.
fn bot_plays(s: &mut GameTable, text: &str) {
    let ticket = s.view().search.expect("the bot is to move");
    let m = mv(s, text);
    s.apply_search(&ticket, Some(m)).unwrap();
}

fn labels(v: &GameView) -> String {
    v.moves
        .iter()
        .filter(|m| !m.undone)
        .map(|m| match &m.label {
            Some(l) => format!("{l} {}", m.text),
            None => m.text.clone(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn who_acts_in_every_mode() {
    let r = Rules::international();
    let mut two = GameTable::new(r, HUMANS, Lang::En);
    assert_eq!(two.view().acting_side, Some(W));
    two.play_text("32-28").unwrap();
    assert_eq!(two.view().acting_side, Some(B), "pass-and-play: the side to move");
    let o = two.view().offered;
    assert!(o.resign && o.offer_draw && !o.hint, "people: no hint");

    let white_bot = GameTable::new(r, [Player::Bot { level: 3 }, Player::Human], Lang::En);
    assert_eq!(white_bot.view().acting_side, Some(B));
    assert!(white_bot.view().enabled.resign, "a person may resign while the bot thinks");
    assert!(!white_bot.view().enabled.offer_draw, "but offers a draw on their own turn");
    let o = white_bot.view().offered;
    assert!(o.offer_draw && o.resign && o.hint, "offered even while not enabled");
    let black_bot = GameTable::new(r, [Player::Human, Player::Bot { level: 3 }], Lang::En);
    assert_eq!(black_bot.view().acting_side, Some(W));

    let mut bots = GameTable::new(r, [Player::Bot { level: 1 }; 2], Lang::En);
    let v = bots.view();
    assert_eq!(v.acting_side, None);
    let a = v.enabled;
    assert!(!a.resign && !a.offer_draw && !a.hint && !a.undo);
    assert!(!v.offered.resign && !v.offered.offer_draw);
    assert_eq!(bots.resign(), Err(ActionError::NoPerson));
    assert_eq!(bots.offer_draw(), Err(ActionError::NoPerson));
    assert!(bots.view().search.is_some(), "the bots play on by themselves");
}

#[test]
fn actions_follow_the_game() {
    let r = Rules::international();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 2 }], Lang::En);
    let a = s.view().enabled;
    assert!(!a.undo && !a.redo && a.hint && a.offer_draw && a.resign);
    assert!(!a.answer_draw && !a.end_replay);
    assert!(!s.view().in_progress, "no move yet: a new game may replace it without asking");
    s.play_text("32-28").unwrap();
    let v = s.view();
    assert!(v.in_progress);
    // The bot is to move: no hint, no draw offer; undo is allowed.
    assert!(!v.enabled.hint && !v.enabled.offer_draw && v.enabled.undo);
    bot_plays(&mut s, "19-23");
    let v = s.view();
    assert!(v.enabled.hint && v.enabled.offer_draw && v.enabled.undo && !v.enabled.redo);
    // Pass-and-play has no hint.
    let two = GameTable::new(r, HUMANS, Lang::En);
    assert!(!two.view().enabled.hint);
    // Over: only undo remains (export and flip always work).
    s.resign().unwrap();
    let v = s.view();
    assert!(!v.in_progress && v.result.is_some());
    let a = v.enabled;
    assert!(a.undo && !a.hint && !a.offer_draw && !a.resign);
    assert!(s.pdn(&PdnContext::default()).is_ok(), "a finished game exports");
    assert_eq!(v.event.unwrap().kind, EventKind::GameOver);
}

/// A hint asked while replaying move 6 used to answer for the live
/// position and show nothing. Now asking ends the replay first, and the
/// hint is for the board on screen.
#[test]
fn replaying_and_the_actions_that_change_the_live_game() {
    let r = Rules::international();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 2 }], Lang::En);
    for (me, bot) in [("32-28", "19-23"), ("28x19", "14x23"), ("37-32", "10-14")] {
        s.play_text(me).unwrap();
        bot_plays(&mut s, bot);
    }
    assert!(s.replay(2));
    let v = s.view();
    assert_eq!(v.replay.as_ref().map(|r| r.plies), Some(2));
    assert_eq!(v.status, "Replaying move 1… 19-23");
    assert!(v.enabled.end_replay && v.enabled.hint, "hint stays, and ends the replay");
    assert!(v.board.legal_moves.is_empty(), "a replayed board is read-only");
    assert_eq!(v.board.flagged(|f| f.last_to), vec![sq(&r, "23")]);
    assert!(v.moves[1].current && !v.moves[5].current);
    // Taps on the replayed board are refused with the reason.
    let out = s.tap(sq(&r, "31"));
    assert_eq!(out, TapOutcome::Refused(Refusal::Replaying));
    assert!(s.view().event.unwrap().text.contains("go back to the game"));
    // The hint ends the replay and is for the live position.
    assert!(s.request_hint());
    let v = s.view();
    assert!(v.replay.is_none());
    let ticket = v.search.unwrap();
    assert_eq!(ticket.kind, SearchKind::Hint { budget_ms: hint_budget_ms(2) });
    let job = s.search_job().unwrap();
    assert_eq!(job.position, s.game().position());
    let best = job.position.legal_moves(&r)[0];
    s.apply_search(&ticket, Some(best)).unwrap();
    let v = s.view();
    assert_eq!(v.board.flagged(|f| f.hint).len(), 2, "shown on the live board");
    assert_eq!(v.event.unwrap().kind, EventKind::Hint);
    // Escape leaves a replay; so do undo and redo.
    s.replay(1);
    assert_eq!(s.key(Key::Escape), KeyOutcome::Tap(TapOutcome::Cancelled));
    assert!(s.view().replay.is_none());
    s.replay(1);
    assert!(s.undo());
    assert!(s.view().replay.is_none());
    // Replaying the live ply is the live board.
    s.replay(2);
    s.replay(s.game().ply());
    assert!(s.view().replay.is_none());
    assert!(!s.replay(99), "past the end of the line");
}

#[test]
fn the_bots_answer_is_applied_only_while_current() {
    let r = Rules::international();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 4 }], Lang::En);
    assert_eq!(s.view().search, None, "White is a person");
    s.play_text("32-28").unwrap();
    let ticket = s.view().search.unwrap();
    assert_eq!((ticket.kind, ticket.side), (SearchKind::BotMove { level: 4 }, B));
    let v = s.view();
    assert!(v.players[1].thinking && !v.players[0].thinking);
    assert_eq!(v.status, "Black to move — the bot is thinking…");
    // Undo while it thinks: its answer is stale.
    let answer = mv(&s, "19-23");
    assert!(s.undo());
    assert!(s.apply_search(&ticket, Some(answer)).is_err());
    assert_eq!(s.game().ply(), 0);
    // A new request after the move again; an answer applies once.
    s.play_text("32-28").unwrap();
    let ticket = s.view().search.unwrap();
    s.apply_search(&ticket, Some(answer)).unwrap();
    assert!(s.apply_search(&ticket, Some(answer)).is_err());
    let e = s.view().event.unwrap();
    assert_eq!(
        e.kind,
        EventKind::Moved { capture: false, by_bot: true, game_over: false, crowned: false }
    );
    assert_eq!(e.text, "The bot plays 19 to 23. White must capture with 28.");
    // A ticket of another game (a new game) never applies here.
    let mut other = GameTable::new(r, [Player::Human, Player::Bot { level: 4 }], Lang::En);
    other.play_text("31-26").unwrap();
    let foreign = other.view().search.unwrap();
    assert!(s.apply_search(&foreign, Some(answer)).is_err());
}

#[test]
fn a_played_hint_makes_its_search_stale() {
    let r = Rules::international();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 6 }], Lang::En);
    assert!(s.request_hint());
    let ticket = s.view().search.unwrap();
    assert_eq!(ticket.kind, SearchKind::Hint { budget_ms: 1500 });
    assert!(!s.view().enabled.hint, "one hint search at a time");
    s.play_text("31-27").unwrap();
    assert!(s.apply_search(&ticket, Some(mv(&s, "19-23"))).is_err());
    // Hint budgets grow with the level and are capped.
    let budgets: Vec<u32> = (1..=6).map(hint_budget_ms).collect();
    assert!(budgets.windows(2).all(|w| w[0] < w[1]) && budgets[5] <= 1500, "{budgets:?}");
}

#[test]
fn hint_and_bot_move_through_a_real_search() {
    // Black moves first in English: the bot, here.
    let r = Rules::english();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 1 }], Lang::Fr);
    let job = s.search_job().unwrap();
    let mut bot = draughts_engine::Bot::new(r);
    let answer = job.run(&mut bot, 7, None, &mut |_| {});
    s.apply_search(&job.ticket, answer.best).unwrap();
    assert_eq!(s.game().ply(), 1);
    assert!(s.request_hint());
    let job = s.search_job().unwrap();
    let answer = job.run(&mut bot, 7, None, &mut |_| {});
    assert!(!job.pv_text(&answer.pv).is_empty());
    s.apply_search(&job.ticket, answer.best).unwrap();
    let e = s.view().event.unwrap();
    assert!(e.text.starts_with("Conseil : ") && e.text.contains(" vers "), "{}", e.text);
}

#[test]
fn move_labels_follow_the_variants_first_mover() {
    let r = Rules::english();
    let mut s = GameTable::new(r, HUMANS, Lang::En);
    for m in ["11-15", "23-19", "9-14"] {
        s.play_text(m).unwrap();
    }
    assert_eq!(labels(&s.view()), "1. 11-15 23-19 2. 9-14");
    let r = Rules::international();
    let mut s = GameTable::new(r, HUMANS, Lang::En);
    for m in ["32-28", "19-23", "28x19"] {
        s.play_text(m).unwrap();
    }
    assert_eq!(labels(&s.view()), "1. 32-28 19-23 2. 28x19");
    // A set-up position with the second mover to move starts at "1…".
    let mut s = GameTable::from_fen(r, "B:W40,45:B6,7", HUMANS, Lang::En).unwrap();
    for m in ["6-11", "40-34", "7-12"] {
        s.play_text(m).unwrap();
    }
    assert_eq!(labels(&s.view()), "1… 6-11 2. 40-34 7-12");
}

#[test]
fn pdn_tags_are_the_cores() {
    let r = Rules::russian();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 4 }], Lang::Fr);
    s.play_text("c3-d4").unwrap();
    let ctx = PdnContext { date: Some("2026-12-01".into()), site: Some("Android".into()) };
    let text = s.export_pdn(&ctx).unwrap();
    for tag in [
        "[Event \"Partie amicale\"]",
        "[Site \"Android\"]",
        "[Date \"2026.12.01\"]",
        "[Round \"-\"]",
        "[White \"Joueur\"]",
        "[Black \"Robot niveau 4\"]",
        "[GameType \"25\"]",
        "[Result \"*\"]",
    ] {
        assert!(text.contains(tag), "{tag} missing in\n{text}");
    }
    assert!(!text.contains("[FEN"), "the start position needs no FEN tag");
    assert_eq!(s.view().event.unwrap().text, "Partie exportée en PDN (1 coup).");
    // It reads back, the same game.
    let back = pdn::read_pdn(&text).unwrap();
    assert_eq!(back[0].game.plies()[0].text, "c3-d4");
    // English, a set-up position: FEN tag; no date known: ????.??.??.
    let r = Rules::international();
    let s =
        GameTable::from_fen(r, "W:W28:B23", [Player::Bot { level: 2 }, Player::Human], Lang::En)
            .unwrap();
    let text = s.pdn(&PdnContext::default()).unwrap();
    for tag in
        ["[Date \"????.??.??\"]", "[Site \"?\"]", "[White \"Bot level 2\"]", "[Black \"Player\"]"]
    {
        assert!(text.contains(tag), "{tag} missing in\n{text}");
    }
    assert!(text.contains("[FEN \"W:W28:B23\"]"), "{text}");
    for bad in ["2026-13-01", "01/12/2026", "2026-1-1", ""] {
        let ctx = PdnContext { date: Some(bad.into()), site: None };
        assert!(s.pdn(&ctx).unwrap_err().to_string().contains(bad), "{bad}");
    }
}

#[test]
fn saves_keep_orientation_auto_flip_and_language() {
    let r = Rules::english();
    let mut s = GameTable::new(r, HUMANS, Lang::Fr);
    s.set_auto_flip(true);
    s.play_text("11-15").unwrap();
    let restored = GameTable::restore(&s.save()).unwrap();
    assert_eq!(restored.board().prefs(), s.board().prefs());
    assert!(restored.board().auto_flip());
    assert_eq!(restored.lang(), Lang::Fr);
    assert_eq!(restored.view().status, "Trait aux Blancs");
    assert_eq!(restored.save(), s.save());
    // Against the bot with the board turned by hand.
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 5 }], Lang::En);
    s.flip();
    assert!(s.view().board.flipped);
    let restored = GameTable::restore(&s.save()).unwrap();
    assert!(restored.view().board.flipped);
    assert_eq!(restored.board().players(), [Player::Human, Player::Bot { level: 5 }]);
}

#[test]
fn view_at_is_a_full_read_only_snapshot() {
    let r = Rules::international();
    let mut s = GameTable::new(r, HUMANS, Lang::En);
    for m in ["32-28", "19-23", "28x19"] {
        s.play_text(m).unwrap();
    }
    s.flip();
    let v = s.view_at(2).unwrap();
    assert!(v.board.flipped, "orientation kept");
    assert_eq!(v.board.flagged(|f| f.last_from), vec![sq(&r, "19")]);
    assert_eq!(v.board.square(sq(&r, "23")).piece.map(|p| p.color), Some(B));
    assert!(v.board.legal_moves.is_empty());
    assert_eq!(v.replay.unwrap().plies, 2);
    assert!(s.view().replay.is_none(), "the screen itself is unchanged");
    assert_eq!(s.view_at(3).unwrap().replay, None, "the live ply is the live view");
    assert!(s.view_at(4).is_none());
    let start = s.view_at(0).unwrap();
    assert_eq!(start.status, "Replaying the start position");
    assert!(start.board.flagged(|f| f.last_to).is_empty());
}

#[test]
fn the_sentences_of_a_capture_and_of_a_move() {
    // Capture in progress, jump by jump.
    let r = Rules::international();
    let mut s = GameTable::from_fen(r, "W:WK7:B10,12,24,42", HUMANS, Lang::En).unwrap();
    s.tap(sq(&r, "7"));
    assert!(s.view().event.unwrap().text.starts_with("White king on 7 selected: it can go to"));
    s.tap(sq(&r, "29"));
    let v = s.view();
    assert_eq!(v.status, "Capture on: 2 more jumps");
    assert_eq!(v.event.unwrap().kind, EventKind::Stepped);
    s.set_lang(Lang::Fr);
    assert_eq!(s.view().status, "Rafle en cours : encore 2 prises");

    // A move that leaves a capture to the opponent says who must take.
    let mut s = GameTable::new(r, HUMANS, Lang::En);
    s.play_text("32-28").unwrap();
    s.play_text("19-23").unwrap();
    assert_eq!(s.view().event.unwrap().text, "19 to 23. White must capture with 28.");
}

#[test]
fn the_sentences_of_draw_counters_and_results() {
    let r = Rules::international();
    // The draw counter while a counting rule runs, and the result it gives.
    let mut s = GameTable::from_fen(r, "W:WK46,K47,K48:BK5", HUMANS, Lang::En).unwrap();
    assert_eq!(s.view().draw_counter.unwrap().text, "16-move rule: 16 moves left");
    s.set_lang(Lang::Fr);
    assert_eq!(s.view().draw_counter.unwrap().text, "Règle des 16 coups : encore 16 coups");
    // Two kings against one: the 5-move count, walked to its end with
    // quiet moves that give nothing away and never repeat a position.
    let mut s = GameTable::from_fen(r, "W:WK1,K45:BK28", HUMANS, Lang::En).unwrap();
    let mut seen = std::collections::HashMap::new();
    while s.view().result.is_none() {
        let pos = s.game().position();
        *seen.entry(pos).or_insert(0) += 1;
        let legal = s.board().legal().to_vec();
        let next = legal
            .iter()
            .filter(|m| !m.is_capture() && !pos.play(m).has_capture(s.rules()))
            .min_by_key(|m| seen.get(&pos.play(m)).copied().unwrap_or(0))
            .expect("a quiet move that gives nothing away");
        s.play_text(&pos.move_text(s.rules(), next)).unwrap();
    }
    let res = s.view().result.unwrap();
    assert_eq!(res.reason, EndReason::LoneKingTwo);
    assert_eq!(res.text, "Draw: 5 moves of two pieces against a lone king");
    // Results in words, both languages.
    let mut s = GameTable::from_fen(r, "W:W28:B23", HUMANS, Lang::En).unwrap();
    s.play_text("28x19").unwrap();
    let v = s.view();
    assert_eq!(v.result.as_ref().unwrap().outcome, Outcome::WhiteWins);
    assert_eq!(v.status, "White wins: Black has no pieces left");
    assert_eq!(v.event.unwrap().text, "28 jumps to 19. White wins: Black has no pieces left.");
    s.set_lang(Lang::Fr);
    assert_eq!(s.view().status, "Les Blancs gagnent : les Noirs n’ont plus de pièces");
}

#[test]
fn the_sentences_of_draw_offers_undo_redo_and_the_title() {
    let r = Rules::international();
    // The bot declining a draw, and a pending offer between people.
    let mut s =
        GameTable::from_fen(r, "W:W46:B1,2", [Player::Human, Player::Bot { level: 1 }], Lang::En)
            .unwrap();
    assert_eq!(s.offer_draw(), Ok(DrawAnswer::Declined));
    assert_eq!(s.view().event.unwrap().text, "The bot declines the draw: play on.");
    let mut s = GameTable::new(r, HUMANS, Lang::Fr);
    assert_eq!(s.offer_draw(), Ok(DrawAnswer::Pending));
    let v = s.view();
    assert_eq!(
        v.draw_offer.unwrap().text,
        "Les Blancs proposent la nulle : les Noirs peuvent accepter ou refuser."
    );
    assert!(v.enabled.answer_draw && !v.enabled.offer_draw);
    assert_eq!(s.offer_draw(), Err(ActionError::OfferPending));
    s.answer_draw(true).unwrap();
    assert_eq!(s.view().status, "Partie nulle d’un commun accord");

    // Undo and redo say what they took back, and the title and mode lines.
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 4 }], Lang::En);
    s.play_text("32-28").unwrap();
    bot_plays(&mut s, "19-23");
    s.undo();
    assert_eq!(s.view().event.unwrap().text, "Undone: 19-23, 32-28. White to move");
    s.redo();
    assert_eq!(s.view().event.unwrap().text, "Redone: 32-28, 19-23.");
    let v = s.view();
    assert_eq!(v.title, "International draughts");
    assert_eq!(v.mode, "Against the bot, level 4 (Club player)");
    assert_eq!(
        (v.players[0].name.as_str(), v.players[1].name.as_str()),
        ("You", "Bot — Club player")
    );
    let custom = Rules::custom(Variant::Russian, |r| r.flying_kings = false).unwrap();
    assert_eq!(GameTable::new(custom, HUMANS, Lang::Fr).view().title, "Règles personnalisées");
}

#[test]
fn players_strips_count_the_pieces() {
    let r = Rules::international();
    let mut s = GameTable::from_fen(r, "W:W28,K30:B23,24", HUMANS, Lang::En).unwrap();
    let v = s.view();
    assert_eq!((v.players[0].men, v.players[0].kings, v.players[0].lost), (1, 1, 0));
    assert!(v.players[0].to_move && !v.players[1].to_move);
    s.play_text("28x19").unwrap();
    let v = s.view();
    assert_eq!((v.players[1].men, v.players[1].lost), (1, 1));
    assert_eq!((v.players[0].name.as_str(), v.players[1].name.as_str()), ("White", "Black"));
}

#[test]
fn events_count_up_and_the_cursor_is_described() {
    let r = Rules::international();
    let mut s = GameTable::new(r, HUMANS, Lang::En);
    assert!(s.view().event.is_none());
    s.key(Key::Up);
    let e1 = s.view().event.unwrap();
    assert_eq!(e1.kind, EventKind::Cursor);
    assert!(e1.text.starts_with("26, empty") || e1.text.contains(", "), "{}", e1.text);
    s.key(Key::Escape);
    let e2 = s.view().event.unwrap();
    assert_eq!((e2.seq, e2.kind), (e1.seq + 1, EventKind::Refused));
    assert_eq!(e2.text, "Nothing is selected.");
    s.flip();
    assert_eq!(s.view().event.unwrap().text, "Board turned: Black at the bottom.");
}

/// A tap right after the bot's move must not hide the bot's move from a
/// front end that reads the view afterwards: recent events keep both.
#[test]
fn recent_events_keep_the_bots_move() {
    let r = Rules::international();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 3 }], Lang::En);
    s.play_text("32-28").unwrap();
    let seen = s.view().event.unwrap().seq;
    bot_plays(&mut s, "19-23");
    s.tap(sq(&r, "31"));
    let v = s.view();
    let new: Vec<_> = v.events.iter().filter(|e| e.seq > seen).map(|e| e.kind).collect();
    assert_eq!(new.len(), 2, "{:?}", v.events);
    assert!(matches!(new[0], EventKind::Moved { by_bot: true, .. }));
    assert_eq!(v.event.unwrap().seq, v.events.last().unwrap().seq);
    for _ in 0..20 {
        s.key(Key::Right);
    }
    assert_eq!(s.view().events.len(), draughts_app::RECENT_EVENTS);
}

#[test]
fn summary_and_offered_hint() {
    let r = Rules::international();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 4 }], Lang::En);
    let v = s.view();
    assert!(v.offered.hint);
    s.play_text("32-28").unwrap();
    bot_plays(&mut s, "19-23");
    s.play_text("28x19").unwrap();
    assert_eq!(
        s.view().summary,
        "International draughts · Against the bot, level 4 (Club player) · move 2"
    );
    assert!(!GameTable::new(r, HUMANS, Lang::En).view().offered.hint);

    // Two bots (a test harness, no front end starts it): nobody acts, the
    // bots play on.
    let bots = GameTable::new(r, [Player::Bot { level: 1 }; 2], Lang::Fr);
    let v = bots.view();
    assert!(v.search.is_some() && v.acting_side.is_none() && !v.offered.resign);
    assert_eq!(v.summary, "Dames internationales · Robot contre robot");
}

#[test]
fn a_rematch_swaps_colours_against_the_bot() {
    let r = Rules::english();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 2 }], Lang::Fr);
    bot_plays(&mut s, "11-15");
    s.resign().unwrap();
    let again = s.rematch();
    assert_eq!(again.board().players(), [Player::Bot { level: 2 }, Player::Human]);
    assert_eq!((again.game().ply(), again.lang()), (0, Lang::Fr));
    assert!(again.view().board.flipped, "the person's Black at the bottom");
    let mut two = GameTable::new(r, HUMANS, Lang::En);
    two.flip();
    assert_eq!(two.rematch().board().players(), HUMANS);
    assert!(two.rematch().view().board.flipped, "pass-and-play keeps its orientation");
}

#[test]
fn the_board_names_its_last_move_and_its_edges() {
    let r = Rules::russian();
    let mut s = GameTable::from_fen(r, "W:Wb6:Bc7,f6,e3", HUMANS, Lang::En).unwrap();
    s.play_text("b6:c1").unwrap();
    let v = s.view();
    let last = v.board.last_move.unwrap();
    assert_eq!(last.played.notation, "b6:c1");
    assert_eq!(last.played.mv.captured().len(), 3);
    assert_eq!(
        last.piece.map(|p| p.kind),
        Some(draughts_rules::PieceKind::King),
        "crowned on the way"
    );
    assert!(!v.board.numbered);
    assert_eq!(v.board.files.concat(), "abcdefgh");
    assert_eq!(v.board.ranks.concat(), "87654321");
    s.flip();
    let v = s.view();
    assert_eq!(
        (v.board.files.concat(), v.board.ranks.concat()),
        ("hgfedcba".into(), "12345678".into())
    );
    // Replaying keeps the last move of the position shown.
    s.replay(0);
    assert!(s.view().board.last_move.is_none());
    assert!(GameTable::new(Rules::international(), HUMANS, Lang::En).view().board.numbered);
    // The strips in words, with plurals.
    let mut s =
        GameTable::from_fen(Rules::international(), "W:W28,K30:B23,24", HUMANS, Lang::Fr).unwrap();
    assert_eq!(s.view().players[0].pieces, "1 pion, 1 dame");
    s.play_text("28x19").unwrap();
    assert_eq!(s.view().players[1].pieces, "1 pion, 1 pris");
    s.set_lang(Lang::En);
    assert_eq!(s.view().players[1].pieces, "1 man, 1 taken");
}

#[test]
fn escape_and_the_move_lists_arrows_are_decided_here() {
    let r = Rules::international();
    let mut s = GameTable::new(r, HUMANS, Lang::En);
    let v = s.view();
    assert!(!v.enabled.cancel, "nothing selected: Escape leaves the screen");
    let n = v.replay_steps;
    assert_eq!((n.back, n.forward), (None, None), "no move yet");
    s.tap(sq(&r, "32"));
    assert!(s.view().enabled.cancel, "a selection: Escape drops it");
    s.key(Key::Escape);
    assert!(!s.view().enabled.cancel);

    for m in ["32-28", "19-23", "28x19", "14x23"] {
        s.play_text(m).unwrap();
    }
    let n = s.view().replay_steps;
    assert_eq!((n.back, n.forward), (Some(3), None), "live: back one ply");
    assert!(s.replay(n.back.unwrap()));
    let v = s.view();
    assert!(v.enabled.cancel, "a replay: Escape ends it");
    let n = v.replay_steps;
    assert_eq!((n.back, n.forward), (Some(2), Some(4)));
    assert!(s.replay(0));
    assert_eq!(s.view().replay_steps.back, None, "the start has nothing before it");
    assert!(s.replay(3));
    assert!(s.replay(s.view().replay_steps.forward.unwrap()));
    assert_eq!(s.view().replay, None, "stepping onto the live ply ends the replay");

    s.undo();
    let n = s.view().replay_steps;
    assert_eq!((n.back, n.forward), (Some(2), None), "undone moves are not next");
}

#[test]
fn a_players_strip_in_words() {
    let r = Rules::international();
    let mut s = GameTable::new(r, [Player::Human, Player::Bot { level: 4 }], Lang::En);
    let [white, black] = s.view().players;
    assert_eq!(white.spoken, "You, White, to move, 20 men");
    assert_eq!(black.spoken, "Bot — Club player, Black, 20 men");
    s.play_text("32-28").unwrap();
    let [_, black] = s.view().players;
    assert_eq!(black.spoken, "Bot — Club player, Black, thinking, 20 men");

    let mut two = GameTable::new(r, HUMANS, Lang::Fr);
    for m in ["32-28", "19-23", "28x19"] {
        two.play_text(m).unwrap();
    }
    let [white, black] = two.view().players;
    assert_eq!(white.spoken, "Blancs, 20 pions", "the colour is the name: said once");
    assert_eq!(black.spoken, "Noirs, au trait, 19 pions, 1 pris");
}

#[test]
fn the_bots_search_carries_the_games_draw_counters() {
    // English kings only: each king move counts towards the 40-move rule.
    let r = Rules::english();
    let players = [Player::Bot { level: 1 }, Player::Human];
    let mut s = GameTable::from_fen(r, "B:WK32:BK3,K5", players, Lang::En).unwrap();
    s.play_text("3-7").unwrap();
    let job = s.search_job().expect("the bot is to move");
    assert_eq!(job.draw, s.game().draw_state());
    assert_ne!(job.draw, draughts_game::DrawState::default(), "a king move was counted");
    assert_eq!(job.game_state().draw, Some(job.draw));
    let mut bot = draughts_engine::Bot::new(r);
    let answer = job.run(&mut bot, 1, None, &mut |_| {});
    assert!(job.position.legal_moves(&r).contains(&answer.best.unwrap()));
}

#[test]
fn in_replay_the_strips_count_the_replayed_positions_pieces() {
    let r = Rules::international();
    let mut s = GameTable::new(r, HUMANS, Lang::En);
    for m in ["32-28", "19-23", "28x19", "14x23"] {
        s.play_text(m).unwrap();
    }
    let live = s.view();
    assert_eq!((live.players[0].men, live.players[0].lost), (19, 1));
    assert_eq!((live.players[1].men, live.players[1].lost), (19, 1));
    s.replay(2);
    let v = s.view();
    assert_eq!((v.players[0].men, v.players[0].lost), (20, 0), "before White's man was taken");
    assert_eq!((v.players[1].men, v.players[1].lost), (20, 0));
    s.replay(3);
    assert_eq!((s.view().players[1].men, s.view().players[1].lost), (19, 1));
    assert!(s.view().players[1].spoken.contains("19"), "{}", s.view().players[1].spoken);
}
