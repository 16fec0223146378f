//! The game clock, driven by explicit times (no sleeps): each kind, the
//! last millisecond, increments and delays after the move, pause and
//! resume, handicaps, the parser and the labels, and the clock in a save.

use draughts_game::clock::{
    bot_budget_ms, clock_label, Clock, ClockKind, ClockParseError, ClockSetting, ClockState,
    SideTime, PRESETS,
};
use draughts_game::save::{from_json, to_json, to_json_with_clock, BoardPrefs, SAVE_VERSION};
use draughts_game::{EndReason, Game, Lang, Outcome, Player};
use draughts_rules::Color::{Black, White};
use draughts_rules::Rules;

/// A clock whose first move (White's, free) was completed at `t0`: Black's
/// time runs from `t0`.
fn started(setting: ClockSetting, t0: u64) -> Clock {
    let mut c = Clock::new(setting, White);
    c.complete_move(t0).unwrap();
    c
}

#[test]
fn the_first_move_is_free_and_starts_the_opponents_time() {
    let mut c = Clock::new(ClockSetting::fischer(60_000, 2_000), White);
    assert_eq!(c.state(), ClockState::NotStarted);
    assert_eq!(c.running(), None);
    // White thinks for a minute and a half before the first move: no time runs.
    assert_eq!(c.remaining(White, 90_000), 60_000);
    assert_eq!(c.flag_down(90_000), None);
    c.complete_move(90_000).unwrap();
    assert_eq!((c.state(), c.running()), (ClockState::Running, Some(Black)));
    // No increment for the move that started the clock.
    assert_eq!(c.remaining(White, 90_000), 60_000);
    assert_eq!(c.remaining(Black, 100_000), 50_000);
    assert_eq!(c.moves(White), 1);
}

#[test]
fn sudden_death_charges_the_time_used_and_flags_at_zero() {
    let mut c = started(ClockSetting::sudden_death(10_000), 1_000);
    c.complete_move(4_000).unwrap(); // Black used 3 s
    assert_eq!(c.remaining(Black, 4_000), 7_000);
    assert_eq!(c.remaining(White, 4_000), 10_000);
    assert_eq!(c.remaining(White, 9_500), 4_500);
    c.complete_move(9_500).unwrap(); // White used 5.5 s
    assert_eq!(c.remaining(White, 20_000), 4_500);
    // Black has 7 s: the flag falls at the first millisecond past them.
    assert_eq!(c.flag_at(), Some(9_500 + 7_001));
    assert_eq!(c.flag(16_500), None);
    assert_eq!(c.flag(16_501), Some(Black));
    assert_eq!(c.state(), ClockState::Flagged(Black));
    // Never negative, and the flag is final.
    assert_eq!(c.remaining(Black, 99_000), 0);
    assert_eq!(c.complete_move(16_502), Err(Black));
    assert_eq!(c.flag(20_000), None, "a flag is reported once");
    assert_eq!(c.flag_down(20_000), Some(Black));
}

#[test]
fn a_move_completed_in_the_last_millisecond_counts() {
    // Black has exactly 5 000 ms from t = 100.
    let mut c = started(ClockSetting::sudden_death(5_000), 100);
    assert_eq!(c.flag_down(5_100), None);
    assert_eq!(c.remaining(Black, 5_100), 0);
    c.complete_move(5_100).unwrap();
    assert_eq!(c.remaining(Black, 5_100), 0);
    assert_eq!(c.running(), Some(White));
    // One millisecond later the same move is too late.
    let mut late = started(ClockSetting::sudden_death(5_000), 100);
    assert_eq!(late.flag_down(5_101), Some(Black));
    assert_eq!(late.complete_move(5_101), Err(Black));
    assert_eq!(late.state(), ClockState::Flagged(Black));
}

#[test]
fn the_increment_comes_after_a_move_in_time() {
    let mut c = started(ClockSetting::fischer(10_000, 3_000), 0);
    c.complete_move(4_000).unwrap();
    assert_eq!(c.remaining(Black, 4_000), 10_000 - 4_000 + 3_000);
    // A fast move makes the time grow above the start.
    c.complete_move(4_500).unwrap(); // White used 0.5 s
    assert_eq!(c.remaining(White, 4_500), 12_500);
    // In the last millisecond, the increment is still earned ...
    c.complete_move(4_500 + 9_000).unwrap();
    assert_eq!(c.remaining(Black, 13_500), 3_000);
    // ... and not after the flag.
    assert_eq!(c.complete_move(13_500 + 12_501), Err(White));
    assert_eq!(c.remaining(White, 30_000), 0);
}

