# Het PDN-importscherm: geplakte tekst of een bestand, de partijen als lijst,
# het zoeken, de waarschuwingen van de lezer en een weigering.

import-title = PDN importeren
import-games = { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
 }
import-text-hint = Plak hier PDN-tekst
import-paste = Plakken
import-open-file = Bestand openen
import-search-hint = Zoek spelers, toernooi, datum
import-no-match = Geen partij past bij “{ $query }”
import-players = { $white } – { $black }
# $number: de plaats van de partij in het bestand, vanaf 1. $details: het toernooi en de datum, soms leeg.
import-row-spoken = Partij { $number }: { $players }, { $result }, { $variant }. { $details }
import-warnings = { $count ->
    [one] { $count } waarschuwing
   *[other] { $count } waarschuwingen
 }
import-left-out = { $why } (deze partij wordt overgeslagen)
import-refused = Deze tekst kan niet worden geopend: { $why }
import-no-games = Deze tekst bevat geen partij.
