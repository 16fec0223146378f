### What the app says about a game: squares for screen readers, spoken moves, refusals, results, status, draw counters, player and level names.

game-or-list-or = or
game-color-name-white = White
game-color-name-black = Black
game-side-subject-white = White
game-side-subject-black = Black
game-square-state-empty = empty
game-spoken-move-then = , then{" "}
game-spoken-move-takes = jumps to
game-spoken-move-to = to
game-spoken-move-crowned = , crowned
game-to-move-white-move = White to move
game-to-move-black-move = Black to move
game-replaying-start-position = Replaying the start position
game-bot-thinking-bot-thinking = the bot is thinking…
game-hint-thinking-looking-for-hint = looking for a hint…
game-refusal-game-over = The game is over.
game-refusal-you-are-looking = You are looking at an earlier move: go back to the game to play.
game-refusal-nothing-selected = Nothing is selected.
game-reason-by-agreement = by agreement
game-player-name-you = You
game-pdn-player-player = Player
game-pdn-event-casual-game = Casual game
game-mode-two-players = Two players
game-mode-bot-against-bot = Bot against bot
game-ending-undone-ending-taken-back = Ending taken back: play on.
game-cancelled-selection-cancelled = Selection cancelled.
game-bot-declines-draw-bot-declines-draw = The bot declines the draw: play on.
game-flipped-board-turned-black = Board turned: Black at the bottom.
game-flipped-board-turned-white = Board turned: White at the bottom.
game-replay-ended-back-game = Back to the game.
game-title-custom-rules = Custom rules
game-custom-rules-summary = { $base }, { $n ->
    [0] no change
    [one] { $n } change
   *[other] { $n } changes
 }
game-player-strip-thinking = thinking
game-player-strip-move = to move
game-piece-white-man = white man
game-piece-white-king = white king
game-piece-black-man = black man
game-piece-black-king = black king
game-square-selected = selected
game-square-target = possible destination
game-square-final-destination = final destination
game-square-must-capture = must capture
game-square-captured = being captured
game-square-stepped = capture passes here
game-square-last-from = last move from here
game-square-last-path = last move passed here
game-square-last-to = last move to here
game-square-hint = hint
game-capture-on = Capture on: { $n } more { $count ->
    [one] jump
   *[other] jumps
 }
game-replaying = Replaying move { $number } { $move }
game-refusal-bot-to-move = Wait: the bot plays { $side }.
game-refusal-empty = Square { $square } is empty.
game-refusal-not-yours = The piece on { $square } is not yours.
# $count (number): how many pieces can capture.
game-refusal-must-capture = The piece on { $square } cannot move: capturing is compulsory, and { $count ->
    [one] the piece on { $who }
   *[other] one of the pieces on { $who }
 } must capture.
game-refusal-blocked = The piece on { $square } has no move.
game-refusal-not-a-target = The piece on { $from } cannot go to { $square }; it can go to { $targets }.
game-refusal-several-end-here = Several captures end on { $square }: tap the next landing square first ({ $via }).
game-rule-name = { $limit }-move rule
game-draw-counter = { $rule }: { $left } { $left ->
    [one] move
   *[other] moves
 } left
game-reason-no-pieces = { $loser } has no pieces left
game-reason-no-moves = { $loser } cannot move
game-reason-resignation = { $loser } resigned
game-reason-out-of-time = { $loser } ran out of time
game-reason-repetition = the same position occurred { $times } times
game-reason-kings-only = { $n } king moves without a capture
game-reason-lone-king-three = { $n } moves of three pieces against a lone king
game-reason-lone-king-two = { $n } moves of two pieces against a lone king
game-reason-three-kings-vs-king = three kings did not take a lone king within { $n } moves
game-reason-long-diagonal = a lone king held the long diagonal for { $n } moves
game-reason-kings-both-sides = { $n } moves with kings on both sides and no progress
game-reason-no-progress = { $n } moves without a capture or a man move
game-result-draw-agreed = Draw { $why }
game-result-draw = Draw: { $why }
game-result-white-wins = White wins: { $why }
game-result-black-wins = Black wins: { $why }
game-level-1 = Beginner
game-level-2 = Novice
game-level-3 = Amateur
game-level-4 = Club player
game-level-5 = Expert
game-level-6 = Master
game-level-name = level { $level } ({ $name })
game-player-name-bot = Bot — { $name }
game-pdn-player-bot = Bot level { $level }
game-mode-against-bot = Against the bot, { $level }
# $kind: `king` or `man`, the piece selected (for languages that agree with it).
game-selected = { $piece } on { $square } selected: it can go to { $targets }.
game-stepped = On { $square }, the capture goes on to { $targets }{ $crowned ->
    [yes] , as a king
   *[no] {""}
 }.
