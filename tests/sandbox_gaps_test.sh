#!/usr/bin/env bash
# Where the kernel refuses Landlock and namespaces, the sandbox says so once, naming what goes
# unenforced, and plugins still play; writes outside are still refused (by the filter).
#   sandbox_gaps_test.sh WITHOUT_WALLS PLYGROUND HOSTILE_DIR WORKDIR
set -uo pipefail
without=$1 plyground=$2 hostile=$3 work=$4
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAILED: $*" >&2; exit 1; }
export XDG_CACHE_HOME=$work/cache
out=$("$without" "$plyground" players 2>"$work/err")
status=$?
err=$(cat "$work/err")
[ $status -eq 0 ] || fail "players exited $status: $err"
grep -q '^greedy ' <<<"$out" || fail "greedy is listed: $out"
[ "$(grep -c 'warning: this kernel does not let the plugin sandbox enforce everything' <<<"$err")" -eq 1 ] ||
  fail "one warning: $err"
for gap in "no Landlock: plugins may not write files at all" "no network namespace" "no IPC namespace" \
  "no mount namespace" "no root of its own" "no /dev of its own" "no PID namespace"; do
  grep -qF "$gap" <<<"$err" || fail "the warning names '$gap': $err"
done
echo kept >"$work/victim"
out=$("$without" "$plyground" match --red "$hostile/hostile.so:attack=write_outside,target=$work/victim" \
  --black random --games 1 2>&1)
[ $? -eq 0 ] || fail "a match without the walls: $out"
grep -q 'game 1/1' <<<"$out" || fail "the game is played: $out"
grep -q 'hostile.*failed' <<<"$out" && fail "writing outside should fail quietly: $out"
[ "$(cat "$work/victim")" = kept ] || fail "the file outside was written"
echo "the missing walls named once; plugins play; writes outside refused by the filter"
