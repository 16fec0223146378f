//! One rules page per preset: what is special about the variant, shown on
//! diagrams whose claims the tests replay, then every rule of the preset as
//! generated from its knobs ([`facts::rule_sentences`]).

use super::facts;
use super::page::{Diagram, Lang, Page};
use draughts_rules::{Rules, Variant};

/// The rules page of a preset.
pub fn variant_page(v: Variant, l: Lang) -> Page {
    let r = Rules::preset(v);
    let page = Page::new(&format!("variant-{}", v.name()), facts::variant_name(v, l));
    let page = match v {
        Variant::International => international(page, r, l),
        Variant::English => english(page, r, l),
        Variant::Russian => russian(page, r, l),
        Variant::Brazilian => brazilian(page, r, l),
        Variant::Spanish => spanish(page, r, l),
        Variant::Italian => italian(page, r, l),
        Variant::Czech => czech(page, r, l),
    };
    page.heading(l.t("Toutes les règles", "All the rules")).bullets(facts::rule_sentences(&r, l))
}

fn international(p: Page, r: Rules, l: Lang) -> Page {
    p.para(l.t(
        "C’est la variante de la fédération mondiale (FMJD) et de ses championnats : 20 \
         pions par camp sur un grand damier 10×10. Tout y joue à plein : les pions \
         prennent dans les deux sens, les dames volent, et tu dois toujours prendre le plus \
         de pièces possible.",
        "The game of the world federation (FMJD) and its championships: 20 men a side on \
         a large 10×10 board. Every rule is at full strength: men capture both ways, kings \
         fly, and you must always take as many pieces as possible.",
    ))
    .heading(l.t("Une dame compte pour une pièce", "A king counts as one piece"))
    .para(l.t(
        "La prise majoritaire compte les pièces sans regarder leur valeur : deux pions \
         l’emportent sur une dame.",
        "Majority capture counts pieces, not their value: two men outweigh one king.",
    ))
    .diagram(
        Diagram::new(r, "W:W32:B18,K27,28")
            .arrow(&["32", "23", "12"])
            .forbidden_arrow(&["32", "21"])
            .only(&["32x12"])
            .illegal(&["32x21"])
            .caption(l.t(
                "32x21 prendrait la dame de 27, mais 32x12 prend deux pions : c’est la seule \
                 prise permise.",
                "32x21 would take the king on 27, but 32x12 takes two men: it is the only \
                 capture allowed.",
            )),
    )
    .heading(l.t("Le coup turc", "The Turkish strike"))
    .para(l.t(
        "Pendant une rafle, les pièces déjà sautées restent sur le damier. Impossible de \
         les sauter une seconde fois, et elles gênent encore la dame qui voudrait passer.",
        "During a multi-capture, the pieces already jumped stay on the board. They cannot \
         be jumped a second time, and they still stand in the way of a king that wants to \
         pass.",
    ))
    .diagram(
        Diagram::new(r, "W:WK46:B19,28,29,38,39")
            .arrow(&["46", "23", "34", "43", "32"])
            .highlight(&["19"])
            .only(&["46x32", "46x27", "46x21", "46x16"])
            .illegal(&["46x14", "46x10"])
            .caption(l.t(
                "La dame prend 28, 29, 39 et 38, puis revient vers 32. Elle ne peut pas \
                 filer ensuite vers 19 : le pion de 28, déjà pris, est toujours là et lui \
                 barre la route.",
                "The king takes 28, 29, 39 and 38 and comes back towards 32. It cannot then \
                 fly on to 19: the man on 28, already taken, is still there and blocks the \
                 way.",
            )),
    )
    .heading(l.t("Toucher la dernière rangée sans s’y arrêter", "Passing through the far row"))
    .diagram(
        Diagram::new(r, "W:W13:B7,8").arrow(&["13", "2", "11"]).only(&["13x11"]).caption(l.t(
            "Le pion touche la dernière rangée en 2, mais il repart prendre 7 : il \
                 termine en 11, toujours pion.",
            "The man touches the far row on 2 but jumps on to take 7: it ends on 11, still \
                 a man.",
        )),
    )
}

