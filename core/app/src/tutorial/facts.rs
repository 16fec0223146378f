//! Rule sentences and table cells generated from a [`Rules`] value.
//!
//! This is the one place where the text about a rule set comes from its
//! knobs: the rules pages, the custom rules page and the comparison table all
//! call it, so what the pages say is what the engine enforces. Each knob maps
//! to one sentence; a new knob value gets a new sentence here, never a
//! hand-written exception in a page.

use super::page::Lang;
use draughts_rules::{
    BoardSize, Color, DrawRule, Numbering, Precedence, PromotionInCapture, Removal, Rules, Variant,
};

/// The variant's name in the locale.
pub fn variant_name(v: Variant, l: Lang) -> String {
    match v {
        Variant::International => l.t("Dames internationales", "International draughts"),
        Variant::English => l.t("Dames anglaises", "English draughts"),
        Variant::Russian => l.t("Dames russes", "Russian draughts"),
        Variant::Brazilian => l.t("Dames brésiliennes", "Brazilian draughts"),
        Variant::Spanish => l.t("Dames espagnoles", "Spanish draughts"),
        Variant::Italian => l.t("Dames italiennes", "Italian draughts"),
        Variant::Czech => l.t("Dames tchèques", "Czech draughts"),
    }
}

/// A short name for table headers.
pub fn variant_short_name(v: Variant, l: Lang) -> String {
    match v {
        Variant::International => l.t("Internationales", "International"),
        Variant::English => l.t("Anglaises", "English"),
        Variant::Russian => l.t("Russes", "Russian"),
        Variant::Brazilian => l.t("Brésiliennes", "Brazilian"),
        Variant::Spanish => l.t("Espagnoles", "Spanish"),
        Variant::Italian => l.t("Italiennes", "Italian"),
        Variant::Czech => l.t("Tchèques", "Czech"),
    }
}

/// One line saying what makes the variant itself, for the new-game list.
pub fn variant_tagline(v: Variant, l: Lang) -> String {
    match v {
        Variant::International => l.t(
            "Le grand damier 10×10 des championnats : dames volantes, et il faut prendre le \
             plus de pièces possible.",
            "The 10×10 championship game: flying kings, and you must take the most pieces.",
        ),
        Variant::English => l.t(
            "Les checkers : les pions ne prennent que vers l’avant, la dame avance d’une \
             case, les Noirs ouvrent.",
            "Checkers: men capture forwards only, kings move one square, Black moves first.",
        ),
        Variant::Russian => l.t(
            "Prise au choix, dames volantes, et un pion couronné au milieu d’une rafle la \
             termine en dame.",
            "Any capture you like, flying kings, and a man crowned mid-capture carries on as \
             a king.",
        ),
        Variant::Brazilian => l.t(
            "Les règles internationales sur un damier 8×8.",
            "International rules on an 8×8 board.",
        ),
        Variant::Spanish => l.t(
            "Dames volantes ; on prend le plus de pièces, puis le plus de dames.",
            "Flying kings; take the most pieces, then the most kings.",
        ),
        Variant::Italian => l.t(
            "Un pion ne prend jamais une dame, et l’ordre des prises est strict.",
            "Men may never take kings, and strict rules on which capture comes first.",
        ),
        Variant::Czech => l.t(
            "Dames volantes, et quand une dame peut prendre, c’est elle qui prend.",
            "Flying kings, and when a king can capture, the king must be the one to capture.",
        ),
    }
}

/// The variants whose preset satisfies `pred`, as the words that go with
/// "draughts": "internationales, russes et brésiliennes" / "International,
/// Russian and Brazilian". Tutorial sentences use it so that "which variants
/// do this" always comes from the presets, not from memory.
pub fn variants_where(pred: impl Fn(&Rules) -> bool, l: Lang) -> String {
    let names: Vec<String> = Variant::ALL
        .iter()
        .filter(|&&v| pred(&Rules::preset(v)))
        .map(|&v| match l {
            Lang::Fr => variant_short_name(v, l).to_lowercase(),
            Lang::En => variant_short_name(v, l),
        })
        .collect();
    let and = l.t(" et ", " and ");
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}{and}{last}", rest.join(", ")),
    }
}

