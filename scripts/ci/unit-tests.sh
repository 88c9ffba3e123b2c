#!/usr/bin/env bash
# Runs the unit and API tests that touch what differs between Node lines
# (scripts/ci/node-line-tests.txt, record 148) with the given Node.js binary: CI's runs on Node 22
# and 24. When a run fails, its last lines say why even when a test process crashed (a crash names
# no test): what the process wrote before it died, and the test files that never reported.
# Usage: scripts/ci/unit-tests.sh /path/to/node
set -euo pipefail
cd "$(dirname "$0")/../.."
node_bin=$1
mapfile -t filters < <(grep -v -E '^\s*(#|$)' scripts/ci/node-line-tests.txt)
export FILE_TIMES=${TEST_REPORTS:-$(mktemp -d)}/node-$("$node_bin" --version | cut -d. -f1 | tr -d v).json
log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "unit tests of the Node lines' differences on $("$node_bin" --version)"
if "$node_bin" node_modules/vitest/vitest.mjs run --project unit \
  --reporter=default --reporter=./scripts/ci/file-times-reporter.ts "${filters[@]}" 2>&1 | tee "$log"; then
  exit 0
fi

plain() { sed 's/\x1b\[[0-9;]*m//g' "$log"; }
echo "--- the unit tests failed on $("$node_bin" --version); what the run said of it:"
plain | grep -E -i -A8 'fatal|check failed|exited unexpectedly|segmentation|out of memory' | head -60 || true
echo "--- test files that never reported:"
comm -23 \
  <("$node_bin" node_modules/vitest/vitest.mjs list --filesOnly --project unit "${filters[@]}" 2>/dev/null | sed 's/^\[unit\] //' | sort -u) \
  <(plain | grep -oE 'unit +[^ ]+\.test\.ts' | awk '{print $2}' | sort -u)
exit 1
