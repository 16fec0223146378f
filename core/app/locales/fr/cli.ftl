### The command line's own sentences (prompts, menus, notes).

cli-run-lesson-your-move-or = Ton coup (ou « { $skip } », « { $quit } ») :{" "}
# The words a player types to skip a lesson or to leave (besides `skip`, `s`, `quit`, `q`).
cli-run-lesson-skip-word = passer
cli-run-lesson-quit-word = quitter
cli-run-lesson-solution = Solution :
cli-run-lesson-that-not-move = Ce n’est pas un coup : écris-le comme 32-28, 19x30 ou c3-d4.

## `draughts play`: the setup menu, the help shown during a game, the notes.

cli-menu-variants = Variantes :
cli-menu-variant = Variante [1] :{" "}
cli-menu-mode = Mode : 1. contre le robot  2. à deux [1] :{" "}
cli-menu-one-or-two = 1 ou 2
# $level: the default level, a number.
cli-menu-level = Niveau [{ $level }] :{" "}
# `white` and `black` are the words the player types.
cli-menu-colour = Ta couleur (white = blancs, black = noirs) [white] :{" "}
# The commands (undo, redo, hint…) are the words the player types: keep them.
cli-play-help =
    Sur un terminal, les flèches déplacent un curseur sur le damier (Début, Page préc.,
    Fin, Page suiv. en diagonale), Entrée touche la case du curseur, Échap annule ;
    --lines fait lire une ligne à la fois, comme par un tube.
    Écris un coup en notation (32-28, 19x30, c3-d4, ou tout le trajet 19x30x41),
    ou les cases une par une, comme des touchers (32, puis 28). Commandes :
      undo, redo     reprendre / rejouer un coup (contre le robot : jusqu’à ton tour)
      hint           le robot propose un coup (marqué ? ?)
      draw           proposer la nulle ; accept / decline y répondent
      resign         abandonner la partie
      replay N       voir la position après le demi-coup N ; replay end : retour
      save [FICHIER] enregistrer la partie (par défaut draughts-save.json)
      flip           retourner le damier
      cancel         lâcher la pièce choisie
      board          redessiner le damier
      help           ce texte
      quit           quitter
# The marks drawn on a board without colour; w, b, W and B are the letters drawn.
cli-play-legend = w/b pions, W/B dames ; [ ] choisie, ( ) arrivée, {"{"} {"}"} arrivée finale, * * doit prendre, ! ! en train d’être prise, ' ' dernier coup, ? ? conseil
cli-play-keys = (flèches, Entrée, Échap sur le damier ; tape un coup ou une commande, help)
# $moves: the moves played, as `1. 32-28 19-23`.
cli-play-moves = Coups : { $moves }
# $white, $black: the time left on each side's clock (`4:59`), the running one marked with `*`.
cli-play-clocks = Pendule : Blancs { $white } · Noirs { $black }
cli-play-nothing-to-undo = Rien à reprendre.
cli-play-nothing-to-redo = Rien à rejouer.
cli-play-no-hint = Pas de conseil maintenant : les conseils sont pour ton tour contre le robot.
cli-play-saved = Enregistré dans { $file }. Pour reprendre : draughts play --resume { $file }
# $why: the system's reason, as it gives it.
cli-play-cannot-save = impossible d’enregistrer dans { $file } : { $why }
# $max: the number of plies played.
cli-play-replay-range = replay : donne un demi-coup de 0 à { $max }
cli-play-unknown = Commande inconnue `{ $line }` (tape help).

cli-analyse-better = (meilleur { $move } : { $line })
cli-analyse-summary = { $side ->
    [white] Blancs
   *[black] Noirs
 } : précision { $accuracy }, acpl { $acpl }, { $counts }
