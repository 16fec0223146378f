//! FEN reading, table-driven (`tests/data/fen.txt`).

use draughts_rules::*;

#[test]
fn fen_table() {
    let table = include_str!("data/fen.txt");
    let mut n = 0;
    for (i, l) in table.lines().enumerate() {
        if l.trim().is_empty() || l.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = l.split(" | ").collect();
        assert_eq!(f.len(), 3, "fen.txt line {}: {l}", i + 1);
        let rules: Rules = f[0].trim().parse::<Variant>().unwrap().rules();
        // `\n` in the table stands for a newline in the FEN.
        let fen = f[1].replace("\\n", "\n");
        let at = format!("fen.txt line {}: `{}`", i + 1, f[1]);
        let want = f[2].trim();
        let got = Position::from_fen(&rules, &fen);
        if let Some(written) = want.strip_prefix("ok ") {
            let pos = got.unwrap_or_else(|e| panic!("{at}: {e}"));
            assert_eq!(pos.to_fen(&rules), written, "{at}");
        } else {
            let rest = want.strip_prefix("err ").unwrap_or_else(|| panic!("{at}: bad expectation"));
            let (col, text) = rest.split_once(' ').unwrap();
            let e = got.expect_err(&at);
            assert_eq!(e.column(), Some(col.parse().unwrap()), "{at}: {e}");
            let msg = e.to_string();
            assert!(msg.contains(&format!("column {col}:")), "{at}: {msg}");
            assert!(msg.contains(text), "{at}: `{msg}` lacks `{text}`");
            assert!(!msg.contains('\n'), "{at}: one line: {msg}");
        }
        n += 1;
    }
    assert!(n >= 40, "{n} cases");
}
