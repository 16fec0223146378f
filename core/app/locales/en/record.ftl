# The player's puzzle record: the dashboard, the history and streak mode.
# $n is a count; $percent a whole percentage; $change is signed, as +12.

puzzles-record-dashboard-title = Dashboard
puzzles-record-period-day = Today
puzzles-record-period-week = 7 days
puzzles-record-period-month = 30 days
puzzles-record-period-all = All time
puzzles-record-period-empty = No puzzles played in this period.
puzzles-record-card-played = Played
puzzles-record-card-solved = Solved
puzzles-record-card-rating = Rating
puzzles-record-solved-value = { $n } ({ $percent }%)
puzzles-record-chart-title = Rating
puzzles-record-chart-description = Rating from { $from } to { $to }, lowest { $low }, highest { $high }
puzzles-record-chart-empty = No rated puzzles yet
puzzles-record-strongest-title = Strengths
puzzles-record-weakest-title = To improve
puzzles-record-themes-empty = Play { $n } puzzles of a theme to see it here.
puzzles-record-theme-score = { $solved } of { $tried } solved ({ $percent }%)
puzzles-record-replay = { $n ->
    [0] Nothing to replay
    [one] { $n } to replay
   *[other] { $n } to replay
 }
puzzles-record-history-title = History
puzzles-record-history-empty = No puzzles played yet.
puzzles-record-day-today = Today
puzzles-record-day-yesterday = Yesterday
puzzles-record-result-solved = Solved
puzzles-record-result-hinted = Solved with a hint
puzzles-record-result-failed = Failed
# $result is one of the three above; $themes the puzzle's themes.
puzzles-record-history-item = { $result }, rating { $rating } ({ $change }): { $themes }
puzzles-record-run-title = Puzzle streak
puzzles-record-run-current = { $n ->
    [one] Run: { $n } puzzle
   *[other] Run: { $n } puzzles
 }
puzzles-record-run-best = { $n ->
    [one] Best run: { $n } puzzle
   *[other] Best run: { $n } puzzles
 }
puzzles-record-run-rules = Puzzles get harder, with no clock. One wrong move ends the run.
puzzles-record-run-over = { $n ->
    [one] Run over: { $n } puzzle solved. Your best is { $best }.
   *[other] Run over: { $n } puzzles solved. Your best is { $best }.
 }
puzzles-record-run-over-best = { $n ->
    [one] Run over: { $n } puzzle solved, your best run yet!
   *[other] Run over: { $n } puzzles solved, your best run yet!
 }
puzzles-record-run-start = Start a streak
puzzles-record-run-again = New run
puzzles-record-run-leave = Leave the streak
