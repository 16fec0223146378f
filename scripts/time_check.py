#!/usr/bin/env python3
"""How well `draughts hub` keeps to its time: `level move-time` and clocks.

Plays one game of the engine against itself through the Hub protocol (one
engine process, the position sent before every move) and measures, for
every move, the wall-clock time from `go think` to `done`:

* `--mode move-time`: every move gets `level move-time=T`; prints the mean,
  the smallest and the largest time as a share of T (goal: within 5 %, and
  never over).
* `--mode clock`: each side has a clock of `--time` seconds plus `--inc`
  per move (the increment is added before each move, as the Hub protocol
  says; like pydraughts, `time=` is sent without it); prints the time
  used, the clock left and the smallest clock seen (goal: never below 0).

    python3 scripts/time_check.py --mode move-time --movetime 0.3 --plies 60
    python3 scripts/time_check.py --mode clock --time 30 --inc 0.2 --plies 120
"""
import argparse
import subprocess
import time


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="target/release/draughts hub")
    ap.add_argument("--mode", choices=["move-time", "clock"], default="move-time")
    ap.add_argument("--movetime", type=float, default=0.3)
    ap.add_argument("--time", type=float, default=30.0)
    ap.add_argument("--inc", type=float, default=0.2)
    ap.add_argument("--plies", type=int, default=60)
    args = ap.parse_args()
    p = subprocess.Popen(args.engine.split(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()

    def wait_for(prefix):
        while True:
            line = p.stdout.readline()
            if not line:
                raise SystemExit("engine closed its output")
            if line.startswith(prefix):
                return line.strip()

    send("hub")
    wait_for("wait")
    send("set-param name=book value=false")
    send("init")
    wait_for("ready")
    moves = []
    used = []
    clock = [args.time, args.time]
    lowest = args.time
    for ply in range(args.plies):
        send(f'pos start moves="{" ".join(moves)}"' if moves else "pos start")
        side = ply % 2
        if args.mode == "move-time":
            send(f"level move-time={args.movetime}")
        else:
            send(f"level time={clock[side]:.3f} inc={args.inc}")
            clock[side] += args.inc
        t = time.perf_counter()
        send("go think")
        done = wait_for("done")
        dt = time.perf_counter() - t
        parts = dict(kv.split("=", 1) for kv in done.split()[1:] if "=" in kv)
        if "move" not in parts:
            break
        moves.append(parts["move"])
        used.append(dt)
        if args.mode == "clock":
            clock[side] -= dt
            lowest = min(lowest, clock[side])
    send("quit")
    p.wait(timeout=10)
    if args.mode == "move-time":
        # Single-reply moves are answered at once: leave them out.
        full = [u for u in used if u > args.movetime * 0.5]
        share = [u / args.movetime for u in full]
        print(f"move-time {args.movetime}s: {len(used)} moves, {len(full)} searched; "
              f"mean {100 * sum(share) / max(len(share), 1):.1f}% of the budget, "
              f"min {100 * min(share, default=0):.1f}%, max {100 * max(share, default=0):.1f}%")
    else:
        print(f"clock {args.time}s + {args.inc}s: {len(used)} moves, used {sum(used):.2f}s, "
              f"clocks left {clock[0]:.2f}s / {clock[1]:.2f}s, lowest {lowest:.2f}s")


if __name__ == "__main__":
    main()
