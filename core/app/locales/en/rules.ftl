### The rules pages: variant names, rule sentences, table cells, the variant pages and the custom rules page.

rules-variant-name-international-draughts = International draughts
rules-variant-name-english-draughts = English draughts
rules-variant-name-russian-draughts = Russian draughts
rules-variant-name-brazilian-draughts = Brazilian draughts
rules-variant-name-spanish-draughts = Spanish draughts
rules-variant-name-italian-draughts = Italian draughts
rules-variant-name-czech-draughts = Czech draughts
rules-variant-short-name-international = International
rules-variant-short-name-english = English
rules-variant-short-name-russian = Russian
rules-variant-short-name-brazilian = Brazilian
rules-variant-short-name-spanish = Spanish
rules-variant-short-name-italian = Italian
rules-variant-short-name-czech = Czech
rules-variant-tagline-10-10-championship = The 10×10 championship game: flying kings, and you must take the most pieces.
rules-variant-tagline-checkers-men-capture = Checkers: men capture forwards only, kings move one square, Black moves first.
rules-variant-tagline-any-capture-you = Any capture you like, flying kings, and a man crowned mid-capture carries on as a king.
rules-variant-tagline-international-rules-8 = International rules on an 8×8 board.
rules-variant-tagline-flying-kings-take = Flying kings; take the most pieces, then the most kings.
rules-variant-tagline-men-may-never = Men may never take kings, and strict rules on which capture comes first.
rules-variant-tagline-flying-kings-when = Flying kings, and when a king can capture, the king must be the one to capture.
rules-variants-where-and = {" "}and{" "}
rules-side-name-white = White
rules-side-name-black = Black
rules-yes-no-yes = Yes
rules-yes-no-no = No
rules-first-cell-white = White
rules-first-cell-black = Black
rules-kings-cell-flying = Flying
rules-kings-cell-one-square = One square
rules-precedence-cell-capture-optional = Capture optional
rules-precedence-cell-free-choice = Free choice
rules-precedence-cell-most-pieces = Most pieces
rules-precedence-cell-most-pieces-then = Most pieces, then most kings
rules-precedence-cell-pieces-capturing-king = Pieces, capturing king, kings taken, earliest king
rules-precedence-cell-king-first = King first
rules-promotion-cell-king-keeps-capturing = King, keeps capturing
rules-promotion-cell-king-only-if = King only if it stops there
rules-promotion-cell-king-move-ends = King, the move ends
rules-draw-cell-king-moves = { $king_moves } king moves
rules-draw-cell-15-or-25 = 15 or 25 king moves (2022 rules)
rules-draw-cell-15-king-moves = 15 king moves
rules-draw-cell-moves-without-progress = { $moves } moves without progress
rules-comparison-table-rule = Rule
rules-comparison-table-board = Board
rules-comparison-table-men-per-side = Men per side
rules-comparison-table-moves-first = Moves first
rules-comparison-table-compulsory-capture = Compulsory capture
rules-comparison-table-capture-priority = Capture priority
rules-comparison-table-men-capture-backwards = Men capture backwards
rules-comparison-table-men-may-take = Men may take kings
rules-comparison-table-kings = Kings
rules-comparison-table-promotion-during-capture = Promotion during a capture
rules-comparison-table-draw-by-repetition = Draw by repetition
rules-comparison-table-times = { $repetition } times
rules-comparison-table-no-progress-draw = No-progress draw
rules-rule-sentences-each-players-bottom = each player’s bottom-left corner is a dark square
rules-rule-sentences-each-players-bottom-2 = each player’s bottom-left corner is a light square: the board is turned a quarter turn from the International one
rules-rule-sentences-board-dark-squares = **{ $side }×{ $side }** board, { $squares } dark squares in play; { $corner }.
rules-rule-sentences-men-side-set = **{ $men } men** a side, set out on the { $rows } rows nearest each player.
rules-rule-sentences-makes-first-move = **{ $first }** makes the first move.
rules-rule-sentences-man-moves-one = A man moves one step diagonally, forwards only, onto an empty square.
rules-rule-sentences-men-capture-both = Men capture **both forwards and backwards**.
rules-rule-sentences-men-capture-forwards = Men capture **forwards only**.
rules-rule-sentences-man-may-not = A man **may not capture a king**: only a king can take a king.
rules-rule-sentences-capturing-compulsory-whenever = Capturing is **compulsory**: whenever you can capture, you must.
rules-rule-sentences-capturing-optional-under = Capturing is **optional** under these rules: you may play another move instead.
rules-rule-sentences-among-several-possible = Among several possible captures **the choice is yours**, even the smallest.
rules-rule-sentences-majority-capture-you = **Majority capture**: you must play the capture that takes the most pieces, a king counting as one piece; between equal captures, you choose.
rules-rule-sentences-majority-capture-first = **Majority capture**: first the most pieces, then, between equal counts, the most kings; beyond that, you choose.
rules-rule-sentences-capture-priorities-order = Capture priorities, in order: the most pieces; then capturing with a king rather than a man; then the most kings taken; then the capture that meets a king earliest; beyond that, you choose.
rules-rule-sentences-if-king-can = **If a king can capture, a king must capture**; otherwise you choose any capture.
rules-rule-sentences-multi-capture-cannot = A multi-capture cannot be cut short: the same piece keeps jumping **as long as it can capture**.
rules-rule-sentences-jumped-pieces-are = Jumped pieces are removed only **once the multi-capture is over**: until then they block the way and cannot be jumped a second time (the Turkish strike).
rules-rule-sentences-each-jumped-piece = Each jumped piece is removed **at once**: a king may later pass over its square.
rules-rule-sentences-kings-fly-they = Kings **fly**: they run along any open diagonal, capture from a distance and land on any empty square beyond the captured piece, but on one that lets the multi-capture go on if there is such a square.
rules-rule-sentences-kings-move-one = Kings move **one step** only, but in all four directions, and capture like a man, forwards or backwards.
rules-rule-sentences-man-whose-move = A man whose move ends on the far row becomes a **king**.
rules-rule-sentences-man-that-reaches = A man that reaches the far row **during a multi-capture** is crowned at once and, if it can still capture, **goes on capturing as a king**.
rules-rule-sentences-man-that-only = A man that only **passes through** the far row during a multi-capture **is not crowned**: it goes on capturing as a man.
rules-rule-sentences-man-that-reaches-2 = A man that reaches the far row while capturing is crowned, and **its move ends there**, even if the new king could capture more.
rules-rule-sentences-notation-dark-squares = Notation: the dark squares are numbered 1 to { $squares } from the top-left corner as White sees it; a dash for a move, “{ $sep }” for a capture.
rules-rule-sentences-notation-squares-are = Notation: the squares are numbered 1 to { $squares } from a8, top left as White sees it; a dash for a move, “{ $sep }” for a capture.
rules-rule-sentences-notation-squares-are-2 = Notation: the squares are numbered 1 to { $squares } from White’s bottom-right corner, right to left and bottom to top; a dash for a move, “{ $sep }” for a capture.
rules-rule-sentences-notation-each-square = Notation: each square has a letter and a number, from a1 (White’s bottom left) to { $last_square }; a move is written c3-d4, a capture c3{ $sep }e5.
rules-rule-sentences-player-with-no = A player with no pieces left, or no legal move on their turn, **loses**.
rules-rule-sentences-draw-when-same = Draw when the same position occurs for the **{ $n } time** with the same player to move.
rules-draw-sentences-draw-after-moves = Draw after **{ $moves } moves by each side** with no capture and no man move.
rules-draw-sentences-draw-after-moves-2 = Draw after **{ $king_moves } moves by each side** in which only kings moved and nothing was captured.
rules-draw-sentences-against-lone-king = Against a lone king, a side with three pieces including a king must win within **{ $three_pieces } moves** each; with two pieces or fewer, within **{ $two_pieces } moves**.
rules-draw-sentences-three-or-more = Three or more kings against a lone king: the lone king must be taken by the stronger side’s **15th move**; if the lone king holds the long diagonal a1-h8, three pieces get only **5 moves**.
rules-draw-sentences-kings-both-sides = Kings on both sides, with no capture and no promotion: draw after **5, 30 or 60 moves** each with 2-3, 4-5 or 6-7 pieces on the board.
rules-draw-sentences-only-kings-move = Only kings move and nothing is captured: draw after **15 moves** each with 4-5 pieces, **25** with 6-7. With 8 pieces or more, neither count applies.
rules-draw-sentences-draw-after-15 = Draw after **15 moves** by each side in which only kings moved and nothing was captured.
rules-draw-sentences-three-or-more-2 = Three or more kings against a lone king: a draw unless the stronger side has taken it by its **15th move**; three pieces against a lone king on the long diagonal, or two pieces or fewer against a king: **5 moves**.
rules-draw-sentences-kings-both-sides-2 = Kings on both sides, with no capture and no promotion: draw after **30 moves** with 4-5 pieces, **60** with 6-7.
rules-custom-rules-page-rules = Rules: { $variant_name }
rules-custom-rules-page-custom-rules = Custom rules
rules-custom-rules-page-start = The start
rules-custom-rules-page-rules-action = The rules in action
rules-custom-rules-page-all-rules = All the rules
rules-knob-rows-yes = yes
rules-knob-rows-no = no
rules-knob-rows-a1-playing-square = a1 is a playing square
rules-knob-rows-rows-men = Rows of men
rules-knob-rows-removal-captured-pieces = Removal of captured pieces
rules-knob-rows-when-multi-capture = when the multi-capture ends
rules-knob-rows-at-once = at once
rules-knob-rows-notation = Notation
rules-knob-rows-numbers-from-top = numbers from the top left
rules-knob-rows-italian-numbers-from = Italian numbers (from a8)
rules-knob-rows-spanish-numbers-from = Spanish numbers (from h1)
rules-knob-rows-coordinates-a1-h8 = coordinates a1-h8
rules-knob-rows-capture-sign = Capture sign
rules-knob-table-these-rules = These rules
rules-differences-instead = { $label }: **{ $mine }** (instead of { $theirs })
rules-start-diagram-start-men-side = The start: { $men_per_side } men a side on a { $board_cell } board. First move: { $first }.
rules-backward-capture-demo-men-capture-backwards = Men capture backwards too: { $mv } is allowed.
rules-backward-capture-demo-men-capture-forwards = Men capture forwards only: { $mv } is not allowed.
rules-flying-king-demo-kings-fly-king = Kings fly: the king takes { $e5 } from a distance, { $mv }.
rules-flying-king-demo-kings-take-one = Kings take one step at a time: { $mv } is impossible; the king may play, say, { $step }.
rules-precedence-demo-majority-capture-takes = Majority capture: { $big } takes two pieces, so { $small }, which takes only one, is not allowed.
rules-precedence-demo-no-majority-rule = No majority rule: { $big } (two pieces) and { $small } (one piece) are both allowed.
rules-king-first-demo-when-king-can = When a king can capture, the king must: { $by_king }, not { $by_man }.
rules-king-first-demo-either-king-or = Either the king or the man may capture: { $by_king } or { $by_man }.
rules-men-take-kings-demo-man-may-take = A man may take a king: { $mv }.
rules-men-take-kings-demo-man-may-not = A man may not take a king: { $mv } is not allowed.
rules-promotion-demo-man-crowned-goes = The man is crowned on { $dd } and goes straight on capturing as a king: { $on }.
rules-promotion-demo-man-passes-through = The man passes through { $dd } but must jump on as a man (a backward capture): { $on }. It ends on { $b }, not crowned.
rules-promotion-demo-man-cannot-capture = The man cannot capture backwards: its capture ends on { $dd }, where it is crowned ({ $stop }).
rules-promotion-demo-man-crowned-its = The man is crowned on { $dd } and its move ends there: { $stop }.
rules-compulsory-demo-capturing-compulsory-must = Capturing is compulsory: { $take } must be played, and { $quiet } is not allowed.
rules-compulsory-demo-capturing-optional-or = Capturing is optional: { $take } or { $quiet }, as you like.
rules-international-game-world-federation = The game of the world federation (FMJD) and its championships: 20 men a side on a large 10×10 board. Every rule is at full strength: men capture both ways, kings fly, and you must always take as many pieces as possible.
rules-international-king-counts-as = A king counts as one piece
rules-international-majority-capture-counts = Majority capture counts pieces, not their value: two men outweigh one king.
rules-international-32x21-would-take = 32x21 would take the king on 27, but 32x12 takes two men: it is the only capture allowed.
rules-international-turkish-strike = The Turkish strike
rules-international-during-multi-capture = During a multi-capture, the pieces already jumped stay on the board. They cannot be jumped a second time, and they still stand in the way of a king that wants to pass.
rules-international-king-takes-28 = The king takes 28, 29, 39 and 38 and comes back towards 32. It cannot then fly on to 19: the man on 28, already taken, is still there and blocks the way.
rules-international-passing-through-far = Passing through the far row
rules-international-man-touches-far = The man touches the far row on 2 but jumps on to take 7: it ends on 11, still a man.
rules-english-checkers-english-speaking = The *checkers* of the English-speaking world, on an 8×8 board. It is the plainest variant: men capture forwards only, kings move one square, and any capture may be chosen. Here Black moves first.
rules-english-at-start-black = At the start, Black (at the top) makes the first move.
rules-english-no-backward-captures = No backward captures for men
rules-english-man-18-takes = The man on 18 takes 14 going forwards (18x9); it cannot take 22, which is behind it.
rules-english-promotion-ends-move = Promotion ends the move
rules-english-taking-7-man = Taking 7, the man lands on 2 and is crowned. The move stops there: the new king does not go on to take 6.
rules-russian-8-8-game = The 8×8 game of Russia and Eastern Europe. What sets it apart: there is no duty to take the most, so you play whichever capture you like; and a man crowned in the middle of a multi-capture goes straight on as a flying king.
rules-russian-free-choice-capture = Free choice of capture
rules-russian-c3-a5-takes = c3:a5 takes one man and c3:g7 takes two: in Russian draughts both are allowed.
rules-russian-crowned-mid-capture = Crowned mid-capture
rules-russian-man-jumps-e7 = The man jumps e7 and lands on d8: it is now a king, and as a flying king it takes b6 from a distance to end on a5.
rules-russian-moves-are-written = Moves are written with coordinates: c3-d4 for a plain move, and a colon for a capture, d4:f6.
rules-brazilian-international-rules-brought = The International rules brought down to an 8×8 board, with 12 men a side: backward captures, flying kings, majority capture, and promotion only at the end of a move.
rules-brazilian-majority-capture-8 = Majority capture on 8×8
rules-brazilian-same-position-as = The same position as in Russian draughts, but here only c3xg7, which takes two men, is allowed.
rules-brazilian-man-touches-d8 = The man touches d8 taking e7, then takes c7 backwards and ends on b6: it stays a man.
rules-spanish-traditional-game-spain = The traditional game of Spain and Portugal. The 8×8 board is turned: the long diagonal starts in each player’s bottom-right corner. Men capture forwards only, kings fly, and majority capture breaks ties in favour of the capture that takes the most kings.
rules-spanish-numbers-run-from = The numbers run from 1 to 32, starting in White’s bottom-right corner and counting right to left, moving up the board: White starts on squares 1 to 12.
rules-spanish-equal-counts-kings = Equal counts: kings first
rules-spanish-both-multi-captures = Both multi-captures take two pieces, but 10x26 takes the king on 21, so only it is allowed.
rules-italian-italian-federations-game = The Italian federation’s game, also on a turned 8×8 board. Kings move one step; men capture forwards only and **may never take a king**. When several captures are possible, a ladder of priorities says which one must be played.
rules-italian-numbers-run-from = The numbers run from 1 to 32 starting at a8, the top-left corner as White sees it; White starts on squares 21 to 32.
rules-italian-man-does-not = A man does not take a king
rules-italian-man-22-may = The man on 22 may take the man on 19, but not the king on 18.
rules-italian-capturing-with-king = Capturing with the king
rules-italian-each-capture-takes = Each capture takes one man; with equal counts, the king must capture: 27x20.
rules-czech-czech-federations-variant = The Czech federation’s variant, on 8×8: flying kings, men that capture forwards only, and no majority rule. Its own rule: **if a king can capture, a king must capture**.
rules-czech-man-c3-could = The man on c3 could take two pieces, but the king on h8 can capture, so the king must: h8xe5.
rules-variant-in-text = { $variant ->
    [english] English draughts
    [russian] Russian draughts
    [brazilian] Brazilian draughts
    [spanish] Spanish draughts
    [italian] Italian draughts
    [czech] Czech draughts
   *[international] International draughts
 }
rules-variant-adjective = { $variant ->
    [english] English
    [russian] Russian
    [brazilian] Brazilian
    [spanish] Spanish
    [italian] Italian
    [czech] Czech
   *[international] International
 }
rules-ordinal = { $n ->
    [1] { $n }st
    [2] { $n }nd
    [3] { $n }rd
   *[other] { $n }th
 }
rules-custom-exactly = These are exactly the rules of { $base }.
rules-custom-changes = These rules start from { $base }, with these changes:
