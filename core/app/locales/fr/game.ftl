### What the app says about a game: squares for screen readers, spoken moves, refusals, results, status, draw counters, player and level names.

game-or-list-or = ou
game-color-name-white = Blancs
game-color-name-black = Noirs
game-side-subject-white = les Blancs
game-side-subject-black = les Noirs
game-square-state-empty = vide
game-spoken-move-then = , puis{" "}
game-spoken-move-takes = saute en
game-spoken-move-to = vers
game-spoken-move-crowned = , promu dame
game-to-move-white-move = Trait aux Blancs
game-to-move-black-move = Trait aux Noirs
game-replaying-start-position = Relecture de la position de départ
game-bot-thinking-bot-thinking = le robot réfléchit…
game-hint-thinking-looking-for-hint = recherche d’un conseil…
game-refusal-game-over = La partie est terminée.
game-refusal-you-are-looking = Tu regardes un coup passé : reviens à la partie pour jouer.
game-refusal-nothing-selected = Rien n’est sélectionné.
game-reason-by-agreement = d’un commun accord
game-player-name-you = Toi
game-pdn-player-player = Joueur
game-pdn-event-casual-game = Partie amicale
game-mode-two-players = Deux joueurs
game-mode-bot-against-bot = Robot contre robot
game-ending-undone-ending-taken-back = Fin de partie annulée : la partie reprend.
game-cancelled-selection-cancelled = Sélection annulée.
game-bot-declines-draw-bot-declines-draw = Le robot refuse la nulle : la partie continue.
game-flipped-board-turned-black = Plateau retourné : les Noirs en bas.
game-flipped-board-turned-white = Plateau retourné : les Blancs en bas.
game-replay-ended-back-game = Retour à la partie.
game-title-custom-rules = Règles personnalisées
game-custom-rules-summary = { $base }, { $n ->
    [0] sans changement
    [one] { $n } changement
    [many] { $n } changements
   *[other] { $n } changements
 }
game-player-strip-thinking = réfléchit
game-player-strip-move = au trait
game-piece-white-man = pion blanc
game-piece-white-king = dame blanche
game-piece-black-man = pion noir
game-piece-black-king = dame noire
game-square-selected = sélectionnée
game-square-target = destination possible
game-square-final-destination = destination finale
game-square-must-capture = doit prendre
game-square-captured = en cours de prise
game-square-stepped = la rafle passe ici
game-square-last-from = départ du dernier coup
game-square-last-path = passage du dernier coup
game-square-last-to = arrivée du dernier coup
game-square-hint = conseil
game-capture-on = Rafle en cours : encore { $n } { $count ->
    [one] prise
    [many] prises
   *[other] prises
 }
game-replaying = Relecture du coup { $number } { $move }
game-refusal-bot-to-move = Patience : le robot joue les { $side }.
game-refusal-empty = La case { $square } est vide.
game-refusal-not-yours = La pièce en { $square } n’est pas à toi.
game-refusal-must-capture = La pièce en { $square } ne peut pas jouer : la prise est obligatoire, et { $count ->
    [one] c’est la pièce en { $who }
    [many] c’est l’une des pièces en { $who }
   *[other] c’est l’une des pièces en { $who }
 } qui doit prendre.
game-refusal-blocked = La pièce en { $square } ne peut pas bouger.
game-refusal-not-a-target = La pièce en { $from } ne peut pas aller en { $square } ; elle peut aller en { $targets }.
game-refusal-several-end-here = Plusieurs rafles finissent en { $square } : touche d’abord la case d’arrivée suivante ({ $via }).
game-rule-name = règle des { $limit } coups
game-draw-counter = { $rule } : encore { $left } { $left ->
    [one] coup
    [many] coups
   *[other] coups
 }
game-reason-no-pieces = { $loser } n’ont plus de pièces
game-reason-no-moves = { $loser } ne peuvent plus jouer
game-reason-resignation = { $loser } abandonnent
game-reason-out-of-time = { $loser } ont dépassé le temps
game-reason-repetition = la même position est revenue { $times } fois
game-reason-kings-only = { $n } coups de dames sans prise
game-reason-lone-king-three = { $n } coups à trois pièces contre une dame seule
game-reason-lone-king-two = { $n } coups à deux pièces contre une dame seule
game-reason-three-kings-vs-king = trois dames n’ont pas pris la dame seule en { $n } coups
game-reason-long-diagonal = une dame seule a tenu la grande diagonale { $n } coups
game-reason-kings-both-sides = { $n } coups avec des dames des deux côtés sans progrès
game-reason-no-progress = { $n } coups sans prise ni mouvement de pion
game-result-draw-agreed = Partie nulle { $why }
game-result-draw = Partie nulle : { $why }
game-result-white-wins = Les Blancs gagnent : { $why }
game-result-black-wins = Les Noirs gagnent : { $why }
game-level-1 = Débutant
game-level-2 = Novice
game-level-3 = Amateur
game-level-4 = Joueur de club
game-level-5 = Expert
game-level-6 = Maître
game-level-name = niveau { $level } ({ $name })
game-player-name-bot = Robot — { $name }
game-pdn-player-bot = Robot niveau { $level }
game-mode-against-bot = Contre le robot, { $level }
game-selected = { $piece } en { $square } { $kind ->
    [king] sélectionnée : elle
   *[man] sélectionné : il
 } peut aller en { $targets }.
