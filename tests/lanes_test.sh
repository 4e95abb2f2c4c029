#!/usr/bin/env bash
# Games played in lanes (a worker's games at once, each player's child asked for all their moves
# together) are the games played one at a time, and in process: the same moves, round by round.
# And a torture set played in lanes: every game recorded, each fault named in its own games.
#   lanes_test.sh PLYGROUND TORTURE_DIR WORKDIR
set -euo pipefail
plyground=$1 torture=$2 work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work"
fail() { echo "FAILED: $*" >&2; exit 1; }

# Each round's moves, a round a line (its number first), the comments (times) left out.
rounds() {
  awk '/^\[Round /{gsub(/[^0-9]/, "", $2); round = $2; next} /^\[/{next}
       /^$/{if (moves != "") print round ":" moves; moves = ""; next}
       {line = $0; gsub(/\{[^}]*\}/, "", line); moves = moves " " line}
       END{if (moves != "") print round ":" moves}' "$1" | tr -s ' ' | sort -n
}
players=greedy,random,alphabeta:depth=2
for way in lanes one in-process; do
  case $way in
    lanes) flags=() ;;
    one) flags=(--lanes 1) ;;
    in-process) flags=(--in-process) ;;
  esac
  "$plyground" tournament --players "$players" --games-per-pair 6 --depth 1 --pgn "$way.pgn" "${flags[@]}" > /dev/null
  rounds "$way.pgn" > "$way.txt"
done
[ "$(wc -l < lanes.txt)" = 18 ] || fail "18 games in lanes, found $(wc -l < lanes.txt)"
cmp -s lanes.txt one.txt || fail "lanes played other games than one at a time: $(diff lanes.txt one.txt | head -5)"
cmp -s lanes.txt in-process.txt || fail "lanes played other games than in process: $(diff lanes.txt in-process.txt | head -5)"

# Faults in lanes: each costs the games of the plugin that made it, named there, and no other's.
faults="crash abort throw empty garbage network exit_in_move multiline_error create_crash"
players=greedy
for fault in $faults; do players+=",$torture/torture_$fault.so"; done
"$plyground" tournament --format gauntlet --players "$players" --games-per-pair 2 --depth 1 --pgn torture.pgn > /dev/null
games=$("$plyground" standings torture.pgn | sed -n 1p)
[ "$games" = "$(( $(wc -w <<< "$faults") * 2 )) games" ] || fail "every game recorded, found: $games"
"$plyground" standings torture.pgn | grep -q '^ *1 *greedy .* 18 *18\.0 ' || fail "greedy wins all 18: $("$plyground" standings torture.pgn)"
expect() {  # FAULT REASON: both games of that plugin end with the reason
  local n
  n=$(grep -A12 "torture_$1.so\"" torture.pgn | grep -c "Termination \".*$2") || true
  [ "$n" -ge 2 ] || fail "torture_$1: expected '$2' in both its games"
}
expect crash 'crashed or quit'
expect abort 'crashed or quit'
expect throw 'failed: out of ideas'
expect empty 'failed: the player gave no move'
expect garbage "'zz99' is not an ICCS move"
expect network 'the sandbox refused the system call connect'
expect exit_in_move 'crashed or quit (exited with status 1: error: torture_exit_in_move called exit() in choose_move)'
expect multiline_error 'failed: first line \[Result \\"1-0\\"\] { forged }'
expect create_crash "could not start: 'torture_create_crash' failed to load: \\(killed by signal 11\\|exited with status 1\\)"
echo "lanes play the games one at a time plays"
