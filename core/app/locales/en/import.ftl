# The PDN import screen: a pasted text or a file, its games as a list, the
# search, the reader's warnings and a refusal. $count is a number; $why is
# a sentence from errors.ftl (with the game and line); $query is what the
# player typed; $white, $black, $players, $result, $variant, $details are
# words from the file or elsewhere.

import-title = Import PDN
import-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
 }
import-text-hint = Paste PDN text here
import-paste = Paste
import-open-file = Open a file
import-search-hint = Search players, event, date
import-no-match = No game matches “{ $query }”
import-players = { $white } – { $black }
# $number: the game's place in the file, from 1. $details: the event and the date, maybe empty.
import-row-spoken = Game { $number }: { $players }, { $result }, { $variant }. { $details }
import-warnings = { $count ->
    [one] { $count } warning
   *[other] { $count } warnings
 }
import-left-out = { $why } (this game is left out)
import-refused = This text cannot be opened: { $why }
import-no-games = This text holds no game.
