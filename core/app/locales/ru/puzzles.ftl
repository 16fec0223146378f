# Тренажёр задач и `draughts puzzles`. $side — `white` или `black`;
# $move, $reply, $moves и $line — ходы в нотации варианта.

puzzles-prompt = { $side ->
    [white] Белые
   *[black] Чёрные
 } начинают и выигрывают.
puzzles-none = Для этого варианта задач нет.
puzzles-right = Верно: { $move }.
puzzles-reply = { $side ->
    [white] Белые
   *[black] Чёрные
 } отвечают { $moves }.
# $change со знаком, например +12 или -8.
puzzles-solved = Решено! Ваш рейтинг в задачах — { $rating } ({ $change }).
puzzles-also-wins = { $move } тоже выигрывает: решено. Задача отмечена для проверки.
puzzles-wrong = { $move } не выигрывает. Попробуйте ещё раз или покажите решение.
puzzles-wrong-refuted = { $move } не выигрывает: { $side ->
    [white] белые
   *[black] чёрные
 } отвечают { $reply }. Попробуйте ещё раз или покажите решение.
puzzles-hint = Подсказка: ходите шашкой с поля { $square }.
puzzles-solution = Решение: { $line }.
puzzles-rating = Рейтинг в задачах { $rating }
puzzles-rating-provisional = Рейтинг в задачах { $rating } (предварительный)
puzzles-streak = { $n ->
    [one] Серия: { $n } задача
    [few] Серия: { $n } задачи
    [many] Серия: { $n } задач
   *[other] Серия: { $n } задачи
 }

## Темы: мотив, который показывает решение.

puzzles-theme-shot = Удар
puzzles-theme-sacrifice = Жертва
puzzles-theme-multi-capture = Многократное взятие
puzzles-theme-breakthrough = Прорыв
puzzles-theme-king-capture = Взятие дамки
puzzles-theme-send-to-king = Отдача в дамки
puzzles-theme-promotion-in-capture = Превращение во время взятия
puzzles-theme-endgame = Эндшпиль
puzzles-theme-opposition = Оппозиция
puzzles-theme-database = База эндшпилей
puzzles-theme-blockade = Запирание
puzzles-theme-capture-choice = Выбор взятия
puzzles-theme-quiet-move = Тихий ход

# Успехи по теме: $theme — её название, $solved из $tried задач решены с первой попытки.
puzzles-theme-progress = { $theme }: { $solved } из { $tried } решены с первой попытки

## Сохранённый дневник задач, который не читается.

puzzles-error-invalid = дневник задач повреждён: { $why }
puzzles-error-format = это не дневник задач (формат `{ $why }`)
puzzles-error-future-version = у дневника задач версия { $found }, новее, чем понимает это приложение ({ $supported }); обновите приложение

## `draughts puzzles`: список и `draughts puzzles verify`.

# $n — номер задачи в списке; $rating — её рейтинг.
puzzles-cli-heading = Задача { $n } · рейтинг { $rating } · ход { $side ->
    [white] белых
   *[black] чёрных
 }
puzzles-cli-solution = Решение: { $line }
puzzles-cli-themes = Темы: { $themes }
puzzles-cli-no-themes = Темы: нет
# $count — сколько задач доказано; $seconds — затраченное время.
puzzles-cli-verify-ok = { $variant }: { $count ->
    [one] доказана { $count } задача
    [few] доказаны { $count } задачи
    [many] доказано { $count } задач
   *[other] доказано { $count } задачи
 } ({ $seconds } с).
puzzles-cli-verify-failed = { $variant }: задача { $n } ({ $fen }) не проходит доказательство на полуходе { $ply }: { $why }
puzzles-cli-verify-summary = { $failed ->
    [0] Все задачи доказаны.
    [one] { $failed } задача не прошла доказательство.
    [few] { $failed } задачи не прошли доказательство.
    [many] { $failed } задач не прошли доказательство.
   *[other] { $failed } задачи не прошли доказательство.
 }

## Почему задача не проходит доказательство.

puzzles-reason-not-a-decision = первый ход — не выбор
puzzles-reason-no-win = ход решения не выигрывает
puzzles-reason-two-wins = другой ход тоже выигрывает
puzzles-reason-small-margin = ход решения не намного лучше следующего
puzzles-reason-not-banked = вариант не заканчивается выигрышем материала на доске
puzzles-reason-defender-escapes = у соперника есть взятие, которое спасает
puzzles-reason-database = базы эндшпилей не согласны
puzzles-reason-illegal = ход варианта не по правилам
puzzles-reason-trivial = ход слишком легко найти

## The puzzle screen: its controls, and why the board refuses a tap.

puzzles-control-hint = Подсказка
puzzles-control-solution = Показать решение
puzzles-control-next = Следующая задача
puzzles-refusal-no-puzzle = Сейчас нет задачи: выберите следующую.
puzzles-refusal-judging = Подождите: ваш ход проверяется.
# $move: the move being checked.
puzzles-judging = Проверка хода { $move }…

## Сеанс: изменение рейтинга, сыгранные задачи, выбранные темы.

puzzles-title = Задачи
puzzles-replay = Повтор: без рейтинга.
puzzles-rating-change = { $before } → { $after } ({ $change })
puzzles-sitting-title = Этот сеанс
puzzles-sitting-chip = { $result ->
    [solved] Задача { $n }: решена, { $change }
    [hinted] Задача { $n }: решена с подсказкой, { $change }
   *[failed] Задача { $n }: не решена, { $change }
 }
puzzles-control-themes = Темы
puzzles-themes-title = Темы
puzzles-themes-all = Все темы
puzzles-theme-count = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
    [many] { $count } задач
   *[other] { $count } задачи
 }
puzzles-theme-untried = Ещё не пробовали
puzzles-theme-solved = { $solved } из { $tried } решены с первой попытки
puzzles-difficulty-title = Сложность
puzzles-difficulty-easier = Легче
puzzles-difficulty-normal = Обычная
puzzles-difficulty-harder = Сложнее

## Строка о каждой теме.

puzzles-about-shot = Отдайте шашку, затем побейте две или больше.
puzzles-about-sacrifice = Первый ход отдаёт материал.
puzzles-about-multi-capture = Одно взятие снимает три шашки или больше.
puzzles-about-breakthrough = Простая прорывается в дамки.
puzzles-about-king-capture = Поймайте дамку соперника.
puzzles-about-send-to-king = Пустите соперника в дамки и возьмите новую дамку.
puzzles-about-promotion-in-capture = Шашка, ставшая дамкой во время взятия, бьёт дальше как дамка.
puzzles-about-endgame = Шашек мало: решает техника.
puzzles-about-opposition = Выиграйте окончание простых темповым ходом.
puzzles-about-database = Придите к позиции, которую базы эндшпилей считают выигранной.
puzzles-about-blockade = Оставьте соперника без ходов.
puzzles-about-capture-choice = Несколько взятий: найдите выигрывающее.
puzzles-about-quiet-move = Тихий ход, ничего не отдающий.
