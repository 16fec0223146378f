# The game review's controls and summary, and learning from one's mistakes.
# $side is `white` or `black`; $move a move with its number ("12. 32-28").

review-control-fast = Análise rápida
review-control-deep = Análise profunda
review-control-cancel = Parar a análise
review-control-resume = Retomar a análise
review-control-better = Mostrar o lance melhor
review-control-learn-white = Aprender com os erros das Brancas
review-control-learn-black = Aprender com os erros das Pretas
review-summary = { $side ->
    [white] Brancas
   *[black] Pretas
 }: { $accuracy ->
    [none] nenhum lance avaliado
   *[other] precisão { $accuracy }%
 }, { $inaccuracies ->
    [one] 1 imprecisão
    [many] { $inaccuracies } imprecisões
   *[other] { $inaccuracies } imprecisões
 }, { $mistakes ->
    [one] 1 erro
    [many] { $mistakes } erros
   *[other] { $mistakes } erros
 }, { $blunders ->
    [one] 1 capivarada
    [many] { $blunders } capivaradas
   *[other] { $blunders } capivaradas
 }, { $missed ->
    [one] 1 vitória perdida
    [many] { $missed } vitórias perdidas
   *[other] { $missed } vitórias perdidas
 }.
learn-title = Aprenda com seus erros ({ $n }/{ $total })
learn-prompt = { $move } foi jogado: encontre um lance melhor para as { $side ->
    [white] Brancas
   *[black] Pretas
 }.
learn-none = As { $side ->
    [white] Brancas
   *[black] Pretas
 } não cometeram nenhum erro nesta partida.
learn-done = Esse foi o último erro.
learn-found = Bom lance: { $move } é a escolha do motor.
learn-wrong = { $move } não é melhor: tente de novo.
learn-solution = O melhor era { $move }.
learn-control-next = Próximo erro
learn-control-solution = Ver a solução
learn-control-stop = Voltar à análise
