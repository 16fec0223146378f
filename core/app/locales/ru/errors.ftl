### The errors a player may see: moves, game actions, positions (FEN), saves and the PDN export.

errors-move-syntax = это не ход: `{ $text }` ({ $why })
errors-move-illegal = здесь так ходить нельзя: `{ $text }` ({ $why })
errors-move-ambiguous = неоднозначно: `{ $text }` — это одно из: { $candidates }
# Why a text is not a move, put into errors-move-syntax.
errors-move-why-empty = пустая строка
errors-move-why-mixed-separators = смешаны `-` и знак взятия
errors-move-why-no-squares = ожидаются поля, например 32-28, 19x30 или c3-d4
errors-move-why-too-few-squares = в записи хода нужно хотя бы два поля
errors-move-why-intermediate-not-capture = промежуточные поля указываются только при взятии
errors-move-why-missing-square = пропущено поле
errors-move-why-not-a-square = `{ $text }` — не поле
errors-move-why-not-a-playing-square = `{ $text }` — не игровое поле этой доски
# Why a move is not legal here, put into errors-move-illegal.
errors-move-why-square-empty = поле { $square } пусто
errors-move-why-not-yours = шашка на { $square } принадлежит сопернику
errors-move-why-must-capture = бить обязательно, а бить { $count ->
    [one] должна шашка на { $capturers }
    [few] должна одна из шашек на { $capturers }
    [many] должна одна из шашек на { $capturers }
   *[other] должна одна из шашек на { $capturers }
 }
errors-move-why-cannot-move = шашке на { $square } некуда ходить
errors-move-why-legal-from = { $count ->
    [one] с поля { $square } возможен только ход { $moves }
    [few] возможные ходы с поля { $square }: { $moves }
    [many] возможные ходы с поля { $square }: { $moves }
   *[other] возможные ходы с поля { $square }: { $moves }
 }
errors-move-why-not-a-legal-capture = эти прыжки не составляют правильного взятия
errors-move-why-not-legal-here = такого хода в этой позиции нет
errors-move-why-list-or = {" или "}
# $outcome: `white`, `black` or `draw`.
errors-game-over = партия окончена: { $outcome ->
    [white] белые выиграли
    [black] чёрные выиграли
   *[draw] ничья
 }
errors-game-no-draw-offer = нет предложения ничьей, на которое нужно ответить
errors-game-own-draw-offer = { $side } не могут отвечать на собственное предложение ничьей
errors-action-no-person = в этой партии не играет ни один человек
errors-action-bot-to-move = сейчас ход бота
errors-action-no-takeback = нет просьбы вернуть ход, ждущей ответа
errors-action-offer-pending = предложение ничьей уже ждёт ответа
# $plies: the number of plies asked for.
errors-action-past-the-end = ход { $plies } за концом списка ходов
errors-setup-twice = на поле { $square } две шашки
errors-setup-too-many = { $side }: { $count } { $count ->
    [one] шашка
    [few] шашки
    [many] шашек
   *[other] шашек
 }, а по этим правилам помещается не больше { $max }
errors-setup-man-on-promotion-row = { $side }: простая стоит на своём дамочном поле { $square } — она уже была бы дамкой
errors-fen-empty = FEN пуст
errors-fen-turn = FEN, символ { $col }: очередь хода должна быть `W`, `B` или `?`, а найдено `{ $found }`
errors-fen-section = FEN, символ { $col }: раздел должен начинаться с `W` или `B`, а найдено `{ $found }`
errors-fen-empty-section = FEN, символ { $col }: пустой раздел: список шашек должен начинаться с цвета, `W` или `B` (`W:W31-50:B1-20`)
errors-fen-missing-square = FEN, символ { $col }: пропущено поле (две запятые подряд или запятая в начале или конце списка)
errors-fen-section-twice = FEN, символ { $col }: шашки указаны дважды ({ $side })
errors-fen-bad-square = FEN, символ { $col }: `{ $text }` — не поле
errors-fen-out-of-range = FEN, символ { $col }: поля `{ $text }` нет на этой доске (1-{ $max } или координаты игрового поля)
errors-fen-bad-range = FEN, символ { $col }: диапазон `{ $text }` пуст или задан в обратном порядке
errors-fen-garbage = FEN, символ { $col }: неожиданный текст `{ $text }`
errors-fen-illegal = FEN: { $why }
errors-save-not-json = сохранение — не корректный JSON (обрезано или повреждено): { $why }
errors-save-format = это не сохранение партии в шашки (формат `{ $why }`)
errors-save-future-version = версия сохранения { $found } новее той, что понимает это приложение ({ $supported }); обновите приложение
errors-save-invalid = сохранение повреждено: { $why }
errors-save-checksum = сохранение изменено или повреждено (не совпадает контрольная сумма)
errors-save-rules = правила в сохранении некорректны: { $why }
errors-save-start = начальная позиция в сохранении некорректна: { $why }
errors-save-player = игрок в сохранении указан некорректно: { $why }
errors-save-replay = ход { $ply } `{ $text }` из сохранения не воспроизводится: { $why }
errors-pdn-context-date = дата `{ $date }`: ожидается дата в формате ISO 8601, например 2026-12-01
errors-pdn-at = партия { $game }, строка { $line }: { $what }
errors-pdn-unknown-game-type = неизвестный GameType `{ $text }` (поддерживаются: 20 международные, 21 английские, 22 итальянские, 24 испанские, 25 русские, 26 бразильские, 29 чешские шашки)
errors-pdn-bad-tag = нечитаемый тег: { $text }
errors-pdn-bad-rules = нечитаемый тег Rules: { $text }
errors-pdn-bad-fen = нечитаемый тег FEN: { $text }
errors-pdn-move = ход { $number }: { $why }
errors-pdn-after-end = ход { $number } `{ $text }`: партия уже окончена ({ $result })
errors-pdn-unexpected = неожиданный текст `{ $text }`
errors-pdn-unterminated = { $what ->
    [comment] комментарий `{"{"}` не закрыт
    [variation] вариант `(` не закрыт
   *[tag] значение тега не закрыто
 }
