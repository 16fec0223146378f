#!/usr/bin/env python3
"""Engine-vs-engine match over the Hub protocol (International draughts, 10x10).

The referee is pydraughts' Board (rules, game end, draw rules); the two
engines are driven by a minimal Hub v2 client written here (so any `level`
form can be sent).  Each opening is played twice with colours swapped.

Setup (separate venv, pydraughts and py-draughts both import as `draughts`):

    python3 -m venv /work/tools/pyd && /work/tools/pyd/bin/pip install pydraughts
    python3 -m venv /work/tools/dame && /work/tools/dame/bin/pip install dame-rs

Example (top level of our bot vs dame-rs, 0.5 s per move, 40 games):

    nice /work/tools/pyd/bin/python scripts/match.py \
        --a "target/release/draughts hub" --a-opt level=6 \
        --b "/work/tools/dame/bin/dame hub" \
        --movetime 0.5 --games 40 --seed 1 --pdn /tmp/match.pdn

Openings: all 81 two-ply openings (one White move, one Black reply) from the
start position, shuffled with --seed; the first games/2 are used, each twice.
Two-ply openings are the "two-move ballots" commonly used for 10x10 matches
(Moby Dam ships 79 of them); all are close to balanced.
"""
import argparse
import math
import random
import subprocess
import sys
import threading
import queue
import time

import draughts

START_HUB = "W" + "b" * 20 + "e" * 10 + "w" * 20


def parse_args(line):
    """Split a Hub line into (command, {name: value}) honouring quotes."""
    line = line.strip()
    if not line:
        return "", {}
    parts = line.split(None, 1)
    cmd = parts[0]
    rest = parts[1] if len(parts) > 1 else ""
    args = {}
    i, n = 0, len(rest)
    while i < n:
        while i < n and rest[i] == " ":
            i += 1
        if i >= n:
            break
        j = i
        while j < n and rest[j] not in " =":
            j += 1
        name = rest[i:j]
        if j < n and rest[j] == "=":
            j += 1
            if j < n and rest[j] == '"':
                k = rest.index('"', j + 1) if '"' in rest[j + 1:] else n
                value = rest[j + 1:k]
                j = k + 1
            else:
                k = j
                while k < n and rest[k] != " ":
                    k += 1
                value = rest[j:k]
                j = k
        else:
            value = ""
        args[name] = value
        i = j
    return cmd, args


