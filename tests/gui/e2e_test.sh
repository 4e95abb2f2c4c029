#!/usr/bin/env bash
# End to end, as a person drives the window: in a real X display (Xvfb), from a fresh home folder,
# with xdotool. The first run asks for a new game: Start is clicked. New game is clicked in the
# panel, then Start again, and the board must be drawn (its pixels, not the program's word). The
# person moves h2-e2 with the mouse; the AI (the default opponent) answers. Ctrl+S saves to a path
# typed into the dialog (then Enter); New game, then Ctrl+O opens that file again: the same moves are replayed,
# and saved again (Ctrl+S, Replace) the file is the same. The next start offers that unfinished game.
# Then the second pass's items as a player meets them: chess against greedy on a clock (the clocks
# beside the board, lit and running down, changing places when flipped; opening a file asking
# before it puts the game aside; Resign asking first; the result's banner closed with Escape;
# Compare saying why it cannot run after the end; Rematch; Compare offering only players that can run; a draw
# offer answered without the hidden evaluation); Pig's die (its pips counted) and Hold; a PGN's
# names, its board's orientation and the analysis marks on their own moves; two AIs (their figures
# kept between searches, the move list as high as the panel allows and left where the reader
# scrolled); Othello's pass with its reason. Places come from the window's --log-moves file
# ("control NAME X Y W H", "gone NAME"), and so do the words it drew ("shown NAME TEXT"); the
# screenshots stay in ARTIFACTS.
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
# Waits until the log has a line matching $1 (an extended regular expression) (at least $2 of them).
wait_for() {
  for _ in $(seq 200); do
    [ -f "$log" ] && [ "$(grep -Ec -- "$1" "$log")" -ge "${2:-1}" ] && return 0
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
# Ctrl+O, and a path typed into the dialog's name.
path_to_open() {
  xdotool key --window "$wid" ctrl+o
  sleep 0.4
  xdotool key --window "$wid" ctrl+a
  xdotool type --window "$wid" --delay 20 "$1"
  sleep 0.3
}
# The last place logged for a control: X Y W H.
place() { grep "^control $1 " "$log" | tail -n 1 | cut -d' ' -f3-; }
# The last words a named place showed ("shown NAME TEXT").
shown() { grep "^shown $1 " "$log" | tail -n 1 | cut -d' ' -f3-; }
# The window as drawn, in its own coordinates (those the log gives).
shot() { import -window "$wid" "$1"; }
# Of picture $1, the mean grey (0 black, 1 white) of the box X Y W H.
grey_of() { convert "$1" -crop "${4}x${5}+${2}+${3}" +repage -colorspace gray -format '%[fx:mean]' info:; }
# The board's share of pixels that differ from the flat background: a blank board has none.
board_drawn() {
  shot "$1"
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
  tabs_y=$(place tab-play | cut -d' ' -f2)
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
  path_to_open "$saved"
  click_control file-dialog-go
  wait_for '^new ' 5
  sleep 0.5
  # Saved again over it (the dialog asks first: Save keeps the name, then Replace it).
  xdotool key --window "$wid" ctrl+s
  sleep 0.4
  click_control file-dialog-go
  wait_for '^control replace ' 1
  wait_for '^shown replace-note It holds one game\.$'
  click_control replace
  import -window root "$artifacts/e2e-reopened.png"
  stop_window
  cp "$log" "$artifacts/e2e-first-run.log"
}

# The clocks as lichess sits them beside the board, White to move: Black's at the top, White's at the
# foot, both at the board's right; White's lit, its time going down; flipped, they change places.
clocks_beside_the_board() {
  local x0 y0 w0 h0 x1 y1 w1 h1
  read -r x0 y0 w0 h0 < <(place clock-0)
  read -r x1 y1 w1 h1 < <(place clock-1)
  [ "$x0" -ge $((bx + bw)) ] && [ "$x1" -ge $((bx + bw)) ] || fail "the clocks are not beside the board"
  [ "$y1" -lt "$y0" ] || fail "Black's clock is not above White's"
  local foot=$((y0 + h0 - by - bh))
  [ "${foot#-}" -lt 60 ] || fail "White's clock is $foot px from the board's foot"
  shot "$artifacts/e2e-clock-a.png"
  sleep 1.5
  shot "$artifacts/e2e-clock-b.png"
  for f in a b; do convert "$artifacts/e2e-clock-$f.png" -crop "${w0}x${h0}+${x0}+${y0}" +repage "$artifacts/e2e-clock-$f-0.png"; done
  local changed
  changed=$(compare -metric AE "$artifacts/e2e-clock-a-0.png" "$artifacts/e2e-clock-b-0.png" null: 2>&1 |
    awk '{ print int($1) }' || true)
  [ "${changed:-0}" -gt 0 ] || fail "White's clock does not run down"
  awk -v w="$(grey_of "$artifacts/e2e-clock-b.png" "$x0" "$y0" "$w0" "$h0")" \
      -v b="$(grey_of "$artifacts/e2e-clock-b.png" "$x1" "$y1" "$w1" "$h1")" 'BEGIN { exit !(w < 0.45 && b > 0.7) }' ||
    fail "the running clock is not the lit one"
  press f
  wait_for "^control clock-0 [0-9]+ $y1 "  # where Black's was
  wait_for "^control clock-1 [0-9]+ $y0 "
  press f
  wait_for "^control clock-0 [0-9]+ $y0 " 2
}

# The next start, as the first left it: the unfinished game is there, and said so.
unfinished_game_kept() {
  start_window
  wait_for '^shown status your unfinished game'
  wait_for '^shown moves 1\. [^ ]+ [^ ]+ $'
  stop_window
}

# Pig: the die shows the face rolled, counted in its pips on the screen: a person's roll (two people
# at the board, so that the die stays as rolled), then an AI's (AI against AI, two seconds between
# moves); Hold, which the turn's 12 points make legal, is drawn as a button that works.
pig_die() {
  start_window --game pig --first human --second human --fen '0 0 12 1 d 100'
  local u=$(((bw < bh ? bw : bh) / 12)) cx=$((bx + bw / 2))
  [ "$u" -ge 8 ] || u=8
  local roll_x=$((cx - 4 * u + 3 * u / 2)) hold_x=$((cx + u + 3 * u / 2)) button_y=$((by + 10 * u))
  shot "$artifacts/e2e-pig-start.png"
  awk -v g="$(grey_of "$artifacts/e2e-pig-start.png" "$hold_x" "$button_y" 1 1)" 'BEGIN { exit !(g < 0.3) }' ||
    fail "Hold is drawn greyed out with 12 points to bank"
  click_at "$roll_x" $((button_y + 3 * u / 4))
  die_shows_the_roll person
  # The person holds (unless a one ended the turn).
  [ "$(shown die)" = 1 ] || { click_at "$hold_x" $((button_y + 3 * u / 4)) && wait_for '^hold$'; }
  stop_window
  start_window --game pig --first greedy --second random --pace 2000
  die_shows_the_roll ai
  stop_window
}
# Waits for the first roll's face in the log and counts the pips of the die on the screen.
die_shows_the_roll() {
  local faces='^(one|two|three|four|five|six)$' word face pips u=$(((bw < bh ? bw : bh) / 12)) cx=$((bx + bw / 2))
  [ "$u" -ge 8 ] || u=8
  local inset=$((u / 6))
  wait_for "$faces"
  sleep 0.3
  word=$(grep -E "$faces" "$log" | head -n 1)
  face=$(awk -v w="$word" 'BEGIN { split("one two three four five six", f, " "); for (i in f) if (f[i] == w) print i }')
  shot "$artifacts/e2e-pig-roll-$1.png"
  pips=$(convert "$artifacts/e2e-pig-roll-$1.png" \
    -crop "$((2 * u - 2 * inset))x$((2 * u - 2 * inset))+$((cx - u + inset))+$((by + 7 * u + inset))" +repage \
    -colorspace gray -threshold 50% -negate -define connected-components:verbose=true \
    -define connected-components:area-threshold=4 -connected-components 8 null: | grep -c 'gray(255)' || true)
  [ "$pips" -eq "$face" ] || fail "roll $1 was $word; the die shows $pips pips"
  [ "$(shown die)" = "$face" ] || fail "roll $1 was $word; the die says '$(shown die)'"
}

# A game opened from a file with its players' names, on a board flipped by hand: the names are
# shown beside the players who play on, the board turns as the file's players sit, and the analysis
# marks each move on its own text ("Nf6??").
opened_game_named_and_analysed() {
  local pgn=$home/named.pgn
  printf '%s\n' '[Event "e2e"]' '[White "Hou Yifan"]' '[Black "Magnus Carlsen"]' '[Result "1-0"]' '' \
    '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0' >"$pgn"
  start_window --game chess --white human --black human
  local y0 y1
  wait_for '^control clock-1 '
  read -r _ y0 _ _ < <(place clock-0)
  read -r _ y1 _ _ < <(place clock-1)
  press f
  wait_for "^control clock-0 [0-9]+ $y1 "
  path_to_open "$pgn"
  click_control file-dialog-go
  wait_for '^shown file-player-0 Hou Yifan$'
  wait_for '^shown file-player-1 Magnus Carlsen$'
  wait_for "^control clock-0 [0-9]+ $y0 " 2  # back at the foot: White at the bottom, as the file's players sit
  ! grep -q '^control eval-bar ' "$log" || fail "an evaluation bar in a game of two people, not analysed"
  click_control analyse
  wait_for '^shown moves .*Nf6[?!]'
  # Drawn on Nf6's own cell (the sixth move), not before the next move.
  local mx mw cx cw
  read -r mx _ mw _ < <(place mark-5)
  read -r cx _ cw _ < <(place move-5)
  [ -n "$mx" ] && [ "$mx" -gt "$cx" ] && [ $((mx + mw)) -le $((cx + cw)) ] ||
    fail "Nf6's mark at x $mx (width $mw), its move's cell at x $cx (width $cw)"
  shot "$artifacts/e2e-analysed.png"
  stop_window
}

# Two AIs playing, their thinking shown: the figures never fall back to nothing between searches;
# the move list takes the panel's height, and a reader who scrolled up stays there as moves come.
ais_playing() {
  start_window --game othello --first greedy --second deepening:depth=3 --pace 150
  wait_for '^shown thinking .'
  wait_for '^control move-20 '
  local lx ly lw lh foot
  read -r lx ly lw lh < <(place move-list)
  read -r _ foot _ _ < <(place "clock-$(($(place clock-0 | cut -d' ' -f2) > $(place clock-1 | cut -d' ' -f2) ? 0 : 1))")
  # Down to the score graph over the clock at the panel's foot: the graph and spacing are under 130 px.
  [ $((foot - ly - lh)) -lt 130 ] || fail "the move list ($lh px high) ends $((foot - ly - lh)) px above the clock"
  local first
  read -r _ first _ _ < <(place move-0)
  [ "$first" -lt "$ly" ] || fail "the list holds every move: nothing to scroll (its first at y $first, the list at $ly)"
  xdotool mousemove --window "$wid" $((lx + lw / 2)) $((ly + lh / 2))
  sleep 0.2
  for _ in $(seq 15); do xdotool click 4; done
  sleep 0.5
  local after
  wait_for '^[a-h][1-8]$|^pass$' $(($(grep -Ec '^[a-h][1-8]$|^pass$' "$log") + 3))
  read -r _ after _ _ < <(place move-0)
  [ "$after" -ge "$ly" ] || fail "the list scrolled back to its end: its first move at y $after, the list at $ly"
  awk '/^shown thinking /{ if (seen && $0 == "shown thinking ") bad = 1; if ($0 != "shown thinking ") seen = 1 }
       END { exit bad }' "$log" || fail "the thinking figures fell back to nothing between searches"
  ! grep -q '^shown thinking depth 0' "$log" || fail "the thinking shows depth 0"
  stop_window
}

# Othello's forced pass is offered with its reason, over the board; its side names have swatches of
# their pieces' colours (Black black, White white) and its board its letters above and numbers.
othello_pass() {
  start_window --game othello --first human --second human --fen '8/1O6/2X5/3XX3/3XX3/5X2/6X1/7X o'
  wait_for '^shown no-move White has no legal move, and passes\.$'
  shot "$artifacts/e2e-othello.png"
  local x y w h
  read -r x y w h < <(place swatch-0)
  awk -v g="$(grey_of "$artifacts/e2e-othello.png" $((x + w / 2)) $((y + h / 2)) 1 1)" 'BEGIN { exit !(g < 0.2) }' ||
    fail "Black's swatch is not black"
  read -r x y w h < <(place swatch-1)
  awk -v g="$(grey_of "$artifacts/e2e-othello.png" $((x + w / 2)) $((y + h / 2)) 1 1)" 'BEGIN { exit !(g > 0.85) }' ||
    fail "White's swatch is not white"
  coordinates_drawn "$artifacts/e2e-othello.png" top
  click_control choice-pass
  wait_for '^pass$'
  stop_window
  start_window --game connect4 --first human --second human
  shot "$artifacts/e2e-connect4.png"
  coordinates_drawn "$artifacts/e2e-connect4.png" bottom
  stop_window
}
# The strip along the board's top or bottom edge (a twentieth of it) holds letters: not flat.
coordinates_drawn() {
  local strip=$((bh / 20)) spread
  spread=$(convert "$1" -crop "${bw}x${strip}+${bx}+$([ "$2" = top ] && echo "$by" || echo $((by + bh - strip)))" +repage \
    -colorspace gray -format '%[fx:standard_deviation]' info:)
  awk -v s="$spread" 'BEGIN { exit !(s > 0.03) }' || fail "no coordinates along the board's $2 in $1 (spread $spread)"
}

# The Elo slider of the New game dialog (where an engine is installed): dragged to its far left it
# reads the lowest Elo, and stays there once let go.
elo_slider() {
  start_window --game chess --white human --black greedy
  click_control new-game
  wait_for '^control start '
  if ! grep -q '^control elo-slider ' "$log"; then
    echo "e2e: no engine installed: the Elo slider is not offered" >&2
  else
    local x y w h
    read -r x y w h < <(place elo-slider)
    xdotool mousemove --window "$wid" $((x + w / 2)) $((y + h / 2))
    sleep 0.1
    xdotool mousedown 1
    for step in 4 3 2 1 0; do xdotool mousemove --window "$wid" $((x + w * step / 8)) $((y + h / 2)); sleep 0.1; done
    xdotool mousemove --window "$wid" $((x - 40)) $((y + h / 2))
    sleep 0.2
    xdotool mouseup 1
    wait_for '^shown elo-slider 1350$'
    sleep 0.5
    [ "$(shown elo-slider)" = 1350 ] || fail "let go at its far left, the Elo slider reads $(shown elo-slider)"
    # The game against it starts; no message shows the engine's settings as a spec writes them.
    click_control start
    wait_for '^new ' 2
    sleep 1
    ! grep -q '^shown status .*UCI_' "$log" || fail "the status line shows raw settings: $(grep '^shown status' "$log" | tail -n 1)"
  fi
  stop_window
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
  clocks_beside_the_board
  # Opening a file (its name typed, then Enter) asks before it puts the game in play aside; Escape
  # keeps the game.
  path_to_open "$saved"
  press Return
  wait_for '^control discard '
  press Escape
  wait_for '^gone discard'
  [ "$(grep -c '^new ' "$log")" -eq 1 ] || fail "the game in play was put aside"
  # The tabs sit where they sat in a game without a clock.
  [ "$(place tab-play | cut -d' ' -f2)" = "$tabs_y" ] || fail "the tabs moved: $(place tab-play), without a clock y $tabs_y"
  resign_asks_first
  # The banner over the board closes with Escape; the result stays in the panel, with Rematch.
  wait_for '^control result-close '
  press Escape
  wait_for '^gone result-close'
  import -window root "$artifacts/e2e-resigned.png"
  # Compare, once the game is over, says why it cannot run.
  click_control tab-compare
  wait_for '^control compare-why '
  click_control tab-play
  wait_for '^control panel-rematch '
  click_control panel-rematch
  wait_for '^new ' 2
  # Compare offers the players that can run: not the Python player, which needs a script.
  click_control tab-compare
  wait_for '^control compare-go '
  wait_for '^control compare-pick-greedy '
  ! grep -q '^control compare-pick-python ' "$log" || fail "Compare offers the Python player without a script"
  import -window root "$artifacts/e2e-compare.png"
  click_control tab-play
  a_draw_offer_tells_nothing
  stop_window
}
# Resign asks: Play on keeps the game, Resign ends it.
resign_asks_first() {
  click_control resign
  wait_for '^control resign-no '
  click_control resign-no
  wait_for '^gone resign-no'
  ! grep -q '^end ' "$log" || fail "Play on ended the game"
  click_control resign
  wait_for '^control resign-yes '
  click_control resign-yes
  wait_for '^end 0-1 White resigned'
}
# A draw offered to an AI whose thinking is hidden: its answer tells no evaluation, and nothing of
# its thinking was shown while the first game went on.
a_draw_offer_tells_nothing() {
  wait_for '^control offer-draw '
  click_control offer-draw
  wait_for '^shown status .*draw'
  local answer
  answer=$(shown status)
  [[ $answer == *declines* || $answer == *accepts* ]] || fail "no answer to the draw offer: '$answer'"
  ! grep -Eq 'judge|score|[0-9]\.[0-9]' <<<"$answer" || fail "the answer tells the AI's evaluation: '$answer'"
  awk '/^end /{ exit } /^shown thinking ./{ found = 1; exit } END { exit found }' "$log" ||
    fail "the AI's thinking is shown while it plays a person"
}
status=0
xvfb-run -a -s "-screen 0 1280x900x24" bash -c "set -euo pipefail; \
  $(declare -f start_window fail wait_for click_at press click_control path_to_open place shown shot grey_of board_drawn \
    stop_window resign_asks_first a_draw_offer_tells_nothing \
    first_run unfinished_game_kept clocks_beside_the_board chess_on_a_clock pig_die die_shows_the_roll opened_game_named_and_analysed \
    ais_playing othello_pass coordinates_drawn elo_slider)
  plyground='$plyground' log='$log' saved='$saved' artifacts='$artifacts' home='$home'
  first_run; unfinished_game_kept; chess_on_a_clock; pig_die; opened_game_named_and_analysed; ais_playing; \
  othello_pass; elo_slider" || status=$?
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
