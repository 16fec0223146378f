# L'écran d'import PDN : un texte collé ou un fichier, ses parties en liste,
# la recherche, les avertissements du lecteur et un refus.

import-title = Importer du PDN
import-games = { $count ->
    [one] { $count } partie
    [many] { $count } de parties
   *[other] { $count } parties
 }
import-text-hint = Collez ici le texte PDN
import-paste = Coller
import-open-file = Ouvrir un fichier
import-search-hint = Chercher joueurs, tournoi, date
import-no-match = Aucune partie ne correspond à « { $query } »
import-players = { $white } – { $black }
# $number : la place de la partie dans le fichier, à partir de 1. $details : le tournoi et la date, parfois vides.
import-row-spoken = Partie { $number } : { $players }, { $result }, { $variant }. { $details }
import-warnings = { $count ->
    [one] { $count } avertissement
    [many] { $count } d'avertissements
   *[other] { $count } avertissements
 }
import-left-out = { $why } (cette partie est laissée de côté)
import-refused = Ce texte ne peut pas être ouvert : { $why }
import-no-games = Ce texte ne contient aucune partie.
