### The rules pages: variant names, rule sentences, table cells, the variant pages and the custom rules page.

rules-variant-name-international-draughts = Международные шашки
rules-variant-name-english-draughts = Английские шашки
rules-variant-name-russian-draughts = Русские шашки
rules-variant-name-brazilian-draughts = Бразильские шашки
rules-variant-name-spanish-draughts = Испанские шашки
rules-variant-name-italian-draughts = Итальянские шашки
rules-variant-name-czech-draughts = Чешские шашки
rules-variant-short-name-international = Международные
rules-variant-short-name-english = Английские
rules-variant-short-name-russian = Русские
rules-variant-short-name-brazilian = Бразильские
rules-variant-short-name-spanish = Испанские
rules-variant-short-name-italian = Итальянские
rules-variant-short-name-czech = Чешские
rules-variant-tagline-10-10-championship = Чемпионатная игра на доске 10×10: дальнобойные дамки, и бить нужно наибольшее количество шашек.
rules-variant-tagline-checkers-men-capture = Чекерс: простые бьют только вперёд, дамка ходит на одно поле, первыми ходят чёрные.
rules-variant-tagline-any-capture-you = Любое взятие на выбор, дальнобойные дамки, а простая, ставшая дамкой во время взятия, продолжает бить как дамка.
rules-variant-tagline-international-rules-8 = Правила международных шашек на доске 8×8.
rules-variant-tagline-flying-kings-take = Дальнобойные дамки; бить нужно больше всего шашек, а при равенстве — больше всего дамок.
rules-variant-tagline-men-may-never = Простые никогда не бьют дамку, а какое взятие делать первым, определяют строгие правила.
rules-variant-tagline-flying-kings-when = Дальнобойные дамки, и если дамка может бить, бить должна именно дамка.
rules-variants-where-and = {" "}и{" "}
rules-side-name-white = Белые
rules-side-name-black = Чёрные
rules-yes-no-yes = Да
rules-yes-no-no = Нет
rules-first-cell-white = Белые
rules-first-cell-black = Чёрные
rules-kings-cell-flying = Дальнобойные
rules-kings-cell-one-square = На одно поле
rules-precedence-cell-capture-optional = Бить не обязательно
rules-precedence-cell-free-choice = Свободный выбор
rules-precedence-cell-most-pieces = Больше всего шашек
rules-precedence-cell-most-pieces-then = Больше всего шашек, затем больше всего дамок
rules-precedence-cell-pieces-capturing-king = Число шашек, бьющая дамка, число дамок, самая ранняя дамка
rules-precedence-cell-king-first = Сначала дамка
rules-promotion-cell-king-keeps-capturing = Дамка, бьёт дальше
rules-promotion-cell-king-only-if = Дамка, только если ход там заканчивается
rules-promotion-cell-king-move-ends = Дамка, ход заканчивается
rules-draw-cell-king-moves = { $king_moves } { $king_moves ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 } дамками
rules-draw-cell-15-or-25 = 15 или 25 ходов дамками (правила 2022 г.)
rules-draw-cell-15-king-moves = 15 ходов дамками
rules-draw-cell-moves-without-progress = { $moves } { $moves ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 } без взятий и ходов простыми
rules-comparison-table-rule = Правило
rules-comparison-table-board = Доска
rules-comparison-table-men-per-side = Шашек у каждой стороны
rules-comparison-table-moves-first = Первый ход
rules-comparison-table-compulsory-capture = Обязательное взятие
rules-comparison-table-capture-priority = Приоритет взятия
rules-comparison-table-men-capture-backwards = Простые бьют назад
rules-comparison-table-men-may-take = Простая может бить дамку
rules-comparison-table-kings = Дамки
rules-comparison-table-promotion-during-capture = Превращение во время взятия
rules-comparison-table-draw-by-repetition = Ничья при повторении
rules-comparison-table-times = { $repetition } { $repetition ->
    [one] раз
    [few] раза
    [many] раз
   *[other] раз
 }
rules-comparison-table-no-progress-draw = Ничья по счёту ходов
rules-rule-sentences-each-players-bottom = в левом нижнем углу у каждого игрока тёмное поле
rules-rule-sentences-each-players-bottom-2 = в левом нижнем углу у каждого игрока светлое поле: доска повёрнута на четверть оборота относительно международной
rules-rule-sentences-board-dark-squares = Доска **{ $side }×{ $side }**, в игре { $squares } { $squares ->
    [one] тёмное поле
    [few] тёмных поля
    [many] тёмных полей
   *[other] тёмных полей
 }; { $corner }.
