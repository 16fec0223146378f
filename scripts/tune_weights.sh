#!/bin/bash
# Self-play weight tuning (simple, as recorded in core/engine/src/eval.rs):
# level 4 (50k nodes) with one changed weight against level 4 with the
# defaults, 80 seeded games (40 balanced openings, colours swapped).
# A change is adopted only if it scores clearly above 50% (> 60%, about two
# standard errors at 80 games) and then again in a confirmation match.
#   nice scripts/tune_weights.sh [binary] > tune.txt
B=${1:-target/release/draughts-dev}
for v in international russian english; do
  if [ $v = english ]; then kings="king=125 king=170"; else kings="king=250 king=350"; fi
  for t in $kings adv_eg_scale=150 adv_eg_scale=70 runaway1=60,runaway2=40,runaway3=20 \
           exchange=0 centre=8 back_guard=0 king_mob=0 balance=0; do
    echo "$v $t $($B match --variant $v --levels 4,4 --games 80 --seed 11 --tune $t | tail -1)"
  done
done
