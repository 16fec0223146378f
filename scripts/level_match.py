#!/usr/bin/env python3
"""Level-ordering match: each level against the level below it.

For every variant and every pair (n+1, n), runs a seeded self-play match of
--games games (random balanced openings, each played twice with colours
swapped) through `draughts-dev match`, and prints a table. The openings are
3 random plies (8x8) or 4 (10x10) whose position a 20k-node search scores
within 0.3 man. Games are adjudicated as `core/engine/src/levels.rs` explains.

    cargo build --release -p draughts-dev
    nice python3 scripts/level_match.py --games 40 --jobs 2

The goal (issue 6): every level scores at least 60% against the one below.
"""
import argparse
import concurrent.futures as cf
import re
import subprocess
import sys
import time


def run(binary, variant, a, b, games, seed, max_plies):
    cmd = [binary, "match", "--variant", variant, "--levels", f"{a},{b}",
           "--games", str(games), "--seed", str(seed), "--max-plies", str(max_plies)]
    t = time.time()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    m = re.search(r"wins=(\d+) draws=(\d+) losses=(\d+)", out)
    w, d, l = map(int, m.groups())
    return variant, a, b, w, d, l, time.time() - t


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", default="target/release/draughts-dev")
    ap.add_argument("--variants", default="international,english,russian")
    ap.add_argument("--pairs", default="2-1,3-2,4-3,5-4,6-5", help="upper-lower level pairs")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    pairs = [tuple(map(int, p.split("-"))) for p in args.pairs.split(",")]
    tasks = [(v, a, b) for v in args.variants.split(",") for (a, b) in pairs]
    rows = []
    with cf.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        futs = [ex.submit(run, args.binary, v, a, b, args.games, args.seed, args.max_plies) for v, a, b in tasks]
        for f in cf.as_completed(futs):
            v, a, b, w, d, l, secs = f.result()
            n = w + d + l
            pct = 100.0 * (w + d / 2) / max(n, 1)
            rows.append((v, a, b, w, d, l, pct, secs))
            print(f"{v:14s} L{a} vs L{b}: +{w} ={d} -{l}  {pct:5.1f}%  ({secs:.0f}s)", flush=True)
    rows.sort(key=lambda r: (args.variants.split(",").index(r[0]), r[1]))
    print()
    print("| variant | match | games | win | draw | loss | score | >= 60% |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    ok = True
    for v, a, b, w, d, l, pct, secs in rows:
        good = pct >= 60.0
        ok &= good
        print(f"| {v} | L{a} vs L{b} | {w + d + l} | {w} | {d} | {l} | {pct:.1f}% | {'yes' if good else 'NO'} |")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
