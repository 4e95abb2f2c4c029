#!/usr/bin/env bash
# Perft speed of Plyground against Fairy-Stockfish on the same positions, in one run.
# Needs the Debian package fairy-stockfish (apt-get install fairy-stockfish).
# Both count leaves in bulk: at the last ply the legal moves are counted, not made. Both run on
# one thread. Fairy-Stockfish's time is its wall time minus its start-up time (measured too).
set -euo pipefail
cd "$(dirname "$0")/.."
FSF=${FAIRY_STOCKFISH:-$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)}
if [ ! -x "$FSF" ]; then
  echo "fairy-stockfish not found: apt-get install fairy-stockfish (or set FAIRY_STOCKFISH)" >&2
  exit 2
fi
./run --help >/dev/null 2>/tmp/plyground-build.log || { cat /tmp/plyground-build.log >&2; exit 1; }  # set up, build

now() { date +%s.%N; }
calc() { awk "BEGIN { print $1 }"; }
fsf_perft() {  # FEN DEPTH -> "NODES SECONDS" (seconds: wall time minus start-up)
  local start end out
  start=$(now)
  out=$(printf 'uci\nsetoption name UCI_Variant value xiangqi\nposition fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$FSF")
  end=$(now)
  echo "$(sed -n 's/^Nodes searched: //p' <<<"$out") $(calc "$end - $start - $FSF_STARTUP")"
}
start=$(now); printf 'uci\nsetoption name UCI_Variant value xiangqi\nquit\n' | "$FSF" >/dev/null; end=$(now)
FSF_STARTUP=$(calc "$end - $start")

positions=(
  "start position|rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1|5"
  "middlegame, 17 plies|2bakabn1/9/7c1/p1p1p1p2/8r/9/P1P1P1P2/8B/9/3K1A1N1 b - - 1 9|6"
  "middlegame, 33 plies|r1bk1abc1/9/1r7/p5p1p/2p6/4p3P/N1P3P2/B6RB/9/3AKA1N1 b - - 3 17|5"
)
row() {  # NAME DEPTH NODES PLYGROUND_SECONDS FSF_SECONDS
  awk -v n="$1" -v d="$2" -v nodes="$3" -v p="$4" -v f="$5" 'BEGIN {
    printf "%-22s %5s %11s %14.2f %14.2f %6.2fx\n", n, d, nodes, nodes / p / 1e6, nodes / f / 1e6, f / p }'
}
printf '%-22s %5s %11s %14s %14s %7s\n' position depth nodes "Plyground M/s" "FSF M/s" ratio
total_nodes=0 total_ply=0 total_fsf=0
for entry in "${positions[@]}"; do
  IFS='|' read -r name fen depth <<<"$entry"
  out=$(build/host/plyground perft --fen "$fen" --depth "$depth")
  nodes=$(sed -n 's/^nodes //p' <<<"$out")
  ply_s=$(sed -n 's/^time \([0-9.]*\) s.*/\1/p' <<<"$out")
  read -r fsf_nodes fsf_s <<<"$(fsf_perft "$fen" "$depth")"
  if [ "$fsf_nodes" != "$nodes" ]; then
    echo "node counts differ on $name: Plyground $nodes, Fairy-Stockfish $fsf_nodes" >&2
    exit 1
  fi
  row "$name" "$depth" "$nodes" "$ply_s" "$fsf_s"
  total_nodes=$((total_nodes + nodes))
  total_ply=$(calc "$total_ply + $ply_s")
  total_fsf=$(calc "$total_fsf + $fsf_s")
done
row total "" "$total_nodes" "$total_ply" "$total_fsf"
echo "Fairy-Stockfish: $("$FSF" <<<'quit' | head -1)"
