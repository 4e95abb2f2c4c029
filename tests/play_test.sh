#!/usr/bin/env bash
# `plyground play` in a pseudo-terminal (util-linux `script`), as a person at a terminal uses it:
# moves in SAN and in coordinates, refusals that change nothing, the commands, the AI's replies
# (with depth, score and PV once asked), a saved game, colour on a terminal and none with NO_COLOR.
#   play_test.sh PLYGROUND WORKDIR
set -euo pipefail
plyground=$1 work=$2
mkdir -p "$work"
fail() { echo "FAILED: $*" >&2; echo "$out" >&2; exit 1; }
in_terminal() {  # INPUT COMMAND...: runs COMMAND in a pty with INPUT typed, prints what it showed
  local input=$1
  shift
  printf '%b' "$input" | script -qec "$(printf '%q ' "$@")" /dev/null | tr -d '\r'
}

rm -f "$work/played.pgn"
out=$(in_terminal 'e4\nKe3\nfoo\ne2e4\nmoves\nfen\nundo\nthinking\nd2d4\nsave '"$work"'/played.pgn\nquit\n' \
  "$plyground" play --game chess --black alphabeta:depth=2)
grep -q "Chess: White (you), Black (alphabeta:depth=2)" <<<"$out" || fail "the players are named"
grep -q $'\033\[' <<<"$out" || fail "colour on a terminal"
grep -q "♜" <<<"$out" || fail "Unicode pieces"
grep -q $'\033\[1;97m♜' <<<"$out" || fail "White's pieces solid, in white ink"
grep -q "White plays e4" <<<"$out" || fail "a move in SAN"
# Its line (the move it expects from you next) hidden until asked, then shown.
grep -Eq "^Black \(alphabeta:depth=2\) plays [a-hNBRQKO][a-h1-8x+#=NBRQK]*$" <<<"$out" || fail "the AI's move, its thinking hidden"
grep -q "the players' depth, score and line are shown" <<<"$out" || fail "thinking shown when asked"
grep -Eq "Black \(alphabeta:depth=2\) plays [a-hNBRQKO].* depth 2 +score [+-][0-9.]+ for Black +pv " <<<"$out" || fail "the AI's move with depth, score and PV"
grep -q "'Ke3' is neither a command nor a legal move" <<<"$out" || fail "an illegal move refused"
grep -q "'foo' is neither a command nor a legal move" <<<"$out" || fail "a bad command refused"
grep -q "'e2e4' is not legal: there is no piece on e2" <<<"$out" || fail "a move of a piece that left refused, as the window says why"
grep -q "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" <<<"$out" || fail "fen"
grep -q "White plays d4" <<<"$out" || fail "a move in coordinates after undo"
grep -q "saved $work/played.pgn" <<<"$out" || fail "save"
grep -q '^1\. d4 ' "$work/played.pgn" || fail "the saved game starts with the move after undo"
grep -qx "\[Date \"$(date +%Y.%m.%d)\"\]" "$work/played.pgn" || fail "the saved game is dated today"

out=$(in_terminal 'b2\nhint\nquit\n' env NO_COLOR=1 "$plyground" play --game tictactoe --black minimax)
grep -q $'\033\[' <<<"$out" && fail "no colour with NO_COLOR"
grep -q " X | " <<<"$out" || fail "the tic-tac-toe board in plain text"
grep -q "O (minimax) plays" <<<"$out" || fail "minimax replies"
grep -q "> hint: [a-c][1-3] " <<<"$out" || fail "a hint"

# Xiangqi typed in Chinese; the board once between a move and the reply; each side's file numbers.
out=$(in_terminal '炮二平五\nquit\n' env NO_COLOR=1 "$plyground" play --black alphabeta:depth=1)
grep -q "Red plays 炮二平五" <<<"$out" || fail "a move typed in Chinese"
[ "$(sed -n '/Red plays/,/Black (alphabeta:depth=1) plays/p' <<<"$out" | grep -c '^ 9 ')" -eq 0 ] ||
  fail "no board between the move and its reply"
grep -q '^   1  2  3  4  5  6  7  8  9$' <<<"$out" || fail "Black's file numbers"
grep -q '^   9  8  7  6  5  4  3  2  1$' <<<"$out" || fail "Red's file numbers"
out=$(in_terminal 'quit\n' "$plyground" play --red human --black human)
grep -q '九 八 七 六 五 四 三 二 一' <<<"$out" || fail "Red's file numbers in Chinese"

# A person playing the second side alone sees chess turned round, Connect Four as both players do.
out=$(in_terminal 'quit\n' env NO_COLOR=1 "$plyground" play --game chess --white alphabeta:depth=1)
grep -q '^ *h  *g  *f  *e  *d  *c  *b  *a *$' <<<"$out" || fail "chess turned for Black"
out=$(in_terminal 'quit\n' env NO_COLOR=1 "$plyground" play --game connect4 --red alphabeta:depth=1)
grep -q '^  a b c d e f g$' <<<"$out" || fail "Connect Four seen as both players see it"
! grep -q '^  g f e d c b a$' <<<"$out" || fail "Connect Four turned round"

# Two players to the end: the result and its reason, then the program ends by itself.
out=$(in_terminal '' "$plyground" play --game tictactoe --red minimax --black minimax --depth 9)
grep -q "Result 1/2-1/2: the board is full" <<<"$out" || fail "a whole game to its result"
echo "terminal play as expected"
