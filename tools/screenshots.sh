#!/usr/bin/env bash
# Remakes the screenshots of the window under Xvfb at 1280x860 (needs the build, xvfb-run, xdotool).
# Settings go to a throwaway folder, so the first-run dialog shows and yours stay untouched.
#   tools/screenshots.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
plyground=${1:-build}/host/plyground
shot() {  # FILE SECONDS ARGS...
  local file=$1 seconds=$2
  shift 2
  XDG_CONFIG_HOME=$(mktemp -d) xvfb-run -a -s "-screen 0 1280x860x24" \
    "$plyground" window "$@" --exit-after "$seconds" --screenshot "docs/$file"
  echo "docs/$file"
}
shot window.png 11 --red deepening --black alphabeta --tc 60
shot chess-window.png 14 --game chess --white alphabeta --black deepening --tc 60+1
shot window-chinese.png 12 --red deepening --black alphabeta --tc 60 --language zh
shot new-game.png 3
shot tree-window.png 3 --game tree --black alphabeta
shot connect4-window.png 8 --game connect4 --red deepening --yellow alphabeta --tc 60
shot othello-window.png 8 --game othello --black deepening --white alphabeta --tc 60
shot pig-window.png 3 --game pig --red human --blue expectimax:depth=2 --fen "34 51 9 1 d 100"
shot explorer-tree.png 4 --game tree --explore minimax,alphabeta --explore-depth 3
shot explorer-tictactoe.png 6 --game tictactoe --explore minimax,alphabeta --explore-depth 3
# The explorer on chess at its fourth node: "the node" chosen, then Into three times, by clicks
# on the Explore tab's controls (their places at 1280x860; needs xdotool).
XDG_CONFIG_HOME=$(mktemp -d) xvfb-run -a -s "-screen 0 1280x860x24" sh -c "
  '$plyground' window --game chess --explore alphabeta --explore-depth 2 --exit-after 9 --screenshot docs/explorer-chess.png &
  sleep 4
  xdotool mousemove 1017 217 click 1; sleep 0.3
  for i in 1 2 3; do xdotool mousemove 845 190 click 1; sleep 0.3; done
  wait"
echo docs/explorer-chess.png
