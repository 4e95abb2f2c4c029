#!/usr/bin/env bash
# A UCI engine for tests that plays a fixed line: scripted_engine.sh MOVE..., where the game's move
# number n (from 0, both sides counted) is MOVE number n modulo the line's length. Two copies with
# the same line play a scripted game against each other, such as a repetition cycle.
line=("$@")
while read -r command rest; do
  case $command in
    uci) echo "id name scripted"; echo uciok ;;
    isready) echo readyok ;;
    position)
      played=0
      if [[ $rest == *" moves "* ]]; then
        read -ra moves <<< "${rest#* moves }"
        played=${#moves[@]}
      fi ;;
    go) echo "bestmove ${line[played % ${#line[@]}]}" ;;
    quit) exit 0 ;;
  esac
done
