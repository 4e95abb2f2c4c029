#!/bin/bash
# A class of students, each with one classic mistake written as students write it (Python files in
# tests/data/grade/class, C++ plugins from tests/plugins/student.cpp), and correct students in
# every style: grade must give each mistake its one right diagnosis, and pass every correct search.
# Usage: grade_class_test.sh PLYGROUND CLASS_FOLDER STUDENTS_FOLDER
set -u
plyground=$1 class=$2 students=$3
failures=0
# One student: its file, the suite, and the diagnosis expected ("pass" for none, every case passing).
check() {
  local file=$1 suite=$2 expected=$3
  "$plyground" grade --player "$file" --suite "$suite" --json result.json > output.txt 2>&1
  local found
  found=$(python3 -c '
import json, sys
r = json.load(open("result.json"))
ids = ",".join(m["id"] for m in r["diagnosis"]["mistakes"])
print("pass" if r["failed"] == 0 else ids or "none")')
  printf '%-26s %-10s %-22s %s\n' "$(basename "$file")" "$suite" "$expected" "$found"
  if [ "$found" != "$expected" ]; then
    failures=$((failures + 1))
    sed 's/^/    /' output.txt | head -40
  fi
}
printf '%-26s %-10s %-22s %s\n' student suite expected found
for correct in negamax_hard negamax_soft aima minmax_hard; do check "$class/$correct.py" standard pass; done
check "$students/student_correct.so" standard pass
check "$class/cs188.py" cs188 pass
while read -r student diagnosis; do
  check "$class/$student.py" standard "$diagnosis"
done <<'TABLE'
minimax_only minimax
no_window no-window
swapped swapped-window
strict no-prune-on-equality
equality_only equality-only
no_cutoff no-cutoff
late_cutoff late-cutoff
min_updates_alpha min-beta-not-lowered
max_updates_beta max-alpha-not-raised
no_negate no-negate
leaf_sign leaf-sign
interior interior-evaluated
depth_short depth-short
depth_long depth-long
last_move best-move-not-kept
ties ties-replace-best
reversed reversed-order
TABLE
while read -r student diagnosis; do
  check "$students/student_$student.so" standard "$diagnosis"
done <<'TABLE'
full_window no-window
swapped swapped-window
strict no-prune-on-equality
equals equality-only
no_break no-cutoff
no_negate no-negate
stand_pat interior-evaluated
depth_one depth-short
last_move best-move-not-kept
right_to_left reversed-order
TABLE
check "$class/../../../python/expectimax.py" expectimax pass
check "$class/expectimax_truncates.py" expectimax truncated-average
check "$class/negamax_hard.py" cs188 prune-on-equality
check "$class/aima.py" cs188 prune-on-equality
check "$class/fail_hard_strict.py" cs188 fail-hard
check "$students/student_strict.so" cs188 fail-hard
echo "$failures wrong"
[ "$failures" = 0 ]
