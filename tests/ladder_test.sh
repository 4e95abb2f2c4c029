#!/usr/bin/env bash
# A short ladder through `plyground match --game GAME`: greedy beats random, and alpha-beta at depth 4
# beats greedy (each scores more than half of the points; the match seeds greedy anew each game).
#   ladder_test.sh PLYGROUND GAME
set -euo pipefail
plyground=$1 game=$2

# Plays GAMES games of FIRST against SECOND and checks that FIRST scores more than half.
beats() {
  local first=$1 second=$2 games=$3 line
  line=$("$plyground" match --game "$game" --first "$first" --second "$second" --games "$games" | grep '^score: ')
  echo "$game: $line"
  # "score: greedy 9.5 - 0.5 random  (...)"
  read -r _ _ mine _ theirs _ <<<"$line"
  awk -v a="$mine" -v b="$theirs" 'BEGIN { exit !(a > b) }' ||
    { echo "$first did not beat $second at $game" >&2; exit 1; }
}
beats greedy random 10
if [ "$game" = tictactoe ]; then
  # Good play draws tic-tac-toe, and greedy plays it well enough to draw every game against any
  # search: a whole search shows only against random.
  beats alphabeta:depth=9 random 10
else
  beats alphabeta:depth=4 greedy 10
fi
