#!/usr/bin/env bash
# Side-by-side perft speed: `draughts perft --duplicates drop 9` against
# `dame perft 9` (PyPI dame-rs), International start, single-threaded, same
# machine. Prints the best of N runs of each and the ratio.
# Usage: scripts/bench_vs_dame.sh [RUNS]   (installs dame-rs in .venv-dame)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
[ -x .venv-dame/bin/dame ] || { python3 -m venv .venv-dame && .venv-dame/bin/pip install -q dame-rs; }
cargo build -q --release -p draughts-cli
best() { # best wall time in seconds of "$@", run $runs times
  local b=999
  for _ in $(seq "$runs"); do
    local s e t
    s=$(date +%s.%N); "$@" >/dev/null; e=$(date +%s.%N)
    t=$(echo "$e - $s" | bc -l); b=$(echo "if ($t < $b) $t else $b" | bc -l)
  done
  echo "$b"
}
ours=$(best taskset -c 0 target/release/draughts perft --duplicates drop 9)
theirs=$(best taskset -c 0 .venv-dame/bin/dame perft 9)
echo "draughts perft 9: ${ours}s"
echo "dame perft 9:     ${theirs}s"
echo "ratio (dame / draughts): $(echo "$theirs / $ours" | bc -l | cut -c1-5)"