rules-rule-sentences-men-side-set = У каждой стороны **{ $men } { $men ->
    [one] шашка
    [few] шашки
    [many] шашек
   *[other] шашек
 }**, они расставлены на { $rows } { $rows ->
    [one] ближайшей к игроку горизонтали
    [few] ближайших к игроку горизонталях
    [many] ближайших к игроку горизонталях
   *[other] ближайших к игроку горизонталях
 }.
rules-rule-sentences-makes-first-move = **{ $first }** ходят первыми.
rules-rule-sentences-man-moves-one = Простая ходит по диагонали на соседнее свободное поле, только вперёд.
rules-rule-sentences-men-capture-both = Простые бьют **и вперёд, и назад**.
rules-rule-sentences-men-capture-forwards = Простые бьют **только вперёд**.
rules-rule-sentences-man-may-not = Простая **не может бить дамку**: дамку бьёт только дамка.
rules-rule-sentences-capturing-compulsory-whenever = Бить **обязательно**: если можно бить, нужно бить.
rules-rule-sentences-capturing-optional-under = По этим правилам бить **не обязательно**: вместо взятия можно сделать другой ход.
rules-rule-sentences-among-several-possible = Из нескольких возможных взятий **можно выбрать любое**, даже самое малое.
rules-rule-sentences-majority-capture-you = **Правило большинства**: нужно выбрать взятие, которое бьёт больше всего шашек, причём дамка считается одной шашкой; из равных взятий можно выбрать любое.
rules-rule-sentences-majority-capture-first = **Правило большинства**: сначала больше всего шашек, затем, при равенстве, больше всего дамок; дальше выбор свободный.
rules-rule-sentences-capture-priorities-order = Приоритеты взятия по порядку: больше всего шашек; затем взятие дамкой, а не простой; затем больше всего побитых дамок; затем взятие, в котором дамка встречается раньше; дальше выбор свободный.
rules-rule-sentences-if-king-can = **Если может бить дамка, бить должна дамка**; в остальных случаях можно выбрать любое взятие.
rules-rule-sentences-multi-capture-cannot = Цепь взятий нельзя прервать: та же шашка продолжает бить, **пока есть что бить**.
rules-rule-sentences-jumped-pieces-are = Побитые шашки снимаются с доски только **после окончания цепи взятий**: до тех пор они преграждают путь, и перепрыгнуть их второй раз нельзя (турецкий удар).
rules-rule-sentences-each-jumped-piece = Каждая побитая шашка снимается **сразу**: дамка может потом пройти через её поле.
rules-rule-sentences-kings-fly-they = Дамки **дальнобойные**: они ходят по любой свободной диагонали, бьют издалека и встают на любое свободное поле за побитой шашкой, но если с какого-то из этих полей взятие можно продолжить, то только на такое поле.
rules-rule-sentences-kings-move-one = Дамки ходят только **на одно поле**, зато во всех четырёх направлениях, и бьют как простые, вперёд или назад.
rules-rule-sentences-man-whose-move = Простая, ход которой заканчивается на последней горизонтали, становится **дамкой**.
rules-rule-sentences-man-that-reaches = Простая, достигшая последней горизонтали **во время взятия**, сразу становится дамкой и, если может бить дальше, **продолжает бить уже как дамка**.
rules-rule-sentences-man-that-only = Простая, которая во время взятия лишь **проходит через** последнюю горизонталь, **дамкой не становится**: она продолжает бить как простая.
rules-rule-sentences-man-that-reaches-2 = Простая, достигшая последней горизонтали при взятии, становится дамкой, и **на этом её ход заканчивается**, даже если новая дамка могла бы бить дальше.
rules-rule-sentences-notation-dark-squares = Нотация: тёмные поля пронумерованы от 1 до { $squares } начиная с левого верхнего угла, если смотреть со стороны белых; ход записывается через тире, взятие — через «{ $sep }».
rules-rule-sentences-notation-squares-are = Нотация: поля пронумерованы от 1 до { $squares } начиная с a8, левого верхнего угла, если смотреть со стороны белых; ход записывается через тире, взятие — через «{ $sep }».
rules-rule-sentences-notation-squares-are-2 = Нотация: поля пронумерованы от 1 до { $squares } начиная с правого нижнего угла белых, справа налево и снизу вверх; ход записывается через тире, взятие — через «{ $sep }».
rules-rule-sentences-notation-each-square = Нотация: у каждого поля есть буква и цифра, от a1 (левый нижний угол белых) до { $last_square }; ход записывается c3-d4, взятие — c3{ $sep }e5.
rules-rule-sentences-player-with-no = Игрок, у которого не осталось шашек или нет допустимого хода, когда наступает его очередь, **проигрывает**.
rules-rule-sentences-draw-when-same = Ничья, если одна и та же позиция возникает в **{ $n } раз** при очереди хода того же игрока.
rules-draw-sentences-draw-after-moves = Ничья, если каждая сторона сделала **{ $moves } { $moves ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 }** без взятий и без ходов простыми.
rules-draw-sentences-draw-after-moves-2 = Ничья, если каждая сторона сделала **{ $king_moves } { $king_moves ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 }**, в которых ходили только дамки и не было взятий.
rules-draw-sentences-against-lone-king = Против одинокой дамки сторона, у которой три шашки, включая дамку, должна выиграть не более чем за **{ $three_pieces } { $three_pieces ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 }** каждой стороны; имея две шашки или меньше — за **{ $two_pieces } { $two_pieces ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] ходов
 }**.
