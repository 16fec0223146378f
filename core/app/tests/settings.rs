//! The settings document: a downgrade and an upgrade again lose nothing;
//! a document this version cannot read is kept aside with a notice, and
//! the defaults apply; the `key=value` lines of earlier Android versions
//! are read.

use draughts_app::settings::{
    AnimationSpeed, Appearance, Settings, SettingsDocument, SquareLabels, SETTINGS_VERSION,
};
use draughts_app::storage::{StoredFile, Unreadable};
use draughts_game::Lang;
use serde_json::Value;

fn json(bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes).expect("JSON")
}

/// A later version that added a setting and a choice: this is what it
/// writes (same version number: additions keep it).
const LATER: &str = r#"{
  "format": "draughts-settings",
  "version": 1,
  "language": "nl",
  "appearance": "dark",
  "squareLabels": "corners",
  "sound": false,
  "moveConfirmation": true,
  "boardGlow": {"colour": "gold", "strength": 3}
}"#;

#[test]
fn a_downgrade_then_an_upgrade_loses_nothing() {
    // The older version (this one) opens what the later one wrote.
    let opened = SettingsDocument::open(Some(LATER.as_bytes()), "2026-12-05");
    assert_eq!(opened.keep_aside, None);
    let mut doc = opened.document;
    let s = doc.settings();
    assert_eq!(s.language, Some(Lang::Nl));
    assert_eq!(s.appearance, Appearance::Dark);
    assert_eq!(s.square_labels, SquareLabels::Outside, "a choice it does not know: the default");
    assert!(!s.sound);
    // The player changes one setting there; the document is written.
    doc.set(&Settings { haptics: false, ..s });
    let written = doc.to_bytes();

    // The later version opens it again: its setting, its choice and every
    // value it wrote are there, with the change made by the older one.
    let mut later = json(LATER.as_bytes());
    later["haptics"] = false.into();
    assert_eq!(json(&written), later);
    let again = SettingsDocument::open(Some(&written), "2026-12-06");
    assert_eq!(again.keep_aside, None);
    assert!(!again.document.settings().haptics);
}

#[test]
fn a_changed_setting_replaces_a_choice_this_version_does_not_know() {
    let mut doc = SettingsDocument::open(Some(LATER.as_bytes()), "2026-12-05").document;
    let s = doc.settings();
    doc.set(&Settings { square_labels: SquareLabels::Inside, ..s });
    assert_eq!(json(&doc.to_bytes())["squareLabels"], "inside");
    assert_eq!(doc.settings().square_labels, SquareLabels::Inside);
}

#[test]
fn a_document_this_version_cannot_read_is_kept_aside_and_the_defaults_apply() {
    let newer = format!(r#"{{"format":"draughts-settings","version":{}}}"#, SETTINGS_VERSION + 1);
    let cases: [(&[u8], Unreadable, &str); 4] = [
        (newer.as_bytes(), Unreadable::NewerVersion(SETTINGS_VERSION + 1), "unreadable-v2"),
        (br#"{"format":"draughts-puzzles","version":1}"#, Unreadable::OtherFormat, "other-format"),
        (br#"{"format":"draughts-settings","sound":tru"#, Unreadable::Damaged, "damaged"),
        (
            br#"{"format":"draughts-settings","sound":true}"#,
            Unreadable::DamagedHeader,
            "damaged-header",
        ),
    ];
    for (bytes, reason, tag) in cases {
        let o = SettingsDocument::open(Some(bytes), "2026-12-05");
        let a = o.keep_aside.expect("kept aside");
        assert_eq!((a.file, a.reason), (StoredFile::Settings, reason));
        assert!(a.aside.starts_with(&format!("settings.{tag}-2026-12-05-")), "{}", a.aside);
        assert!(a.aside.ends_with(".json"));
        assert_eq!(o.document.settings(), Settings::default());
        let notice = a.notice(Lang::Fr);
        assert!(notice.starts_with("Les réglages sont illisibles"), "{notice}");
        assert!(notice.contains(&a.aside), "{notice}");
    }
    let none = SettingsDocument::open(None, "2026-12-05");
    assert_eq!((none.keep_aside, none.document.settings()), (None, Settings::default()));
}

#[test]
fn the_key_value_lines_of_earlier_android_versions_are_read() {
    let former = "theme=DARK\npalette=green\npieceSet=flat\nlabels=NUMBERS\nanimation=SLOW\n\
                  sound=false\nhaptics=true\nlanguage=PT_BR\nautoFlip=true\ntakebackAsks=true\n\
                  dynamicColour=true\nfutureKey=42";
    let o = SettingsDocument::open(Some(former.as_bytes()), "2026-12-05");
    assert_eq!(o.keep_aside, None);
    let s = o.document.settings();
    assert_eq!(
        s,
        Settings {
            language: Some(Lang::PtBr),
            appearance: Appearance::Dark,
            board_theme: "green".into(),
            piece_set: "flat".into(),
            square_labels: SquareLabels::Inside,
            animation: AnimationSpeed::Slow,
            sound: false,
            haptics: true,
            auto_flip: true,
            takeback_asks: true,
            dynamic_colour: true,
            ..Settings::default()
        }
    );
    assert_eq!(json(&o.document.to_bytes())["futureKey"], "42", "an unknown line is kept");
    let system = SettingsDocument::open(Some(b"language=SYSTEM"), "").document.settings();
    assert_eq!(system.language, None);
    let binary = SettingsDocument::open(Some(b"\xff\xfe\x00"), "2026-12-05");
    assert!(binary.keep_aside.is_some(), "bytes that are no text are kept aside");
}

#[test]
fn a_new_document_writes_format_version_and_only_what_was_changed() {
    let mut doc = SettingsDocument::default();
    assert_eq!(
        json(&doc.to_bytes()),
        serde_json::json!({"format":"draughts-settings","version":1})
    );
    doc.set(&Settings { language: Some(Lang::Ru), ..Settings::default() });
    let v = json(&doc.to_bytes());
    assert_eq!(v["language"], "ru");
    assert_eq!(v.as_object().unwrap().len(), 3, "defaults are not written: {v}");
    assert_eq!(
        SettingsDocument::open(Some(&doc.to_bytes()), "").document.settings().language,
        Some(Lang::Ru)
    );
}

#[test]
fn the_user_defaults_of_earlier_ios_versions_are_read_as_lines() {
    let former = "language=french\nsquareLabels=numbers\nboardTheme=blue\nappearance=light\n\
                  autoFlip=true\ndirectTouch=false\nannounceMoves=false\nbotLevel=6\nsounds=false";
    let s = SettingsDocument::open(Some(former.as_bytes()), "").document.settings();
    assert_eq!(
        s,
        Settings {
            language: Some(Lang::Fr),
            appearance: Appearance::Light,
            board_theme: "blue".into(),
            square_labels: SquareLabels::Inside,
            auto_flip: true,
            direct_touch: false,
            announce_moves: false,
            bot_level: 6,
            sound: false,
            ..Settings::default()
        }
    );
}

#[test]
fn move_confirmation_is_off_by_default_and_kept_once_turned_on() {
    assert!(!Settings::default().confirm_moves);
    let mut doc = SettingsDocument::default();
    doc.set(&Settings { confirm_moves: true, ..Settings::default() });
    assert_eq!(json(&doc.to_bytes())["confirmMoves"], true);
    let again = SettingsDocument::open(Some(&doc.to_bytes()), "2026-12-06").document;
    assert!(again.settings().confirm_moves);
}