/// Men each side starts with.
pub fn men_per_side(r: &Rules) -> u32 {
    r.start_rows as u32 * r.board.side() as u32 / 2
}

fn side_name(c: Color, l: Lang) -> String {
    match c {
        Color::White => l.t("les Blancs", "White"),
        Color::Black => l.t("les Noirs", "Black"),
    }
}

fn yes_no(b: bool, l: Lang) -> String {
    if b {
        l.t("Oui", "Yes")
    } else {
        l.t("Non", "No")
    }
}

fn ordinal(n: u8, l: Lang) -> String {
    match l {
        Lang::Fr => format!("{n}e"),
        Lang::En => {
            let suffix = match n {
                1 => "st",
                2 => "nd",
                3 => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
    }
}

fn board_text(size: BoardSize) -> String {
    let s = size.side();
    format!("{s}×{s}")
}

/// The table cell for the board.
pub fn board_cell(r: &Rules) -> String {
    board_text(r.board)
}

/// The table cell for the side that moves first.
pub fn first_cell(r: &Rules, l: Lang) -> String {
    match r.first {
        Color::White => l.t("Blancs", "White"),
        Color::Black => l.t("Noirs", "Black"),
    }
}

/// The table cell for kings.
pub fn kings_cell(r: &Rules, l: Lang) -> String {
    if r.flying_kings {
        l.t("Volantes", "Flying")
    } else {
        l.t("Une case", "One square")
    }
}

/// The table cell for the capture precedence.
pub fn precedence_cell(r: &Rules, l: Lang) -> String {
    if !r.capture_compulsory {
        return l.t("Prise facultative", "Capture optional");
    }
    match r.precedence {
        Precedence::Free => l.t("Libre", "Free choice"),
        Precedence::MostPieces => l.t("Le plus de pièces", "Most pieces"),
        Precedence::MostPiecesThenKings => {
            l.t("Le plus de pièces, puis de dames", "Most pieces, then most kings")
        }
        Precedence::Italian => l.t(
            "Pièces, dame preneuse, dames prises, dame la plus tôt",
            "Pieces, capturing king, kings taken, earliest king",
        ),
        Precedence::KingFirst => l.t("La dame d’abord", "King first"),
    }
}

/// The table cell for a man reaching the far row during a capture.
pub fn promotion_cell(r: &Rules, l: Lang) -> String {
    match r.promotion {
        PromotionInCapture::ContinueAsKing => {
            l.t("Dame, continue la rafle", "King, keeps capturing")
        }
        PromotionInCapture::OnlyAtEnd => {
            l.t("Dame seulement s’il s’y arrête", "King only if it stops there")
        }
        PromotionInCapture::EndsMove => l.t("Dame, le coup s’arrête", "King, the move ends"),
    }
}

/// The table cell for the no-progress draw counter.
pub fn draw_cell(r: &Rules, l: Lang) -> String {
    match r.draw {
        DrawRule::Fmjd { king_moves, .. } => {
            l.t(&format!("{king_moves} coups de dames"), &format!("{king_moves} king moves"))
        }
        DrawRule::Russian2022 => {
            l.t("15 ou 25 coups de dames (règles 2022)", "15 or 25 king moves (2022 rules)")
        }
        DrawRule::Fmjd64 => l.t("15 coups de dames", "15 king moves"),
        DrawRule::NoProgress { moves } => {
            l.t(&format!("{moves} coups sans progrès"), &format!("{moves} moves without progress"))
        }
    }
}

/// The comparison table of every preset: (header, rows), one column per
/// variant, every cell generated from the presets.
pub fn comparison_table(l: Lang) -> (Vec<String>, Vec<Vec<String>>) {
    let presets: Vec<Rules> = Variant::ALL.iter().map(|&v| Rules::preset(v)).collect();
    let mut header = vec![l.t("Règle", "Rule")];
    header.extend(Variant::ALL.iter().map(|&v| variant_short_name(v, l)));
    type Cell = fn(&Rules, Lang) -> String;
    let rows: Vec<(String, Cell)> = vec![
        (l.t("Damier", "Board"), |r, _| board_cell(r)),
        (l.t("Pions par camp", "Men per side"), |r, _| men_per_side(r).to_string()),
        (l.t("Qui commence", "Moves first"), first_cell),
        (l.t("Prise obligatoire", "Compulsory capture"), |r, l| yes_no(r.capture_compulsory, l)),
        (l.t("Priorité de prise", "Capture priority"), precedence_cell),
        (l.t("Les pions prennent en arrière", "Men capture backwards"), |r, l| {
            yes_no(r.men_capture_backwards, l)
        }),
        (l.t("Les pions prennent les dames", "Men may take kings"), |r, l| {
            yes_no(r.men_capture_kings, l)
        }),
        (l.t("Dames", "Kings"), kings_cell),
        (l.t("Promotion en pleine rafle", "Promotion during a capture"), promotion_cell),
        (l.t("Nulle par répétition", "Draw by repetition"), |r, l| {
            l.t(&format!("{} fois", r.repetition), &format!("{} times", r.repetition))
        }),
        (l.t("Nulle sans progrès", "No-progress draw"), draw_cell),
    ];
    let rows = rows
        .into_iter()
        .map(|(label, cell)| {
            let mut row = vec![label];
            row.extend(presets.iter().map(|r| cell(r, l)));
            row
        })
        .collect();
    (header, rows)
}

/// One sentence per knob, in the order a player needs them: board, setup,
/// moves, captures, kings, promotion, notation, draws. Inline markup allowed.
// Long on purpose: the sentences in reading order, each a short `if` or
// `match` on one knob; splitting it would scatter that order for no logic.
pub fn rule_sentences(r: &Rules, l: Lang) -> Vec<String> {
    let side = r.board.side();
    let squares = r.board.squares();
    let men = men_per_side(r);
    let rows = r.start_rows;
    let mut out = Vec::new();

    // Board and setup.
    let corner = if r.a1_playing {
        l.t(
            "le coin en bas à gauche de chaque joueur est une case foncée",
            "each player’s bottom-left corner is a dark square",
        )
    } else {
        l.t(
            "le coin en bas à gauche de chaque joueur est une case claire : le damier est \
             tourné d’un quart de tour par rapport aux dames internationales",
            "each player’s bottom-left corner is a light square: the board is turned a \
             quarter turn from the International one",
        )
    };
    out.push(l.t(
        &format!("Damier **{side}×{side}**, {squares} cases foncées en jeu ; {corner}."),
        &format!("**{side}×{side}** board, {squares} dark squares in play; {corner}."),
    ));
    out.push(l.t(
        &format!("**{men} pions** par camp, posés sur les {rows} rangées de son côté."),
        &format!("**{men} men** a side, set out on the {rows} rows nearest each player."),
    ));
    let first = side_name(r.first, l);
    out.push(l.t(
        &format!("Ce sont **{first}** qui ouvrent la partie."),
        &format!("**{first}** makes the first move."),
    ));

    // Men.
    out.push(l.t(
        "Un pion se déplace d’un pas en diagonale, vers l’avant seulement, et sur une case \
         vide.",
        "A man moves one step diagonally, forwards only, onto an empty square.",
    ));
    out.push(if r.men_capture_backwards {
        l.t(
            "Les pions prennent **dans les deux sens**, vers l’avant comme vers l’arrière.",
            "Men capture **both forwards and backwards**.",
        )
    } else {
        l.t("Les pions ne prennent **que vers l’avant**.", "Men capture **forwards only**.")
    });
    if !r.men_capture_kings {
        out.push(l.t(
            "Un pion **n’a pas le droit de prendre une dame** : seule une dame peut prendre \
             une dame.",
            "A man **may not capture a king**: only a king can take a king.",
        ));
    }

    // Captures.
    out.push(if r.capture_compulsory {
        l.t(
            "La prise est **obligatoire** : dès que tu peux prendre, tu dois le faire.",
            "Capturing is **compulsory**: whenever you can capture, you must.",
        )
    } else {
        l.t(
            "La prise est **facultative** ici : tu peux choisir de jouer un autre coup.",
            "Capturing is **optional** under these rules: you may play another move instead.",
        )
    });
    if r.capture_compulsory {
        out.push(match r.precedence {
            Precedence::Free => l.t(
                "Entre plusieurs prises possibles, **le choix est libre**, même la plus \
                 petite.",
                "Among several possible captures **the choice is yours**, even the smallest.",
            ),
            Precedence::MostPieces => l.t(
                "**Prise majoritaire** : tu dois jouer la rafle qui rapporte le plus de \
                 pièces, une dame valant un pion ; à égalité, tu choisis.",
                "**Majority capture**: you must play the capture that takes the most pieces, \
                 a king counting as one piece; between equal captures, you choose.",
            ),
            Precedence::MostPiecesThenKings => l.t(
                "**Prise majoritaire** : d’abord le plus de pièces, puis, à nombre égal, le \
                 plus de dames ; au-delà, tu choisis.",
                "**Majority capture**: first the most pieces, then, between equal counts, the \
                 most kings; beyond that, you choose.",
            ),
            Precedence::Italian => l.t(
                "Ordre des prises : d’abord le plus de pièces ; puis prendre avec une dame \
                 plutôt qu’avec un pion ; puis le plus de dames prises ; puis la rafle qui \
                 rencontre une dame le plus tôt ; au-delà, tu choisis.",
                "Capture priorities, in order: the most pieces; then capturing with a king \
                 rather than a man; then the most kings taken; then the capture that meets a \
                 king earliest; beyond that, you choose.",
            ),
            Precedence::KingFirst => l.t(
                "**Si une dame peut prendre, la prise revient à une dame** ; sinon, tu prends \
                 comme tu veux.",
                "**If a king can capture, a king must capture**; otherwise you choose any \
                 capture.",
            ),
        });
    }
    out.push(l.t(
        "Une rafle ne s’interrompt pas : la même pièce saute **tant qu’elle peut prendre**.",
        "A multi-capture cannot be cut short: the same piece keeps jumping **as long as it \
         can capture**.",
    ));
    out.push(match r.removal {
        Removal::EndOfMove => l.t(
            "On n’enlève les pièces sautées qu’**une fois la rafle finie** : d’ici là, elles \
             barrent le passage et ne peuvent pas être sautées une seconde fois (c’est le \
             coup turc).",
            "Jumped pieces are removed only **once the multi-capture is over**: until then \
             they block the way and cannot be jumped a second time (the Turkish strike).",
        ),
        Removal::Immediate => l.t(
            "Chaque pièce sautée disparaît **aussitôt** : une dame peut ensuite repasser sur \
             sa case.",
            "Each jumped piece is removed **at once**: a king may later pass over its square.",
        ),
    });

    // Kings.
    out.push(if r.flying_kings {
        l.t(
            "Les dames **volent** : elles filent sur toute une diagonale libre, prennent de \
             loin et se posent sur une case vide de leur choix au-delà de la pièce prise ; \
             s’il existe une case d’où la rafle peut reprendre, c’est là qu’elles doivent \
             se poser.",
            "Kings **fly**: they run along any open diagonal, capture from a distance and \
             land on any empty square beyond the captured piece, but on one that lets the \
             multi-capture go on if there is such a square.",
        )
    } else {
        l.t(
            "Les dames ne font **qu’un pas**, mais dans les quatre directions ; elles \
             prennent comme un pion, vers l’avant comme vers l’arrière.",
            "Kings move **one step** only, but in all four directions, and capture like a \
             man, forwards or backwards.",
        )
    });

    // Promotion.
    out.push(l.t(
        "Un pion dont le coup s’achève sur la dernière rangée est promu **dame**.",
        "A man whose move ends on the far row becomes a **king**.",
    ));
    out.push(match r.promotion {
        PromotionInCapture::ContinueAsKing => l.t(
            "Si un pion touche la dernière rangée **au cours d’une rafle**, il devient \
             dame aussitôt et, s’il peut encore prendre, **continue la rafle en dame**.",
            "A man that reaches the far row **during a multi-capture** is crowned at once \
             and, if it can still capture, **goes on capturing as a king**.",
        ),
        PromotionInCapture::OnlyAtEnd => l.t(
            "Un pion qui ne fait que **traverser** la dernière rangée pendant une rafle \
             **n’est pas promu** : il poursuit sa prise en simple pion.",
            "A man that only **passes through** the far row during a multi-capture **is not \
             crowned**: it goes on capturing as a man.",
        ),
        PromotionInCapture::EndsMove => l.t(
            "Si un pion arrive sur la dernière rangée par une prise, il devient dame, et \
             **son coup s’arrête là**, même si la nouvelle dame pourrait prendre encore.",
            "A man that reaches the far row while capturing is crowned, and **its move ends \
             there**, even if the new king could capture more.",
        ),
    });

    // Notation.
    let sep = r.capture_separator;
    out.push(match r.numbering {
        Numbering::TopLeft => l.t(
            &format!(
                "Notation : les cases foncées portent les numéros 1 à {squares}, en partant \
                 du coin en haut à gauche vu des Blancs ; un tiret pour un déplacement, \
                 « {sep} » pour une prise."
            ),
            &format!(
                "Notation: the dark squares are numbered 1 to {squares} from the top-left \
                 corner as White sees it; a dash for a move, “{sep}” for a capture."
            ),
        ),
        Numbering::Italian => l.t(
            &format!(
                "Notation : les cases portent les numéros 1 à {squares}, en partant de a8, \
                 en haut à gauche vu des Blancs ; un tiret pour un déplacement, « {sep} » \
                 pour une prise."
            ),
            &format!(
                "Notation: the squares are numbered 1 to {squares} from a8, top left as \
                 White sees it; a dash for a move, “{sep}” for a capture."
            ),
        ),
        Numbering::Spanish => l.t(
            &format!(
                "Notation : les cases portent les numéros 1 à {squares}, en partant du coin \
                 en bas à droite des Blancs, de droite à gauche et de bas en haut ; un tiret \
                 pour un déplacement, « {sep} » pour une prise."
            ),
            &format!(
                "Notation: the squares are numbered 1 to {squares} from White’s bottom-right \
                 corner, right to left and bottom to top; a dash for a move, “{sep}” for a \
                 capture."
            ),
        ),
        Numbering::Algebraic => l.t(
            &format!(
                "Notation : chaque case a une lettre et un chiffre, de a1 (en bas à gauche \
                 des Blancs) à {last} ; un déplacement se note c3-d4, une prise c3{sep}e5.",
                last = last_square(r)
            ),
            &format!(
                "Notation: each square has a letter and a number, from a1 (White’s bottom \
                 left) to {last}; a move is written c3-d4, a capture c3{sep}e5.",
                last = last_square(r)
            ),
        ),
    });

    // End of game and draws.
    out.push(l.t(
        "Si, à ton tour, tu n’as plus de pièce ou plus aucun coup permis, **tu as perdu**.",
        "A player with no pieces left, or no legal move on their turn, **loses**.",
    ));
    let n = ordinal(r.repetition, l);
    out.push(l.t(
        &format!(
            "La partie est nulle quand une même position revient pour la **{n} fois**, \
             avec le même camp au trait."
        ),
        &format!(
            "Draw when the same position occurs for the **{n} time** with the same player to \
             move."
        ),
    ));
    out.extend(draw_sentences(r, l));
    out
}

fn last_square(r: &Rules) -> String {
    let s = r.board.side();
    format!("{}{}", (b'a' + s - 1) as char, s)
}

/// The move-count draw rules, one sentence each.
// Long on purpose: one arm per draw rule, each only its sentences.
pub fn draw_sentences(r: &Rules, l: Lang) -> Vec<String> {
    match r.draw {
        DrawRule::NoProgress { moves } => vec![l.t(
            &format!(
                "Nulle si chaque camp joue **{moves} coups** d’affilée sans prendre ni \
                 bouger un pion."
            ),
            &format!("Draw after **{moves} moves by each side** with no capture and no man move."),
        )],
        DrawRule::Fmjd { king_moves, three_pieces, two_pieces } => vec![
            l.t(
                &format!(
                    "Nulle si chaque camp joue **{king_moves} coups** d’affilée avec ses \
                     seules dames, sans rien prendre."
                ),
                &format!(
                    "Draw after **{king_moves} moves by each side** in which only kings \
                     moved and nothing was captured."
                ),
            ),
            l.t(
                &format!(
                    "Face à une dame seule, le camp qui a trois pièces, dont au moins une \
                     dame, doit gagner en **{three_pieces} coups** au plus, de part et \
                     d’autre ; avec deux pièces ou moins, en **{two_pieces} coups**."
                ),
                &format!(
                    "Against a lone king, a side with three pieces including a king must \
                     win within **{three_pieces} moves** each; with two pieces or fewer, \
                     within **{two_pieces} moves**."
                ),
            ),
        ],
        DrawRule::Russian2022 => vec![
            l.t(
                "Face à une dame isolée, trois dames ou davantage doivent la prendre au plus \
                 tard au **15e coup** du camp le plus fort ; si la dame isolée tient la \
                 grande diagonale a1-h8, trois pièces n’ont que **5 coups**.",
                "Three or more kings against a lone king: the lone king must be taken by the \
                 stronger side’s **15th move**; if the lone king holds the long diagonal \
                 a1-h8, three pieces get only **5 moves**.",
            ),
            l.t(
                "Quand les deux camps ont des dames et que rien n’est pris ni promu : nulle \
                 après **5, 30 ou 60 coups** chacun, selon qu’il reste 2-3, 4-5 ou 6-7 \
                 pièces.",
                "Kings on both sides, with no capture and no promotion: draw after **5, 30 or \
                 60 moves** each with 2-3, 4-5 or 6-7 pieces on the board.",
            ),
            l.t(
                "Si seules des dames bougent et que rien n’est pris : nulle après **15 \
                 coups** chacun avec 4-5 pièces, **25** avec 6-7. Au-delà de 7 pièces, ces \
                 deux compteurs ne s’appliquent pas.",
                "Only kings move and nothing is captured: draw after **15 moves** each with \
                 4-5 pieces, **25** with 6-7. With 8 pieces or more, neither count applies.",
            ),
        ],
        DrawRule::Fmjd64 => vec![
            l.t(
                "Nulle si chaque camp joue **15 coups** d’affilée avec ses seules dames, sans \
                 rien prendre.",
                "Draw after **15 moves** by each side in which only kings moved and nothing \
                 was captured.",
            ),
            l.t(
                "Face à une dame isolée, trois dames ou davantage ont jusqu’à leur **15e \
                 coup** pour la prendre, sinon la partie est nulle ; le délai tombe à **5 \
                 coups** pour trois pièces quand la dame isolée tient la grande diagonale, \
                 et pour deux pièces ou moins.",
                "Three or more kings against a lone king: a draw unless the stronger side has \
                 taken it by its **15th move**; three pieces against a lone king on the long \
                 diagonal, or two pieces or fewer against a king: **5 moves**.",
            ),
            l.t(
                "Quand les deux camps ont des dames et que rien n’est pris ni promu : nulle \
                 après **30 coups** avec 4-5 pièces, **60** avec 6-7.",
                "Kings on both sides, with no capture and no promotion: draw after **30 \
                 moves** with 4-5 pieces, **60** with 6-7.",
            ),
        ],
    }
}
