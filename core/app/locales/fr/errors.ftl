### The errors a player may see: moves, game actions, positions (FEN), saves and the PDN export.

errors-move-syntax = ce n’est pas un coup : `{ $text }` ({ $why })
errors-move-illegal = coup impossible ici : `{ $text }` ({ $why })
errors-move-ambiguous = coup ambigu : `{ $text }` peut être { $candidates }
# Why a text is not a move, put into errors-move-syntax.
errors-move-why-empty = texte vide
errors-move-why-mixed-separators = mélange `-` et un séparateur de prise
errors-move-why-no-squares = il faut des cases, comme 32-28, 19x30 ou c3-d4
errors-move-why-too-few-squares = un coup demande au moins deux cases
errors-move-why-intermediate-not-capture = seule une prise peut donner des cases intermédiaires
errors-move-why-missing-square = il manque une case
errors-move-why-not-a-square = `{ $text }` n’est pas une case
errors-move-why-not-a-playing-square = `{ $text }` n’est pas une case jouable de ce damier
# Why a move is not legal here, put into errors-move-illegal.
errors-move-why-square-empty = la case { $square } est vide
errors-move-why-not-yours = la pièce en { $square } n’est pas à toi
errors-move-why-must-capture = la prise est obligatoire et { $count ->
    [one] c’est la pièce en { $capturers } qui doit prendre
    [many] l’une des pièces en { $capturers } doit prendre
   *[other] l’une des pièces en { $capturers } doit prendre
 }
errors-move-why-cannot-move = la pièce en { $square } ne peut pas bouger
errors-move-why-legal-from = { $count ->
    [one] seul coup possible depuis { $square } : { $moves }
    [many] coups possibles depuis { $square } : { $moves }
   *[other] coups possibles depuis { $square } : { $moves }
 }
errors-move-why-not-a-legal-capture = ces sauts ne forment pas une prise permise
errors-move-why-not-legal-here = pas un coup permis dans cette position
errors-move-why-list-or = {" ou "}
errors-game-over = la partie est finie : { $outcome ->
    [white] victoire des Blancs
    [black] victoire des Noirs
   *[draw] partie nulle
 }
errors-game-no-draw-offer = aucune proposition de nulle n’attend de réponse
errors-game-own-draw-offer = les { $side } ne répondent pas à leur propre proposition de nulle
errors-action-no-person = aucun joueur humain dans cette partie
errors-action-bot-to-move = c’est au robot de jouer
errors-action-no-takeback = aucune demande de reprise n’attend de réponse
errors-action-offer-pending = une proposition de nulle attend déjà une réponse
# $plies: the number of plies asked for.
errors-action-past-the-end = le coup { $plies } est au-delà de la fin de la liste des coups
errors-setup-twice = la case { $square } porte deux pièces
errors-setup-too-many = les { $side } ont { $count } pièces ; ces règles en permettent { $max } au plus
errors-setup-man-on-promotion-row = un pion des { $side } se trouve en { $square }, sur sa propre rangée de promotion : il serait déjà dame
errors-fen-empty = le FEN est vide
errors-fen-turn = FEN, colonne { $col } : le trait doit être `W`, `B` ou `?`, et non `{ $found }`
errors-fen-section = FEN, colonne { $col } : une section commence par `W` ou `B`, et non `{ $found }`
errors-fen-empty-section = FEN, colonne { $col } : section vide : une liste de pièces commence par sa couleur, `W` ou `B` (`W:W31-50:B1-20`)
errors-fen-missing-square = FEN, colonne { $col } : il manque une case (deux virgules de suite, ou une virgule en bout de liste)
errors-fen-section-twice = FEN, colonne { $col } : les pièces des { $side } sont données deux fois
errors-fen-bad-square = FEN, colonne { $col } : `{ $text }` n’est pas une case
errors-fen-out-of-range = FEN, colonne { $col } : la case `{ $text }` n’existe pas sur ce damier (1-{ $max }, ou les coordonnées d’une case jouable)
errors-fen-bad-range = FEN, colonne { $col } : l’intervalle `{ $text }` est vide ou à l’envers
errors-fen-garbage = FEN, colonne { $col } : texte inattendu `{ $text }`
errors-fen-illegal = FEN : { $why }
errors-save-not-json = la sauvegarde n’est pas du JSON valide (tronquée ou abîmée) : { $why }
errors-save-format = ce n’est pas une sauvegarde de dames (format `{ $why }`)
errors-save-future-version = la sauvegarde est en version { $found }, plus récente que ce que cette app comprend ({ $supported }) : mets l’app à jour
errors-save-invalid = la sauvegarde est abîmée : { $why }
errors-save-checksum = la sauvegarde a été modifiée ou abîmée (somme de contrôle fausse)
errors-save-rules = les règles de la sauvegarde ne sont pas valides : { $why }
errors-save-start = la position de départ de la sauvegarde n’est pas valide : { $why }
errors-save-player = un joueur de la sauvegarde n’est pas valide : { $why }
errors-save-replay = le coup { $ply } de la sauvegarde, `{ $text }`, ne se rejoue pas : { $why }
errors-pdn-context-date = date `{ $date }` : une date ISO 8601 est attendue, comme 2026-12-01
errors-pdn-at = partie { $game }, ligne { $line } : { $what }
errors-pdn-unknown-game-type = GameType `{ $text }` inconnu (pris en charge : 20 internationale, 21 anglaise, 22 italienne, 24 espagnole, 25 russe, 26 brésilienne, 29 tchèque)
errors-pdn-bad-tag = balise illisible : { $text }
errors-pdn-bad-rules = balise Rules illisible : { $text }
errors-pdn-bad-fen = balise FEN illisible : { $text }
errors-pdn-move = coup { $number } : { $why }
errors-pdn-after-end = coup { $number } `{ $text }` : la partie est déjà finie ({ $result })
errors-pdn-unexpected = texte inattendu : `{ $text }`
errors-pdn-unterminated = { $what ->
    [comment] commentaire `{"{"}` jamais fermé
    [variation] variante `(` jamais fermée
   *[tag] valeur de balise jamais fermée
 }
