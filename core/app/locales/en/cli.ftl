### The command line's own sentences (prompts, menus, notes).

cli-run-lesson-your-move-or = Your move (or `{ $skip }`, `{ $quit }`):{" "}
# The words a player types to skip a lesson or to leave (besides `skip`, `s`, `quit`, `q`).
cli-run-lesson-skip-word = skip
cli-run-lesson-quit-word = quit
cli-run-lesson-solution = Solution:
cli-run-lesson-that-not-move = That is not a move: write it like 32-28, 19x30 or c3-d4.

## `draughts play`: the setup menu, the help shown during a game, the notes.

cli-menu-variants = Variants:
cli-menu-variant = Variant [1]:{" "}
cli-menu-mode = Mode: 1. against the bot  2. two players [1]:{" "}
cli-menu-one-or-two = 1 or 2
# $level: the default level, a number.
cli-menu-level = Level [{ $level }]:{" "}
# `white` and `black` are the words the player types.
cli-menu-colour = Your colour (white/black) [white]:{" "}
# The commands (undo, redo, hint…) are the words the player types: keep them.
cli-play-help =
    On a terminal the arrow keys move a cursor over the board (Home, Page Up,
    End, Page Down diagonally), Enter taps where it stands and Escape cancels;
    --lines asks for a line at a time instead, as through a pipe.
    Type a move in notation (32-28, 19x30, c3-d4, or a full path 19x30x41),
    or squares one at a time, like taps (32, then 28). Commands:
      undo, redo     take back / replay a move (against the bot: back to your turn)
      hint           the bot suggests a move (shown with ? ?)
      draw           offer a draw; accept / decline answer one
      resign         give up the game
      replay N       look at the position after move N (ply N); replay end: back
      save [FILE]    save the game (default draughts-save.json)
      flip           turn the board around
      cancel         drop the selected piece
      board          draw the board again
      help           this text
      quit           leave
# The marks drawn on a board without colour; w, b, W and B are the letters drawn.
cli-play-legend = w/b men, W/B kings; [ ] selected, ( ) destination, {"{"} {"}"} final destination, * * must capture, ! ! being captured, ' ' last move, ? ? hint
cli-play-keys = (arrows, Enter, Escape on the board; type a move or a command, help)
# $moves: the moves played, as `1. 32-28 19-23`.
cli-play-moves = Moves: { $moves }
# $white, $black: the time left on each side's clock (`4:59`), the running one marked with `*`.
cli-play-clocks = Clock: White { $white } · Black { $black }
cli-play-nothing-to-undo = Nothing to undo.
cli-play-nothing-to-redo = Nothing to redo.
cli-play-no-hint = No hint now: hints are for your turn against the bot.
cli-play-saved = Saved to { $file }. Resume with: draughts play --resume { $file }
# $why: the system's reason, as it gives it.
cli-play-cannot-save = cannot save to { $file }: { $why }
# $max: the number of plies played.
cli-play-replay-range = replay: give a ply from 0 to { $max }
cli-play-unknown = Unknown command `{ $line }` (type help).

## `draughts analyse`: the text output (the class names stay the JSON's ids).

# $move: the better move; $line: the engine's line from it, moves separated by spaces.
cli-analyse-better = (better { $move }: { $line })
# $accuracy, $acpl: numbers or `-`; $counts: `1 best, 2 good`, the classes' ids.
cli-analyse-summary = { $side ->
    [white] White
   *[black] Black
 }: accuracy { $accuracy }, acpl { $acpl }, { $counts }
