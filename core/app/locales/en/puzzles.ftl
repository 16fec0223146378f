# The puzzle trainer and `draughts puzzles`. $side is `white` or `black`;
# $move, $reply, $moves and $line are moves in the variant's notation.

puzzles-prompt = { $side ->
    [white] White
   *[black] Black
 } to play and win.
puzzles-none = There are no puzzles for this variant.
puzzles-right = Right: { $move }.
puzzles-reply = { $side ->
    [white] White
   *[black] Black
 } replies { $moves }.
# $change is signed, such as +12 or -8.
puzzles-solved = Solved! Your puzzle rating is { $rating } ({ $change }).
puzzles-also-wins = { $move } wins too: solved. The puzzle is marked for review.
puzzles-wrong = { $move } does not win. Try again, or show the solution.
puzzles-wrong-refuted = { $move } does not win: { $side ->
    [white] White
   *[black] Black
 } answers { $reply }. Try again, or show the solution.
puzzles-hint = Hint: move the piece on { $square }.
puzzles-solution = Solution: { $line }.
puzzles-rating = Puzzle rating { $rating }
puzzles-rating-provisional = Puzzle rating { $rating } (provisional)
puzzles-streak = { $n ->
    [one] Streak: { $n } puzzle
   *[other] Streak: { $n } puzzles
 }

## Themes: the motif a solution shows.

puzzles-theme-shot = Shot
puzzles-theme-sacrifice = Sacrifice
puzzles-theme-multi-capture = Multiple capture
puzzles-theme-breakthrough = Breakthrough
puzzles-theme-king-capture = King capture
puzzles-theme-send-to-king = Send to king
puzzles-theme-promotion-in-capture = Crowned in a capture
puzzles-theme-endgame = Endgame
puzzles-theme-opposition = Opposition
puzzles-theme-database = Endgame database
puzzles-theme-blockade = Blockade
puzzles-theme-capture-choice = Choosing the capture
puzzles-theme-quiet-move = Quiet move

# One theme's progress: $theme its name, $solved of $tried puzzles solved at the first try.
puzzles-theme-progress = { $theme }: { $solved } of { $tried } solved at the first try

## A saved puzzle record that cannot be read.

puzzles-error-invalid = the puzzle record is damaged: { $why }
puzzles-error-format = not a puzzle record (format `{ $why }`)
puzzles-error-future-version = the puzzle record has version { $found }, newer than this app understands ({ $supported }); update the app

## `draughts puzzles`: the list, and `draughts puzzles verify`.

# $n: the puzzle's number in the list; $rating its rating.
puzzles-cli-heading = Puzzle { $n } · rating { $rating } · { $side ->
    [white] White
   *[black] Black
 } to move
puzzles-cli-solution = Solution: { $line }
puzzles-cli-themes = Themes: { $themes }
puzzles-cli-no-themes = Themes: none
# $count: how many puzzles were proved; $seconds: the time taken.
puzzles-cli-verify-ok = { $variant }: { $count ->
    [one] { $count } puzzle proved
   *[other] { $count } puzzles proved
 } ({ $seconds } s).
puzzles-cli-verify-failed = { $variant }: puzzle { $n } ({ $fen }) fails its proof at ply { $ply }: { $why }
puzzles-cli-verify-summary = { $failed ->
    [0] Every puzzle is proved.
    [one] { $failed } puzzle failed its proof.
   *[other] { $failed } puzzles failed their proof.
 }

## Why a puzzle fails its proof.

puzzles-reason-not-a-decision = the first move is not a choice
puzzles-reason-no-win = the solution's move does not win
puzzles-reason-two-wins = another move wins too
puzzles-reason-small-margin = the solution's move is not clearly better than the next
puzzles-reason-not-banked = the line does not end with the gain on the board
puzzles-reason-defender-escapes = the opponent has a capture that escapes
puzzles-reason-database = the endgame databases disagree
puzzles-reason-illegal = a move of the line is not legal
puzzles-reason-trivial = the move is too easy to find

## The puzzle screen: its controls, and why the board refuses a tap.

puzzles-control-hint = Hint
puzzles-control-solution = Show the solution
puzzles-control-next = Next puzzle
puzzles-refusal-no-puzzle = No puzzle to solve now: choose the next puzzle.
puzzles-refusal-judging = Wait: your move is being checked.
# $move: the move being checked.
puzzles-judging = Checking { $move }…

## The sitting: the rating's change, the puzzles played, the themes chosen.

puzzles-title = Puzzles
puzzles-replay = A replay: not rated.
# $before and $after: the player's rating; $change signed, such as +12.
puzzles-rating-change = { $before } → { $after } ({ $change })
puzzles-sitting-title = This sitting
# One puzzle of the sitting: $n its number, $result `solved`, `hinted` or `failed`.
puzzles-sitting-chip = { $result ->
    [solved] Puzzle { $n }: solved, { $change }
    [hinted] Puzzle { $n }: solved with a hint, { $change }
   *[failed] Puzzle { $n }: failed, { $change }
 }
puzzles-control-themes = Themes
puzzles-themes-title = Themes
puzzles-themes-all = All themes
puzzles-theme-count = { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
 }
puzzles-theme-untried = Not tried yet
puzzles-theme-solved = { $solved } of { $tried } solved at the first try
puzzles-difficulty-title = Difficulty
puzzles-difficulty-easier = Easier
puzzles-difficulty-normal = Normal
puzzles-difficulty-harder = Harder

## A line on each theme.

puzzles-about-shot = Give a piece away, then take two or more back.
puzzles-about-sacrifice = The first move gives material away.
puzzles-about-multi-capture = One capture takes three pieces or more.
puzzles-about-breakthrough = A man breaks through to the king row.
puzzles-about-king-capture = Catch the opponent's king.
puzzles-about-send-to-king = Let the opponent crown a man, then take the new king.
puzzles-about-promotion-in-capture = A man crowned during a capture goes on capturing as a king.
puzzles-about-endgame = Few pieces left: technique decides.
puzzles-about-opposition = Win an ending of men by a tempo move.
puzzles-about-database = Reach a position the endgame databases call won.
puzzles-about-blockade = Leave the opponent without a move.
puzzles-about-capture-choice = Several captures: find the one that wins.
puzzles-about-quiet-move = A quiet move that gives nothing away.
