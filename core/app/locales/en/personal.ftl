# Puzzles from the player's own games, the task of a puzzle in words, the
# end of a solved puzzle, and the way from a lesson to the puzzles.
# $side is `white` or `black`.

## The task of a puzzle: what the solution wins

puzzles-task-men = { $side ->
    [white] White
   *[black] Black
 } to play and win { $count ->
    [1] a man
    [2] two men
    [3] three men
    [4] four men
   *[other] { $count } men
 }.
puzzles-task-pieces = { $side ->
    [white] White
   *[black] Black
 } to play and win { $count ->
    [1] a piece
    [2] two pieces
    [3] three pieces
    [4] four pieces
   *[other] { $count } pieces
 }.

## The end of a solved puzzle

puzzles-solved-unchanged = Solved! Your puzzle rating stays { $rating }.
puzzles-solved-hinted = Solved with a hint: not rated. Your puzzle rating stays { $rating }.
puzzles-solved-after-wrong = Solved, after a wrong move that already counted: your puzzle rating is { $rating }.
puzzles-solved-replay = Solved. A replay is not rated.

## "From my games" in the themes list

puzzles-mine-name = From my games
puzzles-mine-about = Positions of your reviewed games where a better move won.
puzzles-mine-empty = Review a game: its mistakes that miss a win come here.
puzzles-variant-title = Variant
puzzles-mine-progress = { $done } of { $total } solved twice
puzzles-mine-source = From your game { $game }
puzzles-mine-source-unnamed = From one of your games, found on { $date }

## After a review

review-personal-searching = Looking for puzzles in this game… ({ $done }/{ $total })
review-personal-added = { $count ->
    [0] No position from this game was added to your puzzles.
    [one] One position from this game was added to your puzzles.
   *[other] { $count } positions from this game were added to your puzzles.
 }

## The end of the tutorial and of a lesson

lesson-practice = Put it into practice
