#!/usr/bin/env bash
# Perft speed of Plyground against its peer on the same positions, in one run:
#   bench/perft_vs_stockfish.sh chess     against Stockfish (Debian package stockfish)
#   bench/perft_vs_stockfish.sh xiangqi   against Fairy-Stockfish (Debian package fairy-stockfish)
# Both count leaves in bulk: at the last ply the legal moves are counted, not made. Both run on one
# thread. The peer's time is its wall time minus its start-up time (measured too).
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:-xiangqi}
case $game in
  chess)
    PEER=${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}
    setup=""
    positions=(
      "start position|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
      "Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
      "CPW position 3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7"
      "CPW position 4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|5"
    ) ;;
  xiangqi)
    PEER=${FAIRY_STOCKFISH:-$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)}
    setup="setoption name UCI_Variant value xiangqi"
    positions=(
      "start position|rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1|5"
      "middlegame, 17 plies|2bakabn1/9/7c1/p1p1p1p2/8r/9/P1P1P1P2/8B/9/3K1A1N1 b - - 1 9|6"
      "middlegame, 33 plies|r1bk1abc1/9/1r7/p5p1p/2p6/4p3P/N1P3P2/B6RB/9/3AKA1N1 b - - 3 17|5"
    ) ;;
  *) echo "usage: $0 [xiangqi|chess]" >&2; exit 2 ;;
esac
if [ ! -x "$PEER" ]; then
  echo "$PEER not found: apt-get install stockfish fairy-stockfish (or set STOCKFISH / FAIRY_STOCKFISH)" >&2
  exit 2
fi
./run --help >/dev/null 2>/tmp/plyground-build.log || { cat /tmp/plyground-build.log >&2; exit 1; }  # set up, build

now() { date +%s.%N; }
calc() { awk "BEGIN { print $1 }"; }
peer_perft() {  # FEN DEPTH -> "NODES SECONDS" (seconds: wall time minus start-up)
  local start end out
  start=$(now)
  out=$(printf 'uci\n%s\nposition fen %s\ngo perft %s\nquit\n' "$setup" "$1" "$2" | "$PEER")
  end=$(now)
  echo "$(sed -n 's/^Nodes searched: //p' <<<"$out") $(calc "$end - $start - $PEER_STARTUP")"
}
start=$(now); printf 'uci\n%s\nquit\n' "$setup" | "$PEER" >/dev/null; end=$(now)
PEER_STARTUP=$(calc "$end - $start")

row() {  # NAME DEPTH NODES PLYGROUND_SECONDS PEER_SECONDS
  awk -v n="$1" -v d="$2" -v nodes="$3" -v p="$4" -v f="$5" 'BEGIN {
    printf "%-22s %5s %11s %14.2f %14.2f %6.2fx\n", n, d, nodes, nodes / p / 1e6, nodes / f / 1e6, f / p }'
}
printf '%-22s %5s %11s %14s %14s %7s\n' position depth nodes "Plyground M/s" "peer M/s" ratio
total_nodes=0 total_ply=0 total_peer=0
for entry in "${positions[@]}"; do
  IFS='|' read -r name fen depth <<<"$entry"
  out=$(build/host/plyground perft --game "$game" --fen "$fen" --depth "$depth")
  nodes=$(sed -n 's/^nodes //p' <<<"$out")
  ply_s=$(sed -n 's/^time \([0-9.]*\) s.*/\1/p' <<<"$out")
  read -r peer_nodes peer_s <<<"$(peer_perft "$fen" "$depth")"
  if [ "$peer_nodes" != "$nodes" ]; then
    echo "node counts differ on $name: Plyground $nodes, peer $peer_nodes" >&2
    exit 1
  fi
  row "$name" "$depth" "$nodes" "$ply_s" "$peer_s"
  total_nodes=$((total_nodes + nodes))
  total_ply=$(calc "$total_ply + $ply_s")
  total_peer=$(calc "$total_peer + $peer_s")
done
row total "" "$total_nodes" "$total_ply" "$total_peer"
echo "peer: $("$PEER" <<<'quit' | head -1)"
