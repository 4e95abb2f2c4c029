#!/usr/bin/env bash
# End to end, in a real X window (Xvfb): launch the window with Black played by greedy, click
# the panel, then h2 and e2 with xdotool, wait for the reply, take a screenshot, close the window. Asserts on the
# moves the program reports in its --log-moves file; keeps the screenshot in ARTIFACTS.
#   e2e_test.sh PLYGROUND ARTIFACTS
set -euo pipefail
plyground=$1 artifacts=$2
mkdir -p "$artifacts"
log=$artifacts/e2e-moves.log shot=$artifacts/e2e-window.png
rm -f "$log" "$shot"

run() {
  "$plyground" window --black greedy --log-moves "$log" --width 1200 --height 860 --stats &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' EXIT
  for _ in $(seq 100); do grep -q '^board ' "$log" 2>/dev/null && break; sleep 0.1; done
  read -r _ bx by bw _ < <(grep '^board ' "$log")
  wid=$(xdotool search --sync --onlyvisible --name '^Plyground' | head -n 1)
  # Centre of point (file, rank) with Red at the bottom: the board image's geometry, scaled.
  point() { echo $((bx + (200 + $1 * 200) * bw / 2000)) $((by + (200 + (9 - $2) * 200) * bw / 2000)); }
  # A panel control first (the Game header, which folds): the board must take the very next click.
  xdotool mousemove --window "$wid" 800 258 click 1
  sleep 0.3
  read -r x y < <(point 7 2)
  xdotool mousemove --window "$wid" "$x" "$y" click 1
  sleep 0.3
  read -r x y < <(point 4 2)
  xdotool mousemove --window "$wid" "$x" "$y" click 1
  for _ in $(seq 100); do [ "$(grep -c '^[a-i][0-9][a-i][0-9]$' "$log")" -ge 2 ] && break; sleep 0.1; done
  sleep 0.3
  import -window root "$shot"
  kill -TERM $pid
  wait $pid
}
status=0
xvfb-run -a -s "-screen 0 1280x900x24" bash -c "$(declare -f run); plyground='$plyground' log='$log' shot='$shot' run" ||
  status=$?
cat "$log"
[ "$status" -eq 0 ] || { echo "the window exited with status $status" >&2; exit 1; }
moves=$(grep '^[a-i][0-9][a-i][0-9]$' "$log" | head -n 2 | tr '\n' ' ')
[[ $moves =~ ^h2e2\ [a-i][0-9][a-i][0-9]\ $ ]] || { echo "expected h2e2 and a reply, got: $moves" >&2; exit 1; }
[ -s "$shot" ] || { echo "no screenshot" >&2; exit 1; }
echo "screenshot: $shot"
