# Het puzzeloverzicht van de speler: het dashboard, de geschiedenis en de
# reeksmodus. $n is een aantal; $percent een heel percentage; $change heeft
# een teken, zoals +12.

puzzles-record-dashboard-title = Dashboard
puzzles-record-period-day = Vandaag
puzzles-record-period-week = 7 dagen
puzzles-record-period-month = 30 dagen
puzzles-record-period-all = Altijd
puzzles-record-period-empty = Geen puzzels gespeeld in deze periode.
puzzles-record-card-played = Gespeeld
puzzles-record-card-solved = Opgelost
puzzles-record-card-rating = Rating
puzzles-record-solved-value = { $n } ({ $percent }%)
puzzles-record-chart-title = Rating
puzzles-record-chart-description = Rating van { $from } naar { $to }, laagste { $low }, hoogste { $high }
puzzles-record-chart-empty = Nog geen puzzels met rating
puzzles-record-strongest-title = Sterke punten
puzzles-record-weakest-title = Te verbeteren
puzzles-record-themes-empty = Speel { $n } puzzels van een thema om het hier te zien.
puzzles-record-theme-score = { $solved } van { $tried } opgelost ({ $percent }%)
puzzles-record-replay = { $n ->
    [0] Niets om opnieuw te spelen
    [one] { $n } opnieuw spelen
   *[other] { $n } opnieuw spelen
 }
puzzles-record-history-title = Geschiedenis
puzzles-record-history-empty = Nog geen puzzels gespeeld.
puzzles-record-day-today = Vandaag
puzzles-record-day-yesterday = Gisteren
puzzles-record-result-solved = Opgelost
puzzles-record-result-hinted = Opgelost met een hint
puzzles-record-result-failed = Mislukt
# $result is een van de drie hierboven; $themes de thema's van de puzzel.
puzzles-record-history-item = { $result }, rating { $rating } ({ $change }): { $themes }
puzzles-record-run-title = Puzzelreeks
puzzles-record-run-current = { $n ->
    [one] Reeks: { $n } puzzel
   *[other] Reeks: { $n } puzzels
 }
puzzles-record-run-best = { $n ->
    [one] Beste reeks: { $n } puzzel
   *[other] Beste reeks: { $n } puzzels
 }
puzzles-record-run-rules = De puzzels worden steeds moeilijker, zonder klok. Eén foute zet beëindigt de reeks.
puzzles-record-run-over = { $n ->
    [one] Reeks voorbij: { $n } puzzel opgelost. Je beste is { $best }.
   *[other] Reeks voorbij: { $n } puzzels opgelost. Je beste is { $best }.
 }
puzzles-record-run-over-best = { $n ->
    [one] Reeks voorbij: { $n } puzzel opgelost, je beste reeks tot nu toe!
   *[other] Reeks voorbij: { $n } puzzels opgelost, je beste reeks tot nu toe!
 }
puzzles-record-run-start = Start een reeks
puzzles-record-run-again = Nieuwe reeks
puzzles-record-run-leave = Reeks verlaten