class Hub:
    def __init__(self, command, opts, name, log=None):
        self.name = name
        self.log = log
        self.command, self.opts = command, opts
        self.start()

    def restart(self):
        """Kills the process and starts a fresh one (after an error or a
        timeout, so that stale output cannot leak into the next search)."""
        self.quit()
        self.start()

    def start(self):
        command, opts = self.command, self.opts
        self.p = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  text=True, bufsize=1)
        self.q = queue.Queue()
        threading.Thread(target=self._reader, daemon=True).start()
        self.send("hub")
        self.ident = {}
        while True:
            cmd, args = self.recv(30)
            if cmd == "id":
                self.ident = args
            if cmd == "wait":
                break
        for k, v in opts.items():
            self.send(f"set-param name={k} value={v}")
        self.send("init")
        while True:
            cmd, _ = self.recv(60)
            if cmd == "ready":
                break

    def _reader(self):
        for line in self.p.stdout:
            self.q.put(line.rstrip("\n"))
        self.q.put(None)

    def send(self, line):
        if self.log:
            self.log.write(f"{self.name} < {line}\n")
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def recv(self, timeout):
        line = self.q.get(timeout=timeout)
        if line is None:
            raise EOFError(self.name + " closed its output")
        if self.log:
            self.log.write(f"{self.name} > {line}\n")
        return parse_args(line)

    def think(self, hub_pos, moves, level, timeout):
        if moves:
            self.send(f'pos pos={hub_pos} moves="{" ".join(moves)}"')
        else:
            self.send(f"pos pos={hub_pos}")
        self.send(f"level {level}")
        self.send("go think")
        t0 = time.time()
        info = {}
        while True:
            cmd, args = self.recv(timeout)
            if cmd == "info":
                info.update(args)
            elif cmd == "done":
                return args.get("move", ""), info, time.time() - t0
            elif cmd == "error":
                raise RuntimeError(f"{self.name} error: {args}")

    def quit(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()
        for f in (self.p.stdin, self.p.stdout):
            try:
                f.close()
            except Exception:
                pass


def move_key(hub):
    """Hub move identity: (from, to, frozenset(captured))."""
    if "x" in hub:
        sq = [int(s) for s in hub.split("x")]
        return sq[0], sq[1], frozenset(sq[2:])
    a, b = hub.split("-")
    return int(a), int(b), frozenset()


def openings(seed):
    board = draughts.Board("standard")
    ops = []
    for m1 in board.legal_moves():
        b1 = board.copy()
        b1.push(m1)
        for m2 in b1.legal_moves():
            ops.append([m1.hub_move, m2.hub_move])
    random.Random(seed).shuffle(ops)
    return ops


def hub_position(board):
    """The 51-character Hub position of a pydraughts board (from its FEN)."""
    fen = board.fen
    turn, *sections = fen.split(":")
    sq = ["e"] * 50
    for sec in sections:
        if not sec:
            continue
        colour, body = sec[0], sec[1:]
        for item in filter(None, body.split(",")):
            king = item.startswith("K")
            n = int(item[1:] if king else item)
            ch = "w" if colour == "W" else "b"
            sq[n - 1] = ch.upper() if king else ch
    return turn[0] + "".join(sq)


def reversible(before, after):
    """A move is reversible when no man moved and nothing was taken."""
    men = lambda p: [c if c in "wb" else "." for c in p[1:]]
    return men(before) == men(after) and sum(c != "e" for c in before[1:]) == sum(c != "e" for c in after[1:])


def play_game(white, black, opening, args, log):
    """Plays one game. Engines get the position after the last irreversible
    move (capture or man move) plus the reversible king moves since, as the
    Hub GUI does: enough for repetitions, and robust to history quirks."""
    board = draughts.Board("standard")
    hist = []
    positions = [hub_position(board)]
    for mv in opening:
        legal = {move_key(m.hub_move): m for m in board.legal_moves()}
        m = legal[move_key(mv)]
        board.push(m)
        hist.append(m.hub_move)
        positions.append(hub_position(board))
    engines = {draughts.WHITE: white, draughts.BLACK: black}
    times = {white.name: [], black.name: []}
    for e in (white, black):
        e.send("new-game")
    while not board.is_over() and len(hist) < args.max_plies:
        eng = engines[board.turn]
        level = args.a_level if eng is args._a else args.b_level
        anchor = len(hist)
        while anchor > 0 and reversible(positions[anchor - 1], positions[anchor]):
            anchor -= 1
        try:
            try:
                mv, info, dt = eng.think(positions[anchor], hist[anchor:], level, timeout=args.move_timeout)
            except RuntimeError as exc:  # the engine refused the move list: retry without it
                print(f"  {eng.name}: {exc}; retrying with the bare position", file=sys.stderr)
                eng.restart()
                mv, info, dt = eng.think(positions[-1], [], level, timeout=args.move_timeout)
        except Exception as exc:  # timeout, crash: forfeit
            print(f"  {eng.name} failed: {exc!r}", file=sys.stderr)
            eng.restart()
            return ("0-2" if board.turn == draughts.WHITE else "2-0"), hist, times
        times[eng.name].append(dt)
        legal = {move_key(m.hub_move): m for m in board.legal_moves()}
        try:
            m = legal[move_key(mv)]
        except (KeyError, ValueError):
            print(f"  {eng.name} illegal move {mv!r} after {' '.join(hist)}", file=sys.stderr)
            eng.restart()
            return ("0-2" if board.turn == draughts.WHITE else "2-0"), hist, times
        board.push(m)
        hist.append(m.hub_move)
        positions.append(hub_position(board))
    w = board.winner()
    if board.is_over():
        res = "2-0" if w == draughts.WHITE else "0-2" if w == draughts.BLACK else "1-1"
    else:
        res = "1-1"  # ply cap reached: adjudicated draw
    return res, hist, times


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", required=True, help="command of engine A (Hub)")
    ap.add_argument("--b", required=True, help="command of engine B (Hub)")
    ap.add_argument("--a-opt", action="append", default=[], help="set-param for A, name=value")
    ap.add_argument("--b-opt", action="append", default=[], help="set-param for B, name=value")
    ap.add_argument("--a-name", default="A")
    ap.add_argument("--b-name", default="B")
    ap.add_argument("--movetime", type=float, default=0.5, help="seconds per move (both)")
    ap.add_argument("--a-level", help="raw Hub level for A (default move-time=MOVETIME)")
    ap.add_argument("--b-level", help="raw Hub level for B")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--move-timeout", type=float, default=30.0)
    ap.add_argument("--pdn", help="append games (moves in Hub form) to this file")
    ap.add_argument("--log", help="write the Hub traffic to this file")
    args = ap.parse_args()
    args.a_level = args.a_level or f"move-time={args.movetime}"
    args.b_level = args.b_level or f"move-time={args.movetime}"
    log = open(args.log, "w") if args.log else None
    a = Hub(args.a, dict(o.split("=", 1) for o in args.a_opt), args.a_name, log)
    b = Hub(args.b, dict(o.split("=", 1) for o in args.b_opt), args.b_name, log)
    args._a = a
    ops = openings(args.seed)
    n_open = (args.games + 1) // 2
    score = {a.name: [0, 0, 0], b.name: [0, 0, 0]}  # wins, draws, losses
    games = []
    t_start = time.time()
    gno = 0
    for oi in range(n_open):
        op = ops[oi % len(ops)]
        for swap in (False, True):
            if gno >= args.games:
                break
            gno += 1
            white, black = (b, a) if swap else (a, b)
            res, hist, times = play_game(white, black, op, args, log)
            if res == "2-0":
                score[white.name][0] += 1; score[black.name][2] += 1
            elif res == "0-2":
                score[black.name][0] += 1; score[white.name][2] += 1
            else:
                score[white.name][1] += 1; score[black.name][1] += 1
            avg = {k: (sum(v) / len(v) if v else 0) for k, v in times.items()}
            w, d, l = score[a.name]
            pts = w + d / 2
            print(f"game {gno:3d} opening {' '.join(op):11s} {white.name} - {black.name} {res} "
                  f"plies {len(hist):3d} avg {white.name} {avg[white.name]:.2f}s {black.name} {avg[black.name]:.2f}s"
                  f" | {a.name} +{w}={d}-{l} {pts}/{gno} ({100 * pts / gno:.1f}%)", flush=True)
            games.append((white.name, black.name, res, op, hist))
            if args.pdn:
                with open(args.pdn, "a") as f:
                    f.write(f'[White "{white.name}"]\n[Black "{black.name}"]\n[Result "{res}"]\n'
                            f'[GameType "20"]\n\n{" ".join(hist)} {res}\n\n')
    a.quit(); b.quit()
    print()
    print(f"{'engine':12s} {'games':>5s} {'win':>4s} {'draw':>4s} {'loss':>4s} {'score':>7s} {'pct':>6s}")
    for e in (a, b):
        w, d, l = score[e.name]
        n = w + d + l
        print(f"{e.name:12s} {n:5d} {w:4d} {d:4d} {l:4d} {w + d / 2:7.1f} {100 * (w + d / 2) / max(n, 1):5.1f}%")
    w, d, l = score[a.name]
    n = max(w + d + l, 1)
    sc = (w + d / 2) / n
    var = (w * (1 - sc) ** 2 + d * (0.5 - sc) ** 2 + l * sc ** 2) / n
    half = 1.96 * (var / n) ** 0.5

    def elo(x):
        x = min(max(x, 1e-3), 1 - 1e-3)
        return -400 * math.log10(1 / x - 1)

    print(f"{a.name}: {100 * sc:.1f}% (95% interval {100 * (sc - half):.1f}-{100 * (sc + half):.1f}%), "
          f"Elo {elo(sc):+.0f} ({elo(sc - half):+.0f} to {elo(sc + half):+.0f})")
    print(f"elapsed {time.time() - t_start:.0f}s")


if __name__ == "__main__":
    main()
