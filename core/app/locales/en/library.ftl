# The library: the unfinished games on the home screen, the archive of
# finished games, and the statistics. $count, $moves, $played… are numbers;
# $first, $second, $variant, $level, $title, $why are words from elsewhere.

library-players = { $first } vs { $second }
library-length = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
 }
library-outcome-won = Won
library-outcome-lost = Lost
library-outcome-draw = Draw
library-outcome-white-won = White won
library-outcome-black-won = Black won
library-outcome-unfinished = Unfinished
# $level is "level 3 (Club player)".
library-opponent-bot = Bot, { $level }
library-opponent-two-players = Two players
library-opponent-bots = Bot against bot
library-filter-all-variants = All variants
library-filter-all-opponents = All opponents
library-archive-empty = No finished games yet.
library-archive-empty-filtered = No game matches these filters.
library-archive-count = { $count ->
    [one] { $count } game
   *[other] { $count } games
 }
# $shown games of $count pass the filters.
library-archive-count-filtered = { $shown } of { $count ->
    [one] { $count } game
   *[other] { $count } games
 }
library-stats-all-levels = { $variant } — all levels
library-stats-level = { $variant } — level { $level }
library-stats-two-players = { $variant } — two players, White's results
library-stats-group-all-levels = All levels
library-stats-group-level = Level { $level }
library-stats-group-two-players = Two players, White's results
library-streak-won = { $count ->
    [one] { $count } win
   *[other] { $count } wins in a row
 }
library-streak-lost = { $count ->
    [one] { $count } loss
   *[other] { $count } losses in a row
 }
library-streak-drawn = { $count ->
    [one] { $count } draw
   *[other] { $count } draws in a row
 }
library-stats-spoken = { $title }: played { $played }, won { $won }, drawn { $drawn }, lost { $lost }; { $streak }
# $entries lists entry numbers ("3, 12"); $count is how many.
library-notice-skipped-shelf = { $count ->
    [one] Entry { $entries } of the unfinished games could not be read and was skipped.
   *[other] Entries { $entries } of the unfinished games could not be read and were skipped.
 }
library-notice-skipped-archive = { $count ->
    [one] Entry { $entries } of the archive could not be read and was skipped.
   *[other] Entries { $entries } of the archive could not be read and were skipped.
 }
library-notice-refused-shelf = The list of unfinished games could not be read (it is damaged or from a newer version of the app); a new list was started.
library-notice-refused-archive = The archive could not be read (it is damaged or from a newer version of the app); a new archive was started.
library-notice-archive-full = { $count ->
    [one] The archive keeps the last 1,000 games; the oldest was removed.
   *[other] The archive keeps the last 1,000 games; the { $count } oldest were removed.
 }
library-notice-shelf-full = { $count ->
    [one] Only 10 unfinished games are kept; the oldest was moved to the archive.
   *[other] Only 10 unfinished games are kept; the { $count } oldest were moved to the archive.
 }
library-notice-legacy-unreadable = The saved game could not be read and was not kept: { $why }
library-notice-save-refused = This game could not be stored: { $why }
library-stats-empty = No statistics yet: finish a game and it counts here.

## Documents kept aside: { $why } says why, { $name } is the kept file's name.
storage-why-newer = it was written by a newer version of the app (format version { $version })
storage-why-other-format = it is not a document of this kind
storage-why-damaged-header = its first line is damaged
storage-why-damaged = it is damaged
storage-aside-shelf = The list of unfinished games could not be read: { $why }. It was kept, unchanged, as “{ $name }”, and a new list was started.
storage-aside-archive = The archive could not be read: { $why }. It was kept, unchanged, as “{ $name }”, and a new archive was started.
storage-aside-damaged-shelf = The list of unfinished games could not be read whole: { $why }. Every game that could be read was kept, and the file as it was is kept as “{ $name }”.
storage-aside-damaged-archive = The archive could not be read whole: { $why }. Every game that could be read was kept, and the file as it was is kept as “{ $name }”.
storage-aside-save = The saved game could not be read: { $why }. It was kept, unchanged, as “{ $name }”.
storage-aside-record = Your puzzle record could not be read: { $why }. It was kept, unchanged, as “{ $name }”, and a new record was started.
storage-aside-settings = The settings could not be read: { $why }. They were kept, unchanged, as “{ $name }”, and the usual settings apply.
storage-aside-lessons = Your lesson progress could not be read: { $why }. It was kept, unchanged, as “{ $name }”, and a new record was started.
library-share-all = { $count ->
    [one] Share { $count } game as PDN
   *[other] Share { $count } games as PDN
 }
