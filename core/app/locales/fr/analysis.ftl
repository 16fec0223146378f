# La table d'analyse et la revue de partie : évaluations en mots, classes de coups.
# $side vaut `white` ou `black` ; $n compte des pions ou des coups.

analysis-label-database = { $side ->
    [white] Gain blanc
   *[black] Gain noir
 } (base de finales)
analysis-label-database-draw = Nulle (base de finales)
analysis-said-equal = La position est à peu près égale.
analysis-said-slightly-better = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
 } sont légèrement mieux.
analysis-said-better = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
 } ont environ { $n ->
    [1] un pion
    [one] { $n } pion
    [many] { $n } pions
   *[other] { $n } pions
 } d'avance.
analysis-said-winning = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
 } sont gagnants.
analysis-said-forced-win = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
 } gagnent par force en { $n ->
    [one] { $n } coup
    [many] { $n } coups
   *[other] { $n } coups
 }.
analysis-said-database-win = Selon la base de finales, { $side ->
    [white] les Blancs
   *[black] les Noirs
 } gagnent.
analysis-said-database-draw = Selon la base de finales, la position est nulle.
analysis-said-best = Meilleure suite : { $line }.
analysis-said-then = , puis{" "}
analysis-class-best = Meilleur coup
analysis-class-good = Bon coup
analysis-class-inaccuracy = Imprécision
analysis-class-mistake = Erreur
analysis-class-blunder = Gaffe
analysis-class-missed-win = Gain manqué
analysis-class-forced = Coup forcé
analysis-editor-eraser = Gomme
analysis-editor-spoken = { $to_move } Les Blancs ont { $white ->
    [one] { $white } pièce
    [many] { $white } pièces
   *[other] { $white } pièces
 }, les Noirs { $black ->
    [one] { $black } pièce
    [many] { $black } pièces
   *[other] { $black } pièces
 }.
analysis-editor-no-piece = { $side ->
    [white] Les Blancs n’ont
   *[black] Les Noirs n’ont
 } aucune pièce : une partie demande au moins une pièce de chaque camp.
analysis-editor-no-move = { $side ->
    [white] Les Blancs ont
   *[black] Les Noirs ont
 } le trait sans coup possible : la partie serait finie avant de commencer.

## The analysis board's controls and what it says.

analysis-control-first = Début
analysis-control-back = Reculer
analysis-control-forward = Avancer
analysis-control-last = Fin
analysis-control-flip = Retourner le damier
analysis-control-engine = Moteur
analysis-control-deeper = Chercher plus loin
analysis-control-promote = Promouvoir la variante
analysis-control-delete = Supprimer à partir d’ici
analysis-said-start = Position de départ.
analysis-said-promoted = Variante promue.
analysis-said-deleted = Coups supprimés.

## The position editor's controls and what it says. $piece is a piece's name ("White man").

analysis-editor-control-clear = Vider le damier
analysis-editor-control-start = Position de départ
analysis-editor-control-analyse = Analyser
analysis-editor-control-play = Jouer
analysis-editor-placed = { $piece } sur { $square }.
analysis-editor-emptied = Case { $square } vidée.
analysis-editor-control-copy-fen = Copier le FEN
analysis-editor-control-paste-fen = Coller un FEN
analysis-editor-variant = Variante
analysis-editor-palette-white = Pièces blanches
analysis-editor-palette-black = Pièces noires
analysis-editor-control-play-bot = Jouer contre le robot
analysis-editor-control-play-friend = Deux joueurs
