//! The nine sections of the rules tutorial (seed 000's outline): the goal,
//! the board, men, captures, kings, the end of the game, the variants,
//! notation, and playing in the app.
//!
//! Each section is one function of the locale; the locale only picks strings
//! (`l.t(fr, en)`), so both languages get the same blocks and diagrams.

use super::facts;
use super::page::{Diagram, Lang, Page};
use draughts_rules::{Color, Precedence, PromotionInCapture, Rules, Variant};

/// The tutorial, in reading order.
pub fn tutorial_pages(l: Lang) -> Vec<Page> {
    vec![
        goal(l),
        board(l),
        men(l),
        captures(l),
        kings(l),
        end_of_game(l),
        variants(l),
        notation(l),
        in_the_app(l),
    ]
}

fn intl() -> Rules {
    Rules::preset(Variant::International)
}
fn english() -> Rules {
    Rules::preset(Variant::English)
}
fn russian() -> Rules {
    Rules::preset(Variant::Russian)
}

/// 1. The goal.
fn goal(l: Lang) -> Page {
    Page::new("goal", l.t("Le but du jeu", "The goal of the game"))
        .para(l.t(
            "Deux joueurs s’affrontent, l’un avec les pièces blanches, l’autre avec les noires. Ils jouent à tour de rôle, un coup chacun, et ne peuvent pas passer leur tour.",
            "Two players face each other, one with the white pieces and one with the black. They take turns, one move each, and may not pass.",
        ))
        .para(l.t("Tu gagnes la partie quand ton adversaire, à son tour :", "You win the game when your opponent, on their turn:"))
        .bullets(vec![
            l.t("n’a **plus aucune pièce** sur le damier ;", "has **no pieces left** on the board;"),
            l.t(
                "ou n’a **plus aucun coup possible**, parce que toutes ses pièces sont bloquées.",
                "or has **no move left**, because all their pieces are blocked.",
            ),
        ])
        .para(l.t(
            "Bloquer l’adversaire compte donc autant que lui prendre ses pièces. Quand aucun des deux ne peut l’emporter, la partie se termine par une **nulle** (voir « Fin de partie »).",
            "Blocking your opponent is therefore as good as taking all their pieces. When neither side can win, the game ends in a **draw** (see “The end of the game”).",
        ))
        .diagram(
            Diagram::new(intl(), "B:W41,47:B36")
                .highlight(&["36"])
                .no_moves()
                .caption(l.t(
                    "Les Noirs ont encore un pion, mais il ne peut ni avancer (41 est occupé) ni prendre (la case 47 derrière est occupée) : les Noirs, au trait, ont perdu.",
                    "Black still has a man, but it can neither step forward (41 is taken) nor capture (square 47 behind is taken): Black, to move, has lost.",
                )),
        )
}