#[test]
fn simple_delay_runs_before_the_main_time_and_is_lost_unused() {
    let mut c = started(ClockSetting::simple_delay(10_000, 5_000), 0);
    assert_eq!(c.delay_left(2_000), Some(3_000));
    assert_eq!(c.remaining(Black, 2_000), 10_000);
    assert_eq!(c.remaining(Black, 5_000), 10_000);
    assert_eq!(c.remaining(Black, 7_000), 8_000);
    assert_eq!(c.delay_left(7_000), Some(0));
    c.complete_move(7_000).unwrap();
    assert_eq!(c.remaining(Black, 7_000), 8_000);
    // A fast move does not add the unused delay.
    c.complete_move(8_000).unwrap();
    assert_eq!(c.remaining(White, 8_000), 10_000);
    // Black's flag: 8 s of main time after 5 s of delay.
    assert_eq!(c.flag_at(), Some(8_000 + 5_000 + 8_001));
    assert_eq!(c.flag_down(21_000), None);
    assert_eq!(c.flag_down(21_001), Some(Black));
    let mut last = c;
    last.complete_move(21_000).unwrap();
    assert_eq!(last.remaining(Black, 21_000), 0);
}

#[test]
fn bronstein_gives_back_the_time_used_up_to_the_delay() {
    let mut c = started(ClockSetting::bronstein(10_000, 3_000), 0);
    // Main time runs at once.
    assert_eq!(c.remaining(Black, 2_000), 8_000);
    assert_eq!(c.delay_left(2_000), None);
    c.complete_move(2_000).unwrap(); // used 2 s, all given back
    assert_eq!(c.remaining(Black, 2_000), 10_000);
    c.complete_move(7_000).unwrap(); // White used 5 s, 3 s given back
    assert_eq!(c.remaining(White, 7_000), 8_000);
    // Never above the turn's start value, and nothing back after a flag.
    assert_eq!(c.flag_at(), Some(7_000 + 10_001));
    assert_eq!(c.complete_move(17_001), Err(Black));
    assert_eq!(c.remaining(Black, 17_001), 0);
}

#[test]
fn pause_and_resume_charge_only_the_running_spans() {
    let mut c = started(ClockSetting::fischer(60_000, 0), 1_000);
    assert!(c.pause(11_000)); // Black used 10 s
    assert!(!c.pause(12_000));
    assert_eq!(c.state(), ClockState::Paused);
    assert_eq!(c.running(), None);
    assert_eq!(c.remaining(Black, 500_000), 50_000);
    assert_eq!(c.flag_down(10_000_000), None, "no flag while paused");
    assert_eq!(c.flag_at(), None);
    assert!(c.resume(600_000));
    assert!(!c.resume(600_001));
    assert_eq!(c.remaining(Black, 605_000), 45_000);
    c.complete_move(605_000).unwrap();
    assert_eq!(c.remaining(Black, 605_000), 45_000);
    // A move while paused resumes the clock at the move: the pause is free.
    assert!(c.pause(606_000));
    c.complete_move(900_000).unwrap();
    assert_eq!(c.remaining(White, 900_000), 59_000);
    assert_eq!(c.running(), Some(Black));
}

#[test]
fn a_delay_is_not_charged_twice_across_a_pause() {
    let mut c = started(ClockSetting::simple_delay(10_000, 5_000), 0);
    c.pause(3_000);
    c.resume(50_000);
    assert_eq!(c.delay_left(51_000), Some(1_000));
    assert_eq!(c.remaining(Black, 54_000), 8_000);
}

