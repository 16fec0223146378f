### The errors a player may see: moves, game actions, positions (FEN), saves and the PDN export.

errors-move-syntax = não é um lance: `{ $text }` ({ $why })
errors-move-illegal = não permitido aqui: `{ $text }` ({ $why })
errors-move-ambiguous = ambíguo: `{ $text }` pode ser { $candidates }
# Why a text is not a move, put into errors-move-syntax.
errors-move-why-empty = texto vazio
errors-move-why-mixed-separators = mistura `-` com um separador de tomada
errors-move-why-no-squares = eram esperadas casas, como 32-28, 19x30 ou c3-d4
errors-move-why-too-few-squares = um lance precisa de pelo menos duas casas
errors-move-why-intermediate-not-capture = só uma tomada pode indicar casas intermediárias
errors-move-why-missing-square = falta uma casa
errors-move-why-not-a-square = `{ $text }` não é uma casa
errors-move-why-not-a-playing-square = `{ $text }` não é uma casa de jogo deste tabuleiro
# Why a move is not legal here, put into errors-move-illegal.
errors-move-why-square-empty = a casa { $square } está vazia
errors-move-why-not-yours = a peça em { $square } não é sua
errors-move-why-must-capture = a tomada é obrigatória, e quem deve tomar é { $count ->
    [one] a peça em { $capturers }
    [many] uma das peças em { $capturers }
   *[other] uma das peças em { $capturers }
 }
errors-move-why-cannot-move = a peça em { $square } não tem nenhum lance possível
errors-move-why-legal-from = { $count ->
    [one] o único lance possível a partir de { $square } é { $moves }
    [many] lances possíveis a partir de { $square }: { $moves }
   *[other] lances possíveis a partir de { $square }: { $moves }
 }
errors-move-why-not-a-legal-capture = os saltos não formam uma tomada válida
errors-move-why-not-legal-here = não é um lance válido nesta posição
errors-move-why-list-or = {" ou "}
# $outcome: `white`, `black` or `draw`.
errors-game-over = a partida terminou: { $outcome ->
    [white] vitória das Brancas
    [black] vitória das Pretas
   *[draw] empate
 }
errors-game-no-draw-offer = não há proposta de empate para responder
errors-game-own-draw-offer = as { $side } não podem responder à própria proposta de empate
errors-action-no-person = nenhuma pessoa joga nesta partida
errors-action-bot-to-move = é a vez do computador
errors-action-no-takeback = nenhum pedido para voltar o lance espera resposta
errors-action-offer-pending = já há uma proposta de empate esperando resposta
# $plies: the number of plies asked for.
errors-action-past-the-end = o lance { $plies } está além do fim da lista de lances
errors-setup-twice = a casa { $square } tem duas peças
errors-setup-too-many = as { $side } têm { $count } peças; estas regras permitem no máximo { $max }
errors-setup-man-on-promotion-row = uma pedra das { $side } está na casa { $square }, na sua própria fileira de coroação: ela já seria uma dama
errors-fen-empty = o FEN está vazio
errors-fen-turn = FEN, coluna { $col }: a vez deve ser `W`, `B` ou `?`, mas foi encontrado `{ $found }`
errors-fen-section = FEN, coluna { $col }: uma seção deve começar com `W` ou `B`, mas foi encontrado `{ $found }`
errors-fen-empty-section = FEN, coluna { $col }: seção vazia: uma lista de peças deve começar pela sua cor, `W` ou `B` (`W:W31-50:B1-20`)
errors-fen-missing-square = FEN, coluna { $col }: falta uma casa (duas vírgulas seguidas, ou uma vírgula numa ponta da lista)
errors-fen-section-twice = FEN, coluna { $col }: as peças das { $side } aparecem duas vezes
errors-fen-bad-square = FEN, coluna { $col }: `{ $text }` não é uma casa
errors-fen-out-of-range = FEN, coluna { $col }: a casa `{ $text }` está fora deste tabuleiro (1-{ $max }, ou a coordenada de uma casa de jogo)
errors-fen-bad-range = FEN, coluna { $col }: o intervalo `{ $text }` está vazio ou invertido
errors-fen-garbage = FEN, coluna { $col }: texto inesperado `{ $text }`
errors-fen-illegal = FEN: { $why }
errors-save-not-json = o jogo salvo não é um JSON válido (truncado ou danificado): { $why }
errors-save-format = não é um jogo de damas salvo (formato `{ $why }`)
errors-save-future-version = o jogo salvo está na versão { $found }, mais nova do que este app entende ({ $supported }); atualize o app
errors-save-invalid = o jogo salvo está danificado: { $why }
errors-save-checksum = o jogo salvo foi modificado ou danificado (a soma de verificação não confere)
errors-save-rules = as regras do jogo salvo são inválidas: { $why }
errors-save-start = a posição inicial do jogo salvo é inválida: { $why }
errors-save-player = o jogador do jogo salvo é inválido: { $why }
errors-save-replay = o lance { $ply } do jogo salvo, `{ $text }`, não pode ser reproduzido: { $why }
errors-pdn-context-date = data `{ $date }`: era esperada uma data ISO 8601, como 2026-12-01
errors-pdn-at = partida { $game }, linha { $line }: { $what }
errors-pdn-unknown-game-type = GameType `{ $text }` desconhecido (suportados: 20 internacional, 21 inglesa, 22 italiana, 24 espanhola, 25 russa, 26 brasileira, 29 tcheca)
errors-pdn-bad-tag = etiqueta ilegível: { $text }
errors-pdn-bad-rules = etiqueta Rules ilegível: { $text }
errors-pdn-bad-fen = etiqueta FEN ilegível: { $text }
errors-pdn-move = lance { $number }: { $why }
errors-pdn-after-end = lance { $number } `{ $text }`: a partida já terminou ({ $result })
errors-pdn-unexpected = texto inesperado `{ $text }`
errors-pdn-unterminated = { $what ->
    [comment] comentário `{"{"}` nunca fechado
    [variation] variante `(` nunca fechada
   *[tag] valor de etiqueta nunca fechado
 }
