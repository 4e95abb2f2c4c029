#!/usr/bin/env bash
# Every file Plyground writes is written whole or the failure is said, with a non-zero exit; resume
# refuses what does not belong; readers refuse special files.
#   files_test.sh PLYGROUND WORKDIR
set -uo pipefail
plyground=$1 work=$2
rm -rf "$work"
mkdir -p "$work"
fail() { echo "FAILED: $*" >&2; exit 1; }
# expect STATUS REGEX COMMAND...: the exit status and the output (stdout and stderr).
expect() {
  local status=$1 pattern=$2 output actual
  shift 2
  output=$("$@" 2>&1)
  actual=$?
  [ "$actual" -eq "$status" ] || fail "$* exited $actual, not $status: $output"
  [[ $output =~ $pattern ]] || fail "$*: expected /$pattern/ in: $output"
}
game=(--players greedy,random --games-per-pair 2 --depth 1)

# Writes that fail are said and end non-zero.
expect 2 "cannot write /dev/full: not a regular file" "$plyground" match --red greedy --black random --games 1 --pgn /dev/full
expect 2 "cannot write $work/no/such/folder/t.pgn: No such file or directory" \
  "$plyground" tournament "${game[@]}" --pgn "$work/no/such/folder/t.pgn"
# A chart that cannot be written is said before the games are played; a match appends to a PGN of
# its game's games and refuses, untouched, a file that holds something else.
expect 2 "cannot write $work/no/folder/r.png: No such file or directory" "$plyground" tournament "${game[@]}" \
  --plot "$work/no/folder/r.png"
printf 'import os\n' >"$work/script.py"
expect 2 "script.py holds no PGN game" "$plyground" match --red greedy --black random --games 1 --pgn "$work/script.py"
[ "$(cat "$work/script.py")" = "import os" ] || fail "a file that is no PGN was written to"
expect 0 "score:" "$plyground" match --red greedy --black random --games 1 --depth 1 --pgn "$work/match.pgn"
expect 0 "score:" "$plyground" match --red greedy --black random --games 1 --depth 1 --pgn "$work/match.pgn"
[ "$(grep -c '^\[Event ' "$work/match.pgn")" = 2 ] || fail "a match appends to its own games"
# standings reads the game the file's tags name (none: chess), unless --game says another.
expect 0 "score:" "$plyground" match --game chess --white greedy --black random --games 1 --depth 1 --pgn "$work/chess.pgn"
expect 0 "score:" "$plyground" match --game othello --first greedy --second random --games 1 --depth 1 --pgn "$work/othello.pgn"
expect 0 "^1 games" "$plyground" standings "$work/chess.pgn"
expect 0 "^1 games" "$plyground" standings "$work/othello.pgn"
expect 2 "not an ICCS move" "$plyground" standings --game xiangqi "$work/chess.pgn"
# Appended to, a file is never rewritten: a last game cut off (another program writing it) is
# refused, the file as it was; two matches appended count as two games, each file once.
{ cat "$work/chess.pgn"; printf '[Event "live"]\n[Result "*"]\n\n1. e4 e5 2. Nf3\n'; } >"$work/live.pgn"
cp "$work/live.pgn" "$work/live.before"
expect 2 "live.pgn: the last game is cut off .*: finish or remove it by hand" \
  "$plyground" match --game chess --white greedy --black random --games 1 --depth 1 --pgn "$work/live.pgn"
cmp -s "$work/live.pgn" "$work/live.before" || fail "a file appended to was rewritten"
printf '%s' "$(cat "$work/chess.pgn")" >"$work/twice.pgn"  # without its last newlines
expect 0 "score:" "$plyground" match --game chess --white greedy --black random --games 1 --depth 1 --pgn "$work/twice.pgn"
expect 0 "^2 games" "$plyground" standings "$work/twice.pgn"
expect 2 "twice.pgn is named twice" "$plyground" standings "$work/twice.pgn" "$work/twice.pgn"
sed '1a [Variant "shogi"]' "$work/chess.pgn" >"$work/shogi.pgn"
expect 2 "its Game or Variant tag names no game Plyground plays: name one with --game" "$plyground" standings \
  "$work/shogi.pgn"
expect 2 "othello.pgn holds Othello games, not Chess" "$plyground" match --game chess --white greedy --black random \
  --games 1 --pgn "$work/othello.pgn"
# An EPD line's whole-FEN counters before its operations are kept.
echo 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 37 60 bm Bb5; id "ruy";' >"$work/ruy.epd"
expect 0 "score:" "$plyground" match --game chess --white greedy --black random --games 1 --depth 1 \
  --openings "$work/ruy.epd" --pgn "$work/ruy.pgn"
