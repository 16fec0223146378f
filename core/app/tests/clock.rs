//! The game clock at the table, driven by explicit times: moves switch it
//! (a multi-capture only once complete), a flag fall ends the game with
//! the loss on time in every language, takebacks keep the times, saves
//! resume paused, the PDN tags, the snapshot's labels and low-time flag, and
//! the bot's budget from its clock.

use draughts_app::{clock_limits, EventKind, GameTable, PdnContext, SearchKind, TapOutcome};
use draughts_engine::Level;
use draughts_game::clock::{ClockSetting, ClockState};
use draughts_game::{EndReason, Lang, Outcome, Player};
use draughts_rules::{Color, Rules};
use std::time::Duration;

const HUMANS: [Player; 2] = [Player::Human, Player::Human];
const W: Color = Color::White;
const B: Color = Color::Black;

/// Plays `text` at time `now`, as a front end does: the time first.
fn play_at(t: &mut GameTable, now: u64, text: &str) {
    assert!(!t.tick(now), "no flag at {now}");
    t.play_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn table(setting: &str) -> GameTable {
    let mut t = GameTable::new(Rules::international(), HUMANS, Lang::En);
    assert!(t.set_clock(ClockSetting::parse(setting).unwrap()));
    t
}

#[test]
fn moves_switch_the_clock_and_the_view_shows_both_times() {
    let mut t = table("5+3");
    let v = t.view().clock.unwrap();
    assert_eq!((v.state, v.running, v.label.as_str()), (ClockState::NotStarted, None, "5+3"));
    assert_eq!(v.sides[0].label, "5:00");
    assert!(!v.can_pause && !v.can_resume);
    // White's first move is free and starts Black's time.
    play_at(&mut t, 40_000, "32-28");
    play_at(&mut t, 41_300, "19-23"); // Black: 1.3 s, +3 s
    t.tick(50_000);
    let v = t.view().clock.unwrap();
    assert_eq!(v.running, Some(W));
    assert_eq!(v.sides[W.index()].remaining_ms, 300_000 - 8_700);
    assert_eq!(v.sides[W.index()].label, "4:51");
    assert!(v.sides[W.index()].running && !v.sides[B.index()].running);
    assert_eq!(v.sides[B.index()].remaining_ms, 301_700);
    assert_eq!(v.sides[B.index()].moves, 1);
    assert_eq!(v.flag_at_ms, Some(41_300 + 300_001));
    assert_eq!(v.now_ms, 50_000);
    assert!(v.can_pause);
}

#[test]
fn a_multi_capture_switches_the_clock_only_when_complete() {
    // Black moves first, quietly; then White's king has a multi-capture.
    let r = Rules::international();
    let mut t = GameTable::from_fen(r, "B:WK7,K1:B10,12,24,42,45", HUMANS, Lang::En).unwrap();
    t.set_clock(ClockSetting::sudden_death(60_000));
    let pos = t.game().position();
    let quiet = pos
        .legal_moves(&r)
        .into_iter()
        .find(|m| {
            let next = pos.play(m);
            next.legal_moves(&r).iter().any(|c| c.path().len() >= 2)
        })
        .expect("a quiet move leaving a multi-capture");
    t.tick(0);
    let quiet_text = t.game().move_text(&quiet);
    t.play_text(&quiet_text).unwrap();
    let capture = t.game().legal_moves().into_iter().find(|c| c.path().len() >= 2).unwrap();
    t.tick(1_000);
    let first = t.tap(capture.from());
    assert!(matches!(first, TapOutcome::Selected { .. }), "{first:?}");
    let mut running = Vec::new();
    for (i, s) in capture.path().iter().enumerate() {
        t.tick(2_000 + i as u64 * 1_000);
        let out = t.tap(*s);
        let last = i + 1 == capture.path().len();
        assert_eq!(matches!(out, TapOutcome::Played { .. }), last, "{out:?}");
        running.push(t.view().clock.unwrap().running);
    }
    // White's time runs through the steps; Black's once the capture is done.
    let n = running.len();
    assert!(running[..n - 1].iter().all(|r| *r == Some(W)), "{running:?}");
    assert_eq!(running[n - 1], Some(B));
    let whites = t.view().clock.unwrap().sides[W.index()].remaining_ms;
    assert_eq!(whites, 60_000 - (2_000 + (n as u64 - 1) * 1_000));
}

#[test]
fn a_flag_fall_ends_the_game_on_time_in_every_language() {
    let mut t = table("1");
    play_at(&mut t, 0, "32-28");
    play_at(&mut t, 10_000, "19-23"); // Black: 50 s left
                                      // White has exactly a minute from 10 s: a move at 70 000 still counts.
    play_at(&mut t, 70_000, "28x19");
    let v = t.view().clock.unwrap();
    assert_eq!(v.sides[W.index()].remaining_ms, 0);
    assert_eq!(v.sides[W.index()].label, "0:00.0");
    assert!(t.view().result.is_none());
    // Black's 50 s run out: the query one millisecond past them ends the game.
    assert!(!t.tick(120_000));
    assert!(t.tick(120_001));
    assert!(!t.tick(130_000), "the flag falls once");
    let v = t.view();
    let r = v.result.clone().unwrap();
    assert_eq!((r.outcome, r.reason), (Outcome::WhiteWins, EndReason::OutOfTime));
    assert_eq!(r.text, "White wins: Black ran out of time");
    assert_eq!(v.status, r.text);
    let e = v.event.unwrap();
    assert_eq!(
        (e.kind, e.text.as_str()),
        (EventKind::GameOver, "White wins: Black ran out of time.")
    );
    let c = v.clock.unwrap();
    assert_eq!((c.state, c.flagged, c.running), (ClockState::Flagged(B), Some(B), None));
    assert_eq!(c.sides[B.index()].remaining_ms, 0);
    assert!(!v.enabled.undo && !v.enabled.resign, "a loss on time stays");
    assert!(!t.undo());
    assert!(t.play_text("14x23").is_err());
    let texts: Vec<String> = [Lang::Fr, Lang::Nl, Lang::Ru, Lang::PtBr]
        .into_iter()
        .map(|l| {
            t.set_lang(l);
            t.view().result.unwrap().text
        })
        .collect();
    assert_eq!(
        texts,
        [
            "Les Blancs gagnent : les Noirs ont dépassé le temps",
            "Wit wint: Zwart heeft de tijd overschreden",
            "Белые выиграли: чёрные просрочили время",
            "As Brancas vencem: as Pretas estouraram o tempo",
        ]
    );
}

#[test]
fn a_move_after_the_flag_is_refused_and_ends_the_game() {
    let mut t = table("0:30");
    play_at(&mut t, 0, "32-28");
    t.tick(30_001);
    // The tick found the flag already; a late move is refused.
    let v = t.view();
    assert_eq!(v.result.unwrap().reason, EndReason::OutOfTime);
    assert!(t.play_text("19-23").is_err());
    assert_eq!(t.game().ply(), 1);
}

#[test]
fn the_pdn_says_the_time_control_and_the_time_forfeit() {
    let mut t = table("3+2");
    play_at(&mut t, 0, "32-28");
    t.tick(200_000);
    let pdn = t.pdn(&PdnContext::default()).unwrap();
    assert!(pdn.contains("[TimeControl \"180+2\"]"), "{pdn}");
    assert!(pdn.contains("[Termination \"time forfeit\"]"), "{pdn}");
    assert!(pdn.contains("[Result \"2-0\"]"), "{pdn}");
    // A game won otherwise ends "normal"; one without a clock has neither tag.
    let mut t = table("5");
    play_at(&mut t, 0, "32-28");
    t.resign().unwrap();
    let pdn = t.pdn(&PdnContext::default()).unwrap();
    assert!(pdn.contains("[TimeControl \"300\"]") && pdn.contains("[Termination \"normal\"]"));
    let plain = GameTable::new(Rules::international(), HUMANS, Lang::En);
    let pdn = plain.pdn(&PdnContext::default()).unwrap();
    assert!(!pdn.contains("TimeControl") && !pdn.contains("Termination"));
}

#[test]
fn a_takeback_keeps_the_times_as_lidraughts_does() {
    let mut t = table("5+3");
    play_at(&mut t, 0, "32-28");
    play_at(&mut t, 10_000, "19-23"); // Black: 293 s
    t.tick(30_000); // White thought 20 s
    assert!(t.undo());
    let v = t.view().clock.unwrap();
    // White's 20 s stay spent, Black's increment stays, Black's time runs.
    assert_eq!(v.sides[W.index()].remaining_ms, 280_000);
    assert_eq!(v.sides[B.index()].remaining_ms, 293_000);
    assert_eq!(v.running, Some(B));
    t.tick(35_000);
    assert_eq!(t.view().clock.unwrap().sides[B.index()].remaining_ms, 288_000);
    // Redo switches back, again without an increment.
    assert!(t.redo());
    let v = t.view().clock.unwrap();
    assert_eq!(v.sides[B.index()].remaining_ms, 288_000);
    assert_eq!(v.running, Some(W));
}

#[test]
fn pause_resume_and_a_save_that_resumes_paused() {
    let mut t =
        GameTable::new(Rules::international(), [Player::Human, Player::Bot { level: 1 }], Lang::En);
    t.set_clock(ClockSetting::parse("1+1").unwrap());
    play_at(&mut t, 1_000, "32-28");
    assert!(matches!(t.view().search.unwrap().kind, SearchKind::BotMove { .. }));
    // Paused, the bot waits and no time runs.
    assert!(t.pause_clock(5_000));
    let v = t.view();
    assert!(v.search.is_none());
    assert!(v.clock.as_ref().unwrap().can_resume);
    t.tick(500_000);
    assert_eq!(t.view().clock.unwrap().sides[B.index()].remaining_ms, 56_000);
    assert!(t.resume_clock(600_000));
    assert!(t.view().search.is_some());
    t.tick(602_000);
    // Saved while Black thinks, killed, loaded in a new boot (time from 0).
    let json = t.save();
    let mut back = GameTable::restore(&json).unwrap();
    let c = back.view().clock.unwrap();
    assert_eq!(c.state, ClockState::Paused);
    assert_eq!(c.sides[B.index()].remaining_ms, 54_000);
    assert!(back.view().search.is_none(), "the bot waits for the resume");
    back.tick(7);
    assert_eq!(back.view().clock.unwrap().sides[B.index()].remaining_ms, 54_000);
    assert!(back.resume_clock(10));
    back.tick(1_010);
    assert_eq!(back.view().clock.unwrap().sides[B.index()].remaining_ms, 53_000);
    assert!(back.view().search.is_some());
}

#[test]
fn low_time_and_tenths_under_ten_seconds() {
    let mut t = table("1");
    play_at(&mut t, 0, "32-28");
    // A minute's low-time threshold is the 10 s floor.
    t.tick(49_999);
    let b = &t.view().clock.unwrap().sides[B.index()];
    assert_eq!((b.label.as_str(), b.low), ("0:10", false));
    t.tick(50_300);
    let b = &t.view().clock.unwrap().sides[B.index()];
    assert_eq!((b.label.as_str(), b.low), ("0:09.7", true));
}

#[test]
fn the_bot_thinks_within_its_clock() {
    let mut t =
        GameTable::new(Rules::international(), [Player::Human, Player::Bot { level: 6 }], Lang::En);
    t.set_clock(ClockSetting::parse("1+1").unwrap());
    play_at(&mut t, 0, "32-28");
    t.tick(0);
    let job = t.search_job().unwrap();
    // Black has 60 s and 1 s a move: 2 000 + 800 ms.
    assert_eq!(job.clock_budget_ms, Some(2_800));
    t.tick(55_000);
    assert_eq!(t.search_job().unwrap().clock_budget_ms, Some(166 + 800));
    // The limits: capped by the budget, never longer than the level.
    let level6 = Level::get(6).limits();
    let capped = clock_limits(level6.clone(), 100);
    assert_eq!(capped.time, Some(Duration::from_millis(100)));
    assert_eq!(capped.max_time, Some(Duration::from_millis(100)));
    let roomy = clock_limits(level6.clone(), 10_000_000);
    assert_eq!((roomy.time, roomy.max_time), (level6.time, level6.max_time));
    let level3 = Level::get(3).limits();
    let capped = clock_limits(level3.clone(), 50);
    assert_eq!(capped.guard, Some(Duration::from_millis(50)));
    assert_eq!(capped.nodes, level3.nodes, "a node-limited level keeps its strength");
    // The bot's first move is free: no budget before the clock runs.
    let mut first =
        GameTable::new(Rules::international(), [Player::Bot { level: 6 }, Player::Human], Lang::En);
    first.set_clock(ClockSetting::parse("1+1").unwrap());
    assert_eq!(first.search_job().unwrap().clock_budget_ms, None);
    // A game without a clock has none.
    let mut plain =
        GameTable::new(Rules::international(), [Player::Human, Player::Bot { level: 6 }], Lang::En);
    plain.play_text("32-28").unwrap();
    assert_eq!(plain.search_job().unwrap().clock_budget_ms, None);
}

#[test]
fn the_bots_move_after_its_flag_is_stale_and_loses_on_time() {
    let mut t =
        GameTable::new(Rules::international(), [Player::Human, Player::Bot { level: 1 }], Lang::En);
    t.set_clock(ClockSetting::parse("0:05").unwrap());
    play_at(&mut t, 0, "32-28");
    let job = t.search_job().unwrap();
    let m = job.position.legal_moves(t.rules())[0];
    t.tick(5_001);
    assert!(t.apply_search(&job.ticket, Some(m)).is_err());
    let r = t.view().result.unwrap();
    assert_eq!((r.outcome, r.reason), (Outcome::WhiteWins, EndReason::OutOfTime));
}

#[test]
fn a_game_over_on_the_board_stops_the_clock_and_a_rematch_keeps_the_setting() {
    let mut t = table("3+2");
    play_at(&mut t, 0, "32-28");
    t.tick(1_000);
    t.resign().unwrap();
    let c = t.view().clock.unwrap();
    assert_eq!((c.state, c.running), (ClockState::Stopped, None));
    t.tick(900_000);
    assert!(t.view().clock.unwrap().sides[B.index()].remaining_ms == 179_000);
    let again = t.rematch();
    let c = again.view().clock.unwrap();
    assert_eq!((c.state, c.label.as_str()), (ClockState::NotStarted, "3+2"));
    // Undoing the resignation runs the clock again.
    assert!(t.undo());
    assert_eq!(t.view().clock.unwrap().running, Some(B));
}

#[test]
fn each_clock_is_spoken_with_its_state_in_the_players_language() {
    let mut t = table("1");
    assert_eq!(t.view().clock.unwrap().sides[0].spoken, "White’s clock: 1:00.");
    play_at(&mut t, 0, "32-28");
    t.tick(55_000); // Black has 5 s left: short of time, and running
    let v = t.view().clock.unwrap();
    assert_eq!(v.sides[B.index()].spoken, "Black’s clock: 0:05.0, short of time.");
    assert_eq!(v.sides[W.index()].spoken, "White’s clock: 1:00.");
    t.set_lang(Lang::Fr);
    let fr = t.view().clock.unwrap().sides[B.index()].spoken.clone();
    assert!(fr.starts_with("Pendule des Noirs") && fr.contains("court de temps"), "{fr}");
    assert!(t.tick(61_000), "the flag falls");
    let v = t.view().clock.unwrap();
    assert!(v.sides[B.index()].spoken.contains("drapeau tombé"), "{}", v.sides[B.index()].spoken);
}
