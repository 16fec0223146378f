//! Move texts read against every legal path (`tests/data/move_text.txt`).

use draughts_rules::*;

struct Case {
    line: usize,
    rules: Rules,
    fen: String,
    text: String,
    expected: String,
}

fn cases() -> Vec<Case> {
    let table = include_str!("data/move_text.txt");
    let mut out = Vec::new();
    for (i, l) in table.lines().enumerate() {
        let l = l.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = l.split(" | ").map(str::trim).collect();
        assert_eq!(f.len(), 4, "line {}: {l}", i + 1);
        let variant: Variant = f[0].parse().unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
        out.push(Case {
            line: i + 1,
            rules: variant.rules(),
            fen: f[1].into(),
            text: f[2].into(),
            expected: f[3].into(),
        });
    }
    assert!(out.len() >= 20, "{} cases", out.len());
    out
}

fn path_text(rules: &Rules, m: &Move) -> String {
    let mut v = vec![rules.square_name(m.from())];
    v.extend(m.path().iter().map(|&s| rules.square_name(s)));
    v.join(&rules.capture_separator.to_string())
}

#[test]
fn every_legal_path_reads_as_its_move() {
    for c in cases() {
        let r = &c.rules;
        let pos = Position::from_fen(r, &c.fen).unwrap();
        let got = pos.parse_move(r, &c.text);
        let at = format!("move_text.txt line {}: `{}`", c.line, c.text);
        let mut words = c.expected.split_whitespace();
        match words.next().unwrap() {
            "ok" => {
                let n: usize = words.next().unwrap().parse().unwrap();
                let want = words.next().unwrap().strip_prefix('=').unwrap();
                let m = got.unwrap_or_else(|e| panic!("{at}: {e}"));
                assert_eq!(m.captured().len(), n, "{at}");
                assert!(pos.legal_moves(r).contains(&m), "{at}: the same move as in play");
                // A whole path keeps the path written; a partial one the
                // order it names; a short one the generator's.
                let mt = MoveText::parse(&c.text, r).unwrap();
                if mt.squares.len() > 2 && mt.is_full_path_of(&m) {
                    assert_eq!(path_text(r, &m), want, "{at}");
                } else {
                    let legal = pos.legal_moves(r);
                    let official = MoveText::of(&m, &legal, r).to_string();
                    assert_eq!(official, want, "{at}");
                }
            }
            "illegal" => assert!(matches!(got, Err(MoveError::Illegal { .. })), "{at}: {got:?}"),
            "ambiguous" => {
                assert!(matches!(got, Err(MoveError::Ambiguous { .. })), "{at}: {got:?}")
            }
            "syntax" => assert!(matches!(got, Err(MoveError::Syntax { .. })), "{at}: {got:?}"),
            other => panic!("{at}: unknown expectation `{other}`"),
        }
    }
}

#[test]
fn the_generator_still_drops_duplicates_for_play_and_perft() {
    // The ring and the loop are one move each in play (and in perft's
    // `drop` mode), two sequences in `keep` mode.
    for (v, fen, drop, keep) in [
        (Variant::Russian, "W:Wd2:Bc3,c5,e5,g5,g7,e7,c7", 2, 3),
        (Variant::English, "W:WK22:B18,19,26,27", 1, 2),
    ] {
        let r = v.rules();
        let pos = Position::from_fen(&r, fen).unwrap();
        assert_eq!(pos.legal_moves(&r).len(), drop, "{v}");
        assert_eq!(perft(&pos, &r, 1, Duplicates::Drop), drop as u64, "{v}");
        assert_eq!(perft(&pos, &r, 1, Duplicates::Keep), keep as u64, "{v}");
    }
}

#[test]
fn errors_echo_the_input_on_one_line() {
    let r = Rules::international();
    let pos = Position::start(&r);
    for text in ["32-28\n19-23", "3\r2-28", "32-\t28x", "\u{1b}[31m32-28", "31-22\n"] {
        let e = pos.parse_move(&r, text).unwrap_err().to_string();
        assert!(!e.chars().any(|c| c.is_control()), "{e:?}");
    }
    let e = pos.parse_move(&r, "32-\n28x").unwrap_err().to_string();
    assert!(e.contains("`32-\\n28x`"), "{e}");
}