#[test]
fn a_handicap_gives_each_side_its_own_time() {
    let s = ClockSetting {
        kind: ClockKind::Fischer,
        white: SideTime { base_ms: 300_000, extra_ms: 3_000 },
        black: SideTime { base_ms: 120_000, extra_ms: 1_000 },
    };
    assert_eq!(s.label(), "5+3 / 2+1");
    assert_eq!(s.pdn_time_control(), "?");
    let mut c = Clock::new(s, White);
    assert_eq!((c.remaining(White, 0), c.remaining(Black, 0)), (300_000, 120_000));
    c.complete_move(0).unwrap();
    c.complete_move(10_000).unwrap();
    assert_eq!(c.remaining(Black, 10_000), 111_000);
    c.complete_move(20_000).unwrap();
    assert_eq!(c.remaining(White, 20_000), 293_000);
    assert_eq!(s.low_time_ms(White), 37_500);
    assert_eq!(s.low_time_ms(Black), 15_000);
}

#[test]
fn a_takeback_keeps_the_times_and_switches_the_running_side() {
    let mut c = started(ClockSetting::fischer(60_000, 2_000), 0);
    c.complete_move(5_000).unwrap(); // Black: 57 s
    c.set_turn(Black, 8_000); // White's 3 s are charged, no increment
    assert_eq!(c.remaining(White, 8_000), 57_000);
    assert_eq!(c.running(), Some(Black));
    assert_eq!(c.remaining(Black, 9_000), 56_000);
    // A stopped clock (the game had ended) runs again.
    c.stop(9_000);
    assert_eq!(c.state(), ClockState::Stopped);
    assert_eq!(c.remaining(Black, 99_000), 56_000);
    c.set_turn(White, 100_000);
    assert_eq!(c.running(), Some(White));
    assert_eq!(c.remaining(Black, 100_000), 56_000);
}

#[test]
fn the_parser_reads_base_and_increment_and_says_what_is_wrong() {
    let ok = |t: &str| ClockSetting::parse(t).unwrap();
    assert_eq!(ok("5"), ClockSetting::sudden_death(300_000));
    assert_eq!(ok("3+2"), ClockSetting::fischer(180_000, 2_000));
    assert_eq!(ok(" 1:30 + 5 "), ClockSetting::fischer(90_000, 5_000));
    assert_eq!(ok("3+0"), ClockSetting::sudden_death(180_000));
    assert_eq!(ok("3+2d"), ClockSetting::simple_delay(180_000, 2_000));
    assert_eq!(ok("3+2B"), ClockSetting::bronstein(180_000, 2_000));
    assert_eq!(ok("0:45"), ClockSetting::sudden_death(45_000));
    use ClockParseError as E;
    let err = |t: &str| ClockSetting::parse(t).unwrap_err();
    assert_eq!(err(""), E::Empty);
    assert_eq!(err("x"), E::Base("x".into()));
    assert_eq!(err("-3"), E::Base("-3".into()));
    assert_eq!(err("1:5"), E::Base("1:5".into()));
    assert_eq!(err("1:60"), E::Base("1:60".into()));
    assert_eq!(err("3+"), E::Extra("".into()));
    assert_eq!(err("3+1.5"), E::Extra("1.5".into()));
    assert_eq!(err("3+2x"), E::Extra("2x".into()));
    assert_eq!(err("0"), E::ZeroBase);
    assert_eq!(err("0:00+5"), E::ZeroBase);
    assert_eq!(err("601"), E::BaseTooLong);
    assert_eq!(err("5+601"), E::ExtraTooLong);
    assert_eq!(err("99999999999"), E::Base("99999999999".into()));
    assert_eq!(
        err("3+x").to_string(),
        "increment `x`: expected whole seconds, such as 2",
        "errors are one clear line"
    );
    // The label reads back.
    for t in ["5", "3+2", "1:30+5", "3+2d", "3+2b", "80+60"] {
        assert_eq!(ok(t).label(), t);
        assert_eq!(ok(&ok(t).to_string()), ok(t));
    }
}

#[test]
fn presets_read_by_their_id() {
    for p in PRESETS {
        assert_eq!(ClockSetting::parse(p.id), Ok(p.setting), "{}", p.id);
        assert!(p.setting.validate().is_ok());
    }
    let classical = PRESETS.iter().find(|p| p.id == "80+60").unwrap().setting;
    assert_eq!(classical.pdn_time_control(), "4800+60");
    assert_eq!(ClockSetting::sudden_death(300_000).pdn_time_control(), "300");
    assert_eq!(ClockSetting::simple_delay(300_000, 5_000).pdn_time_control(), "?");
    assert_eq!(ClockSetting::NONE.pdn_time_control(), "-");
}

