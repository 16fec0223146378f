# Problemas tirados das partidas do jogador, o enunciado de um problema, o
# fim de um problema resolvido, e o caminho de uma lição aos problemas.
# $side é `white` ou `black`.

## O enunciado: o que a solução ganha

puzzles-task-men = { $side ->
    [white] As brancas
   *[black] As pretas
 } jogam e ganham { $count ->
    [1] uma pedra
    [2] duas pedras
    [3] três pedras
    [4] quatro pedras
   *[other] { $count } pedras
 }.
puzzles-task-pieces = { $side ->
    [white] As brancas
   *[black] As pretas
 } jogam e ganham { $count ->
    [1] uma peça
    [2] duas peças
    [3] três peças
    [4] quatro peças
   *[other] { $count } peças
 }.

## O fim de um problema resolvido

puzzles-solved-unchanged = Resolvido! Sua pontuação em problemas continua { $rating }.
puzzles-solved-hinted = Resolvido com uma dica: sem pontuação. Sua pontuação em problemas continua { $rating }.
puzzles-solved-after-wrong = Resolvido, depois de um lance errado que já contou: sua pontuação em problemas é { $rating }.
puzzles-solved-replay = Resolvido. Uma repetição não conta pontos.

## "Das minhas partidas" na lista de temas

puzzles-mine-name = Das minhas partidas
puzzles-mine-about = Posições das suas partidas analisadas em que um lance melhor ganhava.
puzzles-mine-empty = Analise uma partida: os erros que perdem uma vitória vêm para cá.
puzzles-variant-title = Variante
puzzles-mine-progress = { $done } de { $total } resolvidos duas vezes
puzzles-mine-source = Da sua partida { $game }
puzzles-mine-source-unnamed = De uma das suas partidas, encontrada em { $date }

## Depois de uma análise

review-personal-searching = Procurando problemas nesta partida… ({ $done }/{ $total })
review-personal-added = { $count ->
    [0] Nenhuma posição desta partida foi adicionada aos seus problemas.
    [one] Uma posição desta partida foi adicionada aos seus problemas.
    [many] { $count } de posições desta partida foram adicionadas aos seus problemas.
   *[other] { $count } posições desta partida foram adicionadas aos seus problemas.
 }

## O fim do tutorial e de uma lição

lesson-practice = Pôr em prática
