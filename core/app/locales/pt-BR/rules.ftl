### The rules pages: variant names, rule sentences, table cells, the variant pages and the custom rules page.

rules-variant-name-international-draughts = Damas internacionais
rules-variant-name-english-draughts = Damas inglesas
rules-variant-name-russian-draughts = Damas russas
rules-variant-name-brazilian-draughts = Damas brasileiras
rules-variant-name-spanish-draughts = Damas espanholas
rules-variant-name-italian-draughts = Damas italianas
rules-variant-name-czech-draughts = Damas tchecas
rules-variant-short-name-international = Internacional
rules-variant-short-name-english = Inglesa
rules-variant-short-name-russian = Russa
rules-variant-short-name-brazilian = Brasileira
rules-variant-short-name-spanish = Espanhola
rules-variant-short-name-italian = Italiana
rules-variant-short-name-czech = Tcheca
rules-variant-tagline-10-10-championship = O jogo de campeonato no 10×10: damas de longo alcance, e é obrigatório tomar o maior número de peças.
rules-variant-tagline-checkers-men-capture = O *checkers*: as pedras só tomam para a frente, as damas andam uma casa, as Pretas começam.
rules-variant-tagline-any-capture-you = Tomada à sua escolha, damas de longo alcance, e a pedra coroada no meio de uma tomada continua como dama.
rules-variant-tagline-international-rules-8 = As regras internacionais num tabuleiro 8×8.
rules-variant-tagline-flying-kings-take = Damas de longo alcance; tome o maior número de peças e, depois, o maior número de damas.
rules-variant-tagline-men-may-never = As pedras nunca podem tomar damas, e regras rígidas definem qual tomada vem primeiro.
rules-variant-tagline-flying-kings-when = Damas de longo alcance e, quando uma dama pode tomar, é a dama que deve tomar.
rules-variants-where-and = {" "}e{" "}
rules-side-name-white = Brancas
rules-side-name-black = Pretas
rules-yes-no-yes = Sim
rules-yes-no-no = Não
rules-first-cell-white = Brancas
rules-first-cell-black = Pretas
rules-kings-cell-flying = Longo alcance
rules-kings-cell-one-square = Uma casa
rules-precedence-cell-capture-optional = Tomada opcional
rules-precedence-cell-free-choice = Livre escolha
rules-precedence-cell-most-pieces = Mais peças
rules-precedence-cell-most-pieces-then = Mais peças, depois mais damas
rules-precedence-cell-pieces-capturing-king = Peças, tomar com dama, damas tomadas, dama mais cedo
rules-precedence-cell-king-first = Dama primeiro
rules-promotion-cell-king-keeps-capturing = Dama, continua tomando
rules-promotion-cell-king-only-if = Dama só se parar ali
rules-promotion-cell-king-move-ends = Dama, o lance termina
rules-draw-cell-king-moves = { $king_moves } lances de dama
rules-draw-cell-15-or-25 = 15 ou 25 lances de dama (regras de 2022)
rules-draw-cell-15-king-moves = 15 lances de dama
rules-draw-cell-moves-without-progress = { $moves } lances sem progresso
rules-comparison-table-rule = Regra
rules-comparison-table-board = Tabuleiro
rules-comparison-table-men-per-side = Pedras por lado
rules-comparison-table-moves-first = Quem começa
rules-comparison-table-compulsory-capture = Tomada obrigatória
rules-comparison-table-capture-priority = Prioridade de tomada
rules-comparison-table-men-capture-backwards = Pedras tomam para trás
rules-comparison-table-men-may-take = Pedras podem tomar damas
rules-comparison-table-kings = Damas
rules-comparison-table-promotion-during-capture = Promoção durante a tomada
rules-comparison-table-draw-by-repetition = Empate por repetição
rules-comparison-table-times = { $repetition } vezes
rules-comparison-table-no-progress-draw = Empate sem progresso
rules-rule-sentences-each-players-bottom = o canto inferior esquerdo de cada jogador é uma casa escura
rules-rule-sentences-each-players-bottom-2 = o canto inferior esquerdo de cada jogador é uma casa clara: o tabuleiro está girado um quarto de volta em relação ao das damas internacionais
rules-rule-sentences-board-dark-squares = Tabuleiro **{ $side }×{ $side }**, { $squares } casas escuras em jogo; { $corner }.
rules-rule-sentences-men-side-set = **{ $men } pedras** por lado, dispostas nas { $rows } fileiras mais próximas de cada jogador.
rules-rule-sentences-makes-first-move = As **{ $first }** fazem o primeiro lance.
rules-rule-sentences-man-moves-one = A pedra anda uma casa na diagonal, só para a frente, para uma casa vazia.
rules-rule-sentences-men-capture-both = As pedras tomam **para a frente e para trás**.
rules-rule-sentences-men-capture-forwards = As pedras tomam **só para a frente**.
rules-rule-sentences-man-may-not = A pedra **não pode tomar uma dama**: só uma dama pode tomar uma dama.
rules-rule-sentences-capturing-compulsory-whenever = A tomada é **obrigatória**: sempre que puder tomar, você deve tomar.
rules-rule-sentences-capturing-optional-under = A tomada é **opcional** nestas regras: você pode fazer outro lance em vez dela.
rules-rule-sentences-among-several-possible = Entre várias tomadas possíveis, **a escolha é sua**, mesmo que seja a menor.
rules-rule-sentences-majority-capture-you = **Lei da Maioria**: você deve fazer a tomada que leva mais peças, e a dama conta como uma peça; entre tomadas iguais, você escolhe.
rules-rule-sentences-majority-capture-first = **Lei da Maioria**: primeiro o maior número de peças; depois, entre quantidades iguais, o maior número de damas; fora isso, você escolhe.
rules-rule-sentences-capture-priorities-order = Prioridades de tomada, em ordem: o maior número de peças; depois, tomar com dama em vez de pedra; depois, o maior número de damas tomadas; depois, a tomada que encontra uma dama mais cedo; fora isso, você escolhe.
rules-rule-sentences-if-king-can = **Se uma dama pode tomar, uma dama deve tomar**; caso contrário, você escolhe qualquer tomada.
rules-rule-sentences-multi-capture-cannot = Uma tomada em cadeia não pode ser interrompida: a mesma peça continua saltando **enquanto puder tomar**.
rules-rule-sentences-jumped-pieces-are = As peças saltadas só são retiradas **quando a tomada em cadeia termina**: até lá, elas bloqueiam o caminho e não podem ser saltadas uma segunda vez (o golpe turco).
rules-rule-sentences-each-jumped-piece = Cada peça saltada é retirada **na hora**: depois, uma dama pode passar pela casa dela.
rules-rule-sentences-kings-fly-they = As damas são **de longo alcance**: percorrem qualquer diagonal livre, tomam à distância e param em qualquer casa vazia depois da peça tomada, mas numa que permita continuar a tomada em cadeia, se houver uma.
rules-rule-sentences-kings-move-one = As damas andam **uma casa** só, mas nas quatro direções, e tomam como a pedra, para a frente ou para trás.
rules-rule-sentences-man-whose-move = A pedra cujo lance termina na última fileira é promovida a **dama**.
rules-rule-sentences-man-that-reaches = A pedra que chega à última fileira **durante uma tomada em cadeia** é coroada na hora e, se ainda puder tomar, **continua tomando como dama**.
rules-rule-sentences-man-that-only = A pedra que apenas **passa pela** última fileira durante uma tomada em cadeia **não é coroada**: continua tomando como pedra.
rules-rule-sentences-man-that-reaches-2 = A pedra que chega à última fileira ao tomar é coroada e **o lance termina ali**, mesmo que a nova dama pudesse tomar mais.
rules-rule-sentences-notation-dark-squares = Notação: as casas escuras são numeradas de 1 a { $squares } a partir do canto superior esquerdo, do ponto de vista das Brancas; um hífen para um lance, “{ $sep }” para uma tomada.
rules-rule-sentences-notation-squares-are = Notação: as casas são numeradas de 1 a { $squares } a partir de a8, no canto superior esquerdo do ponto de vista das Brancas; um hífen para um lance, “{ $sep }” para uma tomada.
rules-rule-sentences-notation-squares-are-2 = Notação: as casas são numeradas de 1 a { $squares } a partir do canto inferior direito das Brancas, da direita para a esquerda e de baixo para cima; um hífen para um lance, “{ $sep }” para uma tomada.
rules-rule-sentences-notation-each-square = Notação: cada casa tem uma letra e um número, de a1 (canto inferior esquerdo das Brancas) até { $last_square }; um lance se escreve c3-d4, uma tomada c3{ $sep }e5.
rules-rule-sentences-player-with-no = O jogador que não tem mais peças, ou nenhum lance permitido na sua vez, **perde**.
rules-rule-sentences-draw-when-same = Empate quando a mesma posição ocorre pela **{ $n } vez**, com a vez do mesmo jogador.
rules-draw-sentences-draw-after-moves = Empate após **{ $moves } lances de cada lado** sem tomada e sem lance de pedra.
rules-draw-sentences-draw-after-moves-2 = Empate após **{ $king_moves } lances de cada lado** em que só as damas se moveram e nada foi tomado.
rules-draw-sentences-against-lone-king = Contra uma dama solitária, o lado com três peças, entre elas uma dama, deve vencer em **{ $three_pieces } lances** de cada lado; com duas peças ou menos, em **{ $two_pieces } lances**.
rules-draw-sentences-three-or-more = Três damas ou mais contra uma dama solitária: a dama solitária deve ser tomada até o **15º lance** do lado mais forte; se a dama solitária ocupa a grande diagonal a1-h8, três peças têm só **5 lances**.
rules-draw-sentences-kings-both-sides = Damas dos dois lados, sem tomada e sem promoção: empate após **5, 30 ou 60 lances** de cada lado com 2-3, 4-5 ou 6-7 peças no tabuleiro.
rules-draw-sentences-only-kings-move = Só as damas se movem e nada é tomado: empate após **15 lances** de cada lado com 4-5 peças, **25** com 6-7. Com 8 peças ou mais, nenhuma das duas contagens se aplica.
rules-draw-sentences-draw-after-15 = Empate após **15 lances** de cada lado em que só as damas se moveram e nada foi tomado.
rules-draw-sentences-three-or-more-2 = Três damas ou mais contra uma dama solitária: empate, a menos que o lado mais forte a tome até o seu **15º lance**; três peças contra uma dama solitária na grande diagonal, ou duas peças ou menos contra uma dama: **5 lances**.
rules-draw-sentences-kings-both-sides-2 = Damas dos dois lados, sem tomada e sem promoção: empate após **30 lances** com 4-5 peças, **60** com 6-7.
rules-custom-rules-page-rules = Regras: { $variant_name }
rules-custom-rules-page-custom-rules = Regras personalizadas
rules-custom-rules-page-start = A posição inicial
rules-custom-rules-page-rules-action = As regras na prática
rules-custom-rules-page-all-rules = Todas as regras
rules-knob-rows-yes = sim
rules-knob-rows-no = não
rules-knob-rows-a1-playing-square = a1 é uma casa de jogo
rules-knob-rows-rows-men = Fileiras de pedras
rules-knob-rows-removal-captured-pieces = Retirada das peças tomadas
rules-knob-rows-when-multi-capture = quando a tomada em cadeia termina
rules-knob-rows-at-once = na hora
rules-knob-rows-notation = Notação
rules-knob-rows-numbers-from-top = números a partir do canto superior esquerdo
rules-knob-rows-italian-numbers-from = números italianos (a partir de a8)
rules-knob-rows-spanish-numbers-from = números espanhóis (a partir de h1)
rules-knob-rows-coordinates-a1-h8 = coordenadas a1-h8
rules-knob-rows-capture-sign = Sinal de tomada
rules-knob-table-these-rules = Estas regras
rules-differences-instead = { $label }: **{ $mine }** (em vez de { $theirs })
rules-start-diagram-start-men-side = A posição inicial: { $men_per_side } pedras por lado num tabuleiro { $board_cell }. Quem começa: { $first }.
rules-backward-capture-demo-men-capture-backwards = As pedras também tomam para trás: { $mv } é permitido.
rules-backward-capture-demo-men-capture-forwards = As pedras só tomam para a frente: { $mv } não é permitido.
rules-flying-king-demo-kings-fly-king = As damas são de longo alcance: a dama toma { $e5 } à distância, { $mv }.
rules-flying-king-demo-kings-take-one = As damas andam uma casa por vez: { $mv } é impossível; a dama pode jogar, por exemplo, { $step }.
rules-precedence-demo-majority-capture-takes = Lei da Maioria: { $big } toma duas peças, então { $small }, que toma só uma, não é permitido.
rules-precedence-demo-no-majority-rule = Sem Lei da Maioria: { $big } (duas peças) e { $small } (uma peça) são ambos permitidos.
rules-king-first-demo-when-king-can = Quando uma dama pode tomar, é ela que deve tomar: { $by_king }, e não { $by_man }.
rules-king-first-demo-either-king-or = Tanto a dama quanto a pedra podem tomar: { $by_king } ou { $by_man }.
rules-men-take-kings-demo-man-may-take = A pedra pode tomar uma dama: { $mv }.
rules-men-take-kings-demo-man-may-not = A pedra não pode tomar uma dama: { $mv } não é permitido.
rules-promotion-demo-man-crowned-goes = A pedra é coroada em { $dd } e continua tomando direto como dama: { $on }.
rules-promotion-demo-man-passes-through = A pedra passa por { $dd }, mas tem de continuar saltando como pedra (uma tomada para trás): { $on }. Ela termina em { $b }, sem ser coroada.
rules-promotion-demo-man-cannot-capture = A pedra não pode tomar para trás: a sua tomada termina em { $dd }, onde ela é coroada ({ $stop }).
rules-promotion-demo-man-crowned-its = A pedra é coroada em { $dd } e o lance termina ali: { $stop }.
rules-compulsory-demo-capturing-compulsory-must = A tomada é obrigatória: { $take } deve ser jogado, e { $quiet } não é permitido.
rules-compulsory-demo-capturing-optional-or = A tomada é opcional: { $take } ou { $quiet }, como você preferir.
rules-international-game-world-federation = O jogo da federação mundial (FMJD) e dos seus campeonatos: 20 pedras de cada lado num grande tabuleiro 10×10. Todas as regras valem por inteiro: as pedras tomam nos dois sentidos, as damas são de longo alcance e você deve sempre tomar o maior número possível de peças.
rules-international-king-counts-as = A dama vale uma peça
rules-international-majority-capture-counts = A Lei da Maioria conta as peças, não o valor delas: duas pedras pesam mais do que uma dama.
rules-international-32x21-would-take = 32x21 tomaria a dama em 27, mas 32x12 toma duas pedras: é a única tomada permitida.
rules-international-turkish-strike = O golpe turco
rules-international-during-multi-capture = Durante uma tomada em cadeia, as peças já saltadas continuam no tabuleiro. Elas não podem ser saltadas uma segunda vez e ainda bloqueiam o caminho de uma dama que queira passar.
rules-international-king-takes-28 = A dama toma 28, 29, 39 e 38 e volta em direção a 32. Ela não pode então seguir até 19: a pedra em 28, já tomada, continua lá e bloqueia o caminho.
rules-international-passing-through-far = Passar pela última fileira
rules-international-man-touches-far = A pedra toca a última fileira em 2, mas continua saltando para tomar 7: termina em 11, ainda como pedra.
rules-english-checkers-english-speaking = O *checkers* do mundo anglófono, num tabuleiro 8×8. É a variante mais simples: as pedras só tomam para a frente, as damas andam uma casa e qualquer tomada pode ser escolhida. Aqui, as Pretas começam.
rules-english-at-start-black = No início, as Pretas (em cima) fazem o primeiro lance.
rules-english-no-backward-captures = As pedras não tomam para trás
rules-english-man-18-takes = A pedra em 18 toma 14 para a frente (18x9); ela não pode tomar 22, que está atrás dela.
rules-english-promotion-ends-move = A promoção encerra o lance
rules-english-taking-7-man = Ao tomar 7, a pedra chega a 2 e é coroada. O lance para ali: a nova dama não continua para tomar 6.
rules-russian-8-8-game = O jogo 8×8 da Rússia e do Leste Europeu. O que o distingue: não há obrigação de tomar o maior número de peças, então você faz a tomada que quiser; e a pedra coroada no meio de uma tomada em cadeia continua direto como dama de longo alcance.
rules-russian-free-choice-capture = Tomada à escolha
rules-russian-c3-a5-takes = c3:a5 toma uma pedra e c3:g7 toma duas: nas damas russas, as duas são permitidas.
rules-russian-crowned-mid-capture = Coroada no meio da tomada
rules-russian-man-jumps-e7 = A pedra salta e7 e para em d8: agora é dama e, como dama de longo alcance, toma b6 à distância e termina em a5.
rules-russian-moves-are-written = Os lances são escritos com coordenadas: c3-d4 para um lance simples, e dois-pontos para uma tomada, d4:f6.
rules-brazilian-international-rules-brought = As regras internacionais levadas para um tabuleiro 8×8, com 12 pedras de cada lado: tomada para trás, damas de longo alcance, Lei da Maioria e promoção só no fim do lance.
rules-brazilian-majority-capture-8 = A Lei da Maioria no 8×8
rules-brazilian-same-position-as = A mesma posição das damas russas, mas aqui só c3xg7, que toma duas pedras, é permitida.
rules-brazilian-man-touches-d8 = A pedra toca d8 ao tomar e7, depois toma c7 para trás e termina em b6: continua sendo pedra.
rules-spanish-traditional-game-spain = O jogo tradicional da Espanha e de Portugal. O tabuleiro 8×8 é girado: a grande diagonal começa no canto inferior direito de cada jogador. As pedras só tomam para a frente, as damas são de longo alcance, e a Lei da Maioria desempata em favor da tomada que leva mais damas.
rules-spanish-numbers-run-from = Os números vão de 1 a 32, começando no canto inferior direito das Brancas e contando da direita para a esquerda, subindo pelo tabuleiro: as Brancas começam nas casas 1 a 12.
rules-spanish-equal-counts-kings = Quantidades iguais: damas primeiro
rules-spanish-both-multi-captures = As duas tomadas em cadeia levam duas peças, mas 10x26 toma a dama em 21, então só ela é permitida.
rules-italian-italian-federations-game = O jogo da federação italiana, também num tabuleiro 8×8 girado. As damas andam uma casa; as pedras só tomam para a frente e **nunca podem tomar uma dama**. Quando várias tomadas são possíveis, uma escala de prioridades diz qual deve ser jogada.
rules-italian-numbers-run-from = Os números vão de 1 a 32 a partir de a8, o canto superior esquerdo do ponto de vista das Brancas; as Brancas começam nas casas 21 a 32.
rules-italian-man-does-not = A pedra não toma dama
rules-italian-man-22-may = A pedra em 22 pode tomar a pedra em 19, mas não a dama em 18.
rules-italian-capturing-with-king = Tomar com a dama
rules-italian-each-capture-takes = Cada tomada leva uma pedra; com quantidades iguais, a dama deve tomar: 27x20.
rules-czech-czech-federations-variant = A variante da federação tcheca, no 8×8: damas de longo alcance, pedras que só tomam para a frente e nenhuma Lei da Maioria. Sua regra própria: **se uma dama pode tomar, uma dama deve tomar**.
rules-czech-man-c3-could = A pedra em c3 poderia tomar duas peças, mas a dama em h8 pode tomar, então é ela que deve tomar: h8xe5.
rules-variant-in-text = { $variant ->
    [english] damas inglesas
    [russian] damas russas
    [brazilian] damas brasileiras
    [spanish] damas espanholas
    [italian] damas italianas
    [czech] damas tchecas
   *[international] damas internacionais
 }
rules-variant-adjective = { $variant ->
    [english] inglesas
    [russian] russas
    [brazilian] brasileiras
    [spanish] espanholas
    [italian] italianas
    [czech] tchecas
   *[international] internacionais
 }
rules-ordinal = { $n ->
    [1] { $n }ª
    [2] { $n }ª
    [3] { $n }ª
   *[other] { $n }ª
 }
rules-custom-exactly = Estas são exatamente as regras das { $base }.
rules-custom-changes = Estas regras partem das { $base }, com estas mudanças:
