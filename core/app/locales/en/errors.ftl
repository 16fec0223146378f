### The errors a player may see: moves, game actions, positions (FEN), saves and the PDN export.

errors-move-syntax = not a move: `{ $text }` ({ $why })
errors-move-illegal = illegal here: `{ $text }` ({ $why })
errors-move-ambiguous = ambiguous: `{ $text }` is one of { $candidates }
# $outcome: `white`, `black` or `draw`.
errors-game-over = the game is over: { $outcome ->
    [white] White wins
    [black] Black wins
   *[draw] draw
 }
errors-game-no-draw-offer = there is no draw offer to answer
errors-game-own-draw-offer = { $side } cannot answer its own draw offer
errors-action-no-person = no person plays in this game
errors-action-bot-to-move = the bot is to move
errors-action-offer-pending = a draw offer is already waiting for an answer
errors-setup-twice = square { $square } holds two pieces
errors-setup-too-many = { $side } has { $count } pieces; at most { $max } fit these rules
errors-setup-man-on-promotion-row = a { $side } man stands on square { $square }, its own promotion row: it would already be a king
errors-fen-empty = FEN is empty
errors-fen-turn = FEN column { $col }: turn must be `W`, `B` or `?`, found `{ $found }`
errors-fen-section = FEN column { $col }: a section must start with `W` or `B`, found `{ $found }`
errors-fen-empty-section = FEN column { $col }: empty section: a list of pieces must start with its colour, `W` or `B` (`W:W31-50:B1-20`)
errors-fen-missing-square = FEN column { $col }: a square is missing (two commas, or a comma at an end of the list)
errors-fen-section-twice = FEN column { $col }: the { $side } pieces are given twice
errors-fen-bad-square = FEN column { $col }: `{ $text }` is not a square
errors-fen-out-of-range = FEN column { $col }: square `{ $text }` is off this board (1-{ $max }, or a playing square's coordinate)
errors-fen-bad-range = FEN column { $col }: range `{ $text }` is empty or reversed
errors-fen-garbage = FEN column { $col }: unexpected text `{ $text }`
errors-fen-illegal = FEN: { $why }
errors-save-not-json = the save is not valid JSON (truncated or damaged): { $why }
errors-save-format = not a draughts save (format `{ $why }`)
errors-save-future-version = the save has version { $found }, newer than this app understands ({ $supported }); update the app
errors-save-invalid = the save is damaged: { $why }
errors-save-checksum = the save was modified or damaged (checksum mismatch)
errors-save-rules = the save's rules are invalid: { $why }
errors-save-start = the save's start position is invalid: { $why }
errors-save-player = the save's player is invalid: { $why }
errors-save-replay = the save's move { $ply } `{ $text }` does not replay: { $why }
errors-pdn-context-date = date `{ $date }`: expected an ISO 8601 date such as 2026-12-01
