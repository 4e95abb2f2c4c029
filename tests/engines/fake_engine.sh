#!/usr/bin/env bash
# A fake UCI engine for tests: fake_engine.sh MODE, where MODE says how it misbehaves on `go`:
#   crash     exits at once (as if it crashed)
#   stall     never answers
#   illegal   answers bestmove a0a9 (never legal here)
#   garbage   answers bestmove zz99
#   good      answers the first move of a fixed list that is legal from the start (h2e2)
mode=$1
while read -r line; do
  case $line in
    uci) echo "id name fake-$mode"; echo "option name Speed type spin default 1 min 0 max 9"; echo uciok ;;
    isready) echo readyok ;;
    go*)
      case $mode in
        crash) exit 3 ;;
        stall) ;;
        illegal) echo "info depth 1 score cp 5 nodes 10 pv a0a9"; echo "bestmove a0a9" ;;
        garbage) echo "bestmove zz99" ;;
        good) echo "bestmove h2e2" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
