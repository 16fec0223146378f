#!/bin/sh
# One target's campaign in resumable stretches, one line per stretch in
# fuzz/campaigns/TARGET.log (see fuzz/README.md). Run from the repository
# root after `make fuzz-build`:
#   nice -n 19 fuzz/campaign.sh TARGET [STRETCHES] [RUNS_PER_STRETCH] [BINARY]
# BINARY (default fuzz/target/HOST/release/TARGET) may be a copy, so that a
# rebuild does not change the binary under a running campaign.
set -u
t=$1
stretches=${2:-10}
runs=${3:-1000000}
host=$(rustc -vV | sed -n 's/host: //p')
bin=${4:-fuzz/target/$host/release/$t}
log=fuzz/campaigns/$t.log
work=fuzz/corpus-work/$t
mkdir -p "$work" fuzz/artifacts/"$t" fuzz/campaigns
[ -d fuzz/corpus/"$t" ] && cp -n fuzz/corpus/"$t"/* "$work"/ 2>/dev/null
if [ ! -s "$log" ]; then
  echo "# $t target: one line per stretch of $runs runs (libFuzzer -runs), on the commit named; corpus-work is the growing work corpus." >"$log"
  echo "# command: $bin -runs=$runs -timeout=10 $work fuzz/seeds/$t (make fuzz-build flags), at nice -n 19" >>"$log"
fi
commit=$(git rev-parse --short HEAD)
i=1
while [ "$i" -le "$stretches" ]; do
  start=$(date +%s)
  "$bin" -runs="$runs" -timeout=10 -print_final_stats=1 -artifact_prefix=fuzz/artifacts/"$t"/ \
    "$work" fuzz/seeds/"$t" >fuzz/artifacts/"$t".out 2>&1
  rc=$?
  secs=$(( $(date +%s) - start ))
  done_runs=$(sed -n 's/^stat::number_of_executed_units: *//p' fuzz/artifacts/"$t".out)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' fuzz/artifacts/"$t".out)
  crashes=$(ls fuzz/artifacts/"$t" | wc -l)
  corpus=$(ls "$work" | wc -l)
  echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) commit=$commit stretch=$i rc=$rc runs=${done_runs:-0} seconds=$secs exec_per_s=${rate:-0} crashes=$crashes corpus=$corpus" >>"$log"
  [ "$rc" -eq 0 ] || { echo "$t: rc=$rc, see fuzz/artifacts/$t.out" >&2; exit 1; }
  i=$((i + 1))
done
