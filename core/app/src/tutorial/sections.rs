//! The nine sections of the rules tutorial: the goal, the board, men,
//! captures, kings, the end of the game, the variants, notation, and playing
//! in the app.
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
            "Deux joueurs s’affrontent : l’un a les pièces blanches, l’autre les noires. \
             Chacun joue un coup à son tour, et personne ne peut passer.",
            "Two players face each other, one with the white pieces, the other with the \
             black. They move in turn, one move each, and may not pass.",
        ))
        .para(l.t(
            "Tu gagnes si, au moment de jouer, ton adversaire :",
            "You win when, on their turn, your opponent:",
        ))
        .bullets(vec![
            l.t(
                "n’a **plus une seule pièce** sur le damier ;",
                "has **no pieces left** on the board;",
            ),
            l.t(
                "ou **n’a plus aucun coup**, car chacune de ses pièces est coincée.",
                "or has **no move left**, because every one of their pieces is stuck.",
            ),
        ])
        .para(l.t(
            "Bloquer l’adversaire vaut donc autant que lui prendre toutes ses pièces. Si \
             aucun camp ne peut l’emporter, la partie est **nulle** (voir « La fin de la \
             partie »).",
            "So blocking your opponent is as good as capturing all their pieces. When \
             neither side can win, the game is a **draw** (see “The end of the game”).",
        ))
        .diagram(Diagram::new(intl(), "B:W41,47:B36").highlight(&["36"]).no_moves().caption(l.t(
            "Il reste aux Noirs un pion en 36, mais il est coincé : il ne peut pas \
                 avancer sur 41, déjà occupé, ni prendre ce pion, car la case 47 derrière \
                 lui n’est pas libre. Les Noirs ont le trait : ils ont perdu.",
            "Black still has a man on 36, but it is stuck: it cannot step to 41, which \
                 is occupied, nor capture the man there, as square 47 behind it is occupied \
                 too. Black is to move, so Black has lost.",
        )))
}

/// 2. The board and the starting position.
fn board(l: Lang) -> Page {
    let intl_r = intl();
    let eng_r = english();
    Page::new("board", l.t("Le damier et le départ", "The board and the starting position"))
        .para({
            let light = facts::variants_where(|r| !r.a1_playing, l);
            l.t(
                &format!(
                    "Seules les **cases foncées** servent : les pièces s’y posent et n’en \
                     sortent jamais. On tourne le damier de sorte que le coin en bas à gauche \
                     de chaque joueur soit une case foncée (une case claire aux dames {light})."
                ),
                &format!(
                    "Only the **dark squares** are used: pieces stand on them and never leave \
                     them. The board is turned so that each player’s bottom-left corner is a \
                     dark square (a light one in {light} draughts)."
                ),
            )
        })
        .para(l.t(
            &format!(
                "Aux dames internationales, le damier compte **10×10** cases, et chaque camp \
                 pose **{} pions** sur ses 4 premières rangées. Sur **8×8** (dames anglaises, \
                 russes et toutes les autres), il y en a **{}** par camp, sur 3 rangées.",
                facts::men_per_side(&intl_r),
                facts::men_per_side(&eng_r)
            ),
            &format!(
                "In International draughts the board is **10×10** and each side sets out \
                 **{} men** on its first 4 rows. On **8×8** (English, Russian and all the \
                 others) each side has **{}**, on 3 rows.",
                facts::men_per_side(&intl_r),
                facts::men_per_side(&eng_r)
            ),
        ))
        .para(l.t(
            "Au départ, deux rangées vides séparent les deux camps. Sur nos diagrammes, les \
             Blancs sont toujours en bas et avancent vers le haut du damier.",
            "At the start, two empty rows separate the sides. On our diagrams White is \
             always at the bottom, moving up the board.",
        ))
        .diagram(
            Diagram::new(intl_r, "W:W31-50:B1-20")
                .arrow(&["32", "28"])
                .legal(&["32-28", "31-26"])
                .caption(l.t(
                    "Le départ aux dames internationales : 20 pions par camp. Les Blancs \
                     ouvrent, ici par 32-28.",
                    "The International starting position: 20 men a side. White opens, here \
                     with 32-28.",
                )),
        )
        .heading(l.t("Qui ouvre la partie ?", "Who moves first?"))
        .para({
            let black = facts::variants_where(|r| r.first == Color::Black, l);
            l.t(
                &format!(
                    "Dans toutes les variantes, le premier coup revient aux Blancs, **sauf aux \
                     dames {black}** : là, ce sont les Noirs qui ouvrent."
                ),
                &format!(
                    "White makes the first move in every variant **except {black} draughts**, \
                     where Black starts."
                ),
            )
        })
        .diagram(
            Diagram::new(eng_r, "B:W21-32:B1-12")
                .arrow(&["11", "15"])
                .legal(&["11-15", "9-13"])
                .illegal(&["22-18"])
                .caption(l.t(
                    "Le départ aux dames anglaises : 12 pions par camp, et ce sont les Noirs, \
                     en haut, qui jouent d’abord, ici 11-15. Les Blancs n’ont pas le droit de \
                     commencer par 22-18.",
                    "The English starting position: 12 men a side, and Black, at the top, \
                     moves first, here 11-15. White may not begin with 22-18.",
                )),
        )
}

