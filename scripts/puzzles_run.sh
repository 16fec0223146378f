#!/bin/sh
# The long puzzle run, resumable: rounds of one more chunk per variant (the
# same chunks `make puzzles` names, so `make puzzles` with the final counts
# finds them all present), a variant dropping out once its listed puzzles
# reach its target, until the deadline (seconds since the epoch) passes.
# One process at a time, niced. Usage:
#   scripts/puzzles_run.sh BINARY COMMIT DEADLINE
set -eu
BIN=$1 COMMIT=$2 DEADLINE=$3
DIR=${PUZZLE_DIR:-build/puzzles}
MANIFEST=scripts/results/puzzles.manifest
SEED=${PUZZLE_SEED:-5000}
target() { case $1 in international|english|russian) echo 1100 ;; *) echo 230 ;; esac; }
count() {
    awk -v v="$1" '/^chunk=/ { for (i = 1; i <= NF; i++) { split($i, kv, "=");
        f[kv[1]] = kv[2] } if (f["variant"] == v) n += f["count"] } END { print n + 0 }' \
        "$MANIFEST" 2>/dev/null || echo 0
}
round=1
while [ "$(date +%s)" -lt "$DEADLINE" ]; do
    busy=0
    for v in international english russian brazilian spanish italian czech; do
        [ "$(date +%s)" -lt "$DEADLINE" ] || break
        [ "$(count $v)" -lt "$(target $v)" ] || continue
        busy=1
        if [ $v = international ]; then games=20 nodes=1000; else games=40 nodes=500; fi
        nice -n 10 "$BIN" puzzles --variant $v --seed "$SEED" --chunks $round --games $games \
            --nodes $nodes --dir "$DIR" --manifest "$MANIFEST" --commit "$COMMIT" \
            --log "$DIR/refused.log"
    done
    [ $busy = 1 ] || break
    round=$((round + 1))
done