/// 2. The board and the setup.
fn board(l: Lang) -> Page {
    let intl_r = intl();
    let eng_r = english();
    Page::new("board", l.t("Le damier et la mise en place", "The board and the setup"))
        .para({
            let light = facts::variants_where(|r| !r.a1_playing, l);
            l.t(
                &format!("On ne joue que sur les **cases foncées**, et les pièces ne quittent jamais ces cases. On pose le damier de façon que chaque joueur ait une case foncée dans son coin inférieur gauche (sauf aux dames {light}, où c’est une case claire)."),
                &format!("Play uses only the **dark squares**, and pieces never leave them. The board is placed so that each player has a dark square in the bottom-left corner (except in {light} draughts, where it is a light one)."),
            )
        })
        .para(l.t(
            &format!(
                "Aux dames internationales, le damier fait **10×10** et chaque camp aligne **{} pions** sur ses 4 premières rangées. Sur les damiers **8×8** (dames anglaises, russes et les autres), chaque camp a **{} pions** sur 3 rangées.",
                facts::men_per_side(&intl_r),
                facts::men_per_side(&eng_r)
            ),
            &format!(
                "In International draughts the board is **10×10** and each side lines up **{} men** on its first 4 rows. On **8×8** boards (English, Russian and the others) each side has **{} men** on 3 rows.",
                facts::men_per_side(&intl_r),
                facts::men_per_side(&eng_r)
            ),
        ))
        .para(l.t(
            "Les deux rangées du milieu restent vides au départ. Sur nos diagrammes, les Blancs sont toujours en bas et avancent vers le haut.",
            "The two middle rows start empty. On our diagrams White is always at the bottom and moves up the board.",
        ))
        .diagram(
            Diagram::new(intl_r, "W:W31-50:B1-20")
                .arrow(&["32", "28"])
                .legal(&["32-28", "31-26"])
                .caption(l.t(
                    "Départ des dames internationales : 20 pions de chaque côté. Les Blancs commencent, par exemple par 32-28.",
                    "The International start: 20 men a side. White moves first, for example 32-28.",
                )),
        )
        .heading(l.t("Qui commence ?", "Who moves first?"))
        .para({
            let black = facts::variants_where(|r| r.first == Color::Black, l);
            l.t(
                &format!("Les Blancs jouent le premier coup dans toutes les variantes, **sauf aux dames {black}**, où ce sont les Noirs."),
                &format!("White makes the first move in every variant **except {black} draughts**, where Black starts."),
            )
        })
        .diagram(
            Diagram::new(eng_r, "B:W21-32:B1-12")
                .arrow(&["11", "15"])
                .legal(&["11-15", "9-13"])
                .illegal(&["22-18"])
                .caption(l.t(
                    "Départ des dames anglaises : 12 pions de chaque côté, et ce sont les Noirs (en haut) qui ouvrent, ici par 11-15. Les Blancs ne peuvent pas jouer 22-18 avant eux.",
                    "The English start: 12 men a side, and Black (at the top) opens, here with 11-15. White may not play 22-18 first.",
                )),
        )
}

/// 3. How men move.
fn men(l: Lang) -> Page {
    Page::new("men", l.t("Le déplacement des pions", "How men move"))
        .para(l.t(
            "Un pion avance d’**une seule case en diagonale**, vers le camp adverse, et seulement sur une case libre.",
            "A man moves **one square diagonally**, towards the opponent’s side, and only onto an empty square.",
        ))
        .para(l.t(
            "Il ne recule jamais pour un simple déplacement. Seules les prises peuvent, dans certaines variantes, se faire vers l’arrière.",
            "It never moves backwards for an ordinary move. Only captures may, in some variants, go backwards.",
        ))
        .diagram(
            Diagram::new(intl(), "W:W32:B19")
                .highlight(&["27", "28"])
                .arrow(&["32", "27"])
                .arrow(&["32", "28"])
                .forbidden_arrow(&["32", "37"])
                .only(&["32-27", "32-28"])
                .illegal(&["32-37", "32-38", "32-23"])
                .caption(l.t(
                    "Le pion blanc de 32 a deux coups : 27 ou 28. Reculer (32-37) ou sauter une case vide (32-23) est interdit.",
                    "The white man on 32 has two moves: 27 or 28. Stepping back (32-37) or jumping an empty square (32-23) is not allowed.",
                )),
        )
        .heading(l.t("La promotion", "Promotion"))
        .para(l.t(
            "Quand un pion termine son coup sur la **dernière rangée**, celle du côté adverse, il devient une **dame**. On le couronne en posant un second pion de sa couleur dessus. Une dame est bien plus mobile qu’un pion (voir « La dame »).",
            "When a man ends its move on the **far row**, the opponent’s back row, it becomes a **king**. It is crowned by stacking a second piece of its colour on top. A king is far more mobile than a man (see “Kings”).",
        ))
        .diagram(
            Diagram::new(intl(), "W:W7:B45")
                .highlight(&["1", "2"])
                .arrow(&["7", "2"])
                .legal(&["7-1", "7-2"])
                .caption(l.t(
                    "Le pion de 7 atteint la dernière rangée en jouant 7-1 ou 7-2 : il devient dame.",
                    "The man on 7 reaches the far row with 7-1 or 7-2: it becomes a king.",
                )),
        )
}

