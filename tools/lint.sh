#!/usr/bin/env bash
# tools/lint.sh [BASE]: the formatter on every C++ file of the repository (.clang-format), no include
# by a relative path, no source file over 600 lines, and clang-tidy (.clang-tidy) on the C++ sources
# changed since BASE: by default the last commit more than a day older than HEAD, so a session's
# work. Needs build/compile_commands.json (./test makes it). Exit status 1 when a file is not
# formatted or clang-tidy finds something.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t all < <(git ls-files '*.cpp' '*.hpp' '*.h' '*.c')
status=0
echo "clang-format: ${#all[@]} files" >&2
clang-format --dry-run --Werror "${all[@]}" || status=1

# An include by a relative path would pass by the layers' include roots (host/CMakeLists.txt).
if git grep -n '#include "\.\./' -- host sdk plugins; then
  echo "includes by a relative path (../): name the file from its layer's root" >&2
  status=1
fi

# A file past 600 lines holds more than one reader can follow: split it by what it serves.
for f in $(git ls-files 'host/*.cpp' 'host/*.hpp' 'sdk/*.cpp' 'sdk/*.hpp' 'sdk/*.h' 'plugins/*.cpp' 'plugins/*.hpp'); do
  if (($(wc -l <"$f") > 600)); then
    echo "$f: $(wc -l <"$f") lines, over 600" >&2
    status=1
  fi
done

base=${1:-}
if [ -z "$base" ]; then
  since=$(date -d "$(git log -1 --format=%cI HEAD) - 1 day" --iso-8601=seconds)
  base=$(git rev-list -1 --before="$since" HEAD || true)
fi
if [ -n "$base" ]; then
  mapfile -t changed < <(git diff --name-only --diff-filter=d "$base" HEAD -- '*.cpp' | grep -E '^(host|sdk|plugins)/' || true)
else
  mapfile -t changed < <(git ls-files '*.cpp' | grep -E '^(host|sdk|plugins)/')
fi
# A configuration clang-tidy cannot read would make every run below look clean.
config_errors=$(clang-tidy --dump-config 2>&1 >/dev/null || true)
if [ -n "$config_errors" ]; then
  echo "$config_errors" >&2
  exit 1
fi
# Test and tool sources without an entry in the build's compile commands are skipped.
tidy=()
for f in "${changed[@]}"; do
  grep -q "\"file\": \"$PWD/$f\"" build/compile_commands.json && tidy+=("$f")
done
echo "clang-tidy: ${#tidy[@]} files changed since ${base:-the first commit}" >&2
if ((${#tidy[@]})); then
  # clang-tidy's own exit status is not a verdict (it fails on any diagnostic, even a note's file):
  # what it printed is.
  found=$(printf '%s\n' "${tidy[@]}" | xargs -P "$(nproc)" -n 4 clang-tidy -p build --quiet \
    --extra-arg=-Wno-unknown-warning-option --extra-arg=-Wno-c99-extensions 2>/dev/null || true)
  if grep -q -E '(warning|error):' <<<"$found"; then
    grep -E -A3 '(warning|error):' <<<"$found"
    status=1
  fi
fi
exit $status
