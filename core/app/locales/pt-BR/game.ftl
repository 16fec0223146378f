### What the app says about a game: squares for screen readers, spoken moves, refusals, results, status, draw counters, player and level names.

game-or-list-or = ou
game-color-name-white = Brancas
game-color-name-black = Pretas
game-side-subject-white = as Brancas
game-side-subject-black = as Pretas
game-square-state-empty = vazia
game-spoken-move-then = , depois{" "}
game-spoken-move-takes = salta para
game-spoken-move-to = para
game-spoken-move-crowned = , coroada
game-to-move-white-move = Vez das Brancas
game-to-move-black-move = Vez das Pretas
game-replaying-start-position = Repassando a posição inicial
game-bot-thinking-bot-thinking = o computador está pensando…
game-hint-thinking-looking-for-hint = procurando uma dica…
game-refusal-game-over = A partida terminou.
game-refusal-you-are-looking = Você está vendo um lance anterior: volte à partida para jogar.
game-refusal-nothing-selected = Nada está selecionado.
game-reason-by-agreement = de comum acordo
game-player-name-you = Você
game-pdn-player-player = Jogador
game-pdn-event-casual-game = Partida amistosa
game-mode-two-players = Dois jogadores
game-mode-bot-against-bot = Computador contra computador
game-ending-undone-ending-taken-back = Fim da partida desfeito: o jogo continua.
game-cancelled-selection-cancelled = Seleção cancelada.
game-bot-declines-draw-bot-declines-draw = O computador recusa o empate: o jogo continua.
game-flipped-board-turned-black = Tabuleiro girado: Pretas embaixo.
game-flipped-board-turned-white = Tabuleiro girado: Brancas embaixo.
game-replay-ended-back-game = De volta à partida.
game-title-custom-rules = Regras personalizadas
game-custom-rules-summary = { $base }, { $n ->
    [0] sem mudanças
    [one] { $n } mudança
    [many] { $n } mudanças
   *[other] { $n } mudanças
 }
game-player-strip-thinking = pensando
game-player-strip-move = vez de jogar
game-piece-white-man = pedra branca
game-piece-white-king = dama branca
game-piece-black-man = pedra preta
game-piece-black-king = dama preta
game-square-selected = selecionada
game-square-target = destino possível
game-square-final-destination = destino final
game-square-must-capture = deve tomar
game-square-captured = sendo tomada
game-square-stepped = a tomada passa por aqui
game-square-last-from = último lance saiu daqui
game-square-last-path = último lance passou por aqui
game-square-last-to = último lance chegou aqui
game-square-hint = dica
game-capture-on = Tomada em andamento: { $count ->
    [one] falta { $n } salto
    [many] faltam { $n } saltos
   *[other] faltam { $n } saltos
 }
game-replaying = Repassando o lance { $number } { $move }
game-refusal-bot-to-move = Aguarde: o computador joga com as { $side }.
game-refusal-empty = A casa { $square } está vazia.
game-refusal-not-yours = A peça em { $square } não é sua.
# $count (number): how many pieces can capture.
game-refusal-must-capture = A peça em { $square } não pode se mover: a tomada é obrigatória, e quem deve tomar é { $count ->
    [one] a peça em { $who }
    [many] uma das peças em { $who }
   *[other] uma das peças em { $who }
 }.
game-refusal-blocked = A peça em { $square } não tem nenhum lance possível.
game-refusal-not-a-target = A peça em { $from } não pode ir para { $square }; ela pode ir para { $targets }.
game-refusal-several-end-here = Várias tomadas terminam em { $square }: toque primeiro na próxima casa de parada ({ $via }).
game-rule-name = regra dos { $limit } lances
game-draw-counter = { $rule }: { $left ->
    [one] falta { $left } lance
    [many] faltam { $left } lances
   *[other] faltam { $left } lances
 }
game-reason-no-pieces = { $loser } não têm mais peças
game-reason-no-moves = { $loser } não têm nenhum lance possível
game-reason-resignation = { $loser } abandonaram
game-reason-out-of-time = { $loser } estouraram o tempo
game-reason-repetition = a mesma posição ocorreu { $times } vezes
game-reason-kings-only = { $n } lances de dama sem tomada
game-reason-lone-king-three = { $n } lances de três peças contra uma dama solitária
game-reason-lone-king-two = { $n } lances de duas peças contra uma dama solitária
game-reason-three-kings-vs-king = três damas não tomaram a dama solitária em { $n } lances
game-reason-long-diagonal = uma dama solitária ocupou a grande diagonal por { $n } lances
game-reason-kings-both-sides = { $n } lances com damas dos dois lados e sem progresso
game-reason-no-progress = { $n } lances sem tomada nem lance de pedra
game-result-draw-agreed = Empate { $why }
game-result-draw = Empate: { $why }
game-result-white-wins = As Brancas vencem: { $why }
game-result-black-wins = As Pretas vencem: { $why }
game-level-1 = Iniciante
game-level-2 = Novato
game-level-3 = Amador
game-level-4 = Jogador de clube
game-level-5 = Especialista
game-level-6 = Mestre
game-level-name = nível { $level } ({ $name })
game-player-name-bot = Computador — { $name }
game-pdn-player-bot = Computador nível { $level }
game-mode-against-bot = Contra o computador, { $level }
# $kind: `king` or `man`, the piece selected (for languages that agree with it).
game-selected = { $piece } em { $square } selecionada: ela pode ir para { $targets }.
game-stepped = Em { $square }, a tomada continua para { $targets }{ $crowned ->
    [yes] , já como dama
   *[no] {""}
 }.
