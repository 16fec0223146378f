# La bibliothèque : les parties en cours de l'écran d'accueil, les archives
# des parties terminées et les statistiques. $count, $moves, $played… sont
# des nombres ; $first, $second, $variant, $level, $title, $why des mots.

library-players = { $first } contre { $second }
library-length = { $moves ->
    [one] { $moves } coup
    [many] { $moves } de coups
   *[other] { $moves } coups
 }
library-outcome-won = Gagnée
library-outcome-lost = Perdue
library-outcome-draw = Nulle
library-outcome-white-won = Gain des Blancs
library-outcome-black-won = Gain des Noirs
library-outcome-unfinished = Inachevée
# $level vaut « niveau 3 (Joueur de club) ».
library-opponent-bot = Robot, { $level }
library-opponent-two-players = Deux joueurs
library-opponent-bots = Robot contre robot
library-filter-all-variants = Toutes les variantes
library-filter-all-opponents = Tous les adversaires
library-archive-empty = Aucune partie terminée pour l'instant.
library-archive-empty-filtered = Aucune partie ne correspond à ces filtres.
library-archive-count = { $count ->
    [one] { $count } partie
    [many] { $count } de parties
   *[other] { $count } parties
 }
# $shown parties sur $count passent les filtres.
library-archive-count-filtered = { $shown } sur { $count ->
    [one] { $count } partie
    [many] { $count } de parties
   *[other] { $count } parties
 }
library-stats-all-levels = { $variant } — tous niveaux
library-stats-level = { $variant } — niveau { $level }
library-stats-two-players = { $variant } — deux joueurs, résultats des Blancs
library-stats-group-all-levels = Tous niveaux
library-stats-group-level = Niveau { $level }
library-stats-group-two-players = Deux joueurs, résultats des Blancs
library-streak-won = { $count ->
    [one] { $count } victoire
    [many] { $count } de victoires d'affilée
   *[other] { $count } victoires d'affilée
 }
library-streak-lost = { $count ->
    [one] { $count } défaite
    [many] { $count } de défaites d'affilée
   *[other] { $count } défaites d'affilée
 }
library-streak-drawn = { $count ->
    [one] { $count } nulle
    [many] { $count } de nulles d'affilée
   *[other] { $count } nulles d'affilée
 }
library-stats-spoken = { $title } : jouées { $played }, gagnées { $won }, nulles { $drawn }, perdues { $lost } ; { $streak }
# $entries liste des numéros d'entrée (« 3, 12 ») ; $count dit combien.
library-notice-skipped-shelf = { $count ->
    [one] L'entrée { $entries } des parties en cours était illisible et a été ignorée.
    [many] Les entrées { $entries } des parties en cours étaient illisibles et ont été ignorées.
   *[other] Les entrées { $entries } des parties en cours étaient illisibles et ont été ignorées.
 }
library-notice-skipped-archive = { $count ->
    [one] L'entrée { $entries } des archives était illisible et a été ignorée.
    [many] Les entrées { $entries } des archives étaient illisibles et ont été ignorées.
   *[other] Les entrées { $entries } des archives étaient illisibles et ont été ignorées.
 }
library-notice-refused-shelf = La liste des parties en cours est illisible (abîmée ou écrite par une version plus récente de l'app) ; une nouvelle liste a été commencée.
library-notice-refused-archive = Les archives sont illisibles (abîmées ou écrites par une version plus récente de l'app) ; de nouvelles archives ont été commencées.
library-notice-archive-full = { $count ->
    [one] Les archives gardent les 1 000 dernières parties ; la plus ancienne a été supprimée.
    [many] Les archives gardent les 1 000 dernières parties ; les { $count } plus anciennes ont été supprimées.
   *[other] Les archives gardent les 1 000 dernières parties ; les { $count } plus anciennes ont été supprimées.
 }
library-notice-shelf-full = { $count ->
    [one] Seules 10 parties en cours sont gardées ; la plus ancienne est passée aux archives.
    [many] Seules 10 parties en cours sont gardées ; les { $count } plus anciennes sont passées aux archives.
   *[other] Seules 10 parties en cours sont gardées ; les { $count } plus anciennes sont passées aux archives.
 }
library-notice-legacy-unreadable = La partie enregistrée est illisible et n'a pas été gardée : { $why }
library-notice-save-refused = Cette partie n'a pas pu être rangée : { $why }
library-stats-empty = Pas encore de statistiques : chaque partie terminée comptera ici.

## Documents mis de côté : { $why } dit pourquoi, { $name } est le nom du fichier gardé.
storage-why-newer = il a été écrit par une version plus récente de l'app (format version { $version })
storage-why-other-format = ce n'est pas un document de ce type
storage-why-damaged-header = sa première ligne est abîmée
storage-why-damaged = il est abîmé
storage-aside-shelf = La liste des parties en cours est illisible : { $why }. Elle a été gardée telle quelle sous le nom « { $name } », et une nouvelle liste a été commencée.
storage-aside-archive = Les archives sont illisibles : { $why }. Elles ont été gardées telles quelles sous le nom « { $name } », et de nouvelles archives ont été commencées.
storage-aside-damaged-shelf = La liste des parties en cours n'a pu être lue qu'en partie : { $why }. Toutes les parties lisibles ont été gardées, et le fichier tel qu'il était est gardé sous le nom « { $name } ».
storage-aside-damaged-archive = Les archives n'ont pu être lues qu'en partie : { $why }. Toutes les parties lisibles ont été gardées, et le fichier tel qu'il était est gardé sous le nom « { $name } ».
storage-aside-save = La partie sauvegardée est illisible : { $why }. Elle a été gardée telle quelle sous le nom « { $name } ».
storage-aside-record = Votre bilan de problèmes est illisible : { $why }. Il a été gardé tel quel sous le nom « { $name } », et un nouveau bilan a été commencé.
storage-aside-settings = Les réglages sont illisibles : { $why }. Ils ont été gardés tels quels sous le nom « { $name } », et les réglages habituels s'appliquent.
storage-aside-lessons = Votre progression dans les leçons est illisible : { $why }. Elle a été gardée telle quelle sous le nom « { $name } », et une nouvelle a été commencée.
library-share-all = { $count ->
    [one] Partager { $count } partie en PDN
    [many] Partager { $count } de parties en PDN
   *[other] Partager { $count } parties en PDN
 }