game-stepped = En { $square }, la rafle continue vers { $targets }{ $crowned ->
    [yes] , en dame
   *[no] {""}
 }.
game-moved = { $move }.
game-moved-by-bot = Le robot joue { $move }.
game-must-capture = { $side } doivent prendre avec { $who }.
game-undone = Annulé : { $moves }.
game-redone = Rejoué : { $moves }.
game-hint = Conseil : { $move } ({ $spoken }).
game-draw-offered = { $by } proposent la nulle : { $other } peuvent accepter ou refuser.
game-draw-declined = { $by } refusent la nulle.
game-draw-accept = Accepter la nulle
game-draw-decline = Refuser
game-exported = Partie exportée en PDN ({ $moves } { $moves ->
    [one] coup
    [many] coups
   *[other] coups
 }).
game-pieces-men = { $n } { $n ->
    [one] pion
    [many] pions
   *[other] pions
 }
game-pieces-kings = { $n } { $n ->
    [one] dame
    [many] dames
   *[other] dames
 }
game-pieces-taken = { $n } pris
game-move-count = coup { $number }
game-takeback-asked = { $by } demandent à reprendre le dernier coup.
game-takeback-asked-ending = { $by } demandent à annuler la fin de la partie.
game-takeback-accept = Accepter la reprise
game-takeback-decline = Continuer la partie
game-takeback-accepted = { $by } acceptent la reprise.
game-takeback-declined = { $by } refusent la reprise : la partie continue.
# Move confirmation (a setting): the move held, its two buttons.
game-confirm-move-prompt = Jouer { $move } ?
game-confirm-move-cancelled = { $move } annulé : choisissez un autre coup.
game-control-confirm-move = Confirmer le coup
game-control-cancel-move = Annuler
# Shown beside Resume while the clock is paused.
game-clock-paused = Pendule arrêtée
game-clock-spoken = { $side ->
    [white] Pendule des Blancs
   *[black] Pendule des Noirs
 } : { $time }{ $state ->
    [flagged] , drapeau tombé
    [low] , à court de temps
    [paused] , en pause
    [running] , en marche
   *[other] {""}
 }.

## Board themes and piece sets (the settings screen)
game-look-theme-wood = Bois
game-look-theme-maple = Érable
game-look-theme-walnut = Noyer
game-look-theme-green = Vert
game-look-theme-blue = Bleu
game-look-theme-grey = Gris
game-look-theme-contrast = Contraste élevé
game-look-set-relief = Tourné
game-look-set-ringed = Cerclé
game-look-set-flat = Plat
game-end-white-wins = Les Blancs gagnent
game-end-black-wins = Les Noirs gagnent
game-end-draw = Partie nulle
game-end-rematch = Revanche
game-end-analyse = Analyser
game-end-share = Partager
game-end-new-game = Nouvelle partie
game-player-strip-winner = vainqueur

## The home screen around the new-game form
game-home-continue = Reprendre
game-home-play-bot = Jouer contre le robot
game-home-play-bot-detail = Niveau { $level } · { $name }
game-home-play-friend = Jouer avec un ami
game-home-play-friend-detail = Deux joueurs sur un appareil
game-home-variant = Variante
game-home-change-variant = Changer de variante
game-home-more = Plus
game-home-learn-detail = Les règles, chaque variante, et des leçons sur le damier
game-home-analysis-detail = Explorer une position avec le moteur
game-home-set-up-detail = Placer les pièces, puis jouer ou analyser
game-home-archive-detail = Vos parties finies, à rejouer ou analyser
game-home-statistics-detail = Vos résultats par variante et par adversaire
game-home-open-pdn = Ouvrir un fichier PDN
game-home-open-pdn-detail = Rejouer ou analyser les parties d’un fichier
# The move table and the replay bar under it.
game-move-table-label = Coups
game-move-table-empty = Aucun coup pour l’instant
game-replay-bar-first = Premier coup
game-replay-bar-previous = Coup précédent
game-replay-bar-next = Coup suivant
game-replay-bar-last = Dernier coup
game-replay-bar-back-to-game = Retour à la partie