grep -q '^\[FEN ".* w KQkq - 37 60"\]$' "$work/ruy.pgn" || fail "the EPD line's counters"
# An escape line ('%' first: PGN's section 6) is skipped, before the first game too.
{ printf '%% written by hand\n'; cat "$work/chess.pgn"; } >"$work/escape.pgn"
expect 0 "^1 games" "$plyground" standings "$work/escape.pgn"
# A file replaced whole is only ever a regular file: a FIFO (or, as root, a device such as /dev/full)
# stays what it was; a symbolic link stays a link, the file it names written.
mkfifo "$work/fifo.pgn"
output=$(printf 'h2e2\nsave %s\nsave %s\nquit\n' "$work/fifo.pgn" "$work/link.pgn" |
  (ln -s "$work/real.pgn" "$work/link.pgn" && "$plyground" play --black greedy) 2>&1)
[[ $output =~ "cannot write $work/fifo.pgn: not a regular file" ]] || fail "saved over a FIFO: $output"
[ -p "$work/fifo.pgn" ] || fail "the FIFO was replaced"
[ -L "$work/link.pgn" ] && grep -q 'H2-E2' "$work/real.pgn" || fail "the link was replaced, or its file not written"
output=$("$plyground" match --red greedy --black random --games 1 2>&1 >/dev/full)
[ $? -eq 1 ] || fail "output to /dev/full should exit 1"
[[ $output =~ "cannot write the output: No space left on device" ]] || fail "output to /dev/full: $output"

# A disk that fills up mid-tournament (a 48 KB tmpfs, as root): whole games only, the rest said.
if [ "$(id -u)" -eq 0 ] && unshare -m true 2>/dev/null; then
  output=$(unshare -m sh -c "mount -t tmpfs -o size=48k tmpfs '$work' && \
    '$plyground' tournament --players greedy,random --games-per-pair 200 --depth 1 --pgn '$work/full.pgn'; \
    echo \"status \$?\"; '$plyground' standings '$work/full.pgn' | head -1; \
    '$plyground' standings '$work/full.pgn' --plot '$work/chart.png'; echo \"plot status \$?\"; echo \"chart files \$(ls -a '$work' | grep -c chart)\"" 2>&1)
  [[ $output =~ "cannot write $work/full.pgn: No space left on device; the tournament stopped there" ]] ||
    fail "a full disk: $output"
  [[ $output =~ status\ 2 ]] || fail "a full disk should exit non-zero: $output"
  [[ $output =~ ([0-9]+)\ games\ before\ it\ are\ in\ the\ file.*$'\n'([0-9]+)\ games ]] || fail "no standings: $output"
  [ "${BASH_REMATCH[1]}" = "${BASH_REMATCH[2]}" ] || fail "the file should hold exactly the games said: $output"
  # A chart on the full disk: said, and no file left behind (SDL_image alone reports no failed write).
  [[ $output =~ "cannot write $work/chart.png: No space left on device" && $output =~ "plot status 1" ]] ||
    fail "a chart on a full disk: $output"
  [[ $output =~ "chart files 0" ]] || fail "a chart file was left on the full disk: $output"
else
  echo "not root: the full-disk case is skipped"
fi

# Resume: a last game cut off (no newline at the end) is dropped with a warning, never glued.
pgn=$work/resume.pgn
"$plyground" tournament "${game[@]}" --pgn "$pgn" >/dev/null || fail "the first run"
head -c -40 "$pgn" >"$pgn.cut" && mv "$pgn.cut" "$pgn"
expect 0 "warning: $pgn: the last game is cut off.*removed from the file, to be played again" \
  "$plyground" tournament "${game[@]}" --pgn "$pgn" --resume
[ "$(grep -c '^\[Event ' "$pgn")" -eq 2 ] || fail "two games after resuming"
"$plyground" standings "$pgn" | grep -q '^2 games$' || fail "both games read"
# A last game whole but without its final newline: the next game starts on its own line.
"$plyground" tournament --players greedy,random --games-per-pair 3 --depth 1 --pgn "$work/third.pgn" >/dev/null
head -c -1 "$pgn" >"$work/nonl.pgn"  # the two games, the last newline gone
printf '%s' "$(cat "$work/nonl.pgn")" >"$work/nonl.pgn"
expect 0 "" "$plyground" tournament --players greedy,random --games-per-pair 3 --depth 1 --pgn "$work/nonl.pgn" --resume
"$plyground" standings "$work/nonl.pgn" | grep -q '^3 games$' || fail "three games after resuming without a newline"
# Games that do not belong are refused with the reason.
expect 2 "game 1: round 1 was played by greedy and random, where this tournament has greedy against minimax" \
  "$plyground" tournament --players greedy,minimax --games-per-pair 2 --depth 1 --pgn "$pgn" --resume
expect 2 "game 1: round 1 was played at depth 1, not depth 2" \
  "$plyground" tournament --players greedy,random --games-per-pair 2 --depth 2 --pgn "$pgn" --resume
# resumed_after EDIT PATTERN: the PGN edited by `sed EDIT` is refused on resuming, with PATTERN.
resumed_after() {
  sed "$1" "$pgn" >"$work/edited.pgn"
  expect 2 "$2" "$plyground" tournament "${game[@]}" --pgn "$work/edited.pgn" --resume
}
# A result the moves contradict (game 1 ends in checkmate by Red, its result turned round), one
# never given ('*'), and a round that is not a number.
resumed_after '1,/^\[Result/s/^\[Result "1-0"\]/[Result "0-1"]/; 1,/ 1-0$/s/ 1-0$/ 0-1/' \
  "game 1: round 1 says 0-1 where its last position is 1-0 \(checkmate"