/// 3. How men move.
fn men(l: Lang) -> Page {
    Page::new("men", l.t("Les pions", "Men"))
        .para(l.t(
            "Un pion fait **un seul pas en diagonale**, toujours vers l’avant, donc vers le \
             camp adverse. Il lui faut une case vide pour se poser.",
            "A man takes **a single diagonal step**, always forwards, towards the opponent’s \
             side. It needs an empty square to land on.",
        ))
        .para(l.t(
            "Un pion ne recule pas. Seule une prise peut partir vers l’arrière, et seulement \
             dans certaines variantes (voir « La prise et la rafle »).",
            "A man never steps backwards. Only a capture may go backwards, and only in some \
             variants (see “Captures and multi-captures”).",
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
                    "Le pion blanc de 32 a deux coups, vers 27 ou vers 28. Il ne peut ni \
                     reculer (32-37) ni sauter par-dessus une case vide (32-23).",
                    "The white man on 32 has two moves: to 27 or to 28. It may neither step \
                     back (32-37) nor jump over an empty square (32-23).",
                )),
        )
        .heading(l.t("La promotion", "Promotion"))
        .para(l.t(
            "Un pion qui termine un coup sur la **dernière rangée**, au bord du camp adverse, \
             devient **dame**. On le couronne en posant sur lui un second pion de sa couleur. \
             Une dame se déplace bien plus librement qu’un pion (voir « La dame »).",
            "A man that ends a move on the **far row**, the edge of the opponent’s side, \
             becomes a **king**. It is crowned with a second piece of its colour on top. A \
             king moves far more freely than a man (see “Kings”).",
        ))
        .diagram(
            Diagram::new(intl(), "W:W7:B45")
                .highlight(&["1", "2"])
                .arrow(&["7", "2"])
                .legal(&["7-1", "7-2"])
                .caption(l.t(
                    "En jouant 7-1 ou 7-2, le pion de 7 arrive sur la dernière rangée et \
                     devient dame.",
                    "With 7-1 or 7-2 the man on 7 reaches the far row and becomes a king.",
                )),
        )
}

