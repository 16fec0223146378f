### The command line's own sentences (prompts, menus, notes).

cli-run-lesson-your-move-or = Seu lance (ou `{ $skip }`, `{ $quit }`):{" "}
# The words a player types to skip a lesson or to leave (besides `skip`, `s`, `quit`, `q`).
cli-run-lesson-skip-word = pular
cli-run-lesson-quit-word = sair
cli-run-lesson-solution = Solução:
cli-run-lesson-that-not-move = Isso não é um lance: escreva como 32-28, 19x30 ou c3-d4.

## `draughts play`: the setup menu, the help shown during a game, the notes.

cli-menu-variants = Variantes:
cli-menu-variant = Variante [1]:{" "}
cli-menu-mode = Modo: 1. contra o computador  2. dois jogadores [1]:{" "}
cli-menu-one-or-two = 1 ou 2
# $level: the default level, a number.
cli-menu-level = Nível [{ $level }]:{" "}
# `white` and `black` are the words the player types.
cli-menu-colour = Sua cor (white = brancas, black = pretas) [white]:{" "}
# The commands (undo, redo, hint…) are the words the player types: keep them.
cli-play-help =
    Num terminal, as setas movem um cursor pelo tabuleiro (Home, Page Up,
    End, Page Down na diagonal), Enter toca onde ele está e Esc cancela;
    --lines pede uma linha por vez, como através de um pipe.
    Digite um lance em notação (32-28, 19x30, c3-d4, ou um caminho completo 19x30x41),
    ou as casas uma a uma, como toques (32, depois 28). Comandos:
      undo, redo     desfazer / refazer um lance (contra o computador: até a sua vez)
      hint           o computador sugere um lance (mostrado com ? ?)
      draw           propor empate; accept / decline respondem a uma proposta
      resign         abandonar a partida
      replay N       ver a posição depois do lance N (meio-lance N); replay end: voltar
      save [ARQUIVO] salvar a partida (padrão: draughts-save.json)
      flip           girar o tabuleiro
      cancel         soltar a peça selecionada
      board          desenhar o tabuleiro de novo
      help           este texto
      quit           sair
# The marks drawn on a board without colour; w, b, W and B are the letters drawn.
cli-play-legend = w/b pedras, W/B damas; [ ] selecionada, ( ) destino, {"{"} {"}"} destino final, * * deve tomar, ! ! sendo tomada, ' ' último lance, ? ? dica
cli-play-keys = (setas, Enter, Esc no tabuleiro; digite um lance ou um comando, help)
# $moves: the moves played, as `1. 32-28 19-23`.
cli-play-moves = Lances: { $moves }
# $white, $black: the time left on each side's clock (`4:59`), the running one marked with `*`.
cli-play-clocks = Relógio: Brancas { $white } · Pretas { $black }
cli-play-nothing-to-undo = Nada para desfazer.
cli-play-nothing-to-redo = Nada para refazer.
cli-play-no-hint = Sem dica agora: as dicas são para a sua vez contra o computador.
cli-play-saved = Salvo em { $file }. Para continuar: draughts play --resume { $file }
# $why: the system's reason, as it gives it.
cli-play-cannot-save = não foi possível salvar em { $file }: { $why }
# $max: the number of plies played.
cli-play-replay-range = replay: informe um meio-lance de 0 a { $max }
cli-play-unknown = Comando desconhecido `{ $line }` (digite help).

cli-analyse-better = (melhor { $move }: { $line })
cli-analyse-summary = { $side ->
    [white] Brancas
   *[black] Pretas
 }: precisão { $accuracy }, acpl { $acpl }, { $counts }