/// 4. Captures and multi-captures.
fn captures(l: Lang) -> Page {
    Page::new("captures", l.t("La prise et la rafle", "Captures and multi-captures"))
        .para(l.t(
            "Quand une pièce adverse est juste à côté de la tienne en diagonale et que la case derrière elle est libre, tu peux **sauter par-dessus** et la prendre.",
            "When an enemy piece stands diagonally next to yours and the square behind it is empty, you may **jump over it** and capture it.",
        ))
        .heading(l.t("La prise est obligatoire", "Capturing is compulsory"))
        .para(l.t(
            "Dans toutes les variantes officielles, **si tu peux prendre, tu dois prendre**. Un autre coup n’est alors pas permis, même s’il te paraît meilleur.",
            "In every official variant, **if you can capture, you must**. No other move is allowed then, even one that looks better.",
        ))
        .diagram(
            Diagram::new(intl(), "W:W32,47:B28")
                .highlight(&["32"])
                .arrow(&["32", "23"])
                .only(&["32x23"])
                .illegal(&["47-42", "32-27"])
                .caption(l.t(
                    "Les Blancs doivent prendre : 32x23 est le seul coup permis, et 47-42 comme 32-27 sont interdits.",
                    "White must capture: 32x23 is the only move allowed, and both 47-42 and 32-27 are forbidden.",
                )),
        )
        .heading(l.t("La rafle", "Multi-captures"))
        .para(l.t(
            "Si, après un saut, la même pièce peut encore prendre, elle **continue** : c’est une **rafle**. Elle peut changer de direction à chaque saut. Une rafle commencée doit être jouée **jusqu’au bout**.",
            "If, after a jump, the same piece can capture again, it **carries on**: that is a **multi-capture**. It may change direction at every jump. A capture, once started, must be played **to the end**.",
        ))
        .para(l.t(
            "Les pièces prises ne sont retirées qu’**à la fin** de la rafle, et on ne peut jamais sauter deux fois la même pièce.",
            "Captured pieces are removed only **at the end** of the capture, and no piece can ever be jumped twice.",
        ))
        .para({
            let back = facts::variants_where(|r| r.men_capture_backwards, l);
            let fwd = facts::variants_where(|r| !r.men_capture_backwards, l);
            l.t(
                &format!("Aux dames {back}, les pions peuvent aussi prendre **en arrière**. Aux dames {fwd}, ils ne prennent qu’en avant."),
                &format!("In {back} draughts, men may also capture **backwards**. In {fwd} draughts they capture forwards only."),
            )
        })
        .diagram(
            Diagram::new(intl(), "W:W37:B23,24,32")
                .arrow(&["37", "28", "19", "30"])
                .only(&["37x30"])
                .illegal(&["37x28", "37x19"])
                .caption(l.t(
                    "Une rafle de trois pièces : 37x28, puis 28x19, puis une prise en arrière 19x30. On l’écrit 37x30. S’arrêter en route (37x28) est interdit.",
                    "A three-piece capture: 37 takes to 28, then to 19, then backwards to 30. It is written 37x30. Stopping halfway (37x28) is not allowed.",
                )),
        )
        .heading(l.t("La prise majoritaire", "Majority capture"))
        .para({
            let most = |r: &Rules| matches!(r.precedence, Precedence::MostPieces | Precedence::MostPiecesThenKings | Precedence::Italian);
            let majority = facts::variants_where(most, l);
            let free = facts::variants_where(|r| r.precedence == Precedence::Free, l);
            let king_first = facts::variants_where(|r| r.precedence == Precedence::KingFirst, l);
            l.t(
                &format!("Aux dames {majority}, quand plusieurs rafles sont possibles, il faut jouer celle qui **prend le plus de pièces** (chaque variante a ensuite ses propres départages, voir sa page). Aux dames {free}, on choisit librement. Aux dames {king_first}, une dame qui peut prendre passe d’abord, puis le choix est libre."),
                &format!("In {majority} draughts, when several captures are possible you must play the one that **takes the most pieces** (each variant then has its own tie-breaks, see its page). In {free} draughts you choose freely. In {king_first} draughts a king that can capture goes first, then the choice is free."),
            )
        })
        .diagram(
            Diagram::new(intl(), "W:W32:B18,27,28")
                .arrow(&["32", "23", "12"])
                .forbidden_arrow(&["32", "21"])
                .only(&["32x12"])
                .illegal(&["32x21"])
                .caption(l.t(
                    "Deux prises possibles : 32x21 prend une pièce, 32x12 en prend deux. Aux dames internationales, seule 32x12 est permise.",
                    "Two captures exist: 32x21 takes one piece, 32x12 takes two. In International draughts only 32x12 is allowed.",
                )),
        )
}

