#!/usr/bin/env bash
# Scripted UCI and UCCI sessions with `plyground uci`: PLYGROUND is the executable, TORTURE the
# folder of the torture-set plugins.
set -euo pipefail
plyground=$1 torture=$2
fail() { echo "FAILED: $*" >&2; echo "$out" >&2; exit 1; }

out=$(printf 'uci\nisready\nsetoption name depth value 2\nposition startpos moves h2e2\ngo depth 2\nisready\nquit\n' |
  "$plyground" uci --player alphabeta)
grep -q '^option name depth type spin default 4 min 1 max 10$' <<<"$out" || fail "options from the descriptor"
grep -q '^option name ordering type combo default captures-first var none var captures-first$' <<<"$out" || fail "combo"
grep -q '^uciok$' <<<"$out" || fail "uciok"
grep -q '^info depth 2 .*pv ' <<<"$out" || fail "info with a principal variation"
grep -Eq '^bestmove [a-i][0-9][a-i][0-9]$' <<<"$out" || fail "bestmove"

out=$(printf 'ucci\nposition fen 4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1\ngo time 1000 increment 0\nquit\n' |
  "$plyground" uci --player greedy)
grep -q '^ucciok$' <<<"$out" || fail "ucciok"
grep -Eq '^bestmove d0[de][01]$' <<<"$out" || fail "a king move"

# A refused position is searched from nowhere else: `go` says why and answers no move, until the
# next position, which is searched.
out=$(printf 'uci\nposition fen rnbakabnr/9 w\nposition startpos moves h2h8 zz\nsetoption name depth value 99\ngo depth 1\nposition startpos moves h2e2\ngo depth 1\nquit\n' |
  "$plyground" uci --player minimax)
grep -q 'info string error: bad position: FEN board has 2 ranks' <<<"$out" || fail "bad FEN refused"
grep -q "info string error: 'h2h8' is not a legal move" <<<"$out" || fail "illegal move refused"
grep -q "info string error: option 'depth' must be between 1 and 8" <<<"$out" || fail "bad option value"
grep -q "info string error: no position to search: the last was refused ('h2h8'" <<<"$out" || fail "go after a refused position"
[ "$(grep '^bestmove' <<<"$out" | head -1)" = "bestmove (none)" ] || fail "a move answered for a refused position: $out"
grep -Eq '^bestmove [a-i][0-9][a-i][0-9]$' <<<"$out" || fail "the next position searched"
# Limits that are no numbers are said; a clock at zero or a depth of 0 is a move at once, not a search
# for ever.
out=$(printf 'uci\nposition startpos\ngo movetime nan\ngo wtime 0 btime 0\ngo depth 0\nquit\n' |
  timeout 20 "$plyground" uci --player deepening)
grep -q "info string error: go: 'movetime' takes a whole number, not 'nan'" <<<"$out" || fail "a bad number in go"
[ "$(grep -c '^bestmove [a-i][0-9][a-i][0-9]$' <<<"$out")" = 3 ] || fail "three moves at once: $out"

# A sandboxed plugin's illegal move is said as an error, never relayed to the client.
out=$( (printf 'uci\nisready\nposition startpos\ngo depth 1\n'; sleep 1; printf 'quit\n') |
  "$plyground" uci --player "$torture/torture_garbage.so")
grep -q "^info string error: illegal move by torture_garbage: 'zz99' is not an ICCS move" <<<"$out" || fail "illegal move"
grep -q '^bestmove (none)$' <<<"$out" || fail "an illegal move relayed"
# A player that crashed is started again for the next `go`, as a GUI expects of an engine, where
# every `go` after it said "the engine is not running" until `ucinewgame`.
out=$( (printf 'uci\nisready\nposition startpos\ngo depth 1\n'; sleep 1; printf 'position startpos\ngo depth 1\n'; sleep 1
  printf 'quit\n') | timeout 20 "$plyground" uci --player "$torture/torture_crash.so")
