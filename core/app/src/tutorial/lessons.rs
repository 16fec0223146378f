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
    /// Why the move is right, or what it misses.
    pub explanation: String,
}

/// The judgement of one answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    /// Whether the move is the lesson's answer.
    pub correct: bool,
    /// Whether the move was legal at all (an illegal move is refused before
    /// it is played; a legal wrong move may be shown, then taken back).
    pub legal: bool,
    /// Why, in a sentence for the learner.
    pub explanation: String,
}

/// One lesson.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    /// A stable, locale-independent identifier.
    pub id: String,
    /// The lesson's title.
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

/// The lessons on the board session: the player taps the move on a
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
                "Ce coup est permis, mais ce n’est pas celui que la leçon demande. Relis la \
                 consigne et essaie encore.",
                "That move is legal, but it is not the one the lesson asks for. Read the task \
                 again and try once more.",
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
// Long on purpose: the lessons as data, one builder chain each, in the
// order they are taught.
pub fn lessons(l: Lang) -> Vec<Lesson> {
    use Variant::*;
    vec![
        lesson(
            l,
            "compulsory-capture",
            International,
            "W:W33,38,47:B11,17,28",
            l.t("La prise est obligatoire", "Capturing is compulsory"),
        )
        .task(
            "Les Blancs jouent. Ici, un seul coup est permis : lequel ?",
            "White to move. Only one move is allowed here: which one?",
        )
        .highlight(&["33", "28"])
        .solutions(
            &["33x22"],
            "Exact : 33x22. Les Noirs reprendront par 17x28, mais peu importe : une prise \
             possible est une prise obligatoire.",
            "Right: 33x22. Black will take back with 17x28, but that does not matter: when \
             a capture is possible, it must be played.",
        )
        .wrong(
            "33-29",
            "Le pion de 33 peut prendre celui de 28, donc il doit le faire : un simple \
             déplacement n’est pas permis.",
            "The man on 33 can take the man on 28, so it must: a plain move is not allowed.",
        )
        .wrong(
            "47-42",
            "Tant qu’une prise est possible, aucune autre pièce n’a le droit de bouger. \
             Cherche celle qui peut prendre.",
            "As long as a capture is possible, no other piece may move. Look for the piece \
             that can capture.",
        )
        .done(),
        lesson(
            l,
            "multi-capture",
            International,
            "W:W37:B23,24,32",
            l.t("La rafle", "The multi-capture"),
        )
        .task(
            "Les Blancs jouent. Prends tout ce que tu peux avec le pion de 37.",
            "White to move. Take everything you can with the man on 37.",
        )
        .highlight(&["37"])
        .solutions(
            &["37x30"],
            "Bravo : de 37 à 28, puis à 19, puis retour à 30. Trois pions en un seul coup, \
             noté simplement 37x30.",
            "Well done: 37 to 28, then 19, then back to 30. Three men in one move, written \
             simply 37x30.",
        )
        .wrong(
            "37x28",
            "Une rafle ne s’arrête pas en chemin : depuis 28, ton pion peut encore prendre \
             23. Continue tant que tu peux prendre.",
            "A multi-capture does not stop halfway: from 28 your man can still take 23. Keep \
             going while you can capture.",
        )
        .wrong(
            "37x19",
            "Presque ! Depuis 19, le pion peut encore prendre 24 vers l’arrière : la rafle \
             n’est pas finie.",
            "Nearly! From 19 the man can still take 24 backwards: the multi-capture is not \
             over.",
        )
        .done(),
        lesson(
            l,
            "majority-capture",
            International,
            "W:W32,39:B24,27,34",
            l.t("La prise majoritaire", "Majority capture"),
        )
        .task(
            "Les Blancs jouent. Deux pions peuvent prendre : lequel doit le faire ?",
            "White to move. Two men can capture: which one must?",
        )
        .highlight(&["32", "39"])
        .solutions(
            &["39x19"],
            "Oui : 39x19 prend deux pièces, 34 et 24. Aux dames internationales, tu dois \
             toujours prendre le plus grand nombre de pièces.",
            "Yes: 39x19 takes two pieces, 34 and 24. In International draughts you must \
             always take the greatest number of pieces.",
        )
        .wrong(
            "32x21",
            "32x21 ne prend qu’une pièce, alors que 39x19 en prend deux : c’est donc 39x19 \
             qui s’impose.",
            "32x21 takes only one piece while 39x19 takes two, so 39x19 it must be.",
        )
        .done(),
        lesson(
            l,
            "backward-capture",
            International,
            "W:W28,48:B3,33",
            l.t("Les pions prennent en arrière", "Men capture backwards"),
        )
        .task(
            "Les Blancs jouent. Le pion de 28 est-il menacé… ou menaçant ?",
            "White to move. Is the man on 28 in danger… or dangerous?",
        )
        .highlight(&["28", "33"])
        .solutions(
            &["28x39"],
            "C’est ça : aux dames internationales, un pion peut aussi prendre vers \
             l’arrière. 28x39 était même le seul coup, puisque la prise est obligatoire.",
            "That’s it: in International draughts a man may also capture backwards. 28x39 \
             was in fact the only move, since capturing is compulsory.",
        )
        .wrong(
            "28-23",
            "Tu ne peux pas avancer : le pion de 28 peut prendre 33 en reculant, et une \
             prise possible doit être jouée.",
            "You may not step forward: the man on 28 can take 33 going backwards, and a \
             possible capture must be played.",
        )
        .wrong(
            "48-42",
            "Il y a une prise : le pion de 28 peut sauter 33 vers l’arrière. Tant qu’elle \
             est possible, les autres pièces ne bougent pas.",
            "There is a capture: the man on 28 can jump 33 backwards. While it is possible, \
             the other pieces stay put.",
        )
        .done(),
        lesson(
            l,
            "flying-king",
            Russian,
            "W:WKa1:Bc3,f4",
            l.t("La dame volante : où s’arrêter ?", "The flying king: where to stop"),
        )
        .task(
            "Dames russes. Les Blancs jouent : prends avec la dame, et choisis bien la case \
             où elle se pose.",
            "Russian draughts. White to move: capture with the king, and mind where it \
             lands.",
        )
        .highlight(&["a1"])
        .solutions(
            &["a1:g3", "a1:h2"],
            "Parfait : la dame saute c3, se pose en e5 parce que de là elle peut prendre f4, \
             et finit en g3 ou h2.",
            "Perfect: the king jumps c3, lands on e5 because from there it can take f4, and \
             ends on g3 or h2.",
        )
        .wrong(
            "a1:h8",
            "Derrière c3, la dame doit se poser là où la rafle peut continuer : en e5, d’où \
             elle prend f4. Filer jusqu’en h8 est interdit.",
            "Beyond c3 the king must land where the multi-capture can go on: on e5, from \
             where it takes f4. Flying on to h8 is not allowed.",
        )
        .wrong(
            "a1:d4",
            "En d4, la dame ne pourrait plus rien prendre, alors qu’en e5 elle peut \
             continuer : c’est donc e5 qu’elle doit choisir.",
            "On d4 the king could take nothing more, while on e5 it can go on, so e5 is where \
             it must land.",
        )
        .wrong(
            "a1:e5",
            "Bon arrêt, mais la rafle n’est pas finie : depuis e5, la dame doit encore \
             prendre f4.",
            "Good stop, but the multi-capture is not over: from e5 the king must still take \
             f4.",
        )
        .done(),
        lesson(
            l,
            "promotion-international",
            International,
            "W:W13:B7,8",
            l.t(
                "Promotion en pleine rafle : internationales",
                "Promotion mid-capture: International",
            ),
        )
        .task(
            "Dames internationales. Les Blancs jouent : prends tout ce que tu peux. Ton pion \
             deviendra-t-il dame ?",
            "International draughts. White to move: take all you can. Will your man become \
             a king?",
        )
        .highlight(&["13"])
        .solutions(
            &["13x11"],
            "Exact : de 13 à 2, puis de 2 à 11. Le pion a touché la dernière rangée en 2 sans \
             y finir son coup : il reste pion.",
            "Right: 13 to 2, then 2 to 11. The man touched the far row on 2 without ending its \
             move there, so it stays a man.",
        )
        .wrong(
            "13x2",
            "Tu ne peux pas t’arrêter en 2 pour devenir dame : la rafle doit continuer \
             jusqu’en 11. Aux dames internationales, seul un coup qui s’achève sur la \
             dernière rangée fait une dame.",
            "You may not stop on 2 to be crowned: the multi-capture must go on to 11. In \
             International draughts only a move that ends on the far row makes a king.",
        )
        .done(),
        lesson(
            l,
            "promotion-russian",
            Russian,
            "W:Wf6:Be7,b6",
            l.t("Promotion en pleine rafle : russes", "Promotion mid-capture: Russian"),
        )
        .task(
            "Dames russes. Les Blancs jouent : mène ton pion à dame, puis continue la rafle.",
            "Russian draughts. White to move: crown your man and keep capturing.",
        )
        .highlight(&["f6"])
        .solutions(
            &["f6:a5"],
            "Superbe : en d8, le pion devient dame aussitôt, et cette dame volante prend b6 \
             de loin pour finir en a5.",
            "Superb: on d8 the man is crowned at once, and the new flying king takes b6 from \
             a distance to end on a5.",
        )
        .wrong(
            "f6:d8",
            "Aux dames russes, la rafle ne s’arrête pas à la promotion : depuis d8, la \
             nouvelle dame peut prendre b6, donc elle doit le faire.",
            "In Russian draughts the multi-capture does not stop at promotion: from d8 the \
             new king can take b6, so it must.",
        )
        .done(),
        lesson(
            l,
            "promotion-english",
            English,
            "W:W11:B6,7",
            l.t("Promotion en pleine rafle : anglaises", "Promotion mid-capture: English"),
        )
        .task(
            "Dames anglaises. Les Blancs jouent : prends, et fais une dame.",
            "English draughts. White to move: capture and be crowned.",
        )
        .highlight(&["11"])
        .solutions(
            &["11x2"],
            "Oui : le pion prend 7 et devient dame en 2. Aux dames anglaises, la promotion \
             clôt le coup : la nouvelle dame attendra ton prochain tour.",
            "Yes: the man takes 7 and is crowned on 2. In English draughts promotion ends the \
             move: the new king waits for your next turn.",
        )
        .wrong(
            "11x9",
            "La nouvelle dame ne peut pas prendre 6 dans la foulée : aux dames anglaises, le \
             coup s’arrête à la promotion.",
            "The new king may not go on to take 6: in English draughts the move ends on \
             promotion.",
        )
        .done(),
        lesson(
            l,
            "turkish-strike",
            International,
            "W:WK46:B19,28,29,38,39",
            l.t("Le coup turc", "The Turkish strike"),
        )
        .task(
            "Dames internationales. Les Blancs jouent : prends le plus de pièces possible \
             avec la dame. Pourras-tu aussi prendre 19 ?",
            "International draughts. White to move: take as many pieces as you can with the \
             king. Can you take 19 as well?",
        )
        .highlight(&["46"])
        .solutions(
            &["46x32", "46x27", "46x21", "46x16"],
            "Bien vu : la dame prend 28, 29, 39 et 38. Pour atteindre 19, il faudrait \
             repasser par 28 : or une pièce sautée reste en place tant que la rafle dure, et \
             elle barre le chemin. C’est le coup turc.",
            "Well seen: the king takes 28, 29, 39 and 38. To reach 19 it would have to pass \
             28 again, but a jumped piece stays in place while the multi-capture lasts, and \
             it blocks the way. That is the Turkish strike.",
        )
        .wrong(
            "46x14",
            "Cette rafle ne prend que deux pièces, 28 et 19, alors qu’une autre en prend \
             quatre : la prise majoritaire l’interdit.",
            "That multi-capture takes only two pieces, 28 and 19, while another takes four: \
             majority capture forbids it.",
        )
        .wrong(
            "46x10",
            "Deux pièces seulement, 28 et 19 : c’est trop peu. Cherche la rafle qui en prend \
             quatre, et regarde pourquoi 19 reste alors hors d’atteinte.",
            "Only two pieces, 28 and 19: not enough. Look for the multi-capture that takes \
             four, and see why 19 is then out of reach.",
        )
        .done(),
        lesson(
            l,
            "notation-numbers",
            International,
            "W:W31-50:B1-20",
            l.t("Lire la notation : les numéros", "Reading notation: numbers"),
        )
        .task("Joue le coup **34-29**.", "Play the move **34-29**.")
        .solutions(
            &["34-29"],
            "C’est ça : de la case 34 à la case 29. Les numéros vont de 1 à 50, rangée après \
             rangée, en partant du haut à gauche.",
            "That’s it: from square 34 to square 29. The numbers run from 1 to 50, row after \
             row, starting at the top left.",
        )
        .wrong(
            "33-29",
            "Tu es bien arrivé en 29, mais en partant de 33. Le premier nombre est la case de \
             départ : 34, juste à droite de 33.",
            "You reached 29, but from 33. The first number is the starting square: 34, just \
             to the right of 33.",
        )
        .wrong(
            "34-30",
            "Bon départ, mais tu es arrivé en 30. Le second nombre, 29, est la case \
             d’arrivée, en haut à gauche de 34.",
            "The start is right, but you went to 30. The second number, 29, is the arrival \
             square, up and to the left of 34.",
        )
        .other(
            "Ce n’est pas 34-29. Trouve d’abord la case 34, la quatrième de la rangée 31 à \
             35, puis la case 29, en haut à gauche de 34.",
            "That is not 34-29. Find square 34 first, the fourth in the 31-35 row, then \
             square 29, up and to its left.",
        )
        .done(),
        lesson(
            l,
            "notation-coordinates",
            Russian,
            "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
            l.t("Lire la notation : les coordonnées", "Reading notation: coordinates"),
        )
        .task("Dames russes. Joue le coup **c3-b4**.", "Russian draughts. Play the move **c3-b4**.")
        .solutions(
            &["c3-b4"],
            "Exact : de c3 (colonne c, rangée 3) à b4.",
            "Right: from c3 (column c, row 3) to b4.",
        )
        .wrong(
            "c3-d4",
            "Bon départ, mauvaise arrivée : b4 est en haut à gauche de c3, d4 en haut à \
             droite.",
            "Right start, wrong arrival: b4 is up and to the left of c3, d4 up and to the \
             right.",
        )
        .wrong(
            "a3-b4",
            "Tu es arrivé en b4, mais depuis a3. La lettre donne la colonne : le départ est \
             en colonne c.",
            "You reached b4, but from a3. The letter gives the column: the start is in column \
             c.",
        )
        .other(
            "Ce n’est pas c3-b4. La lettre donne la colonne, de a à h en partant de la \
             gauche ; le chiffre donne la rangée, de 1 à 8 en partant des Blancs.",
            "That is not c3-b4. The letter gives the column, a to h from the left; the number \
             gives the row, 1 to 8 from White’s side.",
        )
        .done(),
    ]
}
