#!/usr/bin/env bash
# A fake UCI engine for tests: fake_engine.sh MODE, where MODE says how it misbehaves on `go`:
#   crash     exits at once (as if it crashed)
#   stall     never answers
#   illegal   answers bestmove a0a9 (never legal here)
#   garbage   answers bestmove zz99
#   good      answers the first move of a fixed list that is legal from the start (h2e2)
#   speed3    answers h2e2 once its Speed was set to 3 (as UCI or UCCI sets it), else zz99
#   stopped   reports depth 5 whole, then depth 6 cut short (a lower bound, one move: as Stockfish
#             does when stopped) and its progress (currmove), and answers h2e2
#   otherbest reports a line that starts with b2e2, and answers h2e2 (as an engine held to an Elo may)
# Asked `ucci`, it writes its option as UCCI engines do (ElephantEye's way: no `name`).
mode=$1
speed=1
while read -r line; do
  case $line in
    uci) echo "id name fake-$mode"; echo "option name Speed type spin default 1 min 0 max 9"; echo uciok ;;
    ucci) echo "id name fake-$mode"; echo "option Speed type spin min 0 max 9 default 1"; echo ucciok ;;
    "setoption name Speed value "* | "setoption Speed "*) speed=${line##* } ;;
    isready) echo readyok ;;
    go*)
      case $mode in
        crash) exit 3 ;;
        stall) ;;
        illegal) echo "info depth 1 score cp 5 nodes 10 pv a0a9"; echo "bestmove a0a9" ;;
        garbage) echo "bestmove zz99" ;;
        good) echo "bestmove h2e2" ;;
        stopped) echo "info depth 5 seldepth 7 score cp 31 nodes 1000 pv h2e2 h9g7 h0g2"
                 echo "info depth 6 seldepth 8 score cp 34 lowerbound nodes 1200 pv h2e2"
                 echo "info depth 6 currmove b2e2 currmovenumber 2 nodes 1300"; echo "bestmove h2e2" ;;
        otherbest) echo "info depth 4 score cp 20 nodes 500 pv b2e2 h9g7"; echo "bestmove h2e2" ;;
        speed3) if [ "$speed" = 3 ]; then echo "bestmove h2e2"; else echo "bestmove zz99"; fi ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
