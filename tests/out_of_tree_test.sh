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
# A player's data ships beside it, in the folder of its own name, and the kit finds it wherever the
# player is put: its default book, another named by a path relative to that folder (sandboxed and in
# process alike), and a book that cannot be read refused at once, in words.
cmake -S "$source/tests/sdk/book_player" -B "$work/book" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/book"
mkdir -p "$work/kept/book_player"
cp "$work/book/book_player.so" "$work/kept/"
echo "e2e4 e7e5 g1f3" > "$work/kept/book_player/book.txt"
echo "d2d4" > "$work/kept/book_player/queens.txt"
book_game() {  # SPEC [GLOBAL OPTION]: the first move of its game as White, from the PGN
  rm -f "$work/book.pgn"
  (cd / && "$plyground" ${2:-} match --game chess --white "$1" --black random --games 1 --depth 1 --pgn "$work/book.pgn" >/dev/null)
  grep -o '^1\. [^ ]*' "$work/book.pgn"
}
[ "$(book_game "$work/kept/book_player.so")" = "1. e4" ]
[ "$(book_game "$work/kept/book_player.so:book=queens.txt")" = "1. d4" ]
[ "$(book_game "$work/kept/book_player.so:book=queens.txt" --in-process)" = "1. d4" ]
refused() {  # BOOK PATTERN: the command stops before any game (status 2), saying PATTERN
  local status=0
  "$plyground" match --game chess --white "$work/kept/book_player.so:book=$1" --black random --games 1 --depth 1 \
    > "$work/refused.txt" 2>&1 || status=$?
  cat "$work/refused.txt"
  [ "$status" = 2 ] && grep -q "$2" "$work/refused.txt"
}
refused nope.txt "cannot read nope.txt (.*/kept/book_player/nope.txt)"
refused . "cannot read \. (.*): a folder, not a file"

# A crash in the author's code, sandboxed as in any game, is named by its source's line (the SDK
# builds with debug information).
"$plyground" match --game chess --white "$work/kept/book_player.so:crash=true" --black random --games 1 --depth 1 \
  | tee "$work/crash.txt"
grep -q "killed by signal 11 (Segmentation fault): at book_player.cpp:13 in read_through" "$work/crash.txt"

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
