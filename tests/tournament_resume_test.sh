#!/usr/bin/env bash
# Kill a tournament mid-run, resume it, and check that no finished game is lost or played twice.
#   tournament_resume_test.sh PLYGROUND OPENINGS WORKDIR
set -euo pipefail
plyground=$1 openings=$2 work=$3
mkdir -p "$work"
pgn=$work/resume.pgn
rm -f "$pgn"
args=(tournament --players greedy,alphabeta:depth=2,deepening --games-per-pair 6 --concurrency 2 --movetime 40
  --openings "$openings" --pgn "$pgn")
"$plyground" "${args[@]}" >/dev/null 2>&1 &
pid=$!
games() { local n; n=$(grep -c '^\[Event ' "$pgn" 2>/dev/null); echo "${n:-0}"; }
for _ in $(seq 600); do [ "$(games)" -ge 2 ] && break; sleep 0.1; done
kill -KILL $pid
wait $pid 2>/dev/null || true
before=$(games)
echo "games written before the kill: $before (of 18)"
[ "$before" -ge 1 ] && [ "$before" -lt 18 ] || { echo "the kill should land mid-tournament" >&2; exit 1; }
kept=$(grep '^\[Round ' "$pgn" | head -n $((before - 1)) | sort)
"$plyground" "${args[@]}" --resume | tail -n 12
[ "$(grep -c '^\[Event ' "$pgn")" -eq 18 ] || { echo "expected 18 games after resuming" >&2; exit 1; }
rounds=$(grep '^\[Round ' "$pgn" | sed 's/[^0-9]//g' | sort -n | tr '\n' ' ')
[ "$rounds" = "$(seq 1 18 | tr '\n' ' ')" ] || { echo "rounds played: $rounds" >&2; exit 1; }
while read -r line; do
  [ -z "$line" ] || grep -qxF "$line" "$pgn" || { echo "a finished game was lost: $line" >&2; exit 1; }
done <<<"$kept"
"$plyground" standings "$pgn" | grep -q '^18 games$' || { echo "standings of the PGN" >&2; exit 1; }
echo "resumed: 18 games, rounds 1-18 once each"
