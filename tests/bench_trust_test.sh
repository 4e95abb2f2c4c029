#!/usr/bin/env bash
# The benchmarks play players in the host itself: only the shipped ones, never a plugin that takes a
# shipped player's name in another folder (impostor.so, named minimax, leaves a file where it runs).
#   bench_trust_test.sh PLYGROUND PLYGROUND_CHILD IMPOSTOR_FOLDER WORKDIR
set -uo pipefail
plyground=$1 child=$2 impostors=$3 work=$4
fail() { echo "FAILED: $*" >&2; exit 1; }
rm -rf "$work" && mkdir -p "$work/bin" "$work/home" || fail "cannot make $work"
export HOME=$work/home XDG_CACHE_HOME=$work/home/cache XDG_CONFIG_HOME=$work/home/config
# A copy of Plyground with no shipped players beside it: the name finds only the impostor.
cp "$plyground" "$child" "$work/bin/"
cd "$work" || fail "no $work"
output=$(PLYGROUND_PLUGIN_PATH=$impostors "$work/bin/$(basename "$plyground")" bench search --game tictactoe \
  --max-depth 1 2>&1)
status=$?
[ ! -e impostor-ran-here ] || fail "a plugin from PLYGROUND_PLUGIN_PATH ran in the host: $output"
[ "$status" -eq 2 ] && [[ $output =~ "no player named 'minimax' (found: none" ]] ||
  fail "no shipped minimax should be said (status $status): $output"
# With the shipped players beside it, the benchmark runs them, whatever PLYGROUND_PLUGIN_PATH holds.
output=$(PLYGROUND_PLUGIN_PATH=$impostors "$plyground" bench search --game tictactoe --max-depth 1 2>&1) ||
  fail "bench search with the shipped players: $output"
[ ! -e impostor-ran-here ] || fail "the impostor ran in the host: $output"
echo "ok"
