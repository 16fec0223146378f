# A tela de importação de PDN: um texto colado ou um arquivo, suas partidas
# em lista, a busca, os avisos da leitura e uma recusa.

import-title = Importar PDN
import-games = { $count ->
    [one] { $count } partida
    [many] { $count } de partidas
   *[other] { $count } partidas
 }
import-text-hint = Cole aqui o texto PDN
import-paste = Colar
import-open-file = Abrir um arquivo
import-search-hint = Buscar jogadores, evento, data
import-no-match = Nenhuma partida corresponde a “{ $query }”
import-players = { $white } – { $black }
# $number: a posição da partida no arquivo, a partir de 1. $details: o evento e a data, talvez vazios.
import-row-spoken = Partida { $number }: { $players }, { $result }, { $variant }. { $details }
import-warnings = { $count ->
    [one] { $count } aviso
    [many] { $count } de avisos
   *[other] { $count } avisos
 }
import-left-out = { $why } (esta partida fica de fora)
import-refused = Este texto não pode ser aberto: { $why }
import-no-games = Este texto não contém nenhuma partida.
