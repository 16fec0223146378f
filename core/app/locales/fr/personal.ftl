# Problèmes tirés des parties du joueur, l'énoncé d'un problème, la fin
# d'un problème résolu, et le passage d'une leçon aux problèmes.
# $side vaut `white` ou `black`.

## L'énoncé : ce que la solution gagne

puzzles-task-men = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
 } jouent et gagnent { $count ->
    [1] un pion
    [2] deux pions
    [3] trois pions
    [4] quatre pions
   *[other] { $count } pions
 }.
puzzles-task-pieces = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
 } jouent et gagnent { $count ->
    [1] une pièce
    [2] deux pièces
    [3] trois pièces
    [4] quatre pièces
   *[other] { $count } pièces
 }.

## La fin d'un problème résolu

puzzles-solved-unchanged = Résolu ! Votre classement aux problèmes reste de { $rating }.
puzzles-solved-hinted = Résolu avec un indice : non classé. Votre classement aux problèmes reste de { $rating }.
puzzles-solved-after-wrong = Résolu, après un mauvais coup déjà compté : votre classement aux problèmes est de { $rating }.
puzzles-solved-replay = Résolu. Une reprise n'est pas classée.

## « Mes parties » dans la liste des thèmes

puzzles-mine-name = Mes parties
puzzles-mine-about = Des positions de vos parties analysées où un meilleur coup gagnait.
puzzles-mine-empty = Analysez une partie : ses erreurs qui manquent un gain viennent ici.
puzzles-variant-title = Variante
puzzles-mine-progress = { $done } sur { $total } résolus deux fois
puzzles-mine-source = Tirée de votre partie { $game }
puzzles-mine-source-unnamed = Tirée d’une de vos parties, trouvée le { $date }

## Après une analyse

review-personal-searching = Recherche de problèmes dans cette partie… ({ $done }/{ $total })
review-personal-added = { $count ->
    [0] Aucune position de cette partie n'a été ajoutée à vos problèmes.
    [one] Une position de cette partie a été ajoutée à vos problèmes.
    [many] { $count } de positions de cette partie ont été ajoutées à vos problèmes.
   *[other] { $count } positions de cette partie ont été ajoutées à vos problèmes.
 }

## La fin du tutoriel et d'une leçon

lesson-practice = Mettre en pratique
