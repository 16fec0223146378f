### The command line's own sentences (prompts, menus, notes).

cli-run-lesson-your-move-or = Your move (or `skip`, `quit`):{" "}
cli-run-lesson-solution = Solution:
cli-run-lesson-that-not-move = That is not a move: write it like 32-28, 19x30 or c3-d4.