rules-draw-sentences-three-or-more = Три дамки и более против одинокой дамки: одинокая дамка должна быть взята не позднее **15-го хода** сильнейшей стороны; если одинокая дамка занимает большую дорогу a1-h8, трём шашкам даётся только **5 ходов**.
rules-draw-sentences-kings-both-sides = Дамки у обеих сторон, без взятий и превращений: ничья через **5, 30 или 60 ходов** каждой стороны, если на доске 2-3, 4-5 или 6-7 шашек.
rules-draw-sentences-only-kings-move = Ходят только дамки, взятий нет: ничья через **15 ходов** каждой стороны при 4-5 шашках, через **25** — при 6-7. При 8 шашках и более ни одно из этих правил не действует.
rules-draw-sentences-draw-after-15 = Ничья, если каждая сторона сделала **15 ходов**, в которых ходили только дамки и не было взятий.
rules-draw-sentences-three-or-more-2 = Три дамки и более против одинокой дамки: ничья, если сильнейшая сторона не взяла её к своему **15-му ходу**; три шашки против одинокой дамки на большой дороге или две шашки и меньше против дамки — **5 ходов**.
rules-draw-sentences-kings-both-sides-2 = Дамки у обеих сторон, без взятий и превращений: ничья через **30 ходов** при 4-5 шашках, через **60** — при 6-7.
rules-custom-rules-page-rules = Правила: { $variant_name }
rules-custom-rules-page-custom-rules = Свои правила
rules-custom-rules-page-start = Начальная позиция
rules-custom-rules-page-rules-action = Правила в действии
rules-custom-rules-page-all-rules = Все правила
rules-knob-rows-yes = да
rules-knob-rows-no = нет
rules-knob-rows-a1-playing-square = a1 — игровое поле
rules-knob-rows-rows-men = Рядов шашек
rules-knob-rows-removal-captured-pieces = Снятие побитых шашек
rules-knob-rows-when-multi-capture = после окончания цепи взятий
rules-knob-rows-at-once = сразу
rules-knob-rows-notation = Нотация
rules-knob-rows-numbers-from-top = номера с левого верхнего угла
rules-knob-rows-italian-numbers-from = итальянские номера (с a8)
rules-knob-rows-spanish-numbers-from = испанские номера (с h1)
rules-knob-rows-coordinates-a1-h8 = координаты a1-h8
rules-knob-rows-capture-sign = Знак взятия
rules-knob-table-these-rules = Эти правила
rules-differences-instead = { $label }: **{ $mine }** (вместо «{ $theirs }»)
rules-start-diagram-start-men-side = Начальная позиция: по { $men_per_side } { $men_per_side ->
    [one] шашке
    [few] шашки
    [many] шашек
   *[other] шашек
 } у каждой стороны на доске { $board_cell }. Первый ход: { $first }.