/// 5. Kings, flying and short-range.
fn kings(l: Lang) -> Page {
    Page::new("kings", l.t("La dame", "Kings"))
        .para(l.t(
            "La dame se déplace en diagonale, **en avant comme en arrière**. Sa portée dépend de la variante.",
            "A king moves diagonally, **forwards and backwards**. How far it goes depends on the variant.",
        ))
        .heading(l.t("La dame volante", "The flying king"))
        .para({
            let flying = facts::variants_where(|r| r.flying_kings, l);
            l.t(
                &format!("Aux dames {flying}, la dame **vole** : elle glisse d’autant de cases libres qu’elle veut. Elle prend **à distance** une pièce seule sur sa diagonale, si la case juste derrière est libre, et se pose sur **n’importe quelle case libre** au-delà."),
                &format!("In {flying} draughts the king **flies**: it glides over as many empty squares as it likes. It captures **from a distance** a lone piece on its diagonal, if the square just behind it is empty, and lands on **any empty square** beyond."),
            )
        })
        .diagram(
            Diagram::new(intl(), "W:WK46:B28")
                .highlight(&["23", "19", "14", "10", "5"])
                .arrow(&["46", "23"])
                .only(&["46x23", "46x19", "46x14", "46x10", "46x5"])
                .illegal(&["46-41", "46-37"])
                .caption(l.t(
                    "La dame de 46 prend le pion de 28 à distance et peut s’arrêter sur 23, 19, 14, 10 ou 5. Comme la prise est obligatoire, 46-37 est interdit.",
                    "The king on 46 takes the man on 28 from a distance and may stop on 23, 19, 14, 10 or 5. As capturing is compulsory, 46-37 is not allowed.",
                )),
        )
        .para(l.t(
            "Une exception : si l’une des cases d’arrivée permet de **continuer la rafle**, la dame doit s’arrêter sur une case qui le permet.",
            "One exception: if one of the landing squares lets the capture **go on**, the king must stop on such a square.",
        ))
        .diagram(
            Diagram::new(russian(), "W:WKa1:Bc3,f4")
                .highlight(&["e5"])
                .arrow(&["a1", "e5", "g3"])
                .forbidden_arrow(&["a1", "h8"])
                .only(&["a1:g3", "a1:h2"])
                .illegal(&["a1:h8", "a1:d4"])
                .caption(l.t(
                    "Dames russes. Après avoir pris c3, la dame doit s’arrêter sur e5, d’où elle peut prendre f4 : a1:g3 ou a1:h2. Filer jusqu’en h8 est interdit.",
                    "Russian draughts. After taking c3 the king must stop on e5, from where it can take f4: a1:g3 or a1:h2. Running on to h8 is not allowed.",
                )),
        )
        .heading(l.t("La dame d’une case", "The short king"))
        .para({
            let short = facts::variants_where(|r| !r.flying_kings, l);
            l.t(
                &format!("Aux dames {short}, la dame ne fait qu’**un pas** à la fois, mais dans les quatre directions. Elle prend comme un pion, en sautant une pièce voisine, en avant ou en arrière."),
                &format!("In {short} draughts a king takes **one step** at a time, but in all four directions. It captures like a man, by jumping a neighbouring piece, forwards or backwards."),
            )
        })
        .diagram(
            Diagram::new(english(), "W:WK18:B1")
                .highlight(&["14", "15", "22", "23"])
                .only(&["18-14", "18-15", "18-22", "18-23"])
                .illegal(&["18-11"])
                .caption(l.t(
                    "Dames anglaises : la dame de 18 a quatre coups, un dans chaque direction ; 18-11 va trop loin.",
                    "English draughts: the king on 18 has four moves, one in each direction; 18-11 goes too far.",
                )),
        )
        .heading(l.t("Promotion en pleine rafle", "Promotion during a capture"))
        .para(l.t(
            "Que se passe-t-il quand un pion atteint la dernière rangée au milieu d’une rafle ? Trois réponses selon la variante :",
            "What happens when a man reaches the far row in the middle of a capture? The variants give three answers:",
        ))
        .bullets({
            let with = |p: PromotionInCapture| facts::variants_where(move |r| r.promotion == p, l);
            let (at_end, cont, ends) =
                (with(PromotionInCapture::OnlyAtEnd), with(PromotionInCapture::ContinueAsKing), with(PromotionInCapture::EndsMove));
            vec![
                l.t(
                    &format!("**Dames {at_end}** : il ne devient dame que s’il **termine** son coup sur la dernière rangée. S’il doit repartir, il continue en pion."),
                    &format!("**{at_end}**: it becomes a king only if it **ends** its move on the far row. If it has to go on, it goes on as a man."),
                ),
                l.t(
                    &format!("**Dames {cont}** : il devient dame **sur-le-champ** et continue la rafle en dame."),
                    &format!("**{cont}**: it is crowned **at once** and goes on capturing as a king."),
                ),
                l.t(
                    &format!("**Dames {ends}** : il devient dame et **son coup s’arrête là**."),
                    &format!("**{ends}**: it is crowned and **its move ends there**."),
                ),
            ]
        })
        .diagram(
            Diagram::new(intl(), "W:W13:B7,8")
                .highlight(&["2"])
                .arrow(&["13", "2", "11"])
                .only(&["13x11"])
                .illegal(&["13x2"])
                .caption(l.t(
                    "Dames internationales : le pion de 13 passe par 2, sur la dernière rangée, mais doit repartir prendre 7. Il finit sur 11 et reste un pion.",
                    "International draughts: the man on 13 passes through 2 on the far row, but must go on to take 7. It ends on 11 and stays a man.",
                )),
        )
}

