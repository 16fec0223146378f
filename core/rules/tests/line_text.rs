//! Lines of moves written from a position (`tests/data/line_text.txt`):
//! each move in the variant's notation, numbered as the variant numbers.

use draughts_rules::*;

#[test]
fn lines_are_written_as_the_table_says() {
    let table = include_str!("data/line_text.txt");
    let mut n = 0;
    for (i, l) in table.lines().enumerate() {
        let l = l.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = l.split(" | ").map(str::trim).collect();
        assert_eq!(f.len(), 4, "line {}: {l}", i + 1);
        let rules = f[0].parse::<Variant>().unwrap().rules();
        let start = match f[1] {
            "start" => Position::start(&rules),
            fen => Position::from_fen(&rules, fen).unwrap(),
        };
        let mut pos = start;
        let mut line = Vec::new();
        for t in f[2].split_whitespace() {
            let m =
                pos.parse_move(&rules, t).unwrap_or_else(|e| panic!("line {}: {t}: {e}", i + 1));
            pos = pos.play(&m);
            line.push(m);
        }
        let text = start.line_text(&rules, &line);
        assert_eq!(text.to_string(), f[3], "line {}", i + 1);
        assert_eq!(text.moves.len(), line.len(), "line {}", i + 1);
        n += 1;
    }
    assert!(n >= 8, "{n} cases");
}

#[test]
fn a_line_stops_at_its_first_illegal_move_and_can_start_later() {
    let rules = Rules::international();
    let start = Position::start(&rules);
    let a = start.parse_move(&rules, "32-28").unwrap();
    // 32-28 again is not legal after it (the square is empty): the line stops.
    let text = start.line_text(&rules, &[a, a, a]);
    assert_eq!(text.moves, ["32-28"]);
    assert_eq!(text.clone().starting_at(12).to_string(), "12. 32-28");
    assert_eq!(start.line_text(&rules, &[]).to_string(), "");
}
