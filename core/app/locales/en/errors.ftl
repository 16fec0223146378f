### The errors a player may see: moves, game actions, positions (FEN), saves, the PDN export and reading, and the rules editor.

errors-move-syntax = not a move: `{ $text }` ({ $why })
errors-move-illegal = illegal here: `{ $text }` ({ $why })
errors-move-ambiguous = ambiguous: `{ $text }` is one of { $candidates }
# Why a text is not a move, put into errors-move-syntax.
errors-move-why-empty = empty
errors-move-why-mixed-separators = mixes `-` with a capture separator
errors-move-why-no-squares = expected squares such as 32-28, 19x30 or c3-d4
errors-move-why-too-few-squares = a move needs at least two squares
errors-move-why-intermediate-not-capture = only a capture can list intermediate squares
errors-move-why-missing-square = a square is missing
# $text: the part of the move that is not a square, as written.
errors-move-why-not-a-square = `{ $text }` is not a square
# $text: the part of the move that is not a square of this board, as written.
errors-move-why-not-a-playing-square = `{ $text }` is not a playing square of this board
# Why a move is not legal here, put into errors-move-illegal.
errors-move-why-square-empty = square { $square } is empty
errors-move-why-not-yours = the piece on { $square } is not yours
# $capturers: the squares of the pieces that can capture (any one of them may), joined as errors-move-why-list-or says. $count (number): how many squares.
errors-move-why-must-capture = a capture is compulsory, with { $capturers }
errors-move-why-cannot-move = the piece on { $square } cannot move
# $moves: the legal moves of the piece on $square, joined as errors-move-why-list-or says. $count (number): how many moves.
errors-move-why-legal-from = legal moves from { $square }: { $moves }
# A capture written one jump per move in a game record (27x18 18x9).
errors-move-why-not-a-legal-capture = the jumps do not make a legal capture
errors-move-why-not-legal-here = not a legal move here
# What joins the last two items of a list of which any one will do, spaces included ("27, 28 or 33"); the others are joined by ", ". English keeps the core's own "27, 28, 33".
errors-move-why-list-or = {", "}
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
errors-action-no-takeback = no takeback request is waiting for an answer
errors-action-offer-pending = a draw offer is already waiting for an answer
# $plies: the number of plies asked for.
errors-action-past-the-end = move { $plies } is past the end of the move list
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
## Reading a PDN file: what spoils a game (errors) and what the lenient reader lets pass (warnings).
# $game (number): the game's number in the file, from 1. $line (number): the line of the file. $what: one of the errors-pdn-… sentences below.
errors-pdn-at = game { $game }, line { $line }: { $what }
# $text: the GameType as written. The numbers are PDN's GameType codes.
errors-pdn-unknown-game-type = unknown GameType `{ $text }` (supported: 20 International, 21 English, 22 Italian, 24 Spanish, 25 Russian, 26 Brazilian, 29 Czech)
# $text: the tag as written.
errors-pdn-bad-tag = bad tag: { $text }
# Rules is the name of a PDN tag (the rules as JSON); keep it as it is.
errors-pdn-bad-rules = bad Rules tag: { $text }
errors-pdn-bad-fen = bad FEN tag: { $text }
# $number: the move number as written. $why: why the move is refused (errors-move-…).
errors-pdn-move = move { $number }: { $why }
# $result: how the game had ended (the core's English words).
errors-pdn-after-end = move { $number } `{ $text }`: the game is already over ({ $result })
errors-pdn-unexpected = unexpected `{ $text }`
# $what: `comment`, `variation` or `tag` (a tag's value in quotes).
errors-pdn-unterminated = unterminated { $what ->
    [comment] comment `{"{"}`
    [variation] variation `(`
   *[tag] tag value
 }
