#!/usr/bin/env bash
# End to end, as a person drives the window: in a real X display (Xvfb), from a fresh home folder,
# with xdotool. The first run asks for a new game: Start is clicked. New game is clicked in the
# panel, then Start again, and the board must be drawn (its pixels, not the program's word). The
# person moves h2-e2 with the mouse; the AI (the default opponent) answers. Ctrl+S saves to a path
# typed into the dialog (then Enter); New game, then Ctrl+O opens that file again: the same moves are replayed,
# and saved again (Ctrl+S, Replace) the file is the same. Then a game of chess against greedy on a
# clock, as a player meets it: the clocks drawn large, Resign asking first (Play on keeps the game,
# Resign ends it), the result's banner closed with Escape, Rematch, and Compare offering only
# players that can run. The places of the board and the buttons come from the window's --log-moves
# file ("control NAME X Y W H", "gone NAME"); the screenshots stay in ARTIFACTS.
#   e2e_test.sh PLYGROUND ARTIFACTS
set -euo pipefail
plyground=$1 artifacts=$2
mkdir -p "$artifacts"
artifacts=$(cd "$artifacts" && pwd)
log=$artifacts/e2e-moves.log saved=$artifacts/e2e-game.pgn
rm -f "$log" "$saved" "$artifacts"/e2e-*
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

# Starts the window with ARGS, logging to $log, from the fresh home folder; sets $pid and $wid.
start_window() {
  export HOME=$home XDG_CONFIG_HOME=$home/.config XDG_CACHE_HOME=$home/.cache
  rm -f "$log"
  "$plyground" window --log-moves "$log" --width 1200 --height 860 "$@" &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' EXIT
  wait_for '^board '
  wid=$(xdotool search --sync --onlyvisible --name '^Plyground' | head -n 1)
  read -r _ bx by bw bh < <(grep '^board ' "$log")
}
fail() {
  echo "e2e: $*" >&2
  import -window root "$artifacts/e2e-failed.png" || true
  cat "$log" >&2
  exit 1
}
# Waits until the log has a line matching $1 (at least $2 of them).
wait_for() {
  for _ in $(seq 200); do
    [ -f "$log" ] && [ "$(grep -c -- "$1" "$log")" -ge "${2:-1}" ] && return 0
    sleep 0.1
  done
  fail "no '$1' (${2:-1} times) in the log"
}
# A click as a person makes one: the pointer there first, the button held a moment.
click_at() {
  xdotool mousemove --window "$wid" "$1" "$2"
  sleep 0.1
  xdotool mousedown 1
  sleep 0.1
  xdotool mouseup 1
  sleep 0.3
}
# Held as a person holds a key: Dear ImGui 1.86 misses a press released within the same frame.
press() {
  xdotool keydown --window "$wid" "$1"
  sleep 0.1
  xdotool keyup --window "$wid" "$1"
}
# The centre of a control the window logged ("control NAME X Y W H").
click_control() {
  local x y w h
  read -r x y w h < <(grep "^control $1 " "$log" | tail -n 1 | cut -d' ' -f3-)
  [ -n "$h" ] || fail "no place logged for $1"
  click_at $((x + w / 2)) $((y + h / 2))
}
# The board's share of pixels that differ from the flat background: a blank board has none.
board_drawn() {
  import -window root "$1"
  local spread
  spread=$(convert "$1" -crop "${bw}x${bh}+${bx}+${by}" -colorspace gray -format '%[fx:standard_deviation]' info:)
  awk -v s="$spread" 'BEGIN { exit !(s > 0.05) }' || fail "the board is not drawn in $1 (spread $spread)"
}
stop_window() {
  kill -TERM $pid
  local status=0
  wait $pid || status=$?
  [ $status -eq 0 ] || fail "the window exited with status $status"
}