fn english(p: Page, r: Rules, l: Lang) -> Page {
    p.para(l.t(
        "Les *checkers* des pays anglophones, sur un damier 8×8. C’est la variante la plus \
         simple : un pion ne prend que vers l’avant, une dame n’avance que d’une case, et la \
         prise est au choix. Ici, ce sont les Noirs qui ouvrent.",
        "The *checkers* of the English-speaking world, on an 8×8 board. It is the plainest \
         variant: men capture forwards only, kings move one square, and any capture may be \
         chosen. Here Black moves first.",
    ))
    .diagram(
        Diagram::new(r, "B:W21-32:B1-12")
            .arrow(&["11", "15"])
            .legal(&["11-15"])
            .illegal(&["22-18"])
            .caption(l.t(
                "Au départ, les Noirs (en haut) jouent le premier coup.",
                "At the start, Black (at the top) makes the first move.",
            )),
    )
    .heading(l.t("Pas de prise en arrière pour les pions", "No backward captures for men"))
    .diagram(
        Diagram::new(r, "W:W18:B14,22")
            .arrow(&["18", "9"])
            .forbidden_arrow(&["18", "25"])
            .only(&["18x9"])
            .illegal(&["18x25"])
            .caption(l.t(
                "Le pion de 18 prend 14 vers l’avant (18x9) ; il ne peut pas prendre 22, qui \
                 est derrière lui.",
                "The man on 18 takes 14 going forwards (18x9); it cannot take 22, which is \
                 behind it.",
            )),
    )
    .heading(l.t("La promotion termine le coup", "Promotion ends the move"))
    .diagram(
        Diagram::new(r, "W:W11:B6,7")
            .arrow(&["11", "2"])
            .only(&["11x2"])
            .illegal(&["11x9"])
            .caption(l.t(
                "En prenant 7, le pion arrive en 2 et devient dame. Le coup s’arrête là : \
                 la nouvelle dame ne prend pas 6 dans la foulée.",
                "Taking 7, the man lands on 2 and is crowned. The move stops there: the new \
                 king does not go on to take 6.",
            )),
    )
}

fn russian(p: Page, r: Rules, l: Lang) -> Page {
    p.para(l.t(
        "La variante de Russie et d’Europe de l’Est, sur 8×8. Ce qui la distingue : \
         aucune obligation de prendre le plus, tu joues la prise que tu veux ; et un pion \
         couronné au milieu d’une rafle repart aussitôt en dame volante.",
        "The 8×8 game of Russia and Eastern Europe. What sets it apart: there is no duty \
         to take the most, so you play whichever capture you like; and a man crowned in the \
         middle of a multi-capture goes straight on as a flying king.",
    ))
    .heading(l.t("Prise libre", "Free choice of capture"))
    .diagram(
        Diagram::new(r, "W:Wc3:Bb4,d4,f6")
            .arrow(&["c3", "a5"])
            .arrow(&["c3", "e5", "g7"])
            .only(&["c3:a5", "c3:g7"])
            .caption(l.t(
                "c3:a5 ne prend qu’un pion, c3:g7 en prend deux : aux dames russes, les \
                 deux sont permises.",
                "c3:a5 takes one man and c3:g7 takes two: in Russian draughts both are allowed.",
            )),
    )
    .heading(l.t("Promu en pleine rafle", "Crowned mid-capture"))
    .diagram(
        Diagram::new(r, "W:Wf6:Be7,b6")
            .arrow(&["f6", "d8", "a5"])
            .only(&["f6:a5"])
            .illegal(&["f6:d8"])
            .caption(l.t(
                "Le pion saute e7 et se pose en d8 : le voilà dame, et en dame volante il \
                 prend b6 de loin pour finir en a5.",
                "The man jumps e7 and lands on d8: it is now a king, and as a flying king it \
                 takes b6 from a distance to end on a5.",
            )),
    )
    .para(l.t(
        "Les coups se notent avec les coordonnées : c3-d4 pour un déplacement, et le \
         deux-points pour une prise, d4:f6.",
        "Moves are written with coordinates: c3-d4 for a plain move, and a colon for a \
         capture, d4:f6.",
    ))
}

fn brazilian(p: Page, r: Rules, l: Lang) -> Page {
    p.para(l.t(
        "Les règles internationales ramenées au damier 8×8, avec 12 pions par camp : prise \
         en arrière, dames volantes, prise majoritaire, et promotion seulement en fin de \
         coup.",
        "The International rules brought down to an 8×8 board, with 12 men a side: \
         backward captures, flying kings, majority capture, and promotion only at the end \
         of a move.",
    ))
    .heading(l.t("La prise majoritaire sur 8×8", "Majority capture on 8×8"))
    .diagram(
        Diagram::new(r, "W:Wc3:Bb4,d4,f6")
            .arrow(&["c3", "e5", "g7"])
            .forbidden_arrow(&["c3", "a5"])
            .only(&["c3xg7"])
            .illegal(&["c3xa5"])
            .caption(l.t(
                "La même position qu’aux dames russes, mais ici seule c3xg7, qui prend deux \
                 pions, est permise.",
                "The same position as in Russian draughts, but here only c3xg7, which takes \
                 two men, is allowed.",
            )),
    )
    .heading(l.t("Toucher la dernière rangée sans s’y arrêter", "Passing through the far row"))
    .diagram(
        Diagram::new(r, "W:Wf6:Be7,c7")
            .arrow(&["f6", "d8", "b6"])
            .only(&["f6xb6"])
            .illegal(&["f6xd8"])
            .caption(l.t(
                "Le pion touche d8 en prenant e7, puis prend c7 vers l’arrière et finit en \
                 b6 : il reste un pion.",
                "The man touches d8 taking e7, then takes c7 backwards and ends on b6: it \
                 stays a man.",
            )),
    )
}

