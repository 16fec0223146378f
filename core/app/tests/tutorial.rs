//! The tutorial states rules; these tests hold it to the engine.
//!
//! - every page renders in both locales, and both locales have the same
//!   pages, in the same order, with the same block structure;
//! - every diagram's FEN parses and is a legal position for its rules;
//! - every move a diagram claims legal is legal, every move it claims illegal
//!   is illegal, and "only" lists are exactly the legal moves (checked with
//!   the move generator, through the notation reader);
//! - every lesson's solutions are accepted and every anticipated wrong answer
//!   is refused with its own explanation;
//! - the custom rules page follows the knobs: changing any knob changes it,
//!   and its claims hold for every combination of knobs.
//!
//! To read the pages and lessons as the terminal shows them, use the CLI:
//! `draughts tutorial --locale fr` prints every page, and
//! `yes skip | draughts lesson --locale fr` every lesson.

use draughts_app::tutorial::{
    custom_rules_page, lessons, render_lesson, render_page, spans, tutorial_pages, variant_page,
    variant_pages, Block, Claim, Diagram, Lesson, Page, Span, Style,
};
use draughts_game::Lang;
use draughts_rules::{
    BoardSize, Color, MoveError, Numbering, Position, Precedence, PromotionInCapture, Removal,
    Rules, Variant,
};
use std::collections::HashSet;

fn all_pages(l: Lang) -> Vec<Page> {
    let mut pages = tutorial_pages(l);
    pages.extend(variant_pages(l));
    for v in Variant::ALL {
        pages.push(custom_rules_page(&Rules::preset(v), l));
    }
    pages.push(custom_rules_page(&custom_sample(), l));
    pages
}

/// Russian rules with majority capture and men that capture forwards only.
fn custom_sample() -> Rules {
    Rules::custom(Variant::Russian, |r| {
        r.precedence = Precedence::MostPieces;
        r.men_capture_backwards = false;
    })
    .unwrap()
}

fn check_spans(where_: &str, spans: &[Span]) {
    assert!(!spans.is_empty(), "{where_}: empty text");
    for s in spans {
        assert!(!s.text.contains('*'), "{where_}: unbalanced emphasis marker in {:?}", s.text);
        assert!(!s.text.trim().is_empty() || s.style == Style::Plain, "{where_}: empty emphasis");
    }
}

