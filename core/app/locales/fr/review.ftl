# The game review's controls and summary, and learning from one's mistakes.
# $side is `white` or `black`; $move a move with its number ("12. 32-28").

review-control-fast = Analyse rapide
review-control-deep = Analyse approfondie
review-control-cancel = Arrêter l'analyse
review-control-resume = Reprendre l'analyse
review-control-better = Montrer le meilleur coup
review-control-learn-white = Apprendre des erreurs des Blancs
review-control-learn-black = Apprendre des erreurs des Noirs
review-summary = { $side ->
    [white] Blancs
   *[black] Noirs
 } : { $accuracy ->
    [none] aucun coup jugé
   *[other] précision { $accuracy } %
 }, { $inaccuracies ->
    [one] 1 imprécision
    [many] { $inaccuracies } imprécisions
   *[other] { $inaccuracies } imprécisions
 }, { $mistakes ->
    [one] 1 erreur
    [many] { $mistakes } erreurs
   *[other] { $mistakes } erreurs
 }, { $blunders ->
    [one] 1 gaffe
    [many] { $blunders } gaffes
   *[other] { $blunders } gaffes
 }, { $missed ->
    [one] 1 gain manqué
    [many] { $missed } gains manqués
   *[other] { $missed } gains manqués
 }.
learn-title = Apprendre de ses erreurs ({ $n }/{ $total })
learn-prompt = { $move } a été joué : trouvez un meilleur coup pour les { $side ->
    [white] Blancs
   *[black] Noirs
 }.
learn-none = Les { $side ->
    [white] Blancs
   *[black] Noirs
 } n'ont fait aucune erreur dans cette partie.
learn-done = C'était la dernière erreur.
learn-found = Bon coup : { $move } est le choix du moteur.
learn-wrong = { $move } n'est pas meilleur : essayez encore.
learn-solution = Le meilleur coup était { $move }.
learn-control-next = Erreur suivante
learn-control-solution = Voir la solution
learn-control-stop = Retour à l'analyse
