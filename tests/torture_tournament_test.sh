#!/usr/bin/env bash
# A tournament among good players and the torture set (isolated, as tournaments are by default)
# completes with every game recorded, each fault named in its game. (The leaking plugin is left
# to the isolation test: without the memory limit of a normal build it would take all memory.)
#   torture_tournament_test.sh PLYGROUND TORTURE_DIR WORKDIR
set -euo pipefail
plyground=$1 torture=$2 work=$3
mkdir -p "$work"
pgn=$work/torture.pgn
rm -f "$pgn"
players=greedy,random
for fault in crash abort hang ignore_stop throw empty garbage overflow slow_create; do
  players+=",$torture/torture_$fault.so"
done
"$plyground" tournament --format gauntlet --players "$players" --games-per-pair 2 --movetime 100 --pgn "$pgn" |
  tail -n 14
games=$("$plyground" standings "$pgn" | head -n 1)
[ "$games" = "20 games" ] || { echo "expected 20 games recorded, got: $games" >&2; exit 1; }
expect() {  # FAULT REASON: both games of that plugin end with the reason
  local n
  n=$(grep -A12 "torture_$1.so\"" "$pgn" | grep -c "Termination \".*$2") || true
  [ "$n" -ge 2 ] || { echo "torture_$1: expected '$2' in both its games" >&2; exit 1; }
}
expect crash 'crashed or quit'
expect abort 'crashed or quit'
expect hang 'no move within'
expect ignore_stop 'no move within'
expect throw 'failed: out of ideas'
expect empty 'failed: the player gave no move'
expect garbage "'zz99' is not an ICCS move"
expect overflow 'crashed or quit\|failed: y'
if grep -A12 'torture_slow_create.so"' "$pgn" | grep -q 'Termination ".*\(failed\|crashed\|no move\)'; then
  echo "torture_slow_create should play its games" >&2
  exit 1
fi
echo "20 games, every fault named"
