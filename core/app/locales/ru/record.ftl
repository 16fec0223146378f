# Достижения игрока в задачах: сводка, история и режим серии. $n — число;
# $percent — целый процент; $change со знаком, например +12.

puzzles-record-dashboard-title = Сводка
puzzles-record-period-day = Сегодня
puzzles-record-period-week = 7 дней
puzzles-record-period-month = 30 дней
puzzles-record-period-all = За всё время
puzzles-record-period-empty = За этот период задачи не решались.
puzzles-record-card-played = Сыграно
puzzles-record-card-solved = Решено
puzzles-record-card-rating = Рейтинг
puzzles-record-solved-value = { $n } ({ $percent }%)
puzzles-record-chart-title = Рейтинг
puzzles-record-chart-description = Рейтинг от { $from } до { $to }, минимум { $low }, максимум { $high }
puzzles-record-chart-empty = Рейтинговых задач пока нет
puzzles-record-strongest-title = Сильные стороны
puzzles-record-weakest-title = Над чем поработать
puzzles-record-themes-empty = Решите { $n } задачи темы, чтобы увидеть её здесь.
puzzles-record-theme-score = Решено { $solved } из { $tried } ({ $percent }%)
puzzles-record-replay = { $n ->
    [0] Нечего переигрывать
    [one] { $n } переиграть
    [few] { $n } переиграть
    [many] { $n } переиграть
   *[other] { $n } переиграть
 }
puzzles-record-history-title = История
puzzles-record-history-empty = Задачи пока не решались.
puzzles-record-day-today = Сегодня
puzzles-record-day-yesterday = Вчера
puzzles-record-result-solved = Решено
puzzles-record-result-hinted = Решено с подсказкой
puzzles-record-result-failed = Не решено
# $result — одно из трёх выше; $themes — темы задачи.
puzzles-record-history-item = { $result }, рейтинг { $rating } ({ $change }): { $themes }
puzzles-record-run-title = Серия задач
puzzles-record-run-current = { $n ->
    [one] Серия: { $n } задача
    [few] Серия: { $n } задачи
    [many] Серия: { $n } задач
   *[other] Серия: { $n } задачи
 }
puzzles-record-run-best = { $n ->
    [one] Лучшая серия: { $n } задача
    [few] Лучшая серия: { $n } задачи
    [many] Лучшая серия: { $n } задач
   *[other] Лучшая серия: { $n } задачи
 }
puzzles-record-run-rules = Задачи всё сложнее, без часов. Один неверный ход завершает серию.
puzzles-record-run-over = { $n ->
    [one] Серия окончена: решена { $n } задача. Ваш рекорд — { $best }.
    [few] Серия окончена: решены { $n } задачи. Ваш рекорд — { $best }.
    [many] Серия окончена: решено { $n } задач. Ваш рекорд — { $best }.
   *[other] Серия окончена: решено { $n } задачи. Ваш рекорд — { $best }.
 }
puzzles-record-run-over-best = { $n ->
    [one] Серия окончена: решена { $n } задача — ваша лучшая серия!
    [few] Серия окончена: решены { $n } задачи — ваша лучшая серия!
    [many] Серия окончена: решено { $n } задач — ваша лучшая серия!
   *[other] Серия окончена: решено { $n } задачи — ваша лучшая серия!
 }
puzzles-record-run-start = Начать серию
puzzles-record-run-again = Новая серия
puzzles-record-run-leave = Выйти из серии