/// 4. Captures and multi-captures.
// Long on purpose: the page as data (its paragraphs and diagrams in order).
fn captures(l: Lang) -> Page {
    Page::new("captures", l.t("La prise et la rafle", "Captures and multi-captures"))
        .para(l.t(
            "Quand une pièce adverse touche la tienne en diagonale, avec une case vide juste \
             derrière elle, tu peux **sauter par-dessus** : elle est prise.",
            "If an enemy piece sits diagonally next to yours, with an empty square just \
             behind it, you may **jump over it**: it is captured.",
        ))
        .heading(l.t("La prise est obligatoire", "Capturing is compulsory"))
        .para(l.t(
            "Dès qu’une prise est possible, **tu es obligé de la jouer**, dans toutes les \
             variantes officielles. Aucun autre coup n’est permis, même s’il te semble \
             meilleur.",
            "In every official variant, as soon as a capture is possible **you must play \
             it**. No other move is allowed, even one that looks better.",
        ))
        .diagram(
            Diagram::new(intl(), "W:W32,47:B28")
                .highlight(&["32"])
                .arrow(&["32", "23"])
                .only(&["32x23"])
                .illegal(&["47-42", "32-27"])
                .caption(l.t(
                    "Les Blancs sont obligés de prendre : seul 32x23 est permis ; 47-42 et \
                     32-27 sont interdits.",
                    "White must capture: 32x23 is the only move allowed; 47-42 and 32-27 are \
                     both forbidden.",
                )),
        )
        .heading(l.t("La rafle", "Multi-captures"))
        .para(l.t(
            "Après un saut, si la même pièce peut encore prendre, elle **enchaîne** : c’est \
             une **rafle**. Elle peut changer de direction à chaque saut, et elle continue \
             **tant qu’il reste un saut possible** : pas question de s’arrêter en chemin.",
            "After a jump, if the same piece can capture again, it **keeps going**: that is \
             a **multi-capture**. It may change direction at each jump, and it goes on \
             **until no jump is left**: you may not stop halfway.",
        ))
        .para(l.t(
            "Les pièces sautées restent en place pendant toute la rafle ; on les enlève \
             ensemble, **une fois la rafle finie**. On ne saute jamais deux fois la même pièce.",
            "The jumped pieces stay where they are during the whole multi-capture; they are \
             all removed together **once it is over**. No piece can be jumped twice.",
        ))
        .para({
            let back = facts::variants_where(|r| r.men_capture_backwards, l);
            let fwd = facts::variants_where(|r| !r.men_capture_backwards, l);
            l.t(
                &format!(
                    "Aux dames {back}, un pion peut aussi prendre **vers l’arrière**. Aux \
                     dames {fwd}, il ne prend que vers l’avant."
                ),
                &format!(
                    "In {back} draughts a man may also capture **backwards**. In {fwd} \
                     draughts it captures forwards only."
                ),
            )
        })
        .diagram(
            Diagram::new(intl(), "W:W37:B23,24,32")
                .arrow(&["37", "28", "19", "30"])
                .only(&["37x30"])
                .illegal(&["37x28", "37x19"])
                .caption(l.t(
                    "Une rafle de trois pièces : de 37 à 28, puis à 19, puis retour vers \
                     l’arrière jusqu’à 30. Elle s’écrit 37x30. S’arrêter après le premier \
                     saut (37x28) est interdit.",
                    "A three-piece multi-capture: from 37 to 28, then to 19, then back down to \
                     30. It is written 37x30. Stopping after the first jump (37x28) is not \
                     allowed.",
                )),
        )
        .heading(l.t("La prise majoritaire", "Majority capture"))
        .para({
            let most = |r: &Rules| {
                matches!(
                    r.precedence,
                    Precedence::MostPieces | Precedence::MostPiecesThenKings | Precedence::Italian
                )
            };
            let majority = facts::variants_where(most, l);
            let free = facts::variants_where(|r| r.precedence == Precedence::Free, l);
            let king_first = facts::variants_where(|r| r.precedence == Precedence::KingFirst, l);
            l.t(
                &format!(
                    "Aux dames {majority}, si plusieurs prises s’offrent à toi, tu dois \
                     prendre **le plus grand nombre de pièces** (chaque variante départage \
                     ensuite les égalités à sa façon : voir sa page). Aux dames {free}, le \
                     choix est libre. Aux dames {king_first}, une dame qui peut prendre a la \
                     priorité ; ensuite, le choix est libre."
                ),
                &format!(
                    "In {majority} draughts, when several captures are open to you, you must \
                     take **the greatest number of pieces** (each variant then breaks ties its \
                     own way; see its page). In {free} draughts the choice is yours. In \
                     {king_first} draughts a king that can capture has priority; after that \
                     the choice is free."
                ),
            )
        })
        .diagram(
            Diagram::new(intl(), "W:W32:B18,27,28")
                .arrow(&["32", "23", "12"])
                .forbidden_arrow(&["32", "21"])
                .only(&["32x12"])
                .illegal(&["32x21"])
                .caption(l.t(
                    "Deux prises sont possibles : 32x21 prend une pièce, 32x12 en prend deux. \
                     Aux dames internationales, seule 32x12 est autorisée.",
                    "Two captures are possible: 32x21 takes one piece, 32x12 takes two. In \
                     International draughts only 32x12 is allowed.",
                )),
        )
}