/// 6. The end of the game and draws.
fn end_of_game(l: Lang) -> Page {
    let header = vec![
        l.t("Variante", "Variant"),
        l.t("Répétition", "Repetition"),
        l.t("Nulle sans progrès", "No-progress draw"),
    ];
    let rows = Variant::ALL
        .iter()
        .map(|&v| {
            let r = Rules::preset(v);
            vec![
                facts::variant_name(v, l),
                l.t(&format!("{} fois", r.repetition), &format!("{} times", r.repetition)),
                facts::draw_cell(&r, l),
            ]
        })
        .collect();
    Page::new("end-of-game", l.t("Fin de partie", "The end of the game"))
        .heading(l.t("La victoire", "Winning"))
        .bullets(vec![
            l.t("Ton adversaire n’a plus de pièces.", "Your opponent has no pieces left."),
            l.t(
                "Ton adversaire ne peut plus jouer : toutes ses pièces sont bloquées.",
                "Your opponent cannot move: all their pieces are blocked.",
            ),
            l.t("Ton adversaire abandonne.", "Your opponent resigns."),
        ])
        .heading(l.t("La nulle", "Draws"))
        .bullets(vec![
            l.t("Les deux joueurs se mettent d’accord.", "Both players agree to a draw."),
            {
                let four = facts::variants_where(|r| r.repetition == 4, l);
                l.t(
                    &format!("La même position revient trois fois, avec le même joueur au trait (quatre fois aux dames {four})."),
                    &format!("The same position comes back three times with the same player to move (four times in {four} draughts)."),
                )
            },
            l.t(
                "La partie n’avance plus : aucun pion n’a bougé et rien n’a été pris depuis un certain nombre de coups, qui dépend de la variante.",
                "The game stops making progress: no man has moved and nothing has been captured for a number of moves that depends on the variant.",
            ),
        ])
        .para(l.t(
            "L’app applique ces règles d’elle-même, sans qu’il faille les réclamer. Les fins de partie avec une dame seule ont aussi leurs propres compteurs ; la page de chaque variante les détaille.",
            "The app applies these rules by itself; nobody has to claim them. Endings against a lone king also have their own counts; each variant’s page gives the details.",
        ))
        .table(header, rows)
}

