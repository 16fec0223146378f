### What the app says about a game: squares for screen readers, spoken moves, refusals, results, status, draw counters, player and level names.

game-or-list-or = или
game-color-name-white = Белые
game-color-name-black = Чёрные
game-side-subject-white = белые
game-side-subject-black = чёрные
game-square-state-empty = пусто
game-spoken-move-then = , затем на{" "}
game-spoken-move-takes = бьёт на
game-spoken-move-to = на
game-spoken-move-crowned = , в дамки
game-to-move-white-move = Ход белых
game-to-move-black-move = Ход чёрных
game-replaying-start-position = Просмотр начальной позиции
game-bot-thinking-bot-thinking = бот думает…
game-hint-thinking-looking-for-hint = поиск подсказки…
game-refusal-game-over = Партия окончена.
game-refusal-you-are-looking = Показан один из прежних ходов: чтобы играть, вернитесь к партии.
game-refusal-nothing-selected = Ничего не выбрано.
game-reason-by-agreement = по соглашению
game-player-name-you = Вы
game-pdn-player-player = Игрок
game-pdn-event-casual-game = Товарищеская партия
game-mode-two-players = Два игрока
game-mode-bot-against-bot = Бот против бота
game-ending-undone-ending-taken-back = Окончание партии отменено: игра продолжается.
game-cancelled-selection-cancelled = Выбор отменён.
game-bot-declines-draw-bot-declines-draw = Бот отклоняет ничью: игра продолжается.
game-flipped-board-turned-black = Доска перевёрнута: чёрные внизу.
game-flipped-board-turned-white = Доска перевёрнута: белые внизу.
game-replay-ended-back-game = Возврат к партии.
game-title-custom-rules = Свои правила
game-custom-rules-summary = { $base }, { $n ->
    [0] без изменений
    [one] { $n } изменение
    [few] { $n } изменения
    [many] { $n } изменений
   *[other] { $n } изменения
 }
game-player-strip-thinking = думает
game-player-strip-move = очередь хода
game-piece-white-man = белая простая
game-piece-white-king = белая дамка
game-piece-black-man = чёрная простая
game-piece-black-king = чёрная дамка
game-square-selected = выбрана
game-square-target = можно пойти сюда
game-square-final-destination = конечное поле
game-square-must-capture = должна бить
game-square-captured = будет побита
game-square-stepped = здесь проходит взятие
game-square-last-from = последний ход отсюда
game-square-last-path = последний ход прошёл здесь
game-square-last-to = последний ход сюда
game-square-hint = подсказка
game-capture-on = Взятие продолжается: побить ещё { $n } { $count ->
    [one] шашку
    [few] шашки
    [many] шашек
   *[other] шашек
 }
game-replaying = Просмотр: ход { $number } { $move }
game-refusal-bot-to-move = Подождите: сейчас ходит бот ({ $side }).
game-refusal-empty = Поле { $square } пусто.
game-refusal-not-yours = Шашка на { $square } принадлежит сопернику.
# $count (number): how many pieces can capture.
game-refusal-must-capture = Шашка на { $square } не может ходить: бить обязательно, а бить { $count ->
    [one] должна шашка на { $who }
    [few] должна одна из шашек на { $who }
    [many] должна одна из шашек на { $who }
   *[other] должна одна из шашек на { $who }
 }.
game-refusal-blocked = Шашке на { $square } некуда ходить.
game-refusal-not-a-target = Шашка на { $from } не может пойти на { $square }; она может пойти на { $targets }.
game-refusal-several-end-here = На { $square } заканчиваются несколько взятий: сначала нажмите следующее промежуточное поле ({ $via }).
game-rule-name = правило { $limit } { $limit ->
    [one] хода
    [few] ходов
    [many] ходов
   *[other] ходов
 }
game-draw-counter = { $rule }: { $left ->
    [one] остался { $left } ход
    [few] осталось { $left } хода
    [many] осталось { $left } ходов
   *[other] осталось { $left } ходов
 }
game-reason-no-pieces = { $loser } остались без шашек
game-reason-no-moves = { $loser } не могут сделать ход
game-reason-resignation = { $loser } сдались
game-reason-out-of-time = { $loser } просрочили время
game-reason-repetition = одна и та же позиция повторилась { $times } { $times ->
    [one] раз
    [few] раза
    [many] раз
   *[other] раз
 }
game-reason-kings-only = { $n } { $n ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 } дамками без взятий
game-reason-lone-king-three = { $n } { $n ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 } трёх шашек против одинокой дамки
game-reason-lone-king-two = { $n } { $n ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 } двух шашек против одинокой дамки
game-reason-three-kings-vs-king = три дамки не взяли одинокую дамку за { $n } { $n ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 }
game-reason-long-diagonal = одинокая дамка { $n } { $n ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 } держала большую дорогу
game-reason-kings-both-sides = { $n } { $n ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 } с дамками у обеих сторон без взятий и превращений
game-reason-no-progress = { $n } { $n ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 } без взятий и ходов простыми
game-result-draw-agreed = Ничья { $why }
game-result-draw = Ничья: { $why }
game-result-white-wins = Белые выиграли: { $why }
game-result-black-wins = Чёрные выиграли: { $why }
game-level-1 = Новичок
game-level-2 = Ученик
game-level-3 = Любитель
game-level-4 = Клубный игрок
game-level-5 = Эксперт
game-level-6 = Мастер
game-level-name = уровень { $level } ({ $name })
game-player-name-bot = Бот — { $name }
game-pdn-player-bot = Бот, уровень { $level }
game-mode-against-bot = Против бота, { $level }
# $kind: `king` or `man`, the piece selected (for languages that agree with it).
game-selected = { $piece } на { $square } выбрана: она может пойти на { $targets }.
game-stepped = С поля { $square } взятие продолжается на { $targets }{ $crowned ->
    [yes] , уже дамкой
   *[no] {""}
 }.
game-moved = { $move }.
game-moved-by-bot = Ход бота: { $move }.
game-must-capture = { $side } должны бить шашкой на { $who }.
game-undone = Отменено: { $moves }.
game-redone = Повторено: { $moves }.
game-hint = Подсказка: { $move } ({ $spoken }).
game-draw-offered = { $by } предлагают ничью: { $other } могут принять её или отклонить.
game-draw-declined = { $by } отклоняют ничью.
game-draw-accept = Принять ничью
game-draw-decline = Отклонить
game-exported = Партия экспортирована в PDN ({ $moves } { $moves ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 }).
game-pieces-men = { $n } { $n ->
    [one] простая
    [few] простые
    [many] простых
   *[other] простых
 }
game-pieces-kings = { $n } { $n ->
    [one] дамка
    [few] дамки
    [many] дамок
   *[other] дамок
 }
game-pieces-taken = побито: { $n }
game-move-count = ход { $number }
game-takeback-asked = { $by } просят вернуть последний ход.
game-takeback-asked-ending = { $by } просят отменить окончание партии.
game-takeback-accept = Разрешить вернуть ход
game-takeback-decline = Играть дальше
game-takeback-accepted = { $by } разрешают вернуть ход.
game-takeback-declined = { $by } отказывают в возврате хода: игра продолжается.
# Move confirmation (a setting): the move held, its two buttons.
game-confirm-move-prompt = Сыграть { $move }?
game-confirm-move-cancelled = Ход { $move } отменён: выберите другой.
game-control-confirm-move = Подтвердить ход
game-control-cancel-move = Отмена
# Shown beside Resume while the clock is paused.
game-clock-paused = Часы остановлены
game-clock-spoken = { $side ->
    [white] Часы белых
   *[black] Часы чёрных
 }: { $time }{ $state ->
    [flagged] , флажок упал
    [low] , время на исходе
    [paused] , на паузе
    [running] , идут
   *[other] {""}
 }.

## Board themes and piece sets (the settings screen)
game-look-theme-wood = Дерево
game-look-theme-maple = Клён
game-look-theme-walnut = Орех
game-look-theme-green = Зелёная
game-look-theme-blue = Синяя
game-look-theme-grey = Серая
game-look-theme-contrast = Высокий контраст
game-look-set-relief = Точёные
game-look-set-ringed = С кольцами
game-look-set-flat = Плоские
game-end-white-wins = Белые выиграли
game-end-black-wins = Чёрные выиграли
game-end-draw = Ничья
game-end-rematch = Реванш
game-end-analyse = Анализ
game-end-share = Поделиться
game-end-new-game = Новая партия
game-player-strip-winner = победитель

## The home screen around the new-game form
game-home-continue = Продолжить
game-home-play-bot = Играть с ботом
game-home-play-bot-detail = Уровень { $level } · { $name }
game-home-play-friend = Играть с другом
game-home-play-friend-detail = Два игрока на одном устройстве
game-home-variant = Вариант
game-home-change-variant = Сменить вариант
game-home-more = Ещё
game-home-learn-detail = Правила, все варианты и уроки на доске
game-home-analysis-detail = Исследуйте любую позицию с движком
game-home-set-up-detail = Расставьте шашки, затем играйте или анализируйте
game-home-archive-detail = Ваши законченные партии: переиграть или разобрать
game-home-statistics-detail = Ваши результаты по вариантам и соперникам
game-home-open-pdn = Открыть файл PDN
game-home-open-pdn-detail = Переиграть или разобрать партии из файла
# The move table and the replay bar under it.
game-move-table-label = Ходы
game-move-table-empty = Ходов пока нет
game-replay-bar-first = Первый ход
game-replay-bar-previous = Предыдущий ход
game-replay-bar-next = Следующий ход
game-replay-bar-last = Последний ход
game-replay-bar-back-to-game = Вернуться к партии