/// 5. Kings, flying and short-range.
// Long on purpose: the page as data (its paragraphs and diagrams in order).
fn kings(l: Lang) -> Page {
    Page::new("kings", l.t("La dame", "Kings"))
        .para(l.t(
            "Une dame se déplace sur les diagonales, **vers l’avant ou vers l’arrière**. \
             Jusqu’où ? Cela dépend de la variante.",
            "A king moves along the diagonals, **forwards or backwards**. How far? That \
             depends on the variant.",
        ))
        .heading(l.t("La dame volante", "The flying king"))
        .para({
            let flying = facts::variants_where(|r| r.flying_kings, l);
            l.t(
                &format!(
                    "Aux dames {flying}, la dame **vole** : en un coup, elle parcourt autant \
                     de cases vides qu’elle le souhaite. Elle peut prendre **de loin** une \
                     pièce adverse sur sa diagonale, si les cases qui les séparent sont vides \
                     et que la case juste après la pièce l’est aussi, puis se poser sur **la \
                     case vide de son choix** au-delà."
                ),
                &format!(
                    "In {flying} draughts the king **flies**: in one move it covers as many \
                     empty squares as it likes. It can capture **from a distance** an enemy \
                     piece on its diagonal, if the squares between them are empty and so is \
                     the square just beyond the piece, then land on **any empty square** past \
                     it."
                ),
            )
        })
        .diagram(
            Diagram::new(intl(), "W:WK46:B28")
                .highlight(&["23", "19", "14", "10", "5"])
                .arrow(&["46", "23"])
                .only(&["46x23", "46x19", "46x14", "46x10", "46x5"])
                .illegal(&["46-41", "46-37"])
                .caption(l.t(
                    "La dame de 46 prend de loin le pion de 28, puis se pose au choix sur 23, \
                     19, 14, 10 ou 5. La prise étant obligatoire, 46-37 n’est pas permis.",
                    "The king on 46 captures the man on 28 from a distance and may land on 23, \
                     19, 14, 10 or 5. Since capturing is compulsory, 46-37 is not allowed.",
                )),
        )
        .para(l.t(
            "Une exception : si, parmi ces cases, certaines permettent de **continuer la \
             rafle**, la dame doit se poser sur l’une d’elles.",
            "One exception: if some of those squares let the multi-capture **go on**, the \
             king must land on one of them.",
        ))
        .diagram(
            Diagram::new(russian(), "W:WKa1:Bc3,f4")
                .highlight(&["e5"])
                .arrow(&["a1", "e5", "g3"])
                .forbidden_arrow(&["a1", "h8"])
                .only(&["a1:g3", "a1:h2"])
                .illegal(&["a1:h8", "a1:d4"])
                .caption(l.t(
                    "Dames russes. Après avoir sauté c3, la dame doit se poser en e5, d’où \
                     elle peut encore prendre f4 : a1:g3 ou a1:h2. Aller jusqu’en h8 est \
                     interdit.",
                    "Russian draughts. After jumping c3 the king must land on e5, from where \
                     it can still take f4: a1:g3 or a1:h2. Flying on to h8 is not allowed.",
                )),
        )
        .heading(l.t("La dame d’une case", "The short-range king"))
        .para({
            let short = facts::variants_where(|r| !r.flying_kings, l);
            l.t(
                &format!(
                    "Aux dames {short}, la dame n’avance que **d’un pas**, mais elle peut \
                     aller dans les quatre directions. Pour prendre, elle saute une pièce \
                     voisine, comme un pion, aussi bien vers l’arrière que vers l’avant."
                ),
                &format!(
                    "In {short} draughts a king moves **one step** at a time, but in any of \
                     the four directions. It captures like a man, by jumping a neighbouring \
                     piece, backwards as well as forwards."
                ),
            )
        })
        .diagram(
            Diagram::new(english(), "W:WK18:B1")
                .highlight(&["14", "15", "22", "23"])
                .only(&["18-14", "18-15", "18-22", "18-23"])
                .illegal(&["18-11"])
                .caption(l.t(
                    "Dames anglaises : la dame de 18 a quatre coups, un par direction ; 18-11 \
                     est trop long.",
                    "English draughts: the king on 18 has four moves, one in each direction; \
                     18-11 is too far.",
                )),
        )
        .heading(l.t("Promotion en pleine rafle", "Promotion during a capture"))
        .para(l.t(
            "Un pion touche la dernière rangée alors que sa rafle n’est pas finie : que \
             devient-il ? Trois réponses, selon la variante :",
            "A man reaches the far row before its multi-capture is over: what happens? There \
             are three answers, depending on the variant:",
        ))
        .bullets({
            let with = |p: PromotionInCapture| facts::variants_where(move |r| r.promotion == p, l);
            let (at_end, cont, ends) = (
                with(PromotionInCapture::OnlyAtEnd),
                with(PromotionInCapture::ContinueAsKing),
                with(PromotionInCapture::EndsMove),
            );
            vec![
                l.t(
                    &format!(
                        "**Dames {at_end}** : il n’est promu que si son coup **s’achève** sur \
                         cette rangée. S’il doit repartir, il continue comme simple pion."
                    ),
                    &format!(
                        "**{at_end} draughts**: it is crowned only if its move **ends** on \
                         that row. If it has to jump on, it carries on as a plain man."
                    ),
                ),
                l.t(
                    &format!(
                        "**Dames {cont}** : il devient dame **sur-le-champ** et poursuit la \
                         rafle en dame."
                    ),
                    &format!(
                        "**{cont} draughts**: it is crowned **at once** and carries on \
                         capturing as a king."
                    ),
                ),
                l.t(
                    &format!("**Dames {ends}** : il devient dame, et **son coup s’arrête là**."),
                    &format!("**{ends} draughts**: it is crowned and **its move ends there**."),
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
                    "Dames internationales : le pion de 13 touche la dernière rangée en 2, \
                     mais il doit repartir prendre 7. Il s’arrête en 11 et n’est pas promu.",
                    "International draughts: the man on 13 touches the far row on 2 but must \
                     jump on to take 7. It stops on 11 and is not crowned.",
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
    Page::new("end-of-game", l.t("La fin de la partie", "The end of the game"))
        .heading(l.t("Gagner", "Winning"))
        .bullets(vec![
            l.t("Ton adversaire n’a plus aucune pièce.", "Your opponent has no pieces left."),
            l.t(
                "Ton adversaire est bloqué : il n’a aucun coup à jouer.",
                "Your opponent is blocked: they cannot make a single move.",
            ),
            l.t("Ton adversaire abandonne.", "Your opponent resigns."),
        ])
        .heading(l.t("La nulle", "Draws"))
        .bullets(vec![
            l.t("Les deux joueurs conviennent de la nulle.", "Both players agree to a draw."),
            {
                let four = facts::variants_where(|r| r.repetition == 4, l);
                l.t(
                    &format!(
                        "Une même position se présente pour la troisième fois, avec le même \
                         joueur au trait (la quatrième fois aux dames {four})."
                    ),
                    &format!(
                        "The same position comes up for the third time with the same player \
                         to move (four times in {four} draughts)."
                    ),
                )
            },
            l.t(
                "La partie piétine : aucun pion n’a bougé et rien n’a été pris depuis un \
                 certain nombre de coups, fixé par chaque variante.",
                "The game makes no progress: no man has moved and nothing has been captured \
                 for a number of moves set by each variant.",
            ),
        ])
        .para(l.t(
            "L’app déclare ces nulles d’elle-même : personne n’a besoin de les réclamer. Les \
             finales contre une dame seule ont en plus leurs propres compteurs ; la page de \
             chaque variante les détaille.",
            "The app declares these draws by itself; nobody has to claim them. Endings \
             against a lone king also have their own counts; each variant’s page gives the \
             details.",
        ))
        .table(header, rows)
}

/// 7. The variants, with a comparison table.
fn variants(l: Lang) -> Page {
    let (header, rows) = facts::comparison_table(l);
    Page::new("variants", l.t("Les variantes", "The variants"))
        .para(l.t(
            "On joue aux dames partout dans le monde, mais pas partout avec les mêmes règles. \
             L’app propose sept variantes officielles :",
            "Draughts is played all over the world, but not everywhere by the same rules. \
             The app offers seven official variants:",
        ))
        .bullets(vec![
            l.t(
                "**Dames internationales** (10×10) : la variante des championnats de la \
                 fédération mondiale, très jouée aux Pays-Bas, en France et en Afrique.",
                "**International draughts** (10×10): the game of the world federation’s \
                 championships, widely played in the Netherlands, France and Africa.",
            ),
            l.t(
                "**Dames anglaises** (8×8), les *checkers* des Britanniques et des \
                 Américains : la dame n’avance que d’une case, et les Noirs jouent en premier.",
                "**English draughts** (8×8), known as *checkers* in North America: kings \
                 move one square, and Black moves first.",
            ),
            l.t(
                "**Dames russes** (8×8) : dames volantes, prise au choix, promotion en pleine \
                 rafle.",
                "**Russian draughts** (8×8): flying kings, free choice of capture, promotion \
                 mid-capture.",
            ),
            l.t(
                "**Dames brésiliennes** (8×8) : les règles internationales, mais sur le petit \
                 damier.",
                "**Brazilian draughts** (8×8): the International rules on the smaller board.",
            ),
            l.t(
                "**Dames espagnoles** (8×8) : damier tourné, et une prise majoritaire qui \
                 compte aussi les dames.",
                "**Spanish draughts** (8×8): a turned board, and a majority rule that also \
                 counts kings.",
            ),
            l.t(
                "**Dames italiennes** (8×8) : damier tourné ; les dames n’avancent que d’une \
                 case, et un pion ne peut pas les prendre.",
                "**Italian draughts** (8×8): a turned board; kings move one square, and men \
                 cannot capture them.",
            ),
            l.t(
                "**Dames tchèques** (8×8) : quand une dame peut prendre, elle passe avant les \
                 pions.",
                "**Czech draughts** (8×8): when a king can capture, it goes before the men.",
            ),
        ])
        .heading(l.t("Comparaison", "Comparison"))
        .table(header, rows)
        .para(l.t(
            "Avant une partie, tu peux prendre une variante comme point de départ et \
             **modifier ses règles une à une** : taille du damier, prise obligatoire ou non, \
             dames volantes, prise en arrière… La page « Règles personnalisées » dit alors \
             exactement ce que le jeu fera respecter.",
            "Before a game you can take a variant as a starting point and **change its rules \
             one at a time**: board size, compulsory capture or not, flying kings, backward \
             captures… The “Custom rules” page then says exactly what the game will enforce.",
        ))
}

/// 8. Official notation, on a numbered board.
fn notation(l: Lang) -> Page {
    Page::new("notation", l.t("Noter les coups", "Recording moves"))
        .para(l.t(
            "Chaque case foncée porte un numéro. On commence en haut à gauche, du côté des \
             Noirs, et on compte rangée après rangée, chacune lue vers la droite, jusqu’au \
             camp des Blancs : **1 à 50** sur 10×10, **1 à 32** sur 8×8.",
            "Every dark square has a number. The count starts at the top left, on Black’s \
             side, and runs row after row, each read left to right, down to White’s side: \
             **1 to 50** on 10×10, **1 to 32** on 8×8.",
        ))
        .bullets(vec![
            l.t(
                "Pour un **déplacement**, on met un tiret entre la case de départ et celle \
                 d’arrivée : **32-28**.",
                "For a **move**, put a dash between the starting square and the arrival \
                 square: **32-28**.",
            ),
            l.t(
                "Pour une **prise**, on met un x : **28x19**. Une rafle ne garde que sa \
                 première et sa dernière case.",
                "For a **capture**, put an x: **28x19**. A multi-capture shows only its first \
                 and last squares.",
            ),
            l.t(
                "Quand deux rafles relient les mêmes cases en prenant des pièces différentes, \
                 on ajoute les cases de passage : 26x19x10.",
                "When two multi-captures join the same squares but take different pieces, the \
                 squares in between are added: 26x19x10.",
            ),
        ])
        .diagram(
            Diagram::new(intl(), "W:W31-50:B1-20")
                .numbered()
                .highlight(&["32", "28"])
                .arrow(&["32", "28"])
                .legal(&["32-28"])
                .caption(l.t(
                    "Le damier 10×10 avec ses numéros, et le coup 32-28.",
                    "The 10×10 board with its numbers, and the move 32-28.",
                )),
        )
        .heading(
            l.t("Dames russes, brésiliennes et tchèques", "Russian, Brazilian and Czech draughts"),
        )
        .para(l.t(
            "Ces variantes repèrent les cases comme aux échecs : une lettre **de a à h** pour \
             la colonne, un chiffre **de 1 à 8** pour la rangée ; a1 est le coin en bas à \
             gauche des Blancs. Un déplacement se note **c3-d4** ; aux dames russes, on \
             sépare les cases d’une prise par un deux-points : **d4:f6**.",
            "These variants name squares as in chess: a letter **from a to h** for the column \
             and a number **from 1 to 8** for the row; a1 is White’s bottom-left corner. A \
             move is written **c3-d4**; in Russian draughts the squares of a capture are \
             separated by a colon: **d4:f6**.",
        ))
        .diagram(
            Diagram::new(
                russian(),
                "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
            )
            .numbered()
            .arrow(&["c3", "d4"])
            .legal(&["c3-d4", "g3-h4"])
            .caption(l.t(
                "Le départ des dames russes avec les coordonnées, et le coup c3-d4.",
                "The Russian starting position with coordinates, and the move c3-d4.",
            )),
        )
        .para(l.t(
            "Les dames italiennes et espagnoles, au damier tourné, numérotent leurs cases à \
             leur façon ; la page de chaque variante l’explique.",
            "Italian and Spanish draughts, with their turned board, number the squares their \
             own way; each variant’s page explains how.",
        ))
}

/// 9. How to play in the app.
fn in_the_app(l: Lang) -> Page {
    Page::new("in-the-app", l.t("Jouer dans l’app", "Playing in the app"))
        .bullets(vec![
            l.t(
                "Pour jouer, touche la pièce à déplacer : les cases qu’elle peut atteindre \
                 s’allument.",
                "To play, tap the piece you want to move: the squares it can reach light up.",
            ),
            l.t(
                "Si une prise est obligatoire, un cercle marque les pièces qui doivent \
                 prendre ; les autres ne réagissent pas.",
                "When a capture is compulsory, the pieces that must capture are circled; the \
                 others do not respond.",
            ),
            l.t(
                "Pendant une rafle, touche tour à tour chaque case où ta pièce se pose. Si \
                 une seule rafle mène à la case finale, tu peux toucher celle-ci directement.",
                "For a multi-capture, tap each square your piece lands on. If only one \
                 multi-capture leads to the final square, you can tap that square directly.",
            ),
            l.t(
                "Le dernier coup joué reste marqué sur le damier.",
                "The last move played stays marked on the board.",
            ),
            l.t(
                "Au clavier : les flèches déplacent le curseur, Entrée choisit ou joue, Échap \
                 annule la sélection.",
                "With a keyboard: the arrow keys move the cursor, Enter selects or plays, \
                 Escape clears the selection.",
            ),
            l.t(
                "Dans le terminal, tape ton coup en notation officielle, par exemple 32-28 ou \
                 c3-d4.",
                "In the terminal, type your move in official notation, for example 32-28 or \
                 c3-d4.",
            ),
        ])
        .para(l.t(
            "Les **leçons** te donnent des positions à résoudre, une règle à la fois : chaque \
             réponse, bonne ou mauvaise, est expliquée.",
            "The **lessons** give you positions to solve, one rule at a time: every answer, \
             right or wrong, is explained.",
        ))
}
