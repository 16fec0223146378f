# A biblioteca: as partidas em andamento da tela inicial, o arquivo das
# partidas terminadas e as estatísticas. $count, $moves, $played… são
# números; $first, $second, $variant, $level, $title, $why são palavras.

library-players = { $first } contra { $second }
library-length = { $moves ->
    [one] { $moves } lance
    [many] { $moves } de lances
   *[other] { $moves } lances
 }
library-outcome-won = Vitória
library-outcome-lost = Derrota
library-outcome-draw = Empate
library-outcome-white-won = Vitória das Brancas
library-outcome-black-won = Vitória das Pretas
library-outcome-unfinished = Não terminada
# $level é "nível 3 (Jogador de clube)".
library-opponent-bot = Computador, { $level }
library-opponent-two-players = Dois jogadores
library-opponent-bots = Computador contra computador
library-filter-all-variants = Todas as variantes
library-filter-all-opponents = Todos os adversários
library-archive-empty = Nenhuma partida terminada ainda.
library-archive-empty-filtered = Nenhuma partida corresponde a estes filtros.
library-archive-count = { $count ->
    [one] { $count } partida
    [many] { $count } de partidas
   *[other] { $count } partidas
 }
# $shown de $count partidas passam pelos filtros.
library-archive-count-filtered = { $shown } de { $count ->
    [one] { $count } partida
    [many] { $count } de partidas
   *[other] { $count } partidas
 }
library-stats-all-levels = { $variant } — todos os níveis
library-stats-level = { $variant } — nível { $level }
library-stats-two-players = { $variant } — dois jogadores, resultados das Brancas
library-stats-group-all-levels = Todos os níveis
library-stats-group-level = Nível { $level }
library-stats-group-two-players = Dois jogadores, resultados das Brancas
library-streak-won = { $count ->
    [one] { $count } vitória
    [many] { $count } de vitórias seguidas
   *[other] { $count } vitórias seguidas
 }
library-streak-lost = { $count ->
    [one] { $count } derrota
    [many] { $count } de derrotas seguidas
   *[other] { $count } derrotas seguidas
 }
library-streak-drawn = { $count ->
    [one] { $count } empate
    [many] { $count } de empates seguidos
   *[other] { $count } empates seguidos
 }
library-stats-spoken = { $title }: jogadas { $played }, vitórias { $won }, empates { $drawn }, derrotas { $lost }; { $streak }
# $entries lista números de entradas ("3, 12"); $count diz quantas.
library-notice-skipped-shelf = { $count ->
    [one] A entrada { $entries } das partidas em andamento estava ilegível e foi ignorada.
    [many] As entradas { $entries } das partidas em andamento estavam ilegíveis e foram ignoradas.
   *[other] As entradas { $entries } das partidas em andamento estavam ilegíveis e foram ignoradas.
 }
library-notice-skipped-archive = { $count ->
    [one] A entrada { $entries } do arquivo estava ilegível e foi ignorada.
    [many] As entradas { $entries } do arquivo estavam ilegíveis e foram ignoradas.
   *[other] As entradas { $entries } do arquivo estavam ilegíveis e foram ignoradas.
 }
library-notice-refused-shelf = A lista de partidas em andamento está ilegível (danificada ou de uma versão mais nova do app); uma nova lista foi começada.
library-notice-refused-archive = O arquivo está ilegível (danificado ou de uma versão mais nova do app); um novo arquivo foi começado.
library-notice-archive-full = { $count ->
    [one] O arquivo guarda as últimas 1.000 partidas; a mais antiga foi removida.
    [many] O arquivo guarda as últimas 1.000 partidas; as { $count } mais antigas foram removidas.
   *[other] O arquivo guarda as últimas 1.000 partidas; as { $count } mais antigas foram removidas.
 }
library-notice-shelf-full = { $count ->
    [one] Só 10 partidas em andamento são guardadas; a mais antiga foi para o arquivo.
    [many] Só 10 partidas em andamento são guardadas; as { $count } mais antigas foram para o arquivo.
   *[other] Só 10 partidas em andamento são guardadas; as { $count } mais antigas foram para o arquivo.
 }
library-notice-legacy-unreadable = A partida salva estava ilegível e não foi mantida: { $why }
library-notice-save-refused = Esta partida não pôde ser guardada: { $why }
library-stats-empty = Ainda não há estatísticas: cada partida terminada conta aqui.

## Documentos guardados à parte: { $why } diz por quê, { $name } é o nome do arquivo guardado.
storage-why-newer = ele foi escrito por uma versão mais nova do app (versão de formato { $version })
storage-why-other-format = não é um documento deste tipo
storage-why-damaged-header = a primeira linha está danificada
storage-why-damaged = ele está danificado
storage-aside-shelf = Não foi possível ler a lista de partidas não terminadas: { $why }. Ela foi guardada sem mudanças como “{ $name }”, e uma nova lista foi começada.
storage-aside-archive = Não foi possível ler o arquivo de partidas: { $why }. Ele foi guardado sem mudanças como “{ $name }”, e um novo arquivo foi começado.
storage-aside-damaged-shelf = Não foi possível ler toda a lista de partidas não terminadas: { $why }. Todas as partidas legíveis foram mantidas, e o arquivo como estava foi guardado como “{ $name }”.
storage-aside-damaged-archive = Não foi possível ler todo o arquivo de partidas: { $why }. Todas as partidas legíveis foram mantidas, e o arquivo como estava foi guardado como “{ $name }”.
storage-aside-save = Não foi possível ler a partida salva: { $why }. Ela foi guardada sem mudanças como “{ $name }”.
storage-aside-record = Não foi possível ler seu histórico de problemas: { $why }. Ele foi guardado sem mudanças como “{ $name }”, e um novo histórico foi começado.
storage-aside-settings = Não foi possível ler as configurações: { $why }. Elas foram guardadas sem mudanças como “{ $name }”, e as configurações padrão valem.
storage-aside-lessons = Não foi possível ler seu progresso nas lições: { $why }. Ele foi guardado sem mudanças como “{ $name }”, e um novo registro foi começado.
library-share-all = { $count ->
    [one] Compartilhar { $count } partida em PDN
    [many] Compartilhar { $count } de partidas em PDN
   *[other] Compartilhar { $count } partidas em PDN
 }
