### The command line's own sentences (prompts, menus, notes).

cli-run-lesson-your-move-or = Ход (или `{ $skip }`, `{ $quit }`):{" "}
# The words a player types to skip a lesson or to leave (besides `skip`, `s`, `quit`, `q`).
cli-run-lesson-skip-word = пропустить
cli-run-lesson-quit-word = выход
cli-run-lesson-solution = Решение:
cli-run-lesson-that-not-move = Это не ход. Записывайте ход так: 32-28, 19x30 или c3-d4.

## `draughts play`: the setup menu, the help shown during a game, the notes.

cli-menu-variants = Варианты:
cli-menu-variant = Вариант [1]:{" "}
cli-menu-mode = Режим: 1. против бота  2. два игрока [1]:{" "}
cli-menu-one-or-two = 1 или 2
# $level: the default level, a number.
cli-menu-level = Уровень [{ $level }]:{" "}
# `white` and `black` are the words the player types.
cli-menu-colour = Цвет (white — белые, black — чёрные) [white]:{" "}
# The commands (undo, redo, hint…) are the words the player types: keep them.
cli-play-help =
    В терминале стрелки двигают курсор по доске (Home, Page Up, End, Page Down —
    по диагонали), Enter нажимает поле под курсором, Escape отменяет;
    с --lines ввод идёт построчно, как через конвейер (pipe).
    Введите ход в нотации (32-28, 19x30, c3-d4 или весь путь 19x30x41)
    или поля по одному, как нажатия (32, затем 28). Команды:
      undo, redo     отменить / повторить ход (против бота: до своего хода)
      hint           бот подсказывает ход (отмечен ? ?)
      draw           предложить ничью; accept / decline — принять / отклонить
      resign         сдаться
      replay N       посмотреть позицию после хода N (полухода N); replay end: назад
      save [ФАЙЛ]    сохранить партию (по умолчанию draughts-save.json)
      flip           перевернуть доску
      cancel         снять выбор шашки
      board          нарисовать доску заново
      help           этот текст
      quit           выйти
# The marks drawn on a board without colour; w, b, W and B are the letters drawn.
cli-play-legend = w/b простые, W/B дамки; [ ] выбрана, ( ) можно пойти, {"{"} {"}"} конечное поле, * * должна бить, ! ! будет побита, ' ' последний ход, ? ? подсказка
cli-play-keys = (на доске — стрелки, Enter, Escape; введите ход или команду, help)
# $moves: the moves played, as `1. 32-28 19-23`.
cli-play-moves = Ходы: { $moves }
# $white, $black: the time left on each side's clock (`4:59`), the running one marked with `*`.
cli-play-clocks = Часы: белые { $white } · чёрные { $black }
cli-play-nothing-to-undo = Нечего отменять.
cli-play-nothing-to-redo = Нечего повторять.
cli-play-no-hint = Сейчас подсказки нет: подсказки даются в свой ход в игре против бота.
cli-play-saved = Сохранено в { $file }. Продолжить: draughts play --resume { $file }
# $why: the system's reason, as it gives it.
cli-play-cannot-save = не удалось сохранить в { $file }: { $why }
# $max: the number of plies played.
cli-play-replay-range = replay: укажите полуход от 0 до { $max }
cli-play-unknown = Неизвестная команда `{ $line }` (введите help).

cli-analyse-better = (лучше { $move }: { $line })
cli-analyse-summary = { $side ->
    [white] Белые
   *[black] Чёрные
 }: точность { $accuracy }, acpl { $acpl }, { $counts }
