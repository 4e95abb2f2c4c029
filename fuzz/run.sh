#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, AddressSanitizer + UBSan) into build-fuzz/ and runs each for
# SECONDS (default 60), starting from the committed seed corpus. Fails on any finding; the input
# that caused it is left in build-fuzz/findings/.  Usage: fuzz/run.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
if [ ! -f build-fuzz/build.ninja ]; then
  cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang \
    -DCMAKE_CXX_COMPILER=clang++ -DPLYGROUND_FUZZ=ON >&2
fi
cmake --build build-fuzz >&2
mkdir -p build-fuzz/findings
for target in fen move pgn engine_output; do
  corpus=build-fuzz/corpus/$target
  mkdir -p "$corpus"
  cp -n fuzz/corpus/${target%_output}/* "$corpus"/
  echo "fuzz_$target: ${seconds} s"
  build-fuzz/fuzz/fuzz_$target -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix=build-fuzz/findings/$target- "$corpus" 2>&1 | grep -E '^(stat::number_of_executed_units|==|SUMMARY|Done)' || true
  if ls build-fuzz/findings/$target-* >/dev/null 2>&1; then
    echo "fuzz_$target found a failing input: $(ls build-fuzz/findings/$target-*)" >&2
    exit 1
  fi
done
echo "no findings"