game-moved = { $move }.
game-moved-by-bot = O computador joga { $move }.
game-must-capture = { $side } devem tomar com { $who }.
game-undone = Desfeito: { $moves }.
game-redone = Refeito: { $moves }.
game-hint = Dica: { $move } ({ $spoken }).
game-draw-offered = { $by } propõem empate: { $other } podem aceitar ou recusar.
game-draw-declined = { $by } recusam o empate.
game-draw-accept = Aceitar o empate
game-draw-decline = Recusar
game-exported = Partida exportada em PDN ({ $moves } { $moves ->
    [one] lance
    [many] lances
   *[other] lances
 }).
game-pieces-men = { $n } { $n ->
    [one] pedra
    [many] pedras
   *[other] pedras
 }
game-pieces-kings = { $n } { $n ->
    [one] dama
    [many] damas
   *[other] damas
 }
game-pieces-taken = { $n } { $n ->
    [one] capturada
    [many] capturadas
   *[other] capturadas
 }
game-move-count = lance { $number }
game-takeback-asked = { $by } pedem para voltar o último lance.
game-takeback-asked-ending = { $by } pedem para desfazer o fim da partida.
game-takeback-accept = Permitir voltar o lance
game-takeback-decline = Continuar jogando
game-takeback-accepted = { $by } permitem voltar o lance.
game-takeback-declined = { $by } recusam voltar o lance: o jogo continua.
# Move confirmation (a setting): the move held, its two buttons.
game-confirm-move-prompt = Jogar { $move }?
game-confirm-move-cancelled = { $move } cancelado: escolha outro lance.
game-control-confirm-move = Confirmar lance
game-control-cancel-move = Cancelar
# Shown beside Resume while the clock is paused.
game-clock-paused = Relógio pausado
game-clock-spoken = { $side ->
    [white] Relógio das brancas
   *[black] Relógio das pretas
 }: { $time }{ $state ->
    [flagged] , bandeira caída
    [low] , pouco tempo
    [paused] , pausado
    [running] , correndo
   *[other] {""}
 }.

## Board themes and piece sets (the settings screen)
game-look-theme-wood = Madeira
game-look-theme-maple = Bordo
game-look-theme-walnut = Nogueira
game-look-theme-green = Verde
game-look-theme-blue = Azul
game-look-theme-grey = Cinza
game-look-theme-contrast = Alto contraste
game-look-set-relief = Torneadas
game-look-set-ringed = Com anéis
game-look-set-flat = Planas
game-end-white-wins = As Brancas vencem
game-end-black-wins = As Pretas vencem
game-end-draw = Empate
game-end-rematch = Revanche
game-end-analyse = Analisar
game-end-share = Compartilhar
game-end-new-game = Nova partida
game-player-strip-winner = vencedor

## The home screen around the new-game form
game-home-continue = Continuar
game-home-play-bot = Jogar contra o computador
game-home-play-bot-detail = Nível { $level } · { $name }
game-home-play-friend = Jogar com um amigo
game-home-play-friend-detail = Dois jogadores em um aparelho
game-home-variant = Variante
game-home-change-variant = Mudar a variante
game-home-more = Mais
game-home-learn-detail = As regras, cada variante e lições no tabuleiro
game-home-analysis-detail = Explore qualquer posição com o motor
game-home-set-up-detail = Coloque as peças e depois jogue ou analise
game-home-archive-detail = Suas partidas terminadas, para rever ou analisar
game-home-statistics-detail = Seus resultados por variante e adversário
game-home-open-pdn = Abrir um arquivo PDN
game-home-open-pdn-detail = Rever ou analisar as partidas de um arquivo
# The move table and the replay bar under it.
game-move-table-label = Lances
game-move-table-empty = Nenhum lance ainda
game-replay-bar-first = Primeiro lance
game-replay-bar-previous = Lance anterior
game-replay-bar-next = Próximo lance
game-replay-bar-last = Último lance
game-replay-bar-back-to-game = Voltar à partida