resumed_after '1,/^\[Result/s/^\[Result "1-0"\]/[Result "*"]/; 1,/ 1-0$/s/ 1-0$/ */' \
  "game 1: round 1 has no result \('\*'\): it was not finished"
resumed_after '1,/^\[Round/s/^\[Round "1"\]/[Round "1abc"]/' "game 1: round '1abc' is not one of this tournament's 2 rounds"
cat "$pgn" "$pgn" >"$work/twice.pgn"
expect 2 "game 3: round 1 is in the file twice \(game 1 too\)" \
  "$plyground" tournament "${game[@]}" --pgn "$work/twice.pgn" --resume

# Escape sequences in a plugin file's name or a PGN tag reach no terminal; such a file still plays.
odd="$work/odd/esc"$'\e'"[31mred.so"
mkdir -p "$work/odd" && cp "$(dirname "$plyground")/plugins/random.so" "$odd"
output=$("$plyground" match --game tictactoe --x "$odd" --o random --games 1 --pgn "$work/odd.pgn" 2>&1) ||
  fail "a plugin file with an escape in its name should play: $output"
[[ $output == *$'\e'* ]] && fail "an escape sequence from a file name reached the output: $output"
printf '[Event "x"]\n[White "c\033]0;owned\007d"]\n[Black "b"]\n[Result "1-0"]\n\n1-0\n' >"$work/titled.pgn"
output=$("$plyground" standings --game tictactoe "$work/titled.pgn" 2>&1) || fail "standings of titled.pgn: $output"
[[ $output == *$'\e'* || $output == *$'\a'* ]] && fail "an escape sequence from a PGN tag reached the output: $output"
[[ $output =~ "c ]0;owned d" ]] || fail "the player's name, cleaned, should be shown: $output"
# Nor from what a client, a player's spec or a grading suite says, echoed back.
output=$(printf 'uci\nfoo\033[31mRED\nquit\n' | "$plyground" uci --player greedy --game chess 2>&1)
[[ $output == *$'\e'* ]] && fail "an escape sequence a client sent was echoed: $output"
[[ $output =~ "unknown command 'foo [31mRED'" ]] || fail "the unknown command, cleaned, should be named: $output"
output=$("$plyground" match --game tictactoe --x $'greedy:seed=\e]0;T\a' --o random --games 1 --depth 1 2>&1)
[[ $output == *$'\e'* || $output == *$'\a'* ]] && fail "an escape sequence from a player's spec reached the output: $output"
printf 't\033[31m1 tictactoe 2 minimax start\n' >"$work/escape.suite"
output=$("$plyground" grade --player minimax --suite "$work/escape.suite" 2>&1)
[[ $output == *$'\e'* ]] && fail "an escape sequence from a suite's case name reached the output: $output"

# Standings count each game once: a file named twice, or a copy, is refused.
"$plyground" tournament --game tictactoe "${game[@]}" --pgn "$work/once.pgn" >/dev/null 2>&1 || fail "a tournament for once.pgn"
cp "$work/once.pgn" "$work/twice.pgn"
expect 2 "twice.pgn game 1 is $work/once.pgn game 1 again: each game counts once" \
  "$plyground" standings --game tictactoe "$work/once.pgn" "$work/twice.pgn"

# Readers refuse special files instead of waiting on them.
mkfifo "$work/fifo.pgn"
expect 2 "$work/fifo.pgn: not a regular file" "$plyground" standings "$work/fifo.pgn"
expect 2 "cannot read EPD file /dev/zero: not a regular file" "$plyground" perft --epd /dev/zero
# Written ones too: opening a FIFO to write waits for its reader.
mkfifo "$work/moves.fifo"
expect 2 "cannot write $work/moves.fifo: not a regular file" \
  timeout 20 env SDL_VIDEODRIVER=dummy "$plyground" window --game tictactoe --log-moves "$work/moves.fifo"
expect 2 "cannot write /dev/full: not a regular file" "$plyground" tournament "${game[@]}" --pgn /dev/full
expect 2 "cannot read openings file /dev/zero: not a regular file" \
  "$plyground" match --red greedy --black random --openings /dev/zero

# Numbers out of range are refused naming the option and the range.
expect 2 "--concurrency: Value 100000000 not in range 1 to 256" "$plyground" tournament "${game[@]}" --concurrency 100000000
expect 2 "--movetime: Value 99999999999999 not in range 1 to 86400000" \
  "$plyground" match --red greedy --black random --movetime 99999999999999
expect 2 "--sprt takes elo0,elo1,alpha,beta" "$plyground" tournament --players greedy,random --sprt nan,5,0.05,0.05
echo "every write failure said, resume refuses what does not belong, special files refused"