fn check_diagram(where_: &str, d: &Diagram) -> Result<(), String> {
    let r = &d.rules;
    r.validate().map_err(|e| format!("{where_}: rules invalid: {e}"))?;
    let pos =
        Position::from_fen(r, &d.fen).map_err(|e| format!("{where_}: FEN `{}`: {e}", d.fen))?;
    for name in d.highlights.iter().chain(d.arrows.iter().flat_map(|a| a.path.iter())) {
        if r.parse_square(name).is_none() {
            return Err(format!("{where_}: `{name}` is not a square of this board"));
        }
    }
    let legal = pos.legal_moves(r);
    for c in &d.claims {
        match c {
            Claim::Legal(t) => {
                pos.parse_move(r, t)
                    .map_err(|e| format!("{where_} ({}): claims `{t}` legal: {e}", d.fen))?;
            }
            Claim::Illegal(t) => match pos.parse_move(r, t) {
                Err(MoveError::Illegal { .. }) => {}
                Ok(_) => {
                    return Err(format!(
                        "{where_} ({}): claims `{t}` illegal, but it is legal",
                        d.fen
                    ))
                }
                Err(e) => {
                    return Err(format!("{where_} ({}): claims `{t}` illegal, but: {e}", d.fen))
                }
            },
            Claim::Only(list) => {
                let mut claimed = Vec::new();
                for t in list {
                    let m = pos
                        .parse_move(r, t)
                        .map_err(|e| format!("{where_} ({}): `{t}` in only-list: {e}", d.fen))?;
                    claimed.push(m);
                }
                let mut texts: Vec<String> = legal.iter().map(|m| pos.move_text(r, m)).collect();
                texts.sort();
                texts.dedup();
                let claimed_set: HashSet<String> =
                    claimed.iter().map(|m| pos.move_text(r, m)).collect();
                let legal_set: HashSet<String> = texts.iter().cloned().collect();
                if claimed_set != legal_set || claimed_set.len() != list.len() {
                    return Err(format!(
                        "{where_} ({}): claims only {list:?}, engine has {texts:?}",
                        d.fen
                    ));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn every_page_renders_in_both_locales() {
    for l in Lang::ALL {
        let pages = all_pages(l);
        assert_eq!(pages.len(), 9 + 7 + 7 + 1);
        for p in &pages {
            assert!(!p.title.trim().is_empty(), "{}: no title", p.id);
            assert!(!p.blocks.is_empty(), "{}: no blocks", p.id);
            let text = render_page(p, l);
            assert!(text.starts_with(&p.title), "{}", p.id);
            assert!(
                !text.contains("unreadable") && !text.contains("illisible"),
                "{}:\n{text}",
                p.id
            );
            // Every diagram is drawn: one board row per rank.
            let boards = p.diagrams().count();
            let file_rows =
                text.lines().filter(|line| line.trim_start().starts_with("a   b   c")).count();
            assert_eq!(boards, file_rows, "{}: every diagram draws a board", p.id);
            for b in &p.blocks {
                match b {
                    Block::Heading(h) => assert!(!h.trim().is_empty(), "{}", p.id),
                    Block::Paragraph(s) => check_spans(&p.id, s),
                    Block::BulletList(items) => {
                        assert!(!items.is_empty(), "{}", p.id);
                        items.iter().for_each(|s| check_spans(&p.id, s));
                    }
                    Block::Table(t) => {
                        assert!(!t.rows.is_empty(), "{}", p.id);
                        for row in &t.rows {
                            assert_eq!(row.len(), t.header.len(), "{}: ragged table", p.id);
                            assert!(
                                row.iter().all(|c| !c.trim().is_empty()),
                                "{}: empty cell",
                                p.id
                            );
                        }
                    }
                    Block::Diagram(d) => check_spans(&p.id, &d.caption),
                }
            }
        }
    }
}

#[test]
fn tutorial_has_the_nine_sections() {
    let ids: Vec<String> = tutorial_pages(Lang::En).into_iter().map(|p| p.id).collect();
    assert_eq!(
        ids,
        [
            "goal",
            "board",
            "men",
            "captures",
            "kings",
            "end-of-game",
            "variants",
            "notation",
            "in-the-app"
        ]
    );
    let variants: Vec<String> = variant_pages(Lang::Fr).into_iter().map(|p| p.id).collect();
    assert_eq!(variants.len(), 7);
    assert!(variants.contains(&"variant-czech".to_string()));
}

#[test]
fn both_locales_have_the_same_pages_and_structure() {
    let fr = all_pages(Lang::Fr);
    let en = all_pages(Lang::En);
    assert_eq!(fr.len(), en.len());
    for (f, e) in fr.iter().zip(&en) {
        assert_eq!(f.shape(), e.shape(), "page {} differs in structure", f.id);
        assert_ne!(f.title, e.title, "page {}: title not translated", f.id);
        // The text really is in two languages: no paragraph is identical.
        for (bf, be) in f.blocks.iter().zip(&e.blocks) {
            if let (Block::Paragraph(a), Block::Paragraph(b)) = (bf, be) {
                assert_ne!(a, b, "page {}: untranslated paragraph", f.id);
            }
        }
    }
    let lf = lessons(Lang::Fr);
    let le = lessons(Lang::En);
    assert_eq!(lf.len(), le.len());
    for (a, b) in lf.iter().zip(&le) {
        assert_eq!(
            (&a.id, &a.fen, &a.rules, &a.solutions),
            (&b.id, &b.fen, &b.rules, &b.solutions)
        );
        let wa: Vec<&String> = a.wrong.iter().map(|w| &w.text).collect();
        let wb: Vec<&String> = b.wrong.iter().map(|w| &w.text).collect();
        assert_eq!(wa, wb, "lesson {}", a.id);
        assert_ne!(a.task, b.task, "lesson {}: task not translated", a.id);
    }
}

#[test]
fn every_diagram_is_legal_and_its_claims_hold() {
    let mut claims = 0;
    for l in Lang::ALL {
        for p in all_pages(l) {
            for (i, d) in p.diagrams().enumerate() {
                if let Err(e) = check_diagram(&format!("{} diagram {}", p.id, i + 1), d) {
                    panic!("{e}");
                }
                claims += d.claims.len();
            }
        }
    }
    assert!(claims > 100, "the pages make checkable claims ({claims})");
}

#[test]
fn claims_are_really_checked() {
    // A wrong claim must fail the check: the test above is not vacuous.
    let intl = Rules::preset(Variant::International);
    let bad_legal = Diagram::new(intl, "W:W32:B19").legal(&["32-37"]);
    assert!(check_diagram("bad", &bad_legal).is_err());
    let bad_illegal = Diagram::new(intl, "W:W32:B19").illegal(&["32-28"]);
    assert!(check_diagram("bad", &bad_illegal).is_err());
    let bad_only = Diagram::new(intl, "W:W32:B19").only(&["32-28"]);
    assert!(check_diagram("bad", &bad_only).is_err());
    let bad_fen = Diagram::new(intl, "W:W3:B19"); // a white man on its promotion row
    assert!(check_diagram("bad", &bad_fen).is_err());
    // Majority capture: the same position differs between Russian and International.
    let russian = Rules::preset(Variant::Russian);
    let both = Diagram::new(russian, "W:Wc3:Bb4,d4,f6").only(&["c3:a5", "c3:g7"]);
    assert!(check_diagram("ok", &both).is_ok());
    let brazilian = Rules::preset(Variant::Brazilian);
    let both_br = Diagram::new(brazilian, "W:Wc3:Bb4,d4,f6").only(&["c3xa5", "c3xg7"]);
    assert!(check_diagram("bad", &both_br).is_err());
}

fn lesson_checks(lesson: &Lesson) {
    let pos = lesson.position().unwrap_or_else(|e| panic!("lesson {}: {e}", lesson.id));
    let r = &lesson.rules;
    assert!(!lesson.solutions.is_empty(), "lesson {}", lesson.id);
    for t in &lesson.solutions {
        let m = pos
            .parse_move(r, t)
            .unwrap_or_else(|e| panic!("lesson {} solution {t}: {e}", lesson.id));
        let v = lesson.judge(&m);
        assert!(v.correct && v.legal, "lesson {}: solution {t} refused", lesson.id);
        assert_eq!(v.explanation, lesson.success);
        let v = lesson.judge_text(t).unwrap();
        assert!(v.correct, "lesson {}: typed solution {t} refused", lesson.id);
    }
    assert!(!lesson.wrong.is_empty(), "lesson {}: no wrong answers", lesson.id);
    let mut seen = HashSet::new();
    for w in &lesson.wrong {
        assert!(seen.insert(w.explanation.clone()), "lesson {}: duplicate explanation", lesson.id);
        assert_ne!(w.explanation, lesson.other_wrong);
        let v = lesson
            .judge_text(&w.text)
            .unwrap_or_else(|e| panic!("lesson {} wrong {}: {e}", lesson.id, w.text));
        assert!(!v.correct, "lesson {}: wrong answer {} accepted", lesson.id, w.text);
        assert_eq!(v.explanation, w.explanation, "lesson {}: wrong answer {}", lesson.id, w.text);
        // A legal wrong answer, fed as a move by the board session, gets the same explanation.
        if let Ok(m) = pos.parse_move(r, &w.text) {
            let v = lesson.judge(&m);
            assert!(!v.correct && v.legal);
            assert_eq!(v.explanation, w.explanation);
        } else {
            assert!(!v.legal, "lesson {}: {} should be illegal", lesson.id, w.text);
        }
    }
    // Any other legal move is refused with the generic explanation.
    let solutions = lesson.solution_moves();
    let listed: Vec<_> =
        lesson.wrong.iter().filter_map(|w| pos.parse_move(r, &w.text).ok()).collect();
    for m in pos.legal_moves(r) {
        let v = lesson.judge(&m);
        if solutions.contains(&m) {
            assert!(v.correct);
        } else if !listed.contains(&m) {
            assert!(!v.correct);
            assert_eq!(v.explanation, lesson.other_wrong);
        }
    }
    assert!(lesson.judge_text("hello").is_err(), "text that is not a move is an error");
    let rendered = render_lesson(lesson, Lang::En);
    assert!(rendered.contains(&lesson.title));
}

#[test]
fn every_lesson_accepts_its_solutions_and_explains_wrong_answers() {
    for l in Lang::ALL {
        let all = lessons(l);
        for lesson in &all {
            lesson_checks(lesson);
        }
        let ids: HashSet<&str> = all.iter().map(|x| x.id.as_str()).collect();
        assert_eq!(ids.len(), all.len(), "lesson ids are unique");
        for needed in [
            "compulsory-capture",
            "multi-capture",
            "majority-capture",
            "backward-capture",
            "flying-king",
            "promotion-international",
            "promotion-russian",
            "promotion-english",
            "turkish-strike",
            "notation-numbers",
            "notation-coordinates",
        ] {
            assert!(ids.contains(needed), "missing lesson {needed}");
        }
    }
}

#[test]
fn lesson_rules_really_differ_between_variants() {
    // The three promotion lessons only make sense if their rules disagree:
    // play each lesson's position under the other variants.
    let intl = lessons(Lang::En).into_iter().find(|x| x.id == "promotion-russian").unwrap();
    let pos_rus = intl.position().unwrap();
    let m = pos_rus.parse_move(&intl.rules, "f6:a5").unwrap();
    assert!(m.promotes(), "the Russian man ends as a king");
    let brazilian = Rules::preset(Variant::Brazilian);
    let pos_br = Position::from_fen(&brazilian, &intl.fen).unwrap();
    assert!(
        pos_br.parse_move(&brazilian, "f6xd8").is_ok(),
        "in Brazilian the man stops on d8, crowned"
    );
    assert!(pos_br.parse_move(&brazilian, "f6xa5").is_err());
    // The Turkish strike: with immediate removal the king would take 19 too.
    let turk = lessons(Lang::En).into_iter().find(|x| x.id == "turkish-strike").unwrap();
    let immediate =
        Rules::custom(Variant::International, |r| r.removal = Removal::Immediate).unwrap();
    let pos = Position::from_fen(&immediate, &turk.fen).unwrap();
    let best = pos.legal_moves(&immediate).iter().map(|m| m.captured().len()).max().unwrap();
    assert_eq!(best, 5, "without the Turkish strike rule the king takes all five");
    let pos = turk.position().unwrap();
    let best = pos.legal_moves(&turk.rules).iter().map(|m| m.captured().len()).max().unwrap();
    assert_eq!(best, 4);
}

#[test]
fn a_wrong_answer_gets_its_own_explanation_not_the_generic_one() {
    let l = lessons(Lang::Fr);
    let majority = l.iter().find(|x| x.id == "majority-capture").unwrap();
    let v = majority.judge_text("32x21").unwrap();
    assert!(!v.correct && !v.legal);
    assert!(v.explanation.contains("39x19"));
    let v = majority.judge_text("39x19").unwrap();
    assert!(v.correct);
    let notation = l.iter().find(|x| x.id == "notation-numbers").unwrap();
    let v = notation.judge_text("31-26").unwrap();
    assert!(!v.correct && v.legal);
    assert_eq!(v.explanation, notation.other_wrong);
    let v = notation.judge_text("34-23").unwrap();
    assert!(!v.correct && !v.legal);
    assert_eq!(v.explanation, notation.illegal);
}

fn knob_variants(base: Rules) -> Vec<(&'static str, Rules)> {
    let mut out = Vec::new();
    let mut push = |name: &'static str, f: &dyn Fn(&mut Rules)| {
        let mut r = base;
        f(&mut r);
        if r != base && r.validate().is_ok() {
            out.push((name, r));
        }
    };
    push("board", &|r| {
        r.board = if r.board == BoardSize::Ten { BoardSize::Eight } else { BoardSize::Ten };
        r.start_rows = r.board.side() / 2 - 1;
        if r.board == BoardSize::Ten {
            r.numbering = Numbering::TopLeft;
            r.a1_playing = true;
            if matches!(
                r.draw,
                draughts_rules::DrawRule::Russian2022 | draughts_rules::DrawRule::Fmjd64
            ) {
                r.draw = draughts_rules::DrawRule::NoProgress { moves: 25 };
            }
        }
    });
    push("start_rows", &|r| r.start_rows = if r.start_rows == 2 { 3 } else { 2 });
    push("first", &|r| r.first = r.first.opponent());
    push("men_capture_backwards", &|r| r.men_capture_backwards = !r.men_capture_backwards);
    push("flying_kings", &|r| r.flying_kings = !r.flying_kings);
    push("capture_compulsory", &|r| {
        r.capture_compulsory = !r.capture_compulsory;
        if !r.capture_compulsory {
            r.precedence = Precedence::Free;
        }
    });
    push("precedence", &|r| {
        r.precedence =
            if r.precedence == Precedence::Free { Precedence::MostPieces } else { Precedence::Free }
    });
    push("men_capture_kings", &|r| r.men_capture_kings = !r.men_capture_kings);
    push("promotion", &|r| {
        r.promotion = match r.promotion {
            PromotionInCapture::ContinueAsKing => PromotionInCapture::OnlyAtEnd,
            PromotionInCapture::OnlyAtEnd => PromotionInCapture::EndsMove,
            PromotionInCapture::EndsMove => PromotionInCapture::ContinueAsKing,
        }
    });
    push("removal", &|r| {
        r.removal =
            if r.removal == Removal::EndOfMove { Removal::Immediate } else { Removal::EndOfMove }
    });
    push("separator", &|r| {
        r.capture_separator = if r.capture_separator == 'x' { ':' } else { 'x' }
    });
    push("repetition", &|r| r.repetition += 1);
    push("draw", &|r| r.draw = draughts_rules::DrawRule::NoProgress { moves: 33 });
    out
}

#[test]
fn changing_a_knob_changes_the_custom_rules_page() {
    for v in Variant::ALL {
        let base = Rules::preset(v);
        let variants = knob_variants(base);
        assert!(variants.len() >= 12, "{v}: only {} knobs changed", variants.len());
        for l in Lang::ALL {
            let base_page = custom_rules_page(&base, l);
            let base_text = render_page(&base_page, l);
            let mut texts = HashSet::new();
            texts.insert(base_text.clone());
            for (knob, r) in &variants {
                let page = custom_rules_page(r, l);
                let text = render_page(&page, l);
                assert_ne!(text, base_text, "{v}: changing {knob} left the page unchanged");
                assert_ne!(page, base_page);
                // The page says it is custom and lists the change.
                assert!(r.is_custom());
                assert_ne!(page.title, base_page.title, "{v} {knob}");
                texts.insert(text);
            }
            assert_eq!(texts.len(), variants.len() + 1, "{v}: two knobs give the same page");
        }
    }
}

#[test]
fn custom_rules_claims_hold_for_every_combination_of_knobs() {
    let mut checked = 0;
    for v in Variant::ALL {
        for backwards in [false, true] {
            for flying in [false, true] {
                for compulsory in [false, true] {
                    for precedence in [
                        Precedence::Free,
                        Precedence::MostPieces,
                        Precedence::MostPiecesThenKings,
                        Precedence::Italian,
                        Precedence::KingFirst,
                    ] {
                        for men_take_kings in [false, true] {
                            for promotion in [
                                PromotionInCapture::ContinueAsKing,
                                PromotionInCapture::OnlyAtEnd,
                                PromotionInCapture::EndsMove,
                            ] {
                                let Ok(r) = Rules::custom(v, |r| {
                                    r.men_capture_backwards = backwards;
                                    r.flying_kings = flying;
                                    r.capture_compulsory = compulsory;
                                    r.precedence = precedence;
                                    r.men_capture_kings = men_take_kings;
                                    r.promotion = promotion;
                                }) else {
                                    continue;
                                };
                                let page = custom_rules_page(&r, Lang::En);
                                for (i, d) in page.diagrams().enumerate() {
                                    if let Err(e) =
                                        check_diagram(&format!("custom {r:?} diagram {}", i + 1), d)
                                    {
                                        panic!("{e}");
                                    }
                                }
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn ten_by_ten_custom_rules_page_holds_too() {
    for base in [Variant::International, Variant::Russian, Variant::English] {
        let r = Rules::custom(base, |r| {
            r.board = BoardSize::Ten;
            r.start_rows = 4;
            r.numbering = Numbering::TopLeft;
            r.a1_playing = true;
            r.draw = draughts_rules::DrawRule::NoProgress { moves: 25 };
        })
        .unwrap();
        for l in Lang::ALL {
            for d in custom_rules_page(&r, l).diagrams() {
                check_diagram(&format!("{base} on 10x10"), d).unwrap();
            }
        }
    }
}

#[test]
fn the_comparison_table_comes_from_the_presets() {
    let variants = tutorial_pages(Lang::En).into_iter().find(|p| p.id == "variants").unwrap();
    let table = variants
        .blocks
        .iter()
        .find_map(|b| if let Block::Table(t) = b { Some(t.clone()) } else { None })
        .unwrap();
    assert_eq!(table.header.len(), 1 + Variant::ALL.len());
    let row = |label: &str| table.rows.iter().find(|r| r[0] == label).unwrap().clone();
    for (i, v) in Variant::ALL.iter().enumerate() {
        let r = Rules::preset(*v);
        assert_eq!(
            row("Men capture backwards")[i + 1],
            if r.men_capture_backwards { "Yes" } else { "No" }
        );
        assert_eq!(row("Kings")[i + 1], if r.flying_kings { "Flying" } else { "One square" });
        assert_eq!(
            row("Moves first")[i + 1],
            if r.first == Color::White { "White" } else { "Black" }
        );
        assert_eq!(
            row("Men per side")[i + 1],
            (r.start_rows as usize * r.board.side() as usize / 2).to_string()
        );
    }
}

#[test]
fn variant_page_states_what_the_preset_enforces() {
    let en = |v| render_page(&variant_page(v, Lang::En), Lang::En);
    assert!(en(Variant::English).contains("Black makes the first move"));
    assert!(en(Variant::International).contains("Majority capture"));
    assert!(en(Variant::Russian).contains("goes on capturing as a king"));
    assert!(en(Variant::Italian).contains("may not capture a king"));
    assert!(en(Variant::Czech).contains("a king must capture"));
    assert!(!en(Variant::English).contains("Kings fly"));
    // Sentences that name variants take the names from the presets.
    let tutorial: String =
        tutorial_pages(Lang::En).iter().map(|p| render_page(p, Lang::En)).collect();
    let flat = tutorial.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(
        "In International, Russian, Brazilian, Spanish and Czech draughts the king flies"
    ));
    assert!(flat.contains("except English draughts"));
    assert!(flat.contains("four times in Italian draughts"));
    let fr = render_page(&variant_page(Variant::Russian, Lang::Fr), Lang::Fr);
    assert!(fr.contains("continue la rafle en dame"));
}

#[test]
fn inline_markup() {
    let s = spans("a **b** *c* d");
    assert_eq!(
        s.iter().map(|x| (x.text.as_str(), x.style)).collect::<Vec<_>>(),
        [
            ("a ", Style::Plain),
            ("b", Style::Bold),
            (" ", Style::Plain),
            ("c", Style::Italic),
            (" d", Style::Plain)
        ]
    );
    let s = spans("2 * 3");
    assert_eq!(s.len(), 1);
    assert_eq!(s[0].text, "2 * 3");
}

#[test]
fn rendered_boards_show_the_pieces() {
    let page = tutorial_pages(Lang::En).into_iter().find(|p| p.id == "board").unwrap();
    let text = render_page(&page, Lang::En);
    // International start: 20 white and 20 black men, then the English one: 12 and 12.
    let board_lines: Vec<&str> = text
        .lines()
        .filter(|l| l.len() > 4 && l[..3].trim().parse::<u8>().is_ok() && l.as_bytes()[3] == b' ')
        .collect();
    assert_eq!(board_lines.len(), 18, "two boards, 10 + 8 ranks");
    let count = |c: char| board_lines.iter().map(|l| l.matches(c).count()).sum::<usize>();
    assert_eq!((count('w'), count('b'), count('W'), count('B')), (32, 32, 0, 0));
    assert!(text.contains("White to move."));
    assert!(text.contains("Black to move."));
    let notation = tutorial_pages(Lang::En).into_iter().find(|p| p.id == "notation").unwrap();
    let text = render_page(&notation, Lang::En);
    assert!(text.contains("[28]"), "numbered board shows and highlights square 28:\n{text}");
}

#[test]
fn the_apps_see_each_diagram_before_its_text_and_numbered_where_it_marks_squares() {
    for page in tutorial_pages(Lang::En) {
        let first = page.diagrams_first();
        let mut shape = page.shape();
        shape.sort();
        let mut moved = first.shape();
        moved.sort();
        assert_eq!(shape, moved, "{}: the same blocks", page.id);
        assert_eq!(page.diagrams().count(), first.diagrams().count());
        // The text just above each diagram comes right after it.
        let text = |b: &Block| matches!(b, Block::Paragraph(_) | Block::BulletList(_));
        let at = |blocks: &[Block]| -> Vec<usize> {
            (0..blocks.len()).filter(|&i| matches!(blocks[i], Block::Diagram(_))).collect()
        };
        for (&i, &j) in at(&page.blocks).iter().zip(at(&first.blocks).iter()) {
            let run = page.blocks[..i].iter().rev().take_while(|b| text(b)).count();
            assert_eq!(
                &first.blocks[j + 1..j + 1 + run],
                &page.blocks[i - run..i],
                "{}: the text of a diagram follows it",
                page.id
            );
        }
        for d in page.diagrams() {
            if !d.highlights.is_empty() || !d.arrows.is_empty() {
                assert!(
                    d.shows_numbers(),
                    "{}: a diagram that marks squares shows their numbers",
                    page.id
                );
            }
        }
    }
}
