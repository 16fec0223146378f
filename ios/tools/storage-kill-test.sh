#!/usr/bin/env bash
# Crash safety of the iOS app's saves (AtomicFile.swift, used by
# FileGameStorage): a writer process saves again and again and is killed
# (SIGKILL) at random moments, KILLS times (default 300). After each kill the
# file must be the last save the writer finished or the one it was writing,
# whole (it loads: its length and checksum hold); the temporary files of
# killed writers must be gone once the next writer has saved.
#
# Before each save the writer also writes a library archive of realistic
# size (tests/data/library/archive-1000.json, 1,000 games written by the
# core: see core/app/examples/library_fixture.rs) with its entries rotated
# by the save's number; after each kill archive.json must be whole, the
# rotation of the last finished save or of the one being written. That
# every rotation reads entry for entry in the core is checked by
# core/app/tests/library.rs.
#
#   ios/tools/storage-kill-test.sh [KILLS]
#
# Needs swiftc (Apple systems, or Linux with Swift). On this project's Linux
# machines, inside the Swift chroot:
#
#   ios/tools/swift-chroot.sh ios/tools/storage-kill-test.sh
#
# The writer and checker (ios/tools/storage-kill/main.swift) are built with
# AtomicFile.swift alone, into build/storage-kill. STORAGE_KILL_BIN runs
# another writer with the same command line instead (the script's own test);
# STORAGE_KILL_SEED replays the random delays.
set -euo pipefail

KILLS=${1:-300}
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
OUT=$REPO/build/storage-kill
mkdir -p "$OUT"

fail() { printf 'storage-kill: %s\nstorage-kill: 0 passed, 1 failed\n' "$*" >&2; exit 1; }

BIN=${STORAGE_KILL_BIN:-}
if [ -z "$BIN" ]; then
  BIN=$OUT/storage-kill
  swiftc -O -o "$BIN" \
    "$REPO/ios/DraughtsKit/Sources/DraughtsKit/AtomicFile.swift" \
    "$REPO/ios/tools/storage-kill/main.swift"
fi

SEED=${STORAGE_KILL_SEED:-$$}
RANDOM=$SEED
echo "storage-kill: $KILLS kills, seed $SEED (STORAGE_KILL_SEED replays it)"

DIR=$OUT/files
rm -rf "$DIR"
mkdir -p "$DIR"
FILE=$DIR/save.json
ARCHIVE=$REPO/tests/data/library/archive-1000.json
ENTRIES=$(( $(wc -l < "$ARCHIVE") - 2 ))
[ "$ENTRIES" -ge 1000 ] || fail "$ARCHIVE holds $ENTRIES entries, not 1,000"
"$BIN" doc 0 > "$FILE"
cp "$ARCHIVE" "$DIR/archive.json"
# The checker refuses half a document, and half an archive.
head -c 100 "$FILE" > "$OUT/cut"
if "$BIN" check "$OUT/cut" > /dev/null; then fail "the checker takes half a document"; fi
"$BIN" check "$FILE" > /dev/null || fail "the checker refuses a whole document"
head -c 600000 "$ARCHIVE" > "$OUT/cut"
if "$BIN" check-archive "$OUT/cut" "$ARCHIVE" > /dev/null; then fail "the checker takes half an archive"; fi
[ "$("$BIN" check-archive "$DIR/archive.json" "$ARCHIVE")" = 0 ] || fail "the checker refuses a whole archive"

gen=0 old=0 new=0 busy=0 arch_new=0 pid=
LOG=$OUT/writer.log
started=$(date +%s)
for k in $(seq "$KILLS"); do
  : > "$LOG"
  "$BIN" write "$FILE" "$gen" "$ARCHIVE" > "$LOG" 2>&1 &
  pid=$!
  # Wait for the writer's first save (5 s at most), then kill it at a random
  # moment within the next 25 ms (a save takes a few, mostly its fsyncs).
  for _ in $(seq 500); do
    grep -q '^saved ' "$LOG" && break
    kill -0 "$pid" 2> /dev/null || fail "kill $k: the writer stopped: $(cat "$LOG")"
    sleep 0.01
  done
  sleep "0.0$(printf '%02d' $((RANDOM % 25)))"
  kill -9 "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
  last=$(grep '^saved ' "$LOG" | tail -n 1 | cut -d ' ' -f 2)
  last=${last:-$gen}
  found=$("$BIN" check "$FILE") || fail "kill $k (seed $SEED): the save does not load"
  if [ "$found" = "$last" ]; then
    old=$((old + 1))
  elif [ "$found" = $((last + 1)) ]; then
    new=$((new + 1))
  else
    fail "kill $k (seed $SEED): save $found on disk, the writer had finished $last"
  fi
  # The archive: whole, and the last finished one or the one being written
  # (it is written before its save, so never behind the save on disk).
  rot=$("$BIN" check-archive "$DIR/archive.json" "$ARCHIVE") ||
    fail "kill $k (seed $SEED): the archive is not whole"
  if [ "$rot" = $(((last + 1) % ENTRIES)) ]; then
    arch_new=$((arch_new + 1))
  elif [ "$rot" != $((last % ENTRIES)) ] || [ "$found" != "$last" ]; then
    fail "kill $k (seed $SEED): archive rotation $rot on disk, save $found, the writer had finished $last"
  fi
  # Temporary files: at most the last writer's (the earlier ones were
  # removed by its first save).
  for t in "$DIR"/.save.json.tmp* "$DIR"/.archive.json.tmp*; do
    [ -e "$t" ] || continue
    busy=$((busy + 1))
    [ "${t##*.tmp}" = "$pid" ] || fail "kill $k: $t of an earlier writer is still there"
  done
  gen=$found
done
elapsed=$(( $(date +%s) - started ))
echo "storage-kill: $KILLS kills in ${elapsed} s; the file held the last finished save $old times, the one being renamed $new times; $busy kills left a temporary file; the $ENTRIES-game archive was whole every time, the one being written $arch_new times"
[ "$busy" -gt $((KILLS / 10)) ] || fail "kills should often land in the middle of a save ($busy)"
echo "storage-kill: $KILLS passed, 0 failed"