game-moved = { $move }.
game-moved-by-bot = The bot plays { $move }.
game-must-capture = { $side } must capture with { $who }.
game-undone = Undone: { $moves }.
game-redone = Redone: { $moves }.
game-hint = Hint: { $move } ({ $spoken }).
game-draw-offered = { $by } offers a draw: { $other } may accept or decline.
game-draw-declined = { $by } declines the draw.
game-draw-accept = Accept the draw
game-draw-decline = Decline
game-exported = Game exported as PDN ({ $moves } { $moves ->
    [one] move
   *[other] moves
 }).
game-pieces-men = { $n } { $n ->
    [one] man
   *[other] men
 }
game-pieces-kings = { $n } { $n ->
    [one] king
   *[other] kings
 }
game-pieces-taken = { $n } taken
game-move-count = move { $number }
game-takeback-asked = { $by } asks to take back the last move.
game-takeback-asked-ending = { $by } asks to take back the end of the game.
game-takeback-accept = Allow the takeback
game-takeback-decline = Play on
game-takeback-accepted = { $by } allows the takeback.
game-takeback-declined = { $by } declines the takeback: play on.
# Move confirmation (a setting): the move held, its two buttons.
game-confirm-move-prompt = Play { $move }?
game-confirm-move-cancelled = { $move } cancelled: choose another move.
game-control-confirm-move = Confirm move
game-control-cancel-move = Cancel
# Shown beside Resume while the clock is paused.
game-clock-paused = Clock paused
game-clock-spoken = { $side ->
    [white] White’s clock
   *[black] Black’s clock
 }: { $time }{ $state ->
    [flagged] , flag fallen
    [low] , short of time
    [paused] , paused
    [running] , running
   *[other] {""}
 }.

## Board themes and piece sets (the settings screen)
game-look-theme-wood = Wood
game-look-theme-maple = Maple
game-look-theme-walnut = Walnut
game-look-theme-green = Green
game-look-theme-blue = Blue
game-look-theme-grey = Grey
game-look-theme-contrast = High contrast
game-look-set-relief = Turned
game-look-set-ringed = Ringed
game-look-set-flat = Flat
game-end-white-wins = White wins
game-end-black-wins = Black wins
game-end-draw = Draw
game-end-rematch = Rematch
game-end-analyse = Analyse
game-end-share = Share
game-end-new-game = New game
game-player-strip-winner = winner

## The home screen around the new-game form
game-home-continue = Continue
game-home-play-bot = Play the bot
game-home-play-bot-detail = Level { $level } · { $name }
game-home-play-friend = Play a friend
game-home-play-friend-detail = Two players on one device
game-home-variant = Variant
game-home-change-variant = Change the variant
game-home-more = More
game-home-learn-detail = The rules, every variant, and lessons on the board
game-home-analysis-detail = Explore any position with the engine
game-home-set-up-detail = Place the pieces, then play or analyse
game-home-archive-detail = Your finished games, to replay or review
game-home-statistics-detail = Your results by variant and opponent
game-home-open-pdn = Open a PDN file
game-home-open-pdn-detail = Replay or review the games of a file
# The move table and the replay bar under it.
game-move-table-label = Moves
game-move-table-empty = No moves yet
game-replay-bar-first = First move
game-replay-bar-previous = Previous move
game-replay-bar-next = Next move
game-replay-bar-last = Last move
game-replay-bar-back-to-game = Back to the game
