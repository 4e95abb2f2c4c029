#!/usr/bin/env bash
# expect.sh STATUS REGEX COMMAND...: runs COMMAND and passes when it exits with STATUS and its
# output (stdout and stderr together, final newlines dropped) matches the extended REGEX, in
# which '.' also matches a newline and '^'/'$' anchor to the whole output.
status=$1 pattern=$2
shift 2
output=$("$@" 2>&1)
actual=$?
printf '%s\n' "$output"
if [ "$actual" -ne "$status" ]; then
  echo "expected exit status $status, got $actual" >&2
  exit 1
fi
if ! [[ $output =~ $pattern ]]; then
  echo "expected output matching: $pattern" >&2
  exit 1
fi