# Xiangqi from the first run: Start, New game, a move and its answer, saved, opened, saved again.
first_run() {
  start_window
  # Centre of point (file, rank) with Red at the bottom: the board image's geometry, scaled.
  point() { echo $((bx + (200 + $1 * 200) * bw / 2000)) $((by + (200 + (9 - $2) * 200) * bw / 2000)); }

  # The first run asks for a game: Start.
  wait_for '^control start '
  click_control start
  wait_for '^new ' 2
  # New game in the panel, then Start: the board is drawn in the new game's first frames.
  click_control new-game
  click_control start
  wait_for '^new ' 3
  board_drawn "$artifacts/e2e-new-game.png"
  # A move with the mouse, and the AI's answer.
  read -r x y < <(point 7 2)
  click_at "$x" "$y"
  read -r x y < <(point 4 2)
  click_at "$x" "$y"
  wait_for '^[a-i][0-9][a-i][0-9]$' 2
  sleep 0.3
  import -window root "$artifacts/e2e-window.png"
  # Saved where the person says.
  xdotool key --window "$wid" ctrl+s
  sleep 0.4
  xdotool key --window "$wid" ctrl+a
  xdotool type --window "$wid" --delay 20 "$saved"
  sleep 0.3
  press Return
  for _ in $(seq 50); do [ -s "$saved" ] && break; sleep 0.1; done
  [ -s "$saved" ] || fail "nothing saved at $saved"
  cp "$saved" "$artifacts/e2e-first-save.pgn"
  # A new game, then the file opened again: the same moves.
  click_control new-game
  click_control start
  wait_for '^new ' 4
  xdotool key --window "$wid" ctrl+o
  sleep 0.4
  xdotool key --window "$wid" ctrl+a
  xdotool type --window "$wid" --delay 20 "$saved"
  sleep 0.3
  click_control file-dialog-go
  wait_for '^new ' 5
  sleep 0.5
  # Saved again over it (the dialog asks first: Save keeps the name, then Replace it).
  xdotool key --window "$wid" ctrl+s
  sleep 0.4
  click_control file-dialog-go
  wait_for '^control replace ' 1
  click_control replace
  import -window root "$artifacts/e2e-reopened.png"
  stop_window
  cp "$log" "$artifacts/e2e-first-run.log"
}

# Chess against greedy on a clock, as a player meets it.
chess_on_a_clock() {
  start_window --game chess --white human --black greedy --tc 300
  # Centre of a square (file 0-7, rank 1-8) with White at the bottom.
  square() { echo $((bx + (190 + $1 * 200) * bw / 1780)) $((by + (190 + (8 - $2) * 200) * bw / 1780)); }
  wait_for '^control clock-0 '
  wait_for '^control clock-1 '
  read -r x y < <(square 4 2)
  click_at "$x" "$y"
  read -r x y < <(square 4 4)
  click_at "$x" "$y"
  wait_for '^e2e4$'
  wait_for '^[a-h][1-8][a-h][1-8]$' 2
  # Resign asks; Play on keeps the game.
  click_control resign
  wait_for '^control resign-no '
  click_control resign-no
  wait_for '^gone resign-no'
  ! grep -q '^end ' "$log" || fail "Play on ended the game"
  click_control resign
  wait_for '^control resign-yes '
  click_control resign-yes
  wait_for '^end 0-1 White resigned'
  # The banner over the board closes with Escape; the result stays in the panel, with Rematch.
  wait_for '^control result-close '
  press Escape
  wait_for '^gone result-close'
  import -window root "$artifacts/e2e-resigned.png"
  click_control panel-rematch
  wait_for '^new ' 2
  # Compare offers the players that can run: not the Python player, which needs a script.
  click_control tab-compare
  wait_for '^control compare-go '
  wait_for '^control compare-pick-greedy '
  ! grep -q '^control compare-pick-python ' "$log" || fail "Compare offers the Python player without a script"
  import -window root "$artifacts/e2e-compare.png"
  stop_window
}
status=0
xvfb-run -a -s "-screen 0 1280x900x24" bash -c "set -euo pipefail; \
  $(declare -f start_window fail wait_for click_at press click_control board_drawn stop_window first_run chess_on_a_clock)
  plyground='$plyground' log='$log' saved='$saved' artifacts='$artifacts' home='$home'
  first_run; chess_on_a_clock" || status=$?
log=$artifacts/e2e-first-run.log
[ -f "$log" ] && cat "$log"
[ "$status" -eq 0 ] || { echo "the session failed (status $status)" >&2; exit 1; }
# The moves played, and the same moves read back from the file after the last "new".
played=$(awk '/^new /{n++} n==3 && /^[a-i][0-9][a-i][0-9]$/' "$log" | tr '\n' ' ')
reopened=$(awk '/^new /{n++} n==5 && /^[a-i][0-9][a-i][0-9]$/' "$log" | tr '\n' ' ')
[[ $played =~ ^h2e2\ [a-i][0-9][a-i][0-9]\ $ ]] || { echo "expected h2e2 and a reply, got: $played" >&2; exit 1; }
[ "$reopened" = "$played" ] || { echo "opened again: '$reopened', played: '$played'" >&2; exit 1; }
grep -q '^\[Game "Chinese Chess"\]$' "$saved" || { echo "not saved as Xiangqi PGN:" >&2; cat "$saved" >&2; exit 1; }
grep -q '^1\. H2-E2 ' "$saved" || { echo "the moves are not in the file:" >&2; cat "$saved" >&2; exit 1; }
diff "$artifacts/e2e-first-save.pgn" "$saved" || { echo "saved again, the file changed" >&2; exit 1; }
echo "screenshots: $artifacts/e2e-*.png"
