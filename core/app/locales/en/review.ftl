# The game review's controls and summary, and learning from one's mistakes.
# $side is `white` or `black`; $move a move with its number ("12. 32-28").

review-control-fast = Fast review
review-control-deep = Deep review
review-control-cancel = Stop the review
review-control-resume = Resume the review
review-control-better = Show the better move
review-control-learn-white = Learn from White's mistakes
review-control-learn-black = Learn from Black's mistakes
review-summary = { $side ->
    [white] White
   *[black] Black
 }: { $accuracy ->
    [none] no move judged
   *[other] accuracy { $accuracy }%
 }, { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
 }, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
 }, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
 }, { $missed ->
    [one] 1 missed win
   *[other] { $missed } missed wins
 }.
learn-title = Learn from your mistakes ({ $n }/{ $total })
learn-prompt = { $move } was played: find a better move for { $side ->
    [white] White
   *[black] Black
 }.
learn-none = { $side ->
    [white] White
   *[black] Black
 } made no mistake in this game.
learn-done = That was the last mistake.
learn-found = Good move: { $move } is the engine's choice.
learn-wrong = { $move } is not better: try again.
learn-solution = Best was { $move }.
learn-control-next = Next mistake
learn-control-solution = View the solution
learn-control-stop = Back to the review
