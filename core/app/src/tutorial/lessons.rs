//! Interactive lessons: a position, a task, the accepted answers, and an
//! explanation for the right answer, for each anticipated wrong answer and
//! for any other move.
//!
//! The board session (or the terminal) feeds the player's move to
//! [`Lesson::judge`] (a legal [`Move`]) or [`Lesson::judge_text`] (a move
//! typed in notation, which may be illegal). Answers are written in the
//! variant's notation and resolved against the position, so a lesson cannot
//! accept a move the engine would refuse: the tests check that every
//! solution is legal and accepted, and that every listed wrong answer is
//! refused with its own explanation.

use super::page::{spans, Lang, Span};
use crate::BoardSession;
use draughts_game::Game;
use draughts_game::Player;
use draughts_rules::{FenError, Move, MoveError, MoveText, Position, Rules, Variant};
use serde::{Deserialize, Serialize};

/// An anticipated wrong answer and why it is wrong. The move may be legal
/// (a weaker capture where any capture is allowed) or illegal (a quiet move
/// when a capture is compulsory): both get their explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WrongAnswer {
    /// The move, in the variant's notation.
    pub text: String,
    pub explanation: String,
}

/// The judgement of one answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    pub correct: bool,
    /// Whether the move was legal at all (an illegal move is refused before
    /// it is played; a legal wrong move may be shown, then taken back).
    pub legal: bool,
    pub explanation: String,
}

/// One lesson.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    /// A stable, locale-independent identifier.
    pub id: String,
    pub title: String,
    /// The rules the position is played under.
    pub rules: Rules,
    /// The position, as a PDN FEN in the rules' numbering.
    pub fen: String,
    /// What the player must do (inline markup allowed).
    pub task: Vec<Span>,
    /// Squares to highlight on the board, in notation.
    pub highlights: Vec<String>,
    /// The accepted answers, in notation; any one of them is right.
    pub solutions: Vec<String>,
    /// Shown after a right answer.
    pub success: String,
    /// Anticipated wrong answers, each with its explanation.
    pub wrong: Vec<WrongAnswer>,
    /// Shown for a legal move that is neither a solution nor listed.
    pub other_wrong: String,
    /// Shown for an illegal move that is not listed.
    pub illegal: String,
    /// Shown, followed by the candidates, when a typed capture fits several.
    pub ambiguous: String,
}

impl Lesson {
    /// The lesson's position.
    pub fn position(&self) -> Result<Position, FenError> {
        Position::from_fen(&self.rules, &self.fen)
    }

    fn pos(&self) -> Position {
        self.position().expect("lesson FENs are checked by the tests")
    }

    /// The accepted answers as legal moves (a solution that does not resolve
    /// to one legal move is left out; the tests make sure none is).
    pub fn solution_moves(&self) -> Vec<Move> {
        let pos = self.pos();
        self.solutions.iter().filter_map(|t| pos.parse_move(&self.rules, t).ok()).collect()
    }

    /// Judges a legal move of the lesson's position.
    pub fn judge(&self, m: &Move) -> Verdict {
        let pos = self.pos();
        if self.solution_moves().contains(m) {
            return Verdict { correct: true, legal: true, explanation: self.success.clone() };
        }
        for w in &self.wrong {
            if pos.parse_move(&self.rules, &w.text).ok().as_ref() == Some(m) {
                return Verdict { correct: false, legal: true, explanation: w.explanation.clone() };
            }
        }
        let legal = pos.legal_moves(&self.rules).contains(m);
        let explanation = if legal { self.other_wrong.clone() } else { self.illegal.clone() };
        Verdict { correct: false, legal, explanation }
    }

