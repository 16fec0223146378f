# Het analysebord en de partijanalyse: evaluaties in woorden, soorten zetten.
# $side is `white` of `black`; $n telt schijven of zetten.

analysis-label-database = { $side ->
    [white] Winst voor Wit
   *[black] Winst voor Zwart
 } (databank)
analysis-label-database-draw = Remise (databank)
analysis-said-equal = De stelling is ongeveer gelijk.
analysis-said-slightly-better = { $side ->
    [white] Wit
   *[black] Zwart
 } staat iets beter.
analysis-said-better = { $side ->
    [white] Wit
   *[black] Zwart
 } staat ongeveer { $n ->
    [one] een schijf
   *[other] { $n } schijven
 } voor.
analysis-said-winning = { $side ->
    [white] Wit
   *[black] Zwart
 } staat gewonnen.
analysis-said-forced-win = { $side ->
    [white] Wit
   *[black] Zwart
 } wint geforceerd in { $n ->
    [one] { $n } zet
   *[other] { $n } zetten
 }.
analysis-said-database-win = Volgens de eindspeldatabank wint { $side ->
    [white] Wit
   *[black] Zwart
 }.
analysis-said-database-draw = Volgens de eindspeldatabank is de stelling remise.
analysis-said-best = Beste voortzetting: { $line }.
analysis-said-then = , dan{" "}
analysis-class-best = Beste zet
analysis-class-good = Goede zet
analysis-class-inaccuracy = Onnauwkeurigheid
analysis-class-mistake = Fout
analysis-class-blunder = Blunder
analysis-class-missed-win = Gemiste winst
analysis-class-forced = Gedwongen zet
analysis-editor-eraser = Gum
analysis-editor-spoken = { $to_move } Wit heeft { $white ->
    [one] één stuk
   *[other] { $white } stukken
 }, zwart { $black ->
    [one] één stuk
   *[other] { $black } stukken
 }.
analysis-editor-no-piece = { $side ->
    [white] Wit heeft
   *[black] Zwart heeft
 } geen stuk: een partij vraagt minstens één stuk van elke kleur.
analysis-editor-no-move = { $side ->
    [white] Wit is
   *[black] Zwart is
 } aan zet zonder zet: de partij zou voorbij zijn voor ze begint.

## The analysis board's controls and what it says.

analysis-control-first = Begin
analysis-control-back = Terug
analysis-control-forward = Vooruit
analysis-control-last = Einde
analysis-control-flip = Bord omdraaien
analysis-control-engine = Engine
analysis-control-deeper = Dieper zoeken
analysis-control-promote = Variant promoveren
analysis-control-delete = Vanaf hier wissen
analysis-said-start = Beginstelling.
analysis-said-promoted = Variant gepromoveerd.
analysis-said-deleted = Zetten gewist.

## The position editor's controls and what it says. $piece is a piece's name ("White man").

analysis-editor-control-clear = Bord leegmaken
analysis-editor-control-start = Beginstelling
analysis-editor-control-analyse = Analyseren
analysis-editor-control-play = Spelen
analysis-editor-placed = { $piece } op { $square }.
analysis-editor-emptied = Veld { $square } leeggemaakt.
analysis-editor-control-copy-fen = FEN kopiëren
analysis-editor-control-paste-fen = FEN plakken
analysis-editor-variant = Variant
analysis-editor-palette-white = Witte stukken
analysis-editor-palette-black = Zwarte stukken
analysis-editor-control-play-bot = Tegen de computer
analysis-editor-control-play-friend = Twee spelers