rules-backward-capture-demo-men-capture-backwards = Простые бьют и назад: { $mv } допустимо.
rules-backward-capture-demo-men-capture-forwards = Простые бьют только вперёд: { $mv } не допускается.
rules-flying-king-demo-kings-fly-king = Дамки дальнобойные: дамка издалека бьёт { $e5 }, { $mv }.
rules-flying-king-demo-kings-take-one = Дамки ходят на одно поле: { $mv } невозможно; дамка может сыграть, например, { $step }.
rules-precedence-demo-majority-capture-takes = Правило большинства: { $big } бьёт две шашки, поэтому { $small }, которое бьёт только одну, не допускается.
rules-precedence-demo-no-majority-rule = Правила большинства нет: допустимы и { $big } (две шашки), и { $small } (одна шашка).
rules-king-first-demo-when-king-can = Если может бить дамка, бить должна она: { $by_king }, а не { $by_man }.
rules-king-first-demo-either-king-or = Бить может и дамка, и простая: { $by_king } или { $by_man }.
rules-men-take-kings-demo-man-may-take = Простая может бить дамку: { $mv }.
rules-men-take-kings-demo-man-may-not = Простая не может бить дамку: { $mv } не допускается.
rules-promotion-demo-man-crowned-goes = Простая становится дамкой на { $dd } и сразу продолжает бить уже как дамка: { $on }.
rules-promotion-demo-man-passes-through = Простая проходит через { $dd }, но должна бить дальше как простая (взятие назад): { $on }. Она заканчивает ход на { $b } и дамкой не становится.
rules-promotion-demo-man-cannot-capture = Простая не может бить назад: её взятие заканчивается на { $dd }, где она становится дамкой ({ $stop }).
rules-promotion-demo-man-crowned-its = Простая становится дамкой на { $dd }, и на этом её ход заканчивается: { $stop }.
rules-compulsory-demo-capturing-compulsory-must = Бить обязательно: нужно сыграть { $take }, а { $quiet } не допускается.
rules-compulsory-demo-capturing-optional-or = Бить не обязательно: { $take } или { $quiet } — на выбор.
rules-international-game-world-federation = Игра Всемирной федерации шашек (FMJD) и её чемпионатов: по 20 шашек у каждой стороны на большой доске 10×10. Все правила действуют в полную силу: простые бьют вперёд и назад, дамки дальнобойные, и бить всегда нужно как можно больше шашек.
rules-international-king-counts-as = Дамка считается одной шашкой
rules-international-majority-capture-counts = Правило большинства считает шашки, а не их ценность: две простые перевешивают одну дамку.
rules-international-32x21-would-take = 32x21 побило бы дамку на 27, но 32x12 бьёт две простые: это единственное допустимое взятие.
rules-international-turkish-strike = Турецкий удар
rules-international-during-multi-capture = Во время цепи взятий уже побитые шашки остаются на доске. Перепрыгнуть их второй раз нельзя, и они по-прежнему преграждают путь дамке.
rules-international-king-takes-28 = Дамка бьёт 28, 29, 39 и 38 и возвращается в сторону 32. Дальше, на 19, она пройти не может: простая на 28, уже побитая, всё ещё стоит на доске и загораживает путь.
rules-international-passing-through-far = Проход через последнюю горизонталь
rules-international-man-touches-far = Простая касается последней горизонтали на поле 2, но бьёт дальше, чтобы взять 7: она заканчивает ход на 11 и остаётся простой.
rules-english-checkers-english-speaking = *Чекерс* англоязычного мира, на доске 8×8. Это самый простой вариант: простые бьют только вперёд, дамки ходят на одно поле, а взятие можно выбрать любое. Здесь первыми ходят чёрные.
rules-english-at-start-black = В начале партии первый ход делают чёрные (сверху).
rules-english-no-backward-captures = Простые не бьют назад
rules-english-man-18-takes = Простая на 18 бьёт 14, двигаясь вперёд (18x9); побить 22, стоящую позади неё, она не может.
rules-english-promotion-ends-move = Превращение заканчивает ход
rules-english-taking-7-man = Побив 7, простая встаёт на 2 и становится дамкой. На этом ход заканчивается: новая дамка не продолжает взятие и не бьёт 6.
rules-russian-8-8-game = Игра на доске 8×8, распространённая в России и Восточной Европе. Её отличия: бить наибольшее количество шашек не обязательно, можно выбрать любое взятие; а простая, ставшая дамкой посреди цепи взятий, сразу продолжает бить как дальнобойная дамка.
rules-russian-free-choice-capture = Свободный выбор взятия
rules-russian-c3-a5-takes = c3:a5 бьёт одну простую, c3:g7 — две: в русских шашках допустимы оба взятия.
rules-russian-crowned-mid-capture = Превращение посреди взятия
rules-russian-man-jumps-e7 = Простая перепрыгивает e7 и встаёт на d8: теперь это дамка, и как дальнобойная дамка она издалека бьёт b6 и заканчивает ход на a5.
rules-russian-moves-are-written = Ходы записывают с помощью координат: c3-d4 — обычный ход, а взятие — через двоеточие: d4:f6.
rules-brazilian-international-rules-brought = Правила международных шашек, перенесённые на доску 8×8, по 12 шашек у каждой стороны: взятие назад, дальнобойные дамки, правило большинства и превращение в дамку только в конце хода.
rules-brazilian-majority-capture-8 = Правило большинства на доске 8×8
rules-brazilian-same-position-as = Та же позиция, что и в русских шашках, но здесь допустимо только c3xg7, которое бьёт две простые.
rules-brazilian-man-touches-d8 = Простая касается d8, побив e7, затем бьёт c7 назад и заканчивает ход на b6: она остаётся простой.
rules-spanish-traditional-game-spain = Традиционная игра Испании и Португалии. Доска 8×8 повёрнута: большая дорога начинается в правом нижнем углу у каждого игрока. Простые бьют только вперёд, дамки дальнобойные, а при равном числе шашек правило большинства отдаёт предпочтение взятию, которое бьёт больше всего дамок.
rules-spanish-numbers-run-from = Номера идут от 1 до 32 начиная с правого нижнего угла белых, справа налево, ряд за рядом вверх по доске: белые стоят на полях от 1 до 12.
rules-spanish-equal-counts-kings = При равенстве — сначала дамки
rules-spanish-both-multi-captures = Обе цепи взятий бьют по две шашки, но 10x26 бьёт дамку на 21, поэтому допустимо только оно.
rules-italian-italian-federations-game = Игра Итальянской федерации, тоже на повёрнутой доске 8×8. Дамки ходят на одно поле; простые бьют только вперёд и **никогда не могут бить дамку**. Когда возможны несколько взятий, какое из них нужно сделать, определяет лестница приоритетов.
rules-italian-numbers-run-from = Номера идут от 1 до 32 начиная с a8, левого верхнего угла, если смотреть со стороны белых; белые стоят на полях от 21 до 32.
rules-italian-man-does-not = Простая не бьёт дамку
rules-italian-man-22-may = Простая на 22 может побить простую на 19, но не дамку на 18.
rules-italian-capturing-with-king = Взятие дамкой
rules-italian-each-capture-takes = Каждое взятие бьёт одну простую; при равенстве бить должна дамка: 27x20.
rules-czech-czech-federations-variant = Вариант Чешской федерации, на доске 8×8: дальнобойные дамки, простые бьют только вперёд, правила большинства нет. Собственное правило: **если может бить дамка, бить должна дамка**.
rules-czech-man-c3-could = Простая на c3 могла бы побить две шашки, но бить может дамка на h8, поэтому бьёт дамка: h8xe5.
rules-variant-in-text = { $variant ->
    [english] английских шашек
    [russian] русских шашек
    [brazilian] бразильских шашек
    [spanish] испанских шашек
    [italian] итальянских шашек
    [czech] чешских шашек
   *[international] международных шашек
 }
rules-variant-adjective = { $variant ->
    [english] английских
    [russian] русских
    [brazilian] бразильских
    [spanish] испанских
    [italian] итальянских
    [czech] чешских
   *[international] международных
 }
rules-ordinal = { $n ->
    [1] { $n }-й
    [2] { $n }-й
    [3] { $n }-й
   *[other] { $n }-й
 }
rules-custom-exactly = Это в точности правила { $base }.
rules-custom-changes = Эти правила основаны на правилах { $base } со следующими изменениями:
