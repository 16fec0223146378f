# L'entraîneur de problèmes et `draughts puzzles`. $side vaut `white` ou
# `black` ; $move, $reply, $moves et $line sont des coups en notation.

puzzles-prompt = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
 } jouent et gagnent.
puzzles-none = Il n'y a pas de problèmes pour cette variante.
puzzles-right = Juste : { $move }.
puzzles-reply = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
 } répondent { $moves }.
# $change est signé, comme +12 ou -8.
puzzles-solved = Résolu ! Votre classement aux problèmes est de { $rating } ({ $change }).
puzzles-also-wins = { $move } gagne aussi : résolu. Le problème est signalé pour vérification.
puzzles-wrong = { $move } ne gagne pas. Réessayez, ou affichez la solution.
puzzles-wrong-refuted = { $move } ne gagne pas : { $side ->
    [white] les Blancs
   *[black] les Noirs
 } répondent { $reply }. Réessayez, ou affichez la solution.
puzzles-hint = Indice : jouez la pièce de la case { $square }.
puzzles-solution = Solution : { $line }.
puzzles-rating = Classement aux problèmes { $rating }
puzzles-rating-provisional = Classement aux problèmes { $rating } (provisoire)
puzzles-streak = { $n ->
    [one] Série : { $n } problème
    [many] Série : { $n } de problèmes
   *[other] Série : { $n } problèmes
 }

## Thèmes : le motif que montre une solution.

puzzles-theme-shot = Coup
puzzles-theme-sacrifice = Sacrifice
puzzles-theme-multi-capture = Rafle
puzzles-theme-breakthrough = Percée
puzzles-theme-king-capture = Prise de dame
puzzles-theme-send-to-king = Envoi à dame
puzzles-theme-promotion-in-capture = Dame en cours de prise
puzzles-theme-endgame = Finale
puzzles-theme-opposition = Opposition
puzzles-theme-database = Base de finales
puzzles-theme-blockade = Blocage
puzzles-theme-capture-choice = Choix de la prise
puzzles-theme-quiet-move = Coup tranquille

# La progression d'un thème : $theme son nom, $solved problèmes résolus du premier coup sur $tried.
puzzles-theme-progress = { $theme } : { $solved } sur { $tried } résolus du premier coup

## Un carnet de problèmes enregistré illisible.

puzzles-error-invalid = le carnet de problèmes est endommagé : { $why }
puzzles-error-format = ce n'est pas un carnet de problèmes (format `{ $why }`)
puzzles-error-future-version = le carnet de problèmes est en version { $found }, plus récente que ce que l'application comprend ({ $supported }) ; mettez l'application à jour

## `draughts puzzles` : la liste, et `draughts puzzles verify`.

# $n : le numéro du problème dans la liste ; $rating : son classement.
puzzles-cli-heading = Problème { $n } · classement { $rating } · { $side ->
    [white] les Blancs
   *[black] les Noirs
 } au trait
puzzles-cli-solution = Solution : { $line }
puzzles-cli-themes = Thèmes : { $themes }
puzzles-cli-no-themes = Thèmes : aucun
# $count : combien de problèmes sont prouvés ; $seconds : le temps passé.
puzzles-cli-verify-ok = { $variant } : { $count ->
    [one] { $count } problème prouvé
    [many] { $count } de problèmes prouvés
   *[other] { $count } problèmes prouvés
 } ({ $seconds } s).
puzzles-cli-verify-failed = { $variant } : le problème { $n } ({ $fen }) échoue à sa preuve au demi-coup { $ply } : { $why }
puzzles-cli-verify-summary = { $failed ->
    [0] Tous les problèmes sont prouvés.
    [one] { $failed } problème a échoué à sa preuve.
    [many] { $failed } de problèmes ont échoué à leur preuve.
   *[other] { $failed } problèmes ont échoué à leur preuve.
 }

## Pourquoi un problème échoue à sa preuve.

puzzles-reason-not-a-decision = le premier coup n'est pas un choix
puzzles-reason-no-win = le coup de la solution ne gagne pas
puzzles-reason-two-wins = un autre coup gagne aussi
puzzles-reason-small-margin = le coup de la solution n'est pas nettement meilleur que le suivant
puzzles-reason-not-banked = la ligne ne finit pas avec le gain sur le damier
puzzles-reason-defender-escapes = l'adversaire a une prise qui s'en sort
puzzles-reason-database = les bases de finales ne sont pas d'accord
puzzles-reason-illegal = un coup de la ligne n'est pas légal
puzzles-reason-trivial = le coup est trop facile à trouver

## The puzzle screen: its controls, and why the board refuses a tap.

puzzles-control-hint = Indice
puzzles-control-solution = Voir la solution
puzzles-control-next = Problème suivant
puzzles-refusal-no-puzzle = Aucun problème à résoudre : passez au problème suivant.
puzzles-refusal-judging = Patientez : votre coup est en cours de vérification.
# $move: the move being checked.
puzzles-judging = Vérification de { $move }…

## La séance : l'évolution du classement, les problèmes joués, les thèmes choisis.

puzzles-title = Problèmes
puzzles-replay = Problème rejoué : non classé.
puzzles-rating-change = { $before } → { $after } ({ $change })
puzzles-sitting-title = Cette séance
puzzles-sitting-chip = { $result ->
    [solved] Problème { $n } : résolu, { $change }
    [hinted] Problème { $n } : résolu avec un indice, { $change }
   *[failed] Problème { $n } : échoué, { $change }
 }
puzzles-control-themes = Thèmes
puzzles-themes-title = Thèmes
puzzles-themes-all = Tous les thèmes
puzzles-theme-count = { $count ->
    [one] { $count } problème
    [many] { $count } de problèmes
   *[other] { $count } problèmes
 }
puzzles-theme-untried = Pas encore essayé
puzzles-theme-solved = { $solved } sur { $tried } résolus du premier coup
puzzles-difficulty-title = Difficulté
puzzles-difficulty-easier = Plus facile
puzzles-difficulty-normal = Normale
puzzles-difficulty-harder = Plus difficile

## Une ligne sur chaque thème.

puzzles-about-shot = Donnez une pièce, puis reprenez-en deux ou plus.
puzzles-about-sacrifice = Le premier coup donne du matériel.
puzzles-about-multi-capture = Une seule prise enlève trois pièces ou plus.
puzzles-about-breakthrough = Un pion perce jusqu'à la ligne de promotion.
puzzles-about-king-capture = Capturez la dame adverse.
puzzles-about-send-to-king = Laissez l'adversaire aller à dame, puis prenez la nouvelle dame.
puzzles-about-promotion-in-capture = Un pion promu pendant la prise continue de prendre en dame.
puzzles-about-endgame = Peu de pièces : la technique décide.
puzzles-about-opposition = Gagnez une finale de pions par un coup de temps.
puzzles-about-database = Atteignez une position que les bases de finales donnent gagnée.
puzzles-about-blockade = Laissez l'adversaire sans coup.
puzzles-about-capture-choice = Plusieurs prises : trouvez celle qui gagne.
puzzles-about-quiet-move = Un coup tranquille qui ne donne rien.
