# O treinador de problemas e `draughts puzzles`. $side é `white` ou
# `black`; $move, $reply, $moves e $line são lances na notação.

puzzles-prompt = { $side ->
    [white] As brancas
   *[black] As pretas
 } jogam e ganham.
puzzles-none = Não há problemas para esta variante.
puzzles-right = Certo: { $move }.
puzzles-reply = { $side ->
    [white] As brancas
   *[black] As pretas
 } respondem { $moves }.
# $change tem sinal, como +12 ou -8.
puzzles-solved = Resolvido! Sua pontuação em problemas é { $rating } ({ $change }).
puzzles-also-wins = { $move } também ganha: resolvido. O problema foi marcado para revisão.
puzzles-wrong = { $move } não ganha. Tente de novo ou mostre a solução.
puzzles-wrong-refuted = { $move } não ganha: { $side ->
    [white] as brancas
   *[black] as pretas
 } respondem { $reply }. Tente de novo ou mostre a solução.
puzzles-hint = Dica: mova a peça da casa { $square }.
puzzles-solution = Solução: { $line }.
puzzles-rating = Pontuação em problemas { $rating }
puzzles-rating-provisional = Pontuação em problemas { $rating } (provisória)
puzzles-streak = { $n ->
    [one] Sequência: { $n } problema
    [many] Sequência: { $n } de problemas
   *[other] Sequência: { $n } problemas
 }

## Temas: o motivo que uma solução mostra.

puzzles-theme-shot = Golpe
puzzles-theme-sacrifice = Sacrifício
puzzles-theme-multi-capture = Captura múltipla
puzzles-theme-breakthrough = Ruptura
puzzles-theme-king-capture = Captura de dama
puzzles-theme-send-to-king = Entrega de dama
puzzles-theme-promotion-in-capture = Dama durante a captura
puzzles-theme-endgame = Final
puzzles-theme-opposition = Oposição
puzzles-theme-database = Base de finais
puzzles-theme-blockade = Bloqueio
puzzles-theme-capture-choice = Escolha da captura
puzzles-theme-quiet-move = Lance tranquilo

# O progresso de um tema: $theme o nome, $solved de $tried problemas resolvidos de primeira.
puzzles-theme-progress = { $theme }: { $solved } de { $tried } resolvidos de primeira

## Um registro de problemas salvo que não pode ser lido.

puzzles-error-invalid = o registro de problemas está danificado: { $why }
puzzles-error-format = não é um registro de problemas (formato `{ $why }`)
puzzles-error-future-version = o registro de problemas tem a versão { $found }, mais nova do que este app entende ({ $supported }); atualize o app

## `draughts puzzles`: a lista, e `draughts puzzles verify`.

# $n: o número do problema na lista; $rating: sua pontuação.
puzzles-cli-heading = Problema { $n } · pontuação { $rating } · vez { $side ->
    [white] das brancas
   *[black] das pretas
 }
puzzles-cli-solution = Solução: { $line }
puzzles-cli-themes = Temas: { $themes }
puzzles-cli-no-themes = Temas: nenhum
# $count: quantos problemas foram provados; $seconds: o tempo gasto.
puzzles-cli-verify-ok = { $variant }: { $count ->
    [one] { $count } problema provado
    [many] { $count } de problemas provados
   *[other] { $count } problemas provados
 } ({ $seconds } s).
puzzles-cli-verify-failed = { $variant }: o problema { $n } ({ $fen }) falha na prova no meio-lance { $ply }: { $why }
puzzles-cli-verify-summary = { $failed ->
    [0] Todos os problemas estão provados.
    [one] { $failed } problema falhou na prova.
    [many] { $failed } de problemas falharam na prova.
   *[other] { $failed } problemas falharam na prova.
 }

## Por que um problema falha na prova.

puzzles-reason-not-a-decision = o primeiro lance não é uma escolha
puzzles-reason-no-win = o lance da solução não ganha
puzzles-reason-two-wins = outro lance também ganha
puzzles-reason-small-margin = o lance da solução não é claramente melhor que o seguinte
puzzles-reason-not-banked = a linha não termina com o ganho no tabuleiro
puzzles-reason-defender-escapes = o adversário tem uma captura que escapa
puzzles-reason-database = as bases de finais discordam
puzzles-reason-illegal = um lance da linha não é legal
puzzles-reason-trivial = o lance é fácil demais de achar

## The puzzle screen: its controls, and why the board refuses a tap.

puzzles-control-hint = Dica
puzzles-control-solution = Mostrar a solução
puzzles-control-next = Próximo problema
puzzles-refusal-no-puzzle = Nenhum problema para resolver agora: escolha o próximo.
puzzles-refusal-judging = Aguarde: seu lance está sendo verificado.
# $move: the move being checked.
puzzles-judging = Verificando { $move }…

## A sessão: a mudança da pontuação, os problemas jogados, os temas escolhidos.

puzzles-title = Problemas
puzzles-replay = Problema repetido: sem pontuação.
puzzles-rating-change = { $before } → { $after } ({ $change })
puzzles-sitting-title = Esta sessão
puzzles-sitting-chip = { $result ->
    [solved] Problema { $n }: resolvido, { $change }
    [hinted] Problema { $n }: resolvido com dica, { $change }
   *[failed] Problema { $n }: errado, { $change }
 }
puzzles-control-themes = Temas
puzzles-themes-title = Temas
puzzles-themes-all = Todos os temas
puzzles-theme-count = { $count ->
    [one] { $count } problema
    [many] { $count } de problemas
   *[other] { $count } problemas
 }
puzzles-theme-untried = Ainda não tentado
puzzles-theme-solved = { $solved } de { $tried } resolvidos de primeira
puzzles-difficulty-title = Dificuldade
puzzles-difficulty-easier = Mais fácil
puzzles-difficulty-normal = Normal
puzzles-difficulty-harder = Mais difícil

## Uma linha sobre cada tema.

puzzles-about-shot = Entregue uma peça e depois capture duas ou mais.
puzzles-about-sacrifice = O primeiro lance entrega material.
puzzles-about-multi-capture = Uma só captura leva três peças ou mais.
puzzles-about-breakthrough = Uma pedra rompe até a linha de coroação.
puzzles-about-king-capture = Capture a dama do adversário.
puzzles-about-send-to-king = Deixe o adversário fazer dama e capture a nova dama.
puzzles-about-promotion-in-capture = Uma pedra coroada durante a captura continua capturando como dama.
puzzles-about-endgame = Poucas peças: a técnica decide.
puzzles-about-opposition = Ganhe um final de pedras com um lance de tempo.
puzzles-about-database = Chegue a uma posição que as bases de finais dão como ganha.
puzzles-about-blockade = Deixe o adversário sem lance.
puzzles-about-capture-choice = Várias capturas: encontre a que ganha.
puzzles-about-quiet-move = Um lance tranquilo que não entrega nada.
