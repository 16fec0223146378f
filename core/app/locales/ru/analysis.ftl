# Доска анализа и разбор партии: оценка словами, виды ходов.
# $side — `white` или `black`; $n — число простых или ходов.

analysis-label-database = { $side ->
    [white] Выигрыш белых
   *[black] Выигрыш чёрных
 } (база)
analysis-label-database-draw = Ничья (база)
analysis-said-equal = Позиция примерно равна.
analysis-said-slightly-better = { $side ->
    [white] У белых
   *[black] У чёрных
 } небольшой перевес.
analysis-said-better = { $side ->
    [white] У белых
   *[black] У чёрных
 } перевес примерно в { $n ->
    [1] одну простую
    [one] { $n } простую
    [few] { $n } простые
    [many] { $n } простых
   *[other] { $n } простых
 }.
analysis-said-winning = { $side ->
    [white] Белые
   *[black] Чёрные
 } выигрывают.
analysis-said-forced-win = { $side ->
    [white] Белые
   *[black] Чёрные
 } выигрывают форсированно за { $n ->
    [one] { $n } ход
    [few] { $n } хода
    [many] { $n } ходов
   *[other] { $n } хода
 }.
analysis-said-database-win = По базе окончаний { $side ->
    [white] белые
   *[black] чёрные
 } выигрывают.
analysis-said-database-draw = По базе окончаний позиция ничейная.
analysis-said-best = Лучшее продолжение: { $line }.
analysis-said-then = , затем{" "}
analysis-class-best = Лучший ход
analysis-class-good = Хороший ход
analysis-class-inaccuracy = Неточность
analysis-class-mistake = Ошибка
analysis-class-blunder = Грубая ошибка
analysis-class-missed-win = Упущенный выигрыш
analysis-class-forced = Вынужденный ход
analysis-editor-eraser = Ластик
analysis-editor-spoken = { $to_move } У белых { $white ->
    [one] { $white } шашка
    [few] { $white } шашки
    [many] { $white } шашек
   *[other] { $white } шашки
 }, у чёрных { $black ->
    [one] { $black } шашка
    [few] { $black } шашки
    [many] { $black } шашек
   *[other] { $black } шашки
 }.
analysis-editor-no-piece = { $side ->
    [white] У белых
   *[black] У чёрных
 } нет ни одной шашки: для партии нужна хотя бы одна шашка у каждой стороны.
analysis-editor-no-move = { $side ->
    [white] Ход белых, но у них
   *[black] Ход чёрных, но у них
 } нет ходов: партия закончилась бы, не начавшись.

## The analysis board's controls and what it says.

analysis-control-first = В начало
analysis-control-back = Назад
analysis-control-forward = Вперёд
analysis-control-last = В конец
analysis-control-flip = Перевернуть доску
analysis-control-engine = Движок
analysis-control-deeper = Считать глубже
analysis-control-promote = Поднять вариант
analysis-control-delete = Удалить отсюда
analysis-said-start = Начальная позиция.
analysis-said-promoted = Вариант поднят.
analysis-said-deleted = Ходы удалены.

## The position editor's controls and what it says. $piece is a piece's name ("White man").

analysis-editor-control-clear = Очистить доску
analysis-editor-control-start = Начальная позиция
analysis-editor-control-analyse = Анализировать
analysis-editor-control-play = Играть
analysis-editor-placed = { $piece } на { $square }.
analysis-editor-emptied = Поле { $square } очищено.
analysis-editor-control-copy-fen = Копировать FEN
analysis-editor-control-paste-fen = Вставить FEN
analysis-editor-variant = Вариант
analysis-editor-palette-white = Белые шашки
analysis-editor-palette-black = Чёрные шашки
analysis-editor-control-play-bot = Играть с ботом
analysis-editor-control-play-friend = Два игрока