errors-pdn-unfinished-capture = ход { $number }: взятие, записанное по одному прыжку, обрывается посреди хода: `{ $text }`
errors-pdn-strict = { $warning } (отклонено при строгом чтении)
errors-pdn-io = не удаётся прочитать: { $why }
errors-pdn-latin1 = не UTF-8: строка прочитана как Latin-1
errors-pdn-move-number = номер хода `{ $found }` не соответствует ходу: это ход { $expected }
errors-pdn-played-on = ход { $number }: партия продолжается после того, как закончилась на полуходе { $ply } ({ $ended }); воспроизведена как записана
errors-pdn-unknown-move = ход { $number }: неизвестный ход `{ $text }`: партия сохранена до этого места ({ $plies } { $plies ->
    [one] полуход
    [few] полухода
    [many] полуходов
   *[other] полухода
 })
errors-pdn-stray-close = `)` не закрывает никакого варианта: пропущено
errors-pdn-no-terminator = у партии нет завершения (`*` или результата)
errors-pdn-inferred-variant = нет тега GameType: партия прочитана как { $variant } — на этот вариант указывают поля и нотация, и в нём каждый ход допустим
errors-pdn-ambiguous-capture = ход { $number }: `{ $text }` подходит к взятиям разных шашек; прочитано как `{ $chosen }` — единственное, после которого партия продолжается по правилам
errors-pdn-man-read-as-king = FEN: простая на поле { $square } уже стоит на поле своего превращения: прочитана как дамка
errors-pdn-empty-fen = тег FEN не ставит ни одной шашки: партия начинается с начальной расстановки
errors-pdn-result-mismatch = ходы заканчиваются на `{ $terminator }`, а тег Result говорит `{ $tag }`: оставлен тег
errors-pdn-lone-dot = одиночная `.` среди ходов: пропущена
errors-rules-start-rows = рядов простых: { $rows } — столько не помещается на доске { $side }×{ $side } (можно от 1 до { $max })
errors-rules-numbering = { $numbering ->
    [italian] итальянской нумерации нужна доска { $side }×{ $side }, у которой угловое поле a1 светлое
    [spanish] испанской нумерации нужна доска { $side }×{ $side }, у которой угловое поле a1 светлое
   *[other] нумерации от левого верхнего угла нужна доска { $side }×{ $side }, у которой угловое поле a1 тёмное, игровое
 }
errors-rules-separator = `{ $separator }` не может разделять поля взятия: используйте `x` или `:`
errors-rules-repetition = повторённая позиция может давать ничью на 2-м — 9-м повторении, но не на { $count }-м
errors-rules-draw = { $rule ->
    [no-progress] для ничьей без продвижения нужен хотя бы 1 ход
    [fmjd] каждому счётчику правила ничьей FMJD нужен хотя бы 1 ход
   *[board] правила ничьей русских шашек и FMJD-64 написаны для доски 8×8
 }
errors-rules-precedence-without-compulsion = очерёдность взятия «{ $precedence }» требует обязательного взятия: если бить не обязательно, игрок всегда сможет её обойти
errors-clock-empty = ожидается ОСНОВА+ДОБАВКА, например 5, 3+2 или 1:30+5
errors-clock-base = основное время { $text }: ожидаются минуты (5) или минуты:секунды (1:30)
errors-clock-extra = добавка { $text }: ожидается целое число секунд, например 2
errors-clock-zero-base = основное время должно быть больше нуля
errors-clock-base-too-long = основное время — не больше 600 минут
errors-clock-extra-too-long = добавка — не больше 600 секунд
errors-clock-no-kind = у часов без вида нет времени
