### The custom-rules editor: each knob's label, explanation and choices.

editor-choice-label-when-multi-capture = после окончания цепи взятий (турецкий удар)
editor-choice-label-at-once = сразу
editor-choice-label-official-rule = официальное правило: { $draw_cell }
editor-choice-label-times = { $repetition } { $repetition ->
    [one] раз
    [few] раза
    [many] раз
   *[other] раз
 }
editor-label-and-explanation-board = Доска
editor-label-and-explanation-8-8-with = 8×8 с тремя рядами шашек у каждой стороны или 10×10 с четырьмя.
editor-label-and-explanation-moves-first = Первый ход
editor-label-and-explanation-side-that-makes = Сторона, которая делает первый ход.
editor-label-and-explanation-men-capture-backwards = Простые бьют назад
editor-label-and-explanation-man-only-steps = Простая ходит только вперёд, но может ли она бить шашку, стоящую позади?
editor-label-and-explanation-kings = Дамки
editor-label-and-explanation-flying-king-runs = Дальнобойная дамка ходит по любой свободной диагонали и бьёт издалека; иначе дамка ходит на одно поле в любом из четырёх направлений.
editor-label-and-explanation-compulsory-capture = Обязательное взятие
editor-label-and-explanation-if-capture-possible = Если взятие возможно, обязательно ли его делать? Если нет, каждый игрок может не бить.
editor-label-and-explanation-capture-priority = Приоритет взятия
editor-label-and-explanation-when-several-captures = Когда возможны несколько взятий: свободный выбор, взятие наибольшего числа шашек или испанский, итальянский либо чешский порядок приоритетов.
editor-label-and-explanation-men-may-take = Простая может бить дамку
editor-label-and-explanation-italian-draughts-man = В итальянских шашках простая не может бить дамку.
editor-label-and-explanation-promotion-during-capture = Превращение во время взятия
editor-label-and-explanation-man-that-reaches = Простая достигла последней горизонтали во время цепи взятий: она остаётся простой, если бьёт дальше, или становится дамкой и продолжает, или становится дамкой и останавливается.
editor-label-and-explanation-removal-captured-pieces = Снятие побитых шашек
editor-label-and-explanation-removed-when-multi = Если снимать побитые шашки после окончания цепи взятий, до тех пор они преграждают путь; если снимать сразу, дальнобойная дамка может снова проходить через их поля.
editor-label-and-explanation-no-progress-draw = Ничья по счёту ходов
editor-label-and-explanation-starting-variants-official = Официальное правило исходного варианта или простой счётчик: ничья после N ходов каждой стороны без взятий и без ходов простыми.
editor-label-and-explanation-draw-by-repetition = Ничья при повторении
editor-label-and-explanation-game-drawn-when = Партия заканчивается вничью, когда одна и та же позиция при очереди хода той же стороны повторяется столько раз.
editor-choice-yes = да
editor-choice-no = нет