errors-pdn-unfinished-capture = lance { $number }: uma tomada anotada salto a salto para no meio de um lance: `{ $text }`
errors-pdn-strict = { $warning } (recusado na leitura estrita)
errors-pdn-io = não foi possível ler: { $why }
errors-pdn-latin1 = não é UTF-8: a linha foi lida como Latin-1
errors-pdn-move-number = o número `{ $found }` não corresponde ao lance: é o lance { $expected }
errors-pdn-played-on = lance { $number }: a partida continua depois de ter terminado no meio-lance { $ply } ({ $ended }); reproduzida como anotada
errors-pdn-unknown-move = lance { $number }: lance desconhecido `{ $text }`: a partida é mantida até aqui ({ $plies } { $plies ->
    [one] meio-lance
    [many] meios-lances
   *[other] meios-lances
 })
errors-pdn-stray-close = `)` não fecha nenhuma variante: ignorado
errors-pdn-no-terminator = a partida não tem terminação (`*` ou um resultado)
errors-pdn-inferred-variant = sem a etiqueta GameType: lida como { $variant }, a variante indicada pelas casas e pela notação e na qual todo lance é válido
errors-pdn-ambiguous-capture = lance { $number }: `{ $text }` serve a capturas que tomam peças diferentes; lido como `{ $chosen }`, a única depois da qual a partida continua de forma válida
errors-pdn-man-read-as-king = FEN: a pedra da casa { $square } já está na fileira onde vira dama: lida como dama
errors-pdn-empty-fen = a etiqueta FEN não põe nenhuma peça: a partida começa da posição inicial
errors-pdn-result-mismatch = os lances terminam com `{ $terminator }` mas a etiqueta Result diz `{ $tag }`: vale a etiqueta
errors-pdn-lone-dot = um `.` sozinho entre os lances: ignorado
errors-rules-start-rows = fileiras de pedras pedidas: { $rows }; num tabuleiro { $side }×{ $side } cabem de 1 a { $max }
errors-rules-numbering = { $numbering ->
    [italian] a numeração italiana exige um tabuleiro { $side }×{ $side } cuja casa de canto a1 seja clara
    [spanish] a numeração espanhola exige um tabuleiro { $side }×{ $side } cuja casa de canto a1 seja clara
   *[other] a numeração a partir do canto superior esquerdo exige um tabuleiro { $side }×{ $side } cuja casa de canto a1 seja escura, jogável
 }
errors-rules-separator = `{ $separator }` não pode separar as casas de uma tomada: use `x` ou `:`
errors-rules-repetition = uma posição repetida pode dar empate na sua 2ª até 9ª ocorrência, não na { $count }ª
errors-rules-draw = { $rule ->
    [no-progress] o empate sem progresso exige pelo menos 1 lance
    [fmjd] cada contador da regra de empate da FMJD exige pelo menos 1 lance
   *[board] as regras de empate russa e FMJD-64 foram feitas para o tabuleiro 8×8
 }
errors-rules-precedence-without-compulsion = a prioridade de tomada “{ $precedence }” exige tomada obrigatória: se tomar for opcional, um jogador sempre poderia evitá-la
errors-clock-empty = esperado BASE+INC, como 5, 3+2 ou 1:30+5
errors-clock-base = tempo base { $text }: esperados minutos (5) ou minutos:segundos (1:30)
errors-clock-extra = incremento { $text }: esperados segundos inteiros, como 2
errors-clock-zero-base = o tempo base deve ser maior que zero
errors-clock-base-too-long = o tempo base deve ser de no máximo 600 minutos
errors-clock-extra-too-long = o incremento deve ser de no máximo 600 segundos
errors-clock-no-kind = um relógio sem tipo não tem tempos
