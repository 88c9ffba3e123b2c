#!/usr/bin/env bash
# Times the phases of a run (CI's installs, `npm test`'s lint, type check, unit and API, build,
# browser, the other Node lines) into one table, so every run says where its minutes went (record 148).
# Source it, then `phase NAME command...`; `print_phases` prints the table with the 20 slowest test
# files, from the file times each vitest run wrote to $TEST_REPORTS (file-times-reporter.ts). A caller that sets PHASE_TIMES before sourcing
# (CI, around `npm test`) gets the phases of the runs it starts in its own table.
export PHASE_TIMES=${PHASE_TIMES:-$(mktemp)}
export TEST_REPORTS=${TEST_REPORTS:-$(mktemp -d)}

phase() {
  local name=$1 start status=0
  shift
  start=$(date +%s)
  echo "=== $name"
  "$@" || status=$?
  printf '%s\t%s\t%s\n' "$name" "$(($(date +%s) - start))" "$status" >>"$PHASE_TIMES"
  return "$status"
}

print_phases() {
  local here
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
  echo
  echo "=== where the time went"
  awk -F'\t' '{ total += $2; printf "%-28s %6d s  %s\n", $1, $2, ($3 == 0 ? "" : "FAILED (" $3 ")") }
    END { printf "%-28s %6d s  (%.1f min)\n", "total", total, total / 60 }' "$PHASE_TIMES"
  node "$here/slowest-tests.mjs" "$TEST_REPORTS" 20 || true
}