#[test]
fn labels_show_seconds_then_tenths_under_ten_seconds() {
    assert_eq!(clock_label(299_999), "4:59");
    assert_eq!(clock_label(300_000), "5:00");
    assert_eq!(clock_label(10_000), "0:10");
    assert_eq!(clock_label(9_799), "0:09.7");
    assert_eq!(clock_label(50), "0:00.0");
    assert_eq!(clock_label(0), "0:00.0");
    assert_eq!(clock_label(4_800_000), "1:20:00");
}

#[test]
fn the_bot_budget_is_a_share_of_its_clock() {
    // A thirtieth of what is left plus four fifths of the increment.
    assert_eq!(bot_budget_ms(300_000, 0), 10_000);
    assert_eq!(bot_budget_ms(180_000, 2_000), 6_000 + 1_600);
    // Never more than a third of what is left.
    assert_eq!(bot_budget_ms(3_000, 10_000), 1_000);
    assert_eq!(bot_budget_ms(0, 5_000), 0);
}

#[test]
fn a_saved_clock_comes_back_paused_with_its_times() {
    let mut g = Game::new(Rules::international());
    let mut c = Clock::new(ClockSetting::fischer(60_000, 1_000), White);
    g.play_text("32-28").unwrap();
    c.complete_move(1_000).unwrap();
    g.play_text("19-23").unwrap();
    c.complete_move(5_000).unwrap(); // Black: 57 s
                                     // White thinks 10 s, then the app is killed after a save.
    let json = to_json_with_clock(
        &g,
        [Player::Human; 2],
        BoardPrefs::default(),
        Lang::En,
        Some(c.for_save(15_000)),
    );
    assert!(json.contains(&format!("\"version\": {SAVE_VERSION}")));
    assert_eq!(SAVE_VERSION, 3);
    let s = from_json(&json).unwrap();
    let back = s.clock.unwrap();
    assert_eq!(back.state(), ClockState::Paused);
    // Started again much later, in a new boot whose clock starts at 0:
    // no time passed while the app was closed.
    assert_eq!(back.remaining(White, 0), 50_000);
    assert_eq!(back.remaining(White, 10_000_000), 50_000);
    assert_eq!(back.remaining(Black, 0), 57_000);
    let mut back = back;
    assert!(back.resume(200));
    assert_eq!(back.remaining(White, 1_200), 49_000);
    // A game without a clock saves without one.
    let plain = to_json(&g, [Player::Human; 2], BoardPrefs::default(), Lang::En);
    assert!(!plain.contains("clock"));
    assert!(from_json(&plain).unwrap().clock.is_none());
}

#[test]
fn a_loss_on_time_saves_and_restores() {
    let mut g = Game::new(Rules::english());
    let mut c = Clock::new(ClockSetting::sudden_death(1_000), Black);
    g.play_text("11-15").unwrap();
    c.complete_move(0).unwrap();
    assert_eq!(c.flag(1_001), Some(White));
    g.flag(White).unwrap();
    let r = g.result().unwrap();
    assert_eq!((r.outcome, r.reason), (Outcome::BlackWins, EndReason::OutOfTime));
    assert!(!r.reason.is_draw());
    let json = to_json_with_clock(&g, [Player::Human; 2], BoardPrefs::default(), Lang::Fr, Some(c));
    let s = from_json(&json).unwrap();
    assert_eq!(s.game.result(), Some(r));
    assert_eq!(s.clock.unwrap().state(), ClockState::Flagged(White));
    assert_eq!(s.clock.unwrap().remaining(White, 5), 0);
    // Undo takes the declared ending back, like a resignation.
    let mut g2 = s.game.clone();
    assert!(g2.undo());
    assert_eq!(g2.result(), None);
}

#[test]
fn a_loss_on_time_without_a_clock_is_refused() {
    let mut g = Game::new(Rules::english());
    g.play_text("11-15").unwrap();
    g.flag(White).unwrap();
    let json = to_json(&g, [Player::Human; 2], BoardPrefs::default(), Lang::En);
    assert!(from_json(&json).is_err());
}
