#!/bin/sh
# Packs the chunks the manifest lists so far and commits the shipped puzzle
# files with both manifests (run every 15-20 minutes during a long run).
set -eu
DEV=${DEV:-target/release/draughts-dev}
for v in international english russian brazilian spanish italian czech; do
    "$DEV" puzzles-pack --variant $v --dir "${PUZZLE_DIR:-build/puzzles}" >/dev/null
done
git add core/engine/data/puzzles scripts/results/puzzles.manifest \
    scripts/results/puzzles-pack.manifest
counts=$(awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
    printf "%s%s %s", sep, f["variant"], f["count"]; sep = ", " }' \
    scripts/results/puzzles-pack.manifest)
git commit -q -m "Puzzles: shipped files packed from the chunks mined so far ($counts)" \
    -- core/engine/data/puzzles scripts/results/puzzles.manifest \
    scripts/results/puzzles-pack.manifest
git log --oneline -1