errors-pdn-unfinished-capture = coup { $number } : une prise notée saut par saut s’arrête au milieu d’un coup : `{ $text }`
errors-pdn-strict = { $warning } (refusé en lecture stricte)
errors-pdn-io = lecture impossible : { $why }
errors-pdn-latin1 = pas en UTF-8 : la ligne a été lue en Latin-1
errors-pdn-move-number = le numéro `{ $found }` ne correspond pas au coup, qui est le coup { $expected }
errors-pdn-played-on = coup { $number } : la partie continue alors qu’elle s’est terminée au demi-coup { $ply } ({ $ended }) ; rejouée telle que notée
errors-pdn-unknown-move = coup { $number } : coup inconnu `{ $text }` ; la partie est gardée jusque-là ({ $plies } { $plies ->
    [one] demi-coup
    [many] demi-coups
   *[other] demi-coups
 })
errors-pdn-stray-close = `)` ne ferme aucune variante : ignorée
errors-pdn-no-terminator = la partie n’a pas de fin (`*` ou un résultat)
errors-pdn-inferred-variant = pas de balise GameType : lue comme une partie de { $variant }, la variante que désignent ses cases et son écriture des coups, et où chaque coup est légal
errors-pdn-ambiguous-capture = coup { $number } : `{ $text }` correspond à des prises qui enlèvent des pièces différentes ; lu comme `{ $chosen }`, la seule après laquelle la partie continue légalement
errors-pdn-man-read-as-king = FEN : le pion de la case { $square } est déjà sur la rangée où il devient dame : lu comme une dame
errors-pdn-empty-fen = la balise FEN ne place aucune pièce : la partie commence au départ habituel
errors-pdn-result-mismatch = les coups finissent par `{ $terminator }` mais la balise Result dit `{ $tag }` : la balise est gardée
errors-pdn-lone-dot = un `.` seul parmi les coups : ignoré
errors-rules-start-rows = rangées de pions demandées : { $rows } ; sur un damier { $side }×{ $side }, il en tient de 1 à { $max }
errors-rules-numbering = { $numbering ->
    [italian] la numérotation italienne demande un damier { $side }×{ $side } dont la case a1 est claire
    [spanish] la numérotation espagnole demande un damier { $side }×{ $side } dont la case a1 est claire
   *[other] la numérotation depuis le coin en haut à gauche demande un damier { $side }×{ $side } dont la case a1 est foncée, jouable
 }
errors-rules-separator = `{ $separator }` ne peut pas séparer les cases d’une prise : utilisez `x` ou `:`
errors-rules-repetition = la nulle par répétition ne peut venir qu’à la 2e jusqu’à la 9e apparition, pas à la { $count }e
errors-rules-draw = { $rule ->
    [no-progress] la nulle faute de progrès demande au moins 1 coup
    [fmjd] chaque compteur de la règle de nulle FMJD demande au moins 1 coup
   *[board] les règles de nulle russe et FMJD-64 sont faites pour le damier 8×8
 }
errors-rules-precedence-without-compulsion = la priorité de prise « { $precedence } » demande la prise obligatoire : si prendre est facultatif, un joueur pourrait toujours l’éviter
errors-clock-empty = attendu : BASE+INC, par exemple 5, 3+2 ou 1:30+5
errors-clock-base = temps de base { $text } : attendu des minutes (5) ou minutes:secondes (1:30)
errors-clock-extra = incrément { $text } : attendu un nombre entier de secondes, par exemple 2
errors-clock-zero-base = le temps de base doit dépasser zéro
errors-clock-base-too-long = le temps de base ne peut dépasser 600 minutes
errors-clock-extra-too-long = l’incrément ne peut dépasser 600 secondes
errors-clock-no-kind = une pendule sans type n’a pas de temps
