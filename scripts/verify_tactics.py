#!/usr/bin/env python3
"""Cross-checks the International tactics set with an independent engine.

For every line `FEN | move | note` of core/engine/tests/data/tactics/international.txt, asks
`dame hub` (PyPI dame-rs, a separate program) to search the position for
--movetime seconds, then to search the position after our move. A position
is confirmed when dame's own choice is our move, or when dame, after our
move, scores the opponent at -0.8 man or worse (the gain holds against its
best defence). Prints one line per position and a summary.

    /work/tools/pyd/bin/python scripts/verify_tactics.py --movetime 2
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import draughts  # noqa: E402  (pydraughts: referee for legal moves)
from match import Hub, hub_position, move_key  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", default=os.path.join(os.path.dirname(__file__), "..", "core", "engine", "tests", "data", "tactics", "international.txt"))
    ap.add_argument("--engine", default="/work/tools/dame/bin/dame hub")
    ap.add_argument("--movetime", type=float, default=2.0)
    args = ap.parse_args()
    eng = Hub(args.engine, {}, "dame")
    ok = 0
    n = 0
    for line in open(args.file).read().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fen, best = [f.strip() for f in line.split("|")[:2]]
        n += 1
        board = draughts.Board("standard", fen)
        eng.send("new-game")
        mv, info, _ = eng.think(hub_position(board), [], f"move-time={args.movetime}", timeout=60)
        same = move_key(mv) == move_key(best.split()[0])
        legal = {move_key(m.hub_move): m for m in board.legal_moves()}
        board.push(legal[move_key(best.split()[0])])
        eng.send("new-game")
        _, info2, _ = eng.think(hub_position(board), [], f"move-time={args.movetime}", timeout=60)
        reply = float(info2.get("score", "0"))
        good = same or reply <= -0.8
        ok += good
        print(f"{'OK ' if good else 'NO '} {fen} ours={best} dame={mv} dame-score-before={info.get('score')} "
              f"opponent-score-after-ours={reply:+.2f}", flush=True)
    eng.quit()
    print(f"confirmed by dame: {ok}/{n}")


if __name__ == "__main__":
    main()
