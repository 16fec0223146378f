# O histórico de problemas do jogador: o painel, o histórico e o modo
# sequência. $n é uma contagem; $percent uma porcentagem inteira; $change
# tem sinal, como +12.

puzzles-record-dashboard-title = Painel
puzzles-record-period-day = Hoje
puzzles-record-period-week = 7 dias
puzzles-record-period-month = 30 dias
puzzles-record-period-all = Desde o início
puzzles-record-period-empty = Nenhum problema jogado neste período.
puzzles-record-card-played = Jogados
puzzles-record-card-solved = Resolvidos
puzzles-record-card-rating = Rating
puzzles-record-solved-value = { $n } ({ $percent }%)
puzzles-record-chart-title = Rating
puzzles-record-chart-description = Rating de { $from } a { $to }, mínimo { $low }, máximo { $high }
puzzles-record-chart-empty = Nenhum problema valendo rating ainda
puzzles-record-strongest-title = Pontos fortes
puzzles-record-weakest-title = A melhorar
puzzles-record-themes-empty = Jogue { $n } problemas de um tema para vê-lo aqui.
puzzles-record-theme-score = { $solved } de { $tried } resolvidos ({ $percent }%)
puzzles-record-replay = { $n ->
    [0] Nada para jogar de novo
    [one] { $n } para jogar de novo
    [many] { $n } para jogar de novo
   *[other] { $n } para jogar de novo
 }
puzzles-record-history-title = Histórico
puzzles-record-history-empty = Nenhum problema jogado ainda.
puzzles-record-day-today = Hoje
puzzles-record-day-yesterday = Ontem
puzzles-record-result-solved = Resolvido
puzzles-record-result-hinted = Resolvido com uma dica
puzzles-record-result-failed = Falhou
# $result é um dos três acima; $themes os temas do problema.
puzzles-record-history-item = { $result }, rating { $rating } ({ $change }): { $themes }
puzzles-record-run-title = Sequência de problemas
puzzles-record-run-current = { $n ->
    [one] Sequência: { $n } problema
    [many] Sequência: { $n } problemas
   *[other] Sequência: { $n } problemas
 }
puzzles-record-run-best = { $n ->
    [one] Melhor sequência: { $n } problema
    [many] Melhor sequência: { $n } problemas
   *[other] Melhor sequência: { $n } problemas
 }
puzzles-record-run-rules = Os problemas ficam mais difíceis, sem relógio. Um lance errado encerra a sequência.
puzzles-record-run-over = { $n ->
    [one] Fim da sequência: { $n } problema resolvido. Seu recorde é { $best }.
    [many] Fim da sequência: { $n } problemas resolvidos. Seu recorde é { $best }.
   *[other] Fim da sequência: { $n } problemas resolvidos. Seu recorde é { $best }.
 }
puzzles-record-run-over-best = { $n ->
    [one] Fim da sequência: { $n } problema resolvido, sua melhor sequência!
    [many] Fim da sequência: { $n } problemas resolvidos, sua melhor sequência!
   *[other] Fim da sequência: { $n } problemas resolvidos, sua melhor sequência!
 }
puzzles-record-run-start = Começar uma sequência
puzzles-record-run-again = Nova sequência
puzzles-record-run-leave = Sair da sequência
