#!/usr/bin/env bash
# as_nobody.sh TESTS PLYGROUND SHIPPED_PLUGINS HOSTILE_PLUGINS: runs the sandbox tests again as the
# unprivileged user nobody. The programs are copied into a folder nobody can read, since the build
# may sit where only root can (a clone in /root). Skipped (77) unless run as root.
set -euo pipefail
if [ "$(id -u)" -ne 0 ]; then
  echo "not root: the suite already ran as an unprivileged user"
  exit 77
fi
tests=$1 plyground=$2 shipped=$3 hostile=$4
place=$(mktemp -d /tmp/plyground-as-nobody-XXXXXX)
trap 'rm -rf "$place"' EXIT
mkdir -p "$place/plugins" "$place/hostile" "$place/home"
cp "$tests" "$plyground" "$place/"
cp "$shipped"/*.so "$place/plugins/"
cp "$hostile"/*.so "$place/hostile/"
chown -R nobody "$place/home"
chmod -R a+rX "$place"
cd "$place"
exec setpriv --reuid=nobody --regid=nogroup --clear-groups --inh-caps=-all --bounding-set=-all \
  env -i PATH="$PATH" HOME="$place/home" XDG_CACHE_HOME="$place/home/cache" \
  ${ASAN_OPTIONS:+ASAN_OPTIONS="$ASAN_OPTIONS"} ${UBSAN_OPTIONS:+UBSAN_OPTIONS="$UBSAN_OPTIONS"} \
  PLYGROUND_EXECUTABLE="$place/$(basename "$plyground")" PLYGROUND_PLUGIN_DIR="$place/plugins" \
  PLYGROUND_HOSTILE_DIR="$place/hostile" "$place/$(basename "$tests")"
