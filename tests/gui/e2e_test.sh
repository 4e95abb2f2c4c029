#!/usr/bin/env bash
# End to end, as a person drives the window: in a real X display (Xvfb), from a fresh home folder,
# with xdotool. The first run asks for a new game: Start is clicked. New game is clicked in the
# panel, then Start again, and the board must be drawn (its pixels, not the program's word). The
# person moves h2-e2 with the mouse; the AI (the default opponent) answers. Ctrl+S saves to a path
# typed into the dialog (then Enter); New game, then Ctrl+O opens that file again: the same moves are replayed,
# and saved again (Ctrl+S, Replace) the file is the same. The places of the board and the buttons
# come from the window's --log-moves file; the screenshots stay in ARTIFACTS.
#   e2e_test.sh PLYGROUND ARTIFACTS
set -euo pipefail
plyground=$1 artifacts=$2
mkdir -p "$artifacts"
artifacts=$(cd "$artifacts" && pwd)
log=$artifacts/e2e-moves.log saved=$artifacts/e2e-game.pgn
rm -f "$log" "$saved" "$artifacts"/e2e-*
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

run() {
  export HOME=$home XDG_CONFIG_HOME=$home/.config XDG_CACHE_HOME=$home/.cache
  "$plyground" window --log-moves "$log" --width 1200 --height 860 &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' EXIT
  fail() { echo "e2e: $*" >&2; import -window root "$artifacts/e2e-failed.png" || true; exit 1; }
  # Waits until the log has a line matching $1 (at least $2 of them).
  wait_for() {
    for _ in $(seq 200); do
      [ -f "$log" ] && [ "$(grep -c -- "$1" "$log")" -ge "${2:-1}" ] && return 0
      sleep 0.1
    done
    fail "no '$1' (${2:-1} times) in the log"
  }
  wait_for '^board '
  wid=$(xdotool search --sync --onlyvisible --name '^Plyground' | head -n 1)
  click_at() { xdotool mousemove --window "$wid" "$1" "$2" click 1; sleep 0.4; }
  # The centre of a control the window logged ("control NAME X Y W H").
  click_control() {
    local x y w h
    read -r x y w h < <(grep "^control $1 " "$log" | tail -n 1 | cut -d' ' -f3-)
    [ -n "$h" ] || fail "no place logged for $1"
    click_at $((x + w / 2)) $((y + h / 2))
  }
  read -r _ bx by bw bh < <(grep '^board ' "$log")
  # Centre of point (file, rank) with Red at the bottom: the board image's geometry, scaled.
  point() { echo $((bx + (200 + $1 * 200) * bw / 2000)) $((by + (200 + (9 - $2) * 200) * bw / 2000)); }
  # The board's share of pixels that differ from the flat background: a blank board has none.
  board_drawn() {
    import -window root "$1"
    local spread
    spread=$(convert "$1" -crop "${bw}x${bh}+${bx}+${by}" -colorspace gray -format '%[fx:standard_deviation]' info:)
    awk -v s="$spread" 'BEGIN { exit !(s > 0.05) }' || fail "the board is not drawn in $1 (spread $spread)"
  }

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
  # Held as a person holds a key: Dear ImGui 1.86 misses a press released within the same frame.
  xdotool keydown --window "$wid" Return
  sleep 0.1
  xdotool keyup --window "$wid" Return
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
  kill -TERM $pid
  local status=0
  wait $pid || status=$?
  [ $status -eq 0 ] || fail "the window exited with status $status"
}
status=0
xvfb-run -a -s "-screen 0 1280x900x24" bash -c "$(declare -f run); plyground='$plyground' log='$log' saved='$saved' \
  artifacts='$artifacts' home='$home' run" || status=$?
cat "$log"
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
