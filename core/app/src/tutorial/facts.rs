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
            "Le grand damier 10×10 des compétitions : dames volantes, prise du plus grand nombre.",
            "The 10×10 tournament game: flying kings, and you must take the most pieces.",
        ),
        Variant::English => l.t(
            "Les checkers : pions qui ne prennent qu’en avant, dames d’une case, les Noirs commencent.",
            "Checkers: men capture forwards only, kings step one square, Black moves first.",
        ),
        Variant::Russian => l.t(
            "Prise au choix, dames volantes, et un pion promu en pleine rafle continue en dame.",
            "Any capture you like, flying kings, and a man crowned mid-capture carries on as a king.",
        ),
        Variant::Brazilian => l.t(
            "Les règles internationales sur un damier 8×8.",
            "International rules on an 8×8 board.",
        ),
        Variant::Spanish => l.t(
            "Dames volantes ; prendre le plus de pièces, puis le plus de dames.",
            "Flying kings; take the most pieces, then the most kings.",
        ),
        Variant::Italian => l.t(
            "Les pions ne prennent pas les dames, et des priorités de prise strictes.",
            "Men may not take kings, and strict rules on which capture comes first.",
        ),
        Variant::Czech => l.t(
            "Dames volantes, et une dame qui peut prendre doit prendre.",
            "Flying kings, and a king that can capture must be the one to capture.",
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
        (l.t("Priorité de prise", "Which capture"), precedence_cell),
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
pub fn rule_sentences(r: &Rules, l: Lang) -> Vec<String> {
    let side = r.board.side();
    let squares = r.board.squares();
    let men = men_per_side(r);
    let rows = r.start_rows;
    let mut out = Vec::new();

    // Board and setup.
    let corner = if r.a1_playing {
        l.t(
            "chaque joueur a une case foncée dans son coin inférieur gauche",
            "each player has a dark square in the bottom-left corner",
        )
    } else {
        l.t(
            "chaque joueur a une case claire dans son coin inférieur gauche (le damier est tourné d’un quart de tour par rapport aux dames internationales)",
            "each player has a light square in the bottom-left corner (the board is turned a quarter turn compared with International draughts)",
        )
    };
    out.push(l.t(
        &format!("Damier **{side}×{side}**, {squares} cases foncées en jeu ; {corner}."),
        &format!("**{side}×{side}** board, {squares} dark squares in play; {corner}."),
    ));
    out.push(l.t(
        &format!(
            "**{men} pions** par camp, sur les {rows} rangées les plus proches de chaque joueur."
        ),
        &format!("**{men} men** per side, on the {rows} rows nearest each player."),
    ));
    let first = side_name(r.first, l);
    out.push(l.t(
        &format!("Ce sont **{first}** qui jouent le premier coup."),
        &format!("**{first}** makes the first move."),
    ));

    // Men.
    out.push(l.t(
        "Un pion avance d’une case en diagonale vers une case libre ; il ne recule jamais pour un simple déplacement.",
        "A man steps one square diagonally forwards onto an empty square; it never steps backwards.",
    ));
    out.push(if r.men_capture_backwards {
        l.t(
            "Les pions prennent **en avant comme en arrière**.",
            "Men capture **forwards and backwards**.",
        )
    } else {
        l.t("Les pions ne prennent **qu’en avant**.", "Men capture **forwards only**.")
    });
    if !r.men_capture_kings {
        out.push(l.t(
            "Un pion **ne peut pas prendre une dame** : seule une dame prend une dame.",
            "A man **may not capture a king**: only a king can take a king.",
        ));
    }

    // Captures.
    out.push(if r.capture_compulsory {
        l.t("La prise est **obligatoire** : si tu peux prendre, tu dois prendre.", "Capturing is **compulsory**: if you can capture, you must.")
    } else {
        l.t(
            "La prise est **facultative** dans ces règles : tu peux jouer un autre coup à la place.",
            "Capturing is **optional** under these rules: you may play another move instead.",
        )
    });
    if r.capture_compulsory {
        out.push(match r.precedence {
            Precedence::Free => l.t(
                "Quand plusieurs prises sont possibles, **tu choisis librement**, même la plus petite.",
                "When several captures are possible, **you choose freely**, even the smallest one.",
            ),
            Precedence::MostPieces => l.t(
                "**Prise majoritaire** : il faut jouer la rafle qui prend le plus de pièces, une dame comptant comme un pion ; à égalité, tu choisis.",
                "**Majority capture**: you must play the capture that takes the most pieces, a king counting as one; between equal captures, you choose.",
            ),
            Precedence::MostPiecesThenKings => l.t(
                "**Prise majoritaire** : il faut prendre le plus de pièces ; à nombre égal, la rafle qui prend le plus de dames ; ensuite, tu choisis.",
                "**Majority capture**: you must take the most pieces; between equal counts, the capture that takes the most kings; after that, you choose.",
            ),
            Precedence::Italian => l.t(
                "Priorités de prise, dans l’ordre : le plus de pièces ; puis prendre avec une dame plutôt qu’avec un pion ; puis le plus de dames ; puis la rafle qui rencontre une dame le plus tôt ; ensuite, tu choisis.",
                "Capture priorities, in order: the most pieces; then capturing with a king rather than a man; then the most kings; then the capture that meets a king earliest; after that, you choose.",
            ),
            Precedence::KingFirst => l.t(
                "**Si une dame peut prendre, c’est une dame qui doit prendre** ; sinon, tu choisis librement ta prise.",
                "**If a king can capture, a king must capture**; otherwise you choose any capture.",
            ),
        });
    }
    out.push(l.t(
        "Une rafle commencée se joue **jusqu’au bout**, avec la même pièce.",
        "A capture, once started, must be **completed** with the same piece.",
    ));
    out.push(match r.removal {
        Removal::EndOfMove => l.t(
            "Les pièces prises ne quittent le damier **qu’à la fin de la rafle** : on ne peut pas sauter deux fois la même, et elles bloquent le passage jusque-là (le coup turc).",
            "Captured pieces leave the board **only when the capture ends**: none can be jumped twice, and until then they still block the way (the Turkish strike).",
        ),
        Removal::Immediate => l.t(
            "Chaque pièce prise est retirée **aussitôt sautée** : une dame peut ensuite repasser par sa case.",
            "Each captured piece is removed **as soon as it is jumped**: a king may later pass over its square.",
        ),
    });

    // Kings.
    out.push(if r.flying_kings {
        l.t(
            "Les dames sont **volantes** : elles glissent d’autant de cases libres qu’elles veulent, prennent à distance et se posent sur n’importe quelle case libre derrière la pièce prise, mais sur une case qui permet de continuer la rafle s’il en existe une.",
            "Kings **fly**: they glide over any number of empty squares, capture from a distance and land on any empty square beyond the captured piece, but on one that lets the capture go on if there is such a square.",
        )
    } else {
        l.t(
            "Les dames ne se déplacent que **d’une case**, mais dans les quatre directions, et prennent comme un pion, en avant comme en arrière.",
            "Kings move **one square** only, but in all four directions, and capture like a man, forwards or backwards.",
        )
    });

    // Promotion.
    out.push(l.t(
        "Un pion qui termine son coup sur la dernière rangée devient **dame**.",
        "A man that ends its move on the far row becomes a **king**.",
    ));
    out.push(match r.promotion {
        PromotionInCapture::ContinueAsKing => l.t(
            "Un pion qui atteint la dernière rangée **en pleine rafle** devient dame sur-le-champ et **continue la rafle en dame** s’il peut encore prendre.",
            "A man that reaches the far row **in the middle of a capture** is crowned at once and **goes on capturing as a king** if it can.",
        ),
        PromotionInCapture::OnlyAtEnd => l.t(
            "Un pion qui ne fait que **passer** par la dernière rangée au cours d’une rafle **reste un pion** et continue à prendre en pion.",
            "A man that only **passes through** the far row during a capture **stays a man** and goes on capturing as a man.",
        ),
        PromotionInCapture::EndsMove => l.t(
            "Un pion qui atteint la dernière rangée en prenant devient dame et **son coup s’arrête là**, même si la nouvelle dame pourrait encore prendre.",
            "A man that reaches the far row while capturing is crowned and **its move ends there**, even if the new king could capture more.",
        ),
    });

    // Notation.
    let sep = r.capture_separator;
    out.push(match r.numbering {
        Numbering::TopLeft => l.t(
            &format!("Notation : les cases foncées sont numérotées de 1 à {squares} à partir du coin en haut à gauche, vu des Blancs ; un déplacement s’écrit avec un tiret, une prise avec « {sep} »."),
            &format!("Notation: the dark squares are numbered 1 to {squares} from the top-left corner, seen from White; a move is written with a dash, a capture with “{sep}”."),
        ),
        Numbering::Italian => l.t(
            &format!("Notation : les cases sont numérotées de 1 à {squares} à partir de la case a8, en haut à gauche vu des Blancs ; un déplacement s’écrit avec un tiret, une prise avec « {sep} »."),
            &format!("Notation: the squares are numbered 1 to {squares} from a8, top left seen from White; a move is written with a dash, a capture with “{sep}”."),
        ),
        Numbering::Spanish => l.t(
            &format!("Notation : les cases sont numérotées de 1 à {squares} à partir du coin en bas à droite des Blancs, de droite à gauche et de bas en haut ; un déplacement s’écrit avec un tiret, une prise avec « {sep} »."),
            &format!("Notation: the squares are numbered 1 to {squares} from White’s bottom-right corner, right to left and bottom to top; a move is written with a dash, a capture with “{sep}”."),
        ),
        Numbering::Algebraic => l.t(
            &format!("Notation : les cases portent une lettre et un chiffre, de a1 (en bas à gauche des Blancs) à {last} ; un déplacement s’écrit c3-d4, une prise c3{sep}e5.", last = last_square(r)),
            &format!("Notation: squares are named by a letter and a number, from a1 (White’s bottom left) to {last}; a move is written c3-d4, a capture c3{sep}e5.", last = last_square(r)),
        ),
    });

    // End of game and draws.
    out.push(l.t(
        "Un joueur qui n’a plus de pièce, ou plus de coup légal quand vient son tour, **a perdu**.",
        "A player with no pieces left, or no legal move on their turn, **loses**.",
    ));
    let n = ordinal(r.repetition, l);
    out.push(l.t(
        &format!("Nulle quand la même position revient pour la **{n} fois**, avec le même camp au trait."),
        &format!("Draw when the same position occurs for the **{n} time** with the same player to move."),
    ));
    out.extend(draw_sentences(r, l));
    out
}

fn last_square(r: &Rules) -> String {
    let s = r.board.side();
    format!("{}{}", (b'a' + s - 1) as char, s)
}

/// The move-count draw rules, one sentence each.
pub fn draw_sentences(r: &Rules, l: Lang) -> Vec<String> {
    match r.draw {
        DrawRule::NoProgress { moves } => vec![l.t(
            &format!("Nulle après **{moves} coups de chaque camp** sans aucune prise ni aucun mouvement de pion."),
            &format!("Draw after **{moves} moves by each player** without any capture or any man move."),
        )],
        DrawRule::Fmjd { king_moves, three_pieces, two_pieces } => vec![
            l.t(
                &format!("Nulle après **{king_moves} coups de chaque camp** où seules des dames ont joué, sans prise."),
                &format!("Draw after **{king_moves} moves by each player** in which only kings moved and nothing was captured."),
            ),
            l.t(
                &format!("Contre une dame seule, trois pièces dont au moins une dame ont **{three_pieces} coups** chacun pour gagner ; deux pièces ou moins, **{two_pieces} coups**."),
                &format!("Against a lone king, three pieces including a king get **{three_pieces} moves** each to win; two pieces or fewer, **{two_pieces} moves**."),
            ),
        ],
        DrawRule::Russian2022 => vec![
            l.t(
                "Trois dames ou plus contre une dame seule : la dame seule doit être prise au plus tard au **15e coup** du camp fort ; sur la grande diagonale a1-h8, trois pièces ont **5 coups**.",
                "Three or more kings against a lone king: the lone king must be taken by the stronger side’s **15th move**; on the long diagonal a1-h8, three pieces get **5 moves**.",
            ),
            l.t(
                "Des dames dans chaque camp, sans prise ni promotion : nulle après **5, 30 ou 60 coups** chacun avec 2-3, 4-5 ou 6-7 pièces sur le damier.",
                "Kings on both sides, with no capture and no promotion: draw after **5, 30 or 60 moves** each with 2-3, 4-5 or 6-7 pieces on the board.",
            ),
            l.t(
                "Seules des dames jouent, sans prise : nulle après **15 coups** chacun avec 4-5 pièces, **25** avec 6-7 ; ces deux compteurs ne jouent plus à partir de 8 pièces.",
                "Only kings move and nothing is captured: draw after **15 moves** each with 4-5 pieces, **25** with 6-7; neither count applies from 8 pieces up.",
            ),
        ],
        DrawRule::Fmjd64 => vec![
            l.t(
                "Nulle après **15 coups** de chaque camp où seules des dames ont joué, sans prise.",
                "Draw after **15 moves** by each player in which only kings moved and nothing was captured.",
            ),
            l.t(
                "Trois dames ou plus contre une dame seule : nulle si le camp fort ne l’a pas prise à son **15e coup** ; trois pièces contre une dame seule sur la grande diagonale, ou deux pièces et moins contre une dame : **5 coups**.",
                "Three or more kings against a lone king: a draw unless the stronger side has taken it by its **15th move**; three pieces against a lone king on the long diagonal, or two pieces or fewer against a king: **5 moves**.",
            ),
            l.t(
                "Des dames dans chaque camp, sans prise ni promotion : nulle après **30 coups** avec 4-5 pièces, **60** avec 6-7.",
                "Kings on both sides, with no capture and no promotion: draw after **30 moves** with 4-5 pieces, **60** with 6-7.",
            ),
        ],
    }
}
