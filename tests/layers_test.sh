#!/usr/bin/env bash
# Each layer of the host builds with the headers of the layers below it and not with those above:
# a file of each layer (its compile command in compile_commands.json) is compiled again with, in
# its place, one include of each layer's header; and no layer but players includes the plugin
# interface's C header. Usage: layers_test.sh BUILD_DIR
set -euo pipefail
build=$1
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT

# A header of each layer, and what each layer may include (itself and the layers below).
declare -A header=([base]=base/files.hpp [games]=games/registry.hpp [protocol]=protocol/uci.hpp
  [players]=players/engine.hpp
  [match]=match/match.hpp [gui]=gui/app.hpp [skins]=skins/skins.hpp [cli]=cli/commands.hpp)
declare -A below=([base]="base" [games]="base games" [protocol]="base protocol"
  [players]="base protocol players" [match]="base games protocol players match"
  [gui]="base games protocol players match gui" [skins]="base games protocol players match gui skins"
  [cli]="base games protocol players match gui skins cli")

failures=0
for layer in "${!below[@]}"; do
  # The compile command of one of the layer's files, the source and output left out.
  command=$(python3 - "$build/compile_commands.json" "plyground_$layer.dir" <<'PY'
import json, shlex, sys
for entry in json.load(open(sys.argv[1])):
    words = shlex.split(entry["command"])
    if sys.argv[2] in words[words.index("-o") + 1]:
        keep, skip = [], False
        for w in words:
            if skip: skip = False; continue
            if w in ("-o", "-c", "-MF", "-MT"): skip = True; continue
            if w in ("-MD",) or w == entry["file"] or w.endswith("ccache"): continue
            keep.append(w)
        print(shlex.join(keep)); break
PY
)
  if [ -z "$command" ]; then
    echo "no compile command for the layer $layer"
    failures=$((failures + 1))
    continue
  fi
  for other in "${!header[@]}"; do
    printf '#include "%s"\n' "${header[$other]}" >"$probe/probe.cpp"
    if eval "$command -fsyntax-only $probe/probe.cpp" 2>"$probe/errors"; then built=yes; else built=no; fi
    if [[ " ${below[$layer]} " == *" $other "* ]]; then expected=yes; else expected=no; fi
    if [ "$built" != "$expected" ]; then
      echo "layer $layer including ${header[$other]} ($other): built=$built, expected $expected"
      head -3 "$probe/errors"
      failures=$((failures + 1))
    elif [ "$built" = no ] && ! grep -q "No such file" "$probe/errors"; then
      echo "layer $layer including ${header[$other]}: refused for another reason:"
      head -3 "$probe/errors"
      failures=$((failures + 1))
    fi
  done
done
# The plugin interface's C header is the players layer's to read: no other layer includes it.
source_dir=$(cd "$(dirname "$0")/.." && pwd)
for layer in base games protocol match gui skins cli; do
  while read -r file; do
    echo "layer $layer: $file includes the plugin interface (plyground/plugin.h), which only players reads"
    failures=$((failures + 1))
  done < <(grep -rlE --include='*.cpp' --include='*.hpp' '#include ["<]plyground/plugin\.h[">]' "$source_dir/host/$layer" || true)
done
echo "checked ${#below[@]} layers against ${#header[@]} headers: $failures wrong"
((failures == 0))
