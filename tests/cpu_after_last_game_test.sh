#!/usr/bin/env bash
# A player that leaves a thread spinning and loses at once takes no CPU from the games still played
# after its last one: its child is ended as soon as no game is left for it (a gauntlet's rounds 1 and
# 3 are its games, round 4 is deepening's against random).
#   cpu_after_last_game_test.sh PLYGROUND HOSTILE_SO WORKDIR
set -uo pipefail
plyground=$1 hostile=$2 work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
# A copy of its own, so that no other test's children (the sandbox's tests run the same plugin) are counted.
spinner=$work/last-game-spinner.so
cp "$hostile" "$spinner"
"$plyground" tournament --format gauntlet --players "random,$spinner:attack=spin_and_fail,deepening" \
  --games-per-pair 2 --movetime 100 --concurrency 1 --pgn games.pgn >out.txt 2>&1 &
tournament=$!
games() { grep -c '^\[Event' games.pgn 2>/dev/null || true; }
for _ in $(seq 600); do [ "$(games)" -ge 3 ] && break; sleep 0.05; done
sleep 0.5  # the children a worker ends are ended as its game is recorded
children=$(pgrep -fc "uci --sandboxed.*$spinner" || true)
recorded=$(games)
wait "$tournament" || { cat out.txt; exit 1; }
echo "after $recorded games: $children children of the spinning player; $(games) games in the end"
