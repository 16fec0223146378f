# Экран импорта PDN: вставленный текст или файл, список его партий, поиск,
# предупреждения чтения и отказ.

import-title = Импорт PDN
import-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
 }
import-text-hint = Вставьте сюда текст PDN
import-paste = Вставить
import-open-file = Открыть файл
import-search-hint = Поиск: игроки, турнир, дата
import-no-match = Нет партий по запросу «{ $query }»
import-players = { $white } – { $black }
# $number: номер партии в файле, с 1. $details: турнир и дата, могут быть пустыми.
import-row-spoken = Партия { $number }: { $players }, { $result }, { $variant }. { $details }
import-warnings = { $count ->
    [one] { $count } предупреждение
    [few] { $count } предупреждения
    [many] { $count } предупреждений
   *[other] { $count } предупреждения
 }
import-left-out = { $why } (эта партия пропущена)
import-refused = Этот текст нельзя открыть: { $why }
import-no-games = В этом тексте нет ни одной партии.