/// 7. The variants, with a comparison table.
fn variants(l: Lang) -> Page {
    let (header, rows) = facts::comparison_table(l);
    Page::new("variants", l.t("Les variantes", "The variants"))
        .para(l.t(
            "Les dames se jouent dans le monde entier, avec des règles qui varient d’un pays à l’autre. L’app propose sept variantes officielles :",
            "Draughts is played all over the world, with rules that change from country to country. The app offers seven official variants:",
        ))
        .bullets(vec![
            l.t(
                "**Dames internationales** (10×10) : le jeu des compétitions de la fédération mondiale, joué aux Pays-Bas, en France, en Afrique…",
                "**International draughts** (10×10): the game of world federation events, played in the Netherlands, France, Africa…",
            ),
            l.t(
                "**Dames anglaises** (8×8), les *checkers* du Royaume-Uni et des États-Unis : dames d’une case, les Noirs commencent.",
                "**English draughts** (8×8), *checkers* in the United States: short kings, Black starts.",
            ),
            l.t(
                "**Dames russes** (8×8) : dames volantes, prise libre, promotion en pleine rafle.",
                "**Russian draughts** (8×8): flying kings, free choice of capture, promotion mid-capture.",
            ),
            l.t(
                "**Dames brésiliennes** (8×8) : les règles internationales sur un petit damier.",
                "**Brazilian draughts** (8×8): the International rules on a small board.",
            ),
            l.t(
                "**Dames espagnoles** (8×8) : damier tourné, prise majoritaire qui préfère les dames.",
                "**Spanish draughts** (8×8): a turned board and a majority rule that prefers kings.",
            ),
            l.t(
                "**Dames italiennes** (8×8) : damier tourné, dames d’une case que les pions ne peuvent pas prendre.",
                "**Italian draughts** (8×8): a turned board and short kings that men cannot capture.",
            ),
            l.t(
                "**Dames tchèques** (8×8) : une dame qui peut prendre passe avant les pions.",
                "**Czech draughts** (8×8): a king that can capture goes before the men.",
            ),
        ])
        .heading(l.t("Comparaison", "Comparison"))
        .table(header, rows)
        .para(l.t(
            "Avant une partie, tu peux partir d’une variante et **changer ses règles une à une** : taille du damier, prise obligatoire, dames volantes, prise en arrière… La page « Règles personnalisées » décrit alors exactement ce que le jeu appliquera.",
            "Before a game you may start from a variant and **change its rules one by one**: board size, compulsory capture, flying kings, backward captures… The “Custom rules” page then describes exactly what the game will enforce.",
        ))
}

