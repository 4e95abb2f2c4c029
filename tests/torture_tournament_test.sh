#!/usr/bin/env bash
# A tournament among good players and torture-set plugins (isolated, as tournaments are by
# default) completes with every game recorded, each fault named in its game.
#   torture_tournament_test.sh PLYGROUND TORTURE_DIR WORKDIR
set -euo pipefail
plyground=$1 torture=$2 work=$3
mkdir -p "$work"
pgn=$work/torture.pgn
rm -f "$pgn"
"$plyground" tournament --players "greedy,random,$torture/torture_crash.so,$torture/torture_hang.so,$torture/torture_throw.so" \
  --games-per-pair 2 --movetime 100 --pgn "$pgn" | tail -n 12
games=$("$plyground" standings "$pgn" | head -n 1)
[ "$games" = "20 games" ] || { echo "expected 20 games recorded, got: $games" >&2; exit 1; }
grep -q 'Termination ".*crashed or quit' "$pgn" || { echo "no crash recorded" >&2; exit 1; }
grep -q 'Termination ".*no move within' "$pgn" || { echo "no hang recorded" >&2; exit 1; }
grep -q 'Termination ".*failed: out of ideas' "$pgn" || { echo "no exception recorded" >&2; exit 1; }
echo "20 games, every fault named"
