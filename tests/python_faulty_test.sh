#!/usr/bin/env bash
# Python players that go wrong, each as students' do, and hostile ones: each costs only its own
# game, with a reason that names the fault (the file and line where Python knows it).
#   python_faulty_test.sh PLYGROUND FAULTY_DIR WORKDIR
set -uo pipefail
plyground=$1 faulty=$2 work=$3
rm -rf "$work" && mkdir -p "$work" && cp "$faulty"/*.py "$work"/
fail() { echo "FAILED: $*" >&2; exit 1; }
expect() {  # SCRIPT REGEX: one game against random; its line must match
  local line
  line=$("$plyground" match --game tictactoe --first "$work/$1" --second random --games 1 --movetime 1000 2>&1 | head -n 1)
  grep -qE -- "$2" <<<"$line" || fail "$1: expected /$2/ in: $line"
  echo "$1: $line"
}
lost='0-1  [a-z_]+\.py failed: '
expect raises.py "${lost}raises.py line 2, in helper: ZeroDivisionError: division by zero"
expect returns_none.py "${lost}choose_move returned None"
expect returns_number.py "${lost}choose_move returned 42: return an action"
expect returns_illegal.py "${lost}illegal action 'z9z9'"
expect loops.py "0-1  loops.py lost on time: no move within 1100 ms"
expect keeps_search.py "${lost}keeps_search.py line 7, in choose_move: ValueError: this search is over"
expect returns_bad_value.py "${lost}a value is a number, not 'good'"
expect uses_random.py "(1-0|0-1|1/2-1/2)  (three in a row|the board is full)"
expect chatty.py "(1-0|0-1|1/2-1/2)  (three in a row|the board is full)"
# A traced search that leaves a node open fails, saying so; untraced, the same script plays on.
expect unbalanced_trace.py "(1-0|0-1|1/2-1/2)  (three in a row|the board is full)"
out=$("$plyground" trace --game tictactoe --player "$work/unbalanced_trace.py" --depth 2 2>&1)
[ $? -eq 1 ] && grep -q "the trace is not whole: 1 nodes entered were never left" <<<"$out" ||
  fail "unbalanced_trace.py traced: $out"
# Hostile: the sandbox decides, as for a plugin in C++.
echo kept >"$work/victim"
expect writes_beside_itself.py "${lost}writes_beside_itself.py line 6, in choose_move: (PermissionError|OSError: \\[Errno 30\\] Read-only file system)"
[ "$(cat "$work/victim")" = kept ] || fail "the file beside the script was written"
expect opens_socket.py "${lost}opens_socket.py line 6, in choose_move: PermissionError"
expect spawns.py "${lost}.*the sandbox refused a system call"
[ -e "$work/owned" ] && fail "a program was started"
# Scripts that do not load are refused before any game, with the reason (exit status 2).
for bad in "syntax_error.py:SyntaxError: expected ':' \(syntax_error.py, line 1\)" \
  "no_player.py:no_player.py defines no choose_move\(state\), no class Player with one, and no evaluate\(state\)" \
  "three_arguments.py:choose_move takes \(state\) or \(state, search\), not 3 arguments" \
  "missing.py:no Python player at '.*missing.py': no such file"; do
  out=$("$plyground" match --game tictactoe --first "$work/${bad%%:*}" --second random 2>&1)
  status=$?
  [ $status -eq 2 ] && grep -qE -- "${bad#*:}" <<<"$out" || fail "${bad%%:*}: status $status: $out"
  echo "${bad%%:*}: refused: $out"
done
echo "each fault cost its game, named; nothing outside was reached"
