# The analysis board and the game review: evaluations in words, move classes.
# $side is `white` or `black`; $n a count of men or moves.

analysis-label-database = { $side ->
    [white] White wins
   *[black] Black wins
 } (database)
analysis-label-database-draw = Draw (database)
analysis-said-equal = The position is about equal.
analysis-said-slightly-better = { $side ->
    [white] White
   *[black] Black
 } is slightly better.
analysis-said-better = { $side ->
    [white] White
   *[black] Black
 } is better by about { $n ->
    [one] a man
   *[other] { $n } men
 }.
analysis-said-winning = { $side ->
    [white] White
   *[black] Black
 } is winning.
analysis-said-forced-win = { $side ->
    [white] White
   *[black] Black
 } wins by force in { $n ->
    [one] { $n } move
   *[other] { $n } moves
 }.
analysis-said-database-win = The endgame database says { $side ->
    [white] White
   *[black] Black
 } wins.
analysis-said-database-draw = The endgame database says the position is a draw.
analysis-said-best = Best: { $line }.
analysis-said-then = , then{" "}
analysis-class-best = Best move
analysis-class-good = Good move
analysis-class-inaccuracy = Inaccuracy
analysis-class-mistake = Mistake
analysis-class-blunder = Blunder
analysis-class-missed-win = Missed win
analysis-class-forced = Forced move
analysis-editor-eraser = Eraser
analysis-editor-spoken = { $to_move } White has { $white ->
    [one] one piece
   *[other] { $white } pieces
 }, Black { $black ->
    [one] one piece
   *[other] { $black } pieces
 }.
analysis-editor-no-piece = { $side ->
    [white] White has
   *[black] Black has
 } no piece: a game needs at least one piece of each side.
analysis-editor-no-move = { $side ->
    [white] White is
   *[black] Black is
 } to move and has no move: the game would be over before it starts.

## The analysis board's controls and what it says.

analysis-control-first = Start
analysis-control-back = Back
analysis-control-forward = Forward
analysis-control-last = End
analysis-control-flip = Turn the board
analysis-control-engine = Engine
analysis-control-deeper = Think deeper
analysis-control-promote = Promote the variation
analysis-control-delete = Delete from here
analysis-said-start = Start position.
analysis-said-promoted = Variation promoted.
analysis-said-deleted = Moves deleted.

## The position editor's controls and what it says. $piece is a piece's name ("White man").

analysis-editor-control-clear = Clear the board
analysis-editor-control-start = Start position
analysis-editor-control-analyse = Analyse
analysis-editor-control-play = Play
analysis-editor-placed = { $piece } on { $square }.
analysis-editor-emptied = { $square } emptied.
analysis-editor-control-copy-fen = Copy FEN
analysis-editor-control-paste-fen = Paste FEN
analysis-editor-variant = Variant
analysis-editor-palette-white = White pieces
analysis-editor-palette-black = Black pieces
analysis-editor-control-play-bot = Play the bot
analysis-editor-control-play-friend = Two players
