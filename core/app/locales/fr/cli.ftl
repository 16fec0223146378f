### The command line's own sentences (prompts, menus, notes).

cli-run-lesson-your-move-or = Ton coup (ou « passer », « quitter ») :{" "}
cli-run-lesson-solution = Solution :
cli-run-lesson-that-not-move = Ce n’est pas un coup : écris-le comme 32-28, 19x30 ou c3-d4.
