# The game review's controls and summary, and learning from one's mistakes.
# $side is `white` or `black`; $move a move with its number ("12. 32-28").

review-control-fast = Быстрый анализ
review-control-deep = Глубокий анализ
review-control-cancel = Остановить анализ
review-control-resume = Продолжить анализ
review-control-better = Показать лучший ход
review-control-learn-white = Учиться на ошибках белых
review-control-learn-black = Учиться на ошибках чёрных
review-summary = { $side ->
    [white] Белые
   *[black] Чёрные
 }: { $accuracy ->
    [none] ни один ход не оценён
   *[other] точность { $accuracy }%
 }, неточностей: { $inaccuracies }, ошибок: { $mistakes }, зевков: { $blunders }, упущенных побед: { $missed }.
learn-title = Учимся на ошибках ({ $n }/{ $total })
learn-prompt = Сыграно { $move }: найдите лучший ход за { $side ->
    [white] белых
   *[black] чёрных
 }.
learn-none = { $side ->
    [white] Белые
   *[black] Чёрные
 } не допустили ни одной ошибки в этой партии.
learn-done = Это была последняя ошибка.
learn-found = Хороший ход: { $move } — выбор движка.
learn-wrong = { $move } не лучше: попробуйте ещё раз.
learn-solution = Лучшим был ход { $move }.
learn-control-next = Следующая ошибка
learn-control-solution = Показать решение
learn-control-stop = Назад к анализу
