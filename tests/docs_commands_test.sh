#!/bin/bash
# Runs every command of a document's ```sh blocks, in the order written, as a reader does from a
# clone of Plyground after ./run: ./run is the built plyground (a window opens under Xvfb and
# closes after a second), HOME is a new empty folder, stdin is empty. A command must end with
# status 0; `grade` may end with 1 (a student's cases failed); one whose comment says "refused" must
# be refused (status 1 or 2). Usage: docs_commands_test.sh DOC PLYGROUND BUILD_DIR SOURCE_DIR
set -u
doc=$1 plyground=$2 build=$3 source=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_CACHE_HOME=$work/home/.cache
mkdir -p "$HOME"

# The clone: its sources as they are, build/ as built, ./run the built command.
clone=$work/clone
mkdir "$clone"
for f in examples tests docs plugins sdk; do ln -s "$source/$f" "$clone/$f"; done
ln -s "$build" "$clone/build"
cat > "$clone/run" <<EOF
#!/bin/bash
if [ "\$1" = window ]; then
  exec xvfb-run -a -s "-screen 0 1280x860x24" "$plyground" "\$@" --exit-after 1
fi
exec "$plyground" "\$@"
EOF
chmod +x "$clone/run"

# Each command (a line, or lines joined by a trailing \ or within for ... done), then its check.
python3 - "$doc" > "$work/commands.sh" <<'PY'
import re, shlex, sys
lines = open(sys.argv[1]).read().split("\n")
out, block, number = [], None, 0
def emit(command, line):
    comment = command.split(" #", 1)[1] if " #" in command else ""
    first = command.split("\n")[0]
    allowed = "refused" if "refused" in comment else "grade" if re.search(r"(^|/| )(run|plyground) grade ", first) else "ok"
    out.append("echo " + shlex.quote("$ " + first))
    out.append("{\n" + command + "\n} < /dev/null")
    out.append("check $? %d %s" % (line, allowed))
pending, start, depth = [], 0, 0
for number, text in enumerate(lines, 1):
    if text.startswith("```"):
        block = text[3:].strip() == "sh" if block is None else None
        continue
    if not block or (not pending and not text.strip()):
        continue
    if not pending:
        start = number
    pending.append(text)
    code = text.split(" #", 1)[0]
    depth += len(re.findall(r"\b(do|then)\b", code)) - len(re.findall(r"\b(done|fi)\b", code))
    if text.endswith("\\") or depth > 0:
        continue
    emit("\n".join(pending), start)
    pending = []
if pending:
    sys.exit("an unfinished command at line %d" % start)
print("\n".join(out))
PY

failures=0
check() {  # status, line, what is allowed
  local status=$1 line=$2 allowed=$3
  case $allowed in
    ok) [ "$status" = 0 ] && return ;;
    grade) [ "$status" = 0 ] || [ "$status" = 1 ] && return ;;
    refused) [ "$status" = 1 ] || [ "$status" = 2 ] && return ;;
  esac
  echo "FAILED: $(basename "$doc") line $line ended with status $status"
  failures=$((failures + 1))
}
cd "$clone" || exit 1
set -o pipefail
# shellcheck disable=SC1090,SC1091
source "$work/commands.sh"
echo "$(grep -c '^check ' "$work/commands.sh") commands, $failures failed"
[ "$failures" = 0 ]
