#!/usr/bin/env bash
# Installs Plyground from BUILD_DIR into a scratch prefix, builds examples/myai against it as an
# author would (find_package + plyground_add_plugin), then loads and plays the plugin.
set -euo pipefail
build=$1 source=$2
work=$build/out-of-tree
rm -rf "$work"
cmake --install "$build" --prefix "$work/prefix" >/dev/null
cmake -S "$source/examples/myai" -B "$work/myai" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" | tee "$work/configure.txt"
cmake --build "$work/myai"
# Named no build type, as the README's commands name none: optimised all the same, and said.
grep -q "Plyground: no build type named, so Release" "$work/configure.txt"
grep -q "FLAGS = -O3" "$work/myai/build.ninja" || { echo "the author's plugin is built without -O3"; exit 1; }
plyground=$work/prefix/bin/plyground
"$plyground" players --plugin "$work/myai/myai.so" | tee "$work/players.txt"
grep -q "^myai 0.1.0  by A. Author" "$work/players.txt"
grep -q "^random " "$work/players.txt"  # the installed plugins folder is found too
"$plyground" match --red "$work/myai/myai.so" --black random --games 2 --depth 1 | tee "$work/match.txt"
grep -q "^score: myai " "$work/match.txt"
# bench python's player by default is the installed example, found from any folder.
(cd / && "$plyground" bench python --game tictactoe --depth 1) | tee "$work/bench-python.txt"
grep -q "the same nodes" "$work/bench-python.txt"

# The traced reference player installed with the SDK, built out of tree from where it was
# installed, reports its search node by node (the file named replaces the shipped one of its name).
cmake -S "$work/prefix/share/plyground/examples/alphabeta" -B "$work/traced" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/traced"
"$plyground" trace --plugin "$work/traced/alphabeta.so" --player alphabeta --game tree --depth 2 | tee "$work/trace.txt"
grep -q "^  b  d1  \[3, +inf\]  = <= 3  cut-off after 1 of 3" "$work/trace.txt"

# The assignment's starting point, built the same way and graded: a minimax passes the minimax case
# and every alpha-beta case names what is missing.
cmake -S "$source/examples/assignment" -B "$work/assignment" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/assignment"
status=0
"$plyground" grade --player "$work/assignment/alphabeta_student.so" > "$work/grade.txt" || status=$?
cat "$work/grade.txt"
[ "$status" = 1 ]
grep -q "^pass  minimax-textbook" "$work/grade.txt"
grep -q "^FAIL  textbook  (tree, depth 2, alphabeta): .*alpha and beta are not passed to the children" "$work/grade.txt"
grep -q "^2 passed, 13 failed" "$work/grade.txt"
