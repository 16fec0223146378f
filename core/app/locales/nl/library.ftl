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
library-stats-group-all-levels = Alle niveaus
library-stats-group-level = Niveau { $level }
library-stats-group-two-players = Twee spelers, uitslagen van wit
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

## Opzijgezette documenten: { $why } zegt waarom, { $name } is de naam van het bewaarde bestand.
storage-why-newer = het is geschreven door een nieuwere versie van de app (formaatversie { $version })
storage-why-other-format = het is geen document van deze soort
storage-why-damaged-header = de eerste regel is beschadigd
storage-why-damaged = het is beschadigd
storage-aside-shelf = De lijst met onafgemaakte partijen kon niet worden gelezen: { $why }. Hij is ongewijzigd bewaard als “{ $name }”, en er is een nieuwe lijst begonnen.
storage-aside-archive = Het archief kon niet worden gelezen: { $why }. Het is ongewijzigd bewaard als “{ $name }”, en er is een nieuw archief begonnen.
storage-aside-damaged-shelf = De lijst met onafgemaakte partijen kon niet helemaal worden gelezen: { $why }. Elke leesbare partij is bewaard, en het bestand zoals het was is bewaard als “{ $name }”.
storage-aside-damaged-archive = Het archief kon niet helemaal worden gelezen: { $why }. Elke leesbare partij is bewaard, en het bestand zoals het was is bewaard als “{ $name }”.
storage-aside-save = De opgeslagen partij kon niet worden gelezen: { $why }. Ze is ongewijzigd bewaard als “{ $name }”.
storage-aside-record = Je puzzeloverzicht kon niet worden gelezen: { $why }. Het is ongewijzigd bewaard als “{ $name }”, en er is een nieuw overzicht begonnen.
storage-aside-settings = De instellingen konden niet worden gelezen: { $why }. Ze zijn ongewijzigd bewaard als “{ $name }”, en de gewone instellingen gelden.
storage-aside-lessons = Je voortgang in de lessen kon niet worden gelezen: { $why }. Die is ongewijzigd bewaard als “{ $name }”, en er is een nieuw overzicht begonnen.
library-share-all = { $count ->
    [one] { $count } partij delen als PDN
   *[other] { $count } partijen delen als PDN
 }