    /// Judges a move typed in notation. Only text that is not a move at all
    /// is an error; an illegal or ambiguous move gets a verdict.
    pub fn judge_text(&self, text: &str) -> Result<Verdict, MoveError> {
        let pos = self.pos();
        let typed = MoveText::parse(text, &self.rules)?;
        match typed.resolve(&pos, &self.rules) {
            Ok(m) => Ok(self.judge(&m)),
            Err(MoveError::Syntax { text, why }) => Err(MoveError::Syntax { text, why }),
            Err(MoveError::Ambiguous { candidates, .. }) => Ok(Verdict {
                correct: false,
                legal: true,
                explanation: format!("{} {}", self.ambiguous, candidates.join(", ")),
            }),
            Err(MoveError::Illegal { .. }) => {
                // An illegal move: is it one of the anticipated ones? Compare
                // start and end squares (and the path if the answer gives it).
                for w in &self.wrong {
                    if let Ok(expected) = MoveText::parse(&w.text, &self.rules) {
                        if same_route(&expected, &typed) {
                            return Ok(Verdict {
                                correct: false,
                                legal: false,
                                explanation: w.explanation.clone(),
                            });
                        }
                    }
                }
                Ok(Verdict { correct: false, legal: false, explanation: self.illegal.clone() })
            }
        }
    }
}

/// The lessons on the board session (issue 4): the player taps the move on a
/// session started at the lesson's position, and the lesson judges the move
/// the session played.
impl Lesson {
    /// A board session at the lesson's position, both sides human.
    pub fn session(&self) -> BoardSession {
        let game = Game::from_position(self.rules, self.pos());
        BoardSession::from_game(game, [Player::Human, Player::Human])
    }

    /// Judges the last move played on a session started with
    /// [`Lesson::session`]; `None` until a move has been played. Whether a
    /// wrong move is shown and then taken back is the UI's choice.
    pub fn judge_session(&self, session: &BoardSession) -> Option<Verdict> {
        session.game().played().first().map(|ply| self.judge(&ply.mv))
    }
}

fn same_route(a: &MoveText, b: &MoveText) -> bool {
    a.squares.first() == b.squares.first() && a.squares.last() == b.squares.last()
}

/// A lesson under construction; the locale only picks strings.
struct LessonBuilder {
    l: Lang,
    lesson: Lesson,
}

fn lesson(l: Lang, id: &str, variant: Variant, fen: &str, title: String) -> LessonBuilder {
    LessonBuilder {
        l,
        lesson: Lesson {
            id: id.to_string(),
            title,
            rules: Rules::preset(variant),
            fen: fen.to_string(),
            task: Vec::new(),
            highlights: Vec::new(),
            solutions: Vec::new(),
            success: String::new(),
            wrong: Vec::new(),
            other_wrong: l.t(
                "Ce coup est permis, mais ce n’est pas celui que la leçon demande. Relis la consigne et essaie encore.",
                "That move is legal, but it is not the one the lesson asks for. Read the task again and try once more.",
            ),
            illegal: l.t(
                "Ce coup n’est pas permis dans cette position. Essaie encore.",
                "That move is not allowed in this position. Try again.",
            ),
            ambiguous: l.t(
                "Plusieurs prises correspondent ; précise les cases de passage :",
                "Several captures fit; add the squares in between:",
            ),
        },
    }
}

impl LessonBuilder {
    fn task(mut self, fr: &str, en: &str) -> Self {
        self.lesson.task = spans(&self.l.t(fr, en));
        self
    }
    fn highlight(mut self, squares: &[&str]) -> Self {
        self.lesson.highlights = squares.iter().map(|s| s.to_string()).collect();
        self
    }
    fn solutions(mut self, moves: &[&str], fr: &str, en: &str) -> Self {
        self.lesson.solutions = moves.iter().map(|s| s.to_string()).collect();
        self.lesson.success = self.l.t(fr, en);
        self
    }
    fn wrong(mut self, mv: &str, fr: &str, en: &str) -> Self {
        self.lesson.wrong.push(WrongAnswer { text: mv.to_string(), explanation: self.l.t(fr, en) });
        self
    }
    fn other(mut self, fr: &str, en: &str) -> Self {
        self.lesson.other_wrong = self.l.t(fr, en);
        self
    }
    fn done(self) -> Lesson {
        self.lesson
    }
}