[ "$(grep -c '^info string error: the engine crashed or quit' <<<"$out")" = 2 ] || fail "each go asked of a fresh child"
! grep -q 'not running' <<<"$out" || fail "a crashed player left for dead"
out=$(printf 'uci\nposition fen 3k5/R8/9/9/9/9/2P6/9/9/2B1KA3 b - - 0 1\ngo depth 1\nquit\n' | "$plyground" uci --player random)
grep -q '^bestmove (none)$' <<<"$out" || fail "no move in a stalemate"
# Chess: by --game, or by the variant a chess GUI sets; moves in UCI long algebraic notation.
out=$(printf 'uci\nposition startpos moves e2e4 e7e5\ngo depth 2\nquit\n' | "$plyground" uci --game chess --player alphabeta)
grep -qE '^option name UCI_Variant type combo default chess var xiangqi var chess var tictactoe var tree( var [a-z0-9]+)*$' <<<"$out" ||
  fail "the games it plays as UCI_Variant"
grep -Eq '^bestmove [a-h][1-8][a-h][1-8][qrbn]?$' <<<"$out" || fail "a chess bestmove"
out=$(printf 'uci\nsetoption name UCI_Variant value chess\nposition fen 7k/P7/8/8/8/8/8/K7 w - - 0 1\ngo depth 1\nquit\n' |
  "$plyground" uci --player greedy)
grep -q '^bestmove a7a8q$' <<<"$out" || fail "a promotion to a queen, set by UCI_Variant"
out=$(printf 'uci\nsetoption name UCI_Variant value go\nquit\n' | "$plyground" uci --player greedy)
grep -q "info string error: no game 'go'" <<<"$out" || fail "an unknown variant refused"
# A player named, as a chess GUI starts it, in a fresh home folder (no scan cache yet): found, and
# played in a sandboxed child of the server.
fresh=$(mktemp -d)
out=$(printf 'uci\nisready\nposition startpos\ngo depth 1\nquit\n' |
  env HOME="$fresh" XDG_CACHE_HOME="$fresh/cache" XDG_CONFIG_HOME="$fresh/config" "$plyground" uci --player deepening)
rm -rf "$fresh"
grep -q '^id name Plyground deepening$' <<<"$out" || fail "a player named, in a fresh home folder"
grep -Eq '^bestmove [a-i][0-9][a-i][0-9]$' <<<"$out" || fail "a move from a fresh home folder"
# The moves extension (what a host sends a Plyground child): the moves since the last position.
out=$(printf 'uci\nposition startpos moves h2e2\nmoves h9g7 h0g2\ngo depth 1\nmoves zz\nquit\n' |
  "$plyground" uci --player greedy)
grep -q "info string error: 'zz'" <<<"$out" || fail "a bad move in the extension refused"
whole=$(printf 'uci\nposition startpos moves h2e2 h9g7 h0g2\ngo depth 1\nquit\n' | "$plyground" uci --player greedy)
[ "$(grep '^bestmove' <<<"$out")" = "$(grep '^bestmove' <<<"$whole")" ] || fail "the same move as from the whole position"
# Numbers past what the limits hold are kept within them (a day, the unbounded depth): a move.
out=$(printf 'uci\nposition startpos\ngo movetime 9223372036854775807 depth 99999999999\nstop\nquit\n' |
  "$plyground" uci --player greedy)
grep -Eq '^bestmove [a-i][0-9][a-i][0-9]$' <<<"$out" || fail "a move for huge limits"
# Lanes (what a host sends a Plyground child to play several games at once): each lane its own game
# and engine; the answers in the order asked. Lane 1, a red king alone on d0, can only go to d1
# (e0 would face the black king), then the black king on e9 only to e8 or f9.
out=$(printf 'uci\nlane 1\nposition fen 4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1\nlane 0\nposition startpos moves h2e2
lane 1\ngo depth 1\nlane 0\ngo depth 1\nlane 1\nmoves d0d1\ngo depth 1\nlane 64\ngo depth 1\nlane 0\ngo depth 1\nquit\n' |
  "$plyground" uci --player greedy)
moves=$(grep '^bestmove' <<<"$out" | tr '\n' ' ')
grep -Eq '^bestmove d0d1 bestmove [a-i][6-9][a-i][0-9] bestmove e9(e8|f9) bestmove \(none\) bestmove [a-i][6-9][a-i][0-9] $' \
  <<<"$moves" || fail "each lane's own game, answered in order: $moves"
