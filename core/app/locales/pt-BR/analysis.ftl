# O tabuleiro de análise e a revisão da partida: avaliações em palavras, tipos de lance.
# $side é `white` ou `black`; $n conta pedras ou lances.

analysis-label-database = { $side ->
    [white] Vitória das Brancas
   *[black] Vitória das Pretas
 } (base de finais)
analysis-label-database-draw = Empate (base de finais)
analysis-said-equal = A posição está praticamente igual.
analysis-said-slightly-better = { $side ->
    [white] As Brancas
   *[black] As Pretas
 } estão um pouco melhor.
analysis-said-better = { $side ->
    [white] As Brancas
   *[black] As Pretas
 } têm cerca de { $n ->
    [1] uma pedra
    [one] { $n } pedra
    [many] { $n } pedras
   *[other] { $n } pedras
 } de vantagem.
analysis-said-winning = { $side ->
    [white] As Brancas
   *[black] As Pretas
 } estão ganhando.
analysis-said-forced-win = { $side ->
    [white] As Brancas
   *[black] As Pretas
 } ganham à força em { $n ->
    [one] { $n } lance
    [many] { $n } lances
   *[other] { $n } lances
 }.
analysis-said-database-win = Segundo a base de finais, { $side ->
    [white] as Brancas
   *[black] as Pretas
 } ganham.
analysis-said-database-draw = Segundo a base de finais, a posição é de empate.
analysis-said-best = Melhor sequência: { $line }.
analysis-said-then = , depois{" "}
analysis-class-best = Melhor lance
analysis-class-good = Bom lance
analysis-class-inaccuracy = Imprecisão
analysis-class-mistake = Erro
analysis-class-blunder = Erro grave
analysis-class-missed-win = Vitória perdida
analysis-class-forced = Lance forçado
analysis-editor-eraser = Borracha
analysis-editor-spoken = { $to_move } As brancas têm { $white ->
    [one] { $white } peça
    [many] { $white } peças
   *[other] { $white } peças
 }, as pretas { $black ->
    [one] { $black } peça
    [many] { $black } peças
   *[other] { $black } peças
 }.
analysis-editor-no-piece = { $side ->
    [white] As brancas não têm
   *[black] As pretas não têm
 } nenhuma peça: uma partida precisa de ao menos uma peça de cada lado.
analysis-editor-no-move = { $side ->
    [white] As brancas jogam
   *[black] As pretas jogam
 } e não têm lance: a partida acabaria antes de começar.

## The analysis board's controls and what it says.

analysis-control-first = Início
analysis-control-back = Voltar
analysis-control-forward = Avançar
analysis-control-last = Fim
analysis-control-flip = Girar o tabuleiro
analysis-control-engine = Motor
analysis-control-deeper = Pensar mais fundo
analysis-control-promote = Promover a variante
analysis-control-delete = Apagar daqui em diante
analysis-said-start = Posição inicial.
analysis-said-promoted = Variante promovida.
analysis-said-deleted = Lances apagados.

## The position editor's controls and what it says. $piece is a piece's name ("White man").

analysis-editor-control-clear = Limpar o tabuleiro
analysis-editor-control-start = Posição inicial
analysis-editor-control-analyse = Analisar
analysis-editor-control-play = Jogar
analysis-editor-placed = { $piece } em { $square }.
analysis-editor-emptied = Casa { $square } esvaziada.
analysis-editor-control-copy-fen = Copiar FEN
analysis-editor-control-paste-fen = Colar FEN
analysis-editor-variant = Variante
analysis-editor-palette-white = Peças brancas
analysis-editor-palette-black = Peças pretas
analysis-editor-control-play-bot = Jogar contra o computador
analysis-editor-control-play-friend = Dois jogadores
