#!/usr/bin/env bash
# A tournament among good players and the torture set (isolated, as tournaments are by default)
# completes with every game recorded, each fault named in its game. (The leaking plugin is left
# to the isolation test: without the memory limit of a normal build it would take all memory.)
#   torture_tournament_test.sh PLYGROUND TORTURE_DIR WORKDIR
set -euo pipefail
plyground=$1 torture=$2 work=$3
mkdir -p "$work"
pgn=$work/torture.pgn
rm -f "$pgn"
players=greedy,random
faults="crash abort hang late ignore_stop throw empty garbage overflow slow_create chdir setenv close_stdout signals
  exit_in_move chatter fork multiline_error unterminated_error error_with_move create_crash destroy_hang network
  write_outside setlocale load_thread spawn kill_host"
harmless="slow_create chdir setenv close_stdout signals chatter destroy_hang write_outside setlocale load_thread"
for fault in $faults; do
  players+=",$torture/torture_$fault.so"
done
"$plyground" tournament --format gauntlet --players "$players" --games-per-pair 2 --movetime 100 --pgn "$pgn" |
  tail -n 14
games=$("$plyground" standings "$pgn" | sed -n 1p)
expected="$(( $(wc -w <<< "$faults") * 2 + 2 )) games"
[ "$games" = "$expected" ] || { echo "expected $expected recorded, got: $games" >&2; exit 1; }
expect() {  # FAULT REASON: both games of that plugin end with the reason
  local n
  n=$(grep -A12 "torture_$1.so\"" "$pgn" | grep -c "Termination \".*$2") || true
  [ "$n" -ge 2 ] || { echo "torture_$1: expected '$2' in both its games" >&2; exit 1; }
}
expect crash 'crashed or quit'
expect abort 'crashed or quit'
expect hang 'no move within'
expect ignore_stop 'no move within'
expect late 'lost on time: it answered after [0-9]* ms, past the 150 ms it had'
expect throw 'failed: out of ideas'
expect empty 'failed: the player gave no move'
expect garbage "'zz99' is not an ICCS move"
# What the sandbox's filter refuses ends the plugin, the call named.
expect network 'the sandbox refused the system call connect'
expect spawn 'the sandbox refused the system call clone'
expect fork 'the sandbox refused the system call clone'
expect kill_host 'the sandbox refused the system call kill'
expect overflow 'crashed or quit\|failed: y'
expect exit_in_move 'crashed or quit (exited with status 1: error: torture_exit_in_move called exit() in choose_move)'
expect multiline_error 'failed: first line \[Result \\"1-0\\"\] { forged }'
expect unterminated_error 'failed: yyyy'
expect error_with_move 'failed: an error with a move'
expect create_crash "could not start: 'torture_create_crash' failed to load: \\(killed by signal 11\\|exited with status 1\\)"
# A player that cannot start loses with either colour: no point from its two games.
"$plyground" standings "$pgn" | grep 'torture_create_crash.so  *2  *0\.0 ' > /dev/null ||
  { echo "torture_create_crash should score 0 of 2" >&2; exit 1; }
# These change their own process's state (directory, environment, stdout, signals, locale), print
# on stdout, or try to write outside their directory (Landlock refuses it quietly): it costs
# nothing, and they play their games.
for fault in $harmless; do
  if grep -A12 "torture_$fault.so\"" "$pgn" | grep -q 'Termination ".*\(failed\|crashed\|no move\|illegal\)'; then
    echo "torture_$fault should play its games" >&2
    exit 1
  fi
done
# Nothing a plugin forked outlives the tournament.
if pgrep -f "$torture/torture_fork" > /dev/null; then
  echo "a process forked by torture_fork is still running" >&2
  exit 1
fi
echo "$expected, every fault named"
