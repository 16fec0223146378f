# Библиотека: неоконченные партии на главном экране, архив сыгранных партий
# и статистика. $count, $moves, $played… — числа; $first, $second, $variant,
# $level, $title, $why — слова.

library-players = { $first } против { $second }
library-length = { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
 }
library-outcome-won = Победа
library-outcome-lost = Поражение
library-outcome-draw = Ничья
library-outcome-white-won = Победа белых
library-outcome-black-won = Победа чёрных
library-outcome-unfinished = Не окончена
# $level — «уровень 3 (Клубный игрок)».
library-opponent-bot = Бот, { $level }
library-opponent-two-players = Два игрока
library-opponent-bots = Бот против бота
library-filter-all-variants = Все варианты
library-filter-all-opponents = Все соперники
library-archive-empty = Сыгранных партий пока нет.
library-archive-empty-filtered = Ни одна партия не подходит под эти фильтры.
library-archive-count = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
 }
# $shown из $count партий проходят фильтры.
library-archive-count-filtered = { $shown } из { $count ->
    [one] { $count } партии
    [few] { $count } партий
    [many] { $count } партий
   *[other] { $count } партии
 }
library-stats-all-levels = { $variant } — все уровни
library-stats-level = { $variant } — уровень { $level }
library-stats-two-players = { $variant } — два игрока, результаты белых
library-stats-group-all-levels = Все уровни
library-stats-group-level = Уровень { $level }
library-stats-group-two-players = Два игрока, результаты белых
library-streak-won = { $count ->
    [one] { $count } победа подряд
    [few] { $count } победы подряд
    [many] { $count } побед подряд
   *[other] { $count } победы подряд
 }
library-streak-lost = { $count ->
    [one] { $count } поражение подряд
    [few] { $count } поражения подряд
    [many] { $count } поражений подряд
   *[other] { $count } поражения подряд
 }
library-streak-drawn = { $count ->
    [one] { $count } ничья подряд
    [few] { $count } ничьи подряд
    [many] { $count } ничьих подряд
   *[other] { $count } ничьи подряд
 }
library-stats-spoken = { $title }: сыграно { $played }, побед { $won }, ничьих { $drawn }, поражений { $lost }; { $streak }
# $entries перечисляет номера записей («3, 12»); $count — сколько их.
library-notice-skipped-shelf = { $count ->
    [one] Запись { $entries } неоконченных партий не читается и пропущена.
    [few] Записи { $entries } неоконченных партий не читаются и пропущены.
    [many] Записи { $entries } неоконченных партий не читаются и пропущены.
   *[other] Записи { $entries } неоконченных партий не читаются и пропущены.
 }
library-notice-skipped-archive = { $count ->
    [one] Запись { $entries } архива не читается и пропущена.
    [few] Записи { $entries } архива не читаются и пропущены.
    [many] Записи { $entries } архива не читаются и пропущены.
   *[other] Записи { $entries } архива не читаются и пропущены.
 }
library-notice-refused-shelf = Список неоконченных партий не читается (он повреждён или записан более новой версией приложения); начат новый список.
library-notice-refused-archive = Архив не читается (он повреждён или записан более новой версией приложения); начат новый архив.
library-notice-archive-full = { $count ->
    [one] Архив хранит последние 1000 партий; самая старая удалена.
    [few] Архив хранит последние 1000 партий; самые старые ({ $count }) удалены.
    [many] Архив хранит последние 1000 партий; самые старые ({ $count }) удалены.
   *[other] Архив хранит последние 1000 партий; самые старые ({ $count }) удалены.
 }
library-notice-shelf-full = { $count ->
    [one] Хранится не больше 10 неоконченных партий; самая старая перенесена в архив.
    [few] Хранится не больше 10 неоконченных партий; самые старые ({ $count }) перенесены в архив.
    [many] Хранится не больше 10 неоконченных партий; самые старые ({ $count }) перенесены в архив.
   *[other] Хранится не больше 10 неоконченных партий; самые старые ({ $count }) перенесены в архив.
 }
library-notice-legacy-unreadable = Сохранённая партия не читается и не сохранена: { $why }
library-notice-save-refused = Эту партию не удалось сохранить в списке: { $why }
library-stats-empty = Статистики пока нет: здесь учитывается каждая законченная партия.

## Отложенные документы: { $why } — почему, { $name } — имя сохранённого файла.
storage-why-newer = он записан более новой версией приложения (версия формата { $version })
storage-why-other-format = это документ другого типа
storage-why-damaged-header = его первая строка повреждена
storage-why-damaged = он повреждён
storage-aside-shelf = Не удалось прочитать список незаконченных партий: { $why }. Он сохранён без изменений под именем «{ $name }», начат новый список.
storage-aside-archive = Не удалось прочитать архив: { $why }. Он сохранён без изменений под именем «{ $name }», начат новый архив.
storage-aside-damaged-shelf = Список незаконченных партий прочитан не полностью: { $why }. Все читаемые партии сохранены, а файл в прежнем виде сохранён под именем «{ $name }».
storage-aside-damaged-archive = Архив прочитан не полностью: { $why }. Все читаемые партии сохранены, а файл в прежнем виде сохранён под именем «{ $name }».
storage-aside-save = Не удалось прочитать сохранённую партию: { $why }. Она сохранена без изменений под именем «{ $name }».
storage-aside-record = Не удалось прочитать вашу статистику задач: { $why }. Она сохранена без изменений под именем «{ $name }», начата новая.
storage-aside-settings = Не удалось прочитать настройки: { $why }. Они сохранены без изменений под именем «{ $name }», действуют обычные настройки.
storage-aside-lessons = Не удалось прочитать ваш прогресс в уроках: { $why }. Он сохранён без изменений под именем «{ $name }», начат новый.
library-share-all = Поделиться: { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
 } в PDN