errors-pdn-unfinished-capture = move { $number }: a per-jump capture ends in the middle of a move: `{ $text }`
# $warning: one of the warnings below, which strict reading refuses.
errors-pdn-strict = { $warning } (refused by strict reading)
# $why: the system's own message, in English.
errors-pdn-io = cannot read: { $why }
errors-pdn-latin1 = not UTF-8: the line was read as Latin-1
# $found: the move number as written. $expected: the number of the move.
errors-pdn-move-number = move number `{ $found }` does not match the move: it is move { $expected }
# $ply (number): the ply (half-move) where a draw rule ended the game. $ended: that result, in the core's English words.
errors-pdn-played-on = move { $number }: the game goes on after it ended at ply { $ply } ({ $ended }); replayed as recorded
# $plies (number): the plies kept.
errors-pdn-unknown-move = move { $number }: unknown move `{ $text }`: the game is kept up to here ({ $plies } plies)
errors-pdn-stray-close = `)` closes no variation: ignored
errors-pdn-no-terminator = the game has no terminator (`*` or a result)
errors-pdn-inferred-variant = no GameType tag: read as { $variant }, the variant its squares and notation point to and under which every move is legal
# $number: the move number as written. $text: the move as written. $chosen: the capture kept, with every square.
errors-pdn-ambiguous-capture = move { $number }: `{ $text }` fits captures that take different pieces; read as `{ $chosen }`, the only one after which the game goes on legally
# $square: the square's name.
errors-pdn-man-read-as-king = FEN: the man on square { $square } stands on its own promotion row: read as a king
errors-pdn-empty-fen = the FEN tag lists no pieces: the game starts from the initial position
# $terminator: the result ending the moves. $tag: the Result tag's value. "Result" is the tag's name: keep it.
errors-pdn-result-mismatch = the moves end with `{ $terminator }` but the Result tag says `{ $tag }`: the tag is kept
errors-pdn-lone-dot = a lone `.` among the moves: ignored
## The rules editor's refusals.
# $rows (number): rows of men asked for. $side (number): squares along one side of the board. $max (number): the most rows that fit.
errors-rules-start-rows = { $rows } start rows of men do not fit on a { $side }×{ $side } board (1 to { $max } rows)
# $numbering: `top-left` (International), `italian`, `spanish` or `algebraic`. $side (number): squares along one side of the board.
errors-rules-numbering = { $numbering ->
    [italian] the Italian numbering needs a { $side }×{ $side } board whose corner a1 is a light square
    [spanish] the Spanish numbering needs a { $side }×{ $side } board whose corner a1 is a light square
   *[other] numbering from the top left needs a { $side }×{ $side } board whose corner a1 is a dark, playing square
 }
# $separator: the character asked for.
errors-rules-separator = `{ $separator }` cannot separate the squares of a capture: use `x` or `:`
# $count (number): the occurrence asked for.
errors-rules-repetition = a draw by repetition comes on the 2nd to 9th occurrence, not on occurrence { $count }
# $rule: `no-progress`, `fmjd` (the FMJD counters) or `board` (the Russian and FMJD-64 rules on another board).
errors-rules-draw = { $rule ->
    [no-progress] the draw without progress needs at least 1 move
    [fmjd] each counter of the FMJD draw rule needs at least 1 move
   *[board] the Russian and FMJD-64 draw rules are made for the 8×8 board
 }
# $precedence: the capture priority as the rules table names it (rules-precedence-cell-…).
errors-rules-precedence-without-compulsion = the capture priority “{ $precedence }” needs compulsory capture: when capturing is optional, a player could always avoid it
errors-clock-empty = expected BASE+INC, such as 5, 3+2 or 1:30+5
errors-clock-base = base time { $text }: expected minutes (5) or minutes:seconds (1:30)
errors-clock-extra = increment { $text }: expected whole seconds, such as 2
errors-clock-zero-base = the base time must be more than zero
errors-clock-base-too-long = the base time must be at most 600 minutes
errors-clock-extra-too-long = the increment must be at most 600 seconds
errors-clock-no-kind = a clock without a kind has no times