/// Every lesson, from the first rule to the finest.
pub fn lessons(l: Lang) -> Vec<Lesson> {
    use Variant::*;
    vec![
        lesson(l, "compulsory-capture", International, "W:W33,38,47:B11,17,28", l.t("La prise est obligatoire", "Capturing is compulsory"))
            .task(
                "Les Blancs jouent. Un seul coup est permis ici : lequel ?",
                "White to play. Only one move is allowed here: which one?",
            )
            .highlight(&["33", "28"])
            .solutions(
                &["33x22"],
                "Exact : 33x22. Les Noirs reprendront par 17x28, mais peu importe : quand une prise existe, il faut la jouer.",
                "Right: 33x22. Black will take back with 17x28, but that does not matter: when a capture exists, it must be played.",
            )
            .wrong(
                "33-29",
                "Le pion de 33 peut prendre le pion de 28 : la prise est obligatoire, un simple déplacement n’est pas permis.",
                "The man on 33 can take the man on 28: capturing is compulsory, so a plain move is not allowed.",
            )
            .wrong(
                "47-42",
                "Tant qu’une prise existe sur le damier, aucune autre pièce ne peut se déplacer. Cherche la pièce qui peut prendre.",
                "As long as a capture exists, no other piece may move. Look for the piece that can capture.",
            )
            .done(),
        lesson(l, "multi-capture", International, "W:W37:B23,24,32", l.t("La rafle", "The multi-capture"))
            .task(
                "Les Blancs jouent. Prends tout ce que tu peux avec le pion de 37.",
                "White to play. Take everything you can with the man on 37.",
            )
            .highlight(&["37"])
            .solutions(
                &["37x30"],
                "Bravo : 37x28, 28x19 puis 19x30 en arrière. Trois pions d’un coup, écrits simplement 37x30.",
                "Well done: 37 to 28, 28 to 19, then back to 30. Three men in one move, written simply 37x30.",
            )
            .wrong(
                "37x28",
                "Une rafle ne s’arrête pas en route : depuis 28, ton pion peut encore prendre 23. Continue jusqu’au bout.",
                "A capture does not stop halfway: from 28 your man can still take 23. Carry on to the end.",
            )
            .wrong(
                "37x19",
                "Presque ! Depuis 19, le pion peut encore prendre 24 en arrière. La rafle doit aller jusqu’au bout.",
                "Nearly! From 19 the man can still take 24 backwards. The capture must go all the way.",
            )
            .done(),
        lesson(l, "majority-capture", International, "W:W32,39:B24,27,34", l.t("La prise majoritaire", "Majority capture"))
            .task(
                "Les Blancs jouent. Deux pions peuvent prendre : lequel doit le faire ?",
                "White to play. Two men can capture: which one must?",
            )
            .highlight(&["32", "39"])
            .solutions(
                &["39x19"],
                "Oui : 39x19 prend deux pièces (34 et 24). Aux dames internationales, la rafle qui prend le plus est obligatoire.",
                "Yes: 39x19 takes two pieces (34 and 24). In International draughts the capture that takes the most is compulsory.",
            )
            .wrong(
                "32x21",
                "32x21 ne prend qu’une pièce, alors que 39x19 en prend deux. Aux dames internationales, il faut prendre le maximum.",
                "32x21 takes only one piece while 39x19 takes two. In International draughts you must take the most.",
            )
            .done(),
        lesson(l, "backward-capture", International, "W:W28,48:B3,33", l.t("Les pions prennent en arrière", "Men capture backwards"))
            .task(
                "Les Blancs jouent. Le pion de 28 est-il menacé… ou menaçant ?",
                "White to play. Is the man on 28 in danger… or dangerous?",
            )
            .highlight(&["28", "33"])
            .solutions(
                &["28x39"],
                "C’est ça : aux dames internationales, un pion prend aussi en arrière. 28x39, et comme la prise est obligatoire, c’était le seul coup.",
                "That’s it: in International draughts a man also captures backwards. 28x39, and since capturing is compulsory it was the only move.",
            )
            .wrong(
                "28-23",
                "Avancer n’est pas permis : le pion de 28 peut prendre 33 en arrière, et la prise est obligatoire.",
                "Moving on is not allowed: the man on 28 can take 33 backwards, and capturing is compulsory.",
            )
            .wrong(
                "48-42",
                "Une prise existe : le pion de 28 prend 33 en reculant. Tant qu’elle existe, les autres pièces restent immobiles.",
                "A capture exists: the man on 28 takes 33 going backwards. While it exists, the other pieces stay put.",
            )
            .done(),
        lesson(l, "flying-king", Russian, "W:WKa1:Bc3,f4", l.t("La dame volante et son arrêt", "The flying king and where it stops"))
            .task(
                "Dames russes. Les Blancs jouent : prends avec la dame, et fais attention à l’endroit où elle s’arrête.",
                "Russian draughts. White to play: capture with the king, and mind where it stops.",
            )
            .highlight(&["a1"])
            .solutions(
                &["a1:g3", "a1:h2"],
                "Parfait : la dame prend c3, s’arrête en e5 parce que de là elle peut prendre f4, et termine en g3 ou h2.",
                "Perfect: the king takes c3, stops on e5 because from there it can take f4, and ends on g3 or h2.",
            )
            .wrong(
                "a1:h8",
                "Derrière c3, la dame doit s’arrêter sur une case d’où la prise continue : e5, d’où elle prend f4. Filer jusqu’en h8 est interdit.",
                "Beyond c3 the king must stop on a square from which the capture goes on: e5, where it can take f4. Flying on to h8 is not allowed.",
            )
            .wrong(
                "a1:d4",
                "En d4, la dame ne pourrait plus rien prendre, alors qu’en e5 elle peut continuer : elle doit choisir la case qui permet de continuer.",
                "On d4 the king could take nothing more, while on e5 it can go on: it must pick the square that lets the capture continue.",
            )
            .wrong(
                "a1:e5",
                "Bon arrêt, mais la rafle n’est pas finie : depuis e5, la dame doit encore prendre f4.",
                "Good stop, but the capture is not over: from e5 the king must still take f4.",
            )
            .done(),
        lesson(l, "promotion-international", International, "W:W13:B7,8", l.t("Promotion en pleine rafle : internationales", "Promotion mid-capture: International"))
            .task(
                "Dames internationales. Les Blancs jouent : prends tout ce que tu peux. Ton pion deviendra-t-il dame ?",
                "International draughts. White to play: take all you can. Will your man become a king?",
            )
            .highlight(&["13"])
            .solutions(
                &["13x11"],
                "Exact : 13x2 puis 2x11. Le pion a touché la dernière rangée en 2, mais n’y a pas fini son coup : il reste un pion.",
                "Right: 13 to 2, then 2 to 11. The man touched the far row on 2 but did not end its move there: it stays a man.",
            )
            .wrong(
                "13x2",
                "S’arrêter en 2 pour devenir dame n’est pas permis : la rafle doit continuer (2x11). Aux dames internationales, on ne devient dame qu’en finissant son coup sur la dernière rangée.",
                "Stopping on 2 to be crowned is not allowed: the capture must go on (2 to 11). In International draughts a man is crowned only when its move ends on the far row.",
            )
            .done(),
        lesson(l, "promotion-russian", Russian, "W:Wf6:Be7,b6", l.t("Promotion en pleine rafle : russes", "Promotion mid-capture: Russian"))
            .task(
                "Dames russes. Les Blancs jouent : promeus ton pion et continue la prise.",
                "Russian draughts. White to play: crown your man and keep capturing.",
            )
            .highlight(&["f6"])
            .solutions(
                &["f6:a5"],
                "Superbe : en d8 le pion devient dame sur-le-champ, et la dame volante prend b6 à distance pour finir en a5.",
                "Superb: on d8 the man is crowned at once, and the flying king takes b6 from a distance to end on a5.",
            )
            .wrong(
                "f6:d8",
                "Aux dames russes, le pion promu continue la rafle en dame : depuis d8, la nouvelle dame peut prendre b6. Elle doit le faire.",
                "In Russian draughts a crowned man goes on capturing as a king: from d8 the new king can take b6, so it must.",
            )
            .done(),
        lesson(l, "promotion-english", English, "W:W11:B6,7", l.t("Promotion en pleine rafle : anglaises", "Promotion mid-capture: English"))
            .task(
                "Dames anglaises. Les Blancs jouent : prends et deviens dame.",
                "English draughts. White to play: capture and be crowned.",
            )
            .highlight(&["11"])
            .solutions(
                &["11x2"],
                "Oui : le pion prend 7 et devient dame en 2. Aux dames anglaises, la promotion termine le coup : la nouvelle dame attendra le prochain tour.",
                "Yes: the man takes 7 and is crowned on 2. In English draughts promotion ends the move: the new king waits for the next turn.",
            )
            .wrong(
                "11x9",
                "La nouvelle dame ne peut pas prendre 6 dans la foulée : aux dames anglaises, le coup s’arrête à la promotion.",
                "The new king may not go on to take 6: in English draughts the move ends on promotion.",
            )
            .done(),
        lesson(l, "turkish-strike", International, "W:WK46:B19,28,29,38,39", l.t("Le coup turc", "The Turkish strike"))
            .task(
                "Dames internationales. Les Blancs jouent : prends le plus de pièces possible avec la dame. Pourras-tu aussi prendre 19 ?",
                "International draughts. White to play: take as many pieces as you can with the king. Can you take 19 as well?",
            )
            .highlight(&["46"])
            .solutions(
                &["46x32", "46x27", "46x21", "46x16"],
                "Bien vu : la dame prend 28, 29, 39 et 38. Elle ne peut pas repasser par 28 pour atteindre 19 : une pièce prise reste sur le damier jusqu’à la fin de la rafle et bloque le chemin. C’est le coup turc.",
                "Well seen: the king takes 28, 29, 39 and 38. It cannot pass 28 again to reach 19: a captured piece stays on the board until the capture ends and blocks the way. That is the Turkish strike.",
            )
            .wrong(
                "46x14",
                "Cette rafle ne prend que deux pièces (28 et 19), alors qu’une autre en prend quatre. Et même après celle-là, 19 reste hors d’atteinte : le pion de 28, déjà pris, barre la route.",
                "That capture takes only two pieces (28 and 19) while another takes four. And even after that one, 19 stays out of reach: the man on 28, already taken, bars the way.",
            )
            .wrong(
                "46x10",
                "Prendre 28 et 19 ne fait que deux pièces ; la prise majoritaire impose la rafle de quatre pièces.",
                "Taking 28 and 19 makes only two pieces; majority capture demands the four-piece capture.",
            )
            .done(),
        lesson(l, "notation-numbers", International, "W:W31-50:B1-20", l.t("Lire la notation : les numéros", "Reading notation: numbers"))
            .task(
                "Joue le coup **34-29**.",
                "Play the move **34-29**.",
            )
            .solutions(
                &["34-29"],
                "C’est ça : de la case 34 à la case 29. Les numéros vont de 1 à 50, de gauche à droite et de haut en bas.",
                "That’s it: from square 34 to square 29. The numbers run 1 to 50, left to right and top to bottom.",
            )
            .wrong(
                "33-29",
                "Tu es bien arrivé en 29, mais en partant de 33. Le premier nombre est la case de départ : 34, juste à droite de 33.",
                "You reached 29, but from 33. The first number is the starting square: 34, just right of 33.",
            )
            .wrong(
                "34-30",
                "Le départ est bon, mais l’arrivée est 30. Le second nombre, 29, est la case d’arrivée, en haut à gauche de 34.",
                "The start is right, but you went to 30. The second number, 29, is the arrival square, up and to the left of 34.",
            )
            .other(
                "Ce n’est pas 34-29. Repère d’abord la case 34 (quatrième case de la rangée des 31 à 35), puis la case 29 juste au-dessus.",
                "That is not 34-29. Find square 34 first (fourth square of the 31-35 row), then square 29 just above it.",
            )
            .done(),
        lesson(l, "notation-coordinates", Russian, "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8", l.t("Lire la notation : les coordonnées", "Reading notation: coordinates"))
            .task(
                "Dames russes. Joue le coup **c3-b4**.",
                "Russian draughts. Play the move **c3-b4**.",
            )
            .solutions(
                &["c3-b4"],
                "Exact : de c3 (colonne c, rangée 3) à b4.",
                "Right: from c3 (column c, row 3) to b4.",
            )
            .wrong(
                "c3-d4",
                "Bon départ, mauvaise arrivée : b4 est en haut à gauche de c3, d4 en haut à droite.",
                "Right start, wrong arrival: b4 is up and to the left of c3, d4 up and to the right.",
            )
            .wrong(
                "a3-b4",
                "Tu es arrivé en b4, mais depuis a3. La lettre donne la colonne : le départ est en colonne c.",
                "You reached b4, but from a3. The letter gives the column: the start is in column c.",
            )
            .other(
                "Ce n’est pas c3-b4. La lettre est la colonne (a à h depuis la gauche), le chiffre la rangée (1 à 8 depuis les Blancs).",
                "That is not c3-b4. The letter is the column (a to h from the left), the number the row (1 to 8 from White’s side).",
            )
            .done(),
    ]
}
