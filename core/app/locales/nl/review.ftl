# The game review's controls and summary, and learning from one's mistakes.
# $side is `white` or `black`; $move a move with its number ("12. 32-28").

review-control-fast = Snelle analyse
review-control-deep = Diepe analyse
review-control-cancel = Analyse stoppen
review-control-resume = Analyse hervatten
review-control-better = Toon de betere zet
review-control-learn-white = Leer van de fouten van Wit
review-control-learn-black = Leer van de fouten van Zwart
review-summary = { $side ->
    [white] Wit
   *[black] Zwart
 }: { $accuracy ->
    [none] geen zet beoordeeld
   *[other] nauwkeurigheid { $accuracy }%
 }, { $inaccuracies ->
    [one] 1 onnauwkeurigheid
   *[other] { $inaccuracies } onnauwkeurigheden
 }, { $mistakes ->
    [one] 1 fout
   *[other] { $mistakes } fouten
 }, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
 }, { $missed ->
    [one] 1 gemiste winst
   *[other] { $missed } gemiste winsten
 }.
learn-title = Leer van je fouten ({ $n }/{ $total })
learn-prompt = { $move } werd gespeeld: vind een betere zet voor { $side ->
    [white] Wit
   *[black] Zwart
 }.
learn-none = { $side ->
    [white] Wit
   *[black] Zwart
 } maakte geen fout in deze partij.
learn-done = Dat was de laatste fout.
learn-found = Goede zet: { $move } is de keuze van de engine.
learn-wrong = { $move } is niet beter: probeer opnieuw.
learn-solution = De beste zet was { $move }.
learn-control-next = Volgende fout
learn-control-solution = Toon de oplossing
learn-control-stop = Terug naar de analyse
