# Puzzels uit de eigen partijen van de speler, de opgave van een puzzel,
# het einde van een opgeloste puzzel, en de weg van een les naar de puzzels.
# $side is `white` of `black`.

## De opgave: wat de oplossing wint

puzzles-task-men = { $side ->
    [white] Wit
   *[black] Zwart
 } speelt en wint { $count ->
    [1] een schijf
    [2] twee schijven
    [3] drie schijven
    [4] vier schijven
   *[other] { $count } schijven
 }.
puzzles-task-pieces = { $side ->
    [white] Wit
   *[black] Zwart
 } speelt en wint { $count ->
    [1] een stuk
    [2] twee stukken
    [3] drie stukken
    [4] vier stukken
   *[other] { $count } stukken
 }.

## Het einde van een opgeloste puzzel

puzzles-solved-unchanged = Opgelost! Je puzzelrating blijft { $rating }.
puzzles-solved-hinted = Opgelost met een hint: niet gerated. Je puzzelrating blijft { $rating }.
puzzles-solved-after-wrong = Opgelost, na een foute zet die al meetelde: je puzzelrating is { $rating }.
puzzles-solved-replay = Opgelost. Een herhaling wordt niet gerated.

## "Uit mijn partijen" in de lijst met thema's

puzzles-mine-name = Uit mijn partijen
puzzles-mine-about = Stellingen uit je geanalyseerde partijen waar een betere zet won.
puzzles-mine-empty = Analyseer een partij: fouten die een winst missen komen hier.
puzzles-variant-title = Variant
puzzles-mine-progress = { $done } van { $total } twee keer opgelost
puzzles-mine-source = Uit je partij { $game }
puzzles-mine-source-unnamed = Uit een van je partijen, gevonden op { $date }

## Na een analyse

review-personal-searching = Puzzels zoeken in deze partij… ({ $done }/{ $total })
review-personal-added = { $count ->
    [0] Geen stelling uit deze partij is aan je puzzels toegevoegd.
    [one] Eén stelling uit deze partij is aan je puzzels toegevoegd.
   *[other] { $count } stellingen uit deze partij zijn aan je puzzels toegevoegd.
 }

## Het einde van de uitleg en van een les

lesson-practice = In de praktijk brengen