/// 8. Official notation, on a numbered board.
fn notation(l: Lang) -> Page {
    Page::new("notation", l.t("La notation officielle", "Official notation"))
        .para(l.t(
            "Chaque case foncée a un numéro. On compte de gauche à droite et de haut en bas, en partant du coin situé du côté des Noirs : **de 1 à 50** sur un damier 10×10, **de 1 à 32** sur un damier 8×8.",
            "Every dark square has a number. They run left to right and top to bottom, starting from the corner on Black’s side: **1 to 50** on a 10×10 board, **1 to 32** on an 8×8 board.",
        ))
        .bullets(vec![
            l.t(
                "Un **déplacement** s’écrit avec un tiret : **32-28** (de la case 32 à la case 28).",
                "A **move** is written with a dash: **32-28** (from square 32 to square 28).",
            ),
            l.t(
                "Une **prise** s’écrit avec une croix : **28x19**. Pour une rafle, on n’écrit que la case de départ et la case d’arrivée.",
                "A **capture** is written with a cross: **28x19**. For a multi-capture, only the start and end squares are written.",
            ),
            l.t(
                "Si deux rafles partent et arrivent aux mêmes cases en prenant des pièces différentes, on ajoute les cases intermédiaires : 26x19x10.",
                "If two captures share the same start and end squares but take different pieces, the squares in between are added: 26x19x10.",
            ),
        ])
        .diagram(
            Diagram::new(intl(), "W:W31-50:B1-20")
                .numbered()
                .highlight(&["32", "28"])
                .arrow(&["32", "28"])
                .legal(&["32-28"])
                .caption(l.t(
                    "Le damier 10×10 numéroté, et le coup 32-28.",
                    "The numbered 10×10 board, and the move 32-28.",
                )),
        )
        .heading(l.t("Dames russes, brésiliennes et tchèques", "Russian, Brazilian and Czech draughts"))
        .para(l.t(
            "Ces variantes nomment les cases comme aux échecs : une lettre de **a à h** pour la colonne, un chiffre de **1 à 8** pour la rangée, a1 étant le coin en bas à gauche des Blancs. Un déplacement s’écrit **c3-d4** ; aux dames russes, une prise s’écrit avec un deux-points, **d4:f6**.",
            "These variants name squares as in chess: a letter from **a to h** for the column and a number from **1 to 8** for the row, a1 being White’s bottom-left corner. A move is written **c3-d4**; in Russian draughts a capture uses a colon, **d4:f6**.",
        ))
        .diagram(
            Diagram::new(russian(), "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8")
                .numbered()
                .arrow(&["c3", "d4"])
                .legal(&["c3-d4", "g3-h4"])
                .caption(l.t(
                    "Le départ des dames russes, avec les coordonnées, et le coup c3-d4.",
                    "The Russian start with coordinates, and the move c3-d4.",
                )),
        )
        .para(l.t(
            "Les dames italiennes et espagnoles, au damier tourné, ont leur propre numérotation ; la page de chaque variante l’explique.",
            "Italian and Spanish draughts, with their turned board, number the squares their own way; each variant’s page explains it.",
        ))
}

/// 9. How to play in the app.
fn in_the_app(l: Lang) -> Page {
    Page::new("in-the-app", l.t("Jouer dans l’app", "Playing in the app"))
        .bullets(vec![
            l.t(
                "Touche une de tes pièces : les cases où elle peut aller s’allument.",
                "Tap one of your pieces: the squares it can reach light up.",
            ),
            l.t(
                "Quand une prise est obligatoire, les pièces qui doivent prendre sont entourées ; les autres ne répondent pas.",
                "When a capture is compulsory, the pieces that must capture are circled; the others do not respond.",
            ),
            l.t(
                "Pour une rafle, touche chaque case où ta pièce se pose, ou directement la case finale si une seule rafle y mène.",
                "For a multi-capture, tap each square your piece lands on, or straight away the final square if only one capture leads there.",
            ),
            l.t(
                "Le dernier coup joué reste marqué sur le damier.",
                "The last move played stays marked on the board.",
            ),
            l.t(
                "Au clavier : les flèches déplacent le curseur, Entrée choisit ou joue, Échap annule la sélection.",
                "With a keyboard: arrow keys move the cursor, Enter selects or plays, Escape cancels the selection.",
            ),
            l.t(
                "Dans le terminal, tape un coup en notation officielle, par exemple 32-28 ou c3-d4.",
                "In the terminal, type a move in official notation, for example 32-28 or c3-d4.",
            ),
        ])
        .para(l.t(
            "Les **leçons** te proposent des positions à résoudre, règle par règle : chaque réponse, juste ou fausse, reçoit son explication.",
            "The **lessons** give you positions to solve, one rule at a time: every answer, right or wrong, gets its own explanation.",
        ))
}