fn spanish(p: Page, r: Rules, l: Lang) -> Page {
    p.para(l.t(
        "Le jeu traditionnel d’Espagne et du Portugal. Le damier 8×8 y est tourné : la \
         grande diagonale part du coin en bas à droite de chaque joueur. Un pion ne prend \
         que vers l’avant, la dame vole, et à égalité, la prise majoritaire préfère la \
         rafle qui emporte le plus de dames.",
        "The traditional game of Spain and Portugal. The 8×8 board is turned: the long \
         diagonal starts in each player’s bottom-right corner. Men capture forwards only, \
         kings fly, and majority capture breaks ties in favour of the capture that takes \
         the most kings.",
    ))
    .para(l.t(
        "Les numéros vont de 1 à 32 : on part du coin en bas à droite des Blancs et on \
         compte de droite à gauche, en remontant. Au départ, les Blancs occupent les cases \
         1 à 12.",
        "The numbers run from 1 to 32, starting in White’s bottom-right corner and counting \
         right to left, moving up the board: White starts on squares 1 to 12.",
    ))
    .heading(l.t("À nombre égal, les dames d’abord", "Equal counts: kings first"))
    .diagram(
        Diagram::new(r, "W:W10:B13,14,23,K21")
            .numbered()
            .arrow(&["10", "17", "26"])
            .forbidden_arrow(&["10", "19", "28"])
            .only(&["10x26"])
            .illegal(&["10x28"])
            .caption(l.t(
                "Les deux rafles prennent deux pièces, mais 10x26 prend la dame de 21 : \
                 elle seule est permise.",
                "Both multi-captures take two pieces, but 10x26 takes the king on 21, so \
                 only it is allowed.",
            )),
    )
}

fn italian(p: Page, r: Rules, l: Lang) -> Page {
    p.para(l.t(
        "La variante de la fédération italienne, elle aussi sur un damier 8×8 tourné. La \
         dame n’avance que d’un pas ; le pion ne prend que vers l’avant et **ne peut jamais \
         prendre une dame**. S’il y a plusieurs prises, une échelle de priorités désigne \
         celle à jouer.",
        "The Italian federation’s game, also on a turned 8×8 board. Kings move one step; \
         men capture forwards only and **may never take a king**. When several captures are \
         possible, a ladder of priorities says which one must be played.",
    ))
    .para(l.t(
        "Les numéros vont de 1 à 32 en partant de a8, le coin en haut à gauche vu des \
         Blancs ; au départ, les Blancs occupent les cases 21 à 32.",
        "The numbers run from 1 to 32 starting at a8, the top-left corner as White sees it; \
         White starts on squares 21 to 32.",
    ))
    .heading(l.t("Un pion ne prend pas une dame", "A man does not take a king"))
    .diagram(
        Diagram::new(r, "W:W22:B19,K18")
            .numbered()
            .arrow(&["22", "15"])
            .forbidden_arrow(&["22", "13"])
            .only(&["22x15"])
            .illegal(&["22x13"])
            .caption(l.t(
                "Le pion de 22 peut prendre le pion de 19, mais pas la dame de 18.",
                "The man on 22 may take the man on 19, but not the king on 18.",
            )),
    )
    .heading(l.t("Prendre avec la dame", "Capturing with the king"))
    .diagram(
        Diagram::new(r, "W:W22,K27:B19,23")
            .numbered()
            .arrow(&["27", "20"])
            .forbidden_arrow(&["22", "15"])
            .only(&["27x20"])
            .illegal(&["22x15"])
            .caption(l.t(
                "Chaque prise ne prend qu’un pion ; à nombre égal, il faut prendre avec la \
                 dame : 27x20.",
                "Each capture takes one man; with equal counts, the king must capture: 27x20.",
            )),
    )
}

fn czech(p: Page, r: Rules, l: Lang) -> Page {
    p.para(l.t(
        "La variante de la fédération tchèque, sur 8×8 : dames volantes, pions qui ne \
         prennent que vers l’avant, et pas de prise majoritaire. Sa règle propre : **quand \
         une dame peut prendre, la prise revient à une dame**.",
        "The Czech federation’s variant, on 8×8: flying kings, men that capture forwards \
         only, and no majority rule. Its own rule: **if a king can capture, a king must \
         capture**.",
    ))
    .heading(l.t("La dame d’abord", "King first"))
    .diagram(
        Diagram::new(r, "W:Wc3,Kh8:Bd4,f6")
            .arrow(&["h8", "e5"])
            .forbidden_arrow(&["c3", "e5", "g7"])
            .only(&["h8xe5"])
            .illegal(&["c3xg7"])
            .caption(l.t(
                "Le pion de c3 pourrait prendre deux pièces, mais la dame de h8 peut \
                 prendre : c’est donc elle qui prend, h8xe5.",
                "The man on c3 could take two pieces, but the king on h8 can capture, so the \
                 king must: h8xe5.",
            )),
    )
}
