#!/usr/bin/env bash
# Search speed (nodes/s) of Plyground's deepening player against Fairy-Stockfish, one thread each,
# on the same middlegame positions for the same time, in one run.
# Needs the Debian package fairy-stockfish. Usage: bench/search_vs_fairy_stockfish.sh [MOVETIME_MS]
set -euo pipefail
cd "$(dirname "$0")/.."
movetime=${1:-3000}
FSF=${FAIRY_STOCKFISH:-$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)}
if [ ! -x "$FSF" ]; then
  echo "fairy-stockfish not found: apt-get install fairy-stockfish (or set FAIRY_STOCKFISH)" >&2
  exit 2
fi
./run --help >/dev/null 2>/tmp/plyground-build.log || { cat /tmp/plyground-build.log >&2; exit 1; }

positions=(
  "middlegame, 17 plies|2bakabn1/9/7c1/p1p1p1p2/8r/9/P1P1P1P2/8B/9/3K1A1N1 b - - 1 9"
  "middlegame, 33 plies|r1bk1abc1/9/1r7/p5p1p/2p6/4p3P/N1P3P2/B6RB/9/3AKA1N1 b - - 3 17"
  "opening, 9 plies|r1baka1nr/9/2n1b1c2/p1p1p1p1p/1c7/2P6/P3P1P1P/2N1C1NC1/R8/2BAKAB1R b - - 9 5"
)
printf '%-22s %18s %18s %7s\n' position "deepening nodes/s" "Fairy-Stockfish" ratio
for entry in "${positions[@]}"; do
  IFS='|' read -r name fen <<<"$entry"
  ours=$(build/host/plyground compare --players deepening --movetime "$movetime" --fen "$fen" |
    awk '$1 == "deepening" { print $9 }')
  theirs=$(printf 'uci\nsetoption name UCI_Variant value xiangqi\nsetoption name Threads value 1\nposition fen %s\ngo movetime %s\n' \
    "$fen" "$movetime" | (cat; sleep $((movetime / 1000 + 2)); echo quit) | "$FSF" |
    awk '/^info depth/ { for (i = 1; i < NF; ++i) if ($i == "nps") nps = $(i + 1) } END { print nps }')
  awk -v n="$name" -v a="$ours" -v b="$theirs" 'BEGIN { printf "%-22s %18d %18d %6.2fx\n", n, a, b, a / b }'
done
echo "movetime $movetime ms each; Fairy-Stockfish: $("$FSF" <<<'quit' | head -1)"
