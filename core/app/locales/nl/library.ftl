# De bibliotheek: de lopende partijen op het beginscherm, het archief van
# uitgespeelde partijen en de statistieken. $count, $moves, $played… zijn
# getallen; $first, $second, $variant, $level, $title, $why woorden.

library-players = { $first } tegen { $second }
library-length = { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
 }
library-outcome-won = Gewonnen
library-outcome-lost = Verloren
library-outcome-draw = Remise
library-outcome-white-won = Wit won
library-outcome-black-won = Zwart won
library-outcome-unfinished = Niet uitgespeeld
# $level is „niveau 3 (Clubspeler)”.
library-opponent-bot = Computer, { $level }
library-opponent-two-players = Twee spelers
library-opponent-bots = Computer tegen computer
library-filter-all-variants = Alle varianten
library-filter-all-opponents = Alle tegenstanders
library-archive-empty = Nog geen uitgespeelde partijen.
library-archive-empty-filtered = Geen partij past bij deze filters.
library-archive-count = { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
 }
# $shown van de $count partijen passen bij de filters.
library-archive-count-filtered = { $shown } van { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
 }
library-stats-all-levels = { $variant } — alle niveaus
library-stats-level = { $variant } — niveau { $level }
library-stats-two-players = { $variant } — twee spelers, uitslagen van wit
library-streak-won = { $count ->
    [one] { $count } overwinning
   *[other] { $count } overwinningen op rij
 }
library-streak-lost = { $count ->
    [one] { $count } nederlaag
   *[other] { $count } nederlagen op rij
 }
library-streak-drawn = { $count ->
    [one] { $count } remise
   *[other] { $count } remises op rij
 }
library-stats-spoken = { $title }: gespeeld { $played }, gewonnen { $won }, remise { $drawn }, verloren { $lost }; { $streak }
# $entries somt nummers op („3, 12”); $count zegt hoeveel.
library-notice-skipped-shelf = { $count ->
    [one] Item { $entries } van de lopende partijen was onleesbaar en is overgeslagen.
   *[other] Items { $entries } van de lopende partijen waren onleesbaar en zijn overgeslagen.
 }
library-notice-skipped-archive = { $count ->
    [one] Item { $entries } van het archief was onleesbaar en is overgeslagen.
   *[other] Items { $entries } van het archief waren onleesbaar en zijn overgeslagen.
 }
library-notice-refused-shelf = De lijst met lopende partijen is onleesbaar (beschadigd of van een nieuwere versie van de app); er is een nieuwe lijst begonnen.
library-notice-refused-archive = Het archief is onleesbaar (beschadigd of van een nieuwere versie van de app); er is een nieuw archief begonnen.
library-notice-cut-shelf = De lijst met lopende partijen was beschadigd; elke partij die te lezen was, is bewaard.
library-notice-cut-archive = Het archief was beschadigd; elke partij die te lezen was, is bewaard.
library-notice-archive-full = { $count ->
    [one] Het archief bewaart de laatste 1.000 partijen; de oudste is verwijderd.
   *[other] Het archief bewaart de laatste 1.000 partijen; de { $count } oudste zijn verwijderd.
 }
library-notice-shelf-full = { $count ->
    [one] Er worden maar 10 lopende partijen bewaard; de oudste is naar het archief verplaatst.
   *[other] Er worden maar 10 lopende partijen bewaard; de { $count } oudste zijn naar het archief verplaatst.
 }
library-notice-legacy-unreadable = De bewaarde partij was onleesbaar en is niet bewaard: { $why }
library-notice-save-refused = Deze partij kon niet worden opgeborgen: { $why }
library-stats-empty = Nog geen statistieken: elke uitgespeelde partij telt hier mee.