grep -q '^info string error: lane takes a number from 0 to 63$' <<<"$out" || fail "a lane out of range refused"
# A search until told to stop ends at the next command that needs it over (a client that sends
# `position` or `go` without `stop` first is still read, and `stop`, `isready` and `quit` after it).
out=$( (printf 'uci\nposition startpos\ngo infinite\n'; sleep 0.3; printf 'position startpos moves h2e2\nisready\n'
  printf 'go infinite\n'; sleep 0.3; printf 'go depth 1\nisready\nquit\n') | timeout 20 "$plyground" uci --player deepening) ||
  fail "searches until told to stop, then other commands"
[ "$(grep -c '^bestmove [a-i][0-9][a-i][0-9]$' <<<"$out")" = 3 ] || fail "three moves"
[ "$(grep -c '^readyok$' <<<"$out")" = 2 ] || fail "ready during searches"
# ... and, having nothing more to find, waits for `stop` to answer (UCI: not before it is told to).
out=$( (printf 'uci\nposition startpos moves a1 b1 a2\ngo infinite\n'; sleep 0.5; printf 'isready\nstop\nquit\n') |
  timeout 20 "$plyground" uci --game tictactoe --player deepening)
[ "$(grep -E '^(readyok|bestmove)' <<<"$out" | tr '\n' ' ')" = "readyok bestmove a3 " ] || fail "a move only once stopped"
# In a position with no move, a search until told to stop answers only then.
out=$( (printf 'uci\nposition fen 3k5/R8/9/9/9/9/2P6/9/9/2B1KA3 b - - 0 1\ngo infinite\n'; sleep 0.5; printf 'isready\nstop\nquit\n') |
  timeout 20 "$plyground" uci --player random)
[ "$(grep -E '^(readyok|bestmove)' <<<"$out" | tr '\n' ' ')" = "readyok bestmove (none) " ] || fail "no move, once stopped"
# `ponderhit`: the pondering search goes on within the `go ponder` clocks and answers unstopped.
out=$( (printf 'uci\nposition startpos\ngo ponder wtime 1000 btime 1000\n'; sleep 0.3; printf 'isready\nponderhit\n'
  sleep 2.5; printf 'isready\nquit\n') | timeout 20 "$plyground" uci --player deepening)
[ "$(grep -E '^(readyok|bestmove|info string)' <<<"$out" | cut -d' ' -f1 | tr '\n' ' ')" = "readyok bestmove readyok " ] ||
  fail "a move at ponderhit, without stop"
# A fixed-depth search stopped before its depth reports no depth (not "depth 0").
out=$( (printf 'uci\nposition startpos\ngo depth 9\n'; sleep 0.3; printf 'stop\nquit\n') | "$plyground" uci --player alphabeta)
grep -q '^info score cp -\?[0-9]* nodes [0-9]* pv ' <<<"$out" || fail "a stopped search's report"
! grep -q '^info depth 0' <<<"$out" || fail "depth 0 reported"
out=$(printf 'uci\nposition startpos\ngo depth 1 searchmoves h2e2\nquit\n' | "$plyground" uci --player greedy)
grep -q '^info string searchmoves is not supported; every move is searched$' <<<"$out" || fail "searchmoves said"
# Option names in any case (UCI's); an option's default is the spec's value; the plugin's author.
out=$(printf 'uci\nsetoption name DEPTH value 99\nquit\n' | "$plyground" uci --player alphabeta:depth=3)
grep -q "info string error: option 'depth' must be between" <<<"$out" || fail "an option named in another case"
grep -q '^option name depth type spin default 3 ' <<<"$out" || fail "the spec's value as the default"
out=$(printf 'uci\nquit\n' | "$plyground" uci --player "$torture/../students/student_correct.so")
grep -q '^id author a student$' <<<"$out" || fail "the plugin's author"
# UCCI: options without `name`, set as `setoption NAME VALUE`; `quit` answered `bye`.
out=$(printf 'ucci\nsetoption depth 99\nsetoption depth 2\nposition startpos\ngo depth 1\nquit\n' |
  "$plyground" uci --player alphabeta)
grep -q '^option depth type spin default 4 min 1 max 10$' <<<"$out" || fail "a UCCI option"
[ "$(grep -c 'info string error' <<<"$out")" = 1 ] || fail "UCCI setoption: one value refused, one set"
grep -q "must be between 1 and 10" <<<"$out" || fail "UCCI setoption read"
[ "$(tail -1 <<<"$out")" = "bye" ] || fail "UCCI quit answered bye"
echo "all UCI sessions as expected"
